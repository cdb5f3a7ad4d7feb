//! The `vm` command line: what it accepts, as one parse from arguments to [`Options`].
//! Unknown flags and malformed values are errors the caller reports with exit status 2.

use kestrel::config::DumpMode;
use kestrel::config::{HeapConfig, HeapLimit};

pub const USAGE: &str = "\
usage: vm [options] FILE... [-- ARGS...]   run scripts (files ending in .mjs as modules)
       vm [options] -e CODE                run CODE (may be repeated; runs before the files)
       vm [options]                        start the REPL (or read a program from piped input)

Scripts see the standard library, print, load, readFile, gc, quit, console,
performance, setTimeout, setInterval, queueMicrotask, TextEncoder, TextDecoder,
atob, btoa, structuredClone and, after --, the arguments as scriptArgs. Timers run
after the scripts, until none is left.

Kestrel, a JavaScript engine.

options:
  -e CODE                      run CODE as a script
  --module                     run the files as modules
  --prelude=FILE               run FILE as a script before the others (may be repeated)
  --strict                     run the script files as strict mode code
  --use-dollar-vm              install the $vm testing object
  --test262                    install the $262 host object; unhandled rejections are not errors
  --no-jit                     run in the interpreter only
  --jit-threshold=N            loop iterations before a loop is traced (1 = eager)
  --dump-bytecode              print the bytecode of each script before running it
  --dump-trace                 print the IR, snapshots and machine code of each trace
  --dump-trace=ir              print each trace's IR and snapshots only, with cells,
                               structure ids and native addresses numbered (the same
                               output on every target and in every run)
  --stats                      print heap and JIT statistics at exit (to standard error)
  --gc-stress[=N]              collect at every Nth allocation (N = 1 by default)
  --verify-heap                check write barriers and pointers at every collection
  --no-eden-gc                 make every collection a full one (no eden collections)
  --force-gc-slow-paths        send every allocation (the JIT's inline ones too) to the slow path
  --poison-decommitted-pages   poison pages the heap gives back, so stray reads crash
  --heap-limit=BYTES|none      fail allocations past this heap size with a RangeError
                               (K, M or G suffixes). The default is 3/4 of what physical
                               memory, cgroup limits and RLIMIT_AS/RLIMIT_DATA leave;
                               `none` leaves it to the system, which may abort the process
  -h, --help                   show this text
  --version                    print the version

exit status: 0 success, 3 an uncaught exception or a syntax error, 2 a bad command line
or an unreadable file.
";

/// What the command line asked for.
#[derive(Debug, Default)]
pub struct Options {
    pub heap: HeapConfig,
    /// Scripts to run, in order.
    pub scripts: Vec<Script>,
    /// Scripts run first, whatever the mode of the others.
    pub preludes: Vec<String>,
    pub dump_bytecode: bool,
    pub dump_trace: Option<DumpMode>,
    pub stats: bool,
    pub module: bool,
    pub strict: bool,
    pub dollar_vm: bool,
    pub test262: bool,
    pub jit: bool,
    pub jit_threshold: Option<u32>,
    pub help: bool,
    pub version: bool,
    /// What follows `--`: the scripts' `scriptArgs`.
    pub script_args: Vec<String>,
}

/// One script to run: a file, or code from `-e`.
#[derive(Debug, PartialEq, Eq)]
pub enum Script {
    File(String),
    Code(String),
}

impl Options {
    /// Whether there is nothing to run: the REPL (or piped input) is wanted.
    pub fn interactive(&self) -> bool {
        self.scripts.is_empty() && !self.help && !self.version
    }
}

/// Parses the arguments after the program name.
pub fn parse(arguments: &[String]) -> Result<Options, String> {
    let mut options = Options { jit: true, ..Options::default() };
    let mut arguments = arguments.iter();
    while let Some(argument) = arguments.next() {
        let (flag, value) = match argument.split_once('=') {
            Some((flag, value)) if flag.starts_with("--") => (flag, Some(value)),
            _ => (argument.as_str(), None),
        };
        match (flag, value) {
            ("--help" | "-h", None) => options.help = true,
            ("--version", None) => options.version = true,
            ("--", None) => {
                options.script_args = arguments.by_ref().cloned().collect();
                break;
            }
            ("-e", None) => match arguments.next() {
                Some(code) => options.scripts.push(Script::Code(code.clone())),
                None => return Err("-e needs code to run".to_string()),
            },
            ("--prelude", Some(path)) if !path.is_empty() => options.preludes.push(path.to_string()),
            ("--dump-bytecode", None) => options.dump_bytecode = true,
            ("--dump-trace", None) => options.dump_trace = Some(DumpMode::Full),
            ("--dump-trace", Some("ir")) => options.dump_trace = Some(DumpMode::Ir),
            ("--dump-trace", Some(other)) => {
                return Err(format!("--dump-trace takes `=ir` or no value, got {other:?}"));
            }
            ("--stats", None) => options.stats = true,
            ("--module", None) => options.module = true,
            ("--strict", None) => options.strict = true,
            ("--use-dollar-vm", None) => options.dollar_vm = true,
            ("--test262", None) => options.test262 = true,
            ("--no-jit", None) => options.jit = false,
            ("--jit-threshold", Some(n)) => options.jit_threshold = Some(positive(flag, n)?),
            ("--gc-stress", None) => options.heap.gc_stress = Some(1),
            ("--gc-stress", Some(n)) => options.heap.gc_stress = Some(positive(flag, n)?),
            ("--verify-heap", None) => options.heap.verify = true,
            ("--no-eden-gc", None) => options.heap.generational = false,
            ("--force-gc-slow-paths", None) => options.heap.force_slow_paths = true,
            ("--poison-decommitted-pages", None) => options.heap.poison_decommitted_pages = true,
            ("--heap-limit", Some(limit)) => options.heap.heap_limit = heap_limit(limit)?,
            _ if argument.starts_with('-') && argument != "-" => {
                return Err(match value {
                    Some(_) if KNOWN_SWITCHES.contains(&flag) => format!("{flag} takes no value"),
                    None if KNOWN_VALUED.contains(&flag) => format!("{flag} needs a value ({flag}=...)"),
                    _ => format!("unknown option {argument}"),
                });
            }
            _ => options.scripts.push(Script::File(argument.clone())),
        }
    }
    Ok(options)
}

/// Flags that take no value, and flags that need one (for clearer errors).
const KNOWN_SWITCHES: &[&str] = &[
    "--help",
    "--version",
    "--dump-bytecode",
    "--stats",
    "--module",
    "--strict",
    "--use-dollar-vm",
    "--test262",
    "--no-jit",
    "--verify-heap",
    "--no-eden-gc",
    "--force-gc-slow-paths",
    "--poison-decommitted-pages",
];
const KNOWN_VALUED: &[&str] = &["--prelude", "--jit-threshold", "--heap-limit"];

fn positive<T: std::str::FromStr + PartialOrd + Default>(flag: &str, text: &str) -> Result<T, String> {
    match text.parse::<T>() {
        Ok(value) if value > T::default() => Ok(value),
        _ => Err(format!("{flag} needs a positive number, got {text:?}")),
    }
}

/// `--heap-limit`: `none`, or bytes with an optional binary K, M or G suffix.
fn heap_limit(text: &str) -> Result<HeapLimit, String> {
    if text == "none" {
        return Ok(HeapLimit::Unlimited);
    }
    let (digits, unit) = match text.char_indices().last() {
        Some((at, 'K' | 'k')) => (&text[..at], 1 << 10),
        Some((at, 'M' | 'm')) => (&text[..at], 1 << 20),
        Some((at, 'G' | 'g')) => (&text[..at], 1 << 30),
        _ => (text, 1),
    };
    positive::<usize>("--heap-limit", digits)
        .ok()
        .and_then(|count| count.checked_mul(unit))
        .map(HeapLimit::Bytes)
        .ok_or_else(|| format!("--heap-limit needs a positive number of bytes or `none`, got {text:?}"))
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
        assert_eq!(options.heap.heap_limit, HeapLimit::Bytes(1000));
        assert_eq!(options.scripts, [Script::File("a.js".into()), Script::File("b.js".into())]);
        assert_eq!(parse(&args("--gc-stress")).unwrap().heap.gc_stress, Some(1));
        assert!(parse(&args("--force-gc-slow-paths")).unwrap().heap.force_slow_paths);
    }

    #[test]
    fn heap_limits_take_suffixes_and_none() {
        let limit = |text: &str| parse(&args(&format!("--heap-limit={text}"))).unwrap().heap.heap_limit;
        assert_eq!(limit("64K"), HeapLimit::Bytes(64 << 10));
        assert_eq!(limit("512M"), HeapLimit::Bytes(512 << 20));
        assert_eq!(limit("2g"), HeapLimit::Bytes(2 << 30));
        assert_eq!(limit("none"), HeapLimit::Unlimited);
        assert_eq!(parse(&[]).unwrap().heap.heap_limit, HeapLimit::Automatic);
    }

    #[test]
    fn code_modes_and_hosts_are_recognised() {
        let options = parse(&args("--no-jit --dump-bytecode -e 1+1")).unwrap();
        assert!(options.dump_bytecode && !options.jit);
        assert_eq!(options.scripts, [Script::Code("1+1".into())]);
        assert!(parse(&args("-e")).is_err());
        let options = parse(&args("--test262 --use-dollar-vm --strict --prelude=h.js --jit-threshold=1 t.js")).unwrap();
        assert!(options.test262 && options.dollar_vm && options.strict);
        assert_eq!(options.preludes, ["h.js"]);
        assert_eq!(options.jit_threshold, Some(1));
        assert_eq!(parse(&args("--dump-trace")).unwrap().dump_trace, Some(DumpMode::Full));
        assert_eq!(parse(&args("--dump-trace=ir")).unwrap().dump_trace, Some(DumpMode::Ir));
        assert!(parse(&args("--dump-trace=mcode")).is_err());
    }

    #[test]
    fn nothing_to_run_means_interactive() {
        assert!(parse(&[]).unwrap().interactive());
        assert!(parse(&args("--use-dollar-vm")).unwrap().interactive());
        assert!(!parse(&args("a.js")).unwrap().interactive());
        assert!(!parse(&args("--help")).unwrap().interactive());
    }

    #[test]
    fn bad_command_lines_are_reported() {
        assert_eq!(parse(&args("--frobnicate")).unwrap_err(), "unknown option --frobnicate");
        assert!(parse(&args("--gc-stress=0")).unwrap_err().contains("positive"));
        assert!(parse(&args("--heap-limit=lots")).unwrap_err().contains("positive"));
        assert!(parse(&args("--heap-limit=0")).unwrap_err().contains("none"));
        assert!(parse(&args("--heap-limit=99999999999G")).is_err());
        assert_eq!(parse(&args("--verify-heap=1")).unwrap_err(), "--verify-heap takes no value");
        assert_eq!(parse(&args("--prelude")).unwrap_err(), "--prelude needs a value (--prelude=...)");
        assert_eq!(parse(&args("--jit-threshold")).unwrap_err(), "--jit-threshold needs a value (--jit-threshold=...)");
    }
}
