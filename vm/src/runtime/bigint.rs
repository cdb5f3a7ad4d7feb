//! BigInt primitives: cells that own an arbitrary-precision integer.

use std::ptr::NonNull;

use num_bigint::BigInt;

use crate::cell::{CellHeader, JSType};
use crate::error::JsResult;
use crate::value::JSValue;
use crate::vm::Vm;

#[repr(C)]
pub struct JSBigInt {
    header: CellHeader,
    value: Box<BigInt>,
}

/// A handle to a live BigInt.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct BigIntRef(NonNull<JSBigInt>);

crate::cell::cell_handle!(BigIntRef => JSBigInt, |t| t == JSType::BigInt);

impl BigIntRef {
    /// The integer, borrowed for as long as the handle is: a copy of the handle kept in a
    /// variable (and rooted, if the caller allocates) keeps the borrow valid.
    pub fn value(&self) -> &BigInt {
        &self.raw().value
    }

    /// Bytes of Rust memory the integer holds, for the collector's accounting.
    pub(crate) fn memory_bytes(self) -> usize {
        integer_bytes(self.value())
    }
}

/// Bytes an integer's digits and box take.
fn integer_bytes(value: &BigInt) -> usize {
    (value.bits() as usize).div_ceil(64) * 8 + size_of::<BigInt>()
}

impl Vm {
    /// A BigInt primitive. May collect.
    ///
    /// The digits are Rust memory (up to 128 MiB for the largest BigInt): they count
    /// towards the collection budget and the heap limit, so that a loop making big
    /// integers collects the dead ones, and meets the limit rather than the system.
    pub fn new_bigint(&mut self, value: BigInt) -> JsResult<BigIntRef> {
        self.reserve_extra_memory(integer_bytes(&value))?;
        let header = CellHeader::new(self.common.bigint_structure_id(), JSType::BigInt, 0, 0);
        let value = Box::new(value);
        Ok(BigIntRef(self.new_cell(|| JSBigInt { header, value })?))
    }

    /// A BigInt value.
    pub fn bigint_value(&mut self, value: BigInt) -> JsResult<JSValue> {
        Ok(self.new_bigint(value)?.to_value())
    }
}

/// StringToBigInt: the integer a string spells (decimal, or 0x/0o/0b), or `None`.
pub fn string_to_bigint(units: &[u16]) -> Option<BigInt> {
    let text: String = String::from_utf16(units).ok()?;
    let text = text.trim_matches(|c: char| c.is_whitespace() || c == '\u{feff}');
    if text.is_empty() {
        return Some(BigInt::from(0));
    }
    let (radix, digits) = match text.get(..2) {
        Some("0x" | "0X") => (16, &text[2..]),
        Some("0o" | "0O") => (8, &text[2..]),
        Some("0b" | "0B") => (2, &text[2..]),
        _ => (10, text),
    };
    if radix != 10 {
        if digits.is_empty() || !digits.chars().all(|c| c.is_digit(radix)) {
            return None;
        }
        return BigInt::parse_bytes(digits.as_bytes(), radix);
    }
    let unsigned = digits.strip_prefix(['+', '-']).unwrap_or(digits);
    if unsigned.is_empty() || !unsigned.chars().all(|c| c.is_ascii_digit()) {
        return None;
    }
    BigInt::parse_bytes(digits.as_bytes(), 10)
}
