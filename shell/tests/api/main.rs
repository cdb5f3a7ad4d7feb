//! The embedding API, as an embedder uses it: handles and their rooting, conversions,
//! native functions, errors, and the limits for untrusted code.

mod conversions;
mod errors;
mod handles;
mod limits;
mod modules;
mod natives;

use kestrel::config::HeapConfig;
use kestrel::{Engine, EngineOptions};

/// An engine that collects at every `every`th allocation: a value the API failed to root
/// is freed (and its cell reused) at once.
pub fn stressed_engine(every: u32) -> Engine {
    let heap = HeapConfig { gc_stress: Some(every), ..HeapConfig::default() };
    Engine::new(EngineOptions { heap, ..EngineOptions::default() }).expect("an engine")
}

pub fn engine() -> Engine {
    Engine::new(EngineOptions::default()).expect("an engine")
}
