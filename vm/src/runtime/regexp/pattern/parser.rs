//! 22.2.1 Patterns, with Annex B.1.2's extensions outside `u` and `v` mode: the pattern's
//! text, as code units (code points under `u`/`v`), to the tree of `ast.rs`.
//!
//! Recursive descent, one function per production. Nesting is bounded by
//! [`MAX_NESTING`] and by the native stack left, so a hostile pattern cannot overflow it.
//!
//! Class escapes (`\d`, `\W`, `\p{…}`) are resolved here to the sets 22.2.2.9
//! CompileToCharSet gives them under the flags where they appear: a negated escape is the
//! complement (CharacterComplement), never a `negated` class, since under `i` the two
//! differ (`/\P{Ll}/iu` matches `a`: `A` is in the complement and folds to `a`). Only
//! `[^…]` outside `v` becomes a `negated` class. The `v` flag's class set notation is in
//! [`class_sets`].

mod class_sets;

use super::ast::{AssertionKind, Node, NodeFlags, Pattern};
use crate::runtime::regexp::charset::{self, normalize};
use crate::runtime::regexp::classes::word_characters;
use crate::runtime::regexp::unicode::{self, Property};
use class_sets::ClassSet;

/// The deepest nesting of groups and lookarounds a pattern may have.
pub const MAX_NESTING: usize = 1000;

/// The native stack a level of nesting must leave: each level is a handful of the
/// parser's frames, several times larger unoptimized.
const STACK_MARGIN: usize = 128 << 10;

/// Why a pattern is not one: the SyntaxError's message, and where (an index into the
/// pattern's characters).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PatternError {
    pub message: &'static str,
    pub position: usize,
}

/// The flags that change the grammar, and those that start the tree's node flags.
#[derive(Clone, Copy, Debug, Default)]
pub struct ParseFlags {
    /// `u`
    pub unicode: bool,
    /// `v`
    pub unicode_sets: bool,
    pub ignore_case: bool,
    pub multiline: bool,
    pub dot_all: bool,
}

/// Parses `source` (the pattern's code units) under `flags`.
pub fn parse(source: &[u16], flags: ParseFlags) -> Result<Pattern, PatternError> {
    let unicode = flags.unicode || flags.unicode_sets;
    let chars = if unicode { code_points(source) } else { source.iter().map(|&unit| unit as u32).collect() };
    let (group_count, has_named_groups) = count_groups(&chars);
    let mut parser = Parser {
        chars,
        at: 0,
        unicode,
        unicode_sets: flags.unicode_sets,
        named_groups: unicode || has_named_groups,
        group_count,
        names: Vec::new(),
        visible_names: Vec::new(),
        back_references: Vec::new(),
        depth: 0,
        backward: false,
    };
    let node_flags = NodeFlags { ignore_case: flags.ignore_case, multiline: flags.multiline, dot_all: flags.dot_all };
    let body = parser.disjunction(node_flags)?;
    if parser.at < parser.chars.len() {
        let message = if parser.peek() == Some(')' as u32) { "unmatched ')'" } else { "unexpected character" };
        return Err(parser.error(message));
    }
    let mut body = body;
    parser.resolve_back_references(&mut body)?;
    Ok(Pattern { body, names: parser.names })
}

/// Code units to code points, joining surrogate pairs (a lone surrogate stands for itself).
fn code_points(units: &[u16]) -> Vec<u32> {
    char::decode_utf16(units.iter().copied())
        .map(|c| c.map_or_else(|e| e.unpaired_surrogate() as u32, |c| c as u32))
        .collect()
}

/// How many capturing groups the pattern has, and whether one is named: a decimal escape
/// and `\k` mean different things depending on both (Annex B), before the group they name
/// is reached.
fn count_groups(chars: &[u32]) -> (u32, bool) {
    let (mut count, mut named, mut in_class, mut index) = (0, false, false, 0);
    while index < chars.len() {
        match char::from_u32(chars[index]) {
            Some('\\') => index += 1,
            Some('[') => in_class = true,
            Some(']') => in_class = false,
            Some('(') if !in_class => match (chars.get(index + 1), chars.get(index + 2), chars.get(index + 3)) {
                (Some(&q), Some(&lt), Some(&next)) if q == '?' as u32 && lt == '<' as u32 => {
                    if next != '=' as u32 && next != '!' as u32 {
                        count += 1;
                        named = true;
                    }
                }
                (Some(&q), _, _) if q == '?' as u32 => {}
                _ => count += 1,
            },
            _ => {}
        }
        index += 1;
    }
    (count, named)
}

