//! 13 The operators' semantics beyond the interpreter's fast paths: arithmetic on any
//! values (numbers and BigInts), equality, relational comparison, `typeof`, `instanceof`
//! and `in`.

use num_bigint::BigInt;
use num_integer::Integer;
use num_traits::FromPrimitive as _;
use num_traits::{Pow, Signed, ToPrimitive as _, Zero};

use crate::cell::JSType;
use crate::error::{JsResult, Message};
use crate::interpreter::ops::elements::{fast_indexed_get, int32_index};
use crate::object::ObjectRef;
use crate::property::PropertyKey;
use crate::runtime::bigint::{BigIntRef, string_to_bigint};
use crate::runtime::conversions::{Hint, f64_to_int32};
use crate::runtime::function::BOUND_TARGET;
use crate::runtime::html_dda::is_html_dda;
use crate::runtime::object_ops::same_value_non_number;
use crate::runtime::realm::Intrinsic;
use crate::string::StringRef;
use crate::value::JSValue;
use crate::vm::Vm;

/// The binary numeric operators.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NumericOp {
    Sub,
    Mul,
    Div,
    Mod,
    Exp,
    BitAnd,
    BitOr,
    BitXor,
    Shl,
    Shr,
    UShr,
}

/// The largest BigInt shift or exponent the engine computes (2^30 bits is already 128 MiB).
pub const MAX_BIGINT_BITS: u64 = 1 << 30;

impl Vm {
    /// 13.15.3 ApplyStringOrNumericBinaryOperator for `+`.
    pub fn add_values(&mut self, lhs: JSValue, rhs: JSValue) -> JsResult<JSValue> {
        let rhs_root = self.root_value(rhs);
        // 1.a-b. Let lprim be ? ToPrimitive(lval); let rprim be ? ToPrimitive(rval).
        let lhs = self.to_primitive(lhs, Hint::Default)?;
        let lhs_root = self.root_value(lhs);
        let rhs = self.to_primitive(rhs_root.get(), Hint::Default)?;
        let lhs = lhs_root.get();
        // c. If lprim or rprim is a String, concatenate their ToStrings.
        if StringRef::from_value(lhs).is_some() || StringRef::from_value(rhs).is_some() {
            let rhs_root = self.root_value(rhs);
            let left = self.to_string(lhs)?;
            let left_root = self.rooted(left);
            let right = self.to_string(rhs_root.get())?;
            return Ok(self.concat(left_root.get(), right)?.to_value());
        }
        // d-e. Numeric addition of ToNumeric(lprim) and ToNumeric(rprim) (primitives: these
        // conversions run no code).
        let lhs = self.to_numeric(lhs)?;
        let lhs_root = self.root_value(lhs);
        let rhs = self.to_numeric(rhs)?;
        self.numeric_binary(lhs_root.get(), rhs, None)
    }

    /// ApplyStringOrNumericBinaryOperator for the numeric operators.
    pub fn numeric_values(&mut self, op: NumericOp, lhs: JSValue, rhs: JSValue) -> JsResult<JSValue> {
        let rhs_root = self.root_value(rhs);
        let lhs = self.to_numeric(lhs)?;
        let lhs_root = self.root_value(lhs);
        let rhs = self.to_numeric(rhs_root.get())?;
        self.numeric_binary(lhs_root.get(), rhs, Some(op))
    }

