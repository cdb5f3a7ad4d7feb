//! 22.2 RegExp (Regular Expression) Objects.
//!
//! ```text
//!   regexp/mod.rs              install; helpers the files share (flags, lastIndex,
//!                              AdvanceStringIndex, SpeciesConstructor, the fast-path test)
//!   regexp/constructor.rs      22.2.4 the RegExp constructor, RegExpAlloc/Initialize/Create
//!   regexp/prototype.rs        22.2.6 exec, test, toString, the flag accessors, source;
//!                              B.2.4 compile
//!   regexp/exec.rs             22.2.7 RegExpExec, RegExpBuiltinExec and the match array
//!   regexp/symbols.rs          22.2.6 @@match, @@matchAll, @@search, @@split
//!   regexp/replace.rs          22.2.6.11 @@replace
//!   regexp/string_iterator.rs  22.2.9 %RegExpStringIteratorPrototype%
//! ```
//!
//! The matcher is the VM's (`vm::runtime::regexp`: the compiled program in a destructible
//! cell, the compile cache, and the engines). A RegExp object holds its source,
//! its flags string and its matcher cell in internal fields; a regex literal gets its
//! matcher at its first exec (the parser has checked the pattern, and the VM's cache makes
//! a literal in a loop compile once).
//!
//! The Symbol methods are written as the specification's generic algorithms over `exec`,
//! `flags` and `lastIndex`. `@@split` and `@@replace` also have a fast path for a RegExp
//! whose observable behaviour is the built-in one ([`is_pristine`]): it searches with the
//! matcher directly, which produces the same results without the per-position sticky
//! execs of the generic `@@split`.

mod constructor;
mod escape;
mod exec;
mod prototype;
mod replace;
mod string_iterator;
mod symbols;

pub use constructor::regexp_create;
pub use prototype::regexp_text;

use vm::cell::JSType;
use vm::interpreter::ops::object::REGEXP_FLAGS;
use vm::runtime::realm::Intrinsic;
use vm::runtime::regexp::RegExpFlags;
use vm::{JSValue, JsResult, Message, ObjectRef, PropertyKey, StringRef, Vm};

pub fn install(vm: &mut Vm) -> JsResult<()> {
    constructor::install(vm)?;
    prototype::install(vm)?;
    symbols::install(vm)?;
    string_iterator::install(vm)?;
    record_originals(vm)
}

/// The RegExp object a value is, if it is one.
pub(crate) fn as_regexp(value: JSValue) -> Option<ObjectRef> {
    ObjectRef::from_value(value).filter(|object| object.js_type() == JSType::RegExp)
}

/// [[OriginalFlags]] of a RegExp object, parsed.
pub(crate) fn original_flags(regexp: ObjectRef) -> RegExpFlags {
    let flags = StringRef::from_value(regexp.internal(REGEXP_FLAGS)).expect("a RegExp has a flags string");
    RegExpFlags::parse(&crate::string::code_units(flags)).unwrap_or_default()
}

/// `this` as an object, or a TypeError naming the method.
pub(crate) fn this_object(vm: &mut Vm, this: JSValue, method: &str) -> JsResult<ObjectRef> {
    match ObjectRef::from_value(this) {
        Some(object) => Ok(object),
        None => Err(vm.throw_error_with(Message::InvalidIncompatibleReceiver, format!("RegExp.prototype.{method}"))),
    }
}

/// The code units of a flags string, for the `contains "g"` tests of the Symbol methods.
pub(crate) fn flags_contain(flags: &[u16], letter: char) -> bool {
    flags.contains(&(letter as u16))
}

/// ? ToLength(? Get(R, "lastIndex")).
pub(crate) fn get_last_index(vm: &mut Vm, regexp: ObjectRef) -> JsResult<u64> {
    let value = vm.get(regexp, PropertyKey::Atom(vm.names.last_index))?;
    vm.to_length(value)
}

/// ? Set(R, "lastIndex", value, true).
pub(crate) fn set_last_index(vm: &mut Vm, regexp: ObjectRef, value: JSValue) -> JsResult<()> {
    let key = PropertyKey::Atom(vm.names.last_index);
    if !vm.set(regexp, key, value)? {
        let detail = vm.describe_key(key);
        return Err(vm.throw_error_with(Message::ReadOnlyProperty, detail));
    }
    Ok(())
}

/// A lastIndex value (an index up to 2^53 - 1).
pub(crate) fn index_value(index: u64) -> JSValue {
    JSValue::from_number(index as f64)
}

/// 22.2.7.3 AdvanceStringIndex ( S, index, unicode )
pub(crate) fn advance_string_index(units: &[u16], index: u64, unicode: bool) -> u64 {
    // 2. If unicode is false, return index + 1.
    // 3. Let length be the length of S. 4. If index + 1 ≥ length, return index + 1.
    if !unicode || index + 1 >= units.len() as u64 {
        return index + 1;
    }
    // 5. Let cp be CodePointAt(S, index). 6. Return index + cp.[[CodeUnitCount]].
    let (lead, trail) = (units[index as usize], units[index as usize + 1]);
    let pair = crate::string::is_leading_surrogate(lead) && crate::string::is_trailing_surrogate(trail);
    index + if pair { 2 } else { 1 }
}

/// AdvanceStringIndex on a string, reading only the units it needs (a global loop of
/// empty matches must not copy the string at every step). May flatten a rope.
pub(crate) fn advance_string_index_in(vm: &mut Vm, string: StringRef, index: u64, unicode: bool) -> JsResult<u64> {
    if !unicode || index + 1 >= u64::from(string.len()) {
        return Ok(index + 1);
    }
    let string = vm.flatten(string)?;
    let view = string.view(vm).expect("flat");
    Ok(index + crate::string::code_point_at(&view, index as usize).1 as u64)
}

