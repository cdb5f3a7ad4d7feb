//! Instructions the trace has the interpreter run for it (`vm::interpreter::run_for_trace`):
//! those the recorder does not compute itself (closures, scopes, conversions, iteration, and
//! operands of types it does not specialise on), run through a call out
//! (`backend/call_out.rs`). The snapshot of the state before the instruction is written
//! back to the register file first, as an exit would, the interpreter runs the instruction
//! on the frame it is in (those of the calls the trace inlined are pushed for it), and the registers it wrote are read back; at the next instruction they are guarded to the types they came
//! back with, and for an instruction that may jump, the trace exits when it went the
//! other way.

use vm::bytecode::Instruction;
use vm::interpreter::run_for_trace::{quiet_on_primitives, written_registers};
use vm::tier::RecordPoint;

use super::Recorder;
use super::call::{Branch, CallResult};
use crate::backend::call_out::CallTarget;
use crate::ir::{CallEffect, Op, Type};
use crate::snapshot::SnapshotId;

/// What the recorder puts back when a specialised recording of an instruction fails and it
/// is run by the interpreter instead.
pub(super) struct Checkpoint {
    ir: usize,
    snapshots: usize,
    cells: usize,
    call_sites: usize,
    call_window: usize,
    slots: Vec<Option<crate::ir::Ref>>,
    written: Vec<bool>,
    current_snapshot: Option<SnapshotId>,
    expected: [usize; 2],
}

impl Recorder {
    pub(super) fn checkpoint(&self) -> Checkpoint {
        Checkpoint {
            ir: self.ir.len(),
            snapshots: self.snapshots.len(),
            cells: self.cells.len(),
            call_sites: self.call_sites.len(),
            call_window: self.call_window,
            slots: self.slots.clone(),
            written: self.written.clone(),
            current_snapshot: self.current_snapshot,
            expected: self.expected,
        }
    }

    pub(super) fn rollback(&mut self, checkpoint: Checkpoint) {
        self.ir.truncate(checkpoint.ir);
        self.snapshots.truncate(checkpoint.snapshots);
        self.cells.truncate(checkpoint.cells);
        self.call_sites.truncate(checkpoint.call_sites);
        self.call_window = checkpoint.call_window;
        self.slots = checkpoint.slots;
        self.written = checkpoint.written;
        self.current_snapshot = checkpoint.current_snapshot;
        self.expected = checkpoint.expected;
        self.pending_call = None;
        self.pending_allocation = None;
        self.call_result = None;
    }

    /// Records `instruction` (at `at.pc`) as a call out that has the
    /// interpreter run it.
    pub(super) fn run_for_trace(&mut self, instruction: Instruction, at: RecordPoint) {
        let target = CallTarget::Instruction { code: self.code.clone(), pc: at.pc as u32 };
        // An operator on primitives runs no JavaScript: the trace keeps its guards.
        let effect = match quiet_on_primitives(&instruction) {
            Some(operands) if self.guard_primitives(&operands, at) => CallEffect::Throws,
            _ => CallEffect::Reenters,
        };
        let (result, effect) = self.emit_call_out(target, effect, true, at.pc);
        let written = written_registers(&instruction)
            .into_iter()
            .map(|reg| {
                let slot = self.slot(reg) as u16;
                let value = self.ir.emit(Op::ReadSlot { slot }, Type::Value, None);
                self.write(reg, value);
                (reg, value)
            })
            .collect();
        let branch = instruction.target().map(|target| {
            let (next, target) = (at.pc + 1, target.0 as usize);
            self.expected = [next, target];
            Branch { jumped: result, next, target }
        });
        self.call_result = Some(CallResult { written, may_invalidate: effect.may_collect(), branch });
    }
}
