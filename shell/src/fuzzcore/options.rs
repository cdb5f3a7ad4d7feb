//! The command line both fuzzers share (`--seed`, `--count`, `--time`, `--jobs`, `--vm`,
//! `--vm-flag`, `--out`, `--keep-going`, `--print`, `--help`); a fuzzer adds its own options
//! through the `extra` hook of [`parse`].

use std::path::PathBuf;
use std::time::Duration;

/// The text of the shared options, for a fuzzer's usage text.
pub const COMMON_USAGE: &str = "\
  --seed N        the base seed (default: 1)
  --count N       programs to run at most (default: no limit with --time, else 100)
  --time SECS     stop starting programs after this long (default: no limit)
  --jobs N        programs at a time (default: the number of CPUs)
  --vm PATH       the vm binary (default: the vm next to this binary)
  --out DIR       where findings are written (default: a directory named after the fuzzer
                  in the target directory)
  --vm-flag FLAG  pass FLAG to every vm run as well (repeatable), e.g. --vm-flag=--gc-stress=50
  --keep-going    report every finding instead of stopping at the first
  --print SEED    print the program of SEED and exit
  -h, --help      show this text
";

#[derive(Debug, Default, PartialEq)]
pub struct Options {
    pub seed: u64,
    pub count: Option<u64>,
    pub time: Option<Duration>,
    pub jobs: Option<usize>,
    pub vm: Option<PathBuf>,
    pub out: Option<PathBuf>,
    /// Flags for every run, after the fuzzer's own.
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

    /// Worker threads.
    pub fn jobs(&self) -> usize {
        self.jobs.unwrap_or_else(|| std::thread::available_parallelism().map_or(2, |n| n.get()))
    }
}

/// A fuzzer's own option: given the flag and a way to take its value, `Ok(true)` if it was
/// one of its own.
pub type Extra<'a> = dyn FnMut(&str, &mut dyn FnMut() -> Result<String, String>) -> Result<bool, String> + 'a;

/// Parses `arguments`; flags that are not shared go to `extra`.
pub fn parse(arguments: &[String], extra: &mut Extra) -> Result<Options, String> {
    let mut options = Options { seed: 1, ..Options::default() };
    let mut arguments = arguments.iter();
    while let Some(argument) = arguments.next() {
        let (flag, inline) = match argument.split_once('=') {
            Some((flag, value)) if flag.starts_with("--") => (flag, Some(value.to_string())),
            _ => (argument.as_str(), None),
        };
        let mut value =
            || inline.clone().or_else(|| arguments.next().cloned()).ok_or_else(|| format!("{flag} needs a value"));
        match flag {
            "--seed" => options.seed = number(&value()?, flag)?,
            "--count" => options.count = Some(number(&value()?, flag)?),
            "--time" => options.time = Some(seconds(&value()?, flag)?),
            "--jobs" => {
                let jobs = number(&value()?, flag)?;
                options.jobs = Some(usize::try_from(jobs).unwrap_or(usize::MAX).max(1));
            }
            "--vm" => options.vm = Some(PathBuf::from(value()?)),
            "--out" => options.out = Some(PathBuf::from(value()?)),
            "--vm-flag" => options.vm_flags.push(value()?),
            "--keep-going" => options.keep_going = true,
            "--print" => options.print = Some(number(&value()?, flag)?),
            "-h" | "--help" => options.help = true,
            _ => {
                if !extra(flag, &mut value)? {
                    return Err(format!("unknown option {argument}"));
                }
            }
        }
    }
    Ok(options)
}

pub fn number(text: &str, flag: &str) -> Result<u64, String> {
    text.parse().map_err(|_| format!("{flag}: not a number: {text}"))
}

pub fn seconds(text: &str, flag: &str) -> Result<Duration, String> {
    match text.parse::<f64>() {
        Ok(seconds) if seconds.is_finite() && seconds >= 0.0 => Ok(Duration::from_secs_f64(seconds)),
        _ => Err(format!("{flag}: not a number of seconds: {text}")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse_words(words: &str) -> Result<Options, String> {
        let arguments: Vec<String> = words.split_whitespace().map(String::from).collect();
        parse(&arguments, &mut |flag, value| match flag {
            "--level" => number(&value()?, flag).map(|_| true),
            _ => Ok(false),
        })
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
    fn a_fuzzers_own_options_go_to_it() {
        assert!(parse_words("--level 3 --seed 2").is_ok());
        assert!(parse_words("--level=x").is_err());
        assert!(parse_words("--level").is_err());
    }

    #[test]
    fn mistakes_are_reported() {
        assert!(parse_words("--seed").is_err());
        assert!(parse_words("--seed x").is_err());
        assert!(parse_words("--time -1").is_err());
        assert!(parse_words("--frobnicate").is_err());
    }
}
