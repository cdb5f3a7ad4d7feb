//! Runs a program in one `vm` configuration: a child process with a time limit (a JIT bug
//! may crash or hang it), its output through files (so a chatty child never blocks on a
//! pipe), and the JIT's counters from `--stats`, which are taken off standard error before
//! the outputs are compared.

use std::fs::File;
use std::path::Path;
use std::process::{Command, ExitStatus, Stdio};
use std::time::Duration;

use wait_timeout::ChildExt;

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

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Status {
    Exited(i32),
    Signaled(i32),
    TimedOut,
    NotStarted(String),
}

impl std::fmt::Display for Status {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Status::Exited(code) => write!(f, "exit status {code}"),
            Status::Signaled(signal) => write!(f, "killed by signal {signal}"),
            Status::TimedOut => f.write_str("timed out"),
            Status::NotStarted(why) => write!(f, "not started: {why}"),
        }
    }
}

/// What the JIT said it did (`vm --stats`).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct JitCounts {
    pub traces: u64,
    pub exits: u64,
    pub blacklisted: u64,
    /// Aborts by reason.
    pub aborts: Vec<(String, u64)>,
}

/// How one run ended and what it printed.
#[derive(Clone, Debug)]
pub struct Run {
    pub status: Status,
    pub stdout: String,
    /// Without the statistics lines.
    pub stderr: String,
    pub jit: Option<JitCounts>,
}

impl Run {
    /// Whether `other` printed and ended the same.
    pub fn same_as(&self, other: &Run) -> bool {
        self.status == other.status && self.stdout == other.stdout && self.stderr == other.stderr
    }
}

/// How to run `vm`: the binary, flags for every run, and the time limit.
pub struct Vm<'a> {
    pub path: &'a Path,
    pub flags: &'a [String],
    pub limit: Duration,
}

/// Runs `vm` with `config`'s flags (then the common ones) on `script`; `scratch` names the
/// files the output goes through (`.out`, `.err` appended).
pub fn run(vm: &Vm, config: Config, script: &Path, scratch: &Path) -> Run {
    let (out_path, err_path) = (scratch.with_extension("out"), scratch.with_extension("err"));
    let not_started =
        |why: String| Run { status: Status::NotStarted(why), stdout: String::new(), stderr: String::new(), jit: None };
    let (Ok(out), Ok(err)) = (File::create(&out_path), File::create(&err_path)) else {
        return not_started(format!("cannot create {}", out_path.display()));
    };
    let spawned = Command::new(vm.path)
        .args(config.flags)
        .args(vm.flags)
        .arg("--stats")
        .arg(script)
        .stdin(Stdio::null())
        .stdout(out)
        .stderr(err)
        .spawn();
    let mut child = match spawned {
        Ok(child) => child,
        Err(error) => return not_started(format!("cannot start {}: {error}", vm.path.display())),
    };
    let status = match child.wait_timeout(vm.limit) {
        Ok(Some(status)) => exit_status(status),
        Ok(None) | Err(_) => {
            let _ = child.kill();
            let _ = child.wait();
            Status::TimedOut
        }
    };
    let read = |path: &Path| String::from_utf8_lossy(&std::fs::read(path).unwrap_or_default()).into_owned();
    let (stdout, stderr) = (read(&out_path), read(&err_path));
    let _ = std::fs::remove_file(&out_path);
    let _ = std::fs::remove_file(&err_path);
    let (stderr, jit) = split_statistics(&stderr);
    Run { status, stdout, stderr, jit }
}

fn exit_status(status: ExitStatus) -> Status {
    use std::os::unix::process::ExitStatusExt;
    match (status.code(), status.signal()) {
        (Some(code), _) => Status::Exited(code),
        (None, Some(signal)) => Status::Signaled(signal),
        (None, None) => Status::Exited(-1),
    }
}

/// Standard error without the lines `--stats` adds at the end (`heap:`, `pauses:`, `jit:`
/// and its `  abort:` lines), and the JIT's counts from them (`None` with `--no-jit`, or
/// when the process died before printing them).
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
            \x20 abort: unsupported: a: b: 1\n";
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
