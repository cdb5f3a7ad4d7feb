//! DisposableStack Objects (ES2026, explicit resource management): the DisposableStack
//! constructor and %DisposableStack.prototype%.
//!
//! A stack is an object of its own type with two internal fields: \[\[DisposableState\]\]
//! (a boolean, true once disposed) and \[\[DisposeCapability\]\], the resource array of
//! `vm::runtime::disposal`, which also runs AddDisposableResource and DisposeResources
//! for `using` declarations. AsyncDisposableStack (`async_disposable_stack.rs`) has the
//! same layout and shares the helpers here.

use vm::cell::JSType;
use vm::runtime::disposal::DisposeHint;
use vm::runtime::function::{CallArgs, NativeFn};
use vm::runtime::realm::Intrinsic;
use vm::structure::DEFAULT_INLINE_CAPACITY;
use vm::{Attributes, JSValue, JsResult, Message, ObjectRef, PropertyKey, Vm};

use crate::collection::{self, require_internal_slot};
use crate::iterator::to_string_tag;
use crate::util;

/// Internal field: \[\[DisposableState\]\], true once the stack is disposed.
const DISPOSED: usize = 0;
/// Internal field: \[\[DisposeCapability\]\], a resource array.
const CAPABILITY: usize = 1;

/// %DisposableStack.prototype%'s methods, in the specification's order, `dispose` aside.
const PROTOTYPE_METHODS: &[(&str, u32, NativeFn)] = &[("adopt", 2, adopt), ("defer", 1, defer), ("move", 0, move_)];

pub fn install(vm: &mut Vm) -> JsResult<()> {
    // Properties of the DisposableStack Prototype Object: an ordinary object.
    let object_prototype = vm.realm().intrinsic(Intrinsic::ObjectPrototype);
    let prototype = vm.new_object(object_prototype)?;
    let prototype = vm.rooted(prototype);
    vm.set_intrinsic(vm.realm(), Intrinsic::DisposableStackPrototype, prototype.get().to_value());
    // The DisposableStack Constructor.
    let constructor = util::constructor(vm, "DisposableStack", 0, disposable_stack_constructor, prototype.get())?;
    vm.set_intrinsic(vm.realm(), Intrinsic::DisposableStackConstructor, constructor.to_value());
    util::global(vm, "DisposableStack", constructor.to_value())?;
    util::methods(vm, prototype.get(), PROTOTYPE_METHODS)?;
    // DisposableStack.prototype.dispose ( ), and [ @@dispose ]: its initial value.
    let dispose = util::method(vm, prototype.get(), "dispose", 0, dispose)?;
    let key = PropertyKey::Symbol(vm.symbols.dispose);
    vm.define_own_property(prototype.get(), key, dispose.to_value(), Attributes::HIDDEN)?;
    // get DisposableStack.prototype.disposed
    let disposed_key = vm.property_key_from_str("disposed")?;
    util::accessor(vm, prototype.get(), disposed_key, "disposed", disposed, None)?;
    // DisposableStack.prototype.use ( value )
    util::method(vm, prototype.get(), "use", 1, use_)?;
    // DisposableStack.prototype [ @@toStringTag ]: "DisposableStack".
    to_string_tag(vm, prototype.get(), "DisposableStack")
}

/// OrdinaryCreateFromConstructor(newTarget, `default`, « [[DisposableState]],
/// [[DisposeCapability]] ») with the state pending and a new capability.
pub(crate) fn create_stack(
    vm: &mut Vm,
    new_target: JSValue,
    js_type: JSType,
    default: Intrinsic,
) -> JsResult<ObjectRef> {
    let prototype = vm.get_prototype_from_constructor(new_target, default)?;
    let prototype = vm.root_value(prototype);
    let capability = vm.new_dispose_capability()?;
    let capability = vm.rooted(capability);
    let structure = vm.root_structure(prototype.get(), js_type, DEFAULT_INLINE_CAPACITY, 0)?;
    let stack = vm.new_object_with_structure(structure)?;
    vm.set_internal(stack, DISPOSED, JSValue::FALSE);
    vm.set_internal(stack, CAPABILITY, capability.get().to_value());
    Ok(stack)
}

/// Whether the stack's \[\[DisposableState\]\] is disposed.
pub(crate) fn is_disposed(stack: ObjectRef) -> bool {
    stack.internal(DISPOSED).is_true()
}

/// The stack's \[\[DisposeCapability\]\].
pub(crate) fn capability(stack: ObjectRef) -> ObjectRef {
    ObjectRef::from_value(stack.internal(CAPABILITY)).expect("a stack has a capability")
}

