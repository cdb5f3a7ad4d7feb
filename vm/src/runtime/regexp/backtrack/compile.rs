//! The tree of a pattern to a backtracking [`Program`] (22.2.2 Pattern Semantics, read
//! as code). The program is linear in the size of the tree: loops count with a register
//! instead of copying their body, so `a{1000000}` is a handful of instructions.
//!
//! How each node becomes code (`L:` a label, `→` a jump target):
//!
//! ```text
//!   a|b|c        Fork →L1; a; Jump →end; L1: Fork →L2; b; Jump →end; L2: c; end:
//!   (x)          SavePosition 2g; x; SavePosition 2g+1      (reversed in a lookbehind)
//!   x{m,n}       LoopInit c; head: LoopHead c,m,n →exit; SavePosition s; Clear groups;
//!                x; LoopTail c,s →head; exit:
//!   [set]*       GreedyLoop set           (one character, no captures: no register)
//!   (?=x)        Preserve groups; LookStart p,h; x; LookAccept p,h
//!   (?!x)        Preserve groups; NegativeLookStart h →exit; x; NegativeLookAccept h; exit:
//! ```

use super::program::{Assertion, CharTest, Insn, Program, UNBOUNDED, UNSET};
use crate::runtime::regexp::charset::MAX_CODE_POINT;
use crate::runtime::regexp::classes::{self, CharSet};
use crate::runtime::regexp::pattern::ast::{AssertionKind, Node, Pattern};

/// The most instructions a program may have: past it the pattern is refused (a
/// SyntaxError-like "too large"), so compiling stays bounded.
const MAX_INSNS: usize = 1 << 24;

/// Why a pattern has no program.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TooLarge;

/// Compiles `pattern`; `unicode` when the flags have `u` or `v`.
pub fn compile(pattern: &Pattern, unicode: bool) -> Result<Program, TooLarge> {
    let group_count = pattern.group_count();
    let mut compiler =
        Compiler { insns: Vec::new(), sets: Vec::new(), next_register: 2 * (group_count as u32 + 1), unicode };
    compiler.emit(Insn::SavePosition { register: 0 });
    compiler.node(&pattern.body, false)?;
    compiler.emit(Insn::SavePosition { register: 1 });
    compiler.emit(Insn::Match);
    if compiler.insns.len() > MAX_INSNS {
        return Err(TooLarge);
    }
    Ok(Program {
        insns: compiler.insns,
        sets: compiler.sets,
        register_count: compiler.next_register as usize,
        group_count,
        unicode,
    })
}

struct Compiler {
    insns: Vec<Insn>,
    sets: Vec<CharSet>,
    next_register: u32,
    unicode: bool,
}

impl Compiler {
    fn emit(&mut self, insn: Insn) -> u32 {
        self.insns.push(insn);
        (self.insns.len() - 1) as u32
    }

    fn here(&self) -> u32 {
        self.insns.len() as u32
    }

    fn register(&mut self) -> u32 {
        self.next_register += 1;
        self.next_register - 1
    }

    /// Points the jump of the instruction at `at` to `target`.
    fn patch(&mut self, at: u32, target: u32) {
        match &mut self.insns[at as usize] {
            Insn::Jump(to) | Insn::ForkJump { to } => *to = target,
            Insn::Fork { retry } => *retry = target,
            Insn::LoopHead { exit, .. } | Insn::NegativeLookStart { exit, .. } => *exit = target,
            other => unreachable!("not a jump: {other:?}"),
        }
    }

