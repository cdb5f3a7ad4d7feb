//! The modes a stress test runs in, and the vm command line of each run.
//!
//! | mode        | flags                                      | directive      |
//! |-------------|--------------------------------------------|----------------|
//! | `default`   | (none)                                     | `runDefault`   |
//! | `no-jit`    | `--no-jit`                                 | `runNoJIT`     |
//! | `eager-jit` | `--jit-threshold=1`                        | `runEagerJIT`  |
//! | `gc-stress` | `--gc-stress`                              | `runGCStress`  |
//! | `poison`    | `--poison-decommitted-pages --gc-stress=97`| `runPoison`    |
//! | `verify-heap` | `--verify-heap --gc-stress=53`           | `runVerifyHeap`|
//!
//! The first five are the default set; `verify-heap` (every collection checks the write
//! barrier and every pointer) runs when `--modes` asks for it, as CI does. It collects at
//! every 53rd allocation (or the test's `gcStressEvery`, if rarer), so that the barrier is
//! checked where it matters, between eden collections, all through a test and not only at
//! the few collections its budget starts. The mode took 41 s on the 2-core machine (17 s
//! before it collected this often).
//!
//! Every run gets `--use-dollar-vm`, then the mode's flags, then the test's
//! `requireOptions`, then the flags of its `run*` directive (so the test's own flags win
//! where the vm takes the last of two), and `--module` for a `.mjs` file. `gcStressEvery(N)`
//! thins collections out for a test too big to collect at every allocation: a bare
//! `--gc-stress` becomes `--gc-stress=N`, and poison collects at every max(N, 97)th.

use super::directives::Directives;

/// How often poison mode collects: often enough to sweep (and so decommit and poison)
/// pages all the time, rarely enough to finish the suite quickly.
const POISON_GC_EVERY: u32 = 97;

/// How often verify-heap mode collects: each collection walks every old cell first, so
/// this is rarer than poison's.
const VERIFY_GC_EVERY: u32 = 53;

#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Mode {
    Default,
    NoJit,
    EagerJit,
    GcStress,
    Poison,
    VerifyHeap,
}

impl Mode {
    /// Every mode, in the order reports list them.
    pub const ALL: [Mode; 6] =
        [Mode::Default, Mode::NoJit, Mode::EagerJit, Mode::GcStress, Mode::Poison, Mode::VerifyHeap];

    /// The modes a run covers unless `--modes` says otherwise; a test with no `run*`
    /// directive runs in every selected mode.
    pub const DEFAULT_SET: [Mode; 5] = [Mode::Default, Mode::NoJit, Mode::EagerJit, Mode::GcStress, Mode::Poison];

    pub fn name(self) -> &'static str {
        match self {
            Mode::Default => "default",
            Mode::NoJit => "no-jit",
            Mode::EagerJit => "eager-jit",
            Mode::GcStress => "gc-stress",
            Mode::Poison => "poison",
            Mode::VerifyHeap => "verify-heap",
        }
    }

    pub fn from_name(name: &str) -> Option<Mode> {
        Mode::ALL.into_iter().find(|mode| mode.name() == name)
    }

    /// The directive that asks for a run in this mode.
    pub fn directive(self) -> &'static str {
        match self {
            Mode::Default => "runDefault",
            Mode::NoJit => "runNoJIT",
            Mode::EagerJit => "runEagerJIT",
            Mode::GcStress => "runGCStress",
            Mode::Poison => "runPoison",
            Mode::VerifyHeap => "runVerifyHeap",
        }
    }

    pub fn from_directive(verb: &str) -> Option<Mode> {
        Mode::ALL.into_iter().find(|mode| mode.directive() == verb)
    }

    /// The mode's own vm flags, given the test's `gcStressEvery`.
    fn flags(self, gc_every: Option<u32>) -> Vec<String> {
        match self {
            Mode::Default => vec![],
            Mode::NoJit => vec!["--no-jit".into()],
            Mode::EagerJit => vec!["--jit-threshold=1".into()],
            Mode::GcStress => vec![gc_stress_flag(gc_every)],
            Mode::Poison => {
                let every = gc_every.map_or(POISON_GC_EVERY, |n| n.max(POISON_GC_EVERY));
                vec!["--poison-decommitted-pages".into(), format!("--gc-stress={every}")]
            }
            Mode::VerifyHeap => {
                let every = gc_every.map_or(VERIFY_GC_EVERY, |n| n.max(VERIFY_GC_EVERY));
                vec!["--verify-heap".into(), format!("--gc-stress={every}")]
            }
        }
    }
}

/// One run of a test: its mode and the vm arguments, the test file last.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Run {
    pub mode: Mode,
    pub args: Vec<String>,
}

