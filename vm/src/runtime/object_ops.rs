//! 10.1 Ordinary object internal methods, and the exotic objects' variants.
//!
//! Every object operation of the language goes through these functions: \[\[Get\]\], \[\[Set\]\],
//! \[\[HasProperty\]\], \[\[Delete\]\], \[\[DefineOwnProperty\]\], \[\[GetOwnProperty\]\],
//! \[\[OwnPropertyKeys\]\] and the prototype operations. Exotic behaviour is chosen by JSType:
//! arrays (`length`), String objects (indices and `length`), mapped arguments objects,
//! module namespaces and typed arrays (canonical numeric keys, `object/typed_array`).
//! Ordinary objects take fast paths that read the structure directly.

use crate::cell::JSType;
use crate::error::{JsResult, Message};
use crate::getter_setter::GetterSetterRef;
use crate::object::ObjectRef;
use crate::object::typed_array::{TypedArrayRef, canonical_numeric_index};
use crate::property::{Attributes, PropertyKey};
use crate::runtime::descriptor::PropertyDescriptor;
use crate::string::StringRef;
use crate::structure::StructureFlags;
use crate::value::JSValue;
use crate::vm::Vm;

impl Vm {
    /// Whether `key` is the atom `length`.
    fn is_length(&self, key: PropertyKey) -> bool {
        key == PropertyKey::Atom(self.names.length)
    }

    /// Whether an array's `length` is writable.
    pub fn array_length_writable(&self, array: ObjectRef) -> bool {
        !self.structure_of(array).flags().contains(StructureFlags::ARRAY_LENGTH_READ_ONLY)
    }

    /// 10.1.5 \[\[GetOwnProperty\]\] ( P )
    pub fn get_own_property_descriptor(
        &mut self,
        object: ObjectRef,
        key: PropertyKey,
    ) -> JsResult<Option<PropertyDescriptor>> {
        match object.js_type() {
            JSType::Array if self.is_length(key) => {
                let length = JSValue::from_number(self.array_length(object) as f64);
                return Ok(Some(PropertyDescriptor::data(length, self.array_length_writable(object), false, false)));
            }
            JSType::StringObject => {
                if let Some(descriptor) = self.string_object_own_property(object, key)? {
                    return Ok(Some(descriptor));
                }
            }
            JSType::Arguments => return self.arguments_get_own_property(object, key),
            JSType::ModuleNamespace if !matches!(key, PropertyKey::Symbol(_)) => {
                return self.namespace_get_own_property(object, key);
            }
            JSType::TypedArray => {
                if let Some(index) = canonical_numeric_index(key) {
                    let array = TypedArrayRef::from_object(object).expect("a typed array");
                    return self.typed_array_get_own_property(array, index);
                }
            }
            JSType::Proxy => return self.proxy_get_own_property(object, key),
            _ => {}
        }
        Ok(self.ordinary_get_own_property(object, key))
    }

    /// OrdinaryGetOwnProperty: what the object's own storage holds.
    pub fn ordinary_get_own_property(&self, object: ObjectRef, key: PropertyKey) -> Option<PropertyDescriptor> {
        let slot = self.get_own_property(object, key)?;
        Some(if slot.attributes.is_accessor() {
            let pair = GetterSetterRef::from_value(slot.value).expect("accessor slots hold a GetterSetter");
            PropertyDescriptor::accessor(
                pair.getter(),
                pair.setter(),
                slot.attributes.is_enumerable(),
                slot.attributes.is_configurable(),
            )
        } else {
            PropertyDescriptor::from_data(slot.value, slot.attributes)
        })
    }

    /// 10.4.3.1 \[\[GetOwnProperty\]\] of String exotic objects, for indices and `length`.
    fn string_object_own_property(
        &mut self,
        object: ObjectRef,
        key: PropertyKey,
    ) -> JsResult<Option<PropertyDescriptor>> {
        let string = StringRef::from_value(object.internal(0)).expect("a String object holds a string");
        if self.is_length(key) {
            return Ok(Some(PropertyDescriptor::data(JSValue::from_i32(string.len() as i32), false, false, false)));
        }
        let PropertyKey::Index(index) = key else { return Ok(None) };
        if index >= string.len() {
            return Ok(None);
        }
        let character = self.string_at(string, index)?;
        Ok(Some(PropertyDescriptor::data(character.to_value(), false, true, false)))
    }

    /// The one-code-unit string at `index` of `string`.
    pub fn string_at(&mut self, string: StringRef, index: u32) -> JsResult<StringRef> {
        let string = self.flatten(string)?;
        let unit = string.view_unbound().expect("flat").at(index as usize);
        self.single_character_string(unit)
    }

