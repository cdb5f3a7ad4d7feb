//! Bulk element operations for the %TypedArray.prototype% methods that move many elements
//! with no JavaScript in between (copyWithin, fill, reverse, set, slice, sort), and the
//! byte copies of the web platform's encoders (`builtins::web`): the builtins crate has no
//! `unsafe`, so the memory moves are here, each checked against the
//! view's current length. Callers re-read lengths after any JavaScript ran; a range past
//! the current length is a bug of the caller, and panics rather than touch memory.

use std::collections::TryReserveError;

use super::{TypedArrayKind, TypedArrayRef};

impl TypedArrayRef {
    fn check_bytes(self, byte_start: usize, count: usize) {
        assert!(
            byte_start.checked_add(count).is_some_and(|end| end <= self.byte_length()),
            "a byte range within the typed array"
        );
    }

    /// Copies `count` bytes from byte `from` to byte `to` of the view (offsets from the
    /// view's start), as if through a temporary copy.
    pub fn copy_within_bytes(self, to: usize, from: usize, count: usize) {
        self.check_bytes(to, count);
        self.check_bytes(from, count);
        // SAFETY: both ranges are inside the view's elements (checked above); `copy`
        // allows them to overlap.
        unsafe { std::ptr::copy(self.data().add(from), self.data().add(to), count) };
    }

    /// Stores `raw` at every index in [start, end).
    pub fn fill_raw(self, start: usize, end: usize, raw: u64) {
        if start >= end {
            return;
        }
        let kind = self.kind();
        let shift = kind.element_shift();
        self.check_bytes(start << shift, (end - start) << shift);
        if kind.element_size() == 1 {
            // SAFETY: the range is inside the view (checked above).
            unsafe { self.data().add(start).write_bytes(raw as u8, end - start) };
            return;
        }
        for index in start..end {
            // SAFETY: as above.
            unsafe { kind.store(self.data().add(index << shift), raw) };
        }
    }

    /// Reverses the elements in place.
    pub fn reverse_elements(self) {
        let length = self.length();
        let (mut lower, mut upper) = (0, length);
        while lower + 1 < upper {
            upper -= 1;
            let (low, high) = (self.get_raw(lower), self.get_raw(upper));
            if let (Some(low), Some(high)) = (low, high) {
                self.set_raw(lower, high);
                self.set_raw(upper, low);
            }
            lower += 1;
        }
    }

    /// The raw elements in [start, start + count).
    /// `Err` when the system refuses the memory for the list (a view may span gigabytes).
    pub fn raw_elements(self, start: usize, count: usize) -> Result<Vec<u64>, TryReserveError> {
        let kind = self.kind();
        self.check_bytes(start << kind.element_shift(), count << kind.element_shift());
        let mut values = Vec::new();
        values.try_reserve_exact(count)?;
        values.extend((start..start + count).map(|index| self.get_raw(index).expect("checked")));
        Ok(values)
    }

    /// Writes `values` (raw elements) from index `start` on, as far as the view reaches
    /// now.
    pub fn write_raw_elements(self, start: usize, values: &[u64]) {
        for (offset, &raw) in values.iter().enumerate() {
            if !self.set_raw(start + offset, raw) {
                break;
            }
        }
    }

    /// A copy of the bytes of the elements in use now, in memory order. `Err` when the
    /// system refuses the memory (a view may span gigabytes).
    pub fn read_bytes(self) -> Result<Vec<u8>, TryReserveError> {
        let count = self.byte_length();
        let mut bytes = Vec::new();
        bytes.try_reserve_exact(count)?;
        if count > 0 {
            // SAFETY: the view's elements in use are `count` bytes from `data` (a view
            // with elements has a data pointer); `bytes` is a distinct allocation with room
            // for them, and `set_len` covers only what was copied.
            unsafe {
                std::ptr::copy_nonoverlapping(self.data(), bytes.as_mut_ptr(), count);
                bytes.set_len(count);
            }
        }
        Ok(bytes)
    }

