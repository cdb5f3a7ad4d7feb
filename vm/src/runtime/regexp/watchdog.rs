//! The watchdog: worker threads that run the matches the guard cannot clear, with a
//! deadline.
//!
//! A match whose worst case the guard cannot bound (an ambiguous pattern on a long input)
//! is handed to a worker, and the VM waits for the answer at most [`DEADLINE`]. Most
//! such matches end at once (the worst case needs an input that fails in a particular
//! way), and then the answer is the right one. When the deadline passes, the exec throws
//! a RangeError and the worker is *abandoned*: safe Rust cannot stop a thread, so the
//! match goes on until `regress` returns, and its answer is dropped; the worker then goes
//! back to the idle list by itself. The next match that needs a worker takes an idle one
//! or starts one, so a runaway match does not make later, harmless ones fail. At most
//! [`MAX_WORKERS`] run at once: past that (several runaway matches still burning), a
//! match that needs a worker throws at once rather than queueing or starting threads
//! without bound.
//!
//! The workers are made on first use and shared by every VM of the process.

use std::sync::mpsc;
use std::sync::{Arc, Mutex, OnceLock};
use std::time::Duration;

use super::RegExpMatch;

/// How long an exec waits for its worker.
pub const DEADLINE: Duration = Duration::from_millis(500);

/// Workers running at once (the cores runaway matches may take).
pub const MAX_WORKERS: usize = 4;

/// One match for the worker.
pub(super) struct Job {
    pub program: Arc<regress::Regex>,
    pub input: Arc<[u16]>,
    /// Where the search starts.
    pub start: usize,
    pub full_unicode: bool,
    pub reply: mpsc::SyncSender<Option<RegExpMatch>>,
}

impl Job {
    fn run(&self) -> Option<RegExpMatch> {
        super::find(&self.program, &self.input, self.start, self.full_unicode)
    }
}

/// The idle workers and how many are running a job (abandoned ones included).
#[derive(Default)]
struct Pool {
    idle: Vec<mpsc::Sender<Job>>,
    running: usize,
}

fn pool() -> &'static Mutex<Pool> {
    static POOL: OnceLock<Mutex<Pool>> = OnceLock::new();
    POOL.get_or_init(Default::default)
}

fn lock_pool() -> std::sync::MutexGuard<'static, Pool> {
    pool().lock().unwrap_or_else(|poisoned| poisoned.into_inner())
}

/// Why the watchdog gave no answer.
#[derive(Debug, PartialEq, Eq)]
pub(super) enum Refused {
    /// The deadline passed (the match goes on, abandoned).
    Deadline,
    /// [`MAX_WORKERS`] workers are still running (abandoned) matches.
    Busy,
    /// No worker thread could be started.
    NoThread,
}

/// Runs `job` on a worker and waits for it until the deadline.
pub(super) fn run(job: Job, reply: mpsc::Receiver<Option<RegExpMatch>>) -> Result<Option<RegExpMatch>, Refused> {
    let worker = {
        let mut pool = lock_pool();
        let worker = match pool.idle.pop() {
            Some(worker) => worker,
            None if pool.running < MAX_WORKERS => spawn().ok_or(Refused::NoThread)?,
            None => return Err(Refused::Busy),
        };
        pool.running += 1;
        worker
    };
    if let Err(mpsc::SendError(job)) = worker.send(job) {
        // The thread is gone (it cannot be): try once with a fresh one.
        let fresh = spawn().ok_or_else(|| {
            lock_pool().running -= 1;
            Refused::NoThread
        })?;
        if fresh.send(job).is_err() {
            lock_pool().running -= 1;
            return Err(Refused::NoThread);
        }
    }
    match reply.recv_timeout(DEADLINE) {
        Ok(found) => Ok(found),
        Err(mpsc::RecvTimeoutError::Timeout) => Err(Refused::Deadline),
        Err(mpsc::RecvTimeoutError::Disconnected) => Err(Refused::NoThread),
    }
}

/// Starts a worker: it runs jobs one at a time and, after each, puts itself back on the
/// idle list (whether or not anyone still waits for the answer).
fn spawn() -> Option<mpsc::Sender<Job>> {
    let (jobs, receiver) = mpsc::channel::<Job>();
    let own_handle = jobs.clone();
    std::thread::Builder::new()
        .name("regexp watchdog".into())
        .stack_size(16 << 20)
        .spawn(move || {
            while let Ok(job) = receiver.recv() {
                // A panic in the matcher (a bug) must not lose the worker: the waiter
                // sees the reply dropped and reports the match as too complex.
                let found = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| job.run()));
                // Idle again before answering, so a waiter that is answered can start
                // another match at once. A waiter that gave up drops the reply.
                {
                    let mut pool = lock_pool();
                    pool.running -= 1;
                    pool.idle.push(own_handle.clone());
                }
                if let Ok(found) = found {
                    let _ = job.reply.send(found);
                }
            }
        })
        .ok()?;
    Some(jobs)
}
