//! The whole search against `regress` and the spec, on generated patterns (`fuzz.rs`, back
//! references and lookarounds included half the time) and inputs, 16-bit and, when every
//! unit fits, 8-bit. Each case checks four things:
//!
//! 1. **The real search** (`CompiledRegExp::exec_view`: start analysis, prefix scans,
//!    the backtracking engine, the fallback) against regress: the whole match, every
//!    capture, every named group. Where they disagree, the spec decides (`linear/oracle.rs`,
//!    22.2.2 transcribed, lookbehinds and back references included): a disagreement where
//!    it sides with us is a regress bug, counted and shown, any other fails the test.
//!    Patterns regress cannot be trusted with (the loop bug `fuzz::FuzzPattern::nested_loops`
//!    describes) or refuses are checked against the spec alone.
//! 2. **The same search with a tiny budget** (`exec_view_with_budget`, 0 to 49 backtracks
//!    before the fallback), so the linear engine takes over in mid-search: the answer must
//!    be the same, or `TooComplex` for a pattern without a linear form.
//! 3. **Each engine alone** from the same position: the backtracking interpreter tried at
//!    each start in turn against the search (which skips positions by its start
//!    analysis), and, for patterns it can run, the linear engine against the
//!    backtracking interpreter.
//! 4. **8-bit and 16-bit** readings of the same Latin-1 input agree.
//!
//! Searches are sticky (`y`) or not, from a lastIndex of 0, anywhere (inside a pair,
//! past the end), or where the previous match of a global (`g`) walk left it
//! (RegExpBuiltinExec, and `@@match`'s AdvanceStringIndex after an empty match).
//!
//! A fixed seed makes every run the same. `SEARCH_DIFFERENTIAL_PATTERNS` and
//! `SEARCH_DIFFERENTIAL_SEED` make a longer or different run:
//!
//! ```text
//! SEARCH_DIFFERENTIAL_PATTERNS=200000 cargo test --release -p vm --lib search_differential -- --nocapture
//! ```
//!
//! **Regress bugs the referee has seen** (in long runs, shown as "regress is wrong"; they
//! do not fail the test), besides those `linear/differential.rs` lists: a back reference
//! inside the group it names, which must match empty on the group's first attempt
//! (`/([^\n]{1,3}?|\1{2}?|$^\n{2}).\1/m` on `"bc\n"`: regress finds nothing, the spec
//! `"b"`; `/^(?<g1>.*\1{3})[a-c]/s`), and the groups of a lookbehind, which regress
//! numbers in reverse for its named groups (so named groups are compared with regress
//! only for patterns without a lookbehind).

use std::ops::Range;

use super::backtrack::interpreter::{self, Budget, Outcome, Scratch};
use super::backtrack::program::{Program, UNSET};
use super::fuzz::{self, FuzzPattern, Grammar, Rng, env_setting};
use super::input::Input;
use super::linear::{self, LinearProgram, oracle};
use super::pattern::ast::Pattern;
use super::pattern::parser::parse;
use super::{CompiledRegExp, ExecError, RegExpMatch, SearchBudget};
use crate::string::StrView;

/// How many patterns are generated (fewer in an unoptimized build), and how many inputs
/// each is searched.
const PATTERNS: usize = if cfg!(debug_assertions) { 800 } else { 15_000 };
const SEED: u64 = 0xD1B5_4A32_D192_ED03;
const INPUTS_PER_PATTERN: usize = 6;

/// The backtracks an engine run alone may spend (check 3): far more than any generated
/// case needs unless it is exponential, which is then skipped.
const ALONE_BUDGET: u64 = 1_000_000;

/// The backtracks a tiny-budget search may spend, once past its first budget, on a
/// pattern without a linear form: tiny too half the time, or plenty.
const PLENTY: u64 = 2_000_000;

/// The whole match, then each group.
type Groups = Vec<Option<Range<usize>>>;

/// Each group name with the range of its group.
pub(super) type NamedGroups = Vec<(String, Option<Range<usize>>)>;

