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

use std::path::Path;
use std::process::Command;

use crate::goldens;

/// Loop iterations before a loop is recorded: enough for the inline caches to be warm,
/// the same in every run.
const THRESHOLD: &str = "--jit-threshold=10";

/// The trace dump of `script` (standard error); the program must succeed (each checks
/// its own result).
fn dump(script: &Path) -> String {
    let output = Command::new(env!("CARGO_BIN_EXE_vm"))
        .args([THRESHOLD, "--dump-trace=ir"])
        .arg(script)
        .current_dir(goldens::directory("traces"))
        .output()
        .expect("the vm binary runs");
    let stderr = String::from_utf8(output.stderr).expect("UTF-8 output");
    assert!(output.status.success(), "{} failed:\n{stderr}", script.display());
    stderr
}

#[test]
fn dump_trace_ir_matches_the_goldens() {
    goldens::check("traces", "traces", |script| {
        let actual = dump(script);
        assert!(actual.contains("---- TRACE 0 IR"), "{} compiled no trace:\n{actual}", script.display());
        assert_eq!(actual, dump(script), "{}: the dump differs from run to run", script.display());
        actual
    });
}
