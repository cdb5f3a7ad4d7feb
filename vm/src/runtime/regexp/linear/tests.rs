//! The linear engine against the spec's corner cases, and against `regress` on generated
//! patterns and inputs.

use std::ops::Range;

use super::{Interrupted, LinearProgram, MAX_INSTRUCTIONS, compile, eligible};
use crate::runtime::regexp::pattern::parser::{ParseFlags, parse};

fn units(text: &str) -> Vec<u16> {
    text.encode_utf16().collect()
}

fn parse_flags(flags: &str) -> ParseFlags {
    ParseFlags {
        unicode: flags.contains('u'),
        unicode_sets: flags.contains('v'),
        ignore_case: flags.contains('i'),
        multiline: flags.contains('m'),
        dot_all: flags.contains('s'),
    }
}

fn program(source: &str, flags: &str) -> LinearProgram {
    let pattern = parse(&units(source), parse_flags(flags)).expect("a valid pattern");
    compile(&pattern, flags.contains('u') || flags.contains('v')).expect("eligible")
}

/// The registers as ranges, `None` for an unset group.
fn ranges(registers: &[u32]) -> Vec<Option<Range<usize>>> {
    registers.chunks_exact(2).map(|pair| (pair[0] != u32::MAX).then(|| pair[0] as usize..pair[1] as usize)).collect()
}

/// The match of `program` in `input` from `start`, read as UTF-16 and, when every code
/// unit fits, as Latin-1 too (the two must agree).
fn run(program: &LinearProgram, input: &[u16], start: usize, anchored: bool) -> Option<Vec<Option<Range<usize>>>> {
    let mut registers = vec![0; 2 * (program.group_count() + 1)];
    let found = program.exec(input, start, anchored, &mut registers, &mut || false).expect("not interrupted");
    let wide = found.then(|| ranges(&registers));
    if input.iter().all(|&unit| unit <= 0xFF) {
        let bytes: Vec<u8> = input.iter().map(|&unit| unit as u8).collect();
        registers.fill(0);
        let found = program.exec(bytes.as_slice(), start, anchored, &mut registers, &mut || false).unwrap();
        assert_eq!(found.then(|| ranges(&registers)), wide, "Latin-1 and UTF-16 agree");
    }
    wide
}

/// `source` with `flags` (`y` for an anchored search) on `input` from `start`: the text of
/// the match and of each group.
fn exec_from(source: &str, flags: &str, input: &str, start: usize) -> Option<Vec<Option<String>>> {
    let input = units(input);
    let found = run(&program(source, flags), &input, start, flags.contains('y'))?;
    Some(found.into_iter().map(|range| range.map(|range| String::from_utf16_lossy(&input[range]))).collect())
}

fn exec(source: &str, flags: &str, input: &str) -> Option<Vec<Option<String>>> {
    exec_from(source, flags, input, 0)
}

/// Expected groups, written as `&[Some("ab"), None]`.
fn groups(expected: &[Option<&str>]) -> Option<Vec<Option<String>>> {
    Some(expected.iter().map(|group| group.map(str::to_owned)).collect())
}

#[test]
fn empty_check_fails_iterations_past_the_minimum_that_consume_nothing() {
    assert_eq!(exec("(a*)*", "", "b"), groups(&[Some(""), None]));
    assert_eq!(exec("(a|)*b", "", "aab"), groups(&[Some("aab"), Some("a")]));
    assert_eq!(exec("(?:a|())*?b", "", "ab"), groups(&[Some("ab"), None]));
    assert_eq!(exec("(a*)?", "", "b"), groups(&[Some(""), None]));
    assert_eq!(exec("(a*)+", "", "b"), groups(&[Some(""), Some("")]));
    assert_eq!(exec("(a*){2,}", "", "b"), groups(&[Some(""), Some("")]));
    assert_eq!(exec("(?:a(b*))*", "", "aab"), groups(&[Some("aab"), Some("b")]));
    assert_eq!(exec("(?:(a*)b?)*", "", "ab"), groups(&[Some("ab"), Some("a")]));
    assert_eq!(exec("(?:a*?)*?b", "", "aab"), groups(&[Some("aab")]));
    // Two threads at the second group at 2, one that consumed "bA" in this iteration and
    // one that starts the next iteration: the consumed bit keeps them apart.
    assert_eq!(exec("(?:(|bA)(|bc))*", "", "bAbc"), groups(&[Some("bAbc"), Some(""), Some("bc")]));
}

