//! The recorder: turns the instructions the interpreter runs, one loop iteration from the
//! loop header back to it, into trace IR.
//!
//! Before each instruction the recorder sees its operands' actual values and specialises
//! on them: an int32 operand makes an int32 operation with an overflow guard (unless the
//! site's arithmetic profile says it overflowed before), a double a double one, a branch a
//! guard on the direction it is about to take. Registers are read lazily (`SLoad`, with a
//! type guard, the first time the iteration reads one) and written only in the recorder's
//! slot map; the trace writes them back at its exits and at the end of each iteration.
//!
//! The recorder follows one frame and the calls it inlines. Anything it does not handle
//! aborts the recording with a reason ([`Abort`]); the interpreter, which ran every
//! instruction all along, simply goes on.
//!
//! The files are the interpreter's categories (`vm/src/interpreter/ops/`): a bytecode's
//! handler there and its recording here have the same file name. `instruction` below is the
//! dispatch, one line per bytecode, with no wildcard: the bytecodes not traced are listed,
//! by reason.

mod arith;
mod call;
mod compare;
mod construct;
mod control;
mod elements;
mod function;
mod iteration;
mod native;
mod object;
mod property;
mod run_for_trace;
mod scope;
mod super_access;
mod super_call;
#[cfg(test)]
mod tests;
mod value;

use std::rc::Rc;

use vm::bytecode::{CodeBlock, Instruction};
use vm::interpreter::ops::arith::Arith;
use vm::tier::RecordPoint;
use vm::{JSValue, ObjectRef};

use crate::abort::{Abort, Untraced};
use crate::backend::call_out::CallSite;
use crate::ir::{Cmp, IrBuffer, Op, Ref};
use crate::recorded::{LinkTo, Recorded, SideOf};
use crate::snapshot::{Snapshot, SnapshotId};
use call::{ArgumentRegisters, CallOperands, CallResult, InlinedFrame, PendingCall};
pub use native::Intrinsics;
use object::PendingAllocation;

/// Most IR instructions in one trace (LuaJIT's `maxrecord`).
pub const MAX_TRACE_LENGTH: usize = 4000;

/// What a recording step decided.
#[derive(Debug, PartialEq, Eq)]
pub enum Step {
    Continue,
    /// Back at the loop header: the trace is complete.
    Closed,
    Aborted(Abort),
}

pub struct Recorder {
    /// The code of the frame that entered the loop (the trace's root frame).
    pub root_code: Rc<CodeBlock>,
    pub counter: u32,
    pub head_pc: usize,
    /// The root frame's first register.
    fp: usize,
    /// The root frame's argument count (inlined frames sit past its extra arguments).
    pub root_argc: u32,
    /// The code of the frame being recorded: the root's, or an inlined callee's.
    code: Rc<CodeBlock>,
    /// The slot of the current frame's first register.
    base: u16,
    frames: Vec<InlinedFrame>,
    pending_call: Option<PendingCall>,
    /// An allocation just run: the trace allocates what it made.
    pending_allocation: Option<PendingAllocation>,
    /// A call out just made: its result is guarded to the type it came back with.
    call_result: Option<CallResult>,
    /// The value a traced `throw` threw, for the `Catch` at its handler.
    thrown: Option<Ref>,
    /// The calls out recorded, and the words of the largest call window.
    call_sites: Vec<CallSite>,
    call_window: usize,
    ir: IrBuffer,
    snapshots: Vec<Snapshot>,
    /// The IR value of each register read or written so far this iteration.
    slots: Vec<Option<Ref>>,
    /// Registers written this iteration (these go into snapshots).
    written: Vec<bool>,
    /// The snapshot of the current state, while no register changes.
    current_snapshot: Option<SnapshotId>,
    /// The pcs the previous instruction may have gone to.
    expected: [usize; 2],
    /// `$vm.inTrace`'s Rust function, whose calls the trace folds to true.
    in_trace: Option<usize>,
    /// Native functions the trace computes inline or knows to be quiet.
    intrinsics: Rc<Intrinsics>,
    /// Root-frame registers read as doubles even when they hold an int32 (an earlier
    /// recording found them turning into doubles).
    double_slots: Vec<u16>,
    /// Roots for the cells the trace embeds (structures it guards, objects it loads from).
    cells: Vec<gc::Handle>,
    inlined_any: bool,
    /// For a side trace: where it grew from.
    side: Option<SideOf>,
    /// The loops whose headers a side trace passed (each at most once), by code block and
    /// counter.
    passed_loops: Vec<(usize, u32)>,
    /// The loop header the recording ended at, to link to its trace: (counter, pc, trace).
    link: Option<(u32, usize, Option<u32>)>,
    /// For a side trace that returned into its caller (`across_frames.rs`).
    returned: Option<Returned>,
    /// A tail call of the function whose entry the tree starts at was just recorded, from
    /// its root frame (`tail_call_to_entry`): its entry links back to the tree.
    tail_called_entry: bool,
}

