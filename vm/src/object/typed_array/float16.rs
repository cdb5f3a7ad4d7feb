//! IEEE 754 binary16, the element type of Float16Array (ES2025), DataView's
//! getFloat16/setFloat16 and `Math.f16round`.
//!
//! ```text
//!   binary16   sign | exponent (5 bits, bias 15) | fraction (10 bits)
//!              15     14..10                       9..0
//! ```
//!
//! A Number becomes a binary16 in one rounding from the double, to nearest with ties to
//! even (6.1.6.1 Number::toFloat16 via roundTiesToEven). Going through `f32` first would
//! round twice: 1 + 2^-11 + 2^-30 is just above the midpoint between two binary16 values,
//! but as an `f32` it is the midpoint itself and then rounds down to even. The `half` crate
//! was considered and not taken: its `f64` conversion on x86-64 with F16C converts to `f32`
//! first and so rounds twice; the integer code below is short and tested on the boundaries.

/// Bits of a double's fraction.
const F64_FRACTION_BITS: u32 = 52;
/// Bits of a binary16's fraction.
const F16_FRACTION_BITS: u32 = 10;
/// The binary16 of positive infinity (exponent all ones, fraction zero).
const F16_INFINITY: u16 = 0x7c00;
/// The binary16 NaN we store (quiet, positive): which NaN is stored is implementation-
/// defined (25.1.3.17 SetValueInBuffer).
const F16_NAN: u16 = 0x7e00;

/// The binary16 nearest to `value` (ties to even), as its bits.
pub fn f64_to_f16_bits(value: f64) -> u16 {
    let bits = value.to_bits();
    let sign = ((bits >> 48) & 0x8000) as u16;
    let biased = ((bits >> F64_FRACTION_BITS) & 0x7ff) as i32;
    let fraction = bits & ((1 << F64_FRACTION_BITS) - 1);
    if biased == 0x7ff {
        return if fraction != 0 { F16_NAN } else { sign | F16_INFINITY };
    }
    if biased == 0 {
        // Zero or a subnormal double: far below half the smallest binary16 subnormal.
        return sign;
    }
    let exponent = biased - 1023;
    if exponent > 15 {
        // At least 2^16, past 65520 (the midpoint between the largest finite binary16,
        // 65504, and 2^16): infinity.
        return sign | F16_INFINITY;
    }
    let significand = (1u64 << F64_FRACTION_BITS) | fraction;
    // The binary16 is `significand >> shift` units of its last place, plus rounding: a
    // normal one keeps 10 fraction bits; a subnormal one counts units of 2^-24.
    let (shift, base) = if exponent >= -14 {
        (F64_FRACTION_BITS - F16_FRACTION_BITS, ((exponent + 15) as u16) << F16_FRACTION_BITS)
    } else {
        // value = significand * 2^(exponent - 52) = (significand >> shift) * 2^-24.
        ((28 - exponent) as u32, 0)
    };
    if shift >= 64 {
        return sign;
    }
    let kept = significand >> shift;
    let rest = significand & ((1u64 << shift) - 1);
    let half = 1u64 << (shift - 1);
    // A normal result: `base` carries the exponent and `kept` the implicit bit (bit 10),
    // which the fraction field leaves out. A subnormal one is `kept` itself.
    let mut result = if exponent >= -14 { base + (kept as u16 & ((1 << F16_FRACTION_BITS) - 1)) } else { kept as u16 };
    // Round to nearest, ties to even. A carry out of the fraction moves to the next
    // exponent (or from the largest subnormal to the smallest normal, or to infinity),
    // which is the right encoding in every case.
    if rest > half || (rest == half && result & 1 == 1) {
        result += 1;
    }
    sign | result
}

/// The Number a binary16 holds (exact).
pub fn f16_bits_to_f64(bits: u16) -> f64 {
    let magnitude = {
        let exponent = (bits >> F16_FRACTION_BITS) & 0x1f;
        let fraction = (bits & 0x3ff) as f64;
        match exponent {
            0 => fraction * 2f64.powi(-24),
            0x1f if fraction == 0.0 => f64::INFINITY,
            0x1f => return f64::NAN,
            _ => (1024.0 + fraction) * 2f64.powi(exponent as i32 - 25),
        }
    };
    if bits & 0x8000 != 0 { -magnitude } else { magnitude }
}

