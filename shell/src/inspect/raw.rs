//! node's `formatRaw` and `formatProperty`: an object as a base (`[Function: f]`, a
//! date, a stack), braces with a prefix (`Map(2) {`, `Foo [bar] {`), the entries of its
//! kind (elements, Map entries, ...) and its properties, laid out by `layout.rs`.

use vm::cell::JSType;
use vm::object::typed_array::TypedArrayRef;
use vm::runtime::array_buffer::ArrayBufferRef;
use vm::runtime::data_view::DataViewRef;
use vm::runtime::descriptor::PropertyDescriptor;
use vm::{JSValue, JsResult, ObjectRef, PropertyKey, Rooted};

use super::base::iterator_braces;
use super::naming::prefix;
use super::primitive::{key_name, number_text};
use super::{BUDGET, Compact, EntryStyle, Inspector};

/// A property shown as `key: value`: an own or inherited property, or one of the
/// accessors node shows on buffers and views as if they were properties.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Key {
    Property(PropertyKey),
    ByteLength,
    ByteOffset,
    Buffer,
}

/// The entries an object shows before its properties (node's `formatter`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Body {
    None,
    Array,
    TypedArray,
    Set,
    Map,
    Iterator,
    ArrayBuffer,
    Promise,
    /// WeakMap and WeakSet: `<items unknown>`.
    Weak,
    /// A module namespace's exports (the keys, which are not listed again).
    Namespace,
}

