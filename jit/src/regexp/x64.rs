//! [`Masm`] for x86-64 (System V).
//!
//! ```text
//!   rbx  the input's first unit        r12  the position        r13  the length
//!   r14  the backtrack stack's top     r15  the registers       rbp  backtracks left
//!   rax, rcx, rdx, r8, r9  T0-T4       r10, r11  this file's scratch
//!   [rsp] the Context   [rsp + 8] the stack's base   [rsp + 16] its limit
//! ```
//!
//! Six pushes and 24 bytes keep rsp 16-byte aligned at `set_contains` calls.

// dynasm expands a dynamic register `Rq(r)` to `r.into()`, which clippy calls useless
// when `r` is already a `u8`.
#![allow(clippy::useless_conversion)]

use dynasmrt::x64::X64Relocation;
use dynasmrt::{DynamicLabel, DynasmApi, DynasmError, DynasmLabelApi, VecAssembler};
use vm::runtime::regexp::classes::CharSet;

use super::{
    CX_BUDGET, CX_DATA, CX_INPUT, CX_LENGTH, CX_NEED, CX_REGISTERS, CX_STACK_BASE, CX_STACK_LIMIT, CX_STACK_TOP,
    CX_TARGET, Cond, Masm, NEED_STACK, Operand, POLL, R, set_contains,
};

macro_rules! asm {
    ($ops:expr ; $($t:tt)*) => {
        dynasmrt::dynasm!($ops ; .arch x64 ; $($t)*)
    };
}

pub(crate) struct X64 {
    ops: VecAssembler<X64Relocation>,
    /// 16-bit units.
    wide: bool,
    epilogue: DynamicLabel,
}

fn reg(r: R) -> u8 {
    match r {
        R::T0 => 0,
        R::T1 => 1,
        R::T2 => 2,
        R::T3 => 8,
        R::T4 => 9,
        R::Pos => 12,
        R::End => 13,
    }
}

/// Whether `imm` is the same sign-extended from 32 bits.
fn fits(imm: u32) -> bool {
    imm <= i32::MAX as u32
}

impl X64 {
    pub(crate) fn new(base: usize, wide: bool) -> X64 {
        let mut ops = VecAssembler::new(base);
        let epilogue = ops.new_dynamic_label();
        X64 { ops, wide, epilogue }
    }

    /// r11 = `imm`, zero-extended.
    fn imm_r11(&mut self, imm: u32) {
        asm!(self.ops ; mov r11d, imm as i32);
    }
}

impl Masm for X64 {
    fn new_label(&mut self) -> DynamicLabel {
        self.ops.new_dynamic_label()
    }

    fn bind(&mut self, label: DynamicLabel) {
        asm!(self.ops ; =>label);
    }

    fn jump(&mut self, label: DynamicLabel) {
        asm!(self.ops ; jmp =>label);
    }

    fn branch(&mut self, cond: Cond, a: R, b: Operand, label: DynamicLabel) {
        let a = reg(a);
        match b {
            Operand::R(b) => asm!(self.ops ; cmp Rq(a), Rq(reg(b))),
            Operand::Imm(imm) if fits(imm) => asm!(self.ops ; cmp Rq(a), imm as i32),
            Operand::Imm(imm) => {
                self.imm_r11(imm);
                asm!(self.ops ; cmp Rq(a), r11);
            }
        }
        match cond {
            Cond::Eq => asm!(self.ops ; je =>label),
            Cond::Ne => asm!(self.ops ; jne =>label),
            Cond::Lo => asm!(self.ops ; jb =>label),
            Cond::Hs => asm!(self.ops ; jae =>label),
            Cond::Hi => asm!(self.ops ; ja =>label),
            Cond::Ls => asm!(self.ops ; jbe =>label),
        }
    }

    fn mov(&mut self, dst: R, src: Operand) {
        let dst = reg(dst);
        match src {
            Operand::R(src) => asm!(self.ops ; mov Rq(dst), Rq(reg(src))),
            Operand::Imm(imm) => asm!(self.ops ; mov Rd(dst), imm as i32),
        }
    }

