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
//! The generator (`generator/`) makes small loop-heavy programs from a seed with its own
//! PRNG (`rng.rs`); the runner (`runner.rs`) runs `vm` processes with a time limit, since a
//! JIT bug may crash or hang one; `report.rs` writes a differing program with the outputs
//! and sums up what the JIT compiled. Programs run `--jobs` at a time, seed after seed,
//! until `--count` programs ran, `--time` ran out, or a difference turned up.

#![forbid(unsafe_code)]

mod generator;
mod options;
mod report;
mod rng;
mod runner;

use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::mpsc;
use std::thread;
use std::time::{Duration, Instant};

use report::Coverage;
use runner::{CONFIGS, Run, Status};

/// Generated programs take milliseconds in the interpreter; one that takes longer than this
/// is skipped (the generator's fault, not the JIT's).
const REFERENCE_LIMIT: Duration = Duration::from_secs(5);
/// A JIT run that takes longer than this is hung: four times the interpreter's limit, so that
/// a slow machine does not make a difference out of a slow program.
const RUN_LIMIT: Duration = Duration::from_secs(20);
/// How often a long run says how far it got.
const PROGRESS_EVERY: Duration = Duration::from_secs(15);

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

/// Where things are: the vm to run, and the directory for differing programs (with the
/// programs being run in its `work/`).
struct Paths {
    vm: PathBuf,
    out: PathBuf,
    work: PathBuf,
}

fn main() -> ExitCode {
    let arguments: Vec<String> = std::env::args().skip(1).collect();
    let options = match options::parse(&arguments) {
        Ok(options) => options,
        Err(message) => {
            eprintln!("jitfuzz: {message}\n\n{}", options::USAGE);
            return ExitCode::from(2);
        }
    };
    if options.help {
        print!("{}", options::USAGE);
        return ExitCode::SUCCESS;
    }
    if let Some(seed) = options.print {
        print!("{}", generator::generate(seed));
        return ExitCode::SUCCESS;
    }
    let paths = match paths(&options) {
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

/// The vm (by default next to this binary) and the output directory (by default
/// `jitfuzz/` in the target directory this binary is in), created.
fn paths(options: &options::Options) -> Result<Paths, String> {
    let exe = std::env::current_exe().map_err(|error| format!("cannot find this binary: {error}"))?;
    let bin_dir = exe.parent().ok_or("this binary is in no directory")?;
    let vm = options.vm.clone().unwrap_or_else(|| bin_dir.join("vm"));
    if !vm.is_file() {
        return Err(format!("no vm binary at {} (build it with `cargo build --release -p shell`)", vm.display()));
    }
    let target = bin_dir.parent().unwrap_or(bin_dir);
    let out = options.out.clone().unwrap_or_else(|| target.join("jitfuzz"));
    let work = out.join("work");
    std::fs::create_dir_all(&work).map_err(|error| format!("cannot create {}: {error}", work.display()))?;
    Ok(Paths { vm, out, work })
}

/// Runs programs until the count, the time or (without `--keep-going`) the first difference;
/// whether none differed.
fn fuzz(options: &options::Options, paths: &Paths) -> Result<bool, String> {
    let started = Instant::now();
    let deadline = options.time.map(|time| started + time);
    let count = options.count();
    let jobs = options.jobs.unwrap_or_else(|| thread::available_parallelism().map_or(2, |n| n.get()));
    let next = AtomicU64::new(0);
    let stop = AtomicBool::new(false);
    let (sender, receiver) = mpsc::channel();

    let mut checked = 0u64;
    let mut differences = Vec::new();
    let mut skipped = 0u64;
    let mut coverage = Coverage::default();
    let mut fatal = None;
    let mut last_progress = Instant::now();
    thread::scope(|scope| {
        for _ in 0..jobs {
            let sender = sender.clone();
            let (next, stop) = (&next, &stop);
            scope.spawn(move || {
                while !stop.load(Ordering::Relaxed) && deadline.is_none_or(|deadline| Instant::now() < deadline) {
                    let index = next.fetch_add(1, Ordering::Relaxed);
                    if index >= count {
                        break;
                    }
                    let seed = options.seed.wrapping_add(index);
                    if sender.send(check(seed, paths, &options.vm_flags)).is_err() {
                        break;
                    }
                }
            });
        }
        drop(sender);
        for program in receiver {
            if let Status::NotStarted(why) = &program.runs[0].status {
                fatal = Some(why.clone());
                stop.store(true, Ordering::Relaxed);
                continue;
            }
            checked += 1;
            for run in &program.runs[1..] {
                if let Some(counts) = &run.jit {
                    coverage.add(counts);
                }
            }
            if program.runs[0].status == Status::TimedOut {
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
                    stop.store(true, Ordering::Relaxed);
                }
            }
            if last_progress.elapsed() >= PROGRESS_EVERY {
                eprintln!("jitfuzz: {checked} programs, {} differing, {:.0?}", differences.len(), started.elapsed());
                last_progress = Instant::now();
            }
        }
    });
    if let Some(why) = fatal {
        return Err(why);
    }
    let highest = next.load(Ordering::Relaxed).min(count);
    println!(
        "jitfuzz: {checked} programs (seeds {} to {}) in {:.1} s, {} differing{}",
        options.seed,
        options.seed.wrapping_add(highest.saturating_sub(1)),
        started.elapsed().as_secs_f64(),
        differences.len(),
        if skipped > 0 { format!(", {skipped} skipped (too slow in the interpreter)") } else { String::new() }
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
            if reference.status == Status::TimedOut {
                vec![reference]
            } else {
                std::iter::once(reference).chain((1..CONFIGS.len()).map(|index| run(index, RUN_LIMIT))).collect()
            }
        }
        Err(error) => {
            let not_started = Run {
                status: Status::NotStarted(format!("cannot write {}: {error}", script.display())),
                stdout: String::new(),
                stderr: String::new(),
                jit: None,
            };
            vec![not_started; CONFIGS.len()]
        }
    };
    let _ = std::fs::remove_file(&script);
    Checked { seed, program, runs }
}

/// The scratch file name of `script`'s run in configuration `name`.
fn scratch(script: &Path, name: &str) -> PathBuf {
    script.with_file_name(format!("{}-{name}", script.file_stem().and_then(|s| s.to_str()).unwrap_or("run")))
}
