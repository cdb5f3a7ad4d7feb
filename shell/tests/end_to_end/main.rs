//! The built binaries (`vm`, `jstests`, `synfuzz`) run as a user runs them.
//!
//! One test binary for the crate (each binary is linked on its own, with the release
//! profile's thin LTO under `cargo test --release`): a module per concern.

mod bytecode_goldens;
mod cli;
mod date_time_zones;
mod harness;
mod out_of_memory;
mod synfuzz;
mod trace_goldens;
