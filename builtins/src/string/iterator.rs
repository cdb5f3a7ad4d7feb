//! 22.1.3.36 String.prototype [ @@iterator ] ( ) and 22.1.5 String Iterator Objects.
//!
//! A String Iterator is an ordinary object whose prototype is %StringIteratorPrototype%.
//! Its state (the string, and the next index) lives in two properties keyed by private
//! symbols, which reflection never shows. The symbols are made once, at install, and kept
//! in the data slots of both functions that need them.
//!
//! ```text
//!   iterator object                         @@iterator / next (native data)
//!   +-------------------------------+       +------------------------------+
//!   | [[IteratedString]]  : string  | <---- | data 0: private symbol       |
//!   | [[NextIndex]]       : number  | <---- | data 1: private symbol       |
//!   +-------------------------------+       +------------------------------+
//! ```
//! When the iteration is done the string becomes undefined, as the generator behind the
//! specification's iterator would be.

use vm::runtime::function::CallArgs;
use vm::runtime::realm::Intrinsic;
use vm::symbol::{SYMBOL_IS_PRIVATE, SymbolRef};
use vm::{Attributes, JSValue, JsResult, Message, ObjectRef, PropertyKey, StringRef, Vm};

use super::{code_point_at, substring, this_string};
use crate::util;

pub fn install(vm: &mut Vm) -> JsResult<()> {
    let description = vm.new_string("[[IteratedString]]")?;
    let iterated = vm.new_symbol(Some(description), SYMBOL_IS_PRIVATE)?;
    let iterated = vm.rooted(iterated);
    let description = vm.new_string("[[NextIndex]]")?;
    let next_index = vm.new_symbol(Some(description), SYMBOL_IS_PRIVATE)?;
    let next_index = vm.rooted(next_index);

    // 22.1.3.36 String.prototype [ @@iterator ] ( )
    let string_prototype = vm.intrinsic(Intrinsic::StringPrototype);
    let symbol = vm.symbols.iterator;
    let iterator = util::symbol_method(vm, string_prototype, symbol, "[Symbol.iterator]", 0, string_iterator)?;
    vm.set_native_data(iterator, 0, iterated.get().to_value());
    vm.set_native_data(iterator, 1, next_index.get().to_value());

    // 22.1.5.1 The %StringIteratorPrototype% Object
    let prototype = vm.intrinsic(Intrinsic::StringIteratorPrototype);
    let prototype = vm.rooted(prototype);
    let next = util::method(vm, prototype.get(), "next", 0, next)?;
    vm.set_native_data(next, 0, iterated.get().to_value());
    vm.set_native_data(next, 1, next_index.get().to_value());
    // 22.1.5.1.2 %StringIteratorPrototype% [ @@toStringTag ]
    let tag = vm.new_string("String Iterator")?;
    let key = PropertyKey::Symbol(vm.symbols.to_string_tag);
    vm.define_own_property(prototype.get(), key, tag.to_value(), Attributes::CONFIGURABLE)
}

/// The two private keys a function's data slots hold.
fn state_keys(vm: &Vm, function: ObjectRef) -> (PropertyKey, PropertyKey) {
    let key = |which| {
        let symbol = SymbolRef::from_value(vm.native_data(function, which)).expect("installed with its keys");
        PropertyKey::Symbol(symbol)
    };
    (key(0), key(1))
}

/// 22.1.3.36 String.prototype [ @@iterator ] ( )
fn string_iterator(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1-2. Let s be ? ToString(? RequireObjectCoercible(O)).
    let string = this_string(vm, args, "[Symbol.iterator]")?;
    let string = vm.rooted(string);
    // 3-5. CreateIteratorFromClosure(closure, "%StringIteratorPrototype%", ...).
    let prototype = vm.realm().intrinsic(Intrinsic::StringIteratorPrototype);
    let iterator = vm.new_object(prototype)?;
    let iterator = vm.rooted(iterator);
    let (iterated, next_index) = state_keys(vm, args.callee);
    vm.define_own_property(iterator.get(), iterated, string.get().to_value(), Attributes::WRITABLE)?;
    vm.define_own_property(iterator.get(), next_index, JSValue::from_i32(0), Attributes::WRITABLE)?;
    Ok(iterator.get().to_value())
}

/// 22.1.5.1.1 %StringIteratorPrototype%.next ( ): the next code point as a string.
fn next(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    let (iterated, next_index) = state_keys(vm, args.callee);
    // GeneratorValidate: this must be a String Iterator.
    let state = ObjectRef::from_value(args.this).and_then(|object| {
        let string = vm.get_own_property(object, iterated)?.value;
        let position = vm.get_own_property(object, next_index)?.value;
        Some((object, string, position))
    });
    let Some((iterator, string, position)) = state else {
        let text = "%StringIteratorPrototype%.next requires that 'this' be a String Iterator";
        return Err(vm.throw_error_with(Message::ThrowTypeError, text));
    };
    let Some(string) = StringRef::from_value(string) else {
        return Ok(vm.create_iter_result_object(JSValue::UNDEFINED, true)?.to_value());
    };
    let iterator = vm.rooted(iterator);
    // 22.1.3.36 step 3.b: Repeat, while position < len,
    let position = position.as_number() as usize;
    if position >= string.len() as usize {
        vm.define_own_property(iterator.get(), iterated, JSValue::UNDEFINED, Attributes::WRITABLE)?;
        return Ok(vm.create_iter_result_object(JSValue::UNDEFINED, true)?.to_value());
    }
    // i. Let cp be CodePointAt(s, position).
    let string = vm.flatten(string)?;
    let (_, count, _) = code_point_at(&string.view(vm).expect("flat"), position);
    // ii. Let nvalue be the substring of s from position to position + cp.[[CodeUnitCount]].
    let value = substring(vm, string, position, position + count)?;
    let value = vm.rooted(value);
    // iv. Set position to position + cp.[[CodeUnitCount]].
    let next_position = JSValue::from_number((position + count) as f64);
    vm.define_own_property(iterator.get(), next_index, next_position, Attributes::WRITABLE)?;
    // iii. Perform ? GeneratorYield(CreateIterResultObject(nvalue, false)).
    Ok(vm.create_iter_result_object(value.get().to_value(), false)?.to_value())
}
