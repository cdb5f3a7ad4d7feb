//! [`Error`]: everything that can go wrong running JavaScript, as one `Send + Sync` type
//! that keeps what was thrown.

use std::fmt;

use vm::ErrorKind;

use crate::persistent::Persistent;
use crate::scope::Scope;
use crate::value::Value;

pub use vm::runtime::interrupt::TerminationReason;

/// A failure of the engine or of the JavaScript it ran.
///
/// Every variant is `Send + Sync + 'static`, so `?` carries it into `anyhow` or across
/// threads; an [`Exception`] still holds the thrown value, which
/// [`Exception::value`] gives back in the engine that threw it.
#[derive(Debug)]
#[non_exhaustive]
pub enum Error {
    /// JavaScript threw and nothing caught it.
    Exception(Box<Exception>),
    /// The host stopped the script ([`InterruptHandle::terminate`](crate::InterruptHandle::terminate),
    /// a time limit, the interrupt handler). Nothing in JavaScript could catch it; the
    /// engine is usable again.
    Terminated(TerminationReason),
    /// The source did not parse.
    Syntax(SyntaxError),
    /// A value was not of the type a conversion wanted.
    Conversion {
        /// What the value was (`typeof`, or a finer description).
        from: String,
        /// The Rust type asked for.
        to: &'static str,
    },
    /// An error for a native function to throw in JavaScript: `kind` with `message`
    /// (see [`Error::type_error`] and its siblings). Returned from the engine only if a
    /// native made one outside of a call.
    Throw {
        /// The constructor: `TypeError`, `RangeError`, ...
        kind: ErrorKind,
        message: String,
    },
    /// A [`Persistent`] was used with an engine other than its own.
    WrongEngine,
    /// A [`Persistent`] outlived its engine.
    EngineGone,
    /// The engine could not start (the system refused memory, or the heap limit leaves
    /// no room for the standard library).
    Startup(String),
    /// A file could not be read.
    Io { path: String, message: String },
}

impl Error {
    /// A `TypeError` for a native function to throw.
    pub fn type_error(message: impl Into<String>) -> Error {
        Error::Throw { kind: ErrorKind::TypeError, message: message.into() }
    }

    /// A `RangeError` for a native function to throw.
    pub fn range_error(message: impl Into<String>) -> Error {
        Error::Throw { kind: ErrorKind::RangeError, message: message.into() }
    }

    /// An `Error` for a native function to throw.
    pub fn plain_error(message: impl Into<String>) -> Error {
        Error::Throw { kind: ErrorKind::Error, message: message.into() }
    }

    /// The thrown exception, if this is one.
    pub fn exception(&self) -> Option<&Exception> {
        match self {
            Error::Exception(exception) => Some(exception),
            _ => None,
        }
    }

    /// Whether the host terminated the script.
    pub fn is_terminated(&self) -> bool {
        matches!(self, Error::Terminated(_))
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Error::Exception(exception) => exception.fmt(f),
            Error::Terminated(reason) => match reason {
                TerminationReason::Requested => f.write_str("terminated: the host asked for it"),
                TerminationReason::Deadline => f.write_str("terminated: the time limit passed"),
                TerminationReason::Handler => f.write_str("terminated: the interrupt handler asked for it"),
            },
            Error::Syntax(error) => error.fmt(f),
            Error::Conversion { from, to } => write!(f, "cannot convert {from} to {to}"),
            Error::Throw { kind, message } => write!(f, "{}: {message}", kind.name()),
            Error::WrongEngine => f.write_str("a persistent value was used with another engine"),
            Error::EngineGone => f.write_str("a persistent value outlived its engine"),
            Error::Startup(message) => write!(f, "cannot start: {message}"),
            Error::Io { path, message } => write!(f, "cannot read {path}: {message}"),
        }
    }
}

impl std::error::Error for Error {}

/// A value JavaScript threw, with its text rendered when it was caught.
#[derive(Debug)]
pub struct Exception {
    pub(crate) value: Persistent,
    /// The report as the `vm` shell prints it: `file:line:column: Error: message`, the
    /// stack and causes.
    report: String,
    /// Where the report's text starts (past the location and `Uncaught`).
    text_start: usize,
    location: Option<String>,
}

impl Exception {
    /// An exception of `value` whose report is `head` (location, `Uncaught `) and `text`.
    pub(crate) fn new(value: Persistent, (head, text): (String, String), location: Option<String>) -> Exception {
        Exception { value, text_start: head.len(), report: head + &text, location }
    }

    /// The thrown value, in the engine that threw it.
    pub fn value<'s>(&self, scope: &mut Scope<'s>) -> Result<Value<'s>, Error> {
        self.value.get(scope)
    }

    /// `Name: message` and the stack and causes (for an Error), or the value as a string.
    pub fn text(&self) -> &str {
        &self.report[self.text_start..]
    }

    /// The first line of [`text`](Exception::text): `TypeError: x is not a function`.
    pub fn message(&self) -> &str {
        self.text().lines().next().unwrap_or_default()
    }

    /// `file:line:column` where it was thrown, when known.
    pub fn location(&self) -> Option<&str> {
        self.location.as_deref()
    }
}

/// The report as the `vm` shell prints an uncaught exception.
impl fmt::Display for Exception {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.report)
    }
}

/// A source that did not parse.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SyntaxError {
    /// The script's name.
    pub file: String,
    pub line: u32,
    pub column: u32,
    pub message: String,
    /// The source line with a caret under the column, when the source is at hand.
    pub excerpt: Option<String>,
    /// More input could make the source valid (an open block or string): a REPL reads
    /// another line.
    pub incomplete: bool,
}

impl fmt::Display for SyntaxError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}:{}: SyntaxError: {}", self.file, self.line, self.column, self.message)?;
        match &self.excerpt {
            Some(excerpt) => write!(f, "\n{excerpt}"),
            None => Ok(()),
        }
    }
}
