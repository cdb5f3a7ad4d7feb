//! Register allocation for a trace: one pass forward over straight-line code.
//!
//! A trace iteration is one basic block (guards leave it, the loop edge goes back to its
//! start with every register value written back), so allocation needs no dataflow: a value
//! gets a register when it is defined and gives it back after its last use. A use is an
//! operand, a snapshot of a later guard that names the value, or the loop writes at the
//! end. When no register is free, the value whose last use is furthest away is evicted to
//! its spill slot (spill area + 8 * ref), the linear-scan heuristic; a value evicted is read
//! from memory from then on.
//!
//! The policy is the same on every target; each target gives its registers
//! ([`RegisterSet`]).

use crate::ir::{Op, Ref, Type};
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
        for (index, ins) in ir.ins.iter().enumerate() {
            if !live[index] {
                continue;
            }
            for operand in ins.op.operands() {
                last_use[operand.index()] = last_use[operand.index()].max(index);
            }
            if let Some(snapshot) = ins.snapshot {
                for &(_, value) in &trace.snapshots[snapshot.0 as usize].entries {
                    last_use[value.index()] = last_use[value.index()].max(index);
                }
            }
        }
        for &(_, value) in &trace.loop_writes {
            last_use[value.index()] = usize::MAX;
        }
        // Values read at entry are used by every iteration; so are the phis' final values.
        let mut pinned = vec![false; ir.len()];
        for (index, ins) in ir.ins.iter().enumerate() {
            if matches!(ins.op, Op::SLoad { .. }) {
                last_use[index] = usize::MAX;
                pinned[index] = true;
            }
        }
        for &(_, _, value) in &trace.phis {
            last_use[value.index()] = usize::MAX;
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
        Allocator { loc, last_use, pinned, registers, gpr_owner: [None; 32], fpr_owner: [None; 32] }
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
