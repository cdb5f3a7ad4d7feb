//! 24.3 WeakMap Objects: the WeakMap constructor and %WeakMap.prototype%.
//!
//! A WeakMap's [[WeakMapData]] is the VM's weak table (`vm::collections`): keys are held
//! weakly and compared by identity (they are objects or unregistered symbols, for which
//! SameValue is identity), and each value is an ephemeron the collector keeps alive only
//! while its key is alive. An entry whose key died is removed by the collector, which is
//! the "may be removed" of 24.3's note, as no program can observe it.

use vm::cell::JSType;
use vm::collections::can_be_held_weakly;
use vm::runtime::function::{CallArgs, NativeFn};
use vm::runtime::realm::Intrinsic;
use vm::{JSValue, JsResult, Message, ObjectRef, Vm};

use crate::collection::{self, require_internal_slot};
use crate::iterator::to_string_tag;
use crate::util;

/// %WeakMap.prototype%'s methods, in the specification's order (24.3.3).
const PROTOTYPE_METHODS: &[(&str, u32, NativeFn)] = &[
    ("delete", 1, delete),
    ("get", 1, get),
    ("getOrInsert", 2, get_or_insert),
    ("getOrInsertComputed", 2, get_or_insert_computed),
    ("has", 1, has),
    ("set", 2, set),
];

pub fn install(vm: &mut Vm) -> JsResult<()> {
    // 24.3.3 Properties of the WeakMap Prototype Object: an ordinary object.
    let object_prototype = vm.realm().intrinsic(Intrinsic::ObjectPrototype);
    let prototype = vm.new_object(object_prototype)?;
    let prototype = vm.rooted(prototype);
    vm.set_intrinsic(vm.realm(), Intrinsic::WeakMapPrototype, prototype.get().to_value());
    // 24.3.1 The WeakMap Constructor.
    let constructor = util::constructor(vm, "WeakMap", 0, weak_map_constructor, prototype.get())?;
    util::global(vm, "WeakMap", constructor.to_value())?;
    util::methods(vm, prototype.get(), PROTOTYPE_METHODS)?;
    // 24.3.3.6 WeakMap.prototype [ @@toStringTag ]: "WeakMap".
    to_string_tag(vm, prototype.get(), "WeakMap")
}

/// RequireInternalSlot(M, [[WeakMapData]]) for `method`.
fn this_weak_map(vm: &mut Vm, args: &CallArgs, method: &str) -> JsResult<ObjectRef> {
    require_internal_slot(vm, args.this, JSType::WeakMap, method)
}

/// 24.3.1.1 WeakMap ( [ iterable ] )
fn weak_map_constructor(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1. If NewTarget is undefined, throw a TypeError exception.
    collection::require_new(vm, args, "WeakMap")?;
    // 2. Let map be ? OrdinaryCreateFromConstructor(NewTarget, "%WeakMap.prototype%",
    //    « [[WeakMapData]] »).
    let prototype = vm.get_prototype_from_constructor(args.new_target, Intrinsic::WeakMapPrototype)?;
    // 3. Set map.[[WeakMapData]] to a new empty List.
    let map = vm.new_weak_collection(JSType::WeakMap, prototype)?;
    // 4. If iterable is either undefined or null, return map.
    let iterable = args.get(vm, 0);
    if iterable.is_undefined_or_null() {
        return Ok(map.to_value());
    }
    let map = vm.rooted(map);
    // 5. Let adder be ? Get(map, "set").
    // 6. If IsCallable(adder) is false, throw a TypeError exception.
    let adder = collection::get_adder(vm, map.get(), "set")?;
    // 7. Return ? AddEntriesFromIterable(map, iterable, adder).
    collection::add_entries_from_iterable(vm, map.get(), iterable, adder)
}

/// 24.3.3.2 WeakMap.prototype.delete ( key )
fn delete(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1-2. Let M be the this value; perform ? RequireInternalSlot(M, [[WeakMapData]]).
    let map = this_weak_map(vm, args, "WeakMap.prototype.delete")?;
    // 3. If CanBeHeldWeakly(key) is false, return false.
    let key = args.get(vm, 0);
    if !can_be_held_weakly(key) {
        return Ok(JSValue::FALSE);
    }
    // 4. For each Record p of M.[[WeakMapData]], if p.[[Key]] is not empty and
    //    SameValue(p.[[Key]], key) is true, empty p and return true.
    // 5. Return false.
    Ok(JSValue::from_bool(vm.weak_collection_delete(map, key)))
}

/// 24.3.3.3 WeakMap.prototype.get ( key )
fn get(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1-2. Let M be the this value; perform ? RequireInternalSlot(M, [[WeakMapData]]).
    let map = this_weak_map(vm, args, "WeakMap.prototype.get")?;
    // 3. If CanBeHeldWeakly(key) is false, return undefined.
    let key = args.get(vm, 0);
    if !can_be_held_weakly(key) {
        return Ok(JSValue::UNDEFINED);
    }
    // 4. For each Record p of M.[[WeakMapData]], if p.[[Key]] is not empty and
    //    SameValue(p.[[Key]], key) is true, return p.[[Value]].
    // 5. Return undefined.
    Ok(vm.weak_collection_get(map, key).unwrap_or(JSValue::UNDEFINED))
}

