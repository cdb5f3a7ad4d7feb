//! 10.5 Proxy Object Internal Methods and Internal Slots.
//!
//! A proxy is a `JSType::Proxy` object with two internal fields, \[\[ProxyTarget\]\] and
//! \[\[ProxyHandler\]\]; revoking it stores null in both. Its structure is a root structure
//! with no properties and a null prototype that never changes, so every structure-keyed
//! fast path (inline caches, `get_own_property`) sees an empty object: the object
//! operations in `object_ops.rs` send a proxy here before any of them, and the caches
//! refuse non-ordinary objects. Whether the proxy has \[\[Call\]\] and \[\[Construct\]\] is
//! decided once, at creation, and kept in the header's type flags.
//!
//! Each internal method calls the handler's trap and then checks the invariants of
//! 6.1.7.3 against the target, step by step as the specification has them. A chain of
//! proxies (or a trap that recurses) nests Rust calls, so every method counts against the
//! VM's native depth and throws a RangeError past it instead of exhausting the Rust stack.

use std::collections::HashSet;

use crate::cell::JSType;
use crate::error::{JsResult, Message};
use crate::heap::Rooted;
use crate::object::ObjectRef;
use crate::property::PropertyKey;
use crate::runtime::descriptor::PropertyDescriptor;
use crate::runtime::object_ops::{is_compatible_property_descriptor, same_value};
use crate::string::StringRef;
use crate::value::JSValue;
use crate::vm::Vm;

/// Internal field: \[\[ProxyTarget\]\], an object or null once revoked.
pub const PROXY_TARGET: usize = 0;
/// Internal field: \[\[ProxyHandler\]\], an object or null once revoked.
pub const PROXY_HANDLER: usize = 1;

/// The longest list an `ownKeys` trap may return: an implementation limit (a RangeError
/// past it), so that a hostile array-like with a huge length fails at once instead of
/// running its getters billions of times. The register file bounds argument lists alike.
pub const MAX_TRAP_KEYS: u64 = 1 << 22;

/// Type flag: the proxy has a \[\[Call\]\] internal method (its target was callable).
pub const PROXY_IS_CALLABLE: u8 = 1;
/// Type flag: the proxy has a \[\[Construct\]\] internal method (its target was a constructor).
pub const PROXY_IS_CONSTRUCTOR: u8 = 2;

impl ObjectRef {
    /// Whether this object is a Proxy exotic object.
    #[inline(always)]
    pub fn is_proxy(self) -> bool {
        self.js_type() == JSType::Proxy
    }

    /// \[\[ProxyTarget\]\], or `None` once the proxy is revoked.
    pub fn proxy_target(self) -> Option<ObjectRef> {
        debug_assert!(self.is_proxy());
        ObjectRef::from_value(self.internal(PROXY_TARGET))
    }

    /// \[\[ProxyHandler\]\], or `None` once the proxy is revoked.
    pub fn proxy_handler(self) -> Option<ObjectRef> {
        debug_assert!(self.is_proxy());
        ObjectRef::from_value(self.internal(PROXY_HANDLER))
    }
}

/// The target and handler of a proxy that is not revoked, rooted.
struct Parts {
    target: Rooted<ObjectRef>,
    handler: Rooted<ObjectRef>,
}

/// Roots for the values a descriptor holds.
type DescriptorRoots = [Rooted<JSValue>; 3];

impl Vm {
    /// 10.5.14 ProxyCreate ( target, handler ). May collect.
    pub fn proxy_create(&mut self, target: JSValue, handler: JSValue) -> JsResult<ObjectRef> {
        // 1. If target is not an Object, throw a TypeError exception.
        // 2. If handler is not an Object, throw a TypeError exception.
        let (Some(target_object), Some(_)) = (ObjectRef::from_value(target), ObjectRef::from_value(handler)) else {
            return Err(self.throw_error(Message::ProxyArguments));
        };
        // 7. If IsCallable(target) is true, then set P.[[Call]] (and [[Construct]] if
        //    IsConstructor(target) is true).
        let mut flags = 0;
        if target_object.is_callable() {
            flags |= PROXY_IS_CALLABLE;
            if self.is_constructor(target) {
                flags |= PROXY_IS_CONSTRUCTOR;
            }
        }
        let (target_root, handler_root) = (self.root_value(target), self.root_value(handler));
        // 3. Let P be MakeBasicObject(« [[ProxyHandler]], [[ProxyTarget]] »).
        let structure = self.root_structure(JSValue::NULL, JSType::Proxy, 0, 0)?;
        let proxy = self.new_object_with_structure(structure)?;
        proxy.set_type_flags(flags);
        // 8-9. Set P.[[ProxyTarget]] to target and P.[[ProxyHandler]] to handler.
        self.set_internal(proxy, PROXY_TARGET, target_root.get());
        self.set_internal(proxy, PROXY_HANDLER, handler_root.get());
        Ok(proxy)
    }

    /// The revocation of 28.2.2.1.1: \[\[ProxyTarget\]\] and \[\[ProxyHandler\]\] become null.
    pub fn proxy_revoke(&self, proxy: ObjectRef) {
        self.set_internal(proxy, PROXY_TARGET, JSValue::NULL);
        self.set_internal(proxy, PROXY_HANDLER, JSValue::NULL);
    }

