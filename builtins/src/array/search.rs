//! Searching: Array.prototype.at, includes, indexOf, lastIndexOf (23.1.3.1, 16, 17, 20) and
//! the FindViaPredicate family's findLast and findLastIndex (23.1.3.11-12; find and
//! findIndex are self-hosted: `js/array_callbacks.js`).

use vm::runtime::function::CallArgs;
use vm::runtime::object_ops::same_value_zero;
use vm::runtime::operators::strictly_equal;
use vm::{JSValue, JsResult, Message, ObjectRef, Vm};

use super::{get_index, get_index_if_present, index_value, next_candidate, previous_candidate, this_object_and_length};

/// Fast path of the searches: the first (or last) index in [start, end) whose element
/// `matches`, found by `Vm::find_in_vector` when the array's Gets observe nothing; `None`
/// when the loop must run instead.
fn find_in_vector(
    vm: &Vm,
    object: ObjectRef,
    start: u64,
    end: u64,
    backwards: bool,
    matches: impl Fn(Option<JSValue>) -> bool,
) -> Option<Option<u64>> {
    let (start, end) = (u32::try_from(start).ok()?, u32::try_from(end).ok()?);
    vm.find_in_vector(object, start..end, backwards, matches).map(|found| found.map(u64::from))
}

/// 23.1.3.1 Array.prototype.at ( index )
pub(super) fn at(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1-2. Let O be ? ToObject(this value); let len be ? LengthOfArrayLike(O).
    let (object, length) = this_object_and_length(vm, args)?;
    // 3. Let relativeIndex be ? ToIntegerOrInfinity(index).
    let relative = vm.to_integer_or_infinity(args.get(vm, 0))?;
    // 4-5. Let k be relativeIndex if it is ≥ 0, else len + relativeIndex.
    let k = if relative >= 0.0 { relative } else { length as f64 + relative };
    // 6. If k < 0 or k ≥ len, return undefined.
    if k < 0.0 || k >= length as f64 {
        return Ok(JSValue::UNDEFINED);
    }
    // 7. Return ? Get(O, ! ToString(𝔽(k))).
    get_index(vm, object.get(), k as u64)
}

/// The start of a forward search (steps 4-9 of `includes` and `indexOf`): `None` when
/// nothing can be found.
fn forward_start(vm: &mut Vm, from_index: JSValue, length: u64) -> JsResult<Option<u64>> {
    // 4. Let n be ? ToIntegerOrInfinity(fromIndex).
    let n = vm.to_integer_or_infinity(from_index)?;
    // 6. If n = +∞, return false / -1.
    if n == f64::INFINITY {
        return Ok(None);
    }
    // 7. Else if n = -∞, set n to 0.
    // 8. If n ≥ 0, let k be n.
    // 9. Else, let k be len + n; if k < 0, set k to 0.
    let k = if n >= 0.0 { n } else { (length as f64 + n).max(0.0) };
    Ok((k < length as f64).then_some(k as u64))
}

/// 23.1.3.16 Array.prototype.includes ( searchElement [ , fromIndex ] )
pub(super) fn includes(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1-2. Let O be ? ToObject(this value); let len be ? LengthOfArrayLike(O).
    let (object, length) = this_object_and_length(vm, args)?;
    // 3. If len = 0, return false.
    if length == 0 {
        return Ok(JSValue::FALSE);
    }
    let search = args.get(vm, 0);
    let Some(start) = forward_start(vm, args.get(vm, 1), length)? else {
        return Ok(JSValue::FALSE);
    };
    // Fast path: a scan of the vector, holes reading as undefined.
    if let Some(found) = find_in_vector(vm, object.get(), start, length, false, |element| {
        same_value_zero(search, element.unwrap_or(JSValue::UNDEFINED))
    }) {
        return Ok(JSValue::from_bool(found.is_some()));
    }
    // Holes read as undefined; when that cannot match they may be skipped.
    let skip_holes = !search.is_undefined();
    let advance = |vm: &Vm, k: u64| {
        if skip_holes { next_candidate(vm, object.get(), k, length) } else { (k < length).then_some(k) }
    };
    // 10. Repeat, while k < len,
    let mut next = advance(vm, start);
    while let Some(k) = next {
        // a. Let elementK be ? Get(O, ! ToString(𝔽(k))).
        let element = get_index(vm, object.get(), k)?;
        // b. If SameValueZero(searchElement, elementK) is true, return true.
        if same_value_zero(search, element) {
            return Ok(JSValue::TRUE);
        }
        next = advance(vm, k + 1);
    }
    // 11. Return false.
    Ok(JSValue::FALSE)
}

/// 23.1.3.17 Array.prototype.indexOf ( searchElement [ , fromIndex ] )
pub(super) fn index_of(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1-2. Let O be ? ToObject(this value); let len be ? LengthOfArrayLike(O).
    let (object, length) = this_object_and_length(vm, args)?;
    // 3. If len = 0, return -1𝔽.
    if length == 0 {
        return Ok(JSValue::from_i32(-1));
    }
    let search = args.get(vm, 0);
    let Some(start) = forward_start(vm, args.get(vm, 1), length)? else {
        return Ok(JSValue::from_i32(-1));
    };
    // Fast path: a scan of the vector, skipping holes.
    if let Some(found) =
        find_in_vector(vm, object.get(), start, length, false, |e| e.is_some_and(|e| strictly_equal(search, e)))
    {
        return Ok(found.map_or(JSValue::from_i32(-1), index_value));
    }
    // 10. Repeat, while k < len,
    let mut next = next_candidate(vm, object.get(), start, length);
    while let Some(k) = next {
        // a-b. If ? HasProperty(O, Pk), let elementK be ? Get(O, Pk); if
        //      IsStrictlyEqual(searchElement, elementK), return 𝔽(k).
        if let Some(element) = get_index_if_present(vm, object.get(), k)?
            && strictly_equal(search, element)
        {
            return Ok(index_value(k));
        }
        next = next_candidate(vm, object.get(), k + 1, length);
    }
    // 11. Return -1𝔽.
    Ok(JSValue::from_i32(-1))
}

