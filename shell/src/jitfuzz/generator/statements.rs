//! Statements: loops (for, while, do-while, labeled, nested), assignments, branches, early
//! exits, property and element writes, calls; the call-out statements are in `callouts.rs`.

use super::{Generator, Loop, MAX_CALL_TRIPS, MAX_LOOP_DEPTH, WORK_LIMIT};

/// What a statement in a loop body does.
#[derive(Clone, Copy)]
enum Kind {
    Assign,
    Compound,
    Step,
    If,
    Loop,
    Exit,
    Return,
    PropertyWrite,
    ElementWrite,
    TypeSwitch,
    Hash,
    Switch,
    Try,
    Throw,
    PrototypeWrite,
    ShapeChange,
    CallOut,
    Tree,
}

/// The shape of a loop.
#[derive(Clone, Copy)]
enum Shape {
    Up,
    Down,
    Stride,
    DoubleCounter,
    While,
    DoWhile,
}

impl Generator {
    /// One statement: in a loop body, anything; outside loops, mostly loops.
    pub(super) fn statement(&mut self) {
        let in_loop = !self.scope.loops.is_empty();
        let can_nest = self.scope.loops.len() < MAX_LOOP_DEPTH && self.scope.work < WORK_LIMIT / 2;
        let has_objects = !self.scope.objects.is_empty();
        let has_arrays = !self.scope.arrays.is_empty();
        let can_return = self.scope.results.is_some();
        let kind = self.rng.weighted(&[
            (30, Kind::Assign),
            (10, Kind::Compound),
            (6, Kind::Step),
            (if self.scope.branch_depth < 2 { 12 } else { 0 }, Kind::If),
            (if can_nest { if in_loop { 8 } else { 30 } } else { 0 }, Kind::Loop),
            (if in_loop { 8 } else { 0 }, Kind::Exit),
            (if can_return && in_loop { 2 } else { 0 }, Kind::Return),
            (if has_objects { 7 } else { 0 }, Kind::PropertyWrite),
            (if has_arrays { 7 } else { 0 }, Kind::ElementWrite),
            (if in_loop { 5 } else { 0 }, Kind::TypeSwitch),
            (4, Kind::Hash),
            (if self.scope.branch_depth < 2 { 2 } else { 0 }, Kind::Switch),
            (if self.scope.tidy || self.scope.try_depth > 0 { 0 } else { 2 }, Kind::Try),
            (if self.scope.try_depth > 0 && in_loop { 3 } else { 0 }, Kind::Throw),
            (if self.scope.prototypes.is_empty() { 0 } else { 3 }, Kind::PrototypeWrite),
            (if in_loop && !self.scope.tidy { 1 } else { 0 }, Kind::ShapeChange),
            (if in_loop && self.scope.fixtures.is_some() { 20 } else { 0 }, Kind::CallOut),
            (if in_loop { 16 } else { 0 }, Kind::Tree),
        ]);
        match kind {
            Kind::Assign => {
                let target = self.target();
                let depth = if self.scope.wide { 4 } else { 3 };
                let value =
                    if !self.scope.tidy && self.rng.chance(6) { self.other_value() } else { self.number(depth) };
                self.line(&format!("{target} = {value};"));
            }
            Kind::Compound => {
                let target = self.target();
                let op = self.rng.pick(&["+=", "-=", "*=", "/=", "%=", "|=", "&=", "^=", "<<=", ">>=", ">>>="]);
                let value = self.number(2);
                self.line(&format!("{target} {op} {value};"));
            }
            Kind::Step => {
                let target = self.target();
                let step = self.rng.pick(&["++", "--"]);
                if self.rng.chance(50) {
                    self.line(&format!("{target}{step};"));
                } else {
                    self.line(&format!("{step}{target};"));
                }
            }
            Kind::If => self.if_statement(),
            Kind::Loop => self.loop_statement(),
            Kind::Exit => self.exit_statement(),
            Kind::Return => {
                let condition = self.condition(2);
                let results = self.scope.results.clone().expect("only in test functions");
                self.line(&format!("if ({condition}) return \"early \" + {results};"));
            }
            Kind::PropertyWrite => {
                let object = self.rng.pick(&self.scope.objects).clone();
                // "w" is not among the literal's properties: writing it changes the shape.
                let property = self.rng.pick(&["x", "y", "z", "w"]);
                let value = self.number(2);
                if self.rng.chance(80) {
                    self.line(&format!("{object}.{property} = {value};"));
                } else {
                    self.line(&format!("{object}[\"{property}\"] = {value};"));
                }
            }
            Kind::ElementWrite => {
                let array = self.rng.pick(&self.scope.arrays).clone();
                let index = self.index(true);
                let value = self.number(2);
                self.line(&format!("{array}[{index}] = {value};"));
            }
            Kind::TypeSwitch => {
                // From iteration k on, the local holds another type of number.
                let counter = self.scope.loops.last().expect("in a loop").counter.clone();
                let k = self.rng.pick(&[0, 1, 2, 10, 30, 55, 56, 57, 58, 60, 100]);
                let target = self.target();
                let values: &[&str] = &[
                    "0.5",
                    "-0",
                    "(0 / 0)",
                    "(1 / 0)",
                    "2147483648",
                    "-2147483649",
                    "1e300",
                    "0",
                    "true",
                    "undefined",
                ];
                // The last two are not numbers.
                let value = self.rng.pick(&values[..if self.scope.tidy { values.len() - 2 } else { values.len() }]);
                let test = if self.rng.chance(60) { "===" } else { ">=" };
                self.line(&format!("if ({counter} {test} {k}) {target} = {value};"));
            }
            Kind::Hash => {
                // The usual int32 hash: a multiply that overflows, then ToInt32.
                let target = self.target();
                let value = self.number(2);
                self.line(&format!("{target} = ({target} * 31 + {value}) | 0;"));
            }
            Kind::Switch => self.switch_statement(),
            Kind::Try => self.try_statement(),
            Kind::Throw => {
                let condition = self.condition(2);
                let value = self.number(1);
                self.line(&format!("if ({condition}) throw {value};"));
            }
            Kind::PrototypeWrite => {
                let prototype = self.rng.pick(&self.scope.prototypes).clone();
                let property = self.rng.pick(&["z", "w", "x"]);
                let value = self.number(2);
                self.line(&format!("{prototype}.{property} = {value};"));
            }
            Kind::ShapeChange => self.shape_change(),
            Kind::CallOut => self.call_out(),
            Kind::Tree => self.tree_statement(),
        }
    }