    /// 10.5.14 ValidateNonRevokedProxy, then the target and handler.
    fn proxy_parts(&mut self, proxy: ObjectRef, operation: &str) -> JsResult<Parts> {
        match (proxy.proxy_target(), proxy.proxy_handler()) {
            (Some(target), Some(handler)) => Ok(Parts { target: self.rooted(target), handler: self.rooted(handler) }),
            _ => Err(self.throw_error_with(Message::ProxyRevoked, operation)),
        }
    }

    /// GetMethod(handler, name), rooted.
    fn proxy_trap(&mut self, parts: &Parts, name: StringRef) -> JsResult<Option<Rooted<ObjectRef>>> {
        let trap = self.get_method(parts.handler.get().to_value(), PropertyKey::Atom(name))?;
        Ok(trap.map(|trap| self.rooted(trap)))
    }

    /// Call(trap, handler, args).
    fn call_trap(&mut self, trap: &Rooted<ObjectRef>, parts: &Parts, args: &[JSValue]) -> JsResult<JSValue> {
        self.call(trap.get().to_value(), parts.handler.get().to_value(), args)
    }

    /// Runs one proxy internal method, counted against the native depth: proxy chains and
    /// recursive traps end in a RangeError, not a Rust stack overflow.
    fn proxy_guarded<T>(&mut self, method: impl FnOnce(&mut Vm) -> JsResult<T>) -> JsResult<T> {
        if self.native_calls_too_deep() {
            return Err(self.throw_error(Message::StackOverflow));
        }
        self.native_depth += 1;
        let result = method(self);
        self.native_depth -= 1;
        result
    }

    fn proxy_invariant(&mut self, detail: &str) -> crate::error::Throw {
        self.throw_error_with(Message::ProxyInvariant, detail)
    }

    fn root_descriptor(&self, descriptor: &Option<PropertyDescriptor>) -> DescriptorRoots {
        let values = descriptor.map_or([JSValue::UNDEFINED; 3], |d| d.values());
        values.map(|value| self.root_value(value))
    }

    /// 7.2.5 IsExtensible ( O ): \[\[IsExtensible\]\], which only a proxy can make throw.
    pub fn object_is_extensible(&mut self, object: ObjectRef) -> JsResult<bool> {
        if object.is_proxy() {
            return self.proxy_is_extensible(object);
        }
        Ok(self.is_extensible(object))
    }

    /// 7.2.2 IsArray ( argument )
    pub fn is_array_value(&mut self, value: JSValue) -> JsResult<bool> {
        let Some(mut object) = ObjectRef::from_value(value) else { return Ok(false) };
        // A loop, not recursion: a chain of proxies only reads internal fields.
        loop {
            // 2. If argument is an Array exotic object, return true.
            if object.js_type() == JSType::Array {
                return Ok(true);
            }
            // 3. If argument is a Proxy exotic object, then
            if !object.is_proxy() {
                return Ok(false);
            }
            // a. Perform ? ValidateNonRevokedProxy(argument).
            // b-c. Return ? IsArray(argument.[[ProxyTarget]]).
            match object.proxy_target() {
                Some(target) => object = target,
                None => return Err(self.throw_error_with(Message::ProxyRevoked, "IsArray")),
            }
        }
    }

    /// 10.5.1 \[\[GetPrototypeOf\]\] ( )
    pub(crate) fn proxy_get_prototype_of(&mut self, proxy: ObjectRef) -> JsResult<JSValue> {
        self.proxy_guarded(|vm| {
            // 1-4. Perform ? ValidateNonRevokedProxy(O); target and handler.
            let parts = vm.proxy_parts(proxy, "getPrototypeOf")?;
            // 5. Let trap be ? GetMethod(handler, "getPrototypeOf").
            let Some(trap) = vm.proxy_trap(&parts, vm.names.get_prototype_of)? else {
                // 6. If trap is undefined, return ? target.[[GetPrototypeOf]]().
                return vm.get_prototype_of(parts.target.get());
            };
            // 7. Let handlerProto be ? Call(trap, handler, « target »).
            let handler_proto = vm.call_trap(&trap, &parts, &[parts.target.get().to_value()])?;
            // 8. If handlerProto is not an Object and not null, throw a TypeError exception.
            if !handler_proto.is_null() && ObjectRef::from_value(handler_proto).is_none() {
                return Err(vm.proxy_invariant("getPrototypeOf trap returned neither an object nor null"));
            }
            let handler_proto = vm.root_value(handler_proto);
            // 9. Let extensibleTarget be ? IsExtensible(target).
            // 10. If extensibleTarget is true, return handlerProto.
            if vm.object_is_extensible(parts.target.get())? {
                return Ok(handler_proto.get());
            }
            // 11. Let targetProto be ? target.[[GetPrototypeOf]]().
            let target_proto = vm.get_prototype_of(parts.target.get())?;
            // 12. If SameValue(handlerProto, targetProto) is false, throw a TypeError exception.
            if !same_value(handler_proto.get(), target_proto) {
                return Err(vm.proxy_invariant(
                    "getPrototypeOf trap result differs from the prototype of a non-extensible target",
                ));
            }
            // 13. Return handlerProto.
            Ok(handler_proto.get())
        })
    }

