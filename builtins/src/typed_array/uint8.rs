//! The abstract operations the base64 and hex methods of Uint8Array share (ES2026):
//! ValidateUint8Array, GetUint8ArrayBytes, SetUint8ArrayBytes, GetOptionsObject, and the
//! `{ read, written }` object the `setFrom...` methods return.

use vm::object::typed_array::{TypedArrayKind, TypedArrayRef};
use vm::runtime::realm::Intrinsic;
use vm::{JSValue, JsResult, Message, ObjectRef, Rooted, StringRef, Vm};

/// ValidateUint8Array ( ta ): a TypeError unless `ta` is a Uint8Array.
pub(super) fn validate_uint8_array(vm: &mut Vm, value: JSValue, method: &str) -> JsResult<Rooted<TypedArrayRef>> {
    // 1. If ta is not an Object, throw a TypeError exception.
    // 2. Perform ? RequireInternalSlot(ta, [[TypedArrayName]]).
    // 3. If ta.[[TypedArrayName]] is not "Uint8Array", throw a TypeError exception.
    match ObjectRef::from_value(value).and_then(TypedArrayRef::from_object) {
        Some(array) if array.kind() == TypedArrayKind::Uint8 => Ok(vm.rooted(array)),
        _ => Err(vm.throw_error_with(Message::ThisNotAUint8Array, method)),
    }
}

/// GetUint8ArrayBytes ( ta ): a copy of the bytes the view covers now; a TypeError when it
/// is out of bounds (its buffer detached included).
pub(super) fn get_uint8_array_bytes(vm: &mut Vm, array: TypedArrayRef, method: &str) -> JsResult<Vec<u8>> {
    // 1-4. If IsTypedArrayOutOfBounds(taRecord) is true, throw a TypeError exception.
    if array.is_out_of_bounds() {
        return Err(super::out_of_bounds_error(vm, method));
    }
    // 5-8. The bytes from byteOffset to byteOffset + TypedArrayLength.
    array.read_bytes().map_err(|_| vm.throw_error(Message::OutOfMemory))
}

/// GetOptionsObject ( options ): `None` for undefined (an empty object with a null
/// prototype answers every Get with undefined, so none is made), the object itself, or a
/// TypeError.
pub(super) fn get_options_object(vm: &mut Vm, options: JSValue, method: &str) -> JsResult<Option<Rooted<ObjectRef>>> {
    // 1. If options is undefined, return OrdinaryObjectCreate(null).
    if options.is_undefined() {
        return Ok(None);
    }
    // 2. If options is an Object, return options.
    match ObjectRef::from_value(options) {
        Some(object) => Ok(Some(vm.rooted(object))),
        // 3. Throw a TypeError exception.
        None => Err(vm.throw_error_with(Message::OptionsNotAnObject, method)),
    }
}

/// ? Get(opts, name) on what GetOptionsObject returned.
pub(super) fn get_option(vm: &mut Vm, options: &Option<Rooted<ObjectRef>>, name: &str) -> JsResult<JSValue> {
    let Some(options) = options else { return Ok(JSValue::UNDEFINED) };
    let key = vm.property_key_from_str(name)?;
    vm.get(options.get(), key)
}

/// Whether `value` is the String `expected` (no conversion: options compare strings as
/// they are, and anything else is not one of the allowed values).
pub(super) fn is_string(vm: &Vm, value: JSValue, expected: &str) -> bool {
    let Some(string) = StringRef::from_value(value) else { return false };
    if string.len() as usize != expected.len() {
        return false;
    }
    match string.view(vm) {
        Some(view) => view.code_units().eq(expected.bytes().map(u16::from)),
        // A rope of the same length: compare its text.
        None => string.to_string_lossy() == expected,
    }
}

/// The String argument the decoders take (no coercion: anything else is a TypeError),
/// flattened and rooted.
pub(super) fn string_argument(vm: &mut Vm, value: JSValue, method: &str) -> JsResult<Rooted<StringRef>> {
    let Some(string) = StringRef::from_value(value) else {
        let detail = format!("{method}: {}", vm.describe_value(value));
        return Err(vm.throw_error_with(Message::NotAString, detail));
    };
    let string = vm.flatten(string)?;
    Ok(vm.rooted(string))
}

/// SetUint8ArrayBytes ( into, bytes ): writes `bytes` from the start of the view. The
/// decoders run no JavaScript, so the view still has room for them.
pub(super) fn set_uint8_array_bytes(array: TypedArrayRef, bytes: &[u8]) {
    array.write_bytes(0, bytes);
}

/// The `{ read, written }` object of setFromBase64, setFromHex and TextEncoder's
/// encodeInto.
pub(crate) fn read_written(vm: &mut Vm, read: usize, written: usize) -> JsResult<JSValue> {
    // OrdinaryObjectCreate(%Object.prototype%).
    let prototype = vm.realm().intrinsic(Intrinsic::ObjectPrototype);
    let result = vm.new_object(prototype)?;
    let result = vm.rooted(result);
    // CreateDataPropertyOrThrow(resultObject, "read", 𝔽(result.[[Read]])).
    let read_key = vm.property_key_from_str("read")?;
    vm.create_data_property(result.get(), read_key, JSValue::from_number(read as f64))?;
    // CreateDataPropertyOrThrow(resultObject, "written", 𝔽(written)).
    let written_key = vm.property_key_from_str("written")?;
    vm.create_data_property(result.get(), written_key, JSValue::from_number(written as f64))?;
    Ok(result.get().to_value())
}
