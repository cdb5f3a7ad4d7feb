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
    /// The instruction to resume at.
    pub pc: u32,
    /// `(register, value)` for every register that differs from the register file, in
    /// register order.
    pub entries: Vec<(u16, Ref)>,
}
