//! node's `formatProperty`: one `key: value` entry (or an element's value alone), the
//! value shown one level deeper; accessors as `[Getter]`, `[Setter]`, `[Getter/Setter]`,
//! never called.

use vm::runtime::array_buffer::ArrayBufferRef;
use vm::runtime::data_view::DataViewRef;
use vm::runtime::descriptor::PropertyDescriptor;
use vm::{JSValue, JsResult, ObjectRef, PropertyKey};

use super::layout::display_width;
use super::primitive::key_name;
use super::{Compact, EntryStyle, Inspector};

/// A property shown as `key: value`: an own or inherited property, or one of the
/// accessors node shows on buffers and views as if they were properties.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Key {
    Property(PropertyKey),
    ByteLength,
    ByteOffset,
    Buffer,
}

impl Inspector<'_> {
    /// node's `formatProperty`: `key: value` (the value alone for an array element), the
    /// value shown one level deeper. `descriptor` is the property's, when the caller has it.
    pub(super) fn format_property(
        &mut self,
        object: ObjectRef,
        recurse: i64,
        key: Key,
        style: EntryStyle,
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
                let legacy_object = self.options.compact == Compact::Legacy && style == EntryStyle::Property;
                let diff = if legacy_object { 3 } else { 2 };
                self.indentation += diff;
                let text = self.format_value(value.get(), recurse, false);
                if let Ok(text) = &text
                    && legacy_object
                    && self.options.break_length < display_width(text)
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
        if style == EntryStyle::Element {
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
