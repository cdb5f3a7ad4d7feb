//! The `vm` command line as a user meets it: exit statuses, error messages, the REPL fed
//! from a pipe, the host globals and which testing objects exist when.

use std::io::Write as _;
use std::path::PathBuf;
use std::process::{Command, Output, Stdio};

fn vm() -> Command {
    Command::new(env!("CARGO_BIN_EXE_vm"))
}

fn run(args: &[&str]) -> Output {
    vm().args(args).output().expect("vm runs")
}

/// Runs `vm args...` with `input` on standard input.
fn run_with_input(args: &[&str], input: &str) -> Output {
    let mut child =
        vm().args(args).stdin(Stdio::piped()).stdout(Stdio::piped()).stderr(Stdio::piped()).spawn().expect("vm runs");
    child.stdin.take().expect("stdin").write_all(input.as_bytes()).expect("input written");
    child.wait_with_output().expect("vm finishes")
}

fn stdout(output: &Output) -> String {
    String::from_utf8_lossy(&output.stdout).into_owned()
}

fn stderr(output: &Output) -> String {
    String::from_utf8_lossy(&output.stderr).into_owned()
}

/// A scratch directory for this test, emptied first.
fn scratch(name: &str) -> PathBuf {
    let directory = std::env::temp_dir().join(format!("kestrel-cli-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&directory);
    std::fs::create_dir_all(&directory).expect("scratch directory");
    directory
}

#[test]
fn piped_input_runs_statement_by_statement_and_shows_values() {
    let output = run_with_input(&[], "let a = 20;\na * 2 + 2\n");
    assert_eq!(stdout(&output), "42\n");
    assert_eq!(output.status.code(), Some(0));
}

#[test]
fn piped_input_waits_for_incomplete_statements_and_survives_errors() {
    let input = "function f(x) {\n  return x + 1;\n}\nf(1)\nnull.x\n\"still \" + `running\nhere`\n[1, 'a', {b: 2}]\n";
    let output = run_with_input(&[], input);
    assert_eq!(stdout(&output), "2\n'still running\\nhere'\n[ 1, 'a', { b: 2 } ]\n");
    assert!(stderr(&output).contains("TypeError"), "{}", stderr(&output));
    assert_eq!(output.status.code(), Some(3), "an error in piped input is an exception exit");
}

#[test]
fn piped_input_that_ends_mid_statement_is_a_syntax_error() {
    let output = run_with_input(&[], "function f() {\n");
    assert!(stderr(&output).contains("SyntaxError"), "{}", stderr(&output));
    assert_eq!(output.status.code(), Some(3));
}

#[test]
fn exit_statuses_follow_jsc() {
    assert_eq!(run(&["-e", "1 + 1"]).status.code(), Some(0));
    let thrown = run(&["-e", "throw new RangeError('no')"]);
    assert_eq!(thrown.status.code(), Some(3));
    // Where it was thrown, then where it was made.
    let expected = "<command line>:1:1: RangeError: no\n    at <script> (<command line>:1:7)";
    assert!(stderr(&thrown).starts_with(expected), "{}", stderr(&thrown));
    let syntax = run(&["-e", "let = ;"]);
    assert_eq!(syntax.status.code(), Some(3));
    assert!(stderr(&syntax).contains("SyntaxError"));
    assert_eq!(run(&["-e", "quit(7)"]).status.code(), Some(7));
    assert_eq!(run(&["-e", "Promise.reject(new Error('lost'))"]).status.code(), Some(3));
}

#[test]
fn bad_command_lines_and_missing_files_exit_2_with_one_line() {
    for args in [&["--frobnicate"][..], &["--gc-stress=zero"], &["-e"], &["/no/such/file.js"]] {
        let output = run(args);
        assert_eq!(output.status.code(), Some(2), "{args:?}");
        assert_eq!(stderr(&output).lines().count(), 1, "{args:?}: {}", stderr(&output));
    }
    let help = run(&["--help"]);
    assert_eq!(help.status.code(), Some(0));
    assert!(stdout(&help).contains("--use-dollar-vm"));
}

#[test]
fn testing_objects_exist_only_when_asked_for() {
    let plain = run(&["-e", "print(typeof $vm, typeof $262, typeof print, typeof console.log)"]);
    assert_eq!(stdout(&plain), "undefined undefined function function\n");
    let both = run(&["--use-dollar-vm", "--test262", "-e", "print(typeof $vm.gc, typeof $262.createRealm)"]);
    assert_eq!(stdout(&both), "function function\n");
}

#[test]
fn test262_host_makes_realms_and_evaluates_scripts_in_them() {
    let code = "var other = $262.createRealm();\
        print(other.global.Array === Array, other.evalScript('var v = 6 * 7; v'), other.global.v, typeof v);\
        try { other.evalScript('let let = 1'); } catch (e) { print(e instanceof other.global.SyntaxError || e instanceof SyntaxError); }\
        print($262.global === globalThis);\
        Promise.reject(1);";
    let output = run(&["--test262", "-e", code]);
    assert_eq!(stdout(&output), "false 42 42 undefined\ntrue\ntrue\n");
    assert_eq!(output.status.code(), Some(0), "test262 mode tolerates unhandled rejections: {}", stderr(&output));
}

#[test]
fn preludes_run_first_and_strict_applies_to_files() {
    let directory = scratch("prelude");
    let prelude = directory.join("prelude.js");
    std::fs::write(&prelude, "var fromPrelude = 'ready';").expect("prelude");
    let test = directory.join("test.js");
    std::fs::write(&test, "print(fromPrelude, (function () { return this; })() === undefined);").expect("test");
    let prelude_flag = format!("--prelude={}", prelude.display());
    let test_path = test.to_string_lossy().into_owned();
    assert_eq!(stdout(&run(&[&prelude_flag, &test_path])), "ready false\n");
    assert_eq!(stdout(&run(&[&prelude_flag, "--strict", &test_path])), "ready true\n");
}

#[test]
fn load_and_read_file_resolve_against_the_calling_script() {
    let directory = scratch("load");
    std::fs::create_dir_all(directory.join("lib")).expect("lib");
    std::fs::write(directory.join("lib/helper.js"), "var helped = true; 'completion'").expect("helper");
    std::fs::write(directory.join("lib/data.txt"), "some text").expect("data");
    std::fs::write(
        directory.join("main.js"),
        "print(load('lib/helper.js'), helped, readFile('lib/data.txt'));\
         try { readFile('missing.txt'); } catch (e) { print(e instanceof Error); }",
    )
    .expect("main");
    let output = run(&[&directory.join("main.js").to_string_lossy()]);
    assert_eq!(stdout(&output), "completion true some text\ntrue\n", "{}", stderr(&output));
}

#[test]
fn modules_run_from_mjs_files_or_with_the_flag() {
    let directory = scratch("module");
    std::fs::write(directory.join("dep.js"), "export const value = 5;").expect("dep");
    std::fs::write(directory.join("main.js"), "import { value } from './dep.js'; print(value * 2);").expect("main");
    let main = directory.join("main.js").to_string_lossy().into_owned();
    assert_eq!(stdout(&run(&["--module", &main])), "10\n");
    assert_eq!(run(&[&main]).status.code(), Some(3), "import in a script is a syntax error");
}

#[test]
fn stats_name_the_loops_that_abort_by_line_after_the_counts_by_reason() {
    let directory = scratch("stats");
    let script = directory.join("loops.js");
    let source = "let total = 0;\n\
                  function* counter() {\n\
                  \x20 for (let i = 0; i < 2000; i++) yield i;\n\
                  }\n\
                  for (const v of counter()) total += v;\n\
                  let made = 0;\n\
                  while (made < 2000) {\n\
                  \x20 eval(...[\"made++\"]);\n\
                  }\n\
                  let sum = 0;\n\
                  for (let i = 0; i < 2000; i++) sum += i;\n\
                  print(total, made, sum);\n";
    std::fs::write(&script, source).expect("script");
    let output = run(&["--stats", &script.to_string_lossy()]);
    assert_eq!(stdout(&output), "1999000 2000 1999000\n");
    let stderr = stderr(&output);
    let lines: Vec<&str> = stderr.lines().collect();
    let loop_line = |line: u32| {
        let location = format!("loops.js:{line}: ");
        lines.iter().find(|text| text.starts_with("  loop ") && text.contains(&location)).copied()
    };
    // A generator's `yield` and a direct eval with spread arguments are not traced: their
    // loops are named, with the reason;
    // the last loop traced at once and is not.
    assert!(loop_line(3).is_some_and(|text| text.contains("Yield")), "{stderr}");
    assert!(loop_line(7).is_some_and(|text| text.contains("CallEval")), "{stderr}");
    assert_eq!(loop_line(11), None, "{stderr}");
    // The loops come after the counts by reason, which keep their shape (jitfuzz reads them).
    let first_loop = lines.iter().position(|text| text.starts_with("  loop ")).expect("a loop line");
    let last_abort = lines.iter().rposition(|text| text.starts_with("  abort: ")).expect("an abort line");
    assert!(last_abort < first_loop, "{stderr}");
    assert!(lines[..first_loop].iter().any(|text| text.starts_with("  abort: ") && text.contains("Yield")));
}

#[test]
fn timers_and_microtasks_run_in_order_until_none_is_left() {
    let script = "const order = [];\n\
        setTimeout(() => order.push('t20'), 20);\n\
        setTimeout((a, b) => order.push('t0:' + a + b), 0, 'x', 'y');\n\
        clearTimeout(setTimeout(() => order.push('cleared'), 1));\n\
        let ticks = 0; const id = setInterval(() => { order.push('i' + ++ticks); if (ticks === 3) clearInterval(id); }, 2);\n\
        queueMicrotask(() => order.push('micro'));\n\
        Promise.resolve().then(() => order.push('promise'));\n\
        order.push('sync');\n\
        setTimeout(() => { Promise.resolve().then(() => print(order.join())); }, 60);";
    let output = run(&["-e", script]);
    assert_eq!(stdout(&output), "sync,micro,promise,t0:xy,i1,i2,i3,t20\n", "{}", stderr(&output));
    assert_eq!(output.status.code(), Some(0));
}

#[test]
fn an_exception_in_a_timer_is_uncaught() {
    let output = run(&["-e", "setTimeout(() => { throw new RangeError('late') }, 1); print('first')"]);
    assert_eq!(stdout(&output), "first\n");
    assert!(stderr(&output).contains("RangeError: late"), "{}", stderr(&output));
    assert_eq!(output.status.code(), Some(3));
}

#[test]
fn console_prints_as_node_does() {
    let script = "console.log('a', 1, 'b'); console.info('info'); console.debug('debug');\n\
        console.error('to stderr'); console.warn('warned');\n\
        console.group('G'); console.log('in'); console.group(); console.log('deeper'); console.groupEnd(); console.groupEnd(); console.log('out');\n\
        console.count(); console.count(); console.count('x'); console.countReset(); console.count();\n\
        console.assert(true, 'silent'); console.assert(1 === 2, 'nope', 5); console.assert(false);\n\
        console.table([{ a: 1, b: 'x' }, { a: 22, c: true }]); console.table([1, 2]);\n\
        console.time('t'); console.timeLog('missing');";
    let output = run(&["-e", script]);
    let expected = "a 1 b\ninfo\ndebug\nG\n  in\n    deeper\nout\ndefault: 1\ndefault: 2\nx: 1\ndefault: 1\n\
        ┌─────────┬────┬─────┬──────┐\n\
        │ (index) │ a  │ b   │ c    │\n\
        ├─────────┼────┼─────┼──────┤\n\
        │ 0       │ 1  │ 'x' │      │\n\
        │ 1       │ 22 │     │ true │\n\
        └─────────┴────┴─────┴──────┘\n\
        ┌─────────┬────────┐\n\
        │ (index) │ Values │\n\
        ├─────────┼────────┤\n\
        │ 0       │ 1      │\n\
        │ 1       │ 2      │\n\
        └─────────┴────────┘\n";
    assert_eq!(stdout(&output), expected);
    let errors = "to stderr\nwarned\nAssertion failed: nope 5\nAssertion failed\n\
        Warning: No such label 'missing' for console.timeEnd()\n";
    assert_eq!(stderr(&output), errors);
    let timed = run(&["-e", "console.time('t'); console.timeEnd('t')"]);
    assert!(stdout(&timed).starts_with("t: ") && stdout(&timed).ends_with("ms\n"), "{}", stdout(&timed));
}

#[test]
fn scripts_receive_arguments_and_the_version_is_known() {
    let output = run(&["-e", "print(scriptArgs.join('|'), scriptArgs.length)", "--", "a", "b c", "--flag"]);
    assert_eq!(stdout(&output), "a|b c|--flag 3\n");
    let output = run(&["-e", "print(typeof scriptArgs, scriptArgs.length, typeof performance.now())"]);
    assert_eq!(stdout(&output), "object 0 number\n");
    let version = run(&["--version"]);
    assert!(stdout(&version).starts_with("vm (Kestrel) "), "{}", stdout(&version));
    assert_eq!(version.status.code(), Some(0));
}

#[test]
fn read_file_reads_bytes_when_asked() {
    let directory = scratch("binary");
    let path = directory.join("data.bin");
    std::fs::write(&path, [0u8, 1, 200, 255]).expect("written");
    let script = format!(
        "const bytes = readFile({:?}, 'binary'); print(bytes instanceof Uint8Array, bytes.join())",
        path.display().to_string()
    );
    let output = run(&["-e", &script]);
    assert_eq!(stdout(&output), "true 0,1,200,255\n", "{}", stderr(&output));
}

#[test]
fn the_repl_keeps_the_last_value_and_has_commands() {
    let output = run_with_input(&[], "6 * 7\n_ + 1\n.help\nundefined\n_\n.exit\nprint('not reached')\n");
    let out = stdout(&output);
    assert!(out.starts_with("42\n43\n.help"), "{out}");
    assert!(out.ends_with("43\n"), "{out}");
    assert!(!out.contains("not reached"), "{out}");
}

#[test]
fn agents_share_memory_and_never_keep_the_shell_alive() {
    // The agent blocks for good on a location nobody notifies; the main agent's async
    // waiter can then never be notified either, so the shell exits once its script is done.
    let script = r#"
        const i32a = new Int32Array(new SharedArrayBuffer(8));
        $262.agent.start(`
            $262.agent.receiveBroadcast(function(sab) {
                const i32a = new Int32Array(sab);
                Atomics.store(i32a, 1, 42);
                $262.agent.report("waiting");
                Atomics.wait(i32a, 0, 0);
            });
        `);
        $262.agent.broadcast(i32a.buffer);
        let report;
        while ((report = $262.agent.getReport()) === null) $262.agent.sleep(1);
        Atomics.waitAsync(i32a, 1, 42).value.then(v => print("never", v));
        print(report, Atomics.load(i32a, 1));
    "#;
    let started = std::time::Instant::now();
    let output = run(&["--test262", "-e", script]);
    assert_eq!(stdout(&output), "waiting 42\n", "{}", stderr(&output));
    assert!(output.status.success());
    assert!(started.elapsed() < std::time::Duration::from_secs(20));
}
