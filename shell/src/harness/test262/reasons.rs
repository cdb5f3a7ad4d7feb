//! The one-line reason a new entry of the expectations gets, from the test's metadata and
//! the output of its first failing variant. The first of these that applies:
//!
//! 1. a feature of the test the engine does not have (the table below);
//! 2. `ReferenceError: X is not defined` for a standard global `X`: "X is not implemented yet";
//! 3. the time limit: "times out";
//! 4. the first line of the error, without file names, line and column numbers, or the
//!    temporary directory's path, so that reasons stay the same from one run to the next.

use std::path::Path;

use super::metadata::Metadata;
use crate::report;
use crate::runner::{Outcome, Status};

/// Features the engine does not have, and the reason tests that use them fail.
const UNSUPPORTED_FEATURES: &[(&str, &str)] = &[
    ("tail-call-optimization", "no proper tail calls"),
    ("SharedArrayBuffer", "no SharedArrayBuffer/Atomics"),
    ("Atomics", "no SharedArrayBuffer/Atomics"),
    ("Atomics.waitAsync", "no SharedArrayBuffer/Atomics"),
];

/// Globals of the standard library whose absence is worth its own reason.
const STANDARD_GLOBALS: &[&str] = &[
    "AggregateError",
    "ArrayBuffer",
    "Atomics",
    "BigInt64Array",
    "BigUint64Array",
    "DataView",
    "Date",
    "FinalizationRegistry",
    "Float16Array",
    "Float32Array",
    "Float64Array",
    "Int16Array",
    "Int32Array",
    "Int8Array",
    "Iterator",
    "Map",
    "Promise",
    "Proxy",
    "Reflect",
    "RegExp",
    "Set",
    "SharedArrayBuffer",
    "Uint16Array",
    "Uint32Array",
    "Uint8Array",
    "Uint8ClampedArray",
    "WeakMap",
    "WeakRef",
    "WeakSet",
    "decodeURI",
    "decodeURIComponent",
    "encodeURI",
    "encodeURIComponent",
    "escape",
    "unescape",
];

/// The longest reason, in characters.
const MAX_LENGTH: usize = 150;

/// Why a test failed, from its metadata and the outcome of its first failing variant;
/// `strip` lists directories whose paths are left out of quoted output.
pub fn derive(metadata: &Metadata, outcome: &Outcome, strip: &[&Path]) -> String {
    if let Some(reason) = unsupported_feature(metadata) {
        return reason.to_string();
    }
    let output = || outcome.stderr.lines().chain(outcome.stdout.lines());
    if let Some(global) = output().find_map(missing_global) {
        return format!("{global} is not implemented yet");
    }
    let reason = match &outcome.status {
        Status::TimedOut => return "times out".to_string(),
        Status::NotStarted(why) => why.clone(),
        _ if outcome.stderr.contains("panicked at") => panic_message(&outcome.stderr),
        Status::Signaled(signal) => format!("crashed with signal {signal}"),
        Status::Exited(0) => no_error(metadata, outcome),
        status => match output().map(str::trim).find(|line| !line.is_empty()) {
            Some(line) => expected_type_prefix(metadata) + &clean(line, strip),
            None => report::describe(status, std::time::Duration::ZERO),
        },
    };
    truncate(&clean(&reason, strip))
}

fn unsupported_feature(metadata: &Metadata) -> Option<&'static str> {
    metadata
        .features
        .iter()
        .find_map(|feature| UNSUPPORTED_FEATURES.iter().find(|(name, _)| name == feature).map(|(_, reason)| *reason))
}

/// `X` of `ReferenceError: X is not defined` when `X` is a standard global.
fn missing_global(line: &str) -> Option<&str> {
    let (_, rest) = line.split_once("ReferenceError: ")?;
    let name =
        rest.strip_suffix(" is not defined").or_else(|| rest.split_once(" is not defined").map(|(name, _)| name))?;
    STANDARD_GLOBALS.contains(&name).then_some(name)
}

/// A test that exited normally but should not have: a negative test that threw nothing,
/// or an async test that did not report completion.
fn no_error(metadata: &Metadata, outcome: &Outcome) -> String {
    if let Some(negative) = &metadata.negative {
        return format!("expected {} at {} time, but nothing was thrown", negative.error_type, negative.phase.name());
    }
    let failure = outcome.stdout.lines().find_map(|line| line.split_once("Test262:AsyncTestFailure:"));
    match failure {
        Some((_, error)) => error.trim().to_string(),
        None => "the async test never completed".to_string(),
    }
}

/// For a negative test that threw something else: what it expected.
fn expected_type_prefix(metadata: &Metadata) -> String {
    match &metadata.negative {
        Some(negative) => format!("expected {}, got ", negative.error_type),
        None => String::new(),
    }
}

/// `panic at FILE: MESSAGE` from a Rust panic's report (`thread 'x' panicked at FILE:L:C:`
/// then the message on the next line).
fn panic_message(stderr: &str) -> String {
    let mut lines = stderr.lines();
    let Some(line) = lines.find(|line| line.contains("panicked at")) else { return "panic".into() };
    let place = line.split_once("panicked at").map_or("", |(_, place)| place.trim().trim_end_matches(':'));
    let message = lines.next().unwrap_or("").trim();
    format!("panic at {place}: {message}")
}

/// `line` without a leading `file:line:column: `, the directories of `strip`, and line and
/// column numbers after file names.
fn clean(line: &str, strip: &[&Path]) -> String {
    let mut text = line.trim().to_string();
    if let Some((head, rest)) = text.split_once(": ")
        && !head.contains(' ')
        && (head.contains(".js:") || head.contains(".mjs:"))
    {
        text = rest.to_string();
    }
    for dir in strip {
        let prefix = format!("{}/", dir.display());
        text = text.replace(&prefix, "");
    }
    without_positions(&text)
}

