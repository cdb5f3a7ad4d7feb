//! Call outs: what a trace does not compute itself but calls, or hands back to the
//! interpreter for one instruction, and the user code that runs behind its back.
//!
//! A test function that is not tidy may declare [`Fixtures`] before its loops: a string, a
//! small array, a Map and a Set, a record whose shape and prototype a called function
//! changes, a constructor, an object with `valueOf`, one with a getter, and a function that
//! throws on some iterations. Loop bodies then use them, one family per statement:
//!
//! ```text
//!   natives      l3.push(v1); v2 = s3.indexOf(s3.charAt(i5 & 7)); m3.set(i5 & 3, v1); (s3[i5 % 9] + s3.charAt(v1 & 7) + i5).length
//!   new          new K3(v1, 2).sum(); new KC3(v1).a; new KD3(v1, 2).g (fields, new.target,
//!                a derived class, returns an object on some iterations); new Array(v2 & 7).length;
//!                new Map()
//!   closures     { let c9 = v1; const f10 = (a) => a + c9; v2 = f10(i5); }  o.f(), the callback
//!                methods (forEach, map, filter, reduce, some, every, find, findIndex)
//!   iteration    for (const e of l3) ..., for (const [k, w] of m3) ..., for (const k in r3) ...,
//!                Map/Set keys, values and entries changed during the loop, strings with
//!                surrogates, spread and destructuring, `next` replaced on some iterations
//!   exceptions   try { v1 = th3(v2, i5); } catch (e) { ... }  (a throw on some iterations)
//!   re-entry     b3 * 2 (valueOf); g3.x (a getter); mu3(r3, i5); r3.a ?? -1 (shape, prototype)
//!   definitions  object literals with accessors and spread, classes made in the loop,
//!                private names, spread calls and `new` with spread (`definitions.rs`)
//! ```
//!
//! Everything stays deterministic (no Math.random, no dates, nothing that prints an object's
//! identity) and bounded: arrays, maps and sets grow only up to a few elements, and the
//! inner loops run over those.

use super::Generator;

/// Strings the loops take apart: letters, digits, a number's text.
const STRINGS: &[&str] = &["kestrel", "a-b-c-d", "0x1f", "12.5e1", "ab", "zebra42"];

/// The names of what a test function declared for the call-out statements.
#[derive(Clone)]
pub(super) struct Fixtures {
    pub(super) text: String,
    /// A small array the loops push to and pop from (never past 8 elements).
    pub(super) list: String,
    map: String,
    set: String,
    /// An object whose own properties and prototype `mutator` changes.
    pub(super) record: String,
    /// The prototype `mutator` swaps in and out, with a getter.
    prototype: String,
    pub(super) constructor: String,
    /// A class with fields whose constructor reads `new.target` and returns another object
    /// for some arguments.
    class: String,
    /// A class derived from `class`, with a field of its own, that returns another object
    /// for some arguments (after `super`).
    derived: String,
    /// An object with a `valueOf` that counts its calls.
    boxed: String,
    /// An object with a getter that counts its reads.
    getter: String,
    mutator: String,
    pub(super) thrower: String,
    /// A class with a private field, a private method and a static brand check, and an
    /// instance of it.
    pub(super) private_class: String,
    pub(super) private_instance: String,
}

#[derive(Clone, Copy)]
enum Family {
    Native,
    New,
    Closure,
    Iteration,
    Exception,
    Reentry,
    Definition,
}

