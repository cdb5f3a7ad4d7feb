//! Runs one `vm` child: a time limit (a bug may hang it), an address-space limit set between
//! `fork` and `exec` (a bug may make it allocate without end, and the machine is shared),
//! no core dumps, output through files (so a chatty child never blocks on a pipe), and the
//! child's own CPU time and peak memory from `wait4`, which a size-cliff check compares.
//!
//! Waiting: a helper thread blocks in `waitid(WNOWAIT)`, which sees the exit without reaping
//! the child; the caller waits for it with a timeout, kills the child if it is late, and only
//! then reaps it with `wait4`. The child is never reaped before the kill, so the kill cannot
//! reach another process that reused its pid.

use std::fs::File;
use std::io::Read;
use std::os::unix::process::CommandExt;
use std::path::Path;
use std::process::{Command, Stdio};
use std::sync::mpsc;
use std::time::{Duration, Instant};

/// How much of each output stream is kept (a backtrace or a stack of a deep recursion can be
/// long; the start is what a person reads).
const OUTPUT_CAP: u64 = 1 << 20;

/// What a child may use.
#[derive(Clone, Copy, Debug)]
pub struct Limits {
    /// Wall-clock time.
    pub time: Duration,
    /// Bytes of address space (`RLIMIT_AS`); `None` leaves the limit as it is.
    pub memory: Option<u64>,
    /// CPU time (`RLIMIT_CPU`, whole seconds, rounded up): unlike the wall clock, it does not
    /// run out sooner on a loaded machine. A child past it ends as [`Status::TimedOut`].
    pub cpu: Option<Duration>,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Status {
    Exited(i32),
    Signaled(i32),
    TimedOut,
    NotStarted(String),
}

impl std::fmt::Display for Status {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Status::Exited(code) => write!(f, "exit status {code}"),
            Status::Signaled(signal) => write!(f, "killed by signal {signal} ({})", signal_name(*signal)),
            Status::TimedOut => f.write_str("timed out"),
            Status::NotStarted(why) => write!(f, "not started: {why}"),
        }
    }
}

/// The usual name of a signal number on Linux.
pub fn signal_name(signal: i32) -> &'static str {
    match signal {
        4 => "SIGILL",
        5 => "SIGTRAP",
        6 => "SIGABRT",
        7 => "SIGBUS",
        8 => "SIGFPE",
        9 => "SIGKILL",
        11 => "SIGSEGV",
        15 => "SIGTERM",
        _ => "signal",
    }
}

/// How a child ended, what it printed, and what it used.
#[derive(Clone, Debug)]
pub struct Outcome {
    pub status: Status,
    pub stdout: String,
    pub stderr: String,
    /// User plus system CPU time of the child (zero if it did not start).
    pub cpu: Duration,
    /// Its peak resident memory in bytes, if it rose above the fuzzer's own: a forked child
    /// starts as a copy of the fuzzer, and the kernel's peak counts that copy too.
    pub max_rss: Option<u64>,
    pub elapsed: Duration,
}

impl Outcome {
    pub fn not_started(why: String) -> Outcome {
        Outcome {
            status: Status::NotStarted(why),
            stdout: String::new(),
            stderr: String::new(),
            cpu: Duration::ZERO,
            max_rss: None,
            elapsed: Duration::ZERO,
        }
    }
}

/// This process's resident memory now (`/proc/self/statm`), 0 if it cannot be read.
fn own_resident_bytes() -> u64 {
    let statm = std::fs::read_to_string("/proc/self/statm").unwrap_or_default();
    let pages: u64 = statm.split_whitespace().nth(1).and_then(|pages| pages.parse().ok()).unwrap_or(0);
    // SAFETY: sysconf reads a system constant.
    let page = unsafe { libc::sysconf(libc::_SC_PAGESIZE) };
    pages * u64::try_from(page).unwrap_or(4096)
}

