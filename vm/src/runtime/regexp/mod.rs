//! Compiled regular expressions: the matcher behind a RegExp object (22.2.2 Pattern
//! Semantics), and the caches that keep compiling and widening rare.
//!
//! The matching itself is the `regress` crate's backtracking engine. This module owns what
//! the specification leaves to the implementation and `regress` does not do:
//!
//! * **Ownership.** A compiled pattern is Rust memory. A RegExp object keeps it in a
//!   *matcher cell* (`JSType::RegExpMatcher`, destructible space) that holds an
//!   `Rc<CompiledRegExp>`; the cell's destructor drops the `Rc`.
//!
//! ```text
//!   RegExp object                     matcher cell               Rust heap
//!   +----------------------------+    +--------------------+    +------------------+
//!   | internal 0: source string  |    | header             |    | CompiledRegExp   |
//!   | internal 1: flags string   |    | compiled: *const --+--->| (Rc, shared with |
//!   | internal 2: matcher cell --+--->+--------------------+    |  the VM's cache) |
//!   | lastIndex (own property)   |                              +------------------+
//!   +----------------------------+
//! ```
//!
//! * **Sharing.** Compiled patterns are cached per VM by (source, flags that change the
//!   program): a regex literal evaluated in a loop makes a new object each time but
//!   compiles once. The cache holds a bounded number of entries.
//! * **Input.** `regress` matches `&[u16]`, or `&str`, which an all-ASCII 8-bit string
//!   is as it stands. What the matcher reads of the last string matched is cached for the
//!   next exec on it: a global replace over a long string would otherwise copy or scan it
//!   once per match.
//! * **Where a search starts**: see [`start`] and `search` (anchored, sticky, prefix and
//!   literal searches, and the one-position program `(?:P)|()`).
//! * **The guard** against catastrophic backtracking: see [`guard`].

pub mod guard;
pub mod pattern;
mod search;
pub mod start;
mod watchdog;

use std::cell::OnceCell;
use std::collections::HashMap;
use std::ops::Range;
use std::ptr::NonNull;
use std::rc::Rc;
use std::sync::{Arc, mpsc};

use crate::cell::{CellHeader, JSType};
use crate::error::JsResult;
use crate::string::{StrView, StringRef};
use crate::vm::Vm;

/// The flags of a RegExp, as bits.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct RegExpFlags(pub u8);

impl RegExpFlags {
    pub const HAS_INDICES: u8 = 1 << 0;
    pub const GLOBAL: u8 = 1 << 1;
    pub const IGNORE_CASE: u8 = 1 << 2;
    pub const MULTILINE: u8 = 1 << 3;
    pub const DOT_ALL: u8 = 1 << 4;
    pub const UNICODE: u8 = 1 << 5;
    pub const UNICODE_SETS: u8 = 1 << 6;
    pub const STICKY: u8 = 1 << 7;

    /// The flags a program depends on (the others are the caller's business).
    const PROGRAM: u8 = Self::IGNORE_CASE | Self::MULTILINE | Self::DOT_ALL | Self::UNICODE | Self::UNICODE_SETS;

    /// Parses a flags string: `None` when a letter is unknown or repeated, or when both
    /// `u` and `v` are present (22.2.3.1 RegExpInitialize steps 4-5).
    pub fn parse(units: &[u16]) -> Option<RegExpFlags> {
        let mut bits = 0u8;
        for &unit in units {
            let bit = match unit {
                0x64 => Self::HAS_INDICES,  // d
                0x67 => Self::GLOBAL,       // g
                0x69 => Self::IGNORE_CASE,  // i
                0x6d => Self::MULTILINE,    // m
                0x73 => Self::DOT_ALL,      // s
                0x75 => Self::UNICODE,      // u
                0x76 => Self::UNICODE_SETS, // v
                0x79 => Self::STICKY,       // y
                _ => return None,
            };
            if bits & bit != 0 {
                return None;
            }
            bits |= bit;
        }
        if bits & Self::UNICODE != 0 && bits & Self::UNICODE_SETS != 0 {
            return None;
        }
        Some(RegExpFlags(bits))
    }

