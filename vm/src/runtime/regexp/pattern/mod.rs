//! Kestrel's own regular expression front end (issue 21): the pattern grammar of 22.2.1
//! with Annex B, parsed to a tree whose nodes carry their flags. The compiler to a
//! backtracking bytecode and the linear-time engine will read this tree; until they land
//! the matcher is still `regress` (see the parent module), and nothing calls this parser
//! outside its tests.

pub mod ast;
pub mod parser;

#[cfg(test)]
mod tests;
