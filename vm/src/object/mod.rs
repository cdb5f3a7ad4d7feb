//! Objects: a header, a butterfly pointer, and inline property slots.
//!
//! ```text
//!   +--------+-----------+--------+--------+-----+--------+
//!   | header | butterfly | slot 0 | slot 1 | ... | slot n |     n + 1 = inline capacity
//!   +--------+-----------+--------+--------+-----+--------+
//!   0        8           16
//! ```
//!
//! Named properties go to inline slots first and then to the butterfly's out-of-line
//! slots; indexed properties go to the butterfly's vector or, when sparse, to the sparse map
//! of its ArrayStorage. The structure says which offset holds which name; the indexing type
//! in the header says how the vector is stored. This module holds the layout and creation;
//! `named.rs` and `indexed.rs` hold the property operations the interpreter and the
//! builtins build the specification's algorithms on.

pub mod bulk;
pub mod butterfly;
pub mod indexed;
pub mod indexing;
pub mod named;
pub mod sparse;
pub mod typed_array;

use std::cell::Cell;
use std::ptr::NonNull;

use gc::{CellPtr, Space};

pub use butterfly::Butterfly;

use self::butterfly::ButterflyShape;
use self::indexing::{ARRAY_STORAGE_SHAPE, IS_ARRAY, MIN_ARRAY_STORAGE_CONSTRUCTION_LENGTH, UNDECIDED_SHAPE};
use crate::cell::{self, CellHeader, JSType};
use crate::error::JsResult;
use crate::property::PropertyOffset;
use crate::structure::{DEFAULT_INLINE_CAPACITY, StructureId, StructureRef};
use crate::value::JSValue;
use crate::vm::Vm;

/// The fixed part of every object.
#[repr(C)]
pub struct JSObject {
    pub(crate) header: CellHeader,
    pub(crate) butterfly: Cell<*mut u8>,
}

/// A handle to a live object.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct ObjectRef(NonNull<JSObject>);

impl std::fmt::Debug for ObjectRef {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Object@{:p}", self.0.as_ptr())
    }
}

cell::cell_handle!(ObjectRef => JSObject, JSType::is_object);

impl ObjectRef {
    #[inline(always)]
    pub fn structure_id(self) -> StructureId {
        cell::header(self.cell()).structure_id
    }

    #[inline(always)]
    pub fn js_type(self) -> JSType {
        cell::header(self.cell()).js_type
    }

    #[inline(always)]
    pub fn indexing_type(self) -> u8 {
        cell::header(self.cell()).indexing_type
    }

    pub fn is_array(self) -> bool {
        indexing::is_array(self.indexing_type())
    }

    #[inline(always)]
    pub fn butterfly(self) -> Option<Butterfly> {
        NonNull::new(self.raw().butterfly.get()).map(Butterfly::from_raw)
    }

    /// The butterfly's address, for `$vm.deltaBetweenButterflies`.
    pub fn butterfly_address(self) -> usize {
        self.raw().butterfly.get() as usize
    }

    pub(crate) fn set_butterfly_raw(self, butterfly: Option<Butterfly>) {
        self.raw().butterfly.set(butterfly.map_or(std::ptr::null_mut(), Butterfly::as_ptr));
    }

    /// Internal field `index` (a JSValue field of the object's type).
    #[inline(always)]
    pub fn internal(self, index: usize) -> JSValue {
        debug_assert!(index < self.js_type().internal_fields().values as usize);
        // SAFETY: the object's type has this many internal fields after its butterfly.
        unsafe {
            self.cell().as_ptr().add(crate::layout::OBJECT_INLINE_STORAGE_OFFSET).cast::<JSValue>().add(index).read()
        }
    }

    fn internal_address(self, index: usize) -> *mut u64 {
        // SAFETY: callers pass an index below the object's internal field count.
        unsafe { self.cell().as_ptr().add(crate::layout::OBJECT_INLINE_STORAGE_OFFSET).cast::<u64>().add(index) }
    }

    /// Raw internal word `index` (after the JSValue fields), which the collector skips.
    pub fn internal_raw(self, index: usize) -> u64 {
        let fields = self.js_type().internal_fields();
        debug_assert!(index < fields.raw as usize);
        // SAFETY: the object's type has these raw words.
        unsafe { self.internal_address(fields.values as usize + index).read() }
    }

    pub(crate) fn set_internal_raw(self, index: usize, word: u64) {
        let fields = self.js_type().internal_fields();
        debug_assert!(index < fields.raw as usize);
        // SAFETY: as above.
        unsafe { self.internal_address(fields.values as usize + index).write(word) }
    }

