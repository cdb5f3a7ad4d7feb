//! `--verify-heap` finds missing write barriers and pointers to destroyed cells.

use crate::support;

use gc::{HeapConfig, Sweep};
use support::{Mutator, set_word};

fn verifying() -> Mutator {
    Mutator::new(HeapConfig { verify: true, ..HeapConfig::default() })
}

#[test]
fn a_correct_mutator_passes_verification() {
    let mut m = verifying();
    let root = m.node(32);
    m.roots.cells.push(root);
    for i in 0..5_000 {
        let child = m.node(32);
        set_word(root, 1 + i % 2, child.as_ptr() as u64);
        m.heap.write_barrier(root);
        if i % 500 == 0 {
            m.collect(Sweep::Lazy);
        }
    }
}

#[test]
#[should_panic(expected = "missing write barrier")]
fn a_store_without_the_barrier_is_caught() {
    let mut m = verifying();
    let old = m.node(32);
    m.roots.cells.push(old);
    m.collect(Sweep::Lazy);
    let young = m.node(32);
    set_word(old, 1, young.as_ptr() as u64);
    m.collect(Sweep::Lazy);
}

#[test]
#[should_panic(expected = "is a destroyed cell")]
fn a_pointer_kept_without_a_root_is_caught() {
    let mut m = verifying();
    let holder = m.node(32);
    m.roots.cells.push(holder);
    let unrooted = m.node(32);
    m.collect(Sweep::Lazy);
    // `unrooted` died and was scribbled; storing it in a live cell is the H3 bug.
    set_word(holder, 1, unrooted.as_ptr() as u64);
    m.heap.write_barrier(holder);
    m.collect(Sweep::Lazy);
}

#[test]
#[should_panic(expected = "is not the start of a cell")]
fn an_interior_pointer_is_caught() {
    let mut m = verifying();
    let holder = m.node(64);
    let other = m.node(64);
    set_word(holder, 1, other.as_ptr() as u64 + 16);
    m.roots.cells.push(holder);
    m.collect(Sweep::Lazy);
}
