//! 20.3 Boolean Objects: the Boolean constructor and %Boolean.prototype%'s methods.
//!
//! %Boolean.prototype% is itself a Boolean object (its [[BooleanData]] is false), made by
//! `fundamentals`.

use vm::cell::JSType;
use vm::runtime::function::{CallArgs, NativeFn};
use vm::runtime::realm::Intrinsic;
use vm::{JSValue, JsResult, Message, ObjectRef, Vm};

use crate::util;

/// 20.3.3 Properties of the Boolean Prototype Object, in the specification's order.
const PROTOTYPE_METHODS: &[(&str, u32, NativeFn)] = &[("toString", 0, to_string), ("valueOf", 0, value_of)];

pub fn install(vm: &mut Vm) -> JsResult<()> {
    let prototype = vm.intrinsic(Intrinsic::BooleanPrototype);
    let prototype_root = vm.rooted(prototype);
    // 20.3.1 The Boolean Constructor.
    let constructor = util::constructor(vm, "Boolean", 1, boolean_constructor, prototype)?;
    util::global(vm, "Boolean", constructor.to_value())?;
    util::methods(vm, prototype_root.get(), PROTOTYPE_METHODS)?;
    Ok(())
}

/// 20.3.1.1 Boolean ( value )
fn boolean_constructor(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1. Let b be ToBoolean(value).
    let b = JSValue::from_bool(vm.to_boolean(args.get(vm, 0)));
    // 2. If NewTarget is undefined, return b.
    if args.new_target.is_undefined() {
        return Ok(b);
    }
    // 3. Let O be ? OrdinaryCreateFromConstructor(NewTarget, "%Boolean.prototype%",
    //    « [[BooleanData]] »).
    let prototype = vm.get_prototype_from_constructor(args.new_target, Intrinsic::BooleanPrototype)?;
    let prototype_root = vm.root_value(prototype);
    // 4. Set O.[[BooleanData]] to b.
    let object = vm.new_primitive_wrapper(JSType::BooleanObject, prototype_root.get(), b)?;
    // 5. Return O.
    Ok(object.to_value())
}

/// 20.3.3.2 Boolean.prototype.toString ( )
fn to_string(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1. Let b be ? ThisBooleanValue(this value).
    let b = this_boolean_value(vm, args.this, "Boolean.prototype.toString")?;
    // 2. If b is true, return "true"; else return "false".
    let names = vm.names;
    Ok(if b { names.true_ } else { names.false_ }.to_value())
}

/// 20.3.3.3 Boolean.prototype.valueOf ( )
fn value_of(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1. Return ? ThisBooleanValue(this value).
    Ok(JSValue::from_bool(this_boolean_value(vm, args.this, "Boolean.prototype.valueOf")?))
}

/// 20.3.3.3.1 ThisBooleanValue ( value )
fn this_boolean_value(vm: &mut Vm, value: JSValue, method: &str) -> JsResult<bool> {
    // 1. If value is a Boolean, return value.
    if value.is_boolean() {
        return Ok(value.as_bool());
    }
    // 2. If value is an Object and value has a [[BooleanData]] internal slot, then
    //    a. Let b be value.[[BooleanData]]. c. Return b.
    if let Some(object) = ObjectRef::from_value(value)
        && object.js_type() == JSType::BooleanObject
    {
        return Ok(object.internal(0).as_bool());
    }
    // 3. Throw a TypeError exception.
    Err(vm.throw_error_with(Message::InvalidIncompatibleReceiver, method))
}
