//! Common-subexpression elimination: an instruction identical to one already in the trace
//! (the same operation on the same operands, with the same type) is that instruction.
//!
//! Only pure operations are shared, and idempotent guards (a second guard that the first
//! already checked is redundant). Loads are never shared (a store in between could change
//! what they read: `forward.rs` decides that), nor allocations.

use std::collections::HashMap;

use crate::ir::{Op, Ref, Type};

#[derive(Default)]
pub struct Cse {
    seen: HashMap<(Op, Type), Ref>,
}

impl Cse {
    /// A commutative operation with its operands in ascending order, so that `a + b` and
    /// `b + a` are one instruction.
    pub fn canonical(op: Op) -> Op {
        if !op.is_commutative() {
            return op;
        }
        let operands = op.operands();
        let &[a, b] = operands.as_slice() else { return op };
        if a <= b {
            return op;
        }
        op.map_operands(|r| if r == a { b } else { a })
    }

    pub fn find(&self, op: Op, ty: Type) -> Option<Ref> {
        self.seen.get(&(op, ty)).copied()
    }

    pub fn remember(&mut self, op: Op, ty: Type, r: Ref) {
        self.seen.insert((op, ty), r);
    }

    /// Forgets the instructions from `len` on (the recorder took them back).
    pub fn forget_from(&mut self, len: usize) {
        self.seen.retain(|_, r| r.index() < len);
    }

    /// Forgets the instructions `forget` picks (guards on a state the trace changes).
    pub fn forget(&mut self, forget: impl Fn(Op) -> bool) {
        self.seen.retain(|(op, _), _| !forget(*op));
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ir::IrBuffer;

    #[test]
    fn commutative_operations_are_shared_in_either_order() {
        let mut ir = IrBuffer::default();
        let x = ir.emit(Op::SLoad { slot: 4 }, Type::Int32, None);
        let y = ir.emit(Op::SLoad { slot: 5 }, Type::Int32, None);
        let a = ir.emit(Op::IntAnd { a: x, b: y }, Type::Int32, None);
        assert_eq!(ir.emit(Op::IntAnd { a: y, b: x }, Type::Int32, None), a);
        let d = ir.emit(Op::IntSar { a: x, b: y }, Type::Int32, None);
        assert_ne!(ir.emit(Op::IntSar { a: y, b: x }, Type::Int32, None), d, "not commutative");
    }

    #[test]
    fn a_canonical_operation_keeps_its_immediates() {
        let op = Op::GuardInt { cmp: crate::ir::Cmp::Lt, a: Ref(5), b: Ref(2), expect: true };
        assert_eq!(Cse::canonical(op), op, "a comparison is not commutative");
        let same = Op::SameBits { a: Ref(9), b: Ref(3) };
        assert_eq!(Cse::canonical(same), Op::SameBits { a: Ref(3), b: Ref(9) });
    }
}
