//! Recording the instructions that set up a function's frame (the interpreter's
//! `ops/function.rs`): so far, rest parameters and argument counts of inlined calls.

use vm::JSValue;
use vm::bytecode::Reg;
use vm::tier::RecordPoint;

use super::Recorder;
use super::object::{Allocation, ArrayContents, PendingAllocation};
use crate::abort::Abort;
use crate::ir::Ref;

impl Recorder {
    /// `CreateRest`: the interpreter makes the array; the next step sees it.
    pub(super) fn create_rest(&mut self, dst: Reg, first: u16, at: RecordPoint) -> Result<(), Abort> {
        let values = self.rest_arguments(first, at)?;
        let kind = Allocation::Array(ArrayContents::Values(values));
        self.pending_allocation = Some(PendingAllocation { dst, pc: at.pc, kind });
        Ok(())
    }

    /// `ArgumentCount`: in an inlined frame, the count the trace fixes.
    pub(super) fn argument_count(&mut self, dst: Reg) -> Result<(), Abort> {
        let frame = self.frames.last().ok_or(Abort::ArgumentCountInLoopFrame)?;
        let count = JSValue::from_i32(frame.snapshot.argc as i32);
        self.load(dst, count);
        Ok(())
    }

    /// The values of a rest parameter starting at argument `first`, in an inlined frame
    /// (whose argument count the trace fixes).
    pub(super) fn rest_arguments(&mut self, first: u16, at: RecordPoint) -> Result<Vec<(Ref, JSValue)>, Abort> {
        let frame = self.frames.last().ok_or(Abort::RestInLoopFrame)?;
        let argc = frame.snapshot.argc as usize;
        let parameters = self.code.parameter_count as usize;
        let registers = self.code.register_count as usize;
        let argument = |index: usize| {
            if index < parameters {
                Reg(Reg::HEADER + index as u16)
            } else {
                Reg((registers + index - parameters) as u16)
            }
        };
        let values = (first as usize..argc).map(|index| {
            let reg = argument(index);
            let value = at.registers.get(reg);
            (self.read(reg, value, at.pc), value)
        });
        Ok(values.collect())
    }
}
