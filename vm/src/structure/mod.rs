//! Structures (hidden classes): the shape of a cell.
//!
//! A structure says what kind of cell it describes (its JSType, indexing type and inline
//! capacity), which prototype it has, and where each named property lives (its property
//! table: key -> offset and attributes). Objects built the same way share one structure:
//! adding a property follows a **transition** from the old structure to the new one, created
//! the first time and found in the old structure's transition table every time after. So a
//! structure id is enough for an inline cache to know where a property is.
//!
//! ```text
//!   root {} --x--> {x} --y--> {x, y}          one chain per prototype and inline capacity
//!                    \--z--> {x, z}
//! ```
//!
//! Property tables are built lazily and handed down: a structure made by a transition takes
//! its parent's table if the parent has one (the parent rebuilds its own by replaying the
//! transitions from its ancestors if it is ever asked), so building an object property by
//! property does not copy a table per property. Transition tables hold their targets weakly:
//! the collector drops a transition whose target died.
//!
//! After [`MAX_TRANSITION_DEPTH`] transitions, or when a property is deleted or reconfigured,
//! an object gets a **dictionary** structure of its own, changed in place from then on.
//! Every change gives the dictionary structure a fresh id, so caches keyed by the old id
//! miss (see `table.rs` for when ids are reused).

pub(crate) mod cache;
mod dictionary;
pub(crate) mod enumeration;
mod property_table;
pub mod table;
mod transitions;

use std::cell::Cell;
use std::ptr::NonNull;

use gc::{CellPtr, Space};

pub(crate) use cache::StructureCache;
pub use property_table::PropertyEntry;
pub(crate) use property_table::PropertyTable;
pub(crate) use table::StructureTable;
pub use table::{MAX_STRUCTURES, StructureId};
pub(crate) use transitions::{TransitionKey, TransitionKind, TransitionTable, grown_out_of_line_capacity};

use crate::cell::{CellHeader, JSType};
use crate::error::{JsResult, Message};
use crate::property::{Attributes, NamedKey, PropertyOffset};
use crate::value::JSValue;
use crate::vm::Vm;

/// Transitions from a root structure before an object becomes a dictionary.
pub const MAX_TRANSITION_DEPTH: u32 = 64;

/// The default number of inline slots of an ordinary object.
pub const DEFAULT_INLINE_CAPACITY: u32 = 6;

/// The most inline slots an object can have.
pub const MAX_INLINE_CAPACITY: u32 = crate::property::FIRST_OUT_OF_LINE_OFFSET - 2;

/// The out-of-line capacity of a butterfly's first growth; it doubles from there.
pub const INITIAL_OUT_OF_LINE_CAPACITY: u32 = 4;

/// Facts about a structure's properties, for quick checks on hot paths.
#[derive(Clone, Copy, PartialEq, Eq, Default, Debug)]
pub struct StructureFlags(u16);

impl StructureFlags {
    pub const DICTIONARY: StructureFlags = StructureFlags(1);
    /// Some property is an accessor.
    pub const HAS_ACCESSORS: StructureFlags = StructureFlags(2);
    /// Some property is read-only.
    pub const HAS_READ_ONLY: StructureFlags = StructureFlags(4);
    /// No property can be added.
    pub const NOT_EXTENSIBLE: StructureFlags = StructureFlags(8);
    /// An array whose `length` was made read-only.
    pub const ARRAY_LENGTH_READ_ONLY: StructureFlags = StructureFlags(16);

    pub const fn contains(self, other: StructureFlags) -> bool {
        self.0 & other.0 == other.0
    }

    pub const fn with(self, other: StructureFlags) -> StructureFlags {
        StructureFlags(self.0 | other.0)
    }

    /// The flags a property with `attributes` adds.
    pub fn for_attributes(attributes: Attributes) -> StructureFlags {
        let mut flags = StructureFlags::default();
        if attributes.is_accessor() {
            flags = flags.with(StructureFlags::HAS_ACCESSORS);
        } else if !attributes.is_writable() {
            flags = flags.with(StructureFlags::HAS_READ_ONLY);
        }
        flags
    }
}

