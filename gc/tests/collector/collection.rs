//! Marking, sweeping, destructors, weak references.

use crate::support;

use gc::{CellPtr, HeapConfig, Space, Sweep};
use support::{Mutator, set_word};

#[test]
fn reachable_cells_survive_and_unreachable_ones_die() {
    let mut m = Mutator::new(HeapConfig::default());
    let root = m.node(32);
    let child = m.node(32);
    let aux = m.allocate(Space::Auxiliary, 48);
    set_word(root, 1, child.as_ptr() as u64);
    set_word(root, 3, aux.as_ptr() as u64);
    m.roots.cells.push(root);
    let dead = m.node(32);
    m.roots.weak = vec![Some(root), Some(child), Some(aux), Some(dead)];
    m.collect(Sweep::Lazy);
    assert_eq!(m.roots.weak, vec![Some(root), Some(child), Some(aux), None]);
    assert_eq!(m.heap.statistics().live_bytes, 32 + 32 + 48);
}

#[test]
fn a_linked_list_of_ten_million_cells_marks_without_recursion() {
    let mut m = Mutator::new(HeapConfig { min_bytes_between_collections: usize::MAX, ..HeapConfig::default() });
    let head = m.node(32);
    m.roots.cells.push(head);
    let mut tail = head;
    for _ in 1..10_000_000 {
        let next = m.node(32);
        set_word(tail, 1, next.as_ptr() as u64);
        tail = next;
    }
    m.collect(Sweep::Lazy);
    assert_eq!(m.heap.statistics().live_bytes, 10_000_000 * 32);
}

#[test]
fn destructors_run_exactly_once_whatever_sweeps_them() {
    let mut m = Mutator::new(HeapConfig::default());
    let mut ids = Vec::new();
    let mut kept = Vec::new();
    for round in 0..6 {
        for i in 0..20_000 {
            let (cell, id) = m.resource(48);
            ids.push(id);
            if i % 7 == 0 {
                kept.push((cell, id));
            }
        }
        // Alternate lazy and eager sweeps, and drop some survivors each round.
        m.roots.cells = kept.iter().map(|&(cell, _)| cell).collect();
        m.collect(if round % 2 == 0 { Sweep::Lazy } else { Sweep::Eager });
        kept.retain(|&(_, id)| id % 3 != 0);
        support::assert_each_destroyed_at_most_once();
    }
    for &(_, id) in &kept {
        assert_eq!(support::destroyed_count(id), 0, "a live resource was destroyed");
    }
    drop(m);
    support::assert_each_destroyed_at_most_once();
    assert!(ids.iter().all(|&id| support::destroyed_count(id) == 1), "every resource is destroyed once by the end");
}

#[test]
fn lazy_sweeping_destroys_dead_cells_only_when_their_block_is_reached() {
    let mut m = Mutator::new(HeapConfig::default());
    let (first, first_id) = m.resource(64);
    for _ in 0..10 {
        m.resource(64);
    }
    m.roots.cells.push(first);
    m.collect(Sweep::Lazy);
    assert_eq!(support::destroyed_total(), 0, "a lazy collection destroys nothing by itself");
    m.resource(64);
    assert_eq!(support::destroyed_total(), 10, "the allocator's sweep destroys the dead cells of its block");
    assert_eq!(support::destroyed_count(first_id), 0);
}

#[test]
fn large_cells_are_marked_destroyed_and_freed() {
    let mut m = Mutator::new(HeapConfig::default());
    let (big, big_id) = m.resource(100_000);
    let (dead, dead_id) = m.resource(200_000);
    assert!(gc::is_large(big.as_ptr()) && gc::is_large(dead.as_ptr()));
    assert_eq!(big.as_ptr() as usize % 16, 8);
    let aux = m.heap.allocate_large_zeroed(Space::Auxiliary, 3 << 20).unwrap();
    // SAFETY: the region is 3 MiB long.
    let bytes = unsafe { std::slice::from_raw_parts(aux.as_ptr(), 3 << 20) };
    assert!(bytes.iter().all(|&b| b == 0));
    set_word(big, 2, 0);
    m.roots.cells.push(big);
    m.roots.weak = vec![Some(aux), Some(dead)];
    m.collect(Sweep::Lazy);
    assert_eq!(m.roots.weak, vec![None, None]);
    assert_eq!((support::destroyed_count(big_id), support::destroyed_count(dead_id)), (0, 1));
    assert_eq!(m.heap.statistics().large_objects, 1);
    let _ = dead;
}

#[test]
fn cells_reachable_only_through_a_large_cell_survive() {
    let mut m = Mutator::new(HeapConfig::default());
    let (big, _) = m.resource(50_000);
    let child = m.node(32);
    set_word(big, 2, child.as_ptr() as u64);
    m.roots.cells.push(big);
    m.roots.weak = vec![Some(child)];
    m.collect(Sweep::Eager);
    assert_eq!(m.roots.weak, vec![Some(child)]);
}

#[test]
fn weak_references_see_liveness_before_sweeping() {
    let mut m = Mutator::new(HeapConfig::default());
    let cells: Vec<CellPtr> = (0..1000).map(|_| m.node(48)).collect();
    m.roots.cells = cells.iter().copied().step_by(2).collect();
    m.roots.weak = cells.iter().map(|&c| Some(c)).collect();
    m.collect(Sweep::Eager);
    assert_eq!(support::weak_drops(), 500);
    for (i, slot) in m.roots.weak.iter().enumerate() {
        assert_eq!(slot.is_some(), i % 2 == 0);
    }
}

#[test]
fn statistics_count_collections_blocks_and_pauses() {
    let mut m = Mutator::new(HeapConfig::default());
    for _ in 0..10_000 {
        m.node(80);
    }
    let before = m.heap.statistics();
    assert_eq!(before.collections, 0);
    assert!(before.blocks_per_class.iter().any(|c| c.space == Space::Cells && c.cell_size == 80 && c.blocks >= 49));
    m.collect(Sweep::Eager);
    let after = m.heap.statistics();
    assert_eq!(after.collections, 1);
    assert_eq!(after.live_bytes, 0);
    assert_eq!(after.blocks, 0, "an eager sweep returns empty blocks to the pool");
    assert!(after.pooled_blocks >= 49);
    assert!(after.total_pause >= after.last_pause && after.max_pause >= after.last_pause);
}
