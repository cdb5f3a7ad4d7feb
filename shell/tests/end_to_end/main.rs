//! The built binaries (`vm`, `jstests`, `synfuzz`) run as a user runs them.
//!
//! One test binary for the crate, a module per concern: every binary is linked on its own,
//! which with LTO takes tens of seconds.

mod bytecode_goldens;
mod cli;
mod date_time_zones;
mod goldens;
mod harness;
mod out_of_memory;
mod synfuzz;
mod trace_goldens;
