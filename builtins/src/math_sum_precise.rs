//! Math.sumPrecise ( items ) (ES2026, 21.3.2.34): the sum of an iterable of Numbers as
//! if computed in exact arithmetic, rounded once.
//!
//! Every finite double is an integer multiple of 2^-1074 (the least subnormal) smaller in
//! magnitude than 2^1024, so the exact sum of fewer than 2^53 of them is such a multiple
//! below 2^(1024 + 1074 + 53). [`ExactSum`] keeps it as a fixed-point integer in two's
//! complement over [`LIMBS`] 64-bit words, bit 0 worth 2^-1074:
//!
//! ```text
//!   bit  2175 (sign) ... 2097 ......................... 52 ........ 0
//!        |             | MAX_VALUE's top bit           | 1.0 is bit 1074, 2^-1074 bit 0
//!   word 33                                                     word 0
//! ```
//!
//! Adding a double adds its 53-bit significand at its exponent's offset: two words and
//! whatever carry (or borrow, for a negative one) runs on, at most [`LIMBS`] words, with
//! nothing lost and no intermediate overflow (1e308 + 1e308 - 1e308 is 1e308). At the end
//! the integer is rounded to the nearest double, ties to even, once: the top 53 bits, the
//! next (guard) bit, and whether any bit below it is set (sticky). A sum that rounds
//! past MAX_VALUE is an infinity, as 𝔽 gives.

use vm::runtime::function::CallArgs;
use vm::{JSValue, JsResult, Message, ObjectRef, Vm};

use crate::util;

/// Installs Math.sumPrecise on the Math object.
pub fn install(vm: &mut Vm, math: ObjectRef) -> JsResult<()> {
    util::method(vm, math, "sumPrecise", 1, sum_precise)?;
    Ok(())
}

/// Words of the accumulator: 2^-1074 to 2^1024 is 2098 bits, 2^53 addends add 53 more,
/// and one more is the sign: 2152 bits fit in 34 words.
const LIMBS: usize = 34;

/// The bits of a double's significand, the implicit one included.
const SIGNIFICAND_BITS: u32 = 53;

/// An exact sum of finite doubles (see the module documentation).
#[derive(Clone, Debug)]
pub(crate) struct ExactSum {
    /// Little-endian words of a two's complement integer, in units of 2^-1074.
    limbs: [u64; LIMBS],
}

impl ExactSum {
    pub(crate) fn new() -> ExactSum {
        ExactSum { limbs: [0; LIMBS] }
    }

    /// Adds a finite double exactly.
    pub(crate) fn add(&mut self, x: f64) {
        debug_assert!(x.is_finite());
        let bits = x.to_bits();
        let biased_exponent = ((bits >> 52) & 0x7ff) as usize;
        let fraction = bits & ((1 << 52) - 1);
        // A normal number is (2^52 + fraction) · 2^(e - 1075), that is the significand at
        // bit e - 1 of the accumulator; a subnormal one is fraction · 2^-1074, at bit 0.
        let (significand, offset) =
            if biased_exponent == 0 { (fraction, 0) } else { (fraction | 1 << 52, biased_exponent - 1) };
        if significand == 0 {
            return;
        }
        let word = offset / 64;
        let shifted = u128::from(significand) << (offset % 64);
        let (low, high) = (shifted as u64, (shifted >> 64) as u64);
        if x.is_sign_negative() {
            self.subtract_at(word, low, high);
        } else {
            self.add_at(word, low, high);
        }
    }

    /// Adds `low + high · 2^64` at word `word`, carrying upwards.
    fn add_at(&mut self, word: usize, low: u64, high: u64) {
        let (sum, carry) = self.limbs[word].overflowing_add(low);
        self.limbs[word] = sum;
        let (sum, carry_a) = self.limbs[word + 1].overflowing_add(high);
        let (sum, carry_b) = sum.overflowing_add(u64::from(carry));
        self.limbs[word + 1] = sum;
        let mut carry = carry_a || carry_b;
        let mut index = word + 2;
        // The top word's carry leaves two's complement arithmetic, which wraps.
        while carry && index < LIMBS {
            let (sum, next) = self.limbs[index].overflowing_add(1);
            self.limbs[index] = sum;
            carry = next;
            index += 1;
        }
    }

    /// Subtracts `low + high · 2^64` at word `word`, borrowing upwards.
    fn subtract_at(&mut self, word: usize, low: u64, high: u64) {
        let (difference, borrow) = self.limbs[word].overflowing_sub(low);
        self.limbs[word] = difference;
        let (difference, borrow_a) = self.limbs[word + 1].overflowing_sub(high);
        let (difference, borrow_b) = difference.overflowing_sub(u64::from(borrow));
        self.limbs[word + 1] = difference;
        let mut borrow = borrow_a || borrow_b;
        let mut index = word + 2;
        while borrow && index < LIMBS {
            let (difference, next) = self.limbs[index].overflowing_sub(1);
            self.limbs[index] = difference;
            borrow = next;
            index += 1;
        }
    }

