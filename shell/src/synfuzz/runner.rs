//! Runs a generated program in a `vm` child: written to a file (`.mjs` for a module), with
//! an address-space limit, the engine's own heap limit below it (so that a program that
//! fills the heap gets its RangeError, and only allocations outside the heap reach the
//! address-space limit), and a limit of CPU time that grows with the program's size (CPU
//! time, so that a loaded machine does not make timeouts; the wall clock gets ten times as
//! long, against a child that sleeps: a development machine shared by several builds runs
//! a child at a fifth of a core).

use std::path::{Path, PathBuf};
use std::time::Duration;

use crate::fuzzcore::child::{self, Limits, Outcome};
use crate::generator::Program;

/// Every run may take this long, whatever its size...
const BASE_TIME: Duration = Duration::from_secs(10);
/// ...and this much more per megabyte of source: a linear front end takes well under a
/// second per megabyte, so a run this slow has hung or gone quadratic.
const TIME_PER_MEGABYTE: Duration = Duration::from_secs(20);

/// How to run the vm.
pub struct Vm<'a> {
    pub path: &'a Path,
    /// Passed to every run, before the program.
    pub flags: &'a [String],
    /// Bytes of address space for each run.
    pub memory: u64,
}

impl Vm<'_> {
    /// The arguments for running `script`.
    pub fn arguments(&self, script: &Path) -> Vec<String> {
        let mut arguments = self.flags.to_vec();
        // The engine's heap gets half of the address space; the rest is for its stack, its
        // code and what the compiler allocates outside the heap.
        arguments.push(format!("--heap-limit={}", self.memory / 2));
        arguments.push(script.display().to_string());
        arguments
    }

    /// The command line of a run of `script`, for a report.
    pub fn command(&self, script: &Path) -> String {
        let mut words = vec![self.path.display().to_string()];
        words.extend(self.arguments(script));
        format!("(ulimit -v {}; {})", self.memory / 1024, words.join(" "))
    }
}

/// The CPU time limit of a program of `bytes` bytes.
pub fn time_limit(bytes: usize) -> Duration {
    BASE_TIME + TIME_PER_MEGABYTE.mul_f64(bytes as f64 / 1e6)
}

/// The file name for a program named `name` (a module's ends in `.mjs`, which the vm runs
/// as a module).
pub fn script_path(dir: &Path, name: &str, program: &Program) -> PathBuf {
    dir.join(format!("{name}.{}", if program.module { "mjs" } else { "js" }))
}

/// Writes `text` (the rendering of `program`) to `dir` and runs it; the file is removed
/// afterwards.
pub fn run(vm: &Vm, dir: &Path, name: &str, program: &Program, text: &str) -> Outcome {
    let script = script_path(dir, name, program);
    if let Err(error) = std::fs::write(&script, text) {
        return Outcome::not_started(format!("cannot write {}: {error}", script.display()));
    }
    let cpu = time_limit(text.len());
    let limits = Limits { time: cpu * 10, memory: Some(vm.memory), cpu: Some(cpu) };
    let outcome = child::run(vm.path, &vm.arguments(&script), &dir.join(name), limits);
    let _ = std::fs::remove_file(&script);
    outcome
}

/// The CPU time and peak memory of a vm that runs nothing (the least of a few runs), which
/// the cliff check takes off its measurements; an error if the vm cannot run at all.
pub fn baseline(vm: &Vm, dir: &Path) -> Result<(Duration, u64), String> {
    let mut best: Option<(Duration, u64)> = None;
    for attempt in 0..3 {
        let mut arguments = vm.flags.to_vec();
        arguments.extend(["-e".to_string(), "0".to_string()]);
        let limits = Limits { time: BASE_TIME, memory: Some(vm.memory), cpu: None };
        let outcome = child::run(vm.path, &arguments, &dir.join(format!("baseline-{attempt}")), limits);
        if outcome.status != child::Status::Exited(0) {
            return Err(format!(
                "`{} {}` does not run: {}\n{}",
                vm.path.display(),
                arguments.join(" "),
                outcome.status,
                outcome.stderr
            ));
        }
        let rss = outcome.max_rss.unwrap_or(0);
        let (best_cpu, best_rss) = best.unwrap_or((outcome.cpu, rss));
        best = Some((best_cpu.min(outcome.cpu), best_rss.min(rss)));
    }
    best.ok_or_else(|| "no baseline run".to_string())
}
