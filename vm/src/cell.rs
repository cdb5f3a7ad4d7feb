//! The cell header and the kinds of cells.
//!
//! ```text
//!  byte:  0       1       2       3       4         5        6          7
//!        +-------------------------------+---------+--------+----------+-------+
//!        |          StructureID          | indexing| JSType | type     | cell  |
//!        |                               | type    |        | flags    | state |
//!        +-------------------------------+---------+--------+----------+-------+
//! ```
//!
//! The StructureID says everything about the cell's shape; the indexing type and the JSType
//! are copies of the structure's, kept in the header so the common type checks (is this an
//! array? a string?) are one byte load with no table lookup. Bytes 0..4 double as the heap's
//! zap word (a StructureID is never zero) and byte 7 belongs to the collector.

use gc::CellPtr;

use crate::structure::StructureId;

/// What kind of cell this is. Everything at or above [`JSType::Object`] is a JavaScript
/// object (it has a butterfly and property storage); the kinds before it are the engine's
/// own cells and primitives.
#[repr(u8)]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum JSType {
    /// A hidden class. Its own structure is the structure-structure.
    Structure = 1,
    /// A string: flat (8- or 16-bit) or a rope.
    String,
    Symbol,
    BigInt,
    /// An accessor pair stored in a property slot.
    GetterSetter,
    /// The sparse part of an ArrayStorage butterfly.
    SparseArrayMap,
    /// A compiled function, script or module: owns its code block.
    Executable,
    /// An environment: the bindings of a scope that closures or dynamic lookups reach.
    Scope,
    /// A realm: the global object and the intrinsics.
    Realm,
    /// The registers of a suspended generator or async function.
    SuspendedFrame,
    /// A compiled regular expression a RegExp object points to: owns its program.
    RegExpMatcher,
    /// Rust data an embedder attached (a host function's closure): owns a `Box<dyn Any>`.
    HostData,

    /// An ordinary object with inline property slots.
    Object,
    /// An Array exotic object.
    Array,
    /// A function compiled to bytecode.
    Function,
    /// A function implemented in Rust.
    NativeFunction,
    BoundFunction,
    Arguments,
    Error,
    StringObject,
    NumberObject,
    BooleanObject,
    SymbolObject,
    BigIntObject,
    Generator,
    AsyncGenerator,
    /// The state of a running async function (not visible to JavaScript).
    AsyncFunction,
    Promise,
    /// The state of a `for-in` loop (not visible to JavaScript).
    ForInIterator,
    /// 27.1.4 An async-from-sync iterator.
    AsyncFromSyncIterator,
    /// A RegExp object: its source, flags and matcher cell.
    RegExp,
    /// 10.4.6 A module namespace exotic object.
    ModuleNamespace,
    /// 21.4 A Date object: its \[\[DateValue\]\] (a time value, or NaN).
    Date,
    /// 24.1 A Map: owns its ordered hash table (`collections/`).
    Map,
    /// 24.2 A Set: owns its ordered hash table.
    Set,
    /// 24.3 A WeakMap: owns its table of ephemerons.
    WeakMap,
    /// 24.4 A WeakSet: owns its table of weakly held keys.
    WeakSet,
    /// 26.1 A WeakRef: its target, held weakly.
    WeakRef,
    /// 26.2 A FinalizationRegistry: owns its cells.
    FinalizationRegistry,
    /// 24.1.5 A Map Iterator: its map and a cursor in the map's table.
    MapIterator,
    /// 24.2.6 A Set Iterator: its set and a cursor in the set's table.
    SetIterator,
    /// 23.1.5 An Array Iterator: the iterated object, the next index and the kind.
    ArrayIterator,
    /// 25.1 An ArrayBuffer or (with its shared flag) a SharedArrayBuffer.
    ArrayBuffer,
    /// 10.4.5 A TypedArray (integer-indexed exotic object) of any element type.
    TypedArray,
    /// 25.3 A DataView.
    DataView,
    /// 10.5 A Proxy exotic object: its \[\[ProxyTarget\]\] and \[\[ProxyHandler\]\] (both null once
    /// revoked). Its type flags say whether it has \[\[Call\]\] and \[\[Construct\]\].
    Proxy,
    /// 22.1.5 A String Iterator: the iterated string and the next index.
    StringIterator,
    /// A raw JSON object (JSON.rawJSON): its \[\[IsRawJSON\]\] slot is its type; it is an
    /// ordinary frozen object with a null prototype and one property, `rawJSON`.
    RawJSON,
    /// 27.1.2.1 An Iterator Helper (and the iterators of `Iterator.concat` and
    /// `Iterator.zip`): a native state machine over its underlying iterators
    /// (`builtins/src/iterator/helper.rs` names the fields).
    IteratorHelper,
    /// 27.1.3.2.1.1 An object of %WrapForValidIteratorPrototype%: its \[\[Iterated\]\] record.
    WrapForValidIterator,
    /// A DisposableStack: its \[\[DisposableState\]\] and \[\[DisposeCapability\]\]
    /// (`runtime/disposal.rs`).
    DisposableStack,
    /// An AsyncDisposableStack: the same two fields.
    AsyncDisposableStack,
    /// B.3.6 An object with an \[\[IsHTMLDDA\]\] internal slot (a host's `document.all`; the
    /// shell's `$262.IsHTMLDDA`): a native function in layout and in calls, but `typeof`
    /// says "undefined", ToBoolean false, and `==` equates it with undefined and null
    /// (`runtime/html_dda.rs`). Its own type, not a flag, so that every guard the JIT puts
    /// on an object's type to inline its truthiness keeps such objects out.
    HtmlDda,
}

