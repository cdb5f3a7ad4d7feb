//! Properties: structure guards, slots, transitions, and the write barrier.

use dynasmrt::{DynamicLabel, DynasmApi, DynasmLabelApi};
use vm::layout::{
    CELL_STATE_OFFSET, CELL_STRUCTURE_ID_OFFSET, NOT_CELL_MASK, OBJECT_BUTTERFLY_OFFSET, STRING_LENGTH_OFFSET,
};

use super::{RAX, RDX, X64, asm};
use crate::backend::remember;
use crate::ir::Ref;

/// `gc::CellState::Old`: a cell a store of a pointer into must be remembered.
const OLD_CELL_STATE: u8 = gc::CellState::Old as u8;

impl X64<'_> {
    pub(super) fn guard_structure(&mut self, a: Ref, id: u32, exit: DynamicLabel) {
        self.load64(RAX, a);
        asm!(self.ops ; cmp DWORD [rax + CELL_STRUCTURE_ID_OFFSET as i32], id as i32 ; jne =>exit);
    }

    pub(super) fn load_field(&mut self, value: Ref, base: Ref, disp: i32) {
        self.load64(RAX, base);
        asm!(self.ops ; mov rax, [rax + disp]);
        self.define64(value, RAX);
    }

    pub(super) fn load_butterfly(&mut self, value: Ref, a: Ref) {
        self.load64(RAX, a);
        asm!(self.ops ; mov rax, [rax + OBJECT_BUTTERFLY_OFFSET as i32]);
        self.define64(value, RAX);
    }

    pub(super) fn store_field(&mut self, base: Ref, disp: i32, stored: Ref, owner: Ref) {
        self.box_into_rax(stored);
        self.load64(RDX, base);
        asm!(self.ops ; mov [rdx + disp], rax);
        self.write_barrier(owner);
    }

    pub(super) fn load_polymorphic(&mut self, value: Ref, a: Ref, cases: u32, exit: DynamicLabel) {
        let done = self.ops.new_dynamic_label();
        self.load64(RDX, a);
        asm!(self.ops ; mov ecx, DWORD [rdx + CELL_STRUCTURE_ID_OFFSET as i32]);
        for &(id, disp) in &self.cx.ir.polymorphic_cases[cases as usize] {
            let next = self.ops.new_dynamic_label();
            asm!(self.ops
                ; cmp ecx, id as i32
                ; jne =>next
                ; mov rax, [rdx + disp]
                ; jmp =>done
                ; =>next
            );
        }
        asm!(self.ops ; jmp =>exit ; =>done);
        self.define64(value, RAX);
    }

    pub(super) fn store_structure(&mut self, a: Ref, id: u32) {
        self.load64(RDX, a);
        asm!(self.ops ; mov DWORD [rdx + CELL_STRUCTURE_ID_OFFSET as i32], id as i32);
        // The barrier as for a stored cell (the structure is one).
        asm!(self.ops ; mov rax, rdx);
        self.write_barrier(a);
    }

    pub(super) fn string_length(&mut self, value: Ref, a: Ref) {
        self.load64(RDX, a);
        asm!(self.ops ; mov eax, DWORD [rdx + STRING_LENGTH_OFFSET as i32]);
        self.define32(value, RAX);
    }

    /// The write barrier after storing the value in rax into the cell `owner`: a cell
    /// stored into an old owner puts the owner in the remembered set. Clobbers rcx and rdx.
    pub(super) fn write_barrier(&mut self, owner: Ref) {
        let done = self.ops.new_dynamic_label();
        asm!(self.ops
            ; mov rcx, QWORD NOT_CELL_MASK as i64
            ; test rax, rcx
            ; jnz =>done
            ; test rax, rax
            ; jz =>done
        );
        self.load64(RDX, owner);
        asm!(self.ops
            ; cmp BYTE [rdx + CELL_STATE_OFFSET as i32], OLD_CELL_STATE as i8
            ; jne =>done
        );
        // The arguments go in rdi and rsi, which may hold values: save them first, so read
        // the owner again from where it is after that.
        let saved = crate::backend::save_caller_saved(self);
        asm!(self.ops ; mov rsi, rdx ; mov rdi, r14 ; mov rax, QWORD remember as *const () as i64 ; call rax);
        self.reload(&saved);
        asm!(self.ops ; =>done);
    }
}
