//! 15.10 Tail position calls. In strict function code a call whose value the function
//! returns at once is a tail call: `TailCall` replaces the caller's frame with the
//! callee's instead of pushing one, so a chain of them runs in constant stack space.
//!
//! The tail positions of a `return` expression (15.10.2 HasCallInTailPosition) are the
//! expression itself, the branches of a conditional, the right operand of `&&`, `||` and
//! `??`, the last operand of a comma expression and the inside of parentheses. A call is
//! one when it is a plain call, a spread call, a tagged template or a call of something
//! named `eval` that turns out not to be %eval% (a direct eval is not a call). Optional
//! chains are left as ordinary calls.

use boa_ast::Expression;
use boa_ast::expression::operator::binary::{BinaryOp, LogicalOp};

use super::control::ControlKind;
use super::{CResult, Codegen};
use crate::bytecode::{FunctionKind, Instruction, Reg};
use crate::interpreter::eval::CALL_EVAL_TAIL_POSITION;

impl Codegen<'_> {
    /// 15.10.1 IsInTailPosition, for a `return` here: strict code of a function that is
    /// neither a generator, async nor a class constructor (whose return value is checked
    /// after the body), outside every `try` block, with no `finally` block or iterator
    /// to close between the `return` and the end of the function.
    pub fn return_may_tail_call(&self) -> bool {
        self.f.strict
            && self.f.try_depth == 0
            && matches!(self.f.function_kind(), Some(FunctionKind::Normal | FunctionKind::Arrow | FunctionKind::Method))
            && self
                .f
                .control
                .iter()
                .all(|control| matches!(control.kind, ControlKind::Loop { .. } | ControlKind::Breakable { .. }))
    }

    /// `return expression;` where the return may end in a tail call: `value` receives
    /// the result and each path ends in a return.
    pub fn tail_position_return(&mut self, expression: &Expression, value: Reg) -> CResult<()> {
        match expression {
            Expression::Parenthesized(inner) => self.tail_position_return(inner.expression(), value),
            Expression::Conditional(conditional) => {
                let otherwise = self.f.e.label();
                self.branch_if_false(conditional.condition(), otherwise)?;
                self.tail_position_return(conditional.if_true(), value)?;
                self.f.e.bind(otherwise);
                self.tail_position_return(conditional.if_false(), value)
            }
            Expression::Binary(binary) if matches!(binary.op(), BinaryOp::Logical(_)) => {
                let BinaryOp::Logical(op) = binary.op() else { unreachable!("matched above") };
                let short_circuit = self.f.e.label();
                self.expression_to(binary.lhs(), value)?;
                let target = self.f.e.target(short_circuit);
                self.emit(match op {
                    LogicalOp::And => Instruction::JumpIfFalse { cond: value, target },
                    LogicalOp::Or => Instruction::JumpIfTrue { cond: value, target },
                    LogicalOp::Coalesce => Instruction::JumpIfNotNullish { src: value, target },
                });
                self.tail_position_return(binary.rhs(), value)?;
                self.f.e.bind(short_circuit);
                self.emit_return(value)
            }
            Expression::Binary(binary) if binary.op() == BinaryOp::Comma => {
                self.discard(binary.lhs())?;
                self.tail_position_return(binary.rhs(), value)
            }
            Expression::Call(_) | Expression::TaggedTemplate(_) => {
                self.f.tail_call_next = matches!(expression, Expression::Call(_));
                self.expression_to(expression, value)?;
                self.make_last_call_a_tail_call(value);
                self.emit_return(value)
            }
            _ => {
                self.expression_to(expression, value)?;
                self.emit_return(value)
            }
        }
    }

    /// Turns the call just emitted for a tail-position expression, which left its
    /// result in `value`, into its tail-call form.
    fn make_last_call_a_tail_call(&mut self, value: Reg) {
        let Some(last) = self.f.e.instructions.last_mut() else { return };
        *last = match *last {
            Instruction::Call { dst, callee, first, argc, cache } if dst == value => {
                Instruction::TailCall { dst, callee, first, argc, cache }
            }
            Instruction::CallSpread { dst, callee, first } if dst == value => {
                Instruction::TailCallSpread { dst, callee, first }
            }
            Instruction::CallEval { dst, callee, first, argc, flags } if dst == value => {
                Instruction::CallEval { dst, callee, first, argc, flags: flags | CALL_EVAL_TAIL_POSITION }
            }
            other => other,
        };
    }
}
