//! 22.2.6.11 RegExp.prototype [ @@replace ] ( string, replaceValue )
//!
//! The generic algorithm runs `exec` until it returns null, collects the results, then
//! reads each one and splices the replacements between the preserved parts of S.
//!
//! A global replace on a pristine RegExp (see `is_pristine`) takes a fast path that
//! searches with the matcher directly, where none of the skipped steps is observable:
//!
//! * every match is found first and kept as bare code-unit ranges, a few words each (with a
//!   function the calls are observable and must come after the last exec anyway);
//! * with a **template**, the result's length is then computed from the ranges (unless the
//!   template reads named groups), and a result too long for a string is refused before
//!   anything is built;
//! * the strings of a match (captures, groups object) are made only when its replacement
//!   is, and the result grows through a builder that checks its length at every append.
//!
//! Either way lastIndex ends at 0, as the loop's last (failing) exec leaves it, also when
//! the result turns out too long.

use vm::runtime::function::CallArgs;
use vm::runtime::regexp::RegExpFlags;
use vm::string::builder::StringBuilder;
use vm::{JSValue, JsResult, Message, ObjectRef, PropertyKey, Rooted, StringRef, Vm};

use super::exec::{match_at, regexp_exec};
use super::symbols::{advance_after_empty_match, get_flags, match_string};
use super::{
    advance_string_index_in, flags_contain, index_value, is_pristine, original_flags, set_last_index, this_object,
};
use crate::string::pattern::{TemplateLength, get_substitution};
use crate::string::{code_units, new_string_from_units, substring};

/// replaceValue after step 6: a function, or the template string.
enum Replacer {
    Function(Rooted<JSValue>),
    Template(Vec<u16>),
}

/// One result of the generic matching loop, as step 15 reads it.
struct Piece {
    matched: Vec<u16>,
    position: usize,
    captures: Vec<Option<Vec<u16>>>,
    /// The capture strings as values (for the replacer function).
    capture_values: Vec<Rooted<JSValue>>,
    named_captures: Rooted<JSValue>,
}

/// 22.2.6.11 RegExp.prototype [ @@replace ] ( string, replaceValue )
pub(super) fn symbol_replace(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1-2. Let rx be the this value; it must be an Object.
    let regexp = this_object(vm, args.this, "[Symbol.replace]")?;
    let regexp = vm.rooted(regexp);
    // 3-4. Let S be ? ToString(string); let lengthS be its length.
    let string = vm.to_string(args.get(vm, 0))?;
    let string = vm.rooted(string);
    vm.flatten(string.get())?;
    let length = string.get().len() as usize;
    // 5-6. If IsCallable(replaceValue) is false, set it to ? ToString(replaceValue).
    let replace_value = args.get(vm, 1);
    let replacer = if vm.is_callable(replace_value) {
        Replacer::Function(vm.root_value(replace_value))
    } else {
        Replacer::Template(code_units(vm.to_string(replace_value)?))
    };
    // Fast path: a pristine global RegExp; the loop below, without its observable steps.
    if is_pristine(vm, regexp.get()) && original_flags(regexp.get()).has(RegExpFlags::GLOBAL) {
        return match &replacer {
            Replacer::Template(template) => replace_all_with_template(vm, regexp.get(), string.get(), template),
            Replacer::Function(function) => replace_all_with_function(vm, regexp.get(), string.get(), function.get()),
        };
    }
    // 7. Let flags be ? ToString(? Get(rx, "flags")).
    let flags = get_flags(vm, regexp.get())?;
    // 8. If flags contains "g", let global be true.
    let global = flags_contain(&flags, 'g');
    let mut full_unicode = false;
    // 9. If global is true, then
    if global {
        // a. fullUnicode: flags contains "u" or "v".
        full_unicode = flags_contain(&flags, 'u') || flags_contain(&flags, 'v');
        // b. Perform ? Set(rx, "lastIndex", +0𝔽, true).
        set_last_index(vm, regexp.get(), JSValue::from_i32(0))?;
    }
    // 10-12. The results of RegExpExec, until null (or the first, when not global).
    let mut results = Vec::new();
    loop {
        // a. Let result be ? RegExpExec(rx, S).
        let result = regexp_exec(vm, regexp.get(), string.get())?;
        // b. If result is null, set done to true.
        let Some(result) = ObjectRef::from_value(result) else { break };
        // c.i. Append result to results.
        results.push(vm.rooted(result));
        // c.ii. If global is false, set done to true.
        if !global {
            break;
        }
        // c.iii. Let matchStr be ? ToString(? Get(result, "0")); if empty, advance.
        let matched = match_string(vm, result)?;
        if matched.is_empty() {
            advance_after_empty_match(vm, regexp.get(), string.get(), full_unicode)?;
        }
    }
    // 15. Read each result (steps a-j).
    let mut pieces = Vec::with_capacity(results.len());
    for result in results {
        pieces.push(read_result(vm, result.get(), length)?);
    }
    assemble(vm, string.get(), pieces, &replacer)
}

