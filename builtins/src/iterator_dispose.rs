//! Explicit resource management's iterator methods (ES2026): %IteratorPrototype%
//! [ @@dispose ] and %AsyncIteratorPrototype% [ @@asyncDispose ], which let `using`
//! declarations and the disposable stacks close an iterator.

use vm::runtime::function::CallArgs;
use vm::runtime::promise::Capability;
use vm::runtime::realm::Intrinsic;
use vm::{JSValue, JsResult, PropertyKey, Vm};

use crate::util;

/// Installs both methods (called from `iterator.rs`).
pub(crate) fn install(vm: &mut Vm) -> JsResult<()> {
    let iterator_prototype = vm.intrinsic(Intrinsic::IteratorPrototype);
    let dispose = vm.symbols.dispose;
    util::symbol_method(vm, iterator_prototype, dispose, "[Symbol.dispose]", 0, iterator_dispose)?;
    let async_iterator_prototype = vm.intrinsic(Intrinsic::AsyncIteratorPrototype);
    let async_dispose = vm.symbols.async_dispose;
    util::symbol_method(
        vm,
        async_iterator_prototype,
        async_dispose,
        "[Symbol.asyncDispose]",
        0,
        async_iterator_dispose,
    )?;
    Ok(())
}

/// %IteratorPrototype% [ @@dispose ] ( )
fn iterator_dispose(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1. Let O be the this value.
    let this = vm.root_value(args.this);
    // 2. Let return be ? GetMethod(O, "return").
    let key = PropertyKey::Atom(vm.names.return_);
    // 3. If return is not undefined, then
    if let Some(return_method) = vm.get_method(this.get(), key)? {
        // a. Perform ? Call(return, O, « »).
        vm.call(return_method.to_value(), this.get(), &[])?;
    }
    // 4. Return NormalCompletion(undefined).
    Ok(JSValue::UNDEFINED)
}

/// %AsyncIteratorPrototype% [ @@asyncDispose ] ( )
fn async_iterator_dispose(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1. Let O be the this value.
    let this = vm.root_value(args.this);
    // 2. Let promiseCapability be ! NewPromiseCapability(%Promise%).
    let promise = vm.new_promise()?;
    let promise = vm.rooted(promise);
    let (resolve, reject) = vm.create_resolving_functions(promise.get())?;
    let (resolve, reject) = (vm.rooted(resolve), vm.rooted(reject));
    let capability = Capability {
        promise: promise.get().to_value(),
        resolve: resolve.get().to_value(),
        reject: reject.get().to_value(),
    };
    // 3-6 with IfAbruptRejectPromise: a failed step rejects the promise.
    if dispose_steps(vm, this.get(), capability).is_err() {
        let error = vm.take_exception_value()?;
        vm.call(reject.get().to_value(), JSValue::UNDEFINED, &[error])?;
    }
    // 7. Return promiseCapability.[[Promise]].
    Ok(promise.get().to_value())
}

/// Steps 3-6 of %AsyncIteratorPrototype% [ @@asyncDispose ]: an `Err` is an abrupt
/// completion for IfAbruptRejectPromise.
fn dispose_steps(vm: &mut Vm, this: JSValue, capability: Capability) -> JsResult<()> {
    let this = vm.root_value(this);
    // 3. Let return be Completion(GetMethod(O, "return")).
    let key = PropertyKey::Atom(vm.names.return_);
    let Some(return_method) = vm.get_method(this.get(), key)? else {
        // 5. If return is undefined, then
        //    a. Perform ! Call(promiseCapability.[[Resolve]], undefined, « undefined »).
        vm.call(capability.resolve, JSValue::UNDEFINED, &[JSValue::UNDEFINED])?;
        return Ok(());
    };
    // 6. a. Let result be Completion(Call(return, O, « »)).
    let result = vm.call(return_method.to_value(), this.get(), &[])?;
    // c. Let resultWrapper be Completion(PromiseResolve(%Promise%, result)).
    let wrapper = vm.promise_resolve(result)?;
    let wrapper = vm.rooted(wrapper);
    // e-f. Let onFulfilled be a builtin function (length 1) that returns undefined.
    let name = vm.empty_string().to_value();
    let on_fulfilled = vm.new_native_function_named(name, 1, unwrap, false)?;
    // g. Perform PerformPromiseThen(resultWrapper, onFulfilled, undefined, promiseCapability).
    vm.perform_promise_then(wrapper.get(), on_fulfilled.to_value(), JSValue::UNDEFINED, Some(capability))
}

/// Step 6.e's closure: the result of `return` is dropped.
fn unwrap(_vm: &mut Vm, _args: &CallArgs) -> JsResult<JSValue> {
    Ok(JSValue::UNDEFINED)
}
