//! The ordered hash table of Maps and Sets.
//!
//! ```text
//!   buckets   [ 3 | - | 0 | - | ... ]          chain heads: an entry index or NONE
//!                 |       |
//!   entries   [ k0 v0 h0 next:NONE | k1 v1 h1 next | hole | k3 v3 h3 next:1 | ... ]
//!               insertion order; a deleted entry stays as a hole (key = empty)
//!   cursors   [ position 4, owner | free | position 0, owner | ... ]
//! ```
//!
//! Entries are appended in insertion order and chained per bucket through their `next`
//! index (the layout of V8's OrderedHashTable and of CPython's compact dict). Deleting
//! unlinks the entry from its chain and leaves a hole, so positions do not move while the
//! table is in use: an iteration that goes on after a delete skips the hole, one that goes
//! on after an insertion reaches the new entry.
//!
//! Holes are reclaimed by **compaction** (`rehash`): when the entries are full, or when
//! three quarters of the capacity are not live, the live entries are copied down in order
//! and the buckets rebuilt, at the same capacity, twice or half of it. A table churned by
//! deletes and inserts (an LRU cache) therefore stays within a constant factor of its live
//! size, and every operation is amortized O(1).
//!
//! An iteration in progress holds a **cursor**: the index of the next entry to look at,
//! stored here rather than in the iterator, so that compaction can move it with the
//! entries (to the number of live entries before it) and `clear` can move it to 0. An
//! iterator object owns its cursor until it finishes; one that is dropped unfinished loses
//! its cursor in the collector's weak phase (`retain_cursors`). A Rust caller (`forEach`)
//! opens a cursor with no owner and closes it itself.
//!
//! The table knows nothing about keys beyond their bits: callers pass the key's hash and an
//! equality test (SameValueZero on normalized keys, `collections/mod.rs`).

use crate::value::JSValue;

/// No entry (an empty bucket, the end of a chain).
const NONE: u32 = u32::MAX;

/// The smallest capacity a table that holds something has.
const MIN_CAPACITY: usize = 8;

/// The most entries a table holds; inserting more is a RangeError. Indices are u32, and a
/// table this large is already 1.8 GiB.
pub const MAX_ENTRIES: usize = 1 << 26;

/// One entry: 24 bytes.
#[derive(Clone, Copy, Debug)]
struct Entry {
    key: JSValue,
    value: JSValue,
    hash: u32,
    next: u32,
}

/// Who holds a cursor.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CursorOwner {
    /// The slot is free.
    Free,
    /// Rust code (a `forEach` in progress), which closes it.
    Native,
    /// An iterator object (its cell address), held weakly.
    Iterator(usize),
}

#[derive(Clone, Copy, Debug)]
struct Cursor {
    position: u32,
    owner: CursorOwner,
}

/// Why an insertion failed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TableError {
    /// More than [`MAX_ENTRIES`].
    TooLarge,
    /// The system allocator refused the memory.
    OutOfMemory,
}

/// An ordered hash table of (key, value) pairs.
#[derive(Debug, Default)]
pub struct OrderedTable {
    entries: Vec<Entry>,
    /// Chain heads; the length is the capacity (a power of two, or 0 before the first
    /// insertion).
    buckets: Vec<u32>,
    live: u32,
    cursors: Vec<Cursor>,
}

impl OrderedTable {
    pub fn new() -> OrderedTable {
        OrderedTable::default()
    }

    /// The number of entries (holes not counted).
    #[inline]
    pub fn len(&self) -> usize {
        self.live as usize
    }

    pub fn is_empty(&self) -> bool {
        self.live == 0
    }

    fn capacity(&self) -> usize {
        self.buckets.len()
    }

    /// Bytes of memory the table owns, for the collector's accounting.
    pub fn memory_bytes(&self) -> usize {
        self.entries.capacity() * size_of::<Entry>()
            + self.buckets.capacity() * size_of::<u32>()
            + self.cursors.capacity() * size_of::<Cursor>()
    }

    #[inline]
    fn bucket_of(&self, hash: u32) -> usize {
        hash as usize & (self.capacity() - 1)
    }

