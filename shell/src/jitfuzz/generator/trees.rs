//! The shapes trace trees grow on (issue 19): branches on data whose arms leave locals of
//! different types (a side trace from the exit carries them back to the loop), short inner
//! loops that complete many times per outer run (the completion exit's side trace runs the
//! rest of the outer body) and a helper with one, and short-lived objects and arrays made
//! and read in one iteration (allocation sinking), escaping now and then or only on a rare
//! branch (where an exit must materialise them).
//!
//! ```text
//!   branches   if ((a0[i1 % a0.length] > v1)) { v2 = ((v2 + i1) | 0); } else { v2 = (v2 * 0.5); }
//!              if (((i1 % 17) === 0)) ...  if ((i1 > (n / 2))) ...  if (((v0 ^ i1) & 1)) ...
//!   loops      let ac4 = 0; for (let j5 = (i1 & 3); j5 < 6; j5++) { ... } v1 = (v1 + ac4);
//!              v2 = h1(v0, i1);  (h1 runs `for (let k2 = 0; k2 < 5; k2++)`)
//!   objects    { const pt6 = { x: v0, y: (-0) }; v1 = ((pt6.x * pt6.y) + v1); if (((i1 % 13) === 0)) es3 = pt6; }
//!              { const pt7 = [2147483647, (i1 + 0.5)]; v1 = (pt7[0] - pt7[(i1 & 1)]); ek3.push(pt7); }
//! ```

use super::{Generator, Helper, Loop, MAX_LOOP_DEPTH, Scope, WORK_LIMIT};

/// Field values allocation sinking must keep exactly: doubles, int32s at and next to the
/// limits (one step from overflowing), -0 and NaN.
const FIELD_VALUES: &[&str] = &[
    "(-0)",
    "0.5",
    "(-1.5)",
    "1e-7",
    "2147483647",
    "2147483646",
    "(-2147483648)",
    "(-2147483647)",
    "2147483648",
    "(0 / 0)",
    "0",
    "1",
];

/// Moduli of branches that go the other way rarely.
const RARE: &[u64] = &[7, 13, 17, 29];

/// What a function made for short-lived objects to escape into, shown at its return.
#[derive(Clone)]
pub(super) struct Escapes {
    /// A local that holds the last object stored (null before).
    local: String,
    /// An array objects are pushed into (no more than eight).
    list: String,
}

#[derive(Clone, Copy)]
enum Tree {
    Branch,
    ShortLoop,
    ShortLived,
    HelperCall,
}

/// Which way a data branch turns.
#[derive(Clone, Copy)]
enum Turn {
    /// Every iteration (or every other).
    Alternating,
    /// Once in many iterations.
    Rare,
    /// Once, partway through the loop.
    Once,
    /// On an element of one of the function's arrays.
    Element,
    /// On a property of one of the function's objects.
    Property,
    /// On locals the loop computes.
    Computed,
}

impl Generator {
    /// One tree-shaped statement, in a loop body.
    pub(super) fn tree_statement(&mut self) {
        let room = self.scope.loops.len() < MAX_LOOP_DEPTH && self.scope.work.saturating_mul(8) <= WORK_LIMIT;
        let kind = self.rng.weighted(&[
            // A loop body always has locals to assign (a test function's, a helper's sum, the
            // globals at the top level).
            (35, Tree::Branch),
            (if room { 25 } else { 0 }, Tree::ShortLoop),
            (if self.scope.numeric_only { 0 } else { 30 }, Tree::ShortLived),
            (if self.short_loop_helpers().is_empty() { 0 } else { 10 }, Tree::HelperCall),
        ]);
        match kind {
            Tree::Branch => self.data_branch(),
            Tree::ShortLoop => self.short_loop(),
            Tree::ShortLived => self.short_lived(),
            Tree::HelperCall => {
                let helpers = self.short_loop_helpers();
                let (name, arity) = self.rng.pick(&helpers).clone();
                let counter = self.counter();
                let mut arguments = vec![self.number(1)];
                if arity == 2 {
                    arguments.push(counter);
                }
                let target = self.local();
                self.line(&format!("{target} = {name}({});", arguments.join(", ")));
            }
        }
    }

