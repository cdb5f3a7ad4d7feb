//! Allocation sinking (LuaJIT's `lj_opt_sink`): an object the trace allocates that nothing
//! outside the trace can see is never allocated. Its fields are the values stored into it,
//! which loads of it were forwarded to as they were recorded (`forward.rs`); the exits
//! whose registers hold it make it (`Trace::restore`), from the values their stubs write.
//!
//! An allocation is sunk when its only uses are stores into its own inline slots and
//! transitions of its structure, and snapshots: any other use (a load that was not
//! forwarded, a call argument, a store of it anywhere, a phi, a register the trace stores
//! at its end or before the interpreter runs an instruction for it, a guard left on it)
//! lets it escape. So does a snapshot a side trace may grow
//! from (its stub may go on into machine code instead of back to Rust, which makes
//! objects), and one whose guards see different stores into it.

use crate::ir::{Op, Ref};
use crate::recorded::Recorded;
use crate::snapshot::SunkObject;

/// Marks the allocations of `trace` that can be sunk, with their stores
/// (`Recorded::sunk`), and moves the snapshot entries that hold them to the objects the
/// exits make.
pub fn sink_allocations(trace: &mut Recorded) {
    let ir = &trace.ir;
    let mut candidate: Vec<bool> =
        ir.ins.iter().enumerate().map(|(index, ins)| is_allocation(ins.op) && !trace.is_hoisted(index)).collect();
    if !candidate.contains(&true) {
        return;
    }
    let mut escape = |r: Ref| candidate[r.index()] = false;
    for ins in &ir.ins {
        match ins.op {
            Op::StoreField { base, value, owner, .. } if base == owner => escape(value),
            Op::StoreStructure { .. } => {}
            op => op.operands().into_iter().for_each(&mut escape),
        }
    }
    for &(_, load, value) in &trace.phis {
        escape(load);
        escape(value);
    }
    for &(_, value) in &trace.loop_writes {
        escape(value);
    }
    // An instruction the interpreter runs for the trace reads the registers the trace
    // writes back before it.
    for snapshot in trace.call_sites.iter().filter_map(|site| site.writes_back) {
        trace.snapshots[snapshot as usize].entries.iter().for_each(|&(_, value)| escape(value));
    }
    let guards = guard_positions(trace);
    for (id, snapshot) in trace.snapshots.iter().enumerate() {
        let Some(&(first, last)) = guards.get(id).and_then(Option::as_ref) else { continue };
        for &(_, value) in &snapshot.entries {
            if !candidate[value.index()] {
                continue;
            }
            let sideable = is_sideable(trace, id);
            let stored_between = ir.ins[first + 1..=last].iter().any(|ins| writes_object(ins.op, value));
            if sideable || stored_between {
                candidate[value.index()] = false;
            }
        }
    }
    let sunk: Vec<bool> = ir
        .ins
        .iter()
        .enumerate()
        .map(|(index, ins)| {
            candidate[index]
                || matches!(ins.op, Op::StoreField { owner: a, .. } | Op::StoreStructure { a, .. } if candidate[a.index()])
        })
        .collect();
    for (id, snapshot) in trace.snapshots.iter_mut().enumerate() {
        let position = guards.get(id).and_then(Option::as_ref).map(|&(first, _)| first);
        let (held, kept): (Vec<_>, Vec<_>) = snapshot.entries.iter().partition(|&&(_, value)| candidate[value.index()]);
        if held.is_empty() {
            continue;
        }
        snapshot.entries = kept;
        // (A snapshot no guard uses is never taken: it needs no objects.)
        let Some(position) = position else { continue };
        for &(slot, allocation) in &held {
            match snapshot.sunk.iter_mut().find(|object| object.allocation == allocation) {
                Some(object) => object.slots.push(slot),
                None => snapshot.sunk.push(object_at(&trace.ir.ins, allocation, position, slot)),
            }
        }
    }
    trace.sunk = sunk;
}

fn is_allocation(op: Op) -> bool {
    matches!(op, Op::AllocObject { .. })
}

/// Whether `op` changes object `a`: a store into it or a transition.
fn writes_object(op: Op, a: Ref) -> bool {
    matches!(op, Op::StoreField { owner, .. } | Op::StoreStructure { a: owner, .. } if owner == a)
}

