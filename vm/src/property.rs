//! Property keys, attributes and offsets.

use std::fmt;
use std::hash::{BuildHasherDefault, Hasher};

use gc::CellPtr;

use crate::string::StringRef;
use crate::symbol::SymbolRef;

/// A property key: an interned string, a symbol, or an array index.
///
/// Keys that are canonical numeric strings of an array index (`"0"` to `"4294967294"`)
/// are always `Index`, so `o[1]` and `o["1"]` reach the same property.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum PropertyKey {
    /// An atom (an interned string).
    Atom(StringRef),
    Symbol(SymbolRef),
    /// An array index, below 2^32 - 1.
    Index(u32),
}

impl PropertyKey {
    /// The key as a structure stores it: named keys only.
    pub fn named(self) -> Option<NamedKey> {
        match self {
            PropertyKey::Atom(atom) => Some(NamedKey(atom.cell())),
            PropertyKey::Symbol(symbol) => Some(NamedKey(symbol.cell())),
            PropertyKey::Index(_) => None,
        }
    }
}

/// Parses a canonical array index: digits without leading zeros, below 2^32 - 1.
pub fn parse_array_index(units: impl ExactSizeIterator<Item = u16>) -> Option<u32> {
    let length = units.len();
    if length == 0 || length > 10 {
        return None;
    }
    let mut value: u64 = 0;
    for (position, unit) in units.enumerate() {
        let digit = unit.checked_sub(b'0' as u16).filter(|&d| d <= 9)? as u64;
        if position == 0 && digit == 0 && length > 1 {
            return None;
        }
        value = value * 10 + digit;
    }
    (value < u32::MAX as u64).then_some(value as u32)
}

/// A key a structure holds: the cell of an atom or a symbol, compared by identity.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct NamedKey(pub(crate) CellPtr);

impl NamedKey {
    pub fn cell(self) -> CellPtr {
        self.0
    }

    /// The key as a [`PropertyKey`].
    pub fn to_property_key(self) -> PropertyKey {
        match crate::cell::js_type(self.0) {
            crate::cell::JSType::Symbol => PropertyKey::Symbol(SymbolRef::from_cell(self.0)),
            _ => PropertyKey::Atom(StringRef::from_cell(self.0)),
        }
    }

    pub fn is_symbol(self) -> bool {
        crate::cell::js_type(self.0) == crate::cell::JSType::Symbol
    }

    /// A private name (`#x`): invisible to reflection, untouched by freezing.
    pub fn is_private(self) -> bool {
        self.is_symbol() && SymbolRef::from_cell(self.0).is_private()
    }
}

impl fmt::Debug for NamedKey {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:?}", self.to_property_key())
    }
}

/// A hasher for pointer-sized keys: one multiply. Cell addresses are distinct and
/// 16-byte aligned, so the low bits carry no information and are shifted away.
#[derive(Default)]
pub struct PointerHasher(u64);

impl Hasher for PointerHasher {
    fn finish(&self) -> u64 {
        self.0
    }

    fn write(&mut self, bytes: &[u8]) {
        for &byte in bytes {
            self.0 = (self.0.rotate_left(5) ^ byte as u64).wrapping_mul(0x517c_c1b7_2722_0a95);
        }
    }

    fn write_u64(&mut self, value: u64) {
        self.0 = (value >> 4).wrapping_mul(0x9e37_79b9_7f4a_7c15);
    }

    fn write_usize(&mut self, value: usize) {
        self.write_u64(value as u64);
    }
}

pub type BuildPointerHasher = BuildHasherDefault<PointerHasher>;

/// The attributes of a property.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Attributes(u8);

impl Attributes {
    pub const WRITABLE: Attributes = Attributes(1);
    pub const ENUMERABLE: Attributes = Attributes(2);
    pub const CONFIGURABLE: Attributes = Attributes(4);
    /// The slot holds a GetterSetter cell: an accessor property.
    pub const ACCESSOR: Attributes = Attributes(8);

    pub const NONE: Attributes = Attributes(0);
    /// What an assignment or an object literal creates.
    pub const DEFAULT: Attributes = Attributes(1 | 2 | 4);
    /// Builtin methods: writable and configurable, not enumerable.
    pub const HIDDEN: Attributes = Attributes(1 | 4);

    pub const fn bits(self) -> u8 {
        self.0
    }

    pub const fn from_bits(bits: u8) -> Attributes {
        Attributes(bits & 0xf)
    }

    pub const fn contains(self, other: Attributes) -> bool {
        self.0 & other.0 == other.0
    }