    /// 10.5.2 \[\[SetPrototypeOf\]\] ( V )
    pub(crate) fn proxy_set_prototype_of(&mut self, proxy: ObjectRef, prototype: JSValue) -> JsResult<bool> {
        self.proxy_guarded(|vm| {
            let prototype = vm.root_value(prototype);
            // 1-4. Perform ? ValidateNonRevokedProxy(O); target and handler.
            let parts = vm.proxy_parts(proxy, "setPrototypeOf")?;
            // 5. Let trap be ? GetMethod(handler, "setPrototypeOf").
            let Some(trap) = vm.proxy_trap(&parts, vm.names.set_prototype_of)? else {
                // 6. If trap is undefined, return ? target.[[SetPrototypeOf]](V).
                return vm.set_prototype_of(parts.target.get(), prototype.get());
            };
            // 7. Let booleanTrapResult be ToBoolean(? Call(trap, handler, « target, V »)).
            let result = vm.call_trap(&trap, &parts, &[parts.target.get().to_value(), prototype.get()])?;
            // 8. If booleanTrapResult is false, return false.
            if !vm.to_boolean(result) {
                return Ok(false);
            }
            // 9. Let extensibleTarget be ? IsExtensible(target).
            // 10. If extensibleTarget is true, return true.
            if vm.object_is_extensible(parts.target.get())? {
                return Ok(true);
            }
            // 11. Let targetProto be ? target.[[GetPrototypeOf]]().
            let target_proto = vm.get_prototype_of(parts.target.get())?;
            // 12. If SameValue(V, targetProto) is false, throw a TypeError exception.
            if !same_value(prototype.get(), target_proto) {
                return Err(vm.proxy_invariant("setPrototypeOf trap changed the prototype of a non-extensible target"));
            }
            // 13. Return true.
            Ok(true)
        })
    }

    /// 10.5.3 \[\[IsExtensible\]\] ( )
    pub(crate) fn proxy_is_extensible(&mut self, proxy: ObjectRef) -> JsResult<bool> {
        self.proxy_guarded(|vm| {
            // 1-4. Perform ? ValidateNonRevokedProxy(O); target and handler.
            let parts = vm.proxy_parts(proxy, "isExtensible")?;
            // 5. Let trap be ? GetMethod(handler, "isExtensible").
            let Some(trap) = vm.proxy_trap(&parts, vm.names.is_extensible)? else {
                // 6. If trap is undefined, return ? IsExtensible(target).
                return vm.object_is_extensible(parts.target.get());
            };
            // 7. Let booleanTrapResult be ToBoolean(? Call(trap, handler, « target »)).
            let result = vm.call_trap(&trap, &parts, &[parts.target.get().to_value()])?;
            let result = vm.to_boolean(result);
            // 8. Let targetResult be ? IsExtensible(target).
            let target_result = vm.object_is_extensible(parts.target.get())?;
            // 9. If booleanTrapResult is not targetResult, throw a TypeError exception.
            if result != target_result {
                return Err(vm.proxy_invariant("isExtensible trap result differs from the target's extensibility"));
            }
            // 10. Return booleanTrapResult.
            Ok(result)
        })
    }

    /// 10.5.4 \[\[PreventExtensions\]\] ( )
    pub(crate) fn proxy_prevent_extensions(&mut self, proxy: ObjectRef) -> JsResult<bool> {
        self.proxy_guarded(|vm| {
            // 1-4. Perform ? ValidateNonRevokedProxy(O); target and handler.
            let parts = vm.proxy_parts(proxy, "preventExtensions")?;
            // 5. Let trap be ? GetMethod(handler, "preventExtensions").
            let Some(trap) = vm.proxy_trap(&parts, vm.names.prevent_extensions)? else {
                // 6. If trap is undefined, return ? target.[[PreventExtensions]]().
                return vm.prevent_extensions(parts.target.get());
            };
            // 7. Let booleanTrapResult be ToBoolean(? Call(trap, handler, « target »)).
            let result = vm.call_trap(&trap, &parts, &[parts.target.get().to_value()])?;
            let result = vm.to_boolean(result);
            // 8. If booleanTrapResult is true, then
            //    a-b. If ? IsExtensible(target) is true, throw a TypeError exception.
            if result && vm.object_is_extensible(parts.target.get())? {
                return Err(vm.proxy_invariant("preventExtensions trap returned true but the target is extensible"));
            }
            // 9. Return booleanTrapResult.
            Ok(result)
        })
    }

