//! MarkedBlock: 16 KiB of cells of one size class, with its metadata in a footer.
//!
//! ```text
//!  block (16 KiB, 16 KiB-aligned)                                   footer
//!  +--------+--------+--------+-- ... --+--------+--------+------+------------------+
//!  | cell 0 | cell 1 | cell 2 |         | cell n |  slop  |      | marks, cell size,|
//!  +--------+--------+--------+-- ... --+--------+--------+------+ state, page mask |
//!  ^ page 0                ^ page 1          ^ page 2          ^ page 3            ^
//! ```
//!
//! `cell & !(BLOCK_SIZE - 1)` finds the block of any cell, and the footer sits at a fixed
//! offset from there, so a mark bit is two loads away from a cell pointer. Keeping the
//! metadata at the end means the interior pages hold only cells and can be given back to the
//! kernel when none of their cells is live; the last page, with the footer, never is.
//!
//! Mark bits are kept per 16-byte atom, so the same bitmap serves every size class. They are
//! cleared when a collection begins and are not touched by sweeping, so between two
//! collections a set bit means "survived the last collection".

use std::cell::Cell;
use std::ptr::NonNull;

use crate::Space;
use crate::os;

/// The size and alignment of a block.
pub const BLOCK_SIZE: usize = 16 * 1024;
/// The allocation granule: every cell size is a multiple of it.
pub const ATOM_SIZE: usize = 16;
/// Atoms in a block, footer included.
pub const ATOMS_PER_BLOCK: usize = BLOCK_SIZE / ATOM_SIZE;
const MARK_WORDS: usize = ATOMS_PER_BLOCK / 64;

/// Where a block stands in its directory's life cycle.
#[repr(u8)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum BlockState {
    /// In the empty-block pool, owned by no directory.
    Free,
    /// Its free cells are the current free list of its allocator.
    Allocating,
    /// Its free list was used up; it has no free cell until the next collection.
    Allocated,
    /// A collection has marked it and no sweep has run since: dead cells may still need
    /// their destructors, and nothing knows where its free cells are.
    Unswept,
    /// Swept without building a free list: destructors have run, `live_cells` is exact,
    /// and interior pages without live cells may be decommitted.
    Swept,
}

/// The metadata of a block, stored at its end. Fields are `Cell`s: the heap is
/// single-threaded and reaches footers through shared references from many places.
#[repr(C, align(16))]
pub(crate) struct Footer {
    /// One bit per atom; a cell is marked through the bit of its first atom.
    pub marks: [Cell<u64>; MARK_WORDS],
    pub cell_size: Cell<u32>,
    pub cell_count: Cell<u32>,
    /// Live cells found by the last sweep.
    pub live_cells: Cell<u32>,
    /// Position in the owning directory's block list.
    pub index_in_directory: Cell<u32>,
    /// The allocator (space and size class) whose directory owns the block.
    pub allocator: Cell<u16>,
    pub space: Cell<Space>,
    pub state: Cell<BlockState>,
    /// Bit i set: page i is decommitted (and poisoned, if poisoning is on).
    pub decommitted_pages: Cell<u16>,
}

/// Bytes of metadata at the end of each block.
pub const FOOTER_SIZE: usize = size_of::<Footer>();
/// Offset of the footer from the start of its block.
pub const FOOTER_OFFSET: usize = BLOCK_SIZE - FOOTER_SIZE;
/// Bytes available for cells in a block.
pub const PAYLOAD_SIZE: usize = FOOTER_OFFSET;

const _: () = assert!(FOOTER_SIZE.is_multiple_of(ATOM_SIZE));
const _: () = assert!(FOOTER_SIZE <= 256, "the footer eats into every block");

/// A pointer to a block. Copyable; the heap owns the memory.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) struct BlockRef(NonNull<u8>);

impl BlockRef {
    /// # Safety
    /// `base` must be the start of a block the heap has mapped.
    pub unsafe fn from_base(base: NonNull<u8>) -> BlockRef {
        debug_assert!((base.as_ptr() as usize).is_multiple_of(BLOCK_SIZE));
        BlockRef(base)
    }

