//! `using` and `await using` declarations: a scope's resource list, the adding of each
//! declared value, and DisposeResources when the scope ends (`runtime/disposal.rs` has the
//! algorithms; the compiler wraps the scope in a `finally`-like region whose entry runs
//! `DisposeResources` before its dispatch).

use crate::bytecode::{COMPLETION_THROW, Reg};
use crate::error::JsResult;
use crate::interpreter::Cursor;
use crate::object::ObjectRef;
use crate::runtime::disposal::DisposeHint;
use crate::value::JSValue;
use crate::vm::Vm;

impl Vm {
    /// The resource list in `stack` (the compiler made it with `NewDisposeCapability`).
    fn resource_list(cursor: &Cursor, stack: Reg) -> ObjectRef {
        ObjectRef::from_value(cursor.registers.get(stack)).expect("NewDisposeCapability made the resource list")
    }

    /// The exception of the completion in `kind` and `value`, if it is a throw completion.
    fn completion_error(cursor: &Cursor, kind: Reg, value: Reg) -> Option<JSValue> {
        let r = cursor.registers;
        (r.get(kind).as_int32() == COMPLETION_THROW).then(|| r.get(value))
    }

    // The instructions.

    /// `NewDisposeCapability`: an empty resource list into `dst`.
    #[inline(always)]
    pub(crate) fn op_new_dispose_capability(&mut self, cursor: Cursor, dst: Reg) -> JsResult<()> {
        self.save_pc(cursor.pc - 1);
        let list = self.new_dispose_capability()?;
        cursor.registers.set(dst, list.to_value());
        Ok(())
    }

    /// `AddDisposableResource`: AddDisposableResource(list, value, hint) for a `using`
    /// (sync-dispose) or `await using` (async-dispose) declaration's value.
    #[inline(always)]
    pub(crate) fn op_add_disposable_resource(
        &mut self,
        cursor: Cursor,
        stack: Reg,
        src: Reg,
        asynchronous: u8,
    ) -> JsResult<()> {
        self.save_pc(cursor.pc - 1);
        let hint = if asynchronous != 0 { DisposeHint::AsyncDispose } else { DisposeHint::SyncDispose };
        let list = Self::resource_list(&cursor, stack);
        self.add_disposable_resource(list, cursor.registers.get(src), hint, None)
    }

    /// `DisposeResources`: DisposeResources(list, completion) for a scope of `using`
    /// declarations; throws when the completion ends up a throw completion.
    #[inline(always)]
    pub(crate) fn op_dispose_resources(&mut self, cursor: Cursor, stack: Reg, kind: Reg, value: Reg) -> JsResult<()> {
        self.save_pc(cursor.pc - 1);
        let list = Self::resource_list(&cursor, stack);
        let error = Self::completion_error(&cursor, kind, value);
        self.dispose_resources(list, error)
    }

    /// `DisposeResourcesAsync`: starts DisposeResources for a scope with `await using`
    /// declarations and leaves the promise of its completion in `dst`, or undefined when
    /// the list is empty (no `await using` ran: nothing is awaited).
    #[inline(always)]
    pub(crate) fn op_dispose_resources_async(
        &mut self,
        cursor: Cursor,
        dst: Reg,
        stack: Reg,
        kind: Reg,
        value: Reg,
    ) -> JsResult<()> {
        self.save_pc(cursor.pc - 1);
        let list = Self::resource_list(&cursor, stack);
        if self.array_length(list) == 0 {
            cursor.registers.set(dst, JSValue::UNDEFINED);
            return Ok(());
        }
        let error = Self::completion_error(&cursor, kind, value);
        let promise = self.dispose_resources_async(list, error)?;
        cursor.registers.set(dst, promise.to_value());
        Ok(())
    }
}
