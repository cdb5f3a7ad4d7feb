//! 26.2 FinalizationRegistry Objects: the FinalizationRegistry constructor and
//! %FinalizationRegistry.prototype%.
//!
//! The cells live in the VM (`vm::collections`), which clears the ones whose target was
//! collected and queues the cleanup job (HostEnqueueFinalizationRegistryCleanupJob) that
//! calls the cleanup callback with their held values. `cleanupSome` is not part of
//! ES2024.

use vm::cell::JSType;
use vm::collections::can_be_held_weakly;
use vm::runtime::function::{CallArgs, NativeFn};
use vm::runtime::object_ops::same_value;
use vm::runtime::realm::Intrinsic;
use vm::{JSValue, JsResult, Message, ObjectRef, Vm};

use crate::collection::{self, require_internal_slot};
use crate::iterator::to_string_tag;
use crate::util;

/// %FinalizationRegistry.prototype%'s methods, in the specification's order (26.2.3).
const PROTOTYPE_METHODS: &[(&str, u32, NativeFn)] = &[("register", 2, register), ("unregister", 1, unregister)];

pub fn install(vm: &mut Vm) -> JsResult<()> {
    // 26.2.3 Properties of the FinalizationRegistry Prototype Object: an ordinary object.
    let object_prototype = vm.realm().intrinsic(Intrinsic::ObjectPrototype);
    let prototype = vm.new_object(object_prototype)?;
    let prototype = vm.rooted(prototype);
    vm.set_intrinsic(vm.realm(), Intrinsic::FinalizationRegistryPrototype, prototype.get().to_value());
    // 26.2.1 The FinalizationRegistry Constructor.
    let constructor =
        util::constructor(vm, "FinalizationRegistry", 1, finalization_registry_constructor, prototype.get())?;
    util::global(vm, "FinalizationRegistry", constructor.to_value())?;
    util::methods(vm, prototype.get(), PROTOTYPE_METHODS)?;
    // 26.2.3.4 FinalizationRegistry.prototype [ @@toStringTag ]: "FinalizationRegistry".
    to_string_tag(vm, prototype.get(), "FinalizationRegistry")
}

/// RequireInternalSlot(finalizationRegistry, [[Cells]]) for `method`.
fn this_registry(vm: &mut Vm, args: &CallArgs, method: &str) -> JsResult<ObjectRef> {
    require_internal_slot(vm, args.this, JSType::FinalizationRegistry, method)
}

/// 26.2.1.1 FinalizationRegistry ( cleanupCallback )
fn finalization_registry_constructor(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1. If NewTarget is undefined, throw a TypeError exception.
    collection::require_new(vm, args, "FinalizationRegistry")?;
    // 2. If IsCallable(cleanupCallback) is false, throw a TypeError exception.
    let callback = args.get(vm, 0);
    if !vm.is_callable(callback) {
        let detail = format!("FinalizationRegistry cleanup callback {}", vm.describe_value(callback));
        return Err(vm.throw_error_with(Message::NotAFunction, detail));
    }
    // 3. Let finalizationRegistry be ? OrdinaryCreateFromConstructor(NewTarget,
    //    "%FinalizationRegistry.prototype%", « [[Realm]], [[CleanupCallback]], [[Cells]] »).
    let prototype = vm.get_prototype_from_constructor(args.new_target, Intrinsic::FinalizationRegistryPrototype)?;
    // 4-5. [[Realm]]: the callback runs in its own realm, as every call does.
    // 6. Set finalizationRegistry.[[CleanupCallback]] to HostMakeJobCallback(cleanupCallback).
    // 7. Set finalizationRegistry.[[Cells]] to a new empty List.
    let callback = args.get(vm, 0);
    let registry = vm.new_finalization_registry(prototype, callback)?;
    // 8. Return finalizationRegistry.
    Ok(registry.to_value())
}

/// 26.2.3.2 FinalizationRegistry.prototype.register ( target, heldValue [ , unregisterToken ] )
fn register(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1-2. Let finalizationRegistry be the this value; perform ?
    //      RequireInternalSlot(finalizationRegistry, [[Cells]]).
    let registry = this_registry(vm, args, "FinalizationRegistry.prototype.register")?;
    let (target, held, token) = (args.get(vm, 0), args.get(vm, 1), args.get(vm, 2));
    // 3. If CanBeHeldWeakly(target) is false, throw a TypeError exception.
    if !can_be_held_weakly(target) {
        let detail = format!("FinalizationRegistry target: {}", vm.describe_value(target));
        return Err(vm.throw_error_with(Message::CannotBeHeldWeakly, detail));
    }
    // 4. If SameValue(target, heldValue) is true, throw a TypeError exception.
    if same_value(target, held) {
        return Err(vm.throw_error(Message::FinalizationTargetIsHeldValue));
    }
    // 5. If CanBeHeldWeakly(unregisterToken) is false, then
    let token = if can_be_held_weakly(token) {
        token
    } else {
        // a. If unregisterToken is not undefined, throw a TypeError exception.
        if !token.is_undefined() {
            let detail = format!("unregister token: {}", vm.describe_value(token));
            return Err(vm.throw_error_with(Message::CannotBeHeldWeakly, detail));
        }
        // b. Set unregisterToken to empty.
        JSValue::UNDEFINED
    };
    // 6. Let cell be the Record { [[WeakRefTarget]]: target, [[HeldValue]]: heldValue,
    //    [[UnregisterToken]]: unregisterToken }.
    // 7. Append cell to finalizationRegistry.[[Cells]].
    vm.finalization_registry_register(registry, target, held, token)?;
    // 8. Return undefined.
    Ok(JSValue::UNDEFINED)
}

/// 26.2.3.3 FinalizationRegistry.prototype.unregister ( unregisterToken )
fn unregister(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1-2. Let finalizationRegistry be the this value; perform ?
    //      RequireInternalSlot(finalizationRegistry, [[Cells]]).
    let registry = this_registry(vm, args, "FinalizationRegistry.prototype.unregister")?;
    // 3. If CanBeHeldWeakly(unregisterToken) is false, throw a TypeError exception.
    let token = args.get(vm, 0);
    if !can_be_held_weakly(token) {
        let detail = format!("unregister token: {}", vm.describe_value(token));
        return Err(vm.throw_error_with(Message::CannotBeHeldWeakly, detail));
    }
    // 4-6. Remove every cell whose [[UnregisterToken]] is unregisterToken; whether one was.
    Ok(JSValue::from_bool(vm.finalization_registry_unregister(registry, token)))
}