/// regress's compiled form of `pattern`, or `None` when it refuses the pattern (some valid
/// ones: `/\ud83d\u{1F600}/u`, where it reads `\ud83d\u` as the start of an escaped pair).
fn regress_regex(pattern: &FuzzPattern) -> Option<regress::Regex> {
    let parse_flags = pattern.parse_flags();
    let flags = regress::Flags {
        icase: parse_flags.ignore_case,
        multiline: parse_flags.multiline,
        dot_all: parse_flags.dot_all,
        unicode: parse_flags.unicode,
        unicode_sets: parse_flags.unicode_sets,
        ..regress::Flags::default()
    };
    // Outside `u`/`v` the pattern is code units: a pair in the text is two characters.
    let regex = if pattern.unicode() {
        regress::Regex::from_unicode(pattern.source.chars().map(u32::from), flags)
    } else {
        regress::Regex::from_unicode(pattern.units().into_iter().map(u32::from), flags)
    };
    regex.ok()
}

/// regress's match from `start` (a sticky search: the leftmost match if it starts at
/// `start`), with its named groups.
pub(super) fn regress_exec(
    regex: &regress::Regex,
    input: &[u16],
    start: usize,
    unicode: bool,
    sticky: bool,
) -> Option<(Groups, NamedGroups)> {
    let found =
        if unicode { regex.find_from_utf16(input, start).next() } else { regex.find_from_ucs2(input, start).next() }?;
    if sticky && found.range.start != start {
        return None;
    }
    let mut groups = vec![Some(found.range.clone())];
    groups.extend(found.captures.iter().cloned());
    let named = found.named_groups().map(|(name, range)| (name.to_owned(), range)).collect();
    Some((groups, named))
}

#[test]
fn search_agrees_with_regress_and_the_spec() {
    let patterns = env_setting("SEARCH_DIFFERENTIAL_PATTERNS").map_or(PATTERNS, |patterns| patterns as usize);
    let mut rng = Rng::new(env_setting("SEARCH_DIFFERENTIAL_SEED").unwrap_or(SEED));
    let mut run = Run::default();
    let started = std::time::Instant::now();
    while run.counts.patterns < patterns {
        let grammar = Grammar { back_references: rng.chance(1, 2), lookarounds: rng.chance(1, 2) };
        let generated = fuzz::pattern(&mut rng, grammar);
        let units = generated.units();
        let parsed = parse(&units, generated.parse_flags())
            .unwrap_or_else(|error| panic!("generated an invalid pattern {generated}: {}", error.message));
        let compiled = CompiledRegExp::compile(&units, generated.flags)
            .unwrap_or_else(|error| panic!("{generated} does not compile: {error}"));
        let unicode = generated.unicode();
        let program = super::backtrack::compile::compile(&parsed, unicode).expect("small");
        let linear = linear::compile(&parsed, unicode);
        let regex = regress_regex(&generated);
        run.counts.patterns += 1;
        run.counts.regress_refused += usize::from(regex.is_none());
        run.counts.back_references += usize::from(generated.has_back_references);
        run.counts.lookarounds += usize::from(generated.has_lookarounds);
        run.counts.linear += usize::from(linear.is_some());
        let regex = regex.filter(|_| !generated.nested_loops);
        run.counts.spec_only_patterns += usize::from(regex.is_none());
        let case = Case {
            generated: &generated,
            parsed: &parsed,
            compiled: &compiled,
            program: &program,
            linear: linear.as_ref(),
            regex: regex.as_ref(),
        };
        for _ in 0..INPUTS_PER_PATTERN {
            let input = fuzz::input(&mut rng);
            let sticky = rng.chance(1, 4);
            let mut last_index = match rng.below(10) {
                0 => rng.below(input.len() + 2),
                _ => fuzz::start(&mut rng, &input, unicode),
            };
            if !rng.chance(1, 3) {
                run.search(&case, &mut rng, &input, last_index, sticky);
                continue;
            }
            // A global walk: each search from where the previous match ended.
            run.counts.global_walks += 1;
            for _ in 0..=input.len() + 1 {
                let Some(found) = run.search(&case, &mut rng, &input, last_index, sticky) else { break };
                let range = found.range();
                last_index = range.end;
                if range.is_empty() {
                    last_index += (&input[..]).next_char(range.end, unicode).map_or(1, |(_, length)| length);
                }
            }
        }
    }
    let counts = &run.counts;
    eprintln!(
        "whole search vs regress and the spec: {counts:#?}\n{} failures, in {:?}",
        run.failures.len(),
        started.elapsed()
    );
    for bug in run.regress_bugs.iter().take(10) {
        eprintln!("  regress is wrong: {bug}");
    }
    assert!(run.failures.is_empty(), "{}", run.failures.iter().take(30).cloned().collect::<Vec<_>>().join("\n"));
}

