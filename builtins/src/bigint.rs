//! 21.2 BigInt Objects: the BigInt function, asIntN/asUintN, and the prototype's methods.
//!
//! A BigInt primitive owns a `num_bigint::BigInt`; its bitwise operations already have
//! the infinite two's complement semantics that asIntN and asUintN are defined by.

use num_bigint::BigInt;
use num_traits::{One as _, Signed as _, Zero as _};
use vm::cell::JSType;
use vm::runtime::bigint::BigIntRef;
use vm::runtime::conversions::Hint;
use vm::runtime::function::{CallArgs, NativeFn};
use vm::runtime::realm::Intrinsic;
use vm::{Attributes, JSValue, JsResult, Message, ObjectRef, PropertyKey, Vm};

use crate::util;

/// The most bits a BigInt may have (the limit the arithmetic operators enforce).
const MAX_BIGINT_BITS: u64 = 1 << 30;

pub fn install(vm: &mut Vm) -> JsResult<()> {
    let prototype = vm.intrinsic(Intrinsic::BigIntPrototype);
    let constructor = util::constructor(vm, "BigInt", 1, bigint_function, prototype)?;
    let constructor = vm.rooted(constructor);
    // 21.2.2 Properties of the BigInt Constructor.
    util::method(vm, constructor.get(), "asIntN", 2, as_int_n)?;
    util::method(vm, constructor.get(), "asUintN", 2, as_uint_n)?;
    // 21.2.3 Properties of the BigInt Prototype Object.
    let prototype = vm.intrinsic(Intrinsic::BigIntPrototype);
    util::methods(vm, prototype, PROTOTYPE_METHODS)?;
    // 21.2.3.5 BigInt.prototype [ @@toStringTag ]: "BigInt", configurable only.
    let tag = vm.new_string("BigInt")?;
    let prototype = vm.intrinsic(Intrinsic::BigIntPrototype);
    let key = PropertyKey::Symbol(vm.symbols.to_string_tag);
    vm.define_own_property(prototype, key, tag.to_value(), Attributes::CONFIGURABLE)?;
    util::global(vm, "BigInt", constructor.get().to_value())
}

/// 21.2.3 The methods of %BigInt.prototype%, in order.
const PROTOTYPE_METHODS: &[(&str, u32, NativeFn)] =
    &[("toLocaleString", 0, to_locale_string), ("toString", 0, to_string), ("valueOf", 0, value_of)];

/// 21.2.1.1 BigInt ( value )
fn bigint_function(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1. If NewTarget is not undefined, throw a TypeError exception.
    if args.is_construct() {
        return Err(vm.throw_error_with(Message::NotAConstructor, "BigInt"));
    }
    // 2. Let prim be ? ToPrimitive(value, number).
    let primitive = vm.to_primitive(args.get(vm, 0), Hint::Number)?;
    // 3. If prim is a Number, return ? NumberToBigInt(prim).
    if let Some(number) = primitive.to_number_if_number() {
        return number_to_bigint(vm, number);
    }
    // 4. Otherwise, return ? ToBigInt(prim).
    Ok(vm.to_bigint(primitive)?.to_value())
}

/// 21.2.1.1.1 NumberToBigInt ( number )
fn number_to_bigint(vm: &mut Vm, number: f64) -> JsResult<JSValue> {
    // 1. If IsIntegralNumber(number) is false, throw a RangeError exception.
    if !crate::number::is_integral(number) {
        let detail = vm::runtime::number::number_to_string(number);
        return Err(vm.throw_error_with(Message::InvalidNumberConversion, detail));
    }
    // 2. Return ℤ(ℝ(number)).
    let value = num_traits::FromPrimitive::from_f64(number).unwrap_or_else(BigInt::zero);
    vm.bigint_value(value)
}

