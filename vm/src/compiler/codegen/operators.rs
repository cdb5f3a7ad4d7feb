//! Operators: unary, update, binary and assignment, with the in-place writes of register
//! variables they allow (vm/DESIGN.md, "Writing variables in place").

use boa_ast::expression::access::{PropertyAccess, PropertyAccessField};
use boa_ast::expression::operator::assign::{AssignOp, AssignTarget};
use boa_ast::expression::operator::binary::{ArithmeticOp, BinaryOp, BitwiseOp, RelationalOp};
use boa_ast::expression::operator::unary::UnaryOp;
use boa_ast::expression::operator::update::{UpdateOp, UpdateTarget};
use boa_ast::expression::{Optional, OptionalOperationKind};
use boa_ast::{Expression, Spanned};

use super::binary::{int_literal, int_operator};
use super::bindings::StoreMode;
use super::expressions::{Key, is_simple, unparenthesized};
use super::{CResult, Codegen};
use crate::bytecode::{Instruction, Reg};
use crate::compiler::nodes::FunctionNode;

impl Codegen<'_> {
    pub(crate) fn unary(&mut self, unary: &boa_ast::expression::operator::Unary, dst: Reg) -> CResult<()> {
        let mark = self.f.e.mark();
        match unary.op() {
            UnaryOp::Minus => {
                let value = self.expression(unary.target(), None)?;
                let profile = self.f.e.arith_profile();
                self.emit(Instruction::Negate { dst, src: value, profile });
            }
            UnaryOp::Plus => {
                let value = self.expression(unary.target(), None)?;
                self.position(unary.span());
                self.emit(Instruction::ToNumber { dst, src: value });
            }
            UnaryOp::Not => {
                let value = self.expression(unary.target(), None)?;
                self.emit(Instruction::Not { dst, src: value });
            }
            UnaryOp::Tilde => {
                let value = self.expression(unary.target(), None)?;
                self.emit(Instruction::BitNot { dst, src: value });
            }
            UnaryOp::TypeOf => match unparenthesized(unary.target()) {
                Expression::Identifier(identifier) => self.typeof_name(identifier.sym(), identifier, dst)?,
                other => {
                    let value = self.expression(other, None)?;
                    self.emit(Instruction::TypeOf { dst, src: value });
                }
            },
            UnaryOp::Void => {
                self.discard(unary.target())?;
                self.emit(Instruction::LoadUndefined { dst });
            }
            UnaryOp::Delete => self.delete(unary.target(), dst)?,
        }
        self.f.e.release(mark);
        Ok(())
    }

    pub(crate) fn delete(&mut self, target: &Expression, dst: Reg) -> CResult<()> {
        let strict = self.f.strict as u8;
        match unparenthesized(target) {
            Expression::Identifier(identifier) => self.delete_name(identifier.sym(), dst),
            Expression::PropertyAccess(PropertyAccess::Simple(simple)) => {
                let mark = self.f.e.mark();
                let base = self.expression(simple.target(), None)?;
                self.position_of(simple.target());
                match simple.field() {
                    PropertyAccessField::Const(identifier) => match self.literal_key(identifier.sym())? {
                        Key::Named(name) => self.emit(Instruction::DeleteById { dst, base, name, strict }),
                        Key::Value(key) => self.emit(Instruction::DeleteByVal { dst, base, key, strict }),
                    },
                    PropertyAccessField::Expr(key) => {
                        let base = self.protect(base, mark, key)?;
                        let key = self.expression(key, None)?;
                        self.emit(Instruction::DeleteByVal { dst, base, key, strict });
                    }
                }
                Ok(())
            }
            Expression::PropertyAccess(PropertyAccess::Super(access)) => {
                // 13.5.1.2: evaluating the reference (this, then the key) happens first.
                let this = self.f.e.temp();
                self.this_value(this)?;
                if let PropertyAccessField::Expr(key) = access.field() {
                    self.discard(key)?;
                }
                let message = self.str_constant("Unsupported reference to 'super'")?;
                self.emit(Instruction::ThrowError { kind: 2, message });
                Ok(())
            }
            Expression::Optional(optional) => {
                // delete a?.b: true when the chain short-circuits.
                self.delete_optional(optional, dst)
            }
            other => {
                self.discard(other)?;
                self.emit(Instruction::LoadTrue { dst });
                Ok(())
            }
        }
    }

    fn delete_optional(&mut self, optional: &Optional, dst: Reg) -> CResult<()> {
        let chain = optional.chain();
        let Some((last, init)) = chain.split_last() else {
            return self.delete(optional.target(), dst);
        };
        let nullish = self.f.e.label();
        let end = self.f.e.label();
        let mut value = self.expression_temp(optional.target())?;
        for (index, operation) in chain.iter().enumerate() {
            if operation.shorted() {
                let target = self.f.e.target(nullish);
                self.emit(Instruction::JumpIfNullish { src: value, target });
            }
            if index == init.len() {
                break;
            }
            let next = self.f.e.temp();
            match operation.kind() {
                OptionalOperationKind::SimplePropertyAccess { field } => match field {
                    PropertyAccessField::Const(identifier) => {
                        let key = self.literal_key(identifier.sym())?;
                        self.get_key(value, key, next);
                    }
                    PropertyAccessField::Expr(key) => {
                        let key = self.expression(key, None)?;
                        let cache = self.f.e.property_cache();
                        self.emit(Instruction::GetByVal { dst: next, base: value, key, cache });
                    }
                },
                OptionalOperationKind::PrivatePropertyAccess { field } => {
                    let name = self.private_name(field.description())?;
                    self.emit(Instruction::GetPrivate { dst: next, base: value, name });
                }
                OptionalOperationKind::Call { args } => {
                    let this = self.f.e.temp();
                    self.emit(Instruction::LoadUndefined { dst: this });
                    let (first, argc, spread) = self.arguments(args, Some(this))?;
                    if spread {
                        self.emit(Instruction::CallSpread { dst: next, callee: value, first });
                    } else {
                        let cache = self.f.e.call_cache();
                        self.emit(Instruction::Call { dst: next, callee: value, first, argc, cache });
                    }
                }
            }
            value = next;
        }
        let strict = self.f.strict as u8;
        match last.kind() {
            OptionalOperationKind::SimplePropertyAccess { field } => match field {
                PropertyAccessField::Const(identifier) => match self.literal_key(identifier.sym())? {
                    Key::Named(name) => self.emit(Instruction::DeleteById { dst, base: value, name, strict }),
                    Key::Value(key) => self.emit(Instruction::DeleteByVal { dst, base: value, key, strict }),
                },
                PropertyAccessField::Expr(key) => {
                    let key = self.expression(key, None)?;
                    self.emit(Instruction::DeleteByVal { dst, base: value, key, strict });
                }
            },
            _ => self.emit(Instruction::LoadTrue { dst }),
        }
        self.f.e.jump(end);
        self.f.e.bind(nullish);
        self.emit(Instruction::LoadTrue { dst });
        self.f.e.bind(end);
        Ok(())
    }

    /// `++x`, `x--` and the like, into `dst` (`None`: the value is not used).
    pub(crate) fn update(&mut self, op: UpdateOp, target: &UpdateTarget, dst: Option<Reg>) -> CResult<()> {
        let mark = self.f.e.mark();
        let prefix = matches!(op, UpdateOp::IncrementPre | UpdateOp::DecrementPre);
        let increment = matches!(op, UpdateOp::IncrementPre | UpdateOp::IncrementPost);
        // Only a postfix update whose value is used needs ToNumeric(old) on its own:
        // Increment and Decrement convert their operand themselves.
        let keep_old = !prefix && dst.is_some();
        let profile = self.f.e.arith_profile();
        let step = |g: &mut Self, old: Reg, new: Reg| {
            if keep_old {
                g.emit(Instruction::ToNumeric { dst: old, src: old });
            }
            g.emit(if increment {
                Instruction::Increment { dst: new, src: old, profile }
            } else {
                Instruction::Decrement { dst: new, src: old, profile }
            });
        };
        // A register variable with no check is updated in place.
        if let UpdateTarget::Identifier(identifier) = target
            && let Some(variable) = self.writable_register(identifier.sym(), identifier)
            && dst != Some(variable)
        {
            self.position(identifier.span());
            if keep_old {
                // dst = ToNumeric(variable); variable = dst ± 1.
                let dst = dst.expect("a used postfix value");
                self.emit(Instruction::ToNumeric { dst, src: variable });
                self.emit(if increment {
                    Instruction::Increment { dst: variable, src: dst, profile }
                } else {
                    Instruction::Decrement { dst: variable, src: dst, profile }
                });
                self.f.e.release(mark);
                return Ok(());
            }
            self.emit(if increment {
                Instruction::Increment { dst: variable, src: variable, profile }
            } else {
                Instruction::Decrement { dst: variable, src: variable, profile }
            });
            if let Some(dst) = dst {
                self.emit(Instruction::Mov { dst, src: variable });
            }
            self.f.e.release(mark);
            return Ok(());
        }
        let old = self.f.e.temp();
        let new = self.f.e.temp();
        match target {
            UpdateTarget::Identifier(identifier) => {
                let base = self.resolve_dynamic(identifier.sym())?;
                self.load_name_via(identifier.sym(), Some(identifier), base, old)?;
                step(self, old, new);
                self.store_name_via(identifier.sym(), new, Some(identifier), base)?;
            }
            UpdateTarget::PropertyAccess(access) => {
                let reference = self.access_reference(access, true)?;
                self.position_of_access(access);
                self.reference_get(&reference, old);
                step(self, old, new);
                self.reference_put(&reference, new);
            }
        }
        if let Some(dst) = dst {
            self.emit(Instruction::Mov { dst, src: if prefix { new } else { old } });
        }
        self.f.e.release(mark);
        Ok(())
    }

    /// `dst = left op right` for the arithmetic, bitwise and relational operators.
    pub fn binary_operation(&mut self, op: BinaryOp, dst: Reg, lhs: Reg, rhs: Reg) {
        let instruction = match op {
            BinaryOp::Arithmetic(op) => {
                let profile = self.f.e.arith_profile();
                match op {
                    ArithmeticOp::Add => Instruction::Add { dst, lhs, rhs, profile },
                    ArithmeticOp::Sub => Instruction::Sub { dst, lhs, rhs, profile },
                    ArithmeticOp::Mul => Instruction::Mul { dst, lhs, rhs, profile },
                    ArithmeticOp::Div => Instruction::Div { dst, lhs, rhs, profile },
                    ArithmeticOp::Mod => Instruction::Mod { dst, lhs, rhs, profile },
                    ArithmeticOp::Exp => Instruction::Exp { dst, lhs, rhs, profile },
                }
            }
            BinaryOp::Bitwise(op) => {
                let profile = self.f.e.arith_profile();
                match op {
                    BitwiseOp::And => Instruction::BitAnd { dst, lhs, rhs, profile },
                    BitwiseOp::Or => Instruction::BitOr { dst, lhs, rhs, profile },
                    BitwiseOp::Xor => Instruction::BitXor { dst, lhs, rhs, profile },
                    BitwiseOp::Shl => Instruction::Shl { dst, lhs, rhs, profile },
                    BitwiseOp::Shr => Instruction::Shr { dst, lhs, rhs, profile },
                    BitwiseOp::UShr => Instruction::UShr { dst, lhs, rhs, profile },
                }
            }
            BinaryOp::Relational(op) => match op {
                RelationalOp::Equal => Instruction::Equal { dst, lhs, rhs },
                RelationalOp::NotEqual => Instruction::NotEqual { dst, lhs, rhs },
                RelationalOp::StrictEqual => Instruction::StrictEqual { dst, lhs, rhs },
                RelationalOp::StrictNotEqual => Instruction::StrictNotEqual { dst, lhs, rhs },
                RelationalOp::GreaterThan => Instruction::Greater { dst, lhs, rhs },
                RelationalOp::GreaterThanOrEqual => Instruction::GreaterEq { dst, lhs, rhs },
                RelationalOp::LessThan => Instruction::Less { dst, lhs, rhs },
                RelationalOp::LessThanOrEqual => Instruction::LessEq { dst, lhs, rhs },
                RelationalOp::In => Instruction::In { dst, key: lhs, object: rhs },
                RelationalOp::InstanceOf => Instruction::InstanceOf { dst, value: lhs, constructor: rhs },
            },
            BinaryOp::Logical(_) | BinaryOp::Comma => unreachable!("handled by binary"),
        };
        self.emit(instruction);
    }

    pub(crate) fn assignment(
        &mut self,
        assign: &boa_ast::expression::operator::Assign,
        dst: Option<Reg>,
    ) -> CResult<Reg> {
        let op = assign.op();
        // A register variable with no check is written by the instruction computing its
        // value, when that is the only write: a binary operator whose operands go to other
        // registers, or a compound assignment whose right side cannot assign the variable.
        if let AssignTarget::Identifier(identifier) = assign.lhs()
            && dst.is_none()
            && let Some(variable) = self.writable_register(identifier.sym(), identifier)
        {
            if op == AssignOp::Assign && writes_destination_once(assign.rhs()) {
                self.expression_to(assign.rhs(), variable)?;
                return Ok(variable);
            }
            if let Some(binary) = compound_operator(op)
                && is_simple(assign.rhs())
            {
                let mark = self.f.e.mark();
                self.compound_operation(binary, variable, variable, assign.rhs(), Some(identifier.span()))?;
                self.f.e.release(mark);
                return Ok(variable);
            }
        }
        if op == AssignOp::Assign {
            return match assign.lhs() {
                AssignTarget::Identifier(identifier) => {
                    let dst = self.dst(dst);
                    let mark = self.f.e.mark();
                    let base = self.resolve_dynamic(identifier.sym())?;
                    let parenthesized = defines_function(assign.rhs()) && self.is_parenthesized_target(identifier);
                    let name = (!parenthesized).then(|| identifier.sym());
                    self.expression_named(assign.rhs(), name, dst)?;
                    self.position(identifier.span());
                    self.store_name_via(identifier.sym(), dst, Some(identifier), base)?;
                    self.f.e.release(mark);
                    Ok(dst)
                }
                AssignTarget::Access(access) => {
                    let dst = self.dst(dst);
                    let mark = self.f.e.mark();
                    let reference = self.access_reference(access, false)?;
                    self.expression_to(assign.rhs(), dst)?;
                    self.position_of_access(access);
                    self.reference_put(&reference, dst);
                    self.f.e.release(mark);
                    Ok(dst)
                }
                AssignTarget::Pattern(pattern) => {
                    let dst = self.dst(dst);
                    self.expression_to(assign.rhs(), dst)?;
                    self.pattern_operand = self.operand_name(assign.rhs());
                    self.bind_pattern(pattern, dst, StoreMode::Assign)?;
                    Ok(dst)
                }
            };
        }
        let dst = self.dst(dst);
        let mark = self.f.e.mark();
        let logical = matches!(op, AssignOp::BoolAnd | AssignOp::BoolOr | AssignOp::Coalesce);
        let current = self.f.e.temp();
        // Read the target.
        let mut name_base = None;
        let reference = match assign.lhs() {
            AssignTarget::Identifier(identifier) => {
                name_base = self.resolve_dynamic(identifier.sym())?;
                self.load_name_via(identifier.sym(), Some(identifier), name_base, current)?;
                None
            }
            AssignTarget::Access(access) => {
                let reference = self.access_reference(access, true)?;
                self.position_of_access(access);
                self.reference_get(&reference, current);
                Some(reference)
            }
            AssignTarget::Pattern(_) => unreachable!("the parser rejects compound assignment to patterns"),
        };
        if logical {
            let end = self.f.e.label();
            let target = self.f.e.target(end);
            self.emit(Instruction::Mov { dst, src: current });
            self.emit(match op {
                AssignOp::BoolAnd => Instruction::JumpIfFalse { cond: current, target },
                AssignOp::BoolOr => Instruction::JumpIfTrue { cond: current, target },
                _ => Instruction::JumpIfNotNullish { src: current, target },
            });
            match assign.lhs() {
                AssignTarget::Identifier(identifier) => {
                    if defines_function(assign.rhs()) && self.is_parenthesized_target(identifier) {
                        self.expression_unnamed(assign.rhs(), dst)?;
                    } else {
                        self.expression_named(assign.rhs(), Some(identifier.sym()), dst)?;
                    }
                    self.store_name_via(identifier.sym(), dst, Some(identifier), name_base)?;
                }
                _ => {
                    self.expression_to(assign.rhs(), dst)?;
                    self.reference_put(reference.as_ref().expect("a property reference"), dst);
                }
            }
            self.f.e.bind(end);
            self.f.e.release(mark);
            return Ok(dst);
        }
        let binary = compound_operator(op).expect("logical assignments are handled above");
        self.compound_operation(binary, dst, current, assign.rhs(), None)?;
        match assign.lhs() {
            AssignTarget::Identifier(identifier) => {
                self.store_name_via(identifier.sym(), dst, Some(identifier), name_base)?
            }
            _ => self.reference_put(reference.as_ref().expect("a property reference"), dst),
        }
        self.f.e.release(mark);
        Ok(dst)
    }

    /// `dst = current op rhs` for a compound assignment's right side `rhs` (at `position`,
    /// if given, for errors): an int32 literal goes in the instruction, as it does for the
    /// binary operator.
    fn compound_operation(
        &mut self,
        op: BinaryOp,
        dst: Reg,
        current: Reg,
        rhs: &Expression,
        position: Option<boa_ast::Span>,
    ) -> CResult<()> {
        if let (Some(arith), Some(value)) = (int_operator(op), int_literal(rhs)) {
            if let Some(span) = position {
                self.position(span);
            }
            self.arith_int(arith, dst, current, value);
            return Ok(());
        }
        let value = self.expression(rhs, None)?;
        if let Some(span) = position {
            self.position(span);
        }
        self.binary_operation(op, dst, current, value);
        Ok(())
    }
}

