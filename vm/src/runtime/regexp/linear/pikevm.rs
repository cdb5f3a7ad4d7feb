//! The matcher: threads in priority order, moved forward one character at a time, at most
//! one per state (see the module's doc).
//!
//! ```text
//!   position p                          position p + 1
//!   current: [t0 t1 t2 ...]  --char-->  next: [closure(t0') closure(t1') ... ]
//!            highest first                    + a new start thread, lowest (until a match)
//! ```
//!
//! The closure follows splits, saves, clears and assertions depth first, the preferred
//! branch first, with an explicit stack of frames: *explore* a state, or *restore* a slot
//! of the registers that a branch wrote, before its sibling branch runs.

use super::compile::{Assertion, Inst};
use super::{Interrupted, LinearProgram};
use crate::runtime::regexp::input::{Input, is_line_terminator};

/// A register value for "not set".
const UNSET: u32 = u32::MAX;

/// How much work (states explored and threads moved, plus one per position) runs between
/// two polls of `should_stop`.
const POLL_INTERVAL: usize = 1 << 14;

/// Threads in priority order, each an instruction and its capture slots.
struct Threads {
    pcs: Vec<u32>,
    /// `width` slots per thread, thread `i` at `i * width`.
    slots: Vec<u32>,
    width: usize,
}

impl Threads {
    fn new(capacity: usize, width: usize) -> Threads {
        Threads { pcs: Vec::with_capacity(capacity), slots: Vec::with_capacity(capacity * width), width }
    }

    fn len(&self) -> usize {
        self.pcs.len()
    }

    fn clear(&mut self) {
        self.pcs.clear();
        self.slots.clear();
    }

    fn push(&mut self, pc: u32, slots: &[u32]) {
        self.pcs.push(pc);
        self.slots.extend_from_slice(slots);
    }

    fn slots(&self, index: usize) -> &[u32] {
        &self.slots[index * self.width..(index + 1) * self.width]
    }

    fn slots_mut(&mut self, index: usize) -> &mut [u32] {
        &mut self.slots[index * self.width..(index + 1) * self.width]
    }
}

#[derive(Clone, Copy)]
enum Frame {
    Explore { pc: u32, consumed: bool },
    Restore { slot: u32, value: u32 },
}

/// What the closure needs besides the lists.
struct Closure<'p, I: Input> {
    program: &'p LinearProgram,
    input: I,
    stack: Vec<Frame>,
    /// Per state (`2 * pc + bit`): the position it was last reached at, plus one.
    visited: Vec<usize>,
    /// States explored, for the polls of `should_stop`.
    steps: usize,
}

pub(super) fn exec<I: Input>(
    program: &LinearProgram,
    input: I,
    start: usize,
    anchored: bool,
    registers: &mut [u32],
    should_stop: &mut dyn FnMut() -> bool,
) -> Result<bool, Interrupted> {
    if start > input.len() || (program.anchored_at_start && start > 0) {
        return Ok(false);
    }
    // Seeding a new thread at each position stops after the first when the pattern or the
    // caller anchors the search there.
    let anchored = anchored || program.anchored_at_start;
    let width = registers.len();
    let mut closure = Closure {
        program,
        input,
        stack: Vec::with_capacity(program.stack_capacity),
        visited: vec![0; 2 * program.insts.len()],
        steps: 0,
    };
    // The registers of a new thread.
    let mut fresh = vec![UNSET; width];
    let mut current = Threads::new(program.thread_capacity, width);
    let mut next = Threads::new(program.thread_capacity, width);
    let mut matched = false;
    let mut at = start;
    loop {
        if !matched && (at == start || !anchored) {
            fresh[0] = at as u32;
            closure.add(&mut current, 0, false, at, &mut fresh);
        }
        if current.len() == 0 && (matched || anchored) {
            break;
        }
        let character = input.next_char(at, program.unicode);
        let after = at + character.map_or(0, |(_, length)| length);
        for index in 0..current.len() {
            let pc = current.pcs[index];
            let consumes = match (program.insts[pc as usize], character) {
                (Inst::Accept, _) => {
                    // Every thread after this one has a lower priority: cut them. The ones
                    // before it have moved to `next` and may still match, and win if so.
                    registers.copy_from_slice(current.slots(index));
                    registers[1] = at as u32;
                    matched = true;
                    break;
                }
                (Inst::Char(expected), Some((c, _))) => c == expected,
                (Inst::Set(set), Some((c, _))) => program.sets[set as usize].contains(c),
                (Inst::Any, Some(_)) => true,
                _ => false,
            };
            if consumes {
                // The closure writes the thread's registers in place and puts them back.
                closure.add(&mut next, pc + 1, true, after, current.slots_mut(index));
            }
        }
        if character.is_none() {
            break;
        }
        if closure.steps + current.len() >= POLL_INTERVAL {
            if should_stop() {
                return Err(Interrupted);
            }
            closure.steps = 0;
        }
        closure.steps += current.len() + 1;
        std::mem::swap(&mut current, &mut next);
        next.clear();
        at = after;
    }
    if matched {
        // A group is set only with both ends (defensive: the program sets them in pairs).
        for pair in registers.chunks_exact_mut(2) {
            if pair[0] == UNSET || pair[1] == UNSET {
                pair.fill(UNSET);
            }
        }
    }
    Ok(matched)
}

