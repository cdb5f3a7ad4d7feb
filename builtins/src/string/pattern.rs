//! 22.1.3 The String methods that take a pattern: match, matchAll, replace, replaceAll,
//! search and split.
//!
//! Each first hands the work to the pattern's own `@@match`/`@@matchAll`/`@@replace`/
//! `@@search`/`@@split` method when it has one (that is how RegExp objects take over);
//! otherwise the pattern is a string. `match`, `matchAll` and `search` with a string make
//! a RegExp of it (RegExpCreate) and invoke that RegExp's method; `replace`, `replaceAll`
//! and `split` treat it as literal text.

use vm::runtime::function::CallArgs;
use vm::string::builder::StringBuilder;
use vm::string::search;
use vm::{JSValue, JsResult, Message, ObjectRef, PropertyKey, Rooted, StringRef, Vm};

use super::{code_units, substring, this_string};

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
    let (string, search_string) = (flat(vm, string)?, flat(vm, search_string)?);
    let found = search::find(&string.get().view(vm).expect("flat"), &search_string.get().view(vm).expect("flat"), 0);
    let Some(position) = found else { return Ok(string.get().to_value()) };
    // 10-12. preceding + replacement + following.
    let search_length = search_string.get().len() as usize;
    let mut result = StringBuilder::new();
    if let Replacement::Template(template) = &replacement {
        let string_length = string.get().len() as usize;
        let expansion =
            TemplateLength::of(template, 0, None).length(search_length, string_length, position, |_| 0, |_| 0);
        result
            .reserve((string_length - search_length).saturating_add(expansion))
            .map_err(|error| vm.throw_build_error(error))?;
    }
    result.push_slice(string.get(), 0, position).map_err(|error| vm.throw_build_error(error))?;
    replacement.append(vm, &mut result, search_string.get(), position, string.get())?;
    let following = position + search_length;
    result
        .push_slice(string.get(), following, string.get().len() as usize)
        .map_err(|error| vm.throw_build_error(error))?;
    Ok(result.finish(vm)?.to_value())
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
    let (string, search_string) = (flat(vm, string)?, flat(vm, search_string)?);
    let search_length = search_string.get().len() as usize;
    let positions = {
        let searcher = search::Searcher::new(&code_units(search_string.get()));
        let haystack = string.get().view(vm).expect("flat");
        let advance_by = search_length.max(1);
        let mut positions: Vec<u32> = Vec::new();
        let mut next = searcher.find(&haystack, 0);
        while let Some(position) = next {
            if positions.try_reserve(1).is_err() {
                return Err(vm.throw_error(Message::OutOfMemory));
            }
            positions.push(position as u32);
            next = searcher.find(&haystack, position + advance_by);
        }
        positions
    };
    // Fast path: a template's expansion has a length known in advance, so a result too
    // long for a string is refused before anything is built.
    let string_length = string.get().len() as usize;
    let mut result = StringBuilder::new();
    if let Replacement::Template(template) = &replacement {
        let shape = TemplateLength::of(template, 0, None);
        let mut total = string_length - positions.len() * search_length;
        for &position in &positions {
            let expansion = shape.length(search_length, string_length, position as usize, |_| 0, |_| 0);
            total = total.saturating_add(expansion);
        }
        result.reserve(total).map_err(|error| vm.throw_build_error(error))?;
    }
    // 12-14. Between matches, the preserved text and then the replacement.
    let mut end_of_last_match = 0;
    for position in positions {
        let position = position as usize;
        result.push_slice(string.get(), end_of_last_match, position).map_err(|error| vm.throw_build_error(error))?;
        replacement.append(vm, &mut result, search_string.get(), position, string.get())?;
        end_of_last_match = position + search_length;
    }
    // 15. The rest of the string after the last match.
    result.push_slice(string.get(), end_of_last_match, string_length).map_err(|error| vm.throw_build_error(error))?;
    Ok(result.finish(vm)?.to_value())
}

