//! 22.2.7 Abstract Operations for RegExp Matching: RegExpExec, RegExpBuiltinExec and the
//! match array (with `groups`, and `indices` for the `d` flag).

use std::rc::Rc;

use vm::interpreter::ops::object::REGEXP_MATCHER;
use vm::runtime::regexp::{CompiledRegExp, ExecError, MatcherRef, RegExpFlags, RegExpMatch};
use vm::{JSValue, JsResult, Message, ObjectRef, PropertyKey, StringRef, Vm};

use super::{constructor, get_last_index, index_value, original_flags, set_last_index};
use crate::string::substring;

/// 22.2.7.1 RegExpExec ( R, S )
pub(crate) fn regexp_exec(vm: &mut Vm, regexp: ObjectRef, string: StringRef) -> JsResult<JSValue> {
    let (regexp, string) = (vm.rooted(regexp), vm.rooted(string));
    // 1. Let exec be ? Get(R, "exec").
    let key = vm.property_key_from_str("exec")?;
    let exec = vm.get(regexp.get(), key)?;
    // 2. If IsCallable(exec) is true, then
    if vm.is_callable(exec) {
        // a. Let result be ? Call(exec, R, « S »).
        let result = vm.call(exec, regexp.get().to_value(), &[string.get().to_value()])?;
        // b. If result is not an Object and result is not null, throw a TypeError.
        if !result.is_null() && ObjectRef::from_value(result).is_none() {
            let detail = vm.describe_value(result);
            return Err(vm.throw_error_with(Message::NotAnObject, detail));
        }
        // c. Return result.
        return Ok(result);
    }
    // 3. Perform ? RequireInternalSlot(R, [[RegExpMatcher]]).
    let Some(regexp) = super::as_regexp(regexp.get().to_value()) else {
        return Err(vm.throw_error_with(Message::InvalidIncompatibleReceiver, "RegExp.prototype.exec"));
    };
    // 4. Return ? RegExpBuiltinExec(R, S).
    regexp_builtin_exec(vm, regexp, string.get())
}

/// The compiled program of a RegExp object (compiled now for a literal's first exec).
pub(crate) fn matcher(vm: &mut Vm, regexp: ObjectRef) -> JsResult<Rc<CompiledRegExp>> {
    if let Some(matcher) = MatcherRef::from_value(regexp.internal(REGEXP_MATCHER)) {
        return Ok(matcher.compiled());
    }
    constructor::attach_matcher(vm, regexp)?;
    let matcher = MatcherRef::from_value(regexp.internal(REGEXP_MATCHER)).expect("attached");
    Ok(matcher.compiled())
}

/// Steps 8-13 of RegExpBuiltinExec: the match of R's program in S at or after
/// `last_index` (only at it when sticky), or `None`; a RangeError when the search runs out of its budget.
pub(crate) fn match_at(
    vm: &mut Vm,
    regexp: ObjectRef,
    string: StringRef,
    last_index: usize,
    sticky: bool,
) -> JsResult<Option<RegExpMatch>> {
    let string_root = vm.rooted(string);
    let compiled = matcher(vm, regexp)?;
    match vm.regexp_exec(&compiled, string_root.get(), last_index, sticky)? {
        Ok(found) => Ok(found),
        Err(ExecError::TooComplex | ExecError::Interrupted) => Err(too_complex(vm, string_root.get(), last_index)),
    }
}

/// The RangeError of a search that ran out of its budget of backtracks, from `from` in
/// `string`.
pub(crate) fn too_complex(vm: &mut Vm, string: StringRef, from: usize) -> vm::Throw {
    let detail = format!("it backtracked past its budget on {} characters", string.len() as usize - from);
    vm.throw_error_with(Message::RegExpTooComplex, detail)
}

/// 22.2.7.2 RegExpBuiltinExec ( R, S )
pub(crate) fn regexp_builtin_exec(vm: &mut Vm, regexp: ObjectRef, string: StringRef) -> JsResult<JSValue> {
    let (regexp, string) = (vm.rooted(regexp), vm.rooted(string));
    // 1. Let length be the length of S.
    let length = string.get().len() as u64;
    // 2. Let lastIndex be ℝ(? ToLength(! Get(R, "lastIndex"))).
    let mut last_index = get_last_index(vm, regexp.get())?;
    // 3-6. Read the flags now: ToLength may have run code that changed them.
    let flags = original_flags(regexp.get());
    let global = flags.has(RegExpFlags::GLOBAL);
    let sticky = flags.has(RegExpFlags::STICKY);
    let has_indices = flags.has(RegExpFlags::HAS_INDICES);
    // 7. If global is false and sticky is false, set lastIndex to 0.
    if !global && !sticky {
        last_index = 0;
    }
    // 13.a. If lastIndex > length, then
    if last_index > length {
        // i. If global is true or sticky is true, perform ? Set(R, "lastIndex", +0𝔽, true).
        if global || sticky {
            set_last_index(vm, regexp.get(), JSValue::from_i32(0))?;
        }
        // ii. Return null.
        return Ok(JSValue::NULL);
    }
    // 8-13. The matcher, from lastIndex on (advancing by AdvanceStringIndex unless sticky).
    let found = match_at(vm, regexp.get(), string.get(), last_index as usize, sticky)?;
    let Some(found) = found else {
        // 13.d.i (sticky) and 13.a (the search ran past the end): lastIndex becomes 0.
        if global || sticky {
            set_last_index(vm, regexp.get(), JSValue::from_i32(0))?;
        }
        return Ok(JSValue::NULL);
    };
    // 14-15. Let e be r.[[EndIndex]] (as a code unit index).
    let range = found.range();
    // 16. If global is true or sticky is true, perform ? Set(R, "lastIndex", 𝔽(e), true).
    if global || sticky {
        set_last_index(vm, regexp.get(), index_value(range.end as u64))?;
    }
    // 17-34. The match array.
    Ok(make_match_array(vm, string.get(), &found, has_indices)?.to_value())
}

