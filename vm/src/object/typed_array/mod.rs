//! Typed arrays (23.2, 10.4.5): the cells, how they hold their elements, and element access.
//!
//! ```text
//!   TypedArray  header | butterfly | buffer | data | length | byteOffset | arrayLength | kind mode | elements...
//!               0        8           16       24     32       40           48            56   57     64
//! ```
//!
//! * `data` points at element 0 and `length` is the number of elements that can be read
//!   now: TypedArrayLength when the view is in bounds, 0 when it is out of bounds or its
//!   buffer is detached. These two words are all the element fast paths (the interpreter's
//!   get/put by value, later machine code) read: `index < length`, then load or store at
//!   `data + index * size`. Everything that changes a buffer updates them
//!   (`runtime/array_buffer.rs` keeps the list of views per buffer).
//! * `buffer` holds the \[\[ViewedArrayBuffer\]\] once there is one. A typed array made with a
//!   length (`new Uint8Array(n)`, `slice`, `map`...) starts without an ArrayBuffer object:
//!   up to [`MAX_INLINE_BYTES`] of elements live in the cell itself after the fixed fields
//!   (mode `INLINE`: one allocation, the size class of the whole), larger ones in a zeroed
//!   auxiliary block of their own that the typed array marks (mode `OWNED_BLOCK`). Until
//!   then `buffer` holds the realm the typed array was made in, whose %ArrayBuffer.prototype%
//!   the buffer will get. Reading `.buffer` (or anything else that needs the buffer, like
//!   `subarray`) makes the ArrayBuffer: an inline typed array's elements are copied into a
//!   new block of the buffer, which the typed array uses from then on (the inline bytes are
//!   left behind); an owned block is handed to the buffer as it is. From then on the typed
//!   array and every alias read and write the same bytes, and the buffer lists the view.
//!   Before that no JavaScript can reach the bytes but through this typed array, so nothing
//!   can detach or resize them, and no view needs listing.
//! * `arrayLength` is \[\[ArrayLength\]\] of a fixed-length view ([`LENGTH_AUTO`] for a
//!   length-tracking one: mode `LENGTH_TRACKING`); `byteOffset` is \[\[ByteOffset\]\].
//! * `kind` is the element type ([`TypedArrayKind`]); `mode` the bits above.
//!
//! The exotic internal methods are in `exotic.rs`; the element types and conversions in
//! `kind.rs`.

mod atomic;
pub mod elements;
mod exotic;
pub mod float16;
pub mod kind;

use std::cell::Cell;
use std::ptr::NonNull;

use gc::{CellPtr, Space};

pub use self::exotic::{CanonicalNumericIndex, canonical_numeric_index};
pub use self::kind::TypedArrayKind;
use crate::cell::{CellHeader, JSType};
use crate::error::{JsResult, Message};
use crate::object::{JSObject, ObjectRef};
use crate::runtime::array_buffer::{ArrayBufferRef, MAX_BYTE_LENGTH};
use crate::runtime::realm::{Intrinsic, RealmRef};
use crate::structure::StructureRef;
use crate::value::JSValue;
use crate::vm::Vm;

/// Raw words of a typed array after its one JSValue field (`buffer`).
pub const TYPED_ARRAY_RAW_FIELDS: u8 = 5;

/// The most bytes of elements a typed array keeps in its own cell.
pub const MAX_INLINE_BYTES: usize = 64;

/// `arrayLength` of a length-tracking typed array.
pub const LENGTH_AUTO: usize = usize::MAX;

/// `mode`: the elements follow the fixed fields in the cell; there is no ArrayBuffer yet.
pub const MODE_INLINE: u8 = 1;
/// `mode`: the elements are in a block the typed array owns; there is no ArrayBuffer yet.
pub const MODE_OWNED_BLOCK: u8 = 2;
/// `mode`: \[\[ArrayLength\]\] is auto.
pub const MODE_LENGTH_TRACKING: u8 = 4;

