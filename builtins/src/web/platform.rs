//! Web IDL's JavaScript binding (Web IDL §3), as much of it as these classes need:
//! interface objects, operations, attributes and constants with the attributes Web IDL
//! gives them, dictionaries and sequences read from arguments, and platform objects with
//! internal slots.
//!
//! A platform object is an ordinary object (or, for DOMException, an Error object) with
//! one own property under the VM's private name `[[HostSlots]]` (`vm.symbols.host_slots`):
//! a host data cell owning the Rust struct of its internal slots. No reflection sees a
//! private name, so scripts cannot read, copy or forge the slots, and the brand check
//! ("is this a platform object implementing the interface?") is a downcast of that data
//! to the interface's struct. The name belongs to the VM, not to a realm, so the check
//! holds across realms.
//!
//! ```text
//!   TextDecoder object: header | butterfly | inline slots: [[HostSlots]] -> host data cell
//!                                                                           Box<TextDecoderSlots>
//! ```

use std::any::Any;

use vm::cell::JSType;
use vm::runtime::function::{CallArgs, NativeFn};
use vm::runtime::host::HostDataRef;
use vm::runtime::realm::Intrinsic;
use vm::structure::DEFAULT_INLINE_CAPACITY;
use vm::{Attributes, JSValue, JsResult, Message, ObjectRef, PropertyKey, Vm};

use crate::iterator::to_string_tag;
use crate::util;

/// Web IDL §3.7.6 (operations) and §3.10 (namespace and global operations): writable,
/// enumerable and configurable, unlike ECMAScript's builtin methods.
const OPERATION: Attributes = Attributes::DEFAULT;

/// Web IDL §3.7.5 constants: enumerable only.
const CONSTANT: Attributes = Attributes::ENUMERABLE;

/// An interface (Web IDL §3.7): its name, its constructor's `length` and function, the
/// intrinsic slot of its interface prototype object and that object's [[Prototype]].
pub(crate) struct Interface {
    pub name: &'static str,
    pub length: u32,
    pub constructor: NativeFn,
    pub prototype: Intrinsic,
    pub parent_prototype: Intrinsic,
}

