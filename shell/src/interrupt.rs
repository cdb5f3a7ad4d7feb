//! Stopping running JavaScript from the host: [`InterruptHandle`], time limits and the
//! interrupt handler's ticks.
//!
//! The engine checks one atomic word at loop back-edges, calls and the top of each
//! trace iteration (`vm/src/runtime/interrupt.rs`); everything here only sets it. Time
//! is kept by one watchdog thread for the whole process, with a queue of timers, so that
//! no clock is read on the engine's hot paths (JavaScriptCore's watchdog does the same).

use std::collections::BTreeMap;
use std::sync::{Arc, Condvar, Mutex, OnceLock, Weak};
use std::time::{Duration, Instant};

use vm::runtime::interrupt::{Interrupt, TerminationReason};

/// Stops an engine's running script from any thread. Cheap to clone; outliving its
/// engine is harmless.
#[derive(Clone, Debug)]
pub struct InterruptHandle {
    pub(crate) interrupt: Weak<Interrupt>,
}

impl InterruptHandle {
    /// Ends the script running in the engine (or the next one, if none is running) with
    /// [`Error::Terminated`](crate::Error::Terminated), which JavaScript cannot catch.
    /// False if the engine is gone.
    pub fn terminate(&self) -> bool {
        match self.interrupt.upgrade() {
            Some(interrupt) => {
                interrupt.terminate(TerminationReason::Requested);
                true
            }
            None => false,
        }
    }
}

/// A timer the watchdog keeps: its key in the queue.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub(crate) struct TimerId(Instant, u64);

#[derive(Debug)]
enum Action {
    /// Terminate with [`TerminationReason::Deadline`].
    Deadline,
    /// Ask for the interrupt handler, again every period.
    Tick(Duration),
}

#[derive(Debug)]
struct Timer {
    interrupt: Weak<Interrupt>,
    action: Action,
}

#[derive(Debug, Default)]
struct Timers {
    queue: BTreeMap<TimerId, Timer>,
    next: u64,
}

#[derive(Debug, Default)]
struct Watchdog {
    timers: Mutex<Timers>,
    changed: Condvar,
}

/// The process's watchdog, started on first use.
fn watchdog() -> &'static Watchdog {
    static WATCHDOG: OnceLock<&'static Watchdog> = OnceLock::new();
    WATCHDOG.get_or_init(|| {
        // One per process, for its whole life.
        let watchdog: &'static Watchdog = Box::leak(Box::default());
        std::thread::Builder::new()
            .name("kestrel-watchdog".to_string())
            .spawn(move || watchdog.run())
            .expect("the watchdog thread starts");
        watchdog
    })
}

impl Watchdog {
    fn lock(&self) -> std::sync::MutexGuard<'_, Timers> {
        self.timers.lock().unwrap_or_else(|poisoned| poisoned.into_inner())
    }

    fn run(&self) {
        let mut timers = self.lock();
        loop {
            let now = Instant::now();
            let due = match timers.queue.first_key_value() {
                Some((&id, _)) if id.0 <= now => id,
                Some((&TimerId(at, _), _)) => {
                    timers = self.changed.wait_timeout(timers, at - now).unwrap_or_else(|p| p.into_inner()).0;
                    continue;
                }
                None => {
                    timers = self.changed.wait(timers).unwrap_or_else(|poisoned| poisoned.into_inner());
                    continue;
                }
            };
            let timer = timers.queue.remove(&due).expect("the first timer");
            let Some(interrupt) = timer.interrupt.upgrade() else { continue };
            match timer.action {
                Action::Deadline => interrupt.terminate(TerminationReason::Deadline),
                Action::Tick(period) => {
                    interrupt.request_poll();
                    timers.queue.insert(TimerId(now + period, due.1), timer);
                }
            }
        }
    }

    fn arm(&self, at: Instant, interrupt: &Arc<Interrupt>, action: Action) -> TimerId {
        let mut timers = self.lock();
        timers.next += 1;
        let id = TimerId(at, timers.next);
        timers.queue.insert(id, Timer { interrupt: Arc::downgrade(interrupt), action });
        self.changed.notify_one();
        id
    }

    /// Removes a timer (a tick, whatever its current time).
    fn disarm(&self, id: TimerId) {
        let mut timers = self.lock();
        if timers.queue.remove(&id).is_none() {
            let key = timers.queue.keys().find(|key| key.1 == id.1).copied();
            if let Some(key) = key {
                timers.queue.remove(&key);
            }
        }
    }
}

/// Terminates the engine of `interrupt` at `at`, unless disarmed first.
pub(crate) fn arm_deadline(at: Instant, interrupt: &Arc<Interrupt>) -> TimerId {
    watchdog().arm(at, interrupt, Action::Deadline)
}

/// Asks for the engine's interrupt handler every `period`.
pub(crate) fn arm_ticks(period: Duration, interrupt: &Arc<Interrupt>) -> TimerId {
    watchdog().arm(Instant::now() + period, interrupt, Action::Tick(period))
}

pub(crate) fn disarm(id: TimerId) {
    watchdog().disarm(id);
}
