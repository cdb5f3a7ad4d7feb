//! What the collector knows about a cell.
//!
//! The object model (`vm`) lays out cells; the collector relies on exactly two parts of the
//! 8-byte header every cell of the cell spaces starts with:
//!
//! ```text
//!  byte:  0       1       2       3       4       5       6       7
//!        +-------------------------------+-----------------------+-------+
//!        |  zap word: non-zero while     |  owned by the object  | cell  |
//!        |  allocated (a StructureID)    |  model                | state |
//!        +-------------------------------+-----------------------+-------+
//! ```
//!
//! * The **zap word** is zero for a cell that is free or dead and already destroyed. The
//!   sweeper runs a destructor only for a dead cell whose zap word is not zero and zeroes it
//!   afterwards, so every destructor runs exactly once. In the destructible space, free
//!   cells that the allocator hands out always read as zapped too (see `free_list.rs`).
//! * The **cell state** is written by the marker and read by the write barrier
//!   ([`CellState`]). A freshly allocated cell must start [`CellState::New`] (zero).
//!
//! Auxiliary allocations (butterflies, characters) have no header: the collector never
//! reads them, and their owner marks them.

use std::ptr::NonNull;

/// A pointer to the first byte of a cell or auxiliary allocation in the heap.
pub type CellPtr = NonNull<u8>;

/// Byte offset of the cell state in the header.
pub const CELL_STATE_OFFSET: usize = 7;

/// Where a cell stands with respect to the last collection; drives the write barrier.
#[repr(u8)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CellState {
    /// Allocated since the last collection (or never marked).
    New = 0,
    /// Survived the last collection; a store of a pointer into it must be remembered.
    Old = 1,
    /// Old, and already in the remembered set since the last collection.
    Remembered = 2,
    /// Marked by the marking in progress but not traced yet: the mark stack was full when
    /// it was reached (`mark_stack.rs`). No cell is grey once marking is complete.
    Grey = 3,
}

/// Whether the cell has been destroyed (or was never initialised).
///
/// # Safety
/// `cell` must point to at least 4 readable bytes of a cell in a cell space.
#[inline(always)]
pub unsafe fn is_zapped(cell: *const u8) -> bool {
    // SAFETY: guaranteed by the caller; cells are 16-byte aligned (8 for large cells).
    unsafe { cell.cast::<u32>().read() == 0 }
}

/// Marks the cell destroyed: its zap word becomes zero.
///
/// # Safety
/// `cell` must point to a writable cell in a cell space that no one will read as live again.
#[inline(always)]
pub unsafe fn zap(cell: *mut u8) {
    // SAFETY: guaranteed by the caller.
    unsafe { cell.cast::<u32>().write(0) }
}

/// The cell state of a cell.
///
/// # Safety
/// `cell` must point to a live cell of a cell space.
#[inline(always)]
pub unsafe fn cell_state(cell: *const u8) -> u8 {
    // SAFETY: guaranteed by the caller; the header is 8 bytes long.
    unsafe { cell.add(CELL_STATE_OFFSET).read() }
}

/// Sets the cell state of a cell.
///
/// # Safety
/// `cell` must point to a live cell of a cell space.
#[inline(always)]
pub unsafe fn set_cell_state(cell: *mut u8, state: CellState) {
    // SAFETY: guaranteed by the caller; the header is 8 bytes long.
    unsafe { cell.add(CELL_STATE_OFFSET).write(state as u8) }
}
