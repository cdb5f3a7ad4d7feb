//! 22.1 String Objects: the String constructor, its static methods, and the helpers the
//! prototype's methods share.
//!
//! Strings are UTF-16 code units, 8-bit when every unit is below 256, and may be ropes.
//! Methods that only read (`charAt`, `indexOf`, `slice`...) flatten the string in place and
//! read its units through a view, so a loop of them over a long string does not copy it
//! each time; methods that build a new string collect code units in a `Vec<u16>` and make
//! one string at the end. Neither holds a string across an allocation unrooted (H3).
//!
//! ```text
//!   string.rs            constructor, fromCharCode, fromCodePoint, raw; shared helpers
//!   string/prototype.rs  the methods that read, slice, search, pad, trim and map case
//!   string/pattern.rs    match, matchAll, replace, replaceAll, search, split
//!   string/iterator.rs   [Symbol.iterator] and %StringIteratorPrototype%
//!   string/html.rs       Annex B's HTML methods (anchor ... sup)
//! ```

mod html;
mod iterator;
pub(crate) mod pattern;
mod prototype;

use vm::cell::JSType;
use vm::runtime::function::{CallArgs, NativeFn};
use vm::runtime::realm::Intrinsic;
use vm::string::StrView;
use vm::symbol::SymbolRef;
use vm::{Attributes, JSValue, JsResult, Message, ObjectRef, PropertyKey, StringRef, Vm};

use crate::util;

/// The String functions a trace computes inline: `charCodeAt` and `charAt` of a flat
/// string and an int32 index in bounds, `fromCharCode` of one int32.
pub(crate) fn trace_intrinsics() -> Vec<(usize, vm::tier::TraceIntrinsic)> {
    use vm::tier::TraceIntrinsic::{StringCharAt, StringCharCodeAt, StringFromCharCode};
    vec![
        (prototype::char_code_at as NativeFn as usize, StringCharCodeAt),
        (prototype::char_at as NativeFn as usize, StringCharAt),
        (from_char_code as NativeFn as usize, StringFromCharCode),
    ]
}

/// The String functions quiet on primitives (vm::tier::NativeEffect): the constructor
/// called, the static ones that make strings from numbers, and the prototype's methods
/// that read, slice, search, pad, trim and map case. Not those of `string/pattern.rs`:
/// they look up `Symbol.replace` and the like, even on a string, where a program may have
/// put a function.
pub(crate) fn trace_natives() -> Vec<(usize, vm::tier::NativeEffect)> {
    use vm::tier::NativeEffect::{QuietOnPrimitiveArguments, QuietOnPrimitives};
    let statics = [string_constructor as NativeFn, from_char_code, from_code_point];
    let mut table: Vec<(usize, vm::tier::NativeEffect)> =
        statics.iter().map(|&f| (f as usize, QuietOnPrimitiveArguments)).collect();
    let pattern = ["match", "matchAll", "replace", "replaceAll", "search", "split"];
    let methods = PROTOTYPE_METHODS.iter().filter(|(name, _, _)| !pattern.contains(name));
    table.extend(methods.map(|&(_, _, f)| (f as usize, QuietOnPrimitives)));
    table
}

pub fn install(vm: &mut Vm) -> JsResult<()> {
    let prototype = vm.intrinsic(Intrinsic::StringPrototype);
    let constructor = util::constructor(vm, "String", 1, string_constructor, prototype)?;
    let constructor_root = vm.rooted(constructor);
    // 22.1.2 Properties of the String Constructor.
    util::method(vm, constructor_root.get(), "fromCharCode", 1, from_char_code)?;
    util::method(vm, constructor_root.get(), "fromCodePoint", 1, from_code_point)?;
    util::method(vm, constructor_root.get(), "raw", 1, raw)?;
    // 22.1.3 Properties of the String Prototype Object.
    let prototype = vm.intrinsic(Intrinsic::StringPrototype);
    util::methods(vm, prototype, PROTOTYPE_METHODS)?;
    // B.2.2.15-16: trimLeft and trimRight are the same functions as trimStart and trimEnd.
    for (alias, original) in [("trimLeft", "trimStart"), ("trimRight", "trimEnd")] {
        let prototype = vm.intrinsic(Intrinsic::StringPrototype);
        let key = vm.property_key_from_str(original)?;
        let function = vm.get(prototype, key)?;
        util::value(vm, prototype, alias, function, Attributes::HIDDEN)?;
    }
    // B.2.2.2-14 The HTML methods.
    let prototype = vm.intrinsic(Intrinsic::StringPrototype);
    util::methods(vm, prototype, html::HTML_METHODS)?;
    iterator::install(vm)?;
    util::global(vm, "String", constructor_root.get().to_value())
}

