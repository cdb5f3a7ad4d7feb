//! `synfuzz` end to end, against stand-in vms (shell scripts) whose endings are known: one
//! that ends every program with a JavaScript exception (no finding), one that crashes (a
//! finding, with its files written), one that exits with a status of its own, and one that
//! is not there.

use std::os::unix::fs::PermissionsExt;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

/// A scratch directory for this test, emptied first.
fn scratch(name: &str) -> PathBuf {
    let directory = std::env::temp_dir().join(format!("kestrel-synfuzz-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&directory);
    std::fs::create_dir_all(&directory).expect("scratch directory");
    directory
}

/// A stand-in vm: `vm -e 0` (the fuzzer's baseline) exits 0; a program runs `body`.
fn fake_vm(directory: &Path, body: &str) -> PathBuf {
    let path = directory.join("vm");
    let script = format!("#!/bin/sh\ncase \"$*\" in *\"-e 0\"*) exit 0;; esac\n{body}\n");
    std::fs::write(&path, script).expect("written");
    std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o755)).expect("executable");
    path
}

fn synfuzz(vm: &Path, out: &Path, extra: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_synfuzz"))
        .args(["--seed", "5", "--jobs", "1", "--no-cliffs", "--max-size", "20000"])
        .arg("--vm")
        .arg(vm)
        .arg("--out")
        .arg(out)
        .args(extra)
        .output()
        .expect("synfuzz runs")
}

#[test]
fn javascript_exceptions_are_fine() {
    let directory = scratch("exceptions");
    let vm = fake_vm(&directory, "echo \"t.js:1:1: TypeError: not a function\" >&2; exit 3");
    let output = synfuzz(&vm, &directory.join("out"), &["--count", "5"]);
    let stdout = String::from_utf8_lossy(&output.stdout);
    assert!(output.status.success(), "{stdout}\n{}", String::from_utf8_lossy(&output.stderr));
    assert!(stdout.contains("5 programs and 0 size families (seeds 5 to 9)"), "{stdout}");
    assert!(stdout.contains("0 findings"), "{stdout}");
}

#[test]
fn a_crash_is_a_finding_with_its_program_and_report() {
    let directory = scratch("crash");
    let vm = fake_vm(&directory, "echo \"fatal runtime error: stack overflow\" >&2; kill -ABRT $$");
    let out = directory.join("out");
    let output = synfuzz(&vm, &out, &["--count", "3"]);
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(1), "{stderr}");
    // Without --keep-going it stops at the first finding: seed 5.
    assert!(stderr.contains("FINDING at seed 5: fatal runtime error: stack overflow"), "{stderr}");
    let report = std::fs::read_to_string(out.join("seed-5.txt")).expect("the report");
    assert!(report.contains("killed by signal 6 (SIGABRT)"), "{report}");
    let program = ["seed-5.js", "seed-5.mjs"].iter().find_map(|name| std::fs::read_to_string(out.join(name)).ok());
    let program = program.expect("the program");
    let printed = Command::new(env!("CARGO_BIN_EXE_synfuzz"))
        .args(["--print", "5", "--no-cliffs", "--max-size", "20000"])
        .output();
    assert_eq!(
        program,
        String::from_utf8_lossy(&printed.expect("synfuzz --print runs").stdout),
        "the file is the program of the seed"
    );
}

#[test]
fn keep_going_counts_every_finding() {
    let directory = scratch("keep-going");
    let vm = fake_vm(&directory, "exit 1");
    let output = synfuzz(&vm, &directory.join("out"), &["--count", "4", "--keep-going"]);
    let stdout = String::from_utf8_lossy(&output.stdout);
    assert_eq!(output.status.code(), Some(1));
    assert!(stdout.contains("4 x exit status 1: seeds 5 6 7 8"), "{stdout}");
}

#[test]
fn a_vm_that_cannot_run_is_an_error() {
    let directory = scratch("no-vm");
    let output = synfuzz(&directory.join("missing"), &directory.join("out"), &["--count", "1"]);
    assert_eq!(output.status.code(), Some(2));
}
