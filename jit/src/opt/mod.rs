//! The trace optimizer. Folding, CSE and forwarding run on each instruction as it is
//! emitted (`IrBuffer::emit`); the loop transformation, dead registers and sinking run when the
//! recording closes, and dead-code elimination before the backend.
//!
//! - `fold.rs`: constant folding, and guards known to hold;
//! - `cse.rs`: common-subexpression elimination of pure operations and idempotent guards;
//! - `forward.rs`: store-to-load forwarding, and unboxing of a value just boxed;
//! - `loops.rs`: entry loads and phis, so values stay unboxed across iterations;
//! - `peel.rs`: the iteration run once, and the loop a copy of it that computes only what
//!   changes (or, when it cannot peel, `loops.rs` hoists what does not);
//! - `dead_registers.rs`: the registers an exit or the trace's end need not write;
//! - `sink.rs`: allocations nothing outside the trace sees, made only by the exits;
//! - `sink_stores.rs`: fields a peeled loop keeps in registers, stored only by its exits;
//! - `dce.rs`: which instructions the trace needs.

pub mod cse;
pub mod dce;
pub mod dead_registers;
pub mod fold;
pub mod forward;
pub mod loops;
pub mod peel;
pub mod sink;
pub mod sink_stores;
