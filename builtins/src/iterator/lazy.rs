//! 27.1.4 The lazy methods of %Iterator.prototype% that ES2025 defines: `map`, `filter`,
//! `take`, `drop` and `flatMap`. Each validates its arguments (closing the iterator when
//! they are bad, before it reads `next`), then returns a helper (`helper.rs`) whose step
//! here runs the method's closure from one yield to the next.

use vm::runtime::function::CallArgs;
use vm::{JSValue, JsResult, ObjectRef, Rooted, Vm};

use super::helper::{self, ARGUMENT, COUNTER, INNER, INNER_NEXT, Kind, NEXT, UNDERLYING};
use super::record::{
    close_if_abrupt, close_with_range_error, get_iterator_direct, get_iterator_flattenable, iterator_step,
    require_callable, require_object,
};

/// The steps shared by `map`, `filter` and `flatMap`: an Object this value, a callable
/// callback (or the iterator closed and a TypeError), GetIteratorDirect, a helper.
fn callback_helper(vm: &mut Vm, args: &CallArgs, kind: Kind, method: &str) -> JsResult<JSValue> {
    // 1-2. Let O be the this value. If O is not an Object, throw a TypeError exception.
    let object = require_object(vm, args.this, method)?;
    let callback = args.get(vm, 0);
    // 3-4. Let iterated be the Iterator Record { O, undefined, false }. If
    //      IsCallable(callback) is false, return ? IteratorClose(iterated, TypeError).
    require_callable(vm, object, callback, method)?;
    // 5. Set iterated to ? GetIteratorDirect(O).
    let next = get_iterator_direct(vm, object)?;
    // 6-8. The closure, CreateIteratorFromClosure, and [[UnderlyingIterator]] = iterated.
    let helper = helper::create(vm, kind, object.to_value(), next, callback)?;
    Ok(helper.get().to_value())
}

/// 27.1.4.8 Iterator.prototype.map ( mapper )
pub(crate) fn map(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    callback_helper(vm, args, Kind::Map, "map")
}

/// 27.1.4.5 Iterator.prototype.filter ( predicate )
pub(crate) fn filter(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    callback_helper(vm, args, Kind::Filter, "filter")
}

/// 27.1.4.7 Iterator.prototype.flatMap ( mapper )
pub(crate) fn flat_map(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    callback_helper(vm, args, Kind::FlatMap, "flatMap")
}

/// The largest finite limit of `take` and `drop`: 2^53 - 1.
const MAX_SAFE_INTEGER: f64 = 9_007_199_254_740_991.0;

/// The steps shared by `take` and `drop`: the limit as an integer or +∞ (the iterator
/// closed when it is NaN, negative or finite past 2^53 - 1), GetIteratorDirect, a helper.
fn limit_helper(vm: &mut Vm, args: &CallArgs, kind: Kind, method: &str) -> JsResult<JSValue> {
    // 1-2. Let O be the this value. If O is not an Object, throw a TypeError exception.
    let object = require_object(vm, args.this, method)?;
    let object = vm.rooted(object);
    // 3. Let iterated be the Iterator Record { O, undefined, false }.
    // 4-5. Let numLimit be Completion(ToNumber(limit)). IfAbruptCloseIterator(numLimit, iterated).
    let limit = vm.to_number(args.get(vm, 0));
    let limit = close_if_abrupt(vm, limit, object.get().to_value())?;
    // 6. If numLimit is NaN, return ? IteratorClose(iterated, a RangeError).
    if limit.is_nan() {
        let detail = format!("Iterator.prototype.{method}: the limit must be a number, not NaN");
        return Err(close_with_range_error(vm, object.get().to_value(), detail));
    }
    // 7. If numLimit is finite and numLimit > 2^53 - 1, return ? IteratorClose(iterated,
    //    a RangeError).
    if limit.is_finite() && limit > MAX_SAFE_INTEGER {
        let detail = format!("Iterator.prototype.{method}: the limit {limit} is too large");
        return Err(close_with_range_error(vm, object.get().to_value(), detail));
    }
    // 8. Let integerLimit be ! ToIntegerOrInfinity(numLimit).
    let limit = limit.trunc() + 0.0;
    // 9. If integerLimit < 0, return ? IteratorClose(iterated, a RangeError).
    if limit < 0.0 {
        let detail = format!("Iterator.prototype.{method}: the limit {limit} is negative");
        return Err(close_with_range_error(vm, object.get().to_value(), detail));
    }
    // 10. Set iterated to ? GetIteratorDirect(O).
    let next = get_iterator_direct(vm, object.get())?;
    // 11-13. The closure over integerLimit, and the helper.
    let helper = helper::create(vm, kind, object.get().to_value(), next, JSValue::from_number(limit))?;
    Ok(helper.get().to_value())
}

