//! Explicit resource management (ES2026): the DisposeCapability Records and their
//! operations (AddDisposableResource, DisposeResources, GetDisposeMethod) that `using` and
//! `await using` declarations, DisposableStack and AsyncDisposableStack share.
//!
//! A DisposeCapability's \[\[DisposableResourceStack\]\] is an internal array with a null
//! prototype, never exposed to JavaScript, holding three elements per DisposableResource:
//!
//! ```text
//!   [ value₀, method₀, hint₀, value₁, method₁, hint₁, ... ]     hint: 0 sync, 1 async
//! ```
//!
//! DisposeResources runs synchronously for a sync-dispose capability
//! ([`Vm::dispose_resources`]). With async-dispose resources it has to await between
//! disposals, which native code cannot do on its own stack: [`Vm::dispose_resources_async`]
//! runs it as a state machine whose steps are promise reactions, and hands back a promise
//! of its completion, which the caller awaits (`disposeAsync` returns it; an `await using`
//! scope awaits it). Its awaits are the specification's; the scope's await of the promise
//! adds one more turn of the job queue before the code after the scope runs.

use crate::cell::JSType;
use crate::error::{JsResult, Message};
use crate::object::ObjectRef;
use crate::property::{Attributes, PropertyKey};
use crate::runtime::function::CallArgs;
use crate::runtime::realm::Intrinsic;
use crate::structure::DEFAULT_INLINE_CAPACITY;
use crate::value::JSValue;
use crate::vm::Vm;

/// A DisposableResource's \[\[Hint\]\].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DisposeHint {
    SyncDispose = 0,
    AsyncDispose = 1,
}

/// Elements per resource in the resource array.
const RECORD: u32 = 3;

/// The state of an asynchronous DisposeResources, an internal array of these slots.
const STATE_RESOURCES: u32 = 0;
/// How many resources are left to dispose (they are the first ones of the array).
const STATE_REMAINING: u32 = 1;
/// Whether the completion is a throw completion, and its value.
const STATE_HAS_ERROR: u32 = 2;
const STATE_ERROR: u32 = 3;
const STATE_NEEDS_AWAIT: u32 = 4;
const STATE_HAS_AWAITED: u32 = 5;
/// The promise of the completion and its resolving functions.
const STATE_PROMISE: u32 = 6;
const STATE_RESOLVE: u32 = 7;
const STATE_REJECT: u32 = 8;
const STATE_SLOTS: u32 = 9;

impl Vm {
    /// NewDisposeCapability ( ): an empty resource array. May collect.
    pub fn new_dispose_capability(&mut self) -> JsResult<ObjectRef> {
        self.new_array(JSValue::NULL, 0)
    }

    /// AddDisposableResource ( disposeCapability, V, hint [ , method ] ). With `method`,
    /// `value` is undefined and the method is called with undefined as its this. May run
    /// JavaScript (the getters of `@@dispose` / `@@asyncDispose`).
    pub fn add_disposable_resource(
        &mut self,
        resources: ObjectRef,
        value: JSValue,
        hint: DisposeHint,
        method: Option<JSValue>,
    ) -> JsResult<()> {
        let resources_root = self.rooted(resources);
        let (value, method) = match method {
            // 1. If method is not present, then
            None => {
                // a. If V is either null or undefined and hint is sync-dispose, return unused.
                if value.is_undefined_or_null() && hint == DisposeHint::SyncDispose {
                    return Ok(());
                }
                // c. Let resource be ? CreateDisposableResource(V, hint).
                self.create_disposable_resource(value, hint)?
            }
            // 2. Else, let resource be ? CreateDisposableResource(undefined, hint, method).
            Some(method) => {
                if !self.is_callable(method) {
                    let detail = self.describe_value(method);
                    return Err(self.throw_error_with(Message::NotAFunction, detail));
                }
                (JSValue::UNDEFINED, method)
            }
        };
        // 3. Append resource to disposeCapability.[[DisposableResourceStack]].
        let (value_root, method_root) = (self.root_value(value), self.root_value(method));
        let resources = resources_root.get();
        let length = self.array_length(resources);
        self.put_index(resources, length, value_root.get())?;
        self.put_index(resources, length + 1, method_root.get())?;
        self.put_index(resources, length + 2, JSValue::from_i32(hint as i32))
    }

