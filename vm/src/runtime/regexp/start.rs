//! Where a match can start: what a pattern says about the positions worth trying.
//!
//! A backtracking search tries the pattern at every position of the input. Three facts
//! about the pattern let it try far fewer, and are found here from the pattern's text,
//! independently of the matcher (the engine of issue 21 can take them as they are):
//!
//! * **Anchored.** Every top-level alternative begins with `^` and the `m` flag is off:
//!   a match can only start at 0.
//! * **Prefix.** Every match begins with a literal string of code units, or its first
//!   code unit is one of a few: the search can skip to the next place where that occurs
//!   with a vectorised scan (`string::search`).
//! * **Literal.** The whole pattern is a literal string: no engine is needed at all.
//!
//! Each answer is an over-approximation that is always safe to act on: when the parser
//! is unsure (syntax that only Annex B or a flag makes meaningful, modifiers, classes of
//! the `v` flag, back references, case folding outside ASCII) it answers "arbitrary" for
//! that part of the pattern, and the search is the plain one. Zero-width assertions
//! (`\b`, lookaround, `$`) consume nothing, so they do not change what a match begins
//! with; only `^` (without `m`) anchors.
//!
//! The pattern is read as `CompiledRegExp` holds it: code points with `u`/`v`, code units
//! otherwise, and it has already been accepted by the matcher's parser.

use std::collections::BTreeSet;

use super::RegExpFlags;

/// At most this many distinct first code units make a [`Prefix::FirstUnits`].
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
}

/// What a pattern says about where its matches can start.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StartAnalysis {
    /// Every top-level alternative begins with `^`, and `m` is off.
    pub anchored: bool,
    pub prefix: Prefix,
    /// The pattern matches exactly this string of code units and nothing else, with no
    /// captures.
    pub literal: Option<Vec<u16>>,
    /// The number of capturing groups.
    pub capture_groups: u32,
    /// The largest number written as a decimal escape (`\N`) outside a class, 0 when
    /// none. Such an escape above the group count is an octal or identity escape (Annex
    /// B), so adding a group to the pattern would change its meaning.
    pub largest_decimal_escape: u32,
}

impl StartAnalysis {
    pub fn of(pattern: &[u32], flags: RegExpFlags) -> StartAnalysis {
        let mut parser = Parser {
            pattern,
            position: 0,
            icase: flags.has(RegExpFlags::IGNORE_CASE),
            multiline: flags.has(RegExpFlags::MULTILINE),
            unicode: flags.full_unicode(),
            sets: flags.has(RegExpFlags::UNICODE_SETS),
            capture_groups: 0,
            largest_decimal_escape: 0,
        };
        let tree = parser.disjunction();
        let (capture_groups, largest_decimal_escape) = (parser.capture_groups, parser.largest_decimal_escape);
        if parser.position < pattern.len() {
            // The parser lost its way (it cannot, on a pattern the matcher accepted, but
            // an analysis must never guess).
            return StartAnalysis {
                anchored: false,
                prefix: Prefix::Arbitrary,
                literal: None,
                capture_groups,
                largest_decimal_escape: u32::MAX,
            };
        }
        StartAnalysis {
            anchored: anchored(&tree),
            prefix: prefix(&tree, parser.unicode),
            literal: literal(&tree, parser.unicode),
            capture_groups,
            largest_decimal_escape,
        }
    }
}

/// The pattern, coarsely: exact where it matters for the start of a match.
#[derive(Clone, Debug)]
enum Node {
    Empty,
    /// One character from this set of code points (case variants included).
    Char(BTreeSet<u32>),
    /// One character of a set not worth knowing.
    AnyChar,
    /// Consumes nothing. `start` for `^` without `m`.
    Assertion {
        start: bool,
    },
    /// Anything, possibly nothing: back references, modifier groups, `v`-flag classes
    /// that may hold strings, escapes whose meaning depends on Annex B.
    Unknown,
    Group(Box<Node>),
    Sequence(Vec<Node>),
    Alternation(Vec<Node>),
    Repeat {
        body: Box<Node>,
        min: u32,
        max: Option<u32>,
    },
}