struct Parser {
    chars: Vec<u32>,
    at: usize,
    unicode: bool,
    unicode_sets: bool,
    /// `\k<name>` is a named reference (in `u` mode, or when the pattern names a group).
    named_groups: bool,
    group_count: u32,
    names: Vec<Option<String>>,
    /// Names of the groups a new group of the same name could not be an alternative to.
    visible_names: Vec<String>,
    /// `\k<name>` references, resolved once every group is known.
    back_references: Vec<(String, usize)>,
    depth: usize,
    /// Inside a lookbehind (and no lookahead within it): its atoms match right to left,
    /// which orders the alternatives a class of strings lowers to (`class_sets::lower`).
    backward: bool,
}

impl Parser {
    fn error(&self, message: &'static str) -> PatternError {
        PatternError { message, position: self.at }
    }

    fn peek(&self) -> Option<u32> {
        self.chars.get(self.at).copied()
    }

    fn peek_is(&self, c: char) -> bool {
        self.peek() == Some(c as u32)
    }

    fn peek_at(&self, offset: usize, c: char) -> bool {
        self.chars.get(self.at + offset) == Some(&(c as u32))
    }

    fn eat(&mut self, c: char) -> bool {
        let found = self.peek_is(c);
        if found {
            self.at += 1;
        }
        found
    }

    /// One level deeper: past [`MAX_NESTING`], or with less than [`STACK_MARGIN`] of native
    /// stack left (a thread with a small stack), the pattern is refused.
    fn nest(&mut self) -> Result<(), PatternError> {
        self.depth += 1;
        let low_on_stack = stacker::remaining_stack().is_some_and(|left| left < STACK_MARGIN);
        if self.depth > MAX_NESTING || low_on_stack { Err(self.error("pattern nested too deeply")) } else { Ok(()) }
    }

    /// Disjunction :: Alternative | Alternative `|` Disjunction
    fn disjunction(&mut self, flags: NodeFlags) -> Result<Node, PatternError> {
        let start = self.visible_names.len();
        let mut added = Vec::new();
        let mut alternatives = vec![self.alternative(flags)?];
        while self.eat('|') {
            added.extend(self.visible_names.drain(start..));
            alternatives.push(self.alternative(flags)?);
        }
        self.visible_names.extend(added);
        Ok(if alternatives.len() == 1 { alternatives.pop().expect("one") } else { Node::Alternation(alternatives) })
    }

    /// Alternative :: Term*
    fn alternative(&mut self, flags: NodeFlags) -> Result<Node, PatternError> {
        let mut terms = Vec::new();
        while let Some(c) = self.peek() {
            if c == '|' as u32 || c == ')' as u32 {
                break;
            }
            terms.push(self.term(flags)?);
        }
        Ok(match terms.len() {
            0 => Node::Empty,
            1 => terms.pop().expect("one"),
            _ => Node::Sequence(terms),
        })
    }

