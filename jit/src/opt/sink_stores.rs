//! Store sinking in a peeled loop: a field the loop stores into the same object in every
//! iteration, and that nothing in the loop reads from memory (its loads were forwarded to
//! the values stored: `forward.rs`, and across the loop edge `peel.rs`), lives in a register
//! for the whole loop and reaches memory only when the loop is left. Every exit of the loop
//! writes the value the field would hold there (`Snapshot::stores`) before it resumes the
//! interpreter or enters a side trace. The pre-roll's stores stay, so the loop is entered
//! with the field in memory.
//!
//! A store is sunk when:
//! - it writes an inline slot (a butterfly is loaded again in every iteration) of an object
//!   that is the same in every iteration (a pre-roll value that is not a phi), and that the
//!   trace does not sink itself;
//! - it stores a number or a boolean (boxed from an unboxed value, or a constant that is not
//!   a cell), so the exit's store needs no write barrier;
//! - nothing in the loop reads that slot from memory: no load of the same displacement
//!   through a base that may be the object, no polymorphic load, and no call out that may
//!   read the heap (a base may be the object unless `forward.rs` tells them apart, or the
//!   trace guarded the two to different structures and changes none);
//! - nothing in the trace writes that displacement through another base that may be the
//!   object, so that memory holds the pre-roll's last store when the loop starts and the
//!   exits' stores overwrite nothing newer.
//!
//! At an exit, the field's value is that of the loop's last store before it in the
//! iteration or, before the first, the one the previous iteration stored: a phi of the
//! pre-roll's stored value (one already when the loop reads the field), or nothing when
//! every iteration stores the same value (memory holds it since the pre-roll).

use std::collections::HashMap;

use vm::JSValue;

use super::forward::may_alias;
use super::peel::NO_REGISTER;
use crate::ir::{CallEffect, IrBuffer, Op, Ref, Type};
use crate::recorded::Recorded;
use crate::snapshot::{DeferredStore, SnapshotId};

/// Sinks the stores of `trace`'s loop that qualify (marking them in `Recorded::sunk`) and
/// gives each exit of the loop the stores it makes.
pub fn sink_stores(trace: &mut Recorded) {
    let Some(loop_start) = trace.loop_start else { return };
    let structures = Structures::of(trace);
    let mut places: Vec<Place> = Vec::new();
    for index in loop_start..trace.ir.len() {
        if let Op::StoreField { base, disp, .. } = trace.ir.ins[index].op
            && !places.iter().any(|place| (place.base, place.disp) == (base, disp))
            && let Some(place) = Place::of(trace, &structures, loop_start, base, disp)
        {
            places.push(place);
        }
    }
    if places.is_empty() {
        return;
    }
    for place in &places {
        if place.before != place.after && !trace.phis.iter().any(|&(_, load, _)| load == place.before) {
            trace.phis.push((NO_REGISTER, place.before, place.after));
        }
    }
    trace.sunk.resize(trace.ir.len(), false);
    for index in loop_start..trace.ir.len() {
        if let Op::StoreField { base, disp, .. } = trace.ir.ins[index].op
            && places.iter().any(|place| (place.base, place.disp) == (base, disp))
        {
            trace.sunk[index] = true;
        }
    }
    give_exits_their_stores(trace, loop_start, &places);
}

/// A field whose stores in the loop are sunk.
struct Place {
    base: Ref,
    disp: i32,
    /// The value the pre-roll's last store wrote there (unboxed), which the loop finds.
    before: Ref,
    /// The value the loop's last store writes there, which the next iteration finds.
    after: Ref,
}

