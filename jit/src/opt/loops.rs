//! Closing the loop: the recorded iteration becomes a loop whose register values stay
//! unboxed from one iteration to the next.
//!
//! Every `SLoad` moves to the trace's entry: it reads the register file once, and its guard
//! exits to the loop header with nothing written (the entry snapshot). A register the
//! iteration both reads and writes becomes a *phi*: its `SLoad`'s value is replaced by the
//! iteration's final value at the loop edge. Snapshots then hold, for each phi not yet
//! written in the iteration, the phi's current value, which the register file no longer
//! has. Registers only written are boxed into the register file at the edge.
//!
//! (LuaJIT's loop optimisation goes further: it copies the iteration once to move invariant
//! guards and loads out of the loop. Ours runs every guard in every iteration.)

use std::collections::HashMap;

use crate::abort::Abort;
use crate::ir::{IrBuffer, Op, Ref, Type};
use crate::recorded::Recorded;
use crate::snapshot::{Snapshot, SnapshotId};

/// `recorded`, whose `loop_writes` are every register the iteration wrote, as a loop; or,
/// for a loop whose types change from one iteration to the next, `TypeUnstable` with the
/// registers that came back as doubles where the trace read int32s (the next recording
/// reads them as doubles from the start).
pub fn close_loop(mut recorded: Recorded) -> Result<Recorded, (Abort, Vec<u16>)> {
    let loads = register_loads(&recorded.ir);
    // The next iteration reads each register with the type this one assumed at its first
    // read; a value that does not fit it would fail that guard every time.
    let fits = |load: Type, value: Type| {
        load == value || matches!((load, value), (Type::Value, _) | (Type::Double, Type::Int32))
    };
    let ir = &recorded.ir;
    let unstable: Vec<u16> = recorded
        .loop_writes
        .iter()
        .filter(|&&(slot, value)| loads.get(&slot).is_some_and(|&load| !fits(ir.ty(load), ir.ty(value))))
        .map(|&(slot, _)| slot)
        .collect();
    if !unstable.is_empty() {
        return Err((Abort::TypeUnstable, unstable));
    }
    carry_registers_around_the_loop(&mut recorded, &loads);
    Ok(recorded)
}

/// The `SLoad` of each register the trace reads (each is read once: the slot map holds it
/// afterwards).
fn register_loads(ir: &IrBuffer) -> HashMap<u16, Ref> {
    let loads = ir.ins.iter().enumerate().filter_map(|(index, ins)| match ins.op {
        Op::SLoad { slot } => Some((slot, Ref(index as u32))),
        _ => None,
    });
    loads.collect()
}

fn carry_registers_around_the_loop(trace: &mut Recorded, loads: &HashMap<u16, Ref>) {
    let entry = SnapshotId(trace.snapshots.len() as u32);
    trace.snapshots.push(Snapshot { pc: trace.head_pc as u32 + 1, entries: Vec::new(), frames: Vec::new() });
    for &load in loads.values() {
        trace.ir.ins[load.index()].snapshot = Some(entry);
    }
    let (phis, writes): (Vec<_>, Vec<_>) = trace.loop_writes.iter().partition(|(slot, _)| loads.contains_key(slot));
    trace.phis = phis.iter().map(|&(slot, value)| (slot, loads[&slot], value)).collect();
    trace.loop_writes = writes;
    for (index, snapshot) in trace.snapshots.iter_mut().enumerate() {
        if index == entry.0 as usize {
            continue;
        }
        for &(slot, load, _) in &trace.phis {
            if !snapshot.entries.iter().any(|&(s, _)| s == slot) {
                snapshot.entries.push((slot, load));
            }
        }
        snapshot.entries.sort_by_key(|&(slot, _)| slot);
    }
}
