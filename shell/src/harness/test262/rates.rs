//! Pass rates by directory, two levels below `test/` (`built-ins/Array`), with a total for
//! each top directory (`built-ins`) and overall:
//!
//! ```text
//!   built-ins/Array          2980/3050   97.7%
//! built-ins                 15000/17342  86.5%
//! total                     35000/41543  84.3%
//! ```

use std::collections::BTreeMap;

use crate::report::percent;

#[derive(Default, Clone, Copy)]
struct Tally {
    passed: usize,
    total: usize,
}

impl Tally {
    fn add(&mut self, passed: bool) {
        self.passed += usize::from(passed);
        self.total += 1;
    }
}

/// Prints the rates of `results`: test paths from the checkout root, each with whether it
/// passed.
pub fn print<'a>(results: impl Iterator<Item = (&'a str, bool)>) {
    let mut tops: BTreeMap<String, (Tally, BTreeMap<String, Tally>)> = BTreeMap::new();
    let mut total = Tally::default();
    for (path, passed) in results {
        let (top, group) = groups(path);
        let (top_tally, groups) = tops.entry(top.to_string()).or_default();
        top_tally.add(passed);
        if let Some(group) = group {
            groups.entry(group).or_default().add(passed);
        }
        total.add(passed);
    }
    let width =
        tops.values().flat_map(|(_, groups)| groups.keys()).map(|name| name.len() + 2).chain([10]).max().unwrap_or(10);
    let line = |name: &str, tally: Tally| {
        let count = format!("{}/{}", tally.passed, tally.total);
        println!("{name:<width$} {count:>13} {:>7}", percent(tally.passed, tally.total));
    };
    for (top, (tally, groups)) in &tops {
        for (group, tally) in groups {
            line(&format!("  {group}"), *tally);
        }
        line(top, *tally);
    }
    line("total", total);
}

/// The top directory of a test and, when the test is deeper than that, its second-level
/// directory: `test/built-ins/Array/x.js` is in `built-ins` and `built-ins/Array`.
fn groups(path: &str) -> (&str, Option<String>) {
    let inner = path.strip_prefix("test/").unwrap_or(path);
    let parts: Vec<&str> = inner.split('/').collect();
    match parts.as_slice() {
        [top, second, _, ..] => (top, Some(format!("{top}/{second}"))),
        [top, ..] => (top, None),
        [] => ("", None),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn groups_are_two_levels_below_test() {
        assert_eq!(groups("test/built-ins/Array/prototype/map/x.js"), ("built-ins", Some("built-ins/Array".into())));
        assert_eq!(groups("test/language/expressions/x.js"), ("language", Some("language/expressions".into())));
        assert_eq!(groups("test/harness/assert-true.js"), ("harness", None));
    }
}