    /// Term :: Assertion | Atom Quantifier? (with Annex B's quantifiable lookaheads)
    fn term(&mut self, flags: NodeFlags) -> Result<Node, PatternError> {
        let simple_assertion = match char::from_u32(self.peek().expect("a character")) {
            Some('^') => Some(AssertionKind::Start),
            Some('$') => Some(AssertionKind::End),
            Some('\\') if self.peek_at(1, 'b') => Some(AssertionKind::WordBoundary),
            Some('\\') if self.peek_at(1, 'B') => Some(AssertionKind::NotWordBoundary),
            _ => None,
        };
        if let Some(kind) = simple_assertion {
            self.at += if matches!(kind, AssertionKind::Start | AssertionKind::End) { 1 } else { 2 };
            return self.no_quantifier(Node::Assertion { kind, flags });
        }
        if self.peek_is('(') && self.peek_at(1, '?') {
            let lookaround = match (self.chars.get(self.at + 2).copied(), self.chars.get(self.at + 3).copied()) {
                (Some(c), _) if c == '=' as u32 || c == '!' as u32 => Some((true, c == '!' as u32, 3)),
                (Some(lt), Some(c)) if lt == '<' as u32 && (c == '=' as u32 || c == '!' as u32) => {
                    Some((false, c == '!' as u32, 4))
                }
                _ => None,
            };
            if let Some((ahead, negated, length)) = lookaround {
                self.at += length;
                self.nest()?;
                let outside = std::mem::replace(&mut self.backward, !ahead);
                let body = Box::new(self.disjunction(flags)?);
                self.backward = outside;
                self.depth -= 1;
                if !self.eat(')') {
                    return Err(self.error("unterminated group"));
                }
                let node = Node::Lookaround { ahead, negated, body };
                // Annex B: a lookahead may take a quantifier outside `u` mode.
                return if ahead && !self.unicode { self.quantified(node) } else { self.no_quantifier(node) };
            }
        }
        let atom = self.atom(flags)?;
        self.quantified(atom)
    }

    /// An assertion takes no quantifier.
    fn no_quantifier(&mut self, node: Node) -> Result<Node, PatternError> {
        match self.quantifier()? {
            Some(_) => Err(self.error("nothing to repeat")),
            None => Ok(node),
        }
    }

    fn quantified(&mut self, atom: Node) -> Result<Node, PatternError> {
        let Some((min, max)) = self.quantifier()? else { return Ok(atom) };
        let lazy = self.eat('?');
        Ok(Node::Repeat { body: Box::new(atom), min, max, lazy })
    }

    /// Quantifier :: `*` | `+` | `?` | `{n}` | `{n,}` | `{n,m}` (the `?` of laziness is the
    /// caller's). Outside `u` mode a `{` that does not start one is a character (Annex B).
    fn quantifier(&mut self) -> Result<Option<(u32, Option<u32>)>, PatternError> {
        let bounds = match char::from_u32(self.peek().unwrap_or(0)) {
            Some('*') => (0, None),
            Some('+') => (1, None),
            Some('?') => (0, Some(1)),
            Some('{') => match self.braced_quantifier() {
                Some((bounds, length)) => {
                    self.at += length - 1;
                    bounds
                }
                None if self.unicode => return Err(self.error("incomplete quantifier")),
                None => return Ok(None),
            },
            _ => return Ok(None),
        };
        self.at += 1;
        if let (min, Some(max)) = bounds
            && min > max
        {
            return Err(self.error("numbers out of order in {} quantifier"));
        }
        Ok(Some(bounds))
    }

    /// A `{n}`, `{n,}` or `{n,m}` at the cursor: its bounds and length, without moving.
    fn braced_quantifier(&self) -> Option<((u32, Option<u32>), usize)> {
        let mut at = self.at + 1;
        let min = self.decimal_at(&mut at)?;
        let max = if self.chars.get(at) == Some(&(',' as u32)) {
            at += 1;
            if self.chars.get(at) == Some(&('}' as u32)) { None } else { Some(self.decimal_at(&mut at)?) }
        } else {
            Some(min)
        };
        (self.chars.get(at) == Some(&('}' as u32))).then_some(((min, max), at + 1 - self.at))
    }

    /// Decimal digits at `at` (saturating at u32::MAX, as a bound that large is unbounded
    /// in practice), advancing past them; `None` without one.
    fn decimal_at(&self, at: &mut usize) -> Option<u32> {
        let start = *at;
        let mut value: u32 = 0;
        while let Some(digit) = self.chars.get(*at).and_then(|&c| char::from_u32(c)).and_then(|c| c.to_digit(10)) {
            value = value.saturating_mul(10).saturating_add(digit);
            *at += 1;
        }
        (*at > start).then_some(value)
    }

