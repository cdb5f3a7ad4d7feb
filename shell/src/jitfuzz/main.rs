//! `jitfuzz`: differential fuzzing of the trace JIT against the interpreter (invariant J1:
//! every program gives the same result with `--no-jit` and with the JIT).
//!
//! ```text
//!   seed ──► generator/ ──► program.js ──► vm --no-jit          ─┐
//!                                      ├─► vm --jit-threshold=1 ─┼─► same status, output? ──► next seed
//!                                      └─► vm (default)         ─┘          │ no
//!                                                                           v
//!                                             target/jitfuzz/seed-N.js: the program, the outputs
//! ```
//!
//! The generator (`generator/`) makes small loop-heavy programs from a seed with the shared
//! PRNG (`fuzzcore/rng.rs`); the runner (`runner.rs`) runs `vm` processes with time and
//! memory limits (`fuzzcore/child.rs`), since a JIT bug may crash or hang one; `report.rs`
//! writes a differing program with the outputs and sums up what the JIT compiled. Programs
//! run `--jobs` at a time, seed after seed (`fuzzcore/driver.rs`), until `--count` programs
//! ran, `--time` ran out, or a difference turned up.

// Only `fuzzcore/child.rs` has unsafe code (setting a child's limits, waiting for it).
#![deny(unsafe_code)]

#[path = "../fuzzcore/mod.rs"]
mod fuzzcore;
mod generator;
mod report;
mod runner;

use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::time::{Duration, Instant};

use fuzzcore::child::{Outcome, Status};
use fuzzcore::driver::{self, Flow, Plan};
use fuzzcore::options::{self, Options};
use fuzzcore::paths::{self, Paths};
use report::Coverage;
use runner::{CONFIGS, Run};

/// Generated programs take milliseconds in the interpreter; one that takes longer than this
/// is skipped (the generator's fault, not the JIT's).
const REFERENCE_LIMIT: Duration = Duration::from_secs(5);
/// A JIT run that takes longer than this is hung: four times the interpreter's limit, so that
/// a slow machine does not make a difference out of a slow program.
const RUN_LIMIT: Duration = Duration::from_secs(20);
/// How often a long run says how far it got.
const PROGRESS_EVERY: Duration = Duration::from_secs(15);

fn usage() -> String {
    format!(
        "\
usage: jitfuzz [options]

Generates small loop-heavy JavaScript programs, runs each with `vm --no-jit`, with the eager
JIT (`--jit-threshold=1`) and at the default threshold, and fails on any difference in their
output or exit status. Program k of a run is made from seed BASE + k alone.

options:
{}
Exit status: 0 no difference, 1 a difference (its file is named on standard error), 2 a bad
command line or a vm that cannot run.
",
        options::COMMON_USAGE
    )
}

/// One program, run in every configuration.
struct Checked {
    seed: u64,
    program: String,
    runs: Vec<Run>,
}

impl Checked {
    fn differs(&self) -> bool {
        self.runs[1..].iter().any(|run| !run.same_as(&self.runs[0]))
    }
}

fn main() -> ExitCode {
    let arguments: Vec<String> = std::env::args().skip(1).collect();
    let options = match options::parse(&arguments, &mut |_, _| Ok(false)) {
        Ok(options) => options,
        Err(message) => {
            eprintln!("jitfuzz: {message}\n\n{}", usage());
            return ExitCode::from(2);
        }
    };
    if options.help {
        print!("{}", usage());
        return ExitCode::SUCCESS;
    }
    if let Some(seed) = options.print {
        print!("{}", generator::generate(seed));
        return ExitCode::SUCCESS;
    }
    let paths = match paths::find("jitfuzz", options.vm.as_ref(), options.out.as_ref()) {
        Ok(paths) => paths,
        Err(message) => {
            eprintln!("jitfuzz: {message}");
            return ExitCode::from(2);
        }
    };
    match fuzz(&options, &paths) {
        Ok(true) => ExitCode::SUCCESS,
        Ok(false) => ExitCode::from(1),
        Err(message) => {
            eprintln!("jitfuzz: {message}");
            ExitCode::from(2)
        }
    }
}

