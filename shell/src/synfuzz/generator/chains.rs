//! Long chains: binary operators (left-associative, and `**`, assignments and conditionals
//! to the right), string concatenation, member, call, optional and tagged-template links,
//! prefix operators and `new`. A chain of n links is one expression with n operators, which
//! a recursive parser or compiler walks n deep.

use super::{Context, Generator};
use crate::syntax::Node;

/// Every binary operator, the comma included.
pub const BINARY_OPERATORS: &[&str] = &[
    "+",
    "-",
    "*",
    "/",
    "%",
    "**",
    "<<",
    ">>",
    ">>>",
    "<",
    ">",
    "<=",
    ">=",
    "==",
    "!=",
    "===",
    "!==",
    "&",
    "^",
    "|",
    "&&",
    "||",
    "??",
    ",",
    "in",
    "instanceof",
];

/// What may stand between tokens: mostly a space, sometimes nothing, a line break or a
/// comment (which the lexer must skip the same way).
const GAPS: &[(usize, &str)] =
    &[(80, " "), (6, ""), (5, "\n"), (3, " /* c */ "), (2, "// c\n"), (2, "\t"), (2, "\u{2028}")];

impl Generator {
    /// The gaps before and after `operator`; never nothing next to an operator that would
    /// run into the next token (`a - -b` is not `a--b`), nor a comment right after `/`
    /// (`a /// c` is a comment, not a division).
    fn gaps(&mut self, operator: &str) -> (&'static str, &'static str) {
        let glues = matches!(operator, "+" | "-" | "/" | "<" | "*" | "in" | "instanceof" | "&" | "|");
        let before = self.rng.weighted(GAPS);
        let after = self.rng.weighted(GAPS);
        let before = if before.is_empty() && glues { " " } else { before };
        let after =
            if (after.is_empty() && glues) || (operator == "/" && after.starts_with('/')) { " " } else { after };
        (before, after)
    }

    /// A term for `operator`: one that keeps `in` and `instanceof` from throwing.
    fn operand(&mut self, operator: &str, cx: &Context) -> String {
        match operator {
            "in" | "instanceof" => "o".to_string(),
            _ => self.term(cx),
        }
    }

    /// `t op t op t ...` with one operator, `n` operators long.
    pub(super) fn binary_chain(&mut self, n: usize, cx: &Context) -> Node {
        let operator = *self.rng.pick(BINARY_OPERATORS);
        // The same term throughout, or a new one for each link; every choice about the whole
        // chain is made before its links, so that a family at n and 4n differs in n alone.
        let fixed = self.rng.chance(50).then(|| self.operand(operator, cx));
        let compact = self.rng.chance(70);
        let parenthesized = operator == "," || self.rng.chance(20);
        let mut links = Vec::with_capacity(n + 1);
        links.push(Node::text(fixed.clone().unwrap_or_else(|| self.operand(operator, cx))));
        for _ in 0..n {
            let (before, after) = self.gaps(operator);
            let term = fixed.clone().unwrap_or_else(|| self.operand(operator, cx));
            links.push(Node::text(format!("{before}{operator}{after}{term}")));
        }
        let chain = if fixed.is_some() && compact {
            // Compact: one unit repeated (the minimizer shrinks its count).
            let unit = links[1].clone();
            Node::Seq(vec![links[0].clone(), Node::repeat(n, unit)])
        } else {
            Node::Seq(links)
        };
        let chain = if parenthesized { chain.wrap("(", ")") } else { chain };
        self.expression_statement(chain)
    }

    /// A chain of operators drawn anew at each link (all but `??`, which may not mix with
    /// `&&` and `||` unparenthesized).
    pub(super) fn mixed_chain(&mut self, n: usize, cx: &Context) -> Node {
        let mut links = vec![Node::text(self.term(cx))];
        for _ in 0..n {
            let operator = loop {
                let operator = *self.rng.pick(BINARY_OPERATORS);
                if operator != "??" {
                    break operator;
                }
            };
            let (before, after) = self.gaps(operator);
            let term = self.operand(operator, cx);
            links.push(Node::text(format!("{before}{operator}{after}{term}")));
        }
        self.expression_statement(Node::Seq(links).wrap("(", ")"))
    }

