//! The large-object space and its range map.

use crate::support;

use gc::{HeapConfig, RANGE_MAP_THRESHOLD, Space, Sweep};
use support::Mutator;

#[test]
fn allocating_and_freeing_two_megabyte_regions_reuses_address_space() {
    let mut m = Mutator::new(HeapConfig { min_bytes_between_collections: 1 << 20, ..HeapConfig::default() });
    for i in 0..10_000 {
        let region = m.allocate(Space::Auxiliary, 2 << 20);
        // Touch the first and last page, as a program would.
        // SAFETY: the region is 2 MiB long.
        unsafe {
            region.as_ptr().write(i as u8);
            region.as_ptr().add((2 << 20) - 1).write(1);
        }
    }
    let statistics = m.heap.statistics();
    assert!(statistics.collections >= 5_000);
    assert!(statistics.os.mmap_calls <= 4, "{} mmap calls for 10,000 regions", statistics.os.mmap_calls);
    assert_eq!(statistics.os.munmap_calls, 0);
    assert!(m.heap.large_free_ranges() <= 2);
}

#[test]
fn medium_regions_come_from_the_system_allocator_zeroed() {
    let mut m = Mutator::new(HeapConfig::default());
    let mapped = m.heap.statistics().os.mmap_calls;
    for size in [gc::LARGE_CUTOFF + 1, 20_000, 100_000, RANGE_MAP_THRESHOLD - 64] {
        let region = m.heap.allocate_large_zeroed(Space::Auxiliary, size).unwrap();
        assert_eq!(region.as_ptr() as usize % 16, 8);
        // SAFETY: the region is `size` bytes long.
        let bytes = unsafe { std::slice::from_raw_parts(region.as_ptr(), size) };
        assert!(bytes.iter().all(|&b| b == 0));
    }
    assert_eq!(m.heap.statistics().os.mmap_calls, mapped);
    m.collect(Sweep::Lazy);
    assert_eq!(m.heap.statistics().large_objects, 0);
}
