//! Indexed properties: the vector of int32s, doubles or values, and the sparse map.
//!
//! A store picks the cheapest shape that holds the value and moves the object up the
//! indexing ladder only when it must (an int32 array that gets 1.5 becomes a double
//! array; one that gets a string becomes contiguous). A store beyond the vector grows it
//! while the array stays dense enough; far beyond, or with attributes other than the
//! default, elements go to the sparse map of an ArrayStorage.

use super::ObjectRef;
use super::butterfly::{Butterfly, ButterflyShape};
use super::indexing::{
    self, ARRAY_STORAGE_SHAPE, CONTIGUOUS_SHAPE, DOUBLE_HOLE_BITS, DOUBLE_SHAPE, INT32_SHAPE,
    MAX_STORAGE_VECTOR_LENGTH, MAY_HAVE_INDEXED_ACCESSORS, MIN_SPARSE_ARRAY_INDEX, NO_INDEXING_SHAPE, SHAPE_MASK,
    UNDECIDED_SHAPE,
};
use super::named::{IntegrityLevel, copy_butterfly_contents, frozen_attributes};
use super::sparse::{SparseEntry, SparseMapRef};
use crate::error::{JsResult, Message};
use crate::property::Attributes;
use crate::value::{CANONICAL_NAN_BITS, JSValue};
use crate::vm::Vm;
use std::collections::TryReserveError;

/// An element is stored in the vector only while the array stays at least this dense
/// (1 in 8) once it is past [`MIN_SPARSE_ARRAY_INDEX`].
const MIN_DENSITY_MULTIPLIER: u64 = 8;

/// The shape that holds `value` most compactly.
fn shape_for(value: JSValue) -> u8 {
    if value.is_int32() {
        INT32_SHAPE
    } else if value.is_double() {
        DOUBLE_SHAPE
    } else {
        CONTIGUOUS_SHAPE
    }
}

/// Whether `value` can be stored in a vector of `shape` as it is.
fn fits(shape: u8, value: JSValue) -> bool {
    match shape {
        INT32_SHAPE => value.is_int32(),
        DOUBLE_SHAPE => value.is_number(),
        CONTIGUOUS_SHAPE | ARRAY_STORAGE_SHAPE => true,
        _ => false,
    }
}

/// The raw bits a value of a vector of `shape` holds (`shape` fits `value`).
pub(super) fn encode(shape: u8, value: JSValue) -> u64 {
    if shape == DOUBLE_SHAPE {
        let number = value.as_number();
        if number.is_nan() { CANONICAL_NAN_BITS } else { number.to_bits() }
    } else {
        value.bits()
    }
}

/// The value raw bits of a vector of `shape` hold, or `None` for a hole.
pub(super) fn decode(shape: u8, bits: u64) -> Option<JSValue> {
    match shape {
        DOUBLE_SHAPE => (bits != DOUBLE_HOLE_BITS).then(|| JSValue::from_number(f64::from_bits(bits))),
        _ => Some(JSValue::from_bits(bits)).filter(|v| !v.is_empty()),
    }
}

impl Vm {
    /// Own element `index` of `object`: its value (or GetterSetter) and attributes.
    pub fn get_own_index(&self, object: ObjectRef, index: u32) -> Option<(JSValue, Attributes)> {
        let butterfly = object.butterfly()?;
        let shape = indexing::shape(object.indexing_type());
        match shape {
            INT32_SHAPE | DOUBLE_SHAPE | CONTIGUOUS_SHAPE if index < butterfly.vector_length() => {
                // SAFETY: index < vector length.
                let bits = unsafe { butterfly.element(index).read() };
                decode(shape, bits).map(|value| (value, Attributes::DEFAULT))
            }
            ARRAY_STORAGE_SHAPE => {
                if index < butterfly.vector_length() {
                    // SAFETY: index < vector length.
                    let value = unsafe { butterfly.storage_element(index).read() };
                    if !value.is_empty() {
                        return Some((value, Attributes::DEFAULT));
                    }
                }
                let map = SparseMapRef::from_cell(gc::CellPtr::new(butterfly.sparse_map_cell())?);
                map.read(self, |map| map.get(&index).map(|entry| (entry.value, entry.attributes)))
            }
            _ => None,
        }
    }

