//! A workaround for two gaps of boa_parser 0.22 around `using` declarations, in one place
//! so that it can go when boa fixes them.
//!
//! 1. `await using x = v` at the start of a line: boa's StatementListItem looks one token
//!    ahead past `await` with `peek_no_skip_line_term(1)`, which counts the line terminator
//!    buffered before `await`, so it sees `await` where `using` is, parses an `await`
//!    expression and fails at the binding name.
//! 2. `using` first in a `for` head: boa fails on `for (using x of …)`, `for (await using
//!    x of …)`, `for await (using x of …)` and `for (using x = v; …; …)`; boa_ast has no
//!    `using` for-head.
//!
//! (A third gap is out of reach of a rewrite: boa reads `using` as an identifier nowhere
//! in an expression, as in `for (using of of [])`, `using[x] = 1` or `print(using)`; no
//! text of the same length names the same binding.)
//!
//! The fix is **failure-driven**: a source boa parses is compiled as it is. Only when the
//! parse fails does [`parse_with_fixup`] scan the text once ([`rewrite`]), change every
//! site, and parse once more; when that fails too, the first parse's error is the one
//! reported. The rewrite keeps every line where it was, and columns too where it can:
//!
//! ```text
//!   ⏎  await using x = v       ->   ⏎ ;await using x = v     (one indentation space, or
//!                                                            the \r of a \r\n, becomes `;`)
//!   for (await using x of y)   ->   for (      const x of y)
//!   for (using x = v; ; )      ->   for (const x = v; ; )
//! ```
//!
//! A rewritten `const` head is recorded in [`UsingHeads`] by where its first binding
//! identifier starts; code generation asks for every `const` for-head and compiles the ones
//! found as `using` (or `await using`) heads, and says when it meets an `await using` one
//! where `await` is not allowed. If a recorded head is not found in the tree or is
//! misplaced, the rewrite changed something it should not have and the first error stands.
//! The source text kept for `Function.prototype.toString` and messages is the original.
//!
//! The scan is a small tokenizer: it skips comments, strings, template literals (with
//! nested `${}`) and regular expression literals (told from division by the token before,
//! as usual), so it never rewrites inside them. A `;` is never put after a token that ends
//! a control-statement head, `else`, `do` or any `:` (a label), where it would turn a
//! declaration in a single-statement position, a SyntaxError, into valid code.

use std::cell::{Cell, RefCell};

use rustc_hash::{FxHashMap, FxHashSet};

use super::guarded_source::KEYWORDS_BEFORE_EXPRESSION;

/// The `const` for-heads a rewrite made from `using` (`false`) or `await using` (`true`)
/// ones, by the line and column (from 1, in code points) where their first binding
/// identifier starts in the rewritten text.
#[derive(Debug, Default)]
pub(crate) struct UsingHeads {
    sites: FxHashMap<(u32, u32), bool>,
    /// The heads code generation has found.
    found: RefCell<FxHashSet<(u32, u32)>>,
    /// An `await using` head is where `await` is not allowed.
    misplaced: Cell<bool>,
}

impl UsingHeads {
    /// Whether the `const` for-head whose binding starts at `start` was written `using`
    /// (`Some(false)`) or `await using` (`Some(true)`).
    pub fn at(&self, start: boa_ast::Position) -> Option<bool> {
        if self.sites.is_empty() {
            return None;
        }
        let key = (start.line_number(), start.column_number());
        let asynchronous = *self.sites.get(&key)?;
        self.found.borrow_mut().insert(key);
        Some(asynchronous)
    }

    /// Whether the `const` for-head whose binding starts at `start` was an `await using`
    /// one (for the analysis, which does not count as finding it).
    pub fn awaits_at(&self, start: boa_ast::Position) -> bool {
        self.sites.get(&(start.line_number(), start.column_number())) == Some(&true)
    }

    /// Code generation met an `await using` head where `await` is not allowed.
    pub fn set_misplaced(&self) {
        self.misplaced.set(true);
    }

    /// Whether the tree used every rewritten head, and as a `using` head may be used.
    fn honoured(&self) -> bool {
        !self.misplaced.get() && self.found.borrow().len() == self.sites.len()
    }
}

