//! The lowering of a backtracking program to [`Masm`] calls, shared by both targets: the
//! instructions in order (instruction `pc` at its own label, which backtrack entries
//! resume at), then the out-of-line code: the steps of one-character loops, the stubs of
//! full stacks, the backtrack dispatch, the exits and the sets' bitmaps.
//!
//! Each instruction does what `interpreter.rs` does for it, reading forward with one code
//! unit a character (`super::supported`). Invariant: the position is never past the end,
//! so an assertion may read the unit at or before it after comparing it with the end or 0.
//!
//! ```text
//!   fail:    stack empty? -> exit NO_MATCH
//!            pop (T0 = code address, T1 = data)
//!            T0 == 0? -> restore: registers[T1 low] = T1 high; goto fail
//!            budget 0? -> exit OUT_OF_BUDGET; budget -= 1; multiple of 65,536? -> exit POLL
//!            position = T1 low; jump T0        (an instruction, or a loop's step)
//! ```

use dynasmrt::DynamicLabel;
use vm::runtime::regexp::backtrack::program::{Assertion, CharTest, Insn, Program, UNBOUNDED, UNSET};
use vm::runtime::regexp::classes::CharSet;

use super::{Cond, MATCH, Masm, NO_MATCH, OUT_OF_BUDGET, Operand, R};

/// A set with more ranges than this past Latin-1 is tested by a call, not inline.
const INLINE_RANGES: usize = 6;

/// How units past Latin-1 are tested against a set (16-bit strings only).
enum High {
    /// The set has none.
    Nothing,
    /// Its ranges there (clipped to the BMP, all a unit can be), compared inline.
    Ranges(Vec<(u32, u32)>),
    Call(*const CharSet),
}

struct SetPlan {
    bitmap: DynamicLabel,
    words: [u64; 4],
    high: High,
    used: bool,
}

/// A full stack met by a push of instruction `pc`, which is entered again from its start
/// with the position in `position`.
struct NeedStack {
    label: DynamicLabel,
    pc: u32,
    position: R,
    entries: u32,
}

struct Lowering<'a, M: Masm> {
    m: M,
    insns: &'a [Insn],
    wide: bool,
    labels: Vec<DynamicLabel>,
    fail: DynamicLabel,
    plans: Vec<SetPlan>,
    /// The synthetic sets' plans: `\w` (plain and with U+017F and U+212A), line
    /// terminators.
    word: usize,
    extended_word: usize,
    line_terminators: usize,
    stubs: Vec<NeedStack>,
    /// The step code of one-character loops: (pc, label).
    steps: Vec<(u32, DynamicLabel)>,
    pc: u32,
}

/// Lowers `program` (whose sets `sets` are, kept at their addresses by the caller):
/// the bytes and the offset of instruction 0.
pub(super) fn lower<M: Masm>(
    mut m: M,
    program: &Program,
    sets: &[CharSet],
    wide: bool,
) -> Result<(Vec<u8>, usize), ()> {
    m.prologue();
    let labels: Vec<DynamicLabel> = program.insns.iter().map(|_| m.new_label()).collect();
    let fail = m.new_label();
    let mut plans: Vec<SetPlan> = sets.iter().map(|set| plan(&mut m, set.ranges(), Some(set))).collect();
    let word_ranges = [(0x30, 0x39), (0x41, 0x5A), (0x5F, 0x5F), (0x61, 0x7A)];
    let mut extended_ranges = word_ranges.to_vec();
    extended_ranges.extend([(0x17F, 0x17F), (0x212A, 0x212A)]);
    let word = plans.len();
    plans.push(plan(&mut m, &word_ranges, None));
    plans.push(plan(&mut m, &extended_ranges, None));
    plans.push(plan(&mut m, &[(0x0A, 0x0A), (0x0D, 0x0D), (0x2028, 0x2029)], None));
    let mut lowering = Lowering {
        m,
        insns: &program.insns,
        wide,
        labels,
        fail,
        plans,
        word,
        extended_word: word + 1,
        line_terminators: word + 2,
        stubs: Vec::new(),
        steps: Vec::new(),
        pc: 0,
    };
    for pc in 0..program.insns.len() {
        lowering.pc = pc as u32;
        lowering.m.bind(lowering.labels[pc]);
        lowering.instruction(&program.insns[pc]);
    }
    lowering.out_of_line();
    let start = lowering.m.label_offset(lowering.labels[0]).ok_or(())?;
    let bytes = lowering.m.finish().map_err(|_| ())?;
    Ok((bytes, start))
}