/// Runs `program` with `args` under `limits`; `scratch` names the files the output goes
/// through (`.out`, `.err` appended; removed afterwards).
pub fn run(program: &Path, args: &[String], scratch: &Path, limits: Limits) -> Outcome {
    let (out_path, err_path) = (scratch.with_extension("out"), scratch.with_extension("err"));
    let (Ok(out), Ok(err)) = (File::create(&out_path), File::create(&err_path)) else {
        return Outcome::not_started(format!("cannot create {}", out_path.display()));
    };
    let mut command = Command::new(program);
    command.args(args).stdin(Stdio::null()).stdout(out).stderr(err);
    let (memory, cpu) = (limits.memory, limits.cpu.map(|cpu| cpu.as_secs_f64().ceil() as u64));
    // SAFETY: the closure runs in the forked child before exec; it only calls setrlimit,
    // which is async-signal-safe, and touches no memory shared with the parent's threads.
    unsafe {
        command.pre_exec(move || restrict(memory, cpu));
    }
    let own = own_resident_bytes();
    let started = Instant::now();
    let mut outcome = match command.spawn() {
        Ok(child) => wait(child.id() as libc::pid_t, limits.time, started),
        Err(error) => Outcome::not_started(format!("cannot start {}: {error}", program.display())),
    };
    // The kernel sends SIGXCPU at the soft CPU limit (nothing else sends it) and SIGKILL at
    // the hard one (where the child's CPU time shows it was that).
    let killed_for_cpu = |cpu: Duration| match outcome.status {
        Status::Signaled(libc::SIGXCPU) => true,
        Status::Signaled(libc::SIGKILL) => outcome.cpu >= cpu.mul_f64(0.9),
        _ => false,
    };
    if limits.cpu.is_some_and(killed_for_cpu) {
        outcome.status = Status::TimedOut;
    }
    // A margin for what the fuzzer allocated between reading its size and forking.
    outcome.max_rss = outcome.max_rss.filter(|&peak| peak > own + (8 << 20));
    let read = |path: &Path| {
        let mut bytes = Vec::new();
        if let Ok(file) = File::open(path) {
            let _ = file.take(OUTPUT_CAP).read_to_end(&mut bytes);
        }
        let _ = std::fs::remove_file(path);
        String::from_utf8_lossy(&bytes).into_owned()
    };
    Outcome { stdout: read(&out_path), stderr: read(&err_path), ..outcome }
}

/// In the child: no core files, at most `memory` bytes of address space and `cpu` seconds
/// of CPU time (then SIGXCPU, and SIGKILL a second later).
fn restrict(memory: Option<u64>, cpu: Option<u64>) -> std::io::Result<()> {
    let set = |resource, soft: u64, hard: u64| {
        let limit = libc::rlimit { rlim_cur: soft as libc::rlim_t, rlim_max: hard as libc::rlim_t };
        // SAFETY: setrlimit reads the struct we pass and nothing else.
        if unsafe { libc::setrlimit(resource, &limit) } == 0 { Ok(()) } else { Err(std::io::Error::last_os_error()) }
    };
    set(libc::RLIMIT_CORE, 0, 0)?;
    if let Some(bytes) = memory {
        set(libc::RLIMIT_AS, bytes, bytes)?;
    }
    if let Some(seconds) = cpu {
        set(libc::RLIMIT_CPU, seconds, seconds + 1)?;
    }
    Ok(())
}

/// Waits for `pid` at most `limit` (killing it then), reaps it, and says how it ended.
fn wait(pid: libc::pid_t, limit: Duration, started: Instant) -> Outcome {
    let (exited, has_exited) = mpsc::channel();
    std::thread::spawn(move || {
        wait_without_reaping(pid);
        let _ = exited.send(());
    });
    let timed_out = has_exited.recv_timeout(limit).is_err();
    if timed_out {
        // SAFETY: kill takes plain integers. The child is not reaped yet (only `reap` below
        // does that), so the pid is still ours.
        unsafe { libc::kill(pid, libc::SIGKILL) };
        let _ = has_exited.recv();
    }
    let elapsed = started.elapsed();
    let (status, cpu, max_rss) = reap(pid);
    let max_rss = Some(max_rss);
    Outcome {
        status: if timed_out { Status::TimedOut } else { status },
        stdout: String::new(),
        stderr: String::new(),
        cpu,
        max_rss,
        elapsed,
    }
}

fn wait_without_reaping(pid: libc::pid_t) {
    loop {
        // SAFETY: an all-zero siginfo_t is a valid value for waitid to overwrite.
        let mut info: libc::siginfo_t = unsafe { std::mem::zeroed() };
        // SAFETY: waitid writes only into `info`.
        let result = unsafe { libc::waitid(libc::P_PID, pid as libc::id_t, &mut info, libc::WEXITED | libc::WNOWAIT) };
        if result == 0 || std::io::Error::last_os_error().kind() != std::io::ErrorKind::Interrupted {
            return;
        }
    }
}

