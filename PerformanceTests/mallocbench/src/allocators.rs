//! The three allocators behind one interface.
//!
//! Objects are nodes with up to two links and a payload. Workloads free what they own
//! where a C program would and hold in slots what a collected program must root; each
//! allocator acts on the half that concerns it.

use std::alloc::{GlobalAlloc, Layout};
use std::ptr::NonNull;

use gc::{CellPtr, Heap, HeapConfig, Liveness, Marker, Space, Sweep, Tracer};

/// A node: `[size][left][right][payload...]`, at least four words. The size sits in the low
/// 32 bits of the first word: non-zero, as a live cell's zap word must be, and clear of
/// the byte the collector writes.
pub type Node = NonNull<u8>;

const MIN_NODE_BYTES: usize = 32;

pub trait Memory {
    /// A node of at least `bytes` bytes (at least the three header words), with null links.
    fn allocate(&mut self, bytes: usize) -> Node;
    /// Links `child` from `parent` (0 = left, 1 = right).
    fn link(&mut self, parent: Node, which: usize, child: Option<Node>);
    /// Frees `node` and everything it links to, where a C program would: malloc frees now,
    /// the collected heap does nothing and reclaims the nodes once nothing reaches them.
    fn free(&mut self, node: Node);
    /// Keeps `node` in slot `slot` (a root of the collected heap; a local variable under
    /// malloc). Replacing a node does not free it.
    fn hold(&mut self, slot: usize, node: Option<Node>);
    fn held(&self, slot: usize) -> Option<Node>;
    /// Drops every slot and gives memory back as far as the allocator will.
    fn release_all(&mut self);
}

pub fn child(node: Node, which: usize) -> Option<Node> {
    // SAFETY: nodes have at least three words.
    NonNull::new(unsafe { node.as_ptr().cast::<*mut u8>().add(1 + which).read() })
}

fn set_child(node: Node, which: usize, child: Option<Node>) {
    // SAFETY: as above.
    unsafe {
        node.as_ptr().cast::<*mut u8>().add(1 + which).write(child.map_or(std::ptr::null_mut(), NonNull::as_ptr))
    };
}

/// Writes the header and touches the last word, as a program initialising an object would.
fn initialize(node: Node, bytes: usize) {
    // SAFETY: the node is `bytes` long, at least four words.
    unsafe {
        let words = node.as_ptr().cast::<u64>();
        words.write(bytes as u64);
        words.add(1).write(0);
        words.add(2).write(0);
        words.add(bytes / 8 - 1).write(bytes as u64);
    }
}

/// The size of a node, in bytes.
pub fn node_size(node: Node) -> usize {
    // SAFETY: every node starts with its size.
    unsafe { node.as_ptr().cast::<u32>().read() as usize }
}

fn rounded(bytes: usize) -> usize {
    bytes.max(MIN_NODE_BYTES).next_multiple_of(8)
}

/// malloc-style memory over any GlobalAlloc.
pub struct SystemMemory<A: GlobalAlloc> {
    allocator: A,
    roots: Vec<Option<Node>>,
}

impl<A: GlobalAlloc> SystemMemory<A> {
    pub fn new(allocator: A) -> Self {
        SystemMemory { allocator, roots: Vec::new() }
    }

    /// Frees a node and everything it links to, without recursion.
    fn free_tree(&mut self, node: Node) {
        let mut pending = vec![node];
        while let Some(node) = pending.pop() {
            pending.extend(child(node, 0));
            pending.extend(child(node, 1));
            let layout = Layout::from_size_align(node_size(node), 8).expect("valid layout");
            // SAFETY: the node was allocated by this allocator with this layout.
            unsafe { self.allocator.dealloc(node.as_ptr(), layout) };
        }
    }
}

impl<A: GlobalAlloc> Memory for SystemMemory<A> {
    fn allocate(&mut self, bytes: usize) -> Node {
        let bytes = rounded(bytes);
        let layout = Layout::from_size_align(bytes, 8).expect("valid layout");
        // SAFETY: the layout has a non-zero size.
        let node = NonNull::new(unsafe { self.allocator.alloc(layout) }).expect("out of memory");
        initialize(node, bytes);
        node
    }

    fn link(&mut self, parent: Node, which: usize, node: Option<Node>) {
        set_child(parent, which, node);
    }

    fn free(&mut self, node: Node) {
        self.free_tree(node);
    }

    fn hold(&mut self, slot: usize, node: Option<Node>) {
        if slot >= self.roots.len() {
            self.roots.resize(slot + 1, None);
        }
        self.roots[slot] = node;
    }

    fn held(&self, slot: usize) -> Option<Node> {
        self.roots.get(slot).copied().flatten()
    }

    fn release_all(&mut self) {
        self.roots.clear();
    }
}

/// The roots of the collected heap: the slots, traced as a Tracer.
#[derive(Default)]
struct Slots(Vec<Option<Node>>);

impl Tracer for Slots {
    fn trace_roots(&mut self, marker: &mut Marker<'_>) {
        self.0.iter().flatten().for_each(|&node| marker.mark_cell(node));
    }

    fn trace_cell(&mut self, cell: CellPtr, marker: &mut Marker<'_>) {
        for which in 0..2 {
            if let Some(node) = child(cell, which) {
                marker.mark_cell(node);
            }
        }
    }

    fn process_weak_references(&mut self, _liveness: &Liveness<'_>) {}
}

/// Kestrel's heap: nodes are cells without destructors.
pub struct GcMemory {
    heap: Heap,
    slots: Slots,
}

/// The benchmark's nodes own nothing, so nothing is ever destroyed.
///
/// # Safety
/// Never called: nodes live in the space without destructors.
unsafe fn no_destructor(_cell: *mut u8) {
    unreachable!("benchmark nodes have no destructor")
}

impl GcMemory {
    pub fn new() -> Self {
        GcMemory { heap: Heap::new(HeapConfig::default(), no_destructor), slots: Slots::default() }
    }
}

impl Memory for GcMemory {
    #[inline]
    fn allocate(&mut self, bytes: usize) -> Node {
        let bytes = rounded(bytes);
        let cell = match Heap::allocator_for(Space::Cells, bytes) {
            Some(id) => match self.heap.try_allocate(id) {
                Some(cell) => cell,
                None => {
                    if self.heap.collection_needed() {
                        self.heap.collect(&mut self.slots, Sweep::Lazy);
                    }
                    self.heap.allocate_slow(id).expect("out of memory")
                }
            },
            None => {
                if self.heap.collection_needed() {
                    self.heap.collect(&mut self.slots, Sweep::Lazy);
                }
                self.heap.allocate_large(Space::Cells, bytes).expect("out of memory")
            }
        };
        initialize(cell, bytes);
        cell
    }

    fn link(&mut self, parent: Node, which: usize, node: Option<Node>) {
        set_child(parent, which, node);
        self.heap.write_barrier(parent);
    }

    fn free(&mut self, _node: Node) {}

    fn hold(&mut self, slot: usize, node: Option<Node>) {
        if slot >= self.slots.0.len() {
            self.slots.0.resize(slot + 1, None);
        }
        self.slots.0[slot] = node;
    }

    fn held(&self, slot: usize) -> Option<Node> {
        self.slots.0.get(slot).copied().flatten()
    }

    fn release_all(&mut self) {
        self.slots.0.clear();
        self.heap.collect(&mut self.slots, Sweep::Eager);
    }
}
