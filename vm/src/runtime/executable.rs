//! Executables: the cell that owns a compiled code block.
//!
//! Function objects, script runs and suspended frames refer to their code through an
//! executable, which keeps the code block's constants alive and frees the block when it
//! dies.

use std::ptr::NonNull;

use gc::{CellPtr, Marker, Space};

use crate::bytecode::CodeBlock;
use crate::cell::{CellHeader, JSType};
use crate::error::JsResult;
use crate::vm::Vm;

#[repr(C)]
pub struct Executable {
    header: CellHeader,
    code: *mut CodeBlock,
}

/// A handle to a live executable.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct ExecutableRef(NonNull<Executable>);

crate::cell::cell_handle!(ExecutableRef, |t| t == JSType::Executable);

impl ExecutableRef {
    /// The code. It lives as long as the executable; callers hold it only while the
    /// executable is reachable (from a frame, a function or a root).
    #[inline(always)]
    pub fn code(self) -> &'static CodeBlock {
        // SAFETY: a live executable owns a code block that never changes once created.
        unsafe { &*self.0.as_ref().code }
    }

    pub(crate) fn trace(self, marker: &mut Marker<'_>) {
        for constant in &self.code().constants {
            if let Some(cell) = constant.get().cell() {
                marker.mark_cell(cell);
            }
        }
    }
}

impl Vm {
    /// Wraps a compiled code block in an executable cell. May collect: the constants of
    /// `code` must be rooted by the caller until this returns (the compiler keeps them in
    /// rooted handles).
    pub(crate) fn new_executable(&mut self, code: CodeBlock) -> JsResult<ExecutableRef> {
        let code = Box::into_raw(Box::new(code));
        let cell = match self.allocate_cell(Space::DestructibleCells, size_of::<Executable>()) {
            Ok(cell) => cell,
            Err(error) => {
                // SAFETY: the box was just leaked above and is not shared.
                drop(unsafe { Box::from_raw(code) });
                return Err(error);
            }
        };
        let header = CellHeader::new(self.common.executable_structure_id(), JSType::Executable, 0, 0);
        // SAFETY: the cell is fresh and sized for an Executable.
        unsafe { cell.as_ptr().cast::<Executable>().write(Executable { header, code }) };
        let executable = ExecutableRef(cell.cast());
        self.executables.push(executable);
        Ok(executable)
    }
}

/// Frees the code block of a dead executable.
///
/// # Safety
/// `cell` must be a dead executable, destroyed once.
pub(crate) unsafe fn destroy(cell: CellPtr) {
    // SAFETY: the executable owns its code block, which no one else frees.
    unsafe { drop(Box::from_raw(cell.cast::<Executable>().as_ref().code)) };
}