/// A side trace's returns into its caller's frame (and on into that one's caller), from
/// each of which on slots count from the first register of the frame returned into.
struct Returned {
    returns: crate::recorded::Returns,
    /// The most slots the trace had taken in the frames it left (the call window goes past
    /// those too).
    slots_before: usize,
}

impl Recorder {
    /// A recorder for the loop whose header (its LoopHint) is at `at.pc`, in a frame of
    /// `argc` arguments.
    pub fn new(
        code: Rc<CodeBlock>,
        counter: u32,
        at: RecordPoint,
        argc: u32,
        in_trace: Option<usize>,
        intrinsics: Rc<Intrinsics>,
        double_slots: Vec<u16>,
    ) -> Recorder {
        let mut recorder = Recorder::at(code, counter, at.pc, at, argc, in_trace, intrinsics);
        recorder.double_slots = double_slots;
        recorder.expected = [at.pc + 1; 2];
        // Every iteration starts by looking whether the host wants the code stopped; the
        // exit resumes at the LoopHint, whose own check then ends the script.
        recorder.guard(Op::GuardInterrupt {}, at.pc);
        recorder
    }

    /// A recorder for a side trace of the loop whose header is at `head_pc` (of `code`'s
    /// loop `counter`), starting at `at`, where exit `side.parent` resumed the
    /// interpreter. It ends where the root's loop begins again, to link to it.
    #[allow(clippy::too_many_arguments)]
    pub fn side(
        code: Rc<CodeBlock>,
        counter: u32,
        head_pc: usize,
        side: SideOf,
        at: RecordPoint,
        argc: u32,
        in_trace: Option<usize>,
        intrinsics: Rc<Intrinsics>,
    ) -> Recorder {
        let mut recorder = Recorder::at(code, counter, head_pc, at, argc, in_trace, intrinsics);
        recorder.side = Some(side);
        recorder
    }

    /// A recorder of loop `counter` (header at `head_pc`) about to see the instruction at
    /// `at`, with nothing recorded yet.
    fn at(
        code: Rc<CodeBlock>,
        counter: u32,
        head_pc: usize,
        at: RecordPoint,
        argc: u32,
        in_trace: Option<usize>,
        intrinsics: Rc<Intrinsics>,
    ) -> Recorder {
        let registers = code.register_count as usize;
        Recorder {
            root_code: code.clone(),
            code,
            counter,
            head_pc,
            fp: at.fp,
            root_argc: argc,
            base: 0,
            frames: Vec::new(),
            pending_call: None,
            pending_allocation: None,
            call_result: None,
            thrown: None,
            call_sites: Vec::new(),
            call_window: 0,
            ir: IrBuffer::default(),
            snapshots: Vec::new(),
            slots: vec![None; registers],
            written: vec![false; registers],
            current_snapshot: None,
            expected: [at.pc; 2],
            in_trace,
            intrinsics,
            double_slots: Vec::new(),
            cells: Vec::new(),
            inlined_any: false,
            side: None,
            passed_loops: Vec::new(),
            link: None,
            returned: None,
            tail_called_entry: false,
        }
    }

    /// For a side trace: where it grew from.
    pub fn side_of(&self) -> Option<SideOf> {
        self.side
    }

    /// Keeps `root` alive as long as the trace.
    pub fn keep_alive(&mut self, root: gc::Handle) {
        self.cells.push(root);
    }

    /// The trace recorded so far.
    pub fn ir(&self) -> &IrBuffer {
        &self.ir
    }

