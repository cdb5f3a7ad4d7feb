//! `JSValue`: every JavaScript value in one 64-bit word (the JSVALUE64 scheme).
//!
//! ```text
//!   top 16 bits
//!   0000           cell pointer (48 bits, 8-byte aligned), or a small constant:
//!                    0x00 empty, 0x02 null, 0x06 false, 0x07 true, 0x0a undefined
//!   0002 .. fffc   double: raw IEEE bits + 2^49
//!   fffe           int32 in the low 32 bits
//! ```
//!
//! Every test is one mask or compare: int32 is `v >= NUMBER_TAG`, number is
//! `v & NUMBER_TAG != 0`, cell is `v & (NUMBER_TAG | OTHER_TAG) == 0 && v != 0`. Doubles
//! are offset by 2^49 so that no double can look like a pointer or an int32; for that,
//! every NaN is stored as the one canonical NaN (a NaN with a top 16 of fffc or more would
//! overflow into the int32 range). Machine code uses the same constants, exported here.

use std::fmt;

use gc::CellPtr;

/// Values at or above this are int32s; a value with any of these bits is a number.
pub const NUMBER_TAG: u64 = 0xfffe_0000_0000_0000;
/// Added to the bits of a double to encode it.
pub const DOUBLE_ENCODE_OFFSET: u64 = 1 << 49;
/// Set in every non-cell constant (null, booleans, undefined).
pub const OTHER_TAG: u64 = 0x2;
/// Set in the booleans.
pub const BOOL_TAG: u64 = 0x4;
/// Set in undefined (null lacks it).
pub const UNDEFINED_TAG: u64 = 0x8;
/// A value with none of these bits (and not zero) is a cell.
pub const NOT_CELL_MASK: u64 = NUMBER_TAG | OTHER_TAG;

pub const ENCODED_EMPTY: u64 = 0x0;
pub const ENCODED_NULL: u64 = OTHER_TAG;
pub const ENCODED_FALSE: u64 = OTHER_TAG | BOOL_TAG;
pub const ENCODED_TRUE: u64 = OTHER_TAG | BOOL_TAG | 1;
pub const ENCODED_UNDEFINED: u64 = OTHER_TAG | UNDEFINED_TAG;

/// The bits of the one NaN a JSValue holds.
pub const CANONICAL_NAN_BITS: u64 = 0x7ff8_0000_0000_0000;

/// A JavaScript value, or the internal `empty` marker (a hole in an array, a binding in its
/// temporal dead zone).
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
#[repr(transparent)]
pub struct JSValue(u64);

impl JSValue {
    pub const EMPTY: JSValue = JSValue(ENCODED_EMPTY);
    pub const NULL: JSValue = JSValue(ENCODED_NULL);
    pub const UNDEFINED: JSValue = JSValue(ENCODED_UNDEFINED);
    pub const FALSE: JSValue = JSValue(ENCODED_FALSE);
    pub const TRUE: JSValue = JSValue(ENCODED_TRUE);

    /// The encoded word. Machine code and the heap's tracer read values this way.
    #[inline(always)]
    pub const fn bits(self) -> u64 {
        self.0
    }

    /// A value from its encoded word. A word that is a cell pointer must point to a live cell
    /// before anything dereferences it; only the VM's own storage produces such words.
    #[inline(always)]
    pub const fn from_bits(bits: u64) -> JSValue {
        JSValue(bits)
    }

    #[inline(always)]
    pub const fn from_i32(value: i32) -> JSValue {
        JSValue(NUMBER_TAG | value as u32 as u64)
    }

    /// A double, kept as a double even if it is integral. Every NaN becomes the canonical
    /// NaN.
    #[inline(always)]
    pub fn from_f64(value: f64) -> JSValue {
        let bits = if value.is_nan() { CANONICAL_NAN_BITS } else { value.to_bits() };
        JSValue(bits + DOUBLE_ENCODE_OFFSET)
    }

