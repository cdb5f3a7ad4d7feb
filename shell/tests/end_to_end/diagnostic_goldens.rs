//! What `vm file.js` prints on standard error for the programs in JSTests/diagnostics
//! (uncaught throws of any value, TypeErrors that name the expression, causes, async
//! stack traces, syntax errors with their line, unhandled rejections), compared with the
//! expected text next to each, which ends with the exit status. Set
//! `KESTREL_UPDATE_GOLDENS=1` to rewrite the expectations after an intended change.
//!
//! Each program runs from its directory under its bare name, so the paths it prints are
//! the same on every machine. A first line `// flags: ...` passes flags to the vm
//! (`--module`). The interpreter alone and the JIT with every loop traced must print the
//! same as the default run: what a trace throws, it throws through the interpreter.

use std::path::Path;
use std::process::Command;

use crate::goldens;

/// Standard error and the exit status of `vm [flags] name` in JSTests/diagnostics.
fn run(script: &Path, mode: &[&str]) -> String {
    let source = std::fs::read_to_string(script).expect("a readable script");
    let flags = source.lines().next().and_then(|line| line.strip_prefix("// flags:")).unwrap_or("");
    let output = Command::new(env!("CARGO_BIN_EXE_vm"))
        .args(mode)
        .args(flags.split_whitespace())
        .arg(script.file_name().expect("a file name"))
        .current_dir(goldens::directory("diagnostics"))
        .output()
        .expect("the vm binary runs");
    let stderr = String::from_utf8(output.stderr).expect("UTF-8 output");
    format!("{stderr}(exit status {})\n", output.status.code().map_or("none".to_string(), |code| code.to_string()))
}

#[test]
fn diagnostics_match_the_goldens() {
    goldens::check("diagnostics", "diagnostics", |script| {
        let actual = run(script, &[]);
        for mode in [["--no-jit"], ["--jit-threshold=1"]] {
            assert_eq!(run(script, &mode), actual, "{} differs with {}", script.display(), mode[0]);
        }
        actual
    });
}