/// What [`parse_with_fixup`] did: the rewritten heads, and the first parse's error when
/// the tree comes from the rewritten text.
pub(crate) struct Fixup<E> {
    pub heads: UsingHeads,
    original: Option<E>,
}

impl<E> Fixup<E> {
    /// The first parse's error, if the tree came from the rewrite and compiling it showed
    /// the rewrite made something out of what was not a `using` head (call after code
    /// generation).
    pub fn rejected(self) -> Option<E> {
        self.original.filter(|_| !self.heads.honoured())
    }
}

/// Parses `source` with `parse`; if that fails with an error `retry` accepts, parses the
/// rewritten text once more (see the module's docs). The second failure is reported as the
/// first.
pub(crate) fn parse_with_fixup<T, E>(
    source: &[u8],
    mut parse: impl FnMut(&[u8]) -> Result<T, E>,
    retry: impl FnOnce(&E) -> bool,
) -> Result<(T, Fixup<E>), E> {
    let original = match parse(source) {
        Ok(tree) => return Ok((tree, Fixup { heads: UsingHeads::default(), original: None })),
        Err(error) => error,
    };
    if !retry(&original) {
        return Err(original);
    }
    let Some(rewrite) = rewrite(source) else { return Err(original) };
    match parse(&rewrite.text) {
        Ok(tree) => Ok((tree, Fixup { heads: rewrite.heads, original: Some(original) })),
        Err(_) => Err(original),
    }
}

/// A rewritten source.
#[derive(Debug)]
pub(crate) struct Rewrite {
    pub text: Vec<u8>,
    pub heads: UsingHeads,
}

/// The source with every site of the module's two gaps rewritten, if it has any.
pub(crate) fn rewrite(source: &[u8]) -> Option<Rewrite> {
    let tokens = Scanner::new(source).tokens();
    let mut edits: Vec<Edit> = Vec::new();
    let mut heads: Vec<(usize, bool)> = Vec::new();
    for (i, token) in tokens.iter().enumerate() {
        if token.is_word(source, b"await") && token.newline_before {
            line_start_await_using(source, &tokens, i, &mut edits);
        } else if token.for_head {
            for_head(source, &tokens, i, &mut edits, &mut heads);
        }
    }
    if edits.is_empty() {
        return None;
    }
    edits.sort_by_key(|edit| edit.at);
    let (text, head_offsets) = apply(source, &edits, &heads);
    let sites = positions(&text, &head_offsets).into_iter().zip(heads.iter().map(|&(_, a)| a)).collect();
    Some(Rewrite { text, heads: UsingHeads { sites, ..UsingHeads::default() } })
}

/// Case 1: `await using x` after a line break, at token `i` (the `await`).
fn line_start_await_using(source: &[u8], tokens: &[Token], i: usize, edits: &mut Vec<Edit>) {
    let (Some(using), Some(name)) = (tokens.get(i + 1), tokens.get(i + 2)) else { return };
    if !using.is_word(source, b"using") || using.newline_before || !name.is_binding_name(source) || name.newline_before
    {
        return;
    }
    // Inside parentheses or brackets it cannot be a declaration; a `;` would not help.
    if tokens[i].in_parens {
        return;
    }
    if let Some(before) = i.checked_sub(1).map(|p| &tokens[p]) {
        // A single-statement position: the declaration must stay the SyntaxError it is.
        let statement_position = before.closes_control_head
            || before.is_punct(source, b":")
            || before.is_word(source, b"else")
            || before.is_word(source, b"do");
        if statement_position {
            return;
        }
    }
    let at = tokens[i].start;
    let edit = match (at.checked_sub(1).map(|p| source[p]), at.checked_sub(2).map(|p| source[p])) {
        (Some(b' ' | b'\t' | 0x0B | 0x0C), _) => Edit { at: at - 1, remove: 1, insert: b";" },
        (Some(b'\n'), Some(b'\r')) => Edit { at: at - 2, remove: 1, insert: b";" },
        _ => Edit { at, remove: 0, insert: b";" },
    };
    edits.push(edit);
}

