//! The program generator: a small, loop-heavy JavaScript program from a seed.
//!
//! A program is a prelude (`show`, which prints a value so that -0, NaN, booleans,
//! undefined and the contents of objects and arrays all read differently), a few helper
//! functions (pure arithmetic, one with a loop of its own), a few test functions, and calls
//! that print what each test function returns:
//!
//! ```text
//!   function show(v) { ... }
//!   function h0(a, b) { return ((a * 3) | b); }
//!   function t0(n, p, q) {
//!       let v0 = 2147483647, v1 = -0, ...;  const o0 = { x: 1, y: 0.5 };  const a0 = [...];
//!       L1: for (let i1 = 0; i1 < n; i1++) { ...statements, nested loops... }
//!       return show(v0) + " " + show(v1) + ...;
//!   }
//!   print("t0", t0(57, 0.5, -0));
//!   print("t0", t0(100, 2147483647, NaN));
//! ```
//!
//! Everything is chosen to stress a trace JIT: values near the int32 limits, -0, NaN and the
//! infinities; every arithmetic, bitwise and comparison operator; branches whose direction
//! changes (or not) with the iteration; break, continue (labeled too) and early returns;
//! locals that change type mid-loop; object properties and array elements read and written
//! (and properties added mid-loop); calls to small functions. Functions that are not tidy
//! also get call outs (`callouts.rs`): natives, `new`, closures made in the loop and
//! callbacks, for-of and for-in, throws caught in the loop, valueOf, getters, and calls that
//! change an object's shape or prototype. Trip counts gather around the JIT's default
//! threshold (56) and the eager one (1).
//!
//! Loop bodies also get the shapes trace trees grow on (`trees.rs`): branches on the
//! function's data or on the iteration (every iteration, rarely, once partway) whose arms
//! leave a local an int32 in one and a double in the other; inner loops of two to eight
//! trips, some starting from the outer counter, and a helper with such a loop called from
//! the loops; and objects and small arrays (-0, doubles and int32 limits in their fields)
//! made and read in one iteration, some escaping into a local shown at the return, an
//! array or a helper, always or only on a rare branch.
//!
//! Every program ends: each loop counts a counter that nothing else assigns up to a bound
//! fixed when the loop starts, the nested trip counts are budgeted ([`WORK_LIMIT`]), and the
//! for-of and for-in loops run over collections of a few elements. No exception escapes a
//! test function: only defined functions and natives are called, with arguments they
//! accept, properties are read only from the objects and arrays the function made, and
//! every `throw` is inside a `try` that catches it (a short-lived object is read only in
//! its own iteration, an escaped one only after a check that it is there). There are no
//! BigInts to mix.

mod callouts;
mod definitions;
mod expressions;
mod statements;
mod trees;

use crate::fuzzcore::rng::Rng;
use callouts::Fixtures;
use trees::Escapes;

/// The most loop-body iterations one call of a test function may run (the product of the
/// nested trip counts), so that a program runs in milliseconds in the interpreter.
const WORK_LIMIT: u64 = 20_000;
/// The most loops nested in a test function.
const MAX_LOOP_DEPTH: usize = 3;
/// The largest trip count a call passes as `n`.
const MAX_CALL_TRIPS: u64 = 150;
/// Global variables every program declares; test functions read and write them too.
const GLOBALS: [&str; 2] = ["g0", "g1"];

/// The program for `seed`.
pub fn generate(seed: u64) -> String {
    Generator::new(seed).program(seed)
}

/// A helper function the generated code may call.
struct Helper {
    name: String,
    arity: usize,
    /// It may throw: called only inside a `try`.
    throws: bool,
    /// Written under the rules of [`Scope::tidy`].
    tidy: bool,
    /// It runs a loop of two to eight trips (`trees.rs`).
    short_loop: bool,
}

/// An enclosing loop, as `break` and `continue` see it.
struct Loop {
    label: Option<String>,
    /// Its counter, for conditions on the iteration index.
    counter: String,
    /// Its bound's source text, for branches that turn partway (`i > n / 2`).
    bound: String,
}