fn nullable(node: &Node) -> bool {
    match node {
        Node::Empty | Node::Assertion { .. } | Node::Unknown => true,
        Node::Char(_) | Node::AnyChar => false,
        Node::Group(body) => nullable(body),
        Node::Sequence(items) => items.iter().all(nullable),
        Node::Alternation(branches) => branches.iter().any(nullable),
        Node::Repeat { body, min, .. } => *min == 0 || nullable(body),
    }
}

/// The code points a non-empty match of `node` can begin with; `None` for any.
fn first(node: &Node) -> Option<BTreeSet<u32>> {
    match node {
        Node::Empty | Node::Assertion { .. } => Some(BTreeSet::new()),
        Node::Char(set) => Some(set.clone()),
        Node::AnyChar | Node::Unknown => None,
        Node::Group(body) => first(body),
        Node::Sequence(items) => {
            let mut set = BTreeSet::new();
            for item in items {
                set.extend(first(item)?);
                if !nullable(item) {
                    break;
                }
            }
            Some(set)
        }
        Node::Alternation(branches) => {
            let mut set = BTreeSet::new();
            for branch in branches {
                set.extend(first(branch)?);
            }
            Some(set)
        }
        Node::Repeat { max: Some(0), .. } => Some(BTreeSet::new()),
        Node::Repeat { body, .. } => first(body),
    }
}

/// The code points every match of `node` begins with, and whether `node` matches exactly
/// them (so that what follows it continues the prefix).
fn literal_prefix(node: &Node) -> (Vec<u32>, bool) {
    match node {
        Node::Empty | Node::Assertion { .. } => (Vec::new(), true),
        Node::Char(set) if set.len() == 1 => (set.iter().copied().collect(), true),
        Node::Char(_) | Node::AnyChar | Node::Unknown => (Vec::new(), false),
        Node::Group(body) => literal_prefix(body),
        Node::Sequence(items) => {
            let mut prefix = Vec::new();
            for item in items {
                let (more, complete) = literal_prefix(item);
                prefix.extend(more);
                if !complete {
                    return (prefix, false);
                }
            }
            (prefix, true)
        }
        Node::Alternation(branches) => {
            let prefixes: Vec<(Vec<u32>, bool)> = branches.iter().map(literal_prefix).collect();
            let (head, head_complete) = &prefixes[0];
            let mut common = head.len();
            for (other, _) in &prefixes[1..] {
                common = common.min(head.iter().zip(other).take_while(|(a, b)| a == b).count());
            }
            let complete = prefixes.iter().all(|(other, complete)| *complete && other == head) && *head_complete;
            (head[..common].to_vec(), complete)
        }
        Node::Repeat { body, min, max } => {
            let (body_prefix, body_complete) = literal_prefix(body);
            if *min == 0 {
                return (Vec::new(), *max == Some(0));
            }
            if body_complete && *max == Some(*min) && body_prefix.len().saturating_mul(*min as usize) <= 64 {
                return (body_prefix.repeat(*min as usize), true);
            }
            (body_prefix, false)
        }
    }
}

fn anchored(node: &Node) -> bool {
    match node {
        Node::Assertion { start } => *start,
        Node::Group(body) => anchored(body),
        Node::Sequence(items) => items.first().is_some_and(anchored),
        Node::Alternation(branches) => branches.iter().all(anchored),
        _ => false,
    }
}

/// The first code unit of a code point's UTF-16 form.
fn first_unit(code_point: u32) -> u16 {
    if code_point < 0x10000 { code_point as u16 } else { (0xd800 + ((code_point - 0x10000) >> 10)) as u16 }
}

fn encode(code_points: &[u32]) -> Vec<u16> {
    let mut units = Vec::with_capacity(code_points.len());
    for &code_point in code_points {
        match char::from_u32(code_point) {
            Some(c) => units.extend_from_slice(c.encode_utf16(&mut [0; 2])),
            None => units.push(code_point as u16),
        }
    }
    units
}

fn is_surrogate(code_point: u32) -> bool {
    (0xd800..0xe000).contains(&code_point)
}