/// The plan of a set of `ranges`; `set` is called for a large one.
fn plan<M: Masm>(m: &mut M, ranges: &[(u32, u32)], set: Option<&CharSet>) -> SetPlan {
    let mut words = [0u64; 4];
    let mut high = Vec::new();
    for &(low, top) in ranges {
        for c in low..=top.min(255) {
            words[(c / 64) as usize] |= 1 << (c % 64);
        }
        if top >= 256 && low <= 0xFFFF {
            high.push((low.max(256), top.min(0xFFFF)));
        }
    }
    let high = match set {
        _ if high.is_empty() => High::Nothing,
        Some(set) if high.len() > INLINE_RANGES => High::Call(set),
        _ => High::Ranges(high),
    };
    SetPlan { bitmap: m.new_label(), words, high, used: false }
}

/// The code unit a forward match of `insns` must begin with, when the first says so:
/// where a greedy loop gives back to (`interpreter.rs`, `first_unit_after`).
fn first_unit_after(insns: &[Insn]) -> Option<u32> {
    match insns.first()? {
        Insn::Consume { test: CharTest::Char(c), back: false } if *c <= 0xFFFF => Some(*c),
        Insn::Units { units, back: false } => units.first().map(|&unit| u32::from(unit)),
        _ => None,
    }
}

