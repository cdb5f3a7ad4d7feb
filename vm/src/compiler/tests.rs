//! The compiler's scope decisions: which bindings live in registers, which in scope cells,
//! and which scopes get a cell at run time; and the line each loop is named by.

use boa_interner::Interner;
use boa_parser::{Parser, Source};

use super::analysis::Analyzer;
use super::scopes::{BindingKind, ScopeKind, ScopeTree, Special, Storage};

/// Analyses `source` as a script.
fn analyze(source: &str) -> (ScopeTree, Interner) {
    let mut interner = Interner::default();
    let (script, _) = Parser::new(Source::from_bytes(source)).parse_eval(false, &mut interner).expect("valid source");
    let mut analyzer = Analyzer::new(&mut interner);
    analyzer.script(script.statements().statements(), script.strict(), super::scopes::node_key(&script));
    let mut tree = std::mem::take(&mut analyzer.tree);
    tree.assign_slots();
    (tree, interner)
}

/// The storage of the only binding called `name` (panics if there are several).
fn storage_of(tree: &ScopeTree, interner: &Interner, name: &str) -> Storage {
    let sym = interner.get(name).expect("the name occurs in the source");
    let found: Vec<Storage> = tree
        .scopes
        .iter()
        .flat_map(|scope| scope.bindings.iter())
        .filter(|binding| binding.name == sym)
        .map(|binding| binding.storage)
        .collect();
    assert_eq!(found.len(), 1, "one binding named {name}");
    found[0]
}

fn is_register(storage: Storage) -> bool {
    storage == Storage::Unassigned
}

#[test]
fn bindings_no_closure_reaches_live_in_registers() {
    let (tree, interner) = analyze("function f(a) { var b = a; let c = b; for (let i = 0; i < c; i++) {} return c; }");
    for name in ["a", "b", "c", "i"] {
        assert!(is_register(storage_of(&tree, &interner, name)), "{name} lives in a register");
    }
    assert!(tree.scopes.iter().all(|scope| !scope.materialized), "no scope needs a cell");
}

#[test]
fn captured_bindings_live_in_scope_slots() {
    let (tree, interner) = analyze("function f() { let kept = 1, local = 2; var v = local; return () => kept++; }");
    assert_eq!(storage_of(&tree, &interner, "kept"), Storage::Slot(0));
    assert!(is_register(storage_of(&tree, &interner, "local")));
    assert!(is_register(storage_of(&tree, &interner, "v")));
    let function_scope = tree.functions[1].scope;
    assert!(tree.scopes[function_scope].materialized);
}

#[test]
fn top_level_declarations_are_globals() {
    let (tree, interner) = analyze("var g = 1; let l = 2; function h() { return g + l; }");
    assert_eq!(storage_of(&tree, &interner, "g"), Storage::Global);
    assert_eq!(storage_of(&tree, &interner, "l"), Storage::Global);
    assert_eq!(storage_of(&tree, &interner, "h"), Storage::Global);
}

#[test]
fn direct_eval_captures_everything_in_scope_and_makes_the_var_scope_dynamic() {
    let (tree, interner) = analyze("function f(p) { let x = 1; { let y = 2; eval('x + y'); } }");
    for name in ["p", "x", "y"] {
        assert!(matches!(storage_of(&tree, &interner, name), Storage::Slot(_)), "{name} is visible to eval");
    }
    let body = tree.functions[1].body_scope;
    assert!(tree.scopes[body].gains_eval_vars, "sloppy eval may add vars");
    // eval also sees `this`, `new.target` and the function.
    let scope = &tree.scopes[tree.functions[1].scope];
    let specials = scope.bindings.iter().filter(|b| matches!(b.kind, BindingKind::Special(_))).count();
    assert_eq!(specials, 3);
}

#[test]
fn strict_eval_does_not_make_the_var_scope_dynamic() {
    let (tree, _) = analyze("function f() { 'use strict'; var x; eval('x'); }");
    assert!(!tree.scopes[tree.functions[1].body_scope].gains_eval_vars);
}

#[test]
fn names_inside_with_are_dynamic_and_capture_what_they_may_reach() {
    let (tree, interner) = analyze("function f(o) { var hidden = 1; with (o) { hidden; } }");
    assert!(matches!(storage_of(&tree, &interner, "hidden"), Storage::Slot(_)));
    let with = tree.scopes.iter().find(|s| s.kind == ScopeKind::With).expect("a with scope");
    assert!(with.materialized);
}

