//! `$262`, the host object test262's INTERPRETING.md asks of a runner (installed with
//! `--test262`): `createRealm`, `evalScript`, `detachArrayBuffer`, `gc`, `global`,
//! `clearKeptObjects`, `IsHTMLDDA` (an object with the \[\[IsHTMLDDA\]\] slot of Annex B.3.6,
//! `vm::runtime::html_dda`), and the main agent's `agent` (threads with engines of their
//! own, sharing SharedArrayBuffers: [`agent`](super::agent)). The `$262` of a realm made by
//! `createRealm` has no `agent`.

use builtins::util;
use vm::compiler::CompileError;
use vm::runtime::function::CallArgs;
use vm::{Attributes, JSValue, JsResult, Message, Vm};

/// Installs `$262` in the scope's realm, with the main agent's `$262.agent`, whose agents
/// run engines made with `options`; `event_loop` (the main one) then waits for
/// `Atomics.waitAsync` promises while an agent may still notify them.
pub fn install(
    scope: &mut crate::Scope<'_>,
    options: crate::EngineOptions,
    event_loop: &crate::host::timers::EventLoop,
) -> Result<(), crate::Error> {
    scope.install(install_in)?;
    let host: crate::Object<'_> = scope.global().get(scope, "$262")?;
    super::agent::install_main(scope, &host, options, event_loop)
}

/// Installs `$262` without `agent`, for an agent (which adds its own).
pub(crate) fn install_agent_host(scope: &mut crate::Scope<'_>) -> Result<(), crate::Error> {
    scope.install(install_in)
}

fn install_in(vm: &mut Vm) -> JsResult<()> {
    let realm = vm.realm();
    let prototype = realm.intrinsic(vm::runtime::realm::Intrinsic::ObjectPrototype);
    let host = vm.new_object(prototype)?;
    let root = vm.rooted(host);
    let methods: &[(&str, u32, vm::runtime::function::NativeFn)] = &[
        ("createRealm", 0, create_realm),
        ("evalScript", 1, eval_script),
        ("detachArrayBuffer", 1, detach_array_buffer),
        ("gc", 0, gc),
        ("clearKeptObjects", 0, clear_kept_objects),
    ];
    util::methods(vm, root.get(), methods)?;
    let global = vm.realm().global_object();
    util::value(vm, root.get(), "global", global.to_value(), Attributes::HIDDEN)?;
    let html_dda = vm.new_html_dda_object(html_dda_call)?;
    util::value(vm, root.get(), "IsHTMLDDA", html_dda.to_value(), Attributes::HIDDEN)?;
    util::global(vm, "$262", root.get().to_value())
}

/// `$262.createRealm()`: a new realm with the standard library and the shell's globals;
/// its `$262`.
fn create_realm(vm: &mut Vm, _args: &CallArgs) -> JsResult<JSValue> {
    let previous = vm.realm();
    let previous_root = vm.rooted(previous);
    let made = builtins::install(vm).and_then(|_| crate::host::install_shell_in(vm)).and_then(|()| install_in(vm));
    let host = made.and_then(|()| {
        let key = vm.property_key_from_str("$262")?;
        let global = vm.realm().global_object();
        vm.get(global, key)
    });
    vm.enter_realm(previous_root.get());
    host
}

/// A call of `$262.IsHTMLDDA`: null, as INTERPRETING.md asks for no arguments or `""`;
/// and for any other argument too, as `document.all(name)` in a document without elements
/// answers.
fn html_dda_call(_vm: &mut Vm, _args: &CallArgs) -> JsResult<JSValue> {
    Ok(JSValue::NULL)
}

/// `$262.evalScript(source)`: parses `source` as a script of this `$262`'s realm and runs
/// it; its completion value. A syntax error is thrown as a SyntaxError.
fn eval_script(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    let source = vm.to_string(args.get(vm, 0))?.to_string_lossy();
    // A native function runs in the realm it was made in.
    let realm = args.callee.function_realm().expect("natives have a realm");
    let previous = vm.enter_realm(realm);
    let result = match vm.compile_script(&source, "<evalScript>") {
        Ok(executable) => vm.run_script(executable),
        Err(CompileError::Syntax(error)) => Err(vm.throw_error_with(Message::Syntax, error.message)),
        Err(CompileError::Thrown(throw)) => Err(throw),
    };
    vm.leave_realm(previous);
    result
}

/// `$262.detachArrayBuffer(buffer)`: DetachArrayBuffer(buffer). Anything but an
/// ArrayBuffer, and a SharedArrayBuffer (which cannot be detached), is a TypeError.
fn detach_array_buffer(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    let value = args.get(vm, 0);
    let Some(buffer) = vm::runtime::array_buffer::ArrayBufferRef::from_value(value) else {
        let detail = format!("detachArrayBuffer: {} is not an ArrayBuffer", vm.describe_value(value));
        return Err(vm.throw_error_with(Message::ThrowTypeError, detail));
    };
    vm.detach_array_buffer(buffer)?;
    Ok(JSValue::NULL)
}

/// `$262.gc()`: a full collection.
fn gc(vm: &mut Vm, _args: &CallArgs) -> JsResult<JSValue> {
    vm.collect(gc::Sweep::Eager);
    Ok(JSValue::UNDEFINED)
}

/// `$262.clearKeptObjects()`: ClearKeptObjects, so WeakRef targets created or
/// dereferenced in this job may be collected by the next `gc()`.
fn clear_kept_objects(vm: &mut Vm, _args: &CallArgs) -> JsResult<JSValue> {
    vm.clear_kept_objects();
    Ok(JSValue::UNDEFINED)
}
