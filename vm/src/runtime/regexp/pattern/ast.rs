//! The tree a pattern parses to (22.2.1 Patterns), with the flags that govern each node
//! kept on the node itself: modifiers (`(?i:…)`) make `i`, `m` and `s` local, so a
//! compiler must not read them from the pattern.

/// The flags that change how a node matches, as they stand where it appears.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct NodeFlags {
    /// `i`: compare canonicalized characters.
    pub ignore_case: bool,
    /// `m`: `^` and `$` also match at line terminators.
    pub multiline: bool,
    /// `s`: `.` matches line terminators too.
    pub dot_all: bool,
}

pub use crate::runtime::regexp::charset::Ranges;

/// A parsed pattern.
#[derive(Clone, Debug, PartialEq)]
pub struct Pattern {
    pub body: Node,
    /// Capturing groups, numbered from 1; group `n`'s name is `names[n - 1]`.
    pub names: Vec<Option<String>>,
}

impl Pattern {
    /// How many capturing groups the pattern has.
    pub fn group_count(&self) -> usize {
        self.names.len()
    }
}

/// One node of the tree.
#[derive(Clone, Debug, PartialEq)]
pub enum Node {
    /// Matches the empty string.
    Empty,
    /// One character (a code point under `u`/`v`, a code unit otherwise).
    Char { value: u32, flags: NodeFlags },
    /// `.`
    Dot { flags: NodeFlags },
    /// A class, `\d`-style escape or property escape: the characters of `ranges`
    /// (inclusive, sorted, disjoint), or all others when `negated`.
    Class { ranges: Ranges, negated: bool, flags: NodeFlags },
    /// `^`, `$`, `\b`, `\B`.
    Assertion { kind: AssertionKind, flags: NodeFlags },
    /// A sequence of terms.
    Sequence(Vec<Node>),
    /// Alternatives, tried in order.
    Alternation(Vec<Node>),
    /// A group; `index` is its number when it captures.
    Group { index: Option<u32>, body: Box<Node> },
    /// `(?=…)`, `(?!…)`, `(?<=…)`, `(?<!…)`.
    Lookaround { ahead: bool, negated: bool, body: Box<Node> },
    /// `\1` or `\k<name>`: every group with that number or name (duplicate named groups in
    /// different alternatives share a name), in group order.
    BackReference { groups: Vec<u32>, flags: NodeFlags },
    /// `body{min,max}` (`max` `None`: unbounded), greedy unless `lazy`.
    Repeat { body: Box<Node>, min: u32, max: Option<u32>, lazy: bool },
}

/// The zero-width assertions other than lookarounds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AssertionKind {
    /// `^`
    Start,
    /// `$`
    End,
    /// `\b`
    WordBoundary,
    /// `\B`
    NotWordBoundary,
}
