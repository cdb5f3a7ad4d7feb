//! Helpers for defining builtins: methods, getters, values and constructors on objects,
//! with the attributes the specification gives builtins (17 ECMAScript Standard Built-in
//! Objects: writable, configurable, not enumerable).
//!
//! The objects these helpers add functions to (prototypes, constructors, namespaces, the
//! global object) are one of a kind: no other object has their shape. Each gets a
//! structure of its own first ([`Vm::use_own_structure`]), which every addition then
//! changes in place, instead of a transition (and a structure) per property that nothing
//! else would follow.

use vm::runtime::function::NativeFn;
use vm::symbol::SymbolRef;
use vm::{Attributes, JSValue, JsResult, ObjectRef, PropertyKey, Vm};

/// Defines method `name` of `target`.
pub fn method(vm: &mut Vm, target: ObjectRef, name: &str, length: u32, native: NativeFn) -> JsResult<ObjectRef> {
    method_with(vm, target, name, length, native, Attributes::HIDDEN)
}

/// Defines method `name` of `target` with `attributes` (Web IDL's operations are
/// enumerable, ECMAScript's methods are not).
pub fn method_with(
    vm: &mut Vm,
    target: ObjectRef,
    name: &str,
    length: u32,
    native: NativeFn,
    attributes: Attributes,
) -> JsResult<ObjectRef> {
    let target_root = vm.rooted(target);
    vm.use_own_structure(target)?;
    // The name is the function's `name` and the key: one atom for both.
    let name = vm.atom(name)?;
    let _name_root = vm.rooted(name);
    let function = vm.new_native_function_named(name.to_value(), length, native, false)?;
    let function_root = vm.rooted(function);
    vm.define_own_property(target_root.get(), PropertyKey::Atom(name), function.to_value(), attributes)?;
    Ok(function_root.get())
}

/// A table of methods (name, `length`, function) in the specification's order.
pub type Methods = [(&'static str, u32, NativeFn)];

/// How a method in a [`MixedMethods`] table is implemented.
#[derive(Clone, Copy)]
pub enum Body {
    Native(NativeFn),
    /// The function of the same name in a registered self-hosted source (its index:
    /// `crate::self_hosted`).
    SelfHosted(usize),
}

/// A table of methods some of which are self-hosted, in the specification's order.
pub type MixedMethods = [(&'static str, u32, Body)];

/// Defines the methods of a mixed table on `target`, in order. May collect.
pub fn mixed_methods(vm: &mut Vm, target: ObjectRef, table: &MixedMethods) -> JsResult<()> {
    let target_root = vm.rooted(target);
    vm.reserve_own_properties(target, table.len() as u32)?;
    for &(name, length, body) in table {
        match body {
            Body::Native(native) => {
                method(vm, target_root.get(), name, length, native)?;
            }
            Body::SelfHosted(source) => {
                vm.use_own_structure(target_root.get())?;
                let function = vm.new_self_hosted_function(source, name, length)?;
                let function_root = vm.rooted(function);
                let key = vm.property_key_from_str(name)?;
                vm.define_own_property(target_root.get(), key, function_root.get().to_value(), Attributes::HIDDEN)?;
            }
        }
    }
    Ok(())
}

/// Defines the methods of a table on `target`, in order, with room made for all of them
/// first.
pub fn methods(vm: &mut Vm, target: ObjectRef, table: &Methods) -> JsResult<()> {
    let target_root = vm.rooted(target);
    vm.reserve_own_properties(target, table.len() as u32)?;
    for &(name, length, native) in table {
        method(vm, target_root.get(), name, length, native)?;
    }
    Ok(())
}

/// Defines a method keyed by a symbol; its name is `[description]`.
pub fn symbol_method(
    vm: &mut Vm,
    target: ObjectRef,
    symbol: SymbolRef,
    name: &str,
    length: u32,
    native: NativeFn,
) -> JsResult<ObjectRef> {
    let target_root = vm.rooted(target);
    vm.use_own_structure(target)?;
    let function = vm.new_native_function(name, length, native)?;
    let function_root = vm.rooted(function);
    vm.define_own_property(target_root.get(), PropertyKey::Symbol(symbol), function.to_value(), Attributes::HIDDEN)?;
    Ok(function_root.get())
}

/// Defines an accessor property with a native getter (and setter, if given).
pub fn accessor(
    vm: &mut Vm,
    target: ObjectRef,
    key: PropertyKey,
    name: &str,
    getter: NativeFn,
    setter: Option<NativeFn>,
) -> JsResult<()> {
    accessor_with(vm, target, key, name, getter, setter, false)
}

/// The same, enumerable if `enumerable` (Web IDL's attributes are, ECMAScript's
/// accessors are not).
pub fn accessor_with(
    vm: &mut Vm,
    target: ObjectRef,
    key: PropertyKey,
    name: &str,
    getter: NativeFn,
    setter: Option<NativeFn>,
    enumerable: bool,
) -> JsResult<()> {
    let target_root = vm.rooted(target);
    let key_root = vm.rooted(key);
    vm.use_own_structure(target)?;
    let get = vm.new_native_function(&format!("get {name}"), 0, getter)?;
    let get_root = vm.rooted(get);
    let set = match setter {
        Some(setter) => vm.new_native_function(&format!("set {name}"), 1, setter)?.to_value(),
        None => JSValue::UNDEFINED,
    };
    let descriptor =
        vm::runtime::descriptor::PropertyDescriptor::accessor(get_root.get().to_value(), set, enumerable, true);
    vm.define_property_or_throw(target_root.get(), key_root.get(), descriptor)
}

/// Defines data property `name` with `attributes`.
pub fn value(vm: &mut Vm, target: ObjectRef, name: &str, value: JSValue, attributes: Attributes) -> JsResult<()> {
    let target_root = vm.rooted(target);
    let value_root = vm.root_value(value);
    let key = vm.property_key_from_str(name)?;
    vm.define_own_property(target_root.get(), key, value_root.get(), attributes)
}

/// A constructor `name` whose `prototype` is `prototype` (and whose prototype's
/// `constructor` is it).
pub fn constructor(
    vm: &mut Vm,
    name: &str,
    length: u32,
    native: NativeFn,
    prototype: ObjectRef,
) -> JsResult<ObjectRef> {
    let prototype_root = vm.rooted(prototype);
    let function = vm.new_native_constructor(name, length, native)?;
    let function_root = vm.rooted(function);
    let key = vm.property_key_from_str("prototype")?;
    vm.define_own_property(function, key, prototype_root.get().to_value(), Attributes::NONE)?;
    let key = vm.property_key_from_str("constructor")?;
    vm.define_own_property(prototype_root.get(), key, function_root.get().to_value(), Attributes::HIDDEN)?;
    Ok(function_root.get())
}

/// Installs `value` as global `name` (writable, configurable, not enumerable).
pub fn global(vm: &mut Vm, name: &str, value: JSValue) -> JsResult<()> {
    let global = vm.realm().global_object();
    self::value(vm, global, name, value, Attributes::HIDDEN)
}
