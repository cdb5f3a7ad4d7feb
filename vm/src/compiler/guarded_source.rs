//! The parser's input, which also keeps the parser within bounds.
//!
//! `boa_parser` is recursive descent with no limit of its own, keeps its whole tree in
//! memory, and does work that grows with the length of some chains. A hostile source could
//! make it overflow the native stack or exhaust memory, and either ends the process. It
//! reads its input a byte at a time through [`std::io::Read`], so every byte comes through
//! [`GuardedSource`], and each read is where the guard looks at how the parse is going.
//! When the parse has gone too far the read fails with an I/O error, which the parser
//! returns as its own error, unwinding as a syntax error does; [`Guard::refusal`] then
//! says what was refused.
//!
//! - **Depth.** The parse may use half of the stack left when it starts, and at most
//!   [`PARSE_STACK`]: the other half is for the passes that walk the tree afterwards (the
//!   parser's early errors, the compiler, dropping the tree), each of which takes less
//!   stack per level than the parser's descent through every precedence level. Between two
//!   reads the parser descends a bounded number of calls (it looks a fixed number of tokens
//!   ahead), so checking on every read bounds the depth to the budget plus that constant.
//!   Some of the parser's early-error passes visit the whole subtree of every block or
//!   arrow function, so their cost is the sum of the depths of the tokens, which the limit
//!   bounds per nest but not across many: the stack in use is also summed over the bytes
//!   read, and its average may not pass [`AVERAGE_STACK`] (real programs parse at 20 to
//!   100 KiB; a run of nests each as deep as the stack allows reaches it at a few hundred
//!   levels), which keeps the parse linear in the size of the source.
//! - **Memory.** Every [`MEMORY_CHECK_INTERVAL`] bytes the guard compares how much the
//!   process has grown since the parse began with the room the heap limit leaves: a tree
//!   takes up to a few hundred bytes per source element, and a 50 MB array literal would
//!   otherwise ask for gigabytes before the heap limit is ever consulted.
//! - **Chains.** Two shapes cost the parser the square of their length: for each `.name`
//!   of `a.b.b…` it walks the chain before it (to find where the chain starts), and for
//!   each label of `l0: l1: …` its label check copies the set of the labels before it. The
//!   guard counts runs of `.name` and of `name:` in the characters, and refuses one longer
//!   than [`MAX_MEMBER_CHAIN`] or [`MAX_LABELS`]. Characters are not tokens: a run inside a
//!   string or comment counts too (only a thousand `.x` or `x:` in a row could be refused
//!   for it), and a comment inside a run is looked through only up to
//!   [`MAX_COMMENT_IN_CHAIN`] bytes, so that a `/*` in a string cannot hide the code after
//!   it; a run whose links are that far apart is too sparse for its square to matter.
//! - **Regex literals.** The lexer's check of a literal costs the number of its groups
//!   and escapes times its length; the guard estimates that cost per byte read (see
//!   [`regex_literals`]) and refuses a source that spends more than
//!   [`regex_literals::COST_PER_BYTE`] on average. A source whose lines are too short
//!   for their groups, escapes and braces to get there (most) is not followed.

mod regex_literals;

pub(crate) use regex_literals::KEYWORDS_BEFORE_EXPRESSION;

use std::cell::Cell;
use std::io::{self, Read};

use regex_literals::{COST_PER_BYTE, COST_SLACK, RegexLiteralCost};

/// How many times the stack per level of an optimized build an unoptimized one takes (the
/// parser's frames, measured): its budgets grow with it, so that the same sources parse in
/// both, as the tests that run in both expect.
const BUILD_FACTOR: usize = if cfg!(debug_assertions) { 6 } else { 1 };

/// The most native stack a parse may use.
pub const PARSE_STACK: usize = (32 << 20) * BUILD_FACTOR;

/// The most stack a parse may use on average over the bytes it has read (plus
/// [`AVERAGE_SLACK`] bytes' worth).
pub const AVERAGE_STACK: usize = (1 << 20) * BUILD_FACTOR;

/// The bytes of slack in the average: one nest as deep as the stack allows (about
/// 32 MiB / 2 of stack on average over 20 KiB of source) is within it, alone in a source.
const AVERAGE_SLACK: usize = 512 << 10;

/// Stack kept back below the parser's budget for the calls it makes between two reads.
const BETWEEN_READS: usize = 64 << 10;

/// How often (in bytes read) the guard looks at the process's memory.
pub const MEMORY_CHECK_INTERVAL: usize = 64 << 10;

/// The longest run of `.name` links accepted in one member chain.
pub const MAX_MEMBER_CHAIN: usize = 1000;

/// The most labels accepted on one statement.
pub const MAX_LABELS: usize = 1000;

/// The longest comment looked through between two links of a chain.
pub const MAX_COMMENT_IN_CHAIN: usize = 256;

