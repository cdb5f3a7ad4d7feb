//! 27.3 GeneratorFunction Objects, 27.4 AsyncGeneratorFunction Objects, 27.5 Generator
//! Objects, 27.6 AsyncGenerator Objects and 27.7 AsyncFunction Objects.
//!
//! The three constructors are not globals: they are reached through the prototype chain of
//! a function of their kind (`Object.getPrototypeOf(function*(){}).constructor`). They share
//! one shape:
//!
//! ```text
//!   %GeneratorFunction% ──prototype──► %GeneratorFunction.prototype% ──prototype──► %GeneratorPrototype%
//!          ▲                     │   ▲                                   │
//!          └─────constructor─────┘   └───────────constructor─────────────┘
//! ```
//!
//! (%AsyncFunction.prototype% has no `prototype`: async functions make no instances.) The
//! generator methods hand the work to the VM, which owns the suspended frames.

use vm::bytecode::FunctionKind;
use vm::cell::JSType;
use vm::interpreter::generator::ResumeMode;
use vm::runtime::function::{CallArgs, NativeFn};
use vm::runtime::realm::Intrinsic;
use vm::{Attributes, JSValue, JsResult, Message, ObjectRef, PropertyKey, Vm};

use crate::iterator::to_string_tag;
use crate::{function, util};

/// One of the three function kinds with its own constructor.
struct FunctionKindObjects {
    /// The constructor's name.
    name: &'static str,
    constructor: NativeFn,
    /// %XFunction.prototype%: the [[Prototype]] of functions of this kind.
    function_prototype: Intrinsic,
    /// %XPrototype%: the [[Prototype]] of the objects their calls return, if any.
    instance_prototype: Option<Intrinsic>,
    /// The @@toStringTag of %XFunction.prototype%.
    function_tag: &'static str,
}

const KINDS: &[FunctionKindObjects] = &[
    // 27.3 GeneratorFunction Objects.
    FunctionKindObjects {
        name: "GeneratorFunction",
        constructor: generator_function,
        function_prototype: Intrinsic::GeneratorFunctionPrototype,
        instance_prototype: Some(Intrinsic::GeneratorPrototype),
        function_tag: "GeneratorFunction",
    },
    // 27.4 AsyncGeneratorFunction Objects.
    FunctionKindObjects {
        name: "AsyncGeneratorFunction",
        constructor: async_generator_function,
        function_prototype: Intrinsic::AsyncGeneratorFunctionPrototype,
        instance_prototype: Some(Intrinsic::AsyncGeneratorPrototype),
        function_tag: "AsyncGeneratorFunction",
    },
    // 27.7 AsyncFunction Objects.
    FunctionKindObjects {
        name: "AsyncFunction",
        constructor: async_function,
        function_prototype: Intrinsic::AsyncFunctionPrototype,
        instance_prototype: None,
        function_tag: "AsyncFunction",
    },
];

/// 27.5.1 Properties of the Generator Prototype Object.
const GENERATOR_METHODS: &[(&str, u32, NativeFn)] =
    &[("next", 1, generator_next), ("return", 1, generator_return), ("throw", 1, generator_throw)];

/// 27.6.1 Properties of the AsyncGenerator Prototype Object.
const ASYNC_GENERATOR_METHODS: &[(&str, u32, NativeFn)] =
    &[("next", 1, async_generator_next), ("return", 1, async_generator_return), ("throw", 1, async_generator_throw)];

pub fn install(vm: &mut Vm) -> JsResult<()> {
    for kind in KINDS {
        install_kind(vm, kind)?;
    }
    // 27.5.1 %GeneratorPrototype%: next, return, throw and @@toStringTag "Generator".
    let generator_prototype = vm.intrinsic(Intrinsic::GeneratorPrototype);
    let generator_root = vm.rooted(generator_prototype);
    util::methods(vm, generator_root.get(), GENERATOR_METHODS)?;
    to_string_tag(vm, generator_root.get(), "Generator")?;
    // 27.6.1 %AsyncGeneratorPrototype%: next, return, throw and @@toStringTag
    // "AsyncGenerator".
    let async_generator_prototype = vm.intrinsic(Intrinsic::AsyncGeneratorPrototype);
    let async_generator_root = vm.rooted(async_generator_prototype);
    util::methods(vm, async_generator_root.get(), ASYNC_GENERATOR_METHODS)?;
    to_string_tag(vm, async_generator_root.get(), "AsyncGenerator")
}