    /// The length of an array.
    pub fn array_length(&self, array: ObjectRef) -> u32 {
        debug_assert!(array.is_array());
        array.butterfly().map_or(0, Butterfly::public_length)
    }

    /// Stores `value` as own element `index`, a data property with default attributes,
    /// replacing what was there; an array's length grows past `index`. The caller has
    /// checked that the element is writable, or absent and the object extensible.
    /// May collect.
    pub fn put_index(&mut self, object: ObjectRef, index: u32, value: JSValue) -> JsResult<()> {
        debug_assert!(!value.is_empty());
        // Converting or growing the vector allocates; the value must outlive that.
        let _value_root = value.is_cell().then(|| self.root_value(value));
        loop {
            let shape = indexing::shape(object.indexing_type());
            if shape == ARRAY_STORAGE_SHAPE {
                return self.put_into_array_storage(object, index, value, Attributes::DEFAULT);
            }
            if !fits(shape, value) {
                let target = match shape {
                    NO_INDEXING_SHAPE | UNDECIDED_SHAPE => shape_for(value),
                    INT32_SHAPE if value.is_number() => DOUBLE_SHAPE,
                    _ => CONTIGUOUS_SHAPE,
                };
                self.convert_vector_to_shape(object, target)?;
                continue;
            }
            if index >= object.butterfly().map_or(0, Butterfly::vector_length) {
                if !self.grow_vector_for(object, index)? {
                    self.convert_to_array_storage(object)?;
                }
                continue;
            }
            let butterfly = object.butterfly().expect("a vector covering the index");
            // SAFETY: index < vector length, and the shape fits the value.
            unsafe { butterfly.element(index).write(encode(shape, value)) };
            if value.is_cell() {
                self.heap.write_barrier(object.cell());
            }
            if index >= butterfly.public_length() {
                butterfly.set_public_length(index + 1);
            }
            return Ok(());
        }
    }

    /// Stores element `index` of a contiguous array whose vector already covers it (a
    /// match array being filled): no shape change, no growth, no allocation.
    pub fn init_contiguous_element(&self, array: ObjectRef, index: u32, value: JSValue) {
        debug_assert!(!value.is_empty());
        let butterfly = array.butterfly().expect("a contiguous array has a vector");
        assert!(
            indexing::shape(array.indexing_type()) == CONTIGUOUS_SHAPE && index < butterfly.public_length(),
            "init_contiguous_element outside a contiguous vector"
        );
        // SAFETY: index < public length <= vector length, and the shape holds any value.
        unsafe { butterfly.element(index).write(value.bits()) };
        if value.is_cell() {
            self.heap.write_barrier(array.cell());
        }
    }

    /// Gives `object` own element `index` with `value` and `attributes` (the indexed
    /// half of [`Vm::define_own_property`]). May collect.
    pub fn define_own_index(
        &mut self,
        object: ObjectRef,
        index: u32,
        value: JSValue,
        attributes: Attributes,
    ) -> JsResult<()> {
        if attributes == Attributes::DEFAULT && indexing::shape(object.indexing_type()) != ARRAY_STORAGE_SHAPE {
            return self.put_index(object, index, value);
        }
        let value_root = self.root_value(value);
        self.convert_to_array_storage(object)?;
        drop(value_root);
        self.put_into_array_storage(object, index, value, attributes)
    }

