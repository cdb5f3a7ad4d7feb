//! Constant folding: a pure operation on constants is a constant, and so is a checked one
//! whose check passes; a guard whose outcome the constants decide either disappears (it
//! holds) or stays (it fails, so the trace exits there every time).

use crate::ir::{IrBuffer, Op, Ref};

/// What `op` folds to, if its operands decide it.
pub fn fold(ir: &mut IrBuffer, op: Op) -> Option<Ref> {
    let int = |r: Ref| ir.int_constant(r);
    let double = |r: Ref| ir.double_constant(r);
    let folded_int = match op {
        Op::AddOv { a, b } => int(a)?.checked_add(int(b)?),
        Op::SubOv { a, b } => int(a)?.checked_sub(int(b)?),
        Op::MulOv { a, b } => {
            let (x, y) = (int(a)?, int(b)?);
            let v = x.checked_mul(y)?;
            // 0 * -1 is -0, which only a double holds: leave it to the guard.
            if v == 0 && (x < 0 || y < 0) {
                return None;
            }
            Some(v)
        }
        Op::IntAnd { a, b } => Some(int(a)? & int(b)?),
        Op::IntOr { a, b } => Some(int(a)? | int(b)?),
        Op::IntXor { a, b } => Some(int(a)? ^ int(b)?),
        Op::IntShl { a, b } => Some(int(a)?.wrapping_shl(int(b)? as u32 & 31)),
        Op::IntSar { a, b } => Some(int(a)? >> (int(b)? as u32 & 31)),
        Op::IntMul { a, b } => Some(int(a)?.wrapping_mul(int(b)?)),
        Op::IntMin { a, b } => Some(int(a)?.min(int(b)?)),
        Op::IntMax { a, b } => Some(int(a)?.max(int(b)?)),
        Op::BitNot { a } => Some(!int(a)?),
        _ => None,
    };
    if let Some(v) = folded_int {
        return Some(ir.const_int(v));
    }
    let folded_double = match op {
        Op::IntToDouble { a } => Some(int(a)? as f64),
        Op::DoubleAdd { a, b } => Some(double(a)? + double(b)?),
        Op::DoubleSub { a, b } => Some(double(a)? - double(b)?),
        Op::DoubleMul { a, b } => Some(double(a)? * double(b)?),
        Op::DoubleDiv { a, b } => Some(double(a)? / double(b)?),
        _ => None,
    };
    if let Some(v) = folded_double {
        return Some(ir.const_double(v));
    }
    let folded_bool = match op {
        Op::CompareInt { cmp, a, b } => Some(cmp.holds(int(a)?, int(b)?)),
        Op::NotBool { a } => match ir.op(a) {
            Op::ConstBool { value } => Some(!value),
            _ => None,
        },
        _ => None,
    };
    folded_bool.map(|v| ir.const_bool(v))
}

/// Whether guard `op` is known to hold (its operands are constants that pass it).
pub fn guard_holds(ir: &IrBuffer, op: Op) -> bool {
    match op {
        Op::GuardInt { cmp, a, b, expect } => match (ir.int_constant(a), ir.int_constant(b)) {
            (Some(x), Some(y)) => cmp.holds(x, y) == expect,
            _ => false,
        },
        Op::GuardDouble { cmp, a, b, expect } => match (ir.double_constant(a), ir.double_constant(b)) {
            (Some(x), Some(y)) => cmp.holds(x, y) == expect,
            _ => false,
        },
        Op::GuardTruthy { a, expect } => match ir.op(a) {
            Op::ConstInt { value } => (value != 0) == expect,
            Op::ConstBool { value } => value == expect,
            Op::ConstDouble { value } => {
                let v = value.get();
                (v != 0.0 && !v.is_nan()) == expect
            }
            _ => false,
        },
        Op::GuardBits { a, bits, expect } => match ir.op(a) {
            Op::ConstValue { bits: v } => (v == bits) == expect,
            _ => false,
        },
        Op::GuardNullish { a, expect } => match ir.op(a) {
            Op::ConstValue { bits } => vm::JSValue::from_bits(bits).is_undefined_or_null() == expect,
            _ => false,
        },
        // A value the trace boxed (an int32, a double, a boolean) is never the empty one.
        Op::GuardNotEmpty { a } => match ir.op(a) {
            Op::BoxValue { .. } => true,
            Op::ConstValue { bits } => !vm::JSValue::from_bits(bits).is_empty(),
            _ => false,
        },
        // A one-character string from the cache is a string.
        Op::GuardCell { a } => matches!(ir.op(a), Op::SingleCharacterString { .. }),
        Op::GuardJsType { a, js_type } => {
            matches!(ir.op(a), Op::SingleCharacterString { .. }) && js_type == vm::cell::JSType::String as u8
        }
        _ => false,
    }
}

#[cfg(test)]
mod tests {
    use crate::ir::{Cmp, IrBuffer, Op, Type};
    use crate::snapshot::SnapshotId;

    #[test]
    fn constants_fold_and_pure_operations_are_shared() {
        let mut ir = IrBuffer::default();
        let two = ir.const_int(2);
        let three = ir.const_int(3);
        let five = ir.emit(Op::AddOv { a: two, b: three }, Type::Int32, None);
        assert_eq!(ir.int_constant(five), Some(5));
        assert_eq!(ir.const_int(5), five, "constants are interned");
        let x = ir.emit(Op::SLoad { slot: 4 }, Type::Int32, None);
        let a = ir.emit(Op::IntAnd { a: x, b: five }, Type::Int32, None);
        let b = ir.emit(Op::IntAnd { a: x, b: five }, Type::Int32, None);
        assert_eq!(a, b);
        let max = ir.const_int(i32::MAX);
        let overflow = ir.emit(Op::AddOv { a: max, b: five }, Type::Int32, None);
        assert!(ir.int_constant(overflow).is_none(), "an overflowing add stays a guard");
    }

    #[test]
    fn a_value_the_trace_boxed_is_never_empty() {
        let mut ir = IrBuffer::default();
        let x = ir.emit(Op::SLoad { slot: 4 }, Type::Int32, None);
        let boxed = ir.emit(Op::BoxValue { a: x }, Type::Value, None);
        let loaded = ir.emit(Op::SLoad { slot: 5 }, Type::Value, None);
        assert!(super::guard_holds(&ir, Op::GuardNotEmpty { a: boxed }));
        assert!(!super::guard_holds(&ir, Op::GuardNotEmpty { a: loaded }), "a register may hold the empty value");
        let empty = ir.const_value(vm::JSValue::EMPTY.bits());
        assert!(!super::guard_holds(&ir, Op::GuardNotEmpty { a: empty }));
    }

    #[test]
    fn a_product_that_is_minus_zero_is_not_folded_to_an_int() {
        let mut ir = IrBuffer::default();
        let zero = ir.const_int(0);
        let minus_one = ir.const_int(-1);
        let product = ir.emit(Op::MulOv { a: zero, b: minus_one }, Type::Int32, None);
        assert!(matches!(ir.op(product), Op::MulOv { .. }));
    }

    #[test]
    fn guards_known_to_hold_are_dropped() {
        let mut ir = IrBuffer::default();
        let one = ir.const_int(1);
        let two = ir.const_int(2);
        let snapshot = SnapshotId(0);
        assert!(!ir.guard(Op::GuardInt { cmp: Cmp::Lt, a: one, b: two, expect: true }, snapshot));
        assert!(ir.guard(Op::GuardInt { cmp: Cmp::Lt, a: one, b: two, expect: false }, snapshot));
    }
}
