//! Huge literals: arrays and objects of n elements, strings and templates of n characters
//! (escapes of every kind among them) or n substitutions, numbers and BigInts of n digits,
//! and regular expressions with n groups, alternatives or class members.

use super::{Context, Generator};
use crate::syntax::{Layer, Node};

impl Generator {
    /// `[e, e, ...]`: constants, holes, expressions, spreads, nested arrays.
    pub(super) fn array_literal(&mut self, n: usize, cx: &Context) -> Node {
        let element = match self.rng.below(6) {
            0 => "1".to_string(),
            1 => String::new(), // holes: [, , , ]
            2 => "\"s\"".to_string(),
            3 => "...[x]".to_string(),
            4 => "[x]".to_string(),
            _ => self.term(cx),
        };
        let elements = if self.rng.chance(70) {
            Node::repeat(n, Node::text(format!("{element}, ")))
        } else {
            Node::Seq((0..n).map(|_| Node::text(format!("{}, ", self.term(cx)))).collect())
        };
        let tail = *self.rng.pick(&["", "1", "x"]);
        self.expression_statement(elements.wrap("[", &format!("{tail}]")))
    }

    /// `{k1: v, k2: v, ...}`: distinct keys (a dictionary, not a shape), of every kind of
    /// property definition.
    pub(super) fn object_literal(&mut self, n: usize, cx: &Context) -> Node {
        let style = self.rng.below(4);
        let value = self.term(cx);
        let mut properties = Vec::with_capacity(n);
        for index in 0..n {
            let property = match (style, self.rng.below(10)) {
                (0, _) => format!("k{index}: {value}"),
                (1, _) => format!("{index}: {value}"),
                (2, 0) => format!("get g{index}() {{ return 1; }}"),
                (2, 1) => format!("set g{index}(v) {{}}"),
                (2, 2) => format!("[\"c\" + {index}]: 1"),
                (2, 3) => format!("m{index}() {{}}"),
                (2, 4) => format!("async *a{index}() {{}}"),
                (2, 5) => "...o".to_string(),
                (2, 6) => format!("\"s{index}\": 1"),
                (2, 7) => format!("{index}.5: 1"),
                (2, _) => format!("k{index}: {}", self.term(cx)),
                // The same key again and again: the last one wins.
                _ => format!("k: {index}"),
            };
            properties.push(Node::text(format!("{property}, ")));
        }
        let proto = if self.rng.chance(20) { "__proto__: null, " } else { "" };
        self.expression_statement(Node::Seq(properties).wrap(&format!("{{{proto}"), "}"))
    }

    /// A string literal of about `n` characters.
    pub(super) fn string_literal(&mut self, n: usize, cx: &Context) -> Node {
        const PIECES: &[&str] = &[
            "a",
            "Z",
            "\\n",
            "\\x41",
            "\\u0041",
            "\\u{1F600}",
            "\\'",
            "\\\"",
            "\\\\",
            "\\\n",
            "\u{e9}",
            "\u{1F600}",
            "\u{2028}",
            "\\0",
            "\\t",
            "\\v",
            "\\b",
        ];
        let quote = if self.rng.chance(50) { '"' } else { '\'' };
        let content = if self.rng.chance(60) {
            let piece = *self.rng.pick(&["a", "ab", "\\u0041", "\u{e9}", "\\n"]);
            Node::repeat(n, Node::text(piece))
        } else {
            let mut pieces: Vec<String> = (0..n).map(|_| self.rng.pick(PIECES).to_string()).collect();
            if !cx.strict && self.rng.chance(20) {
                // Legacy octal escapes, allowed in sloppy code only.
                pieces.push("\\101\\7".to_string());
            }
            Node::text(pieces.concat())
        };
        let literal = content.wrap(&quote.to_string(), &quote.to_string());
        match self.rng.below(3) {
            0 => self.expression_statement(literal),
            1 => literal.wrap("x = (", ").length;\n"),
            _ => literal.wrap("x = (", ").charCodeAt(0);\n"),
        }
    }