    fn add(&mut self, dst: R, n: Operand) {
        let dst = reg(dst);
        match n {
            Operand::R(n) => asm!(self.ops ; add Rq(dst), Rq(reg(n))),
            Operand::Imm(imm) if fits(imm) => asm!(self.ops ; add Rq(dst), imm as i32),
            Operand::Imm(imm) => {
                self.imm_r11(imm);
                asm!(self.ops ; add Rq(dst), r11);
            }
        }
    }

    fn sub(&mut self, dst: R, n: Operand) {
        let dst = reg(dst);
        match n {
            Operand::R(n) => asm!(self.ops ; sub Rq(dst), Rq(reg(n))),
            Operand::Imm(imm) if fits(imm) => asm!(self.ops ; sub Rq(dst), imm as i32),
            Operand::Imm(imm) => {
                self.imm_r11(imm);
                asm!(self.ops ; sub Rq(dst), r11);
            }
        }
    }

    fn high_half(&mut self, dst: R) {
        asm!(self.ops ; shr Rq(reg(dst)), 32);
    }

    fn low_half(&mut self, dst: R, src: R) {
        asm!(self.ops ; mov Rd(reg(dst)), Rd(reg(src)));
    }

    fn load_unit(&mut self, dst: R, index: R, disp: i32) {
        let (dst, index) = (reg(dst), reg(index));
        if self.wide {
            asm!(self.ops ; movzx Rd(dst), WORD [rbx + Rq(index) * 2 + disp * 2]);
        } else {
            asm!(self.ops ; movzx Rd(dst), BYTE [rbx + Rq(index) + disp]);
        }
    }

    fn load_register(&mut self, dst: R, register: u32) {
        let offset = (register * 4) as i32;
        asm!(self.ops ; mov Rd(reg(dst)), DWORD [r15 + offset]);
    }

    fn store_register(&mut self, register: u32, src: Operand) {
        let offset = (register * 4) as i32;
        match src {
            Operand::R(src) => asm!(self.ops ; mov DWORD [r15 + offset], Rd(reg(src))),
            Operand::Imm(imm) => asm!(self.ops ; mov DWORD [r15 + offset], imm as i32),
        }
    }

    fn store_register_at(&mut self, index: R, value: R) {
        asm!(self.ops ; mov DWORD [r15 + Rq(reg(index)) * 4], Rd(reg(value)));
    }

    fn push_entry(&mut self, resume: Option<DynamicLabel>, low: Operand, high: Operand) {
        match resume {
            Some(label) => asm!(self.ops ; lea r11, [=>label] ; mov [r14], r11),
            None => asm!(self.ops ; mov QWORD [r14], 0),
        }
        match high {
            Operand::Imm(0) => {}
            Operand::R(high) => asm!(self.ops ; mov r10, Rq(reg(high)) ; shl r10, 32),
            Operand::Imm(imm) => asm!(self.ops ; mov r10d, imm as i32 ; shl r10, 32),
        }
        let low_into = |ops: &mut VecAssembler<X64Relocation>, r: u8| match low {
            Operand::R(low) => asm!(ops ; mov Rd(r), Rd(reg(low))),
            Operand::Imm(imm) => asm!(ops ; mov Rd(r), imm as i32),
        };
        if high == Operand::Imm(0) {
            low_into(&mut self.ops, 10);
        } else {
            low_into(&mut self.ops, 11);
            asm!(self.ops ; or r10, r11);
        }
        asm!(self.ops ; mov [r14 + 8], r10 ; add r14, 16);
    }

    fn pop_entry(&mut self) {
        asm!(self.ops ; sub r14, 16 ; mov rax, [r14] ; mov rcx, [r14 + 8]);
    }

    fn branch_stack_empty(&mut self, label: DynamicLabel) {
        asm!(self.ops ; cmp r14, [rsp + 8] ; je =>label);
    }

    fn branch_no_room(&mut self, entries: u32, label: DynamicLabel) {
        if entries == 1 {
            asm!(self.ops ; cmp r14, [rsp + 16] ; jae =>label);
        } else {
            let bytes = (entries * 16) as i32;
            asm!(self.ops ; lea r11, [r14 + bytes] ; cmp r11, [rsp + 16] ; ja =>label);
        }
    }

