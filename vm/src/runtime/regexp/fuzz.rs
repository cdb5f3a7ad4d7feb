//! Generated patterns, inputs and start positions for the regex engines' differential
//! tests: the linear engine against `regress` (`linear/differential.rs`), the whole search
//! against `regress` and the spec (`search_differential.rs`), and the regexp JIT against
//! the interpreter (the `jit` crate's tests).
//!
//! Built for this crate's tests and, with the `regexp-fuzz` feature, for other crates'
//! tests (`vm = { path = "../vm", features = ["regexp-fuzz"] }` in their
//! dev-dependencies): it is not part of the engine.
//!
//! Patterns come from a small grammar over a tiny alphabet, so that short inputs over the
//! same alphabet match often and in many ways: characters, classes, `.`, groups (plain,
//! named, non-capturing, with modifiers), alternatives, every quantifier greedy and lazy,
//! `^ $ \b \B`, flags `i m s u v`; on request ([`Grammar`]) back references (`\1`,
//! `\k<name>`, forward and self references included) and lookarounds (`(?=`, `(?!`,
//! `(?<=`, `(?<!`). Inputs are short strings over the alphabet plus a surrogate pair and
//! lone surrogates. The same seed gives the same cases on every machine.
//!
//! ```text
//!   let mut rng = Rng::new(seed);
//!   let pattern = fuzz::pattern(&mut rng, Grammar::FULL);   // source, flags, group names
//!   let input = fuzz::input(&mut rng);                      // UTF-16 code units
//!   let last_index = fuzz::start(&mut rng, &input, pattern.unicode());
//! ```

use super::RegExpFlags;
use super::pattern::parser::ParseFlags;

/// xorshift64*: enough randomness for test cases, no dependency.
#[derive(Clone, Debug)]
pub struct Rng(u64);

impl Rng {
    /// A generator from `seed` (any value; zero is made odd).
    pub fn new(seed: u64) -> Rng {
        Rng(seed | 1)
    }

    pub fn next_u64(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }

    /// A number in `0..n` (`n > 0`).
    pub fn below(&mut self, n: usize) -> usize {
        (self.next_u64() % n as u64) as usize
    }

    /// True `n` times out of `d`.
    pub fn chance(&mut self, n: usize, d: usize) -> bool {
        self.below(d) < n
    }

    pub fn pick<'a>(&mut self, items: &[&'a str]) -> &'a str {
        items[self.below(items.len())]
    }
}

/// A number from the environment variable `name` (a test's pattern count or seed for a
/// long run), or `None` when it is unset or not a number.
pub fn env_setting(name: &str) -> Option<u64> {
    std::env::var(name).ok().and_then(|value| value.parse::<u64>().ok())
}

/// What the grammar may produce beyond its core. Back references and lookarounds make a
/// pattern ineligible for the linear engine, so its tests leave them out.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Grammar {
    /// `\1`, `\k<g1>`: to any group of the pattern, before, inside or after it.
    pub back_references: bool,
    /// `(?=…)`, `(?!…)`, `(?<=…)`, `(?<!…)`, never quantified.
    pub lookarounds: bool,
}

impl Grammar {
    /// What the linear engine runs: no back references, no lookarounds.
    pub const LINEAR: Grammar = Grammar { back_references: false, lookarounds: false };
    /// Everything.
    pub const FULL: Grammar = Grammar { back_references: true, lookarounds: true };
}

/// A generated pattern.
#[derive(Clone, Debug)]
pub struct FuzzPattern {
    /// The pattern's text, as it would appear between the slashes of a literal.
    pub source: String,
    /// Some of `i m s`, and `u` or `v` or neither (never `g`, `y` or `d`: those are the
    /// caller's to add, being about the search rather than the pattern).
    pub flags: RegExpFlags,
    /// Group `n`'s name is `names[n - 1]` (named groups are `g<n>`, each name once).
    pub names: Vec<Option<String>>,
    /// The pattern has a back reference.
    pub has_back_references: bool,
    /// The pattern has a lookaround.
    pub has_lookarounds: bool,
    /// A quantified group inside a group that a quantifier repeats: the shape regress
    /// 0.12's loop bug needs (its `EnterLoop` does not save the loop's count and entry
    /// position for backtracking), so tests against regress ask the spec instead.
    pub nested_loops: bool,
}