#[test]
fn captures_reset_at_each_iteration() {
    let expected = [Some("zaacbbbcac"), Some("z"), Some("ac"), Some("a"), None, Some("c")];
    assert_eq!(exec("(z)((a+)?(b+)?(c))*", "", "zaacbbbcac"), groups(&expected));
    assert_eq!(exec("(aa|aabaac|ba|b|c)*", "", "aabaac"), groups(&[Some("aaba"), Some("ba")]));
    assert_eq!(exec("(?:(a)|b)*", "", "ab"), groups(&[Some("ab"), None]));
    assert_eq!(exec("(?:(a)|b){2}", "", "ab"), groups(&[Some("ab"), None]));
    assert_eq!(exec("(?:(a)|(b))+", "", "ab"), groups(&[Some("ab"), None, Some("b")]));
}

#[test]
fn quantifier_bounds() {
    assert_eq!(exec("a{2}", "", "aaa"), groups(&[Some("aa")]));
    assert_eq!(exec("a{2,3}", "", "aaaa"), groups(&[Some("aaa")]));
    assert_eq!(exec("a{2,}", "", "baaaaa"), groups(&[Some("aaaaa")]));
    assert_eq!(exec("a{2,3}?", "", "aaaa"), groups(&[Some("aa")]));
    assert_eq!(exec("a{2,}?", "", "aaaa"), groups(&[Some("aa")]));
    assert_eq!(exec("a{3}", "", "aab"), None);
    assert_eq!(exec("ba{0}c", "", "bc"), groups(&[Some("bc")]));
    assert_eq!(exec("(a){0}b", "", "ab"), groups(&[Some("b"), None]));
    assert_eq!(exec("(a){0,0}?b", "", "ab"), groups(&[Some("b"), None]));
    assert_eq!(exec("x(?:ab){1,2}y", "", "xababy"), groups(&[Some("xababy")]));
    assert_eq!(exec("x(?:ab){1,2}y", "", "xabababy"), None);
}

#[test]
fn greedy_and_lazy_priorities() {
    assert_eq!(exec("a+?", "", "aaa"), groups(&[Some("a")]));
    assert_eq!(exec("a*?b", "", "aab"), groups(&[Some("aab")]));
    assert_eq!(exec("(a+)(a*)", "", "aaa"), groups(&[Some("aaa"), Some("aaa"), Some("")]));
    assert_eq!(exec("(a+?)(a*)", "", "aaa"), groups(&[Some("aaa"), Some("a"), Some("aa")]));
    assert_eq!(exec("(a*?)(a*?)$", "", "aaa"), groups(&[Some("aaa"), Some(""), Some("aaa")]));
    assert_eq!(exec("(.*?)x(.*)", "", "axbxc"), groups(&[Some("axbxc"), Some("a"), Some("bxc")]));
    assert_eq!(exec("(.*)x(.*)", "", "axbxc"), groups(&[Some("axbxc"), Some("axb"), Some("c")]));
    assert_eq!(exec("a??b", "", "ab"), groups(&[Some("ab")]));
    assert_eq!(exec("(a??)(a?)", "", "a"), groups(&[Some("a"), Some(""), Some("a")]));
}

#[test]
fn alternatives_in_order() {
    assert_eq!(exec("abc|..|[a-c]{10,}", "", "abcccccccccc"), groups(&[Some("abc")]));
    assert_eq!(exec("..|abc|[a-c]{10,}", "", "abcccccccccc"), groups(&[Some("ab")]));
    assert_eq!(exec("a|ab", "", "ab"), groups(&[Some("a")]));
    assert_eq!(exec("(a|ab)(c|bcd)(d*)", "", "abcd"), groups(&[Some("abcd"), Some("a"), Some("bcd"), Some("")]));
    assert_eq!(exec("x|b|a", "", "ab"), groups(&[Some("a")]));
    assert_eq!(exec("(?:|a)*", "", "aa"), groups(&[Some("aa")]));
    assert_eq!(exec("(?:|a)*?b", "", "aab"), groups(&[Some("aab")]));
}

#[test]
fn nested_groups() {
    let expected = [Some("abc"), Some("abc"), Some("a"), Some("bc"), Some("c")];
    assert_eq!(exec("((a)(b(c)))", "", "xabc"), groups(&expected));
    assert_eq!(exec("((a)|(b))+", "", "ab"), groups(&[Some("ab"), Some("b"), None, Some("b")]));
    assert_eq!(exec("(?<x>a)(?:(?<y>b)|c)", "", "ac"), groups(&[Some("ac"), Some("a"), None]));
}