    pub fn has(self, bit: u8) -> bool {
        self.0 & bit != 0
    }

    /// `u` or `v`: the pattern and the input are read as code points.
    pub fn full_unicode(self) -> bool {
        self.has(Self::UNICODE | Self::UNICODE_SETS)
    }
}

/// A successful match: the range of the whole match and of each capture, in code units of
/// the input, and the named groups in the order their names first appear.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RegExpMatch {
    /// Index 0 is the whole match; index i the i-th capture (`None` when it did not
    /// participate).
    pub groups: Vec<Option<Range<usize>>>,
    /// Each group name once, with the range of the group of that name that matched.
    pub named_groups: Vec<(String, Option<Range<usize>>)>,
}

impl RegExpMatch {
    pub fn range(&self) -> Range<usize> {
        self.groups[0].clone().expect("a match has a range")
    }
}

/// Why an exec did not produce an answer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ExecError {
    /// The pattern could backtrack for longer than the guard allows on this input.
    TooComplex,
}

/// A pattern compiled for one set of flags.
pub struct CompiledRegExp {
    /// The program for searches (shared with the watchdog's thread while it runs).
    search: Arc<regress::Regex>,
    /// `(?:P)|()`, which tries exactly one start position (see `search`); made on first
    /// use, `None` when the extra group would change what P means.
    one_position: OnceCell<Option<Arc<regress::Regex>>>,
    /// The pattern's code points (or code units, without `u`/`v`), for `one_position`.
    pattern: Vec<u32>,
    regress_flags: regress::Flags,
    full_unicode: bool,
    analysis: guard::Analysis,
    /// Where matches can start.
    start: start::StartAnalysis,
    /// The literal the pattern is, or that its matches begin with, ready to search for.
    literal_searcher: Option<crate::string::search::Searcher>,
    /// Whether the matcher may read an ASCII string as `&str` (see [`Subject::Ascii`]).
    reads_ascii_text: bool,
}

impl std::fmt::Debug for CompiledRegExp {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("CompiledRegExp").field("pattern_len", &self.pattern.len()).finish()
    }
}

impl CompiledRegExp {
    /// Compiles `source` (UTF-16 code units) for `flags`, or the SyntaxError's text.
    pub fn compile(source: &[u16], flags: RegExpFlags) -> Result<CompiledRegExp, String> {
        let full_unicode = flags.full_unicode();
        let pattern: Vec<u32> =
            if full_unicode { char_decode_utf16(source).collect() } else { code_units_with_named_groups(source) };
        let regress_flags = regress::Flags {
            icase: flags.has(RegExpFlags::IGNORE_CASE),
            multiline: flags.has(RegExpFlags::MULTILINE),
            dot_all: flags.has(RegExpFlags::DOT_ALL),
            no_opt: false,
            unicode: flags.has(RegExpFlags::UNICODE),
            unicode_sets: flags.has(RegExpFlags::UNICODE_SETS),
        };
        let search =
            regress::Regex::from_unicode(pattern.iter().copied(), regress_flags).map_err(|error| error.text)?;
        let analysis = guard::Analysis::of(&pattern, flags);
        let reads_ascii_text = reads_ascii_text(&pattern);
        let start = start::StartAnalysis::of(&pattern, flags);
        let literal_searcher = match (&start.literal, &start.prefix) {
            (Some(literal), _) | (None, start::Prefix::Literal(literal)) => {
                Some(crate::string::search::Searcher::new(literal))
            }
            _ => None,
        };
        Ok(CompiledRegExp {
            search: Arc::new(search),
            one_position: OnceCell::new(),
            pattern,
            regress_flags,
            full_unicode,
            analysis,
            start,
            literal_searcher,
            reads_ascii_text,
        })
    }

    /// What the pattern says about where its matches start.
    pub fn start_analysis(&self) -> &start::StartAnalysis {
        &self.start
    }

