//! 22.2.6 The Symbol methods of %RegExp.prototype%: @@match (22.2.6.8), @@matchAll
//! (22.2.6.9), @@search (22.2.6.12) and @@split (22.2.6.14); @@replace (22.2.6.11) is in
//! `replace.rs`.
//!
//! Each is the specification's generic algorithm over `exec`, `flags` and `lastIndex`, so
//! a RegExp subclass or a look-alike object sees every step. A global `@@replace` and
//! `@@split` on a pristine RegExp (see `is_pristine`) take a fast path that searches with
//! the matcher directly: none of the generic steps it skips is observable then, and the
//! generic `@@split`, which execs a sticky splitter at every position, would be quadratic.

use vm::interpreter::ops::object::REGEXP_SOURCE;
use vm::runtime::function::CallArgs;
use vm::runtime::object_ops::same_value;
use vm::runtime::realm::Intrinsic;
use vm::runtime::regexp::{RegExpFlags, RegExpMatch};
use vm::{JSValue, JsResult, ObjectRef, PropertyKey, Rooted, StringRef, Vm};

use super::exec::regexp_exec;
use super::{
    advance_string_index, advance_string_index_in, flags_contain, get_last_index, index_value, is_pristine,
    original_flags, set_last_index, species_constructor, string_iterator, this_object,
};
use crate::string::{code_units, new_string_from_units, substring};
use crate::util;

pub fn install(vm: &mut Vm) -> JsResult<()> {
    let prototype = vm.intrinsic(Intrinsic::RegExpPrototype);
    let prototype = vm.rooted(prototype);
    let methods = [
        (vm.symbols.match_, "[Symbol.match]", 1, symbol_match as vm::runtime::function::NativeFn),
        (vm.symbols.match_all, "[Symbol.matchAll]", 1, symbol_match_all),
        (vm.symbols.replace, "[Symbol.replace]", 2, super::replace::symbol_replace),
        (vm.symbols.search, "[Symbol.search]", 1, symbol_search),
        (vm.symbols.split, "[Symbol.split]", 2, symbol_split),
    ];
    for (symbol, name, length, native) in methods {
        util::symbol_method(vm, prototype.get(), symbol, name, length, native)?;
    }
    Ok(())
}

/// ? ToString(? Get(rx, "flags")), as code units.
pub(super) fn get_flags(vm: &mut Vm, regexp: ObjectRef) -> JsResult<Vec<u16>> {
    let flags = vm.get(regexp, PropertyKey::Atom(vm.names.flags))?;
    Ok(code_units(vm.to_string(flags)?))
}

/// ? ToString(? Get(result, "0")).
pub(super) fn match_string(vm: &mut Vm, result: ObjectRef) -> JsResult<StringRef> {
    let matched = vm.get(result, PropertyKey::Index(0))?;
    vm.to_string(matched)
}

/// The steps after an empty match of a global loop: lastIndex moves past it.
pub(super) fn advance_after_empty_match(
    vm: &mut Vm,
    regexp: ObjectRef,
    string: StringRef,
    full_unicode: bool,
) -> JsResult<()> {
    let regexp = vm.rooted(regexp);
    let string = vm.rooted(string);
    // a. Let thisIndex be ℝ(? ToLength(? Get(rx, "lastIndex"))).
    let this_index = get_last_index(vm, regexp.get())?;
    // b. Let nextIndex be AdvanceStringIndex(S, thisIndex, fullUnicode).
    let next_index = advance_string_index_in(vm, string.get(), this_index, full_unicode)?;
    // c. Perform ? Set(rx, "lastIndex", 𝔽(nextIndex), true).
    set_last_index(vm, regexp.get(), index_value(next_index))
}

