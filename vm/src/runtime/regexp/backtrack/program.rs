//! The backtracking program: what the compiler emits and the interpreter runs.
//!
//! Registers hold positions (code unit indices) or counts, `u32`, with [`UNSET`] for a
//! capture that did not take part. Registers `2g` and `2g + 1` are group `g`'s start and
//! end (group 0 is the whole match); loops and lookarounds get theirs after those.
//!
//! Every register write that backtracking must undo pushes the old value (an undo log on
//! the backtrack stack), so backtracking is only ever "pop and act": restore a register,
//! or resume at a saved pc and position.

use crate::runtime::regexp::classes::CharSet;

/// A register without a value.
pub const UNSET: u32 = u32::MAX;

/// No upper bound on a repetition.
pub const UNBOUNDED: u32 = u32::MAX;

/// What one character is tested against.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CharTest {
    /// Exactly this character.
    Char(u32),
    /// A member of the program's set with this index.
    Set(u32),
    /// Any character.
    Any,
}

/// The zero-width assertions (lookarounds aside).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Assertion {
    /// `^`: at the start, or after a line terminator when `multiline`.
    Start { multiline: bool },
    /// `$`: at the end, or before a line terminator when `multiline`.
    End { multiline: bool },
    /// `\b` (or `\B` when `negated`); `extended` adds the word characters of `/iu`.
    WordBoundary { negated: bool, extended: bool },
}

/// One instruction. `back` on a consuming instruction means it reads leftwards (the
/// body of a lookbehind, 22.2.2.3 with direction backward).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Insn {
    /// Consumes one character that passes the test.
    Consume {
        test: CharTest,
        back: bool,
    },
    /// Consumes exactly these code units (a literal run, none of them a surrogate).
    Units {
        units: Box<[u16]>,
        back: bool,
    },
    Assert(Assertion),
    /// Consumes what the first of `groups` that is set captured (nothing if none is).
    BackReference {
        groups: Box<[u32]>,
        ignore_case: bool,
        back: bool,
    },
    Jump(u32),
    /// Goes on with the next instruction; on backtracking, resumes at `retry` at the
    /// current position.
    Fork {
        retry: u32,
    },
    /// Jumps to `to`; on backtracking, resumes with the next instruction at the current
    /// position (the lazy order of a `Fork`).
    ForkJump {
        to: u32,
    },
    /// Sets the register to the position.
    SavePosition {
        register: u32,
    },
    /// Unsets registers `from..to` (the captures of a quantified body, 22.2.2.3.1 step 4).
    Clear {
        from: u32,
        to: u32,
    },
    /// Pushes the values of registers `from..to` for backtracking to restore, leaving them
    /// as they are: a lookaround drops its own undo entries when it succeeds.
    Preserve {
        from: u32,
        to: u32,
    },
    /// Fails unless the position moved since `register` was set (the empty check of
    /// 22.2.2.3.1 RepeatMatcher, for an iteration past the minimum).
    CheckProgress {
        register: u32,
    },
    /// Sets a loop's counter to 0.
    LoopInit {
        counter: u32,
    },
    /// The top of a general loop: run the body (next instruction) or leave (`exit`),
    /// as the counter, the bounds and greediness say.
    LoopHead {
        counter: u32,
        min: u32,
        max: u32,
        greedy: bool,
        exit: u32,
    },
    /// The end of a general loop's body: the empty check (when `start` is a register,
    /// for bodies that can match empty), then count the iteration and go to `head`.
    LoopTail {
        counter: u32,
        start: u32,
        min: u32,
        head: u32,
    },
    /// A loop over one character with no captures: as many as possible (up to `max`),
    /// giving back one at a time on backtracking.
    GreedyLoop {
        test: CharTest,
        min: u32,
        max: u32,
        back: bool,
    },
    /// The same, as few as possible, taking one more at a time on backtracking.
    LazyLoop {
        test: CharTest,
        min: u32,
        max: u32,
        back: bool,
    },
    /// Enters a positive lookaround: remember the position and the stack height.
    LookStart {
        position: u32,
        height: u32,
    },
    /// A positive lookaround's body matched: drop its backtrack entries and return to
    /// where it started.
    LookAccept {
        position: u32,
        height: u32,
    },
    /// Enters a negative lookaround: if its body fails, go on at `exit`.
    NegativeLookStart {
        height: u32,
        exit: u32,
    },
    /// A negative lookaround's body matched: drop its entries, and fail.
    NegativeLookAccept {
        height: u32,
    },
    /// The whole pattern matched.
    Match,
}

/// A compiled pattern.
#[derive(Clone, Debug)]
pub struct Program {
    pub insns: Vec<Insn>,
    pub sets: Vec<CharSet>,
    /// All registers: the captures' first.
    pub register_count: usize,
    /// Capturing groups, group 0 not counted.
    pub group_count: usize,
    /// `u` or `v`: characters are code points.
    pub unicode: bool,
}

impl Program {
    /// The capture registers (groups 0 to `group_count`).
    pub fn capture_registers(&self) -> usize {
        2 * (self.group_count + 1)
    }
}
