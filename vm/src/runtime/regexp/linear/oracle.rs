//! The referee of the differential test: 22.2.2's matcher semantics transcribed as they
//! are written, with continuations as closures (Matcher, MatcherContinuation,
//! RepeatMatcher). Exponential and recursive, so only for the tests' short inputs, and
//! with a budget of steps; what it has going for it is that it is the spec, and shares
//! nothing with the Pike VM's design (no threads, no consumed bit, no deduplication).

use std::cell::{Cell, RefCell};
use std::collections::HashMap;
use std::ops::Range;
use std::rc::Rc;

use crate::runtime::regexp::classes::{self, CharSet};
use crate::runtime::regexp::input::{Input, is_line_terminator};
use crate::runtime::regexp::pattern::ast::{AssertionKind, Node, Pattern};

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

/// The oracle ran out of steps (an exponential case).
#[derive(Debug)]
pub(super) struct GaveUp;

/// The match of `pattern` in `input` from `start` (only there when `sticky`): the whole
/// match, then each group.
pub(super) fn exec(
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
        let found = oracle.matcher(&pattern.body, state, &mut Some);
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
    /// 22.2.2.* CompileSubpattern's matcher for `node`, run on `x` with continuation `c`.
    fn matcher(&self, node: &Node, x: State, c: Continuation<'_>) -> Option<State> {
        // Out of steps: fail everything from here on.
        let steps_left = self.steps_left.get().checked_sub(1)?;
        self.steps_left.set(steps_left);
        match node {
            Node::Empty => c(x),
            Node::Char { .. } | Node::Dot { .. } | Node::Class { .. } => self.character(&self.set(node), x, c),
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
            Node::Sequence(nodes) => self.sequence(nodes, x, c),
            Node::Alternation(alternatives) => {
                alternatives.iter().find_map(|alternative| self.matcher(alternative, x.clone(), c))
            }
            Node::Group { index: None, body } => self.matcher(body, x, c),
            Node::Group { index: Some(index), body } => {
                let start = x.end;
                self.matcher(body, x, &mut |mut y: State| {
                    y.captures[*index as usize] = Some(start..y.end);
                    c(y)
                })
            }
            Node::Repeat { body, min, max, lazy } => {
                let groups = group_range(body);
                self.repeat(body, *min, *max, !lazy, x, c, &groups)
            }
            Node::Lookaround { .. } | Node::BackReference { .. } => unimplemented!("not eligible"),
        }
    }

    fn sequence(&self, nodes: &[Node], x: State, c: Continuation<'_>) -> Option<State> {
        match nodes {
            [] => c(x),
            [first, rest @ ..] => self.matcher(first, x, &mut |y| self.sequence(rest, y, c)),
        }
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

    /// 22.2.2.7.1 CharacterSetMatcher (the set already has the flags applied).
    fn character(&self, set: &CharSet, x: State, c: Continuation<'_>) -> Option<State> {
        let (ch, length) = self.input.next_char(x.end, self.unicode)?;
        if !set.contains(ch) {
            return None;
        }
        c(State { end: x.end + length, captures: x.captures })
    }

    /// 22.2.2.3.1 RepeatMatcher.
    #[allow(clippy::too_many_arguments)]
    fn repeat(
        &self,
        body: &Node,
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
            self.repeat(body, min2, max2, greedy, y, &mut *c, groups)
        };
        // 7, 8.c, 9-10. One more iteration.
        let z = self.matcher(body, xr, &mut d);
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