impl Generator {
    /// Declares the fixtures; returns the expressions that show the ones that change.
    pub(super) fn declare_fixtures(&mut self) -> Vec<String> {
        let n = self.next_name + 1;
        self.next_name = n;
        let f = Fixtures {
            text: format!("s{n}"),
            list: format!("l{n}"),
            map: format!("m{n}"),
            set: format!("st{n}"),
            record: format!("r{n}"),
            prototype: format!("RP{n}"),
            constructor: format!("K{n}"),
            class: format!("KC{n}"),
            derived: format!("KD{n}"),
            boxed: format!("b{n}"),
            getter: format!("gt{n}"),
            mutator: format!("mu{n}"),
            thrower: format!("th{n}"),
            private_class: format!("PC{n}"),
            private_instance: format!("pc{n}"),
        };
        let text = self.rng.pick(STRINGS);
        self.line(&format!("const {} = \"{text}\";", f.text));
        let elements: Vec<String> = (0..2 + self.rng.below(3)).map(|_| self.constant()).collect();
        self.line(&format!("const {} = [{}];", f.list, elements.join(", ")));
        let (a, b) = (self.constant(), self.constant());
        self.line(&format!("const {} = new Map([[0, {a}], [1, {b}]]);", f.map));
        let member = self.constant();
        self.line(&format!("const {} = new Set([1, 2, {member}]);", f.set));
        let (z, a) = (self.constant(), self.constant());
        self.line(&format!("const {} = {{ z: {z}, get q() {{ return this.a ?? 1; }} }};", f.prototype));
        self.line(&format!("const {} = {{ a: {a}, b: 2 }};", f.record));
        // Fields in an order that depends on the arguments: the instances take two shapes.
        self.line(&format!(
            "function {}(a, b) {{ this.x = a; if (a > 100) this.big = true; this.y = (b | 0) + 1; }}",
            f.constructor
        ));
        self.line(&format!("{}.prototype.sum = function () {{ return this.x + this.y; }};", f.constructor));
        let field = self.constant();
        self.line(&format!(
            "class {0} {{ f = {field}; constructor(a) {{ this.a = a; if ((a & 15) === 7) return {{ a: -a, f: 0 }}; this.t = new.target === {0} ? 1 : 2; }} }}",
            f.class
        ));
        let field = self.constant();
        self.line(&format!(
            "class {0} extends {1} {{ g = {field}; constructor(a, b) {{ super(a + 1); this.b = (b | 0) + 1; if ((a & 31) === 9) return {{ a, f: 1, g: 2, b: 3 }}; }} }}",
            f.derived, f.class
        ));
        self.line(&format!(
            "const {} = {{ k: 0, valueOf() {{ this.k = (this.k + 3) & 15; return this.k - 4; }} }};",
            f.boxed
        ));
        self.line(&format!(
            "const {} = {{ n: 1, get x() {{ this.n = (this.n * 5 + 1) & 255; return this.n; }} }};",
            f.getter
        ));
        // On some iterations only: a property deleted and another added, or the prototype
        // swapped.
        self.line(&format!("function {}(o, i) {{", f.mutator));
        self.line("    if ((i & 7) === 3) { delete o.a; o.b = i; } else if ((i & 7) === 6) { o.a = i; delete o.b; }");
        self.line(&format!(
            "    if ((i & 15) === 9) Object.setPrototypeOf(o, Object.getPrototypeOf(o) === {0} ? Object.prototype : {0});",
            f.prototype
        ));
        self.line("}");
        let modulus = self.rng.pick(&[5, 7, 13]);
        self.line(&format!(
            "function {}(a, i) {{ if ((i % {modulus}) === 3) throw a; if ((i & 31) === 17) throw new RangeError(\"r\" + i); return (a * 2) | 0; }}",
            f.thrower
        ));
        self.line(&format!(
            "class {0} {{ #v = 1; #step(d) {{ return (d & 7) + 1; }} add(d) {{ this.#v = (this.#v + this.#step(d)) & 1023; return this.#v; }} static has(o) {{ return #v in o; }} }}",
            f.private_class
        ));
        self.line(&format!("const {} = new {}();", f.private_instance, f.private_class));
        let shown = vec![format!("show({})", f.list), format!("show({})", f.record)];
        self.scope.fixtures = Some(f);
        shown
    }

    /// A statement of one call-out family, in a loop body of a function with fixtures.
    pub(super) fn call_out(&mut self) {
        let f = self.scope.fixtures.clone().expect("only with fixtures");
        let family = self.rng.weighted(&[
            (30, Family::Native),
            (10, Family::New),
            (15, Family::Closure),
            (12, Family::Iteration),
            (12, Family::Exception),
            (15, Family::Reentry),
            (10, Family::Definition),
        ]);
        match family {
            Family::Native => self.native_call(&f),
            Family::New => self.construct(&f),
            Family::Closure => self.closure(&f),
            Family::Iteration => self.iteration(&f),
            Family::Exception => self.exception(&f),
            Family::Reentry => self.reentry(&f),
            Family::Definition => self.definition(&f),
        }
    }

