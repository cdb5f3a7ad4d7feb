//! Map and Set objects: an ordinary object whose raw internal word owns an
//! [`OrderedTable`]. A Set's entries hold undefined as their value.

use super::owned::{self, OwnedTable};
use super::table::{CursorOwner, OrderedTable, TableError};
use super::{CollectionKey, keys_equal};
use crate::cell::JSType;
use crate::error::{JsResult, Message};
use crate::object::ObjectRef;
use crate::structure::DEFAULT_INLINE_CAPACITY;
use crate::value::JSValue;
use crate::vm::Vm;

/// The raw internal word that holds the table.
pub(super) const TABLE: usize = 0;

impl Vm {
    /// A new empty Map or Set (`js_type`) with `prototype`. May collect.
    pub fn new_keyed_collection(&mut self, js_type: JSType, prototype: JSValue) -> JsResult<ObjectRef> {
        debug_assert!(matches!(js_type, JSType::Map | JSType::Set));
        let structure = self.root_structure(prototype, js_type, DEFAULT_INLINE_CAPACITY, 0)?;
        let collection = self.new_object_with_structure(structure)?;
        owned::attach(collection, OrderedTable::new());
        Ok(collection)
    }

    /// A new Map or Set like `source` (of the same kind), with `prototype` and a copy of
    /// `source`'s entries in order: "a copy of O.\[\[SetData\]\]" (the Set methods). May
    /// collect; a copy past the heap limit throws a RangeError.
    pub fn new_keyed_collection_copy(&mut self, source: ObjectRef, prototype: JSValue) -> JsResult<ObjectRef> {
        let source_root = self.rooted(source);
        let copy = self.new_keyed_collection(source.js_type(), prototype)?;
        let allocation = OrderedTable::of(self, source_root.get()).allocation_for_copy();
        self.room_for_extra_memory(allocation, [source_root.get().to_value(), copy.to_value()])?;
        let table = match OrderedTable::of(self, source_root.get()).try_copy() {
            Ok(table) => table,
            Err(_) => return Err(self.throw_error(Message::OutOfMemory)),
        };
        let bytes = table.memory_bytes();
        *OrderedTable::of_mut(self, copy) = table;
        if bytes > 0 {
            self.heap.report_extra_memory(bytes);
        }
        // The copy holds every cell the source holds.
        self.heap.write_barrier(copy.cell());
        Ok(copy)
    }

    /// The number of entries of a Map or Set.
    pub fn collection_size(&self, collection: ObjectRef) -> usize {
        OrderedTable::of(self, collection).len()
    }

    /// The value of the entry for `key`, if there is one.
    #[inline]
    pub fn collection_get(&self, collection: ObjectRef, key: CollectionKey) -> Option<JSValue> {
        let table = OrderedTable::of(self, collection);
        table.find(key.hash, |stored| keys_equal(stored, key.value)).map(|index| table.value_at(index))
    }

    /// Whether there is an entry for `key`.
    #[inline]
    pub fn collection_has(&self, collection: ObjectRef, key: CollectionKey) -> bool {
        OrderedTable::of(self, collection).find(key.hash, |stored| keys_equal(stored, key.value)).is_some()
    }

    /// Sets the value of the entry for `key`, appending one if there is none. A table past
    /// its largest size, past the heap limit, or one the system cannot grow throws a
    /// RangeError. Collects only when a growth reaches the heap limit (and then roots what
    /// it was given).
    #[inline]
    pub fn collection_insert(&mut self, collection: ObjectRef, key: CollectionKey, value: JSValue) -> JsResult<()> {
        match OrderedTable::of(self, collection).find(key.hash, |stored| keys_equal(stored, key.value)) {
            Some(index) => OrderedTable::of_mut(self, collection).set_value_at(index, value),
            None => {
                // The table is Rust memory a script grows without allocating in the heap:
                // its growth counts against the heap limit.
                let allocation = OrderedTable::of(self, collection).allocation_for_insert();
                self.room_for_extra_memory(allocation, [collection.to_value(), key.value, value])?;
                self.insert_new_entry(collection, key, value)?;
            }
        }
        if key.value.is_cell() || value.is_cell() {
            self.heap.write_barrier(collection.cell());
        }
        Ok(())
    }

