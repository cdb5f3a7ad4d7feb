//! 22.1.3 The String methods that take a pattern: match, matchAll, replace, replaceAll,
//! search and split.
//!
//! Each first hands the work to the pattern's own `@@match`/`@@matchAll`/`@@replace`/
//! `@@search`/`@@split` method when it has one (that is how RegExp objects take over);
//! otherwise the pattern is a string. `match`, `matchAll` and `search` with a string make
//! a RegExp of it (RegExpCreate) and invoke that RegExp's method; `replace`, `replaceAll`
//! and `split` treat it as literal text.

use vm::runtime::function::CallArgs;
use vm::{JSValue, JsResult, Message, ObjectRef, PropertyKey, StringRef, Vm};

use super::{code_units, new_string_from_units, string_index_of, this_string};

/// 7.2.8 IsRegExp ( argument )
pub fn is_regexp(vm: &mut Vm, argument: JSValue) -> JsResult<bool> {
    // 1. If argument is not an Object, return false.
    let Some(object) = ObjectRef::from_value(argument) else { return Ok(false) };
    // 2. Let matcher be ? Get(argument, @@match).
    let matcher = vm.get(object, PropertyKey::Symbol(vm.symbols.match_))?;
    // 3. If matcher is not undefined, return ToBoolean(matcher).
    if !matcher.is_undefined() {
        return Ok(vm.to_boolean(matcher));
    }
    // 4. If argument has a [[RegExpMatcher]] internal slot, return true.
    // 5. Return false.
    Ok(object.js_type() == vm::cell::JSType::RegExp)
}

/// Step 2 of match, matchAll, replace, replaceAll, search and split: when the pattern is
/// an object with a method under `symbol`, the result of calling it with `arguments`.
///
/// ECMAScript 2024 asks every value but undefined and null for the method; the current
/// specification (and test262) only objects, so that a primitive's prototype is not
/// consulted (`"a,b".split(",")` must not run a `String.prototype[Symbol.split]`). This
/// follows the current text.
fn delegate(vm: &mut Vm, pattern: JSValue, symbol: vm::SymbolRef, arguments: &[JSValue]) -> JsResult<Option<JSValue>> {
    if ObjectRef::from_value(pattern).is_none() {
        return Ok(None);
    }
    // a. Let method be ? GetMethod(pattern, symbol).
    // b. If method is not undefined, return ? Call(method, pattern, arguments).
    match vm.get_method(pattern, PropertyKey::Symbol(symbol))? {
        Some(method) => Ok(Some(vm.call(method.to_value(), pattern, arguments)?)),
        None => Ok(None),
    }
}

/// RequireObjectCoercible(this value), as step 1 of the pattern methods.
fn require_object_coercible(vm: &mut Vm, args: &CallArgs, method: &str) -> JsResult<()> {
    if args.this.is_undefined_or_null() {
        let text = format!("String.prototype.{method} called on null or undefined");
        return Err(vm.throw_error_with(Message::ThrowTypeError, text));
    }
    Ok(())
}

/// 22.1.3.13 String.prototype.match ( regexp )
pub fn match_(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1. Let O be ? RequireObjectCoercible(this value).
    require_object_coercible(vm, args, "match")?;
    // 2. If regexp is neither undefined nor null, use its @@match.
    let regexp = args.get(vm, 0);
    if let Some(result) = delegate(vm, regexp, vm.symbols.match_, &[args.this])? {
        return Ok(result);
    }
    // 3. Let S be ? ToString(O).
    let string = this_string(vm, args, "match")?;
    // 4-5. Let rx be ? RegExpCreate(regexp, undefined); return ? Invoke(rx, @@match, « S »).
    regexp_create_and_invoke(vm, string, regexp, "", vm.symbols.match_)
}