    /// Removes own element `index`, leaving a hole. False if it is not configurable.
    /// May collect.
    pub fn delete_index(&mut self, object: ObjectRef, index: u32) -> JsResult<bool> {
        let Some(butterfly) = object.butterfly() else {
            return Ok(true);
        };
        let shape = indexing::shape(object.indexing_type());
        match shape {
            INT32_SHAPE | CONTIGUOUS_SHAPE | UNDECIDED_SHAPE if index < butterfly.vector_length() => {
                // SAFETY: index < vector length.
                unsafe { butterfly.element(index).write(JSValue::EMPTY.bits()) };
            }
            DOUBLE_SHAPE if index < butterfly.vector_length() => {
                // SAFETY: index < vector length.
                unsafe { butterfly.element(index).write(DOUBLE_HOLE_BITS) };
            }
            ARRAY_STORAGE_SHAPE => {
                if index < butterfly.vector_length() {
                    // SAFETY: index < vector length.
                    unsafe { butterfly.storage_element(index).write(JSValue::EMPTY) };
                }
                if let Some(map) = gc::CellPtr::new(butterfly.sparse_map_cell()).map(SparseMapRef::from_cell) {
                    let deleted = self.with_sparse_map(map, |map| {
                        if map.get(&index).is_some_and(|entry| !entry.attributes.is_configurable()) {
                            return false;
                        }
                        map.remove(&index);
                        true
                    });
                    if !deleted {
                        return Ok(false);
                    }
                }
            }
            _ => {}
        }
        Ok(true)
    }

    /// Sets the length of an array, deleting the elements at or past it
    /// (ArraySetLength's storage steps). Returns false if a non-configurable element stops
    /// the deletion; the length is then one past that element. May collect.
    pub fn set_array_length(&mut self, array: ObjectRef, length: u32) -> JsResult<bool> {
        debug_assert!(array.is_array());
        let butterfly = array.butterfly().expect("arrays have a butterfly");
        let old_length = butterfly.public_length();
        let shape = indexing::shape(array.indexing_type());
        if length >= old_length {
            if length > butterfly.vector_length() && shape != ARRAY_STORAGE_SHAPE {
                // A vector must cover the length: grow it, or move a long, empty array to
                // ArrayStorage, whose vector need not.
                if length - 1 < MIN_SPARSE_ARRAY_INDEX {
                    self.grow_vector_for(array, length - 1)?;
                } else {
                    self.convert_to_array_storage(array)?;
                }
            }
            array.butterfly().expect("arrays have a butterfly").set_public_length(length);
            return Ok(true);
        }
        if shape == ARRAY_STORAGE_SHAPE
            && let Some(map) = gc::CellPtr::new(butterfly.sparse_map_cell()).map(SparseMapRef::from_cell)
        {
            // From the end down, until a non-configurable element stops the deletion.
            let stopped_at = self.with_sparse_map(map, |map| {
                let doomed: Vec<u32> = map.range(length..).map(|(&index, _)| index).collect();
                for &index in doomed.iter().rev() {
                    if !map[&index].attributes.is_configurable() {
                        return Some(index);
                    }
                    map.remove(&index);
                }
                None
            });
            if let Some(index) = stopped_at {
                self.clear_vector_range(array, index + 1, old_length);
                butterfly.set_public_length(index + 1);
                return Ok(false);
            }
        }
        self.clear_vector_range(array, length, old_length);
        butterfly.set_public_length(length);
        Ok(true)
    }

    /// Writes holes into the vector from `start` up to `end` (clamped to the vector).
    fn clear_vector_range(&self, object: ObjectRef, start: u32, end: u32) {
        let Some(butterfly) = object.butterfly() else {
            return;
        };
        let shape = indexing::shape(object.indexing_type());
        let hole = if shape == DOUBLE_SHAPE { DOUBLE_HOLE_BITS } else { JSValue::EMPTY.bits() };
        for index in start..end.min(butterfly.vector_length()) {
            // SAFETY: index < vector length.
            unsafe {
                match shape {
                    ARRAY_STORAGE_SHAPE => butterfly.storage_element(index).write(JSValue::EMPTY),
                    _ => butterfly.element(index).write(hole),
                }
            }
        }
    }

