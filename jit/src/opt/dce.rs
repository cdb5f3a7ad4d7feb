//! Dead-code elimination: which instructions the trace needs. Every guard and store is
//! needed, and so is what they, the snapshots and the loop edge use; the backends emit
//! nothing for the rest.

use crate::recorded::Recorded;

/// `live[i]`: whether instruction `i` must be computed.
pub fn live_values(trace: &Recorded) -> Vec<bool> {
    let ir = &trace.ir;
    let mut live = vec![false; ir.len()];
    for snapshot in &trace.snapshots {
        for &(_, r) in &snapshot.entries {
            live[r.index()] = true;
        }
    }
    for &(_, r) in &trace.loop_writes {
        live[r.index()] = true;
    }
    for &(_, load, value) in &trace.phis {
        live[load.index()] = true;
        live[value.index()] = true;
    }
    for index in (0..ir.len()).rev() {
        let op = ir.ins[index].op;
        if op.is_guard() || op.is_store() {
            live[index] = true;
        }
        if live[index] {
            for operand in op.operands() {
                live[operand.index()] = true;
            }
        }
    }
    live
}