    /// 10.1.6 \[\[DefineOwnProperty\]\] ( P, Desc )
    pub fn define_own_property_descriptor(
        &mut self,
        object: ObjectRef,
        key: PropertyKey,
        descriptor: PropertyDescriptor,
    ) -> JsResult<bool> {
        match object.js_type() {
            JSType::Array => return self.array_define_own_property(object, key, descriptor),
            JSType::StringObject => {
                if let Some(current) = self.string_object_own_property(object, key)? {
                    let extensible = self.is_extensible(object);
                    return Ok(is_compatible_property_descriptor(extensible, &descriptor, Some(&current)));
                }
            }
            JSType::Arguments => return self.arguments_define_own_property(object, key, descriptor),
            JSType::ModuleNamespace if !matches!(key, PropertyKey::Symbol(_)) => {
                return self.namespace_define_own_property(object, key, descriptor);
            }
            JSType::TypedArray => {
                if let Some(index) = canonical_numeric_index(key) {
                    let array = TypedArrayRef::from_object(object).expect("a typed array");
                    return self.typed_array_define_own_property(array, index, descriptor);
                }
            }
            JSType::Proxy => return self.proxy_define_own_property(object, key, descriptor),
            _ => {}
        }
        self.ordinary_define_own_property(object, key, descriptor)
    }

    /// 10.1.6.1 OrdinaryDefineOwnProperty ( O, P, Desc )
    pub fn ordinary_define_own_property(
        &mut self,
        object: ObjectRef,
        key: PropertyKey,
        descriptor: PropertyDescriptor,
    ) -> JsResult<bool> {
        // 1. Let current be ? O.[[GetOwnProperty]](P).
        let current = self.ordinary_get_own_property(object, key);
        // 2. Let extensible be ? IsExtensible(O).
        let extensible = self.is_extensible(object);
        // 3. Return ValidateAndApplyPropertyDescriptor(O, P, extensible, Desc, current).
        self.validate_and_apply_property_descriptor(Some(object), key, extensible, descriptor, current)
    }

    /// 10.1.6.3 ValidateAndApplyPropertyDescriptor ( O, P, extensible, Desc, current )
    pub fn validate_and_apply_property_descriptor(
        &mut self,
        object: Option<ObjectRef>,
        key: PropertyKey,
        extensible: bool,
        descriptor: PropertyDescriptor,
        current: Option<PropertyDescriptor>,
    ) -> JsResult<bool> {
        // 2. If current is undefined, then
        let Some(current) = current else {
            // a. If extensible is false, return false.
            if !extensible {
                return Ok(false);
            }
            // c-d. Create the property with the descriptor's fields and default values.
            if let Some(object) = object {
                let complete = if descriptor.is_accessor() {
                    PropertyDescriptor::accessor(
                        descriptor.get.unwrap_or(JSValue::UNDEFINED),
                        descriptor.set.unwrap_or(JSValue::UNDEFINED),
                        descriptor.enumerable.unwrap_or(false),
                        descriptor.configurable.unwrap_or(false),
                    )
                } else {
                    PropertyDescriptor::data(
                        descriptor.value.unwrap_or(JSValue::UNDEFINED),
                        descriptor.writable.unwrap_or(false),
                        descriptor.enumerable.unwrap_or(false),
                        descriptor.configurable.unwrap_or(false),
                    )
                };
                self.store_descriptor(object, key, complete)?;
            }
            return Ok(true);
        };
        // 3. If Desc does not have any fields, return true.
        if descriptor.is_empty() {
            return Ok(true);
        }
        // 4. If current.[[Configurable]] is false, then
        if current.configurable == Some(false) {
            if descriptor.configurable == Some(true) {
                return Ok(false);
            }
            if descriptor.enumerable.is_some_and(|e| Some(e) != current.enumerable) {
                return Ok(false);
            }
            if !descriptor.is_generic() && descriptor.is_accessor() != current.is_accessor() {
                return Ok(false);
            }
            if current.is_accessor() {
                if descriptor.get.is_some_and(|g| !same_value(g, current.get.unwrap_or(JSValue::UNDEFINED))) {
                    return Ok(false);
                }
                if descriptor.set.is_some_and(|s| !same_value(s, current.set.unwrap_or(JSValue::UNDEFINED))) {
                    return Ok(false);
                }
            } else if current.writable == Some(false) {
                if descriptor.writable == Some(true) {
                    return Ok(false);
                }
                if descriptor.value.is_some_and(|v| !same_value(v, current.value.unwrap_or(JSValue::UNDEFINED))) {
                    return Ok(false);
                }
            }
        }
        // 5. If O is not undefined, then apply the change.
        if let Some(object) = object {
            let enumerable = descriptor.enumerable.or(current.enumerable).unwrap_or(false);
            let configurable = descriptor.configurable.or(current.configurable).unwrap_or(false);
            let updated = if current.is_data() && descriptor.is_accessor() {
                PropertyDescriptor::accessor(
                    descriptor.get.unwrap_or(JSValue::UNDEFINED),
                    descriptor.set.unwrap_or(JSValue::UNDEFINED),
                    enumerable,
                    configurable,
                )
            } else if current.is_accessor() && descriptor.is_data() {
                PropertyDescriptor::data(
                    descriptor.value.unwrap_or(JSValue::UNDEFINED),
                    descriptor.writable.unwrap_or(false),
                    enumerable,
                    configurable,
                )
            } else if current.is_accessor() {
                PropertyDescriptor::accessor(
                    descriptor.get.or(current.get).unwrap_or(JSValue::UNDEFINED),
                    descriptor.set.or(current.set).unwrap_or(JSValue::UNDEFINED),
                    enumerable,
                    configurable,
                )
            } else {
                PropertyDescriptor::data(
                    descriptor.value.or(current.value).unwrap_or(JSValue::UNDEFINED),
                    descriptor.writable.or(current.writable).unwrap_or(false),
                    enumerable,
                    configurable,
                )
            };
            self.store_descriptor(object, key, updated)?;
        }
        Ok(true)
    }

