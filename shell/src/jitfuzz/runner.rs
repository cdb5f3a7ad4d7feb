//! Runs a program in one `vm` configuration (a child process with time and memory limits,
//! `fuzzcore/child.rs`), and takes the JIT's counters from `--stats` off standard error before
//! the outputs are compared.

use std::path::Path;
use std::time::Duration;

use crate::fuzzcore::child::{self, Limits, Outcome, Status};

/// A way to run `vm`: the interpreter alone, or with the JIT at some threshold.
#[derive(Clone, Copy, Debug)]
pub struct Config {
    pub name: &'static str,
    pub flags: &'static [&'static str],
}

/// The reference run, then the runs compared with it.
pub const CONFIGS: [Config; 3] = [
    Config { name: "no-jit", flags: &["--no-jit"] },
    Config { name: "eager-jit", flags: &["--jit-threshold=1"] },
    Config { name: "default", flags: &[] },
];

/// What the JIT said it did (`vm --stats`).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct JitCounts {
    pub traces: u64,
    pub exits: u64,
    pub blacklisted: u64,
    /// Aborts by reason.
    pub aborts: Vec<(String, u64)>,
}

/// How one run ended and what it printed (standard error without the statistics lines).
#[derive(Clone, Debug)]
pub struct Run {
    pub outcome: Outcome,
    pub jit: Option<JitCounts>,
}

impl Run {
    pub fn status(&self) -> &Status {
        &self.outcome.status
    }

    /// Whether `other` printed and ended the same.
    pub fn same_as(&self, other: &Run) -> bool {
        let (a, b) = (&self.outcome, &other.outcome);
        a.status == b.status && a.stdout == b.stdout && a.stderr == b.stderr
    }
}

/// How to run `vm`: the binary, flags for every run, and the time limit.
pub struct Vm<'a> {
    pub path: &'a Path,
    pub flags: &'a [String],
    pub limit: Duration,
}

/// Address space for one vm: the engine's own reservations (the 512 MiB script stack, the
/// heap's regions) and a generous margin; a generated program needs little.
const MEMORY_LIMIT: u64 = 4 << 30;

/// Runs `vm` with `config`'s flags (then the common ones) on `script`; `scratch` names the
/// files the output goes through (`.out`, `.err` appended).
pub fn run(vm: &Vm, config: Config, script: &Path, scratch: &Path) -> Run {
    let mut args: Vec<String> = config.flags.iter().map(|flag| flag.to_string()).collect();
    args.extend(vm.flags.iter().cloned());
    args.push("--stats".to_string());
    args.push(script.display().to_string());
    let mut outcome =
        child::run(vm.path, &args, scratch, Limits { time: vm.limit, memory: Some(MEMORY_LIMIT), cpu: None });
    let (stderr, jit) = split_statistics(&outcome.stderr);
    outcome.stderr = stderr;
    Run { outcome, jit }
}

/// Standard error without the lines `--stats` adds at the end (`heap:`, `pauses:`, `jit:`
/// and its `  abort:` and `  loop` lines), and the JIT's counts from them (`None` with
/// `--no-jit`, or when the process died before printing them).
pub fn split_statistics(stderr: &str) -> (String, Option<JitCounts>) {
    let Some(start) = stderr.rfind("heap: ").filter(|&at| at == 0 || stderr[..at].ends_with('\n')) else {
        return (stderr.to_string(), None);
    };
    let mut jit = None;
    for line in stderr[start..].lines() {
        if let Some(summary) = line.strip_prefix("jit: ") {
            jit = parse_jit_summary(summary);
        } else if let Some(abort) = line.strip_prefix("  abort: ")
            && let Some(counts) = jit.as_mut()
            && let Some((reason, count)) = abort.rsplit_once(": ")
        {
            counts.aborts.push((reason.to_string(), count.parse().unwrap_or(0)));
        }
    }
    (stderr[..start].to_string(), jit)
}

/// `N traces (B bytes of code), E exits, A aborts, L loops blacklisted`.
fn parse_jit_summary(summary: &str) -> Option<JitCounts> {
    let number_before = |word: &str| -> Option<u64> {
        let end = summary.find(word)?;
        summary[..end].trim_end().rsplit([' ', '(']).next()?.parse().ok()
    };
    Some(JitCounts {
        traces: number_before(" traces")?,
        exits: number_before(" exits")?,
        blacklisted: number_before(" loops blacklisted")?,
        aborts: Vec::new(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn statistics_are_split_off_and_read() {
        let stderr = "file.js:1:1: Error: boom\n    at f\n\
            heap: 0 collections, 0 live bytes after the last, 327680 committed bytes, 20 blocks (0 pooled), 0 large objects (0 bytes)\n\
            pauses: total 0ns, longest 0ns\n\
            jit: 3 traces (1056 bytes of code), 7 exits, 2 aborts, 1 loops blacklisted\n\
            \x20 abort: instruction GetById: 1\n\
            \x20 abort: unsupported: a: b: 1\n\
            \x20 loop file.js:3: 2 aborts (blacklisted): 1 instruction GetById; 1 unsupported: a: b\n";
        let (rest, jit) = split_statistics(stderr);
        assert_eq!(rest, "file.js:1:1: Error: boom\n    at f\n");
        let jit = jit.expect("counts");
        assert_eq!((jit.traces, jit.exits, jit.blacklisted), (3, 7, 1));
        assert_eq!(jit.aborts, [("instruction GetById".to_string(), 1), ("unsupported: a: b".to_string(), 1)]);
    }

    #[test]
    fn without_the_jit_there_are_no_counts() {
        let (rest, jit) = split_statistics("heap: 0 collections\npauses: total 0ns\njit: off (--no-jit)\n");
        assert_eq!(rest, "");
        assert_eq!(jit, None);
        let (rest, jit) = split_statistics("a crash, no statistics\n");
        assert_eq!((rest.as_str(), jit), ("a crash, no statistics\n", None));
    }
}
