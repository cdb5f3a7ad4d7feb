//! Strings: flat 8-bit (Latin-1) or 16-bit (UTF-16) code units, or ropes.
//!
//! ```text
//!  offset  0        8        12               16               24
//!         +--------+--------+----------------+----------------+------------------+
//!  flat   | header | length | flags | hash   | characters ptr | inline chars...  |
//!  rope   | header | length | flags | hash   | left fiber     | right fiber      |
//!         +--------+--------+----------------+----------------+------------------+
//! ```
//!
//! A flat string keeps its characters in the cell when they fit in a size class, and in an
//! auxiliary allocation otherwise; either way the characters pointer leads to them, so
//! reading a character is one load whichever the case. Concatenation makes a rope (two
//! fibers) instead of copying; the first operation that needs the characters flattens the
//! rope in place, without recursion, into a buffer of its own.
//!
//! Strings are 8-bit whenever all their code units are below 256, which halves their size
//! and lets `charCodeAt` and `indexOf` work on bytes. Equality and hashing look at code
//! units, so an 8-bit and a 16-bit string with the same units are equal.
//!
//! Property keys are **atoms**: strings interned in the VM's atom table, so that two keys
//! are equal exactly when they are the same cell.

mod atoms;
pub mod builder;
mod create;
mod hash;
mod rope;
pub mod search;

pub(crate) use atoms::AtomTable;
pub use hash::hash_code_units;

use std::cell::Cell;
use std::fmt;
use std::ptr::NonNull;

use gc::CellPtr;

use crate::cell::{CellHeader, JSType};

/// The longest string, in code units.
pub const MAX_STRING_LENGTH: u32 = (1 << 30) - 1;

/// Where the characters of a flat string start when they are stored in the cell.
pub const INLINE_CHARACTERS_OFFSET: usize = 24;

/// Flag bits (the low byte of `flags_and_hash`).
pub(crate) const IS_8BIT: u32 = 1;
pub(crate) const IS_ROPE: u32 = 2;
pub(crate) const IS_ATOM: u32 = 4;
pub(crate) const HAS_HASH: u32 = 8;
const HASH_SHIFT: u32 = 8;

/// The layout of a string cell (the inline characters or right fiber follow).
#[repr(C)]
pub struct JSString {
    pub(crate) header: CellHeader,
    pub(crate) length: u32,
    /// Flags in the low byte, the cached 24-bit hash above them.
    pub(crate) flags_and_hash: Cell<u32>,
    /// Flat: the characters. Rope: the left fiber.
    pub(crate) data: Cell<*const u8>,
}

/// The cell size of a rope: the fixed fields and the right fiber.
pub(crate) const ROPE_SIZE: usize = INLINE_CHARACTERS_OFFSET + 8;

const _: () = assert!(size_of::<JSString>() == INLINE_CHARACTERS_OFFSET);

/// A handle to a live string.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct StringRef(NonNull<JSString>);

/// The code units of a flat string.
#[derive(Clone, Copy)]
pub enum StrView<'a> {
    Latin1(&'a [u8]),
    Utf16(&'a [u16]),
}

impl<'a> StrView<'a> {
    pub fn len(&self) -> usize {
        match self {
            StrView::Latin1(units) => units.len(),
            StrView::Utf16(units) => units.len(),
        }
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The code unit at `index`.
    #[inline]
    pub fn at(&self, index: usize) -> u16 {
        match self {
            StrView::Latin1(units) => units[index] as u16,
            StrView::Utf16(units) => units[index],
        }
    }

    pub fn code_units(&self) -> impl ExactSizeIterator<Item = u16> + 'a {
        let (latin1, utf16): (&'a [u8], &'a [u16]) = match *self {
            StrView::Latin1(units) => (units, &[]),
            StrView::Utf16(units) => (&[], units),
        };
        CodeUnits { latin1: latin1.iter(), utf16: utf16.iter() }
    }

    /// The text, with lone surrogates replaced by U+FFFD.
    pub fn to_string_lossy(&self) -> String {
        match self {
            StrView::Latin1(units) => units.iter().map(|&b| b as char).collect(),
            StrView::Utf16(units) => String::from_utf16_lossy(units),
        }
    }

    /// Whether both views hold the same code units.
    pub fn same_units(&self, other: &StrView<'_>) -> bool {
        match (self, other) {
            (StrView::Latin1(a), StrView::Latin1(b)) => a == b,
            (StrView::Utf16(a), StrView::Utf16(b)) => a == b,
            _ => self.len() == other.len() && self.code_units().eq(other.code_units()),
        }
    }
}

struct CodeUnits<'a> {
    latin1: std::slice::Iter<'a, u8>,
    utf16: std::slice::Iter<'a, u16>,
}

impl Iterator for CodeUnits<'_> {
    type Item = u16;

    #[inline]
    fn next(&mut self) -> Option<u16> {
        match self.latin1.next() {
            Some(&byte) => Some(byte as u16),
            None => self.utf16.next().copied(),
        }
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        let length = self.latin1.len() + self.utf16.len();
        (length, Some(length))
    }
}

impl ExactSizeIterator for CodeUnits<'_> {}

crate::cell::cell_handle!(StringRef => JSString, |t| t == JSType::String);

impl StringRef {
    /// Length in UTF-16 code units.
    #[inline(always)]
    pub fn len(self) -> u32 {
        self.raw().length
    }

