//! How a failed run is shown, the same way in both suites:
//!
//! ```text
//! FAIL JSTests/stress/x.js (no-jit): exit status 3
//!     $ target/release/vm --use-dollar-vm --no-jit JSTests/stress/x.js
//!     | JSTests/stress/x.js:3:5: Error: oops
//!     |     at <script> (JSTests/stress/x.js:3:5)
//! ```
//!
//! The command reproduces the run from the repository root; the output is the run's
//! standard output followed by its standard error, cut after a number of lines.

use std::time::Duration;

use crate::runner::{Outcome, Status};

/// Lines of output shown under a failure.
pub const OUTPUT_LINES: usize = 40;

/// How the run ended, in words.
pub fn describe(status: &Status, limit: Duration) -> String {
    match status {
        Status::Exited(code) => format!("exit status {code}"),
        Status::Signaled(signal) => format!("killed by signal {signal}"),
        Status::TimedOut => format!("timed out after {}", seconds(limit)),
        Status::NotStarted(why) => why.clone(),
    }
}

/// A duration as a person reads it: `120 s`, `2.5 s`.
pub fn seconds(duration: Duration) -> String {
    let secs = duration.as_secs_f64();
    if secs.fract() == 0.0 { format!("{secs:.0} s") } else { format!("{secs:.1} s") }
}

/// Prints one failure: its heading, the command and the start of its output.
pub fn print_failure(heading: &str, command: &str, outcome: &Outcome, limit: Duration, lines: usize) {
    println!("FAIL {heading}: {}", describe(&outcome.status, limit));
    println!("    $ {command}");
    for line in excerpt(outcome, lines) {
        println!("    | {line}");
    }
}

/// The first `max` lines of standard output then standard error, and how many were left out.
pub fn excerpt(outcome: &Outcome, max: usize) -> Vec<String> {
    let all: Vec<&str> = outcome.stdout.lines().chain(outcome.stderr.lines()).collect();
    let mut shown: Vec<String> = all.iter().take(max).map(|line| line.to_string()).collect();
    if all.len() > max {
        shown.push(format!("... ({} more lines)", all.len() - max));
    }
    shown
}

/// `part/whole` as a percentage with one decimal.
pub fn percent(part: usize, whole: usize) -> String {
    if whole == 0 { "-".to_string() } else { format!("{:.1}%", part as f64 * 100.0 / whole as f64) }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn outcome(stdout: &str, stderr: &str) -> Outcome {
        Outcome { status: Status::Exited(3), stdout: stdout.into(), stderr: stderr.into(), elapsed: Duration::ZERO }
    }

    #[test]
    fn excerpts_put_stdout_first_and_say_what_was_cut() {
        assert_eq!(excerpt(&outcome("a\n", "b\nc\n"), 5), ["a", "b", "c"]);
        assert_eq!(excerpt(&outcome("a\n", "b\nc\n"), 2), ["a", "b", "... (1 more lines)"]);
    }

    #[test]
    fn statuses_in_words() {
        assert_eq!(describe(&Status::TimedOut, Duration::from_secs(120)), "timed out after 120 s");
        assert_eq!(describe(&Status::Signaled(11), Duration::ZERO), "killed by signal 11");
        assert_eq!(seconds(Duration::from_millis(2500)), "2.5 s");
        assert_eq!(percent(1, 3), "33.3%");
    }
}
