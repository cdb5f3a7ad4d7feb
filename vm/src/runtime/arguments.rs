//! 10.4.4 Arguments exotic objects.
//!
//! A sloppy-mode function with simple parameters gets a *mapped* arguments object: while
//! index `i` is mapped, `arguments[i]` and the `i`th parameter are the same variable. The
//! compiler puts such parameters in the function's scope cell, and the object reads and
//! writes those scope slots for the indices still mapped (a bit per index). Deleting an
//! index, redefining it as an accessor or making it read-only breaks the link. Strict
//! functions and functions with non-simple parameters get an unmapped object, which is
//! ordinary but for its `callee`.

use crate::cell::JSType;
use crate::error::JsResult;
use crate::object::ObjectRef;
use crate::property::{Attributes, PropertyKey};
use crate::runtime::descriptor::PropertyDescriptor;
use crate::runtime::realm::Intrinsic;
use crate::runtime::scope::ScopeRef;
use crate::structure::DEFAULT_INLINE_CAPACITY;
use crate::value::JSValue;
use crate::vm::Vm;

/// Internal field of a mapped arguments object: the scope holding the parameters.
const ARGUMENTS_SCOPE: usize = 0;
/// Raw word: bit `i` set while index `i` is mapped to scope slot `mapping[i]`.
const ARGUMENTS_MAPPED_BITS: usize = 0;
/// Internal field: the slot numbers of the mapped parameters, as an array of int32s.
const ARGUMENTS_MAPPING: usize = 1;

/// The most parameters a mapped arguments object maps.
pub const MAX_MAPPED_PARAMETERS: usize = 64;

impl Vm {
    /// CreateUnmappedArgumentsObject / CreateMappedArgumentsObject for the current call.
    /// `mapping` gives, per argument index, the scope slot of its parameter (`None` when
    /// unmapped). May collect.
    pub(crate) fn create_arguments_object(
        &mut self,
        callee: JSValue,
        values: &[JSValue],
        mapped: bool,
        scope: Option<ScopeRef>,
        mapping: &[Option<u16>],
    ) -> JsResult<ObjectRef> {
        let roots: Vec<_> = values.iter().map(|&v| self.root_value(v)).collect();
        let callee_root = self.root_value(callee);
        let scope_root = self.root_value(scope.map_or(JSValue::UNDEFINED, ScopeRef::to_value));
        let realm = self.realm();
        let prototype = realm.intrinsic(Intrinsic::ObjectPrototype);
        let structure = self.root_structure(prototype, JSType::Arguments, DEFAULT_INLINE_CAPACITY, 0)?;
        let arguments = self.new_object_with_structure(structure)?;
        let arguments_root = self.rooted(arguments);
        for (index, root) in roots.iter().enumerate() {
            self.put_index(arguments_root.get(), index as u32, root.get())?;
        }
        let names = self.names;
        let length = JSValue::from_number(values.len() as f64);
        self.define_own_property(arguments_root.get(), PropertyKey::Atom(names.length), length, Attributes::HIDDEN)?;
        let iterator = PropertyKey::Symbol(self.symbols.iterator);
        let values_function = realm.intrinsic(Intrinsic::ArrayProtoValues);
        self.define_own_property(arguments_root.get(), iterator, values_function, Attributes::HIDDEN)?;
        let callee_key = PropertyKey::Atom(names.callee);
        if mapped {
            self.define_own_property(arguments_root.get(), callee_key, callee_root.get(), Attributes::HIDDEN)?;
            let mut bits = 0u64;
            let slots: Vec<JSValue> = mapping
                .iter()
                .take(values.len().min(MAX_MAPPED_PARAMETERS))
                .enumerate()
                .map(|(index, slot)| match slot {
                    Some(slot) => {
                        bits |= 1 << index;
                        JSValue::from_i32(*slot as i32)
                    }
                    None => JSValue::from_i32(-1),
                })
                .collect();
            let slots = self.create_array_from_list(&slots)?;
            let arguments = arguments_root.get();
            self.set_internal(arguments, ARGUMENTS_SCOPE, scope_root.get());
            self.set_internal(arguments, ARGUMENTS_MAPPING, slots.to_value());
            arguments.set_internal_raw(ARGUMENTS_MAPPED_BITS, bits);
        } else {
            let thrower = realm.intrinsic(Intrinsic::ThrowTypeError);
            let descriptor = PropertyDescriptor::accessor(thrower, thrower, false, false);
            self.define_property_or_throw(arguments_root.get(), callee_key, descriptor)?;
        }
        Ok(arguments_root.get())
    }

