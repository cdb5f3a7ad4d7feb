//! 7.1 Type Conversion: ToPrimitive, ToBoolean, ToNumber, ToString, ToObject and friends.

use num_bigint::BigInt;
use num_traits::ToPrimitive as _;

use crate::cell::JSType;
use crate::error::{JsResult, Message};
use crate::object::ObjectRef;
use crate::property::PropertyKey;
use crate::runtime::bigint::BigIntRef;
use crate::runtime::number::{number_to_string, string_to_number};
use crate::runtime::realm::Intrinsic;
use crate::string::{StrView, StringRef};
use crate::symbol::SymbolRef;
use crate::value::JSValue;
use crate::vm::Vm;

/// The preferred type of ToPrimitive.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Hint {
    Default,
    Number,
    String,
}

impl Vm {
    /// 7.1.1 ToPrimitive ( input [ , preferredType ] )
    pub fn to_primitive(&mut self, input: JSValue, hint: Hint) -> JsResult<JSValue> {
        // 1. If input is an Object, then
        let Some(object) = ObjectRef::from_value(input) else { return Ok(input) };
        let object_root = self.rooted(object);
        // a. Let exoticToPrim be ? GetMethod(input, @@toPrimitive).
        let to_primitive = PropertyKey::Symbol(self.symbols.to_primitive);
        let exotic = self.get_method(input, to_primitive)?;
        // b. If exoticToPrim is not undefined, then
        if let Some(exotic) = exotic {
            let hint_name = match hint {
                Hint::Default => self.names.default,
                Hint::Number => self.names.number,
                Hint::String => self.names.string,
            };
            // iv. Let result be ? Call(exoticToPrim, input, « hint »).
            let result = self.call(exotic.to_value(), object_root.get().to_value(), &[hint_name.to_value()])?;
            // v. If result is not an Object, return result.
            if ObjectRef::from_value(result).is_none() {
                return Ok(result);
            }
            // vi. Throw a TypeError exception.
            return Err(self.throw_error(Message::CannotConvertToPrimitive));
        }
        // c. If preferredType is not present, let preferredType be number.
        // d. Return ? OrdinaryToPrimitive(input, preferredType).
        let hint = if hint == Hint::String { Hint::String } else { Hint::Number };
        self.ordinary_to_primitive(object_root.get(), hint)
    }

    /// 7.1.1.1 OrdinaryToPrimitive ( O, hint )
    pub fn ordinary_to_primitive(&mut self, object: ObjectRef, hint: Hint) -> JsResult<JSValue> {
        // 1-2. The method names, in order.
        let names = if hint == Hint::String {
            [self.names.to_string, self.names.value_of]
        } else {
            [self.names.value_of, self.names.to_string]
        };
        let object_root = self.rooted(object);
        // 3. For each element name of methodNames, do
        for name in names {
            // a. Let method be ? Get(O, name).
            let method = self.get(object_root.get(), PropertyKey::Atom(name))?;
            // b. If IsCallable(method) is true, then
            if self.is_callable(method) {
                // i. Let result be ? Call(method, O).
                let result = self.call(method, object_root.get().to_value(), &[])?;
                // ii. If result is not an Object, return result.
                if ObjectRef::from_value(result).is_none() {
                    return Ok(result);
                }
            }
        }
        // 4. Throw a TypeError exception.
        Err(self.throw_error(Message::CannotConvertToPrimitive))
    }

    /// 7.1.2 ToBoolean ( argument )
    pub fn to_boolean(&self, value: JSValue) -> bool {
        if value.is_boolean() {
            return value.as_bool();
        }
        if value.is_int32() {
            return value.as_int32() != 0;
        }
        if value.is_double() {
            let number = value.as_double();
            return !(number == 0.0 || number.is_nan());
        }
        if let Some(cell) = value.cell() {
            return match crate::cell::js_type(cell) {
                JSType::String => !StringRef::from_cell(cell).is_empty(),
                // B.3.6.1 Changes to ToBoolean.
                JSType::HtmlDda => false,
                JSType::BigInt => {
                    BigIntRef::from_value(value).is_some_and(|b| b.value().sign() != num_bigint::Sign::NoSign)
                }
                _ => true,
            };
        }
        false
    }

    /// 7.1.4 ToNumber ( argument )
    pub fn to_number(&mut self, value: JSValue) -> JsResult<f64> {
        if value.is_number() {
            return Ok(value.as_number());
        }
        match self.number_of_primitive(value)? {
            Some(number) => Ok(number),
            None => {
                let primitive = self.to_primitive(value, Hint::Number)?;
                self.to_number(primitive)
            }
        }
    }

