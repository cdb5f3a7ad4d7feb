//! A compiled trace: its IR and snapshots (kept for exits and dumps) and its machine code.

use std::cell::Cell;
use std::rc::Rc;

use vm::JSValue;
use vm::bytecode::CodeBlock;
use vm::tier::{Registers, TraceExit, TraceRun};

use crate::backend::call_out::CallSite;
use crate::ir::{Ins, Op, Type};
use crate::recorded::Recorded;
use crate::snapshot::Snapshot;

/// The machine code's signature: the frame's registers, the spill area and the VM in; the
/// snapshot of the exit taken and the iterations completed out.
pub type TraceEntry = unsafe extern "C" fn(*mut JSValue, *mut u64, *mut vm::Vm) -> TraceRun;

/// Runs after which a trace's yield is judged, and the fewest iterations per run it must
/// average: a trace that exits before finishing its first iteration costs more (entry,
/// exit, the interpreter redoing the iteration's rest) than it saves.
const YIELD_WINDOW: u64 = 256;
const MIN_ITERATIONS_PER_RUN: u64 = 1;

pub struct Trace {
    pub id: u32,
    /// The loop's code block, held as long as the trace: the machine code and the exits
    /// name things in it (its counters, its pcs).
    pub code: Rc<CodeBlock>,
    /// The loop's counter (its `LoopHint`'s), which the trace is installed in.
    pub counter: u32,
    pub head_pc: usize,
    pub ir: Vec<Ins>,
    pub snapshots: Vec<Snapshot>,
    pub entry: TraceEntry,
    pub spill_slots: usize,
    /// How often each snapshot's exit was taken.
    pub exit_counts: Vec<u32>,
    /// Whether a snapshot's guard checks an assumption (a type, a structure, no overflow)
    /// rather than a branch direction: such an exit taken often means the trace is stale.
    pub checks_assumption: Vec<bool>,
    /// The realm the trace was recorded in (its globals are that realm's).
    pub realm: usize,
    /// Runs and completed iterations since the last judgement of the trace's yield.
    runs: u64,
    iterations: u64,
    /// Iterations completed over the trace's life.
    lifetime_iterations: u64,
    /// For a trace that inlines calls: the argument count of the frame it was recorded
    /// in, which places the frames its exits rebuild.
    pub root_argc: Option<u32>,
    /// The calls out the machine code makes (it holds their addresses).
    _call_sites: Vec<CallSite>,
    /// For a trace that calls out: registers its inlined frames take past the root frame's
    /// first, and the words of its call window and roots past those
    /// (`backend/call_out.rs`).
    pub frame_slots: usize,
    pub window_words: usize,
    /// Set when the trace is dropped while it may be running (by code it called out to):
    /// its `GuardValid`s read it. Boxed, so that machine code can hold its address.
    pub invalidated: Box<Cell<bool>>,
    /// Keep the structures and objects the machine code embeds alive.
    _roots: Vec<gc::Handle>,
}

impl Trace {
    pub fn new(
        id: u32,
        recorded: Recorded,
        entry: TraceEntry,
        assembled: &crate::backend::Assembled,
        invalidated: Box<Cell<bool>>,
        realm: usize,
    ) -> Trace {
        let exits = recorded.snapshots.len();
        let mut checks_assumption = vec![false; exits];
        for ins in &recorded.ir.ins {
            if let Some(snapshot) = ins.snapshot
                && ins.op.checks_assumption()
            {
                checks_assumption[snapshot.0 as usize] = true;
            }
        }
        Trace {
            id,
            code: recorded.code,
            counter: recorded.counter,
            head_pc: recorded.head_pc,
            ir: recorded.ir.ins,
            snapshots: recorded.snapshots,
            entry,
            spill_slots: assembled.spill_slots,
            exit_counts: vec![0; exits],
            checks_assumption,
            realm,
            runs: 0,
            iterations: 0,
            lifetime_iterations: 0,
            root_argc: recorded.inlines_calls.then_some(recorded.root_argc),
            frame_slots: recorded.frame_slots,
            window_words: if recorded.call_sites.is_empty() { 0 } else { recorded.call_window + assembled.root_words },
            _call_sites: recorded.call_sites,
            invalidated,
            _roots: recorded.cells,
        }
    }