impl FuzzPattern {
    /// The pattern's text as UTF-16 code units.
    pub fn units(&self) -> Vec<u16> {
        self.source.encode_utf16().collect()
    }

    /// `u` or `v`: the pattern and the input are read as code points.
    pub fn unicode(&self) -> bool {
        self.flags.full_unicode()
    }

    /// The flags as letters, in the order `flags` prints them.
    pub fn flags_text(&self) -> String {
        [
            (RegExpFlags::IGNORE_CASE, 'i'),
            (RegExpFlags::MULTILINE, 'm'),
            (RegExpFlags::DOT_ALL, 's'),
            (RegExpFlags::UNICODE, 'u'),
            (RegExpFlags::UNICODE_SETS, 'v'),
        ]
        .into_iter()
        .filter(|&(bit, _)| self.flags.has(bit))
        .map(|(_, letter)| letter)
        .collect()
    }

    /// The flags the parser reads.
    pub fn parse_flags(&self) -> ParseFlags {
        ParseFlags {
            unicode: self.flags.has(RegExpFlags::UNICODE),
            unicode_sets: self.flags.has(RegExpFlags::UNICODE_SETS),
            ignore_case: self.flags.has(RegExpFlags::IGNORE_CASE),
            multiline: self.flags.has(RegExpFlags::MULTILINE),
            dot_all: self.flags.has(RegExpFlags::DOT_ALL),
        }
    }

    pub fn group_count(&self) -> usize {
        self.names.len()
    }
}

impl std::fmt::Display for FuzzPattern {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "/{}/{}", self.source, self.flags_text())
    }
}

