//! Finding test262 tests: every `*.js` file under the subpaths asked for (relative to the
//! test262 checkout, `test/` optional), except `_FIXTURE` files, which are modules other
//! tests import.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

/// What runs when no subpath is given.
pub const DEFAULT_SUBPATHS: [&str; 4] = ["test/built-ins", "test/language", "test/annexB", "test/harness"];

/// The tests under `subpaths` of the checkout at `root`, as paths from `root` with `/`
/// between components (`test/built-ins/Array/length.js`), sorted, each once; or with no
/// subpaths, the tests of the [`DEFAULT_SUBPATHS`] the checkout has.
pub fn tests(root: &Path, subpaths: &[PathBuf]) -> Result<Vec<String>, String> {
    let defaults: Vec<PathBuf>;
    let subpaths = if subpaths.is_empty() {
        defaults = DEFAULT_SUBPATHS.iter().map(|subpath| root.join(subpath)).filter(|path| path.exists()).collect();
        &defaults
    } else {
        subpaths
    };
    let mut found = BTreeSet::new();
    for subpath in subpaths {
        let start = resolve(root, subpath)?;
        walk(&start, &mut |file| {
            if let Ok(relative) = file.strip_prefix(root) {
                let parts: Vec<String> =
                    relative.components().map(|c| c.as_os_str().to_string_lossy().into_owned()).collect();
                found.insert(parts.join("/"));
            }
        })?;
    }
    Ok(found.into_iter().collect())
}

/// `subpath` inside the checkout: as given, or under `test/`.
fn resolve(root: &Path, subpath: &Path) -> Result<PathBuf, String> {
    let candidates = [root.join(subpath), root.join("test").join(subpath)];
    let found =
        candidates.iter().find(|candidate| candidate.exists()).and_then(|candidate| candidate.canonicalize().ok());
    match found {
        Some(path) if path.starts_with(root) => Ok(path),
        Some(path) => Err(format!("{} is not inside the test262 checkout at {}", path.display(), root.display())),
        None => Err(format!("no test262 tests at {} (looked in {})", subpath.display(), root.display())),
    }
}

/// Calls `found` with every test file at or under `path`.
fn walk(path: &Path, found: &mut dyn FnMut(&Path)) -> Result<(), String> {
    if path.is_file() {
        if is_test(path) {
            found(path);
        }
        return Ok(());
    }
    let entries = std::fs::read_dir(path).map_err(|error| format!("{}: {error}", path.display()))?;
    for entry in entries {
        let entry = entry.map_err(|error| format!("{}: {error}", path.display()))?;
        walk(&entry.path(), found)?;
    }
    Ok(())
}

fn is_test(path: &Path) -> bool {
    let name = path.file_name().map(|name| name.to_string_lossy()).unwrap_or_default();
    name.ends_with(".js") && !name.contains("_FIXTURE")
}
