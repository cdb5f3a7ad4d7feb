//! Dictionary structures: one per object, changed in place.
//!
//! An object becomes a dictionary when it has made too many transitions, or when a property
//! is deleted or reconfigured (unless it was the last one added). Its structure then owns
//! its table and is never shared, so changing it is a table update instead of a new
//! structure. Every change gives the structure a fresh id (the old one is retired), so an
//! inline cache keyed by the old id misses instead of reading a stale offset.

use gc::CellPtr;

use super::{PropertyEntry, StructureFlags, StructureInit, StructureRef, TransitionKind};
use crate::error::{JsResult, Message};
use crate::property::{Attributes, NamedKey, PropertyOffset};
use crate::value::JSValue;
use crate::vm::Vm;

/// Retired ids that make the next id request collect first, so that a program mutating
/// dictionaries without allocating cannot run the id table out.
const RETIRED_IDS_BEFORE_COLLECTION: usize = 1 << 20;

impl Vm {
    /// A dictionary structure with the same shape as `from`, for one object. May collect.
    pub(crate) fn dictionary_copy(&mut self, from: StructureRef) -> JsResult<StructureRef> {
        let table = Box::new(from.with_table(Clone::clone));
        let from_root = self.root(Some(from.cell()));
        let dictionary = self.allocate_structure(StructureInit {
            instance_type: from.instance_type(),
            indexing_type: from.indexing_type(),
            type_flags: from.type_flags(),
            inline_capacity: from.inline_capacity(),
            flags: from.flags().with(StructureFlags::DICTIONARY),
            transition_kind: TransitionKind::Root,
            transition_attributes: Attributes::NONE,
            transition_key: 0,
            out_of_line_capacity: from.out_of_line_capacity(),
            slots_used: from.slots_used(),
            transition_depth: 0,
            prototype: from.prototype(),
            previous: None,
            table: Some(table),
        })?;
        drop(from_root);
        Ok(dictionary)
    }

    /// Gives the dictionary structure of `object` a fresh id after a change. May collect.
    pub(crate) fn reidentify(&mut self, object: CellPtr, dictionary: StructureRef) -> JsResult<()> {
        debug_assert!(dictionary.is_dictionary());
        if self.structures.retired_count() >= RETIRED_IDS_BEFORE_COLLECTION {
            let _object = self.root(Some(object));
            self.collect_unless_deferred(gc::Sweep::Lazy);
        }
        self.structures.retire(dictionary.id());
        let Some(id) = self.structures.allocate(dictionary.raw_pointer()) else {
            return Err(self.throw_error(Message::TooManyStructures));
        };
        dictionary.raw().id.set(id);
        // SAFETY: `object` is the one object whose structure is `dictionary`.
        unsafe { crate::cell::set_structure_in_header(object, id, dictionary.indexing_type()) };
        Ok(())
    }
}

impl StructureRef {
    pub(crate) fn raw_pointer(self) -> std::ptr::NonNull<super::Structure> {
        self.0
    }

    /// Where a property added to this dictionary would go, and the out-of-line capacity
    /// the dictionary needs then. Changes nothing, so the caller can grow the butterfly
    /// (which may collect) before [`StructureRef::dictionary_add`].
    pub(crate) fn dictionary_plan_add(self) -> (u32, PropertyOffset, u32) {
        debug_assert!(self.is_dictionary());
        let number = self.with_table(|table| table.free_slot()).unwrap_or(self.slots_used());
        let offset = PropertyOffset::for_slot_number(number, self.inline_capacity());
        let mut capacity = self.out_of_line_capacity();
        if !offset.is_inline() && offset.out_of_line_index() >= capacity {
            capacity = super::transitions::grown_out_of_line_capacity(capacity);
        }
        (number, offset, capacity)
    }

    /// Makes room in the dictionary's table for one more property; false when the system
    /// refuses the memory. The caller has counted [`StructureRef::dictionary_growth`]
    /// against the heap limit first.
    pub(crate) fn dictionary_reserve_entry(self) -> bool {
        self.with_table_mut(|table| table.try_reserve(1)).is_ok()
    }

    /// Bytes the dictionary's table grows by when a property is added.
    pub(crate) fn dictionary_growth(self) -> usize {
        self.with_table(|table| table.growth_for(1))
    }

    /// Adds a property at the slot [`StructureRef::dictionary_plan_add`] chose.
    pub(crate) fn dictionary_add(self, key: NamedKey, attributes: Attributes, plan: (u32, PropertyOffset, u32)) {
        let (number, offset, capacity) = plan;
        let raw = self.raw();
        raw.slots_used.set(raw.slots_used.get().max(number + 1));
        raw.out_of_line_capacity.set(capacity);
        self.with_table_mut(|table| {
            table.take_free_slot(number);
            table.add(PropertyEntry { key, offset, attributes });
        });
        raw.flags.set(raw.flags.get().with(StructureFlags::for_attributes(attributes)));
    }

    /// Removes a property from a dictionary; its slot number becomes free.
    pub(crate) fn dictionary_remove(self, key: NamedKey) -> Option<PropertyEntry> {
        debug_assert!(self.is_dictionary());
        let inline_capacity = self.inline_capacity();
        self.with_table_mut(|table| {
            let entry = table.remove(key)?;
            table.free(entry.offset.slot_number(inline_capacity));
            Some(entry)
        })
    }

    /// Changes the attributes of a dictionary's property.
    pub(crate) fn dictionary_set_attributes(self, key: NamedKey, attributes: Attributes) {
        debug_assert!(self.is_dictionary());
        self.with_table_mut(|table| table.set_attributes(key, attributes));
        let raw = self.raw();
        raw.flags.set(raw.flags.get().with(StructureFlags::for_attributes(attributes)));
    }

    pub(crate) fn dictionary_set_prototype(self, prototype: JSValue) {
        debug_assert!(self.is_dictionary());
        self.raw().prototype.set(prototype);
    }

    pub(crate) fn dictionary_set_flags(self, flags: StructureFlags) {
        debug_assert!(self.is_dictionary());
        let raw = self.raw();
        raw.flags.set(raw.flags.get().with(flags));
    }

    pub(crate) fn dictionary_map_attributes(self, f: impl Fn(Attributes) -> Attributes) {
        self.with_table_mut(|table| table.map_attributes(f));
    }

    /// Gives a dictionary more out-of-line capacity (its object's butterfly has grown).
    pub(crate) fn dictionary_set_out_of_line_capacity(self, capacity: u32) {
        debug_assert!(self.is_dictionary() && capacity >= self.out_of_line_capacity());
        self.raw().out_of_line_capacity.set(capacity);
    }

    pub(crate) fn dictionary_set_indexing_type(self, indexing_type: u8) {
        debug_assert!(self.is_dictionary());
        self.raw().indexing_type.set(indexing_type);
    }
}
