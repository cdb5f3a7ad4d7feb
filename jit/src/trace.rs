//! A compiled trace: its IR and snapshots (kept for exits and dumps) and its machine code.

use vm::JSValue;
use vm::bytecode::CodeBlock;
use vm::tier::{Registers, TraceExit};

use crate::ir::{Ins, Op, Type};
use crate::recorded::Recorded;
use crate::snapshot::Snapshot;

/// The machine code's signature: the frame's registers, the spill area and the VM in; the
/// snapshot of the exit taken and the iterations completed out.
pub type TraceEntry = unsafe extern "C" fn(*mut JSValue, *mut u64, *const vm::Vm) -> TraceRun;

/// What one run of a trace did (returned in rax and rdx, or x0 and x1).
#[repr(C)]
#[derive(Clone, Copy, Debug)]
pub struct TraceRun {
    pub exit: u64,
    pub iterations: u64,
}

/// Runs after which a trace's yield is judged, and the fewest iterations per run it must
/// average: a trace that exits before finishing its first iteration costs more (entry,
/// exit, the interpreter redoing the iteration's rest) than it saves.
const YIELD_WINDOW: u64 = 256;
const MIN_ITERATIONS_PER_RUN: u64 = 1;

pub struct Trace {
    pub id: u32,
    pub code: &'static CodeBlock,
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
    /// Keep the structures and objects the machine code embeds alive.
    _roots: Vec<gc::Handle>,
}

impl Trace {
    pub fn new(id: u32, recorded: Recorded, entry: TraceEntry, spill_slots: usize, realm: usize) -> Trace {
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
            spill_slots,
            exit_counts: vec![0; exits],
            checks_assumption,
            realm,
            runs: 0,
            iterations: 0,
            lifetime_iterations: 0,
            root_argc: recorded.inlines_calls.then_some(recorded.root_argc),
            _roots: recorded.cells,
        }
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
        if snapshot.frames.is_empty() {
            return TraceExit::Resume(snapshot.pc as usize);
        }
        let (root_fp, _) = vm.top_frame_shape();
        vm.set_top_frame_pc(snapshot.frames[0].call_pc);
        for (index, frame) in snapshot.frames.iter().enumerate() {
            let pc = snapshot.frames.get(index + 1).map_or(snapshot.pc, |inner| inner.call_pc);
            let function = vm::ObjectRef::from_value(JSValue::from_bits(frame.function)).expect("a function");
            let fp = root_fp + frame.base as usize;
            vm.push_inlined_frame(function, fp, pc, frame.argc as u32, vm::bytecode::Reg(frame.return_register));
        }
        TraceExit::Reload
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
