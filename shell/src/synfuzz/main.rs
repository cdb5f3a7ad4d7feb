//! `synfuzz`: fuzzing of the front end with deep and long syntax. Every program must end
//! with a value or a JavaScript exception (issue 15: no crash, no abort, no cliff), whatever
//! its depth, length or validity.
//!
//! ```text
//!   seed ─┬─► generator/ ──► program (tiny to megabytes) ──► vm (memory and time limits) ──► verdict.rs
//!         │                                                                                   │ not a value
//!         │                                                                                   v or an exception
//!         └─► (one seed in ten) a size family ──► cliff.rs: n, 4n, 16n, ... CPU time ──► target/synfuzz/seed-N.{js,txt}
//! ```
//!
//! The generator (`generator/`) builds a program as a tree (`syntax.rs`) from the seed with
//! the shared PRNG; `runner.rs` runs it in a `vm` child (`fuzzcore/child.rs`); `verdict.rs`
//! judges how it ended and names a failure by a signature; `cliff.rs` measures one shape at
//! growing sizes; `report.rs` writes findings and counts them by signature; `minimize.rs`
//! shrinks a failing program by its structure, which `--minimize SEED` (`reproduce.rs`) runs.

// Only `fuzzcore/child.rs` has unsafe code (setting a child's limits, waiting for it).
#![deny(unsafe_code)]

mod cliff;
#[path = "../fuzzcore/mod.rs"]
mod fuzzcore;
mod generator;
mod minimize;
mod report;
mod reproduce;
mod runner;
mod syntax;
mod verdict;

use std::process::ExitCode;
use std::time::{Duration, Instant};

use fuzzcore::child::{Outcome, Status};
use fuzzcore::driver::{self, Flow, Plan};
use fuzzcore::options::{self, Options};
use fuzzcore::paths::{self, Paths};
use fuzzcore::rng::Rng;
use generator::{Family, Program, Settings};
use report::{Finding, Tally};
use runner::Vm;
use verdict::{Failure, Verdict};

/// How often a long run says how far it got.
const PROGRESS_EVERY: Duration = Duration::from_secs(15);
/// Seeds in a hundred that check a size family rather than run one program.
const FAMILY_PERCENT: usize = 10;

fn usage() -> String {
    format!(
        "\
usage: synfuzz [options]

Generates programs of deep and long syntax (chains, nesting, labels, huge literals, lists,
ASI, comments, escapes, contextual keywords, invalid syntax; in eval, new Function and
modules), from a few bytes to megabytes, and runs each in a vm with memory and time limits.
A run must end with a value (exit status 0) or a JavaScript exception (exit status 3 with
an error on standard error); a crash, a panic, an abort, any other status or a timeout is
a finding. One seed in ten instead runs one shape at sizes n, 4n, 16n, ... and reports a
cliff where 4n costs more than {ratio}x the CPU time (or memory) of n. Program k of a run is
made from seed BASE + k alone.

options:
{common}  --max-size BYTES      the largest program (default: {max_size})
  --memory-limit MIB    address space for each vm run (default: {memory}); the vm's
                        --heap-limit is half of it
  --no-cliffs           run programs only, no size families
  --minimize SEED       shrink the program of SEED while it fails the same way (for at
                        most --time seconds, 600 by default); writes seed-SEED-min.js

Exit status: 0 no finding, 1 a finding (its files are named on standard error), 2 a bad
command line or a vm that cannot run.
",
        ratio = cliff::RATIO,
        common = options::COMMON_USAGE,
        max_size = Settings::default().max_size,
        memory = DEFAULT_MEMORY_MIB,
    )
}

/// Address space for a vm run, in MiB: room for the engine's reservations (about 1 GiB
/// before it runs anything) and for a front end that takes some hundreds of bytes per
/// element of a huge literal.
const DEFAULT_MEMORY_MIB: u64 = 4096;

/// The options of synfuzz's own.
pub struct Own {
    pub settings: Settings,
    pub memory: u64,
    pub cliffs: bool,
    pub minimize: Option<u64>,
}

