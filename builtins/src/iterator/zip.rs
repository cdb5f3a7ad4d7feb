//! Joint iteration (the TC39 proposal the suite tests as `joint-iteration`):
//! `Iterator.zip ( iterables [ , options ] )` and `Iterator.zipKeyed ( iterables [ ,
//! options ] )`, and the IteratorZip closure both return as a helper (`helper.rs`).
//!
//! The helper holds the iterators as one list of records, `[iterator, next, ...]`; the
//! proposal's `openIters` is the records whose iterator is not null (a record is nulled
//! when its iterator is exhausted or failed), so IteratorCloseAll of `openIters` closes
//! the non-null ones in reverse order (`record::close_all`).

use vm::runtime::function::CallArgs;
use vm::{JSValue, JsResult, Message, ObjectRef, PropertyKey, Rooted, StringRef, Throw, Vm};

use super::helper::{self, ARGUMENT, INNER, Kind, NEXT, UNDERLYING};
use super::record::{
    close_all, close_with, get_iterator_flattenable, iterator_step, list_get, list_len, list_push, new_list,
    new_result_array,
};

/// The "mode" option.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Mode {
    Shortest,
    Longest,
    Strict,
}

const MODES: [Mode; 3] = [Mode::Shortest, Mode::Longest, Mode::Strict];

/// Iterator.zip ( iterables [ , options ] )
pub(crate) fn zip(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    let iterables = args.get(vm, 0);
    // 1. If iterables is not an Object, throw a TypeError exception.
    require_object(vm, iterables, "zip")?;
    // 2-7. The options: mode, and paddingOption when mode is "longest".
    let (mode, padding_option) = read_options(vm, args.get(vm, 1), "zip")?;
    // 8. Let iters be a new empty List.
    let iters = new_list(vm)?;
    let iters = vm.rooted(iters);
    // 10. Let inputIter be ? GetIterator(iterables, sync).
    let (input, input_next) = vm.get_iterator_and_next(args.get(vm, 0), false)?;
    let (input, input_next) = (vm.root_value(input), vm.root_value(input_next));
    // 12. Repeat, while next is not done,
    loop {
        // a-b. Set next to Completion(IteratorStepValue(inputIter)).
        //      IfAbruptCloseIterators(next, iters).
        let next = vm.iterator_step_value(input.get(), input_next.get());
        let next = next.map_err(|error| close_all_with(vm, iters.get(), error))?;
        // c. If next is not done, then
        let Some(value) = next else { break };
        // i-ii. Let iter be Completion(GetIteratorFlattenable(next, reject-primitives)).
        //       IfAbruptCloseIterators(iter, the list-concatenation of « inputIter » and iters).
        match get_iterator_flattenable(vm, value, false) {
            Ok((iterator, next)) => {
                // iii. Append iter to iters.
                let next = vm.root_value(next);
                list_push(vm, iters.get(), iterator.to_value())?;
                list_push(vm, iters.get(), next.get())?;
            }
            Err(error) => {
                let error = close_all_with(vm, iters.get(), error);
                return Err(close_with(vm, input.get(), error));
            }
        }
    }
    // 13-14. The padding, when mode is "longest".
    let count = list_len(vm, iters.get()) / 2;
    let padding = new_list(vm)?;
    let padding = vm.rooted(padding);
    if mode == Mode::Longest {
        // a. If paddingOption is undefined, append undefined iterCount times.
        if padding_option.get().is_undefined() {
            for _ in 0..count {
                list_push(vm, padding.get(), JSValue::UNDEFINED)?;
            }
        } else {
            // b. Else, i-ii. Let paddingIter be Completion(GetIterator(paddingOption, sync)).
            //    IfAbruptCloseIterators(paddingIter, iters).
            let padding_iterator = vm.get_iterator_and_next(padding_option.get(), false);
            let (padding_iterator, padding_next) =
                padding_iterator.map_err(|error| close_all_with(vm, iters.get(), error))?;
            let (padding_iterator, padding_next) = (vm.root_value(padding_iterator), vm.root_value(padding_next));
            // iii. Let usingIterator be true.
            let mut using_iterator = true;
            // iv. Perform the following steps iterCount times:
            for _ in 0..count {
                // 1. If usingIterator is true, then
                if using_iterator {
                    // a-b. Set next to Completion(IteratorStepValue(paddingIter)).
                    //      IfAbruptCloseIterators(next, iters).
                    let next = vm.iterator_step_value(padding_iterator.get(), padding_next.get());
                    match next.map_err(|error| close_all_with(vm, iters.get(), error))? {
                        // c. If next is done, set usingIterator to false.
                        None => using_iterator = false,
                        // d. Else, append next to padding.
                        Some(value) => list_push(vm, padding.get(), value)?,
                    }
                }
                // 2. If usingIterator is false, append undefined to padding.
                if !using_iterator {
                    list_push(vm, padding.get(), JSValue::UNDEFINED)?;
                }
            }
            // v. If usingIterator is true, then
            if using_iterator {
                // 1-2. Let completion be Completion(IteratorClose(paddingIter,
                //      NormalCompletion(unused))). IfAbruptCloseIterators(completion, iters).
                let closed = vm.iterator_close(padding_iterator.get());
                closed.map_err(|error| close_all_with(vm, iters.get(), error))?;
            }
        }
    }
    // 15-16. Return IteratorZip(iters, mode, padding, finishResults), whose finishResults
    //        is CreateArrayFromList.
    iterator_zip(vm, iters.get(), mode, padding.get(), JSValue::UNDEFINED)
}