    /// The block that contains `cell`. Meaningful only for pointers into marked blocks.
    #[inline(always)]
    pub fn containing(cell: *const u8) -> BlockRef {
        let base = (cell as usize & !(BLOCK_SIZE - 1)) as *mut u8;
        BlockRef(NonNull::new(base).expect("cell pointer below the first block"))
    }

    #[inline(always)]
    pub fn base(self) -> *mut u8 {
        self.0.as_ptr()
    }

    #[inline(always)]
    pub fn address(self) -> usize {
        self.0.as_ptr() as usize
    }

    #[inline(always)]
    pub fn footer(self) -> &'static Footer {
        // SAFETY: every BlockRef points to a mapped block whose footer page is never
        // decommitted while the block is in use; all fields are Cells, so shared
        // references may coexist.
        unsafe { &*self.base().add(FOOTER_OFFSET).cast::<Footer>() }
    }

    /// Resets the footer for a block that starts serving `allocator`'s size class.
    pub fn initialize(self, space: Space, allocator: u16, cell_size: usize, index: usize) {
        let footer = self.footer();
        self.clear_marks();
        footer.cell_size.set(cell_size as u32);
        footer.cell_count.set((PAYLOAD_SIZE / cell_size) as u32);
        footer.live_cells.set(0);
        footer.index_in_directory.set(index as u32);
        footer.allocator.set(allocator);
        footer.space.set(space);
        footer.state.set(BlockState::Allocating);
        footer.decommitted_pages.set(0);
    }

    #[inline(always)]
    pub fn cell_size(self) -> usize {
        self.footer().cell_size.get() as usize
    }

    #[inline(always)]
    pub fn cell_count(self) -> usize {
        self.footer().cell_count.get() as usize
    }

    /// The address of cell `index`.
    #[inline(always)]
    pub fn cell(self, index: usize) -> *mut u8 {
        // SAFETY: callers pass index < cell_count, which keeps the result in the payload.
        unsafe { self.base().add(index * self.cell_size()) }
    }

    #[inline(always)]
    fn atom_of(self, cell: *const u8) -> usize {
        (cell as usize - self.address()) / ATOM_SIZE
    }

    /// Whether `pointer` is the start of a cell of this block.
    pub fn is_cell_start(self, pointer: *const u8) -> bool {
        let offset = pointer as usize - self.address();
        offset < self.cell_count() * self.cell_size() && offset.is_multiple_of(self.cell_size())
    }

    #[inline(always)]
    pub fn is_marked(self, cell: *const u8) -> bool {
        let atom = self.atom_of(cell);
        self.footer().marks[atom / 64].get() & (1 << (atom % 64)) != 0
    }

    /// Sets the mark bit of `cell`; returns true if it was clear.
    #[inline(always)]
    pub fn test_and_set_mark(self, cell: *const u8) -> bool {
        let atom = self.atom_of(cell);
        let word = &self.footer().marks[atom / 64];
        let bit = 1u64 << (atom % 64);
        let old = word.get();
        word.set(old | bit);
        old & bit == 0
    }

    pub fn clear_marks(self) {
        self.footer().marks.iter().for_each(|word| word.set(0));
    }

    pub fn has_marks(self) -> bool {
        self.footer().marks.iter().any(|word| word.get() != 0)
    }

    /// Calls `f` with each marked cell of the block.
    pub fn for_each_marked_cell(self, mut f: impl FnMut(*mut u8)) {
        for index in 0..self.cell_count() {
            let cell = self.cell(index);
            if self.is_marked(cell) {
                f(cell);
            }
        }
    }

    pub fn state(self) -> BlockState {
        self.footer().state.get()
    }

    pub fn set_state(self, state: BlockState) {
        self.footer().state.set(state);
    }

    pub fn decommitted_pages(self) -> u16 {
        self.footer().decommitted_pages.get()
    }
}

/// Pages of a block, for the decommit mask.
pub(crate) fn pages_per_block() -> usize {
    (BLOCK_SIZE / os::page_size()).max(1)
}

/// Whether the interior pages of a block can be decommitted on this system: a block must
/// span at least two pages (the last one holds the footer).
pub(crate) fn can_decommit_interior_pages() -> bool {
    pages_per_block() >= 2
}

/// The page of the block that holds the byte at `offset`.
#[inline(always)]
pub(crate) fn page_of_offset(offset: usize) -> usize {
    offset / os::page_size()
}
