//! Module namespace exotic objects (10.4.6): one per module, made on first use, with the
//! module's export names sorted by code units and each one read through its binding.

use crate::cell::JSType;
use crate::error::JsResult;
use crate::object::ObjectRef;
use crate::property::{Attributes, PropertyKey};
use crate::runtime::descriptor::PropertyDescriptor;
use crate::runtime::object_ops::same_value;
use crate::value::JSValue;
use crate::vm::Vm;

use super::Resolution;

/// Internal fields of a namespace: an object mapping export names to indices, and the
/// array of references.
const NAMESPACE_LOOKUP: usize = 0;
const NAMESPACE_REFERENCES: usize = 1;

impl Vm {
    /// 16.2.1.10 GetModuleNamespace ( module ): made once per module.
    pub(super) fn module_namespace(&mut self, module: usize) -> JsResult<JSValue> {
        let existing = self.modules.records[module].namespace;
        if !existing.is_undefined() {
            return Ok(existing);
        }
        let mut names: Vec<(Vec<u16>, Resolution)> = self
            .exported_names(module, &mut Vec::new())
            .into_iter()
            .filter_map(|name| {
                let resolution = self.resolve_export(module, &name, &mut Vec::new());
                matches!(resolution, Resolution::Binding { .. } | Resolution::Namespace { .. })
                    .then(|| (name.encode_utf16().collect(), resolution))
            })
            .collect();
        // Sorted by code units (10.4.6.12 ModuleNamespaceCreate, step 7).
        names.sort_by(|a, b| a.0.cmp(&b.0));
        // 10.4.6.12 ModuleNamespaceCreate: the object first, so that a namespace of a
        // module whose export is its own namespace refers to itself.
        let structure = self.root_structure(JSValue::NULL, JSType::ModuleNamespace, 1, 0)?;
        let namespace = self.new_object_with_structure(structure)?;
        let namespace_root = self.rooted(namespace);
        self.modules.records[module].namespace = namespace.to_value();
        let lookup = self.new_object(JSValue::NULL)?;
        let lookup_root = self.rooted(lookup);
        let references = self.create_array_from_list(&[])?;
        let references_root = self.rooted(references);
        for (index, (name, resolution)) in names.iter().enumerate() {
            let key = self.new_string_utf16(name)?;
            let key = self.property_key(key)?;
            let key_root = self.rooted(key);
            let reference = self.reference_for(*resolution, &String::from_utf16_lossy(name))?;
            self.put_index(references_root.get(), index as u32, reference)?;
            self.define_own_property(
                lookup_root.get(),
                key_root.get(),
                JSValue::from_i32(index as i32),
                Attributes::NONE,
            )?;
        }
        let namespace = namespace_root.get();
        self.set_internal(namespace, NAMESPACE_LOOKUP, lookup_root.get().to_value());
        self.set_internal(namespace, NAMESPACE_REFERENCES, references_root.get().to_value());
        let tag = self.atom("Module")?;
        let key = PropertyKey::Symbol(self.symbols.to_string_tag);
        self.define_own_property(namespace_root.get(), key, tag.to_value(), Attributes::NONE)?;
        self.set_integrity_level(namespace_root.get(), crate::object::named::IntegrityLevel::NotExtensible)?;
        Ok(namespace_root.get().to_value())
    }

    // 10.4.6 Module namespace exotic objects.

    /// The reference of export `key`, if it is one.
    fn namespace_reference(&self, namespace: ObjectRef, key: PropertyKey) -> Option<JSValue> {
        let lookup = ObjectRef::from_value(namespace.internal(NAMESPACE_LOOKUP))?;
        let index = self.get_own_property(lookup, key)?.value.as_int32();
        let references = ObjectRef::from_value(namespace.internal(NAMESPACE_REFERENCES))?;
        self.get_own_index(references, index as u32).map(|e| e.0)
    }

    pub(crate) fn namespace_has_export(&self, namespace: ObjectRef, key: PropertyKey) -> bool {
        self.namespace_reference(namespace, key).is_some()
    }

    /// 10.4.6.5 \[\[GetOwnProperty\]\] ( P ) for string keys.
    pub(crate) fn namespace_get_own_property(
        &mut self,
        namespace: ObjectRef,
        key: PropertyKey,
    ) -> JsResult<Option<PropertyDescriptor>> {
        let Some(reference) = self.namespace_reference(namespace, key) else { return Ok(None) };
        let value = self.read_import(reference);
        if value.is_empty() {
            let name = self.property_key_to_value(key)?;
            return Err(self.throw_uninitialized(name));
        }
        Ok(Some(PropertyDescriptor::data(value, true, true, false)))
    }

    /// 10.4.6.6 \[\[DefineOwnProperty\]\] ( P, Desc ) for string keys.
    pub(crate) fn namespace_define_own_property(
        &mut self,
        namespace: ObjectRef,
        key: PropertyKey,
        descriptor: PropertyDescriptor,
    ) -> JsResult<bool> {
        let Some(current) = self.namespace_get_own_property(namespace, key)? else { return Ok(false) };
        if descriptor.configurable == Some(true)
            || descriptor.enumerable == Some(false)
            || descriptor.is_accessor()
            || descriptor.writable == Some(false)
        {
            return Ok(false);
        }
        Ok(descriptor.value.is_none_or(|value| same_value(value, current.value.unwrap_or(JSValue::UNDEFINED))))
    }

    /// The export names of a namespace, in order.
    pub(crate) fn namespace_export_keys(
        &self,
        namespace: ObjectRef,
    ) -> Result<Vec<PropertyKey>, std::collections::TryReserveError> {
        let Some(lookup) = ObjectRef::from_value(namespace.internal(NAMESPACE_LOOKUP)) else { return Ok(Vec::new()) };
        self.own_property_keys(lookup)
    }
}
