//! 22.2.9 RegExp String Iterator Objects (what `@@matchAll` returns).
//!
//! The specification writes the iterator as a generator over a closure
//! (CreateRegExpStringIterator); here it is an ordinary object whose prototype is
//! %RegExpStringIteratorPrototype% and whose state sits under a private symbol, which
//! reflection never shows, as a null-prototype array:
//!
//! ```text
//!   iterator --[[State]]--> [ matcher (R), string (S), bits: global | fullUnicode << 1
//!                                                     | done << 2 | running << 3 ]
//! ```
//!
//! As with a generator, a `next` while one is running throws a TypeError, and an exec that
//! throws ends the iteration.

use vm::runtime::function::CallArgs;
use vm::runtime::realm::Intrinsic;
use vm::symbol::{SYMBOL_IS_PRIVATE, SymbolRef};
use vm::{Attributes, JSValue, JsResult, Message, ObjectRef, PropertyKey, StringRef, Vm};

use super::exec::regexp_exec;
use crate::util;

const GLOBAL: i32 = 1;
const FULL_UNICODE: i32 = 2;
const DONE: i32 = 4;
const RUNNING: i32 = 8;

pub fn install(vm: &mut Vm) -> JsResult<()> {
    let description = vm.new_string("[[RegExpStringIteratorState]]")?;
    let state = vm.new_symbol(Some(description), SYMBOL_IS_PRIVATE)?;
    let state = vm.rooted(state);
    // 22.2.9.2 The %RegExpStringIteratorPrototype% Object.
    let iterator_prototype = vm.realm().intrinsic(Intrinsic::IteratorPrototype);
    let prototype = vm.new_object(iterator_prototype)?;
    let prototype = vm.rooted(prototype);
    let realm = vm.realm();
    vm.set_intrinsic(realm, Intrinsic::RegExpStringIteratorPrototype, prototype.get().to_value());
    // 22.2.9.2.1 %RegExpStringIteratorPrototype%.next ( )
    let next = util::method(vm, prototype.get(), "next", 0, next)?;
    vm.set_native_data(next, 0, state.get().to_value());
    // 22.2.9.2.2 %RegExpStringIteratorPrototype% [ @@toStringTag ]
    let tag = vm.new_string("RegExp String Iterator")?;
    let key = PropertyKey::Symbol(vm.symbols.to_string_tag);
    vm.define_own_property(prototype.get(), key, tag.to_value(), Attributes::CONFIGURABLE)?;
    // @@matchAll makes the iterators: it needs the key too.
    let regexp_prototype = vm.intrinsic(Intrinsic::RegExpPrototype);
    let match_all = vm.get_own_property(regexp_prototype, PropertyKey::Symbol(vm.symbols.match_all));
    let match_all = match_all.and_then(|slot| ObjectRef::from_value(slot.value)).expect("@@matchAll is installed");
    vm.set_native_data(match_all, 0, state.get().to_value());
    Ok(())
}

fn state_key(vm: &Vm, function: ObjectRef) -> PropertyKey {
    PropertyKey::Symbol(SymbolRef::from_value(vm.native_data(function, 0)).expect("installed with its key"))
}

/// 22.2.9.1 CreateRegExpStringIterator ( R, S, global, fullUnicode ), called by
/// `@@matchAll` (whose data slot holds the state key).
pub(crate) fn create(
    vm: &mut Vm,
    callee: ObjectRef,
    matcher: JSValue,
    string: StringRef,
    global: bool,
    full_unicode: bool,
) -> JsResult<JSValue> {
    let (matcher, string) = (vm.root_value(matcher), vm.rooted(string));
    let bits = if global { GLOBAL } else { 0 } | if full_unicode { FULL_UNICODE } else { 0 };
    let state =
        vm.new_array_from_values(JSValue::NULL, &[matcher.get(), string.get().to_value(), JSValue::from_i32(bits)])?;
    let state = vm.rooted(state);
    let prototype = vm.realm().intrinsic(Intrinsic::RegExpStringIteratorPrototype);
    let iterator = vm.new_object(prototype)?;
    let iterator = vm.rooted(iterator);
    let key = state_key(vm, callee);
    vm.define_own_property(iterator.get(), key, state.get().to_value(), Attributes::WRITABLE)?;
    Ok(iterator.get().to_value())
}

