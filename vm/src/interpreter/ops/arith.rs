//! Arithmetic, bitwise and unary operators, and the conversions to numbers, strings, keys
//! and objects: int32 and double fast paths in front of the general semantics, recording
//! what they saw in the site's arithmetic profile.

use std::cell::Cell;

use crate::bytecode::Instruction;
use crate::bytecode::opcodes::Imm;
use crate::bytecode::profile::ArithProfile;
use crate::bytecode::{Reg, Slot};
use crate::error::JsResult;
use crate::interpreter::Cursor;
use crate::runtime::conversions::f64_to_int32;
use crate::runtime::operators::{NumericOp, js_pow, js_remainder, number_op};
use crate::string::StringRef;
use crate::symbol::SymbolRef;
use crate::value::JSValue;
use crate::vm::Vm;

/// The binary arithmetic operators the interpreter dispatches.
#[repr(u8)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Arith {
    Add,
    Sub,
    Mul,
    Div,
    Mod,
    Exp,
    BitAnd,
    BitOr,
    BitXor,
    Shl,
    Shr,
    UShr,
}

impl Arith {
    fn numeric_op(self) -> NumericOp {
        match self {
            Arith::Add => unreachable!("addition is not a numeric-only operator"),
            Arith::Sub => NumericOp::Sub,
            Arith::Mul => NumericOp::Mul,
            Arith::Div => NumericOp::Div,
            Arith::Mod => NumericOp::Mod,
            Arith::Exp => NumericOp::Exp,
            Arith::BitAnd => NumericOp::BitAnd,
            Arith::BitOr => NumericOp::BitOr,
            Arith::BitXor => NumericOp::BitXor,
            Arith::Shl => NumericOp::Shl,
            Arith::Shr => NumericOp::Shr,
            Arith::UShr => NumericOp::UShr,
        }
    }
}

/// The operands of an instruction with an int32 literal right operand.
#[derive(Clone, Copy, Debug)]
pub struct ArithIntOperands {
    pub op: Arith,
    pub dst: Reg,
    pub lhs: Reg,
    pub value: Imm,
    pub profile: Slot,
}

impl Instruction {
    /// `dst = lhs op value` for an int32 literal `value`, if `op` has such an instruction
    /// (addition, subtraction and the bitwise operators).
    pub fn arith_int(op: Arith, dst: Reg, lhs: Reg, value: Imm, profile: Slot) -> Option<Instruction> {
        Some(match op {
            Arith::Add => Instruction::AddInt { dst, lhs, value, profile },
            Arith::Sub => Instruction::SubInt { dst, lhs, value, profile },
            Arith::BitAnd => Instruction::BitAndInt { dst, lhs, value, profile },
            Arith::BitOr => Instruction::BitOrInt { dst, lhs, value, profile },
            Arith::BitXor => Instruction::BitXorInt { dst, lhs, value, profile },
            Arith::Shl => Instruction::ShlInt { dst, lhs, value, profile },
            Arith::Shr => Instruction::ShrInt { dst, lhs, value, profile },
            Arith::UShr => Instruction::UShrInt { dst, lhs, value, profile },
            Arith::Mul | Arith::Div | Arith::Mod | Arith::Exp => return None,
        })
    }

    /// The operands of one of the instructions [`Instruction::arith_int`] makes.
    pub fn arith_int_operands(&self) -> Option<ArithIntOperands> {
        let (op, dst, lhs, value, profile) = match *self {
            Instruction::AddInt { dst, lhs, value, profile } => (Arith::Add, dst, lhs, value, profile),
            Instruction::SubInt { dst, lhs, value, profile } => (Arith::Sub, dst, lhs, value, profile),
            Instruction::BitAndInt { dst, lhs, value, profile } => (Arith::BitAnd, dst, lhs, value, profile),
            Instruction::BitOrInt { dst, lhs, value, profile } => (Arith::BitOr, dst, lhs, value, profile),
            Instruction::BitXorInt { dst, lhs, value, profile } => (Arith::BitXor, dst, lhs, value, profile),
            Instruction::ShlInt { dst, lhs, value, profile } => (Arith::Shl, dst, lhs, value, profile),
            Instruction::ShrInt { dst, lhs, value, profile } => (Arith::Shr, dst, lhs, value, profile),
            Instruction::UShrInt { dst, lhs, value, profile } => (Arith::UShr, dst, lhs, value, profile),
            _ => return None,
        };
        Some(ArithIntOperands { op, dst, lhs, value, profile })
    }
}

#[inline(always)]
fn record(profile: &Cell<ArithProfile>, bits: u8) {
    let mut value = profile.get();
    if value.bits() & bits != bits {
        value.record(bits);
        profile.set(value);
    }
}