#[test]
fn sloppy_arguments_map_parameters_into_slots() {
    let (tree, interner) = analyze("function f(a, b) { return [arguments, arguments[0]]; }");
    assert!(matches!(storage_of(&tree, &interner, "a"), Storage::Slot(_)));
    assert!(matches!(storage_of(&tree, &interner, "b"), Storage::Slot(_)));
    let (tree, interner) = analyze("function f(a, b) { 'use strict'; return arguments; }");
    assert!(is_register(storage_of(&tree, &interner, "a")), "strict arguments do not alias parameters");
    // With no object made, the elements are read from the parameters' registers.
    let (tree, interner) = analyze("function f(a, b) { return arguments[0]; }");
    assert!(is_register(storage_of(&tree, &interner, "a")));
    assert_eq!(storage_of(&tree, &interner, "arguments"), Storage::LazyArguments);
}

#[test]
fn arrows_capture_the_this_of_their_function() {
    let (tree, interner) = analyze("function f() { return () => this; } function g() { return this; }");
    let this = interner.get("this").map_or(boa_interner::Sym::THIS, |s| s);
    let f_scope = &tree.scopes[tree.functions[1].scope];
    let binding = f_scope.bindings.iter().find(|b| b.name == this).expect("f's this is a binding");
    assert_eq!(binding.kind, BindingKind::Special(Special::This));
    assert!(binding.captured);
    let g = tree.functions.iter().rposition(|f| f.uses_this).expect("g uses this");
    assert!(tree.scopes[tree.functions[g].scope].bindings.is_empty(), "g reads its own this register");
}

#[test]
fn per_iteration_bindings_get_a_cell_only_when_captured() {
    let (tree, _) = analyze("function f() { for (let i = 0; i < 3; i++) {} }");
    assert!(tree.scopes.iter().all(|s| !s.materialized));
    let (tree, _) = analyze("function f() { var a = []; for (let i = 0; i < 3; i++) a.push(() => i); }");
    assert!(tree.scopes.iter().any(|s| s.kind == ScopeKind::Block && s.materialized));
}

#[test]
fn class_private_names_live_in_the_class_scope() {
    let (tree, interner) = analyze("class C { #x = 1; get() { return this.#x; } }");
    assert!(matches!(storage_of(&tree, &interner, "#x"), Storage::Slot(_)));
    let class = tree.scopes.iter().find(|s| s.kind == ScopeKind::Class).expect("a class scope");
    assert!(class.materialized);
}

#[test]
fn eval_in_parameter_expressions_declares_into_the_parameter_scope() {
    let (tree, _) = analyze("function f(a = eval('var v'), b = v) { var w; }");
    let function = &tree.functions[1];
    assert!(!function.has_simple_parameters);
    assert!(tree.scopes[function.scope].gains_eval_vars, "the parameters' scope takes the eval's vars");
    assert!(tree.scopes[function.scope].materialized);
}

#[test]
fn annex_b_skips_block_functions_a_var_would_make_an_error() {
    // Only the outer block's f becomes a var of the function; the inner one, under the
    // outer's lexical f, and g, under a let, stay block-scoped.
    let (tree, interner) = analyze(
        "function h(p) { { function f() {} { function f() {} } } { let g; { function g() {} } } { function p() {} } }",
    );
    let body = tree.functions[1].body_scope;
    let var_names: Vec<&str> = tree.scopes[body]
        .bindings
        .iter()
        .filter(|b| b.kind == BindingKind::Var)
        .map(|b| interner.resolve_expect(b.name).utf8().expect("ASCII"))
        .collect();
    assert_eq!(var_names, ["f"]);
    assert_eq!(tree.annex_b_functions.len(), 1);
}

#[test]
fn each_loop_hint_is_at_its_loop_line() {
    let source = "var a = [1], o = {p: 1}, n = 0;\n\
        while (n < 1) n++;\n\
        do {\n\
          n++;\n\
        } while (n < 2);\n\
        for (var i = 0; i < 1; i++) {}\n\
        for (const x of a) {}\n\
        for (const k in o) {}\n\
        for (;;) {\n\
          if (n) break;\n\
        }\n";
    let mut vm = crate::Vm::new(crate::VmOptions::default()).expect("a VM");
    let executable = vm.compile_script(source, "loops.js").expect("compiles");
    let code = executable.code();
    let hints: Vec<String> = (code.instructions.iter().enumerate())
        .filter(|(_, instruction)| matches!(instruction, crate::bytecode::Instruction::LoopHint { .. }))
        .map(|(pc, _)| code.file_line(pc as u32))
        .collect();
    // A do-while is named by its `while`, a `for (;;)` by the first statement of its body.
    assert_eq!(hints, ["loops.js:2", "loops.js:5", "loops.js:6", "loops.js:7", "loops.js:8", "loops.js:10"]);
}

