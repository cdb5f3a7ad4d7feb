//! `vm`: Kestrel's command-line shell. Runs scripts and modules (`vm FILE...`, `vm -e
//! CODE`) in one realm, draining the job queue after each, or starts the REPL when there
//! is nothing to run. A syntax error or an uncaught exception prints `file:line:column:
//! Error: message` (with the stack) and exits with status 3; a bad command line or an
//! unreadable file exits with 2.

#![forbid(unsafe_code)]

use std::process::ExitCode;

/// Rust's allocations in the shell (shell/Cargo.toml says why mimalloc).
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

mod options;
mod repl;

use kestrel::config::{LoopAborts, LoopState};
use kestrel::host::timers::EventLoop;
use kestrel::{EXIT_EXCEPTION, EXIT_USAGE, Engine, EngineOptions, Error, Scope, host};
use options::{Options, Script};

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
    if options.version {
        println!("vm (Kestrel) {}", env!("CARGO_PKG_VERSION"));
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
        jit: options.jit,
        jit_threshold: options.jit_threshold,
        dump_trace: options.dump_trace,
        dump_bytecode: options.dump_bytecode,
        time_limit: None,
    };
    let mut engine = match Engine::new(engine_options.clone()) {
        Ok(engine) => engine,
        Err(error) => {
            eprintln!("vm: {error}");
            exit(EXIT_USAGE);
        }
    };
    let status = engine.with(|scope| match install_host(scope, &options, &engine_options) {
        Ok(event_loop) => run_scripts(scope, &options, &event_loop),
        Err(error) => {
            eprintln!("vm: cannot start: {error}");
            EXIT_USAGE
        }
    });
    if options.stats {
        print_statistics(&engine);
    }
    exit(status)
}

/// The shell's host functions, `scriptArgs`, and `$vm` and `$262` if asked for; the event
/// loop of the timers.
fn install_host(scope: &mut Scope<'_>, options: &Options, engine_options: &EngineOptions) -> Result<EventLoop, Error> {
    host::install_shell(scope)?;
    let event_loop = host::timers::install(scope)?;
    scope.global().set(scope, "scriptArgs", options.script_args.clone())?;
    if options.dollar_vm {
        host::dollar_vm::install(scope)?;
    }
    if options.test262 {
        host::test262::install(scope, engine_options.clone(), &event_loop)?;
    }
    Ok(event_loop)
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

fn run_scripts(scope: &mut Scope<'_>, options: &Options, event_loop: &EventLoop) -> u8 {
    for prelude in &options.preludes {
        if let Err(error) = run_file(scope, prelude, false) {
            return report_failure(&error);
        }
    }
    if options.interactive() {
        return repl::run(scope);
    }
    for script in &options.scripts {
        let ran = match script {
            Script::Code(code) => scope.run_script_with("<command line>", code, options.strict).map(drop),
            Script::File(path) if options.module || path.ends_with(".mjs") => scope.run_module(path),
            Script::File(path) => run_file(scope, path, options.strict),
        };
        if let Err(error) = ran.and_then(|()| run_jobs(scope, options)) {
            return report_failure(&error);
        }
    }
    // The timers, each followed by the jobs it queued, until none is left.
    loop {
        match event_loop.run_next(scope).and_then(|ran| run_jobs(scope, options).map(|()| ran)) {
            Ok(true) => {}
            Ok(false) => return 0,
            Err(error) => return report_failure(&error),
        }
    }
}

/// Runs the script in file `path`.
fn run_file(scope: &mut Scope<'_>, path: &str, strict: bool) -> Result<(), Error> {
    let source = std::fs::read_to_string(path)
        .map_err(|error| Error::Io { path: path.to_string(), message: error.to_string() })?;
    scope.run_script_with(path, &source, strict).map(drop)
}

/// Drains the job queue; then, outside test262 mode, a rejection nobody handled is an
/// error (as in node), reported with the first such reason.
fn run_jobs(scope: &mut Scope<'_>, options: &Options) -> Result<(), Error> {
    scope.run_jobs()?;
    if options.test262 {
        scope.discard_unhandled_rejections();
        return Ok(());
    }
    scope.take_first_unhandled_rejection().map_or(Ok(()), Err)
}

fn report_failure(error: &Error) -> u8 {
    match error {
        Error::Io { .. } => {
            eprintln!("vm: {error}");
            EXIT_USAGE
        }
        _ => {
            eprintln!("{error}");
            EXIT_EXCEPTION
        }
    }
}

/// The loops `--stats` names, the most aborts first.
const LOOPS_SHOWN: usize = 10;

/// `--stats`: what the heap and the JIT did, on standard error. (The jitfuzz runner reads
/// the `jit:` and `  abort:` lines: `jitfuzz/runner.rs`.)
fn print_statistics(engine: &Engine) {
    let statistics = engine.heap_statistics();
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
    match engine.heap_limit() {
        Some(limit) => eprintln!("heap limit: {limit} bytes"),
        None => eprintln!("heap limit: none"),
    }
    eprintln!("pauses: total {:?}, longest {:?}", statistics.total_pause, statistics.max_pause);
    for (name, scope) in [("eden", statistics.eden), ("full", statistics.full)] {
        eprintln!(
            "  {name}: {} collections, pauses total {:?}, longest {:?}",
            scope.collections, scope.total_pause, scope.max_pause
        );
    }
    match engine.jit_statistics() {
        Some(jit) => {
            let aborts: u32 = jit.aborts.iter().map(|(_, n)| n).sum();
            eprintln!(
                "jit: {} traces ({} side traces, {} links, {} sunk allocations, {} sunk stores; {} bytes of code), {} exits, {} aborts, {} loops blacklisted",
                jit.traces_compiled,
                jit.side_traces,
                jit.links,
                jit.sunk_allocations,
                jit.sunk_stores,
                jit.code_bytes,
                jit.exits,
                aborts,
                jit.blacklisted
            );
            for (reason, count) in &jit.aborts {
                eprintln!("  abort: {reason}: {count}");
            }
            eprintln!(
                "jit: {} regular expressions in machine code, {} kept in the interpreter",
                jit.regexps_compiled, jit.regexps_refused
            );
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
