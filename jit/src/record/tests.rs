//! The recorder on small programs, run in this process with the standard library and
//! the JIT installed at threshold 1 (`testing::run`): the traces it makes, what their IR
//! holds, and why it aborts.

use vm::JSValue;
use vm::tier::TraceExit;

use crate::testing::run;

#[test]
fn an_int32_loop_is_one_trace_of_guarded_int32_arithmetic() {
    let run = run("function f(n) { var s = 0; for (var i = 0; i < n; i++) s = s + i; return s; } f(100)", 1);
    assert_eq!(run.value, JSValue::from_i32(4950));
    let statistics = run.statistics();
    assert_eq!((statistics.traces_compiled, statistics.aborts.len()), (1, 0), "{statistics:?}");
    // s, i and n read once each at entry, as int32s; the test and the additions guarded,
    // in the pre-roll and in the loop (`opt/peel.rs`).
    assert_eq!(run.count(0, "int32  sload"), 3);
    assert_eq!(run.count(0, "none   gint     lt"), 2);
    assert_eq!(run.count(0, "int32  addov"), 4);
    // The loop ran in the trace until `i < n` failed: one exit, at that guard.
    let exits = run.exits.borrow();
    assert_eq!(exits.len(), 1);
    assert!(run.guard_of(0, exits[0].snapshot).starts_with("none   gint     lt"));
}

#[test]
fn a_register_that_turns_into_a_double_is_read_as_a_double_in_the_next_recording() {
    // x is an int32 when each iteration starts (the interpreter keeps integral doubles as
    // int32s) and a double in the trace, which would fail its entry guard every time.
    let source =
        "function f(n) { var x = 0; for (var i = 0; i < n; i++) { x = x + 0.5; x = x + 0.5; } return x; } f(100)";
    let run = run(source, 1);
    assert_eq!(run.value, JSValue::from_i32(100));
    let statistics = run.statistics();
    assert_eq!(statistics.aborts, [("type-unstable loop".to_string(), 1)]);
    assert_eq!(statistics.traces_compiled, 1);
    assert!(run.has(0, "double sload"), "{:#?}", run.ir(0));
    assert!(run.has(0, "double fadd"));
}

#[test]
fn an_add_that_overflows_exits_and_the_loop_is_recorded_again_with_doubles() {
    let source = "function f(n) { var s = 2147483600; for (var i = 0; i < n; i++) s = s + 1; return s; } f(100)";
    let run = run(source, 1);
    assert_eq!(run.value, JSValue::from_number(2147483700.0));
    // The first trace exits at the overflow, then at its entry (s is a double now) until
    // it is stale; the second reads s as a double.
    assert!(run.has(0, "int32  addov    0004"), "{:#?}", run.ir(0));
    let exits = run.exits.borrow();
    assert!(run.guard_of(0, exits[0].snapshot).starts_with("int32  addov"));
    let statistics = run.statistics();
    assert_eq!(statistics.aborts, [("stale trace".to_string(), 1)]);
    assert_eq!(statistics.traces_compiled, 2);
    assert!(run.has(1, "double sload") && run.has(1, "double fadd"), "{:#?}", run.ir(1));
}

#[test]
fn a_call_is_inlined_behind_a_guard_on_the_callee() {
    let source = "function f(n) { function add(a, b) { return a + b; } \
                  var s = 0; for (var i = 0; i < n; i++) s = add(s, i); return s; } f(100)";
    let run = run(source, 1);
    assert_eq!(run.value, JSValue::from_i32(4950));
    assert_eq!(run.statistics().traces_compiled, 1);
    let jit = run.jit.borrow();
    let trace = &jit.traces[0];
    // The guard compares the callee with the function the recording saw, which the
    // snapshots inside the call name as their frame's function.
    let callee = trace.ir.iter().find_map(|ins| match ins.op {
        crate::ir::Op::GuardBits { bits, expect: true, .. } => Some(bits),
        _ => None,
    });
    let callee = callee.expect("a guard on the callee");
    let frames: Vec<_> = trace.snapshots.iter().flat_map(|s| &s.frames).collect();
    assert!(!frames.is_empty() && frames.iter().all(|frame| frame.function == callee));
}

#[test]
fn an_exit_inside_an_inlined_call_rebuilds_its_frame() {
    let source = "function f(n) { function add(a, b) { return a + b; } \
                  var s = 2147483000; for (var i = 0; i < n; i++) s = add(s, i); return s; } f(100)";
    let run = run(source, 1);
    assert_eq!(run.value, JSValue::from_number(2147487950.0));
    let exits = run.exits.borrow();
    let exit = exits.iter().find(|exit| exit.resumed == TraceExit::Reload).expect("an exit in the callee");
    let jit = run.jit.borrow();
    let snapshot = &jit.traces[exit.trace as usize].snapshots[exit.snapshot as usize];
    assert_eq!(snapshot.frames.len(), 1);
    assert!(run.guard_of(exit.trace as usize, exit.snapshot).starts_with("int32  addov"));
}