    /// The helpers with a short loop that this function may call, and their arities.
    fn short_loop_helpers(&self) -> Vec<(String, usize)> {
        if self.scope.numeric_only {
            return Vec::new();
        }
        let tidy = self.scope.tidy;
        self.helpers
            .iter()
            .filter(|helper| helper.short_loop && !helper.throws && (helper.tidy || !tidy))
            .map(|helper| (helper.name.clone(), helper.arity))
            .collect()
    }

    /// A local to assign (not a property or element: the point is a local's type).
    fn local(&mut self) -> String {
        self.rng.pick(&self.scope.numbers).clone()
    }

    /// A condition on data or on the iteration, which turns one way or the other often,
    /// rarely or once.
    pub(super) fn data_condition(&mut self) -> String {
        let has_arrays = !self.scope.arrays.is_empty();
        let has_objects = !self.scope.objects.is_empty();
        let turn = self.rng.weighted(&[
            (25, Turn::Alternating),
            (15, Turn::Rare),
            (15, Turn::Once),
            (if has_arrays { 20 } else { 0 }, Turn::Element),
            (if has_objects { 12 } else { 0 }, Turn::Property),
            (15, Turn::Computed),
        ]);
        // Mostly the innermost loop's counter.
        let lp = if self.rng.chance(75) {
            self.scope.loops.last().expect("in a loop")
        } else {
            self.rng.pick(&self.scope.loops)
        };
        let (i, bound) = (lp.counter.clone(), lp.bound.clone());
        match turn {
            Turn::Alternating => match self.rng.below(4) {
                0 => format!("(({i} & 1) === 0)"),
                // Truthiness of an int32.
                1 => format!("({i} & 1)"),
                2 => format!("(({i} & 2) !== 0)"),
                _ => {
                    let v = self.local_or_leaf();
                    format!("(({v} ^ {i}) & 1)")
                }
            },
            Turn::Rare => {
                let k = self.rng.pick(RARE);
                format!("(({i} % {k}) === {})", self.rng.below(3))
            }
            Turn::Once => match self.rng.below(3) {
                0 => format!("({i} > ({bound} / 2))"),
                1 => format!("({i} >= ({bound} >> 1))"),
                _ => format!("(({i} * 3) < {bound})"),
            },
            Turn::Element => {
                let array = self.rng.pick(&self.scope.arrays).clone();
                // A tidy function reads only elements that hold numbers.
                let index = if self.scope.tidy { format!("({i} & 3)") } else { format!("({i} % {array}.length)") };
                let op = self.rng.pick(&["<", ">", "<=", ">="]);
                let v = self.local_or_leaf();
                format!("({array}[{index}] {op} {v})")
            }
            Turn::Property => {
                let object = self.rng.pick(&self.scope.objects).clone();
                let property = self.rng.pick(&["x", "y"]);
                let op = self.rng.pick(&["<", ">", "<=", ">="]);
                let v = self.local_or_leaf();
                format!("({object}.{property} {op} {v})")
            }
            Turn::Computed => {
                let v = self.local_or_leaf();
                match self.rng.below(3) {
                    0 => format!("(((({v} * 3) + {i}) & 7) < 3)"),
                    1 => format!("({v} < {i})"),
                    _ => {
                        let w = self.local_or_leaf();
                        format!("({v} > {w})")
                    }
                }
            }
        }
    }

    /// A local the function assigns, or else a value it reads.
    fn local_or_leaf(&mut self) -> String {
        if !self.scope.numbers.is_empty() && self.rng.chance(70) {
            return self.local();
        }
        self.number(0)
    }

    /// An int32 to store in `target`: a wrapped sum, a masked counter, a limit.
    fn int_value(&mut self, target: &str) -> String {
        let i = self.counter();
        match self.rng.below(6) {
            0 => format!("(({target} + {i}) | 0)"),
            1 => format!("(({target} * 3) | 0)"),
            2 => format!("({i} & 7)"),
            3 => format!("(({target} ^ {i}) >> 1)"),
            4 => self.rng.pick(&["2147483647", "(-2147483648)", "0", "(-1)"]).to_string(),
            _ => format!("(({target} - 1) | 0)"),
        }
    }

