//! 27.1.4 Async-from-Sync iterator objects: what `for await` and `yield*` in an async
//! generator use when the iterable only has `Symbol.iterator`. Each method turns the sync
//! iterator's result into a promise of an iterator result, awaiting the value.

use crate::cell::JSType;
use crate::error::{JsResult, Message};
use crate::object::ObjectRef;
use crate::property::PropertyKey;
use crate::runtime::function::CallArgs;
use crate::runtime::promise::Capability;
use crate::runtime::realm::Intrinsic;
use crate::value::JSValue;
use crate::vm::Vm;

/// Internal fields: the sync iterator record.
const SYNC_ITERATOR: usize = 0;
const SYNC_NEXT: usize = 1;

impl Vm {
    /// 27.1.4.1 CreateAsyncFromSyncIterator ( syncIteratorRecord ): the iterator and its
    /// `next` method.
    pub fn create_async_from_sync_iterator(
        &mut self,
        iterator: JSValue,
        next: JSValue,
    ) -> JsResult<(JSValue, JSValue)> {
        let (iterator_root, next_root) = (self.root_value(iterator), self.root_value(next));
        let prototype = self.realm().intrinsic(Intrinsic::AsyncFromSyncIteratorPrototype);
        let structure = self.root_structure(prototype, JSType::AsyncFromSyncIterator, 0, 0)?;
        let object = self.new_object_with_structure(structure)?;
        self.set_internal(object, SYNC_ITERATOR, iterator_root.get());
        self.set_internal(object, SYNC_NEXT, next_root.get());
        let object_root = self.rooted(object);
        let next = self.get(object, PropertyKey::Atom(self.names.next))?;
        Ok((object_root.get().to_value(), next))
    }

    /// Rejects the capability's promise with the pending exception and returns the promise
    /// (IfAbruptRejectPromise).
    fn reject_capability_with_exception(&mut self, capability: Capability) -> JsResult<JSValue> {
        let error = self.take_exception_value()?;
        self.call(capability.reject, JSValue::UNDEFINED, &[error])?;
        Ok(capability.promise)
    }

    fn new_intrinsic_promise_capability(&mut self) -> JsResult<Capability> {
        let constructor = self.realm().intrinsic(Intrinsic::PromiseConstructor);
        self.new_promise_capability(constructor)
    }

    /// 27.1.4.4 AsyncFromSyncIteratorContinuation ( result, promiseCapability,
    /// syncIteratorRecord, closeOnRejection )
    fn async_from_sync_continuation(
        &mut self,
        result: JSValue,
        capability: Capability,
        sync_iterator: JSValue,
        close_on_rejection: bool,
    ) -> JsResult<JSValue> {
        let _roots = [
            self.root_value(capability.promise),
            self.root_value(capability.resolve),
            self.root_value(capability.reject),
        ];
        let sync_root = self.root_value(sync_iterator);
        let result_root = self.root_value(result);
        // 1-4. done and value.
        let done = match self.get_value_property(result, PropertyKey::Atom(self.names.done)) {
            Ok(done) => self.to_boolean(done),
            Err(_) => return self.reject_capability_with_exception(capability),
        };
        let value = match self.get_value_property(result_root.get(), PropertyKey::Atom(self.names.value)) {
            Ok(value) => value,
            Err(_) => return self.reject_capability_with_exception(capability),
        };
        // 5-6. valueWrapper = PromiseResolve(%Promise%, value), closing the iterator if
        // that fails.
        let wrapper = match self.promise_resolve(value) {
            Ok(wrapper) => wrapper,
            Err(_) => {
                if !done && close_on_rejection {
                    let error = self.take_exception_value()?;
                    let error_root = self.root_value(error);
                    self.iterator_close_on_throw(sync_root.get());
                    let _ = self.throw_value(error_root.get());
                }
                return self.reject_capability_with_exception(capability);
            }
        };
        let wrapper_root = self.rooted(wrapper);
        // 7-9. onFulfilled unwraps into an iterator result with `done`.
        let empty = self.empty_string().to_value();
        let on_fulfilled = self.new_native_function_named(empty, 1, unwrap_fulfilled, false)?;
        self.set_native_data(on_fulfilled, 0, JSValue::from_bool(done));
        let fulfilled_root = self.rooted(on_fulfilled);
        // 10-12. onRejected closes the sync iterator, unless it is done.
        let on_rejected = if done || !close_on_rejection {
            JSValue::UNDEFINED
        } else {
            let function = self.new_native_function_named(empty, 1, close_and_rethrow, false)?;
            self.set_native_data(function, 0, sync_root.get());
            function.to_value()
        };
        self.perform_promise_then(wrapper_root.get(), fulfilled_root.get().to_value(), on_rejected, Some(capability))?;
        Ok(capability.promise)
    }
}

