//! Recording branches (the interpreter's `ops/control.rs`): each becomes a guard on the
//! direction the interpreter is about to take, and the recorder predicts the next pc. A
//! `throw` caught inside the trace's frames is a jump to its handler, whose `Catch` reads
//! the value thrown.

use std::rc::Rc;

use vm::JSValue;
use vm::bytecode::Reg;
use vm::tier::RecordPoint;

use super::Recorder;
use crate::abort::Abort;
use crate::ir::{Cmp, Op, Ref, Type};

impl Recorder {
    pub(super) fn jump(&mut self, target: usize) {
        self.expected = [target; 2];
    }

    /// `JumpIfTrue` (`on_truthy`) or `JumpIfFalse`.
    pub(super) fn jump_if_truthy(
        &mut self,
        cond: Reg,
        target: usize,
        on_truthy: bool,
        at: RecordPoint,
    ) -> Result<(), Abort> {
        let value = at.registers.get(cond);
        let a = self.read(cond, value, at.pc);
        self.branch_on_truthiness(a, value, on_truthy, target, at.pc)
    }

    /// `JumpIfNullish` (`if_nullish`) or `JumpIfNotNullish`.
    pub(super) fn jump_if_nullish(&mut self, src: Reg, target: usize, if_nullish: bool, at: RecordPoint) {
        let value = at.registers.get(src);
        let a = self.read(src, value, at.pc);
        let nullish = value.is_undefined_or_null();
        if self.ir.ty(a) == Type::Value {
            self.guard(Op::GuardNullish { a, expect: nullish }, at.pc);
        }
        self.go(nullish == if_nullish, target);
    }

    /// `JumpIfUndefined` (`if_undefined`) or `JumpIfNotUndefined`.
    pub(super) fn jump_if_undefined(&mut self, src: Reg, target: usize, if_undefined: bool, at: RecordPoint) {
        let value = at.registers.get(src);
        let a = self.read(src, value, at.pc);
        let undefined = value.is_undefined();
        if self.ir.ty(a) == Type::Value {
            self.guard(Op::GuardBits { a, bits: JSValue::UNDEFINED.bits(), expect: undefined }, at.pc);
        }
        self.go(undefined == if_undefined, target);
    }

    /// The equality branches: `==` (`loose`) or `===`, jumping when equal (`if_equal`) or
    /// not. For two numbers, `==` is `===` (7.2.14 step 1).
    pub(super) fn equality_branch(
        &mut self,
        lhs: Reg,
        rhs: Reg,
        target: usize,
        loose: bool,
        if_equal: bool,
        at: RecordPoint,
    ) -> Result<(), Abort> {
        let pc = at.pc;
        let (lv, rv) = (at.registers.get(lhs), at.registers.get(rhs));
        let a = self.read(lhs, lv, pc);
        let b = self.read(rhs, rv, pc);
        let equal = if self.is_number(a) && self.is_number(b) {
            self.compare_guard(Cmp::Eq, a, b, lv, rv, pc)?
        } else if loose {
            return Err(Abort::LooseEqualityBranch);
        } else {
            // What strict_equal accepts besides numbers compares by bits.
            let same = self.strict_equal(a, b, (lv, rv), false, pc)?;
            let equal = lv.bits() == rv.bits();
            self.guard(Op::GuardTruthy { a: same, expect: equal }, pc);
            equal
        };
        self.go(equal == if_equal, target);
        Ok(())
    }

    /// The truthiness guard for a branch on `cond` (whose value is `value`), taken or not.
    pub(super) fn branch_on_truthiness(
        &mut self,
        cond: Ref,
        value: JSValue,
        taken_if_truthy: bool,
        target: usize,
        pc: usize,
    ) -> Result<(), Abort> {
        let truthy = match self.ir.ty(cond) {
            Type::Int32 | Type::Bool | Type::Double => {
                let truthy = if value.is_int32() {
                    value.as_int32() != 0
                } else if value.is_double() {
                    let v = value.as_double();
                    v != 0.0 && !v.is_nan()
                } else {
                    value.as_bool()
                };
                self.guard(Op::GuardTruthy { a: cond, expect: truthy }, pc);
                truthy
            }
            _ if value.is_undefined_or_null() => {
                self.guard(Op::GuardBits { a: cond, bits: value.bits(), expect: true }, pc);
                false
            }
            // Every object is truthy (7.1.2 ToBoolean) but those with an [[IsHTMLDDA]] slot
            // (B.3.6.1), which have a type of their own: one of the same type keeps it.
            _ if let Some(object) = vm::ObjectRef::from_value(value) => {
                self.guard(Op::GuardCell { a: cond }, pc);
                self.guard(Op::GuardJsType { a: cond, js_type: object.js_type() as u8 }, pc);
                object.js_type() != vm::cell::JSType::HtmlDda
            }
            _ => return Err(Abort::BranchOnObject),
        };
        self.go(truthy == taken_if_truthy, target);
        Ok(())
    }

