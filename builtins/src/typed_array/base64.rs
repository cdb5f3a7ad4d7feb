//! ES2026 base64 methods of Uint8Array: `Uint8Array.fromBase64`,
//! `Uint8Array.prototype.toBase64` and `Uint8Array.prototype.setFromBase64`, over the
//! crate's base64 codec (`crate::base64`, which `atob` and `btoa` share).

use vm::object::typed_array::TypedArrayRef;
use vm::runtime::function::CallArgs;
use vm::string::StrView;
use vm::{JSValue, JsResult, Message, ObjectRef, Rooted, StringRef, Vm};

use super::uint8::{
    get_option, get_options_object, get_uint8_array_bytes, is_string, read_written, set_uint8_array_bytes,
    string_argument, validate_uint8_array,
};
use crate::base64::{self, Alphabet, Decoded, LastChunkHandling};

/// The `alphabet` option: steps "Let alphabet be ? Get(opts, "alphabet"). If alphabet is
/// undefined, set alphabet to "base64". If alphabet is neither "base64" nor "base64url",
/// throw a TypeError exception."
fn alphabet_option(vm: &mut Vm, options: &Option<Rooted<ObjectRef>>, method: &str) -> JsResult<Alphabet> {
    let alphabet = get_option(vm, options, "alphabet")?;
    if alphabet.is_undefined() || is_string(vm, alphabet, "base64") {
        Ok(Alphabet::Base64)
    } else if is_string(vm, alphabet, "base64url") {
        Ok(Alphabet::Base64Url)
    } else {
        Err(vm.throw_error_with(Message::InvalidBase64Alphabet, method))
    }
}

/// The `lastChunkHandling` option: "loose" when undefined, a TypeError when not one of the
/// three.
fn last_chunk_handling_option(
    vm: &mut Vm,
    options: &Option<Rooted<ObjectRef>>,
    method: &str,
) -> JsResult<LastChunkHandling> {
    let handling = get_option(vm, options, "lastChunkHandling")?;
    if handling.is_undefined() || is_string(vm, handling, "loose") {
        Ok(LastChunkHandling::Loose)
    } else if is_string(vm, handling, "strict") {
        Ok(LastChunkHandling::Strict)
    } else if is_string(vm, handling, "stop-before-partial") {
        Ok(LastChunkHandling::StopBeforePartial)
    } else {
        Err(vm.throw_error_with(Message::InvalidLastChunkHandling, method))
    }
}

/// FromBase64 over a flat string's code units, of either width.
fn decode(vm: &Vm, string: StringRef, alphabet: Alphabet, handling: LastChunkHandling, max_length: usize) -> Decoded {
    match string.view(vm).expect("flattened") {
        StrView::Latin1(units) => base64::from_base64(units, alphabet, handling, max_length),
        StrView::Utf16(units) => base64::from_base64(units, alphabet, handling, max_length),
    }
}

/// Uint8Array.fromBase64 ( string [ , options ] )
pub(super) fn from_base64(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    const METHOD: &str = "Uint8Array.fromBase64";
    // 1. If string is not a String, throw a TypeError exception.
    let string = string_argument(vm, args.get(vm, 0), METHOD)?;
    // 2. Let opts be ? GetOptionsObject(options).
    let options = get_options_object(vm, args.get(vm, 1), METHOD)?;
    // 3-5. Let alphabet be ? Get(opts, "alphabet"), "base64" or "base64url".
    let alphabet = alphabet_option(vm, &options, METHOD)?;
    // 6-8. Let lastChunkHandling be ? Get(opts, "lastChunkHandling"), one of three.
    let handling = last_chunk_handling_option(vm, &options, METHOD)?;
    // 9. Let result be FromBase64(string, alphabet, lastChunkHandling).
    let result = decode(vm, string.get(), alphabet, handling, usize::MAX);
    // 10. If result.[[Error]] is not none, throw result.[[Error]].
    if result.failed {
        return Err(vm.throw_error_with(Message::InvalidBase64, METHOD));
    }
    // 11-14. A new Uint8Array of result.[[Bytes]].
    Ok(vm.new_uint8_array_from(&result.bytes)?.to_value())
}

/// Uint8Array.prototype.setFromBase64 ( string [ , options ] )
pub(super) fn set_from_base64(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    const METHOD: &str = "Uint8Array.prototype.setFromBase64";
    // 1-2. Let into be the this value. Perform ? ValidateUint8Array(into).
    let into = validate_uint8_array(vm, args.this, METHOD)?;
    // 3. If string is not a String, throw a TypeError exception.
    let string = string_argument(vm, args.get(vm, 0), METHOD)?;
    // 4. Let opts be ? GetOptionsObject(options).
    let options = get_options_object(vm, args.get(vm, 1), METHOD)?;
    // 5-7. alphabet.
    let alphabet = alphabet_option(vm, &options, METHOD)?;
    // 8-10. lastChunkHandling.
    let handling = last_chunk_handling_option(vm, &options, METHOD)?;
    // 11-12. If IsTypedArrayOutOfBounds(taRecord) is true, throw a TypeError exception.
    let array: TypedArrayRef = into.get();
    if array.is_out_of_bounds() {
        return Err(super::out_of_bounds_error(vm, METHOD));
    }
    // 13. Let byteLength be TypedArrayLength(taRecord).
    let byte_length = array.length();
    // 14. Let result be FromBase64(string, alphabet, lastChunkHandling, byteLength).
    let result = decode(vm, string.get(), alphabet, handling, byte_length);
    // 15-19. FromBase64 runs no JavaScript, so the bytes still fit: write them.
    set_uint8_array_bytes(array, &result.bytes);
    // 20. If result.[[Error]] is not none, throw result.[[Error]].
    if result.failed {
        return Err(vm.throw_error_with(Message::InvalidBase64, METHOD));
    }
    // 21-24. Return { read: result.[[Read]], written }.
    read_written(vm, result.read, result.bytes.len())
}

/// Uint8Array.prototype.toBase64 ( [ options ] )
pub(super) fn to_base64(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    const METHOD: &str = "Uint8Array.prototype.toBase64";
    // 1-2. Let O be the this value. Perform ? ValidateUint8Array(O).
    let array = validate_uint8_array(vm, args.this, METHOD)?;
    // 3. Let opts be ? GetOptionsObject(options).
    let options = get_options_object(vm, args.get(vm, 0), METHOD)?;
    // 4-6. alphabet.
    let alphabet = alphabet_option(vm, &options, METHOD)?;
    // 7. Let omitPadding be ToBoolean(? Get(opts, "omitPadding")).
    let omit_padding = get_option(vm, &options, "omitPadding")?;
    let omit_padding = vm.to_boolean(omit_padding);
    // 8. Let toEncode be ? GetUint8ArrayBytes(O).
    let bytes = get_uint8_array_bytes(vm, array.get(), METHOD)?;
    // 9-10. The base64 of toEncode in the alphabet, padded unless omitPadding.
    let encoded = base64::encode(&bytes, alphabet, omit_padding);
    // 11. Return CodePointsToString(outAscii).
    Ok(vm.new_string_latin1(&encoded)?.to_value())
}