    /// A double (or -0, or a number past int32) to store in `target`.
    fn double_value(&mut self, target: &str) -> String {
        let i = self.counter();
        match self.rng.below(7) {
            0 => format!("({target} * 0.5)"),
            1 => format!("({target} + 0.25)"),
            2 => format!("({target} / 3)"),
            3 => "(-0)".to_string(),
            4 => format!("({i} + 0.5)"),
            5 => format!("(({target} * 1.5) - {i})"),
            _ => format!("({target} + 2147483648)"),
        }
    }

    /// `if (data) { a = int; } else { b = double; }`: both arms write locals, often of
    /// different types, and sometimes do more.
    fn data_branch(&mut self) {
        self.scope.branch_depth += 1;
        let condition = self.data_condition();
        let first = self.local();
        let second = if self.rng.chance(60) { first.clone() } else { self.local() };
        // Which arm leaves an int32 and which a double (or both the same type).
        let (a, b) = match self.rng.below(4) {
            0 => (self.int_value(&first), self.int_value(&second)),
            1 => (self.double_value(&first), self.int_value(&second)),
            2 => (self.double_value(&first), self.double_value(&second)),
            _ => (self.int_value(&first), self.double_value(&second)),
        };
        self.line(&format!("if ({condition}) {{"));
        self.branch_arm(&format!("{first} = {a};"));
        self.line("} else {");
        self.branch_arm(&format!("{second} = {b};"));
        self.line("}");
        self.scope.branch_depth -= 1;
    }

    /// One arm of `data_branch`: its assignment, and sometimes another statement.
    fn branch_arm(&mut self, assignment: &str) {
        self.indent += 1;
        self.line(assignment);
        if self.scope.branch_depth < 2 && self.rng.chance(30) {
            self.statement();
        }
        self.indent -= 1;
    }

    /// An inner loop of two to eight trips (sometimes starting from the outer counter),
    /// often summing into a local the rest of the outer body then uses.
    fn short_loop(&mut self) {
        let outer = self.counter();
        let j = self.fresh("j");
        let trips = 2 + self.rng.below(7) as u64;
        let (header, bound, most) = match self.rng.below(5) {
            0 => (format!("for (let {j} = ({outer} & 3); {j} < 6; {j}++)"), "6".to_string(), 6),
            1 => (format!("for (let {j} = {trips}; {j} > 0; {j}--)"), trips.to_string(), trips),
            2 => (format!("for (let {j} = 0; {j} < ({outer} & 7); {j}++)"), format!("({outer} & 7)"), 7),
            _ => (format!("for (let {j} = 0; {j} < {trips}; {j}++)"), trips.to_string(), trips),
        };
        let sum = self.rng.chance(60).then(|| self.fresh("ac"));
        if let Some(sum) = &sum {
            let start = self.rng.pick(&["0", "0.5", "(-0)"]);
            self.line(&format!("let {sum} = {start};"));
        }
        let saved_work = self.scope.work;
        self.scope.work = saved_work.saturating_mul(most);
        self.scope.loops.push(Loop { label: None, counter: j.clone(), bound });
        self.scope.readonly.push(j.clone());
        self.line(&format!("{header} {{"));
        self.indent += 1;
        if let Some(sum) = &sum {
            // n-body's inner loop: read data at the inner index, accumulate.
            let read = if !self.scope.arrays.is_empty() && self.rng.chance(60) {
                let array = self.rng.pick(&self.scope.arrays).clone();
                format!("{array}[{j} & 3]")
            } else {
                self.number(1)
            };
            let op = self.rng.pick(&["+", "-", "*"]);
            self.line(&format!("{sum} = ({sum} + ({read} {op} {j}));"));
            self.scope.numbers.push(sum.clone());
        }
        for _ in 0..1 + self.rng.below(3) {
            self.statement();
        }
        if sum.is_some() {
            self.scope.numbers.pop();
        }
        self.indent -= 1;
        self.line("}");
        self.scope.readonly.pop();
        self.scope.loops.pop();
        self.scope.work = saved_work;
        if let Some(sum) = sum {
            let target = self.local();
            let op = self.rng.pick(&["+", "-", "*"]);
            self.line(&format!("{target} = ({target} {op} {sum});"));
        }
    }

