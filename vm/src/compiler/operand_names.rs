//! Names of expressions as a message shows them: the callee of a call that is not a
//! function, the constructor of a `new`, the value a for-of or a spread cannot iterate.
//! V8 names them so (`o.foo.bar is not a function`, `f(...) is not a function`, `a[0] is
//! not a function`, `Foo is not a constructor`, `x is not iterable`), and so does
//! Kestrel, from the code block's `SiteNames`.
//!
//! A name is the expression's chain of property accesses and calls from its root: an
//! identifier, `this`, `super`, `new.target` or a literal; any other root (a function
//! expression, an operator) is `(intermediate value)`. Calls show as `(...)`, keys as
//! `.name`, `.#name`, `[0]`, `[i]`, `["a b"]`, `[a.b]`, or `[...]` for other expressions;
//! parentheses are dropped, optional links keep their `?.`. An expression with no chain
//! whose root is a literal or an intermediate value has no name: the message shows its
//! value then (`1 is not a function`). Names are bounded: a chain of more than
//! [`MAX_LINKS`] links or a name longer than [`MAX_LENGTH`] has none.

use boa_ast::Expression;
use boa_ast::expression::access::{PropertyAccess, PropertyAccessField};
use boa_ast::expression::literal::LiteralKind;
use boa_ast::expression::{OptionalOperation, OptionalOperationKind};
use boa_interner::{Interner, Sym};

use crate::runtime::number::number_to_string;

/// The most links (accesses and calls) a name shows.
pub(crate) const MAX_LINKS: usize = 16;
/// The longest name, in bytes.
pub(crate) const MAX_LENGTH: usize = 160;
/// What a root or a link that has no name of its own shows.
const INTERMEDIATE: &str = "(intermediate value)";

/// The name of `expression` (see the module documentation), if it has one.
pub(crate) fn operand_name(expression: &Expression, interner: &Interner) -> Option<String> {
    let name = chain_name(expression, interner, MAX_LINKS)?;
    (name.len() <= MAX_LENGTH).then_some(name)
}

/// The name of an optional chain's value as it is compiled link by link (a call in the
/// chain is named by the links before it): the target's name, then each link appended,
/// until the name passes the bounds, after which it has none. Linear in the chain however
/// long it is.
pub(crate) struct RunningName {
    name: Option<String>,
    links: usize,
}

impl RunningName {
    /// The name of the chain's target (`None`: an intermediate value).
    pub fn new(target: Option<String>) -> RunningName {
        RunningName { name: Some(target.unwrap_or_else(|| INTERMEDIATE.to_string())), links: 0 }
    }

    pub fn get(&self) -> Option<&str> {
        self.name.as_deref()
    }

    /// Appends `operation`, the chain's next link.
    pub fn push(&mut self, operation: &OptionalOperation, interner: &Interner) {
        self.links += 1;
        if let Some(name) = &mut self.name {
            push_optional_link(name, operation, interner);
            if self.links > MAX_LINKS || name.len() > MAX_LENGTH {
                self.name = None;
            }
        }
    }
}

/// Appends one link of an optional chain.
pub(crate) fn push_optional_link(name: &mut String, operation: &OptionalOperation, interner: &Interner) {
    let dot = if operation.shorted() { "?." } else { "." };
    match operation.kind() {
        OptionalOperationKind::SimplePropertyAccess { field } => push_field(name, field, dot, interner, 1),
        OptionalOperationKind::PrivatePropertyAccess { field } => {
            name.push_str(dot);
            name.push('#');
            name.push_str(&interner.resolve_expect(field.description()).to_string());
        }
        OptionalOperationKind::Call { .. } => {
            if operation.shorted() {
                name.push_str("?.");
            }
            name.push_str("(...)");
        }
    }
}