fn main() -> ExitCode {
    let arguments: Vec<String> = std::env::args().skip(1).collect();
    let mut own = Own { settings: Settings::default(), memory: DEFAULT_MEMORY_MIB << 20, cliffs: true, minimize: None };
    let parsed = options::parse(&arguments, &mut |flag, value| {
        match flag {
            "--max-size" => own.settings.max_size = options::number(&value()?, flag)? as usize,
            "--memory-limit" => own.memory = options::number(&value()?, flag)? << 20,
            "--no-cliffs" => own.cliffs = false,
            "--minimize" => own.minimize = Some(options::number(&value()?, flag)?),
            _ => return Ok(false),
        }
        Ok(true)
    });
    let options = match parsed {
        Ok(options) => options,
        Err(message) => {
            eprintln!("synfuzz: {message}\n\n{}", usage());
            return ExitCode::from(2);
        }
    };
    if options.help {
        print!("{}", usage());
        return ExitCode::SUCCESS;
    }
    if let Some(seed) = options.print {
        let program = if own.cliffs && is_family(seed) {
            let family = Family::of(seed);
            eprintln!("synfuzz: seed {seed} is a size family ({}); this is its first size", family.describe());
            family.program(cliff::START)
        } else {
            generator::generate(seed, own.settings)
        };
        eprintln!(
            "synfuzz: seed {seed}: {}{}",
            report::shape_list(&program.shapes),
            if program.module { " (run it as a module)" } else { "" }
        );
        print!("{}", program.node.render());
        return ExitCode::SUCCESS;
    }
    let paths = match paths::find("synfuzz", options.vm.as_ref(), options.out.as_ref()) {
        Ok(paths) => paths,
        Err(message) => {
            eprintln!("synfuzz: {message}");
            return ExitCode::from(2);
        }
    };
    let vm = Vm { path: &paths.vm, flags: &options.vm_flags, memory: own.memory };
    let result = match own.minimize {
        Some(seed) => reproduce::minimize(seed, &options, &own, &paths, &vm),
        None => fuzz(&options, &own, &paths, &vm),
    };
    match result {
        Ok(true) => ExitCode::SUCCESS,
        Ok(false) => ExitCode::from(1),
        Err(message) => {
            eprintln!("synfuzz: {message}");
            ExitCode::from(2)
        }
    }
}

/// Whether `seed` checks a size family rather than one program.
pub fn is_family(seed: u64) -> bool {
    Rng::new(seed ^ 0xc11f_f5ee_d000).chance(FAMILY_PERCENT)
}

/// What checking one seed found.
enum Checked {
    Program { seed: u64, program: Box<Program>, text: String, outcome: Outcome, verdict: Verdict },
    Family { seed: u64, family: Family, result: cliff::Result },
}

/// Runs seeds until the count, the time, or (without `--keep-going`) the first finding;
/// whether nothing was found.
fn fuzz(options: &Options, own: &Own, paths: &Paths, vm: &Vm) -> Result<bool, String> {
    let (baseline_cpu, baseline_memory) = runner::baseline(vm, &paths.work)?;
    let bench = cliff::Bench { vm, work: &paths.work, settings: own.settings, baseline_cpu, baseline_memory };
    let started = Instant::now();
    let plan = Plan { base: options.seed, count: options.count(), time: options.time, jobs: options.jobs() };
    let (mut programs, mut families) = (0u64, 0u64);
    let mut tally = Tally::default();
    let mut fatal = None;
    let mut last_progress = Instant::now();
    let check = |seed: u64| -> Checked {
        let name = format!("seed-{seed}");
        if own.cliffs && is_family(seed) {
            let family = Family::of(seed);
            let result = bench.check(&family, &name);
            return Checked::Family { seed, family, result };
        }
        let program = generator::generate(seed, own.settings);
        let text = program.node.render();
        let outcome = runner::run(vm, &paths.work, &name, &program, &text);
        let verdict = verdict::judge(&outcome);
        // Only a finding's text is kept: the others may be megabytes each.
        let text = if verdict == Verdict::Fine { String::new() } else { text };
        Checked::Program { seed, program: Box::new(program), text, outcome, verdict }
    };
    let highest = driver::run(&plan, check, |checked| {
        let found = match checked {
            Checked::Program { outcome, .. } if matches!(outcome.status, Status::NotStarted(_)) => {
                fatal = Some(outcome.status.to_string());
                return Flow::Stop;
            }
            Checked::Program { seed, program, text, outcome, verdict } => {
                programs += 1;
                match verdict {
                    Verdict::Fine => false,
                    Verdict::Finding(failure) => {
                        let finding = Finding {
                            seed,
                            name: format!("seed-{seed}"),
                            failure: &failure,
                            program: &program,
                            text: &text,
                            outcome: &outcome,
                            note: String::new(),
                        };
                        record(&mut tally, paths, vm, &finding);
                        true
                    }
                }
            }
            Checked::Family { seed, family, result } => {
                families += 1;
                record_family(&mut tally, paths, vm, seed, &family, result)
            }
        };
        if last_progress.elapsed() >= PROGRESS_EVERY {
            eprintln!(
                "synfuzz: {programs} programs, {families} size families, {} findings, {:.0?}",
                tally.total(),
                started.elapsed()
            );
            last_progress = Instant::now();
        }
        if found && !options.keep_going { Flow::Stop } else { Flow::Continue }
    });
    if let Some(why) = fatal {
        return Err(why);
    }
    println!(
        "synfuzz: {programs} programs and {families} size families (seeds {} to {}) in {:.1} s, {} findings",
        options.seed,
        options.seed.wrapping_add(highest.saturating_sub(1)),
        started.elapsed().as_secs_f64(),
        tally.total(),
    );
    if tally.total() > 0 {
        print!("{}", tally.summary());
    }
    Ok(tally.total() == 0)
}