    /// Writes a complete descriptor into the object's storage.
    fn store_descriptor(
        &mut self,
        object: ObjectRef,
        key: PropertyKey,
        descriptor: PropertyDescriptor,
    ) -> JsResult<()> {
        let attributes = descriptor.attributes();
        let value = if descriptor.is_accessor() {
            let object_root = self.rooted(object);
            let pair = self.new_getter_setter(
                descriptor.get.unwrap_or(JSValue::UNDEFINED),
                descriptor.set.unwrap_or(JSValue::UNDEFINED),
            )?;
            drop(object_root);
            pair.to_value()
        } else {
            descriptor.value.unwrap_or(JSValue::UNDEFINED)
        };
        self.define_own_property(object, key, value, attributes)
    }

    /// 10.4.2.1 \[\[DefineOwnProperty\]\] of Array exotic objects.
    fn array_define_own_property(
        &mut self,
        array: ObjectRef,
        key: PropertyKey,
        descriptor: PropertyDescriptor,
    ) -> JsResult<bool> {
        // 1. If P is "length", return ? ArraySetLength(A, Desc).
        if self.is_length(key) {
            return self.array_set_length(array, descriptor);
        }
        // 2. Else if P is an array index, then
        if let PropertyKey::Index(index) = key {
            let length = self.array_length(array);
            // e-f. An index at or past a read-only length cannot be added.
            if index >= length && !self.array_length_writable(array) {
                return Ok(false);
            }
            // h. Let succeeded be ! OrdinaryDefineOwnProperty(A, P, Desc).
            if !self.ordinary_define_own_property(array, key, descriptor)? {
                return Ok(false);
            }
            // j. The length follows the index (the storage does this).
            return Ok(true);
        }
        self.ordinary_define_own_property(array, key, descriptor)
    }

    /// 10.4.2.4 ArraySetLength ( A, Desc )
    pub fn array_set_length(&mut self, array: ObjectRef, descriptor: PropertyDescriptor) -> JsResult<bool> {
        let array_root = self.rooted(array);
        // 1. If Desc does not have a [[Value]] field, then
        let Some(value) = descriptor.value else {
            // a. Return ! OrdinaryDefineOwnProperty(A, "length", Desc).
            return self.validate_length_attributes(array, descriptor, None);
        };
        // 3. Let newLen be ? ToUint32(Desc.[[Value]]).
        let new_length = self.to_uint32(value)?;
        // 4. Let numberLen be ? ToNumber(Desc.[[Value]]).
        let number_length = self.to_number(value)?;
        // 5. If SameValueZero(newLen, numberLen) is false, throw a RangeError exception.
        if new_length as f64 != number_length {
            return Err(self.throw_error(Message::InvalidArrayLength));
        }
        let array = array_root.get();
        let old_length = self.array_length(array);
        // 11. If newLen ≥ oldLen, then return OrdinaryDefineOwnProperty(A, "length", newLenDesc).
        if new_length >= old_length {
            return self.validate_length_attributes(array, descriptor, Some(new_length));
        }
        // 12. If oldLenDesc.[[Writable]] is false, return false.
        if !self.array_length_writable(array) {
            return Ok(false);
        }
        if descriptor.configurable == Some(true) || descriptor.enumerable == Some(true) {
            return Ok(false);
        }
        // 13-17. Delete elements from the end; a non-configurable one stops the deletion.
        let deleted_all = self.set_array_length(array, new_length)?;
        // 16, 18. If newWritable is false, make length read-only.
        if descriptor.writable == Some(false) {
            self.make_array_length_read_only(array_root.get())?;
        }
        Ok(deleted_all)
    }

    /// The attribute checks of OrdinaryDefineOwnProperty on an array's `length`
    /// ({ writable, enumerable: false, configurable: false }), then the new length.
    fn validate_length_attributes(
        &mut self,
        array: ObjectRef,
        descriptor: PropertyDescriptor,
        new_length: Option<u32>,
    ) -> JsResult<bool> {
        if descriptor.configurable == Some(true) || descriptor.enumerable == Some(true) || descriptor.is_accessor() {
            return Ok(false);
        }
        let writable = self.array_length_writable(array);
        if !writable {
            if descriptor.writable == Some(true) {
                return Ok(false);
            }
            if new_length.is_some_and(|length| length != self.array_length(array)) {
                return Ok(false);
            }
        }
        if let Some(length) = new_length {
            self.set_array_length(array, length)?;
        }
        if descriptor.writable == Some(false) && writable {
            self.make_array_length_read_only(array)?;
        }
        Ok(true)
    }