/// Iterator.zipKeyed ( iterables [ , options ] )
pub(crate) fn zip_keyed(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    let iterables = args.get(vm, 0);
    // 1. If iterables is not an Object, throw a TypeError exception.
    let iterables = require_object(vm, iterables, "zipKeyed")?;
    let iterables = vm.rooted(iterables);
    // 2-7. The options.
    let (mode, padding_option) = read_options(vm, args.get(vm, 1), "zipKeyed")?;
    // 8-9. Let iters and keys be new empty Lists.
    let iters = new_list(vm)?;
    let iters = vm.rooted(iters);
    let keys = new_list(vm)?;
    let keys = vm.rooted(keys);
    // 10. Let allKeys be ? iterables.[[OwnPropertyKeys]]().
    let all_keys = crate::object::own_keys_rooted(vm, iterables.get())?;
    // 12. For each element key of allKeys, do
    for key in &all_keys {
        // a-b. Let desc be Completion(iterables.[[GetOwnProperty]](key)).
        //      IfAbruptCloseIterators(desc, iters).
        let descriptor = vm.get_own_property_descriptor(iterables.get(), key.get());
        let descriptor = descriptor.map_err(|error| close_all_with(vm, iters.get(), error))?;
        // c. If desc is not undefined and desc.[[Enumerable]] is true, then
        if descriptor.is_none_or(|descriptor| descriptor.enumerable != Some(true)) {
            continue;
        }
        // i-ii. Let value be Completion(Get(iterables, key)). IfAbruptCloseIterators(value, iters).
        let value = vm.get(iterables.get(), key.get());
        let value = value.map_err(|error| close_all_with(vm, iters.get(), error))?;
        // iii. If value is not undefined, then
        if value.is_undefined() {
            continue;
        }
        // 1-2. Let iter be Completion(GetIteratorFlattenable(value, reject-primitives)).
        //      IfAbruptCloseIterators(iter, iters).
        let iterator = get_iterator_flattenable(vm, value, false);
        let (iterator, next) = iterator.map_err(|error| close_all_with(vm, iters.get(), error))?;
        let (iterator, next) = (vm.rooted(iterator), vm.root_value(next));
        // 3-4. Append key to keys. Append iter to iters.
        let key_value = vm.property_key_to_value(key.get())?;
        list_push(vm, keys.get(), key_value)?;
        list_push(vm, iters.get(), iterator.get().to_value())?;
        list_push(vm, iters.get(), next.get())?;
    }
    // 13-14. The padding, when mode is "longest".
    let count = list_len(vm, keys.get());
    let padding = new_list(vm)?;
    let padding = vm.rooted(padding);
    if mode == Mode::Longest {
        let padding_object = ObjectRef::from_value(padding_option.get());
        for index in 0..count {
            let value = match padding_object {
                // a. If paddingOption is undefined, append undefined iterCount times.
                None => JSValue::UNDEFINED,
                // b. Else, for each element key of keys: i-ii. Let value be
                //    Completion(Get(paddingOption, key)). IfAbruptCloseIterators(value, iters).
                Some(padding_object) => {
                    let key = list_get(vm, keys.get(), index);
                    let key = vm.to_property_key(key)?;
                    let value = vm.get(padding_object, key);
                    value.map_err(|error| close_all_with(vm, iters.get(), error))?
                }
            };
            // iii. Append value to padding.
            list_push(vm, padding.get(), value)?;
        }
    }
    // 15-16. Return IteratorZip(iters, mode, padding, finishResults), whose finishResults
    //        makes an object with a null prototype keyed by keys.
    iterator_zip(vm, iters.get(), mode, padding.get(), keys.get().to_value())
}

