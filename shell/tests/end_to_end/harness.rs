//! The `jstests` harness end to end: the built binary, driving the built `vm`, on small
//! stress and test262 trees made in temporary directories (test262's harness files here are
//! small stand-ins written for these tests).

use std::path::{Path, PathBuf};
use std::process::{Command, Output};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

/// A directory of its own for one test, removed at the end.
struct TempDir(PathBuf);

impl TempDir {
    fn new(name: &str) -> TempDir {
        static COUNT: AtomicUsize = AtomicUsize::new(0);
        let unique = format!("jstests-test-{}-{}-{name}", std::process::id(), COUNT.fetch_add(1, Ordering::Relaxed));
        let dir = std::env::temp_dir().join(unique);
        std::fs::create_dir_all(&dir).unwrap();
        TempDir(dir.canonicalize().unwrap())
    }

    fn path(&self) -> &Path {
        &self.0
    }

    /// Writes `text` to `relative` (making its directories).
    fn write(&self, relative: &str, text: &str) -> PathBuf {
        let path = self.0.join(relative);
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(&path, text).unwrap();
        path
    }
}

impl Drop for TempDir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

fn repository_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).parent().unwrap().canonicalize().unwrap()
}

/// Runs jstests with the built vm and `args`; the environment variables it reads are
/// cleared so that only the arguments count.
fn jstests(args: &[&str]) -> Output {
    jstests_with_env(args, &[])
}

fn jstests_with_env(args: &[&str], env: &[(&str, &str)]) -> Output {
    let mut command = Command::new(env!("CARGO_BIN_EXE_jstests"));
    command.args(["--vm", env!("CARGO_BIN_EXE_vm"), "--jobs", "2"]).args(args);
    command.env_remove("KESTREL_TEST_TIMEOUT").env_remove("TEST262_DIR");
    for (key, value) in env {
        command.env(key, value);
    }
    command.output().unwrap()
}

fn stdout(output: &Output) -> String {
    String::from_utf8_lossy(&output.stdout).into_owned()
}

fn stderr(output: &Output) -> String {
    String::from_utf8_lossy(&output.stderr).into_owned()
}

fn last_line(text: &str) -> &str {
    text.lines().last().unwrap_or("")
}

// --- stress tests ----------------------------------------------------------------------------

fn stress(dir: &TempDir, extra: &[&str]) -> Output {
    let dir = dir.path().to_str().unwrap();
    let mut args = vec!["--stress-dir", dir];
    args.extend_from_slice(extra);
    jstests(&args)
}

#[test]
fn a_failing_test_is_reported_with_its_mode_and_a_command_that_reproduces_it() {
    let dir = TempDir::new("failing");
    dir.write("pass.js", "var x = 1 + 1;\n");
    let failing = dir.write("fail.js", "throw new Error('boom');\n");
    let output = stress(&dir, &["--modes", "default,no-jit"]);
    let out = stdout(&output);
    assert_eq!(output.status.code(), Some(1), "{out}");
    let file = failing.to_str().unwrap();
    assert!(out.contains(&format!("FAIL {file} (default): exit status 3")), "{out}");
    assert!(out.contains(&format!("FAIL {file} (no-jit): exit status 3")), "{out}");
    assert!(out.contains("boom"), "{out}");
    assert!(last_line(&out).starts_with("1 passed, 1 failed, 0 known failures, 0 skipped (4 runs"), "{out}");

    // The command is shown as it can be pasted at the repository root.
    let command = out.lines().find_map(|line| line.trim().strip_prefix("$ ")).unwrap();
    assert!(command.contains(&format!("--use-dollar-vm {file}")) || command.contains(&format!("--no-jit {file}")));
    let rerun = Command::new("sh").arg("-c").arg(command).current_dir(repository_root()).output().unwrap();
    assert_eq!(rerun.status.code(), Some(3));
    assert!(stderr(&rerun).contains("boom"));
}

