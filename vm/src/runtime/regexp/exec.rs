//! A search: which start positions are tried, by which engine, under which budget
//! (22.2.7.2 RegExpBuiltinExec steps 9-13).
//!
//! * **Pure literals** are found with a substring search; no engine runs.
//! * **Anchored** patterns (`^` without `m`) are tried at 0 only, **sticky** searches at
//!   lastIndex only.
//! * Otherwise the positions from lastIndex on are tried in order, skipping to the next
//!   place where the pattern's literal prefix or first code unit occurs, and stopping
//!   where what is left of the input is shorter than any match. Under `u`/`v` a search
//!   advances by code point (AdvanceStringIndex), so it never starts inside a pair.
//! * Each position is tried by the backtracking engine, all positions of one search
//!   sharing one **budget** of backtracks. When it runs out (or the backtrack stack
//!   fills up) on a pattern the linear engine can run, the linear engine takes the
//!   search over from the position where it stopped: it finds the same match in time
//!   linear in the input. On other patterns (back references, lookarounds) the search
//!   ends with [`ExecError::TooComplex`], a RangeError for the caller.
//! * A termination of the VM (its interrupt word) stops a run within
//!   `INTERRUPT_INTERVAL` backtracks or linear steps.

use super::analysis::Prefix;
use super::backtrack::interpreter::{Budget, Outcome};
use super::backtrack::program::UNSET;
use super::input::{Input, is_lead, is_trail};
use super::{CompiledRegExp, ExecError, RegExpMatch};
use crate::error::JsResult;
use crate::runtime::interrupt::Interrupt;
use crate::string::search::find_unit_in;
use crate::string::{StrView, StringRef};
use crate::vm::Vm;

/// Backtracks a search may spend before the linear engine takes over (a pattern it can
/// run) ...
const FALLBACK_BASE: u64 = 100_000;
/// ... plus this many per code unit of the input: a backtracking search that stays
/// within a small multiple of the input's length is left alone, being the faster one.
const FALLBACK_PER_UNIT: u64 = 16;

/// Backtracks a search of a pattern without a linear form may spend, once it has spent
/// the first budget, before it ends with a RangeError: well under a second of matching.
const TOO_COMPLEX_BASE: u64 = 2_000_000;
const TOO_COMPLEX_PER_UNIT: u64 = 64;

/// The first budget of a pattern that has already needed the linear engine: a split or a
/// sticky tokenizer runs it at many positions, and each would spend the whole budget
/// again before handing over.
const AFTER_FALLBACK_BASE: u64 = 10_000;

/// The backtracks one search may spend: before the linear engine takes over (a pattern
/// it can run), and then, for a pattern without a linear form, before the RangeError.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SearchBudget {
    pub before_fallback: u64,
    pub before_error: u64,
}

impl SearchBudget {
    /// The budget of a search of `length` code units by the engine's rules above.
    fn for_input(length: usize, fell_back: bool) -> SearchBudget {
        let base = if fell_back { AFTER_FALLBACK_BASE } else { FALLBACK_BASE };
        let length = length as u64;
        SearchBudget {
            before_fallback: base + FALLBACK_PER_UNIT * length,
            before_error: TOO_COMPLEX_BASE + TOO_COMPLEX_PER_UNIT * length,
        }
    }
}

impl CompiledRegExp {
    /// The match that starts at `last_index` (sticky) or at the first position at or
    /// after it, in `text`.
    pub fn exec_view(
        &self,
        text: &StrView<'_>,
        last_index: usize,
        sticky: bool,
        interrupt: Option<&Interrupt>,
    ) -> Result<Option<RegExpMatch>, ExecError> {
        self.exec_view_with_budget(text, last_index, sticky, interrupt, None)
    }

