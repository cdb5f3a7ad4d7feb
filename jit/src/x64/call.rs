//! Natives computed in the trace: pure Math helpers, and `charCodeAt`.

use dynasmrt::{DynamicLabel, DynasmApi, DynasmLabelApi};
use vm::layout::{
    STRING_DATA_OFFSET, STRING_FLAGS_OFFSET, STRING_IS_8BIT_FLAG, STRING_IS_ROPE_FLAG, STRING_LENGTH_OFFSET,
};

use super::{RAX, RCX, RDX, X64, XMM0, asm};
use crate::backend::call_unary as call_unary_helper;
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
}
