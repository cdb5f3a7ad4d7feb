//! The collector's integration tests, through its public API.
//!
//! One test binary for the crate, a module per concern: every test binary is linked on its
//! own, which is most of the time an optimized build of the tests takes.

mod support;

mod allocation;
mod collection;
mod decommit;
mod eden;
mod ephemerons;
mod extra_memory;
mod large;
mod mark_stack;
mod roots;
mod verify;