/// Makes the constructor of one function kind and links it with its prototypes
/// (27.3.2-3, 27.4.2-3, 27.7.2-3; 27.5.1.1 and 27.6.1.1 for the instance prototypes).
fn install_kind(vm: &mut Vm, kind: &FunctionKindObjects) -> JsResult<()> {
    let function_prototype = vm.intrinsic(kind.function_prototype);
    let function_prototype = vm.rooted(function_prototype);
    let constructor = vm.new_native_constructor(kind.name, 1, kind.constructor)?;
    let constructor = vm.rooted(constructor);
    // The [[Prototype]] of the constructor is %Function%.
    let function_constructor = vm.realm().intrinsic(Intrinsic::FunctionConstructor);
    if ObjectRef::from_value(function_constructor).is_some() {
        vm.set_prototype(constructor.get(), function_constructor)?;
    }
    // XFunction.prototype: { [[Writable]]: false, [[Enumerable]]: false, [[Configurable]]: false }.
    let prototype_key = PropertyKey::Atom(vm.names.prototype);
    vm.define_own_property(constructor.get(), prototype_key, function_prototype.get().to_value(), Attributes::NONE)?;
    // XFunction.prototype.constructor: { [[Writable]]: false, [[Configurable]]: true }.
    let constructor_key = PropertyKey::Atom(vm.names.constructor);
    let value = constructor.get().to_value();
    vm.define_own_property(function_prototype.get(), constructor_key, value, Attributes::CONFIGURABLE)?;
    if let Some(instance_prototype) = kind.instance_prototype {
        let instance_prototype = vm.intrinsic(instance_prototype);
        let instance_prototype = vm.rooted(instance_prototype);
        // XFunction.prototype.prototype: { [[Writable]]: false, [[Configurable]]: true }.
        let value = instance_prototype.get().to_value();
        vm.define_own_property(function_prototype.get(), prototype_key, value, Attributes::CONFIGURABLE)?;
        // XPrototype.constructor: { [[Writable]]: false, [[Configurable]]: true }.
        let value = function_prototype.get().to_value();
        vm.define_own_property(instance_prototype.get(), constructor_key, value, Attributes::CONFIGURABLE)?;
    }
    // XFunction.prototype [ @@toStringTag ].
    to_string_tag(vm, function_prototype.get(), kind.function_tag)
}

/// 27.3.1.1 GeneratorFunction ( ...parameterArgs, bodyArg )
fn generator_function(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1. Let C be the active function object.
    // 2. If bodyArg is not present, set bodyArg to the empty String.
    // 3. Return ? CreateDynamicFunction(C, NewTarget, generator, parameterArgs, bodyArg).
    function::create_dynamic_function(vm, args, FunctionKind::Generator, Intrinsic::GeneratorFunctionPrototype)
}

/// 27.4.1.1 AsyncGeneratorFunction ( ...parameterArgs, bodyArg )
fn async_generator_function(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1-3. Return ? CreateDynamicFunction(C, NewTarget, async-generator, parameterArgs,
    //      bodyArg).
    let fallback = Intrinsic::AsyncGeneratorFunctionPrototype;
    function::create_dynamic_function(vm, args, FunctionKind::AsyncGenerator, fallback)
}

/// 27.7.1.1 AsyncFunction ( ...parameterArgs, bodyArg )
fn async_function(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1-3. Return ? CreateDynamicFunction(C, NewTarget, async, parameterArgs, bodyArg).
    function::create_dynamic_function(vm, args, FunctionKind::Async, Intrinsic::AsyncFunctionPrototype)
}

/// 27.5.3.2 GeneratorValidate ( generator, generatorBrand ) for the brand of generator
/// objects (a running generator is reported by GeneratorResume).
fn validate_generator(vm: &mut Vm, generator: JSValue) -> JsResult<ObjectRef> {
    match ObjectRef::from_value(generator).filter(|object| object.js_type() == JSType::Generator) {
        Some(generator) => Ok(generator),
        None => {
            let detail = vm.describe_value(generator);
            Err(vm.throw_error_with(Message::NotAGenerator, detail))
        }
    }
}

/// 27.5.1.2 %GeneratorPrototype%.next ( value )
fn generator_next(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1. Return ? GeneratorResume(this value, value, empty).
    let generator = validate_generator(vm, args.this)?;
    vm.generator_resume(generator, args.get(vm, 0), ResumeMode::Next)
}

/// 27.5.1.3 %GeneratorPrototype%.return ( value )
fn generator_return(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1. Let g be the this value.
    // 2. Let C be Completion Record { [[Type]]: return, [[Value]]: value }.
    // 3. Return ? GeneratorResumeAbrupt(g, C, empty).
    let generator = validate_generator(vm, args.this)?;
    vm.generator_resume(generator, args.get(vm, 0), ResumeMode::Return)
}

/// 27.5.1.4 %GeneratorPrototype%.throw ( exception )
fn generator_throw(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1. Let g be the this value.
    // 2. Let C be ThrowCompletion(exception).
    // 3. Return ? GeneratorResumeAbrupt(g, C, empty).
    let generator = validate_generator(vm, args.this)?;
    vm.generator_resume(generator, args.get(vm, 0), ResumeMode::Throw)
}

/// 27.6.1.2 %AsyncGeneratorPrototype%.next ( value )
fn async_generator_next(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1-11. AsyncGeneratorValidate (rejecting the promise for a bad receiver),
    //       AsyncGeneratorEnqueue and AsyncGeneratorResume; return the promise.
    let value = args.get(vm, 0);
    vm.async_generator_enqueue(args.this, ResumeMode::Next, value)
}

/// 27.6.1.3 %AsyncGeneratorPrototype%.return ( value )
fn async_generator_return(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1-11. As `next`, with a return completion (awaiting the value first when the
    //       generator has not started or is done).
    let value = args.get(vm, 0);
    vm.async_generator_enqueue(args.this, ResumeMode::Return, value)
}

/// 27.6.1.4 %AsyncGeneratorPrototype%.throw ( exception )
fn async_generator_throw(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1-11. As `next`, with a throw completion.
    let value = args.get(vm, 0);
    vm.async_generator_enqueue(args.this, ResumeMode::Throw, value)
}
