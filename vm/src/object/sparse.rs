//! The sparse map of an ArrayStorage: indexed properties that are far beyond the vector,
//! or that have attributes other than the default (accessors, read-only, non-enumerable).
//!
//! The map is Rust memory owned by a destructible cell, so it dies with the butterfly that
//! points to it.

use std::collections::BTreeMap;
use std::ptr::NonNull;

use gc::{CellPtr, Marker, Space};

use crate::cell::{CellHeader, JSType};
use crate::error::JsResult;
use crate::property::Attributes;
use crate::value::JSValue;
use crate::vm::Vm;

/// What one entry costs in the map's nodes, about: counted against the heap limit, since a
/// script can fill a sparse array with numbers that allocate nothing in the heap.
pub(crate) const ENTRY_BYTES: usize = 40;

/// One sparse element: a value (or a GetterSetter when an accessor) and its attributes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SparseEntry {
    pub value: JSValue,
    pub attributes: Attributes,
}

#[repr(C)]
pub struct SparseArrayMap {
    header: CellHeader,
    map: *mut BTreeMap<u32, SparseEntry>,
}

/// A handle to a live sparse map.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct SparseMapRef(NonNull<SparseArrayMap>);

impl SparseMapRef {
    pub(crate) fn from_cell(cell: CellPtr) -> SparseMapRef {
        debug_assert_eq!(crate::cell::js_type(cell), JSType::SparseArrayMap);
        SparseMapRef(cell.cast())
    }

    pub fn cell(self) -> CellPtr {
        self.0.cast()
    }

    /// Lends the map to `f` for reading. The shared borrow of the VM keeps anyone from
    /// changing it meanwhile ([`Vm::with_sparse_map`] needs the VM mutably).
    pub(crate) fn read<R>(self, _vm: &Vm, f: impl FnOnce(&BTreeMap<u32, SparseEntry>) -> R) -> R {
        // SAFETY: a live sparse map owns its BTreeMap, changed only through a mutable
        // borrow of the VM, which the caller's shared one excludes.
        f(unsafe { &*self.0.as_ref().map })
    }

    pub(crate) fn trace(self, marker: &mut Marker<'_>) {
        // SAFETY: the collector runs with the VM borrowed, so no mutable borrow of the map
        // exists; the reference does not leave this function.
        let map = unsafe { &*self.0.as_ref().map };
        marker.report_extra_memory_visited(map.len() * ENTRY_BYTES);
        for entry in map.values() {
            if let Some(cell) = entry.value.cell() {
                marker.mark_cell(cell);
            }
        }
    }
}

impl Vm {
    /// Lends `map` to `f` for changing. `f` cannot reach the VM (it is borrowed here), so
    /// nothing can reach the map again while `f` holds it.
    pub(crate) fn with_sparse_map<R>(
        &mut self,
        map: SparseMapRef,
        f: impl FnOnce(&mut BTreeMap<u32, SparseEntry>) -> R,
    ) -> R {
        // SAFETY: a live sparse map owns its BTreeMap; the mutable borrow of the VM
        // excludes every other borrow of it for the length of `f`.
        f(unsafe { &mut *map.0.as_ref().map })
    }

    /// A new, empty sparse map. May collect.
    pub(crate) fn new_sparse_map(&mut self) -> JsResult<SparseMapRef> {
        let cell = self.allocate_cell(Space::DestructibleCells, size_of::<SparseArrayMap>())?;
        let header = CellHeader::new(self.common.sparse_map_structure_id(), JSType::SparseArrayMap, 0, 0);
        let map = SparseArrayMap { header, map: Box::into_raw(Box::default()) };
        // SAFETY: the cell is fresh and sized for a SparseArrayMap.
        unsafe { cell.as_ptr().cast::<SparseArrayMap>().write(map) };
        Ok(SparseMapRef(cell.cast()))
    }
}

/// Frees the map of a dead sparse-map cell.
///
/// # Safety
/// `cell` must be a dead sparse map, destroyed once.
pub(crate) unsafe fn destroy(cell: CellPtr) {
    // SAFETY: the cell is a SparseArrayMap whose map is an owned Box.
    unsafe { drop(Box::from_raw(cell.cast::<SparseArrayMap>().as_ref().map)) };
}
