//! Heap verification (`--verify-heap`): catch broken invariants at the collection after the
//! bug, not at a crash long after it.
//!
//! With verification on, each collection
//!
//! 1. before clearing the marks, walks every cell that survived the previous collection and
//!    is not in the remembered set, and checks that everything it points to survived too. A
//!    pointer to a newer cell means a store skipped the write barrier, which a generational
//!    collector would turn into a freed live cell;
//! 2. while marking, checks that every pointer reported is the start of a cell (or auxiliary
//!    allocation, as reported) of this heap that has not been destroyed. A pointer to a
//!    destroyed cell is the trace of an unrooted pointer held across an allocation (H3);
//! 3. sweeps every block at once, zapping and scribbling every dead cell, so that the next
//!    collection sees any pointer to one of them.
//!
//! A violation panics with the list of what was found.

use std::collections::HashSet;

use crate::Space;
use crate::block::BlockRef;
use crate::cell::{self, CellPtr, CellState};
use crate::large::{self, LargeObjectSpace};
use crate::mark_stack::MarkStack;
use crate::marking::{self, MarkMode, Marker, Tracer};

/// Checks pointers reported during marking.
pub(crate) struct Validator<'a> {
    pub blocks: &'a HashSet<usize>,
    pub large: &'a LargeObjectSpace,
}

impl Validator<'_> {
    /// Checks a reported pointer; false (with the violation recorded) if it must not be
    /// followed.
    pub fn check(
        &self,
        target: CellPtr,
        auxiliary: bool,
        owner: Option<CellPtr>,
        violations: &mut Vec<String>,
    ) -> bool {
        let pointer = target.as_ptr();
        let problem = if large::is_large(pointer) {
            if !self.large.contains(pointer) {
                Some("is not a live large object")
            } else {
                self.space_problem(target, auxiliary)
            }
        } else {
            let block = BlockRef::containing(pointer);
            if !self.blocks.contains(&block.address()) {
                Some("is not in a block of this heap")
            } else if !block.is_cell_start(pointer) {
                Some("is not the start of a cell")
            } else {
                self.space_problem(target, auxiliary)
            }
        };
        let problem = problem.or_else(|| {
            // SAFETY: the pointer is the start of a cell of a cell space of this heap.
            (!auxiliary && unsafe { cell::is_zapped(pointer) }).then_some("is a destroyed cell")
        });
        let Some(problem) = problem else { return true };
        let owner = match owner {
            Some(owner) => format!("cell {:p}", owner.as_ptr()),
            None => "a root".to_string(),
        };
        violations.push(format!("{owner} points to {pointer:p}, which {problem}"));
        false
    }

    fn space_problem(&self, target: CellPtr, auxiliary: bool) -> Option<&'static str> {
        match (marking::space_of(target) == Space::Auxiliary, auxiliary) {
            (true, false) => Some("is auxiliary storage, reported as a cell"),
            (false, true) => Some("is a cell, reported as auxiliary storage"),
            _ => None,
        }
    }
}

/// Step 1: every old cell outside the remembered set points only to old cells.
pub(crate) fn check_write_barriers(
    cells: impl Iterator<Item = CellPtr>,
    tracer: &mut dyn Tracer,
    stack: &mut MarkStack,
) -> Vec<String> {
    let mut marker = Marker::new(MarkMode::CheckOldToNew, stack, None);
    for cell in cells {
        // SAFETY: the iterator yields cells marked by the last collection, which are intact.
        if unsafe { cell::cell_state(cell.as_ptr()) } != CellState::Old as u8 {
            continue;
        }
        marker.set_current(Some(cell));
        tracer.trace_cell(cell, &mut marker);
    }
    marker.into_violations()
}

/// Panics with the violations, if there are any.
pub(crate) fn report(phase: &str, violations: Vec<String>) {
    if violations.is_empty() {
        return;
    }
    let shown: Vec<_> = violations.iter().take(20).map(String::as_str).collect();
    panic!("verify-heap ({phase}): {} violation(s):\n  {}", violations.len(), shown.join("\n  "));
}
