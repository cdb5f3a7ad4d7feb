//! Regular expressions in machine code: a hot pattern's backtracking program
//! (`vm::runtime::regexp::backtrack::program`) compiled with dynasm to a function that runs
//! it at one start position exactly as the interpreter does (`jit/DESIGN.md`, "Regular
//! expressions in machine code").
//!
//! ```text
//!   Program ──lower.rs──> Masm calls ──x64.rs / arm64.rs──> bytes ──> the regexp arena
//!                                                                        │
//!   exec.rs: run_at ──> NativeRegExp::run ──> entry(&mut Context) <──────┘
//!                         ^   │ status: match, no match, out of budget,
//!                         └───┘ need stack (grow it, go on), poll (read the interrupt word)
//! ```
//!
//! * **One lowering, two targets.** `lower.rs` turns each instruction into calls on
//!   `Masm`, a macro-assembler of a few dozen operations over named registers (`R`);
//!   `x64.rs` and `arm64.rs` implement it, one or a few instructions each.
//! * **State.** The input's base, the position, the end, the backtrack stack pointer, the
//!   registers' base and the budget are pinned to callee-saved registers; everything else
//!   is in the `Context` the entry is given, read and written back at the entry and the
//!   exits.
//! * **The backtrack stack** is the Scratch's `native_stack`, two words an entry, one entry
//!   for each of the interpreter's frames (so stack heights, which lookarounds keep in
//!   registers, are the same numbers): the code address to resume at (0 for a register
//!   to restore) and a data word, `position | extra << 32` (`extra` is a greedy loop's
//!   limit, a lazy loop's count; for a restore the register and its old value).
//! * **Resumable exits.** A push that finds the stack full returns `NEED_STACK` with the
//!   code address of its instruction and the position it started at; Rust grows the stack
//!   (or answers `StackOverflow` past `MAX_FRAMES`, where the interpreter does) and enters
//!   again there. Each instruction checks before it changes anything, or is idempotent
//!   (`Clear`), so running it again from its start is the same. Every 65,536 backtracks the
//!   code returns `POLL` with the resumption it was about to take: Rust reads the
//!   interrupt word and enters again, or stops with `Interrupted`.
//! * **Subset** ([`supported`]): programs whose characters are code units (no `u`/`v` on a
//!   16-bit string; any program on an 8-bit one), forward only, back references without
//!   case folding. The rest stays in the interpreter, per width.

// Both targets are compiled on every host, so that each host's tests assemble for both.
#[cfg_attr(not(target_arch = "aarch64"), allow(dead_code))]
mod arm64;
mod lower;
#[cfg(test)]
mod tests;
#[cfg_attr(not(target_arch = "x86_64"), allow(dead_code))]
mod x64;

use std::cell::RefCell;
use std::rc::Rc;

use dynasmrt::{DynamicLabel, DynasmError};
use vm::runtime::regexp::backtrack::interpreter::{Budget, MAX_FRAMES, Outcome, Scratch};
use vm::runtime::regexp::backtrack::program::{Insn, Program, UNSET};
use vm::runtime::regexp::classes::CharSet;
use vm::runtime::regexp::native::NativeMatcher;

use crate::code_memory::CodeMemory;

/// The regexp arena's size (address space; pages are committed as code is written).
pub const ARENA_SIZE: usize = 32 << 20;

/// The most instructions a program may have to be compiled, and the most registers.
const MAX_INSNS: usize = 20_000;
const MAX_REGISTERS: usize = 1 << 16;
/// The most bytes of machine code for one width of one program: aarch64's `adr` and
/// `b.cond` reach ±1 MB.
const MAX_CODE: usize = 1 << 20;

/// The backtrack stack's first size, in entries.
const INITIAL_ENTRIES: usize = 256;

/// What the machine code returns.
pub(crate) const MATCH: u64 = 0;
pub(crate) const NO_MATCH: u64 = 1;
pub(crate) const OUT_OF_BUDGET: u64 = 2;
/// The stack has no room for `Context::need` more entries: grow it and enter again at
/// `Context::target` with `Context::data`.
pub(crate) const NEED_STACK: u64 = 3;
/// 65,536 backtracks more: read the interrupt word, then enter again at `target`.
pub(crate) const POLL: u64 = 4;

/// What the machine code reads on entry and writes back at its exits.
#[repr(C)]
#[derive(Debug)]
pub(crate) struct Context {
    /// The address of the first code unit.
    pub input: u64,
    /// The length in code units.
    pub length: u64,
    pub registers: *mut u32,
    pub stack_base: *mut u64,
    /// One past the last entry there is room for.
    pub stack_limit: *mut u64,
    /// In and out: the first free entry.
    pub stack_top: *mut u64,
    /// In and out: backtracks left.
    pub budget: u64,
    /// In and out: the code address to go to, and the data word it is given (a position
    /// in its low half).
    pub target: u64,
    pub data: u64,
    /// Out (`NEED_STACK`): entries needed.
    pub need: u64,
}

