//! 22.2.6 Properties of the RegExp Prototype Object: exec, test, toString, the flag
//! accessors, flags and source; and B.2.4.1 RegExp.prototype.compile. (The Symbol methods
//! are in `symbols.rs`.)

use vm::interpreter::ops::object::{REGEXP_FLAGS, REGEXP_SOURCE};
use vm::runtime::function::{CallArgs, NativeFn};
use vm::runtime::realm::Intrinsic;
use vm::{JSValue, JsResult, Message, ObjectRef, PropertyKey, StringRef, Vm};

use super::{as_regexp, constructor, exec, this_object};
use crate::string::{code_units, new_string_from_units};
use crate::util;

/// The flag accessors of 22.2.6, with their flag letters, in the order `flags` reads them
/// (22.2.6.4 steps 4-19).
pub(crate) const FLAGS: [(&str, char, NativeFn); 8] = [
    ("hasIndices", 'd', has_indices),
    ("global", 'g', global),
    ("ignoreCase", 'i', ignore_case),
    ("multiline", 'm', multiline),
    ("dotAll", 's', dot_all),
    ("unicode", 'u', unicode),
    ("unicodeSets", 'v', unicode_sets),
    ("sticky", 'y', sticky),
];

pub fn install(vm: &mut Vm) -> JsResult<()> {
    let prototype = vm.intrinsic(Intrinsic::RegExpPrototype);
    let prototype = vm.rooted(prototype);
    util::method(vm, prototype.get(), "exec", 1, exec_method)?;
    for (name, _, getter) in FLAGS {
        let key = vm.property_key_from_str(name)?;
        util::accessor(vm, prototype.get(), key, name, getter, None)?;
    }
    let key = PropertyKey::Atom(vm.names.flags);
    util::accessor(vm, prototype.get(), key, "flags", flags, None)?;
    let key = PropertyKey::Atom(vm.names.source);
    util::accessor(vm, prototype.get(), key, "source", source, None)?;
    util::method(vm, prototype.get(), "test", 1, test)?;
    util::method(vm, prototype.get(), "toString", 0, to_string)?;
    // B.2.4.1 RegExp.prototype.compile ( pattern, flags )
    util::method(vm, prototype.get(), "compile", 2, compile)?;
    Ok(())
}

/// 22.2.6.2 RegExp.prototype.exec ( string )
fn exec_method(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1-2. Let R be the this value; perform ? RequireInternalSlot(R, [[RegExpMatcher]]).
    let Some(regexp) = as_regexp(args.this) else {
        return Err(vm.throw_error_with(Message::InvalidIncompatibleReceiver, "RegExp.prototype.exec"));
    };
    let regexp = vm.rooted(regexp);
    // 3. Let S be ? ToString(string).
    let string = vm.to_string(args.get(vm, 0))?;
    // 4. Return ? RegExpBuiltinExec(R, S).
    exec::regexp_builtin_exec(vm, regexp.get(), string)
}

/// 22.2.6.16 RegExp.prototype.test ( S )
fn test(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1-2. Let R be the this value; it must be an Object.
    let regexp = this_object(vm, args.this, "test")?;
    let regexp = vm.rooted(regexp);
    // 3. Let string be ? ToString(S).
    let string = vm.to_string(args.get(vm, 0))?;
    // 4. Let match be ? RegExpExec(R, string).
    let found = exec::regexp_exec(vm, regexp.get(), string)?;
    // 5. If match is null, return false; otherwise true.
    Ok(JSValue::from_bool(!found.is_null()))
}

/// 22.2.6.17 RegExp.prototype.toString ( )
fn to_string(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1-2. Let R be the this value; it must be an Object.
    let regexp = this_object(vm, args.this, "toString")?;
    let regexp = vm.rooted(regexp);
    // 3. Let pattern be ? ToString(? Get(R, "source")).
    let pattern = vm.get(regexp.get(), PropertyKey::Atom(vm.names.source))?;
    let pattern = vm.to_string(pattern)?;
    let pattern = vm.rooted(pattern);
    // 4. Let flags be ? ToString(? Get(R, "flags")).
    let flags = vm.get(regexp.get(), PropertyKey::Atom(vm.names.flags))?;
    let flags = vm.to_string(flags)?;
    // 5. Return "/" + pattern + "/" + flags.
    let mut units = vec![u16::from(b'/')];
    pattern.get().append_code_units(&mut units);
    units.push(u16::from(b'/'));
    flags.append_code_units(&mut units);
    crate::string::check_length(vm, units.len())?;
    Ok(new_string_from_units(vm, &units)?.to_value())
}

/// B.2.4.1 RegExp.prototype.compile ( pattern, flags )
fn compile(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1-2. Let O be the this value; perform ? RequireInternalSlot(O, [[RegExpMatcher]]).
    let Some(regexp) = as_regexp(args.this) else {
        return Err(vm.throw_error_with(Message::InvalidIncompatibleReceiver, "RegExp.prototype.compile"));
    };
    let (pattern, flags) = (args.get(vm, 0), args.get(vm, 1));
    let (pattern, flags) = match as_regexp(pattern) {
        // 3. pattern is a RegExp: flags must be undefined; use its source and flags.
        Some(other) => {
            if !flags.is_undefined() {
                let text = "Cannot supply flags when constructing one RegExp from another";
                return Err(vm.throw_error_with(Message::ThrowTypeError, text));
            }
            (other.internal(REGEXP_SOURCE), other.internal(REGEXP_FLAGS))
        }
        // 4. Else, let P be pattern and F be flags.
        None => (pattern, flags),
    };
    // 5. Return ? RegExpInitialize(O, P, F).
    let regexp = vm.rooted(regexp);
    constructor::regexp_initialize(vm, regexp.get(), pattern, flags)?;
    Ok(regexp.get().to_value())
}

