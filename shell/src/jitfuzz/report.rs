//! What `jitfuzz` writes: a differing program as a file that runs as it is, with every
//! configuration's output in a comment at its end, and the summary of a run (how much the
//! JIT compiled, and why it did not compile more).

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use crate::fuzzcore::report;
use crate::runner::{CONFIGS, JitCounts, Run, Vm};

/// Writes `program` (of `seed`) and the runs' outputs to `dir/seed-<seed>.js`; its path.
pub fn write_difference(dir: &Path, seed: u64, program: &str, runs: &[Run], vm: &Vm) -> std::io::Result<PathBuf> {
    let path = dir.join(format!("seed-{seed}.js"));
    let shown = path.display();
    let differing: Vec<String> = CONFIGS
        .iter()
        .zip(runs)
        .skip(1)
        .filter(|(_, run)| !run.same_as(&runs[0]))
        .map(|(config, _)| format!("{} ({})", config.name, config.flags.join(" ")))
        .collect();
    let verb = if differing.len() == 1 { "differs" } else { "differ" };
    let mut text =
        format!("// jitfuzz: seed {seed}: {} {verb} from no-jit (--no-jit). Run with:\n", differing.join(" and "));
    for config in CONFIGS {
        let flags: Vec<&str> = config.flags.iter().copied().chain(vm.flags.iter().map(String::as_str)).collect();
        text.push_str(&format!("//   {} {} {shown}\n", vm.path.display(), flags.join(" ")));
    }
    text.push_str(program);
    text.push_str("\n/*\n");
    for (config, run) in CONFIGS.iter().zip(runs) {
        let title = format!("{} ({})", config.name, config.flags.join(" "));
        text.push_str(&report::describe(&title, &run.outcome, in_block_comment));
        if let Some(line) = first_difference(&runs[0].outcome.stdout, &run.outcome.stdout) {
            text.push_str(&format!("-- first differing line of standard output: {line}\n"));
        }
    }
    text.push_str("*/\n");
    std::fs::write(&path, text)?;
    Ok(path)
}

/// For text inside the `/* */` comment at the end of the file.
fn in_block_comment(text: &str) -> String {
    text.replace("*/", "* /")
}

/// The 1-based number of the first line where `a` and `b` differ.
fn first_difference(a: &str, b: &str) -> Option<usize> {
    if a == b {
        return None;
    }
    let mismatch = a.lines().zip(b.lines()).position(|(x, y)| x != y);
    Some(mismatch.unwrap_or_else(|| a.lines().count().min(b.lines().count())) + 1)
}

/// What the JIT runs of a whole fuzzing run did.
#[derive(Default)]
pub struct Coverage {
    /// JIT runs, and those in which at least one trace was compiled.
    pub runs: u64,
    pub runs_with_traces: u64,
    pub traces: u64,
    pub exits: u64,
    pub blacklisted: u64,
    pub aborts: BTreeMap<String, u64>,
}

impl Coverage {
    pub fn add(&mut self, counts: &JitCounts) {
        self.runs += 1;
        self.runs_with_traces += u64::from(counts.traces > 0);
        self.traces += counts.traces;
        self.exits += counts.exits;
        self.blacklisted += counts.blacklisted;
        for (reason, count) in &counts.aborts {
            *self.aborts.entry(reason.clone()).or_default() += count;
        }
    }

    /// Two lines: the totals, and the most frequent abort reasons.
    pub fn summary(&self) -> String {
        let mut reasons: Vec<(&String, &u64)> = self.aborts.iter().collect();
        reasons.sort_by(|a, b| b.1.cmp(a.1).then(a.0.cmp(b.0)));
        let top: Vec<String> = reasons.iter().take(6).map(|(reason, count)| format!("{reason} {count}")).collect();
        format!(
            "JIT runs: traces compiled in {} of {} ({} traces, {} exits, {} loops blacklisted)\n\
             most frequent aborts: {}",
            self.runs_with_traces,
            self.runs,
            self.traces,
            self.exits,
            self.blacklisted,
            if top.is_empty() { "none".to_string() } else { top.join(", ") }
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn first_differing_line() {
        assert_eq!(first_difference("a\nb\n", "a\nb\n"), None);
        assert_eq!(first_difference("a\nb\n", "a\nc\n"), Some(2));
        assert_eq!(first_difference("a\n", "a\nb\n"), Some(2));
    }

    #[test]
    fn coverage_adds_up() {
        let mut coverage = Coverage::default();
        coverage.add(&JitCounts { traces: 2, exits: 5, blacklisted: 0, aborts: vec![("inner loop".into(), 3)] });
        coverage.add(&JitCounts { traces: 0, exits: 0, blacklisted: 1, aborts: vec![("inner loop".into(), 1)] });
        assert_eq!((coverage.runs, coverage.runs_with_traces, coverage.traces), (2, 1, 2));
        assert!(coverage.summary().contains("inner loop 4"), "{}", coverage.summary());
    }
}