/// Runs programs until the count, the time or (without `--keep-going`) the first difference;
/// whether none differed.
fn fuzz(options: &Options, paths: &Paths) -> Result<bool, String> {
    let started = Instant::now();
    let plan = Plan { base: options.seed, count: options.count(), time: options.time, jobs: options.jobs() };
    let mut checked = 0u64;
    let mut differences = Vec::new();
    let mut skipped = 0u64;
    let mut coverage = Coverage::default();
    let (mut cpu, mut max_rss) = (Duration::ZERO, 0u64);
    let mut fatal = None;
    let mut last_progress = Instant::now();
    let highest = driver::run(
        &plan,
        |seed| check(seed, paths, &options.vm_flags),
        |program| {
            if let Status::NotStarted(why) = program.runs[0].status() {
                fatal = Some(why.clone());
                return Flow::Stop;
            }
            checked += 1;
            for run in &program.runs {
                cpu += run.outcome.cpu;
                max_rss = max_rss.max(run.outcome.max_rss.unwrap_or(0));
            }
            for run in &program.runs[1..] {
                if let Some(counts) = &run.jit {
                    coverage.add(counts);
                }
            }
            let mut flow = Flow::Continue;
            if *program.runs[0].status() == Status::TimedOut {
                // The generator's promise broken: worth a look, not a JIT bug.
                eprintln!("jitfuzz: seed {} timed out in the interpreter; skipped", program.seed);
                skipped += 1;
            } else if program.differs() {
                let vm = runner::Vm { path: &paths.vm, flags: &options.vm_flags, limit: RUN_LIMIT };
                match report::write_difference(&paths.out, program.seed, &program.program, &program.runs, &vm) {
                    Ok(path) => eprintln!(
                        "jitfuzz: DIFFERENCE at seed {}: a JIT run's output or exit status differs from the \
                     interpreter's; the program and the outputs are in {}",
                        program.seed,
                        path.display()
                    ),
                    Err(error) => eprintln!("jitfuzz: DIFFERENCE: seed {} (cannot write it: {error})", program.seed),
                }
                differences.push(program.seed);
                if !options.keep_going {
                    flow = Flow::Stop;
                }
            }
            if last_progress.elapsed() >= PROGRESS_EVERY {
                eprintln!("jitfuzz: {checked} programs, {} differing, {:.0?}", differences.len(), started.elapsed());
                last_progress = Instant::now();
            }
            flow
        },
    );
    if let Some(why) = fatal {
        return Err(why);
    }
    println!(
        "jitfuzz: {checked} programs (seeds {} to {}) in {:.1} s, {} differing{}",
        options.seed,
        options.seed.wrapping_add(highest.saturating_sub(1)),
        started.elapsed().as_secs_f64(),
        differences.len(),
        if skipped > 0 { format!(", {skipped} skipped (too slow in the interpreter)") } else { String::new() }
    );
    println!(
        "vm runs: {:.1} s of CPU time, at most {:.0} MiB resident",
        cpu.as_secs_f64(),
        max_rss as f64 / (1024.0 * 1024.0)
    );
    println!("{}", coverage.summary());
    if !differences.is_empty() {
        differences.sort_unstable();
        let seeds: Vec<String> = differences.iter().map(u64::to_string).collect();
        println!("differing seeds: {} (files in {})", seeds.join(" "), paths.out.display());
    }
    Ok(differences.is_empty())
}

/// Generates the program of `seed` and runs it in every configuration (each also with
/// `flags`).
fn check(seed: u64, paths: &Paths, flags: &[String]) -> Checked {
    let program = generator::generate(seed);
    let script = paths.work.join(format!("seed-{seed}.js"));
    let run = |index: usize, limit| {
        let config = CONFIGS[index];
        let vm = runner::Vm { path: &paths.vm, flags, limit };
        runner::run(&vm, config, &script, &scratch(&script, config.name))
    };
    let runs = match std::fs::write(&script, &program) {
        Ok(()) => {
            let reference = run(0, REFERENCE_LIMIT);
            if *reference.status() == Status::TimedOut {
                vec![reference]
            } else {
                std::iter::once(reference).chain((1..CONFIGS.len()).map(|index| run(index, RUN_LIMIT))).collect()
            }
        }
        Err(error) => {
            let why = format!("cannot write {}: {error}", script.display());
            vec![Run { outcome: Outcome::not_started(why), jit: None }; CONFIGS.len()]
        }
    };
    let _ = std::fs::remove_file(&script);
    Checked { seed, program, runs }
}

/// The scratch file name of `script`'s run in configuration `name`.
fn scratch(script: &Path, name: &str) -> PathBuf {
    script.with_file_name(format!("{}-{name}", script.file_stem().and_then(|s| s.to_str()).unwrap_or("run")))
}
