//! How a search runs: which start positions are tried, and with which program.
//!
//! `regress`, built for UTF-16 input, tries every position from the start of the search
//! to the end of the input (its own start predicates and prefix search only work on
//! bytes). In front of it, what [`start`](super::start) learned about the pattern decides:
//!
//! * **Pure literals** are found with a substring search over the string's own code units
//!   (8-bit or 16-bit); the matcher is not run.
//! * **Anchored** patterns (`^` without `m`) can only match at 0, and **sticky** searches
//!   only at lastIndex: one start position is tried.
//! * Patterns whose matches begin with a **literal prefix** or one of a few **first
//!   code units** skip to each place where that occurs (`string::search`), and try only
//!   there. A failing search never widens an 8-bit string for the matcher.
//!
//! To try one start position, `regress` runs a second program, `(?:P)|()`. Its empty
//! alternative matches wherever P fails, so the search stops at the first position it
//! tries; a match in which the extra group (numbered after all of P's) took part means "no
//! match here". P's groups keep their numbers, and since the program runs on the whole
//! input, lookbehind, `\b` and `^` see what lies before the position. A decimal escape
//! `\N` with N above P's group count (an octal escape of Annex B, and one the matcher
//! accepts even with `u`/`v`) would become a back reference to the extra group; such
//! patterns do without it (a sticky search then searches and keeps a match only at
//! lastIndex, as before).
//!
//! The backtracking guard is consulted as before, for the input from where the program
//! starts: a start position the guard sends to the watchdog is searched from there with
//! the plain program, in one job.

use std::sync::Arc;

use super::start::Prefix;
use super::{CompiledRegExp, ExecError, MatchInput, RegExpMatch, Subject};
use crate::error::JsResult;
use crate::string::search::find_unit_in;
use crate::string::{StrView, StringRef};
use crate::vm::Vm;

/// What the scan before the matcher decided.
enum Plan {
    /// The answer, without the matcher.
    Done(Option<RegExpMatch>),
    /// The matcher is needed, from this position (the first candidate).
    From(usize),
}

/// After this many failed candidates, the search checks how far apart they are.
const DENSITY_CHECK_AFTER: usize = 8;

/// Candidates closer together than this many code units on average are tried by the plain
/// search instead: one `regress` search steps over a position for less than it costs to
/// start a one-position search there.
const DENSE_GAP: usize = 16;

impl CompiledRegExp {
    /// 22.2.7.2 RegExpBuiltinExec steps 9-13 on the code units of a string: the match that
    /// starts at `last_index` (sticky) or at the first position at or after it.
    pub fn exec(&self, input: &MatchInput, last_index: usize, sticky: bool) -> Result<Option<RegExpMatch>, ExecError> {
        let text = StrView::Utf16(input);
        match self.plan(&text, last_index, sticky) {
            Plan::Done(found) => Ok(found),
            Plan::From(position) => self.exec_from(&Subject::Units(input), &text, position, sticky),
        }
    }

    /// The part of a search that needs only the string's own code units.
    fn plan(&self, text: &StrView<'_>, last_index: usize, sticky: bool) -> Plan {
        if last_index > text.len() {
            return Plan::Done(None);
        }
        if let (Some(literal), Some(searcher)) = (&self.start.literal, &self.literal_searcher) {
            // Fast path: the pattern is a literal string.
            let found = match sticky {
                true => occurs_at(text, literal, last_index).then_some(last_index),
                false => searcher.find(text, last_index),
            };
            let found = found.map(|position| RegExpMatch {
                groups: vec![Some(position..position + literal.len())],
                named_groups: Vec::new(),
            });
            return Plan::Done(found);
        }
        if self.start.anchored && last_index > 0 {
            // `^` without `m` holds only at 0.
            return Plan::Done(None);
        }
        if sticky || self.start.anchored {
            return Plan::From(last_index);
        }
        match self.next_candidate(text, last_index) {
            Some(position) => Plan::From(position),
            None => Plan::Done(None),
        }
    }

    /// The first position at or after `from` where the prefix occurs (`from` itself when
    /// the pattern has none), or `None` when it occurs nowhere.
    fn next_candidate(&self, text: &StrView<'_>, from: usize) -> Option<usize> {
        match (&self.start.prefix, &self.literal_searcher) {
            (Prefix::Literal(_), Some(searcher)) => searcher.find(text, from),
            (Prefix::FirstUnits(units), _) => find_unit_in(text, units, from),
            _ => (from <= text.len()).then_some(from),
        }
    }

