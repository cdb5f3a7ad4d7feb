//! The cliff check: one shape ([`Family`]) at sizes n, 4n, 16n, ... until a run takes long
//! enough to measure; if 4n costs more than [`RATIO`] times n, where a linear front end costs
//! four times, the shape is a cliff.
//!
//! Robust to a shared, noisy machine: the time is the child's own CPU time (not the wall
//! clock), less that of a vm that runs nothing; only runs of at least [`MEASURABLE`] count;
//! and a ratio above the bar is measured again, the least of three runs at each size, before
//! it is reported. Peak memory is compared the same way (one run is enough: it does not
//! depend on the machine's load), once the smaller run uses at least [`MEASURABLE_MEMORY`].

use std::path::Path;
use std::time::Duration;

use crate::fuzzcore::child::{Outcome, Status};
use crate::generator::{Family, Settings};
use crate::runner::{self, Vm};
use crate::verdict::{self, Failure, Verdict};

/// 4n costing more than this many times n is super-linear (quadratic is 16).
pub const RATIO: f64 = 8.0;
/// CPU time below which a run says too little to compare.
const MEASURABLE: Duration = Duration::from_millis(60);
/// Once a run takes this long, the shape is linear enough at the sizes that matter.
const ENOUGH: Duration = Duration::from_millis(1500);
/// Peak memory above the baseline below which a run says too little to compare.
const MEASURABLE_MEMORY: u64 = 48 << 20;
/// The first size.
pub const START: usize = 64;
/// Runs at each size when a ratio is measured again.
const REPEATS: usize = 3;

/// One size of a family and what it cost.
#[derive(Clone, Debug)]
pub struct Point {
    pub n: usize,
    pub bytes: usize,
    /// CPU time above the baseline (the least of the runs made).
    pub cpu: Duration,
    /// Peak memory above the baseline, where it can be told from the fuzzer's own.
    pub memory: Option<u64>,
    pub timed_out: bool,
}

/// What a family did.
#[derive(Debug)]
pub enum Result {
    /// No cliff up to the size measured.
    Linear,
    Cliff {
        what: &'static str,
        small: Point,
        large: Point,
    },
    /// A run did not end with a value or an exception.
    Failed {
        failure: Failure,
        n: usize,
        outcome: Outcome,
    },
}

/// What one run at one size gave.
enum Measured {
    Point(Point, Outcome),
    /// The program would pass the size limit.
    TooLarge,
    Failed(Failure, Outcome),
}

/// What the cliff check needs: the vm, a directory for programs, the largest program, and
/// the cost of a vm that runs nothing.
pub struct Bench<'a> {
    pub vm: &'a Vm<'a>,
    pub work: &'a Path,
    pub settings: Settings,
    pub baseline_cpu: Duration,
    pub baseline_memory: u64,
}

impl Bench<'_> {
    /// Runs `family` at growing sizes.
    pub fn check(&self, family: &Family, name: &str) -> Result {
        let mut previous: Option<Point> = None;
        let mut n = START;
        loop {
            let (point, outcome) = match self.measure(family, n, name) {
                Measured::Point(point, outcome) => (point, outcome),
                Measured::TooLarge => return Result::Linear,
                Measured::Failed(failure, outcome) => return Result::Failed { failure, n, outcome },
            };
            if let Some(small) = &previous
                && let Some(cliff) = self.compare(family, small, &point, name)
            {
                return cliff;
            }
            if point.timed_out {
                // Hung where the size before it was too quick to compare with.
                return Result::Failed { failure: Failure::new("timeout"), n, outcome };
            }
            if point.cpu >= ENOUGH {
                return Result::Linear;
            }
            previous = Some(point);
            n *= 4;
        }
    }

    /// One run of `family` at `n` (a timeout is a point, which the comparison judges).
    fn measure(&self, family: &Family, n: usize, name: &str) -> Measured {
        let program = family.program(n);
        let text = program.node.render();
        if text.len() > self.settings.max_size {
            return Measured::TooLarge;
        }
        let outcome = runner::run(self.vm, self.work, name, &program, &text);
        let timed_out = outcome.status == Status::TimedOut;
        if let Verdict::Finding(failure) = verdict::judge(&outcome)
            && !timed_out
        {
            return Measured::Failed(failure, outcome);
        }
        let point = Point {
            n,
            bytes: text.len(),
            cpu: outcome.cpu.saturating_sub(self.baseline_cpu),
            memory: outcome.max_rss.map(|peak| peak.saturating_sub(self.baseline_memory)),
            timed_out,
        };
        Measured::Point(point, outcome)
    }

    /// A cliff between `small` and `large` (4 times its size), measured again to be sure.
    fn compare(&self, family: &Family, small: &Point, large: &Point, name: &str) -> Option<Result> {
        if let (Some(small_memory), Some(large_memory)) = (small.memory, large.memory)
            && small_memory >= MEASURABLE_MEMORY
            && large_memory as f64 > RATIO * small_memory as f64
        {
            return Some(Result::Cliff { what: "memory", small: small.clone(), large: large.clone() });
        }
        if small.cpu < MEASURABLE || (!large.timed_out && large.cpu.as_secs_f64() <= RATIO * small.cpu.as_secs_f64()) {
            return None;
        }
        let (mut small, mut large) = (small.clone(), large.clone());
        for _ in 1..REPEATS {
            let Measured::Point(again, _) = self.measure(family, small.n, name) else { return None };
            small.cpu = small.cpu.min(again.cpu);
        }
        for _ in 1..REPEATS {
            if large.timed_out || large.cpu.as_secs_f64() <= RATIO * small.cpu.as_secs_f64() {
                break;
            }
            let Measured::Point(again, _) = self.measure(family, large.n, name) else { return None };
            large.cpu = large.cpu.min(again.cpu);
        }
        let still = large.timed_out || large.cpu.as_secs_f64() > RATIO * small.cpu.as_secs_f64();
        (still && small.cpu >= MEASURABLE).then_some(Result::Cliff { what: "time", small, large })
    }
}

/// How a cliff reads: both sizes and costs, and the ratio.
pub fn describe(family: &Family, what: &str, small: &Point, large: &Point) -> String {
    let cost = |point: &Point| {
        let time =
            if point.timed_out { "timed out".to_string() } else { format!("{:.3} s CPU", point.cpu.as_secs_f64()) };
        let memory = match point.memory {
            Some(bytes) => format!("{:.1} MiB", bytes as f64 / (1024.0 * 1024.0)),
            None => "memory not above the fuzzer's".to_string(),
        };
        format!("n = {} ({} bytes): {time}, {memory}", point.n, point.bytes)
    };
    let ratio = match what {
        "memory" => format!(
            "4n takes {:.1}x the memory of n",
            large.memory.unwrap_or(0) as f64 / small.memory.unwrap_or(0).max(1) as f64
        ),
        _ if large.timed_out => "4n runs past the time limit".to_string(),
        _ => format!("4n takes {:.1}x the time of n", large.cpu.as_secs_f64() / small.cpu.as_secs_f64().max(1e-9)),
    };
    format!(
        "{} cliff: {}: {ratio} (a linear front end: 4x)\n  {}\n  {}\n",
        what,
        family.describe(),
        cost(small),
        cost(large)
    )
}
