//! 23.2.3 %TypedArray.prototype%'s searches: includes, indexOf, lastIndexOf, find,
//! findIndex, findLast, findLastIndex.
//!
//! The length is read once, by ValidateTypedArray; `fromIndex` is converted after it, so a
//! `valueOf` that detaches or shrinks the buffer leaves indices past the new length, where
//! `! Get` reads undefined (which `includes` finds) and HasProperty is false (which
//! `indexOf` and `lastIndexOf` skip).

use vm::object::typed_array::{CanonicalNumericIndex, TypedArrayRef};
use vm::runtime::function::CallArgs;
use vm::runtime::object_ops::same_value_zero;
use vm::runtime::operators::strictly_equal;
use vm::{JSValue, JsResult, Message, Vm};

use super::{get_element, validate_typed_array};
use crate::array::index_value;

/// 23.2.3.16 %TypedArray%.prototype.includes ( searchElement [ , fromIndex ] )
pub(super) fn includes(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1-3. Let taRecord be ? ValidateTypedArray(O, seq-cst); len.
    let (array, length) = validate_typed_array(vm, args.this, "%TypedArray%.prototype.includes")?;
    // 4. If len = 0, return false.
    if length == 0 {
        return Ok(JSValue::FALSE);
    }
    // 5-10. k from ? ToIntegerOrInfinity(fromIndex).
    let Some(start) = forward_start(vm, args.get(vm, 1), length)? else { return Ok(JSValue::FALSE) };
    let search = vm.root_value(args.get(vm, 0));
    // 11. Repeat, while k < len,
    for k in start..length {
        // a. Let elementK be ! Get(O, ! ToString(𝔽(k))).
        let element = get_element(vm, array.get(), k)?;
        // b. If SameValueZero(searchElement, elementK) is true, return true.
        if same_value_zero(search.get(), element) {
            return Ok(JSValue::TRUE);
        }
    }
    // 12. Return false.
    Ok(JSValue::FALSE)
}

/// 23.2.3.17 %TypedArray%.prototype.indexOf ( searchElement [ , fromIndex ] )
pub(super) fn index_of(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1-3. Let taRecord be ? ValidateTypedArray(O, seq-cst); len.
    let (array, length) = validate_typed_array(vm, args.this, "%TypedArray%.prototype.indexOf")?;
    // 4. If len = 0, return -1𝔽.
    if length == 0 {
        return Ok(JSValue::from_i32(-1));
    }
    // 5-10. k from ? ToIntegerOrInfinity(fromIndex).
    let Some(start) = forward_start(vm, args.get(vm, 1), length)? else { return Ok(JSValue::from_i32(-1)) };
    let search = vm.root_value(args.get(vm, 0));
    // 11. Repeat, while k < len,
    for k in start..length {
        // a-b. If ! HasProperty(O, Pk) is true, let elementK be ! Get(O, Pk).
        if !has_element(vm, array.get(), k) {
            continue;
        }
        let element = get_element(vm, array.get(), k)?;
        // ii. If IsStrictlyEqual(searchElement, elementK) is true, return 𝔽(k).
        if strictly_equal(search.get(), element) {
            return Ok(index_value(k));
        }
    }
    // 12. Return -1𝔽.
    Ok(JSValue::from_i32(-1))
}

/// 23.2.3.20 %TypedArray%.prototype.lastIndexOf ( searchElement [ , fromIndex ] )
pub(super) fn last_index_of(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1-3. Let taRecord be ? ValidateTypedArray(O, seq-cst); len.
    let (array, length) = validate_typed_array(vm, args.this, "%TypedArray%.prototype.lastIndexOf")?;
    // 4. If len = 0, return -1𝔽.
    if length == 0 {
        return Ok(JSValue::from_i32(-1));
    }
    // 5. If fromIndex is present, let n be ? ToIntegerOrInfinity(fromIndex); else len - 1.
    let n = if args.len() > 1 { vm.to_integer_or_infinity(args.get(vm, 1))? } else { length as f64 - 1.0 };
    // 6. If n = -∞, return -1𝔽.
    if n == f64::NEG_INFINITY {
        return Ok(JSValue::from_i32(-1));
    }
    // 7-8. k = min(n, len - 1) when n ≥ 0, else len + n.
    let k = if n >= 0.0 { n.min(length as f64 - 1.0) } else { length as f64 + n };
    if k < 0.0 {
        return Ok(JSValue::from_i32(-1));
    }
    let search = vm.root_value(args.get(vm, 0));
    // 9. Repeat, while k ≥ 0,
    for k in (0..=k as u64).rev() {
        // a-b. If ! HasProperty(O, Pk) is true, let elementK be ! Get(O, Pk).
        if !has_element(vm, array.get(), k) {
            continue;
        }
        let element = get_element(vm, array.get(), k)?;
        // ii. If IsStrictlyEqual(searchElement, elementK) is true, return 𝔽(k).
        if strictly_equal(search.get(), element) {
            return Ok(index_value(k));
        }
    }
    // 10. Return -1𝔽.
    Ok(JSValue::from_i32(-1))
}