/// 22.2.9.2.1 %RegExpStringIteratorPrototype%.next ( )
fn next(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    let key = state_key(vm, args.callee);
    // GeneratorValidate: this must be a RegExp String Iterator that is not running.
    let state = ObjectRef::from_value(args.this)
        .and_then(|object| vm.get_own_property(object, key))
        .and_then(|slot| ObjectRef::from_value(slot.value));
    let Some(state) = state else {
        let text = "%RegExpStringIteratorPrototype%.next requires that 'this' be a RegExp String Iterator";
        return Err(vm.throw_error_with(Message::ThrowTypeError, text));
    };
    let field = |vm: &Vm, index: u32| vm.get_own_property(state, PropertyKey::Index(index)).map(|slot| slot.value);
    let bits = field(vm, 2).map_or(DONE, |value| value.as_number() as i32);
    if bits & RUNNING != 0 {
        return Err(vm.throw_error(Message::GeneratorRunning));
    }
    if bits & DONE != 0 {
        return Ok(vm.create_iter_result_object(JSValue::UNDEFINED, true)?.to_value());
    }
    let matcher = field(vm, 0).and_then(ObjectRef::from_value);
    let string = field(vm, 1).and_then(StringRef::from_value);
    let (Some(matcher), Some(string)) = (matcher, string) else { unreachable!("the state of a live iterator") };
    let state = vm.rooted(state);
    set_bits(vm, state.get(), bits | RUNNING)?;
    match step(vm, matcher, string, bits & GLOBAL != 0, bits & FULL_UNICODE != 0) {
        Ok(Step { value, done, finished }) => {
            let value = vm.root_value(value);
            set_bits(vm, state.get(), if finished { bits | DONE } else { bits })?;
            Ok(vm.create_iter_result_object(value.get(), done)?.to_value())
        }
        Err(error) => {
            // An abrupt completion ends the generator.
            set_bits(vm, state.get(), bits | DONE)?;
            Err(error)
        }
    }
}

fn set_bits(vm: &mut Vm, state: ObjectRef, bits: i32) -> JsResult<()> {
    vm.create_data_property_or_throw(state, PropertyKey::Index(2), JSValue::from_i32(bits))
}

/// What one step of the closure produces: the iterator result's value and done, and
/// whether the closure has returned (so the next call finds the iterator done).
struct Step {
    value: JSValue,
    done: bool,
    finished: bool,
}

/// One step of the closure of CreateRegExpStringIterator.
fn step(vm: &mut Vm, matcher: ObjectRef, string: StringRef, global: bool, full_unicode: bool) -> JsResult<Step> {
    let (matcher, string) = (vm.rooted(matcher), vm.rooted(string));
    // i. Let match be ? RegExpExec(R, S).
    let found = regexp_exec(vm, matcher.get(), string.get())?;
    // ii. If match is null, return undefined (done).
    let Some(found) = ObjectRef::from_value(found) else {
        return Ok(Step { value: JSValue::UNDEFINED, done: true, finished: true });
    };
    let found = vm.rooted(found);
    // iii. If global is false, yield match, then return undefined.
    if !global {
        return Ok(Step { value: found.get().to_value(), done: false, finished: true });
    }
    // iv.1. Let matchStr be ? ToString(? Get(match, "0")).
    let matched = vm.get(found.get(), PropertyKey::Index(0))?;
    let matched = vm.to_string(matched)?;
    // iv.2. If matchStr is the empty String, advance lastIndex.
    if matched.is_empty() {
        super::symbols::advance_after_empty_match(vm, matcher.get(), string.get(), full_unicode)?;
    }
    // iv.3. Perform ? GeneratorYield(CreateIterResultObject(match, false)).
    Ok(Step { value: found.get().to_value(), done: false, finished: false })
}
