//! Recording comparisons and equality as Bool values (the interpreter's `ops/compare.rs`);
//! the fused compare-and-branch instructions are in `control.rs`.

use vm::JSValue;
use vm::bytecode::Reg;
use vm::tier::RecordPoint;

use super::Recorder;
use crate::abort::Abort;
use crate::ir::{Cmp, Op, Ref, Type};

impl Recorder {
    pub(super) fn comparison(&mut self, cmp: Cmp, dst: Reg, lhs: Reg, rhs: Reg, at: RecordPoint) -> Result<(), Abort> {
        let a = self.read(lhs, at.registers.get(lhs), at.pc);
        let b = self.read(rhs, at.registers.get(rhs), at.pc);
        let result = self.compare_value(cmp, a, b)?;
        self.write(dst, result);
        Ok(())
    }

    /// `!src`.
    pub(super) fn not(&mut self, dst: Reg, src: Reg, at: RecordPoint) -> Result<(), Abort> {
        let value = at.registers.get(src);
        let a = self.read(src, value, at.pc);
        let result = match self.ir.ty(a) {
            Type::Bool => self.ir.emit(Op::NotBool { a }, Type::Bool, None),
            Type::Int32 => {
                let zero = self.ir.const_int(0);
                self.ir.emit(Op::CompareInt { cmp: Cmp::Eq, a, b: zero }, Type::Bool, None)
            }
            _ if value.is_undefined_or_null() => {
                self.guard(Op::GuardBits { a, bits: value.bits(), expect: true }, at.pc);
                self.ir.const_bool(true)
            }
            _ => return Err(Abort::NotOfDouble),
        };
        self.write(dst, result);
        Ok(())
    }

    /// `lhs === rhs`, or `!==` with `negate`.
    pub(super) fn strict_equality(
        &mut self,
        dst: Reg,
        lhs: Reg,
        rhs: Reg,
        negate: bool,
        at: RecordPoint,
    ) -> Result<(), Abort> {
        let values = (at.registers.get(lhs), at.registers.get(rhs));
        let a = self.read(lhs, values.0, at.pc);
        let b = self.read(rhs, values.1, at.pc);
        let result = self.strict_equal(a, b, values, negate, at.pc)?;
        self.write(dst, result);
        Ok(())
    }

    /// `lhs == rhs`, or `!=` with `negate`: `===` for two numbers or two booleans (7.2.14
    /// step 1).
    pub(super) fn loose_equality(
        &mut self,
        dst: Reg,
        lhs: Reg,
        rhs: Reg,
        negate: bool,
        at: RecordPoint,
    ) -> Result<(), Abort> {
        let values = (at.registers.get(lhs), at.registers.get(rhs));
        let a = self.read(lhs, values.0, at.pc);
        let b = self.read(rhs, values.1, at.pc);
        let same_type =
            (self.is_number(a) && self.is_number(b)) || (self.ir.ty(a) == Type::Bool && self.ir.ty(b) == Type::Bool);
        if !same_type {
            return Err(Abort::LooseEqualityOfMixedTypes);
        }
        let result = self.strict_equal(a, b, values, negate, at.pc)?;
        self.write(dst, result);
        Ok(())
    }

    /// `cmp(a, b)` on numbers, as a Bool value.
    pub(super) fn compare_value(&mut self, cmp: Cmp, a: Ref, b: Ref) -> Result<Ref, Abort> {
        if !self.is_number(a) || !self.is_number(b) {
            return Err(Abort::NotNumber);
        }
        if self.ir.ty(a) == Type::Int32 && self.ir.ty(b) == Type::Int32 {
            return Ok(self.ir.emit(Op::CompareInt { cmp, a, b }, Type::Bool, None));
        }
        let (a, b) = (self.double(a), self.double(b));
        Ok(self.ir.emit(Op::CompareDouble { cmp, a, b }, Type::Bool, None))
    }

    /// `a === b` (`negate`: `!==`) as a Bool, for numbers and booleans.
    /// Whether `===` with `a` (holding `value` now) is identity: true when `a` is
    /// undefined, null, an object or a symbol now, and then guarded to stay one of those.
    pub(super) fn identity_comparable(&mut self, a: Ref, value: JSValue, pc: usize) -> bool {
        if self.ir.ty(a) != Type::Value {
            return false;
        }
        if value.is_undefined_or_null() {
            self.guard(Op::GuardNullish { a, expect: true }, pc);
            return true;
        }
        let Some(cell) = vm::ObjectRef::from_value(value)
            .map(|o| o.js_type())
            .or_else(|| vm::symbol::SymbolRef::from_value(value).map(|_| vm::cell::JSType::Symbol))
        else {
            return false;
        };
        self.guard(Op::GuardCell { a }, pc);
        self.guard(Op::GuardJsType { a, js_type: cell as u8 }, pc);
        true
    }

    /// Whether `a` is a constant of one representation only, compared by identity:
    /// undefined, null, an object or a symbol.
    fn is_identity_constant(&self, a: Ref) -> bool {
        let Op::ConstValue { bits } = self.ir.op(a) else { return false };
        let value = JSValue::from_bits(bits);
        value.is_undefined_or_null()
            || vm::ObjectRef::from_value(value).is_some()
            || vm::symbol::SymbolRef::from_value(value).is_some()
    }

    /// `a === b` (or `!==` with `negate`) as a Bool; `values` are what they hold now.
    pub(super) fn strict_equal(
        &mut self,
        a: Ref,
        b: Ref,
        values: (JSValue, JSValue),
        negate: bool,
        pc: usize,
    ) -> Result<Ref, Abort> {
        let cmp = if negate { Cmp::Ne } else { Cmp::Eq };
        match (self.ir.ty(a), self.ir.ty(b)) {
            (Type::Bool, Type::Bool) => Ok(self.ir.emit(Op::CompareInt { cmp, a, b }, Type::Bool, None)),
            (Type::Int32 | Type::Double, Type::Int32 | Type::Double) => self.compare_value(cmp, a, b),
            // Types guarded to differ: never strictly equal.
            (Type::Bool, Type::Int32 | Type::Double) | (Type::Int32 | Type::Double, Type::Bool) => {
                Ok(self.ir.const_bool(negate))
            }
            // Against a constant undefined, null, object or symbol, `===` is identity
            // whatever the other operand is (a recursive walk's `node.left === null`
            // stays a branch when a leaf comes, not a type that went stale).
            _ if self.is_identity_constant(a) || self.is_identity_constant(b) => {
                let (a, b) = (self.boxed(a), self.boxed(b));
                let same = self.ir.emit(Op::SameBits { a, b }, Type::Bool, None);
                Ok(if negate { self.ir.emit(Op::NotBool { a: same }, Type::Bool, None) } else { same })
            }
            _ if self.identity_comparable(a, values.0, pc) || self.identity_comparable(b, values.1, pc) => {
                let (a, b) = (self.boxed(a), self.boxed(b));
                let same = self.ir.emit(Op::SameBits { a, b }, Type::Bool, None);
                Ok(if negate { self.ir.emit(Op::NotBool { a: same }, Type::Bool, None) } else { same })
            }
            _ => Err(Abort::StrictEqualityOfStrings),
        }
    }
}