    fn node(&mut self, node: &Node, back: bool) -> Result<(), TooLarge> {
        if self.insns.len() > MAX_INSNS {
            return Err(TooLarge);
        }
        match node {
            Node::Empty => {}
            Node::Char { .. } | Node::Dot { .. } | Node::Class { .. } => {
                let test = self.char_test(node).expect("a one-character node");
                self.emit(Insn::Consume { test, back });
            }
            Node::Assertion { kind, flags } => {
                let assertion = match kind {
                    AssertionKind::Start => Assertion::Start { multiline: flags.multiline },
                    AssertionKind::End => Assertion::End { multiline: flags.multiline },
                    AssertionKind::WordBoundary | AssertionKind::NotWordBoundary => Assertion::WordBoundary {
                        negated: *kind == AssertionKind::NotWordBoundary,
                        extended: flags.ignore_case && self.unicode,
                    },
                };
                self.emit(Insn::Assert(assertion));
            }
            Node::Sequence(nodes) => self.sequence(nodes, back)?,
            Node::Alternation(alternatives) => {
                let mut to_end = Vec::new();
                for (index, alternative) in alternatives.iter().enumerate() {
                    if index + 1 == alternatives.len() {
                        self.node(alternative, back)?;
                        break;
                    }
                    let fork = self.emit(Insn::Fork { retry: 0 });
                    self.node(alternative, back)?;
                    to_end.push(self.emit(Insn::Jump(0)));
                    let next = self.here();
                    self.patch(fork, next);
                }
                let end = self.here();
                for jump in to_end {
                    self.patch(jump, end);
                }
            }
            Node::Group { index: None, body } => self.node(body, back)?,
            Node::Group { index: Some(index), body } => {
                let (start, end) = (2 * index, 2 * index + 1);
                let (first, last) = if back { (end, start) } else { (start, end) };
                self.emit(Insn::SavePosition { register: first });
                self.node(body, back)?;
                self.emit(Insn::SavePosition { register: last });
            }
            Node::Lookaround { ahead, negated, body } => self.lookaround(*ahead, *negated, body)?,
            Node::BackReference { groups, flags } => {
                self.emit(Insn::BackReference { groups: groups.clone().into(), ignore_case: flags.ignore_case, back });
            }
            Node::Repeat { body, min, max, lazy } => self.repeat(body, *min, max.unwrap_or(UNBOUNDED), !*lazy, back)?,
        }
        Ok(())
    }

    /// A sequence, with runs of literal characters joined into one `Units` (in reading
    /// order: reversed in a lookbehind).
    fn sequence(&mut self, nodes: &[Node], back: bool) -> Result<(), TooLarge> {
        let ordered: Vec<&Node> = if back { nodes.iter().rev().collect() } else { nodes.iter().collect() };
        let mut index = 0;
        while index < ordered.len() {
            let mut run: Vec<u16> = Vec::new();
            let mut end = index;
            while let Some(units) = ordered.get(end).and_then(|node| classes::exact_units(node, self.unicode)) {
                run.extend(units);
                end += 1;
            }
            if end - index >= 2 {
                if back {
                    // Each character's units were pushed in reading order; a backward
                    // run compares the text as it lies, so put the characters back.
                    run = ordered[index..end]
                        .iter()
                        .rev()
                        .flat_map(|node| classes::exact_units(node, self.unicode).expect("literal"))
                        .collect();
                }
                self.emit(Insn::Units { units: run.into(), back });
                index = end;
                continue;
            }
            self.node(ordered[index], back)?;
            index += 1;
        }
        Ok(())
    }

    /// How a one-character node tests a character, or `None` for other nodes.
    fn char_test(&mut self, node: &Node) -> Option<CharTest> {
        let ranges = match node {
            Node::Char { value, flags } => classes::lower_char(*value, *flags, self.unicode),
            Node::Dot { flags } => classes::dot(*flags),
            Node::Class { ranges, negated, flags } => classes::lower_class(ranges, *negated, *flags, self.unicode),
            _ => return None,
        };
        let limit = if self.unicode { MAX_CODE_POINT } else { 0xFFFF };
        Some(match ranges.as_slice() {
            [(0, high)] if *high >= limit => CharTest::Any,
            [(low, high)] if low == high => CharTest::Char(*low),
            _ => {
                let set = CharSet::new(ranges);
                let index = match self.sets.iter().position(|existing| *existing == set) {
                    Some(index) => index,
                    None => {
                        self.sets.push(set);
                        self.sets.len() - 1
                    }
                };
                CharTest::Set(index as u32)
            }
        })
    }

