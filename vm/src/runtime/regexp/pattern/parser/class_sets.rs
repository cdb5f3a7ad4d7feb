//! The `v` flag's classes (22.2.1 CharacterClass with UnicodeSetsMode): set operations
//! and strings.
//!
//! ```text
//!   ClassSetExpression  ::  ClassUnion | ClassIntersection | ClassSubtraction
//!   ClassUnion          ::  (ClassSetRange | ClassSetOperand)*        [a-z\d\q{ab}]
//!   ClassIntersection   ::  ClassSetOperand (&& ClassSetOperand)+     [\p{L}&&\p{Greek}]
//!   ClassSubtraction    ::  ClassSetOperand (-- ClassSetOperand)+     [\w--\d]
//!   ClassSetOperand     ::  NestedClass | \q{a|bc} | ClassSetCharacter
//! ```
//!
//! One level does one kind of operation: `[a&&b--c]` and `[ab&&c]` are SyntaxErrors, and
//! nesting says which comes first (`[[a&&b]--c]`). Doubled punctuators (`&&`, `!!`, `##`,
//! …) are reserved and the syntax characters `( ) [ ] { } / - \ |` need escapes.
//!
//! A class here is a [`ClassSet`]: characters, and strings of zero or two and more
//! characters. Under `i` every operand is case-folded first (MaybeSimpleCaseFolding) and
//! complements are taken among the characters folding leaves alone (AllCharacters), so
//! `/[^\P{Ll}]/vi` is `\p{Ll}` (`/[^\P{Ll}]/iu` is not). `[^…]` and `\P{…}` of something
//! that may contain strings are SyntaxErrors, decided by the syntax (MayContainStrings),
//! not by the contents.
//!
//! A class without strings lowers to one `Node::Class`; one with strings to the
//! alternatives 22.2.2.7 CompileAtom builds: the strings longest first, then the single
//! characters, then the empty string, in a non-capturing group, with the strings' shared
//! prefixes factored out (see [`lower`]).

use std::cmp::Reverse;

use super::{Parser, PatternError};
use crate::runtime::regexp::charset::{self, Ranges};
use crate::runtime::regexp::pattern::ast::{Node, NodeFlags};
use crate::runtime::regexp::unicode;

/// The contents of a class or class escape: a CharSet whose elements are characters or
/// strings.
#[derive(Clone, Debug, Default, PartialEq)]
pub(super) struct ClassSet {
    /// The single characters, normalized.
    pub ranges: Ranges,
    /// The strings of zero or of two and more characters, sorted, without duplicates.
    pub strings: Vec<Vec<u32>>,
    /// MayContainStrings (22.2.1): whether the syntax could yield strings (`[\q{ab}--\q{ab}]`
    /// may, although it has none).
    pub may_contain_strings: bool,
}

impl ClassSet {
    pub fn of_ranges(ranges: Ranges) -> ClassSet {
        ClassSet { ranges: charset::normalize(ranges), ..ClassSet::default() }
    }

    /// A property of strings: it may contain strings whatever it holds.
    pub fn of_strings(ranges: Ranges, strings: Vec<Vec<u32>>) -> ClassSet {
        let mut set = ClassSet { ranges: charset::normalize(ranges), strings, may_contain_strings: true };
        set.tidy_strings();
        set
    }

    /// Moves single-character strings to the ranges, and sorts the rest.
    fn tidy_strings(&mut self) {
        let singles: Ranges = self.strings.iter().filter(|s| s.len() == 1).map(|s| (s[0], s[0])).collect();
        if !singles.is_empty() {
            self.strings.retain(|s| s.len() != 1);
            self.ranges.extend(singles);
            self.ranges = charset::normalize(std::mem::take(&mut self.ranges));
        }
        self.strings.sort_unstable();
        self.strings.dedup();
    }

    fn union(mut self, other: ClassSet) -> ClassSet {
        self.ranges.extend(other.ranges);
        self.ranges = charset::normalize(self.ranges);
        self.strings.extend(other.strings);
        self.strings.sort_unstable();
        self.strings.dedup();
        self.may_contain_strings |= other.may_contain_strings;
        self
    }

    fn intersection(mut self, other: ClassSet) -> ClassSet {
        self.ranges = charset::intersect(&self.ranges, &other.ranges);
        self.strings.retain(|s| other.strings.binary_search(s).is_ok());
        // MayContainStrings: an intersection may contain strings only if both sides may.
        self.may_contain_strings &= other.may_contain_strings;
        self
    }

