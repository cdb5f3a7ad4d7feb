//! Flattening a rope into one buffer, without recursion.

use gc::Space;

use super::{INLINE_CHARACTERS_OFFSET, IS_ROPE, StrView, StringRef};
use crate::error::JsResult;
use crate::vm::Vm;

impl Vm {
    /// Makes `string` flat (in place) and returns it. A rope gets a buffer of its own and
    /// lets go of its fibers. May collect.
    pub fn flatten(&mut self, string: StringRef) -> JsResult<StringRef> {
        if !string.is_rope() {
            return Ok(string);
        }
        let is_8bit = string.is_8bit();
        let length = string.len() as usize;
        let root = self.root(Some(string.cell()));
        let buffer = self.allocate_cell(Space::Auxiliary, length * if is_8bit { 1 } else { 2 })?;
        drop(root);
        // Walk the fibers left to right with an explicit stack: a rope built by `s += x` in
        // a loop is as deep as the loop is long.
        let mut written = 0;
        let mut pending = vec![string];
        while let Some(fiber) = pending.pop() {
            if let Some((left, right)) = fiber.fibers() {
                // As deep as the rope's right spine (`s = x + s` in a loop): a stack the
                // system refuses is a RangeError, and the rope stays as it was.
                if pending.try_reserve(2).is_err() {
                    return Err(self.throw_error(crate::error::Message::OutOfMemory));
                }
                pending.push(right);
                pending.push(left);
                continue;
            }
            let view = fiber.view_unbound().expect("a fiber that is not a rope is flat");
            // SAFETY: the buffer has room for `length` units and the fibers' lengths add up
            // to `length`.
            unsafe {
                let width = if is_8bit { 1 } else { 2 };
                let start = buffer.as_ptr().add(written * width);
                match view {
                    StrView::Latin1(units) if is_8bit => {
                        start.copy_from_nonoverlapping(units.as_ptr(), units.len());
                    }
                    StrView::Utf16(units) => {
                        debug_assert!(!is_8bit, "an 8-bit rope has only 8-bit fibers");
                        start.cast::<u16>().copy_from_nonoverlapping(units.as_ptr(), units.len());
                    }
                    StrView::Latin1(units) => {
                        for (index, &byte) in units.iter().enumerate() {
                            start.cast::<u16>().add(index).write(byte as u16);
                        }
                    }
                }
            }
            written += view.len();
        }
        debug_assert_eq!(written, length);
        string.raw().data.set(buffer.as_ptr());
        // SAFETY: the rope cell is ROPE_SIZE bytes; clearing the right fiber drops it.
        unsafe { string.cell().as_ptr().add(INLINE_CHARACTERS_OFFSET).cast::<usize>().write(0) };
        string.set_flags(0, IS_ROPE);
        self.heap.write_barrier(string.cell());
        Ok(string)
    }
}