/// Reaps `pid`: its status, CPU time and peak RSS.
fn reap(pid: libc::pid_t) -> (Status, Duration, u64) {
    let mut status = 0;
    // SAFETY: an all-zero rusage is a valid value for wait4 to overwrite.
    let mut usage: libc::rusage = unsafe { std::mem::zeroed() };
    loop {
        // SAFETY: wait4 writes only into `status` and `usage`.
        let result = unsafe { libc::wait4(pid, &mut status, 0, &mut usage) };
        if result == pid {
            break;
        }
        let error = std::io::Error::last_os_error();
        if error.kind() != std::io::ErrorKind::Interrupted {
            return (Status::NotStarted(format!("cannot wait for the child: {error}")), Duration::ZERO, 0);
        }
    }
    let time = |t: libc::timeval| Duration::new(t.tv_sec as u64, t.tv_usec as u32 * 1000);
    let cpu = time(usage.ru_utime) + time(usage.ru_stime);
    // Linux counts ru_maxrss in kilobytes.
    let max_rss = usage.ru_maxrss as u64 * 1024;
    let decoded = if libc::WIFEXITED(status) {
        Status::Exited(libc::WEXITSTATUS(status))
    } else if libc::WIFSIGNALED(status) {
        Status::Signaled(libc::WTERMSIG(status))
    } else {
        Status::Exited(-1)
    };
    (decoded, cpu, max_rss)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sh(script: &str, limits: Limits) -> Outcome {
        let dir = std::env::temp_dir().join(format!("fuzzcore-child-{}", std::process::id()));
        std::fs::create_dir_all(&dir).expect("a temporary directory");
        let scratch = dir.join(format!("run-{}", script.len()));
        run(Path::new("/bin/sh"), &["-c".to_string(), script.to_string()], &scratch, limits)
    }

    const SECOND: Limits = Limits { time: Duration::from_secs(10), memory: None, cpu: None };

    #[test]
    fn exit_status_and_output() {
        let outcome = sh("echo out; echo err >&2; exit 3", SECOND);
        assert_eq!(outcome.status, Status::Exited(3));
        assert_eq!((outcome.stdout.as_str(), outcome.stderr.as_str()), ("out\n", "err\n"));
    }

    #[test]
    fn a_signal_is_reported() {
        assert_eq!(sh("kill -SEGV $$", SECOND).status, Status::Signaled(11));
    }

    #[test]
    fn a_late_child_is_killed() {
        let started = Instant::now();
        let outcome = sh("sleep 30", Limits { time: Duration::from_millis(200), memory: None, cpu: None });
        assert_eq!(outcome.status, Status::TimedOut);
        assert!(started.elapsed() < Duration::from_secs(10));
    }

    #[test]
    fn cpu_time_is_the_childs() {
        // A busy loop of a shell, which takes some CPU time, against a sleep, which takes none.
        let busy = sh("i=0; while [ $i -lt 200000 ]; do i=$((i+1)); done", SECOND);
        let idle = sh("sleep 0.3", SECOND);
        assert!(busy.cpu > Duration::from_millis(20), "{:?}", busy.cpu);
        assert!(idle.cpu < Duration::from_millis(100), "{:?}", idle.cpu);
        assert!(idle.elapsed >= Duration::from_millis(300));
    }

    #[test]
    fn a_child_past_its_cpu_time_has_timed_out() {
        let limits = Limits { time: Duration::from_secs(30), memory: None, cpu: Some(Duration::from_secs(1)) };
        let outcome = sh("while :; do :; done", limits);
        assert_eq!(outcome.status, Status::TimedOut);
        assert!(outcome.cpu >= Duration::from_millis(500), "{:?}", outcome.cpu);
    }

    #[test]
    fn the_memory_limit_holds() {
        // 64 MiB of address space is too little to start a shell that allocates 200 MB.
        let limits = Limits { time: Duration::from_secs(10), memory: Some(64 << 20), cpu: None };
        let outcome = sh("x=$(head -c 200000000 /dev/zero | tr '\\0' a); echo ${#x}", limits);
        assert_ne!(outcome.stdout, "200000000\n", "{outcome:?}");
    }
}
