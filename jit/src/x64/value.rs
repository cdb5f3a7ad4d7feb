//! Registers, boxing and type guards.

use dynasmrt::{DynamicLabel, DynasmApi, DynasmLabelApi};
use vm::layout::{CELL_JS_TYPE_OFFSET, DOUBLE_ENCODE_OFFSET, ENCODED_FALSE, NOT_CELL_MASK, NUMBER_TAG};
use vm::value::CANONICAL_NAN_BITS;

use super::{RAX, X64, XMM0, asm};
use crate::backend::register_offset;
use crate::ir::{Ref, Type};

impl X64<'_> {
    pub(super) fn register_load(&mut self, value: Ref, ty: Type, slot: u16, exit: DynamicLabel) {
        asm!(self.ops ; mov rax, [r12 + register_offset(slot)]);
        self.unbox_rax(value, ty, exit);
    }

    pub(super) fn unbox(&mut self, value: Ref, ty: Type, a: Ref, exit: DynamicLabel) {
        self.load64(RAX, a);
        self.unbox_rax(value, ty, exit);
    }

    pub(super) fn box_value(&mut self, value: Ref, a: Ref) {
        self.box_into_rax(a);
        self.define64(value, RAX);
    }

    pub(super) fn guard_cell(&mut self, a: Ref, exit: DynamicLabel) {
        self.load64(RAX, a);
        asm!(self.ops
            ; mov rcx, QWORD NOT_CELL_MASK as i64
            ; test rax, rcx
            ; jnz =>exit
            ; test rax, rax
            ; jz =>exit
        );
    }

    pub(super) fn guard_js_type(&mut self, a: Ref, js_type: u8, exit: DynamicLabel) {
        self.load64(RAX, a);
        asm!(self.ops ; cmp BYTE [rax + CELL_JS_TYPE_OFFSET as i32], js_type as i8 ; jne =>exit);
    }

    pub(super) fn guard_not_empty(&mut self, a: Ref, exit: DynamicLabel) {
        self.load64(RAX, a);
        asm!(self.ops ; test rax, rax ; jz =>exit);
    }

    /// rax = `value` boxed as a JSValue. Clobbers rcx and xmm0.
    pub(super) fn box_into_rax(&mut self, value: Ref) {
        match self.cx.ir.ty(value) {
            Type::Int32 => {
                self.load32(RAX, value);
                asm!(self.ops ; mov rcx, QWORD NUMBER_TAG as i64 ; or rax, rcx);
            }
            Type::Double => {
                self.load_double(XMM0, value);
                asm!(self.ops ; movq rax, xmm0);
                self.canonicalize_nan_in_rax();
                asm!(self.ops ; mov rcx, QWORD DOUBLE_ENCODE_OFFSET as i64 ; add rax, rcx);
            }
            Type::Bool => {
                self.load32(RAX, value);
                asm!(self.ops ; or eax, ENCODED_FALSE as i32);
            }
            Type::Value => self.load64(RAX, value),
            Type::None | Type::Ptr => unreachable!("only values are boxed"),
        }
    }

    /// rax = `value` boxed as the interpreter keeps it: as `box_into_rax`, but a double
    /// that is an int32 (not -0) as that int32, so that the interpreter's fast paths take
    /// what an exit leaves. Clobbers rcx, xmm0 and xmm1.
    pub(super) fn box_as_interpreter_into_rax(&mut self, value: Ref) {
        if self.cx.ir.ty(value) != Type::Double {
            return self.box_into_rax(value);
        }
        self.load_double(XMM0, value);
        asm!(self.ops
            ; cvttsd2si eax, xmm0
            ; cvtsi2sd xmm1, eax
            ; ucomisd xmm0, xmm1
            ; jne >double
            ; jp >double
            ; test eax, eax
            ; jnz >int
            ; movq rcx, xmm0
            ; test rcx, rcx
            ; js >double
            ; int:
            ; mov rcx, QWORD NUMBER_TAG as i64
            ; or rax, rcx
            ; jmp >done
            ; double:
            ; movq rax, xmm0
        );
        self.canonicalize_nan_in_rax();
        asm!(self.ops
            ; mov rcx, QWORD DOUBLE_ENCODE_OFFSET as i64
            ; add rax, rcx
            ; done:
        );
    }

    /// Replaces a NaN in xmm0 (whose bits are in rax) by the canonical one.
    pub(super) fn canonicalize_nan_in_rax(&mut self) {
        asm!(self.ops
            ; ucomisd xmm0, xmm0
            ; jnp >ordered
            ; mov rax, QWORD CANONICAL_NAN_BITS as i64
            ; ordered:
        );
    }

    /// Unboxes the JSValue in rax into the result `value` of type `ty`, exiting when it is
    /// not of that type (`Double` takes an int32 too). Clobbers rcx and xmm0.
    fn unbox_rax(&mut self, value: Ref, ty: Type, exit: DynamicLabel) {
        match ty {
            Type::Int32 => {
                asm!(self.ops ; mov rcx, QWORD NUMBER_TAG as i64 ; cmp rax, rcx ; jb =>exit);
                self.define32(value, RAX);
            }
            Type::Double => {
                asm!(self.ops
                    ; mov rcx, QWORD NUMBER_TAG as i64
                    ; cmp rax, rcx
                    ; jae >int
                    ; test rax, rcx
                    ; jz =>exit
                    ; mov rcx, QWORD DOUBLE_ENCODE_OFFSET as i64
                    ; sub rax, rcx
                    ; movq xmm0, rax
                    ; jmp >done
                    ; int:
                    ; cvtsi2sd xmm0, eax
                    ; done:
                );
                self.define_double(value, XMM0);
            }
            Type::Bool => {
                asm!(self.ops
                    ; mov rcx, rax
                    ; and rcx, -2
                    ; cmp rcx, ENCODED_FALSE as i32
                    ; jne =>exit
                    ; and eax, 1
                );
                self.define32(value, RAX);
            }
            Type::Value => self.define64(value, RAX),
            Type::None | Type::Ptr => unreachable!("only values are unboxed"),
        }
    }
}
