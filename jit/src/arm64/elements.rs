//! Elements: indexing-shape guards, butterfly vectors, pushes and typed arrays.

use dynasmrt::{DynamicLabel, DynasmApi, DynasmLabelApi};
use vm::layout::{
    BUTTERFLY_PUBLIC_LENGTH_OFFSET, BUTTERFLY_VECTOR_LENGTH_OFFSET, CELL_INDEXING_TYPE_OFFSET, DOUBLE_HOLE_BITS,
    INDEXING_SHAPE_MASK, OBJECT_BUTTERFLY_OFFSET, TYPED_ARRAY_DATA_OFFSET, TYPED_ARRAY_KIND_OFFSET,
    TYPED_ARRAY_LENGTH_OFFSET,
};
use vm::object::indexing::{CONTIGUOUS_SHAPE, DOUBLE_SHAPE};
use vm::object::typed_array::TypedArrayKind;

use super::{Arm64, D0, SPILL_AREA, X0, X1, X2, X16, asm};
use crate::backend::spill_slot;
use crate::ir::{Ref, Type};

impl Arm64<'_> {
    pub(super) fn guard_shape(&mut self, a: Ref, shape: u8, exit: DynamicLabel) {
        self.load64(X0, a);
        self.load8_from(X1, X0, CELL_INDEXING_TYPE_OFFSET as i32);
        self.mov_imm(X16, INDEXING_SHAPE_MASK as u64);
        asm!(self.ops
            ; and w1, w1, w16
            ; cmp w1, shape as u32
            ; b.ne =>exit
        );
    }

    /// Exits when the element bits in x0 are the hole of `shape`'s storage.
    fn exit_on_hole(&mut self, shape: u8, exit: DynamicLabel) {
        if shape == DOUBLE_SHAPE {
            self.mov_imm(X16, DOUBLE_HOLE_BITS);
            asm!(self.ops ; cmp x0, x16 ; b.eq =>exit);
        } else {
            asm!(self.ops ; cbz x0, =>exit);
        }
    }

    pub(super) fn load_element(&mut self, value: Ref, storage: Ref, index: Ref, shape: u8, exit: DynamicLabel) {
        self.load64(X2, storage);
        self.load32(X1, index);
        self.load32_from(X16, X2, BUTTERFLY_VECTOR_LENGTH_OFFSET as i32);
        asm!(self.ops
            ; cmp w1, w16
            ; b.hs =>exit
            ; ldr x0, [x2, x1, lsl #3]
        );
        self.exit_on_hole(shape, exit);
        if shape == DOUBLE_SHAPE {
            asm!(self.ops ; fmov d0, x0);
            self.define_double(value, D0);
        } else {
            self.define64(value, X0);
        }
    }

    // One operand per field of `StoreElement`, and the exit.
    #[allow(clippy::too_many_arguments)]
    pub(super) fn store_element(
        &mut self,
        storage: Ref,
        index: Ref,
        stored: Ref,
        owner: Ref,
        shape: u8,
        fill: bool,
        exit: DynamicLabel,
    ) {
        self.load64(X2, storage);
        self.load32(X1, index);
        self.load32_from(X16, X2, BUTTERFLY_PUBLIC_LENGTH_OFFSET as i32);
        asm!(self.ops
            ; cmp w1, w16
            ; b.hs =>exit
            ; add x2, x2, x1, lsl #3
        );
        // Filling a hole is the slow path's (a prototype may have the element), unless the
        // recorder showed it needs nothing more.
        if !fill {
            asm!(self.ops ; ldr x0, [x2]);
            self.exit_on_hole(shape, exit);
        }
        self.element_into_x0(stored, shape);
        asm!(self.ops ; str x0, [x2]);
        if shape == CONTIGUOUS_SHAPE {
            self.write_barrier(owner);
        }
    }

    pub(super) fn array_length(&mut self, value: Ref, a: Ref, exit: DynamicLabel) {
        let (empty, done) = (self.ops.new_dynamic_label(), self.ops.new_dynamic_label());
        self.load64(X0, a);
        self.load_from(X0, X0, OBJECT_BUTTERFLY_OFFSET as i32);
        asm!(self.ops ; cbz x0, =>empty);
        self.load32_from(X0, X0, BUTTERFLY_PUBLIC_LENGTH_OFFSET as i32);
        asm!(self.ops
            ; cmp w0, #0
            ; b.lt =>exit
            ; b =>done
            ; =>empty
            ; mov w0, wzr
            ; =>done
        );
        self.define32(value, X0);
    }

    pub(super) fn array_push(&mut self, value: Ref, a: Ref, pushed: Ref, shape: u8, exit: DynamicLabel) {
        // The element first: boxing uses x1.
        self.element_into_x0(pushed, shape);
        self.load64(X2, a);
        self.load_from(X2, X2, OBJECT_BUTTERFLY_OFFSET as i32);
        self.load32_from(X1, X2, BUTTERFLY_PUBLIC_LENGTH_OFFSET as i32);
        self.load32_from(X16, X2, BUTTERFLY_VECTOR_LENGTH_OFFSET as i32);
        asm!(self.ops
            ; cmp w1, w16
            ; b.hs =>exit
            ; str x0, [x2, x1, lsl #3]
            ; add w1, w1, #1
        );
        self.store32(X1, X2, BUTTERFLY_PUBLIC_LENGTH_OFFSET as i32);
        if shape == CONTIGUOUS_SHAPE {
            // Before the result is written: it may take the array's register. The barrier
            // clobbers x1, and the array's register too when this is its last use (it is
            // not saved then), so the length waits in the result's own spill slot.
            let length = spill_slot(value);
            self.store64(X1, SPILL_AREA, length);
            self.write_barrier(a);
            self.load_from(X1, SPILL_AREA, length);
        }
        self.define32(value, X1);
    }

    pub(super) fn init_element(&mut self, a: Ref, index: u32, stored: Ref, shape: u8) {
        self.load64(X2, a);
        self.load_from(X2, X2, OBJECT_BUTTERFLY_OFFSET as i32);
        self.element_into_x0(stored, shape);
        self.store64(X0, X2, (index * 8) as i32);
    }

    /// x0 = `value` as an element of indexing shape `shape` stores it (a double's bits in
    /// double storage, a JSValue otherwise). Clobbers x1 and d0; leaves x2 alone.
    fn element_into_x0(&mut self, value: Ref, shape: u8) {
        match (shape, self.cx.ir.ty(value)) {
            (DOUBLE_SHAPE, Type::Int32) => {
                self.load32(X0, value);
                asm!(self.ops ; scvtf d0, w0 ; fmov x0, d0);
            }
            (DOUBLE_SHAPE, _) => {
                self.load_double(D0, value);
                asm!(self.ops ; fmov x0, d0);
                self.canonicalize_nan_in_x0();
            }
            _ => self.box_into_x0(value),
        }
    }

    pub(super) fn guard_typed_array_kind(&mut self, a: Ref, kind: u8, exit: DynamicLabel) {
        self.load64(X0, a);
        self.load8_from(X1, X0, TYPED_ARRAY_KIND_OFFSET as i32);
        asm!(self.ops ; cmp w1, kind as u32 ; b.ne =>exit);
    }

    pub(super) fn typed_array_length(&mut self, value: Ref, a: Ref, exit: DynamicLabel) {
        self.load64(X2, a);
        self.load_from(X0, X2, TYPED_ARRAY_LENGTH_OFFSET as i32);
        self.mov_imm(X1, i32::MAX as u64);
        asm!(self.ops ; cmp x0, x1 ; b.hi =>exit);
        self.define32(value, X0);
    }

    pub(super) fn load_typed_element(
        &mut self,
        value: Ref,
        ty: Type,
        a: Ref,
        index: Ref,
        kind: u8,
        exit: DynamicLabel,
    ) {
        self.typed_element_address(a, index, exit);
        match TypedArrayKind::from_u8(kind).expect("a kind") {
            TypedArrayKind::Int8 => asm!(self.ops ; ldrsb w0, [x2, x1]),
            TypedArrayKind::Uint8 | TypedArrayKind::Uint8Clamped => asm!(self.ops ; ldrb w0, [x2, x1]),
            TypedArrayKind::Int16 => asm!(self.ops ; ldrsh w0, [x2, x1, lsl #1]),
            TypedArrayKind::Uint16 => asm!(self.ops ; ldrh w0, [x2, x1, lsl #1]),
            TypedArrayKind::Int32 => asm!(self.ops ; ldr w0, [x2, x1, lsl #2]),
            TypedArrayKind::Uint32 => asm!(self.ops ; ldr w0, [x2, x1, lsl #2] ; ucvtf d0, w0),
            TypedArrayKind::Float32 => asm!(self.ops ; ldr s0, [x2, x1, lsl #2] ; fcvt d0, s0),
            TypedArrayKind::Float64 => asm!(self.ops ; ldr d0, [x2, x1, lsl #3]),
            TypedArrayKind::BigInt64 | TypedArrayKind::BigUint64 => unreachable!("BigInt elements are not traced"),
            TypedArrayKind::Float16 => unreachable!("Float16 elements are not traced"),
        }
        if ty == Type::Double {
            self.define_double(value, D0);
        } else {
            self.define32(value, X0);
        }
    }

    pub(super) fn store_typed_element(&mut self, a: Ref, index: Ref, stored: Ref, kind: u8, exit: DynamicLabel) {
        let kind = TypedArrayKind::from_u8(kind).expect("a kind");
        let double = self.cx.ir.ty(stored) == Type::Double;
        if double {
            self.load_double(D0, stored);
        } else {
            self.load32(X0, stored);
        }
        self.typed_element_address(a, index, exit);
        match kind {
            TypedArrayKind::Float32 if double => asm!(self.ops ; fcvt s0, d0 ; str s0, [x2, x1, lsl #2]),
            TypedArrayKind::Float64 if double => asm!(self.ops ; str d0, [x2, x1, lsl #3]),
            TypedArrayKind::Float32 => asm!(self.ops ; scvtf s0, w0 ; str s0, [x2, x1, lsl #2]),
            TypedArrayKind::Float64 => asm!(self.ops ; scvtf d0, w0 ; str d0, [x2, x1, lsl #3]),
            TypedArrayKind::Uint8Clamped => asm!(self.ops
                ; cmp w0, #0
                ; csel w0, wzr, w0, lt
                ; mov w16, #255
                ; cmp w0, w16
                ; csel w0, w16, w0, gt
                ; strb w0, [x2, x1]
            ),
            TypedArrayKind::Int8 | TypedArrayKind::Uint8 => asm!(self.ops ; strb w0, [x2, x1]),
            TypedArrayKind::Int16 | TypedArrayKind::Uint16 => asm!(self.ops ; strh w0, [x2, x1, lsl #1]),
            TypedArrayKind::Int32 | TypedArrayKind::Uint32 => asm!(self.ops ; str w0, [x2, x1, lsl #2]),
            TypedArrayKind::BigInt64 | TypedArrayKind::BigUint64 => unreachable!("BigInt elements are not traced"),
            TypedArrayKind::Float16 => unreachable!("Float16 elements are not traced"),
        }
    }

    /// x2 = the data pointer of typed array `a`, x1 = `index`, exiting unless the index is
    /// below the length (which is 0 once the buffer is detached).
    fn typed_element_address(&mut self, a: Ref, index: Ref, exit: DynamicLabel) {
        self.load64(X2, a);
        self.load32(X1, index);
        self.load_from(X16, X2, TYPED_ARRAY_LENGTH_OFFSET as i32);
        asm!(self.ops ; cmp x1, x16 ; b.hs =>exit);
        self.load_from(X2, X2, TYPED_ARRAY_DATA_OFFSET as i32);
    }
}
