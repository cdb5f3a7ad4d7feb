//! 27.1.4 The eager methods of %Iterator.prototype%: `reduce`, `toArray`, `forEach`,
//! `some`, `every`, `find` (ES2025) and `includes` (the TC39 proposal the suite tests as
//! `iterator-includes`). Each runs the iterator to its end or to the value that decides,
//! closing it when it stops early or a callback throws; an error of the iterator's own
//! `next` (or of its results) does not close it.

use vm::runtime::function::CallArgs;
use vm::runtime::object_ops::same_value_zero;
use vm::{JSValue, JsResult, Message, Vm};

use super::record::{
    close_if_abrupt, close_with_range_error, close_with_type_error, get_iterator_direct, list_push, new_result_array,
    require_callable, require_object,
};

/// 27.1.4.10 Iterator.prototype.reduce ( reducer [ , initialValue ] )
pub(crate) fn reduce(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1-2. Let O be the this value. If O is not an Object, throw a TypeError exception.
    let object = require_object(vm, args.this, "reduce")?;
    let reducer = args.get(vm, 0);
    // 3-4. If IsCallable(reducer) is false, return ? IteratorClose(iterated, a TypeError).
    require_callable(vm, object, reducer, "reduce")?;
    let object = vm.rooted(object);
    // 5. Set iterated to ? GetIteratorDirect(O).
    let next = get_iterator_direct(vm, object.get())?;
    let next = vm.root_value(next);
    let iterator = object.get().to_value();
    let accumulator = vm.root_value(JSValue::UNDEFINED);
    let mut counter;
    if args.len() < 2 {
        // 6. If initialValue is not present, then
        // a-b. Let accumulator be ? IteratorStepValue(iterated). If accumulator is done,
        //      throw a TypeError exception.
        let Some(first) = vm.iterator_step_value(iterator, next.get())? else {
            let detail = "Iterator.prototype.reduce of an empty iterator with no initial value";
            return Err(vm.throw_error_with(Message::ThrowTypeError, detail));
        };
        accumulator.set(first);
        // c. Let counter be 1.
        counter = 1.0;
    } else {
        // 7. Else, let accumulator be initialValue and counter be 0.
        accumulator.set(args.get(vm, 1));
        counter = 0.0;
    }
    // 8. Repeat,
    loop {
        // a-b. Let value be ? IteratorStepValue(iterated). If value is done, return accumulator.
        let Some(value) = vm.iterator_step_value(iterator, next.get())? else { return Ok(accumulator.get()) };
        // c. Let result be Completion(Call(reducer, undefined, « accumulator, value,
        //    F(counter) »)). d. IfAbruptCloseIterator(result, iterated).
        let arguments = [accumulator.get(), value, JSValue::from_number(counter)];
        let result = vm.call(args.get(vm, 0), JSValue::UNDEFINED, &arguments);
        let result = close_if_abrupt(vm, result, iterator)?;
        // e-f. Set accumulator to result. Set counter to counter + 1.
        accumulator.set(result);
        counter += 1.0;
    }
}

/// 27.1.4.12 Iterator.prototype.toArray ( )
pub(crate) fn to_array(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1-2. Let O be the this value. If O is not an Object, throw a TypeError exception.
    let object = require_object(vm, args.this, "toArray")?;
    let object = vm.rooted(object);
    // 3. Let iterated be ? GetIteratorDirect(O).
    let next = get_iterator_direct(vm, object.get())?;
    let next = vm.root_value(next);
    // 4. Let items be a new empty List (the Array CreateArrayFromList makes of it).
    let items = new_result_array(vm)?;
    let items = vm.rooted(items);
    // 5. Repeat,
    loop {
        // a-b. Let value be ? IteratorStepValue(iterated). If value is done, return
        //      CreateArrayFromList(items).
        let Some(value) = vm.iterator_step_value(object.get().to_value(), next.get())? else {
            return Ok(items.get().to_value());
        };
        // c. Append value to items.
        list_push(vm, items.get(), value)?;
    }
}

/// What a callback's result decides in `forEach`, `some`, `every` and `find`: `Some`
/// value to close the iterator and return it, `None` to go on.
type Decide = fn(&Vm, JSValue, JSValue) -> Option<JSValue>;