impl Place {
    /// The field `disp` of `base` when the loop's stores there can be sunk.
    fn of(trace: &Recorded, structures: &Structures, loop_start: usize, base: Ref, disp: i32) -> Option<Place> {
        let ir = &trace.ir;
        let invariant = base.index() < loop_start && !trace.phis.iter().any(|&(_, load, _)| load == base);
        if !invariant || ir.ty(base) != Type::Value {
            return None;
        }
        let may_be_it = |other: Ref, at: usize| structures.may_be(ir, other, base, at);
        let (mut before, mut after) = (None, None);
        for (index, ins) in ir.ins.iter().enumerate() {
            let in_loop = index >= loop_start;
            match ins.op {
                Op::StoreField { base: stored, disp: stored_disp, value, owner } if stored_disp == disp => {
                    if stored == base {
                        if owner != base || trace.is_sunk(index) {
                            return None;
                        }
                        let value = Some(stored_value(ir, value)?);
                        if in_loop { after = value } else { before = value }
                    } else if may_be_it(stored, index) {
                        return None;
                    }
                }
                _ if !in_loop => {}
                Op::LoadField { base: loaded, disp: loaded_disp }
                    if loaded_disp == disp && may_be_it(loaded, index) =>
                {
                    return None;
                }
                Op::LoadPolymorphic { .. } => return None,
                Op::CallOut { effect, .. }
                    if !matches!(effect, CallEffect::None | CallEffect::Pure | CallEffect::WriteBarrier) =>
                {
                    return None;
                }
                _ => {}
            }
        }
        let (before, after) = (before?, after?);
        // A new phi must not change what the loop's uses of the pre-roll's value mean.
        let phi = trace.phis.iter().find(|&&(_, load, _)| load == before);
        match phi {
            Some(&(_, _, value)) if value != after => return None,
            None if before != after && (ir.ty(before) != ir.ty(after) || used_in_loop(trace, loop_start, before)) => {
                return None;
            }
            _ => {}
        }
        Some(Place { base, disp, before, after })
    }
}

/// The structures the trace guarded its values to, gathered once: in a trace where objects
/// keep theirs (it makes no transition and calls nothing that may make one), two values
/// guarded to different structures are different objects.
struct Structures {
    stable: bool,
    /// Each guarded value's structure guards, as `(instruction, structure id)` in order.
    guards: HashMap<Ref, Vec<(usize, u32)>>,
}

impl Structures {
    fn of(trace: &Recorded) -> Structures {
        let mut guards: HashMap<Ref, Vec<(usize, u32)>> = HashMap::new();
        let mut stable = true;
        for (index, ins) in trace.ir.ins.iter().enumerate() {
            match ins.op {
                Op::GuardStructure { a, id } => guards.entry(a).or_default().push((index, id)),
                Op::StoreStructure { .. } => stable = false,
                Op::CallOut { effect, .. } if effect.writes_heap() => stable = false,
                _ => {}
            }
        }
        Structures { stable, guards }
    }

    /// The structure `value` was last guarded to before instruction `before`.
    fn guarded(&self, value: Ref, before: usize) -> Option<u32> {
        let guards = self.guards.get(&value)?;
        guards.iter().rev().find(|&&(index, _)| index < before).map(|&(_, id)| id)
    }

    /// Whether `other`, the base of an access at instruction `at`, may be object `base`:
    /// `forward.rs`'s answer, unless both were guarded to different structures in a stable
    /// trace. A butterfly is never an object.
    fn may_be(&self, ir: &IrBuffer, other: Ref, base: Ref, at: usize) -> bool {
        if ir.ty(other) == Type::Ptr || !may_alias(ir, other, base) {
            return false;
        }
        match (self.stable, self.guarded(other, at), self.guarded(base, ir.len())) {
            (true, Some(a), Some(b)) => a == b,
            _ => true,
        }
    }
}

/// The unboxed value store `value` writes when the exit may store it without a barrier: a
/// number or boolean the trace boxed, or a constant that is not a cell.
fn stored_value(ir: &IrBuffer, value: Ref) -> Option<Ref> {
    match ir.op(value) {
        Op::BoxValue { a } if matches!(ir.ty(a), Type::Int32 | Type::Double | Type::Bool) => Some(a),
        Op::ConstValue { bits } if !JSValue::from_bits(bits).is_cell() => Some(value),
        _ => None,
    }
}

/// Whether the loop (its instructions, its exits, its edge) uses pre-roll value `value`.
fn used_in_loop(trace: &Recorded, loop_start: usize, value: Ref) -> bool {
    let loop_part = &trace.ir.ins[loop_start..];
    let operands = loop_part.iter().any(|ins| ins.op.operands().as_slice().contains(&value));
    let exits = loop_part
        .iter()
        .filter_map(|ins| ins.snapshot)
        .any(|snapshot| trace.snapshots[snapshot.0 as usize].entries.iter().any(|&(_, r)| r == value));
    let edge = trace.loop_writes.iter().any(|&(_, r)| r == value) || trace.phis.iter().any(|&(_, _, r)| r == value);
    operands || exits || edge
}

