//! `Rooted<T>`: a heap reference kept alive by a scope guard (invariant H3).

use std::cell::Cell;
use std::fmt;

use gc::{CellPtr, Heap, TempRoot};

use crate::structure::StructureRef;
use crate::value::JSValue;

/// Anything that may point into the heap.
pub trait HeapRef: Copy {
    /// The cell to keep alive, if any.
    fn to_cell(self) -> Option<CellPtr>;
}

impl HeapRef for JSValue {
    fn to_cell(self) -> Option<CellPtr> {
        self.cell()
    }
}

impl HeapRef for Option<CellPtr> {
    fn to_cell(self) -> Option<CellPtr> {
        self
    }
}

impl HeapRef for CellPtr {
    fn to_cell(self) -> Option<CellPtr> {
        Some(self)
    }
}

impl HeapRef for StructureRef {
    fn to_cell(self) -> Option<CellPtr> {
        Some(self.cell())
    }
}

/// Keeps a heap reference alive while it is in scope. The collector does not move cells,
/// so the reference itself stays valid; the guard only keeps it from being freed.
pub struct Rooted<T: HeapRef> {
    value: Cell<T>,
    root: TempRoot,
}

impl<T: HeapRef> Rooted<T> {
    pub(crate) fn new(heap: &Heap, value: T) -> Rooted<T> {
        Rooted { root: heap.root(value.to_cell()), value: Cell::new(value) }
    }

    pub fn get(&self) -> T {
        self.value.get()
    }

    /// Keeps another reference alive instead.
    pub fn set(&self, value: T) {
        self.root.set(value.to_cell());
        self.value.set(value);
    }
}

impl<T: HeapRef + fmt::Debug> fmt::Debug for Rooted<T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Rooted({:?})", self.get())
    }
}

impl HeapRef for crate::property::PropertyKey {
    fn to_cell(self) -> Option<CellPtr> {
        match self {
            crate::property::PropertyKey::Atom(atom) => Some(atom.cell()),
            crate::property::PropertyKey::Symbol(symbol) => Some(symbol.cell()),
            crate::property::PropertyKey::Index(_) => None,
        }
    }
}