/// 22.1.3.14 String.prototype.matchAll ( regexp )
pub fn match_all(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    require_object_coercible(vm, args, "matchAll")?;
    let regexp = args.get(vm, 0);
    // 2. If regexp is neither undefined nor null, then
    if !regexp.is_undefined_or_null() {
        // a-b. If ? IsRegExp(regexp) is true, its flags must contain "g".
        if is_regexp(vm, regexp)? {
            require_global_flag(vm, regexp, "matchAll")?;
        }
        // c-d. Use its @@matchAll.
        if let Some(result) = delegate(vm, regexp, vm.symbols.match_all, &[args.this])? {
            return Ok(result);
        }
    }
    // 3. Let S be ? ToString(O).
    let string = this_string(vm, args, "matchAll")?;
    // 4-5. Let rx be ? RegExpCreate(regexp, "g"); return ? Invoke(rx, @@matchAll, « S »).
    regexp_create_and_invoke(vm, string, regexp, "g", vm.symbols.match_all)
}

/// 22.1.3.21 String.prototype.search ( regexp )
pub fn search(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    require_object_coercible(vm, args, "search")?;
    let regexp = args.get(vm, 0);
    if let Some(result) = delegate(vm, regexp, vm.symbols.search, &[args.this])? {
        return Ok(result);
    }
    let string = this_string(vm, args, "search")?;
    // 4-5. Let rx be ? RegExpCreate(regexp, undefined); return ? Invoke(rx, @@search, « S »).
    regexp_create_and_invoke(vm, string, regexp, "", vm.symbols.search)
}

/// 22.2.3.1 RegExpCreate ( P, F ), then Invoke(rx, `symbol`, « S »).
fn regexp_create_and_invoke(
    vm: &mut Vm,
    string: StringRef,
    pattern: JSValue,
    flags: &str,
    symbol: vm::SymbolRef,
) -> JsResult<JSValue> {
    let string = vm.rooted(string);
    let regexp = crate::regexp::regexp_create(vm, pattern, flags)?;
    let regexp = vm.rooted(regexp);
    let method = vm.get(regexp.get(), PropertyKey::Symbol(symbol))?;
    vm.call(method, regexp.get().to_value(), &[string.get().to_value()])
}

/// matchAll and replaceAll step 2.b: a RegExp pattern must have the "g" flag.
fn require_global_flag(vm: &mut Vm, regexp: JSValue, method: &str) -> JsResult<()> {
    let object = ObjectRef::from_value(regexp).expect("IsRegExp is true only of objects");
    // i. Let flags be ? Get(searchValue, "flags").
    let flags = vm.get(object, PropertyKey::Atom(vm.names.flags))?;
    // ii. Perform ? RequireObjectCoercible(flags).
    if flags.is_undefined_or_null() {
        let detail = if flags.is_undefined() { "undefined" } else { "null" };
        return Err(vm.throw_error_with(Message::CannotConvertToObject, detail));
    }
    // iii. If ? ToString(flags) does not contain "g", throw a TypeError exception.
    let flags = code_units(vm.to_string(flags)?);
    if !flags.contains(&u16::from(b'g')) {
        let text = format!("String.prototype.{method} called with a non-global RegExp argument");
        return Err(vm.throw_error_with(Message::ThrowTypeError, text));
    }
    Ok(())
}