/// `text` with the `:12:5` after every `.js` or `.mjs` (or `.rs`) file name removed.
fn without_positions(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(at) =
        [".js:", ".mjs:", ".rs:"].iter().filter_map(|ext| rest.find(ext).map(|i| i + ext.len() - 1)).min()
    {
        out.push_str(&rest[..at]);
        rest = &rest[at..];
        // `rest` starts at the `:`; drop `:digits` once or twice.
        for _ in 0..2 {
            let digits = rest
                .strip_prefix(':')
                .map_or(0, |after| after.len() - after.trim_start_matches(|c: char| c.is_ascii_digit()).len());
            if digits == 0 {
                break;
            }
            rest = &rest[1 + digits..];
        }
        if rest.starts_with(':') {
            out.push(':');
            rest = &rest[1..];
        }
    }
    out.push_str(rest);
    out
}

fn truncate(text: &str) -> String {
    match text.char_indices().nth(MAX_LENGTH) {
        Some((at, _)) => format!("{}...", text[..at].trim_end()),
        None => text.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::super::metadata::parse;
    use super::*;
    use std::time::Duration;

    fn meta(frontmatter: &str) -> Metadata {
        parse(&format!("/*---\n{frontmatter}\n---*/")).unwrap()
    }

    fn failed(status: Status, stdout: &str, stderr: &str) -> Outcome {
        Outcome { status, stdout: stdout.into(), stderr: stderr.into(), elapsed: Duration::ZERO }
    }

    fn reason(metadata: &Metadata, outcome: &Outcome) -> String {
        derive(metadata, outcome, &[Path::new("/tmp/jstests-1-2-0"), Path::new("/t262")])
    }

    #[test]
    fn unsupported_features_come_first() {
        let m = meta("features: [TypedArray, SharedArrayBuffer]");
        let outcome = failed(Status::TimedOut, "", "x.js:1:1: ReferenceError: Int8Array is not defined");
        assert_eq!(reason(&m, &outcome), "no SharedArrayBuffer/Atomics");
        assert_eq!(reason(&meta("features: [tail-call-optimization]"), &outcome), "no proper tail calls");
        assert_eq!(reason(&meta("features: [cross-realm]"), &outcome), "Int8Array is not implemented yet");
    }

    #[test]
    fn missing_standard_globals() {
        let outcome =
            failed(Status::Exited(3), "", "/t262/test/x.js:4:9: ReferenceError: Map is not defined\n    at <script>");
        assert_eq!(reason(&Metadata::default(), &outcome), "Map is not implemented yet");
        let own = failed(Status::Exited(3), "", "/t262/test/x.js:4:9: ReferenceError: foo is not defined");
        assert_eq!(reason(&Metadata::default(), &own), "ReferenceError: foo is not defined");
    }

    #[test]
    fn timeouts() {
        assert_eq!(reason(&Metadata::default(), &failed(Status::TimedOut, "", "")), "times out");
    }

    #[test]
    fn the_first_error_line_without_paths_and_positions() {
        let stderr =
            "/tmp/jstests-1-2-0/prelude-3.js:92:9: Test262Error: Expected SameValue(«1», «2») to be true\n    at x";
        let outcome = failed(Status::Exited(3), "", stderr);
        assert_eq!(reason(&Metadata::default(), &outcome), "Test262Error: Expected SameValue(«1», «2») to be true");
        let nested = failed(
            Status::Exited(3),
            "",
            "t.js:1:2: Error: thrown at /tmp/jstests-1-2-0/prelude-0.js:12:3 and b.mjs:4",
        );
        assert_eq!(reason(&Metadata::default(), &nested), "Error: thrown at prelude-0.js and b.mjs");
        let long = failed(Status::Exited(3), "", &format!("t.js:1:1: Error: {}", "é".repeat(300)));
        let cut = reason(&Metadata::default(), &long);
        assert_eq!(cut.chars().count(), MAX_LENGTH + 3);
        assert!(cut.ends_with("..."));
    }

    #[test]
    fn negative_and_async_tests_that_exit_normally() {
        let negative = meta("negative:\n  phase: parse\n  type: SyntaxError");
        let quiet = failed(Status::Exited(0), "", "");
        assert_eq!(reason(&negative, &quiet), "expected SyntaxError at parse time, but nothing was thrown");
        let other = failed(Status::Exited(3), "", "/t262/test/a.js:1:1: TypeError: no");
        assert_eq!(reason(&negative, &other), "expected SyntaxError, got TypeError: no");
        let asynchronous = meta("flags: [async]");
        let failure = failed(Status::Exited(0), "Test262:AsyncTestFailure:Test262Error: late\n", "");
        assert_eq!(reason(&asynchronous, &failure), "Test262Error: late");
        assert_eq!(reason(&asynchronous, &quiet), "the async test never completed");
    }

    #[test]
    fn crashes() {
        let panic = failed(
            Status::Signaled(6),
            "",
            "thread 'main' panicked at vm/src/interpreter/call.rs:120:9:\nindex out of bounds\nnote: x",
        );
        assert_eq!(reason(&Metadata::default(), &panic), "panic at vm/src/interpreter/call.rs: index out of bounds");
        assert_eq!(reason(&Metadata::default(), &failed(Status::Signaled(11), "", "")), "crashed with signal 11");
        assert_eq!(reason(&Metadata::default(), &failed(Status::Exited(1), "", "")), "exit status 1");
    }
}
