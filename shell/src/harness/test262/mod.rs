//! The test262 suite: every test under the subpaths asked for, each in its variants
//! (`variants.rs`) after its prelude of harness files (`prelude.rs`), compared with the
//! expectations file of known failures (`expectations.rs`).
//!
//! A test passes when all its variants pass. One that fails and is not listed is a new
//! failure, and fails the run; one that is listed and passes is a new pass, reported so its
//! entry gets removed, but not an error (nor is a listed test's failure: some are flaky).
//! `--update-expectations` rewrites the file from the run instead (`reasons.rs` says why
//! each new entry fails).

mod discover;
mod expectations;
mod metadata;
mod prelude;
mod rates;
mod reasons;
mod report;
mod variants;

use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use crate::RunResult;
use crate::command::{relative_to, render};
use crate::options::Options;
use crate::progress::Progress;
use crate::runner::{self, Job, Outcome};
use expectations::Expectations;
use metadata::Metadata;
use prelude::Preludes;
use variants::Variant;

/// A variant's time limit unless `--timeout` or `KESTREL_TEST_TIMEOUT` says otherwise.
const DEFAULT_TIMEOUT: Duration = Duration::from_secs(20);

/// One test file and what became of it.
struct Case {
    /// The path from the checkout root, as the expectations list it.
    path: String,
    metadata: Metadata,
    state: State,
    /// The variants that failed, with the command that reproduces each.
    failures: Vec<Failure>,
}

enum State {
    /// Its variants are running (or ran); it passed if none failed.
    Run,
    /// It does not apply to this engine (`CanBlockIsFalse`).
    Skipped,
    /// It could not be run: bad frontmatter, a missing harness file.
    Broken(String),
}

struct Failure {
    variant: Variant,
    command: String,
    outcome: Outcome,
}

impl Case {
    fn failed(&self) -> bool {
        matches!(self.state, State::Broken(_)) || !self.failures.is_empty()
    }
}

pub fn run(options: &Options, root: &Path) -> RunResult {
    let suite = options.test262_dir.clone().or_else(|| std::env::var_os("TEST262_DIR").map(PathBuf::from));
    let suite = suite.unwrap_or_else(|| root.join("../shared/test262-next"));
    let Ok(suite) = suite.canonicalize() else {
        println!("test262 not found at {}; skipping", suite.display());
        return Ok(true);
    };
    let vm = options.vm(root)?;
    let timeout = options.timeout(DEFAULT_TIMEOUT)?;
    let expectations_file = options.expectations.clone().unwrap_or_else(|| root.join("JSTests/test262/expectations"));
    let mut expectations = read_expectations(&expectations_file)?;

    let mut cases: Vec<Case> =
        discover::tests(&suite, &options.paths)?.into_iter().map(|path| load(&suite, path)).collect();
    let mut preludes = Preludes::new(&suite.join("harness"))?;
    let (jobs, owners) = plan(&mut cases, &mut preludes, &Setup { suite: &suite, vm: &vm, root, timeout });

    let started = Instant::now();
    execute(&jobs, &owners, &mut cases, &expectations, &preludes, options.jobs());
    let strip = [preludes.dir(), suite.as_path()];
    let report = report::Report { cases: &cases, expectations: &expectations, suite: &suite, strip: &strip, timeout };
    let ok = report.print(jobs.len(), started.elapsed(), options.update_expectations);
    if options.update_expectations {
        update(&mut expectations, &cases, &suite, &strip);
        write_expectations(&expectations_file, &expectations)?;
        return Ok(true);
    }
    Ok(ok)
}

fn read_expectations(file: &Path) -> Result<Expectations, String> {
    match std::fs::read_to_string(file) {
        Ok(text) => Expectations::parse(&text).map_err(|error| format!("{}: {error}", file.display())),
        Err(error) if error.kind() == std::io::ErrorKind::NotFound => Ok(Expectations::default()),
        Err(error) => Err(format!("{}: cannot read: {error}", file.display())),
    }
}

fn write_expectations(file: &Path, expectations: &Expectations) -> Result<(), String> {
    std::fs::write(file, expectations.to_text())
        .map_err(|error| format!("{}: cannot write: {error}", file.display()))?;
    println!("updated {} ({} entries)", file.display(), expectations.len());
    Ok(())
}