    fn insert_new_entry(&mut self, collection: ObjectRef, key: CollectionKey, value: JSValue) -> JsResult<()> {
        match OrderedTable::of_mut(self, collection).insert(key.value, value, key.hash) {
            Ok(grown) => {
                if grown > 0 {
                    self.heap.report_extra_memory(grown);
                }
            }
            Err(TableError::TooLarge) => {
                let name = if collection.js_type() == JSType::Map { "Map" } else { "Set" };
                return Err(self.throw_error_with(Message::CollectionTooLarge, name));
            }
            Err(TableError::OutOfMemory) => return Err(self.throw_error(Message::OutOfMemory)),
        }
        Ok(())
    }

    /// Removes the entry for `key`; whether there was one.
    #[inline]
    pub fn collection_delete(&mut self, collection: ObjectRef, key: CollectionKey) -> bool {
        OrderedTable::of_mut(self, collection).remove(key.hash, |stored| keys_equal(stored, key.value))
    }

    /// Removes every entry.
    pub fn collection_clear(&mut self, collection: ObjectRef) {
        OrderedTable::of_mut(self, collection).clear();
    }

    /// Every entry in order, as (key, value) pairs, copied out: for callers that make
    /// no calls while they walk (a fast path that copies a Set).
    pub fn collection_entries(&self, collection: ObjectRef) -> Vec<(JSValue, JSValue)> {
        let table = OrderedTable::of(self, collection);
        let mut entries = Vec::with_capacity(table.len());
        table.for_each(|key, value| entries.push((key, value)));
        entries
    }

    /// The first `limit` entries in order, copied out: for an inspector, which shows the
    /// first hundred entries of a collection of any size.
    pub fn collection_first_entries(&self, collection: ObjectRef, limit: usize) -> Vec<(JSValue, JSValue)> {
        OrderedTable::of(self, collection).first_entries(limit)
    }

    /// Opens a cursor at the first entry, for Rust code that walks the entries while
    /// calling out (`forEach`): entries added meanwhile are visited, deleted ones skipped.
    /// Close it with [`Vm::collection_close_cursor`].
    pub fn collection_open_cursor(&mut self, collection: ObjectRef) -> u32 {
        OrderedTable::of_mut(self, collection).open_cursor(CursorOwner::Native)
    }

    /// The next entry at `cursor`, or `None` at the end.
    #[inline]
    pub fn collection_cursor_next(&mut self, collection: ObjectRef, cursor: u32) -> Option<(JSValue, JSValue)> {
        OrderedTable::of_mut(self, collection).cursor_next(cursor)
    }

    pub fn collection_close_cursor(&mut self, collection: ObjectRef, cursor: u32) {
        OrderedTable::of_mut(self, collection).close_cursor(cursor);
    }

    /// The first `limit` entries an iteration at `cursor` has left, in order, without
    /// moving it, and how many it has left in all.
    pub(super) fn collection_cursor_remaining(
        &self,
        collection: ObjectRef,
        cursor: u32,
        limit: usize,
    ) -> (Vec<(JSValue, JSValue)>, usize) {
        OrderedTable::of(self, collection).entries_from_cursor(cursor, limit)
    }

    /// A cursor owned by the iterator object `owner` (freed when it is collected).
    pub(super) fn collection_open_iterator_cursor(&mut self, collection: ObjectRef, owner: ObjectRef) -> u32 {
        let cursor =
            OrderedTable::of_mut(self, collection).open_cursor(CursorOwner::Iterator(owner.cell().as_ptr() as usize));
        // The cursor is a weak reference to a new cell: an old table must be visited by the
        // next eden collection, which frees the cursor if the iterator dies young.
        self.heap.write_barrier(collection.cell());
        cursor
    }

    /// Cursors open on a Map or Set (for `$vm` and tests).
    pub fn collection_open_cursors(&self, collection: ObjectRef) -> usize {
        OrderedTable::of(self, collection).open_cursors()
    }

    /// Entry slots in use, holes included (for `$vm` and tests: how compacted the table is).
    pub fn collection_slots_used(&self, collection: ObjectRef) -> usize {
        OrderedTable::of(self, collection).slots_used()
    }
}
