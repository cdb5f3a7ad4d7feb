//! Register allocation for a trace: one pass forward over straight-line code.
//!
//! A trace iteration is one basic block (guards leave it, the loop edge goes back to its
//! start with every register value written back), so allocation needs no dataflow: a value
//! gets a register when it is defined and gives it back after its last use. A use is an
//! operand, a snapshot of a later guard that names the value (or stores it into an object
//! the exit makes), or the loop writes at the end. When no register is free, the value
//! whose last use is furthest away is evicted to its spill slot (spill area + 8 * ref), the
//! linear-scan heuristic; a value evicted is read from memory from then on.
//!
//! The policy is the same on every target; each target gives its registers
//! ([`RegisterSet`]).

use crate::ir::{Ref, Type};
use crate::recorded::Recorded;

/// Where a value is now.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Loc {
    Gpr(u8),
    /// A floating-point register (xmm on x86-64, d on aarch64).
    Fpr(u8),
    /// Its spill slot.
    Mem,
    /// A constant: an immediate (or, for a double, its spill slot, stored at entry).
    Const,
    /// Not computed (dead).
    None,
}

/// The registers a target gives values. Every register not listed is scratch or pinned.
pub struct RegisterSet {
    /// For integers, booleans, boxed values and pointers, in order of preference.
    pub gprs: &'static [u8],
    /// Those of `gprs` a helper call clobbers.
    pub caller_saved: &'static [u8],
    /// For doubles.
    pub fprs: &'static [u8],
    /// Those of `fprs` a helper call clobbers.
    pub fprs_caller_saved: &'static [u8],
}

pub struct Allocator {
    pub loc: Vec<Loc>,
    /// The index of each value's last use (`usize::MAX`: used by the loop writes).
    pub last_use: Vec<usize>,
    /// Values defined before the loop: their location must not change inside it, so they
    /// are never evicted.
    pinned: Vec<bool>,
    /// Values computed before the loop because they are the same in every iteration
    /// (`opt/loops.rs`): they take a register only while half the pool is left for the
    /// loop's own values, and live in memory otherwise.
    hoisted: Vec<bool>,
    registers: &'static RegisterSet,
    gpr_owner: [Option<Ref>; 32],
    fpr_owner: [Option<Ref>; 32],
}

/// A store the emitter must make before reusing a register: `value` from `from` to its
/// spill slot.
pub struct Eviction {
    pub value: Ref,
    pub from: Loc,
}

impl Allocator {
    pub fn new(trace: &Recorded, live: &[bool], registers: &'static RegisterSet) -> Allocator {
        let ir = &trace.ir;
        let mut last_use = vec![0; ir.len()];
        // Whether a value is used in the loop (by an instruction that runs every iteration).
        let mut used_in_loop = vec![false; ir.len()];
        for (index, ins) in ir.ins.iter().enumerate() {
            if !live[index] {
                continue;
            }
            let in_loop = !trace.runs_at_entry(index);
            let mut use_at = |value: Ref| {
                last_use[value.index()] = last_use[value.index()].max(index);
                used_in_loop[value.index()] |= in_loop;
            };
            ins.op.operands().into_iter().for_each(&mut use_at);
            if let Some(snapshot) = ins.snapshot {
                trace.exit_values(&trace.snapshots[snapshot.0 as usize]).for_each(&mut use_at);
            }
        }
        for &(_, value) in &trace.loop_writes {
            last_use[value.index()] = usize::MAX;
            // (Stored at every loop edge: a value of the entry must be where the loop
            // found it.)
            used_in_loop[value.index()] = true;
        }
        // (A peeled loop's pre-roll stores these before the loop's first instruction.)
        if let Some(start) = trace.loop_start {
            for &(_, value) in &trace.preroll_writes {
                last_use[value.index()] = last_use[value.index()].max(start);
            }
        }
        // In a loop, values computed at entry (read, hoisted, or in a peeled loop's
        // pre-roll) that the loop uses are used by every iteration, and stay where the loop
        // found them throughout; the phis' values are read at the edge. (A trace that links
        // runs once through: its loads are values like others.)
        for &(_, load, value) in &trace.phis {
            used_in_loop[load.index()] = true;
            used_in_loop[value.index()] = true;
            last_use[value.index()] = usize::MAX;
        }
        let mut pinned = vec![false; ir.len()];
        for index in 0..ir.len() {
            let unpeeled_entry = trace.loop_start.is_none() && trace.runs_at_entry(index);
            if unpeeled_entry || (trace.runs_at_entry(index) && used_in_loop[index]) {
                last_use[index] = usize::MAX;
                pinned[index] = true;
            }
        }
        let loc = ir
            .ins
            .iter()
            .enumerate()
            .map(|(index, ins)| match () {
                _ if !live[index] => Loc::None,
                _ if ins.op.is_constant() => Loc::Const,
                _ => Loc::Mem,
            })
            .collect();
        // (What a peeled loop's pre-roll computes for the loop is like what is hoisted, but
        // for the phis' values, which change.)
        let phi_loads: Vec<Ref> = trace.phis.iter().map(|&(_, load, _)| load).collect();
        let for_the_loop = |index: usize| {
            trace.loop_start.is_some_and(|start| index < start)
                && pinned[index]
                && !phi_loads.contains(&Ref(index as u32))
        };
        let hoisted = (0..ir.len()).map(|index| trace.is_hoisted(index) || for_the_loop(index)).collect();
        Allocator { loc, last_use, pinned, hoisted, registers, gpr_owner: [None; 32], fpr_owner: [None; 32] }
    }

