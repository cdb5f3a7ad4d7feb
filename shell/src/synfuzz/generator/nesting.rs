//! Deep nesting: expressions inside every bracket and construct (parentheses, arrays,
//! objects, calls, arrows, functions, classes, templates, prefix operators, `new`, `await`,
//! `yield`, spreads, conditionals, assignments), and statements inside every block (`if`,
//! loops, `try`, `switch`, `with`, labels, functions of every kind, class static blocks).
//! Each layer is an open and a close around the next, so that a nesting of any depth is
//! one [`Node::Nest`].

use super::{Context, Generator};
use crate::syntax::{Layer, Node};

/// How tightly an expression binds, as far as fitting it into a slot goes: a slot that
/// takes a unary expression (after `!` or `await`) needs parentheses around a binary or an
/// assignment expression (an arrow, a `yield`, a conditional).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
enum Level {
    Primary,
    Unary,
    Binary,
    Assignment,
}

/// An expression layer: its text, what it is, what its slot takes, and how it changes the
/// context of what it holds.
struct ExpressionLayer {
    open: &'static str,
    close: &'static str,
    level: Level,
    slot: Level,
    effect: Effect,
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Effect {
    None,
    /// Needs `await` to be an operator.
    NeedsAsync,
    /// Needs `yield` to be an operator.
    NeedsGenerator,
    /// A plain function body (a new context; `return` allowed).
    Function,
    AsyncFunction,
    GeneratorFunction,
    /// An arrow's body: no `yield`, `await` only if it is async.
    Arrow,
    AsyncArrow,
    /// A class body: strict.
    Class,
}

const fn layer(open: &'static str, close: &'static str, level: Level, slot: Level, effect: Effect) -> ExpressionLayer {
    ExpressionLayer { open, close, level, slot, effect }
}

use Effect as E;
use Level as L;

const EXPRESSION_LAYERS: &[ExpressionLayer] = &[
    layer("(", ")", L::Primary, L::Assignment, E::None),
    layer("[", "]", L::Primary, L::Assignment, E::None),
    layer("[0, ", ", 1]", L::Primary, L::Assignment, E::None),
    layer("[...[", "]]", L::Primary, L::Assignment, E::None),
    layer("({a: ", "})", L::Primary, L::Assignment, E::None),
    layer("({...", "})", L::Primary, L::Assignment, E::None),
    layer("({ [", "]: 1 })", L::Primary, L::Assignment, E::None),
    layer("({ get g() { return ", "; } })", L::Primary, L::Assignment, E::Function),
    layer("o(", ")", L::Primary, L::Assignment, E::None),
    layer("o(x, ...[", "])", L::Primary, L::Assignment, E::None),
    layer("o[", "]", L::Primary, L::Assignment, E::None),
    layer("o?.[", "]", L::Primary, L::Assignment, E::None),
    layer("new o(", ")", L::Primary, L::Assignment, E::None),
    layer("`${", "}`", L::Primary, L::Assignment, E::None),
    layer("o`${", "}`", L::Primary, L::Assignment, E::None),
    layer("(x, ", ")", L::Primary, L::Assignment, E::None),
    layer("() => ", "", L::Assignment, L::Assignment, E::Arrow),
    layer("(a, b) => (", ")", L::Assignment, L::Assignment, E::Arrow),
    layer("async () => ", "", L::Assignment, L::Assignment, E::AsyncArrow),
    layer("function () { return ", "; }", L::Primary, L::Assignment, E::Function),
    layer("function* () { yield ", "; }", L::Primary, L::Assignment, E::GeneratorFunction),
    layer("async function () { return await ", "; }", L::Primary, L::Unary, E::AsyncFunction),
    layer("(class { static f = ", "; })", L::Primary, L::Assignment, E::Class),
    layer("(class { m() { return ", "; } })", L::Primary, L::Assignment, E::Class),
    layer("(class extends o { [", "]() {} })", L::Primary, L::Assignment, E::Class),
    layer("((a = ", ") => a)", L::Primary, L::Assignment, E::Arrow),
    layer("!", "", L::Unary, L::Unary, E::None),
    layer("- ", "", L::Unary, L::Unary, E::None),
    layer("~", "", L::Unary, L::Unary, E::None),
    layer("typeof ", "", L::Unary, L::Unary, E::None),
    layer("void ", "", L::Unary, L::Unary, E::None),
    layer("new (", ")", L::Primary, L::Assignment, E::None),
    layer("await ", "", L::Unary, L::Unary, E::NeedsAsync),
    layer("(yield ", ")", L::Primary, L::Assignment, E::NeedsGenerator),
    layer("yield* [", "]", L::Assignment, L::Assignment, E::NeedsGenerator),
    layer("c ? ", " : 0", L::Assignment, L::Assignment, E::None),
    layer("c ? 0 : ", "", L::Assignment, L::Assignment, E::None),
    layer("x = ", "", L::Assignment, L::Assignment, E::None),
    layer("x ||= ", "", L::Assignment, L::Assignment, E::None),
    layer("2 ** ", "", L::Binary, L::Unary, E::None),
    layer("1 + ", "", L::Binary, L::Binary, E::None),
    layer("x && ", "", L::Binary, L::Binary, E::None),
];

/// Whether `layer` may go where `cx` is.
fn fits(layer: &ExpressionLayer, cx: &Context) -> bool {
    match layer.effect {
        E::NeedsAsync => cx.in_async,
        E::NeedsGenerator => cx.in_generator,
        _ => true,
    }
}

/// The context inside `layer`.
fn inside(layer: &ExpressionLayer, cx: &Context) -> Context {
    match layer.effect {
        E::None | E::NeedsAsync | E::NeedsGenerator => cx.clone(),
        E::Function => cx.function(false, false),
        E::AsyncFunction => cx.function(true, false),
        E::GeneratorFunction => cx.function(false, true),
        E::Arrow => Context { in_generator: false, ..cx.function(false, false) },
        E::AsyncArrow => cx.function(true, false),
        E::Class => Context { strict: true, ..cx.function(false, false) },
    }
}

/// A statement layer: its text and what it lets the statements inside do.
struct StatementLayer {
    open: String,
    close: String,
    inner: Context,
}

impl Generator {
    /// `n` expression layers, each drawn for where it stands, around a term.
    pub(super) fn expression_nesting(&mut self, n: usize, cx: &Context) -> Node {
        let mut layers = Vec::with_capacity(n);
        let mut cx = cx.clone();
        let mut slot = Level::Assignment;
        while layers.len() < n {
            let layer = self.rng.pick(EXPRESSION_LAYERS);
            if !fits(layer, &cx) {
                continue;
            }
            if layer.level > slot {
                layers.push(Layer::new("(", ")"));
            }
            layers.push(Layer::new(layer.open, layer.close));
            cx = inside(layer, &cx);
            slot = layer.slot;
        }
        let term = self.term(&cx);
        self.expression_statement(Node::nest(layers, Node::text(term)))
    }

