//! 27.1 Iteration (%IteratorPrototype%, %AsyncIteratorPrototype%,
//! %AsyncFromSyncIteratorPrototype%) and 23.1.5 Array Iterator Objects.
//!
//! An array iterator is an ordinary object of %ArrayIteratorPrototype% whose internal
//! slots live in a state array kept under a private symbol (private-symbol keys are
//! invisible to JavaScript):
//!
//! ```text
//!   iterator [[ArrayIteratorState]] ──► [ iterated object | undefined once done,
//!                                         next index,
//!                                         kind (keys / values / entries),
//!                                         running ]
//! ```
//!
//! The specification builds the iterator from a generator closure (CreateIteratorFromClosure);
//! this state machine behaves the same: an abrupt completion or the end finishes it for
//! good, and a `next` reached from inside its own step (a getter calling `next`) is a
//! TypeError, as resuming a running generator is. The private symbol is made once per realm
//! and kept in the data of %ArrayIteratorPrototype%.next, which is where `next` and
//! CreateArrayIterator find it.

use vm::cell::JSType;
use vm::runtime::async_from_sync::{async_from_sync_next, async_from_sync_return, async_from_sync_throw};
use vm::runtime::function::{CallArgs, NativeFn};
use vm::runtime::realm::Intrinsic;
use vm::symbol::SYMBOL_IS_PRIVATE;
use vm::{Attributes, JSValue, JsResult, Message, ObjectRef, PropertyKey, SymbolRef, Vm};

use crate::array::{get_index, index_value};
use crate::util;

/// What an array iterator produces (23.1.5.1 CreateArrayIterator's `kind`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum ArrayIterationKind {
    Keys = 0,
    Values = 1,
    Entries = 2,
}

/// The fields of an array iterator's state array.
const STATE_ITERATED: u32 = 0;
const STATE_NEXT_INDEX: u32 = 1;
const STATE_KIND: u32 = 2;
const STATE_RUNNING: u32 = 3;

/// %AsyncFromSyncIteratorPrototype%'s methods (27.1.4.2).
const ASYNC_FROM_SYNC_METHODS: &[(&str, u32, NativeFn)] =
    &[("next", 1, async_from_sync_next), ("return", 1, async_from_sync_return), ("throw", 1, async_from_sync_throw)];

pub fn install(vm: &mut Vm) -> JsResult<()> {
    // 27.1.2.1 %IteratorPrototype% [ @@iterator ] ( )
    let iterator_prototype = vm.intrinsic(Intrinsic::IteratorPrototype);
    let iterator = vm.symbols.iterator;
    util::symbol_method(vm, iterator_prototype, iterator, "[Symbol.iterator]", 0, return_this)?;
    // 27.1.3.1 %AsyncIteratorPrototype% [ @@asyncIterator ] ( )
    let async_iterator_prototype = vm.intrinsic(Intrinsic::AsyncIteratorPrototype);
    let async_iterator = vm.symbols.async_iterator;
    util::symbol_method(vm, async_iterator_prototype, async_iterator, "[Symbol.asyncIterator]", 0, return_this)?;
    // 27.1.4.2 The %AsyncFromSyncIteratorPrototype% Object.
    let async_from_sync_prototype = vm.intrinsic(Intrinsic::AsyncFromSyncIteratorPrototype);
    let async_from_sync_root = vm.rooted(async_from_sync_prototype);
    for &(name, length, native) in ASYNC_FROM_SYNC_METHODS {
        util::method(vm, async_from_sync_root.get(), name, length, native)?;
    }
    // 23.1.5.2 The %ArrayIteratorPrototype% Object.
    let array_iterator_prototype = vm.intrinsic(Intrinsic::ArrayIteratorPrototype);
    let array_iterator_root = vm.rooted(array_iterator_prototype);
    // 23.1.5.2.1 %ArrayIteratorPrototype%.next ( )
    let next = util::method(vm, array_iterator_prototype, "next", 0, array_iterator_next)?;
    let next_root = vm.rooted(next);
    let description = vm.new_string("ArrayIteratorState")?;
    let state_symbol = vm.new_symbol(Some(description), SYMBOL_IS_PRIVATE)?;
    vm.set_native_data(next_root.get(), 0, state_symbol.to_value());
    let realm = vm.realm();
    vm.set_intrinsic(realm, Intrinsic::ArrayIteratorNext, next_root.get().to_value());
    // 23.1.5.2.2 %ArrayIteratorPrototype% [ @@toStringTag ]: "Array Iterator".
    to_string_tag(vm, array_iterator_root.get(), "Array Iterator")
}