/// The layout of a typed array cell.
#[repr(C)]
pub struct JSTypedArray {
    pub(crate) object: JSObject,
    pub(crate) buffer: Cell<JSValue>,
    pub(crate) data: Cell<*mut u8>,
    pub(crate) length: Cell<usize>,
    pub(crate) byte_offset: Cell<usize>,
    pub(crate) array_length: Cell<usize>,
    pub(crate) kind: Cell<u8>,
    pub(crate) mode: Cell<u8>,
    _padding: [u8; 6],
}

/// Where the elements of an inline typed array start.
pub const INLINE_ELEMENTS_OFFSET: usize = size_of::<JSTypedArray>();

const _: () = {
    assert!(
        size_of::<JSTypedArray>()
            == crate::layout::OBJECT_INLINE_STORAGE_OFFSET + 8 * (1 + TYPED_ARRAY_RAW_FIELDS as usize),
        "the fields of a typed array are its internal fields"
    );
    assert!(INLINE_ELEMENTS_OFFSET.is_multiple_of(16), "inline elements are aligned for any element type");
};

/// A handle to a live typed array.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct TypedArrayRef(NonNull<JSTypedArray>);

crate::cell::cell_handle!(TypedArrayRef => JSTypedArray, |t| t == JSType::TypedArray);

impl TypedArrayRef {
    /// The typed array an object is, if it is one.
    #[inline(always)]
    pub fn from_object(object: ObjectRef) -> Option<TypedArrayRef> {
        (object.js_type() == JSType::TypedArray).then(|| TypedArrayRef(object.cell().cast()))
    }

    pub fn object(self) -> ObjectRef {
        ObjectRef::from_cell(self.cell())
    }

    #[inline(always)]
    pub fn kind(self) -> TypedArrayKind {
        TypedArrayKind::from_u8(self.raw().kind.get()).expect("a typed array has a kind")
    }

    fn mode(self) -> u8 {
        self.raw().mode.get()
    }

    /// Whether the typed array has its ArrayBuffer object yet.
    pub fn has_buffer(self) -> bool {
        self.mode() & (MODE_INLINE | MODE_OWNED_BLOCK) == 0
    }

    /// Whether the elements are in the typed array's own cell (`$vm.isHeapAllocatedTypedArray`).
    pub fn has_inline_elements(self) -> bool {
        self.mode() & MODE_INLINE != 0
    }

    /// The block a typed array without a buffer owns, for the collector.
    pub(crate) fn owned_block(self) -> Option<CellPtr> {
        if self.mode() & MODE_OWNED_BLOCK != 0 { NonNull::new(self.raw().data.get()) } else { None }
    }

    /// \[\[ViewedArrayBuffer\]\], if made.
    pub fn buffer(self) -> Option<ArrayBufferRef> {
        if self.has_buffer() { ArrayBufferRef::from_value(self.raw().buffer.get()) } else { None }
    }

    /// Element 0 (see the module documentation: valid while `length()` is not 0).
    #[inline(always)]
    pub fn data(self) -> *mut u8 {
        self.raw().data.get()
    }

    /// The elements readable now: TypedArrayLength, or 0 when out of bounds or detached.
    #[inline(always)]
    pub fn length(self) -> usize {
        self.raw().length.get()
    }

    /// \[\[ByteOffset\]\].
    pub fn byte_offset(self) -> usize {
        self.raw().byte_offset.get()
    }

    /// \[\[ArrayLength\]\]: `None` for auto (a length-tracking view).
    pub fn array_length(self) -> Option<usize> {
        if self.mode() & MODE_LENGTH_TRACKING != 0 { None } else { Some(self.raw().array_length.get()) }
    }

    /// Whether the buffer is detached.
    pub fn is_detached(self) -> bool {
        self.buffer().is_some_and(ArrayBufferRef::is_detached)
    }