    /// The index of the entry whose key has `hash` and satisfies `equal`.
    #[inline]
    pub fn find(&self, hash: u32, equal: impl Fn(JSValue) -> bool) -> Option<usize> {
        if self.capacity() == 0 {
            return None;
        }
        let mut index = self.buckets[self.bucket_of(hash)];
        while index != NONE {
            let entry = &self.entries[index as usize];
            if entry.hash == hash && equal(entry.key) {
                return Some(index as usize);
            }
            index = entry.next;
        }
        None
    }

    /// The value of entry `index` (from [`find`](Self::find)).
    #[inline]
    pub fn value_at(&self, index: usize) -> JSValue {
        self.entries[index].value
    }

    /// Replaces the value of entry `index`.
    #[inline]
    pub fn set_value_at(&mut self, index: usize, value: JSValue) {
        self.entries[index].value = value;
    }

    /// A full table's capacity once it makes room: the same when at least half the entries
    /// are holes (compaction in place), else twice it.
    fn capacity_after_full(&self) -> usize {
        let capacity = self.capacity();
        if capacity == 0 {
            MIN_CAPACITY
        } else if self.len() * 2 <= capacity {
            capacity
        } else {
            capacity * 2
        }
    }

    /// Bytes the next insert of a new key allocates: the new tables of a rehash (the old
    /// ones are freed once copied), 0 when there is room.
    pub fn allocation_for_insert(&self) -> usize {
        if self.entries.len() < self.capacity() {
            return 0;
        }
        self.capacity_after_full() * (size_of::<Entry>() + size_of::<u32>())
    }

    /// Appends an entry for a key that is not in the table. Returns the bytes of memory
    /// the table grew by.
    pub fn insert(&mut self, key: JSValue, value: JSValue, hash: u32) -> Result<usize, TableError> {
        debug_assert!(!key.is_empty(), "the empty value marks holes");
        if self.len() >= MAX_ENTRIES {
            return Err(TableError::TooLarge);
        }
        let mut grown = 0;
        if self.entries.len() == self.capacity() {
            let new_capacity = self.capacity_after_full();
            let before = self.memory_bytes();
            self.rehash(new_capacity)?;
            grown = self.memory_bytes().saturating_sub(before);
        }
        let index = self.entries.len() as u32;
        let bucket = self.bucket_of(hash);
        self.entries.push(Entry { key, value, hash, next: self.buckets[bucket] });
        self.buckets[bucket] = index;
        self.live += 1;
        Ok(grown)
    }

    /// Removes the entry whose key has `hash` and satisfies `equal`; whether there was one.
    pub fn remove(&mut self, hash: u32, equal: impl Fn(JSValue) -> bool) -> bool {
        if self.capacity() == 0 {
            return false;
        }
        let bucket = self.bucket_of(hash);
        let mut previous = NONE;
        let mut index = self.buckets[bucket];
        while index != NONE {
            let entry = self.entries[index as usize];
            if entry.hash == hash && equal(entry.key) {
                if previous == NONE {
                    self.buckets[bucket] = entry.next;
                } else {
                    self.entries[previous as usize].next = entry.next;
                }
                // Leave a hole that keeps no value alive.
                self.entries[index as usize] =
                    Entry { key: JSValue::EMPTY, value: JSValue::UNDEFINED, hash: 0, next: NONE };
                self.live -= 1;
                self.shrink_if_sparse();
                return true;
            }
            previous = index;
            index = entry.next;
        }
        false
    }

    /// Compacts to half the capacity once fewer than a quarter of it is live.
    fn shrink_if_sparse(&mut self) {
        let capacity = self.capacity();
        if capacity > MIN_CAPACITY && self.len() * 4 < capacity {
            // Shrinking never needs more memory than the table has; if the allocator
            // refuses even that, the sparse table simply stays as it is.
            let _ = self.rehash(capacity / 2);
        }
    }

    /// Removes every entry and gives the memory back. Cursors move to the start, where
    /// the entries added from now on will be.
    pub fn clear(&mut self) {
        self.entries = Vec::new();
        self.buckets = Vec::new();
        self.live = 0;
        for cursor in self.cursors.iter_mut().filter(|cursor| cursor.owner != CursorOwner::Free) {
            cursor.position = 0;
        }
    }

