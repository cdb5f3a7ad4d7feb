//! Allocation from the size-class free lists (H1): an empty free list exits before
//! anything happens, so the interpreter allocates on its slow path, which refills the same
//! list.

use dynasmrt::{DynamicLabel, DynasmApi, DynasmLabelApi};
use vm::layout::{
    ALLOCATOR_CELL_SIZE_OFFSET, ALLOCATOR_INTERVAL_END_OFFSET, ALLOCATOR_INTERVAL_START_OFFSET,
    BUTTERFLY_PUBLIC_LENGTH_OFFSET, BUTTERFLY_VECTOR_LENGTH_OFFSET, OBJECT_BUTTERFLY_OFFSET,
};
use vm::object::butterfly::INDEXING_HEADER_SIZE;
use vm::tier::MAX_INLINE_ARRAY_LENGTH;

use super::{RAX, RCX, X64, asm};
use crate::ir::Ref;

impl X64<'_> {
    pub(super) fn alloc_object(&mut self, value: Ref, allocator: u64, size: u32, header: u64, exit: DynamicLabel) {
        asm!(self.ops
            ; mov rdx, QWORD allocator as i64
            ; mov rax, [rdx + ALLOCATOR_INTERVAL_START_OFFSET as i32]
            ; cmp rax, [rdx + ALLOCATOR_INTERVAL_END_OFFSET as i32]
            ; jae =>exit
            ; lea rcx, [rax + size as i32]
            ; mov [rdx + ALLOCATOR_INTERVAL_START_OFFSET as i32], rcx
            ; mov rcx, QWORD header as i64
            ; mov [rax], rcx
            ; mov QWORD [rax + OBJECT_BUTTERFLY_OFFSET as i32], 0
            ; mov rcx, QWORD self.cx.runtime.inline_allocations as i64
            ; add QWORD [rcx], 1
        );
        self.define64(value, RAX);
    }

    /// `value` = a new array (see `Op::AllocArray`). Both free lists are checked before
    /// either is popped, so an exit leaves the heap as it was.
    #[allow(clippy::too_many_arguments)]
    pub(super) fn alloc_array(
        &mut self,
        value: Ref,
        allocator: u64,
        size: u32,
        header: u64,
        length: Ref,
        fill: u64,
        exit: DynamicLabel,
    ) {
        asm!(self.ops
            ; mov rdx, QWORD allocator as i64
            ; mov rax, [rdx + ALLOCATOR_INTERVAL_START_OFFSET as i32]
            ; cmp rax, [rdx + ALLOCATOR_INTERVAL_END_OFFSET as i32]
            ; jae =>exit
        );
        self.load32(RCX, length);
        asm!(self.ops
            // Unsigned: a negative length exits too (Array(-1) throws in the interpreter).
            ; cmp ecx, MAX_INLINE_ARRAY_LENGTH as i32
            ; ja =>exit
            ; mov rdx, QWORD self.cx.runtime.elements_allocators as i64
            ; mov rdx, [rdx + rcx * 8]
            ; mov rax, [rdx + ALLOCATOR_INTERVAL_START_OFFSET as i32]
            ; cmp rax, [rdx + ALLOCATOR_INTERVAL_END_OFFSET as i32]
            ; jae =>exit
            // The butterfly: pop its cell; the vector fills it. rdi and rsi (which may hold
            // values) serve `rep stosq` and come back after.
            ; push rdi
            ; push rsi
            ; mov rsi, [rdx + ALLOCATOR_CELL_SIZE_OFFSET as i32]
            ; add rsi, rax
            ; mov [rdx + ALLOCATOR_INTERVAL_START_OFFSET as i32], rsi
            ; lea rdi, [rax + INDEXING_HEADER_SIZE as i32]
            ; mov [rdi + BUTTERFLY_PUBLIC_LENGTH_OFFSET as i32], ecx
            ; mov rcx, rsi
            ; sub rcx, rdi
            ; shr rcx, 3
            ; mov [rdi + BUTTERFLY_VECTOR_LENGTH_OFFSET as i32], ecx
            ; mov rsi, rdi
            ; mov rax, QWORD fill as i64
            ; rep stosq
            // The array's cell, pointing at the butterfly.
            ; mov rdx, QWORD allocator as i64
            ; mov rax, [rdx + ALLOCATOR_INTERVAL_START_OFFSET as i32]
            ; lea rcx, [rax + size as i32]
            ; mov [rdx + ALLOCATOR_INTERVAL_START_OFFSET as i32], rcx
            ; mov rcx, QWORD header as i64
            ; mov [rax], rcx
            ; mov [rax + OBJECT_BUTTERFLY_OFFSET as i32], rsi
            ; pop rsi
            ; pop rdi
            ; mov rcx, QWORD self.cx.runtime.inline_allocations as i64
            ; add QWORD [rcx], 1
        );
        self.define64(value, RAX);
    }
}
