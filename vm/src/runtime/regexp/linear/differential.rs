//! The linear engine against `regress` on generated patterns and inputs: the whole match
//! and every capture must agree. Patterns come from a small grammar over a tiny alphabet
//! (characters, classes, `.`, groups, modifiers, alternatives, every quantifier greedy
//! and lazy, `^ $ \b \B`, flags `i m s u v`), inputs are short strings over the same alphabet plus a
//! surrogate pair and lone surrogates. A fixed seed makes every run the same.
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
use crate::runtime::regexp::pattern::parser::{ParseFlags, parse};

/// How many patterns are generated (fewer in an unoptimized build), and how many inputs
/// each is run on. `LINEAR_DIFFERENTIAL_PATTERNS` and `LINEAR_DIFFERENTIAL_SEED` in the
/// environment make a longer or different run.
const PATTERNS: usize = if cfg!(debug_assertions) { 2_000 } else { 20_000 };
const SEED: u64 = 0x9E37_79B9_7F4A_7C15;
const INPUTS_PER_PATTERN: usize = 8;

/// xorshift64*: enough randomness for test cases, no dependency.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }

    /// True `n` times out of `d`.
    fn chance(&mut self, n: usize, d: usize) -> bool {
        self.below(d) < n
    }

    fn pick<'a>(&mut self, items: &[&'a str]) -> &'a str {
        items[self.below(items.len())]
    }
}

const CHARACTERS: &[&str] = &["a", "b", "c", "A", "\u{1F600}", "\\n"];
const UNICODE_CHARACTERS: &[&str] = &["\\ud83d", "\\u{1F600}"];
const CLASSES: &[&str] =
    &["[ab]", "[^a]", "[a-c]", "[^\\n]", "\\d", "\\w", "\\W", "\\s", "[\\w\\n]", "[bc]", "[^ab]", "[A-Z]"];
const UNICODE_CLASSES: &[&str] = &["[\u{1F600}a]", "[^\u{1F600}]", "[\\ud83da]", "[^\\ud83d]"];
const QUANTIFIERS: &[&str] = &["*", "+", "?", "{0}", "{1}", "{2}", "{0,1}", "{1,3}", "{2,}", "{0,2}", "{3}"];
const ASSERTIONS: &[&str] = &["^", "$", "\\b", "\\B"];
const MODIFIERS: &[&str] = &["(?i:", "(?-i:", "(?m:", "(?-m:", "(?s:", "(?i-s:", "(?ms-i:"];

/// Makes one pattern.
struct Generator<'r> {
    rng: &'r mut Rng,
    unicode: bool,
    groups: usize,
    /// A quantified group inside a repeating group: regress's loop bug (see the doc).
    nested_loops: bool,
}

impl Generator<'_> {
    /// A disjunction; `repeating`: inside a group that a quantifier repeats.
    fn disjunction(&mut self, depth: usize, repeating: bool) -> String {
        let count = if self.rng.chance(1, 3) { 2 + self.rng.below(2) } else { 1 };
        (0..count).map(|_| self.alternative(depth, repeating)).collect::<Vec<_>>().join("|")
    }

    fn alternative(&mut self, depth: usize, repeating: bool) -> String {
        (0..self.rng.below(4)).map(|_| self.term(depth, repeating)).collect()
    }

    fn term(&mut self, depth: usize, repeating: bool) -> String {
        if self.rng.chance(1, 8) {
            return self.rng.pick(ASSERTIONS).to_owned();
        }
        let quantifier = self.rng.chance(1, 2).then(|| self.rng.pick(QUANTIFIERS));
        let repeats = quantifier.is_some_and(|quantifier| !matches!(quantifier, "?" | "{0}" | "{1}" | "{0,1}"));
        let groups = self.groups;
        let mut term = self.atom(depth, repeating || repeats);
        let is_group = term.starts_with('(');
        if let Some(quantifier) = quantifier {
            self.nested_loops |= is_group && repeating;
            term.push_str(quantifier);
            if self.rng.chance(1, 3) {
                term.push('?');
            }
        }
        debug_assert!(is_group || self.groups == groups);
        term
    }

    fn atom(&mut self, depth: usize, repeating: bool) -> String {
        match self.rng.below(10) {
            0..=3 if self.unicode && self.rng.chance(1, 5) => self.rng.pick(UNICODE_CHARACTERS).to_owned(),
            0..=3 => self.rng.pick(CHARACTERS).to_owned(),
            4..=5 if self.unicode && self.rng.chance(1, 4) => self.rng.pick(UNICODE_CLASSES).to_owned(),
            4..=5 => self.rng.pick(CLASSES).to_owned(),
            6 => ".".to_owned(),
            _ if depth == 0 => "a".to_owned(),
            _ => {
                let open = match self.rng.below(3) {
                    0 if self.rng.chance(1, 4) => self.rng.pick(MODIFIERS).to_owned(),
                    0 => "(?:".to_owned(),
                    1 => {
                        self.groups += 1;
                        format!("(?<g{}>", self.groups)
                    }
                    _ => {
                        self.groups += 1;
                        "(".to_owned()
                    }
                };
                format!("{open}{})", self.disjunction(depth - 1, repeating))
            }
        }
    }
}

