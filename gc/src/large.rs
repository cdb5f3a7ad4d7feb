//! The large-object space: one region per request above the large cutoff.
//!
//! ```text
//!   region (16-aligned)
//!   +------------------------+--------------------------------------+
//!   | LargeHeader (24 bytes) | payload (the cell or auxiliary data)  |
//!   +------------------------+--------------------------------------+
//!                            ^ cell pointer, = 8 (mod 16)
//! ```
//!
//! Cells in marked blocks are 16-byte aligned; large payloads sit at 8 (mod 16). One bit of
//! the pointer tells the two apart, so marking a pointer never needs a lookup.
//!
//! Regions under [`RANGE_MAP_THRESHOLD`] come from the system allocator; bigger ones from the
//! [`RangeMap`], which keeps and reuses freed address space. Payloads are zeroed on request
//! only: most owners overwrite them at once, and zeroing a megabyte is not free.

use std::alloc::{self, Layout};
use std::cell::Cell;
use std::collections::HashSet;
use std::io;
use std::ptr::NonNull;

use crate::Space;
use crate::cell::{self, CellPtr};
use crate::os::{self, OsCounters};
use crate::range_map::{MIN_DIRTY_BYTES_KEPT, RangeMap};
use crate::sweep::DestroyFn;

/// Regions of this size and more come from the range map.
pub const RANGE_MAP_THRESHOLD: usize = 1 << 20;

#[repr(C)]
struct LargeHeader {
    /// Bytes of the region, header included.
    region_size: usize,
    /// Bytes of the payload.
    payload_size: usize,
    marked: Cell<bool>,
    space: Space,
    from_range_map: bool,
}

const HEADER_SIZE: usize = size_of::<LargeHeader>();
const _: () = assert!(HEADER_SIZE % 16 == 8, "large payloads must sit at 8 (mod 16)");

/// Whether `pointer` is a large payload rather than a cell of a marked block.
#[inline(always)]
pub fn is_large(pointer: *const u8) -> bool {
    pointer as usize & 8 != 0
}

fn header(payload: *const u8) -> &'static LargeHeader {
    // SAFETY: callers pass payload pointers of live large regions, whose header sits just
    // before the payload; `marked` is a Cell, so shared references may coexist.
    unsafe { &*payload.sub(HEADER_SIZE).cast::<LargeHeader>() }
}

/// Sets the mark of a large payload; true if it was clear.
#[inline]
pub(crate) fn test_and_set_mark(payload: *const u8) -> bool {
    !header(payload).marked.replace(true)
}

#[inline]
pub(crate) fn is_marked(payload: *const u8) -> bool {
    header(payload).marked.get()
}

pub(crate) fn payload_size(payload: *const u8) -> usize {
    header(payload).payload_size
}

pub(crate) fn space_of(payload: *const u8) -> Space {
    header(payload).space
}

#[derive(Default)]
pub(crate) struct LargeObjectSpace {
    /// Payload pointers of every live region.
    objects: Vec<CellPtr>,
    /// The same, for membership tests (heap verification).
    addresses: HashSet<usize>,
    range_map: RangeMap,
    /// Bytes of all regions.
    bytes: usize,
}

impl LargeObjectSpace {
    /// A payload of `size` bytes, zero-filled if `zeroed`.
    pub fn allocate(
        &mut self,
        space: Space,
        size: usize,
        zeroed: bool,
        counters: &mut OsCounters,
    ) -> io::Result<CellPtr> {
        let too_big = || io::Error::from(io::ErrorKind::OutOfMemory);
        // The lists grow first, so that a region is never mapped without a place in them.
        self.objects.try_reserve(1).map_err(|_| too_big())?;
        self.addresses.try_reserve(1).map_err(|_| too_big())?;
        let payload_size = size.checked_next_multiple_of(16).ok_or_else(too_big)?;
        let region_size = HEADER_SIZE.checked_add(payload_size).ok_or_else(too_big)?;
        let (region, region_size, from_range_map) = if region_size >= RANGE_MAP_THRESHOLD {
            let rounded = region_size.checked_next_multiple_of(os::page_size()).ok_or_else(too_big)?;
            (self.range_map.allocate(rounded, zeroed, counters)?, rounded, true)
        } else {
            let layout = Layout::from_size_align(region_size, 16).map_err(|_| too_big())?;
            // SAFETY: the layout has a non-zero size.
            let region = unsafe { if zeroed { alloc::alloc_zeroed(layout) } else { alloc::alloc(layout) } };
            let region = NonNull::new(region).ok_or(io::ErrorKind::OutOfMemory)?;
            (region, region_size, false)
        };
        // SAFETY: the region is at least HEADER_SIZE + payload_size bytes, 16-aligned.
        let payload = unsafe {
            region.as_ptr().cast::<LargeHeader>().write(LargeHeader {
                region_size,
                payload_size,
                marked: Cell::new(false),
                space,
                from_range_map,
            });
            NonNull::new_unchecked(region.as_ptr().add(HEADER_SIZE))
        };
        self.objects.push(payload);
        self.addresses.insert(payload.as_ptr() as usize);
        self.bytes += region_size;
        Ok(payload)
    }