    /// A field value for a short-lived object: a limit, -0 or a double, or computed.
    fn field_value(&mut self) -> String {
        let i = self.counter();
        match self.rng.below(10) {
            0..4 => self.rng.pick(FIELD_VALUES).to_string(),
            4 => format!("({i} + 0.5)"),
            5 => format!("({i} * -0)"),
            6 => format!("(2147483647 - {i})"),
            _ => self.number(1),
        }
    }

    /// `{ const pt = { x: .., y: .. }; v = pt.x * pt.y + v; }`: an object or array made and
    /// read in one iteration, escaping sometimes, sometimes only on a rare branch.
    fn short_lived(&mut self) {
        let t = self.fresh("pt");
        let i = self.counter();
        self.line("{");
        self.indent += 1;
        // What the object's fields read as, and whether it has x and y.
        let (fields, point) = match self.rng.below(10) {
            0..5 => {
                let (x, y) = (self.field_value(), self.field_value());
                let mut fields = vec![format!("{t}.x"), format!("{t}.y")];
                if self.rng.chance(25) {
                    let z = self.field_value();
                    self.line(&format!("const {t} = {{ x: {x}, y: {y}, z: {z} }};"));
                    fields.push(format!("{t}.z"));
                } else {
                    self.line(&format!("const {t} = {{ x: {x}, y: {y} }};"));
                }
                (fields, true)
            }
            5..8 => {
                let (a, b) = (self.field_value(), self.field_value());
                self.line(&format!("const {t} = [{a}, {b}];"));
                (vec![format!("{t}[0]"), format!("{t}[1]"), format!("{t}[({i} & 1)]")], false)
            }
            _ => {
                // An array inside an object: two allocations to sink together.
                let (x, a, b) = (self.field_value(), self.field_value(), self.field_value());
                self.line(&format!("const {t} = {{ x: {x}, y: [{a}, {b}] }};"));
                (vec![format!("{t}.x"), format!("{t}.y[0]"), format!("{t}.y[1]")], false)
            }
        };
        if self.rng.chance(25) {
            // A write before the reads: the sunk object's field is a changed value.
            let field = self.rng.pick(&fields).clone();
            let value = self.number(1);
            self.line(&format!("{field} = ({field} + {value});"));
        }
        for _ in 0..1 + self.rng.below(2) {
            let a = self.rng.pick(&fields).clone();
            let b = self.rng.pick(&fields).clone();
            let target = self.local();
            let value = match self.rng.below(5) {
                0 => format!("(({a} * {b}) + {target})"),
                1 => format!("(({a} - {b}) + {})", self.number(1)),
                2 => format!("(({a} < {b}) ? {a} : {b})"),
                3 => format!("(({a} + {b}) | 0)"),
                _ => format!("(({a} / 2) + ({b} * {target}))"),
            };
            self.line(&format!("{target} = {value};"));
        }
        self.escape(&t, point);
        self.indent -= 1;
        self.line("}");
    }

    /// Sometimes lets the short-lived object `t` out: into a local shown at the return, an
    /// array, a helper; always or only on a rare branch.
    fn escape(&mut self, t: &str, point: bool) {
        let i = self.counter();
        let object_helpers: Vec<String> = self
            .object_helpers
            .iter()
            .filter(|helper| point && (helper.tidy || !self.scope.tidy))
            .map(|helper| helper.name.clone())
            .collect();
        let escapes = self.scope.escapes.clone();
        match self.rng.below(10) {
            0..4 => {}
            4 | 5 if escapes.is_some() => {
                let local = &escapes.as_ref().expect("checked").local;
                self.line(&format!("{local} = {t};"));
            }
            6 | 7 if escapes.is_some() => {
                // Only on a rare branch: the exit there must make the object.
                let local = &escapes.as_ref().expect("checked").local;
                let k = self.rng.pick(RARE);
                self.line(&format!("if ((({i} % {k}) === 0)) {local} = {t};"));
            }
            8 if escapes.is_some() => {
                let list = &escapes.as_ref().expect("checked").list;
                if self.scope.tidy {
                    self.line(&format!("{list}[({i} & 3)] = {t};"));
                } else {
                    self.line(&format!("if ({list}.length < 8) {list}.push({t});"));
                }
            }
            _ if !object_helpers.is_empty() => {
                let helper = self.rng.pick(&object_helpers).clone();
                let target = self.local();
                if self.rng.chance(50) {
                    self.line(&format!("{target} = {helper}({t}, {i});"));
                } else {
                    let k = self.rng.pick(RARE);
                    self.line(&format!("if ((({i} % {k}) === 1)) {target} = {helper}({t}, {i});"));
                }
            }
            _ => {}
        }
        if let Some(escapes) = escapes
            && !self.scope.tidy
            && self.rng.chance(20)
        {
            // What escaped on an earlier iteration, read back (a materialised object).
            let target = self.local();
            let local = &escapes.local;
            self.line(&format!("if ({local} !== null) {target} = ({target} + ({local}.x ?? {local}[0]));"));
        }
    }