    /// The operation on two numeric values (`None` is addition).
    fn numeric_binary(&mut self, lhs: JSValue, rhs: JSValue, op: Option<NumericOp>) -> JsResult<JSValue> {
        let (lhs, rhs) = match (lhs.is_number(), rhs.is_number()) {
            (true, true) => {
                let (a, b) = (lhs.as_number(), rhs.as_number());
                return Ok(match op {
                    None => JSValue::from_number(a + b),
                    Some(op) => number_op(op, a, b),
                });
            }
            (false, false) => match (BigIntRef::from_value(lhs), BigIntRef::from_value(rhs)) {
                (Some(a), Some(b)) => (a, b),
                _ => {
                    let (lhs, rhs) = (self.to_numeric(lhs)?, self.to_numeric(rhs)?);
                    return self.numeric_binary(lhs, rhs, op);
                }
            },
            _ => return Err(self.throw_error(Message::BigIntMixedTypes)),
        };
        let (a, b) = (lhs.value(), rhs.value());
        let result = match op {
            None => a + b,
            Some(NumericOp::Sub) => a - b,
            Some(NumericOp::Mul) => a * b,
            Some(NumericOp::Div) | Some(NumericOp::Mod) if b.is_zero() => {
                return Err(self.throw_error(Message::BigIntDivisionByZero));
            }
            Some(NumericOp::Div) => a / b,
            Some(NumericOp::Mod) => a % b,
            Some(NumericOp::Exp) => {
                if b.is_negative() {
                    return Err(self.throw_error(Message::BigIntNegativeExponent));
                }
                match b.to_u32() {
                    Some(exponent) if a.bits().saturating_mul(exponent as u64) <= MAX_BIGINT_BITS || a.bits() <= 1 => {
                        Pow::pow(a, exponent)
                    }
                    _ => return Err(self.throw_error(Message::BigIntTooBig)),
                }
            }
            Some(NumericOp::BitAnd) => a & b,
            Some(NumericOp::BitOr) => a | b,
            Some(NumericOp::BitXor) => a ^ b,
            Some(NumericOp::Shl) | Some(NumericOp::Shr) => {
                let left = op == Some(NumericOp::Shl);
                let amount = b.to_i64().filter(|n| n.unsigned_abs() <= MAX_BIGINT_BITS);
                match amount {
                    Some(n) => {
                        let n = if left { n } else { -n };
                        if n >= 0 { a << n as usize } else { a.div_floor(&(BigInt::from(1) << (-n) as usize)) }
                    }
                    None if left == b.is_negative() => {
                        if a.is_negative() {
                            BigInt::from(-1)
                        } else {
                            BigInt::zero()
                        }
                    }
                    None => return Err(self.throw_error(Message::BigIntTooBig)),
                }
            }
            Some(NumericOp::UShr) => {
                return Err(self.throw_error_with(
                    Message::ThrowTypeError,
                    "BigInts have no unsigned right shift, use >> instead",
                ));
            }
        };
        self.bigint_value(result)
    }

    /// Unary minus on any value.
    pub fn negate_value(&mut self, value: JSValue) -> JsResult<JSValue> {
        let numeric = self.to_numeric(value)?;
        match BigIntRef::from_value(numeric) {
            Some(bigint) => {
                let negated = -bigint.value();
                self.bigint_value(negated)
            }
            None => Ok(JSValue::from_number(-numeric.as_number())),
        }
    }

    /// `~` on any value.
    pub fn bit_not_value(&mut self, value: JSValue) -> JsResult<JSValue> {
        let numeric = self.to_numeric(value)?;
        match BigIntRef::from_value(numeric) {
            Some(bigint) => {
                let inverted = -bigint.value() - 1;
                self.bigint_value(inverted)
            }
            None => Ok(JSValue::from_i32(!f64_to_int32(numeric.as_number()))),
        }
    }

    /// `++`/`--` on any value: ToNumeric, then add `delta`.
    pub fn increment_value(&mut self, value: JSValue, delta: i32) -> JsResult<JSValue> {
        let numeric = self.to_numeric(value)?;
        match BigIntRef::from_value(numeric) {
            Some(bigint) => {
                let result = bigint.value() + delta;
                self.bigint_value(result)
            }
            None => Ok(JSValue::from_number(numeric.as_number() + delta as f64)),
        }
    }