    pub fn clear_marks(&self) {
        for object in &self.objects {
            header(object.as_ptr()).marked.set(false);
        }
    }

    /// Frees every unmarked region, destroying dead cells of the destructible space first.
    pub fn sweep(&mut self, destroy: DestroyFn, counters: &mut OsCounters) -> usize {
        let mut freed = 0;
        let mut index = 0;
        while index < self.objects.len() {
            let payload = self.objects[index];
            if is_marked(payload.as_ptr()) {
                index += 1;
                continue;
            }
            self.objects.swap_remove(index);
            self.addresses.remove(&(payload.as_ptr() as usize));
            // SAFETY: the region is dead: unmarked after a complete marking.
            unsafe { self.free(payload, destroy) };
            freed += 1;
        }
        // Keep freed big regions committed for the next cycle's allocations (about as much
        // as is live, with the budget the heap uses), but no more than twice the live ones.
        if self.range_map.dirty_bytes() > (2 * self.bytes).max(MIN_DIRTY_BYTES_KEPT) {
            self.range_map.scavenge(counters);
        }
        freed
    }

    /// # Safety
    /// `payload` must be a dead region of this space, already taken off the lists.
    unsafe fn free(&mut self, payload: CellPtr, destroy: DestroyFn) {
        let header = header(payload.as_ptr());
        let (region_size, from_range_map) = (header.region_size, header.from_range_map);
        // SAFETY: a dead cell of the destructible space gets its destructor exactly once.
        unsafe {
            if header.space == Space::DestructibleCells && !cell::is_zapped(payload.as_ptr()) {
                destroy(payload.as_ptr());
            }
        }
        self.bytes -= region_size;
        // SAFETY: the region starts HEADER_SIZE bytes before the payload and is dead.
        let region = unsafe { NonNull::new_unchecked(payload.as_ptr().sub(HEADER_SIZE)) };
        if from_range_map {
            // SAFETY: the region came from the range map with this size.
            unsafe { self.range_map.free(region, region_size) };
        } else {
            let layout = Layout::from_size_align(region_size, 16).expect("layout was valid");
            // SAFETY: the region came from alloc or alloc_zeroed with this layout.
            unsafe { alloc::dealloc(region.as_ptr(), layout) };
        }
    }

    /// Gives the pages of freed big regions back to the kernel.
    pub fn scavenge(&mut self, counters: &mut OsCounters) {
        self.range_map.scavenge(counters);
    }

    /// Whether `pointer` is the payload of a live region.
    pub fn contains(&self, pointer: *const u8) -> bool {
        self.addresses.contains(&(pointer as usize))
    }

    pub fn objects(&self) -> &[CellPtr] {
        &self.objects
    }

    pub fn bytes(&self) -> usize {
        self.bytes
    }

    pub fn range_map(&self) -> &RangeMap {
        &self.range_map
    }

    /// Unmaps the free ranges the range map keeps for reuse (see
    /// [`RangeMap::release_free_ranges`]).
    pub fn release_free_address_space(&mut self, counters: &mut OsCounters) {
        self.range_map.release_free_ranges(counters);
    }

    /// Frees everything, at heap teardown; destructors run for cells still alive.
    pub fn free_all(&mut self, destroy: DestroyFn) {
        for payload in std::mem::take(&mut self.objects) {
            // SAFETY: the heap is being torn down; nothing will read the region again.
            unsafe { self.free(payload, destroy) };
        }
        self.addresses.clear();
    }
}
