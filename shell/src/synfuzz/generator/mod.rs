//! The program generator: deep and long syntax from a seed, at sizes from tiny to hostile.
//!
//! A program is the prelude (which gives the generated code names that evaluate without
//! throwing: `o` is a function that returns itself, and its properties are itself), then a
//! few pieces, each of one [`Shape`] at a size drawn from a wide range (a handful of units
//! to hundreds of thousands), some of them wrapped in `try`, `eval`, indirect eval,
//! `new Function` or nested evals; the whole runs as a sloppy or strict script or as a
//! module, and now and then it is truncated or corrupted into invalid syntax:
//!
//! ```text
//!   globalThis.o = function () { return o; }; o.b = o.c = o[0] = ... = o; ...
//!   x = o.b?.b?.b?.b ... ;                              (a chain of 40,000 links)
//!   try { eval("l1: { for (let i2 = 0; ...) { (async () => { ... await x; ... })(); } }") } catch (e) {}
//!   x = [1, 1, 1, ...];                                  (an array of 300,000 elements)
//! ```
//!
//! Generated code always ends: every loop runs its body at most once (a `continue` leads to
//! its exit too), nothing recurses without bound, and regular expressions are made but never
//! run. It may throw, which is a fine outcome; a program is meant to reach the compiler's and
//! the interpreter's limits, and to find out whether they end in a JavaScript exception.
//!
//! Every piece is built by a generator of its own, seeded from the program's PRNG, so that
//! a piece too large for what is left of the size budget is rebuilt with a smaller size and
//! the same choices; a [`Family`] builds one shape at any size, for the cliff check.

mod chains;
mod context;
mod lexical;
mod lists;
mod literals;
mod nesting;

use crate::fuzzcore::rng::Rng;
use crate::syntax::{Edit, Node};
pub use context::Context;

/// What the generator may make.
#[derive(Clone, Copy, Debug)]
pub struct Settings {
    /// The most bytes of source a program may have.
    pub max_size: usize,
}

impl Default for Settings {
    fn default() -> Settings {
        Settings { max_size: 2_000_000 }
    }
}

/// A generated program and what went into it.
#[derive(Clone, Debug)]
pub struct Program {
    pub node: Node,
    pub module: bool,
    pub shapes: Vec<Shape>,
}

macro_rules! shapes {
    ($($name:ident: $description:literal,)*) => {
        /// The kinds of syntax the generator makes (wrappers and variants included), each
        /// named in the program's record so that tests can see that every one is reachable.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub enum Shape { $($name,)* }

        impl Shape {
            #[cfg(test)]
            pub const ALL: &[Shape] = &[$(Shape::$name,)*];

            pub fn description(self) -> &'static str {
                match self { $(Shape::$name => $description,)* }
            }
        }
    };
}

