//! The backtracking engine alone, on the corner cases of 22.2.2 (expected values checked
//! against node).

use super::compile::compile;
use super::interpreter::{Budget, Outcome, Scratch, run};
use super::program::UNSET;
use crate::runtime::regexp::pattern::parser::{ParseFlags, parse};

/// The first match of `source` with `flags` in `text`, as the substrings of each group.
fn exec(source: &str, flags: &str, text: &str) -> Option<Vec<Option<String>>> {
    let parse_flags = ParseFlags {
        unicode: flags.contains('u'),
        unicode_sets: flags.contains('v'),
        ignore_case: flags.contains('i'),
        multiline: flags.contains('m'),
        dot_all: flags.contains('s'),
    };
    let source: Vec<u16> = source.encode_utf16().collect();
    let pattern = parse(&source, parse_flags).expect("parses");
    let program = compile(&pattern, parse_flags.unicode || parse_flags.unicode_sets).expect("compiles");
    let units: Vec<u16> = text.encode_utf16().collect();
    let mut scratch = Scratch::default();
    let mut budget = Budget { backtracks_left: u64::MAX, interrupt: None };
    for start in 0..=units.len() {
        match run(&program, units.as_slice(), start, &mut scratch, &mut budget) {
            Outcome::Match => {
                let groups = (0..=program.group_count)
                    .map(|group| {
                        let (start, end) = (scratch.registers[2 * group], scratch.registers[2 * group + 1]);
                        (start != UNSET && end != UNSET)
                            .then(|| String::from_utf16_lossy(&units[start as usize..end as usize]))
                    })
                    .collect();
                return Some(groups);
            }
            Outcome::NoMatch => {}
            other => panic!("{other:?}"),
        }
    }
    None
}

fn groups(expected: &[Option<&str>]) -> Option<Vec<Option<String>>> {
    Some(expected.iter().map(|group| group.map(str::to_owned)).collect())
}

#[test]
fn alternatives_and_quantifiers_keep_their_priorities() {
    assert_eq!(exec("a|ab", "", "abc"), groups(&[Some("a")]));
    assert_eq!(exec("(a+)(a*)", "", "aaa"), groups(&[Some("aaa"), Some("aaa"), Some("")]));
    assert_eq!(exec("(a+?)(a*)", "", "aaa"), groups(&[Some("aaa"), Some("a"), Some("aa")]));
    assert_eq!(exec("a{2,3}", "", "aaaa"), groups(&[Some("aaa")]));
    assert_eq!(exec("a{2,3}?", "", "aaaa"), groups(&[Some("aa")]));
    assert_eq!(exec("(?:ab){2}", "", "abababx"), groups(&[Some("abab")]));
    assert_eq!(exec("x(?:ab){2,}?y", "", "xabababy"), groups(&[Some("xabababy")]));
    assert_eq!(exec(".*b", "", "aabab"), groups(&[Some("aabab")]));
    assert_eq!(exec(".*?b", "", "aabab"), groups(&[Some("aab")]));
}

#[test]
fn empty_iterations_past_the_minimum_fail() {
    assert_eq!(exec("(a*)*", "", "b"), groups(&[Some(""), None]));
    assert_eq!(exec("(a|)*b", "", "aab"), groups(&[Some("aab"), Some("a")]));
    assert_eq!(exec("(?:a|())*?b", "", "ab"), groups(&[Some("ab"), None]));
    assert_eq!(exec("(a*)?", "", "b"), groups(&[Some(""), None]));
    assert_eq!(exec("(a*){2}", "", "b"), groups(&[Some(""), Some("")]));
}

#[test]
fn captures_reset_at_each_iteration() {
    assert_eq!(
        exec("(z)((a+)?(b+)?(c))*", "", "zaacbbbcac"),
        groups(&[Some("zaacbbbcac"), Some("z"), Some("ac"), Some("a"), None, Some("c")])
    );
    assert_eq!(exec("(aa|aabaac|ba|b|c)*", "", "aabaac"), groups(&[Some("aaba"), Some("ba")]));
}

