//! The end of a stress run: each failure with its mode, command and output; known failures
//! that passed; counts per mode; and the final `N passed, N failed` line. A test counts as
//! passed when all its runs passed.

use std::collections::BTreeSet;
use std::path::Path;
use std::time::Duration;

use super::modes::Mode;
use super::{EXPECTED_FAILURES, Planned, RunOutcome, Test};
use crate::command::{relative_to, render};
use crate::report::{self, OUTPUT_LINES};
use crate::runner::Outcome;

/// How many of the slowest runs the report names.
const SLOWEST: usize = 3;

pub struct Report<'a> {
    pub root: &'a Path,
    pub vm: &'a Path,
    pub dir: &'a Path,
    pub tests: &'a [Test],
    pub planned: &'a [Planned],
    pub outcomes: &'a [Option<RunOutcome>],
}

/// Runs of one mode (or tests, for the totals).
#[derive(Default)]
struct Counts {
    passed: usize,
    failed: usize,
    known: usize,
}

impl Report<'_> {
    /// Prints the report; whether everything went as expected.
    pub fn print(&self, listed: &BTreeSet<String>, selected: &[Mode], elapsed: Duration) -> bool {
        self.print_failures();
        let unexpected_passes = self.print_unexpected_passes();
        self.print_missing_entries(listed);
        let tests = self.print_counts(selected);
        self.print_slowest();
        let skipped = self.tests.iter().filter(|test| test.directives.skip).count();
        let mut line = format!(
            "{} passed, {} failed, {} known failures, {skipped} skipped",
            tests.passed, tests.failed, tests.known
        );
        if unexpected_passes > 0 {
            line.push_str(&format!(", {unexpected_passes} unexpected passes"));
        }
        println!("{line} ({} runs in {:.1} s)", self.planned.len(), elapsed.as_secs_f64());
        tests.failed == 0 && unexpected_passes == 0
    }

    /// Every failed run of a test not known to fail, in test then mode order.
    fn print_failures(&self) {
        let mut failures: Vec<(usize, &Planned, &Outcome)> = Vec::new();
        for (planned, outcome) in self.planned.iter().zip(self.outcomes) {
            if let Some(RunOutcome::Failed(outcome)) = outcome
                && !self.tests[planned.test].expected_failure
            {
                failures.push((planned.test, planned, outcome));
            }
        }
        failures.sort_by_key(|(test, planned, _)| (*test, planned.run.mode));
        for (test, planned, outcome) in failures {
            let heading = format!("{} ({})", self.tests[test].shown, planned.run.mode.name());
            let command = render(self.vm, &planned.run.args, self.root);
            report::print_failure(&heading, &command, outcome, planned.timeout, OUTPUT_LINES);
            println!();
        }
    }

    /// Known failures that passed every run; how many.
    fn print_unexpected_passes(&self) -> usize {
        let mut count = 0;
        for (index, test) in self.tests.iter().enumerate() {
            if test.expected_failure
                && self.runs_of(index).next().is_some()
                && self.runs_of(index).all(|(_, passed)| passed)
            {
                println!("UNEXPECTED PASS {}: remove it from {EXPECTED_FAILURES}", test.shown);
                count += 1;
            }
        }
        count
    }

    /// Entries of the expected failures that name no file.
    fn print_missing_entries(&self, listed: &BTreeSet<String>) {
        for name in listed {
            if !self.dir.join(name).is_file() {
                println!("{EXPECTED_FAILURES} lists {name}, which is not in {}", relative_to(self.dir, self.root));
            }
        }
    }

    /// Prints runs per mode; returns the counts per test.
    fn print_counts(&self, selected: &[Mode]) -> Counts {
        println!("{:<10} {:>7} {:>7} {:>15}", "mode", "passed", "failed", "known failures");
        for &mode in selected {
            let mut counts = Counts::default();
            for (planned, outcome) in self.planned.iter().zip(self.outcomes) {
                if planned.run.mode == mode {
                    let passed = matches!(outcome, Some(RunOutcome::Passed(_)));
                    count(&mut counts, passed, self.tests[planned.test].expected_failure);
                }
            }
            println!("{:<10} {:>7} {:>7} {:>15}", mode.name(), counts.passed, counts.failed, counts.known);
        }
        let mut tests = Counts::default();
        for (index, test) in self.tests.iter().enumerate() {
            if self.runs_of(index).next().is_some() {
                let passed = self.runs_of(index).all(|(_, passed)| passed);
                count(&mut tests, passed, test.expected_failure);
            }
        }
        tests
    }

    /// The runs that took longest: the ones to mark `slow!`, or to make smaller.
    fn print_slowest(&self) {
        let mut times: Vec<(Duration, &Planned)> = self
            .planned
            .iter()
            .zip(self.outcomes)
            .filter_map(|(planned, outcome)| match outcome {
                Some(RunOutcome::Passed(elapsed)) => Some((*elapsed, planned)),
                Some(RunOutcome::Failed(outcome)) => Some((outcome.elapsed, planned)),
                None => None,
            })
            .collect();
        times.sort_by_key(|(elapsed, _)| std::cmp::Reverse(*elapsed));
        let slowest: Vec<String> = times
            .iter()
            .take(SLOWEST)
            .map(|(elapsed, planned)| {
                format!(
                    "{} ({}) {:.1} s",
                    self.tests[planned.test].shown,
                    planned.run.mode.name(),
                    elapsed.as_secs_f64()
                )
            })
            .collect();
        if !slowest.is_empty() {
            println!("slowest: {}", slowest.join(", "));
        }
    }

    /// The runs of test `index`, each with whether it passed.
    fn runs_of(&self, index: usize) -> impl Iterator<Item = (&Planned, bool)> {
        self.planned
            .iter()
            .zip(self.outcomes)
            .filter(move |(planned, _)| planned.test == index)
            .map(|(planned, outcome)| (planned, matches!(outcome, Some(RunOutcome::Passed(_)))))
    }
}

fn count(counts: &mut Counts, passed: bool, expected_failure: bool) {
    match (passed, expected_failure) {
        (true, _) => counts.passed += 1,
        (false, true) => counts.known += 1,
        (false, false) => counts.failed += 1,
    }
}
