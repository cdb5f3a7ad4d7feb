//! The range map: address space for regions of 1 MiB and more, reused instead of unmapped.
//!
//! A program that allocates and frees big regions (large strings, typed array stores,
//! butterflies of long arrays) would otherwise pay an `mmap` and a `munmap` for each one, and
//! the kernel would fault in and zero every page again. Instead, freed ranges stay
//! reserved: each is coalesced with free neighbours, and later requests take the smallest
//! free range that fits (best fit), splitting off the rest. New address space is reserved in
//! chunks of at least [`MIN_RESERVATION`].
//!
//! A freed range keeps its pages (it is *dirty*) so that the next region placed there does
//! not fault them in again; its pages go back to the kernel with `MADV_DONTNEED` when the
//! owner scavenges: when the dirty bytes outgrow what the live regions hold (at least
//! [`MIN_DIRTY_BYTES_KEPT`]), and after an eager collection. A clean range reads as zeros; a zeroed request placed in a dirty
//! range is cleared by hand. Ranges coalesce with neighbours in the same state, so the
//! dirty bytes are counted exactly; scavenging cleans them all and coalesces the rest.

use std::collections::{BTreeMap, BTreeSet};
use std::io;
use std::ptr::NonNull;

use crate::os::{self, OsCounters};

/// The smallest amount of address space reserved at once.
pub const MIN_RESERVATION: usize = 32 << 20;

/// Free but committed bytes that may always be kept for reuse.
pub const MIN_DIRTY_BYTES_KEPT: usize = 32 << 20;

#[derive(Clone, Copy)]
struct FreeRange {
    size: usize,
    /// Its pages may be committed and hold old data.
    dirty: bool,
}

#[derive(Default)]
pub(crate) struct RangeMap {
    /// Free ranges by start address, for coalescing.
    by_address: BTreeMap<usize, FreeRange>,
    /// Free ranges by (clean?, size, start), for best fit among dirty ranges first.
    by_size: BTreeSet<(bool, usize, usize)>,
    /// Bytes of dirty free ranges.
    dirty_bytes: usize,
}

impl RangeMap {
    /// A page-aligned range of `size` bytes (a multiple of the page size), zero-filled if
    /// `zeroed`.
    pub fn allocate(&mut self, size: usize, zeroed: bool, counters: &mut OsCounters) -> io::Result<NonNull<u8>> {
        debug_assert!(size.is_multiple_of(os::page_size()));
        if self.best_fit(size).is_none() && self.dirty_bytes != 0 {
            // Dirty and clean neighbours together may fit: clean up and coalesce first.
            self.scavenge(counters);
        }
        let (start, range) = match self.best_fit(size) {
            Some(start) => (start, self.by_address[&start]),
            None => {
                let (start, range) = self.reserve(size, counters)?;
                self.insert(start, range);
                (start, range)
            }
        };
        self.remove(start);
        if range.size > size {
            self.insert(start + size, FreeRange { size: range.size - size, dirty: range.dirty });
        }
        let address = NonNull::new(start as *mut u8).expect("mapped ranges are not null");
        if zeroed && range.dirty {
            // SAFETY: the range is ours, `size` bytes, and no longer free.
            unsafe { address.as_ptr().write_bytes(0, size) };
        }
        Ok(address)
    }

    /// New address space for a request of `size` bytes: a generous reservation, or when the
    /// system refuses one (an address-space limit), the free ranges are given back and just
    /// `size` bytes are asked for.
    fn reserve(&mut self, size: usize, counters: &mut OsCounters) -> io::Result<(usize, FreeRange)> {
        let generous = size.max(MIN_RESERVATION).next_multiple_of(os::page_size());
        let (start, size) = match os::map(generous, counters) {
            Ok(start) => (start, generous),
            Err(_) => {
                self.release_free_ranges(counters);
                (os::map(size, counters)?, size)
            }
        };
        Ok((start.as_ptr() as usize, FreeRange { size, dirty: false }))
    }

    /// Unmaps every free range, so that the address space they hold can serve other
    /// mappings (the heap's blocks, a bigger region): what the heap does when the system
    /// refuses it memory.
    pub fn release_free_ranges(&mut self, counters: &mut OsCounters) {
        for (start, range) in std::mem::take(&mut self.by_address) {
            // SAFETY: a free range is mapped by this map and holds nothing anyone reads;
            // it leaves the map here.
            unsafe { os::unmap(start as *mut u8, range.size, counters) };
        }
        self.by_size.clear();
        self.dirty_bytes = 0;
    }

    /// Returns a range to the map. Its pages stay committed until the map scavenges.
    ///
    /// # Safety
    /// The range must have come from [`RangeMap::allocate`] with this size, and hold nothing
    /// anyone will read.
    pub unsafe fn free(&mut self, address: NonNull<u8>, size: usize) {
        self.insert_coalescing(address.as_ptr() as usize, FreeRange { size, dirty: true });
    }

    /// Gives the pages of every dirty free range back to the kernel, and coalesces the
    /// ranges that were apart only because their states differed.
    pub fn scavenge(&mut self, counters: &mut OsCounters) {
        let ranges: Vec<(usize, FreeRange)> = self.by_address.iter().map(|(&start, &range)| (start, range)).collect();
        for &(start, range) in &ranges {
            if range.dirty {
                // SAFETY: the range is free: nothing reads it until it is allocated again,
                // and then it reads as zeros.
                unsafe { os::decommit(start as *mut u8, range.size, counters) };
            }
            self.remove(start);
        }
        for (start, range) in ranges {
            self.insert_coalescing(start, FreeRange { size: range.size, dirty: false });
        }
    }

