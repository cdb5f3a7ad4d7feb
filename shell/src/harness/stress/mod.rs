//! The stress suite: every `*.js` and `*.mjs` file directly in `JSTests/stress` (or the
//! files and directories named on the command line), each run in the modes its directives
//! choose. A run passes when the vm exits 0 within the time limit.
//!
//! The run is: read every test's directives (any error stops everything before a process
//! starts), plan the (test, mode) runs, run them on the pool with `slow!` tests first,
//! then report (`summary.rs`).

pub mod directives;
mod durations;
mod expected;
pub mod modes;
mod summary;

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use crate::RunResult;
use crate::command::relative_to;
use crate::options::Options;
use crate::progress::Progress;
use crate::runner::{self, Job, Outcome};
use directives::Directives;
use durations::Durations;
use modes::{Mode, Run};

/// A run's time limit unless `--timeout` or `KESTREL_TEST_TIMEOUT` says otherwise.
const DEFAULT_TIMEOUT: Duration = Duration::from_secs(120);

/// The file in the stress directory that lists the known failures.
const EXPECTED_FAILURES: &str = "expected-failures.txt";

/// A test file and what its directives ask for.
struct Test {
    /// The path the vm is given and reports show: relative to the repository root.
    shown: String,
    directives: Directives,
    /// Listed in `expected-failures.txt`.
    expected_failure: bool,
}

/// Where the durations of the suite's runs on `vm` are kept (`target/jstests/durations-vm`
/// for `target/release/vm`).
fn durations_file(root: &Path, vm: &Path) -> PathBuf {
    let name = vm.file_name().map(|name| name.to_string_lossy().into_owned()).unwrap_or_default();
    root.join("target/jstests").join(format!("durations-{name}"))
}

/// One planned run of a test.
struct Planned {
    test: usize,
    run: Run,
    timeout: Duration,
}

/// What a run did: only how long it took when it passed.
enum RunOutcome {
    Passed(Duration),
    Failed(Outcome),
}

pub fn run(options: &Options, root: &Path) -> RunResult {
    let default_dir = root.join("JSTests/stress");
    let dir = options.stress_dir.clone().unwrap_or(default_dir);
    let dir = dir.canonicalize().map_err(|error| format!("no stress tests at {}: {error}", dir.display()))?;
    let vm = options.vm(root)?;
    // Durations are kept for the suite itself, not for directories tests make and remove,
    // and per vm: the aarch64 vm under qemu takes ten times as long as the native one.
    let mut durations = match &options.stress_dir {
        None => Durations::load(durations_file(root, &vm)),
        Some(_) => Durations::default(),
    };
    let timeout = options.timeout(DEFAULT_TIMEOUT)?;
    let selected = options.modes.clone().unwrap_or_else(|| Mode::DEFAULT_SET.to_vec());

    let listed = read_expected_failures(&dir)?;
    let files = test_files(&options.paths, &dir)?;
    let tests = load(&files, root, &dir, &listed)?;
    let planned = plan(&tests, &selected, timeout, &durations);

    let started = Instant::now();
    let outcomes = execute(&tests, &planned, &vm, root, options.jobs(), &mut durations);
    durations.save(root);

    let report = summary::Report { root, vm: &vm, dir: &dir, tests: &tests, planned: &planned, outcomes: &outcomes };
    Ok(report.print(&listed, &selected, started.elapsed()))
}

/// Runs every planned run, recording how long each took.
fn execute(
    tests: &[Test],
    planned: &[Planned],
    vm: &Path,
    root: &Path,
    workers: usize,
    durations: &mut Durations,
) -> Vec<Option<RunOutcome>> {
    let jobs: Vec<Job> = planned
        .iter()
        .map(|planned| Job {
            program: vm.to_path_buf(),
            args: planned.run.args.clone(),
            cwd: root.to_path_buf(),
            timeout: planned.timeout,
        })
        .collect();
    let mut outcomes: Vec<Option<RunOutcome>> = (0..jobs.len()).map(|_| None).collect();
    let mut progress = Progress::new("stress", jobs.len());
    let (mut done, mut failed) = (0, 0);
    runner::run_all(&jobs, workers, |index, outcome| {
        done += 1;
        let test = &tests[planned[index].test];
        durations.record(planned[index].run.mode, &test.shown, outcome.elapsed);
        outcomes[index] = Some(if outcome.exited_with(0) {
            RunOutcome::Passed(outcome.elapsed)
        } else {
            failed += usize::from(!test.expected_failure);
            RunOutcome::Failed(outcome)
        });
        progress.update(done, failed);
    });
    progress.finish();
    outcomes
}

