//! 10.4.5 TypedArray exotic objects: the internal methods for keys that are canonical
//! numeric strings. `runtime/object_ops.rs` dispatches here for such keys and takes the
//! ordinary path for every other key.

use super::TypedArrayRef;
use crate::error::{JsResult, Message};
use crate::property::PropertyKey;
use crate::runtime::descriptor::PropertyDescriptor;
use crate::runtime::number::{number_to_string, string_to_number};
use crate::value::JSValue;
use crate::vm::Vm;

/// The most own keys a typed array lists: every index must be a key of its own, so a list
/// that large could not be made anyway (a RangeError, not an abort).
const MAX_LISTED_INDICES: usize = 1 << 27;

/// What 7.1.21 CanonicalNumericIndexString says of a key that is numeric.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CanonicalNumericIndex {
    /// A non-negative integer below 2^53: valid if below the length.
    Integer(u64),
    /// `-0`, a fraction, a negative number, an infinity, NaN or an integer of 2^53 or more:
    /// never a valid integer index.
    Invalid,
}

impl CanonicalNumericIndex {
    /// The integer, if the key names one.
    pub fn integer(self) -> Option<u64> {
        match self {
            CanonicalNumericIndex::Integer(index) => Some(index),
            CanonicalNumericIndex::Invalid => None,
        }
    }
}

/// 7.1.21 CanonicalNumericIndexString ( argument ) of a property key: `None` when the key
/// is a Symbol or a string that is not the canonical form of a Number.
pub fn canonical_numeric_index(key: PropertyKey) -> Option<CanonicalNumericIndex> {
    let atom = match key {
        PropertyKey::Index(index) => return Some(CanonicalNumericIndex::Integer(index as u64)),
        PropertyKey::Symbol(_) => return None,
        PropertyKey::Atom(atom) => atom,
    };
    let view = atom.view_unbound()?;
    // Fast path: a canonical Number string starts with a digit, `-`, `I`(nfinity) or `N`(aN).
    let first = if view.is_empty() { return None } else { view.at(0) };
    if !matches!(first, 0x30..=0x39 | 0x2d | 0x49 | 0x4e) {
        return None;
    }
    let units: Vec<u16> = view.code_units().collect();
    // 1. If argument is "-0", return -0𝔽.
    if units == [0x2d, 0x30] {
        return Some(CanonicalNumericIndex::Invalid);
    }
    // 2. Let n be ! ToNumber(argument).
    let number = string_to_number(&units);
    // 3. If ! ToString(n) is argument, return n.
    let canonical = number_to_string(number);
    if !canonical.encode_utf16().eq(units.iter().copied()) {
        return None;
    }
    let integral = number.fract() == 0.0 && (0.0..9007199254740992.0).contains(&number);
    Some(if integral { CanonicalNumericIndex::Integer(number as u64) } else { CanonicalNumericIndex::Invalid })
}

impl Vm {
    /// 10.4.5.14 IsValidIntegerIndex ( O, index ): the index, if valid now.
    pub fn typed_array_valid_index(&self, array: TypedArrayRef, index: CanonicalNumericIndex) -> Option<usize> {
        // 1-7. A detached or out-of-bounds view has length 0; the rest is the comparison.
        let index = usize::try_from(index.integer()?).ok()?;
        (index < array.length()).then_some(index)
    }

    /// 10.4.5.1 \[\[GetOwnProperty\]\] ( P ) for a numeric key.
    pub(crate) fn typed_array_get_own_property(
        &mut self,
        array: TypedArrayRef,
        index: CanonicalNumericIndex,
    ) -> JsResult<Option<PropertyDescriptor>> {
        // b.i. Let value be TypedArrayGetElement(O, numericIndex).
        // b.ii. If value is undefined, return undefined.
        let Some(index) = self.typed_array_valid_index(array, index) else { return Ok(None) };
        let value = self.typed_array_get_element(array, index as u64)?;
        // b.iii. Return the PropertyDescriptor { [[Value]]: value, [[Writable]]: true,
        //        [[Enumerable]]: true, [[Configurable]]: true }.
        Ok(Some(PropertyDescriptor::data(value, true, true, true)))
    }

