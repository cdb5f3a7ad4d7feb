//! The realm and the intrinsic objects the engine relies on: the prototypes of everything
//! the interpreter creates, made before any builtin function (a function needs
//! %Function.prototype%, which is itself a function whose prototype is %Object.prototype%).
//! The per-global files add the methods.

use vm::cell::JSType;
use vm::runtime::function::CallArgs;
use vm::runtime::realm::{Intrinsic, RealmRef};
use vm::{Attributes, JSValue, JsResult, Message, ObjectRef, Vm};

use crate::util;

/// Makes the realm, its global object and its intrinsic prototypes.
pub fn create_realm(vm: &mut Vm) -> JsResult<RealmRef> {
    let realm = vm.new_realm()?;
    let realm_root = vm.rooted(realm);
    let saved = vm.enter_realm(realm);
    let result = populate(vm, realm);
    vm.leave_realm(saved);
    result?;
    vm.enter_realm(realm_root.get());
    Ok(realm_root.get())
}

fn populate(vm: &mut Vm, realm: RealmRef) -> JsResult<()> {
    let realm_root = vm.rooted(realm);
    let object_prototype = vm.new_object(JSValue::NULL)?;
    vm.set_intrinsic(realm, Intrinsic::ObjectPrototype, object_prototype.to_value());
    // %Function.prototype% is a function: made while the intrinsic still names
    // %Object.prototype%, which is exactly its own prototype.
    vm.set_intrinsic(realm, Intrinsic::FunctionPrototype, object_prototype.to_value());
    let function_prototype = vm.new_native_function("", 0, return_undefined)?;
    let realm = realm_root.get();
    vm.set_intrinsic(realm, Intrinsic::FunctionPrototype, function_prototype.to_value());
    let global = realm.global_object();
    vm.set_prototype(global, object_prototype.to_value())?;

    let object = |vm: &mut Vm, prototype: Intrinsic| -> JsResult<JSValue> {
        let prototype = vm.realm().intrinsic(prototype);
        Ok(vm.new_object(prototype)?.to_value())
    };
    let set = |vm: &mut Vm, which: Intrinsic, value: JSValue| {
        let realm = vm.realm();
        vm.set_intrinsic(realm, which, value);
    };
    // Prototypes that are exotic objects of their kind (20-22).
    let array_prototype = vm.new_array(object_prototype.to_value(), 0)?;
    set(vm, Intrinsic::ArrayPrototype, array_prototype.to_value());
    let object_prototype = vm.realm().intrinsic(Intrinsic::ObjectPrototype);
    let empty = vm.empty_string().to_value();
    let string_prototype = vm.new_primitive_wrapper(JSType::StringObject, object_prototype, empty)?;
    set(vm, Intrinsic::StringPrototype, string_prototype.to_value());
    let number_prototype = vm.new_primitive_wrapper(JSType::NumberObject, object_prototype, JSValue::from_i32(0))?;
    set(vm, Intrinsic::NumberPrototype, number_prototype.to_value());
    let boolean_prototype = vm.new_primitive_wrapper(JSType::BooleanObject, object_prototype, JSValue::FALSE)?;
    set(vm, Intrinsic::BooleanPrototype, boolean_prototype.to_value());
    // Ordinary prototypes, parents first.
    let ordinary = [
        (Intrinsic::SymbolPrototype, Intrinsic::ObjectPrototype),
        (Intrinsic::BigIntPrototype, Intrinsic::ObjectPrototype),
        (Intrinsic::ErrorPrototype, Intrinsic::ObjectPrototype),
        (Intrinsic::EvalErrorPrototype, Intrinsic::ErrorPrototype),
        (Intrinsic::RangeErrorPrototype, Intrinsic::ErrorPrototype),
        (Intrinsic::ReferenceErrorPrototype, Intrinsic::ErrorPrototype),
        (Intrinsic::SyntaxErrorPrototype, Intrinsic::ErrorPrototype),
        (Intrinsic::TypeErrorPrototype, Intrinsic::ErrorPrototype),
        (Intrinsic::UriErrorPrototype, Intrinsic::ErrorPrototype),
        (Intrinsic::AggregateErrorPrototype, Intrinsic::ErrorPrototype),
        (Intrinsic::SuppressedErrorPrototype, Intrinsic::ErrorPrototype),
        (Intrinsic::IteratorPrototype, Intrinsic::ObjectPrototype),
        (Intrinsic::AsyncIteratorPrototype, Intrinsic::ObjectPrototype),
        (Intrinsic::ArrayIteratorPrototype, Intrinsic::IteratorPrototype),
        (Intrinsic::StringIteratorPrototype, Intrinsic::IteratorPrototype),
        (Intrinsic::AsyncFromSyncIteratorPrototype, Intrinsic::AsyncIteratorPrototype),
        (Intrinsic::GeneratorFunctionPrototype, Intrinsic::FunctionPrototype),
        (Intrinsic::GeneratorPrototype, Intrinsic::IteratorPrototype),
        (Intrinsic::AsyncFunctionPrototype, Intrinsic::FunctionPrototype),
        (Intrinsic::AsyncGeneratorFunctionPrototype, Intrinsic::FunctionPrototype),
        (Intrinsic::AsyncGeneratorPrototype, Intrinsic::AsyncIteratorPrototype),
        (Intrinsic::PromisePrototype, Intrinsic::ObjectPrototype),
        (Intrinsic::RegExpPrototype, Intrinsic::ObjectPrototype),
    ];
    for (which, parent) in ordinary {
        let value = object(vm, parent)?;
        set(vm, which, value);
    }
    // 10.2.4.1 %ThrowTypeError%: frozen, nameless, throws.
    let thrower = vm.new_native_function("", 0, throw_type_error)?;
    let thrower_root = vm.rooted(thrower);
    vm.set_integrity_level(thrower, vm::IntegrityLevel::Frozen)?;
    set(vm, Intrinsic::ThrowTypeError, thrower_root.get().to_value());
    let _ = util::value;
    let _ = Attributes::NONE;
    Ok(())
}

fn return_undefined(_vm: &mut Vm, _args: &CallArgs) -> JsResult<JSValue> {
    Ok(JSValue::UNDEFINED)
}

fn throw_type_error(vm: &mut Vm, _args: &CallArgs) -> JsResult<JSValue> {
    Err(vm.throw_error_with(
        Message::ThrowTypeError,
        "'caller', 'callee', and 'arguments' properties may not be accessed on strict mode functions or the arguments objects for calls to them",
    ))
}

#[allow(dead_code)]
fn unused(_: ObjectRef) {}
