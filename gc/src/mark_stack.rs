//! The mark stack, and what marking does when it cannot grow.
//!
//! Marking pushes every newly marked cell and pops it to trace its pointers. One wide cell
//! (an array of ten million objects) pushes ten million entries at once, and a failed `Vec`
//! growth would abort the process in the middle of a collection. So the stack has a bound
//! ([`HeapConfig::mark_stack_limit`](crate::HeapConfig::mark_stack_limit), and whatever the
//! system refuses below it), and a push past it **overflows**: the cell keeps its mark but
//! is left off the stack, its cell state set to [`CellState::Grey`](crate::CellState::Grey)
//! (marked, not traced), and the stack remembers that it overflowed. When the stack has
//! drained, the collector walks the marked cells of the heap and traces the grey ones
//! (`collect.rs`), draining after each; cells that overflow during that walk make it walk
//! again. Every walk traces at least one grey cell and marking only adds marks, so the
//! walks end, and each cell is still traced exactly once. This is the marking-deque overflow
//! of V8's first collectors (a flag, then a heap scan for grey objects), with the grey
//! state in the cell header instead of a second mark bit.

use crate::cell::CellPtr;

/// Entries kept between collections; a wide object can grow the stack a lot once.
const RETAINED: usize = 16 * 1024;

/// The least the stack grows by at a time.
const MIN_GROWTH: usize = 1024;

pub(crate) struct MarkStack {
    cells: Vec<CellPtr>,
    /// The most entries the stack may hold.
    limit: usize,
    /// A push found the stack full since the flag was last taken.
    overflowed: bool,
}

impl MarkStack {
    pub fn new(limit: usize) -> MarkStack {
        MarkStack { cells: Vec::new(), limit: limit.max(1), overflowed: false }
    }

    /// Pushes `cell`; false (and the overflow flag set) when the stack is full.
    #[inline]
    pub fn push(&mut self, cell: CellPtr) -> bool {
        if self.cells.len() == self.cells.capacity() && !self.grow() {
            self.overflowed = true;
            return false;
        }
        self.cells.push(cell);
        true
    }

    #[cold]
    fn grow(&mut self) -> bool {
        let room = self.limit.saturating_sub(self.cells.len());
        let growth = self.cells.len().max(MIN_GROWTH).min(room);
        growth != 0 && self.cells.try_reserve_exact(growth).is_ok()
    }

    #[inline]
    pub fn pop(&mut self) -> Option<CellPtr> {
        self.cells.pop()
    }

    pub fn is_empty(&self) -> bool {
        self.cells.is_empty()
    }

    /// Whether a push overflowed since the last call; clears the flag.
    pub fn take_overflow(&mut self) -> bool {
        std::mem::take(&mut self.overflowed)
    }

    /// After a collection: let go of what a wide object made the stack grow to.
    pub fn shrink(&mut self) {
        self.cells.shrink_to(RETAINED.min(self.limit));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cell(n: usize) -> CellPtr {
        CellPtr::new((n * 16) as *mut u8).expect("not null")
    }

    #[test]
    fn pushes_past_the_limit_overflow_and_the_flag_is_taken_once() {
        let mut stack = MarkStack::new(3);
        assert!((1..=3).all(|n| stack.push(cell(n))));
        assert!(!stack.push(cell(4)));
        assert!(stack.take_overflow());
        assert!(!stack.take_overflow());
        assert_eq!(stack.pop(), Some(cell(3)));
        assert!(stack.push(cell(5)));
        assert!(!stack.take_overflow());
    }
}
