//! The methods that change the array in place: push, pop, shift, unshift, splice, reverse,
//! fill and copyWithin (23.1.3.23, 22, 27, 37, 31, 26, 7, 4).

use vm::cell::JSType;
use vm::object::indexing::{self, NO_INDEXING_SHAPE, UNDECIDED_SHAPE};
use vm::runtime::function::CallArgs;
use vm::{JSValue, JsResult, Message, ObjectRef, PropertyKey, Vm};

use super::{
    MAX_SAFE_INTEGER, array_species_create, create_index, delete_index, get_index, get_index_if_present, has_index,
    index_value, next_candidate, next_own_candidate, previous_candidate, relative_index, set_index, set_length,
    this_object_and_length,
};

/// Fast path of `Set(O, ! ToString(𝔽(len)), value, true)` on an array whose length is
/// `index`: when the array is extensible, its length writable and no object on its
/// prototype chain has element `index`, [[Set]] just creates the element (and the length
/// follows). Returns false, doing nothing, when those conditions do not hold.
fn try_append(vm: &mut Vm, object: ObjectRef, index: u64, value: JSValue) -> JsResult<bool> {
    if object.js_type() != JSType::Array
        || index != vm.array_length(object) as u64
        || index >= u32::MAX as u64 - 1
        || !vm.array_length_writable(object)
        || !vm.is_extensible(object)
    {
        return Ok(false);
    }
    let key = PropertyKey::Index(index as u32);
    let mut prototype = vm.prototype_of(object);
    while let Some(ancestor) = ObjectRef::from_value(prototype) {
        // Only objects whose elements are plain storage can be checked without running code.
        let plain =
            matches!(ancestor.js_type(), JSType::Object | JSType::Array | JSType::Function | JSType::NativeFunction);
        // With no element storage at all (the usual prototypes) there is nothing to look up.
        let no_elements = matches!(indexing::shape(ancestor.indexing_type()), NO_INDEXING_SHAPE | UNDECIDED_SHAPE);
        if !plain || (!no_elements && vm.get_own_property(ancestor, key).is_some()) {
            return Ok(false);
        }
        prototype = vm.prototype_of(ancestor);
    }
    vm.put_index(object, index as u32, value)?;
    Ok(true)
}

/// 23.1.3.23 Array.prototype.push ( ...items )
#[inline(never)] // One address, which the JIT recognises (vm::tier::TraceIntrinsic).
pub(super) fn push(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1-2. Let O be ? ToObject(this value); let len be ? LengthOfArrayLike(O).
    let (object, mut length) = this_object_and_length(vm, args)?;
    // 3. Let argCount be the number of elements in items.
    let count = args.len() as u64;
    // 4. If len + argCount > 2^53 - 1, throw a TypeError exception.
    if length + count > MAX_SAFE_INTEGER {
        return Err(vm.throw_error_with(Message::ThrowTypeError, "Pushing too many elements"));
    }
    // 5. For each element E of items, do
    let mut length_follows = true;
    for index in 0..args.len() {
        let value = args.get(vm, index);
        // a. Perform ? Set(O, ! ToString(𝔽(len)), E, true).
        // Fast path: appending to an ordinary array.
        if !try_append(vm, object.get(), length, value)? {
            set_index(vm, object.get(), length, value)?;
            length_follows = false;
        }
        // b. Set len to len + 1.
        length += 1;
    }
    // 6. Perform ? Set(O, "length", 𝔽(len), true). (After appends alone, the length is
    //    already len and writable: setting it again changes nothing.)
    if !length_follows || count == 0 {
        set_length(vm, object.get(), length)?;
    }
    // 7. Return 𝔽(len).
    Ok(index_value(length))
}

