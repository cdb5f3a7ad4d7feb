//! `load(path)` and `readFile(path)`: scripts and text from files, relative to the
//! calling script's directory (the current directory for code from the command line or the
//! REPL), so a test can load its `resources/` wherever the harness runs it from.

use std::path::{Path, PathBuf};

use vm::compiler::CompileError;
use vm::runtime::function::CallArgs;
use vm::{JSValue, JsResult, Message, Vm};

use crate::{Error, Scope};

/// Installs `load` and `readFile` in the scope's realm.
pub fn install(scope: &mut Scope<'_>) -> Result<(), Error> {
    scope.install(install_in)
}

pub(crate) fn install_in(vm: &mut Vm) -> JsResult<()> {
    let global = vm.realm().global_object();
    let global_root = vm.rooted(global);
    builtins::util::method(vm, global_root.get(), "load", 1, load)?;
    builtins::util::method(vm, global_root.get(), "readFile", 1, read_file).map(drop)
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

/// `readFile(path[, "binary"])`: the text of the file at `path` (relative to the calling
/// script's directory), or its bytes as a Uint8Array.
fn read_file(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    let path = resolve(vm, args.get(vm, 0))?;
    let mode = args.get(vm, 1);
    if !mode.is_undefined() && vm.to_string(mode)?.to_string_lossy() == "binary" {
        let bytes = std::fs::read(&path).map_err(|error| {
            let detail = format!("cannot read {}: {error}", path.display());
            vm.throw_error_with(Message::HostError, detail)
        })?;
        return Ok(vm.new_uint8_array_from(&bytes)?.object().to_value());
    }
    let text = read(vm, &path)?;
    Ok(vm.new_string(&text)?.to_value())
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