fn prefix(tree: &Node, unicode: bool) -> Prefix {
    if nullable(tree) {
        // The empty match can happen anywhere.
        return Prefix::Arbitrary;
    }
    // With `u`/`v` a match never starts on the second half of a surrogate pair, so a
    // candidate position must not be one: a first unit that is a trail surrogate could
    // be found there.
    let usable = |code_point: &u32| !unicode || !(0xdc00..0xe000).contains(code_point);
    let (literal, _) = literal_prefix(tree);
    if literal.len() >= 2 && literal.first().is_some_and(usable) {
        let units = encode(&literal);
        return Prefix::Literal(units);
    }
    let Some(set) = first(tree) else { return Prefix::Arbitrary };
    let units: BTreeSet<u16> = set.iter().map(|&code_point| first_unit(code_point)).collect();
    if units.is_empty() || units.len() > MAX_FIRST_UNITS || !set.iter().all(usable) {
        return Prefix::Arbitrary;
    }
    Prefix::FirstUnits(units.into_iter().collect())
}

fn literal(tree: &Node, unicode: bool) -> Option<Vec<u16>> {
    let items = match tree {
        Node::Sequence(items) => &items[..],
        Node::Char(_) => std::slice::from_ref(tree),
        _ => return None,
    };
    let mut code_points = Vec::with_capacity(items.len());
    for item in items {
        match item {
            // With `u`/`v` a lone surrogate in the pattern matches only a lone surrogate
            // in the input, which a search of code units cannot tell.
            Node::Char(set) if set.len() == 1 => {
                let code_point = *set.first()?;
                if unicode && is_surrogate(code_point) {
                    return None;
                }
                code_points.push(code_point);
            }
            _ => return None,
        }
    }
    (!code_points.is_empty()).then(|| encode(&code_points))
}

/// The code points a character matches under the `i` flag, for an ASCII character; `None`
/// for others (their case folding is not worth tabulating here). Besides the other ASCII
/// case, the matcher folds U+0131 DOTLESS I to `i`, U+212A KELVIN SIGN to `k` and U+017F
/// LONG S to `s` (a unit test checks this list against the matcher for every code unit).
fn case_variants(code_point: u32) -> Option<Vec<u32>> {
    let c = char::from_u32(code_point).filter(char::is_ascii)?;
    if !c.is_ascii_alphabetic() {
        return Some(vec![code_point]);
    }
    let mut variants = vec![c.to_ascii_lowercase() as u32, c.to_ascii_uppercase() as u32];
    match c.to_ascii_lowercase() {
        'i' => variants.push(0x131),
        'k' => variants.push(0x212a),
        's' => variants.push(0x17f),
        _ => {}
    }
    Some(variants)
}

/// Classes with more members than this are not worth listing.
const MAX_CLASS_MEMBERS: usize = 8;

struct Parser<'a> {
    pattern: &'a [u32],
    position: usize,
    icase: bool,
    multiline: bool,
    unicode: bool,
    sets: bool,
    capture_groups: u32,
    largest_decimal_escape: u32,
}

fn is(code_point: Option<u32>, ch: char) -> bool {
    code_point == Some(ch as u32)
}