    /// A template of `n` characters of text, or of `n` substitutions, perhaps tagged (which
    /// keeps the raw text and allows invalid escapes).
    pub(super) fn template_literal(&mut self, n: usize, cx: &Context) -> Node {
        let tagged = self.rng.chance(30);
        let content = match self.rng.below(3) {
            0 => Node::repeat(n, Node::text(*self.rng.pick(&["a", "\\`", "\\${", "$", "{", "\n", "\\u0041", "\\\n"]))),
            1 => {
                let term = self.term(cx);
                Node::repeat(n, Node::text(format!("${{{term}}}")))
            }
            _ => Node::Seq((0..n).map(|_| Node::text(format!("a${{{}}}", self.term(cx)))).collect()),
        };
        let content = if tagged && self.rng.chance(30) {
            // Not an escape: fine in a tagged template (cooked as undefined).
            Node::Seq(vec![Node::text("\\unicode \\xZ"), content])
        } else {
            content
        };
        let tag = if tagged { "o" } else { "" };
        self.expression_statement(content.wrap(&format!("{tag}`"), "`"))
    }

    /// A number of `n` digits, in every base and form.
    pub(super) fn number_literal(&mut self, n: usize, cx: &Context) -> Node {
        let forms: &[(&str, &str, &str)] = &[
            ("", "7", ""),
            ("0.", "3", ""),
            ("1e", "1", ""),
            ("1e-", "9", ""),
            ("0x", "f", ""),
            ("0b", "1", ""),
            ("0o", "7", ""),
            ("1", "_1", ""),
            (".", "5", "e5"),
            ("9", "9", ".9"),
        ];
        let (prefix, digit, suffix) = *self.rng.pick(forms);
        let (prefix, digit) = if !cx.strict && self.rng.chance(5) { ("0", "7") } else { (prefix, digit) };
        let literal = Node::Seq(vec![Node::text(prefix), Node::repeat(n, Node::text(digit)), Node::text(suffix)]);
        if self.rng.chance(30) { literal.wrap("x = String(", ");\n") } else { self.expression_statement(literal) }
    }

    /// A BigInt of `n` digits (decimal, hex, binary, octal), and arithmetic on it.
    pub(super) fn bigint_literal(&mut self, n: usize) -> Node {
        let (prefix, digit) = *self.rng.pick(&[("1", "2"), ("0x", "f"), ("0b", "1"), ("0o", "7"), ("9", "0")]);
        let literal = Node::Seq(vec![Node::text(prefix), Node::repeat(n, Node::text(digit)), Node::text("n")]);
        let operation = *self.rng.pick(&["", " + 1n", " * 2n", " % 7n", " >> 3n", ").toString().length + (0"]);
        if operation.starts_with(')') {
            return literal.wrap("x = (", &format!("{operation});\n"));
        }
        literal.wrap("x = ", &format!("{operation};\n"))
    }

    /// A regular expression literal, made (not run): `n` nested groups, alternatives, class
    /// members, quantified atoms or named groups.
    pub(super) fn regex_literal(&mut self, n: usize) -> Node {
        let flags = *self.rng.pick(&["", "g", "i", "u", "v", "s", "m", "y", "gimsuy", "d"]);
        let body = match self.rng.below(6) {
            0 => {
                let (open, close) =
                    *self.rng.pick(&[("(", ")"), ("(?:", ")"), ("(?=", ")"), ("(?!", ")"), ("(?<=", ")"), ("(", ")*")]);
                Node::nest(vec![Layer::new(open, close); n], Node::text("a"))
            }
            1 => Node::Seq(vec![Node::text("a"), Node::repeat(n, Node::text("|b"))]),
            2 => Node::Seq(vec![
                Node::text("["),
                Node::repeat(n, Node::text(*self.rng.pick(&["a", "a-z", "\\d", "\\u0041"]))),
                Node::text("]"),
            ]),
            3 => Node::repeat(
                n,
                Node::text(*self.rng.pick(&["a*", "b+?", "c{1,2}", "[x]?", ".", "\\w", "\\/", "(a)\\1"])),
            ),
            4 => Node::Seq((0..n).map(|index| Node::text(format!("(?<g{index}>a)"))).collect()),
            _ => Node::Seq(vec![Node::repeat(n, Node::text("(")), Node::text("a"), Node::repeat(n, Node::text(")|b"))]),
        };
        let made = if self.rng.chance(20) { ".source.length" } else { "" };
        body.wrap("x = /", &format!("/{flags}{made};\n"))
    }
}