    /// 10.5.5 \[\[GetOwnProperty\]\] ( P )
    pub(crate) fn proxy_get_own_property(
        &mut self,
        proxy: ObjectRef,
        key: PropertyKey,
    ) -> JsResult<Option<PropertyDescriptor>> {
        self.proxy_guarded(|vm| {
            let key = vm.rooted(key);
            // 1-4. Perform ? ValidateNonRevokedProxy(O); target and handler.
            let parts = vm.proxy_parts(proxy, "getOwnPropertyDescriptor")?;
            // 5. Let trap be ? GetMethod(handler, "getOwnPropertyDescriptor").
            let Some(trap) = vm.proxy_trap(&parts, vm.names.get_own_property_descriptor)? else {
                // 6. If trap is undefined, return ? target.[[GetOwnProperty]](P).
                return vm.get_own_property_descriptor(parts.target.get(), key.get());
            };
            // 7. Let trapResultObj be ? Call(trap, handler, « target, P »).
            let key_value = vm.property_key_to_value(key.get())?;
            let result = vm.call_trap(&trap, &parts, &[parts.target.get().to_value(), key_value])?;
            // 8. If trapResultObj is not an Object and not undefined, throw a TypeError exception.
            if !result.is_undefined() && ObjectRef::from_value(result).is_none() {
                return Err(
                    vm.proxy_invariant("getOwnPropertyDescriptor trap returned neither an object nor undefined")
                );
            }
            let result = vm.root_value(result);
            // 9. Let targetDesc be ? target.[[GetOwnProperty]](P).
            let target_desc = vm.get_own_property_descriptor(parts.target.get(), key.get())?;
            let _target_roots = vm.root_descriptor(&target_desc);
            // 10. If trapResultObj is undefined, then
            if result.get().is_undefined() {
                // a. If targetDesc is undefined, return undefined.
                let Some(target_desc) = target_desc else { return Ok(None) };
                // b. If targetDesc.[[Configurable]] is false, throw a TypeError exception.
                if target_desc.configurable == Some(false) {
                    return Err(vm.proxy_invariant(
                        "getOwnPropertyDescriptor trap hid a non-configurable property of the target",
                    ));
                }
                // c-d. If ? IsExtensible(target) is false, throw a TypeError exception.
                if !vm.object_is_extensible(parts.target.get())? {
                    return Err(
                        vm.proxy_invariant("getOwnPropertyDescriptor trap hid a property of a non-extensible target")
                    );
                }
                // e. Return undefined.
                return Ok(None);
            }
            // 11. Let extensibleTarget be ? IsExtensible(target).
            let extensible_target = vm.object_is_extensible(parts.target.get())?;
            // 12. Let resultDesc be ? ToPropertyDescriptor(trapResultObj).
            let mut result_desc = vm.to_property_descriptor(result.get())?;
            // 13. Call CompletePropertyDescriptor(resultDesc).
            complete_property_descriptor(&mut result_desc);
            let _result_roots = vm.root_descriptor(&Some(result_desc));
            // 14-15. If IsCompatiblePropertyDescriptor(extensibleTarget, resultDesc, targetDesc)
            //        is false, throw a TypeError exception.
            if !is_compatible_property_descriptor(extensible_target, &result_desc, target_desc.as_ref()) {
                return Err(vm.proxy_invariant(
                    "getOwnPropertyDescriptor trap result is not compatible with the target's property",
                ));
            }
            // 16. If resultDesc.[[Configurable]] is false, then
            if result_desc.configurable == Some(false) {
                // a. If targetDesc is undefined or targetDesc.[[Configurable]] is true, throw.
                if target_desc.is_none_or(|d| d.configurable == Some(true)) {
                    return Err(vm.proxy_invariant(
                        "getOwnPropertyDescriptor trap reported a configurable or missing property as non-configurable",
                    ));
                }
                // b. If resultDesc has a [[Writable]] field and it is false, then
                //    ii. If targetDesc.[[Writable]] is true, throw a TypeError exception.
                if result_desc.writable == Some(false) && target_desc.is_some_and(|d| d.writable == Some(true)) {
                    return Err(vm.proxy_invariant(
                        "getOwnPropertyDescriptor trap reported a writable property as non-configurable and read-only",
                    ));
                }
            }
            // 17. Return resultDesc.
            Ok(Some(result_desc))
        })
    }

