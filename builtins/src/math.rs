//! 21.3 The Math Object: its constants and functions.
//!
//! Most functions are ToNumber of each argument and then the IEEE 754 operation Rust's
//! `f64` (and its libm) provides; the comments note where the specification asks for
//! something the plain operation does not do (signed zeros, NaN propagation order,
//! ties in `round`).
//!
//! `Math.random` is xorshift64* seeded from the clock when the Math object is made (not a
//! cryptographic generator, which the specification does not ask for). Its 64-bit state
//! lives in the two data slots of the `random` function itself, 32 bits in each.

use vm::runtime::function::{CallArgs, NativeFn};
use vm::runtime::operators::js_pow;
use vm::runtime::realm::Intrinsic;
use vm::{Attributes, JSValue, JsResult, PropertyKey, Vm};

use crate::util;

pub fn install(vm: &mut Vm) -> JsResult<()> {
    let prototype = vm.realm().intrinsic(Intrinsic::ObjectPrototype);
    let math = vm.new_object(prototype)?;
    let math = vm.rooted(math);
    // 21.3.1 Value Properties of the Math Object: not writable, enumerable or configurable.
    for (name, value) in CONSTANTS {
        util::value(vm, math.get(), name, JSValue::from_number(value), Attributes::NONE)?;
    }
    // 21.3.1.9 Math [ @@toStringTag ]: "Math", configurable only.
    let tag = vm.new_string("Math")?;
    let key = PropertyKey::Symbol(vm.symbols.to_string_tag);
    vm.define_own_property(math.get(), key, tag.to_value(), Attributes::CONFIGURABLE)?;
    // 21.3.2 Function Properties of the Math Object.
    vm.reserve_own_properties(math.get(), FUNCTIONS.len() as u32)?;
    for &(name, length, function) in FUNCTIONS {
        let function = util::method(vm, math.get(), name, length, function)?;
        if name == "random" {
            seed_random(vm, function);
        }
    }
    crate::math_sum_precise::install(vm, math.get())?;
    util::global(vm, "Math", math.get().to_value())
}

/// 21.3.1 The value properties, in order.
const CONSTANTS: [(&str, f64); 8] = [
    ("E", std::f64::consts::E),
    ("LN10", std::f64::consts::LN_10),
    ("LN2", std::f64::consts::LN_2),
    ("LOG10E", std::f64::consts::LOG10_E),
    ("LOG2E", std::f64::consts::LOG2_E),
    ("PI", std::f64::consts::PI),
    ("SQRT1_2", std::f64::consts::FRAC_1_SQRT_2),
    ("SQRT2", std::f64::consts::SQRT_2),
];

/// 21.3.2 The function properties, in order: name, length, function.
const FUNCTIONS: &[(&str, u32, NativeFn)] = &[
    ("abs", 1, abs),
    ("acos", 1, acos),
    ("acosh", 1, acosh),
    ("asin", 1, asin),
    ("asinh", 1, asinh),
    ("atan", 1, atan),
    ("atanh", 1, atanh),
    ("atan2", 2, atan2),
    ("cbrt", 1, cbrt),
    ("ceil", 1, ceil),
    ("clz32", 1, clz32),
    ("cos", 1, cos),
    ("cosh", 1, cosh),
    ("exp", 1, exp),
    ("expm1", 1, expm1),
    ("floor", 1, floor),
    ("f16round", 1, f16round),
    ("fround", 1, fround),
    ("hypot", 2, hypot),
    ("imul", 2, imul),
    ("log", 1, log),
    ("log1p", 1, log1p),
    ("log10", 1, log10),
    ("log2", 1, log2),
    ("max", 2, max),
    ("min", 2, min),
    ("pow", 2, pow),
    ("random", 0, random),
    ("round", 1, round),
    ("sign", 1, sign),
    ("sin", 1, sin),
    ("sinh", 1, sinh),
    ("sqrt", 1, sqrt),
    ("tan", 1, tan),
    ("tanh", 1, tanh),
    ("trunc", 1, trunc),
];

