//! Exceptions: one error type, one message table.
//!
//! A function that can throw returns [`JsResult`]. The `Err` side, [`Throw`], carries
//! nothing: the exception itself waits in the VM ([`Vm::exception`](crate::Vm)), where the
//! collector sees it as a root. An error the engine raises (out of memory, a string too
//! long) is stored as a [`PendingError`] with its kind and message, and becomes an Error
//! object only when JavaScript code catches it, so raising one never allocates: that is what
//! lets an allocation failure be reported at all.

use std::fmt;

use crate::value::JSValue;

/// The marker of a thrown exception; see the module documentation.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[must_use]
pub struct Throw(pub(crate) ());

/// The result of anything that can throw.
pub type JsResult<T> = Result<T, Throw>;

/// The constructor an engine-raised error is an instance of.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ErrorKind {
    Error,
    EvalError,
    RangeError,
    ReferenceError,
    SyntaxError,
    TypeError,
    URIError,
    AggregateError,
}

impl ErrorKind {
    pub fn name(self) -> &'static str {
        match self {
            ErrorKind::Error => "Error",
            ErrorKind::EvalError => "EvalError",
            ErrorKind::RangeError => "RangeError",
            ErrorKind::ReferenceError => "ReferenceError",
            ErrorKind::SyntaxError => "SyntaxError",
            ErrorKind::TypeError => "TypeError",
            ErrorKind::URIError => "URIError",
            ErrorKind::AggregateError => "AggregateError",
        }
    }
}

macro_rules! messages {
    ($($name:ident($kind:ident) => $text:literal,)*) => {
        /// Every message the engine raises, with the kind of error it belongs to.
        #[derive(Debug, Clone, Copy, PartialEq, Eq)]
        pub enum Message {
            $($name,)*
        }

        impl Message {
            pub fn text(self) -> &'static str {
                match self {
                    $(Message::$name => $text,)*
                }
            }

            pub fn kind(self) -> ErrorKind {
                match self {
                    $(Message::$name => ErrorKind::$kind,)*
                }
            }
        }
    };
}

messages! {
    OutOfMemory(RangeError) => "Out of memory",
    InvalidStringLength(RangeError) => "Invalid string length",
    InvalidArrayLength(RangeError) => "Invalid array length",
    TooManyStructures(RangeError) => "Too many object shapes",
}

/// An error raised by the engine, not yet turned into an object.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PendingError {
    pub message: Message,
    /// Text that completes the message (a property name, a type).
    pub detail: Option<String>,
}

impl PendingError {
    pub fn kind(&self) -> ErrorKind {
        self.message.kind()
    }
}

impl fmt::Display for PendingError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.kind().name(), self.message.text())?;
        if let Some(detail) = &self.detail {
            write!(f, " ({detail})")?;
        }
        Ok(())
    }
}

/// The exception a VM holds between a throw and its catch.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub enum Exception {
    #[default]
    None,
    /// A value thrown by JavaScript code (rooted while it waits here).
    Value(JSValue),
    /// An error raised by the engine.
    Error(PendingError),
}
