//! The cost of the parser's check of regex literals, as the guard bounds it.
//!
//! `boa_parser`'s lexer checks each regex literal by parsing its body with `regress`, over
//! an iterator of the body's code points that `regress` clones to look ahead or back up:
//! at every `(` (several times: `?`, a modifier group, a group name), `{`, and escape. The
//! iterator owns a vector, so each clone copies the rest of the body, and a literal with
//! n groups costs n times its length: `/(?<g0>a)(?<g1>a)…/` with 56,000 groups ran for
//! minutes. `new RegExp` does not pay this (its iterator clones in constant time).
//!
//! The guard follows the lexer's modes over the bytes (code, strings, templates and their
//! substitutions, comments, regex literals) closely enough to find the literals: a `/` in
//! code begins one where an operand may begin, which is after an operator, a keyword such
//! as `return`, the `)` of an `if`, `for`, `while` or `with` head, or a `}` (a block's or an
//! object literal's: taking both for a block can only count more). Each byte of a literal
//! costs the clone points read in it so far, weighted by how many clones each makes, which
//! is at least what `regress` copies. The bound is on the cost per byte read, as the
//! stack's average is: a source may spend [`COST_PER_BYTE`] per byte (plus
//! [`COST_SLACK`] bytes' worth), which keeps the check linear in the source while one
//! large literal (tens of kilobytes) stays within it.
//!
//! The modes are followed without the grammar, so a division right after an object
//! literal's `}` (`({} / 2)` is fine, `x = {} / 2` is not) is taken for a literal, and a
//! quote inside it could put the modes out of step until the line ends.

/// The copying a source may cost per byte read, in code points copied.
pub const COST_PER_BYTE: u64 = 1 << 14;

/// The bytes' worth of slack: a literal of 64 KiB with a group every ten characters fits.
pub const COST_SLACK: u64 = 64 << 10;

/// Whether the regex literals of `source` could cost more than the bound allows, so that
/// the guard must follow it. A literal ends at a line end, so each byte of one costs at
/// most the clone points of its line: through line k, the cost is at most the sum of
/// `points * length` over the lines up to k. Where that stays within what the bound allows
/// at the start of each line, `COST_PER_BYTE * (start + COST_SLACK)`, the source can never
/// pass it (every source with lines of ordinary length), and one pass of counting spares
/// it the byte-by-byte tracking.
pub fn may_pass_bound(source: &[u8]) -> bool {
    let mut bound = 0u64;
    let mut start = 0u64;
    for line in source.split(|&byte| is_line_end(byte)) {
        let points: u64 = line.iter().map(|&byte| clones_at(byte)).sum();
        bound = bound.saturating_add(points.saturating_mul(line.len() as u64));
        if bound > COST_PER_BYTE.saturating_mul(start + COST_SLACK) {
            return true;
        }
        start += line.len() as u64 + 1;
    }
    false
}

/// The keywords after which a `/` begins a regex literal rather than a division (and a
/// `{` an object literal): those an expression follows.
pub(crate) const KEYWORDS_BEFORE_EXPRESSION: &[&[u8]] = &[
    b"return",
    b"typeof",
    b"instanceof",
    b"in",
    b"of",
    b"new",
    b"delete",
    b"void",
    b"throw",
    b"case",
    b"do",
    b"else",
    b"yield",
    b"await",
    b"extends",
];

/// The keywords whose `( … )` head is followed by a statement, where a `/` begins a literal.
const KEYWORDS_WITH_HEAD: &[&[u8]] = &[b"if", b"while", b"for", b"with"];

/// The longest of the keywords above.
const LONGEST_KEYWORD: usize = 10;

/// Where in the source the lexer is.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Mode {
    Code,
    /// Just after a `/` in code, which may begin a comment; `regex` if it may begin a
    /// literal, a division otherwise.
    Slash {
        regex: bool,
    },
    LineComment,
    /// In `/* */`; `star` just after a `*`.
    BlockComment {
        star: bool,
    },
    /// In a string quoted with `quote`.
    Str {
        quote: u8,
        escaped: bool,
    },
    /// In a template's text; `dollar` just after a `$`.
    Template {
        escaped: bool,
        dollar: bool,
    },
    /// In a regex literal's body, with the weighted clone points read in it so far.
    Regex {
        in_class: bool,
        escaped: bool,
        points: u64,
    },
}

/// What the last token of code was, for whether a `/` after it begins a literal.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Last {
    /// An operator or other punctuator: an operand may follow.
    Operator,
    /// A name, keyword or number (in `word`).
    Word,
    /// A literal, a `]`, or a `)` that ends an expression: an operator follows.
    Operand,
    /// The `)` of an `if`, `for`, `while` or `with` head: a statement follows.
    HeadEnd,
    /// A `}`.
    Brace,
}

