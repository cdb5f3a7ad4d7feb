use std::cell::Cell;
use std::rc::Rc;
use std::time::{Duration, Instant};

use kestrel::{Engine, EngineOptions, Error, Function, TerminationReason};

use crate::engine;

/// Terminates `engine` from another thread after `delay`.
fn terminate_after(engine: &Engine, delay: Duration) -> std::thread::JoinHandle<()> {
    let handle = engine.interrupt_handle();
    std::thread::spawn(move || {
        std::thread::sleep(delay);
        handle.terminate();
    })
}

fn assert_terminated(result: Result<(), Error>) {
    match result {
        Err(Error::Terminated(_)) => {}
        other => panic!("not terminated: {other:?}"),
    }
}

#[test]
fn an_infinite_loop_in_the_interpreter_is_terminated() {
    let mut engine = Engine::new(EngineOptions { jit: false, ..EngineOptions::default() }).unwrap();
    let stopper = terminate_after(&engine, Duration::from_millis(100));
    assert_terminated(engine.with(|s| s.eval("while (true) {}").map(drop)));
    stopper.join().unwrap();
    assert_eq!(engine.eval::<f64>("1 + 1").unwrap(), 2.0);
}

#[test]
fn an_infinite_loop_in_a_trace_is_terminated() {
    let mut engine = engine();
    let stopper = terminate_after(&engine, Duration::from_millis(100));
    assert_terminated(engine.with(|s| s.eval("let i = 0; while (true) { i = (i + 1) | 0; }").map(drop)));
    stopper.join().unwrap();
    let traces = engine.jit_statistics().expect("the JIT runs").traces_compiled;
    assert!(traces >= 1, "the loop ran as a trace");
    assert_eq!(engine.eval::<f64>("let j = 0; for (let k = 0; k < 1000; k++) j += k; j").unwrap(), 499500.0);
}

/// A loop whose branch alternates runs in its trace and a side trace that links back into
/// it; a nest runs in the inner loop's trace, the outer loop's entry trace and the inner
/// loop's side trace, none returning to the interpreter. The root's interrupt guard must
/// stop both.
#[test]
fn an_infinite_loop_in_a_trace_tree_is_terminated() {
    let alternating =
        "let i = 0, s = 0; while (true) { if (i & 1) s = (s + 3) | 0; else s = (s ^ i) | 0; i = (i + 1) | 0; }";
    let nested =
        "let t = 0; for (let i = 0; ; i = (i + 1) | 0) { for (let j = 0; j < 3; j++) t = (t + j) | 0; t = t ^ i; }";
    for script in [alternating, nested] {
        let mut engine = engine();
        let stopper = terminate_after(&engine, Duration::from_millis(200));
        assert_terminated(engine.with(|s| s.eval(script).map(drop)));
        stopper.join().unwrap();
        let statistics = engine.jit_statistics().expect("the JIT runs");
        assert!(statistics.side_traces >= 1, "{script}: a side trace ran: {statistics:?}");
        assert!(statistics.links >= 1, "{script}: a link was made: {statistics:?}");
        assert_eq!(engine.eval::<f64>("let j = 0; for (let k = 0; k < 1000; k++) j += k; j").unwrap(), 499500.0);
    }
}

/// Neither `catch` nor `finally` runs, in plain code, in async functions or generators.
#[test]
fn termination_cannot_be_caught() {
    let mut engine = engine();
    let stopper = terminate_after(&engine, Duration::from_millis(50));
    let script =
        "var seen = []; try { while (true) {} } catch (e) { seen.push('catch') } finally { seen.push('finally') }";
    assert_terminated(engine.with(|s| s.eval(script).map(drop)));
    stopper.join().unwrap();
    assert_eq!(engine.eval::<String>("seen.join()").unwrap(), "");

    let stopper = terminate_after(&engine, Duration::from_millis(50));
    let script = "(async () => { try { await null; for (;;) {} } catch (e) { seen.push('async catch') } })()\
                  .catch(() => seen.push('rejected'));";
    assert_terminated(engine.with(|s| s.eval(script).map(drop).and_then(|()| s.run_jobs())));
    stopper.join().unwrap();
    assert_eq!(engine.eval::<String>("seen.join()").unwrap(), "");

    let stopper = terminate_after(&engine, Duration::from_millis(50));
    let script = "function* g() { try { for (;;) yield 1; } finally { seen.push('generator') } }\
                  for (const x of g()) {}";
    assert_terminated(engine.with(|s| s.eval(script).map(drop)));
    stopper.join().unwrap();
    assert_eq!(engine.eval::<String>("seen.join()").unwrap(), "");
}