/// The layout of a structure cell. Fields that change after creation are `Cell`s.
#[repr(C)]
pub struct Structure {
    pub(crate) header: CellHeader,
    pub(crate) id: Cell<StructureId>,
    /// What the cells this structure describes are.
    pub(crate) instance_type: JSType,
    pub(crate) indexing_type: Cell<u8>,
    pub(crate) type_flags: u8,
    pub(crate) inline_capacity: u8,
    pub(crate) flags: Cell<StructureFlags>,
    pub(crate) transition_kind: TransitionKind,
    pub(crate) transition_attributes: u8,
    pub(crate) out_of_line_capacity: Cell<u32>,
    /// Property slots in use: the collector traces this many slots of each object.
    pub(crate) slots_used: Cell<u32>,
    pub(crate) transition_depth: u32,
    pub(crate) prototype: Cell<JSValue>,
    /// The structure this one is a transition from (kept alive by this one).
    pub(crate) previous: Option<StructureRef>,
    /// What the transition from `previous` was keyed on: a key cell, a prototype, an
    /// indexing type.
    pub(crate) transition_key: usize,
    /// Owned; null until materialized (or after a child took it).
    pub(crate) table: Cell<*mut PropertyTable>,
    /// Owned; null until the first transition from this structure.
    pub(crate) transitions: Cell<*mut TransitionTable>,
    /// Owned; the keys a for-in of objects of this structure visits, when cached
    /// (`enumeration.rs`).
    pub(crate) enumeration: Cell<*mut enumeration::EnumerationCache>,
}

/// A handle to a live structure.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct StructureRef(NonNull<Structure>);

impl std::fmt::Debug for StructureRef {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Structure#{}", self.id().bits())
    }
}

impl StructureRef {
    pub(crate) fn from_raw(structure: NonNull<Structure>) -> StructureRef {
        StructureRef(structure)
    }

    pub(crate) fn from_cell(cell: CellPtr) -> StructureRef {
        debug_assert_eq!(crate::cell::js_type(cell), JSType::Structure);
        StructureRef(cell.cast())
    }

    #[inline(always)]
    pub(crate) fn raw(&self) -> &Structure {
        // SAFETY: a StructureRef points to a live structure; its mutable fields are Cells.
        unsafe { self.0.as_ref() }
    }

    pub fn cell(self) -> CellPtr {
        self.0.cast()
    }

    #[inline(always)]
    pub fn id(self) -> StructureId {
        self.raw().id.get()
    }

    #[inline(always)]
    pub fn instance_type(self) -> JSType {
        self.raw().instance_type
    }

    #[inline(always)]
    pub fn indexing_type(self) -> u8 {
        self.raw().indexing_type.get()
    }

    pub fn type_flags(self) -> u8 {
        self.raw().type_flags
    }

    #[inline(always)]
    pub fn inline_capacity(self) -> u32 {
        self.raw().inline_capacity as u32
    }

    #[inline(always)]
    pub fn out_of_line_capacity(self) -> u32 {
        self.raw().out_of_line_capacity.get()
    }

    #[inline(always)]
    pub fn slots_used(self) -> u32 {
        self.raw().slots_used.get()
    }

    #[inline(always)]
    pub fn prototype(self) -> JSValue {
        self.raw().prototype.get()
    }

    pub fn flags(self) -> StructureFlags {
        self.raw().flags.get()
    }

    pub fn is_dictionary(self) -> bool {
        self.flags().contains(StructureFlags::DICTIONARY)
    }

    pub fn is_extensible(self) -> bool {
        !self.flags().contains(StructureFlags::NOT_EXTENSIBLE)
    }

    pub fn previous(self) -> Option<StructureRef> {
        self.raw().previous
    }

    pub fn transition_depth(self) -> u32 {
        self.raw().transition_depth
    }

