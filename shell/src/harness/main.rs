//! `jstests`: Kestrel's test harness. It runs `vm` processes, many at a time, and decides
//! from their exit status and output whether each test passed. Two suites:
//!
//! * the stress tests (`JSTests/stress`, the default): every file in several modes
//!   (default, no-jit, eager-jit, gc-stress, poison), chosen by its `//@` directives, with
//!   `expected-failures.txt` listing the known failures (`stress/`);
//! * test262 (`--test262`): every test in its sloppy and strict variants (or as a module, or
//!   raw), compared with `JSTests/test262/expectations`, the list of known failures with a
//!   reason each, which `--update-expectations` regenerates (`test262/`).
//!
//! Both share the process pool with time limits (`runner.rs`), the progress line
//! (`progress.rs`) and the way a failure is shown: what ran, the command that reproduces it
//! from the repository root, and the first lines of its output (`report.rs`).
//!
//! Exit status: 0 when every test did what was expected, 1 when one failed (or a known
//! failure passed), 2 for a bad command line or a test file the harness cannot read.

#![forbid(unsafe_code)]

mod command;
mod options;
mod progress;
mod report;
mod runner;
mod stress;
mod test262;

use std::path::{Path, PathBuf};
use std::process::ExitCode;

use options::Suite;

/// Whether every test did what was expected (`Ok(false)`: a failure to report with exit
/// status 1), or why the run could not start.
type RunResult = Result<bool, String>;

fn main() -> ExitCode {
    let arguments: Vec<String> = std::env::args().skip(1).collect();
    let options = match options::parse(&arguments) {
        Ok(options) => options,
        Err(message) => {
            eprintln!("jstests: {message}\n\n{}", options::USAGE);
            return ExitCode::from(2);
        }
    };
    if options.help {
        print!("{}", options::USAGE);
        return ExitCode::SUCCESS;
    }
    let outcome = repository_root().and_then(|root| match options.suite {
        Suite::Stress => stress::run(&options, &root),
        Suite::Test262 => test262::run(&options, &root),
    });
    match outcome {
        Ok(true) => ExitCode::SUCCESS,
        Ok(false) => ExitCode::from(1),
        Err(message) => {
            eprintln!("jstests: {message}");
            ExitCode::from(2)
        }
    }
}

/// The checkout this binary was built from: tests run there, and commands to reproduce a
/// failure are written relative to it.
fn repository_root() -> Result<PathBuf, String> {
    let manifest = Path::new(env!("CARGO_MANIFEST_DIR"));
    let root = manifest.parent().unwrap_or(manifest);
    root.canonicalize().map_err(|error| format!("cannot find the repository at {}: {error}", root.display()))
}