/// 23.1.3.22 Array.prototype.pop ( )
pub(super) fn pop(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1-2. Let O be ? ToObject(this value); let len be ? LengthOfArrayLike(O).
    let (object, length) = this_object_and_length(vm, args)?;
    // 3. If len = 0, then
    if length == 0 {
        // a. Perform ? Set(O, "length", +0𝔽, true).
        set_length(vm, object.get(), 0)?;
        // b. Return undefined.
        return Ok(JSValue::UNDEFINED);
    }
    // 4. Else,
    // a-b. Let newLen be len - 1; let index be ! ToString(𝔽(newLen)).
    let new_length = length - 1;
    // Fast path: on a plain vector array with a writable length, steps c-e read the last
    // element (a hole reads as undefined), delete it and shorten the array, observing
    // nothing.
    if vm.is_plain_vector_array(object.get()) && vm.array_length_writable(object.get()) {
        let last = vm.get_own_index(object.get(), new_length as u32).map_or(JSValue::UNDEFINED, |(value, _)| value);
        let last = vm.root_value(last);
        vm.set_array_length(object.get(), new_length as u32)?;
        return Ok(last.get());
    }
    // c. Let element be ? Get(O, index).
    let element = get_index(vm, object.get(), new_length)?;
    let element = vm.root_value(element);
    // d. Perform ? DeletePropertyOrThrow(O, index).
    delete_index(vm, object.get(), new_length)?;
    // e. Perform ? Set(O, "length", newLen, true).
    set_length(vm, object.get(), new_length)?;
    // f. Return element.
    Ok(element.get())
}

/// Moves element `from` to `to`, or deletes `to` when `from` is absent: the loop body of
/// shift, unshift, splice and copyWithin.
fn move_element(vm: &mut Vm, object: ObjectRef, from: u64, to: u64) -> JsResult<()> {
    // Fast path: an own data element of an array is present, and reading it runs no code.
    if object.js_type() == JSType::Array
        && from < u32::MAX as u64
        && let Some((value, attributes)) = vm.get_own_index(object, from as u32)
        && !attributes.is_accessor()
    {
        return set_index(vm, object, to, value);
    }
    // Let fromPresent be ? HasProperty(O, from).
    if let Some(value) = get_index_if_present(vm, object, from)? {
        // Let fromValue be ? Get(O, from); perform ? Set(O, to, fromValue, true).
        set_index(vm, object, to, value)
    } else {
        // Perform ? DeletePropertyOrThrow(O, to).
        delete_index(vm, object, to)
    }
}

/// Fast path of the loops that move `count` elements from `from` to `to` (shift, unshift,
/// splice): on an array whose moves observe nothing (`Vm::move_vector_elements`), all of
/// them at once, in whichever direction keeps the source intact, as the loops' order does.
/// The vector is grown first when the destination runs past it. Returns false, having
/// moved nothing, when the loop must run instead. May collect.
fn move_elements_at_once(vm: &mut Vm, object: ObjectRef, from: u64, to: u64, count: u64) -> JsResult<bool> {
    let (Ok(from), Ok(to), Ok(count)) = (u32::try_from(from), u32::try_from(to), u32::try_from(count)) else {
        return Ok(false);
    };
    let Some(end) = to.checked_add(count) else { return Ok(false) };
    if !vm.is_plain_vector_array(object) || !vm.reserve_vector(object, end)? {
        return Ok(false);
    }
    Ok(vm.move_vector_elements(object, from, to, count))
}

/// The first step k in [from, end) of a loop that runs upwards moving element
/// k + `source` to k + `destination` (below it: shift, splice removing more than it
/// inserts) that may do something, or none. A step does nothing when neither element is
/// present, and the others see elements as they were before the loop: a step writes below
/// its source and above every earlier write. So skipping the empty steps changes nothing,
/// and on a sparse array only the steps next to an element run.
fn next_step_down(vm: &Vm, object: ObjectRef, from: u64, end: u64, source: u64, destination: u64) -> Option<u64> {
    let by_source = next_candidate(vm, object, from + source, end + source).map(|index| index - source);
    let by_destination =
        next_candidate(vm, object, from + destination, end + destination).map(|index| index - destination);
    by_source.into_iter().chain(by_destination).min()
}

/// The last step k in [lowest, from] of a loop that runs downwards moving element
/// k + `source` - 1 to k + `destination` - 1 (above it: unshift, splice inserting more than
/// it removes) that may do something, or none: the mirror image of [`next_step_down`].
fn next_step_up(vm: &Vm, object: ObjectRef, from: u64, lowest: u64, source: u64, destination: u64) -> Option<u64> {
    if from < lowest {
        return None;
    }
    let step = |offset: u64| {
        let index = previous_candidate(vm, object, (from + offset).checked_sub(1)?)?;
        (index + 1).checked_sub(offset).filter(|&k| k >= lowest)
    };
    step(source).into_iter().chain(step(destination)).max()
}