/// Sets \[\[DisposableState\]\] to disposed.
pub(crate) fn set_disposed(vm: &Vm, stack: ObjectRef) {
    vm.set_internal(stack, DISPOSED, JSValue::TRUE);
}

/// The ReferenceError of a method called on a stack already disposed.
pub(crate) fn throw_disposed(vm: &mut Vm, method: &str) -> vm::Throw {
    vm.throw_error_with(Message::ThrowReferenceError, format!("{method} called on a disposed stack"))
}

/// The TypeError of an `onDispose` that is not callable.
pub(crate) fn throw_not_callable(vm: &mut Vm, value: JSValue) -> vm::Throw {
    let detail = vm.describe_value(value);
    vm.throw_error_with(Message::NotAFunction, detail)
}

/// `move` steps 3-7 for either kind of stack: a new stack of `js_type` (with `default`
/// as its prototype) takes the resources, and `stack` ends disposed.
pub(crate) fn move_stack(
    vm: &mut Vm,
    stack: ObjectRef,
    constructor: Intrinsic,
    js_type: JSType,
    default: Intrinsic,
) -> JsResult<JSValue> {
    let stack = vm.rooted(stack);
    // 3. Let newDisposableStack be ? OrdinaryCreateFromConstructor(%DisposableStack%,
    //    "%DisposableStack.prototype%", « [[DisposableState]], [[DisposeCapability]] »).
    let constructor = vm.realm().intrinsic(constructor);
    let new_stack = create_stack(vm, constructor, js_type, default)?;
    // 4. Set newDisposableStack.[[DisposableState]] to pending.
    // 5. Set newDisposableStack.[[DisposeCapability]] to disposableStack.[[DisposeCapability]].
    vm.set_internal(new_stack, CAPABILITY, stack.get().internal(CAPABILITY));
    let new_stack = vm.rooted(new_stack);
    // 6. Set disposableStack.[[DisposeCapability]] to NewDisposeCapability().
    let fresh = vm.new_dispose_capability()?;
    vm.set_internal(stack.get(), CAPABILITY, fresh.to_value());
    // 7. Set disposableStack.[[DisposableState]] to disposed.
    set_disposed(vm, stack.get());
    // 8. Return newDisposableStack.
    Ok(new_stack.get().to_value())
}

/// `adopt` steps 5-6 for either kind of stack: the closure that calls
/// `onDispose(value)`, added to the stack's resources with `hint`.
pub(crate) fn adopt_into(
    vm: &mut Vm,
    stack: ObjectRef,
    value: JSValue,
    on_dispose: JSValue,
    hint: DisposeHint,
) -> JsResult<()> {
    let stack = vm.rooted(stack);
    let (value, on_dispose) = (vm.root_value(value), vm.root_value(on_dispose));
    // 5. Let closure be a new Abstract Closure with no parameters that captures value and
    //    onDispose and performs: Return ? Call(onDispose, undefined, « value »).
    // 6. Let F be CreateBuiltinFunction(closure, 0, "", « »).
    let name = vm.empty_string().to_value();
    let closure = vm.new_native_function_named(name, 0, adopt_closure, false)?;
    vm.set_native_data(closure, 0, on_dispose.get());
    vm.set_native_data(closure, 1, value.get());
    // 7. Perform ? AddDisposableResource(disposableStack.[[DisposeCapability]],
    //    undefined, hint, F).
    vm.add_disposable_resource(capability(stack.get()), JSValue::UNDEFINED, hint, Some(closure.to_value()))
}

/// The closure `adopt` makes: `onDispose(value)`.
fn adopt_closure(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    let (on_dispose, value) = (vm.native_data(args.callee, 0), vm.native_data(args.callee, 1));
    vm.call(on_dispose, JSValue::UNDEFINED, &[value])
}

/// RequireInternalSlot(disposableStack, [[DisposableState]]) for `method`.
fn this_stack(vm: &mut Vm, args: &CallArgs, method: &str) -> JsResult<ObjectRef> {
    require_internal_slot(vm, args.this, JSType::DisposableStack, method)
}

/// DisposableStack ( )
fn disposable_stack_constructor(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1. If NewTarget is undefined, throw a TypeError exception.
    collection::require_new(vm, args, "DisposableStack")?;
    // 2-4. Create the stack, pending, with a new DisposeCapability.
    let stack = create_stack(vm, args.new_target, JSType::DisposableStack, Intrinsic::DisposableStackPrototype)?;
    // 5. Return disposableStack.
    Ok(stack.to_value())
}