    fn stack_height(&mut self, dst: R) {
        let dst = reg(dst);
        asm!(self.ops ; mov Rq(dst), r14 ; sub Rq(dst), [rsp + 8] ; shr Rq(dst), 4);
    }

    fn truncate_stack(&mut self, height: R) {
        let height = reg(height);
        asm!(self.ops ; shl Rq(height), 4 ; add Rq(height), [rsp + 8] ; mov r14, Rq(height));
    }

    fn spend_backtrack(&mut self, out_of_budget: DynamicLabel, poll: DynamicLabel) {
        asm!(self.ops ; sub rbp, 1 ; jb =>out_of_budget ; test ebp, 0xFFFF ; jz =>poll);
    }

    fn resume(&mut self) {
        asm!(self.ops ; mov r12d, ecx ; jmp rax);
    }

    fn branch_not_in_bitmap(&mut self, unit: R, bitmap: DynamicLabel, label: DynamicLabel) {
        let unit = reg(unit);
        asm!(self.ops
            ; lea r11, [=>bitmap]
            ; mov r10d, Rd(unit)
            ; shr r10d, 6
            ; mov r10, [r11 + r10 * 8]
            ; bt r10, Rq(unit)
            ; jnc =>label
        );
    }

    fn call_set_contains(&mut self, set: *const CharSet) {
        let helper = set_contains as *const () as i64;
        asm!(self.ops
            ; push rcx ; push rdx ; push r8 ; push r9
            ; mov esi, eax
            ; mov rdi, QWORD set as i64
            ; mov rax, QWORD helper
            ; call rax
            ; mov eax, eax
            ; pop r9 ; pop r8 ; pop rdx ; pop rcx
        );
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
            ; push rbx ; push rbp ; push r12 ; push r13 ; push r14 ; push r15
            ; sub rsp, 24
            ; mov [rsp], rdi
            ; mov rbx, [rdi + CX_INPUT]
            ; mov r13, [rdi + CX_LENGTH]
            ; mov r15, [rdi + CX_REGISTERS]
            ; mov r14, [rdi + CX_STACK_TOP]
            ; mov rbp, [rdi + CX_BUDGET]
            ; mov rax, [rdi + CX_STACK_BASE]
            ; mov [rsp + 8], rax
            ; mov rax, [rdi + CX_STACK_LIMIT]
            ; mov [rsp + 16], rax
            ; mov rax, [rdi + CX_TARGET]
            ; mov rcx, [rdi + CX_DATA]
        );
        self.resume();
    }

    fn exit(&mut self, status: u64, zero_budget: bool) {
        if zero_budget {
            asm!(self.ops ; xor ebp, ebp);
        }
        asm!(self.ops ; mov eax, status as i32 ; jmp =>self.epilogue);
    }

    fn exit_poll(&mut self) {
        asm!(self.ops
            ; mov rdi, [rsp]
            ; mov [rdi + CX_TARGET], rax
            ; mov [rdi + CX_DATA], rcx
            ; mov eax, POLL as i32
            ; jmp =>self.epilogue
        );
    }

    fn exit_need_stack(&mut self, resume: DynamicLabel, position: R, entries: u32) {
        asm!(self.ops
            ; mov rdi, [rsp]
            ; lea rax, [=>resume]
            ; mov [rdi + CX_TARGET], rax
            ; mov [rdi + CX_DATA], Rq(reg(position))
            ; mov QWORD [rdi + CX_NEED], entries as i32
            ; mov eax, NEED_STACK as i32
            ; jmp =>self.epilogue
        );
    }

    fn label_offset(&self, label: DynamicLabel) -> Option<usize> {
        self.ops.labels().resolve_dynamic(label).ok().map(|offset| offset.0)
    }

    fn finish(mut self) -> Result<Vec<u8>, DynasmError> {
        asm!(self.ops
            ; =>self.epilogue
            ; mov rdi, [rsp]
            ; mov [rdi + CX_STACK_TOP], r14
            ; mov [rdi + CX_BUDGET], rbp
            ; add rsp, 24
            ; pop r15 ; pop r14 ; pop r13 ; pop r12 ; pop rbp ; pop rbx
            ; ret
        );
        self.ops.finalize()
    }
}
