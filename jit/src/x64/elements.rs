//! Elements: indexing-shape guards, butterfly vectors, pushes and typed arrays.

use dynasmrt::{DynamicLabel, DynasmApi, DynasmLabelApi};
use vm::layout::{
    BUTTERFLY_PUBLIC_LENGTH_OFFSET, BUTTERFLY_VECTOR_LENGTH_OFFSET, CELL_INDEXING_TYPE_OFFSET, DOUBLE_HOLE_BITS,
    INDEXING_SHAPE_MASK, OBJECT_BUTTERFLY_OFFSET, TYPED_ARRAY_DATA_OFFSET, TYPED_ARRAY_KIND_OFFSET,
    TYPED_ARRAY_LENGTH_OFFSET,
};
use vm::object::indexing::{CONTIGUOUS_SHAPE, DOUBLE_SHAPE};
use vm::object::typed_array::TypedArrayKind;

use super::{RAX, RCX, RDX, X64, XMM0, asm};
use crate::backend::spill_slot;
use crate::ir::{Ref, Type};

impl X64<'_> {
    pub(super) fn guard_shape(&mut self, a: Ref, shape: u8, exit: DynamicLabel) {
        self.load64(RAX, a);
        asm!(self.ops
            ; movzx ecx, BYTE [rax + CELL_INDEXING_TYPE_OFFSET as i32]
            ; and ecx, INDEXING_SHAPE_MASK as i32
            ; cmp ecx, shape as i32
            ; jne =>exit
        );
    }

    pub(super) fn load_element(&mut self, value: Ref, storage: Ref, index: Ref, shape: u8, exit: DynamicLabel) {
        self.load64(RDX, storage);
        self.load32(RCX, index);
        asm!(self.ops
            ; cmp ecx, [rdx + BUTTERFLY_VECTOR_LENGTH_OFFSET as i32]
            ; jae =>exit
            ; mov rax, [rdx + rcx * 8]
        );
        if shape == DOUBLE_SHAPE {
            asm!(self.ops ; mov rcx, QWORD DOUBLE_HOLE_BITS as i64 ; cmp rax, rcx ; je =>exit ; movq xmm0, rax);
            self.define_double(value, XMM0);
        } else {
            asm!(self.ops ; test rax, rax ; jz =>exit);
            self.define64(value, RAX);
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
        self.load64(RDX, storage);
        self.load32(RCX, index);
        asm!(self.ops
            ; cmp ecx, [rdx + BUTTERFLY_PUBLIC_LENGTH_OFFSET as i32]
            ; jae =>exit
            ; lea rdx, [rdx + rcx * 8]
        );
        // Filling a hole is the slow path's (a prototype may have the element), unless the
        // recorder showed it needs nothing more.
        if !fill {
            asm!(self.ops ; mov rax, [rdx]);
            if shape == DOUBLE_SHAPE {
                asm!(self.ops ; mov rcx, QWORD DOUBLE_HOLE_BITS as i64 ; cmp rax, rcx ; je =>exit);
            } else {
                asm!(self.ops ; test rax, rax ; jz =>exit);
            }
        }
        self.element_into_rax(stored, shape);
        asm!(self.ops ; mov [rdx], rax);
        if shape == CONTIGUOUS_SHAPE {
            self.write_barrier(owner);
        }
    }

    pub(super) fn array_length(&mut self, value: Ref, a: Ref, exit: DynamicLabel) {
        self.load64(RAX, a);
        asm!(self.ops
            ; mov rax, [rax + OBJECT_BUTTERFLY_OFFSET as i32]
            ; test rax, rax
            ; jz >empty
            ; mov eax, [rax + BUTTERFLY_PUBLIC_LENGTH_OFFSET as i32]
            ; test eax, eax
            ; js =>exit
            ; jmp >done
            ; empty:
            ; xor eax, eax
            ; done:
        );
        self.define32(value, RAX);
    }

    pub(super) fn array_push(&mut self, value: Ref, a: Ref, pushed: Ref, shape: u8, exit: DynamicLabel) {
        // The element first: boxing may use rcx.
        self.element_into_rax(pushed, shape);
        self.load64(RDX, a);
        asm!(self.ops
            ; mov rdx, [rdx + OBJECT_BUTTERFLY_OFFSET as i32]
            ; mov ecx, DWORD [rdx + BUTTERFLY_PUBLIC_LENGTH_OFFSET as i32]
            ; cmp ecx, DWORD [rdx + BUTTERFLY_VECTOR_LENGTH_OFFSET as i32]
            ; jae =>exit
            ; mov [rdx + rcx * 8], rax
            ; inc ecx
            ; mov DWORD [rdx + BUTTERFLY_PUBLIC_LENGTH_OFFSET as i32], ecx
        );
        if shape == CONTIGUOUS_SHAPE {
            // Before the result is written: it may take the array's register. The barrier
            // clobbers rcx, and the array's register too when this is its last use (it is
            // not saved then), so the length waits in the result's own spill slot.
            let length = spill_slot(value);
            asm!(self.ops ; mov [r13 + length], rcx);
            self.write_barrier(a);
            asm!(self.ops ; mov rcx, [r13 + length]);
        }
        self.define32(value, RCX);
    }

    pub(super) fn init_element(&mut self, a: Ref, index: u32, stored: Ref, shape: u8) {
        self.load64(RDX, a);
        asm!(self.ops ; mov rdx, [rdx + OBJECT_BUTTERFLY_OFFSET as i32]);
        self.element_into_rax(stored, shape);
        asm!(self.ops ; mov [rdx + (index * 8) as i32], rax);
    }

    /// rax = `value` as an element of indexing shape `shape` stores it (a double's bits in
    /// double storage, a JSValue otherwise). Leaves rdx alone.
    fn element_into_rax(&mut self, value: Ref, shape: u8) {
        match (shape, self.cx.ir.ty(value)) {
            (DOUBLE_SHAPE, Type::Int32) => {
                self.load32(RAX, value);
                asm!(self.ops ; cvtsi2sd xmm0, eax ; movq rax, xmm0);
            }
            (DOUBLE_SHAPE, _) => {
                self.load_double(XMM0, value);
                asm!(self.ops ; movq rax, xmm0);
                self.canonicalize_nan_in_rax();
            }
            _ => self.box_into_rax(value),
        }
    }

    pub(super) fn guard_typed_array_kind(&mut self, a: Ref, kind: u8, exit: DynamicLabel) {
        self.load64(RAX, a);
        asm!(self.ops ; cmp BYTE [rax + TYPED_ARRAY_KIND_OFFSET as i32], kind as i8 ; jne =>exit);
    }

    pub(super) fn typed_array_length(&mut self, value: Ref, a: Ref, exit: DynamicLabel) {
        self.load64(RDX, a);
        asm!(self.ops
            ; mov rax, [rdx + TYPED_ARRAY_LENGTH_OFFSET as i32]
            ; cmp rax, i32::MAX
            ; ja =>exit
        );
        self.define32(value, RAX);
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
            TypedArrayKind::Int8 => asm!(self.ops ; movsx eax, BYTE [rdx + rcx]),
            TypedArrayKind::Uint8 | TypedArrayKind::Uint8Clamped => asm!(self.ops ; movzx eax, BYTE [rdx + rcx]),
            TypedArrayKind::Int16 => asm!(self.ops ; movsx eax, WORD [rdx + rcx * 2]),
            TypedArrayKind::Uint16 => asm!(self.ops ; movzx eax, WORD [rdx + rcx * 2]),
            TypedArrayKind::Int32 => asm!(self.ops ; mov eax, [rdx + rcx * 4]),
            TypedArrayKind::Uint32 => asm!(self.ops ; mov eax, [rdx + rcx * 4] ; cvtsi2sd xmm0, rax),
            TypedArrayKind::Float32 => asm!(self.ops ; cvtss2sd xmm0, DWORD [rdx + rcx * 4]),
            TypedArrayKind::Float64 => asm!(self.ops ; movsd xmm0, [rdx + rcx * 8]),
            TypedArrayKind::BigInt64 | TypedArrayKind::BigUint64 => unreachable!("BigInt elements are not traced"),
            TypedArrayKind::Float16 => unreachable!("Float16 elements are not traced"),
        }
        if ty == Type::Double {
            self.define_double(value, XMM0);
        } else {
            self.define32(value, RAX);
        }
    }

    pub(super) fn store_typed_element(&mut self, a: Ref, index: Ref, stored: Ref, kind: u8, exit: DynamicLabel) {
        let kind = TypedArrayKind::from_u8(kind).expect("a kind");
        let double = self.cx.ir.ty(stored) == Type::Double;
        if double {
            self.load_double(XMM0, stored);
        } else {
            self.load32(RAX, stored);
        }
        self.typed_element_address(a, index, exit);
        match kind {
            TypedArrayKind::Float32 if double => asm!(self.ops ; cvtsd2ss xmm0, xmm0 ; movss [rdx + rcx * 4], xmm0),
            TypedArrayKind::Float64 if double => asm!(self.ops ; movsd [rdx + rcx * 8], xmm0),
            TypedArrayKind::Float32 => asm!(self.ops ; cvtsi2ss xmm0, eax ; movss [rdx + rcx * 4], xmm0),
            TypedArrayKind::Float64 => asm!(self.ops ; cvtsi2sd xmm0, eax ; movsd [rdx + rcx * 8], xmm0),
            TypedArrayKind::Uint8Clamped => asm!(self.ops
                ; test eax, eax
                ; jns >positive
                ; xor eax, eax
                ; positive:
                ; cmp eax, 255
                ; jle >in_range
                ; mov eax, 255
                ; in_range:
                ; mov [rdx + rcx], al
            ),
            TypedArrayKind::Int8 | TypedArrayKind::Uint8 => asm!(self.ops ; mov [rdx + rcx], al),
            TypedArrayKind::Int16 | TypedArrayKind::Uint16 => asm!(self.ops ; mov [rdx + rcx * 2], ax),
            TypedArrayKind::Int32 | TypedArrayKind::Uint32 => asm!(self.ops ; mov [rdx + rcx * 4], eax),
            TypedArrayKind::BigInt64 | TypedArrayKind::BigUint64 => unreachable!("BigInt elements are not traced"),
            TypedArrayKind::Float16 => unreachable!("Float16 elements are not traced"),
        }
    }

    /// rdx = the data pointer of typed array `a`, rcx = `index`, exiting unless the index
    /// is below the length (which is 0 once the buffer is detached).
    fn typed_element_address(&mut self, a: Ref, index: Ref, exit: DynamicLabel) {
        self.load64(RDX, a);
        self.load32(RCX, index);
        asm!(self.ops
            ; cmp rcx, [rdx + TYPED_ARRAY_LENGTH_OFFSET as i32]
            ; jae =>exit
            ; mov rdx, [rdx + TYPED_ARRAY_DATA_OFFSET as i32]
        );
    }
}