/// Throws a TypeError unless `value` is an Object.
fn require_object(vm: &mut Vm, value: JSValue, method: &str) -> JsResult<ObjectRef> {
    match ObjectRef::from_value(value) {
        Some(object) => Ok(object),
        None => {
            let detail = format!("Iterator.{method}: the iterables {} are not an object", vm.describe_value(value));
            Err(vm.throw_error_with(Message::ThrowTypeError, detail))
        }
    }
}

/// Steps 2-7 of both: GetOptionsObject(options), the mode (no coercion) and, for
/// "longest", the padding option (undefined or an Object).
fn read_options(vm: &mut Vm, options: JSValue, method: &str) -> JsResult<(Mode, Rooted<JSValue>)> {
    // 2. Set options to ? GetOptionsObject(options).
    let options = match ObjectRef::from_value(options) {
        Some(options) => Some(options),
        None if options.is_undefined() => None,
        None => {
            let detail = format!("Iterator.{method}: the options {} are not an object", vm.describe_value(options));
            return Err(vm.throw_error_with(Message::ThrowTypeError, detail));
        }
    };
    let padding = vm.root_value(JSValue::UNDEFINED);
    let Some(options) = options else { return Ok((Mode::Shortest, padding)) };
    let options = vm.rooted(options);
    // 3. Let mode be ? Get(options, "mode").
    let key = vm.property_key_from_str("mode")?;
    let mode_value = vm.get(options.get(), key)?;
    // 4-5. If mode is undefined, set mode to "shortest". If mode is not one of "shortest",
    //      "longest", or "strict", throw a TypeError exception.
    let text = StringRef::from_value(mode_value).filter(|s| s.len() <= 8).map(StringRef::to_string_lossy);
    let mode = match text.as_deref() {
        _ if mode_value.is_undefined() => Mode::Shortest,
        Some("shortest") => Mode::Shortest,
        Some("longest") => Mode::Longest,
        Some("strict") => Mode::Strict,
        _ => {
            let detail = format!(
                "Iterator.{method}: mode must be \"shortest\", \"longest\" or \"strict\", not {}",
                vm.describe_value(mode_value)
            );
            return Err(vm.throw_error_with(Message::ThrowTypeError, detail));
        }
    };
    // 7. If mode is "longest", then
    if mode == Mode::Longest {
        // a. Set paddingOption to ? Get(options, "padding").
        let key = vm.property_key_from_str("padding")?;
        let value = vm.get(options.get(), key)?;
        // b. If paddingOption is not undefined and not an Object, throw a TypeError exception.
        if !value.is_undefined() && ObjectRef::from_value(value).is_none() {
            let detail = format!("Iterator.{method}: the padding {} is not an object", vm.describe_value(value));
            return Err(vm.throw_error_with(Message::ThrowTypeError, detail));
        }
        padding.set(value);
    }
    Ok((mode, padding))
}

