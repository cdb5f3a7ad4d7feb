//! Natives computed in the trace (pure Math helpers, `charCodeAt`), and calls out
//! (`backend/call_out.rs` gives the protocol).

use dynasmrt::{DynamicLabel, DynasmApi, DynasmLabelApi};
use vm::layout::{
    STRING_DATA_OFFSET, STRING_FLAGS_OFFSET, STRING_IS_8BIT_FLAG, STRING_IS_ROPE_FLAG, STRING_LENGTH_OFFSET,
};

use super::{RAX, RCX, RDX, X64, XMM0, asm};
use crate::across_frames::return_to_caller as return_to_caller_helper;
use crate::backend::call_out::{WINDOW_ADDRESS, WINDOW_INDEX, call_out as call_out_helper};
use crate::backend::{Target, call_unary as call_unary_helper, register_offset, save_caller_saved};
use crate::ir::Ref;

impl X64<'_> {
    pub(super) fn call_unary(&mut self, value: Ref, f: u64, a: Ref) {
        self.load_double(XMM0, a);
        self.call_with_pointer(call_unary_helper as *const (), f);
        self.define_double(value, XMM0);
    }

    pub(super) fn string_char_code_at(&mut self, value: Ref, a: Ref, index: Ref, exit: DynamicLabel) {
        self.load64(RDX, a);
        self.load32(RCX, index);
        asm!(self.ops
            ; cmp ecx, DWORD [rdx + STRING_LENGTH_OFFSET as i32]
            ; jae =>exit
            ; mov eax, DWORD [rdx + STRING_FLAGS_OFFSET as i32]
            ; test eax, STRING_IS_ROPE_FLAG as i32
            ; jnz =>exit
            ; mov rdx, [rdx + STRING_DATA_OFFSET as i32]
            ; test eax, STRING_IS_8BIT_FLAG as i32
            ; jz >wide
            ; movzx eax, BYTE [rdx + rcx]
            ; jmp >done
            ; wide:
            ; movzx eax, WORD [rdx + rcx * 2]
            ; done:
        );
        self.define32(value, RAX);
    }

    pub(super) fn single_character_string(&mut self, value: Ref, unit: Ref, table: u64, exit: DynamicLabel) {
        self.load32(RCX, unit);
        asm!(self.ops
            ; cmp ecx, 255
            ; ja =>exit
            ; mov rax, QWORD table as i64
            ; mov rax, [rax + rcx * 8]
            ; test rax, rax
            ; jz =>exit
        );
        self.define64(value, RAX);
    }

    pub(super) fn call_argument(&mut self, index: u16, value: Ref) {
        self.box_into_rax(value);
        let w = WINDOW_ADDRESS;
        asm!(self.ops ; mov rcx, [r13 + w] ; mov [rcx + index as i32 * 8], rax);
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
            asm!(self.ops ; mov rcx, [r13 + w]);
            for (root, word) in roots {
                self.load64(RAX, root);
                asm!(self.ops ; mov [rcx + ((first_root + word) * 8) as i32], rax);
            }
        }
        let site = &self.cx.trace.call_sites[site as usize] as *const _ as i64;
        let saved = save_caller_saved(self);
        asm!(self.ops
            ; mov rdi, r14
            ; mov rsi, QWORD site
            ; mov rdx, [r13 + WINDOW_INDEX]
            ; mov rax, QWORD call_out_helper as *const () as i64
            ; call rax
        );
        self.reload(&saved);
        self.define64(value, RAX);
    }

    pub(super) fn guard_no_exception(&mut self, a: Ref, exit: DynamicLabel) {
        self.load64(RAX, a);
        asm!(self.ops ; test rax, rax ; jz =>exit);
    }

    pub(super) fn guard_valid(&mut self, exit: DynamicLabel) {
        let flag = self.cx.runtime.invalidated as i64;
        asm!(self.ops ; mov rax, QWORD flag ; cmp BYTE [rax], 0 ; jne =>exit);
    }

    /// Pops the frame the trace was entered in (`across_frames::return_to_caller`) and
    /// moves r12 to the caller's registers; exits when the caller is not the one expected.
    pub(super) fn return_to_caller(&mut self, check: u64, exit: DynamicLabel) {
        let saved = save_caller_saved(self);
        asm!(self.ops
            ; mov rdi, r14
            ; mov rsi, QWORD check as i64
            ; mov rax, QWORD return_to_caller_helper as *const () as i64
            ; call rax
        );
        self.reload(&saved);
        asm!(self.ops ; test rax, rax ; jz =>exit ; mov r12, rax);
    }

    pub(super) fn read_slot(&mut self, value: Ref, slot: u16) {
        asm!(self.ops ; mov rax, [r12 + register_offset(slot)]);
        self.define64(value, RAX);
    }
}
