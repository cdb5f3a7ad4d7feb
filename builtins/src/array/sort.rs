//! 23.1.3.30 Array.prototype.sort and 23.1.3.34 Array.prototype.toSorted.
//!
//! SortIndexedProperties reads the elements into a list first, sorts the list, and only
//! then writes back: a comparator (or a `toString`) that changes the array while the list
//! is being sorted changes what is read and written around the sort, never the sort itself.
//! The list is sorted with a stable bottom-up merge sort whose comparisons may fail.
//!
//! CompareArrayElements puts `undefined` after everything else and compares the rest with
//! the comparator or by their strings. The undefined values are set aside before sorting
//! (they are equal to each other and greater than anything); without a comparator, each
//! other element is converted to a string once, before the comparisons, which is one of the
//! call sequences the specification allows.

use vm::runtime::function::CallArgs;
use vm::{JSValue, JsResult, Message, ObjectRef, Vm};

use super::{
    array_create, create_index, delete_index, get_index, has_index, next_candidate, next_own_candidate, root_all,
    set_index,
};

/// Whether SortIndexedProperties skips holes (`sort`) or reads through them (`toSorted`).
#[derive(Clone, Copy, PartialEq, Eq)]
enum Holes {
    Skip,
    ReadThrough,
}

/// 23.1.3.30 Array.prototype.sort ( comparefn )
pub(super) fn sort(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1. If comparefn is not undefined and IsCallable(comparefn) is false, throw a TypeError.
    let compare = comparator_argument(vm, args)?;
    // 2. Let obj be ? ToObject(this value).
    let object = vm.to_object(args.this)?;
    let object = vm.rooted(object);
    // 3. Let len be ? LengthOfArrayLike(obj).
    let length = vm.length_of_array_like(object.get())?;
    // 4-5. Let sortedList be ? SortIndexedProperties(obj, len, SortCompare, skip-holes).
    let sorted = sort_indexed_properties(vm, object.get(), length, compare, Holes::Skip)?;
    let _sorted_roots = root_all(vm, &sorted)?;
    // 6-7. Let itemCount be the number of elements in sortedList; write them back.
    for (j, &value) in sorted.iter().enumerate() {
        set_index(vm, object.get(), j as u64, value)?;
    }
    // 8-9. NOTE: the holes, now at the end, are deleted (where there is something to
    //      delete: deleting an absent property does nothing).
    let mut next = next_own_candidate(vm, object.get(), sorted.len() as u64, length);
    while let Some(j) = next {
        delete_index(vm, object.get(), j)?;
        next = next_own_candidate(vm, object.get(), j + 1, length);
    }
    // 10. Return obj.
    Ok(object.get().to_value())
}

/// 23.1.3.34 Array.prototype.toSorted ( comparefn )
pub(super) fn to_sorted(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1. If comparefn is not undefined and IsCallable(comparefn) is false, throw a TypeError.
    let compare = comparator_argument(vm, args)?;
    // 2. Let O be ? ToObject(this value).
    let object = vm.to_object(args.this)?;
    let object = vm.rooted(object);
    // 3. Let len be ? LengthOfArrayLike(O).
    let length = vm.length_of_array_like(object.get())?;
    // 4. Let A be ? ArrayCreate(len).
    let array = array_create(vm, length, None)?;
    let array = vm.rooted(array);
    // 5-6. Let sortedList be ? SortIndexedProperties(O, len, SortCompare, read-through-holes).
    let sorted = sort_indexed_properties(vm, object.get(), length, compare, Holes::ReadThrough)?;
    let _sorted_roots = root_all(vm, &sorted)?;
    // 7-8. Perform ! CreateDataPropertyOrThrow(A, ! ToString(𝔽(j)), sortedList[j]) for each j.
    for (j, &value) in sorted.iter().enumerate() {
        create_index(vm, array.get(), j as u64, value)?;
    }
    // 9. Return A.
    Ok(array.get().to_value())
}

/// The comparefn argument: undefined, or a function (a TypeError otherwise).
pub(crate) fn comparator_argument(vm: &mut Vm, args: &CallArgs) -> JsResult<Option<JSValue>> {
    let compare = args.get(vm, 0);
    if compare.is_undefined() {
        return Ok(None);
    }
    if !vm.is_callable(compare) {
        let detail = vm.describe_value(compare);
        return Err(vm.throw_error_with(Message::NotAFunction, detail));
    }
    Ok(Some(compare))
}