    fn lookaround(&mut self, ahead: bool, negated: bool, body: &Node) -> Result<(), TooLarge> {
        if let Some((from, to)) = capture_registers(body) {
            self.emit(Insn::Preserve { from, to });
        }
        let height = self.register();
        if negated {
            let start = self.emit(Insn::NegativeLookStart { height, exit: 0 });
            self.node(body, !ahead)?;
            self.emit(Insn::NegativeLookAccept { height });
            let exit = self.here();
            self.patch(start, exit);
        } else {
            let position = self.register();
            self.emit(Insn::LookStart { position, height });
            self.node(body, !ahead)?;
            self.emit(Insn::LookAccept { position, height });
        }
        Ok(())
    }

    fn repeat(&mut self, body: &Node, min: u32, max: u32, greedy: bool, back: bool) -> Result<(), TooLarge> {
        if max == 0 {
            return Ok(());
        }
        if let Some(test) = self.one_character(body) {
            let insn = if greedy {
                Insn::GreedyLoop { test, min, max, back }
            } else {
                Insn::LazyLoop { test, min, max, back }
            };
            self.emit(insn);
            return Ok(());
        }
        let captures = capture_registers(body);
        let start = if min_length(body) == 0 { self.register() } else { UNSET };
        let iteration = |compiler: &mut Compiler| -> Result<(), TooLarge> {
            if start != UNSET {
                compiler.emit(Insn::SavePosition { register: start });
            }
            if let Some((from, to)) = captures {
                compiler.emit(Insn::Clear { from, to });
            }
            compiler.node(body, back)
        };
        if min == 0 && max == 1 {
            // `x?`: one fork, no counter.
            let fork = self.emit(if greedy { Insn::Fork { retry: 0 } } else { Insn::ForkJump { to: 0 } });
            iteration(self)?;
            if start != UNSET {
                self.emit(Insn::CheckProgress { register: start });
            }
            let exit = self.here();
            self.patch(fork, exit);
            return Ok(());
        }
        let counter = self.register();
        self.emit(Insn::LoopInit { counter });
        let head = self.emit(Insn::LoopHead { counter, min, max, greedy, exit: 0 });
        iteration(self)?;
        self.emit(Insn::LoopTail { counter, start, min, head });
        let exit = self.here();
        self.patch(head, exit);
        Ok(())
    }

    /// The test of a body that always matches exactly one character and captures
    /// nothing (non-capturing groups looked through).
    fn one_character(&mut self, body: &Node) -> Option<CharTest> {
        match body {
            Node::Group { index: None, body } => self.one_character(body),
            Node::Sequence(nodes) if nodes.len() == 1 => self.one_character(&nodes[0]),
            _ => self.char_test(body),
        }
    }
}

/// The registers of the capturing groups inside `node`, as a range, if it has any.
fn capture_registers(node: &Node) -> Option<(u32, u32)> {
    let (mut low, mut high) = (u32::MAX, 0);
    visit_groups(node, &mut |index| {
        low = low.min(index);
        high = high.max(index);
    });
    (low != u32::MAX).then(|| (2 * low, 2 * high + 2))
}

fn visit_groups(node: &Node, found: &mut impl FnMut(u32)) {
    match node {
        Node::Group { index, body } => {
            if let Some(index) = index {
                found(*index);
            }
            visit_groups(body, found);
        }
        Node::Lookaround { body, .. } | Node::Repeat { body, .. } => visit_groups(body, found),
        Node::Sequence(nodes) | Node::Alternation(nodes) => nodes.iter().for_each(|node| visit_groups(node, found)),
        _ => {}
    }
}

/// The fewest code units a match of `node` can take.
pub fn min_length(node: &Node) -> u32 {
    match node {
        Node::Char { value, .. } => 1 + u32::from(*value > 0xFFFF),
        Node::Dot { .. } | Node::Class { .. } => 1,
        Node::Empty | Node::Assertion { .. } | Node::Lookaround { .. } | Node::BackReference { .. } => 0,
        Node::Sequence(nodes) => nodes.iter().fold(0u32, |sum, node| sum.saturating_add(min_length(node))),
        Node::Alternation(nodes) => nodes.iter().map(min_length).min().unwrap_or(0),
        Node::Group { body, .. } => min_length(body),
        Node::Repeat { body, min, .. } => min_length(body).saturating_mul(*min),
    }
}
