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

/// Whether a register read as `load` takes a value of type `value`: the next iteration
/// reads each register with the type this one assumed at its first read, and a value that
/// does not fit it would fail that guard every time.
pub fn fits(load: Type, value: Type) -> bool {
    load == value || matches!((load, value), (Type::Value, _) | (Type::Double, Type::Int32))
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
    trace.snapshots.push(Snapshot {
        pc: trace.head_pc as u32 + 1,
        entries: Vec::new(),
        frames: Vec::new(),
        throws: false,
    });
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::{ir, recorded, snapshot};

    /// `for (; i < n; i++) t = i & n;` as recorded: i (r5) read and written, n (r6) only
    /// read, t (r7) only written.
    fn counting_loop() -> Recorded {
        let (r, int) = (Ref, Type::Int32);
        let mut ir = ir(&[
            (Op::SLoad { slot: 5 }, int), // 0: i
            (Op::SLoad { slot: 6 }, int), // 1: n
            (Op::GuardInt { cmp: crate::ir::Cmp::Lt, a: r(0), b: r(1), expect: true }, Type::None), // 2
            (Op::IntAnd { a: r(0), b: r(1) }, int), // 3: t
            (Op::ConstInt { value: 1 }, int), // 4
            (Op::AddOv { a: r(0), b: r(4) }, int), // 5: i + 1
        ]);
        ir.ins[2].snapshot = Some(SnapshotId(0));
        ir.ins[5].snapshot = Some(SnapshotId(1));
        let snapshots = vec![snapshot(11, &[]), snapshot(13, &[(7, r(3))]), snapshot(14, &[(5, r(5)), (7, r(3))])];
        recorded(ir, snapshots, vec![(5, r(5)), (7, r(3))])
    }

    #[test]
    fn a_register_read_and_written_becomes_a_phi_and_one_only_written_a_loop_write() {
        let trace = close_loop(counting_loop()).expect("a stable loop");
        assert_eq!(trace.phis, [(5, Ref(0), Ref(5))]);
        assert_eq!(trace.loop_writes, [(7, Ref(3))]);
    }

    #[test]
    fn register_loads_exit_to_the_header_with_nothing_written() {
        let trace = close_loop(counting_loop()).expect("a stable loop");
        let entry = trace.snapshots.last().expect("the entry snapshot");
        assert_eq!((entry.pc, entry.entries.as_slice()), (11, &[][..]), "the instruction after the LoopHint at 10");
        let entry = SnapshotId(trace.snapshots.len() as u32 - 1);
        assert_eq!(trace.ir.ins[0].snapshot, Some(entry));
        assert_eq!(trace.ir.ins[1].snapshot, Some(entry));
        assert_eq!(trace.ir.ins[2].snapshot, Some(SnapshotId(0)), "other guards keep theirs");
    }

    #[test]
    fn snapshots_before_a_phi_is_written_carry_its_current_value() {
        let trace = close_loop(counting_loop()).expect("a stable loop");
        // The register file holds i as the previous iteration left it only in the first
        // iteration: later, its value is the phi's.
        assert_eq!(trace.snapshots[0].entries, [(5, Ref(0))]);
        assert_eq!(trace.snapshots[1].entries, [(5, Ref(0)), (7, Ref(3))], "in slot order");
        assert_eq!(trace.snapshots[2].entries, [(5, Ref(5)), (7, Ref(3))], "written already");
    }

    /// A loop that reads register 5 as `load` and writes a value of type `written` there.
    fn loop_writing(load: Type, written: Type) -> Recorded {
        let value = match written {
            Type::Double => Op::ConstDouble { value: 0.5.into() },
            Type::Bool => Op::ConstBool { value: true },
            _ => Op::ConstInt { value: 1 },
        };
        let mut trace = recorded(ir(&[(Op::SLoad { slot: 5 }, load), (value, written)]), vec![], vec![]);
        trace.loop_writes = vec![(5, Ref(1))];
        trace
    }

    #[test]
    fn a_register_whose_type_changes_makes_the_loop_type_unstable() {
        let Err((reason, slots)) = close_loop(loop_writing(Type::Int32, Type::Double)) else {
            panic!("an int32 register that comes back a double is unstable")
        };
        assert_eq!((reason, slots), (Abort::TypeUnstable, vec![5]));
        assert!(close_loop(loop_writing(Type::Int32, Type::Bool)).is_err());
        assert!(close_loop(loop_writing(Type::Double, Type::Bool)).is_err());
    }

    #[test]
    fn an_int32_fits_a_double_register_and_anything_a_boxed_one() {
        assert!(close_loop(loop_writing(Type::Double, Type::Int32)).is_ok());
        assert!(close_loop(loop_writing(Type::Value, Type::Double)).is_ok());
        assert!(close_loop(loop_writing(Type::Value, Type::Bool)).is_ok());
        assert!(close_loop(loop_writing(Type::Int32, Type::Int32)).is_ok());
    }
}
