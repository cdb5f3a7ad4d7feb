//! 21.1.3 The Number.prototype methods that format: toString(radix), toFixed,
//! toExponential and toPrecision.
//!
//! toFixed, toExponential and toPrecision round the *exact* value of the double (ties
//! away from zero, as the specification's "pick the larger n" asks), so they start from
//! its exact decimal expansion: a double is m × 2^e, which is (m × 5^-e) / 10^-e when e is
//! negative, a finite decimal of at most 767 significant digits.

use num_bigint::BigUint;
use vm::runtime::function::CallArgs;
use vm::runtime::number::number_to_string;
use vm::{JSValue, JsResult, Message, Vm};

use super::{this_number_value, throw_range_error};

/// Decimal digits (each 0-9, the first nonzero, no trailing zeros) and the position of
/// the decimal point: the value is 0.d₁d₂…dₙ × 10^point.
#[derive(Debug, Clone, PartialEq, Eq)]
struct Decimal {
    digits: Vec<u8>,
    point: i32,
}

impl Decimal {
    /// The exact value of a positive finite double.
    fn exact(value: f64) -> Decimal {
        debug_assert!(value > 0.0 && value.is_finite());
        let bits = value.to_bits();
        let biased = ((bits >> 52) & 0x7ff) as i32;
        let fraction = bits & ((1 << 52) - 1);
        let (mantissa, exponent) = if biased == 0 { (fraction, -1074) } else { (fraction | (1 << 52), biased - 1075) };
        let (integer, scale) = if exponent >= 0 {
            (BigUint::from(mantissa) << exponent as usize, 0)
        } else {
            (BigUint::from(mantissa) * BigUint::from(5u8).pow((-exponent) as u32), -exponent)
        };
        let text = integer.to_str_radix(10);
        let mut digits: Vec<u8> = text.bytes().map(|b| b - b'0').collect();
        let point = digits.len() as i32 - scale;
        while digits.last() == Some(&0) {
            digits.pop();
        }
        Decimal { digits, point }
    }

    /// The shortest digits that round-trip (Number::toString's), of a positive finite double.
    fn shortest(value: f64) -> Decimal {
        let text = number_to_string(value);
        let (mantissa, exponent) = match text.split_once('e') {
            Some((mantissa, exponent)) => (mantissa, exponent.parse::<i32>().unwrap_or(0)),
            None => (text.as_str(), 0),
        };
        let (integer, fraction) = mantissa.split_once('.').unwrap_or((mantissa, ""));
        let all: Vec<u8> = integer.bytes().chain(fraction.bytes()).map(|b| b - b'0').collect();
        let leading_zeros = all.iter().take_while(|&&d| d == 0).count();
        let mut digits = all[leading_zeros..].to_vec();
        while digits.last() == Some(&0) {
            digits.pop();
        }
        Decimal { digits, point: integer.len() as i32 - leading_zeros as i32 + exponent }
    }

    /// The integer closest to 0.d₁d₂… × 10^keep (ties up), as its digits: the first
    /// `keep` digits, plus one when the rest is half or more. A carry can make it one digit
    /// longer than `keep`; a `keep` ≤ 0 gives "0" or "1".
    fn round_to(&self, keep: i64) -> Vec<u8> {
        if keep <= 0 {
            let up = keep == 0 && self.digits.first().is_some_and(|&d| d >= 5);
            return vec![up as u8];
        }
        let keep = keep as usize;
        let mut result: Vec<u8> = (0..keep).map(|i| self.digits.get(i).copied().unwrap_or(0)).collect();
        if self.digits.get(keep).is_some_and(|&d| d >= 5) {
            let mut index = keep;
            loop {
                if index == 0 {
                    result.insert(0, 1);
                    break;
                }
                index -= 1;
                if result[index] == 9 {
                    result[index] = 0;
                } else {
                    result[index] += 1;
                    break;
                }
            }
        }
        result
    }

    /// The first `count` significant digits, rounded (ties up), and the exponent e of
    /// d.ddd × 10^e: the n and e of toExponential and toPrecision.
    fn significant(&self, count: usize) -> (Vec<u8>, i32) {
        let mut digits = self.round_to(count as i64);
        let mut exponent = self.point - 1;
        if digits.len() > count {
            digits.truncate(count);
            exponent += 1;
        }
        (digits, exponent)
    }
}

fn digits_to_string(digits: &[u8]) -> String {
    digits.iter().map(|&d| char::from(b'0' + d)).collect()
}

/// "e+5", "e-7": the exponent part of exponential notation.
fn exponent_suffix(exponent: i32) -> String {
    let sign = if exponent < 0 { '-' } else { '+' };
    format!("e{sign}{}", exponent.unsigned_abs())
}

