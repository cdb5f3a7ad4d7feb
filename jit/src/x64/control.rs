//! Branch guards: exit unless the recorded direction is taken again.

use dynasmrt::{DynamicLabel, DynasmApi, DynasmLabelApi};

use super::{RAX, RCX, X64, XMM0, asm};
use crate::ir::{Cmp, Ref, Type};

impl X64<'_> {
    pub(super) fn guard_int(&mut self, cmp: Cmp, a: Ref, b: Ref, expect: bool, exit: DynamicLabel) {
        self.load32(RAX, a);
        self.load32(RCX, b);
        asm!(self.ops ; cmp eax, ecx);
        // Exit when the comparison's outcome is not `expect`.
        match if expect { cmp.negate() } else { cmp } {
            Cmp::Lt => asm!(self.ops ; jl =>exit),
            Cmp::Le => asm!(self.ops ; jle =>exit),
            Cmp::Gt => asm!(self.ops ; jg =>exit),
            Cmp::Ge => asm!(self.ops ; jge =>exit),
            Cmp::Eq => asm!(self.ops ; je =>exit),
            Cmp::Ne => asm!(self.ops ; jne =>exit),
        }
    }

    pub(super) fn guard_double(&mut self, cmp: Cmp, a: Ref, b: Ref, expect: bool, exit: DynamicLabel) {
        self.compare_doubles(cmp, a, b);
        // Unordered (NaN) operands make every comparison but != false.
        match (cmp, expect) {
            (Cmp::Lt | Cmp::Gt, true) => asm!(self.ops ; jbe =>exit),
            (Cmp::Le | Cmp::Ge, true) => asm!(self.ops ; jb =>exit),
            (Cmp::Lt | Cmp::Gt, false) => asm!(self.ops ; ja =>exit),
            (Cmp::Le | Cmp::Ge, false) => asm!(self.ops ; jae =>exit),
            (Cmp::Eq, true) | (Cmp::Ne, false) => asm!(self.ops ; jne =>exit ; jp =>exit),
            (Cmp::Eq, false) | (Cmp::Ne, true) => asm!(self.ops ; jp >unequal ; je =>exit ; unequal:),
        }
    }

    pub(super) fn guard_interrupt(&mut self, exit: DynamicLabel) {
        let word = self.cx.runtime.interrupt as i64;
        asm!(self.ops ; mov rax, QWORD word ; cmp DWORD [rax], 0 ; jne =>exit);
    }

    pub(super) fn guard_truthy(&mut self, a: Ref, expect: bool, exit: DynamicLabel) {
        if self.cx.ir.ty(a) == Type::Double {
            self.load_double(XMM0, a);
            // ZF is set for 0, -0 and NaN: the falsy doubles.
            asm!(self.ops ; xorpd xmm1, xmm1 ; ucomisd xmm0, xmm1);
        } else {
            self.load32(RAX, a);
            asm!(self.ops ; test eax, eax);
        }
        self.exit_if_equal(expect, exit);
    }

    pub(super) fn guard_bits(&mut self, a: Ref, bits: u64, expect: bool, exit: DynamicLabel) {
        self.load64(RAX, a);
        asm!(self.ops ; mov rcx, QWORD bits as i64 ; cmp rax, rcx);
        self.exit_if_equal(!expect, exit);
    }

    /// undefined is null with the undefined bit.
    pub(super) fn guard_nullish(&mut self, a: Ref, expect: bool, exit: DynamicLabel) {
        self.load64(RAX, a);
        asm!(self.ops
            ; and rax, !(vm::value::UNDEFINED_TAG as i32)
            ; cmp rax, vm::layout::ENCODED_NULL as i32
        );
        self.exit_if_equal(!expect, exit);
    }

    fn exit_if_equal(&mut self, equal: bool, exit: DynamicLabel) {
        if equal {
            asm!(self.ops ; je =>exit);
        } else {
            asm!(self.ops ; jne =>exit);
        }
    }
}
