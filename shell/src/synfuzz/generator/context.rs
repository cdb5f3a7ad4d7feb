//! Where generated code stands (strict or not, inside which kinds of function, which loops
//! and labels enclose it) and the small pieces that fit there: terms, leaf statements and
//! spellings of names.

use super::Generator;

/// What the code being generated may use.
#[derive(Clone, Debug, Default)]
pub struct Context {
    pub strict: bool,
    /// The top level of a module (top-level `await`, no HTML comments).
    pub module: bool,
    /// `await` is an operator here.
    pub in_async: bool,
    /// `yield` is an operator here.
    pub in_generator: bool,
    /// `return` is allowed.
    pub in_function: bool,
    /// `continue` is allowed.
    pub in_loop: bool,
    /// `break` is allowed (a loop or a switch).
    pub in_breakable: bool,
    /// Enclosing labels, and whether each labels a loop (`continue` may name it).
    pub labels: Vec<(String, bool)>,
    /// Inside a class static block, where `await` is reserved and `arguments` is not allowed.
    pub in_static_block: bool,
}

impl Context {
    /// The top level of a classic script, strict or not.
    pub fn script(strict: bool) -> Context {
        Context { strict, ..Context::default() }
    }

    /// The top level of a module.
    pub fn module() -> Context {
        Context { strict: true, module: true, in_async: true, ..Context::default() }
    }

    /// The body of a new function (no loops or labels from outside).
    pub fn function(&self, is_async: bool, is_generator: bool) -> Context {
        Context {
            strict: self.strict,
            in_async: is_async,
            in_generator: is_generator,
            in_function: true,
            ..Context::default()
        }
    }

    /// Whether `let`, `yield`, `await` and `static` may be names here.
    pub fn sloppy_names(&self) -> bool {
        !self.strict && !self.in_async && !self.in_generator && !self.module && !self.in_static_block
    }
}

/// Terms that evaluate without throwing wherever they are (the prelude defines `o`, `x`, `c`,
/// `s`): `o` is a function that returns itself and whose `b`, `c` and `0` are itself.
const TERMS: &[&str] = &[
    "1", "x", "o", "o.x", "\"s\"", "'t'", "true", "null", "o()", "[]", "({})", "`t`", "2.5", "(1)", "o[0]", "this",
    "/r/g", "0x1F", "1e3", "(void 0)", "(o, x)", "[x]", "NaN", "c", "s", "o.b", ".5", "0b11", "x.y",
];

/// Spellings of `x` and `o`, escaped ones among them (the same names to the engine).
const X_SPELLINGS: &[&str] = &["x", "\\u0078", "\\u{78}", "\\u{000078}"];
const O_SPELLINGS: &[&str] = &["o", "\\u006f", "\\u{6f}"];

impl Generator {
    /// A small expression that evaluates without throwing in `cx`.
    pub(super) fn term(&mut self, cx: &Context) -> String {
        match self.rng.below(20) {
            0 if cx.in_async => format!("(await {})", self.rng.pick(TERMS)),
            1 if cx.in_generator => format!("(yield {})", self.rng.pick(TERMS)),
            2 => self.x().to_string(),
            3 => format!("{}.b", self.o()),
            _ => self.rng.pick(TERMS).to_string(),
        }
    }

    /// `x`, now and then spelled with a Unicode escape.
    pub(super) fn x(&mut self) -> &'static str {
        let spelling: &&'static str = if self.rng.chance(10) { self.rng.pick(X_SPELLINGS) } else { &"x" };
        spelling
    }

    /// `o`, now and then spelled with a Unicode escape.
    pub(super) fn o(&mut self) -> &'static str {
        let spelling: &&'static str = if self.rng.chance(10) { self.rng.pick(O_SPELLINGS) } else { &"o" };
        spelling
    }

    /// A statement that fits `cx`: an assignment or a call, or a jump that the context allows
    /// (break, continue, to a label too, return, await, yield).
    pub(super) fn leaf_statement(&mut self, cx: &Context) -> String {
        let mut choices: Vec<String> = vec![
            format!("{} = {};", self.x(), self.term(cx)),
            "o.b();".into(),
            ";".into(),
            "x++;".into(),
            "{}".into(),
            format!("var v = {};", self.term(cx)),
        ];
        if cx.in_breakable {
            choices.push("break;".into());
        }
        if cx.in_loop {
            choices.push("continue;".into());
        }
        if !cx.labels.is_empty() {
            let (label, is_loop) = self.rng.pick(&cx.labels).clone();
            choices.push(format!("break {label};"));
            if is_loop {
                choices.push(format!("continue {label};"));
            }
        }
        if cx.in_function {
            choices.push("return x;".into());
        }
        if cx.in_async {
            choices.push("await x;".into());
        }
        if cx.in_generator {
            choices.push("yield x;".into());
        }
        // The jumps are the interesting ones: pick among them half of the time.
        if choices.len() > 6 && self.rng.chance(50) {
            return choices[6 + self.rng.below(choices.len() - 6)].clone();
        }
        self.rng.pick(&choices).clone()
    }

    /// A few leaf statements.
    pub(super) fn leaf_statements(&mut self, cx: &Context) -> String {
        let count = 1 + self.rng.below(3);
        (0..count).map(|_| self.leaf_statement(cx)).collect::<Vec<_>>().join(" ")
    }
}
