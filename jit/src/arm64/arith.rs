//! Arithmetic: int32 operations with overflow exits, bitwise operations, doubles.

use dynasmrt::{DynamicLabel, DynasmLabelApi};

use super::{Arm64, D0, D1, X0, X1, X2, asm};
use crate::backend::{double_remainder, double_to_int32};
use crate::ir::Ref;

impl Arm64<'_> {
    /// w0 = `a`, w1 = `b`.
    fn int_operands(&mut self, a: Ref, b: Ref) {
        self.load32(X0, a);
        self.load32(X1, b);
    }

    /// d0 = `a`, d1 = `b`.
    fn double_operands(&mut self, a: Ref, b: Ref) {
        self.load_double(D0, a);
        self.load_double(D1, b);
    }

    pub(super) fn add_ov(&mut self, value: Ref, a: Ref, b: Ref, exit: DynamicLabel) {
        self.int_operands(a, b);
        asm!(self.ops ; adds w0, w0, w1 ; b.vs =>exit);
        self.define32(value, X0);
    }

    pub(super) fn sub_ov(&mut self, value: Ref, a: Ref, b: Ref, exit: DynamicLabel) {
        self.int_operands(a, b);
        asm!(self.ops ; subs w0, w0, w1 ; b.vs =>exit);
        self.define32(value, X0);
    }

    /// The 64-bit product must be its own low half sign-extended; a zero product with a
    /// negative operand is -0.
    pub(super) fn mul_ov(&mut self, value: Ref, a: Ref, b: Ref, exit: DynamicLabel) {
        self.int_operands(a, b);
        let nonzero = self.ops.new_dynamic_label();
        asm!(self.ops
            ; smull x2, w0, w1
            ; cmp x2, w2, sxtw
            ; b.ne =>exit
            ; cbnz w2, =>nonzero
            ; orr w0, w0, w1
            ; cmp w0, #0
            ; b.lt =>exit
            ; =>nonzero
        );
        self.define32(value, X2);
    }

    pub(super) fn neg_ov(&mut self, value: Ref, a: Ref, exit: DynamicLabel) {
        self.load32(X0, a);
        asm!(self.ops ; tst w0, #0x7fff_ffff ; b.eq =>exit ; neg w0, w0);
        self.define32(value, X0);
    }

    pub(super) fn mod_int(&mut self, value: Ref, a: Ref, b: Ref, exit: DynamicLabel) {
        self.int_operands(a, b);
        asm!(self.ops
            ; cmp w0, #0
            ; b.lt =>exit
            ; cmp w1, #0
            ; b.le =>exit
            ; sdiv w2, w0, w1
            ; msub w2, w2, w1, w0
        );
        self.define32(value, X2);
    }

    pub(super) fn int_and(&mut self, value: Ref, a: Ref, b: Ref) {
        self.int_operands(a, b);
        asm!(self.ops ; and w0, w0, w1);
        self.define32(value, X0);
    }

    pub(super) fn int_or(&mut self, value: Ref, a: Ref, b: Ref) {
        self.int_operands(a, b);
        asm!(self.ops ; orr w0, w0, w1);
        self.define32(value, X0);
    }

    pub(super) fn int_xor(&mut self, value: Ref, a: Ref, b: Ref) {
        self.int_operands(a, b);
        asm!(self.ops ; eor w0, w0, w1);
        self.define32(value, X0);
    }

    /// The shift amount is taken modulo 32, as JavaScript's is.
    pub(super) fn int_shl(&mut self, value: Ref, a: Ref, b: Ref) {
        self.int_operands(a, b);
        asm!(self.ops ; lsl w0, w0, w1);
        self.define32(value, X0);
    }

    pub(super) fn int_sar(&mut self, value: Ref, a: Ref, b: Ref) {
        self.int_operands(a, b);
        asm!(self.ops ; asr w0, w0, w1);
        self.define32(value, X0);
    }

    pub(super) fn int_mul(&mut self, value: Ref, a: Ref, b: Ref) {
        self.int_operands(a, b);
        asm!(self.ops ; mul w0, w0, w1);
        self.define32(value, X0);
    }

    pub(super) fn int_min(&mut self, value: Ref, a: Ref, b: Ref) {
        self.int_operands(a, b);
        asm!(self.ops ; cmp w0, w1 ; csel w0, w1, w0, gt);
        self.define32(value, X0);
    }

    pub(super) fn int_max(&mut self, value: Ref, a: Ref, b: Ref) {
        self.int_operands(a, b);
        asm!(self.ops ; cmp w0, w1 ; csel w0, w1, w0, lt);
        self.define32(value, X0);
    }

    pub(super) fn ushr_ov(&mut self, value: Ref, a: Ref, b: Ref, exit: DynamicLabel) {
        self.int_operands(a, b);
        asm!(self.ops ; lsr w0, w0, w1 ; cmp w0, #0 ; b.lt =>exit);
        self.define32(value, X0);
    }

    pub(super) fn ushr_to_double(&mut self, value: Ref, a: Ref, b: Ref) {
        self.int_operands(a, b);
        asm!(self.ops ; lsr w0, w0, w1 ; ucvtf d0, w0);
        self.define_double(value, D0);
    }

    pub(super) fn bit_not(&mut self, value: Ref, a: Ref) {
        self.load32(X0, a);
        asm!(self.ops ; mvn w0, w0);
        self.define32(value, X0);
    }

    pub(super) fn double_add(&mut self, value: Ref, a: Ref, b: Ref) {
        self.double_operands(a, b);
        asm!(self.ops ; fadd d0, d0, d1);
        self.define_double(value, D0);
    }

    pub(super) fn double_sub(&mut self, value: Ref, a: Ref, b: Ref) {
        self.double_operands(a, b);
        asm!(self.ops ; fsub d0, d0, d1);
        self.define_double(value, D0);
    }

    pub(super) fn double_mul(&mut self, value: Ref, a: Ref, b: Ref) {
        self.double_operands(a, b);
        asm!(self.ops ; fmul d0, d0, d1);
        self.define_double(value, D0);
    }

    pub(super) fn double_div(&mut self, value: Ref, a: Ref, b: Ref) {
        self.double_operands(a, b);
        asm!(self.ops ; fdiv d0, d0, d1);
        self.define_double(value, D0);
    }

    pub(super) fn double_mod(&mut self, value: Ref, a: Ref, b: Ref) {
        self.double_operands(a, b);
        self.call(double_remainder as *const ());
        self.define_double(value, D0);
    }

    pub(super) fn neg_double(&mut self, value: Ref, a: Ref) {
        self.load_double(D0, a);
        asm!(self.ops ; fneg d0, d0);
        self.define_double(value, D0);
    }

    pub(super) fn int_to_double(&mut self, value: Ref, a: Ref) {
        self.load32(X0, a);
        asm!(self.ops ; scvtf d0, w0);
        self.define_double(value, D0);
    }

    /// A double below 2^63 in magnitude truncates exactly to 64 bits, whose low 32 are
    /// ToInt32 (NaN gives 0, as ToInt32 does); the conversion saturates for the others,
    /// which take the helper.
    pub(super) fn double_to_int(&mut self, value: Ref, a: Ref) {
        self.load_double(D0, a);
        let (slow, done) = (self.ops.new_dynamic_label(), self.ops.new_dynamic_label());
        asm!(self.ops ; fcvtzs x0, d0);
        self.mov_imm(X1, i64::MAX as u64);
        asm!(self.ops ; cmp x0, x1 ; b.eq =>slow);
        self.mov_imm(X1, i64::MIN as u64);
        asm!(self.ops ; cmp x0, x1 ; b.ne =>done ; =>slow);
        self.call(double_to_int32 as *const ());
        asm!(self.ops ; =>done);
        self.define32(value, X0);
    }

    pub(super) fn sqrt_double(&mut self, value: Ref, a: Ref) {
        self.load_double(D0, a);
        asm!(self.ops ; fsqrt d0, d0);
        self.define_double(value, D0);
    }

    pub(super) fn abs_double(&mut self, value: Ref, a: Ref) {
        self.load_double(D0, a);
        asm!(self.ops ; fabs d0, d0);
        self.define_double(value, D0);
    }

    pub(super) fn abs_int(&mut self, value: Ref, a: Ref, exit: DynamicLabel) {
        self.load32(X0, a);
        asm!(self.ops
            ; negs w1, w0
            ; b.vs =>exit
            ; cmp w0, #0
            ; csel w0, w1, w0, lt
        );
        self.define32(value, X0);
    }
}