    pub(crate) fn make_array_length_read_only(&mut self, array: ObjectRef) -> JsResult<()> {
        let dictionary = self.convert_to_dictionary(array)?;
        dictionary.dictionary_set_flags(StructureFlags::ARRAY_LENGTH_READ_ONLY);
        self.reidentify(array.cell(), dictionary)
    }

    /// 10.1.7 \[\[HasProperty\]\] ( P )
    pub fn has_property(&mut self, object: ObjectRef, key: PropertyKey) -> JsResult<bool> {
        let key_root = self.rooted(key);
        let mut current = object;
        loop {
            if current.js_type() == JSType::ModuleNamespace && !matches!(key_root.get(), PropertyKey::Symbol(_)) {
                // 10.4.6.7 [[HasProperty]]: no TDZ check, and no prototype.
                return Ok(self.namespace_has_export(current, key_root.get()));
            }
            // 10.4.5.2 [[HasProperty]] of a typed array: a numeric key is there or not, with
            // no prototype lookup.
            if let Some(array) = TypedArrayRef::from_object(current)
                && let Some(index) = canonical_numeric_index(key_root.get())
            {
                return Ok(self.typed_array_valid_index(array, index).is_some());
            }
            if current.is_proxy() {
                return self.proxy_has_property(current, key_root.get());
            }
            if self.has_own_property(current, key_root.get())? {
                return Ok(true);
            }
            match ObjectRef::from_value(self.get_prototype_of(current)?) {
                Some(parent) => current = parent,
                None => return Ok(false),
            }
        }
    }

    /// HasOwnProperty ( O, P )
    pub fn has_own_property(&mut self, object: ObjectRef, key: PropertyKey) -> JsResult<bool> {
        if is_ordinary(object.js_type()) {
            return Ok(self.get_own_property(object, key).is_some());
        }
        // A namespace's [[GetOwnProperty]] reads the binding: an export in its TDZ throws.
        Ok(self.get_own_property_descriptor(object, key)?.is_some())
    }

    /// 10.1.8 \[\[Get\]\] ( P, Receiver ) with the object as receiver.
    pub fn get(&mut self, object: ObjectRef, key: PropertyKey) -> JsResult<JSValue> {
        self.get_with_receiver(object, key, object.to_value())
    }

    /// Calls `getter` (an accessor's, undefined when it has none) on `receiver`, as
    /// \[\[Get\]\] of an accessor property does.
    pub(crate) fn call_getter(&mut self, getter: JSValue, receiver: JSValue) -> JsResult<JSValue> {
        if getter.is_undefined() { Ok(JSValue::UNDEFINED) } else { self.call(getter, receiver, &[]) }
    }

    /// 10.1.8 \[\[Get\]\] ( P, Receiver )
    pub fn get_with_receiver(&mut self, object: ObjectRef, key: PropertyKey, receiver: JSValue) -> JsResult<JSValue> {
        let mut current = object;
        loop {
            let js_type = current.js_type();
            if js_type == JSType::Proxy {
                return self.proxy_get(current, key, receiver);
            }
            // 10.4.5.4 [[Get]] of a typed array: a numeric key reads the element (or
            // undefined), with no prototype lookup.
            if js_type == JSType::TypedArray
                && let Some(index) = canonical_numeric_index(key)
            {
                return self.typed_array_get(TypedArrayRef::from_object(current).expect("a typed array"), index);
            }
            if is_ordinary(js_type)
                || (js_type == JSType::Array && !self.is_length(key))
                || js_type == JSType::TypedArray
            {
                // Fast path: the object's own storage.
                if let Some(slot) = self.get_own_property(current, key) {
                    if !slot.attributes.is_accessor() {
                        return Ok(slot.value);
                    }
                    let getter = GetterSetterRef::from_value(slot.value).expect("accessor").getter();
                    return self.call_getter(getter, receiver);
                }
            } else {
                // An exotic [[GetOwnProperty]] may allocate: the key and receiver stay rooted.
                let (key_root, receiver_root) = (self.rooted(key), self.root_value(receiver));
                if let Some(descriptor) = self.get_own_property_descriptor(current, key_root.get())? {
                    if descriptor.is_data() {
                        return Ok(descriptor.value.unwrap_or(JSValue::UNDEFINED));
                    }
                    let getter = descriptor.get.unwrap_or(JSValue::UNDEFINED);
                    return self.call_getter(getter, receiver_root.get());
                }
            }
            match ObjectRef::from_value(self.prototype_of(current)) {
                Some(parent) => current = parent,
                None => return Ok(JSValue::UNDEFINED),
            }
        }
    }

