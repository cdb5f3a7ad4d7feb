//! The guard against catastrophic backtracking.
//!
//! `regress` is a backtracking matcher without a step limit, and nothing outside it can
//! stop a match once it runs: `/(a+)+$/` on 30 `a`s and a `b` tries every way of cutting
//! the `a`s into groups, 2^30 of them. (Its other backend, `backend-pikevm`, despite the
//! name, is a depth-first search over cloned states for `&str` inputs: no better, and it
//! cannot read UTF-16.) The guard therefore decides *before* a match whether the
//! backtracker could run away, from the pattern's shape and the length of the input:
//!
//! 1. The pattern is parsed coarsely (characters become small over-approximated sets:
//!    the ASCII characters exactly, everything else as "some other character").
//! 2. A quantifier that can repeat (`*`, `+`, `{n,m}` with m > 1) is **ambiguous** when
//!    one string can be matched by its iterations in more than one way: its body can
//!    match the empty string (`(a*)*`), an alternative of it overlaps another
//!    (`(a|ab)*`), or a flexible quantifier inside it can give characters back to what
//!    follows it in the body or to the next iteration (`(a+)+`, `(\w+\s?)*`). Then the
//!    backtracker may try exponentially many ways on an input that fails to match.
//! 3. Flexible quantifiers one after another in the pattern that can trade characters
//!    (`a*a*a*b`) each multiply the work by the input length: degree d means O(n^d).
//!
//! From that, [`Analysis::runs_inline`] lets an exec run on the VM's thread when its
//! worst case fits a budget of about 2^26 backtracking steps. Otherwise the match runs
//! on the watchdog's thread with a deadline (see `watchdog`): it usually ends at once
//! with the right answer, and when the deadline passes the exec throws a RangeError
//! ("too complex") a script can catch. Patterns that are neither ambiguous nor of degree
//! above 3 always run inline: the guard costs them nothing at exec time but one
//! comparison.

use super::RegExpFlags;

/// What the guard learned about a pattern.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Analysis {
    /// The longest input (from where the search starts) the backtracker may be given.
    pub max_input: usize,
    /// Whether some quantifier is ambiguous (exponential worst case).
    pub exponential: bool,
    /// The polynomial degree of the worst case, start positions included.
    pub degree: u32,
}

/// log2 of the number of backtracking steps the guard lets one exec take in the worst
/// case (2^26 steps of `regress` take well under a second).
const BUDGET_LOG2: f64 = 26.0;

/// Polynomial degrees up to this one are not limited (every backtracking engine is
/// quadratic on `/a*b/` against a long run of `a`s).
const FREE_DEGREE: u32 = 3;

impl Analysis {
    pub fn of(pattern: &[u32], flags: RegExpFlags) -> Analysis {
        let mut parser = Parser {
            pattern,
            position: 0,
            icase: flags.has(RegExpFlags::IGNORE_CASE),
            dot_all: flags.has(RegExpFlags::DOT_ALL),
            sets: flags.has(RegExpFlags::UNICODE_SETS),
        };
        let tree = parser.disjunction(0);
        let complete = parser.position >= pattern.len();
        // A pattern the coarse parser does not follow is treated as ambiguous.
        let (exponential, branching) = match complete {
            true => ambiguity(&tree),
            false => (true, 4),
        };
        let degree = if complete { 1 + chain_degree(&tree) } else { FREE_DEGREE + 1 };
        let max_input = if exponential {
            // About branching^n tries per start position, n start positions.
            let per_char = (branching as f64 + 1.0).log2();
            ((BUDGET_LOG2 - 5.0) / per_char) as usize
        } else if degree > FREE_DEGREE {
            2f64.powf(BUDGET_LOG2 / degree as f64) as usize
        } else {
            usize::MAX
        };
        Analysis { max_input, exponential, degree }
    }

    /// Whether the backtracker may run on `remaining` code units of input without a
    /// watchdog.
    pub fn runs_inline(&self, remaining: usize) -> bool {
        remaining <= self.max_input
    }
}

