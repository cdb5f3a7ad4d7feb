//! 20.2 Function Objects: the Function constructor and %Function.prototype%'s methods.
//!
//! %Function.prototype% itself (a native function that returns undefined) is made by
//! `fundamentals`, before any other function can exist; this file adds its properties.
//! CreateListFromArrayLike lives here too: `apply` and `Reflect` share it.

use vm::bytecode::FunctionKind;
use vm::cell::JSType;
use vm::interpreter::MAX_CALL_ARGUMENTS;
use vm::runtime::descriptor::PropertyDescriptor;
use vm::runtime::function::{CallArgs, NativeFn};
use vm::runtime::realm::Intrinsic;
use vm::string::StringRef;
use vm::{Attributes, JSValue, JsResult, Message, ObjectRef, PropertyKey, Rooted, Vm};

use crate::util;

/// %Function.prototype%'s string-keyed methods, in the specification's order.
const PROTOTYPE_METHODS: &[(&str, u32, NativeFn)] =
    &[("apply", 2, apply), ("bind", 1, bind), ("call", 1, call), ("toString", 0, to_string)];

pub fn install(vm: &mut Vm) -> JsResult<()> {
    let prototype = vm.intrinsic(Intrinsic::FunctionPrototype);
    let prototype_root = vm.rooted(prototype);
    // 20.2.1 The Function Constructor.
    let constructor = util::constructor(vm, "Function", 1, function_constructor, prototype)?;
    let constructor_root = vm.rooted(constructor);
    let realm = vm.realm();
    vm.set_intrinsic(realm, Intrinsic::FunctionConstructor, constructor.to_value());
    util::global(vm, "Function", constructor_root.get().to_value())?;
    // 20.2.3 Properties of the Function Prototype Object.
    util::methods(vm, prototype_root.get(), PROTOTYPE_METHODS)?;
    // 20.2.3.6 Function.prototype [ @@hasInstance ] ( V ):
    // { [[Writable]]: false, [[Enumerable]]: false, [[Configurable]]: false }.
    let has_instance = vm.new_native_function("[Symbol.hasInstance]", 1, has_instance)?;
    let realm = vm.realm();
    vm.set_intrinsic(realm, Intrinsic::FunctionProtoHasInstance, has_instance.to_value());
    let key = PropertyKey::Symbol(vm.symbols.has_instance);
    vm.define_own_property(prototype_root.get(), key, has_instance.to_value(), Attributes::NONE)?;
    // 10.2.4 AddRestrictedFunctionProperties ( F, realm ): `caller` and `arguments`.
    let thrower = vm.realm().intrinsic(Intrinsic::ThrowTypeError);
    let restricted = PropertyDescriptor::accessor(thrower, thrower, false, true);
    let caller = PropertyKey::Atom(vm.names.caller);
    vm.define_property_or_throw(prototype_root.get(), caller, restricted)?;
    let arguments = PropertyKey::Atom(vm.names.arguments);
    vm.define_property_or_throw(prototype_root.get(), arguments, restricted)?;
    // The legacy `caller` of sloppy functions (an extension the web relies on, as other
    // engines have it): one accessor pair per realm, which `Vm::new_function` puts on each
    // sloppy `function` it makes. Strict functions, arrows, methods and classes keep none.
    let getter = vm.new_native_function("get caller", 0, legacy_caller)?;
    let pair = vm.new_getter_setter(getter.to_value(), JSValue::UNDEFINED)?;
    let realm = vm.realm();
    vm.set_intrinsic(realm, Intrinsic::SloppyFunctionCaller, pair.to_value());
    Ok(())
}

/// The getter of a sloppy function's own `caller`: the sloppy function that made the
/// innermost active call of `this`, or null (never a strict function: 17.1).
fn legacy_caller(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    let sloppy = |function: ObjectRef| {
        function.function_kind() == Some(FunctionKind::Normal) && !function.function_executable().code().strict
    };
    match ObjectRef::from_value(args.this).filter(|&function| sloppy(function)) {
        Some(function) => Ok(vm.legacy_caller(function)),
        None => Ok(JSValue::NULL),
    }
}

