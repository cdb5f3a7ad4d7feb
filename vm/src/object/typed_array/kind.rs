//! The element types of typed arrays (Table 71 of ECMA-262): their sizes, names and the
//! conversions between numbers (or BigInts) and the bytes of an element.
//!
//! Elements are stored in the platform's byte order, as 25.1.3.17 SetValueInBuffer does
//! when it is given no `isLittleEndian`; DataView picks the order per call.

use num_bigint::{BigInt, Sign};

use super::float16::{f16_bits_to_f64, f64_to_f16_bits};
use crate::runtime::conversions::f64_to_int32;

/// One of the twelve element types. Float16 (ES2025) comes last rather than in Table 71's
/// place, so the discriminants of the others (and the intrinsic tables indexed by them)
/// stay as they were.
#[repr(u8)]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum TypedArrayKind {
    Int8,
    Uint8,
    Uint8Clamped,
    Int16,
    Uint16,
    Int32,
    Uint32,
    Float32,
    Float64,
    BigInt64,
    BigUint64,
    Float16,
}

impl TypedArrayKind {
    /// Every kind, in the order of the discriminants (Table 71's, Float16 last).
    pub const ALL: [TypedArrayKind; 12] = [
        TypedArrayKind::Int8,
        TypedArrayKind::Uint8,
        TypedArrayKind::Uint8Clamped,
        TypedArrayKind::Int16,
        TypedArrayKind::Uint16,
        TypedArrayKind::Int32,
        TypedArrayKind::Uint32,
        TypedArrayKind::Float32,
        TypedArrayKind::Float64,
        TypedArrayKind::BigInt64,
        TypedArrayKind::BigUint64,
        TypedArrayKind::Float16,
    ];

    pub fn from_u8(byte: u8) -> Option<TypedArrayKind> {
        TypedArrayKind::ALL.get(byte as usize).copied()
    }

    /// The Element Size column: bytes per element.
    #[inline(always)]
    pub const fn element_size(self) -> usize {
        match self {
            TypedArrayKind::Int8 | TypedArrayKind::Uint8 | TypedArrayKind::Uint8Clamped => 1,
            TypedArrayKind::Int16 | TypedArrayKind::Uint16 | TypedArrayKind::Float16 => 2,
            TypedArrayKind::Int32 | TypedArrayKind::Uint32 | TypedArrayKind::Float32 => 4,
            TypedArrayKind::Float64 | TypedArrayKind::BigInt64 | TypedArrayKind::BigUint64 => 8,
        }
    }

    /// log2 of the element size.
    #[inline(always)]
    pub const fn element_shift(self) -> u32 {
        self.element_size().trailing_zeros()
    }

