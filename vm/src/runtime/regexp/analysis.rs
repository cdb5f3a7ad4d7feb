//! What a pattern's tree says about where its matches can start, so that a search tries
//! few positions:
//!
//! * **Anchored.** Every top-level alternative begins with `^` and `m` is off there: a
//!   match can only start at 0.
//! * **Literal prefix.** Every match begins with these code units: the search skips to
//!   each place they occur with a vectorised substring search (`string::search`).
//! * **First units.** The first code unit of every match is in a set: a few are found
//!   with `memchr`-style scans, more are tested with a bitmap before a run starts.
//! * **Literal.** The whole pattern is a literal string: no engine is needed at all.
//! * **Minimum length.** No match is shorter: positions too near the end are not tried.
//!
//! Each answer over-approximates and is always safe to act on. Zero-width assertions
//! (`\b`, lookarounds, `$`) consume nothing, so they do not change what a match begins
//! with; only `^` (without `m`) anchors.

use super::backtrack::compile::min_length;
use super::charset::{self, Ranges};
use super::classes::{self, CharSet};
use super::pattern::ast::{AssertionKind, Node, Pattern};

/// At most this many distinct first code units are scanned for one by one.
pub const MAX_FIRST_UNITS: usize = 3;

/// What every match begins with.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Prefix {
    /// Nothing useful: any position may start a match.
    Arbitrary,
    /// Every match begins with these code units (at least two).
    Literal(Vec<u16>),
    /// The first code unit of every match is one of these (sorted, 1 to
    /// [`MAX_FIRST_UNITS`]).
    FirstUnits(Vec<u16>),
    /// The first code unit of every match is in this set.
    FirstSet(CharSet),
}

/// What a pattern says about where its matches can start.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StartAnalysis {
    pub anchored: bool,
    pub prefix: Prefix,
    /// The pattern matches exactly this string of code units and nothing else, with no
    /// captures.
    pub literal: Option<Vec<u16>>,
    /// The fewest code units a match takes.
    pub min_length: u32,
}

impl StartAnalysis {
    pub fn of(pattern: &Pattern, unicode: bool) -> StartAnalysis {
        let body = &pattern.body;
        let literal = (pattern.group_count() == 0).then(|| literal_units(body, unicode)).flatten();
        let prefix = match leading_literal(body, unicode) {
            units if units.len() >= 2 => Prefix::Literal(units),
            _ => match first_units(body, unicode) {
                Some(ranges) => {
                    let count: u32 = ranges.iter().map(|&(low, high)| high - low + 1).sum();
                    if count as usize <= MAX_FIRST_UNITS {
                        Prefix::FirstUnits(
                            ranges.iter().flat_map(|&(low, high)| low..=high).map(|u| u as u16).collect(),
                        )
                    } else if count < 0x10000 {
                        Prefix::FirstSet(CharSet::new(ranges))
                    } else {
                        Prefix::Arbitrary
                    }
                }
                None => Prefix::Arbitrary,
            },
        };
        StartAnalysis { anchored: anchored(body), prefix, literal, min_length: min_length(body) }
    }
}

fn anchored(node: &Node) -> bool {
    match node {
        Node::Assertion { kind: AssertionKind::Start, flags } => !flags.multiline,
        Node::Sequence(nodes) => nodes.first().is_some_and(anchored),
        Node::Alternation(nodes) => nodes.iter().all(anchored),
        Node::Group { body, .. } => anchored(body),
        _ => false,
    }
}

/// The units of a pattern that is only literal characters.
fn literal_units(node: &Node, unicode: bool) -> Option<Vec<u16>> {
    match node {
        Node::Char { .. } => classes::exact_units(node, unicode),
        Node::Sequence(nodes) if !nodes.is_empty() => {
            let mut units = Vec::new();
            for node in nodes {
                units.extend(classes::exact_units(node, unicode)?);
            }
            Some(units)
        }
        Node::Group { index: None, body } => literal_units(body, unicode),
        _ => None,
    }
}

/// The literal code units every match begins with (possibly none).
fn leading_literal(node: &Node, unicode: bool) -> Vec<u16> {
    let mut units = Vec::new();
    collect_leading(node, unicode, &mut units);
    units
}

/// Appends the leading literal of `node`; true when all of `node` was literal (so what
/// follows it continues the prefix).
fn collect_leading(node: &Node, unicode: bool, units: &mut Vec<u16>) -> bool {
    match node {
        Node::Char { .. } => match classes::exact_units(node, unicode) {
            Some(more) => {
                units.extend(more);
                true
            }
            None => false,
        },
        Node::Sequence(nodes) => nodes.iter().all(|node| collect_leading(node, unicode, units)),
        Node::Group { body, .. } => collect_leading(body, unicode, units),
        Node::Repeat { body, min, max, .. } if *min >= 1 => {
            // `x{2,}` begins with x.
            collect_leading(body, unicode, units) && *max == Some(*min) && *min == 1
        }
        _ => false,
    }
}

/// The code units a match of `node` can begin with, if it cannot be empty; a set
/// holding a character outside the BMP also holds the lead surrogates.
fn first_units(node: &Node, unicode: bool) -> Option<Ranges> {
    let ranges = first_of(node, unicode)?;
    let mut units: Ranges =
        ranges.iter().filter(|&&(low, _)| low <= 0xFFFF).map(|&(low, high)| (low, high.min(0xFFFF))).collect();
    if ranges.last().is_some_and(|&(_, high)| high > 0xFFFF) {
        units.push((0xD800, 0xDBFF));
    }
    Some(charset::normalize(units))
}

/// The characters a match of `node` begins with, or `None` when unknown or when it can
/// match the empty string.
fn first_of(node: &Node, unicode: bool) -> Option<Ranges> {
    match node {
        Node::Char { value, flags } => Some(classes::lower_char(*value, *flags, unicode)),
        Node::Dot { flags } => Some(classes::dot(*flags)),
        Node::Class { ranges, negated, flags } => Some(classes::lower_class(ranges, *negated, *flags, unicode)),
        Node::Sequence(nodes) => {
            let mut found: Ranges = Vec::new();
            for node in nodes {
                if zero_width(node) {
                    continue;
                }
                if min_length(node) > 0 {
                    found.extend(first_of(node, unicode)?);
                    return Some(charset::normalize(found));
                }
                found.extend(first_of_optional(node, unicode)?);
            }
            None
        }
        Node::Alternation(nodes) => {
            let mut found = Vec::new();
            for node in nodes {
                found.extend(first_of(node, unicode)?);
            }
            Some(charset::normalize(found))
        }
        Node::Group { body, .. } => first_of(body, unicode),
        Node::Repeat { body, min, .. } if *min > 0 => first_of(body, unicode),
        _ => None,
    }
}

/// The characters a node that may match empty begins with when it does not.
fn first_of_optional(node: &Node, unicode: bool) -> Option<Ranges> {
    match node {
        Node::Repeat { body, .. } => first_of(body, unicode).or_else(|| first_of_optional(body, unicode)),
        Node::Group { body, .. } => first_of_optional(body, unicode),
        Node::Empty => Some(Vec::new()),
        _ => None,
    }
}

/// Nodes that never consume, whatever they contain.
fn zero_width(node: &Node) -> bool {
    matches!(node, Node::Assertion { .. } | Node::Lookaround { .. } | Node::Empty)
}
