//! What an object is called: node's `getConstructorName` (the name of the first
//! constructor on the prototype chain that the object is an instance of), its
//! `Symbol.toStringTag`, and the prefixes made of the two (`Foo [bar] `,
//! `[Object: null prototype] `, `Map(2) `). With `showHidden`, the user-defined
//! properties of the prototypes passed on the way are shown too.

use vm::cell::JSType;
use vm::object::typed_array::TypedArrayRef;
use vm::runtime::realm::Intrinsic;
use vm::{JSValue, JsResult, ObjectRef, PropertyKey, StringRef};

use super::lookup::MAX_CHAIN;
use super::primitive::primitive_text;
use super::property::Key;
use super::{EntryStyle, Inspector};

/// The global constructors of the standard library: node's `builtInObjects` (whose
/// prototypes' properties `showHidden` does not list, and whose `toString` `%s` trusts).
pub(super) const BUILTIN_CONSTRUCTORS: &[&str] = &[
    "AggregateError",
    "Array",
    "ArrayBuffer",
    "Atomics",
    "BigInt",
    "BigInt64Array",
    "BigUint64Array",
    "Boolean",
    "DataView",
    "Date",
    "Error",
    "EvalError",
    "FinalizationRegistry",
    "Float16Array",
    "Float32Array",
    "Float64Array",
    "Function",
    "Int16Array",
    "Int32Array",
    "Int8Array",
    "Intl",
    "JSON",
    "Map",
    "Math",
    "Number",
    "Object",
    "Promise",
    "Proxy",
    "RangeError",
    "ReferenceError",
    "Reflect",
    "RegExp",
    "Set",
    "SharedArrayBuffer",
    "String",
    "Symbol",
    "SyntaxError",
    "TypeError",
    "URIError",
    "Uint16Array",
    "Uint32Array",
    "Uint8Array",
    "Uint8ClampedArray",
    "WeakMap",
    "WeakRef",
    "WeakSet",
];

/// node's `getPrefix`: `Foo `, `Foo(2) [tag] `, `[Object: null prototype] `.
pub(super) fn prefix(constructor: Option<&str>, tag: &str, fallback: &str, size: &str) -> String {
    match constructor {
        None if !tag.is_empty() && fallback != tag => format!("[{fallback}{size}: null prototype] [{tag}] "),
        None => format!("[{fallback}{size}: null prototype] "),
        Some(constructor) if !tag.is_empty() && constructor != tag => format!("{constructor}{size} [{tag}] "),
        Some(constructor) => format!("{constructor}{size} "),
    }
}

/// The name of an object's kind of cell.
fn type_name(object: ObjectRef) -> &'static str {
    match object.js_type() {
        JSType::Array => "Array",
        JSType::Function | JSType::NativeFunction | JSType::BoundFunction => "Function",
        JSType::Error => "Error",
        JSType::StringObject => "String",
        JSType::NumberObject => "Number",
        JSType::BooleanObject => "Boolean",
        JSType::SymbolObject => "Symbol",
        JSType::BigIntObject => "BigInt",
        JSType::Promise => "Promise",
        JSType::RegExp => "RegExp",
        JSType::Date => "Date",
        JSType::Map => "Map",
        JSType::Set => "Set",
        JSType::WeakMap => "WeakMap",
        JSType::WeakSet => "WeakSet",
        JSType::WeakRef => "WeakRef",
        JSType::FinalizationRegistry => "FinalizationRegistry",
        JSType::ArrayBuffer => "ArrayBuffer",
        JSType::DataView => "DataView",
        JSType::TypedArray => TypedArrayRef::from_object(object).map_or("Object", |array| array.kind().name()),
        _ => "Object",
    }
}