/// The estimate, fed one byte at a time.
pub struct RegexLiteralCost {
    /// The cost of the bytes read so far.
    cost: u64,
    mode: Mode,
    last: Last,
    /// The name `Last::Word` stands for, if no longer than the longest keyword.
    word: [u8; LONGEST_KEYWORD],
    word_length: usize,
    /// Whether the byte before was part of `word` (a space ends a name; `a in` is two).
    in_word: bool,
    /// For each open `(`: whether it opens the head of `if`, `for`, `while` or `with`.
    parens: Vec<bool>,
    /// For each open template substitution `${`: the braces open inside it.
    substitutions: Vec<u32>,
}

impl Default for RegexLiteralCost {
    fn default() -> RegexLiteralCost {
        RegexLiteralCost {
            cost: 0,
            mode: Mode::Code,
            last: Last::Operator,
            word: [0; LONGEST_KEYWORD],
            word_length: 0,
            in_word: false,
            parens: Vec::new(),
            substitutions: Vec::new(),
        }
    }
}

/// How many clones of the rest of the body `regress` makes at `byte`.
fn clones_at(byte: u8) -> u64 {
    match byte {
        b'(' => 4,
        b'\\' => 2,
        b'{' => 1,
        _ => 0,
    }
}

fn is_word_byte(byte: u8) -> bool {
    byte.is_ascii_alphanumeric() || matches!(byte, b'_' | b'$')
}

fn is_line_end(byte: u8) -> bool {
    matches!(byte, b'\n' | b'\r')
}

impl RegexLiteralCost {
    /// Takes one byte; returns the cost of the bytes read so far.
    pub fn step(&mut self, byte: u8) -> u64 {
        self.mode = match self.mode {
            Mode::Code => self.code(byte),
            Mode::Slash { regex } => match byte {
                b'/' => Mode::LineComment,
                b'*' => Mode::BlockComment { star: false },
                _ if regex => self.regex(byte, false, false, 0),
                _ => {
                    self.last = Last::Operator;
                    self.code(byte)
                }
            },
            Mode::LineComment if is_line_end(byte) => Mode::Code,
            Mode::LineComment => Mode::LineComment,
            Mode::BlockComment { star: true } if byte == b'/' => Mode::Code,
            Mode::BlockComment { .. } => Mode::BlockComment { star: byte == b'*' },
            Mode::Str { quote, escaped } => match byte {
                _ if escaped => Mode::Str { quote, escaped: false },
                b'\\' => Mode::Str { quote, escaped: true },
                // An unterminated string: the lexer fails here.
                _ if byte == quote || is_line_end(byte) => {
                    self.last = Last::Operand;
                    Mode::Code
                }
                _ => Mode::Str { quote, escaped: false },
            },
            Mode::Template { escaped, dollar } => match byte {
                _ if escaped => Mode::Template { escaped: false, dollar: false },
                b'\\' => Mode::Template { escaped: true, dollar: false },
                b'`' => {
                    self.last = Last::Operand;
                    Mode::Code
                }
                b'{' if dollar => {
                    self.substitutions.push(0);
                    self.last = Last::Operator;
                    Mode::Code
                }
                _ => Mode::Template { escaped: false, dollar: byte == b'$' },
            },
            Mode::Regex { in_class, escaped, points } => self.regex(byte, in_class, escaped, points),
        };
        self.cost
    }

    /// One byte of a regex literal's body (or the `/` that ends it).
    fn regex(&mut self, byte: u8, in_class: bool, escaped: bool, points: u64) -> Mode {
        if is_line_end(byte) {
            // An unterminated literal: the lexer fails here.
            return Mode::Code;
        }
        self.cost = self.cost.saturating_add(points);
        let points = points + clones_at(byte);
        match byte {
            _ if escaped => Mode::Regex { in_class, escaped: false, points },
            b'/' if !in_class => {
                self.last = Last::Operand;
                Mode::Code
            }
            b'\\' => Mode::Regex { in_class, escaped: true, points },
            b'[' => Mode::Regex { in_class: true, escaped: false, points },
            b']' => Mode::Regex { in_class: false, escaped: false, points },
            _ => Mode::Regex { in_class, escaped: false, points },
        }
    }

    /// One byte of code.
    fn code(&mut self, byte: u8) -> Mode {
        let continues_word = std::mem::replace(&mut self.in_word, is_word_byte(byte));
        if is_word_byte(byte) {
            if !continues_word {
                self.word_length = 0;
            }
            // A name longer than any keyword is kept as too long to be one.
            if let Some(slot) = self.word.get_mut(self.word_length) {
                *slot = byte;
            }
            self.word_length = (self.word_length + 1).min(LONGEST_KEYWORD + 1);
            self.last = Last::Word;
            return Mode::Code;
        }
        let mode = match byte {
            b' ' | b'\t' | b'\n' | b'\r' => return Mode::Code,
            b'/' => return Mode::Slash { regex: self.may_begin_literal() },
            b'\'' | b'"' => return Mode::Str { quote: byte, escaped: false },
            b'`' => return Mode::Template { escaped: false, dollar: false },
            b'(' => {
                self.parens.push(self.word_is(KEYWORDS_WITH_HEAD));
                Mode::Code
            }
            b')' => {
                let head = self.parens.pop().unwrap_or(false);
                self.last = if head { Last::HeadEnd } else { Last::Operand };
                return Mode::Code;
            }
            b']' => {
                self.last = Last::Operand;
                return Mode::Code;
            }
            b'{' => {
                if let Some(open) = self.substitutions.last_mut() {
                    *open += 1;
                }
                Mode::Code
            }
            b'}' => match self.substitutions.last_mut() {
                Some(0) => {
                    self.substitutions.pop();
                    return Mode::Template { escaped: false, dollar: false };
                }
                open => {
                    if let Some(open) = open {
                        *open -= 1;
                    }
                    self.last = Last::Brace;
                    return Mode::Code;
                }
            },
            // Other punctuators, and non-ASCII bytes (which may be a line separator).
            _ => Mode::Code,
        };
        self.last = Last::Operator;
        mode
    }