    /// The indices of own elements, ascending; `Err` when the system refuses the memory
    /// for the list.
    pub fn own_indices(&self, object: ObjectRef) -> Result<Vec<u32>, TryReserveError> {
        let Some(butterfly) = object.butterfly() else {
            return Ok(Vec::new());
        };
        let vector_length = butterfly.vector_length();
        let sparse = if indexing::shape(object.indexing_type()) == ARRAY_STORAGE_SHAPE {
            gc::CellPtr::new(butterfly.sparse_map_cell()).map(SparseMapRef::from_cell)
        } else {
            None
        };
        // The list is as long as the object has elements, which a script chose: its room
        // is asked for once, and a refusal is an error rather than an abort.
        let mut indices = Vec::new();
        indices.try_reserve_exact(vector_length as usize + sparse.map_or(0, |map| map.read(self, |map| map.len())))?;
        indices.extend((0..vector_length).filter(|&i| self.get_own_index(object, i).is_some()));
        // Entries of the map below the vector length were listed by the vector's pass.
        if let Some(map) = sparse {
            map.read(self, |map| indices.extend(map.range(vector_length..).map(|(&index, _)| index)));
        }
        Ok(indices)
    }

    /// The first index of an own element at or after `from`. Costs the vector's holes
    /// from `from` on plus one lookup in the sparse map, so that a loop stepping through
    /// a sparse array with it is linear in its elements, not quadratic as listing them
    /// all ([`Vm::own_indices`]) at each step would be.
    pub fn next_own_index(&self, object: ObjectRef, from: u32) -> Option<u32> {
        let butterfly = object.butterfly()?;
        let in_vector = (from..butterfly.vector_length()).find(|&i| self.get_own_index(object, i).is_some());
        if in_vector.is_some() || indexing::shape(object.indexing_type()) != ARRAY_STORAGE_SHAPE {
            return in_vector;
        }
        let map = SparseMapRef::from_cell(gc::CellPtr::new(butterfly.sparse_map_cell())?);
        map.read(self, |map| map.range(from..).next().map(|(&index, _)| index))
    }

    /// The last index of an own element at or before `from` (see [`Vm::next_own_index`]).
    pub fn previous_own_index(&self, object: ObjectRef, from: u32) -> Option<u32> {
        let butterfly = object.butterfly()?;
        let vector_end = butterfly.vector_length().min(from.saturating_add(1));
        let in_vector = (0..vector_end).rev().find(|&i| self.get_own_index(object, i).is_some());
        if indexing::shape(object.indexing_type()) != ARRAY_STORAGE_SHAPE {
            return in_vector;
        }
        let in_map = gc::CellPtr::new(butterfly.sparse_map_cell()).and_then(|map| {
            SparseMapRef::from_cell(map).read(self, |map| map.range(..=from).next_back().map(|(&index, _)| index))
        });
        in_vector.max(in_map)
    }

    /// Makes the vector long enough for `index`, if the object stays dense enough.
    /// Returns false (changing nothing) if it would not. May collect.
    fn grow_vector_for(&mut self, object: ObjectRef, index: u32) -> JsResult<bool> {
        if index >= MAX_STORAGE_VECTOR_LENGTH {
            return Ok(false);
        }
        let old = object.butterfly();
        let old_vector = old.map_or(0, Butterfly::vector_length);
        if index >= MIN_SPARSE_ARRAY_INDEX
            && (index as u64 + 1) > MIN_DENSITY_MULTIPLIER * self.count_elements(object) as u64
        {
            return Ok(false);
        }
        let wanted = (index + 1).max(old_vector + old_vector / 2).min(MAX_STORAGE_VECTOR_LENGTH);
        let structure = self.structure_of(object);
        let shape = indexing::shape(structure.indexing_type());
        let fill = if shape == DOUBLE_SHAPE { DOUBLE_HOLE_BITS } else { JSValue::EMPTY.bits() };
        let capacity = structure.out_of_line_capacity();
        let object_root = self.root(Some(object.cell()));
        let butterfly_shape =
            ButterflyShape { out_of_line_capacity: capacity, vector_length: wanted, array_storage: false };
        let new = self.allocate_butterfly(butterfly_shape, old.map_or(0, Butterfly::public_length), fill)?;
        drop(object_root);
        if let Some(old) = old {
            copy_butterfly_contents(old, new, capacity, old_vector, false);
        }
        object.set_butterfly_raw(Some(new));
        self.heap.write_barrier(object.cell());
        Ok(true)
    }

    /// Elements present in the vector.
    fn count_elements(&self, object: ObjectRef) -> u32 {
        let Some(butterfly) = object.butterfly() else {
            return 0;
        };
        let shape = indexing::shape(object.indexing_type());
        (0..butterfly.vector_length())
            // SAFETY: i < vector length.
            .filter(|&i| decode(shape, unsafe { butterfly.element(i).read() }).is_some())
            .count() as u32
    }