    /// 10.4.5.12 IsTypedArrayOutOfBounds ( taRecord ), with the buffer's length now.
    pub fn is_out_of_bounds(self) -> bool {
        let Some(buffer) = self.buffer() else { return false };
        // 1-3. A detached buffer: out of bounds.
        if buffer.is_detached() {
            return true;
        }
        // 4-8. The view's start (and end, when fixed) against the buffer's length.
        let buffer_length = buffer.byte_length();
        let start = self.byte_offset();
        match self.array_length() {
            None => start > buffer_length,
            Some(length) => start > buffer_length || start + length * self.kind().element_size() > buffer_length,
        }
    }

    /// 10.4.5.15 IsTypedArrayFixedLength ( O )
    pub fn is_fixed_length(self) -> bool {
        // 1. If O.[[ArrayLength]] is auto, return false.
        if self.array_length().is_none() {
            return false;
        }
        // 2-3. A view over a resizable, non-shared buffer can lose its elements.
        match self.buffer() {
            Some(buffer) => !buffer.is_resizable() || buffer.is_shared(),
            None => true,
        }
    }

    /// TypedArrayByteLength of the view now (0 when out of bounds).
    pub fn byte_length(self) -> usize {
        self.length() << self.kind().element_shift()
    }

    /// Recomputes `data` and `length` from `buffer` (this view's buffer) after it changed.
    pub(crate) fn refresh_cache(self, buffer: ArrayBufferRef) {
        let raw = self.raw();
        let length = if self.is_out_of_bounds() {
            0
        } else {
            match self.array_length() {
                Some(length) => length,
                None => (buffer.byte_length() - self.byte_offset()) >> self.kind().element_shift(),
            }
        };
        raw.length.set(length);
        raw.data.set(if buffer.data().is_null() {
            std::ptr::null_mut()
        } else {
            buffer.data().wrapping_add(self.byte_offset())
        });
    }

    /// The raw element at `index`, if `index < length()`.
    #[inline(always)]
    pub fn get_raw(self, index: usize) -> Option<u64> {
        if index >= self.length() {
            return None;
        }
        let kind = self.kind();
        // SAFETY: index < length, so the element lies within the elements in use.
        Some(unsafe { kind.load(self.data().add(index << kind.element_shift())) })
    }

    /// Writes the raw element at `index`; false (and nothing written) past `length()`.
    #[inline(always)]
    pub fn set_raw(self, index: usize, raw: u64) -> bool {
        if index >= self.length() {
            return false;
        }
        let kind = self.kind();
        // SAFETY: as in get_raw.
        unsafe { kind.store(self.data().add(index << kind.element_shift()), raw) };
        true
    }

    /// The element at `index` as a value, for kinds whose elements are Numbers.
    #[inline(always)]
    pub fn get_number(self, index: usize) -> Option<JSValue> {
        let kind = self.kind();
        debug_assert!(!kind.is_bigint());
        let raw = self.get_raw(index)?;
        Some(number_value(kind, raw))
    }
}

/// The value of a raw element of a Number kind.
#[inline(always)]
pub fn number_value(kind: TypedArrayKind, raw: u64) -> JSValue {
    match kind {
        TypedArrayKind::Int8 => JSValue::from_i32(raw as u8 as i8 as i32),
        TypedArrayKind::Uint8 | TypedArrayKind::Uint8Clamped => JSValue::from_i32(raw as u8 as i32),
        TypedArrayKind::Int16 => JSValue::from_i32(raw as u16 as i16 as i32),
        TypedArrayKind::Uint16 => JSValue::from_i32(raw as u16 as i32),
        TypedArrayKind::Int32 => JSValue::from_i32(raw as u32 as i32),
        _ => JSValue::from_number(kind.decode_number(raw)),
    }
}

