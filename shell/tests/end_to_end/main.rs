//! The built binaries (`vm`, `jstests`, `synfuzz`) run as a user runs them.
//!
//! One test binary for the crate, a module per concern: every test binary is linked on its
//! own, which is most of the time an optimized build of the tests takes.

mod bytecode_goldens;
mod cli;
mod date_time_zones;
mod diagnostic_goldens;
mod goldens;
mod harness;
mod inspect_goldens;
mod out_of_memory;
mod synfuzz;
mod trace_goldens;
