//! The methods that make a new array from the receiver: concat, slice (23.1.3.2, 28) and
//! the change-array-by-copy methods toReversed, toSpliced, with (23.1.3.33, 35, 39).

use vm::runtime::function::CallArgs;
use vm::{JSValue, JsResult, Message, ObjectRef, PropertyKey, Vm};

use super::{
    MAX_SAFE_INTEGER, array_create, array_species_create, create_index, get_index, get_index_if_present, is_array,
    next_candidate, relative_index, set_length, this_object_and_length,
};

/// 23.1.3.2.1 IsConcatSpreadable ( O )
fn is_concat_spreadable(vm: &mut Vm, value: JSValue) -> JsResult<bool> {
    // 1. If O is not an Object, return false.
    let Some(object) = ObjectRef::from_value(value) else { return Ok(false) };
    // 2. Let spreadable be ? Get(O, @@isConcatSpreadable).
    let spreadable = vm.get(object, PropertyKey::Symbol(vm.symbols.is_concat_spreadable))?;
    // 3. If spreadable is not undefined, return ToBoolean(spreadable).
    if !spreadable.is_undefined() {
        return Ok(vm.to_boolean(spreadable));
    }
    // 4. Return ? IsArray(O).
    is_array(vm, value)
}

/// Fast path of the loops of concat and slice that copy the present elements of `from`
/// in [start, start + count) to `to` from index `at` on (`Vm::copy_vector_elements`).
/// Returns false, having copied nothing, when the loop must run instead. May collect.
fn copy_elements_at_once(
    vm: &mut Vm,
    from: ObjectRef,
    start: u64,
    count: u64,
    to: ObjectRef,
    at: u64,
) -> JsResult<bool> {
    let (Ok(start), Ok(count), Ok(at)) = (u32::try_from(start), u32::try_from(count), u32::try_from(at)) else {
        return Ok(false);
    };
    vm.copy_vector_elements(from, start, count, to, at)
}

/// 23.1.3.2 Array.prototype.concat ( ...items )
pub(super) fn concat(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1. Let O be ? ToObject(this value).
    let object = vm.to_object(args.this)?;
    let object = vm.rooted(object);
    // 2. Let A be ? ArraySpeciesCreate(O, 0).
    let array = array_species_create(vm, object.get(), 0)?;
    let array = vm.rooted(array);
    // 3. Let n be 0.
    let mut n: u64 = 0;
    // 4. Prepend O to items.
    // 5. For each element E of items, do
    for index in 0..=args.len() {
        let element = if index == 0 { object.get().to_value() } else { args.get(vm, index - 1) };
        // a. Let spreadable be ? IsConcatSpreadable(E).
        // b. If spreadable is true, then
        if is_concat_spreadable(vm, element)? {
            let element = ObjectRef::from_value(element).expect("a spreadable value is an object");
            // i. Let len be ? LengthOfArrayLike(E).
            let length = vm.length_of_array_like(element)?;
            // ii. If n + len > 2^53 - 1, throw a TypeError exception.
            if n + length > MAX_SAFE_INTEGER {
                return Err(vm.throw_error_with(Message::ThrowTypeError, "Concatenated array too long"));
            }
            // iii-iv. Let k be 0; repeat, while k < len,
            let start = n;
            // Fast path: the elements of an array with a vector, copied in one pass.
            if copy_elements_at_once(vm, element, 0, length, array.get(), start)? {
                n = start + length;
                continue;
            }
            let mut next = next_candidate(vm, element, 0, length);
            while let Some(k) = next {
                // 2-3. If ? HasProperty(E, P), let subElement be ? Get(E, P) and perform
                //      ? CreateDataPropertyOrThrow(A, ! ToString(𝔽(n)), subElement).
                if let Some(value) = get_index_if_present(vm, element, k)? {
                    create_index(vm, array.get(), start + k, value)?;
                }
                // 4-5. Set n to n + 1; set k to k + 1.
                next = next_candidate(vm, element, k + 1, length);
            }
            n = start + length;
        } else {
            // c. Else,
            // i. NOTE: E is added as a single item rather than spread.
            // ii. If n ≥ 2^53 - 1, throw a TypeError exception.
            if n >= MAX_SAFE_INTEGER {
                return Err(vm.throw_error_with(Message::ThrowTypeError, "Concatenated array too long"));
            }
            // iii. Perform ? CreateDataPropertyOrThrow(A, ! ToString(𝔽(n)), E).
            create_index(vm, array.get(), n, element)?;
            // iv. Set n to n + 1.
            n += 1;
        }
    }
    // 6. Perform ? Set(A, "length", 𝔽(n), true).
    set_length(vm, array.get(), n)?;
    // 7. Return A.
    Ok(array.get().to_value())
}