    /// Atom :: PatternCharacter | `.` | `\` AtomEscape | CharacterClass | `(` GroupSpecifier
    /// Disjunction `)` | `(?:` Disjunction `)` | `(?` modifiers `:` Disjunction `)`
    fn atom(&mut self, flags: NodeFlags) -> Result<Node, PatternError> {
        let c = self.peek().expect("a character");
        match char::from_u32(c) {
            Some('.') => {
                self.at += 1;
                Ok(Node::Dot { flags })
            }
            Some('(') => self.group(flags),
            Some('[') => self.class(flags),
            Some('\\') => self.atom_escape(flags),
            Some('*' | '+' | '?') => Err(self.error("nothing to repeat")),
            Some('{') if self.unicode || self.braced_quantifier().is_some() => Err(self.error("nothing to repeat")),
            Some(']' | '}') if self.unicode => Err(self.error("lone quantifier brackets")),
            _ => {
                self.at += 1;
                Ok(Node::Char { value: c, flags })
            }
        }
    }

    fn group(&mut self, flags: NodeFlags) -> Result<Node, PatternError> {
        self.at += 1;
        self.nest()?;
        let (index, inner_flags) = if self.eat('?') {
            if self.eat(':') {
                (None, flags)
            } else if self.eat('<') {
                let name = self.group_name()?;
                if self.visible_names.contains(&name) {
                    return Err(self.error("duplicate capture group name"));
                }
                self.visible_names.push(name.clone());
                self.names.push(Some(name));
                (Some(self.names.len() as u32), flags)
            } else {
                (None, self.modifiers(flags)?)
            }
        } else {
            self.names.push(None);
            (Some(self.names.len() as u32), flags)
        };
        let body = Box::new(self.disjunction(inner_flags)?);
        self.depth -= 1;
        if !self.eat(')') {
            return Err(self.error("unterminated group"));
        }
        Ok(Node::Group { index, body })
    }

    /// `ims-ims:` after `(?` (ES2025 modifiers): each flag at most once across both sets,
    /// not both sets empty.
    fn modifiers(&mut self, flags: NodeFlags) -> Result<NodeFlags, PatternError> {
        let mut result = flags;
        let mut seen = Vec::new();
        let mut removing = false;
        loop {
            let Some(c) = self.peek().and_then(char::from_u32) else { return Err(self.error("invalid group")) };
            self.at += 1;
            match c {
                // `(?-:` has both sets empty.
                ':' if !(removing && seen.is_empty()) => break,
                '-' if !removing => removing = true,
                'i' | 'm' | 's' if !seen.contains(&c) => {
                    seen.push(c);
                    let on = !removing;
                    match c {
                        'i' => result.ignore_case = on,
                        'm' => result.multiline = on,
                        _ => result.dot_all = on,
                    }
                }
                _ => return Err(self.error("invalid group")),
            }
        }
        Ok(result)
    }

    /// GroupName :: `<` RegExpIdentifierName `>` (the `<` already read): the name.
    fn group_name(&mut self) -> Result<String, PatternError> {
        let mut name = String::new();
        loop {
            let c = match self.peek() {
                Some(c) if c == '>' as u32 => break,
                Some(c) if c == '\\' as u32 => {
                    self.at += 1;
                    if !self.eat('u') {
                        return Err(self.error("invalid capture group name"));
                    }
                    self.unicode_escape_in_name()?
                }
                Some(c) => {
                    self.at += 1;
                    // A surrogate pair in a non-`u` pattern is one character of the name.
                    if (0xD800..0xDC00).contains(&c)
                        && let Some(&low) = self.chars.get(self.at)
                        && (0xDC00..0xE000).contains(&low)
                    {
                        self.at += 1;
                        0x10000 + ((c - 0xD800) << 10) + (low - 0xDC00)
                    } else {
                        c
                    }
                }
                None => return Err(self.error("invalid capture group name")),
            };
            let valid = char::from_u32(c)
                .is_some_and(|ch| if name.is_empty() { is_identifier_start(ch) } else { is_identifier_part(ch) });
            if !valid {
                return Err(self.error("invalid capture group name"));
            }
            name.push(char::from_u32(c).expect("valid"));
        }
        self.at += 1;
        if name.is_empty() { Err(self.error("invalid capture group name")) } else { Ok(name) }
    }