    fn subtraction(mut self, other: ClassSet) -> ClassSet {
        self.ranges = charset::subtract(&self.ranges, &other.ranges);
        self.strings.retain(|s| other.strings.binary_search(s).is_err());
        self
    }

    /// CharacterComplement(rer, S) (22.2.2.9): the characters of `universe` not in the set.
    /// Only for sets that cannot contain strings (the callers check MayContainStrings).
    pub fn complement(self, universe: &[(u32, u32)]) -> ClassSet {
        debug_assert!(self.strings.is_empty());
        ClassSet::of_ranges(charset::subtract(universe, &self.ranges))
    }
}

/// The tree for a class's set (22.2.2.7 CompileAtom, Atom :: CharacterClass): one class
/// when it has no strings; otherwise, in a non-capturing group, the strings longest first,
/// then the single characters, then the empty string, as alternatives.
///
/// The strings are factored into a trie, which matches as the flat list does and tries
/// far fewer alternatives (RGI_Emoji has 2760 strings but 382 first characters):
///
/// ```text
///   [\q{abc|abd|ab|x}]   flat:  abc | abd | ab | x
///                       trie:  a b (?:c | d | ) | x
/// ```
///
/// A character has one way to match, so `c(?:X|Y)` tries what `cX|cY` tries, in the same
/// order. Regrouping the strings by their first character reorders only strings that
/// cannot both match at one position: their first characters differ (under `i` the
/// strings are folded, so they differ canonically too). Within a group, longer strings
/// still come first, and one that ends where others go on comes last. In a lookbehind
/// (`backward`) strings are matched from their end, where `xab` and `ab` can both match,
/// so there the trie is built from the last characters instead.
pub(super) fn lower(set: ClassSet, flags: NodeFlags, backward: bool) -> Node {
    let ClassSet { ranges, strings, .. } = set;
    if strings.is_empty() {
        return Node::Class { ranges, negated: false, flags };
    }
    let has_empty = strings.iter().any(Vec::is_empty);
    let mut strings: Vec<Vec<u32>> = strings.into_iter().filter(|s| !s.is_empty()).collect();
    if backward {
        strings.iter_mut().for_each(|s| s.reverse());
    }
    let mut alternatives = Trie { flags, backward }.alternatives(strings);
    if !ranges.is_empty() {
        alternatives.push(Node::Class { ranges, negated: false, flags });
    }
    if has_empty {
        alternatives.push(Node::Empty);
    }
    let body = if alternatives.len() == 1 { alternatives.remove(0) } else { Node::Alternation(alternatives) };
    Node::Group { index: None, body: Box::new(body) }
}

/// Builds the alternatives of a set of strings, factored on their first characters (on
/// their last ones, given reversed, when `backward`).
struct Trie {
    flags: NodeFlags,
    backward: bool,
}

impl Trie {
    /// The alternatives for `strings` (the rest of each string after a common prefix; an
    /// empty one ends there): a branch per next character, the branch with the longest
    /// string first, then the empty string.
    fn alternatives(&self, mut strings: Vec<Vec<u32>>) -> Vec<Node> {
        let ends_here = strings.iter().any(Vec::is_empty);
        strings.retain(|s| !s.is_empty());
        // By first character, then longest first: each branch's strings are adjacent.
        strings.sort_unstable_by(|a, b| a[0].cmp(&b[0]).then(b.len().cmp(&a.len())).then(a.cmp(b)));
        let mut branches: Vec<(usize, Node)> = Vec::new();
        let mut rest = strings.as_slice();
        while let Some(first) = rest.first() {
            let count = rest.iter().take_while(|s| s[0] == first[0]).count();
            let (group, after) = rest.split_at(count);
            let longest = group[0].len();
            branches.push((longest, self.branch(group)));
            rest = after;
        }
        // Longest first across branches too (a stable sort), as the flat list has them.
        branches.sort_by_key(|&(longest, _)| Reverse(longest));
        let mut alternatives: Vec<Node> = branches.into_iter().map(|(_, node)| node).collect();
        if ends_here {
            alternatives.push(Node::Empty);
        }
        alternatives
    }

