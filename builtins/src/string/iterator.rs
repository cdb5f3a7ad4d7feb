//! 22.1.3.36 String.prototype [ @@iterator ] ( ) and 22.1.5 String Iterator Objects.
//!
//! A String Iterator is an object of its own type (`JSType::StringIterator`: the string
//! and the next index in internal fields), with its step in
//! `vm/src/runtime/string_iterator.rs`, where a `for-of` takes it without calling `next`
//! when `next` is the original (`Intrinsic::StringIteratorNext`).

use vm::cell::JSType;
use vm::runtime::function::CallArgs;
use vm::runtime::realm::Intrinsic;
use vm::{Attributes, JSValue, JsResult, Message, ObjectRef, PropertyKey, Vm};

use super::this_string;
use crate::util;

pub fn install(vm: &mut Vm) -> JsResult<()> {
    // 22.1.3.36 String.prototype [ @@iterator ] ( )
    let string_prototype = vm.intrinsic(Intrinsic::StringPrototype);
    let symbol = vm.symbols.iterator;
    util::symbol_method(vm, string_prototype, symbol, "[Symbol.iterator]", 0, string_iterator)?;

    // 22.1.5.1 The %StringIteratorPrototype% Object
    let prototype = vm.intrinsic(Intrinsic::StringIteratorPrototype);
    let prototype = vm.rooted(prototype);
    // 22.1.5.1.1 %StringIteratorPrototype%.next ( ): the original, which a for-of need not
    // call.
    let next = util::method(vm, prototype.get(), "next", 0, next)?;
    vm.set_intrinsic(vm.realm(), Intrinsic::StringIteratorNext, next.to_value());
    // 22.1.5.1.2 %StringIteratorPrototype% [ @@toStringTag ]
    let tag = vm.new_string("String Iterator")?;
    let key = PropertyKey::Symbol(vm.symbols.to_string_tag);
    vm.define_own_property(prototype.get(), key, tag.to_value(), Attributes::CONFIGURABLE)
}

/// 22.1.3.36 String.prototype [ @@iterator ] ( )
fn string_iterator(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1-2. Let s be ? ToString(? RequireObjectCoercible(O)).
    let string = this_string(vm, args, "[Symbol.iterator]")?;
    // 3-5. Return CreateIteratorFromClosure(closure, "%StringIteratorPrototype%",
    //      %StringIteratorPrototype%).
    Ok(vm.new_string_iterator(string)?.to_value())
}

/// 22.1.5.1.1 %StringIteratorPrototype%.next ( ): the next code point as a string.
fn next(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1. Return ? GeneratorResume(this value, empty, "%StringIteratorPrototype%"), whose
    //    GeneratorValidate rejects anything but a String Iterator.
    let Some(iterator) = ObjectRef::from_value(args.this).filter(|o| o.js_type() == JSType::StringIterator) else {
        let text = "%StringIteratorPrototype%.next requires that 'this' be a String Iterator";
        return Err(vm.throw_error_with(Message::ThrowTypeError, text));
    };
    // GeneratorYield(CreateIterResultObject(nvalue, false)), or { undefined, true } once
    // the closure has returned.
    match vm.string_iterator_next_value(iterator)? {
        Some(value) => Ok(vm.create_iter_result_object(value, false)?.to_value()),
        None => Ok(vm.create_iter_result_object(JSValue::UNDEFINED, true)?.to_value()),
    }
}
