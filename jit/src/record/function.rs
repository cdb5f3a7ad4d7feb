//! Recording the instructions that set up a function's frame (the interpreter's
//! `ops/function.rs`): so far, rest parameters, argument counts and arguments by index of
//! inlined calls. In the loop's own frame, whose argument count the trace does not fix,
//! the interpreter runs them for the trace.

use vm::JSValue;
use vm::bytecode::Reg;
use vm::tier::RecordPoint;

use super::Recorder;
use super::object::{Allocation, ArrayContents, PendingAllocation};
use crate::abort::Abort;
use crate::ir::{Cmp, Op, Ref, Type};

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

    /// `GetArgument`: in an inlined frame, `arguments[i]` for an index below the count
    /// the trace fixes is the argument's register, with the key guarded to stay `i`.
    pub(super) fn argument(&mut self, dst: Reg, key: Reg, at: RecordPoint) -> Result<(), Abort> {
        let frame = self.frames.last().ok_or(Abort::ArgumentInLoopFrame)?;
        let argc = frame.snapshot.argc as usize;
        let key_value = at.registers.get(key);
        if !key_value.is_int32() || key_value.as_int32() as u32 as usize >= argc {
            return Err(Abort::ArgumentKeyNotIndex);
        }
        let index = key_value.as_int32();
        let key_ref = self.read(key, key_value, at.pc);
        if self.ir.ty(key_ref) != Type::Int32 {
            return Err(Abort::ArgumentKeyNotIndex);
        }
        let expected = self.ir.const_int(index);
        self.guard(Op::GuardInt { cmp: Cmp::Eq, a: key_ref, b: expected, expect: true }, at.pc);
        let register = self.argument_register(index as usize);
        let value = self.read(register, at.registers.get(register), at.pc);
        self.write(dst, value);
        Ok(())
    }

    /// The register of argument `index` of the current frame: a parameter's, or past the
    /// frame's registers for the arguments beyond them.
    fn argument_register(&self, index: usize) -> Reg {
        let parameters = self.code.parameter_count as usize;
        if index < parameters {
            Reg(Reg::HEADER + index as u16)
        } else {
            Reg((self.code.register_count as usize + index - parameters) as u16)
        }
    }

    /// The values of a rest parameter starting at argument `first`, in an inlined frame
    /// (whose argument count the trace fixes).
    pub(super) fn rest_arguments(&mut self, first: u16, at: RecordPoint) -> Result<Vec<(Ref, JSValue)>, Abort> {
        let frame = self.frames.last().ok_or(Abort::RestInLoopFrame)?;
        let argc = frame.snapshot.argc as usize;
        let values = (first as usize..argc).map(|index| {
            let reg = self.argument_register(index);
            let value = at.registers.get(reg);
            (self.read(reg, value, at.pc), value)
        });
        Ok(values.collect())
    }
}