    /// The innermost loop's counter.
    pub(super) fn counter(&self) -> String {
        self.scope.loops.last().expect("in a loop").counter.clone()
    }

    /// Array, String, Math, Map, Set, Object, JSON and conversion natives.
    fn native_call(&mut self, f: &Fixtures) {
        let i = self.counter();
        let target = self.target();
        let (x, y) = (self.number(1), self.number(1));
        let (l, s) = (&f.list, &f.text);
        // Reads may use the function's other arrays too; writes keep to the small one.
        let array = if !self.scope.arrays.is_empty() && self.rng.chance(30) {
            self.rng.pick(&self.scope.arrays).clone()
        } else {
            l.clone()
        };
        let value = match self.rng.below(19) {
            0 => {
                self.line(&format!("if ({l}.length < 8) {l}.push({x});"));
                format!("{l}.length")
            }
            1 => format!("({l}.pop() ?? {x})"),
            2 => format!("({l}.shift() ?? {x})"),
            3 => format!("{array}.indexOf({x})"),
            4 => format!("({array}.includes({x}) ? 1 : {y})"),
            5 => format!("({array}.slice({i} & 3, 6).length + {y})"),
            6 => format!("{array}.join(\"-\")"),
            7 => format!("{s}.charAt({i} % 9)"),
            8 => format!("{s}.indexOf({s}.charAt(({x}) & 7))"),
            9 => format!("({s}.slice(({x}) & 3, 6).length * {y})"),
            10 => format!("({s}.startsWith(String.fromCharCode(97 + ({i} % 5)), ({x}) & 1) ? 1 : 0)"),
            11 => {
                // Mixed operands: strings, booleans, null and objects go through ToNumber.
                let other =
                    self.rng.pick(&["\"3\"", "true", "null", "\"-2.5\"", f.boxed.as_str(), "\"x\""]).to_string();
                match self.rng.below(7) {
                    0 => format!("Math.max({x}, {other}, {y})"),
                    1 => format!("Math.min({other}, {x})"),
                    2 => format!("Math.abs({other})"),
                    3 => format!("Math.sign({x})"),
                    4 => format!("Math.trunc({other})"),
                    5 => format!("Math.sqrt({x})"),
                    _ => format!("Math.clz32({x})"),
                }
            }
            12 => {
                self.line(&format!("{}.set({i} & 3, {x});", f.map));
                if self.rng.chance(30) {
                    self.line(&format!("if (({i} & 7) === 5) {}.delete(({y}) & 3);", f.map));
                }
                format!("(({}.get(({y}) & 3) ?? -1) + ({}.has({i} & 7) ? 10 : 20))", f.map, f.map)
            }
            13 => {
                self.line(&format!("{}.add(({x}) & 7);", f.set));
                if self.rng.chance(40) {
                    self.line(&format!("{}.delete({i} & 7);", f.set));
                }
                format!("({}.size + ({}.has({y}) ? 100 : 0))", f.set, f.set)
            }
            14 => match self.rng.below(3) {
                0 => format!("Object.keys({}).length", f.record),
                1 => format!("Object.keys({}).join(\",\")", f.record),
                _ => format!("JSON.stringify({})", f.record),
            },
            15 => format!("JSON.stringify({{ a: {x}, b: [{y}, {i}] }}).length"),
            // Several concatenations through the same temporaries, of one-character
            // strings (in bounds or not, below 256 or not) and numbers.
            16 => format!(
                "({s}[{i} % 9] + {s}.charAt(({x}) & 7) + String.fromCharCode(({y}) & 511) + {s}[({x}) & 3] + {i}).length"
            ),
            17 => format!("({s}[({y}) & 7] + {x} + {s}.charAt({i} & 3)).charCodeAt(1)"),
            _ => match self.rng.below(4) {
                0 => format!("parseInt(String({x}), 10)"),
                1 => format!("Number({s}.charAt({i} & 7))"),
                2 => format!("String({x}).length"),
                _ => format!("(parseInt({s}.slice(({i} & 3), 5)) || {y})"),
            },
        };
        self.line(&format!("{target} = {value};"));
        if self.rng.chance(15) {
            // A string comparison, and string + on whatever the target now holds.
            let target2 = self.target();
            self.line(&format!("if ({s}.charAt({i} % 7) < \"m\") {target2} = ({target} + \"\").length;"));
        }
    }