/// 27.1.4.11 Iterator.prototype.take ( limit )
pub(crate) fn take(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    limit_helper(vm, args, Kind::Take, "take")
}

/// 27.1.4.3 Iterator.prototype.drop ( limit )
pub(crate) fn drop(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    limit_helper(vm, args, Kind::Drop, "drop")
}

/// The counter after `counter`, as the closures keep it (a Number).
fn increment(counter: JSValue) -> JSValue {
    JSValue::from_number(counter.as_number() + 1.0)
}

/// One run of map's closure (27.1.4.8 step 6).
pub(crate) fn map_step(vm: &mut Vm, helper: &Rooted<ObjectRef>) -> JsResult<Option<JSValue>> {
    let this = helper.get();
    // a. Let counter be 0. b. Repeat,
    // i-ii. Let value be ? IteratorStepValue(iterated). If value is done, return undefined.
    let Some(value) = vm.iterator_step_value(this.internal(UNDERLYING), this.internal(NEXT))? else {
        return Ok(None);
    };
    let this = helper.get();
    let counter = this.internal(COUNTER);
    // iii. Let mapped be Completion(Call(mapper, undefined, « value, F(counter) »)).
    let mapped = vm.call(this.internal(ARGUMENT), JSValue::UNDEFINED, &[value, counter]);
    // iv. IfAbruptCloseIterator(mapped, iterated).
    let mapped = close_if_abrupt(vm, mapped, helper.get().internal(UNDERLYING))?;
    // v-vii. Yield mapped (a return completion closes iterated: `helper.rs`), then
    //        counter + 1.
    vm.set_internal(helper.get(), COUNTER, increment(counter));
    Ok(Some(mapped))
}

/// One run of filter's closure (27.1.4.5 step 6).
pub(crate) fn filter_step(vm: &mut Vm, helper: &Rooted<ObjectRef>) -> JsResult<Option<JSValue>> {
    let value_root = vm.root_value(JSValue::UNDEFINED);
    // b. Repeat,
    loop {
        let this = helper.get();
        // i-ii. Let value be ? IteratorStepValue(iterated). If value is done, return undefined.
        let Some(value) = vm.iterator_step_value(this.internal(UNDERLYING), this.internal(NEXT))? else {
            return Ok(None);
        };
        value_root.set(value);
        let this = helper.get();
        let counter = this.internal(COUNTER);
        // iii. Let selected be Completion(Call(predicate, undefined, « value, F(counter) »)).
        let selected = vm.call(this.internal(ARGUMENT), JSValue::UNDEFINED, &[value, counter]);
        // iv. IfAbruptCloseIterator(selected, iterated).
        let selected = close_if_abrupt(vm, selected, helper.get().internal(UNDERLYING))?;
        // vi. Set counter to counter + 1.
        vm.set_internal(helper.get(), COUNTER, increment(counter));
        // v. If ToBoolean(selected) is true, then yield value.
        if vm.to_boolean(selected) {
            return Ok(Some(value_root.get()));
        }
    }
}

/// One run of take's closure (27.1.4.11 step 11).
pub(crate) fn take_step(vm: &mut Vm, helper: &Rooted<ObjectRef>) -> JsResult<Option<JSValue>> {
    let this = helper.get();
    // a. Let remaining be integerLimit. b. Repeat,
    let remaining = this.internal(ARGUMENT).as_number();
    // i. If remaining = 0, return ? IteratorClose(iterated, ReturnCompletion(undefined)).
    if remaining == 0.0 {
        vm.iterator_close(this.internal(UNDERLYING))?;
        return Ok(None);
    }
    // ii. If remaining ≠ +∞, set remaining to remaining - 1.
    if remaining != f64::INFINITY {
        vm.set_internal(this, ARGUMENT, JSValue::from_number(remaining - 1.0));
    }
    // iii-iv. Let value be ? IteratorStepValue(iterated). If value is done, return undefined.
    // v-vi. Yield value (a return completion closes iterated).
    vm.iterator_step_value(this.internal(UNDERLYING), this.internal(NEXT))
}