/// A string rooted and flattened (in place, so the root still holds it).
fn flat(vm: &mut Vm, string: Rooted<StringRef>) -> JsResult<Rooted<StringRef>> {
    vm.flatten(string.get())?;
    Ok(string)
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

    /// Appends the replacement of the match of `search_string` at `position` of `string`
    /// (flat, rooted by the caller).
    fn append(
        &self,
        vm: &mut Vm,
        out: &mut StringBuilder,
        search_string: StringRef,
        position: usize,
        string: StringRef,
    ) -> JsResult<()> {
        match self {
            // Let replacement be ? ToString(? Call(replaceValue, undefined,
            //     « searchString, 𝔽(position), string »)).
            Replacement::Function(function) => {
                let arguments = [search_string.to_value(), JSValue::from_number(position as f64), string.to_value()];
                let replacement = vm.call(function.get(), JSValue::UNDEFINED, &arguments)?;
                let replacement = vm.to_string(replacement)?;
                out.push_string(replacement).map_err(|error| vm.throw_build_error(error))
            }
            // Let replacement be ! GetSubstitution(searchString, string, position, captures,
            //     undefined, replaceValue).
            Replacement::Template(template) => {
                let matched = code_units(search_string);
                get_substitution(vm, &matched, string, position, &[], JSValue::UNDEFINED, template, out)
            }
        }
    }
}

/// The length of GetSubstitution's expansion of one template, as a sum over what it reads:
/// its literal text, and how many times it names the match, the parts before and after
/// it, each capture and each named group. Read once per template, so that the length of
/// every expansion costs a few additions (the same reading of the template as
/// `get_substitution`, for a namedCaptures object whose only properties are the groups).
pub struct TemplateLength {
    fixed: usize,
    matched: usize,
    before: usize,
    after: usize,
    captures: Vec<usize>,
    named: Vec<usize>,
}

impl TemplateLength {
    /// `names` are the group names when namedCaptures is an object, `None` when it is
    /// undefined.
    pub fn of(template: &[u16], capture_count: usize, names: Option<&[Vec<u16>]>) -> TemplateLength {
        const DOLLAR: u16 = b'$' as u16;
        let digit = |unit: Option<&u16>| {
            unit.filter(|&&u| (b'0' as u16..=b'9' as u16).contains(&u)).map(|&u| (u - b'0' as u16) as usize)
        };
        let mut shape = TemplateLength {
            fixed: 0,
            matched: 0,
            before: 0,
            after: 0,
            captures: vec![0; capture_count],
            named: vec![0; names.map_or(0, <[Vec<u16>]>::len)],
        };
        let mut k = 0;
        while k < template.len() {
            if template[k] != DOLLAR || k + 1 == template.len() {
                shape.fixed += 1;
                k += 1;
                continue;
            }
            let next = template[k + 1];
            k += 2;
            match next {
                DOLLAR => shape.fixed += 1,
                0x60 => shape.before += 1,
                0x26 => shape.matched += 1,
                0x27 => shape.after += 1,
                0x3c if names.is_some() => {
                    let remainder = &template[k - 2..];
                    let Some(gt) = remainder.iter().position(|&u| u == u16::from(b'>')) else {
                        shape.fixed += 2;
                        continue;
                    };
                    let name = &remainder[2..gt];
                    if let Some(index) = names.and_then(|names| names.iter().position(|other| other == name)) {
                        shape.named[index] += 1;
                    }
                    k += gt - 1;
                }
                _ => match digit(Some(&next)) {
                    Some(first) => {
                        let (mut index, mut digit_count) = match digit(template.get(k)) {
                            Some(second) => (first * 10 + second, 2),
                            None => (first, 1),
                        };
                        if index > capture_count && digit_count == 2 {
                            digit_count = 1;
                            index = first;
                        }
                        if (1..=capture_count).contains(&index) {
                            shape.captures[index - 1] += 1;
                        } else {
                            shape.fixed += 1 + digit_count;
                        }
                        k += digit_count - 1;
                    }
                    None => {
                        shape.fixed += 1;
                        k -= 1;
                    }
                },
            }
        }
        shape
    }

