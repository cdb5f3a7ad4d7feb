//! `vm`: Kestrel's command-line shell. Runs scripts and modules (`vm FILE...`, `vm -e
//! CODE`) in one realm, draining the job queue after each, or starts the REPL when there
//! is nothing to run. A syntax error or an uncaught exception prints `file:line:column:
//! Error: message` (with the stack) and exits with status 3; a bad command line or an
//! unreadable file exits with 2.

#![forbid(unsafe_code)]

use std::process::ExitCode;

mod options;
mod repl;

use kestrel::{EXIT_EXCEPTION, EXIT_USAGE, Engine, EngineOptions, Failure};
use options::{Options, Script};
use vm::tier::{LoopAborts, LoopState};

/// The Rust stack of the thread scripts run on: deep enough for the VM's limit of nested
/// native calls (`VmOptions::max_native_depth`) in unoptimised builds.
const SCRIPT_THREAD_STACK: usize = 512 << 20;

fn main() -> ExitCode {
    let arguments: Vec<String> = std::env::args().skip(1).collect();
    let options = match options::parse(&arguments) {
        Ok(options) => options,
        Err(message) => {
            eprintln!("vm: {message} (vm --help lists the options)");
            return ExitCode::from(EXIT_USAGE);
        }
    };
    if options.help {
        print!("{}", options::USAGE);
        return ExitCode::SUCCESS;
    }
    // The script thread ends the process itself (see `exit`); joining it returns only if
    // it could not start or failed.
    let runner = std::thread::Builder::new().stack_size(SCRIPT_THREAD_STACK).spawn(move || run(options));
    let _ = runner.map(|thread| thread.join());
    eprintln!("vm: the script thread failed");
    ExitCode::from(70)
}

/// Runs the preludes, then every script (or the REPL) in one engine, and exits the process
/// with the status.
fn run(options: Options) -> ! {
    let engine_options = EngineOptions {
        heap: options.heap.clone(),
        dollar_vm: options.dollar_vm,
        test262: options.test262,
        dump_bytecode: options.dump_bytecode,
        jit: options.jit,
        jit_threshold: options.jit_threshold,
        dump_trace: options.dump_trace,
    };
    let mut engine = match Engine::new(engine_options) {
        Ok(engine) => engine,
        Err(message) => {
            eprintln!("vm: {message}");
            exit(EXIT_USAGE);
        }
    };
    let status = run_scripts(&mut engine, &options);
    if options.stats {
        print_statistics(&mut engine);
    }
    exit(status)
}

/// Ends the process from the script thread, with the engine still alive: the kernel takes
/// back the heap, the register file and this thread's stack faster than running every
/// cell's destructor, unmapping each region and joining the thread would (about 0.7 ms of
/// a 2 ms `vm -e 0`). No destructor has an effect outside the process; the output is
/// flushed here.
fn exit(status: u8) -> ! {
    use std::io::Write;
    let _ = std::io::stdout().flush();
    let _ = std::io::stderr().flush();
    std::process::exit(status.into())
}

fn run_scripts(engine: &mut Engine, options: &Options) -> u8 {
    for prelude in &options.preludes {
        if let Err(report) = engine.run_script_file(prelude, false) {
            return report_failure(&report);
        }
    }
    if options.interactive() {
        return repl::run(engine);
    }
    for script in &options.scripts {
        let ran = match script {
            Script::Code(code) => engine.run_script("<command line>", code, options.strict).map(drop),
            Script::File(path) if options.module || path.ends_with(".mjs") => engine.run_module_file(path),
            Script::File(path) => engine.run_script_file(path, options.strict).map(drop),
        };
        if let Err(report) = ran {
            return report_failure(&report);
        }
    }
    0
}

fn report_failure(report: &kestrel::Report) -> u8 {
    eprintln!("{report}");
    match report.kind {
        Failure::Unreadable => EXIT_USAGE,
        Failure::Exception | Failure::Syntax { .. } => EXIT_EXCEPTION,
    }
}

/// The loops `--stats` names, the most aborts first.
const LOOPS_SHOWN: usize = 10;

/// `--stats`: what the heap and the JIT did, on standard error. (The jitfuzz runner reads
/// the `jit:` and `  abort:` lines: `jitfuzz/runner.rs`.)
fn print_statistics(engine: &mut Engine) {
    let statistics = engine.vm().heap.statistics();
    eprintln!(
        "heap: {} collections, {} live bytes after the last, {} committed bytes, {} blocks ({} pooled), {} large objects ({} bytes)",
        statistics.collections,
        statistics.live_bytes,
        statistics.committed_bytes,
        statistics.blocks,
        statistics.pooled_blocks,
        statistics.large_objects,
        statistics.large_bytes
    );
    match engine.vm().heap.limit() {
        Some(limit) => eprintln!("heap limit: {limit} bytes"),
        None => eprintln!("heap limit: none"),
    }
    eprintln!("pauses: total {:?}, longest {:?}", statistics.total_pause, statistics.max_pause);
    match engine.vm().tier_statistics() {
        Some(jit) => {
            let aborts: u32 = jit.aborts.iter().map(|(_, n)| n).sum();
            eprintln!(
                "jit: {} traces ({} bytes of code), {} exits, {} aborts, {} loops blacklisted",
                jit.traces_compiled, jit.code_bytes, jit.exits, aborts, jit.blacklisted
            );
            for (reason, count) in &jit.aborts {
                eprintln!("  abort: {reason}: {count}");
            }
            for aborted in jit.loops.iter().take(LOOPS_SHOWN) {
                eprintln!("{}", loop_line(aborted));
            }
            if let Some(more) = jit.loops.len().checked_sub(LOOPS_SHOWN).filter(|&more| more > 0) {
                eprintln!("  ... and {more} more loops that aborted");
            }
        }
        None => eprintln!("jit: off (--no-jit)"),
    }
}

/// `  loop file.js:12: 24 aborts (blacklisted): 20 <reason>; 4 <reason>`, the reasons the
/// most frequent first.
fn loop_line(aborted: &LoopAborts) -> String {
    let total = aborted.total();
    let state = match aborted.state {
        LoopState::Compiled(trace) => format!("runs trace {trace}"),
        LoopState::Blacklisted => "blacklisted".to_string(),
        LoopState::Counting | LoopState::Hot => "interpreted, will retry".to_string(),
    };
    let reasons: Vec<String> = aborted.reasons.iter().map(|(reason, count)| format!("{count} {reason}")).collect();
    let noun = if total == 1 { "abort" } else { "aborts" };
    format!("  loop {}: {total} {noun} ({state}): {}", aborted.location, reasons.join("; "))
}