    /// Runs `program` on `subject` from `start`, inline when the guard allows and
    /// otherwise on the watchdog's thread (which gets its own copy of an ASCII subject).
    fn run(
        &self,
        program: &Arc<regress::Regex>,
        subject: &Subject<'_>,
        start: usize,
    ) -> Result<Option<RegExpMatch>, ExecError> {
        let remaining = subject.len() - start;
        if self.analysis.runs_inline(remaining) {
            return Ok(match subject {
                Subject::Units(input) => find(program, input, start, self.full_unicode),
                Subject::Ascii(text) => find_ascii(program, text, start),
            });
        }
        let input = match subject {
            Subject::Units(input) => input.0.clone(),
            Subject::Ascii(text) => text.bytes().map(u16::from).collect(),
        };
        let (reply, answer) = mpsc::sync_channel(1);
        let job = watchdog::Job { program: program.clone(), input, start, full_unicode: self.full_unicode, reply };
        watchdog::run(job, answer).map_err(|_| ExecError::TooComplex)
    }
}

/// Whether `regress` finds the same matches of `pattern` in an ASCII string read as `&str`
/// as in its code units. It does not when the pattern names a surrogate (a lone one, or
/// half of a pair written without `u`): its `&str` form cannot hold one, and the program
/// then behaves differently even where the surrogate is optional. Property escapes are
/// left out too (`\p{Cs}` names them all).
fn reads_ascii_text(pattern: &[u32]) -> bool {
    let surrogate = |c: &u32| (0xd800..0xe000).contains(c);
    let hex = |c: Option<&u32>| c.and_then(|&c| char::from_u32(c)).filter(char::is_ascii_hexdigit);
    for (index, &c) in pattern.iter().enumerate() {
        if surrogate(&c) {
            return false;
        }
        if c != u32::from(b'\\') {
            continue;
        }
        let next = pattern.get(index + 1).and_then(|&c| char::from_u32(c));
        match next {
            Some('p' | 'P') => return false,
            Some('u') => {
                let first = pattern.get(index + 2).and_then(|&c| char::from_u32(c));
                let second = hex(pattern.get(index + 3));
                if first == Some('{')
                    || (matches!(first, Some('d' | 'D')) && matches!(second, Some('8'..='9' | 'a'..='f' | 'A'..='F')))
                {
                    return false;
                }
            }
            _ => {}
        }
    }
    true
}

/// What the matcher reads.
pub(crate) enum Subject<'a> {
    /// Code units (an 8-bit string with characters outside ASCII widened).
    Units(&'a MatchInput),
    /// The bytes of an 8-bit string that is all ASCII, read as they are: for ASCII, code
    /// points, code units and bytes are one and the same, so the matcher's `&str` form
    /// finds what it finds in the code units, at the same indices, without a widened
    /// copy of the string.
    Ascii(&'a str),
}

impl Subject<'_> {
    fn len(&self) -> usize {
        match self {
            Subject::Units(input) => input.len(),
            Subject::Ascii(text) => text.len(),
        }
    }
}

/// The first match of `program` in ASCII `text` from `start`.
fn find_ascii(program: &regress::Regex, text: &str, start: usize) -> Option<RegExpMatch> {
    let found = program.find_from(text, start).next()?;
    let mut groups = Vec::with_capacity(found.captures.len() + 1);
    groups.push(Some(found.range()));
    groups.extend(found.captures.iter().cloned());
    let named_groups = found.named_groups().map(|(name, range)| (name.to_owned(), range)).collect();
    Some(RegExpMatch { groups, named_groups })
}

/// The first match of `program` in `input` from `start`.
fn find(program: &regress::Regex, input: &[u16], start: usize, full_unicode: bool) -> Option<RegExpMatch> {
    let found = if full_unicode {
        program.find_from_utf16(input, start).next()
    } else {
        program.find_from_ucs2(input, start).next()
    }?;
    let mut groups = Vec::with_capacity(found.captures.len() + 1);
    groups.push(Some(found.range()));
    groups.extend(found.captures.iter().cloned());
    let named_groups = found.named_groups().map(|(name, range)| (name.to_owned(), range)).collect();
    Some(RegExpMatch { groups, named_groups })
}

