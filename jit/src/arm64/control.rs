//! Branch guards: exit unless the recorded direction is taken again.

use dynasmrt::{DynamicLabel, DynasmLabelApi};

use super::{Arm64, D0, X0, X1, X16, asm};
use crate::ir::{Cmp, Ref, Type};

impl Arm64<'_> {
    pub(super) fn guard_int(&mut self, cmp: Cmp, a: Ref, b: Ref, expect: bool, exit: DynamicLabel) {
        self.load32(X0, a);
        self.load32(X1, b);
        asm!(self.ops ; cmp w0, w1);
        // Exit when the comparison's outcome is not `expect`.
        match if expect { cmp.negate() } else { cmp } {
            Cmp::Lt => asm!(self.ops ; b.lt =>exit),
            Cmp::Le => asm!(self.ops ; b.le =>exit),
            Cmp::Gt => asm!(self.ops ; b.gt =>exit),
            Cmp::Ge => asm!(self.ops ; b.ge =>exit),
            Cmp::Eq => asm!(self.ops ; b.eq =>exit),
            Cmp::Ne => asm!(self.ops ; b.ne =>exit),
        }
    }

    /// The conditions of `compare.rs` (false for unordered operands but `ne`); the exit
    /// takes their exact complement.
    pub(super) fn guard_double(&mut self, cmp: Cmp, a: Ref, b: Ref, expect: bool, exit: DynamicLabel) {
        self.compare_doubles(a, b);
        match (cmp, expect) {
            (Cmp::Lt, true) => asm!(self.ops ; b.pl =>exit),
            (Cmp::Le, true) => asm!(self.ops ; b.hi =>exit),
            (Cmp::Gt, true) => asm!(self.ops ; b.le =>exit),
            (Cmp::Ge, true) => asm!(self.ops ; b.lt =>exit),
            (Cmp::Eq, true) => asm!(self.ops ; b.ne =>exit),
            (Cmp::Ne, true) => asm!(self.ops ; b.eq =>exit),
            (Cmp::Lt, false) => asm!(self.ops ; b.mi =>exit),
            (Cmp::Le, false) => asm!(self.ops ; b.ls =>exit),
            (Cmp::Gt, false) => asm!(self.ops ; b.gt =>exit),
            (Cmp::Ge, false) => asm!(self.ops ; b.ge =>exit),
            (Cmp::Eq, false) => asm!(self.ops ; b.eq =>exit),
            (Cmp::Ne, false) => asm!(self.ops ; b.ne =>exit),
        }
    }

    /// The falsy doubles are 0, -0 and NaN: equal to zero, or unordered (V set).
    pub(super) fn guard_interrupt(&mut self, exit: DynamicLabel) {
        self.mov_imm(X16, self.cx.runtime.interrupt as u64);
        asm!(self.ops ; ldr w16, [x16] ; cbnz w16, =>exit);
    }

    pub(super) fn guard_truthy(&mut self, a: Ref, expect: bool, exit: DynamicLabel) {
        if self.cx.ir.ty(a) == Type::Double {
            self.load_double(D0, a);
            asm!(self.ops ; fcmp d0, #0.0);
            if expect {
                asm!(self.ops ; b.eq =>exit ; b.vs =>exit);
            } else {
                let falsy = self.ops.new_dynamic_label();
                asm!(self.ops ; b.eq =>falsy ; b.vs =>falsy ; b =>exit ; =>falsy);
            }
        } else {
            self.load32(X0, a);
            if expect {
                asm!(self.ops ; cbz w0, =>exit);
            } else {
                asm!(self.ops ; cbnz w0, =>exit);
            }
        }
    }

    pub(super) fn guard_bits(&mut self, a: Ref, bits: u64, expect: bool, exit: DynamicLabel) {
        self.load64(X0, a);
        self.mov_imm(X1, bits);
        asm!(self.ops ; cmp x0, x1);
        self.exit_if_equal(!expect, exit);
    }

    /// undefined is null with the undefined bit.
    pub(super) fn guard_nullish(&mut self, a: Ref, expect: bool, exit: DynamicLabel) {
        self.load64(X0, a);
        self.mov_imm(X1, !vm::value::UNDEFINED_TAG);
        asm!(self.ops ; and x0, x0, x1);
        self.mov_imm(X1, vm::layout::ENCODED_NULL);
        asm!(self.ops ; cmp x0, x1);
        self.exit_if_equal(!expect, exit);
    }

    fn exit_if_equal(&mut self, equal: bool, exit: DynamicLabel) {
        if equal {
            asm!(self.ops ; b.eq =>exit);
        } else {
            asm!(self.ops ; b.ne =>exit);
        }
    }
}
