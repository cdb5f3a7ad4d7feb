//! Every offset machine code relies on, in one place.
//!
//! The JIT and the interpreter's hand-written fast paths read cells through these
//! constants only; each is computed from the Rust layout with `offset_of!`, and the
//! assertions below fail the build if a layout drifts from what the design fixes.

use std::mem::{offset_of, size_of};

use crate::cell::CellHeader;
use crate::object::JSObject;
use crate::object::butterfly::{ARRAY_STORAGE_HEADER_SIZE, INDEXING_HEADER_SIZE};
use crate::object::typed_array::JSTypedArray;
use crate::runtime::array_buffer::JSArrayBuffer;
use crate::string::JSString;
use crate::structure::Structure;

pub use crate::object::indexing::DOUBLE_HOLE_BITS;
pub use crate::object::indexing::SHAPE_MASK as INDEXING_SHAPE_MASK;
pub use crate::property::FIRST_OUT_OF_LINE_OFFSET;
pub use crate::value::{
    DOUBLE_ENCODE_OFFSET, ENCODED_EMPTY, ENCODED_FALSE, ENCODED_NULL, ENCODED_TRUE, ENCODED_UNDEFINED, NOT_CELL_MASK,
    NUMBER_TAG, OTHER_TAG,
};
pub use gc::{ATOM_SIZE, BLOCK_SIZE, CELL_STATE_OFFSET, LocalAllocator};

// Cell header.
pub const CELL_STRUCTURE_ID_OFFSET: usize = offset_of!(CellHeader, structure_id);
pub const CELL_INDEXING_TYPE_OFFSET: usize = offset_of!(CellHeader, indexing_type);
pub const CELL_JS_TYPE_OFFSET: usize = offset_of!(CellHeader, js_type);
pub const CELL_TYPE_FLAGS_OFFSET: usize = offset_of!(CellHeader, type_flags);
pub const CELL_HEADER_SIZE: usize = size_of::<CellHeader>();

// Objects.
pub const OBJECT_BUTTERFLY_OFFSET: usize = offset_of!(JSObject, butterfly);
/// Where the inline slots of an ordinary object start.
pub const OBJECT_INLINE_STORAGE_OFFSET: usize = size_of::<JSObject>();

// Butterflies, relative to the butterfly pointer.
pub const BUTTERFLY_PUBLIC_LENGTH_OFFSET: isize = -(INDEXING_HEADER_SIZE as isize);
pub const BUTTERFLY_VECTOR_LENGTH_OFFSET: isize = -(INDEXING_HEADER_SIZE as isize) + 4;
/// Where the vector of an ArrayStorage starts.
pub const ARRAY_STORAGE_VECTOR_OFFSET: usize = ARRAY_STORAGE_HEADER_SIZE;

/// The offset of out-of-line slot `index` from the butterfly pointer.
pub const fn out_of_line_slot_offset(index: u32) -> isize {
    -((index as isize + 2) * 8)
}

// Strings.
pub const STRING_LENGTH_OFFSET: usize = offset_of!(JSString, length);
pub const STRING_FLAGS_OFFSET: usize = offset_of!(JSString, flags_and_hash);
pub const STRING_DATA_OFFSET: usize = offset_of!(JSString, data);
pub const STRING_IS_8BIT_FLAG: u32 = crate::string::IS_8BIT;
pub const STRING_IS_ROPE_FLAG: u32 = crate::string::IS_ROPE;

// Structures.
pub const STRUCTURE_ID_OFFSET: usize = offset_of!(Structure, id);
pub const STRUCTURE_PROTOTYPE_OFFSET: usize = offset_of!(Structure, prototype);
pub const STRUCTURE_INDEXING_TYPE_OFFSET: usize = offset_of!(Structure, indexing_type);

// Typed arrays: an element read is `index < length`, then a load at `data + index << shift`
// of the kind's width (see `object/typed_array`).
pub const TYPED_ARRAY_BUFFER_OFFSET: usize = offset_of!(JSTypedArray, buffer);
pub const TYPED_ARRAY_DATA_OFFSET: usize = offset_of!(JSTypedArray, data);
pub const TYPED_ARRAY_LENGTH_OFFSET: usize = offset_of!(JSTypedArray, length);
pub const TYPED_ARRAY_BYTE_OFFSET_OFFSET: usize = offset_of!(JSTypedArray, byte_offset);
pub const TYPED_ARRAY_ARRAY_LENGTH_OFFSET: usize = offset_of!(JSTypedArray, array_length);
pub const TYPED_ARRAY_KIND_OFFSET: usize = offset_of!(JSTypedArray, kind);
pub const TYPED_ARRAY_MODE_OFFSET: usize = offset_of!(JSTypedArray, mode);
/// Where the elements of a typed array that keeps them in its cell start.
pub const TYPED_ARRAY_INLINE_ELEMENTS_OFFSET: usize = crate::object::typed_array::INLINE_ELEMENTS_OFFSET;
pub use crate::object::typed_array::{MAX_INLINE_BYTES, MODE_INLINE, MODE_LENGTH_TRACKING, MODE_OWNED_BLOCK};

