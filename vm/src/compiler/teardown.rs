//! Dropping syntax trees without recursion.
//!
//! A boa_ast tree owns its children through `Box`es, and dropping it recurses once per
//! level. Nesting is bounded by the parser, but left-associative chains are not: a million
//! `+` make a tree a million levels deep, and the ordinary drop of that overflows the
//! stack. [`drop_tree`] first takes every expression out of its parent (leaving a
//! placeholder behind), then drops the expressions one by one from a worklist, each with
//! its own sub-expressions taken out first, so no drop goes more than a few levels deep.
//! Statements still drop recursively; their nesting is what the parser bounds.

use std::convert::Infallible;
use std::ops::ControlFlow;

use boa_ast::visitor::{VisitWith, VisitorMut};
use boa_ast::{Expression, Position, Span};

/// A chain longer than this is dropped through the worklist; shorter trees are dropped as
/// usual (cheaper, and a few thousand levels of drop fit on any stack).
pub(crate) const DEEP_CHAIN: usize = 1000;

/// Drops `tree` without recursing along its expressions.
pub(crate) fn drop_tree<T: VisitWith>(mut tree: T) {
    let mut detach = Detach { taken: Vec::new() };
    let _ = tree.visit_with_mut(&mut detach);
    drop(tree);
    while let Some(mut expression) = detach.taken.pop() {
        // The variant's own visit reaches its sub-expressions, which `Detach` takes.
        let _ = expression.visit_with_mut(&mut detach);
        drop(expression);
    }
}

/// Takes every expression it is shown out of its parent.
struct Detach {
    taken: Vec<Expression>,
}

impl<'ast> VisitorMut<'ast> for Detach {
    type BreakTy = Infallible;

    fn visit_expression_mut(&mut self, node: &'ast mut Expression) -> ControlFlow<Infallible> {
        let start = Position::new(1, 1);
        let placeholder = Expression::This(boa_ast::expression::This::new(Span::new(start, start)));
        self.taken.push(std::mem::replace(node, placeholder));
        ControlFlow::Continue(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use boa_ast::expression::literal::{Literal, LiteralKind};
    use boa_ast::expression::operator::Binary;
    use boa_ast::expression::operator::binary::{ArithmeticOp, BinaryOp};

    fn one() -> Expression {
        let start = Position::new(1, 1);
        Literal::new(LiteralKind::Int(1), Span::new(start, start)).into()
    }

    #[test]
    fn a_chain_a_million_deep_drops_on_a_small_stack() {
        std::thread::Builder::new()
            .stack_size(256 << 10)
            .spawn(|| {
                let mut chain = one();
                for _ in 0..1_000_000 {
                    chain = Binary::new(BinaryOp::Arithmetic(ArithmeticOp::Add), chain, one()).into();
                }
                drop_tree(chain);
            })
            .expect("thread")
            .join()
            .expect("dropped without overflowing the stack");
    }
}
