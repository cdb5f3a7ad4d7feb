//! Register allocation for a trace: one pass forward over straight-line code.
//!
//! A trace iteration is one basic block (guards leave it, the loop edge goes back to its
//! start with every register value written back), so allocation needs no dataflow: a value
//! gets a register when it is defined and gives it back after its last use. A use is an
//! operand, a snapshot of a later guard that names the value, or the loop writes at the
//! end. When no register is free, the value whose last use is furthest away is evicted to
//! its spill slot (`r13 + 8 * ref`), the linear-scan heuristic; a value evicted is read
//! from memory from then on.

use crate::ir::{Ref, Type};
use crate::recorder::Recorded;

/// Where a value is now.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Loc {
    Gpr(u8),
    Xmm(u8),
    /// Its spill slot.
    Mem,
    /// A constant: an immediate (or, for a double, its spill slot, stored at entry).
    Const,
    /// Not computed (dead).
    None,
}

/// General registers for values: everything but the scratch registers (rax, rcx, rdx), the
/// pinned ones (r12 registers, r13 spill area, r14 VM, r15 the iteration count) and rsp.
/// rbx and rbp survive calls; the others are saved around helper calls.
pub const GPRS: [u8; 8] = [3, 5, 6, 7, 8, 9, 10, 11];
/// Caller-saved general registers of `GPRS`.
pub const CALLER_SAVED: [u8; 6] = [6, 7, 8, 9, 10, 11];
/// xmm0 and xmm1 are scratch; every xmm register is caller-saved.
pub const XMMS: [u8; 14] = [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15];

pub struct Allocator {
    pub loc: Vec<Loc>,
    /// The index of each value's last use (`usize::MAX`: used by the loop writes).
    pub last_use: Vec<usize>,
    /// Values defined before the loop: their location must not change inside it, so they
    /// are never evicted.
    pinned: Vec<bool>,
    gpr_owner: [Option<Ref>; 16],
    xmm_owner: [Option<Ref>; 16],
}

/// A store the emitter must make before reusing a register: `value` from `from` to its
/// spill slot.
pub struct Eviction {
    pub value: Ref,
    pub from: Loc,
}

impl Allocator {
    pub fn new(trace: &Recorded, live: &[bool]) -> Allocator {
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
            if matches!(ins.op, crate::ir::Op::SLoad { .. }) {
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
        Allocator { loc, last_use, pinned, gpr_owner: [None; 16], xmm_owner: [None; 16] }
    }

    /// Gives back the registers of values whose last use is instruction `index` or
    /// earlier. Their locations stay readable until something else is written there.
    pub fn expire(&mut self, index: usize) {
        for owner in self.gpr_owner.iter_mut().chain(self.xmm_owner.iter_mut()) {
            if owner.is_some_and(|value| self.last_use[value.index()] <= index) {
                *owner = None;
            }
        }
    }

    /// A location for the result `value` of type `ty`, evicting another value if need
    /// be (the emitter stores it first).
    pub fn define(&mut self, value: Ref, ty: Type) -> Option<Eviction> {
        let xmm = ty == Type::Double;
        let (pool, owners): (&[u8], &mut [Option<Ref>; 16]) =
            if xmm { (&XMMS, &mut self.xmm_owner) } else { (&GPRS, &mut self.gpr_owner) };
        let register = |r: u8| if xmm { Loc::Xmm(r) } else { Loc::Gpr(r) };
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

    /// Values in caller-saved registers (every xmm register is), which a helper call
    /// would clobber.
    pub fn caller_saved_values(&self) -> Vec<(Ref, Loc)> {
        let gprs = CALLER_SAVED.iter().filter_map(|&r| self.gpr_owner[r as usize].map(|v| (v, Loc::Gpr(r))));
        let xmms = XMMS.iter().filter_map(|&r| self.xmm_owner[r as usize].map(|v| (v, Loc::Xmm(r))));
        gprs.chain(xmms).collect()
    }
}
