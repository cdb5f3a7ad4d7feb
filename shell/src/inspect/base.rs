//! The bases that stand before (or instead of) an object's braces: functions
//! (`[Function: f]`, `[AsyncGeneratorFunction (anonymous)]`), classes
//! (`[class B extends A]`), boxed primitives (`[String: 'x']`), and the braces of Map and
//! Set iterators (`[Map Entries] {`).

use vm::bytecode::FunctionKind;
use vm::cell::JSType;
use vm::{JSValue, ObjectRef, PropertyKey};

use super::Inspector;

/// node's `getIteratorBraces`: `[Map Iterator] {`, `[Foo] [Set Iterator] {`.
pub(super) fn iterator_braces(kind: &str, tag: &str) -> [String; 2] {
    let expected = format!("{kind} Iterator");
    let tag = match tag {
        tag if tag == expected => expected,
        "" => expected,
        tag => format!("{tag}] [{expected}"),
    };
    [format!("[{tag}] {{"), "}".to_string()]
}

impl Inspector<'_> {
    /// node's `getFunctionBase`.
    pub(super) fn function_base(&mut self, function: ObjectRef, constructor: Option<&str>, tag: &str) -> String {
        let kind = function.function_kind();
        if matches!(kind, Some(FunctionKind::ClassConstructor { .. })) {
            return self.class_base(function, constructor, tag);
        }
        let mut kind_name = "Function".to_string();
        if kind.is_some_and(FunctionKind::is_generator) {
            kind_name = format!("Generator{kind_name}");
        }
        if kind.is_some_and(FunctionKind::is_async) {
            kind_name = format!("Async{kind_name}");
        }
        let mut base = format!("[{kind_name}");
        if constructor.is_none() {
            base.push_str(" (null prototype)");
        }
        let name = self.data_get(function, PropertyKey::Atom(self.vm.names.name));
        match self.primitive_string(name) {
            Some(name) if name.is_empty() => base.push_str(" (anonymous)"),
            Some(name) => base.push_str(&format!(": {name}")),
            None => base.push_str(": [object]"),
        }
        base.push(']');
        if let Some(constructor) = constructor
            && constructor != kind_name
        {
            base.push_str(&format!(" {constructor}"));
        }
        if !tag.is_empty() && constructor != Some(tag) {
            base.push_str(&format!(" [{tag}]"));
        }
        base
    }

    /// node's `getClassBase`: `[class A]`, `[class B extends A]`.
    fn class_base(&mut self, class: ObjectRef, constructor: Option<&str>, tag: &str) -> String {
        let name_key = PropertyKey::Atom(self.vm.names.name);
        let name = match self.has_own(class, name_key) {
            true => self.name_of(class),
            false => String::new(),
        };
        let mut base = format!("class {}", if name.is_empty() { "(anonymous)" } else { &name });
        if let Some(constructor) = constructor
            && constructor != "Function"
        {
            base.push_str(&format!(" [{constructor}]"));
        }
        if !tag.is_empty() && constructor != Some(tag) {
            base.push_str(&format!(" [{tag}]"));
        }
        match constructor {
            Some(_) => {
                let parent = self.prototype(class).map(|parent| self.name_of(parent)).unwrap_or_default();
                if !parent.is_empty() {
                    base.push_str(&format!(" extends {parent}"));
                }
            }
            None => base.push_str(" extends [null prototype]"),
        }
        format!("[{base}]")
    }

    /// node's `getBoxedBase`: `[Number: 3]`, `[String (Foo): 'x']`. A String object's
    /// characters are not among `keys` (see `lookup.rs`).
    pub(super) fn boxed_base(&mut self, object: ObjectRef, constructor: Option<&str>, tag: &str) -> String {
        let kind = match object.js_type() {
            JSType::NumberObject => "Number",
            JSType::StringObject => "String",
            JSType::BooleanObject => "Boolean",
            JSType::BigIntObject => "BigInt",
            _ => "Symbol",
        };
        let mut base = format!("[{kind}");
        match constructor {
            Some(constructor) if constructor == kind => {}
            Some(constructor) => base.push_str(&format!(" ({constructor})")),
            None => base.push_str(" (null prototype)"),
        }
        let primitive = self.vm.primitive_wrapper_value(object).unwrap_or(JSValue::UNDEFINED);
        base.push_str(&format!(": {}]", self.format_primitive(primitive)));
        if !tag.is_empty() && constructor != Some(tag) {
            base.push_str(&format!(" [{tag}]"));
        }
        base
    }
}