impl Parser<'_> {
    fn peek(&self) -> Option<u32> {
        self.pattern.get(self.position).copied()
    }

    fn peek_at(&self, offset: usize) -> Option<u32> {
        self.pattern.get(self.position + offset).copied()
    }

    fn eat(&mut self, ch: char) -> bool {
        if is(self.peek(), ch) {
            self.position += 1;
            return true;
        }
        false
    }

    /// A character node for `code_point`, with its case variants under `i`.
    fn char(&self, code_point: u32) -> Node {
        if !self.icase {
            return Node::Char(BTreeSet::from([code_point]));
        }
        match case_variants(code_point) {
            Some(variants) => Node::Char(variants.into_iter().collect()),
            None => Node::AnyChar,
        }
    }

    fn disjunction(&mut self) -> Node {
        let mut branches = vec![self.alternative()];
        while self.eat('|') {
            branches.push(self.alternative());
        }
        if branches.len() == 1 { branches.pop().unwrap_or(Node::Empty) } else { Node::Alternation(branches) }
    }

    fn alternative(&mut self) -> Node {
        let mut items = Vec::new();
        while let Some(ch) = self.peek() {
            if ch == '|' as u32 || ch == ')' as u32 {
                break;
            }
            let term = self.term();
            items.push(self.quantified(term));
        }
        Node::Sequence(items)
    }

    fn quantified(&mut self, term: Node) -> Node {
        let (min, max) = match self.peek().and_then(char::from_u32) {
            Some('*') => (0, None),
            Some('+') => (1, None),
            Some('?') => (0, Some(1)),
            Some('{') => match self.braces() {
                Some(bounds) => bounds,
                None => return term,
            },
            _ => return term,
        };
        self.position += 1;
        self.eat('?');
        Node::Repeat { body: Box::new(term), min, max }
    }

    /// `{n}`, `{n,}` or `{n,m}` at the position: the bounds, with the position left on
    /// the `}`. Anything else (a literal `{` of Annex B) leaves the position alone.
    fn braces(&mut self) -> Option<(u32, Option<u32>)> {
        let mut index = self.position + 1;
        let number = |index: &mut usize| -> Option<u32> {
            let begin = *index;
            let mut value: u64 = 0;
            while let Some(digit) = self.pattern.get(*index).and_then(|&d| char::from_u32(d)?.to_digit(10)) {
                value = (value * 10 + u64::from(digit)).min(u64::from(u32::MAX));
                *index += 1;
            }
            (*index > begin).then_some(value as u32)
        };
        let min = number(&mut index)?;
        let max = if is(self.pattern.get(index).copied(), ',') {
            index += 1;
            number(&mut index)
        } else {
            Some(min)
        };
        if !is(self.pattern.get(index).copied(), '}') {
            return None;
        }
        self.position = index;
        Some((min, max))
    }

    fn term(&mut self) -> Node {
        let Some(ch) = self.peek() else { return Node::Empty };
        self.position += 1;
        match char::from_u32(ch) {
            Some('^') => Node::Assertion { start: !self.multiline },
            Some('$') => Node::Assertion { start: false },
            Some('.') => Node::AnyChar,
            Some('(') => self.group(),
            Some('[') => self.class(),
            Some('\\') => self.atom_escape(),
            // A quantifier with nothing to repeat cannot be in an accepted pattern.
            Some('*' | '+' | '?') => Node::Unknown,
            _ => self.char(ch),
        }
    }

    fn group(&mut self) -> Node {
        enum Kind {
            Plain,
            Lookaround,
            Modifiers,
        }
        let mut kind = Kind::Plain;
        if self.eat('?') {
            match self.peek().and_then(char::from_u32) {
                Some(':') => self.position += 1,
                Some('=' | '!') => {
                    self.position += 1;
                    kind = Kind::Lookaround;
                }
                Some('<') if matches!(self.peek_at(1).and_then(char::from_u32), Some('=' | '!')) => {
                    self.position += 2;
                    kind = Kind::Lookaround;
                }
                Some('<') => {
                    self.capture_groups += 1;
                    while let Some(ch) = self.peek() {
                        self.position += 1;
                        if ch == '>' as u32 {
                            break;
                        }
                    }
                }
                _ => {
                    // `(?ims-ims:`: the flags inside differ from the pattern's.
                    kind = Kind::Modifiers;
                    while let Some(ch) = self.peek() {
                        self.position += 1;
                        if ch == ':' as u32 {
                            break;
                        }
                    }
                }
            }
        } else {
            self.capture_groups += 1;
        }
        let body = self.disjunction();
        self.eat(')');
        match kind {
            Kind::Plain => Node::Group(Box::new(body)),
            Kind::Lookaround => Node::Assertion { start: false },
            Kind::Modifiers => Node::Unknown,
        }
    }

    /// An escape outside a class, after its backslash.
    fn atom_escape(&mut self) -> Node {
        let Some(ch) = self.peek() else { return Node::Unknown };
        match char::from_u32(ch) {
            Some('b' | 'B') => {
                self.position += 1;
                Node::Assertion { start: false }
            }
            Some('1'..='9') => {
                let mut value: u64 = 0;
                while let Some(digit) = self.peek().and_then(char::from_u32).and_then(|d| d.to_digit(10)) {
                    value = (value * 10 + u64::from(digit)).min(u64::from(u32::MAX));
                    self.position += 1;
                }
                self.largest_decimal_escape = self.largest_decimal_escape.max(value as u32);
                Node::Unknown
            }
            Some('k') if is(self.peek_at(1), '<') => {
                while let Some(ch) = self.peek() {
                    self.position += 1;
                    if ch == '>' as u32 {
                        break;
                    }
                }
                Node::Unknown
            }
            _ => match self.character_escape() {
                Escape::Char(code_point) => self.char(code_point),
                Escape::Class => Node::AnyChar,
                Escape::Unknown => Node::Unknown,
            },
        }
    }

    /// An escape that stands for characters (in or out of a class), after its backslash.
    fn character_escape(&mut self) -> Escape {
        let Some(ch) = self.peek() else { return Escape::Unknown };
        self.position += 1;
        let Some(c) = char::from_u32(ch) else { return Escape::Unknown };
        match c {
            'd' | 'D' | 'w' | 'W' | 's' | 'S' => Escape::Class,
            'p' | 'P' if self.unicode => {
                if self.eat('{') {
                    while let Some(ch) = self.peek() {
                        self.position += 1;
                        if ch == '}' as u32 {
                            break;
                        }
                    }
                }
                // With `v`, a property of strings matches several characters.
                if self.sets { Escape::Unknown } else { Escape::Class }
            }
            'n' => Escape::Char(0x0a),
            'r' => Escape::Char(0x0d),
            't' => Escape::Char(0x09),
            'v' => Escape::Char(0x0b),
            'f' => Escape::Char(0x0c),
            '0' if !self.peek().and_then(char::from_u32).is_some_and(|d| d.is_ascii_digit()) => Escape::Char(0),
            'x' => match self.hex(2) {
                Some(value) => Escape::Char(value),
                None => Escape::Unknown,
            },
            'u' => self.unicode_escape(),
            'c' => match self.peek().and_then(char::from_u32) {
                Some(letter) if letter.is_ascii_alphabetic() => {
                    self.position += 1;
                    Escape::Char(letter as u32 % 32)
                }
                _ => Escape::Unknown,
            },
            '^' | '$' | '\\' | '.' | '*' | '+' | '?' | '(' | ')' | '[' | ']' | '{' | '}' | '|' | '/' | '-' => {
                Escape::Char(ch)
            }
            // Identity escapes of other characters differ between Annex B and `u`.
            _ => Escape::Unknown,
        }
    }

    /// `\u` escapes, after the `u`.
    fn unicode_escape(&mut self) -> Escape {
        if is(self.peek(), '{') {
            if !self.unicode {
                // Without `u`, `\u{2}` is Annex B's `u{2}`: leave it to the matcher.
                return Escape::Unknown;
            }
            self.position += 1;
            let mut value: u32 = 0;
            while let Some(digit) = self.peek().and_then(char::from_u32).and_then(|d| d.to_digit(16)) {
                value = value.saturating_mul(16).saturating_add(digit);
                self.position += 1;
            }
            if !self.eat('}') {
                return Escape::Unknown;
            }
            return Escape::Char(value);
        }
        let Some(lead) = self.hex(4) else { return Escape::Unknown };
        // An escaped surrogate pair is one code point with `u`/`v`. Without them it should
        // be two code units, but the matcher reads one code point there too (which never
        // matches code units): leave it to the matcher.
        if (0xd800..0xdc00).contains(&lead) && is(self.peek(), '\\') && is(self.peek_at(1), 'u') {
            let saved = self.position;
            self.position += 2;
            match self.hex(4) {
                Some(trail) if (0xdc00..0xe000).contains(&trail) => {
                    return match self.unicode {
                        true => Escape::Char(0x10000 + ((lead - 0xd800) << 10) + (trail - 0xdc00)),
                        false => Escape::Unknown,
                    };
                }
                _ => self.position = saved,
            }
        }
        Escape::Char(lead)
    }

    fn hex(&mut self, count: usize) -> Option<u32> {
        let mut value = 0;
        for offset in 0..count {
            let digit = char::from_u32(self.peek_at(offset)?)?.to_digit(16)?;
            value = value * 16 + digit;
        }
        self.position += count;
        Some(value)
    }

    /// A character class, after its `[`: its members when it is a short list of
    /// characters and ranges; `AnyChar` otherwise, or `Unknown` for a `v`-flag class that
    /// may match strings.
    fn class(&mut self) -> Node {
        if self.sets {
            return self.skip_set_class();
        }
        let negated = self.eat('^');
        let mut members: Option<BTreeSet<u32>> = Some(BTreeSet::new());
        while let Some(ch) = self.peek() {
            if ch == ']' as u32 {
                self.position += 1;
                break;
            }
            let low = self.class_atom();
            let range = is(self.peek(), '-') && self.peek_at(1).is_some_and(|next| next != ']' as u32);
            let atom = if range {
                self.position += 1;
                let high = self.class_atom();
                match (low, high) {
                    (Some(low), Some(high)) if low <= high && high - low < MAX_CLASS_MEMBERS as u32 => {
                        Some((low..=high).collect::<Vec<u32>>())
                    }
                    _ => None,
                }
            } else {
                low.map(|low| vec![low])
            };
            members = match (members, atom) {
                (Some(mut set), Some(atom)) => {
                    for code_point in atom {
                        match self.icase {
                            true => set.extend(case_variants(code_point).into_iter().flatten()),
                            false => _ = set.insert(code_point),
                        }
                        if self.icase && case_variants(code_point).is_none() {
                            return self.finish_class();
                        }
                    }
                    Some(set)
                }
                _ => None,
            };
            if members.as_ref().is_some_and(|set| set.len() > MAX_CLASS_MEMBERS) {
                members = None;
            }
        }
        match members {
            Some(set) if !negated && !set.is_empty() => Node::Char(set),
            _ => Node::AnyChar,
        }
    }

    /// Skips the rest of a class (without `v`) whose members are not worth listing.
    fn finish_class(&mut self) -> Node {
        while let Some(ch) = self.peek() {
            self.position += 1;
            if ch == ']' as u32 {
                break;
            }
            if ch == '\\' as u32 {
                self.position += 1;
            }
        }
        Node::AnyChar
    }

    /// One member of a class without `v`: its code point, or `None` for a set.
    fn class_atom(&mut self) -> Option<u32> {
        let ch = self.peek()?;
        self.position += 1;
        if ch != '\\' as u32 {
            return Some(ch);
        }
        match self.peek().and_then(char::from_u32) {
            Some('b') => {
                self.position += 1;
                Some(0x08)
            }
            Some(digit) if digit.is_ascii_digit() => {
                // Octal escapes of Annex B, or a `\0`.
                while self.peek().and_then(char::from_u32).is_some_and(|d| d.is_ascii_digit()) {
                    self.position += 1;
                }
                None
            }
            _ => match self.character_escape() {
                Escape::Char(code_point) => Some(code_point),
                Escape::Class | Escape::Unknown => None,
            },
        }
    }

    /// Skips a class of the `v` flag (nested classes, `\q{...}`, `&&`, `--`).
    fn skip_set_class(&mut self) -> Node {
        let mut depth = 1;
        while let Some(ch) = self.peek() {
            self.position += 1;
            match char::from_u32(ch) {
                Some('\\') => self.position += 1,
                Some('[') => depth += 1,
                Some(']') => {
                    depth -= 1;
                    if depth == 0 {
                        break;
                    }
                }
                _ => {}
            }
        }
        Node::Unknown
    }
}

