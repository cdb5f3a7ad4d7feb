//! Recording the iteration protocol's instructions (the interpreter's `ops/iteration.rs`):
//! only `RequireObjectCoercible` so far; the iterators themselves are not traced.

use vm::bytecode::Reg;
use vm::tier::RecordPoint;

use super::Recorder;
use crate::abort::Abort;
use crate::ir::{Op, Type};

impl Recorder {
    /// Throws for undefined and null only: an object stays one.
    pub(super) fn require_object_coercible(&mut self, src: Reg, at: RecordPoint) -> Result<(), Abort> {
        let value = at.registers.get(src);
        let a = self.read(src, value, at.pc);
        if self.ir.ty(a) == Type::Value {
            if !value.is_cell() {
                return Err(Abort::CoercibleOfPrimitive);
            }
            self.guard(Op::GuardCell { a }, at.pc);
        }
        Ok(())
    }
}
