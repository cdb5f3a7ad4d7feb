//! 27.2 Promise Objects: the Promise constructor, its combinators and %Promise.prototype%.
//!
//! The machinery is the VM's (`vm::runtime::promise`): promise objects, capabilities,
//! resolving functions, reactions and the job queue. This file adds the functions
//! JavaScript calls. The closures the specification creates (the resolve element functions
//! of the combinators, `finally`'s thenFinally and catchFinally) are native functions whose
//! two data slots hold what they close over:
//!
//! ```text
//!   resolve element function   data 0: shared record [ values | errors, remaining count,
//!                                                      the capability's resolve | reject ]
//!                              data 1: element record [ already called, index ]
//!   thenFinally, catchFinally  data 0: onFinally        data 1: C
//!   value thunk, thrower       data 0: the value or reason
//! ```
//!
//! The records are arrays with a null prototype that never reach JavaScript; the shared
//! record is shared by every element function of one combinator call, and `allSettled`'s
//! two functions for an element share its element record (and so [[AlreadyCalled]]).

use vm::cell::JSType;
use vm::runtime::function::{CallArgs, NativeFn};
use vm::runtime::object_ops::same_value;
use vm::runtime::promise::Capability;
use vm::runtime::realm::Intrinsic;
use vm::{Attributes, ErrorKind, Exception, JSValue, JsResult, Message, ObjectRef, PropertyKey, Rooted, Vm};

use crate::iterator::to_string_tag;
use crate::util;

/// The Promise constructor's own methods (27.2.4).
const CONSTRUCTOR_METHODS: &[(&str, u32, NativeFn)] = &[
    ("all", 1, all),
    ("allSettled", 1, all_settled),
    ("any", 1, any),
    ("race", 1, race),
    ("reject", 1, reject),
    ("resolve", 1, resolve),
    ("try", 1, promise_try),
    ("withResolvers", 0, with_resolvers),
];

/// %Promise.prototype%'s methods (27.2.5).
const PROTOTYPE_METHODS: &[(&str, u32, NativeFn)] = &[("catch", 1, catch), ("finally", 1, finally), ("then", 2, then)];

pub fn install(vm: &mut Vm) -> JsResult<()> {
    let prototype = vm.intrinsic(Intrinsic::PromisePrototype);
    let prototype_root = vm.rooted(prototype);
    // 27.2.3 The Promise Constructor.
    let promise = util::constructor(vm, "Promise", 1, promise_constructor, prototype)?;
    let promise_root = vm.rooted(promise);
    let realm = vm.realm();
    vm.set_intrinsic(realm, Intrinsic::PromiseConstructor, promise.to_value());
    util::global(vm, "Promise", promise.to_value())?;
    // 27.2.4 Properties of the Promise Constructor.
    util::methods(vm, promise_root.get(), CONSTRUCTOR_METHODS)?;
    let species = PropertyKey::Symbol(vm.symbols.species);
    util::accessor(vm, promise_root.get(), species, "[Symbol.species]", get_species, None)?;
    // 27.2.5 Properties of the Promise Prototype Object.
    util::methods(vm, prototype_root.get(), PROTOTYPE_METHODS)?;
    // 27.2.5.5 Promise.prototype [ @@toStringTag ]: "Promise".
    to_string_tag(vm, prototype_root.get(), "Promise")
}

// ---------------------------------------------------------------------------------------
// Helpers.
// ---------------------------------------------------------------------------------------

/// A PromiseCapability Record whose fields are rooted.
struct RootedCapability {
    promise: Rooted<JSValue>,
    resolve: Rooted<JSValue>,
    reject: Rooted<JSValue>,
}

impl RootedCapability {
    fn new(vm: &Vm, capability: Capability) -> RootedCapability {
        RootedCapability {
            promise: vm.root_value(capability.promise),
            resolve: vm.root_value(capability.resolve),
            reject: vm.root_value(capability.reject),
        }
    }

    fn get(&self) -> Capability {
        Capability { promise: self.promise.get(), resolve: self.resolve.get(), reject: self.reject.get() }
    }
}

/// The pending exception as a value, leaving none: what a Completion Record's [[Value]]
/// holds when a step catches a throw. An error the engine raised becomes an Error object
/// now. The value is not rooted.
fn take_thrown_value(vm: &mut Vm) -> JsResult<JSValue> {
    match vm.take_exception() {
        Exception::Value(value) => Ok(value),
        Exception::None => Ok(JSValue::UNDEFINED),
        // Not a completion a step can catch: it goes on out.
        Exception::Terminated(_) => Err(vm.raise_termination()),
        Exception::Error(error) => {
            let prototype = match error.kind() {
                ErrorKind::Error => Intrinsic::ErrorPrototype,
                ErrorKind::EvalError => Intrinsic::EvalErrorPrototype,
                ErrorKind::RangeError => Intrinsic::RangeErrorPrototype,
                ErrorKind::ReferenceError => Intrinsic::ReferenceErrorPrototype,
                ErrorKind::SyntaxError => Intrinsic::SyntaxErrorPrototype,
                ErrorKind::TypeError => Intrinsic::TypeErrorPrototype,
                ErrorKind::URIError => Intrinsic::UriErrorPrototype,
                ErrorKind::AggregateError => Intrinsic::AggregateErrorPrototype,
            };
            let text = error.text();
            let stack = vm.stack_for_new_error(error.kind().name(), &text);
            Ok(vm.new_error_object(prototype, &text, &stack)?.to_value())
        }
    }
}