    /// Bytes of a cell of this structure (objects: fixed fields and inline slots).
    pub fn instance_size(self) -> usize {
        self.instance_type().inline_storage_offset() + 8 * self.inline_capacity() as usize
    }

    /// The entry for `key`, if this structure has that property.
    pub fn get(self, key: NamedKey) -> Option<PropertyEntry> {
        self.with_table(|table| table.get(key).copied())
    }

    /// Every property, in the order they were added.
    pub fn entries(self) -> Vec<PropertyEntry> {
        self.with_table(|table| table.iter().copied().collect())
    }

    /// How many named properties there are.
    pub fn property_count(self) -> usize {
        self.with_table(PropertyTable::len)
    }

    /// Runs `f` on the property table, building it first if needed.
    pub(crate) fn with_table<R>(self, f: impl FnOnce(&PropertyTable) -> R) -> R {
        self.materialize();
        // SAFETY: materialize leaves an owned, non-null table that nothing else is changing
        // during `f` (the VM is single-threaded and `f` gets no handle to mutate it).
        f(unsafe { &*self.raw().table.get() })
    }

    /// Runs `f` on the property table to change it (dictionaries and new transitions).
    pub(crate) fn with_table_mut<R>(self, f: impl FnOnce(&mut PropertyTable) -> R) -> R {
        self.materialize();
        // SAFETY: as in with_table; the caller is the only one using the table now.
        f(unsafe { &mut *self.raw().table.get() })
    }

    /// Takes the property table away (for a transition child), leaving none.
    pub(crate) fn take_table(self) -> Option<Box<PropertyTable>> {
        let table = self.raw().table.replace(std::ptr::null_mut());
        // SAFETY: a non-null table pointer is an owned Box.
        NonNull::new(table).map(|table| unsafe { Box::from_raw(table.as_ptr()) })
    }

    pub(crate) fn set_table(self, table: Box<PropertyTable>) {
        let old = self.raw().table.replace(Box::into_raw(table));
        debug_assert!(old.is_null());
    }

    /// Builds the property table by replaying transitions from the nearest ancestor that
    /// has one (or from the empty root).
    fn materialize(self) {
        if !self.raw().table.get().is_null() {
            return;
        }
        let mut chain = vec![self];
        let mut base = self.previous();
        while let Some(structure) = base {
            if !structure.raw().table.get().is_null() {
                break;
            }
            chain.push(structure);
            base = structure.previous();
        }
        let mut table = match base {
            // SAFETY: a non-null table pointer is an owned Box, read-only here.
            Some(structure) => unsafe { (*structure.raw().table.get()).clone() },
            None => PropertyTable::default(),
        };
        for structure in chain.iter().rev() {
            structure.replay_transition(&mut table);
        }
        self.set_table(Box::new(table));
    }

    /// Applies the transition that made this structure to its parent's table.
    pub(crate) fn replay_transition(self, table: &mut PropertyTable) {
        let raw = self.raw();
        match raw.transition_kind {
            TransitionKind::AddProperty => {
                let number = self.slots_used() - 1;
                table.add(PropertyEntry {
                    key: NamedKey(CellPtr::new(raw.transition_key as *mut u8).expect("a key cell")),
                    offset: PropertyOffset::for_slot_number(number, self.inline_capacity()),
                    attributes: Attributes::from_bits(raw.transition_attributes),
                });
            }
            TransitionKind::Seal => table.map_attributes(|a| a.without(Attributes::CONFIGURABLE)),
            TransitionKind::Freeze => table.map_attributes(|a| {
                let sealed = a.without(Attributes::CONFIGURABLE);
                if sealed.is_accessor() { sealed } else { sealed.without(Attributes::WRITABLE) }
            }),
            TransitionKind::Root
            | TransitionKind::IndexingType
            | TransitionKind::Prototype
            | TransitionKind::PreventExtensions => {}
        }
    }

    /// The structure a transition from this one leads to, if it was made before.
    pub(crate) fn find_transition(self, key: &TransitionKey) -> Option<StructureRef> {
        self.with_transitions(|table| table.and_then(|table| table.get(key)))
    }

