//! What the heap reports about itself.

use std::time::Duration;

use crate::Space;
use crate::os::OsCounters;

/// Counters of the heap's activity and size.
#[derive(Clone, Debug, Default)]
pub struct HeapStatistics {
    /// Collections so far.
    pub collections: u64,
    /// Bytes reached by the last marking (cells and auxiliary storage).
    pub live_bytes: usize,
    /// Bytes handed to allocators since the last collection.
    pub bytes_allocated_since_collection: usize,
    /// Bytes that may be allocated before the budget starts a collection.
    pub collection_budget: usize,
    /// Bytes held: blocks owned by directories plus large regions.
    pub committed_bytes: usize,
    /// Blocks owned by directories.
    pub blocks: usize,
    /// Empty blocks waiting in the pool.
    pub pooled_blocks: usize,
    /// Blocks per (space, cell size), for classes that have any.
    pub blocks_per_class: Vec<ClassStatistics>,
    /// Live large regions and their bytes.
    pub large_objects: usize,
    pub large_bytes: usize,
    /// Pauses: total, longest, last.
    pub total_pause: Duration,
    pub max_pause: Duration,
    pub last_pause: Duration,
    /// Eden and full collections apart.
    pub eden: PauseStatistics,
    pub full: PauseStatistics,
    /// Calls into the kernel.
    pub os: OsCounters,
}

/// The collections of one scope and their pauses.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct PauseStatistics {
    pub collections: u64,
    pub total_pause: Duration,
    pub max_pause: Duration,
}

/// Blocks of one size class in one space.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ClassStatistics {
    pub space: Space,
    pub cell_size: usize,
    pub blocks: usize,
}

/// What `$vm.markedBlockStatistics()` returns.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct MarkedBlockStatistics {
    /// Blocks owned by directories.
    pub blocks: usize,
    /// Of those, blocks with at least one decommitted page.
    pub blocks_with_decommitted_pages: usize,
    /// Decommitted pages in all blocks.
    pub decommitted_pages: usize,
    /// Pages in a block.
    pub pages_per_block: usize,
}