/// 27.2.1.1.1 IfAbruptRejectPromise ( value, capability ) for a value that is a throw:
/// rejects the capability's promise with the exception and returns the promise.
fn reject_with_exception(vm: &mut Vm, capability: &RootedCapability) -> JsResult<JSValue> {
    // a. Perform ? Call(capability.[[Reject]], undefined, « value.[[Value]] »).
    let error = take_thrown_value(vm)?;
    vm.call(capability.reject.get(), JSValue::UNDEFINED, &[error])?;
    // b. Return capability.[[Promise]].
    Ok(capability.promise.get())
}

/// 7.3.20 Invoke ( V, "then", argumentsList )
fn invoke_then(vm: &mut Vm, value: JSValue, arguments: &[JSValue]) -> JsResult<JSValue> {
    let value_root = vm.root_value(value);
    let _argument_roots: Vec<_> = arguments.iter().map(|&argument| vm.root_value(argument)).collect();
    let then = vm.get_value_property(value, PropertyKey::Atom(vm.names.then))?;
    vm.call(then, value_root.get(), arguments)
}

/// 7.3.22 SpeciesConstructor ( O, defaultConstructor ) with %Promise% as the default.
fn species_constructor(vm: &mut Vm, object: ObjectRef) -> JsResult<JSValue> {
    // 1. Let C be ? Get(O, "constructor").
    let constructor = vm.get(object, PropertyKey::Atom(vm.names.constructor))?;
    // 2. If C is undefined, return defaultConstructor.
    if constructor.is_undefined() {
        return Ok(vm.realm().intrinsic(Intrinsic::PromiseConstructor));
    }
    // 3. If C is not an Object, throw a TypeError exception.
    let Some(constructor) = ObjectRef::from_value(constructor) else {
        let detail = vm.describe_value(constructor);
        return Err(vm.throw_error_with(Message::NotAnObject, detail));
    };
    // 4. Let S be ? Get(C, @@species).
    let species = vm.get(constructor, PropertyKey::Symbol(vm.symbols.species))?;
    // 5. If S is either undefined or null, return defaultConstructor.
    if species.is_undefined_or_null() {
        return Ok(vm.realm().intrinsic(Intrinsic::PromiseConstructor));
    }
    // 6. If IsConstructor(S) is true, return S.
    if vm.is_constructor(species) {
        return Ok(species);
    }
    // 7. Throw a TypeError exception.
    let detail = vm.describe_value(species);
    Err(vm.throw_error_with(Message::NotAConstructor, detail))
}

/// 27.2.4.7.1 PromiseResolve ( C, x )
fn promise_resolve(vm: &mut Vm, constructor: JSValue, value: JSValue) -> JsResult<JSValue> {
    let (constructor_root, value_root) = (vm.root_value(constructor), vm.root_value(value));
    // 1. If IsPromise(x) is true, then
    if let Some(promise) = ObjectRef::from_value(value).filter(|object| object.js_type() == JSType::Promise) {
        // a. Let xConstructor be ? Get(x, "constructor").
        let value_constructor = vm.get(promise, PropertyKey::Atom(vm.names.constructor))?;
        // b. If SameValue(xConstructor, C) is true, return x.
        if same_value(value_constructor, constructor_root.get()) {
            return Ok(value_root.get());
        }
    }
    // 2. Let promiseCapability be ? NewPromiseCapability(C).
    let capability = vm.new_promise_capability(constructor_root.get())?;
    let capability = RootedCapability::new(vm, capability);
    // 3. Perform ? Call(promiseCapability.[[Resolve]], undefined, « x »).
    vm.call(capability.resolve.get(), JSValue::UNDEFINED, &[value_root.get()])?;
    // 4. Return promiseCapability.[[Promise]].
    Ok(capability.promise.get())
}

/// A closure-like native function: nameless, with `length` and two data values.
fn new_closure(vm: &mut Vm, length: u32, native: NativeFn, data: [JSValue; 2]) -> JsResult<ObjectRef> {
    let roots = [vm.root_value(data[0]), vm.root_value(data[1])];
    let name = vm.empty_string().to_value();
    let function = vm.new_native_function_named(name, length, native, false)?;
    vm.set_native_data(function, 0, roots[0].get());
    vm.set_native_data(function, 1, roots[1].get());
    Ok(function)
}

