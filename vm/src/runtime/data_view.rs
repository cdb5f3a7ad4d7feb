//! 25.3 DataView objects: the cell and the byte access of GetViewValue / SetViewValue.
//!
//! ```text
//!   DataView  header | butterfly | buffer | byteOffset | byteLength | slots...
//!             0        8           16       24           32
//! ```
//!
//! A DataView caches nothing: every access reads its buffer's current length and block
//! (DataView methods are calls, not interpreter fast paths), so views need no listing and
//! detaching or resizing a buffer has nothing to update. `byteLength` is
//! [`BYTE_LENGTH_AUTO`] for a view that tracks its resizable buffer.

use std::cell::Cell;
use std::ptr::NonNull;

use crate::cell::JSType;
use crate::error::JsResult;
use crate::object::{JSObject, ObjectRef};
use crate::runtime::array_buffer::ArrayBufferRef;
use crate::value::JSValue;
use crate::vm::Vm;

/// Raw words of a DataView after its one JSValue field (`buffer`).
pub const DATA_VIEW_RAW_FIELDS: u8 = 2;

/// `byteLength` of a length-tracking DataView.
pub const BYTE_LENGTH_AUTO: usize = usize::MAX;

/// The layout of a DataView cell.
#[repr(C)]
pub struct JSDataView {
    pub(crate) object: JSObject,
    pub(crate) buffer: Cell<JSValue>,
    pub(crate) byte_offset: Cell<usize>,
    pub(crate) byte_length: Cell<usize>,
}

const _: () = assert!(
    size_of::<JSDataView>() == crate::layout::OBJECT_INLINE_STORAGE_OFFSET + 8 * (1 + DATA_VIEW_RAW_FIELDS as usize),
    "the fields of a DataView are its internal fields"
);

/// A handle to a live DataView.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct DataViewRef(NonNull<JSDataView>);

crate::cell::cell_handle!(DataViewRef => JSDataView, |t| t == JSType::DataView);

impl DataViewRef {
    /// \[\[ViewedArrayBuffer\]\].
    pub fn buffer(self) -> ArrayBufferRef {
        ArrayBufferRef::from_value(self.raw().buffer.get()).expect("a DataView has a buffer")
    }

    /// \[\[ByteOffset\]\].
    pub fn byte_offset(self) -> usize {
        self.raw().byte_offset.get()
    }

    /// \[\[ByteLength\]\]: `None` for auto.
    pub fn byte_length_field(self) -> Option<usize> {
        let length = self.raw().byte_length.get();
        (length != BYTE_LENGTH_AUTO).then_some(length)
    }

    /// 25.3.1.3 IsViewOutOfBounds ( viewRecord ), with the buffer's length now.
    pub fn is_out_of_bounds(self) -> bool {
        let buffer = self.buffer();
        // 1-3. A detached buffer: out of bounds.
        if buffer.is_detached() {
            return true;
        }
        // 4-8. The view's start and end against the buffer's length.
        let buffer_length = buffer.byte_length();
        let start = self.byte_offset();
        match self.byte_length_field() {
            None => start > buffer_length,
            Some(length) => start > buffer_length || start + length > buffer_length,
        }
    }

    /// 25.3.1.2 GetViewByteLength ( viewRecord ) of a view in bounds.
    pub fn view_byte_length(self) -> usize {
        debug_assert!(!self.is_out_of_bounds());
        match self.byte_length_field() {
            Some(length) => length,
            None => self.buffer().byte_length() - self.byte_offset(),
        }
    }

    /// The `count` bytes at `offset` of the view (checked by the caller against the view's
    /// length), in memory order.
    pub fn read(self, offset: usize, count: usize) -> [u8; 8] {
        let mut bytes = [0; 8];
        self.buffer().read_into(self.byte_offset() + offset, &mut bytes[..count]);
        bytes
    }

    /// Writes `bytes` (memory order) at `offset` of the view (checked by the caller).
    pub fn write(self, offset: usize, bytes: &[u8]) {
        self.buffer().write_bytes(self.byte_offset() + offset, bytes);
    }
}

impl Vm {
    /// The object of 25.3.2.1 DataView ( buffer [ , byteOffset [ , byteLength ] ] ) step 12
    /// on: a view of `buffer` from `byte_offset`, of `byte_length` bytes or (`None`)
    /// tracking the buffer. The caller has checked the offsets. May collect.
    pub fn new_data_view(
        &mut self,
        prototype: JSValue,
        buffer: ArrayBufferRef,
        byte_offset: usize,
        byte_length: Option<usize>,
    ) -> JsResult<DataViewRef> {
        let buffer_root = self.rooted(buffer);
        let structure =
            self.root_structure(prototype, JSType::DataView, crate::structure::DEFAULT_INLINE_CAPACITY, 0)?;
        let view = self.new_object_with_structure(structure)?;
        self.set_internal(view, 0, buffer_root.get().to_value());
        let view = DataViewRef(view.cell().cast());
        view.raw().byte_offset.set(byte_offset);
        view.raw().byte_length.set(byte_length.unwrap_or(BYTE_LENGTH_AUTO));
        Ok(view)
    }
}

impl DataViewRef {
    pub fn object(self) -> ObjectRef {
        ObjectRef::from_cell(self.cell())
    }

    /// The DataView an object is, if it is one.
    pub fn from_object(object: ObjectRef) -> Option<DataViewRef> {
        (object.js_type() == JSType::DataView).then(|| DataViewRef::from_cell(object.cell()))
    }
}
