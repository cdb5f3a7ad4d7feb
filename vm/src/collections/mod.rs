//! Keyed collections and weak references: the tables behind Map, Set, WeakMap and
//! WeakSet, WeakRef targets, FinalizationRegistry cells, and what the collector does with
//! them. The builtins (`builtins/src/map.rs` and the others) implement the specification's
//! methods on top of the operations here.
//!
//! ```text
//!   Map, Set          object | raw: Box<OrderedTable>     ordered, SameValueZero keys   table.rs
//!   Map/Set Iterator  object | collection | raw: cursor, kind                           iterator.rs
//!   WeakMap, WeakSet  object | raw: Box<WeakTable>        identity keys, ephemerons     weak_table.rs
//!   WeakRef           object | raw: target (weak)                                       weak_ref.rs
//!   FinalizationRegistry  object | cleanup callback | raw: Box<Registry>                finalization.rs
//! ```
//!
//! The tables are Rust memory owned by their object, which is therefore a cell of the
//! destructible space; the tracer marks what the tables hold (`tracing.rs`), every store of
//! a cell into a table is followed by the write barrier, and table growth is reported to
//! the heap ([`gc::Heap::report_extra_memory`]) so that memory the heap cannot see still
//! makes it collect.
//!
//! # Keys
//!
//! Map and Set compare keys with SameValueZero. Keys are **normalized** once, on the way
//! in ([`Vm::collection_key`]): -0 and integral doubles become int32 (so every number has
//! one encoding, and NaN is already canonical), and a rope is flattened in place (the
//! string keeps its identity). After that, two keys are equal when their bits are, except
//! strings (same code units, whatever their width) and BigInts (same value). The hash is
//! the string's cached hash, the BigInt's digits, or the value's bits, mixed; it is computed
//! once per operation and stored in the entry, so a lookup compares hashes before keys and
//! never allocates (but for flattening a rope key, once).

mod finalization;
mod iterator;
mod map;
#[allow(unsafe_code)]
mod owned;
pub mod table;
mod tracing;
mod weak_map;
mod weak_ref;
pub mod weak_table;

pub use iterator::{CollectionIterationKind, RemainingEntries};
pub(crate) use owned::destroy_table;
pub(crate) use tracing::WeakState;

use crate::error::JsResult;
use crate::runtime::bigint::BigIntRef;
use crate::string::StringRef;
use crate::symbol::SymbolRef;
use crate::value::JSValue;
use crate::vm::Vm;

/// A key normalized for a Map or Set, with its hash. It holds the key unrooted: use it at
/// once, with the key itself kept alive by its caller (an argument is).
#[derive(Clone, Copy, Debug)]
pub struct CollectionKey {
    value: JSValue,
    hash: u32,
}

impl CollectionKey {
    /// The normalized key: what a Map stores and what iteration gives back.
    pub fn value(self) -> JSValue {
        self.value
    }
}

/// Spreads a word over 32 bits (the high half of a multiply by the golden ratio).
#[inline(always)]
fn mix(word: u64) -> u32 {
    (word.wrapping_mul(0x9e37_79b9_7f4a_7c15) >> 32) as u32
}

/// Distinguishes a string's hash from a number with the same bits.
const STRING_SALT: u64 = 1 << 40;
const BIGINT_SALT: u64 = 1 << 41;

/// -0 and doubles with an int32 value become int32: the one encoding of each number.
#[inline(always)]
fn normalize_number(value: JSValue) -> JSValue {
    if value.is_double() {
        let number = value.as_double();
        let integer = number as i32;
        // -0.0 as i32 is 0 and 0.0 == -0.0; NaN never equals itself.
        if integer as f64 == number {
            return JSValue::from_i32(integer);
        }
    }
    value
}

/// Whether two normalized keys are the same key (SameValueZero).
#[inline(always)]
fn keys_equal(stored: JSValue, key: JSValue) -> bool {
    if stored == key {
        return true;
    }
    if !stored.is_cell() || !key.is_cell() {
        return false;
    }
    if let (Some(a), Some(b)) = (StringRef::from_value(stored), StringRef::from_value(key)) {
        if a.len() != b.len() || (a.is_atom() && b.is_atom()) {
            return false;
        }
        // Both are flat: stored keys were flattened on the way in, and so was this one.
        return match (a.view_unbound(), b.view_unbound()) {
            (Some(a), Some(b)) => a.same_units(&b),
            _ => false,
        };
    }
    if let (Some(a), Some(b)) = (BigIntRef::from_value(stored), BigIntRef::from_value(key)) {
        return a.value() == b.value();
    }
    false
}

fn bigint_hash(bigint: BigIntRef) -> u32 {
    let value = bigint.value();
    let mut hash = BIGINT_SALT ^ value.sign() as u64;
    for digit in value.iter_u64_digits() {
        hash = (hash ^ digit).wrapping_mul(0x0100_0000_01b3).rotate_left(23);
    }
    mix(hash)
}

/// 9.13 CanBeHeldWeakly ( v ): objects, and symbols not in the global registry.
pub fn can_be_held_weakly(value: JSValue) -> bool {
    if crate::object::ObjectRef::from_value(value).is_some() {
        return true;
    }
    SymbolRef::from_value(value).is_some_and(|symbol| !symbol.is_registered())
}

impl Vm {
    /// The normalized, hashed form of a Map or Set key (see the module documentation). May
    /// collect: a rope key is flattened.
    #[inline]
    pub fn collection_key(&mut self, key: JSValue) -> JsResult<CollectionKey> {
        // Fast path: int32 keys.
        if key.is_int32() {
            return Ok(CollectionKey { value: key, hash: mix(key.bits()) });
        }
        let value = normalize_number(key);
        if let Some(string) = StringRef::from_value(value) {
            let string = self.flatten(string)?;
            let hash = mix(self.hash_string(string) as u64 | STRING_SALT);
            return Ok(CollectionKey { value: string.to_value(), hash });
        }
        if let Some(bigint) = BigIntRef::from_value(value) {
            return Ok(CollectionKey { value, hash: bigint_hash(bigint) });
        }
        Ok(CollectionKey { value, hash: mix(value.bits()) })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_have_one_encoding() {
        assert_eq!(normalize_number(JSValue::from_f64(-0.0)), JSValue::from_i32(0));
        assert_eq!(normalize_number(JSValue::from_f64(3.0)), JSValue::from_i32(3));
        assert_eq!(normalize_number(JSValue::from_f64(-2147483648.0)), JSValue::from_i32(i32::MIN));
        assert!(normalize_number(JSValue::from_f64(2147483648.0)).is_double());
        assert!(normalize_number(JSValue::from_f64(0.5)).is_double());
        let nan = normalize_number(JSValue::from_f64(f64::NAN));
        assert!(nan.is_double() && nan == JSValue::from_f64(-f64::NAN));
        assert!(keys_equal(nan, JSValue::from_f64(f64::NAN)));
        assert!(!keys_equal(JSValue::from_i32(1), JSValue::TRUE));
    }
}