/// IfAbruptCloseIterators(error, iters): IteratorCloseAll(iters, ThrowCompletion(error)).
fn close_all_with(vm: &mut Vm, iters: ObjectRef, error: Throw) -> Throw {
    match close_all(vm, iters, Err(error)) {
        Err(error) => error,
        Ok(()) => unreachable!("closing with a throw completion stays abrupt"),
    }
}

/// IteratorZip ( iters, mode, padding, finishResults ): the helper. `keys` is the list of
/// zipKeyed's keys, or undefined for zip.
fn iterator_zip(vm: &mut Vm, iters: ObjectRef, mode: Mode, padding: ObjectRef, keys: JSValue) -> JsResult<JSValue> {
    let keys = vm.root_value(keys);
    // 2. Let openIters be a copy of iters. 3-6. The closure and the helper, whose
    //    [[UnderlyingIterators]] is openIters.
    let mode = JSValue::from_i32(MODES.iter().position(|&m| m == mode).expect("a mode") as i32);
    let helper = helper::create(vm, Kind::Zip, iters.to_value(), padding.to_value(), mode)?;
    vm.set_internal(helper.get(), INNER, keys.get());
    Ok(helper.get().to_value())
}

/// One run of IteratorZip's closure (step 3): the next results, or the end.
pub(crate) fn step(vm: &mut Vm, helper: &Rooted<ObjectRef>) -> JsResult<Option<JSValue>> {
    let this = helper.get();
    let iters = vm.rooted(ObjectRef::from_value(this.internal(UNDERLYING)).expect("zip's records"));
    let padding = vm.rooted(ObjectRef::from_value(this.internal(NEXT)).expect("zip's padding"));
    let mode = MODES[this.internal(ARGUMENT).as_int32() as usize];
    let count = list_len(vm, iters.get()) / 2;
    // a. If iterCount = 0, return ReturnCompletion(undefined).
    if count == 0 {
        return Ok(None);
    }
    // b. Repeat, i. Let results be a new empty List (for zip, the Array finishResults
    //    makes of it: nothing sees it before).
    let results = if this.internal(INNER).is_undefined() { new_result_array(vm)? } else { new_list(vm)? };
    let results = vm.rooted(results);
    // iii. For each integer i such that 0 ≤ i < iterCount, in ascending order, do
    for index in 0..count {
        // 1. Let iter be iters[i].
        let iterator = list_get(vm, iters.get(), 2 * index);
        let result = if iterator.is_null() {
            // 2. If iter is null, let result be padding[i] (mode is "longest").
            list_get(vm, padding.get(), index)
        } else {
            // 3. a. Let result be Completion(IteratorStepValue(iter)).
            let next = list_get(vm, iters.get(), 2 * index + 1);
            match vm.iterator_step_value(iterator, next) {
                // b. If result is an abrupt completion, remove iter from openIters and
                //    return ? IteratorCloseAll(openIters, result).
                Err(error) => {
                    vm.put_index(iters.get(), 2 * index, JSValue::NULL)?;
                    return Err(close_all_with(vm, iters.get(), error));
                }
                Ok(Some(value)) => value,
                // d. If result is done, then
                Ok(None) => {
                    // i. Remove iter from openIters.
                    vm.put_index(iters.get(), 2 * index, JSValue::NULL)?;
                    match mode {
                        // ii. If mode is "shortest", return ? IteratorCloseAll(openIters,
                        //     ReturnCompletion(undefined)).
                        Mode::Shortest => {
                            close_all(vm, iters.get(), Ok(()))?;
                            return Ok(None);
                        }
                        // iii. Else if mode is "strict", then
                        Mode::Strict => return strict_end(vm, iters.get(), index, count),
                        // iv. Else (mode is "longest"): if openIters is empty, return
                        //     undefined; set iters[i] to null; let result be padding[i].
                        Mode::Longest => {
                            if (0..count).all(|i| list_get(vm, iters.get(), 2 * i).is_null()) {
                                return Ok(None);
                            }
                            list_get(vm, padding.get(), index)
                        }
                    }
                }
            }
        };
        // 4. Append result to results.
        list_push(vm, results.get(), result)?;
    }
    // iv. Set results to finishResults(results).
    // v-vi. Yield(results) (a return completion closes openIters: `helper.rs`).
    finish_results(vm, results.get(), helper.get().internal(INNER)).map(|results| Some(results.to_value()))
}

