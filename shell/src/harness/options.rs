//! The `jstests` command line, parsed into [`Options`] without looking at the file system
//! or the environment; each suite resolves its defaults (directories, time limit) itself.

use std::path::{Path, PathBuf};
use std::time::Duration;

use crate::stress::modes::Mode;

pub const USAGE: &str = "\
usage: JSTests/run [options] [PATH...]              the stress tests (default: all of JSTests/stress)
       JSTests/run --test262 [options] [SUBPATH...]  test262 (default: test/built-ins test/language
                                                     test/annexB test/harness)

options:
  --vm PATH               the vm binary (default: target/release/vm)
  --jobs N                processes at a time (default: the number of CPUs)
  --timeout SECS          time limit of one run (default: 120 for stress tests, 20 for test262;
                          or the environment variable KESTREL_TEST_TIMEOUT); slow! tests get twice
  --modes M,M...          stress modes to run: default, no-jit, eager-jit, gc-stress, poison
                          (the default set), verify-heap
  --stress-dir DIR        the stress tests (default: JSTests/stress)
  --test262               run test262 instead of the stress tests
  --test262-dir DIR       the test262 checkout (default: $TEST262_DIR, or ../shared/test262-next)
  --expectations FILE     test262's known failures (default: JSTests/test262/expectations)
  --update-expectations   rewrite the expectations from this run's results
  -h, --help              show this text

A stress test passes in a mode when the vm exits 0 within the time limit. A test262 test passes
when every variant of it does what its metadata expects. Exit status: 0 all as expected, 1 a
failure (or a stress test in expected-failures.txt that passed), 2 a bad command line or test.
";

/// Which suite to run.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Suite {
    #[default]
    Stress,
    Test262,
}

/// What the command line asked for; `None` means "the suite's default".
#[derive(Debug, Default)]
pub struct Options {
    pub suite: Suite,
    /// Stress test files or directories, or test262 subpaths.
    pub paths: Vec<PathBuf>,
    pub vm: Option<PathBuf>,
    pub jobs: Option<usize>,
    pub timeout: Option<Duration>,
    pub modes: Option<Vec<Mode>>,
    pub stress_dir: Option<PathBuf>,
    pub test262_dir: Option<PathBuf>,
    pub expectations: Option<PathBuf>,
    pub update_expectations: bool,
    pub help: bool,
}

impl Options {
    /// Processes to run at a time.
    pub fn jobs(&self) -> usize {
        self.jobs.unwrap_or_else(|| std::thread::available_parallelism().map_or(2, |n| n.get()))
    }

    /// The time limit of one run: `--timeout`, else `KESTREL_TEST_TIMEOUT`, else the suite's.
    pub fn timeout(&self, suite_default: Duration) -> Result<Duration, String> {
        if let Some(timeout) = self.timeout {
            return Ok(timeout);
        }
        match std::env::var("KESTREL_TEST_TIMEOUT") {
            Ok(value) => seconds(&value).map_err(|error| format!("KESTREL_TEST_TIMEOUT: {error}")),
            Err(_) => Ok(suite_default),
        }
    }

    /// The vm binary, `target/release/vm` of the checkout unless `--vm` says otherwise.
    pub fn vm(&self, root: &Path) -> Result<PathBuf, String> {
        let vm = self.vm.clone().unwrap_or_else(|| root.join("target/release/vm"));
        vm.canonicalize()
            .map_err(|_| format!("no vm binary at {} (build it with `cargo build --release -p kestrel`)", vm.display()))
    }
}

/// Parses the arguments after the program name.
pub fn parse(arguments: &[String]) -> Result<Options, String> {
    let mut options = Options::default();
    let mut arguments = arguments.iter();
    while let Some(argument) = arguments.next() {
        let (flag, inline_value) = match argument.split_once('=') {
            Some((flag, value)) if flag.starts_with("--") => (flag, Some(value.to_string())),
            _ => (argument.as_str(), None),
        };
        let mut value = || -> Result<String, String> {
            match &inline_value {
                Some(value) => Ok(value.clone()),
                None => arguments.next().cloned().ok_or_else(|| format!("{flag} needs a value")),
            }
        };
        match flag {
            "-h" | "--help" => options.help = true,
            "--test262" => options.suite = Suite::Test262,
            "--update-expectations" => options.update_expectations = true,
            "--vm" => options.vm = Some(PathBuf::from(value()?)),
            "--jobs" | "-j" => options.jobs = Some(jobs(&value()?)?),
            "--timeout" => options.timeout = Some(seconds(&value()?).map_err(|error| format!("--timeout: {error}"))?),
            "--modes" => options.modes = Some(modes(&value()?)?),
            "--stress-dir" => options.stress_dir = Some(PathBuf::from(value()?)),
            "--test262-dir" => options.test262_dir = Some(PathBuf::from(value()?)),
            "--expectations" => options.expectations = Some(PathBuf::from(value()?)),
            _ if flag.starts_with('-') => return Err(format!("unknown option {argument}")),
            _ => options.paths.push(PathBuf::from(argument)),
        }
    }
    check_suite_options(&options)?;
    Ok(options)
}