    /// Records that `key` leads from this structure to `target`.
    pub(crate) fn add_transition(self, key: TransitionKey, target: StructureRef) {
        if self.raw().transitions.get().is_null() {
            self.raw().transitions.set(Box::into_raw(Box::default()));
        }
        self.with_transitions(|table| table.expect("just created").insert(key, target));
    }

    /// Forgets the transitions to structures `is_live` says are dead (the collector's
    /// weak handling of the table).
    pub(crate) fn retain_live_transitions(self, is_live: impl Fn(CellPtr) -> bool) {
        self.with_transitions(|table| {
            if let Some(table) = table {
                table.retain_live(is_live);
            }
        });
    }

    /// Lends the transition table to `f`. The borrow cannot outlive `f`, and the three
    /// callers above give `f` nothing that could reach a structure's table again.
    fn with_transitions<R>(self, f: impl FnOnce(Option<&mut TransitionTable>) -> R) -> R {
        // SAFETY: a non-null transitions pointer is the Box the structure owns, freed only
        // by its destructor; the VM is single-threaded and `f` (one of the callers above)
        // does not reach this table again while it holds the borrow.
        f(NonNull::new(self.raw().transitions.get()).map(|mut table| unsafe { table.as_mut() }))
    }
}

/// What a new structure is made of; see [`Vm::allocate_structure`].
pub(crate) struct StructureInit {
    pub instance_type: JSType,
    pub indexing_type: u8,
    pub type_flags: u8,
    pub inline_capacity: u32,
    pub flags: StructureFlags,
    pub transition_kind: TransitionKind,
    pub transition_attributes: Attributes,
    pub transition_key: usize,
    pub out_of_line_capacity: u32,
    pub slots_used: u32,
    pub transition_depth: u32,
    pub prototype: JSValue,
    pub previous: Option<StructureRef>,
    pub table: Option<Box<PropertyTable>>,
}

impl Vm {
    /// Allocates a structure cell and gives it an id. May collect: anything the caller
    /// holds (including `init.previous` and `init.prototype`) must be rooted, or reachable
    /// from `init` itself, which this function roots.
    pub(crate) fn allocate_structure(&mut self, init: StructureInit) -> JsResult<StructureRef> {
        let previous = self.root(init.previous.map(StructureRef::cell));
        let prototype = self.root_value(init.prototype);
        let cell = self.allocate_cell(Space::DestructibleCells, size_of::<Structure>())?;
        let (previous, prototype) = (previous.get(), prototype.get());
        let structure_structure = self.common.structure_structure;
        let structure = Structure {
            header: CellHeader::new(
                structure_structure.map_or(StructureId::from_bits(0), StructureRef::id),
                JSType::Structure,
                0,
                0,
            ),
            id: Cell::new(StructureId::from_bits(0)),
            instance_type: init.instance_type,
            indexing_type: Cell::new(init.indexing_type),
            type_flags: init.type_flags,
            inline_capacity: init.inline_capacity as u8,
            flags: Cell::new(init.flags),
            transition_kind: init.transition_kind,
            transition_attributes: init.transition_attributes.bits(),
            out_of_line_capacity: Cell::new(init.out_of_line_capacity),
            slots_used: Cell::new(init.slots_used),
            transition_depth: init.transition_depth,
            prototype: Cell::new(prototype),
            previous: previous.map(StructureRef::from_cell),
            transition_key: init.transition_key,
            table: Cell::new(init.table.map_or(std::ptr::null_mut(), Box::into_raw)),
            transitions: Cell::new(std::ptr::null_mut()),
            enumeration: Cell::new(std::ptr::null_mut()),
        };
        let pointer = cell.cast::<Structure>();
        // SAFETY: the cell is fresh and sized for a Structure.
        unsafe { pointer.as_ptr().write(structure) };
        let structure = StructureRef(pointer);
        let id = match self.structures.allocate(pointer) {
            Some(id) => id,
            // The table is full. The cell stays a valid structure without an id; it is
            // unreachable and its destructor frees what it owns.
            None => return Err(self.throw_error(Message::TooManyStructures)),
        };
        structure.raw().id.set(id);
        if structure_structure.is_none() {
            // The structure-structure describes itself.
            // SAFETY: the cell is the structure just written.
            unsafe { crate::cell::set_structure_in_header(cell, id, 0) };
        }
        Ok(structure)
    }
}

