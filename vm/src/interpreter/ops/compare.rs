//! Relational and equality comparisons, with int32 and double fast paths, and `in` and
//! `instanceof`.

use crate::bytecode::Reg;
use crate::error::JsResult;
use crate::interpreter::Cursor;
use crate::runtime::operators::strictly_equal;
use crate::value::JSValue;
use crate::vm::Vm;

/// The relational operators.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Relation {
    Less,
    LessEq,
    Greater,
    GreaterEq,
}

/// `lhs relation rhs` when both are Numbers; `None` for the other operands.
#[inline(always)]
pub(crate) fn number_relation(relation: Relation, lhs: JSValue, rhs: JSValue) -> Option<bool> {
    if lhs.is_int32() && rhs.is_int32() {
        let (a, b) = (lhs.as_int32(), rhs.as_int32());
        return Some(match relation {
            Relation::Less => a < b,
            Relation::LessEq => a <= b,
            Relation::Greater => a > b,
            Relation::GreaterEq => a >= b,
        });
    }
    if lhs.is_number() && rhs.is_number() {
        let (a, b) = (lhs.as_number(), rhs.as_number());
        return Some(match relation {
            Relation::Less => a < b,
            Relation::LessEq => a <= b,
            Relation::Greater => a > b,
            Relation::GreaterEq => a >= b,
        });
    }
    None
}

impl Vm {
    /// `lhs relation rhs` (13.10.1 Runtime Semantics for the relational operators).
    #[inline(always)]
    pub(crate) fn compare(&mut self, relation: Relation, lhs: JSValue, rhs: JSValue) -> JsResult<bool> {
        if let Some(result) = number_relation(relation, lhs, rhs) {
            return Ok(result);
        }
        // a < b is IsLessThan(a, b); a > b is IsLessThan(b, a) with the right operand
        // converted first; <= and >= negate the swapped comparison (undefined is false).
        Ok(match relation {
            Relation::Less => self.is_less_than(lhs, rhs, true)? == Some(true),
            Relation::Greater => self.is_less_than(rhs, lhs, false)? == Some(true),
            Relation::LessEq => self.is_less_than(rhs, lhs, false)? == Some(false),
            Relation::GreaterEq => self.is_less_than(lhs, rhs, true)? == Some(false),
        })
    }

    /// `lhs === rhs`.
    #[inline(always)]
    pub fn strict_equals(&self, lhs: JSValue, rhs: JSValue) -> bool {
        if lhs.is_int32() && rhs.is_int32() {
            return lhs == rhs;
        }
        strictly_equal(lhs, rhs)
    }

    /// `lhs == rhs`.
    #[inline(always)]
    pub fn loose_equals(&mut self, lhs: JSValue, rhs: JSValue) -> JsResult<bool> {
        if lhs.is_int32() && rhs.is_int32() {
            return Ok(lhs == rhs);
        }
        self.loosely_equal(lhs, rhs)
    }
}

// The instructions.
impl Vm {
    /// `Less`, `LessEq`, `Greater`, `GreaterEq`: `dst = lhs relation rhs`.
    #[inline(always)]
    pub(crate) fn op_compare(
        &mut self,
        cursor: Cursor,
        relation: Relation,
        dst: Reg,
        lhs: Reg,
        rhs: Reg,
    ) -> JsResult<()> {
        let r = cursor.registers;
        r.set(dst, JSValue::from_bool(self.compare(relation, r.get(lhs), r.get(rhs))?));
        Ok(())
    }

    /// `Equal`: `dst = lhs == rhs`.
    #[inline(always)]
    pub(crate) fn op_equal(&mut self, cursor: Cursor, dst: Reg, lhs: Reg, rhs: Reg) -> JsResult<()> {
        let r = cursor.registers;
        r.set(dst, JSValue::from_bool(self.loose_equals(r.get(lhs), r.get(rhs))?));
        Ok(())
    }

    /// `NotEqual`: `dst = lhs != rhs`.
    #[inline(always)]
    pub(crate) fn op_not_equal(&mut self, cursor: Cursor, dst: Reg, lhs: Reg, rhs: Reg) -> JsResult<()> {
        let r = cursor.registers;
        r.set(dst, JSValue::from_bool(!self.loose_equals(r.get(lhs), r.get(rhs))?));
        Ok(())
    }

    /// `StrictEqual`: `dst = lhs === rhs`.
    #[inline(always)]
    pub(crate) fn op_strict_equal(&mut self, cursor: Cursor, dst: Reg, lhs: Reg, rhs: Reg) {
        let r = cursor.registers;
        r.set(dst, JSValue::from_bool(self.strict_equals(r.get(lhs), r.get(rhs))));
    }

    /// `StrictNotEqual`: `dst = lhs !== rhs`.
    #[inline(always)]
    pub(crate) fn op_strict_not_equal(&mut self, cursor: Cursor, dst: Reg, lhs: Reg, rhs: Reg) {
        let r = cursor.registers;
        r.set(dst, JSValue::from_bool(!self.strict_equals(r.get(lhs), r.get(rhs))));
    }

    /// `In`: `dst = key in object`.
    #[inline(always)]
    pub(crate) fn op_in(&mut self, cursor: Cursor, dst: Reg, key: Reg, object: Reg) -> JsResult<()> {
        let r = cursor.registers;
        r.set(dst, JSValue::from_bool(self.has_property_operator(r.get(key), r.get(object))?));
        Ok(())
    }

    /// `InstanceOf`: `dst = value instanceof constructor`.
    #[inline(always)]
    pub(crate) fn op_instance_of(&mut self, cursor: Cursor, dst: Reg, value: Reg, constructor: Reg) -> JsResult<()> {
        let r = cursor.registers;
        self.save_pc(cursor.pc - 1);
        r.set(dst, JSValue::from_bool(self.instance_of(r.get(value), r.get(constructor))?));
        Ok(())
    }
}
