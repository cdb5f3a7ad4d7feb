//! How a heap is set up: the shell's GC flags end up here.

use crate::limit::HeapLimit;

/// Mark stack entries allowed by default (32 MiB): past them marking goes on by rescanning
/// the heap for grey cells (`mark_stack.rs`).
pub const DEFAULT_MARK_STACK_LIMIT: usize = 4 << 20;

/// Settings of a [`Heap`](crate::Heap).
#[derive(Clone, Debug)]
pub struct HeapConfig {
    /// `--gc-stress[=N]`: collect at every Nth allocation. Implies `force_slow_paths` and
    /// `scribble`, so that every allocation can trigger a collection and a pointer kept
    /// across one without a root reads garbage.
    pub gc_stress: Option<u32>,
    /// Every allocation takes the slow path (the fast path's free list always looks empty).
    pub force_slow_paths: bool,
    /// `--verify-heap`: check barriers and pointers at each collection (see `verify.rs`).
    /// Implies `scribble`.
    pub verify: bool,
    /// Fill dead cells with a pattern when they are swept.
    pub scribble: bool,
    /// Give the interior pages of blocks that hold no live cell back to the kernel after an
    /// eager sweep.
    pub decommit_unused_pages: bool,
    /// `--poison-decommitted-pages`: make any read of a decommitted page fail loudly.
    pub poison_decommitted_pages: bool,
    /// The most memory the heap may hold: blocks in use, large objects, and memory outside
    /// the heap that cells report owning. Derived from the machine by default (`limit.rs`).
    pub heap_limit: HeapLimit,
    /// The most entries of the mark stack; marking past them rescans the heap instead of
    /// growing the stack.
    pub mark_stack_limit: usize,
    /// The least allocation between two collections started by the budget, in bytes.
    pub min_bytes_between_collections: usize,
    /// Whether collections the budget starts may be eden collections (`--no-eden-gc` says
    /// no: every collection is full).
    pub generational: bool,
}

impl Default for HeapConfig {
    fn default() -> Self {
        HeapConfig {
            gc_stress: None,
            force_slow_paths: false,
            verify: false,
            scribble: false,
            decommit_unused_pages: true,
            poison_decommitted_pages: false,
            heap_limit: HeapLimit::Automatic,
            mark_stack_limit: DEFAULT_MARK_STACK_LIMIT,
            min_bytes_between_collections: 8 << 20,
            generational: true,
        }
    }
}

impl HeapConfig {
    pub(crate) fn forces_slow_paths(&self) -> bool {
        self.force_slow_paths || self.gc_stress.is_some()
    }

    pub(crate) fn scribbles(&self) -> bool {
        self.scribble || self.verify || self.gc_stress.is_some()
    }
}
