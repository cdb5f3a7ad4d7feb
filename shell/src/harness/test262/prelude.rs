//! The harness code a test262 test runs after: `assert.js` and `sta.js`, then
//! `doneprintHandle.js` for an async test, then the test's `includes`, in that order. Tests
//! with the same files share one prelude: the files joined into one script, written once to
//! a temporary directory that lives as long as the run, so each vm reads one file. Output
//! that points into a prelude (`prelude-3.js:236:3`) is translated back to the harness
//! file and line it came from, since the prelude is gone once the run ends.

use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::time::{SystemTime, UNIX_EPOCH};

use super::metadata::Metadata;

/// The files every test with a prelude gets first.
const ALWAYS: [&str; 2] = ["assert.js", "sta.js"];
/// What an async test gets after them.
const ASYNC: &str = "doneprintHandle.js";

pub struct Preludes {
    harness: PathBuf,
    dir: TempDir,
    written: HashMap<Vec<PathBuf>, PathBuf>,
    /// For prelude `n`: each of its files, with the prelude's line (from 1) it starts at.
    layouts: Vec<Vec<(PathBuf, usize)>>,
}

impl Preludes {
    /// Preludes made from the files of `harness` (test262's `harness/` directory).
    pub fn new(harness: &Path) -> Result<Preludes, String> {
        let dir = TempDir::new()?;
        Ok(Preludes { harness: harness.to_path_buf(), dir, written: HashMap::new(), layouts: Vec::new() })
    }

    /// The harness files a test runs after, in order, each once.
    pub fn files(&self, metadata: &Metadata) -> Vec<PathBuf> {
        let asynchronous = metadata.has_flag("async").then_some(ASYNC);
        let names = ALWAYS.into_iter().chain(asynchronous).chain(metadata.includes.iter().map(String::as_str));
        let mut files: Vec<PathBuf> = Vec::new();
        for name in names {
            let file = self.harness.join(name);
            if !files.contains(&file) {
                files.push(file);
            }
        }
        files
    }

    /// The prelude file of a test, written the first time a test needs these files.
    pub fn prelude(&mut self, metadata: &Metadata) -> Result<PathBuf, String> {
        let files = self.files(metadata);
        if let Some(prelude) = self.written.get(&files) {
            return Ok(prelude.clone());
        }
        let mut text = String::new();
        let mut layout = Vec::new();
        let mut line = 1;
        for file in &files {
            let source =
                std::fs::read_to_string(file).map_err(|error| format!("harness file {}: {error}", file.display()))?;
            layout.push((file.clone(), line));
            line += source.matches('\n').count() + 1;
            text.push_str(&source);
            text.push('\n');
        }
        let prelude = self.dir.path().join(format!("prelude-{}.js", self.layouts.len()));
        std::fs::write(&prelude, text).map_err(|error| format!("{}: {error}", prelude.display()))?;
        self.layouts.push(layout);
        self.written.insert(files, prelude.clone());
        Ok(prelude)
    }

    /// The directory preludes are written to (stripped from reasons derived from output).
    pub fn dir(&self) -> &Path {
        self.dir.path()
    }

    /// `output` with every `PRELUDE:LINE` replaced by the harness file and line it is.
    pub fn translate(&self, output: &str) -> String {
        let marker = format!("{}/prelude-", self.dir.path().display());
        let mut translated = String::with_capacity(output.len());
        let mut rest = output;
        while let Some(at) = rest.find(&marker) {
            translated.push_str(&rest[..at]);
            let after = &rest[at + marker.len()..];
            match self.location(after) {
                Some((place, used)) => {
                    translated.push_str(&place);
                    rest = &after[used..];
                }
                None => {
                    translated.push_str(&marker);
                    rest = after;
                }
            }
        }
        translated.push_str(rest);
        translated
    }

    /// Reads `N.js:LINE` at the start of `text`: the harness file and line it stands for,
    /// and how many bytes it took.
    fn location(&self, text: &str) -> Option<(String, usize)> {
        let digits = |s: &str| s.len() - s.trim_start_matches(|c: char| c.is_ascii_digit()).len();
        let n_len = digits(text);
        let n: usize = text[..n_len].parse().ok()?;
        let after_n = text[n_len..].strip_prefix(".js:")?;
        let line_len = digits(after_n);
        let line: usize = after_n[..line_len].parse().ok()?;
        let layout = self.layouts.get(n)?;
        let (file, start) = layout.iter().rev().find(|(_, start)| *start <= line)?;
        let place = format!("{}:{}", file.display(), line - start + 1);
        Some((place, n_len + ".js:".len() + line_len))
    }
}

/// A directory of our own under the system's temporary directory, removed on drop.
struct TempDir(PathBuf);

impl TempDir {
    fn new() -> Result<TempDir, String> {
        let nanos = SystemTime::now().duration_since(UNIX_EPOCH).map_or(0, |elapsed| elapsed.subsec_nanos());
        let base = std::env::temp_dir();
        let mut last_error = None;
        for attempt in 0..100 {
            let dir = base.join(format!("jstests-{}-{nanos}-{attempt}", std::process::id()));
            match std::fs::create_dir(&dir) {
                Ok(()) => return Ok(TempDir(dir)),
                Err(error) => last_error = Some(error),
            }
        }
        let error = last_error.map(|error| error.to_string()).unwrap_or_default();
        Err(format!("cannot create a temporary directory in {}: {error}", base.display()))
    }

    fn path(&self) -> &Path {
        &self.0
    }
}

impl Drop for TempDir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

#[cfg(test)]
mod tests {
    use super::super::metadata::parse;
    use super::*;

    #[test]
    fn preludes_are_shared_and_removed() {
        let harness = TempDir::new().unwrap();
        for (name, text) in
            [("assert.js", "var a;"), ("sta.js", "var s;"), ("doneprintHandle.js", "var d;"), ("x.js", "var x;")]
        {
            std::fs::write(harness.path().join(name), text).unwrap();
        }
        let mut preludes = Preludes::new(harness.path()).unwrap();
        let with_x = parse("/*---\nincludes: [x.js, assert.js]\nflags: [async]\n---*/").unwrap();
        let names: Vec<String> =
            preludes.files(&with_x).iter().map(|f| f.file_name().unwrap().to_string_lossy().into_owned()).collect();
        assert_eq!(names, ["assert.js", "sta.js", "doneprintHandle.js", "x.js"]);

        let first = preludes.prelude(&with_x).unwrap();
        assert_eq!(std::fs::read_to_string(&first).unwrap(), "var a;\nvar s;\nvar d;\nvar x;\n");
        assert_eq!(preludes.prelude(&with_x).unwrap(), first);
        let plain = preludes.prelude(&Metadata::default()).unwrap();
        assert_ne!(plain, first);

        let base = preludes.dir().display().to_string();
        let output =
            format!("{base}/prelude-0.js:4:3: Error: x\n    at f ({base}/prelude-0.js:1:9)\n{base}/prelude-9.js:1");
        let harness_dir = harness.path().display();
        let expected =
            format!("{harness_dir}/x.js:1:3: Error: x\n    at f ({harness_dir}/assert.js:1:9)\n{base}/prelude-9.js:1");
        assert_eq!(preludes.translate(&output), expected);

        let missing = parse("/*---\nincludes: [nope.js]\n---*/").unwrap();
        assert!(preludes.prelude(&missing).unwrap_err().contains("nope.js"));
        let dir = preludes.dir().to_path_buf();
        drop(preludes);
        assert!(!dir.exists());
    }
}
