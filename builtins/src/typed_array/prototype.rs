//! 23.2.3 %TypedArray.prototype%: the accessors, `at`, the iterators, `join` and
//! `toLocaleString`.

use vm::object::typed_array::TypedArrayRef;
use vm::runtime::function::CallArgs;
use vm::{JSValue, JsResult, Vm};

use super::{as_typed_array, get_element, require_typed_array, validate_typed_array};
use crate::iterator::{self, ArrayIterationKind};

/// 23.2.3.2 get %TypedArray%.prototype.buffer
pub(super) fn buffer(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1-3. Perform ? RequireInternalSlot(O, [[TypedArrayName]]).
    let array = require_typed_array(vm, args.this, "%TypedArray%.prototype.buffer")?;
    // 4-5. Return O.[[ViewedArrayBuffer]] (made now if the typed array had none yet).
    Ok(vm.typed_array_buffer(array)?.to_value())
}

/// 23.2.3.3 get %TypedArray%.prototype.byteLength
pub(super) fn byte_length(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1-3. Perform ? RequireInternalSlot(O, [[TypedArrayName]]).
    let array = require_typed_array(vm, args.this, "%TypedArray%.prototype.byteLength")?;
    sync_shared_length(vm, array);
    // 4-6. Return 𝔽(TypedArrayByteLength(taRecord)) (0 when out of bounds).
    Ok(JSValue::from_number(array.byte_length() as f64))
}

/// 23.2.3.4 get %TypedArray%.prototype.byteOffset
pub(super) fn byte_offset(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1-3. Perform ? RequireInternalSlot(O, [[TypedArrayName]]).
    let array = require_typed_array(vm, args.this, "%TypedArray%.prototype.byteOffset")?;
    // 4-5. If IsTypedArrayOutOfBounds(taRecord) is true, return +0𝔽.
    if array.is_out_of_bounds() {
        return Ok(JSValue::from_i32(0));
    }
    // 6-7. Return 𝔽(O.[[ByteOffset]]).
    Ok(JSValue::from_number(array.byte_offset() as f64))
}

/// 23.2.3.21 get %TypedArray%.prototype.length
#[inline(never)] // One address, which the JIT recognises (vm::tier::TraceIntrinsic).
pub(super) fn length(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1-3. Perform ? RequireInternalSlot(O, [[TypedArrayName]]).
    let array = require_typed_array(vm, args.this, "%TypedArray%.prototype.length")?;
    sync_shared_length(vm, array);
    // 4-7. Return 𝔽(TypedArrayLength(taRecord)), 0 when out of bounds.
    Ok(JSValue::from_number(array.length() as f64))
}

/// 23.2.3.38 get %TypedArray%.prototype [ @@toStringTag ]
pub(super) fn to_string_tag(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1-3. Not an object, or no [[TypedArrayName]]: undefined.
    let Some(array) = as_typed_array(args.this) else { return Ok(JSValue::UNDEFINED) };
    // 4-5. Return O.[[TypedArrayName]].
    Ok(vm.new_string(array.kind().name())?.to_value())
}

/// 23.2.3.1 %TypedArray%.prototype.at ( index )
pub(super) fn at(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1-3. Let taRecord be ? ValidateTypedArray(O, seq-cst); len.
    let (array, length) = validate_typed_array(vm, args.this, "%TypedArray%.prototype.at")?;
    // 4. Let relativeIndex be ? ToIntegerOrInfinity(index).
    let relative = vm.to_integer_or_infinity(args.get(vm, 0))?;
    // 5-6. Let k be relativeIndex, or len + relativeIndex when negative.
    let k = if relative >= 0.0 { relative } else { length as f64 + relative };
    // 7. If k < 0 or k ≥ len, return undefined.
    if k < 0.0 || k >= length as f64 {
        return Ok(JSValue::UNDEFINED);
    }
    // 8. Return ! Get(O, ! ToString(𝔽(k))).
    get_element(vm, array.get(), k as u64)
}

/// 23.2.3.7 %TypedArray%.prototype.entries ( )
pub(super) fn entries(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    iterate(vm, args, ArrayIterationKind::Entries, "%TypedArray%.prototype.entries")
}

/// 23.2.3.19 %TypedArray%.prototype.keys ( )
pub(super) fn keys(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    iterate(vm, args, ArrayIterationKind::Keys, "%TypedArray%.prototype.keys")
}