#[test]
fn a_syntax_error_shows_its_line_with_a_caret() {
    use super::SyntaxError;
    let error = SyntaxError::at("Unexpected token", 3, 9).in_source("a;\r\nb;\n  let x = ;\nc;");
    assert_eq!(error.source_line.as_deref(), Some("  let x = ;"));
    assert_eq!(error.report("f.js"), "f.js:3:9: SyntaxError: Unexpected token\n      let x = ;\n            ^");
    // Tabs stay tabs under the text; a column past the end points just after it.
    assert_eq!(super::excerpt("\tx +", 5), "    \tx +\n    \t   ^");
    // A long line is shown around the column.
    let long = format!("{}){}", "a".repeat(200), "b".repeat(200));
    let shown = super::excerpt(&long, 201);
    let (line, caret) = shown.split_once('\n').expect("two lines");
    assert!(line.starts_with("    ...") && line.ends_with("..."), "{line}");
    assert_eq!(line.find(')'), caret.find('^'));
    // No line, no excerpt.
    assert_eq!(SyntaxError::at("x", 9, 1).in_source("one line").excerpt(), None);
}

/// What `what` says of each function declared at the top of `source`, by name.
fn of_each_function<T>(source: &str, what: impl Fn(&crate::bytecode::CodeBlock) -> T) -> Vec<(String, T)> {
    let mut vm = crate::Vm::new(crate::VmOptions::default()).expect("a VM");
    let executable = vm.compile_script(source, "functions.js").expect("compiles");
    let code = executable.code();
    (0..code.constants.len() as u32)
        .filter_map(|index| crate::runtime::executable::ExecutableRef::from_value(code.constant(index)))
        .map(|function| (function.code().name.clone(), what(function.code())))
        .collect()
}

/// The entry of each function declared at the top of `source`, by name.
fn call_entries(source: &str) -> Vec<(String, crate::bytecode::code_block::CallEntry)> {
    of_each_function(source, |code| code.call_entry)
}

#[test]
fn functions_that_only_read_arguments_by_index_make_no_object() {
    let makes_object = of_each_function(
        "function length() { return arguments.length; }\n\
         function index(i) { return arguments[i] + arguments[0]; }\n\
         function strict(a) { 'use strict'; a = 1; return arguments[0]; }\n\
         function value() { return arguments; }\n\
         function callee() { return arguments[0](); }\n\
         function deleted() { delete arguments[0]; }\n\
         function written() { arguments[0] = 1; }\n\
         function named() { return arguments.callee; }\n\
         function arrow() { return () => arguments[0]; }\n\
         function evals() { eval(''); return arguments[0]; }\n\
         function captured(a) { return [() => a, arguments[0]]; }\n\
         function strictCaptured(a) { 'use strict'; return [() => a, arguments[0]]; }\n\
         function* generator() { yield arguments[0]; }",
        |code| code.instructions.iter().any(|i| matches!(i, crate::bytecode::Instruction::CreateArguments { .. })),
    );
    let makes = |name: &str| makes_object.iter().find(|(n, _)| n == name).map(|(_, makes)| *makes);
    for name in ["length", "index", "strict", "strictCaptured"] {
        assert_eq!(makes(name), Some(false), "{name} reads its frame");
    }
    for name in ["value", "callee", "deleted", "written", "named", "arrow", "evals", "captured", "generator"] {
        assert_eq!(makes(name), Some(true), "{name} needs the object");
    }
}