/// For each snapshot, the first and last instruction whose guard exits with it.
fn guard_positions(trace: &Recorded) -> Vec<Option<(usize, usize)>> {
    let mut positions = vec![None; trace.snapshots.len()];
    for (index, ins) in trace.ir.ins.iter().enumerate() {
        if let Some(snapshot) = ins.snapshot {
            let position: &mut Option<(usize, usize)> = &mut positions[snapshot.0 as usize];
            *position = Some(position.map_or((index, index), |(first, _)| (first, index)));
        }
    }
    positions
}

/// Whether a side trace may grow from snapshot `id`'s exit (as `Trace::new` decides).
fn is_sideable(trace: &Recorded, id: usize) -> bool {
    let snapshot = &trace.snapshots[id];
    let branch =
        trace.ir.ins.iter().any(|ins| ins.snapshot.is_some_and(|s| s.0 as usize == id) && ins.op.is_branch_guard());
    branch && snapshot.frames.is_empty() && !snapshot.throws
}

/// Object `allocation` as it is at instruction `position`: its structure then and the last
/// value stored into each of its slots.
fn object_at(ir: &[crate::ir::Ins], allocation: Ref, position: usize, slot: u16) -> SunkObject {
    let Op::AllocObject { header, .. } = ir[allocation.index()].op else { unreachable!("an allocation") };
    let mut object = SunkObject { allocation, slots: vec![slot], structure: header as u32, fields: Vec::new() };
    for (index, ins) in ir.iter().enumerate().take(position).skip(allocation.index() + 1) {
        match ins.op {
            Op::StoreStructure { a, id } if a == allocation => object.structure = id,
            Op::StoreField { base, disp, value, owner } if base == allocation && owner == allocation => {
                object.fields.retain(|&(d, _, _)| d != disp);
                object.fields.push((disp, Ref(index as u32), value));
            }
            _ => {}
        }
    }
    object
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ir::Type;
    use crate::testing::{ir, recorded, snapshot};

    const HEADER: u64 = 0x0100_0000_0042;

    /// An object `{a: x}` made in the trace, held by r7, with a guard after it.
    fn literal(escape: Option<Op>) -> Recorded {
        let (r, value) = (Ref, Type::Value);
        let mut ops = vec![
            (Op::SLoad { slot: 5 }, value),                                                  // 0: x
            (Op::AllocObject { allocator: 0x1000, size: 48, header: HEADER }, value),        // 1
            (Op::StoreStructure { a: r(1), id: 0x43 }, Type::None),                          // 2
            (Op::StoreField { base: r(1), disp: 16, value: r(0), owner: r(1) }, Type::None), // 3
            (Op::GuardCell { a: r(0) }, Type::None),                                         // 4
        ];
        ops.extend(escape.map(|op| (op, Type::None)));
        let mut ir = ir(&ops);
        ir.ins[4].snapshot = Some(crate::snapshot::SnapshotId(0));
        recorded(ir, vec![snapshot(9, &[(7, r(1))])], Vec::new())
    }

    #[test]
    fn an_object_only_stores_and_snapshots_use_is_made_by_the_exits_instead() {
        let mut trace = literal(None);
        sink_allocations(&mut trace);
        assert_eq!(trace.sunk, [false, true, true, true, false]);
        let snapshot = &trace.snapshots[0];
        assert!(snapshot.entries.is_empty());
        assert_eq!(
            snapshot.sunk,
            [SunkObject { allocation: Ref(1), slots: vec![7], structure: 0x43, fields: vec![(16, Ref(3), Ref(0))] }]
        );
    }

    #[test]
    fn an_object_passed_on_or_loaded_from_escapes() {
        for escape in [
            Op::CallArgument { index: 0, value: Ref(1) },
            Op::StoreField { base: Ref(0), disp: 24, value: Ref(1), owner: Ref(0) },
            Op::GuardStructure { a: Ref(1), id: 0x43 },
        ] {
            let mut trace = literal(Some(escape));
            sink_allocations(&mut trace);
            assert!(!trace.sunk.contains(&true), "{escape}");
            assert_eq!(trace.snapshots[0].entries, [(7, Ref(1))]);
        }
    }
}