/// The digit count argument of toFixed, toExponential and toPrecision must be in range.
fn digits_range_error(vm: &mut Vm, method: &str, low: u32) -> vm::Throw {
    let text = format!("{method}() argument must be between {low} and 100");
    throw_range_error(vm, &text)
}

/// 21.1.3.3 Number.prototype.toFixed ( fractionDigits )
pub fn to_fixed(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1. Let x be ? ThisNumberValue(this value).
    let x = this_number_value(vm, args.this, "toFixed")?;
    // 2. Let f be ? ToIntegerOrInfinity(fractionDigits).
    let f = vm.to_integer_or_infinity(args.get(vm, 0))?;
    // 4. If f is not finite, throw a RangeError exception.
    // 5. If f < 0 or f > 100, throw a RangeError exception.
    if !(0.0..=100.0).contains(&f) {
        return Err(digits_range_error(vm, "toFixed", 0));
    }
    let f = f as usize;
    // 6. If x is not finite, return Number::toString(x, 10).
    if !x.is_finite() {
        return Ok(vm.new_string(&number_to_string(x))?.to_value());
    }
    Ok(vm.new_string(&fixed(x, f))?.to_value())
}

/// 21.1.3.3 steps 7-13: x in fixed-point notation with `f` fraction digits.
fn fixed(x: f64, f: usize) -> String {
    // 8-9. If x < 0, then set s to "-" and x to -x. (-0 is not below zero.)
    let (sign, x) = if x < 0.0 { ("-", -x) } else { ("", x) };
    // 10. If x ≥ 10^21, let m be ! ToString(𝔽(x)).
    if x >= 1e21 {
        return format!("{sign}{}", number_to_string(x));
    }
    // 11.a. Let n be an integer for which n / 10^f - x is as close to zero as possible;
    //       if there are two such n, pick the larger n.
    let n = if x == 0.0 {
        vec![0]
    } else {
        let decimal = Decimal::exact(x);
        decimal.round_to(decimal.point as i64 + f as i64)
    };
    // b. If n = 0, let m be "0"; otherwise the digits of n.
    let leading_zeros = n.iter().take_while(|&&d| d == 0).count().min(n.len() - 1);
    let mut m = digits_to_string(&n[leading_zeros..]);
    // c. If f ≠ 0, then
    if f != 0 {
        // i-ii. Pad with zeros so that there is a digit before the point.
        let k = m.len();
        if k <= f {
            m = format!("{}{m}", "0".repeat(f + 1 - k));
        }
        // iii-v. Let a be the first k - f code units of m, b the rest; m is a.b.
        let (a, b) = m.split_at(m.len() - f);
        m = format!("{a}.{b}");
    }
    // 12. Return the string-concatenation of s and m.
    format!("{sign}{m}")
}

/// 21.1.3.2 Number.prototype.toExponential ( fractionDigits )
pub fn to_exponential(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1. Let x be ? ThisNumberValue(this value).
    let x = this_number_value(vm, args.this, "toExponential")?;
    // 2. Let f be ? ToIntegerOrInfinity(fractionDigits).
    let fraction_digits = args.get(vm, 0);
    let f = vm.to_integer_or_infinity(fraction_digits)?;
    // 4. If x is not finite, return Number::toString(x, 10).
    if !x.is_finite() {
        return Ok(vm.new_string(&number_to_string(x))?.to_value());
    }
    // 5. If f < 0 or f > 100, throw a RangeError exception.
    if !(0.0..=100.0).contains(&f) {
        return Err(digits_range_error(vm, "toExponential", 0));
    }
    Ok(vm.new_string(&exponential(x, f as usize, fraction_digits.is_undefined()))?.to_value())
}

/// 21.1.3.2 steps 6-15: x in exponential notation with `f` fraction digits, or as few as
/// represent x exactly when `shortest` (fractionDigits undefined).
fn exponential(x: f64, f: usize, shortest: bool) -> String {
    // 7-8. If x < 0, then set s to "-" and x to -x.
    let (sign, x) = if x < 0.0 { ("-", -x) } else { ("", x) };
    let (digits, exponent, f) = if x == 0.0 {
        // 9. If x = 0, let m be f + 1 zeros and e be 0.
        (vec![0; f + 1], 0, f)
    } else if shortest {
        // 10.a. (fractionDigits undefined) as few digits as represent x.
        let decimal = Decimal::shortest(x);
        let f = decimal.digits.len() - 1;
        (decimal.digits, decimal.point - 1, f)
    } else {
        // 10.a. n with f + 1 digits, n × 10^(e - f) closest to x, ties up.
        let (digits, exponent) = Decimal::exact(x).significant(f + 1);
        (digits, exponent, f)
    };
    // 11. If f ≠ 0, put a point after the first digit.
    let m = digits_to_string(&digits);
    let m = if f != 0 { format!("{}.{}", &m[..1], &m[1..]) } else { m };
    // 12-15. Then "e", the exponent's sign and its digits.
    format!("{sign}{m}{}", exponent_suffix(exponent))
}