/// 22.1.3.19 String.prototype.replace ( searchValue, replaceValue )
pub fn replace(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1. Let O be ? RequireObjectCoercible(this value).
    require_object_coercible(vm, args, "replace")?;
    let (search_value, replace_value) = (args.get(vm, 0), args.get(vm, 1));
    // 2. If searchValue is neither undefined nor null, use its @@replace.
    if let Some(result) = delegate(vm, search_value, vm.symbols.replace, &[args.this, replace_value])? {
        return Ok(result);
    }
    // 3. Let string be ? ToString(O).
    let string = this_string(vm, args, "replace")?;
    let string = vm.rooted(string);
    // 4. Let searchString be ? ToString(searchValue).
    let search_string = vm.to_string(search_value)?;
    let search_string = vm.rooted(search_string);
    // 5-6. If IsCallable(replaceValue) is false, set replaceValue to ? ToString(replaceValue).
    let replacement = Replacement::new(vm, replace_value)?;
    // 7-9. Let position be StringIndexOf(string, searchString, 0); if -1, return string.
    let units = code_units(string.get());
    let search = code_units(search_string.get());
    let haystack = vm::string::StrView::Utf16(&units);
    let Some(position) = string_index_of(&haystack, &vm::string::StrView::Utf16(&search), 0) else {
        return Ok(string.get().to_value());
    };
    // 10. preceding + replacement + following.
    let mut result = units[..position].to_vec();
    // 11-12. The replacement: the function's result, or GetSubstitution.
    replacement.append(vm, &mut result, search_string.get(), &search, position, string.get(), &units)?;
    result.extend_from_slice(&units[position + search.len()..]);
    super::check_length(vm, result.len())?;
    Ok(new_string_from_units(vm, &result)?.to_value())
}

/// 22.1.3.20 String.prototype.replaceAll ( searchValue, replaceValue )
pub fn replace_all(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    require_object_coercible(vm, args, "replaceAll")?;
    let (search_value, replace_value) = (args.get(vm, 0), args.get(vm, 1));
    // 2. If searchValue is neither undefined nor null, then
    if !search_value.is_undefined_or_null() {
        // a-b. A RegExp must have the "g" flag.
        if is_regexp(vm, search_value)? {
            require_global_flag(vm, search_value, "replaceAll")?;
        }
        // c-d. Use its @@replace.
        if let Some(result) = delegate(vm, search_value, vm.symbols.replace, &[args.this, replace_value])? {
            return Ok(result);
        }
    }
    // 3-4. Let string be ? ToString(O); let searchString be ? ToString(searchValue).
    let string = this_string(vm, args, "replaceAll")?;
    let string = vm.rooted(string);
    let search_string = vm.to_string(search_value)?;
    let search_string = vm.rooted(search_string);
    // 5-6. The replacement function or template.
    let replacement = Replacement::new(vm, replace_value)?;
    // 7-11. Every match position, advancing by max(1, searchLength).
    let units = code_units(string.get());
    let search = code_units(search_string.get());
    let (haystack, needle) = (vm::string::StrView::Utf16(&units), vm::string::StrView::Utf16(&search));
    let advance_by = search.len().max(1);
    let mut positions = Vec::new();
    let mut next = string_index_of(&haystack, &needle, 0);
    while let Some(position) = next {
        positions.push(position);
        next = string_index_of(&haystack, &needle, position + advance_by);
    }
    // 12-14. Between matches, the preserved text and then the replacement.
    let mut end_of_last_match = 0;
    let mut result = Vec::with_capacity(units.len());
    for position in positions {
        result.extend_from_slice(&units[end_of_last_match..position]);
        replacement.append(vm, &mut result, search_string.get(), &search, position, string.get(), &units)?;
        super::check_length(vm, result.len())?;
        end_of_last_match = position + search.len();
    }
    // 15. The rest of the string after the last match.
    result.extend_from_slice(&units[end_of_last_match.min(units.len())..]);
    super::check_length(vm, result.len())?;
    Ok(new_string_from_units(vm, &result)?.to_value())
}

/// replaceValue after steps 5-6 of replace and replaceAll: a function to call, or the
/// template string GetSubstitution expands.
enum Replacement {
    Function(vm::Rooted<JSValue>),
    Template(Vec<u16>),
}

impl Replacement {
    fn new(vm: &mut Vm, replace_value: JSValue) -> JsResult<Replacement> {
        if vm.is_callable(replace_value) {
            return Ok(Replacement::Function(vm.root_value(replace_value)));
        }
        Ok(Replacement::Template(code_units(vm.to_string(replace_value)?)))
    }

