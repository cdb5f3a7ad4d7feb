//! 23.2.3 %TypedArray.prototype%'s methods that call a function for each element: every,
//! some, forEach, map, filter, reduce, reduceRight.
//!
//! The length is the one ValidateTypedArray read; each element is read with `! Get`, so a
//! callback that detaches or shrinks the buffer makes the rest of the elements undefined
//! (there are no holes to skip).

use vm::runtime::function::CallArgs;
use vm::{JSValue, JsResult, Message, Vm};

use super::{callable_argument, get_element, set_element, species_create, validate_typed_array};
use crate::array::{index_value, root_all};

/// 23.2.3.8 %TypedArray%.prototype.every ( callbackfn [ , thisArg ] )
pub(super) fn every(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    let found = test_each(vm, args, false, "%TypedArray%.prototype.every")?;
    // 7. Return true (or false where a test failed).
    Ok(JSValue::from_bool(!found))
}

/// 23.2.3.28 %TypedArray%.prototype.some ( callbackfn [ , thisArg ] )
pub(super) fn some(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    let found = test_each(vm, args, true, "%TypedArray%.prototype.some")?;
    // 7. Return false (or true where a test passed).
    Ok(JSValue::from_bool(found))
}

/// every and some: whether a call's ToBoolean result was `stop_on`.
fn test_each(vm: &mut Vm, args: &CallArgs, stop_on: bool, method: &str) -> JsResult<bool> {
    // 1-3. Let taRecord be ? ValidateTypedArray(O, seq-cst); len.
    let (array, length) = validate_typed_array(vm, args.this, method)?;
    // 4. If IsCallable(callbackfn) is false, throw a TypeError exception.
    let callback = callable_argument(vm, args, 0)?;
    let this_arg = args.get(vm, 1);
    // 5-6. Repeat, while k < len,
    for k in 0..length {
        // b. Let kValue be ! Get(O, Pk).
        let value = get_element(vm, array.get(), k)?;
        // c. Let testResult be ToBoolean(? Call(callbackfn, thisArg, « kValue, 𝔽(k), O »)).
        let result = vm.call(callback, this_arg, &[value, index_value(k), array.get().to_value()])?;
        // d. every: if testResult is false, return false; some: if true, return true.
        if vm.to_boolean(result) == stop_on {
            return Ok(true);
        }
    }
    Ok(false)
}

/// 23.2.3.15 %TypedArray%.prototype.forEach ( callbackfn [ , thisArg ] )
pub(super) fn for_each(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1-3. Let taRecord be ? ValidateTypedArray(O, seq-cst); len.
    let (array, length) = validate_typed_array(vm, args.this, "%TypedArray%.prototype.forEach")?;
    // 4. If IsCallable(callbackfn) is false, throw a TypeError exception.
    let callback = callable_argument(vm, args, 0)?;
    let this_arg = args.get(vm, 1);
    // 5-6. Repeat, while k < len,
    for k in 0..length {
        // b. Let kValue be ! Get(O, Pk).
        let value = get_element(vm, array.get(), k)?;
        // c. Perform ? Call(callbackfn, thisArg, « kValue, 𝔽(k), O »).
        vm.call(callback, this_arg, &[value, index_value(k), array.get().to_value()])?;
    }
    // 7. Return undefined.
    Ok(JSValue::UNDEFINED)
}

/// 23.2.3.22 %TypedArray%.prototype.map ( callbackfn [ , thisArg ] )
pub(super) fn map(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    const METHOD: &str = "%TypedArray%.prototype.map";
    // 1-3. Let taRecord be ? ValidateTypedArray(O, seq-cst); len.
    let (array, length) = validate_typed_array(vm, args.this, METHOD)?;
    // 4. If IsCallable(callbackfn) is false, throw a TypeError exception.
    let callback = callable_argument(vm, args, 0)?;
    let this_arg = args.get(vm, 1);
    // 5. Let A be ? TypedArraySpeciesCreate(O, « 𝔽(len) »).
    let result = species_create(vm, array.get(), &[index_value(length)], METHOD)?;
    let result = vm.rooted(result);
    // 6-7. Repeat, while k < len,
    for k in 0..length {
        // b. Let kValue be ! Get(O, Pk).
        let value = get_element(vm, array.get(), k)?;
        // c. Let mappedValue be ? Call(callbackfn, thisArg, « kValue, 𝔽(k), O »).
        let mapped = vm.call(callback, this_arg, &[value, index_value(k), array.get().to_value()])?;
        // d. Perform ? Set(A, Pk, mappedValue, true).
        set_element(vm, result.get(), k, mapped)?;
    }
    // 8. Return A.
    Ok(result.get().to_value())
}