    /// Copies the live entries down, in order, into tables of `new_capacity` and rebuilds
    /// the chains; every cursor moves to the number of live entries before it.
    fn rehash(&mut self, new_capacity: usize) -> Result<(), TableError> {
        debug_assert!(new_capacity.is_power_of_two() && new_capacity >= self.len());
        let mut entries: Vec<Entry> = Vec::new();
        entries.try_reserve_exact(new_capacity).map_err(|_| TableError::OutOfMemory)?;
        let mut buckets: Vec<u32> = Vec::new();
        buckets.try_reserve_exact(new_capacity).map_err(|_| TableError::OutOfMemory)?;
        buckets.resize(new_capacity, NONE);
        // Cursors in position order, so one walk over the entries moves them all.
        let mut order: Vec<(u32, usize)> = self
            .cursors
            .iter()
            .enumerate()
            .filter(|(_, cursor)| cursor.owner != CursorOwner::Free)
            .map(|(slot, cursor)| (cursor.position, slot))
            .collect();
        order.sort_unstable();
        let mut next_cursor = 0;
        for (old_index, entry) in self.entries.iter().enumerate() {
            while next_cursor < order.len() && order[next_cursor].0 as usize <= old_index {
                self.cursors[order[next_cursor].1].position = entries.len() as u32;
                next_cursor += 1;
            }
            if !entry.key.is_empty() {
                entries.push(Entry { next: NONE, ..*entry });
            }
        }
        for &(_, slot) in &order[next_cursor..] {
            self.cursors[slot].position = entries.len() as u32;
        }
        chain(&mut entries, &mut buckets);
        self.entries = entries;
        self.buckets = buckets;
        Ok(())
    }

    /// A table of this one's live entries, in order and without holes, with no cursors:
    /// "a copy of O.\[\[SetData\]\]" for the Set methods, made in one pass.
    pub fn try_copy(&self) -> Result<OrderedTable, TableError> {
        let mut copy = OrderedTable::new();
        if self.is_empty() {
            return Ok(copy);
        }
        let capacity = Self::capacity_for_copy(self.len());
        copy.entries.try_reserve_exact(capacity).map_err(|_| TableError::OutOfMemory)?;
        copy.buckets.try_reserve_exact(capacity).map_err(|_| TableError::OutOfMemory)?;
        copy.buckets.resize(capacity, NONE);
        copy.entries.extend(self.entries.iter().filter(|entry| !entry.key.is_empty()).copied());
        chain(&mut copy.entries, &mut copy.buckets);
        copy.live = self.live;
        Ok(copy)
    }

    /// Bytes [`try_copy`](Self::try_copy) allocates.
    pub fn allocation_for_copy(&self) -> usize {
        if self.is_empty() {
            return 0;
        }
        Self::capacity_for_copy(self.len()) * (size_of::<Entry>() + size_of::<u32>())
    }

    /// The capacity of a copy of `len` entries: the smallest power of two that holds them.
    fn capacity_for_copy(len: usize) -> usize {
        len.next_power_of_two().max(MIN_CAPACITY)
    }

    /// Every live (key, value), in order: what the collector traces.
    pub fn for_each(&self, mut visit: impl FnMut(JSValue, JSValue)) {
        for entry in self.entries.iter().filter(|entry| !entry.key.is_empty()) {
            visit(entry.key, entry.value);
        }
    }

    // -----------------------------------------------------------------------------------
    // Cursors.
    // -----------------------------------------------------------------------------------

    /// A cursor at the first entry.
    pub fn open_cursor(&mut self, owner: CursorOwner) -> u32 {
        debug_assert!(owner != CursorOwner::Free);
        let cursor = Cursor { position: 0, owner };
        match self.cursors.iter().position(|cursor| cursor.owner == CursorOwner::Free) {
            Some(slot) => {
                self.cursors[slot] = cursor;
                slot as u32
            }
            None => {
                self.cursors.push(cursor);
                (self.cursors.len() - 1) as u32
            }
        }
    }

