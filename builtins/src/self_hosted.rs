//! The self-hosted builtins' sources (`builtins/js/`) and the natives their code calls
//! as `$Name(...)` (`vm/src/runtime/self_hosted.rs` explains the mechanism).
//!
//! A source is compiled once per VM, on the first call of one of its functions. Its
//! natives run in the realm of the method calling them.

use vm::runtime::function::CallArgs;
use vm::runtime::self_hosted::{SelfHostedNative, SelfHostedSource};
use vm::{JSValue, JsResult, Message, ObjectRef, PropertyKey, Vm};

use crate::array;

/// `js/array_callbacks.js`: Array.prototype's every, filter, find, findIndex, forEach,
/// map, reduce and some.
pub(crate) const ARRAY_CALLBACKS: usize = 0;
/// `js/array_from_async.js`: Array.fromAsync, an async function as the specification
/// writes it.
pub(crate) const ARRAY_FROM_ASYNC: usize = 1;

static SOURCES: [SelfHostedSource; 2] = [
    SelfHostedSource { name: "array_callbacks.js", text: include_str!("../js/array_callbacks.js") },
    SelfHostedSource { name: "array_from_async.js", text: include_str!("../js/array_from_async.js") },
];

static NATIVES: [SelfHostedNative; 10] = [
    SelfHostedNative { name: "ToLength", length: 1, native: to_length },
    SelfHostedNative { name: "ThrowNotCallable", length: 1, native: throw_not_callable },
    SelfHostedNative { name: "ThrowTypeError", length: 1, native: throw_type_error },
    SelfHostedNative { name: "ArraySpeciesCreate", length: 2, native: array_species_create },
    SelfHostedNative { name: "NextCandidate", length: 3, native: next_candidate },
    SelfHostedNative { name: "GetAsyncIteratorMethod", length: 1, native: get_async_iterator_method },
    SelfHostedNative { name: "GetIteratorMethod", length: 1, native: get_iterator_method },
    SelfHostedNative { name: "CreateAsyncFromSyncIterator", length: 2, native: create_async_from_sync_iterator },
    SelfHostedNative { name: "IsConstructor", length: 1, native: is_constructor },
    SelfHostedNative { name: "ArrayCreate", length: 1, native: array_create },
];

/// Registers the sources and natives with the VM (once; later realms share them).
pub(crate) fn register(vm: &mut Vm) {
    vm.register_self_hosted(&SOURCES, &NATIVES);
}

/// `$ToLength(value)`: 7.1.20 ToLength.
fn to_length(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    let value = args.get(vm, 0);
    Ok(JSValue::from_number(vm.to_length(value)? as f64))
}

/// `$ThrowNotCallable(value)`: the TypeError of an IsCallable check that failed.
fn throw_not_callable(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    let detail = vm.describe_value(args.get(vm, 0));
    Err(vm.throw_error_with(Message::NotAFunction, detail))
}

/// `$ThrowTypeError(message)`: a TypeError with a message the source spells out.
fn throw_type_error(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    let message = vm::StringRef::from_value(args.get(vm, 0)).map(|s| s.to_string_lossy()).unwrap_or_default();
    Err(vm.throw_error_with(Message::ThrowTypeError, message))
}

/// `$ArraySpeciesCreate(O, length)`: 10.4.2.3 ArraySpeciesCreate.
fn array_species_create(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    let original = ObjectRef::from_value(args.get(vm, 0)).expect("self-hosted code passes an object");
    let length = args.get(vm, 1).to_number_if_number().unwrap_or(0.0) as u64;
    Ok(array::array_species_create(vm, original, length)?.to_value())
}

/// `$NextCandidate(O, from, length)`: the first index in [from, length) that O or its
/// prototypes may have, or `length`: after a hole, the loops of `js/array_callbacks.js`
/// go straight there, so a sparse array costs what it holds, not its length.
fn next_candidate(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    let object = ObjectRef::from_value(args.get(vm, 0)).expect("self-hosted code passes an object");
    let number = |value: JSValue| value.to_number_if_number().unwrap_or(0.0) as u64;
    let (from, length) = (number(args.get(vm, 1)), number(args.get(vm, 2)));
    let next = array::next_candidate(vm, object, from, length).unwrap_or(length);
    Ok(JSValue::from_number(next as f64))
}

/// `$GetAsyncIteratorMethod(value)`: 7.3.10 GetMethod(value, @@asyncIterator), undefined
/// when there is none.
fn get_async_iterator_method(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    let key = PropertyKey::Symbol(vm.symbols.async_iterator);
    Ok(vm.get_method(args.get(vm, 0), key)?.map_or(JSValue::UNDEFINED, ObjectRef::to_value))
}

/// `$GetIteratorMethod(value)`: 7.3.10 GetMethod(value, @@iterator), undefined when there
/// is none.
fn get_iterator_method(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    let key = PropertyKey::Symbol(vm.symbols.iterator);
    Ok(vm.get_method(args.get(vm, 0), key)?.map_or(JSValue::UNDEFINED, ObjectRef::to_value))
}

/// `$CreateAsyncFromSyncIterator(iterator, next)`: 27.1.4.1 CreateAsyncFromSyncIterator,
/// as the array `[asyncIterator, asyncNext]` (the record's two fields).
fn create_async_from_sync_iterator(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    let (iterator, next) = vm.create_async_from_sync_iterator(args.get(vm, 0), args.get(vm, 1))?;
    let (iterator, next) = (vm.root_value(iterator), vm.root_value(next));
    let record = array::array_create(vm, 0, None)?;
    let record = vm.rooted(record);
    vm.create_data_property_or_throw(record.get(), PropertyKey::Index(0), iterator.get())?;
    vm.create_data_property_or_throw(record.get(), PropertyKey::Index(1), next.get())?;
    Ok(record.get().to_value())
}

/// `$IsConstructor(value)`: 7.2.4 IsConstructor.
fn is_constructor(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    Ok(JSValue::from_bool(vm.is_constructor(args.get(vm, 0))))
}

/// `$ArrayCreate(length)`: 10.4.2.2 ArrayCreate(length) (a RangeError past 2^32 - 1).
fn array_create(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    let length = args.get(vm, 0).to_number_if_number().unwrap_or(0.0) as u64;
    Ok(array::array_create(vm, length, None)?.to_value())
}

#[cfg(test)]
mod tests {
    use vm::{Exception, Vm, VmOptions};

    #[test]
    fn every_source_compiles_and_names_no_global() {
        let mut vm = Vm::new(VmOptions::default()).expect("a VM");
        crate::install(&mut vm).expect("the builtins install");
        if vm.compile_self_hosted_sources().is_err() {
            let message = match vm.take_exception() {
                Exception::Error(error) => error.text(),
                _ => "a thrown value".to_string(),
            };
            panic!("{message}");
        }
    }
}
