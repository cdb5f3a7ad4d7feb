//! AsyncDisposableStack Objects (ES2026, explicit resource management): the
//! AsyncDisposableStack constructor and %AsyncDisposableStack.prototype%.
//!
//! Its objects have the layout of a DisposableStack's (`disposable_stack.rs`); their
//! resources are async-dispose, so `disposeAsync` runs the asynchronous DisposeResources
//! of `vm::runtime::disposal` and returns its promise.

use vm::cell::JSType;
use vm::runtime::disposal::DisposeHint;
use vm::runtime::function::{CallArgs, NativeFn};
use vm::runtime::realm::Intrinsic;
use vm::{Attributes, JSValue, JsResult, Message, ObjectRef, PropertyKey, Vm};

use crate::collection::{self, require_internal_slot};
use crate::disposable_stack::{
    adopt_into, capability, create_stack, is_disposed, move_stack, set_disposed, throw_disposed, throw_not_callable,
};
use crate::iterator::to_string_tag;
use crate::util;

/// %AsyncDisposableStack.prototype%'s methods, in the specification's order,
/// `disposeAsync` aside.
const PROTOTYPE_METHODS: &[(&str, u32, NativeFn)] = &[("adopt", 2, adopt), ("defer", 1, defer), ("move", 0, move_)];

pub fn install(vm: &mut Vm) -> JsResult<()> {
    // Properties of the AsyncDisposableStack Prototype Object: an ordinary object.
    let object_prototype = vm.realm().intrinsic(Intrinsic::ObjectPrototype);
    let prototype = vm.new_object(object_prototype)?;
    let prototype = vm.rooted(prototype);
    vm.set_intrinsic(vm.realm(), Intrinsic::AsyncDisposableStackPrototype, prototype.get().to_value());
    // The AsyncDisposableStack Constructor.
    let name = "AsyncDisposableStack";
    let constructor = util::constructor(vm, name, 0, async_disposable_stack_constructor, prototype.get())?;
    vm.set_intrinsic(vm.realm(), Intrinsic::AsyncDisposableStackConstructor, constructor.to_value());
    util::global(vm, name, constructor.to_value())?;
    util::methods(vm, prototype.get(), PROTOTYPE_METHODS)?;
    // AsyncDisposableStack.prototype.disposeAsync ( ), and [ @@asyncDispose ]: its initial
    // value.
    let dispose_async = util::method(vm, prototype.get(), "disposeAsync", 0, dispose_async)?;
    let key = PropertyKey::Symbol(vm.symbols.async_dispose);
    vm.define_own_property(prototype.get(), key, dispose_async.to_value(), Attributes::HIDDEN)?;
    // get AsyncDisposableStack.prototype.disposed
    let disposed_key = vm.property_key_from_str("disposed")?;
    util::accessor(vm, prototype.get(), disposed_key, "disposed", disposed, None)?;
    // AsyncDisposableStack.prototype.use ( value )
    util::method(vm, prototype.get(), "use", 1, use_)?;
    // AsyncDisposableStack.prototype [ @@toStringTag ]: "AsyncDisposableStack".
    to_string_tag(vm, prototype.get(), name)
}

/// RequireInternalSlot(asyncDisposableStack, [[AsyncDisposableState]]) for `method`.
fn this_stack(vm: &mut Vm, args: &CallArgs, method: &str) -> JsResult<ObjectRef> {
    require_internal_slot(vm, args.this, JSType::AsyncDisposableStack, method)
}

/// AsyncDisposableStack ( )
fn async_disposable_stack_constructor(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1. If NewTarget is undefined, throw a TypeError exception.
    collection::require_new(vm, args, "AsyncDisposableStack")?;
    // 2-4. Create the stack, pending, with a new DisposeCapability.
    let default = Intrinsic::AsyncDisposableStackPrototype;
    let stack = create_stack(vm, args.new_target, JSType::AsyncDisposableStack, default)?;
    // 5. Return asyncDisposableStack.
    Ok(stack.to_value())
}

/// AsyncDisposableStack.prototype.adopt ( value, onDisposeAsync )
fn adopt(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1-2. Let asyncDisposableStack be the this value; RequireInternalSlot.
    let stack = this_stack(vm, args, "AsyncDisposableStack.prototype.adopt")?;
    // 3. If asyncDisposableStack.[[AsyncDisposableState]] is disposed, throw a
    //    ReferenceError exception.
    if is_disposed(stack) {
        return Err(throw_disposed(vm, "AsyncDisposableStack.prototype.adopt"));
    }
    // 4. If IsCallable(onDisposeAsync) is false, throw a TypeError exception.
    let (value, on_dispose) = (args.get(vm, 0), args.get(vm, 1));
    if !vm.is_callable(on_dispose) {
        return Err(throw_not_callable(vm, on_dispose));
    }
    // 5-7. Add the closure calling onDisposeAsync(value), async-dispose.
    adopt_into(vm, stack, value, on_dispose, DisposeHint::AsyncDispose)?;
    // 8. Return value.
    Ok(args.get(vm, 0))
}

