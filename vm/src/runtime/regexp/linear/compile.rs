//! The pattern's tree to the linear engine's NFA program (the shapes are drawn in the
//! module's doc). Characters, classes and `.` are lowered with their own flags to one
//! character set each; `\b` keeps the word characters its flags give.

use std::collections::HashMap;

use super::LinearProgram;
use crate::runtime::regexp::charset::{MAX_CODE_POINT, Ranges};
use crate::runtime::regexp::classes::{self, CharSet};
use crate::runtime::regexp::pattern::ast::{AssertionKind, Node, Pattern};

/// The largest program the compiler makes (bounded repetition copies its body).
pub const MAX_INSTRUCTIONS: usize = 20_000;

/// The native stack the compiler's recursion over the tree leaves free; a tree nested so
/// deep that less would be left is not compiled (the parser bounds nesting the same way).
const STACK_MARGIN: usize = 64 << 10;

/// One instruction. Targets are instruction indices.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Inst {
    /// Consume the character `c`.
    Char(u32),
    /// Consume a character of `sets[index]`.
    Set(u32),
    /// Consume any character.
    Any,
    /// Test a zero-width assertion.
    Assert(Assertion),
    /// Continue at the first target; a thread of lower priority continues at the second.
    Split(u32, u32),
    Jump(u32),
    /// Write the current position to a capture slot.
    Save(u32),
    /// Unset the capture slots `from..to` (a quantified body's groups, per iteration).
    Clear(u32, u32),
    /// Start an iteration that must consume: clear the thread's consumed bit.
    BeginLoop,
    /// End such an iteration: a thread that consumed nothing since `BeginLoop` dies.
    EndLoop,
    /// The match is complete.
    Accept,
}

impl Inst {
    /// Whether a thread waits at this instruction for the next character (or, for
    /// `Accept`, to be recorded in priority order).
    pub(super) fn is_listed(self) -> bool {
        matches!(self, Inst::Char(_) | Inst::Set(_) | Inst::Any | Inst::Accept)
    }
}

/// The zero-width assertions (22.2.2.6), with the flags of their node applied.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Assertion {
    /// `^`
    Start,
    /// `^` under `m`
    StartOfLine,
    /// `$`
    End,
    /// `$` under `m`
    EndOfLine,
    /// `\b`, with the word characters `sets[index]`.
    WordBoundary(u32),
    /// `\B`, likewise.
    NotWordBoundary(u32),
}

/// The program doesn't fit in [`MAX_INSTRUCTIONS`], or has a construct the engine lacks, or
/// the tree is too deep for the native stack left.
pub(super) struct Ineligible;

fn enough_stack() -> Result<(), Ineligible> {
    match stacker::remaining_stack() {
        Some(left) if left < STACK_MARGIN => Err(Ineligible),
        _ => Ok(()),
    }
}

/// Whether [`compile`] makes a program of `pattern`, told without making it (in time
/// linear in the tree).
pub(super) fn eligible(pattern: &Pattern) -> bool {
    measure(&pattern.body).is_ok_and(|measure| measure.size < MAX_INSTRUCTIONS)
}

/// What the compiler needs to know of a subtree, found in one pass over it.
#[derive(Clone, Copy, Debug)]
pub(super) struct Measure {
    /// The instructions [`Compiler::node`] emits for it (saturating).
    pub(super) size: usize,
    /// The fewest characters it matches.
    min_length: u32,
    /// Its lowest and highest group number (they are consecutive).
    groups: Option<(u32, u32)>,
}

impl Measure {
    fn leaf(size: usize, min_length: u32) -> Measure {
        Measure { size, min_length, groups: None }
    }

    fn with_groups(self, groups: Option<(u32, u32)>) -> Measure {
        let groups = match (self.groups, groups) {
            (Some((low, high)), Some((other_low, other_high))) => Some((low.min(other_low), high.max(other_high))),
            (known, None) | (None, known) => known,
        };
        Measure { groups, ..self }
    }
}