#[test]
fn a_property_load_guards_the_structure_and_loads_the_slot() {
    let run = run("function f(o) { var s = 0; for (var i = 0; i < 200; i++) s = s + o.x; return s; } f({x: 2})", 1);
    assert_eq!(run.value, JSValue::from_i32(400));
    assert!(run.has(0, "none   gcell"));
    assert!(run.has(0, "none   gstruct"));
    assert!(run.has(0, "value  fload    0004 16"), "{:#?}", run.ir(0));
    assert!(run.has(0, "int32  unbox"));
}

#[test]
fn a_branch_becomes_a_guard_on_the_direction_recorded() {
    let source = "function f(n) { var s = 0; \
                  for (var i = 0; i < n; i++) { if (i > 60) s = s + 2; else s = s + 1; } return s; } f(100)";
    let run = run(source, 1);
    assert_eq!(run.value, JSValue::from_i32(61 + 39 * 2));
    assert!(run.has(0, "none   gint     gt 0001 0004 false"), "{:#?}", run.ir(0));
    // From i = 61 on, every entry exits there, to the other arm.
    let exits = run.exits.borrow();
    let at_branch = exits.iter().filter(|exit| run.guard_of(0, exit.snapshot).contains("gint     gt")).count();
    assert!(at_branch > 0, "{} exits, none at the branch", exits.len());
}

#[test]
fn an_untraced_bytecode_aborts_with_its_reason() {
    let run = run(
        "function f(n) { var s = 0; for (var i = 0; i < n; i++) { eval(...['']); s = s + i; } return s; } f(100)",
        1,
    );
    assert_eq!(run.value, JSValue::from_i32(4950));
    let statistics = run.statistics();
    assert_eq!(statistics.traces_compiled, 0);
    assert!(
        statistics.aborts.iter().all(|(reason, _)| reason == "not traced: CallEval (a direct eval)"),
        "{statistics:?}"
    );
    assert!(!statistics.aborts.is_empty());
}

#[test]
fn an_instruction_the_recorder_does_not_compute_is_run_by_the_interpreter() {
    // `**`, and `+` of a string: each becomes a call out, after which the register it
    // wrote is read back and guarded to its type.
    let run = run(
        "function f(n) { var s = 0, t = ''; for (var i = 0; i < n; i++) { s = s + i ** 2; t = t + 'x'; } \
         return s + t.length; } f(100)",
        1,
    );
    assert_eq!(run.value, JSValue::from_i32(328350 + 100));
    let statistics = run.statistics();
    assert_eq!(statistics.traces_compiled, 1, "{statistics:?}");
    // (In the pre-roll and in the loop.)
    assert_eq!(run.count(0, "value  callout"), 4, "{:#?}", run.ir(0));
    assert!(run.has(0, "value  rslot"), "{:#?}", run.ir(0));
    assert!(run.has(0, "none   gnoexc"), "{:#?}", run.ir(0));
}

#[test]
fn a_new_of_a_bytecode_constructor_is_inlined_with_this_allocated_in_the_trace() {
    let source = "function f(n) { function P(x) { this.x = x; } \
                  var s = 0; for (var i = 0; i < n; i++) s = s + new P(i).x; return s; } f(100)";
    let run = run(source, 1);
    assert_eq!(run.value, JSValue::from_i32(4950));
    assert_eq!(run.statistics().traces_compiled, 1);
    assert!(run.has(0, "value  alloc"), "{:#?}", run.ir(0));
    assert!(run.has(0, "none   sstore"), "{:#?}", run.ir(0));
    assert!(!run.has(0, "value  callout"), "{:#?}", run.ir(0));
    let jit = run.jit.borrow();
    let frames: Vec<_> = jit.traces[0].snapshots.iter().flat_map(|s| &s.frames).collect();
    assert!(!frames.is_empty() && frames.iter().all(|frame| frame.construct));
}