    /// 10.5.6 \[\[DefineOwnProperty\]\] ( P, Desc )
    pub(crate) fn proxy_define_own_property(
        &mut self,
        proxy: ObjectRef,
        key: PropertyKey,
        descriptor: PropertyDescriptor,
    ) -> JsResult<bool> {
        self.proxy_guarded(|vm| {
            let key = vm.rooted(key);
            let _descriptor_roots = vm.root_descriptor(&Some(descriptor));
            // 1-4. Perform ? ValidateNonRevokedProxy(O); target and handler.
            let parts = vm.proxy_parts(proxy, "defineProperty")?;
            // 5. Let trap be ? GetMethod(handler, "defineProperty").
            let Some(trap) = vm.proxy_trap(&parts, vm.names.define_property)? else {
                // 6. If trap is undefined, return ? target.[[DefineOwnProperty]](P, Desc).
                return vm.define_own_property_descriptor(parts.target.get(), key.get(), descriptor);
            };
            // 7. Let descObj be FromPropertyDescriptor(Desc).
            let descriptor_object = vm.from_property_descriptor(Some(descriptor))?;
            let descriptor_object = vm.root_value(descriptor_object);
            // 8. Let booleanTrapResult be ToBoolean(? Call(trap, handler, « target, P, descObj »)).
            let key_value = vm.property_key_to_value(key.get())?;
            let args = [parts.target.get().to_value(), key_value, descriptor_object.get()];
            let result = vm.call_trap(&trap, &parts, &args)?;
            // 9. If booleanTrapResult is false, return false.
            if !vm.to_boolean(result) {
                return Ok(false);
            }
            // 10. Let targetDesc be ? target.[[GetOwnProperty]](P).
            let target_desc = vm.get_own_property_descriptor(parts.target.get(), key.get())?;
            let _target_roots = vm.root_descriptor(&target_desc);
            // 11. Let extensibleTarget be ? IsExtensible(target).
            let extensible_target = vm.object_is_extensible(parts.target.get())?;
            // 12-13. settingConfigFalse: Desc has [[Configurable]] false.
            let setting_config_false = descriptor.configurable == Some(false);
            match target_desc {
                // 14. If targetDesc is undefined, then
                None => {
                    // a. If extensibleTarget is false, throw a TypeError exception.
                    if !extensible_target {
                        return Err(
                            vm.proxy_invariant("defineProperty trap added a property to a non-extensible target")
                        );
                    }
                    // b. If settingConfigFalse is true, throw a TypeError exception.
                    if setting_config_false {
                        return Err(vm.proxy_invariant(
                            "defineProperty trap defined a non-configurable property the target does not have",
                        ));
                    }
                }
                // 15. Else,
                Some(target_desc) => {
                    // a. If IsCompatiblePropertyDescriptor(extensibleTarget, Desc, targetDesc) is
                    //    false, throw a TypeError exception.
                    if !is_compatible_property_descriptor(extensible_target, &descriptor, Some(&target_desc)) {
                        return Err(vm.proxy_invariant(
                            "defineProperty trap result is not compatible with the target's property",
                        ));
                    }
                    // b. If settingConfigFalse is true and targetDesc.[[Configurable]] is true,
                    //    throw a TypeError exception.
                    if setting_config_false && target_desc.configurable == Some(true) {
                        return Err(vm.proxy_invariant(
                            "defineProperty trap defined as non-configurable a configurable property of the target",
                        ));
                    }
                    // c. If IsDataDescriptor(targetDesc) is true, targetDesc.[[Configurable]] is
                    //    false, and targetDesc.[[Writable]] is true, then
                    //    i. If Desc has a [[Writable]] field and it is false, throw.
                    if target_desc.is_data()
                        && target_desc.configurable == Some(false)
                        && target_desc.writable == Some(true)
                        && descriptor.writable == Some(false)
                    {
                        return Err(vm.proxy_invariant(
                            "defineProperty trap made read-only a non-configurable writable property of the target",
                        ));
                    }
                }
            }
            // 16. Return true.
            Ok(true)
        })
    }

    /// 10.5.7 \[\[HasProperty\]\] ( P )
    pub(crate) fn proxy_has_property(&mut self, proxy: ObjectRef, key: PropertyKey) -> JsResult<bool> {
        self.proxy_guarded(|vm| {
            let key = vm.rooted(key);
            // 1-4. Perform ? ValidateNonRevokedProxy(O); target and handler.
            let parts = vm.proxy_parts(proxy, "has")?;
            // 5. Let trap be ? GetMethod(handler, "has").
            let Some(trap) = vm.proxy_trap(&parts, vm.names.has)? else {
                // 6. If trap is undefined, return ? target.[[HasProperty]](P).
                return vm.has_property(parts.target.get(), key.get());
            };
            // 7. Let booleanTrapResult be ToBoolean(? Call(trap, handler, « target, P »)).
            let key_value = vm.property_key_to_value(key.get())?;
            let result = vm.call_trap(&trap, &parts, &[parts.target.get().to_value(), key_value])?;
            let result = vm.to_boolean(result);
            // 8. If booleanTrapResult is false, then
            if !result {
                // a. Let targetDesc be ? target.[[GetOwnProperty]](P).
                // b. If targetDesc is not undefined, then
                if let Some(target_desc) = vm.get_own_property_descriptor(parts.target.get(), key.get())? {
                    // i. If targetDesc.[[Configurable]] is false, throw a TypeError exception.
                    if target_desc.configurable == Some(false) {
                        return Err(vm.proxy_invariant("has trap hid a non-configurable property of the target"));
                    }
                    // ii-iii. If ? IsExtensible(target) is false, throw a TypeError exception.
                    if !vm.object_is_extensible(parts.target.get())? {
                        return Err(vm.proxy_invariant("has trap hid a property of a non-extensible target"));
                    }
                }
            }
            // 9. Return booleanTrapResult.
            Ok(result)
        })
    }

