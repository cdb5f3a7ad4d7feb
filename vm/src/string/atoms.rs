//! The atom table: one string cell per distinct property name.
//!
//! Looking up an atom compares code units, but only once per name: after that, keys are
//! compared by identity. The table is weak; an atom that nothing refers to is dropped at
//! the next collection.

use gc::Liveness;
use hashbrown::HashTable;

use super::hash::table_hash;
use super::{StrView, StringRef};

/// Room for the atoms of the engine's own names and of one realm's standard library
/// (about 470), so that setting up a VM never grows the table.
const INITIAL_CAPACITY: usize = 512;

pub(crate) struct AtomTable {
    table: HashTable<StringRef>,
}

impl AtomTable {
    pub fn new() -> AtomTable {
        AtomTable { table: HashTable::with_capacity(INITIAL_CAPACITY) }
    }

    /// The atom with the code units of `view`, whose hash is `hash`.
    pub fn find(&self, hash: u32, view: &StrView<'_>) -> Option<StringRef> {
        self.table
            .find(table_hash(hash), |atom| {
                atom.len() as usize == view.len() && atom.view_unbound().is_some_and(|units| units.same_units(view))
            })
            .copied()
    }

    /// Makes room for one more atom, so that [`AtomTable::insert`] does not grow the table;
    /// false when the system refuses the memory (a script can make millions of names).
    pub fn reserve_one(&mut self) -> bool {
        self.table.try_reserve(1, rehash).is_ok()
    }

    /// Adds an atom (flat, hash cached) that the table does not have.
    pub fn insert(&mut self, atom: StringRef) {
        let hash = atom.cached_hash().expect("atoms have their hash cached");
        self.table.insert_unique(table_hash(hash), atom, rehash);
    }

    /// Drops the atoms that did not survive a collection.
    pub fn sweep(&mut self, liveness: &Liveness<'_>) {
        self.table.retain(|atom| liveness.is_live(atom.cell()));
    }

    pub fn len(&self) -> usize {
        self.table.len()
    }
}

/// The table hash of an atom already in the table (for growing it).
fn rehash(atom: &StringRef) -> u64 {
    table_hash(atom.cached_hash().expect("atoms have their hash cached"))
}