/// Defines `object[@@toStringTag]` as `tag`: { [[Writable]]: false, [[Enumerable]]: false,
/// [[Configurable]]: true }.
pub(crate) fn to_string_tag(vm: &mut Vm, object: ObjectRef, tag: &str) -> JsResult<()> {
    let object_root = vm.rooted(object);
    let tag = vm.new_string(tag)?;
    let key = PropertyKey::Symbol(vm.symbols.to_string_tag);
    vm.define_own_property(object_root.get(), key, tag.to_value(), Attributes::CONFIGURABLE)
}

/// 27.1.2.1 %IteratorPrototype% [ @@iterator ] ( ) and 27.1.3.1 %AsyncIteratorPrototype%
/// [ @@asyncIterator ] ( )
fn return_this(_vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1. Return the this value.
    Ok(args.this)
}

/// 7.4.3 GetIteratorFromMethod ( obj, method ): the iterator and its `next` method.
pub(crate) fn get_iterator_from_method(vm: &mut Vm, object: JSValue, method: JSValue) -> JsResult<(JSValue, JSValue)> {
    // 1. Let iterator be ? Call(method, obj).
    let iterator = vm.call(method, object, &[])?;
    // 2. If iterator is not an Object, throw a TypeError exception.
    if ObjectRef::from_value(iterator).is_none() {
        let detail = vm.describe_value(iterator);
        return Err(vm.throw_error_with(Message::NotAnObject, detail));
    }
    let iterator = vm.root_value(iterator);
    // 3. Let nextMethod be ? Get(iterator, "next").
    let next = vm.get_value_property(iterator.get(), PropertyKey::Atom(vm.names.next))?;
    // 4-5. Return the Iterator Record { [[Iterator]], [[NextMethod]], [[Done]]: false }.
    Ok((iterator.get(), next))
}

/// The private symbol keying array iterator state in the current realm.
fn state_symbol(vm: &Vm) -> SymbolRef {
    let next = vm.intrinsic(Intrinsic::ArrayIteratorNext);
    SymbolRef::from_value(vm.native_data(next, 0)).expect("the array iterator state symbol is installed")
}

/// 23.1.5.1 CreateArrayIterator ( array, kind )
pub(crate) fn create_array_iterator(vm: &mut Vm, array: ObjectRef, kind: ArrayIterationKind) -> JsResult<ObjectRef> {
    let array_root = vm.rooted(array);
    // 1-3. The closure's captured state: the array, index 0 and the kind.
    let fields = [array.to_value(), JSValue::from_i32(0), JSValue::from_i32(kind as i32), JSValue::FALSE];
    let state = vm.new_array_from_values(JSValue::NULL, &fields)?;
    let state_root = vm.rooted(state);
    // 4. Return CreateIteratorFromClosure(closure, "%ArrayIteratorPrototype%",
    //    %ArrayIteratorPrototype%).
    let prototype = vm.realm().intrinsic(Intrinsic::ArrayIteratorPrototype);
    let iterator = vm.new_object(prototype)?;
    let iterator = vm.rooted(iterator);
    let key = PropertyKey::Symbol(state_symbol(vm));
    vm.define_own_property(iterator.get(), key, state_root.get().to_value(), Attributes::NONE)?;
    drop(array_root);
    Ok(iterator.get())
}

