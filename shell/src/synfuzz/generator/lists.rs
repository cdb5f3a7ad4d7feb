//! Long lists: labels, statements, declarations, parameters, arguments, functions, switch
//! cases, class members and destructuring patterns, n of each. These are what fill the
//! compiler's tables (registers, constants, scopes, jump targets) rather than its stack.

use super::{Context, Generator};
use crate::syntax::{Layer, Node};

impl Generator {
    /// `l1: l2: ... ln: statement`, the statement perhaps breaking to one of them.
    pub(super) fn many_labels(&mut self, n: usize, cx: &Context) -> Node {
        let labels: Vec<String> = (0..n).map(|_| self.fresh("l")).collect();
        let target = self.rng.pick(&labels).clone();
        let statement = match self.rng.below(3) {
            0 => format!("{{ break {target}; }}"),
            1 => format!("for (;;) {{ break {target}; }}"),
            _ => self.leaf_statement(cx),
        };
        let mut parts: Vec<Node> = labels.into_iter().map(|label| Node::text(format!("{label}: "))).collect();
        parts.push(Node::text(statement));
        Node::Seq(parts).wrap("", "\n")
    }

    /// Nested labeled blocks and loops; the innermost statements break and continue to
    /// labels at every depth.
    pub(super) fn labeled_jumps(&mut self, n: usize, cx: &Context) -> Node {
        let mut cx = cx.clone();
        let mut layers = Vec::with_capacity(n);
        for _ in 0..n {
            let label = self.fresh("l");
            if self.rng.chance(50) {
                layers.push(Layer::new(format!("{label}: {{ "), " }"));
                cx.labels.push((label, false));
            } else {
                let i = self.fresh("i");
                layers.push(Layer::new(format!("{label}: for (let {i} = 0; {i} < 1; {i}++) {{ "), " }"));
                cx.labels.push((label, true));
                cx.in_loop = true;
                cx.in_breakable = true;
            }
        }
        let jumps: Vec<String> = (0..1 + self.rng.below(4)).map(|_| self.leaf_statement(&cx)).collect();
        Node::nest(layers, Node::text(jumps.join(" "))).wrap("", "\n")
    }

    /// `n` simple statements.
    pub(super) fn many_statements(&mut self, n: usize, cx: &Context) -> Node {
        if self.rng.chance(50) {
            let statement = self.leaf_statement(&Context { labels: Vec::new(), ..cx.clone() });
            return Node::repeat(n, Node::text(format!("{statement}\n")));
        }
        let statements: Vec<Node> = (0..n).map(|_| Node::text(format!("{}\n", self.leaf_statement(cx)))).collect();
        Node::Seq(statements)
    }

    /// `var a1 = 0, a2 = 0, ...`, or `let` or `const` declarations one by one, at the top
    /// level or as the locals of a function (which then need as many registers).
    pub(super) fn declarations(&mut self, n: usize, cx: &Context) -> Node {
        let keyword = *self.rng.pick(&["var", "let", "const"]);
        let names: Vec<String> = (0..n).map(|_| self.fresh("a")).collect();
        let value = *self.rng.pick(&["0", "x", "o.b", "[]", "\"s\""]);
        let declarations = if self.rng.chance(50) {
            let list: Vec<String> = names.iter().map(|name| format!("{name} = {value}")).collect();
            Node::text(format!("{keyword} {};\n", list.join(", ")))
        } else {
            Node::Seq(names.iter().map(|name| Node::text(format!("{keyword} {name} = {value};\n"))).collect())
        };
        let uses = format!("x = {} + {};\n", names[0], names[n - 1]);
        let body = Node::Seq(vec![declarations, Node::text(uses)]);
        if self.rng.chance(50) || cx.module {
            let f = self.fresh("f");
            // A closure over one of them keeps the scope alive too.
            let closure = if self.rng.chance(30) { format!("return () => {};\n", names[n / 2]) } else { String::new() };
            return body.wrap(&format!("function {f}() {{\n"), &format!("{closure}}}\n{f}();\n"));
        }
        body.wrap("{\n", "}\n")
    }

    /// A function with `n` parameters (plain, with defaults, or destructured), called.
    pub(super) fn parameters(&mut self, n: usize, cx: &Context) -> Node {
        let names: Vec<String> = (0..n).map(|_| self.fresh("p")).collect();
        let style = self.rng.below(3);
        let parameters: Vec<String> = names
            .iter()
            .enumerate()
            .map(|(index, name)| match style {
                0 => name.clone(),
                1 => format!("{name} = {index}"),
                _ if index % 2 == 0 => format!("{{ b: {name} }} = o"),
                _ => format!("[{name}] = []"),
            })
            .collect();
        let f = self.fresh("f");
        let head = if self.rng.chance(30) {
            format!("const {f} = ({}) => {}", parameters.join(", "), names[n - 1])
        } else {
            format!("function {f}({}) {{ return {}; }}", parameters.join(", "), names[0])
        };
        let argument = self.term(cx);
        Node::text(format!("{head};\nx = {f}({argument});\n"))
    }