/// Case 2: the head of a `for` whose `(` is token `i`.
fn for_head(source: &[u8], tokens: &[Token], i: usize, edits: &mut Vec<Edit>, heads: &mut Vec<(usize, bool)>) {
    let token = |k: usize| tokens.get(k);
    let mut u = i + 1;
    let awaits = token(u).is_some_and(|t| t.is_word(source, b"await"))
        && token(u + 1).is_some_and(|t| t.is_word(source, b"using") && !t.newline_before);
    if awaits {
        u += 1;
    }
    let Some(using) = token(u).filter(|t| t.is_word(source, b"using")) else { return };
    let name = token(u + 1).filter(|t| t.is_binding_name(source) && !t.newline_before);
    let after = token(u + 2);
    let after_is = |text: &[u8]| after.is_some_and(|t| t.text(source) == text);
    // `using of` starts a declaration only before `=` (`for (using of of y)` iterates into
    // the identifier `using`); `await using of` always does.
    let declaration = name.is_some_and(|name| {
        (after_is(b"of") || after_is(b"=") || after_is(b",") || after_is(b";"))
            && (awaits || name.text(source) != b"of" || after_is(b"="))
    });
    if declaration {
        if awaits {
            edits.push(Edit { at: tokens[i + 1].start, remove: 5, insert: b"     " });
        }
        edits.push(Edit { at: using.start, remove: 5, insert: b"const" });
        heads.push((tokens[u + 1].start, awaits));
    }
}

/// Replace `remove` bytes at `at` by `insert`.
#[derive(Clone, Copy, Debug)]
struct Edit {
    at: usize,
    remove: usize,
    insert: &'static [u8],
}

/// The source with `edits` (sorted, not overlapping) made, and where the bytes at `heads`'
/// offsets went.
fn apply(source: &[u8], edits: &[Edit], heads: &[(usize, bool)]) -> (Vec<u8>, Vec<usize>) {
    let mut text = Vec::with_capacity(source.len() + edits.len() * 2);
    let mut shift = 0isize;
    let mut next_head = heads.iter().peekable();
    let mut moved = Vec::with_capacity(heads.len());
    let mut copied = 0;
    for edit in edits {
        // Every head lies after the edits of its own head (its binding name comes last).
        while let Some(&&(offset, _)) = next_head.peek().filter(|(offset, _)| *offset < edit.at) {
            moved.push(offset.wrapping_add_signed(shift));
            next_head.next();
        }
        text.extend_from_slice(&source[copied..edit.at]);
        text.extend_from_slice(edit.insert);
        copied = edit.at + edit.remove;
        shift += edit.insert.len() as isize - edit.remove as isize;
    }
    for &(offset, _) in next_head {
        moved.push(offset.wrapping_add_signed(shift));
    }
    text.extend_from_slice(&source[copied..]);
    (text, moved)
}

/// The line and column (from 1, columns in code points, as boa_parser counts them) of each
/// of the sorted byte `offsets` of `text`.
fn positions(text: &[u8], offsets: &[usize]) -> Vec<(u32, u32)> {
    let mut found = Vec::with_capacity(offsets.len());
    let (mut line, mut column) = (1u32, 1u32);
    let mut offsets = offsets.iter().peekable();
    let mut at = 0;
    while at < text.len() {
        while offsets.next_if(|&&offset| offset == at).is_some() {
            found.push((line, column));
        }
        let (width, ends_line) = match text[at] {
            b'\r' if text.get(at + 1) == Some(&b'\n') => (2, true),
            b'\r' | b'\n' => (1, true),
            0xE2 if text.get(at + 1) == Some(&0x80) && matches!(text.get(at + 2), Some(0xA8 | 0xA9)) => (3, true),
            byte => (utf8_width(byte), false),
        };
        if ends_line {
            (line, column) = (line + 1, 1);
        } else {
            column += 1;
        }
        at += width;
    }
    found
}

