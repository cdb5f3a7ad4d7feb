//! Comparisons as Bool values.
//!
//! After `fcmp`, unordered operands (a NaN) set C and V: the conditions used for doubles
//! (`mi` for <, `ls` for <=, `gt`, `ge`, `eq`) are false for them and `ne` true, as
//! JavaScript wants.

use super::{Arm64, D0, D1, X0, X1, asm};
use crate::ir::{Cmp, Ref};

impl Arm64<'_> {
    pub(super) fn compare_int(&mut self, value: Ref, cmp: Cmp, a: Ref, b: Ref) {
        self.load32(X0, a);
        self.load32(X1, b);
        asm!(self.ops ; cmp w0, w1);
        match cmp {
            Cmp::Lt => asm!(self.ops ; cset w0, lt),
            Cmp::Le => asm!(self.ops ; cset w0, le),
            Cmp::Gt => asm!(self.ops ; cset w0, gt),
            Cmp::Ge => asm!(self.ops ; cset w0, ge),
            Cmp::Eq => asm!(self.ops ; cset w0, eq),
            Cmp::Ne => asm!(self.ops ; cset w0, ne),
        }
        self.define32(value, X0);
    }

    pub(super) fn compare_double(&mut self, value: Ref, cmp: Cmp, a: Ref, b: Ref) {
        self.compare_doubles(a, b);
        match cmp {
            Cmp::Lt => asm!(self.ops ; cset w0, mi),
            Cmp::Le => asm!(self.ops ; cset w0, ls),
            Cmp::Gt => asm!(self.ops ; cset w0, gt),
            Cmp::Ge => asm!(self.ops ; cset w0, ge),
            Cmp::Eq => asm!(self.ops ; cset w0, eq),
            Cmp::Ne => asm!(self.ops ; cset w0, ne),
        }
        self.define32(value, X0);
    }

    pub(super) fn not_bool(&mut self, value: Ref, a: Ref) {
        self.load32(X0, a);
        asm!(self.ops ; eor w0, w0, #1);
        self.define32(value, X0);
    }

    pub(super) fn same_bits(&mut self, value: Ref, a: Ref, b: Ref) {
        self.load64(X0, a);
        self.load64(X1, b);
        asm!(self.ops ; cmp x0, x1 ; cset w0, eq);
        self.define32(value, X0);
    }

    /// `fcmp` of `a` and `b`.
    pub(super) fn compare_doubles(&mut self, a: Ref, b: Ref) {
        self.load_double(D0, a);
        self.load_double(D1, b);
        asm!(self.ops ; fcmp d0, d1);
    }
}
