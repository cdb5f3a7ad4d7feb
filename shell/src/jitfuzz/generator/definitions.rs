//! The call-out family of definitions: what a loop body makes and the trace has the
//! interpreter make for it (`vm/src/interpreter/run_for_trace.rs`): object literals with
//! accessors, methods, computed keys and spread; classes with fields and static methods
//! made anew each iteration; private fields, methods and brand checks (a read of an object
//! without them throws on some iterations); calls and `new` with spread arguments, of JS
//! functions, natives and the thrower.

use super::Generator;
use super::callouts::Fixtures;

impl Generator {
    /// A statement of the definitions family, in a loop body of a function with fixtures.
    pub(super) fn definition(&mut self, f: &Fixtures) {
        let i = self.counter();
        let target = self.target();
        let (x, y) = (self.number(1), self.number(1));
        let o = self.fresh("d");
        match self.rng.below(7) {
            0 => {
                self.line("{");
                self.line(&format!(
                    "    const {o} = {{ h: {x}, get g() {{ return this.h * 2; }}, set g(v) {{ this.h = v | 0; }}, m(a) {{ return a + this.h; }} }};"
                ));
                self.line(&format!("    if (({i} & 3) === 1) {o}.g = {y};"));
                self.line(&format!("    {target} = {o}.g + {o}.m({i});"));
                self.line("}");
            }
            1 => {
                let class = self.fresh("L");
                self.line("{");
                self.line(&format!(
                    "    class {class} {{ f = {y}; constructor(a) {{ this.a = a; }} get s() {{ return this.a + this.f; }} static k(a) {{ return new {class}(a).s; }} }}"
                ));
                self.line(&format!("    {target} = {class}.k({x});"));
                self.line("}");
            }
            2 => {
                let (pc, record) = (&f.private_instance, &f.record);
                self.line(&format!(
                    "{target} = {pc}.add({x}) + ({}.has(({i} & 1) ? {pc} : {record}) ? 1 : 0);",
                    f.private_class
                ));
            }
            3 => {
                // A private method called on an object without it on some iterations.
                let (pc, record) = (&f.private_instance, &f.record);
                self.line("try {");
                self.line(&format!(
                    "    {target} = {}.prototype.add.call(({i} % 11) === 4 ? {record} : {pc}, {y});",
                    f.private_class
                ));
                self.line("} catch (e) {");
                self.line(&format!("    {target} = e instanceof TypeError ? -7 : -8;"));
                self.line("}");
            }
            4 => {
                let l = &f.list;
                match self.rng.below(3) {
                    0 => self.line(&format!("{target} = Math.max(...{l}, {x});")),
                    1 => self.line(&format!("{target} = [...{l}, {x}].length + [{y}, ...{l}][0];")),
                    _ => {
                        self.line("try {");
                        self.line(&format!("    {target} = {}(...[{x}, {i}]);", f.thrower));
                        self.line("} catch (e) {");
                        self.line(&format!("    {target} = typeof e === \"number\" ? e : -9;"));
                        self.line("}");
                    }
                }
            }
            5 => self.line(&format!("{target} = new {}(...[{x}, {y}]).sum();", f.constructor)),
            _ => {
                // Spread of the record (whose shape and prototype change) and a computed key.
                self.line("{");
                self.line(&format!(
                    "    const {o} = {{ ...{}, [{}.charAt({i} & 3)]: {x}, z: {y} }};",
                    f.record, f.text
                ));
                self.line(&format!("    {target} = Object.keys({o}).length * 10 + ({o}.a ?? 0) + {o}.z;"));
                self.line("}");
            }
        }
    }
}
