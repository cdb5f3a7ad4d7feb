//! WeakMap and WeakSet objects: an ordinary object whose raw internal word owns a
//! [`WeakTable`]. Keys are cells that can be held weakly (the builtins check); the
//! collector treats a WeakMap's values as ephemerons and drops entries whose key died.

use gc::CellPtr;

use super::weak_table::WeakTable;
use crate::cell::JSType;
use crate::error::{JsResult, Message};
use crate::object::ObjectRef;
use crate::structure::DEFAULT_INLINE_CAPACITY;
use crate::value::JSValue;
use crate::vm::Vm;

/// The raw internal word that holds the table.
const TABLE: usize = 0;

/// The table of a WeakMap or WeakSet; the same rules as a Map's table apply.
fn table<'a>(collection: ObjectRef) -> &'a mut WeakTable {
    debug_assert!(matches!(collection.js_type(), JSType::WeakMap | JSType::WeakSet));
    let pointer = collection.internal_raw(TABLE) as *mut WeakTable;
    debug_assert!(!pointer.is_null(), "a weak collection has its table from creation on");
    // SAFETY: the raw word holds the Box the object was made with, freed only by its
    // destructor; the VM is single-threaded and callers hold no other reference to it.
    unsafe { &mut *pointer }
}

/// The table of a live WeakMap or WeakSet, for the collector.
pub(super) fn table_of(collection: ObjectRef) -> &'static mut WeakTable {
    table(collection)
}

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
        let pointer = Box::into_raw(Box::new(WeakTable::new()));
        collection.set_internal_raw(TABLE, pointer as u64);
        Ok(collection)
    }

    /// The value for `key` (a value that can be held weakly).
    pub fn weak_collection_get(&self, collection: ObjectRef, key: JSValue) -> Option<JSValue> {
        table(collection).get(address(key))
    }

    pub fn weak_collection_has(&self, collection: ObjectRef, key: JSValue) -> bool {
        table(collection).contains(address(key))
    }

    /// Adds or replaces the entry for `key` (a value that can be held weakly). Collects
    /// only when the table's growth reaches the heap limit (rooting what it was given).
    pub fn weak_collection_insert(&mut self, collection: ObjectRef, key: JSValue, value: JSValue) -> JsResult<()> {
        if !table(collection).contains(address(key)) {
            let allocation = table(collection).allocation_for_insert();
            self.room_for_extra_memory(allocation, [collection.to_value(), key, value])?;
        }
        let Some(grown) = table(collection).insert(address(key), value) else {
            return Err(self.throw_error(Message::OutOfMemory));
        };
        if grown > 0 {
            self.heap.report_extra_memory(grown);
        }
        self.heap.write_barrier(collection.cell());
        Ok(())
    }

    pub fn weak_collection_delete(&mut self, collection: ObjectRef, key: JSValue) -> bool {
        table(collection).remove(address(key))
    }

    /// Entries of a WeakMap or WeakSet (for `$vm` and tests: how many the collector left).
    pub fn weak_collection_size(&self, collection: ObjectRef) -> usize {
        table(collection).len()
    }
}

/// Frees the table of a dead WeakMap or WeakSet.
///
/// # Safety
/// `cell` must be a dead WeakMap or WeakSet, destroyed once.
pub(crate) unsafe fn destroy(cell: CellPtr) {
    let collection = ObjectRef::from_cell(cell);
    let pointer = collection.internal_raw(TABLE) as *mut WeakTable;
    if !pointer.is_null() {
        // SAFETY: the word holds the Box made by `new_weak_collection`, freed only here,
        // once.
        drop(unsafe { Box::from_raw(pointer) });
    }
}
