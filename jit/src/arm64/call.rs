//! Natives computed in the trace: pure Math helpers, and `charCodeAt`.

use dynasmrt::{DynamicLabel, DynasmLabelApi};
use vm::layout::{
    STRING_DATA_OFFSET, STRING_FLAGS_OFFSET, STRING_IS_8BIT_FLAG, STRING_IS_ROPE_FLAG, STRING_LENGTH_OFFSET,
};

use super::{Arm64, D0, X0, X1, X2, X16, asm};
use crate::backend::call_unary as call_unary_helper;
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
}
