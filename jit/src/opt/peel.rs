//! Loop peeling by copy-substitution (LuaJIT's `lj_opt_loop`): the recorded iteration runs
//! once before the loop (the *pre-roll*), and the loop is a copy of it, emitted again
//! through the pipeline every recorded instruction went through (`IrBuffer::emit`: folding,
//! forwarding, CSE) with each operand replaced by its copy's value.
//!
//! What the copy finds computed already is not computed again: a pure operation or a guard
//! of the same operands (a value the same in every iteration: CSE, or the same instruction
//! when no operand changed), a load of what the pre-roll loaded or stored with no store
//! between that may write there (forwarding, through the pre-roll's iteration, across the
//! loop edge). A register the iteration reads and writes is, in the copy, the pre-roll's
//! final value. Every value of the pre-roll the copy uses and whose copy differs (that
//! register's value, a value a load was forwarded from) becomes a *phi*: at the loop edge
//! it takes its copy's value, for the next iteration.
//!
//! The pre-roll's guards keep their snapshots; the copy's have copies of them, with the
//! values substituted, and with the phis' registers the copy has not written yet (the
//! register file holds the loop's entry values). Registers the iteration only writes are
//! stored at the end of the pre-roll and at every loop edge.
//!
//! Not peeled (the caller closes the loop as before: registers carried as phis, what is the
//! same in every iteration hoisted): a loop whose copy would need a value of another type
//! than the pre-roll's where a phi joins them.

use std::collections::HashMap;

use crate::ir::{Op, Ref, Type};
use crate::recorded::Recorded;
use crate::snapshot::SnapshotId;

/// The phi of a value no register holds (a load forwarded across the loop edge).
pub const NO_REGISTER: u16 = u16::MAX;

/// Peels `trace`, whose `loop_writes` are every register the iteration wrote and whose
/// register loads are `loads`, when it can; false (the trace as it was) when it cannot.
pub fn peel(trace: &mut Recorded, loads: &HashMap<u16, Ref>) -> bool {
    let loop_start = trace.ir.len();
    let (snapshots, call_sites) = (trace.snapshots.len(), trace.call_sites.len());
    let mut copy = Substitution { subst: (0..loop_start as u32).map(Ref).collect(), snapshots: HashMap::new() };
    if !copy.substitute_registers(trace, loads) {
        return false;
    }
    let quiet = super::loops::is_quiet(trace);
    for index in 0..loop_start {
        copy.instruction(trace, index, loads, quiet);
    }
    let Some(phis) = copy.phis(trace, loop_start, loads) else {
        // (What the copy made the CSE table forget only makes it find less.)
        trace.ir.truncate(loop_start);
        trace.snapshots.truncate(snapshots);
        trace.call_sites.truncate(call_sites);
        return false;
    };
    let written: Vec<(u16, Ref)> =
        trace.loop_writes.iter().filter(|(slot, _)| !loads.contains_key(slot)).copied().collect();
    trace.loop_writes = written.iter().map(|&(slot, value)| (slot, copy.subst[value.index()])).collect();
    trace.preroll_writes = written;
    trace.phis = phis;
    trace.loop_start = Some(loop_start);
    true
}

struct Substitution {
    /// The copy of each instruction of the pre-roll (the instruction itself when the copy
    /// computes the same).
    subst: Vec<Ref>,
    /// The copy of each snapshot of the pre-roll.
    snapshots: HashMap<u32, u32>,
}

impl Substitution {
    /// A register the iteration reads and writes is, in the copy, the pre-roll's final
    /// value, converted to the type the iteration read it as (an int32 a double register
    /// holds, anything a boxed one). False when it does not convert.
    fn substitute_registers(&mut self, trace: &mut Recorded, loads: &HashMap<u16, Ref>) -> bool {
        let mut conversions = Vec::new();
        for &(slot, value) in &trace.loop_writes {
            let Some(&load) = loads.get(&slot) else { continue };
            let (from, to) = (trace.ir.ty(value), trace.ir.ty(load));
            let conversion = match (from, to) {
                _ if from == to => None,
                (Type::Int32, Type::Double) => Some(Op::IntToDouble { a: value }),
                (Type::Int32 | Type::Double | Type::Bool, Type::Value) => Some(Op::BoxValue { a: value }),
                _ => return false,
            };
            conversions.push((load, value, conversion, to));
        }
        for (load, value, conversion, ty) in conversions {
            self.subst[load.index()] = match conversion {
                Some(op) => trace.ir.emit(op, ty, None),
                None => value,
            };
        }
        true
    }

