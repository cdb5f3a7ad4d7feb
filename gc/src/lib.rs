//! Kestrel's heap: a precise, non-moving, mark-sweep collector that knows nothing about
//! JavaScript.
//!
//! # Shape
//!
//! Cells live in 16 KiB **MarkedBlocks** (`block.rs`), each holding cells of
//! one **size class** ([`SizeClass`]). There are three **spaces**: cells without destructors,
//! cells with destructors (they own Rust memory), and auxiliary storage (butterflies,
//! characters), which has no header and is marked by its owner. Each space has one
//! directory and one [`LocalAllocator`] per size class. Requests above [`LARGE_CUTOFF`] get
//! a region of their own in the large-object space; regions of 1 MiB and more come from a
//! range map that reuses freed address space.
//!
//! # Invariants
//!
//! * **H1**: every allocation fast path (Rust, interpreter, machine code) and its slow path
//!   use the same allocator: [`Heap::allocate_slow`] refills the free list that
//!   [`Heap::try_allocate`] pops, never another size class's.
//! * **H2**: after a collection with [`Sweep::Eager`], interior pages that hold no live cell
//!   are returned to the kernel; no sweep reads a cell that starts in such a page.
//! * **H3**: a GC pointer that Rust code holds across a call that may allocate is rooted
//!   ([`TempRoot`], [`Handle`]). `--gc-stress` and `--verify-heap` catch violations.
//!
//! # Collection
//!
//! The client (the object model) implements [`Tracer`]: its roots, the pointers in each
//! cell, and weak-reference processing. Allocation never collects on its own: the client's
//! slow path asks [`Heap::collection_needed`] and calls [`Heap::collect`]. Marking uses an
//! explicit stack; sweeping is lazy, block by block, as allocators need cells. A dead cell
//! with a destructor is destroyed exactly once and then zapped. See `DESIGN.md` in this
//! crate for the decisions behind these choices.

mod block;
mod block_source;
mod cell;
mod collect;
mod config;
mod directory;
mod error;
mod free_list;
mod heap;
mod large;
mod limit;
mod mark_stack;
mod marking;
pub mod os;
mod poison;
mod range_map;
mod roots;
mod size_class;
mod stats;
mod sweep;
mod verify;

pub use block::{ATOM_SIZE, BLOCK_SIZE, FOOTER_SIZE, PAYLOAD_SIZE};
pub use cell::{CELL_STATE_OFFSET, CellPtr, CellState};
pub use collect::{CollectionScope, Sweep};
pub use config::{DEFAULT_MARK_STACK_LIMIT, HeapConfig};
pub use error::AllocError;
pub use free_list::LocalAllocator;
pub use heap::{AllocatorId, Heap};
pub use large::{RANGE_MAP_THRESHOLD, is_large};
pub use limit::{HeapLimit, MIN_AUTOMATIC_LIMIT, MemoryBounds, RESERVED_OUTSIDE_HEAP, cgroup_memory_limit};
pub use marking::{Liveness, Marker, Tracer};
pub use poison::{POISON_BYTE, PoisonMode};
pub use roots::{DeferGc, EMERGENCY_RESERVE, EmergencyReserve, Handle, TempRoot};
pub use size_class::{LARGE_CUTOFF, NUM_SIZE_CLASSES, PRECISE_CUTOFF, SIZE_CLASSES, SizeClass};
pub use stats::{ClassStatistics, HeapStatistics, MarkedBlockStatistics, PauseStatistics};
pub use sweep::{DestroyFn, SCRIBBLE_WORD};

/// The three kinds of memory the heap manages.
#[repr(u8)]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Space {
    /// Cells with a header and no destructor.
    Cells = 0,
    /// Cells with a header whose destructor must run when they die.
    DestructibleCells = 1,
    /// Headerless storage owned by a cell: butterflies, characters, typed array elements.
    Auxiliary = 2,
}

/// How many spaces there are.
pub const NUM_SPACES: usize = 3;

impl Space {
    pub const ALL: [Space; NUM_SPACES] = [Space::Cells, Space::DestructibleCells, Space::Auxiliary];

    pub const fn from_index(index: usize) -> Space {
        match index {
            0 => Space::Cells,
            1 => Space::DestructibleCells,
            2 => Space::Auxiliary,
            _ => panic!("no such space"),
        }
    }
}