// ---------------------------------------------------------------------------------------
// 27.2.3 The Promise Constructor.
// ---------------------------------------------------------------------------------------

/// 27.2.3.1 Promise ( executor )
fn promise_constructor(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1. If NewTarget is undefined, throw a TypeError exception.
    if args.new_target.is_undefined() {
        return Err(vm.throw_error_with(Message::ThrowTypeError, "Promise constructor cannot be invoked without 'new'"));
    }
    // 2. If IsCallable(executor) is false, throw a TypeError exception.
    let executor = args.get(vm, 0);
    if !vm.is_callable(executor) {
        let detail = format!("Promise resolver {}", vm.describe_value(executor));
        return Err(vm.throw_error_with(Message::NotAFunction, detail));
    }
    // 3. Let promise be ? OrdinaryCreateFromConstructor(NewTarget, "%Promise.prototype%",
    //    « [[PromiseState]], [[PromiseResult]], ... »).
    let prototype = vm.get_prototype_from_constructor(args.new_target, Intrinsic::PromisePrototype)?;
    let prototype_root = vm.root_value(prototype);
    let promise = vm.new_promise_with_prototype(prototype_root.get())?;
    let promise = vm.rooted(promise);
    // 4-7. The promise is pending with empty reaction lists.
    // 8. Let resolvingFunctions be CreateResolvingFunctions(promise).
    let (resolve_function, reject_function) = vm.create_resolving_functions(promise.get())?;
    let (resolve_function, reject_function) = (vm.rooted(resolve_function), vm.rooted(reject_function));
    // 9. Let completion be Completion(Call(executor, undefined, « resolvingFunctions.[[Resolve]],
    //    resolvingFunctions.[[Reject]] »)).
    let functions = [resolve_function.get().to_value(), reject_function.get().to_value()];
    if vm.call(executor, JSValue::UNDEFINED, &functions).is_err() {
        // 10. If completion is an abrupt completion, then
        // a. Perform ? Call(resolvingFunctions.[[Reject]], undefined, « completion.[[Value]] »).
        let error = take_thrown_value(vm)?;
        vm.call(reject_function.get().to_value(), JSValue::UNDEFINED, &[error])?;
    }
    // 11. Return promise.
    Ok(promise.get().to_value())
}

// ---------------------------------------------------------------------------------------
// 27.2.4 Properties of the Promise Constructor: the combinators.
// ---------------------------------------------------------------------------------------

/// An Iterator Record of the combinators, with [[Done]].
struct IteratorRecord {
    iterator: Rooted<JSValue>,
    next: Rooted<JSValue>,
    done: bool,
}

impl IteratorRecord {
    /// 7.4.8 IteratorStepValue ( iteratorRecord ): any throw sets [[Done]].
    fn step_value(&mut self, vm: &mut Vm) -> JsResult<Option<JSValue>> {
        match vm.iterator_step_value(self.iterator.get(), self.next.get()) {
            Ok(Some(value)) => Ok(Some(value)),
            Ok(None) => {
                self.done = true;
                Ok(None)
            }
            Err(throw) => {
                self.done = true;
                Err(throw)
            }
        }
    }
}

/// What PerformPromiseAll, PerformPromiseAllSettled, PerformPromiseAny and
/// PerformPromiseRace share: the iteration and the arguments.
struct Combination<'a> {
    iterator: IteratorRecord,
    constructor: JSValue,
    capability: &'a RootedCapability,
    promise_resolve: JSValue,
}

/// Which combinator is running.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Combinator {
    All,
    AllSettled,
    Any,
    Race,
}