/// 21.3.2.18 Math.f16round ( x ) on a Number: the nearest binary16, as a Number.
pub fn f16round(value: f64) -> f64 {
    f16_bits_to_f64(f64_to_f16_bits(value))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn exact_values_and_specials() {
        for value in [0.0, 1.0, -2.0, 0.5, 65504.0, -65504.0, 2f64.powi(-14), 2f64.powi(-24), 1.5, 1024.0] {
            assert_eq!(f16round(value), value, "{value}");
        }
        assert_eq!(f64_to_f16_bits(-0.0), 0x8000);
        assert_eq!(f64_to_f16_bits(1.0), 0x3c00);
        assert_eq!(f64_to_f16_bits(65504.0), 0x7bff);
        assert_eq!(f64_to_f16_bits(2f64.powi(-24)), 0x0001);
        assert_eq!(f64_to_f16_bits(f64::INFINITY), 0x7c00);
        assert_eq!(f64_to_f16_bits(f64::NEG_INFINITY), 0xfc00);
        assert!(f16round(f64::NAN).is_nan());
        assert!(f16_bits_to_f64(0x7c01).is_nan());
        assert_eq!(f16_bits_to_f64(0xfc00), f64::NEG_INFINITY);
        assert_eq!(f16_bits_to_f64(0x03ff), 1023.0 * 2f64.powi(-24));
    }

    #[test]
    fn rounds_to_nearest_even() {
        assert_eq!(f16round(1.337), 1.3369140625);
        // The largest finite value and the overflow midpoint.
        assert_eq!(f16round(65519.99), 65504.0);
        assert_eq!(f16round(65520.0), f64::INFINITY);
        assert_eq!(f16round(-65520.0), f64::NEG_INFINITY);
        // Ties between 1 and 1 + 2^-10 go to even (1); just above goes up.
        assert_eq!(f16round(1.0 + 2f64.powi(-11)), 1.0);
        assert_eq!(f16round(1.0 + 3.0 * 2f64.powi(-11)), 1.0 + 2.0 * 2f64.powi(-10));
        // No double rounding through binary32: just above the midpoint rounds up.
        assert_eq!(f16round(1.0 + 2f64.powi(-11) + 2f64.powi(-30)), 1.0 + 2f64.powi(-10));
        // Subnormals: half the smallest is a tie to 0; just above it is the smallest.
        assert_eq!(f64_to_f16_bits(2f64.powi(-25)), 0);
        assert_eq!(f64_to_f16_bits(2f64.powi(-25) * (1.0 + f64::EPSILON)), 1);
        assert_eq!(f64_to_f16_bits(3.0 * 2f64.powi(-25)), 2);
        assert_eq!(f64_to_f16_bits(-(2f64.powi(-26))), 0x8000);
        assert_eq!(f64_to_f16_bits(5e-324), 0);
        // The largest subnormal rounds up into the smallest normal.
        assert_eq!(f64_to_f16_bits(2f64.powi(-14) - 2f64.powi(-26)), 0x0400);
    }

    #[test]
    fn every_binary16_round_trips_and_midpoints_go_to_even() {
        for bits in 0..=0xffffu16 {
            let value = f16_bits_to_f64(bits);
            if value.is_nan() {
                continue;
            }
            assert_eq!(f64_to_f16_bits(value), bits, "{bits:#x}");
            // The midpoint to the next binary16 of the same sign rounds to the even one.
            let next = bits.wrapping_add(1);
            if bits & 0x7fff < 0x7c00 && next & 0x7fff <= 0x7c00 {
                let midpoint = if next & 0x7fff == 0x7c00 {
                    // Between 65504 and "65536" (infinity's place).
                    value + (value.signum() * 16.0)
                } else {
                    (value + f16_bits_to_f64(next)) / 2.0
                };
                let even = if bits & 1 == 0 { bits } else { next };
                assert_eq!(f64_to_f16_bits(midpoint), even, "midpoint after {bits:#x}");
            }
        }
    }
}