/// 22.2.6.8 RegExp.prototype [ @@match ] ( string )
fn symbol_match(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1-2. Let rx be the this value; it must be an Object.
    let regexp = this_object(vm, args.this, "[Symbol.match]")?;
    let regexp = vm.rooted(regexp);
    // 3. Let S be ? ToString(string).
    let string = vm.to_string(args.get(vm, 0))?;
    let string = vm.rooted(string);
    // 4. Let flags be ? ToString(? Get(rx, "flags")).
    let flags = get_flags(vm, regexp.get())?;
    // 5. If flags does not contain "g", return ? RegExpExec(rx, S).
    if !flags_contain(&flags, 'g') {
        return regexp_exec(vm, regexp.get(), string.get());
    }
    // 6.a. If flags contains "u" or "v", let fullUnicode be true.
    let full_unicode = flags_contain(&flags, 'u') || flags_contain(&flags, 'v');
    // 6.b. Perform ? Set(rx, "lastIndex", +0𝔽, true).
    set_last_index(vm, regexp.get(), JSValue::from_i32(0))?;
    // 6.c-d. Let A be ! ArrayCreate(0); let n be 0.
    let array = vm.create_array_from_list(&[])?;
    let array = vm.rooted(array);
    let mut n = 0u32;
    // 6.e. Repeat,
    loop {
        // i. Let result be ? RegExpExec(rx, S).
        let result = regexp_exec(vm, regexp.get(), string.get())?;
        // ii. If result is null, return null if n = 0, else A.
        let Some(result) = ObjectRef::from_value(result) else {
            return Ok(if n == 0 { JSValue::NULL } else { array.get().to_value() });
        };
        // iii.1. Let matchStr be ? ToString(? Get(result, "0")).
        let matched = match_string(vm, result)?;
        let matched = vm.rooted(matched);
        // iii.2. Perform ! CreateDataPropertyOrThrow(A, ! ToString(𝔽(n)), matchStr).
        let key = crate::string::index_key(vm, n as u64)?;
        vm.create_data_property_or_throw(array.get(), key, matched.get().to_value())?;
        // iii.3. If matchStr is the empty String, advance lastIndex.
        if matched.get().is_empty() {
            advance_after_empty_match(vm, regexp.get(), string.get(), full_unicode)?;
        }
        // iii.4. Set n to n + 1.
        n = n.checked_add(1).ok_or_else(|| vm.throw_error(vm::Message::InvalidArrayLength))?;
    }
}

/// 22.2.6.9 RegExp.prototype [ @@matchAll ] ( string )
fn symbol_match_all(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1-2. Let R be the this value; it must be an Object.
    let regexp = this_object(vm, args.this, "[Symbol.matchAll]")?;
    let regexp = vm.rooted(regexp);
    // 3. Let S be ? ToString(string).
    let string = vm.to_string(args.get(vm, 0))?;
    let string = vm.rooted(string);
    // 4. Let C be ? SpeciesConstructor(R, %RegExp%).
    let constructor = species_constructor(vm, regexp.get())?;
    let constructor = vm.root_value(constructor);
    // 5. Let flags be ? ToString(? Get(R, "flags")).
    let flags = vm.get(regexp.get(), PropertyKey::Atom(vm.names.flags))?;
    let flags = vm.to_string(flags)?;
    let flags = vm.rooted(flags);
    // 6. Let matcher be ? Construct(C, « R, flags »).
    let matcher = vm.construct(constructor.get(), &[regexp.get().to_value(), flags.get().to_value()], None)?;
    let matcher = vm.root_value(matcher);
    // 7. Let lastIndex be ? ToLength(? Get(R, "lastIndex")).
    let last_index = get_last_index(vm, regexp.get())?;
    // 8. Perform ? Set(matcher, "lastIndex", lastIndex, true).
    let matcher_object = vm.to_object(matcher.get())?;
    set_last_index(vm, matcher_object, index_value(last_index))?;
    // 9-10. global and fullUnicode from flags.
    let flags = code_units(flags.get());
    let global = flags_contain(&flags, 'g');
    let full_unicode = flags_contain(&flags, 'u') || flags_contain(&flags, 'v');
    // 11. Return CreateRegExpStringIterator(matcher, S, global, fullUnicode).
    string_iterator::create(vm, args.callee, matcher.get(), string.get(), global, full_unicode)
}

