//! Free lists: runs of free cells, and the LocalAllocator that bumps through them.
//!
//! A sweep turns the free cells of a block into **runs** (maximal sequences of adjacent free
//! cells). The allocator bumps through the current run; when it is used up, the slow path
//! moves to the next run, and after the last run sweeps the next block of the same
//! directory (invariant H1: the slow path refills the very free list the fast path reads).
//!
//! The first cell of each run records the rest of the list:
//!
//! ```text
//!   word 0: 0                         (the run header reads as zapped)
//!   word 1: next run | length << 48   (next: the first cell of the next run, or null;
//!                                      length: bytes in this run, < 64 KiB)
//! ```
//!
//! The fast path is the same in Rust, in the interpreter and in machine code: load
//! `interval_start` and `interval_end`, compare, add the cell size, store. The JIT reads the
//! field offsets from [`LocalAllocator`]'s `OFFSET_*` constants.

use std::ptr::{self, NonNull};

use crate::block::BlockRef;

const LENGTH_SHIFT: u32 = 48;
const NEXT_MASK: u64 = (1 << LENGTH_SHIFT) - 1;

/// Writes the header of a free run starting at `first`.
///
/// # Safety
/// `first` must be the first of `length` bytes of free cells in a block.
#[inline]
pub(crate) unsafe fn write_run(first: *mut u8, length: usize, next: *mut u8) {
    debug_assert!(length < 1 << 16 && (next as u64) >> LENGTH_SHIFT == 0);
    let words = first.cast::<u64>();
    // SAFETY: guaranteed by the caller; every cell is at least 16 bytes.
    unsafe {
        words.write(0);
        words.add(1).write(next as u64 | (length as u64) << LENGTH_SHIFT);
    }
}

/// Reads the length and successor of the free run starting at `first`.
///
/// # Safety
/// `first` must be a run header written by [`write_run`] and not yet allocated.
#[inline]
pub(crate) unsafe fn read_run(first: *const u8) -> (usize, *mut u8) {
    // SAFETY: guaranteed by the caller.
    let word = unsafe { first.cast::<u64>().add(1).read() };
    ((word >> LENGTH_SHIFT) as usize, (word & NEXT_MASK) as *mut u8)
}

/// The free cells of one block, as built by a sweep.
#[derive(Clone, Copy, Debug)]
pub(crate) struct FreeRuns {
    /// The first run: `[first, first + first_length)`.
    pub first: *mut u8,
    pub first_length: usize,
    /// The first cell of the second run, or null.
    pub rest: *mut u8,
    /// Free bytes in all runs.
    pub free_bytes: usize,
}

impl FreeRuns {
    pub const EMPTY: FreeRuns =
        FreeRuns { first: ptr::null_mut(), first_length: 0, rest: ptr::null_mut(), free_bytes: 0 };

    pub fn is_empty(&self) -> bool {
        self.free_bytes == 0
    }
}

/// The allocator of one size class in one space.
///
/// Its first three fields are the free list that machine code pops; they stay at the offsets
/// in the `OFFSET_*` constants.
#[repr(C)]
pub struct LocalAllocator {
    /// Next cell to hand out.
    interval_start: *mut u8,
    /// End of the current run. The fast path succeeds while `interval_start < interval_end`.
    interval_end: *mut u8,
    /// First cell of the next run in the current block, or null.
    next_run: *mut u8,
    cell_size: usize,
    /// The block the free list belongs to.
    pub(crate) block: Option<BlockRef>,
    /// With forced slow paths, the current run lives here and the visible one stays empty,
    /// so every allocation reaches the slow path (`--gc-stress` and the JIT's slow-path mode).
    hidden_start: *mut u8,
    hidden_end: *mut u8,
    force_slow_path: bool,
}

impl LocalAllocator {
    /// Offset of the next cell to hand out.
    pub const OFFSET_INTERVAL_START: usize = std::mem::offset_of!(LocalAllocator, interval_start);
    /// Offset of the end of the current run.
    pub const OFFSET_INTERVAL_END: usize = std::mem::offset_of!(LocalAllocator, interval_end);
    /// Offset of the cell size.
    pub const OFFSET_CELL_SIZE: usize = std::mem::offset_of!(LocalAllocator, cell_size);

    pub(crate) fn new(cell_size: usize, force_slow_path: bool) -> LocalAllocator {
        LocalAllocator {
            interval_start: ptr::null_mut(),
            interval_end: ptr::null_mut(),
            next_run: ptr::null_mut(),
            cell_size,
            block: None,
            hidden_start: ptr::null_mut(),
            hidden_end: ptr::null_mut(),
            force_slow_path,
        }
    }

    /// The size of every cell this allocator hands out.
    #[inline(always)]
    pub fn cell_size(&self) -> usize {
        self.cell_size
    }

