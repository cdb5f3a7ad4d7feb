//! The range map: address space for regions of 1 MiB and more, reused instead of unmapped.
//!
//! A program that allocates and frees big regions (large strings, typed array stores,
//! butterflies of long arrays) would otherwise pay an `mmap` and a `munmap` for each one, and
//! the kernel would zero every page twice. Instead, freed ranges stay reserved: their pages
//! go back to the kernel with `MADV_DONTNEED` (so memory is returned and a reused range reads
//! as zeros), the range is coalesced with free neighbours, and later requests take the
//! smallest free range that fits (best fit), splitting off the rest. New address space is
//! reserved in chunks of at least [`MIN_RESERVATION`].

use std::collections::{BTreeMap, BTreeSet};
use std::io;
use std::ptr::NonNull;

use crate::os::{self, OsCounters};

/// The smallest amount of address space reserved at once.
pub const MIN_RESERVATION: usize = 32 << 20;

#[derive(Default)]
pub(crate) struct RangeMap {
    /// Free ranges by start address, for coalescing.
    by_address: BTreeMap<usize, usize>,
    /// Free ranges by (size, start), for best fit.
    by_size: BTreeSet<(usize, usize)>,
}

impl RangeMap {
    /// A page-aligned range of `size` bytes (a multiple of the page size), zero-filled.
    pub fn allocate(&mut self, size: usize, counters: &mut OsCounters) -> io::Result<NonNull<u8>> {
        debug_assert!(size.is_multiple_of(os::page_size()));
        let found = self.by_size.range((size, 0)..).next().copied();
        let (range_size, start) = match found {
            Some(range) => range,
            None => {
                let reservation = size.max(MIN_RESERVATION).next_multiple_of(os::page_size());
                let start = os::map(reservation, counters)?.as_ptr() as usize;
                self.insert(start, reservation);
                (reservation, start)
            }
        };
        self.remove(start, range_size);
        if range_size > size {
            self.insert(start + size, range_size - size);
        }
        Ok(NonNull::new(start as *mut u8).expect("mapped ranges are not null"))
    }

    /// Returns a range to the map; its pages go back to the kernel.
    ///
    /// # Safety
    /// The range must have come from [`RangeMap::allocate`] with this size, and hold nothing
    /// anyone will read.
    pub unsafe fn free(&mut self, address: NonNull<u8>, size: usize, counters: &mut OsCounters) {
        // SAFETY: guaranteed by the caller.
        unsafe { os::decommit(address.as_ptr(), size, counters) };
        let mut start = address.as_ptr() as usize;
        let mut size = size;
        if let Some((&before, &before_size)) = self.by_address.range(..start).next_back()
            && before + before_size == start
        {
            self.remove(before, before_size);
            start = before;
            size += before_size;
        }
        if let Some(&after_size) = self.by_address.get(&(start + size)) {
            self.remove(start + size, after_size);
            size += after_size;
        }
        self.insert(start, size);
    }

    fn insert(&mut self, start: usize, size: usize) {
        self.by_address.insert(start, size);
        self.by_size.insert((size, start));
    }

    fn remove(&mut self, start: usize, size: usize) {
        self.by_address.remove(&start);
        self.by_size.remove(&(size, start));
    }

    /// Free ranges, for tests and statistics.
    pub fn free_ranges(&self) -> usize {
        self.by_address.len()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const MIB: usize = 1 << 20;

    #[test]
    fn freed_ranges_are_reused_without_new_mappings() {
        let mut map = RangeMap::default();
        let mut counters = OsCounters::default();
        for _ in 0..1000 {
            let range = map.allocate(2 * MIB, &mut counters).unwrap();
            // SAFETY: the range was just allocated with this size.
            unsafe { map.free(range, 2 * MIB, &mut counters) };
        }
        assert_eq!(counters.mmap_calls, 1);
        assert_eq!(map.free_ranges(), 1);
    }

    #[test]
    fn neighbours_coalesce_and_best_fit_picks_the_smallest_hole() {
        let mut map = RangeMap::default();
        let mut counters = OsCounters::default();
        let a = map.allocate(MIB, &mut counters).unwrap();
        let b = map.allocate(3 * MIB, &mut counters).unwrap();
        let c = map.allocate(MIB, &mut counters).unwrap();
        let d = map.allocate(2 * MIB, &mut counters).unwrap();
        let _e = map.allocate(MIB, &mut counters).unwrap();
        // SAFETY: each range is freed once, with the size it was allocated with.
        unsafe {
            map.free(b, 3 * MIB, &mut counters);
            map.free(d, 2 * MIB, &mut counters);
        }
        // Holes: b (3 MiB), d (2 MiB), and the tail of the reservation. A 2 MiB request
        // takes d exactly.
        let best = map.allocate(2 * MIB, &mut counters).unwrap();
        assert_eq!(best, d);
        // SAFETY: as above.
        unsafe {
            map.free(best, 2 * MIB, &mut counters);
            map.free(a, MIB, &mut counters);
            map.free(c, MIB, &mut counters);
        }
        // a, b, c and d are adjacent: one range from a up to e, and the tail after e.
        assert_eq!(map.free_ranges(), 2);
        let big = map.allocate(7 * MIB, &mut counters).unwrap();
        assert_eq!(big, a);
        assert_eq!(counters.mmap_calls, 1);
    }

    #[test]
    fn reused_ranges_read_as_zero() {
        let mut map = RangeMap::default();
        let mut counters = OsCounters::default();
        let range = map.allocate(MIB, &mut counters).unwrap();
        // SAFETY: the range is MIB bytes, owned here, then freed and reallocated.
        unsafe {
            range.as_ptr().write_bytes(0x5a, MIB);
            map.free(range, MIB, &mut counters);
            let again = map.allocate(MIB, &mut counters).unwrap();
            assert_eq!(again, range);
            assert!(
                std::slice::from_raw_parts(again.as_ptr(), MIB)
                    .iter()
                    .all(|&b| b == 0)
            );
        }
    }
}
