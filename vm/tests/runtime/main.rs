//! The VM's integration tests: objects, arrays, strings and the heap, through its public API.
//!
//! One test binary for the crate, a module per concern: every test binary is linked on its
//! own, which is most of the time an optimized build of the tests takes.

mod support;

mod arrays;
mod heap;
mod objects;
mod strings;
