//! ES2026 hex methods of Uint8Array: `Uint8Array.fromHex`,
//! `Uint8Array.prototype.toHex` and `Uint8Array.prototype.setFromHex`.

use vm::runtime::function::CallArgs;
use vm::string::StrView;
use vm::{JSValue, JsResult, Message, StringRef, Vm};

use super::uint8::{get_uint8_array_bytes, read_written, set_uint8_array_bytes, string_argument, validate_uint8_array};

/// What FromHex returns: the code units read, the bytes, and whether it stopped on a
/// SyntaxError.
#[derive(Debug, PartialEq, Eq)]
struct Decoded {
    read: usize,
    bytes: Vec<u8>,
    failed: bool,
}

/// The value of one hexadecimal digit (either case).
fn hex_digit(unit: u16) -> Option<u8> {
    char::from_u32(unit as u32)?.to_digit(16).map(|digit| digit as u8)
}

/// FromHex ( string [ , maxLength ] ) over the code units of `string`.
fn from_hex<T: Copy + Into<u16>>(units: &[T], max_length: usize) -> Decoded {
    // 2-4. length, bytes, read.
    let length = units.len();
    let mut bytes = Vec::new();
    let mut read = 0;
    // 5. If length modulo 2 is not 0, it is an error before anything is read.
    if !length.is_multiple_of(2) {
        return Decoded { read, bytes, failed: true };
    }
    // 6. Repeat, while read < length and the length of bytes < maxLength,
    bytes.reserve(max_length.min(length / 2));
    while read < length && bytes.len() < max_length {
        // a-c. The two hexits at read, or an error.
        let (Some(high), Some(low)) = (hex_digit(units[read].into()), hex_digit(units[read + 1].into())) else {
            return Decoded { read, bytes, failed: true };
        };
        // d. Set read to read + 2.
        read += 2;
        // e-f. Append the byte they spell.
        bytes.push((high << 4) | low);
    }
    // 7. Return the Record { [[Read]]: read, [[Bytes]]: bytes, [[Error]]: none }.
    Decoded { read, bytes, failed: false }
}

/// FromHex over a flat string's code units, of either width.
fn decode(vm: &Vm, string: StringRef, max_length: usize) -> Decoded {
    match string.view(vm).expect("flattened") {
        StrView::Latin1(units) => from_hex(units, max_length),
        StrView::Utf16(units) => from_hex(units, max_length),
    }
}

/// Uint8Array.fromHex ( string )
pub(super) fn from_hex_method(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    const METHOD: &str = "Uint8Array.fromHex";
    // 1. If string is not a String, throw a TypeError exception.
    let string = string_argument(vm, args.get(vm, 0), METHOD)?;
    // 2. Let result be FromHex(string).
    let result = decode(vm, string.get(), usize::MAX);
    // 3. If result.[[Error]] is not none, throw result.[[Error]].
    if result.failed {
        return Err(vm.throw_error_with(Message::InvalidHex, METHOD));
    }
    // 4-7. A new Uint8Array of result.[[Bytes]].
    Ok(vm.new_uint8_array_from(&result.bytes)?.to_value())
}

/// Uint8Array.prototype.setFromHex ( string )
pub(super) fn set_from_hex(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    const METHOD: &str = "Uint8Array.prototype.setFromHex";
    // 1-2. Let into be the this value. Perform ? ValidateUint8Array(into).
    let into = validate_uint8_array(vm, args.this, METHOD)?;
    // 3. If string is not a String, throw a TypeError exception.
    let string = string_argument(vm, args.get(vm, 0), METHOD)?;
    // 4-5. If IsTypedArrayOutOfBounds(taRecord) is true, throw a TypeError exception.
    let array = into.get();
    if array.is_out_of_bounds() {
        return Err(super::out_of_bounds_error(vm, METHOD));
    }
    // 6. Let byteLength be TypedArrayLength(taRecord).
    // 7. Let result be FromHex(string, byteLength).
    let result = decode(vm, string.get(), array.length());
    // 8-12. FromHex runs no JavaScript, so the bytes still fit: write them.
    set_uint8_array_bytes(array, &result.bytes);
    // 13. If result.[[Error]] is not none, throw result.[[Error]].
    if result.failed {
        return Err(vm.throw_error_with(Message::InvalidHex, METHOD));
    }
    // 14-17. Return { read: result.[[Read]], written }.
    read_written(vm, result.read, result.bytes.len())
}

/// Uint8Array.prototype.toHex ( )
pub(super) fn to_hex(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    const METHOD: &str = "Uint8Array.prototype.toHex";
    const DIGITS: &[u8; 16] = b"0123456789abcdef";
    // 1-2. Let O be the this value. Perform ? ValidateUint8Array(O).
    let array = validate_uint8_array(vm, args.this, METHOD)?;
    // 3. Let toEncode be ? GetUint8ArrayBytes(O).
    let bytes = get_uint8_array_bytes(vm, array.get(), METHOD)?;
    // 4-5. Each byte as two lowercase hexadecimal digits.
    let mut out = Vec::new();
    out.try_reserve_exact(bytes.len() * 2).map_err(|_| vm.throw_error(Message::OutOfMemory))?;
    for byte in bytes {
        out.extend_from_slice(&[DIGITS[(byte >> 4) as usize], DIGITS[(byte & 15) as usize]]);
    }
    // 6. Return out.
    Ok(vm.new_string_latin1(&out)?.to_value())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn hex(text: &str, max: usize) -> (usize, Vec<u8>, bool) {
        let decoded = from_hex(text.as_bytes(), max);
        (decoded.read, decoded.bytes, decoded.failed)
    }

    #[test]
    fn decodes_pairs_up_to_the_first_error_or_the_maximum() {
        assert_eq!(hex("", usize::MAX), (0, vec![], false));
        assert_eq!(hex("00fFa0", usize::MAX), (6, vec![0, 0xff, 0xa0], false));
        assert_eq!(hex("00fFa0", 2), (4, vec![0, 0xff], false));
        assert_eq!(hex("00fga0", usize::MAX), (2, vec![0], true));
        // An odd length fails before reading anything.
        assert_eq!(hex("00f", usize::MAX), (0, vec![], true));
        // Only ASCII hex digits: not whitespace, signs or fullwidth digits.
        assert_eq!(hex(" 0", usize::MAX), (0, vec![], true));
        assert_eq!(hex("+0", usize::MAX), (0, vec![], true));
        assert!(from_hex(&[0xff10u16, 0x30], usize::MAX).failed);
    }
}