    /// 7.3.2 GetV ( V, P ): \[\[Get\]\] on a value, primitives through their prototypes.
    pub fn get_value_property(&mut self, value: JSValue, key: PropertyKey) -> JsResult<JSValue> {
        if let Some(object) = ObjectRef::from_value(value) {
            return self.get(object, key);
        }
        if let Some(string) = StringRef::from_value(value) {
            if self.is_length(key) {
                return Ok(JSValue::from_i32(string.len() as i32));
            }
            if let PropertyKey::Index(index) = key
                && index < string.len()
            {
                return Ok(self.string_at(string, index)?.to_value());
            }
        }
        if value.is_undefined_or_null() {
            let detail = format!("{} (reading {})", self.describe_value(value), self.describe_key(key));
            return Err(self.throw_error_with(Message::CannotReadProperty, detail));
        }
        let prototype = self.primitive_prototype(value);
        self.get_with_receiver(prototype, key, value)
    }

    /// The prototype a primitive's properties come from.
    pub fn primitive_prototype(&self, value: JSValue) -> ObjectRef {
        use crate::runtime::realm::Intrinsic;
        let which = if value.is_boolean() {
            Intrinsic::BooleanPrototype
        } else if value.is_number() {
            Intrinsic::NumberPrototype
        } else {
            match crate::cell::js_type(value.as_cell()) {
                JSType::String => Intrinsic::StringPrototype,
                JSType::Symbol => Intrinsic::SymbolPrototype,
                _ => Intrinsic::BigIntPrototype,
            }
        };
        self.intrinsic(which)
    }

    /// 7.3.11 GetMethod ( V, P )
    pub fn get_method(&mut self, value: JSValue, key: PropertyKey) -> JsResult<Option<ObjectRef>> {
        let function = self.get_value_property(value, key)?;
        if function.is_undefined_or_null() {
            return Ok(None);
        }
        match ObjectRef::from_value(function).filter(|f| f.is_callable()) {
            Some(function) => Ok(Some(function)),
            None => {
                let detail = self.describe_value(function);
                Err(self.throw_error_with(Message::NotAFunction, detail))
            }
        }
    }

    /// 10.1.9 \[\[Set\]\] ( P, V, Receiver ) with the object as receiver.
    pub fn set(&mut self, object: ObjectRef, key: PropertyKey, value: JSValue) -> JsResult<bool> {
        self.set_with_receiver(object, key, value, object.to_value())
    }

    /// 10.1.9 \[\[Set\]\] ( P, V, Receiver ): OrdinarySet.
    pub fn set_with_receiver(
        &mut self,
        object: ObjectRef,
        key: PropertyKey,
        value: JSValue,
        receiver: JSValue,
    ) -> JsResult<bool> {
        // 10.4.6.9 [[Set]] of a module namespace always fails.
        if object.js_type() == JSType::ModuleNamespace {
            return Ok(false);
        }
        let (key_root, value_root, receiver_root) =
            (self.rooted(key), self.root_value(value), self.root_value(receiver));
        let mut current = object;
        // 1. Let ownDesc be ? O.[[GetOwnProperty]](P), walking up while it is undefined;
        //    a proxy on the way takes over with its own [[Set]].
        let own = loop {
            // 10.4.5.5 [[Set]] of a typed array, for a numeric key.
            if let Some(array) = TypedArrayRef::from_object(current)
                && let Some(index) = canonical_numeric_index(key_root.get())
            {
                // i. If SameValue(O, Receiver) is true, TypedArraySetElement; return true.
                if receiver_root.get() == current.to_value() {
                    self.typed_array_set_element(array, index.integer(), value_root.get())?;
                    return Ok(true);
                }
                // ii. If IsValidIntegerIndex(O, numericIndex) is false, return true.
                if self.typed_array_valid_index(array, index).is_none() {
                    return Ok(true);
                }
                // 2. OrdinarySet(O, P, V, Receiver): ownDesc is the element's.
                break PropertyDescriptor::data(JSValue::UNDEFINED, true, true, true);
            }
            if current.is_proxy() {
                return self.proxy_set(current, key_root.get(), value_root.get(), receiver_root.get());
            }
            if let Some(descriptor) = self.get_own_property_descriptor(current, key_root.get())? {
                break descriptor;
            }
            match ObjectRef::from_value(self.get_prototype_of(current)?) {
                Some(parent) => current = parent,
                None => break PropertyDescriptor::data(JSValue::UNDEFINED, true, true, true),
            }
        };
        let (key, value, receiver) = (key_root.get(), value_root.get(), receiver_root.get());
        // 2. If IsDataDescriptor(ownDesc) is true, then
        if own.is_data() {
            // a. If ownDesc.[[Writable]] is false, return false.
            if own.writable == Some(false) {
                return Ok(false);
            }
            // b. If Receiver is not an Object, return false.
            let Some(receiver) = ObjectRef::from_value(receiver) else { return Ok(false) };
            // c. Let existingDescriptor be ? Receiver.[[GetOwnProperty]](P).
            // Fast path: an ordinary receiver with a writable data property.
            if is_ordinary(receiver.js_type())
                && let Some(slot) = self.get_own_property(receiver, key)
            {
                if slot.attributes.is_accessor() || !slot.attributes.is_writable() {
                    return Ok(false);
                }
                match slot.offset {
                    Some(offset) => self.set_slot(receiver, offset, value),
                    None => {
                        // The element keeps its attributes (it may be non-configurable).
                        let PropertyKey::Index(index) = key else { unreachable!() };
                        self.define_own_index(receiver, index, value, slot.attributes)?;
                    }
                }
                return Ok(true);
            }
            let existing = self.get_own_property_descriptor(receiver, key)?;
            if let Some(existing) = existing {
                // i-ii. An accessor or a read-only property of the receiver fails.
                if existing.is_accessor() || existing.writable == Some(false) {
                    return Ok(false);
                }
                // iii-iv. Receiver.[[DefineOwnProperty]](P, { [[Value]]: V }).
                let update = PropertyDescriptor { value: Some(value), ..PropertyDescriptor::default() };
                return self.define_own_property_descriptor(receiver, key, update);
            }
            // e. Return ? CreateDataProperty(Receiver, P, V).
            return self.create_data_property(receiver, key, value);
        }
        // 3-7. An accessor: call its setter with the receiver.
        let setter = own.set.unwrap_or(JSValue::UNDEFINED);
        if setter.is_undefined() {
            return Ok(false);
        }
        self.call(setter, receiver, &[value])?;
        Ok(true)
    }