    /// The Rust function of a native function (its raw word 0).
    pub fn native_function(self) -> crate::runtime::function::NativeFn {
        debug_assert!(matches!(self.js_type(), JSType::NativeFunction | JSType::HtmlDda));
        // Raw word 0 follows the type's internal values, whose count is known here: every
        // native call reads it, and `internal_raw` would look the count up again.
        let raw_word = crate::runtime::function::NATIVE_FUNCTION_FIELDS as usize;
        // SAFETY: native functions (and [[IsHTMLDDA]] objects) have these internal values,
        // then one raw word.
        let address = unsafe { self.internal_address(raw_word).read() } as usize;
        // SAFETY: raw word 0 of a native function is only ever written by
        // `set_native_function`, with a NativeFn.
        unsafe { std::mem::transmute::<usize, crate::runtime::function::NativeFn>(address) }
    }

    pub(crate) fn set_native_function(self, native: crate::runtime::function::NativeFn) {
        debug_assert!(matches!(self.js_type(), JSType::NativeFunction | JSType::HtmlDda));
        self.set_internal_raw(0, native as usize as u64);
    }

    /// The type flags byte of the object's header.
    pub(crate) fn type_flags(self) -> u8 {
        cell::header(self.cell()).type_flags
    }

    /// Changes the type flags byte of the object's header.
    pub(crate) fn set_type_flags(self, flags: u8) {
        // SAFETY: the type flags byte belongs to the object model; no one holds a
        // reference into the header.
        unsafe { (*self.cell().as_ptr().cast::<crate::cell::CellHeader>()).type_flags = flags };
    }

    pub(crate) fn set_internal_unbarriered(self, index: usize, value: JSValue) {
        debug_assert!(index < self.js_type().internal_fields().values as usize);
        // SAFETY: as in `internal`.
        unsafe { self.internal_address(index).cast::<JSValue>().write(value) }
    }

    /// Where the value at `offset` lives.
    #[inline(always)]
    pub(crate) fn slot_address(self, offset: PropertyOffset) -> *mut JSValue {
        if offset.is_inline() {
            let start = self.js_type().inline_storage_offset();
            // SAFETY: inline offsets are below the structure's inline capacity, which the
            // cell was allocated with.
            unsafe { self.cell().as_ptr().add(start).cast::<JSValue>().add(offset.bits() as usize) }
        } else {
            self.butterfly()
                .expect("an object with out-of-line properties has a butterfly")
                .out_of_line_slot(offset.out_of_line_index())
        }
    }

    /// The value at `offset` (a slot the structure uses).
    #[inline(always)]
    pub fn get_slot(self, offset: PropertyOffset) -> JSValue {
        // SAFETY: slot_address gives a slot of this live object.
        unsafe { self.slot_address(offset).read() }
    }

    /// Writes a slot without the write barrier; callers use [`Vm::set_slot`].
    #[inline(always)]
    pub(crate) fn set_slot_raw(self, offset: PropertyOffset, value: JSValue) {
        // SAFETY: as in get_slot.
        unsafe { self.slot_address(offset).write(value) }
    }
}

impl Vm {
    /// The structure of a live object.
    #[inline(always)]
    pub fn structure_of(&self, object: ObjectRef) -> StructureRef {
        StructureRef::from_raw(self.structures.get(object.structure_id()))
    }

    /// The structure of any live cell.
    pub fn structure_of_cell(&self, cell: CellPtr) -> StructureRef {
        StructureRef::from_raw(self.structures.get(cell::header(cell).structure_id))
    }

    /// Stores internal field `index` of `object`, with the write barrier.
    #[inline(always)]
    pub fn set_internal(&self, object: ObjectRef, index: usize, value: JSValue) {
        object.set_internal_unbarriered(index, value);
        if value.is_cell() {
            self.heap.write_barrier(object.cell());
        }
    }

    /// Stores `value` at `offset` of `object`, with the write barrier.
    #[inline(always)]
    pub fn set_slot(&self, object: ObjectRef, offset: PropertyOffset, value: JSValue) {
        object.set_slot_raw(offset, value);
        if value.is_cell() {
            self.heap.write_barrier(object.cell());
        }
    }

    /// Switches an object to another structure (and its butterfly, if that changed), with
    /// the write barrier. No allocation may happen between computing the new state and
    /// this call.
    pub(crate) fn set_structure(&self, object: ObjectRef, structure: StructureRef, butterfly: Option<Butterfly>) {
        object.set_butterfly_raw(butterfly);
        // SAFETY: the structure describes objects of this object's type.
        unsafe { cell::set_structure_in_header(object.cell(), structure.id(), structure.indexing_type()) };
        self.heap.write_barrier(object.cell());
    }

