//! 22.2.4 The RegExp Constructor, and the abstract operations that make RegExp objects
//! (22.2.3.1 RegExpCreate, 22.2.3.2 RegExpAlloc, 22.2.3.3 RegExpInitialize).

use vm::interpreter::ops::object::{REGEXP_FLAGS, REGEXP_MATCHER, REGEXP_SOURCE};
use vm::runtime::function::CallArgs;
use vm::runtime::object_ops::same_value;
use vm::runtime::realm::Intrinsic;
use vm::runtime::regexp::RegExpFlags;
use vm::{JSValue, JsResult, Message, ObjectRef, PropertyKey, StringRef, Vm};

use super::{as_regexp, set_last_index};
use crate::string::code_units;
use crate::string::pattern::is_regexp;
use crate::util;

pub fn install(vm: &mut Vm) -> JsResult<()> {
    let prototype = vm.intrinsic(Intrinsic::RegExpPrototype);
    // 22.2.4 The RegExp Constructor.
    let constructor = util::constructor(vm, "RegExp", 2, regexp_constructor, prototype)?;
    let constructor_root = vm.rooted(constructor);
    let realm = vm.realm();
    vm.set_intrinsic(realm, Intrinsic::RegExpConstructor, constructor.to_value());
    // 22.2.5.2 get RegExp [ @@species ]
    let species = PropertyKey::Symbol(vm.symbols.species);
    util::accessor(vm, constructor_root.get(), species, "[Symbol.species]", get_species, None)?;
    // 22.2.5.1 RegExp.escape ( S )
    util::method(vm, constructor_root.get(), "escape", 1, super::escape::regexp_escape)?;
    util::global(vm, "RegExp", constructor_root.get().to_value())
}

/// 22.2.4.1 RegExp ( pattern, flags )
fn regexp_constructor(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    let (pattern, flags) = (args.get(vm, 0), args.get(vm, 1));
    // 1. Let patternIsRegExp be ? IsRegExp(pattern).
    let pattern_is_regexp = is_regexp(vm, pattern)?;
    // 2. If NewTarget is undefined, then
    let new_target = if args.new_target.is_undefined() {
        // a. Let newTarget be the active function object.
        let new_target = args.callee.to_value();
        // b. If patternIsRegExp is true and flags is undefined, then
        if pattern_is_regexp && flags.is_undefined() {
            // i. Let patternConstructor be ? Get(pattern, "constructor").
            let object = ObjectRef::from_value(pattern).expect("IsRegExp is true only of objects");
            let pattern_constructor = vm.get(object, PropertyKey::Atom(vm.names.constructor))?;
            // ii. If SameValue(newTarget, patternConstructor) is true, return pattern.
            if same_value(new_target, pattern_constructor) {
                return Ok(pattern);
            }
        }
        new_target
    } else {
        // 3. Else, let newTarget be NewTarget.
        args.new_target
    };
    let new_target = vm.root_value(new_target);
    let (p, f) = if let Some(regexp) = as_regexp(pattern) {
        // 4. pattern has a [[RegExpMatcher]]: its [[OriginalSource]], and its
        //    [[OriginalFlags]] unless flags is given.
        let source = regexp.internal(REGEXP_SOURCE);
        let f = if flags.is_undefined() { regexp.internal(REGEXP_FLAGS) } else { flags };
        (source, f)
    } else if pattern_is_regexp {
        // 5. Else if patternIsRegExp is true, then
        let object = ObjectRef::from_value(pattern).expect("IsRegExp is true only of objects");
        let object = vm.rooted(object);
        let flags = vm.root_value(flags);
        // a. Let P be ? Get(pattern, "source").
        let source = vm.get(object.get(), PropertyKey::Atom(vm.names.source))?;
        let source = vm.root_value(source);
        // b-c. If flags is undefined, let F be ? Get(pattern, "flags"); else flags.
        let f = match flags.get().is_undefined() {
            true => vm.get(object.get(), PropertyKey::Atom(vm.names.flags))?,
            false => flags.get(),
        };
        return construct(vm, new_target.get(), source.get(), f);
    } else {
        // 6. Else, let P be pattern and F be flags.
        (pattern, flags)
    };
    construct(vm, new_target.get(), p, f)
}

/// Steps 7-8: RegExpAlloc(newTarget), then RegExpInitialize(O, P, F).
fn construct(vm: &mut Vm, new_target: JSValue, pattern: JSValue, flags: JSValue) -> JsResult<JSValue> {
    let (pattern, flags) = (vm.root_value(pattern), vm.root_value(flags));
    // 22.2.3.2 RegExpAlloc: OrdinaryCreateFromConstructor(newTarget, "%RegExp.prototype%").
    let prototype = vm.get_prototype_from_constructor(new_target, Intrinsic::RegExpPrototype)?;
    let prototype = vm.root_value(prototype);
    let (source, flags) = initialize_values(vm, pattern.get(), flags.get())?;
    let (source, flags) = (vm.rooted(source), vm.rooted(flags));
    let regexp = vm.new_regexp(prototype.get(), source.get().to_value(), flags.get().to_value())?;
    let regexp = vm.rooted(regexp);
    attach_matcher(vm, regexp.get())?;
    Ok(regexp.get().to_value())
}

