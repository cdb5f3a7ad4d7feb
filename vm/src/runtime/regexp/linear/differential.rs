//! The linear engine against `regress` on generated patterns and inputs: the whole match
//! and every capture must agree. Patterns come from the shared generator (`fuzz.rs`)
//! without back references and lookarounds (`Grammar::LINEAR`): characters, classes, `.`,
//! groups, modifiers, alternatives, every quantifier greedy and lazy, `^ $ \b \B`, flags
//! `i m s u v`; inputs are short strings over the same alphabet plus a surrogate pair and
//! lone surrogates. A fixed seed makes every run the same.
//!
//! Where the two disagree, the spec decides: `oracle.rs` is 22.2.2 transcribed. A
//! disagreement where the oracle sides with us is counted as a regress bug, and shown.
//!
//! **A regress bug steers the test.** regress 0.12's `EnterLoop` resets a loop's
//! iteration count and entry position without saving them for backtracking, so when a
//! quantified group sits inside a group that repeats, backtracking into an earlier
//! iteration of the outer loop sees the inner loop's state from a later one: it can give
//! a wrong answer or loop forever (`/(?:.+(?:a?)?c){2}/` on `"aacaca"` never returns).
//! Patterns of that shape are checked against the oracle instead of regress.
//!
//! Other regress bugs the oracle catches (shown as "regress is wrong" in a long run): under
//! `u`/`v`, a `\uD83D` escape followed by another `\u` escape that is not a trail surrogate
//! (`/\ud83d\ud83d/u`, `/\ud83d\u{1F600}/v`) does not match the lone surrogates it names,
//! and `/\ud83d\u{1F600}/u` is refused outright.

use std::ops::Range;

use super::{compile, oracle};
use crate::runtime::regexp::fuzz::{self, Grammar, Rng, env_setting};
use crate::runtime::regexp::pattern::parser::parse;

/// How many patterns are generated (fewer in an unoptimized build), and how many inputs
/// each is run on. `LINEAR_DIFFERENTIAL_PATTERNS` and `LINEAR_DIFFERENTIAL_SEED` in the
/// environment make a longer or different run.
const PATTERNS: usize = if cfg!(debug_assertions) { 2_000 } else { 20_000 };
const SEED: u64 = 0x9E37_79B9_7F4A_7C15;
const INPUTS_PER_PATTERN: usize = 8;

type Groups = Vec<Option<Range<usize>>>;

fn ours(program: &super::LinearProgram, input: &[u16], start: usize, anchored: bool) -> Option<Groups> {
    let mut registers = vec![0; 2 * (program.group_count() + 1)];
    let found = program.exec(input, start, anchored, &mut registers, &mut || false).expect("never stopped");
    let wide: Option<Groups> = found.then(|| {
        registers
            .chunks_exact(2)
            .map(|pair| (pair[0] != u32::MAX).then(|| pair[0] as usize..pair[1] as usize))
            .collect()
    });
    if input.iter().all(|&unit| unit <= 0xFF) {
        let bytes: Vec<u8> = input.iter().map(|&unit| unit as u8).collect();
        let found = program.exec(bytes.as_slice(), start, anchored, &mut registers, &mut || false).unwrap();
        let narrow: Option<Groups> = found.then(|| {
            registers
                .chunks_exact(2)
                .map(|pair| (pair[0] != u32::MAX).then(|| pair[0] as usize..pair[1] as usize))
                .collect()
        });
        assert_eq!(narrow, wide, "Latin-1 and UTF-16 readings agree");
    }
    wide
}

/// regress's match (the whole-search test's, without its named groups).
fn theirs(regex: &regress::Regex, input: &[u16], start: usize, unicode: bool, sticky: bool) -> Option<Groups> {
    crate::runtime::regexp::search_differential::regress_exec(regex, input, start, unicode, sticky)
        .map(|(groups, _)| groups)
}