/// Step 15.a-j for one result object.
fn read_result(vm: &mut Vm, result: ObjectRef, length: usize) -> JsResult<Piece> {
    let result = vm.rooted(result);
    // a-b. Let resultLength be ? LengthOfArrayLike(result); nCaptures = max(it - 1, 0).
    let result_length = vm.length_of_array_like(result.get())?;
    let n_captures = result_length.saturating_sub(1);
    // c-d. Let matched be ? ToString(? Get(result, "0")).
    let matched = match_string(vm, result.get())?;
    let matched = code_units(matched);
    // e-f. Let position be ? ToIntegerOrInfinity(? Get(result, "index")), clamped.
    let position = vm.get(result.get(), PropertyKey::Atom(vm.names.index))?;
    let position = vm.to_integer_or_infinity(position)?.clamp(0.0, length as f64) as usize;
    // g-i. Each capture: undefined, or ? ToString(capN).
    let mut captures = Vec::new();
    let mut capture_values = Vec::new();
    for n in 1..=n_captures {
        let key = crate::string::index_key(vm, n)?;
        let capture = vm.get(result.get(), key)?;
        if capture.is_undefined() {
            captures.push(None);
            capture_values.push(vm.root_value(JSValue::UNDEFINED));
        } else {
            let capture = vm.to_string(capture)?;
            captures.push(Some(code_units(capture)));
            capture_values.push(vm.root_value(capture.to_value()));
        }
    }
    // j. Let namedCaptures be ? Get(result, "groups").
    let key = vm.property_key_from_str("groups")?;
    let named_captures = vm.get(result.get(), key)?;
    Ok(Piece { matched, position, captures, capture_values, named_captures: vm.root_value(named_captures) })
}

/// Steps 13-17 of the generic algorithm: the replacements spliced between the preserved
/// parts of S (flat).
fn assemble(vm: &mut Vm, string: StringRef, pieces: Vec<Piece>, replacer: &Replacer) -> JsResult<JSValue> {
    let string = vm.rooted(string);
    let length = string.get().len() as usize;
    // 13-14. Let accumulatedResult be the empty String; nextSourcePosition be 0.
    let mut accumulated = StringBuilder::new();
    let mut next_source_position = 0usize;
    // 15. For each element result of results, do
    for piece in pieces {
        // k-l. The replacement, appended to a builder of its own.
        let mut replacement = StringBuilder::new();
        match replacer {
            // k. The function's result: Call(replaceValue, undefined, « matched,
            //    captures..., position, S [, namedCaptures] »), then ToString.
            Replacer::Function(function) => {
                let matched = new_string_from_units(vm, &piece.matched)?;
                let matched = vm.rooted(matched);
                let mut arguments = Vec::with_capacity(piece.captures.len() + 4);
                arguments.push(matched.get().to_value());
                arguments.extend(piece.capture_values.iter().map(Rooted::get));
                arguments.push(index_value(piece.position as u64));
                arguments.push(string.get().to_value());
                if !piece.named_captures.get().is_undefined() {
                    arguments.push(piece.named_captures.get());
                }
                let value = vm.call(function.get(), JSValue::UNDEFINED, &arguments)?;
                let value = vm.to_string(value)?;
                replacement.push_string(value).map_err(|error| vm.throw_build_error(error))?;
            }
            // l. GetSubstitution, with namedCaptures made an object.
            Replacer::Template(template) => {
                let mut named = piece.named_captures.get();
                if !named.is_undefined() {
                    named = vm.to_object(named)?.to_value();
                }
                let named = vm.root_value(named);
                get_substitution(
                    vm,
                    &piece.matched,
                    string.get(),
                    piece.position,
                    &piece.captures,
                    named.get(),
                    template,
                    &mut replacement,
                )?;
            }
        }
        // m. If position ≥ nextSourcePosition, append the preserved part and the
        //    replacement.
        if piece.position >= next_source_position {
            let replacement = replacement.finish(vm)?;
            let appended = accumulated
                .push_slice(string.get(), next_source_position, piece.position)
                .and_then(|()| accumulated.push_string(replacement));
            appended.map_err(|error| vm.throw_build_error(error))?;
            next_source_position = piece.position + piece.matched.len();
        }
    }
    // 16-17. The rest of S after the last match.
    if next_source_position < length {
        accumulated
            .push_slice(string.get(), next_source_position, length)
            .map_err(|error| vm.throw_build_error(error))?;
    }
    Ok(accumulated.finish(vm)?.to_value())
}