/// Makes one pattern with its flags: `u` one time in three (and then `v` one time in
/// four), `i`, `m`, `s` each now and then.
pub fn pattern(rng: &mut Rng, grammar: Grammar) -> FuzzPattern {
    let unicode = rng.chance(1, 3);
    let unicode_sets = unicode && rng.chance(1, 4);
    let mut bits = 0;
    for (bit, odds) in [(RegExpFlags::IGNORE_CASE, 4), (RegExpFlags::MULTILINE, 3), (RegExpFlags::DOT_ALL, 3)] {
        if rng.chance(1, odds) {
            bits |= bit;
        }
    }
    bits |= match (unicode, unicode_sets) {
        (true, false) => RegExpFlags::UNICODE,
        (true, true) => RegExpFlags::UNICODE_SETS,
        _ => 0,
    };
    let mut generator = Generator {
        rng,
        grammar,
        unicode,
        names: Vec::new(),
        nested_loops: false,
        has_lookarounds: false,
        references: Vec::new(),
    };
    let source = generator.disjunction(3, false);
    let (source, has_back_references) = generator.resolve_references(&source);
    FuzzPattern {
        source,
        flags: RegExpFlags(bits),
        names: generator.names,
        has_back_references,
        has_lookarounds: generator.has_lookarounds,
        nested_loops: generator.nested_loops,
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
const LOOKAROUNDS: &[&str] = &["(?=", "(?!", "(?<=", "(?<!"];

/// Marks a back reference in the text until the pattern's groups are all known: the
/// marker, a number, whether it is by name, the marker again. Neither character occurs
/// in a pattern otherwise.
const REFERENCE: char = '\u{1}';

/// Makes one pattern.
struct Generator<'r> {
    rng: &'r mut Rng,
    grammar: Grammar,
    unicode: bool,
    /// The name of each group so far.
    names: Vec<Option<String>>,
    /// A quantified group inside a repeating group (see [`FuzzPattern::nested_loops`]).
    nested_loops: bool,
    has_lookarounds: bool,
    /// Each back reference's random choice, in the order of the text.
    references: Vec<u64>,
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
        if self.grammar.lookarounds && depth > 0 && self.rng.chance(1, 6) {
            // Not quantified: `u` forbids it, and Annex B allows it for lookaheads only.
            self.has_lookarounds = true;
            let open = self.rng.pick(LOOKAROUNDS);
            return format!("{open}{})", self.disjunction(depth - 1, repeating));
        }
        let quantifier = self.rng.chance(1, 2).then(|| self.rng.pick(QUANTIFIERS));
        let repeats = quantifier.is_some_and(|quantifier| !matches!(quantifier, "?" | "{0}" | "{1}" | "{0,1}"));
        let mut term = self.atom(depth, repeating || repeats);
        let is_group = term.starts_with('(');
        if let Some(quantifier) = quantifier {
            self.nested_loops |= is_group && repeating;
            term.push_str(quantifier);
            if self.rng.chance(1, 3) {
                term.push('?');
            }
        }
        term
    }

    fn atom(&mut self, depth: usize, repeating: bool) -> String {
        if self.grammar.back_references && self.rng.chance(1, 5) {
            let choice = self.rng.next_u64();
            self.references.push(choice);
            return format!("{REFERENCE}{REFERENCE}");
        }
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
                        let name = format!("g{}", self.names.len() + 1);
                        let open = format!("(?<{name}>");
                        self.names.push(Some(name));
                        open
                    }
                    _ => {
                        self.names.push(None);
                        "(".to_owned()
                    }
                };
                format!("{open}{})", self.disjunction(depth - 1, repeating))
            }
        }
    }

    /// Replaces each back reference's marker with a reference to one of the pattern's
    /// groups, by name half the time when it has named groups; with `a` when it has no
    /// group. Whether any reference is left.
    fn resolve_references(&self, source: &str) -> (String, bool) {
        let named: Vec<usize> = (0..self.names.len()).filter(|&index| self.names[index].is_some()).collect();
        let mut choices = self.references.iter();
        let mut pieces = source.split(REFERENCE);
        let mut resolved = pieces.next().unwrap_or_default().to_owned();
        let mut any = false;
        // The text between two markers is empty: every other piece is a reference.
        while let (Some(_), Some(after)) = (pieces.next(), pieces.next()) {
            let choice = *choices.next().expect("one choice per reference");
            let by_name = choice & 1 == 1 && !named.is_empty();
            let reference = match self.names.len() {
                0 => "a".to_owned(),
                _ if by_name => {
                    let group = named[(choice >> 1) as usize % named.len()];
                    format!("\\k<{}>", self.names[group].as_deref().unwrap_or_default())
                }
                count => format!("\\{}", 1 + (choice >> 1) as usize % count),
            };
            any |= !self.names.is_empty();
            resolved.push_str(&reference);
            resolved.push_str(after);
        }
        (resolved, any)
    }
}

/// An input: up to eight pieces of the alphabet (`a b c A`, a space, a line feed), half
/// the time also the surrogate pair U+1F600 and its halves alone.
pub fn input(rng: &mut Rng) -> Vec<u16> {
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

/// A start position (a lastIndex), 0 half the time; under `u`, not between the halves of
/// a pair.
pub fn start(rng: &mut Rng, input: &[u16], unicode: bool) -> usize {
    if rng.chance(1, 2) {
        return 0;
    }
    let mut at = rng.below(input.len() + 1);
    if unicode && inside_pair(input, at) {
        at -= 1;
    }
    at
}

/// Whether `at` lies between the halves of a surrogate pair of `input`.
pub fn inside_pair(input: &[u16], at: usize) -> bool {
    at > 0 && at < input.len() && (0xD800..0xDC00).contains(&input[at - 1]) && (0xDC00..0xE000).contains(&input[at])
}

/// The input as an 8-bit string, when every unit fits.
pub fn latin1(input: &[u16]) -> Option<Vec<u8>> {
    input.iter().map(|&unit| u8::try_from(unit).ok()).collect()
}
