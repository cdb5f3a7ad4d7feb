//! Eden collections: sticky mark bits, the remembered set, and when the heap collects fully.

use crate::support;

use gc::{CollectionScope, HeapConfig, LARGE_CUTOFF, Space, Sweep};
use support::{Mutator, destroyed_count, pointer};

fn generational() -> Mutator {
    Mutator::new(HeapConfig { verify: true, ..HeapConfig::default() })
}

/// A rooted node made old by a full collection.
fn old_root(m: &mut Mutator) -> gc::CellPtr {
    let old = m.node(32);
    m.roots.cells.push(old);
    m.collect_scope(CollectionScope::Full);
    old
}

#[test]
fn an_eden_collection_frees_new_garbage_and_keeps_old_cells_until_a_full_one() {
    let mut m = generational();
    let old = old_root(&mut m);
    let young = m.node(32);
    m.roots.weak = vec![Some(old), Some(young)];
    m.roots.cells.clear();
    m.collect_scope(CollectionScope::Eden);
    assert_eq!(m.roots.weak, vec![Some(old), None], "the old cell is not decided about");
    m.collect_scope(CollectionScope::Full);
    assert_eq!(m.roots.weak, vec![None, None]);
}

#[test]
fn a_store_the_barrier_saw_keeps_a_new_cell_alive_through_an_old_one() {
    let mut m = generational();
    let old = old_root(&mut m);
    // A chain of new cells hangs off the old one: the remembered cell is traced, and the
    // new cells it reaches are traced in turn.
    let first = m.node(32);
    m.store(old, 1, Some(first));
    let second = m.node(32);
    m.store(first, 1, Some(second));
    let unreachable = m.node(32);
    m.roots.weak = vec![Some(first), Some(second), Some(unreachable)];
    assert_eq!(m.heap.remembered_cells(), 1);
    m.collect_scope(CollectionScope::Eden);
    assert_eq!(m.roots.weak, vec![Some(first), Some(second), None]);
    assert_eq!(m.heap.remembered_cells(), 0);
    // Promoted: a store into the former young cell is remembered now.
    let third = m.node(32);
    m.store(second, 2, Some(third));
    assert_eq!(m.heap.remembered_cells(), 1);
    m.collect_scope(CollectionScope::Eden);
    assert_eq!(pointer(second, 2), Some(third));
    m.roots.weak = vec![Some(third)];
    m.collect_scope(CollectionScope::Eden);
    assert_eq!(m.roots.weak, vec![Some(third)]);
}

#[test]
fn an_old_cell_is_remembered_again_after_each_eden_collection() {
    let mut m = generational();
    let old = old_root(&mut m);
    for round in 0..50 {
        let young = m.node(32);
        m.store(old, 1 + round % 2, Some(young));
        assert_eq!(m.heap.remembered_cells(), 1, "round {round}");
        m.roots.weak = vec![Some(young)];
        m.collect_scope(CollectionScope::Eden);
        assert_eq!(m.roots.weak, vec![Some(young)], "round {round}");
    }
}

#[test]
fn destructors_of_new_cells_run_at_an_eden_collection_and_of_old_ones_at_a_full_one() {
    let mut m = generational();
    let (old, old_id) = m.resource(32);
    m.roots.cells.push(old);
    m.collect_scope(CollectionScope::Full);
    m.roots.cells.clear();
    let (_, young_id) = m.resource(32);
    m.heap.collect_scope(&mut m.roots, CollectionScope::Eden, Sweep::Eager);
    assert_eq!(destroyed_count(young_id), 1);
    assert_eq!(destroyed_count(old_id), 0);
    m.heap.collect_scope(&mut m.roots, CollectionScope::Full, Sweep::Eager);
    assert_eq!(destroyed_count(old_id), 1);
    support::assert_each_destroyed_at_most_once();
}

