//! Runs a [`Program`] at one start position with an explicit backtrack stack: no native
//! recursion, however deep the pattern nests or however long the input.
//!
//! The stack holds three kinds of entries: a place to resume (pc and position), an old
//! register value to restore, and the state of a one-character loop giving back or
//! taking one more character. Failing pops entries until one resumes. Each resumption is
//! a *backtrack*, and backtracks are what the [`Budget`] counts: past it the run stops,
//! and the caller decides (a linear-time rerun, or a RangeError). The stack is bounded
//! too, by [`MAX_FRAMES`].

use super::program::{Assertion, CharTest, Insn, Program, UNBOUNDED, UNSET};
use crate::runtime::interrupt::Interrupt;
use crate::runtime::regexp::input::{Input, is_lead, is_line_terminator, is_trail};
use crate::runtime::regexp::unicode::canonicalize;

/// The most backtrack entries a run may hold (16 bytes each: 64 MiB, V8's limit).
pub const MAX_FRAMES: usize = 4 << 20;

/// How the interrupt word is checked: once every this many backtracks (machine code,
/// `super::super::native`, checks at the same counts).
pub const INTERRUPT_INTERVAL: u64 = 1 << 16;

/// How a run ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// The pattern matched; the capture registers say where.
    Match,
    NoMatch,
    /// The budget of backtracks ran out.
    OutOfBudget,
    /// The backtrack stack passed [`MAX_FRAMES`].
    StackOverflow,
    /// The VM was asked to terminate.
    Interrupted,
}

/// What a search may still spend.
pub struct Budget<'a> {
    pub backtracks_left: u64,
    pub interrupt: Option<&'a Interrupt>,
}

impl Budget<'_> {
    /// Counts one backtrack: `Some` when the run must stop.
    #[inline(always)]
    fn spend(&mut self) -> Option<Outcome> {
        if self.backtracks_left == 0 {
            return Some(Outcome::OutOfBudget);
        }
        self.backtracks_left -= 1;
        if self.backtracks_left.is_multiple_of(INTERRUPT_INTERVAL)
            && self.interrupt.is_some_and(Interrupt::is_terminating)
        {
            return Some(Outcome::Interrupted);
        }
        None
    }
}

#[derive(Clone, Copy, Debug)]
enum Frame {
    /// Resume at `pc` with the position `position`.
    Retry { pc: u32, position: u32 },
    /// Put `value` back in `register`, and go on failing.
    Restore { register: u32, value: u32 },
    /// A greedy one-character loop (its pc) at `position` gives back one character,
    /// never past `limit` (where its minimum was reached).
    GreedyStep { pc: u32, position: u32, limit: u32 },
    /// A lazy one-character loop (its pc) at `position`, after `count` characters,
    /// takes one more.
    LazyStep { pc: u32, position: u32, count: u32 },
}

/// The registers and the stack of a run, kept between runs so that trying the next
/// start position allocates nothing.
#[derive(Default)]
pub struct Scratch {
    pub registers: Vec<u32>,
    stack: Vec<Frame>,
    /// The backtrack stack of a [`NativeMatcher`](crate::runtime::regexp::native::NativeMatcher),
    /// in its own format (two words an entry), kept between runs like `stack`.
    pub native_stack: Vec<u64>,
}

/// Runs `program` on `input` from `start`. On [`Outcome::Match`] the capture
/// registers of `scratch` hold the match.
pub fn run<I: Input>(program: &Program, input: I, start: usize, scratch: &mut Scratch, budget: &mut Budget) -> Outcome {
    // Only the captures need resetting: every other register (loop counters, positions,
    // stack heights) is written before it is read within a run.
    scratch.registers.resize(program.register_count, UNSET);
    scratch.registers[..program.capture_registers()].fill(UNSET);
    scratch.stack.clear();
    let mut machine = Machine { program, input, registers: &mut scratch.registers, stack: &mut scratch.stack };
    machine.run(start as u32, budget)
}

struct Machine<'a, I: Input> {
    program: &'a Program,
    input: I,
    registers: &'a mut Vec<u32>,
    stack: &'a mut Vec<Frame>,
}

/// What a fail leads to.
enum Resume {
    At { pc: u32, position: u32 },
    Stop(Outcome),
}

