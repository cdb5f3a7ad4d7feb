//! Numbers and text: Number::toString and StringToNumber.

/// 6.1.6.1.20 Number::toString ( x, 10 ): the shortest digits that round-trip, formatted
/// as ECMAScript prints numbers.
pub fn number_to_string(value: f64) -> String {
    if value.is_nan() {
        return "NaN".to_string();
    }
    if value == 0.0 {
        return "0".to_string();
    }
    if value.is_infinite() {
        return if value > 0.0 { "Infinity".to_string() } else { "-Infinity".to_string() };
    }
    let mut buffer = ryu_js::Buffer::new();
    buffer.format(value).to_string()
}

/// Number::toString ( x ) appended to `out` as UTF-16 without an allocation: int32 values
/// digit by digit, others through ryu's stack buffer.
pub fn write_number(value: f64, out: &mut Vec<u16>) {
    let integer = value as i32;
    if integer as f64 == value && !(value == 0.0 && value.is_sign_negative()) {
        let mut digits = [0u16; 11];
        let mut at = digits.len();
        let mut magnitude = integer.unsigned_abs();
        loop {
            at -= 1;
            digits[at] = u16::from(b'0') + (magnitude % 10) as u16;
            magnitude /= 10;
            if magnitude == 0 {
                break;
            }
        }
        if integer < 0 {
            out.push(u16::from(b'-'));
        }
        out.extend_from_slice(&digits[at..]);
        return;
    }
    if !value.is_finite() || value == 0.0 {
        out.extend(number_to_string(value).encode_utf16());
        return;
    }
    let mut buffer = ryu_js::Buffer::new();
    out.extend(buffer.format(value).bytes().map(u16::from));
}

/// Number::toString ( x, radix ) for radix 2 to 36.
pub fn number_to_string_radix(value: f64, radix: u32) -> String {
    if radix == 10 {
        return number_to_string(value);
    }
    if !value.is_finite() || value == 0.0 {
        return number_to_string(value);
    }
    let negative = value < 0.0;
    let value = value.abs();
    let digits = |d: u32| char::from_digit(d, radix).expect("digit below radix");
    let mut integer = value.trunc();
    let mut fraction = value - integer;
    let mut integer_digits = Vec::new();
    if integer == 0.0 {
        integer_digits.push('0');
    }
    while integer >= 1.0 {
        let digit = (integer % radix as f64) as u32;
        integer_digits.push(digits(digit));
        integer = (integer / radix as f64).trunc();
    }
    integer_digits.reverse();
    let mut text: String = integer_digits.into_iter().collect();
    if fraction > 0.0 {
        text.push('.');
        // Emit fraction digits until the value is exact or the precision of a double is
        // exhausted (52 bits of mantissa spread over the radix).
        let max_digits = (52.0 / (radix as f64).log2()).ceil() as usize + 1;
        let mut produced = 0;
        while fraction > 0.0 && produced < max_digits {
            fraction *= radix as f64;
            let digit = fraction.trunc() as u32;
            text.push(digits(digit));
            fraction -= digit as f64;
            produced += 1;
        }
        while text.ends_with('0') {
            text.pop();
        }
    }
    if negative { format!("-{text}") } else { text }
}

/// Whether a code unit is white space or a line terminator (StrWhiteSpaceChar).
pub fn is_whitespace(unit: u16) -> bool {
    matches!(
        unit,
        0x09 | 0x0a | 0x0b | 0x0c | 0x0d | 0x20 | 0xa0 | 0x1680 | 0x2000
            ..=0x200a | 0x2028 | 0x2029 | 0x202f | 0x205f | 0x3000 | 0xfeff
    )
}

/// 7.1.4.1.1 StringToNumber: the numeric value of a string, or NaN.
pub fn string_to_number(units: &[u16]) -> f64 {
    let start = units.iter().position(|&u| !is_whitespace(u)).unwrap_or(units.len());
    let end = units.iter().rposition(|&u| !is_whitespace(u)).map_or(start, |i| i + 1);
    let trimmed = &units[start..end];
    if trimmed.is_empty() {
        return 0.0;
    }
    if trimmed.iter().any(|&u| u > 0x7f) {
        return f64::NAN;
    }
    let text: String = trimmed.iter().map(|&u| u as u8 as char).collect();
    parse_numeric_text(&text)
}