/// A set of characters, over-approximated: the ASCII ones exactly, all others as one.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Set {
    ascii: u128,
    other: bool,
}

impl Set {
    const EMPTY: Set = Set { ascii: 0, other: false };
    const ANY: Set = Set { ascii: u128::MAX, other: true };

    fn char(c: u32) -> Set {
        if c < 128 { Set { ascii: 1 << c, other: false } } else { Set { ascii: 0, other: true } }
    }

    fn range(low: u32, high: u32) -> Set {
        let mut set = Set::EMPTY;
        for c in low..=high.min(127) {
            set.ascii |= 1 << c;
        }
        set.other = high >= 128;
        set
    }

    fn union(self, other: Set) -> Set {
        Set { ascii: self.ascii | other.ascii, other: self.other || other.other }
    }

    fn complement(self) -> Set {
        // Negating an over-approximation: only the ASCII part stays exact.
        Set { ascii: !self.ascii, other: true }
    }

    fn overlaps(self, other: Set) -> bool {
        self.ascii & other.ascii != 0 || (self.other && other.other)
    }

    /// The set with both cases of its ASCII letters (and, since case folding reaches
    /// outside ASCII from `k` and `s`, other characters).
    fn fold(self) -> Set {
        let upper = (self.ascii >> 32) & (((1u128 << 26) - 1) << 33);
        let lower = (self.ascii << 32) & (((1u128 << 26) - 1) << 97);
        let letters = self.ascii & ((((1u128 << 26) - 1) << 65) | (((1u128 << 26) - 1) << 97)) != 0;
        Set { ascii: self.ascii | upper | lower, other: self.other || letters }
    }

    fn digits() -> Set {
        Set::range(0x30, 0x39)
    }

    fn word() -> Set {
        Set::range(0x30, 0x39).union(Set::range(0x41, 0x5a)).union(Set::range(0x61, 0x7a)).union(Set::char(0x5f))
    }

    fn space() -> Set {
        Set { ascii: Set::range(9, 13).ascii | (1 << 32), other: true }
    }
}

/// The coarse syntax tree.
#[derive(Debug)]
enum Node {
    Empty,
    /// One character of a set.
    Atom(Set),
    /// A zero-width assertion (`^`, `$`, `\b`, a lookaround; a lookaround's body is kept
    /// for its own quantifiers).
    Assertion(Option<Box<Node>>),
    /// A back reference: matches some earlier text, possibly empty.
    BackReference,
    Sequence(Vec<Node>),
    Alternation(Vec<Node>),
    Repeat {
        body: Box<Node>,
        min: u32,
        max: Option<u32>,
    },
}

impl Node {
    fn nullable(&self) -> bool {
        match self {
            Node::Empty | Node::Assertion(_) => true,
            // A back reference repeats text fixed by then: read as one character of
            // anything, which keeps `(a+)\1*` from looking like `(a*)*`.
            Node::Atom(_) | Node::BackReference => false,
            Node::Sequence(items) => items.iter().all(Node::nullable),
            Node::Alternation(branches) => branches.iter().any(Node::nullable),
            Node::Repeat { body, min, .. } => *min == 0 || body.nullable(),
        }
    }

    /// The characters a non-empty match can start with.
    fn first(&self) -> Set {
        match self {
            Node::Empty | Node::Assertion(_) => Set::EMPTY,
            Node::Atom(set) => *set,
            Node::BackReference => Set::ANY,
            Node::Sequence(items) => {
                let mut set = Set::EMPTY;
                for item in items {
                    set = set.union(item.first());
                    if !item.nullable() {
                        break;
                    }
                }
                set
            }
            Node::Alternation(branches) => branches.iter().fold(Set::EMPTY, |set, branch| set.union(branch.first())),
            Node::Repeat { body, max, .. } => match max {
                Some(0) => Set::EMPTY,
                _ => body.first(),
            },
        }
    }

