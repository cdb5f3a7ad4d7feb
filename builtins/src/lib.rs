//! Kestrel's standard library (issues 3 and 5): one file per global, installed into a realm
//! by `builtins::install`, with callback-heavy methods self-hosted in `builtins/js/`.
//!
//! Nothing is here yet; the object model it will build on is in `vm`.

#![forbid(unsafe_code)]
