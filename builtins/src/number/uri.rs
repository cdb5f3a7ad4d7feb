//! 19.2.6 URI Handling Functions: encodeURI, encodeURIComponent, decodeURI and
//! decodeURIComponent, over UTF-16 code units and UTF-8 octets.

use vm::runtime::function::CallArgs;
use vm::string::StrView;
use vm::{JSValue, JsResult, Message, Vm};

use crate::string::{code_point_at, code_units, new_string_from_units, push_code_point};

/// uriReserved ::: one of ; / ? : @ & = + $ ,
const URI_RESERVED: &[u8] = b";/?:@&=+$,";
/// uriMark ::: one of - _ . ! ~ * ' ( )
const URI_MARK: &[u8] = b"-_.!~*'()";

/// 19.2.6.1 decodeURI ( encodedURI )
pub fn decode_uri(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1. Let uriString be ? ToString(encodedURI).
    // 2. Let preserveEscapeSet be ";/?:@&=+$,#".
    // 3. Return ? Decode(uriString, preserveEscapeSet).
    decode(vm, args, |unit| URI_RESERVED.contains(&unit) || unit == b'#')
}

/// 19.2.6.2 decodeURIComponent ( encodedURIComponent )
pub fn decode_uri_component(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 2. Let preserveEscapeSet be the empty String.
    decode(vm, args, |_| false)
}

/// 19.2.6.3 encodeURI ( uri )
pub fn encode_uri(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 2. Let extraUnescaped be ";/?:@&=+$,#".
    encode(vm, args, |unit| URI_RESERVED.contains(&unit) || unit == b'#')
}

/// 19.2.6.4 encodeURIComponent ( uriComponent )
pub fn encode_uri_component(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 2. Let extraUnescaped be the empty String.
    encode(vm, args, |_| false)
}

/// 19.2.6.5 Encode ( string, extraUnescaped )
fn encode(vm: &mut Vm, args: &CallArgs, extra_unescaped: fn(u8) -> bool) -> JsResult<JSValue> {
    let string = code_units(vm.to_string(args.get(vm, 0))?);
    let view = StrView::Utf16(&string);
    // 3. Let R be the empty String.
    let mut result: Vec<u16> = Vec::with_capacity(string.len());
    // 4-5. Let alwaysUnescaped be the ASCII word characters and uriMark; let unescapedSet
    //      be it and extraUnescaped.
    let unescaped = |unit: u16| {
        u8::try_from(unit)
            .is_ok_and(|byte| byte.is_ascii_alphanumeric() || URI_MARK.contains(&byte) || extra_unescaped(byte))
    };
    // 6. Let k be 0. 7. Repeat, while k < len,
    let mut k = 0;
    while k < string.len() {
        let unit = string[k];
        // b. If unescapedSet contains C, append C.
        if unescaped(unit) {
            result.push(unit);
            k += 1;
            continue;
        }
        // c.i-iii. Let cp be CodePointAt(string, k); a lone surrogate is a URIError.
        let (code_point, count, lone) = code_point_at(&view, k);
        if lone {
            return Err(vm.throw_error(Message::InvalidUri));
        }
        k += count;
        // iv-v. Each octet of the UTF-8 encoding as "%XY" (upper-case hex).
        let character = char::from_u32(code_point).expect("a code point that is not a surrogate");
        let mut octets = [0u8; 4];
        for &octet in character.encode_utf8(&mut octets).as_bytes() {
            for byte in format!("%{octet:02X}").bytes() {
                result.push(u16::from(byte));
            }
        }
    }
    crate::string::check_length(vm, result.len())?;
    Ok(new_string_from_units(vm, &result)?.to_value())
}

/// 11.1.5 / 19.2.6.6 ParseHexOctet ( string, position ): the byte two hex digits spell.
fn parse_hex_octet(units: &[u16], position: usize) -> Option<u8> {
    let digit = |index: usize| char::from_u32(*units.get(index)? as u32)?.to_digit(16);
    Some((digit(position)? * 16 + digit(position + 1)?) as u8)
}

/// 19.2.6.6 Decode ( string, preserveEscapeSet )
fn decode(vm: &mut Vm, args: &CallArgs, preserve_escape: fn(u8) -> bool) -> JsResult<JSValue> {
    let string = code_units(vm.to_string(args.get(vm, 0))?);
    let length = string.len();
    let mut result: Vec<u16> = Vec::with_capacity(length);
    let percent = u16::from(b'%');
    let mut k = 0;
    // 4. Repeat, while k < strLen,
    while k < length {
        let unit = string[k];
        // c. If C is "%", then
        if unit != percent {
            result.push(unit);
            k += 1;
            continue;
        }
        // i-iv. Three code units "%XY" with XY hex digits, or a URIError.
        if k + 3 > length {
            return Err(vm.throw_error(Message::InvalidUri));
        }
        let Some(byte) = parse_hex_octet(&string, k + 1) else { return Err(vm.throw_error(Message::InvalidUri)) };
        let escape_start = k;
        k += 2;
        // vi. Let n be the number of leading 1 bits in B.
        let n = byte.leading_ones() as usize;
        if n == 0 {
            // vii. An ASCII character: the escape itself if preserved, else the character.
            if preserve_escape(byte) {
                result.extend_from_slice(&string[escape_start..escape_start + 3]);
            } else {
                result.push(u16::from(byte));
            }
        } else {
            // viii.1. If n = 1 or n > 4, throw a URIError exception.
            if n == 1 || n > 4 {
                return Err(vm.throw_error(Message::InvalidUri));
            }
            // 2-4. The continuation octets, each "%XY".
            let mut octets = vec![byte];
            for _ in 1..n {
                k += 1;
                if k + 3 > length || string[k] != percent {
                    return Err(vm.throw_error(Message::InvalidUri));
                }
                let Some(continuation) = parse_hex_octet(&string, k + 1) else {
                    return Err(vm.throw_error(Message::InvalidUri));
                };
                octets.push(continuation);
                k += 2;
            }
            // 6-8. The octets must be the UTF-8 encoding of one code point (not overlong,
            //      not a surrogate, at most U+10FFFF).
            let Ok(text) = std::str::from_utf8(&octets) else { return Err(vm.throw_error(Message::InvalidUri)) };
            let character = text.chars().next().expect("n ≥ 2 octets decode to a character");
            push_code_point(&mut result, character as u32);
        }
        // e. Set k to k + 1.
        k += 1;
    }
    Ok(new_string_from_units(vm, &result)?.to_value())
}