    fn repeats(&self) -> bool {
        match self {
            Node::Repeat { max, .. } => max.is_none_or(|max| max > 1),
            _ => false,
        }
    }

    fn flexible(&self) -> bool {
        matches!(self, Node::Repeat { min, max, .. } if *max != Some(*min))
    }

    fn children(&self) -> Vec<&Node> {
        match self {
            Node::Sequence(items) | Node::Alternation(items) => items.iter().collect(),
            Node::Repeat { body, .. } => vec![body],
            Node::Assertion(Some(body)) => vec![body],
            _ => Vec::new(),
        }
    }
}

/// Whether some repeating quantifier is ambiguous, and how many ways (at most) one of its
/// iterations can choose among.
fn ambiguity(node: &Node) -> (bool, u32) {
    let mut found = false;
    let mut branching = 1;
    if let Node::Repeat { body, .. } = node
        && node.repeats()
    {
        let mut choices = 0;
        if body.nullable() {
            choices += 1;
        }
        choices += ambiguous_choices(body, body.first());
        if choices > 0 {
            found = true;
            branching = branching.max(choices + 1);
        }
    }
    for child in node.children() {
        let (child_found, child_branching) = ambiguity(child);
        if child_found {
            found = true;
            branching = branching.max(child_branching);
        }
    }
    (found, branching)
}

/// How many choice points in `node` (inside a repeated body) can match the same text more
/// than one way, when `follow` is what may come after `node`.
fn ambiguous_choices(node: &Node, follow: Set) -> u32 {
    match node {
        Node::Sequence(items) => {
            let mut count = 0;
            let mut follow = follow;
            for item in items.iter().rev() {
                count += ambiguous_choices(item, follow);
                follow = if item.nullable() { item.first().union(follow) } else { item.first() };
            }
            count
        }
        Node::Alternation(branches) => {
            let starts: Vec<Set> = branches
                .iter()
                .map(|branch| if branch.nullable() { branch.first().union(follow) } else { branch.first() })
                .collect();
            let mut count = 0;
            for (i, a) in starts.iter().enumerate() {
                if starts[i + 1..].iter().any(|b| a.overlaps(*b)) {
                    count += 1;
                }
            }
            count + branches.iter().map(|branch| ambiguous_choices(branch, follow)).sum::<u32>()
        }
        Node::Repeat { body, .. } => {
            let own = u32::from(node.flexible() && body.first().overlaps(follow));
            let inner_follow = if node.repeats() { body.first().union(follow) } else { follow };
            own + ambiguous_choices(body, inner_follow)
        }
        Node::Empty | Node::Atom(_) | Node::Assertion(_) | Node::BackReference => 0,
    }
}

/// The number of flexible quantifiers in a row (outside repeated bodies) where each can
/// give characters to the next one (`a*a*b`): each multiplies the work by n.
fn chain_degree(node: &Node) -> u32 {
    let mut state = Chain { next_flexible: Set::EMPTY, any_flexible: false };
    chain(node, &mut state).min(16)
}

/// What lies to the right while the chain is scanned from right to left.
#[derive(Clone, Copy)]
struct Chain {
    /// The first characters of the flexible quantifiers reachable through nullable items.
    next_flexible: Set,
    /// Whether any flexible quantifier lies to the right.
    any_flexible: bool,
}

fn chain(node: &Node, state: &mut Chain) -> u32 {
    match node {
        Node::Sequence(items) => items.iter().rev().map(|item| chain(item, state)).sum(),
        Node::Alternation(branches) => {
            let before = *state;
            let mut degree = 0;
            let mut after = Chain { next_flexible: Set::EMPTY, any_flexible: before.any_flexible };
            for branch in branches {
                let mut branch_state = before;
                degree = degree.max(chain(branch, &mut branch_state));
                after.next_flexible = after.next_flexible.union(branch_state.next_flexible);
                after.any_flexible |= branch_state.any_flexible;
            }
            *state = after;
            degree
        }
        Node::Repeat { body, .. } if node.flexible() => {
            // The rightmost flexible quantifier costs n by itself; each one before it
            // that can give characters to the next multiplies by n.
            let degree = u32::from(!state.any_flexible || body.first().overlaps(state.next_flexible));
            state.any_flexible = true;
            state.next_flexible = body.first().union(if node.nullable() { state.next_flexible } else { Set::EMPTY });
            degree
        }
        _ => {
            if !node.nullable() {
                state.next_flexible = Set::EMPTY;
            }
            0
        }
    }
}