/// 7.3.22 SpeciesConstructor ( O, %RegExp% )
pub(crate) fn species_constructor(vm: &mut Vm, object: ObjectRef) -> JsResult<JSValue> {
    let default = vm.realm().intrinsic(Intrinsic::RegExpConstructor);
    // 1. Let C be ? Get(O, "constructor").
    let constructor = vm.get(object, PropertyKey::Atom(vm.names.constructor))?;
    // 2. If C is undefined, return defaultConstructor.
    if constructor.is_undefined() {
        return Ok(default);
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
        return Ok(vm.realm().intrinsic(Intrinsic::RegExpConstructor));
    }
    // 6. If IsConstructor(S) is true, return S.
    if vm.is_constructor(species) {
        return Ok(species);
    }
    // 7. Throw a TypeError exception.
    let detail = vm.describe_value(species);
    Err(vm.throw_error_with(Message::NotAConstructor, detail))
}

// ---------------------------------------------------------------------------------------
// The fast-path test.

/// The properties whose original values make a RegExp behave as the built-in algorithms
/// say: (on %RegExp.prototype% or on %RegExp%, key, accessor?).
const WATCHED: [WatchedProperty; 13] = [
    (true, |vm| PropertyKey::Atom(vm.names.exec), false),
    (true, |vm| PropertyKey::Symbol(vm.symbols.match_), false),
    (true, |vm| PropertyKey::Atom(vm.names.flags), true),
    (true, |vm| PropertyKey::Atom(vm.names.has_indices), true),
    (true, |vm| PropertyKey::Atom(vm.names.global), true),
    (true, |vm| PropertyKey::Atom(vm.names.ignore_case), true),
    (true, |vm| PropertyKey::Atom(vm.names.multiline), true),
    (true, |vm| PropertyKey::Atom(vm.names.dot_all), true),
    (true, |vm| PropertyKey::Atom(vm.names.unicode), true),
    (true, |vm| PropertyKey::Atom(vm.names.unicode_sets), true),
    (true, |vm| PropertyKey::Atom(vm.names.sticky), true),
    (true, |vm| PropertyKey::Atom(vm.names.constructor), false),
    (false, |vm| PropertyKey::Symbol(vm.symbols.species), true),
];

/// On %RegExp.prototype% (rather than %RegExp%), the key, whether it is an accessor.
type WatchedProperty = (bool, fn(&Vm) -> PropertyKey, bool);

/// The current value of a watched property: a data property's value or an accessor's
/// getter, without running anything.
fn watched_value(vm: &Vm, on_prototype: bool, key: PropertyKey, accessor: bool) -> JSValue {
    let holder = if on_prototype { Intrinsic::RegExpPrototype } else { Intrinsic::RegExpConstructor };
    let Some(holder) = ObjectRef::from_value(vm.realm().intrinsic(holder)) else { return JSValue::EMPTY };
    let Some(slot) = vm.get_own_property(holder, key) else { return JSValue::EMPTY };
    if slot.attributes.is_accessor() != accessor {
        return JSValue::EMPTY;
    }
    if accessor {
        return vm::GetterSetterRef::from_value(slot.value).map_or(JSValue::EMPTY, |pair| pair.getter());
    }
    slot.value
}

/// Records the original values of the watched properties (after install).
fn record_originals(vm: &mut Vm) -> JsResult<()> {
    let originals = vm.create_array_from_list(&[])?;
    let originals = vm.rooted(originals);
    for (index, (on_prototype, key, accessor)) in WATCHED.into_iter().enumerate() {
        let value = watched_value(vm, on_prototype, key(vm), accessor);
        vm.create_data_property_or_throw(originals.get(), PropertyKey::Index(index as u32), value)?;
    }
    let realm = vm.realm();
    vm.set_intrinsic(realm, Intrinsic::RegExpOriginals, originals.get().to_value());
    Ok(())
}

/// Whether `regexp` is a RegExp whose exec, flags, lastIndex and species are the
/// built-in ones, with nothing observable left to run: a RegExp object of this realm with
/// only its own `lastIndex` (a writable number), and %RegExp.prototype% and %RegExp% with
/// their original `exec`, flag getters, `constructor` and `@@species`.
pub(crate) fn is_pristine(vm: &Vm, regexp: ObjectRef) -> bool {
    if regexp.js_type() != JSType::RegExp {
        return false;
    }
    let structure = vm.structure_of(regexp);
    if structure.prototype() != vm.realm().intrinsic(Intrinsic::RegExpPrototype) || structure.property_count() != 1 {
        return false;
    }
    match vm.get_own_property(regexp, PropertyKey::Atom(vm.names.last_index)) {
        Some(slot) if slot.attributes.is_writable() && slot.value.is_number() => {}
        _ => return false,
    }
    let Some(originals) = ObjectRef::from_value(vm.realm().intrinsic(Intrinsic::RegExpOriginals)) else {
        return false;
    };
    for (index, (on_prototype, key, accessor)) in WATCHED.into_iter().enumerate() {
        let original = vm.get_own_index(originals, index as u32).map(|(value, _)| value);
        let current = watched_value(vm, on_prototype, key(vm), accessor);
        if original != Some(current) || current == JSValue::EMPTY {
            return false;
        }
    }
    true
}