impl Inspector<'_> {
    /// The name V8's `GetConstructorName` gives an object, which node shows for objects
    /// without a constructor on their chain: a string `Symbol.toStringTag` on the chain,
    /// or the name (not "Object") of a `constructor` on a prototype, or the name of the
    /// object's kind. (V8 first asks the constructor that made the object, which the
    /// engine does not remember.)
    pub(super) fn class_name(&mut self, object: ObjectRef) -> String {
        let tag_key = PropertyKey::Symbol(self.vm.symbols.to_string_tag);
        let constructor_key = PropertyKey::Atom(self.vm.names.constructor);
        let mut current = Some(object);
        for _ in 0..MAX_CHAIN {
            let Some(holder) = current else { break };
            let tag = self.own_property(holder, tag_key).and_then(|descriptor| descriptor.value);
            if let Some(tag) = tag.and_then(StringRef::from_value) {
                return tag.to_string_lossy();
            }
            if holder != object
                && let Some(constructor) = self.own_property(holder, constructor_key).and_then(|d| d.value)
                && let Some(constructor) = ObjectRef::from_value(constructor).filter(|c| c.is_callable())
            {
                let name = self.name_of(constructor);
                if !name.is_empty() && name != "Object" {
                    return name;
                }
            }
            current = self.prototype(holder);
        }
        type_name(object).to_string()
    }

    /// A value as `String(value)` gives it, for a primitive; `None` for an object (whose
    /// conversion would run code).
    pub(super) fn primitive_string(&self, value: JSValue) -> Option<String> {
        ObjectRef::from_value(value).is_none().then(|| match StringRef::from_value(value) {
            Some(string) => string.to_string_lossy(),
            None => primitive_text(value),
        })
    }

    /// The `name` of a function, as a string (`value.name`, data properties only).
    pub(super) fn name_of(&mut self, function: ObjectRef) -> String {
        let name = self.data_get(function, PropertyKey::Atom(self.vm.names.name));
        self.primitive_string(name).unwrap_or_default()
    }

    /// node's `getConstructorName`: the name of the first constructor on `object`'s
    /// prototype chain that `object` is an instance of; `None` when the chain has none and
    /// `object`'s prototype is null; `Class <Proto>` naming the prototype when the chain has
    /// none further up. With `proto_props`, the properties of user-defined prototypes
    /// passed on the way are formatted into it (`showHidden`).
    pub(super) fn constructor_name(
        &mut self,
        object: ObjectRef,
        recurse: i64,
        mut proto_props: Option<&mut Vec<String>>,
    ) -> JsResult<Option<String>> {
        let realm = self.vm.realm();
        let well_known = [
            (realm.intrinsic(Intrinsic::ObjectPrototype), "Object"),
            (realm.intrinsic(Intrinsic::FunctionPrototype), "Function"),
        ];
        let constructor_key = PropertyKey::Atom(self.vm.names.constructor);
        // `None`: not yet known (node's `undefined`); `Some(None)`: null.
        let mut first_proto: Option<Option<ObjectRef>> = None;
        let mut current = Some(object);
        for _ in 0..MAX_CHAIN {
            let Some(holder) = current else { break };
            let not_first_proto = first_proto != Some(Some(holder));
            let start = first_proto.flatten().unwrap_or(object);
            // Object.prototype and Function.prototype name their instances whatever their
            // `constructor` says.
            if let Some(&(_, name)) = well_known.iter().find(|(prototype, _)| *prototype == holder.to_value())
                && holder != object
            {
                if let Some(output) = proto_props.as_deref_mut()
                    && not_first_proto
                {
                    self.add_prototype_properties(object, start, recurse, output)?;
                }
                return Ok(Some(name.to_string()));
            }
            if let Some(constructor) = self
                .own_property(holder, constructor_key)
                .and_then(|descriptor| descriptor.value)
                .and_then(ObjectRef::from_value)
                .filter(|constructor| constructor.is_callable())
            {
                let name = self.name_of(constructor);
                if !name.is_empty() && self.instance_of(object, constructor) {
                    if let Some(output) = proto_props.as_deref_mut()
                        && (not_first_proto || !BUILTIN_CONSTRUCTORS.contains(&name.as_str()))
                    {
                        self.add_prototype_properties(object, start, recurse, output)?;
                    }
                    return Ok(Some(name));
                }
            }
            current = self.prototype(holder);
            first_proto.get_or_insert(current);
        }
        let Some(Some(first_proto)) = first_proto else { return Ok(None) };
        let class = self.class_name(object);
        if self.too_deep(recurse) || self.stack_exhausted() {
            return Ok(Some(format!("{class} <Complex prototype>")));
        }
        let _root = self.vm.rooted(first_proto);
        match self.constructor_name(first_proto, recurse + 1, proto_props)? {
            Some(name) => Ok(Some(format!("{class} <{name}>"))),
            None => {
                let mut inspector = Inspector::new(self.vm, &self.options);
                inspector.depth = Some(-1);
                // Its stack counts against this inspection's.
                inspector.stack_base = self.stack_base;
                let shown = inspector.format_value(first_proto.to_value(), 0, false)?;
                Ok(Some(format!("{class} <{shown}>")))
            }
        }
    }

    /// node's `addPrototypeProperties`: the own properties (other than methods and
    /// `constructor`) of up to three user-defined prototypes of `main`, starting at
    /// `start`, that `main` does not shadow.
    fn add_prototype_properties(
        &mut self,
        main: ObjectRef,
        start: ObjectRef,
        recurse: i64,
        output: &mut Vec<String>,
    ) -> JsResult<()> {
        let constructor_key = PropertyKey::Atom(self.vm.names.constructor);
        let mut object = start;
        let mut keys = Vec::new();
        let mut shadowed: Vec<PropertyKey> = Vec::new();
        for depth in 0..3 {
            if depth != 0 || main == object {
                let Some(prototype) = self.prototype(object) else { return Ok(()) };
                object = prototype;
                let constructor = self.own_property(object, constructor_key).and_then(|descriptor| descriptor.value);
                if let Some(constructor) = constructor.and_then(ObjectRef::from_value).filter(|c| c.is_callable())
                    && BUILTIN_CONSTRUCTORS.contains(&self.name_of(constructor).as_str())
                {
                    return Ok(());
                }
            }
            if depth != 0 {
                shadowed.extend(keys.iter().map(|key: &vm::Rooted<PropertyKey>| key.get()));
            }
            keys = self.own_keys(object)?;
            self.seen.push(self.vm.rooted(main));
            for key in keys.iter().map(|key| key.get()) {
                if key == constructor_key || self.has_own(main, key) || (depth != 0 && shadowed.contains(&key)) {
                    continue;
                }
                let Some(descriptor) = self.own_property(object, key) else { continue };
                if descriptor.value.is_some_and(|value| self.vm.is_callable(value)) {
                    continue;
                }
                let shown =
                    self.format_property(object, recurse, Key::Property(key), EntryStyle::Property, Some(descriptor));
                match shown {
                    Ok(shown) => output.push(shown),
                    Err(throw) => {
                        self.seen.pop();
                        return Err(throw);
                    }
                }
            }
            self.seen.pop();
        }
        Ok(())
    }

    /// `object[Symbol.toStringTag]` when it is a non-empty string that is not an own
    /// enumerable property (which is shown with the others); `""` otherwise. A getter is
    /// not called, except that %TypedArray%.prototype's is answered (it names the kind).
    pub(super) fn string_tag(&mut self, object: ObjectRef) -> String {
        let key = PropertyKey::Symbol(self.vm.symbols.to_string_tag);
        let typed_array_prototype = self.vm.realm().intrinsic(Intrinsic::TypedArrayPrototype);
        let mut tag = String::new();
        let mut current = Some(object);
        for _ in 0..MAX_CHAIN {
            let Some(holder) = current else { break };
            if let Some(descriptor) = self.own_property(holder, key) {
                tag = match descriptor.value {
                    Some(value) => StringRef::from_value(value).map(StringRef::to_string_lossy).unwrap_or_default(),
                    None if holder.to_value() == typed_array_prototype => TypedArrayRef::from_object(object)
                        .map(|array| array.kind().name().to_string())
                        .unwrap_or_default(),
                    None => String::new(),
                };
                break;
            }
            current = self.prototype(holder);
        }
        let listed =
            if self.options.show_hidden { self.has_own(object, key) } else { self.is_enumerable_own(object, key) };
        if listed { String::new() } else { tag }
    }

    /// node's `getCtxStyle`: the prefix of an object of no particular kind.
    pub(super) fn ctx_style(&mut self, object: ObjectRef, constructor: Option<&str>, tag: &str) -> String {
        let fallback = match constructor {
            None => Some(self.class_name(object)).filter(|name| name != tag).unwrap_or_else(|| "Object".to_string()),
            Some(_) => String::new(),
        };
        prefix(constructor, tag, &fallback, "")
    }

    /// node's `isError`: an Error object, or an object that inherits from Error.prototype.
    pub(super) fn is_error(&self, object: ObjectRef) -> bool {
        let error_prototype = self.vm.realm().intrinsic(Intrinsic::ErrorPrototype);
        object.js_type() == JSType::Error
            || ObjectRef::from_value(error_prototype).is_some_and(|prototype| self.inherits_from(object, prototype))
    }
}
