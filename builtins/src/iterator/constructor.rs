//! 27.1.3 The Iterator constructor, `Iterator.from` and %WrapForValidIteratorPrototype%,
//! and the two odd accessors of %Iterator.prototype%, `constructor` and @@toStringTag
//! (27.1.4.1 and 27.1.4.14), whose setters ignore the prototype itself.

use vm::cell::JSType;
use vm::runtime::descriptor::PropertyDescriptor;
use vm::runtime::function::CallArgs;
use vm::runtime::realm::Intrinsic;
use vm::structure::DEFAULT_INLINE_CAPACITY;
use vm::{JSValue, JsResult, Message, ObjectRef, PropertyKey, Vm};

use super::record::get_iterator_flattenable;
use crate::util;

/// Internal fields of a %WrapForValidIteratorPrototype% object: its \[\[Iterated\]\] record.
const ITERATED: usize = 0;
const ITERATED_NEXT: usize = 1;

/// Makes %Iterator% (the global `Iterator`), its `from`, %WrapForValidIteratorPrototype%
/// and the accessors of %Iterator.prototype%. `concat`, `zip` and `zipKeyed` are added by
/// the caller, in the specification's order.
pub(crate) fn install(vm: &mut Vm) -> JsResult<ObjectRef> {
    let prototype = vm.intrinsic(Intrinsic::IteratorPrototype);
    let prototype = vm.rooted(prototype);
    // 27.1.3.1 The Iterator Constructor, whose `prototype` is %Iterator.prototype%.
    let iterator = util::constructor(vm, "Iterator", 0, iterator_constructor, prototype.get())?;
    let iterator = vm.rooted(iterator);
    vm.set_intrinsic(vm.realm(), Intrinsic::IteratorConstructor, iterator.get().to_value());
    util::global(vm, "Iterator", iterator.get().to_value())?;
    // 27.1.3.2.1 Iterator.from ( O )
    util::method(vm, iterator.get(), "from", 1, from)?;
    // 27.1.3.2.1.1 The %WrapForValidIteratorPrototype% Object.
    let wrap_prototype = vm.new_object(prototype.get().to_value())?;
    let wrap_prototype = vm.rooted(wrap_prototype);
    vm.set_intrinsic(vm.realm(), Intrinsic::WrapForValidIteratorPrototype, wrap_prototype.get().to_value());
    util::method(vm, wrap_prototype.get(), "next", 0, wrap_next)?;
    util::method(vm, wrap_prototype.get(), "return", 0, wrap_return)?;
    // 27.1.4.1 Iterator.prototype.constructor: an accessor, not the data property
    // util::constructor made.
    let key = PropertyKey::Atom(vm.names.constructor);
    util::accessor(vm, prototype.get(), key, "constructor", get_constructor, Some(set_constructor))?;
    Ok(iterator.get())
}

/// The 27.1.4.14 @@toStringTag accessor of %Iterator.prototype% (installed last, in the
/// specification's order).
pub(crate) fn install_to_string_tag(vm: &mut Vm) -> JsResult<()> {
    let prototype = vm.intrinsic(Intrinsic::IteratorPrototype);
    let key = PropertyKey::Symbol(vm.symbols.to_string_tag);
    util::accessor(vm, prototype, key, "[Symbol.toStringTag]", get_to_string_tag, Some(set_to_string_tag))
}

/// 27.1.3.1 Iterator ( )
fn iterator_constructor(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1. If NewTarget is either undefined or the active function object, throw a TypeError.
    if args.new_target.is_undefined() || args.new_target == args.callee.to_value() {
        let text = "Iterator is an abstract class: it can only be constructed as the base of a subclass";
        return Err(vm.throw_error_with(Message::ThrowTypeError, text));
    }
    // 2. Return ? OrdinaryCreateFromConstructor(NewTarget, "%Iterator.prototype%").
    let prototype = vm.get_prototype_from_constructor(args.new_target, Intrinsic::IteratorPrototype)?;
    Ok(vm.new_object(prototype)?.to_value())
}

/// 27.1.3.2.1 Iterator.from ( O )
fn from(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1. Let iteratorRecord be ? GetIteratorFlattenable(O, iterate-string-primitives).
    let (iterator, next) = get_iterator_flattenable(vm, args.get(vm, 0), true)?;
    let (iterator, next) = (vm.rooted(iterator), vm.root_value(next));
    // 2-3. If ? OrdinaryHasInstance(%Iterator%, iteratorRecord.[[Iterator]]) is true,
    //      return iteratorRecord.[[Iterator]].
    let constructor = vm.realm().intrinsic(Intrinsic::IteratorConstructor);
    if vm.ordinary_has_instance(constructor, iterator.get().to_value())? {
        return Ok(iterator.get().to_value());
    }
    // 4-6. Let wrapper be OrdinaryObjectCreate(%WrapForValidIteratorPrototype%,
    //      « [[Iterated]] »); set wrapper.[[Iterated]] to iteratorRecord; return wrapper.
    let prototype = vm.realm().intrinsic(Intrinsic::WrapForValidIteratorPrototype);
    let structure = vm.root_structure(prototype, JSType::WrapForValidIterator, DEFAULT_INLINE_CAPACITY, 0)?;
    let wrapper = vm.new_object_with_structure(structure)?;
    vm.set_internal(wrapper, ITERATED, iterator.get().to_value());
    vm.set_internal(wrapper, ITERATED_NEXT, next.get());
    Ok(wrapper.to_value())
}