/// The steps the four combinators share (27.2.4.1, 2, 3, 5): the capability, GetPromiseResolve,
/// GetIterator, the Perform step, and closing the iterator when that throws.
fn combinator(vm: &mut Vm, args: &CallArgs, which: Combinator) -> JsResult<JSValue> {
    // 1. Let C be the this value.
    let constructor = args.this;
    // 2. Let promiseCapability be ? NewPromiseCapability(C).
    let capability = vm.new_promise_capability(constructor)?;
    let capability = RootedCapability::new(vm, capability);
    // 3. Let promiseResolve be Completion(GetPromiseResolve(C)).
    // 4. IfAbruptRejectPromise(promiseResolve, promiseCapability).
    let Ok(promise_resolve) = get_promise_resolve(vm, constructor) else {
        return reject_with_exception(vm, &capability);
    };
    let promise_resolve = vm.root_value(promise_resolve);
    // 5. Let iteratorRecord be Completion(GetIterator(iterable, sync)).
    // 6. IfAbruptRejectPromise(iteratorRecord, promiseCapability).
    let iterable = args.get(vm, 0);
    let Ok((iterator, next)) = vm.get_iterator_and_next(iterable, false) else {
        return reject_with_exception(vm, &capability);
    };
    let iterator = IteratorRecord { iterator: vm.root_value(iterator), next: vm.root_value(next), done: false };
    let mut combination =
        Combination { iterator, constructor, capability: &capability, promise_resolve: promise_resolve.get() };
    // 7. Let result be Completion(PerformPromiseX(iteratorRecord, C, promiseCapability,
    //    promiseResolve)).
    let result = match which {
        Combinator::All | Combinator::AllSettled | Combinator::Any => perform_collecting(vm, &mut combination, which),
        Combinator::Race => perform_race(vm, &mut combination),
    };
    match result {
        Ok(promise) => Ok(promise),
        // 8. If result is an abrupt completion, then
        Err(_) => {
            // a. If iteratorRecord.[[Done]] is false, set result to
            //    Completion(IteratorClose(iteratorRecord, result)).
            if !combination.iterator.done {
                vm.iterator_close_on_throw(combination.iterator.iterator.get());
            }
            // b. IfAbruptRejectPromise(result, promiseCapability).
            reject_with_exception(vm, &capability)
        }
    }
}

/// 27.2.4.1.1 GetPromiseResolve ( promiseConstructor )
fn get_promise_resolve(vm: &mut Vm, constructor: JSValue) -> JsResult<JSValue> {
    // 1. Let promiseResolve be ? Get(promiseConstructor, "resolve").
    let key = vm.property_key_from_str("resolve")?;
    let promise_resolve = vm.get_value_property(constructor, key)?;
    // 2. If IsCallable(promiseResolve) is false, throw a TypeError exception.
    if !vm.is_callable(promise_resolve) {
        let detail = vm.describe_value(promise_resolve);
        return Err(vm.throw_error_with(Message::NotAFunction, detail));
    }
    // 3. Return promiseResolve.
    Ok(promise_resolve)
}

/// Fields of a combinator's shared record.
const SHARED_LIST: u32 = 0;
const SHARED_REMAINING: u32 = 1;
const SHARED_SETTLE: u32 = 2;

/// Fields of an element record.
const ELEMENT_ALREADY_CALLED: u32 = 0;
const ELEMENT_INDEX: u32 = 1;

/// Field `index` of an internal record.
fn field(vm: &Vm, record: ObjectRef, index: u32) -> JSValue {
    vm.get_own_index(record, index).map_or(JSValue::UNDEFINED, |entry| entry.0)
}

/// remainingElementsCount.[[Value]] + `delta`; returns the new count.
fn add_remaining(vm: &mut Vm, shared: ObjectRef, delta: i32) -> JsResult<i32> {
    let remaining = field(vm, shared, SHARED_REMAINING).as_int32() + delta;
    vm.put_index(shared, SHARED_REMAINING, JSValue::from_i32(remaining))?;
    Ok(remaining)
}

/// CreateArrayFromList of a record's list.
fn list_to_array(vm: &mut Vm, list: ObjectRef) -> JsResult<ObjectRef> {
    let length = vm.array_length(list);
    let mut values = vm.vec_with_capacity(length as usize)?;
    values.extend((0..length).map(|index| field(vm, list, index)));
    vm.create_array_from_list(&values)
}