    /// 10.5.8 \[\[Get\]\] ( P, Receiver )
    pub(crate) fn proxy_get(&mut self, proxy: ObjectRef, key: PropertyKey, receiver: JSValue) -> JsResult<JSValue> {
        self.proxy_guarded(|vm| {
            let (key, receiver) = (vm.rooted(key), vm.root_value(receiver));
            // 1-4. Perform ? ValidateNonRevokedProxy(O); target and handler.
            let parts = vm.proxy_parts(proxy, "get")?;
            // 5. Let trap be ? GetMethod(handler, "get").
            let Some(trap) = vm.proxy_trap(&parts, vm.names.get)? else {
                // 6. If trap is undefined, return ? target.[[Get]](P, Receiver).
                return vm.get_with_receiver(parts.target.get(), key.get(), receiver.get());
            };
            // 7. Let trapResult be ? Call(trap, handler, « target, P, Receiver »).
            let key_value = vm.property_key_to_value(key.get())?;
            let result = vm.call_trap(&trap, &parts, &[parts.target.get().to_value(), key_value, receiver.get()])?;
            let result = vm.root_value(result);
            // 8. Let targetDesc be ? target.[[GetOwnProperty]](P).
            let target_desc = vm.get_own_property_descriptor(parts.target.get(), key.get())?;
            // 9. If targetDesc is not undefined and targetDesc.[[Configurable]] is false, then
            if let Some(target_desc) = target_desc.filter(|d| d.configurable == Some(false)) {
                // a. If IsDataDescriptor(targetDesc) is true and targetDesc.[[Writable]] is
                //    false, then i. If SameValue(trapResult, targetDesc.[[Value]]) is false, throw.
                if target_desc.is_data()
                    && target_desc.writable == Some(false)
                    && !same_value(result.get(), target_desc.value.unwrap_or(JSValue::UNDEFINED))
                {
                    return Err(vm.proxy_invariant(
                        "get trap result differs from a non-writable, non-configurable property of the target",
                    ));
                }
                // b. If IsAccessorDescriptor(targetDesc) is true and targetDesc.[[Get]] is
                //    undefined, then i. If trapResult is not undefined, throw.
                if target_desc.is_accessor()
                    && target_desc.get.unwrap_or(JSValue::UNDEFINED).is_undefined()
                    && !result.get().is_undefined()
                {
                    return Err(vm.proxy_invariant(
                        "get trap returned a value for a non-configurable accessor of the target without a getter",
                    ));
                }
            }
            // 10. Return trapResult.
            Ok(result.get())
        })
    }

    /// 10.5.9 \[\[Set\]\] ( P, V, Receiver )
    pub(crate) fn proxy_set(
        &mut self,
        proxy: ObjectRef,
        key: PropertyKey,
        value: JSValue,
        receiver: JSValue,
    ) -> JsResult<bool> {
        self.proxy_guarded(|vm| {
            let (key, value, receiver) = (vm.rooted(key), vm.root_value(value), vm.root_value(receiver));
            // 1-4. Perform ? ValidateNonRevokedProxy(O); target and handler.
            let parts = vm.proxy_parts(proxy, "set")?;
            // 5. Let trap be ? GetMethod(handler, "set").
            let Some(trap) = vm.proxy_trap(&parts, vm.names.set)? else {
                // 6. If trap is undefined, return ? target.[[Set]](P, V, Receiver).
                return vm.set_with_receiver(parts.target.get(), key.get(), value.get(), receiver.get());
            };
            // 7. Let booleanTrapResult be ToBoolean(? Call(trap, handler, « target, P, V, Receiver »)).
            let key_value = vm.property_key_to_value(key.get())?;
            let args = [parts.target.get().to_value(), key_value, value.get(), receiver.get()];
            let result = vm.call_trap(&trap, &parts, &args)?;
            // 8. If booleanTrapResult is false, return false.
            if !vm.to_boolean(result) {
                return Ok(false);
            }
            // 9. Let targetDesc be ? target.[[GetOwnProperty]](P).
            let target_desc = vm.get_own_property_descriptor(parts.target.get(), key.get())?;
            // 10. If targetDesc is not undefined and targetDesc.[[Configurable]] is false, then
            if let Some(target_desc) = target_desc.filter(|d| d.configurable == Some(false)) {
                // a. A non-writable data property: SameValue(V, targetDesc.[[Value]]) or throw.
                if target_desc.is_data()
                    && target_desc.writable == Some(false)
                    && !same_value(value.get(), target_desc.value.unwrap_or(JSValue::UNDEFINED))
                {
                    return Err(
                        vm.proxy_invariant("set trap changed a non-writable, non-configurable property of the target")
                    );
                }
                // b. An accessor without a setter: throw.
                if target_desc.is_accessor() && target_desc.set.unwrap_or(JSValue::UNDEFINED).is_undefined() {
                    return Err(vm.proxy_invariant(
                        "set trap succeeded for a non-configurable accessor of the target without a setter",
                    ));
                }
            }
            // 11. Return true.
            Ok(true)
        })
    }

    /// 10.5.10 \[\[Delete\]\] ( P )
    pub(crate) fn proxy_delete(&mut self, proxy: ObjectRef, key: PropertyKey) -> JsResult<bool> {
        self.proxy_guarded(|vm| {
            let key = vm.rooted(key);
            // 1-4. Perform ? ValidateNonRevokedProxy(O); target and handler.
            let parts = vm.proxy_parts(proxy, "deleteProperty")?;
            // 5. Let trap be ? GetMethod(handler, "deleteProperty").
            let Some(trap) = vm.proxy_trap(&parts, vm.names.delete_property)? else {
                // 6. If trap is undefined, return ? target.[[Delete]](P).
                return vm.delete_property(parts.target.get(), key.get());
            };
            // 7. Let booleanTrapResult be ToBoolean(? Call(trap, handler, « target, P »)).
            let key_value = vm.property_key_to_value(key.get())?;
            let result = vm.call_trap(&trap, &parts, &[parts.target.get().to_value(), key_value])?;
            // 8. If booleanTrapResult is false, return false.
            if !vm.to_boolean(result) {
                return Ok(false);
            }
            // 9. Let targetDesc be ? target.[[GetOwnProperty]](P).
            // 10. If targetDesc is undefined, return true.
            let Some(target_desc) = vm.get_own_property_descriptor(parts.target.get(), key.get())? else {
                return Ok(true);
            };
            // 11. If targetDesc.[[Configurable]] is false, throw a TypeError exception.
            if target_desc.configurable == Some(false) {
                return Err(vm.proxy_invariant("deleteProperty trap deleted a non-configurable property of the target"));
            }
            // 12-13. If ? IsExtensible(target) is false, throw a TypeError exception.
            if !vm.object_is_extensible(parts.target.get())? {
                return Err(vm.proxy_invariant("deleteProperty trap deleted a property of a non-extensible target"));
            }
            // 14. Return true.
            Ok(true)
        })
    }