#[test]
fn back_references() {
    assert_eq!(exec("\\1(a)", "", "aa"), groups(&[Some("a"), Some("a")]));
    assert_eq!(exec("(a)|b", "", "b"), groups(&[Some("b"), None]));
    assert_eq!(exec("(a*)b\\1+", "", "baaaac"), groups(&[Some("b"), Some("")]));
    assert_eq!(exec("(a)\\1", "i", "aA"), groups(&[Some("aA"), Some("a")]));
    assert_eq!(exec("(?<x>.)\\k<x>", "", "abccd"), groups(&[Some("cc"), Some("c")]));
    assert_eq!(exec("(?<=(\\w)\\1)x", "", "abbx"), groups(&[Some("x"), Some("b")]));
}

#[test]
fn lookarounds_are_atomic_and_negative_ones_capture_nothing() {
    assert_eq!(exec("(?=(a+))a*b\\1", "", "baaabac"), groups(&[Some("aba"), Some("a")]));
    assert_eq!(exec("(?=(a+))", "", "baaabac"), groups(&[Some(""), Some("aaa")]));
    assert_eq!(
        exec("(.*?)a(?!(a+)b\\2c)\\2(.*)", "", "baaabaac"),
        groups(&[Some("baaabaac"), Some("ba"), None, Some("abaac")])
    );
    assert_eq!(exec("(?<=\\$)\\d+(\\.\\d*)?", "", "cost $10.53"), groups(&[Some("10.53"), Some(".53")]));
    assert_eq!(exec("(?<!\\$)\\d+", "", "$10 53"), groups(&[Some("0")]));
    assert_eq!(exec("(?<=(\\d+)(\\d+))$", "", "1053"), groups(&[Some(""), Some("1"), Some("053")]));
    assert_eq!(exec("(?<=\\1(a))b", "", "aab"), groups(&[Some("b"), Some("a")]));
}

#[test]
fn assertions_follow_their_flags() {
    assert_eq!(exec("^b", "", "a\nb"), None);
    assert_eq!(exec("^b", "m", "a\nb"), groups(&[Some("b")]));
    assert_eq!(exec("a$", "m", "a\nb"), groups(&[Some("a")]));
    assert_eq!(exec("(?m:^b)", "", "a\nb"), groups(&[Some("b")]));
    assert_eq!(exec("\\bb\\w", "", "ab bc"), groups(&[Some("bc")]));
    assert_eq!(exec("\\Bb", "", "ab bc"), groups(&[Some("b")]));
    assert_eq!(exec("a.c", "", "a\nc"), None);
    assert_eq!(exec("a.c", "s", "a\nc"), groups(&[Some("a\nc")]));
}

#[test]
fn unicode_mode_matches_code_points() {
    assert_eq!(exec("^.$", "u", "\u{1F600}"), groups(&[Some("\u{1F600}")]));
    assert_eq!(exec("^..$", "", "\u{1F600}"), groups(&[Some("\u{1F600}")]));
    assert_eq!(exec("[\u{1F600}-\u{1F64F}]+", "u", "x\u{1F600}\u{1F601}"), groups(&[Some("\u{1F600}\u{1F601}")]));
    assert_eq!(exec("\u{1F600}*?$", "u", "\u{1F600}\u{1F600}"), groups(&[Some("\u{1F600}\u{1F600}")]));
    // Giving back one character of a greedy loop steps over a whole pair.
    assert_eq!(exec("^(.+).", "u", "a\u{1F600}\u{1F601}"), groups(&[Some("a\u{1F600}\u{1F601}"), Some("a\u{1F600}")]));
    assert_eq!(exec("(?<=\u{1F600})b", "u", "\u{1F600}b"), groups(&[Some("b")]));
}

#[test]
fn case_insensitive_classes_and_characters() {
    assert_eq!(exec("[a-c]+", "i", "xAbC"), groups(&[Some("AbC")]));
    assert_eq!(exec("[^a]", "i", "Ab"), groups(&[Some("b")]));
    assert_eq!(exec("abc", "i", "xABC"), groups(&[Some("ABC")]));
}

#[test]
fn deep_nesting_and_long_inputs_use_no_native_stack() {
    let text = "ab".repeat(200_000);
    assert_eq!(exec("^(?:a|b)*c", "", &text), None);
    let nested = format!("{}a{}", "(?:".repeat(500), ")*".repeat(500));
    assert_eq!(exec(&nested, "", "aaa").map(|g| g[0].clone()), Some(Some("aaa".to_owned())));
}
