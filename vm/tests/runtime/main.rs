//! The VM's integration tests: objects, arrays, strings and the heap, through its public API.
//!
//! One test binary for the crate, a module per concern: every binary is linked on its own,
//! which with LTO takes tens of seconds.

mod support;

mod arrays;
mod heap;
mod objects;
mod strings;