    /// PutValue for `base[key] = value`: \[\[Set\]\] and, in strict code, a TypeError when it
    /// fails. Primitives set through their prototype with the primitive as receiver.
    pub fn put_value(&mut self, base: JSValue, key: PropertyKey, value: JSValue, strict: bool) -> JsResult<()> {
        let succeeded = match ObjectRef::from_value(base) {
            Some(object) => self.set(object, key, value)?,
            None => {
                if base.is_undefined_or_null() {
                    let detail = format!("{} (setting {})", self.describe_value(base), self.describe_key(key));
                    return Err(self.throw_error_with(Message::CannotSetProperty, detail));
                }
                let prototype = self.primitive_prototype(base);
                self.set_with_receiver(prototype, key, value, base)?
            }
        };
        if !succeeded && strict {
            let detail = self.describe_key(key);
            return Err(self.throw_error_with(Message::ReadOnlyProperty, detail));
        }
        Ok(())
    }

    /// 7.3.5 CreateDataProperty ( O, P, V )
    pub fn create_data_property(&mut self, object: ObjectRef, key: PropertyKey, value: JSValue) -> JsResult<bool> {
        // Fast path: an extensible ordinary object without the property.
        if is_ordinary(object.js_type()) && self.get_own_property(object, key).is_none() && self.is_extensible(object) {
            self.define_own_property(object, key, value, Attributes::DEFAULT)?;
            return Ok(true);
        }
        let descriptor = PropertyDescriptor::data(value, true, true, true);
        self.define_own_property_descriptor(object, key, descriptor)
    }

    /// 7.3.7 CreateDataPropertyOrThrow ( O, P, V )
    pub fn create_data_property_or_throw(
        &mut self,
        object: ObjectRef,
        key: PropertyKey,
        value: JSValue,
    ) -> JsResult<()> {
        if !self.create_data_property(object, key, value)? {
            let detail = self.describe_key(key);
            return Err(self.throw_error_with(Message::CannotRedefineProperty, detail));
        }
        Ok(())
    }

    /// 7.3.9 DefinePropertyOrThrow ( O, P, desc )
    pub fn define_property_or_throw(
        &mut self,
        object: ObjectRef,
        key: PropertyKey,
        descriptor: PropertyDescriptor,
    ) -> JsResult<()> {
        if !self.define_own_property_descriptor(object, key, descriptor)? {
            let detail = self.describe_key(key);
            return Err(self.throw_error_with(Message::CannotRedefineProperty, detail));
        }
        Ok(())
    }

    /// 10.1.10 \[\[Delete\]\] ( P )
    pub fn delete_property(&mut self, object: ObjectRef, key: PropertyKey) -> JsResult<bool> {
        match object.js_type() {
            JSType::Array if self.is_length(key) => return Ok(false),
            JSType::StringObject if self.string_object_own_property(object, key)?.is_some() => return Ok(false),
            JSType::Arguments => return self.arguments_delete(object, key),
            JSType::ModuleNamespace if !matches!(key, PropertyKey::Symbol(_)) => {
                return Ok(!self.namespace_has_export(object, key));
            }
            // 10.4.5.6 [[Delete]] of a typed array: a numeric key is deleted only if it names
            // no element.
            JSType::TypedArray => {
                if let Some(index) = canonical_numeric_index(key) {
                    let array = TypedArrayRef::from_object(object).expect("a typed array");
                    return Ok(self.typed_array_valid_index(array, index).is_none());
                }
            }
            JSType::Proxy => return self.proxy_delete(object, key),
            _ => {}
        }
        self.delete_own_property(object, key)
    }