/// The code points of UTF-16 code units; a lone surrogate is itself.
/// A pattern without `u`/`v` as `regress` reads it: its code units, except in group names
/// (`(?<name>` and `\k<name>`), which are RegExpIdentifierNames of code points (22.2.1:
/// a surrogate pair there, written or escaped as `\uHHHH\uHHHH`, is one code point).
fn code_units_with_named_groups(source: &[u16]) -> Vec<u32> {
    const BACKSLASH: u16 = b'\\' as u16;
    let unit = |i: usize| source.get(i).copied();
    let is_lead = |u: u16| (0xD800..0xDC00).contains(&u);
    let is_trail = |u: u16| (0xDC00..0xE000).contains(&u);
    let combine = |lead: u16, trail: u16| 0x10000 + ((u32::from(lead) - 0xD800) << 10) + (u32::from(trail) - 0xDC00);
    // `\uHHHH` at i: its code unit.
    let escape = |i: usize| -> Option<u16> {
        if unit(i)? != BACKSLASH || unit(i + 1)? != u16::from(b'u') {
            return None;
        }
        let digits = source.get(i + 2..i + 6)?;
        let text: String = char::decode_utf16(digits.iter().copied()).collect::<Result<_, _>>().ok()?;
        u16::from_str_radix(&text, 16).ok()
    };
    let mut out = Vec::with_capacity(source.len());
    let (mut i, mut in_class, mut in_name) = (0, false, false);
    while i < source.len() {
        let u = source[i];
        if in_name {
            if u == u16::from(b'>') {
                in_name = false;
            } else if is_lead(u) && unit(i + 1).is_some_and(is_trail) {
                out.push(combine(u, source[i + 1]));
                i += 2;
                continue;
            } else if let (Some(lead), Some(trail)) =
                (escape(i).filter(|&e| is_lead(e)), escape(i + 6).filter(|&e| is_trail(e)))
            {
                out.push(combine(lead, trail));
                i += 12;
                continue;
            }
            out.push(u32::from(u));
            i += 1;
            continue;
        }
        if u == BACKSLASH {
            in_name = !in_class && unit(i + 1) == Some(u16::from(b'k')) && unit(i + 2) == Some(u16::from(b'<'));
            let length = if in_name { 3 } else { 2 };
            out.extend(source[i..(i + length).min(source.len())].iter().map(|&u| u32::from(u)));
            i += length;
            continue;
        }
        if in_class {
            in_class = u != u16::from(b']');
        } else if u == u16::from(b'[') {
            in_class = true;
        } else if u == u16::from(b'(') && unit(i + 1) == Some(u16::from(b'?')) && unit(i + 2) == Some(u16::from(b'<')) {
            in_name = !matches!(unit(i + 3), Some(next) if next == u16::from(b'=') || next == u16::from(b'!'));
            out.extend([u32::from(b'('), u32::from(b'?'), u32::from(b'<')]);
            i += 3;
            continue;
        }
        out.push(u32::from(u));
        i += 1;
    }
    out
}

fn char_decode_utf16(units: &[u16]) -> impl Iterator<Item = u32> + '_ {
    char::decode_utf16(units.iter().copied()).map(|result| match result {
        Ok(c) => c as u32,
        Err(error) => error.unpaired_surrogate() as u32,
    })
}

// ---------------------------------------------------------------------------------------
// The matcher cell.

#[repr(C)]
pub struct JSRegExpMatcher {
    header: CellHeader,
    compiled: Rc<CompiledRegExp>,
}

/// A handle to a live matcher cell.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct MatcherRef(NonNull<JSRegExpMatcher>);

crate::cell::cell_handle!(MatcherRef => JSRegExpMatcher, |t| t == JSType::RegExpMatcher);

impl MatcherRef {
    /// The compiled pattern, shared: valid while the caller holds the `Rc`, whatever
    /// happens to the cell.
    pub fn compiled(self) -> Rc<CompiledRegExp> {
        self.raw().compiled.clone()
    }
}

// ---------------------------------------------------------------------------------------
// The VM's caches.

/// How many compiled patterns the VM keeps for reuse.
const CACHE_CAPACITY: usize = 256;