/// The pristine fast path with a template: every match as bare ranges, then the result's
/// length, refused before anything is built when it passes the maximum, then the result.
fn replace_all_with_template(vm: &mut Vm, regexp: ObjectRef, string: StringRef, template: &[u16]) -> JsResult<JSValue> {
    let (regexp, string) = (vm.rooted(regexp), vm.rooted(string));
    let matches = all_matches(vm, regexp.get(), string.get());
    // The generic loop's last exec leaves lastIndex at 0 before anything is built.
    set_last_index(vm, regexp.get(), JSValue::from_i32(0))?;
    let matches = matches?;
    let count = matches.count();
    let captures = matches.stride.saturating_sub(1 + matches.names.len());
    let length = string.get().len() as usize;
    let has_dollar = template.contains(&u16::from(b'$'));
    // The length of the result (the groups object GetSubstitution reads names from is
    // this function's own, so reading it is not observable).
    let names: Vec<Vec<u16>> = matches.names.iter().map(|name| name.encode_utf16().collect()).collect();
    let shape = TemplateLength::of(template, captures, (!names.is_empty()).then_some(&names[..]));
    let mut total = length;
    for index in 0..count {
        let whole = matches.range(index, 0).expect("a match has a range");
        let group_length = |group: usize| matches.range(index, group).map_or(0, |range| range.len());
        let expansion = shape.length(
            whole.len(),
            length,
            whole.start,
            |capture| group_length(1 + capture),
            |name| group_length(1 + captures + name),
        );
        total = total.saturating_add(expansion) - whole.len();
    }
    if total > vm::string::MAX_STRING_LENGTH as usize {
        return Err(vm.throw_error(Message::InvalidStringLength));
    }
    let mut result = StringBuilder::new();
    let mut next_source_position = 0usize;
    for index in 0..count {
        let whole = matches.range(index, 0).expect("a match has a range");
        let preserved = result.push_slice(string.get(), next_source_position, whole.start);
        preserved.map_err(|error| vm.throw_build_error(error))?;
        next_source_position = whole.end;
        if !has_dollar {
            result.push_units(template).map_err(|error| vm.throw_build_error(error))?;
            continue;
        }
        let units_of = |vm: &Vm, range: std::ops::Range<usize>| -> Vec<u16> {
            let view = string.get().view(vm).expect("flat");
            range.map(|index| view.at(index)).collect()
        };
        let matched = units_of(vm, whole.clone());
        let capture_units: Vec<Option<Vec<u16>>> =
            (1..=captures).map(|group| matches.range(index, group).map(|range| units_of(vm, range))).collect();
        let named = match matches.names.is_empty() {
            true => JSValue::UNDEFINED,
            false => matches.groups_object(vm, string.get(), index, captures)?,
        };
        let named = vm.root_value(named);
        let template_result = get_substitution(
            vm,
            &matched,
            string.get(),
            whole.start,
            &capture_units,
            named.get(),
            template,
            &mut result,
        );
        template_result?;
    }
    result.push_slice(string.get(), next_source_position, length).map_err(|error| vm.throw_build_error(error))?;
    Ok(result.finish(vm)?.to_value())
}

/// Where the search goes on after a match: its end, or one code point (unit) further
/// after an empty match.
fn next_search_position(
    vm: &mut Vm,
    string: StringRef,
    range: &std::ops::Range<usize>,
    full_unicode: bool,
) -> JsResult<usize> {
    if !range.is_empty() {
        return Ok(range.end);
    }
    Ok(advance_string_index_in(vm, string, range.end as u64, full_unicode)? as usize)
}

/// Every match of a search, as bare code-unit ranges: per match, the whole match, each
/// capture and each named group, with `NONE` for a group that did not take part.
struct MatchRanges {
    /// Ranges per match.
    stride: usize,
    /// The group names, in the order of `RegExpMatch::named_groups`.
    names: Vec<String>,
    ranges: Vec<(u32, u32)>,
}

const NONE: (u32, u32) = (u32::MAX, u32::MAX);

impl MatchRanges {
    fn count(&self) -> usize {
        self.ranges.len().checked_div(self.stride).unwrap_or(0)
    }

    fn range(&self, index: usize, group: usize) -> Option<std::ops::Range<usize>> {
        let (start, end) = self.ranges[index * self.stride + group];
        ((start, end) != NONE).then_some(start as usize..end as usize)
    }