    /// The start of the smallest free range of at least `size` bytes, dirty ones first:
    /// their pages are already committed.
    fn best_fit(&self, size: usize) -> Option<usize> {
        let dirty = self.by_size.range((false, size, 0)..(true, 0, 0)).next();
        let clean = || self.by_size.range((true, size, 0)..).next();
        dirty.or_else(clean).map(|&(_, _, start)| start)
    }

    /// Inserts a free range, merged with adjacent free ranges in the same state.
    fn insert_coalescing(&mut self, start: usize, range: FreeRange) {
        let (mut start, mut size) = (start, range.size);
        if let Some((&before, &neighbour)) = self.by_address.range(..start).next_back()
            && before + neighbour.size == start
            && neighbour.dirty == range.dirty
        {
            self.remove(before);
            start = before;
            size += neighbour.size;
        }
        if let Some(&neighbour) = self.by_address.get(&(start + size))
            && neighbour.dirty == range.dirty
        {
            self.remove(start + size);
            size += neighbour.size;
        }
        self.insert(start, FreeRange { size, dirty: range.dirty });
    }

    fn insert(&mut self, start: usize, range: FreeRange) {
        self.by_address.insert(start, range);
        self.by_size.insert((!range.dirty, range.size, start));
        if range.dirty {
            self.dirty_bytes += range.size;
        }
    }

    fn remove(&mut self, start: usize) {
        let range = self.by_address.remove(&start).expect("a free range");
        self.by_size.remove(&(!range.dirty, range.size, start));
        if range.dirty {
            self.dirty_bytes -= range.size;
        }
    }

    /// Free ranges, for tests and statistics.
    pub fn free_ranges(&self) -> usize {
        self.by_address.len()
    }

    /// Free bytes whose pages are still committed.
    pub fn dirty_bytes(&self) -> usize {
        self.dirty_bytes
    }
}

impl Drop for RangeMap {
    /// Gives back the address space of every free range: once the heap has freed every
    /// region, that is all of it.
    fn drop(&mut self) {
        self.release_free_ranges(&mut OsCounters::default());
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
            let range = map.allocate(2 * MIB, false, &mut counters).unwrap();
            // SAFETY: the range was just allocated with this size.
            unsafe { map.free(range, 2 * MIB) };
        }
        assert_eq!(counters.mmap_calls, 1);
        // The freed range (dirty) and the untouched rest of the reservation (clean).
        assert_eq!(map.free_ranges(), 2);
    }

    #[test]
    fn neighbours_coalesce_and_best_fit_picks_the_smallest_hole() {
        let mut map = RangeMap::default();
        let mut counters = OsCounters::default();
        let a = map.allocate(MIB, false, &mut counters).unwrap();
        let b = map.allocate(3 * MIB, false, &mut counters).unwrap();
        let c = map.allocate(MIB, false, &mut counters).unwrap();
        let d = map.allocate(2 * MIB, false, &mut counters).unwrap();
        let _e = map.allocate(MIB, false, &mut counters).unwrap();
        // SAFETY: each range is freed once, with the size it was allocated with.
        unsafe {
            map.free(b, 3 * MIB);
            map.free(d, 2 * MIB);
        }
        // Holes: b (3 MiB), d (2 MiB), and the tail of the reservation. A 2 MiB request
        // takes d exactly.
        let best = map.allocate(2 * MIB, false, &mut counters).unwrap();
        assert_eq!(best, d);
        // SAFETY: as above.
        unsafe {
            map.free(best, 2 * MIB);
            map.free(a, MIB);
            map.free(c, MIB);
        }
        // a, b, c and d are adjacent and dirty: one range from a up to e; the clean tail
        // after e stays apart.
        assert_eq!(map.free_ranges(), 2);
        let big = map.allocate(7 * MIB, false, &mut counters).unwrap();
        assert_eq!(big, a);
        assert_eq!(counters.mmap_calls, 1);
    }

    #[test]
    fn released_ranges_are_unmapped_and_the_map_starts_over() {
        let mut map = RangeMap::default();
        let mut counters = OsCounters::default();
        let range = map.allocate(2 * MIB, false, &mut counters).unwrap();
        // SAFETY: the range was just allocated with this size.
        unsafe { map.free(range, 2 * MIB) };
        // The freed range and the untouched rest of the reservation.
        assert_eq!(map.free_ranges(), 2);
        map.release_free_ranges(&mut counters);
        assert_eq!((map.free_ranges(), map.dirty_bytes()), (0, 0));
        assert_eq!(counters.munmap_calls, 2);
        map.allocate(MIB, true, &mut counters).unwrap();
        assert_eq!(counters.mmap_calls, 2);
    }

    #[test]
    fn zeroed_requests_read_as_zero_in_dirty_and_scavenged_ranges() {
        let mut map = RangeMap::default();
        let mut counters = OsCounters::default();
        let range = map.allocate(MIB, false, &mut counters).unwrap();
        // SAFETY: the range is MIB bytes, owned here, then freed and reallocated.
        unsafe {
            range.as_ptr().write_bytes(0x5a, MIB);
            map.free(range, MIB);
            assert_eq!(map.dirty_bytes(), MIB);
            let again = map.allocate(MIB, true, &mut counters).unwrap();
            assert_eq!(again, range);
            assert!(std::slice::from_raw_parts(again.as_ptr(), MIB).iter().all(|&b| b == 0));
            again.as_ptr().write_bytes(0x5a, MIB);
            map.free(again, MIB);
        }
        map.scavenge(&mut counters);
        assert_eq!(map.dirty_bytes(), 0);
        assert!(counters.decommit_calls >= 1);
        let clean = map.allocate(MIB, true, &mut counters).unwrap();
        // SAFETY: as above.
        assert!(unsafe { std::slice::from_raw_parts(clean.as_ptr(), MIB) }.iter().all(|&b| b == 0));
    }
}
