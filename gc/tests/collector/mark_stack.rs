//! Marking when the mark stack is full: cells it has no room for stay grey and are traced
//! by a walk of the heap, so every live cell is still marked, and traced exactly once.

use crate::support;

use std::collections::HashMap;

use gc::{CELL_STATE_OFFSET, CellPtr, CellState, HeapConfig, LARGE_CUTOFF, Liveness, Marker, Sweep, Tracer};
use support::{Mutator, Roots, set_word};

/// The toy roots, counting how often each cell is traced.
#[derive(Default)]
struct CountingTracer {
    roots: Roots,
    traced: HashMap<usize, usize>,
}

impl Tracer for CountingTracer {
    fn trace_roots(&mut self, marker: &mut Marker<'_>) {
        self.traced.clear();
        self.roots.trace_roots(marker);
    }

    fn trace_cell(&mut self, cell: CellPtr, marker: &mut Marker<'_>) {
        *self.traced.entry(cell.as_ptr() as usize).or_default() += 1;
        self.roots.trace_cell(cell, marker);
    }

    fn process_weak_references(&mut self, liveness: &Liveness<'_>) {
        self.roots.process_weak_references(liveness);
    }
}

fn cell_state(cell: CellPtr) -> u8 {
    // SAFETY: the cell is live, and every toy cell has an 8-byte header.
    unsafe { cell.as_ptr().add(CELL_STATE_OFFSET).read() }
}

/// What a test made: cells with headers, and auxiliary allocations (which are marked but
/// never traced).
#[derive(Default)]
struct Made {
    cells: Vec<CellPtr>,
    auxiliary: Vec<CellPtr>,
}

impl Made {
    fn all(&self) -> impl Iterator<Item = CellPtr> + '_ {
        self.cells.iter().chain(&self.auxiliary).copied()
    }

    fn len(&self) -> usize {
        self.cells.len() + self.auxiliary.len()
    }
}

/// A binary tree of `depth` levels whose every eighth node is a large cell, with an
/// auxiliary allocation and a chain of destructible cells hanging off some leaves.
fn tree(m: &mut Mutator, depth: u32, made: &mut Made) -> CellPtr {
    let bytes = if made.cells.len().is_multiple_of(8) { LARGE_CUTOFF + 64 } else { 32 };
    let node = m.node(bytes);
    made.cells.push(node);
    if depth == 0 {
        if made.cells.len().is_multiple_of(3) {
            let aux = m.allocate(gc::Space::Auxiliary, 48);
            set_word(node, 3, aux.as_ptr() as u64);
            made.auxiliary.push(aux);
        }
        if made.cells.len().is_multiple_of(5) {
            let (first, _) = m.resource(32);
            let (second, _) = m.resource(32);
            set_word(first, 2, second.as_ptr() as u64);
            set_word(node, 2, first.as_ptr() as u64);
            made.cells.extend([first, second]);
        }
        return node;
    }
    let left = tree(m, depth - 1, made);
    let right = tree(m, depth - 1, made);
    set_word(node, 1, left.as_ptr() as u64);
    set_word(node, 2, right.as_ptr() as u64);
    node
}

fn mutator(mark_stack_limit: usize, verify: bool) -> Mutator {
    Mutator::new(HeapConfig {
        mark_stack_limit,
        verify,
        min_bytes_between_collections: usize::MAX,
        ..HeapConfig::default()
    })
}

/// Builds a live tree beside garbage, collects, and checks what survived.
fn collect_with_a_mark_stack_of(mark_stack_limit: usize, verify: bool) {
    let mut m = mutator(mark_stack_limit, verify);
    let mut live = Made::default();
    let root = tree(&mut m, 10, &mut live);
    let mut dead = Made::default();
    tree(&mut m, 6, &mut dead);
    let mut tracer = CountingTracer::default();
    tracer.roots.cells.push(root);
    tracer.roots.weak = live.all().chain(dead.all()).map(Some).collect();
    let expected_live: usize = live.all().map(size_of_cell).sum();
    for round in 0..2 {
        m.heap.collect(&mut tracer, Sweep::Eager);
        let (survivors, died) = tracer.roots.weak.split_at(live.len());
        assert!(survivors.iter().all(Option::is_some), "round {round}: a live cell was not marked");
        assert!(died.iter().all(Option::is_none), "round {round}: a dead cell was kept");
        assert_eq!(tracer.traced.len(), live.cells.len(), "round {round}: every live cell is traced");
        assert!(tracer.traced.values().all(|&count| count == 1), "round {round}: a cell was traced twice");
        for &cell in &live.cells {
            assert_eq!(cell_state(cell), CellState::Old as u8, "round {round}: a cell stayed grey");
        }
        assert_eq!(m.heap.statistics().live_bytes, expected_live, "round {round}");
    }
}

fn size_of_cell(cell: CellPtr) -> usize {
    // SAFETY: every cell of the test is a live cell or auxiliary allocation of its heap.
    unsafe { gc::Heap::cell_size(cell) }
}

#[test]
fn every_live_cell_is_marked_when_the_mark_stack_holds_one_entry() {
    collect_with_a_mark_stack_of(1, false);
}

#[test]
fn every_live_cell_is_marked_when_the_mark_stack_overflows_now_and_then() {
    collect_with_a_mark_stack_of(4, false);
}

#[test]
fn overflowing_marking_passes_heap_verification() {
    collect_with_a_mark_stack_of(2, true);
}

#[test]
fn a_wide_root_set_and_a_long_list_mark_with_a_tiny_stack() {
    let mut m = mutator(3, false);
    let mut tracer = CountingTracer::default();
    // Ten thousand roots marked before any is traced, then a list of a hundred thousand.
    let roots: Vec<_> = (0..10_000).map(|_| m.node(32)).collect();
    let head = m.node(32);
    let mut tail = head;
    for _ in 0..100_000 {
        let next = m.node(48);
        set_word(tail, 1, next.as_ptr() as u64);
        tail = next;
    }
    tracer.roots.cells = roots.iter().copied().chain([head]).collect();
    tracer.roots.weak = vec![Some(tail)];
    m.heap.collect(&mut tracer, Sweep::Lazy);
    assert_eq!(tracer.roots.weak, vec![Some(tail)]);
    assert_eq!(m.heap.statistics().live_bytes, 10_000 * 32 + 32 + 100_000 * 48);
    assert_eq!(tracer.traced.len(), 10_000 + 1 + 100_000);
}