/// Internal fields an object type has between its butterfly and its inline slots: first
/// `values` JSValues (traced), then `raw` words the collector skips.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct InternalFields {
    pub values: u8,
    pub raw: u8,
}

/// The internal fields of an Iterator Helper: JSValues only, which `builtins` lays out.
pub const ITERATOR_HELPER_FIELDS: u8 = 8;

impl JSType {
    /// Whether cells of this type are JavaScript objects.
    #[inline(always)]
    pub fn is_object(self) -> bool {
        self >= JSType::Object
    }

    /// Whether objects of this type can be called.
    #[inline(always)]
    pub fn is_function(self) -> bool {
        matches!(self, JSType::Function | JSType::NativeFunction | JSType::BoundFunction | JSType::HtmlDda)
    }

    /// Whether cells of this type own Rust memory and need a destructor.
    pub fn needs_destruction(self) -> bool {
        matches!(
            self,
            JSType::Structure
                | JSType::SparseArrayMap
                | JSType::Executable
                | JSType::BigInt
                | JSType::Map
                | JSType::Set
                | JSType::WeakMap
                | JSType::WeakSet
                | JSType::FinalizationRegistry
                | JSType::RegExpMatcher
                | JSType::HostData
        )
    }

    /// The internal fields of an object type.
    pub const fn internal_fields(self) -> InternalFields {
        let (values, raw) = match self {
            JSType::Function => (crate::runtime::function::FUNCTION_FIELDS, 0),
            JSType::NativeFunction | JSType::HtmlDda => (crate::runtime::function::NATIVE_FUNCTION_FIELDS, 1),
            JSType::BoundFunction => (crate::runtime::function::BOUND_FUNCTION_FIELDS, 0),
            JSType::Arguments => (2, 1),
            JSType::StringObject
            | JSType::NumberObject
            | JSType::BooleanObject
            | JSType::SymbolObject
            | JSType::BigIntObject => (1, 0),
            JSType::Generator => (2, 0),
            JSType::AsyncGenerator => (4, 0),
            JSType::AsyncFunction => (3, 0),
            JSType::Promise => (5, 0),
            JSType::ForInIterator => (4, 0),
            JSType::AsyncFromSyncIterator => (2, 0),
            JSType::ModuleNamespace => (2, 0),
            JSType::RegExp => (3, 0),
            JSType::Date => (1, 0),
            JSType::Map | JSType::Set | JSType::WeakMap | JSType::WeakSet | JSType::WeakRef => (0, 1),
            JSType::FinalizationRegistry => (1, 1),
            JSType::MapIterator | JSType::SetIterator => (1, 1),
            JSType::ArrayIterator => (2, 1),
            JSType::ArrayBuffer => (0, crate::runtime::array_buffer::ARRAY_BUFFER_RAW_FIELDS),
            JSType::TypedArray => (1, crate::object::typed_array::TYPED_ARRAY_RAW_FIELDS),
            JSType::DataView => (1, crate::runtime::data_view::DATA_VIEW_RAW_FIELDS),
            JSType::Proxy => (2, 0),
            JSType::StringIterator => (2, 0),
            JSType::IteratorHelper => (ITERATOR_HELPER_FIELDS, 0),
            JSType::WrapForValidIterator => (2, 0),
            JSType::DisposableStack | JSType::AsyncDisposableStack => (2, 0),
            _ => (0, 0),
        };
        InternalFields { values, raw }
    }