/// 20.2.1.1 Function ( ...parameterArgs, bodyArg )
fn function_constructor(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1. Let C be the active function object.
    // 2. If bodyArg is not present, set bodyArg to the empty String.
    // 3. Return ? CreateDynamicFunction(C, NewTarget, normal, parameterArgs, bodyArg).
    create_dynamic_function(vm, args, FunctionKind::Normal, Intrinsic::FunctionPrototype)
}

/// 20.2.1.1.1 CreateDynamicFunction ( constructor, newTarget, kind, parameterArgs, bodyArg ):
/// the steps that read the arguments and the new target; parsing and creating the
/// function are the VM's. `fallback` is the prototype for `kind` (%Function.prototype%,
/// %GeneratorFunction.prototype%...), for the constructors of the other function kinds.
pub(crate) fn create_dynamic_function(
    vm: &mut Vm,
    args: &CallArgs,
    kind: FunctionKind,
    fallback: Intrinsic,
) -> JsResult<JSValue> {
    // 1. If newTarget is undefined, set newTarget to constructor.
    let new_target = if args.new_target.is_undefined() { args.callee.to_value() } else { args.new_target };
    // 7-9. Let P be the parameters, each ? ToString, joined with ",".
    let count = args.len();
    let (parameter_args, body_arg) = match count {
        0 => (0, None),
        _ => (count - 1, Some(args.get(vm, count - 1))),
    };
    // (As code units: a lone surrogate in a literal survives.)
    let mut parameters = Vec::new();
    for index in 0..parameter_args {
        let text = vm.to_string(args.get(vm, index))?;
        if index > 0 {
            parameters.push(u16::from(b','));
        }
        text.append_code_units(&mut parameters);
    }
    // 10. Let bodyString be ? ToString(bodyArg).
    let mut body = Vec::new();
    if let Some(body_arg) = body_arg {
        vm.to_string(body_arg)?.append_code_units(&mut body);
    }
    // 11-20. Parse and check the parameters and the body; 23-32. create the function.
    let function = vm.create_dynamic_function(kind, &parameters, &body)?;
    // 21. Let proto be ? GetPrototypeFromConstructor(newTarget, fallbackProto).
    if new_target != args.callee.to_value()
        && let Some(object) = ObjectRef::from_value(function)
    {
        let function_root = vm.rooted(object);
        let prototype = vm.get_prototype_from_constructor(new_target, fallback)?;
        vm.set_prototype(function_root.get(), prototype)?;
        return Ok(function_root.get().to_value());
    }
    Ok(function)
}

/// 20.2.3.1 Function.prototype.apply ( thisArg, argArray )
fn apply(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1. Let func be the this value.
    let function = args.this;
    // 2. If IsCallable(func) is false, throw a TypeError exception.
    if !vm.is_callable(function) {
        return Err(not_a_function(vm, function, "Function.prototype.apply"));
    }
    let (this_arg, arg_array) = (args.get(vm, 0), args.get(vm, 1));
    // 3. If argArray is either undefined or null, then return ? Call(func, thisArg).
    if arg_array.is_undefined_or_null() {
        return vm.call(function, this_arg, &[]);
    }
    // 4. Let argList be ? CreateListFromArrayLike(argArray).
    let list = create_list_from_array_like(vm, arg_array)?;
    // 5. Return ? Call(func, thisArg, argList).
    vm.call(function, this_arg, list.values())
}

