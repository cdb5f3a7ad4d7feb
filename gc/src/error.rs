//! Why an allocation failed.

use std::fmt;

/// An allocation the heap cannot satisfy. The interpreter turns it into a RangeError; the
/// heap is unchanged by the failed attempt.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum AllocError {
    /// The request would take the heap past its configured limit.
    HeapLimit {
        /// Bytes requested.
        requested: usize,
        /// The limit, in bytes.
        limit: usize,
    },
    /// The operating system refused to provide the memory.
    OutOfMemory {
        /// Bytes requested.
        requested: usize,
    },
}

impl fmt::Display for AllocError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            AllocError::HeapLimit { requested, limit } => {
                write!(f, "allocating {requested} bytes would exceed the heap limit of {limit} bytes")
            }
            AllocError::OutOfMemory { requested } => {
                write!(f, "the system refused {requested} bytes of memory")
            }
        }
    }
}

impl std::error::Error for AllocError {}