#[test]
fn an_exit_inside_an_inlined_constructor_rebuilds_a_construct_frame() {
    // The addition overflows from i = 648 on: the exit resumes in the constructor, whose
    // return (undefined) the interpreter turns into `this`.
    let source = "function f(n) { function P(x) { this.x = x + 2147483000; } \
                  var s = 0; for (var i = 0; i < n; i++) s = s + new P(i).x; return s; } f(1000)";
    let run = run(source, 1);
    let expected: f64 = (0..1000).map(|i| i as f64 + 2147483000.0).sum();
    assert_eq!(run.value, JSValue::from_number(expected));
    let exits = run.exits.borrow();
    let exit = exits.iter().find(|exit| exit.resumed == TraceExit::Reload).expect("an exit in the constructor");
    let jit = run.jit.borrow();
    let snapshot = &jit.traces[exit.trace as usize].snapshots[exit.snapshot as usize];
    assert!(snapshot.frames.len() == 1 && snapshot.frames[0].construct);
}

#[test]
fn a_for_of_over_a_set_calls_the_iterators_step_with_a_narrow_effect_and_exits_at_the_end() {
    let source = "function f(n) { var set = new Set(); for (var i = 0; i < n; i++) set.add(i); \
                  var s = 0; for (var v of set) s = s + v; return s; } f(100)";
    let run = run(source, 1);
    assert_eq!(run.value, JSValue::from_i32(4950));
    let statistics = run.statistics();
    assert_eq!((statistics.traces_compiled, statistics.aborts.len()), (2, 0), "{statistics:?}");
    // The for-of's trace: the iterator's type and `next` guarded, one call out that may
    // throw but runs no JavaScript, and the exit when it says the iteration is over.
    let trace = 1;
    assert!(
        run.has(trace, &format!("none   gjstype  0001 {:#x}", vm::cell::JSType::SetIterator as u8)),
        "{:#?}",
        run.ir(trace)
    );
    assert_eq!(run.count(trace, "value  callout  0 Throws"), 1, "{:#?}", run.ir(trace));
    assert!(
        run.has(trace, &format!("none   gbits    0007 {:#x} false", vm::tier::FOR_OF_STEP_EXIT)),
        "{:#?}",
        run.ir(trace)
    );
    // It ran every step but the last in the trace: one exit, when the iteration ended.
    let exits = run.exits.borrow();
    assert_eq!(exits.iter().filter(|exit| exit.trace as usize == trace).count(), 1);
}

#[test]
fn a_for_in_over_cached_keys_calls_a_step_that_reads_the_heap_and_exits_at_the_end_of_each_object() {
    // 50 objects of one structure with 20 keys each: one trace, entered once per object.
    let source = "function f(n) { var objects = []; \
                  for (var i = 0; i < n; i++) { var o = {}; for (var j = 0; j < 20; j++) o['k' + j] = j; objects.push(o); } \
                  var s = 0; for (var i = 0; i < n; i++) { var o = objects[i]; for (var k in o) s = s + o[k]; } return s; } f(50)";
    let run = run(source, 1);
    assert_eq!(run.value, JSValue::from_i32(50 * 190));
    let traces = run.jit.borrow().traces.len();
    let trace = (0..traces).find(|&trace| run.has(trace, "value  callout  0 ReadsHeap"));
    let Some(trace) = trace else { panic!("no trace calls the for-in step: {:?}", run.statistics()) };
    assert!(
        run.has(trace, &format!("none   gjstype  0001 {:#x}", vm::cell::JSType::ForInIterator as u8)),
        "{:#?}",
        run.ir(trace)
    );
    let end = format!("none   gbits    0005 {:#x} false", vm::tier::FOR_IN_STEP_EXIT);
    assert!(run.has(trace, &end), "{:#?}", run.ir(trace));
    // The exit at each object's end is a branch: the trace is not dropped as stale.
    assert!(!run.statistics().aborts.iter().any(|(reason, _)| reason.contains("stale")), "{:?}", run.statistics());
}

#[test]
fn a_for_of_over_a_string_or_an_arrays_entries_is_traced_without_running_the_protocol() {
    for (source, expected) in [
        ("function f(t) { var n = 0; for (var c of t) n = n + c.length; return n; } f('ab\\u{1F600}'.repeat(50))", 200),
        (
            "function f(n) { var a = []; for (var i = 0; i < n; i++) a.push(i); \
          var s = 0; for (var e of a.entries()) s = s + e[0] + e[1]; return s; } f(100)",
            9900,
        ),
    ] {
        let run = run(source, 1);
        assert_eq!(run.value, JSValue::from_i32(expected));
        let statistics = run.statistics();
        assert!(statistics.aborts.is_empty(), "{statistics:?}");
        let traced: Vec<usize> =
            (0..statistics.traces_compiled as usize).filter(|&t| run.has(t, "value  callout  0 Throws")).collect();
        assert_eq!(traced.len(), 1, "{source}");
        assert!(!run.has(traced[0], "value  callout  0 Reenters"), "{:#?}", run.ir(traced[0]));
    }
}
