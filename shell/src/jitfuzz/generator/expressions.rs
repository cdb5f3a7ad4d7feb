//! Expressions: numbers (every arithmetic and bitwise operator, unary operators, ternaries,
//! calls, property and element reads, a few Math functions) and conditions (every
//! comparison, logical operators, truthiness, conditions on the iteration index and on the
//! function's data, `trees.rs`). Every operation is parenthesized, so the text never
//! depends on precedence.

use super::Generator;

/// Constants a trace must get right: the int32 limits and their neighbours, shift counts
/// around 32, powers of two, -0, NaN, the infinities, fractions, and values past 2^31 and
/// 2^32 (what `>>>` and ToInt32 wrap).
const CONSTANTS: &[&str] = &[
    "0",
    "1",
    "2",
    "3",
    "5",
    "7",
    "10",
    "31",
    "32",
    "33",
    "100",
    "255",
    "65535",
    "65536",
    "1073741824",
    "2147483647",
    "2147483646",
    "(-1)",
    "(-2)",
    "(-7)",
    "(-2147483648)",
    "(-2147483647)",
    "2147483648",
    "4294967295",
    "4294967296",
    "(-0)",
    "0.5",
    "(-0.5)",
    "1.5",
    "2.25",
    "(-3.75)",
    "0.1",
    "1e10",
    "1e-7",
    "9007199254740993",
    "(0 / 0)",
    "(1 / 0)",
    "(-1 / 0)",
];

/// NaN and the infinities by name: global reads, which the first tier does not record yet.
const GLOBAL_CONSTANTS: &[&str] = &["NaN", "Infinity", "(-Infinity)"];

/// Values that are not numbers: booleans in a local, undefined and null (a trace keeps them
/// as booleans or boxed values and guards on them).
const OTHERS: &[&str] = &["true", "false", "undefined", "null"];

/// Mostly small int32s, which keep loops on their int32 paths until something else comes.
const SMALL: &[&str] = &["0", "1", "2", "3", "4", "7", "8", "16", "(-1)", "(-3)"];

#[derive(Clone, Copy)]
enum Number {
    Leaf,
    Arithmetic,
    Bitwise,
    Unary,
    Ternary,
    Call,
    Property,
    Element,
    Math,
    Boolean,
    Logical,
}

#[derive(Clone, Copy)]
enum Condition {
    Compare,
    Nullish,
    Not,
    And,
    Or,
    Truthy,
    Parity,
    Index,
    Data,
}

impl Generator {
    /// A constant, as source text.
    pub(super) fn constant(&mut self) -> String {
        let constants = match self.rng.below(100) {
            0..40 => SMALL,
            40..43 if !self.scope.tidy => GLOBAL_CONSTANTS,
            _ => CONSTANTS,
        };
        self.rng.pick(constants).to_string()
    }

    /// A value for a local now and then: a boolean, undefined, null, or a comparison.
    pub(super) fn other_value(&mut self) -> String {
        if self.rng.chance(30) {
            let condition = self.condition(1);
            return condition;
        }
        self.rng.pick(OTHERS).to_string()
    }

    /// A value to read: a local, a parameter or counter, or a constant.
    fn leaf(&mut self) -> String {
        let locals = self.scope.numbers.len() + self.scope.readonly.len();
        if locals > 0 && self.rng.chance(70) {
            let index = self.rng.below(locals);
            return match self.scope.numbers.get(index) {
                Some(name) => name.clone(),
                None => self.scope.readonly[index - self.scope.numbers.len()].clone(),
            };
        }
        self.constant()
    }

    /// An index for an element access: usually within the arrays' 8 elements, sometimes
    /// past them (a read past the end is undefined, a write there leaves holes), and for a
    /// read sometimes of any value. A write's index stays below the largest trip count, so
    /// an array never grows past a few hundred elements.
    pub(super) fn index(&mut self, write: bool) -> String {
        if self.scope.tidy {
            // Within every array's first four elements: no holes, no undefined.
            return format!("({} & 3)", self.number(1));
        }
        match self.rng.below(10) {
            0..=5 => format!("({} & 7)", self.number(1)),
            6 | 7 => match self.scope.loops.last() {
                Some(lp) => lp.counter.clone(),
                None => self.rng.below(8).to_string(),
            },
            8 => self.rng.below(12).to_string(),
            _ if write => format!("({} & 15)", self.number(1)),
            _ => self.number(1),
        }
    }

