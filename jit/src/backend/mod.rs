//! What the backends share: the order a trace's code is laid out in, register allocation,
//! exit stubs, and the addresses a trace embeds. Each target (`x64/`, `arm64/`) implements
//! [`Target`], whose `instruction` is a one-line-per-operation dispatch over its category
//! files, named as in the IR table (`ir/ops.rs`).
//!
//! ```text
//!   a root trace (a loop):
//!   prologue:   save callee-saved registers; pin the register file, the spill area and
//!               the VM
//!   reentry:    store the double constants          <- side traces linking back jump here
//!   entry:      the register loads (SLoads), whose guards exit with nothing written
//!   loop:       the iteration's instructions, guards branching to their exit stubs;
//!               box and store the registers it only writes; move the phis; count the
//!               iteration; jump to loop
//!   exit stubs: box the snapshot's values into the register file (and the fields of
//!               the objects it sank into spill slots), set the exit's code, jump through
//!               the exit's link word: to the epilogue, or to a side trace
//!   epilogue:   return (exit, iterations); restore the callee-saved registers
//!
//!   a side trace (entered by its parent's exit stub, in the parent's activation), or an
//!   entry trace (a prologue first: entered from the interpreter at a loop's header):
//!   entry:      store the double constants
//!   body:       its instructions in order (register loads where first read)
//!   link:       box and store every register it wrote; count an iteration; take the link
//!               exit, whose word holds the linked loop's reentry (the epilogue once that
//!               trace is dropped: the interpreter resumes at that loop's header); a link
//!               into another frame first pushes the frames (`across_frames.rs`)
//!   exit stubs, epilogue: as a root's
//! ```
//!
//! A root trace is an `extern "C" fn(registers, spill, vm) -> TraceRun`. Exits leave the
//! frame as the interpreter would have it, in machine code, so that an exit can go on into
//! a side trace as well as return (`Trace::restore` then only rebuilds the frames of
//! inlined calls). Values live in registers or in their spill slot (spill area + 8 * ref);
//! constants are immediates, and double constants are stored to their slots on entry (a
//! side trace overwrites the slots its tree shares, so a root stores them again at its
//! reentry).

pub mod call_out;
pub mod regalloc;
#[cfg(test)]
mod tests;

use dynasmrt::{DynamicLabel, DynasmError};

use crate::ir::{IrBuffer, Op, Ref, Type};
use crate::opt::dce;
use crate::recorded::Recorded;
use call_out::Roots;
use regalloc::{Allocator, Loc, RegisterSet};

/// The machine code of a trace, assembled for its address.
pub struct Assembled {
    pub code: Vec<u8>,
    /// Spill slots the trace uses (one per IR instruction, one per phi for the moves at the
    /// loop edge; the call-out protocol's words come before them).
    pub spill_slots: usize,
    /// Words of the roots past the call window (`call_out.rs`).
    pub root_words: usize,
    /// Offsets in `code` of the epilogue (where an exit returns from) and of a root's
    /// reentry.
    pub epilogue: usize,
    pub reentry: usize,
}

/// Why a trace did not assemble.
#[derive(Debug)]
pub enum AssembleError {
    Assembler(DynasmError),
    /// A raw pointer is live across a call that may collect (`call_out.rs`).
    PointerLiveAcrossCall,
}

/// The addresses outside the trace its code embeds; each must outlive the code.
#[derive(Clone, Copy)]
pub struct Runtime {
    /// The counter of objects allocated inline (`$vm.jitStats().inlineAllocations`).
    pub inline_allocations: *mut u64,
    /// `Vm::allocators_for_elements`: the butterfly free list for each array length.
    pub elements_allocators: *const usize,
    /// The trace's invalidation flag (non-zero once it was dropped), which `GuardValid`
    /// reads.
    pub invalidated: *const u8,
    /// The VM's interrupt word (`vm/src/runtime/interrupt.rs`), which `GuardInterrupt`
    /// reads.
    pub interrupt: *const u32,
    /// The trace's link words, one per snapshot, which its exit stubs jump through.
    pub links: *const usize,
    /// The trace's id, which its exits report (`trace::ExitCode`).
    pub id: u32,
}