    /// The expansion's length for a match of `matched_length` at `position` of a string of
    /// `string_length`, with the lengths of its captures and named groups (0 when they
    /// did not take part).
    pub fn length(
        &self,
        matched_length: usize,
        string_length: usize,
        position: usize,
        capture_length: impl Fn(usize) -> usize,
        named_length: impl Fn(usize) -> usize,
    ) -> usize {
        let before = position.min(string_length);
        let after = string_length - (position + matched_length).min(string_length);
        let mut length = self
            .fixed
            .saturating_add(self.matched.saturating_mul(matched_length))
            .saturating_add(self.before.saturating_mul(before))
            .saturating_add(self.after.saturating_mul(after));
        for (index, &count) in self.captures.iter().enumerate() {
            if count > 0 {
                length = length.saturating_add(count.saturating_mul(capture_length(index)));
            }
        }
        for (index, &count) in self.named.iter().enumerate() {
            if count > 0 {
                length = length.saturating_add(count.saturating_mul(named_length(index)));
            }
        }
        length
    }
}

/// 22.1.3.19.1 GetSubstitution ( matched, str, position, captures, namedCaptures,
/// replacementTemplate ): appends the expansion of the template's `$$`, `$&`, `` $` ``,
/// `$'`, `$n`/`$nn` and `$<name>` to `out`. `string` is flat and, like `named_captures`
/// (undefined or an object), rooted by the caller; reading a name may run code.
#[allow(clippy::too_many_arguments)]
pub fn get_substitution(
    vm: &mut Vm,
    matched: &[u16],
    string: StringRef,
    position: usize,
    captures: &[Option<Vec<u16>>],
    named_captures: JSValue,
    template: &[u16],
    out: &mut StringBuilder,
) -> JsResult<()> {
    const DOLLAR: u16 = b'$' as u16;
    let digit = |unit: Option<&u16>| {
        unit.filter(|&&u| (b'0' as u16..=b'9' as u16).contains(&u)).map(|&u| (u - b'0' as u16) as usize)
    };
    // 1. Let stringLength be the length of str.
    let string_length = string.len() as usize;
    let mut k = 0;
    // 5. Repeat, while templateRemainder is not the empty String,
    while k < template.len() {
        // Text up to the next `$` (or a lone `$` at the end) is copied.
        let run = template[k..].iter().position(|&unit| unit == DOLLAR).unwrap_or(template.len() - k);
        if run > 0 || k + 1 == template.len() {
            let end = if run > 0 { k + run } else { k + 1 };
            out.push_units(&template[k..end]).map_err(|error| vm.throw_build_error(error))?;
            k = end;
            continue;
        }
        let next = template[k + 1];
        let pushed = match next {
            // $$ is a single $.
            DOLLAR => {
                k += 2;
                out.push(DOLLAR)
            }
            // $` is the part of str before the match.
            0x60 => {
                k += 2;
                out.push_slice(string, 0, position.min(string_length))
            }
            // $& is the match.
            0x26 => {
                k += 2;
                out.push_units(matched)
            }
            // $' is the part of str after the match.
            0x27 => {
                k += 2;
                let tail = (position + matched.len()).min(string_length);
                out.push_slice(string, tail, string_length)
            }
            // $< is a named capture when there are named captures and a `>` follows.
            0x3c if !named_captures.is_undefined() => {
                let remainder = &template[k..];
                let Some(gt) = remainder.iter().position(|&u| u == u16::from(b'>')) else {
                    k += 2;
                    out.push_units(&remainder[..2]).map_err(|error| vm.throw_build_error(error))?;
                    continue;
                };
                // The name between `$<` and `>`: ? Get(namedCaptures, groupName).
                let group_name = super::new_string_from_units(vm, &remainder[2..gt])?;
                let key = vm.property_key(group_name)?;
                let object = ObjectRef::from_value(named_captures).expect("namedCaptures is an object");
                let capture = vm.get(object, key)?;
                k += gt + 1;
                // Undefined is the empty String; otherwise ? ToString(capture).
                if capture.is_undefined() {
                    Ok(())
                } else {
                    let capture = vm.to_string(capture)?;
                    out.push_string(capture)
                }
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
                    let reference = k..k + 1 + digit_count;
                    k += 1 + digit_count;
                    if (1..=capture_count).contains(&index) {
                        match &captures[index - 1] {
                            Some(capture) => out.push_units(capture),
                            None => Ok(()),
                        }
                    } else {
                        out.push_units(&template[reference])
                    }
                }
                // Any other `$` is itself.
                None => {
                    k += 1;
                    out.push(DOLLAR)
                }
            },
        };
        pushed.map_err(|error| vm.throw_build_error(error))?;
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
    let string = flat(vm, string)?;
    let size = string.get().len() as usize;
    // 8. Let separatorLength be the length of R.
    // 9. If separatorLength = 0, the first min(lim, len) code units, one each.
    // 10. If S is the empty String, return CreateArrayFromList(« S »).
    // 11-14. Otherwise the substrings between occurrences of R, up to lim of them.
    let pieces: Vec<(u32, u32)> = if separator_units.is_empty() {
        (0..size.min(lim) as u32).map(|index| (index, index + 1)).collect()
    } else if size == 0 {
        vec![(0, 0)]
    } else {
        // The pieces' bounds first (reading the string allocates nothing), then the strings.
        let searcher = search::Searcher::new(&separator_units);
        let haystack = string.get().view(vm).expect("flat");
        let mut pieces: Vec<(u32, u32)> = Vec::new();
        let mut i = 0;
        let mut j = searcher.find(&haystack, 0);
        loop {
            if pieces.try_reserve(1).is_err() {
                return Err(vm.throw_error(Message::OutOfMemory));
            }
            let Some(position) = j else {
                // 15-17. The rest after the last separator.
                pieces.push((i as u32, size as u32));
                break;
            };
            pieces.push((i as u32, position as u32));
            if pieces.len() == lim {
                break;
            }
            i = position + separator_units.len();
            j = searcher.find(&haystack, i);
        }
        pieces
    };
    let array = vm.create_array_from_list(&[])?;
    let array = vm.rooted(array);
    for (index, (start, end)) in pieces.into_iter().enumerate() {
        let piece = substring(vm, string.get(), start as usize, end as usize)?;
        vm.create_data_property_or_throw(array.get(), PropertyKey::Index(index as u32), piece.to_value())?;
    }
    Ok(array.get().to_value())
}

