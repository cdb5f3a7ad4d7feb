//! Moving values between their locations (registers, spill slots, immediates) and the
//! scratch registers the lowerings compute in, and calling helpers.

use dynasmrt::DynasmApi;

use super::{X64, asm};
use crate::backend::regalloc::Loc;
use crate::backend::{save_caller_saved, spill_slot};
use crate::ir::Ref;

impl X64<'_> {
    /// `scratch` (32 bits) = `value` (an Int32 or a Bool).
    pub(super) fn load32(&mut self, scratch: u8, value: Ref) {
        match self.cx.loc(value) {
            Loc::Gpr(r) => asm!(self.ops ; mov Rd(scratch), Rd(r)),
            Loc::Mem => asm!(self.ops ; mov Rd(scratch), [r13 + spill_slot(value)]),
            Loc::Const => {
                let bits = self.cx.constant_bits(value) as u32 as i32;
                asm!(self.ops ; mov Rd(scratch), DWORD bits)
            }
            other => unreachable!("an int32 at {other:?}"),
        }
    }

    /// `scratch` (64 bits) = `value` (a Value or a Ptr).
    pub(super) fn load64(&mut self, scratch: u8, value: Ref) {
        match self.cx.loc(value) {
            Loc::Gpr(r) => asm!(self.ops ; mov Rq(scratch), Rq(r)),
            Loc::Mem => asm!(self.ops ; mov Rq(scratch), [r13 + spill_slot(value)]),
            Loc::Const => {
                let bits = self.cx.constant_bits(value) as i64;
                asm!(self.ops ; mov Rq(scratch), QWORD bits)
            }
            other => unreachable!("a word at {other:?}"),
        }
    }

    /// `scratch` (an xmm register) = `value` (a Double).
    pub(super) fn load_double(&mut self, scratch: u8, value: Ref) {
        match self.cx.loc(value) {
            Loc::Fpr(x) => asm!(self.ops ; movaps Rx(scratch), Rx(x)),
            Loc::Mem | Loc::Const => asm!(self.ops ; movsd Rx(scratch), [r13 + spill_slot(value)]),
            other => unreachable!("a double at {other:?}"),
        }
    }

    /// The result `value` = `scratch` (32 bits).
    pub(super) fn define32(&mut self, value: Ref, scratch: u8) {
        match self.cx.loc(value) {
            Loc::Gpr(r) => asm!(self.ops ; mov Rd(r), Rd(scratch)),
            Loc::Mem => asm!(self.ops ; mov [r13 + spill_slot(value)], Rd(scratch)),
            other => unreachable!("a result at {other:?}"),
        }
    }

    /// The result `value` = `scratch` (64 bits).
    pub(super) fn define64(&mut self, value: Ref, scratch: u8) {
        match self.cx.loc(value) {
            Loc::Gpr(r) => asm!(self.ops ; mov Rq(r), Rq(scratch)),
            Loc::Mem => asm!(self.ops ; mov [r13 + spill_slot(value)], Rq(scratch)),
            other => unreachable!("a result at {other:?}"),
        }
    }

    /// The result `value` = `scratch` (an xmm register).
    pub(super) fn define_double(&mut self, value: Ref, scratch: u8) {
        match self.cx.loc(value) {
            Loc::Fpr(x) => asm!(self.ops ; movaps Rx(x), Rx(scratch)),
            Loc::Mem => asm!(self.ops ; movsd [r13 + spill_slot(value)], Rx(scratch)),
            other => unreachable!("a result at {other:?}"),
        }
    }

    /// Calls the helper at `address` (arguments already in place), keeping the values in
    /// caller-saved registers.
    pub(super) fn call(&mut self, address: *const ()) {
        let saved = save_caller_saved(self);
        asm!(self.ops ; mov rax, QWORD address as i64 ; call rax);
        self.reload(&saved);
    }

    /// Calls the helper at `address` with `pointer` as its first argument (rdi, set after
    /// the caller-saved registers are saved).
    pub(super) fn call_with_pointer(&mut self, address: *const (), pointer: u64) {
        let saved = save_caller_saved(self);
        asm!(self.ops ; mov rdi, QWORD pointer as i64 ; mov rax, QWORD address as i64 ; call rax);
        self.reload(&saved);
    }

    /// Loads values back into their registers from their spill slots.
    pub(super) fn reload(&mut self, saved: &[(Ref, Loc)]) {
        for &(value, loc) in saved {
            let d = spill_slot(value);
            match loc {
                Loc::Gpr(r) => asm!(self.ops ; mov Rq(r), [r13 + d]),
                Loc::Fpr(x) => asm!(self.ops ; movsd Rx(x), [r13 + d]),
                _ => {}
            }
        }
    }
}