/// What a trace is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Shape {
    /// A loop, entered from the interpreter.
    Loop,
    /// Entered from the interpreter at a loop's header, it runs once through to another
    /// loop's header and links there (an outer loop reaching an inner loop with a trace).
    Entry,
    /// Entered by its parent's exit stub, in the parent's activation; it links where it ends.
    Side,
}

impl Shape {
    pub fn of(trace: &Recorded) -> Shape {
        match (trace.link, trace.side) {
            (None, _) => Shape::Loop,
            (Some(_), None) => Shape::Entry,
            (Some(_), Some(_)) => Shape::Side,
        }
    }
}

/// An exit stub to emit after the loop: where the snapshot's values are at its guard.
pub struct ExitStub {
    pub label: DynamicLabel,
    pub snapshot: u32,
    /// Each value the snapshot writes, with where it goes and its location at the guard.
    pub writes: Vec<(WriteTo, Ref, Loc)>,
    /// For a snapshot that holds objects the trace sank: the address of their list
    /// (`Snapshot::sunk`, which the trace keeps), for `make_sunk_objects_for_exit`.
    pub objects: Option<u64>,
}

/// Where an exit stub writes a value, boxed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum WriteTo {
    /// A register of the register file.
    Register(u16),
    /// A field of an object the trace sank (`opt/sink.rs`): the spill slot of the store
    /// that would have written it, where `make_sunk_objects_for_exit` reads it.
    Field(Ref),
    /// The inline slot at `disp` of object `base` (at `at` at the guard): a store the loop
    /// sank (`opt/sink_stores.rs`), of a value that needs no write barrier.
    Object { base: Ref, at: Loc, disp: i32 },
}

/// What every target's emitter works from.
pub struct Context<'a> {
    pub ir: &'a IrBuffer,
    pub trace: &'a Recorded,
    pub alloc: Allocator,
    pub stubs: Vec<ExitStub>,
    pub runtime: Runtime,
    pub roots: Roots,
}

impl Context<'_> {
    pub fn loc(&self, value: Ref) -> Loc {
        self.alloc.loc[value.index()]
    }

    /// The bits of a constant.
    pub fn constant_bits(&self, value: Ref) -> u64 {
        self.ir.op(value).constant_bits().expect("a constant")
    }

    /// Plans the stub of a guard exiting with `snapshot` at `label`: it writes the
    /// snapshot's values back from where they are now.
    fn add_exit_stub(&mut self, label: DynamicLabel, snapshot: u32) {
        let exit = &self.trace.snapshots[snapshot as usize];
        let registers = exit.entries.iter().map(|&(slot, value)| (WriteTo::Register(slot), value));
        let fields = self.trace.field_writes(exit).map(|(store, value)| (WriteTo::Field(store), value));
        let stores = exit.stores.iter().map(|store| {
            let at = self.alloc.loc[store.base.index()];
            (WriteTo::Object { base: store.base, at, disp: store.disp }, store.value)
        });
        let writes = registers
            .chain(fields)
            .chain(stores)
            .map(|(to, value)| (to, value, self.alloc.loc[value.index()]))
            .collect();
        let objects = (!exit.sunk.is_empty()).then_some(&exit.sunk as *const Vec<_> as u64);
        self.stubs.push(ExitStub { label, snapshot, writes, objects });
    }

    /// The bits an exit with `snapshot` reports (`trace::ExitCode`).
    pub fn exit_code(&self, snapshot: u32) -> u64 {
        crate::trace::ExitCode { trace: self.runtime.id, snapshot, failed: false }.bits()
    }

    /// The bits of an exit with `snapshot` whose objects could not be made.
    pub fn failed_exit_code(&self, snapshot: u32) -> u64 {
        crate::trace::ExitCode { trace: self.runtime.id, snapshot, failed: true }.bits()
    }

    /// The address of the link word of `snapshot`'s exit.
    pub fn link_word(&self, snapshot: u32) -> u64 {
        self.runtime.links.wrapping_add(snapshot as usize) as u64
    }
}

