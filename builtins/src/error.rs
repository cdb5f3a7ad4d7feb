//! 20.5 Error Objects: Error, the NativeError constructors (20.5.5-20.5.6) and
//! AggregateError (20.5.7). SuppressedError (ES2026) is in `suppressed_error.rs` and shares
//! these helpers.
//!
//! Every error object is a `JSType::Error` object (it has [[ErrorData]]), which is what
//! `Object.prototype.toString` recognises. Besides the standard properties, a new error
//! gets an own, non-enumerable `stack` string, as errors the engine raises do
//! (`vm/src/runtime/errors.rs`).
//!
//! Error and the six NativeError constructors share one native function: its first data
//! slot holds the index of its row in [`ERROR_TYPES`].

use vm::cell::JSType;
use vm::runtime::descriptor::PropertyDescriptor;
use vm::runtime::function::CallArgs;
use vm::runtime::realm::Intrinsic;
use vm::string::StringRef;
use vm::structure::DEFAULT_INLINE_CAPACITY;
use vm::{Attributes, JSValue, JsResult, Message, ObjectRef, PropertyKey, Vm};

use crate::util;

/// An error constructor's name and the intrinsic its instances inherit from.
pub(crate) struct ErrorType {
    pub(crate) name: &'static str,
    pub(crate) prototype: Intrinsic,
}

/// Error, the NativeErrors in the order of 20.5.5, AggregateError and SuppressedError.
pub(crate) const ERROR_TYPES: [ErrorType; 9] = [
    ErrorType { name: "Error", prototype: Intrinsic::ErrorPrototype },
    ErrorType { name: "EvalError", prototype: Intrinsic::EvalErrorPrototype },
    ErrorType { name: "RangeError", prototype: Intrinsic::RangeErrorPrototype },
    ErrorType { name: "ReferenceError", prototype: Intrinsic::ReferenceErrorPrototype },
    ErrorType { name: "SyntaxError", prototype: Intrinsic::SyntaxErrorPrototype },
    ErrorType { name: "TypeError", prototype: Intrinsic::TypeErrorPrototype },
    ErrorType { name: "URIError", prototype: Intrinsic::UriErrorPrototype },
    ErrorType { name: "AggregateError", prototype: Intrinsic::AggregateErrorPrototype },
    ErrorType { name: "SuppressedError", prototype: Intrinsic::SuppressedErrorPrototype },
];

pub(crate) const AGGREGATE_ERROR: usize = 7;
pub(crate) const SUPPRESSED_ERROR: usize = 8;

pub fn install(vm: &mut Vm) -> JsResult<()> {
    // 20.5.1 The Error Constructor and 20.5.3 the Error prototype object.
    let error = install_error_type(vm, 0, error_constructor, 1)?;
    let error_root = vm.rooted(error);
    let error_prototype = vm.intrinsic(Intrinsic::ErrorPrototype);
    util::method(vm, error_prototype, "toString", 0, to_string)?;
    // 20.5.2.1 Error.isError ( arg ) (ES2026)
    util::method(vm, error_root.get(), "isError", 1, is_error)?;
    // 20.5.6 NativeError Object Structure: each constructor's [[Prototype]] is %Error%.
    for index in 1..AGGREGATE_ERROR {
        let native_error = install_error_type(vm, index, error_constructor, 1)?;
        vm.set_prototype(native_error, error_root.get().to_value())?;
    }
    // 20.5.7 AggregateError Objects.
    let aggregate = install_error_type(vm, AGGREGATE_ERROR, aggregate_error_constructor, 2)?;
    vm.set_prototype(aggregate, error_root.get().to_value())?;
    crate::suppressed_error::install(vm, error_root.get())
}