macro_rules! field_offset {
    ($field:ident) => {
        std::mem::offset_of!(Context, $field) as i32
    };
}
pub(crate) const CX_INPUT: i32 = field_offset!(input);
pub(crate) const CX_LENGTH: i32 = field_offset!(length);
pub(crate) const CX_REGISTERS: i32 = field_offset!(registers);
pub(crate) const CX_STACK_BASE: i32 = field_offset!(stack_base);
pub(crate) const CX_STACK_LIMIT: i32 = field_offset!(stack_limit);
pub(crate) const CX_STACK_TOP: i32 = field_offset!(stack_top);
pub(crate) const CX_BUDGET: i32 = field_offset!(budget);
pub(crate) const CX_TARGET: i32 = field_offset!(target);
pub(crate) const CX_DATA: i32 = field_offset!(data);
pub(crate) const CX_NEED: i32 = field_offset!(need);
const _: () = assert!(CX_NEED == 72 && size_of::<Context>() == 80);

/// The machine code's signature.
// SAFETY: a caller passes a Context whose input, registers and stack are live and as long
// as it says (`NativeRegExp::run`, the only caller).
type Entry = unsafe extern "C" fn(*mut Context) -> u64;

/// The registers the lowering names; each target maps them to machine registers.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum R {
    /// Scratch: T0 holds the unit tested (and a popped entry's code address), T1 a popped
    /// entry's data word.
    T0,
    T1,
    T2,
    T3,
    /// Scratch, clobbered by set tests.
    T4,
    /// The position (pinned).
    Pos,
    /// The input's length (pinned).
    End,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Operand {
    R(R),
    Imm(u32),
}

/// Unsigned comparisons of 64-bit values.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Cond {
    Eq,
    Ne,
    Lo,
    Hs,
    Hi,
    Ls,
}

/// The macro-assembler the lowering emits through (`x64.rs`, `arm64.rs`). Values are 64
/// bits; registers of the program are `u32`s, zero-extended when loaded.
pub(crate) trait Masm {
    fn new_label(&mut self) -> DynamicLabel;
    fn bind(&mut self, label: DynamicLabel);
    fn jump(&mut self, label: DynamicLabel);
    /// Jumps to `label` when `a cond b`.
    fn branch(&mut self, cond: Cond, a: R, b: Operand, label: DynamicLabel);
    fn mov(&mut self, dst: R, src: Operand);
    fn add(&mut self, dst: R, n: Operand);
    fn sub(&mut self, dst: R, n: Operand);
    /// `dst >>= 32`.
    fn high_half(&mut self, dst: R);
    /// `dst = src as u32`.
    fn low_half(&mut self, dst: R, src: R);
    /// `dst = input[index + disp]`.
    fn load_unit(&mut self, dst: R, index: R, disp: i32);
    fn load_register(&mut self, dst: R, register: u32);
    fn store_register(&mut self, register: u32, src: Operand);
    /// `registers[index] = value`.
    fn store_register_at(&mut self, index: R, value: R);
    /// Pushes an entry: the code address of `resume` (0 when `None`) and
    /// `low | high << 32` (`low` is below 2^32).
    fn push_entry(&mut self, resume: Option<DynamicLabel>, low: Operand, high: Operand);
    /// Pops an entry into T0 (code address) and T1 (data).
    fn pop_entry(&mut self);
    fn branch_stack_empty(&mut self, label: DynamicLabel);
    /// Jumps to `label` when fewer than `entries` entries are free.
    fn branch_no_room(&mut self, entries: u32, label: DynamicLabel);
    /// `dst` = entries on the stack.
    fn stack_height(&mut self, dst: R);
    /// Drops the entries past `height` (nothing when there are fewer). Clobbers `height`.
    fn truncate_stack(&mut self, height: R);
    /// Counts a backtrack: to `out_of_budget` when none is left (the budget stays 0), to
    /// `poll` when the count left is a multiple of 65,536.
    fn spend_backtrack(&mut self, out_of_budget: DynamicLabel, poll: DynamicLabel);
    /// Jumps to the code address in T0 with the position set from T1's low half.
    fn resume(&mut self);
    /// Jumps to `label` when bit `unit` (below 256) of the bitmap at `bitmap` is clear.
    fn branch_not_in_bitmap(&mut self, unit: R, bitmap: DynamicLabel, label: DynamicLabel);
    /// T0 = whether `set` contains T0 (0 or 1), by a call; T1-T3 survive.
    fn call_set_contains(&mut self, set: *const CharSet);
    /// Emits the 32-byte bitmap at `label` (data).
    fn bitmap(&mut self, label: DynamicLabel, words: [u64; 4]);
    /// The entry: saves registers, loads the context, goes to its `target`.
    fn prologue(&mut self);
    /// Returns `status`, writing the stack top and budget back (`zero_budget`: as 0).
    fn exit(&mut self, status: u64, zero_budget: bool);
    /// Returns `POLL`, with the resumption in T0 and T1.
    fn exit_poll(&mut self);
    /// Returns `NEED_STACK`: enter again at `resume` with `position`.
    fn exit_need_stack(&mut self, resume: DynamicLabel, position: R, entries: u32);
    /// The offset of a bound label.
    fn label_offset(&self, label: DynamicLabel) -> Option<usize>;
    fn finish(self) -> Result<Vec<u8>, DynasmError>;
}

