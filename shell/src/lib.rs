//! Kestrel: a JavaScript engine to embed, and the `vm` shell built on it.
//!
//! ```
//! let mut engine = kestrel::Engine::new(Default::default())?;
//! let answer: f64 = engine.eval("6 * 7")?;
//! assert_eq!(answer, 42.0);
//! # Ok::<(), kestrel::Error>(())
//! ```
//!
//! # The model
//!
//! * An [`Engine`] is one heap and one realm with the ECMAScript standard library. It has
//!   nothing of the host's until the host installs it ([`host`]): a bare engine is a
//!   sandbox. Its [`EngineOptions`] set the heap limit, a time limit and the JIT.
//! * [`Engine::with`] lends the engine to a closure as a [`Scope`]. Values handed to Rust
//!   are [`Value`] handles (with the [`Object`] and [`Function`] views): rooted, so the
//!   collector keeps what they refer to, and branded with the scope's lifetime, so the
//!   compiler rejects keeping one after the closure returns or using it with another
//!   engine. [`Persistent`] keeps a value beyond the scope.
//! * Rust and JavaScript values convert with [`FromJs`] and [`IntoJs`] (numbers,
//!   strings, bools, `Option`, `Vec`, maps, tuples).
//! * Native functions are Rust closures ([`Function::new`], [`Function::from_fn`]); the
//!   JavaScript values one keeps are its captures ([`Function::with_captures`]), which the
//!   collector traces.
//! * Every failure is an [`Error`], a `std::error::Error + Send + Sync` that keeps the
//!   thrown value ([`Exception::value`]) and its rendered text and stack.
//! * [`InterruptHandle::terminate`], [`EngineOptions::time_limit`] and
//!   [`Engine::set_interrupt_handler`] stop running code, in the interpreter and in the
//!   JIT's traces, with an [`Error::Terminated`] that no `catch` sees; the engine stays
//!   usable. Deep recursion is a `RangeError` on any thread.
//!
//! The `vm` binary (`src/vm/`) uses nothing but this API.

#![forbid(unsafe_code)]

mod convert;
mod engine;
mod error;
mod function;
pub mod host;
pub mod inspect;
mod interrupt;
mod persistent;
mod scope;
mod stack;
mod value;

pub use convert::{FromArgs, FromJs, IntoArgs, IntoJs, Null, PropertyKey, Undefined};
pub use engine::{Engine, EngineOptions};
pub use error::{Error, Exception, SyntaxError, TerminationReason};
pub use function::Args;
pub use interrupt::InterruptHandle;
pub use persistent::Persistent;
pub use scope::Scope;
pub use value::{Function, Object, Value};

/// The heap's options and counters, and the JIT's.
pub mod config {
    pub use gc::{HeapConfig, HeapLimit, HeapStatistics};
    pub use jit::DumpMode;
    pub use vm::tier::{LoopAborts, LoopState, TierStatistics};
}

pub use vm::ErrorKind;
pub use vm::runtime::module::loader::{FileLoader, ModuleLoader};

/// Exit status of a script that threw or did not parse (the convention of
/// JavaScriptCore's shell).
pub const EXIT_EXCEPTION: u8 = 3;
/// Exit status of a bad command line or an unreadable file.
pub const EXIT_USAGE: u8 = 2;
