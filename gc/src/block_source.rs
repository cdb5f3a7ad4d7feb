//! Where blocks come from and where empty ones wait: chunks of address space, carved into
//! aligned blocks, and a pool of blocks that no directory owns.
//!
//! Address space is reserved a chunk at a time (64 blocks, 1 MiB), so mapping costs one
//! `mmap` per chunk rather than per block; untouched blocks cost no memory. A block that a
//! sweep finds empty returns to the pool, usually decommitted, and any directory can take it.
//! Chunks are never unmapped: the pages go back to the kernel, the addresses stay reserved.

use std::collections::{HashMap, HashSet};
use std::io;
use std::ptr::NonNull;

use crate::block::{BLOCK_SIZE, BlockRef, BlockState};
use crate::os::{self, OsCounters};
use crate::poison::{self, PoisonMode};

const BLOCKS_PER_CHUNK: usize = 64;

pub(crate) struct BlockSource {
    /// Blocks of mapped chunks that were never used; their memory is untouched.
    fresh: Vec<BlockRef>,
    /// Blocks that served a directory and are empty now.
    pool: Vec<BlockRef>,
    /// Blocks owned by directories.
    in_use: usize,
    /// Every chunk mapped, to unmap when the heap goes away.
    chunks: Vec<NonNull<u8>>,
}

impl BlockSource {
    pub fn new() -> BlockSource {
        BlockSource { fresh: Vec::new(), pool: Vec::new(), in_use: 0, chunks: Vec::new() }
    }

    pub fn in_use(&self) -> usize {
        self.in_use
    }

    /// A block from the pool, if there is one.
    pub fn take_pooled(&mut self) -> Option<BlockRef> {
        let block = self.pool.pop()?;
        self.in_use += 1;
        Some(block)
    }

    /// A block that was never used, mapping a new chunk if needed.
    pub fn take_fresh(&mut self, counters: &mut OsCounters) -> io::Result<BlockRef> {
        if self.fresh.is_empty() {
            let chunk = os::map_aligned(BLOCKS_PER_CHUNK * BLOCK_SIZE, BLOCK_SIZE, counters)?;
            self.chunks.push(chunk);
            // Hand out the lowest addresses first: pop takes from the end.
            for index in (0..BLOCKS_PER_CHUNK).rev() {
                // SAFETY: the chunk is BLOCKS_PER_CHUNK aligned blocks long.
                let base = unsafe { NonNull::new_unchecked(chunk.as_ptr().add(index * BLOCK_SIZE)) };
                // SAFETY: `base` is a block-aligned address inside the chunk.
                self.fresh.push(unsafe { BlockRef::from_base(base) });
            }
        }
        self.in_use += 1;
        Ok(self.fresh.pop().expect("a chunk was just mapped"))
    }

    /// Takes back an empty block from a directory. With `decommit`, its pages go back to
    /// the kernel; otherwise it stays committed for a directory that needs a block soon.
    pub fn give_back(&mut self, block: BlockRef, decommit: bool, poison: PoisonMode, counters: &mut OsCounters) {
        // Sanitizer poison must go before anyone writes to the block again; a pattern fill
        // is harmless garbage in a block whose cells are all free.
        if poison == PoisonMode::Asan && block.decommitted_pages() != 0 {
            // SAFETY: the whole block is ours and empty.
            unsafe { poison::unpoison(poison, block.base(), BLOCK_SIZE) };
        }
        block.set_state(BlockState::Free);
        if decommit {
            // SAFETY: the block holds no live cell; its footer is rewritten when it is reused.
            unsafe { os::decommit(block.base(), BLOCK_SIZE, counters) };
        }
        self.in_use -= 1;
        self.pool.push(block);
    }

    pub fn pooled(&self) -> usize {
        self.pool.len()
    }

    /// Unmaps the chunks whose blocks are all empty (pooled or never used), so that their
    /// address space can serve a large region: what the heap does when the system refuses
    /// it memory. Returns how many chunks went.
    pub fn release_empty_chunks(&mut self, counters: &mut OsCounters) -> usize {
        // Chunks are block-aligned, not chunk-aligned: find each block's by its base.
        let mut bases: Vec<usize> = self.chunks.iter().map(|chunk| chunk.as_ptr() as usize).collect();
        bases.sort_unstable();
        let chunk_of = |block: &BlockRef| {
            let after = bases.partition_point(|&base| base <= block.address());
            bases[after - 1]
        };
        let mut empty_blocks: HashMap<usize, usize> = HashMap::new();
        for block in self.pool.iter().chain(&self.fresh) {
            *empty_blocks.entry(chunk_of(block)).or_default() += 1;
        }
        let empty: HashSet<usize> =
            empty_blocks.into_iter().filter(|&(_, count)| count == BLOCKS_PER_CHUNK).map(|(chunk, _)| chunk).collect();
        if empty.is_empty() {
            return 0;
        }
        self.pool.retain(|block| !empty.contains(&chunk_of(block)));
        self.fresh.retain(|block| !empty.contains(&chunk_of(block)));
        self.chunks.retain(|chunk| {
            let keep = !empty.contains(&(chunk.as_ptr() as usize));
            if !keep {
                // SAFETY: every block of the chunk is empty and has just left the pool and
                // the fresh list; no directory owns one.
                unsafe { os::unmap(chunk.as_ptr(), BLOCKS_PER_CHUNK * BLOCK_SIZE, counters) };
            }
            keep
        });
        empty.len()
    }

    /// Unmaps every chunk. Nothing may use a block afterwards.
    pub fn release_all(&mut self, counters: &mut OsCounters) {
        for chunk in self.chunks.drain(..) {
            // SAFETY: the heap is going away; no block of the chunk is used again.
            unsafe { os::unmap(chunk.as_ptr(), BLOCKS_PER_CHUNK * BLOCK_SIZE, counters) };
        }
        self.fresh.clear();
        self.pool.clear();
        self.in_use = 0;
    }
}
