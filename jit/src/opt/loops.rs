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
//! What computes the same in every iteration is then *hoisted*: run once, before the loop,
//! after the register loads. That is pure arithmetic of values read at entry that are not
//! phis (and of other hoisted values), the guards on such values' types and on overflow
//! (not branches: their exits grow side traces), and, in a loop that changes no structure
//! or indexing shape (no structure store, no push, no call out that writes the heap), the
//! structure and shape guards of such objects. A hoisted guard exits with the
//! entry snapshot: nothing written, the interpreter at the loop's header. (LuaJIT gets the
//! same and more by copying the iteration once through its CSE, which also forwards loads
//! across iterations: `peel.rs` does that, and this is what a loop it cannot peel gets.)

use std::collections::HashMap;

use crate::abort::Abort;
use crate::ir::{IrBuffer, Op, Ref, Type};
use crate::recorded::Recorded;
use crate::snapshot::{Snapshot, SnapshotId};

/// `recorded`, whose `loop_writes` are every register the iteration wrote, as a loop; or,
/// for a loop whose types change from one iteration to the next, `TypeUnstable` with the
/// registers that came back as doubles where the trace read int32s (the next recording
/// reads them as doubles from the start).
pub fn close_loop(recorded: Recorded) -> Result<Recorded, (Abort, Vec<u16>)> {
    close(recorded, true)
}

/// `close_loop`, peeling the loop when `peel` and it can (`peel.rs`), carrying registers
/// and hoisting otherwise.
fn close(mut recorded: Recorded, peel: bool) -> Result<Recorded, (Abort, Vec<u16>)> {
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
    if peel && super::peel::peel(&mut recorded, &loads) {
        return Ok(recorded);
    }
    carry_registers_around_the_loop(&mut recorded, &loads);
    hoist_invariants(&mut recorded);
    Ok(recorded)
}

/// Marks what computes the same in every iteration (`Recorded::hoisted`); hoisted guards
/// exit with the entry snapshot (the last one, which `carry_registers_around_the_loop`
/// added).
fn hoist_invariants(trace: &mut Recorded) {
    let entry = SnapshotId(trace.snapshots.len() as u32 - 1);
    let phi_loads: Vec<Ref> = trace.phis.iter().map(|&(_, load, _)| load).collect();
    let quiet = is_quiet(trace);
    let ir = &trace.ir;
    let mut invariant = vec![false; ir.len()];
    let mut hoisted = vec![false; ir.len()];
    for (index, ins) in ir.ins.iter().enumerate() {
        let operands = ins.op.operands();
        let operands = operands.as_slice();
        let of_invariants = !operands.is_empty() && operands.iter().all(|operand| invariant[operand.index()]);
        invariant[index] = match ins.op {
            _ if ins.op.is_constant() => true,
            Op::SLoad { .. } => !phi_loads.contains(&Ref(index as u32)),
            op if of_invariants && hoistable(op, quiet) => {
                hoisted[index] = true;
                true
            }
            _ => false,
        };
    }
    if !hoisted.contains(&true) {
        return;
    }
    for (ins, _) in trace.ir.ins.iter_mut().zip(&hoisted).filter(|(ins, hoisted)| **hoisted && ins.snapshot.is_some()) {
        ins.snapshot = Some(entry);
    }
    trace.hoisted = hoisted;
}

/// Whether the loop changes no structure or indexing shape (no structure store, no push, no
/// call out that writes the heap).
pub(super) fn is_quiet(trace: &Recorded) -> bool {
    trace.ir.ins.iter().all(|ins| match ins.op {
        // (An element store writes in place, below the length: no shape or butterfly
        // changes.)
        Op::StoreStructure { .. } | Op::ArrayPush { .. } => false,
        Op::CallOut { effect, .. } => !effect.writes_heap(),
        _ => true,
    })
}