/// The methods of %String.prototype%, in the specification's order: name, length,
/// function. (`@@iterator` is in `iterator.rs`.)
const PROTOTYPE_METHODS: &[(&str, u32, NativeFn)] = &[
    ("at", 1, prototype::at),
    ("charAt", 1, prototype::char_at),
    ("charCodeAt", 1, prototype::char_code_at),
    ("codePointAt", 1, prototype::code_point_at_method),
    ("concat", 1, prototype::concat),
    ("endsWith", 1, prototype::ends_with),
    ("includes", 1, prototype::includes),
    ("indexOf", 1, prototype::index_of),
    ("isWellFormed", 0, prototype::is_well_formed),
    ("lastIndexOf", 1, prototype::last_index_of),
    ("localeCompare", 1, prototype::locale_compare),
    ("match", 1, pattern::match_),
    ("matchAll", 1, pattern::match_all),
    ("normalize", 0, prototype::normalize),
    ("padEnd", 1, prototype::pad_end),
    ("padStart", 1, prototype::pad_start),
    ("repeat", 1, prototype::repeat),
    ("replace", 2, pattern::replace),
    ("replaceAll", 2, pattern::replace_all),
    ("search", 1, pattern::search),
    ("slice", 2, prototype::slice),
    ("split", 2, pattern::split),
    ("startsWith", 1, prototype::starts_with),
    ("substring", 2, prototype::substring_method),
    ("toLocaleLowerCase", 0, prototype::to_locale_lower_case),
    ("toLocaleUpperCase", 0, prototype::to_locale_upper_case),
    ("toLowerCase", 0, prototype::to_lower_case),
    ("toString", 0, prototype::to_string),
    ("toUpperCase", 0, prototype::to_upper_case),
    ("toWellFormed", 0, prototype::to_well_formed),
    ("trim", 0, prototype::trim),
    ("trimEnd", 0, prototype::trim_end),
    ("trimStart", 0, prototype::trim_start),
    ("valueOf", 0, prototype::value_of),
    // B.2.2.1 String.prototype.substr ( start, length )
    ("substr", 2, prototype::substr),
];

/// 22.1.1.1 String ( value )
fn string_constructor(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    let value = args.get(vm, 0);
    // 1. If value is not present, let s be the empty String.
    let string = if args.is_empty() {
        vm.empty_string()
    } else {
        // 2.a. If NewTarget is undefined and value is a Symbol, return
        //      SymbolDescriptiveString(value).
        if let Some(symbol) = SymbolRef::from_value(value)
            && !args.is_construct()
        {
            return Ok(symbol_descriptive_string(vm, symbol)?.to_value());
        }
        // 2.b. Let s be ? ToString(value).
        vm.to_string(value)?
    };
    // 3. If NewTarget is undefined, return s.
    if !args.is_construct() {
        return Ok(string.to_value());
    }
    // 4. Return StringCreate(s, ? GetPrototypeFromConstructor(NewTarget, "%String.prototype%")).
    let string_root = vm.rooted(string);
    let prototype = vm.get_prototype_from_constructor(args.new_target, Intrinsic::StringPrototype)?;
    Ok(vm.new_primitive_wrapper(JSType::StringObject, prototype, string_root.get().to_value())?.to_value())
}

/// 20.4.3.3.1 SymbolDescriptiveString ( sym )
fn symbol_descriptive_string(vm: &mut Vm, symbol: SymbolRef) -> JsResult<StringRef> {
    // 1-3. "Symbol(" + (description or the empty String) + ")".
    let mut units: Vec<u16> = "Symbol(".encode_utf16().collect();
    if let Some(description) = StringRef::from_value(symbol.description()) {
        description.append_code_units(&mut units);
    }
    units.push(u16::from(b')'));
    new_string_from_units(vm, &units)
}

/// 22.1.2.1 String.fromCharCode ( ...codeUnits )
#[inline(never)] // One address, which the JIT recognises (vm::tier::TraceIntrinsic).
fn from_char_code(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1-2. Each argument's ToUint16, in order.
    let mut units = Vec::with_capacity(args.len());
    for index in 0..args.len() {
        let number = vm.to_uint32(args.get(vm, index))?;
        units.push(number as u16);
    }
    // 3. Return the String value whose code units are the elements of elements.
    Ok(new_string_from_units(vm, &units)?.to_value())
}