    /// The entry at the cursor and moves it past; `None` at the end (the cursor stays
    /// there, and sees entries added later).
    pub fn cursor_next(&mut self, cursor: u32) -> Option<(JSValue, JSValue)> {
        let slot = &mut self.cursors[cursor as usize];
        debug_assert!(slot.owner != CursorOwner::Free, "a closed cursor");
        let mut position = slot.position as usize;
        let found = loop {
            let Some(entry) = self.entries.get(position) else { break None };
            position += 1;
            if !entry.key.is_empty() {
                break Some((entry.key, entry.value));
            }
        };
        slot.position = position as u32;
        found
    }

    /// The first `limit` live (key, value) pairs from the cursor's position on, without
    /// moving it, and how many there are in all: what an iteration at that cursor has left
    /// to visit.
    pub fn entries_from_cursor(&self, cursor: u32, limit: usize) -> (Vec<(JSValue, JSValue)>, usize) {
        self.live_entries_from(self.cursors[cursor as usize].position as usize, limit)
    }

    /// The first `limit` live (key, value) pairs in order.
    pub fn first_entries(&self, limit: usize) -> Vec<(JSValue, JSValue)> {
        self.live_entries_from(0, limit).0
    }

    fn live_entries_from(&self, position: usize, limit: usize) -> (Vec<(JSValue, JSValue)>, usize) {
        let mut live = self.entries.get(position..).unwrap_or_default().iter().filter(|entry| !entry.key.is_empty());
        let first = live.by_ref().take(limit).map(|entry| (entry.key, entry.value)).collect::<Vec<_>>();
        let count = first.len() + live.count();
        (first, count)
    }

    /// Frees a cursor.
    pub fn close_cursor(&mut self, cursor: u32) {
        self.cursors[cursor as usize].owner = CursorOwner::Free;
        while self.cursors.last().is_some_and(|cursor| cursor.owner == CursorOwner::Free) {
            self.cursors.pop();
        }
    }

    /// Whether any cursor belongs to an iterator object (the collector then asks which
    /// of them are still alive).
    pub fn has_iterator_cursors(&self) -> bool {
        self.cursors.iter().any(|cursor| matches!(cursor.owner, CursorOwner::Iterator(_)))
    }

    /// Frees the cursors of iterator objects for which `is_live` is false.
    pub fn retain_cursors(&mut self, is_live: impl Fn(usize) -> bool) {
        for slot in 0..self.cursors.len() {
            if let CursorOwner::Iterator(address) = self.cursors[slot].owner
                && !is_live(address)
            {
                self.close_cursor_slot(slot);
            }
        }
        while self.cursors.last().is_some_and(|cursor| cursor.owner == CursorOwner::Free) {
            self.cursors.pop();
        }
    }

    fn close_cursor_slot(&mut self, slot: usize) {
        self.cursors[slot].owner = CursorOwner::Free;
    }

    /// Cursors in use (for tests).
    pub fn open_cursors(&self) -> usize {
        self.cursors.iter().filter(|cursor| cursor.owner != CursorOwner::Free).count()
    }

    /// Entries including holes (for tests): how far the table is from compaction.
    pub fn slots_used(&self) -> usize {
        self.entries.len()
    }
}