    /// `new` of the program's constructor and of built-ins.
    fn construct(&mut self, f: &Fixtures) {
        let target = self.target();
        let (x, y) = (self.number(1), self.number(1));
        let k = &f.constructor;
        match self.rng.below(7) {
            0 => self.line(&format!("{target} = new {k}({x}, {y}).x;")),
            6 => {
                let object = self.fresh("k");
                self.line("{");
                self.line(&format!("    const {object} = new {}({x}, {y});", f.derived));
                self.line(&format!(
                    "    {target} = {object}.a + {object}.f + {object}.g + {object}.b + ({object}.t ?? 3);"
                ));
                self.line("}");
            }
            5 => {
                let object = self.fresh("k");
                self.line("{");
                self.line(&format!("    const {object} = new {}({x});", f.class));
                self.line(&format!("    {target} = {object}.a + {object}.f + ({object}.t ?? 3);"));
                self.line("}");
            }
            1 => self.line(&format!("{target} = new {k}({x}, {y}).sum();")),
            2 => {
                let object = self.fresh("k");
                self.line("{");
                self.line(&format!("    const {object} = new {k}({x}, {y});"));
                self.line(&format!(
                    "    {target} = ({object} instanceof {k}) ? {object}.y + ({object}.big ? 1 : 0) : -1;"
                ));
                self.line("}");
            }
            3 => self.line(&format!("{target} = new Array(({x}) & 7).fill({y}).length;")),
            _ => {
                let map = self.fresh("mm");
                self.line("{");
                self.line(&format!("    const {map} = new Map();"));
                self.line(&format!("    {map}.set({x}, {y});"));
                self.line(&format!("    {target} = {map}.size + ({map}.get({x}) ?? 0);"));
                self.line("}");
            }
        }
    }

    /// Closures made in the loop over a `let` of its body, called directly, as a method, or
    /// as the callbacks of the callback methods (with holes, a thisArg, and a callback that
    /// grows the array it walks).
    fn closure(&mut self, f: &Fixtures) {
        let i = self.counter();
        let target = self.target();
        let (x, y) = (self.number(1), self.number(1));
        let c = self.fresh("c");
        self.line("{");
        self.indent += 1;
        self.line(&format!("let {c} = {x};"));
        match self.rng.below(7) {
            0 => {
                let function = self.fresh("f");
                self.line(&format!("const {function} = (a) => a + {c};"));
                self.line(&format!("{target} = {function}({y});"));
            }
            1 => {
                let object = self.fresh("ob");
                self.line(&format!(
                    "const {object} = {{ h: {i}, f: (a) => (a * 2) + {c}, g() {{ return this.h - {c}; }} }};"
                ));
                self.line(&format!("{target} = {object}.f({y}) + {object}.g();"));
            }
            2 => self.line(&format!("{target} = [{y}, {i}, 3].map((e) => e + {c}).reduce((s, e) => (s * 2) + e, 0);")),
            3 => {
                self.line(&format!("{}.forEach((e) => {{ {c} = ({c} + e) | 0; }});", f.list));
                self.line(&format!("{target} = {c};"));
            }
            4 => {
                // Every self-hosted callback method, with a thisArg and a predicate that
                // goes both ways.
                let list = &f.list;
                self.line(&format!(
                    "{target} = {list}.filter((e, k) => ((e + k) & 1) === 0).length + {list}.findIndex((e) => e > {c})"
                ));
                self.line(&format!(
                    "    + ({list}.some((e) => e === {c}) ? 2 : 0) + ({list}.every(function (e) {{ return e < this.m; }}, {{ m: {c} + 10 }}) ? 4 : 0)"
                ));
                self.line(&format!("    + ({list}.find((e) => e > {y}) ?? -3);"));
            }
            5 => {
                // A callback that grows the array it walks (not past 8 elements), and holes.
                self.line(&format!(
                    "{}.forEach((e, k, o) => {{ if (k === 0 && o.length < 8) o.push({c}); {c} = ({c} + k) | 0; }});",
                    f.list
                ));
                self.line(&format!(
                    "{target} = {c} + [{y}, , {i}].map((e, k) => (e === undefined ? k : e)).reduce((s, e) => s + e, 0);"
                ));
            }
            _ => {
                let function = self.fresh("f");
                self.line(&format!("const {function} = () => ++{c};"));
                self.line(&format!("{function}();"));
                self.line(&format!("{target} = {function}() + {c};"));
            }
        }
        self.indent -= 1;
        self.line("}");
    }

