//! How the REPL shows a value: primitives as source text (strings quoted), objects and
//! arrays one level deep (`{ a: 1, b: [Object] }`, `[1, "two", [Array(3)]]`), functions
//! by name. Showing a value never runs JavaScript: accessors are shown as `[Getter]`,
//! not called, and only the objects' own storage is read.

use vm::runtime::descriptor::PropertyDescriptor;
use vm::{JSValue, ObjectRef, PropertyKey, StringRef, SymbolRef, Vm};

/// The most elements or properties shown of one object.
const MAX_ENTRIES: usize = 100;

/// `value` as the REPL prints it.
pub fn display(vm: &mut Vm, value: JSValue) -> String {
    let root = vm.root_value(value);
    match ObjectRef::from_value(root.get()) {
        Some(object) if object.is_callable() => function(vm, object),
        Some(object) if is_error(vm, object) => vm.describe_exception(object.to_value()),
        Some(object) if object.is_array() => array(vm, object),
        Some(object) => plain_object(vm, object),
        None => primitive(vm, root.get()),
    }
}

/// A value inside an object: primitives in full, objects by kind only.
fn nested(vm: &mut Vm, value: JSValue) -> String {
    match ObjectRef::from_value(value) {
        Some(object) if object.is_callable() => function(vm, object),
        Some(object) if object.is_array() => format!("[Array({})]", vm.array_length(object)),
        Some(_) => "[Object]".to_string(),
        None => primitive(vm, value),
    }
}

fn primitive(vm: &Vm, value: JSValue) -> String {
    if let Some(string) = StringRef::from_value(value) {
        return quote(&string.to_string_lossy());
    }
    if value.is_number() && value.as_number() == 0.0 && value.as_number().is_sign_negative() {
        return "-0".to_string();
    }
    if let Some(symbol) = SymbolRef::from_value(value) {
        return symbol_text(symbol);
    }
    vm.describe_value(value)
}

fn function(vm: &Vm, object: ObjectRef) -> String {
    let name = vm.function_name(object);
    let class = object.js_type() == vm::cell::JSType::Function
        && matches!(
            object.function_executable().code().function_kind(),
            Some(vm::bytecode::FunctionKind::ClassConstructor { .. })
        );
    if class { format!("[class {name}]") } else { format!("[Function: {name}]") }
}

/// An object whose prototype chain holds %Error.prototype% (shown by its stack).
fn is_error(vm: &Vm, object: ObjectRef) -> bool {
    let error_prototype = vm.realm().intrinsic(vm::runtime::realm::Intrinsic::ErrorPrototype);
    let mut current = vm.prototype_of(object);
    for _ in 0..64 {
        if current == error_prototype {
            return true;
        }
        match ObjectRef::from_value(current) {
            Some(parent) => current = vm.prototype_of(parent),
            None => return false,
        }
    }
    false
}

fn array(vm: &mut Vm, array: ObjectRef) -> String {
    let length = vm.array_length(array);
    let mut parts = Vec::new();
    let mut holes = 0u32;
    let flush_holes = |parts: &mut Vec<String>, holes: &mut u32| {
        if *holes > 0 {
            let plural = if *holes == 1 { "" } else { "s" };
            parts.push(format!("<{holes} empty item{plural}>"));
            *holes = 0;
        }
    };
    for index in 0..length {
        if parts.len() >= MAX_ENTRIES {
            flush_holes(&mut parts, &mut holes);
            parts.push(format!("... {} more items", length - index));
            break;
        }
        match own(vm, array, PropertyKey::Index(index)) {
            Some(descriptor) => {
                flush_holes(&mut parts, &mut holes);
                parts.push(property_value(vm, &descriptor));
            }
            None => holes += 1,
        }
    }
    flush_holes(&mut parts, &mut holes);
    if parts.is_empty() { "[]".to_string() } else { format!("[{}]", parts.join(", ")) }
}

fn plain_object(vm: &mut Vm, object: ObjectRef) -> String {
    let mut parts = Vec::new();
    // A list the system has no memory for shows as an empty object.
    for key in vm.own_property_keys(object).unwrap_or_default() {
        if parts.len() >= MAX_ENTRIES {
            parts.push("...".to_string());
            break;
        }
        let Some(descriptor) = own(vm, object, key) else { continue };
        if descriptor.enumerable != Some(true) {
            continue;
        }
        let value = property_value(vm, &descriptor);
        parts.push(format!("{}: {value}", key_text(key)));
    }
    let prefix = if vm.prototype_of(object).is_null() { "[Object: null prototype] " } else { "" };
    if parts.is_empty() { format!("{prefix}{{}}") } else { format!("{prefix}{{ {} }}", parts.join(", ")) }
}

/// An own property's descriptor, without running code (an exotic object that would
/// throw, a namespace export in its TDZ, shows as absent).
fn own(vm: &mut Vm, object: ObjectRef, key: PropertyKey) -> Option<PropertyDescriptor> {
    match vm.get_own_property_descriptor(object, key) {
        Ok(descriptor) => descriptor,
        Err(_) => {
            vm.take_exception();
            None
        }
    }
}

fn property_value(vm: &mut Vm, descriptor: &PropertyDescriptor) -> String {
    match (
        descriptor.value,
        descriptor.get.is_some_and(|g| !g.is_undefined()),
        descriptor.set.is_some_and(|s| !s.is_undefined()),
    ) {
        (Some(value), _, _) => nested(vm, value),
        (None, true, true) => "[Getter/Setter]".to_string(),
        (None, true, false) => "[Getter]".to_string(),
        (None, false, _) => "[Setter]".to_string(),
    }
}

fn key_text(key: PropertyKey) -> String {
    match key {
        PropertyKey::Atom(atom) => {
            let name = atom.to_string_lossy();
            if is_identifier(&name) { name } else { quote(&name) }
        }
        PropertyKey::Index(index) => index.to_string(),
        PropertyKey::Symbol(symbol) => format!("[{}]", symbol_text(symbol)),
    }
}

/// `Symbol(description)`, as `String(symbol)` gives it.
fn symbol_text(symbol: SymbolRef) -> String {
    let description = StringRef::from_value(symbol.description()).map(StringRef::to_string_lossy);
    format!("Symbol({})", description.unwrap_or_default())
}

fn is_identifier(name: &str) -> bool {
    let mut chars = name.chars();
    chars.next().is_some_and(|c| c.is_alphabetic() || c == '_' || c == '$')
        && chars.all(|c| c.is_alphanumeric() || c == '_' || c == '$')
}

/// A string as a double-quoted literal.
fn quote(text: &str) -> String {
    let mut quoted = String::with_capacity(text.len() + 2);
    quoted.push('"');
    for c in text.chars() {
        match c {
            '"' => quoted.push_str("\\\""),
            '\\' => quoted.push_str("\\\\"),
            '\n' => quoted.push_str("\\n"),
            '\r' => quoted.push_str("\\r"),
            '\t' => quoted.push_str("\\t"),
            c if (c as u32) < 0x20 => quoted.push_str(&format!("\\x{:02x}", c as u32)),
            c => quoted.push(c),
        }
    }
    quoted.push('"');
    quoted
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn strings_are_quoted_and_escaped() {
        assert_eq!(quote("a\"b\\c\nd"), "\"a\\\"b\\\\c\\nd\"");
        assert_eq!(quote("\u{1}"), "\"\\x01\"");
    }

    #[test]
    fn keys_that_are_not_identifiers_are_quoted() {
        assert!(is_identifier("$a_1"));
        assert!(!is_identifier("a-b"));
        assert!(!is_identifier("1a"));
        assert!(!is_identifier(""));
    }
}