    /// The Constructor Name column (\[\[TypedArrayName\]\]).
    pub const fn name(self) -> &'static str {
        match self {
            TypedArrayKind::Int8 => "Int8Array",
            TypedArrayKind::Uint8 => "Uint8Array",
            TypedArrayKind::Uint8Clamped => "Uint8ClampedArray",
            TypedArrayKind::Int16 => "Int16Array",
            TypedArrayKind::Uint16 => "Uint16Array",
            TypedArrayKind::Int32 => "Int32Array",
            TypedArrayKind::Uint32 => "Uint32Array",
            TypedArrayKind::Float32 => "Float32Array",
            TypedArrayKind::Float64 => "Float64Array",
            TypedArrayKind::BigInt64 => "BigInt64Array",
            TypedArrayKind::BigUint64 => "BigUint64Array",
            TypedArrayKind::Float16 => "Float16Array",
        }
    }

    /// Whether \[\[ContentType\]\] is BigInt.
    #[inline(always)]
    pub const fn is_bigint(self) -> bool {
        matches!(self, TypedArrayKind::BigInt64 | TypedArrayKind::BigUint64)
    }

    /// Whether the type is an integer type Atomics accepts on any buffer (25.4.3.1
    /// ValidateIntegerTypedArray with waitable false).
    pub const fn is_atomics_friendly(self) -> bool {
        !matches!(
            self,
            TypedArrayKind::Uint8Clamped | TypedArrayKind::Float16 | TypedArrayKind::Float32 | TypedArrayKind::Float64
        )
    }

    /// The raw element (in its low bytes, zero-extended) of a Number: the Conversion
    /// Operation column (ToInt8, ToUint8Clamp, ...), then the bits of a float type.
    #[inline]
    pub fn encode_number(self, number: f64) -> u64 {
        match self {
            TypedArrayKind::Int8 | TypedArrayKind::Uint8 => f64_to_int32(number) as u8 as u64,
            TypedArrayKind::Uint8Clamped => to_uint8_clamp(number) as u64,
            TypedArrayKind::Int16 | TypedArrayKind::Uint16 => f64_to_int32(number) as u16 as u64,
            TypedArrayKind::Int32 | TypedArrayKind::Uint32 => f64_to_int32(number) as u32 as u64,
            TypedArrayKind::Float16 => f64_to_f16_bits(number) as u64,
            TypedArrayKind::Float32 => (number as f32).to_bits() as u64,
            TypedArrayKind::Float64 => number.to_bits(),
            TypedArrayKind::BigInt64 | TypedArrayKind::BigUint64 => unreachable!("BigInt elements are BigInts"),
        }
    }

    /// The raw element of a BigInt: ToBigInt64 / ToBigUint64 (the value modulo 2^64).
    pub fn encode_bigint(self, value: &BigInt) -> u64 {
        debug_assert!(self.is_bigint());
        bigint_to_u64_wrapping(value)
    }

    /// The Number a raw element of a non-BigInt type holds (RawBytesToNumeric).
    #[inline]
    pub fn decode_number(self, raw: u64) -> f64 {
        match self {
            TypedArrayKind::Int8 => raw as u8 as i8 as f64,
            TypedArrayKind::Uint8 | TypedArrayKind::Uint8Clamped => raw as u8 as f64,
            TypedArrayKind::Int16 => raw as u16 as i16 as f64,
            TypedArrayKind::Uint16 => raw as u16 as f64,
            TypedArrayKind::Int32 => raw as u32 as i32 as f64,
            TypedArrayKind::Uint32 => raw as u32 as f64,
            TypedArrayKind::Float16 => f16_bits_to_f64(raw as u16),
            TypedArrayKind::Float32 => f32::from_bits(raw as u32) as f64,
            TypedArrayKind::Float64 => f64::from_bits(raw),
            TypedArrayKind::BigInt64 | TypedArrayKind::BigUint64 => unreachable!("BigInt elements are BigInts"),
        }
    }

    /// The BigInt a raw element of a BigInt type holds.
    pub fn decode_bigint(self, raw: u64) -> BigInt {
        match self {
            TypedArrayKind::BigInt64 => BigInt::from(raw as i64),
            _ => BigInt::from(raw),
        }
    }

    /// Reads the raw element at `address` (aligned or not) in the platform's order.
    ///
    /// # Safety
    /// `address` must be valid for reading `element_size` bytes.
    #[inline(always)]
    pub unsafe fn load(self, address: *const u8) -> u64 {
        // SAFETY: guaranteed by the caller.
        unsafe {
            match self.element_size() {
                1 => address.read() as u64,
                2 => address.cast::<u16>().read_unaligned() as u64,
                4 => address.cast::<u32>().read_unaligned() as u64,
                _ => address.cast::<u64>().read_unaligned(),
            }
        }
    }

    /// Writes the raw element `raw` at `address` in the platform's order.
    ///
    /// # Safety
    /// `address` must be valid for writing `element_size` bytes.
    #[inline(always)]
    pub unsafe fn store(self, address: *mut u8, raw: u64) {
        // SAFETY: guaranteed by the caller.
        unsafe {
            match self.element_size() {
                1 => address.write(raw as u8),
                2 => address.cast::<u16>().write_unaligned(raw as u16),
                4 => address.cast::<u32>().write_unaligned(raw as u32),
                _ => address.cast::<u64>().write_unaligned(raw),
            }
        }
    }
}

