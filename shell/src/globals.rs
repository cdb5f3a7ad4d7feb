//! The shell's globals, as JavaScriptCore's `jsc` has them: `print`, `load`, `readFile`,
//! `gc`, `fullGC`, `edenGC`, `noInline`, `quit`, and `console.log` (an alias of `print`).
//! Installed in every realm the shell makes (test262's `createRealm` ones too).

use std::io::Write as _;
use std::path::{Path, PathBuf};

use builtins::util;
use vm::compiler::CompileError;
use vm::runtime::function::CallArgs;
use vm::{JSValue, JsResult, Message, Vm};

pub fn install(vm: &mut Vm) -> JsResult<()> {
    let global = vm.realm().global_object();
    let global_root = vm.rooted(global);
    let print = util::method(vm, global, "print", 1, print)?;
    let print_root = vm.rooted(print);
    util::method(vm, global_root.get(), "load", 1, load)?;
    util::method(vm, global_root.get(), "readFile", 1, read_file)?;
    util::method(vm, global_root.get(), "gc", 0, gc)?;
    util::method(vm, global_root.get(), "fullGC", 0, gc)?;
    util::method(vm, global_root.get(), "edenGC", 0, gc)?;
    util::method(vm, global_root.get(), "noInline", 1, no_inline)?;
    util::method(vm, global_root.get(), "quit", 0, quit)?;
    let prototype = vm.realm().intrinsic(vm::runtime::realm::Intrinsic::ObjectPrototype);
    let console = vm.new_object(prototype)?;
    let console_root = vm.rooted(console);
    util::value(vm, console, "log", print_root.get().to_value(), vm::Attributes::HIDDEN)?;
    util::global(vm, "console", console_root.get().to_value())
}

/// `print(...values)`: the values as strings, separated by spaces, on standard output.
pub fn print(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    let mut line = String::new();
    for index in 0..args.len() {
        if index > 0 {
            line.push(' ');
        }
        let string = vm.to_string(args.get(vm, index))?;
        line.push_str(&string.to_string_lossy());
    }
    line.push('\n');
    // A closed pipe is not the script's problem.
    let _ = std::io::stdout().lock().write_all(line.as_bytes());
    Ok(JSValue::UNDEFINED)
}

/// `load(path)`: runs the script at `path` (relative to the calling script's directory)
/// in the current realm; its completion value.
fn load(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    let path = resolve(vm, args.get(vm, 0))?;
    let name = path.to_string_lossy().into_owned();
    let source = read(vm, &path)?;
    let executable = match vm.compile_script(&source, &name) {
        Ok(executable) => executable,
        Err(CompileError::Syntax(error)) => {
            let detail = format!("{} ({name}:{}:{})", error.message, error.line, error.column);
            return Err(vm.throw_syntax_error(&error, &name, detail));
        }
        Err(CompileError::Thrown(throw)) => return Err(throw),
    };
    vm.run_script(executable)
}

/// `readFile(path)`: the text of the file at `path` (relative to the calling script's
/// directory).
fn read_file(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    let path = resolve(vm, args.get(vm, 0))?;
    let text = read(vm, &path)?;
    Ok(vm.new_string(&text)?.to_value())
}

/// `gc()`, `fullGC()`, `edenGC()`: a full collection now (the heap has no young
/// generation yet, so an eden collection is a full one).
fn gc(vm: &mut Vm, _args: &CallArgs) -> JsResult<JSValue> {
    vm.collect(gc::Sweep::Eager);
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

/// `path` as a path: relative ones start from the calling script's directory (the
/// current directory for code from the command line or the REPL).
fn resolve(vm: &mut Vm, path: JSValue) -> JsResult<PathBuf> {
    let path = PathBuf::from(vm.to_string(path)?.to_string_lossy());
    if path.is_absolute() {
        return Ok(path);
    }
    let base = vm
        .calling_script()
        .map(PathBuf::from)
        .filter(|script| script.is_file())
        .and_then(|script| script.parent().map(Path::to_path_buf))
        .unwrap_or_default();
    Ok(base.join(path))
}

fn read(vm: &mut Vm, path: &Path) -> JsResult<String> {
    std::fs::read_to_string(path).map_err(|error| {
        let detail = format!("cannot read {}: {error}", path.display());
        vm.throw_error_with(Message::HostError, detail)
    })
}
