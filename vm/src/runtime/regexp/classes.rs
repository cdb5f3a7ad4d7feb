//! Character sets as the engines test them: a class of the tree, with its flags applied
//! (22.2.2.9 CharacterSetMatcher), lowered once at compile time to the plain set of
//! characters it matches, with a bitmap for Latin-1.

use super::charset::{self, Ranges};
use super::pattern::ast::{Node, NodeFlags};
use super::unicode;

/// A set of characters to test against.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CharSet {
    /// Code points 0-255.
    latin1: [u64; 4],
    /// The whole set, normalized (Latin-1 included).
    ranges: Box<[(u32, u32)]>,
}

impl CharSet {
    pub fn new(ranges: Ranges) -> CharSet {
        let ranges = charset::normalize(ranges);
        let mut latin1 = [0u64; 4];
        for &(low, high) in &ranges {
            for c in low..=high.min(255) {
                latin1[(c / 64) as usize] |= 1 << (c % 64);
            }
        }
        CharSet { latin1, ranges: ranges.into_boxed_slice() }
    }

    #[inline(always)]
    pub fn contains(&self, c: u32) -> bool {
        if c < 256 {
            return self.latin1[(c / 64) as usize] & (1 << (c % 64)) != 0;
        }
        charset::contains(&self.ranges, c)
    }

    pub fn ranges(&self) -> &[(u32, u32)] {
        &self.ranges
    }

    /// The only character of the set, if it has exactly one.
    pub fn single(&self) -> Option<u32> {
        match *self.ranges {
            [(low, high)] if low == high => Some(low),
            _ => None,
        }
    }

    /// Whether the set holds a character outside the Basic Multilingual Plane.
    pub fn has_astral(&self) -> bool {
        self.ranges.last().is_some_and(|&(_, high)| high > 0xFFFF)
    }
}

/// What a class node (its ranges, negated or not) matches under its flags: 22.2.2.9
/// CharacterSetMatcher compares canonical forms under `i`, so the set is closed over case
/// first; a negated class matches what the closed set does not.
pub fn lower_class(ranges: &[(u32, u32)], negated: bool, flags: NodeFlags, unicode: bool) -> Ranges {
    let closed =
        if flags.ignore_case { unicode::close_over_case(ranges, unicode) } else { charset::normalize(ranges.to_vec()) };
    if negated { charset::complement(&closed) } else { closed }
}

/// The characters a single character matches under its flags.
pub fn lower_char(c: u32, flags: NodeFlags, unicode: bool) -> Ranges {
    if flags.ignore_case { unicode::close_over_case(&[(c, c)], unicode) } else { vec![(c, c)] }
}

/// The code units a node always matches exactly, if it is one character that compares
/// without case and is not a lone surrogate under `u`/`v` (which must not match half of a
/// pair): what literal runs and prefixes are made of.
pub fn exact_units(node: &Node, unicode: bool) -> Option<Vec<u16>> {
    let Node::Char { value, flags } = node else { return None };
    if lower_char(*value, *flags, unicode) != [(*value, *value)] {
        return None;
    }
    if !unicode {
        return Some(vec![*value as u16]);
    }
    if (0xD800..0xE000).contains(value) {
        return None;
    }
    let mut units = [0u16; 2];
    Some(char::from_u32(*value)?.encode_utf16(&mut units).to_vec())
}

/// What `.` matches (22.2.2.8): everything, or everything but line terminators.
pub fn dot(flags: NodeFlags) -> Ranges {
    if flags.dot_all {
        vec![(0, charset::MAX_CODE_POINT)]
    } else {
        charset::complement(&[(0x0A, 0x0A), (0x0D, 0x0D), (0x2028, 0x2029)])
    }
}

/// 22.2.2.9.4 WordCharacters: `[A-Za-z0-9_]`, and under `u`/`v` with `i` also every
/// character that canonicalizes into it (U+017F LONG S, U+212A KELVIN SIGN).
pub fn word_characters(ignore_case: bool, unicode: bool) -> Ranges {
    let basic = vec![(0x30, 0x39), (0x41, 0x5A), (0x5F, 0x5F), (0x61, 0x7A)];
    if ignore_case && unicode { unicode::close_over_case(&basic, true) } else { basic }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sets_answer_for_latin1_and_beyond() {
        let set = CharSet::new(vec![(0x61, 0x7A), (0x3B1, 0x3C9), (0x1F600, 0x1F600)]);
        assert!(set.contains(0x61) && set.contains(0x3B2) && set.contains(0x1F600));
        assert!(!set.contains(0x60) && !set.contains(0xFF) && !set.contains(0x1F601));
        assert!(set.has_astral());
        assert_eq!(CharSet::new(vec![(5, 5)]).single(), Some(5));
    }

    #[test]
    fn negation_applies_after_case_closure() {
        let flags = NodeFlags { ignore_case: true, ..NodeFlags::default() };
        let not_a = lower_class(&[(0x61, 0x61)], true, flags, false);
        assert!(!charset::contains(&not_a, 0x41) && !charset::contains(&not_a, 0x61));
        assert!(charset::contains(&not_a, 0x62));
    }
}