#[test]
fn a_test_that_hangs_is_killed_at_its_time_limit() {
    let dir = TempDir::new("hanging");
    dir.write("hang.js", "for (;;) {}\n");
    let start = Instant::now();
    let output = stress(&dir, &["--modes", "default", "--timeout", "2"]);
    let out = stdout(&output);
    assert!(start.elapsed() < Duration::from_secs(30));
    assert_eq!(output.status.code(), Some(1), "{out}");
    assert!(out.contains("(default): timed out after 2 s"), "{out}");
    assert!(last_line(&out).starts_with("0 passed, 1 failed"), "{out}");
}

#[test]
fn every_mode_runs_unless_directives_choose() {
    let dir = TempDir::new("modes");
    dir.write("everywhere.js", "var o = {};\n");
    // Only the runs named; requireOptions reaches each of them.
    let strict = "(function () { if (this !== undefined) throw new Error('not strict'); })();\n";
    dir.write(
        "chosen.js",
        &format!("//@ runNoJIT\n//@ runDefault(\"--verify-heap\")\n//@ requireOptions(\"--strict\")\n{strict}"),
    );
    dir.write("module.mjs", "if (this !== undefined) throw new Error('not a module');\nexport {};\n");
    dir.write("skipped.js", "//@ skip\nthrow new Error('should not run');\n");
    let output = stress(&dir, &[]);
    let out = stdout(&output);
    assert_eq!(output.status.code(), Some(0), "{out}");
    assert!(last_line(&out).starts_with("3 passed, 0 failed, 0 known failures, 1 skipped (12 runs"), "{out}");
    for mode in ["default", "no-jit", "eager-jit", "gc-stress", "poison"] {
        assert!(out.lines().any(|line| line.starts_with(mode)), "{mode}: {out}");
    }
}

#[test]
fn a_bad_directive_stops_the_run_before_it_starts() {
    let dir = TempDir::new("directive");
    dir.write("fine.js", "var x;\n");
    let bad = dir.write("bad.js", "//@ frobnicate(\"--x\")\nvar y;\n");
    let output = stress(&dir, &[]);
    let err = stderr(&output);
    assert_eq!(output.status.code(), Some(2), "{err}");
    assert_eq!(err.trim(), format!("jstests: {}:1: unknown directive `frobnicate`", bad.display()));
    assert_eq!(stdout(&output), "");

    dir.write("bad.js", "//@ requireOptions(\"--x\"\n");
    let err = stderr(&stress(&dir, &[]));
    assert!(err.contains("bad.js:1: `requireOptions`: missing `)`"), "{err}");
}

#[test]
fn expected_failures_are_counted_apart_and_must_keep_failing() {
    let dir = TempDir::new("expected");
    dir.write("known.js", "throw new Error('known');\n");
    dir.write("fixed.js", "var fine = true;\n");
    dir.write("expected-failures.txt", "# why\nknown.js\n");
    let output = stress(&dir, &["--modes", "default"]);
    let out = stdout(&output);
    assert_eq!(output.status.code(), Some(0), "{out}");
    assert!(!out.contains("FAIL"), "{out}");
    assert!(last_line(&out).starts_with("1 passed, 0 failed, 1 known failures"), "{out}");

    dir.write("expected-failures.txt", "known.js\nfixed.js\ngone.js\n");
    let output = stress(&dir, &["--modes", "default"]);
    let out = stdout(&output);
    assert_eq!(output.status.code(), Some(1), "{out}");
    assert!(out.contains("UNEXPECTED PASS") && out.contains("fixed.js: remove it from expected-failures.txt"), "{out}");
    assert!(out.contains("expected-failures.txt lists gone.js, which is not in"), "{out}");
}

// --- test262 ---------------------------------------------------------------------------------

