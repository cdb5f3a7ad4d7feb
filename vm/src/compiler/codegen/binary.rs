//! Binary operators, compiled as a loop over the chain they form.
//!
//! Left-associative operators nest to the left: `a + b + c + d` is `((a + b) + c) + d`, a
//! tree as deep as the chain is long, and source text can make that a million deep
//! (`"a" + "a" + …`). Compiling it recursively would need a stack frame per link, so
//! [`Codegen::binary`] walks down the left edge once, keeping in a vector what each operator
//! still has to do once its left operand is compiled, compiles the operand at the bottom,
//! and then finishes the operators from the innermost out. The bytecode is the same as a
//! recursive walk would emit.

use boa_ast::expression::operator::binary::{ArithmeticOp, BinaryOp, BitwiseOp, LogicalOp};
use boa_ast::{Expression, Position};

use super::expressions::{is_simple, unparenthesized};
use super::{CResult, Codegen};
use crate::bytecode::{Instruction, Reg};
use crate::compiler::emitter::{Label, RegisterMark};
use crate::interpreter::ops::arith::Arith;

/// An operator of the chain whose left operand is being compiled.
enum Pending<'e> {
    /// `&&`, `||`, `??`: the left operand goes to `dst`, which the right one overwrites
    /// unless the operator short-circuits to `end`.
    Logical { op: LogicalOp, rhs: &'e Expression, dst: Reg, end: Label },
    /// `,`: the left operand is evaluated for its effects, in registers above `mark`.
    Comma { rhs: &'e Expression, dst: Option<Reg>, mark: RegisterMark },
    /// The arithmetic, bitwise and relational operators: the operands go to registers
    /// above `mark`, the result to `dst`.
    Operator { op: BinaryOp, rhs: &'e Expression, dst: Option<Reg>, mark: RegisterMark },
}

impl Codegen<'_> {
    /// Compiles the binary operator `expression` (and every binary operator along its left
    /// edge) into `dst`, or a register of its choice.
    pub(crate) fn binary(&mut self, expression: &Expression, dst: Option<Reg>) -> CResult<Reg> {
        let mut pending = Vec::new();
        let mut node = expression;
        let mut request = dst;
        while let Expression::Binary(binary) = node {
            self.check_registers()?;
            let (lhs, rhs) = (binary.lhs(), binary.rhs());
            match binary.op() {
                BinaryOp::Logical(op) => {
                    let dst = self.dst(request);
                    let end = self.f.e.label();
                    pending.push(Pending::Logical { op, rhs, dst, end });
                    request = Some(dst);
                }
                BinaryOp::Comma => {
                    pending.push(Pending::Comma { rhs, dst: request, mark: self.f.e.mark() });
                    request = None;
                }
                op => {
                    pending.push(Pending::Operator { op, rhs, dst: request, mark: self.f.e.mark() });
                    request = None;
                }
            }
            node = lhs;
        }
        let mut value = match pending.last() {
            Some(Pending::Comma { .. }) => {
                self.discard(node)?;
                Reg(0)
            }
            _ => self.expression(node, request)?,
        };
        // Every operator of the chain starts where its bottom operand does.
        let start = self.starts.start_of(node);
        while let Some(operator) = pending.pop() {
            value = self.finish_binary(operator, value, start)?;
        }
        Ok(value)
    }

    /// Finishes `operator`, which starts at `start`, now that its left operand is in
    /// `left`.
    fn finish_binary(&mut self, operator: Pending<'_>, left: Reg, start: Position) -> CResult<Reg> {
        match operator {
            Pending::Logical { op, rhs, dst, end } => {
                debug_assert_eq!(left, dst);
                let target = self.f.e.target(end);
                self.emit(match op {
                    LogicalOp::And => Instruction::JumpIfFalse { cond: dst, target },
                    LogicalOp::Or => Instruction::JumpIfTrue { cond: dst, target },
                    LogicalOp::Coalesce => Instruction::JumpIfNotNullish { src: dst, target },
                });
                self.expression_to(rhs, dst)?;
                self.f.e.bind(end);
                Ok(dst)
            }
            Pending::Comma { rhs, dst, mark } => {
                self.f.e.release(mark);
                self.expression(rhs, dst)
            }
            Pending::Operator { op, rhs, dst, mark } => {
                if let (Some(arith), Some(value)) = (int_operator(op), int_literal(rhs)) {
                    self.f.e.release(mark);
                    let dst = self.dst(dst);
                    self.position_at(start);
                    self.arith_int(arith, dst, left, value);
                    return Ok(dst);
                }
                // The left operand is copied when it is a variable's own register that the
                // right operand could assign.
                let mut left = left;
                if left.0 < mark.value() && !is_simple(rhs) {
                    let copy = self.f.e.temp();
                    self.emit(Instruction::Mov { dst: copy, src: left });
                    left = copy;
                }
                let right = self.expression(rhs, None)?;
                self.f.e.release(mark);
                let dst = self.dst(dst);
                self.position_at(start);
                self.binary_operation(op, dst, left, right);
                Ok(dst)
            }
        }
    }
}

impl Codegen<'_> {
    /// `dst = lhs op value` for an int32 literal `value`, `op` one that `int_operator`
    /// gives: the instruction that holds the value (`Instruction::arith_int`).
    pub(super) fn arith_int(&mut self, op: Arith, dst: Reg, lhs: Reg, value: i32) {
        let profile = self.f.e.arith_profile();
        self.emit(Instruction::arith_int(op, dst, lhs, value, profile).expect("an operator int_operator gives"));
    }
}

/// The operator of `op` if it has an instruction with an int32 literal operand
/// (`Instruction::arith_int`).
pub(super) fn int_operator(op: BinaryOp) -> Option<Arith> {
    Some(match op {
        BinaryOp::Arithmetic(ArithmeticOp::Add) => Arith::Add,
        BinaryOp::Arithmetic(ArithmeticOp::Sub) => Arith::Sub,
        BinaryOp::Bitwise(BitwiseOp::And) => Arith::BitAnd,
        BinaryOp::Bitwise(BitwiseOp::Or) => Arith::BitOr,
        BinaryOp::Bitwise(BitwiseOp::Xor) => Arith::BitXor,
        BinaryOp::Bitwise(BitwiseOp::Shl) => Arith::Shl,
        BinaryOp::Bitwise(BitwiseOp::Shr) => Arith::Shr,
        BinaryOp::Bitwise(BitwiseOp::UShr) => Arith::UShr,
        _ => return None,
    })
}

/// The value of an integer literal that is an int32 (not -0).
pub(super) fn int_literal(expression: &Expression) -> Option<i32> {
    use boa_ast::expression::literal::LiteralKind;
    match unparenthesized(expression) {
        Expression::Literal(literal) => match literal.kind() {
            LiteralKind::Int(value) => Some(*value),
            LiteralKind::Num(number)
                if number.fract() == 0.0
                    && (i32::MIN as f64..=i32::MAX as f64).contains(number)
                    && !(*number == 0.0 && number.is_sign_negative()) =>
            {
                Some(*number as i32)
            }
            _ => None,
        },
        _ => None,
    }
}
