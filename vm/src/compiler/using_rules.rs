//! Early errors of `using` and `await using` declarations (ES2026) that boa_parser does not
//! check: a Script's or eval code's top level may not declare one, and neither may the
//! statement list of a `case` or `default` clause (where no block would end its lifetime).

use std::ops::ControlFlow;

use boa_ast::StatementList;
use boa_ast::statement::Case;
use boa_ast::visitor::{VisitWith, Visitor};

use super::codegen::declares_using;

/// The early error of `statements`, parsed from `source`, about `using` declarations, if
/// any. `top_level` says whether the list itself may declare them (a module's may; a
/// Script's and eval code's may not).
pub(crate) fn using_early_error(statements: &StatementList, top_level: bool, source: &str) -> Option<&'static str> {
    if !may_declare_using(source) {
        return None;
    }
    if !top_level && declares_using(statements.statements()).is_some() {
        return Some("using declarations are not allowed at the top level of a script or eval code");
    }
    using_in_case_clause(statements, source)
}

/// The early error of a node (a statement list, a module) parsed from `source` if a `case`
/// or `default` clause in it declares `using` bindings directly.
pub(crate) fn using_in_case_clause(node: &impl VisitWith, source: &str) -> Option<&'static str> {
    if !may_declare_using(source) {
        return None;
    }
    struct CaseClauses;
    impl<'ast> Visitor<'ast> for CaseClauses {
        type BreakTy = ();
        fn visit_case(&mut self, case: &'ast Case) -> ControlFlow<()> {
            if declares_using(case.body().statements()).is_some() {
                return ControlFlow::Break(());
            }
            case.visit_with(self)
        }
    }
    node.visit_with(&mut CaseClauses)
        .is_break()
        .then_some("using declarations are not allowed directly in a case or default clause")
}

/// Whether `source` could declare `using` bindings: the word is in it (a keyword is never
/// spelled with escapes). Most sources have none, and spare a walk of the whole tree.
fn may_declare_using(source: &str) -> bool {
    source.contains("using")
}

#[cfg(test)]
mod tests {
    use boa_interner::Interner;
    use boa_parser::{Parser, Source};

    use super::using_early_error;

    /// The `using` early error of `source` as a Script.
    fn early_error(source: &str) -> Option<&'static str> {
        let mut interner = Interner::default();
        let mut parser = Parser::new(Source::from_bytes(source));
        let (script, _) = parser.parse_eval(false, &mut interner).expect("boa parses it");
        using_early_error(script.statements(), false, source)
    }

    #[test]
    fn using_is_an_early_error_at_a_scripts_top_level_and_directly_in_case_clauses() {
        assert!(early_error("using x = null;").is_some());
        assert!(early_error("function f() { switch (0) { case 0: using x = null; } }").is_some());
        assert!(early_error("{ switch (0) { default: using x = null; } }").is_some());
        assert!(early_error("async function f() { switch (0) { case 1: await using x = null; } }").is_some());
    }

    #[test]
    fn using_is_allowed_in_blocks_function_bodies_and_blocks_inside_case_clauses() {
        assert_eq!(early_error("{ using x = null; }"), None);
        assert_eq!(early_error("function f() { using x = null; }"), None);
        assert_eq!(early_error("switch (0) { case 0: { using x = null; } }"), None);
        assert_eq!(early_error("async function f() { await using x = null; }"), None);
    }
}
