//! Making strings: from Rust text, by concatenation, and as atoms.

use std::borrow::Cow;

use gc::{LARGE_CUTOFF, Space};

use super::hash::hash_code_units;
use super::{
    HAS_HASH, INLINE_CHARACTERS_OFFSET, IS_8BIT, IS_ATOM, IS_ROPE, JSString, MAX_STRING_LENGTH, ROPE_SIZE, StrView,
    StringRef,
};
use crate::cell::{CellHeader, JSType};
use crate::error::{JsResult, Message};
use crate::property::{PropertyKey, parse_array_index};
use crate::vm::Vm;

/// Concatenations shorter than this copy into a flat string instead of making a rope.
const MIN_ROPE_LENGTH: u32 = 16;

/// Code units of Rust text: bytes when it is Latin-1 (ASCII text is borrowed, so looking up
/// the atom of a name allocates nothing), UTF-16 otherwise.
enum Units<'a> {
    Latin1(Cow<'a, [u8]>),
    Utf16(Vec<u16>),
}

impl Units<'_> {
    fn of(text: &str) -> Units<'_> {
        if text.is_ascii() {
            return Units::Latin1(Cow::Borrowed(text.as_bytes()));
        }
        let utf16: Vec<u16> = text.encode_utf16().collect();
        match utf16.iter().all(|&unit| unit < 256) {
            true => Units::Latin1(Cow::Owned(utf16.iter().map(|&unit| unit as u8).collect())),
            false => Units::Utf16(utf16),
        }
    }

    fn view(&self) -> StrView<'_> {
        match self {
            Units::Latin1(units) => StrView::Latin1(units),
            Units::Utf16(units) => StrView::Utf16(units),
        }
    }
}

impl Vm {
    /// A flat string of `length` code units whose characters the caller writes through the
    /// returned pointer before anything else allocates. May collect.
    fn allocate_flat_string(&mut self, length: u32, is_8bit: bool) -> JsResult<(StringRef, *mut u8)> {
        if length > MAX_STRING_LENGTH {
            return Err(self.throw_error(Message::InvalidStringLength));
        }
        let bytes = length as usize * if is_8bit { 1 } else { 2 };
        let flags = if is_8bit { IS_8BIT } else { 0 };
        if INLINE_CHARACTERS_OFFSET + bytes <= LARGE_CUTOFF {
            let cell = self.allocate_cell(Space::Cells, INLINE_CHARACTERS_OFFSET + bytes)?;
            // SAFETY: the cell is fresh and holds the fixed fields and `bytes` characters.
            let characters = unsafe { cell.as_ptr().add(INLINE_CHARACTERS_OFFSET) };
            let string = self.initialize_string(cell, length, flags, characters);
            return Ok((string, characters));
        }
        // Characters out of line: make an empty string first, so the cell is valid while
        // the buffer is allocated, then attach the buffer.
        let cell = self.allocate_cell(Space::Cells, INLINE_CHARACTERS_OFFSET)?;
        // SAFETY: as above; the inline characters pointer of an empty string is never read.
        let inline = unsafe { cell.as_ptr().add(INLINE_CHARACTERS_OFFSET) };
        let string = self.initialize_string(cell, 0, flags, inline);
        let root = self.root(Some(cell));
        let buffer = self.allocate_cell(Space::Auxiliary, bytes)?;
        drop(root);
        // SAFETY: the string is live and not yet shared; its length becomes that of the
        // buffer it now points to.
        unsafe { (*string.0.as_ptr()).length = length };
        string.raw().data.set(buffer.as_ptr());
        self.heap.write_barrier(cell);
        Ok((string, buffer.as_ptr()))
    }

    fn initialize_string(&mut self, cell: gc::CellPtr, length: u32, flags: u32, data: *const u8) -> StringRef {
        let header = CellHeader::new(self.common.string_structure_id(), JSType::String, 0, 0);
        let string =
            JSString { header, length, flags_and_hash: std::cell::Cell::new(flags), data: std::cell::Cell::new(data) };
        // SAFETY: the cell is fresh and at least INLINE_CHARACTERS_OFFSET bytes.
        unsafe { cell.as_ptr().cast::<JSString>().write(string) };
        StringRef(cell.cast())
    }