/// Links `entries` into the chains of `buckets` (all empty; their length is a power of
/// two).
fn chain(entries: &mut [Entry], buckets: &mut [u32]) {
    let mask = buckets.len() - 1;
    for (index, entry) in entries.iter_mut().enumerate() {
        let bucket = entry.hash as usize & mask;
        entry.next = buckets[bucket];
        buckets[bucket] = index as u32;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn hash(key: i32) -> u32 {
        ((key as u64).wrapping_mul(0x9e37_79b9_7f4a_7c15) >> 32) as u32
    }

    fn key(i: i32) -> JSValue {
        JSValue::from_i32(i)
    }

    fn insert(table: &mut OrderedTable, i: i32) {
        assert!(table.find(hash(i), |k| k == key(i)).is_none());
        table.insert(key(i), key(i * 10), hash(i)).expect("room");
    }

    fn remove(table: &mut OrderedTable, i: i32) -> bool {
        table.remove(hash(i), |k| k == key(i))
    }

    fn get(table: &OrderedTable, i: i32) -> Option<i32> {
        table.find(hash(i), |k| k == key(i)).map(|index| table.value_at(index).as_int32())
    }

    fn keys(table: &OrderedTable) -> Vec<i32> {
        let mut out = Vec::new();
        table.for_each(|k, _| out.push(k.as_int32()));
        out
    }

    fn drain(table: &mut OrderedTable, cursor: u32) -> Vec<i32> {
        std::iter::from_fn(|| table.cursor_next(cursor).map(|(k, _)| k.as_int32())).collect()
    }

    #[test]
    fn lookups_insertions_and_deletions() {
        let mut table = OrderedTable::new();
        assert_eq!(get(&table, 1), None);
        assert!(!remove(&mut table, 1));
        for i in 0..1000 {
            insert(&mut table, i);
        }
        assert_eq!(table.len(), 1000);
        assert!((0..1000).all(|i| get(&table, i) == Some(i * 10)));
        for i in (0..1000).step_by(2) {
            assert!(remove(&mut table, i));
        }
        assert!(!remove(&mut table, 0));
        assert_eq!(table.len(), 500);
        assert!((0..1000).all(|i| get(&table, i) == (i % 2 == 1).then_some(i * 10)));
        assert_eq!(keys(&table), (1..1000).step_by(2).collect::<Vec<_>>());
    }

    #[test]
    fn colliding_hashes_chain() {
        let mut table = OrderedTable::new();
        for i in 0..100 {
            table.insert(key(i), key(i), 7).expect("room");
        }
        assert!((0..100).all(|i| table.find(7, |k| k == key(i)).is_some()));
        assert!(table.remove(7, |k| k == key(50)));
        assert!(table.find(7, |k| k == key(50)).is_none());
        assert!(table.find(7, |k| k == key(51)).is_some());
    }

    #[test]
    fn churn_stays_bounded() {
        // An LRU cache: delete the oldest, insert a new one, forever.
        let mut table = OrderedTable::new();
        for i in 0..100 {
            insert(&mut table, i);
        }
        let mut high_water = 0;
        for i in 100..1_000_000 {
            assert!(remove(&mut table, i - 100));
            insert(&mut table, i);
            high_water = high_water.max(table.slots_used());
        }
        assert_eq!(table.len(), 100);
        assert!(high_water <= 256, "the table grew to {high_water} slots for 100 entries");
        assert_eq!(keys(&table), (999_900..1_000_000).collect::<Vec<_>>());
    }

    #[test]
    fn deleting_most_entries_shrinks() {
        let mut table = OrderedTable::new();
        for i in 0..10_000 {
            insert(&mut table, i);
        }
        let full = table.memory_bytes();
        for i in 0..9_990 {
            remove(&mut table, i);
        }
        assert!(table.memory_bytes() * 100 < full, "{} bytes left of {full}", table.memory_bytes());
        assert_eq!(keys(&table), (9_990..10_000).collect::<Vec<_>>());
    }

    #[test]
    fn a_cursor_sees_insertions_and_skips_deletions() {
        let mut table = OrderedTable::new();
        for i in 0..5 {
            insert(&mut table, i);
        }
        let cursor = table.open_cursor(CursorOwner::Native);
        assert_eq!(table.cursor_next(cursor).map(|(k, _)| k.as_int32()), Some(0));
        remove(&mut table, 1);
        insert(&mut table, 5);
        assert_eq!(drain(&mut table, cursor), vec![2, 3, 4, 5]);
        // At the end, a cursor still sees what is added later.
        insert(&mut table, 6);
        assert_eq!(drain(&mut table, cursor), vec![6]);
        table.close_cursor(cursor);
        assert_eq!(table.open_cursors(), 0);
    }

    #[test]
    fn a_cursor_survives_compaction() {
        let mut table = OrderedTable::new();
        for i in 0..8 {
            insert(&mut table, i);
        }
        let cursor = table.open_cursor(CursorOwner::Native);
        let other = table.open_cursor(CursorOwner::Iterator(0x1000));
        assert_eq!(drain(&mut table, cursor).len(), 8);
        assert_eq!(table.cursor_next(other).map(|(k, _)| k.as_int32()), Some(0));
        assert_eq!(table.cursor_next(other).map(|(k, _)| k.as_int32()), Some(1));
        // Delete the first six: the table is full of holes and compacts on the next insert.
        for i in 0..6 {
            remove(&mut table, i);
        }
        let before = table.slots_used();
        insert(&mut table, 8);
        insert(&mut table, 9);
        assert!(table.slots_used() < before + 2, "the table compacted");
        assert_eq!(drain(&mut table, other), vec![6, 7, 8, 9]);
        assert_eq!(drain(&mut table, cursor), vec![8, 9]);
    }

    #[test]
    fn a_cursor_survives_churn() {
        let mut table = OrderedTable::new();
        for i in 0..10 {
            insert(&mut table, i);
        }
        let cursor = table.open_cursor(CursorOwner::Native);
        let mut seen = Vec::new();
        // Each step visits one entry, deletes it and adds a new one: the spec visits the
        // new entries too, forever; stop after many compactions.
        let mut next = 10;
        while let Some((k, _)) = table.cursor_next(cursor) {
            let k = k.as_int32();
            seen.push(k);
            remove(&mut table, k);
            if next < 100_000 {
                insert(&mut table, next);
                next += 1;
            }
        }
        assert_eq!(seen, (0..100_000).collect::<Vec<_>>());
        assert!(table.is_empty());
        assert!(table.slots_used() <= 16);
    }

    #[test]
    fn clear_moves_cursors_to_the_start() {
        let mut table = OrderedTable::new();
        for i in 0..4 {
            insert(&mut table, i);
        }
        let cursor = table.open_cursor(CursorOwner::Native);
        table.cursor_next(cursor);
        table.cursor_next(cursor);
        table.clear();
        assert_eq!(table.len(), 0);
        assert_eq!(table.cursor_next(cursor), None);
        insert(&mut table, 10);
        insert(&mut table, 11);
        assert_eq!(drain(&mut table, cursor), vec![10, 11]);
    }

    #[test]
    fn dead_iterator_cursors_are_freed() {
        let mut table = OrderedTable::new();
        insert(&mut table, 1);
        let native = table.open_cursor(CursorOwner::Native);
        let live = table.open_cursor(CursorOwner::Iterator(0x10));
        let dead = table.open_cursor(CursorOwner::Iterator(0x20));
        assert!(table.has_iterator_cursors());
        table.retain_cursors(|address| address == 0x10);
        assert_eq!(table.open_cursors(), 2);
        let reused = table.open_cursor(CursorOwner::Iterator(0x30));
        assert_eq!(reused, dead, "a freed slot is reused");
        table.close_cursor(live);
        table.close_cursor(reused);
        assert!(!table.has_iterator_cursors());
        table.close_cursor(native);
        assert_eq!(table.open_cursors(), 0);
    }

    #[test]
    fn a_copy_has_the_live_entries_in_order() {
        let mut table = OrderedTable::new();
        assert!(table.try_copy().expect("room").is_empty());
        for i in 0..100 {
            insert(&mut table, i);
        }
        for i in (0..100).filter(|i| i % 3 != 0) {
            remove(&mut table, i);
        }
        let cursor = table.open_cursor(CursorOwner::Native);
        let mut copy = table.try_copy().expect("room");
        assert_eq!(copy.open_cursors(), 0);
        assert_eq!(copy.len(), 34);
        assert_eq!(copy.slots_used(), 34, "no holes");
        assert!(copy.memory_bytes() <= table.allocation_for_copy());
        assert_eq!(keys(&copy), (0..100).step_by(3).collect::<Vec<_>>());
        assert!((0..100).all(|i| get(&copy, i) == (i % 3 == 0).then_some(i * 10)));
        // The copy is a table of its own: changing it leaves the original alone.
        insert(&mut copy, 1000);
        assert!(remove(&mut copy, 0));
        assert_eq!(get(&table, 0), Some(0));
        assert_eq!(get(&table, 1000), None);
        assert_eq!(drain(&mut table, cursor).len(), 34);
    }

    #[test]
    fn the_size_limit_is_an_error() {
        let mut table = OrderedTable::new();
        // Fake a full table of the largest capacity without filling it.
        table.live = MAX_ENTRIES as u32;
        table.entries = Vec::new();
        table.buckets = Vec::new();
        assert_eq!(table.insert(key(1), key(1), 1), Err(TableError::TooLarge));
    }
}