    /// Copies `bytes` into the view from byte `start` on (an offset from the view's start).
    pub fn write_bytes(self, start: usize, bytes: &[u8]) {
        self.check_bytes(start, bytes.len());
        if !bytes.is_empty() {
            // SAFETY: the range is inside the view's elements (checked above); `bytes`
            // cannot overlap them, since nothing hands out a slice of a view's elements.
            unsafe { std::ptr::copy_nonoverlapping(bytes.as_ptr(), self.data().add(start), bytes.len()) };
        }
    }

    /// Whether the elements of two views overlap in memory.
    pub fn overlaps(self, other: TypedArrayRef) -> bool {
        let (a, b) = (self.data() as usize, other.data() as usize);
        let (a_end, b_end) = (a + self.byte_length(), b + other.byte_length());
        self.byte_length() > 0 && other.byte_length() > 0 && a < b_end && b < a_end
    }
}

/// Copies `count` bytes from byte `source_byte` of `source` to byte `target_byte` of
/// `target`, one byte at a time in ascending order (what a byte loop of the specification
/// does when the views share their bytes: `slice` onto a view of the same buffer).
pub fn copy_bytes_forward(
    source: TypedArrayRef,
    source_byte: usize,
    target: TypedArrayRef,
    target_byte: usize,
    count: usize,
) {
    source.check_bytes(source_byte, count);
    target.check_bytes(target_byte, count);
    let (from, to) = (source.data(), target.data());
    // SAFETY: both ranges are inside their views' elements (checked above).
    unsafe {
        let (from, to) = (from.add(source_byte), to.add(target_byte));
        if from as usize + count <= to as usize || to as usize + count <= from as usize || to <= from {
            // Disjoint ranges, or a copy downwards: a memmove gives the same bytes.
            std::ptr::copy(from, to, count);
        } else {
            for offset in 0..count {
                to.add(offset).write(from.add(offset).read());
            }
        }
    }
}

/// Copies `count` elements from index `source_index` of `source` into `target` from
/// `target_index`, converting between element types of the same content type, as
/// SetTypedArrayFromTypedArray does (the source is read in full before anything is
/// written when the two share memory). `Err` when the system refuses the memory for that
/// copy.
pub fn copy_elements(
    source: TypedArrayRef,
    source_index: usize,
    target: TypedArrayRef,
    target_index: usize,
    count: usize,
) -> Result<(), TryReserveError> {
    let (source_kind, target_kind) = (source.kind(), target.kind());
    debug_assert_eq!(source_kind.is_bigint(), target_kind.is_bigint());
    source.check_bytes(source_index << source_kind.element_shift(), count << source_kind.element_shift());
    target.check_bytes(target_index << target_kind.element_shift(), count << target_kind.element_shift());
    if source_kind == target_kind || (source_kind.is_bigint() && target_kind.is_bigint()) {
        // The same bits: one memmove.
        let shift = source_kind.element_shift();
        // SAFETY: both ranges are inside their views (checked above); `copy` allows overlap.
        unsafe {
            std::ptr::copy(
                source.data().add(source_index << shift),
                target.data().add(target_index << shift),
                count << shift,
            )
        };
        return Ok(());
    }
    if !source.overlaps(target) {
        for offset in 0..count {
            let raw = source.get_raw(source_index + offset).expect("checked");
            target.set_raw(target_index + offset, convert(source_kind, target_kind, raw));
        }
        return Ok(());
    }
    let values = source.raw_elements(source_index, count)?;
    for (offset, raw) in values.into_iter().enumerate() {
        target.set_raw(target_index + offset, convert(source_kind, target_kind, raw));
    }
    Ok(())
}