/// Compiled patterns by (source, program flags), and the form of the last input the
/// matcher read.
#[derive(Default)]
pub(crate) struct RegExpCaches {
    compiled: HashMap<(Box<[u16]>, u8), Rc<CompiledRegExp>>,
    /// A string and what the matcher reads of it (the string is traced, so its address is
    /// not reused while it is here).
    pub(crate) widened: Option<(StringRef, Prepared)>,
}

/// What the matcher reads of a string: its own bytes when they are all ASCII, and its
/// code units (8-bit strings widened) when the pattern or the string needs them.
#[derive(Clone, Default)]
pub(crate) struct Prepared {
    pub(crate) ascii: bool,
    pub(crate) units: Option<Arc<[u16]>>,
}

/// The code units of a string to match, shared with the VM's input cache.
pub struct MatchInput(Arc<[u16]>);

impl From<Vec<u16>> for MatchInput {
    fn from(units: Vec<u16>) -> MatchInput {
        MatchInput(units.into())
    }
}

impl std::ops::Deref for MatchInput {
    type Target = [u16];
    fn deref(&self) -> &[u16] {
        &self.0
    }
}

impl Vm {
    /// The compiled form of `source` with `flags`, from the cache or compiled now; the
    /// error is a SyntaxError's text.
    pub fn compile_regexp(&mut self, source: &[u16], flags: RegExpFlags) -> Result<Rc<CompiledRegExp>, String> {
        let key = (Box::<[u16]>::from(source), flags.0 & RegExpFlags::PROGRAM);
        if let Some(compiled) = self.regexp_caches.compiled.get(&key) {
            return Ok(compiled.clone());
        }
        let compiled = Rc::new(CompiledRegExp::compile(source, flags)?);
        if self.regexp_caches.compiled.len() >= CACHE_CAPACITY {
            self.regexp_caches.compiled.clear();
        }
        self.regexp_caches.compiled.insert(key, compiled.clone());
        Ok(compiled)
    }

    /// A matcher cell holding `compiled`. May collect.
    pub fn new_regexp_matcher(&mut self, compiled: Rc<CompiledRegExp>) -> JsResult<MatcherRef> {
        let header = CellHeader::new(self.common.regexp_matcher_structure_id(), JSType::RegExpMatcher, 0, 0);
        Ok(MatcherRef(self.new_cell(|| JSRegExpMatcher { header, compiled })?))
    }