    fn word_is(&self, keywords: &[&[u8]]) -> bool {
        self.last == Last::Word && self.word.get(..self.word_length).is_some_and(|word| keywords.contains(&word))
    }

    /// Whether a `/` in code begins a regex literal.
    fn may_begin_literal(&self) -> bool {
        match self.last {
            Last::Operator | Last::HeadEnd | Last::Brace => true,
            Last::Word => self.word_is(KEYWORDS_BEFORE_EXPRESSION),
            Last::Operand => false,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cost(text: &str) -> u64 {
        let mut estimate = RegexLiteralCost::default();
        text.bytes().map(|byte| estimate.step(byte)).last().unwrap_or(0)
    }

    #[test]
    fn a_literal_costs_its_clone_points_times_the_rest_of_it() {
        // Three bytes after the `(`: `a`, `)`, `/`.
        assert_eq!(cost("x = /(a)/;"), 4 * 3);
        assert_eq!(cost("return /(a)/;"), 4 * 3);
        assert_eq!(cost("x = /[/(]b/;"), 4 * 3, "a `/` in a class does not end the literal");
        assert_eq!(cost("x = /a\\/(b)/;"), 2 * 2 + 6 * 3, "nor does an escaped one");
    }

    #[test]
    fn divisions_and_strings_cost_nothing_until_a_slash_may_begin_a_literal() {
        assert_eq!(cost("a / (b) / c"), 0);
        assert_eq!(cost("f(x)[0] / (b) / c"), 0);
        assert_eq!(cost("s = '/(((' + 1"), 0);
        assert_eq!(cost("x = 2 / (3) + returns / (4)"), 0);
    }

    #[test]
    fn literals_are_found_where_an_operand_may_begin() {
        assert_eq!(cost("if (x) /(a)/.test(s)"), 12);
        assert_eq!(cost("f(x) /(a)/ 2"), 0, "a division after a call");
        assert_eq!(cost("{} /(a)/.test(s)"), 12);
        assert_eq!(cost("x = a in /(a)/"), 12, "a keyword after a name");
        assert_eq!(cost("s = `${ /(a)/ }`"), 12);
        assert_eq!(cost("s = `/(a)/ ${ x } /(a)/`"), 0);
        assert_eq!(cost("s = `${ `${ {} }` /(a)/ 2 }`"), 0, "a division after an inner template");
    }

    #[test]
    fn strings_and_comments_hold_no_literals() {
        assert_eq!(cost(r#"s = "<a>(</a>((((" + '</b>(((' // /(a)/"#), 0);
        assert_eq!(cost("/* /(a)/ */ x = 1"), 0);
        assert_eq!(cost("s = 'a\\\n /(a)/'"), 0, "a line continuation");
    }

    #[test]
    fn a_line_end_ends_a_literal() {
        assert_eq!(cost("x = /(a\n((((((("), 4);
    }

    #[test]
    fn sources_with_few_clone_points_per_line_are_not_followed() {
        assert!(!may_pass_bound(b"x = /(a)(b)/; f(g(h(1)));"));
        let lines = "function f(a, b) { if (a > b) { return /(a)/.test(b); } }\n".repeat(100_000);
        assert!(!may_pass_bound(lines.as_bytes()));
        // The first line may cost COST_PER_BYTE * COST_SLACK: 2^14 points over 2^16 bytes.
        let line = |braces: usize| format!("{}{}", "{".repeat(braces), " ".repeat((64 << 10) - braces));
        assert!(!may_pass_bound(line(16_384).as_bytes()));
        assert!(may_pass_bound(line(16_385).as_bytes()));
        assert!(may_pass_bound(format!("x = /{}/;", "(?<g>a)".repeat(20_000)).as_bytes()));
    }

    #[test]
    fn many_groups_cost_the_square_of_their_number() {
        let literal = |groups: usize| format!("x = /{}/;", "(?<g>a)".repeat(groups));
        let (small, large) = (cost(&literal(100)), cost(&literal(400)));
        assert!(large > 15 * small && large < 17 * small, "{small} {large}");
    }
}
