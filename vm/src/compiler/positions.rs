//! Where an expression starts and ends in the source, without recursion.
//!
//! boa_ast stores the span of most nodes but computes it for a binary operator, an
//! assignment, a conditional and a property access from their operands, recursively
//! (`lhs.span().start()`, `rhs.span().end()`). On a chain of n links one such call walks n
//! nodes, n calls walk n², and a chain of a million `+` overflows the stack. The compiler
//! asks [`StartPositions`] and [`end_of`] instead: they walk a chain in a loop, and
//! `StartPositions` remembers the starts it has found, so asking for the start of every
//! link of a chain costs linear time in all.

use std::collections::HashMap;

use boa_ast::expression::access::{PropertyAccess, PropertyAccessField};
use boa_ast::expression::operator::assign::AssignTarget;
use boa_ast::{Expression, Position, Spanned};

/// The end of `expression`: the end of its rightmost operand.
pub(crate) fn end_of(expression: &Expression) -> Position {
    let mut expression = expression;
    loop {
        expression = match expression {
            Expression::Binary(binary) => binary.rhs(),
            Expression::BinaryInPrivate(binary) => binary.rhs(),
            Expression::Assign(assign) => assign.rhs(),
            Expression::Conditional(conditional) => conditional.if_false(),
            Expression::PropertyAccess(PropertyAccess::Simple(access)) => match access.field() {
                PropertyAccessField::Const(identifier) => return identifier.span().end(),
                PropertyAccessField::Expr(key) => key,
            },
            other => return other.span().end(),
        };
    }
}

/// The operand whose start is `expression`'s start, when boa_ast computes the span.
fn left_operand(expression: &Expression) -> Option<&Expression> {
    match expression {
        Expression::Binary(binary) => Some(binary.lhs()),
        Expression::Conditional(conditional) => Some(conditional.condition()),
        Expression::PropertyAccess(PropertyAccess::Simple(access)) => Some(access.target()),
        Expression::Assign(assign) => match assign.lhs() {
            AssignTarget::Access(PropertyAccess::Simple(access)) => Some(access.target()),
            _ => None,
        },
        _ => None,
    }
}

/// Starts already found, by node address: the compiler asks for the start of each link of
/// a member chain (`a.b.c.d`) as it compiles it, and every link starts where the chain does.
#[derive(Default)]
pub(crate) struct StartPositions {
    known: HashMap<usize, Position>,
}

impl StartPositions {
    pub fn start_of(&mut self, expression: &Expression) -> Position {
        let mut walked = Vec::new();
        let mut node = expression;
        let start = loop {
            if let Some(&start) = self.known.get(&address(node)) {
                break start;
            }
            match left_operand(node) {
                Some(operand) => {
                    walked.push(address(node));
                    node = operand;
                }
                None => break node.span().start(),
            }
        };
        for node in walked {
            self.known.insert(node, start);
        }
        start
    }

    pub fn start_of_access(&mut self, access: &PropertyAccess) -> Position {
        match access {
            PropertyAccess::Simple(simple) => self.start_of(simple.target()),
            other => other.span().start(),
        }
    }
}

fn address(expression: &Expression) -> usize {
    std::ptr::from_ref(expression) as usize
}

#[cfg(test)]
mod tests {
    use super::*;
    use boa_interner::Interner;
    use boa_parser::{Parser, Source};

    fn expression_of(source: &str, interner: &mut Interner) -> boa_ast::Script {
        let (script, _) = Parser::new(Source::from_bytes(source)).parse_eval(false, interner).expect("parses");
        script
    }

    fn first_expression(script: &boa_ast::Script) -> &Expression {
        match &script.statements().statements()[0] {
            boa_ast::StatementListItem::Statement(statement) => match &**statement {
                boa_ast::Statement::Expression(expression) => expression,
                other => panic!("not an expression statement: {other:?}"),
            },
            other => panic!("not a statement: {other:?}"),
        }
    }

    #[test]
    fn starts_and_ends_agree_with_boa_ast_on_small_trees() {
        for source in ["a + b * c", "x = y ? z : w", "a.b.c[d + e].f", "o.p = q || r", "(a, b), c", "a.b.c = d[e]"] {
            let mut interner = Interner::default();
            let script = expression_of(source, &mut interner);
            let expression = first_expression(&script);
            assert_eq!(end_of(expression), expression.span().end(), "{source}");
            assert_eq!(StartPositions::default().start_of(expression), expression.span().start(), "{source}");
        }
    }

    #[test]
    fn a_long_chain_is_walked_on_a_small_stack() {
        use boa_ast::expression::literal::{Literal, LiteralKind};
        use boa_ast::expression::operator::Binary;
        use boa_ast::expression::operator::binary::{ArithmeticOp, BinaryOp};
        use boa_ast::{Position, Span};
        std::thread::Builder::new()
            .stack_size(256 << 10)
            .spawn(|| {
                let number = |column: u32| -> Expression {
                    let at = Position::new(1, column);
                    Literal::new(LiteralKind::Int(1), Span::new(at, Position::new(1, column + 1))).into()
                };
                let mut chain = number(1);
                for link in 1..=200_000 {
                    chain = Binary::new(BinaryOp::Arithmetic(ArithmeticOp::Add), chain, number(2 * link + 1)).into();
                }
                let start = StartPositions::default().start_of(&chain);
                let end = end_of(&chain);
                assert_eq!((start.line_number(), start.column_number()), (1, 1));
                assert_eq!((end.line_number(), end.column_number()), (1, 400_002));
                crate::compiler::teardown::drop_tree(chain);
            })
            .expect("thread")
            .join()
            .expect("no overflow");
    }
}