#[test]
fn assertions() {
    assert_eq!(exec("\\bfoo\\b", "", "a foo b"), groups(&[Some("foo")]));
    assert_eq!(exec("\\bfoo\\b", "", "afoo b"), None);
    assert_eq!(exec("\\Boo", "", "foo"), groups(&[Some("oo")]));
    assert_eq!(exec("\\b", "", ""), None);
    assert_eq!(exec("\\B", "", ""), groups(&[Some("")]));
    assert_eq!(exec("^b", "", "a\nb"), None);
    assert_eq!(exec("^b", "m", "a\nb"), groups(&[Some("b")]));
    assert_eq!(exec("a$", "", "a\nb"), None);
    assert_eq!(exec("a$", "m", "a\u{2028}b"), groups(&[Some("a")]));
    assert_eq!(exec("(?m:^)b", "", "a\nb"), groups(&[Some("b")]));
    assert_eq!(exec("^a", "", "aa"), groups(&[Some("a")]));
    assert_eq!(exec_from("^a", "", "aa", 1), None);
    assert_eq!(exec_from("^a", "m", "a\na", 1), groups(&[Some("a")]));
    // `\b` looks at the character before the start position.
    assert_eq!(exec_from("\\ba", "", "aa", 1), None);
    // Under `iu` (and only then) U+017F and U+212A are word characters.
    assert_eq!(exec("\\b", "iu", "\u{17F}"), groups(&[Some("")]));
    assert_eq!(exec("\\b", "i", "\u{17F}"), None);
    assert_eq!(exec("(?i:\\b)", "u", "\u{212A}"), groups(&[Some("")]));
}

#[test]
fn dot_and_line_terminators() {
    assert_eq!(exec("a.c", "", "a\nc"), None);
    assert_eq!(exec("a.c", "s", "a\nc"), groups(&[Some("a\nc")]));
    assert_eq!(exec("a(?s:.)c", "", "a\rc"), groups(&[Some("a\rc")]));
    assert_eq!(exec("a(?-s:.)c", "s", "a\u{2029}c"), None);
}

#[test]
fn ignore_case_and_modifiers() {
    assert_eq!(exec("ab", "i", "xAB"), groups(&[Some("AB")]));
    assert_eq!(exec("[a-c]+", "i", "xBcA"), groups(&[Some("BcA")]));
    assert_eq!(exec("[^a]", "i", "Ab"), groups(&[Some("b")]));
    assert_eq!(exec("(?i:a)b", "", "AB"), None);
    assert_eq!(exec("(?i:a)b", "", "Ab"), groups(&[Some("Ab")]));
    assert_eq!(exec("a(?-i:b)", "i", "AB"), None);
}

#[test]
fn unicode_mode_reads_code_points() {
    assert_eq!(exec("^.$", "u", "\u{1F600}"), groups(&[Some("\u{1F600}")]));
    assert_eq!(exec("^.$", "", "\u{1F600}"), None);
    assert_eq!(exec("^..$", "", "\u{1F600}"), groups(&[Some("\u{1F600}")]));
    assert_eq!(exec("[\u{1F600}x]", "u", "a\u{1F600}"), groups(&[Some("\u{1F600}")]));
    assert_eq!(exec("[^x]", "u", "\u{1F600}"), groups(&[Some("\u{1F600}")]));
    // A lone surrogate is a character of its own; half of a pair is not one.
    let pair_then_lone: Vec<u16> = units("\u{1F600}").into_iter().chain([0xD83D, 0x61]).collect();
    let lead = program("\\ud83d", "u");
    assert_eq!(run(&lead, &pair_then_lone, 0, false), Some(vec![Some(2..3)]));
    assert_eq!(run(&program("\\ud83d", ""), &pair_then_lone, 0, false), Some(vec![Some(0..1)]));
    assert_eq!(run(&program("\\ude00", "u"), &pair_then_lone, 0, false), None);
    // An unanchored search advances by code points.
    assert_eq!(run(&program("(?:)", "u"), &units("\u{1F600}"), 0, false), Some(vec![Some(0..0)]));
    assert_eq!(run(&program("$", "u"), &units("\u{1F600}"), 0, false), Some(vec![Some(2..2)]));
    assert_eq!(run(&program("x*$", "u"), &units("\u{1F600}\u{1F600}"), 0, false), Some(vec![Some(4..4)]));
}

