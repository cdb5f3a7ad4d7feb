//! What the lexer decides: where a statement ends without a semicolon, whether a `/` starts
//! a regular expression or divides (after contextual keywords used as names, `)` and `}`,
//! `yield` and `await`), comments of every kind and length, and identifiers spelled with
//! Unicode escapes or non-ASCII letters.

use super::{Context, Generator};
use crate::syntax::Node;

/// Statements whose meaning hangs on automatic semicolon insertion (or its absence: a line
/// that starts with `(`, `[`, `/`, `+`, `-` or a template continues the one before).
const ASI_STATEMENTS: &[&str] = &[
    "x = 1",
    "o.b()",
    "x++",
    "--x",
    "x = o\n(1)",
    "x = o\n[0]",
    "x = 1\n/2/1",
    "x\n++\nx",
    "x = o\n`t`",
    "x = 1\n;(o)()",
    "{ x = 1 } x = 2",
    "if (x) x = 1\nelse x = 2",
    "do x = 1\nwhile (0) x = 2",
    "x = () => {}\n(1)",
    "var v = 1, w\n= 2",
    "x = c\n? 1\n: 2",
    "x = o\n?.b",
    "x = 1 /* \n */ x = 2",
    "x = 1 // c\nx = 2",
    "x = 2\n-1",
    "x = 'a'\n+ 'b'",
    "for (;;) break\nx = 1",
    "x = async\nfunction f{n}() {}",
];

/// Statements whose `/` is a regular expression or a division depending on what comes
/// before it, and contextual keywords as names, keys and labels. Sloppy-only ones (where
/// `let`, `yield`, `await` and `static` are names) are in [`SLOPPY_NAMES`].
const CONTEXTUAL: &[&str] = &[
    "x = of / 2 / x",
    "x = async / 2 / x",
    "x = get / 2 / o.set",
    "x = set / 2 /g",
    "x = { get: 1, set: 2, of: 3, async: 4, static: 5, await: 6, yield: 7, let: 8 }",
    "x = { get get() { return 1 }, set set(v) {}, async async() {}, static() {}, *yield() {}, await: 1 }",
    "class K{n} { static static() {} get get() { return 1 } set set(v) {} static async *of() {} async() {} }",
    "x = o.get / 2 / o.set",
    "for (var of of [1]) ;",
    "for (of of [1]) ;",
    "x = async (x) / 2",
    "x = async\n/ 2 / x",
    "x = (1) / 2 / 3",
    "x = [] / 2 / 3",
    "{}\n/2/g",
    "x = o\n/2/g",
    "if (x) /2/g.test(s)",
    "x = typeof /2/",
    "x = void /2/ / 2",
    "x = `${/2/}`",
    "x = x++ / 2 / 1",
    "x = [/2/, /=/]",
    "x = o[/2/]",
    "x = c ? /2/ : /3/",
    "x = /=/g",
    "x /= 2 / 1",
    "x = /[/]/",
    "x = /\\//g",
    "x = y => /2/g",
    "of: for (;;) break of",
    "async: x = 1",
    "get: { break get }",
    "x = o.of.async.get.set.static.let.yield.await",
    "x = ((x)) / 2 /g",
    "x = function () {} / 2",
    "x = {} / 2",
];

/// Contextual keywords as names where only sloppy code allows it.
const SLOPPY_NAMES: &[&str] = &[
    "x = let / 2 / x",
    "x = yield / 2 / x",
    "x = await / 2 / x",
    "x = static / 2",
    "let\n/2/g",
    "yield\n/2/g",
    "await\n/ 2 /g",
    "var let = 1",
    "let: x = 1",
    "yield: x = 1",
    "await: x = 1",
    "x = let [0]",
    "let\nlet{n} = 1",
    "x = { let, yield, await, static, of, async, get, set }",
    "function f1(let, yield, await) { return let / yield / await }",
];

/// In a generator: `yield` before `/` is an operator, the `/` a regular expression.
const IN_GENERATOR: &[&str] = &["yield /2/g", "yield\n/2/g", "x = yield /2/", "yield / 2 /g", "x = yield* [/2/]"];
/// In an async function or a module: `await` before `/` is an operator.
const IN_ASYNC: &[&str] = &["await /2/g", "await\n/2/g", "x = await /2/ / 2", "x = await / 2 /g"];

/// Identifiers spelled with escapes, and non-ASCII letters (declared by the piece).
const ESCAPED: &[&str] = &[
    "\\u0078 = \\u{78} + \\u{000078}",
    "x = \\u006f.\\u0062.\\u{62}",
    "var \\u{1d4b3} = 1; x = \u{1d4b3}",
    "var \u{e4}\u{f6} = 2; x = \\u00e4\\u00f6",
    "var \u{212e} = 3; x = \\u212e",
    "var a\\u200d = 4; x = a\u{200d}",
    "var \u{3c0} = Math.PI; x = \\u03c0",
    "var \u{10000} = 5; x = \\u{10000}",
    "x = { \\u0061: 1 }.a",
    "x = o.\\u0069f",
    "var _\\u0024 = 1, $\\u005f = 2",
    "var \u{2118} = 1; x = \\u2118",
];