    /// Moves the object's vector to `target` shape, re-encoding its elements in place.
    /// May collect.
    pub(super) fn convert_vector_to_shape(&mut self, object: ObjectRef, target: u8) -> JsResult<()> {
        let object_root = self.root(Some(object.cell()));
        let structure = self.structure_of(object);
        let old_shape = indexing::shape(structure.indexing_type());
        let indexing_type = (structure.indexing_type() & !SHAPE_MASK) | target;
        let target_structure = self.structure_for_indexing_type(object, indexing_type)?;
        // Re-encode the vector in place: the elements keep their size (8 bytes), only
        // the encoding and the hole change. An object without a vector has nothing to do.
        if let Some(butterfly) = object.butterfly() {
            for index in 0..butterfly.vector_length() {
                let element = butterfly.element(index);
                // SAFETY: index < vector length.
                let value = decode(old_shape, unsafe { element.read() });
                let bits = match (value, target) {
                    (None, DOUBLE_SHAPE) => DOUBLE_HOLE_BITS,
                    (None, _) => JSValue::EMPTY.bits(),
                    (Some(value), shape) => encode(shape, value),
                };
                // SAFETY: as above.
                unsafe { element.write(bits) };
            }
        }
        drop(object_root);
        self.commit_indexing_type(object, target_structure, indexing_type)
    }

    /// Moves the object to ArrayStorage: a vector of values plus a sparse map.
    /// May collect.
    pub(crate) fn convert_to_array_storage(&mut self, object: ObjectRef) -> JsResult<()> {
        let structure = self.structure_of(object);
        let old_shape = indexing::shape(structure.indexing_type());
        if old_shape == ARRAY_STORAGE_SHAPE {
            return Ok(());
        }
        let object_root = self.root(Some(object.cell()));
        let indexing_type = (structure.indexing_type() & !SHAPE_MASK) | ARRAY_STORAGE_SHAPE;
        let target_structure = self.structure_for_indexing_type(object, indexing_type)?;
        let target_root = target_structure.map(|s| self.root(Some(s.cell())));
        let old = object.butterfly();
        let vector_length = old.map_or(0, Butterfly::vector_length);
        let capacity = structure.out_of_line_capacity();
        let shape = ButterflyShape { out_of_line_capacity: capacity, vector_length, array_storage: true };
        let new = self.allocate_butterfly(shape, old.map_or(0, Butterfly::public_length), 0)?;
        drop((object_root, target_root));
        if let Some(old) = old {
            for slot in 0..capacity {
                // SAFETY: both butterflies have `capacity` out-of-line slots.
                unsafe { new.out_of_line_slot(slot).write(old.out_of_line_slot(slot).read()) };
            }
            for index in 0..vector_length {
                // SAFETY: index < both vector lengths.
                let value = decode(old_shape, unsafe { old.element(index).read() }).unwrap_or(JSValue::EMPTY);
                // SAFETY: as above.
                unsafe { new.storage_element(index).write(value) };
            }
        }
        object.set_butterfly_raw(Some(new));
        self.heap.write_barrier(object.cell());
        self.commit_indexing_type(object, target_structure, indexing_type)
    }

