//! Moving values between their locations (registers, spill slots, immediates) and the
//! scratch registers the lowerings compute in; memory access at any displacement; and
//! calling helpers.
//!
//! aarch64 encodes immediates in small bit fields, and dynasm panics on one that does not
//! fit, so no lowering writes a dynamic immediate itself: constants go through `mov_imm`
//! and displacements through `address`, which picks the scaled 12-bit form, the unscaled
//! 9-bit one, or the displacement in x16 as an index register.

use dynasmrt::aarch64::Aarch64Relocation;
use dynasmrt::{DynasmApi, VecAssembler};

use super::{Arm64, SPILL_AREA, X16, asm};
use crate::backend::regalloc::Loc;
use crate::backend::{save_caller_saved, spill_slot};
use crate::ir::Ref;

/// How an access of `size` bytes at `base + offset` is encoded.
#[derive(Clone, Copy)]
enum Address {
    /// `[base, #offset]`: a multiple of the size, below 4096 sizes.
    Scaled(i32),
    /// `[base, #offset]` unscaled (`ldur`/`stur`): -256 to 255.
    Unscaled(i32),
    /// `[base, x16]`, the offset in x16.
    Indexed,
}

impl Arm64<'_> {
    /// `x(r)` = `value`, in one to four instructions.
    pub(super) fn mov_imm(&mut self, r: u8, value: u64) {
        load_immediate(&mut self.ops, r, value);
    }

    fn address(&mut self, offset: i32, size: i32) -> Address {
        if offset >= 0 && offset % size == 0 && offset / size < 4096 {
            Address::Scaled(offset)
        } else if (-256..256).contains(&offset) {
            Address::Unscaled(offset)
        } else {
            self.mov_imm(X16, offset as i64 as u64);
            Address::Indexed
        }
    }

    /// `x(r)` = the word at `x(base) + offset`.
    pub(super) fn load_from(&mut self, r: u8, base: u8, offset: i32) {
        match self.address(offset, 8) {
            Address::Scaled(o) => asm!(self.ops ; ldr X(r), [X(base), o as u32]),
            Address::Unscaled(o) => asm!(self.ops ; ldur X(r), [X(base), o]),
            Address::Indexed => asm!(self.ops ; ldr X(r), [X(base), x16]),
        }
    }

    /// `w(r)` = the 32-bit word at `x(base) + offset`.
    pub(super) fn load32_from(&mut self, r: u8, base: u8, offset: i32) {
        match self.address(offset, 4) {
            Address::Scaled(o) => asm!(self.ops ; ldr W(r), [X(base), o as u32]),
            Address::Unscaled(o) => asm!(self.ops ; ldur W(r), [X(base), o]),
            Address::Indexed => asm!(self.ops ; ldr W(r), [X(base), x16]),
        }
    }

    /// `w(r)` = the byte at `x(base) + offset`, zero-extended.
    pub(super) fn load8_from(&mut self, r: u8, base: u8, offset: i32) {
        match self.address(offset, 1) {
            Address::Scaled(o) => asm!(self.ops ; ldrb W(r), [X(base), o as u32]),
            Address::Unscaled(o) => asm!(self.ops ; ldurb W(r), [X(base), o]),
            Address::Indexed => asm!(self.ops ; ldrb W(r), [X(base), x16]),
        }
    }

    /// `d(r)` = the double at `x(base) + offset`.
    pub(super) fn load_double_from(&mut self, r: u8, base: u8, offset: i32) {
        match self.address(offset, 8) {
            Address::Scaled(o) => asm!(self.ops ; ldr D(r), [X(base), o as u32]),
            Address::Unscaled(o) => asm!(self.ops ; ldur D(r), [X(base), o]),
            Address::Indexed => asm!(self.ops ; ldr D(r), [X(base), x16]),
        }
    }

    /// The word at `x(base) + offset` = `x(r)`.
    pub(super) fn store64(&mut self, r: u8, base: u8, offset: i32) {
        match self.address(offset, 8) {
            Address::Scaled(o) => asm!(self.ops ; str X(r), [X(base), o as u32]),
            Address::Unscaled(o) => asm!(self.ops ; stur X(r), [X(base), o]),
            Address::Indexed => asm!(self.ops ; str X(r), [X(base), x16]),
        }
    }

    /// The 32-bit word at `x(base) + offset` = `w(r)`.
    pub(super) fn store32(&mut self, r: u8, base: u8, offset: i32) {
        match self.address(offset, 4) {
            Address::Scaled(o) => asm!(self.ops ; str W(r), [X(base), o as u32]),
            Address::Unscaled(o) => asm!(self.ops ; stur W(r), [X(base), o]),
            Address::Indexed => asm!(self.ops ; str W(r), [X(base), x16]),
        }
    }

    /// The double at `x(base) + offset` = `d(r)`.
    pub(super) fn store_double(&mut self, r: u8, base: u8, offset: i32) {
        match self.address(offset, 8) {
            Address::Scaled(o) => asm!(self.ops ; str D(r), [X(base), o as u32]),
            Address::Unscaled(o) => asm!(self.ops ; stur D(r), [X(base), o]),
            Address::Indexed => asm!(self.ops ; str D(r), [X(base), x16]),
        }
    }

    /// `w(scratch)` = `value` (an Int32 or a Bool); the upper half is zero.
    pub(super) fn load32(&mut self, scratch: u8, value: Ref) {
        match self.cx.loc(value) {
            Loc::Gpr(r) => asm!(self.ops ; mov W(scratch), W(r)),
            Loc::Mem => self.load32_from(scratch, SPILL_AREA, spill_slot(value)),
            Loc::Const => {
                let bits = self.cx.constant_bits(value) as u32;
                self.mov_imm(scratch, bits as u64);
            }
            other => unreachable!("an int32 at {other:?}"),
        }
    }

    /// `x(scratch)` = `value` (a Value or a Ptr).
    pub(super) fn load64(&mut self, scratch: u8, value: Ref) {
        match self.cx.loc(value) {
            Loc::Gpr(r) => asm!(self.ops ; mov X(scratch), X(r)),
            Loc::Mem => self.load_from(scratch, SPILL_AREA, spill_slot(value)),
            Loc::Const => {
                let bits = self.cx.constant_bits(value);
                self.mov_imm(scratch, bits);
            }
            other => unreachable!("a word at {other:?}"),
        }
    }

    /// `d(scratch)` = `value` (a Double; a constant one is in its spill slot).
    pub(super) fn load_double(&mut self, scratch: u8, value: Ref) {
        match self.cx.loc(value) {
            Loc::Fpr(d) => asm!(self.ops ; fmov D(scratch), D(d)),
            Loc::Mem | Loc::Const => self.load_double_from(scratch, SPILL_AREA, spill_slot(value)),
            other => unreachable!("a double at {other:?}"),
        }
    }

    /// The result `value` = `w(scratch)`.
    pub(super) fn define32(&mut self, value: Ref, scratch: u8) {
        match self.cx.loc(value) {
            Loc::Gpr(r) => asm!(self.ops ; mov W(r), W(scratch)),
            Loc::Mem => self.store32(scratch, SPILL_AREA, spill_slot(value)),
            other => unreachable!("a result at {other:?}"),
        }
    }

    /// The result `value` = `x(scratch)`.
    pub(super) fn define64(&mut self, value: Ref, scratch: u8) {
        match self.cx.loc(value) {
            Loc::Gpr(r) => asm!(self.ops ; mov X(r), X(scratch)),
            Loc::Mem => self.store64(scratch, SPILL_AREA, spill_slot(value)),
            other => unreachable!("a result at {other:?}"),
        }
    }

    /// The result `value` = `d(scratch)`.
    pub(super) fn define_double(&mut self, value: Ref, scratch: u8) {
        match self.cx.loc(value) {
            Loc::Fpr(d) => asm!(self.ops ; fmov D(d), D(scratch)),
            Loc::Mem => self.store_double(scratch, SPILL_AREA, spill_slot(value)),
            other => unreachable!("a result at {other:?}"),
        }
    }

    /// Calls the helper at `address` (arguments already in x0-x7 and d0-d7), keeping the
    /// values in caller-saved registers. Only x16 and x17 are used on the way.
    pub(super) fn call(&mut self, address: *const ()) {
        let saved = save_caller_saved(self);
        self.mov_imm(X16, address as u64);
        asm!(self.ops ; blr x16);
        self.reload(&saved);
    }

    /// Calls the helper at `address` with `pointer` as its first argument (x0, set after
    /// the caller-saved registers are saved).
    pub(super) fn call_with_pointer(&mut self, address: *const (), pointer: u64) {
        let saved = save_caller_saved(self);
        self.mov_imm(super::X0, pointer);
        self.mov_imm(X16, address as u64);
        asm!(self.ops ; blr x16);
        self.reload(&saved);
    }

    /// Loads values back into their registers from their spill slots.
    pub(super) fn reload(&mut self, saved: &[(Ref, Loc)]) {
        for &(value, loc) in saved {
            match loc {
                Loc::Gpr(r) => self.load_from(r, SPILL_AREA, spill_slot(value)),
                Loc::Fpr(d) => self.load_double_from(d, SPILL_AREA, spill_slot(value)),
                _ => {}
            }
        }
    }
}

/// `x(r)` = `value` with `movz`/`movk`, one instruction per nonzero 16-bit chunk (`mov xr,
/// xzr` for zero): the trace backend's and the regexp JIT's.
pub(crate) fn load_immediate(ops: &mut VecAssembler<Aarch64Relocation>, r: u8, value: u64) {
    if value == 0 {
        asm!(ops ; mov X(r), xzr);
        return;
    }
    let mut first = true;
    for shift in [0u32, 16, 32, 48] {
        let chunk = ((value >> shift) & 0xffff) as u32;
        if chunk == 0 {
            continue;
        }
        match (first, shift) {
            (true, 0) => asm!(ops ; movz X(r), chunk),
            (true, 16) => asm!(ops ; movz X(r), chunk, lsl #16),
            (true, 32) => asm!(ops ; movz X(r), chunk, lsl #32),
            (true, _) => asm!(ops ; movz X(r), chunk, lsl #48),
            (false, 16) => asm!(ops ; movk X(r), chunk, lsl #16),
            (false, 32) => asm!(ops ; movk X(r), chunk, lsl #32),
            (false, _) => asm!(ops ; movk X(r), chunk, lsl #48),
        }
        first = false;
    }
}