fn read_expected_failures(dir: &Path) -> Result<BTreeSet<String>, String> {
    let path = dir.join(EXPECTED_FAILURES);
    match std::fs::read_to_string(&path) {
        Ok(text) => Ok(expected::parse(&text)),
        Err(error) if error.kind() == std::io::ErrorKind::NotFound => Ok(BTreeSet::new()),
        Err(error) => Err(format!("{}: cannot read: {error}", path.display())),
    }
}

/// The test files: those named (directories meaning the tests directly in them), or every
/// test in the stress directory. Sorted, each once.
fn test_files(paths: &[PathBuf], dir: &Path) -> Result<Vec<PathBuf>, String> {
    let mut files = BTreeSet::new();
    if paths.is_empty() {
        files.extend(tests_in(dir)?);
    }
    for path in paths {
        let path = path.canonicalize().map_err(|error| format!("{}: {error}", path.display()))?;
        if path.is_dir() {
            files.extend(tests_in(&path)?);
        } else {
            files.insert(path);
        }
    }
    Ok(files.into_iter().collect())
}

/// The `*.js` and `*.mjs` files directly in `dir`.
fn tests_in(dir: &Path) -> Result<Vec<PathBuf>, String> {
    let entries = std::fs::read_dir(dir).map_err(|error| format!("{}: {error}", dir.display()))?;
    let mut files = Vec::new();
    for entry in entries {
        let path = entry.map_err(|error| format!("{}: {error}", dir.display()))?.path();
        let is_test = path.extension().is_some_and(|extension| extension == "js" || extension == "mjs");
        if is_test && path.is_file() {
            files.push(path);
        }
    }
    Ok(files)
}

/// Reads every test's directives; all the problems at once, one line each, if any.
fn load(files: &[PathBuf], root: &Path, dir: &Path, listed: &BTreeSet<String>) -> Result<Vec<Test>, String> {
    let mut tests = Vec::new();
    let mut problems = Vec::new();
    for file in files {
        let shown = relative_to(file, root);
        let source = match std::fs::read(file) {
            Ok(bytes) => String::from_utf8_lossy(&bytes).into_owned(),
            Err(error) => {
                problems.push(format!("{shown}: cannot read: {error}"));
                continue;
            }
        };
        match directives::parse(&source) {
            Ok(directives) => {
                let name = file.file_name().map(|name| name.to_string_lossy().into_owned()).unwrap_or_default();
                let expected_failure = file.parent() == Some(dir) && listed.contains(&name);
                tests.push(Test { shown, directives, expected_failure });
            }
            Err(error) => problems.push(format!("{shown}:{}: {}", error.line, error.message)),
        }
    }
    if problems.is_empty() { Ok(tests) } else { Err(problems.join("\njstests: ")) }
}

/// Every run of every test that is not skipped, longest first as far as we can tell:
/// `slow!` tests, then by their last duration. The runs that start last set how long the
/// whole run takes after the other workers are idle, so they should be the short ones.
fn plan(tests: &[Test], selected: &[Mode], timeout: Duration, durations: &Durations) -> Vec<Planned> {
    let mut planned: Vec<Planned> = Vec::new();
    for (index, test) in tests.iter().enumerate() {
        if test.directives.skip {
            continue;
        }
        let timeout = if test.directives.slow { timeout * 2 } else { timeout };
        for run in modes::plan(&test.directives, &test.shown, selected) {
            planned.push(Planned { test: index, run, timeout });
        }
    }
    planned.sort_by_cached_key(|planned| {
        let test = &tests[planned.test];
        (!test.directives.slow, std::cmp::Reverse(durations.estimate(planned.run.mode, &test.shown)))
    });
    planned
}