    /// `try { ... } catch (e) { v = e; }` (the thrown value, or an Error's stack, which
    /// lists the frames a trace had inlined), sometimes with `finally`.
    pub(super) fn try_statement(&mut self) {
        self.scope.try_depth += 1;
        self.line("try {");
        self.indent += 1;
        for _ in 0..1 + self.rng.below(3) {
            self.statement();
        }
        self.indent -= 1;
        self.scope.try_depth -= 1;
        let target = self.target();
        self.line("} catch (e) {");
        self.indent += 1;
        self.line(&format!("{target} = typeof e === \"object\" ? e.stack : e;"));
        self.indent -= 1;
        if self.rng.chance(30) {
            self.line("} finally {");
            self.indent += 1;
            self.statement();
            self.indent -= 1;
        }
        self.line("}");
    }

    /// Once, at some iteration: what the JIT must notice behind its guards and caches. A
    /// property deleted, one turned into an accessor, a property added to Object.prototype
    /// (which every missing-property read now finds), or an element to Array.prototype
    /// (which every hole now shows).
    fn shape_change(&mut self) {
        let counter = self.scope.loops.last().expect("in a loop").counter.clone();
        let k = self.rng.pick(&[0, 1, 2, 10, 56, 57, 60]);
        let value = self.constant();
        let change = match self.rng.below(4) {
            0 if !self.scope.objects.is_empty() => {
                let object = self.rng.pick(&self.scope.objects).clone();
                format!("delete {object}.{};", self.rng.pick(&["x", "y", "z"]))
            }
            1 if !self.scope.objects.is_empty() => {
                let object = self.rng.pick(&self.scope.objects).clone();
                let property = self.rng.pick(&["x", "y"]);
                format!(
                    "Object.defineProperty({object}, \"{property}\", {{ get() {{ return {value}; }}, set(v) {{}}, \
                     enumerable: true, configurable: true }});"
                )
            }
            2 => format!("Object.prototype.w = {value};"),
            _ => format!("Array.prototype[{}] = {value};", self.rng.below(12)),
        };
        self.line(&format!("if ({counter} === {k}) {change}"));
    }

    /// A local (or an object property or array element) to assign.
    pub(super) fn target(&mut self) -> String {
        if !self.scope.objects.is_empty() && self.rng.chance(10) {
            let object = self.rng.pick(&self.scope.objects).clone();
            return format!("{object}.{}", self.rng.pick(&["x", "y"]));
        }
        if !self.scope.arrays.is_empty() && self.rng.chance(8) {
            let array = self.rng.pick(&self.scope.arrays).clone();
            let index = self.rng.below(4);
            return format!("{array}[{index}]");
        }
        self.rng.pick(&self.scope.numbers).clone()
    }

    /// `{ ... }` of one to four statements.
    fn block(&mut self, header: &str) {
        self.line(&format!("{header} {{"));
        self.indent += 1;
        for _ in 0..1 + self.rng.below(4) {
            self.statement();
        }
        self.indent -= 1;
    }

    fn if_statement(&mut self) {
        self.scope.branch_depth += 1;
        let condition = self.condition(2);
        self.block(&format!("if ({condition})"));
        while self.rng.chance(30) {
            let condition = self.condition(2);
            self.out_close();
            self.block_continued(&format!("else if ({condition})"));
        }
        if self.rng.chance(50) {
            self.out_close();
            self.block_continued("else");
        }
        self.line("}");
        self.scope.branch_depth -= 1;
    }

    /// Ends the open block without a newline, for `} else ...`.
    fn out_close(&mut self) {
        for _ in 0..self.indent {
            self.out.push_str("    ");
        }
        self.out.push('}');
    }

