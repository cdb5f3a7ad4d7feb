//! Timers and the event loop: `setTimeout`, `setInterval`, `clearTimeout`,
//! `clearInterval` and `queueMicrotask`, and the [`EventLoop`] that runs the timers until
//! none is left, with the promise jobs each one queues. The loop also settles
//! `Atomics.waitAsync` promises: it waits for the next timer on the engine's agent signal,
//! which a notification from another thread wakes early.
//!
//! Written with the public API: the callbacks wait as [`Persistent`] values in the loop's
//! queue (roots only until they run or are cleared).

use std::cell::RefCell;
use std::collections::{BTreeMap, HashMap};
use std::rc::Rc;
use std::sync::Arc;
use std::time::{Duration, Instant};

use vm::runtime::shared_memory::AgentSignal;

use crate::{Error, Function, Persistent, Scope};

/// The longest delay (node's: a 32-bit signed count of milliseconds); longer or invalid
/// delays become 1 ms, as in node.
const MAX_DELAY_MS: f64 = 2_147_483_647.0;

struct Timer {
    callback: Persistent,
    arguments: Vec<Persistent>,
    /// `setInterval`'s period.
    repeat: Option<Duration>,
}

#[derive(Default)]
struct Timers {
    /// Due time and creation order (which breaks ties) to timer id.
    queue: BTreeMap<(Instant, u64), u32>,
    timers: HashMap<u32, (Timer, (Instant, u64))>,
    next_id: u32,
    sequence: u64,
}

impl Timers {
    fn schedule(&mut self, id: u32, timer: Timer, delay: Duration) {
        self.sequence += 1;
        let key = (Instant::now() + delay, self.sequence);
        self.queue.insert(key, id);
        self.timers.insert(id, (timer, key));
    }

    fn clear(&mut self, id: u32) {
        if let Some((_, key)) = self.timers.remove(&id) {
            self.queue.remove(&key);
        }
    }
}

/// How often a loop left with nothing but waiters that only another agent can notify
/// asks [`EventLoop::keep_alive`] again.
const IDLE_POLL: Duration = Duration::from_millis(20);

/// Whether a loop with nothing left to run but waiters without a timeout (the argument
/// says whether there are any) should wait for another thread to wake it.
pub type KeepAlive = Rc<dyn Fn(bool) -> bool>;

/// The timers of a realm, for the host to run.
#[derive(Clone)]
pub struct EventLoop {
    timers: Rc<RefCell<Timers>>,
    signal: Arc<AgentSignal>,
    keep_alive: Rc<RefCell<Option<KeepAlive>>>,
}

impl EventLoop {
    /// Sets what decides whether the loop waits when nothing but other threads could give
    /// it work (`$262.agent`); by default it does not.
    pub fn set_keep_alive(&self, keep_alive: KeepAlive) {
        *self.keep_alive.borrow_mut() = Some(keep_alive);
    }

    /// Does the next thing: settles the `Atomics.waitAsync` promises that were notified or
    /// timed out, or runs the earliest timer that is due, or waits on the agent signal
    /// until one of those can happen (the caller runs the jobs any of it queues, then calls
    /// again). False when nothing is left that could happen.
    pub fn run_next(&self, scope: &mut Scope<'_>) -> Result<bool, Error> {
        if scope.settle_async_waits()? {
            return Ok(true);
        }
        let next = self.timers.borrow().queue.first_key_value().map(|(&key, &id)| (key, id));
        let now = Instant::now();
        let Some((key, id)) = next.filter(|(key, _)| key.0 <= now) else {
            let waits = scope.async_waits_pending();
            let deadline = match (next, waits) {
                (Some((key, _)), waits) => Some(waits.flatten().map_or(key.0, |wait| wait.min(key.0))),
                (None, Some(Some(wait))) => Some(wait),
                (None, waits) => {
                    let keep_alive = self.keep_alive.borrow().clone();
                    if !keep_alive.is_some_and(|keep_alive| keep_alive(waits.is_some())) {
                        return Ok(false);
                    }
                    self.signal.wait(Some(now + IDLE_POLL), true);
                    return Ok(true);
                }
            };
            self.signal.wait(deadline, false);
            return Ok(true);
        };
        let (callback, arguments) = {
            let mut timers = self.timers.borrow_mut();
            timers.queue.remove(&key);
            let (timer, _) = timers.timers.remove(&id).expect("a queued timer");
            let call = (
                timer.callback.get(scope)?,
                timer.arguments.iter().map(|a| a.get(scope)).collect::<Result<Vec<_>, _>>()?,
            );
            if let Some(period) = timer.repeat {
                timers.schedule(id, timer, period);
            }
            call
        };
        let callback = callback.as_function().expect("timers hold functions");
        callback.call::<()>(scope, (), arguments)?;
        Ok(true)
    }

    /// Runs jobs and timers until neither is left.
    pub fn run(&self, scope: &mut Scope<'_>) -> Result<(), Error> {
        scope.run_jobs()?;
        while self.run_next(scope)? {
            scope.run_jobs()?;
        }
        Ok(())
    }
}

/// Installs the timer functions and `queueMicrotask` in the scope's realm; the loop that
/// runs what they schedule.
pub fn install(scope: &mut Scope<'_>) -> Result<EventLoop, Error> {
    let event_loop = EventLoop {
        timers: Rc::new(RefCell::new(Timers::default())),
        signal: scope.agent_signal(),
        keep_alive: Rc::new(RefCell::new(None)),
    };
    let global = scope.global();
    for (name, repeat) in [("setTimeout", false), ("setInterval", true)] {
        let timers = event_loop.timers.clone();
        let set = Function::new(scope, name, 2, move |s, args| {
            let Some(callback) = args.get(s, 0).as_function() else {
                return Err(Error::type_error(format!("The \"callback\" argument of {name} must be a function")));
            };
            let delay = args.get(s, 1);
            let delay = if delay.is_undefined() { 0.0 } else { delay.to_number(s)? };
            let delay = if (1.0..=MAX_DELAY_MS).contains(&delay) { delay } else { 1.0 };
            let delay = Duration::from_secs_f64(delay.trunc() / 1000.0);
            let callback = callback.as_value().persist(s);
            let arguments = args.rest(s, 2).iter().map(|value| value.persist(s)).collect();
            let mut timers = timers.borrow_mut();
            timers.next_id += 1;
            let id = timers.next_id;
            timers.schedule(id, Timer { callback, arguments, repeat: repeat.then_some(delay) }, delay);
            s.value(id)
        })?;
        global.set(scope, name, set)?;
    }
    for name in ["clearTimeout", "clearInterval"] {
        let timers = event_loop.timers.clone();
        let clear = Function::new(scope, name, 1, move |s, args| {
            if let Some(id) = args.get(s, 0).as_number().filter(|id| id.fract() == 0.0 && *id >= 0.0) {
                timers.borrow_mut().clear(id as u32);
            }
            Ok(s.undefined())
        })?;
        global.set(scope, name, clear)?;
    }
    let queue_microtask = Function::new(scope, "queueMicrotask", 1, |s, args| {
        let Some(callback) = args.get(s, 0).as_function() else {
            return Err(Error::type_error("The \"callback\" argument of queueMicrotask must be a function"));
        };
        s.enqueue_job(&callback);
        Ok(s.undefined())
    })?;
    global.set(scope, "queueMicrotask", queue_microtask)?;
    Ok(event_loop)
}