// ArrayBuffers.
pub const ARRAY_BUFFER_DATA_OFFSET: usize = offset_of!(JSArrayBuffer, data);
pub const ARRAY_BUFFER_BYTE_LENGTH_OFFSET: usize = offset_of!(JSArrayBuffer, byte_length);
pub const ARRAY_BUFFER_FLAGS_OFFSET: usize = offset_of!(JSArrayBuffer, flags);

// Bytecode closures: their internal fields, after the object's fixed fields.
pub const FUNCTION_EXECUTABLE_OFFSET: usize =
    OBJECT_INLINE_STORAGE_OFFSET + 8 * crate::runtime::function::FUNCTION_EXECUTABLE;
pub const FUNCTION_SCOPE_OFFSET: usize = OBJECT_INLINE_STORAGE_OFFSET + 8 * crate::runtime::function::FUNCTION_SCOPE;

// Array iterators: the iterated object, the next index, then the raw state word (the kind
// in its low byte, and the running flag), which is `ARRAY_ITERATOR_VALUES_STATE` for an
// iterator of values not running a step.
pub const ARRAY_ITERATOR_ITERATED_OFFSET: usize =
    OBJECT_INLINE_STORAGE_OFFSET + 8 * crate::runtime::array_iterator::ITERATED;
pub const ARRAY_ITERATOR_NEXT_INDEX_OFFSET: usize =
    OBJECT_INLINE_STORAGE_OFFSET + 8 * crate::runtime::array_iterator::NEXT_INDEX;
pub const ARRAY_ITERATOR_STATE_OFFSET: usize =
    OBJECT_INLINE_STORAGE_OFFSET + 8 * crate::runtime::array_iterator::VALUE_FIELDS;
pub const ARRAY_ITERATOR_VALUES_STATE: u64 = crate::runtime::array_iterator::ArrayIterationKind::Values as u64;

// Scopes: the parent scope, then the slots after the fixed fields.
pub const SCOPE_PARENT_OFFSET: usize = crate::runtime::scope::PARENT_OFFSET;
pub const SCOPE_SLOTS_OFFSET: usize = crate::runtime::scope::SLOTS_OFFSET;

/// Where a property slot of an object lives: in the cell, or in its butterfly.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SlotLocation {
    /// This many bytes from the cell's start.
    Inline(i32),
    /// This many bytes from the butterfly pointer (negative: out-of-line slots grow down).
    OutOfLine(i32),
}

/// Where property `offset` of an object of type `js_type` lives.
pub const fn property_slot(js_type: crate::cell::JSType, offset: crate::property::PropertyOffset) -> SlotLocation {
    if offset.is_inline() {
        SlotLocation::Inline((js_type.inline_storage_offset() + 8 * offset.bits() as usize) as i32)
    } else {
        SlotLocation::OutOfLine(out_of_line_slot_offset(offset.out_of_line_index()) as i32)
    }
}

// Free lists.
pub const ALLOCATOR_INTERVAL_START_OFFSET: usize = LocalAllocator::OFFSET_INTERVAL_START;
pub const ALLOCATOR_INTERVAL_END_OFFSET: usize = LocalAllocator::OFFSET_INTERVAL_END;
pub const ALLOCATOR_CELL_SIZE_OFFSET: usize = LocalAllocator::OFFSET_CELL_SIZE;

const _: () = {
    assert!(CELL_STRUCTURE_ID_OFFSET == 0, "the StructureID is the heap's zap word");
    assert!(CELL_STATE_OFFSET == 7);
    assert!(CELL_HEADER_SIZE == 8);
    assert!(OBJECT_BUTTERFLY_OFFSET == 8);
    assert!(OBJECT_INLINE_STORAGE_OFFSET == 16);
    assert!(STRING_DATA_OFFSET == 16);
    assert!(crate::string::INLINE_CHARACTERS_OFFSET == size_of::<JSString>());
    assert!(out_of_line_slot_offset(0) == -16);
    assert!(BUTTERFLY_PUBLIC_LENGTH_OFFSET == -8 && BUTTERFLY_VECTOR_LENGTH_OFFSET == -4);
    assert!(ALLOCATOR_INTERVAL_START_OFFSET == 0 && ALLOCATOR_INTERVAL_END_OFFSET == 8);
    assert!(TYPED_ARRAY_BUFFER_OFFSET == OBJECT_INLINE_STORAGE_OFFSET, "the buffer is the first internal field");
    assert!(TYPED_ARRAY_DATA_OFFSET == 24 && TYPED_ARRAY_LENGTH_OFFSET == 32);
    assert!(TYPED_ARRAY_BYTE_OFFSET_OFFSET == 40 && TYPED_ARRAY_ARRAY_LENGTH_OFFSET == 48);
    assert!(TYPED_ARRAY_KIND_OFFSET == 56 && TYPED_ARRAY_MODE_OFFSET == 57);
    assert!(TYPED_ARRAY_INLINE_ELEMENTS_OFFSET == 64);
    assert!(ARRAY_BUFFER_DATA_OFFSET == 16 && ARRAY_BUFFER_BYTE_LENGTH_OFFSET == 24);
};
