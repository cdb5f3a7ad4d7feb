//! The workloads, after WebKit's MallocBench (written fresh): each returns a checksum that
//! all three allocators must agree on.
//!
//! Every workload frees what it stops using (malloc acts on it) and holds in slots what
//! it still uses across allocations (the collected heap roots it), so both kinds of
//! allocator see the same program.

use crate::allocators::{Memory, Node, child, node_size};

pub type Workload = fn(&mut dyn Memory) -> u64;

pub const WORKLOADS: [(&str, Workload); 7] = [
    ("churn", churn),
    ("list_allocate", list_allocate),
    ("tree_allocate", tree_allocate),
    ("tree_churn", tree_churn),
    ("fragment", fragment),
    ("medium", medium),
    ("big", big),
];

/// A small deterministic generator (xorshift), the same for every allocator.
struct Random(u64);

impl Random {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }

    fn below(&mut self, limit: u64) -> u64 {
        self.next() % limit
    }
}

fn size_of_node(node: Node) -> u64 {
    node_size(node) as u64
}

/// Replaces the node in `slot` with `node`, freeing the old one.
fn replace(memory: &mut dyn Memory, slot: usize, node: Option<Node>) {
    if let Some(old) = memory.held(slot) {
        memory.free(old);
    }
    memory.hold(slot, node);
}

/// A ring of 1,000 live small objects of random sizes; each step frees the oldest.
fn churn(memory: &mut dyn Memory) -> u64 {
    let mut random = Random(1);
    let mut checksum = 0;
    for step in 0..8_000_000usize {
        let node = memory.allocate(24 + random.below(104) as usize);
        checksum += size_of_node(node);
        replace(memory, step % 1000, Some(node));
    }
    (0..1000).for_each(|slot| replace(memory, slot, None));
    checksum
}

/// Builds a list of 200,000 nodes, walks it, frees it; ten times.
fn list_allocate(memory: &mut dyn Memory) -> u64 {
    let mut checksum = 0;
    for _ in 0..10 {
        let head = memory.allocate(32);
        memory.hold(0, Some(head));
        let mut tail = head;
        for i in 0..200_000 {
            let next = memory.allocate(32 + (i % 3) * 16);
            memory.link(tail, 0, Some(next));
            tail = next;
        }
        let mut node = Some(head);
        while let Some(current) = node {
            checksum += size_of_node(current);
            node = child(current, 0);
        }
        replace(memory, 0, None);
    }
    checksum
}

/// A full binary tree of `depth`; each node is held while its subtrees are built.
fn build_tree(memory: &mut dyn Memory, depth: u32, random: &mut Random) -> Node {
    let node = memory.allocate(32 + random.below(4) as usize * 16);
    if depth > 0 {
        let slot = 100 + depth as usize;
        memory.hold(slot, Some(node));
        let left = build_tree(memory, depth - 1, random);
        memory.link(node, 0, Some(left));
        let right = build_tree(memory, depth - 1, random);
        memory.link(node, 1, Some(right));
        memory.hold(slot, None);
    }
    node
}

fn sum_tree(root: Node) -> u64 {
    let mut sum = 0;
    let mut pending = vec![root];
    while let Some(node) = pending.pop() {
        sum += size_of_node(node);
        pending.extend(child(node, 0));
        pending.extend(child(node, 1));
    }
    sum
}

/// Builds binary trees of depth 15, sums them, frees them; sixteen times.
fn tree_allocate(memory: &mut dyn Memory) -> u64 {
    let mut random = Random(7);
    let mut checksum = 0;
    for _ in 0..16 {
        let tree = build_tree(memory, 15, &mut random);
        memory.hold(0, Some(tree));
        checksum += sum_tree(tree);
        replace(memory, 0, None);
    }
    checksum
}

/// Keeps a tree of depth 16 and replaces random subtrees with new trees of depth 6.
fn tree_churn(memory: &mut dyn Memory) -> u64 {
    let mut random = Random(11);
    let tree = build_tree(memory, 16, &mut random);
    memory.hold(0, Some(tree));
    for _ in 0..20_000 {
        let mut node = tree;
        for _ in 0..9 {
            node = child(node, random.below(2) as usize).expect("a full tree");
        }
        let which = random.below(2) as usize;
        let replacement = build_tree(memory, 6, &mut random);
        let old = child(node, which).expect("a full tree");
        memory.link(node, which, Some(replacement));
        memory.free(old);
    }
    let checksum = sum_tree(tree);
    replace(memory, 0, None);
    checksum
}

/// Allocates 400,000 small objects, frees every other one, then allocates 200,000
/// objects twice as big among the holes; four times.
fn fragment(memory: &mut dyn Memory) -> u64 {
    let mut checksum = 0;
    for round in 0..4 {
        for slot in 0..400_000 {
            let node = memory.allocate(32);
            memory.hold(slot, Some(node));
        }
        for slot in (0..400_000).step_by(2) {
            replace(memory, slot, None);
        }
        for slot in (0..400_000).step_by(2) {
            let node = memory.allocate(64);
            memory.hold(slot, Some(node));
        }
        checksum += (0..400_000).filter_map(|slot| memory.held(slot)).map(size_of_node).sum::<u64>() + round;
        (0..400_000).for_each(|slot| replace(memory, slot, None));
    }
    checksum
}

/// A live set of 4,000 objects of 1 to 8 KiB, replaced at random.
fn medium(memory: &mut dyn Memory) -> u64 {
    let mut random = Random(13);
    let mut checksum = 0;
    for _ in 0..1_000_000 {
        let node = memory.allocate(1024 + random.below(7 * 1024) as usize);
        checksum += size_of_node(node);
        replace(memory, random.below(4000) as usize, Some(node));
    }
    (0..4000).for_each(|slot| replace(memory, slot, None));
    checksum
}

/// A live set of 16 objects of 64 KiB to 4 MiB, replaced at random: the sizes of the
/// large-object space and its range map.
fn big(memory: &mut dyn Memory) -> u64 {
    let mut random = Random(17);
    let mut checksum = 0;
    for _ in 0..20_000 {
        let node = memory.allocate(64 * 1024 + random.below(4 << 20) as usize);
        checksum += size_of_node(node);
        replace(memory, random.below(16) as usize, Some(node));
    }
    (0..16).for_each(|slot| replace(memory, slot, None));
    checksum
}
