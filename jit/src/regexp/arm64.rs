//! [`Masm`] for aarch64 (AAPCS64), laid out like `x64.rs`.
//!
//! ```text
//!   x19  the input's first unit        x20  the position        x21  the length
//!   x22  the backtrack stack's top     x23  the registers       x24  backtracks left
//!   x25  the Context   x26  the stack's base   x27  its limit
//!   x0-x4  T0-T4       x16, x17  this file's scratch
//! ```
//!
//! Immediates are bit fields here: every one that may not fit goes through `mov_imm`.
//! Branches reach ±1 MB, which `MAX_CODE` keeps the code within.

// dynasm expands a dynamic register `X(r)` to `r.into()`, which clippy calls useless
// when `r` is already a `u8`.
#![allow(clippy::useless_conversion)]

use dynasmrt::aarch64::Aarch64Relocation;
use dynasmrt::{DynamicLabel, DynasmApi, DynasmError, DynasmLabelApi, VecAssembler};
use vm::runtime::regexp::classes::CharSet;

use super::{
    CX_BUDGET, CX_DATA, CX_INPUT, CX_LENGTH, CX_NEED, CX_REGISTERS, CX_STACK_BASE, CX_STACK_LIMIT, CX_STACK_TOP,
    CX_TARGET, Cond, Masm, NEED_STACK, Operand, POLL, R, set_contains,
};

macro_rules! asm {
    ($ops:expr ; $($t:tt)*) => {
        dynasmrt::dynasm!($ops ; .arch aarch64 ; $($t)*)
    };
}

const X16: u8 = 16;
const X17: u8 = 17;

pub(crate) struct Arm64 {
    ops: VecAssembler<Aarch64Relocation>,
    /// 16-bit units.
    wide: bool,
    epilogue: DynamicLabel,
}

fn reg(r: R) -> u8 {
    match r {
        R::T0 => 0,
        R::T1 => 1,
        R::T2 => 2,
        R::T3 => 3,
        R::T4 => 4,
        R::Pos => 20,
        R::End => 21,
    }
}

/// The Context's fields, as the scaled offsets of `ldr`/`str`.
fn cx(offset: i32) -> u32 {
    offset as u32
}

impl Arm64 {
    pub(crate) fn new(base: usize, wide: bool) -> Arm64 {
        let mut ops = VecAssembler::new(base);
        let epilogue = ops.new_dynamic_label();
        Arm64 { ops, wide, epilogue }
    }

    /// `x(r)` = `value`.
    fn mov_imm(&mut self, r: u8, value: u64) {
        crate::arm64::load_immediate(&mut self.ops, r, value);
    }

    /// The register holding `operand`: its own, or x17 loaded with the immediate.
    fn operand(&mut self, operand: Operand) -> u8 {
        match operand {
            Operand::R(r) => reg(r),
            Operand::Imm(imm) => {
                self.mov_imm(X17, u64::from(imm));
                X17
            }
        }
    }
}

impl Masm for Arm64 {
    fn new_label(&mut self) -> DynamicLabel {
        self.ops.new_dynamic_label()
    }

    fn bind(&mut self, label: DynamicLabel) {
        asm!(self.ops ; =>label);
    }

    fn jump(&mut self, label: DynamicLabel) {
        asm!(self.ops ; b =>label);
    }