/// 23.1.3.27 Array.prototype.shift ( )
pub(super) fn shift(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1-2. Let O be ? ToObject(this value); let len be ? LengthOfArrayLike(O).
    let (object, length) = this_object_and_length(vm, args)?;
    // 3. If len = 0, then
    if length == 0 {
        // a. Perform ? Set(O, "length", +0𝔽, true).
        set_length(vm, object.get(), 0)?;
        // b. Return undefined.
        return Ok(JSValue::UNDEFINED);
    }
    // 4. Let first be ? Get(O, "0").
    let first = get_index(vm, object.get(), 0)?;
    let first = vm.root_value(first);
    // 5-6. Let k be 1; repeat, while k < len, move element k to k - 1.
    // Fast path: when the moves observe nothing, they are one memmove of the vector.
    if !move_elements_at_once(vm, object.get(), 1, 0, length - 1)? {
        // A step whose source and destination are both absent does nothing: on a sparse
        // array, only the steps next to an element run.
        let mut next = next_step_down(vm, object.get(), 0, length - 1, 1, 0);
        while let Some(k) = next {
            move_element(vm, object.get(), k + 1, k)?;
            next = next_step_down(vm, object.get(), k + 1, length - 1, 1, 0);
        }
    }
    // 7. Perform ? DeletePropertyOrThrow(O, ! ToString(𝔽(len - 1))).
    delete_index(vm, object.get(), length - 1)?;
    // 8. Perform ? Set(O, "length", 𝔽(len - 1), true).
    set_length(vm, object.get(), length - 1)?;
    // 9. Return first.
    Ok(first.get())
}

/// 23.1.3.37 Array.prototype.unshift ( ...items )
pub(super) fn unshift(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1-2. Let O be ? ToObject(this value); let len be ? LengthOfArrayLike(O).
    let (object, length) = this_object_and_length(vm, args)?;
    // 3. Let argCount be the number of elements in items.
    let count = args.len() as u64;
    // 4. If argCount > 0, then
    if count > 0 {
        // a. If len + argCount > 2^53 - 1, throw a TypeError exception.
        if length + count > MAX_SAFE_INTEGER {
            return Err(vm.throw_error_with(Message::ThrowTypeError, "Unshifting too many elements"));
        }
        // b-c. Let k be len; repeat, while k > 0, move element k - 1 to k + argCount - 1.
        if !move_elements_at_once(vm, object.get(), 0, count, length)? {
            // As in shift, only the steps next to an element run.
            let mut next = next_step_up(vm, object.get(), length, 1, 0, count);
            while let Some(k) = next {
                move_element(vm, object.get(), k - 1, k + count - 1)?;
                next = next_step_up(vm, object.get(), k - 1, 1, 0, count);
            }
        }
        // d-f. Set the first argCount elements to the items.
        for j in 0..args.len() {
            let value = args.get(vm, j);
            set_index(vm, object.get(), j as u64, value)?;
        }
    }
    // 5. Perform ? Set(O, "length", 𝔽(len + argCount), true).
    set_length(vm, object.get(), length + count)?;
    // 6. Return 𝔽(len + argCount).
    Ok(index_value(length + count))
}