/// One link of a chain, innermost last when collected.
enum Link<'a> {
    Field(&'a PropertyAccessField),
    Private(Sym),
    Call,
    Optional(&'a OptionalOperation),
}

/// The name of a chain of at most `budget` links.
fn chain_name(expression: &Expression, interner: &Interner, budget: usize) -> Option<String> {
    let mut links: Vec<Link<'_>> = Vec::new();
    let mut node = expression;
    let root = loop {
        if links.len() > budget {
            return None;
        }
        node = match node {
            Expression::Parenthesized(inner) => inner.expression(),
            Expression::PropertyAccess(PropertyAccess::Simple(access)) => {
                links.push(Link::Field(access.field()));
                access.target()
            }
            Expression::PropertyAccess(PropertyAccess::Private(access)) => {
                links.push(Link::Private(access.field().description()));
                access.target()
            }
            Expression::PropertyAccess(PropertyAccess::Super(access)) => {
                links.push(Link::Field(access.field()));
                break "super".to_string();
            }
            Expression::Call(call) => {
                links.push(Link::Call);
                call.function()
            }
            Expression::Optional(optional) => {
                links.extend(optional.chain().iter().rev().take(budget + 1).map(Link::Optional));
                optional.target()
            }
            Expression::Identifier(identifier) => break interner.resolve_expect(identifier.sym()).to_string(),
            Expression::This(_) => break "this".to_string(),
            Expression::NewTarget(_) => break "new.target".to_string(),
            Expression::Literal(literal) if !links.is_empty() => break literal_text(literal.kind(), interner)?,
            _ if !links.is_empty() => break INTERMEDIATE.to_string(),
            _ => return None,
        };
    };
    let mut name = root;
    // Keys that are names themselves share the chain's budget.
    let budget = budget.saturating_sub(links.len());
    for link in links.iter().rev() {
        match link {
            Link::Field(field) => push_field(&mut name, field, ".", interner, budget),
            Link::Private(description) => {
                name.push_str(".#");
                name.push_str(&interner.resolve_expect(*description).to_string());
            }
            Link::Call => name.push_str("(...)"),
            Link::Optional(operation) => push_optional_link(&mut name, operation, interner),
        }
        if name.len() > MAX_LENGTH {
            return None;
        }
    }
    Some(name)
}

/// Appends `.name` (with `dot`) or `[key]`.
fn push_field(name: &mut String, field: &PropertyAccessField, dot: &str, interner: &Interner, budget: usize) {
    let key = match field {
        PropertyAccessField::Const(identifier) => {
            name.push_str(dot);
            name.push_str(&interner.resolve_expect(identifier.sym()).to_string());
            return;
        }
        PropertyAccessField::Expr(key) => key,
    };
    if dot == "?." {
        name.push_str("?.");
    }
    let key = match &**key {
        Expression::Literal(literal) => match literal.kind() {
            LiteralKind::String(sym) => {
                let text = interner.resolve_expect(*sym).to_string();
                if is_identifier_name(&text) {
                    if dot == "." {
                        name.push('.');
                    }
                    name.push_str(&text);
                    return;
                }
                Some(quoted(&text))
            }
            kind => literal_text(kind, interner),
        },
        other => chain_name(other, interner, budget.saturating_sub(1)),
    };
    name.push('[');
    name.push_str(key.as_deref().unwrap_or("..."));
    name.push(']');
}

/// A literal as source text: numbers as JavaScript prints them, strings quoted.
fn literal_text(kind: &LiteralKind, interner: &Interner) -> Option<String> {
    Some(match kind {
        LiteralKind::String(sym) => quoted(&interner.resolve_expect(*sym).to_string()),
        LiteralKind::Num(number) => number_to_string(*number),
        LiteralKind::Int(number) => number.to_string(),
        LiteralKind::BigInt(number) => format!("{number}n"),
        LiteralKind::Bool(value) => value.to_string(),
        LiteralKind::Null => "null".to_string(),
        LiteralKind::Undefined => "undefined".to_string(),
    })
}

/// `text` in double quotes, with quotes, backslashes and control characters escaped and
/// at most 32 characters kept.
fn quoted(text: &str) -> String {
    let mut out = String::from("\"");
    for (index, c) in text.chars().enumerate() {
        if index == 32 {
            out.push('…');
            break;
        }
        match c {
            '"' | '\\' => {
                out.push('\\');
                out.push(c);
            }
            c if c.is_control() => out.push_str(&c.escape_unicode().to_string()),
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

/// Whether `text` reads as an identifier (ASCII letters, digits, `$` and `_`, not
/// starting with a digit): `o["bar"]` is then shown as `o.bar`.
fn is_identifier_name(text: &str) -> bool {
    let mut chars = text.chars();
    chars.next().is_some_and(|c| c.is_ascii_alphabetic() || c == '$' || c == '_')
        && chars.all(|c| c.is_ascii_alphanumeric() || c == '$' || c == '_')
}

#[cfg(test)]
mod tests {
    use super::*;
    use boa_parser::{Parser, Source};

    /// The name of the callee of the first statement, a call (or of a `new`'s constructor).
    fn callee_name(source: &str) -> Option<String> {
        let mut interner = Interner::default();
        let (script, _) = Parser::new(Source::from_bytes(source)).parse_eval(false, &mut interner).expect("parses");
        let boa_ast::StatementListItem::Statement(statement) = &script.statements().statements()[0] else {
            panic!("a statement")
        };
        let boa_ast::Statement::Expression(expression) = &**statement else { panic!("an expression") };
        let callee = match expression {
            Expression::Call(call) => call.function(),
            Expression::New(new) => new.constructor(),
            other => other,
        };
        operand_name(callee, &interner)
    }

    #[test]
    fn names_follow_the_chain_from_its_root() {
        let cases = [
            ("o.bar()", Some("o.bar")),
            ("o.foo.bar(1)", Some("o.foo.bar")),
            ("f()()", Some("f(...)")),
            ("a[0]()", Some("a[0]")),
            ("a[i]()", Some("a[i]")),
            ("a[i + 1]()", Some("a[...]")),
            ("a['q']()", Some("a.q")),
            ("a['x y']()", Some("a[\"x y\"]")),
            ("a[Symbol.iterator]()", Some("a[Symbol.iterator]")),
            ("(o.bar)()", Some("o.bar")),
            ("this.o.bar()", Some("this.o.bar")),
            ("g().h()", Some("g(...).h")),
            ("new Foo()", Some("Foo")),
            ("new o.Foo", Some("o.Foo")),
            ("x()", Some("x")),
            ("'s'.foo()", Some("\"s\".foo")),
            ("(() => 1)()()", Some("(intermediate value)(...)")),
            ("(0, o.bar)()", None),
            ("(1)()", None),
            ("(function () {})()", None),
        ];
        for (source, expected) in cases {
            assert_eq!(callee_name(source).as_deref(), expected, "{source}");
        }
    }

    #[test]
    fn optional_links_keep_their_question_marks() {
        // A call in an optional chain is a link of it: its callee is the links before.
        for (source, expected) in
            [("o?.a.b()", "o?.a.b"), ("o?.[k]()", "o?.[k]"), ("o.f?.()", "o.f"), ("o?.a()?.()", "o?.a(...)")]
        {
            let mut interner = Interner::default();
            let (script, _) = Parser::new(Source::from_bytes(source)).parse_eval(false, &mut interner).expect("parses");
            let boa_ast::StatementListItem::Statement(statement) = &script.statements().statements()[0] else {
                panic!("a statement")
            };
            let boa_ast::Statement::Expression(Expression::Optional(optional)) = &**statement else {
                panic!("a chain")
            };
            let mut name = RunningName::new(operand_name(optional.target(), &interner));
            for operation in &optional.chain()[..optional.chain().len() - 1] {
                name.push(operation, &interner);
            }
            assert_eq!(name.get(), Some(expected), "{source}");
        }
    }

    #[test]
    fn long_optional_chains_have_no_name_past_the_bounds() {
        let mut interner = Interner::default();
        let source = format!("o{}", "?.f()".repeat(40));
        let (script, _) =
            Parser::new(Source::from_bytes(source.as_str())).parse_eval(false, &mut interner).expect("parses");
        let boa_ast::StatementListItem::Statement(statement) = &script.statements().statements()[0] else {
            panic!("a statement")
        };
        let boa_ast::Statement::Expression(Expression::Optional(optional)) = &**statement else { panic!("a chain") };
        let mut name = RunningName::new(Some("o".to_string()));
        let named: Vec<bool> = optional
            .chain()
            .iter()
            .map(|operation| {
                let named = name.get().is_some();
                name.push(operation, &interner);
                named
            })
            .collect();
        assert!(named[..MAX_LINKS].iter().all(|&n| n) && !named[MAX_LINKS + 1]);
    }

    #[test]
    fn long_names_have_none() {
        let chain = format!("o{}()", ".a".repeat(MAX_LINKS + 1));
        assert_eq!(callee_name(&chain), None);
        let long = format!("o.{}()", "a".repeat(MAX_LENGTH));
        assert_eq!(callee_name(&long), None);
        assert_eq!(callee_name(&format!("o{}()", ".a".repeat(MAX_LINKS - 1))).map(|n| n.len()), Some(1 + 2 * 15));
    }
}