/// What the function being generated has in scope.
#[derive(Default)]
struct Scope {
    /// Numeric locals the code may assign.
    numbers: Vec<String>,
    /// Values it only reads: parameters and the counters of the enclosing loops.
    readonly: Vec<String>,
    objects: Vec<String>,
    arrays: Vec<String>,
    /// The enclosing loops, innermost last.
    loops: Vec<Loop>,
    /// Loop-body iterations per call at this point: the product of the enclosing trip counts.
    work: u64,
    /// The expression that returns the function's results, for early returns; `None` in a
    /// helper, which returns nothing early.
    results: Option<String>,
    /// Nested `if` depth, kept small so that bodies stay readable.
    branch_depth: usize,
    /// Arrow functions local to the test function, and their arities.
    local_functions: Vec<(String, usize)>,
    /// Only numbers, locals and operators: no objects, arrays, calls or global names (NaN,
    /// Math), so that the first tier, which records none of those yet, compiles the loops.
    numeric_only: bool,
    /// Many locals and deep expressions, for the register allocator.
    wide: bool,
    /// Only what the JIT records today (implied by `numeric_only`): no loose equality, no
    /// unary +, no undefined or booleans in arithmetic, no Math, no accessors or deletes,
    /// no exceptions, and element and property reads that find a number.
    tidy: bool,
    /// Objects that are the prototypes of `objects` (written to mid-loop, which changes what
    /// the objects inherit).
    prototypes: Vec<String>,
    /// Enclosing `try` blocks: a `throw` is generated only inside one.
    try_depth: usize,
    /// What the call-out statements use (`callouts.rs`), in test functions that are not tidy.
    fixtures: Option<Fixtures>,
    /// Where short-lived objects escape to (`trees.rs`), in test functions with objects.
    escapes: Option<Escapes>,
}

pub(crate) struct Generator {
    rng: Rng,
    out: String,
    indent: usize,
    helpers: Vec<Helper>,
    /// Helpers that take a short-lived `{ x, y }` object (called only with one).
    object_helpers: Vec<Helper>,
    scope: Scope,
    /// The next number for a fresh name (locals, counters, labels).
    next_name: usize,
}

/// Shows values so that every difference is visible: -0 is "-0", a non-number says its
/// type, objects and arrays list what they hold.
const PRELUDE: &str = r#"function show(v) {
    if (typeof v === "number")
        return Object.is(v, -0) ? "-0" : String(v);
    if (Array.isArray(v))
        return "[" + v.map(show).join(",") + "]";
    if (typeof v === "object" && v !== null)
        return "{" + Object.keys(v).map(k => k + ":" + show(v[k])).join(",") + "}";
    return typeof v + ":" + String(v);
}
"#;

impl Generator {
    fn new(seed: u64) -> Generator {
        Generator {
            rng: Rng::new(seed),
            out: String::new(),
            indent: 0,
            helpers: Vec::new(),
            object_helpers: Vec::new(),
            scope: Scope::default(),
            next_name: 0,
        }
    }

    fn program(mut self, seed: u64) -> String {
        self.out.push_str(&format!("// jitfuzz program, seed {seed}\n"));
        self.out.push_str(PRELUDE);
        let globals: Vec<String> = GLOBALS.iter().map(|g| format!("{g} = {}", self.constant())).collect();
        self.out.push_str(&format!("var {};\n", globals.join(", ")));
        for _ in 0..1 + self.rng.below(3) {
            self.helper();
        }
        if self.rng.chance(60) {
            self.short_loop_helper();
        }
        if self.rng.chance(50) {
            self.object_helper();
        }
        let tests = 1 + self.rng.below(3);
        for index in 0..tests {
            self.test_function(index);
        }
        for index in 0..tests {
            for _ in 0..2 + self.rng.below(3) {
                let trips = self.call_trips();
                let (p, q) = (self.constant(), self.constant());
                // Now and then one argument fewer (q is undefined) or one more: a trace is
                // entered from frames of another argument count.
                let arguments = match self.rng.below(10) {
                    0 => format!("{trips}, {p}"),
                    1 => format!("{trips}, {p}, {q}, {}", self.constant()),
                    _ => format!("{trips}, {p}, {q}"),
                };
                self.out.push_str(&format!("print(\"t{index}\", t{index}({arguments}));\n"));
            }
        }
        if self.rng.chance(25) {
            self.top_level_loop();
        }
        self.out
    }