    /// Stores an element of an ArrayStorage object. May collect.
    fn put_into_array_storage(
        &mut self,
        object: ObjectRef,
        index: u32,
        value: JSValue,
        attributes: Attributes,
    ) -> JsResult<()> {
        let butterfly = object.butterfly().expect("ArrayStorage has a butterfly");
        let in_vector = index < butterfly.vector_length();
        let sparse = gc::CellPtr::new(butterfly.sparse_map_cell()).map(SparseMapRef::from_cell);
        let in_map = sparse.is_some_and(|map| map.read(self, |map| map.contains_key(&index)));
        if attributes == Attributes::DEFAULT && in_vector && !in_map {
            // SAFETY: index < vector length.
            unsafe { butterfly.storage_element(index).write(value) };
        } else {
            let object_root = self.root(Some(object.cell()));
            let value_root = self.root_value(value);
            if !in_map {
                self.reserve_extra_memory(super::sparse::ENTRY_BYTES)?;
            }
            let sparse = gc::CellPtr::new(butterfly.sparse_map_cell()).map(SparseMapRef::from_cell);
            let map = match sparse {
                Some(map) => map,
                None => {
                    let map = self.new_sparse_map()?;
                    object.butterfly().expect("ArrayStorage has a butterfly").set_sparse_map_cell(map.cell().as_ptr());
                    self.heap.write_barrier(object.cell());
                    map
                }
            };
            drop(object_root);
            if in_vector {
                // SAFETY: index < vector length.
                unsafe { butterfly.storage_element(index).write(JSValue::EMPTY) };
            }
            let entry = SparseEntry { value: value_root.get(), attributes };
            self.with_sparse_map(map, |map| map.insert(index, entry));
            if value_root.get().is_cell() {
                self.heap.write_barrier(map.cell());
            }
            if attributes.is_accessor() {
                self.add_indexing_type_bits(object, MAY_HAVE_INDEXED_ACCESSORS)?;
            }
        }
        if value.is_cell() || attributes != Attributes::DEFAULT {
            self.heap.write_barrier(object.cell());
        }
        let butterfly = object.butterfly().expect("ArrayStorage has a butterfly");
        if index >= butterfly.public_length() {
            butterfly.set_public_length(index + 1);
        }
        Ok(())
    }

    /// Applies `level` to the elements: they all move to the sparse map with their
    /// attributes narrowed. May collect.
    pub(crate) fn set_integrity_of_elements(&mut self, object: ObjectRef, level: IntegrityLevel) -> JsResult<()> {
        let indices = self.own_indices(object).map_err(|_| self.throw_error(Message::OutOfMemory))?;
        if indices.is_empty() {
            return Ok(());
        }
        let object_root = self.root(Some(object.cell()));
        for index in indices {
            let (value, attributes) = self.get_own_index(object, index).expect("listed element");
            let narrowed = match level {
                IntegrityLevel::NotExtensible => attributes,
                IntegrityLevel::Sealed => attributes.without(Attributes::CONFIGURABLE),
                IntegrityLevel::Frozen => frozen_attributes(attributes),
            };
            self.define_own_index(object, index, value, narrowed)?;
        }
        drop(object_root);
        Ok(())
    }

    fn add_indexing_type_bits(&mut self, object: ObjectRef, bits: u8) -> JsResult<()> {
        let indexing_type = object.indexing_type() | bits;
        if indexing_type == object.indexing_type() {
            return Ok(());
        }
        let target = self.structure_for_indexing_type(object, indexing_type)?;
        self.commit_indexing_type(object, target, indexing_type)
    }

    /// The structure for `object` with `indexing_type`: a transition, or `None` for a
    /// dictionary (changed in place by [`Vm::commit_indexing_type`]). May collect.
    fn structure_for_indexing_type(
        &mut self,
        object: ObjectRef,
        indexing_type: u8,
    ) -> JsResult<Option<crate::structure::StructureRef>> {
        let structure = self.structure_of(object);
        if structure.is_dictionary() {
            return Ok(None);
        }
        let object_root = self.root(Some(object.cell()));
        let target = self.indexing_type_transition(structure, indexing_type)?;
        drop(object_root);
        Ok(Some(target))
    }

    fn commit_indexing_type(
        &mut self,
        object: ObjectRef,
        target: Option<crate::structure::StructureRef>,
        indexing_type: u8,
    ) -> JsResult<()> {
        match target {
            Some(structure) => {
                self.set_structure(object, structure, object.butterfly());
                Ok(())
            }
            None => {
                let dictionary = self.structure_of(object);
                dictionary.dictionary_set_indexing_type(indexing_type);
                self.reidentify(object.cell(), dictionary)
            }
        }
    }
}

impl Vm {
    /// Raises the error for an array length that is not valid.
    pub fn invalid_array_length(&mut self) -> crate::error::Throw {
        self.throw_error(Message::InvalidArrayLength)
    }
}
