//! `vm`: Kestrel's command-line shell.
//!
//! Today it sets up a VM with the heap flags below and reads its scripts; running them
//! needs the bytecode compiler and interpreter (issue 3), so it stops there with a message
//! that says so. The REPL, `$vm` and the stress harness follow (issue 4).

#![forbid(unsafe_code)]

use std::process::ExitCode;

use gc::HeapConfig;
use vm::{Vm, VmOptions};

const USAGE: &str = "\
usage: vm [options] FILE...

Kestrel, a JavaScript engine.

options:
  --gc-stress[=N]              collect at every Nth allocation (N = 1 by default)
  --verify-heap                check write barriers and pointers at every collection
  --poison-decommitted-pages   poison pages the heap gives back, so stray reads crash
  --heap-limit=BYTES           fail allocations past this heap size with a RangeError
  --help                       show this text
";

/// What the command line asked for.
#[derive(Debug, Default)]
struct Options {
    heap: HeapConfig,
    files: Vec<String>,
    help: bool,
}

fn parse(arguments: &[String]) -> Result<Options, String> {
    let mut options = Options::default();
    for argument in arguments {
        let (flag, value) = match argument.split_once('=') {
            Some((flag, value)) => (flag, Some(value)),
            None => (argument.as_str(), None),
        };
        match (flag, value) {
            ("--help" | "-h", None) => options.help = true,
            ("--gc-stress", None) => options.heap.gc_stress = Some(1),
            ("--gc-stress", Some(n)) => options.heap.gc_stress = Some(positive(flag, n)?),
            ("--verify-heap", None) => options.heap.verify = true,
            ("--poison-decommitted-pages", None) => options.heap.poison_decommitted_pages = true,
            ("--heap-limit", Some(bytes)) => options.heap.heap_limit = Some(positive(flag, bytes)?),
            _ if argument.starts_with('-') => return Err(format!("unknown option {argument}")),
            _ => options.files.push(argument.clone()),
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
            return ExitCode::from(2);
        }
    };
    if options.help || options.files.is_empty() {
        print!("{USAGE}");
        return if options.help { ExitCode::SUCCESS } else { ExitCode::from(2) };
    }
    if let Err(error) = Vm::new(VmOptions { heap: options.heap }) {
        eprintln!("vm: cannot start: {error}");
        return ExitCode::from(2);
    }
    for file in &options.files {
        if let Err(error) = std::fs::read_to_string(file) {
            eprintln!("vm: cannot read {file}: {error}");
            return ExitCode::from(2);
        }
    }
    eprintln!(
        "vm: cannot run {}: the bytecode compiler and interpreter are not built yet (issue 3)",
        options.files.join(", ")
    );
    ExitCode::from(2)
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
        assert_eq!(options.files, ["a.js", "b.js"]);
        assert_eq!(parse(&args("--gc-stress")).unwrap().heap.gc_stress, Some(1));
    }

    #[test]
    fn bad_command_lines_are_reported() {
        assert_eq!(parse(&args("--frobnicate")).unwrap_err(), "unknown option --frobnicate");
        assert!(parse(&args("--gc-stress=0")).unwrap_err().contains("positive"));
        assert!(parse(&args("--heap-limit=lots")).unwrap_err().contains("positive"));
        assert!(parse(&args("--verify-heap=1")).is_err());
    }
}