/// 27.2.4.1.2 PerformPromiseAll, 27.2.4.2.1 PerformPromiseAllSettled and 27.2.4.3.1
/// PerformPromiseAny: one element function (two for allSettled) per value, collecting into
/// a list; the last one to be called settles the capability.
fn perform_collecting(vm: &mut Vm, combination: &mut Combination<'_>, which: Combinator) -> JsResult<JSValue> {
    let capability = combination.capability;
    // 1. Let values (errors for any) be a new empty List.
    let list = vm.new_array(JSValue::NULL, 0)?;
    let list = vm.rooted(list);
    // 2. Let remainingElementsCount be the Record { [[Value]]: 1 }.
    let settle = if which == Combinator::Any { capability.reject.get() } else { capability.resolve.get() };
    let shared = vm.new_array_from_values(JSValue::NULL, &[list.get().to_value(), JSValue::from_i32(1), settle])?;
    let shared = vm.rooted(shared);
    // 3. Let index be 0.
    let mut index: u32 = 0;
    // 4. Repeat,
    loop {
        // a. Let next be ? IteratorStepValue(iteratorRecord).
        let Some(next) = combination.iterator.step_value(vm)? else {
            // b. If next is done, then
            // i. Set remainingElementsCount.[[Value]] to remainingElementsCount.[[Value]] - 1.
            // ii. If remainingElementsCount.[[Value]] = 0, then
            if add_remaining(vm, shared.get(), -1)? == 0 {
                let array = list_to_array(vm, list.get())?;
                if which == Combinator::Any {
                    // 1-3. Let error be a newly created AggregateError object with an
                    //      `errors` property; return ThrowCompletion(error).
                    let error = aggregate_error(vm, array)?;
                    return Err(vm.throw_value(error));
                }
                // 1. Let valuesArray be CreateArrayFromList(values).
                // 2. Perform ? Call(resultCapability.[[Resolve]], undefined, « valuesArray »).
                vm.call(capability.resolve.get(), JSValue::UNDEFINED, &[array.to_value()])?;
            }
            // iii. Return resultCapability.[[Promise]].
            return Ok(capability.promise.get());
        };
        // c. Append undefined to values.
        vm.put_index(list.get(), index, JSValue::UNDEFINED)?;
        // d. Let nextPromise be ? Call(promiseResolve, constructor, « next »).
        let next_promise = vm.call(combination.promise_resolve, combination.constructor, &[next])?;
        let next_promise = vm.root_value(next_promise);
        // e-k. The element function(s), with [[AlreadyCalled]] false and [[Index]] index.
        let element = vm.new_array_from_values(JSValue::NULL, &[JSValue::FALSE, JSValue::from_i32(index as i32)])?;
        let element = vm.rooted(element);
        let data = [shared.get().to_value(), element.get().to_value()];
        let (on_fulfilled, on_rejected) = match which {
            Combinator::All => {
                let on_fulfilled = new_closure(vm, 1, all_resolve_element, data)?;
                (on_fulfilled.to_value(), capability.reject.get())
            }
            Combinator::AllSettled => {
                let on_fulfilled = new_closure(vm, 1, all_settled_resolve_element, data)?;
                let on_fulfilled = vm.rooted(on_fulfilled);
                let on_rejected = new_closure(vm, 1, all_settled_reject_element, data)?;
                (on_fulfilled.get().to_value(), on_rejected.to_value())
            }
            _ => {
                let on_rejected = new_closure(vm, 1, any_reject_element, data)?;
                (capability.resolve.get(), on_rejected.to_value())
            }
        };
        // l. Set remainingElementsCount.[[Value]] to remainingElementsCount.[[Value]] + 1.
        let handlers = [vm.root_value(on_fulfilled), vm.root_value(on_rejected)];
        add_remaining(vm, shared.get(), 1)?;
        // m. Perform ? Invoke(nextPromise, "then", « onFulfilled, onRejected »).
        invoke_then(vm, next_promise.get(), &[handlers[0].get(), handlers[1].get()])?;
        // n. Set index to index + 1.
        index += 1;
    }
}

/// The AggregateError PerformPromiseAny and its reject element functions reject with:
/// `errors` is { [[Configurable]]: true, [[Enumerable]]: false, [[Writable]]: true }.
fn aggregate_error(vm: &mut Vm, errors: ObjectRef) -> JsResult<JSValue> {
    let errors = vm.rooted(errors);
    let message = "All promises were rejected";
    let stack = vm.stack_for_new_error("AggregateError", message);
    let error = vm.new_error_object(Intrinsic::AggregateErrorPrototype, message, &stack)?;
    let error = vm.rooted(error);
    let key = PropertyKey::Atom(vm.names.errors);
    vm.define_own_property(error.get(), key, errors.get().to_value(), Attributes::HIDDEN)?;
    Ok(error.get().to_value())
}

/// The first steps of every element function: the records, or `None` if this element was
/// already settled (steps 1-3: [[AlreadyCalled]]).
fn enter_element(vm: &mut Vm, callee: ObjectRef) -> JsResult<Option<(ObjectRef, u32)>> {
    let shared = ObjectRef::from_value(vm.native_data(callee, 0)).expect("a shared record");
    let element = ObjectRef::from_value(vm.native_data(callee, 1)).expect("an element record");
    // 2. If F.[[AlreadyCalled]] is true, return undefined.
    if field(vm, element, ELEMENT_ALREADY_CALLED).is_true() {
        return Ok(None);
    }
    // 3. Set F.[[AlreadyCalled]] to true.
    vm.put_index(element, ELEMENT_ALREADY_CALLED, JSValue::TRUE)?;
    // 4. Let index be F.[[Index]].
    let index = field(vm, element, ELEMENT_INDEX).as_int32() as u32;
    Ok(Some((shared, index)))
}