    /// The sum rounded to the nearest double, ties to even: 𝔽(sum). An exact zero is +0.
    pub(crate) fn to_f64(&self) -> f64 {
        let negative = self.limbs[LIMBS - 1] >> 63 == 1;
        let magnitude = if negative { negate(&self.limbs) } else { self.limbs };
        let Some(top_word) = magnitude.iter().rposition(|&word| word != 0) else {
            return 0.0;
        };
        // The index of the highest set bit.
        let top = top_word * 64 + 63 - magnitude[top_word].leading_zeros() as usize;
        let magnitude_value = if top < SIGNIFICAND_BITS as usize {
            // Below 2^53 units the sum is exact: a subnormal, or the least binade of
            // normals, whose bit patterns are the integer itself.
            f64::from_bits(magnitude[0])
        } else {
            let lowest = top + 1 - SIGNIFICAND_BITS as usize;
            let mut significand = bits_at(&magnitude, lowest) & ((1 << SIGNIFICAND_BITS) - 1);
            let guard = bit_at(&magnitude, lowest - 1);
            let sticky = any_below(&magnitude, lowest - 1);
            let mut top = top;
            if guard && (sticky || significand & 1 == 1) {
                significand += 1;
                if significand == 1 << SIGNIFICAND_BITS {
                    significand >>= 1;
                    top += 1;
                }
            }
            // The top bit is worth 2^(top - 1074): its biased exponent is top - 1074 + 1023.
            let biased_exponent = (top - 51) as u64;
            if biased_exponent >= 0x7ff {
                f64::INFINITY
            } else {
                f64::from_bits(biased_exponent << 52 | (significand & ((1 << 52) - 1)))
            }
        };
        if negative { -magnitude_value } else { magnitude_value }
    }
}

/// The two's complement negation of `limbs`.
fn negate(limbs: &[u64; LIMBS]) -> [u64; LIMBS] {
    let mut result = [0; LIMBS];
    let mut carry = true;
    for (out, &word) in result.iter_mut().zip(limbs) {
        let (sum, next) = (!word).overflowing_add(u64::from(carry));
        *out = sum;
        carry = next;
    }
    result
}

/// The 64 bits of `limbs` from bit `lowest` up (zeros past the top).
fn bits_at(limbs: &[u64; LIMBS], lowest: usize) -> u64 {
    let (word, shift) = (lowest / 64, lowest % 64);
    let low = limbs[word] >> shift;
    let high = if shift == 0 { 0 } else { limbs.get(word + 1).map_or(0, |&next| next << (64 - shift)) };
    low | high
}

fn bit_at(limbs: &[u64; LIMBS], index: usize) -> bool {
    limbs[index / 64] >> (index % 64) & 1 == 1
}

/// Whether any bit below `index` is set.
fn any_below(limbs: &[u64; LIMBS], index: usize) -> bool {
    let (word, shift) = (index / 64, index % 64);
    limbs[..word].iter().any(|&w| w != 0) || (shift > 0 && limbs[word] & ((1 << shift) - 1) != 0)
}

/// The summation's state (step 3): what the values so far make the result.
#[derive(Clone, Copy, PartialEq, Eq)]
enum State {
    MinusZero,
    Finite,
    PlusInfinity,
    MinusInfinity,
    NotANumber,
}