    /// Right-associative chains: `2 ** 2 ** ...`, `x = x = ...`, `x += x -= ...`,
    /// `c ? 1 : c ? 2 : ...`, `x ||= x &&= ...`.
    pub(super) fn right_chain(&mut self, n: usize, cx: &Context) -> Node {
        const ASSIGNMENTS: &[&str] =
            &["=", "+=", "-=", "*=", "/=", "%=", "**=", "<<=", ">>=", ">>>=", "&=", "|=", "^=", "&&=", "||=", "??="];
        let term = self.term(cx);
        let chain = match self.rng.below(4) {
            0 => Node::Seq(vec![Node::repeat(n, Node::text("2 ** ")), Node::text("1")]),
            1 => {
                let operator = *self.rng.pick(ASSIGNMENTS);
                Node::Seq(vec![Node::repeat(n, Node::text(format!("x {operator} "))), Node::text(term)])
            }
            2 => {
                let links: Vec<Node> = (0..n)
                    .map(|_| Node::text(format!("x {} ", self.rng.pick(ASSIGNMENTS))))
                    .chain(std::iter::once(Node::text(term)))
                    .collect();
                Node::Seq(links)
            }
            _ => Node::Seq(vec![Node::repeat(n, Node::text(format!("c ? {term} : "))), Node::text("0")]),
        };
        self.expression_statement(chain)
    }

    /// `"a" + "a" + ...`: a compiler that folds constants, or recurses, meets it first.
    pub(super) fn string_concat(&mut self, n: usize) -> Node {
        let unit = *self.rng.pick(&[" + \"a\"", "+\"a\"", " + 'bc'", " + `t`", " + \"\\u0041\""]);
        self.expression_statement(Node::Seq(vec![Node::text("\"a\""), Node::repeat(n, Node::text(unit))]))
    }

    /// `o` and `n` links, each a property read, a call, an optional link or a tagged
    /// template, all of which give back `o`.
    pub(super) fn member_chain(&mut self, n: usize, cx: &Context) -> Node {
        const LINKS: &[&str] = &[
            ".b", ".c", "[0]", "[\"b\"]", "()", "(1, x)", "?.b", "?.[0]", "?.()", "`t`", "`${x}`", ".if", ".class",
            ".new", ".await", ".yield", ".let", ".of", ".get", ".set", ".static", ".async", ".\\u0062", "\n.b", " . b",
        ];
        let mut links = vec![Node::text(self.o())];
        let mut optional = false;
        // A tagged template may not follow an optional link: a SyntaxError in one chain in
        // twenty.
        let invalid = self.rng.chance(5);
        for _ in 0..n {
            let mut link = *self.rng.pick(LINKS);
            if optional && link.starts_with('`') && !invalid {
                link = ".b";
            }
            optional |= link.starts_with("?.");
            links.push(Node::text(link));
        }
        let chain = Node::Seq(links);
        let chain = if cx.in_async && self.rng.chance(20) { chain.wrap("await ", "") } else { chain };
        self.expression_statement(chain)
    }

    /// `o?.b?.b ...`: the long optional chain.
    pub(super) fn optional_chain(&mut self, n: usize) -> Node {
        let unit = *self.rng.pick(&["?.b", "?.[0]", "?.()", "?.b()"]);
        self.expression_statement(Node::Seq(vec![Node::text("o"), Node::repeat(n, Node::text(unit))]))
    }

    /// `o()()() ...`.
    pub(super) fn call_chain(&mut self, n: usize) -> Node {
        let unit = *self.rng.pick(&["()", "(1)", "(x, o)", "(...[])", "?.()"]);
        self.expression_statement(Node::Seq(vec![Node::text("o"), Node::repeat(n, Node::text(unit))]))
    }

    /// `! ! ! x`, `- - - x`, `typeof typeof x`, ..., one operator or mixed.
    pub(super) fn unary_chain(&mut self, n: usize, cx: &Context) -> Node {
        let mut operators = vec!["!", "~", "- ", "+ ", "typeof ", "void ", "delete "];
        if cx.in_async {
            operators.push("await ");
        }
        let term = self.term(cx);
        let chain = if self.rng.chance(50) {
            let operator = *self.rng.pick(&operators);
            Node::Seq(vec![Node::repeat(n, Node::text(operator)), Node::text(term)])
        } else {
            let mut parts: Vec<Node> = (0..n).map(|_| Node::text(*self.rng.pick(&operators))).collect();
            parts.push(Node::text(term));
            Node::Seq(parts)
        };
        self.expression_statement(chain)
    }

    /// `new new new o` and `new o()()`.
    pub(super) fn new_chain(&mut self, n: usize) -> Node {
        let chain = match self.rng.below(3) {
            0 => Node::Seq(vec![Node::repeat(n, Node::text("new ")), Node::text("o")]),
            1 => {
                Node::Seq(vec![Node::repeat(n, Node::text("new ")), Node::text("o"), Node::repeat(n, Node::text("()"))])
            }
            _ => Node::Seq(vec![Node::repeat(n, Node::text("new o.b(")), Node::repeat(n, Node::text(")"))]),
        };
        self.expression_statement(chain)
    }
}
