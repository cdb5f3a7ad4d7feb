//! 22.2 RegExp objects: what regular expression literals need today (the flags and source
//! accessors and `toString` of %RegExp.prototype%). Matching, the constructor and the
//! Symbol methods come with the rest of the library (issue 5).

use vm::cell::JSType;
use vm::interpreter::ops::object::{REGEXP_FLAGS, REGEXP_SOURCE};
use vm::runtime::function::CallArgs;
use vm::runtime::realm::Intrinsic;
use vm::string::StringRef;
use vm::{JSValue, JsResult, Message, ObjectRef, PropertyKey, Vm};

use crate::util;

/// The flag accessors of 22.2.6, with their flag letters.
const FLAGS: [(&str, char, vm::runtime::function::NativeFn); 8] = [
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
    let prototype_root = vm.rooted(prototype);
    for (name, _, getter) in FLAGS {
        let key = vm.property_key_from_str(name)?;
        util::accessor(vm, prototype_root.get(), key, name, getter, None)?;
    }
    let key = vm.property_key_from_str("flags")?;
    util::accessor(vm, prototype_root.get(), key, "flags", flags, None)?;
    let key = vm.property_key_from_str("source")?;
    util::accessor(vm, prototype_root.get(), key, "source", source, None)?;
    util::method(vm, prototype_root.get(), "toString", 0, to_string)?;
    Ok(())
}

/// The RegExp object `this` is, if it is one.
fn this_regexp(args: &CallArgs) -> Option<ObjectRef> {
    ObjectRef::from_value(args.this).filter(|object| object.js_type() == JSType::RegExp)
}

/// 22.2.6.4.1 RegExpHasFlag ( R, codeUnit )
fn has_flag(vm: &mut Vm, args: &CallArgs, flag: char, name: &str) -> JsResult<JSValue> {
    // 1-2. Not an object: TypeError.
    let Some(object) = ObjectRef::from_value(args.this) else {
        return Err(vm.throw_error_with(Message::InvalidIncompatibleReceiver, format!("RegExp.prototype.{name}")));
    };
    // 3. No [[OriginalFlags]]: undefined for %RegExp.prototype%, else TypeError.
    if object.js_type() != JSType::RegExp {
        if args.this == vm.realm().intrinsic(Intrinsic::RegExpPrototype) {
            return Ok(JSValue::UNDEFINED);
        }
        return Err(vm.throw_error_with(Message::InvalidIncompatibleReceiver, format!("RegExp.prototype.{name}")));
    }
    // 4-6. Whether [[OriginalFlags]] contains the flag.
    let flags = StringRef::from_value(object.internal(REGEXP_FLAGS)).expect("flags are a string").to_string_lossy();
    Ok(JSValue::from_bool(flags.contains(flag)))
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
    // 1-2. R must be an object.
    let Some(object) = ObjectRef::from_value(args.this) else {
        return Err(vm.throw_error_with(Message::InvalidIncompatibleReceiver, "RegExp.prototype.flags"));
    };
    let object_root = vm.rooted(object);
    // 3-18. Each flag's getter, in order.
    let mut result = String::new();
    for (name, letter, _) in FLAGS {
        let key = vm.property_key_from_str(name)?;
        let value = vm.get(object_root.get(), key)?;
        if vm.to_boolean(value) {
            result.push(letter);
        }
    }
    Ok(vm.new_string(&result)?.to_value())
}

/// 22.2.6.13 get RegExp.prototype.source
fn source(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    let Some(object) = this_regexp(args) else {
        if args.this == vm.realm().intrinsic(Intrinsic::RegExpPrototype) {
            return Ok(vm.new_string("(?:)")?.to_value());
        }
        return Err(vm.throw_error_with(Message::InvalidIncompatibleReceiver, "RegExp.prototype.source"));
    };
    // 22.2.6.13.1 EscapeRegExpPattern: a `/` and line terminators escaped; empty is (?:).
    let text = StringRef::from_value(object.internal(REGEXP_SOURCE)).expect("a source string").to_string_lossy();
    if text.is_empty() {
        return Ok(vm.new_string("(?:)")?.to_value());
    }
    let mut escaped = String::with_capacity(text.len());
    let mut in_class = false;
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '\\' => {
                escaped.push('\\');
                if let Some(next) = chars.next() {
                    escaped.push(next);
                }
            }
            '[' => {
                in_class = true;
                escaped.push(c);
            }
            ']' => {
                in_class = false;
                escaped.push(c);
            }
            '/' if !in_class => escaped.push_str("\\/"),
            '\n' => escaped.push_str("\\n"),
            '\r' => escaped.push_str("\\r"),
            '\u{2028}' => escaped.push_str("\\u2028"),
            '\u{2029}' => escaped.push_str("\\u2029"),
            _ => escaped.push(c),
        }
    }
    Ok(vm.new_string(&escaped)?.to_value())
}

/// 22.2.6.17 RegExp.prototype.toString ( )
fn to_string(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    let Some(object) = ObjectRef::from_value(args.this) else {
        return Err(vm.throw_error_with(Message::InvalidIncompatibleReceiver, "RegExp.prototype.toString"));
    };
    let object_root = vm.rooted(object);
    let key = vm.property_key_from_str("source")?;
    let pattern = vm.get(object, key)?;
    let pattern = vm.to_string(pattern)?.to_string_lossy();
    let key = vm.property_key_from_str("flags")?;
    let flags = vm.get(object_root.get(), key)?;
    let flags = vm.to_string(flags)?.to_string_lossy();
    Ok(vm.new_string(&format!("/{pattern}/{flags}"))?.to_value())
}

#[allow(dead_code)]
fn unused(_: PropertyKey) {}