    /// CreateDisposableResource ( V, hint ) without a method: the value and its dispose
    /// method (both undefined for a null or undefined value).
    fn create_disposable_resource(&mut self, value: JSValue, hint: DisposeHint) -> JsResult<(JSValue, JSValue)> {
        // a. If V is either null or undefined, then set V and method to undefined.
        if value.is_undefined_or_null() {
            return Ok((JSValue::UNDEFINED, JSValue::UNDEFINED));
        }
        // b. i. If V is not an Object, throw a TypeError exception.
        if ObjectRef::from_value(value).is_none() {
            let detail = format!("{} is not an object and cannot be disposed", self.describe_value(value));
            return Err(self.throw_error_with(Message::ThrowTypeError, detail));
        }
        let value_root = self.root_value(value);
        // ii. Let method be ? GetDisposeMethod(V, hint).
        let method = self.get_dispose_method(value, hint)?;
        // iii. If method is undefined, throw a TypeError exception.
        if method.is_undefined() {
            let name = if hint == DisposeHint::AsyncDispose { "Symbol.asyncDispose" } else { "Symbol.dispose" };
            let detail = format!("{} has no [{name}] method", self.describe_value(value_root.get()));
            return Err(self.throw_error_with(Message::ThrowTypeError, detail));
        }
        Ok((value_root.get(), method))
    }

    /// GetDisposeMethod ( V, hint )
    fn get_dispose_method(&mut self, value: JSValue, hint: DisposeHint) -> JsResult<JSValue> {
        let value_root = self.root_value(value);
        // 1. If hint is async-dispose, then
        if hint == DisposeHint::AsyncDispose {
            // a. Let method be ? GetMethod(V, @@asyncDispose).
            if let Some(method) = self.get_method(value, PropertyKey::Symbol(self.symbols.async_dispose))? {
                return Ok(method.to_value());
            }
            // b. If method is undefined, then
            //    i. Set method to ? GetMethod(V, @@dispose).
            let Some(method) = self.get_method(value_root.get(), PropertyKey::Symbol(self.symbols.dispose))? else {
                return Ok(JSValue::UNDEFINED);
            };
            // ii. If method is not undefined, then
            //     1-3. Let closure be an Abstract Closure calling method and returning a
            //     promise of undefined; return CreateBuiltinFunction(closure, 0, "", « »).
            let method_root = self.rooted(method);
            let name = self.empty_string().to_value();
            let closure = self.new_native_function_named(name, 0, sync_dispose_as_async, false)?;
            self.set_native_data(closure, 0, method_root.get().to_value());
            return Ok(closure.to_value());
        }
        // 2. Else, let method be ? GetMethod(V, @@dispose).
        let method = self.get_method(value_root.get(), PropertyKey::Symbol(self.symbols.dispose))?;
        // 3. Return method.
        Ok(method.map_or(JSValue::UNDEFINED, ObjectRef::to_value))
    }

    /// DisposeResources ( disposeCapability, completion ) for a capability whose resources
    /// are all sync-dispose. `error` is the value of a throw completion, `None` for any
    /// other completion (which the caller keeps). Returns the completion: `Err` with the
    /// pending exception if it is a throw completion.
    pub fn dispose_resources(&mut self, resources: ObjectRef, error: Option<JSValue>) -> JsResult<()> {
        let resources_root = self.rooted(resources);
        let mut error_root = error.map(|error| self.root_value(error));
        // 3. For each element resource of disposeCapability.[[DisposableResourceStack]], in
        //    reverse list order, do
        let mut remaining = self.array_length(resources) / RECORD;
        while remaining > 0 {
            remaining -= 1;
            let (value, method, _) = resource_at(self, resources_root.get(), remaining);
            // c. If method is not undefined, then
            if method.is_undefined() {
                continue;
            }
            // i. Let result be Completion(Call(method, value)).
            if self.call(method, value, &[]).is_err() {
                let thrown = self.take_exception_value()?;
                // iii. If result is a throw completion, then fold it into completion.
                let folded = self.fold_dispose_error(thrown, error_root.as_ref().map(|root| root.get()))?;
                error_root = Some(self.root_value(folded));
            }
        }
        // 6. Set disposeCapability.[[DisposableResourceStack]] to a new empty List.
        self.set_array_length(resources_root.get(), 0)?;
        // 7. Return ? completion.
        match error_root {
            Some(error) => Err(self.throw_value(error.get())),
            None => Ok(()),
        }
    }

