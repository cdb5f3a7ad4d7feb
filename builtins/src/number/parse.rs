//! 19.2.2-5 The global functions isFinite, isNaN, parseFloat and parseInt.

use num_bigint::BigUint;
use num_traits::ToPrimitive as _;
use vm::runtime::function::CallArgs;
use vm::runtime::number::is_whitespace;
use vm::{JSValue, JsResult, Vm};

use crate::string::code_units;

/// 19.2.2 isFinite ( number )
pub fn global_is_finite(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1. Let num be ? ToNumber(number). 2-3. Whether it is finite.
    let number = vm.to_number(args.get(vm, 0))?;
    Ok(JSValue::from_bool(number.is_finite()))
}

/// 19.2.3 isNaN ( number )
pub fn global_is_nan(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    let number = vm.to_number(args.get(vm, 0))?;
    Ok(JSValue::from_bool(number.is_nan()))
}

/// The code units after leading white space and line terminators.
fn trim_start(units: &[u16]) -> &[u16] {
    let start = units.iter().position(|&unit| !is_whitespace(unit)).unwrap_or(units.len());
    &units[start..]
}

/// 19.2.4 parseFloat ( string )
pub fn parse_float(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    Ok(JSValue::from_number(parse_float_value(vm, args.get(vm, 0))?))
}

/// `parseFloat(value)` for Rust callers (a host's `%f`).
pub fn parse_float_value(vm: &mut Vm, value: JSValue) -> JsResult<f64> {
    // 1. Let inputString be ? ToString(string).
    let input = code_units(vm.to_string(value)?);
    // 2. Let trimmedString be ! TrimString(inputString, start).
    let trimmed = trim_start(&input);
    // 3-5. The longest prefix that satisfies StrDecimalLiteral, or NaN.
    Ok(parse_decimal_prefix(trimmed))
}

/// The value of the longest prefix of `units` that is a StrDecimalLiteral, or NaN.
fn parse_decimal_prefix(units: &[u16]) -> f64 {
    let is = |index: usize, byte: u8| units.get(index) == Some(&u16::from(byte));
    let digits_from = |mut index: usize| {
        while units.get(index).is_some_and(|&u| (b'0' as u16..=b'9' as u16).contains(&u)) {
            index += 1;
        }
        index
    };
    let mut end = 0;
    // An optional sign.
    if is(0, b'+') || is(0, b'-') {
        end = 1;
    }
    // Infinity.
    let infinity: Vec<u16> = "Infinity".encode_utf16().collect();
    if units[end..].starts_with(&infinity) {
        return if is(0, b'-') { f64::NEG_INFINITY } else { f64::INFINITY };
    }
    // Digits, an optional fraction, at least one digit in all.
    let integer_end = digits_from(end);
    let mut mantissa_digits = integer_end - end;
    end = integer_end;
    if is(end, b'.') {
        let fraction_end = digits_from(end + 1);
        mantissa_digits += fraction_end - end - 1;
        if mantissa_digits > 0 {
            end = fraction_end;
        }
    }
    if mantissa_digits == 0 {
        return f64::NAN;
    }
    // An exponent only when it has digits.
    if is(end, b'e') || is(end, b'E') {
        let sign = usize::from(is(end + 1, b'+') || is(end + 1, b'-'));
        let exponent_end = digits_from(end + 1 + sign);
        if exponent_end > end + 1 + sign {
            end = exponent_end;
        }
    }
    let text: String = units[..end].iter().map(|&u| u as u8 as char).collect();
    text.parse::<f64>().unwrap_or(f64::NAN)
}

/// 19.2.5 parseInt ( string, radix )
pub fn parse_int(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    Ok(JSValue::from_number(parse_int_value(vm, args.get(vm, 0), args.get(vm, 1))?))
}

/// `parseInt(value, radix)` for Rust callers (a host's `%i`). Roots `radix` across the
/// conversion of `value`.
pub fn parse_int_value(vm: &mut Vm, value: JSValue, radix: JSValue) -> JsResult<f64> {
    let radix_root = vm.root_value(radix);
    // 1. Let inputString be ? ToString(string).
    let input = code_units(vm.to_string(value)?);
    // 2. Let S be ! TrimString(inputString, start).
    let mut s = trim_start(&input);
    // 3-5. A leading "-" makes sign -1; a leading sign is removed.
    let sign = if s.first() == Some(&u16::from(b'-')) { -1.0 } else { 1.0 };
    if s.first().is_some_and(|&u| u == u16::from(b'-') || u == u16::from(b'+')) {
        s = &s[1..];
    }
    // 6. Let R be ℝ(? ToInt32(radix)).
    let mut radix = vm.to_int32(radix_root.get())?;
    // 7-9. Radix 0 means 10 (and a 0x prefix may be stripped); others must be 2 to 36.
    let mut strip_prefix = true;
    if radix != 0 {
        if !(2..=36).contains(&radix) {
            return Ok(f64::NAN);
        }
        if radix != 16 {
            strip_prefix = false;
        }
    } else {
        radix = 10;
    }
    // 10. If stripPrefix is true and S starts with "0x" or "0X", remove it and let R be 16.
    if strip_prefix && s.len() >= 2 && s[0] == u16::from(b'0') && (s[1] == u16::from(b'x') || s[1] == u16::from(b'X')) {
        s = &s[2..];
        radix = 16;
    }
    // 11-12. Let Z be the longest prefix of radix-R digits.
    let radix = radix as u32;
    let end =
        s.iter().position(|&u| char::from_u32(u as u32).and_then(|c| c.to_digit(radix)).is_none()).unwrap_or(s.len());
    let z: String = s[..end].iter().map(|&u| u as u8 as char).collect();
    // 13. If Z is empty, return NaN.
    if z.is_empty() {
        return Ok(f64::NAN);
    }
    // 14. Let mathInt be the integer value that Z represents in radix-R notation (rounded
    //     to the nearest double, correctly).
    let math_int = if radix == 10 {
        z.parse::<f64>().unwrap_or(f64::NAN)
    } else {
        BigUint::parse_bytes(z.as_bytes(), radix).and_then(|n| n.to_f64()).unwrap_or(f64::NAN)
    };
    // 15-16. Return 𝔽(sign × mathInt) (a zero keeps the sign: -0 for "-0").
    Ok(sign * math_int)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn prefix(text: &str) -> f64 {
        parse_decimal_prefix(&text.encode_utf16().collect::<Vec<_>>())
    }

    #[test]
    fn decimal_prefixes() {
        assert_eq!(prefix("2.5abc"), 2.5);
        assert_eq!(prefix(".5"), 0.5);
        assert_eq!(prefix("-.5e2x"), -50.0);
        assert_eq!(prefix("1e"), 1.0);
        assert_eq!(prefix("1e+"), 1.0);
        assert_eq!(prefix("5."), 5.0);
        assert_eq!(prefix("0x10"), 0.0);
        assert_eq!(prefix("-Infinityx"), f64::NEG_INFINITY);
        assert!(prefix(".").is_nan());
        assert!(prefix("+").is_nan());
        assert!(prefix("e5").is_nan());
        assert!(prefix("-0").is_sign_negative());
    }
}
