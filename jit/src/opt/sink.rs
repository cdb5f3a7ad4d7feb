//! Allocation sinking (LuaJIT's `lj_opt_sink`): an object the trace allocates that nothing
//! outside the trace can see is never allocated. Its fields are the values stored into it,
//! which loads of it were forwarded to as they were recorded (`forward.rs`); the exits
//! whose registers hold it make it, from the values their stubs write.
//!
//! An allocation is sunk when its only uses are stores into its own inline slots,
//! transitions of its structure, stores of it into another sunk object, and snapshots:
//! any other use (a load that was not forwarded, a call argument, a store of it into an
//! object that is made, a phi, a register the trace stores at its end or before the
//! interpreter runs an instruction for it, a guard left on it) lets it escape. So does a
//! snapshot whose guards see different stores into it, and holding each other.
//!
//! The exit stub writes the fields' values to the spill slots of the stores that would
//! have written them, then calls `trace::make_sunk_objects_for_exit`, which makes the
//! objects (those held in others first) into the registers that hold them, before the
//! exit goes on: back to the interpreter, or into a side trace, which finds them there.

use crate::ir::{Ins, IrBuffer, Op, Ref};
use crate::recorded::Recorded;
use crate::snapshot::SunkObject;

/// Marks the allocations of `trace` that can be sunk, with their stores
/// (`Recorded::sunk`), and moves the snapshot entries that hold them to the objects the
/// exits make.
pub fn sink_allocations(trace: &mut Recorded) {
    let ir = &trace.ir;
    let mut candidate: Vec<bool> =
        ir.ins.iter().enumerate().map(|(index, ins)| is_allocation(ir, ins.op) && !trace.is_hoisted(index)).collect();
    if !candidate.contains(&true) {
        return;
    }
    let mut used = vec![false; ir.len()];
    for ins in &ir.ins {
        ins.op.operands().into_iter().for_each(|r| used[r.index()] = true);
    }
    let mut escape = |r: Ref| candidate[r.index()] = false;
    for (index, ins) in ir.ins.iter().enumerate() {
        match ins.op {
            // Into its own slot or element: the value is a use only if the object escapes.
            op if store_into(op).is_some() => {}
            Op::StoreStructure { .. } => {}
            // A new array's butterfly nothing reads (its loads were forwarded).
            Op::LoadButterfly { .. } if !used[index] => {}
            op => op.operands().into_iter().for_each(&mut escape),
        }
    }
    for &(_, load, value) in &trace.phis {
        escape(load);
        escape(value);
    }
    for &(_, value) in trace.loop_writes.iter().chain(&trace.preroll_writes) {
        escape(value);
    }
    // An instruction the interpreter runs for the trace reads the registers the trace
    // writes back before it.
    for snapshot in trace.call_sites.iter().filter_map(|site| site.writes_back) {
        trace.snapshots[snapshot as usize].entries.iter().for_each(|&(_, value)| escape(value));
    }
    let guards = guard_positions(trace);
    for (id, snapshot) in trace.snapshots.iter().enumerate() {
        let Some((first, last)) = guards[id] else { continue };
        for &(_, value) in &snapshot.entries {
            if candidate[value.index()]
                && ir.ins[first + 1..=last].iter().any(|ins| written_object(ins.op) == Some(value))
            {
                // Its guards would exit with different objects.
                candidate[value.index()] = false;
            }
        }
    }
    escape_what_escaping_objects_hold(&ir.ins, &mut candidate);
    let sunk: Vec<bool> = ir
        .ins
        .iter()
        .enumerate()
        .map(|(index, ins)| candidate[index] || written_object(ins.op).is_some_and(|a| candidate[a.index()]))
        .collect();
    for (id, snapshot) in trace.snapshots.iter_mut().enumerate() {
        let (held, kept): (Vec<_>, Vec<_>) = snapshot.entries.iter().partition(|&&(_, value)| candidate[value.index()]);
        if held.is_empty() {
            continue;
        }
        snapshot.entries = kept;
        // (A snapshot no guard uses is never taken: it needs no objects.)
        let Some((position, _)) = guards[id] else { continue };
        let mut objects = Vec::new();
        for &(_, allocation) in &held {
            add_object(&trace.ir.ins, &candidate, allocation, position, &mut objects);
        }
        for &(slot, allocation) in &held {
            let object = objects.iter_mut().find(|object| object.allocation == allocation).expect("added");
            object.slots.push(slot);
        }
        snapshot.sunk = objects;
    }
    trace.sunk = sunk;
}

/// An object that escapes is made, with the stores into it: the sunk objects they store
/// escape too, and so do objects that hold each other (their order of making would not
/// be found), until nothing changes.
fn escape_what_escaping_objects_hold(ir: &[Ins], candidate: &mut [bool]) {
    let stores: Vec<(Ref, Ref)> =
        ir.iter().filter_map(|ins| store_into(ins.op)).map(|(object, _, value)| (object, value)).collect();
    for &(base, value) in &stores {
        if candidate[value.index()] && reaches(&stores, value, base) {
            candidate[value.index()] = false;
        }
    }
    loop {
        let mut changed = false;
        for &(base, value) in &stores {
            if candidate[value.index()] && !candidate[base.index()] {
                candidate[value.index()] = false;
                changed = true;
            }
        }
        if !changed {
            return;
        }
    }
}

