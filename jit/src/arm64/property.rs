//! Properties: structure guards, slots, transitions, and the write barrier.

use dynasmrt::{DynamicLabel, DynasmApi, DynasmLabelApi};
use vm::layout::{
    CELL_STATE_OFFSET, CELL_STRUCTURE_ID_OFFSET, NOT_CELL_MASK, OBJECT_BUTTERFLY_OFFSET, STRING_LENGTH_OFFSET,
};

use super::{Arm64, X0, X1, X2, X16, asm};
use crate::backend::remember;
use crate::ir::Ref;

/// `gc::CellState::Old`: a cell a store of a pointer into must be remembered.
const OLD_CELL_STATE: u8 = gc::CellState::Old as u8;

impl Arm64<'_> {
    pub(super) fn guard_structure(&mut self, a: Ref, id: u32, exit: DynamicLabel) {
        self.load64(X0, a);
        self.load32_from(X1, X0, CELL_STRUCTURE_ID_OFFSET as i32);
        self.mov_imm(X2, id as u64);
        asm!(self.ops ; cmp w1, w2 ; b.ne =>exit);
    }

    pub(super) fn load_field(&mut self, value: Ref, base: Ref, disp: i32) {
        self.load64(X0, base);
        self.load_from(X0, X0, disp);
        self.define64(value, X0);
    }

    pub(super) fn load_butterfly(&mut self, value: Ref, a: Ref) {
        self.load64(X0, a);
        self.load_from(X0, X0, OBJECT_BUTTERFLY_OFFSET as i32);
        self.define64(value, X0);
    }

    pub(super) fn store_field(&mut self, base: Ref, disp: i32, stored: Ref, owner: Ref) {
        self.box_into_x0(stored);
        self.load64(X2, base);
        self.store64(X0, X2, disp);
        self.write_barrier(owner);
    }

    pub(super) fn load_polymorphic(&mut self, value: Ref, a: Ref, cases: u32, exit: DynamicLabel) {
        let done = self.ops.new_dynamic_label();
        self.load64(X2, a);
        self.load32_from(X1, X2, CELL_STRUCTURE_ID_OFFSET as i32);
        for &(id, disp) in &self.cx.ir.polymorphic_cases[cases as usize] {
            let next = self.ops.new_dynamic_label();
            self.mov_imm(X0, id as u64);
            asm!(self.ops ; cmp w1, w0 ; b.ne =>next);
            self.load_from(X0, X2, disp);
            asm!(self.ops ; b =>done ; =>next);
        }
        asm!(self.ops ; b =>exit ; =>done);
        self.define64(value, X0);
    }

    pub(super) fn store_structure(&mut self, a: Ref, id: u32) {
        self.load64(X2, a);
        self.mov_imm(X1, id as u64);
        self.store32(X1, X2, CELL_STRUCTURE_ID_OFFSET as i32);
        // The barrier as for a stored cell (the structure is one).
        asm!(self.ops ; mov x0, x2);
        self.write_barrier(a);
    }

    pub(super) fn string_length(&mut self, value: Ref, a: Ref) {
        self.load64(X2, a);
        self.load32_from(X0, X2, STRING_LENGTH_OFFSET as i32);
        self.define32(value, X0);
    }

    /// The write barrier after storing the value in x0 into the cell `owner`: a cell
    /// stored into an old owner puts the owner in the remembered set. Clobbers x1 and x2.
    pub(super) fn write_barrier(&mut self, owner: Ref) {
        let done = self.ops.new_dynamic_label();
        self.mov_imm(X1, NOT_CELL_MASK);
        asm!(self.ops
            ; tst x0, x1
            ; b.ne =>done
            ; cbz x0, =>done
        );
        self.load64(X2, owner);
        self.load8_from(X1, X2, CELL_STATE_OFFSET as i32);
        asm!(self.ops ; cmp w1, OLD_CELL_STATE as u32 ; b.ne =>done);
        // Saving the caller-saved registers uses only x16 and x17: x2 still holds the owner.
        let saved = crate::backend::save_caller_saved(self);
        asm!(self.ops ; mov x1, x2 ; mov x0, x21);
        self.mov_imm(X16, remember as *const () as u64);
        asm!(self.ops ; blr x16);
        self.reload(&saved);
        asm!(self.ops ; =>done);
    }
}