    /// A new object of `structure`. Property slots the structure already has hold
    /// undefined until the caller fills them. May collect.
    pub fn new_object_with_structure(&mut self, structure: StructureRef) -> JsResult<ObjectRef> {
        debug_assert!(structure.instance_type().is_object());
        // Objects that own Rust memory (a Map's table) live in the destructible space.
        let space = if structure.instance_type().needs_destruction() { Space::DestructibleCells } else { Space::Cells };
        let cell = self.allocate_cell_keeping(space, structure.instance_size(), structure.cell())?;
        let header = CellHeader::new(
            structure.id(),
            structure.instance_type(),
            structure.indexing_type(),
            structure.type_flags(),
        );
        let object = JSObject { header, butterfly: Cell::new(std::ptr::null_mut()) };
        // SAFETY: the cell is fresh and at least as big as the fixed part of an object.
        unsafe { cell.as_ptr().cast::<JSObject>().write(object) };
        let object = ObjectRef(cell.cast());
        // Internal fields and the slots the structure uses are traced: they must hold
        // values before anything allocates. Each run of words is written in one loop, its
        // start worked out once (this is every object's allocation).
        let fields = structure.instance_type().internal_fields();
        let (values, raw) = (fields.values as usize, fields.raw as usize);
        let inline_slots = structure.slots_used().min(structure.inline_capacity()) as usize;
        // SAFETY: the cell is fresh and `instance_size` bytes long: after the fixed part
        // come the type's internal values and raw words, then (from the type's inline
        // storage offset) `inline_capacity` slots, of which `inline_slots` are written.
        unsafe {
            let internal = cell.as_ptr().add(crate::layout::OBJECT_INLINE_STORAGE_OFFSET).cast::<u64>();
            for index in 0..values {
                internal.add(index).write(JSValue::UNDEFINED.bits());
            }
            for index in values..values + raw {
                internal.add(index).write(0);
            }
            let slots = cell.as_ptr().add(structure.instance_type().inline_storage_offset()).cast::<JSValue>();
            for index in 0..inline_slots {
                slots.add(index).write(JSValue::UNDEFINED);
            }
        }
        if structure.out_of_line_capacity() > 0 {
            let object_root = self.rooted(object);
            let shape = ButterflyShape {
                out_of_line_capacity: structure.out_of_line_capacity(),
                vector_length: 0,
                array_storage: false,
            };
            let butterfly = self.allocate_butterfly(shape, 0, 0)?;
            object_root.get().set_butterfly_raw(Some(butterfly));
            self.heap.write_barrier(object_root.get().cell());
            return Ok(object_root.get());
        }
        Ok(object)
    }

    /// A new ordinary object with `prototype` (an object or null). May collect.
    pub fn new_object(&mut self, prototype: JSValue) -> JsResult<ObjectRef> {
        let structure = self.root_structure(prototype, JSType::Object, DEFAULT_INLINE_CAPACITY, 0)?;
        self.new_object_with_structure(structure)
    }

    /// A new array of `length` holes (`new Array(length)`), with `prototype`. May collect.
    pub fn new_array(&mut self, prototype: JSValue, length: u32) -> JsResult<ObjectRef> {
        let array_storage = length >= MIN_ARRAY_STORAGE_CONSTRUCTION_LENGTH;
        let shape = if array_storage { ARRAY_STORAGE_SHAPE } else { UNDECIDED_SHAPE };
        let structure = self.root_structure(prototype, JSType::Array, 0, IS_ARRAY | shape)?;
        let array = self.new_object_with_structure(structure)?;
        let root = self.root(Some(array.cell()));
        let vector_length = if array_storage { 0 } else { length };
        let butterfly = self.allocate_butterfly(
            ButterflyShape { out_of_line_capacity: 0, vector_length, array_storage },
            length,
            JSValue::EMPTY.bits(),
        )?;
        drop(root);
        array.set_butterfly_raw(Some(butterfly));
        self.heap.write_barrier(array.cell());
        Ok(array)
    }

    /// A new array holding `values`, with `prototype`. May collect.
    pub fn new_array_from_values(&mut self, prototype: JSValue, values: &[JSValue]) -> JsResult<ObjectRef> {
        let roots: Vec<_> = values.iter().map(|&value| self.root_value(value)).collect();
        let length = u32::try_from(values.len()).map_err(|_| self.throw_error(crate::Message::InvalidArrayLength))?;
        let array = self.new_array(prototype, length)?;
        let array_root = self.root(Some(array.cell()));
        for (index, root) in roots.iter().enumerate() {
            self.put_index(array, index as u32, root.get())?;
        }
        drop(array_root);
        Ok(array)
    }
}