#[test]
fn linear_engine_agrees_with_regress() {
    let patterns = env_setting("LINEAR_DIFFERENTIAL_PATTERNS").map_or(PATTERNS, |patterns| patterns as usize);
    let mut rng = Rng::new(env_setting("LINEAR_DIFFERENTIAL_SEED").unwrap_or(SEED));
    let mut counts = Counts::default();
    let (mut disagreements, mut regress_bugs) = (Vec::new(), Vec::new());
    let started = std::time::Instant::now();
    while counts.patterns < patterns {
        let generated = fuzz::pattern(&mut rng, Grammar::LINEAR);
        let (source, flags, unicode) = (&generated.source, generated.flags_text(), generated.unicode());
        let use_oracle = generated.nested_loops;
        let units = generated.units();
        let parse_flags = generated.parse_flags();
        let unicode_sets = parse_flags.unicode_sets;
        let Ok(pattern) = parse(&units, parse_flags) else { panic!("generated an invalid pattern {generated}") };
        let program = compile(&pattern, unicode).unwrap_or_else(|| panic!("{generated} is eligible"));
        let measured = super::compile::measure(&pattern.body).ok().map(|measure| measure.size + 1);
        assert_eq!(measured, Some(program.len()), "{generated}: the measure is the program's length");
        let regress_flags = regress::Flags {
            icase: parse_flags.ignore_case,
            multiline: parse_flags.multiline,
            dot_all: parse_flags.dot_all,
            unicode: parse_flags.unicode,
            unicode_sets,
            ..regress::Flags::default()
        };
        // regress refuses some valid patterns (`/\ud83d\u{1F600}/u`: it reads `\ud83d\u` as
        // the start of an escaped pair); the oracle checks those.
        let regex = if unicode {
            regress::Regex::from_unicode(source.chars().map(u32::from), regress_flags)
        } else {
            regress::Regex::from_unicode(units.iter().map(|&unit| u32::from(unit)), regress_flags)
        };
        counts.regress_refused += usize::from(regex.is_err());
        let regex = match regex {
            Ok(regex) if !use_oracle => Some(regex),
            _ => None,
        };
        counts.patterns += 1;
        counts.oracle_patterns += usize::from(regex.is_none());
        for _ in 0..INPUTS_PER_PATTERN {
            let input = fuzz::input(&mut rng);
            let start = fuzz::start(&mut rng, &input, unicode);
            let sticky = rng.chance(1, 4);
            let found = ours(&program, &input, start, sticky);
            counts.searches += 1;
            counts.matched += usize::from(found.is_some());
            let case = || {
                format!(
                    "/{source}/{flags}{} on {input:04X?} from {start}: ours {found:?}",
                    if sticky { "y" } else { "" }
                )
            };
            let Some(regex) = &regex else {
                let Ok(expected) = oracle::exec(&pattern, unicode, &input, start, sticky) else {
                    counts.oracle_gave_up += 1;
                    continue;
                };
                if found != expected {
                    disagreements.push(format!("{}, the spec {expected:?}", case()));
                }
                continue;
            };
            let expected = theirs(regex, &input, start, unicode, sticky);
            if found == expected {
                continue;
            }
            let spec = oracle::exec(&pattern, unicode, &input, start, sticky);
            if spec.as_ref().is_ok_and(|spec| *spec == found) {
                counts.regress_wrong += 1;
                regress_bugs.push(format!("{}, regress {expected:?}", case()));
            } else {
                disagreements.push(format!("{}, regress {expected:?}, the spec {spec:?}", case()));
            }
        }
    }
    eprintln!(
        "linear engine vs regress and the spec: {counts:?}, {} disagreements, in {:?}",
        disagreements.len(),
        started.elapsed()
    );
    for bug in regress_bugs.iter().take(10) {
        eprintln!("  regress is wrong: {bug}");
    }
    assert!(disagreements.is_empty(), "{}", disagreements.iter().take(30).cloned().collect::<Vec<_>>().join("\n"));
}

#[derive(Debug, Default)]
struct Counts {
    patterns: usize,
    /// Patterns checked against the oracle rather than regress.
    oracle_patterns: usize,
    searches: usize,
    /// Searches that found a match.
    matched: usize,
    /// Searches the oracle gave up on (exponential ones), where regress was not asked.
    oracle_gave_up: usize,
    /// Valid patterns regress refuses.
    regress_refused: usize,
    /// Disagreements with regress where the spec sides with the linear engine.
    regress_wrong: usize,
}