/// Every Math function is quiet when its arguments are primitives: their ToNumber runs no
/// JavaScript (vm::tier::NativeEffect).
pub fn trace_natives() -> Vec<(usize, vm::tier::NativeEffect)> {
    FUNCTIONS.iter().map(|&(_, _, f)| (f as usize, vm::tier::NativeEffect::QuietOnPrimitiveArguments)).collect()
}

/// ToNumber of argument `index`.
/// The Math functions a trace may compute inline, by the address of their native function
/// (the trace guards the callee's identity, so a replaced `Math.sqrt` is not affected).
pub fn trace_intrinsics() -> Vec<(usize, vm::tier::TraceIntrinsic)> {
    use vm::tier::TraceIntrinsic as T;
    let address = |f: vm::runtime::function::NativeFn| f as usize;
    let mut table = vec![
        (address(sqrt), T::Sqrt),
        (address(abs), T::Abs),
        (address(min), T::Min),
        (address(max), T::Max),
        (address(imul), T::Imul),
    ];
    // sqrt and abs are inline instructions.
    let unary =
        UNARY_OPERATIONS.iter().filter(|(native, _)| ![address(sqrt), address(abs)].contains(&address(*native)));
    table.extend(unary.map(|&(native, f)| (address(native), T::Unary(f))));
    table
}

fn number_argument(vm: &mut Vm, args: &CallArgs, index: usize) -> JsResult<f64> {
    vm.to_number(args.get(vm, index))
}