/// A small test262 checkout: stand-in harness files, and a test of each kind.
fn fake_test262() -> TempDir {
    let dir = TempDir::new("test262");
    dir.write(
        "harness/assert.js",
        "function Test262Error(message) { this.message = message || ''; }\n\
         Test262Error.prototype.toString = function () { return 'Test262Error: ' + this.message; };\n\
         function assert(value, message) { if (value !== true) throw new Test262Error(message); }\n\
         assert.sameValue = function (actual, expected, message) {\n\
           if (actual !== expected) throw new Test262Error(message + ': expected ' + expected + ', got ' + actual);\n\
         };\n",
    );
    dir.write(
        "harness/sta.js",
        "function $DONOTEVALUATE() { throw 'Test262: This statement should not be evaluated.'; }\n",
    );
    dir.write(
        "harness/doneprintHandle.js",
        "function $DONE(error) {\n\
           if (error) print('Test262:AsyncTestFailure:' + error); else print('Test262:AsyncTestComplete');\n\
         }\n",
    );
    dir.write("harness/answer.js", "function answer() { return 42; }\n");
    let test = |name: &str, frontmatter: &str, body: &str| {
        dir.write(
            &format!("test/{name}"),
            &format!("// A test.\n/*---\ndescription: {name}\n{frontmatter}\n---*/\n{body}\n"),
        );
    };
    test("language/pass.js", "includes: [answer.js]", "assert.sameValue(answer(), 42, 'answer');");
    test(
        "language/strict-only.js",
        "flags: [onlyStrict]",
        "assert.sameValue((function () { return this; })(), undefined, 'this');",
    );
    test("language/sloppy-only.js", "flags:\n  - noStrict", "with ({}) {}");
    test("language/negative-parse.js", "negative:\n  type: SyntaxError\n  phase: parse", "$DONOTEVALUATE();\nvar = 1;");
    test("language/async.js", "flags: [async]", "Promise.resolve().then(function () { $DONE(); });");
    test(
        "language/module.js",
        "flags: [module]",
        "import { x } from './module_FIXTURE.js';\nassert.sameValue(x, 1, 'x');",
    );
    dir.write("test/language/module_FIXTURE.js", "export var x = 1;\n");
    test("language/raw.js", "flags: [raw]", "if (typeof assert !== 'undefined') throw new Error('the prelude ran');");
    test("built-ins/Deep/nested.js", "", "assert(true);");
    test("language/fail.js", "", "assert.sameValue(1, 2, 'one is two');");
    test(
        "language/async-fail.js",
        "flags: [async]",
        "Promise.resolve().then(function () { $DONE(new Test262Error('late')); });",
    );
    dir
}

fn test262(suite: &TempDir, expectations: &Path, extra: &[&str]) -> Output {
    let mut args = vec!["--test262", "--test262-dir", suite.path().to_str().unwrap(), "--expectations"];
    args.push(expectations.to_str().unwrap());
    args.extend_from_slice(extra);
    jstests(&args)
}

#[test]
fn test262_tests_are_checked_against_the_expectations() {
    let suite = fake_test262();
    let expectations =
        suite.write("expectations", "# known\ntest/language/async-fail.js: late\ntest/language/fail.js: one is two\n");
    let output = test262(&suite, &expectations, &[]);
    let out = stdout(&output);
    assert_eq!(output.status.code(), Some(0), "{out}\n{}", stderr(&output));
    assert!(!out.contains("FAIL") && !out.contains("NEW PASS") && !out.contains("STALE"), "{out}");
    assert!(out.contains("test262: 8 passed, 2 failed (2 known, 0 new), 0 skipped, 0 new passes"), "{out}");
    // Pass rates: `built-ins/Deep` is two levels below test/; the total counts every test.
    assert!(out.lines().any(|line| line.split_whitespace().eq(["language", "7/9", "77.8%"])), "{out}");
    assert!(out.lines().any(|line| line.split_whitespace().eq(["built-ins/Deep", "1/1", "100.0%"])), "{out}");
    assert!(out.lines().any(|line| line.split_whitespace().eq(["total", "8/10", "80.0%"])), "{out}");
}

