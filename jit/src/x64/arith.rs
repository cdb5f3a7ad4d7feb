//! Arithmetic: int32 operations with overflow exits, bitwise operations, doubles.

use dynasmrt::{DynamicLabel, DynasmApi, DynasmLabelApi};

use super::{RAX, RCX, RDX, X64, XMM0, XMM1, asm};
use crate::backend::{double_remainder, double_to_int32};
use crate::ir::Ref;

impl X64<'_> {
    /// eax = `a`, ecx = `b`.
    fn int_operands(&mut self, a: Ref, b: Ref) {
        self.load32(RAX, a);
        self.load32(RCX, b);
    }

    /// xmm0 = `a`, xmm1 = `b`.
    fn double_operands(&mut self, a: Ref, b: Ref) {
        self.load_double(XMM0, a);
        self.load_double(XMM1, b);
    }

    pub(super) fn add_ov(&mut self, value: Ref, a: Ref, b: Ref, exit: DynamicLabel) {
        self.int_operands(a, b);
        asm!(self.ops ; add eax, ecx ; jo =>exit);
        self.define32(value, RAX);
    }

    pub(super) fn sub_ov(&mut self, value: Ref, a: Ref, b: Ref, exit: DynamicLabel) {
        self.int_operands(a, b);
        asm!(self.ops ; sub eax, ecx ; jo =>exit);
        self.define32(value, RAX);
    }

    pub(super) fn mul_ov(&mut self, value: Ref, a: Ref, b: Ref, exit: DynamicLabel) {
        self.int_operands(a, b);
        asm!(self.ops
            ; mov edx, eax
            ; imul eax, ecx
            ; jo =>exit
            ; test eax, eax
            ; jnz >nonzero
            // A zero product with a negative operand is -0.
            ; or edx, ecx
            ; js =>exit
            ; nonzero:
        );
        self.define32(value, RAX);
    }

    pub(super) fn neg_ov(&mut self, value: Ref, a: Ref, exit: DynamicLabel) {
        self.load32(RAX, a);
        asm!(self.ops ; test eax, 0x7fff_ffff ; jz =>exit ; neg eax);
        self.define32(value, RAX);
    }

    pub(super) fn mod_int(&mut self, value: Ref, a: Ref, b: Ref, exit: DynamicLabel) {
        self.int_operands(a, b);
        asm!(self.ops
            ; test eax, eax
            ; js =>exit
            ; test ecx, ecx
            ; jle =>exit
            ; cdq
            ; idiv ecx
        );
        self.define32(value, RDX);
    }

    pub(super) fn int_and(&mut self, value: Ref, a: Ref, b: Ref) {
        self.int_operands(a, b);
        asm!(self.ops ; and eax, ecx);
        self.define32(value, RAX);
    }

    pub(super) fn int_or(&mut self, value: Ref, a: Ref, b: Ref) {
        self.int_operands(a, b);
        asm!(self.ops ; or eax, ecx);
        self.define32(value, RAX);
    }

    pub(super) fn int_xor(&mut self, value: Ref, a: Ref, b: Ref) {
        self.int_operands(a, b);
        asm!(self.ops ; xor eax, ecx);
        self.define32(value, RAX);
    }

    pub(super) fn int_shl(&mut self, value: Ref, a: Ref, b: Ref) {
        self.int_operands(a, b);
        asm!(self.ops ; shl eax, cl);
        self.define32(value, RAX);
    }

    pub(super) fn int_sar(&mut self, value: Ref, a: Ref, b: Ref) {
        self.int_operands(a, b);
        asm!(self.ops ; sar eax, cl);
        self.define32(value, RAX);
    }

    pub(super) fn int_mul(&mut self, value: Ref, a: Ref, b: Ref) {
        self.int_operands(a, b);
        asm!(self.ops ; imul eax, ecx);
        self.define32(value, RAX);
    }

    pub(super) fn int_min(&mut self, value: Ref, a: Ref, b: Ref) {
        self.int_operands(a, b);
        asm!(self.ops ; cmp eax, ecx ; cmovg eax, ecx);
        self.define32(value, RAX);
    }

    pub(super) fn int_max(&mut self, value: Ref, a: Ref, b: Ref) {
        self.int_operands(a, b);
        asm!(self.ops ; cmp eax, ecx ; cmovl eax, ecx);
        self.define32(value, RAX);
    }

    pub(super) fn ushr_ov(&mut self, value: Ref, a: Ref, b: Ref, exit: DynamicLabel) {
        self.int_operands(a, b);
        asm!(self.ops ; shr eax, cl ; test eax, eax ; js =>exit);
        self.define32(value, RAX);
    }

    pub(super) fn ushr_to_double(&mut self, value: Ref, a: Ref, b: Ref) {
        self.int_operands(a, b);
        asm!(self.ops ; shr eax, cl ; cvtsi2sd xmm0, rax);
        self.define_double(value, XMM0);
    }

    pub(super) fn bit_not(&mut self, value: Ref, a: Ref) {
        self.load32(RAX, a);
        asm!(self.ops ; not eax);
        self.define32(value, RAX);
    }

    pub(super) fn double_add(&mut self, value: Ref, a: Ref, b: Ref) {
        self.double_operands(a, b);
        asm!(self.ops ; addsd xmm0, xmm1);
        self.define_double(value, XMM0);
    }

    pub(super) fn double_sub(&mut self, value: Ref, a: Ref, b: Ref) {
        self.double_operands(a, b);
        asm!(self.ops ; subsd xmm0, xmm1);
        self.define_double(value, XMM0);
    }

    pub(super) fn double_mul(&mut self, value: Ref, a: Ref, b: Ref) {
        self.double_operands(a, b);
        asm!(self.ops ; mulsd xmm0, xmm1);
        self.define_double(value, XMM0);
    }

    pub(super) fn double_div(&mut self, value: Ref, a: Ref, b: Ref) {
        self.double_operands(a, b);
        asm!(self.ops ; divsd xmm0, xmm1);
        self.define_double(value, XMM0);
    }

    pub(super) fn double_mod(&mut self, value: Ref, a: Ref, b: Ref) {
        self.double_operands(a, b);
        self.call(double_remainder as *const ());
        self.define_double(value, XMM0);
    }

    pub(super) fn neg_double(&mut self, value: Ref, a: Ref) {
        self.load_double(XMM0, a);
        asm!(self.ops ; movq rax, xmm0 ; btc rax, 63 ; movq xmm0, rax);
        self.define_double(value, XMM0);
    }

    pub(super) fn int_to_double(&mut self, value: Ref, a: Ref) {
        self.load32(RAX, a);
        asm!(self.ops ; cvtsi2sd xmm0, eax);
        self.define_double(value, XMM0);
    }

    /// A double below 2^63 in magnitude truncates exactly to 64 bits, whose low 32 are
    /// ToInt32; the others (and NaN) give the "indefinite" value and take the helper.
    pub(super) fn double_to_int(&mut self, value: Ref, a: Ref) {
        self.load_double(XMM0, a);
        let done = self.ops.new_dynamic_label();
        asm!(self.ops
            ; cvttsd2si rax, xmm0
            ; mov rcx, QWORD i64::MIN
            ; cmp rax, rcx
            ; jne =>done
        );
        self.call(double_to_int32 as *const ());
        asm!(self.ops ; =>done);
        self.define32(value, RAX);
    }

    pub(super) fn sqrt_double(&mut self, value: Ref, a: Ref) {
        self.load_double(XMM0, a);
        asm!(self.ops ; sqrtsd xmm0, xmm0);
        self.define_double(value, XMM0);
    }

    pub(super) fn abs_double(&mut self, value: Ref, a: Ref) {
        self.load_double(XMM0, a);
        asm!(self.ops ; movq rax, xmm0 ; btr rax, 63 ; movq xmm0, rax);
        self.define_double(value, XMM0);
    }

    pub(super) fn abs_int(&mut self, value: Ref, a: Ref, exit: DynamicLabel) {
        self.load32(RAX, a);
        asm!(self.ops
            ; mov ecx, eax
            ; neg ecx
            ; jo =>exit
            ; cmovns eax, ecx
        );
        self.define32(value, RAX);
    }
}