/// 7.1.12 ToUint8Clamp ( argument ) of a Number.
pub fn to_uint8_clamp(number: f64) -> u8 {
    if number.is_nan() || number <= 0.0 {
        return 0;
    }
    if number >= 255.0 {
        return 255;
    }
    let floor = number.floor();
    let half = floor + 0.5;
    if half < number {
        return (floor + 1.0) as u8;
    }
    if number < half {
        return floor as u8;
    }
    // A tie rounds to even.
    let floor = floor as u8;
    if floor % 2 == 1 { floor + 1 } else { floor }
}

/// A BigInt modulo 2^64, as the bits of a u64 (two's complement for negative values).
pub fn bigint_to_u64_wrapping(value: &BigInt) -> u64 {
    let low = value.iter_u64_digits().next().unwrap_or(0);
    if value.sign() == Sign::Minus { low.wrapping_neg() } else { low }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn conversions_follow_the_conversion_operations() {
        assert_eq!(TypedArrayKind::Int8.decode_number(TypedArrayKind::Int8.encode_number(200.0)), -56.0);
        assert_eq!(TypedArrayKind::Uint8.decode_number(TypedArrayKind::Uint8.encode_number(-1.0)), 255.0);
        assert_eq!(TypedArrayKind::Uint16.decode_number(TypedArrayKind::Uint16.encode_number(65537.5)), 1.0);
        assert_eq!(TypedArrayKind::Int32.decode_number(TypedArrayKind::Int32.encode_number(f64::NAN)), 0.0);
        assert_eq!(TypedArrayKind::Uint32.decode_number(TypedArrayKind::Uint32.encode_number(-1.0)), 4294967295.0);
        assert_eq!(TypedArrayKind::Float32.decode_number(TypedArrayKind::Float32.encode_number(0.1)), 0.1f32 as f64);
        assert_eq!(TypedArrayKind::Float16.decode_number(TypedArrayKind::Float16.encode_number(1.337)), 1.3369140625);
        assert_eq!(TypedArrayKind::Float16.encode_number(-0.0), 0x8000);
        assert!(TypedArrayKind::Float64.decode_number(TypedArrayKind::Float64.encode_number(f64::NAN)).is_nan());
    }

    #[test]
    fn uint8_clamp_rounds_ties_to_even() {
        assert_eq!(to_uint8_clamp(0.5), 0);
        assert_eq!(to_uint8_clamp(1.5), 2);
        assert_eq!(to_uint8_clamp(2.5), 2);
        assert_eq!(to_uint8_clamp(2.50001), 3);
        assert_eq!(to_uint8_clamp(254.5), 254);
        assert_eq!(to_uint8_clamp(300.0), 255);
        assert_eq!(to_uint8_clamp(-0.0), 0);
        assert_eq!(to_uint8_clamp(f64::INFINITY), 255);
    }

    #[test]
    fn bigints_wrap_modulo_two_to_the_64() {
        let wrap = |v: i128| bigint_to_u64_wrapping(&BigInt::from(v));
        assert_eq!(wrap(-1), u64::MAX);
        assert_eq!(wrap(1 << 64), 0);
        assert_eq!(wrap((1 << 64) + 5), 5);
        assert_eq!(wrap(-(1 << 63)), 1 << 63);
        assert_eq!(TypedArrayKind::BigInt64.decode_bigint(wrap(-2)), BigInt::from(-2));
        assert_eq!(TypedArrayKind::BigUint64.decode_bigint(wrap(-2)), BigInt::from(u64::MAX - 1));
    }
}