/// The last steps of every element function: store `value` at `index` of the list and, if
/// it was the last element, settle the capability with the list (or the AggregateError).
fn settle_element(vm: &mut Vm, shared: ObjectRef, index: u32, value: JSValue, any: bool) -> JsResult<JSValue> {
    let shared = vm.rooted(shared);
    let list = ObjectRef::from_value(field(vm, shared.get(), SHARED_LIST)).expect("a list");
    // Set values[index] to x.
    vm.put_index(list, index, value)?;
    // Set remainingElementsCount.[[Value]] to remainingElementsCount.[[Value]] - 1.
    // If remainingElementsCount.[[Value]] = 0, then
    if add_remaining(vm, shared.get(), -1)? == 0 {
        let list = ObjectRef::from_value(field(vm, shared.get(), SHARED_LIST)).expect("a list");
        // Let valuesArray be CreateArrayFromList(values).
        let array = list_to_array(vm, list)?;
        let settled = if any { aggregate_error(vm, array)? } else { array.to_value() };
        // Return ? Call(promiseCapability.[[Resolve]] (any: [[Reject]]), undefined, « valuesArray »).
        let settle = field(vm, shared.get(), SHARED_SETTLE);
        return vm.call(settle, JSValue::UNDEFINED, &[settled]);
    }
    // Return undefined.
    Ok(JSValue::UNDEFINED)
}

/// 27.2.4.1.3 Promise.all Resolve Element Functions
fn all_resolve_element(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    let Some((shared, index)) = enter_element(vm, args.callee)? else { return Ok(JSValue::UNDEFINED) };
    let value = args.get(vm, 0);
    settle_element(vm, shared, index, value, false)
}

/// 27.2.4.2.2 Promise.allSettled Resolve Element Functions and 27.2.4.2.3 Reject Element
/// Functions: the element is { status, value } or { status, reason }.
fn all_settled_element(vm: &mut Vm, args: &CallArgs, fulfilled: bool) -> JsResult<JSValue> {
    let Some((shared, index)) = enter_element(vm, args.callee)? else { return Ok(JSValue::UNDEFINED) };
    let shared = vm.rooted(shared);
    // 9. Let obj be OrdinaryObjectCreate(%Object.prototype%).
    let prototype = vm.realm().intrinsic(Intrinsic::ObjectPrototype);
    let object = vm.new_object(prototype)?;
    let object = vm.rooted(object);
    // 10. Perform ! CreateDataPropertyOrThrow(obj, "status", "fulfilled" / "rejected").
    let status_value = vm.new_string(if fulfilled { "fulfilled" } else { "rejected" })?;
    let status_value = vm.root_value(status_value.to_value());
    let status = vm.property_key_from_str("status")?;
    vm.create_data_property_or_throw(object.get(), status, status_value.get())?;
    // 11. Perform ! CreateDataPropertyOrThrow(obj, "value" / "reason", x).
    let key = if fulfilled { PropertyKey::Atom(vm.names.value) } else { vm.property_key_from_str("reason")? };
    let value = args.get(vm, 0);
    vm.create_data_property_or_throw(object.get(), key, value)?;
    settle_element(vm, shared.get(), index, object.get().to_value(), false)
}

fn all_settled_resolve_element(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    all_settled_element(vm, args, true)
}

fn all_settled_reject_element(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    all_settled_element(vm, args, false)
}

/// 27.2.4.3.2 Promise.any Reject Element Functions
fn any_reject_element(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    let Some((shared, index)) = enter_element(vm, args.callee)? else { return Ok(JSValue::UNDEFINED) };
    let value = args.get(vm, 0);
    settle_element(vm, shared, index, value, true)
}

/// 27.2.4.5.1 PerformPromiseRace ( iteratorRecord, constructor, resultCapability,
/// promiseResolve )
fn perform_race(vm: &mut Vm, combination: &mut Combination<'_>) -> JsResult<JSValue> {
    let capability = combination.capability;
    // 1. Repeat,
    loop {
        // a. Let next be ? IteratorStepValue(iteratorRecord).
        // b. If next is done, return resultCapability.[[Promise]].
        let Some(next) = combination.iterator.step_value(vm)? else {
            return Ok(capability.promise.get());
        };
        // c. Let nextPromise be ? Call(promiseResolve, constructor, « next »).
        let next_promise = vm.call(combination.promise_resolve, combination.constructor, &[next])?;
        // d. Perform ? Invoke(nextPromise, "then", « resultCapability.[[Resolve]],
        //    resultCapability.[[Reject]] »).
        invoke_then(vm, next_promise, &[capability.resolve.get(), capability.reject.get()])?;
    }
}

/// 27.2.4.1 Promise.all ( iterable )
fn all(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    combinator(vm, args, Combinator::All)
}

/// 27.2.4.2 Promise.allSettled ( iterable )
fn all_settled(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    combinator(vm, args, Combinator::AllSettled)
}

/// 27.2.4.3 Promise.any ( iterable )
fn any(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    combinator(vm, args, Combinator::Any)
}

/// 27.2.4.5 Promise.race ( iterable )
fn race(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    combinator(vm, args, Combinator::Race)
}

