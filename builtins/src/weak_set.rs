//! 24.4 WeakSet Objects: the WeakSet constructor and %WeakSet.prototype%.
//!
//! A WeakSet's [[WeakSetData]] is the VM's weak table with undefined values: its elements
//! are held weakly and removed by the collector once they died (see `weak_map.rs`).

use vm::cell::JSType;
use vm::collections::can_be_held_weakly;
use vm::runtime::function::{CallArgs, NativeFn};
use vm::runtime::realm::Intrinsic;
use vm::{JSValue, JsResult, Message, ObjectRef, Vm};

use crate::collection::{self, require_internal_slot};
use crate::iterator::to_string_tag;
use crate::util;

/// %WeakSet.prototype%'s methods, in the specification's order (24.4.3).
const PROTOTYPE_METHODS: &[(&str, u32, NativeFn)] = &[("add", 1, add), ("delete", 1, delete), ("has", 1, has)];

pub fn install(vm: &mut Vm) -> JsResult<()> {
    // 24.4.3 Properties of the WeakSet Prototype Object: an ordinary object.
    let object_prototype = vm.realm().intrinsic(Intrinsic::ObjectPrototype);
    let prototype = vm.new_object(object_prototype)?;
    let prototype = vm.rooted(prototype);
    vm.set_intrinsic(vm.realm(), Intrinsic::WeakSetPrototype, prototype.get().to_value());
    // 24.4.1 The WeakSet Constructor.
    let constructor = util::constructor(vm, "WeakSet", 0, weak_set_constructor, prototype.get())?;
    util::global(vm, "WeakSet", constructor.to_value())?;
    util::methods(vm, prototype.get(), PROTOTYPE_METHODS)?;
    // 24.4.3.5 WeakSet.prototype [ @@toStringTag ]: "WeakSet".
    to_string_tag(vm, prototype.get(), "WeakSet")
}

/// RequireInternalSlot(S, [[WeakSetData]]) for `method`.
fn this_weak_set(vm: &mut Vm, args: &CallArgs, method: &str) -> JsResult<ObjectRef> {
    require_internal_slot(vm, args.this, JSType::WeakSet, method)
}

/// 24.4.1.1 WeakSet ( [ iterable ] )
fn weak_set_constructor(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1. If NewTarget is undefined, throw a TypeError exception.
    collection::require_new(vm, args, "WeakSet")?;
    // 2. Let set be ? OrdinaryCreateFromConstructor(NewTarget, "%WeakSet.prototype%",
    //    « [[WeakSetData]] »).
    let prototype = vm.get_prototype_from_constructor(args.new_target, Intrinsic::WeakSetPrototype)?;
    // 3. Set set.[[WeakSetData]] to a new empty List.
    let set = vm.new_weak_collection(JSType::WeakSet, prototype)?;
    // 4. If iterable is either undefined or null, return set.
    let iterable = args.get(vm, 0);
    if iterable.is_undefined_or_null() {
        return Ok(set.to_value());
    }
    let set = vm.rooted(set);
    // 5. Let adder be ? Get(set, "add").
    // 6. If IsCallable(adder) is false, throw a TypeError exception.
    let adder = collection::get_adder(vm, set.get(), "add")?;
    // 7-8. Call adder with each value of the iterable.
    collection::add_values_from_iterable(vm, set.get(), iterable, adder)
}

/// 24.4.3.1 WeakSet.prototype.add ( value )
fn add(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1-2. Let S be the this value; perform ? RequireInternalSlot(S, [[WeakSetData]]).
    let set = this_weak_set(vm, args, "WeakSet.prototype.add")?;
    // 3. If CanBeHeldWeakly(value) is false, throw a TypeError exception.
    let value = args.get(vm, 0);
    if !can_be_held_weakly(value) {
        let detail = format!("weak set value: {}", vm.describe_value(value));
        return Err(vm.throw_error_with(Message::CannotBeHeldWeakly, detail));
    }
    // 4. For each element e of S.[[WeakSetData]], if e is not empty and SameValue(e,
    //    value) is true, return S.
    // 5. Append value to S.[[WeakSetData]].
    if !vm.weak_collection_has(set, value) {
        vm.weak_collection_insert(set, value, JSValue::UNDEFINED)?;
    }
    // 6. Return S.
    Ok(set.to_value())
}

/// 24.4.3.3 WeakSet.prototype.delete ( value )
fn delete(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1-2. Let S be the this value; perform ? RequireInternalSlot(S, [[WeakSetData]]).
    let set = this_weak_set(vm, args, "WeakSet.prototype.delete")?;
    // 3. If CanBeHeldWeakly(value) is false, return false.
    let value = args.get(vm, 0);
    if !can_be_held_weakly(value) {
        return Ok(JSValue::FALSE);
    }
    // 4. For each element e of S.[[WeakSetData]], if e is not empty and SameValue(e,
    //    value) is true, replace e with empty and return true.
    // 5. Return false.
    Ok(JSValue::from_bool(vm.weak_collection_delete(set, value)))
}

/// 24.4.3.4 WeakSet.prototype.has ( value )
fn has(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1-2. Let S be the this value; perform ? RequireInternalSlot(S, [[WeakSetData]]).
    let set = this_weak_set(vm, args, "WeakSet.prototype.has")?;
    // 3. If CanBeHeldWeakly(value) is false, return false.
    let value = args.get(vm, 0);
    if !can_be_held_weakly(value) {
        return Ok(JSValue::FALSE);
    }
    // 4-5. Whether an element is value.
    Ok(JSValue::from_bool(vm.weak_collection_has(set, value)))
}