/// A target's emitter.
pub trait Target<'a>: Sized {
    /// The registers values may take.
    const REGISTERS: &'static RegisterSet;

    fn new(context: Context<'a>, base: usize) -> Self;
    fn context(&mut self) -> &mut Context<'a>;
    fn new_label(&mut self) -> DynamicLabel;
    /// The offset of the next instruction in the code.
    fn offset(&self) -> usize;
    fn prologue(&mut self);
    /// Stores double constant `value` (its `bits`) to its spill slot.
    fn double_constant(&mut self, value: Ref, bits: u64);
    /// Binds the loop's head, aligned.
    fn loop_head(&mut self, label: DynamicLabel);
    /// Emits `value` = `op` of type `ty`, exiting to `exit` (a guard's stub) when it fails.
    fn instruction(&mut self, op: Op, ty: Type, value: Ref, exit: Option<DynamicLabel>);
    /// Stores `value`, now in `from`, to its spill slot.
    fn spill(&mut self, value: Ref, from: Loc);
    /// Boxes `value` into the register file's `slot`.
    fn write_register(&mut self, slot: u16, value: Ref);
    /// At the loop edge, each phi's final value becomes its SLoad's value.
    fn phi_moves(&mut self);
    /// Counts the iteration and jumps to the loop head.
    fn loop_back(&mut self, head: DynamicLabel);
    /// Counts the iteration and takes the exit of `snapshot` (the link: its word holds the
    /// linked trace's reentry, or the epilogue while there is none).
    fn link(&mut self, snapshot: u32);
    /// As `link`, into a loop of another frame (`across_frames.rs`): when the link word
    /// holds a trace, calls `link_across_frames` with the `CrossLink` at `across`, and
    /// jumps there with the register file's pointer it gives; takes the exit otherwise.
    fn link_across_frames(&mut self, snapshot: u32, across: u64);
    /// Writes the stub's snapshot back (boxed, numbers as the interpreter keeps them),
    /// makes the objects it sank (`trace::make_sunk_objects_for_exit`: on failure the exit
    /// returns with the failed code; when that collected the tree away, it returns) and
    /// jumps through its link word with the exit's code.
    fn exit_stub(&mut self, stub: ExitStub);
    fn epilogue(&mut self);
    fn finish(self) -> Result<Vec<u8>, DynasmError>;
}

/// Assembles `trace` for the address `base` with target `T`.
pub fn assemble<'a, T: Target<'a>>(
    trace: &'a Recorded,
    base: usize,
    runtime: Runtime,
) -> Result<Assembled, AssembleError> {
    let shape = Shape::of(trace);
    let ir = &trace.ir;
    let live = dce::live_values(trace);
    let alloc = Allocator::new(trace, &live, T::REGISTERS);
    let roots = Roots::plan(trace, &alloc).map_err(|_| AssembleError::PointerLiveAcrossCall)?;
    let root_words = roots.count;
    let mut target = T::new(Context { ir, trace, alloc, stubs: Vec::new(), runtime, roots }, base);
    let head = target.new_label();
    if shape != Shape::Side {
        target.prologue();
    }
    let reentry = target.offset();
    for (index, ins) in ir.ins.iter().enumerate() {
        if let (true, Op::ConstDouble { value }) = (live[index], ins.op) {
            target.double_constant(Ref(index as u32), value.0);
        }
    }
    // A loop reads the register file once, at entry (the loop pass moved every SLoad
    // there), and computes there what is the same in every iteration (`hoisted`); those
    // values keep their locations for the whole loop. A trace that runs once through reads
    // each register where it first needs it.
    for (index, &live) in live.iter().enumerate() {
        if live && trace.runs_at_entry(index) && !ir.ins[index].op.is_constant() {
            define_and_emit(&mut target, index);
        }
    }
    // A peeled loop's pre-roll stores the registers it only writes (`opt/peel.rs`).
    for &(slot, value) in &trace.preroll_writes {
        target.write_register(slot, value);
    }
    if shape == Shape::Loop {
        target.loop_head(head);
    }
    for (index, ins) in ir.ins.iter().enumerate() {
        if live[index] && !ins.op.is_constant() && !trace.runs_at_entry(index) {
            define_and_emit(&mut target, index);
        }
    }
    for &(slot, value) in &trace.loop_writes {
        target.write_register(slot, value);
    }
    match trace.link {
        None => {
            target.phi_moves();
            target.loop_back(head);
        }
        Some(link) => match &trace.link_across {
            Some((_, across)) => target.link_across_frames(link.snapshot, &**across as *const _ as u64),
            None => target.link(link.snapshot),
        },
    }
    for stub in std::mem::take(&mut target.context().stubs) {
        target.exit_stub(stub);
    }
    let epilogue_offset = target.offset();
    target.epilogue();
    let code = target.finish().map_err(AssembleError::Assembler)?;
    Ok(Assembled {
        code,
        spill_slots: trace.ir.len() + trace.phis.len(),
        root_words,
        epilogue: epilogue_offset,
        reentry,
    })
}

