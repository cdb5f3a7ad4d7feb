//! The VM's integration tests: objects, arrays, strings and the heap, through its public API.
//!
//! One test binary for the crate (each binary is linked on its own, with the release
//! profile's thin LTO under `cargo test --release`): a module per concern.

mod support;

mod arrays;
mod heap;
mod objects;
mod strings;