/// The binary operator of a compound assignment (`None` for `=` and the logical ones).
fn compound_operator(op: AssignOp) -> Option<BinaryOp> {
    Some(match op {
        AssignOp::Add => BinaryOp::Arithmetic(ArithmeticOp::Add),
        AssignOp::Sub => BinaryOp::Arithmetic(ArithmeticOp::Sub),
        AssignOp::Mul => BinaryOp::Arithmetic(ArithmeticOp::Mul),
        AssignOp::Div => BinaryOp::Arithmetic(ArithmeticOp::Div),
        AssignOp::Mod => BinaryOp::Arithmetic(ArithmeticOp::Mod),
        AssignOp::Exp => BinaryOp::Arithmetic(ArithmeticOp::Exp),
        AssignOp::And => BinaryOp::Bitwise(BitwiseOp::And),
        AssignOp::Or => BinaryOp::Bitwise(BitwiseOp::Or),
        AssignOp::Xor => BinaryOp::Bitwise(BitwiseOp::Xor),
        AssignOp::Shl => BinaryOp::Bitwise(BitwiseOp::Shl),
        AssignOp::Shr => BinaryOp::Bitwise(BitwiseOp::Shr),
        AssignOp::Ushr => BinaryOp::Bitwise(BitwiseOp::UShr),
        _ => return None,
    })
}

/// Whether compiling `expression` into a register writes it only once, with its final
/// instruction (so the register may be a variable the expression itself reads): operators,
/// calls and property reads evaluate their operands elsewhere first. Not so `&&`, `||`,
/// `??` and `,`, `delete`, array and object literals (built in their destination) or
/// anything with more than one path to the destination.
pub(crate) fn writes_destination_once(expression: &Expression) -> bool {
    match unparenthesized(expression) {
        Expression::Binary(binary) => !matches!(binary.op(), BinaryOp::Logical(_) | BinaryOp::Comma),
        Expression::Unary(unary) => unary.op() != UnaryOp::Delete,
        Expression::Call(_) | Expression::New(_) | Expression::Identifier(_) | Expression::Literal(_) => true,
        Expression::PropertyAccess(PropertyAccess::Simple(_) | PropertyAccess::Private(_)) => true,
        _ => false,
    }
}

/// Whether `expression` (in parentheses or not) defines a function or a class, the only
/// values an assignment's target can name: whether the target is parenthesized (a look
/// at the text) is asked only then.
fn defines_function(expression: &Expression) -> bool {
    let inner = unparenthesized(expression);
    matches!(inner, Expression::ClassExpression(_)) || FunctionNode::expression(inner).is_some()
}
