//! Butterflies: one auxiliary allocation for an object's out-of-line properties and its
//! indexed elements, with the pointer in the middle.
//!
//! ```text
//!   base                                                 butterfly pointer
//!   v                                                    v
//!   +-----------+-----+-----------+-------------+---------+---------+-----+
//!   | slot n-1  | ... |  slot 0   | public  | vector | elem 0  | elem 1  | ... |
//!   +-----------+-----+-----------+  length | length +---------+---------+-----+
//!                                 +------ indexing header ----+
//!   out-of-line slot i is at butterfly - (i + 2) * 8
//! ```
//!
//! ArrayStorage puts a 16-byte header (the sparse map and a count) before its vector, at
//! the butterfly pointer; its elements start at +16.
//!
//! The allocation is exactly `8 * capacity + 8 + 8 * vector length` bytes (plus 16 for
//! ArrayStorage) rounded up to a size class, and the vector length is grown to fill the
//! class: an array of length 0 or 1 without named properties takes one 16-byte cell, from
//! the same allocator whatever path made it (H1).

use std::ptr::NonNull;

use gc::{CellPtr, Heap, LARGE_CUTOFF, Space};

use super::indexing::MAX_STORAGE_VECTOR_LENGTH;
use crate::error::JsResult;
use crate::value::JSValue;
use crate::vm::Vm;

/// Bytes of the indexing header (public length, vector length).
pub const INDEXING_HEADER_SIZE: usize = 8;
/// Bytes of the ArrayStorage header between the indexing header and the vector.
pub const ARRAY_STORAGE_HEADER_SIZE: usize = 16;

/// A pointer to a butterfly (between its halves).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Butterfly(NonNull<u8>);

impl Butterfly {
    pub(crate) fn from_raw(pointer: NonNull<u8>) -> Butterfly {
        Butterfly(pointer)
    }

    pub fn as_ptr(self) -> *mut u8 {
        self.0.as_ptr()
    }

    fn header_word(self, offset: usize) -> *mut u32 {
        // SAFETY: every butterfly has an indexing header just before the pointer.
        unsafe { self.0.as_ptr().sub(INDEXING_HEADER_SIZE - offset).cast() }
    }

    /// For arrays, the `length`; for other objects, one past the highest index stored.
    #[inline(always)]
    pub fn public_length(self) -> u32 {
        // SAFETY: see header_word.
        unsafe { self.header_word(0).read() }
    }

    #[inline(always)]
    pub fn vector_length(self) -> u32 {
        // SAFETY: see header_word.
        unsafe { self.header_word(4).read() }
    }

    pub(crate) fn set_public_length(self, length: u32) {
        // SAFETY: see header_word.
        unsafe { self.header_word(0).write(length) }
    }

    pub(crate) fn set_vector_length(self, length: u32) {
        // SAFETY: see header_word.
        unsafe { self.header_word(4).write(length) }
    }

    /// Out-of-line property slot `index` (below the structure's out-of-line capacity).
    #[inline(always)]
    pub(crate) fn out_of_line_slot(self, index: u32) -> *mut JSValue {
        // SAFETY: the caller's index is within the butterfly's out-of-line capacity.
        unsafe { self.0.as_ptr().sub((index as usize + 2) * 8).cast() }
    }

    /// The start of the allocation, given the structure's out-of-line capacity.
    pub(crate) fn base(self, out_of_line_capacity: u32) -> CellPtr {
        // SAFETY: the allocation starts this far before the pointer.
        let base = unsafe { self.0.as_ptr().sub(INDEXING_HEADER_SIZE + 8 * out_of_line_capacity as usize) };
        CellPtr::new(base).expect("butterflies are not at address zero")
    }

    /// Element `index` of an int32, double or contiguous vector, as raw bits.
    #[inline(always)]
    pub(crate) fn element(self, index: u32) -> *mut u64 {
        // SAFETY: the caller's index is below the vector length.
        unsafe { self.0.as_ptr().cast::<u64>().add(index as usize) }
    }