    /// ToNumber of a primitive; `None` for an object.
    fn number_of_primitive(&mut self, value: JSValue) -> JsResult<Option<f64>> {
        if value.is_undefined() {
            return Ok(Some(f64::NAN));
        }
        if value.is_null() {
            return Ok(Some(0.0));
        }
        if value.is_boolean() {
            return Ok(Some(if value.as_bool() { 1.0 } else { 0.0 }));
        }
        let cell = value.as_cell();
        match crate::cell::js_type(cell) {
            JSType::String => {
                let string = self.flatten(StringRef::from_cell(cell))?;
                Ok(Some(self.string_to_number(string)))
            }
            JSType::Symbol => Err(self.throw_error(Message::SymbolToNumber)),
            JSType::BigInt => Err(self.throw_error(Message::BigIntToNumber)),
            _ => Ok(None),
        }
    }

    /// StringToNumber of a flat string.
    pub fn string_to_number(&self, string: StringRef) -> f64 {
        match string.view_unbound().expect("flattened") {
            StrView::Latin1(bytes) => {
                // Fast path: short decimal integers.
                if !bytes.is_empty()
                    && bytes.len() <= 9
                    && bytes.iter().all(u8::is_ascii_digit)
                    && (bytes[0] != b'0' || bytes.len() == 1)
                {
                    return bytes.iter().fold(0.0, |n, &b| n * 10.0 + (b - b'0') as f64);
                }
                let units: Vec<u16> = bytes.iter().map(|&b| b as u16).collect();
                string_to_number(&units)
            }
            StrView::Utf16(units) => string_to_number(units),
        }
    }

    /// 7.1.3 ToNumeric ( value ): a number or a BigInt.
    pub fn to_numeric(&mut self, value: JSValue) -> JsResult<JSValue> {
        if value.is_number() {
            return Ok(value);
        }
        let primitive = self.to_primitive(value, Hint::Number)?;
        if BigIntRef::from_value(primitive).is_some() {
            return Ok(primitive);
        }
        Ok(JSValue::from_number(self.to_number(primitive)?))
    }

    /// 7.1.5 ToIntegerOrInfinity ( argument )
    pub fn to_integer_or_infinity(&mut self, value: JSValue) -> JsResult<f64> {
        let number = self.to_number(value)?;
        Ok(if number.is_nan() { 0.0 } else { number.trunc() + 0.0 })
    }

    /// 7.1.6 ToInt32 ( argument )
    pub fn to_int32(&mut self, value: JSValue) -> JsResult<i32> {
        if value.is_int32() {
            return Ok(value.as_int32());
        }
        Ok(f64_to_int32(self.to_number(value)?))
    }

    /// 7.1.7 ToUint32 ( argument )
    pub fn to_uint32(&mut self, value: JSValue) -> JsResult<u32> {
        Ok(self.to_int32(value)? as u32)
    }

    /// 7.1.20 ToLength ( argument )
    pub fn to_length(&mut self, value: JSValue) -> JsResult<u64> {
        let length = self.to_integer_or_infinity(value)?;
        Ok(length.clamp(0.0, 9_007_199_254_740_991.0) as u64)
    }

    /// 7.1.22 ToIndex ( value )
    pub fn to_index(&mut self, value: JSValue) -> JsResult<u64> {
        let integer = self.to_integer_or_infinity(value)?;
        if !(0.0..=9_007_199_254_740_991.0).contains(&integer) {
            return Err(self.throw_error(Message::InvalidIndex));
        }
        Ok(integer as u64)
    }

    /// 7.1.17 ToString ( argument )
    pub fn to_string(&mut self, value: JSValue) -> JsResult<StringRef> {
        if let Some(string) = StringRef::from_value(value) {
            return Ok(string);
        }
        if value.is_int32() {
            return self.int_to_string(value.as_int32());
        }
        if value.is_double() {
            return self.new_string(&number_to_string(value.as_double()));
        }
        if value.is_undefined() {
            return Ok(self.names.undefined);
        }
        if value.is_null() {
            return Ok(self.names.null);
        }
        if value.is_boolean() {
            return Ok(if value.as_bool() { self.names.true_ } else { self.names.false_ });
        }
        let cell = value.as_cell();
        match crate::cell::js_type(cell) {
            JSType::Symbol => Err(self.throw_error(Message::SymbolToString)),
            JSType::BigInt => {
                let text = BigIntRef::from_cell(cell).value().to_string();
                self.new_string(&text)
            }
            _ => {
                let primitive = self.to_primitive(value, Hint::String)?;
                self.to_string(primitive)
            }
        }
    }