    /// 10.5.11 \[\[OwnPropertyKeys\]\] ( ). The keys are not rooted: callers root them before
    /// they allocate, as with every object's keys.
    pub(crate) fn proxy_own_keys(&mut self, proxy: ObjectRef) -> JsResult<Vec<PropertyKey>> {
        self.proxy_guarded(|vm| {
            // 1-4. Perform ? ValidateNonRevokedProxy(O); target and handler.
            let parts = vm.proxy_parts(proxy, "ownKeys")?;
            // 5. Let trap be ? GetMethod(handler, "ownKeys").
            let Some(trap) = vm.proxy_trap(&parts, vm.names.own_keys)? else {
                // 6. If trap is undefined, return ? target.[[OwnPropertyKeys]]().
                return vm.own_keys(parts.target.get());
            };
            // 7. Let trapResultArray be ? Call(trap, handler, « target »).
            let result_array = vm.call_trap(&trap, &parts, &[parts.target.get().to_value()])?;
            // 8. Let trapResult be ? CreateListFromArrayLike(trapResultArray, « String, Symbol »).
            let trap_result = vm.property_keys_from_array_like(result_array)?;
            // 9. If trapResult contains any duplicate entries, throw a TypeError exception.
            let mut unchecked: HashSet<PropertyKey> = HashSet::with_capacity(trap_result.len());
            for key in &trap_result {
                if !unchecked.insert(key.get()) {
                    return Err(vm.proxy_invariant("ownKeys trap result contains a key twice"));
                }
            }
            // 10. Let extensibleTarget be ? IsExtensible(target).
            let extensible_target = vm.object_is_extensible(parts.target.get())?;
            // 11. Let targetKeys be ? target.[[OwnPropertyKeys]]().
            let target_keys = vm.own_keys(parts.target.get())?;
            let target_keys: Vec<Rooted<PropertyKey>> = target_keys.into_iter().map(|k| vm.rooted(k)).collect();
            // 14-16. Split the target's keys into configurable and non-configurable ones.
            let mut configurable = Vec::new();
            let mut nonconfigurable = Vec::new();
            for key in &target_keys {
                let descriptor = vm.get_own_property_descriptor(parts.target.get(), key.get())?;
                if descriptor.is_some_and(|d| d.configurable == Some(false)) {
                    nonconfigurable.push(key.get());
                } else {
                    configurable.push(key.get());
                }
            }
            let keys = || trap_result.iter().map(Rooted::get).collect::<Vec<_>>();
            // 17. If extensibleTarget is true and targetNonconfigurableKeys is empty, return trapResult.
            if extensible_target && nonconfigurable.is_empty() {
                return Ok(keys());
            }
            // 18-19. Every non-configurable key of the target must be in the result.
            for key in nonconfigurable {
                if !unchecked.remove(&key) {
                    return Err(vm.proxy_invariant("ownKeys trap result omits a non-configurable key of the target"));
                }
            }
            // 20. If extensibleTarget is true, return trapResult.
            if extensible_target {
                return Ok(keys());
            }
            // 21. Every configurable key of a non-extensible target must be in the result.
            for key in configurable {
                if !unchecked.remove(&key) {
                    return Err(vm.proxy_invariant("ownKeys trap result omits a key of a non-extensible target"));
                }
            }
            // 22. If uncheckedResultKeys is not empty, throw a TypeError exception.
            if !unchecked.is_empty() {
                return Err(vm.proxy_invariant("ownKeys trap result adds a key to a non-extensible target"));
            }
            // 23. Return trapResult.
            Ok(keys())
        })
    }

    /// 7.3.19 CreateListFromArrayLike ( obj, « String, Symbol » ), as property keys.
    fn property_keys_from_array_like(&mut self, value: JSValue) -> JsResult<Vec<Rooted<PropertyKey>>> {
        // 2. If obj is not an Object, throw a TypeError exception.
        let Some(object) = ObjectRef::from_value(value) else {
            return Err(self.proxy_invariant("ownKeys trap returned a non-object"));
        };
        let object = self.rooted(object);
        // 3. Let len be ? LengthOfArrayLike(obj).
        let length = self.length_of_array_like(object.get())?;
        if length > MAX_TRAP_KEYS {
            return Err(self.throw_error(Message::InvalidArrayLength));
        }
        // 4-6. Each element must be a String or a Symbol.
        let mut list = Vec::with_capacity(length.min(1 << 16) as usize);
        for index in 0..length as u32 {
            let next = self.get(object.get(), PropertyKey::Index(index))?;
            let is_key = StringRef::from_value(next).is_some() || crate::symbol::SymbolRef::from_value(next).is_some();
            if !is_key {
                let detail = format!("ownKeys trap result holds {}, not a string or symbol", self.describe_value(next));
                return Err(self.throw_error_with(Message::ProxyInvariant, detail));
            }
            let next = self.root_value(next);
            let key = self.to_property_key(next.get())?;
            list.push(self.rooted(key));
        }
        Ok(list)
    }