/// 23.2.3.35 %TypedArray%.prototype.values ( )
pub(super) fn values(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    iterate(vm, args, ArrayIterationKind::Values, "%TypedArray%.prototype.values")
}

/// The steps entries, keys and values share.
fn iterate(vm: &mut Vm, args: &CallArgs, kind: ArrayIterationKind, method: &str) -> JsResult<JSValue> {
    // 1-2. Perform ? ValidateTypedArray(O, seq-cst).
    let (array, _) = validate_typed_array(vm, args.this, method)?;
    // 3. Return CreateArrayIterator(O, kind).
    Ok(iterator::create_array_iterator(vm, array.get().object(), kind)?.to_value())
}

/// 23.2.3.18 %TypedArray%.prototype.join ( separator )
pub(super) fn join(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1-3. Let taRecord be ? ValidateTypedArray(O, seq-cst); len.
    let (array, length) = validate_typed_array(vm, args.this, "%TypedArray%.prototype.join")?;
    // 4-5. If separator is undefined, let sep be ","; else ? ToString(separator).
    let separator = args.get(vm, 0);
    let separator: Vec<u16> = if separator.is_undefined() {
        vec![b',' as u16]
    } else {
        let string = vm.to_string(separator)?;
        let mut units = Vec::new();
        string.append_code_units(&mut units);
        units
    };
    // 6. Let R be the empty String.
    let mut result: Vec<u16> = Vec::new();
    // 7-8. For each k: the separator, then the element's string (empty for undefined).
    for k in 0..length {
        if k > 0 {
            append_checked(vm, &mut result, &separator)?;
        }
        let element = get_element(vm, array.get(), k)?;
        if !element.is_undefined() {
            let string = vm.to_string(element)?;
            let mut units = Vec::new();
            string.append_code_units(&mut units);
            append_checked(vm, &mut result, &units)?;
        }
    }
    // 9. Return R.
    Ok(vm.new_string_utf16(&result)?.to_value())
}

/// Appends units to a string being built, within the longest string there can be.
fn append_checked(vm: &mut Vm, result: &mut Vec<u16>, units: &[u16]) -> JsResult<()> {
    if result.len() + units.len() > vm::string::MAX_STRING_LENGTH as usize {
        return Err(vm.throw_error(vm::Message::InvalidStringLength));
    }
    result.extend_from_slice(units);
    Ok(())
}

/// 23.2.3.31 %TypedArray%.prototype.toLocaleString ( [ reserved1 [ , reserved2 ] ] ):
/// Array.prototype.toLocaleString over TypedArrayLength.
pub(super) fn to_locale_string(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // ValidateTypedArray first; then len is TypedArrayLength.
    let (array, length) = validate_typed_array(vm, args.this, "%TypedArray%.prototype.toLocaleString")?;
    let to_locale_string = vm.property_key_from_str("toLocaleString")?;
    let to_locale_string = vm.rooted(to_locale_string);
    let mut result: Vec<u16> = Vec::new();
    for k in 0..length {
        // a. If k > 0, append the list separator ",".
        if k > 0 {
            append_checked(vm, &mut result, &[b',' as u16])?;
        }
        // b. Let nextElement be ? Get(array, ! ToString(k)).
        let element = get_element(vm, array.get(), k)?;
        // c. If nextElement is neither undefined nor null, then
        if !element.is_undefined_or_null() {
            // i. Let S be ? ToString(? Invoke(nextElement, "toLocaleString")).
            let element = vm.root_value(element);
            let method = vm.get_value_property(element.get(), to_locale_string.get())?;
            let string = vm.call(method, element.get(), &[])?;
            let string = vm.to_string(string)?;
            let mut units = Vec::new();
            string.append_code_units(&mut units);
            append_checked(vm, &mut result, &units)?;
        }
    }
    Ok(vm.new_string_utf16(&result)?.to_value())
}

/// Catches the length of `array` up with its buffer's, should another agent have grown
/// the growable SharedArrayBuffer under it.
pub(super) fn sync_shared_length(vm: &mut Vm, array: TypedArrayRef) {
    if let Some(buffer) = array.buffer() {
        vm.sync_shared_byte_length(buffer);
    }
}