impl<I: Input> Machine<'_, I> {
    fn run(&mut self, start: u32, budget: &mut Budget) -> Outcome {
        let (mut pc, mut position) = (0u32, start);
        let program = self.program;
        let insns = &program.insns;
        loop {
            let ok = match &insns[pc as usize] {
                Insn::Consume { test, back } => match self.step(test, position, *back) {
                    Some(next) => {
                        position = next;
                        true
                    }
                    None => false,
                },
                Insn::Units { units, back } => match self.units(units, position, *back) {
                    Some(next) => {
                        position = next;
                        true
                    }
                    None => false,
                },
                Insn::Assert(assertion) => self.assert(*assertion, position),
                Insn::BackReference { groups, ignore_case, back } => {
                    match self.back_reference(groups, *ignore_case, *back, position) {
                        Some(next) => {
                            position = next;
                            true
                        }
                        None => false,
                    }
                }
                Insn::Jump(to) => {
                    pc = *to;
                    continue;
                }
                Insn::Fork { retry } => {
                    if !self.push(Frame::Retry { pc: *retry, position }) {
                        return Outcome::StackOverflow;
                    }
                    true
                }
                Insn::ForkJump { to } => {
                    if !self.push(Frame::Retry { pc: pc + 1, position }) {
                        return Outcome::StackOverflow;
                    }
                    pc = *to;
                    continue;
                }
                // A full stack is an overflow, never a failure: failing would go on with
                // a register whose old value was not logged.
                Insn::SavePosition { register } => {
                    if !self.set(*register, position) {
                        return Outcome::StackOverflow;
                    }
                    true
                }
                Insn::Clear { from, to } => {
                    if !(*from..*to).all(|register| self.set(register, UNSET)) {
                        return Outcome::StackOverflow;
                    }
                    true
                }
                Insn::Preserve { from, to } => {
                    let pushed = (*from..*to).all(|register| {
                        let value = self.registers[register as usize];
                        self.push(Frame::Restore { register, value })
                    });
                    if !pushed {
                        return Outcome::StackOverflow;
                    }
                    true
                }
                Insn::CheckProgress { register } => position != self.registers[*register as usize],
                Insn::LoopInit { counter } => {
                    if !self.set(*counter, 0) {
                        return Outcome::StackOverflow;
                    }
                    true
                }
                Insn::LoopHead { counter, min, max, greedy, exit } => {
                    let count = self.registers[*counter as usize];
                    if count >= *min {
                        if count >= *max {
                            pc = *exit;
                            continue;
                        }
                        let (retry, go) = if *greedy { (*exit, pc + 1) } else { (pc + 1, *exit) };
                        if !self.push(Frame::Retry { pc: retry, position }) {
                            return Outcome::StackOverflow;
                        }
                        pc = go;
                        continue;
                    }
                    true
                }
                Insn::LoopTail { counter, start, min, head } => {
                    let count = self.registers[*counter as usize];
                    if *start != UNSET && count >= *min && position == self.registers[*start as usize] {
                        false
                    } else if !self.set(*counter, count + 1) {
                        return Outcome::StackOverflow;
                    } else {
                        pc = *head;
                        continue;
                    }
                }
                Insn::GreedyLoop { test, min, max, back } => {
                    let (count, at, limit) = if !*back && self.one_unit_per_character() {
                        self.scan_units(test, position, *min, *max)
                    } else {
                        self.scan_characters(test, position, *min, *max, *back)
                    };
                    if count < *min {
                        false
                    } else {
                        if count > *min && !self.push(Frame::GreedyStep { pc, position: at, limit }) {
                            return Outcome::StackOverflow;
                        }
                        position = at;
                        true
                    }
                }
                Insn::LazyLoop { test, min, max, back } => {
                    let mut at = Some(position);
                    for _ in 0..*min {
                        at = at.and_then(|at| self.step(test, at, *back));
                    }
                    match at {
                        None => false,
                        Some(at) => {
                            if *min < *max && !self.push(Frame::LazyStep { pc, position: at, count: *min }) {
                                return Outcome::StackOverflow;
                            }
                            position = at;
                            true
                        }
                    }
                }
                Insn::LookStart { position: saved, height } => {
                    self.registers[*saved as usize] = position;
                    self.registers[*height as usize] = self.stack.len() as u32;
                    true
                }
                Insn::LookAccept { position: saved, height } => {
                    self.stack.truncate(self.registers[*height as usize] as usize);
                    position = self.registers[*saved as usize];
                    true
                }
                Insn::NegativeLookStart { height, exit } => {
                    if !self.push(Frame::Retry { pc: *exit, position }) {
                        return Outcome::StackOverflow;
                    }
                    self.registers[*height as usize] = self.stack.len() as u32;
                    true
                }
                Insn::NegativeLookAccept { height } => {
                    self.stack.truncate(self.registers[*height as usize] as usize - 1);
                    false
                }
                Insn::Match => return Outcome::Match,
            };
            if ok {
                pc += 1;
                continue;
            }
            match self.backtrack(budget) {
                Resume::At { pc: to, position: at } => {
                    pc = to;
                    position = at;
                }
                Resume::Stop(outcome) => return outcome,
            }
        }
    }

    /// Pops entries until one resumes the run.
    fn backtrack(&mut self, budget: &mut Budget) -> Resume {
        loop {
            let Some(frame) = self.stack.pop() else { return Resume::Stop(Outcome::NoMatch) };
            match frame {
                Frame::Restore { register, value } => {
                    self.registers[register as usize] = value;
                    continue;
                }
                Frame::Retry { pc, position } => {
                    if let Some(outcome) = budget.spend() {
                        return Resume::Stop(outcome);
                    }
                    return Resume::At { pc, position };
                }
                Frame::GreedyStep { pc, position, limit } => {
                    if let Some(outcome) = budget.spend() {
                        return Resume::Stop(outcome);
                    }
                    let program = self.program;
                    let Insn::GreedyLoop { back, .. } = program.insns[pc as usize] else { unreachable!() };
                    let unicode = program.unicode;
                    let mut next = if back {
                        let width = self.input.next_char(position as usize, unicode).map_or(1, |(_, w)| w) as u32;
                        (position + width).min(limit)
                    } else {
                        let width = self.input.previous_char(position as usize, unicode).map_or(1, |(_, w)| w) as u32;
                        position.saturating_sub(width).max(limit)
                    };
                    if !back && self.one_unit_per_character() {
                        // Give back straight to the next place where what follows the
                        // loop can begin (`.*foo` steps back to an `f`).
                        if let Some(first) = first_unit_after(&program.insns[pc as usize + 1..]) {
                            while next > limit && self.input.unit(next as usize) != first {
                                next -= 1;
                            }
                            if self.input.unit_or_none(next as usize) != Some(first) {
                                continue;
                            }
                        }
                    }
                    if next != limit {
                        self.stack.push(Frame::GreedyStep { pc, position: next, limit });
                    }
                    return Resume::At { pc: pc + 1, position: next };
                }
                Frame::LazyStep { pc, position, count } => {
                    if let Some(outcome) = budget.spend() {
                        return Resume::Stop(outcome);
                    }
                    let program = self.program;
                    let Insn::LazyLoop { test, max, back, .. } = &program.insns[pc as usize] else { unreachable!() };
                    let Some(next) = self.step(test, position, *back) else { continue };
                    if count + 1 < *max {
                        self.stack.push(Frame::LazyStep { pc, position: next, count: count + 1 });
                    }
                    return Resume::At { pc: pc + 1, position: next };
                }
            }
        }
    }

    /// Whether every character is one code unit: an 8-bit string, or no `u`/`v`.
    #[inline(always)]
    fn one_unit_per_character(&self) -> bool {
        !(I::WIDE && self.program.unicode)
    }

    /// A greedy loop's forward run when characters are code units: how many it takes (up
    /// to `max`), where it ends, and where it reached `min`.
    #[inline(always)]
    fn scan_units(&self, test: &CharTest, position: u32, min: u32, max: u32) -> (u32, u32, u32) {
        let start = position as usize;
        let end = if max == UNBOUNDED { self.input.len() } else { self.input.len().min(start + max as usize) };
        let input = self.input;
        let mut at = start;
        match test {
            CharTest::Char(c) => {
                while at < end && input.unit(at) == *c {
                    at += 1;
                }
            }
            CharTest::Set(set) => {
                let set = &self.program.sets[*set as usize];
                while at < end && set.contains(input.unit(at)) {
                    at += 1;
                }
            }
            CharTest::Any => at = end.max(start),
        }
        let count = (at - start) as u32;
        (count, at as u32, position + min.min(count))
    }

    /// A greedy loop's run one character at a time (pairs under `u`, or backward).
    fn scan_characters(&self, test: &CharTest, position: u32, min: u32, max: u32, back: bool) -> (u32, u32, u32) {
        let (mut count, mut at, mut limit) = (0u32, position, position);
        while count < max {
            if count == min {
                limit = at;
            }
            match self.step(test, at, back) {
                Some(next) => at = next,
                None => break,
            }
            count += 1;
        }
        if count == min {
            limit = at;
        }
        (count, at, limit)
    }

    /// Pushes an entry; false when the stack is full.
    #[inline(always)]
    fn push(&mut self, frame: Frame) -> bool {
        if self.stack.len() >= MAX_FRAMES {
            return false;
        }
        self.stack.push(frame);
        true
    }

    /// Sets a register, logging its old value for backtracking; false when the stack
    /// is full.
    #[inline(always)]
    fn set(&mut self, register: u32, value: u32) -> bool {
        let old = std::mem::replace(&mut self.registers[register as usize], value);
        old == value || self.push(Frame::Restore { register, value: old })
    }

    /// Consumes one character that passes `test`: the position after it (before it,
    /// reading backward).
    #[inline(always)]
    fn step(&self, test: &CharTest, position: u32, back: bool) -> Option<u32> {
        let unicode = self.program.unicode;
        let (c, width) = if back {
            self.input.previous_char(position as usize, unicode)?
        } else {
            self.input.next_char(position as usize, unicode)?
        };
        let passes = match test {
            CharTest::Char(expected) => c == *expected,
            CharTest::Set(set) => self.program.sets[*set as usize].contains(c),
            CharTest::Any => true,
        };
        if !passes {
            return None;
        }
        Some(if back { position - width as u32 } else { position + width as u32 })
    }

    fn units(&self, units: &[u16], position: u32, back: bool) -> Option<u32> {
        let length = units.len() as u32;
        let from = if back { position.checked_sub(length)? } else { position };
        if (from + length) as usize > self.input.len() {
            return None;
        }
        let same = units.iter().enumerate().all(|(i, &unit)| self.input.unit(from as usize + i) == u32::from(unit));
        same.then_some(if back { from } else { from + length })
    }

    fn assert(&self, assertion: Assertion, position: u32) -> bool {
        let position = position as usize;
        let input = self.input;
        match assertion {
            Assertion::Start { multiline } => {
                position == 0 || (multiline && is_line_terminator(input.unit(position - 1)))
            }
            Assertion::End { multiline } => {
                position == input.len() || (multiline && is_line_terminator(input.unit(position)))
            }
            Assertion::WordBoundary { negated, extended } => {
                let before = position > 0 && is_word(input.unit(position - 1), extended);
                let after = position < input.len() && is_word(input.unit(position), extended);
                (before != after) != negated
            }
        }
    }

    /// 22.2.2.7.2 BackreferenceMatcher: what the first set group of `groups` captured,
    /// again at the position.
    fn back_reference(&self, groups: &[u32], ignore_case: bool, back: bool, position: u32) -> Option<u32> {
        let registers = &self.registers;
        let captured = groups.iter().find_map(|&group| {
            let (start, end) = (registers[2 * group as usize], registers[2 * group as usize + 1]);
            (start != UNSET && end != UNSET).then_some((start as usize, end as usize))
        });
        let Some((start, end)) = captured else { return Some(position) };
        let length = end - start;
        let position = position as usize;
        let input = self.input;
        if !ignore_case {
            let from = if back { position.checked_sub(length)? } else { position };
            if from + length > input.len() {
                return None;
            }
            let same = (0..length).all(|i| input.unit(start + i) == input.unit(from + i));
            // Under `u`/`v` characters are code points: equal units that end (or, read
            // backward, begin) between the halves of a pair matched half a character.
            let boundary = if back { from } else { from + length };
            let splits_pair = I::WIDE
                && self.program.unicode
                && boundary > 0
                && boundary < input.len()
                && is_lead(input.unit(boundary - 1))
                && is_trail(input.unit(boundary));
            return (same && !splits_pair).then_some(boundary as u32);
        }
        let unicode = self.program.unicode;
        let (mut captured_at, mut at) = if back { (end, position) } else { (start, position) };
        loop {
            if (back && captured_at == start) || (!back && captured_at == end) {
                return Some(at as u32);
            }
            let (expected, taken) = if back {
                input.previous_char(captured_at, unicode)?
            } else {
                input.next_char(captured_at, unicode)?
            };
            let (actual, width) =
                if back { input.previous_char(at, unicode)? } else { input.next_char(at, unicode)? };
            if canonicalize(expected, unicode) != canonicalize(actual, unicode) {
                return None;
            }
            if back {
                captured_at -= taken;
                at -= width;
            } else {
                captured_at += taken;
                at += width;
            }
        }
    }
}

/// The code unit a forward match of `insns` must begin with, when the first of them
/// says so.
fn first_unit_after(insns: &[Insn]) -> Option<u32> {
    match insns.first()? {
        Insn::Consume { test: CharTest::Char(c), back: false } if *c <= 0xFFFF => Some(*c),
        Insn::Units { units, back: false } => units.first().map(|&unit| u32::from(unit)),
        _ => None,
    }
}

/// 22.2.2.9.3 IsWordChar: `[A-Za-z0-9_]`, and with `extended` (`u` or `v` with `i`)
/// U+017F and U+212A, which canonicalize into it.
fn is_word(unit: u32, extended: bool) -> bool {
    matches!(unit, 0x30..=0x39 | 0x41..=0x5A | 0x5F | 0x61..=0x7A) || (extended && (unit == 0x17F || unit == 0x212A))
}
