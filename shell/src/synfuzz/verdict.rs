//! Whether a run ended as it should: with a value (exit status 0) or a JavaScript exception
//! (exit status 3 and an error on standard error); exit status 2 (a bad command line or an
//! unreadable file) is the shell's own and fine too. Anything else is a finding, named by a
//! signature that stays the same from one program to the next for the same defect (the
//! panic's message and place, "stack overflow", "out of memory", the signal), so that a run
//! counts how often each came up.

use crate::fuzzcore::child::{Outcome, Status, signal_name};

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Verdict {
    Fine,
    Finding(Failure),
}

/// A run that did not end with a value or a JavaScript exception.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Failure {
    /// The same for every program that meets the same defect.
    pub signature: String,
}

impl Failure {
    pub fn new(signature: impl Into<String>) -> Failure {
        Failure { signature: signature.into() }
    }
}

/// Judges how `outcome` ended.
pub fn judge(outcome: &Outcome) -> Verdict {
    let stderr = &outcome.stderr;
    if outcome.status == Status::TimedOut {
        return Verdict::Finding(Failure::new("timeout"));
    }
    if let Some(panic) = panic_signature(stderr) {
        return Verdict::Finding(Failure::new(panic));
    }
    if stderr.contains("has overflowed its stack") {
        return Verdict::Finding(Failure::new("native stack overflow"));
    }
    if stderr.contains("memory allocation of") && stderr.contains("failed") {
        return Verdict::Finding(Failure::new("out of memory abort (memory allocation failed)"));
    }
    if let Some(line) = stderr.lines().find(|line| line.contains("fatal runtime error")) {
        return Verdict::Finding(Failure::new(line.trim().to_string()));
    }
    match &outcome.status {
        Status::Exited(0 | 2) => Verdict::Fine,
        Status::Exited(3) if reports_a_javascript_error(stderr) => Verdict::Fine,
        Status::Exited(3) => Verdict::Finding(Failure::new("exit status 3 without a JavaScript error")),
        Status::Exited(code) => Verdict::Finding(Failure::new(format!("exit status {code}"))),
        Status::Signaled(signal) => {
            Verdict::Finding(Failure::new(format!("{} (signal {signal})", signal_name(*signal))))
        }
        Status::NotStarted(why) => Verdict::Finding(Failure::new(format!("not started: {why}"))),
        Status::TimedOut => unreachable!("handled above"),
    }
}

/// `panic at FILE:LINE: MESSAGE` from Rust's panic report (`thread '...' panicked at
/// vm/src/compiler/emitter.rs:106:64:\nfewer than 65536 registers`), without the column, so
/// that the signature survives small edits elsewhere on the line.
fn panic_signature(stderr: &str) -> Option<String> {
    let at = stderr.find("panicked at ")?;
    let rest = &stderr[at + "panicked at ".len()..];
    let (place, message) = rest.split_once(":\n").unwrap_or((rest.lines().next().unwrap_or(""), ""));
    let place = match place.rsplit_once(':') {
        Some((file_and_line, column)) if column.chars().all(|c| c.is_ascii_digit()) => file_and_line,
        _ => place,
    };
    let message = message.lines().next().unwrap_or("").trim();
    Some(format!("panic at {place}: {message}"))
}

/// Whether standard error reports an uncaught JavaScript exception: an error's name
/// (`SyntaxError`, `RangeError`, ...) followed by its message, or an unhandled rejection.
fn reports_a_javascript_error(stderr: &str) -> bool {
    stderr.starts_with("Uncaught (in promise)")
        || stderr.split(|c: char| !c.is_ascii_alphanumeric()).any(|word| {
            word.len() > "Error".len() && word.ends_with("Error") && word.starts_with(|c: char| c.is_ascii_uppercase())
        })
        || stderr.lines().next().is_some_and(|line| line.contains(": Error"))
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Duration;

    fn outcome(status: Status, stderr: &str) -> Outcome {
        Outcome {
            status,
            stdout: String::new(),
            stderr: stderr.to_string(),
            cpu: Duration::ZERO,
            max_rss: None,
            elapsed: Duration::ZERO,
        }
    }

    fn signature(status: Status, stderr: &str) -> Option<String> {
        match judge(&outcome(status, stderr)) {
            Verdict::Fine => None,
            Verdict::Finding(failure) => Some(failure.signature),
        }
    }

    #[test]
    fn a_value_or_a_javascript_exception_is_fine() {
        assert_eq!(signature(Status::Exited(0), ""), None);
        assert_eq!(signature(Status::Exited(3), "t.js:1:9: SyntaxError: unexpected token ')'\n"), None);
        assert_eq!(
            signature(Status::Exited(3), "t.js:1:5: RangeError: Maximum call stack size exceeded\n    at f\n"),
            None
        );
        assert_eq!(signature(Status::Exited(3), "t.js:1:1: Error: m\n"), None);
        assert_eq!(signature(Status::Exited(3), "Uncaught (in promise) TypeError: x\n"), None);
        assert_eq!(signature(Status::Exited(2), "vm: cannot read t.js\n"), None);
    }

    #[test]
    fn a_crash_is_a_finding() {
        let panic = "thread '<unnamed>' (21676) panicked at vm/src/compiler/emitter.rs:106:64:\n\
                     fewer than 65536 registers\nstack backtrace:\n   0: x\n";
        assert_eq!(
            signature(Status::Signaled(6), panic).as_deref(),
            Some("panic at vm/src/compiler/emitter.rs:106: fewer than 65536 registers")
        );
        let overflow = "\nthread '<unnamed>' has overflowed its stack\nfatal runtime error: stack overflow\n";
        assert_eq!(signature(Status::Signaled(6), overflow).as_deref(), Some("native stack overflow"));
        assert_eq!(
            signature(Status::Signaled(6), "memory allocation of 67108864 bytes failed\n").as_deref(),
            Some("out of memory abort (memory allocation failed)")
        );
        assert_eq!(signature(Status::Signaled(11), "").as_deref(), Some("SIGSEGV (signal 11)"));
        assert_eq!(signature(Status::Exited(134), "").as_deref(), Some("exit status 134"));
        assert_eq!(signature(Status::Exited(1), "").as_deref(), Some("exit status 1"));
        assert_eq!(signature(Status::TimedOut, "").as_deref(), Some("timeout"));
    }

    #[test]
    fn an_exit_3_needs_a_javascript_error() {
        assert_eq!(signature(Status::Exited(3), "").as_deref(), Some("exit status 3 without a JavaScript error"));
        // A panic message wins over a clean-looking status.
        let panicked = "thread 'main' panicked at a.rs:1:2:\nboom\nTypeError: x\n";
        assert_eq!(signature(Status::Exited(3), panicked).as_deref(), Some("panic at a.rs:1: boom"));
    }
}
