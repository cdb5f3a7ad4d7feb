//! Memory a cell owns outside the heap (a Rust-owned hash table) counts towards collections.

use crate::support;

use gc::{CellPtr, CollectionScope, HeapConfig, Marker, Sweep, Tracer};
use support::{Mutator, Roots};

/// Reports 1 MiB of outside memory for every cell it traces.
struct OwnerTracer {
    roots: Roots,
}

const OWNED: usize = 1 << 20;

impl Tracer for OwnerTracer {
    fn trace_roots(&mut self, marker: &mut Marker<'_>) {
        self.roots.trace_roots(marker);
    }

    fn trace_cell(&mut self, cell: CellPtr, marker: &mut Marker<'_>) {
        self.roots.trace_cell(cell, marker);
        marker.report_extra_memory_visited(OWNED);
    }
}

#[test]
fn reported_memory_spends_the_budget() {
    let mut m = Mutator::new(HeapConfig { min_bytes_between_collections: 8 << 20, ..HeapConfig::default() });
    assert!(!m.heap.collection_needed());
    m.heap.report_extra_memory(4 << 20);
    assert!(!m.heap.collection_needed());
    m.heap.report_extra_memory(4 << 20);
    assert!(m.heap.collection_needed(), "8 MiB reported reach the 8 MiB budget");
}

#[test]
fn visited_memory_counts_as_live() {
    let mut m = Mutator::new(HeapConfig { min_bytes_between_collections: 1 << 20, ..HeapConfig::default() });
    let owners: Vec<_> = (0..16).map(|_| m.node(32)).collect();
    let mut tracer = OwnerTracer { roots: Roots { cells: owners, weak: Vec::new() } };
    m.heap.collect_scope(&mut tracer, CollectionScope::Full, Sweep::Lazy);
    let statistics = m.heap.statistics();
    assert_eq!(statistics.live_bytes, 16 * 32 + 16 * OWNED);
    assert_eq!(statistics.collection_budget, 16 * 32 + 16 * OWNED, "the budget follows the live memory");
}

#[test]
fn an_eden_collection_counts_the_memory_reported_since_the_last_as_live() {
    let mut m = Mutator::new(HeapConfig { min_bytes_between_collections: 1 << 20, ..HeapConfig::default() });
    let owners: Vec<_> = (0..16).map(|_| m.node(32)).collect();
    let mut tracer = OwnerTracer { roots: Roots { cells: owners, weak: Vec::new() } };
    m.heap.collect_scope(&mut tracer, CollectionScope::Full, Sweep::Lazy);
    // The owners are old and not visited: what they reported growing is assumed live.
    m.heap.report_extra_memory(3 * OWNED);
    m.heap.collect_scope(&mut tracer, CollectionScope::Eden, Sweep::Lazy);
    assert_eq!(m.heap.statistics().live_bytes, 16 * 32 + 19 * OWNED);
}