    /// Bytes of type-specific fields before an object's inline property slots: one load
    /// from a table made at compile time (the match of `internal_fields` became two table
    /// loads and arithmetic on every slot an interpreter's inline cache read).
    #[inline(always)]
    pub const fn inline_storage_offset(self) -> usize {
        INLINE_STORAGE_OFFSETS[self as usize] as usize
    }

    const fn computed_inline_storage_offset(self) -> usize {
        let fields = self.internal_fields();
        crate::layout::OBJECT_INLINE_STORAGE_OFFSET + 8 * (fields.values as usize + fields.raw as usize)
    }

    pub(crate) const fn from_u8(byte: u8) -> Option<JSType> {
        if JSType::Structure as u8 <= byte && byte <= JSType::HtmlDda as u8 {
            // SAFETY: JSType is a fieldless repr(u8) enum whose discriminants are the
            // contiguous range just checked.
            Some(unsafe { std::mem::transmute::<u8, JSType>(byte) })
        } else {
            None
        }
    }
}

/// The first 8 bytes of every cell.
#[repr(C)]
#[derive(Clone, Copy, Debug)]
pub struct CellHeader {
    pub structure_id: StructureId,
    pub indexing_type: u8,
    pub js_type: JSType,
    pub type_flags: u8,
    /// Owned by the collector: [`gc::CellState`].
    pub cell_state: u8,
}

impl CellHeader {
    /// The header of a cell just allocated: the collector's state starts as new.
    pub fn new(structure_id: StructureId, js_type: JSType, indexing_type: u8, type_flags: u8) -> CellHeader {
        CellHeader { structure_id, indexing_type, js_type, type_flags, cell_state: gc::CellState::New as u8 }
    }
}

impl CellHeader {
    /// The header as the word machine code stores, byte `i` of the layout above at bits
    /// `8i..8i+8` (the machine is little-endian).
    pub fn to_word(self) -> u64 {
        u64::from(self.structure_id.bits())
            | u64::from(self.indexing_type) << 32
            | u64::from(self.js_type as u8) << 40
            | u64::from(self.type_flags) << 48
            | u64::from(self.cell_state) << 56
    }
}

const _: () = assert!(size_of::<CellHeader>() == 8);
const _: () = assert!(std::mem::offset_of!(CellHeader, cell_state) == gc::CELL_STATE_OFFSET);

/// The Rust layout of a kind of cell: what a typed handle points to, and what
/// [`Vm::new_cell`](crate::Vm) writes into a fresh cell.
///
/// # Safety
/// The type is `#[repr(C)]`, starts with a [`CellHeader`], is at most 16-byte aligned, and
/// every field after the header that changes after creation is behind a `Cell` (shared
/// borrows of a cell are handed out freely). Any Rust memory it owns it owns through
/// fields whose drop frees it (`Box`, `Rc`): the collector drops a dead cell in place.
pub unsafe trait CellLayout: Sized {}

/// A cell layout followed by values (a scope's bindings, a suspended frame's registers).
///
/// # Safety
/// Every cell of this layout is made by [`Vm::new_cell_with_values`](crate::Vm) with the
/// count [`TrailingValues::trailing_count`] then gives, which never changes.
pub unsafe trait TrailingValues: CellLayout {
    fn trailing_count(&self) -> usize;
}

