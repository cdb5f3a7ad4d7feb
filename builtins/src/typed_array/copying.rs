//! 23.2.3 %TypedArray.prototype%'s methods that make a new typed array: slice, subarray,
//! toReversed, with.

use vm::object::typed_array::{CanonicalNumericIndex, elements};
use vm::runtime::function::CallArgs;
use vm::{JSValue, JsResult, Message, Vm};

use super::{
    create_same_type, get_element, out_of_bounds_error, require_typed_array, set_element, species_create,
    validate_typed_array,
};
use crate::array::{index_value, relative_index};

/// 23.2.3.27 %TypedArray%.prototype.slice ( start, end )
pub(super) fn slice(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    const METHOD: &str = "%TypedArray%.prototype.slice";
    // 1-3. Let taRecord be ? ValidateTypedArray(O, seq-cst); srcArrayLength.
    let (array, length) = validate_typed_array(vm, args.this, METHOD)?;
    // 4-11. startIndex and endIndex, clamped to [0, len].
    let start = relative_index(vm, args.get(vm, 0), length, None)?;
    let end = relative_index(vm, args.get(vm, 1), length, Some(length))?;
    // 12. Let countBytes be max(endIndex - startIndex, 0).
    let count = end.saturating_sub(start);
    // 13. Let A be ? TypedArraySpeciesCreate(O, « 𝔽(countBytes) »).
    let result = species_create(vm, array.get(), &[index_value(count)], METHOD)?;
    let result = vm.rooted(result);
    // 14. If countBytes > 0, then
    if count > 0 {
        let (array, target) = (array.get(), result.get());
        // a-b. If IsTypedArrayOutOfBounds(taRecord) is true, throw a TypeError exception.
        if array.is_out_of_bounds() {
            return Err(out_of_bounds_error(vm, METHOD));
        }
        // c-d. Set endIndex to min(endIndex, TypedArrayLength(taRecord)); countBytes again.
        let end = end.min(array.length() as u64);
        let count = end.saturating_sub(start) as usize;
        if count == 0 {
            // Nothing is left to copy.
        } else if array.kind() == target.kind() {
            // g. The same type: the bytes, one at a time in ascending order.
            let shift = array.kind().element_shift();
            let count_bytes = (count << shift).min(target.byte_length());
            elements::copy_bytes_forward(array, (start as usize) << shift, target, 0, count_bytes);
        } else {
            // h. Otherwise, element by element: ! Set(A, n, ! Get(O, k), true).
            for n in 0..count {
                let k = start + n as u64;
                if let Some(raw) = array.get_raw(k as usize) {
                    target.set_raw(n, elements::convert(array.kind(), target.kind(), raw));
                }
            }
        }
    }
    // 15. Return A.
    Ok(result.get().to_value())
}

/// 23.2.3.30 %TypedArray%.prototype.subarray ( start, end )
pub(super) fn subarray(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    const METHOD: &str = "%TypedArray%.prototype.subarray";
    // 1-3. Perform ? RequireInternalSlot(O, [[TypedArrayName]]).
    let array = require_typed_array(vm, args.this, METHOD)?;
    let array = vm.rooted(array);
    // 4. Let buffer be O.[[ViewedArrayBuffer]] (made now if there was none).
    let buffer = vm.typed_array_buffer(array.get())?;
    let buffer = vm.rooted(buffer);
    // 5-7. srcLength: 0 when out of bounds, else TypedArrayLength(srcRecord).
    let source_length = array.get().length() as u64;
    // 8-11. startIndex, clamped to [0, srcLength].
    let start = relative_index(vm, args.get(vm, 0), source_length, None)?;
    // 12-14. Let beginByteOffset be srcByteOffset + (startIndex × elementSize).
    let element_size = array.get().kind().element_size() as u64;
    let begin = array.get().byte_offset() as u64 + start * element_size;
    let end = args.get(vm, 1);
    // 15. If O.[[ArrayLength]] is auto and end is undefined, « buffer, 𝔽(beginByteOffset) ».
    let arguments = if array.get().array_length().is_none() && end.is_undefined() {
        vec![buffer.get().to_value(), index_value(begin)]
    } else {
        // 16.a-d. endIndex, clamped to [0, srcLength].
        let end = relative_index(vm, end, source_length, Some(source_length))?;
        // e. Let newLength be max(endIndex - startIndex, 0).
        let new_length = end.saturating_sub(start);
        // f. « buffer, 𝔽(beginByteOffset), 𝔽(newLength) ».
        vec![buffer.get().to_value(), index_value(begin), index_value(new_length)]
    };
    // 17. Return ? TypedArraySpeciesCreate(O, argumentsList).
    Ok(species_create(vm, array.get(), &arguments, METHOD)?.to_value())
}

/// 23.2.3.32 %TypedArray%.prototype.toReversed ( )
pub(super) fn to_reversed(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1-3. Let taRecord be ? ValidateTypedArray(O, seq-cst); length.
    let (array, length) = validate_typed_array(vm, args.this, "%TypedArray%.prototype.toReversed")?;
    // 4. Let A be ? TypedArrayCreateSameType(O, « 𝔽(length) »).
    let result = create_same_type(vm, array.get(), length)?;
    // 5-6. Each element from the other end: ! Set(A, Pk, ! Get(O, from), true).
    let mut values = array.get().raw_elements(0, length as usize).map_err(|_| vm.throw_error(Message::OutOfMemory))?;
    values.reverse();
    result.write_raw_elements(0, &values);
    // 7. Return A.
    Ok(result.to_value())
}

/// 23.2.3.36 %TypedArray%.prototype.with ( index, value )
pub(super) fn with(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1-3. Let taRecord be ? ValidateTypedArray(O, seq-cst); len.
    let (array, length) = validate_typed_array(vm, args.this, "%TypedArray%.prototype.with")?;
    // 4. Let relativeIndex be ? ToIntegerOrInfinity(index).
    let relative = vm.to_integer_or_infinity(args.get(vm, 0))?;
    // 5-6. actualIndex: relativeIndex, or len + relativeIndex when negative.
    let actual = if relative >= 0.0 { relative } else { length as f64 + relative };
    // 7-8. Let numericValue be ? ToBigInt(value) or ? ToNumber(value).
    let kind = array.get().kind();
    let raw = vm.to_typed_array_raw(kind, args.get(vm, 1))?;
    // 9. If IsValidIntegerIndex(O, 𝔽(actualIndex)) is false, throw a RangeError exception.
    let valid = actual >= 0.0
        && actual.fract() == 0.0
        && vm.typed_array_valid_index(array.get(), CanonicalNumericIndex::Integer(actual as u64)).is_some();
    if !valid {
        return Err(vm.throw_error(Message::InvalidIndex));
    }
    // 10. Let A be ? TypedArrayCreateSameType(O, « 𝔽(len) »).
    let result = create_same_type(vm, array.get(), length)?;
    let result = vm.rooted(result);
    // 11-12. Each element: numericValue at actualIndex, ! Get(O, Pk) elsewhere.
    for k in 0..length {
        if k == actual as u64 {
            result.get().set_raw(k as usize, raw);
        } else {
            let value = get_element(vm, array.get(), k)?;
            set_element(vm, result.get(), k, value)?;
        }
    }
    // 13. Return A.
    Ok(result.get().to_value())
}
