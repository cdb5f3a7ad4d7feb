//! Conditional references: the ephemeron fixpoint of `Tracer::trace_conditional`.
//!
//! The toy tracer here holds a table of ephemerons `(key, value)` the way a WeakMap does:
//! the table itself is always live, a value is live only while its key is, and entries whose
//! key died are dropped in `process_weak_references`. Its `trace_conditional` is the naive
//! one (rescan every pending entry each round), which is enough to check what the collector
//! promises: it drains the stack and asks again until nothing new is marked.

use crate::support;

use gc::{CellPtr, HeapConfig, Liveness, Marker, Sweep, Tracer};
use support::{Mutator, Roots, set_word};

#[derive(Default)]
struct EphemeronTracer {
    roots: Roots,
    ephemerons: Vec<(CellPtr, CellPtr)>,
    rounds: usize,
}

impl Tracer for EphemeronTracer {
    fn trace_roots(&mut self, marker: &mut Marker<'_>) {
        self.rounds = 0;
        self.roots.trace_roots(marker);
    }

    fn trace_cell(&mut self, cell: CellPtr, marker: &mut Marker<'_>) {
        self.roots.trace_cell(cell, marker);
    }

    fn trace_conditional(&mut self, marker: &mut Marker<'_>) {
        self.rounds += 1;
        for &(key, value) in &self.ephemerons {
            if marker.is_marked(key) && !marker.is_marked(value) {
                marker.mark_cell(value);
            }
        }
    }

    fn process_weak_references(&mut self, liveness: &Liveness<'_>) {
        self.ephemerons.retain(|&(key, _)| liveness.is_live(key));
        self.roots.process_weak_references(liveness);
    }
}

/// A mutator whose collections use the ephemeron tracer.
struct Fixture {
    mutator: Mutator,
    tracer: EphemeronTracer,
}

impl Fixture {
    fn new() -> Fixture {
        Fixture::with_mark_stack_limit(gc::DEFAULT_MARK_STACK_LIMIT)
    }

    fn with_mark_stack_limit(mark_stack_limit: usize) -> Fixture {
        let config =
            HeapConfig { min_bytes_between_collections: usize::MAX, mark_stack_limit, ..HeapConfig::default() };
        Fixture { mutator: Mutator::new(config), tracer: EphemeronTracer::default() }
    }

    fn node(&mut self) -> CellPtr {
        self.mutator.node(32)
    }

    fn collect(&mut self) {
        self.mutator.heap.collect(&mut self.tracer, Sweep::Eager);
    }

    /// Whether `cell` survived the last collection (the weak table of the toy roots).
    fn watch(&mut self, cells: &[CellPtr]) {
        self.tracer.roots.weak = cells.iter().map(|&cell| Some(cell)).collect();
    }

    fn survivors(&self) -> Vec<bool> {
        self.tracer.roots.weak.iter().map(Option::is_some).collect()
    }
}

#[test]
fn a_value_lives_exactly_as_long_as_its_key() {
    let mut f = Fixture::new();
    let (live_key, live_value) = (f.node(), f.node());
    let (dead_key, dead_value) = (f.node(), f.node());
    f.tracer.roots.cells.push(live_key);
    f.tracer.ephemerons = vec![(live_key, live_value), (dead_key, dead_value)];
    f.watch(&[live_key, live_value, dead_key, dead_value]);
    f.collect();
    assert_eq!(f.survivors(), vec![true, true, false, false]);
    assert_eq!(f.tracer.ephemerons, vec![(live_key, live_value)], "the dead key's entry is dropped");
}

#[test]
fn a_value_does_not_keep_its_own_key_alive() {
    let mut f = Fixture::new();
    let (key, value) = (f.node(), f.node());
    // The value points back at its key: still a cycle only the ephemeron holds.
    set_word(value, 1, key.as_ptr() as u64);
    f.tracer.ephemerons = vec![(key, value)];
    f.watch(&[key, value]);
    f.collect();
    assert_eq!(f.survivors(), vec![false, false]);
    assert!(f.tracer.ephemerons.is_empty());
}

