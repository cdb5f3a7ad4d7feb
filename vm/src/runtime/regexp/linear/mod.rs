//! The linear-time engine: a Pike VM that gives the answers of 22.2.2's backtracking
//! semantics (leftmost match, then the first one a backtracking engine would find) in time
//! O(input × program), for patterns without backreferences and lookarounds. It is the
//! fallback the backtracking engine hands a search to when its budget runs out, so both
//! must agree on every match and every capture.
//!
//! # The program
//!
//! [`compile`] turns the tree into a small NFA program (`compile.rs`), as V8's experimental
//! engine does:
//!
//! ```text
//!   a|b       SPLIT l1, l2   l1: <a>  JUMP end   l2: <b>   end:
//!   (x)       SAVE 2g  <x>  SAVE 2g+1
//!   x*        loop: SPLIT body, end
//!             body: BEGIN_LOOP  CLEAR <groups of x>  <x>  END_LOOP  JUMP loop
//!             end:
//!   x*?       the same with loop: SPLIT end, body
//!   x{2,3}    CLEAR <x>  CLEAR <x>  SPLIT opt, end   opt: BEGIN_LOOP CLEAR <x> END_LOOP   end:
//! ```
//!
//! (`CLEAR` is left out when x has no groups, `BEGIN_LOOP`/`END_LOOP` when x cannot match
//! the empty string.)
//!
//! `SPLIT a, b` continues at `a` and starts a thread of lower priority at `b`: alternatives
//! are tried in order, a greedy loop prefers one more iteration and a lazy one prefers to
//! stop. Bounded repetition is copied out (mandatory copies, then a chain of optional
//! ones), so the program holds no counters; a program that copying makes larger than
//! [`MAX_INSTRUCTIONS`] is not compiled and the caller keeps the backtracking engine.
//!
//! Two rules of RepeatMatcher (22.2.2.3.1) shape the loops. Each iteration first clears the
//! captures of the body (`CLEAR`). And an iteration past the minimum that consumes nothing
//! fails: every thread carries a *consumed* bit, `BEGIN_LOOP` clears it, consuming a
//! character sets it, and `END_LOOP` kills a thread whose bit is clear. Mandatory
//! iterations are copies without `BEGIN_LOOP`, and loops whose body always consumes skip
//! the pair. One bit is enough for nested loops: a thread can only leave an inner iteration
//! through its `END_LOOP`, with the bit set, and then the outer iteration has consumed too.
//!
//! # The search
//!
//! `pikevm.rs` moves all threads forward one character at a time, keeping them in priority
//! order (highest first). At each position a thread reaching a state `(pc, consumed bit)`
//! that a higher-priority thread already reached is dropped: the two have the same future,
//! and the one that came first wins every tie. Captures do not change what can match, so
//! they are not part of the state; the bit is, where an `END_LOOP` may still read it.
//! An unanchored search adds a new thread of the lowest priority at each position until a
//! match is found (a lazy `.*?` prefix). A thread that reaches `ACCEPT` records its captures
//! and cuts every thread below it; the ones above keep running, since they might still
//! match, and win if they do (`/abc|..|[a-c]{10,}/` on `"abccc…"` is `"abc"`). The search
//! ends at the end of the input or when no thread is left.
//!
//! Memory is fixed when the search starts: two thread lists (at most one thread per
//! consuming instruction each, with its capture slots: O(program × groups)), a stamp per
//! state for the deduplication, and the explicit stack of the epsilon closure, bounded by
//! the program. Nothing is allocated per character, and nothing recurses on the native
//! stack. The closure explores each state at most once per position, so a search takes
//! O(input × program) steps (times the capture slots a thread copies).

mod compile;
#[cfg(test)]
mod differential;
#[cfg(test)]
pub(super) mod oracle;
mod pikevm;
#[cfg(test)]
mod tests;

use super::input::Input;
use super::pattern::ast::Pattern;
use compile::Inst;

pub use compile::MAX_INSTRUCTIONS;

/// A pattern compiled for the linear-time engine.
#[derive(Debug)]
pub struct LinearProgram {
    insts: Vec<Inst>,
    /// The character sets `Inst::Set` and the word boundary assertions test.
    sets: Vec<super::classes::CharSet>,
    /// Per instruction: whether a thread's consumed bit is part of its state there (an
    /// `END_LOOP` may still read it before a `BEGIN_LOOP` or a character resets it).
    keyed_by_bit: Vec<bool>,
    group_count: usize,
    /// `u`/`v`: the input is read as code points.
    unicode: bool,
    /// Every match starts with a non-multiline `^`, so only position 0 can match.
    anchored_at_start: bool,
    /// How many threads a list can hold: the number of consuming and accepting instructions.
    thread_capacity: usize,
    /// An upper bound of the closure's stack depth.
    stack_capacity: usize,
}

/// The search was stopped by the caller's `should_stop`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Interrupted;

/// Compiles `pattern` for the linear engine (`unicode`: the `u` or `v` flag). `None` when it
/// is not eligible: it has a backreference or a lookaround, or copying out its bounded
/// repetitions would take more than [`MAX_INSTRUCTIONS`] instructions.
pub fn compile(pattern: &Pattern, unicode: bool) -> Option<LinearProgram> {
    compile::compile(pattern, unicode)
}

/// Whether [`compile`] makes a program of `pattern` (without making it).
pub fn eligible(pattern: &Pattern) -> bool {
    compile::eligible(pattern)
}

impl LinearProgram {
    /// How many capturing groups the pattern has.
    pub fn group_count(&self) -> usize {
        self.group_count
    }

    /// The number of instructions.
    pub fn len(&self) -> usize {
        self.insts.len()
    }

    pub fn is_empty(&self) -> bool {
        self.insts.is_empty()
    }

    /// Finds the leftmost match at or after `start` (only at `start` when `anchored`), the
    /// one a backtracking engine would find first there. On a match, `registers[2g]` and
    /// `registers[2g + 1]` are the start and end of group `g` (0: the whole match), and
    /// `u32::MAX` for a group that did not participate; `registers.len()` must be
    /// `2 * (group_count + 1)`. `Ok(false)`: no match (the registers are then unspecified).
    ///
    /// Under `u`/`v` the caller puts `start` on a character boundary (not between the
    /// halves of a pair); the search then advances by code points.
    ///
    /// `should_stop` is polled every few thousand steps; when it returns true, the search
    /// stops with `Err(Interrupted)`.
    pub fn exec<I: Input>(
        &self,
        input: I,
        start: usize,
        anchored: bool,
        registers: &mut [u32],
        should_stop: &mut dyn FnMut() -> bool,
    ) -> Result<bool, Interrupted> {
        assert_eq!(registers.len(), 2 * (self.group_count + 1), "one pair of registers per group");
        pikevm::exec(self, input, start, anchored, registers, should_stop)
    }
}
