//! Indexing types: how an object stores its indexed properties.
//!
//! ```text
//!   bit 0      IS_ARRAY
//!   bits 1-3   shape: none, undecided, int32, double, contiguous, array storage
//!   bit 5      MAY_HAVE_INDEXED_ACCESSORS
//! ```
//!
//! Shapes only move up the ladder — undecided -> int32 -> double -> contiguous -> array
//! storage — so code specialised for a shape (an inline cache, a trace) stays valid until
//! the object's structure changes. Holes are the empty value in int32 and contiguous
//! storage, and [`DOUBLE_HOLE_BITS`] in double storage. The bit values are JavaScriptCore's,
//! so `$vm.indexingMode` prints the same names.

pub const IS_ARRAY: u8 = 0x01;
pub const SHAPE_MASK: u8 = 0x0e;
pub const NO_INDEXING_SHAPE: u8 = 0x00;
pub const UNDECIDED_SHAPE: u8 = 0x02;
pub const INT32_SHAPE: u8 = 0x04;
pub const DOUBLE_SHAPE: u8 = 0x06;
pub const CONTIGUOUS_SHAPE: u8 = 0x08;
pub const ARRAY_STORAGE_SHAPE: u8 = 0x0a;
pub const MAY_HAVE_INDEXED_ACCESSORS: u8 = 0x20;

/// The hole of double storage: a NaN that no JSValue holds (every NaN stored is the
/// canonical one), so a stored NaN is never mistaken for a hole.
pub const DOUBLE_HOLE_BITS: u64 = 0x7ff4_0000_0000_0000;

/// Indices at or above this may go to the sparse map instead of growing the vector.
pub const MIN_SPARSE_ARRAY_INDEX: u32 = 100_000;
/// The longest vector an indexed storage may have.
pub const MAX_STORAGE_VECTOR_LENGTH: u32 = 1 << 28;
/// `new Array(n)` with n at least this starts as array storage with an empty vector.
pub const MIN_ARRAY_STORAGE_CONSTRUCTION_LENGTH: u32 = 1 << 24;

#[inline(always)]
pub const fn shape(indexing_type: u8) -> u8 {
    indexing_type & SHAPE_MASK
}

#[inline(always)]
pub const fn is_array(indexing_type: u8) -> bool {
    indexing_type & IS_ARRAY != 0
}

/// Whether the shape stores JSValues in its vector (int32 and contiguous).
#[inline(always)]
pub const fn has_value_vector(indexing_type: u8) -> bool {
    matches!(shape(indexing_type), INT32_SHAPE | CONTIGUOUS_SHAPE)
}

/// The name `$vm.indexingMode` returns, as JavaScriptCore spells it.
pub fn indexing_mode_name(indexing_type: u8) -> String {
    let array = is_array(indexing_type);
    let shape = match shape(indexing_type) {
        NO_INDEXING_SHAPE => "",
        UNDECIDED_SHAPE => "Undecided",
        INT32_SHAPE => "Int32",
        DOUBLE_SHAPE => "Double",
        CONTIGUOUS_SHAPE => "Contiguous",
        ARRAY_STORAGE_SHAPE => "ArrayStorage",
        _ => "Unknown",
    };
    let mut name = match (array, shape.is_empty()) {
        (true, true) => "ArrayClass".to_string(),
        (true, false) => format!("ArrayWith{shape}"),
        (false, true) => "NonArray".to_string(),
        (false, false) => format!("NonArrayWith{shape}"),
    };
    if indexing_type & MAY_HAVE_INDEXED_ACCESSORS != 0 {
        name.push_str("|MayHaveIndexedAccessors");
    }
    name
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_match_javascriptcore() {
        assert_eq!(indexing_mode_name(0), "NonArray");
        assert_eq!(indexing_mode_name(IS_ARRAY), "ArrayClass");
        assert_eq!(indexing_mode_name(IS_ARRAY | INT32_SHAPE), "ArrayWithInt32");
        assert_eq!(indexing_mode_name(IS_ARRAY | DOUBLE_SHAPE), "ArrayWithDouble");
        assert_eq!(indexing_mode_name(CONTIGUOUS_SHAPE), "NonArrayWithContiguous");
        assert_eq!(
            indexing_mode_name(IS_ARRAY | ARRAY_STORAGE_SHAPE | MAY_HAVE_INDEXED_ACCESSORS),
            "ArrayWithArrayStorage|MayHaveIndexedAccessors"
        );
    }

    #[test]
    fn the_double_hole_is_a_nan_no_value_holds() {
        let hole = f64::from_bits(DOUBLE_HOLE_BITS);
        assert!(hole.is_nan());
        assert_ne!(DOUBLE_HOLE_BITS, crate::value::CANONICAL_NAN_BITS);
        assert_ne!(crate::JSValue::from_f64(hole).as_double().to_bits(), DOUBLE_HOLE_BITS);
    }
}