    pub const fn union(self, other: Attributes) -> Attributes {
        Attributes(self.0 | other.0)
    }

    pub const fn without(self, other: Attributes) -> Attributes {
        Attributes(self.0 & !other.0)
    }

    pub const fn is_writable(self) -> bool {
        self.contains(Attributes::WRITABLE)
    }

    pub const fn is_enumerable(self) -> bool {
        self.contains(Attributes::ENUMERABLE)
    }

    pub const fn is_configurable(self) -> bool {
        self.contains(Attributes::CONFIGURABLE)
    }

    pub const fn is_accessor(self) -> bool {
        self.contains(Attributes::ACCESSOR)
    }
}

impl std::ops::BitOr for Attributes {
    type Output = Attributes;
    fn bitor(self, other: Attributes) -> Attributes {
        self.union(other)
    }
}

impl fmt::Debug for Attributes {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let flags = [
            (Attributes::WRITABLE, 'w'),
            (Attributes::ENUMERABLE, 'e'),
            (Attributes::CONFIGURABLE, 'c'),
            (Attributes::ACCESSOR, 'a'),
        ];
        let text: String = flags.iter().map(|&(flag, c)| if self.contains(flag) { c } else { '-' }).collect();
        write!(f, "{text}")
    }
}

/// Where a property's value lives in its object.
///
/// Offsets below [`FIRST_OUT_OF_LINE_OFFSET`] are inline slots (in the object cell, after
/// its fixed fields); the others are out-of-line slots in the butterfly. The split does not
/// depend on the structure, so an inline cache's (structure, offset) pair alone says where
/// to load.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub struct PropertyOffset(pub(crate) u32);

/// The first out-of-line offset: the most inline slots an object can have.
pub const FIRST_OUT_OF_LINE_OFFSET: u32 = 64;

impl PropertyOffset {
    /// The offset of the `number`th property slot of an object with `inline_capacity`
    /// inline slots.
    pub const fn for_slot_number(number: u32, inline_capacity: u32) -> PropertyOffset {
        if number < inline_capacity {
            PropertyOffset(number)
        } else {
            PropertyOffset(number - inline_capacity + FIRST_OUT_OF_LINE_OFFSET)
        }
    }

    /// Inverse of [`PropertyOffset::for_slot_number`].
    pub const fn slot_number(self, inline_capacity: u32) -> u32 {
        if self.0 < FIRST_OUT_OF_LINE_OFFSET { self.0 } else { self.0 - FIRST_OUT_OF_LINE_OFFSET + inline_capacity }
    }

    pub const fn is_inline(self) -> bool {
        self.0 < FIRST_OUT_OF_LINE_OFFSET
    }

    pub const fn bits(self) -> u32 {
        self.0
    }

    /// The out-of-line slot index of an out-of-line offset.
    pub const fn out_of_line_index(self) -> u32 {
        self.0 - FIRST_OUT_OF_LINE_OFFSET
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn index(s: &str) -> Option<u32> {
        let units: Vec<u16> = s.encode_utf16().collect();
        parse_array_index(units.into_iter())
    }

    #[test]
    fn array_indices_are_canonical_numbers_below_two_to_the_32_minus_one() {
        assert_eq!(index("0"), Some(0));
        assert_eq!(index("42"), Some(42));
        assert_eq!(index("4294967294"), Some(4294967294));
        for not_an_index in ["", "01", "00", "-1", "1.0", "4294967295", "99999999999", "1e3", " 1", "a", "+1"] {
            assert_eq!(index(not_an_index), None, "{not_an_index:?}");
        }
    }

    #[test]
    fn offsets_split_inline_and_out_of_line() {
        assert_eq!(PropertyOffset::for_slot_number(0, 6), PropertyOffset(0));
        assert_eq!(PropertyOffset::for_slot_number(5, 6), PropertyOffset(5));
        assert_eq!(PropertyOffset::for_slot_number(6, 6), PropertyOffset(64));
        assert_eq!(PropertyOffset::for_slot_number(0, 0), PropertyOffset(64));
        for n in 0..200 {
            for capacity in [0, 1, 6, 62] {
                assert_eq!(PropertyOffset::for_slot_number(n, capacity).slot_number(capacity), n);
            }
        }
        assert!(PropertyOffset(63).is_inline() && !PropertyOffset(64).is_inline());
    }

    #[test]
    fn attributes_print_as_flags() {
        assert_eq!(format!("{:?}", Attributes::DEFAULT), "wec-");
        assert_eq!(format!("{:?}", Attributes::HIDDEN | Attributes::ACCESSOR), "w-ca");
    }
}
