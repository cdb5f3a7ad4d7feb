//! Sweeping a block: destroy its dead cells, find its free cells, give back empty pages.
//!
//! A block is swept in one of two ways after a collection has marked it:
//!
//! * **to a free list**, when an allocator of its directory needs cells: dead cells are
//!   destroyed (if the space has destructors) and the free cells become runs;
//! * **sweep only**, after an explicit full collection or when another directory looks for
//!   an empty block: dead cells are destroyed and counted, and with `decommit` the interior
//!   pages that hold no live cell are returned to the kernel.
//!
//! Invariant H2: a sweep never reads a cell that starts in a decommitted page. Such a cell
//! is dead (a page is decommitted only when no live cell overlaps it) and was destroyed by
//! the sweep that decommitted its page; reading it would fault a zero page back in, or, with
//! poisoning on, crash. Whether to check is decided once per block: blocks without
//! decommitted pages take the instantiation of [`sweep_cells`] that has no per-cell check.

use crate::block::{self, BlockRef, BlockState};
use crate::cell;
use crate::free_list::{FreeRuns, write_run};
use crate::os::{self, OsCounters};
use crate::poison::{self, PoisonMode};

/// Runs the destructor of a dead cell of the destructible space.
pub type DestroyFn = unsafe fn(cell: *mut u8);

/// The word that scribbling writes into dead cells: it decodes as a pointer to an unmapped
/// address, so a use of a stale pointer crashes instead of reading plausible data.
pub const SCRIBBLE_WORD: u64 = 0xbadb_eef0;

/// How to sweep.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum SweepMode {
    /// Build a free list of the block's free cells.
    ToFreeList,
    /// Destroy and count only; with `decommit`, return the free interior pages to the kernel.
    Only { decommit: bool },
}

/// What the heap lends a sweep.
pub(crate) struct SweepContext<'a> {
    /// The destructor, for blocks of the destructible space.
    pub destroy: Option<DestroyFn>,
    /// Whether the block holds cells with headers (not auxiliary storage).
    pub has_headers: bool,
    /// Fill dead cells with [`SCRIBBLE_WORD`] (verification and stress modes).
    pub scribble: bool,
    pub poison: PoisonMode,
    pub counters: &'a mut OsCounters,
}

/// The result of a sweep.
pub(crate) struct SweepOutcome {
    pub live_cells: usize,
    /// The free cells, when swept to a free list.
    pub runs: FreeRuns,
}

/// Sweeps `block`, which a collection has marked.
pub(crate) fn sweep(block: BlockRef, mode: SweepMode, cx: &mut SweepContext) -> SweepOutcome {
    let zero_pages = block.decommitted_pages();
    if mode == SweepMode::ToFreeList && zero_pages != 0 {
        recommit(block, zero_pages, cx);
    }
    let (live_cells, runs) = if zero_pages != 0 {
        sweep_cells::<true>(block, zero_pages, mode, cx)
    } else if can_take_whole_block(block, mode, cx) {
        (0, whole_block_run(block))
    } else {
        sweep_cells::<false>(block, 0, mode, cx)
    };
    block.footer().live_cells.set(live_cells as u32);
    if let SweepMode::Only { decommit } = mode {
        block.set_state(BlockState::Swept);
        if decommit && live_cells != 0 && block::can_decommit_interior_pages() {
            decommit_free_pages(block, cx);
        }
    }
    SweepOutcome { live_cells, runs }
}

/// An unmarked block without destructors or scribbling becomes one run without looking at
/// its cells.
fn can_take_whole_block(block: BlockRef, mode: SweepMode, cx: &SweepContext) -> bool {
    mode == SweepMode::ToFreeList && cx.destroy.is_none() && !cx.scribble && !block.has_marks()
}

fn whole_block_run(block: BlockRef) -> FreeRuns {
    let length = block.cell_count() * block.cell_size();
    // SAFETY: every cell of the block is free.
    unsafe { write_run(block.base(), length, std::ptr::null_mut()) };
    FreeRuns { first: block.base(), first_length: length, rest: std::ptr::null_mut(), free_bytes: length }
}