/// 22.2.6.12 RegExp.prototype [ @@search ] ( string )
fn symbol_search(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1-2. Let rx be the this value; it must be an Object.
    let regexp = this_object(vm, args.this, "[Symbol.search]")?;
    let regexp = vm.rooted(regexp);
    // 3. Let S be ? ToString(string).
    let string = vm.to_string(args.get(vm, 0))?;
    let string = vm.rooted(string);
    let key = PropertyKey::Atom(vm.names.last_index);
    // 4. Let previousLastIndex be ? Get(rx, "lastIndex").
    let previous = vm.get(regexp.get(), key)?;
    let previous = vm.root_value(previous);
    // 5. If SameValue(previousLastIndex, +0𝔽) is false, set lastIndex to +0𝔽.
    if !same_value(previous.get(), JSValue::from_i32(0)) {
        set_last_index(vm, regexp.get(), JSValue::from_i32(0))?;
    }
    // 6. Let result be ? RegExpExec(rx, S).
    let result = regexp_exec(vm, regexp.get(), string.get())?;
    let result = vm.root_value(result);
    // 7. Let currentLastIndex be ? Get(rx, "lastIndex").
    let current = vm.get(regexp.get(), key)?;
    // 8. If SameValue(currentLastIndex, previousLastIndex) is false, restore it.
    if !same_value(current, previous.get()) {
        set_last_index(vm, regexp.get(), previous.get())?;
    }
    // 9-10. If result is null, return -1; else return ? Get(result, "index").
    match ObjectRef::from_value(result.get()) {
        Some(result) => vm.get(result, PropertyKey::Atom(vm.names.index)),
        None => Ok(JSValue::from_i32(-1)),
    }
}

// ---------------------------------------------------------------------------------------
// @@split

/// 22.2.6.14 RegExp.prototype [ @@split ] ( string, limit )
fn symbol_split(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1-2. Let rx be the this value; it must be an Object.
    let regexp = this_object(vm, args.this, "[Symbol.split]")?;
    let regexp = vm.rooted(regexp);
    // 3. Let S be ? ToString(string).
    let string = vm.to_string(args.get(vm, 0))?;
    let string = vm.rooted(string);
    let limit = vm.root_value(args.get(vm, 1));
    // Fast path: with a pristine RegExp, steps 4-8 are not observable; the splitter is
    // made from the source and flags as they are now. (A limit that is an object may run
    // code in step 11, after the splitter is made, that changes what the splitter's exec
    // is: then the generic steps run.)
    if ObjectRef::from_value(limit.get()).is_none() && is_pristine(vm, regexp.get()) {
        let source = vm.root_value(regexp.get().internal(REGEXP_SOURCE));
        let flags = original_flags(regexp.get());
        let lim = to_limit(vm, limit.get())?;
        let splitter = Splitter::Pristine { regexp: regexp.get(), source, flags };
        return split(vm, string.get(), lim, splitter);
    }
    // 4. Let C be ? SpeciesConstructor(rx, %RegExp%).
    let constructor = species_constructor(vm, regexp.get())?;
    let constructor = vm.root_value(constructor);
    // 5. Let flags be ? ToString(? Get(rx, "flags")).
    let flags = get_flags(vm, regexp.get())?;
    // 6. If flags contains "u" or "v", let unicodeMatching be true.
    let unicode_matching = flags_contain(&flags, 'u') || flags_contain(&flags, 'v');
    // 7. If flags contains "y", let newFlags be flags; else flags + "y".
    let mut new_flags = flags.clone();
    if !flags_contain(&flags, 'y') {
        new_flags.push(u16::from(b'y'));
    }
    let new_flags = new_string_from_units(vm, &new_flags)?;
    // 8. Let splitter be ? Construct(C, « rx, newFlags »).
    let splitter = vm.construct(constructor.get(), &[regexp.get().to_value(), new_flags.to_value()], None)?;
    let splitter = vm.to_object(splitter)?;
    let splitter = vm.rooted(splitter);
    // 11. If limit is undefined, let lim be 2^32 - 1; else ℝ(? ToUint32(limit)).
    let lim = to_limit(vm, limit.get())?;
    split(vm, string.get(), lim, Splitter::Generic { splitter: splitter.get(), unicode_matching })
}