    /// A numeric expression at most `depth` operators deep.
    pub(super) fn number(&mut self, depth: u32) -> String {
        if depth == 0 {
            return self.leaf();
        }
        let (numeric_only, tidy) = (self.scope.numeric_only, self.scope.tidy);
        let can_throw = self.scope.try_depth > 0;
        let callable = |helper: &super::Helper| (can_throw || !helper.throws) && (helper.tidy || !tidy);
        let has_callees = self.helpers.iter().any(callable) || !self.scope.local_functions.is_empty();
        let has_helpers = !numeric_only && has_callees;
        let has_objects = !self.scope.objects.is_empty();
        let has_arrays = !self.scope.arrays.is_empty();
        let kind = self.rng.weighted(&[
            (25, Number::Leaf),
            (30, Number::Arithmetic),
            (15, Number::Bitwise),
            (6, Number::Unary),
            (6, Number::Ternary),
            (if has_helpers { 4 } else { 0 }, Number::Call),
            (if has_objects { 6 } else { 0 }, Number::Property),
            (if has_arrays { 6 } else { 0 }, Number::Element),
            (if tidy { 0 } else { 1 }, Number::Math),
            (if tidy { 0 } else { 2 }, Number::Boolean),
            (if tidy { 0 } else { 2 }, Number::Logical),
        ]);
        let d = depth - 1;
        match kind {
            Number::Leaf => self.leaf(),
            Number::Arithmetic => {
                let op = self.rng.pick(&["+", "-", "*", "/", "%"]);
                let (a, b) = (self.number(d), self.number(d));
                format!("({a} {op} {b})")
            }
            Number::Bitwise => {
                let op = self.rng.pick(&["&", "|", "^", "<<", ">>", ">>>"]);
                let (a, b) = (self.number(d), self.number(d));
                format!("({a} {op} {b})")
            }
            Number::Unary => {
                let op = if tidy { self.rng.pick(&["-", "~"]) } else { self.rng.pick(&["-", "~", "+"]) };
                let a = self.number(d);
                format!("({op}{a})")
            }
            Number::Ternary => {
                let condition = self.condition(d);
                let (a, b) = (self.number(d), self.number(d));
                format!("({condition} ? {a} : {b})")
            }
            Number::Call => {
                let mut callees: Vec<(String, usize)> = self
                    .helpers
                    .iter()
                    .filter(|helper| callable(helper))
                    .map(|helper| (helper.name.clone(), helper.arity))
                    .collect();
                callees.extend(self.scope.local_functions.iter().cloned());
                let (name, arity) = self.rng.pick(&callees).clone();
                let arguments: Vec<String> = (0..arity).map(|_| self.number(d)).collect();
                format!("{name}({})", arguments.join(", "))
            }
            Number::Property => {
                let object = self.rng.pick(&self.scope.objects).clone();
                // "w" may not exist yet: undefined, then NaN in arithmetic.
                let property = if tidy { self.rng.pick(&["x", "y"]) } else { self.rng.pick(&["x", "y", "z", "w"]) };
                if self.rng.chance(85) { format!("{object}.{property}") } else { format!("{object}[\"{property}\"]") }
            }
            Number::Element => {
                let array = self.rng.pick(&self.scope.arrays).clone();
                if !tidy && self.rng.chance(10) {
                    return format!("{array}.length");
                }
                let index = self.index(false);
                if !tidy && self.rng.chance(10) {
                    // `in` of an index: traced for an element the vector holds, run by
                    // the interpreter for a hole, past the end or a key that is no index.
                    return format!("({index} in {array} ? {array}[{index}] : -1)");
                }
                format!("{array}[{index}]")
            }
            Number::Math => {
                let a = self.number(d);
                match self.rng.below(6) {
                    0 => format!("Math.abs({a})"),
                    1 => format!("Math.floor({a})"),
                    2 => format!("Math.round({a})"),
                    3 => format!("Math.max({a}, {})", self.number(d)),
                    4 => format!("Math.min({a}, {})", self.number(d)),
                    _ => format!("Math.imul({a}, {})", self.number(d)),
                }
            }
            Number::Logical => {
                // The value of a logical operator is one of its operands, not a boolean.
                let op = self.rng.pick(&["??", "||", "&&"]);
                let (a, b) = (self.leaf(), self.number(d));
                format!("({a} {op} {b})")
            }
            Number::Boolean => {
                // A comparison used as a number (true is 1).
                let condition = self.condition(d);
                format!("(({condition}) + 0)")
            }
        }
    }

    /// A condition at most `depth` operators deep.
    pub(super) fn condition(&mut self, depth: u32) -> String {
        let in_loop = !self.scope.loops.is_empty();
        let tidy = self.scope.tidy;
        let kind = if depth == 0 {
            Condition::Compare
        } else {
            self.rng.weighted(&[
                (45, Condition::Compare),
                (if tidy { 0 } else { 5 }, Condition::Nullish),
                (6, Condition::Not),
                (6, Condition::And),
                (6, Condition::Or),
                (7, Condition::Truthy),
                (if in_loop { 15 } else { 0 }, Condition::Parity),
                (if in_loop { 15 } else { 0 }, Condition::Index),
                (if in_loop { 10 } else { 0 }, Condition::Data),
            ])
        };
        let d = depth.saturating_sub(1);
        match kind {
            Condition::Compare => {
                let op = if tidy {
                    self.rng.pick(&["<", "<=", ">", ">=", "===", "!=="])
                } else {
                    self.rng.pick(&["<", "<=", ">", ">=", "==", "!=", "===", "!=="])
                };
                let (a, b) = (self.number(d.min(1)), self.number(d.min(1)));
                format!("({a} {op} {b})")
            }
            Condition::Nullish => {
                let value = self.leaf();
                let test = self.rng.pick(&[
                    "== null",
                    "!= null",
                    "=== undefined",
                    "!== undefined",
                    "=== null",
                    "=== true",
                    "!== false",
                ]);
                format!("({value} {test})")
            }
            Condition::Not => format!("(!{})", self.condition(d)),
            Condition::And => format!("({} && {})", self.condition(d), self.condition(d)),
            Condition::Or => format!("({} || {})", self.condition(d), self.condition(d)),
            Condition::Truthy => self.leaf(),
            Condition::Parity => {
                // A branch that flips every iteration, or every few.
                let counter = self.scope.loops.last().expect("in a loop").counter.clone();
                let k = 2 + self.rng.below(4);
                let r = self.rng.below(k);
                format!("(({counter} % {k}) === {r})")
            }
            Condition::Index => {
                // A branch whose direction changes once, at iteration k.
                let counter = self.rng.pick(&self.scope.loops).counter.clone();
                let op = self.rng.pick(&["<", ">=", "===", ">"]);
                let k = self.rng.pick(&[0, 1, 2, 5, 20, 40, 55, 56, 57, 58, 70, 100]);
                format!("({counter} {op} {k})")
            }
            Condition::Data => self.data_condition(),
        }
    }
}