    /// Predicts where a branch at the current instruction goes.
    pub(super) fn go(&mut self, taken: bool, target: usize) {
        if taken {
            self.expected = [target; 2];
        }
    }

    /// A fused compare-and-branch: `cmp(lhs, rhs) == jump_if` jumps to `target`.
    #[allow(clippy::too_many_arguments)]
    pub(super) fn compare_branch(
        &mut self,
        cmp: Cmp,
        lhs: Reg,
        rhs: Reg,
        jump_if: bool,
        target: usize,
        at: RecordPoint,
    ) -> Result<(), Abort> {
        let (lv, rv) = (at.registers.get(lhs), at.registers.get(rhs));
        let a = self.read(lhs, lv, at.pc);
        let b = self.read(rhs, rv, at.pc);
        let holds = self.compare_guard(cmp, a, b, lv, rv, at.pc)?;
        self.go(holds == jump_if, target);
        Ok(())
    }

    /// Guards `cmp(a, b)` on numbers to come out as it does now (`av`, `bv` are the
    /// values), and returns that outcome.
    #[allow(clippy::too_many_arguments)]
    pub(super) fn compare_guard(
        &mut self,
        cmp: Cmp,
        a: Ref,
        b: Ref,
        av: JSValue,
        bv: JSValue,
        pc: usize,
    ) -> Result<bool, Abort> {
        if !self.is_number(a) || !self.is_number(b) {
            return Err(Abort::NotNumber);
        }
        let holds = cmp.holds(av.as_number(), bv.as_number());
        if self.ir.ty(a) == Type::Int32 && self.ir.ty(b) == Type::Int32 {
            self.guard(Op::GuardInt { cmp, a, b, expect: holds }, pc);
        } else {
            let (a, b) = (self.double(a), self.double(b));
            self.guard(Op::GuardDouble { cmp, a, b, expect: holds }, pc);
        }
        Ok(holds)
    }

    /// `throw src`, caught by a handler in the frame or in one of the calls the trace
    /// inlined: the frames above the handler's are left, and the trace goes on at the
    /// handler, whose `Catch` takes the value. A throw out of the loop's frame is not
    /// traced.
    pub(super) fn throw(&mut self, src: Reg, at: RecordPoint) -> Result<(), Abort> {
        let value = self.read(src, at.registers.get(src), at.pc);
        let value = self.boxed(value);
        let mut pc = at.pc as u32;
        loop {
            if let Some(handler) = self.code.handler_for(pc) {
                self.expected = [handler.handler as usize; 2];
                self.thrown = Some(value);
                return Ok(());
            }
            let frame = self.leave_inlined_frame().ok_or(Abort::ThrowOutOfLoopFrame)?;
            pc = frame.call_pc;
        }
    }

    /// `Catch dst` at the handler a traced `throw` went to.
    pub(super) fn catch(&mut self, dst: Reg) -> Result<(), Abort> {
        let value = self.thrown.take().ok_or(Abort::CatchOfUntracedThrow)?;
        self.write(dst, value);
        Ok(())
    }

    /// Another loop's header, whose loop has no trace (`at_loop_header` links to one that
    /// has). A root recording stops there: that loop gets its own trace. A side trace,
    /// which runs once through, passes it once (an outer loop: the side trace of an inner
    /// loop's exit records the outer loop's rest on its way back to the inner loop).
    pub(super) fn loop_hint(&mut self, counter: u32) -> Result<(), Abort> {
        let passed = (Rc::as_ptr(&self.code) as usize, counter);
        if self.side.is_none() || !self.frames.is_empty() || self.passed_loops.contains(&passed) {
            return Err(Abort::InnerLoop);
        }
        self.passed_loops.push(passed);
        Ok(())
    }
}