    /// The strings of `group`, which share their first character.
    fn branch(&self, group: &[Vec<u32>]) -> Node {
        // The longest prefix they share (the whole string if the group has one).
        let mut shared = group[0].len();
        for s in &group[1..] {
            shared = shared.min(s.iter().zip(&group[0]).take_while(|(a, b)| a == b).count());
        }
        let mut nodes: Vec<Node> =
            group[0][..shared].iter().map(|&value| Node::Char { value, flags: self.flags }).collect();
        if group.len() > 1 {
            let rests = group.iter().map(|s| s[shared..].to_vec()).collect();
            let alternatives = self.alternatives(rests);
            nodes.push(Node::Group { index: None, body: Box::new(Node::Alternation(alternatives)) });
        }
        if self.backward {
            nodes.reverse();
        }
        if nodes.len() == 1 { nodes.remove(0) } else { Node::Sequence(nodes) }
    }
}

/// ClassSetOperand, or the first character of a ClassSetRange.
enum Operand {
    /// A ClassSetCharacter, not yet folded (it may start a range).
    Char(u32),
    Set(ClassSet),
}

/// ClassSetReservedDoublePunctuator: a character that may not appear twice in a row.
const DOUBLE_PUNCTUATORS: &str = "&!#$%*+,.:;<=>?@^`~";

/// ClassSetSyntaxCharacter: characters that need an escape.
const SYNTAX_CHARACTERS: &str = "()[]{}/-\\|";

/// ClassSetReservedPunctuator: characters that may be escaped (only) in a class.
const RESERVED_PUNCTUATORS: &str = "&-!#%,:;<=>@`~";

impl Parser {
    /// CharacterClass under `v`, after its `[`: `^`? ClassSetExpression `]`, lowered.
    pub(super) fn class_set(&mut self, flags: NodeFlags) -> Result<Node, PatternError> {
        // A class is a level of nesting, as a group is.
        self.nest()?;
        let negated = self.eat('^');
        let set = self.class_set_expression(flags)?;
        self.depth -= 1;
        let set = if negated { self.negate(set, flags)? } else { set };
        Ok(lower(set, flags, self.backward))
    }

    /// `[^…]`: CharacterComplement, a SyntaxError when the contents may contain strings.
    fn negate(&self, set: ClassSet, flags: NodeFlags) -> Result<ClassSet, PatternError> {
        if set.may_contain_strings {
            return Err(self.error("negated character class may contain strings"));
        }
        Ok(set.complement(self.all_characters(flags)))
    }

    /// ClassSetExpression (or nothing) and the class's closing `]`.
    fn class_set_expression(&mut self, flags: NodeFlags) -> Result<ClassSet, PatternError> {
        if self.eat(']') {
            return Ok(ClassSet::default());
        }
        let first = self.class_set_operand(flags)?;
        if self.at_double('&') || self.at_double('-') {
            let first = match first {
                Operand::Char(c) => self.character_set(c, flags),
                Operand::Set(set) => set,
            };
            return self.class_set_operation(first, flags);
        }
        self.class_union(first, flags)
    }

    /// ClassUnion, from its first operand: operands and ranges up to `]`.
    fn class_union(&mut self, first: Operand, flags: NodeFlags) -> Result<ClassSet, PatternError> {
        let mut union = ClassSet::default();
        let mut operand = first;
        loop {
            let set = match operand {
                // ClassSetRange :: ClassSetCharacter `-` ClassSetCharacter
                Operand::Char(low) if self.peek_is('-') => {
                    self.at += 1;
                    let Some(high) = self.class_set_character()? else {
                        return Err(self.error("invalid character class"));
                    };
                    if low > high {
                        return Err(self.error("range out of order in character class"));
                    }
                    ClassSet::of_ranges(self.maybe_fold(vec![(low, high)], flags))
                }
                Operand::Char(c) => self.character_set(c, flags),
                Operand::Set(set) => set,
            };
            union = union.union(set);
            if self.eat(']') {
                return Ok(union);
            }
            if self.at_double('&') || self.at_double('-') {
                return Err(self.error("invalid set operation in character class"));
            }
            operand = self.class_set_operand(flags)?;
        }
    }

    /// ClassIntersection or ClassSubtraction, from its first operand, at its first
    /// operator: operands joined by that one operator up to `]`.
    fn class_set_operation(&mut self, first: ClassSet, flags: NodeFlags) -> Result<ClassSet, PatternError> {
        let intersection = self.peek_is('&');
        let operator = if intersection { '&' } else { '-' };
        let mut result = first;
        loop {
            self.at += 2;
            // ClassIntersection :: … `&&` [lookahead ≠ &] ClassSetOperand
            if intersection && self.peek_is('&') {
                return Err(self.error("invalid set operation in character class"));
            }
            let operand = match self.class_set_operand(flags)? {
                Operand::Char(c) => self.character_set(c, flags),
                Operand::Set(set) => set,
            };
            result = if intersection { result.intersection(operand) } else { result.subtraction(operand) };
            if self.eat(']') {
                return Ok(result);
            }
            if !self.at_double(operator) {
                return Err(self.error("invalid set operation in character class"));
            }
        }
    }