#[test]
fn only_sloppy_functions_that_read_this_convert_it() {
    use crate::bytecode::code_block::CallEntry;
    let entries = call_entries(
        "function plain(a, b) { return a + b; }\n\
         function reads() { return this; }\n\
         function arrow() { return () => this; }\n\
         function evals() { return eval('1'); }\n\
         function inner() { return function () { return this; }; }\n\
         var o = { method() { return super.x; } };\n\
         function strict() { 'use strict'; return this; }\n\
         class C { constructor() {} }",
    );
    let entry = |name: &str| entries.iter().find(|(n, _)| n == name).map(|(_, entry)| *entry);
    assert_eq!(entry("plain"), Some(CallEntry::ThisAsGiven), "never reads this");
    assert_eq!(entry("reads"), Some(CallEntry::SloppyThis));
    assert_eq!(entry("arrow"), Some(CallEntry::SloppyThis), "an arrow reads its this");
    assert_eq!(entry("evals"), Some(CallEntry::SloppyThis), "eval may read it");
    assert_eq!(entry("inner"), Some(CallEntry::ThisAsGiven), "the nested function has its own");
    assert_eq!(entry("method"), Some(CallEntry::SloppyThis), "super reads this");
    assert_eq!(entry("strict"), Some(CallEntry::ThisAsGiven));
    assert_eq!(entry("C"), Some(CallEntry::Other), "a class constructor throws when called");
}

#[test]
fn every_code_block_ends_with_an_instruction_that_does_not_go_on() {
    let mut vm = crate::Vm::new(crate::VmOptions::default()).expect("a VM");
    for source in
        ["", "1", "if (x) y();", "async function f() { await 1; }", "function* g() { yield 1; }", "for (;;) {}"]
    {
        let executable = vm.compile_script(source, "ends.js").expect("compiles");
        let code = executable.code();
        assert!(code.instructions.last().is_some_and(crate::bytecode::Instruction::ends_flow), "{source:?}");
    }
}

#[test]
fn calls_of_up_to_three_arguments_name_their_registers_unless_a_window_is_needed() {
    use crate::bytecode::Instruction;
    let uses_registers = of_each_function(
        "function plain(f, x) { return f(x, 1) + 0; }\n\
         function method(o, x) { return o.m(x, x, x) + 0; }\n\
         function four(f) { return f(1, 2, 3, 4) + 0; }\n\
         function spread(f, a) { return f(...a) + 0; }\n\
         function tail(f, x) { 'use strict'; return f(x); }\n\
         function evals(x) { return eval(x) + 0; }\n\
         function sloppyWith(o) { with (o) { return g(1) + 0; } }",
        |code| {
            let with_registers = code.instructions.iter().any(|i| matches!(i, Instruction::CallWithRegisters { .. }));
            let window = code.instructions.iter().any(|i| {
                matches!(i, Instruction::Call { .. } | Instruction::TailCall { .. } | Instruction::CallSpread { .. })
            });
            (with_registers, window)
        },
    );
    let form = |name: &str| uses_registers.iter().find(|(n, _)| n == name).map(|(_, form)| *form);
    assert_eq!(form("plain"), Some((true, false)));
    assert_eq!(form("method"), Some((true, false)));
    for name in ["four", "spread", "tail", "sloppyWith"] {
        assert_eq!(form(name), Some((false, true)), "{name} keeps its window");
    }
    assert_eq!(form("evals"), Some((false, false)), "a direct eval has an instruction of its own");
}

#[test]
fn a_function_whose_call_caches_outgrow_sixteen_bits_calls_through_windows_past_them() {
    use crate::bytecode::Instruction;
    // 70,000 call sites: the first 65,536 caches fit the instruction's 16-bit slot.
    let body = "g(x, 1);".repeat(70_000);
    let source = format!("function many(g, x) {{ {body} }}");
    let forms = of_each_function(&source, |code| {
        let count = |f: fn(&Instruction) -> bool| code.instructions.iter().filter(|i| f(i)).count();
        (
            count(|i| matches!(i, Instruction::CallWithRegisters { .. })),
            count(|i| matches!(i, Instruction::Call { .. })),
        )
    });
    assert_eq!(forms, [("many".to_string(), (65_536, 70_000 - 65_536))]);
    // (JSTests/stress/call-with-argument-registers.js runs such a function.)
}

#[test]
fn a_comma_after_an_assignment_patterns_rest_element_is_an_early_error() {
    let mut vm = crate::Vm::new(crate::VmOptions::default()).expect("a VM");
    for source in ["({...a,} = {})", "[{...a.b /* } */ ,}] = []", "function f() { for ({...a,} of []); }"] {
        let error = vm.compile_script(source, "rest.js").err();
        assert!(matches!(error, Some(super::CompileError::Syntax(_))), "{source}");
    }
    for source in ["({...a} = {})", "({...a[0]} = {})", "x = {...a, }"] {
        assert!(vm.compile_script(source, "rest.js").is_ok(), "{source}");
    }
}