/// The loop of `forEach`, `some`, `every` and `find` (27.1.4.6, .9, .2, .4): calls
/// `callback(value, counter)` for each value until `decide` stops it, then closes the
/// iterator with a normal completion of what it decided; `at_end` when the iterator ends.
fn call_each(vm: &mut Vm, args: &CallArgs, method: &str, decide: Decide, at_end: JSValue) -> JsResult<JSValue> {
    // 1-2. Let O be the this value. If O is not an Object, throw a TypeError exception.
    let object = require_object(vm, args.this, method)?;
    let callback = args.get(vm, 0);
    // 3-4. If IsCallable(fn) is false, return ? IteratorClose(iterated, a TypeError).
    require_callable(vm, object, callback, method)?;
    let object = vm.rooted(object);
    // 5. Set iterated to ? GetIteratorDirect(O).
    let next = get_iterator_direct(vm, object.get())?;
    let next = vm.root_value(next);
    let value_root = vm.root_value(JSValue::UNDEFINED);
    // 6. Let counter be 0.
    let mut counter = 0.0;
    // 7. Repeat,
    loop {
        let iterator = object.get().to_value();
        // a-b. Let value be ? IteratorStepValue(iterated). If value is done, return the
        //      method's answer at the end.
        let Some(value) = vm.iterator_step_value(iterator, next.get())? else { return Ok(at_end) };
        value_root.set(value);
        // c-d. Let result be Completion(Call(fn, undefined, « value, F(counter) »)).
        //      IfAbruptCloseIterator(result, iterated).
        let result = vm.call(args.get(vm, 0), JSValue::UNDEFINED, &[value, JSValue::from_number(counter)]);
        let result = close_if_abrupt(vm, result, iterator)?;
        // e. What the result decides: return ? IteratorClose(iterated, NormalCompletion(...)).
        if let Some(answer) = decide(vm, value_root.get(), result) {
            let answer = vm.root_value(answer);
            vm.iterator_close(iterator)?;
            return Ok(answer.get());
        }
        // f. Set counter to counter + 1.
        counter += 1.0;
    }
}

/// 27.1.4.6 Iterator.prototype.forEach ( procedure )
pub(crate) fn for_each(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    call_each(vm, args, "forEach", |_, _, _| None, JSValue::UNDEFINED)
}

/// 27.1.4.9 Iterator.prototype.some ( predicate )
pub(crate) fn some(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    call_each(vm, args, "some", |vm, _, result| vm.to_boolean(result).then_some(JSValue::TRUE), JSValue::FALSE)
}

/// 27.1.4.2 Iterator.prototype.every ( predicate )
pub(crate) fn every(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    call_each(vm, args, "every", |vm, _, result| (!vm.to_boolean(result)).then_some(JSValue::FALSE), JSValue::TRUE)
}

/// 27.1.4.4 Iterator.prototype.find ( predicate )
pub(crate) fn find(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    call_each(vm, args, "find", |vm, value, result| vm.to_boolean(result).then_some(value), JSValue::UNDEFINED)
}

/// The largest number of elements `includes` may skip: 2^53 - 1.
const MAX_SAFE_INTEGER: f64 = 9_007_199_254_740_991.0;

/// Iterator.prototype.includes ( searchElement [ , skippedElements ] )
pub(crate) fn includes(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1-2. Let O be the this value. If O is not an Object, throw a TypeError exception.
    let object = require_object(vm, args.this, "includes")?;
    let object = vm.rooted(object);
    let iterator = object.get().to_value();
    // 3. Let iterated be the Iterator Record { O, undefined, false }.
    // 4-5. skippedElements: undefined is 0; otherwise a Number (no coercion) that is +∞ or
    //      an integer from 0 to 2^53 - 1. Anything else closes iterated: a TypeError for a
    //      non-Number, NaN or a fraction, a RangeError for -∞ and integers out of range.
    let skipped = args.get(vm, 1);
    let to_skip = if skipped.is_undefined() {
        0.0
    } else {
        let Some(number) = skipped.to_number_if_number().filter(|n| !n.is_nan()) else {
            let detail =
                format!("Iterator.prototype.includes: skippedElements {} is not a number", vm.describe_value(skipped));
            return Err(close_with_type_error(vm, iterator, detail));
        };
        if number.is_finite() && number.trunc() != number {
            let detail = format!("Iterator.prototype.includes: skippedElements {number} is not an integer");
            return Err(close_with_type_error(vm, iterator, detail));
        }
        if number != f64::INFINITY && !(0.0..=MAX_SAFE_INTEGER).contains(&number) {
            let detail = format!("Iterator.prototype.includes: skippedElements {number} is out of range");
            return Err(close_with_range_error(vm, iterator, detail));
        }
        number
    };
    // 6. Set iterated to ? GetIteratorDirect(O).
    let next = get_iterator_direct(vm, object.get())?;
    let next = vm.root_value(next);
    let search = args.get(vm, 0);
    // 7. Let skipped be 0.
    let mut skipped = 0.0;
    // 8. Repeat,
    loop {
        // a-b. Let value be ? IteratorStepValue(iterated). If value is done, return false.
        let Some(value) = vm.iterator_step_value(iterator, next.get())? else { return Ok(JSValue::FALSE) };
        // c. If skipped < toSkip, set skipped to skipped + 1.
        if skipped < to_skip {
            skipped += 1.0;
            continue;
        }
        // d. Else if SameValueZero(value, searchElement) is true, return ?
        //    IteratorClose(iterated, NormalCompletion(true)).
        if same_value_zero(value, search) {
            vm.iterator_close(iterator)?;
            return Ok(JSValue::TRUE);
        }
    }
}
