//! Timers and the event loop: `setTimeout`, `setInterval`, `clearTimeout`,
//! `clearInterval` and `queueMicrotask`, and the [`EventLoop`] that runs the timers until
//! none is left, with the promise jobs each one queues.
//!
//! Written with the public API: the callbacks wait as [`Persistent`] values in the loop's
//! queue (roots only until they run or are cleared).

use std::cell::RefCell;
use std::collections::{BTreeMap, HashMap};
use std::rc::Rc;
use std::time::{Duration, Instant};

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

/// The timers of a realm, for the host to run.
#[derive(Clone)]
pub struct EventLoop {
    timers: Rc<RefCell<Timers>>,
}

impl EventLoop {
    /// Waits for the earliest timer and runs its callback (the caller runs the jobs it
    /// queues). False when no timer is left.
    pub fn run_next(&self, scope: &mut Scope<'_>) -> Result<bool, Error> {
        let Some((&key, &id)) = self.timers.borrow().queue.first_key_value() else { return Ok(false) };
        let wait = key.0.saturating_duration_since(Instant::now());
        if !wait.is_zero() {
            std::thread::sleep(wait);
        }
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
    let event_loop = EventLoop { timers: Rc::new(RefCell::new(Timers::default())) };
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