/// Allocates instruction `index`'s result and emits it.
fn define_and_emit<'a, T: Target<'a>>(target: &mut T, index: usize) {
    let ins = target.context().ir.ins[index];
    let value = Ref(index as u32);
    // The stub stores what is in registers at the guard, before the result takes one.
    let exit = ins.snapshot.map(|snapshot| {
        let label = target.new_label();
        target.context().add_exit_stub(label, snapshot.0);
        label
    });
    let context = target.context();
    context.alloc.expire(index);
    if ins.ty != Type::None
        && let Some(eviction) = context.alloc.define(value, ins.ty)
    {
        target.spill(eviction.value, eviction.from);
    }
    target.instruction(ins.op, ins.ty, value, exit);
}

/// Whether the phis' final values can be moved into their loads' locations one after the
/// other: no final value is another phi's load, or sits in the register another phi's load
/// takes (a swap, which the targets do through scratch memory instead).
pub fn phis_move_directly(cx: &Context) -> bool {
    let phis = &cx.trace.phis;
    let conflicts = |k: usize, value: Ref| {
        let in_register = matches!(cx.loc(value), Loc::Gpr(_) | Loc::Fpr(_));
        phis.iter()
            .enumerate()
            .any(|(j, &(_, load, _))| j != k && (value == load || (in_register && cx.loc(value) == cx.loc(load))))
    };
    !phis.iter().enumerate().any(|(k, &(_, _, value))| conflicts(k, value))
}

/// Stores the values in caller-saved registers to their spill slots before a helper call;
/// the target reloads them after it.
pub fn save_caller_saved<'a, T: Target<'a>>(target: &mut T) -> Vec<(Ref, Loc)> {
    let saved = target.context().alloc.caller_saved_values();
    for &(value, loc) in &saved {
        target.spill(value, loc);
    }
    saved
}

/// The label of a guard's exit stub.
pub fn exit_label(exit: Option<DynamicLabel>) -> DynamicLabel {
    exit.expect("a guard has a snapshot")
}

/// The displacement of `value`'s spill slot in the spill area.
pub fn spill_slot(value: Ref) -> i32 {
    (value.index() * 8) as i32
}

/// The displacement of register `slot` in the register file.
pub fn register_offset(slot: u16) -> i32 {
    slot as i32 * 8
}

/// JavaScript's `%` on doubles, for traces (C's fmod, which Rust's `%` is).
pub(crate) extern "C" fn double_remainder(a: f64, b: f64) -> f64 {
    a % b
}

/// ToInt32, for traces.
pub(crate) extern "C" fn double_to_int32(value: f64) -> i32 {
    vm::runtime::conversions::f64_to_int32(value)
}

/// A pure Math function of one double, called from a trace: `f` is its `fn(f64) -> f64`.
pub(crate) extern "C" fn call_unary(f: *const (), x: f64) -> f64 {
    // SAFETY: the recorder emits `CallUnary` only with the address of a `fn(f64) -> f64`
    // (a `TraceIntrinsic::Unary`).
    let f = unsafe { std::mem::transmute::<*const (), fn(f64) -> f64>(f) };
    f(x)
}

/// The write barrier's slow path: `owner` joins the remembered set.
pub(crate) extern "C" fn remember(vm: *const vm::Vm, owner: *mut u8) {
    // SAFETY: the trace passes the VM it runs for (alive, and not otherwise used while the
    // trace runs) and a live cell it stored into.
    let (vm, owner) = unsafe { (&*vm, gc::CellPtr::new_unchecked(owner)) };
    vm.heap.write_barrier(owner);
}