/// Counts a finding, writes its files if it is among the first of its signature, and says
/// where.
fn record(tally: &mut Tally, paths: &Paths, vm: &Vm, finding: &Finding) {
    if !tally.add(finding.failure, finding.seed) {
        return;
    }
    match report::write(&paths.out, vm, finding) {
        Ok(path) => {
            eprintln!(
                "synfuzz: FINDING at seed {}: {}; see {}",
                finding.seed,
                finding.failure.signature,
                path.display()
            );
            tally.written(finding.failure, path);
        }
        Err(error) => eprintln!(
            "synfuzz: FINDING at seed {}: {} (cannot write it: {error})",
            finding.seed, finding.failure.signature
        ),
    }
}

/// Records what a size family found; whether it was a finding.
fn record_family(tally: &mut Tally, paths: &Paths, vm: &Vm, seed: u64, family: &Family, result: cliff::Result) -> bool {
    match result {
        cliff::Result::Linear => false,
        cliff::Result::Failed { failure, n, outcome } => {
            let program = family.program(n);
            let text = program.node.render();
            let note = format!("size family: {}, at n = {n}\n", family.describe());
            let finding = Finding {
                seed,
                name: format!("seed-{seed}"),
                failure: &failure,
                program: &program,
                text: &text,
                outcome: &outcome,
                note,
            };
            record(tally, paths, vm, &finding);
            true
        }
        cliff::Result::Cliff { what, small, large } => {
            let failure = Failure::new(format!("{what} cliff: {:?}", family.shape));
            let description = cliff::describe(family, what, &small, &large);
            eprint!("synfuzz: seed {seed}: {description}");
            // The larger program is written beside the report; the smaller one is its
            // builder's value at n.
            let program = family.program(large.n);
            let text = program.node.render();
            let small_program = family.program(small.n);
            let note = format!(
                "{description}the program below is the one at n = {}; the one at n = {} is the value of: {}\n",
                large.n,
                small.n,
                if small_program.node.as_builder().len() < 4000 {
                    small_program.node.as_builder()
                } else {
                    format!("synfuzz --print {seed} (at n = {})", cliff::START)
                }
            );
            let outcome = Outcome {
                status: if large.timed_out { Status::TimedOut } else { Status::Exited(0) },
                stdout: String::new(),
                stderr: String::new(),
                cpu: large.cpu,
                max_rss: large.memory,
                elapsed: Duration::ZERO,
            };
            let finding = Finding {
                seed,
                name: format!("seed-{seed}"),
                failure: &failure,
                program: &program,
                text: &text,
                outcome: &outcome,
                note,
            };
            record(tally, paths, vm, &finding);
            true
        }
    }
}
