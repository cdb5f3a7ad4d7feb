//! `JSTests/test262/expectations`: the test262 tests known to fail, one a line, sorted,
//! each with a one-line reason:
//!
//! ```text
//! # comments and blank lines at the top are kept when the file is rewritten
//! test/built-ins/Map/constructor.js: Map is not implemented yet
//! ```
//!
//! `--update-expectations` rewrites it from a run: entries of tests that still fail keep
//! their reasons, entries of tests that pass go, except `flaky: ...` ones, which stay
//! whatever one run says; new failures come in with a derived reason (`reasons.rs`).

use std::collections::BTreeMap;

/// The top of a new expectations file.
const DEFAULT_HEADER: &str = "\
# test262 tests known to fail with Kestrel: `path: reason`, sorted. See README.md here;
# `JSTests/run --test262 --update-expectations` regenerates this file.";

/// Whether an entry's reason marks the test as flaky: its passes and failures both count
/// as expected, and an update keeps it.
pub fn is_flaky(reason: &str) -> bool {
    reason.starts_with("flaky")
}

#[derive(Debug, Default, PartialEq, Eq)]
pub struct Expectations {
    /// Comment and blank lines before the first entry.
    header: Vec<String>,
    /// Test path (from the test262 root) to reason.
    entries: BTreeMap<String, String>,
}

impl Expectations {
    /// Parses the file's text.
    pub fn parse(text: &str) -> Result<Expectations, String> {
        let mut expectations = Expectations::default();
        for (index, line) in text.lines().enumerate() {
            let trimmed = line.trim();
            if trimmed.is_empty() || trimmed.starts_with('#') {
                if expectations.entries.is_empty() {
                    expectations.header.push(line.trim_end().to_string());
                }
                continue;
            }
            let number = index + 1;
            let Some((path, reason)) = trimmed.split_once(": ") else {
                return Err(format!("line {number}: expected `test/path/to/file.js: reason`, found `{trimmed}`"));
            };
            let (path, reason) = (path.trim(), reason.trim());
            if reason.is_empty() {
                return Err(format!("line {number}: {path} has no reason"));
            }
            if expectations.entries.insert(path.to_string(), reason.to_string()).is_some() {
                return Err(format!("line {number}: {path} is listed twice"));
            }
        }
        while expectations.header.last().is_some_and(|line| line.is_empty()) {
            expectations.header.pop();
        }
        Ok(expectations)
    }

    /// The reason `path` is listed, if it is.
    pub fn reason(&self, path: &str) -> Option<&str> {
        self.entries.get(path).map(String::as_str)
    }

    /// Every entry, sorted by path.
    pub fn entries(&self) -> impl Iterator<Item = (&str, &str)> {
        self.entries.iter().map(|(path, reason)| (path.as_str(), reason.as_str()))
    }

    pub fn len(&self) -> usize {
        self.entries.len()
    }

    /// Records what a run found for the test at `path`: `None` when it passed, else the
    /// reason a new entry would get.
    pub fn record(&mut self, path: &str, failure: Option<String>) {
        match failure {
            None => {
                if !self.reason(path).is_some_and(is_flaky) {
                    self.entries.remove(path);
                }
            }
            Some(reason) => {
                self.entries.entry(path.to_string()).or_insert_with(|| one_line(&reason));
            }
        }
    }

    /// Drops the entries for which `keep` says no (tests that no longer exist).
    pub fn retain(&mut self, mut keep: impl FnMut(&str) -> bool) {
        self.entries.retain(|path, _| keep(path));
    }

    /// The file's text: the header (or a default one), then the entries in order.
    pub fn to_text(&self) -> String {
        let mut text = String::new();
        if self.header.is_empty() {
            text.push_str(DEFAULT_HEADER);
            text.push('\n');
        }
        for line in &self.header {
            text.push_str(line);
            text.push('\n');
        }
        text.push('\n');
        for (path, reason) in &self.entries {
            text.push_str(&format!("{path}: {reason}\n"));
        }
        text
    }
}

/// A reason that fits on its line and reads as text: whitespace runs (line separators
/// included) become one space, other control characters (a test's output can hold a NUL)
/// escapes.
fn one_line(reason: &str) -> String {
    let joined = reason.split_whitespace().collect::<Vec<_>>().join(" ");
    let mut text = String::with_capacity(joined.len());
    for c in joined.chars() {
        match c {
            c if c.is_control() => text.push_str(&format!("\\x{:02x}", c as u32)),
            c => text.push(c),
        }
    }
    if text.is_empty() { "fails".to_string() } else { text }
}

#[cfg(test)]
mod tests {
    use super::*;

    const FILE: &str = "# known failures\n#\n\ntest/a.js: Map is not implemented yet\ntest/b/c.js: flaky: timing\n";

    #[test]
    fn parses_entries_and_header() {
        let expectations = Expectations::parse(FILE).unwrap();
        assert_eq!(expectations.len(), 2);
        assert_eq!(expectations.reason("test/a.js"), Some("Map is not implemented yet"));
        assert_eq!(expectations.reason("test/b/c.js"), Some("flaky: timing"));
        assert_eq!(expectations.reason("test/d.js"), None);
        assert_eq!(expectations.to_text(), FILE);
    }

    #[test]
    fn malformed_lines_are_errors() {
        assert!(Expectations::parse("test/a.js\n").unwrap_err().contains("line 1: expected"));
        assert!(
            Expectations::parse("test/a.js: x\ntest/a.js: y\n")
                .unwrap_err()
                .contains("line 2: test/a.js is listed twice")
        );
        assert!(Expectations::parse("test/a.js: \n").unwrap_err().contains("line 1:"));
    }

    #[test]
    fn updating_keeps_reasons_of_failures_and_flaky_entries() {
        let mut expectations = Expectations::parse(FILE).unwrap();
        expectations.record("test/a.js", Some("a different derived reason".into()));
        expectations.record("test/b/c.js", None);
        expectations.record("test/new.js", Some("Test262Error: Expected\n  more".into()));
        expectations.record("test/passing.js", None);
        let text = expectations.to_text();
        assert_eq!(
            text,
            "# known failures\n#\n\ntest/a.js: Map is not implemented yet\ntest/b/c.js: flaky: timing\n\
             test/new.js: Test262Error: Expected more\n"
        );
        let mut again = Expectations::parse(&text).unwrap();
        assert_eq!(again, expectations);
        again.record("test/a.js", None);
        again.retain(|path| path != "test/new.js");
        assert_eq!(again.to_text(), "# known failures\n#\n\ntest/b/c.js: flaky: timing\n");
    }

    #[test]
    fn a_new_file_gets_a_header_and_sorted_entries() {
        let mut expectations = Expectations::default();
        expectations.record("test/z.js", Some("times out".into()));
        expectations.record("test/a.js", Some("".into()));
        expectations.record("test/n.js", Some("escape '\0'\u{2028}x".into()));
        let text = expectations.to_text();
        assert!(text.starts_with("# test262 tests known to fail"));
        assert!(text.ends_with("\ntest/a.js: fails\ntest/n.js: escape '\\x00' x\ntest/z.js: times out\n"));
        assert_eq!(Expectations::parse(&text).unwrap().len(), 3);
    }
}
