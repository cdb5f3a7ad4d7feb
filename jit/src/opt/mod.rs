//! The trace optimizer. Folding, CSE and forwarding run on each instruction as it is
//! emitted (`IrBuffer::emit`); the loop transformation runs when the recording closes, and
//! dead-code elimination before the backend.
//!
//! - `fold.rs`: constant folding, and guards known to hold;
//! - `cse.rs`: common-subexpression elimination of pure operations and idempotent guards;
//! - `forward.rs`: store-to-load forwarding, and unboxing of a value just boxed;
//! - `loops.rs`: entry loads and phis, so values stay unboxed across iterations;
//! - `dce.rs`: which instructions the trace needs.

pub mod cse;
pub mod dce;
pub mod fold;
pub mod forward;
pub mod loops;