/// The int32 result of `op`, or `None` if it overflows (or is -0, or not an integer).
#[inline(always)]
fn int32_op(op: Arith, a: i32, b: i32) -> Option<JSValue> {
    let value = match op {
        Arith::Add => a.checked_add(b)?,
        Arith::Sub => a.checked_sub(b)?,
        Arith::Mul => {
            let product = a.checked_mul(b)?;
            if product == 0 && (a < 0 || b < 0) {
                return None;
            }
            product
        }
        Arith::Div => {
            if b == 0 || (a == i32::MIN && b == -1) || a % b != 0 || (a == 0 && b < 0) {
                return None;
            }
            a / b
        }
        Arith::Mod => {
            // A negative dividend may give -0, and i32::MIN % -1 overflows: doubles.
            if b <= 0 || a < 0 {
                return None;
            }
            a % b
        }
        Arith::Exp => return None,
        Arith::BitAnd => a & b,
        Arith::BitOr => a | b,
        Arith::BitXor => a ^ b,
        Arith::Shl => a.wrapping_shl(b as u32 & 31),
        Arith::Shr => a >> (b as u32 & 31),
        Arith::UShr => {
            let result = (a as u32) >> (b as u32 & 31);
            // Past int32 the result is a double: counted as an overflow, so that a trace
            // computes it as one rather than guarding it to fit (`x >>> 0` of a hash).
            if result > i32::MAX as u32 {
                return None;
            }
            result as i32
        }
    };
    Some(JSValue::from_i32(value))
}

/// `lhs op rhs` when both are Numbers (which can neither throw nor allocate), recording
/// what it saw; `None` for the other operands.
#[inline(always)]
pub(crate) fn number_arith(op: Arith, lhs: JSValue, rhs: JSValue, profile: &Cell<ArithProfile>) -> Option<JSValue> {
    if lhs.is_int32() && rhs.is_int32() {
        if let Some(result) = int32_op(op, lhs.as_int32(), rhs.as_int32()) {
            record(profile, ArithProfile::INT32);
            return Some(result);
        }
        record(profile, ArithProfile::OVERFLOWED);
        return Some(match op {
            Arith::Add => JSValue::from_number(lhs.as_int32() as f64 + rhs.as_int32() as f64),
            _ => number_op(op.numeric_op(), lhs.as_int32() as f64, rhs.as_int32() as f64),
        });
    }
    if lhs.is_number() && rhs.is_number() {
        record(profile, ArithProfile::DOUBLE);
        let (a, b) = (lhs.as_number(), rhs.as_number());
        return Some(match op {
            Arith::Add => JSValue::from_number(a + b),
            Arith::Sub => JSValue::from_number(a - b),
            Arith::Mul => JSValue::from_number(a * b),
            Arith::Div => JSValue::from_number(a / b),
            Arith::Mod => JSValue::from_number(js_remainder(a, b)),
            Arith::Exp => JSValue::from_number(js_pow(a, b)),
            _ => number_op(op.numeric_op(), a, b),
        });
    }
    None
}

/// `value ± 1` for an int32 that does not overflow, recording it; `None` otherwise.
#[inline(always)]
pub(crate) fn int32_increment(value: JSValue, delta: i32, profile: &Cell<ArithProfile>) -> Option<JSValue> {
    if !value.is_int32() {
        return None;
    }
    let result = value.as_int32().checked_add(delta)?;
    record(profile, ArithProfile::INT32);
    Some(JSValue::from_i32(result))
}

impl Vm {
    /// `lhs op rhs`.
    #[inline(always)]
    pub(crate) fn binary_arith(
        &mut self,
        op: Arith,
        lhs: JSValue,
        rhs: JSValue,
        profile: &Cell<ArithProfile>,
    ) -> JsResult<JSValue> {
        if let Some(result) = number_arith(op, lhs, rhs, profile) {
            return Ok(result);
        }
        record(profile, ArithProfile::OTHER);
        match op {
            Arith::Add => self.add_values(lhs, rhs),
            _ => self.numeric_values(op.numeric_op(), lhs, rhs),
        }
    }

    /// `++value` / `--value` after ToNumeric.
    #[inline(always)]
    pub(crate) fn increment(&mut self, value: JSValue, delta: i32, profile: &Cell<ArithProfile>) -> JsResult<JSValue> {
        if let Some(result) = int32_increment(value, delta, profile) {
            return Ok(result);
        }
        if value.is_number() {
            record(profile, ArithProfile::DOUBLE);
            return Ok(JSValue::from_number(value.as_number() + delta as f64));
        }
        record(profile, ArithProfile::OTHER);
        self.increment_value(value, delta)
    }

