//! 28.1 The Reflect Object: the object internal methods as functions.
//!
//! Each function checks that its target is an object and then performs one internal
//! method; unlike the Object functions, failures are returned as `false`, not thrown.

use vm::runtime::function::{CallArgs, NativeFn};
use vm::runtime::realm::Intrinsic;
use vm::{Attributes, JSValue, JsResult, Message, ObjectRef, PropertyKey, Vm};

use crate::function::create_list_from_array_like;
use crate::object::{array_from_rooted, root_descriptor, set_prototype_of_object};
use crate::util;

/// 28.1 The Reflect object's functions, in the specification's order.
const FUNCTIONS: &[(&str, u32, NativeFn)] = &[
    ("apply", 3, apply),
    ("construct", 2, construct),
    ("defineProperty", 3, define_property),
    ("deleteProperty", 2, delete_property),
    ("get", 2, get),
    ("getOwnPropertyDescriptor", 2, get_own_property_descriptor),
    ("getPrototypeOf", 1, get_prototype_of),
    ("has", 2, has),
    ("isExtensible", 1, is_extensible),
    ("ownKeys", 1, own_keys),
    ("preventExtensions", 1, prevent_extensions),
    ("set", 3, set),
    ("setPrototypeOf", 2, set_prototype_of),
];

pub fn install(vm: &mut Vm) -> JsResult<()> {
    // The Reflect object is an ordinary object whose [[Prototype]] is %Object.prototype%.
    let prototype = vm.realm().intrinsic(Intrinsic::ObjectPrototype);
    let reflect = vm.new_object(prototype)?;
    let reflect_root = vm.rooted(reflect);
    util::global(vm, "Reflect", reflect.to_value())?;
    util::methods(vm, reflect_root.get(), FUNCTIONS)?;
    // 28.1.14 Reflect [ @@toStringTag ]: "Reflect", configurable only.
    let tag = vm.new_string("Reflect")?;
    let key = PropertyKey::Symbol(vm.symbols.to_string_tag);
    vm.define_own_property(reflect_root.get(), key, tag.to_value(), Attributes::CONFIGURABLE)?;
    Ok(())
}

/// 28.1.1 Reflect.apply ( target, thisArgument, argumentsList )
fn apply(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    let target = args.get(vm, 0);
    // 1. If IsCallable(target) is false, throw a TypeError exception.
    if !vm.is_callable(target) {
        let detail = vm.describe_value(target);
        return Err(vm.throw_error_with(Message::NotAFunction, detail));
    }
    // 2. Let args be ? CreateListFromArrayLike(argumentsList).
    let list = create_list_from_array_like(vm, args.get(vm, 2))?;
    // 4. Return ? Call(target, thisArgument, args).
    vm.call(target, args.get(vm, 1), list.values())
}

/// 28.1.2 Reflect.construct ( target, argumentsList [ , newTarget ] )
fn construct(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    let target = args.get(vm, 0);
    // 1. If IsConstructor(target) is false, throw a TypeError exception.
    if !vm.is_constructor(target) {
        let detail = vm.describe_value(target);
        return Err(vm.throw_error_with(Message::NotAConstructor, detail));
    }
    // 2. If newTarget is not present, set newTarget to target.
    // 3. Else if IsConstructor(newTarget) is false, throw a TypeError exception.
    let new_target = if args.len() < 3 { target } else { args.get(vm, 2) };
    if !vm.is_constructor(new_target) {
        let detail = vm.describe_value(new_target);
        return Err(vm.throw_error_with(Message::NotAConstructor, detail));
    }
    // 4. Let args be ? CreateListFromArrayLike(argumentsList).
    let list = create_list_from_array_like(vm, args.get(vm, 1))?;
    // 5. Return ? Construct(target, args, newTarget).
    vm.construct(target, list.values(), Some(new_target))
}

/// 28.1.3 Reflect.defineProperty ( target, propertyKey, attributes )
fn define_property(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1. If target is not an Object, throw a TypeError exception.
    let target = require_target(vm, args.get(vm, 0), "Reflect.defineProperty")?;
    // 2. Let key be ? ToPropertyKey(propertyKey).
    let key = vm.to_property_key(args.get(vm, 1))?;
    let key_root = vm.rooted(key);
    // 3. Let desc be ? ToPropertyDescriptor(attributes).
    let descriptor = vm.to_property_descriptor(args.get(vm, 2))?;
    let _descriptor_roots = root_descriptor(vm, &descriptor);
    // 4. Return ? target.[[DefineOwnProperty]](key, desc).
    Ok(JSValue::from_bool(vm.define_own_property_descriptor(target, key_root.get(), descriptor)?))
}

/// 28.1.4 Reflect.deleteProperty ( target, propertyKey )
fn delete_property(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1. If target is not an Object, throw a TypeError exception.
    let target = require_target(vm, args.get(vm, 0), "Reflect.deleteProperty")?;
    // 2. Let key be ? ToPropertyKey(propertyKey).
    let key = vm.to_property_key(args.get(vm, 1))?;
    // 3. Return ? target.[[Delete]](key).
    Ok(JSValue::from_bool(vm.delete_property(target, key)?))
}