    /// Gives back the registers of values whose last use is instruction `index` or
    /// earlier. Their locations stay readable until something else is written there.
    pub fn expire(&mut self, index: usize) {
        for owner in self.gpr_owner.iter_mut().chain(self.fpr_owner.iter_mut()) {
            if owner.is_some_and(|value| self.last_use[value.index()] <= index) {
                *owner = None;
            }
        }
    }

    /// A location for the result `value` of type `ty`, evicting another value if need
    /// be (the emitter stores it first).
    pub fn define(&mut self, value: Ref, ty: Type) -> Option<Eviction> {
        let fpr = ty == Type::Double;
        let (pool, owners): (&[u8], &mut [Option<Ref>; 32]) =
            if fpr { (self.registers.fprs, &mut self.fpr_owner) } else { (self.registers.gprs, &mut self.gpr_owner) };
        let register = |r: u8| if fpr { Loc::Fpr(r) } else { Loc::Gpr(r) };
        let free_registers = || pool.iter().filter(|&&r| owners[r as usize].is_none()).count();
        if self.hoisted[value.index()] && free_registers() <= pool.len() / 2 {
            self.loc[value.index()] = Loc::Mem;
            return None;
        }
        if let Some(&free) = pool.iter().find(|&&r| owners[r as usize].is_none()) {
            owners[free as usize] = Some(value);
            self.loc[value.index()] = register(free);
            return None;
        }
        // Evict the value used furthest ahead, if that is further than this one (and the
        // value is not pinned: a pinned value without a register lives in memory).
        let victim = pool
            .iter()
            .map(|r| (r, owners[*r as usize].expect("every register is taken")))
            .filter(|(_, v)| !self.pinned[v.index()])
            .max_by_key(|(_, v)| self.last_use[v.index()]);
        let Some((&victim_register, victim)) = victim else {
            self.loc[value.index()] = Loc::Mem;
            return None;
        };
        if self.pinned[value.index()] || self.last_use[victim.index()] <= self.last_use[value.index()] {
            self.loc[value.index()] = Loc::Mem;
            return None;
        }
        owners[victim_register as usize] = Some(value);
        let from = self.loc[victim.index()];
        self.loc[victim.index()] = Loc::Mem;
        self.loc[value.index()] = register(victim_register);
        Some(Eviction { value: victim, from })
    }

