//! B.2.1 Additional properties of the global object: escape and unescape, the percent
//! encodings of code units that predate the URI functions.

use vm::runtime::function::CallArgs;
use vm::{JSValue, JsResult, Vm};

use crate::string::{code_units, new_string_from_units};

const HEX_DIGITS: &[u8; 16] = b"0123456789ABCDEF";

/// B.2.1.1 escape ( string )
pub fn escape(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1. Set string to ? ToString(string).
    let string = code_units(vm.to_string(args.get(vm, 0))?);
    // 2-3. Let len be the length of string; let R be the empty String.
    let mut result: Vec<u16> = Vec::with_capacity(string.len());
    // 4. Let unescapedSet be the ASCII word characters and "@*+-./".
    let unescaped = |unit: u16| u8::try_from(unit).is_ok_and(|b| b.is_ascii_alphanumeric() || b"@*_+-./".contains(&b));
    // 5-6. For each code unit C of string:
    for unit in string {
        if unescaped(unit) {
            // b. If unescapedSet contains C, let S be C.
            result.push(unit);
        } else if unit < 256 {
            // c.ii. If n < 256, S is "%" and the two hexadecimal digits of n.
            result.push(u16::from(b'%'));
            result.extend([unit >> 4, unit & 0xF].map(|digit| u16::from(HEX_DIGITS[digit as usize])));
        } else {
            // c.iii. Else, S is "%u" and the four hexadecimal digits of n.
            result.extend([u16::from(b'%'), u16::from(b'u')]);
            result.extend(
                [unit >> 12, (unit >> 8) & 0xF, (unit >> 4) & 0xF, unit & 0xF]
                    .map(|d| u16::from(HEX_DIGITS[d as usize])),
            );
        }
    }
    crate::string::check_length(vm, result.len())?;
    // 7. Return R.
    Ok(new_string_from_units(vm, &result)?.to_value())
}

/// B.2.1.2 unescape ( string )
pub fn unescape(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1. Set string to ? ToString(string).
    let string = code_units(vm.to_string(args.get(vm, 0))?);
    // 2-3. Let len be the length of string; let R be the empty String.
    let mut result: Vec<u16> = Vec::with_capacity(string.len());
    let hex = |index: usize, count: usize| -> Option<u16> {
        let digits = string.get(index..index + count)?;
        digits.iter().try_fold(0u16, |value, &unit| {
            let digit = char::from_u32(u32::from(unit))?.to_digit(16)?;
            Some(value * 16 + digit as u16)
        })
    };
    // 4-5. Let k be 0; repeat, while k < len,
    let mut k = 0;
    while k < string.len() {
        // a. Let C be the code unit at index k within string.
        let unit = string[k];
        // b. If C is "%", then
        if unit == u16::from(b'%') {
            // ii. If k + 6 ≤ len and the code unit at k + 1 is "u", the four digits after.
            if string.get(k + 1) == Some(&u16::from(b'u'))
                && let Some(value) = hex(k + 2, 4)
            {
                result.push(value);
                k += 6;
                continue;
            }
            // iii. Else if k + 3 ≤ len, the two digits after.
            if let Some(value) = hex(k + 1, 2) {
                result.push(value);
                k += 3;
                continue;
            }
        }
        // c-d. Otherwise C stands for itself.
        result.push(unit);
        k += 1;
    }
    // 6. Return R.
    Ok(new_string_from_units(vm, &result)?.to_value())
}
