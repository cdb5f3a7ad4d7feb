//! The regexp JIT against the interpreter: each instruction kind on its own, then
//! generated patterns × inputs (`vm::runtime::regexp::fuzz`, the generator vm's engine
//! tests use) on 8-bit and 16-bit strings, under large and small budgets. Outcome, every
//! register after a match, and the budget left must be the same: the two may run the
//! positions of one search in turn.

use std::cell::RefCell;
use std::rc::Rc;

use vm::runtime::interrupt::{Interrupt, TerminationReason};
use vm::runtime::regexp::RegExpFlags;
use vm::runtime::regexp::backtrack::compile::compile;
use vm::runtime::regexp::backtrack::interpreter::{self, Budget, MAX_FRAMES, Outcome, Scratch};
use vm::runtime::regexp::backtrack::program::Program;
use vm::runtime::regexp::fuzz::{self, Grammar, Rng};
use vm::runtime::regexp::native::NativeMatcher;
use vm::runtime::regexp::pattern::parser::{ParseFlags, parse};

use super::{ARENA_SIZE, NativeRegExp, assemble_for, supported};
use crate::code_memory::CodeMemory;

fn units(text: &str) -> Vec<u16> {
    text.encode_utf16().collect()
}

fn program(source: &str, flags: &str) -> Program {
    let flags = RegExpFlags::parse(&units(flags)).expect("flags");
    let parse_flags = ParseFlags {
        unicode: flags.has(RegExpFlags::UNICODE),
        unicode_sets: flags.has(RegExpFlags::UNICODE_SETS),
        ignore_case: flags.has(RegExpFlags::IGNORE_CASE),
        multiline: flags.has(RegExpFlags::MULTILINE),
        dot_all: flags.has(RegExpFlags::DOT_ALL),
    };
    let parsed = parse(&units(source), parse_flags).expect("a valid pattern");
    compile(&parsed, flags.full_unicode()).expect("compiles")
}

fn native(program: &Program) -> Option<NativeRegExp> {
    let arena = Rc::new(RefCell::new(CodeMemory::with_size(ARENA_SIZE).expect("an arena")));
    super::compile(program, &arena)
}

/// What a run left: its outcome, the registers after a match, the budget left.
#[derive(Debug, PartialEq, Eq)]
struct Ran {
    outcome: Outcome,
    registers: Option<Vec<u32>>,
    left: u64,
}

/// What a run did: its outcome, the capture registers of a match (the others are each
/// engine's scratch, written before they are read), and the budget left.
fn ran(program: &Program, outcome: Outcome, scratch: &Scratch, budget: &Budget) -> Ran {
    let captures = program.capture_registers();
    let registers = (outcome == Outcome::Match).then(|| scratch.registers[..captures].to_vec());
    Ran { outcome, registers, left: budget.backtracks_left }
}

/// Runs `program` on `input` (and on its 8-bit form when it has one) from `start` in
/// both engines; asserts they agree and returns the 16-bit run's result. Counts the runs
/// that machine code made.
fn check(
    program: &Program,
    native: &NativeRegExp,
    input: &[u16],
    start: usize,
    backtracks: u64,
    interrupt: Option<&Interrupt>,
    what: &dyn Fn() -> String,
) -> (Ran, u32) {
    let mut natively = 0;
    let mut scratch = Scratch::default();
    let mut native_scratch = Scratch::default();
    if let Some(bytes) = fuzz::latin1(input) {
        let mut budget = Budget { backtracks_left: backtracks, interrupt };
        let expected = ran(
            program,
            interpreter::run(program, bytes.as_slice(), start, &mut scratch, &mut budget),
            &scratch,
            &budget,
        );
        let mut budget = Budget { backtracks_left: backtracks, interrupt };
        if let Some(outcome) = native.run_latin1(&bytes, start, &mut native_scratch, &mut budget) {
            natively += 1;
            assert_eq!(ran(program, outcome, &native_scratch, &budget), expected, "8-bit: {}", what());
        }
    }
    let mut budget = Budget { backtracks_left: backtracks, interrupt };
    let expected = ran(program, interpreter::run(program, input, start, &mut scratch, &mut budget), &scratch, &budget);
    let mut budget = Budget { backtracks_left: backtracks, interrupt };
    if let Some(outcome) = native.run_utf16(input, start, &mut native_scratch, &mut budget) {
        natively += 1;
        assert_eq!(ran(program, outcome, &native_scratch, &budget), expected, "16-bit: {}", what());
    }
    (expected, natively)
}