    /// The scope slot `key` is mapped to, if it is.
    fn mapped_slot(&self, arguments: ObjectRef, key: PropertyKey) -> Option<(ScopeRef, usize)> {
        let PropertyKey::Index(index) = key else { return None };
        let index = index as usize;
        if index >= MAX_MAPPED_PARAMETERS || arguments.internal_raw(ARGUMENTS_MAPPED_BITS) & (1 << index) == 0 {
            return None;
        }
        let scope = ScopeRef::from_value(arguments.internal(ARGUMENTS_SCOPE))?;
        let mapping = ObjectRef::from_value(arguments.internal(ARGUMENTS_MAPPING))?;
        let slot = self.get_own_index(mapping, index as u32)?.0.as_int32();
        Some((scope, slot as usize))
    }

    fn unmap(&self, arguments: ObjectRef, key: PropertyKey) {
        if let PropertyKey::Index(index) = key
            && (index as usize) < MAX_MAPPED_PARAMETERS
        {
            let bits = arguments.internal_raw(ARGUMENTS_MAPPED_BITS);
            arguments.set_internal_raw(ARGUMENTS_MAPPED_BITS, bits & !(1 << index));
        }
    }

    /// 10.4.4.1 [[GetOwnProperty]] ( P )
    pub(crate) fn arguments_get_own_property(
        &mut self,
        arguments: ObjectRef,
        key: PropertyKey,
    ) -> JsResult<Option<PropertyDescriptor>> {
        let Some(mut descriptor) = self.ordinary_get_own_property(arguments, key) else { return Ok(None) };
        if let Some((scope, slot)) = self.mapped_slot(arguments, key) {
            descriptor.value = Some(scope.slot(slot));
        }
        Ok(Some(descriptor))
    }

    /// 10.4.4.2 [[DefineOwnProperty]] ( P, Desc )
    pub(crate) fn arguments_define_own_property(
        &mut self,
        arguments: ObjectRef,
        key: PropertyKey,
        descriptor: PropertyDescriptor,
    ) -> JsResult<bool> {
        let mapped = self.mapped_slot(arguments, key);
        let mut new_descriptor = descriptor;
        // 4. A read-only redefinition without a value keeps the current value.
        if let Some((scope, slot)) = mapped
            && descriptor.is_data()
            && descriptor.value.is_none()
            && descriptor.writable == Some(false)
        {
            new_descriptor.value = Some(scope.slot(slot));
        }
        let arguments_root = self.rooted(arguments);
        let value_root = self.root_value(descriptor.value.unwrap_or(JSValue::UNDEFINED));
        // 5-6. Let allowed be ! OrdinaryDefineOwnProperty(args, P, newArgDesc).
        if !self.ordinary_define_own_property(arguments, key, new_descriptor)? {
            return Ok(false);
        }
        // 7. If isMapped is true, then
        if let Some((scope, slot)) = mapped {
            let arguments = arguments_root.get();
            if descriptor.is_accessor() {
                self.unmap(arguments, key);
            } else {
                if descriptor.value.is_some() {
                    self.set_scope_slot(scope, slot, value_root.get());
                }
                if descriptor.writable == Some(false) {
                    self.unmap(arguments, key);
                }
            }
        }
        Ok(true)
    }

    /// 10.4.4.5 [[Delete]] ( P )
    pub(crate) fn arguments_delete(&mut self, arguments: ObjectRef, key: PropertyKey) -> JsResult<bool> {
        let mapped = self.mapped_slot(arguments, key).is_some();
        let deleted = self.delete_own_property(arguments, key)?;
        if deleted && mapped {
            self.unmap(arguments, key);
        }
        Ok(deleted)
    }
}
