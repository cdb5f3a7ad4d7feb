//! The seed loop: program k of a run is checked from seed `base + k` alone, `jobs` at a time,
//! until `count` were started, the time ran out, or the fuzzer's handler said stop.

use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::mpsc;
use std::thread;
use std::time::{Duration, Instant};

/// What the handler wants after a result.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Flow {
    Continue,
    Stop,
}

/// Which seeds to check and how.
pub struct Plan {
    pub base: u64,
    pub count: u64,
    pub time: Option<Duration>,
    pub jobs: usize,
}

/// Checks seeds on `plan.jobs` worker threads with `check`, and gives each result to `handle`
/// on this thread as it comes; the number of seeds started (so the last is `base + n - 1`).
pub fn run<T: Send>(plan: &Plan, check: impl Fn(u64) -> T + Sync, mut handle: impl FnMut(T) -> Flow) -> u64 {
    let deadline = plan.time.map(|time| Instant::now() + time);
    let next = AtomicU64::new(0);
    let stop = AtomicBool::new(false);
    let (sender, receiver) = mpsc::channel();
    thread::scope(|scope| {
        for _ in 0..plan.jobs.max(1) {
            let sender = sender.clone();
            let (next, stop, check) = (&next, &stop, &check);
            scope.spawn(move || {
                while !stop.load(Ordering::Relaxed) && deadline.is_none_or(|deadline| Instant::now() < deadline) {
                    let index = next.fetch_add(1, Ordering::Relaxed);
                    if index >= plan.count {
                        break;
                    }
                    if sender.send(check(plan.base.wrapping_add(index))).is_err() {
                        break;
                    }
                }
            });
        }
        drop(sender);
        for result in receiver {
            if handle(result) == Flow::Stop {
                stop.store(true, Ordering::Relaxed);
            }
        }
    });
    next.load(Ordering::Relaxed).min(plan.count)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_seed_once_up_to_the_count() {
        let plan = Plan { base: 10, count: 20, time: None, jobs: 3 };
        let mut seen = Vec::new();
        let started = run(
            &plan,
            |seed| seed,
            |seed| {
                seen.push(seed);
                Flow::Continue
            },
        );
        seen.sort_unstable();
        assert_eq!(started, 20);
        assert_eq!(seen, (10..30).collect::<Vec<u64>>());
    }

    #[test]
    fn a_stop_stops_starting_seeds() {
        let plan = Plan { base: 0, count: 1_000_000, time: None, jobs: 2 };
        let mut handled = 0;
        let slow_check = |seed| {
            thread::sleep(Duration::from_millis(2));
            seed
        };
        let started = run(&plan, slow_check, |_| {
            handled += 1;
            if handled == 5 { Flow::Stop } else { Flow::Continue }
        });
        assert!(started < 100, "{started}");
    }
}
