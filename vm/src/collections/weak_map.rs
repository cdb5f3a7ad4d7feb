//! WeakMap and WeakSet objects: an ordinary object whose raw internal word owns a
//! [`WeakTable`]. Keys are cells that can be held weakly (the builtins check); the
//! collector treats a WeakMap's values as ephemerons and drops entries whose key died.

use super::owned::{self, OwnedTable};
use super::weak_table::WeakTable;
use crate::cell::JSType;
use crate::error::{JsResult, Message};
use crate::object::ObjectRef;
use crate::structure::DEFAULT_INLINE_CAPACITY;
use crate::value::JSValue;
use crate::vm::Vm;

/// The raw internal word that holds the table.
pub(super) const TABLE: usize = 0;

/// The address that keys a weak entry.
fn address(key: JSValue) -> usize {
    debug_assert!(super::can_be_held_weakly(key));
    key.as_cell().as_ptr() as usize
}

impl Vm {
    /// A new empty WeakMap or WeakSet (`js_type`) with `prototype`. May collect.
    pub fn new_weak_collection(&mut self, js_type: JSType, prototype: JSValue) -> JsResult<ObjectRef> {
        debug_assert!(matches!(js_type, JSType::WeakMap | JSType::WeakSet));
        let structure = self.root_structure(prototype, js_type, DEFAULT_INLINE_CAPACITY, 0)?;
        let collection = self.new_object_with_structure(structure)?;
        owned::attach(collection, WeakTable::new());
        Ok(collection)
    }

    /// The value for `key` (a value that can be held weakly).
    pub fn weak_collection_get(&self, collection: ObjectRef, key: JSValue) -> Option<JSValue> {
        WeakTable::of(self, collection).get(address(key))
    }

    pub fn weak_collection_has(&self, collection: ObjectRef, key: JSValue) -> bool {
        WeakTable::of(self, collection).contains(address(key))
    }

    /// Adds or replaces the entry for `key` (a value that can be held weakly). Collects
    /// only when the table's growth reaches the heap limit (rooting what it was given).
    pub fn weak_collection_insert(&mut self, collection: ObjectRef, key: JSValue, value: JSValue) -> JsResult<()> {
        if !WeakTable::of(self, collection).contains(address(key)) {
            let allocation = WeakTable::of(self, collection).allocation_for_insert();
            self.room_for_extra_memory(allocation, [collection.to_value(), key, value])?;
        }
        let Some(grown) = WeakTable::of_mut(self, collection).insert(address(key), value) else {
            return Err(self.throw_error(Message::OutOfMemory));
        };
        if grown > 0 {
            self.heap.report_extra_memory(grown);
        }
        self.heap.write_barrier(collection.cell());
        Ok(())
    }

    pub fn weak_collection_delete(&mut self, collection: ObjectRef, key: JSValue) -> bool {
        WeakTable::of_mut(self, collection).remove(address(key))
    }

    /// Entries of a WeakMap or WeakSet (for `$vm` and tests: how many the collector left).
    pub fn weak_collection_size(&self, collection: ObjectRef) -> usize {
        WeakTable::of(self, collection).len()
    }
}
