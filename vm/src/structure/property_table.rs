//! The property table of a structure: key -> (offset, attributes), in insertion order.
//!
//! Small tables (the common case: an object literal's handful of keys) are searched
//! linearly, which beats hashing; beyond [`LINEAR_LIMIT`] entries an index map takes over.
//!
//! A delete from an indexed table leaves a hole where the entry was, so that the entries
//! after it keep their positions and the index stays valid: removing a key costs one
//! hash lookup instead of shifting the entries and rebuilding the index (which made
//! deleting half of 100,000 properties take half a minute). When holes outnumber the
//! live entries the table is compacted in one pass, so deletes stay amortized O(1) and
//! iteration never walks more than twice the live entries.

use std::collections::{HashMap, TryReserveError};

use crate::property::{Attributes, BuildPointerHasher, NamedKey, PropertyOffset};

const LINEAR_LIMIT: usize = 8;

/// Bytes an entry costs: the entry, and its slot in the index (key, position, control byte).
const ENTRY_BYTES: usize = size_of::<PropertyEntry>() + size_of::<(NamedKey, u32)>() + 1;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PropertyEntry {
    pub key: NamedKey,
    pub offset: PropertyOffset,
    pub attributes: Attributes,
}

#[derive(Clone, Default)]
pub(crate) struct PropertyTable {
    /// In insertion order; `None` is the hole a delete left (only in an indexed table).
    entries: Vec<Option<PropertyEntry>>,
    /// Entries that are not holes.
    live: usize,
    /// key -> position in `entries`, once the table is large.
    index: Option<HashMap<NamedKey, u32, BuildPointerHasher>>,
    /// Slot numbers freed by deletes from a dictionary, reused by its next additions.
    free_slots: Vec<u32>,
}

impl PropertyTable {
    pub fn len(&self) -> usize {
        self.live
    }

    pub fn get(&self, key: NamedKey) -> Option<&PropertyEntry> {
        self.position(key).and_then(|position| self.entries[position].as_ref())
    }

    fn position(&self, key: NamedKey) -> Option<usize> {
        match &self.index {
            Some(index) => index.get(&key).map(|&position| position as usize),
            None => self.entries.iter().position(|entry| entry.is_some_and(|entry| entry.key == key)),
        }
    }

    /// Adds a key the table does not have.
    pub fn add(&mut self, entry: PropertyEntry) {
        debug_assert!(self.get(entry.key).is_none());
        self.entries.push(Some(entry));
        self.live += 1;
        let position = self.entries.len() as u32 - 1;
        match &mut self.index {
            Some(index) => {
                index.insert(entry.key, position);
            }
            None if self.entries.len() > LINEAR_LIMIT => self.rebuild_index(),
            None => {}
        }
    }

    /// Makes room for `additional` more entries, so that adding them does not grow the
    /// table (nor, past the linear limit, its index).
    pub fn reserve(&mut self, additional: usize) {
        self.entries.reserve(additional);
        if let Some(index) = &mut self.index {
            index.reserve(additional);
        }
    }

    /// Bytes the table would grow by to take `additional` more entries: what a dictionary
    /// counts against the heap limit before it grows (an estimate of the allocator's
    /// doubling, from the capacities).
    pub fn growth_for(&self, additional: usize) -> usize {
        let needed = self.entries.len() + additional;
        if needed <= self.entries.capacity() {
            return 0;
        }
        let capacity = needed.max(2 * self.entries.capacity());
        (capacity - self.entries.capacity()) * ENTRY_BYTES
    }

    /// Makes room for `additional` more entries, or fails (rather than aborting) when the
    /// system refuses the memory.
    pub fn try_reserve(&mut self, additional: usize) -> Result<(), TryReserveError> {
        self.entries.try_reserve(additional)?;
        match &mut self.index {
            Some(index) => index.try_reserve(additional),
            None => Ok(()),
        }
    }

    /// Bytes of Rust memory the table holds.
    pub fn memory_bytes(&self) -> usize {
        self.entries.capacity() * ENTRY_BYTES + self.free_slots.capacity() * size_of::<u32>()
    }

    /// Removes a key; the others keep their order.
    pub fn remove(&mut self, key: NamedKey) -> Option<PropertyEntry> {
        let position = self.position(key)?;
        self.live -= 1;
        let Some(index) = &mut self.index else {
            // A small table has no holes: shifting a few entries is cheaper than keeping them.
            return self.entries.remove(position);
        };
        index.remove(&key);
        let entry = self.entries[position].take();
        if self.entries.len() - self.live > self.live {
            self.compact();
        }
        entry
    }

    /// Drops the holes, keeping the order, and rebuilds the index.
    fn compact(&mut self) {
        self.entries.retain(Option::is_some);
        self.entries.shrink_to(self.entries.len() * 2);
        if self.entries.len() <= LINEAR_LIMIT {
            self.index = None;
        } else {
            self.rebuild_index();
        }
    }

    pub fn set_attributes(&mut self, key: NamedKey, attributes: Attributes) {
        if let Some(position) = self.position(key)
            && let Some(entry) = &mut self.entries[position]
        {
            entry.attributes = attributes;
        }
    }

    /// Applies `f` to the attributes of every entry.
    /// Changes the attributes of every property but private names (freezing and sealing
    /// leave private fields alone).
    pub fn map_attributes(&mut self, f: impl Fn(Attributes) -> Attributes) {
        for entry in self.entries.iter_mut().flatten().filter(|entry| !entry.key.is_private()) {
            entry.attributes = f(entry.attributes);
        }
    }

    /// The entries in insertion order.
    pub fn iter(&self) -> impl Iterator<Item = &PropertyEntry> {
        self.entries.iter().flatten()
    }

    /// A slot number freed by a delete, if any.
    pub fn free_slot(&self) -> Option<u32> {
        self.free_slots.last().copied()
    }

    /// Marks a slot number free.
    pub fn free(&mut self, slot: u32) {
        self.free_slots.push(slot);
    }

    /// Takes `slot` off the free list, if it is there.
    pub fn take_free_slot(&mut self, slot: u32) {
        if self.free_slots.last() == Some(&slot) {
            self.free_slots.pop();
        }
    }

    fn rebuild_index(&mut self) {
        if self.entries.len() <= LINEAR_LIMIT {
            self.index = None;
            return;
        }
        // Sized for the entries' capacity: what was reserved is added without a rehash.
        let mut index = HashMap::with_capacity_and_hasher(self.entries.capacity(), BuildPointerHasher::default());
        let positions = self.entries.iter().enumerate();
        index.extend(positions.filter_map(|(position, entry)| Some((entry.as_ref()?.key, position as u32))));
        self.index = Some(index);
    }
}