    /// A call with `n` arguments (or `new`, or spreads among them).
    pub(super) fn arguments(&mut self, n: usize, cx: &Context) -> Node {
        let callee = *self.rng.pick(&["o", "o.b", "new o", "o?.b", "Math.max", "[].push.call", "o`t`"]);
        let argument = if self.rng.chance(50) { self.term(cx) } else { "...[x]".to_string() };
        let list = if self.rng.chance(50) {
            Node::Seq(vec![Node::text(argument.clone()), Node::repeat(n - 1, Node::text(format!(", {argument}")))])
        } else {
            let mut items = vec![Node::text(self.term(cx))];
            items.extend((1..n).map(|_| Node::text(format!(", {}", self.term(cx)))));
            Node::Seq(items)
        };
        self.expression_statement(list.wrap(&format!("{callee}("), ")"))
    }

    /// `n` function declarations (of every kind), the last one called.
    pub(super) fn function_declarations(&mut self, n: usize, cx: &Context) -> Node {
        let kinds = ["function ", "function* ", "async function ", "async function* "];
        let mut names = Vec::with_capacity(n);
        let mut declarations = Vec::with_capacity(n + 1);
        for _ in 0..n {
            let name = self.fresh("f");
            let kind = *self.rng.pick(&kinds);
            let body = self.leaf_statement(&cx.function(kind.contains("async"), kind.contains('*')));
            declarations.push(Node::text(format!("{kind}{name}(a, b) {{ {body} }}\n")));
            names.push(name);
        }
        declarations.push(Node::text(format!("{}();\n", names[n - 1])));
        Node::Seq(declarations)
    }

    /// `switch` with `n` cases (constants, expressions, fallthrough, a default in the middle).
    pub(super) fn switch_cases(&mut self, n: usize, cx: &Context) -> Node {
        let inner = Context { in_breakable: true, ..cx.clone() };
        let default_at = self.rng.below(n + 1);
        let mut cases = Vec::with_capacity(n + 2);
        for index in 0..n {
            if index == default_at {
                cases.push(Node::text("default: x = 0;\n"));
            }
            let test = if self.rng.chance(70) { index.to_string() } else { self.term(cx) };
            let body = if self.rng.chance(50) { String::new() } else { self.leaf_statement(&inner) };
            cases.push(Node::text(format!("case {test}: {body}\n")));
        }
        let discriminant = *self.rng.pick(&["x", "n", "\"s\"", "o"]);
        let discriminant = if discriminant == "n" { (n / 2).to_string() } else { discriminant.to_string() };
        Node::Seq(cases).wrap(&format!("switch ({discriminant}) {{\n"), "}\n")
    }

    /// A class with `n` members: methods, accessors, fields, static and private members,
    /// generators and async methods, computed keys, static blocks.
    pub(super) fn class_members(&mut self, n: usize) -> Node {
        let mut members = Vec::with_capacity(n);
        for index in 0..n {
            let member = match self.rng.below(12) {
                0 => format!("m{index}() {{ return {index}; }}"),
                1 => format!("get g{index}() {{ return 1; }}"),
                2 => format!("set g{index}(v) {{}}"),
                3 => format!("f{index} = {index};"),
                4 => format!("static s{index} = x;"),
                5 => format!("#p{index} = 1;"),
                6 => format!("*gen{index}() {{ yield 1; }}"),
                7 => format!("async am{index}() {{ await 1; }}"),
                8 => format!("[\"c{index}\"]() {{}}"),
                9 => format!("static {{ x = {index}; }}"),
                10 => format!("#pm{index}() {{ return this.#pm{index}; }}"),
                _ => format!("static async *sg{index}() {{}}"),
            };
            members.push(Node::text(format!("  {member}\n")));
        }
        let c = self.fresh("C");
        Node::Seq(members).wrap(&format!("class {c} extends Object {{\n"), &format!("}}\nx = new {c}();\n"))
    }

    /// Destructuring: `n` names in one pattern, or patterns `n` deep, in a declaration, an
    /// assignment, or parameters.
    pub(super) fn destructuring(&mut self, n: usize) -> Node {
        if self.rng.chance(50) {
            // Long: [a1, , a2 = 1, ...] = [] or {b: a1, c: a2 = 1, ...} = o.
            let array = self.rng.chance(50);
            let names: Vec<String> = (0..n).map(|_| self.fresh("d")).collect();
            let items: Vec<String> = names
                .iter()
                .enumerate()
                .map(|(index, name)| match (array, index % 3) {
                    (true, 0) => name.clone(),
                    (true, 1) => format!(", {name} = 1"),
                    (true, _) => format!("{name} = x"),
                    (false, 0) => format!("b: {name}"),
                    (false, 1) => format!("c: {name} = 1"),
                    (false, _) => format!("[\"k{index}\"]: {name}"),
                })
                .collect();
            let pattern = if array { format!("[{}]", items.join(", ")) } else { format!("{{{}}}", items.join(", ")) };
            let source = if array { "[]" } else { "o" };
            return Node::text(format!("var {pattern} = {source};\n"));
        }
        // Deep: [[[a] = []] = []] = [] or {b: {b: {b: a}}} = o (o.b is o all the way down).
        let d = self.fresh("d");
        if self.rng.chance(50) {
            let pattern = Node::nest(vec![Layer::new("[", "] = []"); n - 1], Node::text(d.clone()));
            pattern.wrap("var [", "] = [];\n")
        } else {
            let pattern = Node::nest(vec![Layer::new("{b: ", "}"); n], Node::text(d.clone()));
            pattern.wrap("var ", " = o;\n")
        }
    }
}