shapes! {
    BinaryChain: "a left-associative chain of one binary operator",
    MixedChain: "a chain of mixed binary operators",
    RightChain: "a right-associative chain (**, assignments, conditionals)",
    StringConcat: "string literals joined with +",
    MemberChain: "a chain of property reads, calls, optional links and tagged templates",
    OptionalChain: "a chain of ?. links",
    CallChain: "a chain of calls",
    UnaryChain: "prefix operators one after another",
    NewChain: "new after new",
    ExpressionNesting: "expressions nested in mixed brackets and constructs",
    BracketNesting: "one bracket or construct nested in itself",
    ArrowNesting: "arrow functions returning arrow functions",
    TemplateNesting: "template literals in template substitutions",
    StatementNesting: "statements nested in mixed blocks, loops, try, switch, with, labels",
    FunctionNesting: "functions, generators, async functions, classes and methods nested",
    ManyLabels: "many labels on one statement",
    LabeledJumps: "nested labeled blocks and loops with break and continue",
    ElseIfChain: "if, else if, else if, ...",
    ManyStatements: "many statements",
    Declarations: "many variable declarations",
    Parameters: "many parameters",
    Arguments: "many arguments",
    FunctionDeclarations: "many function declarations",
    SwitchCases: "many switch cases",
    ClassMembers: "a class with many members",
    Destructuring: "long or deep destructuring patterns",
    ArrayLiteral: "an array literal with many elements",
    ObjectLiteral: "an object literal with many properties",
    StringLiteral: "a long string literal",
    TemplateLiteral: "a long template literal or one with many substitutions",
    NumberLiteral: "a number literal with many digits",
    BigIntLiteral: "a BigInt literal with many digits",
    RegexLiteral: "a regular expression literal with deep groups or many alternatives",
    LongIdentifier: "a long identifier",
    Comments: "comments between tokens, long comments, HTML-like comments, a hashbang",
    Asi: "statements without semicolons, relying on automatic semicolon insertion",
    ContextualKeywords: "of, let, yield, await, async, get, set, static as names next to /",
    UnicodeEscapes: "Unicode escapes and non-ASCII letters in identifiers",
    TryWrapped: "a piece wrapped in try/catch",
    Eval: "a piece run by direct eval",
    IndirectEval: "a piece run by indirect eval",
    NewFunction: "a piece run as the body of new Function",
    NestedEval: "a piece run by eval inside eval",
    Module: "the program run as a module",
    Strict: "the program in strict mode",
    Truncated: "a program or an eval'd piece cut short",
    Corrupted: "a program or an eval'd piece with characters deleted or inserted",
}

/// The shapes a piece may have (the rest are wrappers and variants), and how often each is
/// drawn.
const PIECES: &[(usize, Shape)] = &[
    (4, Shape::BinaryChain),
    (3, Shape::MixedChain),
    (2, Shape::RightChain),
    (2, Shape::StringConcat),
    (3, Shape::MemberChain),
    (2, Shape::OptionalChain),
    (1, Shape::CallChain),
    (2, Shape::UnaryChain),
    (1, Shape::NewChain),
    (4, Shape::ExpressionNesting),
    (3, Shape::BracketNesting),
    (1, Shape::ArrowNesting),
    (1, Shape::TemplateNesting),
    (4, Shape::StatementNesting),
    (3, Shape::FunctionNesting),
    (1, Shape::ManyLabels),
    (2, Shape::LabeledJumps),
    (1, Shape::ElseIfChain),
    (2, Shape::ManyStatements),
    (2, Shape::Declarations),
    (2, Shape::Parameters),
    (2, Shape::Arguments),
    (1, Shape::FunctionDeclarations),
    (1, Shape::SwitchCases),
    (1, Shape::ClassMembers),
    (2, Shape::Destructuring),
    (2, Shape::ArrayLiteral),
    (2, Shape::ObjectLiteral),
    (2, Shape::StringLiteral),
    (2, Shape::TemplateLiteral),
    (1, Shape::NumberLiteral),
    (1, Shape::BigIntLiteral),
    (2, Shape::RegexLiteral),
    (1, Shape::LongIdentifier),
    (2, Shape::Comments),
    (2, Shape::Asi),
    (2, Shape::ContextualKeywords),
    (1, Shape::UnicodeEscapes),
];

/// Names the generated code uses: `o` returns itself and its properties (keywords and
/// contextual keywords among them) are itself; the contextual keywords are global names too,
/// for the sloppy code that uses them as variables. Globals rather than `var`s, so that
/// modules and `new Function` bodies see them.
const PRELUDE: &str = "globalThis.o = function () { return o; };\n\
o.b = o.c = o[0] = o.if = o.class = o.new = o.await = o.yield = o.let = o.of = o.get = o.set = o.static = o.async = o;\n\
o.x = 1;\n\
globalThis.x = 1; globalThis.c = true; globalThis.s = \"s\";\n\
[\"of\", \"get\", \"set\", \"async\", \"let\", \"yield\", \"await\", \"static\"].forEach(function (k) { globalThis[k] = 1; });\n";