/// One run of drop's closure (27.1.4.3 step 11).
pub(crate) fn drop_step(vm: &mut Vm, helper: &Rooted<ObjectRef>) -> JsResult<Option<JSValue>> {
    // a. Let remaining be integerLimit.
    // b. Repeat, while remaining > 0, (only before the first yield: then it is 0)
    loop {
        let this = helper.get();
        let remaining = this.internal(ARGUMENT).as_number();
        if remaining <= 0.0 {
            break;
        }
        // i. If remaining ≠ +∞, set remaining to remaining - 1.
        if remaining != f64::INFINITY {
            vm.set_internal(this, ARGUMENT, JSValue::from_number(remaining - 1.0));
        }
        // ii-iii. Let next be ? IteratorStep(iterated). If next is done, return undefined.
        if !iterator_step(vm, this.internal(UNDERLYING), this.internal(NEXT))? {
            return Ok(None);
        }
    }
    let this = helper.get();
    // c. Repeat, i-ii. Let value be ? IteratorStepValue(iterated). If done, return undefined.
    // iii-iv. Yield value (a return completion closes iterated).
    vm.iterator_step_value(this.internal(UNDERLYING), this.internal(NEXT))
}

/// One run of flatMap's closure (27.1.4.7 step 6), from a yield of an inner value (or the
/// start) to the next.
pub(crate) fn flat_map_step(vm: &mut Vm, helper: &Rooted<ObjectRef>) -> JsResult<Option<JSValue>> {
    // b. Repeat,
    loop {
        let this = helper.get();
        // viii. Repeat, while innerAlive is true,
        if !this.internal(INNER).is_undefined() {
            // 1-2. Let innerValue be Completion(IteratorStepValue(innerIterator)).
            //      IfAbruptCloseIterator(innerValue, iterated).
            let inner_value = vm.iterator_step_value(this.internal(INNER), this.internal(INNER_NEXT));
            match close_if_abrupt(vm, inner_value, helper.get().internal(UNDERLYING))? {
                // 4. Else, yield innerValue (a return completion closes both: `helper.rs`).
                Some(value) => return Ok(Some(value)),
                // 3. If innerValue is done, set innerAlive to false.
                None => {
                    vm.set_internal(helper.get(), INNER, JSValue::UNDEFINED);
                    vm.set_internal(helper.get(), INNER_NEXT, JSValue::UNDEFINED);
                    continue;
                }
            }
        }
        // i-ii. Let value be ? IteratorStepValue(iterated). If value is done, return undefined.
        let Some(value) = vm.iterator_step_value(this.internal(UNDERLYING), this.internal(NEXT))? else {
            return Ok(None);
        };
        let this = helper.get();
        let counter = this.internal(COUNTER);
        // iii-iv. Let mapped be Completion(Call(mapper, undefined, « value, F(counter) »)).
        //         IfAbruptCloseIterator(mapped, iterated).
        let mapped = vm.call(this.internal(ARGUMENT), JSValue::UNDEFINED, &[value, counter]);
        let mapped = close_if_abrupt(vm, mapped, helper.get().internal(UNDERLYING))?;
        // v-vi. Let innerIterator be Completion(GetIteratorFlattenable(mapped,
        //       reject-primitives)). IfAbruptCloseIterator(innerIterator, iterated).
        let inner = get_iterator_flattenable(vm, mapped, false);
        let (inner, inner_next) = close_if_abrupt(vm, inner, helper.get().internal(UNDERLYING))?;
        // vii. Let innerAlive be true. ix. Set counter to counter + 1.
        vm.set_internal(helper.get(), INNER, inner.to_value());
        vm.set_internal(helper.get(), INNER_NEXT, inner_next);
        vm.set_internal(helper.get(), COUNTER, increment(counter));
    }
}