/// A lenient parser for patterns `regress` has already accepted.
struct Parser<'a> {
    pattern: &'a [u32],
    position: usize,
    icase: bool,
    dot_all: bool,
    sets: bool,
}

const fn c(ch: char) -> u32 {
    ch as u32
}

impl Parser<'_> {
    fn peek(&self) -> Option<u32> {
        self.pattern.get(self.position).copied()
    }

    fn peek_at(&self, offset: usize) -> Option<u32> {
        self.pattern.get(self.position + offset).copied()
    }

    fn eat(&mut self, ch: char) -> bool {
        if self.peek() == Some(c(ch)) {
            self.position += 1;
            true
        } else {
            false
        }
    }

    fn atom(&self, set: Set) -> Node {
        Node::Atom(if self.icase { set.fold() } else { set })
    }

    fn disjunction(&mut self, depth: u32) -> Node {
        let mut branches = vec![self.alternative(depth)];
        while self.eat('|') {
            branches.push(self.alternative(depth));
        }
        if branches.len() == 1 { branches.pop().expect("one branch") } else { Node::Alternation(branches) }
    }

    fn alternative(&mut self, depth: u32) -> Node {
        let mut items = Vec::new();
        while let Some(ch) = self.peek() {
            if ch == c('|') || (ch == c(')') && depth > 0) {
                break;
            }
            if ch == c(')') {
                // Unbalanced: leave it for the caller to see as incomplete.
                break;
            }
            let term = self.term(depth);
            items.push(self.quantified(term));
        }
        Node::Sequence(items)
    }

    fn quantified(&mut self, term: Node) -> Node {
        let (min, max) = match self.peek() {
            Some(ch) if ch == c('*') => (0, None),
            Some(ch) if ch == c('+') => (1, None),
            Some(ch) if ch == c('?') => (0, Some(1)),
            Some(ch) if ch == c('{') => match self.braces() {
                Some(bounds) => bounds,
                None => return term,
            },
            _ => return term,
        };
        self.position += 1;
        self.eat('?');
        Node::Repeat { body: Box::new(term), min, max }
    }

    /// `{n}`, `{n,}` or `{n,m}`: on success the position is left on the `}` (which
    /// `quantified` steps over, as it does the other quantifiers' one character).
    fn braces(&mut self) -> Option<(u32, Option<u32>)> {
        let start = self.position;
        let mut index = start + 1;
        let number = |index: &mut usize| -> Option<u32> {
            let begin = *index;
            let mut value: u64 = 0;
            while let Some(&digit) = self.pattern.get(*index)
                && (c('0')..=c('9')).contains(&digit)
            {
                value = (value * 10 + (digit - c('0')) as u64).min(u32::MAX as u64);
                *index += 1;
            }
            (*index > begin).then_some(value as u32)
        };
        let min = number(&mut index)?;
        let max = if self.pattern.get(index) == Some(&c(',')) {
            index += 1;
            number(&mut index)
        } else {
            Some(min)
        };
        if self.pattern.get(index) != Some(&c('}')) {
            return None;
        }
        self.position = index;
        Some((min, max))
    }

    fn term(&mut self, depth: u32) -> Node {
        let ch = self.peek().expect("a term starts at a character");
        self.position += 1;
        match char::from_u32(ch).unwrap_or('\u{fffd}') {
            '^' | '$' => Node::Assertion(None),
            '.' => {
                let set = if self.dot_all { Set::ANY } else { Set::char(10).union(Set::char(13)).complement() };
                Node::Atom(set)
            }
            '(' => self.group(depth),
            '[' => {
                let set = self.class();
                self.atom(set)
            }
            '\\' => self.escape(),
            _ => self.atom(Set::char(ch)),
        }
    }

    fn group(&mut self, depth: u32) -> Node {
        let mut lookaround = false;
        if self.eat('?') {
            match self.peek().and_then(char::from_u32) {
                Some('=' | '!') => {
                    self.position += 1;
                    lookaround = true;
                }
                Some('<') if matches!(self.peek_at(1).and_then(char::from_u32), Some('=' | '!')) => {
                    self.position += 2;
                    lookaround = true;
                }
                Some('<') => {
                    // A named group: skip the name.
                    while let Some(ch) = self.peek() {
                        self.position += 1;
                        if ch == c('>') {
                            break;
                        }
                    }
                }
                _ => {
                    // `?:` or modifiers such as `?i-m:`.
                    while let Some(ch) = self.peek() {
                        self.position += 1;
                        if ch == c(':') {
                            break;
                        }
                    }
                }
            }
        }
        let body = self.disjunction(depth + 1);
        self.eat(')');
        if lookaround { Node::Assertion(Some(Box::new(body))) } else { body }
    }

    fn escape(&mut self) -> Node {
        let Some(ch) = self.peek() else { return Node::Empty };
        self.position += 1;
        match char::from_u32(ch).unwrap_or('\u{fffd}') {
            'b' | 'B' => Node::Assertion(None),
            '1'..='9' => {
                while self.peek().is_some_and(|d| (c('0')..=c('9')).contains(&d)) {
                    self.position += 1;
                }
                Node::BackReference
            }
            'k' if self.peek() == Some(c('<')) => {
                while let Some(ch) = self.peek() {
                    self.position += 1;
                    if ch == c('>') {
                        break;
                    }
                }
                Node::BackReference
            }
            _ => {
                self.position -= 1;
                let set = self.class_escape();
                self.atom(set)
            }
        }
    }

    /// The set of an escape (after the backslash), in or out of a class.
    fn class_escape(&mut self) -> Set {
        let Some(ch) = self.peek() else { return Set::EMPTY };
        self.position += 1;
        let hex = |parser: &mut Parser, count: usize| -> Option<u32> {
            let mut value = 0;
            for offset in 0..count {
                let digit = char::from_u32(parser.peek_at(offset)?)?.to_digit(16)?;
                value = value * 16 + digit;
            }
            parser.position += count;
            Some(value)
        };
        match char::from_u32(ch).unwrap_or('\u{fffd}') {
            'd' => Set::digits(),
            'D' => Set::digits().complement(),
            'w' => Set::word(),
            'W' => Set::word().complement(),
            's' => Set::space(),
            'S' => Set::space().complement(),
            'p' | 'P' => {
                if self.eat('{') {
                    while let Some(ch) = self.peek() {
                        self.position += 1;
                        if ch == c('}') {
                            break;
                        }
                    }
                }
                Set::ANY
            }
            'n' => Set::char(10),
            'r' => Set::char(13),
            't' => Set::char(9),
            'v' => Set::char(11),
            'f' => Set::char(12),
            'b' => Set::char(8),
            '0' => Set::char(0),
            'x' => hex(self, 2).map_or(Set::char(c('x')), Set::char),
            'u' => {
                if self.peek() == Some(c('{')) {
                    self.position += 1;
                    let mut value = 0u32;
                    while let Some(digit) = self.peek().and_then(char::from_u32).and_then(|d| d.to_digit(16)) {
                        value = value.saturating_mul(16).saturating_add(digit);
                        self.position += 1;
                    }
                    self.eat('}');
                    Set::char(value)
                } else {
                    hex(self, 4).map_or(Set::char(c('u')), Set::char)
                }
            }
            'c' => match self.peek() {
                Some(letter) if char::from_u32(letter).is_some_and(|l| l.is_ascii_alphabetic()) => {
                    self.position += 1;
                    Set::char(letter % 32)
                }
                _ => Set::char(c('\\')).union(Set::char(c('c'))),
            },
            'q' if self.sets => {
                // `\q{...}` strings in a v-mode class: anything.
                while let Some(ch) = self.peek() {
                    self.position += 1;
                    if ch == c('}') {
                        break;
                    }
                }
                Set::ANY
            }
            _ => Set::char(ch),
        }
    }

    /// A character class, after its `[`.
    fn class(&mut self) -> Set {
        let negated = self.eat('^');
        let mut set = Set::EMPTY;
        while let Some(ch) = self.peek() {
            if ch == c(']') {
                self.position += 1;
                break;
            }
            if self.sets && ch == c('[') {
                // A nested class of a v-mode class: anything (set operations included).
                self.position += 1;
                self.class();
                set = Set::ANY;
                continue;
            }
            let low = self.class_atom();
            if self.peek() == Some(c('-')) && self.peek_at(1).is_some_and(|next| next != c(']')) && !self.sets {
                self.position += 1;
                let high = self.class_atom();
                set = set.union(match (single(low), single(high)) {
                    (Some(low), Some(high)) if low <= high => Set::range(low, high),
                    _ => low.union(high).union(Set::char(c('-'))),
                });
            } else {
                set = set.union(low);
            }
        }
        if self.sets {
            // Set operations (`&&`, `--`) are read as unions: an over-approximation.
            set = set.union(Set::char(c('&'))).union(Set::char(c('-')));
        }
        if negated { set.complement() } else { set }
    }

    fn class_atom(&mut self) -> Set {
        let ch = self.peek().expect("a class atom");
        self.position += 1;
        if ch == c('\\') { self.class_escape() } else { Set::char(ch) }
    }
}