/// 21.2.2.1 BigInt.asIntN ( bits, bigint )
fn as_int_n(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1. Set bits to ? ToIndex(bits).
    let bits = vm.to_index(args.get(vm, 0))?;
    // 2. Set bigint to ? ToBigInt(bigint).
    let bigint = vm.to_bigint(args.get(vm, 1))?;
    let value = bigint.value();
    if bits == 0 {
        return vm.bigint_value(BigInt::zero());
    }
    // Fast path: a value that already fits in `bits` signed bits is itself.
    if value.bits() < bits {
        return Ok(bigint.to_value());
    }
    // 3. Let mod be ℝ(bigint) modulo 2^bits.
    let modulus = BigInt::one() << bits as usize;
    let remainder = value & (&modulus - BigInt::one());
    // 4. If mod ≥ 2^(bits - 1), return ℤ(mod - 2^bits); else return ℤ(mod).
    let result = if remainder.bit(bits - 1) { remainder - modulus } else { remainder };
    vm.bigint_value(result)
}

/// 21.2.2.2 BigInt.asUintN ( bits, bigint )
fn as_uint_n(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1. Set bits to ? ToIndex(bits).
    let bits = vm.to_index(args.get(vm, 0))?;
    // 2. Set bigint to ? ToBigInt(bigint).
    let bigint = vm.to_bigint(args.get(vm, 1))?;
    let value = bigint.value();
    // Fast path: a non-negative value below 2^bits is itself.
    if !value.is_negative() && value.bits() <= bits {
        return Ok(bigint.to_value());
    }
    // A negative value modulo a huge power of two has as many bits as the power.
    if bits > MAX_BIGINT_BITS {
        return Err(vm.throw_error(Message::BigIntTooBig));
    }
    // 3. Return ℤ(ℝ(bigint) modulo 2^bits).
    let mask = (BigInt::one() << bits as usize) - BigInt::one();
    let result = value & mask;
    vm.bigint_value(result)
}

/// 21.2.3.4.1 ThisBigIntValue ( value )
fn this_bigint_value(vm: &mut Vm, value: JSValue, method: &str) -> JsResult<BigIntRef> {
    // 1. If value is a BigInt, return value.
    if let Some(bigint) = BigIntRef::from_value(value) {
        return Ok(bigint);
    }
    // 2. If value is an Object and value has a [[BigIntData]] internal slot, return it.
    if let Some(object) = ObjectRef::from_value(value)
        && object.js_type() == JSType::BigIntObject
        && let Some(bigint) = BigIntRef::from_value(object.internal(0))
    {
        return Ok(bigint);
    }
    // 3. Throw a TypeError exception.
    Err(vm.throw_error_with(Message::InvalidIncompatibleReceiver, format!("BigInt.prototype.{method}")))
}

/// 21.2.3.2 BigInt.prototype.toLocaleString ( [ reserved1 [ , reserved2 ] ] ): without
/// ECMA-402, the decimal digits toString gives.
fn to_locale_string(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    let bigint = this_bigint_value(vm, args.this, "toLocaleString")?;
    Ok(vm.new_string(&bigint.value().to_str_radix(10))?.to_value())
}

/// 21.2.3.3 BigInt.prototype.toString ( [ radix ] )
fn to_string(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1. Let x be ? ThisBigIntValue(this value).
    let bigint = this_bigint_value(vm, args.this, "toString")?;
    let bigint = vm.rooted(bigint);
    // 2-3. If radix is undefined, let radixMV be 10; else ? ToIntegerOrInfinity(radix).
    let radix = args.get(vm, 0);
    let radix = if radix.is_undefined() { 10.0 } else { vm.to_integer_or_infinity(radix)? };
    // 4. If radixMV is not in the inclusive interval from 2 to 36, throw a RangeError.
    if !(2.0..=36.0).contains(&radix) {
        return Err(vm.throw_error(Message::InvalidRadix));
    }
    // 5. Return BigInt::toString(x, radixMV).
    let text = bigint.get().value().to_str_radix(radix as u32);
    Ok(vm.new_string(&text)?.to_value())
}

/// 21.2.3.4 BigInt.prototype.valueOf ( )
fn value_of(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1. Return ? ThisBigIntValue(this value).
    Ok(this_bigint_value(vm, args.this, "valueOf")?.to_value())
}