    /// Records the instruction at `at.pc`, about to run.
    pub fn step(&mut self, vm: &mut vm::Vm, at: RecordPoint) -> Step {
        if let Some(call) = self.pending_call.take()
            && let Err(abort) = self.enter_call(vm, call, at)
        {
            return Step::Aborted(abort);
        }
        if let Some(allocation) = self.pending_allocation.take()
            && let Err(abort) = self.allocated(vm, allocation, at)
        {
            return Step::Aborted(abort);
        }
        if self.call_result.is_some() && at.fp > self.fp + self.base as usize {
            // A function the trace calls out to runs in frames above the recorded one
            // (the interpreter pushed its frame): the trace only sees it return.
            return Step::Continue;
        }
        if at.fp != self.fp + self.base as usize || !std::ptr::eq(at.code, Rc::as_ptr(&self.code)) {
            return Step::Aborted(Abort::LeftFrame);
        }
        if !self.expected.contains(&at.pc) {
            // An exception moved to a handler, or a branch went where the recorder did
            // not predict.
            return Step::Aborted(Abort::UnexpectedPc);
        }
        if let Some(result) = self.call_result.take() {
            self.called_out(result, at);
        }
        if let Some(step) = self.at_function_entry(at.pc) {
            return step;
        }
        if (self.frames.is_empty() || self.returned.is_some())
            && let Some(step) = self.at_loop_header(at.pc)
        {
            return step;
        }
        if self.ir.len() > MAX_TRACE_LENGTH {
            return Step::Aborted(Abort::TooLong);
        }
        self.expected = [at.pc + 1; 2];
        match self.instruction(vm, at) {
            Ok(()) => Step::Continue,
            Err(abort) => Step::Aborted(abort),
        }
    }

    /// The finished trace, or why the loop cannot be traced as it is. A type-unstable loop
    /// also names the registers that came back as doubles where the trace read int32s:
    /// the next recording reads them as doubles from the start.
    /// (`liveness` is that of the root frame's code.)
    pub fn finish(self, liveness: &vm::bytecode::liveness::Liveness) -> Result<Recorded, (Abort, Vec<u16>)> {
        let writes = self.written.iter().enumerate().filter(|&(_, &written)| written);
        let writes = writes.map(|(slot, _)| (slot as u16, self.slots[slot].expect("a written register has a value")));
        let mut snapshots = self.snapshots;
        // After a return, the link may be into a frame of a call the trace inlined.
        let link_frames: Vec<_> = self.frames.iter().map(|frame| frame.snapshot).collect();
        let link = self.link.map(|(counter, head_pc, trace)| {
            // At the header, with every register written back by then.
            let snapshot = snapshots.len() as u32;
            snapshots.push(Snapshot {
                pc: head_pc as u32,
                entries: Vec::new(),
                frames: link_frames.clone(),
                throws: false,
                sunk: Vec::new(),
                stores: Vec::new(),
            });
            LinkTo { counter, head_pc, trace, base: self.base, snapshot }
        });
        // (A link in a frame the trace inlined, or after a return, is across frames.)
        let across = self.returned.is_some() || !self.frames.is_empty();
        let link_across = match self.link {
            Some((_, head_pc, _)) if across => {
                let target = Default::default();
                let across = crate::across_frames::CrossLink { frames: link_frames, pc: head_pc as u32, target };
                Some((self.code.clone(), Box::new(across)))
            }
            _ => None,
        };
        let frame_slots = self.slots.len().max(self.returned.as_ref().map_or(0, |returned| returned.slots_before));
        let returned = self.returned.map(|returned| returned.returns);
        let mut recorded = Recorded {
            loop_writes: writes.collect(),
            ir: self.ir,
            snapshots,
            phis: Vec::new(),
            code: self.root_code,
            counter: self.counter,
            head_pc: self.head_pc,
            root_argc: self.root_argc,
            cells: self.cells,
            inlines_calls: self.inlined_any,
            call_sites: self.call_sites,
            frame_slots,
            call_window: self.call_window,
            side: self.side,
            link,
            hoisted: Vec::new(),
            sunk: Vec::new(),
            returned,
            link_across,
            loop_start: None,
            preroll_writes: Vec::new(),
        };
        // (Before the loop pass too: a dead register's type may change from one iteration
        // to the next, and it would name the one it writes back in every snapshot.)
        crate::opt::dead_registers::drop_dead_registers(&mut recorded, liveness);
        // A trace that runs once through stores what it wrote before it links; a loop
        // carries it around.
        let mut recorded = if recorded.is_loop() { crate::opt::loops::close_loop(recorded)? } else { recorded };
        crate::opt::dead_registers::drop_dead_registers(&mut recorded, liveness);
        crate::opt::sink::sink_allocations(&mut recorded);
        crate::opt::sink_stores::sink_stores(&mut recorded);
        Ok(recorded)
    }

