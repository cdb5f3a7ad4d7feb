//! Compiled regular expressions: Kestrel's own engine (22.2 RegExp Objects), and the
//! caches that keep compiling rare.
//!
//! ```text
//!   pattern text --parser--> tree (pattern/) --compile--> backtracking program (backtrack/)
//!                                       \--------------> linear program (linear/), on demand
//! ```
//!
//! * **Front end.** [`pattern`] parses the whole grammar (Annex B, `u` and `v`, named and
//!   duplicate named groups, lookbehind, modifiers) to a tree whose nodes carry their
//!   own flags; [`unicode`] brings case folding and property sets, [`classes`] lowers a
//!   class under its flags to a plain set.
//! * **Engines.** [`backtrack`] runs every pattern with an explicit stack and a budget of
//!   backtracks; [`linear`] is a Pike VM with JavaScript's priorities, linear in the
//!   input, that takes over a search when the budget runs out on a pattern without back
//!   references or lookarounds. See [`exec`] for how a search uses them; no thread other
//!   than the caller's ever runs a match.
//! * **Input.** Both engines read a string's own 8-bit or 16-bit code units in place
//!   ([`input`]).
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

pub mod analysis;
pub mod backtrack;
pub mod charset;
pub mod classes;
mod exec;
#[cfg(any(test, feature = "regexp-fuzz"))]
pub mod fuzz;
pub mod input;
pub mod linear;
mod match_array;
pub mod native;
pub mod pattern;
#[cfg(test)]
mod search_differential;
pub mod unicode;

pub use exec::SearchBudget;

use std::cell::{Cell, OnceCell};
use std::ops::Range;
use std::ptr::NonNull;
use std::rc::Rc;

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
    /// The budget of backtracks ran out on a pattern the linear engine cannot run.
    TooComplex,
    /// The VM was asked to terminate during the match.
    Interrupted,
}

/// A pattern compiled for one set of flags.
pub struct CompiledRegExp {
    /// The tree, kept to compile the linear program the first time it is needed.
    pattern: pattern::ast::Pattern,
    program: backtrack::program::Program,
    /// The linear engine's program, made the first time a search needs it (`None`: the
    /// pattern has none).
    linear: OnceCell<Option<linear::LinearProgram>>,
    /// Whether a search has needed the linear engine: later ones hand over sooner.
    fell_back: Cell<bool>,
    /// Each group name once, in the order names first appear, with its groups.
    group_names: Vec<(String, Vec<u32>)>,
    /// Where matches can start.
    start: analysis::StartAnalysis,
    /// The literal the pattern is, or that its matches begin with, ready to search for.
    literal_searcher: Option<crate::string::search::Searcher>,
    /// The backtracking engine's registers and stack, kept between searches.
    scratch: Cell<Option<backtrack::interpreter::Scratch>>,
    /// The program in machine code, once the tier was asked (`native.rs`); `None` inside
    /// when it has none. The matcher keeps its code memory alive itself.
    native: OnceCell<Option<Rc<dyn native::NativeMatcher>>>,
    /// Searches so far, counted until the tier is asked.
    searches: Cell<u32>,
}

impl std::fmt::Debug for CompiledRegExp {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("CompiledRegExp").field("insns", &self.program.insns.len()).finish()
    }
}

impl CompiledRegExp {
    /// Compiles `source` (UTF-16 code units) for `flags`, or the SyntaxError's text.
    pub fn compile(source: &[u16], flags: RegExpFlags) -> Result<CompiledRegExp, String> {
        let parse_flags = pattern::parser::ParseFlags {
            unicode: flags.has(RegExpFlags::UNICODE),
            unicode_sets: flags.has(RegExpFlags::UNICODE_SETS),
            ignore_case: flags.has(RegExpFlags::IGNORE_CASE),
            multiline: flags.has(RegExpFlags::MULTILINE),
            dot_all: flags.has(RegExpFlags::DOT_ALL),
        };
        let parsed = pattern::parser::parse(source, parse_flags).map_err(|error| error.message.to_owned())?;
        let unicode = flags.full_unicode();
        let program = backtrack::compile::compile(&parsed, unicode).map_err(|_| "pattern too large".to_owned())?;
        let start = analysis::StartAnalysis::of(&parsed, unicode);
        let literal_searcher = match (&start.literal, &start.prefix) {
            (Some(literal), _) | (None, analysis::Prefix::Literal(literal)) => {
                Some(crate::string::search::Searcher::new(literal))
            }
            _ => None,
        };
        let mut group_names: Vec<(String, Vec<u32>)> = Vec::new();
        for (index, name) in parsed.names.iter().enumerate() {
            let Some(name) = name else { continue };
            let group = index as u32 + 1;
            match group_names.iter_mut().find(|(known, _)| known == name) {
                Some((_, groups)) => groups.push(group),
                None => group_names.push((name.clone(), vec![group])),
            }
        }
        Ok(CompiledRegExp {
            pattern: parsed,
            program,
            linear: OnceCell::new(),
            fell_back: Cell::new(false),
            group_names,
            start,
            literal_searcher,
            scratch: Cell::new(None),
            native: OnceCell::new(),
            searches: Cell::new(0),
        })
    }