    fn branch(&mut self, cond: Cond, a: R, b: Operand, label: DynamicLabel) {
        let a = reg(a);
        match b {
            Operand::Imm(imm) if imm < 4096 => asm!(self.ops ; cmp XSP(a), #imm),
            b => {
                let b = self.operand(b);
                asm!(self.ops ; cmp X(a), X(b));
            }
        }
        match cond {
            Cond::Eq => asm!(self.ops ; b.eq =>label),
            Cond::Ne => asm!(self.ops ; b.ne =>label),
            Cond::Lo => asm!(self.ops ; b.lo =>label),
            Cond::Hs => asm!(self.ops ; b.hs =>label),
            Cond::Hi => asm!(self.ops ; b.hi =>label),
            Cond::Ls => asm!(self.ops ; b.ls =>label),
        }
    }

    fn mov(&mut self, dst: R, src: Operand) {
        let dst = reg(dst);
        match src {
            Operand::R(src) => asm!(self.ops ; mov X(dst), X(reg(src))),
            Operand::Imm(imm) => self.mov_imm(dst, u64::from(imm)),
        }
    }

    fn add(&mut self, dst: R, n: Operand) {
        let dst = reg(dst);
        match n {
            Operand::Imm(imm) if imm < 4096 => asm!(self.ops ; add XSP(dst), XSP(dst), #imm),
            n => {
                let n = self.operand(n);
                asm!(self.ops ; add X(dst), X(dst), X(n));
            }
        }
    }

    fn sub(&mut self, dst: R, n: Operand) {
        let dst = reg(dst);
        match n {
            Operand::Imm(imm) if imm < 4096 => asm!(self.ops ; sub XSP(dst), XSP(dst), #imm),
            n => {
                let n = self.operand(n);
                asm!(self.ops ; sub X(dst), X(dst), X(n));
            }
        }
    }

    fn high_half(&mut self, dst: R) {
        let dst = reg(dst);
        asm!(self.ops ; lsr X(dst), X(dst), #32);
    }

    fn low_half(&mut self, dst: R, src: R) {
        asm!(self.ops ; mov W(reg(dst)), W(reg(src)));
    }

    fn load_unit(&mut self, dst: R, index: R, disp: i32) {
        let (dst, mut index) = (reg(dst), reg(index));
        if disp != 0 {
            let magnitude = disp.unsigned_abs();
            if magnitude < 4096 {
                if disp > 0 {
                    asm!(self.ops ; add x16, XSP(index), #magnitude);
                } else {
                    asm!(self.ops ; sub x16, XSP(index), #magnitude);
                }
            } else {
                self.mov_imm(X16, disp as i64 as u64);
                asm!(self.ops ; add x16, X(index), x16);
            }
            index = X16;
        }
        if self.wide {
            asm!(self.ops ; ldrh W(dst), [x19, X(index), lsl #1]);
        } else {
            asm!(self.ops ; ldrb W(dst), [x19, X(index)]);
        }
    }

    fn load_register(&mut self, dst: R, register: u32) {
        let dst = reg(dst);
        let offset = register * 4;
        if offset < 4096 * 4 {
            asm!(self.ops ; ldr W(dst), [x23, offset]);
        } else {
            self.mov_imm(X16, u64::from(offset));
            asm!(self.ops ; ldr W(dst), [x23, x16]);
        }
    }

    fn store_register(&mut self, register: u32, src: Operand) {
        let src = self.operand(src);
        let offset = register * 4;
        if offset < 4096 * 4 {
            asm!(self.ops ; str W(src), [x23, offset]);
        } else {
            self.mov_imm(X16, u64::from(offset));
            asm!(self.ops ; str W(src), [x23, x16]);
        }
    }

    fn store_register_at(&mut self, index: R, value: R) {
        asm!(self.ops ; str W(reg(value)), [x23, X(reg(index)), lsl #2]);
    }

    fn push_entry(&mut self, resume: Option<DynamicLabel>, low: Operand, high: Operand) {
        // x17 = the data word (x16 as a temporary), then x16 = the code address.
        if high == Operand::Imm(0) {
            match low {
                Operand::R(low) => asm!(self.ops ; mov W(X17), W(reg(low))),
                Operand::Imm(imm) => self.mov_imm(X17, u64::from(imm)),
            }
        } else {
            match high {
                Operand::R(high) => asm!(self.ops ; lsl x17, X(reg(high)), #32),
                Operand::Imm(imm) => self.mov_imm(X17, u64::from(imm) << 32),
            }
            match low {
                Operand::R(low) => asm!(self.ops ; orr x17, x17, X(reg(low))),
                Operand::Imm(imm) => {
                    self.mov_imm(X16, u64::from(imm));
                    asm!(self.ops ; orr x17, x17, x16);
                }
            }
        }
        match resume {
            Some(label) => asm!(self.ops ; adr x16, =>label),
            None => asm!(self.ops ; mov x16, xzr),
        }
        asm!(self.ops ; stp x16, x17, [x22], #16);
    }

    fn pop_entry(&mut self) {
        asm!(self.ops ; ldp x0, x1, [x22, #-16]!);
    }

    fn branch_stack_empty(&mut self, label: DynamicLabel) {
        asm!(self.ops ; cmp x22, x26 ; b.eq =>label);
    }

    fn branch_no_room(&mut self, entries: u32, label: DynamicLabel) {
        if entries == 1 {
            asm!(self.ops ; cmp x22, x27 ; b.hs =>label);
            return;
        }
        let bytes = entries * 16;
        if bytes < 4096 {
            asm!(self.ops ; add x16, x22, #bytes);
        } else {
            self.mov_imm(X16, u64::from(bytes));
            asm!(self.ops ; add x16, x22, x16);
        }
        asm!(self.ops ; cmp x16, x27 ; b.hi =>label);
    }

    fn stack_height(&mut self, dst: R) {
        let dst = reg(dst);
        asm!(self.ops ; sub X(dst), x22, x26 ; lsr X(dst), X(dst), #4);
    }

    fn truncate_stack(&mut self, height: R) {
        asm!(self.ops ; add x22, x26, X(reg(height)), lsl #4);
    }

    fn spend_backtrack(&mut self, out_of_budget: DynamicLabel, poll: DynamicLabel) {
        asm!(self.ops
            ; cbz x24, =>out_of_budget
            ; sub x24, x24, #1
            ; tst x24, #0xFFFF
            ; b.eq =>poll
        );
    }

    fn resume(&mut self) {
        asm!(self.ops ; mov w20, w1 ; br x0);
    }

    fn branch_not_in_bitmap(&mut self, unit: R, bitmap: DynamicLabel, label: DynamicLabel) {
        let unit = reg(unit);
        asm!(self.ops
            ; adr x16, =>bitmap
            ; lsr w17, W(unit), #6
            ; ldr x17, [x16, x17, lsl #3]
            ; lsr x17, x17, X(unit)
            ; tst x17, #1
            ; b.eq =>label
        );
    }

    fn call_set_contains(&mut self, set: *const CharSet) {
        asm!(self.ops ; stp x1, x2, [sp, #-32]! ; stp x3, x4, [sp, #16] ; mov w1, w0);
        self.mov_imm(0, set as u64);
        self.mov_imm(X16, set_contains as *const () as u64);
        asm!(self.ops ; blr x16 ; mov w0, w0 ; ldp x3, x4, [sp, #16] ; ldp x1, x2, [sp], #32);
    }

    fn bitmap(&mut self, label: DynamicLabel, words: [u64; 4]) {
        self.ops.align(8, 0);
        asm!(self.ops ; =>label);
        for word in words {
            self.ops.extend(word.to_le_bytes());
        }
    }

    fn prologue(&mut self) {
        asm!(self.ops
            ; stp x29, x30, [sp, #-96]!
            ; mov x29, sp
            ; stp x19, x20, [sp, #16]
            ; stp x21, x22, [sp, #32]
            ; stp x23, x24, [sp, #48]
            ; stp x25, x26, [sp, #64]
            ; stp x27, x28, [sp, #80]
            ; mov x25, x0
            ; ldr x19, [x25, cx(CX_INPUT)]
            ; ldr x21, [x25, cx(CX_LENGTH)]
            ; ldr x23, [x25, cx(CX_REGISTERS)]
            ; ldr x22, [x25, cx(CX_STACK_TOP)]
            ; ldr x24, [x25, cx(CX_BUDGET)]
            ; ldr x26, [x25, cx(CX_STACK_BASE)]
            ; ldr x27, [x25, cx(CX_STACK_LIMIT)]
            ; ldr x0, [x25, cx(CX_TARGET)]
            ; ldr x1, [x25, cx(CX_DATA)]
        );
        self.resume();
    }

    fn exit(&mut self, status: u64, zero_budget: bool) {
        if zero_budget {
            asm!(self.ops ; mov x24, xzr);
        }
        self.mov_imm(0, status);
        asm!(self.ops ; b =>self.epilogue);
    }

    fn exit_poll(&mut self) {
        asm!(self.ops ; str x0, [x25, cx(CX_TARGET)] ; str x1, [x25, cx(CX_DATA)]);
        self.mov_imm(0, POLL);
        asm!(self.ops ; b =>self.epilogue);
    }

    fn exit_need_stack(&mut self, resume: DynamicLabel, position: R, entries: u32) {
        asm!(self.ops
            ; adr x16, =>resume
            ; str x16, [x25, cx(CX_TARGET)]
            ; str X(reg(position)), [x25, cx(CX_DATA)]
        );
        self.mov_imm(X16, u64::from(entries));
        asm!(self.ops ; str x16, [x25, cx(CX_NEED)]);
        self.mov_imm(0, NEED_STACK);
        asm!(self.ops ; b =>self.epilogue);
    }

    fn label_offset(&self, label: DynamicLabel) -> Option<usize> {
        self.ops.labels().resolve_dynamic(label).ok().map(|offset| offset.0)
    }

    fn finish(mut self) -> Result<Vec<u8>, DynasmError> {
        asm!(self.ops
            ; =>self.epilogue
            ; str x22, [x25, cx(CX_STACK_TOP)]
            ; str x24, [x25, cx(CX_BUDGET)]
            ; ldp x27, x28, [sp, #80]
            ; ldp x25, x26, [sp, #64]
            ; ldp x23, x24, [sp, #48]
            ; ldp x21, x22, [sp, #32]
            ; ldp x19, x20, [sp, #16]
            ; ldp x29, x30, [sp], #96
            ; ret
        );
        self.ops.finalize()
    }
}
