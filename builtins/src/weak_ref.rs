//! 26.1 WeakRef Objects: the WeakRef constructor and %WeakRef.prototype%.
//!
//! The target is held weakly by the VM (`vm::collections`); creating a WeakRef and
//! `deref` add it to the kept objects, which the host clears at the end of each job.

use vm::cell::JSType;
use vm::collections::can_be_held_weakly;
use vm::runtime::function::CallArgs;
use vm::runtime::realm::Intrinsic;
use vm::{JSValue, JsResult, Message, Vm};

use crate::collection::{self, require_internal_slot};
use crate::iterator::to_string_tag;
use crate::util;

pub fn install(vm: &mut Vm) -> JsResult<()> {
    // 26.1.3 Properties of the WeakRef Prototype Object: an ordinary object.
    let object_prototype = vm.realm().intrinsic(Intrinsic::ObjectPrototype);
    let prototype = vm.new_object(object_prototype)?;
    let prototype = vm.rooted(prototype);
    vm.set_intrinsic(vm.realm(), Intrinsic::WeakRefPrototype, prototype.get().to_value());
    // 26.1.1 The WeakRef Constructor.
    let constructor = util::constructor(vm, "WeakRef", 1, weak_ref_constructor, prototype.get())?;
    util::global(vm, "WeakRef", constructor.to_value())?;
    // 26.1.3.2 WeakRef.prototype.deref ( )
    util::method(vm, prototype.get(), "deref", 0, deref)?;
    // 26.1.3.3 WeakRef.prototype [ @@toStringTag ]: "WeakRef".
    to_string_tag(vm, prototype.get(), "WeakRef")
}

/// 26.1.1.1 WeakRef ( target )
fn weak_ref_constructor(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1. If NewTarget is undefined, throw a TypeError exception.
    collection::require_new(vm, args, "WeakRef")?;
    // 2. If CanBeHeldWeakly(target) is false, throw a TypeError exception.
    let target = args.get(vm, 0);
    if !can_be_held_weakly(target) {
        let detail = format!("WeakRef target: {}", vm.describe_value(target));
        return Err(vm.throw_error_with(Message::CannotBeHeldWeakly, detail));
    }
    // 3. Let weakRef be ? OrdinaryCreateFromConstructor(NewTarget, "%WeakRef.prototype%",
    //    « [[WeakRefTarget]] »).
    let prototype = vm.get_prototype_from_constructor(args.new_target, Intrinsic::WeakRefPrototype)?;
    // 4. Perform AddToKeptObjects(target).
    // 5. Set weakRef.[[WeakRefTarget]] to target.
    let target = args.get(vm, 0);
    let weak_ref = vm.new_weak_ref(prototype, target)?;
    // 6. Return weakRef.
    Ok(weak_ref.to_value())
}

/// 26.1.3.2 WeakRef.prototype.deref ( )
fn deref(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1. Let weakRef be the this value.
    // 2. Perform ? RequireInternalSlot(weakRef, [[WeakRefTarget]]).
    let weak_ref = require_internal_slot(vm, args.this, JSType::WeakRef, "WeakRef.prototype.deref")?;
    // 3. Return WeakRefDeref(weakRef).
    Ok(vm.weak_ref_deref(weak_ref))
}