/// Step 3.b.iii.3.d.iii of IteratorZip: iterator `index` of a "strict" zip is done. Every
/// other must be done at the same step.
fn strict_end(vm: &mut Vm, iters: ObjectRef, index: u32, count: u32) -> JsResult<Option<JSValue>> {
    let iters = vm.rooted(iters);
    // i. If i ≠ 0, return ? IteratorCloseAll(openIters, a TypeError).
    if index != 0 {
        let error =
            vm.throw_error_with(Message::ThrowTypeError, "Iterator.zip: the iterators are of different lengths");
        return Err(close_all_with(vm, iters.get(), error));
    }
    // ii. For each integer k such that 1 ≤ k < iterCount, in ascending order, do
    for k in 1..count {
        // 1. Let open be Completion(IteratorStep(iters[k])).
        let iterator = list_get(vm, iters.get(), 2 * k);
        let next = list_get(vm, iters.get(), 2 * k + 1);
        match iterator_step(vm, iterator, next) {
            // 2. If open is an abrupt completion, remove iters[k] from openIters and
            //    return ? IteratorCloseAll(openIters, open).
            Err(error) => {
                vm.put_index(iters.get(), 2 * k, JSValue::NULL)?;
                return Err(close_all_with(vm, iters.get(), error));
            }
            // 4. If open is done, remove iters[k] from openIters.
            Ok(false) => vm.put_index(iters.get(), 2 * k, JSValue::NULL)?,
            // 5. Else, return ? IteratorCloseAll(openIters, a TypeError).
            Ok(true) => {
                let error = vm
                    .throw_error_with(Message::ThrowTypeError, "Iterator.zip: the iterators are of different lengths");
                return Err(close_all_with(vm, iters.get(), error));
            }
        }
    }
    // iii. Return ReturnCompletion(undefined).
    Ok(None)
}

/// finishResults: CreateArrayFromList(results) for zip; for zipKeyed an object with a
/// null prototype whose property keys[i] is results[i].
fn finish_results(vm: &mut Vm, results: ObjectRef, keys: JSValue) -> JsResult<ObjectRef> {
    let Some(keys) = ObjectRef::from_value(keys) else { return Ok(results) };
    let results = vm.rooted(results);
    let keys = vm.rooted(keys);
    // a. Let obj be OrdinaryObjectCreate(null).
    let object = vm.new_object(JSValue::NULL)?;
    let object = vm.rooted(object);
    // b. For each integer i such that 0 ≤ i < iterCount, ! CreateDataPropertyOrThrow(obj,
    //    keys[i], results[i]).
    for index in 0..list_len(vm, keys.get()) {
        let key = list_get(vm, keys.get(), index);
        let key: PropertyKey = vm.to_property_key(key)?;
        let key = vm.rooted(key);
        let value = list_get(vm, results.get(), index);
        vm.create_data_property_or_throw(object.get(), key.get(), value)?;
    }
    // c. Return obj.
    Ok(object.get())
}