/// Implements what every typed handle to a cell has: conversions from a cell or a value of
/// its type (`$is` says which JSTypes belong) and back; with `=> $layout`, also `raw`, the
/// cell's fields borrowed for as long as the handle is.
macro_rules! cell_handle {
    ($handle:ident => $layout:ty, values, $is:expr) => {
        $crate::cell::cell_handle!($handle => $layout, $is);

        impl $handle {
            /// The values after the cell's fixed fields, borrowed for as long as the
            /// handle is.
            #[inline(always)]
            #[allow(unsafe_code)]
            fn values(&self) -> &[std::cell::Cell<$crate::value::JSValue>] {
                let count = <$layout as $crate::cell::TrailingValues>::trailing_count(self.raw());
                // SAFETY: the cell holds `count` initialised values right after its layout
                // (`TrailingValues`); a `Cell<JSValue>` is laid out as a `JSValue`; the
                // pointer comes from the handle, which covers the whole cell.
                unsafe { std::slice::from_raw_parts(self.0.as_ptr().add(1).cast(), count) }
            }
        }
    };
    ($handle:ident => $layout:ty, $is:expr) => {
        $crate::cell::cell_handle!($handle, $is);

        impl $handle {
            /// The cell's fields, borrowed for as long as this handle is.
            #[inline(always)]
            #[allow(unsafe_code, dead_code)]
            fn raw(&self) -> &$layout {
                // Only a type that is vouched for in this file's list is a layout.
                fn is_layout<T: $crate::cell::CellLayout>() {}
                is_layout::<$layout>();
                // SAFETY: a handle is made only from a live cell of its kind (`from_cell`
                // and `from_value` check the type), whose layout this is (`CellLayout`);
                // the borrow lasts no longer than the handle, and the cell is not moved.
                unsafe { self.0.as_ref() }
            }

            /// The cell's fields, borrowed for as long as the VM is: nothing can collect
            /// the cell while the VM is borrowed.
            #[inline(always)]
            #[allow(unsafe_code, dead_code)]
            fn raw_in(self, _vm: &$crate::Vm) -> &$layout {
                // SAFETY: as in `raw`; a collection needs the VM mutably, so the cell,
                // live now, stays live while `_vm` is borrowed.
                unsafe { self.0.as_ref() }
            }
        }
    };
    ($handle:ident, $is:expr) => {
        impl $handle {
            #[allow(dead_code)]
            pub(crate) fn from_cell(cell: gc::CellPtr) -> $handle {
                debug_assert!($is(crate::cell::js_type(cell)));
                $handle(cell.cast())
            }

            /// The handle a value holds, if it holds a cell of this kind.
            pub fn from_value(value: crate::value::JSValue) -> Option<$handle> {
                let cell = value.cell()?;
                $is(crate::cell::js_type(cell)).then(|| $handle(cell.cast()))
            }

            pub fn cell(self) -> gc::CellPtr {
                self.0.cast()
            }

            /// A handle that names no cell, for a field filled in before any use.
            #[allow(dead_code)]
            pub(crate) const fn placeholder() -> $handle {
                $handle(std::ptr::NonNull::dangling())
            }

            pub fn to_value(self) -> crate::value::JSValue {
                crate::value::JSValue::from_cell(self.cell())
            }
        }

        impl crate::heap::HeapRef for $handle {
            fn to_cell(self) -> Option<gc::CellPtr> {
                Some(self.cell())
            }
        }
    };
}

pub(crate) use cell_handle;

/// Reads the header of a live cell.
#[inline(always)]
pub fn header(cell: CellPtr) -> CellHeader {
    // SAFETY: callers pass live cells of a cell space, which start with an initialised
    // header.
    unsafe { cell.as_ptr().cast::<CellHeader>().read() }
}

/// The JSType of a live cell.
#[inline(always)]
pub fn js_type(cell: CellPtr) -> JSType {
    header(cell).js_type
}

/// Writes the header of a cell.
///
/// # Safety
/// `cell` must be a cell of a cell space that the caller is initialising or owns.
#[inline(always)]
pub unsafe fn write_header(cell: CellPtr, header: CellHeader) {
    // SAFETY: guaranteed by the caller.
    unsafe { cell.as_ptr().cast::<CellHeader>().write(header) }
}

/// Changes the structure (and the copied indexing type) of a live cell.
///
/// # Safety
/// `cell` must be a live cell and `structure_id` a structure for cells of its type.
#[inline(always)]
pub unsafe fn set_structure_in_header(cell: CellPtr, structure_id: StructureId, indexing_type: u8) {
    let header = cell.as_ptr().cast::<CellHeader>();
    // SAFETY: guaranteed by the caller; the fields are plain bytes of the header.
    unsafe {
        (*header).structure_id = structure_id;
        (*header).indexing_type = indexing_type;
    }
}

