//! Web IDL §2.8.1 and §4.3 DOMException: the exception the web platform's algorithms
//! throw (`InvalidCharacterError` from `atob`, `DataCloneError` from `structuredClone`).
//!
//! A DOMException is an Error object (`JSType::Error`, so it has [[ErrorData]] as Web IDL
//! now gives it, prints like an error when uncaught, and gets an own `stack`) whose
//! prototype is DOMException.prototype, which inherits from %Error.prototype%; its name
//! and message are internal slots read by getters on the prototype. The name and message
//! are kept as code units, so a message with a lone surrogate survives.

use vm::cell::JSType;
use vm::runtime::function::CallArgs;
use vm::runtime::realm::Intrinsic;
use vm::string::StringRef;
use vm::{Attributes, JSValue, JsResult, ObjectRef, PropertyKey, Throw, Vm};

use super::platform::{self, Interface, Member};
use crate::string::{code_units, new_string_from_units};

/// A DOMException's internal slots.
pub(crate) struct DomExceptionSlots {
    pub name: Vec<u16>,
    pub message: Vec<u16>,
}

/// §2.8.1 The error names table: each name with its legacy code (the names without one
/// have code 0 and are not listed).
const LEGACY_CODES: [(&str, u16); 22] = [
    ("IndexSizeError", 1),
    ("HierarchyRequestError", 3),
    ("WrongDocumentError", 4),
    ("InvalidCharacterError", 5),
    ("NoModificationAllowedError", 7),
    ("NotFoundError", 8),
    ("NotSupportedError", 9),
    ("InUseAttributeError", 10),
    ("InvalidStateError", 11),
    ("SyntaxError", 12),
    ("InvalidModificationError", 13),
    ("NamespaceError", 14),
    ("InvalidAccessError", 15),
    ("TypeMismatchError", 17),
    ("SecurityError", 18),
    ("NetworkError", 19),
    ("AbortError", 20),
    ("URLMismatchError", 21),
    ("QuotaExceededError", 22),
    ("TimeoutError", 23),
    ("InvalidNodeTypeError", 24),
    ("DataCloneError", 25),
];

/// The interface, in the order of its IDL: the three attributes, then the constants.
const MEMBERS: [Member; 28] = [
    Member::Attribute("name", name),
    Member::Attribute("message", message),
    Member::Attribute("code", code),
    Member::Constant("INDEX_SIZE_ERR", 1),
    Member::Constant("DOMSTRING_SIZE_ERR", 2),
    Member::Constant("HIERARCHY_REQUEST_ERR", 3),
    Member::Constant("WRONG_DOCUMENT_ERR", 4),
    Member::Constant("INVALID_CHARACTER_ERR", 5),
    Member::Constant("NO_DATA_ALLOWED_ERR", 6),
    Member::Constant("NO_MODIFICATION_ALLOWED_ERR", 7),
    Member::Constant("NOT_FOUND_ERR", 8),
    Member::Constant("NOT_SUPPORTED_ERR", 9),
    Member::Constant("INUSE_ATTRIBUTE_ERR", 10),
    Member::Constant("INVALID_STATE_ERR", 11),
    Member::Constant("SYNTAX_ERR", 12),
    Member::Constant("INVALID_MODIFICATION_ERR", 13),
    Member::Constant("NAMESPACE_ERR", 14),
    Member::Constant("INVALID_ACCESS_ERR", 15),
    Member::Constant("VALIDATION_ERR", 16),
    Member::Constant("TYPE_MISMATCH_ERR", 17),
    Member::Constant("SECURITY_ERR", 18),
    Member::Constant("NETWORK_ERR", 19),
    Member::Constant("ABORT_ERR", 20),
    Member::Constant("URL_MISMATCH_ERR", 21),
    Member::Constant("QUOTA_EXCEEDED_ERR", 22),
    Member::Constant("TIMEOUT_ERR", 23),
    Member::Constant("INVALID_NODE_TYPE_ERR", 24),
    Member::Constant("DATA_CLONE_ERR", 25),
];

