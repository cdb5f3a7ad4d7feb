//! Bulk element operations behind the array builtins' fast paths.
//!
//! The specification moves and copies elements one at a time (HasProperty, Get, Set or
//! CreateDataProperty, DeletePropertyOrThrow per index). On an array whose elements sit in
//! a vector (int32, double or contiguous) and whose prototypes hold no elements, those steps
//! run no code and observe nothing but the vector itself: a hole reads as absent all the way
//! up the chain, a present element is a plain writable data property. Then a whole run of
//! steps is one `memmove` or one loop over raw words. Each function here checks those
//! conditions and returns false (changing nothing) when they do not hold, so the builtin
//! falls back to its general steps.
//!
//! Doing shift, unshift and splice by memmove is what keeps a queue drained with `shift`
//! within a small factor of other engines (it was 40 times slower element by element).

use super::ObjectRef;
use super::butterfly::{Butterfly, ButterflyShape};
use super::indexing::{
    self, CONTIGUOUS_SHAPE, DOUBLE_HOLE_BITS, DOUBLE_SHAPE, INT32_SHAPE, NO_INDEXING_SHAPE, UNDECIDED_SHAPE,
};
use super::named::copy_butterfly_contents;
use crate::cell::JSType;
use crate::error::JsResult;
use crate::value::JSValue;
use crate::vm::Vm;

/// Whether `shape` keeps its elements in a vector of 8-byte words.
fn is_vector_shape(shape: u8) -> bool {
    matches!(shape, INT32_SHAPE | DOUBLE_SHAPE | CONTIGUOUS_SHAPE)
}

/// The hole of a vector of `shape`.
fn hole_bits(shape: u8) -> u64 {
    if shape == DOUBLE_SHAPE { DOUBLE_HOLE_BITS } else { JSValue::EMPTY.bits() }
}

/// The narrowest vector shape that holds the elements of both shapes.
fn joined_shape(a: u8, b: u8) -> u8 {
    match (a, b) {
        (NO_INDEXING_SHAPE | UNDECIDED_SHAPE, other) | (other, NO_INDEXING_SHAPE | UNDECIDED_SHAPE) => other,
        (x, y) if x == y => x,
        (INT32_SHAPE, DOUBLE_SHAPE) | (DOUBLE_SHAPE, INT32_SHAPE) => DOUBLE_SHAPE,
        _ => CONTIGUOUS_SHAPE,
    }
}

impl Vm {
    /// Whether `array` is an extensible array with a vector whose holes read as absent:
    /// no object on its prototype chain has elements (or could compute them).
    pub fn is_plain_vector_array(&self, array: ObjectRef) -> bool {
        array.js_type() == JSType::Array
            && is_vector_shape(indexing::shape(array.indexing_type()))
            && self.is_extensible(array)
            && self.prototypes_hold_no_elements(array)
    }

    /// Whether no object on the prototype chain of `object` has, or could compute, an
    /// element: each is an ordinary object, array or function without element storage.
    pub fn prototypes_hold_no_elements(&self, object: ObjectRef) -> bool {
        let mut prototype = self.prototype_of(object);
        while let Some(ancestor) = ObjectRef::from_value(prototype) {
            let plain = matches!(
                ancestor.js_type(),
                JSType::Object | JSType::Array | JSType::Function | JSType::NativeFunction
            );
            let no_elements = matches!(indexing::shape(ancestor.indexing_type()), NO_INDEXING_SHAPE | UNDECIDED_SHAPE);
            if !plain || !no_elements {
                return false;
            }
            prototype = self.prototype_of(ancestor);
        }
        true
    }

    /// Grows the vector of a plain vector array to hold at least `length` elements, with no
    /// density check: for a caller about to fill it. False when it is not such an array or
    /// `length` is past what a vector may hold. May collect.
    pub fn reserve_vector(&mut self, array: ObjectRef, length: u32) -> JsResult<bool> {
        let shape = indexing::shape(array.indexing_type());
        if array.js_type() != JSType::Array || !is_vector_shape(shape) || length > indexing::MAX_STORAGE_VECTOR_LENGTH {
            return Ok(false);
        }
        let old = array.butterfly();
        let old_vector = old.map_or(0, Butterfly::vector_length);
        if length <= old_vector {
            return Ok(true);
        }
        let wanted = length.max(old_vector + old_vector / 2).min(indexing::MAX_STORAGE_VECTOR_LENGTH);
        let capacity = self.structure_of(array).out_of_line_capacity();
        let array_root = self.root(Some(array.cell()));
        let butterfly_shape =
            ButterflyShape { out_of_line_capacity: capacity, vector_length: wanted, array_storage: false };
        let new =
            self.allocate_butterfly(butterfly_shape, old.map_or(0, Butterfly::public_length), hole_bits(shape))?;
        drop(array_root);
        if let Some(old) = old {
            copy_butterfly_contents(old, new, capacity, old_vector, false);
        }
        array.set_butterfly_raw(Some(new));
        self.heap.write_barrier(array.cell());
        Ok(true)
    }

