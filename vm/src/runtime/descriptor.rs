//! 6.2.6 The Property Descriptor Specification Type.

use crate::error::{JsResult, Message};
use crate::object::ObjectRef;
use crate::property::{Attributes, PropertyKey};
use crate::value::JSValue;
use crate::vm::Vm;

/// A property descriptor: every field optional, as the specification has it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct PropertyDescriptor {
    pub value: Option<JSValue>,
    pub writable: Option<bool>,
    pub get: Option<JSValue>,
    pub set: Option<JSValue>,
    pub enumerable: Option<bool>,
    pub configurable: Option<bool>,
}

impl PropertyDescriptor {
    /// A complete data descriptor.
    pub fn data(value: JSValue, writable: bool, enumerable: bool, configurable: bool) -> Self {
        PropertyDescriptor {
            value: Some(value),
            writable: Some(writable),
            enumerable: Some(enumerable),
            configurable: Some(configurable),
            ..Self::default()
        }
    }

    /// A complete data descriptor from stored attributes.
    pub fn from_data(value: JSValue, attributes: Attributes) -> Self {
        Self::data(value, attributes.is_writable(), attributes.is_enumerable(), attributes.is_configurable())
    }

    /// A complete accessor descriptor.
    pub fn accessor(get: JSValue, set: JSValue, enumerable: bool, configurable: bool) -> Self {
        PropertyDescriptor {
            get: Some(get),
            set: Some(set),
            enumerable: Some(enumerable),
            configurable: Some(configurable),
            ..Self::default()
        }
    }

    /// 6.2.6.1 IsAccessorDescriptor
    pub fn is_accessor(&self) -> bool {
        self.get.is_some() || self.set.is_some()
    }

    /// 6.2.6.2 IsDataDescriptor
    pub fn is_data(&self) -> bool {
        self.value.is_some() || self.writable.is_some()
    }

    /// 6.2.6.3 IsGenericDescriptor
    pub fn is_generic(&self) -> bool {
        !self.is_accessor() && !self.is_data()
    }

    pub fn is_empty(&self) -> bool {
        *self == PropertyDescriptor::default()
    }

    /// The stored attributes of a complete descriptor (accessors add `ACCESSOR`).
    pub fn attributes(&self) -> Attributes {
        let mut attributes = Attributes::NONE;
        if self.enumerable == Some(true) {
            attributes = attributes | Attributes::ENUMERABLE;
        }
        if self.configurable == Some(true) {
            attributes = attributes | Attributes::CONFIGURABLE;
        }
        if self.is_accessor() {
            attributes | Attributes::ACCESSOR
        } else if self.writable == Some(true) {
            attributes | Attributes::WRITABLE
        } else {
            attributes
        }
    }

    /// The values the descriptor holds, for rooting.
    pub fn values(&self) -> [JSValue; 3] {
        [
            self.value.unwrap_or(JSValue::UNDEFINED),
            self.get.unwrap_or(JSValue::UNDEFINED),
            self.set.unwrap_or(JSValue::UNDEFINED),
        ]
    }
}

impl Vm {
    /// 6.2.6.5 ToPropertyDescriptor ( Obj )
    pub fn to_property_descriptor(&mut self, value: JSValue) -> JsResult<PropertyDescriptor> {
        // 1. If Obj is not an Object, throw a TypeError exception.
        let Some(object) = ObjectRef::from_value(value) else {
            let detail = self.describe_value(value);
            return Err(self.throw_error_with(Message::InvalidPropertyDescriptor, detail));
        };
        let object_root = self.rooted(object);
        let mut descriptor = PropertyDescriptor::default();
        let names = self.names;
        // 3-14. Read each field that is present, in the specification's order.
        let field = |vm: &mut Vm, name| -> JsResult<Option<JSValue>> {
            let key = PropertyKey::Atom(name);
            if vm.has_property(object_root.get(), key)? { Ok(Some(vm.get(object_root.get(), key)?)) } else { Ok(None) }
        };
        if let Some(enumerable) = field(self, names.enumerable)? {
            descriptor.enumerable = Some(self.to_boolean(enumerable));
        }
        if let Some(configurable) = field(self, names.configurable)? {
            descriptor.configurable = Some(self.to_boolean(configurable));
        }
        let value = field(self, names.value)?;
        let value_root = self.root_value(value.unwrap_or(JSValue::UNDEFINED));
        if let Some(writable) = field(self, names.writable)? {
            descriptor.writable = Some(self.to_boolean(writable));
        }
        let getter = field(self, names.get)?;
        let getter_root = self.root_value(getter.unwrap_or(JSValue::UNDEFINED));
        if let Some(getter) = getter
            && !getter.is_undefined()
            && !self.is_callable(getter)
        {
            let detail = self.describe_value(getter);
            return Err(self.throw_error_with(Message::GetterMustBeFunction, detail));
        }
        let setter = field(self, names.set)?;
        if let Some(setter) = setter
            && !setter.is_undefined()
            && !self.is_callable(setter)
        {
            let detail = self.describe_value(setter);
            return Err(self.throw_error_with(Message::SetterMustBeFunction, detail));
        }
        descriptor.value = value.map(|_| value_root.get());
        descriptor.get = getter.map(|_| getter_root.get());
        descriptor.set = setter;
        // 15. If desc has a get or set field and a value or writable field, throw.
        if descriptor.is_accessor() && descriptor.is_data() {
            return Err(self.throw_error_with(
                Message::InvalidPropertyDescriptor,
                "Invalid property descriptor. Cannot both specify accessors and a value or writable attribute",
            ));
        }
        Ok(descriptor)
    }

    /// 6.2.6.4 FromPropertyDescriptor ( Desc )
    pub fn from_property_descriptor(&mut self, descriptor: Option<PropertyDescriptor>) -> JsResult<JSValue> {
        let Some(descriptor) = descriptor else { return Ok(JSValue::UNDEFINED) };
        let roots: Vec<_> = descriptor.values().iter().map(|&v| self.root_value(v)).collect();
        let prototype = self.realm().intrinsic(crate::runtime::realm::Intrinsic::ObjectPrototype);
        let object = self.new_object(prototype)?;
        let object_root = self.rooted(object);
        let names = self.names;
        let mut fields: Vec<(crate::string::StringRef, JSValue)> = Vec::new();
        if descriptor.value.is_some() {
            fields.push((names.value, roots[0].get()));
        }
        if let Some(writable) = descriptor.writable {
            fields.push((names.writable, JSValue::from_bool(writable)));
        }
        if descriptor.get.is_some() {
            fields.push((names.get, roots[1].get()));
        }
        if descriptor.set.is_some() {
            fields.push((names.set, roots[2].get()));
        }
        if let Some(enumerable) = descriptor.enumerable {
            fields.push((names.enumerable, JSValue::from_bool(enumerable)));
        }
        if let Some(configurable) = descriptor.configurable {
            fields.push((names.configurable, JSValue::from_bool(configurable)));
        }
        for (name, value) in fields {
            self.put_direct(object_root.get(), PropertyKey::Atom(name), value)?;
        }
        Ok(object_root.get().to_value())
    }
}
