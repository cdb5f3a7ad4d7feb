//! Natives computed in the trace (pure Math helpers, `charCodeAt`), and calls out
//! (`backend/call_out.rs` gives the protocol).

use dynasmrt::{DynamicLabel, DynasmLabelApi};
use vm::layout::{
    STRING_DATA_OFFSET, STRING_FLAGS_OFFSET, STRING_IS_8BIT_FLAG, STRING_IS_ROPE_FLAG, STRING_LENGTH_OFFSET,
};

use super::{Arm64, D0, REGISTER_FILE, SPILL_AREA, X0, X1, X2, X16, asm};
use crate::across_frames::return_to_caller as return_to_caller_helper;
use crate::backend::call_out::{WINDOW_ADDRESS, WINDOW_INDEX, call_out as call_out_helper};
use crate::backend::{Target, call_unary as call_unary_helper, register_offset, save_caller_saved};
use crate::ir::Ref;

impl Arm64<'_> {
    pub(super) fn call_unary(&mut self, value: Ref, f: u64, a: Ref) {
        self.load_double(D0, a);
        self.call_with_pointer(call_unary_helper as *const (), f);
        self.define_double(value, D0);
    }

    pub(super) fn string_char_code_at(&mut self, value: Ref, a: Ref, index: Ref, exit: DynamicLabel) {
        let (wide, done) = (self.ops.new_dynamic_label(), self.ops.new_dynamic_label());
        self.load64(X2, a);
        self.load32(X1, index);
        self.load32_from(X16, X2, STRING_LENGTH_OFFSET as i32);
        asm!(self.ops ; cmp w1, w16 ; b.hs =>exit);
        self.load32_from(X0, X2, STRING_FLAGS_OFFSET as i32);
        self.mov_imm(X16, STRING_IS_ROPE_FLAG as u64);
        asm!(self.ops ; tst w0, w16 ; b.ne =>exit);
        self.load_from(X2, X2, STRING_DATA_OFFSET as i32);
        self.mov_imm(X16, STRING_IS_8BIT_FLAG as u64);
        asm!(self.ops
            ; tst w0, w16
            ; b.eq =>wide
            ; ldrb w0, [x2, x1]
            ; b =>done
            ; =>wide
            ; ldrh w0, [x2, x1, lsl #1]
            ; =>done
        );
        self.define32(value, X0);
    }

    pub(super) fn single_character_string(&mut self, value: Ref, unit: Ref, table: u64, exit: DynamicLabel) {
        self.load32(X1, unit);
        asm!(self.ops ; cmp w1, 255 ; b.hi =>exit);
        self.mov_imm(X2, table);
        asm!(self.ops
            ; ldr x0, [x2, x1, lsl #3]
            ; cbz x0, =>exit
        );
        self.define64(value, X0);
    }

    pub(super) fn call_argument(&mut self, index: u16, value: Ref) {
        self.box_into_x0(value);
        let w = WINDOW_ADDRESS;
        self.load_from(X2, SPILL_AREA, w);
        self.store64(X0, X2, index as i32 * 8);
    }

    /// Writes the site's snapshot back (for an instruction the interpreter runs), stores the
    /// Values live across the call into the roots, calls the helper with the VM, the call
    /// site and the window's index, and defines the result.
    pub(super) fn call_out(&mut self, value: Ref, site: u32) {
        if let Some(snapshot) = self.cx.trace.call_sites[site as usize].writes_back {
            for (slot, written) in self.cx.trace.snapshots[snapshot as usize].entries.clone() {
                self.write_register(slot, written);
            }
        }
        let roots = self.cx.roots.at.get(&value).cloned().unwrap_or_default();
        let w = WINDOW_ADDRESS;
        if !roots.is_empty() {
            let first_root = self.cx.trace.call_window;
            self.load_from(X2, SPILL_AREA, w);
            for (root, word) in roots {
                self.load64(X0, root);
                self.store64(X0, X2, ((first_root + word) * 8) as i32);
            }
        }
        let site = &self.cx.trace.call_sites[site as usize] as *const _ as u64;
        let saved = save_caller_saved(self);
        asm!(self.ops ; mov x0, x21);
        self.mov_imm(X1, site);
        self.load_from(X2, SPILL_AREA, WINDOW_INDEX);
        self.mov_imm(X16, call_out_helper as *const () as u64);
        asm!(self.ops ; blr x16);
        self.reload(&saved);
        self.define64(value, X0);
    }

    pub(super) fn guard_no_exception(&mut self, a: Ref, exit: DynamicLabel) {
        self.load64(X0, a);
        asm!(self.ops ; cbz x0, =>exit);
    }

    pub(super) fn guard_valid(&mut self, exit: DynamicLabel) {
        self.mov_imm(X16, self.cx.runtime.invalidated as u64);
        asm!(self.ops ; ldrb w16, [x16] ; cbnz w16, =>exit);
    }

    /// Pops the frame the trace was entered in (`across_frames::return_to_caller`) and
    /// moves x19 to the caller's registers; exits when the caller is not the one expected.
    pub(super) fn return_to_caller(&mut self, check: u64, exit: DynamicLabel) {
        let saved = save_caller_saved(self);
        asm!(self.ops ; mov x0, x21);
        self.mov_imm(X1, check);
        self.mov_imm(X16, return_to_caller_helper as *const () as u64);
        asm!(self.ops ; blr x16);
        self.reload(&saved);
        asm!(self.ops ; cbz x0, =>exit ; mov x19, x0);
    }

    pub(super) fn read_slot(&mut self, value: Ref, slot: u16) {
        self.load_from(X0, REGISTER_FILE, register_offset(slot));
        self.define64(value, X0);
    }
}