/// 27.2.4.6 Promise.reject ( r )
fn reject(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1. Let C be the this value.
    // 2. Let promiseCapability be ? NewPromiseCapability(C).
    let capability = vm.new_promise_capability(args.this)?;
    let capability = RootedCapability::new(vm, capability);
    // 3. Perform ? Call(promiseCapability.[[Reject]], undefined, « r »).
    let reason = args.get(vm, 0);
    vm.call(capability.reject.get(), JSValue::UNDEFINED, &[reason])?;
    // 4. Return promiseCapability.[[Promise]].
    Ok(capability.promise.get())
}

/// 27.2.4.8 Promise.try ( callbackfn, ...args ) (ES2025)
fn promise_try(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1. Let C be the this value.
    let constructor = args.this;
    // 2. If C is not an Object, throw a TypeError exception.
    if ObjectRef::from_value(constructor).is_none() {
        let detail = vm.describe_value(constructor);
        return Err(vm.throw_error_with(Message::NotAnObject, detail));
    }
    let callback = vm.root_value(args.get(vm, 0));
    let rest: Vec<Rooted<JSValue>> = args.rest(vm, 1).into_iter().map(|value| vm.root_value(value)).collect();
    // 3. Let promiseCapability be ? NewPromiseCapability(C).
    let capability = vm.new_promise_capability(constructor)?;
    let capability = RootedCapability::new(vm, capability);
    // 4. Let status be Completion(Call(callbackfn, undefined, args)).
    let rest: Vec<JSValue> = rest.iter().map(Rooted::get).collect();
    let status = vm.call(callback.get(), JSValue::UNDEFINED, &rest);
    let (settle, value) = match status {
        // 5. If status is an abrupt completion, then
        //    a. Perform ? Call(promiseCapability.[[Reject]], undefined, « status.[[Value]] »).
        Err(_) => (capability.reject.get(), take_thrown_value(vm)?),
        // 6. Else, perform ? Call(promiseCapability.[[Resolve]], undefined, « status.[[Value]] »).
        Ok(value) => (capability.resolve.get(), value),
    };
    vm.call(settle, JSValue::UNDEFINED, &[value])?;
    // 7. Return promiseCapability.[[Promise]].
    Ok(capability.promise.get())
}

/// 27.2.4.7 Promise.resolve ( x )
fn resolve(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1. Let C be the this value.
    let constructor = args.this;
    // 2. If C is not an Object, throw a TypeError exception.
    if ObjectRef::from_value(constructor).is_none() {
        let detail = vm.describe_value(constructor);
        return Err(vm.throw_error_with(Message::NotAnObject, detail));
    }
    // 3. Return ? PromiseResolve(C, x).
    let value = args.get(vm, 0);
    promise_resolve(vm, constructor, value)
}

/// 27.2.4.8 Promise.withResolvers ( )
fn with_resolvers(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1. Let C be the this value.
    // 2. Let promiseCapability be ? NewPromiseCapability(C).
    let capability = vm.new_promise_capability(args.this)?;
    let capability = RootedCapability::new(vm, capability);
    // 3. Let obj be OrdinaryObjectCreate(%Object.prototype%).
    let prototype = vm.realm().intrinsic(Intrinsic::ObjectPrototype);
    let object = vm.new_object(prototype)?;
    let object = vm.rooted(object);
    // 4-6. Perform ! CreateDataPropertyOrThrow(obj, "promise" / "resolve" / "reject", ...).
    let fields = [
        ("promise", capability.promise.get()),
        ("resolve", capability.resolve.get()),
        ("reject", capability.reject.get()),
    ];
    for (name, value) in fields {
        let key = vm.property_key_from_str(name)?;
        vm.create_data_property_or_throw(object.get(), key, value)?;
    }
    // 7. Return obj.
    Ok(object.get().to_value())
}

/// 27.2.4.9 get Promise [ @@species ]
fn get_species(_vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1. Return the this value.
    Ok(args.this)
}

// ---------------------------------------------------------------------------------------
// 27.2.5 Properties of the Promise Prototype Object.
// ---------------------------------------------------------------------------------------

/// 27.2.5.1 Promise.prototype.catch ( onRejected )
fn catch(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1. Let promise be the this value.
    // 2. Return ? Invoke(promise, "then", « undefined, onRejected »).
    let on_rejected = args.get(vm, 0);
    invoke_then(vm, args.this, &[JSValue::UNDEFINED, on_rejected])
}

