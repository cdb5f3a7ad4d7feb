//! `--dump-trace=ir` output of the programs in JSTests/traces, compared with the expected
//! text next to each. Set `KESTREL_UPDATE_GOLDENS=1` to rewrite the expectations after an
//! intended change to the traces the JIT records.
//!
//! Only the IR and the snapshots are compared: they are the same on every target, while
//! the machine code and its addresses are not. Nothing is masked by the test: in the `ir`
//! mode the dump itself prints what differs from run to run (cell addresses in `kval` and
//! `gbits`, structure ids in `gstruct`, `sstore` and allocation headers, free-list and
//! helper addresses) as names numbered in order of appearance (`cell#1`, `struct#1`,
//! `native#1`; `jit/src/dump.rs`). To catch a run-dependent number that escapes that
//! naming, each program runs twice and both dumps must agree before either is compared.
//!
//! The programs keep their loops inside functions, so that no trace reads a global: a
//! global's slot in the global object moves whenever a builtin global is added.

use std::path::{Path, PathBuf};
use std::process::Command;

/// Loop iterations before a loop is recorded: enough for the inline caches to be warm,
/// the same in every run.
const THRESHOLD: &str = "--jit-threshold=10";

fn goldens_directory() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../JSTests/traces")
}

/// The trace dump of `script` (standard error); the program must succeed (each checks
/// its own result).
fn dump(script: &Path) -> String {
    let output = Command::new(env!("CARGO_BIN_EXE_vm"))
        .args([THRESHOLD, "--dump-trace=ir"])
        .arg(script)
        .current_dir(goldens_directory())
        .output()
        .expect("the vm binary runs");
    let stderr = String::from_utf8(output.stderr).expect("UTF-8 output");
    assert!(output.status.success(), "{} failed:\n{stderr}", script.display());
    stderr
}

#[test]
fn dump_trace_ir_matches_the_goldens() {
    let update = std::env::var_os("KESTREL_UPDATE_GOLDENS").is_some();
    let mut scripts: Vec<PathBuf> = std::fs::read_dir(goldens_directory())
        .expect("JSTests/traces exists")
        .map(|entry| entry.expect("a directory entry").path())
        .filter(|path| path.extension().is_some_and(|e| e == "js"))
        .collect();
    scripts.sort();
    assert!(!scripts.is_empty());
    let mut mismatches = Vec::new();
    for script in &scripts {
        let actual = dump(script);
        assert!(actual.contains("---- TRACE 0 IR"), "{} compiled no trace:\n{actual}", script.display());
        let again = dump(script);
        assert_eq!(actual, again, "{}: the dump differs from run to run", script.display());
        let expected_path = script.with_extension("expected");
        if update {
            std::fs::write(&expected_path, &actual).expect("writing a golden");
            continue;
        }
        let expected = std::fs::read_to_string(&expected_path).unwrap_or_default();
        if actual != expected {
            mismatches.push(format!("{}:\n--- expected\n{expected}\n--- actual\n{actual}", script.display()));
        }
    }
    assert!(mismatches.is_empty(), "traces changed (KESTREL_UPDATE_GOLDENS=1 to accept):\n{}", mismatches.join("\n"));
}
