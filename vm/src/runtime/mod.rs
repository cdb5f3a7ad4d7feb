//! The runtime: the abstract operations of the specification that the interpreter and the
//! builtins share (conversions, operators, the object internal methods, functions, scopes,
//! realms, promises and the job queue), and the cells they need.

pub mod arguments;
#[allow(unsafe_code)]
pub mod array_buffer;
pub mod array_iterator;
pub mod async_from_sync;
pub mod bigint;
pub mod conversions;
pub mod data_view;
pub mod descriptor;
pub mod diagnostics;
pub mod disposal;
pub mod errors;
pub mod executable;
pub mod function;
pub mod host;
pub mod html_dda;
pub mod interrupt;
pub mod module;
pub mod names;
pub mod number;
pub mod object_ops;
pub mod operators;
pub mod promise;
pub mod proxy;
pub mod realm;
pub mod regexp;
pub mod scope;
pub mod script;
pub mod self_hosted;
#[allow(unsafe_code)]
pub mod shared_memory;
pub mod string_iterator;
pub mod suspended;
