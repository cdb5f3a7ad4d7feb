//! Allocation bombs under an address-space limit, without `--heap-limit`: each must end with
//! `RangeError: Out of memory` (or another RangeError) and exit status 3, never with an
//! abort or a signal, and a script that catches the error must be able to go on.
//!
//! The limit is set with `ulimit -v` in a shell that then runs `vm` (the shell crate has no
//! `unsafe` for a `pre_exec` of its own). It is chosen so that the automatic heap limit
//! comes out at about [`HEAP_LIMIT`]: the address space `vm` has mapped when it makes its
//! heap (about 760 MiB, mostly its 512 MiB script stack) is found from the limit a probe
//! run reports, then gc's reserve for later mappings and 4/3 of the heap limit are added.
//! So the bombs go off quickly even in a debug build.

use std::io::Read as _;
use std::path::Path;
use std::process::{Command, Output, Stdio};
use std::sync::OnceLock;
use std::thread;
use std::time::{Duration, Instant};

/// The automatic heap limit the bombs meet.
const HEAP_LIMIT: u64 = 18 << 20;

/// How long one bomb may take (a debug build on a loaded machine).
const TIME_LIMIT: Duration = Duration::from_secs(45);

fn vm_path() -> &'static Path {
    Path::new(env!("CARGO_BIN_EXE_vm"))
}

fn limited(address_space: u64) -> Command {
    let mut command = Command::new("sh");
    command.args(["-c", "ulimit -v \"$1\" && shift && exec \"$@\"", "sh", &(address_space >> 10).to_string()]);
    command.arg(vm_path());
    command
}

/// The address-space limit under which the automatic heap limit is [`HEAP_LIMIT`].
fn address_space_limit() -> u64 {
    static LIMIT: OnceLock<u64> = OnceLock::new();
    *LIMIT.get_or_init(|| {
        // limit = 3/4 (address space - mapped - reserve): find `mapped` from one run.
        let probe = 4u64 << 30;
        let output = limited(probe).args(["--stats", "-e", "0"]).output().expect("vm runs");
        let stats = String::from_utf8_lossy(&output.stderr);
        let limit: u64 = stats
            .lines()
            .find_map(|line| line.strip_prefix("heap limit: ")?.strip_suffix(" bytes")?.parse().ok())
            .unwrap_or_else(|| panic!("--stats reports the heap limit: {stats}"));
        let mapped = probe - gc::RESERVED_OUTSIDE_HEAP as u64 - limit / 3 * 4;
        mapped + gc::RESERVED_OUTSIDE_HEAP as u64 + HEAP_LIMIT / 3 * 4
    })
}

/// Runs `vm -e script` under the address-space limit, with a time limit.
fn run_limited(script: &str) -> (Output, Duration) {
    let started = Instant::now();
    let mut child = limited(address_space_limit())
        .args(["-e", script])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("sh runs");
    let (mut stdout, mut stderr) = (child.stdout.take().expect("piped"), child.stderr.take().expect("piped"));
    let reader = thread::spawn(move || {
        let mut text = Vec::new();
        let _ = stderr.read_to_end(&mut text);
        text
    });
    let mut out = Vec::new();
    let _ = stdout.read_to_end(&mut out);
    loop {
        if let Some(status) = child.try_wait().expect("waiting for vm") {
            let err = reader.join().expect("the reader thread");
            return (Output { status, stdout: out, stderr: err }, started.elapsed());
        }
        if started.elapsed() > TIME_LIMIT {
            let _ = child.kill();
            let _ = child.wait();
            panic!("{script:?} ran past {TIME_LIMIT:?}");
        }
        thread::sleep(Duration::from_millis(20));
    }
}

/// Runs a bomb and checks that it ends with a RangeError and exit status 3.
fn explodes_into_a_range_error(name: &str, script: &str) -> Result<(), String> {
    let (output, elapsed) = run_limited(script);
    let stderr = String::from_utf8_lossy(&output.stderr);
    let first_line = stderr.lines().next().unwrap_or("");
    if output.status.code() == Some(3) && first_line.contains("RangeError") {
        return Ok(());
    }
    Err(format!(
        "{name} ({elapsed:.1?}): {:?}, stderr: {}",
        output.status,
        stderr.chars().take(400).collect::<String>()
    ))
}