#[test]
fn test262_new_failures_new_passes_and_stale_entries() {
    let suite = fake_test262();
    let expectations =
        suite.write("expectations", "test/language/gone.js: removed\ntest/language/pass.js: was broken\n");
    let output = test262(&suite, &expectations, &[]);
    let out = stdout(&output);
    assert_eq!(output.status.code(), Some(1), "{out}");
    assert!(out.contains("FAIL test/language/fail.js (sloppy): exit status 3"), "{out}");
    assert!(out.contains("FAIL test/language/fail.js (strict): exit status 3"), "{out}");
    assert!(out.contains("one is two: expected 2, got 1"), "{out}");
    assert!(out.contains("FAIL test/language/async-fail.js (sloppy): exit status 0"), "{out}");
    assert!(out.contains("Test262:AsyncTestFailure:Test262Error: late"), "{out}");
    assert!(
        out.contains("NEW PASS test/language/pass.js (remove it from the expectations; listed as: was broken)"),
        "{out}"
    );
    assert!(out.contains("STALE test/language/gone.js"), "{out}");
    assert!(out.contains("(0 known, 2 new)"), "{out}");

    // The command reproduces the failure from the repository root.
    let command =
        out.lines().find_map(|line| line.trim().strip_prefix("$ ").filter(|c| c.contains("/fail.js"))).unwrap();
    assert!(command.contains("--prelude=") && command.contains("assert.js"), "{command}");
    let rerun = Command::new("sh").arg("-c").arg(command).current_dir(repository_root()).output().unwrap();
    assert_eq!(rerun.status.code(), Some(3));
}

#[test]
fn test262_update_keeps_reasons_and_a_second_run_passes() {
    let suite = fake_test262();
    let expectations = suite.write(
        "expectations",
        "# header kept\ntest/language/fail.js: my reason\ntest/language/gone.js: x\ntest/language/pass.js: old\n",
    );
    let output = test262(&suite, &expectations, &["--update-expectations"]);
    assert_eq!(output.status.code(), Some(0), "{}", stdout(&output));
    let text = std::fs::read_to_string(&expectations).unwrap();
    assert_eq!(
        text,
        "# header kept\n\ntest/language/async-fail.js: Test262Error: late\ntest/language/fail.js: my reason\n"
    );
    let again = test262(&suite, &expectations, &[]);
    assert_eq!(again.status.code(), Some(0), "{}", stdout(&again));
}

#[test]
fn test262_flaky_entries_and_subpaths() {
    let suite = fake_test262();
    let expectations =
        suite.write("expectations", "test/language/fail.js: flaky: sometimes\ntest/language/pass.js: flaky: timing\n");
    // Only the subpath runs (`test/` may be left out); a listed flaky test may pass or fail.
    let output = test262(&suite, &expectations, &["language/pass.js", "test/language/fail.js"]);
    let out = stdout(&output);
    assert_eq!(output.status.code(), Some(0), "{out}");
    assert!(
        out.contains("test262: 1 passed, 1 failed (1 known, 0 new), 0 skipped, 0 new passes (1 flaky passed); 2 tests"),
        "{out}"
    );
    let output = test262(&suite, &expectations, &["--update-expectations", "test/language/pass.js"]);
    assert_eq!(output.status.code(), Some(0));
    assert_eq!(std::fs::read_to_string(&expectations).unwrap().lines().filter(|l| l.contains("flaky")).count(), 2);
}

#[test]
fn test262_is_skipped_when_it_is_not_there() {
    let missing = std::env::temp_dir().join("jstests-no-such-test262");
    let output = jstests_with_env(&["--test262"], &[("TEST262_DIR", missing.to_str().unwrap())]);
    assert_eq!(output.status.code(), Some(0));
    assert_eq!(stdout(&output).trim(), format!("test262 not found at {}; skipping", missing.display()));
}