    /// Copies instruction `index` of the pre-roll into the loop.
    fn instruction(&mut self, trace: &mut Recorded, index: usize, loads: &HashMap<u16, Ref>, quiet: bool) {
        let ins = trace.ir.ins[index];
        if ins.op.is_constant() || matches!(ins.op, Op::SLoad { .. }) {
            return;
        }
        let op = ins.op.map_operands(|r| self.subst[r.index()]);
        if op == ins.op && super::loops::hoistable(op, quiet) {
            // The same operation of the same values: its value, and its guard passed.
            return;
        }
        if ins.ty == Type::None && super::fold::guard_holds(&trace.ir, op) {
            // A guard the copy's values decide (a TDZ check of a value the pre-roll boxed).
            return;
        }
        let op = match op {
            Op::CallOut { site, effect } => {
                let mut copied = trace.call_sites[site as usize].clone();
                copied.writes_back = copied.writes_back.map(|snapshot| self.snapshot(trace, snapshot, loads));
                trace.call_sites.push(copied);
                Op::CallOut { site: trace.call_sites.len() as u32 - 1, effect }
            }
            op => op,
        };
        let snapshot = ins.snapshot.map(|snapshot| SnapshotId(self.snapshot(trace, snapshot.0, loads)));
        // A butterfly is loaded again in every iteration: held across the loop it would be
        // live across its calls out, and a register less (hoisting it was measured slower:
        // `loops.rs`).
        let copied = match ins.ty {
            Type::Ptr => trace.ir.append(op, ins.ty, snapshot),
            _ => trace.ir.emit(op, ins.ty, snapshot),
        };
        self.subst[index] = copied;
        // What the recorder told CSE after the instruction, about the copy.
        match op {
            Op::StoreStructure { a, id } => {
                trace.ir.forget_structure_guards(a);
                trace.ir.knows_structure(a, id);
            }
            Op::CallOut { effect, .. } if effect.writes_heap() => trace.ir.forget_heap_guards(),
            _ => {}
        }
    }

    /// The copy of snapshot `snapshot` (made once): its values substituted, and the
    /// registers carried around the loop that it does not write, which the register file
    /// holds only as the loop found them.
    fn snapshot(&mut self, trace: &mut Recorded, snapshot: u32, loads: &HashMap<u16, Ref>) -> u32 {
        if let Some(&copied) = self.snapshots.get(&snapshot) {
            return copied;
        }
        let mut copied = trace.snapshots[snapshot as usize].clone();
        for (_, value) in &mut copied.entries {
            *value = self.subst[value.index()];
        }
        for &(slot, _) in trace.loop_writes.iter() {
            if let Some(load) = loads.get(&slot)
                && !copied.entries.iter().any(|&(written, _)| written == slot)
            {
                copied.entries.push((slot, self.subst[load.index()]));
            }
        }
        copied.entries.sort_by_key(|&(slot, _)| slot);
        trace.snapshots.push(copied);
        let id = trace.snapshots.len() as u32 - 1;
        self.snapshots.insert(snapshot, id);
        id
    }