    /// A trip count for a call's `n`: around the default and eager thresholds.
    fn call_trips(&mut self) -> u64 {
        *self.rng.pick(&[0, 1, 2, 3, 5, 30, 55, 56, 57, 58, 60, 100, MAX_CALL_TRIPS])
    }

    fn fresh(&mut self, prefix: &str) -> String {
        self.next_name += 1;
        format!("{prefix}{}", self.next_name)
    }

    fn line(&mut self, text: &str) {
        for _ in 0..self.indent {
            self.out.push_str("    ");
        }
        self.out.push_str(text);
        self.out.push('\n');
    }

    /// A helper: arithmetic on its parameters, or a short loop of its own (which the
    /// caller's trace meets as a call, and later as an inlined frame with an inner loop).
    fn helper(&mut self) {
        let name = format!("h{}", self.helpers.len());
        let arity = 1 + self.rng.below(2);
        let params: Vec<String> = ["a", "b"][..arity].iter().map(|p| p.to_string()).collect();
        let tidy = self.rng.chance(50);
        self.scope = Scope { readonly: params.clone(), work: 1, tidy, ..Scope::default() };
        self.line(&format!("function {name}({}) {{", params.join(", ")));
        self.indent += 1;
        let mut throws = false;
        if self.rng.chance(40) {
            let r = self.fresh("r");
            let k = self.fresh("k");
            let start = self.number(2);
            self.line(&format!("let {r} = {start};"));
            self.line(&format!("for (let {k} = 0; {k} < ({} & 15); {k}++) {{", params[arity - 1]));
            self.indent += 1;
            self.scope.numbers.push(r.clone());
            self.scope.readonly.push(k.clone());
            let value = self.number(3);
            self.line(&format!("{r} = {value};"));
            self.indent -= 1;
            self.line("}");
            self.line(&format!("return {r};"));
        } else {
            if !tidy && self.rng.chance(25) {
                // An exception from a callee, which an inlined frame must unwind.
                throws = true;
                let condition = self.condition(1);
                let thrown = if self.rng.chance(50) { "new Error(\"from\" + a)".to_string() } else { self.number(1) };
                self.line(&format!("if ({condition}) throw {thrown};"));
            }
            let value = self.number(3);
            self.line(&format!("return {value};"));
        }
        self.indent -= 1;
        self.line("}");
        // Declared after its body: a helper calls only the helpers before it, so none recurses.
        self.helpers.push(Helper { name, arity, throws, tidy, short_loop: false });
    }