    /// Element `index` of an int32, double or contiguous vector, to read and write as raw
    /// bits; `None` past the vector length. The borrow lasts no longer than the handle.
    #[inline(always)]
    pub(crate) fn element_cell(&self, index: u32) -> Option<&std::cell::Cell<u64>> {
        // SAFETY: below the vector length the element is inside the butterfly; a Cell<u64>
        // is laid out as a u64, and the VM reads and writes elements only through Cells
        // and raw pointers, never through references held across calls.
        (index < self.vector_length()).then(|| unsafe { &*self.element(index).cast::<std::cell::Cell<u64>>() })
    }

    /// Element `index` of an ArrayStorage vector.
    #[inline(always)]
    pub(crate) fn storage_element(self, index: u32) -> *mut JSValue {
        // SAFETY: the caller's index is below the vector length of an ArrayStorage.
        unsafe { self.0.as_ptr().add(ARRAY_STORAGE_HEADER_SIZE).cast::<JSValue>().add(index as usize) }
    }

    /// The sparse-map cell of an ArrayStorage (null if it has none yet).
    pub(crate) fn sparse_map_cell(self) -> *mut u8 {
        // SAFETY: an ArrayStorage butterfly starts with its header.
        unsafe { self.0.as_ptr().cast::<*mut u8>().read() }
    }

    pub(crate) fn set_sparse_map_cell(self, map: *mut u8) {
        // SAFETY: as above.
        unsafe { self.0.as_ptr().cast::<*mut u8>().write(map) }
    }
}

/// How much room a butterfly needs: out-of-line slots, a vector and which kind.
#[derive(Clone, Copy, Debug)]
pub(crate) struct ButterflyShape {
    pub out_of_line_capacity: u32,
    pub vector_length: u32,
    pub array_storage: bool,
}

impl ButterflyShape {
    fn fixed_bytes(self) -> usize {
        8 * self.out_of_line_capacity as usize
            + INDEXING_HEADER_SIZE
            + if self.array_storage { ARRAY_STORAGE_HEADER_SIZE } else { 0 }
    }

    /// Bytes requested for this shape.
    pub fn bytes(self) -> usize {
        self.fixed_bytes() + 8 * self.vector_length as usize
    }

    /// The vector length that fills the size class the request lands in.
    pub fn vector_length_filling_cell(self) -> u32 {
        let bytes = self.bytes();
        if bytes > LARGE_CUTOFF {
            return self.vector_length;
        }
        let class = Heap::allocator_for(Space::Auxiliary, bytes).expect("small request").class();
        (((class.cell_size() - self.fixed_bytes()) / 8) as u32).min(MAX_STORAGE_VECTOR_LENGTH)
    }
}

impl Vm {
    /// A butterfly of `shape` (its vector grown to fill the size class), with every
    /// out-of-line slot undefined, every element `fill`, and both lengths set. May collect;
    /// the caller attaches it before allocating again.
    pub(crate) fn allocate_butterfly(
        &mut self,
        shape: ButterflyShape,
        public_length: u32,
        fill: u64,
    ) -> JsResult<Butterfly> {
        let vector_length = shape.vector_length_filling_cell();
        let shape = ButterflyShape { vector_length, ..shape };
        let base = self.allocate_cell(Space::Auxiliary, shape.bytes())?;
        // SAFETY: the allocation holds the slots, the headers and the vector.
        let butterfly = Butterfly(unsafe {
            NonNull::new_unchecked(base.as_ptr().add(8 * shape.out_of_line_capacity as usize + INDEXING_HEADER_SIZE))
        });
        for slot in 0..shape.out_of_line_capacity {
            // SAFETY: slot < capacity.
            unsafe { butterfly.out_of_line_slot(slot).write(JSValue::UNDEFINED) };
        }
        butterfly.set_public_length(public_length);
        butterfly.set_vector_length(vector_length);
        let vector = if shape.array_storage {
            butterfly.set_sparse_map_cell(std::ptr::null_mut());
            // SAFETY: the ArrayStorage header is 16 bytes: the map, then a spare word.
            unsafe { butterfly.as_ptr().add(8).cast::<u64>().write(0) };
            butterfly.storage_element(0).cast::<u64>()
        } else {
            butterfly.element(0)
        };
        for index in 0..vector_length as usize {
            // SAFETY: index < vector length.
            unsafe { vector.add(index).write(fill) };
        }
        Ok(butterfly)
    }
}