    pub fn is_empty(self) -> bool {
        self.len() == 0
    }

    #[inline(always)]
    fn flags(self) -> u32 {
        self.raw().flags_and_hash.get()
    }

    pub(crate) fn set_flags(self, set: u32, clear: u32) {
        let field = &self.raw().flags_and_hash;
        field.set((field.get() | set) & !clear);
    }

    /// Whether all code units are below 256 and stored one byte each.
    #[inline(always)]
    pub fn is_8bit(self) -> bool {
        self.flags() & IS_8BIT != 0
    }

    #[inline(always)]
    pub fn is_rope(self) -> bool {
        self.flags() & IS_ROPE != 0
    }

    /// Whether this string is the atom (interned string) for its contents.
    #[inline(always)]
    pub fn is_atom(self) -> bool {
        self.flags() & IS_ATOM != 0
    }

    /// The code units of a flat string; `None` for a rope (flatten it first with
    /// [`Vm::flatten`](crate::Vm::flatten)). The view borrows the VM, so no collection can
    /// run while it is in use.
    pub fn view<'a>(self, _vm: &'a crate::Vm) -> Option<StrView<'a>> {
        // SAFETY: while the VM is borrowed nothing can collect the string.
        (!self.is_rope()).then(|| unsafe { self.flat_units() })
    }

    /// The view of a flat string, borrowed for as long as the handle is rather than the VM:
    /// for code that holds no VM borrow (the collector, the atom table) and allocates
    /// nothing while it holds the view.
    pub(crate) fn view_unbound(&self) -> Option<StrView<'_>> {
        // SAFETY: the handle is to a live string, and the view lives no longer than it.
        (!self.is_rope()).then(|| unsafe { self.flat_units() })
    }

    /// The code units of this flat string.
    ///
    /// # Safety
    /// The string must stay alive for `'a` (a flat string's units never change; they are
    /// inline or in an auxiliary allocation the string keeps alive).
    unsafe fn flat_units<'a>(self) -> StrView<'a> {
        debug_assert!(!self.is_rope());
        let data = self.raw().data.get();
        let length = self.len() as usize;
        // SAFETY: a flat string's data pointer leads to `length` code units of the width
        // its flags give; the caller keeps them alive for 'a.
        unsafe {
            if self.is_8bit() {
                StrView::Latin1(std::slice::from_raw_parts(data, length))
            } else {
                StrView::Utf16(std::slice::from_raw_parts(data.cast::<u16>(), length))
            }
        }
    }

    /// The fibers of a rope.
    pub(crate) fn fibers(self) -> Option<(StringRef, StringRef)> {
        if !self.is_rope() {
            return None;
        }
        let left = self.raw().data.get() as *mut JSString;
        // SAFETY: a rope cell is ROPE_SIZE bytes; its right fiber is the last word.
        let right = unsafe { self.cell().as_ptr().add(INLINE_CHARACTERS_OFFSET).cast::<*mut JSString>().read() };
        Some((
            StringRef(NonNull::new(left).expect("a rope has a left fiber")),
            StringRef(NonNull::new(right).expect("a rope has a right fiber")),
        ))
    }

    /// The characters pointer of a flat string, for the collector: it marks the buffer
    /// when it is outside the cell.
    pub(crate) fn out_of_line_characters(self) -> Option<CellPtr> {
        if self.is_rope() {
            return None;
        }
        let data = self.raw().data.get();
        // SAFETY: computing the address of the inline characters does not read memory.
        let inline = unsafe { self.cell().as_ptr().add(INLINE_CHARACTERS_OFFSET) };
        (data != inline.cast_const()).then(|| CellPtr::new(data.cast_mut()).expect("characters are not null"))
    }

    /// The cached hash, if computed.
    pub(crate) fn cached_hash(self) -> Option<u32> {
        let flags = self.flags();
        (flags & HAS_HASH != 0).then_some(flags >> HASH_SHIFT)
    }

    pub(crate) fn cache_hash(self, hash: u32) {
        let field = &self.raw().flags_and_hash;
        field.set((field.get() & 0xff) | HAS_HASH | (hash << HASH_SHIFT));
    }

    /// Every code unit, ropes included (without flattening), appended to `out`.
    pub fn append_code_units(self, out: &mut Vec<u16>) {
        self.append_first_code_units(out, usize::MAX);
    }

    /// The first `limit` code units (all of them when there are fewer), ropes included
    /// (without flattening), appended to `out`: what shows the start of a long string
    /// copies no more than it shows.
    pub fn append_first_code_units(self, out: &mut Vec<u16>, limit: usize) {
        let end = out.len().saturating_add(limit);
        let mut pending = vec![self];
        while let Some(string) = pending.pop() {
            if out.len() >= end {
                break;
            }
            match string.fibers() {
                Some((left, right)) => {
                    pending.push(right);
                    pending.push(left);
                }
                None => {
                    let view = string.view_unbound().expect("flat");
                    out.extend(view.code_units().take(end - out.len()));
                }
            }
        }
    }

    /// The text, ropes included, with lone surrogates replaced by U+FFFD.
    pub fn to_string_lossy(self) -> String {
        let mut units = Vec::with_capacity(self.len() as usize);
        self.append_code_units(&mut units);
        String::from_utf16_lossy(&units)
    }
}

impl fmt::Debug for StringRef {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:?}", self.to_string_lossy())
    }
}
