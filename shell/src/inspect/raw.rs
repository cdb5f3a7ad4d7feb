//! node's `formatRaw`: an object as a base (`[Function: f]`, a date, a stack), braces
//! with a prefix (`Map(2) {`, `Foo [bar] {`), the entries of its kind (elements, Map
//! entries, ...) and its properties, laid out by `layout.rs`.
//!
//! ```text
//!   plan_iterable / plan_object: what kind of object, its prefix, keys and body
//!        │        (or the text already: `[]`, `{}`, `[Function: f]`, a date)
//!        ▼
//!   too deep? ── `[Foo]`      stack used up? ── `[Foo: Inspection interrupted ...]`
//!        ▼
//!   fill: the body's entries and the properties one level deeper, `<ref *n>`, sorting,
//!         then one line or many
//! ```

use vm::cell::JSType;
use vm::object::typed_array::TypedArrayRef;
use vm::runtime::array_buffer::ArrayBufferRef;
use vm::{JsResult, ObjectRef, PropertyKey, Rooted};

use super::base::iterator_braces;
use super::naming::prefix;
use super::primitive::number_text;
use super::property::Key;
use super::{BUDGET, Compact, EntryStyle, Inspector, interrupted};

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

/// How an object is to be shown.
struct Parts {
    /// Text before the braces: a function, a date, a stack.
    base: String,
    braces: [String; 2],
    body: Body,
    style: EntryStyle,
    keys: Vec<Key>,
    /// Keeps the keys' atoms and symbols alive.
    _key_roots: Vec<Rooted<PropertyKey>>,
}

impl Parts {
    fn new(key_roots: Vec<Rooted<PropertyKey>>) -> Parts {
        Parts {
            base: String::new(),
            braces: ["{".to_string(), "}".to_string()],
            body: Body::None,
            style: EntryStyle::Property,
            keys: key_roots.iter().map(|key| Key::Property(key.get())).collect(),
            _key_roots: key_roots,
        }
    }

    /// Whether the object has nothing to show between braces.
    fn has_no_keys(&self, proto_props: &Option<Vec<String>>) -> bool {
        self.keys.is_empty() && proto_props.is_none()
    }
}

/// An object's plan: its text already, or its parts.
enum Plan {
    Shown(String),
    Parts(Parts),
}

/// What is known of the object being planned.
struct Named<'a> {
    object: ObjectRef,
    constructor: Option<&'a str>,
    tag: &'a str,
    /// The user-defined prototype properties shown with `showHidden`.
    proto_props: &'a Option<Vec<String>>,
}