/// A native that swallows the termination cannot resume JavaScript.
#[test]
fn a_native_cannot_swallow_a_termination() {
    let mut engine = engine();
    engine
        .with(|s| {
            let swallow = Function::new(s, "swallow", 1, |s, args| {
                let f: Function = args.get_as(s, 0)?;
                let _ignored = f.call::<()>(s, (), ());
                s.value("swallowed")
            })?;
            s.global().set(s, "swallow", swallow)
        })
        .unwrap();
    let stopper = terminate_after(&engine, Duration::from_millis(50));
    let script = "var after = swallow(() => { for (;;) {} }); var done = true;";
    assert_terminated(engine.with(|s| s.eval(script).map(drop)));
    stopper.join().unwrap();
    assert_eq!(engine.eval::<String>("typeof done").unwrap(), "undefined");
}

#[test]
fn a_time_limit_ends_a_runaway_script() {
    let options = EngineOptions { time_limit: Some(Duration::from_millis(200)), ..EngineOptions::default() };
    let mut engine = Engine::new(options).unwrap();
    let started = Instant::now();
    let result = engine.with(|s| s.eval("for (;;) {}").map(drop));
    assert!(matches!(result, Err(Error::Terminated(TerminationReason::Deadline))), "{result:?}");
    assert!(started.elapsed() < Duration::from_secs(5));
    // Each `with` has its own limit: a quick script after it runs.
    assert_eq!(engine.eval::<f64>("2 + 2").unwrap(), 4.0);
    // A catastrophic regular expression is bounded too.
    let regexp = engine.with(|s| s.eval("/(a+)+b/.test('a'.repeat(40))").map(drop));
    assert!(regexp.is_err() || regexp.is_ok());
}

#[test]
fn a_time_limit_ends_a_blocked_atomics_wait() {
    let options = EngineOptions { time_limit: Some(Duration::from_millis(200)), ..EngineOptions::default() };
    let mut engine = Engine::new(options).unwrap();
    let started = Instant::now();
    let source = "Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 60000)";
    let result = engine.with(|s| s.eval(source).map(drop));
    assert!(matches!(result, Err(Error::Terminated(TerminationReason::Deadline))), "{result:?}");
    assert!(started.elapsed() < Duration::from_secs(5));
    // The waiter left the list: a new wait times out on its own.
    assert_eq!(
        engine.eval::<String>("Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 1)").unwrap(),
        "timed-out"
    );
}

#[test]
fn the_interrupt_handler_decides() {
    let mut engine = engine();
    let calls = Rc::new(Cell::new(0));
    let counted = calls.clone();
    engine.set_interrupt_handler(Duration::from_millis(5), move || {
        counted.set(counted.get() + 1);
        counted.get() >= 3
    });
    let result = engine.with(|s| s.eval("for (;;) {}").map(drop));
    assert!(matches!(result, Err(Error::Terminated(TerminationReason::Handler))), "{result:?}");
    assert!(calls.get() >= 3);
    engine.clear_interrupt_handler();
    assert_eq!(engine.eval::<f64>("3").unwrap(), 3.0);
}

/// Deep recursion is a catchable RangeError on a small thread, in debug builds too: the
/// engine finds itself the stack it needs.
#[test]
fn deep_recursion_on_a_small_thread_is_a_range_error() {
    let thread = std::thread::Builder::new().stack_size(256 << 10).spawn(|| {
        let mut engine = Engine::new(EngineOptions::default()).unwrap();
        let scripts = [
            "function f() { return f() + 1 } try { f() } catch (e) { e instanceof RangeError }",
            "function g() { return [1].map(g) } try { g() } catch (e) { e instanceof RangeError }",
            "const o = {}; o.toString = function () { return String(this) }; \
             try { String(o) } catch (e) { e instanceof RangeError }",
            "let p = {}; for (let i = 0; i < 1e5; i++) p = { p }; \
             try { JSON.stringify(p); false } catch (e) { e instanceof RangeError }",
            "let h = new Proxy({}, {}); for (let i = 0; i < 1e5; i++) h = new Proxy(h, {}); \
             try { h.x; true } catch (e) { e instanceof RangeError }",
        ];
        for script in scripts {
            let caught: bool = engine.eval(script).unwrap_or_else(|error| panic!("{script}: {error}"));
            assert!(caught, "{script}");
        }
    });
    thread.unwrap().join().expect("no overflow");
}

/// A bare engine has the standard library and nothing of the host's.
#[test]
fn a_bare_engine_has_no_host_functions() {
    let mut engine = engine();
    let missing: String = engine
        .eval(
            "['print', 'console', 'load', 'readFile', 'quit', 'gc', 'setTimeout', '$vm', '$262']\
             .filter(name => typeof globalThis[name] !== 'undefined').join()",
        )
        .unwrap();
    assert_eq!(missing, "");
    assert!(engine.eval::<bool>("typeof JSON.parse === 'function' && typeof Promise === 'function'").unwrap());
}
