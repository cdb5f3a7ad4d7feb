//! The abstract operations on Iterator Records that the iterator helpers share: 27.1.2.1
//! GetIteratorDirect, 7.4.3 GetIteratorFlattenable, IteratorStep, IteratorClose for each
//! kind of completion, and the proposals' IteratorCloseAll.
//!
//! A record is a pair of values here (the iterator and its `next` method); its
//! \[\[Done\]\] flag is never read by the helpers, whose closures stop at the first abrupt
//! step. What holds a record across a call is either a rooted pair or the internal fields
//! of a helper object, which is itself rooted.

use vm::runtime::realm::Intrinsic;
use vm::{JSValue, JsResult, Message, ObjectRef, PropertyKey, StringRef, Throw, Vm};

/// Step 1-2 of every `Iterator.prototype` method: the this value must be an Object.
pub(crate) fn require_object(vm: &mut Vm, this: JSValue, method: &str) -> JsResult<ObjectRef> {
    match ObjectRef::from_value(this) {
        Some(object) => Ok(object),
        None => {
            let detail = format!("Iterator.prototype.{method} called on {}", vm.describe_value(this));
            Err(vm.throw_error_with(Message::NotAnObject, detail))
        }
    }
}

/// IteratorClose(iterated, ThrowCompletion(error)) of an error that is pending now: the
/// iterator's `return` is called, whatever it does is ignored, and `error` stays thrown.
pub(crate) fn close_with(vm: &mut Vm, iterator: JSValue, error: Throw) -> Throw {
    vm.iterator_close_on_throw(iterator);
    error
}

/// A new TypeError, after IteratorClose(iterated, it): argument validation that fails
/// before GetIteratorDirect.
pub(crate) fn close_with_type_error(vm: &mut Vm, iterator: JSValue, detail: impl Into<String>) -> Throw {
    let error = vm.throw_error_with(Message::ThrowTypeError, detail);
    close_with(vm, iterator, error)
}

/// A new RangeError, after IteratorClose(iterated, it).
pub(crate) fn close_with_range_error(vm: &mut Vm, iterator: JSValue, detail: impl Into<String>) -> Throw {
    let error = vm.throw_error_with(Message::ThrowRangeError, detail);
    close_with(vm, iterator, error)
}

/// IfAbruptCloseIterator(result, iterated): an abrupt `result` closes the iterator and
/// stays abrupt.
pub(crate) fn close_if_abrupt<T>(vm: &mut Vm, result: JsResult<T>, iterator: JSValue) -> JsResult<T> {
    result.map_err(|error| close_with(vm, iterator, error))
}

/// Steps 3-4 of the methods that take a callback: a non-callable one closes the iterator
/// (whose `next` is not read yet) and throws a TypeError.
pub(crate) fn require_callable(vm: &mut Vm, iterator: ObjectRef, callback: JSValue, method: &str) -> JsResult<()> {
    if vm.is_callable(callback) {
        return Ok(());
    }
    let detail = format!("Iterator.prototype.{method}: {} is not a function", vm.describe_value(callback));
    Err(close_with_type_error(vm, iterator.to_value(), detail))
}

/// 27.1.2.1 GetIteratorDirect ( obj ): the `next` method of the record { obj, next }.
pub(crate) fn get_iterator_direct(vm: &mut Vm, object: ObjectRef) -> JsResult<JSValue> {
    // 1. Let nextMethod be ? Get(obj, "next").
    // 2-3. Return the Iterator Record { [[Iterator]]: obj, [[NextMethod]]: nextMethod }.
    vm.get(object, PropertyKey::Atom(vm.names.next))
}