/// AsyncDisposableStack.prototype.defer ( onDisposeAsync )
fn defer(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1-2. Let asyncDisposableStack be the this value; RequireInternalSlot.
    let stack = this_stack(vm, args, "AsyncDisposableStack.prototype.defer")?;
    // 3. If asyncDisposableStack.[[AsyncDisposableState]] is disposed, throw a
    //    ReferenceError exception.
    if is_disposed(stack) {
        return Err(throw_disposed(vm, "AsyncDisposableStack.prototype.defer"));
    }
    // 4. If IsCallable(onDisposeAsync) is false, throw a TypeError exception.
    let on_dispose = args.get(vm, 0);
    if !vm.is_callable(on_dispose) {
        return Err(throw_not_callable(vm, on_dispose));
    }
    // 5. Perform ? AddDisposableResource(asyncDisposableStack.[[DisposeCapability]],
    //    undefined, async-dispose, onDisposeAsync).
    let hint = DisposeHint::AsyncDispose;
    vm.add_disposable_resource(capability(stack), JSValue::UNDEFINED, hint, Some(on_dispose))?;
    // 6. Return undefined.
    Ok(JSValue::UNDEFINED)
}

/// AsyncDisposableStack.prototype.disposeAsync ( ), also
/// AsyncDisposableStack.prototype [ @@asyncDispose ]
fn dispose_async(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1. Let asyncDisposableStack be the this value.
    // 2. Let promiseCapability be ! NewPromiseCapability(%Promise%).
    // 3. If asyncDisposableStack does not have an [[AsyncDisposableState]] internal slot,
    //    then reject promiseCapability with a new TypeError and return its promise.
    let stack = match ObjectRef::from_value(args.this).filter(|o| o.js_type() == JSType::AsyncDisposableStack) {
        Some(stack) => stack,
        None => {
            let detail = format!("AsyncDisposableStack.prototype.disposeAsync ({})", vm.describe_value(args.this));
            // The TypeError is made as a thrown error, then taken as the rejection reason.
            let _thrown = vm.throw_error_with(Message::InvalidIncompatibleReceiver, detail);
            let error = vm.take_exception_value()?;
            let error = vm.root_value(error);
            let promise = vm.new_promise()?;
            vm.reject_promise(promise, error.get());
            return Ok(promise.to_value());
        }
    };
    // 4. If asyncDisposableStack.[[AsyncDisposableState]] is disposed, then resolve
    //    promiseCapability with undefined and return its promise.
    if is_disposed(stack) {
        let promise = vm.new_promise()?;
        vm.fulfill_promise(promise, JSValue::UNDEFINED);
        return Ok(promise.to_value());
    }
    // 5. Set asyncDisposableStack.[[AsyncDisposableState]] to disposed.
    set_disposed(vm, stack);
    // 6. Let result be Completion(DisposeResources(asyncDisposableStack.[[DisposeCapability]],
    //    NormalCompletion(undefined))).
    // 7-9. The promise settles with the result: DisposeResources awaits, so it is the
    //    promise of its completion.
    let promise = vm.dispose_resources_async(capability(stack), None)?;
    Ok(promise.to_value())
}

/// get AsyncDisposableStack.prototype.disposed
fn disposed(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1-2. Let asyncDisposableStack be the this value; RequireInternalSlot.
    let stack = this_stack(vm, args, "get AsyncDisposableStack.prototype.disposed")?;
    // 3-4. Return true if asyncDisposableStack.[[AsyncDisposableState]] is disposed.
    Ok(JSValue::from_bool(is_disposed(stack)))
}

/// AsyncDisposableStack.prototype.move ( )
fn move_(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1-2. Let asyncDisposableStack be the this value; RequireInternalSlot.
    let stack = this_stack(vm, args, "AsyncDisposableStack.prototype.move")?;
    // 3. If asyncDisposableStack.[[AsyncDisposableState]] is disposed, throw a
    //    ReferenceError exception.
    if is_disposed(stack) {
        return Err(throw_disposed(vm, "AsyncDisposableStack.prototype.move"));
    }
    // 4-8. Move the resources to a new AsyncDisposableStack.
    move_stack(
        vm,
        stack,
        Intrinsic::AsyncDisposableStackConstructor,
        JSType::AsyncDisposableStack,
        Intrinsic::AsyncDisposableStackPrototype,
    )
}

/// AsyncDisposableStack.prototype.use ( value )
fn use_(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1-2. Let asyncDisposableStack be the this value; RequireInternalSlot.
    let stack = this_stack(vm, args, "AsyncDisposableStack.prototype.use")?;
    // 3. If asyncDisposableStack.[[AsyncDisposableState]] is disposed, throw a
    //    ReferenceError exception.
    if is_disposed(stack) {
        return Err(throw_disposed(vm, "AsyncDisposableStack.prototype.use"));
    }
    // 4. Perform ? AddDisposableResource(asyncDisposableStack.[[DisposeCapability]], value,
    //    async-dispose).
    let value = args.get(vm, 0);
    vm.add_disposable_resource(capability(stack), value, DisposeHint::AsyncDispose, None)?;
    // 5. Return value.
    Ok(args.get(vm, 0))
}