/// Why a guard stopped a parse.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Refusal {
    /// Nested deeper than the parse's share of the native stack.
    TooDeep,
    /// A member chain longer than [`MAX_MEMBER_CHAIN`].
    ChainTooLong,
    /// More than [`MAX_LABELS`] labels on one statement.
    TooManyLabels,
    /// The parse outgrew the room the heap limit leaves.
    OutOfMemory,
    /// Regex literals whose check would cost more than the source's length allows.
    RegexTooComplex,
}

impl Refusal {
    pub fn message(self) -> String {
        match self {
            Refusal::TooDeep => "Source nested too deeply to parse".to_string(),
            Refusal::ChainTooLong => format!("Member chain too long to parse (more than {MAX_MEMBER_CHAIN} links)"),
            Refusal::TooManyLabels => format!("Too many labels on one statement (more than {MAX_LABELS})"),
            Refusal::OutOfMemory => "Out of memory: the source is too large to parse".to_string(),
            Refusal::RegexTooComplex => {
                "Regular expression literal too large to check (new RegExp takes it)".to_string()
            }
        }
    }
}

/// What the caller keeps to learn why a parse failed, while the parser owns the source.
#[derive(Default)]
pub struct Guard {
    refusal: Cell<Option<(Refusal, usize)>>,
}

impl Guard {
    /// What the guard refused, and at which byte offset.
    pub fn refusal(&self) -> Option<(Refusal, usize)> {
        self.refusal.get()
    }
}

/// Source text for `boa_parser` that stops the parse past the limits of this module.
pub struct GuardedSource<'a> {
    bytes: &'a [u8],
    position: usize,
    guard: &'a Guard,
    /// The stack left when the parse began.
    stack_start: usize,
    /// The parse stops when less stack than this is left.
    stack_floor: usize,
    /// The stack in use (below `stack_start`) summed over the bytes read so far.
    stack_sum: u128,
    memory: MemoryWatch,
    members: Run,
    labels: Run,
    /// Followed only for sources whose literals could cost more than the bound.
    regex_literals: Option<RegexLiteralCost>,
}

impl<'a> GuardedSource<'a> {
    /// A source whose parse may grow the process by at most `memory_room` bytes (`None`:
    /// as far as the system allows).
    pub fn new(bytes: &'a [u8], guard: &'a Guard, memory_room: Option<usize>) -> GuardedSource<'a> {
        // Without a known stack (an unusual platform), a budget any thread has.
        let left = stacker::remaining_stack().unwrap_or(2 * BETWEEN_READS + (256 << 10));
        let budget = (left / 2).min(PARSE_STACK);
        GuardedSource {
            bytes,
            position: 0,
            guard,
            stack_start: left,
            stack_floor: left - budget + BETWEEN_READS,
            stack_sum: 0,
            // A source shorter than the interval cannot build a tree that matters (a few
            // megabytes), and most are short: evals need not read the process's size.
            memory: MemoryWatch::new(memory_room.filter(|_| bytes.len() > MEMORY_CHECK_INTERVAL)),
            members: Run::new(b'.'),
            labels: Run::new(b':'),
            regex_literals: regex_literals::may_pass_bound(bytes).then(RegexLiteralCost::default),
        }
    }

    /// Why the next byte may not be read, if it may not.
    fn check(&mut self, byte: u8) -> Option<Refusal> {
        if let Some(left) = stacker::remaining_stack() {
            if left < self.stack_floor {
                return Some(Refusal::TooDeep);
            }
            self.stack_sum += self.stack_start.saturating_sub(left) as u128;
            if self.stack_sum > (AVERAGE_STACK * (self.position + AVERAGE_SLACK)) as u128 {
                return Some(Refusal::TooDeep);
            }
        }
        if self.members.step(byte) > MAX_MEMBER_CHAIN {
            return Some(Refusal::ChainTooLong);
        }
        if self.labels.step(byte) > MAX_LABELS {
            return Some(Refusal::TooManyLabels);
        }
        if let Some(estimate) = &mut self.regex_literals
            && estimate.step(byte) > COST_PER_BYTE * (self.position as u64 + COST_SLACK)
        {
            return Some(Refusal::RegexTooComplex);
        }
        if self.position > 0 && self.position.is_multiple_of(MEMORY_CHECK_INTERVAL) && self.memory.exhausted() {
            return Some(Refusal::OutOfMemory);
        }
        None
    }
}

impl Read for GuardedSource<'_> {
    fn read(&mut self, buffer: &mut [u8]) -> io::Result<usize> {
        let Some(&byte) = self.bytes.get(self.position) else { return Ok(0) };
        if buffer.is_empty() {
            return Ok(0);
        }
        if let Some(refusal) = self.check(byte) {
            self.guard.refusal.set(Some((refusal, self.position)));
            return Err(io::Error::other(refusal.message()));
        }
        buffer[0] = byte;
        self.position += 1;
        Ok(1)
    }
}