/// Measures `node`; `Ineligible` when it has a construct the engine lacks.
pub(super) fn measure(node: &Node) -> Result<Measure, Ineligible> {
    enough_stack()?;
    Ok(match node {
        Node::Empty => Measure::leaf(0, 0),
        Node::Char { .. } | Node::Dot { .. } | Node::Class { .. } => Measure::leaf(1, 1),
        Node::Assertion { .. } => Measure::leaf(1, 0),
        Node::Sequence(nodes) => nodes.iter().try_fold(Measure::leaf(0, 0), |total, node| {
            let part = measure(node)?;
            let sum =
                Measure::leaf(total.size.saturating_add(part.size), total.min_length.saturating_add(part.min_length));
            Ok(sum.with_groups(total.groups).with_groups(part.groups))
        })?,
        Node::Alternation(nodes) => {
            // A split and a jump between each two alternatives.
            let splits = 2 * nodes.len().saturating_sub(1);
            nodes.iter().try_fold(Measure::leaf(splits, u32::MAX), |total, node| {
                let part = measure(node)?;
                let sum = Measure::leaf(total.size.saturating_add(part.size), total.min_length.min(part.min_length));
                Ok(sum.with_groups(total.groups).with_groups(part.groups))
            })?
        }
        Node::Group { index: None, body } => measure(body)?,
        Node::Group { index: Some(index), body } => {
            let body = measure(body)?;
            Measure { size: body.size.saturating_add(2), ..body }.with_groups(Some((*index, *index)))
        }
        Node::Repeat { body, min, max, .. } => {
            let body = measure(body)?;
            // Each copy: CLEAR (when the body has groups) and the body; each optional one a
            // SPLIT too, and BEGIN_LOOP and END_LOOP when the body can match empty; a loop
            // ends with a JUMP.
            let copy = body.size.saturating_add(usize::from(body.groups.is_some()));
            let checks = if body.min_length == 0 { 2 } else { 0 };
            let optional = copy.saturating_add(1 + checks);
            let optional = match max {
                None => optional.saturating_add(1),
                Some(max) => optional.saturating_mul((max - min) as usize),
            };
            let size = copy.saturating_mul(*min as usize).saturating_add(optional);
            Measure { size, min_length: body.min_length.saturating_mul(*min), groups: body.groups }
        }
        Node::Lookaround { .. } | Node::BackReference { .. } => return Err(Ineligible),
    })
}

struct Compiler {
    insts: Vec<Inst>,
    keyed_by_bit: Vec<bool>,
    sets: Vec<CharSet>,
    set_indices: HashMap<Ranges, u32>,
    /// The instruction each character node lowered to: a repetition's copies share it.
    lowered: HashMap<*const Node, Inst>,
    /// How many loops with an empty check enclose the instructions being emitted.
    checked_loops: usize,
    unicode: bool,
}

pub(super) fn compile(pattern: &Pattern, unicode: bool) -> Option<LinearProgram> {
    let mut compiler = Compiler {
        insts: Vec::new(),
        keyed_by_bit: Vec::new(),
        sets: Vec::new(),
        set_indices: HashMap::new(),
        lowered: HashMap::new(),
        checked_loops: 0,
        unicode,
    };
    compiler.node(&pattern.body).ok()?;
    compiler.emit(Inst::Accept).ok()?;
    let Compiler { insts, keyed_by_bit, sets, .. } = compiler;
    debug_assert!(
        measure(&pattern.body).is_ok_and(|measure| measure.size + 1 == insts.len()),
        "measure() tells what node() emits"
    );
    let thread_capacity = insts.iter().filter(|inst| inst.is_listed()).count();
    // Each state (instruction, bit) is explored at most once per position, pushing at most
    // one frame for a split and one per slot it writes.
    let frames: usize = insts
        .iter()
        .map(|inst| match *inst {
            Inst::Clear(from, to) => 1 + (to - from) as usize,
            _ => 2,
        })
        .sum();
    Some(LinearProgram {
        insts,
        sets,
        keyed_by_bit,
        group_count: pattern.group_count(),
        unicode,
        anchored_at_start: anchored_at_start(&pattern.body),
        thread_capacity,
        stack_capacity: 2 * frames + 1,
    })
}

impl Compiler {
    fn emit(&mut self, inst: Inst) -> Result<u32, Ineligible> {
        if self.insts.len() >= MAX_INSTRUCTIONS {
            return Err(Ineligible);
        }
        let keyed = match inst {
            Inst::EndLoop => true,
            Inst::BeginLoop => false,
            _ => self.checked_loops > 0 && !inst.is_listed(),
        };
        self.insts.push(inst);
        self.keyed_by_bit.push(keyed);
        Ok((self.insts.len() - 1) as u32)
    }

    fn here(&self) -> u32 {
        self.insts.len() as u32
    }

    fn patch(&mut self, at: u32, inst: Inst) {
        self.insts[at as usize] = inst;
    }

    fn node(&mut self, node: &Node) -> Result<(), Ineligible> {
        enough_stack()?;
        match node {
            Node::Empty => {}
            Node::Char { .. } | Node::Dot { .. } | Node::Class { .. } => {
                let inst = match self.lowered.get(&(node as *const Node)) {
                    Some(&inst) => inst,
                    None => {
                        let inst = self.lower(node);
                        self.lowered.insert(node, inst);
                        inst
                    }
                };
                self.emit(inst)?;
            }
            Node::Assertion { kind, flags } => {
                let assertion = match kind {
                    AssertionKind::Start if flags.multiline => Assertion::StartOfLine,
                    AssertionKind::Start => Assertion::Start,
                    AssertionKind::End if flags.multiline => Assertion::EndOfLine,
                    AssertionKind::End => Assertion::End,
                    AssertionKind::WordBoundary | AssertionKind::NotWordBoundary => {
                        let words = self.set(classes::word_characters(flags.ignore_case, self.unicode));
                        if *kind == AssertionKind::WordBoundary {
                            Assertion::WordBoundary(words)
                        } else {
                            Assertion::NotWordBoundary(words)
                        }
                    }
                };
                self.emit(Inst::Assert(assertion))?;
            }
            Node::Sequence(nodes) => {
                for node in nodes {
                    self.node(node)?;
                }
            }
            Node::Alternation(alternatives) => self.alternation(alternatives)?,
            Node::Group { index: Some(index), body } => {
                self.emit(Inst::Save(2 * index))?;
                self.node(body)?;
                self.emit(Inst::Save(2 * index + 1))?;
            }
            Node::Group { index: None, body } => self.node(body)?,
            Node::Repeat { body, min, max, lazy } => self.repeat(body, *min, *max, *lazy)?,
            Node::Lookaround { .. } | Node::BackReference { .. } => return Err(Ineligible),
        }
        Ok(())
    }

