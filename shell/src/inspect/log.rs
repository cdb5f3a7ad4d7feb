//! `console.log`'s formatting (node's `util.format` / `formatWithOptions`): arguments
//! joined by spaces, strings as they are, other values inspected; a first argument that is
//! a string may hold directives that take the next arguments:
//!
//! | directive | the argument as |
//! | --- | --- |
//! | `%s` | `String(arg)`; a number or BigInt as inspect shows it; an object without a `toString` of its own inspected at depth 0 |
//! | `%d` | `Number(arg)` (a BigInt as `1n`, a symbol as NaN) |
//! | `%i` | `parseInt(arg)` (a BigInt as `1n`, a symbol as NaN) |
//! | `%f` | `parseFloat(arg)` (a symbol as NaN) |
//! | `%j` | `JSON.stringify(arg)`, `[Circular]` for a cyclic structure |
//! | `%o` | inspected with hidden properties, proxies shown, 4 levels deep |
//! | `%O` | inspected |
//! | `%c` | nothing (CSS has no meaning here) |
//! | `%%` | `%` |
//!
//! A directive without an argument left stays as it is, and so does `%` before any
//! other character. Unlike inspecting, this runs JavaScript where node does: the
//! conversions of `%s`, `%d`, `%i`, `%f` and `%j` may call `toString`, `valueOf`,
//! `Symbol.toPrimitive` and `toJSON`, and their exceptions propagate.

use vm::error::{ErrorKind, Exception};
use vm::runtime::bigint::BigIntRef;
use vm::runtime::conversions::{Hint, bigint_to_f64};
use vm::{JSValue, JsResult, ObjectRef, PropertyKey, Rooted, StringRef, SymbolRef, Vm};

use super::naming::BUILTIN_CONSTRUCTORS;
use super::primitive::{code_units, number_text, symbol_text};
use super::{InspectOptions, Inspector, inspect, lookup};

/// The message of the TypeError that `JSON.stringify` throws for a cycle.
const CIRCULAR_JSON: &str = "Converting circular structure to JSON";

/// `args` as `console.log(...args)` prints them (without the line feed).
pub fn format_log_args(vm: &mut Vm, args: &[JSValue]) -> JsResult<String> {
    let args: Vec<Rooted<JSValue>> = args.iter().map(|&arg| vm.root_value(arg)).collect();
    let defaults = InspectOptions::default();
    let mut out: Vec<u16> = Vec::new();
    let mut next = 0;
    let mut separator = "";
    if let Some(first) = args.first().and_then(|first| StringRef::from_value(first.get())) {
        let format = code_units(first);
        if args.len() == 1 {
            return Ok(String::from_utf16_lossy(&format));
        }
        let percent = u16::from(b'%');
        let mut last = 0;
        let mut index = 0;
        while index + 1 < format.len() {
            if format[index] == percent {
                index += 1;
                let directive = format[index];
                if next + 1 != args.len() {
                    let replacement = match u8::try_from(directive).unwrap_or(0) {
                        b's' => string_directive(vm, args[next + 1].get())?,
                        b'j' => json_directive(vm, args[next + 1].get())?,
                        b'd' => number_directive(vm, args[next + 1].get())?,
                        b'O' => inspect(vm, args[next + 1].get(), &defaults)?,
                        b'o' => {
                            let options =
                                InspectOptions { show_hidden: true, show_proxy: true, depth: Some(4), ..defaults };
                            inspect(vm, args[next + 1].get(), &options)?
                        }
                        b'i' => integer_directive(vm, args[next + 1].get())?,
                        b'f' => float_directive(vm, args[next + 1].get())?,
                        b'c' => String::new(),
                        b'%' => {
                            out.extend_from_slice(&format[last..index]);
                            last = index + 1;
                            index += 1;
                            continue;
                        }
                        _ => {
                            index += 1;
                            continue;
                        }
                    };
                    next += 1;
                    if last != index - 1 {
                        out.extend_from_slice(&format[last..index - 1]);
                    }
                    out.extend(replacement.encode_utf16());
                    last = index + 1;
                } else if directive == percent {
                    out.extend_from_slice(&format[last..index]);
                    last = index + 1;
                }
            }
            index += 1;
        }
        if last != 0 {
            next += 1;
            separator = " ";
            out.extend_from_slice(&format[last..]);
        }
    }
    for arg in &args[next..] {
        out.extend(separator.encode_utf16());
        match StringRef::from_value(arg.get()) {
            Some(string) => string.append_code_units(&mut out),
            None => out.extend(inspect(vm, arg.get(), &defaults)?.encode_utf16()),
        }
        separator = " ";
    }
    Ok(String::from_utf16_lossy(&out))
}

