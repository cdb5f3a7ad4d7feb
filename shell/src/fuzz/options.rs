//! The `jitfuzz` command line.

use std::path::PathBuf;
use std::time::Duration;

pub const USAGE: &str = "\
usage: jitfuzz [options]

Generates small loop-heavy JavaScript programs, runs each with `vm --no-jit`, with the eager
JIT (`--jit-threshold=1`) and at the default threshold, and fails on any difference in their
output or exit status. Program k of a run is made from seed BASE + k alone.

options:
  --seed N        the base seed (default: 1)
  --count N       programs to run at most (default: no limit with --time, else 100)
  --time SECS     stop starting programs after this long (default: no limit)
  --jobs N        programs at a time (default: the number of CPUs)
  --vm PATH       the vm binary (default: the vm next to this binary)
  --out DIR       where a differing program and its outputs are written (default: the
                  target directory's jitfuzz/)
  --vm-flag FLAG  pass FLAG to every vm run as well (repeatable), e.g. --vm-flag=--gc-stress=50
  --keep-going    report every difference instead of stopping at the first
  --print SEED    print the program of SEED and exit
  -h, --help      show this text

Exit status: 0 no difference, 1 a difference (its file is named on standard error), 2 a bad
command line or a vm that cannot run.
";

#[derive(Debug, Default, PartialEq)]
pub struct Options {
    pub seed: u64,
    pub count: Option<u64>,
    pub time: Option<Duration>,
    pub jobs: Option<usize>,
    pub vm: Option<PathBuf>,
    pub out: Option<PathBuf>,
    /// Flags for every run, after the configuration's own.
    pub vm_flags: Vec<String>,
    pub keep_going: bool,
    pub print: Option<u64>,
    pub help: bool,
}

impl Options {
    /// Programs to run at most.
    pub fn count(&self) -> u64 {
        self.count.unwrap_or(if self.time.is_some() { u64::MAX } else { 100 })
    }
}

pub fn parse(arguments: &[String]) -> Result<Options, String> {
    let mut options = Options { seed: 1, ..Options::default() };
    let mut arguments = arguments.iter();
    while let Some(argument) = arguments.next() {
        let (flag, inline) = match argument.split_once('=') {
            Some((flag, value)) if flag.starts_with("--") => (flag, Some(value.to_string())),
            _ => (argument.as_str(), None),
        };
        let mut value = |name: &str| {
            inline.clone().or_else(|| arguments.next().cloned()).ok_or_else(|| format!("{name} needs a value"))
        };
        match flag {
            "--seed" => options.seed = number(&value("--seed")?, "--seed")?,
            "--count" => options.count = Some(number(&value("--count")?, "--count")?),
            "--time" => {
                let text = value("--time")?;
                let seconds: f64 = text.parse().map_err(|_| format!("--time: not a number of seconds: {text}"))?;
                if !(seconds.is_finite() && seconds >= 0.0) {
                    return Err(format!("--time: not a number of seconds: {text}"));
                }
                options.time = Some(Duration::from_secs_f64(seconds));
            }
            "--jobs" => {
                let jobs = number(&value("--jobs")?, "--jobs")?;
                options.jobs = Some(usize::try_from(jobs).unwrap_or(usize::MAX).max(1));
            }
            "--vm" => options.vm = Some(PathBuf::from(value("--vm")?)),
            "--out" => options.out = Some(PathBuf::from(value("--out")?)),
            "--vm-flag" => options.vm_flags.push(value("--vm-flag")?),
            "--keep-going" => options.keep_going = true,
            "--print" => options.print = Some(number(&value("--print")?, "--print")?),
            "-h" | "--help" => options.help = true,
            _ => return Err(format!("unknown option {argument}")),
        }
    }
    Ok(options)
}

fn number(text: &str, flag: &str) -> Result<u64, String> {
    text.parse().map_err(|_| format!("{flag}: not a number: {text}"))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse_words(words: &str) -> Result<Options, String> {
        parse(&words.split_whitespace().map(String::from).collect::<Vec<_>>())
    }

    #[test]
    fn defaults() {
        let options = parse_words("").expect("no options");
        assert_eq!(options.seed, 1);
        assert_eq!(options.count(), 100);
        assert!(!options.keep_going);
    }

    #[test]
    fn values_with_a_space_or_an_equals_sign() {
        let options =
            parse_words("--seed 7 --count=20 --time 1.5 --jobs=3 --keep-going --vm-flag=--gc-stress=9 --vm-flag -x")
                .expect("valid");
        assert_eq!(options.vm_flags, ["--gc-stress=9", "-x"]);
        assert_eq!(options.seed, 7);
        assert_eq!(options.count(), 20);
        assert_eq!(options.time, Some(Duration::from_millis(1500)));
        assert_eq!(options.jobs, Some(3));
        assert!(options.keep_going);
        assert_eq!(parse_words("--time 60").expect("valid").count(), u64::MAX);
        assert_eq!(parse_words("--print 42").expect("valid").print, Some(42));
    }

    #[test]
    fn mistakes_are_reported() {
        assert!(parse_words("--seed").is_err());
        assert!(parse_words("--seed x").is_err());
        assert!(parse_words("--time -1").is_err());
        assert!(parse_words("--frobnicate").is_err());
    }
}
