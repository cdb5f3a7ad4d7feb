//! The rest of `jsc`'s shell functions: `gc`, `fullGC`, `edenGC`, `noInline` and `quit`.
//! `quit` ends the process: for a shell, never for an engine serving others.

use std::io::Write as _;

use vm::runtime::function::CallArgs;
use vm::{JSValue, JsResult, Message, Vm};

use crate::{Error, Scope};

/// Installs `gc`, `fullGC`, `edenGC`, `noInline` and `quit` in the scope's realm.
pub fn install(scope: &mut Scope<'_>) -> Result<(), Error> {
    scope.install(install_in)
}

pub(crate) fn install_in(vm: &mut Vm) -> JsResult<()> {
    let global = vm.realm().global_object();
    let global_root = vm.rooted(global);
    let methods: &[(&str, u32, vm::runtime::function::NativeFn)] =
        &[("gc", 0, gc), ("fullGC", 0, gc), ("edenGC", 0, eden_gc), ("noInline", 1, no_inline), ("quit", 0, quit)];
    builtins::util::methods(vm, global_root.get(), methods)
}

/// `gc()`, `fullGC()`: a full collection now, its sweep and decommit included.
fn gc(vm: &mut Vm, _args: &CallArgs) -> JsResult<JSValue> {
    vm.collect(gc::Sweep::Eager);
    Ok(JSValue::UNDEFINED)
}

/// `edenGC()`: an eden collection now (only what was allocated since the last collection
/// is decided about), swept at once. It is full where the heap is not generational
/// (`--no-eden-gc`).
pub(crate) fn eden_gc(vm: &mut Vm, _args: &CallArgs) -> JsResult<JSValue> {
    vm.collect_scope(gc::CollectionScope::Eden, gc::Sweep::Eager);
    Ok(JSValue::UNDEFINED)
}

/// `noInline(f)`: asks the JIT never to inline `f`. Without a JIT to ask, it only checks
/// that `f` is a function, like JavaScriptCore's.
fn no_inline(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    let function = args.get(vm, 0);
    if !vm.is_callable(function) && !function.is_undefined() {
        let detail = format!("noInline expects a function, got {}", vm.describe_value(function));
        return Err(vm.throw_error_with(Message::ThrowTypeError, detail));
    }
    Ok(JSValue::UNDEFINED)
}

/// `quit([status])`: ends the process now, with `status` (0 by default), after flushing
/// what was printed.
fn quit(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    let status = args.get(vm, 0);
    let status = if status.is_undefined() { 0 } else { vm.to_int32(status)? };
    let _ = std::io::stdout().flush();
    let _ = std::io::stderr().flush();
    std::process::exit(status)
}