/// 20.2.3.2 Function.prototype.bind ( thisArg, ...args )
fn bind(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1. Let Target be the this value.
    let target = args.this;
    // 2. If IsCallable(Target) is false, throw a TypeError exception.
    let Some(target_object) = ObjectRef::from_value(target).filter(|t| t.is_callable()) else {
        return Err(not_a_function(vm, target, "Function.prototype.bind"));
    };
    // 3. Let F be ? BoundFunctionCreate(Target, thisArg, args).
    let bound_args = args.rest(vm, 1);
    let argument_count = bound_args.len() as f64;
    let bound_list = vm.create_array_from_list(&bound_args)?;
    let bound = vm.new_bound_function(target_object, args.get(vm, 0), bound_list.to_value())?;
    let bound_root = vm.rooted(bound);
    // 4. Let L be 0.
    let mut length = 0.0;
    // 5. Let targetHasLength be ? HasOwnProperty(Target, "length").
    let length_key = PropertyKey::Atom(vm.names.length);
    // 6. If targetHasLength is true, then
    if vm.has_own_property(target_object, length_key)? {
        // a. Let targetLen be ? Get(Target, "length").
        let target_length = vm.get(target_object, length_key)?;
        // b. If targetLen is a Number, then
        if let Some(number) = target_length.to_number_if_number() {
            length = if number == f64::INFINITY {
                // i. If targetLen is +∞𝔽, set L to +∞.
                f64::INFINITY
            } else if number == f64::NEG_INFINITY {
                // ii. Else if targetLen is -∞𝔽, set L to 0.
                0.0
            } else {
                // iii. Else, let targetLenAsInt be ! ToIntegerOrInfinity(targetLen);
                //      set L to max(targetLenAsInt - argCount, 0).
                let as_int = if number.is_nan() { 0.0 } else { number.trunc() + 0.0 };
                (as_int - argument_count).max(0.0) + 0.0
            };
        }
    }
    // 7. Perform SetFunctionLength(F, L).
    let length_value = JSValue::from_number(length);
    vm.define_own_property(bound_root.get(), length_key, length_value, Attributes::CONFIGURABLE)?;
    // 8. Let targetName be ? Get(Target, "name").
    let name_key = PropertyKey::Atom(vm.names.name);
    let target_name = vm.get(target_object, name_key)?;
    // 9. If targetName is not a String, set targetName to the empty String.
    let target_name = StringRef::from_value(target_name).unwrap_or_else(|| vm.empty_string());
    let target_name_root = vm.rooted(target_name);
    // 10. Perform SetFunctionName(F, targetName, "bound").
    let prefix = vm.new_string("bound ")?;
    let name = vm.concat(prefix, target_name_root.get())?;
    vm.define_own_property(bound_root.get(), name_key, name.to_value(), Attributes::CONFIGURABLE)?;
    // 11. Return F.
    Ok(bound_root.get().to_value())
}

/// 20.2.3.3 Function.prototype.call ( thisArg, ...args )
fn call(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1. Let func be the this value.
    let function = args.this;
    // 2. If IsCallable(func) is false, throw a TypeError exception.
    if !vm.is_callable(function) {
        return Err(not_a_function(vm, function, "Function.prototype.call"));
    }
    // 4. Return ? Call(func, thisArg, args).
    let rest = args.rest(vm, 1);
    vm.call(function, args.get(vm, 0), &rest)
}

/// 20.2.3.5 Function.prototype.toString ( )
fn to_string(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1. Let func be the this value.
    let Some(function) = ObjectRef::from_value(args.this).filter(|f| f.is_callable()) else {
        // 5. Throw a TypeError exception.
        return Err(vm.throw_error_with(Message::InvalidIncompatibleReceiver, "Function.prototype.toString"));
    };
    // 2. If func is an ECMAScript function object with [[SourceText]], return it.
    if function.js_type() == JSType::Function {
        // Shared: the text is read while the string made of it is allocated.
        let code = function.function_executable().shared_code();
        if let Some((start, end)) = code.function.as_ref().and_then(|info| info.source_range) {
            let text = &code.source.text;
            if let Some(units) = text.get(start as usize..end as usize) {
                return Ok(string_from_units(vm, units)?.to_value());
            }
        }
    }
    // 3-4. A built-in function, or one whose text is not kept: NativeFunction syntax.
    let name = match function.js_type() {
        JSType::BoundFunction => String::new(),
        _ => vm
            .get_own_property(function, PropertyKey::Atom(vm.names.name))
            .and_then(|slot| StringRef::from_value(slot.value))
            .map(StringRef::to_string_lossy)
            .unwrap_or_default(),
    };
    Ok(vm.new_string(&format!("function {name}() {{ [native code] }}"))?.to_value())
}

