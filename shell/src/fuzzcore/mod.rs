//! What the fuzzers share (`jitfuzz` and `synfuzz` each include this module with `#[path]`):
//! the PRNG that makes a program a pure function of its seed (`rng.rs`), running a `vm`
//! child with a time and a memory limit and measuring its CPU time (`child.rs`), the common
//! command line (`options.rs`), finding the vm and the output directory (`paths.rs`), the
//! loop that hands seeds to worker threads (`driver.rs`), and how a child's outcome is
//! written into a report (`report.rs`).
//!
//! ```text
//!   options ──► driver: seeds base, base+1, ... on --jobs threads until --count, --time or a stop
//!                  │ check(seed) (the fuzzer's own: generate, run children, judge)
//!                  v
//!               child::run: vm ... program.js  (RLIMIT_AS, timeout, CPU time)
//!                  │
//!                  v
//!               handle(result) on the main thread ──► report files in --out
//! ```

// The one module with unsafe code: a child's limits and waiting for it (libc calls).
#[allow(unsafe_code)]
pub mod child;
pub mod driver;
pub mod options;
pub mod paths;
pub mod report;
pub mod rng;
