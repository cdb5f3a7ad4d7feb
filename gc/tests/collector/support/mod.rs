//! A toy object model for testing the heap without the VM.
//!
//! ```text
//!   node (Space::Cells, 32+ bytes):        [header: NODE][left][right][aux base]
//!   resource (Space::DestructibleCells):   [header: RESOURCE][id][child]
//! ```
//! Resources record their destruction in a per-thread table, so tests can check that each
//! destructor ran exactly once.

#![allow(dead_code)]

use std::cell::RefCell;
use std::collections::HashMap;

use gc::{CellPtr, CollectionScope, Heap, HeapConfig, Liveness, Marker, Space, Sweep, Tracer};

pub const NODE: u32 = 1;
pub const RESOURCE: u32 = 2;

thread_local! {
    static DESTROYED: RefCell<HashMap<u64, u32>> = RefCell::new(HashMap::new());
    static WEAK_DROPS: RefCell<usize> = const { RefCell::new(0) };
}

/// Destructor of the toy model: records the resource id.
///
/// # Safety
/// `cell` must be a dead resource cell.
pub unsafe fn destroy(cell: *mut u8) {
    // SAFETY: guaranteed by the caller: a resource has a header and an id word.
    let (kind, id) = unsafe { (cell.cast::<u32>().read(), cell.cast::<u64>().add(1).read()) };
    assert_eq!(kind, RESOURCE, "destructor called on a cell that is not a live resource");
    DESTROYED.with(|d| *d.borrow_mut().entry(id).or_default() += 1);
}

pub fn destroyed_count(id: u64) -> u32 {
    DESTROYED.with(|d| d.borrow().get(&id).copied().unwrap_or(0))
}

pub fn destroyed_total() -> usize {
    DESTROYED.with(|d| d.borrow().len())
}

pub fn assert_each_destroyed_at_most_once() {
    DESTROYED.with(|d| {
        for (id, count) in d.borrow().iter() {
            assert_eq!(*count, 1, "resource {id} destroyed {count} times");
        }
    });
}

pub fn word(cell: CellPtr, index: usize) -> u64 {
    // SAFETY: test cells are at least 32 bytes and live when read.
    unsafe { cell.as_ptr().cast::<u64>().add(index).read() }
}

pub fn set_word(cell: CellPtr, index: usize, value: u64) {
    // SAFETY: as in `word`.
    unsafe { cell.as_ptr().cast::<u64>().add(index).write(value) }
}

pub fn pointer(cell: CellPtr, index: usize) -> Option<CellPtr> {
    CellPtr::new(word(cell, index) as *mut u8)
}

/// The roots of the toy mutator, and a weak table.
#[derive(Default)]
pub struct Roots {
    pub cells: Vec<CellPtr>,
    pub weak: Vec<Option<CellPtr>>,
}

impl Tracer for Roots {
    fn trace_roots(&mut self, marker: &mut Marker<'_>) {
        self.cells.iter().for_each(|&cell| marker.mark_cell(cell));
    }

    fn trace_cell(&mut self, cell: CellPtr, marker: &mut Marker<'_>) {
        // SAFETY: marked cells of the toy model have a header.
        let kind = unsafe { cell.as_ptr().cast::<u32>().read() };
        match kind {
            NODE => {
                pointer(cell, 1).into_iter().chain(pointer(cell, 2)).for_each(|c| marker.mark_cell(c));
                if let Some(aux) = pointer(cell, 3) {
                    marker.mark_auxiliary(aux);
                }
            }
            RESOURCE => {
                if let Some(child) = pointer(cell, 2) {
                    marker.mark_cell(child);
                }
            }
            other => panic!("tracing a cell of unknown kind {other} at {:p}", cell.as_ptr()),
        }
    }

    fn process_weak_references(&mut self, liveness: &Liveness<'_>) {
        for slot in &mut self.weak {
            if slot.is_some_and(|cell| !liveness.is_live(cell)) {
                *slot = None;
                WEAK_DROPS.with(|w| *w.borrow_mut() += 1);
            }
        }
    }
}

/// A heap and its mutator, allocating the way the VM does.
pub struct Mutator {
    pub heap: Heap,
    pub roots: Roots,
    next_id: u64,
}

impl Mutator {
    pub fn new(config: HeapConfig) -> Mutator {
        Mutator { heap: Heap::new(config, destroy), roots: Roots::default(), next_id: 1 }
    }

    pub fn allocate(&mut self, space: Space, bytes: usize) -> CellPtr {
        self.try_allocate(space, bytes).expect("allocation failed")
    }

    pub fn try_allocate(&mut self, space: Space, bytes: usize) -> Result<CellPtr, gc::AllocError> {
        if let Some(id) = Heap::allocator_for(space, bytes)
            && let Some(cell) = self.heap.try_allocate(id)
        {
            return Ok(cell);
        }
        if self.heap.collection_needed() {
            self.heap.collect(&mut self.roots, Sweep::Lazy);
        }
        match Heap::allocator_for(space, bytes) {
            Some(id) => self.heap.allocate_slow(id),
            None => self.heap.allocate_large(space, bytes),
        }
    }

    /// A node with no children; its unused words are zero.
    pub fn node(&mut self, bytes: usize) -> CellPtr {
        let cell = self.allocate(Space::Cells, bytes);
        // SAFETY: the cell is fresh and `bytes` long.
        unsafe {
            cell.as_ptr().write_bytes(0, bytes);
            cell.as_ptr().cast::<u32>().write(NODE);
        }
        cell
    }

    /// A resource with a fresh id, returned with the cell.
    pub fn resource(&mut self, bytes: usize) -> (CellPtr, u64) {
        let cell = self.allocate(Space::DestructibleCells, bytes);
        let id = self.next_id;
        self.next_id += 1;
        // SAFETY: the cell is fresh and `bytes` long.
        unsafe {
            cell.as_ptr().write_bytes(0, bytes);
            cell.as_ptr().cast::<u32>().write(RESOURCE);
        }
        set_word(cell, 1, id);
        (cell, id)
    }

    pub fn collect(&mut self, sweep: Sweep) {
        self.heap.collect(&mut self.roots, sweep);
    }

    pub fn collect_scope(&mut self, scope: CollectionScope) {
        self.heap.collect_scope(&mut self.roots, scope, Sweep::Lazy);
    }

    /// Stores a pointer to `target` into word `index` of `owner`, with the write barrier.
    pub fn store(&mut self, owner: CellPtr, index: usize, target: Option<CellPtr>) {
        set_word(owner, index, target.map_or(0, |cell| cell.as_ptr() as u64));
        self.heap.write_barrier(owner);
    }
}

pub fn weak_drops() -> usize {
    WEAK_DROPS.with(|w| *w.borrow())
}