/// DisposableStack.prototype.adopt ( value, onDispose )
fn adopt(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1-2. Let disposableStack be the this value; RequireInternalSlot.
    let stack = this_stack(vm, args, "DisposableStack.prototype.adopt")?;
    // 3. If disposableStack.[[DisposableState]] is disposed, throw a ReferenceError exception.
    if is_disposed(stack) {
        return Err(throw_disposed(vm, "DisposableStack.prototype.adopt"));
    }
    // 4. If IsCallable(onDispose) is false, throw a TypeError exception.
    let (value, on_dispose) = (args.get(vm, 0), args.get(vm, 1));
    if !vm.is_callable(on_dispose) {
        return Err(throw_not_callable(vm, on_dispose));
    }
    // 5-7. Add the closure calling onDispose(value).
    adopt_into(vm, stack, value, on_dispose, DisposeHint::SyncDispose)?;
    // 8. Return value.
    Ok(args.get(vm, 0))
}

/// DisposableStack.prototype.defer ( onDispose )
fn defer(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1-2. Let disposableStack be the this value; RequireInternalSlot.
    let stack = this_stack(vm, args, "DisposableStack.prototype.defer")?;
    // 3. If disposableStack.[[DisposableState]] is disposed, throw a ReferenceError exception.
    if is_disposed(stack) {
        return Err(throw_disposed(vm, "DisposableStack.prototype.defer"));
    }
    // 4. If IsCallable(onDispose) is false, throw a TypeError exception.
    let on_dispose = args.get(vm, 0);
    if !vm.is_callable(on_dispose) {
        return Err(throw_not_callable(vm, on_dispose));
    }
    // 5. Perform ? AddDisposableResource(disposableStack.[[DisposeCapability]], undefined,
    //    sync-dispose, onDispose).
    vm.add_disposable_resource(capability(stack), JSValue::UNDEFINED, DisposeHint::SyncDispose, Some(on_dispose))?;
    // 6. Return undefined.
    Ok(JSValue::UNDEFINED)
}

/// DisposableStack.prototype.dispose ( ), also DisposableStack.prototype [ @@dispose ]
fn dispose(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1-2. Let disposableStack be the this value; RequireInternalSlot.
    let stack = this_stack(vm, args, "DisposableStack.prototype.dispose")?;
    // 3. If disposableStack.[[DisposableState]] is disposed, return undefined.
    if is_disposed(stack) {
        return Ok(JSValue::UNDEFINED);
    }
    // 4. Set disposableStack.[[DisposableState]] to disposed.
    set_disposed(vm, stack);
    // 5. Return ? DisposeResources(disposableStack.[[DisposeCapability]],
    //    NormalCompletion(undefined)).
    vm.dispose_resources(capability(stack), None)?;
    Ok(JSValue::UNDEFINED)
}

/// get DisposableStack.prototype.disposed
fn disposed(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1-2. Let disposableStack be the this value; RequireInternalSlot.
    let stack = this_stack(vm, args, "get DisposableStack.prototype.disposed")?;
    // 3-4. Return true if disposableStack.[[DisposableState]] is disposed, else false.
    Ok(JSValue::from_bool(is_disposed(stack)))
}

/// DisposableStack.prototype.move ( )
fn move_(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1-2. Let disposableStack be the this value; RequireInternalSlot.
    let stack = this_stack(vm, args, "DisposableStack.prototype.move")?;
    // 3. If disposableStack.[[DisposableState]] is disposed, throw a ReferenceError exception.
    if is_disposed(stack) {
        return Err(throw_disposed(vm, "DisposableStack.prototype.move"));
    }
    // 4-8. Move the resources to a new DisposableStack.
    move_stack(
        vm,
        stack,
        Intrinsic::DisposableStackConstructor,
        JSType::DisposableStack,
        Intrinsic::DisposableStackPrototype,
    )
}

/// DisposableStack.prototype.use ( value )
fn use_(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1-2. Let disposableStack be the this value; RequireInternalSlot.
    let stack = this_stack(vm, args, "DisposableStack.prototype.use")?;
    // 3. If disposableStack.[[DisposableState]] is disposed, throw a ReferenceError exception.
    if is_disposed(stack) {
        return Err(throw_disposed(vm, "DisposableStack.prototype.use"));
    }
    // 4. Perform ? AddDisposableResource(disposableStack.[[DisposeCapability]], value,
    //    sync-dispose).
    let value = args.get(vm, 0);
    vm.add_disposable_resource(capability(stack), value, DisposeHint::SyncDispose, None)?;
    // 5. Return value.
    Ok(args.get(vm, 0))
}