    /// Appends the replacement of the match of `search` at `position` of `string`.
    #[allow(clippy::too_many_arguments)]
    fn append(
        &self,
        vm: &mut Vm,
        out: &mut Vec<u16>,
        search_string: StringRef,
        search: &[u16],
        position: usize,
        string: StringRef,
        units: &[u16],
    ) -> JsResult<()> {
        match self {
            // Let replacement be ? ToString(? Call(replaceValue, undefined,
            //     « searchString, 𝔽(position), string »)).
            Replacement::Function(function) => {
                let arguments = [search_string.to_value(), JSValue::from_number(position as f64), string.to_value()];
                let replacement = vm.call(function.get(), JSValue::UNDEFINED, &arguments)?;
                vm.to_string(replacement)?.append_code_units(out);
            }
            // Let replacement be ! GetSubstitution(searchString, string, position, captures,
            //     undefined, replaceValue).
            Replacement::Template(template) => {
                get_substitution(vm, search, units, position, &[], JSValue::UNDEFINED, template, out)?
            }
        }
        Ok(())
    }
}

/// 22.1.3.19.1 GetSubstitution ( matched, str, position, captures, namedCaptures,
/// replacementTemplate ): appends the expansion of the template's `$$`, `$&`, `` $` ``,
/// `$'`, `$n`/`$nn` and `$<name>` to `out`. `named_captures` is undefined or an object
/// (rooted by the caller); reading a name from it may run code.
#[allow(clippy::too_many_arguments)]
pub fn get_substitution(
    vm: &mut Vm,
    matched: &[u16],
    string: &[u16],
    position: usize,
    captures: &[Option<Vec<u16>>],
    named_captures: JSValue,
    template: &[u16],
    out: &mut Vec<u16>,
) -> JsResult<()> {
    const DOLLAR: u16 = b'$' as u16;
    let digit = |unit: Option<&u16>| {
        unit.filter(|&&u| (b'0' as u16..=b'9' as u16).contains(&u)).map(|&u| (u - b'0' as u16) as usize)
    };
    // 1. Let stringLength be the length of str.
    let string_length = string.len();
    let mut k = 0;
    // 5. Repeat, while templateRemainder is not the empty String,
    while k < template.len() {
        let unit = template[k];
        if unit != DOLLAR || k + 1 == template.len() {
            // Text without a `$`, or a lone `$` at the end: copied.
            out.push(unit);
            k += 1;
            continue;
        }
        let next = template[k + 1];
        match next {
            // $$ is a single $.
            DOLLAR => {
                out.push(DOLLAR);
                k += 2;
            }
            // $` is the part of str before the match.
            0x60 => {
                out.extend_from_slice(&string[..position.min(string_length)]);
                k += 2;
            }
            // $& is the match.
            0x26 => {
                out.extend_from_slice(matched);
                k += 2;
            }
            // $' is the part of str after the match.
            0x27 => {
                let tail = (position + matched.len()).min(string_length);
                out.extend_from_slice(&string[tail..]);
                k += 2;
            }
            // $< is a named capture when there are named captures and a `>` follows.
            0x3c if !named_captures.is_undefined() => {
                let remainder = &template[k..];
                let Some(gt) = remainder.iter().position(|&u| u == u16::from(b'>')) else {
                    out.extend_from_slice(&remainder[..2]);
                    k += 2;
                    continue;
                };
                // The name between `$<` and `>`: ? Get(namedCaptures, groupName).
                let group_name = super::new_string_from_units(vm, &remainder[2..gt])?;
                let key = vm.property_key(group_name)?;
                let object = ObjectRef::from_value(named_captures).expect("namedCaptures is an object");
                let capture = vm.get(object, key)?;
                // Undefined is the empty String; otherwise ? ToString(capture).
                if !capture.is_undefined() {
                    vm.to_string(capture)?.append_code_units(out);
                }
                k += gt + 1;
            }
            _ => match digit(Some(&next)) {
                // $ followed by one or two decimal digits.
                Some(first) => {
                    let capture_count = captures.len();
                    // i-iii. Two digits when two follow; else one.
                    let (mut index, mut digit_count) = match digit(template.get(k + 2)) {
                        Some(second) => (first * 10 + second, 2),
                        None => (first, 1),
                    };
                    // vi. A two-digit index beyond the captures is one digit and a literal.
                    if index > capture_count && digit_count == 2 {
                        digit_count = 1;
                        index = first;
                    }
                    // viii-ix. A capture in range is its text (empty when undefined);
                    // otherwise the reference stays as written.
                    if (1..=capture_count).contains(&index) {
                        if let Some(capture) = &captures[index - 1] {
                            out.extend_from_slice(capture);
                        }
                    } else {
                        out.extend_from_slice(&template[k..k + 1 + digit_count]);
                    }
                    k += 1 + digit_count;
                }
                // Any other `$` is itself.
                None => {
                    out.push(DOLLAR);
                    k += 1;
                }
            },
        }
        super::check_length(vm, out.len())?;
    }
    Ok(())
}