    /// Values in caller-saved registers, which a helper call would clobber.
    pub fn caller_saved_values(&self) -> Vec<(Ref, Loc)> {
        let gprs = self.registers.caller_saved.iter();
        let gprs = gprs.filter_map(|&r| self.gpr_owner[r as usize].map(|v| (v, Loc::Gpr(r))));
        let fprs = self.registers.fprs_caller_saved.iter();
        let fprs = fprs.filter_map(|&r| self.fpr_owner[r as usize].map(|v| (v, Loc::Fpr(r))));
        gprs.chain(fprs).collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ir::Op;
    use crate::snapshot::SnapshotId;
    use crate::testing::{ir, recorded, snapshot};

    /// Three registers for integers (1 survives calls, 2 and 3 do not) and two for
    /// doubles (4 survives calls, 5 does not).
    static REGISTERS: RegisterSet =
        RegisterSet { gprs: &[1, 2, 3], caller_saved: &[2, 3], fprs: &[4, 5], fprs_caller_saved: &[5] };

    fn and(a: u32, b: u32) -> (Op, Type) {
        (Op::IntAnd { a: Ref(a), b: Ref(b) }, Type::Int32)
    }

    fn sload(slot: u16, ty: Type) -> (Op, Type) {
        (Op::SLoad { slot }, ty)
    }

    const ONE: (Op, Type) = (Op::ConstInt { value: 1 }, Type::Int32);

    /// Allocates `trace` as the backend does, in order: registers of values past their last
    /// use are given back, then the instruction's result is placed. Returns the allocator
    /// and the evictions, as (instruction, value evicted, where it was).
    fn allocate(trace: &Recorded) -> (Allocator, Vec<(usize, Ref, Loc)>) {
        let live = vec![true; trace.ir.len()];
        let mut alloc = Allocator::new(trace, &live, &REGISTERS);
        let mut evictions = Vec::new();
        for (index, ins) in trace.ir.ins.iter().enumerate() {
            if ins.op.is_constant() {
                continue;
            }
            alloc.expire(index);
            if ins.ty != Type::None
                && let Some(eviction) = alloc.define(Ref(index as u32), ins.ty)
            {
                evictions.push((index, eviction.value, eviction.from));
            }
        }
        (alloc, evictions)
    }

    #[test]
    fn a_value_takes_a_register_at_its_definition_and_gives_it_back_after_its_last_use() {
        // 1 is last used by 2, which may take its register; 2 is last used by 3.
        let trace = recorded(ir(&[ONE, and(0, 0), and(1, 1), and(2, 0), and(3, 3)]), vec![], vec![(5, Ref(4))]);
        let (alloc, evictions) = allocate(&trace);
        assert_eq!(alloc.last_use[1], 2);
        assert_eq!(alloc.last_use[4], usize::MAX, "the loop writes use it");
        assert_eq!(alloc.loc[0], Loc::Const);
        assert_eq!(&alloc.loc[1..], [Loc::Gpr(1), Loc::Gpr(1), Loc::Gpr(1), Loc::Gpr(1)]);
        assert!(evictions.is_empty());
    }

    #[test]
    fn a_value_a_later_snapshot_names_keeps_its_register_until_then() {
        let mut ir = ir(&[
            ONE,
            and(0, 0),
            and(1, 1),
            (Op::GuardInt { cmp: crate::ir::Cmp::Lt, a: Ref(2), b: Ref(0), expect: true }, Type::None),
        ]);
        ir.ins[3].snapshot = Some(SnapshotId(0));
        let trace = recorded(ir, vec![snapshot(20, &[(7, Ref(1))])], vec![]);
        let (alloc, _) = allocate(&trace);
        assert_eq!(alloc.last_use[1], 3);
        assert_eq!(alloc.loc[1], Loc::Gpr(1));
        assert_eq!(alloc.loc[2], Loc::Gpr(2), "1 is still needed by the exit at 3");
    }

    #[test]
    fn with_every_register_taken_the_value_used_furthest_ahead_is_evicted() {
        let trace = recorded(
            ir(&[
                ONE,
                and(0, 0), // 1: used at 7
                and(0, 0), // 2: used at 5
                and(0, 0), // 3: used at 6
                and(0, 0), // 4: used at 5: evicts 1
                and(2, 4), // 5
                and(3, 5), // 6
                and(1, 6), // 7
                and(0, 0), // 8: used at 9, but not before 1..: stays in memory
                and(1, 8), // 9
            ]),
            vec![],
            vec![(5, Ref(7)), (6, Ref(9))],
        );
        let live = vec![true; trace.ir.len()];
        let mut alloc = Allocator::new(&trace, &live, &REGISTERS);
        for index in 1..4 {
            alloc.expire(index);
            assert!(alloc.define(Ref(index as u32), Type::Int32).is_none());
        }
        assert_eq!(&alloc.loc[1..4], [Loc::Gpr(1), Loc::Gpr(2), Loc::Gpr(3)]);
        alloc.expire(4);
        let eviction = alloc.define(Ref(4), Type::Int32).expect("a spill");
        assert_eq!((eviction.value, eviction.from), (Ref(1), Loc::Gpr(1)));
        assert_eq!((alloc.loc[1], alloc.loc[4]), (Loc::Mem, Loc::Gpr(1)));

        // 2 and 4 die at 5, whose result takes the first of their registers.
        alloc.expire(5);
        assert!(alloc.define(Ref(5), Type::Int32).is_none());
        assert_eq!(alloc.loc[5], Loc::Gpr(1));
        // 3 dies at 6, 5 too: 6 takes one of theirs; 7 likewise.
        for index in 6..8 {
            alloc.expire(index);
            assert!(alloc.define(Ref(index as u32), Type::Int32).is_none());
        }
        assert_eq!(alloc.loc[1], Loc::Mem, "an evicted value is read from memory from then on");
    }

    #[test]
    fn a_value_used_further_ahead_than_every_register_holder_goes_to_memory() {
        let trace = recorded(
            ir(&[ONE, and(0, 0), and(0, 0), and(0, 0), and(0, 0), and(1, 2), and(3, 5), and(4, 6)]),
            vec![],
            vec![(5, Ref(7))],
        );
        let (alloc, evictions) = allocate(&trace);
        // 4 is last used at 7, after 1, 2 (5) and 3 (6): nothing is evicted for it.
        assert_eq!(alloc.loc[4], Loc::Mem);
        assert!(evictions.is_empty());
    }

    #[test]
    fn register_loads_are_pinned_and_never_evicted() {
        let trace = recorded(
            ir(&[
                sload(1, Type::Int32),
                sload(2, Type::Int32),
                ONE,
                and(2, 2), // 3: the last register
                sload(3, Type::Int32),
                and(0, 1), // 5: nothing to evict but 3, used sooner
                and(3, 4),
                and(5, 6),
            ]),
            vec![],
            vec![(9, Ref(7))],
        );
        let (alloc, evictions) = allocate(&trace);
        assert_eq!(alloc.last_use[0], usize::MAX, "a register load is used by every iteration");
        assert_eq!(&alloc.loc[..2], [Loc::Gpr(1), Loc::Gpr(2)]);
        assert_eq!(alloc.loc[3], Loc::Gpr(3));
        // A register load finding no register stays in memory and evicts nothing: its
        // location must be the same all through the loop.
        assert_eq!(alloc.loc[4], Loc::Mem);
        // 5 is used later than 3 (which dies at 6): it goes to memory rather than evict a
        // pinned load.
        assert_eq!(alloc.loc[5], Loc::Mem);
        assert!(evictions.is_empty(), "{:?}", evictions.iter().map(|e| e.1).collect::<Vec<_>>());
        assert_eq!(&alloc.loc[..2], [Loc::Gpr(1), Loc::Gpr(2)], "the loads keep their registers");
    }

    #[test]
    fn caller_saved_values_lists_only_values_in_caller_saved_registers() {
        let trace = recorded(
            ir(&[
                sload(1, Type::Int32),                                  // Gpr(1): survives calls
                and(0, 0),                                              // Gpr(2)
                sload(2, Type::Double),                                 // Fpr(4): survives calls
                (Op::DoubleAdd { a: Ref(2), b: Ref(2) }, Type::Double), // Fpr(5)
            ]),
            vec![],
            vec![(5, Ref(1)), (6, Ref(3))],
        );
        let (alloc, _) = allocate(&trace);
        assert_eq!(&alloc.loc[..], [Loc::Gpr(1), Loc::Gpr(2), Loc::Fpr(4), Loc::Fpr(5)]);
        assert_eq!(alloc.caller_saved_values(), [(Ref(1), Loc::Gpr(2)), (Ref(3), Loc::Fpr(5))]);
    }

    #[test]
    fn dead_values_and_constants_take_no_register() {
        let trace = recorded(ir(&[ONE, and(0, 0), and(0, 0)]), vec![], vec![(5, Ref(2))]);
        let alloc = Allocator::new(&trace, &[true, false, true], &REGISTERS);
        assert_eq!(&alloc.loc[..], [Loc::Const, Loc::None, Loc::Mem]);
    }
}
