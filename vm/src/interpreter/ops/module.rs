//! Modules: `import.meta` and dynamic `import()`, whose semantics are the module loader's
//! (`runtime/module`).

use crate::bytecode::Reg;
use crate::error::JsResult;
use crate::interpreter::Cursor;
use crate::vm::Vm;

// The instructions.
impl Vm {
    /// `ImportMeta`: `import.meta` of the running module.
    #[inline(always)]
    pub(crate) fn op_import_meta(&mut self, cursor: Cursor, dst: Reg) -> JsResult<()> {
        let r = cursor.registers;
        let meta = self.import_meta(cursor)?;
        r.set(dst, meta);
        Ok(())
    }

    /// `ImportCall`: `import(specifier, options)`, a promise of the module's namespace.
    #[inline(always)]
    pub(crate) fn op_import_call(&mut self, cursor: Cursor, dst: Reg, specifier: Reg, options: Reg) -> JsResult<()> {
        let r = cursor.registers;
        self.save_pc(cursor.pc - 1);
        let promise = self.import_call(cursor, r.get(specifier), r.get(options))?;
        r.set(dst, promise);
        Ok(())
    }
}