    /// Continues `} ` with `header {` and its statements.
    fn block_continued(&mut self, header: &str) {
        self.out.push_str(&format!(" {header} {{\n"));
        self.indent += 1;
        for _ in 0..1 + self.rng.below(3) {
            self.statement();
        }
        self.indent -= 1;
    }

    /// `switch` on a small int32 (the iteration index mod 4, say), with fallthrough and
    /// breaks (which leave the switch, not the loop).
    fn switch_statement(&mut self) {
        self.scope.branch_depth += 1;
        let discriminant = match self.scope.loops.last() {
            Some(lp) if self.rng.chance(70) => format!("{} % 4", lp.counter),
            _ => self.number(1),
        };
        self.line(&format!("switch ({discriminant}) {{"));
        self.indent += 1;
        for case in 0..1 + self.rng.below(3) {
            self.line(&format!("case {case}:"));
            self.indent += 1;
            self.statement();
            if self.rng.chance(70) {
                self.line("break;");
            }
            self.indent -= 1;
        }
        self.line("default:");
        self.indent += 1;
        self.statement();
        self.indent -= 1;
        self.indent -= 1;
        self.line("}");
        self.scope.branch_depth -= 1;
    }

    /// `if (c) break;` or `continue`, sometimes to an outer loop's label.
    fn exit_statement(&mut self) {
        let condition = self.condition(2);
        let word = if self.rng.chance(50) { "break" } else { "continue" };
        let labels: Vec<String> = self.scope.loops.iter().filter_map(|lp| lp.label.clone()).collect();
        let target = if !labels.is_empty() && self.rng.chance(40) {
            format!(" {}", self.rng.pick(&labels))
        } else {
            String::new()
        };
        self.line(&format!("if ({condition}) {word}{target};"));
    }

    /// A trip count that keeps the nested work within [`WORK_LIMIT`], as the bound's source
    /// text and its largest value.
    fn trip_count(&mut self) -> (String, u64) {
        let room = (WORK_LIMIT / self.scope.work.max(1)).max(1);
        let has_n = self.scope.readonly.iter().any(|name| name == "n");
        if has_n && room >= MAX_CALL_TRIPS && self.rng.chance(40) {
            return ("n".into(), MAX_CALL_TRIPS);
        }
        if has_n && self.rng.chance(15) {
            return ("(n & 7)".into(), 7);
        }
        let options: Vec<u64> =
            [0, 1, 2, 3, 4, 7, 10, 20, 55, 56, 57, 58, 59, 64, 100, 150].into_iter().filter(|&t| t <= room).collect();
        let trips = *self.rng.pick(&options);
        (trips.to_string(), trips.max(1))
    }

    /// A loop of some shape, maybe labeled, whose body is one to five statements.
    pub(super) fn loop_statement(&mut self) {
        let (bound, trips) = self.trip_count();
        let counter = self.fresh("i");
        let label = self.rng.chance(25).then(|| self.fresh("L"));
        let prefix = label.as_ref().map_or(String::new(), |label| format!("{label}: "));
        let shape = self.rng.weighted(&[
            (40, Shape::Up),
            (10, Shape::Down),
            (8, Shape::Stride),
            (6, Shape::DoubleCounter),
            (12, Shape::While),
            (8, Shape::DoWhile),
        ]);
        // The counter advances before anything in the body can `continue` past it.
        let header = match shape {
            Shape::Up => format!("{prefix}for (let {counter} = 0; {counter} < {bound}; {counter}++)"),
            Shape::Down => format!("{prefix}for (let {counter} = {bound}; {counter} > 0; {counter}--)"),
            Shape::Stride => format!("{prefix}for (let {counter} = 0; {counter} < {bound} * 2; {counter} += 2)"),
            Shape::DoubleCounter => format!("{prefix}for (let {counter} = 0.5; {counter} < {bound}; {counter} += 1)"),
            Shape::While => {
                self.line(&format!("let {counter} = 0;"));
                format!("{prefix}while ({counter} < {bound})")
            }
            Shape::DoWhile => {
                self.line(&format!("let {counter} = 0;"));
                format!("{prefix}do")
            }
        };
        let saved_work = self.scope.work;
        self.scope.work = saved_work.saturating_mul(trips);
        let bound = if matches!(shape, Shape::Stride) { format!("({bound} * 2)") } else { bound };
        self.scope.loops.push(Loop { label, counter: counter.clone(), bound: bound.clone() });
        self.scope.readonly.push(counter.clone());
        self.line(&format!("{header} {{"));
        self.indent += 1;
        if matches!(shape, Shape::While | Shape::DoWhile) {
            self.line(&format!("{counter}++;"));
        }
        for _ in 0..1 + self.rng.below(5) {
            self.statement();
        }
        self.indent -= 1;
        if matches!(shape, Shape::DoWhile) {
            self.line(&format!("}} while ({counter} < {bound});"));
        } else {
            self.line("}");
        }
        self.scope.readonly.pop();
        self.scope.loops.pop();
        self.scope.work = saved_work;
    }
}