/// One generated pattern, in every form the checks need.
struct Case<'a> {
    generated: &'a FuzzPattern,
    parsed: &'a Pattern,
    compiled: &'a CompiledRegExp,
    program: &'a Program,
    linear: Option<&'a LinearProgram>,
    /// `None`: the spec alone decides.
    regex: Option<&'a regress::Regex>,
}

#[derive(Default)]
struct Run {
    counts: Counts,
    failures: Vec<String>,
    regress_bugs: Vec<String>,
}

#[derive(Debug, Default)]
struct Counts {
    patterns: usize,
    /// Patterns with a back reference, with a lookaround, with a linear form.
    back_references: usize,
    lookarounds: usize,
    linear: usize,
    /// Patterns checked against the spec alone: regress refuses them, or has a bug with
    /// their shape.
    spec_only_patterns: usize,
    regress_refused: usize,
    /// Searches (each a real search, a tiny-budget one, and the engines alone).
    searches: usize,
    /// Searches that found a match.
    matched: usize,
    /// Searches that were part of a global walk, and the walks.
    global_walks: usize,
    /// Searches also run on an 8-bit string.
    latin1: usize,
    /// Real searches that ran out of their (large) budget: no answer to check.
    too_complex: usize,
    /// Searches where regress agreed.
    regress_agreed: usize,
    /// The referee's decisions: for us and against regress, and for a pattern checked
    /// against the spec alone. (Against us is a failure.)
    referee_for_us: usize,
    referee_spec_only: usize,
    /// Searches the spec gave up on (exponential), where nothing else was asked.
    referee_gave_up: usize,
    /// Tiny-budget searches where the linear engine took over, and where the search ended
    /// with TooComplex (a pattern without a linear form).
    fallbacks_forced: usize,
    budget_too_complex: usize,
    /// Searches the backtracking interpreter alone was checked on, and the linear engine
    /// alone; runs alone that ran out of budget.
    backtracking_alone: usize,
    linear_alone: usize,
    alone_out_of_budget: usize,
}