/// Checks `source` on each input from every start; returns the 16-bit outcomes at 0.
fn agree(source: &str, flags: &str, inputs: &[&str]) -> Vec<Outcome> {
    let program = program(source, flags);
    let native = native(&program).unwrap_or_else(|| panic!("/{source}/{flags} compiles"));
    let mut outcomes = Vec::new();
    for input in inputs {
        let input = units(input);
        for start in 0..=input.len() {
            for backtracks in [1 << 30, 0, 1, 2, 3, 5, 8, 13] {
                let what = || format!("/{source}/{flags} on {input:?} from {start}, budget {backtracks}");
                let (ran, natively) = check(&program, &native, &input, start, backtracks, None, &what);
                assert!(natively > 0, "{}", what());
                if start == 0 && backtracks == 1 << 30 {
                    outcomes.push(ran.outcome);
                }
            }
        }
    }
    outcomes
}

use Outcome::{Match, NoMatch};

#[test]
fn consume_tests_a_character_a_set_or_anything() {
    assert_eq!(agree("a", "", &["a", "b", "", "ba"]), [Match, NoMatch, NoMatch, NoMatch]);
    assert_eq!(agree("[a-c]x", "", &["bx", "dx", "\u{101}x"]), [Match, NoMatch, NoMatch]);
    assert_eq!(agree("[^a]", "", &["\u{101}", "a", "\u{2028}"]), [Match, NoMatch, Match]);
    assert_eq!(agree(".", "", &["\n", "\u{2029}", "x", "\u{100}"]), [NoMatch, NoMatch, Match, Match]);
    assert_eq!(agree(".", "s", &["\n", "\u{2029}"]), [Match, Match]);
    assert_eq!(agree("\u{101}", "", &["\u{101}", "\u{1}"]), [Match, NoMatch]);
    // Case-insensitive sets past Latin-1 (K matches the Kelvin sign only under `u`).
    assert_eq!(agree("k", "i", &["K", "\u{212A}", "k"]), [Match, NoMatch, Match]);
    assert_eq!(agree("[\u{100}-\u{17F}]", "i", &["\u{101}", "z"]), [Match, NoMatch]);
    // More ranges past Latin-1 than are tested inline: a call.
    let many = "[\u{100}\u{102}\u{104}\u{106}\u{108}\u{10A}\u{10C}\u{10E}\u{3000}-\u{3010}]";
    assert_eq!(
        agree(many, "", &["\u{104}", "\u{105}", "\u{3005}", "a", "\u{FFFF}"]),
        [Match, NoMatch, Match, NoMatch, NoMatch]
    );
}

#[test]
fn literal_runs_compare_every_unit() {
    assert_eq!(agree("abc", "", &["abc", "abd", "ab", "xabc"]), [Match, NoMatch, NoMatch, NoMatch]);
    assert_eq!(agree("a\u{100}c", "", &["a\u{100}c", "a\u{0}c"]), [Match, NoMatch]);
}

#[test]
fn assertions_look_at_both_sides() {
    assert_eq!(agree("^a", "", &["a", "ba"]), [Match, NoMatch]);
    assert_eq!(agree("a$", "", &["a", "ab"]), [Match, NoMatch]);
    assert_eq!(agree("(?:^|x)a$", "m", &["b\na\nc", "b\u{2028}a\u{2029}", "xa"]), [NoMatch, NoMatch, Match]);
    assert_eq!(agree("\\ba\\b", "", &["a", "ab", " a "]), [Match, NoMatch, NoMatch]);
    assert_eq!(agree("\\Ba", "", &["ba", "a"]), [NoMatch, NoMatch]);
    assert_eq!(agree("\\w\\b", "iu", &["\u{E9}", "a"]), [NoMatch, Match]);
}

