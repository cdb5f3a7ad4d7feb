//! Native stack for the engine, on whatever thread the host calls it from.
//!
//! The engine's limits on nesting (calls from Rust into JavaScript, the parser's depth,
//! JSON and the other recursive builtins) are measured against the stack left, and an
//! embedder's thread may have little: a 256 KiB thread, or a debug build whose frames are
//! several times larger. So every call into the engine makes sure a generous stack is
//! there first, switching to a fresh segment (reserved, committed only as it is touched)
//! when the thread's own is short, as rustc does for its deep recursions. Running out of
//! it then ends in a `RangeError`, never in a crash.

/// Below this much stack left, a call into the engine moves to a new segment.
const ENOUGH: usize = if cfg!(debug_assertions) { 64 << 20 } else { 16 << 20 };

/// The size of that segment: address space only, until the script goes deep.
const SEGMENT: usize = 256 << 20;

/// Runs `f` with at least [`ENOUGH`] stack.
pub(crate) fn with_enough_stack<R>(f: impl FnOnce() -> R) -> R {
    stacker::maybe_grow(ENOUGH, SEGMENT, f)
}