/// Whether machine code runs `program` on strings of this width: characters are code
/// units, every instruction reads forward, back references compare units exactly.
pub fn supported(program: &Program, wide: bool) -> bool {
    if wide && program.unicode {
        return false;
    }
    if program.insns.len() > MAX_INSNS || program.register_count > MAX_REGISTERS {
        return false;
    }
    program.insns.iter().all(|insn| match insn {
        Insn::Consume { back, .. } | Insn::Units { back, .. } => !back,
        Insn::GreedyLoop { back, .. } | Insn::LazyLoop { back, .. } => !back,
        Insn::BackReference { back, ignore_case, .. } => !back && !ignore_case,
        _ => true,
    }) && well_formed(program)
}

/// Whether every register and jump target of `program` is in range: the machine code
/// trusts them.
fn well_formed(program: &Program) -> bool {
    let registers = program.register_count as u32;
    let pcs = program.insns.len() as u32;
    let sets = program.sets.len() as u32;
    let register = |r: u32| r < registers;
    let test = |test: &vm::runtime::regexp::backtrack::program::CharTest| match test {
        vm::runtime::regexp::backtrack::program::CharTest::Set(set) => *set < sets,
        _ => true,
    };
    program.insns.iter().all(|insn| match insn {
        Insn::Consume { test: t, .. } | Insn::GreedyLoop { test: t, .. } | Insn::LazyLoop { test: t, .. } => test(t),
        Insn::BackReference { groups, .. } => groups.iter().all(|&g| register(2 * g + 1)),
        Insn::Jump(to) | Insn::ForkJump { to } | Insn::Fork { retry: to } => *to < pcs,
        Insn::SavePosition { register: r }
        | Insn::CheckProgress { register: r }
        | Insn::LoopInit { counter: r }
        | Insn::NegativeLookAccept { height: r } => register(*r),
        Insn::Clear { from, to } | Insn::Preserve { from, to } => from <= to && *to <= registers,
        Insn::LoopHead { counter, exit, .. } => register(*counter) && *exit < pcs,
        Insn::LoopTail { counter, start, head, .. } => {
            register(*counter) && (*start == UNSET || register(*start)) && *head < pcs
        }
        Insn::LookStart { position, height } | Insn::LookAccept { position, height } => {
            register(*position) && register(*height)
        }
        Insn::NegativeLookStart { height, exit } => register(*height) && *exit < pcs,
        _ => true,
    }) && program.insns.last() == Some(&Insn::Match)
}

/// The code of one width.
struct Code {
    entry: Entry,
    /// The address of instruction 0.
    start: u64,
}

/// A program in machine code, for the widths it supports.
pub struct NativeRegExp {
    latin1: Option<Code>,
    utf16: Option<Code>,
    register_count: usize,
    /// The sets the code calls `set_contains` with, by address.
    _sets: Box<[CharSet]>,
    /// Keeps the code mapped: a matcher may outlive the JIT (in the VM's regexp cache
    /// while the VM is dropped), and its code must not be unmapped under it.
    _arena: Rc<RefCell<CodeMemory>>,
}

/// Compiles `program` into `arena`; `None` when no width is supported or the code does
/// not fit.
pub fn compile(program: &Program, arena: &Rc<RefCell<CodeMemory>>) -> Option<NativeRegExp> {
    let sets: Box<[CharSet]> = program.sets.clone().into_boxed_slice();
    let code = |wide: bool| -> Option<Code> {
        if !supported(program, wide) {
            return None;
        }
        let mut memory = arena.borrow_mut();
        let base = memory.next_address();
        let (bytes, start) = assemble_native(program, &sets, wide, base).ok()?;
        if bytes.len() > MAX_CODE {
            return None;
        }
        let at = memory.write(&bytes)? as usize;
        debug_assert_eq!(at, base);
        // SAFETY: the bytes are a function of the `Entry` signature (`Masm::prologue`
        // and `Masm::exit`), assembled for this address, and stay mapped as long as the
        // arena, which the matcher holds.
        let entry: Entry = unsafe { std::mem::transmute::<usize, Entry>(at) };
        Some(Code { entry, start: (base + start) as u64 })
    };
    let latin1 = code(false);
    let utf16 = code(true);
    if latin1.is_none() && utf16.is_none() {
        return None;
    }
    Some(NativeRegExp { latin1, utf16, register_count: program.register_count, _sets: sets, _arena: arena.clone() })
}