/// The bytes of the UTF-8 sequence that starts with `byte` (1 for a stray continuation).
fn utf8_width(byte: u8) -> usize {
    match byte {
        0xF0..=0xFF => 4,
        0xE0..=0xEF => 3,
        0xC0..=0xDF => 2,
        _ => 1,
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Kind {
    /// An identifier or keyword.
    Word,
    Punct,
    /// A number, string, template piece or regular expression.
    Literal,
}

#[derive(Clone, Copy, Debug)]
struct Token {
    start: usize,
    end: usize,
    kind: Kind,
    /// A line terminator (alone or in a comment) comes between it and the token before.
    newline_before: bool,
    /// A word written without escapes.
    plain: bool,
    /// Its innermost open bracket is `(` or `[`.
    in_parens: bool,
    /// A `)` that closes the head of `if`, `while`, `for` or `with`.
    closes_control_head: bool,
    /// A `}` that closes a block (not an object literal or other expression).
    closes_block: bool,
    /// The `(` that opens a `for` head.
    for_head: bool,
}

impl Token {
    fn text<'a>(&self, source: &'a [u8]) -> &'a [u8] {
        &source[self.start..self.end]
    }

    fn is_word(&self, source: &[u8], word: &[u8]) -> bool {
        self.kind == Kind::Word && self.plain && self.text(source) == word
    }

    fn is_punct(&self, source: &[u8], punct: &[u8]) -> bool {
        self.kind == Kind::Punct && self.text(source) == punct
    }

    /// A word that may name a `using` binding here (`in` and `instanceof` continue an
    /// expression that starts with the identifier `using`).
    fn is_binding_name(&self, source: &[u8]) -> bool {
        self.kind == Kind::Word && !self.is_word(source, b"in") && !self.is_word(source, b"instanceof")
    }
}

/// An open bracket.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Open {
    /// `(`, and whether it opens a control-statement head (and a `for` head).
    Paren {
        control: bool,
    },
    Bracket,
    /// `{`, and whether it opens an expression (an object literal).
    Brace {
        expression: bool,
    },
    /// The `${` of a template literal.
    Substitution,
}

struct Scanner<'a> {
    source: &'a [u8],
    at: usize,
    tokens: Vec<Token>,
    open: Vec<Open>,
    newline: bool,
}