/// 22.1.2.2 String.fromCodePoint ( ...codePoints )
fn from_code_point(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    let mut units = Vec::with_capacity(args.len());
    // 2. For each element next of codePoints, do
    for index in 0..args.len() {
        // a. Let nextCP be ? ToNumber(next).
        let number = vm.to_number(args.get(vm, index))?;
        // b. If IsIntegralNumber(nextCP) is false, throw a RangeError exception.
        // c. If ℝ(nextCP) < 0 or ℝ(nextCP) > 0x10FFFF, throw a RangeError exception.
        if number.fract() != 0.0 || !(0.0..=1_114_111.0).contains(&number) {
            let text = format!("Invalid code point {}", vm::runtime::number::number_to_string(number));
            return Err(crate::number::throw_range_error(vm, &text));
        }
        // d. Set result to the string-concatenation of result and UTF16EncodeCodePoint(ℝ(nextCP)).
        push_code_point(&mut units, number as u32);
    }
    Ok(new_string_from_units(vm, &units)?.to_value())
}

/// 22.1.2.4 String.raw ( template, ...substitutions )
fn raw(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1. Let substitutionCount be the number of elements in substitutions.
    let substitution_count = args.len().saturating_sub(1) as u64;
    // 2. Let cooked be ? ToObject(template).
    let cooked = vm.to_object(args.get(vm, 0))?;
    // 3. Let literals be ? ToObject(? Get(cooked, "raw")).
    let raw_key = PropertyKey::Atom(vm.names.raw);
    let literals = vm.get(cooked, raw_key)?;
    let literals = vm.to_object(literals)?;
    let literals_root = vm.rooted(literals);
    // 4. Let literalCount be ? LengthOfArrayLike(literals).
    let literal_count = vm.length_of_array_like(literals)?;
    // 5. If literalCount ≤ 0, return the empty String.
    if literal_count == 0 {
        return Ok(vm.empty_string().to_value());
    }
    // 6-8. Interleave the literal segments and the substitutions.
    let mut units = Vec::new();
    let mut next_index = 0;
    loop {
        // a-c. Let nextLiteral be ? ToString(? Get(literals, ! ToString(𝔽(nextIndex)))).
        let key = index_key(vm, next_index)?;
        let literal = vm.get(literals_root.get(), key)?;
        let literal = vm.to_string(literal)?;
        literal.append_code_units(&mut units);
        check_length(vm, units.len())?;
        // e. If nextIndex + 1 = literalCount, return R.
        if next_index + 1 == literal_count {
            return Ok(new_string_from_units(vm, &units)?.to_value());
        }
        // f. If nextIndex < substitutionCount, append ? ToString(substitutions[nextIndex]).
        if next_index < substitution_count {
            let substitution = vm.to_string(args.get(vm, next_index as usize + 1))?;
            substitution.append_code_units(&mut units);
            check_length(vm, units.len())?;
        }
        // g. Set nextIndex to nextIndex + 1.
        next_index += 1;
    }
}

// ---------------------------------------------------------------------------------------
// Helpers shared by the String methods.

/// RequireObjectCoercible(this value) then ToString: the first two steps of most
/// `String.prototype` methods. The string is not rooted.
pub(crate) fn this_string(vm: &mut Vm, args: &CallArgs, method: &str) -> JsResult<StringRef> {
    let this = args.this;
    if this.is_undefined_or_null() {
        let text = format!("String.prototype.{method} called on null or undefined");
        return Err(vm.throw_error_with(Message::ThrowTypeError, text));
    }
    vm.to_string(this)
}

/// 22.1.3.35.1 ThisStringValue ( value )
pub(crate) fn this_string_value(vm: &mut Vm, value: JSValue, method: &str) -> JsResult<StringRef> {
    // 1. If value is a String, return value.
    if let Some(string) = StringRef::from_value(value) {
        return Ok(string);
    }
    // 2. If value is an Object and value has a [[StringData]] internal slot, return it.
    if let Some(object) = ObjectRef::from_value(value)
        && object.js_type() == JSType::StringObject
        && let Some(string) = StringRef::from_value(object.internal(0))
    {
        return Ok(string);
    }
    // 3. Throw a TypeError exception.
    Err(vm.throw_error_with(Message::InvalidIncompatibleReceiver, format!("String.prototype.{method}")))
}

/// A string of `units`, 8-bit when every unit fits in a byte. May collect.
pub(crate) fn new_string_from_units(vm: &mut Vm, units: &[u16]) -> JsResult<StringRef> {
    match units {
        [] => Ok(vm.empty_string()),
        [unit] => vm.single_character_string(*unit),
        _ if units.iter().all(|&unit| unit < 256) => {
            let bytes: Vec<u8> = units.iter().map(|&unit| unit as u8).collect();
            vm.new_string_latin1(&bytes)
        }
        _ => vm.new_string_utf16(units),
    }
}

/// Every code unit of a string, ropes included, copied out.
pub(crate) fn code_units(string: StringRef) -> Vec<u16> {
    let mut units = Vec::with_capacity(string.len() as usize);
    string.append_code_units(&mut units);
    units
}

