//! How a heap is set up: the shell's GC flags end up here.

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
    /// The most memory (blocks in use plus large objects) the heap may hold, in bytes.
    pub heap_limit: Option<usize>,
    /// The least allocation between two collections started by the budget, in bytes.
    pub min_bytes_between_collections: usize,
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
            heap_limit: None,
            min_bytes_between_collections: 8 << 20,
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