    /// The rest of the search, from the first candidate `position`.
    fn exec_from(
        &self,
        input: &Subject<'_>,
        text: &StrView<'_>,
        position: usize,
        sticky: bool,
    ) -> Result<Option<RegExpMatch>, ExecError> {
        let Some(one_position) = self.one_position() else {
            // Without the one-position program: search, and for a sticky or anchored
            // pattern keep only a match at the position.
            let found = self.run(&self.search, input, position)?;
            let only_here = sticky || self.start.anchored;
            return Ok(found.filter(|found| !only_here || found.range().start == position));
        };
        if sticky || self.start.anchored {
            return self.try_at(one_position, input, position);
        }
        if matches!(self.start.prefix, Prefix::Arbitrary) {
            return self.run(&self.search, input, position);
        }
        let (first, mut candidate, mut tries) = (position, position, 0);
        loop {
            if !self.analysis.runs_inline(input.len() - candidate)
                || (tries >= DENSITY_CHECK_AFTER && candidate - first < tries * DENSE_GAP)
            {
                // No match starts before the candidate: the plain search from there
                // finds what a search from lastIndex would.
                return self.run(&self.search, input, candidate);
            }
            if let Some(found) = self.try_at(one_position, input, candidate)? {
                return Ok(Some(found));
            }
            tries += 1;
            match self.next_candidate(text, candidate + 1) {
                Some(next) => candidate = next,
                None => return Ok(None),
            }
        }
    }

    /// The match of P that starts at `position`, with the one-position program.
    fn try_at(
        &self,
        one_position: &Arc<regress::Regex>,
        input: &Subject<'_>,
        position: usize,
    ) -> Result<Option<RegExpMatch>, ExecError> {
        let Some(mut found) = self.run(one_position, input, position)? else {
            // Unreachable: the empty alternative matches wherever P does not. (Past the
            // end of the input there is no position to try.)
            return Ok(None);
        };
        if found.range().start != position || found.groups.pop().flatten().is_some() {
            // The extra group took part: P does not match here.
            return Ok(None);
        }
        Ok(Some(found))
    }

    /// `(?:P)|()`, compiled on first use; `None` when the extra group would change P.
    fn one_position(&self) -> Option<&Arc<regress::Regex>> {
        self.one_position
            .get_or_init(|| {
                if self.start.largest_decimal_escape > self.start.capture_groups {
                    return None;
                }
                let mut wrapped: Vec<u32> = "(?:".chars().map(u32::from).collect();
                wrapped.extend_from_slice(&self.pattern);
                wrapped.extend(")|()".chars().map(u32::from));
                regress::Regex::from_unicode(wrapped.into_iter(), self.regress_flags).ok().map(Arc::new)
            })
            .as_ref()
    }
}

impl Vm {
    /// RegExpBuiltinExec steps 9-13: the match of `compiled` in `string` at `last_index`
    /// (sticky) or at or after it. Flattens a rope (may collect: the caller roots
    /// `string`); the matcher reads an ASCII string's bytes as they are, and a 16-bit form
    /// of other strings, made only when it has to run.
    pub fn regexp_exec(
        &mut self,
        compiled: &CompiledRegExp,
        string: StringRef,
        last_index: usize,
        sticky: bool,
    ) -> JsResult<Result<Option<RegExpMatch>, ExecError>> {
        let string = self.flatten(string)?;
        let position = match compiled.plan(&string.view(self).expect("flattened"), last_index, sticky) {
            Plan::Done(found) => return Ok(Ok(found)),
            Plan::From(position) => position,
        };
        // The watchdog's thread reads code units (it must not read the string's own
        // memory), so a match it may run gets them too, made once for the string.
        let watched = !compiled.analysis.runs_inline(string.len() as usize - position);
        let prepared = self.regexp_input(string, !compiled.reads_ascii_text || watched);
        let text = string.view(self).expect("flattened");
        let ascii = match (&text, prepared.ascii && compiled.reads_ascii_text && !watched) {
            (StrView::Latin1(bytes), true) => Some(cached_ascii_text(bytes)),
            _ => None,
        };
        let found = match (ascii, prepared.units) {
            (Some(ascii), _) => compiled.exec_from(&Subject::Ascii(ascii), &text, position, sticky),
            (None, Some(units)) => compiled.exec_from(&Subject::Units(&MatchInput(units)), &text, position, sticky),
            // (Not reached: the units are made whenever the bytes cannot be read.)
            (None, None) => {
                let units = MatchInput::from(text.code_units().collect::<Vec<u16>>());
                compiled.exec_from(&Subject::Units(&units), &text, position, sticky)
            }
        };
        Ok(found)
    }
}

/// Whether `literal` occurs in `text` at `position`.
fn occurs_at(text: &StrView<'_>, literal: &[u16], position: usize) -> bool {
    position + literal.len() <= text.len() && literal.iter().enumerate().all(|(i, &unit)| text.at(position + i) == unit)
}

/// The bytes of a flat 8-bit string known (from the VM's input cache, which checked this
/// very string) to be ASCII, as `&str`. Checking again at each exec would make a loop of
/// execs over a long string quadratic.
// The one `unsafe` outside the layout modules (lib.rs): validating the bytes here would
// undo what the cache is for.
#[allow(unsafe_code)]
fn cached_ascii_text(bytes: &[u8]) -> &str {
    debug_assert!(bytes.is_ascii());
    // SAFETY: the cache recorded that these bytes are all ASCII, and a flat string's
    // characters never change; ASCII is valid UTF-8.
    unsafe { std::str::from_utf8_unchecked(bytes) }
}