/// The substring of `string` from `start` to `end` (code unit indices, start ≤ end ≤
/// length). May collect.
pub(crate) fn substring(vm: &mut Vm, string: StringRef, start: usize, end: usize) -> JsResult<StringRef> {
    if start == 0 && end == string.len() as usize {
        return Ok(string);
    }
    if start >= end {
        return Ok(vm.empty_string());
    }
    let string = vm.flatten(string)?;
    let view = string.view(vm).expect("flattened");
    if end - start == 1 {
        let unit = view.at(start);
        return vm.single_character_string(unit);
    }
    match view {
        StrView::Latin1(bytes) if end - start > 1 => {
            let bytes = bytes[start..end].to_vec();
            vm.new_string_latin1(&bytes)
        }
        _ => {
            let units: Vec<u16> = (start..end).map(|index| view.at(index)).collect();
            new_string_from_units(vm, &units)
        }
    }
}

/// Appends UTF16EncodeCodePoint(code_point) (10.1.1).
pub(crate) fn push_code_point(units: &mut Vec<u16>, code_point: u32) {
    if code_point < 0x10000 {
        units.push(code_point as u16);
    } else {
        let offset = code_point - 0x10000;
        units.push(0xd800 + (offset >> 10) as u16);
        units.push(0xdc00 + (offset & 0x3ff) as u16);
    }
}

/// 11.1.4 CodePointAt ( string, position ): the code point, its length in code units, and
/// whether it is a lone surrogate.
pub(crate) fn code_point_at(units: &StrView<'_>, position: usize) -> (u32, usize, bool) {
    let first = units.at(position);
    if !is_surrogate(first) {
        return (first as u32, 1, false);
    }
    if is_trailing_surrogate(first) || position + 1 == units.len() {
        return (first as u32, 1, true);
    }
    let second = units.at(position + 1);
    if !is_trailing_surrogate(second) {
        return (first as u32, 1, true);
    }
    (utf16_decode_surrogate_pair(first, second), 2, false)
}

pub(crate) fn is_surrogate(unit: u16) -> bool {
    (0xd800..=0xdfff).contains(&unit)
}

pub(crate) fn is_leading_surrogate(unit: u16) -> bool {
    (0xd800..=0xdbff).contains(&unit)
}

pub(crate) fn is_trailing_surrogate(unit: u16) -> bool {
    (0xdc00..=0xdfff).contains(&unit)
}

/// 11.1.3 UTF16SurrogatePairToCodePoint ( lead, trail )
pub(crate) fn utf16_decode_surrogate_pair(lead: u16, trail: u16) -> u32 {
    (lead as u32 - 0xd800) * 0x400 + (trail as u32 - 0xdc00) + 0x10000
}

/// 6.1.4.1 StringIndexOf ( string, searchValue, fromIndex )
pub(crate) fn string_index_of(string: &StrView<'_>, search: &StrView<'_>, from: usize) -> Option<usize> {
    // 2. If searchValue is the empty String and fromIndex ≤ len, return fromIndex.
    // 4-5. The smallest i ≥ fromIndex at which searchValue occurs.
    vm::string::search::find(string, search, from)
}

/// Whether `search` occurs in `string` at `position`.
pub(crate) fn occurs_at(string: &StrView<'_>, search: &StrView<'_>, position: usize) -> bool {
    position + search.len() <= string.len() && (0..search.len()).all(|j| string.at(position + j) == search.at(j))
}

/// Flattens two strings held in roots; returns them flat.
pub(crate) fn flatten_pair(
    vm: &mut Vm,
    a: &vm::Rooted<StringRef>,
    b: &vm::Rooted<StringRef>,
) -> JsResult<(StringRef, StringRef)> {
    vm.flatten(a.get())?;
    vm.flatten(b.get())?;
    Ok((a.get(), b.get()))
}

/// The index a string argument names, clamped to `0..=length` (the relative-index steps
/// of `slice`, `at` and friends: a negative index counts from the end).
pub(crate) fn relative_index(position: f64, length: usize) -> usize {
    let length_f = length as f64;
    if position < 0.0 { (length_f + position).max(0.0) as usize } else { position.min(length_f) as usize }
}

/// The property key of a non-negative integer index.
pub(crate) fn index_key(vm: &mut Vm, index: u64) -> JsResult<PropertyKey> {
    match u32::try_from(index) {
        Ok(index) if index < u32::MAX => Ok(PropertyKey::Index(index)),
        _ => vm.property_key_from_str(&index.to_string()),
    }
}

/// A RangeError for a string that would be longer than the engine allows.
pub(crate) fn check_length(vm: &mut Vm, length: usize) -> JsResult<()> {
    if length > vm::string::MAX_STRING_LENGTH as usize {
        return Err(vm.throw_error(Message::InvalidStringLength));
    }
    Ok(())
}