/// What a character escape stands for.
enum Escape {
    Char(u32),
    /// One character of a set (`\d`, `\w`, `\p{L}`...).
    Class,
    /// Not known here.
    Unknown,
}

#[cfg(test)]
mod tests {
    use super::*;

    fn analyze(pattern: &str, flags: &str) -> StartAnalysis {
        let flags = RegExpFlags::parse(&flags.encode_utf16().collect::<Vec<u16>>()).expect("flags");
        let points: Vec<u32> = if flags.full_unicode() {
            pattern.chars().map(u32::from).collect()
        } else {
            pattern.encode_utf16().map(u32::from).collect()
        };
        StartAnalysis::of(&points, flags)
    }

    fn units(text: &str) -> Vec<u16> {
        text.encode_utf16().collect()
    }

    fn first_units(text: &str) -> Prefix {
        Prefix::FirstUnits(units(text))
    }

    #[test]
    fn anchors() {
        for pattern in ["^a", "^", "^a|^b", "(^a)", "(?:^a|^b)c", "^(?:a|b)", "^\\d+$"] {
            assert!(analyze(pattern, "").anchored, "{pattern}");
            assert!(analyze(pattern, "gy").anchored, "{pattern}");
            assert!(!analyze(pattern, "m").anchored, "{pattern} with m");
        }
        for pattern in ["a", "^a|b", "a|^b", "(?=^)a", "\\b^a", "(^a)*", "(^a)?b", "a^", "[^a]", "\\^a", "(?m:^)a"] {
            assert!(!analyze(pattern, "").anchored, "{pattern}");
        }
    }

