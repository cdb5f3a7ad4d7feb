//! 21.1 Number Objects, and the global functions of 19.2 that read numbers and URIs
//! (parseInt, parseFloat, isNaN, isFinite, encodeURI...), installed here because
//! Number.parseInt and Number.parseFloat are the same function objects as the globals.
//!
//! ```text
//!   number.rs          constructor, constants, static methods, valueOf, toLocaleString
//!   number/format.rs   toString(radix), toFixed, toExponential, toPrecision
//!   number/parse.rs    parseInt, parseFloat, isNaN, isFinite (19.2.2-5)
//!   number/uri.rs      encodeURI, encodeURIComponent, decodeURI, decodeURIComponent
//!   number/escape.rs   Annex B's escape and unescape
//! ```

mod escape;
mod format;
mod parse;
mod uri;

pub use parse::{parse_float_value, parse_int_value};

use vm::cell::JSType;
use vm::runtime::bigint::BigIntRef;
use vm::runtime::conversions::bigint_to_f64;
use vm::runtime::function::{CallArgs, NativeFn};
use vm::runtime::realm::Intrinsic;
use vm::{Attributes, JSValue, JsResult, Message, ObjectRef, Throw, Vm};

use crate::util;

pub fn install(vm: &mut Vm) -> JsResult<()> {
    let prototype = vm.intrinsic(Intrinsic::NumberPrototype);
    let constructor = util::constructor(vm, "Number", 1, number_constructor, prototype)?;
    let constructor = vm.rooted(constructor);
    // 21.1.2 Properties of the Number Constructor: the constants are not writable,
    // enumerable or configurable.
    for (name, value) in CONSTANTS {
        util::value(vm, constructor.get(), name, JSValue::from_number(value), Attributes::NONE)?;
    }
    util::methods(vm, constructor.get(), STATIC_METHODS)?;
    // 21.1.3 Properties of the Number Prototype Object.
    let prototype = vm.intrinsic(Intrinsic::NumberPrototype);
    util::methods(vm, prototype, PROTOTYPE_METHODS)?;
    // 19.2 Function Properties of the Global Object. Number.parseFloat and Number.parseInt
    // (21.1.2.12-13) are the same objects.
    let global = vm.realm().global_object();
    let global = vm.rooted(global);
    for &(name, length, function) in GLOBAL_FUNCTIONS {
        let function = util::method(vm, global.get(), name, length, function)?;
        if name == "parseFloat" || name == "parseInt" {
            util::value(vm, constructor.get(), name, function.to_value(), Attributes::HIDDEN)?;
        }
    }
    util::global(vm, "Number", constructor.get().to_value())
}

/// 21.1.2 The value properties of the Number constructor, in order.
const CONSTANTS: [(&str, f64); 8] = [
    ("EPSILON", f64::EPSILON),
    ("MAX_SAFE_INTEGER", 9_007_199_254_740_991.0),
    ("MAX_VALUE", f64::MAX),
    ("MIN_SAFE_INTEGER", -9_007_199_254_740_991.0),
    ("MIN_VALUE", 5e-324),
    ("NaN", f64::NAN),
    ("NEGATIVE_INFINITY", f64::NEG_INFINITY),
    ("POSITIVE_INFINITY", f64::INFINITY),
];

/// 21.1.2 The function properties of the Number constructor (parseFloat and parseInt are
/// the globals, added in `install`).
const STATIC_METHODS: &[(&str, u32, NativeFn)] = &[
    ("isFinite", 1, is_finite),
    ("isInteger", 1, is_integer),
    ("isNaN", 1, is_nan),
    ("isSafeInteger", 1, is_safe_integer),
];

/// 21.1.3 The methods of %Number.prototype%.
const PROTOTYPE_METHODS: &[(&str, u32, NativeFn)] = &[
    ("toExponential", 1, format::to_exponential),
    ("toFixed", 1, format::to_fixed),
    ("toLocaleString", 0, to_locale_string),
    ("toPrecision", 1, format::to_precision),
    ("toString", 1, format::to_string),
    ("valueOf", 0, value_of),
];

/// 19.2 The function properties of the global object this file owns.
const GLOBAL_FUNCTIONS: &[(&str, u32, NativeFn)] = &[
    ("isFinite", 1, parse::global_is_finite),
    ("isNaN", 1, parse::global_is_nan),
    ("parseFloat", 1, parse::parse_float),
    ("parseInt", 2, parse::parse_int),
    ("decodeURI", 1, uri::decode_uri),
    ("decodeURIComponent", 1, uri::decode_uri_component),
    ("encodeURI", 1, uri::encode_uri),
    ("encodeURIComponent", 1, uri::encode_uri_component),
    // B.2.1 Additional Properties of the Global Object.
    ("escape", 1, escape::escape),
    ("unescape", 1, escape::unescape),
];