impl Inspector<'_> {
    /// node's `formatRaw`: an object that is not a Proxy, at nesting level `recurse`.
    /// `typed_array` is set for a typed array's `buffer` shown among its hidden
    /// properties, whose bytes are not shown again.
    pub(super) fn format_raw(&mut self, object: ObjectRef, recurse: i64, typed_array: bool) -> JsResult<String> {
        let _root = self.vm.rooted(object);
        let mut proto_props = (self.options.show_hidden && !self.too_deep(recurse)).then(Vec::new);
        let constructor = self.constructor_name(object, recurse, proto_props.as_mut())?;
        let proto_props = proto_props.filter(|properties| !properties.is_empty());
        let tag = self.string_tag(object);
        let named = Named { object, constructor: constructor.as_deref(), tag: &tag, proto_props: &proto_props };

        let iterable = self.has_property(object, PropertyKey::Symbol(self.vm.symbols.iterator));
        let plan = match iterable || named.constructor.is_none() {
            true => self.plan_iterable(&named)?,
            false => None,
        };
        let plan = match plan {
            Some(plan) => plan,
            None => self.plan_object(&named, recurse, typed_array)?,
        };
        let parts = match plan {
            Plan::Shown(text) => return Ok(text),
            Plan::Parts(parts) => parts,
        };
        if self.too_deep(recurse) {
            let mut name = self.ctx_style(object, named.constructor, &tag);
            name.pop();
            return Ok(if named.constructor.is_some() { format!("[{name}]") } else { name });
        }
        if self.stack_exhausted() {
            let mut name = self.ctx_style(object, named.constructor, &tag);
            name.pop();
            return Ok(interrupted(&name));
        }
        self.fill(object, recurse + 1, parts, proto_props)
    }

    /// The kinds node looks for among iterable objects and objects without a
    /// constructor: arrays, Sets, Maps, typed arrays, Map and Set iterators.
    fn plan_iterable(&mut self, named: &Named<'_>) -> JsResult<Option<Plan>> {
        let Named { object, constructor, tag, proto_props } = *named;
        let plan = match object.js_type() {
            JSType::Array => {
                let length = self.vm.array_length(object);
                let prefix = match constructor != Some("Array") || !tag.is_empty() {
                    true => prefix(constructor, tag, "Array", &format!("({length})")),
                    false => String::new(),
                };
                let mut parts = Parts::new(self.non_index_keys(object)?);
                if length == 0 && parts.has_no_keys(proto_props) {
                    return Ok(Some(Plan::Shown(format!("{prefix}[]"))));
                }
                parts.braces = [format!("{prefix}["), "]".to_string()];
                parts.style = EntryStyle::ArrayProperty;
                parts.body = Body::Array;
                parts
            }
            JSType::Set | JSType::Map => {
                let size = self.vm.collection_size(object);
                let set = object.js_type() == JSType::Set;
                let prefix = prefix(constructor, tag, if set { "Set" } else { "Map" }, &format!("({size})"));
                let mut parts = Parts::new(self.keys(object)?);
                if size == 0 && parts.has_no_keys(proto_props) {
                    return Ok(Some(Plan::Shown(format!("{prefix}{{}}"))));
                }
                parts.braces[0] = format!("{prefix}{{");
                parts.body = if set { Body::Set } else { Body::Map };
                parts
            }
            JSType::TypedArray => {
                let array = TypedArrayRef::from_object(object).expect("a typed array");
                let fallback = if constructor.is_none() { array.kind().name() } else { "" };
                let prefix = prefix(constructor, tag, fallback, &format!("({})", array.length()));
                let mut parts = Parts::new(self.non_index_keys(object)?);
                if array.length() == 0 && parts.keys.is_empty() && !self.options.show_hidden {
                    return Ok(Some(Plan::Shown(format!("{prefix}[]"))));
                }
                parts.braces = [format!("{prefix}["), "]".to_string()];
                parts.style = EntryStyle::ArrayProperty;
                parts.body = Body::TypedArray;
                parts
            }
            JSType::MapIterator | JSType::SetIterator => {
                let mut parts = Parts::new(self.keys(object)?);
                let kind = if object.js_type() == JSType::MapIterator { "Map" } else { "Set" };
                parts.braces = iterator_braces(kind, tag);
                parts.body = Body::Iterator;
                parts
            }
            _ => return Ok(None),
        };
        Ok(Some(Plan::Parts(plan)))
    }

    /// Every other kind: functions, plain objects and arguments, RegExps, Dates, errors,
    /// buffers, views, promises, weak collections, namespaces, boxed primitives, the rest.
    fn plan_object(&mut self, named: &Named<'_>, recurse: i64, typed_array: bool) -> JsResult<Plan> {
        let Named { object, constructor, tag, proto_props } = *named;
        let mut parts = Parts::new(self.keys(object)?);
        let js_type = object.js_type();
        // An object whose base says it all when it has no properties.
        let shown_alone = |parts: &Parts| parts.has_no_keys(proto_props);
        let braces = |name: &str| format!("{}{{", prefix(constructor, tag, name, ""));
        if object.is_callable() {
            parts.base = self.function_base(object, constructor, tag);
            if shown_alone(&parts) {
                return Ok(Plan::Shown(parts.base));
            }
        } else if constructor == Some("Object") {
            if js_type == JSType::Arguments {
                parts.braces[0] = "[Arguments] {".to_string();
            } else if !tag.is_empty() {
                parts.braces[0] = braces("Object");
            }
            if shown_alone(&parts) {
                return Ok(Plan::Shown(format!("{}}}", parts.braces[0])));
            }
        } else if js_type == JSType::RegExp {
            parts.base = with_prefix(constructor, tag, "RegExp", builtins::regexp_text(object));
            if shown_alone(&parts) || self.too_deep(recurse) {
                return Ok(Plan::Shown(parts.base));
            }
        } else if js_type == JSType::Date {
            let text = builtins::date_iso_text(object).unwrap_or_else(|| "Invalid Date".to_string());
            parts.base = with_prefix(constructor, tag, "Date", text);
            if shown_alone(&parts) {
                return Ok(Plan::Shown(parts.base));
            }
        } else if self.is_error(object) {
            parts.base = self.format_error(object, constructor, tag, &mut parts.keys)?;
            if shown_alone(&parts) {
                return Ok(Plan::Shown(parts.base));
            }
        } else if let Some(buffer) = ArrayBufferRef::from_object(object) {
            let name = if buffer.is_shared() { "SharedArrayBuffer" } else { "ArrayBuffer" };
            if !typed_array {
                parts.body = Body::ArrayBuffer;
            } else if shown_alone(&parts) {
                let length = number_text(buffer.byte_length() as f64);
                return Ok(Plan::Shown(format!("{}{{ byteLength: {length} }}", prefix(constructor, tag, name, ""))));
            }
            parts.braces[0] = braces(name);
            parts.keys.insert(0, Key::ByteLength);
        } else if js_type == JSType::DataView {
            parts.braces[0] = braces("DataView");
            parts.keys.splice(0..0, [Key::ByteLength, Key::ByteOffset, Key::Buffer]);
        } else if js_type == JSType::Promise {
            parts.braces[0] = braces("Promise");
            parts.body = Body::Promise;
        } else if matches!(js_type, JSType::WeakSet | JSType::WeakMap) {
            parts.braces[0] = braces(if js_type == JSType::WeakSet { "WeakSet" } else { "WeakMap" });
            parts.body = Body::Weak;
        } else if js_type == JSType::ModuleNamespace {
            parts.braces[0] = braces("Module");
            parts.body = Body::Namespace;
        } else if self.vm.primitive_wrapper_value(object).is_some() {
            parts.base = self.boxed_base(object, constructor, tag);
            if shown_alone(&parts) {
                return Ok(Plan::Shown(parts.base));
            }
        } else {
            let style = self.ctx_style(object, constructor, tag);
            if shown_alone(&parts) {
                return Ok(Plan::Shown(format!("{style}{{}}")));
            }
            parts.braces[0] = format!("{style}{{");
        }
        Ok(Plan::Parts(parts))
    }

    /// The rest of `formatRaw`, one level deeper (`recurse`): the entries, a reference
    /// number if the object was met again inside itself, sorting, the layout, and the
    /// output budget.
    fn fill(
        &mut self,
        object: ObjectRef,
        recurse: i64,
        mut parts: Parts,
        proto_props: Option<Vec<String>>,
    ) -> JsResult<String> {
        self.seen.push(self.vm.rooted(object));
        self.current_depth = recurse;
        let indentation = self.indentation;
        let output = self.format_entries(object, recurse, &mut parts);
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
                parts.base = if parts.base.is_empty() { reference } else { format!("{reference} {}", parts.base) };
            } else {
                parts.braces[0] = format!("{reference} {}", parts.braces[0]);
            }
        }
        self.seen.pop();
        if self.options.sorted {
            let first_key = if parts.style == EntryStyle::Property { 0 } else { output.len() - parts.keys.len() };
            output[first_key..].sort_by(|a, b| a.encode_utf16().cmp(b.encode_utf16()));
        }
        let text = self.reduce_to_single_string(output, &parts.base, &parts.braces, parts.style, recurse, Some(object));
        let budget = self.budget.entry(self.indentation).or_default();
        *budget += text.len();
        if *budget > BUDGET {
            self.depth = Some(-1);
        }
        Ok(text)
    }

    /// The entries of `object`'s kind, then its properties.
    fn format_entries(&mut self, object: ObjectRef, recurse: i64, parts: &mut Parts) -> JsResult<Vec<String>> {
        let mut output = self.format_body(object, recurse, parts.body, &mut parts.braces, &parts.keys)?;
        if parts.body != Body::Namespace {
            for &key in &parts.keys {
                output.push(self.format_property(object, recurse, key, parts.style, None)?);
            }
        }
        Ok(output)
    }
}

/// `text` after the prefix, unless the prefix is the plain name (`Date `, `RegExp `).
fn with_prefix(constructor: Option<&str>, tag: &str, name: &str, text: String) -> String {
    let prefix = prefix(constructor, tag, name, "");
    if prefix == format!("{name} ") { text } else { prefix + &text }
}
