//! Dead-code elimination: which instructions the trace needs. Every guard and store is
//! needed (but for sunk allocations and their stores, `sink.rs`), and so is what they, the
//! snapshots and the loop edge use; the backends emit nothing for the rest.

use crate::recorded::Recorded;

/// `live[i]`: whether instruction `i` must be computed.
pub fn live_values(trace: &Recorded) -> Vec<bool> {
    let ir = &trace.ir;
    let mut live = vec![false; ir.len()];
    for snapshot in &trace.snapshots {
        for value in trace.exit_values(snapshot) {
            live[value.index()] = true;
        }
    }
    for &(_, r) in trace.loop_writes.iter().chain(&trace.preroll_writes) {
        live[r.index()] = true;
    }
    for &(_, load, value) in &trace.phis {
        live[load.index()] = true;
        live[value.index()] = true;
    }
    for index in (0..ir.len()).rev() {
        let op = ir.ins[index].op;
        if trace.is_sunk(index) {
            // Neither made nor stored: what the exits need of it is in their snapshots.
            continue;
        }
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ir::{Op, Ref, Type};
    use crate::snapshot::SnapshotId;
    use crate::testing::{ir, recorded, snapshot};

    #[test]
    fn guards_stores_snapshots_loop_writes_and_phis_keep_values_and_their_operands_live() {
        let (r, int) = (Ref, Type::Int32);
        let mut ir = ir(&[
            (Op::SLoad { slot: 1 }, int),                                                    // 0
            (Op::ConstInt { value: 1 }, int),                                                // 1
            (Op::IntAnd { a: r(0), b: r(1) }, int),                                          // 2: used by nothing
            (Op::AddOv { a: r(0), b: r(1) }, int),                                           // 3: a guard
            (Op::IntOr { a: r(0), b: r(1) }, int),                                           // 4: in snapshot 1
            (Op::IntXor { a: r(0), b: r(0) }, int),                                          // 5: used by 6 only
            (Op::IntShl { a: r(5), b: r(1) }, int),                                          // 6: used by nothing
            (Op::SLoad { slot: 2 }, Type::Value),                                            // 7
            (Op::IntMul { a: r(0), b: r(0) }, int),                                          // 8: boxed by 9
            (Op::BoxValue { a: r(8) }, Type::Value),                                         // 9: stored by 10
            (Op::StoreField { base: r(7), disp: 16, value: r(9), owner: r(7) }, Type::None), // 10
            (Op::IntSar { a: r(0), b: r(1) }, int),                                          // 11: a loop write
            (Op::BitNot { a: r(0) }, int),                                                   // 12: a phi's value
        ]);
        ir.ins[3].snapshot = Some(SnapshotId(0));
        let mut trace = recorded(ir, vec![snapshot(11, &[]), snapshot(12, &[(3, r(4))])], vec![(4, r(11))]);
        trace.phis = vec![(1, r(0), r(12))];
        let live = live_values(&trace);
        let dead: Vec<usize> = (0..live.len()).filter(|&i| !live[i]).collect();
        assert_eq!(dead, [2, 5, 6]);
    }

    #[test]
    fn a_chain_of_pure_values_nothing_needs_is_dead() {
        let (r, int) = (Ref, Type::Int32);
        let trace = recorded(
            ir(&[(Op::ConstInt { value: 1 }, int), (Op::BitNot { a: r(0) }, int), (Op::BitNot { a: r(1) }, int)]),
            vec![],
            vec![],
        );
        assert_eq!(live_values(&trace), [false, false, false]);
    }
}
