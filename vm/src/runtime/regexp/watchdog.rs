//! The watchdog: a worker thread that runs the matches the guard cannot clear, with a
//! deadline.
//!
//! A match whose worst case the guard cannot bound (an ambiguous pattern on a long input)
//! is handed to the worker, and the VM waits for the answer at most [`DEADLINE`]. Most
//! such matches end at once (the worst case needs an input that fails in a particular
//! way), and then the answer is the right one. When the deadline passes, the exec throws
//! a RangeError and the worker is *abandoned*: safe Rust cannot stop a thread, so the
//! match goes on until `regress` returns, and its answer is dropped. While the worker is
//! busy with an abandoned match, further matches that need it throw at once instead of
//! queueing behind it (or starting threads without bound): at most one core is ever
//! spent on a runaway match, and it is free again as soon as that match ends.
//!
//! The worker is made on first use and shared by every VM of the process.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc;
use std::sync::{Arc, Mutex, OnceLock};
use std::time::Duration;

use super::RegExpMatch;

/// How long an exec waits for the worker.
pub const DEADLINE: Duration = Duration::from_millis(500);

/// One match for the worker.
pub(super) struct Job {
    pub program: Arc<regress::Regex>,
    pub input: Arc<[u16]>,
    /// The program runs on `input[from..]`, searching from `start` of that.
    pub from: usize,
    pub start: usize,
    pub full_unicode: bool,
    pub reply: mpsc::SyncSender<Option<RegExpMatch>>,
}

impl Job {
    fn run(&self) -> Option<RegExpMatch> {
        super::find(&self.program, &self.input[self.from..], self.start, self.full_unicode)
    }
}

struct Worker {
    jobs: mpsc::Sender<Job>,
    /// Set while the worker runs a job; cleared when it finishes one.
    busy: Arc<AtomicBool>,
}

fn worker() -> &'static Mutex<Option<Worker>> {
    static WORKER: OnceLock<Mutex<Option<Worker>>> = OnceLock::new();
    WORKER.get_or_init(|| Mutex::new(None))
}

/// Why the watchdog gave no answer.
#[derive(Debug, PartialEq, Eq)]
pub(super) enum Refused {
    /// The deadline passed (the match goes on, abandoned).
    Deadline,
    /// The worker is still running an abandoned match.
    Busy,
    /// The worker thread could not be started.
    NoThread,
}

/// Runs `job` on the worker and waits for it until the deadline.
pub(super) fn run(job: Job, reply: mpsc::Receiver<Option<RegExpMatch>>) -> Result<Option<RegExpMatch>, Refused> {
    let busy = {
        let mut slot = worker().lock().unwrap_or_else(|poisoned| poisoned.into_inner());
        if slot.is_none() {
            *slot = Some(spawn().ok_or(Refused::NoThread)?);
        }
        let worker = slot.as_ref().expect("made above");
        if worker.busy.swap(true, Ordering::AcqRel) {
            return Err(Refused::Busy);
        }
        if let Err(mpsc::SendError(job)) = worker.jobs.send(job) {
            // The thread is gone (it cannot be, but then make another).
            let fresh = spawn().ok_or(Refused::NoThread)?;
            fresh.busy.store(true, Ordering::Release);
            fresh.jobs.send(job).map_err(|_| Refused::NoThread)?;
            *slot = Some(fresh);
        }
        slot.as_ref().expect("a worker").busy.clone()
    };
    match reply.recv_timeout(DEADLINE) {
        Ok(found) => Ok(found),
        Err(mpsc::RecvTimeoutError::Timeout) => Err(Refused::Deadline),
        Err(mpsc::RecvTimeoutError::Disconnected) => {
            busy.store(false, Ordering::Release);
            Err(Refused::NoThread)
        }
    }
}

fn spawn() -> Option<Worker> {
    let (jobs, receiver) = mpsc::channel::<Job>();
    let busy = Arc::new(AtomicBool::new(false));
    let worker_busy = busy.clone();
    std::thread::Builder::new()
        .name("regexp watchdog".into())
        .stack_size(16 << 20)
        .spawn(move || {
            while let Ok(job) = receiver.recv() {
                let found = job.run();
                // Free for the next job before answering, so a waiter that is answered
                // can start another at once. A waiter that gave up drops the reply.
                worker_busy.store(false, Ordering::Release);
                let _ = job.reply.send(found);
            }
        })
        .ok()?;
    Some(Worker { jobs, busy })
}