    /// 10.4.5.3 \[\[DefineOwnProperty\]\] ( P, Desc ) for a numeric key.
    pub(crate) fn typed_array_define_own_property(
        &mut self,
        array: TypedArrayRef,
        index: CanonicalNumericIndex,
        descriptor: PropertyDescriptor,
    ) -> JsResult<bool> {
        // i. If IsValidIntegerIndex(O, numericIndex) is false, return false.
        let Some(valid) = self.typed_array_valid_index(array, index) else { return Ok(false) };
        // ii-v. Only a writable, enumerable, configurable data property can be defined.
        if descriptor.configurable == Some(false)
            || descriptor.enumerable == Some(false)
            || descriptor.is_accessor()
            || descriptor.writable == Some(false)
        {
            return Ok(false);
        }
        // vi. If Desc has a [[Value]] field, perform ? TypedArraySetElement(O, numericIndex, Desc.[[Value]]).
        if let Some(value) = descriptor.value {
            self.typed_array_set_element(array, Some(valid as u64), value)?;
        }
        // vii. Return true.
        Ok(true)
    }

    /// 10.4.5.4 \[\[Get\]\] ( P, Receiver ) for a numeric key: TypedArrayGetElement.
    pub(crate) fn typed_array_get(&mut self, array: TypedArrayRef, index: CanonicalNumericIndex) -> JsResult<JSValue> {
        match self.typed_array_valid_index(array, index) {
            Some(index) => self.typed_array_get_element(array, index as u64),
            None => Ok(JSValue::UNDEFINED),
        }
    }

    /// 10.4.5.7 \[\[OwnPropertyKeys\]\] ( ): the indices, then `named` (the ordinary string
    /// and symbol keys, which hold no integer index).
    pub(crate) fn typed_array_own_keys(
        &mut self,
        array: TypedArrayRef,
        named: Vec<PropertyKey>,
    ) -> JsResult<Vec<PropertyKey>> {
        // 3. If IsTypedArrayOutOfBounds(taRecord) is false, the indices below the length
        //    (an out-of-bounds view has length 0).
        let length = array.length();
        if length > MAX_LISTED_INDICES {
            return Err(self.throw_error(Message::OutOfMemory));
        }
        let mut keys = self.vec_with_capacity(length + named.len())?;
        keys.extend((0..length as u32).map(PropertyKey::Index));
        // 4-5. Then strings and symbols in the order they were created.
        keys.extend(named);
        Ok(keys)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_canonical_number_strings_are_numeric() {
        let mut vm = Vm::new(Default::default()).expect("a VM");
        let mut key = |text: &str| {
            let key = vm.property_key_from_str(text).expect("a key");
            canonical_numeric_index(key)
        };
        assert_eq!(key("0"), Some(CanonicalNumericIndex::Integer(0)));
        assert_eq!(key("4294967295"), Some(CanonicalNumericIndex::Integer(4294967295)));
        assert_eq!(key("-0"), Some(CanonicalNumericIndex::Invalid));
        assert_eq!(key("-1"), Some(CanonicalNumericIndex::Invalid));
        assert_eq!(key("1.5"), Some(CanonicalNumericIndex::Invalid));
        assert_eq!(key("Infinity"), Some(CanonicalNumericIndex::Invalid));
        assert_eq!(key("-Infinity"), Some(CanonicalNumericIndex::Invalid));
        assert_eq!(key("NaN"), Some(CanonicalNumericIndex::Invalid));
        assert_eq!(key("1e+21"), Some(CanonicalNumericIndex::Invalid));
        assert_eq!(key("9007199254740992"), Some(CanonicalNumericIndex::Invalid));
        assert_eq!(key("01"), None);
        assert_eq!(key("1e21"), None);
        assert_eq!(key("+1"), None);
        assert_eq!(key("0.0"), None);
        assert_eq!(key("-0.0"), None);
        assert_eq!(key("Infinityx"), None);
        assert_eq!(key("length"), None);
        assert_eq!(key(""), None);
    }
}