    #[test]
    fn literal_prefixes() {
        assert_eq!(analyze("foo\\d+", "").prefix, Prefix::Literal(units("foo")));
        assert_eq!(analyze("^foo", "").prefix, Prefix::Literal(units("foo")));
        assert_eq!(analyze("(?:ab)(c)d*", "").prefix, Prefix::Literal(units("abc")));
        assert_eq!(analyze("\\bword\\b", "").prefix, Prefix::Literal(units("word")));
        assert_eq!(analyze("(?<=x)ab", "").prefix, Prefix::Literal(units("ab")));
        assert_eq!(analyze("a{3}b", "").prefix, Prefix::Literal(units("aaab")));
        assert_eq!(analyze("ab+c", "").prefix, Prefix::Literal(units("ab")));
        assert_eq!(analyze("abc|abd", "").prefix, Prefix::Literal(units("ab")));
        assert_eq!(analyze("\\x41\\u0042\\n", "").prefix, Prefix::Literal(units("AB\n")));
        assert_eq!(analyze("\\u{1F600}x", "u").prefix, Prefix::Literal(units("\u{1F600}x")));
        assert_eq!(analyze("\\ud83d\\ude00x", "u").prefix, Prefix::Literal(units("\u{1F600}x")));
        assert_eq!(analyze("12\\.5", "i").prefix, Prefix::Literal(units("12.5")));
    }