/// Gives each exit of the loop the stores of `places` it makes, with the values the fields
/// hold at its guard; a snapshot two guards share that see different values is copied.
fn give_exits_their_stores(trace: &mut Recorded, loop_start: usize, places: &[Place]) {
    // The pre-roll's exits find memory as it should be.
    let mut given: HashMap<u32, Vec<DeferredStore>> = HashMap::new();
    for ins in &trace.ir.ins[..loop_start] {
        if let Some(snapshot) = ins.snapshot {
            given.insert(snapshot.0, Vec::new());
        }
    }
    // (A field the loop stores the same value into in every iteration holds it already
    // before the loop's store: the pre-roll stored it.)
    let mut held: Vec<Option<DeferredStore>> = places
        .iter()
        .map(|place| {
            let store = DeferredStore { base: place.base, disp: place.disp, value: place.before };
            (place.before != place.after).then_some(store)
        })
        .collect();
    for index in loop_start..trace.ir.len() {
        let ins = trace.ir.ins[index];
        if let (true, Op::StoreField { base, disp, value, .. }) = (trace.is_sunk(index), ins.op)
            && let Some(k) = places.iter().position(|place| (place.base, place.disp) == (base, disp))
        {
            let value = stored_value(&trace.ir, value).expect("a sunk store's value");
            held[k] = Some(DeferredStore { base, disp, value });
        }
        let Some(snapshot) = ins.snapshot else { continue };
        let held: Vec<DeferredStore> = held.iter().flatten().copied().collect();
        match given.get(&snapshot.0) {
            Some(stores) if *stores == held => {}
            Some(_) => {
                let mut copied = trace.snapshots[snapshot.0 as usize].clone();
                copied.stores = held.clone();
                trace.snapshots.push(copied);
                let id = trace.snapshots.len() as u32 - 1;
                trace.ir.ins[index].snapshot = Some(SnapshotId(id));
                given.insert(id, held.clone());
            }
            None => {
                trace.snapshots[snapshot.0 as usize].stores = held.clone();
                given.insert(snapshot.0, held.clone());
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ir::{Cmp, F64Bits};
    use crate::opt::loops::close_loop;
    use crate::testing::{ir, recorded, snapshot};

    /// `for (; i < n; i++) { o.t = o.t + 1.5; s = a.f; }` as recorded, with `a` (r9) read
    /// after the store: i (r5) read and written, n (r6), o (r8) and a (r9) only read.
    fn recorded_loop(a_slot: u16) -> Recorded {
        let (r, int, double, value) = (Ref, Type::Int32, Type::Double, Type::Value);
        let mut ir = ir(&[
            (Op::SLoad { slot: 5 }, int),                                                    // 0: i
            (Op::SLoad { slot: 6 }, int),                                                    // 1: n
            (Op::GuardInt { cmp: Cmp::Lt, a: r(0), b: r(1), expect: true }, Type::None),     // 2
            (Op::SLoad { slot: 8 }, value),                                                  // 3: o
            (Op::GuardStructure { a: r(3), id: 9 }, Type::None),                             // 4
            (Op::LoadField { base: r(3), disp: 16 }, value),                                 // 5: o.t
            (Op::Unbox { a: r(5) }, double),                                                 // 6
            (Op::ConstDouble { value: F64Bits::from(1.5) }, double),                         // 7
            (Op::DoubleAdd { a: r(6), b: r(7) }, double),                                    // 8
            (Op::BoxValue { a: r(8) }, value),                                               // 9
            (Op::StoreField { base: r(3), disp: 16, value: r(9), owner: r(3) }, Type::None), // 10
            (Op::SLoad { slot: a_slot }, value),                                             // 11: a
            (Op::GuardStructure { a: r(11), id: 9 }, Type::None),                            // 12
            (Op::LoadField { base: r(11), disp: 24 }, value),                                // 13: a.f
            (Op::ConstInt { value: 1 }, int),                                                // 14
            (Op::AddOv { a: r(0), b: r(14) }, int),                                          // 15: i + 1
        ]);
        for (index, snapshot) in [(2, 0), (4, 1), (6, 1), (12, 2), (15, 3)] {
            ir.ins[index].snapshot = Some(SnapshotId(snapshot));
        }
        let snapshots = vec![snapshot(11, &[]), snapshot(12, &[]), snapshot(14, &[]), snapshot(15, &[(7, r(13))])];
        recorded(ir, snapshots, vec![(5, r(15)), (7, r(13))])
    }

    fn closed(a_slot: u16) -> Recorded {
        let mut trace = close_loop(recorded_loop(a_slot)).expect("a stable loop");
        assert!(trace.loop_start.is_some(), "peeled");
        sink_stores(&mut trace);
        trace
    }

    #[test]
    fn the_loop_s_store_is_left_to_its_exits_with_the_value_each_sees() {
        let trace = closed(9);
        let start = trace.loop_start.unwrap();
        assert_eq!(trace.sunk_stores(), 1);
        assert!(!trace.is_sunk(10), "the pre-roll stores");
        // The field's value is a phi: the pre-roll's sum, then the loop's.
        let sum = |ins: &crate::ir::Ins| matches!(ins.op, Op::DoubleAdd { .. });
        let next = Ref((start + trace.ir.ins[start..].iter().position(sum).unwrap()) as u32);
        assert!(trace.phis.contains(&(NO_REGISTER, Ref(8), next)), "{:?}", trace.phis);
        // Before the loop's store its exits write the previous iteration's value, after it
        // the new one; the pre-roll's write none.
        let stores_at = |index: usize| {
            let snapshot = trace.ir.ins[index].snapshot.expect("a guard").0;
            trace.snapshots[snapshot as usize].stores.clone()
        };
        let store = |value| vec![DeferredStore { base: Ref(3), disp: 16, value }];
        assert_eq!(stores_at(start), store(Ref(8)), "the bound's guard");
        let last = trace.ir.len() - 1;
        assert!(matches!(trace.ir.ins[last].op, Op::AddOv { .. }));
        assert_eq!(stores_at(last), store(next));
        assert_eq!(stores_at(2), vec![]);
    }

    #[test]
    fn a_load_through_a_base_that_may_be_the_object_keeps_the_store() {
        // a is r8 too: the load of a.f at 24 is another field, the store is sunk.
        let trace = closed(8);
        assert_eq!(trace.sunk_stores(), 1);
        // A load of the same field through another object, which may be o, keeps it.
        let mut recorded = recorded_loop(9);
        recorded.ir.ins[13].op = Op::LoadField { base: Ref(11), disp: 16 };
        let mut trace = close_loop(recorded).expect("a stable loop");
        sink_stores(&mut trace);
        assert_eq!(trace.sunk_stores(), 0);
        assert!(trace.snapshots.iter().all(|snapshot| snapshot.stores.is_empty()));
    }

    #[test]
    fn a_load_of_the_field_s_offset_in_an_object_of_another_structure_does_not_keep_it() {
        let with_structures = |structure: u32| {
            let mut recorded = recorded_loop(9);
            recorded.ir.ins[12].op = Op::GuardStructure { a: Ref(11), id: structure };
            recorded.ir.ins[13].op = Op::LoadField { base: Ref(11), disp: 16 };
            let mut trace = close_loop(recorded).expect("a stable loop");
            sink_stores(&mut trace);
            trace.sunk_stores()
        };
        assert_eq!(with_structures(10), 1, "o has structure 9: a is another object");
        assert_eq!(with_structures(9), 0, "a may be o");
    }

    #[test]
    fn a_call_out_that_reads_the_heap_keeps_the_store() {
        let mut recorded = recorded_loop(9);
        recorded.ir.ins[13] = crate::ir::Ins {
            op: Op::CallOut { site: 0, effect: CallEffect::ReadsHeap },
            ty: Type::Value,
            snapshot: None,
        };
        recorded.call_sites.push(crate::backend::call_out::CallSite {
            target: crate::backend::call_out::CallTarget::Function { argc: 0 },
            pc: 13,
            root_pc: 13,
            frames: Vec::new(),
            effect: CallEffect::ReadsHeap,
            writes_back: None,
        });
        let mut trace = close_loop(recorded).expect("a stable loop");
        sink_stores(&mut trace);
        assert_eq!(trace.sunk_stores(), 0);
    }
}