#[test]
fn alternatives_loops_and_captures_backtrack_as_in_the_interpreter() {
    agree("(a)|b|(c)", "", &["a", "b", "c", "d"]);
    agree("a??b", "", &["ab", "b"]);
    agree("(?:(a)|b)+c", "", &["abac", "ba", "bbbc"]);
    agree("(?:a*)*b", "", &["aaab", "aaa"]);
    agree("(?:ab){2,3}", "", &["ababab", "abab", "ab"]);
    agree("(?:ab){2,3}?x", "", &["abababx", "ababx"]);
    agree("(a|ab)(c|bcd)(d*)", "", &["abcd", "acd"]);
    agree("(?:(a)|(b))*", "", &["abab", "ba"]);
}

#[test]
fn one_character_loops_give_back_and_take_more() {
    agree("a*", "", &["aaa", ""]);
    agree("a+?b", "", &["aaab", "aaa"]);
    agree(".*foo", "", &["xxfooyyfoo", "fo", "foofoo"]);
    agree("[ab]{2,5}c", "", &["ababababc", "abc", "ac"]);
    agree("a{2,4}?a", "", &["aaaaa", "aa"]);
    agree("x.*?y", "", &["xaaayaay", "xaa"]);
    agree("\\d+\\.\\d*e", "", &["12.345e", "12.345", "1.e"]);
}

#[test]
fn lookarounds_cut_the_stack_and_keep_their_captures() {
    agree("(?=(a+))a*b\\1", "", &["baaabac", "aab"]);
    agree("(?!a)\\w", "", &["ab", "b"]);
    agree("(?=(a))?x", "", &["ax", "x"]);
    agree("(?:(?!ab).)*", "", &["xxaby", "aab"]);
}

#[test]
fn back_references_compare_what_was_captured() {
    agree("(a+)b\\1", "", &["aabaa", "aaba", "ab"]);
    agree("\\1(a)", "", &["a"]);
    agree("(?<n>.)\\k<n>", "", &["xyyz", "xy"]);
    agree("(?:(a)|b)\\1c", "", &["bc", "aac", "abc"]);
}

#[test]
fn budgets_run_out_at_the_same_backtrack() {
    let program = program("(a|a)*b", "");
    let native = native(&program).expect("compiles");
    let input = units(&"a".repeat(20));
    for backtracks in 0..300 {
        let what = || format!("budget {backtracks}");
        let (ran, _) = check(&program, &native, &input, 0, backtracks, None, &what);
        assert_eq!(ran.outcome, Outcome::OutOfBudget);
    }
}

#[test]
fn a_termination_stops_at_the_same_count() {
    let program = program("(a|a)*b", "");
    let native = native(&program).expect("compiles");
    let input = units(&"a".repeat(30));
    let interrupt = Interrupt::default();
    interrupt.terminate(TerminationReason::Requested);
    for backtracks in [(1 << 16) + 5, (1 << 17) + 1, 1 << 16, 3] {
        let what = || format!("budget {backtracks}");
        let (ran, _) = check(&program, &native, &input, 0, backtracks, Some(&interrupt), &what);
        // The count left reaches a multiple of 65,536 (0 included) first.
        assert_eq!(ran.outcome, Outcome::Interrupted, "{backtracks}");
    }
}

#[test]
fn the_stack_grows_and_overflows_where_the_interpreter_does() {
    let program = program("(?:(a)|b)*c", "");
    let native = native(&program).expect("compiles");
    let input = units(&"ab".repeat(5_000));
    let what = || "a long run".to_owned();
    let (ran, natively) = check(&program, &native, &input, 0, 1 << 40, None, &what);
    assert_eq!((ran.outcome, natively), (Outcome::NoMatch, 2));
    // Three entries an iteration: past MAX_FRAMES.
    let input = units(&"a".repeat(MAX_FRAMES / 2));
    let (ran, _) = check(&program, &native, &input, 0, 1 << 40, None, &what);
    assert_eq!(ran.outcome, Outcome::StackOverflow);
    // Preserve's entries are checked together.
    let program = self::program("(?:(?=(a)(b)(c)(d))abcd)*x", "");
    let native = self::native(&program).expect("compiles");
    let input = units(&"abcd".repeat(2_000));
    check(&program, &native, &input, 0, 1 << 40, None, &what);
}