/// Sizes, in units of the shape (links, layers, elements, characters): the range of each
/// class and how often it is drawn. Most pieces are small; one in about eight programs has
/// a piece of tens of thousands of units or more.
const SIZE_CLASSES: &[(usize, (usize, usize))] =
    &[(24, (1, 4)), (30, (5, 60)), (26, (60, 2_500)), (14, (2_500, 60_000)), (6, (60_000, 1_000_000))];

pub(crate) struct Generator {
    rng: Rng,
    /// Prefix of fresh names, distinct for each piece, so that pieces never redeclare each
    /// other's names.
    prefix: String,
    next_name: usize,
    shapes: Vec<Shape>,
}

/// The program for `seed`.
pub fn generate(seed: u64, settings: Settings) -> Program {
    Generator::new(seed, String::new()).program(settings)
}

impl Generator {
    fn new(seed: u64, prefix: String) -> Generator {
        Generator { rng: Rng::new(seed), prefix, next_name: 0, shapes: Vec::new() }
    }

    fn program(mut self, settings: Settings) -> Program {
        let module = self.rng.chance(15);
        let strict = !module && self.rng.chance(12);
        let cx = if module { Context::module() } else { Context::script(strict) };
        let mut parts = Vec::new();
        if !module && self.rng.chance(3) {
            // A hashbang comment is allowed only as the very first thing.
            parts.push(Node::text("#!/usr/bin/env vm\n"));
            self.shapes.push(Shape::Comments);
        }
        if strict {
            parts.push(Node::text("\"use strict\";\n"));
            self.shapes.push(Shape::Strict);
        }
        if module {
            self.shapes.push(Shape::Module);
        }
        parts.push(Node::text(PRELUDE));
        let mut left = settings.max_size.saturating_sub(parts.iter().map(|part| part.render().len()).sum());
        let pieces = 1 + self.rng.below(4);
        for index in 0..pieces {
            let shape = self.rng.weighted(PIECES);
            let piece = self.wrapped_piece(index, shape, left, &cx);
            left = left.saturating_sub(piece.render().len());
            parts.push(piece);
        }
        let mut node = Node::Seq(parts);
        if self.rng.chance(6) {
            node = self.invalidate(node);
        }
        Program { node, module, shapes: self.shapes }
    }

    /// A piece of `shape`, perhaps wrapped in try, eval or new Function, in at most `budget`
    /// bytes (or an empty text when even the smallest does not fit).
    fn wrapped_piece(&mut self, index: usize, shape: Shape, budget: usize, cx: &Context) -> Node {
        let wrapper = match self.rng.below(100) {
            0..8 => Some(Shape::Eval),
            8..12 => Some(Shape::IndirectEval),
            12..16 => Some(Shape::NewFunction),
            16..19 => Some(Shape::NestedEval),
            _ => None,
        };
        let seed = self.rng.next_u64();
        let prefix = format!("{}p{index}_", self.prefix);
        let Some(wrapper) = wrapper else {
            let try_wrapped = self.rng.chance(25);
            let inner_budget = budget.saturating_sub(30);
            let Some((piece, shapes)) = Self::sized_piece(seed, &prefix, shape, inner_budget, cx) else {
                return Node::text("");
            };
            self.shapes.extend(shapes);
            if try_wrapped {
                self.shapes.push(Shape::TryWrapped);
                return piece.wrap("try {\n", "} catch (e) {}\n");
            }
            return piece;
        };
        // Eval code is a script of its own: strict only if the caller is (direct eval), no
        // labels, loops, await or yield from outside; a Function body may return.
        let inner_cx = match wrapper {
            Shape::Eval | Shape::NestedEval => Context::script(cx.strict),
            Shape::NewFunction => Context::script(false).function(false, false),
            _ => Context::script(false),
        };
        let levels = if wrapper == Shape::NestedEval { 2 + self.rng.below(3) } else { 1 };
        let invalid = self.rng.chance(15);
        // Each level of quoting at most doubles the size.
        let inner_budget = budget.saturating_sub(60 * levels) >> levels;
        let Some((mut piece, shapes)) = Self::sized_piece(seed, &prefix, shape, inner_budget, &inner_cx) else {
            return Node::text("");
        };
        self.shapes.extend(shapes);
        self.shapes.push(wrapper);
        if invalid {
            piece = self.invalidate(piece);
        }
        for level in 0..levels {
            let call = match wrapper {
                Shape::IndirectEval => "(0, eval)(",
                Shape::NewFunction if level == 0 => "new Function(",
                _ => "eval(",
            };
            let after = if wrapper == Shape::NewFunction && level == 0 { ")()" } else { ")" };
            piece = Node::quoted(piece).wrap(call, after);
        }
        // A syntax error in eval'd code is a SyntaxError the program may catch.
        piece.wrap("try { ", " } catch (e) {}\n")
    }