    /// The fast path: a bump within the current run. `None` means the run is used up (or
    /// slow paths are forced) and the caller must take the slow path.
    #[inline(always)]
    pub fn try_allocate(&mut self) -> Option<NonNull<u8>> {
        let cell = self.interval_start;
        if cell < self.interval_end {
            // SAFETY: the run lies inside one block, so cell + cell_size <= interval_end.
            self.interval_start = unsafe { cell.add(self.cell_size) };
            // SAFETY: a non-empty run never starts at null.
            return Some(unsafe { NonNull::new_unchecked(cell) });
        }
        None
    }

    /// The part of the slow path that stays in the current block: move to the next run.
    /// Returns `None` when the block has no free cell left.
    pub(crate) fn allocate_from_next_run(&mut self) -> Option<NonNull<u8>> {
        if self.force_slow_path {
            if self.hidden_start < self.hidden_end {
                let cell = self.hidden_start;
                // SAFETY: as in try_allocate, for the hidden run.
                self.hidden_start = unsafe { cell.add(self.cell_size) };
                return NonNull::new(cell);
            }
        } else if let Some(cell) = self.try_allocate() {
            return Some(cell);
        }
        if self.next_run.is_null() {
            return None;
        }
        // SAFETY: next_run is the header of a run of the current block that no one has
        // allocated from.
        let (length, next) = unsafe { read_run(self.next_run) };
        let run = self.next_run;
        self.next_run = next;
        // SAFETY: the run has `length` bytes.
        self.install_run(run, unsafe { run.add(length) });
        self.allocate_from_next_run()
    }

    fn install_run(&mut self, start: *mut u8, end: *mut u8) {
        if self.force_slow_path {
            self.hidden_start = start;
            self.hidden_end = end;
            self.interval_start = ptr::null_mut();
            self.interval_end = ptr::null_mut();
        } else {
            self.interval_start = start;
            self.interval_end = end;
        }
    }

    /// Makes the free cells of `block` this allocator's free list.
    pub(crate) fn install(&mut self, block: BlockRef, runs: FreeRuns) {
        debug_assert!(!runs.is_empty());
        self.block = Some(block);
        self.next_run = runs.rest;
        // SAFETY: the first run has first_length bytes inside the block.
        self.install_run(runs.first, unsafe { runs.first.add(runs.first_length) });
    }

    fn current_run(&self) -> (*mut u8, *mut u8) {
        if self.force_slow_path {
            (self.hidden_start, self.hidden_end)
        } else {
            (self.interval_start, self.interval_end)
        }
    }

    /// Forgets the free list before a collection. Cells of the current run that were never
    /// handed out are zapped, so a later sweep does not take them for dead cells that need
    /// a destructor (they may hold old contents of a recycled block). Later runs are zapped
    /// already. Returns the block the allocator was using.
    pub(crate) fn stop_allocating(&mut self, zap_remaining: bool) -> Option<BlockRef> {
        if zap_remaining {
            let (mut cell, end) = self.current_run();
            while cell < end {
                // SAFETY: cells of the current run are free cells of the current block.
                unsafe {
                    crate::cell::zap(cell);
                    cell = cell.add(self.cell_size);
                }
            }
        }
        self.install_run(ptr::null_mut(), ptr::null_mut());
        self.next_run = ptr::null_mut();
        self.block.take()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn run_headers_round_trip() {
        let mut memory = [0u64; 8];
        let first = memory.as_mut_ptr().cast::<u8>();
        let next = 0x7fff_ffff_fff0usize as *mut u8;
        // SAFETY: `memory` has room for a run header.
        unsafe {
            write_run(first, 16_000, next);
            assert_eq!(read_run(first), (16_000, next));
            assert!(crate::cell::is_zapped(first));
        }
    }

    #[test]
    fn the_fast_path_bumps_through_a_run_then_fails() {
        let mut memory = [0u64; 8];
        let start = memory.as_mut_ptr().cast::<u8>();
        let mut allocator = LocalAllocator::new(16, false);
        // SAFETY: the run lies inside `memory`.
        allocator.install_run(start, unsafe { start.add(64) });
        let cells: Vec<_> = std::iter::from_fn(|| allocator.try_allocate()).collect();
        assert_eq!(cells.len(), 4);
        assert!(cells.windows(2).all(|w| w[1].as_ptr() as usize - w[0].as_ptr() as usize == 16));
    }

    #[test]
    fn forced_slow_paths_hide_the_run_from_the_fast_path() {
        let mut memory = [0u64; 8];
        let start = memory.as_mut_ptr().cast::<u8>();
        let mut allocator = LocalAllocator::new(16, true);
        // SAFETY: the run lies inside `memory`.
        allocator.install_run(start, unsafe { start.add(32) });
        assert!(allocator.try_allocate().is_none());
        assert_eq!(allocator.allocate_from_next_run().map(NonNull::as_ptr), Some(start));
        assert!(allocator.try_allocate().is_none());
        assert!(allocator.allocate_from_next_run().is_some());
        assert!(allocator.allocate_from_next_run().is_none());
    }
}