/// 27.2.5.3 Promise.prototype.finally ( onFinally )
fn finally(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1. Let promise be the this value.
    // 2. If promise is not an Object, throw a TypeError exception.
    let Some(promise) = ObjectRef::from_value(args.this) else {
        let detail = vm.describe_value(args.this);
        return Err(vm.throw_error_with(Message::NotAnObject, detail));
    };
    // 3. Let C be ? SpeciesConstructor(promise, %Promise%).
    let constructor = species_constructor(vm, promise)?;
    let constructor_root = vm.root_value(constructor);
    let constructor = constructor_root.get();
    // 4. Assert: IsConstructor(C) is true.
    let on_finally = args.get(vm, 0);
    // 5. If IsCallable(onFinally) is false, then let thenFinally and catchFinally be onFinally.
    let (then_finally, catch_finally) = if !vm.is_callable(on_finally) {
        (vm.root_value(on_finally), vm.root_value(on_finally))
    } else {
        // 6. Else,
        // a-c. Let thenFinally be CreateBuiltinFunction(thenFinallyClosure, 1, "", « »).
        let then_finally = new_closure(vm, 1, then_finally_function, [on_finally, constructor])?;
        let then_finally = vm.root_value(then_finally.to_value());
        // d-f. Let catchFinally be CreateBuiltinFunction(catchFinallyClosure, 1, "", « »).
        let catch_finally = new_closure(vm, 1, catch_finally_function, [on_finally, constructor])?;
        (then_finally, vm.root_value(catch_finally.to_value()))
    };
    // 7. Return ? Invoke(promise, "then", « thenFinally, catchFinally »).
    invoke_then(vm, args.this, &[then_finally.get(), catch_finally.get()])
}

/// thenFinallyClosure and catchFinallyClosure of 27.2.5.3 step 6, up to the Invoke: the
/// promise of onFinally's result.
fn call_on_finally(vm: &mut Vm, callee: ObjectRef) -> JsResult<JSValue> {
    // i. Let result be ? Call(onFinally, undefined).
    let on_finally = vm.native_data(callee, 0);
    let result = vm.call(on_finally, JSValue::UNDEFINED, &[])?;
    // ii. Let p be ? PromiseResolve(C, result).
    let constructor = vm.native_data(callee, 1);
    promise_resolve(vm, constructor, result)
}

/// 27.2.5.3 step 6.a thenFinallyClosure ( value )
fn then_finally_function(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // i-ii. Call onFinally; let p be ? PromiseResolve(C, result).
    let promise = call_on_finally(vm, args.callee)?;
    let promise = vm.root_value(promise);
    // iii-iv. Let returnValue be a closure that returns value; let valueThunk be
    //         CreateBuiltinFunction(returnValue, 0, "", « »).
    let value = args.get(vm, 0);
    let value_thunk = new_closure(vm, 0, return_value, [value, JSValue::UNDEFINED])?;
    // v. Return ? Invoke(p, "then", « valueThunk »).
    invoke_then(vm, promise.get(), &[value_thunk.to_value()])
}

/// 27.2.5.3 step 6.d catchFinallyClosure ( reason )
fn catch_finally_function(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // i-ii. Call onFinally; let p be ? PromiseResolve(C, result).
    let promise = call_on_finally(vm, args.callee)?;
    let promise = vm.root_value(promise);
    // iii-iv. Let throwReason be a closure that throws reason; let thrower be
    //         CreateBuiltinFunction(throwReason, 0, "", « »).
    let reason = args.get(vm, 0);
    let thrower = new_closure(vm, 0, throw_reason, [reason, JSValue::UNDEFINED])?;
    // v. Return ? Invoke(p, "then", « thrower »).
    invoke_then(vm, promise.get(), &[thrower.to_value()])
}

/// returnValue of thenFinallyClosure: returns the value it closed over.
fn return_value(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1. Return value.
    Ok(vm.native_data(args.callee, 0))
}

/// throwReason of catchFinallyClosure: throws the reason it closed over.
fn throw_reason(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1. Return ThrowCompletion(reason).
    let reason = vm.native_data(args.callee, 0);
    Err(vm.throw_value(reason))
}

/// 27.2.5.4 Promise.prototype.then ( onFulfilled, onRejected )
fn then(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1. Let promise be the this value.
    // 2. If IsPromise(promise) is false, throw a TypeError exception.
    let Some(promise) = ObjectRef::from_value(args.this).filter(|object| object.js_type() == JSType::Promise) else {
        let detail = vm.describe_value(args.this);
        return Err(vm.throw_error_with(Message::NotAPromise, detail));
    };
    // 3. Let C be ? SpeciesConstructor(promise, %Promise%).
    let constructor = species_constructor(vm, promise)?;
    // 4. Let resultCapability be ? NewPromiseCapability(C).
    let capability = vm.new_promise_capability(constructor)?;
    let capability = RootedCapability::new(vm, capability);
    // 5. Return PerformPromiseThen(promise, onFulfilled, onRejected, resultCapability).
    let (on_fulfilled, on_rejected) = (args.get(vm, 0), args.get(vm, 1));
    vm.perform_promise_then(promise, on_fulfilled, on_rejected, Some(capability.get()))?;
    Ok(capability.promise.get())
}