/// Runs when a structure cell dies: frees the Rust memory it owns.
///
/// # Safety
/// `cell` must be a dead structure, destroyed once.
pub(crate) unsafe fn destroy(cell: CellPtr) {
    let structure = StructureRef::from_raw(cell.cast());
    drop(structure.take_table());
    let transitions = structure.raw().transitions.replace(std::ptr::null_mut());
    if !transitions.is_null() {
        // SAFETY: a non-null transitions pointer is an owned Box, dropped once here.
        drop(unsafe { Box::from_raw(transitions) });
    }
    structure.set_enumeration_cache(None);
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::property::PropertyKey;
    use crate::vm::VmOptions;

    fn named(vm: &mut Vm, name: &str) -> NamedKey {
        vm.property_key_from_str(name).unwrap().named().unwrap()
    }

    #[test]
    fn a_structure_whose_table_was_taken_rebuilds_it_by_replaying_transitions() {
        let mut vm = Vm::new(VmOptions::default()).unwrap();
        let root = vm.root_structure(JSValue::NULL, JSType::Object, 2, 0).unwrap();
        let (a, b, c) = (named(&mut vm, "a"), named(&mut vm, "b"), named(&mut vm, "c"));
        let (with_a, _) = vm.add_property_transition(root, a, Attributes::DEFAULT).unwrap().unwrap();
        with_a.materialize();
        let (with_b, _) = vm.add_property_transition(with_a, b, Attributes::HIDDEN).unwrap().unwrap();
        let (with_c, offset_c) = vm.add_property_transition(with_b, c, Attributes::DEFAULT).unwrap().unwrap();
        assert!(with_a.raw().table.get().is_null(), "the child took the parent's table");
        assert_eq!(offset_c, PropertyOffset::for_slot_number(2, 2));
        assert!(!offset_c.is_inline());
        assert_eq!(with_c.out_of_line_capacity(), INITIAL_OUT_OF_LINE_CAPACITY);
        let keys = |s: StructureRef| s.entries().iter().map(|e| (e.key, e.attributes)).collect::<Vec<_>>();
        assert_eq!(keys(with_a), vec![(a, Attributes::DEFAULT)]);
        assert_eq!(keys(with_b), vec![(a, Attributes::DEFAULT), (b, Attributes::HIDDEN)]);
        assert_eq!(keys(with_c).len(), 3);
        assert_eq!(with_c.get(c).unwrap().offset, offset_c);
        // The same transition again finds the same structure.
        let (again, _) = vm.add_property_transition(with_a, b, Attributes::HIDDEN).unwrap().unwrap();
        assert_eq!(again, with_b);
        let (other, _) = vm.add_property_transition(with_a, b, Attributes::DEFAULT).unwrap().unwrap();
        assert_ne!(other, with_b, "attributes are part of the transition");
        let _ = PropertyKey::Index(0);
    }

    #[test]
    fn frozen_structures_replay_to_read_only_entries() {
        let mut vm = Vm::new(VmOptions::default()).unwrap();
        let root = vm.root_structure(JSValue::NULL, JSType::Object, 6, 0).unwrap();
        let x = named(&mut vm, "x");
        let (with_x, _) = vm.add_property_transition(root, x, Attributes::DEFAULT).unwrap().unwrap();
        let frozen = vm.integrity_transition(with_x, TransitionKind::Freeze).unwrap();
        assert!(!frozen.is_extensible());
        assert_eq!(frozen.get(x).unwrap().attributes, Attributes::ENUMERABLE);
        assert_eq!(with_x.get(x).unwrap().attributes, Attributes::DEFAULT, "the parent is unchanged");
    }
}