    /// What the pattern says about where its matches start.
    pub fn start_analysis(&self) -> &analysis::StartAnalysis {
        &self.start
    }

    /// The linear engine's program, made on first use; `None` when the pattern has
    /// none.
    fn linear_program(&self) -> Option<&linear::LinearProgram> {
        self.linear.get_or_init(|| linear::compile(&self.pattern, self.program.unicode)).as_ref()
    }
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

/// Compiled patterns by (source, program flags), found by content without building a
/// key: a regex literal evaluated in a loop compiles once and then costs one hash of its
/// source per new object, with no allocation.
#[derive(Default)]
pub(crate) struct RegExpCaches {
    compiled: hashbrown::HashTable<CacheEntry>,
}

struct CacheEntry {
    hash: u64,
    source: Box<[u16]>,
    flags: u8,
    compiled: Rc<CompiledRegExp>,
}

/// The cache's hash of a source (as code units, whatever its width) and program flags.
fn source_hash(source: &StrView<'_>, flags: u8) -> u64 {
    use std::hash::Hasher;
    let mut hasher = rustc_hash::FxHasher::default();
    hasher.write_u8(flags);
    hasher.write_usize(source.len());
    match source {
        StrView::Latin1(units) => units.iter().for_each(|&unit| hasher.write_u16(u16::from(unit))),
        StrView::Utf16(units) => units.iter().for_each(|&unit| hasher.write_u16(unit)),
    }
    hasher.finish()
}

fn same_source(units: &[u16], source: &StrView<'_>) -> bool {
    match source {
        StrView::Latin1(bytes) => {
            units.len() == bytes.len() && units.iter().zip(bytes.iter()).all(|(&a, &b)| a == u16::from(b))
        }
        StrView::Utf16(wide) => units == *wide,
    }
}

impl RegExpCaches {
    /// The cached compilation of `source` for `program_flags`, if any.
    fn find(&self, source: &StrView<'_>, program_flags: u8) -> Option<Rc<CompiledRegExp>> {
        let hash = source_hash(source, program_flags);
        let matches = |entry: &CacheEntry| {
            entry.hash == hash && entry.flags == program_flags && same_source(&entry.source, source)
        };
        self.compiled.find(hash, matches).map(|entry| entry.compiled.clone())
    }

    fn insert(&mut self, source: Box<[u16]>, program_flags: u8, compiled: Rc<CompiledRegExp>) {
        if self.compiled.len() >= CACHE_CAPACITY {
            self.compiled.clear();
        }
        let hash = source_hash(&StrView::Utf16(&source), program_flags);
        self.compiled
            .insert_unique(hash, CacheEntry { hash, source, flags: program_flags, compiled }, |entry| entry.hash);
    }
}

impl Vm {
    /// The compiled form of `source` with `flags`, from the cache or compiled now; the
    /// error is a SyntaxError's text.
    pub fn compile_regexp(&mut self, source: &[u16], flags: RegExpFlags) -> Result<Rc<CompiledRegExp>, String> {
        let program_flags = flags.0 & RegExpFlags::PROGRAM;
        if let Some(compiled) = self.regexp_caches.find(&StrView::Utf16(source), program_flags) {
            return Ok(compiled);
        }
        let compiled = Rc::new(CompiledRegExp::compile(source, flags)?);
        self.regexp_caches.insert(Box::from(source), program_flags, compiled.clone());
        Ok(compiled)
    }

    /// [`Vm::compile_regexp`] of a string, read in place for the cache's lookup. Flattens
    /// a rope (may collect: the caller roots `source`); the outer error is an
    /// out-of-memory.
    pub fn compile_regexp_string(
        &mut self,
        source: StringRef,
        flags: RegExpFlags,
    ) -> JsResult<Result<Rc<CompiledRegExp>, String>> {
        let source = self.flatten(source)?;
        let view = source.view(self).expect("flattened");
        if let Some(compiled) = self.regexp_caches.find(&view, flags.0 & RegExpFlags::PROGRAM) {
            return Ok(Ok(compiled));
        }
        let units: Vec<u16> = view.code_units().collect();
        Ok(self.compile_regexp(&units, flags))
    }