    /// A number in its best encoding: int32 when the value is an integer in range and not
    /// -0, a double otherwise.
    #[inline(always)]
    pub fn from_number(value: f64) -> JSValue {
        let as_int = value as i32;
        if as_int as f64 == value && (as_int != 0 || value.is_sign_positive()) {
            JSValue::from_i32(as_int)
        } else {
            JSValue::from_f64(value)
        }
    }

    #[inline(always)]
    pub const fn from_bool(value: bool) -> JSValue {
        if value { JSValue::TRUE } else { JSValue::FALSE }
    }

    /// A cell pointer as a value.
    #[inline(always)]
    pub fn from_cell(cell: CellPtr) -> JSValue {
        let bits = cell.as_ptr() as u64;
        debug_assert!(bits & NOT_CELL_MASK == 0 && bits & 0x7 == 0, "not a cell pointer: {bits:#x}");
        JSValue(bits)
    }

    #[inline(always)]
    pub const fn is_empty(self) -> bool {
        self.0 == ENCODED_EMPTY
    }

    #[inline(always)]
    pub const fn is_undefined(self) -> bool {
        self.0 == ENCODED_UNDEFINED
    }

    #[inline(always)]
    pub const fn is_null(self) -> bool {
        self.0 == ENCODED_NULL
    }

    /// `undefined` or `null`: they differ only in [`UNDEFINED_TAG`].
    #[inline(always)]
    pub const fn is_undefined_or_null(self) -> bool {
        self.0 & !UNDEFINED_TAG == ENCODED_NULL
    }

    #[inline(always)]
    pub const fn is_boolean(self) -> bool {
        self.0 & !1 == ENCODED_FALSE
    }

    #[inline(always)]
    pub const fn is_true(self) -> bool {
        self.0 == ENCODED_TRUE
    }

    #[inline(always)]
    pub const fn is_false(self) -> bool {
        self.0 == ENCODED_FALSE
    }

    #[inline(always)]
    pub const fn is_int32(self) -> bool {
        self.0 >= NUMBER_TAG
    }

    #[inline(always)]
    pub const fn is_number(self) -> bool {
        self.0 & NUMBER_TAG != 0
    }

    #[inline(always)]
    pub const fn is_double(self) -> bool {
        self.is_number() && !self.is_int32()
    }

    #[inline(always)]
    pub const fn is_cell(self) -> bool {
        self.0 & NOT_CELL_MASK == 0 && self.0 != 0
    }

    /// The int32 of a value for which [`JSValue::is_int32`] holds.
    #[inline(always)]
    pub const fn as_int32(self) -> i32 {
        debug_assert!(self.is_int32());
        self.0 as u32 as i32
    }

    /// The double of a value for which [`JSValue::is_double`] holds.
    #[inline(always)]
    pub fn as_double(self) -> f64 {
        debug_assert!(self.is_double());
        f64::from_bits(self.0 - DOUBLE_ENCODE_OFFSET)
    }

    /// The numeric value of a number, whichever its encoding.
    #[inline(always)]
    pub fn as_number(self) -> f64 {
        if self.is_int32() { self.as_int32() as f64 } else { self.as_double() }
    }

    /// The number, if this is one.
    #[inline(always)]
    pub fn to_number_if_number(self) -> Option<f64> {
        self.is_number().then(|| self.as_number())
    }

    /// The boolean of a value for which [`JSValue::is_boolean`] holds.
    #[inline(always)]
    pub const fn as_bool(self) -> bool {
        debug_assert!(self.is_boolean());
        self.0 & 1 != 0
    }

    /// The cell of a value for which [`JSValue::is_cell`] holds.
    #[inline(always)]
    pub fn as_cell(self) -> CellPtr {
        debug_assert!(self.is_cell());
        // SAFETY: a cell value is a non-zero pointer.
        unsafe { CellPtr::new_unchecked(self.0 as *mut u8) }
    }

    /// The cell, if this is one.
    #[inline(always)]
    pub fn cell(self) -> Option<CellPtr> {
        self.is_cell().then(|| self.as_cell())
    }
}

