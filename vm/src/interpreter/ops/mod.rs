//! The interpreter's instruction handlers that are more than a line, by category (the same
//! categories the trace recorder uses).

pub mod arith;
pub(crate) mod compare;
pub(crate) mod control;
pub(crate) mod function;
pub(crate) mod iteration;
pub mod object;
pub(crate) mod property;
pub(crate) mod scope;