    /// `a1|a2|…|an`: `SPLIT a1, next` before each alternative but the last, each followed
    /// by a jump to the end.
    fn alternation(&mut self, alternatives: &[Node]) -> Result<(), Ineligible> {
        let mut jumps = Vec::with_capacity(alternatives.len());
        for (i, alternative) in alternatives.iter().enumerate() {
            if i + 1 == alternatives.len() {
                self.node(alternative)?;
                break;
            }
            let split = self.emit(Inst::Split(0, 0))?;
            self.node(alternative)?;
            jumps.push(self.emit(Inst::Jump(0))?);
            let next = self.here();
            self.patch(split, Inst::Split(split + 1, next));
        }
        let end = self.here();
        for jump in jumps {
            self.patch(jump, Inst::Jump(end));
        }
        Ok(())
    }

    /// `body{min,max}` (22.2.2.3.1 RepeatMatcher): `min` mandatory copies, then either a
    /// loop or a chain of `max - min` optional copies.
    fn repeat(&mut self, body: &Node, min: u32, max: Option<u32>, lazy: bool) -> Result<(), Ineligible> {
        let measure = measure(body)?;
        let clear = measure.groups.map(|(low, high)| (2 * low, 2 * high + 2));
        // The empty check only matters for a body that can match the empty string.
        let checked = measure.min_length == 0;
        for _ in 0..min {
            self.iteration(body, clear, false)?;
        }
        let split = |first: u32, exit: u32| if lazy { Inst::Split(exit, first) } else { Inst::Split(first, exit) };
        match max {
            None => {
                let head = self.emit(Inst::Split(0, 0))?;
                self.iteration(body, clear, checked)?;
                self.emit(Inst::Jump(head))?;
                let exit = self.here();
                self.patch(head, split(head + 1, exit));
            }
            Some(max) => {
                let mut heads = Vec::new();
                for _ in min..max {
                    heads.push(self.emit(Inst::Split(0, 0))?);
                    self.iteration(body, clear, checked)?;
                }
                let exit = self.here();
                for head in heads {
                    self.patch(head, split(head + 1, exit));
                }
            }
        }
        Ok(())
    }

    /// One iteration of a quantified body: its captures cleared, and under `checked` the
    /// empty check around it.
    fn iteration(&mut self, body: &Node, clear: Option<(u32, u32)>, checked: bool) -> Result<(), Ineligible> {
        if checked {
            self.emit(Inst::BeginLoop)?;
            self.checked_loops += 1;
        }
        if let Some((from, to)) = clear {
            self.emit(Inst::Clear(from, to))?;
        }
        self.node(body)?;
        if checked {
            self.checked_loops -= 1;
            self.emit(Inst::EndLoop)?;
        }
        Ok(())
    }

    /// The instruction consuming one character of what a character, `.` or class node
    /// matches under its flags.
    fn lower(&mut self, node: &Node) -> Inst {
        let ranges = match node {
            Node::Char { value, flags } => classes::lower_char(*value, *flags, self.unicode),
            Node::Dot { flags } => classes::dot(*flags),
            Node::Class { ranges, negated, flags } => classes::lower_class(ranges, *negated, *flags, self.unicode),
            _ => unreachable!("a character node"),
        };
        let limit = if self.unicode { MAX_CODE_POINT } else { 0xFFFF };
        match ranges.as_slice() {
            [(low, high)] if low == high => Inst::Char(*low),
            [(0, high)] if *high >= limit => Inst::Any,
            _ => Inst::Set(self.set(ranges)),
        }
    }

    /// The index of the set of `ranges`, made once per program.
    fn set(&mut self, ranges: Ranges) -> u32 {
        if let Some(&index) = self.set_indices.get(&ranges) {
            return index;
        }
        let index = self.sets.len() as u32;
        self.sets.push(CharSet::new(ranges.clone()));
        self.set_indices.insert(ranges, index);
        index
    }
}

/// Whether every match of `node` starts with a `^` outside multiline mode.
fn anchored_at_start(node: &Node) -> bool {
    if enough_stack().is_err() {
        return false;
    }
    match node {
        Node::Assertion { kind: AssertionKind::Start, flags } => !flags.multiline,
        Node::Sequence(nodes) => nodes.first().is_some_and(anchored_at_start),
        Node::Alternation(nodes) => nodes.iter().all(anchored_at_start),
        Node::Group { body, .. } => anchored_at_start(body),
        Node::Repeat { body, min, .. } => *min > 0 && anchored_at_start(body),
        _ => false,
    }
}