/// The bombs: each allocates until something gives.
const BOMBS: &[(&str, &str)] = &[
    ("pushing objects forever", "var a = []; for (;;) a.push({x: 1});"),
    ("doubling a string", "var s = 'ab'; for (;;) { s = s + s; s.charCodeAt(1); }"),
    ("growing a Map of numbers", "var m = new Map(); for (var i = 0;; i++) m.set(i, i);"),
    ("growing an array's length with elements", "var a = []; for (var i = 0;; i++) a[a.length] = i + 0.5;"),
    ("filling a huge array", "new Array(1e9).fill(0);"),
    ("filling a sparse array", "var a = []; for (var i = 0;; i++) a[i * 1000 + 200000] = i;"),
    ("typed arrays in a loop", "var k = []; for (;;) k.push(new Float64Array(1 << 14));"),
    ("array buffers in a loop", "var k = []; for (;;) k.push(new ArrayBuffer(1 << 10));"),
    ("a linked list of millions of nodes", "var head = null; for (;;) head = {next: head};"),
    ("a very wide object", "var o = {}; for (var i = 0;; i++) o['p' + i] = i;"),
    ("apply with a huge array-like", "Math.max.apply(null, {length: 4e9});"),
    ("closures in a loop", "var fs = []; for (var i = 0;; i++) { let j = i; fs.push(() => j); }"),
    ("big integers in a loop", "var k = []; for (var i = 0;; i++) k.push(2n ** 100000n + BigInt(i));"),
    // A source the heap holds easily whose parse tree (some hundred bytes an element) the
    // heap limit has no room for.
    ("a huge array literal in eval", "eval('[' + '1,'.repeat(1 << 21) + ']');"),
];

#[test]
fn allocation_bombs_end_in_a_range_error_not_an_abort() {
    // Two at a time: the machine has two cores, and each bomb holds little memory.
    let failures: Vec<String> = BOMBS
        .chunks(2)
        .flat_map(|pair| {
            let running: Vec<_> = pair
                .iter()
                .map(|&(name, script)| thread::spawn(move || explodes_into_a_range_error(name, script)))
                .collect();
            running.into_iter().map(|thread| thread.join().expect("a bomb's thread")).collect::<Vec<_>>()
        })
        .filter_map(Result::err)
        .collect();
    assert!(failures.is_empty(), "bombs that did not end in a RangeError:\n{}", failures.join("\n"));
}

/// The heap limit `--stats` reports under `address_space`.
fn reported_heap_limit(address_space: u64, flags: &[&str]) -> String {
    let output = limited(address_space).args(flags).args(["--stats", "-e", "0"]).output().expect("vm runs");
    let stats = String::from_utf8_lossy(&output.stderr).into_owned();
    stats.lines().find_map(|line| line.strip_prefix("heap limit: ")).unwrap_or_default().to_string()
}

#[test]
fn the_automatic_heap_limit_follows_the_address_space_limit() {
    let limit_at = |address_space: u64| -> u64 {
        let text = reported_heap_limit(address_space, &[]);
        text.strip_suffix(" bytes").and_then(|bytes| bytes.parse().ok()).unwrap_or_else(|| panic!("{text:?}"))
    };
    let base = address_space_limit();
    let near = |actual: u64, expected: u64| actual.abs_diff(expected) < 1 << 20;
    assert!(near(limit_at(base), HEAP_LIMIT), "{} for {HEAP_LIMIT}", limit_at(base));
    // 400 MiB more address space: 300 MiB more heap.
    assert!(near(limit_at(base + (400 << 20)), HEAP_LIMIT + (300 << 20)));
    // The flag wins over the machine.
    assert_eq!(reported_heap_limit(base, &["--heap-limit=64M"]), "67108864 bytes");
    assert_eq!(reported_heap_limit(base, &["--heap-limit=none"]), "none");
}

#[test]
fn a_script_that_catches_the_error_lets_go_and_computes_again() {
    let script = "
        var kept = [];
        try {
            for (;;) kept.push({x: kept.length, pad: [1, 2, 3]});
        } catch (e) {
            if (!(e instanceof RangeError)) throw e;
        }
        var count = kept.length;
        kept = null;
        gc();
        var again = [];
        for (var i = 0; i < 100000; i++) again.push({v: i});
        var sum = 0;
        for (var i = 0; i < again.length; i++) sum += again[i].v;
        print(count > 10000, sum);
    ";
    let (output, _) = run_limited(script);
    assert!(output.status.success(), "{:?}: {}", output.status, String::from_utf8_lossy(&output.stderr));
    assert_eq!(String::from_utf8_lossy(&output.stdout), "true 4999950000\n");
}
