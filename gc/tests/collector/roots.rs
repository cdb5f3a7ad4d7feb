//! Temporary roots, handles, GC-deferred regions and the write barrier.

use crate::support;

use gc::{CollectionScope, HeapConfig, Sweep};
use support::{Mutator, set_word};

#[test]
fn temporary_roots_keep_cells_alive_until_dropped_in_any_order() {
    let mut m = Mutator::new(HeapConfig::default());
    let a = m.node(32);
    let b = m.node(32);
    let c = m.node(32);
    let root_a = m.heap.root(Some(a));
    let root_b = m.heap.root(Some(b));
    let root_c = m.heap.root(Some(c));
    m.roots.weak = vec![Some(a), Some(b), Some(c)];
    drop(root_b);
    m.collect(Sweep::Lazy);
    assert_eq!(m.roots.weak, vec![Some(a), None, Some(c)]);
    assert_eq!(m.heap.temporary_roots(), 3, "a hole stays until the roots above it go");
    drop(root_c);
    assert_eq!(m.heap.temporary_roots(), 1);
    root_a.set(None);
    // a is old now: only a full collection decides about it.
    m.collect_scope(CollectionScope::Full);
    assert_eq!(m.roots.weak, vec![None, None, None]);
    drop(root_a);
    assert_eq!(m.heap.temporary_roots(), 0);
}

#[test]
fn handles_live_until_dropped() {
    let mut m = Mutator::new(HeapConfig::default());
    let cells: Vec<_> = (0..10).map(|_| m.node(32)).collect();
    let mut handles: Vec<_> = cells.iter().map(|&c| m.heap.handle(Some(c))).collect();
    handles.remove(3);
    handles.remove(6);
    m.roots.weak = cells.iter().map(|&c| Some(c)).collect();
    m.collect(Sweep::Lazy);
    let alive = m.roots.weak.iter().filter(|s| s.is_some()).count();
    assert_eq!(alive, 8);
    let replacement = m.heap.handle(None);
    replacement.set(Some(cells[0]));
    assert_eq!(replacement.get(), Some(cells[0]));
}

#[test]
fn no_collection_starts_inside_a_deferred_region() {
    let mut m = Mutator::new(HeapConfig { gc_stress: Some(1), ..HeapConfig::default() });
    {
        let _defer = m.heap.defer_gc();
        for _ in 0..1000 {
            m.node(32);
        }
        assert_eq!(m.heap.statistics().collections, 0);
    }
    m.node(32);
    assert_eq!(m.heap.statistics().collections, 1);
}

#[test]
fn the_write_barrier_remembers_old_cells_once() {
    let mut m = Mutator::new(HeapConfig::default());
    let old = m.node(32);
    m.roots.cells.push(old);
    let young = m.node(32);
    m.heap.write_barrier(young);
    assert_eq!(m.heap.remembered_cells(), 0, "a new cell needs no remembering");
    m.collect(Sweep::Lazy);
    let newer = m.node(32);
    set_word(old, 1, newer.as_ptr() as u64);
    m.heap.write_barrier(old);
    m.heap.write_barrier(old);
    assert_eq!(m.heap.remembered_cells(), 1);
    m.collect(Sweep::Lazy);
    assert_eq!(m.heap.remembered_cells(), 0);
    m.heap.write_barrier(old);
    assert_eq!(m.heap.remembered_cells(), 1, "a survivor is old again after the collection");
}

#[test]
fn gc_stress_collects_at_every_allocation_and_keeps_rooted_data() {
    let mut m = Mutator::new(HeapConfig { gc_stress: Some(1), ..HeapConfig::default() });
    let head = m.node(32);
    m.roots.cells.push(head);
    let mut tail = head;
    for _ in 0..500 {
        let root = m.heap.root(Some(tail));
        let next = m.node(32);
        set_word(root.get().unwrap(), 1, next.as_ptr() as u64);
        m.heap.write_barrier(root.get().unwrap());
        tail = next;
    }
    assert!(m.heap.statistics().collections >= 500);
    let mut length = 1;
    let mut cell = head;
    while let Some(next) = support::pointer(cell, 1) {
        assert_eq!(support::word(next, 0) as u32, support::NODE);
        cell = next;
        length += 1;
    }
    assert_eq!(length, 501);
}

#[test]
fn a_guard_rooting_nothing_keeps_its_slot() {
    let mut m = Mutator::new(HeapConfig::default());
    let cell = m.node(32);
    let nothing = m.heap.root(None);
    let above = m.heap.root(Some(cell));
    drop(above);
    nothing.set(Some(cell));
    m.roots.weak = vec![Some(cell)];
    m.collect(Sweep::Lazy);
    assert_eq!(m.roots.weak, vec![Some(cell)]);
    drop(nothing);
    assert_eq!(m.heap.temporary_roots(), 0);
}