#[test]
fn anchored_searches_try_only_the_start() {
    assert_eq!(exec_from("a", "y", "ba", 0), None);
    assert_eq!(exec_from("a", "y", "ba", 1), groups(&[Some("a")]));
    assert_eq!(exec_from("a|ba", "y", "ba", 0), groups(&[Some("ba")]));
    assert_eq!(exec_from("b", "", "abab", 2), groups(&[Some("b")]));
    let input = units("abab");
    assert_eq!(run(&program("b", ""), &input, 2, false), Some(vec![Some(3..4)]));
    assert_eq!(run(&program("", ""), &input, 4, false), Some(vec![Some(4..4)]));
    assert_eq!(run(&program("", ""), &input, 5, false), None);
}

#[test]
fn ineligible_patterns_are_refused() {
    for source in ["(a)\\1", "(?<x>a)\\k<x>", "a(?=b)", "a(?!b)", "(?<=a)b", "(?<!a)b", "a{20000}", "(?:a{200}){200}"] {
        let pattern = parse(&units(source), ParseFlags::default()).unwrap();
        assert!(compile(&pattern, false).is_none(), "{source}");
        assert!(!eligible(&pattern), "{source}");
    }
    for source in ["a{1000}", "(?:a{10}b{5,}){50}", "a{0,4294967295}?", "(a|b){19990}"] {
        let pattern = parse(&units(source), ParseFlags::default()).unwrap();
        let compiled = compile(&pattern, false);
        assert_eq!(compiled.is_some(), eligible(&pattern), "{source}");
        if let Some(program) = compiled {
            assert!(program.len() <= MAX_INSTRUCTIONS);
            assert_eq!(
                super::compile::measure(&pattern.body).ok().map(|measure| measure.size),
                Some(program.len() - 1)
            );
        }
    }
}

#[test]
fn a_long_search_can_be_interrupted() {
    let program = program("(a*)*b", "");
    let input = vec![u16::from(b'a'); 1 << 20];
    let mut registers = vec![0; 4];
    let mut polls = 0;
    let result = program.exec(input.as_slice(), 0, false, &mut registers, &mut || {
        polls += 1;
        polls == 3
    });
    assert_eq!(result, Err(Interrupted));
    assert_eq!(polls, 3);
}

#[test]
fn exponential_patterns_run_in_linear_time() {
    let long = "a".repeat(100_000);
    assert_eq!(exec("(a*)*b", "", &long), None);
    assert_eq!(exec("(?:a|a)*b", "", &long), None);
    let bad = format!("{}b", "(a|a)".repeat(30));
    assert_eq!(exec(&bad, "", &"a".repeat(30)), None);
    let found = exec("(?:a|a)*$", "", &long).unwrap();
    assert_eq!(found[0].as_deref().map(str::len), Some(100_000));
}

/// Times the engine on long inputs: `cargo test --release -p vm --lib linear::tests::timings
/// -- --ignored --nocapture`.
#[test]
#[ignore]
fn timings() {
    let thirty = format!("{}b", "(a|a)".repeat(30));
    let cases = [("(a*)*b", 100_000), ("(a*)*b", 1_000_000), ("(?:a|a)*b", 100_000), ("(?:a|a)*b", 1_000_000)];
    let more = [(thirty.as_str(), 100_000), ("[a-c]{10,}x", 100_000), ("(?:a{0,100})*b", 100_000)];
    for (source, length) in cases.into_iter().chain(more) {
        let program = program(source, "");
        let bytes = vec![b'a'; length];
        let units = vec![u16::from(b'a'); length];
        let mut registers = vec![0; 2 * (program.group_count() + 1)];
        let started = std::time::Instant::now();
        assert_eq!(program.exec(bytes.as_slice(), 0, false, &mut registers, &mut || false), Ok(false));
        let latin1 = started.elapsed();
        let started = std::time::Instant::now();
        assert_eq!(program.exec(units.as_slice(), 0, false, &mut registers, &mut || false), Ok(false));
        let utf16 = started.elapsed();
        eprintln!("/{source}/ ({} instructions) on {length} a's: Latin-1 {latin1:?}, UTF-16 {utf16:?}", program.len());
    }
}