/// Whether `op`, of operands that are the same in every iteration, is too: a pure
/// operation, a guard on the values' types or on overflow, or (in a `quiet` loop) a
/// structure or shape guard.
pub(super) fn hoistable(op: Op, quiet: bool) -> bool {
    match op {
        Op::Unbox { .. }
        | Op::GuardCell { .. }
        | Op::GuardJsType { .. }
        | Op::GuardNotEmpty { .. }
        | Op::AddOv { .. }
        | Op::SubOv { .. }
        | Op::MulOv { .. }
        | Op::NegOv { .. }
        | Op::ModInt { .. }
        | Op::UShrOv { .. }
        | Op::AbsInt { .. }
        | Op::GuardTypedArrayKind { .. } => true,
        // A branch stays where it is, with its own snapshot: its exit grows a side trace,
        // where the entry snapshot's would mean the trace is stale.
        op if op.is_branch_guard() => false,
        Op::GuardStructure { .. } | Op::GuardShape { .. } => quiet,
        // Loads stay (a butterfly's too: hoisting it was measured slower, property-get-
        // monomorphic 1.6x longer with it held in a register, for fewer instructions).
        op => op.is_pure(),
    }
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
        sunk: Vec::new(),
        stores: Vec::new(),
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

    /// These test the loop closed without peeling (`peel.rs` tests the peeled one).
    fn close_unpeeled(recorded: Recorded) -> Result<Recorded, (Abort, Vec<u16>)> {
        close(recorded, false)
    }

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
        let trace = close_unpeeled(counting_loop()).expect("a stable loop");
        assert_eq!(trace.phis, [(5, Ref(0), Ref(5))]);
        assert_eq!(trace.loop_writes, [(7, Ref(3))]);
    }

    #[test]
    fn register_loads_exit_to_the_header_with_nothing_written() {
        let trace = close_unpeeled(counting_loop()).expect("a stable loop");
        let entry = trace.snapshots.last().expect("the entry snapshot");
        assert_eq!((entry.pc, entry.entries.as_slice()), (11, &[][..]), "the instruction after the LoopHint at 10");
        let entry = SnapshotId(trace.snapshots.len() as u32 - 1);
        assert_eq!(trace.ir.ins[0].snapshot, Some(entry));
        assert_eq!(trace.ir.ins[1].snapshot, Some(entry));
        assert_eq!(trace.ir.ins[2].snapshot, Some(SnapshotId(0)), "other guards keep theirs");
    }

    #[test]
    fn snapshots_before_a_phi_is_written_carry_its_current_value() {
        let trace = close_unpeeled(counting_loop()).expect("a stable loop");
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
        let Err((reason, slots)) = close_unpeeled(loop_writing(Type::Int32, Type::Double)) else {
            panic!("an int32 register that comes back a double is unstable")
        };
        assert_eq!((reason, slots), (Abort::TypeUnstable, vec![5]));
        assert!(close_unpeeled(loop_writing(Type::Int32, Type::Bool)).is_err());
        assert!(close_unpeeled(loop_writing(Type::Double, Type::Bool)).is_err());
    }

    #[test]
    fn an_int32_fits_a_double_register_and_anything_a_boxed_one() {
        assert!(close_unpeeled(loop_writing(Type::Double, Type::Int32)).is_ok());
        assert!(close_unpeeled(loop_writing(Type::Value, Type::Double)).is_ok());
        assert!(close_unpeeled(loop_writing(Type::Value, Type::Bool)).is_ok());
        assert!(close_unpeeled(loop_writing(Type::Int32, Type::Int32)).is_ok());
    }

    /// `for (; i < n; i++) t = o.f + (n & 7);` as recorded: i (r5) a phi; n (r6) and o (r8)
    /// read only; with `store`, the iteration also changes some object's structure.
    fn invariant_loop(store: bool) -> Recorded {
        let (r, int) = (Ref, Type::Int32);
        let mut ops = vec![
            (Op::SLoad { slot: 5 }, int),         // 0: i
            (Op::SLoad { slot: 6 }, int),         // 1: n
            (Op::SLoad { slot: 8 }, Type::Value), // 2: o
            (Op::GuardInt { cmp: crate::ir::Cmp::Lt, a: r(0), b: r(1), expect: true }, Type::None), // 3
            (Op::GuardCell { a: r(2) }, Type::None), // 4
            (Op::GuardStructure { a: r(2), id: 9 }, Type::None), // 5
            (Op::LoadField { base: r(2), disp: 16 }, Type::Value), // 6
            (Op::ConstInt { value: 7 }, int),     // 7
            (Op::IntAnd { a: r(1), b: r(7) }, int), // 8
            (Op::ConstInt { value: 1 }, int),     // 9
            (Op::AddOv { a: r(0), b: r(9) }, int), // 10: i + 1
            (Op::AddOv { a: r(1), b: r(8) }, int), // 11: n + (n & 7)
        ];
        if store {
            ops.push((Op::StoreStructure { a: r(2), id: 10 }, Type::None));
        }
        let mut ir = ir(&ops);
        for (index, snapshot) in [(3, 0), (4, 1), (5, 1), (10, 2), (11, 2)] {
            ir.ins[index].snapshot = Some(SnapshotId(snapshot));
        }
        let snapshots = vec![snapshot(11, &[]), snapshot(12, &[]), snapshot(14, &[(7, r(6))])];
        recorded(ir, snapshots, vec![(5, r(10)), (7, r(6)), (9, r(11))])
    }

    #[test]
    fn what_is_the_same_in_every_iteration_is_hoisted_with_the_entry_snapshot() {
        let trace = close_unpeeled(invariant_loop(false)).expect("a stable loop");
        let hoisted: Vec<usize> = (0..trace.ir.len()).filter(|&i| trace.hoisted[i]).collect();
        // The type and structure guards of o, n & 7 and the overflow guard of n + (n & 7);
        // not the branch on i (a phi), the load of o.f, nor i + 1.
        assert_eq!(hoisted, [4, 5, 8, 11]);
        let entry = Some(SnapshotId(trace.snapshots.len() as u32 - 1));
        assert_eq!(trace.ir.ins[4].snapshot, entry);
        assert_eq!(trace.ir.ins[5].snapshot, entry);
        assert_eq!(trace.ir.ins[11].snapshot, entry);
        assert_eq!(trace.ir.ins[3].snapshot, Some(SnapshotId(0)), "the branch keeps its own");
        assert_eq!(trace.ir.ins[10].snapshot, Some(SnapshotId(2)));
    }

    #[test]
    fn a_loop_that_changes_structures_keeps_its_structure_guards() {
        let trace = close_unpeeled(invariant_loop(true)).expect("a stable loop");
        let hoisted: Vec<usize> = (0..trace.ir.len()).filter(|&i| trace.hoisted[i]).collect();
        assert_eq!(hoisted, [4, 8, 11], "the structure guard stays in the loop");
    }
}