/// Whether object `from` holds `to` through the `(base, value)` stores, directly or
/// through other objects (or is `to`).
fn reaches(stores: &[(Ref, Ref)], from: Ref, to: Ref) -> bool {
    let mut seen = vec![from];
    let mut next = vec![from];
    while let Some(object) = next.pop() {
        if object == to {
            return true;
        }
        for &(_, value) in stores.iter().filter(|&&(base, _)| base == object) {
            if !seen.contains(&value) {
                seen.push(value);
                next.push(value);
            }
        }
    }
    false
}

/// `(object, slot, value)` for a store into an object's own inline slot (its
/// displacement) or a new array's element (its index): the stores a sunk object's fields
/// come from.
fn store_into(op: Op) -> Option<(Ref, i32, Ref)> {
    match op {
        Op::StoreField { base, disp, value, owner } if base == owner => Some((base, disp, value)),
        Op::InitElement { a, index, value, .. } => Some((a, index as i32, value)),
        _ => None,
    }
}

/// Allocations the exits can make: objects, and arrays of a length the trace knows.
fn is_allocation(ir: &IrBuffer, op: Op) -> bool {
    match op {
        Op::AllocObject { .. } => true,
        Op::AllocArray { length, .. } => ir.int_constant(length).is_some(),
        _ => false,
    }
}

/// The object `op` changes: a store into it or a transition. (A store through its
/// butterfly lets it escape.)
fn written_object(op: Op) -> Option<Ref> {
    match op {
        Op::StoreStructure { a, .. } => Some(a),
        op => store_into(op).map(|(object, _, _)| object),
    }
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

/// Adds object `allocation` as it is at instruction `position` to `objects`, after the
/// sunk objects its fields hold (an exit makes them in that order): its structure then and
/// the last value stored into each of its slots.
fn add_object(ir: &[Ins], candidate: &[bool], allocation: Ref, position: usize, objects: &mut Vec<SunkObject>) {
    if objects.iter().any(|object| object.allocation == allocation) {
        return;
    }
    let (header, array) = match ir[allocation.index()].op {
        Op::AllocObject { header, .. } => (header, false),
        Op::AllocArray { header, .. } => (header, true),
        _ => unreachable!("an allocation"),
    };
    let mut object = SunkObject { allocation, slots: Vec::new(), structure: header as u32, array, fields: Vec::new() };
    for (index, ins) in ir.iter().enumerate().take(position).skip(allocation.index() + 1) {
        if let Op::StoreStructure { a, id } = ins.op
            && a == allocation
        {
            object.structure = id;
        }
        if let Some((into, disp, value)) = store_into(ins.op)
            && into == allocation
        {
            object.fields.retain(|&(d, _, _)| d != disp);
            object.fields.push((disp, Ref(index as u32), value));
        }
    }
    object.fields.sort_by_key(|&(disp, _, _)| disp);
    for &(_, _, value) in &object.fields {
        if candidate[value.index()] {
            add_object(ir, candidate, value, position, objects);
        }
    }
    objects.push(object);
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
            [SunkObject {
                allocation: Ref(1),
                slots: vec![7],
                structure: 0x43,
                array: false,
                fields: vec![(16, Ref(3), Ref(0))]
            }]
        );
    }

    /// `inner = {v: x}; outer = {inner}` with r7 = outer at a guard, and `extra` after.
    fn nested(extra: &[Op]) -> Recorded {
        let (r, value) = (Ref, Type::Value);
        let alloc = Op::AllocObject { allocator: 0x1000, size: 48, header: HEADER };
        let mut ops = vec![
            (Op::SLoad { slot: 5 }, value),                                                  // 0: x
            (alloc, value),                                                                  // 1: inner
            (Op::StoreField { base: r(1), disp: 16, value: r(0), owner: r(1) }, Type::None), // 2
            (alloc, value),                                                                  // 3: outer
            (Op::StoreField { base: r(3), disp: 16, value: r(1), owner: r(3) }, Type::None), // 4
            (Op::GuardCell { a: r(0) }, Type::None),                                         // 5
        ];
        ops.extend(extra.iter().map(|&op| (op, Type::None)));
        let mut ir = ir(&ops);
        ir.ins[5].snapshot = Some(crate::snapshot::SnapshotId(0));
        recorded(ir, vec![snapshot(9, &[(7, r(3))])], Vec::new())
    }

    #[test]
    fn an_exit_makes_the_objects_a_sunk_object_holds_first() {
        let mut trace = nested(&[]);
        sink_allocations(&mut trace);
        assert_eq!(trace.sunk, [false, true, true, true, true, false]);
        let objects = &trace.snapshots[0].sunk;
        assert_eq!(objects.iter().map(|object| object.allocation).collect::<Vec<_>>(), [Ref(1), Ref(3)]);
        assert_eq!((objects[0].slots.as_slice(), objects[1].slots.as_slice()), (&[][..], &[7][..]));
        assert_eq!(trace.field_writes(&trace.snapshots[0]).collect::<Vec<_>>(), [(Ref(2), Ref(0))]);
    }

    #[test]
    fn what_an_escaping_object_holds_escapes_and_so_do_objects_holding_each_other() {
        let mut trace = nested(&[Op::CallArgument { index: 0, value: Ref(3) }]);
        sink_allocations(&mut trace);
        assert!(!trace.sunk.contains(&true));
        let mut trace = nested(&[Op::StoreField { base: Ref(1), disp: 24, value: Ref(3), owner: Ref(1) }]);
        sink_allocations(&mut trace);
        assert!(!trace.sunk.contains(&true));
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