/// How much the process has grown since the parse began, against the room it has.
struct MemoryWatch {
    room: Option<usize>,
    start: gc::os::ProcessMemory,
}

impl MemoryWatch {
    fn new(room: Option<usize>) -> MemoryWatch {
        let start = room.and_then(|_| gc::os::process_memory()).unwrap_or_default();
        MemoryWatch { room, start }
    }

    fn exhausted(&self) -> bool {
        let Some(room) = self.room else { return false };
        let Some(now) = gc::os::process_memory() else { return false };
        let grown = now.mapped.saturating_sub(self.start.mapped).max(now.resident.saturating_sub(self.start.resident));
        grown > room
    }
}

/// Counts the separators in the run of names and separators (`.` in `a.b.c`, `:` in
/// `l0: l1: l2:`) that the characters read so far end in. Spaces, and comments of up to
/// [`MAX_COMMENT_IN_CHAIN`] bytes, may stand between a name and a separator.
struct Run {
    separator: u8,
    separators: usize,
    /// In an optional chain (after `a?.b`), whose links the parser keeps in a list: they
    /// cost nothing more for being many, and are not counted.
    optional: bool,
    state: RunState,
    /// Bytes of the comment being looked through.
    comment_length: usize,
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum RunState {
    /// Not in a run.
    Outside,
    /// Just after a separator: a name may follow.
    Separator,
    /// In a name.
    Name,
    /// After a name, at spaces: a separator may follow.
    AfterName,
    /// At a `?` after a name, which may begin `?.`.
    Question,
    /// Just after a `?.`: the links that follow belong to an optional chain.
    OptionalDot,
    /// At a `/` that may open a comment, in the state it interrupts.
    Slash(Resume),
    /// In a `/* */` comment; `true` at a `*` that may close it.
    Comment(Resume, bool),
    /// In a `//` comment.
    LineComment(Resume),
}

/// Where a run goes on after a comment.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Resume {
    AfterSeparator,
    AfterName,
}

fn is_name_byte(byte: u8) -> bool {
    byte.is_ascii_alphanumeric() || matches!(byte, b'_' | b'$' | b'\\') || byte >= 0x80
}

impl Run {
    fn new(separator: u8) -> Run {
        Run { separator, separators: 0, optional: false, state: RunState::Outside, comment_length: 0 }
    }

    /// Takes one byte; returns the number of separators in the current run.
    fn step(&mut self, byte: u8) -> usize {
        use RunState::*;
        let space = matches!(byte, b' ' | b'\t' | b'\n' | b'\r');
        self.state = match self.state {
            Comment(resume, true) if byte == b'/' => resume.state(),
            Comment(resume, _) => self.in_comment(Comment(resume, byte == b'*')),
            LineComment(resume) if byte == b'\n' => resume.state(),
            LineComment(resume) => self.in_comment(LineComment(resume)),
            Slash(resume) if byte == b'*' => Comment(resume, false),
            Slash(resume) if byte == b'/' => LineComment(resume),
            Name | AfterName if byte == self.separator => {
                if !self.optional {
                    self.separators += 1;
                }
                Separator
            }
            Name | AfterName if byte == b'?' && self.separator == b'.' => Question,
            Question if byte == b'.' => OptionalDot,
            // `a?.5:1` is a conditional, and what follows `.5` an ordinary chain.
            OptionalDot if is_name_byte(byte) && !byte.is_ascii_digit() => {
                self.optional = true;
                Name
            }
            Separator | Outside | Slash(_) | Question | OptionalDot if is_name_byte(byte) => {
                if self.state != Separator {
                    self.separators = 0;
                    self.optional = false;
                }
                Name
            }
            Name if is_name_byte(byte) => Name,
            Name | AfterName if space => AfterName,
            Separator if space => Separator,
            Name | AfterName if byte == b'/' => Slash(Resume::AfterName),
            Separator if byte == b'/' => Slash(Resume::AfterSeparator),
            _ => {
                self.separators = 0;
                self.optional = false;
                Outside
            }
        };
        if !matches!(self.state, Comment(..) | LineComment(_)) {
            self.comment_length = 0;
        }
        self.separators
    }

    /// One more byte of a comment inside a run; a comment too long to look through ends
    /// the run.
    fn in_comment(&mut self, state: RunState) -> RunState {
        self.comment_length += 1;
        if self.comment_length > MAX_COMMENT_IN_CHAIN {
            self.separators = 0;
            self.optional = false;
            return RunState::Outside;
        }
        state
    }
}

impl Resume {
    fn state(self) -> RunState {
        match self {
            Resume::AfterSeparator => RunState::Separator,
            Resume::AfterName => RunState::AfterName,
        }
    }
}