    /// A matcher cell holding `compiled`. May collect.
    pub fn new_regexp_matcher(&mut self, compiled: Rc<CompiledRegExp>) -> JsResult<MatcherRef> {
        let header = CellHeader::new(self.common.regexp_matcher_structure_id(), JSType::RegExpMatcher, 0, 0);
        Ok(MatcherRef(self.new_cell(|| JSRegExpMatcher { header, compiled })?))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::string::StrView;

    fn units(text: &str) -> Vec<u16> {
        text.encode_utf16().collect()
    }

    fn flags(text: &str) -> RegExpFlags {
        RegExpFlags::parse(&units(text)).expect("valid flags")
    }

    /// Runs `compiled` on `text` as a 16-bit string and, when it fits, as an 8-bit one:
    /// both must agree.
    fn exec(compiled: &CompiledRegExp, text: &str, last_index: usize, sticky: bool) -> Option<RegExpMatch> {
        let wide = units(text);
        let found = compiled.exec_view(&StrView::Utf16(&wide), last_index, sticky, None).expect("no budget error");
        if wide.iter().all(|&unit| unit < 256) {
            let narrow: Vec<u8> = wide.iter().map(|&unit| unit as u8).collect();
            let narrow_found = compiled.exec_view(&StrView::Latin1(&narrow), last_index, sticky, None).unwrap();
            assert_eq!(found, narrow_found, "8-bit and 16-bit subjects disagree on {text:?}");
        }
        found
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
        let found = exec(&compiled, "on 2024-", 0, false).unwrap();
        assert_eq!(found.groups, vec![Some(3..8), Some(3..7), None]);
        assert_eq!(found.named_groups, vec![("y".to_owned(), Some(3..7))]);
    }

    #[test]
    fn duplicate_names_report_the_group_that_took_part() {
        let compiled = CompiledRegExp::compile(&units("(?<d>a)|(?<d>b)"), flags("")).unwrap();
        let found = exec(&compiled, "xb", 0, false).unwrap();
        assert_eq!(found.groups, vec![Some(1..2), None, Some(1..2)]);
        assert_eq!(found.named_groups, vec![("d".to_owned(), Some(1..2))]);
    }

    #[test]
    fn sticky_matches_only_at_last_index() {
        for source in ["a", "(?<=b)a", "(?<!a)a"] {
            let compiled = CompiledRegExp::compile(&units(source), flags("y")).unwrap();
            assert!(exec(&compiled, "baa", 0, true).is_none(), "{source}");
            assert_eq!(exec(&compiled, "baa", 1, true).map(|m| m.range()), Some(1..2), "{source}");
        }
        let compiled = CompiledRegExp::compile(&units("\\ba"), flags("y")).unwrap();
        assert!(exec(&compiled, "aa", 1, true).is_none());
        assert_eq!(exec(&compiled, " a", 1, true).map(|m| m.range()), Some(1..2));
        let compiled = CompiledRegExp::compile(&units("a$"), flags("my")).unwrap();
        assert_eq!(exec(&compiled, "ba\nb", 1, true).map(|m| m.range()), Some(1..2));
    }

    #[test]
    fn unicode_mode_reads_code_points() {
        let compiled = CompiledRegExp::compile(&units("^.$"), flags("u")).unwrap();
        assert!(exec(&compiled, "\u{1F600}", 0, false).is_some());
        let compiled = CompiledRegExp::compile(&units("^.$"), flags("")).unwrap();
        assert!(exec(&compiled, "\u{1F600}", 0, false).is_none());
        // A search advances by code point: the trail half of a pair is never a start.
        let compiled = CompiledRegExp::compile(&units("\\udc00"), flags("u")).unwrap();
        assert!(exec(&compiled, "\u{10000}", 0, false).is_none());
    }

    #[test]
    fn exponential_patterns_answer_through_the_linear_engine() {
        let compiled = CompiledRegExp::compile(&units(&format!("{}b", "(a|a)".repeat(30))), flags("")).unwrap();
        assert!(exec(&compiled, &"a".repeat(30), 0, false).is_none());
        let compiled = CompiledRegExp::compile(&units("(a+)+b"), flags("")).unwrap();
        let long = format!("{}b", "a".repeat(10_000));
        assert_eq!(exec(&compiled, &long, 0, false).unwrap().range(), 0..10_001);
        assert!(exec(&compiled, &"a".repeat(10_000), 0, false).is_none());
    }

    #[test]
    fn exponential_patterns_without_a_linear_form_run_out_of_budget() {
        let compiled = CompiledRegExp::compile(&units("(a|a)*\\1b"), flags("")).unwrap();
        let text: Vec<u16> = units(&"a".repeat(40));
        let result = compiled.exec_view(&StrView::Utf16(&text), 0, false, None);
        assert_eq!(result, Err(ExecError::TooComplex));
    }

    #[test]
    fn syntax_errors_are_reported() {
        assert!(CompiledRegExp::compile(&units("("), flags("")).is_err());
        assert!(CompiledRegExp::compile(&units("a{2,1}"), flags("")).is_err());
    }
}
