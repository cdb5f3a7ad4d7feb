//! The backtracking engine: a pattern's tree compiled to a small bytecode
//! ([`program`], [`compile`]) and run with an explicit backtrack stack under a budget
//! ([`interpreter`]). It handles every pattern; the linear engine (`super::linear`)
//! takes over from it when the budget runs out on a pattern it can run.

pub mod compile;
pub mod interpreter;
pub mod program;

#[cfg(test)]
mod tests;