#[test]
fn what_is_not_compiled_stays_in_the_interpreter() {
    // Lookbehind reads backward.
    let lookbehind = program("(?<=a)b", "");
    assert!(!supported(&lookbehind, false) && native(&lookbehind).is_none());
    // Case-insensitive back references.
    assert!(native(&program("(a)\\1", "i")).is_none());
    // `u` on a 16-bit string reads code points; on an 8-bit one, units.
    let unicode = program("a.", "u");
    let compiled = native(&unicode).expect("the 8-bit form");
    let mut scratch = Scratch::default();
    let mut budget = Budget { backtracks_left: 100, interrupt: None };
    assert_eq!(compiled.run_latin1(b"ab", 0, &mut scratch, &mut budget), Some(Outcome::Match));
    assert_eq!(compiled.run_utf16(&units("ab"), 0, &mut scratch, &mut budget), None);
}

#[test]
fn both_targets_assemble_every_instruction() {
    let sources = [
        ("a[b-d].\\w\\b\\B^$", "m"),
        ("(a)|b(?:c|d)*?e{2,5}(?:f|g){3,}", "i"),
        ("(?=(a))(?!b)\\1(?:x*)*", "s"),
        ("[\u{100}\u{102}\u{104}\u{106}\u{108}\u{10A}\u{10C}\u{10E}]+?z{70000}", ""),
    ];
    for (source, flags) in sources {
        let program = program(source, flags);
        for arch in ["x64", "arm64"] {
            for wide in [false, true] {
                assert!(assemble_for(arch, &program, wide).is_ok(), "/{source}/{flags} on {arch}");
            }
        }
    }
}

/// How many generated patterns the differential test runs (fewer unoptimized);
/// `REGEXP_JIT_DIFFERENTIAL_PATTERNS` and `REGEXP_JIT_DIFFERENTIAL_SEED` change the run.
const PATTERNS: usize = if cfg!(debug_assertions) { 1_500 } else { 8_000 };
const INPUTS_PER_PATTERN: usize = 8;

/// An input of the generator, now and then with units it never makes: Latin-1 past
/// ASCII, the long s and Kelvin sign (`\w` under `iu`), a line separator.
fn input(rng: &mut Rng) -> Vec<u16> {
    let mut input = fuzz::input(rng);
    if rng.chance(1, 4) && !input.is_empty() {
        let at = rng.below(input.len());
        input[at] = [0xE9, 0x17F, 0x212A, 0x2028, 0x101][rng.below(5)];
    }
    input
}

#[test]
fn generated_patterns_agree_with_the_interpreter() {
    let count = fuzz::env_setting("REGEXP_JIT_DIFFERENTIAL_PATTERNS").map_or(PATTERNS, |n| n as usize);
    let seed = fuzz::env_setting("REGEXP_JIT_DIFFERENTIAL_SEED").unwrap_or(0x005E_ED0F_4A17);
    let mut rng = Rng::new(seed);
    let (mut compiled, mut runs) = (0, 0);
    let arena = Rc::new(RefCell::new(CodeMemory::with_size(ARENA_SIZE).expect("an arena")));
    let mut arena_patterns = 0;
    for _ in 0..count {
        let pattern = fuzz::pattern(&mut rng, Grammar::FULL);
        let Ok(parsed) = parse(&pattern.units(), pattern.parse_flags()) else { continue };
        let Ok(program) = compile(&parsed, pattern.unicode()) else { continue };
        if arena_patterns == 2_000 {
            *arena.borrow_mut() = CodeMemory::with_size(ARENA_SIZE).expect("an arena");
            arena_patterns = 0;
        }
        arena_patterns += 1;
        let Some(native) = super::compile(&program, &arena) else { continue };
        compiled += 1;
        for _ in 0..INPUTS_PER_PATTERN {
            let input = input(&mut rng);
            let start = fuzz::start(&mut rng, &input, pattern.unicode());
            let backtracks = if rng.chance(1, 3) { rng.below(40) as u64 } else { 1 << 30 };
            let what = || format!("{pattern} on {input:?} from {start}, budget {backtracks}");
            runs += check(&program, &native, &input, start, backtracks, None, &what).1;
        }
    }
    // Most of the generator's patterns are in the subset (lookbehinds and `/i` back
    // references are not).
    assert!(compiled * 10 > count * 6, "{compiled} of {count} compiled");
    assert!(runs > 0);
}