    /// DisposeResources step 3.c.iii: a disposal threw `thrown`. If the completion was
    /// already a throw completion with `suppressed`, the new completion's value is a
    /// SuppressedError of the two; otherwise it is `thrown`.
    fn fold_dispose_error(&mut self, thrown: JSValue, suppressed: Option<JSValue>) -> JsResult<JSValue> {
        match suppressed {
            // 1. a-d. Let error be a newly created SuppressedError object with "error"
            //    result.[[Value]] and "suppressed" completion.[[Value]].
            Some(suppressed) => Ok(self.new_suppressed_error(thrown, suppressed)?.to_value()),
            // 2. Else, set completion to result.
            None => Ok(thrown),
        }
    }

    /// A SuppressedError object with own `error` and `suppressed` data properties (and the
    /// `stack` every error gets), inheriting from the current realm's
    /// %SuppressedError.prototype%. May collect.
    pub fn new_suppressed_error(&mut self, error: JSValue, suppressed: JSValue) -> JsResult<ObjectRef> {
        let (error_root, suppressed_root) = (self.root_value(error), self.root_value(suppressed));
        let prototype = self.realm().intrinsic(Intrinsic::SuppressedErrorPrototype);
        let structure = self.root_structure(prototype, JSType::Error, DEFAULT_INLINE_CAPACITY, 0)?;
        let object = self.new_object_with_structure(structure)?;
        let object_root = self.rooted(object);
        self.init_suppressed_error(object, error_root.get(), suppressed_root.get())?;
        let stack = self.stack_for_new_error("SuppressedError", "");
        let stack = self.new_string(&stack)?;
        let key = PropertyKey::Atom(self.names.stack);
        self.define_own_property(object_root.get(), key, stack.to_value(), Attributes::HIDDEN)?;
        Ok(object_root.get())
    }

    /// SuppressedError ( error, suppressed, message ) steps 5-6: the `error` and
    /// `suppressed` properties, non-enumerable. May collect.
    pub fn init_suppressed_error(&mut self, object: ObjectRef, error: JSValue, suppressed: JSValue) -> JsResult<()> {
        let (object_root, suppressed_root) = (self.rooted(object), self.root_value(suppressed));
        let error_key = PropertyKey::Atom(self.atom("error")?);
        self.define_own_property(object_root.get(), error_key, error, Attributes::HIDDEN)?;
        let suppressed_key = PropertyKey::Atom(self.atom("suppressed")?);
        self.define_own_property(object_root.get(), suppressed_key, suppressed_root.get(), Attributes::HIDDEN)?;
        Ok(())
    }

    /// DisposeResources ( disposeCapability, completion ) for a capability that may hold
    /// async-dispose resources: starts disposing and returns a promise (of %Promise%) that
    /// fulfills with undefined when the completion is normal and rejects with its value when
    /// it is a throw completion. `error` is the value of the incoming throw completion, if
    /// any. The resources are taken from `resources`, which is left empty. May collect.
    pub fn dispose_resources_async(&mut self, resources: ObjectRef, error: Option<JSValue>) -> JsResult<ObjectRef> {
        let resources_root = self.rooted(resources);
        let error_root = self.root_value(error.unwrap_or(JSValue::UNDEFINED));
        let promise = self.new_promise()?;
        let promise_root = self.rooted(promise);
        let (resolve, reject) = self.create_resolving_functions(promise)?;
        let (resolve_root, reject_root) = (self.rooted(resolve), self.rooted(reject));
        // The resources move to the state: the capability's list is empty from now on (6).
        let length = self.array_length(resources_root.get());
        let mut taken = Vec::with_capacity(length as usize);
        for index in 0..length {
            taken.push(element(self, resources_root.get(), index));
        }
        let taken_roots: Vec<_> = taken.iter().map(|&value| self.root_value(value)).collect();
        let list = self.new_array(JSValue::NULL, 0)?;
        let list_root = self.rooted(list);
        for (index, value) in taken_roots.iter().enumerate() {
            self.put_index(list_root.get(), index as u32, value.get())?;
        }
        self.set_array_length(resources_root.get(), 0)?;
        let state = self.new_array(JSValue::NULL, STATE_SLOTS)?;
        let state_root = self.rooted(state);
        let slots = [
            (STATE_RESOURCES, list_root.get().to_value()),
            (STATE_REMAINING, JSValue::from_i32((length / RECORD) as i32)),
            (STATE_HAS_ERROR, JSValue::from_bool(error.is_some())),
            (STATE_ERROR, error_root.get()),
            // 1. Let needsAwait be false. 2. Let hasAwaited be false.
            (STATE_NEEDS_AWAIT, JSValue::FALSE),
            (STATE_HAS_AWAITED, JSValue::FALSE),
            (STATE_PROMISE, promise_root.get().to_value()),
            (STATE_RESOLVE, resolve_root.get().to_value()),
            (STATE_REJECT, reject_root.get().to_value()),
        ];
        for (slot, value) in slots {
            self.put_index(state_root.get(), slot, value)?;
        }
        self.async_dispose_step(state_root.get())?;
        Ok(promise_root.get())
    }