/// The TypeError of a key that cannot be held weakly.
fn invalid_key(vm: &mut Vm, key: JSValue) -> vm::Throw {
    let detail = format!("weak map key: {}", vm.describe_value(key));
    vm.throw_error_with(Message::CannotBeHeldWeakly, detail)
}

/// WeakMap.prototype.getOrInsert ( key, value ) (ES2026, the upsert proposal)
fn get_or_insert(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1-2. Let M be the this value; perform ? RequireInternalSlot(M, [[WeakMapData]]).
    let map = this_weak_map(vm, args, "WeakMap.prototype.getOrInsert")?;
    // 3. If CanBeHeldWeakly(key) is false, throw a TypeError exception.
    let key = args.get(vm, 0);
    if !can_be_held_weakly(key) {
        return Err(invalid_key(vm, key));
    }
    // 4. For each Record p of M.[[WeakMapData]], if p.[[Key]] is not empty and
    //    SameValue(p.[[Key]], key) is true, return p.[[Value]].
    if let Some(existing) = vm.weak_collection_get(map, key) {
        return Ok(existing);
    }
    // 5-6. Append the Record { [[Key]]: key, [[Value]]: value } to M.[[WeakMapData]].
    let value = args.get(vm, 1);
    vm.weak_collection_insert(map, key, value)?;
    // 7. Return value.
    Ok(value)
}

/// WeakMap.prototype.getOrInsertComputed ( key, callbackfn ) (ES2026, the upsert
/// proposal)
fn get_or_insert_computed(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1-2. Let M be the this value; perform ? RequireInternalSlot(M, [[WeakMapData]]).
    let map = this_weak_map(vm, args, "WeakMap.prototype.getOrInsertComputed")?;
    // 3. If IsCallable(callbackfn) is false, throw a TypeError exception.
    let (key, callback) = (args.get(vm, 0), args.get(vm, 1));
    if !vm.is_callable(callback) {
        let detail = vm.describe_value(callback);
        return Err(vm.throw_error_with(Message::NotAFunction, detail));
    }
    // 4. If CanBeHeldWeakly(key) is false, throw a TypeError exception.
    if !can_be_held_weakly(key) {
        return Err(invalid_key(vm, key));
    }
    // 5. For each Record p of M.[[WeakMapData]], if p.[[Key]] is not empty and
    //    SameValue(p.[[Key]], key) is true, return p.[[Value]].
    if let Some(existing) = vm.weak_collection_get(map, key) {
        return Ok(existing);
    }
    // 6. Let value be ? Call(callbackfn, undefined, « key »).
    let value = vm.call(callback, JSValue::UNDEFINED, &[key])?;
    // 7. For each Record p of M.[[WeakMapData]], if SameValue(p.[[Key]], key) is true,
    //    set p.[[Value]] to value and return value: the callback may have added it.
    // 8-9. Else append the Record { [[Key]]: key, [[Value]]: value }.
    vm.weak_collection_insert(map, key, value)?;
    // 10. Return value.
    Ok(value)
}

/// 24.3.3.4 WeakMap.prototype.has ( key )
fn has(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1-2. Let M be the this value; perform ? RequireInternalSlot(M, [[WeakMapData]]).
    let map = this_weak_map(vm, args, "WeakMap.prototype.has")?;
    // 3. If CanBeHeldWeakly(key) is false, return false.
    let key = args.get(vm, 0);
    if !can_be_held_weakly(key) {
        return Ok(JSValue::FALSE);
    }
    // 4-5. Whether a record has key.
    Ok(JSValue::from_bool(vm.weak_collection_has(map, key)))
}

/// 24.3.3.5 WeakMap.prototype.set ( key, value )
fn set(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1-2. Let M be the this value; perform ? RequireInternalSlot(M, [[WeakMapData]]).
    let map = this_weak_map(vm, args, "WeakMap.prototype.set")?;
    // 3. If CanBeHeldWeakly(key) is false, throw a TypeError exception.
    let key = args.get(vm, 0);
    if !can_be_held_weakly(key) {
        return Err(invalid_key(vm, key));
    }
    // 4. For each Record p of M.[[WeakMapData]], if p.[[Key]] is not empty and
    //    SameValue(p.[[Key]], key) is true, set p.[[Value]] to value and return M.
    // 5-6. Append the Record { [[Key]]: key, [[Value]]: value } to M.[[WeakMapData]].
    let value = args.get(vm, 1);
    vm.weak_collection_insert(map, key, value)?;
    // 7. Return M.
    Ok(map.to_value())
}