#[test]
fn large_cells_and_auxiliary_storage_age_like_block_cells() {
    let mut m = generational();
    let old = old_root(&mut m);
    let large = m.node(LARGE_CUTOFF + 64);
    let storage = m.allocate(Space::Auxiliary, 64);
    m.store(old, 1, Some(large));
    m.store(large, 3, Some(storage));
    let dropped = m.node(LARGE_CUTOFF + 64);
    m.roots.weak = vec![Some(large), Some(storage), Some(dropped)];
    m.collect_scope(CollectionScope::Eden);
    assert_eq!(m.roots.weak, vec![Some(large), Some(storage), None]);
    assert_eq!(m.heap.statistics().large_objects, 1);
    m.store(old, 1, None);
    m.collect_scope(CollectionScope::Eden);
    assert_eq!(m.roots.weak, vec![Some(large), Some(storage), None], "old now: kept until a full collection");
    m.collect_scope(CollectionScope::Full);
    assert_eq!(m.roots.weak, vec![None, None, None]);
}

#[test]
fn remembered_cells_are_traced_when_the_mark_stack_overflows() {
    let mut m = Mutator::new(HeapConfig { verify: true, mark_stack_limit: 1, ..HeapConfig::default() });
    let olds: Vec<_> = (0..64).map(|_| m.node(32)).collect();
    m.roots.cells = olds.clone();
    m.collect_scope(CollectionScope::Full);
    let mut young = Vec::new();
    for &old in &olds {
        let child = m.node(32);
        m.store(old, 1, Some(child));
        let grandchild = m.node(32);
        m.store(child, 2, Some(grandchild));
        young.extend([child, grandchild]);
    }
    m.roots.weak = young.iter().map(|&cell| Some(cell)).collect();
    m.collect_scope(CollectionScope::Eden);
    assert!(m.roots.weak.iter().all(Option::is_some), "every young cell reached through a remembered one lives");
}

#[test]
fn the_heap_collects_fully_once_the_old_generation_has_doubled() {
    let mut m = Mutator::new(HeapConfig { min_bytes_between_collections: 64 << 10, ..HeapConfig::default() });
    let head = m.node(32);
    m.roots.cells.push(head);
    m.collect_scope(CollectionScope::Full);
    // A list that only grows: every collection the budget starts promotes what was
    // allocated since the last, until the promoted bytes reach the live bytes of the last
    // full collection (or the least budget). The budget is the live size too, so here
    // every other collection is full.
    let mut tail = head;
    for _ in 0..100_000 {
        let next = m.node(32);
        m.store(tail, 1, Some(next));
        tail = next;
    }
    let statistics = m.heap.statistics();
    assert!(statistics.eden.collections >= 2, "{statistics:?}");
    assert!(statistics.full.collections >= 3, "{statistics:?}");
    assert!(statistics.full.collections <= statistics.eden.collections + 1, "{statistics:?}");
    assert_eq!(statistics.collections, statistics.eden.collections + statistics.full.collections);
}

#[test]
fn eager_sweeps_and_a_heap_that_is_not_generational_collect_fully() {
    let mut m = Mutator::new(HeapConfig { generational: false, ..HeapConfig::default() });
    m.collect(Sweep::Lazy);
    m.heap.collect_scope(&mut m.roots, CollectionScope::Eden, Sweep::Lazy);
    assert_eq!(m.heap.statistics().eden.collections, 0);
    let mut m = generational();
    m.collect(Sweep::Eager);
    assert_eq!(m.heap.statistics().full.collections, 1);
    m.collect(Sweep::Lazy);
    assert_eq!(m.heap.statistics().eden.collections, 1);
}

#[test]
fn gc_stress_alternates_eden_and_full_collections() {
    let mut m = Mutator::new(HeapConfig { gc_stress: Some(1), verify: true, ..HeapConfig::default() });
    let head = m.node(32);
    m.roots.cells.push(head);
    let mut tail = head;
    for _ in 0..200 {
        let next = m.node(32);
        m.store(tail, 1, Some(next));
        tail = next;
    }
    let statistics = m.heap.statistics();
    assert!(statistics.eden.collections >= 100 && statistics.full.collections >= 40, "{statistics:?}");
    let mut length = 1;
    let mut cell = head;
    while let Some(next) = pointer(cell, 1) {
        cell = next;
        length += 1;
    }
    assert_eq!(length, 201);
}
