//! The call-out protocol: how a trace calls code that may allocate, collect, throw or run
//! JavaScript (the brief's v3, §0.4 and §0.6), the same on every target.
//!
//! ```text
//!   register file:  [ root frame | inlined frames ][ call window | roots ]
//!                    fp                            ^ window (past both; reserved on entry)
//! ```
//!
//! - **What is called**: a function the trace does not inline (`CallTarget::Function`),
//!   the step of a builtin iterator (`CallTarget::ForOfStep`) or of a for-in over cached
//!   keys (`CallTarget::ForInStep`), or an instruction it does
//!   not compute itself, which the interpreter runs (`CallTarget::Instruction`): the
//!   trace writes the snapshot of the state before the instruction back to the register
//!   file first, as an exit would, and reads the registers the instruction wrote
//!   (`ReadSlot`). A call made inside calls the trace
//!   inlined writes the snapshot back too, and their frames are pushed for it (and popped
//!   after): what it runs sees the stack the interpreter would have.
//! - **The window.** A trace that calls out runs with registers reserved past its root
//!   frame and the frames it inlines (`Vm::reserve_trace_window`, which clears them and moves
//!   the top past them, so the collector reads them and code the trace calls pushes its
//!   frames above them). Its first words are the call window, laid out as `Vm::call_window`
//!   reads it: the callee, `this`, `new.target`, the arguments (`CallArgument`s fill it).
//! - **Roots (H3).** Before a call that may collect, every Value live across it (used by a
//!   later instruction, snapshot or the loop edge) is stored into its own word of the roots,
//!   past the call window: the collector marks it there. The collector does not move
//!   objects, so the copies in machine registers stay right. A raw pointer (a butterfly)
//!   live across such a call is refused: what the call runs may replace the butterfly, and
//!   the recorder loads it again after the call.
//! - **After the call.** The helper returns the empty value when the call threw; a guard
//!   (`GuardNoException`) exits there, to the snapshot at the call, and the interpreter
//!   throws the pending exception from that instruction. A call that may collect or run
//!   JavaScript may have had the trace dropped (a collection reusing a structure id it
//!   guards): `GuardValid` exits then. A call that writes the heap makes the recorder
//!   forget the loads and structure guards before it, so everything the trace relies on
//!   later is guarded again.
//! - **The words before the spill area** (negative displacements from its base) hold
//!   the window's address and its index in the register file, written on entry
//!   (`Jit::enter_trace`) and moved by a link into another frame (`across_frames.rs`):
//!   the machine code reads them at each call out. They sit outside
//!   the slots so that every trace of a tree (a root and its side traces, which share the
//!   spill area) finds them at the same place.

use std::collections::HashMap;

use crate::ir::{CallEffect, Op, Ref, Type};
use crate::recorded::Recorded;
use crate::snapshot::SnapshotFrame;

use super::regalloc::{Allocator, Loc};

/// A call a trace makes out of its machine code.
#[derive(Clone)]
pub struct CallSite {
    pub target: CallTarget,
    /// The pc of the instruction making the call, in its frame; and that of the root frame
    /// during the call: the same, or the call of the inlined frame it is made in (error
    /// stack traces read them).
    pub pc: u32,
    pub root_pc: u32,
    /// For a call made inside calls the trace inlined: their frames, outermost first,
    /// pushed for the call as an exit would push them (and popped after), so that what it
    /// runs sees them (an instruction's handler, an error's stack).
    pub frames: Vec<SnapshotFrame>,
    /// What the callee may do.
    pub effect: CallEffect,
    /// For an instruction the interpreter runs: the snapshot the trace writes back to the
    /// register file before the call (the state before the instruction), so that the
    /// interpreter sees every register as it would have it.
    pub writes_back: Option<u32>,
}

/// What a call out runs.
#[derive(Clone)]
pub enum CallTarget {
    /// The function in the call window, with `argc` arguments after the callee, `this`
    /// and `new.target`.
    Function { argc: u16 },
    /// Instruction `pc` of `code`, run by the interpreter on the frame it is in (the root
    /// frame, or one of an inlined call, pushed for it), whose registers the trace wrote
    /// back first (`vm::interpreter::run_for_trace`): the result is true when it jumped.
    Instruction { code: std::rc::Rc<vm::bytecode::CodeBlock>, pc: u32 },
    /// A `for-of` step of the builtin iterator in the window's first word
    /// (`vm::tier::for_of_step`): the value, or `vm::tier::FOR_OF_STEP_EXIT`'s bits when
    /// the trace must exit for the interpreter to take the step.
    ForOfStep,
    /// A `for-in` step of the iterator in the window's first word whose keys are its
    /// object's enumeration cache (`vm::tier::for_in_step`): the key, or
    /// `vm::tier::FOR_IN_STEP_EXIT`'s bits when the trace must exit for the interpreter
    /// to take the step.
    ForInStep,
    /// Whether the `for-in` iterator in the window's first word is at the end of its keys,
    /// its object's structure unchanged (`vm::tier::for_in_ends`): a boolean, the step not
    /// taken.
    ForInEnds,
}

