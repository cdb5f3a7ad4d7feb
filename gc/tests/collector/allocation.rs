//! Allocation paths: size classes, reuse after collection, H1, stealing, limits.

use crate::support;

use gc::{AllocError, BLOCK_SIZE, Heap, HeapConfig, HeapLimit, SizeClass, Space, Sweep};
use support::Mutator;

#[test]
fn a_freed_cell_is_reused_by_its_size_class_after_a_collection() {
    let mut m = Mutator::new(HeapConfig::default());
    let garbage: Vec<usize> = (0..100).map(|_| m.node(64).as_ptr() as usize).collect();
    let survivor = m.node(64);
    m.roots.cells.push(survivor);
    m.collect(Sweep::Lazy);
    let reused = m.node(64).as_ptr() as usize;
    assert!(garbage.contains(&reused), "a new 64-byte cell should take a dead one's place");
    assert_ne!(reused, survivor.as_ptr() as usize);
}

#[test]
fn cells_of_one_class_never_come_from_another_class() {
    let mut m = Mutator::new(HeapConfig::default());
    for _ in 0..10_000 {
        let small = m.node(32);
        let big = m.node(112);
        // SAFETY: both are cells of this heap.
        let sizes = unsafe { (Heap::cell_size(small), Heap::cell_size(big)) };
        assert_eq!(sizes, (32, 112));
    }
}

/// Invariant H1: after a collection empties the free lists, the slow path refills the same
/// allocator, so 16-byte allocations made one after another are 16 bytes apart.
#[test]
fn sixteen_byte_allocations_after_a_collection_are_adjacent() {
    for force_slow_paths in [false, true] {
        let mut m = Mutator::new(HeapConfig { force_slow_paths, ..HeapConfig::default() });
        for _ in 0..50_000 {
            m.allocate(Space::Auxiliary, 16);
        }
        m.collect(Sweep::Lazy);
        let addresses: Vec<usize> = (0..2_000).map(|_| m.allocate(Space::Auxiliary, 16).as_ptr() as usize).collect();
        let adjacent = addresses.windows(2).filter(|w| w[1] - w[0] == 16).count();
        assert!(
            adjacent >= addresses.len() * 95 / 100,
            "forced slow paths {force_slow_paths}: only {adjacent} of {} steps are 16 bytes",
            addresses.len() - 1
        );
    }
}

#[test]
fn every_allocation_takes_the_slow_path_when_forced() {
    let mut heap = Heap::new(HeapConfig { force_slow_paths: true, ..HeapConfig::default() }, support::destroy);
    let id = Heap::allocator_for(Space::Cells, 48).unwrap();
    for _ in 0..1_000 {
        assert!(heap.try_allocate(id).is_none());
        heap.allocate_slow(id).unwrap();
    }
}

#[test]
fn empty_blocks_move_to_the_size_class_that_needs_them() {
    let mut m = Mutator::new(HeapConfig::default());
    for _ in 0..(64 * 1024) {
        m.node(32);
    }
    let mapped = m.heap.statistics().os.mmap_calls;
    let blocks = m.heap.statistics().blocks;
    m.collect(Sweep::Lazy);
    // All those 32-byte cells are dead; their blocks can hold 208-byte cells instead.
    let per_block = gc::SizeClass::for_size(208).unwrap().cells_per_block();
    for _ in 0..(blocks - 1) * per_block {
        m.node(208);
    }
    let statistics = m.heap.statistics();
    assert_eq!(statistics.os.mmap_calls, mapped, "no new memory for the second class");
    assert!(statistics.blocks <= blocks);
}

#[test]
fn the_heap_limit_is_an_error_not_a_crash() {
    let limit = 64 * BLOCK_SIZE;
    let mut m = Mutator::new(HeapConfig { heap_limit: HeapLimit::Bytes(limit), ..HeapConfig::default() });
    let mut kept = 0;
    let error = loop {
        match m.try_allocate(Space::Cells, 256) {
            Ok(cell) => {
                // SAFETY: fresh 256-byte cell.
                unsafe { cell.as_ptr().write_bytes(0, 256) };
                support::set_word(cell, 0, support::NODE as u64);
                m.roots.cells.push(cell);
                kept += 1;
            }
            Err(error) => break error,
        }
    };
    assert!(matches!(error, AllocError::HeapLimit { limit: l, .. } if l == limit));
    assert!(kept >= 60 * SizeClass::for_size(256).unwrap().cells_per_block());
    assert!(m.heap.statistics().committed_bytes <= limit);
    assert!(matches!(m.try_allocate(Space::Auxiliary, 1 << 20), Err(AllocError::HeapLimit { .. })));
    // Dropping the survivors makes room again, and the heap still works.
    m.roots.cells.clear();
    m.collect(Sweep::Eager);
    for _ in 0..1000 {
        m.node(256);
    }
}