    #[test]
    fn first_unit_sets() {
        assert_eq!(analyze("a", "").prefix, first_units("a"));
        assert_eq!(analyze("a|b\\d", "").prefix, first_units("ab"));
        assert_eq!(analyze("[<&]", "").prefix, first_units("&<"));
        assert_eq!(analyze("x?y", "").prefix, first_units("xy"));
        assert_eq!(analyze("(?:a|b)*c", "").prefix, first_units("abc"));
        assert_eq!(analyze("a", "i").prefix, first_units("Aa"));
        assert_eq!(analyze("ab", "i").prefix, first_units("Aa"));
        assert_eq!(analyze("k", "i").prefix, Prefix::FirstUnits(vec![0x4b, 0x6b, 0x212a]));
        assert_eq!(analyze("[s]", "iu").prefix, Prefix::FirstUnits(vec![0x53, 0x73, 0x17f]));
        assert_eq!(analyze("\\u{1F600}|\\u{1F601}", "u").prefix, Prefix::FirstUnits(vec![0xd83d]));
    }

    #[test]
    fn arbitrary_when_unsure_or_unbounded() {
        for (pattern, flags) in [
            ("", ""),
            ("a*", ""),
            ("a|", ""),
            (".a", ""),
            ("\\da", ""),
            ("[a-z]", ""),
            ("[^a]", ""),
            ("a|b|c|d", ""),
            ("\\u00e9", "i"),
            ("[\\u00e9]", "i"),
            ("\\1a", ""),
            ("\\k<x>(?<x>a)", ""),
            ("\\u{61}", ""),
            ("\\ea", ""),
            ("\\c1a", ""),
            ("(?i:a)b", ""),
            ("[a]", "v"),
            ("[\\q{}]a", "v"),
            ("\\p{L}", "u"),
            ("\\udc00", "u"),
            ("\\udc00a", "u"),
            ("\\b", ""),
            ("(?<=a)", ""),
            ("(?=a)", ""),
        ] {
            assert_eq!(analyze(pattern, flags).prefix, Prefix::Arbitrary, "/{pattern}/{flags}");
        }
        // What lies before an unknown part still counts.
        assert_eq!(analyze("ab(?i:c)", "").prefix, Prefix::Literal(units("ab")));
        assert_eq!(analyze("ab\\1", "").prefix, Prefix::Literal(units("ab")));
        assert_eq!(analyze("(a)\\1", "").prefix, first_units("a"));
        assert_eq!(analyze("\\cxa", "").prefix, Prefix::Literal(vec![0x18, 0x61]));
    }