    /// Runs DisposeResources from where `state` stands until it awaits or completes.
    fn async_dispose_step(&mut self, state: ObjectRef) -> JsResult<()> {
        let state_root = self.rooted(state);
        let slot = |vm: &Vm, index: u32| element(vm, state_root.get(), index);
        loop {
            let remaining = slot(self, STATE_REMAINING).as_int32() as u32;
            let needs_await = slot(self, STATE_NEEDS_AWAIT).is_true();
            let has_awaited = slot(self, STATE_HAS_AWAITED).is_true();
            if remaining == 0 {
                // 4. If needsAwait is true and hasAwaited is false, then
                //    a. Perform ! Await(undefined).
                if needs_await && !has_awaited {
                    self.put_index(state_root.get(), STATE_NEEDS_AWAIT, JSValue::FALSE)?;
                    return self.async_dispose_await(state_root.get(), JSValue::UNDEFINED);
                }
                // 7. Return ? completion.
                return self.async_dispose_finish(state_root.get());
            }
            let resources = ObjectRef::from_value(slot(self, STATE_RESOURCES)).expect("the resource list");
            let (value, method, hint) = resource_at(self, resources, remaining - 1);
            // b. If hint is sync-dispose and needsAwait is true and hasAwaited is false, then
            //    i. Perform ! Await(undefined). ii. Set needsAwait to false.
            if hint == DisposeHint::SyncDispose && needs_await && !has_awaited {
                self.put_index(state_root.get(), STATE_NEEDS_AWAIT, JSValue::FALSE)?;
                return self.async_dispose_await(state_root.get(), JSValue::UNDEFINED);
            }
            self.put_index(state_root.get(), STATE_REMAINING, JSValue::from_i32(remaining as i32 - 1))?;
            // c. If method is not undefined, then
            if !method.is_undefined() {
                // i. Let result be Completion(Call(method, value)).
                match self.call(method, value, &[]) {
                    // ii. If result is a normal completion and hint is async-dispose, then
                    //     1. Set result to Completion(Await(result.[[Value]])).
                    //     2. Set hasAwaited to true.
                    Ok(result) if hint == DisposeHint::AsyncDispose => {
                        let result = self.root_value(result);
                        self.put_index(state_root.get(), STATE_HAS_AWAITED, JSValue::TRUE)?;
                        return self.async_dispose_await(state_root.get(), result.get());
                    }
                    Ok(_) => {}
                    // iii. If result is a throw completion, fold it into completion.
                    Err(_) => {
                        let thrown = self.take_exception_value()?;
                        self.async_dispose_record_error(state_root.get(), thrown)?;
                    }
                }
            } else {
                // d. Else, i. Assert: hint is async-dispose. ii. Set needsAwait to true.
                self.put_index(state_root.get(), STATE_NEEDS_AWAIT, JSValue::TRUE)?;
            }
        }
    }

    /// Await(value) inside the state machine: the next step runs when the promise settles.
    fn async_dispose_await(&mut self, state: ObjectRef, value: JSValue) -> JsResult<()> {
        let state_root = self.rooted(state);
        // Await step 2: Let promise be ? PromiseResolve(%Promise%, value).
        let promise = match self.promise_resolve(value) {
            Ok(promise) => promise,
            Err(_) => {
                // The await completes abruptly: that is the disposal's result.
                let thrown = self.take_exception_value()?;
                self.async_dispose_record_error(state_root.get(), thrown)?;
                return self.async_dispose_step(state_root.get());
            }
        };
        let promise_root = self.rooted(promise);
        let name = self.empty_string().to_value();
        let on_fulfilled = self.new_native_function_named(name, 1, async_dispose_fulfilled, false)?;
        self.set_native_data(on_fulfilled, 0, state_root.get().to_value());
        let fulfilled_root = self.rooted(on_fulfilled);
        let on_rejected = self.new_native_function_named(name, 1, async_dispose_rejected, false)?;
        self.set_native_data(on_rejected, 0, state_root.get().to_value());
        self.perform_promise_then(promise_root.get(), fulfilled_root.get().to_value(), on_rejected.to_value(), None)
    }