    /// 7.2.13 IsLooselyEqual ( x, y )
    pub fn loosely_equal(&mut self, x: JSValue, y: JSValue) -> JsResult<bool> {
        // 1. Same type: strict equality.
        if same_type(x, y) {
            return Ok(strictly_equal(x, y));
        }
        // 2-3. null and undefined equal each other.
        if x.is_undefined_or_null() && y.is_undefined_or_null() {
            return Ok(true);
        }
        // B.3.6.2 4-5. Otherwise one of them alone is undefined or null: only an object with
        // an [[IsHTMLDDA]] slot equals it.
        if x.is_undefined_or_null() || y.is_undefined_or_null() {
            return Ok(is_html_dda(x) || is_html_dda(y));
        }
        // 5-6. Number and String: compare numerically.
        if x.is_number() && StringRef::from_value(y).is_some() {
            let y = self.to_number(y)?;
            return Ok(x.as_number() == y);
        }
        if StringRef::from_value(x).is_some() && y.is_number() {
            let x = self.to_number(x)?;
            return Ok(x == y.as_number());
        }
        // 7-8. BigInt and String.
        if let (Some(a), Some(b)) = (BigIntRef::from_value(x), StringRef::from_value(y)) {
            return Ok(self.string_to_bigint_value(b).is_some_and(|n| &n == a.value()));
        }
        if let (Some(a), Some(b)) = (StringRef::from_value(x), BigIntRef::from_value(y)) {
            return Ok(self.string_to_bigint_value(a).is_some_and(|n| &n == b.value()));
        }
        // 9-10. Booleans convert to numbers.
        if x.is_boolean() {
            return self.loosely_equal(JSValue::from_i32(x.as_bool() as i32), y);
        }
        if y.is_boolean() {
            return self.loosely_equal(x, JSValue::from_i32(y.as_bool() as i32));
        }
        // 11-12. An object against a primitive: ToPrimitive the object.
        let x_object = ObjectRef::from_value(x).is_some();
        let y_object = ObjectRef::from_value(y).is_some();
        if y_object && !x_object {
            let x_root = self.root_value(x);
            let y = self.to_primitive(y, Hint::Default)?;
            return self.loosely_equal(x_root.get(), y);
        }
        if x_object && !y_object {
            let y_root = self.root_value(y);
            let x = self.to_primitive(x, Hint::Default)?;
            return self.loosely_equal(x, y_root.get());
        }
        // 13. BigInt and Number.
        if let Some(a) = BigIntRef::from_value(x)
            && y.is_number()
        {
            return Ok(bigint_equals_number(a.value(), y.as_number()));
        }
        if let Some(b) = BigIntRef::from_value(y)
            && x.is_number()
        {
            return Ok(bigint_equals_number(b.value(), x.as_number()));
        }
        Ok(false)
    }

    fn string_to_bigint_value(&self, string: StringRef) -> Option<BigInt> {
        let mut units = Vec::new();
        string.append_code_units(&mut units);
        string_to_bigint(&units)
    }

    /// 7.2.14 IsLessThan ( x, y, LeftFirst ): `Some(true)`, `Some(false)` or `None`
    /// (undefined: a NaN was involved).
    pub fn is_less_than(&mut self, x: JSValue, y: JSValue, left_first: bool) -> JsResult<Option<bool>> {
        let (px, py) = if left_first {
            let y_root = self.root_value(y);
            let px = self.to_primitive(x, Hint::Number)?;
            let px_root = self.root_value(px);
            let py = self.to_primitive(y_root.get(), Hint::Number)?;
            (px_root.get(), py)
        } else {
            let x_root = self.root_value(x);
            let py = self.to_primitive(y, Hint::Number)?;
            let py_root = self.root_value(py);
            let px = self.to_primitive(x_root.get(), Hint::Number)?;
            (px, py_root.get())
        };
        // 3. Two strings: compare code units.
        if let (Some(a), Some(b)) = (StringRef::from_value(px), StringRef::from_value(py)) {
            let (mut left, mut right) = (Vec::new(), Vec::new());
            a.append_code_units(&mut left);
            b.append_code_units(&mut right);
            return Ok(Some(left < right));
        }
        // 4. BigInt and String.
        if let (Some(a), Some(b)) = (BigIntRef::from_value(px), StringRef::from_value(py)) {
            return Ok(self.string_to_bigint_value(b).map(|n| a.value() < &n));
        }
        if let (Some(a), Some(b)) = (StringRef::from_value(px), BigIntRef::from_value(py)) {
            return Ok(self.string_to_bigint_value(a).map(|n| &n < b.value()));
        }
        // 5. Numerics.
        let nx = self.to_numeric(px)?;
        let ny_root = self.root_value(nx);
        let ny = self.to_numeric(py)?;
        let nx = ny_root.get();
        match (BigIntRef::from_value(nx), BigIntRef::from_value(ny)) {
            (None, None) => {
                let (a, b) = (nx.as_number(), ny.as_number());
                Ok(if a.is_nan() || b.is_nan() { None } else { Some(a < b) })
            }
            (Some(a), Some(b)) => Ok(Some(a.value() < b.value())),
            (Some(a), None) => Ok(bigint_compare_number(a.value(), ny.as_number()).map(|o| o.is_lt())),
            (None, Some(b)) => Ok(bigint_compare_number(b.value(), nx.as_number()).map(|o| o.is_gt())),
        }
    }

    /// 13.5.3 The typeof Operator
    pub fn type_of(&self, value: JSValue) -> StringRef {
        let names = &self.names;
        if value.is_undefined() {
            return names.undefined;
        }
        if value.is_null() {
            return names.object;
        }
        if value.is_boolean() {
            return names.boolean;
        }
        if value.is_number() {
            return names.number;
        }
        match crate::cell::js_type(value.as_cell()) {
            JSType::String => names.string,
            // B.3.6.3 Changes to the typeof Operator.
            JSType::HtmlDda => names.undefined,
            JSType::Symbol => names.symbol,
            JSType::BigInt => names.bigint,
            t if t.is_function() => names.function,
            JSType::Proxy if ObjectRef::from_value(value).is_some_and(ObjectRef::is_callable) => names.function,
            _ => names.object,
        }
    }

