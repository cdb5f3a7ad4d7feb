//! The collector's integration tests, through its public API.
//!
//! One test binary for the crate, a module per concern: every binary is linked on its own,
//! which with LTO takes tens of seconds.

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