/// 28.1.5 Reflect.get ( target, propertyKey [ , receiver ] )
fn get(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1. If target is not an Object, throw a TypeError exception.
    let target = require_target(vm, args.get(vm, 0), "Reflect.get")?;
    // 2. Let key be ? ToPropertyKey(propertyKey).
    let key = vm.to_property_key(args.get(vm, 1))?;
    // 3. If receiver is not present, then set receiver to target.
    let receiver = if args.len() < 3 { target.to_value() } else { args.get(vm, 2) };
    // 4. Return ? target.[[Get]](key, receiver).
    vm.get_with_receiver(target, key, receiver)
}

/// 28.1.6 Reflect.getOwnPropertyDescriptor ( target, propertyKey )
fn get_own_property_descriptor(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1. If target is not an Object, throw a TypeError exception.
    let target = require_target(vm, args.get(vm, 0), "Reflect.getOwnPropertyDescriptor")?;
    // 2. Let key be ? ToPropertyKey(propertyKey).
    let key = vm.to_property_key(args.get(vm, 1))?;
    // 3. Let desc be ? target.[[GetOwnProperty]](key).
    let descriptor = vm.get_own_property_descriptor(target, key)?;
    // 4. Return FromPropertyDescriptor(desc).
    vm.from_property_descriptor(descriptor)
}

/// 28.1.7 Reflect.getPrototypeOf ( target )
fn get_prototype_of(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1. If target is not an Object, throw a TypeError exception.
    let target = require_target(vm, args.get(vm, 0), "Reflect.getPrototypeOf")?;
    // 2. Return ? target.[[GetPrototypeOf]]().
    vm.get_prototype_of(target)
}

/// 28.1.8 Reflect.has ( target, propertyKey )
fn has(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1. If target is not an Object, throw a TypeError exception.
    let target = require_target(vm, args.get(vm, 0), "Reflect.has")?;
    // 2. Let key be ? ToPropertyKey(propertyKey).
    let key = vm.to_property_key(args.get(vm, 1))?;
    // 3. Return ? target.[[HasProperty]](key).
    Ok(JSValue::from_bool(vm.has_property(target, key)?))
}

/// 28.1.9 Reflect.isExtensible ( target )
fn is_extensible(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1. If target is not an Object, throw a TypeError exception.
    let target = require_target(vm, args.get(vm, 0), "Reflect.isExtensible")?;
    // 2. Return ? target.[[IsExtensible]]().
    Ok(JSValue::from_bool(vm.object_is_extensible(target)?))
}

/// 28.1.10 Reflect.ownKeys ( target )
fn own_keys(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1. If target is not an Object, throw a TypeError exception.
    let target = require_target(vm, args.get(vm, 0), "Reflect.ownKeys")?;
    // 2. Let keys be ? target.[[OwnPropertyKeys]]().
    let keys = vm.own_keys(target)?;
    // 3. Return CreateArrayFromList(keys).
    let mut list = crate::array::list_for_roots(vm, keys.len())?;
    for key in keys {
        let value = vm.property_key_to_value(key)?;
        vm.push_rooted(&mut list, value)?;
    }
    Ok(array_from_rooted(vm, &list)?.to_value())
}

/// 28.1.11 Reflect.preventExtensions ( target )
fn prevent_extensions(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1. If target is not an Object, throw a TypeError exception.
    let target = require_target(vm, args.get(vm, 0), "Reflect.preventExtensions")?;
    // 2. Return ? target.[[PreventExtensions]]().
    Ok(JSValue::from_bool(vm.prevent_extensions(target)?))
}

/// 28.1.12 Reflect.set ( target, propertyKey, V [ , receiver ] )
fn set(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1. If target is not an Object, throw a TypeError exception.
    let target = require_target(vm, args.get(vm, 0), "Reflect.set")?;
    // 2. Let key be ? ToPropertyKey(propertyKey).
    let key = vm.to_property_key(args.get(vm, 1))?;
    // 3. If receiver is not present, then set receiver to target.
    let receiver = if args.len() < 4 { target.to_value() } else { args.get(vm, 3) };
    // 4. Return ? target.[[Set]](key, V, receiver).
    Ok(JSValue::from_bool(vm.set_with_receiver(target, key, args.get(vm, 2), receiver)?))
}

/// 28.1.13 Reflect.setPrototypeOf ( target, proto )
fn set_prototype_of(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1. If target is not an Object, throw a TypeError exception.
    let target = require_target(vm, args.get(vm, 0), "Reflect.setPrototypeOf")?;
    // 2. If proto is not an Object and proto is not null, throw a TypeError exception.
    let prototype = args.get(vm, 1);
    if !prototype.is_null() && ObjectRef::from_value(prototype).is_none() {
        let detail = format!("Object prototype may only be an Object or null: {}", vm.describe_value(prototype));
        return Err(vm.throw_error_with(Message::ThrowTypeError, detail));
    }
    // 3. Return ? target.[[SetPrototypeOf]](proto).
    Ok(JSValue::from_bool(set_prototype_of_object(vm, target, prototype)?))
}

/// The target of a Reflect function: an object, or a TypeError.
fn require_target(vm: &mut Vm, value: JSValue, method: &str) -> JsResult<ObjectRef> {
    match ObjectRef::from_value(value) {
        Some(object) => Ok(object),
        None => {
            let detail = format!("{method} called on non-object {}", vm.describe_value(value));
            Err(vm.throw_error_with(Message::ThrowTypeError, detail))
        }
    }
}