impl Run {
    /// Runs every check on the search of `case` in `input` from `last_index`; returns our
    /// match, for a global walk to go on from.
    fn search(
        &mut self,
        case: &Case,
        rng: &mut Rng,
        input: &[u16],
        last_index: usize,
        sticky: bool,
    ) -> Option<RegExpMatch> {
        let generated = case.generated;
        let unicode = generated.unicode();
        let describe = |what: String| {
            format!("{generated}{} on {input:04X?} lastIndex {last_index}: {what}", if sticky { "y" } else { "" })
        };
        self.counts.searches += 1;
        // 4. The real search, 16-bit and 8-bit.
        let ours = case.compiled.exec_view(&StrView::Utf16(input), last_index, sticky, None);
        let narrow = fuzz::latin1(input);
        if let Some(narrow) = &narrow {
            self.counts.latin1 += 1;
            let ours_narrow = case.compiled.exec_view(&StrView::Latin1(narrow), last_index, sticky, None);
            if ours_narrow != ours {
                self.failures.push(describe(format!("16-bit {ours:?}, 8-bit {ours_narrow:?}")));
            }
        }
        let ours = match ours {
            Ok(ours) => ours,
            Err(ExecError::TooComplex) => {
                self.counts.too_complex += 1;
                return None;
            }
            Err(error) => {
                self.failures.push(describe(format!("{error:?}")));
                return None;
            }
        };
        self.counts.matched += usize::from(ours.is_some());
        let groups = ours.as_ref().map(|found| found.groups.clone());

        // 1. Against regress, and the spec where they disagree. A lastIndex past the end
        // fails (RegExpBuiltinExec step 13.a); one inside a pair under `u`/`v` reads the
        // pair.
        let start = if unicode && fuzz::inside_pair(input, last_index) { last_index - 1 } else { last_index };
        let found_named = ours.as_ref().map(|found| found.named_groups.clone());
        if start > input.len() {
            if ours.is_some() {
                self.failures.push(describe(format!("a match past the end: {ours:?}")));
            }
        } else if let Some(regex) = case.regex {
            let theirs = regress_exec(regex, input, start, unicode, sticky);
            let (their_groups, their_named) =
                theirs.map_or((None, None), |(groups, named)| (Some(groups), Some(named)));
            if their_groups == groups {
                self.counts.regress_agreed += 1;
                // Not with a lookbehind: regress numbers the groups of a lookbehind's
                // body as it reverses it, and pairs names and captures wrongly there
                // (the names are checked against the generator's below).
                let lookbehind = generated.source.contains("(?<=") || generated.source.contains("(?<!");
                if !lookbehind && found_named != their_named {
                    self.failures.push(describe(format!("named groups {found_named:?}, regress {their_named:?}")));
                }
            } else {
                match oracle::exec(case.parsed, unicode, input, start, sticky) {
                    Ok(spec) if spec == groups => {
                        self.counts.referee_for_us += 1;
                        self.regress_bugs.push(describe(format!("ours {groups:?}, regress {their_groups:?}")));
                    }
                    spec => self
                        .failures
                        .push(describe(format!("ours {groups:?}, regress {their_groups:?}, the spec {spec:?}"))),
                }
            }
        } else {
            match oracle::exec(case.parsed, unicode, input, start, sticky) {
                Ok(spec) if spec == groups => self.counts.referee_spec_only += 1,
                Ok(spec) => self.failures.push(describe(format!("ours {groups:?}, the spec {spec:?}"))),
                Err(_) => self.counts.referee_gave_up += 1,
            }
        }
        // Each name's range is that of its group (each name has one group here).
        if let Some(found) = &ours {
            let expected: NamedGroups = generated
                .names
                .iter()
                .enumerate()
                .filter_map(|(index, name)| Some((name.clone()?, found.groups[index + 1].clone())))
                .collect();
            if found.named_groups != expected {
                self.failures.push(describe(format!("named groups {:?}, expected {expected:?}", found.named_groups)));
            }
        }

        // 2. A tiny budget: the linear engine takes over in mid-search.
        // Mostly very small: most searches here backtrack a few times only.
        let budget = SearchBudget {
            before_fallback: if rng.chance(1, 2) { rng.below(4) } else { rng.below(50) } as u64,
            before_error: if rng.chance(1, 2) { rng.below(50) as u64 } else { PLENTY },
        };
        let view = match &narrow {
            Some(narrow) if rng.chance(1, 2) => StrView::Latin1(narrow),
            _ => StrView::Utf16(input),
        };
        case.compiled.fell_back.set(false);
        let budgeted = case.compiled.exec_view_with_budget(&view, last_index, sticky, None, Some(budget));
        self.counts.fallbacks_forced += usize::from(case.compiled.fell_back.get());
        match budgeted {
            Ok(found) if found == ours => {}
            Err(ExecError::TooComplex) if case.linear.is_none() => self.counts.budget_too_complex += 1,
            other => self.failures.push(describe(format!("{budget:?} gives {other:?}, unlimited {ours:?}"))),
        }

        // 3. The engines alone, from the position the search starts at.
        if start <= input.len() {
            self.alone(case, input, start, sticky, &groups, &describe);
            if let Some(narrow) = &narrow {
                self.alone(case, narrow.as_slice(), start, sticky, &groups, &describe);
            }
        }
        ours
    }

    /// The backtracking interpreter at each start from `start` against the search's
    /// answer `expected`, and the linear engine against it.
    fn alone<I: Input>(
        &mut self,
        case: &Case,
        input: I,
        start: usize,
        sticky: bool,
        expected: &Option<Groups>,
        describe: &dyn Fn(String) -> String,
    ) {
        let width = if I::WIDE { "16-bit" } else { "8-bit" };
        let backtracking = match backtrack_search(case.program, input, start, sticky) {
            Ok(found) => found,
            Err(outcome) => {
                self.counts.alone_out_of_budget += 1;
                if outcome != Outcome::OutOfBudget && outcome != Outcome::StackOverflow {
                    self.failures.push(describe(format!("{width} backtracking alone: {outcome:?}")));
                }
                return;
            }
        };
        self.counts.backtracking_alone += 1;
        if backtracking != *expected {
            self.failures.push(describe(format!("{width} backtracking alone {backtracking:?}, search {expected:?}")));
        }
        let Some(linear) = case.linear else { return };
        self.counts.linear_alone += 1;
        let found = linear_search(linear, input, start, sticky);
        if found != backtracking {
            self.failures
                .push(describe(format!("{width} linear alone {found:?}, backtracking alone {backtracking:?}")));
        }
    }
}