/// 22.2.3.3 RegExpInitialize steps 1-4: the source and flags strings (undefined is the
/// empty string), with the flags checked (step 5).
fn initialize_values(vm: &mut Vm, pattern: JSValue, flags: JSValue) -> JsResult<(StringRef, StringRef)> {
    let flags_root = vm.root_value(flags);
    // 1-2. If pattern is undefined, let P be the empty String; else ? ToString(pattern).
    let source = if pattern.is_undefined() { vm.empty_string() } else { vm.to_string(pattern)? };
    let source = vm.rooted(source);
    // 3-4. If flags is undefined, let F be the empty String; else ? ToString(flags).
    let flags = if flags_root.get().is_undefined() { vm.empty_string() } else { vm.to_string(flags_root.get())? };
    // 5. Invalid or repeated flag letters are a SyntaxError.
    if RegExpFlags::parse(&code_units(flags)).is_none() {
        return Err(vm.throw_error_with(Message::InvalidRegExpFlags, flags.to_string_lossy()));
    }
    Ok((source.get(), flags))
}

/// Compiles a RegExp object's source for its flags and stores the matcher cell
/// (RegExpInitialize steps 6-12: a SyntaxError when the pattern does not parse).
pub(crate) fn attach_matcher(vm: &mut Vm, regexp: ObjectRef) -> JsResult<()> {
    let regexp = vm.rooted(regexp);
    let source = StringRef::from_value(regexp.get().internal(REGEXP_SOURCE)).expect("a source string");
    let flags = super::original_flags(regexp.get());
    let source = vm.rooted(source);
    let compiled = match vm.compile_regexp_string(source.get(), flags)? {
        Ok(compiled) => compiled,
        Err(text) => {
            let detail = format!("/{}/: {text}", source.get().to_string_lossy());
            return Err(vm.throw_error_with(Message::InvalidRegExp, detail));
        }
    };
    let matcher = vm.new_regexp_matcher(compiled)?;
    vm.set_internal(regexp.get(), REGEXP_MATCHER, matcher.to_value());
    Ok(())
}

/// 22.2.3.3 RegExpInitialize ( obj, pattern, flags ) on an existing RegExp object (what
/// Annex B's `compile` does).
pub(crate) fn regexp_initialize(vm: &mut Vm, regexp: ObjectRef, pattern: JSValue, flags: JSValue) -> JsResult<()> {
    let regexp = vm.rooted(regexp);
    let (source, flags) = initialize_values(vm, pattern, flags)?;
    let (source, flags) = (vm.rooted(source), vm.rooted(flags));
    // Compile before changing anything: a SyntaxError leaves the object as it was.
    let parsed = RegExpFlags::parse(&code_units(flags.get())).unwrap_or_default();
    let units = code_units(source.get());
    let compiled = match vm.compile_regexp(&units, parsed) {
        Ok(compiled) => compiled,
        Err(text) => {
            let detail = format!("/{}/: {text}", source.get().to_string_lossy());
            return Err(vm.throw_error_with(Message::InvalidRegExp, detail));
        }
    };
    let matcher = vm.new_regexp_matcher(compiled)?;
    // 6-11. Set [[OriginalSource]], [[OriginalFlags]], [[RegExpRecord]], [[RegExpMatcher]].
    vm.set_internal(regexp.get(), REGEXP_SOURCE, source.get().to_value());
    vm.set_internal(regexp.get(), REGEXP_FLAGS, flags.get().to_value());
    vm.set_internal(regexp.get(), REGEXP_MATCHER, matcher.to_value());
    // 12. Perform ? Set(obj, "lastIndex", +0𝔽, true).
    set_last_index(vm, regexp.get(), JSValue::from_i32(0))
}

/// 22.2.3.1 RegExpCreate ( P, F ): a RegExp of this realm.
pub fn regexp_create(vm: &mut Vm, pattern: JSValue, flags: &str) -> JsResult<ObjectRef> {
    let pattern = vm.root_value(pattern);
    let flags = if flags.is_empty() { JSValue::UNDEFINED } else { vm.new_string(flags)?.to_value() };
    let flags = vm.root_value(flags);
    // 1. Let obj be ! RegExpAlloc(%RegExp%).
    let prototype = vm.realm().intrinsic(Intrinsic::RegExpPrototype);
    let prototype = vm.root_value(prototype);
    // 2. Return ? RegExpInitialize(obj, P, F).
    let (source, flags) = initialize_values(vm, pattern.get(), flags.get())?;
    let (source, flags) = (vm.rooted(source), vm.rooted(flags));
    let regexp = vm.new_regexp(prototype.get(), source.get().to_value(), flags.get().to_value())?;
    let regexp = vm.rooted(regexp);
    attach_matcher(vm, regexp.get())?;
    Ok(regexp.get())
}

/// 22.2.5.2 get RegExp [ @@species ]: the this value.
fn get_species(_vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    Ok(args.this)
}
