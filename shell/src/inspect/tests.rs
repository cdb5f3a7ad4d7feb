//! The inspector on values made by scripts; the expected texts are node 20's. The
//! golden files in JSTests/inspect cover the kinds of values; these cover the rules that
//! are easy to get subtly wrong: cycles, where lines break, column grouping, the nesting
//! bound, and that no JavaScript runs.

use vm::{JSValue, Vm, VmOptions};

use super::{Compact, InspectOptions, format_log_args, inspect};

/// A VM with the standard library, and the completion value of `source` in it.
fn run(source: &str) -> (Vm, JSValue) {
    let mut vm = Vm::new(VmOptions::default()).expect("a VM");
    builtins::install(&mut vm).expect("the standard library");
    let executable = vm.compile_script(source, "test.js").expect("a script");
    let value = vm.run_script(executable).expect("no exception");
    (vm, value)
}

fn show_with(source: &str, options: &InspectOptions) -> String {
    let (mut vm, value) = run(source);
    inspect(&mut vm, value, options).expect("inspected")
}

fn show(source: &str) -> String {
    show_with(source, &InspectOptions::default())
}

const UNLIMITED: InspectOptions = InspectOptions {
    depth: None,
    show_hidden: false,
    show_proxy: false,
    max_array_length: Some(100),
    max_string_length: Some(10_000),
    break_length: 80,
    compact: Compact::Levels(3),
    sorted: false,
};

#[test]
fn cycles_are_numbered_by_first_sight() {
    assert_eq!(show("const c = {}; c.self = c; c"), "<ref *1> { self: [Circular *1] }");
    assert_eq!(show("const a = [1]; a.push(a); a"), "<ref *1> [ 1, [Circular *1] ]");
    assert_eq!(show("const m = new Map(); m.set('self', m); m"), "<ref *1> Map(1) { 'self' => [Circular *1] }");
    assert_eq!(
        show("const c = {a: {}}; c.a.b = c; c.a.c = c.a; c"),
        "<ref *1> { a: <ref *2> { b: [Circular *1], c: [Circular *2] } }"
    );
    // An object keeps its number after it is left: met again elsewhere, it is shown in
    // full with its reference.
    assert_eq!(
        show("const o = {}; const p = {o}; o.p = p; [o, p]"),
        "[\n  <ref *1> { p: { o: [Circular *1] } },\n  <ref *2> { o: <ref *1> { p: [Circular *2] } }\n]"
    );
    // Shared but not circular: shown twice, unnumbered.
    assert_eq!(show("const s = {}; [s, s]"), "[ {}, {} ]");
}

#[test]
fn an_object_stays_on_one_line_while_it_fits_in_80_columns() {
    // 12 columns of braces and slack, one per entry, then the entries: 80 at most.
    let a62 = "a".repeat(62);
    assert_eq!(show(&format!("({{a: '{a62}'}})")), format!("{{ a: '{a62}' }}"));
    let a63 = "a".repeat(63);
    assert_eq!(show(&format!("({{a: '{a63}'}})")), format!("{{\n  a: '{a63}'\n}}"));
    // Narrower breaks sooner.
    let narrow = InspectOptions { break_length: 30, ..InspectOptions::default() };
    assert_eq!(show_with("({a: 1, b: 2})", &narrow), "{ a: 1, b: 2 }");
    assert_eq!(show_with("({abcdefghij: 1, b: 2})", &narrow), "{\n  abcdefghij: 1,\n  b: 2\n}");
}

#[test]
fn only_the_three_innermost_levels_share_a_line() {
    assert_eq!(show("({a: {b: {c: {}}}})"), "{ a: { b: { c: {} } } }");
    assert_eq!(show_with("({a: {b: {c: {d: 1}}}})", &UNLIMITED), "{\n  a: { b: { c: { d: 1 } } }\n}");
    assert_eq!(
        show_with("[[1, [2, [3, [4]]]], 5]", &UNLIMITED),
        "[\n  [\n    1,\n    [ 2, [ 3, [ 4 ] ] ]\n  ],\n  5\n]"
    );
    // compact: false puts every entry on a line of its own; compact: true runs them on.
    let never = InspectOptions { compact: Compact::Levels(0), ..InspectOptions::default() };
    assert_eq!(show_with("({a: 1})", &never), "{\n  a: 1\n}");
    let legacy = InspectOptions { compact: Compact::Legacy, ..InspectOptions::default() };
    assert_eq!(show_with("({a: 1, b: {c: 2}})", &legacy), "{ a: 1, b: { c: 2 } }");
}