/// The backtracking interpreter run at `start`, then (unless `sticky`) at each following
/// character boundary, with no start analysis; `Err` when it stops without an answer.
fn backtrack_search<I: Input>(
    program: &Program,
    input: I,
    start: usize,
    sticky: bool,
) -> Result<Option<Groups>, Outcome> {
    let mut scratch = Scratch::default();
    let mut budget = Budget { backtracks_left: ALONE_BUDGET, interrupt: None };
    let mut at = start;
    loop {
        match interpreter::run(program, input, at, &mut scratch, &mut budget) {
            Outcome::Match => return Ok(Some(groups_of(&scratch.registers, program.group_count))),
            Outcome::NoMatch if sticky || at >= input.len() => return Ok(None),
            Outcome::NoMatch => at += input.next_char(at, program.unicode).map_or(1, |(_, length)| length),
            stopped => return Err(stopped),
        }
    }
}

fn linear_search<I: Input>(program: &LinearProgram, input: I, start: usize, sticky: bool) -> Option<Groups> {
    let mut registers = vec![UNSET; 2 * (program.group_count() + 1)];
    let found = program.exec(input, start, sticky, &mut registers, &mut || false).expect("never stopped");
    found.then(|| groups_of(&registers, program.group_count()))
}

/// The groups that capture registers describe (start and end of each, `UNSET` when it
/// did not participate).
fn groups_of(registers: &[u32], group_count: usize) -> Groups {
    registers[..2 * (group_count + 1)]
        .chunks_exact(2)
        .map(|pair| (pair[0] != UNSET && pair[1] != UNSET).then(|| pair[0] as usize..pair[1] as usize))
        .collect()
}

/// Found by the test above (seed 0xD1B5_4A32_D192_ED03, 250,000 patterns): under `u`/`v`
/// a back reference compared code units, so it could match the lead half of a pair and
/// end between its halves. The spec reads the input as code points
/// (22.2.2.7.2 BackreferenceMatcher compares characters), so the lone lead surrogate
/// that `(.)` captured does not match the pair U+1F600 that follows it, forward or
/// backward (in a lookbehind, the lone trail surrogate does not match the pair before
/// it). The generated case: `/(b{2,}?(?<g2>(\b\b){3}?.?){1,3}){2,}?(?<g4>)?|$[^ab]{1}?|(?<g5>\5.)\k<g5>.?/v`
/// on `"\uD83DA \uD83D\u{1F600}"` from 0, where the search matched 3..6 (g5 3..4).
#[test]
fn back_references_under_unicode_compare_code_points() {
    let cases: [(&str, &str, &[u16], usize); 3] = [
        // `(.)` takes the lone lead at 0; `\1` must not take the lead half of the pair.
        ("(.)\\1", "u", &[0xD83D, 0xD83D, 0xDE00], 0),
        ("(.)\\1", "v", &[0xD83D, 0xD83D, 0xDE00], 0),
        // Backward: `(.)` takes the lone trail at 2; `\1` must not take the trail half.
        ("(?<=\\1(.))x", "u", &[0xD83D, 0xDE00, 0xDE00, 0x78], 0),
    ];
    let mut wrong = Vec::new();
    for (source, flags, input, last_index) in cases {
        let bits = super::RegExpFlags::parse(&flags.encode_utf16().collect::<Vec<_>>()).expect("flags");
        let compiled = CompiledRegExp::compile(&source.encode_utf16().collect::<Vec<_>>(), bits).expect("valid");
        let found = compiled.exec_view(&StrView::Utf16(input), last_index, false, None);
        if found != Ok(None) {
            wrong.push(format!("/{source}/{flags} on {input:04X?}: {found:?}, no match in the spec"));
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}