    /// DisposeResources step 3.c.iii in the state machine.
    fn async_dispose_record_error(&mut self, state: ObjectRef, thrown: JSValue) -> JsResult<()> {
        let state_root = self.rooted(state);
        let has_error = self.get_own_index(state, STATE_HAS_ERROR).is_some_and(|e| e.0.is_true());
        let previous = element(self, state, STATE_ERROR);
        let folded = self.fold_dispose_error(thrown, has_error.then_some(previous))?;
        self.put_index(state_root.get(), STATE_ERROR, folded)?;
        self.put_index(state_root.get(), STATE_HAS_ERROR, JSValue::TRUE)
    }

    /// DisposeResources step 7: settles the promise with the completion.
    fn async_dispose_finish(&mut self, state: ObjectRef) -> JsResult<()> {
        let (has_error, error) = (element(self, state, STATE_HAS_ERROR).is_true(), element(self, state, STATE_ERROR));
        let (resolve, reject) = (element(self, state, STATE_RESOLVE), element(self, state, STATE_REJECT));
        if has_error {
            self.call(reject, JSValue::UNDEFINED, &[error])?;
        } else {
            self.call(resolve, JSValue::UNDEFINED, &[JSValue::UNDEFINED])?;
        }
        Ok(())
    }

    /// Runs a step of the state machine from a promise reaction: an exception of the
    /// machinery itself (out of memory) rejects the disposal's promise.
    fn async_dispose_resume(&mut self, state: ObjectRef) -> JsResult<JSValue> {
        let state_root = self.rooted(state);
        if self.async_dispose_step(state).is_err() {
            let error = self.take_exception_value()?;
            let reject = element(self, state_root.get(), STATE_REJECT);
            self.call(reject, JSValue::UNDEFINED, &[error])?;
        }
        Ok(JSValue::UNDEFINED)
    }
}

/// Resource `index` of a resource array: its value, method and hint.
fn resource_at(vm: &Vm, resources: ObjectRef, index: u32) -> (JSValue, JSValue, DisposeHint) {
    let field = |offset: u32| element(vm, resources, index * RECORD + offset);
    let hint = if field(2).as_int32() == DisposeHint::AsyncDispose as i32 {
        DisposeHint::AsyncDispose
    } else {
        DisposeHint::SyncDispose
    };
    (field(0), field(1), hint)
}

/// Element `index` of an internal array (a state or resource array): these arrays are
/// dense and have a null prototype, so reading one runs nothing.
fn element(vm: &Vm, array: ObjectRef, index: u32) -> JSValue {
    vm.get_own_index(array, index).map_or(JSValue::UNDEFINED, |entry| entry.0)
}

/// GetDisposeMethod step 1.b.ii.1: the closure that calls a sync `@@dispose` method for an
/// async-dispose resource and returns a promise of undefined.
fn sync_dispose_as_async(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    let method = vm.native_data(args.callee, 0);
    // a. Let O be the this value.
    let this = args.this;
    // b. Let promiseCapability be ! NewPromiseCapability(%Promise%).
    let promise = vm.new_promise()?;
    let promise_root = vm.rooted(promise);
    // c. Let result be Completion(Call(method, O)).
    match vm.call(method, this, &[]) {
        // e. Perform ? Call(promiseCapability.[[Resolve]], undefined, « undefined »).
        Ok(_) => vm.resolve_promise(promise_root.get(), JSValue::UNDEFINED)?,
        // d. IfAbruptRejectPromise(result, promiseCapability).
        Err(_) => {
            let error = vm.take_exception_value()?;
            vm.reject_promise(promise_root.get(), error);
        }
    }
    // f. Return promiseCapability.[[Promise]].
    Ok(promise_root.get().to_value())
}

/// The fulfilled reaction of an await in DisposeResources: go on with the next resource.
fn async_dispose_fulfilled(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    let state = ObjectRef::from_value(vm.native_data(args.callee, 0)).expect("a disposal state");
    vm.async_dispose_resume(state)
}

/// The rejected reaction of an await in DisposeResources: the disposal threw.
fn async_dispose_rejected(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    let state = ObjectRef::from_value(vm.native_data(args.callee, 0)).expect("a disposal state");
    let state_root = vm.rooted(state);
    let thrown = args.get(vm, 0);
    if vm.async_dispose_record_error(state, thrown).is_err() {
        let error = vm.take_exception_value()?;
        let reject = element(vm, state_root.get(), STATE_REJECT);
        vm.call(reject, JSValue::UNDEFINED, &[error])?;
        return Ok(JSValue::UNDEFINED);
    }
    vm.async_dispose_resume(state_root.get())
}