    /// One construct nested in itself `n` times: `((((x))))`, `[[[[x]]]]`, `!!!!x`, ...
    pub(super) fn bracket_nesting(&mut self, n: usize, cx: &Context) -> Node {
        let layer = loop {
            let layer = self.rng.pick(EXPRESSION_LAYERS);
            // A layer inside itself must fit its own slot and context.
            if fits(layer, cx) && layer.level <= layer.slot && fits(layer, &inside(layer, cx)) {
                break layer;
            }
        };
        let mut inner_cx = cx.clone();
        // The context after a few layers is the context after any number.
        for _ in 0..2 {
            inner_cx = inside(layer, &inner_cx);
        }
        let term = self.term(&inner_cx);
        self.expression_statement(Node::nest(vec![Layer::new(layer.open, layer.close); n], Node::text(term)))
    }

    /// `x => x => x => ... x`, `() => () => ...`, `async () => async () => ...`.
    pub(super) fn arrow_nesting(&mut self, n: usize) -> Node {
        let arrow = *self.rng.pick(&["x => ", "() => ", "(a) => ", "async () => ", "(a = 1, {b} = {}) => "]);
        self.expression_statement(Node::Seq(vec![Node::repeat(n, Node::text(arrow)), Node::text("x")]))
    }

    /// `` `${`${`${x}`}`}` `` and its variants with text and tags.
    pub(super) fn template_nesting(&mut self, n: usize, cx: &Context) -> Node {
        let (open, close) = *self.rng.pick(&[("`${", "}`"), ("`a${", "}b`"), ("o`${", "}`"), ("`${x}${", "}`")]);
        let term = self.term(cx);
        self.expression_statement(Node::nest(vec![Layer::new(open, close); n], Node::text(term)))
    }

    /// `n` statement layers of mixed kinds around leaf statements that jump where they may.
    pub(super) fn statement_nesting(&mut self, n: usize, cx: &Context) -> Node {
        let mut layers = Vec::with_capacity(n);
        let mut cx = cx.clone();
        for _ in 0..n {
            let layer = self.statement_layer(&cx, false);
            cx = layer.inner;
            layers.push(Layer { open: layer.open, close: layer.close });
        }
        let leaves = self.leaf_statements(&cx);
        Node::nest(layers, Node::text(format!("{{ {leaves} }}"))).wrap("", "\n")
    }

    /// `n` layers of functions of every kind (and methods, class bodies, static blocks),
    /// with `await` and `yield` where they are operators.
    pub(super) fn function_nesting(&mut self, n: usize, cx: &Context) -> Node {
        let mut layers = Vec::with_capacity(n);
        let mut cx = cx.clone();
        for _ in 0..n {
            let layer = self.statement_layer(&cx, true);
            cx = layer.inner;
            layers.push(Layer { open: layer.open, close: layer.close });
        }
        let leaves = self.leaf_statements(&cx);
        Node::nest(layers, Node::text(format!("{{ {leaves} }}"))).wrap("", "\n")
    }