/// The interpreter's read fast path: `object[index]` for a typed array of Numbers; `None`
/// when the general path must answer (not a typed array, BigInt elements).
#[inline(always)]
pub(crate) fn fast_get(object: ObjectRef, index: u32) -> Option<JSValue> {
    let array = TypedArrayRef::from_object(object)?;
    let kind = array.kind();
    if kind.is_bigint() {
        return None;
    }
    // TypedArrayGetElement: an invalid index reads as undefined, with no prototype lookup.
    Some(array.get_number(index as usize).unwrap_or(JSValue::UNDEFINED))
}

/// The interpreter's write fast path: `object[index] = value` for a typed array of Numbers
/// and a Number value (ToNumber has nothing to run); false when the general path must do
/// it. A write to an invalid index does nothing, as TypedArraySetElement says.
#[inline(always)]
pub(crate) fn fast_put(object: ObjectRef, index: u32, value: JSValue) -> bool {
    let Some(array) = TypedArrayRef::from_object(object) else { return false };
    let kind = array.kind();
    if kind.is_bigint() {
        return false;
    }
    let raw = if value.is_int32() {
        match kind {
            TypedArrayKind::Float16 => kind.encode_number(value.as_int32() as f64),
            TypedArrayKind::Float32 => (value.as_int32() as f32).to_bits() as u64,
            TypedArrayKind::Float64 => (value.as_int32() as f64).to_bits(),
            TypedArrayKind::Uint8Clamped => value.as_int32().clamp(0, 255) as u64,
            _ => value.as_int32() as u32 as u64,
        }
    } else if value.is_double() {
        kind.encode_number(value.as_double())
    } else {
        return false;
    };
    array.set_raw(index as usize, raw);
    true
}

impl Vm {
    /// The structure of typed arrays of `prototype`.
    fn typed_array_structure(&mut self, prototype: JSValue) -> JsResult<StructureRef> {
        self.root_structure(prototype, JSType::TypedArray, 0, 0)
    }

    /// A typed array cell of `structure` with `inline_bytes` of (zeroed) elements after its
    /// fields; every field but the kind is left for the caller. May collect.
    fn allocate_typed_array(
        &mut self,
        structure: StructureRef,
        kind: TypedArrayKind,
        inline_bytes: usize,
    ) -> JsResult<TypedArrayRef> {
        debug_assert!(structure.inline_capacity() == 0 && structure.out_of_line_capacity() == 0);
        let root = self.rooted(structure);
        let cell = self.allocate_cell(Space::Cells, INLINE_ELEMENTS_OFFSET + inline_bytes.next_multiple_of(8))?;
        drop(root);
        let header =
            CellHeader::new(structure.id(), JSType::TypedArray, structure.indexing_type(), structure.type_flags());
        let array = JSTypedArray {
            object: JSObject { header, butterfly: Cell::new(std::ptr::null_mut()) },
            buffer: Cell::new(JSValue::UNDEFINED),
            data: Cell::new(std::ptr::null_mut()),
            length: Cell::new(0),
            byte_offset: Cell::new(0),
            array_length: Cell::new(0),
            kind: Cell::new(kind as u8),
            mode: Cell::new(0),
            _padding: [0; 6],
        };
        // SAFETY: the cell is fresh and big enough for the fields and the inline bytes.
        unsafe {
            cell.as_ptr().cast::<JSTypedArray>().write(array);
            cell.as_ptr().add(INLINE_ELEMENTS_OFFSET).write_bytes(0, inline_bytes);
        }
        Ok(TypedArrayRef(cell.cast()))
    }

