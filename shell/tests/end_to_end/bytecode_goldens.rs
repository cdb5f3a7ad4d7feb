//! `--dump-bytecode` output of the scripts in JSTests/bytecode, compared with the
//! expected text next to each. Set `KESTREL_UPDATE_GOLDENS=1` to rewrite the expectations
//! after an intended change to the code the compiler emits.

use std::path::{Path, PathBuf};
use std::process::Command;

fn goldens_directory() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../JSTests/bytecode")
}

#[test]
fn dump_bytecode_matches_the_goldens() {
    let update = std::env::var_os("KESTREL_UPDATE_GOLDENS").is_some();
    let mut scripts: Vec<PathBuf> = std::fs::read_dir(goldens_directory())
        .expect("JSTests/bytecode exists")
        .map(|entry| entry.expect("a directory entry").path())
        .filter(|path| path.extension().is_some_and(|e| e == "js"))
        .collect();
    scripts.sort();
    assert!(!scripts.is_empty());
    let mut mismatches = Vec::new();
    for script in &scripts {
        let output = Command::new(env!("CARGO_BIN_EXE_vm"))
            .arg("--dump-bytecode")
            .arg(script)
            .current_dir(goldens_directory())
            .output()
            .expect("the vm binary runs");
        assert!(output.status.success(), "{} failed: {}", script.display(), String::from_utf8_lossy(&output.stderr));
        let actual = String::from_utf8(output.stdout).expect("UTF-8 output");
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
    assert!(mismatches.is_empty(), "bytecode changed (KESTREL_UPDATE_GOLDENS=1 to accept):\n{}", mismatches.join("\n"));
}