    /// What follows `\u` in `u` mode, and in a group name in any mode: `XXXX` (a
    /// surrogate pair of two such escapes is one character) or `{X…}`.
    fn unicode_escape_in_name(&mut self) -> Result<u32, PatternError> {
        if let Some(value) = self.braced_code_point() {
            return Ok(value);
        }
        let high = self.hex_digits(4).ok_or_else(|| self.error("invalid Unicode escape"))?;
        if (0xD800..0xDC00).contains(&high) && self.peek_is('\\') && self.peek_at(1, 'u') {
            let save = self.at;
            self.at += 2;
            match self.hex_digits(4) {
                Some(low) if (0xDC00..0xE000).contains(&low) => {
                    return Ok(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00));
                }
                _ => self.at = save,
            }
        }
        Ok(high)
    }

    /// `{X…}` at the cursor (a code point up to 0x10FFFF), consumed; `None` otherwise.
    fn braced_code_point(&mut self) -> Option<u32> {
        if !self.peek_is('{') {
            return None;
        }
        let mut at = self.at + 1;
        let mut value: u32 = 0;
        while let Some(digit) = self.chars.get(at).and_then(|&c| char::from_u32(c)).and_then(|c| c.to_digit(16)) {
            value = value.checked_mul(16)?.checked_add(digit)?;
            if value > 0x10FFFF {
                return None;
            }
            at += 1;
        }
        if at == self.at + 1 || self.chars.get(at) != Some(&('}' as u32)) {
            return None;
        }
        self.at = at + 1;
        Some(value)
    }

    /// `n` hex digits at the cursor, consumed; `None` (nothing consumed) otherwise.
    fn hex_digits(&mut self, n: usize) -> Option<u32> {
        let digits = self.chars.get(self.at..self.at + n)?;
        let mut value = 0;
        for &c in digits {
            value = value * 16 + char::from_u32(c)?.to_digit(16)?;
        }
        self.at += n;
        Some(value)
    }

    /// AtomEscape, after `\`: a back reference, a class escape or a character escape.
    fn atom_escape(&mut self, flags: NodeFlags) -> Result<Node, PatternError> {
        self.at += 1;
        let Some(c) = self.peek() else { return Err(self.error("\\ at end of pattern")) };
        // DecimalEscape: a back reference, or (Annex B) a legacy octal or identity escape.
        if let Some(digit) = char::from_u32(c).and_then(|c| c.to_digit(10))
            && digit != 0
        {
            let start = self.at;
            let mut end = self.at;
            let number = self.decimal_at(&mut end).expect("a digit");
            if number <= self.group_count {
                self.at = end;
                return Ok(Node::BackReference { groups: vec![number], flags });
            }
            if self.unicode {
                return Err(self.error("invalid escape"));
            }
            self.at = start;
            let value = if digit < 8 { self.legacy_octal() } else { self.advance(c) };
            return Ok(Node::Char { value, flags });
        }
        if c == 'k' as u32 && self.named_groups {
            self.at += 1;
            if !self.eat('<') {
                return Err(self.error("invalid named reference"));
            }
            let position = self.at;
            let name = self.group_name()?;
            // Resolved to group numbers once every group is known, in the order the
            // references appear (`resolve_back_references` walks the tree the same way).
            self.back_references.push((name, position));
            return Ok(Node::BackReference { groups: Vec::new(), flags });
        }
        if let Some(set) = self.class_escape(flags)? {
            return Ok(class_sets::lower(set, flags, self.backward));
        }
        let value = self.character_escape(false)?;
        Ok(Node::Char { value, flags })
    }

    /// Gives each `\k<name>` (a reference with no groups yet, met in the order they were
    /// parsed) the groups of that name; a name no group has is a SyntaxError.
    fn resolve_back_references(&self, node: &mut Node) -> Result<(), PatternError> {
        self.resolve_named(node, &mut 0)
    }

    fn resolve_named(&self, node: &mut Node, next: &mut usize) -> Result<(), PatternError> {
        match node {
            Node::BackReference { groups, .. } if groups.is_empty() => {
                let (name, position) = &self.back_references[*next];
                *next += 1;
                let found: Vec<u32> = (0..self.names.len())
                    .filter(|&i| self.names[i].as_deref() == Some(name.as_str()))
                    .map(|i| i as u32 + 1)
                    .collect();
                if found.is_empty() {
                    return Err(PatternError { message: "invalid named capture referenced", position: *position });
                }
                *groups = found;
            }
            Node::Sequence(nodes) | Node::Alternation(nodes) => {
                for node in nodes {
                    self.resolve_named(node, next)?;
                }
            }
            Node::Group { body, .. } | Node::Lookaround { body, .. } | Node::Repeat { body, .. } => {
                self.resolve_named(body, next)?;
            }
            _ => {}
        }
        Ok(())
    }

    /// CharacterClassEscape at the cursor (after `\`), consumed: `\d \D \s \S \w \W`, and
    /// `\p{…} \P{…}` under `u`/`v`, as the set 22.2.2.9 CompileToCharSet gives under
    /// `flags`. `None` (nothing consumed) for any other escape.
    fn class_escape(&mut self, flags: NodeFlags) -> Result<Option<ClassSet>, PatternError> {
        let Some(c) = self.peek().and_then(char::from_u32) else { return Ok(None) };
        let kind = c.to_ascii_lowercase();
        let is_class_escape = matches!(kind, 'd' | 's' | 'w') || (kind == 'p' && self.unicode);
        if !is_class_escape {
            return Ok(None);
        }
        self.at += 1;
        let set = match kind {
            'd' => ClassSet::of_ranges(vec![(0x30, 0x39)]),
            's' => ClassSet::of_ranges(WHITE_SPACE.to_vec()),
            // MaybeSimpleCaseFolding(rer, WordCharacters(rer)): under `u` with `i`,
            // WordCharacters has U+017F and U+212A, so `[\W]` has not.
            'w' => ClassSet::of_ranges(self.maybe_fold(word_characters(flags.ignore_case, self.unicode), flags)),
            _ => self.property_escape(flags)?,
        };
        if c.is_ascii_lowercase() {
            return Ok(Some(set));
        }
        // `\D \S \W \P{…}`: CharacterComplement(rer, S), of no property of strings (22.2.1.1).
        if set.may_contain_strings {
            return Err(self.error("negated property of strings"));
        }
        Ok(Some(set.complement(self.all_characters(flags))))
    }

    /// `{` UnicodePropertyValueExpression `}` at the cursor (after `\p` or `\P`), consumed:
    /// the property's set (22.2.2.9 CompileToCharSet of UnicodePropertyValueExpression),
    /// folded under `v` with `i`. Names are ASCII letters, digits and `_`; a name no table
    /// lists is a SyntaxError (22.2.1.1).
    fn property_escape(&mut self, flags: NodeFlags) -> Result<ClassSet, PatternError> {
        if !self.eat('{') {
            return Err(self.error("invalid property name"));
        }
        let name = self.property_name();
        let value = if self.eat('=') { Some(self.property_name()) } else { None };
        if !self.eat('}') {
            return Err(self.error("invalid property name"));
        }
        // The set comes folded (MaybeSimpleCaseFolding) from the table of properties,
        // which builds each one once per process.
        let folded = self.unicode_sets && flags.ignore_case;
        let property = unicode::property(&name, value.as_deref(), self.unicode_sets, folded)
            .ok_or_else(|| self.error("invalid property name"))?;
        Ok(match &*property {
            Property::CodePoints(ranges) => ClassSet::of_ranges(ranges.clone()),
            Property::Strings(ranges, strings) => ClassSet::of_strings(ranges.clone(), strings.clone()),
        })
    }

    /// UnicodePropertyName or UnicodePropertyValue characters at the cursor, consumed.
    fn property_name(&mut self) -> String {
        let mut name = String::new();
        while let Some(c) = self.peek().and_then(char::from_u32).filter(|&c| c.is_ascii_alphanumeric() || c == '_') {
            name.push(c);
            self.at += 1;
        }
        name
    }

    /// MaybeSimpleCaseFolding(rer, A) (22.2.2.9): under `v` with `i`, each character replaced
    /// by its simple case folding; otherwise `A`.
    fn maybe_fold(&self, ranges: Vec<(u32, u32)>, flags: NodeFlags) -> Vec<(u32, u32)> {
        if self.unicode_sets && flags.ignore_case { unicode::simple_fold_ranges(&ranges) } else { normalize(ranges) }
    }

    /// AllCharacters(rer) (22.2.2.9), where CharacterComplement takes complements: under `v`
    /// with `i`, the characters that simple case folding leaves alone; otherwise every
    /// character.
    fn all_characters(&self, flags: NodeFlags) -> &'static [(u32, u32)] {
        if self.unicode_sets && flags.ignore_case {
            unicode::folded_characters()
        } else {
            &[(0, charset::MAX_CODE_POINT)]
        }
    }

    /// CharacterEscape at the cursor (after `\`), consumed: the character it stands for.
    /// `in_class` allows Annex B's `\c` with a digit or `_`.
    fn character_escape(&mut self, in_class: bool) -> Result<u32, PatternError> {
        let c = self.peek().expect("a character after \\");
        let value = match char::from_u32(c) {
            Some('f') => 0x0C,
            Some('n') => 0x0A,
            Some('r') => 0x0D,
            Some('t') => 0x09,
            Some('v') => 0x0B,
            Some('c') => {
                let letter = self.chars.get(self.at + 1).copied().and_then(char::from_u32);
                match letter {
                    Some(l)
                        if l.is_ascii_alphabetic()
                            || (in_class && !self.unicode && (l.is_ascii_digit() || l == '_')) =>
                    {
                        self.at += 2;
                        return Ok(l as u32 % 32);
                    }
                    _ if self.unicode => return Err(self.error("invalid unicode escape")),
                    // Annex B: the backslash is a character, and `c` comes next.
                    _ => return Ok('\\' as u32),
                }
            }
            Some('0')
                if !self
                    .chars
                    .get(self.at + 1)
                    .is_some_and(|&d| char::from_u32(d).is_some_and(|d| d.is_ascii_digit())) =>
            {
                0
            }
            Some('0'..='7') if !self.unicode => return Ok(self.legacy_octal()),
            Some('x') => {
                self.at += 1;
                match self.hex_digits(2) {
                    Some(value) => return Ok(value),
                    None if self.unicode => return Err(self.error("invalid escape")),
                    None => return Ok('x' as u32),
                }
            }
            Some('u') => {
                self.at += 1;
                return self.unicode_escape();
            }
            Some(ch) if self.unicode => {
                if "^$\\.*+?()[]{}|/".contains(ch) || (in_class && ch == '-') {
                    ch as u32
                } else {
                    return Err(self.error("invalid escape"));
                }
            }
            // Annex B IdentityEscape: any character but `c` (handled above) and, when
            // named groups are in play, `k`.
            Some('k') if self.named_groups => return Err(self.error("invalid named reference")),
            _ => c,
        };
        self.at += 1;
        Ok(value)
    }

    /// `\u` (consumed) then `XXXX`, a surrogate pair of them under `u`, or `{X…}` under `u`;
    /// outside `u` mode anything else makes it the letter `u` (Annex B): `/\u{2}/` is `u`
    /// twice.
    fn unicode_escape(&mut self) -> Result<u32, PatternError> {
        if self.unicode {
            return self.unicode_escape_in_name();
        }
        Ok(self.hex_digits(4).unwrap_or('u' as u32))
    }

    /// Annex B LegacyOctalEscapeSequence at the cursor, consumed: up to three octal digits
    /// whose value stays within 0o377.
    fn legacy_octal(&mut self) -> u32 {
        let mut value = 0;
        let mut digits = 0;
        while digits < 3
            && let Some(d) = self.peek().and_then(char::from_u32).and_then(|c| c.to_digit(8))
            && value * 8 + d <= 0o377
        {
            value = value * 8 + d;
            self.at += 1;
            digits += 1;
        }
        value
    }

    /// Consumes `c`, giving it back.
    fn advance(&mut self, c: u32) -> u32 {
        self.at += 1;
        c
    }

    /// CharacterClass :: `[` `^`? ClassContents `]`; under `v`, ClassSetExpression
    /// ([`class_sets`]).
    fn class(&mut self, flags: NodeFlags) -> Result<Node, PatternError> {
        self.at += 1;
        if self.unicode_sets {
            return self.class_set(flags);
        }
        let negated = self.eat('^');
        let mut ranges = Vec::new();
        loop {
            if self.eat(']') {
                break;
            }
            if self.peek().is_none() {
                return Err(self.error("unterminated character class"));
            }
            let first = self.class_atom(flags)?;
            if self.peek_is('-') && !self.peek_at(1, ']') && self.chars.get(self.at + 1).is_some() {
                self.at += 1;
                let second = self.class_atom(flags)?;
                match (first, second) {
                    (ClassAtom::Char(a), ClassAtom::Char(b)) => {
                        if a > b {
                            return Err(self.error("range out of order in character class"));
                        }
                        ranges.push((a, b));
                    }
                    _ if self.unicode => return Err(self.error("invalid character class")),
                    // Annex B: a class escape at either end makes the `-` a character.
                    (first, second) => {
                        first.add_to(&mut ranges);
                        ranges.push(('-' as u32, '-' as u32));
                        second.add_to(&mut ranges);
                    }
                }
            } else {
                first.add_to(&mut ranges);
            }
        }
        Ok(Node::Class { ranges: normalize(ranges), negated, flags })
    }

    /// ClassAtom: a character, or a class escape (`\d` and the like).
    fn class_atom(&mut self, flags: NodeFlags) -> Result<ClassAtom, PatternError> {
        let c = self.peek().expect("a character");
        if c != '\\' as u32 {
            self.at += 1;
            return Ok(ClassAtom::Char(c));
        }
        self.at += 1;
        let Some(next) = self.peek() else { return Err(self.error("\\ at end of pattern")) };
        if next == 'b' as u32 {
            self.at += 1;
            return Ok(ClassAtom::Char(0x08));
        }
        if self.unicode && next == '-' as u32 {
            self.at += 1;
            return Ok(ClassAtom::Char('-' as u32));
        }
        if let Some(set) = self.class_escape(flags)? {
            // Outside `v` no escape has strings.
            return Ok(ClassAtom::Ranges(set.ranges));
        }
        if !self.unicode && char::from_u32(next).is_some_and(|d| d.is_ascii_digit()) {
            // Annex B: decimal escapes in a class are octal (or the digit itself).
            return Ok(ClassAtom::Char(if next < '8' as u32 { self.legacy_octal() } else { self.advance(next) }));
        }
        if next == 'k' as u32 && !self.unicode {
            // In a class `\k` is the letter, named groups or not.
            self.at += 1;
            return Ok(ClassAtom::Char(next));
        }
        Ok(ClassAtom::Char(self.character_escape(true)?))
    }
}

