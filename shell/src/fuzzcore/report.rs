//! How a child's outcome reads in a report: its status, its CPU time and memory, and what it
//! printed. The fuzzers put this text in their finding files.

use super::child::Outcome;

/// `== title: status (CPU time, wall time, peak memory)`, then standard output and standard error.
/// `escape` is applied to the printed text (a report inside a `/* */` comment must not end
/// it early, say).
pub fn describe(title: &str, outcome: &Outcome, escape: impl Fn(&str) -> String) -> String {
    let peak = match outcome.max_rss {
        Some(bytes) => format!("{:.1} MiB peak", bytes as f64 / (1024.0 * 1024.0)),
        None => "peak memory not above the fuzzer's".to_string(),
    };
    let mut text = format!(
        "== {title}: {} ({:.3} s CPU, {:.3} s elapsed, {peak})\n",
        outcome.status,
        outcome.cpu.as_secs_f64(),
        outcome.elapsed.as_secs_f64(),
    );
    text.push_str(&escape(&outcome.stdout));
    if !outcome.stderr.is_empty() {
        text.push_str("-- standard error:\n");
        text.push_str(&escape(&outcome.stderr));
        if !outcome.stderr.ends_with('\n') {
            text.push('\n');
        }
    }
    text
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::fuzzcore::child::Status;
    use std::time::Duration;

    #[test]
    fn an_outcome_reads_with_its_status_and_output() {
        let outcome = Outcome {
            status: Status::Exited(3),
            stdout: "a */ b\n".into(),
            stderr: "TypeError: x".into(),
            cpu: Duration::from_millis(1500),
            max_rss: Some(3 << 20),
            elapsed: Duration::from_secs(2),
        };
        let text = describe("run", &outcome, |text| text.replace("*/", "* /"));
        assert_eq!(
            text,
            "== run: exit status 3 (1.500 s CPU, 2.000 s elapsed, 3.0 MiB peak)\na * / b\n-- standard error:\nTypeError: x\n"
        );
    }
}