    /// 23.2.5.1.1 AllocateTypedArray with a length (and 23.2.5.1.6
    /// AllocateTypedArrayBuffer): a typed array of `length` zero elements with `prototype`,
    /// without an ArrayBuffer object yet. A RangeError when the elements cannot be had.
    /// May collect.
    pub fn new_typed_array(
        &mut self,
        kind: TypedArrayKind,
        prototype: JSValue,
        length: u64,
    ) -> JsResult<TypedArrayRef> {
        // AllocateTypedArrayBuffer 3-5: byteLength = elementSize × length; the block must
        // be possible (the ArrayBuffer's limit applies to the elements before there is one).
        let Some(byte_length) =
            length.checked_mul(kind.element_size() as u64).filter(|&bytes| bytes <= MAX_BYTE_LENGTH)
        else {
            return Err(self.throw_error(Message::ArrayBufferTooLarge));
        };
        let (length, byte_length) = (length as usize, byte_length as usize);
        let realm = self.realm();
        let structure = self.typed_array_structure(prototype)?;
        if byte_length <= MAX_INLINE_BYTES {
            // Fast path: the elements live in the cell.
            let array = self.allocate_typed_array(structure, kind, byte_length)?;
            let raw = array.raw();
            raw.buffer.set(realm.to_value());
            // SAFETY: the inline elements follow the fields of this cell.
            raw.data.set(unsafe { array.cell().as_ptr().add(INLINE_ELEMENTS_OFFSET) });
            raw.length.set(length);
            raw.array_length.set(length);
            raw.mode.set(MODE_INLINE);
            return Ok(array);
        }
        let array = self.allocate_typed_array(structure, kind, 0)?;
        array.raw().buffer.set(realm.to_value());
        let array_root = self.rooted(array);
        let block = self.create_byte_data_block(byte_length)?;
        let array = array_root.get();
        let raw = array.raw();
        raw.data.set(block);
        raw.length.set(length);
        raw.array_length.set(length);
        raw.mode.set(MODE_OWNED_BLOCK);
        self.heap.write_barrier(array.cell());
        Ok(array)
    }

    /// A Uint8Array of the current realm holding a copy of `bytes`. May collect.
    pub fn new_uint8_array_from(&mut self, bytes: &[u8]) -> JsResult<TypedArrayRef> {
        let prototype = self.realm().intrinsic(crate::runtime::realm::Intrinsic::Uint8ArrayPrototype);
        let array = self.new_typed_array(TypedArrayKind::Uint8, prototype, bytes.len() as u64)?;
        // SAFETY: a new Uint8Array of `bytes.len()` elements has that many bytes at its
        // data pointer, and nothing else refers to them yet.
        unsafe { std::ptr::copy_nonoverlapping(bytes.as_ptr(), array.data(), bytes.len()) };
        Ok(array)
    }

    /// 23.2.5.1.3 InitializeTypedArrayFromArrayBuffer's object: a view of `buffer` from
    /// `byte_offset`, of `length` elements or (`None`) tracking the buffer's length. The
    /// caller has checked the offsets. May collect.
    pub fn new_typed_array_with_buffer(
        &mut self,
        kind: TypedArrayKind,
        prototype: JSValue,
        buffer: ArrayBufferRef,
        byte_offset: usize,
        length: Option<usize>,
    ) -> JsResult<TypedArrayRef> {
        let buffer_root = self.rooted(buffer);
        let structure = self.typed_array_structure(prototype)?;
        let array = self.allocate_typed_array(structure, kind, 0)?;
        let buffer = buffer_root.get();
        let raw = array.raw();
        raw.buffer.set(buffer.to_value());
        raw.byte_offset.set(byte_offset);
        raw.array_length.set(length.unwrap_or(LENGTH_AUTO));
        raw.mode.set(if length.is_none() { MODE_LENGTH_TRACKING } else { 0 });
        array.refresh_cache(buffer);
        self.register_view(buffer, array.object());
        Ok(array)
    }