/// Options that belong to the other suite are mistakes, not things to ignore.
fn check_suite_options(options: &Options) -> Result<(), String> {
    let misplaced = match options.suite {
        Suite::Stress if options.update_expectations => Some("--update-expectations"),
        Suite::Stress if options.expectations.is_some() => Some("--expectations"),
        Suite::Stress if options.test262_dir.is_some() => Some("--test262-dir"),
        Suite::Test262 if options.modes.is_some() => Some("--modes"),
        Suite::Test262 if options.stress_dir.is_some() => Some("--stress-dir"),
        _ => None,
    };
    match misplaced {
        Some(flag) => {
            let suite = if options.suite == Suite::Stress { "test262 (--test262)" } else { "the stress tests" };
            Err(format!("{flag} only applies to {suite}"))
        }
        None => Ok(()),
    }
}

fn jobs(value: &str) -> Result<usize, String> {
    match value.parse::<usize>() {
        Ok(n) if n > 0 => Ok(n),
        _ => Err(format!("--jobs: expected a positive number, got `{value}`")),
    }
}

/// A positive number of seconds, possibly fractional.
fn seconds(value: &str) -> Result<Duration, String> {
    match value.trim().parse::<f64>() {
        Ok(secs) if secs > 0.0 && secs.is_finite() => Ok(Duration::from_secs_f64(secs)),
        _ => Err(format!("expected a positive number of seconds, got `{value}`")),
    }
}

fn modes(value: &str) -> Result<Vec<Mode>, String> {
    value
        .split(',')
        .map(str::trim)
        .filter(|name| !name.is_empty())
        .map(|name| {
            Mode::from_name(name).ok_or_else(|| {
                let known: Vec<&str> = Mode::ALL.iter().map(|mode| mode.name()).collect();
                format!("--modes: unknown mode `{name}` (known: {})", known.join(", "))
            })
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn args(line: &str) -> Vec<String> {
        line.split_whitespace().map(String::from).collect()
    }

    #[test]
    fn flags_take_values_inline_or_after() {
        let options = parse(&args("--jobs=3 --timeout 2.5 --vm /x/vm --modes default,no-jit a.js dir")).unwrap();
        assert_eq!(options.jobs, Some(3));
        assert_eq!(options.timeout, Some(Duration::from_millis(2500)));
        assert_eq!(options.vm, Some(PathBuf::from("/x/vm")));
        assert_eq!(options.modes, Some(vec![Mode::Default, Mode::NoJit]));
        assert_eq!(options.paths, vec![PathBuf::from("a.js"), PathBuf::from("dir")]);
        assert_eq!(options.suite, Suite::Stress);
    }

    #[test]
    fn test262_options() {
        let options = parse(&args("--test262 --update-expectations --expectations e test/built-ins")).unwrap();
        assert_eq!(options.suite, Suite::Test262);
        assert!(options.update_expectations);
        assert_eq!(options.expectations, Some(PathBuf::from("e")));
    }

    #[test]
    fn mistakes_are_errors() {
        assert!(parse(&args("--frobnicate")).unwrap_err().contains("unknown option"));
        assert!(parse(&args("--jobs 0")).unwrap_err().contains("positive"));
        assert!(parse(&args("--timeout -1")).unwrap_err().contains("seconds"));
        assert!(parse(&args("--timeout")).unwrap_err().contains("needs a value"));
        assert!(parse(&args("--modes default,fast")).unwrap_err().contains("unknown mode `fast`"));
        assert!(parse(&args("--update-expectations")).unwrap_err().contains("only applies to test262"));
        assert!(parse(&args("--test262 --modes default")).unwrap_err().contains("only applies to the stress"));
    }
}