    /// A statement layer that fits `cx` (only functions if `functions`). Each one is a single
    /// statement around a single statement, so any may hold any other.
    fn statement_layer(&mut self, cx: &Context, functions: bool) -> StatementLayer {
        let kind = if functions { 20 + self.rng.below(12) } else { self.rng.below(32) };
        let simple =
            |open: &str, close: &str, inner: Context| StatementLayer { open: open.into(), close: close.into(), inner };
        let mut looped = Context { in_loop: true, in_breakable: true, ..cx.clone() };
        match kind {
            0 => simple("{ ", " }", cx.clone()),
            1 => simple("if (x) ", "", cx.clone()),
            2 => simple("if (x) { ", " }", cx.clone()),
            3 => simple("if (!x) {} else ", "", cx.clone()),
            4 => {
                let i = self.fresh("i");
                StatementLayer {
                    open: format!("for (let {i} = 0; {i} < 1; {i}++) "),
                    close: String::new(),
                    inner: looped,
                }
            }
            5 => {
                let k = self.fresh("k");
                StatementLayer { open: format!("for (const {k} in {{a: 1}}) {{ "), close: " }".into(), inner: looped }
            }
            6 => {
                let v = self.fresh("v");
                StatementLayer { open: format!("for (const {v} of [1]) "), close: String::new(), inner: looped }
            }
            7 => simple("do { ", " } while (0);", looped),
            8 => {
                let w = self.fresh("w");
                StatementLayer {
                    open: format!("{{ let {w} = 1; while ({w}--) {{ "),
                    close: " } }".into(),
                    inner: looped,
                }
            }
            9 => {
                let e = self.fresh("e");
                simple("try { ", &format!(" }} catch ({e}) {{}}"), cx.clone())
            }
            10 => simple("try {} catch { ", " }", cx.clone()),
            11 => simple("try { ", " } finally {}", cx.clone()),
            12 => simple("try {} finally { ", " }", cx.clone()),
            13 => simple("switch (1) { case 1: ", " }", Context { in_breakable: true, ..cx.clone() }),
            14 => {
                simple("switch (x) { case 0: break; default: { ", " } }", Context { in_breakable: true, ..cx.clone() })
            }
            15 if !cx.strict => simple("with (o) ", "", cx.clone()),
            15 | 16 => {
                let label = self.fresh("l");
                let mut inner = cx.clone();
                inner.labels.push((label.clone(), false));
                StatementLayer { open: format!("{label}: {{ "), close: " }".into(), inner }
            }
            17 => {
                let (label, i) = (self.fresh("l"), self.fresh("i"));
                looped.labels.push((label.clone(), true));
                StatementLayer {
                    open: format!("{label}: for (let {i} = 0; {i} < 1; {i}++) "),
                    close: String::new(),
                    inner: looped,
                }
            }
            18 => {
                let label = self.fresh("l");
                looped.labels.push((label.clone(), true));
                StatementLayer { open: format!("{label}: do "), close: " while (0);".into(), inner: looped }
            }
            19 => simple("if (c) ; else { ", " }", cx.clone()),
            20 => simple("(function () { ", " })();", cx.function(false, false)),
            21 => simple("(() => { ", " })();", cx.function(false, false)),
            22 => simple("(async function () { ", " })();", cx.function(true, false)),
            23 => simple("(async () => { ", " })();", cx.function(true, false)),
            24 => simple("(function* () { ", " })().next();", cx.function(false, true)),
            25 => simple("(async function* () { ", " })().next();", cx.function(true, true)),
            26 => simple("({ m() { ", " } }).m();", cx.function(false, false)),
            27 => simple(
                "new (class { constructor() { ",
                " } })();",
                Context { strict: true, ..cx.function(false, false) },
            ),
            28 => {
                let inner = Context { strict: true, in_static_block: true, ..Context::default() };
                simple("(class { static { ", " } });", inner)
            }
            29 => simple(
                "(function () { \"use strict\"; ",
                " })();",
                Context { strict: true, ..cx.function(false, false) },
            ),
            30 => {
                let f = self.fresh("f");
                StatementLayer {
                    open: format!("{{ function {f}() {{ "),
                    close: format!(" }} {f}(); }}"),
                    inner: cx.function(false, false),
                }
            }
            _ => simple("({ async *m() { ", " } }).m().next();", cx.function(true, true)),
        }
    }

    /// `if (c) {} else if (c) {} else if ...`: nesting by another name.
    pub(super) fn else_if_chain(&mut self, n: usize, cx: &Context) -> Node {
        let leaf = self.leaf_statement(cx);
        let unit =
            if self.rng.chance(50) { format!(" else if (!c) {{ {leaf} }}") } else { " else if (x) ;".to_string() };
        Node::Seq(vec![Node::text("if (!c) {}"), Node::repeat(n, Node::text(unit)), Node::text(" else x = 2;\n")])
    }
}