/// 7.4.3 GetIteratorFlattenable ( obj, primitiveHandling ): strings are iterated when
/// `iterate_strings`, other primitives are rejected.
pub(crate) fn get_iterator_flattenable(
    vm: &mut Vm,
    value: JSValue,
    iterate_strings: bool,
) -> JsResult<(ObjectRef, JSValue)> {
    // 1. If obj is not an Object, then
    if ObjectRef::from_value(value).is_none() && !(iterate_strings && StringRef::from_value(value).is_some()) {
        // a-c. Reject every primitive, or every primitive but a String.
        let detail = format!("{} is not an iterator or iterable object", vm.describe_value(value));
        return Err(vm.throw_error_with(Message::ThrowTypeError, detail));
    }
    let value_root = vm.root_value(value);
    // 2. Let method be ? GetMethod(obj, %Symbol.iterator%).
    let method = vm.get_method(value, PropertyKey::Symbol(vm.symbols.iterator))?;
    let iterator = match method {
        // 3. If method is undefined, then let iterator be obj.
        None => value_root.get(),
        // 4. Else, let iterator be ? Call(method, obj).
        Some(method) => vm.call(method.to_value(), value_root.get(), &[])?,
    };
    // 5. If iterator is not an Object, throw a TypeError exception.
    let Some(iterator) = ObjectRef::from_value(iterator) else {
        let detail = format!("the iterator {} is not an object", vm.describe_value(iterator));
        return Err(vm.throw_error_with(Message::ThrowTypeError, detail));
    };
    let iterator_root = vm.rooted(iterator);
    // 6. Return ? GetIteratorDirect(iterator).
    let next = get_iterator_direct(vm, iterator)?;
    Ok((iterator_root.get(), next))
}

/// 7.4.4 IteratorStep ( iteratorRecord ), without the value: whether `next` gave a result
/// that is not done.
pub(crate) fn iterator_step(vm: &mut Vm, iterator: JSValue, next: JSValue) -> JsResult<bool> {
    // Fast path: a builtin iterator with its original `next` steps in place (its result
    // object would be fresh, so nothing sees it skipped).
    if let Some(builtin) = vm.builtin_iterator(iterator, next) {
        return Ok(vm.builtin_iterator_step(builtin)?.is_some());
    }
    // 1. Let result be ? IteratorNext(iteratorRecord).
    let result = vm.call(next, iterator, &[])?;
    if ObjectRef::from_value(result).is_none() {
        let detail = vm.describe_value(result);
        return Err(vm.throw_error_with(Message::IteratorResultNotObject, detail));
    }
    // 2. Let done be ? IteratorComplete(result).
    let done = vm.get_value_property(result, PropertyKey::Atom(vm.names.done))?;
    // 3-4. If done is true, return done; else return result.
    Ok(!vm.to_boolean(done))
}

/// An internal list: an Array no script sees (its prototype is null, so a read of a
/// missing element finds nothing), read and written as own elements.
pub(crate) fn new_list(vm: &mut Vm) -> JsResult<ObjectRef> {
    vm.new_array(JSValue::NULL, 0)
}

/// Element `index` of an internal list (undefined past its end).
pub(crate) fn list_get(vm: &Vm, list: ObjectRef, index: u32) -> JSValue {
    vm.get_own_index(list, index).map_or(JSValue::UNDEFINED, |(value, _)| value)
}

/// The length of an internal list.
pub(crate) fn list_len(vm: &Vm, list: ObjectRef) -> u32 {
    vm.array_length(list)
}

/// Appends `value` to an internal list (or to an array being built that nothing has seen).
/// May collect.
pub(crate) fn list_push(vm: &mut Vm, list: ObjectRef, value: JSValue) -> JsResult<()> {
    let length = vm.array_length(list);
    if length == u32::MAX {
        return Err(vm.throw_error(Message::InvalidArrayLength));
    }
    vm.put_index(list, length, value)
}

/// A new empty Array of the current realm, to be filled by [`list_push`] before any script
/// sees it (CreateArrayFromList).
pub(crate) fn new_result_array(vm: &mut Vm) -> JsResult<ObjectRef> {
    let prototype = vm.realm().intrinsic(Intrinsic::ArrayPrototype);
    vm.new_array(prototype, 0)
}

/// The open iterators of a list of records (`[iterator, next, ...]`, an exhausted one's
/// iterator null), in reverse order: IteratorCloseAll ( iters, completion ). `completion`
/// is Ok for a normal or return completion.
pub(crate) fn close_all(vm: &mut Vm, records: ObjectRef, completion: JsResult<()>) -> JsResult<()> {
    let records = vm.rooted(records);
    let mut completion = completion;
    let count = list_len(vm, records.get()) / 2;
    // 1. For each element iter of iters, in reverse List order, do
    for index in (0..count).rev() {
        let iterator = list_get(vm, records.get(), 2 * index);
        if iterator.is_null() {
            continue;
        }
        // a. Set completion to Completion(IteratorClose(iter, completion)).
        completion = match completion {
            Ok(()) => vm.iterator_close(iterator),
            Err(error) => Err(close_with(vm, iterator, error)),
        };
    }
    // 2. Return ? completion.
    completion
}
