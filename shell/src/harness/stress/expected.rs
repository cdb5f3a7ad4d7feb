//! `expected-failures.txt`: the stress tests known to fail, one file name a line, with `#`
//! comments saying why. They still run: their failures are counted apart, and one that
//! passes in every run is an error, so that its entry gets removed.

use std::collections::BTreeSet;

/// The file names listed.
pub fn parse(text: &str) -> BTreeSet<String> {
    text.lines().map(str::trim).filter(|line| !line.is_empty() && !line.starts_with('#')).map(String::from).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_without_comments_or_blanks() {
        let listed = parse("# why\nasync-arrow.js\n\n  # indented comment\n b.mjs \n");
        assert_eq!(listed.into_iter().collect::<Vec<_>>(), ["async-arrow.js", "b.mjs"]);
    }
}
