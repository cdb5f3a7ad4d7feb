//! The process pool: runs [`Job`]s on a fixed number of worker threads, each starting one
//! child at a time, and hands every [`Outcome`] back on the caller's thread as it comes.
//!
//! ```text
//!   jobs ──► next (atomic index) ──► worker 1..N: spawn, wait ≤ limit, kill ──► channel ──► on_done
//! ```
//!
//! A child's standard output and error are drained by a reader thread each while the worker
//! waits (so a chatty child cannot block on a full pipe), keeping the first [`OUTPUT_CAP`]
//! bytes. A child still running at its time limit is killed and reaped; the harness waits at
//! most [`READER_GRACE`] for its pipes to close after that, so nothing a child does can hang it.

use std::io::Read;
use std::path::PathBuf;
use std::process::{Child, Command, ExitStatus, Stdio};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::mpsc;
use std::thread;
use std::time::{Duration, Instant};

use wait_timeout::ChildExt;

/// How much of each output stream is kept; tests that print more are cut (their first
/// lines are what a person reads anyway).
const OUTPUT_CAP: usize = 256 * 1024;

/// How long to wait for a finished child's pipes to close (they stay open only if it left
/// a grandchild holding them).
const READER_GRACE: Duration = Duration::from_secs(5);

/// One process to run.
#[derive(Debug, Clone)]
pub struct Job {
    pub program: PathBuf,
    pub args: Vec<String>,
    pub cwd: PathBuf,
    pub timeout: Duration,
}

/// How a process ended.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Status {
    Exited(i32),
    Signaled(i32),
    TimedOut,
    /// It could not be started (or waited for); the message says why.
    NotStarted(String),
}

/// What one process did.
#[derive(Debug, Clone)]
pub struct Outcome {
    pub status: Status,
    pub stdout: String,
    pub stderr: String,
    pub elapsed: Duration,
}

impl Outcome {
    pub fn exited_with(&self, code: i32) -> bool {
        self.status == Status::Exited(code)
    }
}

/// Runs every job, `workers` at a time, and calls `on_done(index, outcome)` for each as it
/// finishes (in completion order, on this thread).
pub fn run_all(jobs: &[Job], workers: usize, mut on_done: impl FnMut(usize, Outcome)) {
    let next = AtomicUsize::new(0);
    let (sender, receiver) = mpsc::channel();
    thread::scope(|scope| {
        for _ in 0..workers.clamp(1, jobs.len().max(1)) {
            let sender = sender.clone();
            let next = &next;
            scope.spawn(move || {
                loop {
                    let index = next.fetch_add(1, Ordering::Relaxed);
                    let Some(job) = jobs.get(index) else { break };
                    if sender.send((index, run_one(job))).is_err() {
                        break;
                    }
                }
            });
        }
        drop(sender);
        for (index, outcome) in receiver {
            on_done(index, outcome);
        }
    });
}

/// Runs one job to its end or its time limit.
pub fn run_one(job: &Job) -> Outcome {
    let start = Instant::now();
    let spawned = Command::new(&job.program)
        .args(&job.args)
        .current_dir(&job.cwd)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn();
    let mut child = match spawned {
        Ok(child) => child,
        Err(error) => {
            let status = Status::NotStarted(format!("cannot start {}: {error}", job.program.display()));
            return Outcome { status, stdout: String::new(), stderr: String::new(), elapsed: start.elapsed() };
        }
    };
    let stdout = drain(child.stdout.take());
    let stderr = drain(child.stderr.take());
    let status = wait(&mut child, job.timeout);
    let collect = |receiver: mpsc::Receiver<Vec<u8>>| {
        let bytes = receiver.recv_timeout(READER_GRACE).unwrap_or_default();
        String::from_utf8_lossy(&bytes).into_owned()
    };
    Outcome { status, stdout: collect(stdout), stderr: collect(stderr), elapsed: start.elapsed() }
}

/// Waits for `child` until `limit`, killing and reaping it if it is still running then.
fn wait(child: &mut Child, limit: Duration) -> Status {
    match child.wait_timeout(limit) {
        Ok(Some(status)) => exit_status(status),
        Ok(None) => {
            let _ = child.kill();
            let _ = child.wait();
            Status::TimedOut
        }
        Err(error) => {
            let _ = child.kill();
            let _ = child.wait();
            Status::NotStarted(format!("cannot wait for the child: {error}"))
        }
    }
}

fn exit_status(status: ExitStatus) -> Status {
    use std::os::unix::process::ExitStatusExt;
    match (status.code(), status.signal()) {
        (Some(code), _) => Status::Exited(code),
        (None, Some(signal)) => Status::Signaled(signal),
        (None, None) => Status::Exited(-1),
    }
}

/// Reads `pipe` to its end on a thread of its own; the receiver gets what was kept.
fn drain(pipe: Option<impl Read + Send + 'static>) -> mpsc::Receiver<Vec<u8>> {
    let (sender, receiver) = mpsc::channel();
    let Some(mut pipe) = pipe else {
        let _ = sender.send(Vec::new());
        return receiver;
    };
    let reader = move || {
        let mut kept = Vec::new();
        let mut chunk = [0u8; 8192];
        loop {
            match pipe.read(&mut chunk) {
                Ok(0) | Err(_) => break,
                Ok(n) => {
                    let room = OUTPUT_CAP.saturating_sub(kept.len());
                    kept.extend_from_slice(&chunk[..n.min(room)]);
                }
            }
        }
        let _ = sender.send(kept);
    };
    // Without a thread the pipe closes and the output is lost (the child sees a broken
    // pipe), but the run goes on: the child is still waited for.
    let _ = thread::Builder::new().name("jstests-reader".into()).stack_size(64 * 1024).spawn(reader);
    receiver
}