/// The functions of one Number argument: 1. Let n be ? ToNumber(x), then the operation.
macro_rules! unary {
    ($($(#[$doc:meta])* $name:ident => $operation:expr;)*) => {
        $(
            $(#[$doc])*
            #[inline(never)] // One address, which the JIT recognises (vm::tier::TraceIntrinsic).
            fn $name(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
                let n = number_argument(vm, args, 0)?;
                let operation: fn(f64) -> f64 = $operation;
                Ok(JSValue::from_number(operation(n)))
            }
        )*

        /// Each of these functions with its operation on Numbers (for traces).
        const UNARY_OPERATIONS: &[(vm::runtime::function::NativeFn, fn(f64) -> f64)] = &[$(($name, $operation)),*];
    };
}

unary! {
    /// 21.3.2.1 Math.abs ( x )
    abs => f64::abs;
    /// 21.3.2.2 Math.acos ( x )
    acos => f64::acos;
    /// 21.3.2.3 Math.acosh ( x ): ln(x + √(x² - 1)), as ln(2x) where x² would overflow.
    acosh => |n| if n > 2f64.powi(28) { n.ln() + std::f64::consts::LN_2 } else { n.acosh() };
    /// 21.3.2.4 Math.asin ( x )
    asin => f64::asin;
    /// 21.3.2.5 Math.asinh ( x ) (keeps -0; ln(2|x|) where x² would overflow).
    asinh => |n| match n.abs() {
        0.0 => n,
        magnitude if magnitude > 2f64.powi(28) => (magnitude.ln() + std::f64::consts::LN_2).copysign(n),
        _ => n.asinh(),
    };
    /// 21.3.2.6 Math.atan ( x )
    atan => f64::atan;
    /// 21.3.2.7 Math.atanh ( x ) (keeps -0).
    atanh => |n| if n == 0.0 { n } else { n.atanh() };
    /// 21.3.2.9 Math.cbrt ( x )
    cbrt => f64::cbrt;
    /// 21.3.2.10 Math.ceil ( x ) (values in (-1, 0) give -0).
    ceil => f64::ceil;
    /// 21.3.2.12 Math.cos ( x )
    cos => f64::cos;
    /// 21.3.2.13 Math.cosh ( x )
    cosh => f64::cosh;
    /// 21.3.2.14 Math.exp ( x )
    exp => f64::exp;
    /// 21.3.2.15 Math.expm1 ( x )
    expm1 => f64::exp_m1;
    /// 21.3.2.16 Math.floor ( x )
    floor => f64::floor;
    /// ES2025 21.3.2.17 Math.f16round ( x ): rounded to binary16 (in one rounding) and back.
    f16round => vm::object::typed_array::float16::f16round;
    /// 21.3.2.17 Math.fround ( x ): rounded to binary32 and back.
    fround => |n| n as f32 as f64;
    /// 21.3.2.20 Math.log ( x )
    log => f64::ln;
    /// 21.3.2.21 Math.log1p ( x )
    log1p => f64::ln_1p;
    /// 21.3.2.22 Math.log10 ( x )
    log10 => f64::log10;
    /// 21.3.2.23 Math.log2 ( x )
    log2 => f64::log2;
    /// 21.3.2.28 Math.round ( x )
    round => round_half_up;
    /// 21.3.2.29 Math.sign ( x ): NaN and zeros are themselves.
    sign => |n| if n.is_nan() || n == 0.0 { n } else { n.signum() };
    /// 21.3.2.30 Math.sin ( x )
    sin => f64::sin;
    /// 21.3.2.31 Math.sinh ( x ) (keeps -0).
    sinh => |n| if n == 0.0 { n } else { n.sinh() };
    /// 21.3.2.32 Math.sqrt ( x )
    sqrt => f64::sqrt;
    /// 21.3.2.33 Math.tan ( x )
    tan => f64::tan;
    /// 21.3.2.34 Math.tanh ( x )
    tanh => f64::tanh;
    /// 21.3.2.35 Math.trunc ( x )
    trunc => f64::trunc;
}

/// 21.3.2.28 Math.round ( x ): the integer closest to x, ties toward +∞; -0 for
/// x in [-0.5, -0). (`floor(x + 0.5)` is wrong for 0.49999999999999994, where the sum
/// rounds up to 1.)
fn round_half_up(n: f64) -> f64 {
    if !n.is_finite() || n.fract() == 0.0 {
        return n;
    }
    if (-0.5..0.0).contains(&n) {
        return -0.0;
    }
    let floor = n.floor();
    if n - floor >= 0.5 { floor + 1.0 } else { floor }
}

/// 21.3.2.8 Math.atan2 ( y, x )
fn atan2(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1-2. Let ny be ? ToNumber(y); let nx be ? ToNumber(x).
    let y = number_argument(vm, args, 0)?;
    let x = number_argument(vm, args, 1)?;
    Ok(JSValue::from_number(y.atan2(x)))
}

/// 21.3.2.11 Math.clz32 ( x )
fn clz32(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1. Let n be ? ToUint32(x). 2. The number of leading zero bits in its 32-bit form.
    let n = vm.to_uint32(args.get(vm, 0))?;
    Ok(JSValue::from_i32(n.leading_zeros() as i32))
}

/// 21.3.2.18 Math.hypot ( ...args )
fn hypot(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1-2. Let coerced be the ToNumber of every argument, in order.
    let mut coerced = Vec::with_capacity(args.len());
    for index in 0..args.len() {
        coerced.push(number_argument(vm, args, index)?);
    }
    // 3. An infinity wins, even over NaN; 4. then NaN.
    if coerced.iter().any(|n| n.is_infinite()) {
        return Ok(JSValue::from_number(f64::INFINITY));
    }
    if coerced.iter().any(|n| n.is_nan()) {
        return Ok(JSValue::from_number(f64::NAN));
    }
    // 5-6. All zeros give +0; otherwise the square root of the sum of squares, scaled by
    //      the largest magnitude so that the squares neither overflow nor underflow.
    let largest = coerced.iter().fold(0.0f64, |largest, n| largest.max(n.abs()));
    if largest == 0.0 {
        return Ok(JSValue::from_i32(0));
    }
    let sum: f64 = coerced.iter().map(|n| (n / largest) * (n / largest)).sum();
    Ok(JSValue::from_number(largest * sum.sqrt()))
}

/// 21.3.2.19 Math.imul ( x, y )
#[inline(never)] // One address, which the JIT recognises (vm::tier::TraceIntrinsic).
fn imul(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1-2. Let a be ℝ(? ToUint32(x)); let b be ℝ(? ToUint32(y)).
    let a = vm.to_uint32(args.get(vm, 0))?;
    let b = vm.to_uint32(args.get(vm, 1))?;
    // 3-4. The product modulo 2^32, as a signed 32-bit integer.
    Ok(JSValue::from_i32(a.wrapping_mul(b) as i32))
}

/// The extremum of `max` and `min`: every argument is converted first; NaN wins; the
/// zeros are ordered -0 < +0.
fn extremum(vm: &mut Vm, args: &CallArgs, maximum: bool) -> JsResult<JSValue> {
    // 1. Let coerced be the ToNumber of every argument, in order.
    let mut coerced = Vec::with_capacity(args.len());
    for index in 0..args.len() {
        coerced.push(number_argument(vm, args, index)?);
    }
    // 2. Let highest be -∞ (lowest +∞). 3. For each number: NaN returns NaN.
    let mut best = if maximum { f64::NEG_INFINITY } else { f64::INFINITY };
    for number in coerced {
        if number.is_nan() {
            return Ok(JSValue::from_number(f64::NAN));
        }
        // +0 is larger than -0.
        let zeros = number == 0.0 && best == 0.0 && number.is_sign_negative() != best.is_sign_negative();
        let better = if maximum {
            number > best || (zeros && number.is_sign_positive())
        } else {
            number < best || (zeros && number.is_sign_negative())
        };
        if better {
            best = number;
        }
    }
    Ok(JSValue::from_number(best))
}

/// 21.3.2.24 Math.max ( ...args )
#[inline(never)] // One address, which the JIT recognises (vm::tier::TraceIntrinsic).
fn max(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    extremum(vm, args, true)
}

/// 21.3.2.25 Math.min ( ...args )
#[inline(never)] // One address, which the JIT recognises (vm::tier::TraceIntrinsic).
fn min(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    extremum(vm, args, false)
}

/// 21.3.2.26 Math.pow ( base, exponent )
fn pow(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1-2. Set base to ? ToNumber(base); set exponent to ? ToNumber(exponent).
    let base = number_argument(vm, args, 0)?;
    let exponent = number_argument(vm, args, 1)?;
    // 3. Return Number::exponentiate(base, exponent).
    Ok(JSValue::from_number(js_pow(base, exponent)))
}

/// Seeds the generator state of `random` from the clock.
fn seed_random(vm: &mut Vm, random: vm::ObjectRef) {
    let nanos = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0x9e37_79b9_7f4a_7c15, |elapsed| elapsed.as_nanos() as u64);
    // One SplitMix64 step spreads the clock's bits over the word; the state must not be 0.
    let mut z = nanos.wrapping_add(0x9e37_79b9_7f4a_7c15);
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    store_random_state(vm, random, (z ^ (z >> 31)) | 1);
}

/// The 64-bit state, as its high and low 32-bit halves in the two data slots (a double
/// holds each exactly).
fn store_random_state(vm: &mut Vm, random: vm::ObjectRef, state: u64) {
    vm.set_native_data(random, 0, JSValue::from_number((state >> 32) as f64));
    vm.set_native_data(random, 1, JSValue::from_number((state & 0xffff_ffff) as f64));
}

/// 21.3.2.27 Math.random ( ): a double in [0, 1), uniformly distributed (xorshift64*).
fn random(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    let half = |which| vm.native_data(args.callee, which).as_number() as u64;
    let mut state = (half(0) << 32) | half(1);
    state ^= state >> 12;
    state ^= state << 25;
    state ^= state >> 27;
    store_random_state(vm, args.callee, state);
    let output = state.wrapping_mul(0x2545_f491_4f6c_dd1d);
    // The top 53 bits, as a fraction of 2^53.
    Ok(JSValue::from_number((output >> 11) as f64 / (1u64 << 53) as f64))
}
