//! The collector's integration tests, through its public API.
//!
//! One test binary for the crate (each binary is linked on its own, with the release
//! profile's thin LTO under `cargo test --release`): a module per concern.

mod support;

mod allocation;
mod collection;
mod decommit;
mod ephemerons;
mod extra_memory;
mod large;
mod mark_stack;
mod roots;
mod verify;
