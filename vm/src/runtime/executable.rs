//! Executables: the cell that owns a compiled code block.
//!
//! Function objects, script runs and suspended frames refer to their code through an
//! executable, which keeps the code block's constants alive and lets go of the block when
//! it dies. The block is shared (`Rc`): the JIT's traces hold it too, so that what a trace
//! names stays alive by ownership for as long as the trace, whatever becomes of the cell.

use std::ptr::NonNull;
use std::rc::Rc;

use gc::Marker;

use crate::bytecode::CodeBlock;
use crate::cell::{CellHeader, JSType};
use crate::error::JsResult;
use crate::vm::Vm;

#[repr(C)]
pub struct Executable {
    header: CellHeader,
    /// The cell's count of its code block, given back when the cell is dropped in place.
    code: Rc<CodeBlock>,
}

/// A handle to a live executable.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct ExecutableRef(NonNull<Executable>);

crate::cell::cell_handle!(ExecutableRef => Executable, |t| t == JSType::Executable);

impl ExecutableRef {
    /// The code, borrowed as long as this handle is. The handle must name a live
    /// executable for that long (as every cell handle must): one held across a collection
    /// is rooted by its holder.
    #[inline(always)]
    pub fn code(&self) -> &CodeBlock {
        &self.raw().code
    }

    /// The code, shared: for a holder that outlives one operation (a trace, a recording),
    /// which then keeps the block alive itself.
    pub fn shared_code(self) -> Rc<CodeBlock> {
        self.raw().code.clone()
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
        let header = CellHeader::new(self.common.executable_structure_id(), JSType::Executable, 0, 0);
        let code = Rc::new(code);
        let executable = ExecutableRef(self.new_cell(|| Executable { header, code })?);
        self.executables.push(executable);
        Ok(executable)
    }
}