/// The Number functions and the number-parsing globals, quiet on primitives
/// (vm::tier::NativeEffect): their conversions of primitives run no JavaScript.
pub(crate) fn trace_natives() -> Vec<(usize, vm::tier::NativeEffect)> {
    use vm::tier::NativeEffect::{QuietOnPrimitiveArguments, QuietOnPrimitives};
    let statics =
        STATIC_METHODS.iter().chain(GLOBAL_FUNCTIONS).map(|&(_, _, f)| f).chain([number_constructor as NativeFn]);
    let mut table: Vec<(usize, vm::tier::NativeEffect)> =
        statics.map(|f| (f as usize, QuietOnPrimitiveArguments)).collect();
    table.extend(PROTOTYPE_METHODS.iter().map(|&(_, _, f)| (f as usize, QuietOnPrimitives)));
    table
}

/// 21.1.1.1 Number ( value )
fn number_constructor(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1. If value is present, then
    let number = if args.is_empty() {
        // 2. Else, let n be +0𝔽.
        0.0
    } else {
        // a. Let prim be ? ToNumeric(value).
        let primitive = vm.to_numeric(args.get(vm, 0))?;
        // b. If prim is a BigInt, let n be 𝔽(ℝ(prim)); c. Otherwise, let n be prim.
        match BigIntRef::from_value(primitive) {
            Some(bigint) => bigint_to_f64(bigint.value()),
            None => primitive.as_number(),
        }
    };
    // 3. If NewTarget is undefined, return n.
    if !args.is_construct() {
        return Ok(JSValue::from_number(number));
    }
    // 4-6. Let O be ? OrdinaryCreateFromConstructor(NewTarget, "%Number.prototype%",
    //      « [[NumberData]] »); set O.[[NumberData]] to n.
    let prototype = vm.get_prototype_from_constructor(args.new_target, Intrinsic::NumberPrototype)?;
    Ok(vm.new_primitive_wrapper(JSType::NumberObject, prototype, JSValue::from_number(number))?.to_value())
}

/// 21.1.2.2 Number.isFinite ( number )
fn is_finite(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1. If number is not a Number, return false. 2. Not NaN or ±∞.
    let number = args.get(vm, 0).to_number_if_number();
    Ok(JSValue::from_bool(number.is_some_and(f64::is_finite)))
}

/// 21.1.2.3 Number.isInteger ( number )
fn is_integer(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1. Return IsIntegralNumber(number).
    let number = args.get(vm, 0).to_number_if_number();
    Ok(JSValue::from_bool(number.is_some_and(is_integral)))
}

/// 21.1.2.4 Number.isNaN ( number )
fn is_nan(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    let number = args.get(vm, 0).to_number_if_number();
    Ok(JSValue::from_bool(number.is_some_and(f64::is_nan)))
}

/// 21.1.2.5 Number.isSafeInteger ( number )
fn is_safe_integer(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1. If IsIntegralNumber(number) is true, and abs(ℝ(number)) ≤ 2^53 - 1, return true.
    let number = args.get(vm, 0).to_number_if_number();
    Ok(JSValue::from_bool(number.is_some_and(|n| is_integral(n) && n.abs() <= 9_007_199_254_740_991.0)))
}

/// 7.2.6 IsIntegralNumber ( argument ), of a Number.
pub(crate) fn is_integral(number: f64) -> bool {
    number.is_finite() && number.trunc() == number
}

/// 21.1.3.4 Number.prototype.toLocaleString ( [ reserved1 [ , reserved2 ] ] ): without
/// ECMA-402 the same text as toString().
fn to_locale_string(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    let number = this_number_value(vm, args.this, "toLocaleString")?;
    Ok(vm.new_string(&vm::runtime::number::number_to_string(number))?.to_value())
}

/// 21.1.3.7 Number.prototype.valueOf ( )
fn value_of(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1. Return ? ThisNumberValue(this value).
    Ok(JSValue::from_number(this_number_value(vm, args.this, "valueOf")?))
}

/// 21.1.3.7.1 ThisNumberValue ( value )
pub(crate) fn this_number_value(vm: &mut Vm, value: JSValue, method: &str) -> JsResult<f64> {
    // 1. If value is a Number, return value.
    if let Some(number) = value.to_number_if_number() {
        return Ok(number);
    }
    // 2. If value is an Object and value has a [[NumberData]] internal slot, return it.
    if let Some(object) = ObjectRef::from_value(value)
        && object.js_type() == JSType::NumberObject
    {
        return Ok(object.internal(0).as_number());
    }
    // 3. Throw a TypeError exception.
    Err(vm.throw_error_with(Message::InvalidIncompatibleReceiver, format!("Number.prototype.{method}")))
}

/// Throws a RangeError with `text` as its message. (The message table has no RangeError
/// that takes free text, so the error object is made here.)
pub(crate) fn throw_range_error(vm: &mut Vm, text: &str) -> Throw {
    throw_error_object(vm, Intrinsic::RangeErrorPrototype, "RangeError", text)
}

/// Throws a new error object of the kind `prototype` names, with `text` as its message.
pub(crate) fn throw_error_object(vm: &mut Vm, prototype: Intrinsic, name: &str, text: &str) -> Throw {
    let stack = vm.stack_for_new_error(name, text);
    match vm.new_error_object(prototype, text, &stack) {
        Ok(error) => vm.throw_value(error.to_value()),
        Err(throw) => throw,
    }
}