/// Reads a test's frontmatter.
fn load(suite: &Path, path: String) -> Case {
    let (metadata, state) = match std::fs::read(suite.join(&path)) {
        Ok(bytes) => match metadata::parse(&String::from_utf8_lossy(&bytes)) {
            Ok(metadata) if !variants::applies(&metadata) => (metadata, State::Skipped),
            Ok(metadata) => (metadata, State::Run),
            Err(error) => (Metadata::default(), State::Broken(format!("bad frontmatter: {error}"))),
        },
        Err(error) => (Metadata::default(), State::Broken(format!("cannot read: {error}"))),
    };
    Case { path, metadata, state, failures: Vec::new() }
}

/// What every command needs.
struct Setup<'a> {
    suite: &'a Path,
    vm: &'a Path,
    root: &'a Path,
    timeout: Duration,
}

/// The jobs of every case that runs, each with its case, variant and the command that
/// reproduces it (spelling out the harness files instead of naming the temporary prelude).
fn plan(cases: &mut [Case], preludes: &mut Preludes, setup: &Setup) -> (Vec<Job>, Vec<(usize, Variant, String)>) {
    let (mut jobs, mut owners) = (Vec::new(), Vec::new());
    for (index, case) in cases.iter_mut().enumerate() {
        if !matches!(case.state, State::Run) {
            continue;
        }
        let variants = variants::variants(&case.metadata);
        let mut with_prelude = vec!["--test262".to_string()];
        let mut shown_prelude = with_prelude.clone();
        if variants.iter().any(|variant| variant.has_prelude()) {
            match preludes.prelude(&case.metadata) {
                Ok(prelude) => with_prelude.push(format!("--prelude={}", prelude.display())),
                Err(error) => {
                    case.state = State::Broken(error);
                    continue;
                }
            }
            let files = preludes.files(&case.metadata);
            shown_prelude.extend(files.iter().map(|file| format!("--prelude={}", relative_to(file, setup.root))));
        }
        let file = setup.suite.join(&case.path).to_string_lossy().into_owned();
        for variant in variants {
            let (mut args, mut shown) = if variant.has_prelude() {
                (with_prelude.clone(), shown_prelude.clone())
            } else {
                (vec!["--test262".to_string()], vec!["--test262".to_string()])
            };
            let rest: Vec<String> = variant.flags().iter().map(|flag| flag.to_string()).chain([file.clone()]).collect();
            args.extend(rest.iter().cloned());
            shown.extend(rest);
            let command = render(setup.vm, &shown, setup.root);
            jobs.push(Job {
                program: setup.vm.to_path_buf(),
                args,
                cwd: setup.root.to_path_buf(),
                timeout: setup.timeout,
            });
            owners.push((index, variant, command));
        }
    }
    (jobs, owners)
}

/// Runs the jobs, recording each failing variant in its case (with its output pointing at
/// the harness files rather than the temporary prelude).
fn execute(
    jobs: &[Job],
    owners: &[(usize, Variant, String)],
    cases: &mut [Case],
    expectations: &Expectations,
    preludes: &Preludes,
    workers: usize,
) {
    let mut progress = Progress::new("test262", jobs.len());
    let (mut done, mut new_failures) = (0, 0);
    runner::run_all(jobs, workers, |index, outcome| {
        done += 1;
        let (case_index, variant, ref command) = owners[index];
        let case = &mut cases[case_index];
        if !variants::passed(&case.metadata, &outcome) {
            if case.failures.is_empty() && expectations.reason(&case.path).is_none() {
                new_failures += 1;
            }
            let stdout = preludes.translate(&outcome.stdout);
            let stderr = preludes.translate(&outcome.stderr);
            let outcome = Outcome { stdout, stderr, ..outcome };
            case.failures.push(Failure { variant, command: command.clone(), outcome });
        }
        progress.update(done, new_failures);
    });
    progress.finish();
    for case in cases {
        case.failures.sort_by_key(|failure| failure.variant);
    }
}

/// Brings the expectations up to date with this run: every test that ran is recorded as
/// passing or failing (with a derived reason), and entries of files that are gone go.
fn update(expectations: &mut Expectations, cases: &[Case], suite: &Path, strip: &[&Path]) {
    for case in cases {
        let failure = match &case.state {
            State::Skipped => continue,
            State::Broken(why) => Some(why.clone()),
            State::Run => case.failures.first().map(|failure| reasons::derive(&case.metadata, &failure.outcome, strip)),
        };
        expectations.record(&case.path, failure);
    }
    expectations.retain(|path| suite.join(path).is_file());
}