    /// for-of over the small array, the string, the Map or the Set (their keys, values and
    /// entries, with entries deleted and added during the loop, strings with surrogates,
    /// `next` replaced on the prototype on some iterations of the outer loop), spread and
    /// destructuring of them; for-in over the record (whose prototype may have enumerable
    /// properties by now). Loops that change their collection stop after a few steps.
    fn iteration(&mut self, f: &Fixtures) {
        let i = self.counter();
        let target = self.target();
        let acc = self.fresh("acc");
        let e = self.fresh("e");
        let n = self.fresh("n");
        let (m, st, l) = (&f.map, &f.set, &f.list);
        self.line("{");
        self.indent += 1;
        self.line(&format!("let {acc} = 0, {n} = 0;"));
        match self.rng.below(13) {
            0 => self.line(&format!("for (const {e} of {l}) {acc} = ({acc} * 3) + {e};")),
            1 => self.line(&format!(
                "for (const {e} of {}) {{ if ({e} < \"m\") {acc}++; else {acc} += {e}.charCodeAt(0); }}",
                f.text
            )),
            2 => self.line(&format!("for (const [{e}, w] of {m}) {acc} = {acc} + ({e} * 7) + w;")),
            3 => self.line(&format!("for (const {e} of {st}) {acc} = ({acc} << 1) ^ {e};")),
            4 => self.line(&format!("for (const {e} in {0}) {acc} = {acc} + {e}.length + ({0}[{e}] ?? 0);", f.record)),
            5 => {
                let kind = self.rng.pick(&["keys", "values", "entries"]);
                self.line(&format!("for (const {e} of {m}.{kind}()) {{"));
                self.line(&format!("    {acc} = (({acc} * 3) + String({e}).length + ({e} | 0)) | 0;"));
                self.line(&format!("    if ((({acc} + {i}) & 3) === 1) {m}.delete({m}.keys().next().value);"));
                self.line(&format!("    else if ({m}.size < 6) {m}.set(({acc} + {i}) & 7, {acc} & 15);"));
                self.line(&format!("    if (++{n} > 12) break;"));
                self.line("}");
            }
            6 => {
                let kind = self.rng.pick(&["values", "keys", "entries"]);
                self.line(&format!("for (const {e} of {st}.{kind}()) {{"));
                self.line(&format!("    const x = typeof {e} === \"object\" ? {e}[0] : {e};"));
                self.line(&format!("    {acc} = ({acc} << 1) ^ x;"));
                self.line(&format!("    if ({st}.size < 8) {st}.add(({acc} + {i}) & 15);"));
                self.line(&format!("    if ((({acc} ^ {i}) & 3) === 2) {st}.delete(x);"));
                self.line(&format!("    if (({i} & 31) === 21) {st}.clear();"));
                self.line(&format!("    if (++{n} > 12) break;"));
                self.line("}");
            }
            7 => {
                // Surrogate pairs, lone surrogates and units past Latin-1.
                let tail = self.rng.pick(&["\\uD83D", "\\u{1F431}", "\\u4e2d", "\\uDC00x"]);
                self.line(&format!(
                    "for (const {e} of \"x\\u{{1F600}}\" + {} + \"{tail}\") {acc} = ({acc} * 31 + {e}.codePointAt(0) + {e}.length) | 0;",
                    f.text
                ));
            }
            8 => match self.rng.below(3) {
                0 => self.line(&format!("for (const [{e}, w] of {l}.entries()) {acc} = {acc} + ({e} * 5) + w;")),
                1 => self.line(&format!("for (const {e} of {l}.keys()) {acc} = ({acc} * 2) + {e};")),
                _ => self.line(&format!("for (const {e} of new Int16Array({l})) {acc} = ({acc} * 3) ^ {e};")),
            },
            9 => {
                let spreads = [
                    format!("[...{st}]"),
                    format!("[...{m}.values()]"),
                    format!("[...{m}.keys(), ...{}]", f.text),
                    format!("Array.from({m}, ([k, w]) => k + w)"),
                    format!("[...new Set({l})]"),
                ];
                let spread = self.rng.pick(&spreads).clone();
                self.line(&format!("const {e} = {spread};"));
                self.line(&format!(
                    "{acc} = {e}.length * 100 + String({e}[0]).length + String({e}[{e}.length - 1]).length;"
                ));
            }
            10 => {
                let sources = [st.clone(), format!("{m}.keys()"), f.text.clone(), format!("{l}.entries()")];
                let source = self.rng.pick(&sources).clone();
                self.line(&format!("const [{e}, w, ...rest] = {source};"));
                self.line(&format!("{acc} = String({e}).length * 7 + String(w).length + rest.length;"));
            }
            11 => {
                // `next` replaced on the prototype for some iterations of the outer loop:
                // the loops started then call it.
                let (make, prototype) = match self.rng.below(3) {
                    0 => (st.clone(), format!("{st}.values()")),
                    1 => (format!("{m}.keys()"), format!("{m}.keys()")),
                    _ => (f.text.clone(), format!("{}[Symbol.iterator]()", f.text)),
                };
                self.line(&format!("const P = Object.getPrototypeOf({prototype}), original = P.next;"));
                self.line(&format!(
                    "if (({i} & 15) === 9) P.next = function () {{ {acc} += 1000; return original.call(this); }};"
                ));
                self.line(&format!("for (const {e} of {make}) {acc} = ({acc} + String({e}).length) | 0;"));
                self.line("P.next = original;");
            }
            _ => {
                // break: IteratorClose looks for `return`.
                self.line(&format!(
                    "for (const {e} of {st}) {{ {acc} = {acc} * 2 + 1; if (({acc} & 7) === 7) break; }}"
                ));
                self.line(&format!("for (const {e} of {}) {{ {acc}++; if ({e} === \"e\") break; }}", f.text));
            }
        }
        self.line(&format!("{target} = {acc};"));
        self.indent -= 1;
        self.line("}");
    }