    /// 10.5.12 \[\[Call\]\] ( thisArgument, argumentsList )
    pub(crate) fn proxy_call(&mut self, proxy: ObjectRef, this: JSValue, args: &[JSValue]) -> JsResult<JSValue> {
        let this = self.root_value(this);
        let args: Vec<Rooted<JSValue>> = args.iter().map(|&v| self.root_value(v)).collect();
        self.proxy_guarded(|vm| {
            // 1-4. Perform ? ValidateNonRevokedProxy(O); target and handler.
            let parts = vm.proxy_parts(proxy, "apply")?;
            // 5. Let trap be ? GetMethod(handler, "apply").
            let trap = vm.proxy_trap(&parts, vm.names.apply)?;
            let values: Vec<JSValue> = args.iter().map(Rooted::get).collect();
            let Some(trap) = trap else {
                // 6. If trap is undefined, return ? Call(target, thisArgument, argumentsList).
                return vm.call(parts.target.get().to_value(), this.get(), &values);
            };
            // 7. Let argArray be CreateArrayFromList(argumentsList).
            let array = vm.create_array_from_list(&values)?;
            // 8. Return ? Call(trap, handler, « target, thisArgument, argArray »).
            vm.call_trap(&trap, &parts, &[parts.target.get().to_value(), this.get(), array.to_value()])
        })
    }

    /// 10.5.13 \[\[Construct\]\] ( argumentsList, newTarget )
    pub(crate) fn proxy_construct(
        &mut self,
        proxy: ObjectRef,
        args: &[JSValue],
        new_target: JSValue,
    ) -> JsResult<JSValue> {
        let new_target = self.root_value(new_target);
        let args: Vec<Rooted<JSValue>> = args.iter().map(|&v| self.root_value(v)).collect();
        self.proxy_guarded(|vm| {
            // 1-4. Perform ? ValidateNonRevokedProxy(O); target and handler.
            let parts = vm.proxy_parts(proxy, "construct")?;
            // 6. Let trap be ? GetMethod(handler, "construct").
            let trap = vm.proxy_trap(&parts, vm.names.construct)?;
            let values: Vec<JSValue> = args.iter().map(Rooted::get).collect();
            let Some(trap) = trap else {
                // 7. If trap is undefined, return ? Construct(target, argumentsList, newTarget).
                return vm.construct(parts.target.get().to_value(), &values, Some(new_target.get()));
            };
            // 8. Let argArray be CreateArrayFromList(argumentsList).
            let array = vm.create_array_from_list(&values)?;
            // 9. Let newObj be ? Call(trap, handler, « target, argArray, newTarget »).
            let result =
                vm.call_trap(&trap, &parts, &[parts.target.get().to_value(), array.to_value(), new_target.get()])?;
            // 10. If newObj is not an Object, throw a TypeError exception.
            if ObjectRef::from_value(result).is_none() {
                return Err(vm.proxy_invariant("construct trap returned a non-object"));
            }
            // 11. Return newObj.
            Ok(result)
        })
    }
}

/// 6.2.6.6 CompletePropertyDescriptor ( Desc )
pub fn complete_property_descriptor(descriptor: &mut PropertyDescriptor) {
    // 2-3. A generic or data descriptor gets [[Value]] and [[Writable]]; an accessor
    //      [[Get]] and [[Set]].
    if descriptor.is_generic() || descriptor.is_data() {
        descriptor.value.get_or_insert(JSValue::UNDEFINED);
        descriptor.writable.get_or_insert(false);
    } else {
        descriptor.get.get_or_insert(JSValue::UNDEFINED);
        descriptor.set.get_or_insert(JSValue::UNDEFINED);
    }
    // 4-5. [[Enumerable]] and [[Configurable]] default to false.
    descriptor.enumerable.get_or_insert(false);
    descriptor.configurable.get_or_insert(false);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn completing_a_generic_descriptor_makes_a_data_descriptor() {
        let mut descriptor = PropertyDescriptor { enumerable: Some(true), ..PropertyDescriptor::default() };
        complete_property_descriptor(&mut descriptor);
        assert_eq!(descriptor, PropertyDescriptor::data(JSValue::UNDEFINED, false, true, false));
    }

    #[test]
    fn completing_an_accessor_keeps_it_an_accessor() {
        let mut descriptor = PropertyDescriptor { get: Some(JSValue::UNDEFINED), ..PropertyDescriptor::default() };
        complete_property_descriptor(&mut descriptor);
        assert_eq!(descriptor, PropertyDescriptor::accessor(JSValue::UNDEFINED, JSValue::UNDEFINED, false, false));
    }
}