    /// Declares what short-lived objects escape into; returns the expressions that show it.
    pub(super) fn declare_escapes(&mut self) -> Vec<String> {
        let n = self.next_name + 1;
        self.next_name = n;
        let escapes = Escapes { local: format!("es{n}"), list: format!("ek{n}") };
        self.line(&format!("let {} = null;", escapes.local));
        // A tidy function stores at indexes 0 to 3 of an array that holds no numbers.
        let list = if self.scope.tidy { "[null, null, null, null]" } else { "[]" };
        self.line(&format!("const {} = {list};", escapes.list));
        let shown = vec![format!("show({})", escapes.local), format!("show({})", escapes.list)];
        self.scope.escapes = Some(escapes);
        shown
    }

    /// A helper with a loop of two to eight trips (n-body's inner loop over its bodies), with
    /// a branch in it, for a test function's loop to call.
    pub(super) fn short_loop_helper(&mut self) {
        let name = format!("h{}", self.helpers.len());
        let arity = 1 + self.rng.below(2);
        let params: Vec<String> = ["a", "b"][..arity].iter().map(|p| p.to_string()).collect();
        let tidy = self.rng.chance(50);
        let (r, s, k) = (self.fresh("r"), self.fresh("r"), self.fresh("k"));
        // No room for a loop of its own: it is called from loops.
        self.scope = Scope { readonly: params.clone(), work: WORK_LIMIT, tidy, ..Scope::default() };
        self.line(&format!("function {name}({}) {{", params.join(", ")));
        self.indent += 1;
        let start = self.number(1);
        self.line(&format!("let {r} = {start}, {s} = 0;"));
        let trips = 2 + self.rng.below(7);
        self.line(&format!("for (let {k} = 0; {k} < {trips}; {k}++) {{"));
        self.indent += 1;
        self.scope.numbers = vec![r.clone(), s.clone()];
        self.scope.loops.push(Loop { label: None, counter: k.clone(), bound: trips.to_string() });
        self.scope.readonly.push(k);
        self.data_branch();
        for _ in 0..self.rng.below(3) {
            self.statement();
        }
        self.indent -= 1;
        self.line("}");
        self.line(&format!("return ({r} + {s});"));
        self.indent -= 1;
        self.line("}");
        self.helpers.push(Helper { name, arity, throws: false, tidy, short_loop: true });
    }

    /// A helper that takes a short-lived `{ x, y }` object (which escapes into the call):
    /// reads it, and sometimes writes it.
    pub(super) fn object_helper(&mut self) {
        let name = format!("hs{}", self.object_helpers.len());
        let (body, tidy) = match self.rng.below(4) {
            0 => ("return ((o.x - o.y) * a);", true),
            1 => ("o.y = ((o.y * a) - 1); return ((o.x * 2) + o.y);", true),
            2 => ("o.x = (o.x + 0.5); return (o.x | a);", true),
            // A property the literal does not have: the object changes shape in the callee.
            _ => ("o.w = a; return (o.x + o.w);", false),
        };
        self.line(&format!("function {name}(o, a) {{ {body} }}"));
        self.object_helpers.push(Helper { name, arity: 2, throws: false, tidy, short_loop: false });
    }
}