    /// \[\[ViewedArrayBuffer\]\] of `array`, made now if the typed array has none yet (see the
    /// module documentation). May collect.
    pub fn typed_array_buffer(&mut self, array: TypedArrayRef) -> JsResult<ArrayBufferRef> {
        if let Some(buffer) = array.buffer() {
            return Ok(buffer);
        }
        let realm =
            RealmRef::from_value(array.raw().buffer.get()).expect("a typed array without a buffer names its realm");
        let prototype = realm.intrinsic(Intrinsic::ArrayBufferPrototype);
        let byte_length = array.byte_length();
        let array_root = self.rooted(array);
        let buffer = if array.has_inline_elements() {
            let buffer = self.new_array_buffer(prototype, byte_length as u64, None, false)?;
            let array = array_root.get();
            if byte_length > 0 {
                // SAFETY: the inline elements and the new block both hold byte_length bytes.
                unsafe { std::ptr::copy_nonoverlapping(array.data(), buffer.data(), byte_length) };
            }
            buffer
        } else {
            // The owned block stays marked by the typed array until the buffer holds it.
            let buffer = self.new_array_buffer(prototype, 0, None, false)?;
            self.adopt_data_block(buffer, array_root.get().data(), byte_length);
            buffer
        };
        let array = array_root.get();
        let raw = array.raw();
        raw.buffer.set(buffer.to_value());
        raw.mode.set(raw.mode.get() & !(MODE_INLINE | MODE_OWNED_BLOCK));
        self.heap.write_barrier(array.cell());
        array.refresh_cache(buffer);
        self.register_view(buffer, array.object());
        Ok(buffer)
    }

    /// Whether a value is a typed array whose elements live in its own cell.
    pub fn is_heap_allocated_typed_array(&self, value: JSValue) -> bool {
        ObjectRef::from_value(value)
            .and_then(TypedArrayRef::from_object)
            .is_some_and(TypedArrayRef::has_inline_elements)
    }

    /// The value of the raw element `raw` of `kind` (a BigInt kind allocates). May collect.
    pub fn typed_array_value(&mut self, kind: TypedArrayKind, raw: u64) -> JsResult<JSValue> {
        if kind.is_bigint() {
            return self.bigint_value(kind.decode_bigint(raw));
        }
        Ok(number_value(kind, raw))
    }

    /// The raw element `value` becomes in an array of `kind`: ? ToBigInt(value) or
    /// ? ToNumber(value), then the conversion operation. May run JavaScript.
    pub fn to_typed_array_raw(&mut self, kind: TypedArrayKind, value: JSValue) -> JsResult<u64> {
        if kind.is_bigint() {
            let bigint = self.to_bigint(value)?;
            return Ok(kind.encode_bigint(bigint.value()));
        }
        if value.is_int32() && !matches!(kind, TypedArrayKind::Uint8Clamped) {
            return Ok(kind.encode_number(value.as_int32() as f64));
        }
        let number = self.to_number(value)?;
        Ok(kind.encode_number(number))
    }

    /// 10.4.5.16 TypedArrayGetElement ( O, index ) for an integer index: undefined when it
    /// is not valid. May collect (BigInt elements).
    pub fn typed_array_get_element(&mut self, array: TypedArrayRef, index: u64) -> JsResult<JSValue> {
        match usize::try_from(index).ok().and_then(|index| array.get_raw(index)) {
            Some(raw) => self.typed_array_value(array.kind(), raw),
            None => Ok(JSValue::UNDEFINED),
        }
    }

    /// 10.4.5.17 TypedArraySetElement ( O, index, value ): converts (which may run
    /// JavaScript that detaches or shrinks the buffer), then writes if the index is still
    /// valid. `index` is `None` for a numeric key that is no integer index.
    pub fn typed_array_set_element(
        &mut self,
        array: TypedArrayRef,
        index: Option<u64>,
        value: JSValue,
    ) -> JsResult<()> {
        let root = self.rooted(array);
        // 1-2. Let numValue be ? ToBigInt(value) or ? ToNumber(value).
        let raw = self.to_typed_array_raw(array.kind(), value)?;
        // 3. If IsValidIntegerIndex(O, index) is true, then store.
        if let Some(index) = index.and_then(|index| usize::try_from(index).ok()) {
            root.get().set_raw(index, raw);
        }
        Ok(())
    }
}