/// 20.2.3.6 Function.prototype [ @@hasInstance ] ( V )
fn has_instance(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1. Let F be the this value.
    // 2. Return ? OrdinaryHasInstance(F, V).
    let result = vm.ordinary_has_instance(args.this, args.get(vm, 0))?;
    Ok(JSValue::from_bool(result))
}

/// The result of CreateListFromArrayLike: the values, and what keeps them alive.
pub(crate) struct ArgumentList {
    values: Vec<JSValue>,
    /// The array the values were read from in one pass, or a root per value read one by
    /// one (a getter may run between two reads).
    _holder: Result<Rooted<ObjectRef>, Vec<Rooted<JSValue>>>,
}

impl ArgumentList {
    /// The values, for a call to put on the register file at once: when they came straight
    /// from an array, only that array keeps them alive, and JavaScript could empty it.
    pub(crate) fn values(&self) -> &[JSValue] {
        &self.values
    }
}

/// 7.3.19 CreateListFromArrayLike ( obj ).
pub(crate) fn create_list_from_array_like(vm: &mut Vm, value: JSValue) -> JsResult<ArgumentList> {
    // 2. If obj is not an Object, throw a TypeError exception.
    let Some(object) = ObjectRef::from_value(value) else {
        let detail = format!("CreateListFromArrayLike called on non-object {}", vm.describe_value(value));
        return Err(vm.throw_error_with(Message::ThrowTypeError, detail));
    };
    // Fast path: the elements of an array with a vector, where no Get can run code, are
    // read in one pass (apply with 100,000 arguments spent most of its time rooting them).
    if let Some(values) = vm.vector_elements(object) {
        if values.len() > MAX_CALL_ARGUMENTS {
            return Err(vm.throw_error(Message::StackOverflow));
        }
        return Ok(ArgumentList { values, _holder: Ok(vm.rooted(object)) });
    }
    let object_root = vm.rooted(object);
    // 3. Let len be ? LengthOfArrayLike(obj).
    let length = vm.length_of_array_like(object)?;
    // The register file bounds how many arguments a call can take: a longer list is
    // refused (an implementation limit, as in other engines) before it is read or built.
    if length > MAX_CALL_ARGUMENTS as u64 {
        return Err(vm.throw_error(Message::StackOverflow));
    }
    let mut roots = vm.vec_with_capacity(length as usize)?;
    vm.reserve_temporary_roots(length as usize)?;
    // 4-6. Read each index in order.
    for index in 0..length as u32 {
        let next = vm.get(object_root.get(), PropertyKey::Index(index))?;
        roots.push(vm.root_value(next));
    }
    Ok(ArgumentList { values: roots.iter().map(Rooted::get).collect(), _holder: Err(roots) })
}

/// A string of `units`, stored with one byte each when they all fit.
pub(crate) fn string_from_units(vm: &mut Vm, units: &[u16]) -> JsResult<StringRef> {
    if units.iter().all(|&unit| unit < 256) {
        let bytes: Vec<u8> = units.iter().map(|&unit| unit as u8).collect();
        return vm.new_string_latin1(&bytes);
    }
    vm.new_string_utf16(units)
}

/// The TypeError for a method of %Function.prototype% applied to something not callable.
fn not_a_function(vm: &mut Vm, value: JSValue, method: &str) -> vm::Throw {
    let detail = format!("{method} was called on {}, which", vm.describe_value(value));
    vm.throw_error_with(Message::NotAFunction, detail)
}