    /// 13.10.2 InstanceofOperator ( V, target )
    pub fn instance_of(&mut self, value: JSValue, target: JSValue) -> JsResult<bool> {
        // 1. If target is not an Object, throw a TypeError exception.
        let Some(target_object) = ObjectRef::from_value(target) else {
            return Err(self.throw_error(Message::InstanceOfNotCallable));
        };
        // 2-3, for the common target: a data property found through the shared property
        // cache (no getter to run) that is this realm's Function.prototype[@@hasInstance],
        // which is OrdinaryHasInstance: done here, with no lookup nor call from Rust.
        let has_instance = PropertyKey::Symbol(self.symbols.has_instance);
        let ordinary = self.realm().intrinsic(Intrinsic::FunctionProtoHasInstance);
        if ordinary.is_cell() && self.get_through_megamorphic_table(target_object, has_instance) == Some(ordinary) {
            return self.ordinary_has_instance(target, value);
        }
        let (value_root, target_root) = (self.root_value(value), self.rooted(target_object));
        // 2. Let instOfHandler be ? GetMethod(target, @@hasInstance).
        if let Some(handler) = self.get_method(target, has_instance)? {
            // 3. If instOfHandler is not undefined: ToBoolean(? Call(instOfHandler, target, « V »)).
            let result = self.call(handler.to_value(), target_root.get().to_value(), &[value_root.get()])?;
            return Ok(self.to_boolean(result));
        }
        // 4. If IsCallable(target) is false, throw a TypeError exception.
        if !target_root.get().is_callable() {
            return Err(self.throw_error(Message::InstanceOfNotCallable));
        }
        // 5. Return ? OrdinaryHasInstance(target, V).
        self.ordinary_has_instance(target_root.get().to_value(), value_root.get())
    }

    /// 7.3.22 OrdinaryHasInstance ( C, O )
    pub fn ordinary_has_instance(&mut self, constructor: JSValue, value: JSValue) -> JsResult<bool> {
        // 1. If IsCallable(C) is false, return false.
        let Some(constructor) = ObjectRef::from_value(constructor).filter(|c| c.is_callable()) else {
            return Ok(false);
        };
        // 2. If C has a [[BoundTargetFunction]] internal slot, then
        if constructor.js_type() == JSType::BoundFunction {
            return self.instance_of(value, constructor.internal(BOUND_TARGET));
        }
        // 3. If O is not an Object, return false.
        let Some(object) = ObjectRef::from_value(value) else { return Ok(false) };
        let object_root = self.rooted(object);
        // 4. Let P be ? Get(C, "prototype"), through the shared property cache when a data
        // property answers.
        let key = PropertyKey::Atom(self.names.prototype);
        let prototype = match self.get_through_megamorphic_table(constructor, key) {
            Some(prototype) => prototype,
            None => self.get(constructor, key)?,
        };
        // 5. If P is not an Object, throw a TypeError exception.
        let Some(prototype) = ObjectRef::from_value(prototype) else {
            return Err(self.throw_error(Message::InstanceOfPrototypeNotObject));
        };
        // 6. Walk O's prototype chain.
        let mut current = object_root.get();
        loop {
            match ObjectRef::from_value(self.get_prototype_of(current)?) {
                None => return Ok(false),
                Some(parent) if parent == prototype => return Ok(true),
                Some(parent) => current = parent,
            }
        }
    }

    /// The `in` operator: `key in object`. An element of an array's int32, double or
    /// contiguous vector answers here, without a call: the self-hosted array methods ask
    /// `k in O` for every index. (Not a typed array's fast read, which gives undefined
    /// past the end.)
    #[inline(always)]
    pub fn has_property_operator(&mut self, key: JSValue, object: JSValue) -> JsResult<bool> {
        if let (Some(target), Some(index)) = (ObjectRef::from_value(object), int32_index(key))
            && fast_indexed_get(target, index).is_some()
        {
            return Ok(true);
        }
        self.has_property_operator_general(key, object)
    }