fn unwrap_fulfilled(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    let done = vm.native_data(args.callee, 0).is_true();
    let value = args.get(vm, 0);
    Ok(vm.create_iter_result_object(value, done)?.to_value())
}

fn close_and_rethrow(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    let iterator = vm.native_data(args.callee, 0);
    let error = args.get(vm, 0);
    vm.iterator_close_on_throw(iterator);
    Err(vm.throw_value(error))
}

/// The receiver's sync iterator record.
fn sync_record(args: &CallArgs) -> (JSValue, JSValue) {
    let object = ObjectRef::from_value(args.this)
        .filter(|o| o.js_type() == JSType::AsyncFromSyncIterator)
        .expect("%AsyncFromSyncIteratorPrototype% methods are only reachable through such iterators");
    (object.internal(SYNC_ITERATOR), object.internal(SYNC_NEXT))
}

/// 27.1.4.2.1 %AsyncFromSyncIteratorPrototype%.next ( \[ value \] )
pub fn async_from_sync_next(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    let (iterator, next) = sync_record(args);
    let capability = vm.new_intrinsic_promise_capability()?;
    let _roots =
        [vm.root_value(capability.promise), vm.root_value(capability.resolve), vm.root_value(capability.reject)];
    let arguments: Vec<JSValue> = if args.is_empty() { Vec::new() } else { vec![args.get(vm, 0)] };
    let result = vm.call(next, iterator, &arguments).and_then(|result| {
        if ObjectRef::from_value(result).is_none() {
            let detail = vm.describe_value(result);
            return Err(vm.throw_error_with(Message::IteratorResultNotObject, detail));
        }
        Ok(result)
    });
    match result {
        Ok(result) => vm.async_from_sync_continuation(result, capability, iterator, true),
        Err(_) => vm.reject_capability_with_exception(capability),
    }
}

/// 27.1.4.2.2 %AsyncFromSyncIteratorPrototype%.return ( \[ value \] )
pub fn async_from_sync_return(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    let (iterator, _) = sync_record(args);
    let capability = vm.new_intrinsic_promise_capability()?;
    let _roots =
        [vm.root_value(capability.promise), vm.root_value(capability.resolve), vm.root_value(capability.reject)];
    let method = match vm.get_method(iterator, PropertyKey::Atom(vm.names.return_)) {
        Ok(method) => method,
        Err(_) => return vm.reject_capability_with_exception(capability),
    };
    let Some(method) = method else {
        // 7. No `return`: the iteration is simply over.
        let result = vm.create_iter_result_object(args.get(vm, 0), true)?;
        vm.call(capability.resolve, JSValue::UNDEFINED, &[result.to_value()])?;
        return Ok(capability.promise);
    };
    let arguments: Vec<JSValue> = if args.is_empty() { Vec::new() } else { vec![args.get(vm, 0)] };
    let result = vm.call(method.to_value(), iterator, &arguments).and_then(|result| {
        if ObjectRef::from_value(result).is_none() {
            let detail = vm.describe_value(result);
            return Err(vm.throw_error_with(Message::IteratorResultNotObject, detail));
        }
        Ok(result)
    });
    match result {
        Ok(result) => vm.async_from_sync_continuation(result, capability, iterator, false),
        Err(_) => vm.reject_capability_with_exception(capability),
    }
}

/// 27.1.4.2.3 %AsyncFromSyncIteratorPrototype%.throw ( \[ value \] )
pub fn async_from_sync_throw(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    let (iterator, _) = sync_record(args);
    let capability = vm.new_intrinsic_promise_capability()?;
    let _roots =
        [vm.root_value(capability.promise), vm.root_value(capability.resolve), vm.root_value(capability.reject)];
    let method = match vm.get_method(iterator, PropertyKey::Atom(vm.names.throw)) {
        Ok(method) => method,
        Err(_) => return vm.reject_capability_with_exception(capability),
    };
    let Some(method) = method else {
        // 7. No `throw`: close the iterator, then reject with a TypeError (the protocol
        // was violated).
        if vm.iterator_close(iterator).is_err() {
            return vm.reject_capability_with_exception(capability);
        }
        let _ = vm.throw_error_with(Message::ThrowTypeError, "The iterator does not provide a 'throw' method");
        return vm.reject_capability_with_exception(capability);
    };
    let result = vm.call(method.to_value(), iterator, &[args.get(vm, 0)]).and_then(|result| {
        if ObjectRef::from_value(result).is_none() {
            let detail = vm.describe_value(result);
            return Err(vm.throw_error_with(Message::IteratorResultNotObject, detail));
        }
        Ok(result)
    });
    match result {
        Ok(result) => vm.async_from_sync_continuation(result, capability, iterator, true),
        Err(_) => vm.reject_capability_with_exception(capability),
    }
}