#[test]
fn a_chain_of_ephemerons_reaches_its_fixpoint() {
    chain_of_ephemerons(Fixture::new());
}

#[test]
fn a_chain_of_ephemerons_reaches_its_fixpoint_when_the_mark_stack_overflows() {
    // Values marked by a conditional round that find the stack full are grey: the round
    // must not end marking before they are traced.
    chain_of_ephemerons(Fixture::with_mark_stack_limit(1));
}

#[test]
fn values_a_round_marks_past_a_full_mark_stack_are_traced() {
    // One conditional round marks every value at once; with room for one entry, all but
    // one are left grey, and their children live only if marking traces them afterwards.
    let mut f = Fixture::with_mark_stack_limit(1);
    const COUNT: usize = 30;
    let keys: Vec<_> = (0..COUNT).map(|_| f.node()).collect();
    let values: Vec<_> = (0..COUNT).map(|_| f.node()).collect();
    let children: Vec<_> = (0..COUNT).map(|_| f.node()).collect();
    for i in 0..COUNT {
        set_word(values[i], 1, children[i].as_ptr() as u64);
    }
    f.tracer.roots.cells = keys.clone();
    f.tracer.ephemerons = keys.iter().copied().zip(values.iter().copied()).collect();
    f.watch(&children);
    f.collect();
    assert!(f.survivors().iter().all(|&live| live), "a grey value's child was not marked");
}

fn chain_of_ephemerons(mut f: Fixture) {
    // key[i] -> value[i], and value[i] points to key[i + 1]; the entries are listed last
    // first, so each round of the naive tracer resolves one more link.
    const LENGTH: usize = 40;
    let keys: Vec<_> = (0..LENGTH).map(|_| f.node()).collect();
    let values: Vec<_> = (0..LENGTH).map(|_| f.node()).collect();
    for i in 0..LENGTH - 1 {
        set_word(values[i], 1, keys[i + 1].as_ptr() as u64);
    }
    f.tracer.ephemerons = (0..LENGTH).rev().map(|i| (keys[i], values[i])).collect();
    f.tracer.roots.cells.push(keys[0]);
    let watched: Vec<_> = keys.iter().chain(&values).copied().collect();
    f.watch(&watched);
    f.collect();
    assert!(f.survivors().iter().all(|&live| live), "every link of a rooted chain survives");
    assert!(f.tracer.rounds > LENGTH, "the collector asked again while rounds marked something");
    assert_eq!(f.tracer.ephemerons.len(), LENGTH);

    // Without the root, the whole chain dies at once.
    f.tracer.roots.cells.clear();
    f.watch(&watched);
    f.collect();
    assert!(f.survivors().iter().all(|&live| !live));
    assert!(f.tracer.ephemerons.is_empty());
}

#[test]
fn a_value_reached_through_an_ordinary_pointer_is_traced_as_usual() {
    // The key is reachable only from an ephemeron value whose own key is rooted, and the
    // second value is reachable only from the first value's children: marking resumes
    // draining the stack after the conditional round.
    let mut f = Fixture::new();
    let (root_key, first_value) = (f.node(), f.node());
    let middle = f.node();
    let (second_key, second_value) = (f.node(), f.node());
    set_word(first_value, 1, middle.as_ptr() as u64);
    set_word(middle, 2, second_key.as_ptr() as u64);
    f.tracer.roots.cells.push(root_key);
    f.tracer.ephemerons = vec![(second_key, second_value), (root_key, first_value)];
    f.watch(&[root_key, first_value, middle, second_key, second_value]);
    f.collect();
    assert_eq!(f.survivors(), vec![true; 5]);
}

#[test]
fn with_no_conditional_references_one_round_suffices() {
    let mut f = Fixture::new();
    let root = f.node();
    f.tracer.roots.cells.push(root);
    f.collect();
    assert_eq!(f.tracer.rounds, 1);
}