    /// The groups object of match `index`: a null-prototype object with a property per
    /// group name.
    fn groups_object(&self, vm: &mut Vm, string: StringRef, index: usize, captures: usize) -> JsResult<JSValue> {
        let string = vm.rooted(string);
        let groups = vm.new_object(JSValue::NULL)?;
        let groups = vm.rooted(groups);
        for (offset, name) in self.names.iter().enumerate() {
            let value = match self.range(index, 1 + captures + offset) {
                Some(range) => substring(vm, string.get(), range.start, range.end)?.to_value(),
                None => JSValue::UNDEFINED,
            };
            let value = vm.root_value(value);
            let key = vm.property_key_from_str(name)?;
            vm.create_data_property_or_throw(groups.get(), key, value.get())?;
        }
        Ok(groups.get().to_value())
    }
}

/// The pristine fast path with a function: every match first, then the calls.
fn replace_all_with_function(
    vm: &mut Vm,
    regexp: ObjectRef,
    string: StringRef,
    function: JSValue,
) -> JsResult<JSValue> {
    let (regexp, string, function) = (vm.rooted(regexp), vm.rooted(string), vm.root_value(function));
    let matches = all_matches(vm, regexp.get(), string.get());
    set_last_index(vm, regexp.get(), JSValue::from_i32(0))?;
    let matches = matches?;
    let count = matches.count();
    let captures = matches.stride.saturating_sub(1 + matches.names.len());
    let length = string.get().len() as usize;
    let mut result = StringBuilder::new();
    let mut next_source_position = 0usize;
    for index in 0..count {
        let whole = matches.range(index, 0).expect("a match has a range");
        // k. Call(replaceValue, undefined, « matched, captures..., position, S
        //    [, namedCaptures] »), then ToString.
        let mut arguments: Vec<Rooted<JSValue>> = Vec::with_capacity(captures + 4);
        for group in 0..=captures {
            let value = match matches.range(index, group) {
                Some(range) => substring(vm, string.get(), range.start, range.end)?.to_value(),
                None => JSValue::UNDEFINED,
            };
            arguments.push(vm.root_value(value));
        }
        arguments.push(vm.root_value(index_value(whole.start as u64)));
        arguments.push(vm.root_value(string.get().to_value()));
        if !matches.names.is_empty() {
            let groups = matches.groups_object(vm, string.get(), index, captures)?;
            arguments.push(vm.root_value(groups));
        }
        let arguments: Vec<JSValue> = arguments.iter().map(Rooted::get).collect();
        let value = vm.call(function.get(), JSValue::UNDEFINED, &arguments)?;
        let replacement = vm.to_string(value)?;
        // m. The preserved part and the replacement.
        let appended = result
            .push_slice(string.get(), next_source_position, whole.start)
            .and_then(|()| result.push_string(replacement));
        appended.map_err(|error| vm.throw_build_error(error))?;
        next_source_position = whole.end;
    }
    result.push_slice(string.get(), next_source_position, length).map_err(|error| vm.throw_build_error(error))?;
    Ok(result.finish(vm)?.to_value())
}

/// The matches of a pristine global RegExp, as the generic loop would find them.
fn all_matches(vm: &mut Vm, regexp: ObjectRef, string: StringRef) -> JsResult<MatchRanges> {
    let (regexp, string) = (vm.rooted(regexp), vm.rooted(string));
    let flags = original_flags(regexp.get());
    let (sticky, full_unicode) = (flags.has(RegExpFlags::STICKY), flags.full_unicode());
    let length = string.get().len() as usize;
    let mut matches = MatchRanges { stride: 0, names: Vec::new(), ranges: Vec::new() };
    let mut last_index = 0usize;
    while last_index <= length {
        let Some(found) = match_at(vm, regexp.get(), string.get(), last_index, sticky)? else { break };
        let range = found.range();
        last_index = next_search_position(vm, string.get(), &range, full_unicode)?;
        if matches.stride == 0 {
            matches.stride = found.groups.len() + found.named_groups.len();
            matches.names = found.named_groups.iter().map(|(name, _)| name.clone()).collect();
        }
        if matches.ranges.try_reserve(matches.stride).is_err() {
            return Err(vm.throw_error(Message::OutOfMemory));
        }
        let bounds = |group: &Option<std::ops::Range<usize>>| match group {
            Some(group) => (group.start as u32, group.end as u32),
            None => NONE,
        };
        matches.ranges.extend(found.groups.iter().map(bounds));
        matches.ranges.extend(found.named_groups.iter().map(|(_, group)| bounds(group)));
    }
    Ok(matches)
}