impl Inspector<'_> {
    /// node's `formatRaw`: an object that is not a Proxy, at nesting level `recurse`.
    pub(super) fn format_raw(&mut self, object: ObjectRef, recurse: i64, typed_array: bool) -> JsResult<String> {
        let _root = self.vm.rooted(object);
        let mut proto_props = (self.options.show_hidden && !self.too_deep(recurse)).then(Vec::new);
        let constructor = self.constructor_name(object, recurse, proto_props.as_mut())?;
        let proto_props = proto_props.filter(|properties| !properties.is_empty());
        let plain = proto_props.is_none();
        let constructor = constructor.as_deref();
        let tag = self.string_tag(object);
        let mut base = String::new();
        let mut body = Body::None;
        let mut braces = ["{".to_string(), "}".to_string()];
        let mut extras = EntryStyle::Property;
        let mut key_roots: Vec<Rooted<PropertyKey>> = Vec::new();
        let as_keys = |roots: &[Rooted<PropertyKey>]| roots.iter().map(|key| Key::Property(key.get())).collect();

        let iterable = self.has_property(object, PropertyKey::Symbol(self.vm.symbols.iterator));
        let mut kind_found = iterable || constructor.is_none();
        if kind_found {
            match object.js_type() {
                JSType::Array => {
                    let length = self.vm.array_length(object);
                    let prefix = match constructor != Some("Array") || !tag.is_empty() {
                        true => prefix(constructor, &tag, "Array", &format!("({length})")),
                        false => String::new(),
                    };
                    key_roots = self.non_index_keys(object)?;
                    braces = [format!("{prefix}["), "]".to_string()];
                    if length == 0 && key_roots.is_empty() && plain {
                        return Ok(format!("{}]", braces[0]));
                    }
                    extras = EntryStyle::ArrayProperty;
                    body = Body::Array;
                }
                JSType::Set | JSType::Map => {
                    let size = self.vm.collection_size(object);
                    let (name, kind) =
                        if object.js_type() == JSType::Set { ("Set", Body::Set) } else { ("Map", Body::Map) };
                    let prefix = prefix(constructor, &tag, name, &format!("({size})"));
                    key_roots = self.keys(object)?;
                    body = kind;
                    if size == 0 && key_roots.is_empty() && plain {
                        return Ok(format!("{prefix}{{}}"));
                    }
                    braces = [format!("{prefix}{{"), "}".to_string()];
                }
                JSType::TypedArray => {
                    let array = TypedArrayRef::from_object(object).expect("a typed array");
                    key_roots = self.non_index_keys(object)?;
                    let fallback = if constructor.is_none() { array.kind().name() } else { "" };
                    let prefix = prefix(constructor, &tag, fallback, &format!("({})", array.length()));
                    braces = [format!("{prefix}["), "]".to_string()];
                    if array.length() == 0 && key_roots.is_empty() && !self.options.show_hidden {
                        return Ok(format!("{}]", braces[0]));
                    }
                    body = Body::TypedArray;
                    extras = EntryStyle::ArrayProperty;
                }
                JSType::MapIterator | JSType::SetIterator => {
                    key_roots = self.keys(object)?;
                    braces = iterator_braces(if object.js_type() == JSType::MapIterator { "Map" } else { "Set" }, &tag);
                    body = Body::Iterator;
                }
                _ => kind_found = false,
            }
        }
        let mut keys: Vec<Key>;
        if !kind_found {
            key_roots = self.keys(object)?;
            keys = as_keys(&key_roots);
            let js_type = object.js_type();
            if object.is_callable() {
                base = self.function_base(object, constructor, &tag);
                if keys.is_empty() && plain {
                    return Ok(base);
                }
            } else if constructor == Some("Object") {
                if js_type == JSType::Arguments {
                    braces[0] = "[Arguments] {".to_string();
                } else if !tag.is_empty() {
                    braces[0] = format!("{}{{", prefix(constructor, &tag, "Object", ""));
                }
                if keys.is_empty() && plain {
                    return Ok(format!("{}}}", braces[0]));
                }
            } else if js_type == JSType::RegExp {
                base = builtins::regexp_text(object);
                let prefix = prefix(constructor, &tag, "RegExp", "");
                if prefix != "RegExp " {
                    base = prefix + &base;
                }
                if (keys.is_empty() && plain) || self.too_deep(recurse) {
                    return Ok(base);
                }
            } else if js_type == JSType::Date {
                base = builtins::date_iso_text(object).unwrap_or_else(|| "Invalid Date".to_string());
                let prefix = prefix(constructor, &tag, "Date", "");
                if prefix != "Date " {
                    base = prefix + &base;
                }
                if keys.is_empty() && plain {
                    return Ok(base);
                }
            } else if self.is_error(object) {
                base = self.format_error(object, constructor, &tag, &mut keys)?;
                if keys.is_empty() && plain {
                    return Ok(base);
                }
            } else if let Some(buffer) = ArrayBufferRef::from_object(object) {
                let name = if buffer.is_shared() { "SharedArrayBuffer" } else { "ArrayBuffer" };
                let prefix = prefix(constructor, &tag, name, "");
                if !typed_array {
                    body = Body::ArrayBuffer;
                } else if keys.is_empty() && plain {
                    return Ok(format!("{prefix}{{ byteLength: {} }}", number_text(buffer.byte_length() as f64)));
                }
                braces[0] = format!("{prefix}{{");
                keys.insert(0, Key::ByteLength);
            } else if js_type == JSType::DataView {
                braces[0] = format!("{}{{", prefix(constructor, &tag, "DataView", ""));
                keys.splice(0..0, [Key::ByteLength, Key::ByteOffset, Key::Buffer]);
            } else if js_type == JSType::Promise {
                braces[0] = format!("{}{{", prefix(constructor, &tag, "Promise", ""));
                body = Body::Promise;
            } else if matches!(js_type, JSType::WeakSet | JSType::WeakMap) {
                let name = if js_type == JSType::WeakSet { "WeakSet" } else { "WeakMap" };
                braces[0] = format!("{}{{", prefix(constructor, &tag, name, ""));
                body = Body::Weak;
            } else if js_type == JSType::ModuleNamespace {
                braces[0] = format!("{}{{", prefix(constructor, &tag, "Module", ""));
                body = Body::Namespace;
            } else if self.vm.primitive_wrapper_value(object).is_some() {
                base = self.boxed_base(object, constructor, &tag);
                if keys.is_empty() && plain {
                    return Ok(base);
                }
            } else {
                if keys.is_empty() && plain {
                    return Ok(format!("{}{{}}", self.ctx_style(object, constructor, &tag)));
                }
                braces[0] = format!("{}{{", self.ctx_style(object, constructor, &tag));
            }
        } else {
            keys = as_keys(&key_roots);
        }

        if self.too_deep(recurse) {
            let mut name = self.ctx_style(object, constructor, &tag);
            name.pop();
            return Ok(if constructor.is_some() { format!("[{name}]") } else { name });
        }
        let recurse = recurse + 1;
        if self.stack_exhausted() {
            let mut name = self.ctx_style(object, constructor, &tag);
            name.pop();
            return Ok(super::interrupted(&name));
        }
        self.seen.push(self.vm.rooted(object));
        self.current_depth = recurse;
        let indentation = self.indentation;
        let output = self.format_entries(object, recurse, body, &mut braces, &keys, extras);
        self.indentation = indentation;
        let mut output = match output {
            Ok(output) => output,
            Err(throw) => {
                self.seen.pop();
                return Err(throw);
            }
        };
        output.extend(proto_props.unwrap_or_default());
        if let Some(index) = self.circular_index(object) {
            let reference = format!("<ref *{index}>");
            if self.options.compact != Compact::Legacy {
                base = if base.is_empty() { reference } else { format!("{reference} {base}") };
            } else {
                braces[0] = format!("{reference} {}", braces[0]);
            }
        }
        self.seen.pop();
        if self.options.sorted {
            let first_key = if extras == EntryStyle::Property { 0 } else { output.len() - keys.len() };
            output[first_key..].sort_by(|a, b| a.encode_utf16().cmp(b.encode_utf16()));
        }
        let result = self.reduce_to_single_string(output, &base, &braces, extras, recurse, Some(object));
        let budget = self.budget.entry(self.indentation).or_default();
        *budget += result.len();
        if *budget > BUDGET {
            self.depth = Some(-1);
        }
        Ok(result)
    }

    /// The entries of `object`'s kind, then its properties.
    fn format_entries(
        &mut self,
        object: ObjectRef,
        recurse: i64,
        body: Body,
        braces: &mut [String; 2],
        keys: &[Key],
        extras: EntryStyle,
    ) -> JsResult<Vec<String>> {
        let mut output = self.format_body(object, recurse, body, braces, keys)?;
        if body != Body::Namespace {
            for &key in keys {
                output.push(self.format_property(object, recurse, key, extras, None)?);
            }
        }
        Ok(output)
    }

    /// node's `formatProperty`: `key: value` (the value alone for an array element), the
    /// value shown one level deeper. `descriptor` is the property's, when the caller has it.
    pub(super) fn format_property(
        &mut self,
        object: ObjectRef,
        recurse: i64,
        key: Key,
        extras: EntryStyle,
        descriptor: Option<PropertyDescriptor>,
    ) -> JsResult<String> {
        let descriptor = match key {
            Key::Property(key) => match descriptor.or_else(|| self.own_property(object, key)) {
                Some(descriptor) => descriptor,
                None => PropertyDescriptor::data(self.data_get(object, key), true, true, true),
            },
            virtual_key => PropertyDescriptor::data(self.view_field(object, virtual_key)?, true, true, true),
        };
        let mut separator = " ".to_string();
        let text = match (descriptor.value, descriptor.get, descriptor.set) {
            (Some(value), _, _) if !value.is_undefined() => {
                let value = self.vm.root_value(value);
                let legacy_object = self.options.compact == Compact::Legacy && extras == EntryStyle::Property;
                let diff = if legacy_object { 3 } else { 2 };
                self.indentation += diff;
                let text = self.format_value(value.get(), recurse, false);
                if let Ok(text) = &text
                    && legacy_object
                    && self.options.break_length < super::layout::display_width(text)
                {
                    separator = format!("\n{}", " ".repeat(self.indentation));
                }
                self.indentation -= diff;
                text?
            }
            (_, Some(get), set) if !get.is_undefined() => {
                if set.is_some_and(|set| !set.is_undefined()) { "[Getter/Setter]" } else { "[Getter]" }.to_string()
            }
            (_, _, Some(set)) if !set.is_undefined() => "[Setter]".to_string(),
            _ => "undefined".to_string(),
        };
        if extras == EntryStyle::Element {
            return Ok(text);
        }
        let name = match key {
            Key::Property(key) => key_name(key, descriptor.enumerable != Some(false)),
            Key::ByteLength => "byteLength".to_string(),
            Key::ByteOffset => "byteOffset".to_string(),
            Key::Buffer => "buffer".to_string(),
        };
        Ok(format!("{name}:{separator}{text}"))
    }

    /// `byteLength`, `byteOffset` or `buffer` of an ArrayBuffer or DataView, as its
    /// accessor would answer (0 when out of bounds or detached).
    fn view_field(&mut self, object: ObjectRef, key: Key) -> JsResult<JSValue> {
        let number = |n: usize| JSValue::from_number(n as f64);
        if let Some(buffer) = ArrayBufferRef::from_object(object) {
            return Ok(number(buffer.byte_length()));
        }
        let Some(view) = DataViewRef::from_object(object) else { return Ok(JSValue::UNDEFINED) };
        let in_bounds = !view.is_out_of_bounds();
        Ok(match key {
            Key::ByteLength => number(if in_bounds { view.view_byte_length() } else { 0 }),
            Key::ByteOffset => number(if in_bounds { view.byte_offset() } else { 0 }),
            _ => view.buffer().object().to_value(),
        })
    }
}
