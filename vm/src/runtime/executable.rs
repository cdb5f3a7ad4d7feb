//! Executables: the cell that owns a compiled code block.
//!
//! Function objects, script runs and suspended frames refer to their code through an
//! executable, which keeps the code block's constants alive and lets go of the block when
//! it dies. The block is shared (`Rc`): the JIT's traces hold it too, so that what a trace
//! names stays alive by ownership for as long as the trace, whatever becomes of the cell.

use std::ptr::NonNull;
use std::rc::Rc;

use gc::{CellPtr, Marker, Space};

use crate::bytecode::CodeBlock;
use crate::cell::{CellHeader, JSType};
use crate::error::JsResult;
use crate::vm::Vm;

#[repr(C)]
pub struct Executable {
    header: CellHeader,
    /// From `Rc::into_raw`: the cell holds one count, given back by `destroy`.
    code: *const CodeBlock,
}

/// A handle to a live executable.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct ExecutableRef(NonNull<Executable>);

crate::cell::cell_handle!(ExecutableRef, |t| t == JSType::Executable);

impl ExecutableRef {
    /// The code, borrowed as long as this handle is. The handle must name a live
    /// executable for that long (as every cell handle must): one held across a collection
    /// is rooted by its holder.
    #[inline(always)]
    pub fn code(&self) -> &CodeBlock {
        // SAFETY: a live executable holds a count of its code block, which is never changed
        // once created; the borrow ends with the handle's, while the executable lives.
        unsafe { &*self.0.as_ref().code }
    }

    /// The code, shared: for a holder that outlives one operation (a trace, a recording),
    /// which then keeps the block alive itself.
    pub fn shared_code(self) -> Rc<CodeBlock> {
        let code = self.code();
        // SAFETY: `code` came from `Rc::into_raw` and the cell still holds its count.
        unsafe { Rc::increment_strong_count(code) };
        // SAFETY: the count just taken is the one this Rc gives back.
        unsafe { Rc::from_raw(code) }
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
        let cell = self.allocate_cell(Space::DestructibleCells, size_of::<Executable>())?;
        let code = Rc::into_raw(Rc::new(code));
        let header = CellHeader::new(self.common.executable_structure_id(), JSType::Executable, 0, 0);
        // SAFETY: the cell is fresh and sized for an Executable.
        unsafe { cell.as_ptr().cast::<Executable>().write(Executable { header, code }) };
        let executable = ExecutableRef(cell.cast());
        self.executables.push(executable);
        Ok(executable)
    }
}

/// Gives back a dead executable's count of its code block (which is freed unless a trace
/// still holds it).
///
/// # Safety
/// `cell` must be a dead executable, destroyed once.
pub(crate) unsafe fn destroy(cell: CellPtr) {
    // SAFETY: the cell's count came from `Rc::into_raw` and is given back once.
    unsafe { drop(Rc::from_raw(cell.cast::<Executable>().as_ref().code)) };
}
