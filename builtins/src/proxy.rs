//! 28.2 Proxy Objects: the Proxy constructor and Proxy.revocable.
//!
//! The proxy exotic object itself (10.5) lives in `vm::runtime::proxy`; this file only
//! makes proxies. The revoke function of `Proxy.revocable` keeps its proxy in its first
//! native data slot ([[RevocableProxy]]), null once it has run.

use vm::runtime::function::CallArgs;
use vm::runtime::realm::Intrinsic;
use vm::{JSValue, JsResult, Message, ObjectRef, Vm};

use crate::util;

/// The revoke function's [[RevocableProxy]] slot.
const REVOCABLE_PROXY: usize = 0;

pub fn install(vm: &mut Vm) -> JsResult<()> {
    // 28.2.1 The Proxy Constructor: it has no "prototype" property (28.2.2).
    let constructor = vm.new_native_constructor("Proxy", 2, proxy_constructor)?;
    let constructor_root = vm.rooted(constructor);
    util::global(vm, "Proxy", constructor.to_value())?;
    // 28.2.2.1 Proxy.revocable ( target, handler )
    util::method(vm, constructor_root.get(), "revocable", 2, revocable)?;
    Ok(())
}

/// 28.2.1.1 Proxy ( target, handler )
fn proxy_constructor(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1. If NewTarget is undefined, throw a TypeError exception.
    if !args.is_construct() {
        return Err(vm.throw_error_with(Message::ThrowTypeError, "Constructor Proxy requires 'new'"));
    }
    // 2. Return ? ProxyCreate(target, handler).
    Ok(vm.proxy_create(args.get(vm, 0), args.get(vm, 1))?.to_value())
}

/// 28.2.2.1 Proxy.revocable ( target, handler )
fn revocable(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1. Let proxy be ? ProxyCreate(target, handler).
    let proxy = vm.proxy_create(args.get(vm, 0), args.get(vm, 1))?;
    let proxy_root = vm.rooted(proxy);
    // 2-4. Let revoker be CreateBuiltinFunction(revokerClosure, 0, "", « [[RevocableProxy]] »),
    //      with revoker.[[RevocableProxy]] set to proxy.
    let revoker = vm.new_native_function("", 0, revoke)?;
    vm.set_native_data(revoker, REVOCABLE_PROXY, proxy_root.get().to_value());
    let revoker_root = vm.rooted(revoker);
    // 5. Let result be OrdinaryObjectCreate(%Object.prototype%).
    let prototype = vm.intrinsic(Intrinsic::ObjectPrototype);
    let result = vm.new_object(prototype.to_value())?;
    let result_root = vm.rooted(result);
    // 6. Perform ! CreateDataPropertyOrThrow(result, "proxy", proxy).
    let key = vm.property_key_from_str("proxy")?;
    vm.create_data_property_or_throw(result_root.get(), key, proxy_root.get().to_value())?;
    // 7. Perform ! CreateDataPropertyOrThrow(result, "revoke", revoker).
    let key = vm.property_key_from_str("revoke")?;
    vm.create_data_property_or_throw(result_root.get(), key, revoker_root.get().to_value())?;
    // 8. Return result.
    Ok(result_root.get().to_value())
}

/// 28.2.2.1.1 Proxy Revocation Functions
fn revoke(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1. Let F be the active function object.
    // 2. Let p be F.[[RevocableProxy]].
    // 3. If p is null, return undefined.
    let Some(proxy) = ObjectRef::from_value(vm.native_data(args.callee, REVOCABLE_PROXY)) else {
        return Ok(JSValue::UNDEFINED);
    };
    // 4. Set F.[[RevocableProxy]] to null.
    vm.set_native_data(args.callee, REVOCABLE_PROXY, JSValue::NULL);
    // 5-7. Set p.[[ProxyTarget]] and p.[[ProxyHandler]] to null.
    vm.proxy_revoke(proxy);
    // 8. Return undefined.
    Ok(JSValue::UNDEFINED)
}