/// Makes the constructor of row `index` of [`ERROR_TYPES`] with its prototype's `message`
/// and `name`, and installs it as a global.
pub(crate) fn install_error_type(
    vm: &mut Vm,
    index: usize,
    native: vm::runtime::function::NativeFn,
    length: u32,
) -> JsResult<ObjectRef> {
    let ErrorType { name, prototype } = ERROR_TYPES[index];
    let prototype = vm.intrinsic(prototype);
    let prototype_root = vm.rooted(prototype);
    let constructor = util::constructor(vm, name, length, native, prototype)?;
    let constructor_root = vm.rooted(constructor);
    vm.set_native_data(constructor, 0, JSValue::from_i32(index as i32));
    // 20.5.3.2 / 20.5.6.3.2 The prototype's `message`: the empty String.
    let empty = vm.empty_string().to_value();
    util::value(vm, prototype_root.get(), "message", empty, Attributes::HIDDEN)?;
    // 20.5.3.3 / 20.5.6.3.3 The prototype's `name`.
    let name_value = vm.new_string(name)?.to_value();
    util::value(vm, prototype_root.get(), "name", name_value, Attributes::HIDDEN)?;
    util::global(vm, name, constructor_root.get().to_value())?;
    Ok(constructor_root.get())
}

/// 20.5.1.1 Error ( message [ , options ] ) and 20.5.6.1.1 NativeError ( message [ , options ] )
fn error_constructor(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    let index = vm.native_data(args.callee, 0).as_int32() as usize;
    // 1-4. Create the object, its `message` and its `cause`.
    let object = create_error(vm, args, index, args.get(vm, 0), args.get(vm, 1))?;
    // 5. Return O.
    Ok(object.to_value())
}

/// 20.5.7.1.1 AggregateError ( errors, message [ , options ] )
fn aggregate_error_constructor(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1-4. Create the object, its `message` and its `cause`.
    let object = create_error(vm, args, AGGREGATE_ERROR, args.get(vm, 1), args.get(vm, 2))?;
    let object_root = vm.rooted(object);
    // 5. Let errorsList be ? IteratorToList(? GetIterator(errors, sync)).
    let errors_list = vm.iterate_to_list(args.get(vm, 0))?;
    let errors = vm.create_array_from_list(&errors_list)?;
    // 6. Perform ! DefinePropertyOrThrow(O, "errors", PropertyDescriptor { [[Configurable]]: true,
    //    [[Enumerable]]: false, [[Writable]]: true, [[Value]]: CreateArrayFromList(errorsList) }).
    let descriptor = PropertyDescriptor::data(errors.to_value(), true, false, true);
    vm.define_property_or_throw(object_root.get(), PropertyKey::Atom(vm.names.errors), descriptor)?;
    // 7. Return O.
    Ok(object_root.get().to_value())
}

/// The steps every error constructor begins with: the object from the new target, its
/// `message` and its `cause`; then the `stack` every new error gets.
fn create_error(vm: &mut Vm, args: &CallArgs, index: usize, message: JSValue, options: JSValue) -> JsResult<ObjectRef> {
    let (object, message_text) = create_error_object(vm, args, index, message, options)?;
    install_stack(vm, object, index, &message_text)
}

/// The first steps of an error constructor: the object from the new target, its `message`
/// and its `cause`. Returns the object and the message's text.
pub(crate) fn create_error_object(
    vm: &mut Vm,
    args: &CallArgs,
    index: usize,
    message: JSValue,
    options: JSValue,
) -> JsResult<(ObjectRef, String)> {
    let prototype = ERROR_TYPES[index].prototype;
    // 1. If NewTarget is undefined, let newTarget be the active function object; else let
    //    newTarget be NewTarget.
    let new_target = if args.new_target.is_undefined() { args.callee.to_value() } else { args.new_target };
    // 2. Let O be ? OrdinaryCreateFromConstructor(newTarget, "%NativeError.prototype%",
    //    « [[ErrorData]] »).
    let prototype = vm.get_prototype_from_constructor(new_target, prototype)?;
    let prototype_root = vm.root_value(prototype);
    let structure = vm.root_structure(prototype_root.get(), JSType::Error, DEFAULT_INLINE_CAPACITY, 0)?;
    let object = vm.new_object_with_structure(structure)?;
    let object_root = vm.rooted(object);
    // 3. If message is not undefined, then
    let mut message_text = String::new();
    if !message.is_undefined() {
        // a. Let msg be ? ToString(message).
        let text = vm.to_string(message)?;
        message_text = text.to_string_lossy();
        // b. Perform CreateNonEnumerableDataPropertyOrThrow(O, "message", msg).
        let descriptor = PropertyDescriptor::data(text.to_value(), true, false, true);
        vm.define_property_or_throw(object_root.get(), PropertyKey::Atom(vm.names.message), descriptor)?;
    }
    // 4. Perform ? InstallErrorCause(O, options).
    install_error_cause(vm, object_root.get(), options)?;
    Ok((object_root.get(), message_text))
}