/// RegExpBuiltinExec steps 17-34: the array of the match and its captures, with `index`,
/// `input`, `groups` and (for `d`) `indices`.
pub(crate) fn make_match_array(
    vm: &mut Vm,
    string: StringRef,
    found: &RegExpMatch,
    has_indices: bool,
) -> JsResult<ObjectRef> {
    let string = vm.rooted(string);
    // 29-31. groups: a null-prototype object of the named captures, or undefined. (Made
    // before A: nothing observes the order, and A is then made with all its properties.)
    let groups = named_groups(vm, string.get(), found, |vm, range| {
        Ok(match range {
            Some(range) => substring(vm, string.get(), range.start, range.end)?.to_value(),
            None => JSValue::UNDEFINED,
        })
    })?;
    // 19-22. Let A be ! ArrayCreate(n + 1), with index (the match's start) and input.
    let start = index_value(found.range().start as u64);
    let length = found.groups.len() as u32;
    let array = vm.new_match_array(length, start, string.get().to_value(), groups)?;
    let array = vm.rooted(array);
    // 27-28, 32.a-d. "0" is the matched substring, then each capture (undefined, as the
    // array was made, when it did not participate).
    for (index, range) in found.groups.iter().enumerate() {
        if let Some(range) = range {
            let value = substring(vm, string.get(), range.start, range.end)?.to_value();
            vm.init_contiguous_element(array.get(), index as u32, value);
        }
    }
    // 33. If hasIndices is true, the indices array.
    if has_indices {
        let indices = make_indices_array(vm, found)?;
        let indices = vm.rooted(indices);
        let key = vm.property_key_from_str("indices")?;
        vm.create_data_property_or_throw(array.get(), key, indices.get().to_value())?;
    }
    Ok(array.get())
}

/// The `groups` object of a match (a null-prototype object with a property per group
/// name, in the order the names appear), or undefined when the pattern has no names.
fn named_groups(
    vm: &mut Vm,
    string: StringRef,
    found: &RegExpMatch,
    mut value_of: impl FnMut(&mut Vm, &Option<std::ops::Range<usize>>) -> JsResult<JSValue>,
) -> JsResult<JSValue> {
    if found.named_groups.is_empty() {
        return Ok(JSValue::UNDEFINED);
    }
    let string = vm.rooted(string);
    let groups = vm.new_object(JSValue::NULL)?;
    let groups = vm.rooted(groups);
    for (name, range) in &found.named_groups {
        let value = value_of(vm, range)?;
        let value = vm.root_value(value);
        let key = vm.property_key_from_str(name)?;
        vm.create_data_property_or_throw(groups.get(), key, value.get())?;
    }
    let _ = string;
    Ok(groups.get().to_value())
}

/// 22.2.7.8 MakeMatchIndicesIndexPairArray ( S, indices, groupNames, hasGroups )
fn make_indices_array(vm: &mut Vm, found: &RegExpMatch) -> JsResult<ObjectRef> {
    // 3. Let A be ! ArrayCreate(n).
    let array = vm.create_array_from_list(&[])?;
    let array = vm.rooted(array);
    // 7. Each match index pair ([start, end]), or undefined.
    for (index, range) in found.groups.iter().enumerate() {
        let pair = index_pair(vm, range)?;
        vm.create_data_property_or_throw(array.get(), PropertyKey::Index(index as u32), pair)?;
    }
    // 5-6, 7.d. groups: the pairs of the named groups.
    let empty = vm.empty_string();
    let groups = named_groups(vm, empty, found, index_pair)?;
    let groups = vm.root_value(groups);
    let key = vm.property_key_from_str("groups")?;
    vm.create_data_property_or_throw(array.get(), key, groups.get())?;
    Ok(array.get())
}

/// 22.2.7.7 GetMatchIndexPair ( S, match ): [start, end], or undefined.
fn index_pair(vm: &mut Vm, range: &Option<std::ops::Range<usize>>) -> JsResult<JSValue> {
    match range {
        Some(range) => {
            let values = [index_value(range.start as u64), index_value(range.end as u64)];
            Ok(vm.create_array_from_list(&values)?.to_value())
        }
        None => Ok(JSValue::UNDEFINED),
    }
}