/// 23.1.3.28 Array.prototype.slice ( start, end )
pub(super) fn slice(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1-2. Let O be ? ToObject(this value); let len be ? LengthOfArrayLike(O).
    let (object, length) = this_object_and_length(vm, args)?;
    // 3-5. Let k be the clamped relative start.
    let start = relative_index(vm, args.get(vm, 0), length, None)?;
    // 6-8. Let final be the clamped relative end (len if end is undefined).
    let end = relative_index(vm, args.get(vm, 1), length, Some(length))?;
    // 9. Let count be max(final - k, 0).
    let count = end.saturating_sub(start);
    // 10. Let A be ? ArraySpeciesCreate(O, count).
    let array = array_species_create(vm, object.get(), count)?;
    let array = vm.rooted(array);
    // 11-12. Let n be 0; repeat, while k < final,
    // Fast path: the elements of an array with a vector, copied in one pass.
    let mut next = if copy_elements_at_once(vm, object.get(), start, count, array.get(), 0)? {
        None
    } else {
        next_candidate(vm, object.get(), start, end)
    };
    while let Some(k) = next {
        // b-c. If ? HasProperty(O, Pk), let kValue be ? Get(O, Pk) and perform
        //      ? CreateDataPropertyOrThrow(A, ! ToString(𝔽(n)), kValue), n being k - start.
        if let Some(value) = get_index_if_present(vm, object.get(), k)? {
            create_index(vm, array.get(), k - start, value)?;
        }
        // d-e. Set k to k + 1; set n to n + 1.
        next = next_candidate(vm, object.get(), k + 1, end);
    }
    // 14. Perform ? Set(A, "length", 𝔽(n), true).
    set_length(vm, array.get(), count)?;
    // 15. Return A.
    Ok(array.get().to_value())
}

/// 23.1.3.33 Array.prototype.toReversed ( )
pub(super) fn to_reversed(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1-2. Let O be ? ToObject(this value); let len be ? LengthOfArrayLike(O).
    let (object, length) = this_object_and_length(vm, args)?;
    // 3. Let A be ? ArrayCreate(len).
    let array = array_create(vm, length, None)?;
    let array = vm.rooted(array);
    // 4-5. Let k be 0; repeat, while k < len,
    for k in 0..length {
        // a-c. Let fromValue be ? Get(O, ! ToString(𝔽(len - k - 1))).
        let value = get_index(vm, object.get(), length - k - 1)?;
        // d. Perform ! CreateDataPropertyOrThrow(A, Pk, fromValue).
        create_index(vm, array.get(), k, value)?;
    }
    // 6. Return A.
    Ok(array.get().to_value())
}

/// 23.1.3.35 Array.prototype.toSpliced ( start, skipCount, ...items )
pub(super) fn to_spliced(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1-2. Let O be ? ToObject(this value); let len be ? LengthOfArrayLike(O).
    let (object, length) = this_object_and_length(vm, args)?;
    // 3-6. Let actualStart be the clamped relative start.
    let start = relative_index(vm, args.get(vm, 0), length, None)?;
    // 7. Let insertCount be the number of elements in items.
    let insert_count = args.len().saturating_sub(2) as u64;
    let skip_count = match args.len() {
        // 8. If start is not present, let actualSkipCount be 0.
        0 => 0,
        // 9. Else if skipCount is not present, let actualSkipCount be len - actualStart.
        1 => length - start,
        // 10. Else, clamp ? ToIntegerOrInfinity(skipCount) between 0 and len - actualStart.
        _ => {
            let count = vm.to_integer_or_infinity(args.get(vm, 1))?;
            count.clamp(0.0, (length - start) as f64) as u64
        }
    };
    // 11. Let newLen be len + insertCount - actualSkipCount.
    let new_length = length + insert_count - skip_count;
    // 12. If newLen > 2^53 - 1, throw a TypeError exception.
    if new_length > MAX_SAFE_INTEGER {
        return Err(vm.throw_error_with(Message::ThrowTypeError, "toSpliced result too long"));
    }
    // 13. Let A be ? ArrayCreate(newLen).
    let array = array_create(vm, new_length, None)?;
    let array = vm.rooted(array);
    // 14-16. Copy the elements before actualStart.
    for i in 0..start {
        let value = get_index(vm, object.get(), i)?;
        create_index(vm, array.get(), i, value)?;
    }
    // 17. For each element E of items, perform ! CreateDataPropertyOrThrow(A, Pi, E).
    let mut i = start;
    for index in 2..args.len() {
        let value = args.get(vm, index);
        create_index(vm, array.get(), i, value)?;
        i += 1;
    }
    // 15, 18. Copy the elements after the skipped ones, from r = actualStart + actualSkipCount.
    let mut r = start + skip_count;
    while i < new_length {
        let value = get_index(vm, object.get(), r)?;
        create_index(vm, array.get(), i, value)?;
        i += 1;
        r += 1;
    }
    // 19. Return A.
    Ok(array.get().to_value())
}

/// 23.1.3.39 Array.prototype.with ( index, value )
pub(super) fn with(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1-2. Let O be ? ToObject(this value); let len be ? LengthOfArrayLike(O).
    let (object, length) = this_object_and_length(vm, args)?;
    // 3. Let relativeIndex be ? ToIntegerOrInfinity(index).
    let relative = vm.to_integer_or_infinity(args.get(vm, 0))?;
    // 4-5. Let actualIndex be relativeIndex if ≥ 0, else len + relativeIndex.
    let actual = if relative >= 0.0 { relative } else { length as f64 + relative };
    // 6. If actualIndex ≥ len or actualIndex < 0, throw a RangeError exception.
    if actual >= length as f64 || actual < 0.0 {
        return Err(vm.throw_error(Message::InvalidIndex));
    }
    let actual = actual as u64;
    // 7. Let A be ? ArrayCreate(len).
    let array = array_create(vm, length, None)?;
    let array = vm.rooted(array);
    // 8-9. Let k be 0; repeat, while k < len,
    for k in 0..length {
        // b-c. Let fromValue be value at actualIndex, else ? Get(O, Pk).
        let value = if k == actual { args.get(vm, 1) } else { get_index(vm, object.get(), k)? };
        // d. Perform ! CreateDataPropertyOrThrow(A, Pk, fromValue).
        create_index(vm, array.get(), k, value)?;
    }
    // 10. Return A.
    Ok(array.get().to_value())
}