/// 21.1.3.5 Number.prototype.toPrecision ( precision )
pub fn to_precision(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1. Let x be ? ThisNumberValue(this value).
    let x = this_number_value(vm, args.this, "toPrecision")?;
    // 2. If precision is undefined, return ! ToString(x).
    let precision = args.get(vm, 0);
    if precision.is_undefined() {
        return Ok(vm.new_string(&number_to_string(x))?.to_value());
    }
    // 3. Let p be ? ToIntegerOrInfinity(precision).
    let p = vm.to_integer_or_infinity(precision)?;
    // 4. If x is not finite, return Number::toString(x, 10).
    if !x.is_finite() {
        return Ok(vm.new_string(&number_to_string(x))?.to_value());
    }
    // 5. If p < 1 or p > 100, throw a RangeError exception.
    if !(1.0..=100.0).contains(&p) {
        return Err(digits_range_error(vm, "toPrecision", 1));
    }
    Ok(vm.new_string(&precise(x, p as usize))?.to_value())
}

/// 21.1.3.5 steps 6-13: x with `p` significant digits.
fn precise(x: f64, p: usize) -> String {
    // 7-8. If x < 0, then set s to "-" and x to -x.
    let (sign, x) = if x < 0.0 { ("-", -x) } else { ("", x) };
    // 9. If x = 0, let m be p zeros and e be 0.
    let (digits, e) = if x == 0.0 { (vec![0; p], 0) } else { Decimal::exact(x).significant(p) };
    let m = digits_to_string(&digits);
    // 10.c. If e < -6 or e ≥ p, exponential notation.
    if e < -6 || e >= p as i32 {
        let m = if p != 1 { format!("{}.{}", &m[..1], &m[1..]) } else { m };
        return format!("{sign}{m}{}", exponent_suffix(e));
    }
    // 11. If e = p - 1, return s and m.
    if e == p as i32 - 1 {
        return format!("{sign}{m}");
    }
    // 12. If e ≥ 0, the point after e + 1 digits.
    if e >= 0 {
        let (a, b) = m.split_at(e as usize + 1);
        return format!("{sign}{a}.{b}");
    }
    // 13. Else, "0." then -(e + 1) zeros, then m.
    format!("{sign}0.{}{m}", "0".repeat((-(e + 1)) as usize))
}

/// 21.1.3.6 Number.prototype.toString ( [ radix ] )
pub fn to_string(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1. Let x be ? ThisNumberValue(this value).
    let x = this_number_value(vm, args.this, "toString")?;
    // 2-3. If radix is undefined, let radixMV be 10; else ? ToIntegerOrInfinity(radix).
    let radix = args.get(vm, 0);
    let radix = if radix.is_undefined() { 10.0 } else { vm.to_integer_or_infinity(radix)? };
    // 4. If radixMV is not in the inclusive interval from 2 to 36, throw a RangeError.
    if !(2.0..=36.0).contains(&radix) {
        return Err(vm.throw_error(Message::InvalidRadix));
    }
    // 5. Return Number::toString(x, radixMV).
    let radix = radix as u32;
    if radix == 10 || !x.is_finite() || x == 0.0 {
        if x.is_finite() && x.fract() == 0.0 && x.abs() < 2147483648.0 {
            return Ok(vm.int_to_string(x as i32)?.to_value());
        }
        return Ok(vm.new_string(&number_to_string(x))?.to_value());
    }
    Ok(vm.new_string(&radix_string(x, radix))?.to_value())
}

