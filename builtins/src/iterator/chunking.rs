//! Iterator chunking (the TC39 proposal the suite tests as `iterator-chunking`):
//! `Iterator.prototype.chunks ( chunkSize )` and `Iterator.prototype.windows ( windowSize
//! [ , undersized ] )`. Both are lazy: a helper (`helper.rs`) whose step gathers values
//! into a fresh Array per yield.
//!
//! A size is validated without coercion: anything but a Number, and a Number that is not
//! an integer (NaN, ±∞, 1.5), is a TypeError; an integer outside 1 to 2^32 - 1 is a
//! RangeError; either closes the iterator before its `next` is read.

use vm::runtime::function::CallArgs;
use vm::{JSValue, JsResult, ObjectRef, Rooted, StringRef, Vm};

use super::helper::{self, ARGUMENT, COUNTER, INNER, INNER_NEXT, Kind, NEXT, UNDERLYING};
use super::record::{
    close_with_range_error, close_with_type_error, get_iterator_direct, list_get, list_len, list_push, new_list,
    new_result_array, require_object,
};

/// The largest chunk or window.
const MAX_SIZE: f64 = 4_294_967_295.0;

/// The size argument of `method`, validated (the iterator closed when it is bad).
fn validate_size(vm: &mut Vm, object: ObjectRef, size: JSValue, method: &str) -> JsResult<u32> {
    // If size is not an integral Number, throw a TypeError (after IteratorClose).
    let integral = size.to_number_if_number().filter(|n| n.is_finite() && n.trunc() == *n);
    let Some(size) = integral else {
        let detail = format!("Iterator.prototype.{method}: the size {} is not an integer", vm.describe_value(size));
        return Err(close_with_type_error(vm, object.to_value(), detail));
    };
    // If size is not in the inclusive interval from 1 to 2^32 - 1, throw a RangeError.
    if !(1.0..=MAX_SIZE).contains(&size) {
        let detail = format!("Iterator.prototype.{method}: the size {size} is not between 1 and 2^32 - 1");
        return Err(close_with_range_error(vm, object.to_value(), detail));
    }
    Ok(size as u32)
}

/// Iterator.prototype.chunks ( chunkSize )
pub(crate) fn chunks(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1-2. Let O be the this value. If O is not an Object, throw a TypeError exception.
    let object = require_object(vm, args.this, "chunks")?;
    // 3-4. Let iterated be { O, undefined, false }; validate chunkSize (closing iterated).
    let size = validate_size(vm, object, args.get(vm, 0), "chunks")?;
    // 5. Set iterated to ? GetIteratorDirect(O).
    let next = get_iterator_direct(vm, object)?;
    // 6-8. The closure over chunkSize and iterated, and the helper.
    let helper = helper::create(vm, Kind::Chunks, object.to_value(), next, JSValue::from_number(size as f64))?;
    Ok(helper.get().to_value())
}

/// Iterator.prototype.windows ( windowSize [ , undersized ] )
pub(crate) fn windows(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1-2. Let O be the this value. If O is not an Object, throw a TypeError exception.
    let object = require_object(vm, args.this, "windows")?;
    // 3-4. Let iterated be { O, undefined, false }; validate windowSize (closing iterated).
    let size = validate_size(vm, object, args.get(vm, 0), "windows")?;
    // 5. If undersized is undefined, set undersized to "only-full".
    // 6. If undersized is neither "only-full" nor "allow-partial", return ?
    //    IteratorClose(iterated, a TypeError). (No coercion: only those two strings.)
    let undersized = args.get(vm, 1);
    let allow_partial =
        match StringRef::from_value(undersized).filter(|s| s.len() <= 16).map(StringRef::to_string_lossy) {
            _ if undersized.is_undefined() => false,
            Some(text) if text == "only-full" => false,
            Some(text) if text == "allow-partial" => true,
            _ => {
                let detail = format!(
                    "Iterator.prototype.windows: undersized must be \"only-full\" or \"allow-partial\", not {}",
                    vm.describe_value(undersized)
                );
                return Err(close_with_type_error(vm, object.to_value(), detail));
            }
        };
    // 7. Set iterated to ? GetIteratorDirect(O).
    let next = get_iterator_direct(vm, object)?;
    // 8-10. The closure over windowSize, undersized and iterated, and the helper.
    let helper = helper::create(vm, Kind::Windows, object.to_value(), next, JSValue::from_number(size as f64))?;
    vm.set_internal(helper.get(), COUNTER, JSValue::from_bool(allow_partial));
    let buffer = new_list(vm)?;
    vm.set_internal(helper.get(), INNER, buffer.to_value());
    Ok(helper.get().to_value())
}

