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

use super::{Arm64, X0, X1, X2, X16, asm};
use crate::ir::Ref;

const START: i32 = ALLOCATOR_INTERVAL_START_OFFSET as i32;
const END: i32 = ALLOCATOR_INTERVAL_END_OFFSET as i32;

impl Arm64<'_> {
    /// x0 = the next cell of the free list whose allocator is at x2; exits when it is
    /// empty. Pops nothing.
    fn peek_free_list(&mut self, exit: DynamicLabel) {
        self.load_from(X0, X2, START);
        self.load_from(X16, X2, END);
        asm!(self.ops ; cmp x0, x16 ; b.hs =>exit);
    }

    /// Counts an inline allocation (`$vm.jitStats().inlineAllocations`). Clobbers x1, x16.
    fn count_inline_allocation(&mut self) {
        self.mov_imm(X1, self.cx.runtime.inline_allocations as u64);
        asm!(self.ops
            ; ldr x16, [x1]
            ; add x16, x16, #1
            ; str x16, [x1]
        );
    }

    /// Pops the cell in x0 (`size` bytes) off the free list at x2 and writes its header and
    /// butterfly (`butterfly`: the register holding it, or none for null).
    fn pop_cell(&mut self, size: u32, header: u64, butterfly: Option<u8>) {
        self.mov_imm(X1, size as u64);
        asm!(self.ops ; add x1, x0, x1);
        self.store64(X1, X2, START);
        self.mov_imm(X1, header);
        asm!(self.ops ; str x1, [x0]);
        match butterfly {
            Some(r) => self.store64(r, X0, OBJECT_BUTTERFLY_OFFSET as i32),
            None => self.store64(31, X0, OBJECT_BUTTERFLY_OFFSET as i32),
        }
    }

    pub(super) fn alloc_object(&mut self, value: Ref, allocator: u64, size: u32, header: u64, exit: DynamicLabel) {
        self.mov_imm(X2, allocator);
        self.peek_free_list(exit);
        self.pop_cell(size, header, None);
        self.count_inline_allocation();
        self.define64(value, X0);
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
        let (fill_loop, filled) = (self.ops.new_dynamic_label(), self.ops.new_dynamic_label());
        self.mov_imm(X2, allocator);
        self.peek_free_list(exit);
        self.load32(X1, length);
        // Unsigned: a negative length exits too (Array(-1) throws in the interpreter).
        asm!(self.ops ; cmp w1, MAX_INLINE_ARRAY_LENGTH ; b.hi =>exit);
        self.mov_imm(X2, self.cx.runtime.elements_allocators as u64);
        asm!(self.ops ; ldr x2, [x2, x1, lsl #3]);
        self.peek_free_list(exit);
        // The butterfly: pop its cell (x0); the vector (x17) fills it.
        self.load_from(X16, X2, ALLOCATOR_CELL_SIZE_OFFSET as i32);
        asm!(self.ops ; add x16, x16, x0);
        self.store64(X16, X2, START);
        asm!(self.ops ; add x17, x0, INDEXING_HEADER_SIZE as u32);
        self.store32(X1, 17, BUTTERFLY_PUBLIC_LENGTH_OFFSET as i32);
        asm!(self.ops
            ; sub x1, x16, x17
            ; lsr x1, x1, #3
        );
        self.store32(X1, 17, BUTTERFLY_VECTOR_LENGTH_OFFSET as i32);
        self.mov_imm(X0, fill);
        asm!(self.ops
            ; mov x16, x17
            ; =>fill_loop
            ; cbz x1, =>filled
            ; str x0, [x16], #8
            ; sub x1, x1, #1
            ; b =>fill_loop
            ; =>filled
        );
        // The array's cell, pointing at the butterfly.
        self.mov_imm(X2, allocator);
        self.load_from(X0, X2, START);
        self.pop_cell(size, header, Some(17));
        self.count_inline_allocation();
        self.define64(value, X0);
    }
}