/// Words of the call window before the arguments: the callee, `this`, `new.target`.
pub const WINDOW_HEADER: usize = 3;

/// The words the protocol keeps before the spill area's first slot.
pub const ACTIVATION_WORDS: usize = 3;
/// Their displacements from the spill area's base: the spill slots the area has (a link
/// into another function's traces checks its needs against it: `across_frames.rs`), the
/// window's address, and its index in the register file.
pub const SPILL_CAPACITY: isize = -3;
pub const WINDOW_ADDRESS: i32 = -16;
pub const WINDOW_INDEX: i32 = -8;

/// The Values each call out that may collect must root, and where.
#[derive(Default)]
pub struct Roots {
    /// By call-out instruction: (value, its word in the roots).
    pub at: HashMap<Ref, Vec<(Ref, usize)>>,
    /// Words the roots take.
    pub count: usize,
}

/// Why a trace's calls cannot be compiled.
#[derive(Debug)]
pub struct PointerLiveAcrossCall;

impl Roots {
    /// The roots of every call out in `trace`, as allocated by `alloc`.
    pub fn plan(trace: &Recorded, alloc: &Allocator) -> Result<Roots, PointerLiveAcrossCall> {
        let ir = &trace.ir;
        let mut roots = Roots::default();
        let mut words: HashMap<Ref, usize> = HashMap::new();
        for (index, ins) in ir.ins.iter().enumerate() {
            let Op::CallOut { site, .. } = ins.op else { continue };
            if alloc.loc[index] == Loc::None || !trace.call_sites[site as usize].effect.may_collect() {
                continue;
            }
            let mut live = Vec::new();
            for (value, before) in ir.ins[..index].iter().enumerate() {
                let loc = alloc.loc[value];
                if matches!(loc, Loc::None | Loc::Const) || alloc.last_use[value] <= index {
                    continue;
                }
                match before.ty {
                    Type::Value => {
                        let next = words.len();
                        let word = *words.entry(Ref(value as u32)).or_insert(next);
                        live.push((Ref(value as u32), word));
                    }
                    Type::Ptr => return Err(PointerLiveAcrossCall),
                    _ => {}
                }
            }
            roots.at.insert(Ref(index as u32), live);
        }
        roots.count = words.len();
        Ok(roots)
    }
}

/// Makes the call out `site` from a trace, whose call window is at register `window`: the
/// result's bits, or the empty value's (0) when it threw, the exception pending.
pub(crate) extern "C" fn call_out(vm: *mut vm::Vm, site: *const CallSite, window: usize) -> u64 {
    // SAFETY: the trace passes the VM it runs for, which nothing else uses while the trace
    // runs (the interpreter that entered it waits for it), and the address of one of its
    // call sites, which the trace owns.
    let (vm, site) = unsafe { (&mut *vm, &*site) };
    vm.set_top_frame_pc(site.root_pc);
    // The frames of the calls it is made in, whose registers the trace wrote back; the
    // register file's top stays past the trace's window, above them.
    let (depth, top) = (vm.frame_depth(), vm.register_top());
    crate::snapshot::push_frames(vm, &site.frames, site.pc);
    vm.restore_register_top(top);
    let result = match &site.target {
        &CallTarget::Function { argc } => vm.call_window(window, argc as usize),
        CallTarget::Instruction { code, pc } => vm.run_for_trace(code, *pc as usize).map(vm::JSValue::from_bool),
        CallTarget::ForOfStep => vm::tier::for_of_step(vm, window),
        CallTarget::ForInStep => vm::tier::for_in_step(vm, window),
        CallTarget::ForInEnds => Ok(vm::JSValue::from_bool(vm::tier::for_in_ends(vm, window))),
    };
    vm.truncate_frames(depth);
    vm.restore_register_top(top);
    match result {
        Ok(value) if value.is_empty() => vm::JSValue::UNDEFINED.bits(),
        Ok(value) => value.bits(),
        Err(_) => vm::JSValue::EMPTY.bits(),
    }
}
