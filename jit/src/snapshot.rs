//! Snapshots: what a guard's exit writes back into the frame, and where it resumes.
//!
//! A snapshot is sparse (LuaJIT's): it lists only the registers the trace has written
//! since the loop header, each with the IR value that belongs there. A register the trace
//! only read is still right in the register file. The exit boxes each value, stores it, and
//! resumes the interpreter at `pc`, the instruction whose guard failed: that instruction
//! runs again from the state before it, so it must not have had an effect yet.

use crate::ir::Ref;

/// A snapshot, by index in its trace.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct SnapshotId(pub u32);

/// The frame state at a guard.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Snapshot {
    /// The instruction to resume at, in the innermost frame.
    pub pc: u32,
    /// `(slot, value)` for every register that differs from the register file, in slot
    /// order. Slots count from the first register of the frame that entered the trace,
    /// through the frames of inlined calls above it.
    pub entries: Vec<(u16, Ref)>,
    /// The inlined calls in progress at the guard, outermost first: an exit pushes their
    /// frames.
    pub frames: Vec<SnapshotFrame>,
    /// The exit of a call out that threw: the interpreter throws the pending exception at
    /// `pc` (the call) instead of running it again.
    pub throws: bool,
    /// The objects the trace did not allocate (`opt/sink.rs`) that registers hold at the
    /// guard: the exit makes them.
    pub sunk: Vec<SunkObject>,
    /// The stores a peeled loop sank (`opt/sink_stores.rs`) that the exit makes.
    pub stores: Vec<DeferredStore>,
}

/// A store the exit makes for the loop: `value` (a number, a boolean or a constant that is
/// not a cell: no write barrier), boxed, into the inline slot at `disp` of object `base`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DeferredStore {
    pub base: Ref,
    pub disp: i32,
    pub value: Ref,
}

/// An allocation the trace sank, as an exit makes it: registers `slots` get a new object of
/// structure `structure` whose inline slots hold `fields`, or a new array of it with those
/// elements.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SunkObject {
    pub allocation: Ref,
    pub slots: Vec<u16>,
    /// The structure id at the guard (the allocation's, or its last transition's).
    pub structure: u32,
    pub array: bool,
    /// `(displacement, store, value)` (for an array, `(index, ...)`, every element in
    /// order): the last value each slot was stored, by the store instruction whose spill
    /// slot the exit stub writes it to (a store has no value of its own, so the slot is
    /// free).
    pub fields: Vec<(i32, Ref, Ref)>,
}

/// A call the trace inlined, as an exit rebuilds its frame.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SnapshotFrame {
    /// The callee when the trace was recorded (for dumps: an exit reads the callee from
    /// the frame's first register, which the snapshot writes).
    pub function: u64,
    /// Its first register, as a slot.
    pub base: u16,
    pub argc: u16,
    /// The caller's register for the result.
    pub return_register: u16,
    /// The caller's call instruction (where the caller's pc stays during the call).
    pub call_pc: u32,
    /// A `new`: the frame's return gives `this` unless the result is an object.
    pub construct: bool,
}

/// Pushes the frames of the inlined calls `frames` (outermost first), whose registers are
/// in the register file already: each caller stays at its call, the innermost resumes at
/// `pc`, and each callee is read from its frame's first register (a closure made in the
/// loop is another each time). Exits rebuild frames with it, and calls out made inside
/// inlined calls push them for the call.
pub fn push_frames(vm: &mut vm::Vm, frames: &[SnapshotFrame], pc: u32) {
    let Some((innermost, outer)) = frames.split_last() else { return };
    let (root_fp, _) = vm.top_frame_shape();
    vm.set_top_frame_pc(frames[0].call_pc);
    let push = |vm: &mut vm::Vm, frame: &SnapshotFrame, resume: u32| {
        let fp = root_fp + frame.base as usize;
        let function = vm::ObjectRef::from_value(vm.register(fp)).expect("a function");
        let return_register = vm::bytecode::Reg(frame.return_register);
        vm.push_inlined_frame(function, fp, resume, frame.argc as u32, return_register, frame.construct);
    };
    // (Most often one frame: a link into a recursive call.)
    for (frame, inner) in outer.iter().zip(&frames[1..]) {
        push(vm, frame, inner.call_pc);
    }
    push(vm, innermost, pc);
}