/// What an interface prototype object holds, in the interface's declaration order.
pub(crate) enum Member {
    /// A regular attribute: a getter named `get name`, no setter.
    Attribute(&'static str, NativeFn),
    /// A regular operation with its `length`.
    Operation(&'static str, u32, NativeFn),
    /// A constant, on the interface object and on its prototype.
    Constant(&'static str, u16),
}

/// Web IDL §3.7.1-3.7.3: makes the interface object and its prototype, defines the
/// members, `Symbol.toStringTag`, the realm's intrinsic, and the global property
/// (writable, not enumerable, configurable). The interface object's own [[Prototype]] is
/// %Function.prototype% (these interfaces inherit from none).
pub(crate) fn install_interface(vm: &mut Vm, interface: &Interface, members: &[Member]) -> JsResult<ObjectRef> {
    let parent = vm.realm().intrinsic(interface.parent_prototype);
    let prototype = vm.new_object(parent)?;
    let prototype = vm.rooted(prototype);
    vm.set_intrinsic(vm.realm(), interface.prototype, prototype.get().to_value());
    let constructor = util::constructor(vm, interface.name, interface.length, interface.constructor, prototype.get())?;
    let constructor = vm.rooted(constructor);
    vm.reserve_own_properties(prototype.get(), members.len() as u32 + 1)?;
    let constants = members.iter().filter(|member| matches!(member, Member::Constant(..))).count();
    if constants > 0 {
        vm.reserve_own_properties(constructor.get(), constants as u32)?;
    }
    for member in members {
        match *member {
            Member::Attribute(name, getter) => attribute(vm, prototype.get(), name, getter)?,
            Member::Operation(name, length, native) => {
                operation(vm, prototype.get(), name, length, native)?;
            }
            Member::Constant(name, value) => {
                let value = JSValue::from_i32(value as i32);
                util::value(vm, constructor.get(), name, value, CONSTANT)?;
                util::value(vm, prototype.get(), name, value, CONSTANT)?;
            }
        }
    }
    // §3.7.3: the class string is the interface's identifier.
    to_string_tag(vm, prototype.get(), interface.name)?;
    util::global(vm, interface.name, constructor.get().to_value())?;
    Ok(constructor.get())
}

/// Defines a regular operation (or a global one, on the global object): a method with
/// Web IDL's attributes.
pub(crate) fn operation(vm: &mut Vm, target: ObjectRef, name: &str, length: u32, native: NativeFn) -> JsResult<()> {
    util::method_with(vm, target, name, length, native, OPERATION).map(drop)
}

/// §3.7.6 A regular read-only attribute: an accessor with a getter named `get name`,
/// enumerable and configurable.
fn attribute(vm: &mut Vm, target: ObjectRef, name: &str, getter: NativeFn) -> JsResult<()> {
    let target = vm.rooted(target);
    // The key is rooted by `accessor_with` before it allocates.
    let key = vm.property_key_from_str(name)?;
    util::accessor_with(vm, target.get(), key, name, getter, None, true)
}

/// §3.7.1 step 1 of an interface object's [[Call]]: a constructor needs `new`.
pub(crate) fn require_new(vm: &mut Vm, args: &CallArgs, name: &str) -> JsResult<()> {
    if args.new_target.is_undefined() {
        return Err(vm.throw_error_with(Message::ConstructorRequiresNew, name));
    }
    Ok(())
}

/// The prototype of a new platform object: `newTarget.prototype` when it is an object,
/// else the interface prototype object of newTarget's realm (§3.7.1, "internally create a
/// new object implementing the interface", steps 3-4), else of the current realm.
pub(crate) fn prototype_from_new_target(vm: &mut Vm, new_target: JSValue, default: Intrinsic) -> JsResult<JSValue> {
    let prototype = vm.get_prototype_from_constructor(new_target, default)?;
    if ObjectRef::from_value(prototype).is_some() {
        return Ok(prototype);
    }
    // newTarget's realm did not install the web classes: this realm's prototype.
    Ok(interface_prototype(vm, default))
}

/// The current realm's interface prototype object for `which`; %Object.prototype% if the
/// realm has none (a host that installed only part of the web classes).
pub(crate) fn interface_prototype(vm: &Vm, which: Intrinsic) -> JSValue {
    let prototype = vm.realm().intrinsic(which);
    if ObjectRef::from_value(prototype).is_some() {
        prototype
    } else {
        vm.realm().intrinsic(Intrinsic::ObjectPrototype)
    }
}

/// A new platform object of `js_type` (Object, or Error for an exception) with `prototype`,
/// whose internal slots are `slots`. May collect.
pub(crate) fn new_platform_object<T: Any>(
    vm: &mut Vm,
    prototype: JSValue,
    js_type: JSType,
    slots: T,
) -> JsResult<ObjectRef> {
    let prototype = vm.root_value(prototype);
    let data = vm.new_host_data(Box::new(slots))?;
    let data = vm.rooted(data);
    let structure = vm.root_structure(prototype.get(), js_type, DEFAULT_INLINE_CAPACITY, 0)?;
    let object = vm.new_object_with_structure(structure)?;
    let object = vm.rooted(object);
    let key = PropertyKey::Symbol(vm.symbols.host_slots);
    vm.define_own_property(object.get(), key, data.get().to_value(), Attributes::NONE)?;
    Ok(object.get())
}

/// The internal slots of `value` if it is a platform object whose slots are a `T`.
pub(crate) fn slots<T: Any>(vm: &Vm, value: JSValue) -> Option<&T> {
    let object = ObjectRef::from_value(value)?;
    let slot = vm.get_own_property(object, PropertyKey::Symbol(vm.symbols.host_slots))?;
    HostDataRef::from_value(slot.value)?.data(vm).downcast_ref::<T>()
}

/// Whether `object` is a platform object of any interface.
pub(crate) fn is_platform_object(vm: &Vm, object: ObjectRef) -> bool {
    vm.get_own_property(object, PropertyKey::Symbol(vm.symbols.host_slots)).is_some()
}

/// The brand check of an operation or attribute (§3.7.6 step 2.1.2): `this` must
/// implement the interface whose slots are `T`; a TypeError naming `member` otherwise.
pub(crate) fn this_slots<'v, T: Any>(vm: &'v mut Vm, args: &CallArgs, member: &str) -> JsResult<&'v T> {
    if slots::<T>(vm, args.this).is_none() {
        let detail = format!("{member} ({})", vm.describe_value(args.this));
        return Err(vm.throw_error_with(Message::InvalidIncompatibleReceiver, detail));
    }
    Ok(slots::<T>(vm, args.this).expect("checked above"))
}

/// §3.2.18 Converting an ECMAScript value to a dictionary, up to reading its members:
/// undefined and null are the empty dictionary (`None`), other objects are read by the
/// caller, anything else is a TypeError naming `member`.
pub(crate) fn dictionary(vm: &mut Vm, value: JSValue, member: &str) -> JsResult<Option<ObjectRef>> {
    if value.is_undefined_or_null() {
        return Ok(None);
    }
    match ObjectRef::from_value(value) {
        Some(object) => Ok(Some(object)),
        None => Err(vm.throw_error_with(Message::NotADictionary, member)),
    }
}

/// A boolean dictionary member (`? Get(dictionary, name)`, then ToBoolean; false when the
/// member is absent or undefined).
pub(crate) fn boolean_member(vm: &mut Vm, dictionary: Option<ObjectRef>, name: &str) -> JsResult<bool> {
    let Some(dictionary) = dictionary else { return Ok(false) };
    let key = vm.property_key_from_str(name)?;
    let key = vm.rooted(key);
    let value = vm.get(dictionary, key.get())?;
    Ok(vm.to_boolean(value))
}

/// §3.7.6 step 2.3 (via overload resolution): an operation called with fewer than its
/// required arguments throws a TypeError.
pub(crate) fn require_arguments(vm: &mut Vm, args: &CallArgs, count: usize, member: &str) -> JsResult<()> {
    if args.len() < count {
        let detail = format!("{member} ({count} required, {} present)", args.len());
        return Err(vm.throw_error_with(Message::NotEnoughArguments, detail));
    }
    Ok(())
}