    /// At a loop header of the root frame, at `pc`: a root recording closes its loop at its
    /// own; a recording reaching a loop with a trace links to it (a side trace to any, a
    /// root recording to a loop nested in its own; after a return into the caller, to one
    /// of any frame: `across_frames.rs`). `None`: the header is recorded as an instruction
    /// (`loop_hint`).
    fn at_loop_header(&mut self, pc: usize) -> Option<Step> {
        let Instruction::LoopHint { counter } = self.code.instructions[pc] else { return None };
        if self.side.is_none() && pc == self.head_pc {
            return Some(Step::Closed);
        }
        let trace = vm::tier::compiled_trace(self.code.loop_counters[counter.0 as usize].get() as i32);
        if trace.is_none() && self.returned.is_some() && !self.frames.is_empty() {
            // A loop of a call inlined after a return, with no trace yet (it gets one
            // soon: the recording that reached it first was the caller's, which stopped
            // there): the link exits to the interpreter there until it has one, then the
            // link is connected.
            self.link = Some((counter.0, pc, None));
            return Some(Step::Closed);
        }
        let trace = trace?;
        if self.side.is_none() && !loop_nests(&self.code, self.head_pc, pc) {
            return None;
        }
        self.link = Some((counter.0, pc, Some(trace)));
        Some(Step::Closed)
    }

    /// At the entry of an inlined call (its `FunctionHint`) of a function the trace is
    /// already in: a recursive call. The recording of that function's entry trace ends
    /// there, linking to itself across the frames of the calls it is in (LuaJIT's
    /// up-recursion: the trace runs again one call deeper); any other recording links to
    /// the function's entry trace when it has one. So does a tail call of the tree's
    /// function from its root frame, which replaced that frame (`tail_call_to_entry`), in
    /// the same frame. `None`: the entry is recorded as an instruction (nothing), the call
    /// inlined as any other.
    fn at_function_entry(&mut self, pc: usize) -> Option<Step> {
        let Instruction::FunctionHint { counter } = self.code.instructions[pc] else { return None };
        let tail_called = std::mem::take(&mut self.tail_called_entry);
        let recursive = self.frames.iter().any(|frame| Rc::ptr_eq(&frame.caller_code, &self.code));
        if !recursive && !tail_called {
            return None;
        }
        let own_entry = self.side.is_none() && self.is_function_entry() && Rc::ptr_eq(&self.code, &self.root_code);
        let trace = vm::tier::compiled_trace(self.code.loop_counters[counter.0 as usize].get() as i32);
        if !own_entry && trace.is_none() {
            return None;
        }
        // (The recording's own trace is connected once installed.)
        self.link = Some((counter.0, pc, trace.filter(|_| !own_entry)));
        Some(Step::Closed)
    }

    /// Whether the tree starts at its function's entry (a `FunctionHint`) rather than at a
    /// loop header.
    pub fn is_function_entry(&self) -> bool {
        is_function_hint(&self.root_code, self.head_pc)
    }

    /// The snapshot of the state before the instruction at `pc` (of the current frame).
    fn snapshot(&mut self, pc: usize) -> SnapshotId {
        if let Some(id) = self.current_snapshot
            && self.snapshots[id.0 as usize].pc == pc as u32
        {
            return id;
        }
        let entries = (0..self.slots.len())
            .filter(|&slot| self.written[slot])
            .map(|slot| (slot as u16, self.slots[slot].expect("written")))
            .collect();
        let id = SnapshotId(self.snapshots.len() as u32);
        let frames = self.frames.iter().map(|frame| frame.snapshot).collect();
        self.snapshots.push(Snapshot {
            pc: pc as u32,
            entries,
            frames,
            throws: false,
            sunk: Vec::new(),
            stores: Vec::new(),
        });
        self.current_snapshot = Some(id);
        id
    }

    /// A snapshot of its own of the state before the instruction at `pc`, for an exit that
    /// must be told apart from the guards sharing the usual one: the end of an iteration
    /// step (a branch taken, not an assumption gone stale: `Trace::is_stale` judges
    /// snapshots), or a call out that threw (`throwing_snapshot`).
    fn branch_snapshot(&mut self, pc: usize) -> SnapshotId {
        let before = self.snapshot(pc);
        let snapshot = self.snapshots[before.0 as usize].clone();
        let id = SnapshotId(self.snapshots.len() as u32);
        self.snapshots.push(snapshot);
        id
    }

    /// The snapshot of the state before the call out at `pc`, for the exit when it threw:
    /// the interpreter throws the pending exception there.
    fn throwing_snapshot(&mut self, pc: usize) -> SnapshotId {
        let id = self.branch_snapshot(pc);
        self.snapshots[id.0 as usize].throws = true;
        id
    }

    fn guard(&mut self, op: Op, pc: usize) {
        // A branch's exit is where a side trace grows: it has a snapshot of its own, apart
        // from the assumptions checked at the same instruction (a type guard of an operand
        // read there), whose exits mean the trace is stale.
        let snapshot = if op.is_branch_guard() { self.branch_snapshot(pc) } else { self.snapshot(pc) };
        self.ir.guard(op, snapshot);
    }