    /// `-value`.
    #[inline(always)]
    pub(crate) fn negate(&mut self, value: JSValue, profile: &Cell<ArithProfile>) -> JsResult<JSValue> {
        if value.is_int32() && value.as_int32() != 0 && value.as_int32() != i32::MIN {
            record(profile, ArithProfile::INT32);
            return Ok(JSValue::from_i32(-value.as_int32()));
        }
        if value.is_number() {
            record(profile, ArithProfile::DOUBLE);
            return Ok(JSValue::from_number(-value.as_number()));
        }
        record(profile, ArithProfile::OTHER);
        self.negate_value(value)
    }

    /// `~value`.
    pub(crate) fn bit_not(&mut self, value: JSValue) -> JsResult<JSValue> {
        if value.is_int32() {
            return Ok(JSValue::from_i32(!value.as_int32()));
        }
        if value.is_number() {
            return Ok(JSValue::from_i32(!f64_to_int32(value.as_number())));
        }
        self.bit_not_value(value)
    }
}

// The instructions.
impl Vm {
    /// `Add` ... `UShr`: `dst = lhs op rhs`.
    #[inline(always)]
    pub(crate) fn op_arith(
        &mut self,
        cursor: Cursor,
        op: Arith,
        dst: Reg,
        lhs: Reg,
        rhs: Reg,
        profile: Slot,
    ) -> JsResult<()> {
        let (r, code) = (cursor.registers, cursor.code);
        let value = self.binary_arith(op, r.get(lhs), r.get(rhs), &code.arith_profiles[profile.0 as usize])?;
        r.set(dst, value);
        Ok(())
    }

    /// `AddInt` ... `UShrInt`: `dst = lhs op value`, with an int32 literal on the right.
    #[inline(always)]
    pub(crate) fn op_arith_int(
        &mut self,
        cursor: Cursor,
        op: Arith,
        dst: Reg,
        lhs: Reg,
        value: Imm,
        profile: Slot,
    ) -> JsResult<()> {
        let (r, code) = (cursor.registers, cursor.code);
        let profile = &code.arith_profiles[profile.0 as usize];
        let value = self.binary_arith(op, r.get(lhs), JSValue::from_i32(value), profile)?;
        r.set(dst, value);
        Ok(())
    }

    /// `Increment` (`delta` 1) and `Decrement` (-1).
    #[inline(always)]
    pub(crate) fn op_increment(
        &mut self,
        cursor: Cursor,
        dst: Reg,
        src: Reg,
        delta: i32,
        profile: Slot,
    ) -> JsResult<()> {
        let (r, code) = (cursor.registers, cursor.code);
        let value = self.increment(r.get(src), delta, &code.arith_profiles[profile.0 as usize])?;
        r.set(dst, value);
        Ok(())
    }

    /// `Negate`: `dst = -src`.
    #[inline(always)]
    pub(crate) fn op_negate(&mut self, cursor: Cursor, dst: Reg, src: Reg, profile: Slot) -> JsResult<()> {
        let (r, code) = (cursor.registers, cursor.code);
        let value = self.negate(r.get(src), &code.arith_profiles[profile.0 as usize])?;
        r.set(dst, value);
        Ok(())
    }

    /// `ToNumber`: `dst = +src`.
    #[inline(always)]
    pub(crate) fn op_to_number(&mut self, cursor: Cursor, dst: Reg, src: Reg) -> JsResult<()> {
        let r = cursor.registers;
        let value = r.get(src);
        let number = if value.is_number() { value } else { JSValue::from_number(self.to_number(value)?) };
        r.set(dst, number);
        Ok(())
    }

    /// `ToNumeric`: the old value of a postfix update.
    #[inline(always)]
    pub(crate) fn op_to_numeric(&mut self, cursor: Cursor, dst: Reg, src: Reg) -> JsResult<()> {
        let r = cursor.registers;
        let value = r.get(src);
        let numeric = if value.is_number() { value } else { self.to_numeric(value)? };
        r.set(dst, numeric);
        Ok(())
    }

    /// `ToPropertyKey`: the key `src` names, as a value (int32s, strings and symbols are keys
    /// already).
    #[inline(always)]
    pub(crate) fn op_to_property_key(&mut self, cursor: Cursor, dst: Reg, src: Reg) -> JsResult<()> {
        let r = cursor.registers;
        let value = r.get(src);
        if !(value.is_int32() || StringRef::from_value(value).is_some() || SymbolRef::from_value(value).is_some()) {
            let key = self.to_property_key(value)?;
            let key = self.property_key_to_value(key)?;
            r.set(dst, key);
        } else {
            r.set(dst, value);
        }
        Ok(())
    }
}