    /// [`Self::exec_view`] with the given budget instead of the engine's own (`None`):
    /// tests use it to force the linear engine to take over in mid-search.
    pub fn exec_view_with_budget(
        &self,
        text: &StrView<'_>,
        last_index: usize,
        sticky: bool,
        interrupt: Option<&Interrupt>,
        budget: Option<SearchBudget>,
    ) -> Result<Option<RegExpMatch>, ExecError> {
        let budget = budget.unwrap_or_else(|| SearchBudget::for_input(text.len(), self.fell_back.get()));
        match text {
            StrView::Latin1(bytes) => self.exec_in(*bytes, text, last_index, sticky, interrupt, budget),
            StrView::Utf16(units) => self.exec_in(*units, text, last_index, sticky, interrupt, budget),
        }
    }

    fn exec_in<I: Input>(
        &self,
        input: I,
        text: &StrView<'_>,
        last_index: usize,
        sticky: bool,
        interrupt: Option<&Interrupt>,
        search_budget: SearchBudget,
    ) -> Result<Option<RegExpMatch>, ExecError> {
        let length = input.len();
        if last_index > length {
            return Ok(None);
        }
        // Under `u`/`v` a lastIndex between the halves of a pair starts the search at the
        // pair, as V8, SpiderMonkey and QuickJS do (the character "obtained from element
        // lastIndex" of 22.2.7.2 step 9 is the pair).
        let last_index =
            if self.program.unicode && self.inside_pair(input, last_index) { last_index - 1 } else { last_index };
        if let (Some(literal), Some(searcher)) = (&self.start.literal, &self.literal_searcher) {
            // Fast path: the pattern is a literal string.
            let found = match sticky {
                true => occurs_at(text, literal, last_index).then_some(last_index),
                false => searcher.find(text, last_index),
            };
            return Ok(found.map(|at| self.match_of_range(at, at + literal.len())));
        }
        let only_here = sticky || self.start.anchored;
        if self.start.anchored && last_index > 0 {
            // `^` without `m` holds only at 0.
            return Ok(None);
        }
        let min_length = self.start.min_length as usize;
        let mut budget = Budget { backtracks_left: search_budget.before_fallback, interrupt };
        let mut second_budget = true;
        let mut scratch = self.scratch.take().unwrap_or_default();
        let mut position = if only_here { Some(last_index) } else { self.next_candidate(text, last_index) };
        let result = loop {
            let Some(at) = position.filter(|&at| at + min_length <= length) else { break Ok(None) };
            match self.run_at(input, text, at, &mut scratch, &mut budget) {
                Outcome::Match => break Ok(Some(self.match_of_registers(&scratch.registers))),
                Outcome::NoMatch if only_here => break Ok(None),
                Outcome::NoMatch => {
                    let next = at + self.advance(input, at);
                    position = self.next_candidate(text, next);
                }
                outcome @ (Outcome::OutOfBudget | Outcome::StackOverflow) => {
                    if self.linear_program().is_some() {
                        self.fell_back.set(true);
                        break self.exec_linear(input, at, only_here, &mut scratch.registers, interrupt);
                    }
                    if outcome == Outcome::StackOverflow || !second_budget {
                        break Err(ExecError::TooComplex);
                    }
                    // No linear form: try this position again with the larger budget.
                    second_budget = false;
                    budget.backtracks_left = search_budget.before_error;
                }
                Outcome::Interrupted => break Err(ExecError::Interrupted),
            }
        };
        self.scratch.set(Some(scratch));
        result
    }

    /// Whether `at` lies between the halves of a surrogate pair.
    fn inside_pair<I: Input>(&self, input: I, at: usize) -> bool {
        I::WIDE && at > 0 && at < input.len() && is_trail(input.unit(at)) && is_lead(input.unit(at - 1))
    }

    /// How far a failed position moves on: a whole surrogate pair under `u`/`v`.
    fn advance<I: Input>(&self, input: I, at: usize) -> usize {
        let unicode = self.program.unicode;
        if I::WIDE && unicode && at + 1 < input.len() && is_lead(input.unit(at)) && is_trail(input.unit(at + 1)) {
            2
        } else {
            1
        }
    }