#[test]
fn long_arrays_of_short_items_are_grouped_in_columns() {
    assert_eq!(
        show("Array.from({length: 26}, (_, i) => i * 3)"),
        "[\n   0,  3,  6,  9, 12, 15, 18, 21,\n  24, 27, 30, 33, 36, 39, 42, 45,\n  48, 51, 54, 57, 60, 63, 66, 69,\n  72, 75\n]"
    );
    // Strings are aligned left.
    assert_eq!(
        show("['a', 'bb', 'ccc', 'dddd', 'eeeee', 'f', 'gg']"),
        "[\n  'a',     'bb',\n  'ccc',   'dddd',\n  'eeeee', 'f',\n  'gg'\n]"
    );
    // Six entries or fewer are never grouped.
    assert_eq!(show("[1, 2, 3, 4, 5, 6]"), "[ 1, 2, 3, 4, 5, 6 ]");
}

#[test]
fn nesting_is_bounded_by_the_stack_even_without_a_depth_limit() {
    // On a test thread's 2 MiB stack: the inspection stops before it uses more than 1 MiB.
    let interrupted = "[Object: Inspection interrupted prematurely. Maximum call stack size exceeded.]";
    let inspected = show_with("let d = {}; for (let i = 0; i < 100000; i++) d = {d}; d", &UNLIMITED);
    assert!(inspected.contains(interrupted));
    assert!(inspected.matches("d: ").count() > 50);
    // A chain of proxies shown as proxies.
    let proxies = InspectOptions { show_proxy: true, ..UNLIMITED };
    let inspected = show_with("let p = {}; for (let i = 0; i < 100000; i++) p = new Proxy(p, {}); p", &proxies);
    assert!(inspected.contains("[Proxy: Inspection interrupted prematurely. Maximum call stack size exceeded.]"));
    // A long chain of prototypes without constructors.
    let inspected =
        show_with("let o = Object.create(null); for (let i = 0; i < 100000; i++) o = Object.create(o); o", &UNLIMITED);
    assert!(inspected.contains("<Complex prototype>"));
}

#[test]
fn inspecting_runs_no_javascript() {
    let source = "globalThis.calls = 0;
        const trap = () => { calls++; throw new Error('trap'); };
        const handler = { get: trap, ownKeys: trap, getOwnPropertyDescriptor: trap, getPrototypeOf: trap, has: trap };
        [{ get g() { calls++; return 1; } }, new Proxy({ a: 1 }, handler), { toString: trap, valueOf: trap }]";
    let (mut vm, value) = run(source);
    let text = inspect(&mut vm, value, &InspectOptions::default()).expect("inspected");
    assert_eq!(
        text,
        "[\n  { g: [Getter] },\n  { a: 1 },\n  { toString: [Function: trap], valueOf: [Function: trap] }\n]"
    );
    let executable = vm.compile_script("calls", "check.js").expect("a script");
    assert_eq!(vm.run_script(executable).expect("no exception"), JSValue::from_i32(0));
}

#[test]
fn log_arguments_honour_directives() {
    let (mut vm, value) = run("['%s=%d %j %% %c|%i %o', 'x', '42', [1], 'color: red', '12px', [1]]");
    let array = vm::ObjectRef::from_value(value).expect("an array");
    let args: Vec<JSValue> =
        (0..vm.array_length(array)).map(|index| vm.get_own_index(array, index).expect("an element").0).collect();
    let text = format_log_args(&mut vm, &args).expect("formatted");
    assert_eq!(text, "x=42 [1] % |12 [ 1, [length]: 1 ]");
    // No first string: every argument inspected, strings as they are.
    let (mut vm, value) = run("'two words'");
    let text = format_log_args(&mut vm, &[JSValue::from_i32(1), value, JSValue::UNDEFINED]).expect("formatted");
    assert_eq!(text, "1 two words undefined");
}