/// RequireInternalSlot(O, [[Iterated]]).
fn this_wrapper(vm: &mut Vm, this: JSValue, method: &str) -> JsResult<ObjectRef> {
    match ObjectRef::from_value(this).filter(|object| object.js_type() == JSType::WrapForValidIterator) {
        Some(wrapper) => Ok(wrapper),
        None => {
            let detail = format!("%WrapForValidIteratorPrototype%.{method} ({})", vm.describe_value(this));
            Err(vm.throw_error_with(Message::InvalidIncompatibleReceiver, detail))
        }
    }
}

/// 27.1.3.2.1.1.1 %WrapForValidIteratorPrototype%.next ( )
fn wrap_next(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1-3. Let O be this value. Perform ? RequireInternalSlot(O, [[Iterated]]).
    let wrapper = this_wrapper(vm, args.this, "next")?;
    // 4. Return ? Call(iteratorRecord.[[NextMethod]], iteratorRecord.[[Iterator]]).
    vm.call(wrapper.internal(ITERATED_NEXT), wrapper.internal(ITERATED), &[])
}

/// 27.1.3.2.1.1.2 %WrapForValidIteratorPrototype%.return ( )
fn wrap_return(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1-2. Let O be this value. Perform ? RequireInternalSlot(O, [[Iterated]]).
    let wrapper = this_wrapper(vm, args.this, "return")?;
    // 3. Let iterator be O.[[Iterated]].[[Iterator]].
    let iterator = vm.root_value(wrapper.internal(ITERATED));
    // 5. Let returnMethod be ? GetMethod(iterator, "return").
    let method = vm.get_method(iterator.get(), PropertyKey::Atom(vm.names.return_))?;
    match method {
        // 6. If returnMethod is undefined, return CreateIterResultObject(undefined, true).
        None => Ok(vm.create_iter_result_object(JSValue::UNDEFINED, true)?.to_value()),
        // 7. Return ? Call(returnMethod, iterator).
        Some(method) => vm.call(method.to_value(), iterator.get(), &[]),
    }
}

/// 27.1.4.1.1 get Iterator.prototype.constructor
fn get_constructor(vm: &mut Vm, _args: &CallArgs) -> JsResult<JSValue> {
    // 1. Return %Iterator%.
    Ok(vm.realm().intrinsic(Intrinsic::IteratorConstructor))
}

/// 27.1.4.1.2 set Iterator.prototype.constructor
fn set_constructor(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1. Perform ? SetterThatIgnoresPrototypeProperties(this value, %Iterator.prototype%,
    //    "constructor", v). 2. Return undefined.
    let key = PropertyKey::Atom(vm.names.constructor);
    setter_that_ignores_prototype_properties(vm, args.this, key, args.get(vm, 0))?;
    Ok(JSValue::UNDEFINED)
}

/// 27.1.4.14.1 get Iterator.prototype [ %Symbol.toStringTag% ]
fn get_to_string_tag(vm: &mut Vm, _args: &CallArgs) -> JsResult<JSValue> {
    // 1. Return "Iterator".
    Ok(vm.new_string("Iterator")?.to_value())
}

/// 27.1.4.14.2 set Iterator.prototype [ %Symbol.toStringTag% ]
fn set_to_string_tag(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1. Perform ? SetterThatIgnoresPrototypeProperties(this value, %Iterator.prototype%,
    //    %Symbol.toStringTag%, v). 2. Return undefined.
    let key = PropertyKey::Symbol(vm.symbols.to_string_tag);
    setter_that_ignores_prototype_properties(vm, args.this, key, args.get(vm, 0))?;
    Ok(JSValue::UNDEFINED)
}

/// 27.1.4.1.3 SetterThatIgnoresPrototypeProperties ( thisValue, home, p, v ), with home
/// %Iterator.prototype%.
fn setter_that_ignores_prototype_properties(
    vm: &mut Vm,
    this: JSValue,
    key: PropertyKey,
    value: JSValue,
) -> JsResult<()> {
    // 1. If thisValue is not an Object, throw a TypeError exception.
    let Some(object) = ObjectRef::from_value(this) else {
        let detail = format!("Cannot set a property of {}", vm.describe_value(this));
        return Err(vm.throw_error_with(Message::ThrowTypeError, detail));
    };
    // 2. If SameValue(thisValue, home) is true, throw a TypeError exception (as a strict
    //    assignment to a non-writable data property of home would).
    if this == vm.realm().intrinsic(Intrinsic::IteratorPrototype) {
        let detail = "Cannot assign to a read only property of Iterator.prototype";
        return Err(vm.throw_error_with(Message::ThrowTypeError, detail));
    }
    let object = vm.rooted(object);
    // 3. Let desc be ? thisValue.[[GetOwnProperty]](p).
    let descriptor: Option<PropertyDescriptor> = vm.get_own_property_descriptor(object.get(), key)?;
    if descriptor.is_none() {
        // 4. If desc is undefined, perform ? CreateDataPropertyOrThrow(thisValue, p, v).
        vm.create_data_property_or_throw(object.get(), key, value)?;
    } else {
        // 5. Else, perform ? Set(thisValue, p, v, true).
        if !vm.set(object.get(), key, value)? {
            let detail = format!("Cannot assign to read only property {}", vm.describe_value(this));
            return Err(vm.throw_error_with(Message::ThrowTypeError, detail));
        }
    }
    Ok(())
}
