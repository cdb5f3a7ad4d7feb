//! 23.2.3 %TypedArray.prototype%'s methods that change the typed array in place:
//! copyWithin, fill, reverse, set.
//!
//! Each converts its arguments first (which may run JavaScript), then looks at the view
//! again (IsTypedArrayOutOfBounds, the length now) before it moves bytes with the VM's bulk
//! operations, as the specification's steps do.

use vm::object::typed_array::{TypedArrayRef, elements};
use vm::runtime::function::CallArgs;
use vm::{JSValue, JsResult, Message, Vm};

use super::{as_typed_array, out_of_bounds_error, require_typed_array, validate_typed_array};
use crate::array::{get_index, relative_index};

/// 23.2.3.6 %TypedArray%.prototype.copyWithin ( target, start [ , end ] )
pub(super) fn copy_within(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    const METHOD: &str = "%TypedArray%.prototype.copyWithin";
    // 1-3. Let taRecord be ? ValidateTypedArray(O, seq-cst); len.
    let (array, length) = validate_typed_array(vm, args.this, METHOD)?;
    // 4-7. targetIndex, 8-11. startIndex, 12-15. endIndex (clamped to [0, len]).
    let target = relative_index(vm, args.get(vm, 0), length, None)?;
    let start = relative_index(vm, args.get(vm, 1), length, None)?;
    let end = relative_index(vm, args.get(vm, 2), length, Some(length))?;
    // 16. Let count be min(endIndex - startIndex, len - targetIndex).
    let count = end.saturating_sub(start).min(length - target);
    // 17. If count > 0, then
    if count > 0 {
        let array = array.get();
        // c-d. If IsTypedArrayOutOfBounds(taRecord) is true, throw a TypeError exception.
        if array.is_out_of_bounds() {
            return Err(out_of_bounds_error(vm, METHOD));
        }
        // e-k. The byte indices against the length now (bufferByteLimit).
        let shift = array.kind().element_shift();
        let limit = array.byte_length() as u64;
        let (to, from, count_bytes) = (target << shift, start << shift, count << shift);
        // l-n. Copy the bytes of both ranges below the limit, as if through a temporary
        //      copy (the direction only makes overlapping ranges come out right).
        let copied = count_bytes.min(limit.saturating_sub(from.max(to)));
        if copied > 0 {
            array.copy_within_bytes(to as usize, from as usize, copied as usize);
        }
    }
    // 18. Return O.
    Ok(args.this)
}

/// 23.2.3.9 %TypedArray%.prototype.fill ( value [ , start [ , end ] ] )
pub(super) fn fill(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    const METHOD: &str = "%TypedArray%.prototype.fill";
    // 1-3. Let taRecord be ? ValidateTypedArray(O, seq-cst); len.
    let (array, length) = validate_typed_array(vm, args.this, METHOD)?;
    // 4-5. Set value to ? ToBigInt(value) or ? ToNumber(value).
    let raw = vm.to_typed_array_raw(array.get().kind(), args.get(vm, 0))?;
    // 6-13. startIndex and endIndex, clamped to [0, len].
    let start = relative_index(vm, args.get(vm, 1), length, None)?;
    let end = relative_index(vm, args.get(vm, 2), length, Some(length))?;
    let array = array.get();
    // 14-15. If IsTypedArrayOutOfBounds(taRecord) is true, throw a TypeError exception.
    if array.is_out_of_bounds() {
        return Err(out_of_bounds_error(vm, METHOD));
    }
    // 16-17. Set endIndex to min(endIndex, TypedArrayLength(taRecord)).
    let end = end.min(array.length() as u64);
    // 18-19. Repeat, while k < endIndex: ! Set(O, Pk, value, true).
    array.fill_raw(start as usize, end.max(start) as usize, raw);
    // 20. Return O.
    Ok(args.this)
}

/// 23.2.3.25 %TypedArray%.prototype.reverse ( )
pub(super) fn reverse(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1-3. Let taRecord be ? ValidateTypedArray(O, seq-cst); len.
    let (array, _) = validate_typed_array(vm, args.this, "%TypedArray%.prototype.reverse")?;
    // 4-6. Swap the elements from both ends inwards.
    array.get().reverse_elements();
    // 7. Return O.
    Ok(args.this)
}