/// Math.sumPrecise ( items )
fn sum_precise(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    let items = args.get(vm, 0);
    // 1. Perform ? RequireObjectCoercible(items).
    crate::object::require_object_coercible(vm, items, "Math.sumPrecise")?;
    // 2. Let iteratorRecord be ? GetIterator(items, sync).
    let (iterator, next_method) = vm.get_iterator_and_next(items, false)?;
    let (iterator, next_method) = (vm.root_value(iterator), vm.root_value(next_method));
    // 3-5. Let state be minus-zero, sum be 0 and count be 0.
    let mut state = State::MinusZero;
    let mut sum = ExactSum::new();
    let mut count: u64 = 0;
    // 6-7. Repeat, while next is not done,
    // a. Set next to ? IteratorStepValue(iteratorRecord).
    while let Some(next) = vm.iterator_step_value(iterator.get(), next_method.get())? {
        // b. i. Set count to count + 1.
        count += 1;
        // ii. If count ≥ 2^53, close the iterator with a RangeError. (Not reached in
        //     practice; it bounds the accumulator.)
        if count >= 1 << 53 {
            let error = vm.throw_error_with(Message::ThrowRangeError, "Math.sumPrecise: too many values");
            vm.iterator_close_on_throw(iterator.get());
            return Err(error);
        }
        // iv. If next is not a Number, then
        let Some(n) = next.to_number_if_number() else {
            // 1. Let error be ThrowCompletion(a newly created TypeError object).
            let detail = format!("Math.sumPrecise: {} is not a number", vm.describe_value(next));
            let error = vm.throw_error_with(Message::ThrowTypeError, detail);
            // 2. Return ? IteratorClose(iteratorRecord, error).
            vm.iterator_close_on_throw(iterator.get());
            return Err(error);
        };
        // v-vi. If state is not not-a-number, then
        state = match state {
            State::NotANumber => State::NotANumber,
            // 1. If n is NaN, set state to not-a-number.
            _ if n.is_nan() => State::NotANumber,
            // 2. Else if n is +∞𝔽: not-a-number after minus-infinity, else plus-infinity.
            State::MinusInfinity if n == f64::INFINITY => State::NotANumber,
            _ if n == f64::INFINITY => State::PlusInfinity,
            // 3. Else if n is -∞𝔽: not-a-number after plus-infinity, else minus-infinity.
            State::PlusInfinity if n == f64::NEG_INFINITY => State::NotANumber,
            _ if n == f64::NEG_INFINITY => State::MinusInfinity,
            // 4. Else if n is not -0𝔽 and state is minus-zero or finite, set state to
            //    finite and sum to sum + ℝ(n).
            State::MinusZero | State::Finite if !(n == 0.0 && n.is_sign_negative()) => {
                sum.add(n);
                State::Finite
            }
            unchanged => unchanged,
        };
    }
    // 8-12. NaN, ±∞, -0, or 𝔽(sum).
    Ok(JSValue::from_number(match state {
        State::NotANumber => f64::NAN,
        State::PlusInfinity => f64::INFINITY,
        State::MinusInfinity => f64::NEG_INFINITY,
        State::MinusZero => -0.0,
        State::Finite => sum.to_f64(),
    }))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn exact(values: &[f64]) -> f64 {
        let mut sum = ExactSum::new();
        for &value in values {
            sum.add(value);
        }
        sum.to_f64()
    }

    fn same(actual: f64, expected: f64) {
        assert_eq!(actual.to_bits(), expected.to_bits(), "{actual:e} is not {expected:e}");
    }

    const MAX: f64 = f64::MAX;
    const TINY: f64 = 5e-324;

    #[test]
    fn simple_sums() {
        same(exact(&[]), 0.0);
        same(exact(&[1.0, 2.0, 3.5]), 6.5);
        same(exact(&[-1.0, -2.0]), -3.0);
        same(exact(&[1.0, -1.0]), 0.0);
        same(exact(&[-1.0, 1.0]), 0.0);
        same(exact(&[0.0]), 0.0);
        same(exact(&[-0.5, 0.25]), -0.25);
    }

    #[test]
    fn one_rounding() {
        // The exact sum of these doubles is nearer 0.6 than 0.6000000000000001.
        same(exact(&[0.1, 0.2, 0.3]), 0.6);
        same(exact(&[1e20, 0.1, -1e20]), 0.1);
        same(exact(&[1.0, 1e100, 1.0, -1e100]), 2.0);
        // 2^53 + 1 is halfway: ties to even; anything more rounds up.
        let two53 = 9007199254740992.0;
        same(exact(&[two53, 1.0]), two53);
        same(exact(&[two53, 1.0, 2f64.powi(-100)]), two53 + 2.0);
        same(exact(&[two53, 3.0]), two53 + 4.0);
        same(exact(&[two53, 1.0, -(2f64.powi(-100))]), two53);
        same(exact(&[-two53, -1.0, -(2f64.powi(-100))]), -two53 - 2.0);
    }

    #[test]
    fn overflow_that_cancels_and_overflow_that_does_not() {
        same(exact(&[1e308, 1e308, -1e308]), 1e308);
        same(exact(&[MAX, MAX, -MAX, -MAX, MAX]), MAX);
        same(exact(&[MAX, MAX]), f64::INFINITY);
        same(exact(&[-MAX, -MAX]), f64::NEG_INFINITY);
        // MAX + half an ulp of it is a tie that rounds to even, past MAX; less stays.
        let half_ulp = 2f64.powi(970);
        same(exact(&[MAX, half_ulp]), f64::INFINITY);
        same(exact(&[MAX, half_ulp, -TINY]), MAX);
        same(exact(&[MAX, 2f64.powi(969)]), MAX);
        same(exact(&[-MAX, -half_ulp]), f64::NEG_INFINITY);
        // Many large values: the accumulator's headroom.
        let mut values = vec![MAX; 1000];
        values.extend(vec![-MAX; 999]);
        same(exact(&values), MAX);
    }

    #[test]
    fn subnormals() {
        same(exact(&[TINY, TINY]), 2.0 * TINY);
        same(exact(&[f64::MIN_POSITIVE, -TINY]), f64::MIN_POSITIVE - TINY);
        same(exact(&[f64::MIN_POSITIVE - TINY, TINY]), f64::MIN_POSITIVE);
        same(exact(&[1.0, TINY, -1.0]), TINY);
        same(exact(&[-TINY, -TINY, TINY]), -TINY);
        same(exact(&[1e-310, 1e-310]), 2e-310);
    }

    #[test]
    fn agrees_with_integer_sums() {
        // Integers below 2^63 scaled by a power of two: the exact sum fits an i128, and
        // i128 to f64 rounds to nearest, ties to even, as the sum must.
        let mut seed: u64 = 0x2545_f491_4f6c_dd1d;
        let mut random = move || {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            seed
        };
        for scale in [0, -1000, 900] {
            for round in 0..200 {
                let count = 1 + (random() % 40) as usize;
                let mut values = Vec::new();
                let mut total: i128 = 0;
                for _ in 0..count {
                    let shift = random() % 64;
                    let integer = ((random() as i64) >> shift) as f64;
                    total += integer as i128;
                    values.push(integer * 2f64.powi(scale));
                }
                let expected = (total as f64) * 2f64.powi(scale);
                assert_eq!(exact(&values).to_bits(), expected.to_bits(), "scale {scale}, round {round}: {values:?}");
            }
        }
    }

    #[test]
    fn agrees_with_a_reference() {
        // Correctly rounded sums of mixed magnitudes computed elsewhere (Python's
        // math.fsum), as bit patterns.
        let cases: &[(&[u64], u64)] = &[
            (
                &[
                    0xe9a098fa37463842,
                    0xe80a7fd72c87e4c6,
                    0x1cb4eb252c860c96,
                    0x680a7fd72c87e4c6,
                    0x15148fc20c497c80,
                    0x9cb4eb252c860c96,
                    0x40b0b8599a09f768,
                    0x410b1f9800000000,
                    0x3c6aecd8eb2b8b78,
                    0xb3fa3897640f3a76,
                    0x33fa3897640f3a76,
                    0xbc6aecd8eb2b8b78,
                ],
                0xe9a098fa37463842,
            ),
            (
                &[
                    0xc0705546fe70eca4,
                    0xbe0978a64c7a2ea0,
                    0xc0d702c000000000,
                    0x00171758a881ed14,
                    0x40b967890358e204,
                    0x3e0978a64c7a2ea0,
                    0xc0b967890358e204,
                    0xfb930d6ea99ba408,
                    0x7b930d6ea99ba408,
                    0x26e8703d6b0a18c0,
                    0x00000000236f56b6,
                    0x80000000236f56b6,
                    0x80000000000000d9,
                    0x41202aba00000000,
                    0xb1907a70c1e840b0,
                    0x31907a70c1e840b0,
                ],
                0x411ee132ae4063c5,
            ),
            (&[0x8000dc92fd24458a, 0x0000dc92fd24458a, 0x4115cc1c00000000, 0xc12d12d600000000], 0xc1222cc800000000),
            (
                &[
                    0x410fb74000000000,
                    0x5d57f50fc9a9e318,
                    0xc0b6010000000000,
                    0x00000000000000e0,
                    0x40b6010000000000,
                    0x038cbb9392e8ac50,
                    0x807b1af35cafd300,
                    0xbcde6627b59cd320,
                    0x80000000000000e0,
                    0xa3b9729cd7ff85b2,
                    0xdd57f50fc9a9e318,
                    0xc10fb74000000000,
                    0x3ed1345544093f6c,
                ],
                0x3ed1345543ead944,
            ),
            (
                &[
                    0x4940856a0c399170,
                    0xc940856a0c399170,
                    0x412b9c6800000000,
                    0xc12b9c6800000000,
                    0xc24cfc8659f7e668,
                    0x42a396caa1ea4414,
                    0xd992ddc1e06461ae,
                    0x3fc91cf9ed86f40c,
                    0x4368542278b0d590,
                    0x3eb20fe2bf1379a0,
                    0xbeb20fe2bf1379a0,
                    0x424cfc8659f7e668,
                    0xbdd2788c43a62470,
                    0x000000000f5a145e,
                    0x5992ddc1e06461ae,
                    0x41146dec00000000,
                ],
                0x4368555be55b97a4,
            ),
        ];
        for (values, expected) in cases {
            let values: Vec<f64> = values.iter().map(|&bits| f64::from_bits(bits)).collect();
            same(exact(&values), f64::from_bits(*expected));
        }
    }
}
