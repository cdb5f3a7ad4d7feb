//! The referee of the differential tests: 22.2.2's matcher semantics transcribed as they
//! are written, with continuations as closures (Matcher, MatcherContinuation,
//! RepeatMatcher) and a direction (lookbehinds match leftwards), back references and
//! lookarounds included. Exponential and recursive, so only for the tests' short inputs,
//! and with a budget of steps; what it has going for it is that it is the spec, and
//! shares nothing with either engine's design (no threads, no consumed bit, no
//! deduplication, no backtrack stack or undo log).
//!
//! Positions are code units, as in the engines; under `u`/`v` the spec's Input is a list
//! of code points, which reading a pair as one character at a time gives, as long as
//! every position is at a character boundary (the callers start at one, and matching only
//! moves by whole characters).

use std::cell::{Cell, RefCell};
use std::collections::HashMap;
use std::ops::Range;
use std::rc::Rc;

use crate::runtime::regexp::classes::{self, CharSet};
use crate::runtime::regexp::input::{Input, is_line_terminator};
use crate::runtime::regexp::pattern::ast::{AssertionKind, Node, NodeFlags, Pattern};
use crate::runtime::regexp::unicode::canonicalize;

/// 22.2.2.1 MatchState: the end index and the captures (index 0 unused).
#[derive(Clone)]
struct State {
    end: usize,
    captures: Vec<Option<Range<usize>>>,
}

type Continuation<'c> = &'c mut dyn FnMut(State) -> Option<State>;

struct Oracle<'a> {
    input: &'a [u16],
    unicode: bool,
    /// Each character node's set, made once (lowering under `i` is slow).
    sets: RefCell<HashMap<*const Node, Rc<CharSet>>>,
    /// Matcher steps left before the oracle gives up.
    steps_left: Cell<usize>,
}

/// The matcher steps the oracle may take for one search.
const STEPS: usize = 200_000;

/// The direction of matching outside lookbehinds (22.2.2 passes `forward` or `backward`).
const FORWARD: bool = true;

/// The oracle ran out of steps (an exponential case).
#[derive(Debug)]
pub(crate) struct GaveUp;

/// The match of `pattern` in `input` from `start` (only there when `sticky`): the whole
/// match, then each group.
pub(crate) fn exec(
    pattern: &Pattern,
    unicode: bool,
    input: &[u16],
    start: usize,
    sticky: bool,
) -> Result<Option<Vec<Option<Range<usize>>>>, GaveUp> {
    let oracle = Oracle { input, unicode, sets: RefCell::default(), steps_left: Cell::new(STEPS) };
    let mut at = start;
    loop {
        let state = State { end: at, captures: vec![None; pattern.group_count() + 1] };
        let found = oracle.matcher(&pattern.body, FORWARD, state, &mut Some);
        if oracle.steps_left.get() == 0 {
            return Err(GaveUp);
        }
        if let Some(found) = found {
            let mut groups = found.captures;
            groups[0] = Some(at..found.end);
            return Ok(Some(groups));
        }
        if sticky || at >= input.len() {
            return Ok(None);
        }
        // AdvanceStringIndex.
        at += input.next_char(at, unicode).map_or(1, |(_, length)| length);
    }
}

