//! Recording the iteration protocol's instructions (the interpreter's `ops/iteration.rs`):
//! `RequireObjectCoercible`, and the `for-of` step over a builtin iterator with its
//! original `next`, which the trace takes in place as the interpreter does (no `next`
//! call, no result object): inline for an array iterator of an Array's values, by a call
//! out of narrow effect to the iterator's own step for the others (Map, Set and String
//! iterators, array iterators of keys and entries or of typed arrays). The `for-in` step
//! over keys from the object's enumeration cache is a call out of narrower effect still.
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
use super::call::CallResult;
use crate::abort::Abort;
use crate::backend::call_out::CallTarget;
use crate::ir::{CallEffect, Cmp, Op, Type};

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

    /// `ForOfNext dst, iterator` over a builtin iterator with its original `next`: an
    /// array iterator of an Array's values inline, the others by a call of their step.
    pub(super) fn for_of_next(&mut self, vm: &vm::Vm, dst: Reg, iterator: Reg, at: RecordPoint) -> Result<(), Abort> {
        let (iterator_value, next_value) = (at.registers.get(iterator), at.registers.get(iterator.offset(1)));
        if vm::tier::array_values_iteration(vm, iterator_value, next_value).is_some() {
            return self.array_values_step(vm, dst, iterator, at);
        }
        let js_type = vm::tier::for_of_step_kind(vm, iterator_value, next_value).ok_or(Abort::ForOfNotBuiltin)?;
        self.builtin_iterator_step(dst, iterator, js_type, at);
        Ok(())
    }

    /// The step of a Map, Set or String iterator, or of an array iterator of keys or
    /// entries or of a typed array (`js_type`), with its original `next`: the iterator's
    /// type and `next`'s identity are guarded, and `vm::tier::for_of_step` is called out
    /// to. It runs no JavaScript and writes nothing the trace reads (a Map's or Set's table
    /// and cursor, a String iterator's fields, an array iterator's index: the trace reads
    /// the fields of array iterators of an Array's values only, which it never calls this
    /// for), but may allocate (an entry's array, a string of a code point past the cache)
    /// and so throw (out of memory): `CallEffect::Throws`, so loads and guards before it
    /// hold after it. It returns the value, or `FOR_OF_STEP_EXIT` when the iteration is
    /// over (or the step would run JavaScript): the trace exits to the `ForOfNext`, which
    /// the interpreter takes again (a finished iterator stays finished).
    fn builtin_iterator_step(&mut self, dst: Reg, iterator: Reg, js_type: JSType, at: RecordPoint) {
        let pc = at.pc;
        let (iterator_value, next_value) = (at.registers.get(iterator), at.registers.get(iterator.offset(1)));
        let it = self.read(iterator, iterator_value, pc);
        let next = self.read(iterator.offset(1), next_value, pc);
        self.guard(Op::GuardCell { a: it }, pc);
        self.guard(Op::GuardJsType { a: it, js_type: js_type as u8 }, pc);
        self.guard(Op::GuardBits { a: next, bits: next_value.bits(), expect: true }, pc);
        self.ir.emit(Op::CallArgument { index: 0, value: it }, Type::None, None);
        self.call_window = self.call_window.max(1);
        let (value, effect) = self.emit_call_out(CallTarget::ForOfStep, CallEffect::Throws, false, pc);
        self.guard(Op::GuardBits { a: value, bits: vm::tier::FOR_OF_STEP_EXIT, expect: false }, pc);
        self.write(dst, value);
        // At the next instruction: the trace is still valid, and the value of its type.
        self.call_result =
            Some(CallResult { written: vec![(dst, value)], may_invalidate: effect.may_collect(), branch: None });
    }

    /// `ForOfNext dst, iterator` over an array iterator of values with the original
    /// `next`, iterating an Array with plain elements: the element at the iterator's index
    /// goes to `dst` and the index moves on. The trace exits (resuming at the step, which
    /// the interpreter then takes) at the end of the array, on a hole, or for any other
    /// iterator.
    fn array_values_step(&mut self, vm: &vm::Vm, dst: Reg, iterator: Reg, at: RecordPoint) -> Result<(), Abort> {
        let pc = at.pc;
        let (iterator_value, next_value) = (at.registers.get(iterator), at.registers.get(iterator.offset(1)));
        let (array, index) =
            vm::tier::array_values_iteration(vm, iterator_value, next_value).ok_or(Abort::ForOfNotBuiltin)?;
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

    /// `ForInNext dst, iterator` whose keys are the object's enumeration cache
    /// (`vm/src/structure/enumeration.rs`): the iterator's type is guarded and
    /// `vm::tier::for_in_step` is called out to. While the object keeps the structure the
    /// keys are for, the step is a load and an increment of the iterator's index: it reads
    /// the heap, writes only that index (which no trace reads), and never allocates,
    /// throws or runs JavaScript, so the call is `CallEffect::ReadsHeap` (no roots, no
    /// exception or validity guard, every load and guard before it holds after it). It
    /// returns the key, or `FOR_IN_STEP_EXIT` at the end or when a key must be checked
    /// (the object changed structure): the trace exits to the `ForInNext`, which the
    /// interpreter takes. Any other for-in step is run by the interpreter for the trace.
    pub(super) fn for_in_next(
        &mut self,
        vm: &vm::Vm,
        dst: Reg,
        iterator: Reg,
        done: usize,
        at: RecordPoint,
    ) -> Result<(), Abort> {
        let pc = at.pc;
        let iterator_value = at.registers.get(iterator);
        if !vm::tier::for_in_steps_cached(vm, iterator_value) {
            return Err(Abort::ForInNotCached);
        }
        let it = self.read(iterator, iterator_value, pc);
        self.guard(Op::GuardCell { a: it }, pc);
        self.guard(Op::GuardJsType { a: it, js_type: JSType::ForInIterator as u8 }, pc);
        self.ir.emit(Op::CallArgument { index: 0, value: it }, Type::None, None);
        self.call_window = self.call_window.max(1);
        if vm::tier::for_in_cached_step_ends(vm, iterator_value) {
            // The keys end here (a side trace of the loop's end): checked without taking a
            // step; when they do not end (or the object changed), the trace exits before
            // the step, which the interpreter takes.
            let (ended, _) = self.emit_call_out(CallTarget::ForInEnds, CallEffect::ReadsHeap, false, pc);
            let not_ended = self.branch_snapshot(pc);
            self.ir.guard(Op::GuardBits { a: ended, bits: JSValue::TRUE.bits(), expect: true }, not_ended);
            self.expected = [done; 2];
            return Ok(());
        }
        let (key, _) = self.emit_call_out(CallTarget::ForInStep, CallEffect::ReadsHeap, false, pc);
        // The end of the keys exits once per enumeration: a branch, not a stale assumption.
        let end = self.branch_snapshot(pc);
        self.ir.guard(Op::GuardBits { a: key, bits: vm::tier::FOR_IN_STEP_EXIT, expect: false }, end);
        self.write(dst, key);
        // At the next instruction: the key guarded to be a string.
        self.call_result = Some(CallResult { written: vec![(dst, key)], may_invalidate: false, branch: None });
        Ok(())
    }
}
