//! Comparisons as Bool values.

use dynasmrt::DynasmApi;

use super::{RAX, RCX, X64, XMM0, XMM1, asm};
use crate::ir::{Cmp, Ref};

impl X64<'_> {
    pub(super) fn compare_int(&mut self, value: Ref, cmp: Cmp, a: Ref, b: Ref) {
        self.load32(RAX, a);
        self.load32(RCX, b);
        asm!(self.ops ; cmp eax, ecx);
        match cmp {
            Cmp::Lt => asm!(self.ops ; setl al),
            Cmp::Le => asm!(self.ops ; setle al),
            Cmp::Gt => asm!(self.ops ; setg al),
            Cmp::Ge => asm!(self.ops ; setge al),
            Cmp::Eq => asm!(self.ops ; sete al),
            Cmp::Ne => asm!(self.ops ; setne al),
        }
        asm!(self.ops ; movzx eax, al);
        self.define32(value, RAX);
    }

    pub(super) fn compare_double(&mut self, value: Ref, cmp: Cmp, a: Ref, b: Ref) {
        self.compare_doubles(cmp, a, b);
        match cmp {
            Cmp::Lt | Cmp::Gt => asm!(self.ops ; seta al),
            Cmp::Le | Cmp::Ge => asm!(self.ops ; setae al),
            Cmp::Eq => asm!(self.ops ; sete al ; setnp cl ; and al, cl),
            Cmp::Ne => asm!(self.ops ; setne al ; setp cl ; or al, cl),
        }
        asm!(self.ops ; movzx eax, al);
        self.define32(value, RAX);
    }

    pub(super) fn not_bool(&mut self, value: Ref, a: Ref) {
        self.load32(RAX, a);
        asm!(self.ops ; xor eax, 1);
        self.define32(value, RAX);
    }

    pub(super) fn same_bits(&mut self, value: Ref, a: Ref, b: Ref) {
        self.load64(RAX, a);
        self.load64(RCX, b);
        asm!(self.ops ; cmp rax, rcx ; sete al ; movzx eax, al);
        self.define32(value, RAX);
    }

    /// `ucomisd` of `a` and `b` ordered so that `a < b` and `a <= b` read as "above": that
    /// condition is false for unordered operands, as JavaScript wants.
    pub(super) fn compare_doubles(&mut self, cmp: Cmp, a: Ref, b: Ref) {
        let (x, y) = if matches!(cmp, Cmp::Lt | Cmp::Le) { (b, a) } else { (a, b) };
        self.load_double(XMM0, x);
        self.load_double(XMM1, y);
        asm!(self.ops ; ucomisd xmm0, xmm1);
    }
}
