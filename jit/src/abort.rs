//! Why a recording stopped without a trace (`$vm.jitStats().aborts` counts them by name).

use std::fmt;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Abort {
    /// The interpreter called, returned or threw out of the recorded frame.
    LeftFrame,
    /// Execution went somewhere the recorder did not predict (an exception handler).
    UnexpectedPc,
    /// Another loop's header inside this loop: that loop gets its own trace.
    InnerLoop,
    /// The trace passed `MAX_TRACE_LENGTH` instructions.
    TooLong,
    /// A register's type at the end of the iteration differs from the one the next
    /// iteration's guard expects (a value that turned from int32 to double, say).
    TypeUnstable,
    /// An arithmetic or comparison operand that is not a number.
    NotNumber,
    /// An instruction the recorder does not handle yet.
    Instruction(&'static str),
    /// A case of a handled instruction that it does not handle.
    Unsupported(&'static str),
    /// The backend could not assemble the trace.
    Assembler,
    /// A compiled trace kept exiting at one of its assumptions: it was dropped to be
    /// recorded again.
    StaleTrace,
    /// A compiled trace's runs ended before completing an iteration on average: it was
    /// dropped, the loop left to the interpreter for a while.
    TooFewIterations,
    /// A dictionary structure the trace (or the recording) guards changed, and the
    /// collector was about to reuse its old id.
    StructureChanged,
}

impl fmt::Display for Abort {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Abort::LeftFrame => f.write_str("left the frame"),
            Abort::UnexpectedPc => f.write_str("unexpected pc"),
            Abort::InnerLoop => f.write_str("inner loop"),
            Abort::TooLong => f.write_str("trace too long"),
            Abort::TypeUnstable => f.write_str("type-unstable loop"),
            Abort::NotNumber => f.write_str("operand not a number"),
            Abort::Instruction(name) => write!(f, "instruction {name}"),
            Abort::Unsupported(what) => write!(f, "unsupported: {what}"),
            Abort::Assembler => f.write_str("assembler error"),
            Abort::StaleTrace => f.write_str("stale trace"),
            Abort::TooFewIterations => f.write_str("trace exits too early"),
            Abort::StructureChanged => f.write_str("a guarded dictionary structure changed"),
        }
    }
}