/// Steps 5-10 of includes and indexOf: the first index to look at, or `None` when the
/// search starts past the end.
fn forward_start(vm: &mut Vm, from_index: JSValue, length: u64) -> JsResult<Option<u64>> {
    // 5. Let n be ? ToIntegerOrInfinity(fromIndex).
    let n = vm.to_integer_or_infinity(from_index)?;
    // 7. If n = +∞, return false / -1. 8. Else if n = -∞, set n to 0.
    if n == f64::INFINITY {
        return Ok(None);
    }
    // 9-10. k = n when n ≥ 0, else max(len + n, 0).
    let k = if n >= 0.0 { n } else { (length as f64 + n).max(0.0) };
    Ok((k < length as f64).then_some(k as u64))
}

/// ! HasProperty(O, Pk) of a typed array: whether `k` is a valid index now.
fn has_element(vm: &Vm, array: TypedArrayRef, k: u64) -> bool {
    vm.typed_array_valid_index(array, CanonicalNumericIndex::Integer(k)).is_some()
}

/// 23.1.3.12.1 FindViaPredicate ( O, len, direction, predicate, thisArg ) on a typed
/// array: the index and value found, or `None`.
fn find_via_predicate(vm: &mut Vm, args: &CallArgs, ascending: bool, method: &str) -> JsResult<Option<(u64, JSValue)>> {
    // 1-3. Let taRecord be ? ValidateTypedArray(O, seq-cst); len.
    let (array, length) = validate_typed_array(vm, args.this, method)?;
    let (predicate, this_arg) = (args.get(vm, 0), args.get(vm, 1));
    // FindViaPredicate 1. If IsCallable(predicate) is false, throw a TypeError exception.
    if !vm.is_callable(predicate) {
        let detail = vm.describe_value(predicate);
        return Err(vm.throw_error_with(Message::NotAFunction, detail));
    }
    // 2-4. For each integer k of the indices in direction order,
    for step in 0..length {
        let k = if ascending { step } else { length - 1 - step };
        // b. Let kValue be ! Get(O, Pk).
        let value = get_element(vm, array.get(), k)?;
        let value = vm.root_value(value);
        // c. Let testResult be ? Call(predicate, thisArg, « kValue, 𝔽(k), O »).
        let result = vm.call(predicate, this_arg, &[value.get(), index_value(k), array.get().to_value()])?;
        // d. If ToBoolean(testResult) is true, return the Record { [[Index]], [[Value]] }.
        if vm.to_boolean(result) {
            return Ok(Some((k, value.get())));
        }
    }
    // 5. Return the Record { [[Index]]: -1𝔽, [[Value]]: undefined }.
    Ok(None)
}

/// 23.2.3.12 %TypedArray%.prototype.find ( predicate [ , thisArg ] )
pub(super) fn find(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    let found = find_via_predicate(vm, args, true, "%TypedArray%.prototype.find")?;
    // 5. Return findRec.[[Value]].
    Ok(found.map_or(JSValue::UNDEFINED, |(_, value)| value))
}

/// 23.2.3.13 %TypedArray%.prototype.findIndex ( predicate [ , thisArg ] )
pub(super) fn find_index(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    let found = find_via_predicate(vm, args, true, "%TypedArray%.prototype.findIndex")?;
    // 5. Return findRec.[[Index]].
    Ok(found.map_or(JSValue::from_i32(-1), |(index, _)| index_value(index)))
}

/// 23.2.3.14 %TypedArray%.prototype.findLast ( predicate [ , thisArg ] )
pub(super) fn find_last(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    let found = find_via_predicate(vm, args, false, "%TypedArray%.prototype.findLast")?;
    // 5. Return findRec.[[Value]].
    Ok(found.map_or(JSValue::UNDEFINED, |(_, value)| value))
}

/// 23.2.3.15 %TypedArray%.prototype.findLastIndex ( predicate [ , thisArg ] )
pub(super) fn find_last_index(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    let found = find_via_predicate(vm, args, false, "%TypedArray%.prototype.findLastIndex")?;
    // 5. Return findRec.[[Index]].
    Ok(found.map_or(JSValue::from_i32(-1), |(index, _)| index_value(index)))
}