impl<I: Input> Closure<'_, I> {
    /// Follows the thread at `pc` with `registers` at position `at` through every
    /// instruction that does not consume, adding a thread to `list` at each consuming
    /// instruction and at `Accept`, in priority order. The registers are written along the
    /// way and are as they were on return.
    fn add(&mut self, list: &mut Threads, pc: u32, consumed: bool, at: usize, registers: &mut [u32]) {
        let program = self.program;
        let stamp = at + 1;
        self.stack.push(Frame::Explore { pc, consumed });
        while let Some(frame) = self.stack.pop() {
            let (mut pc, mut consumed) = match frame {
                Frame::Explore { pc, consumed } => (pc, consumed),
                Frame::Restore { slot, value } => {
                    registers[slot as usize] = value;
                    continue;
                }
            };
            loop {
                let state = 2 * pc as usize + usize::from(consumed && program.keyed_by_bit[pc as usize]);
                if self.visited[state] == stamp {
                    break;
                }
                self.visited[state] = stamp;
                self.steps += 1;
                match program.insts[pc as usize] {
                    inst if inst.is_listed() => {
                        list.push(pc, registers);
                        break;
                    }
                    Inst::Jump(target) => pc = target,
                    Inst::Split(first, second) => {
                        self.stack.push(Frame::Explore { pc: second, consumed });
                        pc = first;
                    }
                    Inst::Save(slot) => {
                        let value = std::mem::replace(&mut registers[slot as usize], at as u32);
                        self.stack.push(Frame::Restore { slot, value });
                        pc += 1;
                    }
                    Inst::Clear(from, to) => {
                        for slot in from..to {
                            let value = std::mem::replace(&mut registers[slot as usize], UNSET);
                            if value != UNSET {
                                self.stack.push(Frame::Restore { slot, value });
                            }
                        }
                        pc += 1;
                    }
                    Inst::BeginLoop => {
                        consumed = false;
                        pc += 1;
                    }
                    Inst::EndLoop => {
                        if !consumed {
                            break;
                        }
                        pc += 1;
                    }
                    Inst::Assert(assertion) => {
                        if !self.holds(assertion, at) {
                            break;
                        }
                        pc += 1;
                    }
                    Inst::Char(_) | Inst::Set(_) | Inst::Any | Inst::Accept => unreachable!("listed"),
                }
            }
        }
    }

    /// 22.2.2.6 Assertion at position `at`.
    fn holds(&self, assertion: Assertion, at: usize) -> bool {
        let input = self.input;
        match assertion {
            Assertion::Start => at == 0,
            Assertion::StartOfLine => at == 0 || is_line_terminator(input.unit(at - 1)),
            Assertion::End => at == input.len(),
            Assertion::EndOfLine => at == input.len() || is_line_terminator(input.unit(at)),
            Assertion::WordBoundary(words) => self.word_before(words, at) != self.word_at(words, at),
            Assertion::NotWordBoundary(words) => self.word_before(words, at) == self.word_at(words, at),
        }
    }

    /// 22.2.2.9.2 IsWordChar of the character before `at`. Word characters are all in the
    /// Basic Multilingual Plane, so a code unit tells as well as a code point.
    fn word_before(&self, words: u32, at: usize) -> bool {
        at > 0 && self.program.sets[words as usize].contains(self.input.unit(at - 1))
    }

    fn word_at(&self, words: u32, at: usize) -> bool {
        at < self.input.len() && self.program.sets[words as usize].contains(self.input.unit(at))
    }
}