/// Walks the cells from last to first, so that each run can be linked to the run after it
/// as soon as it is closed.
fn sweep_cells<const HAS_ZERO_PAGES: bool>(
    block: BlockRef,
    zero_pages: u16,
    mode: SweepMode,
    cx: &mut SweepContext,
) -> (usize, FreeRuns) {
    let cell_size = block.cell_size();
    let build_runs = mode == SweepMode::ToFreeList;
    let mut live_cells = 0;
    let mut runs = FreeRuns::EMPTY;
    let mut open_run_end: Option<*mut u8> = None;
    let close_run = |start: *mut u8, end: *mut u8, runs: &mut FreeRuns| {
        let length = end as usize - start as usize;
        // SAFETY: [start, end) are free cells of the block, and runs.first is the run
        // closed before (at a higher address) or null.
        unsafe { write_run(start, length, runs.first) };
        runs.rest = runs.first;
        runs.first = start;
        runs.first_length = length;
        runs.free_bytes += length;
    };
    for index in (0..block.cell_count()).rev() {
        let cell = block.cell(index);
        if block.is_marked(cell) {
            live_cells += 1;
            if let Some(end) = open_run_end.take() {
                // SAFETY: the run starts right after this live cell.
                close_run(unsafe { cell.add(cell_size) }, end, &mut runs);
            }
            continue;
        }
        let in_zero_page = HAS_ZERO_PAGES && zero_pages & (1 << block::page_of_offset(index * cell_size)) != 0;
        if !in_zero_page {
            // SAFETY: the cell is dead, lies in a committed page of the block, and nothing
            // refers to it any more.
            unsafe { bury(cell, cell_size, cx) };
        }
        if build_runs && open_run_end.is_none() {
            // SAFETY: the cell is inside the block.
            open_run_end = Some(unsafe { cell.add(cell_size) });
        }
    }
    if let Some(end) = open_run_end {
        close_run(block.base(), end, &mut runs);
    }
    (live_cells, runs)
}

/// Destroys a dead cell exactly once and, when asked, scribbles over it.
///
/// # Safety
/// `cell` must be a dead cell of `cell_size` bytes in a committed page.
unsafe fn bury(cell: *mut u8, cell_size: usize, cx: &SweepContext) {
    if let Some(destroy) = cx.destroy {
        // SAFETY: guaranteed by the caller; a zero zap word means the destructor already ran.
        unsafe {
            if !cell::is_zapped(cell) {
                destroy(cell);
                cell::zap(cell);
            }
        }
    }
    if cx.scribble {
        let words = cell.cast::<u64>();
        let first_scribbled = if cx.has_headers { 1 } else { 0 };
        // SAFETY: the cell is dead and `cell_size` bytes long.
        unsafe {
            if cx.has_headers {
                cell::zap(cell);
            }
            for word in first_scribbled..cell_size / 8 {
                words.add(word).write(SCRIBBLE_WORD);
            }
        }
    }
}

/// Returns the interior pages that no live cell overlaps to the kernel, and records them in
/// the block's mask. The last page holds the footer and always stays.
fn decommit_free_pages(block: BlockRef, cx: &mut SweepContext) {
    let pages = block::pages_per_block();
    let cell_size = block.cell_size();
    let mut keep: u32 = 1 << (pages - 1);
    block.for_each_marked_cell(|cell| {
        let offset = cell as usize - block.address();
        let first = block::page_of_offset(offset);
        let last = block::page_of_offset(offset + cell_size - 1);
        keep |= ((1u32 << (last + 1)) - 1) & !((1u32 << first) - 1);
    });
    let all_pages = (1u32 << pages) - 1;
    let newly_free = all_pages & !keep & !(block.decommitted_pages() as u32);
    for_each_page_run(newly_free, |first, count| {
        let page_size = os::page_size();
        // SAFETY: the pages lie inside the block and hold no live cell; dead cells in them
        // were destroyed by this sweep.
        unsafe {
            let start = block.base().add(first * page_size);
            os::decommit(start, count * page_size, cx.counters);
            poison::poison(cx.poison, start, count * page_size);
        }
    });
    let footer = block.footer();
    footer.decommitted_pages.set(footer.decommitted_pages.get() | newly_free as u16);
}

/// Makes the decommitted pages of a block usable again before its cells are reused: they
/// are unpoisoned (a decommitted page faults back in by itself) and the mask is cleared.
fn recommit(block: BlockRef, zero_pages: u16, cx: &mut SweepContext) {
    for_each_page_run(zero_pages as u32, |first, count| {
        let page_size = os::page_size();
        // SAFETY: the pages belong to the block and were poisoned with this mode.
        unsafe { poison::unpoison(cx.poison, block.base().add(first * page_size), count * page_size) };
    });
    block.footer().decommitted_pages.set(0);
}

/// Calls `f(first_page, page_count)` for each run of set bits in `mask`.
fn for_each_page_run(mut mask: u32, mut f: impl FnMut(usize, usize)) {
    while mask != 0 {
        let first = mask.trailing_zeros() as usize;
        let count = (mask >> first).trailing_ones() as usize;
        f(first, count);
        mask &= !(((1u32 << count) - 1) << first);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn page_runs_are_maximal() {
        let mut runs = Vec::new();
        for_each_page_run(0b1101_1100, |first, count| runs.push((first, count)));
        assert_eq!(runs, vec![(2, 3), (6, 2)]);
    }
}