    /// Builds `shape` at a size drawn from the size classes, smaller until it fits `budget`
    /// bytes; the piece and the shapes in it, or `None` if even one unit does not fit.
    fn sized_piece(seed: u64, prefix: &str, shape: Shape, budget: usize, cx: &Context) -> Option<(Node, Vec<Shape>)> {
        // Every unit of every shape takes at least a byte.
        let mut n = Generator::new(seed, prefix.to_string()).size().min(budget);
        loop {
            let mut generator = Generator::new(seed ^ 0x5eed, prefix.to_string());
            let piece = generator.build(shape, n, cx);
            let length = piece.render().len();
            if length <= budget {
                generator.shapes.push(shape);
                return Some((piece, generator.shapes));
            }
            if n <= 1 {
                return None;
            }
            // Shrink in proportion, and at least by a quarter.
            let scaled = (n as u128 * budget as u128 / length as u128) as usize;
            n = scaled.min(n - n.div_ceil(4)).max(1);
        }
    }

    /// A size drawn from the size classes: log-uniform within the class.
    fn size(&mut self) -> usize {
        let (low, high) = self.rng.weighted(SIZE_CLASSES);
        let (low, high) = (low as f64, high as f64);
        let fraction = self.rng.below(1 << 20) as f64 / f64::from(1 << 20);
        (low * (high / low).powf(fraction)).round() as usize
    }

    /// `shape` with `n` units, as statements in `cx`.
    fn build(&mut self, shape: Shape, n: usize, cx: &Context) -> Node {
        let n = n.max(1);
        match shape {
            Shape::BinaryChain => self.binary_chain(n, cx),
            Shape::MixedChain => self.mixed_chain(n, cx),
            Shape::RightChain => self.right_chain(n, cx),
            Shape::StringConcat => self.string_concat(n),
            Shape::MemberChain => self.member_chain(n, cx),
            Shape::OptionalChain => self.optional_chain(n),
            Shape::CallChain => self.call_chain(n),
            Shape::UnaryChain => self.unary_chain(n, cx),
            Shape::NewChain => self.new_chain(n),
            Shape::ExpressionNesting => self.expression_nesting(n, cx),
            Shape::BracketNesting => self.bracket_nesting(n, cx),
            Shape::ArrowNesting => self.arrow_nesting(n),
            Shape::TemplateNesting => self.template_nesting(n, cx),
            Shape::StatementNesting => self.statement_nesting(n, cx),
            Shape::FunctionNesting => self.function_nesting(n, cx),
            Shape::ManyLabels => self.many_labels(n, cx),
            Shape::LabeledJumps => self.labeled_jumps(n, cx),
            Shape::ElseIfChain => self.else_if_chain(n, cx),
            Shape::ManyStatements => self.many_statements(n, cx),
            Shape::Declarations => self.declarations(n, cx),
            Shape::Parameters => self.parameters(n, cx),
            Shape::Arguments => self.arguments(n, cx),
            Shape::FunctionDeclarations => self.function_declarations(n, cx),
            Shape::SwitchCases => self.switch_cases(n, cx),
            Shape::ClassMembers => self.class_members(n),
            Shape::Destructuring => self.destructuring(n),
            Shape::ArrayLiteral => self.array_literal(n, cx),
            Shape::ObjectLiteral => self.object_literal(n, cx),
            Shape::StringLiteral => self.string_literal(n, cx),
            Shape::TemplateLiteral => self.template_literal(n, cx),
            Shape::NumberLiteral => self.number_literal(n, cx),
            Shape::BigIntLiteral => self.bigint_literal(n),
            Shape::RegexLiteral => self.regex_literal(n),
            Shape::LongIdentifier => self.long_identifier(n),
            Shape::Comments => self.comments(n, cx),
            Shape::Asi => self.asi(n),
            Shape::ContextualKeywords => self.contextual_keywords(n, cx),
            Shape::UnicodeEscapes => self.unicode_escapes(n),
            wrapper => unreachable!("{wrapper:?} is a wrapper, not a piece"),
        }
    }

