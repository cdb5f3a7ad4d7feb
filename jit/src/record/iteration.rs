//! Recording the iteration protocol's instructions (the interpreter's `ops/iteration.rs`):
//! `RequireObjectCoercible`, and the `for-of` step over an array iterator of values, which
//! the trace takes in place as the interpreter does (no `next` call, no result object).
//! Other steps are run by the interpreter for the trace (`run_for_trace.rs`).

use vm::JSValue;
use vm::bytecode::Reg;
use vm::cell::JSType;
use vm::layout::{
    ARRAY_ITERATOR_ITERATED_OFFSET, ARRAY_ITERATOR_NEXT_INDEX_OFFSET, ARRAY_ITERATOR_STATE_OFFSET,
    ARRAY_ITERATOR_VALUES_STATE,
};
use vm::object::indexing::{self, CONTIGUOUS_SHAPE, DOUBLE_SHAPE, INT32_SHAPE};
use vm::tier::RecordPoint;

use super::Recorder;
use crate::abort::Abort;
use crate::ir::{Cmp, Op, Type};

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

    /// `ForOfNext dst, iterator`: over an array iterator of values with the original
    /// `next`, iterating an Array with plain elements, the element at the iterator's index
    /// goes to `dst` and the index moves on. The trace exits (resuming at the step, which
    /// the interpreter then takes) at the end of the array, on a hole, or for any other
    /// iterator.
    pub(super) fn for_of_next(&mut self, vm: &vm::Vm, dst: Reg, iterator: Reg, at: RecordPoint) -> Result<(), Abort> {
        let pc = at.pc;
        let (iterator_value, next_value) = (at.registers.get(iterator), at.registers.get(iterator.offset(1)));
        let (array, index) =
            vm::tier::array_values_iteration(vm, iterator_value, next_value).ok_or(Abort::ForOfNotArrayValues)?;
        let shape = indexing::shape(array.indexing_type());
        if !matches!(shape, INT32_SHAPE | DOUBLE_SHAPE | CONTIGUOUS_SHAPE) || array.butterfly().is_none() {
            return Err(Abort::ElementsNotVector);
        }
        let element = vm::tier::plain_element(array, index).ok_or(Abort::ElementHole)?;
        let it = self.read(iterator, iterator_value, pc);
        let next = self.read(iterator.offset(1), next_value, pc);
        self.guard(Op::GuardCell { a: it }, pc);
        self.guard(Op::GuardJsType { a: it, js_type: JSType::ArrayIterator as u8 }, pc);
        self.guard(Op::GuardBits { a: next, bits: next_value.bits(), expect: true }, pc);
        // The raw state word (not a JSValue: compared, and dead right after).
        let state =
            self.ir.emit(Op::LoadField { base: it, disp: ARRAY_ITERATOR_STATE_OFFSET as i32 }, Type::Value, None);
        self.guard(Op::GuardBits { a: state, bits: ARRAY_ITERATOR_VALUES_STATE, expect: true }, pc);
        let a =
            self.ir.emit(Op::LoadField { base: it, disp: ARRAY_ITERATOR_ITERATED_OFFSET as i32 }, Type::Value, None);
        self.guard(Op::GuardCell { a }, pc);
        self.guard(Op::GuardJsType { a, js_type: JSType::Array as u8 }, pc);
        self.guard(Op::GuardShape { a, shape }, pc);
        let disp = ARRAY_ITERATOR_NEXT_INDEX_OFFSET as i32;
        let boxed_index = self.ir.emit(Op::LoadField { base: it, disp }, Type::Value, None);
        let index = self.unbox(boxed_index, JSValue::from_i32(index as i32), pc);
        let snapshot = self.snapshot(pc);
        let length = self.ir.emit(Op::ArrayLength { a }, Type::Int32, Some(snapshot));
        self.guard(Op::GuardInt { cmp: Cmp::Lt, a: index, b: length, expect: true }, pc);
        let storage = self.ir.emit(Op::LoadButterfly { a }, Type::Ptr, None);
        let value = if shape == DOUBLE_SHAPE {
            self.ir.emit(Op::LoadElement { storage, index, shape }, Type::Double, Some(snapshot))
        } else {
            let loaded = self.ir.emit(Op::LoadElement { storage, index, shape }, Type::Value, Some(snapshot));
            self.unbox(loaded, element, pc)
        };
        let one = self.ir.const_int(1);
        let following = self.ir.emit(Op::AddOv { a: index, b: one }, Type::Int32, Some(snapshot));
        let following = self.boxed(following);
        self.ir.emit(Op::StoreField { base: it, disp, value: following, owner: it }, Type::None, None);
        self.write(dst, value);
        Ok(())
    }
}