/// 23.1.3.31 Array.prototype.splice ( start, deleteCount, ...items )
pub(super) fn splice(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1-2. Let O be ? ToObject(this value); let len be ? LengthOfArrayLike(O).
    let (object, length) = this_object_and_length(vm, args)?;
    // 3-6. Let actualStart be the clamped relative start.
    let start = relative_index(vm, args.get(vm, 0), length, None)?;
    // 7. Let itemCount be the number of elements in items.
    let item_count = args.len().saturating_sub(2) as u64;
    let delete_count = match args.len() {
        // 8. If start is not present, then let actualDeleteCount be 0.
        0 => 0,
        // 9. Else if deleteCount is not present, let actualDeleteCount be len - actualStart.
        1 => length - start,
        // 10. Else, clamp ? ToIntegerOrInfinity(deleteCount) between 0 and len - actualStart.
        _ => {
            let count = vm.to_integer_or_infinity(args.get(vm, 1))?;
            count.clamp(0.0, (length - start) as f64) as u64
        }
    };
    // 11. If len + itemCount - actualDeleteCount > 2^53 - 1, throw a TypeError exception.
    if length + item_count - delete_count > MAX_SAFE_INTEGER {
        return Err(vm.throw_error_with(Message::ThrowTypeError, "Splice result too long"));
    }
    // 12. Let A be ? ArraySpeciesCreate(O, actualDeleteCount).
    let removed = array_species_create(vm, object.get(), delete_count)?;
    let removed = vm.rooted(removed);
    // 13-14. Copy the deleted elements into A.
    let mut next = next_candidate(vm, object.get(), start, start + delete_count);
    while let Some(from) = next {
        // b. If ? HasProperty(O, from), then
        if let Some(value) = get_index_if_present(vm, object.get(), from)? {
            // i. Let fromValue be ? Get(O, from).
            // ii. Perform ? CreateDataPropertyOrThrow(A, ! ToString(𝔽(k)), fromValue).
            create_index(vm, removed.get(), from - start, value)?;
        }
        next = next_candidate(vm, object.get(), from + 1, start + delete_count);
    }
    // 15. Perform ? Set(A, "length", 𝔽(actualDeleteCount), true).
    set_length(vm, removed.get(), delete_count)?;
    // 16. If itemCount < actualDeleteCount, then
    if item_count < delete_count {
        // a-b. Move the elements after the deleted ones down.
        let moved = length - delete_count - start;
        if !move_elements_at_once(vm, object.get(), start + delete_count, start + item_count, moved)? {
            // Only the steps next to an element run (see `next_step_down`).
            let end = length - delete_count;
            let mut next = next_step_down(vm, object.get(), start, end, delete_count, item_count);
            while let Some(k) = next {
                move_element(vm, object.get(), k + delete_count, k + item_count)?;
                next = next_step_down(vm, object.get(), k + 1, end, delete_count, item_count);
            }
        }
        // c-d. Delete the elements past the new length, from the end. Deleting an absent
        // element of an array does nothing, so there only present ones are visited.
        let new_length = length - delete_count + item_count;
        if object.get().js_type() == JSType::Array {
            let mut present = Vec::new();
            let mut next = next_own_candidate(vm, object.get(), new_length, length);
            while let Some(index) = next {
                present.push(index);
                next = next_own_candidate(vm, object.get(), index + 1, length);
            }
            for index in present.into_iter().rev() {
                delete_index(vm, object.get(), index)?;
            }
        } else {
            for k in (new_length + 1..=length).rev() {
                delete_index(vm, object.get(), k - 1)?;
            }
        }
    } else if item_count > delete_count {
        // 17. Else if itemCount > actualDeleteCount, move the elements up, from the end.
        let moved = length - delete_count - start;
        if !move_elements_at_once(vm, object.get(), start + delete_count, start + item_count, moved)? {
            // Only the steps next to an element run (see `next_step_up`).
            let (lowest, source, destination) = (start + 1, delete_count, item_count);
            let mut next = next_step_up(vm, object.get(), length - delete_count, lowest, source, destination);
            while let Some(k) = next {
                move_element(vm, object.get(), k + delete_count - 1, k + item_count - 1)?;
                next = next_step_up(vm, object.get(), k - 1, lowest, source, destination);
            }
        }
    }
    // 18-19. Store the items from actualStart on.
    for (offset, index) in (2..args.len()).enumerate() {
        let value = args.get(vm, index);
        set_index(vm, object.get(), start + offset as u64, value)?;
    }
    // 20. Perform ? Set(O, "length", 𝔽(len - actualDeleteCount + itemCount), true).
    set_length(vm, object.get(), length - delete_count + item_count)?;
    // 21. Return A.
    Ok(removed.get().to_value())
}

