//! The `vm` shell and the Engine facade. An [`Engine`] is one VM with the standard library
//! and the host's globals (`print`, `load`, `readFile`, `gc`, `quit`, `console.log`, ...),
//! plus `$vm` (testing intrinsics) and `$262` (the test262 host object) when asked for; it
//! is what the `vm` binary and embedders run code with. The stress and test262 harness is
//! the `jstests` binary (`src/harness/`), which runs `vm` processes.

#![forbid(unsafe_code)]

mod dollar_vm;
pub mod engine;
mod globals;
pub mod inspect;
mod test262_host;

pub use engine::{Engine, EngineOptions, Failure, Report};

/// Exit status of a script that threw or did not parse (the convention of
/// JavaScriptCore's shell).
pub const EXIT_EXCEPTION: u8 = 3;
/// Exit status of a bad command line or an unreadable file.
pub const EXIT_USAGE: u8 = 2;