fn to_limit(vm: &mut Vm, limit: JSValue) -> JsResult<u32> {
    if limit.is_undefined() { Ok(u32::MAX) } else { vm.to_uint32(limit) }
}

/// What `split` matches with.
enum Splitter {
    /// The generic splitter object: RegExpExec at each position.
    Generic { splitter: ObjectRef, unicode_matching: bool },
    /// A pristine RegExp (its source and flags as they were when @@split began).
    Pristine { regexp: ObjectRef, source: Rooted<JSValue>, flags: RegExpFlags },
}

/// Steps 9-20 of @@split.
fn split(vm: &mut Vm, string: StringRef, lim: u32, splitter: Splitter) -> JsResult<JSValue> {
    let string = vm.rooted(string);
    let units = code_units(string.get());
    // 9-10. Let A be ! ArrayCreate(0); let lengthA be 0.
    let array = vm.create_array_from_list(&[])?;
    let array = vm.rooted(array);
    let mut length_a = 0u32;
    // 12. If lim = 0, return A.
    if lim == 0 {
        return Ok(array.get().to_value());
    }
    let mut push = |vm: &mut Vm, value: JSValue| -> JsResult<bool> {
        vm.create_data_property_or_throw(array.get(), PropertyKey::Index(length_a), value)?;
        length_a += 1;
        Ok(length_a == lim)
    };
    // A pristine splitter's program, run by the matcher directly: a search from q finds
    // the first position at or after q where the sticky splitter would match.
    let pristine = match &splitter {
        Splitter::Pristine { regexp, source, flags } => {
            let regexp = vm.rooted(*regexp);
            let compiled = pristine_program(vm, regexp.get(), source.get(), *flags)?;
            Some((regexp, compiled, flags.full_unicode()))
        }
        Splitter::Generic { .. } => None,
    };
    let splitter_root = match &splitter {
        Splitter::Generic { splitter, .. } => Some(vm.rooted(*splitter)),
        Splitter::Pristine { .. } => None,
    };
    let unicode_matching = match &splitter {
        Splitter::Generic { unicode_matching, .. } => *unicode_matching,
        Splitter::Pristine { flags, .. } => flags.full_unicode(),
    };
    let size = units.len();
    // 13. If S is the empty String, then
    if size == 0 {
        // a. Let z be ? RegExpExec(splitter, S).
        let matched = match (&pristine, &splitter_root) {
            (Some((_, compiled, _)), _) => run(vm, compiled, string.get(), 0, true)?.is_some(),
            (None, Some(splitter)) => !regexp_exec(vm, splitter.get(), string.get())?.is_null(),
            _ => unreachable!("one kind of splitter"),
        };
        // b. If z is not null, return A.
        if !matched {
            // c. Perform ! CreateDataPropertyOrThrow(A, "0", S).
            push(vm, string.get().to_value())?;
        }
        // d. Return A.
        return Ok(array.get().to_value());
    }
    // 15-16. Let p be 0; let q be p.
    let (mut p, mut q) = (0usize, 0usize);
    // 17. Repeat, while q < size,
    while q < size {
        let (end, captures): (usize, Vec<Rooted<JSValue>>) = match (&pristine, &splitter_root) {
            (Some((_, compiled, _)), _) => {
                let Some(found) = run(vm, compiled, string.get(), q, false)? else { break };
                let start = found.range().start;
                if start >= size {
                    break;
                }
                q = start;
                let mut captures = Vec::new();
                for group in &found.groups[1..] {
                    let value = match group {
                        Some(group) => substring(vm, string.get(), group.start, group.end)?.to_value(),
                        None => JSValue::UNDEFINED,
                    };
                    captures.push(vm.root_value(value));
                }
                (found.range().end.min(size), captures)
            }
            (None, Some(splitter)) => {
                // a. Perform ? Set(splitter, "lastIndex", 𝔽(q), true).
                set_last_index(vm, splitter.get(), index_value(q as u64))?;
                // b. Let z be ? RegExpExec(splitter, S).
                let z = regexp_exec(vm, splitter.get(), string.get())?;
                // c. If z is null, set q to AdvanceStringIndex(S, q, unicodeMatching).
                let Some(z) = ObjectRef::from_value(z) else {
                    q = advance_string_index(&units, q as u64, unicode_matching) as usize;
                    continue;
                };
                let z = vm.rooted(z);
                // d.i-ii. Let e be ℝ(? ToLength(? Get(splitter, "lastIndex"))), at most size.
                let e = (get_last_index(vm, splitter.get())?.min(size as u64)) as usize;
                // d.iii. If e = p, set q to AdvanceStringIndex(S, q, unicodeMatching).
                if e == p {
                    q = advance_string_index(&units, q as u64, unicode_matching) as usize;
                    continue;
                }
                // d.iv.1-5. The substring before the match, then p = e.
                let piece = substring(vm, string.get(), p, q)?;
                if push(vm, piece.to_value())? {
                    return Ok(array.get().to_value());
                }
                p = e;
                // d.iv.6-9. Each capture of z.
                let count = vm.length_of_array_like(z.get())?.saturating_sub(1);
                for i in 1..=count {
                    let key = crate::string::index_key(vm, i)?;
                    let capture = vm.get(z.get(), key)?;
                    if push(vm, capture)? {
                        return Ok(array.get().to_value());
                    }
                }
                // d.iv.10. Set q to p.
                q = p;
                continue;
            }
            _ => unreachable!("one kind of splitter"),
        };
        // The pristine path's d.iii-iv.
        if end == p {
            q = advance_string_index(&units, q as u64, unicode_matching) as usize;
            continue;
        }
        let piece = substring(vm, string.get(), p, q)?;
        if push(vm, piece.to_value())? {
            return Ok(array.get().to_value());
        }
        p = end;
        for capture in captures {
            if push(vm, capture.get())? {
                return Ok(array.get().to_value());
            }
        }
        q = p;
    }
    // 18-19. The rest: the substring of S from p to size.
    let rest = substring(vm, string.get(), p, size)?;
    push(vm, rest.to_value())?;
    // 20. Return A.
    Ok(array.get().to_value())
}