/// 6.1.6.1.20 Number::toString ( x, radix ) for a radix other than 10, of a finite nonzero
/// x: the integer part exactly, then fraction digits until the digits written identify x
/// (the remaining fraction is within half an ulp), rounding the last digit to nearest.
pub(crate) fn radix_string(x: f64, radix: u32) -> String {
    let radix_f = radix as f64;
    let digit_char = |digit: u32| char::from_digit(digit, radix).expect("a digit below the radix");
    let (negative, x) = (x < 0.0, x.abs());
    let mut integer = x.floor();
    let mut fraction = x - integer;
    // Half the distance to the next double: digits beyond it do not tell doubles apart.
    let mut delta = (0.5 * (f64::from_bits(x.to_bits() + 1) - x)).max(f64::from_bits(1));
    let mut fraction_digits: Vec<u32> = Vec::new();
    if fraction >= delta {
        loop {
            fraction *= radix_f;
            delta *= radix_f;
            let digit = fraction.floor() as u32;
            fraction_digits.push(digit);
            fraction -= digit as f64;
            // Round to nearest (ties to even) when the rest is within reach of the next
            // digit, and stop.
            if (fraction > 0.5 || (fraction == 0.5 && digit & 1 == 1)) && fraction + delta > 1.0 {
                loop {
                    match fraction_digits.last_mut() {
                        None => {
                            integer += 1.0;
                            break;
                        }
                        Some(last) if *last + 1 < radix => {
                            *last += 1;
                            break;
                        }
                        Some(_) => {
                            fraction_digits.pop();
                        }
                    }
                }
                break;
            }
            if fraction < delta {
                break;
            }
        }
    }
    // The integer part: past 2^53 the low digits are not significant, and are zeros.
    let mut integer_digits = Vec::new();
    while integer / radix_f >= 9_007_199_254_740_992.0 {
        integer /= radix_f;
        integer_digits.push('0');
    }
    loop {
        let remainder = integer % radix_f;
        integer_digits.push(digit_char(remainder as u32));
        integer = (integer - remainder) / radix_f;
        if integer < 1.0 {
            break;
        }
    }
    let mut text = String::with_capacity(integer_digits.len() + fraction_digits.len() + 2);
    if negative {
        text.push('-');
    }
    text.extend(integer_digits.iter().rev());
    if !fraction_digits.is_empty() {
        text.push('.');
        text.extend(fraction_digits.iter().map(|&d| digit_char(d)));
    }
    text
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn exact_expansion() {
        assert_eq!(Decimal::exact(1.5), Decimal { digits: vec![1, 5], point: 1 });
        assert_eq!(Decimal::exact(0.125), Decimal { digits: vec![1, 2, 5], point: 0 });
        assert_eq!(Decimal::exact(100.0), Decimal { digits: vec![1], point: 3 });
        assert_eq!(Decimal::shortest(0.1), Decimal { digits: vec![1], point: 0 });
        assert_eq!(Decimal::shortest(1.5e-7), Decimal { digits: vec![1, 5], point: -6 });
        assert_eq!(Decimal::shortest(1e21), Decimal { digits: vec![1], point: 22 });
    }

    #[test]
    fn fixed_notation_rounds_the_exact_value_ties_up() {
        assert_eq!(fixed(1.005, 2), "1.00");
        assert_eq!(fixed(2.5, 0), "3");
        assert_eq!(fixed(-1.5, 0), "-2");
        assert_eq!(fixed(0.000001, 7), "0.0000010");
        assert_eq!(fixed(0.1, 20), "0.10000000000000000555");
        assert_eq!(fixed(-0.0001, 2), "-0.00");
        assert_eq!(fixed(0.5, 0), "1");
        assert_eq!(fixed(0.04, 1), "0.0");
        assert_eq!(fixed(0.05, 1), "0.1");
        assert_eq!(fixed(99.99, 1), "100.0");
        assert_eq!(fixed(1e20, 2), "100000000000000000000.00");
    }

    #[test]
    fn exponential_and_precision() {
        assert_eq!(exponential(123456.0, 2, false), "1.23e+5");
        assert_eq!(exponential(0.00015, 1, false), "1.5e-4");
        assert_eq!(exponential(9.99, 1, false), "1.0e+1");
        assert_eq!(exponential(123.0, 0, true), "1.23e+2");
        assert_eq!(exponential(0.0, 2, false), "0.00e+0");
        assert_eq!(precise(123.456, 4), "123.5");
        assert_eq!(precise(0.000123, 2), "0.00012");
        assert_eq!(precise(1e-7, 1), "1e-7");
        assert_eq!(precise(123456.0, 2), "1.2e+5");
        assert_eq!(precise(0.0, 3), "0.00");
        assert_eq!(precise(99.0, 1), "1e+2");
    }

    #[test]
    fn radix_digits() {
        assert_eq!(radix_string(255.0, 16), "ff");
        assert_eq!(radix_string(0.5, 2), "0.1");
        assert_eq!(radix_string(-3.75, 2), "-11.11");
        assert_eq!(radix_string(0.1, 2), "0.0001100110011001100110011001100110011001100110011001101");
        assert_eq!(radix_string(0.1, 3), "0.0022002200220022002200220022002201");
        assert_eq!(radix_string(2f64.powi(60), 2), format!("1{}", "0".repeat(60)));
    }
}