/// 23.2.3.10 %TypedArray%.prototype.filter ( callbackfn [ , thisArg ] )
pub(super) fn filter(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    const METHOD: &str = "%TypedArray%.prototype.filter";
    // 1-3. Let taRecord be ? ValidateTypedArray(O, seq-cst); len.
    let (array, length) = validate_typed_array(vm, args.this, METHOD)?;
    // 4. If IsCallable(callbackfn) is false, throw a TypeError exception.
    let callback = callable_argument(vm, args, 0)?;
    let this_arg = args.get(vm, 1);
    // 5. Let kept be a new empty List.
    let mut kept = Vec::new();
    // 6-8. Repeat, while k < len,
    for k in 0..length {
        // b. Let kValue be ! Get(O, Pk).
        let value = get_element(vm, array.get(), k)?;
        let value = vm.root_value(value);
        // c. Let selected be ToBoolean(? Call(callbackfn, thisArg, « kValue, 𝔽(k), O »)).
        let selected = vm.call(callback, this_arg, &[value.get(), index_value(k), array.get().to_value()])?;
        // d. If selected is true, append kValue to kept (and increase captured).
        if vm.to_boolean(selected) {
            kept.push(value);
        }
    }
    // 9. Let A be ? TypedArraySpeciesCreate(O, « 𝔽(captured) »).
    let result = species_create(vm, array.get(), &[index_value(kept.len() as u64)], METHOD)?;
    let result = vm.rooted(result);
    // 10-11. For each element e of kept: Perform ! Set(A, ! ToString(𝔽(n)), e, true).
    for (n, value) in kept.iter().enumerate() {
        set_element(vm, result.get(), n as u64, value.get())?;
    }
    // 12. Return A.
    Ok(result.get().to_value())
}

/// 23.2.3.23 %TypedArray%.prototype.reduce ( callbackfn [ , initialValue ] )
pub(super) fn reduce(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    reduce_in(vm, args, true, "%TypedArray%.prototype.reduce")
}

/// 23.2.3.24 %TypedArray%.prototype.reduceRight ( callbackfn [ , initialValue ] )
pub(super) fn reduce_right(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    reduce_in(vm, args, false, "%TypedArray%.prototype.reduceRight")
}

/// The steps reduce and reduceRight share, over the indices in `ascending` order or not.
fn reduce_in(vm: &mut Vm, args: &CallArgs, ascending: bool, method: &str) -> JsResult<JSValue> {
    // 1-3. Let taRecord be ? ValidateTypedArray(O, seq-cst); len.
    let (array, length) = validate_typed_array(vm, args.this, method)?;
    // 4. If IsCallable(callbackfn) is false, throw a TypeError exception.
    let callback = callable_argument(vm, args, 0)?;
    // 5. If len = 0 and initialValue is not present, throw a TypeError exception.
    if length == 0 && args.len() < 2 {
        return Err(vm.throw_error_with(
            Message::ThrowTypeError,
            format!("{method} of an empty typed array with no initial value"),
        ));
    }
    let index = |step: u64| if ascending { step } else { length - 1 - step };
    // 6-8. accumulator: initialValue, or the first element (read with ! Get).
    let (mut accumulator, mut step) =
        if args.len() >= 2 { (args.get(vm, 1), 0) } else { (get_element(vm, array.get(), index(0))?, 1) };
    // 9. Repeat, while k is within the indices,
    while step < length {
        let k = index(step);
        let accumulated = vm.root_value(accumulator);
        // b. Let kValue be ! Get(O, Pk).
        let value = get_element(vm, array.get(), k)?;
        let values = root_all(vm, &[value])?;
        // c. Set accumulator to ? Call(callbackfn, undefined, « accumulator, kValue, 𝔽(k), O »).
        accumulator = vm.call(
            callback,
            JSValue::UNDEFINED,
            &[accumulated.get(), values[0].get(), index_value(k), array.get().to_value()],
        )?;
        step += 1;
    }
    // 10. Return accumulator.
    Ok(accumulator)
}
