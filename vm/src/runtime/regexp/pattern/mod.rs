//! Kestrel's own regular expression front end: the pattern grammar of 22.2.1 with Annex
//! B, the `v` flag's class sets and property escapes, parsed to a tree whose nodes carry
//! their flags. The backtracking compiler (`backtrack`) and the linear-time engine
//! (`linear`) both read this tree.

pub mod ast;
pub mod parser;

#[cfg(test)]
mod tests;