/// The longest run of `separator` in `text`, as the guard counts it.
#[cfg(test)]
fn longest_run(text: &str, separator: u8) -> usize {
    let mut run = Run::new(separator);
    text.bytes().map(|byte| run.step(byte)).max().unwrap_or(0)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn runs_are_counted_through_spaces_and_short_comments() {
        let members = |text| longest_run(text, b'.');
        assert_eq!(members("a.b.c.d"), 3);
        assert_eq!(members("a\n  .b\n  .c // next\n  .d /* and */ .e"), 4);
        assert_eq!(members("a.b + c.d"), 1);
        assert_eq!(members("a.b(c).d"), 1);
        assert_eq!(members("x / y.z"), 1);
        assert_eq!(members("a.b.c?.d.e.f"), 2, "links after ?. are an optional chain's");
        assert_eq!(members("a?.5.b.c : 0"), 2, "a?.5 is a conditional");
        assert_eq!(members("a ? b.c.d : e.f"), 2);
        let labels = |text| longest_run(text, b':');
        assert_eq!(labels("l0: l1 : /* c */ l2: ;"), 3);
        assert_eq!(labels("({a: 1, b: 2, c: x ? y : z})"), 1);
    }

    #[test]
    fn a_long_comment_ends_a_chain() {
        let long = "x".repeat(MAX_COMMENT_IN_CHAIN + 1);
        assert_eq!(longest_run(&format!("a.b.c /* {long} */ .d.e"), b'.'), 2);
        // A `/*` in a string does not hide what follows it.
        let text = format!("s = 'a.b/*'; a{}", ".b".repeat(MAX_COMMENT_IN_CHAIN * 2));
        assert!(longest_run(&text, b'.') > MAX_COMMENT_IN_CHAIN);
    }

    /// Parses `text` on a thread with `stack` bytes of stack; the result and the refusal.
    fn parse_on(stack: usize, text: String) -> (Result<(), String>, Option<Refusal>) {
        let parse = move || {
            let guard = Guard::default();
            let source = boa_parser::Source::from_reader(GuardedSource::new(text.as_bytes(), &guard, None), None);
            let mut interner = boa_interner::Interner::default();
            let scope = boa_ast::scope::Scope::new_global();
            let result = boa_parser::Parser::new(source).parse_script(&scope, &mut interner);
            (result.map(drop).map_err(|error| error.to_string()), guard.refusal().map(|(refusal, _)| refusal))
        };
        let thread = std::thread::Builder::new().stack_size(stack).spawn(parse).expect("spawns");
        thread.join().expect("no overflow")
    }

    /// Parses `text` with the guard's whole budget of stack.
    fn parse(text: &str) -> (Result<(), String>, Option<Refusal>) {
        parse_on(4 * PARSE_STACK, text.to_string())
    }

    #[test]
    fn ordinary_sources_parse() {
        let (result, refusal) = parse("var a = { b: [1, 2, (3 + 4) * 5] }; a.b.c?.d(x => x.y.z);");
        assert_eq!(result, Ok(()));
        assert_eq!(refusal, None);
    }

    #[test]
    fn deep_nesting_is_refused_before_the_stack_runs_out() {
        let deep = format!("{}1{}", "(".repeat(1_000_000), ")".repeat(1_000_000));
        assert_eq!(parse(&deep).1, Some(Refusal::TooDeep));
        // A small stack gets a small budget.
        assert_eq!(parse_on(2 << 20, deep).1, Some(Refusal::TooDeep));
    }

    #[test]
    fn long_member_chains_are_refused() {
        let text = format!("a{};", ".b".repeat(MAX_MEMBER_CHAIN + 1));
        assert_eq!(parse(&text).1, Some(Refusal::ChainTooLong));
        let text = format!("a{};", ".b".repeat(MAX_MEMBER_CHAIN));
        assert_eq!(parse(&text), (Ok(()), None));
    }

    #[test]
    fn regex_literals_too_costly_to_check_are_refused() {
        let literal = |groups: usize| format!("x = /{}/;", "(?<g>a)".repeat(groups));
        assert_eq!(parse(&literal(60_000)).1, Some(Refusal::RegexTooComplex));
        // Groups spread over many literals cost each literal's share only.
        let literals = literal(100).repeat(600);
        assert_eq!(parse(&literals).1, None);
    }

    #[test]
    fn long_label_runs_are_refused() {
        let labels = |count| (0..count).map(|i| format!("l{i}: ")).collect::<String>() + ";";
        assert_eq!(parse(&labels(MAX_LABELS + 1)).1, Some(Refusal::TooManyLabels));
        assert_eq!(parse(&labels(MAX_LABELS)), (Ok(()), None));
    }
}