/// 23.1.3.30.1 SortIndexedProperties ( obj, len, SortCompare, holes ) with SortCompare
/// being CompareArrayElements with `compare` (23.1.3.30.2). The values returned are not
/// rooted; the caller roots them before it allocates.
fn sort_indexed_properties(
    vm: &mut Vm,
    object: ObjectRef,
    length: u64,
    compare: Option<JSValue>,
    holes: Holes,
) -> JsResult<Vec<JSValue>> {
    // 1. Let items be a new empty List.
    let mut items = Vec::new();
    let mut roots = Vec::new();
    // 2-3. Let k be 0; repeat, while k < len,
    let advance = |vm: &Vm, k: u64| match holes {
        Holes::Skip => next_candidate(vm, object, k, length),
        Holes::ReadThrough => (k < length).then_some(k),
    };
    let mut next = advance(vm, 0);
    while let Some(k) = next {
        // b-c. If holes is skip-holes, let kRead be ? HasProperty(obj, Pk); else true.
        let read = holes == Holes::ReadThrough || has_index(vm, object, k)?;
        // d. If kRead is true, let kValue be ? Get(obj, Pk) and append it to items.
        if read {
            let value = get_index(vm, object, k)?;
            // The list is as long as the array, which a script chose: a growth the system
            // refuses is a RangeError, not an abort.
            vm.push_rooted(&mut roots, value)?;
            vm.push(&mut items, value)?;
        }
        next = advance(vm, k + 1);
    }
    // 4. Sort items using an implementation-defined sequence of calls to SortCompare;
    //    stop at the first abrupt completion.
    // CompareArrayElements steps 1-3: undefined sorts after everything, so it is set aside.
    let undefined_count = items.iter().filter(|value| value.is_undefined()).count();
    items.retain(|value| !value.is_undefined());
    let count = items.len();
    let mut sorted = match compare {
        // 4. If comparefn is not undefined, then
        Some(compare) => merge_sort(items, vm.vec_with_capacity(count)?, |&x, &y| {
            // a. Let v be ? ToNumber(? Call(comparefn, undefined, « x, y »)).
            let result = vm.call(compare, JSValue::UNDEFINED, &[x, y])?;
            let v = vm.to_number(result)?;
            // b. If v is NaN, return +0𝔽. c. Return v. (In order unless v > 0.)
            Ok(v <= 0.0 || v.is_nan())
        })?,
        // 5-10. Otherwise compare ! ToString(x) and ToString(y) by code units.
        None if items.len() < 2 => items,
        None => {
            let mut keyed = vm.vec_with_capacity(count)?;
            for &value in &items {
                let string = vm.to_string(value)?;
                let mut units = vm.vec_with_capacity(string.len() as usize)?;
                string.append_code_units(&mut units);
                keyed.push((units, value));
            }
            // The comparisons call no code and cannot fail, so the standard library's
            // stable sort does: the merge sort would clone a key for every move.
            keyed.sort_by(|x, y| x.0.cmp(&y.0));
            keyed.into_iter().map(|(_, value)| value).collect()
        }
    };
    sorted.extend(std::iter::repeat_n(JSValue::UNDEFINED, undefined_count));
    drop(roots);
    // 5. Return items.
    Ok(sorted)
}

/// A stable bottom-up merge sort. `in_order(x, y)` says whether `x` may stay before `y`
/// (SortCompare(x, y) ≤ 0); an error stops the sort at once. `merged` is the scratch list,
/// with room for every item (the caller asks for it, so a refusal is an error).
pub(crate) fn merge_sort<T: Clone>(
    mut items: Vec<T>,
    mut merged: Vec<T>,
    mut in_order: impl FnMut(&T, &T) -> JsResult<bool>,
) -> JsResult<Vec<T>> {
    let count = items.len();
    debug_assert!(merged.capacity() >= count, "the scratch list grows only by reallocating");
    let mut width = 1;
    while width < count {
        merged.clear();
        let mut start = 0;
        while start < count {
            let middle = (start + width).min(count);
            let end = (start + 2 * width).min(count);
            // Two runs already in order need no merging.
            if middle == end || in_order(&items[middle - 1], &items[middle])? {
                merged.extend_from_slice(&items[start..end]);
                start = end;
                continue;
            }
            let (mut left, mut right) = (start, middle);
            while left < middle && right < end {
                if in_order(&items[left], &items[right])? {
                    merged.push(items[left].clone());
                    left += 1;
                } else {
                    merged.push(items[right].clone());
                    right += 1;
                }
            }
            merged.extend_from_slice(&items[left..middle]);
            merged.extend_from_slice(&items[right..end]);
            start = end;
        }
        std::mem::swap(&mut items, &mut merged);
        width *= 2;
    }
    Ok(items)
}
