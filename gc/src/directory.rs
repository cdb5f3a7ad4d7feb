//! BlockDirectory: the blocks of one size class in one space.
//!
//! A directory lists its blocks; its allocator walks them with a cursor after each
//! collection, sweeping each one it reaches to a free list. A block that another directory
//! takes away (because it turned out empty) leaves a hole that the next collection closes,
//! so the cursor never skips a block.

use crate::block::{BlockRef, BlockState};

pub(crate) struct Directory {
    blocks: Vec<Option<BlockRef>>,
    /// The next block the allocator will consider in this cycle.
    cursor: usize,
    /// Blocks currently listed (holes excluded).
    count: usize,
}

impl Directory {
    pub fn new() -> Directory {
        Directory { blocks: Vec::new(), cursor: 0, count: 0 }
    }

    /// Makes room to list one more block, so that [`Directory::add`] cannot fail.
    pub fn reserve(&mut self) -> Result<(), std::collections::TryReserveError> {
        self.blocks.try_reserve(1)
    }

    /// Lists a block that has just started serving this directory; returns its index.
    pub fn add(&mut self, block: BlockRef) -> usize {
        self.blocks.push(Some(block));
        self.count += 1;
        self.blocks.len() - 1
    }

    /// Takes a block out of the directory.
    pub fn remove(&mut self, block: BlockRef) {
        let index = block.footer().index_in_directory.get() as usize;
        debug_assert_eq!(self.blocks[index], Some(block));
        self.blocks[index] = None;
        self.count -= 1;
    }

    /// The next block of this cycle that may have free cells, in list order. A block that
    /// is returned is not returned again until the next collection.
    pub fn next_candidate(&mut self) -> Option<BlockRef> {
        while self.cursor < self.blocks.len() {
            let slot = self.blocks[self.cursor];
            self.cursor += 1;
            match slot {
                Some(block) if may_have_free_cells(block) => return Some(block),
                _ => {}
            }
        }
        None
    }

    /// The first block from slot `start` on that has not been swept since the last
    /// collection, with its slot.
    pub fn next_unswept(&self, start: usize) -> Option<(usize, BlockRef)> {
        self.blocks
            .iter()
            .enumerate()
            .skip(start)
            .find_map(|(index, slot)| slot.filter(|b| b.state() == BlockState::Unswept).map(|b| (index, b)))
    }

    /// Slots in the list (holes included), for walks that take blocks out as they go.
    pub fn slots(&self) -> usize {
        self.blocks.len()
    }

    /// The block in slot `index`, unless it is a hole.
    pub fn block_at(&self, index: usize) -> Option<BlockRef> {
        self.blocks[index]
    }

    /// The blocks, holes left out.
    pub fn blocks(&self) -> impl Iterator<Item = BlockRef> + '_ {
        self.blocks.iter().flatten().copied()
    }

    pub fn block_count(&self) -> usize {
        self.count
    }

    /// After a collection: close the holes, renumber, and start the cursor over.
    pub fn reset_for_new_cycle(&mut self) {
        self.blocks.retain(Option::is_some);
        for (index, block) in self.blocks.iter().flatten().enumerate() {
            block.footer().index_in_directory.set(index as u32);
        }
        self.cursor = 0;
    }
}

fn may_have_free_cells(block: BlockRef) -> bool {
    match block.state() {
        BlockState::Unswept => true,
        BlockState::Swept => (block.footer().live_cells.get() as usize) < block.cell_count(),
        BlockState::Free | BlockState::Allocating | BlockState::Allocated => false,
    }
}