    /// Test function `t{index}(n, p, q)`: locals, objects and arrays, loops, and a return of
    /// everything it computed.
    fn test_function(&mut self, index: usize) {
        // A quarter keep to numbers, a third more to what the JIT records today, the rest
        // use everything.
        let flavor = self.rng.below(100);
        let (numeric_only, tidy) = (flavor < 25, flavor < 60);
        self.scope = Scope {
            readonly: vec!["n".into(), "p".into(), "q".into()],
            work: 1,
            numeric_only,
            tidy,
            ..Scope::default()
        };
        self.line(&format!("function t{index}(n, p, q) {{"));
        self.indent += 1;
        if !numeric_only && self.rng.chance(30) {
            let name = self.fresh("f");
            let arity = 1 + self.rng.below(2);
            // Its body sees only its parameters (and constants).
            let saved = std::mem::replace(
                &mut self.scope.readonly,
                ["a", "b"][..arity].iter().map(|p| p.to_string()).collect(),
            );
            let saved_numbers = std::mem::take(&mut self.scope.numbers);
            let body = self.number(2);
            self.scope.readonly = saved;
            self.scope.numbers = saved_numbers;
            self.line(&format!("const {name} = ({}) => {body};", ["a", "b"][..arity].join(", ")));
            self.scope.local_functions.push((name, arity));
        }

        let mut declarations = Vec::new();
        let wide = self.rng.chance(15);
        self.scope.wide = wide;
        let locals = if wide { 8 + self.rng.below(7) } else { 2 + self.rng.below(4) };
        for _ in 0..locals {
            let name = self.fresh("v");
            let value = match self.rng.below(100) {
                0..20 => self.number(1),
                20..26 if !tidy => self.other_value(),
                _ => self.constant(),
            };
            declarations.push(format!("{name} = {value}"));
            self.scope.numbers.push(name);
        }
        self.line(&format!("let {};", declarations.join(", ")));
        if !numeric_only && self.rng.chance(70) {
            let name = self.fresh("o");
            let mut fields = self.object_fields();
            if self.rng.chance(25) {
                // Inherited properties: reads of z and w go to the prototype until the
                // object gets its own, and writes to the prototype change what they see.
                let prototype = self.fresh("P");
                let (z, w) = (self.constant(), self.constant());
                self.line(&format!("const {prototype} = {{ z: {z}, w: {w} }};"));
                fields = format!("__proto__: {prototype}, {fields}");
                self.scope.prototypes.push(prototype);
            }
            self.line(&format!("const {name} = {{ {fields} }};"));
            self.scope.objects.push(name);
        }
        if !numeric_only && self.rng.chance(30) {
            self.scope.numbers.extend(GLOBALS.iter().map(|g| g.to_string()));
        }
        if !numeric_only && self.rng.chance(70) {
            let name = self.fresh("a");
            let length = if self.rng.chance(50) { 4 } else { 8 };
            let elements: Vec<String> = (0..length).map(|_| self.constant()).collect();
            self.line(&format!("const {name} = [{}];", elements.join(", ")));
            self.scope.arrays.push(name);
        }

        if !tidy && self.rng.chance(10) {
            // A closure over the locals: they live in a scope object from now on, which the
            // loops read and write through (and the closure too, when called).
            let name = self.fresh("c");
            let local = self.rng.pick(&self.scope.numbers).clone();
            let value = self.number(2);
            self.line(&format!("const {name} = (a) => {{ {local} = {local} + a; return {value}; }};"));
            self.scope.local_functions.push((name, 1));
        }

        let mut shown: Vec<String> = self.scope.numbers.iter().map(|v| format!("show({v})")).collect();
        shown.extend(self.scope.objects.iter().chain(&self.scope.arrays).map(|v| format!("show({v})")));
        if !tidy && self.rng.chance(80) {
            shown.extend(self.declare_fixtures());
        }
        if !numeric_only && self.rng.chance(60) {
            shown.extend(self.declare_escapes());
        }
        self.scope.results = Some(shown.join(" + \" \" + "));

        // At least one loop, then a few more statements (loops likely among them).
        self.loop_statement();
        for _ in 0..self.rng.below(3) {
            self.statement();
        }
        if !tidy && self.rng.chance(15) {
            self.try_statement();
        }
        let results = self.scope.results.clone().expect("a test function returns its results");
        self.line(&format!("return {results};"));
        self.indent -= 1;
        self.line("}");
    }

    /// `{ x: .., y: .. }`, sometimes with a third property.
    fn object_fields(&mut self) -> String {
        let names: &[&str] = if self.rng.chance(30) { &["x", "y", "z"] } else { &["x", "y"] };
        let fields: Vec<String> = names.iter().map(|name| format!("{name}: {}", self.constant())).collect();
        fields.join(", ")
    }

    /// A loop at the top level of the script, on global variables (which the JIT records
    /// once it handles globals).
    fn top_level_loop(&mut self) {
        let globals: Vec<String> = (0..2).map(|i| format!("g{i}")).collect();
        self.scope = Scope { numbers: globals.clone(), work: 1, ..Scope::default() };
        let values: Vec<String> = globals.iter().map(|g| format!("{g} = {}", self.constant())).collect();
        self.line(&format!("var {};", values.join(", ")));
        self.loop_statement();
        let shown: Vec<String> = globals.iter().map(|g| format!("show({g})")).collect();
        self.line(&format!("print(\"top\", {});", shown.join(", ")));
    }
}

#[cfg(test)]
mod tests;
