//! `print(...values)`, as `jsc` and `d8` have it: the values as strings on standard
//! output. A host function, so embedders choose their own.

use std::io::Write as _;

use vm::runtime::function::CallArgs;
use vm::{JSValue, JsResult, Vm};

use crate::{Error, Scope};

/// Installs `print` in the scope's realm.
pub fn install(scope: &mut Scope<'_>) -> Result<(), Error> {
    scope.install(install_in)
}

pub(crate) fn install_in(vm: &mut Vm) -> JsResult<()> {
    let global = vm.realm().global_object();
    builtins::util::method(vm, global, "print", 1, print).map(drop)
}

/// `print(...values)`: the values as strings, separated by spaces, on standard output.
pub(crate) fn print(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
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
