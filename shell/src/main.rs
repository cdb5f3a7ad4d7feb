//! `vm`: Kestrel's command-line shell. Runs scripts (`vm FILE...`, `vm -e CODE`) in one
//! realm, drains the job queue after each, and reports what goes wrong: a syntax error or
//! an uncaught exception prints `file:line:column: Error: message` (with the stack) and
//! exits with status 3. The REPL, `$vm` and the stress harness are issue 4.

#![forbid(unsafe_code)]

use std::process::ExitCode;

use gc::HeapConfig;
use vm::compiler::CompileError;
use vm::{Exception, JSValue, Vm, VmOptions};

const USAGE: &str = "\
usage: vm [options] FILE...
       vm [options] -e CODE

Kestrel, a JavaScript engine.

options:
  -e CODE                      run CODE (may be repeated; runs before the files)
  --module                     run the files as modules (files ending in .mjs always are)
  --dump-bytecode              print the bytecode of each script before running it
  --no-jit                     run in the interpreter only (the JIT is not built yet)
  --gc-stress[=N]              collect at every Nth allocation (N = 1 by default)
  --verify-heap                check write barriers and pointers at every collection
  --poison-decommitted-pages   poison pages the heap gives back, so stray reads crash
  --heap-limit=BYTES           fail allocations past this heap size with a RangeError
  --help                       show this text
";

/// Exit status of a script that threw (the convention of JavaScriptCore's shell).
const EXIT_EXCEPTION: u8 = 3;
/// Exit status of a bad command line or an unreadable file.
const EXIT_USAGE: u8 = 2;

/// The Rust stack of the thread scripts run on: deep enough for the VM's limit of nested
/// native calls (`VmOptions::max_native_depth`) in unoptimised builds.
const SCRIPT_THREAD_STACK: usize = 512 << 20;

/// What the command line asked for.
#[derive(Debug, Default)]
struct Options {
    heap: HeapConfig,
    /// Scripts to run, in order: (name for messages, source or path).
    scripts: Vec<Script>,
    dump_bytecode: bool,
    module: bool,
    help: bool,
}

#[derive(Debug, PartialEq, Eq)]
enum Script {
    File(String),
    Code(String),
}

fn parse(arguments: &[String]) -> Result<Options, String> {
    let mut options = Options::default();
    let mut arguments = arguments.iter();
    while let Some(argument) = arguments.next() {
        let (flag, value) = match argument.split_once('=') {
            Some((flag, value)) if flag.starts_with("--") => (flag, Some(value)),
            _ => (argument.as_str(), None),
        };
        match (flag, value) {
            ("--help" | "-h", None) => options.help = true,
            ("-e", None) => match arguments.next() {
                Some(code) => options.scripts.push(Script::Code(code.clone())),
                None => return Err("-e needs code to run".to_string()),
            },
            ("--dump-bytecode", None) => options.dump_bytecode = true,
            ("--module", None) => options.module = true,
            ("--no-jit", None) => {}
            ("--gc-stress", None) => options.heap.gc_stress = Some(1),
            ("--gc-stress", Some(n)) => options.heap.gc_stress = Some(positive(flag, n)?),
            ("--verify-heap", None) => options.heap.verify = true,
            ("--poison-decommitted-pages", None) => options.heap.poison_decommitted_pages = true,
            ("--heap-limit", Some(bytes)) => options.heap.heap_limit = Some(positive(flag, bytes)?),
            _ if argument.starts_with('-') => return Err(format!("unknown option {argument}")),
            _ => options.scripts.push(Script::File(argument.clone())),
        }
    }
    Ok(options)
}

fn positive<T: std::str::FromStr + PartialOrd + Default>(flag: &str, text: &str) -> Result<T, String> {
    match text.parse::<T>() {
        Ok(value) if value > T::default() => Ok(value),
        _ => Err(format!("{flag} needs a positive number, got {text:?}")),
    }
}

fn main() -> ExitCode {
    let arguments: Vec<String> = std::env::args().skip(1).collect();
    let options = match parse(&arguments) {
        Ok(options) => options,
        Err(message) => {
            eprintln!("vm: {message}\n\n{USAGE}");
            return ExitCode::from(EXIT_USAGE);
        }
    };
    if options.help || options.scripts.is_empty() {
        print!("{USAGE}");
        return if options.help { ExitCode::SUCCESS } else { ExitCode::from(EXIT_USAGE) };
    }
    let runner = std::thread::Builder::new().stack_size(SCRIPT_THREAD_STACK).spawn(move || run(options));
    match runner.map(|thread| thread.join()) {
        Ok(Ok(code)) => ExitCode::from(code),
        _ => {
            eprintln!("vm: the script thread failed");
            ExitCode::from(70)
        }
    }
}