    /// A string of Latin-1 code units.
    pub fn new_string_latin1(&mut self, units: &[u8]) -> JsResult<StringRef> {
        if units.is_empty() {
            return Ok(self.empty_string());
        }
        let length = u32::try_from(units.len()).unwrap_or(u32::MAX);
        let (string, characters) = self.allocate_flat_string(length, true)?;
        // SAFETY: the buffer has room for `units.len()` bytes.
        unsafe { characters.copy_from_nonoverlapping(units.as_ptr(), units.len()) };
        Ok(string)
    }

    /// A string of UTF-16 code units, stored 16-bit as given.
    pub fn new_string_utf16(&mut self, units: &[u16]) -> JsResult<StringRef> {
        if units.is_empty() {
            return Ok(self.empty_string());
        }
        let length = u32::try_from(units.len()).unwrap_or(u32::MAX);
        let (string, characters) = self.allocate_flat_string(length, false)?;
        // SAFETY: the buffer has room for `units.len()` code units, 2-byte aligned.
        unsafe { characters.cast::<u16>().copy_from_nonoverlapping(units.as_ptr(), units.len()) };
        Ok(string)
    }

    /// A string with the text of `text`, 8-bit when it can be.
    pub fn new_string(&mut self, text: &str) -> JsResult<StringRef> {
        match Units::of(text) {
            Units::Latin1(units) => self.new_string_latin1(&units),
            Units::Utf16(units) => self.new_string_utf16(&units),
        }
    }

    /// Makes the empty string atom, once, when the VM is set up.
    pub(crate) fn make_empty_string(&mut self) -> JsResult<StringRef> {
        let (string, _) = self.allocate_flat_string(0, true)?;
        self.make_atom(string, hash_code_units(std::iter::empty()))
    }

    /// The empty string (an atom, always alive).
    pub fn empty_string(&self) -> StringRef {
        self.common.empty_string.expect("the empty string exists once the VM is set up")
    }

    /// `a + b`: a rope, or a flat copy when the result is short. May collect.
    pub fn concat(&mut self, a: StringRef, b: StringRef) -> JsResult<StringRef> {
        if a.is_empty() {
            return Ok(b);
        }
        if b.is_empty() {
            return Ok(a);
        }
        let length = a.len() + b.len();
        if length > MAX_STRING_LENGTH || length < a.len() {
            return Err(self.throw_error(Message::InvalidStringLength));
        }
        let is_8bit = a.is_8bit() && b.is_8bit();
        let (a_root, b_root) = (self.root(Some(a.cell())), self.root(Some(b.cell())));
        if length < MIN_ROPE_LENGTH && !a.is_rope() && !b.is_rope() {
            let (string, characters) = self.allocate_flat_string(length, is_8bit)?;
            let mut units = Vec::with_capacity(length as usize);
            a.append_code_units(&mut units);
            b.append_code_units(&mut units);
            // SAFETY: the buffer holds `length` units of the string's width.
            unsafe { write_units(characters, is_8bit, &units) };
            return Ok(string);
        }
        let cell = self.allocate_cell(Space::Cells, ROPE_SIZE)?;
        drop((a_root, b_root));
        let flags = IS_ROPE | if is_8bit { IS_8BIT } else { 0 };
        let rope = self.initialize_string(cell, length, flags, a.cell().as_ptr());
        // SAFETY: a rope cell is ROPE_SIZE bytes; the right fiber is its last word.
        unsafe { cell.as_ptr().add(INLINE_CHARACTERS_OFFSET).cast::<*mut u8>().write(b.cell().as_ptr()) };
        Ok(rope)
    }

    /// The atom with the text of `text`. May collect.
    pub fn atom(&mut self, text: &str) -> JsResult<StringRef> {
        let units = Units::of(text);
        let view = units.view();
        let hash = hash_code_units(view.code_units());
        if let Some(atom) = self.atoms.find(hash, &view) {
            return Ok(atom);
        }
        let atom = match &units {
            Units::Latin1(units) => self.new_string_latin1(units)?,
            Units::Utf16(units) => self.new_string_utf16(units)?,
        };
        self.make_atom(atom, hash)
    }