    /// A fresh name with `kind` in it, distinct across the program.
    fn fresh(&mut self, kind: &str) -> String {
        self.next_name += 1;
        format!("{kind}{}{}", self.prefix, self.next_name)
    }

    /// `node` made invalid: cut short, or with characters deleted or inserted.
    fn invalidate(&mut self, node: Node) -> Node {
        const INSERTED: &[&str] =
            &["(", ")", "{", "}", "[", "]", ";", ",", "/", "`", "\"", "'", "\n", "=>", "${", "*/", "/*", ".", "?."];
        let at = |rng: &mut Rng| 50 + rng.below(950) as u32;
        if self.rng.chance(50) {
            self.shapes.push(Shape::Truncated);
            return Node::Truncated { inner: Box::new(node), keep: at(&mut self.rng) };
        }
        self.shapes.push(Shape::Corrupted);
        let edits = (0..1 + self.rng.below(3))
            .map(|_| {
                if self.rng.chance(50) {
                    Edit::Delete { at: at(&mut self.rng), length: 1 + self.rng.below(3) as u32 }
                } else {
                    Edit::Insert { at: at(&mut self.rng), text: self.rng.pick(INSERTED).to_string() }
                }
            })
            .collect();
        Node::Corrupted { inner: Box::new(node), edits }
    }

    /// `x = EXPRESSION;` on a line of its own (an assignment, so that an object literal or a
    /// function expression is never at the start of a statement).
    fn expression_statement(&mut self, expression: Node) -> Node {
        let target = self.x();
        expression.wrap(&format!("{target} = "), ";\n")
    }
}

/// One shape at any size, for the cliff check: the same choices at every size, so that the
/// programs at n and 4n differ only in n.
#[derive(Clone, Debug)]
pub struct Family {
    pub seed: u64,
    pub shape: Shape,
    pub module: bool,
    /// Run through `eval` (the compiler's entry from the interpreter).
    pub eval: bool,
}

impl Family {
    /// The family of `seed`.
    pub fn of(seed: u64) -> Family {
        let mut rng = Rng::new(seed ^ 0xfa_0117);
        let shape = rng.weighted(PIECES);
        let module = rng.chance(15);
        let eval = !module && rng.chance(20);
        Family { seed, shape, module, eval }
    }

    /// The program at size `n`.
    pub fn program(&self, n: usize) -> Program {
        let cx = if self.module { Context::module() } else { Context::script(false) };
        let mut generator = Generator::new(self.seed, String::new());
        let mut piece = generator.build(self.shape, n, &cx);
        if self.eval {
            piece = Node::quoted(piece).wrap("eval(", ");\n");
        }
        let mut shapes = vec![self.shape];
        if self.module {
            shapes.push(Shape::Module);
        }
        Program { node: Node::Seq(vec![Node::text(PRELUDE), piece]), module: self.module, shapes }
    }

    pub fn describe(&self) -> String {
        let mode = if self.module {
            " in a module"
        } else if self.eval {
            " through eval"
        } else {
            ""
        };
        format!("{}{mode}", self.shape.description())
    }
}

#[cfg(test)]
mod tests;