/// A raw element of `from` as a raw element of `to` (both Number kinds or both BigInt kinds).
#[inline]
pub fn convert(from: TypedArrayKind, to: TypedArrayKind, raw: u64) -> u64 {
    if from.is_bigint() {
        return raw;
    }
    to.encode_number(from.decode_number(raw))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::value::JSValue;
    use crate::vm::Vm;

    /// A view of a new buffer holding `values` (a VM without a realm makes no
    /// heap-allocated typed arrays: they record the realm of their future buffer).
    fn filled(vm: &mut Vm, kind: TypedArrayKind, values: &[u64]) -> TypedArrayRef {
        let bytes = (values.len() * kind.element_size()) as u64;
        let buffer = vm.new_array_buffer(JSValue::NULL, bytes, None, false).expect("a buffer");
        let array = vm.new_typed_array_with_buffer(kind, JSValue::NULL, buffer, 0, Some(values.len())).expect("a view");
        array.write_raw_elements(0, values);
        array
    }

    #[test]
    fn conversions_between_number_kinds_go_through_the_number() {
        assert_eq!(convert(TypedArrayKind::Int8, TypedArrayKind::Uint8, 0xff), 0xff);
        assert_eq!(convert(TypedArrayKind::Int8, TypedArrayKind::Int16, 0xff), 0xffff);
        assert_eq!(convert(TypedArrayKind::Uint8, TypedArrayKind::Int16, 0xff), 0xff);
        let half = 1.5f64.to_bits();
        assert_eq!(convert(TypedArrayKind::Float64, TypedArrayKind::Uint8Clamped, half), 2);
        assert_eq!(convert(TypedArrayKind::Float64, TypedArrayKind::Int32, half), 1);
        assert_eq!(convert(TypedArrayKind::Float64, TypedArrayKind::Float32, half), 1.5f32.to_bits() as u64);
        assert_eq!(convert(TypedArrayKind::BigInt64, TypedArrayKind::BigUint64, u64::MAX), u64::MAX);
    }

    #[test]
    fn bulk_operations_stay_inside_the_view() {
        let mut vm = Vm::new(Default::default()).expect("a VM");
        let array = filled(&mut vm, TypedArrayKind::Uint16, &[1, 2, 3, 4, 5]);
        array.copy_within_bytes(2, 0, 6);
        assert_eq!(array.raw_elements(0, 5).unwrap(), vec![1, 1, 2, 3, 5]);
        array.fill_raw(3, 5, 9);
        assert_eq!(array.raw_elements(0, 5).unwrap(), vec![1, 1, 2, 9, 9]);
        array.fill_raw(4, 2, 7);
        assert_eq!(array.raw_elements(0, 5).unwrap(), vec![1, 1, 2, 9, 9], "an empty range fills nothing");
        array.reverse_elements();
        assert_eq!(array.raw_elements(0, 5).unwrap(), vec![9, 9, 2, 1, 1]);
        array.write_raw_elements(3, &[6, 7, 8]);
        assert_eq!(array.raw_elements(0, 5).unwrap(), vec![9, 9, 2, 6, 7], "writes stop at the length");
    }

    #[test]
    fn a_forward_byte_copy_onto_itself_repeats_the_pattern() {
        let mut vm = Vm::new(Default::default()).expect("a VM");
        let array = filled(&mut vm, TypedArrayKind::Uint8, &[1, 2, 3, 4, 5, 6]);
        copy_bytes_forward(array, 0, array, 2, 4);
        assert_eq!(array.raw_elements(0, 6).unwrap(), vec![1, 2, 1, 2, 1, 2]);
        copy_bytes_forward(array, 2, array, 0, 4);
        assert_eq!(array.raw_elements(0, 6).unwrap(), vec![1, 2, 1, 2, 1, 2]);
        assert!(array.overlaps(array));
        let array = vm.rooted(array);
        let other = filled(&mut vm, TypedArrayKind::Uint8, &[0]);
        assert!(!array.get().overlaps(other));
    }

    #[test]
    fn copies_convert_between_kinds() {
        let mut vm = Vm::new(Default::default()).expect("a VM");
        let source = filled(&mut vm, TypedArrayKind::Int8, &[0xff, 0x7f]);
        let source = vm.rooted(source);
        let target = filled(&mut vm, TypedArrayKind::Int32, &[0, 0, 0]);
        copy_elements(source.get(), 0, target, 1, 2).unwrap();
        assert_eq!(target.raw_elements(0, 3).unwrap(), vec![0, 0xffff_ffff, 0x7f]);
    }

    #[test]
    #[should_panic(expected = "a byte range within the typed array")]
    fn a_range_past_the_length_panics_instead_of_touching_memory() {
        let mut vm = Vm::new(Default::default()).expect("a VM");
        let array = filled(&mut vm, TypedArrayKind::Uint8, &[1, 2]);
        array.copy_within_bytes(1, 0, 2);
    }
}