    /// The atom with the contents of `string` (which may be `string` itself). May collect.
    pub fn atomize(&mut self, string: StringRef) -> JsResult<StringRef> {
        if string.is_atom() {
            return Ok(string);
        }
        let string = self.flatten(string)?;
        let view = string.view_unbound().expect("flattened");
        let hash = self.hash_string(string);
        if let Some(atom) = self.atoms.find(hash, &view) {
            return Ok(atom);
        }
        // Atoms are 8-bit whenever they can be, so that equal names share one cell.
        if let StrView::Utf16(units) = view
            && units.iter().all(|&unit| unit < 256)
        {
            let mut narrow = self.vec_with_capacity(units.len())?;
            narrow.extend(units.iter().map(|&unit| unit as u8));
            let copy = self.new_string_latin1(&narrow)?;
            return self.make_atom(copy, hash);
        }
        self.make_atom(string, hash)
    }

    /// Makes `string` the atom of its contents. The table's room is asked for before the
    /// string is marked, so a refusal leaves no atom outside the table.
    fn make_atom(&mut self, string: StringRef, hash: u32) -> JsResult<StringRef> {
        if !self.atoms.reserve_one() {
            return Err(self.throw_error(crate::error::Message::OutOfMemory));
        }
        string.cache_hash(hash);
        string.set_flags(IS_ATOM, 0);
        self.atoms.insert(string);
        Ok(string)
    }

    /// The hash of a string's code units (cached in the string).
    pub fn hash_string(&self, string: StringRef) -> u32 {
        if let Some(hash) = string.cached_hash() {
            return hash;
        }
        let hash = match string.view_unbound() {
            Some(view) => hash_code_units(view.code_units()),
            None => {
                let mut units = Vec::with_capacity(string.len() as usize);
                string.append_code_units(&mut units);
                hash_code_units(units.into_iter())
            }
        };
        string.cache_hash(hash);
        hash
    }

    /// The property key a string names: an index for canonical array indices, an atom
    /// otherwise. May collect.
    pub fn property_key(&mut self, string: StringRef) -> JsResult<PropertyKey> {
        // An atom is flat and is its own atom: only whether it spells an index is left.
        if string.is_atom() {
            let view = string.view_unbound().expect("atoms are flat");
            return Ok(match parse_array_index(view.code_units()) {
                Some(index) => PropertyKey::Index(index),
                None => PropertyKey::Atom(string),
            });
        }
        let string = self.flatten(string)?;
        if string.len() <= 10
            && let Some(index) = parse_array_index(string.view_unbound().expect("flattened").code_units())
        {
            return Ok(PropertyKey::Index(index));
        }
        Ok(PropertyKey::Atom(self.atomize(string)?))
    }

    /// The property key for Rust text. May collect.
    pub fn property_key_from_str(&mut self, text: &str) -> JsResult<PropertyKey> {
        // An array index is ASCII digits; any other byte (of UTF-8 too) is not one.
        if let Some(index) = parse_array_index(text.bytes().map(u16::from)) {
            return Ok(PropertyKey::Index(index));
        }
        Ok(PropertyKey::Atom(self.atom(text)?))
    }

    /// Whether two strings have the same code units.
    pub fn strings_equal(&mut self, a: StringRef, b: StringRef) -> JsResult<bool> {
        if a == b {
            return Ok(true);
        }
        if a.len() != b.len() || (a.is_atom() && b.is_atom()) {
            return Ok(false);
        }
        let b_root = self.root(Some(b.cell()));
        let a = self.flatten(a)?;
        let a_root = self.root(Some(a.cell()));
        let b = self.flatten(b)?;
        drop((a_root, b_root));
        let (a, b) = (a.view_unbound().expect("flat"), b.view_unbound().expect("flat"));
        Ok(a.same_units(&b))
    }
}

/// Writes code units into a string buffer of the given width.
///
/// # Safety
/// `characters` must have room for `units.len()` units of that width.
unsafe fn write_units(characters: *mut u8, is_8bit: bool, units: &[u16]) {
    for (index, &unit) in units.iter().enumerate() {
        // SAFETY: guaranteed by the caller.
        unsafe {
            if is_8bit {
                characters.add(index).write(unit as u8);
            } else {
                characters.cast::<u16>().add(index).write(unit);
            }
        }
    }
}

const _: () = assert!(HAS_HASH != IS_ATOM);