    /// A throw on some iterations only, in the loop or from the called thrower, caught in
    /// the loop.
    fn exception(&mut self, f: &Fixtures) {
        let i = self.counter();
        let target = self.target();
        let (x, y) = (self.number(1), self.number(1));
        self.line("try {");
        match self.rng.below(3) {
            0 => self.line(&format!("    {target} = {}({x}, {i});", f.thrower)),
            1 => {
                let condition = self.condition(1);
                self.line(&format!("    if ({condition}) throw {x};"));
                self.line(&format!("    {target} = {y};"));
            }
            _ => {
                self.line(&format!("    if (({i} & 3) === 2) throw \"s\" + {x};"));
                self.line(&format!("    {target} = {}({y}, {i} + 1) + 1;", f.thrower));
            }
        }
        self.line("} catch (e) {");
        self.line(&format!(
            "    {target} = (e instanceof Error) ? e.message.length : (typeof e === \"string\" ? e.length : e);"
        ));
        self.line("}");
    }

    /// User code the trace calls behind its back: valueOf in arithmetic and comparisons,
    /// getters, a call that changes the record's shape or prototype (after which the loop
    /// reads it again), `in` and `typeof` on it.
    fn reentry(&mut self, f: &Fixtures) {
        let i = self.counter();
        let target = self.target();
        let x = self.number(1);
        let r = &f.record;
        match self.rng.below(5) {
            0 => self.line(&format!("{target} = ({} * 2) + {x};", f.boxed)),
            1 => self.line(&format!("{target} = ({} < {x}) ? {} + 1 : {x};", f.boxed, f.boxed)),
            2 => self.line(&format!("{target} = {}.x + {x};", f.getter)),
            3 => {
                self.line(&format!("{}({r}, {i});", f.mutator));
                self.line(&format!("{target} = ({r}.a ?? -1) + ({r}.b ?? -2) + ({r}.z ?? -3) + ({r}.q ?? -4);"));
            }
            _ => {
                self.line(&format!("{}({r}, {i});", f.mutator));
                self.line(&format!("{target} = (\"a\" in {r}) ? 1 : (typeof {r}.q === \"number\" ? {r}.q : 3);"));
            }
        }
    }
}
