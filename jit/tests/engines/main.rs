//! Engines made and dropped (vm/DESIGN.md, "Dropping an engine"): a `Vm` with the standard
//! library and the JIT installed frees everything it allocated when it is dropped, so an
//! embedder that makes an engine per request stays the same size. Over a thousand engines
//! this test checks the two kinds of memory an engine takes:
//! - every mapping it made (heap chunks, large objects, the structure table, the register
//!   file, the code arena) is unmapped: `gc::os::mapped_now` is back where it was, exactly;
//! - the bytes of live `malloc` allocations (glibc's `mallinfo2`) stay flat.
//!
//! The process's resident and mapped sizes are printed but not asserted: they also count
//! what the allocator keeps after a `free` (one CI machine's glibc kept 1.3 MiB per engine
//! in thread arenas where this machine's kept nothing), which is not the engine's to give
//! back. `run-tests` also runs this test under LeakSanitizer, which names any allocation
//! left behind, down to a byte.
//!
//! The test lives in `jit` because it needs both `builtins` and `jit`, and `jit` already has
//! `builtins` as a dev-dependency (`builtins` cannot depend on `jit`).

#![cfg(all(target_os = "linux", target_env = "gnu"))]

use vm::{Vm, VmOptions};

/// Engines made and dropped in all.
const ENGINES: usize = 1000;
/// Engines made before the first measurement: the allocator's arenas, the test harness
/// and the process-wide tables (vm/DESIGN.md lists them) have settled by then.
const WARM_UP: usize = 100;
/// How much the live `malloc` bytes may grow from engine 100 to engine 1000: 9 KiB per
/// engine. A VM that leaked its Rust side tables would fail it several times over (they
/// were about 55 KB after `print(1+1)`).
const MALLOC_BOUND: usize = 8 << 20;

/// A script that builds what an engine keeps on the side: structures with their property
/// and transition tables (and a dictionary), atoms, code blocks and inline caches, two
/// loops the JIT compiles (with objects allocated in the trace), for-in's enumeration
/// cache, a Map's table, a compiled RegExp, a BigInt, a generator and a promise job. It
/// leaves some of it unfinished: a suspended generator, a promise nobody settles, a Map
/// iterator part way through.
const SCRIPT: &str = r#"
class Point { constructor(x, y) { this.x = x; this.y = y; } }
let points = [], sum = 0, keys = 0;
for (let i = 0; i < 60; i++) points.push(new Point(i, i * 2));
for (let i = 0; i < 60; i++) sum = (sum + points[i].x + points[i].y) | 0;
for (let k in points[0]) keys++;
let bag = { a: 1 }; bag["k" + sum] = 2; delete bag.a;
let map = new Map([[1, bag], [2, points]]);
let entries = map.entries(); entries.next();
function* pair() { yield 1; yield 2; }
let suspended = pair(); suspended.next();
let never = new Promise(() => {});
Promise.resolve([...pair()]).then((v) => { sum += v.length; });
"a1b22".replace(/[0-9]+/g, (m) => m.length) + (2n ** 70n) + map.size + keys;
"#;

/// Makes an engine as an embedder would (shell/src/engine.rs), runs the script and its
/// jobs, leaves an exception pending, and drops the engine.
fn engine() {
    let mut vm = Vm::new(VmOptions::default()).expect("a VM");
    builtins::install(&mut vm).expect("the standard library installs");
    let options = jit::JitOptions {
        intrinsics: builtins::trace_intrinsics(),
        natives: builtins::trace_natives(),
        ..jit::JitOptions::default()
    };
    // A low threshold, so that both loops are compiled.
    vm.install_tier(Box::new(jit::Jit::new(options)), 10);
    let script = vm.compile_script(SCRIPT, "engines.js").expect("the script compiles");
    let value = vm.run_script(script).expect("the script runs");
    assert!(value.is_cell(), "the script's completion value is a string");
    vm.run_jobs().expect("the jobs run");
    let traces = vm.tier_statistics().expect("the JIT is installed").traces_compiled;
    assert_eq!(traces, 2, "both loops are compiled");
    let throws = vm.compile_script("throw new TypeError('left pending')", "throws.js").expect("it compiles");
    assert!(vm.run_script(throws).is_err(), "the exception stays pending as the engine is dropped");
}

/// The process's resident and mapped bytes (`/proc/self/statm`), for the record.
fn process_memory() -> (usize, usize) {
    gc::os::process_memory().map_or((0, 0), |memory| (memory.resident, memory.mapped))
}

/// What glibc's allocator holds: bytes in live allocations (in arenas and in chunks of
/// their own mapping), and free bytes it keeps.
#[derive(Clone, Copy, Debug)]
struct Malloc {
    live: usize,
    kept_free: usize,
}

fn malloc() -> Malloc {
    // SAFETY: mallinfo2 has no preconditions; it reads the allocator's counters (summed over
    // every arena) under their locks.
    let info = unsafe { libc::mallinfo2() };
    Malloc { live: info.uordblks + info.hblkhd, kept_free: info.fordblks }
}

#[test]
fn a_thousand_engines_dropped_leave_memory_flat() {
    let mapped_at_start = gc::os::mapped_now();
    for _ in 0..WARM_UP {
        engine();
        assert_eq!(gc::os::mapped_now(), mapped_at_start, "a dropped engine unmaps everything it mapped");
    }
    let (malloc_before, process_before) = (malloc(), process_memory());
    for _ in WARM_UP..ENGINES {
        engine();
        assert_eq!(gc::os::mapped_now(), mapped_at_start, "a dropped engine unmaps everything it mapped");
    }
    let (malloc_after, process_after) = (malloc(), process_memory());
    let mib = |bytes: usize| bytes as f64 / (1 << 20) as f64;
    eprintln!(
        "after engine {WARM_UP}: {:.1} MiB in live allocations, {:.1} MiB kept free by malloc, {:.1} MiB resident, \
         {:.1} MiB mapped; after engine {ENGINES}: {:.1}, {:.1}, {:.1}, {:.1}",
        mib(malloc_before.live),
        mib(malloc_before.kept_free),
        mib(process_before.0),
        mib(process_before.1),
        mib(malloc_after.live),
        mib(malloc_after.kept_free),
        mib(process_after.0),
        mib(process_after.1),
    );
    assert!(
        malloc_after.live <= malloc_before.live + MALLOC_BOUND,
        "live allocations grew by {:.1} MiB over {} engines",
        mib(malloc_after.live - malloc_before.live),
        ENGINES - WARM_UP
    );
}