impl<M: Masm> Lowering<'_, M> {
    fn label(&mut self) -> DynamicLabel {
        self.m.new_label()
    }

    fn next(&self) -> DynamicLabel {
        self.labels[self.pc as usize + 1]
    }

    /// Jumps to a stub that returns `NEED_STACK` unless `entries` entries are free.
    fn room(&mut self, entries: u32, position: R) {
        let label = self.label();
        self.stubs.push(NeedStack { label, pc: self.pc, position, entries });
        self.m.branch_no_room(entries, label);
    }

    fn instruction(&mut self, insn: &Insn) {
        let fail = self.fail;
        match insn {
            Insn::Consume { test, back: _ } => {
                self.m.branch(Cond::Hs, R::Pos, Operand::R(R::End), fail);
                self.m.load_unit(R::T0, R::Pos, 0);
                self.test(test, fail);
                self.m.add(R::Pos, Operand::Imm(1));
            }
            Insn::Units { units, back: _ } => {
                let length = units.len() as u32;
                self.m.mov(R::T0, Operand::R(R::Pos));
                self.m.add(R::T0, Operand::Imm(length));
                self.m.branch(Cond::Hi, R::T0, Operand::R(R::End), fail);
                for (i, &unit) in units.iter().enumerate() {
                    self.m.load_unit(R::T0, R::Pos, i as i32);
                    self.m.branch(Cond::Ne, R::T0, Operand::Imm(u32::from(unit)), fail);
                }
                self.m.add(R::Pos, Operand::Imm(length));
            }
            Insn::Assert(assertion) => self.assert(*assertion),
            Insn::BackReference { groups, .. } => self.back_reference(groups),
            Insn::Jump(to) => {
                if *to != self.pc + 1 {
                    self.m.jump(self.labels[*to as usize]);
                }
            }
            Insn::Fork { retry } => {
                self.room(1, R::Pos);
                self.m.push_entry(Some(self.labels[*retry as usize]), Operand::R(R::Pos), Operand::Imm(0));
            }
            Insn::ForkJump { to } => {
                self.room(1, R::Pos);
                self.m.push_entry(Some(self.next()), Operand::R(R::Pos), Operand::Imm(0));
                self.m.jump(self.labels[*to as usize]);
            }
            Insn::SavePosition { register } => self.set_register(*register, Operand::R(R::Pos)),
            Insn::Clear { from, to } => {
                // Idempotent: entered again after a full stack, the registers already
                // cleared push nothing.
                for register in *from..*to {
                    self.set_register(register, Operand::Imm(UNSET));
                }
            }
            Insn::Preserve { from, to } => {
                if to > from {
                    self.room(to - from, R::Pos);
                }
                for register in *from..*to {
                    self.m.load_register(R::T0, register);
                    self.m.push_entry(None, Operand::Imm(register), Operand::R(R::T0));
                }
            }
            Insn::CheckProgress { register } => {
                self.m.load_register(R::T0, *register);
                self.m.branch(Cond::Eq, R::Pos, Operand::R(R::T0), fail);
            }
            Insn::LoopInit { counter } => self.set_register(*counter, Operand::Imm(0)),
            Insn::LoopHead { counter, min, max, greedy, exit } => {
                let exit = self.labels[*exit as usize];
                self.m.load_register(R::T0, *counter);
                self.m.branch(Cond::Lo, R::T0, Operand::Imm(*min), self.next());
                if *max != UNBOUNDED {
                    self.m.branch(Cond::Hs, R::T0, Operand::Imm(*max), exit);
                }
                self.room(1, R::Pos);
                let (retry, go) = if *greedy { (exit, self.next()) } else { (self.next(), exit) };
                self.m.push_entry(Some(retry), Operand::R(R::Pos), Operand::Imm(0));
                self.m.jump(go);
            }
            Insn::LoopTail { counter, start, min, head } => {
                self.m.load_register(R::T0, *counter);
                if *start != UNSET {
                    let counts = self.label();
                    self.m.branch(Cond::Lo, R::T0, Operand::Imm(*min), counts);
                    self.m.load_register(R::T1, *start);
                    self.m.branch(Cond::Eq, R::Pos, Operand::R(R::T1), fail);
                    self.m.bind(counts);
                }
                self.room(1, R::Pos);
                self.m.push_entry(None, Operand::Imm(*counter), Operand::R(R::T0));
                self.m.add(R::T0, Operand::Imm(1));
                self.m.store_register(*counter, Operand::R(R::T0));
                self.m.jump(self.labels[*head as usize]);
            }
            Insn::GreedyLoop { test, min, max, back: _ } => self.greedy_loop(test, *min, *max),
            Insn::LazyLoop { test, min, max, back: _ } => self.lazy_loop(test, *min, *max),
            Insn::LookStart { position, height } => {
                self.m.store_register(*position, Operand::R(R::Pos));
                self.m.stack_height(R::T0);
                self.m.store_register(*height, Operand::R(R::T0));
            }
            Insn::LookAccept { position, height } => {
                self.m.load_register(R::T0, *height);
                self.truncate_stack();
                self.m.load_register(R::Pos, *position);
                // Never taken (the register holds a position): keeps the invariant.
                self.m.branch(Cond::Hi, R::Pos, Operand::R(R::End), fail);
            }
            Insn::NegativeLookStart { height, exit } => {
                self.room(1, R::Pos);
                self.m.push_entry(Some(self.labels[*exit as usize]), Operand::R(R::Pos), Operand::Imm(0));
                self.m.stack_height(R::T0);
                self.m.store_register(*height, Operand::R(R::T0));
            }
            Insn::NegativeLookAccept { height } => {
                self.m.load_register(R::T0, *height);
                self.m.sub(R::T0, Operand::Imm(1));
                self.truncate_stack();
                self.m.jump(fail);
            }
            Insn::Match => self.m.exit(MATCH, false),
        }
    }

    /// Cuts the stack back to T0 entries when it has more (`Vec::truncate`).
    fn truncate_stack(&mut self) {
        let keep = self.label();
        self.m.stack_height(R::T4);
        self.m.branch(Cond::Hs, R::T0, Operand::R(R::T4), keep);
        self.m.truncate_stack(R::T0);
        self.m.bind(keep);
    }

    /// Sets a register, pushing its old value when it changes (`Machine::set`).
    fn set_register(&mut self, register: u32, value: Operand) {
        let done = self.label();
        self.m.load_register(R::T0, register);
        match value {
            Operand::R(r) => self.m.branch(Cond::Eq, R::T0, Operand::R(r), done),
            Operand::Imm(imm) => self.m.branch(Cond::Eq, R::T0, Operand::Imm(imm), done),
        }
        self.room(1, R::Pos);
        self.m.push_entry(None, Operand::Imm(register), Operand::R(R::T0));
        self.m.store_register(register, value);
        self.m.bind(done);
    }

    /// Jumps to `miss` unless the unit in T0 passes `test`. Clobbers T0 and T4.
    fn test(&mut self, test: &CharTest, miss: DynamicLabel) {
        match test {
            CharTest::Char(c) => self.m.branch(Cond::Ne, R::T0, Operand::Imm(*c), miss),
            CharTest::Set(set) => self.set(*set as usize, miss),
            CharTest::Any => {}
        }
    }

    /// Jumps to `miss` unless the unit in T0 is in the set of plan `index`.
    fn set(&mut self, index: usize, miss: DynamicLabel) {
        self.plans[index].used = true;
        let bitmap = self.plans[index].bitmap;
        if !self.wide {
            self.m.branch_not_in_bitmap(R::T0, bitmap, miss);
            return;
        }
        let (high, done) = (self.label(), self.label());
        self.m.branch(Cond::Hi, R::T0, Operand::Imm(255), high);
        self.m.branch_not_in_bitmap(R::T0, bitmap, miss);
        self.m.jump(done);
        self.m.bind(high);
        match &self.plans[index].high {
            High::Nothing => self.m.jump(miss),
            High::Ranges(ranges) => {
                // Sorted and disjoint: a unit below a range is in none of the rest.
                for &(low, top) in &ranges.clone() {
                    self.m.branch(Cond::Lo, R::T0, Operand::Imm(low), miss);
                    self.m.branch(Cond::Ls, R::T0, Operand::Imm(top), done);
                }
                self.m.jump(miss);
            }
            High::Call(set) => {
                let set = *set;
                self.m.call_set_contains(set);
                self.m.branch(Cond::Eq, R::T0, Operand::Imm(0), miss);
            }
        }
        self.m.bind(done);
    }

    fn assert(&mut self, assertion: Assertion) {
        let fail = self.fail;
        let ok = self.label();
        match assertion {
            Assertion::Start { multiline } => {
                self.m.branch(Cond::Eq, R::Pos, Operand::Imm(0), ok);
                if multiline {
                    self.m.load_unit(R::T0, R::Pos, -1);
                    self.set(self.line_terminators, fail);
                } else {
                    self.m.jump(fail);
                }
            }
            Assertion::End { multiline } => {
                self.m.branch(Cond::Eq, R::Pos, Operand::R(R::End), ok);
                if multiline {
                    self.m.load_unit(R::T0, R::Pos, 0);
                    self.set(self.line_terminators, fail);
                } else {
                    self.m.jump(fail);
                }
            }
            Assertion::WordBoundary { negated, extended } => {
                let word = if extended { self.extended_word } else { self.word };
                let (before, after) = (self.label(), self.label());
                self.m.mov(R::T1, Operand::Imm(0));
                self.m.branch(Cond::Eq, R::Pos, Operand::Imm(0), before);
                self.m.load_unit(R::T0, R::Pos, -1);
                self.set(word, before);
                self.m.mov(R::T1, Operand::Imm(1));
                self.m.bind(before);
                self.m.mov(R::T2, Operand::Imm(0));
                self.m.branch(Cond::Hs, R::Pos, Operand::R(R::End), after);
                self.m.load_unit(R::T0, R::Pos, 0);
                self.set(word, after);
                self.m.mov(R::T2, Operand::Imm(1));
                self.m.bind(after);
                // A boundary: the two sides differ.
                let cond = if negated { Cond::Ne } else { Cond::Eq };
                self.m.branch(cond, R::T1, Operand::R(R::T2), fail);
            }
        }
        self.m.bind(ok);
    }

    /// 22.2.2.7.2 BackreferenceMatcher, forward, comparing units.
    fn back_reference(&mut self, groups: &[u32]) {
        let fail = self.fail;
        let (found, done, compare, matched) = (self.label(), self.label(), self.label(), self.label());
        for &group in groups {
            let next = self.label();
            self.m.load_register(R::T1, 2 * group);
            self.m.branch(Cond::Eq, R::T1, Operand::Imm(UNSET), next);
            self.m.load_register(R::T2, 2 * group + 1);
            self.m.branch(Cond::Eq, R::T2, Operand::Imm(UNSET), next);
            self.m.jump(found);
            self.m.bind(next);
        }
        // No group took part: the empty string.
        self.m.jump(done);
        self.m.bind(found);
        // T1 = the capture's start, T2 its length, T3 where it is compared.
        self.m.branch(Cond::Hi, R::T1, Operand::R(R::T2), fail);
        self.m.sub(R::T2, Operand::R(R::T1));
        self.m.mov(R::T3, Operand::R(R::Pos));
        self.m.add(R::T3, Operand::R(R::T2));
        self.m.branch(Cond::Hi, R::T3, Operand::R(R::End), fail);
        self.m.mov(R::T3, Operand::R(R::Pos));
        self.m.bind(compare);
        self.m.branch(Cond::Eq, R::T2, Operand::Imm(0), matched);
        self.m.load_unit(R::T0, R::T1, 0);
        self.m.load_unit(R::T4, R::T3, 0);
        self.m.branch(Cond::Ne, R::T0, Operand::R(R::T4), fail);
        self.m.add(R::T1, Operand::Imm(1));
        self.m.add(R::T3, Operand::Imm(1));
        self.m.sub(R::T2, Operand::Imm(1));
        self.m.jump(compare);
        self.m.bind(matched);
        self.m.mov(R::Pos, Operand::R(R::T3));
        self.m.bind(done);
    }

    /// `scan_units`, then the step entry when it took more than `min`. T3 keeps the
    /// position the instruction started at, T2 where the scan stops.
    fn greedy_loop(&mut self, test: &CharTest, min: u32, max: u32) {
        let fail = self.fail;
        self.m.mov(R::T3, Operand::R(R::Pos));
        self.m.mov(R::T2, Operand::R(R::End));
        if max != UNBOUNDED {
            let within = self.label();
            self.m.mov(R::T2, Operand::R(R::Pos));
            self.m.add(R::T2, Operand::Imm(max));
            self.m.branch(Cond::Ls, R::T2, Operand::R(R::End), within);
            self.m.mov(R::T2, Operand::R(R::End));
            self.m.bind(within);
        }
        if *test == CharTest::Any {
            self.m.mov(R::Pos, Operand::R(R::T2));
        } else {
            let (scan, done) = (self.label(), self.label());
            self.m.bind(scan);
            self.m.branch(Cond::Hs, R::Pos, Operand::R(R::T2), done);
            self.m.load_unit(R::T0, R::Pos, 0);
            self.test(test, done);
            self.m.add(R::Pos, Operand::Imm(1));
            self.m.jump(scan);
            self.m.bind(done);
        }
        // T0 = the limit: where the minimum was reached.
        self.m.mov(R::T0, Operand::R(R::T3));
        self.m.add(R::T0, Operand::Imm(min));
        self.m.branch(Cond::Lo, R::Pos, Operand::R(R::T0), fail);
        self.m.branch(Cond::Eq, R::Pos, Operand::R(R::T0), self.next());
        self.room(1, R::T3);
        let step = self.label();
        self.steps.push((self.pc, step));
        self.m.push_entry(Some(step), Operand::R(R::Pos), Operand::R(R::T0));
    }

    /// A greedy loop's step (`Frame::GreedyStep`), entered from the dispatch with the
    /// position and the limit in T1's high half: give back one unit, or straight back to
    /// the next place where what follows can begin.
    fn greedy_step(&mut self, step: DynamicLabel) {
        let (fail, next) = (self.fail, self.next());
        self.m.bind(step);
        self.m.high_half(R::T1);
        self.m.sub(R::Pos, Operand::Imm(1));
        if let Some(first) = first_unit_after(&self.insns[self.pc as usize + 1..]) {
            let (look, found) = (self.label(), self.label());
            self.m.bind(look);
            self.m.load_unit(R::T0, R::Pos, 0);
            self.m.branch(Cond::Eq, R::T0, Operand::Imm(first), found);
            self.m.branch(Cond::Ls, R::Pos, Operand::R(R::T1), fail);
            self.m.sub(R::Pos, Operand::Imm(1));
            self.m.jump(look);
            self.m.bind(found);
        }
        self.m.branch(Cond::Eq, R::Pos, Operand::R(R::T1), next);
        // The entry popped leaves room for this one.
        self.m.push_entry(Some(step), Operand::R(R::Pos), Operand::R(R::T1));
        self.m.jump(next);
    }

    /// The first `min` characters, then the step entry when it may take more.
    fn lazy_loop(&mut self, test: &CharTest, min: u32, max: u32) {
        let fail = self.fail;
        self.m.mov(R::T3, Operand::R(R::Pos));
        if min > 0 {
            let again = self.label();
            self.m.mov(R::T2, Operand::Imm(min));
            self.m.bind(again);
            self.m.branch(Cond::Hs, R::Pos, Operand::R(R::End), fail);
            self.m.load_unit(R::T0, R::Pos, 0);
            self.test(test, fail);
            self.m.add(R::Pos, Operand::Imm(1));
            self.m.sub(R::T2, Operand::Imm(1));
            self.m.branch(Cond::Ne, R::T2, Operand::Imm(0), again);
        }
        if min < max {
            self.room(1, R::T3);
            let step = self.label();
            self.steps.push((self.pc, step));
            self.m.push_entry(Some(step), Operand::R(R::Pos), Operand::Imm(min));
        }
    }

    /// A lazy loop's step (`Frame::LazyStep`): one more character, the count in T1's
    /// high half.
    fn lazy_step(&mut self, step: DynamicLabel, test: &CharTest, max: u32) {
        let (fail, next) = (self.fail, self.next());
        self.m.bind(step);
        self.m.high_half(R::T1);
        self.m.branch(Cond::Hs, R::Pos, Operand::R(R::End), fail);
        self.m.load_unit(R::T0, R::Pos, 0);
        self.test(test, fail);
        self.m.add(R::Pos, Operand::Imm(1));
        self.m.add(R::T1, Operand::Imm(1));
        self.m.branch(Cond::Hs, R::T1, Operand::Imm(max), next);
        // The entry popped leaves room for this one.
        self.m.push_entry(Some(step), Operand::R(R::Pos), Operand::R(R::T1));
        self.m.jump(next);
    }

    fn out_of_line(&mut self) {
        for (pc, step) in std::mem::take(&mut self.steps) {
            self.pc = pc;
            match &self.insns[pc as usize] {
                Insn::GreedyLoop { .. } => self.greedy_step(step),
                Insn::LazyLoop { test, max, .. } => {
                    let test = test.clone();
                    self.lazy_step(step, &test, *max);
                }
                _ => unreachable!("steps are made by one-character loops"),
            }
        }
        for stub in std::mem::take(&mut self.stubs) {
            self.m.bind(stub.label);
            self.m.exit_need_stack(self.labels[stub.pc as usize], stub.position, stub.entries);
        }
        let (restore, no_match, out_of_budget, poll) = (self.label(), self.label(), self.label(), self.label());
        self.m.bind(self.fail);
        self.m.branch_stack_empty(no_match);
        self.m.pop_entry();
        self.m.branch(Cond::Eq, R::T0, Operand::Imm(0), restore);
        self.m.spend_backtrack(out_of_budget, poll);
        self.m.resume();
        self.m.bind(restore);
        self.m.low_half(R::T2, R::T1);
        self.m.high_half(R::T1);
        self.m.store_register_at(R::T2, R::T1);
        self.m.jump(self.fail);
        self.m.bind(no_match);
        self.m.exit(NO_MATCH, false);
        self.m.bind(out_of_budget);
        self.m.exit(OUT_OF_BUDGET, true);
        self.m.bind(poll);
        self.m.exit_poll();
        for plan in &self.plans {
            if plan.used {
                self.m.bitmap(plan.bitmap, plan.words);
            }
        }
    }
}
