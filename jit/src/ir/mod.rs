//! The trace IR: a linear list of typed SSA instructions, LuaJIT style.
//!
//! A [`Ref`] names the instruction that computes a value; every operand refers to an
//! earlier instruction, so the list is its own topological order. Values are unboxed by
//! type: an `Int32` is a 32-bit integer, a `Double` an `f64`, a `Bool` 0 or 1, and a
//! `Value` a boxed `JSValue` word. Guards carry the snapshot to exit with when they fail.
//!
//! The operations are one table (`ops.rs`). [`IrBuffer::emit`] (`buffer.rs`) runs each
//! instruction through the optimizer as the recorder emits it (`opt/`: folding, CSE,
//! store-to-load forwarding), so the recorder never has to.

mod buffer;
mod ops;

use std::fmt;

pub use buffer::IrBuffer;
pub use ops::{CallEffect, Op, OpKind, Operands, flag};

use crate::snapshot::SnapshotId;

/// An instruction of the trace, by index.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord, Default)]
pub struct Ref(pub u32);

impl Ref {
    pub fn index(self) -> usize {
        self.0 as usize
    }
}

impl fmt::Display for Ref {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:04}", self.0)
    }
}

/// The type of a value in the trace.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Type {
    Int32,
    Double,
    Bool,
    /// A boxed JSValue of no more specific type.
    Value,
    /// A raw machine word that is not a JSValue (a butterfly pointer); never in a snapshot.
    Ptr,
    /// No value (guards).
    None,
}

/// The bits of an `f64`, compared and hashed as bits (so NaNs and -0 are constants of their
/// own), printed as the number.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct F64Bits(pub u64);

impl From<f64> for F64Bits {
    fn from(value: f64) -> F64Bits {
        F64Bits(value.to_bits())
    }
}

impl F64Bits {
    pub fn get(self) -> f64 {
        f64::from_bits(self.0)
    }
}

impl fmt::Display for F64Bits {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.get())
    }
}

/// A comparison.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Cmp {
    Lt,
    Le,
    Gt,
    Ge,
    Eq,
    Ne,
}

impl Cmp {
    /// Whether `a cmp b` holds (false for every comparison but `Ne` when a double is NaN).
    pub fn holds<T: PartialOrd>(self, a: T, b: T) -> bool {
        match self {
            Cmp::Lt => a < b,
            Cmp::Le => a <= b,
            Cmp::Gt => a > b,
            Cmp::Ge => a >= b,
            Cmp::Eq => a == b,
            Cmp::Ne => a != b,
        }
    }

    /// The comparison that holds exactly when this one does not (on integers: for doubles,
    /// NaN makes both false).
    pub fn negate(self) -> Cmp {
        match self {
            Cmp::Lt => Cmp::Ge,
            Cmp::Le => Cmp::Gt,
            Cmp::Gt => Cmp::Le,
            Cmp::Ge => Cmp::Lt,
            Cmp::Eq => Cmp::Ne,
            Cmp::Ne => Cmp::Eq,
        }
    }

    fn name(self) -> &'static str {
        match self {
            Cmp::Lt => "lt",
            Cmp::Le => "le",
            Cmp::Gt => "gt",
            Cmp::Ge => "ge",
            Cmp::Eq => "eq",
            Cmp::Ne => "ne",
        }
    }
}

impl fmt::Display for Cmp {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// One instruction: what it does, its result type, and for a guard, its snapshot.
#[derive(Clone, Copy, Debug)]
pub struct Ins {
    pub op: Op,
    pub ty: Type,
    pub snapshot: Option<SnapshotId>,
}