/// Runs every script in one VM; returns the exit status.
fn run(options: Options) -> u8 {
    let mut vm = match Vm::new(VmOptions { heap: options.heap.clone(), ..VmOptions::default() }) {
        Ok(vm) => vm,
        Err(error) => {
            eprintln!("vm: cannot start: {error}");
            return EXIT_USAGE;
        }
    };
    if builtins::install(&mut vm).is_err() {
        eprintln!("vm: cannot start: {}", describe_pending(&mut vm));
        return EXIT_USAGE;
    }
    for script in &options.scripts {
        let (name, source) = match script {
            Script::Code(code) => ("<command line>".to_string(), code.clone()),
            Script::File(path) => match std::fs::read_to_string(path) {
                Ok(source) => (path.clone(), source),
                Err(error) => {
                    eprintln!("vm: cannot read {path}: {error}");
                    return EXIT_USAGE;
                }
            },
        };
        let is_module = matches!(script, Script::File(path) if options.module || path.ends_with(".mjs"));
        if is_module {
            if let Err(code) = run_module(&mut vm, &name, &source, options.dump_bytecode) {
                return code;
            }
            continue;
        }
        let executable = match vm.compile_script(&source, &name) {
            Ok(executable) => executable,
            Err(CompileError::Syntax(error)) => {
                eprintln!("{name}:{}:{}: SyntaxError: {}", error.line, error.column, error.message);
                return EXIT_EXCEPTION;
            }
            Err(CompileError::Thrown(_)) => {
                eprintln!("{name}: {}", describe_pending(&mut vm));
                return EXIT_EXCEPTION;
            }
        };
        if options.dump_bytecode {
            print!("{}", vm.disassemble(executable));
        }
        if vm.run_script(executable).is_err() || vm.run_jobs().is_err() {
            report_uncaught(&mut vm);
            return EXIT_EXCEPTION;
        }
        let rejections = vm.take_unhandled_rejections();
        if let Some(&reason) = rejections.first() {
            let text = vm.describe_exception(reason);
            eprintln!("{name}: Uncaught (in promise) {text}");
            return EXIT_EXCEPTION;
        }
    }
    0
}

/// Runs a module file (and what it imports); a syntax error in it is reported with its
/// position before anything runs.
fn run_module(vm: &mut Vm, name: &str, source: &str, dump_bytecode: bool) -> Result<(), u8> {
    match vm.compile_module(source, name) {
        Ok(executable) => {
            if dump_bytecode {
                print!("{}", vm.disassemble(executable));
            }
        }
        Err(CompileError::Syntax(error)) => {
            eprintln!("{name}:{}:{}: SyntaxError: {}", error.line, error.column, error.message);
            return Err(EXIT_EXCEPTION);
        }
        Err(CompileError::Thrown(_)) => {
            eprintln!("{name}: {}", describe_pending(vm));
            return Err(EXIT_EXCEPTION);
        }
    }
    if vm.run_module(name).is_err() || vm.run_jobs().is_err() {
        report_uncaught(vm);
        return Err(EXIT_EXCEPTION);
    }
    let rejections = vm.take_unhandled_rejections();
    if let Some(&reason) = rejections.first() {
        let text = vm.describe_exception(reason);
        eprintln!("{name}: Uncaught (in promise) {text}");
        return Err(EXIT_EXCEPTION);
    }
    Ok(())
}

/// Prints the pending exception as `file:line:column: Error: message` and its stack.
fn report_uncaught(vm: &mut Vm) {
    let location = vm.exception_location();
    let text = describe_pending(vm);
    match location {
        Some(location) => eprintln!("{location}: {text}"),
        None => eprintln!("Uncaught {text}"),
    }
}

/// The pending exception as text (taking it).
fn describe_pending(vm: &mut Vm) -> String {
    match vm.take_exception() {
        Exception::Value(value) => vm.describe_exception(value),
        Exception::Error(error) => {
            let lines = vm.trace_lines(&error.trace);
            let mut text = error.to_string();
            for line in lines {
                text.push_str(&format!("\n    {line}"));
            }
            text
        }
        Exception::None => describe_value(JSValue::UNDEFINED),
    }
}

fn describe_value(value: JSValue) -> String {
    format!("{value:?}")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn args(text: &str) -> Vec<String> {
        text.split_whitespace().map(String::from).collect()
    }

    #[test]
    fn heap_flags_reach_the_heap_configuration() {
        let options =
            parse(&args("--gc-stress=5 --verify-heap --poison-decommitted-pages --heap-limit=1000 a.js b.js")).unwrap();
        assert_eq!(options.heap.gc_stress, Some(5));
        assert!(options.heap.verify && options.heap.poison_decommitted_pages);
        assert_eq!(options.heap.heap_limit, Some(1000));
        assert_eq!(options.scripts, [Script::File("a.js".into()), Script::File("b.js".into())]);
        assert_eq!(parse(&args("--gc-stress")).unwrap().heap.gc_stress, Some(1));
    }

    #[test]
    fn code_and_modes_are_recognised() {
        let options = parse(&args("--no-jit --dump-bytecode -e 1+1")).unwrap();
        assert!(options.dump_bytecode);
        assert_eq!(options.scripts, [Script::Code("1+1".into())]);
        assert!(parse(&args("-e")).is_err());
    }

    #[test]
    fn bad_command_lines_are_reported() {
        assert_eq!(parse(&args("--frobnicate")).unwrap_err(), "unknown option --frobnicate");
        assert!(parse(&args("--gc-stress=0")).unwrap_err().contains("positive"));
        assert!(parse(&args("--heap-limit=lots")).unwrap_err().contains("positive"));
        assert!(parse(&args("--verify-heap=1")).is_err());
    }
}