/// StrNumericLiteral on ASCII text without surrounding white space.
fn parse_numeric_text(text: &str) -> f64 {
    let radix_prefix = |prefix: &str, radix: u32| -> Option<f64> {
        let digits = text.strip_prefix(prefix).or_else(|| text.strip_prefix(&prefix.to_uppercase()))?;
        if digits.is_empty() || !digits.chars().all(|c| c.is_digit(radix)) {
            return Some(f64::NAN);
        }
        Some(digits.chars().fold(0.0, |value, c| value * radix as f64 + c.to_digit(radix).expect("checked") as f64))
    };
    if let Some(value) = radix_prefix("0x", 16).or_else(|| radix_prefix("0o", 8)).or_else(|| radix_prefix("0b", 2)) {
        return value;
    }
    let (sign, unsigned) = match text.as_bytes()[0] {
        b'+' => (1.0, &text[1..]),
        b'-' => (-1.0, &text[1..]),
        _ => (1.0, text),
    };
    if unsigned == "Infinity" {
        return sign * f64::INFINITY;
    }
    if !is_decimal_literal(unsigned) {
        return f64::NAN;
    }
    unsigned.parse::<f64>().map_or(f64::NAN, |value| sign * value)
}

/// StrUnsignedDecimalLiteral: digits, an optional fraction and an optional exponent, with
/// at least one digit before the exponent.
pub fn is_decimal_literal(text: &str) -> bool {
    let bytes = text.as_bytes();
    let mut i = 0;
    let digits = |i: &mut usize| {
        let start = *i;
        while *i < bytes.len() && bytes[*i].is_ascii_digit() {
            *i += 1;
        }
        *i - start
    };
    let mut mantissa_digits = digits(&mut i);
    if i < bytes.len() && bytes[i] == b'.' {
        i += 1;
        mantissa_digits += digits(&mut i);
    }
    if mantissa_digits == 0 {
        return false;
    }
    if i < bytes.len() && (bytes[i] == b'e' || bytes[i] == b'E') {
        i += 1;
        if i < bytes.len() && (bytes[i] == b'+' || bytes[i] == b'-') {
            i += 1;
        }
        if digits(&mut i) == 0 {
            return false;
        }
    }
    i == bytes.len()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn write_number_matches_number_to_string() {
        for value in [
            0.0,
            -0.0,
            1.0,
            -1.0,
            42.0,
            i32::MAX as f64,
            i32::MIN as f64,
            2147483648.0,
            1.5,
            -0.1,
            1e21,
            1e-7,
            123456789012345680000.0,
            f64::NAN,
            f64::INFINITY,
            f64::NEG_INFINITY,
        ] {
            let mut out = Vec::new();
            write_number(value, &mut out);
            assert_eq!(String::from_utf16_lossy(&out), number_to_string(value), "{value}");
        }
    }

    fn parse(text: &str) -> f64 {
        string_to_number(&text.encode_utf16().collect::<Vec<_>>())
    }

    #[test]
    fn numbers_print_as_ecmascript_prints_them() {
        for (value, text) in [
            (0.0, "0"),
            (-0.0, "0"),
            (1.0, "1"),
            (-1.5, "-1.5"),
            (0.1 + 0.2, "0.30000000000000004"),
            (1e21, "1e+21"),
            (1e20, "100000000000000000000"),
            (1e-7, "1e-7"),
            (123456789012345680000.0, "123456789012345680000"),
            (f64::NAN, "NaN"),
            (f64::INFINITY, "Infinity"),
            (f64::NEG_INFINITY, "-Infinity"),
            (5e-324, "5e-324"),
        ] {
            assert_eq!(number_to_string(value), text, "{value}");
        }
    }

    #[test]
    fn radix_conversion() {
        assert_eq!(number_to_string_radix(255.0, 16), "ff");
        assert_eq!(number_to_string_radix(-8.0, 2), "-1000");
        assert_eq!(number_to_string_radix(0.5, 2), "0.1");
        assert_eq!(number_to_string_radix(35.0, 36), "z");
    }

    #[test]
    fn strings_convert_to_numbers_by_the_grammar() {
        for (text, value) in [
            ("", 0.0),
            ("  42  ", 42.0),
            ("-0x10", f64::NAN),
            ("0x10", 16.0),
            ("0b101", 5.0),
            ("0o17", 15.0),
            ("1e3", 1000.0),
            (".5", 0.5),
            ("5.", 5.0),
            ("+Infinity", f64::INFINITY),
            ("-Infinity", f64::NEG_INFINITY),
            ("infinity", f64::NAN),
            ("1e", f64::NAN),
            ("\u{a0}7\u{2028}", 7.0),
            ("12abc", f64::NAN),
            ("inf", f64::NAN),
            ("nan", f64::NAN),
        ] {
            let parsed = parse(text);
            assert!(parsed == value || (parsed.is_nan() && value.is_nan()), "{text:?} gave {parsed}");
        }
        assert!(parse("-0").is_sign_negative());
    }
}