pub fn install(vm: &mut Vm) -> JsResult<()> {
    // §3.7.3: DOMException.prototype's [[Prototype]] is %Error.prototype% (§3.14).
    let interface = Interface {
        name: "DOMException",
        length: 0,
        constructor,
        prototype: Intrinsic::DomExceptionPrototype,
        parent_prototype: Intrinsic::ErrorPrototype,
    };
    platform::install_interface(vm, &interface, &MEMBERS).map(drop)
}

/// §4.3 constructor(optional DOMString message = "", optional DOMString name = "Error")
fn constructor(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    platform::require_new(vm, args, "DOMException")?;
    // The arguments, converted in order (ToString unless undefined).
    let message = match args.get(vm, 0) {
        value if value.is_undefined() => Vec::new(),
        value => code_units(vm.to_string(value)?),
    };
    let name = match args.get(vm, 1) {
        value if value.is_undefined() => "Error".encode_utf16().collect(),
        value => code_units(vm.to_string(value)?),
    };
    let prototype = platform::prototype_from_new_target(vm, args.new_target, Intrinsic::DomExceptionPrototype)?;
    // 1. Set this's name to name. 2. Set this's message to message.
    Ok(new_dom_exception(vm, prototype, DomExceptionSlots { name, message })?.to_value())
}

/// A DOMException with `prototype` and these slots, and the current stack as its own
/// `stack` (not enumerable, as an Error's). May collect.
pub(crate) fn new_dom_exception(vm: &mut Vm, prototype: JSValue, slots: DomExceptionSlots) -> JsResult<ObjectRef> {
    let stack =
        vm.stack_for_new_error(&String::from_utf16_lossy(&slots.name), &String::from_utf16_lossy(&slots.message));
    let object = platform::new_platform_object(vm, prototype, JSType::Error, slots)?;
    let object = vm.rooted(object);
    let stack = vm.new_string(&stack)?;
    vm.define_own_property(object.get(), PropertyKey::Atom(vm.names.stack), stack.to_value(), Attributes::HIDDEN)?;
    Ok(object.get())
}

/// Throws a new DOMException of the current realm named `name` (a name of the error
/// names table) with `message`: "throw a `name` DOMException".
pub(crate) fn throw(vm: &mut Vm, name: &str, message: &str) -> Throw {
    let prototype = platform::interface_prototype(vm, Intrinsic::DomExceptionPrototype);
    let slots = DomExceptionSlots { name: name.encode_utf16().collect(), message: message.encode_utf16().collect() };
    match new_dom_exception(vm, prototype, slots) {
        Ok(exception) => vm.throw_value(exception.to_value()),
        // Making it failed (out of memory): that error is pending instead.
        Err(throw) => throw,
    }
}

/// The name and message of `value` if it is a DOMException (its serialization steps).
pub(crate) fn name_and_message(vm: &Vm, value: JSValue) -> Option<(Vec<u16>, Vec<u16>)> {
    platform::slots::<DomExceptionSlots>(vm, value).map(|slots| (slots.name.clone(), slots.message.clone()))
}

/// A string of `units`. May collect.
fn string(vm: &mut Vm, units: &[u16]) -> JsResult<JSValue> {
    new_string_from_units(vm, units).map(StringRef::to_value)
}

/// §4.3 The name getter steps are to return this's name.
fn name(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    let name = platform::this_slots::<DomExceptionSlots>(vm, args, "get DOMException.prototype.name")?.name.clone();
    string(vm, &name)
}

/// §4.3 The message getter steps are to return this's message.
fn message(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    let slots = platform::this_slots::<DomExceptionSlots>(vm, args, "get DOMException.prototype.message")?;
    let message = slots.message.clone();
    string(vm, &message)
}

/// §4.3 The code getter steps are to return the legacy code indicated in the error names
/// table for this's name, or 0 if no such entry exists in the table.
fn code(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    let name = &platform::this_slots::<DomExceptionSlots>(vm, args, "get DOMException.prototype.code")?.name;
    let code = LEGACY_CODES.iter().find(|(entry, _)| entry.encode_utf16().eq(name.iter().copied())).map_or(0, |e| e.1);
    Ok(JSValue::from_i32(code as i32))
}

/// The DOMException an object is, if it is one (for structuredClone, which serializes
/// it as a platform object).
pub(crate) fn is_dom_exception(vm: &Vm, object: ObjectRef) -> bool {
    platform::slots::<DomExceptionSlots>(vm, object.to_value()).is_some()
}
