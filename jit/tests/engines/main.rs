//! Engines made and dropped (vm/DESIGN.md, "Dropping an engine"): a `Vm` with the standard
//! library and the JIT installed frees everything it allocated when it is dropped, so an
//! embedder that makes an engine per request stays the same size. Here the process's
//! resident and mapped memory must stay flat over a thousand engines; `run-tests` also runs
//! this test under LeakSanitizer, which names any allocation left behind, down to a byte.
//!
//! The test lives in `jit` because it needs both `builtins` and `jit`, and `jit` already has
//! `builtins` as a dev-dependency (`builtins` cannot depend on `jit`).

use vm::{Vm, VmOptions};

/// Engines made and dropped in all.
const ENGINES: usize = 1000;
/// Engines made before the first measurement: the allocator's arenas, the test harness
/// and the process-wide tables (vm/DESIGN.md lists them) have settled by then.
const WARM_UP: usize = 100;
/// How much the resident memory may grow from engine 100 to engine 1000: 9 KiB per
/// engine. A VM that leaked its Rust side tables would pass it several times over (they
/// were about 55 KB after `print(1+1)`), one that leaked its heap blocks by far more.
const RSS_BOUND: usize = 8 << 20;
/// How much the mapped address space may grow: less than one engine's reservations (the
/// structure table's 128 MiB, the register file's 32 MiB, the JIT's 64 MiB code arena,
/// the heap's 1 MiB chunks), so a reservation that is never unmapped fails at once.
const MAPPED_BOUND: usize = 64 << 20;

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

/// The process's resident and mapped bytes (`/proc/self/statm` counts pages).
#[cfg(target_os = "linux")]
fn memory() -> (usize, usize) {
    let statm = std::fs::read_to_string("/proc/self/statm").expect("/proc/self/statm is readable");
    let mut pages = statm.split_whitespace().map(|field| field.parse::<usize>().expect("statm holds numbers"));
    let mut next = || pages.next().expect("statm has size and resident fields");
    let (size, resident) = (next(), next());
    let page = gc::os::page_size();
    (resident * page, size * page)
}

#[cfg(target_os = "linux")]
#[test]
fn a_thousand_engines_dropped_leave_memory_flat() {
    for _ in 0..WARM_UP {
        engine();
    }
    let (resident_before, mapped_before) = memory();
    for _ in WARM_UP..ENGINES {
        engine();
    }
    let (resident_after, mapped_after) = memory();
    let mib = |bytes: usize| bytes as f64 / (1 << 20) as f64;
    eprintln!(
        "after engine {WARM_UP}: {:.1} MiB resident, {:.1} MiB mapped; after engine {ENGINES}: {:.1} MiB, {:.1} MiB",
        mib(resident_before),
        mib(mapped_before),
        mib(resident_after),
        mib(mapped_after)
    );
    assert!(
        resident_after <= resident_before + RSS_BOUND,
        "resident memory grew by {:.1} MiB over {} engines",
        mib(resident_after - resident_before),
        ENGINES - WARM_UP
    );
    assert!(
        mapped_after <= mapped_before + MAPPED_BOUND,
        "mapped memory grew by {:.1} MiB over {} engines",
        mib(mapped_after - mapped_before),
        ENGINES - WARM_UP
    );
}