    /// Whether the trace calls out (and so needs its window reserved to run).
    pub fn calls_out(&self) -> bool {
        self.window_words > 0
    }

    /// Counts a run; false when the trace's runs end too early on average to pay.
    pub fn pays(&mut self, run: TraceRun) -> bool {
        self.runs += 1;
        self.iterations += run.iterations;
        self.lifetime_iterations += run.iterations;
        if self.runs < YIELD_WINDOW {
            return true;
        }
        let pays = self.iterations >= MIN_ITERATIONS_PER_RUN * self.runs;
        (self.runs, self.iterations) = (0, 0);
        pays
    }

    /// Whether exit `exit` has been taken so often that the trace should be recorded anew:
    /// at least `HOT_EXIT` times, and once per `STALE_EXIT_SHARE` iterations or more often.
    /// (A loop entered with a fresh array each time fails a shape guard once per entry,
    /// then runs for long: its trace pays.)
    pub fn is_stale(&self, exit: u32) -> bool {
        let exits = self.exit_counts[exit as usize];
        self.checks_assumption[exit as usize]
            && exits >= HOT_EXIT
            && exits as u64 * STALE_EXIT_SHARE >= self.lifetime_iterations
    }

    /// Writes snapshot `exit` back into the frame from the spill area, with the frames of
    /// the inlined calls it was in; says where to resume.
    pub fn restore(&mut self, vm: &mut vm::Vm, exit: u32, spill: &[u64], registers: Registers) -> TraceExit {
        self.exit_counts[exit as usize] += 1;
        let snapshot = &self.snapshots[exit as usize];
        for &(slot, value) in &snapshot.entries {
            let ins = self.ir[value.index()];
            let bits = ins.op.constant_bits().unwrap_or(spill[value.index()]);
            registers.set(vm::bytecode::Reg(slot), boxed(bits, ins.ty));
        }
        if snapshot.frames.is_empty() && !snapshot.throws {
            return TraceExit::Resume(snapshot.pc as usize);
        }
        if snapshot.frames.is_empty() {
            vm.set_top_frame_pc(snapshot.pc);
        }
        crate::snapshot::push_frames(vm, &snapshot.frames, snapshot.pc);
        if snapshot.throws { TraceExit::Throw } else { TraceExit::Reload }
    }
}

/// The structure ids code made from `ir` compares against or writes.
pub fn structure_ids(ir: &[Ins]) -> impl Iterator<Item = u32> + '_ {
    ir.iter().filter_map(|ins| match ins.op {
        Op::GuardStructure { id, .. } | Op::StoreStructure { id, .. } => Some(id),
        // The header word starts with the id.
        Op::AllocObject { header, .. } | Op::AllocArray { header, .. } => Some(header as u32),
        _ => None,
    })
}

/// Exits at one assumption guard after which a trace is recorded again (LuaJIT's
/// `hotexit`, which there starts a side trace).
const HOT_EXIT: u32 = 10;

/// Iterations per exit at an assumption below which the trace is stale.
const STALE_EXIT_SHARE: u64 = 64;