/// One run of chunks' closure: the next full chunk, or the last partial one.
pub(crate) fn chunks_step(vm: &mut Vm, helper: &Rooted<ObjectRef>) -> JsResult<Option<JSValue>> {
    // The closure only returns after yielding the last, partial chunk.
    if helper.get().internal(INNER_NEXT) == JSValue::TRUE {
        return Ok(None);
    }
    let size = helper.get().internal(ARGUMENT).as_number() as u32;
    // a. Let buffer be a new empty List. (It becomes the chunk: nothing sees it before.)
    let buffer = new_result_array(vm)?;
    let buffer = vm.rooted(buffer);
    // b. Repeat,
    loop {
        let this = helper.get();
        // i. Let value be ? IteratorStepValue(iterated).
        let Some(value) = vm.iterator_step_value(this.internal(UNDERLYING), this.internal(NEXT))? else {
            // ii. If value is done, then
            //   1. If buffer is not empty, Yield(CreateArrayFromList(buffer)) (after which
            //      the closure returns).
            if list_len(vm, buffer.get()) > 0 {
                vm.set_internal(helper.get(), INNER_NEXT, JSValue::TRUE);
                return Ok(Some(buffer.get().to_value()));
            }
            //   2. Return ReturnCompletion(undefined).
            return Ok(None);
        };
        // iii. Append value to buffer.
        list_push(vm, buffer.get(), value)?;
        // iv. If the number of elements in buffer is chunkSize, then Yield
        //     CreateArrayFromList(buffer) (a return completion closes iterated: `helper.rs`)
        //     and set buffer to a new empty List.
        if list_len(vm, buffer.get()) == size {
            return Ok(Some(buffer.get().to_value()));
        }
    }
}

/// One run of windows' closure: the next full window, or the one partial window
/// "allow-partial" gives an iterator shorter than the size.
pub(crate) fn windows_step(vm: &mut Vm, helper: &Rooted<ObjectRef>) -> JsResult<Option<JSValue>> {
    if helper.get().internal(INNER_NEXT) == JSValue::TRUE {
        return Ok(None);
    }
    let size = helper.get().internal(ARGUMENT).as_number() as u32;
    // b. Repeat,
    loop {
        let this = helper.get();
        // i. Let value be ? IteratorStepValue(iterated).
        let Some(value) = vm.iterator_step_value(this.internal(UNDERLYING), this.internal(NEXT))? else {
            // ii. If value is done, then
            //   1. If undersized is "allow-partial", buffer is not empty and has fewer than
            //      windowSize elements, Yield(CreateArrayFromList(buffer)).
            let this = helper.get();
            let buffer = ObjectRef::from_value(this.internal(INNER)).expect("the window");
            let length = list_len(vm, buffer);
            if this.internal(COUNTER) == JSValue::TRUE && length > 0 && length < size {
                vm.set_internal(this, INNER_NEXT, JSValue::TRUE);
                return copy_list(vm, buffer).map(|window| Some(window.to_value()));
            }
            //   2. Return ReturnCompletion(undefined).
            return Ok(None);
        };
        let value = vm.root_value(value);
        let buffer = ObjectRef::from_value(helper.get().internal(INNER)).expect("the window");
        // iii. If the number of elements in buffer is windowSize, remove its first element.
        let buffer = if list_len(vm, buffer) == size { drop_first(vm, buffer)? } else { buffer };
        let buffer = vm.rooted(buffer);
        // iv. Append value to buffer.
        list_push(vm, buffer.get(), value.get())?;
        vm.set_internal(helper.get(), INNER, buffer.get().to_value());
        // v. If the number of elements in buffer is windowSize, Yield
        //    CreateArrayFromList(buffer) (a return completion closes iterated).
        if list_len(vm, buffer.get()) == size {
            return copy_list(vm, buffer.get()).map(|window| Some(window.to_value()));
        }
    }
}

/// CreateArrayFromList of an internal list.
fn copy_list(vm: &mut Vm, list: ObjectRef) -> JsResult<ObjectRef> {
    let list = vm.rooted(list);
    let array = new_result_array(vm)?;
    let array = vm.rooted(array);
    for index in 0..list_len(vm, list.get()) {
        let value = list_get(vm, list.get(), index);
        list_push(vm, array.get(), value)?;
    }
    Ok(array.get())
}

/// A new internal list of every element of `list` but the first.
fn drop_first(vm: &mut Vm, list: ObjectRef) -> JsResult<ObjectRef> {
    let list = vm.rooted(list);
    let rest = new_list(vm)?;
    let rest = vm.rooted(rest);
    for index in 1..list_len(vm, list.get()) {
        let value = list_get(vm, list.get(), index);
        list_push(vm, rest.get(), value)?;
    }
    Ok(rest.get())
}