/// 22.1.3.23 String.prototype.split ( separator, limit )
pub fn split(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1. Let O be ? RequireObjectCoercible(this value).
    require_object_coercible(vm, args, "split")?;
    let (separator, limit) = (args.get(vm, 0), args.get(vm, 1));
    // 2. If separator is neither undefined nor null, use its @@split.
    if let Some(result) = delegate(vm, separator, vm.symbols.split, &[args.this, limit])? {
        return Ok(result);
    }
    // 3. Let S be ? ToString(O).
    let string = this_string(vm, args, "split")?;
    let string = vm.rooted(string);
    // 4. If limit is undefined, let lim be 2^32 - 1; else let lim be ℝ(? ToUint32(limit)).
    let lim = if limit.is_undefined() { u32::MAX } else { vm.to_uint32(limit)? } as usize;
    // 5. Let R be ? ToString(separator).
    let separator_string = vm.to_string(separator)?;
    let separator_units = code_units(separator_string);
    // 6. If lim = 0, return CreateArrayFromList(« »).
    if lim == 0 {
        return Ok(vm.create_array_from_list(&[])?.to_value());
    }
    // 7. If separator is undefined, return CreateArrayFromList(« S »).
    if separator.is_undefined() {
        return Ok(vm.create_array_from_list(&[string.get().to_value()])?.to_value());
    }
    let units = code_units(string.get());
    let array = vm.create_array_from_list(&[])?;
    let array = vm.rooted(array);
    let mut count = 0u32;
    let mut push = |vm: &mut Vm, piece: &[u16]| -> JsResult<()> {
        let piece = new_string_from_units(vm, piece)?;
        vm.create_data_property_or_throw(array.get(), PropertyKey::Index(count), piece.to_value())?;
        count += 1;
        Ok(())
    };
    // 9. If separatorLength = 0, the first min(lim, len) code units, one each.
    if separator_units.is_empty() {
        for unit in units.iter().take(lim) {
            push(vm, std::slice::from_ref(unit))?;
        }
        return Ok(array.get().to_value());
    }
    // 10. If S is the empty String, return CreateArrayFromList(« S »).
    if units.is_empty() {
        push(vm, &[])?;
        return Ok(array.get().to_value());
    }
    // 11-14. The substrings between occurrences of R, up to lim of them.
    let (haystack, needle) = (vm::string::StrView::Utf16(&units), vm::string::StrView::Utf16(&separator_units));
    let mut i = 0;
    let mut pieces = 0;
    let mut j = string_index_of(&haystack, &needle, 0);
    while let Some(position) = j {
        push(vm, &units[i..position])?;
        pieces += 1;
        if pieces == lim {
            return Ok(array.get().to_value());
        }
        i = position + separator_units.len();
        j = string_index_of(&haystack, &needle, i);
    }
    // 15-17. The rest after the last separator.
    push(vm, &units[i..])?;
    Ok(array.get().to_value())
}
