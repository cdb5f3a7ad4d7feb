//! Marking: the client's view of the collector.
//!
//! The heap knows nothing about what cells contain. A [`Tracer`], implemented by the object
//! model, tells it: which cells are roots, which pointers a live cell holds, and which weak
//! references to drop once marking is done. The tracer reports pointers to a [`Marker`],
//! which sets mark bits and pushes newly marked cells on an explicit mark stack, so marking
//! a linked list of ten million cells never recurses in Rust.
//!
//! The same tracer code also serves heap verification: the marker then checks pointers
//! instead of marking them (see `verify.rs`).
//!
//! Some references are **conditional**: an ephemeron (a WeakMap entry) keeps its value alive
//! only while its key is alive. The tracer does not report those from `trace_cell`; each time
//! the mark stack drains, the collector calls [`Tracer::trace_conditional`], where the tracer
//! reports the values whose keys are now marked ([`Marker::is_marked`]). Marking goes on
//! until a call leaves the stack empty: that is the fixpoint, reached before any weak
//! reference is processed.

use std::marker::PhantomData;

use crate::Space;
use crate::block::BlockRef;
use crate::cell::{self, CellPtr, CellState};
use crate::large;
use crate::mark_stack::MarkStack;
use crate::verify::Validator;

/// What the heap needs from the object model to collect.
pub trait Tracer {
    /// Reports every root the client holds (the heap reports its own temporary roots and
    /// handles).
    fn trace_roots(&mut self, marker: &mut Marker<'_>);

    /// Reports every pointer held by `cell`, a marked cell of a cell space.
    fn trace_cell(&mut self, cell: CellPtr, marker: &mut Marker<'_>);

    /// Called each time the mark stack has drained, before marking is declared complete:
    /// reports the pointers that are live only because of what marking has reached so far
    /// (the value of an ephemeron whose key is marked). If this reports a cell not yet
    /// marked, the collector drains the stack again and calls this again; marking is
    /// complete when a call marks nothing new. Verification never calls it.
    fn trace_conditional(&mut self, marker: &mut Marker<'_>) {
        let _ = marker;
    }

    /// Called once marking is complete and before anything is swept: drop weak references
    /// to cells that `liveness` says are dead.
    fn process_weak_references(&mut self, liveness: &Liveness<'_>) {
        let _ = liveness;
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum MarkMode {
    /// Set mark bits; push newly marked cells.
    Mark,
    /// Verification before a collection: every pointer of an old, unremembered cell must
    /// lead to a cell marked by the previous collection.
    CheckOldToNew,
}

/// Receives the pointers a [`Tracer`] reports.
pub struct Marker<'a> {
    mode: MarkMode,
    stack: &'a mut MarkStack,
    live_bytes: usize,
    /// Memory outside the heap that the cells reached own (part of `live_bytes` too).
    extra_bytes: usize,
    validator: Option<&'a Validator<'a>>,
    /// The cell whose pointers are being reported, for verification messages.
    current: Option<CellPtr>,
    violations: Vec<String>,
}

impl<'a> Marker<'a> {
    pub(crate) fn new(mode: MarkMode, stack: &'a mut MarkStack, validator: Option<&'a Validator<'a>>) -> Marker<'a> {
        Marker { mode, stack, live_bytes: 0, extra_bytes: 0, validator, current: None, violations: Vec::new() }
    }

    /// Reports a pointer to a cell (of either cell space).
    #[inline]
    pub fn mark_cell(&mut self, cell: CellPtr) {
        if let Some(validator) = self.validator
            && !validator.check(cell, false, self.current, &mut self.violations)
        {
            return;
        }
        match self.mode {
            MarkMode::Mark => {
                let newly_marked = if large::is_large(cell.as_ptr()) {
                    large::test_and_set_mark(cell.as_ptr()).then(|| large::payload_size(cell.as_ptr()))
                } else {
                    let block = BlockRef::containing(cell.as_ptr());
                    block.test_and_set_mark(cell.as_ptr()).then(|| block.cell_size())
                };
                if let Some(size) = newly_marked {
                    self.live_bytes += size;
                    // A cell the full stack cannot take stays grey until the collector
                    // finds it again (`mark_stack.rs`).
                    let state = if self.stack.push(cell) { CellState::Old } else { CellState::Grey };
                    // SAFETY: a marked pointer is a live cell, which has a header.
                    unsafe { cell::set_cell_state(cell.as_ptr(), state) };
                }
            }
            MarkMode::CheckOldToNew => self.check_marked(cell),
        }
    }

    /// Traces a remembered cell in an eden collection: it is old, so marked already, but a
    /// store since the last collection may have made it point to a new cell. It leaves the
    /// remembered state, so the barrier remembers it again at its next store.
    pub(crate) fn visit_remembered(&mut self, cell: CellPtr) {
        let state = if self.stack.push(cell) { CellState::Old } else { CellState::Grey };
        // SAFETY: a remembered cell is an old, hence live, cell with a header.
        unsafe { cell::set_cell_state(cell.as_ptr(), state) };
    }

    /// Reports a pointer to a cell, if it is not null.
    #[inline]
    pub fn mark_cell_pointer(&mut self, pointer: *const u8) {
        if let Some(cell) = CellPtr::new(pointer.cast_mut()) {
            self.mark_cell(cell);
        }
    }

    /// Reports the start of an auxiliary allocation (a butterfly's base, a character
    /// buffer). Auxiliary storage has no header and holds nothing the collector traces: its
    /// owner reports what is in it.
    #[inline]
    pub fn mark_auxiliary(&mut self, base: CellPtr) {
        if let Some(validator) = self.validator
            && !validator.check(base, true, self.current, &mut self.violations)
        {
            return;
        }
        match self.mode {
            MarkMode::Mark => {
                let newly_marked = if large::is_large(base.as_ptr()) {
                    large::test_and_set_mark(base.as_ptr()).then(|| large::payload_size(base.as_ptr()))
                } else {
                    let block = BlockRef::containing(base.as_ptr());
                    block.test_and_set_mark(base.as_ptr()).then(|| block.cell_size())
                };
                self.live_bytes += newly_marked.unwrap_or(0);
            }
            MarkMode::CheckOldToNew => self.check_marked(base),
        }
    }

    /// Whether `cell` (a cell or auxiliary allocation of this heap) has been marked by the
    /// marking in progress: what [`Tracer::trace_conditional`] asks of an ephemeron's key.
    #[inline]
    pub fn is_marked(&self, cell: CellPtr) -> bool {
        is_marked(cell)
    }

    /// Counts `bytes` of memory outside the heap (a Rust-owned hash table) that a live cell
    /// owns as live, so the next collection's budget grows with it as it would with
    /// auxiliary storage.
    #[inline]
    pub fn report_extra_memory_visited(&mut self, bytes: usize) {
        if self.mode == MarkMode::Mark {
            self.live_bytes += bytes;
            self.extra_bytes += bytes;
        }
    }

    fn check_marked(&mut self, target: CellPtr) {
        if !is_marked(target) {
            let owner = self.current.map_or(std::ptr::null_mut(), CellPtr::as_ptr);
            self.violations.push(format!(
                "missing write barrier: old cell {owner:p} points to {:p}, which is newer than \
                 the last collection",
                target.as_ptr()
            ));
        }
    }

    pub(crate) fn pop(&mut self) -> Option<CellPtr> {
        let cell = self.stack.pop()?;
        self.current = Some(cell);
        Some(cell)
    }

    pub(crate) fn set_current(&mut self, cell: Option<CellPtr>) {
        self.current = cell;
    }

    pub(crate) fn stack_is_empty(&self) -> bool {
        self.stack.is_empty()
    }

    /// Whether a cell was left grey since the last call (see `mark_stack.rs`).
    pub(crate) fn take_overflow(&mut self) -> bool {
        self.stack.take_overflow()
    }

    /// Traces a grey cell: it leaves the grey state first, so it is traced once.
    pub(crate) fn trace_grey(&mut self, cell: CellPtr, tracer: &mut dyn Tracer) {
        // SAFETY: grey cells are marked, hence live cells with a header.
        unsafe { cell::set_cell_state(cell.as_ptr(), CellState::Old) };
        self.current = Some(cell);
        tracer.trace_cell(cell, self);
    }

    pub(crate) fn live_bytes(&self) -> usize {
        self.live_bytes
    }

    pub(crate) fn extra_bytes(&self) -> usize {
        self.extra_bytes
    }

    pub(crate) fn into_violations(self) -> Vec<String> {
        self.violations
    }
}

/// Whether the last (or current) marking reached `cell`.
#[inline]
pub(crate) fn is_marked(cell: CellPtr) -> bool {
    if large::is_large(cell.as_ptr()) {
        large::is_marked(cell.as_ptr())
    } else {
        BlockRef::containing(cell.as_ptr()).is_marked(cell.as_ptr())
    }
}

/// The space of a cell or auxiliary allocation.
pub(crate) fn space_of(cell: CellPtr) -> Space {
    if large::is_large(cell.as_ptr()) {
        large::space_of(cell.as_ptr())
    } else {
        BlockRef::containing(cell.as_ptr()).footer().space.get()
    }
}

/// Answers liveness questions during weak-reference processing, when marking is complete.
pub struct Liveness<'a> {
    _collection: PhantomData<&'a mut ()>,
}

impl Liveness<'_> {
    pub(crate) fn new() -> Self {
        Liveness { _collection: PhantomData }
    }

    /// Whether `cell` (a cell or auxiliary allocation of this heap) survives the collection.
    pub fn is_live(&self, cell: CellPtr) -> bool {
        is_marked(cell)
    }
}