/// Not in the specification: the `stack` every new error gets last, as engines give one.
pub(crate) fn install_stack(vm: &mut Vm, object: ObjectRef, index: usize, message_text: &str) -> JsResult<ObjectRef> {
    let object_root = vm.rooted(object);
    let stack = vm.stack_for_new_error(ERROR_TYPES[index].name, message_text);
    let stack = vm.new_string(&stack)?;
    vm.define_own_property(object_root.get(), PropertyKey::Atom(vm.names.stack), stack.to_value(), Attributes::HIDDEN)?;
    Ok(object_root.get())
}

/// 20.5.8.1 InstallErrorCause ( O, options )
fn install_error_cause(vm: &mut Vm, object: ObjectRef, options: JSValue) -> JsResult<()> {
    // 1. If options is an Object and ? HasProperty(options, "cause") is true, then
    let Some(options) = ObjectRef::from_value(options) else { return Ok(()) };
    let object_root = vm.rooted(object);
    let cause_key = PropertyKey::Atom(vm.names.cause);
    if vm.has_property(options, cause_key)? {
        // a. Let cause be ? Get(options, "cause").
        let cause = vm.get(options, cause_key)?;
        // b. Perform CreateNonEnumerableDataPropertyOrThrow(O, "cause", cause).
        let descriptor = PropertyDescriptor::data(cause, true, false, true);
        vm.define_property_or_throw(object_root.get(), cause_key, descriptor)?;
    }
    // 2. Return unused.
    Ok(())
}

/// 20.5.3.4 Error.prototype.toString ( )
fn to_string(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1. Let O be the this value.
    // 2. If O is not an Object, throw a TypeError exception.
    let Some(object) = ObjectRef::from_value(args.this) else {
        let detail = format!("Error.prototype.toString called on non-object {}", vm.describe_value(args.this));
        return Err(vm.throw_error_with(Message::ThrowTypeError, detail));
    };
    // 3. Let name be ? Get(O, "name").
    let name = vm.get(object, PropertyKey::Atom(vm.names.name))?;
    // 4. If name is undefined, set name to "Error"; otherwise set name to ? ToString(name).
    let name = if name.is_undefined() { vm.new_string("Error")? } else { vm.to_string(name)? };
    let name_root = vm.rooted(name);
    // 5. Let msg be ? Get(O, "message").
    let message = vm.get(object, PropertyKey::Atom(vm.names.message))?;
    // 6. If msg is undefined, set msg to the empty String; otherwise set msg to ? ToString(msg).
    let message = if message.is_undefined() { vm.empty_string() } else { vm.to_string(message)? };
    let message_root = vm.rooted(message);
    // 7. If name is the empty String, return msg.
    if name_root.get().is_empty() {
        return Ok(message_root.get().to_value());
    }
    // 8. If msg is the empty String, return name.
    if message_root.get().is_empty() {
        return Ok(name_root.get().to_value());
    }
    // 9. Return the string-concatenation of name, the code unit 0x003A (COLON), the code
    //    unit 0x0020 (SPACE), and msg.
    let separator = vm.new_string(": ")?;
    let prefix = vm.concat(name_root.get(), separator)?;
    let result: StringRef = vm.concat(prefix, message_root.get())?;
    Ok(result.to_value())
}

/// 20.5.2.1 Error.isError ( arg )
fn is_error(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1. If arg is not an Object, return false.
    // 2. If arg does not have an [[ErrorData]] internal slot, return false.
    // 3. Return true.
    let arg = args.get(vm, 0);
    Ok(JSValue::from_bool(ObjectRef::from_value(arg).is_some_and(|object| object.js_type() == JSType::Error)))
}