/// 23.1.5.2.1 %ArrayIteratorPrototype%.next ( ): one step of CreateArrayIterator's closure.
fn array_iterator_next(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1. Return ? GeneratorResume(this value, empty, "%ArrayIteratorPrototype%"), whose
    //    GeneratorValidate rejects anything but an array iterator.
    let symbol = SymbolRef::from_value(vm.native_data(args.callee, 0)).expect("the state symbol");
    let state = ObjectRef::from_value(args.this)
        .and_then(|iterator| vm.get_own_property(iterator, PropertyKey::Symbol(symbol)))
        .and_then(|slot| ObjectRef::from_value(slot.value))
        .filter(|state| state.js_type() == JSType::Array);
    let Some(state) = state else {
        let detail = format!("Array Iterator.prototype.next ({})", vm.describe_value(args.this));
        return Err(vm.throw_error_with(Message::InvalidIncompatibleReceiver, detail));
    };
    let field = |vm: &Vm, index: u32| vm.get_own_index(state, index).map_or(JSValue::UNDEFINED, |entry| entry.0);
    if field(vm, STATE_RUNNING).is_true() {
        return Err(vm.throw_error(Message::GeneratorRunning));
    }
    // A finished iterator stays finished (GeneratorState completed).
    let Some(array) = ObjectRef::from_value(field(vm, STATE_ITERATED)) else {
        return Ok(vm.create_iter_result_object(JSValue::UNDEFINED, true)?.to_value());
    };
    let index = field(vm, STATE_NEXT_INDEX).as_number() as u64;
    let kind = field(vm, STATE_KIND).as_int32();
    let state = vm.rooted(state);
    let step = match array_iterator_fast_step(vm, array, index, kind) {
        Some(step) => step,
        None => {
            vm.put_index(state.get(), STATE_RUNNING, JSValue::TRUE)?;
            let step = array_iterator_step(vm, array, index, kind);
            vm.put_index(state.get(), STATE_RUNNING, JSValue::FALSE)?;
            step
        }
    };
    match step {
        Ok(Some(result)) => {
            // vii-viii. GeneratorYield(CreateIterResultObject(result, false)); then the
            // index moves on.
            let result = vm.root_value(result);
            vm.put_index(state.get(), STATE_NEXT_INDEX, index_value(index + 1))?;
            Ok(vm.create_iter_result_object(result.get(), false)?.to_value())
        }
        // iii. The end: return undefined, completing the generator.
        Ok(None) => {
            vm.put_index(state.get(), STATE_ITERATED, JSValue::UNDEFINED)?;
            Ok(vm.create_iter_result_object(JSValue::UNDEFINED, true)?.to_value())
        }
        // An abrupt completion completes the generator too.
        Err(throw) => {
            vm.put_index(state.get(), STATE_ITERATED, JSValue::UNDEFINED)?;
            Err(throw)
        }
    }
}

/// Fast path of [`array_iterator_step`] for an array whose element `index` is its own data
/// (or is past the end): no JavaScript can run, so the step needs no reentrancy guard.
/// `None` when the general step must run (a hole, an accessor, not an array).
fn array_iterator_fast_step(vm: &mut Vm, array: ObjectRef, index: u64, kind: i32) -> Option<JsResult<Option<JSValue>>> {
    if array.js_type() != JSType::Array {
        return None;
    }
    if index >= vm.array_length(array) as u64 {
        return Some(Ok(None));
    }
    if kind == ArrayIterationKind::Keys as i32 {
        return Some(Ok(Some(index_value(index))));
    }
    let (value, attributes) = vm.get_own_index(array, index as u32)?;
    if attributes.is_accessor() {
        return None;
    }
    if kind == ArrayIterationKind::Values as i32 {
        return Some(Ok(Some(value)));
    }
    Some(vm.create_array_from_list(&[index_value(index), value]).map(|entry| Some(entry.to_value())))
}

/// Steps 1.b.i-vi of CreateArrayIterator's closure for `index`: the value to yield, or
/// `None` at the end.
fn array_iterator_step(vm: &mut Vm, array: ObjectRef, index: u64, kind: i32) -> JsResult<Option<JSValue>> {
    let array = vm.rooted(array);
    // i. If array has a [[TypedArrayName]] internal slot, then
    let length = if let Some(typed_array) = vm::object::typed_array::TypedArrayRef::from_object(array.get()) {
        // 1-2. If IsTypedArrayOutOfBounds(taRecord) is true, throw a TypeError exception.
        if typed_array.is_out_of_bounds() {
            return Err(vm.throw_error_with(Message::TypedArrayOutOfBounds, "Array Iterator.prototype.next"));
        }
        // 3. Let len be TypedArrayLength(taRecord).
        typed_array.length() as u64
    } else {
        // ii. Else, let len be ? LengthOfArrayLike(array).
        vm.length_of_array_like(array.get())?
    };
    // iii. If index ≥ len, return NormalCompletion(undefined).
    if index >= length {
        return Ok(None);
    }
    // iv. Let indexNumber be 𝔽(index).
    let index_number = index_value(index);
    // v. If kind is key, let result be indexNumber.
    if kind == ArrayIterationKind::Keys as i32 {
        return Ok(Some(index_number));
    }
    // vi. Else,
    // 1-2. Let elementValue be ? Get(array, ! ToString(indexNumber)).
    let value = get_index(vm, array.get(), index)?;
    // 3. If kind is value, let result be elementValue.
    if kind == ArrayIterationKind::Values as i32 {
        return Ok(Some(value));
    }
    // 4. Else, let result be CreateArrayFromList(« indexNumber, elementValue »).
    Ok(Some(vm.create_array_from_list(&[index_number, value])?.to_value()))
}