/// The one character of a set that holds one ASCII character.
fn single(set: Set) -> Option<u32> {
    (!set.other && set.ascii.count_ones() == 1).then(|| set.ascii.trailing_zeros())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn analyze(pattern: &str, flags: &str) -> Analysis {
        let units: Vec<u16> = flags.encode_utf16().collect();
        let points: Vec<u32> = pattern.chars().map(u32::from).collect();
        Analysis::of(&points, RegExpFlags::parse(&units).unwrap())
    }

    #[test]
    fn ambiguous_repeats_are_exponential() {
        for pattern in
            ["(a+)+$", "(a*)*b", "(a|aa)+c", "(\\w+\\s?)*$", "^(([a-z])+.)+[A-Z]([a-z])+$", "(.*?,)*;", "(x+x+)+y"]
        {
            assert!(analyze(pattern, "").exponential, "{pattern}");
        }
    }

    #[test]
    fn ordinary_patterns_are_free() {
        for pattern in [
            "(\\d+\\.)+\\d+",
            "^[a-z0-9]+(?:-[a-z0-9]+)*$",
            "\"(?:[^\"\\\\]|\\\\.)*\"",
            "(\\d{1,3}\\.){3}\\d{1,3}",
            "^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$",
            "\\s+$",
            "(?:a|b)*c",
            "(\\s*,\\s*\\w+)*",
            ".*foo.*",
            "[a-z]+\\d+",
            "(?<year>\\d{4})-(?<month>\\d{2})",
        ] {
            let analysis = analyze(pattern, "");
            assert!(!analysis.exponential, "{pattern}");
            assert_eq!(analysis.max_input, usize::MAX, "{pattern}: {analysis:?}");
        }
    }

    #[test]
    fn long_chains_of_overlapping_quantifiers_are_limited() {
        let analysis = analyze("a*a*a*a*a*b", "");
        assert!(!analysis.exponential);
        assert!(analysis.degree > FREE_DEGREE);
        assert!(analysis.max_input < 1000);
    }

    #[test]
    fn case_folding_widens_sets() {
        assert!(analyze("(a+A+)+b", "i").exponential);
        assert!(!analyze("(a+A+)+b", "").exponential);
    }
}