    /// DeletePropertyOrThrow, or the strict-mode `delete` operator.
    pub fn delete_property_or_throw(&mut self, object: ObjectRef, key: PropertyKey, strict: bool) -> JsResult<bool> {
        let deleted = self.delete_property(object, key)?;
        if !deleted && strict {
            let detail = self.describe_key(key);
            return Err(self.throw_error_with(Message::CannotDeleteProperty, detail));
        }
        Ok(deleted)
    }

    /// 10.1.11 \[\[OwnPropertyKeys\]\] ( )
    pub fn own_keys(&mut self, object: ObjectRef) -> JsResult<Vec<PropertyKey>> {
        if object.is_proxy() {
            return self.proxy_own_keys(object);
        }
        let mut keys = self.own_property_keys(object).map_err(|_| self.throw_error(Message::OutOfMemory))?;
        match object.js_type() {
            JSType::Array => {
                // `length` was the first string-keyed property an array got.
                let first_string = keys.iter().position(|k| !matches!(k, PropertyKey::Index(_))).unwrap_or(keys.len());
                self.reserve(&mut keys, 1)?;
                keys.insert(first_string, PropertyKey::Atom(self.names.length));
            }
            JSType::StringObject => {
                let string = StringRef::from_value(object.internal(0)).expect("a String object holds a string");
                let mut indices = self.vec_with_capacity(string.len() as usize + keys.len() + 1)?;
                indices.extend((0..string.len()).map(PropertyKey::Index));
                indices
                    .extend(keys.iter().copied().filter(|k| matches!(k, PropertyKey::Index(i) if *i >= string.len())));
                indices.push(PropertyKey::Atom(self.names.length));
                indices.extend(keys.iter().copied().filter(|k| !matches!(k, PropertyKey::Index(_))));
                keys = indices;
            }
            JSType::ModuleNamespace => {
                let mut exports =
                    self.namespace_export_keys(object).map_err(|_| self.throw_error(Message::OutOfMemory))?;
                self.reserve(&mut exports, keys.len())?;
                exports.extend(keys);
                keys = exports;
            }
            JSType::TypedArray => {
                keys = self.typed_array_own_keys(TypedArrayRef::from_object(object).expect("a typed array"), keys)?;
            }
            _ => {}
        }
        Ok(keys)
    }

    /// 10.1.1 \[\[GetPrototypeOf\]\] ( )
    pub fn get_prototype_of(&mut self, object: ObjectRef) -> JsResult<JSValue> {
        if object.is_proxy() {
            return self.proxy_get_prototype_of(object);
        }
        Ok(self.prototype_of(object))
    }

    /// 10.1.2 \[\[SetPrototypeOf\]\] ( V ): OrdinarySetPrototypeOf.
    pub fn set_prototype_of(&mut self, object: ObjectRef, prototype: JSValue) -> JsResult<bool> {
        if object.is_proxy() {
            return self.proxy_set_prototype_of(object, prototype);
        }
        // 1-2. Same value: done.
        let current = self.prototype_of(object);
        if same_value(prototype, current) {
            return Ok(true);
        }
        // 3-4. Not extensible: fail (a module namespace's prototype is immutable too).
        if !self.is_extensible(object) || object.js_type() == JSType::ModuleNamespace {
            return Ok(false);
        }
        // 5-8. Refuse cycles (ordinary prototypes only; a proxy ends the walk).
        let mut p = ObjectRef::from_value(prototype);
        while let Some(ancestor) = p {
            if ancestor == object {
                return Ok(false);
            }
            if !is_ordinary(ancestor.js_type()) && !matches!(ancestor.js_type(), JSType::Array | JSType::TypedArray) {
                break;
            }
            p = ObjectRef::from_value(self.prototype_of(ancestor));
        }
        // 9. Set O.[[Prototype]] to V.
        self.set_prototype(object, prototype)?;
        Ok(true)
    }

    /// 10.1.4 \[\[PreventExtensions\]\] ( )
    pub fn prevent_extensions(&mut self, object: ObjectRef) -> JsResult<bool> {
        // 10.4.5.1 [[PreventExtensions]] of a typed array: one whose length may change
        // (it tracks its buffer, or the buffer is resizable) stays extensible.
        if let Some(array) = TypedArrayRef::from_object(object)
            && !array.is_fixed_length()
        {
            return Ok(false);
        }
        if object.is_proxy() {
            return self.proxy_prevent_extensions(object);
        }
        if self.is_extensible(object) {
            self.set_integrity_level(object, crate::object::named::IntegrityLevel::NotExtensible)?;
        }
        Ok(true)
    }

    /// 7.3.26 LengthOfArrayLike ( obj )
    pub fn length_of_array_like(&mut self, object: ObjectRef) -> JsResult<u64> {
        if object.js_type() == JSType::Array {
            return Ok(self.array_length(object) as u64);
        }
        let length = self.get(object, PropertyKey::Atom(self.names.length))?;
        self.to_length(length)
    }