// ---------------------------------------------------------------------------------------
// Every cell layout, with why it meets the contract of `CellLayout`: the one place that
// vouches for them, so the modules that define the layouts need no `unsafe`.

// SAFETY: repr(C), the header first, mutable fields in Cells, nothing owned.
unsafe impl CellLayout for crate::runtime::suspended::SuspendedFrame {}

// SAFETY: repr(C), the header first, every field a Cell, nothing owned.
unsafe impl CellLayout for crate::runtime::realm::Realm {}

// SAFETY: repr(C), the header first, the data never replaced and owned by a Box, dropped
// with the cell.
unsafe impl CellLayout for crate::runtime::host::JSHostData {}

// SAFETY: repr(C), the header first, the program never changes and is owned by an Rc,
// dropped with the cell.
unsafe impl CellLayout for crate::runtime::regexp::JSRegExpMatcher {}

// SAFETY: repr(C), the header first, the code block never replaced and owned by an Rc (one
// count), dropped with the cell.
unsafe impl CellLayout for crate::runtime::executable::Executable {}

// SAFETY: repr(C), the header first, the integer never changes and is owned by a Box,
// dropped with the cell.
unsafe impl CellLayout for crate::runtime::bigint::JSBigInt {}

// SAFETY: repr(C), an object (and so the header) first, every field a Cell, nothing owned.
unsafe impl CellLayout for crate::runtime::data_view::JSDataView {}

// SAFETY: repr(C), the header first, the description in a Cell (the flags never change),
// nothing owned.
unsafe impl CellLayout for crate::symbol::JSSymbol {}

// SAFETY: repr(C), the header first, the functions in Cells, nothing owned.
unsafe impl CellLayout for crate::getter_setter::GetterSetter {}

// SAFETY: repr(C), an object (and so the header) first, every field a Cell; the data block
// is a heap cell the buffer marks, not owned Rust memory.
unsafe impl CellLayout for crate::runtime::array_buffer::JSArrayBuffer {}

// SAFETY: repr(C), the header first, the butterfly in a Cell; an object owns no Rust
// memory (its butterfly and storage are heap cells).
unsafe impl CellLayout for crate::object::JSObject {}

// SAFETY: repr(C), the header first, mutable fields in Cells; the units are inline or in a
// heap cell the string marks, not owned Rust memory.
unsafe impl CellLayout for crate::string::JSString {}

// SAFETY: repr(C), an object (and so the header) first, every field a Cell, nothing owned.
unsafe impl CellLayout for crate::object::typed_array::JSTypedArray {}

// SAFETY: repr(C), the header first, mutable fields in Cells (the descriptor, kind and
// slot count never change), nothing owned.
unsafe impl CellLayout for crate::runtime::scope::Scope {}

// SAFETY: `allocate_scope` makes every scope with `slot_count` slots.
unsafe impl TrailingValues for crate::runtime::scope::Scope {
    fn trailing_count(&self) -> usize {
        self.slot_count()
    }
}

// SAFETY: `new_suspended_frame` makes every suspended frame with `count` registers, and
// the count never changes.
unsafe impl TrailingValues for crate::runtime::suspended::SuspendedFrame {
    fn trailing_count(&self) -> usize {
        self.register_count()
    }
}

/// [`JSType::inline_storage_offset`] of every type, by its discriminant.
const INLINE_STORAGE_OFFSETS: [u16; 256] = {
    let mut offsets = [0u16; 256];
    let mut byte = 0;
    while byte < 256 {
        if let Some(js_type) = JSType::from_u8(byte as u8) {
            offsets[byte] = js_type.computed_inline_storage_offset() as u16;
        }
        byte += 1;
    }
    offsets
};

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_header_word_is_the_header_in_memory() {
        let header = CellHeader::new(StructureId::from_bits(0x0102_0304), JSType::Array, 0x15, 0x26);
        // SAFETY: CellHeader is 8 plain bytes (asserted above).
        let in_memory = unsafe { std::mem::transmute::<CellHeader, u64>(header) };
        assert_eq!(header.to_word(), in_memory);
    }
}