/// 23.2.3.26 %TypedArray%.prototype.set ( source [ , offset ] )
pub(super) fn set(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    const METHOD: &str = "%TypedArray%.prototype.set";
    // 1-3. Let target be the this value; ? RequireInternalSlot(target, [[TypedArrayName]]).
    let target = require_typed_array(vm, args.this, METHOD)?;
    let target = vm.rooted(target);
    // 4. Let targetOffset be ? ToIntegerOrInfinity(offset).
    let offset = vm.to_integer_or_infinity(args.get(vm, 1))?;
    // 5. If targetOffset < 0, throw a RangeError exception.
    if offset < 0.0 {
        return Err(vm.throw_error_with(Message::InvalidBufferOffset, "negative"));
    }
    let source = args.get(vm, 0);
    // 6. If source has a [[TypedArrayName]] internal slot, SetTypedArrayFromTypedArray.
    if let Some(source) = as_typed_array(source) {
        set_from_typed_array(vm, target.get(), offset, source)?;
    } else {
        // 7. Else, SetTypedArrayFromArrayLike.
        set_from_array_like(vm, target.get(), offset, source)?;
    }
    // 8. Return undefined.
    Ok(JSValue::UNDEFINED)
}

/// 23.2.3.26.1 SetTypedArrayFromTypedArray ( target, targetOffset, source )
fn set_from_typed_array(vm: &mut Vm, target: TypedArrayRef, offset: f64, source: TypedArrayRef) -> JsResult<()> {
    const METHOD: &str = "%TypedArray%.prototype.set";
    // 2-3. If IsTypedArrayOutOfBounds(targetRecord) is true, throw a TypeError exception.
    if target.is_out_of_bounds() {
        return Err(out_of_bounds_error(vm, METHOD));
    }
    // 4. Let targetLength be TypedArrayLength(targetRecord).
    let target_length = target.length() as f64;
    // 6-7. If IsTypedArrayOutOfBounds(srcRecord) is true, throw a TypeError exception.
    if source.is_out_of_bounds() {
        return Err(out_of_bounds_error(vm, METHOD));
    }
    // 8. Let srcLength be TypedArrayLength(srcRecord).
    let source_length = source.length();
    // 15-16. If targetOffset = +∞, or srcLength + targetOffset > targetLength, a RangeError.
    if offset == f64::INFINITY || source_length as f64 + offset > target_length {
        return Err(vm.throw_error(Message::SourceTooLarge));
    }
    // 17. If target.[[ContentType]] is not source.[[ContentType]], throw a TypeError exception.
    if target.kind().is_bigint() != source.kind().is_bigint() {
        return Err(vm.throw_error(Message::ContentTypeMismatch));
    }
    // 18-24. Copy (a clone of the source when the two share memory), converting when the
    //        element types differ.
    elements::copy_elements(source, 0, target, offset as usize, source_length)
        .map_err(|_| vm.throw_error(Message::OutOfMemory))?;
    Ok(())
}

/// 23.2.3.26.2 SetTypedArrayFromArrayLike ( target, targetOffset, source )
fn set_from_array_like(vm: &mut Vm, target: TypedArrayRef, offset: f64, source: JSValue) -> JsResult<()> {
    const METHOD: &str = "%TypedArray%.prototype.set";
    // 1-2. If IsTypedArrayOutOfBounds(targetRecord) is true, throw a TypeError exception.
    if target.is_out_of_bounds() {
        return Err(out_of_bounds_error(vm, METHOD));
    }
    let target = vm.rooted(target);
    // 3. Let targetLength be TypedArrayLength(targetRecord).
    let target_length = target.get().length() as f64;
    // 4. Let src be ? ToObject(source).
    let source = vm.to_object(source)?;
    let source = vm.rooted(source);
    // 5. Let srcLength be ? LengthOfArrayLike(src).
    let source_length = vm.length_of_array_like(source.get())?;
    // 6-7. If targetOffset = +∞, or srcLength + targetOffset > targetLength, a RangeError.
    if offset == f64::INFINITY || source_length as f64 + offset > target_length {
        return Err(vm.throw_error(Message::SourceTooLarge));
    }
    let offset = offset as u64;
    // 8-9. For each k: Let value be ? Get(src, Pk); ? TypedArraySetElement(target, targetOffset + k, value).
    for k in 0..source_length {
        let value = get_index(vm, source.get(), k)?;
        vm.typed_array_set_element(target.get(), Some(offset + k), value)?;
    }
    Ok(())
}