    /// The decimal text of an int32, from a small cache for small values.
    pub fn int_to_string(&mut self, value: i32) -> JsResult<StringRef> {
        if (0..SMALL_INT_STRINGS as i32).contains(&value) {
            if let Some(string) = self.string_caches.small_ints[value as usize] {
                return Ok(string);
            }
            let string = self.atom(&value.to_string())?;
            self.string_caches.small_ints[value as usize] = Some(string);
            return Ok(string);
        }
        self.new_string(&value.to_string())
    }

    /// 7.1.18 ToObject ( argument )
    pub fn to_object(&mut self, value: JSValue) -> JsResult<ObjectRef> {
        if let Some(object) = ObjectRef::from_value(value) {
            return Ok(object);
        }
        if value.is_undefined_or_null() {
            let detail = if value.is_undefined() { "undefined" } else { "null" };
            return Err(self.throw_error_with(Message::CannotConvertToObject, detail));
        }
        let (js_type, prototype) = if value.is_boolean() {
            (JSType::BooleanObject, Intrinsic::BooleanPrototype)
        } else if value.is_number() {
            (JSType::NumberObject, Intrinsic::NumberPrototype)
        } else {
            match crate::cell::js_type(value.as_cell()) {
                JSType::String => (JSType::StringObject, Intrinsic::StringPrototype),
                JSType::Symbol => (JSType::SymbolObject, Intrinsic::SymbolPrototype),
                _ => (JSType::BigIntObject, Intrinsic::BigIntPrototype),
            }
        };
        let prototype = self.realm().intrinsic(prototype);
        self.new_primitive_wrapper(js_type, prototype, value)
    }

    /// A Boolean, Number, String, Symbol or BigInt object holding `primitive`. May collect.
    pub fn new_primitive_wrapper(
        &mut self,
        js_type: JSType,
        prototype: JSValue,
        primitive: JSValue,
    ) -> JsResult<ObjectRef> {
        let primitive_root = self.root_value(primitive);
        let structure = self.root_structure(prototype, js_type, crate::structure::DEFAULT_INLINE_CAPACITY, 0)?;
        let object = self.new_object_with_structure(structure)?;
        self.set_internal(object, 0, primitive_root.get());
        Ok(object)
    }

    /// The primitive a Boolean, Number, String, Symbol or BigInt object holds
    /// (\[\[BooleanData\]\], \[\[NumberData\]\], ...); `None` for other objects.
    pub fn primitive_wrapper_value(&self, object: ObjectRef) -> Option<JSValue> {
        matches!(
            object.js_type(),
            JSType::BooleanObject
                | JSType::NumberObject
                | JSType::StringObject
                | JSType::SymbolObject
                | JSType::BigIntObject
        )
        .then(|| object.internal(0))
    }

    /// 7.1.19 ToPropertyKey ( argument )
    pub fn to_property_key(&mut self, value: JSValue) -> JsResult<PropertyKey> {
        if value.is_int32() && value.as_int32() >= 0 {
            return Ok(PropertyKey::Index(value.as_int32() as u32));
        }
        if let Some(string) = StringRef::from_value(value) {
            return self.property_key(string);
        }
        if let Some(symbol) = SymbolRef::from_value(value) {
            return Ok(PropertyKey::Symbol(symbol));
        }
        if value.is_double() {
            let number = value.as_double();
            if number >= 0.0
                && number < u32::MAX as f64
                && number.fract() == 0.0
                && !(number == 0.0 && number.is_sign_negative())
            {
                return Ok(PropertyKey::Index(number as u32));
            }
        }
        // 1. Let key be ? ToPrimitive(argument, string).
        let key = self.to_primitive(value, Hint::String)?;
        // 2. If key is a Symbol, return key.
        if let Some(symbol) = SymbolRef::from_value(key) {
            return Ok(PropertyKey::Symbol(symbol));
        }
        // 3. Return ! ToString(key).
        let string = self.to_string(key)?;
        self.property_key(string)
    }

    /// A property key as a value (an index becomes its string).
    pub fn property_key_to_value(&mut self, key: PropertyKey) -> JsResult<JSValue> {
        Ok(match key {
            PropertyKey::Atom(atom) => atom.to_value(),
            PropertyKey::Symbol(symbol) => symbol.to_value(),
            PropertyKey::Index(index) if index <= i32::MAX as u32 => self.int_to_string(index as i32)?.to_value(),
            PropertyKey::Index(index) => self.new_string(&index.to_string())?.to_value(),
        })
    }

    /// A key for messages: `"name"`, `Symbol(desc)` or `"3"`.
    pub fn describe_key(&self, key: PropertyKey) -> String {
        match key {
            PropertyKey::Atom(atom) => format!("'{}'", atom.to_string_lossy()),
            PropertyKey::Symbol(symbol) => format!("'{}'", symbol_text(symbol)),
            PropertyKey::Index(index) => format!("'{index}'"),
        }
    }