    #[test]
    fn pure_literals() {
        assert_eq!(analyze("abc", "").literal, Some(units("abc")));
        assert_eq!(analyze("a", "g").literal, Some(units("a")));
        assert_eq!(analyze("a\\.b\\/c", "y").literal, Some(units("a.b/c")));
        assert_eq!(analyze("\\u{1F600}", "u").literal, Some(units("\u{1F600}")));
        assert_eq!(analyze("\\ud800", "").literal, Some(vec![0xd800]));
        // The matcher reads an escaped pair as one code point even without `u`.
        assert_eq!(analyze("\\ud83d\\ude00", "").literal, None);
        assert_eq!(analyze("\\ud83d\\ude00", "").prefix, Prefix::Arbitrary);
        assert_eq!(analyze("1-2", "i").literal, Some(units("1-2")));
        assert_eq!(analyze("[a]b", "").literal, Some(units("ab")));
        for (pattern, flags) in [
            ("", ""),
            ("a", "i"),
            ("(a)", ""),
            ("(?:a)", ""),
            ("a|b", ""),
            ("^a", ""),
            ("a$", ""),
            ("a\\b", ""),
            ("a+", ""),
            ("[ab]", ""),
            ("\\ud800", "u"),
            ("\\udc00", "v"),
        ] {
            assert_eq!(analyze(pattern, flags).literal, None, "/{pattern}/{flags}");
        }
        // Annex B: a `{` that is no quantifier is itself.
        assert_eq!(analyze("a{", "").literal, Some(units("a{")));
    }

    #[test]
    fn groups_and_decimal_escapes_are_counted() {
        let analysis = analyze("(a)(?<n>b)(?:c)(?=(d))[(]\\2\\10", "");
        assert_eq!(analysis.capture_groups, 3);
        assert_eq!(analysis.largest_decimal_escape, 10);
        assert_eq!(analyze("[\\12]", "").largest_decimal_escape, 0);
    }

    /// The case variants listed for ASCII characters are every code unit the matcher
    /// folds to them, in each flag mode.
    #[test]
    fn case_variants_cover_the_matchers_folding() {
        let haystack: Vec<u16> = (0..=u16::MAX).collect();
        for flags in ["i", "iu", "iv"] {
            let unicode = flags != "i";
            let regress_flags = regress::Flags {
                icase: true,
                unicode: flags == "iu",
                unicode_sets: flags == "iv",
                ..Default::default()
            };
            for c in (0x20u32..0x7f).filter_map(char::from_u32).filter(char::is_ascii_alphanumeric) {
                let variants = case_variants(c as u32).expect("ASCII");
                let regex = regress::Regex::from_unicode(std::iter::once(c as u32), regress_flags).expect("compiles");
                let found: Vec<usize> = if unicode {
                    regex.find_from_utf16(&haystack, 0).map(|m| m.start()).collect()
                } else {
                    regex.find_from_ucs2(&haystack, 0).map(|m| m.start()).collect()
                };
                for start in found {
                    assert!(variants.contains(&(start as u32)), "/{c}/{flags} matches U+{start:04X}");
                }
            }
        }
    }
}
