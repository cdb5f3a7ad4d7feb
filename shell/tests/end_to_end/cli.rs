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
    assert_eq!(stdout(&output), "2\n\"still running\\nhere\"\n[1, \"a\", [Object]]\n");
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