/// An input: a few characters of the alphabet, a surrogate pair, lone surrogates.
fn input(rng: &mut Rng) -> Vec<u16> {
    let pieces: &[&[u16]] =
        &[&[0x61], &[0x62], &[0x63], &[0x41], &[0x20], &[0x0A], &[0xD83D, 0xDE00], &[0xD83D], &[0xDE00]];
    let plain = rng.chance(1, 2);
    let mut units = Vec::new();
    for _ in 0..rng.below(9) {
        let piece = if plain { pieces[rng.below(6)] } else { pieces[rng.below(pieces.len())] };
        units.extend_from_slice(piece);
    }
    units
}

/// A start position; under `u`, not between the halves of a pair.
fn start(rng: &mut Rng, input: &[u16], unicode: bool) -> usize {
    if rng.chance(1, 2) {
        return 0;
    }
    let mut at = rng.below(input.len() + 1);
    let in_pair = |at: usize| {
        at > 0 && at < input.len() && (0xD800..0xDC00).contains(&input[at - 1]) && (0xDC00..0xE000).contains(&input[at])
    };
    if unicode && in_pair(at) {
        at -= 1;
    }
    at
}

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

/// regress's match; a sticky search is the leftmost match if it starts at `start`.
fn theirs(regex: &regress::Regex, input: &[u16], start: usize, unicode: bool, sticky: bool) -> Option<Groups> {
    let found =
        if unicode { regex.find_from_utf16(input, start).next() } else { regex.find_from_ucs2(input, start).next() }?;
    if sticky && found.range.start != start {
        return None;
    }
    let mut groups = vec![Some(found.range.clone())];
    groups.extend(found.captures.iter().cloned());
    Some(groups)
}

#[test]
fn linear_engine_agrees_with_regress() {
    let setting = |name: &str| std::env::var(name).ok().and_then(|value| value.parse::<u64>().ok());
    let patterns = setting("LINEAR_DIFFERENTIAL_PATTERNS").map_or(PATTERNS, |patterns| patterns as usize);
    let mut rng = Rng(setting("LINEAR_DIFFERENTIAL_SEED").unwrap_or(SEED) | 1);
    let mut counts = Counts::default();
    let (mut disagreements, mut regress_bugs) = (Vec::new(), Vec::new());
    let started = std::time::Instant::now();
    while counts.patterns < patterns {
        let unicode = rng.chance(1, 3);
        let unicode_sets = unicode && rng.chance(1, 4);
        let mut flags = String::new();
        for (flag, odds) in [('i', 4), ('m', 3), ('s', 3)] {
            if rng.chance(1, odds) {
                flags.push(flag);
            }
        }
        flags.push_str(match (unicode, unicode_sets) {
            (true, false) => "u",
            (true, true) => "v",
            _ => "",
        });
        let mut generator = Generator { rng: &mut rng, unicode, groups: 0, nested_loops: false };
        let source = generator.disjunction(3, false);
        let use_oracle = generator.nested_loops;
        let units: Vec<u16> = source.encode_utf16().collect();
        let parse_flags = ParseFlags {
            unicode: unicode && !unicode_sets,
            unicode_sets,
            ignore_case: flags.contains('i'),
            multiline: flags.contains('m'),
            dot_all: flags.contains('s'),
        };
        let Ok(pattern) = parse(&units, parse_flags) else { panic!("generated an invalid pattern /{source}/{flags}") };
        let program = compile(&pattern, unicode).unwrap_or_else(|| panic!("/{source}/{flags} is eligible"));
        let measured = super::compile::measure(&pattern.body).ok().map(|measure| measure.size + 1);
        assert_eq!(measured, Some(program.len()), "/{source}/{flags}: the measure is the program's length");
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
            let input = input(&mut rng);
            let start = start(&mut rng, &input, unicode);
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
