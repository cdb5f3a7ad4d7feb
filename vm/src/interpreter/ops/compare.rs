//! Relational and equality comparisons, with int32 and double fast paths.

use crate::error::JsResult;
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