/// 22.2.6.4.1 RegExpHasFlag ( R, codeUnit )
fn has_flag(vm: &mut Vm, args: &CallArgs, flag: char, name: &str) -> JsResult<JSValue> {
    // 1-2. Not an object: TypeError.
    let object = this_object(vm, args.this, name)?;
    // 3. No [[OriginalFlags]]: undefined for %RegExp.prototype%, else TypeError.
    let Some(regexp) = as_regexp(object.to_value()) else {
        if args.this == vm.realm().intrinsic(Intrinsic::RegExpPrototype) {
            return Ok(JSValue::UNDEFINED);
        }
        return Err(vm.throw_error_with(Message::InvalidIncompatibleReceiver, format!("RegExp.prototype.{name}")));
    };
    // 4-6. Whether [[OriginalFlags]] contains the flag.
    let flags = StringRef::from_value(regexp.internal(REGEXP_FLAGS)).expect("flags are a string");
    Ok(JSValue::from_bool(code_units(flags).contains(&(flag as u16))))
}

macro_rules! flag_getter {
    ($name:ident, $flag:literal, $text:literal) => {
        fn $name(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
            has_flag(vm, args, $flag, $text)
        }
    };
}

flag_getter!(has_indices, 'd', "hasIndices");
flag_getter!(global, 'g', "global");
flag_getter!(ignore_case, 'i', "ignoreCase");
flag_getter!(multiline, 'm', "multiline");
flag_getter!(dot_all, 's', "dotAll");
flag_getter!(unicode, 'u', "unicode");
flag_getter!(unicode_sets, 'v', "unicodeSets");
flag_getter!(sticky, 'y', "sticky");

/// 22.2.6.4 get RegExp.prototype.flags: generic over any object with the flag getters.
fn flags(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1-2. Let R be the this value; it must be an Object.
    let object = this_object(vm, args.this, "flags")?;
    let object = vm.rooted(object);
    // 3-19. Each flag's getter, in order; the letters of those that are true.
    let mut result = String::new();
    for (name, letter, _) in FLAGS {
        let key = vm.property_key_from_str(name)?;
        let value = vm.get(object.get(), key)?;
        if vm.to_boolean(value) {
            result.push(letter);
        }
    }
    Ok(vm.new_string(&result)?.to_value())
}

/// 22.2.6.13 get RegExp.prototype.source
fn source(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1-2. Let R be the this value; it must be an Object.
    let object = this_object(vm, args.this, "source")?;
    // 3. No [[OriginalSource]]: "(?:)" for %RegExp.prototype%, else TypeError.
    let Some(regexp) = as_regexp(object.to_value()) else {
        if args.this == vm.realm().intrinsic(Intrinsic::RegExpPrototype) {
            return Ok(vm.new_string("(?:)")?.to_value());
        }
        return Err(vm.throw_error_with(Message::InvalidIncompatibleReceiver, "RegExp.prototype.source"));
    };
    // 4-6. Return EscapeRegExpPattern(src, flags).
    let source = StringRef::from_value(regexp.internal(REGEXP_SOURCE)).expect("a source string");
    let escaped = escape_regexp_pattern(&code_units(source));
    Ok(new_string_from_units(vm, &escaped)?.to_value())
}

/// What RegExp.prototype.toString gives for an unmodified RegExp object, read from its
/// internal slots without running JavaScript: `/` EscapeRegExpPattern(source) `/` and the
/// flags in the order the `flags` getter lists them. For hosts that show values.
pub fn regexp_text(regexp: ObjectRef) -> String {
    let source = StringRef::from_value(regexp.internal(REGEXP_SOURCE)).expect("a source string");
    let flags = code_units(StringRef::from_value(regexp.internal(REGEXP_FLAGS)).expect("a flags string"));
    let mut text = String::from("/");
    text.push_str(&String::from_utf16_lossy(&escape_regexp_pattern(&code_units(source))));
    text.push('/');
    text.extend(FLAGS.iter().map(|&(_, letter, _)| letter).filter(|&letter| flags.contains(&(letter as u16))));
    text
}

/// 22.2.6.13.1 EscapeRegExpPattern ( P, F ): a source that reads back as the same pattern
/// between slashes: `/` escaped outside classes, line terminators written as escapes, and
/// the empty pattern as `(?:)`.
fn escape_regexp_pattern(source: &[u16]) -> Vec<u16> {
    if source.is_empty() {
        return "(?:)".encode_utf16().collect();
    }
    let line_terminator = |unit: u16| -> Option<&'static str> {
        match unit {
            0x0a => Some("n"),
            0x0d => Some("r"),
            0x2028 => Some("u2028"),
            0x2029 => Some("u2029"),
            _ => None,
        }
    };
    let mut escaped = Vec::with_capacity(source.len());
    let mut in_class = false;
    let mut units = source.iter().copied();
    while let Some(unit) = units.next() {
        match unit {
            0x5c => {
                escaped.push(unit);
                if let Some(next) = units.next() {
                    match line_terminator(next) {
                        Some(escape) => escaped.extend(escape.encode_utf16()),
                        None => escaped.push(next),
                    }
                }
            }
            0x5b => {
                in_class = true;
                escaped.push(unit);
            }
            0x5d => {
                in_class = false;
                escaped.push(unit);
            }
            0x2f if !in_class => escaped.extend("\\/".encode_utf16()),
            _ => match line_terminator(unit) {
                Some(escape) => {
                    escaped.push(0x5c);
                    escaped.extend(escape.encode_utf16());
                }
                None => escaped.push(unit),
            },
        }
    }
    escaped
}
