//! 24 Keyed Collections: what Map, Set, WeakMap and WeakSet share — the receiver check of
//! their methods, and the loops of their constructors over an iterable
//! (AddEntriesFromIterable, and the same loop with one value per step for the sets).
//!
//! The tables themselves are the VM's (`vm::collections`); the builtins in `map.rs`,
//! `set.rs`, `weak_map.rs` and `weak_set.rs` follow the specification's steps on top of
//! them.

use vm::cell::JSType;
use vm::runtime::function::CallArgs;
use vm::{JSValue, JsResult, Message, ObjectRef, PropertyKey, Vm};

/// RequireInternalSlot(value, slot) for the slot that objects of `js_type` have: the
/// object, or a TypeError naming `method`.
pub(crate) fn require_internal_slot(vm: &mut Vm, value: JSValue, js_type: JSType, method: &str) -> JsResult<ObjectRef> {
    match ObjectRef::from_value(value).filter(|object| object.js_type() == js_type) {
        Some(object) => Ok(object),
        None => {
            let detail = format!("{method} ({})", vm.describe_value(value));
            Err(vm.throw_error_with(Message::InvalidIncompatibleReceiver, detail))
        }
    }
}

/// Step 1 of the constructors: if NewTarget is undefined, throw a TypeError exception.
pub(crate) fn require_new(vm: &mut Vm, args: &CallArgs, name: &str) -> JsResult<()> {
    if args.new_target.is_undefined() {
        return Err(vm.throw_error_with(Message::ConstructorWithoutNew, name));
    }
    Ok(())
}

/// The steps of the constructors that look up the adder: `? Get(target, name)`, which
/// must be callable.
pub(crate) fn get_adder(vm: &mut Vm, target: ObjectRef, name: &str) -> JsResult<JSValue> {
    let key = vm.property_key_from_str(name)?;
    let adder = vm.get(target, key)?;
    if !vm.is_callable(adder) {
        let detail = format!("'{}' returned for property '{name}' of object", vm.describe_value(adder));
        return Err(vm.throw_error_with(Message::NotAFunction, detail));
    }
    Ok(adder)
}

/// 24.1.1.2 AddEntriesFromIterable ( target, iterable, adder )
pub(crate) fn add_entries_from_iterable(
    vm: &mut Vm,
    target: ObjectRef,
    iterable: JSValue,
    adder: JSValue,
) -> JsResult<JSValue> {
    let (target, adder) = (vm.rooted(target), vm.root_value(adder));
    // 1. Let iteratorRecord be ? GetIterator(iterable, sync).
    let (iterator, next_method) = vm.get_iterator_and_next(iterable, false)?;
    let (iterator, next_method) = (vm.root_value(iterator), vm.root_value(next_method));
    // 2. Repeat,
    loop {
        // a. Let next be ? IteratorStepValue(iteratorRecord).
        // b. If next is done, return target.
        let Some(next) = vm.iterator_step_value(iterator.get(), next_method.get())? else {
            return Ok(target.get().to_value());
        };
        // c. If next is not an Object, then
        let Some(entry) = ObjectRef::from_value(next) else {
            // i. Let error be ThrowCompletion(a newly created TypeError object).
            let detail = format!("Iterator value {} is not an entry object", vm.describe_value(next));
            let error = vm.throw_error_with(Message::ThrowTypeError, detail);
            // ii. Return ? IteratorClose(iteratorRecord, error).
            vm.iterator_close_on_throw(iterator.get());
            return Err(error);
        };
        let step = add_entry(vm, entry, target.get(), adder.get());
        // e, g, i. IfAbruptCloseIterator(k / v / status, iteratorRecord).
        if let Err(error) = step {
            vm.iterator_close_on_throw(iterator.get());
            return Err(error);
        }
    }
}

/// Steps 2.d-h of AddEntriesFromIterable for one entry object.
fn add_entry(vm: &mut Vm, entry: ObjectRef, target: ObjectRef, adder: JSValue) -> JsResult<()> {
    let (entry, target, adder) = (vm.rooted(entry), vm.rooted(target), vm.root_value(adder));
    // d. Let k be Completion(Get(next, "0")).
    let key = vm.get(entry.get(), PropertyKey::Index(0))?;
    let key = vm.root_value(key);
    // f. Let v be Completion(Get(next, "1")).
    let value = vm.get(entry.get(), PropertyKey::Index(1))?;
    // h. Let status be Completion(Call(adder, target, « k, v »)).
    vm.call(adder.get(), target.get().to_value(), &[key.get(), value])?;
    Ok(())
}

/// Steps 7-8 of 24.2.1.1 Set ( [ iterable ] ) and 24.4.1.1 WeakSet ( [ iterable ] ): call
/// `adder` on `target` with each value of `iterable`.
pub(crate) fn add_values_from_iterable(
    vm: &mut Vm,
    target: ObjectRef,
    iterable: JSValue,
    adder: JSValue,
) -> JsResult<JSValue> {
    let (target, adder) = (vm.rooted(target), vm.root_value(adder));
    // 7. Let iteratorRecord be ? GetIterator(iterable, sync).
    let (iterator, next_method) = vm.get_iterator_and_next(iterable, false)?;
    let (iterator, next_method) = (vm.root_value(iterator), vm.root_value(next_method));
    // 8. Repeat,
    loop {
        // a. Let next be ? IteratorStepValue(iteratorRecord).
        // b. If next is done, return set.
        let Some(next) = vm.iterator_step_value(iterator.get(), next_method.get())? else {
            return Ok(target.get().to_value());
        };
        // c. Let status be Completion(Call(adder, set, « next »)).
        // d. IfAbruptCloseIterator(status, iteratorRecord).
        if let Err(error) = vm.call(adder.get(), target.get().to_value(), &[next]) {
            vm.iterator_close_on_throw(iterator.get());
            return Err(error);
        }
    }
}

/// 24.1.2.3 get Map [ @@species ] and 24.2.2.2 get Set [ @@species ]
pub(crate) fn get_species(_vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1. Return the this value.
    Ok(args.this)
}