/// One end of a class range.
enum ClassAtom {
    Char(u32),
    Ranges(Vec<(u32, u32)>),
}

impl ClassAtom {
    fn add_to(self, ranges: &mut Vec<(u32, u32)>) {
        match self {
            ClassAtom::Char(c) => ranges.push((c, c)),
            ClassAtom::Ranges(more) => ranges.extend(more),
        }
    }
}

/// WhiteSpace and LineTerminator (22.2.2.9, `\s`).
const WHITE_SPACE: [(u32, u32); 10] = [
    (0x09, 0x0D),
    (0x20, 0x20),
    (0xA0, 0xA0),
    (0x1680, 0x1680),
    (0x2000, 0x200A),
    (0x2028, 0x2029),
    (0x202F, 0x202F),
    (0x205F, 0x205F),
    (0x3000, 0x3000),
    (0xFEFF, 0xFEFF),
];

/// RegExpIdentifierStart: ID_Start, `$`, `_`.
fn is_identifier_start(c: char) -> bool {
    c == '$' || c == '_' || unicode_ident::is_xid_start(c)
}

/// RegExpIdentifierPart: ID_Continue, `$`, ZWNJ, ZWJ.
fn is_identifier_part(c: char) -> bool {
    c == '$' || c == '\u{200C}' || c == '\u{200D}' || unicode_ident::is_xid_continue(c)
}