    #[inline(never)]
    fn has_property_operator_general(&mut self, key: JSValue, object: JSValue) -> JsResult<bool> {
        let Some(object) = ObjectRef::from_value(object) else {
            let detail = self.describe_value(object);
            return Err(self.throw_error_with(Message::InOperandNotObject, detail));
        };
        // An element the object's own indexed storage holds (array storage too) answers at
        // once: no key to convert, no prototype to walk; through the general path that was
        // about 160 instructions an element. A proxy has no such storage; its trap must run.
        if key.is_int32()
            && let Ok(index) = u32::try_from(key.as_int32())
            && !object.is_proxy()
            && self.get_own_index(object, index).is_some()
        {
            return Ok(true);
        }
        let object_root = self.rooted(object);
        let key = self.to_property_key(key)?;
        self.has_property(object_root.get(), key)
    }
}

/// Whether two values have the same ECMAScript type.
fn same_type(x: JSValue, y: JSValue) -> bool {
    if x.is_number() || y.is_number() {
        return x.is_number() && y.is_number();
    }
    if x.is_cell() && y.is_cell() {
        let (a, b) = (crate::cell::js_type(x.as_cell()), crate::cell::js_type(y.as_cell()));
        return a == b || (a.is_object() && b.is_object());
    }
    if x.is_boolean() || y.is_boolean() {
        return x.is_boolean() && y.is_boolean();
    }
    x == y
}

/// 7.2.15 IsStrictlyEqual ( x, y )
pub fn strictly_equal(x: JSValue, y: JSValue) -> bool {
    if x.is_number() && y.is_number() {
        return x.as_number() == y.as_number();
    }
    if x == y {
        return true;
    }
    if x.is_cell() && y.is_cell() {
        return same_value_non_number(x, y);
    }
    false
}

/// A number operator on two doubles (int32 results stay int32).
pub fn number_op(op: NumericOp, a: f64, b: f64) -> JSValue {
    let int = |x: f64| f64_to_int32(x);
    match op {
        NumericOp::Sub => JSValue::from_number(a - b),
        NumericOp::Mul => JSValue::from_number(a * b),
        NumericOp::Div => JSValue::from_number(a / b),
        NumericOp::Mod => JSValue::from_number(js_remainder(a, b)),
        NumericOp::Exp => JSValue::from_number(js_pow(a, b)),
        NumericOp::BitAnd => JSValue::from_i32(int(a) & int(b)),
        NumericOp::BitOr => JSValue::from_i32(int(a) | int(b)),
        NumericOp::BitXor => JSValue::from_i32(int(a) ^ int(b)),
        NumericOp::Shl => JSValue::from_i32(int(a).wrapping_shl(int(b) as u32 & 31)),
        NumericOp::Shr => JSValue::from_i32(int(a) >> (int(b) as u32 & 31)),
        NumericOp::UShr => JSValue::from_number(((int(a) as u32) >> (int(b) as u32 & 31)) as f64),
    }
}

/// 6.1.6.1.6 Number::remainder: the sign follows the dividend.
pub fn js_remainder(a: f64, b: f64) -> f64 {
    if a.is_nan() || b.is_nan() || a.is_infinite() || b == 0.0 {
        return f64::NAN;
    }
    if b.is_infinite() || a == 0.0 {
        return a;
    }
    a % b
}

/// 6.1.6.1.3 Number::exponentiate: as `powf`, except that 1 and -1 to an infinite power
/// (and anything to NaN) is NaN.
pub fn js_pow(base: f64, exponent: f64) -> f64 {
    if exponent.is_nan() || (base.abs() == 1.0 && exponent.is_infinite()) {
        return f64::NAN;
    }
    base.powf(exponent)
}

fn bigint_equals_number(a: &BigInt, b: f64) -> bool {
    bigint_compare_number(a, b) == Some(std::cmp::Ordering::Equal)
}

/// How a BigInt compares with a number; `None` against NaN.
fn bigint_compare_number(a: &BigInt, b: f64) -> Option<std::cmp::Ordering> {
    use std::cmp::Ordering;
    if b.is_nan() {
        return None;
    }
    if b == f64::INFINITY {
        return Some(Ordering::Less);
    }
    if b == f64::NEG_INFINITY {
        return Some(Ordering::Greater);
    }
    // Compare exactly with the integer part (every finite double's integer part is exactly
    // a BigInt), then let a fraction break a tie.
    let floor = b.floor();
    let integer = num_bigint::BigInt::from_f64(floor)?;
    let ordering = a.cmp(&integer);
    if ordering == Ordering::Equal && floor < b { Some(Ordering::Less) } else { Some(ordering) }
}