impl Oracle<'_> {
    /// 22.2.2.* CompileSubpattern's matcher for `node` in `direction` ([`FORWARD`] or
    /// backward), run on `x` with continuation `c`.
    fn matcher(&self, node: &Node, direction: bool, x: State, c: Continuation<'_>) -> Option<State> {
        // Out of steps: fail everything from here on.
        let steps_left = self.steps_left.get().checked_sub(1)?;
        self.steps_left.set(steps_left);
        match node {
            Node::Empty => c(x),
            Node::Char { .. } | Node::Dot { .. } | Node::Class { .. } => {
                self.character(&self.set(node), direction, x, c)
            }
            Node::Assertion { kind, flags } => {
                let (e, input) = (x.end, self.input);
                let words = CharSet::new(classes::word_characters(flags.ignore_case, self.unicode));
                let word = |i: usize| i < input.len() && words.contains(u32::from(input[i]));
                let a = e > 0 && word(e - 1);
                let holds = match kind {
                    AssertionKind::Start => e == 0 || (flags.multiline && is_line_terminator(u32::from(input[e - 1]))),
                    AssertionKind::End => {
                        e == input.len() || (flags.multiline && is_line_terminator(u32::from(input[e])))
                    }
                    AssertionKind::WordBoundary => a != word(e),
                    AssertionKind::NotWordBoundary => a == word(e),
                };
                if holds { c(x) } else { None }
            }
            Node::Sequence(nodes) => self.sequence(nodes, direction, x, c),
            Node::Alternation(alternatives) => {
                alternatives.iter().find_map(|alternative| self.matcher(alternative, direction, x.clone(), c))
            }
            Node::Group { index: None, body } => self.matcher(body, direction, x, c),
            // 22.2.2.8 Atom :: ( GroupSpecifier Disjunction ): the range runs from where
            // the group began to where it ended, whichever way it was matched.
            Node::Group { index: Some(index), body } => {
                let start = x.end;
                self.matcher(body, direction, x, &mut |mut y: State| {
                    let range = if direction == FORWARD { start..y.end } else { y.end..start };
                    y.captures[*index as usize] = Some(range);
                    c(y)
                })
            }
            Node::Repeat { body, min, max, lazy } => {
                let groups = group_range(body);
                self.repeat(body, direction, *min, *max, !lazy, x, c, &groups)
            }
            Node::Lookaround { ahead, negated, body } => self.lookaround(body, *ahead, *negated, x, c),
            Node::BackReference { groups, flags } => self.back_reference(groups, *flags, direction, x, c),
        }
    }

    /// 22.2.2.3 Alternative :: Alternative Term: backward, the last term matches first.
    fn sequence(&self, nodes: &[Node], direction: bool, x: State, c: Continuation<'_>) -> Option<State> {
        match nodes {
            [] => c(x),
            [first, rest @ ..] if direction == FORWARD => {
                self.matcher(first, direction, x, &mut |y| self.sequence(rest, direction, y, c))
            }
            [rest @ .., last] => self.matcher(last, direction, x, &mut |y| self.sequence(rest, direction, y, c)),
        }
    }

    /// 22.2.2.4 Assertion :: `(?=` `(?!` `(?<=` `(?<!`: the body runs to its own success
    /// (the first way it matches: the assertion is atomic); a positive one keeps the
    /// body's captures and the position it started from.
    fn lookaround(&self, body: &Node, ahead: bool, negated: bool, x: State, c: Continuation<'_>) -> Option<State> {
        let direction = if ahead { FORWARD } else { !FORWARD };
        let r = self.matcher(body, direction, x.clone(), &mut Some);
        match (r, negated) {
            (None, false) | (Some(_), true) => None,
            (Some(y), false) => c(State { end: x.end, captures: y.captures }),
            (None, true) => c(x),
        }
    }

    /// 22.2.2.7.2 BackreferenceMatcher: the text of the one group of `groups` that has
    /// participated (none: match empty), again, compared canonically under `i`.
    fn back_reference(
        &self,
        groups: &[u32],
        flags: NodeFlags,
        direction: bool,
        x: State,
        c: Continuation<'_>,
    ) -> Option<State> {
        let mut participating = groups.iter().filter_map(|&group| x.captures[group as usize].clone());
        let Some(r) = participating.next() else { return c(x) };
        assert!(participating.next().is_none(), "at most one group of a name participates");
        let (s, e) = (r.start, x.end);
        let len = r.end - r.start;
        let f = if direction == FORWARD { e.checked_add(len) } else { e.checked_sub(len) }?;
        if f > self.input.len() {
            return None;
        }
        let g = e.min(f);
        // In code points under `u`/`v`: the compared text must not begin or end inside a
        // pair (it is then a whole number of characters, as many as the group's).
        if self.unicode && (self.inside_pair(g) || self.inside_pair(g + len)) {
            return None;
        }
        let canonical = |ch: u32| if flags.ignore_case { canonicalize(ch, self.unicode) } else { ch };
        let mut i = 0;
        while i < len {
            let (a, a_length) = (&self.input[..s + len]).next_char(s + i, self.unicode)?;
            let (b, b_length) = (&self.input[..g + len]).next_char(g + i, self.unicode)?;
            if a_length != b_length || canonical(a) != canonical(b) {
                return None;
            }
            i += a_length;
        }
        c(State { end: f, captures: x.captures })
    }

    /// Whether `at` lies between the halves of a pair.
    fn inside_pair(&self, at: usize) -> bool {
        let input = self.input;
        at > 0 && at < input.len() && (0xD800..0xDC00).contains(&input[at - 1]) && (0xDC00..0xE000).contains(&input[at])
    }

    /// The characters a character, `.` or class node matches, with its flags applied.
    fn set(&self, node: &Node) -> Rc<CharSet> {
        let ranges = || match node {
            Node::Char { value, flags } => classes::lower_char(*value, *flags, self.unicode),
            Node::Dot { flags } => classes::dot(*flags),
            Node::Class { ranges, negated, flags } => classes::lower_class(ranges, *negated, *flags, self.unicode),
            _ => unreachable!("a character node"),
        };
        self.sets.borrow_mut().entry(node as *const Node).or_insert_with(|| Rc::new(CharSet::new(ranges()))).clone()
    }

    /// 22.2.2.7.1 CharacterSetMatcher (the set already has the flags applied): the
    /// character after the position, or before it when matching backward.
    fn character(&self, set: &CharSet, direction: bool, x: State, c: Continuation<'_>) -> Option<State> {
        if direction == FORWARD {
            let (ch, length) = self.input.next_char(x.end, self.unicode)?;
            if !set.contains(ch) {
                return None;
            }
            c(State { end: x.end + length, captures: x.captures })
        } else {
            let (ch, length) = self.input.previous_char(x.end, self.unicode)?;
            if !set.contains(ch) {
                return None;
            }
            c(State { end: x.end - length, captures: x.captures })
        }
    }

    /// 22.2.2.3.1 RepeatMatcher.
    #[allow(clippy::too_many_arguments)]
    fn repeat(
        &self,
        body: &Node,
        direction: bool,
        min: u32,
        max: Option<u32>,
        greedy: bool,
        x: State,
        c: Continuation<'_>,
        groups: &Range<usize>,
    ) -> Option<State> {
        // 1. If max = 0, return c(x).
        if max == Some(0) {
            return c(x);
        }
        let x_end = x.end;
        // 3-4. Let xr be x with the captures of the body cleared.
        let mut xr = x.clone();
        for group in groups.clone() {
            xr.captures[group] = None;
        }
        // 8.a-b. Lazy, past the minimum: try to stop first.
        if min == 0
            && !greedy
            && let Some(z) = c(x.clone())
        {
            return Some(z);
        }
        // 2. d: an iteration past the minimum that matched empty fails; otherwise repeat.
        let mut d = |y: State| -> Option<State> {
            if min == 0 && y.end == x_end {
                return None;
            }
            let min2 = min.saturating_sub(1);
            let max2 = max.map(|max| max - 1);
            self.repeat(body, direction, min2, max2, greedy, y, &mut *c, groups)
        };
        // 7, 8.c, 9-10. One more iteration.
        let z = self.matcher(body, direction, xr, &mut d);
        if z.is_some() || min != 0 || !greedy {
            return z;
        }
        // 11. Greedy: stop.
        c(x)
    }
}

/// The group numbers inside `node`, as a range (empty without groups).
fn group_range(node: &Node) -> Range<usize> {
    fn walk(node: &Node, range: &mut Option<Range<usize>>) {
        match node {
            Node::Group { index, body } => {
                if let Some(index) = index.map(|index| index as usize) {
                    *range = Some(match range.take() {
                        Some(known) => known.start.min(index)..known.end.max(index + 1),
                        None => index..index + 1,
                    });
                }
                walk(body, range);
            }
            Node::Sequence(nodes) | Node::Alternation(nodes) => nodes.iter().for_each(|node| walk(node, range)),
            Node::Repeat { body, .. } | Node::Lookaround { body, .. } => walk(body, range),
            _ => {}
        }
    }
    let mut range = None;
    walk(node, &mut range);
    range.unwrap_or(0..0)
}
