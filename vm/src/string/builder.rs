//! Building a string piece by piece, with its length checked before it grows.
//!
//! The builder keeps 8-bit code units while every unit fits in a byte and widens once,
//! at the first one that does not, so a result built from 8-bit strings costs one byte a
//! unit and needs no scan at the end. Every append checks the length the result would
//! have against [`MAX_STRING_LENGTH`] *before* copying, and grows its buffer with
//! `try_reserve`: a result too long for a string is refused before gigabytes are built,
//! and a buffer the system cannot give is an error, never an abort.
//!
//! Appends take strings and slices of them, not views: they allocate nothing on the
//! collected heap, so they may read a string's characters without holding a borrow of
//! the VM, and a caller can append and call into the VM in turn.

use super::{MAX_STRING_LENGTH, StrView, StringRef};
use crate::error::{JsResult, Message, Throw};
use crate::vm::Vm;

/// Why an append was refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BuildError {
    /// The result would be longer than [`MAX_STRING_LENGTH`].
    TooLong,
    /// The buffer could not grow.
    OutOfMemory,
}

/// A string under construction.
#[derive(Default)]
pub struct StringBuilder {
    latin1: Vec<u8>,
    /// Used (and `latin1` emptied) from the first unit above 255 on.
    utf16: Vec<u16>,
    wide: bool,
}

impl StringBuilder {
    pub fn new() -> StringBuilder {
        StringBuilder::default()
    }

    /// The length so far, in code units.
    pub fn len(&self) -> usize {
        if self.wide { self.utf16.len() } else { self.latin1.len() }
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Checks that `additional` more units fit in a string, and makes room for them.
    pub fn reserve(&mut self, additional: usize) -> Result<(), BuildError> {
        let total = self.len().checked_add(additional).ok_or(BuildError::TooLong)?;
        if total > MAX_STRING_LENGTH as usize {
            return Err(BuildError::TooLong);
        }
        let grown = match self.wide {
            true => self.utf16.try_reserve(additional),
            false => self.latin1.try_reserve(additional),
        };
        grown.map_err(|_| BuildError::OutOfMemory)
    }

    /// Switches to 16-bit units.
    fn widen(&mut self) -> Result<(), BuildError> {
        if self.wide {
            return Ok(());
        }
        let mut utf16 = Vec::new();
        utf16.try_reserve(self.latin1.len().max(16) * 2).map_err(|_| BuildError::OutOfMemory)?;
        utf16.extend(self.latin1.iter().map(|&byte| u16::from(byte)));
        self.latin1 = Vec::new();
        self.utf16 = utf16;
        self.wide = true;
        Ok(())
    }

    pub fn push(&mut self, unit: u16) -> Result<(), BuildError> {
        self.push_units(std::slice::from_ref(&unit))
    }

    pub fn push_units(&mut self, units: &[u16]) -> Result<(), BuildError> {
        self.reserve(units.len())?;
        if !self.wide && units.iter().any(|&unit| unit > 0xff) {
            self.widen()?;
            self.reserve(units.len())?;
        }
        match self.wide {
            true => self.utf16.extend_from_slice(units),
            false => self.latin1.extend(units.iter().map(|&unit| unit as u8)),
        }
        Ok(())
    }

    pub fn push_latin1(&mut self, bytes: &[u8]) -> Result<(), BuildError> {
        self.reserve(bytes.len())?;
        match self.wide {
            true => self.utf16.extend(bytes.iter().map(|&byte| u16::from(byte))),
            false => self.latin1.extend_from_slice(bytes),
        }
        Ok(())
    }

    /// Appends the code units of a view.
    pub fn push_view(&mut self, view: &StrView<'_>) -> Result<(), BuildError> {
        match view {
            StrView::Latin1(bytes) => self.push_latin1(bytes),
            StrView::Utf16(units) => self.push_units(units),
        }
    }

    /// Appends a whole string, ropes included (without flattening them).
    pub fn push_string(&mut self, string: StringRef) -> Result<(), BuildError> {
        self.reserve(string.len() as usize)?;
        let mut pending = vec![string];
        while let Some(string) = pending.pop() {
            match string.fibers() {
                Some((left, right)) => {
                    pending.push(right);
                    pending.push(left);
                }
                None => self.push_view(&string.view_unbound().expect("a fiber that is not a rope is flat"))?,
            }
        }
        Ok(())
    }

    /// Appends the code units `start..end` of a flat string.
    pub fn push_slice(&mut self, string: StringRef, start: usize, end: usize) -> Result<(), BuildError> {
        if start >= end {
            return Ok(());
        }
        match string.view_unbound().expect("push_slice reads a flat string") {
            StrView::Latin1(bytes) => self.push_latin1(&bytes[start..end]),
            StrView::Utf16(units) => self.push_units(&units[start..end]),
        }
    }

    /// The string built. May collect.
    pub fn finish(self, vm: &mut Vm) -> JsResult<StringRef> {
        match self.wide {
            true => vm.new_string_utf16(&self.utf16),
            false => vm.new_string_latin1(&self.latin1),
        }
    }
}

impl Vm {
    /// The RangeError of a refused append.
    pub fn throw_build_error(&mut self, error: BuildError) -> Throw {
        match error {
            BuildError::TooLong => self.throw_error(Message::InvalidStringLength),
            BuildError::OutOfMemory => self.throw_error(Message::OutOfMemory),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stays_8bit_until_a_wide_unit() {
        let mut builder = StringBuilder::new();
        builder.push_latin1(b"ab").unwrap();
        builder.push_units(&[0x63, 0xe9]).unwrap();
        assert!(!builder.wide);
        builder.push_units(&[0x3042]).unwrap();
        builder.push_latin1(b"z").unwrap();
        assert!(builder.wide);
        assert_eq!(builder.utf16, vec![0x61, 0x62, 0x63, 0xe9, 0x3042, 0x7a]);
    }

    #[test]
    fn refuses_what_would_pass_the_maximum_length() {
        let mut builder = StringBuilder::new();
        builder.push_latin1(b"abc").unwrap();
        assert_eq!(builder.reserve(MAX_STRING_LENGTH as usize - 2), Err(BuildError::TooLong));
        assert_eq!(builder.reserve(usize::MAX), Err(BuildError::TooLong));
        assert_eq!(builder.len(), 3);
    }
}