/// The runs of a test whose file the vm is to be given as `file`: the ones its `run*`
/// directives name, or one in each mode, kept only when `selected` has their mode.
pub fn plan(directives: &Directives, file: &str, selected: &[Mode]) -> Vec<Run> {
    let requested: Vec<(Mode, &[String])> = if directives.runs.is_empty() {
        selected.iter().map(|&mode| (mode, &[][..])).collect()
    } else {
        directives.runs.iter().map(|run| (run.mode, run.flags.as_slice())).collect()
    };
    let module = file.ends_with(".mjs");
    requested
        .into_iter()
        .filter(|(mode, _)| selected.contains(mode))
        .map(|(mode, run_flags)| {
            let mut args = vec!["--use-dollar-vm".to_string()];
            args.extend(mode.flags(directives.gc_stress_every));
            let test_flags = directives.required.iter().chain(run_flags);
            args.extend(test_flags.map(|flag| thinned(flag, directives.gc_stress_every)));
            if module {
                args.push("--module".into());
            }
            let mut args = without_repeats(args);
            args.push(file.to_string());
            Run { mode, args }
        })
        .collect()
}

fn gc_stress_flag(every: Option<u32>) -> String {
    every.map_or_else(|| "--gc-stress".to_string(), |n| format!("--gc-stress={n}"))
}

/// A test's own `--gc-stress`, at the rate its `gcStressEvery` asks for.
fn thinned(flag: &str, every: Option<u32>) -> String {
    if flag == "--gc-stress" { gc_stress_flag(every) } else { flag.to_string() }
}

/// `args` without the later copies of a flag given twice (`requireOptions("--gc-stress")`
/// in gc-stress mode), so that commands read cleanly; a second copy changes nothing.
fn without_repeats(args: Vec<String>) -> Vec<String> {
    let mut kept: Vec<String> = Vec::with_capacity(args.len());
    for arg in args {
        if !kept.contains(&arg) {
            kept.push(arg);
        }
    }
    kept
}

#[cfg(test)]
mod tests {
    use super::super::directives::parse;
    use super::*;

    fn runs(source: &str, file: &str) -> Vec<(Mode, String)> {
        let directives = parse(source).unwrap();
        plan(&directives, file, &Mode::DEFAULT_SET).into_iter().map(|run| (run.mode, run.args.join(" "))).collect()
    }

    #[test]
    fn no_run_directive_means_every_mode() {
        assert_eq!(
            runs("", "t.js"),
            [
                (Mode::Default, "--use-dollar-vm t.js".to_string()),
                (Mode::NoJit, "--use-dollar-vm --no-jit t.js".to_string()),
                (Mode::EagerJit, "--use-dollar-vm --jit-threshold=1 t.js".to_string()),
                (Mode::GcStress, "--use-dollar-vm --gc-stress t.js".to_string()),
                (Mode::Poison, "--use-dollar-vm --poison-decommitted-pages --gc-stress=97 t.js".to_string()),
            ]
        );
    }

    #[test]
    fn run_directives_name_the_only_runs() {
        let source = "//@ runDefault(\"--verify-heap\")\n//@ runNoJIT\n//@ requireOptions(\"--stats\")\n";
        assert_eq!(
            runs(source, "t.js"),
            [
                (Mode::Default, "--use-dollar-vm --stats --verify-heap t.js".to_string()),
                (Mode::NoJit, "--use-dollar-vm --no-jit --stats t.js".to_string()),
            ]
        );
    }

    #[test]
    fn gc_stress_every_thins_collections_out() {
        let all = runs("//@ gcStressEvery(500)\n//@ requireOptions(\"--gc-stress\")", "t.js");
        assert_eq!(all[0].1, "--use-dollar-vm --gc-stress=500 t.js");
        assert_eq!(all[3].1, "--use-dollar-vm --gc-stress=500 t.js");
        assert_eq!(all[4].1, "--use-dollar-vm --poison-decommitted-pages --gc-stress=500 t.js");
        let few = runs("//@ gcStressEvery(10)", "t.js");
        assert_eq!(few[4].1, "--use-dollar-vm --poison-decommitted-pages --gc-stress=97 t.js");
    }

    #[test]
    fn verify_heap_collects_often_unless_the_test_asks_for_fewer() {
        let verify = |source: &str| {
            let directives = parse(source).unwrap();
            plan(&directives, "t.js", &[Mode::VerifyHeap])[0].args.join(" ")
        };
        assert_eq!(verify(""), "--use-dollar-vm --verify-heap --gc-stress=53 t.js");
        assert_eq!(verify("//@ gcStressEvery(500)"), "--use-dollar-vm --verify-heap --gc-stress=500 t.js");
        assert_eq!(verify("//@ gcStressEvery(10)"), "--use-dollar-vm --verify-heap --gc-stress=53 t.js");
    }

    #[test]
    fn modules_and_mode_selection() {
        let directives = parse("").unwrap();
        let selected = plan(&directives, "m.mjs", &[Mode::NoJit]);
        assert_eq!(selected.len(), 1);
        assert_eq!(selected[0].args.join(" "), "--use-dollar-vm --no-jit --module m.mjs");
    }
}