impl Generator {
    /// A name of `n` characters, declared and used.
    pub(super) fn long_identifier(&mut self, n: usize) -> Node {
        let letter = *self.rng.pick(&["a", "_", "$", "\u{e9}", "\\u0061", "a1"]);
        let name = Node::Seq(vec![Node::text("z"), Node::repeat(n, Node::text(letter))]);
        Node::Seq(vec![Node::text("var "), name.clone(), Node::text(" = 1;\nx = "), name, Node::text(";\n")])
    }

    /// Comments between the tokens of a chain, a long comment, or many comments; HTML-like
    /// comments in scripts.
    pub(super) fn comments(&mut self, n: usize, cx: &Context) -> Node {
        let html = !cx.module;
        match self.rng.below(4) {
            0 => {
                let comment = *self.rng.pick(&["/* c */", "/**/", "/*\n*/", "// c\n", "/* \u{2028} */", "/*/ */"]);
                let unit = Node::text(format!("{comment}+{comment}1"));
                self.expression_statement(Node::Seq(vec![Node::text("1"), Node::repeat(n, unit)]))
            }
            1 => {
                let (open, fill, close) =
                    *self.rng.pick(&[("/*", "c", "*/\n"), ("//", "c", "\n"), ("/*", "*", "/\n"), ("/*", "\n", "*/")]);
                Node::Seq(vec![
                    Node::text(open),
                    Node::repeat(n, Node::text(fill)),
                    Node::text(close),
                    Node::text("x = 1;\n"),
                ])
            }
            2 if html => {
                let unit = *self.rng.pick(&["<!-- c\n", "--> c\n", "x = 1 <!-- c\n", "/* c */ --> c\n"]);
                Node::Seq(vec![Node::text("\n"), Node::repeat(n, Node::text(unit))])
            }
            _ => Node::repeat(n, Node::text("x = 1; // \u{2029}x = 2;\n")),
        }
    }

    /// `n` statements without semicolons, in a function (for `return`).
    pub(super) fn asi(&mut self, n: usize) -> Node {
        let mut statements: Vec<Node> = (0..n)
            .map(|_| {
                // `{n}` makes a name that no other statement declares.
                let statement = self.rng.pick(ASI_STATEMENTS).replace("{n}", &self.fresh(""));
                Node::text(format!("{statement}\n"))
            })
            .collect();
        if self.rng.chance(50) {
            statements.push(Node::text("return\nx\n"));
            let body = Node::Seq(statements);
            return body.wrap("x = function () {\n", "}()\n");
        }
        Node::Seq(statements)
    }

    /// `n` statements where `/` follows contextual keywords, `)` or `}`, or `yield` and
    /// `await` in the functions where they are operators.
    pub(super) fn contextual_keywords(&mut self, n: usize, cx: &Context) -> Node {
        let in_generator = self.rng.chance(20);
        let in_async = !in_generator && self.rng.chance(25);
        let sloppy = cx.sloppy_names() && !in_generator && !in_async;
        let mut statements = Vec::with_capacity(n);
        for _ in 0..n {
            let pool: &[&str] = match self.rng.below(4) {
                0 if sloppy => SLOPPY_NAMES,
                1 if in_generator => IN_GENERATOR,
                1 if in_async || cx.in_async => IN_ASYNC,
                _ => CONTEXTUAL,
            };
            let separator = if self.rng.chance(30) { "\n" } else { ";\n" };
            // `{n}` makes a name that no other statement declares.
            let statement = self.rng.pick(pool).replace("{n}", &self.fresh(""));
            statements.push(Node::text(format!("{statement}{separator}")));
        }
        let body = Node::Seq(statements);
        // Each statement is on its own, so a ReferenceError from one does not hide the rest
        // from the compiler: they are all compiled before any runs.
        if in_generator {
            return body.wrap("(function* () {\n", "})().next();\n");
        }
        if in_async {
            return body.wrap("(async function () {\n", "})();\n");
        }
        body.wrap("try {\n", "} catch (e) {}\n")
    }

    /// `n` statements with escaped and non-ASCII identifiers.
    pub(super) fn unicode_escapes(&mut self, n: usize) -> Node {
        let statements: Vec<Node> = (0..n).map(|_| Node::text(format!("{};\n", self.rng.pick(ESCAPED)))).collect();
        Node::Seq(statements).wrap("{\n", "}\n")
    }
}