/// 23.1.3.20 Array.prototype.lastIndexOf ( searchElement [ , fromIndex ] )
pub(super) fn last_index_of(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1-2. Let O be ? ToObject(this value); let len be ? LengthOfArrayLike(O).
    let (object, length) = this_object_and_length(vm, args)?;
    // 3. If len = 0, return -1𝔽.
    if length == 0 {
        return Ok(JSValue::from_i32(-1));
    }
    let search = args.get(vm, 0);
    // 4. If fromIndex is present, let n be ? ToIntegerOrInfinity(fromIndex); else let n be
    //    len - 1.
    let n = if args.len() > 1 { vm.to_integer_or_infinity(args.get(vm, 1))? } else { length as f64 - 1.0 };
    // 5. If n = -∞, return -1𝔽.
    // 6. If n ≥ 0, let k be min(n, len - 1).
    // 7. Else, let k be len + n.
    let k = if n >= 0.0 { n.min(length as f64 - 1.0) } else { length as f64 + n };
    if k < 0.0 {
        return Ok(JSValue::from_i32(-1));
    }
    // Fast path: a scan of the vector, skipping holes.
    let matches = |e: Option<JSValue>| e.is_some_and(|e| strictly_equal(search, e));
    if let Some(found) = find_in_vector(vm, object.get(), 0, k as u64 + 1, true, matches) {
        return Ok(found.map_or(JSValue::from_i32(-1), index_value));
    }
    // 8. Repeat, while k ≥ 0,
    let mut next = previous_candidate(vm, object.get(), k as u64);
    while let Some(k) = next {
        // a-b. If ? HasProperty(O, Pk), let elementK be ? Get(O, Pk); if
        //      IsStrictlyEqual(searchElement, elementK), return 𝔽(k).
        if let Some(element) = get_index_if_present(vm, object.get(), k)?
            && strictly_equal(search, element)
        {
            return Ok(index_value(k));
        }
        next = k.checked_sub(1).and_then(|k| previous_candidate(vm, object.get(), k));
    }
    // 9. Return -1𝔽.
    Ok(JSValue::from_i32(-1))
}

/// 23.1.3.12.1 FindViaPredicate ( O, len, direction, predicate, thisArg ): the index and
/// value found, or `None`.
fn find_via_predicate(
    vm: &mut Vm,
    object: ObjectRef,
    length: u64,
    ascending: bool,
    predicate: JSValue,
    this_arg: JSValue,
) -> JsResult<Option<(u64, JSValue)>> {
    // 1. If IsCallable(predicate) is false, throw a TypeError exception.
    if !vm.is_callable(predicate) {
        let detail = vm.describe_value(predicate);
        return Err(vm.throw_error_with(Message::NotAFunction, detail));
    }
    let object = vm.rooted(object);
    // 2-4. For each integer k of the indices in direction order,
    for step in 0..length {
        let k = if ascending { step } else { length - 1 - step };
        // b. Let kValue be ? Get(O, Pk).
        let value = get_index(vm, object.get(), k)?;
        let value_root = vm.root_value(value);
        // c. Let testResult be ? Call(predicate, thisArg, « kValue, 𝔽(k), O »).
        let result = vm.call(predicate, this_arg, &[value, index_value(k), object.get().to_value()])?;
        // d. If ToBoolean(testResult) is true, return the Record { [[Index]], [[Value]] }.
        if vm.to_boolean(result) {
            return Ok(Some((k, value_root.get())));
        }
    }
    // 5. Return the Record { [[Index]]: -1𝔽, [[Value]]: undefined }.
    Ok(None)
}

/// The shared steps of the four methods: O, len, then FindViaPredicate.
fn find_in(vm: &mut Vm, args: &CallArgs, ascending: bool) -> JsResult<Option<(u64, JSValue)>> {
    // 1. Let O be ? ToObject(this value).
    // 2. Let len be ? LengthOfArrayLike(O).
    let (object, length) = this_object_and_length(vm, args)?;
    // 3. Let findRec be ? FindViaPredicate(O, len, direction, predicate, thisArg).
    let (predicate, this_arg) = (args.get(vm, 0), args.get(vm, 1));
    find_via_predicate(vm, object.get(), length, ascending, predicate, this_arg)
}

/// 23.1.3.11 Array.prototype.findLast ( predicate [ , thisArg ] )
pub(super) fn find_last(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 4. Return findRec.[[Value]].
    Ok(find_in(vm, args, false)?.map_or(JSValue::UNDEFINED, |(_, value)| value))
}

/// 23.1.3.12 Array.prototype.findLastIndex ( predicate [ , thisArg ] )
pub(super) fn find_last_index(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 4. Return findRec.[[Index]].
    Ok(find_in(vm, args, false)?.map_or(JSValue::from_i32(-1), |(index, _)| index_value(index)))
}
