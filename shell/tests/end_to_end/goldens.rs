//! What the golden tests share: each `.js` file of a JSTests directory has its expected
//! output next to it (`.expected`), which `KESTREL_UPDATE_GOLDENS=1` rewrites after an
//! intended change.

use std::path::{Path, PathBuf};

/// The JSTests directory `name`.
pub fn directory(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../JSTests").join(name)
}

/// Compares `output` of every script in JSTests/`name` with its `.expected` file (or
/// rewrites those under `KESTREL_UPDATE_GOLDENS`); `what` names the output in the failure.
pub fn check(name: &str, what: &str, output: impl Fn(&Path) -> String) {
    let update = std::env::var_os("KESTREL_UPDATE_GOLDENS").is_some();
    let mut scripts: Vec<PathBuf> = std::fs::read_dir(directory(name))
        .unwrap_or_else(|error| panic!("JSTests/{name}: {error}"))
        .map(|entry| entry.expect("a directory entry").path())
        .filter(|path| path.extension().is_some_and(|e| e == "js"))
        .collect();
    scripts.sort();
    assert!(!scripts.is_empty());
    let mut mismatches = Vec::new();
    for script in &scripts {
        let actual = output(script);
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
    assert!(mismatches.is_empty(), "{what} changed (KESTREL_UPDATE_GOLDENS=1 to accept):\n{}", mismatches.join("\n"));
}
