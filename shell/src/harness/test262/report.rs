//! The end of a test262 run: new failures (the first ones in full, with the command that
//! reproduces each failing variant and the start of its output, the rest one line each),
//! pass rates by directory, new passes and stale entries of the expectations, and a final
//! count. Only new failures make the run fail.

use std::path::Path;
use std::time::Duration;

use super::expectations::{Expectations, is_flaky};
use super::{Case, State, rates, reasons};
use crate::report;

/// New failures shown in full; later ones get a line each.
const DETAILED: usize = 50;
/// Lines of output shown under each failing variant.
const OUTPUT_LINES: usize = 20;

pub struct Report<'a> {
    pub cases: &'a [Case],
    pub expectations: &'a Expectations,
    pub suite: &'a Path,
    pub strip: &'a [&'a Path],
    pub timeout: Duration,
}

impl Report<'_> {
    /// Prints everything; whether the run had no new failure. When `updating`, the new
    /// failures are about to be listed, so the advice to list them is left out.
    pub fn print(&self, runs: usize, elapsed: Duration, updating: bool) -> bool {
        let listed = |case: &Case| self.expectations.reason(&case.path);
        let ran = || self.cases.iter().filter(|case| !matches!(case.state, State::Skipped));
        let new_failures: Vec<&Case> = ran().filter(|case| case.failed() && listed(case).is_none()).collect();
        self.print_new_failures(&new_failures);

        rates::print(ran().map(|case| (case.path.as_str(), !case.failed())));
        println!();

        let mut flaky_passes = 0;
        let mut new_passes = 0;
        for case in ran().filter(|case| !case.failed()) {
            match listed(case) {
                Some(reason) if is_flaky(reason) => flaky_passes += 1,
                Some(reason) => {
                    println!("NEW PASS {} (remove it from the expectations; listed as: {reason})", case.path);
                    new_passes += 1;
                }
                None => {}
            }
        }
        for (path, _) in self.expectations.entries() {
            if !self.suite.join(path).is_file() {
                println!("STALE {path}: listed in the expectations, but there is no such test");
            }
        }

        let total = ran().count();
        let failed = ran().filter(|case| case.failed()).count();
        let skipped = self.cases.len() - total;
        println!(
            "test262: {} passed, {failed} failed ({} known, {} new), {skipped} skipped, {new_passes} new passes \
             ({flaky_passes} flaky passed); {total} tests, {runs} runs in {:.1} s",
            total - failed,
            failed - new_failures.len(),
            new_failures.len(),
            elapsed.as_secs_f64()
        );
        if !new_failures.is_empty() && !updating {
            println!("new failures: fix them, or list them with `JSTests/run --test262 --update-expectations`");
        }
        new_failures.is_empty()
    }

    fn print_new_failures(&self, failures: &[&Case]) {
        for (count, case) in failures.iter().enumerate() {
            if count < DETAILED {
                self.print_in_full(case);
            } else {
                let variants: Vec<&str> = case.failures.iter().map(|failure| failure.variant.name()).collect();
                println!("FAIL {} ({}): {}", case.path, variants.join(", "), self.reason(case));
            }
        }
        if failures.len() > DETAILED {
            println!();
        }
    }

    fn print_in_full(&self, case: &Case) {
        if let State::Broken(why) = &case.state {
            println!("FAIL {}: {why}\n", case.path);
            return;
        }
        for failure in &case.failures {
            let heading = format!("{} ({})", case.path, failure.variant.name());
            report::print_failure(&heading, &failure.command, &failure.outcome, self.timeout, OUTPUT_LINES);
            println!();
        }
    }

    fn reason(&self, case: &Case) -> String {
        match (&case.state, case.failures.first()) {
            (State::Broken(why), _) => why.clone(),
            (_, Some(failure)) => reasons::derive(&case.metadata, &failure.outcome, self.strip),
            (_, None) => String::new(),
        }
    }
}