/// `%s`.
fn string_directive(vm: &mut Vm, value: JSValue) -> JsResult<String> {
    if value.is_number() {
        return Ok(number_text(value.as_number()));
    }
    if let Some(bigint) = BigIntRef::from_value(value) {
        return Ok(format!("{}n", bigint.value()));
    }
    if let Some(symbol) = SymbolRef::from_value(value) {
        return Ok(symbol_text(symbol));
    }
    match ObjectRef::from_value(value) {
        Some(object) if !object.is_callable() && has_builtin_to_string(vm, object) => {
            let options = InspectOptions { depth: Some(0), ..InspectOptions::default() };
            inspect(vm, value, &options)
        }
        _ => Ok(vm.to_string(value)?.to_string_lossy()),
    }
}

/// node's `hasBuiltInToString`: whether the `toString` (or `Symbol.toPrimitive`) that
/// `String(object)` would call belongs to a standard constructor's prototype, so that
/// inspecting says more. Reads data properties only.
fn has_builtin_to_string(vm: &mut Vm, object: ObjectRef) -> bool {
    let Some(object) = lookup::innermost_target(object) else { return true };
    let options = InspectOptions::default();
    let mut inspector = Inspector::new(vm, &options);
    let to_string = PropertyKey::Atom(inspector.vm.names.to_string);
    let to_primitive = PropertyKey::Symbol(inspector.vm.symbols.to_primitive);
    let is_function = |inspector: &mut Inspector<'_>, key| {
        let value = inspector.data_get(object, key);
        inspector.vm.is_callable(value)
    };
    let (mut look_for_to_string, mut look_for_to_primitive) = (true, true);
    if !is_function(&mut inspector, to_string) {
        if !is_function(&mut inspector, to_primitive) {
            return true;
        }
        if inspector.has_own(object, to_primitive) {
            return false;
        }
        look_for_to_string = false;
    } else if inspector.has_own(object, to_string) {
        return false;
    } else if !is_function(&mut inspector, to_primitive) {
        look_for_to_primitive = false;
    } else if inspector.has_own(object, to_primitive) {
        return false;
    }
    // The prototype that has the method as its own.
    let mut holder = object;
    loop {
        let Some(prototype) = inspector.prototype(holder) else { return true };
        holder = prototype;
        if (look_for_to_string && inspector.has_own(holder, to_string))
            || (look_for_to_primitive && inspector.has_own(holder, to_primitive))
        {
            break;
        }
    }
    let constructor = PropertyKey::Atom(inspector.vm.names.constructor);
    match inspector.own_property(holder, constructor).and_then(|descriptor| descriptor.value) {
        Some(constructor) if inspector.vm.is_callable(constructor) => {
            let name = inspector.name_of(ObjectRef::from_value(constructor).expect("a function"));
            BUILTIN_CONSTRUCTORS.contains(&name.as_str())
        }
        _ => false,
    }
}

/// `%d`: `Number(value)`.
fn number_directive(vm: &mut Vm, value: JSValue) -> JsResult<String> {
    if let Some(bigint) = BigIntRef::from_value(value) {
        return Ok(format!("{}n", bigint.value()));
    }
    if SymbolRef::from_value(value).is_some() {
        return Ok("NaN".to_string());
    }
    // Number(value): ToNumeric, a BigInt converted.
    let primitive = vm.to_primitive(value, Hint::Number)?;
    let number = match BigIntRef::from_value(primitive) {
        Some(bigint) => bigint_to_f64(bigint.value()),
        None => vm.to_number(primitive)?,
    };
    Ok(number_text(number))
}

/// `%i`: `parseInt(value)`.
fn integer_directive(vm: &mut Vm, value: JSValue) -> JsResult<String> {
    if let Some(bigint) = BigIntRef::from_value(value) {
        return Ok(format!("{}n", bigint.value()));
    }
    if SymbolRef::from_value(value).is_some() {
        return Ok("NaN".to_string());
    }
    Ok(number_text(builtins::parse_int_value(vm, value, JSValue::UNDEFINED)?))
}

/// `%f`: `parseFloat(value)`.
fn float_directive(vm: &mut Vm, value: JSValue) -> JsResult<String> {
    if SymbolRef::from_value(value).is_some() {
        return Ok("NaN".to_string());
    }
    Ok(number_text(builtins::parse_float_value(vm, value)?))
}

/// `%j`: `JSON.stringify(value)`; `[Circular]` when the value holds a cycle.
fn json_directive(vm: &mut Vm, value: JSValue) -> JsResult<String> {
    match builtins::json_stringify(vm, value, JSValue::UNDEFINED, JSValue::UNDEFINED) {
        Ok(json) => Ok(StringRef::from_value(json).map_or_else(|| "undefined".to_string(), StringRef::to_string_lossy)),
        Err(throw) => {
            let circular = match vm.exception() {
                Exception::Error(error) => {
                    error.kind() == ErrorKind::TypeError && error.text().starts_with(CIRCULAR_JSON)
                }
                _ => false,
            };
            if !circular {
                return Err(throw);
            }
            vm.take_exception();
            Ok("[Circular]".to_string())
        }
    }
}
