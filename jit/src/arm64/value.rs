//! Registers, boxing and type guards.

use dynasmrt::{DynamicLabel, DynasmApi, DynasmLabelApi};
use vm::layout::{CELL_JS_TYPE_OFFSET, DOUBLE_ENCODE_OFFSET, ENCODED_FALSE, NOT_CELL_MASK, NUMBER_TAG};
use vm::value::CANONICAL_NAN_BITS;

use super::{Arm64, D0, REGISTER_FILE, X0, X1, X2, asm};
use crate::backend::register_offset;
use crate::ir::{Ref, Type};

impl Arm64<'_> {
    pub(super) fn register_load(&mut self, value: Ref, ty: Type, slot: u16, exit: DynamicLabel) {
        self.load_from(X0, REGISTER_FILE, register_offset(slot));
        self.unbox_x0(value, ty, exit);
    }

    pub(super) fn unbox(&mut self, value: Ref, ty: Type, a: Ref, exit: DynamicLabel) {
        self.load64(X0, a);
        self.unbox_x0(value, ty, exit);
    }

    pub(super) fn box_value(&mut self, value: Ref, a: Ref) {
        self.box_into_x0(a);
        self.define64(value, X0);
    }

    pub(super) fn guard_cell(&mut self, a: Ref, exit: DynamicLabel) {
        self.load64(X0, a);
        self.mov_imm(X1, NOT_CELL_MASK);
        asm!(self.ops
            ; tst x0, x1
            ; b.ne =>exit
            ; cbz x0, =>exit
        );
    }

    pub(super) fn guard_js_type(&mut self, a: Ref, js_type: u8, exit: DynamicLabel) {
        self.load64(X0, a);
        self.load8_from(X1, X0, CELL_JS_TYPE_OFFSET as i32);
        asm!(self.ops ; cmp w1, js_type as u32 ; b.ne =>exit);
    }

    pub(super) fn guard_not_empty(&mut self, a: Ref, exit: DynamicLabel) {
        self.load64(X0, a);
        asm!(self.ops ; cbz x0, =>exit);
    }

    /// x0 = `value` boxed as a JSValue. Clobbers x1 and d0.
    pub(super) fn box_into_x0(&mut self, value: Ref) {
        match self.cx.ir.ty(value) {
            Type::Int32 => {
                self.load32(X0, value);
                self.mov_imm(X1, NUMBER_TAG);
                asm!(self.ops ; orr x0, x0, x1);
            }
            Type::Double => {
                self.load_double(D0, value);
                asm!(self.ops ; fmov x0, d0);
                self.canonicalize_nan_in_x0();
                self.mov_imm(X1, DOUBLE_ENCODE_OFFSET);
                asm!(self.ops ; add x0, x0, x1);
            }
            Type::Bool => {
                self.load32(X0, value);
                self.mov_imm(X1, ENCODED_FALSE);
                asm!(self.ops ; orr x0, x0, x1);
            }
            Type::Value => self.load64(X0, value),
            Type::None | Type::Ptr => unreachable!("only values are boxed"),
        }
    }

    /// x0 = `value` boxed as the interpreter keeps it: as `box_into_x0`, but a double that
    /// is an int32 (not -0) as that int32, so that the interpreter's fast paths take what an
    /// exit leaves. Clobbers x1, d0 and d1.
    pub(super) fn box_as_interpreter_into_x0(&mut self, value: Ref) {
        if self.cx.ir.ty(value) != Type::Double {
            return self.box_into_x0(value);
        }
        let (int, double, done) =
            (self.ops.new_dynamic_label(), self.ops.new_dynamic_label(), self.ops.new_dynamic_label());
        self.load_double(D0, value);
        asm!(self.ops
            ; fcvtzs w0, d0
            ; scvtf d1, w0
            ; fcmp d0, d1
            ; b.ne =>double
            ; cbnz w0, =>int
            ; fmov x1, d0
            ; tbnz x1, #63, =>double
            ; =>int
            ; mov w0, w0
        );
        self.mov_imm(X1, NUMBER_TAG);
        asm!(self.ops ; orr x0, x0, x1 ; b =>done ; =>double ; fmov x0, d0);
        self.canonicalize_nan_in_x0();
        self.mov_imm(X1, DOUBLE_ENCODE_OFFSET);
        asm!(self.ops ; add x0, x0, x1 ; =>done);
    }

    /// Replaces a NaN in d0 (whose bits are in x0) by the canonical one.
    pub(super) fn canonicalize_nan_in_x0(&mut self) {
        let ordered = self.ops.new_dynamic_label();
        asm!(self.ops ; fcmp d0, d0 ; b.vc =>ordered);
        self.mov_imm(X0, CANONICAL_NAN_BITS);
        asm!(self.ops ; =>ordered);
    }

    /// Unboxes the JSValue in x0 into the result `value` of type `ty`, exiting when it is
    /// not of that type (`Double` takes an int32 too). Clobbers x1, x2 and d0.
    fn unbox_x0(&mut self, value: Ref, ty: Type, exit: DynamicLabel) {
        match ty {
            Type::Int32 => {
                self.mov_imm(X1, NUMBER_TAG);
                asm!(self.ops ; cmp x0, x1 ; b.lo =>exit);
                self.define32(value, X0);
            }
            Type::Double => {
                let (int, done) = (self.ops.new_dynamic_label(), self.ops.new_dynamic_label());
                self.mov_imm(X1, NUMBER_TAG);
                asm!(self.ops
                    ; cmp x0, x1
                    ; b.hs =>int
                    ; tst x0, x1
                    ; b.eq =>exit
                );
                self.mov_imm(X2, DOUBLE_ENCODE_OFFSET);
                asm!(self.ops
                    ; sub x0, x0, x2
                    ; fmov d0, x0
                    ; b =>done
                    ; =>int
                    ; scvtf d0, w0
                    ; =>done
                );
                self.define_double(value, D0);
            }
            Type::Bool => {
                asm!(self.ops ; and x1, x0, #0xffff_ffff_ffff_fffe);
                self.mov_imm(X2, ENCODED_FALSE);
                asm!(self.ops
                    ; cmp x1, x2
                    ; b.ne =>exit
                    ; and w0, w0, #1
                );
                self.define32(value, X0);
            }
            Type::Value => self.define64(value, X0),
            Type::None | Type::Ptr => unreachable!("only values are unboxed"),
        }
    }
}