    /// ClassSetOperand :: NestedClass | ClassStringDisjunction | ClassSetCharacter
    fn class_set_operand(&mut self, flags: NodeFlags) -> Result<Operand, PatternError> {
        let Some(c) = self.peek() else { return Err(self.error("unterminated character class")) };
        if c == '[' as u32 {
            // NestedClass :: `[` `^`? ClassContents `]`
            self.at += 1;
            self.nest()?;
            let negated = self.eat('^');
            let set = self.class_set_expression(flags)?;
            self.depth -= 1;
            return Ok(Operand::Set(if negated { self.negate(set, flags)? } else { set }));
        }
        if c == '\\' as u32 {
            if self.peek_at(1, 'q') {
                self.at += 2;
                return self.class_string_disjunction(flags).map(Operand::Set);
            }
            // NestedClass :: `\` CharacterClassEscape
            self.at += 1;
            if let Some(set) = self.class_escape(flags)? {
                return Ok(Operand::Set(set));
            }
            self.at -= 1;
        }
        match self.class_set_character()? {
            Some(c) => Ok(Operand::Char(c)),
            None if c == ']' as u32 => Err(self.error("missing operand in character class")),
            None => Err(self.error("invalid character in character class")),
        }
    }

    /// ClassStringDisjunction :: `\q{` ClassString (`|` ClassString)* `}`, after `\q`.
    fn class_string_disjunction(&mut self, flags: NodeFlags) -> Result<ClassSet, PatternError> {
        if !self.eat('{') {
            return Err(self.error("invalid escape"));
        }
        // MaybeSimpleCaseFolding (this is only reached under `v`).
        let folding = flags.ignore_case;
        let mut set = ClassSet::default();
        let mut string = Vec::new();
        loop {
            match self.peek().and_then(char::from_u32) {
                None => return Err(self.error("unterminated class string disjunction")),
                Some(end @ ('|' | '}')) => {
                    self.at += 1;
                    // MayContainStrings: a ClassString that is empty or longer than one.
                    set.may_contain_strings |= string.len() != 1;
                    set.strings.push(std::mem::take(&mut string));
                    if end == '}' {
                        break;
                    }
                }
                Some(_) => match self.class_set_character()? {
                    Some(c) => string.push(if folding { unicode::canonicalize(c, true) } else { c }),
                    None => return Err(self.error("invalid character in class string disjunction")),
                },
            }
        }
        set.tidy_strings();
        Ok(set)
    }

    /// ClassSetCharacter at the cursor, consumed; `None` (nothing consumed) at a syntax
    /// character that is not one.
    fn class_set_character(&mut self) -> Result<Option<u32>, PatternError> {
        let Some(c) = self.peek() else { return Ok(None) };
        let ch = char::from_u32(c);
        if c == '\\' as u32 {
            self.at += 1;
            let Some(next) = self.peek() else { return Err(self.error("\\ at end of pattern")) };
            // `\b` is U+0008; `\` ClassSetReservedPunctuator is the punctuator.
            if next == 'b' as u32 {
                self.at += 1;
                return Ok(Some(0x08));
            }
            if char::from_u32(next).is_some_and(|p| RESERVED_PUNCTUATORS.contains(p)) {
                self.at += 1;
                return Ok(Some(next));
            }
            return self.character_escape(true).map(Some);
        }
        if ch.is_some_and(|ch| SYNTAX_CHARACTERS.contains(ch)) {
            return Ok(None);
        }
        if ch.is_some_and(|ch| DOUBLE_PUNCTUATORS.contains(ch)) && self.chars.get(self.at + 1) == Some(&c) {
            return Err(self.error("reserved double punctuator in character class"));
        }
        self.at += 1;
        Ok(Some(c))
    }

    /// A ClassSetCharacter as a set: MaybeSimpleCaseFolding of the one character.
    fn character_set(&self, c: u32, flags: NodeFlags) -> ClassSet {
        ClassSet::of_ranges(self.maybe_fold(vec![(c, c)], flags))
    }

    /// Whether the cursor is at `cc` (`&&` or `--`).
    fn at_double(&self, c: char) -> bool {
        self.peek_is(c) && self.peek_at(1, c)
    }
}
