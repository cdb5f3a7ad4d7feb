//! Recording arithmetic, bitwise operators and numeric conversions (the interpreter's
//! `ops/arith.rs`): int32 operations with overflow guards where the operands are int32s and
//! the site never overflowed, double operations otherwise.

use vm::JSValue;
use vm::bytecode::Reg;
use vm::bytecode::profile::ArithProfile;
use vm::interpreter::ops::arith::{Arith, ArithIntOperands};
use vm::tier::RecordPoint;

use super::Recorder;
use crate::abort::Abort;
use crate::ir::{Op, Ref, Type};

impl Recorder {
    pub(super) fn binary(
        &mut self,
        op: Arith,
        dst: Reg,
        lhs: Reg,
        rhs: Reg,
        profile: u32,
        at: RecordPoint,
    ) -> Result<(), Abort> {
        let values = (at.registers.get(lhs), at.registers.get(rhs));
        let a = self.read(lhs, values.0, at.pc);
        let b = self.read(rhs, values.1, at.pc);
        let result = self.arith(op, a, b, values, profile, at.pc)?;
        self.write(dst, result);
        Ok(())
    }

    /// `lhs op value` for an int32 literal `value` (`AddInt` ... `UShrInt`).
    pub(super) fn arith_int(&mut self, int: ArithIntOperands, at: RecordPoint) -> Result<(), Abort> {
        let a = self.read(int.lhs, at.registers.get(int.lhs), at.pc);
        let b = self.ir.const_int(int.value);
        let values = (at.registers.get(int.lhs), JSValue::from_i32(int.value));
        let result = self.arith(int.op, a, b, values, int.profile.0, at.pc)?;
        self.write(int.dst, result);
        Ok(())
    }

    /// `src + step` for `++` (1) and `--` (-1).
    pub(super) fn increment(
        &mut self,
        dst: Reg,
        src: Reg,
        step: i32,
        profile: u32,
        at: RecordPoint,
    ) -> Result<(), Abort> {
        let a = self.read(src, at.registers.get(src), at.pc);
        let b = self.ir.const_int(step);
        let result = self.arith(Arith::Add, a, b, (at.registers.get(src), JSValue::from_i32(step)), profile, at.pc)?;
        self.write(dst, result);
        Ok(())
    }

    pub(super) fn negate(&mut self, dst: Reg, src: Reg, at: RecordPoint) -> Result<(), Abort> {
        let value = at.registers.get(src);
        let a = self.read(src, value, at.pc);
        let result = match self.ir.ty(a) {
            // -0 needs a double: negate 0 as one.
            Type::Int32 if value.as_int32() != 0 => {
                let snapshot = self.snapshot(at.pc);
                self.ir.emit(Op::NegOv { a }, Type::Int32, Some(snapshot))
            }
            Type::Int32 | Type::Double => {
                let a = self.double(a);
                self.ir.emit(Op::NegDouble { a }, Type::Double, None)
            }
            _ => return Err(Abort::NotNumber),
        };
        self.write(dst, result);
        Ok(())
    }

    pub(super) fn bit_not(&mut self, dst: Reg, src: Reg, at: RecordPoint) -> Result<(), Abort> {
        let a = self.read(src, at.registers.get(src), at.pc);
        let a = self.int(a)?;
        let result = self.ir.emit(Op::BitNot { a }, Type::Int32, None);
        self.write(dst, result);
        Ok(())
    }

    pub(super) fn numeric(&mut self, dst: Reg, src: Reg, at: RecordPoint) -> Result<(), Abort> {
        let a = self.read(src, at.registers.get(src), at.pc);
        if !self.is_number(a) {
            return Err(Abort::NotNumber);
        }
        self.write(dst, a);
        Ok(())
    }

    pub(super) fn property_key(&mut self, dst: Reg, src: Reg, at: RecordPoint) -> Result<(), Abort> {
        // An int32 key is its own property key (as an index).
        let a = self.read(src, at.registers.get(src), at.pc);
        if self.ir.ty(a) != Type::Int32 {
            return Err(Abort::PropertyKeyNotInt32);
        }
        self.write(dst, a);
        Ok(())
    }

    /// `lhs op rhs` for the arithmetic and bitwise operators; `values` are the operands'
    /// values now.
    pub(super) fn arith(
        &mut self,
        op: Arith,
        lhs: Ref,
        rhs: Ref,
        values: (JSValue, JSValue),
        profile: u32,
        pc: usize,
    ) -> Result<Ref, Abort> {
        if !self.is_number(lhs) || !self.is_number(rhs) {
            return Err(Abort::NotNumber);
        }
        let both_int = self.ir.ty(lhs) == Type::Int32 && self.ir.ty(rhs) == Type::Int32;
        let mut overflowed = self.code.arith_profiles[profile as usize].get().has(ArithProfile::OVERFLOWED);
        // Cases whose int32 guard would fail right away: an int32 `%` that may give -0, and
        // a `>>>` result past int32 now (the profile counts only those the interpreter
        // computed).
        let (a, b) = values;
        match op {
            Arith::Mod if both_int => overflowed |= a.as_int32() < 0 || b.as_int32() <= 0,
            Arith::UShr => {
                let (x, y) = (vm::runtime::conversions::f64_to_int32(a.as_number()), b.as_number() as i64);
                overflowed |= (x as u32) >> (y as u32 & 31) > i32::MAX as u32;
            }
            _ => {}
        }
        let (ir_op, ty) = match op {
            Arith::Add if both_int && !overflowed => (Op::AddOv { a: lhs, b: rhs }, Type::Int32),
            Arith::Sub if both_int && !overflowed => (Op::SubOv { a: lhs, b: rhs }, Type::Int32),
            Arith::Mul if both_int && !overflowed => (Op::MulOv { a: lhs, b: rhs }, Type::Int32),
            Arith::Mod if both_int && !overflowed => (Op::ModInt { a: lhs, b: rhs }, Type::Int32),
            Arith::Add | Arith::Sub | Arith::Mul | Arith::Div | Arith::Mod => {
                let (a, b) = (self.double(lhs), self.double(rhs));
                let op = match op {
                    Arith::Add => Op::DoubleAdd { a, b },
                    Arith::Sub => Op::DoubleSub { a, b },
                    Arith::Mul => Op::DoubleMul { a, b },
                    Arith::Div => Op::DoubleDiv { a, b },
                    _ => Op::DoubleMod { a, b },
                };
                (op, Type::Double)
            }
            Arith::Exp => return Err(Abort::Untraced(vm::bytecode::Opcode::Exp, crate::abort::Untraced::Exponent)),
            Arith::BitAnd | Arith::BitOr | Arith::BitXor | Arith::Shl | Arith::Shr | Arith::UShr => {
                // The operands converted to int32 (ToInt32 of doubles).
                let (a, b) = (self.int(lhs)?, self.int(rhs)?);
                match op {
                    Arith::BitAnd => (Op::IntAnd { a, b }, Type::Int32),
                    Arith::BitOr => (Op::IntOr { a, b }, Type::Int32),
                    Arith::BitXor => (Op::IntXor { a, b }, Type::Int32),
                    Arith::Shl => (Op::IntShl { a, b }, Type::Int32),
                    Arith::Shr => (Op::IntSar { a, b }, Type::Int32),
                    _ if overflowed => (Op::UShrToDouble { a, b }, Type::Double),
                    _ => (Op::UShrOv { a, b }, Type::Int32),
                }
            }
        };
        let snapshot = ir_op.is_guard().then(|| self.snapshot(pc));
        Ok(self.ir.emit(ir_op, ty, snapshot))
    }
}