    /// Moves elements [from, from + count) of `array` to [to, to + count), holes
    /// included, as the specification's element-by-element loop of shift, unshift, splice
    /// and copyWithin does when it observes nothing. Both ranges must lie in the vector;
    /// the length grows to cover the destination. False, changing nothing, unless
    /// [`Vm::is_plain_vector_array`] holds.
    pub fn move_vector_elements(&mut self, array: ObjectRef, from: u32, to: u32, count: u32) -> bool {
        if !self.is_plain_vector_array(array) {
            return false;
        }
        let Some(butterfly) = array.butterfly() else {
            return count == 0;
        };
        let vector_length = butterfly.vector_length() as u64;
        if from as u64 + count as u64 > vector_length || to as u64 + count as u64 > vector_length {
            return false;
        }
        // SAFETY: both ranges lie within the vector (checked above); `copy` is a memmove,
        // so they may overlap.
        unsafe { std::ptr::copy(butterfly.element(from), butterfly.element(to), count as usize) };
        if to + count > butterfly.public_length() {
            butterfly.set_public_length(to + count);
        }
        self.heap.write_barrier(array.cell());
        true
    }

    /// Copies elements [start, start + count) of the array `from` into the array `to` from
    /// index `at` on, as CreateDataPropertyOrThrow for each present element of a loop that
    /// skips holes (concat, slice): a hole leaves the destination's element as it was.
    /// `from` must be a plain vector array holding the whole range in its vector; `to`
    /// another extensible array with a vector shape or no indexing yet (so none of its
    /// elements is read-only or an accessor). Its length grows past the last element
    /// copied. False, changing nothing, otherwise. May collect.
    pub fn copy_vector_elements(
        &mut self,
        from: ObjectRef,
        start: u32,
        count: u32,
        to: ObjectRef,
        at: u32,
    ) -> JsResult<bool> {
        let source_shape = indexing::shape(from.indexing_type());
        let target_shape = indexing::shape(to.indexing_type());
        let joined = joined_shape(target_shape, source_shape);
        let in_vector = from.butterfly().is_some_and(|b| start as u64 + count as u64 <= b.vector_length() as u64);
        if from == to
            || !self.is_plain_vector_array(from)
            || !in_vector
            || to.js_type() != JSType::Array
            || !self.is_extensible(to)
            || !(is_vector_shape(target_shape) || matches!(target_shape, NO_INDEXING_SHAPE | UNDECIDED_SHAPE))
            || at as u64 + count as u64 > indexing::MAX_STORAGE_VECTOR_LENGTH as u64
        {
            return Ok(false);
        }
        if count == 0 {
            return Ok(true);
        }
        let roots = (self.root(Some(from.cell())), self.root(Some(to.cell())));
        if joined != target_shape {
            self.convert_vector_to_shape(to, joined)?;
        }
        if !self.reserve_vector(to, at + count)? {
            return Ok(false);
        }
        drop(roots);
        let source = from.butterfly().expect("a vector covering the range");
        let target = to.butterfly().expect("a reserved vector");
        let mut end = None;
        for i in 0..count {
            // SAFETY: start + i lies in the source's vector (checked above) and at + i in
            // the target's (reserved).
            let bits = unsafe { source.element(start + i).read() };
            let Some(value) = super::indexed::decode(source_shape, bits) else { continue };
            // SAFETY: as above; the target's shape holds every value of the source's.
            unsafe { target.element(at + i).write(super::indexed::encode(joined, value)) };
            end = Some(at + i + 1);
        }
        if let Some(end) = end
            && end > target.public_length()
        {
            target.set_public_length(end);
        }
        self.heap.write_barrier(to.cell());
        Ok(true)
    }

    /// The first index in `range` (the last, when `backwards`) whose element satisfies
    /// `matches` (`None` for a hole), scanning the raw vector: the loop of indexOf,
    /// lastIndexOf and includes, whose Gets and HasProperty checks observe nothing on a
    /// plain vector array. `None` unless [`Vm::is_plain_vector_array`] holds and the range
    /// lies in the vector; `Some(None)` when nothing matches.
    pub fn find_in_vector(
        &self,
        array: ObjectRef,
        range: std::ops::Range<u32>,
        backwards: bool,
        matches: impl Fn(Option<JSValue>) -> bool,
    ) -> Option<Option<u32>> {
        let butterfly = array.butterfly()?;
        if !self.is_plain_vector_array(array) || range.end > butterfly.vector_length() {
            return None;
        }
        let shape = indexing::shape(array.indexing_type());
        // SAFETY: every index of the range is below the vector length (checked above).
        let element = |index: u32| super::indexed::decode(shape, unsafe { butterfly.element(index).read() });
        let found = if backwards {
            range.rev().find(|&index| matches(element(index)))
        } else {
            range.into_iter().find(|&index| matches(element(index)))
        };
        Some(found)
    }

    /// The elements of a plain vector array from 0 to its length, holes read as undefined
    /// (what Get returns for them). `None` unless [`Vm::is_plain_vector_array`] holds.
    /// The values are not rooted: the caller must put them where the collector sees them
    /// before it allocates (the array may lose them once JavaScript runs).
    pub fn vector_elements(&self, array: ObjectRef) -> Option<Vec<JSValue>> {
        if !self.is_plain_vector_array(array) {
            return None;
        }
        let shape = indexing::shape(array.indexing_type());
        let Some(butterfly) = array.butterfly() else { return Some(Vec::new()) };
        let length = butterfly.public_length().min(butterfly.vector_length());
        let values = (0..length)
            // SAFETY: index < vector length.
            .map(|index| super::indexed::decode(shape, unsafe { butterfly.element(index).read() }))
            .map(|value| value.unwrap_or(JSValue::UNDEFINED))
            .collect();
        Some(values)
    }
}