impl Default for JSValue {
    fn default() -> Self {
        JSValue::UNDEFINED
    }
}

impl From<bool> for JSValue {
    fn from(value: bool) -> Self {
        JSValue::from_bool(value)
    }
}

impl From<i32> for JSValue {
    fn from(value: i32) -> Self {
        JSValue::from_i32(value)
    }
}

impl From<f64> for JSValue {
    fn from(value: f64) -> Self {
        JSValue::from_number(value)
    }
}

impl fmt::Debug for JSValue {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            v if v.is_empty() => write!(f, "<empty>"),
            v if v.is_undefined() => write!(f, "undefined"),
            v if v.is_null() => write!(f, "null"),
            v if v.is_boolean() => write!(f, "{}", v.as_bool()),
            v if v.is_int32() => write!(f, "{}i", v.as_int32()),
            v if v.is_double() => write!(f, "{:?}d", v.as_double()),
            v if v.is_cell() => write!(f, "cell@{:p}", v.as_cell().as_ptr()),
            v => write!(f, "<invalid {:#x}>", v.0),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// What a value claims to be, as one string, so each case checks every predicate.
    fn kind(v: JSValue) -> &'static str {
        let kinds = [
            (v.is_empty(), "empty"),
            (v.is_undefined(), "undefined"),
            (v.is_null(), "null"),
            (v.is_boolean(), "boolean"),
            (v.is_int32(), "int32"),
            (v.is_double(), "double"),
            (v.is_cell(), "cell"),
        ];
        let matching: Vec<_> = kinds.iter().filter(|(yes, _)| *yes).map(|(_, name)| *name).collect();
        assert_eq!(matching.len(), 1, "{v:?} claims to be {matching:?}");
        matching[0]
    }

    #[test]
    fn constants_have_the_documented_encodings_and_one_kind_each() {
        assert_eq!(JSValue::EMPTY.bits(), 0x00);
        assert_eq!(JSValue::NULL.bits(), 0x02);
        assert_eq!(JSValue::FALSE.bits(), 0x06);
        assert_eq!(JSValue::TRUE.bits(), 0x07);
        assert_eq!(JSValue::UNDEFINED.bits(), 0x0a);
        assert_eq!(kind(JSValue::EMPTY), "empty");
        assert_eq!(kind(JSValue::NULL), "null");
        assert_eq!(kind(JSValue::UNDEFINED), "undefined");
        assert_eq!(kind(JSValue::TRUE), "boolean");
        assert_eq!(kind(JSValue::FALSE), "boolean");
        assert!(JSValue::NULL.is_undefined_or_null() && JSValue::UNDEFINED.is_undefined_or_null());
        for v in [JSValue::EMPTY, JSValue::FALSE, JSValue::TRUE, JSValue::from_i32(0), JSValue::from_f64(0.0)] {
            assert!(!v.is_undefined_or_null(), "{v:?}");
        }
        assert!(JSValue::TRUE.as_bool() && !JSValue::FALSE.as_bool());
        assert!(!JSValue::NULL.is_number() && !JSValue::TRUE.is_number());
    }

    #[test]
    fn int32_boundaries_round_trip() {
        for i in [0, 1, -1, 2, 42, -42, i32::MAX, i32::MIN, i32::MAX - 1, i32::MIN + 1, 1 << 30, -(1 << 30)] {
            let v = JSValue::from_i32(i);
            assert_eq!(kind(v), "int32");
            assert!(v.is_number());
            assert_eq!(v.as_int32(), i);
            assert_eq!(v.as_number(), i as f64);
            assert_eq!(v.bits(), NUMBER_TAG | i as u32 as u64);
            assert!(v.bits() >= NUMBER_TAG);
        }
    }

    #[test]
    fn integral_doubles_in_range_become_int32s_and_the_rest_stay_doubles() {
        for (number, expected) in [
            (0.0, "int32"),
            (-0.0, "double"),
            (1.0, "int32"),
            (-1.0, "int32"),
            (2147483647.0, "int32"),
            (-2147483648.0, "int32"),
            (2147483648.0, "double"),
            (-2147483649.0, "double"),
            (0.5, "double"),
            (1e300, "double"),
            (f64::INFINITY, "double"),
            (f64::NEG_INFINITY, "double"),
            (f64::NAN, "double"),
            (4294967296.0, "double"),
        ] {
            let v = JSValue::from_number(number);
            assert_eq!(kind(v), expected, "{number}");
            let back = v.as_number();
            assert!(back.to_bits() == number.to_bits() || (number.is_nan() && back.is_nan()), "{number}");
        }
    }

    #[test]
    fn negative_zero_keeps_its_sign() {
        let v = JSValue::from_number(-0.0);
        assert!(v.is_double());
        assert!(v.as_double().is_sign_negative() && v.as_double() == 0.0);
        assert_ne!(v, JSValue::from_number(0.0));
    }

    #[test]
    fn infinities_and_extreme_doubles_round_trip() {
        for d in [
            f64::INFINITY,
            f64::NEG_INFINITY,
            f64::MAX,
            f64::MIN,
            f64::MIN_POSITIVE,
            -f64::MIN_POSITIVE,
            f64::EPSILON,
            1.0 + f64::EPSILON,
        ] {
            let v = JSValue::from_f64(d);
            assert_eq!(kind(v), "double");
            assert_eq!(v.as_double().to_bits(), d.to_bits());
            let top = v.bits() >> 48;
            assert!((0x0002..=0xfffc).contains(&top), "{d}: top 16 bits {top:#x}");
        }
    }

    #[test]
    fn subnormals_round_trip() {
        let smallest = f64::from_bits(1);
        let largest_subnormal = f64::from_bits(0x000f_ffff_ffff_ffff);
        for d in [smallest, -smallest, largest_subnormal, -largest_subnormal, 5e-324, 2.2250738585072e-308] {
            assert!(d.is_subnormal() || d == 0.0);
            let v = JSValue::from_f64(d);
            assert_eq!(kind(v), "double");
            assert_eq!(v.as_double().to_bits(), d.to_bits());
        }
    }

    #[test]
    fn every_nan_is_canonicalized() {
        let nans = [
            f64::NAN,
            -f64::NAN,
            f64::from_bits(0x7ff0_0000_0000_0001), // signalling
            f64::from_bits(0x7ff4_0000_0000_0000),
            f64::from_bits(0xfff8_0000_0000_0000), // what x86 arithmetic produces
            f64::from_bits(0xffff_ffff_ffff_ffff),
            f64::from_bits(0x7fff_ffff_ffff_ffff),
            f64::INFINITY - f64::INFINITY,
            f64::INFINITY * 0.0,
        ];
        for nan in nans {
            assert!(nan.is_nan());
            let v = JSValue::from_f64(nan);
            assert_eq!(v.bits(), CANONICAL_NAN_BITS + DOUBLE_ENCODE_OFFSET, "{:#x}", nan.to_bits());
            assert_eq!(kind(v), "double");
            assert!(v.as_double().is_nan());
            assert_eq!(JSValue::from_number(nan), v);
        }
    }

    #[test]
    fn no_double_encodes_as_an_int32_or_a_cell() {
        let mut state = 0x9e37_79b9_7f4a_7c15u64;
        for _ in 0..100_000 {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            let v = JSValue::from_f64(f64::from_bits(state));
            assert_eq!(kind(v), "double", "{state:#x}");
        }
    }

    #[test]
    fn cells_are_aligned_pointers_below_the_number_range() {
        for address in [0x10usize, 0x7fff_ffff_fff0, 0x1000_0008, 0x5555_5555_0000] {
            let v = JSValue::from_cell(CellPtr::new(address as *mut u8).unwrap());
            assert_eq!(kind(v), "cell");
            assert_eq!(v.as_cell().as_ptr() as usize, address);
            assert_eq!(v.cell().map(|c| c.as_ptr() as usize), Some(address));
        }
        assert_eq!(JSValue::from_i32(7).cell(), None);
    }
}