/// Assembles `program` for this machine at `base`: the bytes and the offset of
/// instruction 0.
fn assemble_native(program: &Program, sets: &[CharSet], wide: bool, base: usize) -> Result<(Vec<u8>, usize), ()> {
    #[cfg(target_arch = "x86_64")]
    let masm = x64::X64::new(base, wide);
    #[cfg(target_arch = "aarch64")]
    let masm = arm64::Arm64::new(base, wide);
    lower::lower(masm, program, sets, wide)
}

/// Assembles `program` for either target (tests assemble both on any host).
#[cfg(test)]
pub(crate) fn assemble_for(arch: &str, program: &Program, wide: bool) -> Result<(Vec<u8>, usize), ()> {
    let sets = program.sets.clone();
    match arch {
        "x64" => lower::lower(x64::X64::new(0x10000, wide), program, &sets, wide),
        _ => lower::lower(arm64::Arm64::new(0x10000, wide), program, &sets, wide),
    }
}

/// `set_contains(set, c)`: what machine code calls for a unit past Latin-1 in a large set.
pub(crate) extern "C" fn set_contains(set: *const CharSet, c: u32) -> u32 {
    // SAFETY: `set` points into the `_sets` of the matcher whose code runs, which is alive
    // while its code runs.
    let set = unsafe { &*set };
    u32::from(set.contains(c))
}

impl NativeRegExp {
    /// Runs `code` on the `length` units at `input` from `start` (the loop around the
    /// machine code: growing the stack, polling the interrupt word).
    fn run(
        &self,
        code: &Code,
        input: u64,
        length: usize,
        start: usize,
        scratch: &mut Scratch,
        budget: &mut Budget,
    ) -> Outcome {
        scratch.registers.clear();
        scratch.registers.resize(self.register_count, UNSET);
        let stack = &mut scratch.native_stack;
        if stack.len() < 2 * INITIAL_ENTRIES {
            stack.resize(2 * INITIAL_ENTRIES, 0);
        }
        let base = stack.as_mut_ptr();
        let mut context = Context {
            input,
            length: length as u64,
            registers: scratch.registers.as_mut_ptr(),
            stack_base: base,
            stack_limit: base.wrapping_add(stack.len()),
            stack_top: base,
            budget: budget.backtracks_left,
            target: code.start,
            data: start as u64,
            need: 0,
        };
        loop {
            // SAFETY: the code reads `length` units from `input` (a live slice), the
            // registers (`register_count` of them, which the program's registers are
            // below: `well_formed`) and the stack between its base and its limit, within
            // the Vec; nothing else touches them while it runs.
            let status = unsafe { (code.entry)(&mut context) };
            budget.backtracks_left = context.budget;
            match status {
                MATCH => return Outcome::Match,
                NO_MATCH => return Outcome::NoMatch,
                OUT_OF_BUDGET => return Outcome::OutOfBudget,
                NEED_STACK => {
                    let stack = &mut scratch.native_stack;
                    let used = (context.stack_top as usize - context.stack_base as usize) / 16;
                    let need = used + context.need as usize;
                    if need > MAX_FRAMES {
                        return Outcome::StackOverflow;
                    }
                    // Doubling, within the bound.
                    let entries = need.max(stack.len() / 2 * 2).min(MAX_FRAMES);
                    stack.resize(2 * entries, 0);
                    let base = stack.as_mut_ptr();
                    context.stack_base = base;
                    context.stack_limit = base.wrapping_add(stack.len());
                    context.stack_top = base.wrapping_add(2 * used);
                }
                POLL => {
                    if budget.interrupt.is_some_and(vm::runtime::interrupt::Interrupt::is_terminating) {
                        return Outcome::Interrupted;
                    }
                }
                _ => unreachable!("a status the code never returns"),
            }
        }
    }
}

impl NativeMatcher for NativeRegExp {
    fn run_latin1(&self, input: &[u8], start: usize, scratch: &mut Scratch, budget: &mut Budget) -> Option<Outcome> {
        let code = self.latin1.as_ref()?;
        Some(self.run(code, input.as_ptr() as u64, input.len(), start, scratch, budget))
    }

    fn run_utf16(&self, input: &[u16], start: usize, scratch: &mut Scratch, budget: &mut Budget) -> Option<Outcome> {
        let code = self.utf16.as_ref()?;
        Some(self.run(code, input.as_ptr() as u64, input.len(), start, scratch, budget))
    }
}