#[cfg(test)]
mod tests {
    use super::TemplateLength;

    fn units(text: &str) -> Vec<u16> {
        text.encode_utf16().collect()
    }

    /// Lengths of expansions of a match "bc" at 1 in "abcde" with captures "b" and (not
    /// taking part) the second, and a group named "x" of "c".
    #[test]
    fn template_lengths_follow_get_substitution() {
        let names = [units("x"), units("y")];
        for (template, expected) in [
            ("", 0),
            ("plain", 5),
            ("$$", 1),
            ("$&$&", 4),
            ("$`", 1),
            ("$'", 2),
            ("$1$2", 1),
            ("$01", 1),
            ("$3", 2),
            ("$10", 2),
            ("$<x>", 1),
            ("$<y>$<z>", 0),
            ("$<x", 3),
            ("a$", 2),
            ("$a", 2),
            ("$<x>$1$&$'$`$$!", 1 + 1 + 2 + 2 + 1 + 1 + 1),
        ] {
            let shape = TemplateLength::of(&units(template), 2, Some(&names));
            let length = shape.length(2, 5, 1, |capture| [1, 0][capture], |name| [1, 0][name]);
            assert_eq!(length, expected, "{template}");
        }
        // Without named groups `$<` is text.
        let shape = TemplateLength::of(&units("$<x>"), 0, None);
        assert_eq!(shape.length(2, 5, 1, |_| 0, |_| 0), 4);
    }
}
