//! The StructureID table: 32-bit ids in cell headers, structure pointers here.
//!
//! Ids index one array that never moves (its address space is reserved up front), so
//! machine code decodes an id with one load from a constant base. Id 0 is never used: a zero
//! id is the heap's zap word.
//!
//! Ids are reused, but only through the collector's weak phase: a structure that died, or a
//! dictionary structure that took a fresh id when it changed (its old id is *retired*), gives
//! its id back only once every inline cache and trace has dropped the ids of dead structures
//! in the same phase. Until then a stale id in a cache can only miss, never match another
//! structure.

use std::ptr::{self, NonNull};

use gc::os;

use super::Structure;

/// The id of a structure; never zero.
#[repr(transparent)]
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug, Default)]
pub struct StructureId(u32);

impl StructureId {
    #[inline(always)]
    pub const fn bits(self) -> u32 {
        self.0
    }

    /// An id from its bits (as read from a cell header by machine code or tests).
    pub const fn from_bits(bits: u32) -> StructureId {
        StructureId(bits)
    }
}

/// The most structures that can exist at once.
pub const MAX_STRUCTURES: usize = 1 << 24;

pub(crate) struct StructureTable {
    /// `entries[id]` is the structure with that id, or null.
    entries: NonNull<*mut Structure>,
    /// One past the highest id handed out.
    high_water: usize,
    free: Vec<u32>,
    retired: Vec<u32>,
}

impl StructureTable {
    /// The table, or `None` when the system refuses its address space.
    pub fn new() -> Option<StructureTable> {
        let bytes = MAX_STRUCTURES * size_of::<*mut Structure>();
        let mut counters = os::OsCounters::default();
        let entries = os::map(bytes, &mut counters).ok()?.cast();
        Some(StructureTable { entries, high_water: 1, free: Vec::new(), retired: Vec::new() })
    }

    /// The address of entry 0, for machine code.
    pub fn base(&self) -> *const *mut Structure {
        self.entries.as_ptr()
    }

    /// An id for `structure`, or `None` if the table is full.
    pub fn allocate(&mut self, structure: NonNull<Structure>) -> Option<StructureId> {
        let id = match self.free.pop() {
            Some(id) => id as usize,
            None if self.high_water < MAX_STRUCTURES => {
                self.high_water += 1;
                self.high_water - 1
            }
            None => return None,
        };
        // SAFETY: id < MAX_STRUCTURES, inside the reservation.
        unsafe { self.entries.as_ptr().add(id).write(structure.as_ptr()) };
        Some(StructureId(id as u32))
    }

    /// The structure with `id`.
    #[inline(always)]
    pub fn get(&self, id: StructureId) -> NonNull<Structure> {
        debug_assert!(id.0 != 0 && (id.0 as usize) < self.high_water);
        // SAFETY: ids come from cell headers of live cells, whose structures are live and in
        // the table.
        let entry = unsafe { self.entries.as_ptr().add(id.0 as usize).read() };
        NonNull::new(entry).expect("a live cell's structure id names no structure")
    }

    /// The structure with `id`, if the id is in use.
    pub fn entry(&self, id: StructureId) -> Option<NonNull<Structure>> {
        if id.0 == 0 || id.0 as usize >= self.high_water {
            return None;
        }
        // SAFETY: id < high_water, inside the reservation.
        NonNull::new(unsafe { self.entries.as_ptr().add(id.0 as usize).read() })
    }

    /// Takes an id out of use without reusing it yet (a dictionary structure changed).
    pub fn retire(&mut self, id: StructureId) {
        // SAFETY: id is in the reservation.
        unsafe { self.entries.as_ptr().add(id.0 as usize).write(ptr::null_mut()) };
        push_or_leak(&mut self.retired, id.0);
    }

    /// Ids retired since the last collection.
    pub fn retired_count(&self) -> usize {
        self.retired.len()
    }

    /// In the collector's weak phase: frees the ids of structures that did not survive,
    /// and the retired ids unless compiled code may still name them (`free_retired`).
    pub fn sweep(&mut self, is_live: impl Fn(NonNull<Structure>) -> bool, free_retired: bool) {
        for id in 1..self.high_water {
            // SAFETY: id < high_water, inside the reservation.
            let slot = unsafe { self.entries.as_ptr().add(id) };
            // SAFETY: the slot holds null or a structure that was live when marking began.
            let entry = unsafe { slot.read() };
            if let Some(structure) = NonNull::new(entry)
                && !is_live(structure)
            {
                // SAFETY: as above.
                unsafe { slot.write(ptr::null_mut()) };
                push_or_leak(&mut self.free, id as u32);
            }
        }
        if free_retired && self.free.try_reserve(self.retired.len()).is_ok() {
            self.free.append(&mut self.retired);
        }
    }

    /// Every live structure.
    pub fn for_each(&self, mut f: impl FnMut(NonNull<Structure>)) {
        for id in 1..self.high_water {
            // SAFETY: id < high_water.
            if let Some(structure) = NonNull::new(unsafe { self.entries.as_ptr().add(id).read() }) {
                f(structure);
            }
        }
    }

    /// Structures currently holding an id.
    pub fn live_count(&self) -> usize {
        let mut count = 0;
        self.for_each(|_| count += 1);
        count
    }
}

/// Lists an id for reuse. The collector's weak phase must not abort, so an id the system
/// has no memory to list is simply never reused (there are 16 Mi of them).
fn push_or_leak(ids: &mut Vec<u32>, id: u32) {
    if ids.try_reserve(1).is_ok() {
        ids.push(id);
    }
}

impl Drop for StructureTable {
    fn drop(&mut self) {
        let mut counters = os::OsCounters::default();
        // SAFETY: the reservation was made in `new` with this size and nothing refers to it
        // once the VM that owns the table is gone.
        unsafe { os::unmap(self.entries.as_ptr().cast(), MAX_STRUCTURES * size_of::<*mut Structure>(), &mut counters) };
    }
}
