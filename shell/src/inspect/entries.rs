//! The entries objects show before their properties: array elements (holes as
//! `<n empty items>`), typed array elements, an ArrayBuffer's bytes, Map and Set entries
//! and what their iterators have left, a promise's state, a module namespace's exports.

use vm::collections::{CollectionIterationKind, RemainingEntries};
use vm::object::typed_array::{TypedArrayRef, number_value};
use vm::runtime::array_buffer::ArrayBufferRef;
use vm::runtime::promise::PromiseState;
use vm::{JSValue, JsResult, ObjectRef, PropertyKey};

use super::primitive::{key_name, number_text};
use super::property::Key;
use super::raw::Body;
use super::{EntryStyle, Inspector, remaining_text};

impl Inspector<'_> {
    /// node's `formatter` of each kind of object.
    pub(super) fn format_body(
        &mut self,
        object: ObjectRef,
        recurse: i64,
        body: Body,
        braces: &mut [String; 2],
        keys: &[Key],
    ) -> JsResult<Vec<String>> {
        match body {
            Body::None => Ok(Vec::new()),
            Body::Array => self.format_array(object, recurse),
            Body::TypedArray => self.format_typed_array(object, recurse),
            Body::Set | Body::Map => self.format_collection(object, recurse, body == Body::Map),
            Body::Iterator => self.format_iterator(object, recurse, braces),
            Body::ArrayBuffer => Ok(vec![self.array_buffer_contents(object)]),
            Body::Promise => self.format_promise(object, recurse),
            Body::Weak => Ok(vec!["<items unknown>".to_string()]),
            Body::Namespace => self.format_namespace(object, recurse, keys),
        }
    }

    /// The shown length of a list of `length` entries.
    fn shown(&self, length: usize) -> usize {
        self.options.max_array_length.map_or(length, |max| max.min(length))
    }

    /// node's `formatArray`: the elements, up to `maxArrayLength`.
    fn format_array(&mut self, array: ObjectRef, recurse: i64) -> JsResult<Vec<String>> {
        let length = self.vm.array_length(array) as usize;
        let shown = self.shown(length);
        let mut output = Vec::new();
        for index in 0..shown {
            let key = PropertyKey::Index(index as u32);
            if !self.has_own(array, key) {
                return self.format_sparse_array(array, recurse, shown, output, index);
            }
            output.push(self.format_property(array, recurse, Key::Property(key), EntryStyle::Element, None)?);
        }
        if length > shown {
            output.push(remaining_text(length - shown));
        }
        Ok(output)
    }

    /// node's `formatSpecialArray`: the elements of an array with holes from `start` on,
    /// the holes counted (`<3 empty items>`) from the array's enumerable keys, so that a
    /// huge sparse array costs its elements, not its length.
    fn format_sparse_array(
        &mut self,
        array: ObjectRef,
        recurse: i64,
        max_length: usize,
        mut output: Vec<String>,
        start: usize,
    ) -> JsResult<Vec<String>> {
        let empty = |count: u64| format!("<{count} empty item{}>", if count > 1 { "s" } else { "" });
        let keys = self.enumerable_string_keys(array)?;
        let mut index = start as u64;
        for key in keys.iter().skip(start).map(|key| key.get()) {
            if output.len() >= max_length {
                break;
            }
            let PropertyKey::Index(element) = key else { break };
            if u64::from(element) != index {
                output.push(empty(u64::from(element) - index));
                index = u64::from(element);
                if output.len() == max_length {
                    break;
                }
            }
            output.push(self.format_property(array, recurse, Key::Property(key), EntryStyle::Element, None)?);
            index += 1;
        }
        let remaining = u64::from(self.vm.array_length(array)).saturating_sub(index);
        if output.len() != max_length {
            if remaining > 0 {
                output.push(empty(remaining));
            }
        } else if remaining > 0 {
            output.push(remaining_text(remaining as usize));
        }
        Ok(output)
    }

    /// node's `formatTypedArray`: the elements as numbers (or BigInts), then with
    /// `showHidden` the view's accessors as hidden properties.
    fn format_typed_array(&mut self, object: ObjectRef, recurse: i64) -> JsResult<Vec<String>> {
        let array = TypedArrayRef::from_object(object).expect("a typed array");
        let kind = array.kind();
        let length = array.length();
        let shown = self.shown(length);
        let mut output: Vec<String> = (0..shown)
            .filter_map(|index| array.get_raw(index))
            .map(|raw| match kind.is_bigint() {
                true => format!("{}n", kind.decode_bigint(raw)),
                false => number_text(number_value(kind, raw).as_number()),
            })
            .collect();
        if length > shown {
            output.push(remaining_text(length - shown));
        }
        if self.options.show_hidden {
            let number = |n: usize| JSValue::from_number(n as f64);
            let buffer = self.vm.typed_array_buffer(array)?;
            let array = TypedArrayRef::from_object(object).expect("a typed array");
            let fields = [
                ("BYTES_PER_ELEMENT", number(kind.element_size())),
                ("length", number(array.length())),
                ("byteLength", number(array.byte_length())),
                ("byteOffset", number(array.byte_offset())),
                ("buffer", buffer.object().to_value()),
            ];
            self.indentation += 2;
            for (name, value) in fields {
                let text = self.format_value(value, recurse, true)?;
                output.push(format!("[{name}]: {text}"));
            }
            self.indentation -= 2;
        }
        Ok(output)
    }

    /// node's `formatArrayBuffer`: `[Uint8Contents]: <01 02 ... n more bytes>`.
    fn array_buffer_contents(&self, object: ObjectRef) -> String {
        let buffer = ArrayBufferRef::from_object(object).expect("an ArrayBuffer");
        if buffer.is_detached() {
            return "(detached)".to_string();
        }
        let length = buffer.byte_length();
        let shown = self.shown(length);
        let bytes = buffer.read_bytes(0, shown);
        let mut text: Vec<String> = bytes.iter().map(|byte| format!("{byte:02x}")).collect();
        if length > shown {
            let remaining = length - shown;
            text.push(format!("... {remaining} more byte{}", if remaining > 1 { "s" } else { "" }));
        }
        format!("[Uint8Contents]: <{}>", text.join(" "))
    }

    /// node's `formatSet` and `formatMap`: `value` or `key => value` per entry.
    fn format_collection(&mut self, collection: ObjectRef, recurse: i64, map: bool) -> JsResult<Vec<String>> {
        let size = self.vm.collection_size(collection);
        let entries = self.vm.collection_first_entries(collection, self.shown(size));
        self.indentation += 2;
        let mut output = Vec::with_capacity(entries.len() + 1);
        for &(key, value) in &entries {
            let mut text = self.format_value(key, recurse, false)?;
            if map {
                text = format!("{text} => {}", self.format_value(value, recurse, false)?);
            }
            output.push(text);
        }
        if size > entries.len() {
            output.push(remaining_text(size - entries.len()));
        }
        self.indentation -= 2;
        Ok(output)
    }

    /// node's `formatIterator`: what a Map or Set iterator has left, as values or (for
    /// `entries()`) as `[ key, value ]` pairs under `[Map Entries] {`.
    fn format_iterator(
        &mut self,
        iterator: ObjectRef,
        recurse: i64,
        braces: &mut [String; 2],
    ) -> JsResult<Vec<String>> {
        let limit = self.options.max_array_length.unwrap_or(usize::MAX);
        let RemainingEntries { entries, count, kind } = self.vm.collection_iterator_remaining(iterator, limit);
        let mut output = Vec::with_capacity(entries.len() + 1);
        self.indentation += 2;
        for &(key, value) in &entries {
            output.push(match kind {
                CollectionIterationKind::Keys => self.format_value(key, recurse, false)?,
                CollectionIterationKind::Values => self.format_value(value, recurse, false)?,
                CollectionIterationKind::Entries => {
                    let pair = vec![self.format_value(key, recurse, false)?, self.format_value(value, recurse, false)?];
                    let brackets = ["[".to_string(), "]".to_string()];
                    self.reduce_to_single_string(pair, "", &brackets, EntryStyle::ArrayProperty, recurse, None)
                }
            });
        }
        self.indentation -= 2;
        if kind == CollectionIterationKind::Entries
            && let Some(opening) = braces[0].strip_suffix(" Iterator] {")
        {
            braces[0] = format!("{opening} Entries] {{");
        }
        if count > entries.len() {
            output.push(remaining_text(count - entries.len()));
        }
        Ok(output)
    }

    /// node's `formatPromise`: `<pending>`, the value, or `<rejected> reason`.
    fn format_promise(&mut self, promise: ObjectRef, recurse: i64) -> JsResult<Vec<String>> {
        let state = self.vm.promise_state(promise);
        if state == PromiseState::Pending {
            return Ok(vec!["<pending>".to_string()]);
        }
        self.indentation += 2;
        let text = self.format_value(self.vm.promise_result(promise), recurse, false);
        self.indentation -= 2;
        let text = text?;
        Ok(vec![if state == PromiseState::Rejected { format!("<rejected> {text}") } else { text }])
    }

    /// node's `formatNamespaceObject`: each export, `<uninitialized>` before its
    /// initialisation.
    fn format_namespace(&mut self, namespace: ObjectRef, recurse: i64, keys: &[Key]) -> JsResult<Vec<String>> {
        let mut output = Vec::with_capacity(keys.len());
        for &key in keys {
            let Key::Property(property) = key else { continue };
            match self.vm.get_own_property_descriptor(namespace, property) {
                Ok(descriptor) => {
                    output.push(self.format_property(namespace, recurse, key, EntryStyle::Property, descriptor)?)
                }
                Err(_) => {
                    self.vm.take_exception();
                    output.push(format!("{}: <uninitialized>", key_name(property, true)));
                }
            }
        }
        Ok(output)
    }
}