/// The JSValue of an unboxed trace value.
fn boxed(bits: u64, ty: Type) -> JSValue {
    match ty {
        Type::Int32 => JSValue::from_i32(bits as u32 as i32),
        // The interpreter keeps integral doubles as int32s; so does an exit.
        Type::Double => JSValue::from_number(f64::from_bits(bits)),
        Type::Bool => JSValue::from_bool(bits as u32 & 1 != 0),
        Type::Value => JSValue::from_bits(bits),
        Type::None | Type::Ptr => unreachable!("snapshots hold values"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::run;

    #[test]
    fn exits_box_values_as_the_interpreter_keeps_them() {
        assert_eq!(boxed(-7i32 as u32 as u64, Type::Int32), JSValue::from_i32(-7));
        // Only the low 32 bits of an int32's register are its value.
        assert_eq!(boxed(0xdead_beef_0000_0005, Type::Int32), JSValue::from_i32(5));
        // Integral doubles become int32s; others, -0 and NaN stay doubles.
        assert_eq!(boxed(52.0f64.to_bits(), Type::Double), JSValue::from_i32(52));
        assert_eq!(boxed(0.5f64.to_bits(), Type::Double), JSValue::from_f64(0.5));
        assert_eq!(boxed((-0.0f64).to_bits(), Type::Double), JSValue::from_f64(-0.0));
        assert!(boxed((-0.0f64).to_bits(), Type::Double).is_double());
        assert_eq!(boxed(f64::NAN.to_bits(), Type::Double), JSValue::from_f64(f64::NAN));
        assert_eq!(boxed(3e9f64.to_bits(), Type::Double), JSValue::from_f64(3e9), "past int32");
        // A boolean is the low bit of its register.
        assert_eq!(boxed(1, Type::Bool), JSValue::TRUE);
        assert_eq!(boxed(0, Type::Bool), JSValue::FALSE);
        assert_eq!(boxed(0x100, Type::Bool), JSValue::FALSE);
        assert_eq!(boxed(JSValue::UNDEFINED.bits(), Type::Value), JSValue::UNDEFINED);
    }

    #[test]
    fn an_exit_writes_the_snapshot_into_the_register_file_boxed() {
        // The trace leaves at `i === 50`'s guard, in the iteration that wrote x = 26 and
        // y = 52 (doubles in the trace) and big = true (a Bool).
        let source = "function f(n) { var x = 0.5; var y = 0; var big = false; \
                      for (var i = 0; i < n; i++) { x = x + 0.5; y = x * 2; big = i > 40; if (i === 50) break; } \
                      return y; } f(100)";
        let run = run(source, 1);
        assert_eq!(run.value, JSValue::from_i32(52));
        let exits = run.exits.borrow();
        assert_eq!(exits.len(), 1);
        let exit = &exits[0];
        assert!(run.guard_of(0, exit.snapshot).starts_with("none   gint     eq"), "{}", run.guard_of(0, exit.snapshot));
        let jit = run.jit.borrow();
        let trace = &jit.traces[0];
        let snapshot = &trace.snapshots[exit.snapshot as usize];
        assert_eq!(exit.resumed, TraceExit::Resume(snapshot.pc as usize));
        let written: Vec<JSValue> = exit.registers.iter().map(|&(_, value)| value).collect();
        for value in [JSValue::from_i32(26), JSValue::from_i32(52), JSValue::TRUE, JSValue::from_i32(50)] {
            assert!(written.contains(&value), "{value:?} not among {written:?}");
        }
        // Every value the snapshot names is in its register, boxed by its type: constants
        // from the IR, the others from where the exit stub stored them.
        for (&(slot, value), &(written_slot, written)) in snapshot.entries.iter().zip(&exit.registers) {
            assert_eq!(slot, written_slot);
            let ins = trace.ir[value.index()];
            if let Some(bits) = ins.op.constant_bits() {
                assert_eq!(written, boxed(bits, ins.ty), "r{slot}, the constant {value}");
            }
            if written.is_number() {
                let best = JSValue::from_number(written.as_number());
                assert_eq!(written, best, "r{slot}: a number not in the interpreter's encoding");
            }
            match ins.ty {
                Type::Int32 => assert!(written.is_int32()),
                Type::Double => assert!(written.is_number()),
                Type::Bool => assert!(written.is_boolean()),
                _ => {}
            }
        }
    }
}