/// 23.1.3.26 Array.prototype.reverse ( )
pub(super) fn reverse(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1-2. Let O be ? ToObject(this value); let len be ? LengthOfArrayLike(O).
    let (object, length) = this_object_and_length(vm, args)?;
    // 3. Let middle be floor(len / 2).
    let middle = length / 2;
    // 4-5. Let lower be 0; repeat, while lower ≠ middle,
    for lower in 0..middle {
        // a. Let upper be len - lower - 1.
        let upper = length - lower - 1;
        // d-e. Let lowerExists be ? HasProperty(O, lowerP); if true, let lowerValue be
        //      ? Get(O, lowerP).
        let lower_exists = has_index(vm, object.get(), lower)?;
        let lower_value = vm.root_value(JSValue::UNDEFINED);
        if lower_exists {
            let value = get_index(vm, object.get(), lower)?;
            lower_value.set(value);
        }
        // f-g. Let upperExists be ? HasProperty(O, upperP); if true, let upperValue be
        //      ? Get(O, upperP).
        let upper_exists = has_index(vm, object.get(), upper)?;
        let upper_value = vm.root_value(JSValue::UNDEFINED);
        if upper_exists {
            let value = get_index(vm, object.get(), upper)?;
            upper_value.set(value);
        }
        match (lower_exists, upper_exists) {
            // h. If lowerExists and upperExists, swap.
            (true, true) => {
                set_index(vm, object.get(), lower, upper_value.get())?;
                set_index(vm, object.get(), upper, lower_value.get())?;
            }
            // i. Else if only upperExists, move it down.
            (false, true) => {
                set_index(vm, object.get(), lower, upper_value.get())?;
                delete_index(vm, object.get(), upper)?;
            }
            // j. Else if only lowerExists, move it up.
            (true, false) => {
                delete_index(vm, object.get(), lower)?;
                set_index(vm, object.get(), upper, lower_value.get())?;
            }
            // k. Else, no action is required.
            (false, false) => {}
        }
    }
    // 6. Return O.
    Ok(object.get().to_value())
}

/// 23.1.3.7 Array.prototype.fill ( value [ , start [ , end ] ] )
pub(super) fn fill(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1-2. Let O be ? ToObject(this value); let len be ? LengthOfArrayLike(O).
    let (object, length) = this_object_and_length(vm, args)?;
    let value = args.get(vm, 0);
    // 3-5. Let k be the clamped relative start.
    let k = relative_index(vm, args.get(vm, 1), length, None)?;
    // 6-8. Let final be the clamped relative end (len if end is undefined).
    let end = relative_index(vm, args.get(vm, 2), length, Some(length))?;
    // 9. Repeat, while k < final, perform ? Set(O, Pk, value, true).
    for k in k..end {
        set_index(vm, object.get(), k, value)?;
    }
    // 10. Return O.
    Ok(object.get().to_value())
}

/// 23.1.3.4 Array.prototype.copyWithin ( target, start [ , end ] )
pub(super) fn copy_within(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1-2. Let O be ? ToObject(this value); let len be ? LengthOfArrayLike(O).
    let (object, length) = this_object_and_length(vm, args)?;
    // 3-5. Let to be the clamped relative target.
    let to = relative_index(vm, args.get(vm, 0), length, None)?;
    // 6-8. Let from be the clamped relative start.
    let from = relative_index(vm, args.get(vm, 1), length, None)?;
    // 9-11. Let final be the clamped relative end (len if end is undefined).
    let end = relative_index(vm, args.get(vm, 2), length, Some(length))?;
    // 12. Let count be min(final - from, len - to).
    let count = (end as i64 - from as i64).min(length as i64 - to as i64);
    if count <= 0 {
        return Ok(object.get().to_value());
    }
    let count = count as u64;
    // 13. If from < to and to < from + count, copy backwards (direction -1) from the
    //     last element; 14. else forwards.
    if from < to && to < from + count {
        for step in (0..count).rev() {
            move_element(vm, object.get(), from + step, to + step)?;
        }
    } else {
        for step in 0..count {
            move_element(vm, object.get(), from + step, to + step)?;
        }
    }
    // 16. Return O.
    Ok(object.get().to_value())
}