    /// Records the instruction at `at.pc`. One the recorder cannot specialise (or does
    /// not compute itself at all) but the interpreter can run for the trace is called out
    /// to (`run_for_trace.rs`), with what the failed attempt recorded taken back.
    fn instruction(&mut self, vm: &vm::Vm, at: RecordPoint) -> Result<(), Abort> {
        let instruction = self.code.instructions[at.pc];
        if !vm::interpreter::run_for_trace::runs_for_trace(&instruction) {
            return self.specialised(vm, at);
        }
        let checkpoint = self.checkpoint();
        if self.specialised(vm, at).is_err() {
            self.rollback(checkpoint);
            self.run_for_trace(instruction, at);
        }
        Ok(())
    }

    /// Records the instruction at `at.pc` specialised on its operands: one line per
    /// bytecode, by category.
    fn specialised(&mut self, vm: &vm::Vm, at: RecordPoint) -> Result<(), Abort> {
        use Instruction as I;
        let r = at.registers;
        // The current frame's (`step` checked), lent by the interpreter for this step.
        let code = at.code;
        let instruction = code.instructions[at.pc];
        let untraced = |why| Err(Abort::Untraced(instruction.opcode(), why));
        match instruction {
            // value.rs
            I::Mov { dst, src } => {
                let value = self.read(src, r.get(src), at.pc);
                self.write(dst, value);
            }
            I::LoadConst { dst, constant } => self.load(dst, code.constant(constant.0)),
            I::LoadInt { dst, value } => self.load(dst, JSValue::from_i32(value)),
            I::LoadUndefined { dst } => self.load(dst, JSValue::UNDEFINED),
            I::LoadNull { dst } => self.load(dst, JSValue::NULL),
            I::LoadTrue { dst } => self.load(dst, JSValue::TRUE),
            I::LoadFalse { dst } => self.load(dst, JSValue::FALSE),
            I::LoadEmpty { dst } => self.load(dst, JSValue::EMPTY),

            // arith.rs
            I::Add { dst, lhs, rhs, profile } => self.binary(Arith::Add, dst, lhs, rhs, profile.0, at)?,
            I::Sub { dst, lhs, rhs, profile } => self.binary(Arith::Sub, dst, lhs, rhs, profile.0, at)?,
            I::Mul { dst, lhs, rhs, profile } => self.binary(Arith::Mul, dst, lhs, rhs, profile.0, at)?,
            I::Div { dst, lhs, rhs, profile } => self.binary(Arith::Div, dst, lhs, rhs, profile.0, at)?,
            I::Mod { dst, lhs, rhs, profile } => self.binary(Arith::Mod, dst, lhs, rhs, profile.0, at)?,
            I::BitAnd { dst, lhs, rhs, profile } => self.binary(Arith::BitAnd, dst, lhs, rhs, profile.0, at)?,
            I::BitOr { dst, lhs, rhs, profile } => self.binary(Arith::BitOr, dst, lhs, rhs, profile.0, at)?,
            I::BitXor { dst, lhs, rhs, profile } => self.binary(Arith::BitXor, dst, lhs, rhs, profile.0, at)?,
            I::Shl { dst, lhs, rhs, profile } => self.binary(Arith::Shl, dst, lhs, rhs, profile.0, at)?,
            I::Shr { dst, lhs, rhs, profile } => self.binary(Arith::Shr, dst, lhs, rhs, profile.0, at)?,
            I::UShr { dst, lhs, rhs, profile } => self.binary(Arith::UShr, dst, lhs, rhs, profile.0, at)?,
            I::AddInt { .. }
            | I::SubInt { .. }
            | I::BitAndInt { .. }
            | I::BitOrInt { .. }
            | I::BitXorInt { .. }
            | I::ShlInt { .. }
            | I::ShrInt { .. }
            | I::UShrInt { .. } => {
                let int = instruction.arith_int_operands().expect("an instruction with an int32 operand");
                self.arith_int(int, at)?
            }
            I::Increment { dst, src, profile } => self.increment(dst, src, 1, profile.0, at)?,
            I::Decrement { dst, src, profile } => self.increment(dst, src, -1, profile.0, at)?,
            I::Negate { dst, src, .. } => self.negate(dst, src, at)?,
            I::BitNot { dst, src } => self.bit_not(dst, src, at)?,
            I::ToNumeric { dst, src } => self.numeric(dst, src, at)?,
            I::ToPropertyKey { dst, src } => self.property_key(dst, src, at)?,

            // compare.rs
            I::Not { dst, src } => self.not(dst, src, at)?,
            I::Less { dst, lhs, rhs } => self.comparison(Cmp::Lt, dst, lhs, rhs, at)?,
            I::LessEq { dst, lhs, rhs } => self.comparison(Cmp::Le, dst, lhs, rhs, at)?,
            I::Greater { dst, lhs, rhs } => self.comparison(Cmp::Gt, dst, lhs, rhs, at)?,
            I::GreaterEq { dst, lhs, rhs } => self.comparison(Cmp::Ge, dst, lhs, rhs, at)?,
            I::StrictEqual { dst, lhs, rhs } => self.strict_equality(dst, lhs, rhs, false, at)?,
            I::StrictNotEqual { dst, lhs, rhs } => self.strict_equality(dst, lhs, rhs, true, at)?,
            I::Equal { dst, lhs, rhs } => self.loose_equality(dst, lhs, rhs, false, at)?,
            I::NotEqual { dst, lhs, rhs } => self.loose_equality(dst, lhs, rhs, true, at)?,

            // control.rs
            I::Jump { target } => self.jump(target.0 as usize),
            I::JumpIfTrue { cond, target } => self.jump_if_truthy(cond, target.0 as usize, true, at)?,
            I::JumpIfFalse { cond, target } => self.jump_if_truthy(cond, target.0 as usize, false, at)?,
            I::JumpIfNullish { src, target } => self.jump_if_nullish(src, target.0 as usize, true, at),
            I::JumpIfNotNullish { src, target } => self.jump_if_nullish(src, target.0 as usize, false, at),
            I::JumpIfUndefined { src, target } => self.jump_if_undefined(src, target.0 as usize, true, at),
            I::JumpIfNotUndefined { src, target } => self.jump_if_undefined(src, target.0 as usize, false, at),
            I::JumpIfLess { lhs, rhs, target } => {
                self.compare_branch(Cmp::Lt, lhs, rhs, true, target.0 as usize, at)?
            }
            I::JumpIfNotLess { lhs, rhs, target } => {
                self.compare_branch(Cmp::Lt, lhs, rhs, false, target.0 as usize, at)?
            }
            I::JumpIfLessEq { lhs, rhs, target } => {
                self.compare_branch(Cmp::Le, lhs, rhs, true, target.0 as usize, at)?
            }
            I::JumpIfNotLessEq { lhs, rhs, target } => {
                self.compare_branch(Cmp::Le, lhs, rhs, false, target.0 as usize, at)?
            }
            I::JumpIfGreater { lhs, rhs, target } => {
                self.compare_branch(Cmp::Gt, lhs, rhs, true, target.0 as usize, at)?
            }
            I::JumpIfNotGreater { lhs, rhs, target } => {
                self.compare_branch(Cmp::Gt, lhs, rhs, false, target.0 as usize, at)?
            }
            I::JumpIfGreaterEq { lhs, rhs, target } => {
                self.compare_branch(Cmp::Ge, lhs, rhs, true, target.0 as usize, at)?
            }
            I::JumpIfNotGreaterEq { lhs, rhs, target } => {
                self.compare_branch(Cmp::Ge, lhs, rhs, false, target.0 as usize, at)?
            }
            I::JumpIfStrictEqual { lhs, rhs, target } => {
                self.equality_branch(lhs, rhs, target.0 as usize, false, true, at)?
            }
            I::JumpIfStrictNotEqual { lhs, rhs, target } => {
                self.equality_branch(lhs, rhs, target.0 as usize, false, false, at)?
            }
            I::JumpIfEqual { lhs, rhs, target } => self.equality_branch(lhs, rhs, target.0 as usize, true, true, at)?,
            I::JumpIfNotEqual { lhs, rhs, target } => {
                self.equality_branch(lhs, rhs, target.0 as usize, true, false, at)?
            }
            I::LoopHint { counter } => self.loop_hint(counter.0)?,
            // The entry of an inlined call (`at_function_entry` links a recursive one).
            I::FunctionHint { .. } => {}

            // scope.rs
            I::GetScope { dst, depth, slot } => self.get_scope(dst, depth, slot, false, at)?,
            I::GetScopeChecked { dst, depth, slot, .. } => self.get_scope(dst, depth, slot, true, at)?,
            I::PutScope { depth, slot, src } => self.put_scope(depth, slot, src, false, at)?,
            I::PutScopeChecked { depth, slot, src, .. } => self.put_scope(depth, slot, src, true, at)?,
            I::CheckTdz { src, .. } => self.check_tdz(src, at),
            I::GetGlobal { dst, cache, .. } => self.get_global(dst, cache.0, vm, at)?,
            I::PutGlobal { src, cache, .. } => self.put_global(src, cache.0, vm, at)?,

            // property.rs
            I::GetById { dst, base, name, cache } => {
                self.get_by_id(vm, dst, base, code.constant(name.0), cache.0, at)?
            }
            I::PutById { base, src, cache, .. } => self.put_by_id(vm, base, src, cache.0, at)?,
            I::DefineOwnById { base, src, cache, .. } => self.define_own_by_id(vm, base, src, cache.0, at)?,

            // super_access.rs
            I::GetSuperBase { dst, function } => self.super_base(vm, dst, function, at)?,
            I::GetByIdWithThis { dst, base, name, .. } => {
                self.get_by_id_with_this(vm, dst, base, code.constant(name.0), at)?
            }

            // elements.rs
            I::GetByVal { dst, base, key, cache } => self.get_by_val(vm, dst, base, key, cache.0, at)?,
            I::In { dst, key, object } => self.has_element(dst, key, object, at)?,
            I::PutByVal { base, key, src, .. } => self.put_by_val(vm, base, key, src, at)?,
            I::DefineOwnByVal { base, key, src } => self.define_own_by_val(vm, base, key, src, at)?,

            // object.rs
            I::NewObject { dst, .. } => self.new_object(dst, at),
            I::NewArray { dst, first, count } => self.new_array(dst, first, count, at)?,

            // call.rs
            I::Call { dst, callee, .. } | I::CallWithRegisters { dst, callee, .. }
                if self.is_in_trace(r.get(callee)) =>
            {
                self.in_trace_call(dst, callee, at)
            }
            I::Call { dst, callee, first, argc, cache } => {
                self.call(vm, CallOperands::window(dst, callee, first, argc), cache, at)?
            }
            I::CallWithRegisters { dst, callee, this, a, b, c, shape, cache } => {
                let shape = vm::bytecode::CallShape(shape);
                let arguments = ArgumentRegisters::Named { registers: [a, b, c], argc: shape.argc() as u16 };
                let this = (!shape.this_undefined()).then_some(this);
                self.call(vm, CallOperands { dst, callee, this, arguments }, cache.slot(), at)?
            }
            I::Construct { dst, callee, first, argc, cache } => {
                self.construct(vm, CallOperands::window(dst, callee, first, argc), cache, at)?
            }
            I::Return { src } => self.return_from_call(vm, src, at)?,

            // construct.rs
            I::InitializeFields { constructor, this } => self.initialize_fields(vm, constructor, this, at)?,

            // function.rs
            I::CreateRest { dst, first } => self.create_rest(dst, first, at)?,
            I::ArgumentCount { dst } => self.argument_count(dst)?,
            I::GetArgument { dst, key } => self.argument(dst, key, at)?,
            I::LinkSelfHosted { .. } => return untraced(Untraced::SelfHostedLink),

            // iteration.rs
            I::RequireObjectCoercible { src } => self.require_object_coercible(src, at)?,
            I::ForOfNext { dst, iterator, .. } => self.for_of_next(vm, dst, iterator, at)?,
            I::ForInNext { dst, iterator, done } => self.for_in_next(vm, dst, iterator, done.0 as usize, at)?,

            // Not specialised: those `runs_for_trace` accepts are run by the interpreter for
            // the trace (a call out), the others abort with why.
            I::Exp { .. } => return untraced(Untraced::Exponent),
            I::LoadGlobalThis { .. } | I::TypeOfGlobal { .. } | I::NewRegExp { .. } | I::TemplateObject { .. } => {
                return untraced(Untraced::NotYet);
            }
            I::ToObject { dst, src } if ObjectRef::from_value(r.get(src)).is_some() => {
                self.object_to_object(dst, src, at)
            }
            I::TypeOf { .. } | I::ToNumber { .. } | I::ToString { .. } | I::ToObject { .. } => {
                return untraced(Untraced::Conversion);
            }
            I::InstanceOf { .. } => return untraced(Untraced::Relation),
            I::Throw { src } | I::Rethrow { src } => self.throw(src, at)?,
            I::Catch { dst } => self.catch(dst)?,
            I::ThrowError { .. } | I::ThrowConstAssignment { .. } => return untraced(Untraced::Exception),
            I::PushScope { .. } | I::PopScope {} | I::CloneScope {} | I::PushWithScope { .. } => {
                return untraced(Untraced::DynamicScope);
            }
            I::GetName { .. }
            | I::TypeOfName { .. }
            | I::PutName { .. }
            | I::InitName { .. }
            | I::CheckEvalDeclaration { .. }
            | I::DeclareName { .. }
            | I::DeleteName { .. }
            | I::GetNameWithThis { .. }
            | I::ResolveName { .. }
            | I::GetNameAt { .. }
            | I::PutNameAt { .. } => return untraced(Untraced::NameLookup),
            I::GetImport { .. } => return untraced(Untraced::ModuleBinding),
            I::InitGlobalLexical { .. } => return untraced(Untraced::Global),
            I::DefineMethod { .. }
            | I::DefineField { .. }
            | I::DefineAccessorById { .. }
            | I::DefineAccessorByVal { .. }
            | I::SetPrototypeOfLiteral { .. }
            | I::CopyDataProperties { .. } => return untraced(Untraced::ObjectLiteral),
            I::DeleteById { .. } | I::DeleteByVal { .. } => return untraced(Untraced::Delete),
            I::GetPrivate { .. }
            | I::PutPrivate { .. }
            | I::DefinePrivateField { .. }
            | I::AddPrivateMethod { .. }
            | I::HasPrivate { .. }
            | I::NewPrivateName { .. } => return untraced(Untraced::Private),
            I::ArrayAppend { .. } | I::ArrayAppendSpread { .. } | I::ArrayAppendHole { .. } => {
                return untraced(Untraced::ArraySpread);
            }
            I::CallSpread { .. } | I::TailCallSpread { .. } | I::ConstructSpread { .. } | I::SuperCallSpread { .. } => {
                return untraced(Untraced::Spread);
            }
            I::TailCall { dst, callee, first, argc, cache } => {
                self.tail_call(vm, CallOperands::window(dst, callee, first, argc), cache, at)?
            }
            I::CallEval { .. } => return untraced(Untraced::Eval),
            // super_call.rs (run for the trace when the parent is not inlined), construct.rs
            I::SuperCall { dst, function, new_target, first, argc } => {
                let call = super_call::SuperCallOperands { dst, function, new_target, first, argc };
                self.super_call(vm, call, at)?
            }
            I::BindThis { src } => self.bind_this(src, at)?,
            I::CheckThisInitialized { src } => self.this_initialized(src, true, at)?,
            I::CheckSuperNotCalled { src } => self.this_initialized(src, false, at)?,
            I::PutByIdWithThis { .. } | I::GetByValWithThis { .. } | I::PutByValWithThis { .. } => {
                return untraced(Untraced::Super);
            }
            I::NewFunction { .. }
            | I::NewClass { .. }
            | I::SetHomeObject { .. }
            | I::SetClassFieldInitializer { .. }
            | I::SetFunctionName { .. } => return untraced(Untraced::FunctionCreation),
            I::CreateArguments { .. } => return untraced(Untraced::Arguments),
            I::GetIterator { .. }
            | I::IteratorNext { .. }
            | I::IteratorComplete { .. }
            | I::IteratorValue { .. }
            | I::IteratorClose { .. }
            | I::IteratorCloseOnThrow { .. }
            | I::ForInBegin { .. }
            | I::ThrowIfNotObject { .. } => return untraced(Untraced::Iteration),
            I::NewDisposeCapability { .. }
            | I::AddDisposableResource { .. }
            | I::DisposeResources { .. }
            | I::DisposeResourcesAsync { .. } => return untraced(Untraced::Disposal),
            I::InitialYield { .. }
            | I::AsyncFunctionStart { .. }
            | I::Yield { .. }
            | I::Await { .. }
            | I::AsyncGeneratorYield { .. }
            | I::AsyncReject { .. }
            | I::AsyncResolve { .. }
            | I::ResumeThrow { .. }
            | I::JumpIfResumeReturn { .. } => return untraced(Untraced::Generator),
            I::ImportMeta { .. } | I::ImportCall { .. } => return untraced(Untraced::Module),
            // No debugger is attached: nothing to do.
            I::Debugger {} | I::Nop {} => {}
        }
        Ok(())
    }
}

/// Whether the instruction at `pc` is a function's entry (`FunctionHint`) rather than a
/// loop header: where a function's entry trace starts.
pub fn is_function_hint(code: &CodeBlock, pc: usize) -> bool {
    matches!(code.instructions[pc], Instruction::FunctionHint { .. })
}

/// Whether the loop whose header is at `inner` is nested in the one whose header is at
/// `outer`: it lies between the outer header and the outer loop's back edge (the last
/// `Jump` to its header). A loop with no such jump (a `do-while`) is not known to nest
/// anything.
fn loop_nests(code: &CodeBlock, outer: usize, inner: usize) -> bool {
    let back_edge = code
        .instructions
        .iter()
        .rposition(|instruction| matches!(instruction, Instruction::Jump { target } if target.0 as usize == outer));
    back_edge.is_some_and(|end| outer < inner && inner < end)
}