    /// The phis: each value of the pre-roll the loop uses (its instructions, its snapshots,
    /// its writes at the edge) whose copy differs, with that copy. `None` when a phi would
    /// join values of different types.
    fn phis(&self, trace: &Recorded, loop_start: usize, loads: &HashMap<u16, Ref>) -> Option<Vec<(u16, Ref, Ref)>> {
        let mut used = vec![false; loop_start];
        let mut mark = |r: Ref| {
            if r.index() < loop_start {
                used[r.index()] = true;
            }
        };
        for ins in &trace.ir.ins[loop_start..] {
            ins.op.operands().into_iter().for_each(&mut mark);
        }
        for snapshot in self.snapshots.values() {
            trace.snapshots[*snapshot as usize].entries.iter().for_each(|&(_, value)| mark(value));
        }
        for &(_, value) in &trace.loop_writes {
            mark(self.subst[value.index()]);
        }
        let register_of = |value: Ref| {
            let carried = trace.loop_writes.iter().find(|&&(slot, v)| v == value && loads.contains_key(&slot));
            carried.map_or(NO_REGISTER, |&(slot, _)| slot)
        };
        let mut phis = Vec::new();
        for (index, _) in used.iter().enumerate().filter(|&(_, &used)| used) {
            let (value, copy) = (Ref(index as u32), self.subst[index]);
            if copy == value {
                continue;
            }
            // (No raw pointer crosses the loop edge: calls out may collect.)
            if trace.ir.ty(value) != trace.ir.ty(copy) || trace.ir.ty(value) == Type::Ptr {
                return None;
            }
            phis.push((register_of(value), value, copy));
        }
        Some(phis)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ir::Cmp;
    use crate::opt::loops::close_loop;
    use crate::testing::{ir, recorded, snapshot};

    /// `for (; i < n; i++) { t = i & n; u = o.f + (n & 7); }` as recorded: i (r5) read and
    /// written, n (r6) and o (r8) only read, t (r7) and u (r9) only written.
    fn recorded_loop() -> Recorded {
        let (r, int) = (Ref, Type::Int32);
        let mut ir = ir(&[
            (Op::SLoad { slot: 5 }, int),                                                // 0: i
            (Op::SLoad { slot: 6 }, int),                                                // 1: n
            (Op::GuardInt { cmp: Cmp::Lt, a: r(0), b: r(1), expect: true }, Type::None), // 2
            (Op::IntAnd { a: r(0), b: r(1) }, int),                                      // 3: t
            (Op::SLoad { slot: 8 }, Type::Value),                                        // 4: o
            (Op::GuardStructure { a: r(4), id: 9 }, Type::None),                         // 5
            (Op::LoadField { base: r(4), disp: 16 }, Type::Value),                       // 6: o.f
            (Op::Unbox { a: r(6) }, int),                                                // 7
            (Op::ConstInt { value: 7 }, int),                                            // 8
            (Op::IntAnd { a: r(1), b: r(8) }, int),                                      // 9: n & 7
            (Op::AddOv { a: r(7), b: r(9) }, int),                                       // 10: u
            (Op::ConstInt { value: 1 }, int),                                            // 11
            (Op::AddOv { a: r(0), b: r(11) }, int),                                      // 12: i + 1
        ]);
        for (index, snapshot) in [(2, 0), (5, 1), (7, 1), (10, 2), (12, 3)] {
            ir.ins[index].snapshot = Some(SnapshotId(snapshot));
        }
        let snapshots = vec![
            snapshot(11, &[]),
            snapshot(12, &[(7, r(3))]),
            snapshot(13, &[(7, r(3))]),
            snapshot(14, &[(7, r(3)), (9, r(10))]),
        ];
        recorded(ir, snapshots, vec![(5, r(12)), (7, r(3)), (9, r(10))])
    }

    /// The loop's instructions (from `loop_start` on), as `(op, type)`.
    fn loop_part(trace: &Recorded) -> Vec<Op> {
        trace.ir.ins[trace.loop_start.expect("peeled")..].iter().map(|ins| ins.op).collect()
    }

    #[test]
    fn the_loop_is_a_copy_of_the_iteration_with_the_registers_it_carries_as_phis() {
        let trace = close_loop(recorded_loop()).expect("a stable loop");
        assert_eq!(trace.loop_start, Some(13));
        let (r, copy) = (Ref, loop_part(&trace));
        // i is the pre-roll's i + 1 (12) in the loop, and takes the loop's i + 1 at its edge.
        assert_eq!(copy[0], Op::GuardInt { cmp: Cmp::Lt, a: r(12), b: r(1), expect: true });
        assert_eq!(copy[1], Op::IntAnd { a: r(1), b: r(12) }, "operands in CSE's order");
        let next_i =
            Ref(13 + copy.iter().position(|op| matches!(op, Op::AddOv { a, .. } if *a == r(11))).unwrap() as u32);
        assert_eq!(trace.phis, [(5, r(12), next_i)]);
        // Registers only written: stored at the pre-roll's end and at every edge.
        assert_eq!(trace.preroll_writes, [(7, r(3)), (9, r(10))]);
        assert_eq!(trace.loop_writes, [(7, Ref(14)), (9, r(10))], "u is the same in every iteration");
    }

    #[test]
    fn what_every_iteration_computes_the_same_is_computed_once_in_the_pre_roll() {
        let trace = close_loop(recorded_loop()).expect("a stable loop");
        let copy = loop_part(&trace);
        // Not again: o's structure guard (the loop changes no structure), the load of o.f
        // (forwarded from the pre-roll's: no store between), its unboxing, n & 7, and u.
        assert_eq!(copy.len(), 3, "{copy:?}");
        assert!(
            copy.iter().all(|op| !matches!(op, Op::GuardStructure { .. } | Op::LoadField { .. } | Op::Unbox { .. }))
        );
    }

    #[test]
    fn the_loop_s_snapshots_hold_the_phis_it_has_not_written_yet() {
        let trace = close_loop(recorded_loop()).expect("a stable loop");
        let guard = &trace.ir.ins[trace.loop_start.unwrap()];
        let snapshot = &trace.snapshots[guard.snapshot.expect("a guard").0 as usize];
        // The register file holds i as the loop found it: the snapshot has its phi.
        assert_eq!(snapshot.entries, [(5, Ref(12))]);
        assert_eq!(snapshot.pc, 11);
        assert_eq!(trace.snapshots[0].entries, [], "the pre-roll's keep theirs");
    }
}