    /// How the matcher reads `string` (flat), with its code units when `units` asks for
    /// them even of an ASCII string: found once per string and cached, so that a loop of
    /// execs over one long string neither scans nor widens it each time.
    pub(crate) fn regexp_input(&mut self, string: StringRef, units: bool) -> Prepared {
        let mut prepared = match &self.regexp_caches.widened {
            Some((cached, prepared)) if *cached == string => prepared.clone(),
            _ => Prepared {
                ascii: matches!(string.view(self), Some(StrView::Latin1(bytes)) if bytes.is_ascii()),
                units: None,
            },
        };
        if prepared.units.is_none() && (units || !prepared.ascii) {
            prepared.units = Some(match string.view(self).expect("flat") {
                StrView::Latin1(bytes) => bytes.iter().map(|&byte| u16::from(byte)).collect(),
                StrView::Utf16(units) => units.into(),
            });
        }
        self.regexp_caches.widened = Some((string, prepared.clone()));
        prepared
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn units(text: &str) -> Vec<u16> {
        text.encode_utf16().collect()
    }

    fn input(text: &str) -> MatchInput {
        MatchInput::from(units(text))
    }

    fn flags(text: &str) -> RegExpFlags {
        RegExpFlags::parse(&units(text)).expect("valid flags")
    }

    #[test]
    fn flags_parse_and_reject_repeats_and_unknown_letters() {
        assert_eq!(flags("dgimsuy").0, 0b1011_1111);
        assert!(RegExpFlags::parse(&units("gg")).is_none());
        assert!(RegExpFlags::parse(&units("x")).is_none());
        assert!(RegExpFlags::parse(&units("uv")).is_none());
        assert!(flags("v").full_unicode());
    }

    #[test]
    fn exec_reports_groups_and_names() {
        let compiled = CompiledRegExp::compile(&units("(?<y>\\d{4})-(\\d\\d)?"), flags("")).unwrap();
        let found = compiled.exec(&input("on 2024-"), 0, false).unwrap().unwrap();
        assert_eq!(found.groups, vec![Some(3..8), Some(3..7), None]);
        assert_eq!(found.named_groups, vec![("y".to_owned(), Some(3..7))]);
    }

    #[test]
    fn sticky_matches_only_at_last_index() {
        for source in ["a", "(?<=b)a", "(?<!a)a"] {
            let compiled = CompiledRegExp::compile(&units(source), flags("y")).unwrap();
            assert!(compiled.exec(&input("baa"), 0, true).unwrap().is_none(), "{source}");
            assert_eq!(compiled.exec(&input("baa"), 1, true).unwrap().map(|m| m.range()), Some(1..2), "{source}");
        }
        let compiled = CompiledRegExp::compile(&units("\\ba"), flags("y")).unwrap();
        assert!(compiled.exec(&input("aa"), 1, true).unwrap().is_none());
        assert_eq!(compiled.exec(&input(" a"), 1, true).unwrap().map(|m| m.range()), Some(1..2));
        let compiled = CompiledRegExp::compile(&units("a$"), flags("my")).unwrap();
        assert_eq!(compiled.exec(&input("ba\nb"), 1, true).unwrap().map(|m| m.range()), Some(1..2));
    }

    #[test]
    fn unicode_mode_reads_code_points() {
        let compiled = CompiledRegExp::compile(&units("^.$"), flags("u")).unwrap();
        assert!(compiled.exec(&input("\u{1F600}"), 0, false).unwrap().is_some());
        let compiled = CompiledRegExp::compile(&units("^.$"), flags("")).unwrap();
        assert!(compiled.exec(&input("\u{1F600}"), 0, false).unwrap().is_none());
    }

    #[test]
    fn guarded_matches_on_long_inputs_get_their_answer() {
        // Ambiguous, so a long input goes to the watchdog; this one matches at once.
        let compiled = CompiledRegExp::compile(&units("(a+)+b"), flags("")).unwrap();
        let long = format!("{}b", "a".repeat(10_000));
        assert!(!compiled.analysis.runs_inline(long.len()));
        let found = compiled.exec(&input(&long), 0, false).unwrap().unwrap();
        assert_eq!(found.range(), 0..10_001);
        // And from a later start, with sticky's anchored program too.
        let compiled = CompiledRegExp::compile(&units("(a+)+b"), flags("y")).unwrap();
        let found = compiled.exec(&input(&long), 5, true).unwrap().unwrap();
        assert_eq!(found.range(), 5..10_001);
    }

    #[test]
    fn group_names_read_code_points_without_unicode() {
        // A written pair, an escaped pair, and an escape inside a class left alone.
        let pair = r"\ud835\udcd1";
        let source = units(&format!("(?<\u{1d4d1}x{pair}>a)[(?<\\ud835]\\k<{pair}>"));
        let read = code_units_with_named_groups(&source);
        let text: String = read.iter().map(|&c| char::from_u32(c).unwrap_or('?')).collect();
        assert_eq!(text, "(?<\u{1d4d1}x\u{1d4d1}>a)[(?<\\ud835]\\k<\u{1d4d1}>");
        let compiled = CompiledRegExp::compile(&units(&format!("(?<{pair}>b)\\k<{pair}>")), flags("")).unwrap();
        let found = compiled.exec(&input("abb"), 0, false).unwrap().unwrap();
        assert_eq!(found.named_groups, vec![("\u{1d4d1}".to_owned(), Some(1..2))]);
    }

    #[test]
    fn syntax_errors_are_reported() {
        assert!(CompiledRegExp::compile(&units("("), flags("")).is_err());
        assert!(CompiledRegExp::compile(&units("a{2,1}"), flags("")).is_err());
    }
}