/// The program a pristine splitter runs: the RegExp's own unless its source changed.
fn pristine_program(
    vm: &mut Vm,
    regexp: ObjectRef,
    source: JSValue,
    flags: RegExpFlags,
) -> JsResult<std::rc::Rc<vm::runtime::regexp::CompiledRegExp>> {
    if regexp.internal(REGEXP_SOURCE) == source && original_flags(regexp) == flags {
        return super::exec::matcher(vm, regexp);
    }
    let source = StringRef::from_value(source).expect("a source string");
    match vm.compile_regexp(&code_units(source), flags) {
        Ok(compiled) => Ok(compiled),
        Err(text) => Err(vm.throw_error_with(vm::Message::InvalidRegExp, text)),
    }
}

/// A match of `compiled` in `string` from `from`, with the budget's RangeError.
fn run(
    vm: &mut Vm,
    compiled: &vm::runtime::regexp::CompiledRegExp,
    string: StringRef,
    from: usize,
    sticky: bool,
) -> JsResult<Option<RegExpMatch>> {
    let string = vm.rooted(string);
    match vm.regexp_exec(compiled, string.get(), from, sticky)? {
        Ok(found) => Ok(found),
        Err(_) => Err(super::exec::too_complex(vm, string.get(), from)),
    }
}
