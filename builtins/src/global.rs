//! 19 The Global Object: its value properties and functions (the host's, such as
//! `print`, are the shell's).

use vm::runtime::function::CallArgs;
use vm::{Attributes, JSValue, JsResult, Vm};

use crate::util;

pub fn install(vm: &mut Vm) -> JsResult<()> {
    let global = vm.realm().global_object();
    let global_root = vm.rooted(global);
    // 19.1 Value properties: not writable, not enumerable, not configurable.
    util::value(vm, global, "globalThis", global.to_value(), Attributes::HIDDEN)?;
    util::value(vm, global_root.get(), "undefined", JSValue::UNDEFINED, Attributes::NONE)?;
    util::value(vm, global_root.get(), "NaN", JSValue::from_number(f64::NAN), Attributes::NONE)?;
    util::value(vm, global_root.get(), "Infinity", JSValue::from_number(f64::INFINITY), Attributes::NONE)?;
    let eval = util::method(vm, global_root.get(), "eval", 1, eval)?;
    let realm = vm.realm();
    vm.set_intrinsic(realm, vm::runtime::realm::Intrinsic::Eval, eval.to_value());
    Ok(())
}

/// 19.2.1 eval ( x )
fn eval(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    let source = args.get(vm, 0);
    vm.indirect_eval(source)
}
