//! The table of a WeakMap or WeakSet: keys by identity (a cell's address), values.
//!
//! Weak keys are objects and unregistered symbols, which compare by identity, and a
//! WeakMap cannot be iterated, so this is an ordinary unordered hash map from the key's
//! address to the value (undefined in a WeakSet). The collector neither marks the keys nor,
//! directly, the values: the values are ephemerons, marked once their key is
//! (`collections/tracing.rs`), and entries whose key died are removed after marking.

use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

use crate::value::JSValue;

/// Hashes cell addresses: a multiply that spreads the aligned low bits, folded so that the
/// low bits (the bucket) depend on the whole address.
#[derive(Default)]
pub(crate) struct AddressHasher(u64);

impl Hasher for AddressHasher {
    fn finish(&self) -> u64 {
        self.0 ^ (self.0 >> 29)
    }

    fn write(&mut self, bytes: &[u8]) {
        for &byte in bytes {
            self.0 = (self.0 ^ byte as u64).wrapping_mul(0x0100_0000_01b3);
        }
    }

    fn write_usize(&mut self, value: usize) {
        self.0 = (value as u64).wrapping_mul(0x9e37_79b9_7f4a_7c15);
    }
}

pub(crate) type AddressMap<V> = HashMap<usize, V, BuildHasherDefault<AddressHasher>>;

/// Entries of a weak collection, keyed by the key cell's address.
#[derive(Debug, Default)]
pub struct WeakTable {
    entries: AddressMap<JSValue>,
}

impl WeakTable {
    pub fn new() -> WeakTable {
        WeakTable::default()
    }

    pub fn len(&self) -> usize {
        self.entries.len()
    }

    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }

    /// Bytes of memory the table owns (about: a SwissTable slot and its control byte).
    pub fn memory_bytes(&self) -> usize {
        self.entries.capacity() * (size_of::<(usize, JSValue)>() + 1)
    }

    #[inline]
    pub fn get(&self, key: usize) -> Option<JSValue> {
        self.entries.get(&key).copied()
    }

    #[inline]
    pub fn contains(&self, key: usize) -> bool {
        self.entries.contains_key(&key)
    }

    /// Bytes inserting a new key may allocate: the bigger table when this one is full.
    pub fn allocation_for_insert(&self) -> usize {
        if self.entries.len() < self.entries.capacity() {
            return 0;
        }
        2 * self.entries.capacity().max(4) * (size_of::<(usize, JSValue)>() + 1)
    }

    /// Adds or replaces an entry; the bytes of memory the table grew by, or `None` when the
    /// system allocator refused the memory.
    pub fn insert(&mut self, key: usize, value: JSValue) -> Option<usize> {
        let before = self.memory_bytes();
        if !self.entries.contains_key(&key) {
            self.entries.try_reserve(1).ok()?;
        }
        self.entries.insert(key, value);
        Some(self.memory_bytes().saturating_sub(before))
    }

    pub fn remove(&mut self, key: usize) -> bool {
        let removed = self.entries.remove(&key).is_some();
        // A table that lost most of its entries gives the memory back.
        if removed && self.entries.capacity() > 64 && self.entries.len() * 8 < self.entries.capacity() {
            self.entries.shrink_to(self.entries.len() * 2);
        }
        removed
    }

    /// Every entry.
    pub fn for_each(&self, mut visit: impl FnMut(usize, JSValue)) {
        for (&key, &value) in &self.entries {
            visit(key, value);
        }
    }

    /// Removes the entries whose key `is_live` says died.
    pub fn retain_live(&mut self, is_live: impl Fn(usize) -> bool) {
        self.entries.retain(|&key, _| is_live(key));
        if self.entries.capacity() > 64 && self.entries.len() * 8 < self.entries.capacity() {
            self.entries.shrink_to(self.entries.len() * 2);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn entries_by_address() {
        let mut table = WeakTable::new();
        for address in (0x1000..0x1000 + 16 * 1000).step_by(16) {
            table.insert(address, JSValue::from_i32(address as i32)).expect("memory");
        }
        assert_eq!(table.len(), 1000);
        assert_eq!(table.get(0x1010), Some(JSValue::from_i32(0x1010)));
        assert!(!table.contains(0x1008));
        table.insert(0x1010, JSValue::TRUE).expect("memory");
        assert_eq!(table.get(0x1010), Some(JSValue::TRUE));
        assert_eq!(table.len(), 1000);
        assert!(table.remove(0x1010));
        assert!(!table.remove(0x1010));
        assert_eq!(table.get(0x1010), None);
    }

    #[test]
    fn dead_keys_are_pruned_and_memory_returned() {
        let mut table = WeakTable::new();
        for address in (0x10_0000..0x10_0000 + 16 * 10_000).step_by(16) {
            table.insert(address, JSValue::UNDEFINED).expect("memory");
        }
        let full = table.memory_bytes();
        table.retain_live(|address| address < 0x10_0000 + 16 * 10);
        assert_eq!(table.len(), 10);
        assert!(table.memory_bytes() * 20 < full);
        assert!(table.contains(0x10_0000 + 16 * 9));
        assert!(!table.contains(0x10_0000 + 16 * 10));
    }

    #[test]
    fn aligned_addresses_spread_over_buckets() {
        let hash = |address: usize| {
            let mut hasher = AddressHasher::default();
            hasher.write_usize(address);
            hasher.finish()
        };
        let buckets: std::collections::HashSet<u64> =
            (0..1024usize).map(|i| hash(0x7f00_0000_0000 + i * 16) & 1023).collect();
        assert!(buckets.len() > 600, "{} of 1024 buckets used", buckets.len());
    }
}