    /// The first position at or after `from` where the prefix occurs (`from` itself when
    /// the pattern has none), or `None` when it occurs nowhere. Under `u`/`v` a position
    /// past `from` between the halves of a pair is not one (a prefix that is a lone trail
    /// surrogate would find it).
    fn next_candidate(&self, text: &StrView<'_>, from: usize) -> Option<usize> {
        let mut at = from;
        loop {
            let found = self.next_prefix(text, at)?;
            let inside_pair = self.program.unicode
                && found > from
                && is_trail(u32::from(text.at(found)))
                && is_lead(u32::from(text.at(found - 1)));
            if !inside_pair {
                return Some(found);
            }
            at = found + 1;
        }
    }

    fn next_prefix(&self, text: &StrView<'_>, from: usize) -> Option<usize> {
        if from > text.len() {
            return None;
        }
        match (&self.start.prefix, &self.literal_searcher) {
            (Prefix::Literal(_), Some(searcher)) => searcher.find(text, from),
            (Prefix::FirstUnits(units), _) => find_unit_in(text, units, from),
            (Prefix::FirstSet(set), _) => match text {
                StrView::Latin1(bytes) => {
                    bytes[from..].iter().position(|&byte| set.contains(u32::from(byte))).map(|index| from + index)
                }
                StrView::Utf16(units) => {
                    units[from..].iter().position(|&unit| set.contains(u32::from(unit))).map(|index| from + index)
                }
            },
            _ => Some(from),
        }
    }

    /// The search from `at` by the linear engine, after the backtracking one gave up.
    fn exec_linear<I: Input>(
        &self,
        input: I,
        at: usize,
        only_here: bool,
        registers: &mut Vec<u32>,
        interrupt: Option<&Interrupt>,
    ) -> Result<Option<RegExpMatch>, ExecError> {
        let Some(linear) = self.linear_program() else { return Err(ExecError::TooComplex) };
        registers.clear();
        registers.resize(self.program.capture_registers(), UNSET);
        let mut should_stop = || interrupt.is_some_and(Interrupt::is_terminating);
        match linear.exec(input, at, only_here, registers, &mut should_stop) {
            Ok(true) => Ok(Some(self.match_of_registers(registers))),
            Ok(false) => Ok(None),
            Err(_) => Err(ExecError::Interrupted),
        }
    }

    fn match_of_range(&self, start: usize, end: usize) -> RegExpMatch {
        RegExpMatch { groups: vec![Some(start..end)], named_groups: Vec::new() }
    }

    /// The match the capture registers describe.
    fn match_of_registers(&self, registers: &[u32]) -> RegExpMatch {
        let group = |index: u32| {
            let (start, end) = (registers[2 * index as usize], registers[2 * index as usize + 1]);
            (start != UNSET && end != UNSET).then_some(start as usize..end as usize)
        };
        let groups = (0..=self.program.group_count as u32).map(group).collect();
        let named_groups = self
            .group_names
            .iter()
            .map(|(name, indices)| (name.clone(), indices.iter().find_map(|&index| group(index))))
            .collect();
        RegExpMatch { groups, named_groups }
    }
}

impl Vm {
    /// RegExpBuiltinExec steps 9-13: the match of `compiled` in `string` at `last_index`
    /// (sticky) or at or after it. Flattens a rope (may collect: the caller roots
    /// `string`); the engines read the string's own code units, 8-bit or 16-bit.
    pub fn regexp_exec(
        &mut self,
        compiled: &CompiledRegExp,
        string: StringRef,
        last_index: usize,
        sticky: bool,
    ) -> JsResult<Result<Option<RegExpMatch>, ExecError>> {
        let string = self.flatten(string)?;
        self.tier_up_regexp(compiled);
        let text = string.view(self).expect("flattened");
        let found = compiled.exec_view(&text, last_index, sticky, Some(&self.interrupt));
        if found == Err(ExecError::Interrupted) {
            // The termination waits in the VM.
            self.poll_interrupt()?;
        }
        Ok(found)
    }
}

/// Whether `literal` occurs in `text` at `position`.
fn occurs_at(text: &StrView<'_>, literal: &[u16], position: usize) -> bool {
    position + literal.len() <= text.len() && literal.iter().enumerate().all(|(i, &unit)| text.at(position + i) == unit)
}