#[test]
fn memory_the_system_refuses_is_an_error() {
    let mut heap =
        Heap::new(HeapConfig { heap_limit: HeapLimit::Unlimited, ..HeapConfig::default() }, support::destroy);
    let error = heap.allocate_large(Space::Auxiliary, 1 << 50).unwrap_err();
    assert_eq!(error, AllocError::OutOfMemory { requested: 1 << 50 });
    assert!(heap.allocate_large(Space::Auxiliary, usize::MAX - 8).is_err());
    // The failed attempts left the heap usable.
    heap.allocate_large(Space::Auxiliary, 1 << 20).unwrap();
}

#[test]
fn the_default_limit_comes_from_the_machine_and_refuses_impossible_requests() {
    let mut heap = Heap::new(HeapConfig::default(), support::destroy);
    let limit = heap.limit().expect("physical memory bounds every heap by default");
    assert!(limit >= gc::MIN_AUTOMATIC_LIMIT);
    let error = heap.allocate_large(Space::Auxiliary, 1 << 50).unwrap_err();
    assert_eq!(error, AllocError::HeapLimit { requested: 1 << 50, limit });
    heap.allocate_large(Space::Auxiliary, 1 << 20).unwrap();
}

#[test]
fn memory_reported_outside_the_heap_counts_against_the_limit() {
    let limit = 4 << 20;
    let mut m = Mutator::new(HeapConfig { heap_limit: HeapLimit::Bytes(limit), ..HeapConfig::default() });
    m.heap.reserve_extra_memory(3 << 20).unwrap();
    assert!(matches!(m.heap.reserve_extra_memory(2 << 20), Err(AllocError::HeapLimit { .. })));
    assert!(matches!(m.try_allocate(Space::Auxiliary, 2 << 20), Err(AllocError::HeapLimit { .. })));
    // A collection that finds no owner of the reported memory gives the room back.
    m.collect(Sweep::Eager);
    m.heap.reserve_extra_memory(2 << 20).unwrap();
    m.allocate(Space::Auxiliary, 1 << 20);
}

#[test]
fn the_emergency_reserve_allows_a_little_past_the_limit_while_it_lives() {
    let limit = 4 << 20;
    let mut m = Mutator::new(HeapConfig { heap_limit: HeapLimit::Bytes(limit), ..HeapConfig::default() });
    // The collection budget (8 MiB) is above the limit: nothing is collected, so nothing
    // needs a root.
    while m.try_allocate(Space::Auxiliary, 64 << 10).is_ok() {}
    let reserve = m.heap.emergency_reserve();
    let past = m.try_allocate(Space::Auxiliary, 256 << 10).expect("the reserve has room");
    assert!(matches!(m.try_allocate(Space::Auxiliary, gc::EMERGENCY_RESERVE), Err(AllocError::HeapLimit { .. })));
    drop(reserve);
    assert!(matches!(m.try_allocate(Space::Auxiliary, 256 << 10), Err(AllocError::HeapLimit { .. })));
    assert!(m.heap.statistics().committed_bytes > limit, "{past:?} was allocated past the limit");
}

#[test]
fn gc_stress_asks_for_a_collection_every_nth_slow_path() {
    let mut heap = Heap::new(HeapConfig { gc_stress: Some(3), ..HeapConfig::default() }, support::destroy);
    let asks: Vec<bool> = (0..9).map(|_| heap.collection_needed()).collect();
    assert_eq!(asks, [false, false, true, false, false, true, false, false, true]);
}

#[test]
fn the_budget_starts_collections_in_proportion_to_allocation() {
    let mut m = Mutator::new(HeapConfig { min_bytes_between_collections: 1 << 20, ..HeapConfig::default() });
    for _ in 0..(16 << 20) / 64 {
        m.node(64);
    }
    let collections = m.heap.statistics().collections;
    assert!((10..=17).contains(&collections), "{collections} collections for 16 MiB at a 1 MiB budget");
}