impl<'a> Scanner<'a> {
    fn new(source: &'a [u8]) -> Scanner<'a> {
        Scanner { source, at: 0, tokens: Vec::new(), open: Vec::new(), newline: false }
    }

    fn peek(&self, ahead: usize) -> Option<u8> {
        self.source.get(self.at + ahead).copied()
    }

    /// Every token of the source, in one pass.
    fn tokens(mut self) -> Vec<Token> {
        if self.source.starts_with(b"#!") {
            self.skip_line();
        }
        while let Some(byte) = self.peek(0) {
            let start = self.at;
            match byte {
                b' ' | b'\t' | 0x0B | 0x0C => self.at += 1,
                b'\n' | b'\r' => {
                    self.newline = true;
                    self.at += 1;
                }
                b'/' if self.peek(1) == Some(b'/') => self.skip_line(),
                b'/' if self.peek(1) == Some(b'*') => self.skip_block_comment(),
                b'<' if self.source[self.at..].starts_with(b"<!--") => self.skip_line(),
                b'/' if self.regex_allowed() => {
                    self.regex();
                    self.push(start, Kind::Literal);
                }
                b'"' | b'\'' => {
                    self.string(byte);
                    self.push(start, Kind::Literal);
                }
                b'`' => {
                    self.at += 1;
                    self.template_piece(start);
                }
                b'}' if self.open.last() == Some(&Open::Substitution) => {
                    self.open.pop();
                    self.at += 1;
                    self.template_piece(start);
                }
                b'0'..=b'9' => self.number(start),
                b'.' if self.peek(1).is_some_and(|b| b.is_ascii_digit()) => self.number(start),
                b'\\' | b'$' | b'_' | b'a'..=b'z' | b'A'..=b'Z' => self.word(start),
                0x80.. => match self.non_ascii() {
                    NonAscii::LineTerminator(width) => {
                        self.newline = true;
                        self.at += width;
                    }
                    NonAscii::Space(width) => self.at += width,
                    NonAscii::Other => self.word(start),
                },
                _ => self.punct(start, byte),
            }
        }
        self.tokens
    }

    fn push(&mut self, start: usize, kind: Kind) -> &mut Token {
        let in_parens = matches!(self.open.last(), Some(Open::Paren { .. } | Open::Bracket));
        self.tokens.push(Token {
            start,
            end: self.at,
            kind,
            newline_before: std::mem::take(&mut self.newline),
            plain: true,
            in_parens,
            closes_control_head: false,
            closes_block: false,
            for_head: false,
        });
        self.tokens.last_mut().expect("just pushed")
    }

    fn skip_line(&mut self) {
        while let Some(byte) = self.peek(0) {
            if byte == b'\n' || byte == b'\r' || self.line_separator() {
                return;
            }
            self.at += 1;
        }
    }

    fn skip_block_comment(&mut self) {
        self.at += 2;
        while self.at < self.source.len() {
            if self.source[self.at..].starts_with(b"*/") {
                self.at += 2;
                return;
            }
            if matches!(self.source[self.at], b'\n' | b'\r') || self.line_separator() {
                self.newline = true;
            }
            self.at += 1;
        }
    }

    /// U+2028 or U+2029 is at the cursor.
    fn line_separator(&self) -> bool {
        self.peek(0) == Some(0xE2) && self.peek(1) == Some(0x80) && matches!(self.peek(2), Some(0xA8 | 0xA9))
    }

    fn non_ascii(&self) -> NonAscii {
        if self.line_separator() {
            return NonAscii::LineTerminator(3);
        }
        let width = utf8_width(self.source[self.at]);
        let decoded = self.source.get(self.at..self.at + width).and_then(|bytes| std::str::from_utf8(bytes).ok());
        match decoded.and_then(|text| text.chars().next()) {
            Some(c) if c.is_whitespace() || c == '\u{FEFF}' => NonAscii::Space(width),
            _ => NonAscii::Other,
        }
    }

    /// Whether a `/` here starts a regular expression, judged by the token before.
    fn regex_allowed(&self) -> bool {
        let Some(last) = self.tokens.last() else { return true };
        let text = last.text(self.source);
        match last.kind {
            Kind::Literal => false,
            Kind::Word => last.plain && KEYWORDS_BEFORE_EXPRESSION.contains(&text),
            Kind::Punct => match text {
                b")" => last.closes_control_head,
                b"}" => last.closes_block,
                b"]" | b"++" | b"--" => false,
                _ => true,
            },
        }
    }

    fn regex(&mut self) {
        self.at += 1;
        let mut in_class = false;
        while let Some(byte) = self.peek(0) {
            match byte {
                b'\n' | b'\r' => return,
                _ if self.line_separator() => return,
                b'\\' => self.at += 1,
                b'[' => in_class = true,
                b']' => in_class = false,
                b'/' if !in_class => {
                    self.at += 1;
                    break;
                }
                _ => {}
            }
            self.at += 1;
        }
        while self.peek(0).is_some_and(|b| b.is_ascii_alphanumeric() || b == b'$' || b == b'_') {
            self.at += 1;
        }
    }

    fn string(&mut self, quote: u8) {
        self.at += 1;
        while let Some(byte) = self.peek(0) {
            self.at += 1;
            match byte {
                _ if byte == quote => return,
                b'\\' => {
                    let escaped_crlf = self.peek(0) == Some(b'\r') && self.peek(1) == Some(b'\n');
                    self.at += if escaped_crlf { 2 } else { 1 };
                }
                // An unterminated string ends at the line's end.
                b'\n' | b'\r' => {
                    self.at -= 1;
                    return;
                }
                _ => {}
            }
        }
    }

    /// The template text from the cursor (just past a backquote or the `}` of a
    /// substitution) to its closing backquote or next `${`.
    fn template_piece(&mut self, start: usize) {
        while let Some(byte) = self.peek(0) {
            self.at += 1;
            match byte {
                b'`' => break,
                b'\\' => self.at += 1,
                b'$' if self.peek(0) == Some(b'{') => {
                    self.at += 1;
                    self.open.push(Open::Substitution);
                    break;
                }
                _ => {}
            }
        }
        self.at = self.at.min(self.source.len());
        self.push(start, Kind::Literal);
    }

    fn number(&mut self, start: usize) {
        let hex = matches!(self.source.get(start..start + 2), Some(b"0x" | b"0X"));
        while let Some(byte) = self.peek(0) {
            let exponent_sign = matches!(byte, b'+' | b'-') && !hex && matches!(self.source[self.at - 1], b'e' | b'E');
            if !(byte.is_ascii_alphanumeric() || byte == b'_' || byte == b'.' || exponent_sign) {
                break;
            }
            self.at += 1;
        }
        self.push(start, Kind::Literal);
    }

    fn word(&mut self, start: usize) {
        let mut plain = true;
        while let Some(byte) = self.peek(0) {
            match byte {
                b'\\' => {
                    plain = false;
                    self.at += 1;
                    if self.peek(1) == Some(b'{') {
                        while self.peek(0).is_some_and(|b| b != b'}') {
                            self.at += 1;
                        }
                    }
                    self.at += 1;
                }
                b'$' | b'_' | b'a'..=b'z' | b'A'..=b'Z' | b'0'..=b'9' => self.at += 1,
                0x80.. if matches!(self.non_ascii(), NonAscii::Other) => {
                    self.at += utf8_width(byte);
                }
                _ => break,
            }
        }
        self.at = self.at.min(self.source.len());
        self.push(start, Kind::Word).plain = plain;
    }

    fn punct(&mut self, start: usize, byte: u8) {
        let pair = [byte, self.peek(1).unwrap_or(0)];
        let width = if matches!(&pair, b"=>" | b"++" | b"--") { 2 } else { 1 };
        match byte {
            b'(' => {
                let control = self.opens_control_head();
                self.open.push(Open::Paren { control: control.is_some() });
                self.at += 1;
                self.push(start, Kind::Punct).for_head = control == Some(true);
            }
            b'{' => {
                let expression = self.brace_is_expression();
                self.open.push(Open::Brace { expression });
                self.at += 1;
                self.push(start, Kind::Punct);
            }
            b'[' => {
                self.open.push(Open::Bracket);
                self.at += 1;
                self.push(start, Kind::Punct);
            }
            b')' | b'}' | b']' => {
                let closed = match (byte, self.open.last()) {
                    (b')', Some(&Open::Paren { control })) => Some((control, false)),
                    (b'}', Some(&Open::Brace { expression })) => Some((false, !expression)),
                    (b']', Some(Open::Bracket)) => Some((false, false)),
                    _ => None,
                };
                if closed.is_some() {
                    self.open.pop();
                }
                let (control, block) = closed.unwrap_or_default();
                self.at += 1;
                let token = self.push(start, Kind::Punct);
                token.closes_control_head = control;
                token.closes_block = block;
            }
            _ => {
                self.at += width;
                self.push(start, Kind::Punct);
            }
        }
    }

    /// Whether a `(` here opens a control-statement head: `Some(true)` for a `for`
    /// (or `for await`) head, `Some(false)` for `if`, `while` or `with`.
    fn opens_control_head(&self) -> Option<bool> {
        let last = self.tokens.last()?;
        let source = self.source;
        if last.is_word(source, b"for") {
            return Some(true);
        }
        if last.is_word(source, b"await") {
            let before = self.tokens.len().checked_sub(2).map(|i| &self.tokens[i]);
            return before.filter(|t| t.is_word(source, b"for")).map(|_| true);
        }
        [&b"if"[..], b"while", b"with"].iter().any(|word| last.is_word(source, word)).then_some(false)
    }

    /// Whether a `{` here opens an expression (an object literal) rather than a block or a
    /// body, judged by the token before.
    fn brace_is_expression(&self) -> bool {
        let Some(last) = self.tokens.last() else { return false };
        let text = last.text(self.source);
        match last.kind {
            Kind::Punct => !matches!(text, b")" | b"]" | b"}" | b";" | b"{" | b"=>"),
            Kind::Word => last.plain && KEYWORDS_BEFORE_EXPRESSION.contains(&text) && text != b"do" && text != b"else",
            Kind::Literal => false,
        }
    }
}

enum NonAscii {
    LineTerminator(usize),
    Space(usize),
    Other,
}

#[cfg(test)]
mod tests;