    /// A key not yet converted to a property key, for messages as `describe_key` shows
    /// keys (`'0'`, `'name'`, `'Symbol(tag)'`): primitives quoted, objects (whose
    /// conversion would run JavaScript) by kind.
    pub fn describe_key_value(&self, key: JSValue) -> String {
        if let Some(string) = StringRef::from_value(key) {
            return format!("'{}'", string.to_string_lossy());
        }
        if let Some(symbol) = SymbolRef::from_value(key) {
            return format!("'{}'", symbol_text(symbol));
        }
        match ObjectRef::from_value(key) {
            Some(_) => self.describe_value(key),
            None => format!("'{}'", self.describe_value(key)),
        }
    }

    /// A value for messages: strings quoted, objects by kind, functions by name.
    pub fn describe_value(&self, value: JSValue) -> String {
        if value.is_undefined() {
            return "undefined".to_string();
        }
        if value.is_null() {
            return "null".to_string();
        }
        if value.is_boolean() {
            return value.as_bool().to_string();
        }
        if value.is_number() {
            return number_to_string(value.as_number());
        }
        if let Some(string) = StringRef::from_value(value) {
            let text = string.to_string_lossy();
            let short: String = text.chars().take(40).collect();
            return format!("\"{short}\"");
        }
        if let Some(symbol) = SymbolRef::from_value(value) {
            return format!("{symbol:?}");
        }
        if let Some(bigint) = BigIntRef::from_value(value) {
            return format!("{}n", bigint.value());
        }
        match ObjectRef::from_value(value) {
            Some(object) if object.is_callable() => self.function_name(object),
            Some(object) if object.is_array() => "array".to_string(),
            Some(_) => "object".to_string(),
            None => "value".to_string(),
        }
    }

    /// 7.1.13 ToBigInt ( argument )
    pub fn to_bigint(&mut self, value: JSValue) -> JsResult<BigIntRef> {
        let primitive = self.to_primitive(value, Hint::Number)?;
        if let Some(bigint) = BigIntRef::from_value(primitive) {
            return Ok(bigint);
        }
        if primitive.is_boolean() {
            return self.new_bigint(BigInt::from(primitive.as_bool() as u8));
        }
        if let Some(string) = StringRef::from_value(primitive) {
            let mut units = Vec::new();
            string.append_code_units(&mut units);
            return match crate::runtime::bigint::string_to_bigint(&units) {
                Some(value) => self.new_bigint(value),
                None => Err(self.throw_error_with(
                    Message::Syntax,
                    format!("Cannot convert {} to a BigInt", string.to_string_lossy()),
                )),
            };
        }
        let description = self.describe_value(primitive);
        Err(self.throw_error_with(Message::ThrowTypeError, format!("Cannot convert {description} to a BigInt")))
    }
}

/// Entries of the small-integer string cache.
pub const SMALL_INT_STRINGS: usize = 256;

/// ToInt32 of a number.
pub fn f64_to_int32(number: f64) -> i32 {
    if number.is_nan() || number.is_infinite() {
        return 0;
    }
    if number.abs() < 2147483648.0 {
        return number as i32;
    }
    // Below 2^63 the integer part is exact in an i64, and ToInt32 is its low 32 bits: no
    // floating-point remainder (an fmod call) for the products of hash and random-number
    // loops, which overflow int32 all the time.
    if number.abs() < 9223372036854775808.0 {
        return number as i64 as i32;
    }
    let modulo = number.trunc().rem_euclid(4294967296.0);
    modulo as u32 as i32
}

/// A BigInt as a double (for comparisons with numbers).
pub fn bigint_to_f64(value: &BigInt) -> f64 {
    value.to_f64().unwrap_or(f64::NAN)
}

/// `Symbol(description)`, as `String(symbol)` spells it.
fn symbol_text(symbol: SymbolRef) -> String {
    match StringRef::from_value(symbol.description()) {
        Some(description) => format!("Symbol({})", description.to_string_lossy()),
        None => "Symbol()".to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn int32_conversion_wraps_modulo_two_to_the_32() {
        assert_eq!(f64_to_int32(2147483648.0), -2147483648);
        assert_eq!(f64_to_int32(4294967296.0 + 5.0), 5);
        assert_eq!(f64_to_int32(-1.5), -1);
        assert_eq!(f64_to_int32(f64::NAN), 0);
        assert_eq!(f64_to_int32(-4294967297.0), -1);
        assert_eq!(f64_to_int32(1e20), 1661992960);
        assert_eq!(f64_to_int32(1103515245.0 * 2147483647.0), 1043968512);
        assert_eq!(f64_to_int32(-4611686018427400249.0), -12288);
    }
}