    /// 7.3.18 CreateArrayFromList ( elements )
    pub fn create_array_from_list(&mut self, values: &[JSValue]) -> JsResult<ObjectRef> {
        let prototype = self.realm().intrinsic(crate::runtime::realm::Intrinsic::ArrayPrototype);
        self.new_array_from_values(prototype, values)
    }

    /// 7.3.23 EnumerableOwnProperties ( O, kind ) for keys: the enumerable own string keys.
    pub fn enumerable_own_keys(&mut self, object: ObjectRef) -> JsResult<Vec<PropertyKey>> {
        let keys = self.own_keys(object)?;
        let key_roots: Vec<_> = keys.iter().map(|&key| self.rooted(key)).collect();
        let object_root = self.rooted(object);
        let mut enumerable = Vec::with_capacity(keys.len());
        for key in key_roots.iter().map(|root| root.get()) {
            if matches!(key, PropertyKey::Symbol(_)) {
                continue;
            }
            if let Some(descriptor) = self.get_own_property_descriptor(object_root.get(), key)?
                && descriptor.enumerable == Some(true)
            {
                enumerable.push(key);
            }
        }
        Ok(enumerable)
    }

    /// The one-code-unit string for `unit` (cached for Latin-1).
    pub fn single_character_string(&mut self, unit: u16) -> JsResult<StringRef> {
        if unit < 256 {
            if let Some(string) = self.string_caches.single_characters[unit as usize] {
                return Ok(string);
            }
            let string = self.new_string_latin1(&[unit as u8])?;
            let string = self.atomize(string)?;
            self.string_caches.single_characters[unit as usize] = Some(string);
            return Ok(string);
        }
        self.new_string_utf16(&[unit])
    }
}

/// Whether objects of this type use only the ordinary internal methods.
#[inline(always)]
pub fn is_ordinary(js_type: JSType) -> bool {
    !matches!(
        js_type,
        JSType::Array
            | JSType::StringObject
            | JSType::Arguments
            | JSType::ModuleNamespace
            | JSType::TypedArray
            | JSType::Proxy
    )
}

/// 7.2.10 SameValue ( x, y )
pub fn same_value(x: JSValue, y: JSValue) -> bool {
    if x.is_number() && y.is_number() {
        let (a, b) = (x.as_number(), y.as_number());
        return (a.is_nan() && b.is_nan()) || (a == b && a.is_sign_negative() == b.is_sign_negative());
    }
    same_value_non_number(x, y)
}

/// 7.2.11 SameValueZero ( x, y )
pub fn same_value_zero(x: JSValue, y: JSValue) -> bool {
    if x.is_number() && y.is_number() {
        let (a, b) = (x.as_number(), y.as_number());
        return (a.is_nan() && b.is_nan()) || a == b;
    }
    same_value_non_number(x, y)
}

/// 7.2.12 SameValueNonNumber: strings and BigInts by content, everything else by identity.
pub fn same_value_non_number(x: JSValue, y: JSValue) -> bool {
    if x == y {
        return true;
    }
    if let (Some(a), Some(b)) = (StringRef::from_value(x), StringRef::from_value(y)) {
        if a.len() != b.len() || (a.is_atom() && b.is_atom()) {
            return false;
        }
        let mut left = Vec::new();
        let mut right = Vec::new();
        a.append_code_units(&mut left);
        b.append_code_units(&mut right);
        return left == right;
    }
    if let (Some(a), Some(b)) =
        (crate::runtime::bigint::BigIntRef::from_value(x), crate::runtime::bigint::BigIntRef::from_value(y))
    {
        return a.value() == b.value();
    }
    false
}

/// 10.1.6.2 IsCompatiblePropertyDescriptor ( Extensible, Desc, Current ) without applying.
pub fn is_compatible_property_descriptor(
    extensible: bool,
    descriptor: &PropertyDescriptor,
    current: Option<&PropertyDescriptor>,
) -> bool {
    let Some(current) = current else { return extensible };
    if descriptor.is_empty() {
        return true;
    }
    if current.configurable == Some(false) {
        if descriptor.configurable == Some(true) || descriptor.enumerable.is_some_and(|e| Some(e) != current.enumerable)
        {
            return false;
        }
        if !descriptor.is_generic() && descriptor.is_accessor() != current.is_accessor() {
            return false;
        }
        if current.is_data() && current.writable == Some(false) {
            if descriptor.writable == Some(true) {
                return false;
            }
            if descriptor.value.is_some_and(|v| !same_value(v, current.value.unwrap_or(JSValue::UNDEFINED))) {
                return false;
            }
        }
        if current.is_accessor() {
            if descriptor.get.is_some_and(|g| !same_value(g, current.get.unwrap_or(JSValue::UNDEFINED))) {
                return false;
            }
            if descriptor.set.is_some_and(|s| !same_value(s, current.set.unwrap_or(JSValue::UNDEFINED))) {
                return false;
            }
        }
    }
    true
}
