//! Decommit of unused pages, zero-page-aware sweeping (H2) and the poison option.

use crate::support;

use gc::{BLOCK_SIZE, CellPtr, HeapConfig, POISON_BYTE, PoisonMode, Space, Sweep};
use support::Mutator;

/// Allocates `count` cells with `make` and roots those that start a block, so every block
/// keeps a live cell in its first page and nothing in its middle pages.
fn churn_keeping_block_heads(m: &mut Mutator, count: usize, mut make: impl FnMut(&mut Mutator) -> CellPtr) {
    for _ in 0..count {
        let cell = make(m);
        if (cell.as_ptr() as usize).is_multiple_of(BLOCK_SIZE) {
            m.roots.cells.push(cell);
        }
    }
}

fn decommit_and_poison(poison: bool) {
    let config = HeapConfig { poison_decommitted_pages: poison, ..HeapConfig::default() };
    let mut m = Mutator::new(config);
    // The pattern, or AddressSanitizer in builds with the `asan` feature.
    let mode = m.heap.poison_mode();
    assert_eq!(mode != PoisonMode::None, poison);
    for round in 0..3 {
        churn_keeping_block_heads(&mut m, 20_000, |m| m.node(64));
        churn_keeping_block_heads(&mut m, 20_000, |m| m.resource(64).0);
        m.collect(Sweep::Eager);
        let statistics = m.heap.marked_block_statistics();
        assert_eq!(statistics.pages_per_block, BLOCK_SIZE / gc::os::page_size());
        assert!(statistics.blocks >= 100, "round {round}: {statistics:?}");
        assert_eq!(statistics.blocks_with_decommitted_pages, statistics.blocks, "round {round}");
        assert_eq!(statistics.decommitted_pages, statistics.blocks * (statistics.pages_per_block - 2));
        if mode == PoisonMode::Pattern {
            let head = m.roots.cells[0];
            // SAFETY: the block of a live cell is mapped; its second page is decommitted
            // and poisoned, and reading it is exactly what the test means to check.
            let byte = unsafe { head.as_ptr().add(gc::os::page_size() + 64).read_volatile() };
            assert_eq!(byte, POISON_BYTE);
        }
        // A second collection sweeps the same blocks again: it must skip the cells in the
        // decommitted pages (with the pattern, a destructor on them would see garbage).
        m.collect(Sweep::Eager);
        support::assert_each_destroyed_at_most_once();
        // Allocating again recommits the pages and unpoisons them.
        for _ in 0..50_000 {
            m.node(64);
            m.resource(64);
        }
        m.collect(Sweep::Lazy);
    }
    assert!(m.heap.statistics().os.decommit_calls > 0);
}

#[test]
fn unused_pages_are_decommitted_after_an_eager_collection() {
    decommit_and_poison(false);
}

#[test]
fn poisoned_pages_are_never_read_by_sweeps() {
    decommit_and_poison(true);
}

#[test]
fn lazy_collections_do_not_decommit() {
    let mut m = Mutator::new(HeapConfig::default());
    churn_keeping_block_heads(&mut m, 20_000, |m| m.node(64));
    m.collect(Sweep::Lazy);
    assert_eq!(m.heap.marked_block_statistics().decommitted_pages, 0);
}

#[test]
fn recommitted_pages_read_as_zero_for_new_cells() {
    let mut m = Mutator::new(HeapConfig { poison_decommitted_pages: true, ..HeapConfig::default() });
    churn_keeping_block_heads(&mut m, 20_000, |m| m.resource(64).0);
    m.collect(Sweep::Eager);
    assert!(m.heap.marked_block_statistics().decommitted_pages > 0);
    for _ in 0..20_000 {
        let cell = m.allocate(Space::DestructibleCells, 64);
        // A free cell of the destructible space reads as zapped, never as the poison.
        assert_eq!(support::word(cell, 0), 0, "fresh cell at {:p} is not zapped", cell.as_ptr());
        assert_ne!(support::word(cell, 2), u64::from_ne_bytes([POISON_BYTE; 8]));
        support::set_word(cell, 0, support::RESOURCE as u64);
    }
    assert_eq!(m.heap.marked_block_statistics().decommitted_pages, 0);
}
