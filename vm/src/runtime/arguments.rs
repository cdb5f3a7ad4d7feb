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
use crate::property::{Attributes, PropertyKey, PropertyOffset};
use crate::runtime::descriptor::PropertyDescriptor;
use crate::runtime::executable::ExecutableRef;
use crate::runtime::realm::Intrinsic;
use crate::runtime::scope::ScopeRef;
use crate::structure::{DEFAULT_INLINE_CAPACITY, StructureRef};
use crate::value::JSValue;
use crate::vm::Vm;

/// Internal field of a mapped arguments object: the scope holding the parameters.
const ARGUMENTS_SCOPE: usize = 0;
/// Raw word: bit `i` set while index `i` is mapped to its parameter's scope slot.
const ARGUMENTS_MAPPED_BITS: usize = 0;
/// Internal field: the function's executable, whose code gives each mapped index its scope
/// slot (`CodeBlock::arguments_mapping`).
const ARGUMENTS_MAPPING: usize = 1;

/// The most parameters a mapped arguments object maps.
pub const MAX_MAPPED_PARAMETERS: usize = 64;

/// The arguments of a call, where the frame keeps them (registers, so they are rooted).
#[derive(Clone, Copy)]
pub(crate) struct FrameArguments {
    /// Register of the first parameter.
    pub parameters_start: usize,
    pub parameter_count: usize,
    /// Register of the first argument beyond the parameters.
    pub extra_start: usize,
    pub count: usize,
}

impl FrameArguments {
    /// The register holding argument `index` (below `count`).
    pub fn register(&self, index: usize) -> usize {
        if index < self.parameter_count {
            self.parameters_start + index
        } else {
            self.extra_start + index - self.parameter_count
        }
    }
}

/// What the arguments object of a sloppy function with simple parameters maps: the scope
/// of the parameters and the function's executable.
pub(crate) struct ArgumentsMapping {
    pub scope: Option<ScopeRef>,
    pub executable: ExecutableRef,
}

/// The structure an arguments object has after its `length`, `@@iterator` and `callee` are
/// defined, for one realm's %Object.prototype% (every arguments object of that realm
/// starts with it), with where those three live and, for unmapped objects, the
/// %ThrowTypeError% accessor pair of `callee` (immutable, so it can be shared).
#[derive(Clone, Copy)]
pub(crate) struct ArgumentsShape {
    pub prototype: u64,
    pub structure: StructureRef,
    pub length: PropertyOffset,
    pub iterator: PropertyOffset,
    pub callee: PropertyOffset,
    pub callee_value: JSValue,
}

impl Vm {
    /// CreateUnmappedArgumentsObject, or CreateMappedArgumentsObject with `mapping`, for a
    /// call of `callee` (in a register of the frame). May collect.
    pub(crate) fn create_arguments_object(
        &mut self,
        callee: JSValue,
        arguments: FrameArguments,
        mapping: Option<ArgumentsMapping>,
    ) -> JsResult<ObjectRef> {
        let mapped = mapping.is_some();
        let realm = self.realm();
        let prototype = realm.intrinsic(Intrinsic::ObjectPrototype);
        let length = JSValue::from_number(arguments.count as f64);
        let object = match self.structure_cache.arguments[mapped as usize] {
            Some(shape) if shape.prototype == prototype.bits() => {
                // The three properties in one step, as the generic path leaves them. The
                // cache holds the accessor pair weakly: it is rooted across the allocation.
                let callee_value = self.root_value(if mapped { callee } else { shape.callee_value });
                let object = self.new_object_with_structure(shape.structure)?;
                self.set_slot(object, shape.length, length);
                self.set_slot(object, shape.iterator, realm.intrinsic(Intrinsic::ArrayProtoValues));
                self.set_slot(object, shape.callee, callee_value.get());
                object
            }
            _ => self.new_arguments_object_generic(callee, length, mapped)?,
        };
        let object_root = self.rooted(object);
        // The elements (after the named properties: indices enumerate first anyway).
        for index in 0..arguments.count {
            let value = self.stack.register(arguments.register(index));
            self.put_index(object_root.get(), index as u32, value)?;
        }
        let object = object_root.get();
        if let Some(mapping) = mapping {
            let slots = &mapping.executable.code().arguments_mapping;
            let bits = slots
                .iter()
                .take(arguments.count.min(MAX_MAPPED_PARAMETERS))
                .enumerate()
                .filter(|(_, slot)| slot.is_some())
                .fold(0u64, |bits, (index, _)| bits | 1 << index);
            self.set_internal(object, ARGUMENTS_SCOPE, mapping.scope.map_or(JSValue::UNDEFINED, ScopeRef::to_value));
            self.set_internal(object, ARGUMENTS_MAPPING, mapping.executable.to_value());
            object.set_internal_raw(ARGUMENTS_MAPPED_BITS, bits);
        }
        Ok(object)
    }

    /// An arguments object with its `length`, `@@iterator` and `callee` defined the general
    /// way; its structure becomes the realm's cached [`ArgumentsShape`]. May collect.
    fn new_arguments_object_generic(&mut self, callee: JSValue, length: JSValue, mapped: bool) -> JsResult<ObjectRef> {
        let callee_root = self.root_value(callee);
        let realm = self.realm();
        let prototype = realm.intrinsic(Intrinsic::ObjectPrototype);
        let structure = self.root_structure(prototype, JSType::Arguments, DEFAULT_INLINE_CAPACITY, 0)?;
        let arguments = self.new_object_with_structure(structure)?;
        let arguments_root = self.rooted(arguments);
        let names = self.names;
        self.define_own_property(arguments_root.get(), PropertyKey::Atom(names.length), length, Attributes::HIDDEN)?;
        let iterator = PropertyKey::Symbol(self.symbols.iterator);
        let values_function = realm.intrinsic(Intrinsic::ArrayProtoValues);
        self.define_own_property(arguments_root.get(), iterator, values_function, Attributes::HIDDEN)?;
        let callee_key = PropertyKey::Atom(names.callee);
        if mapped {
            self.define_own_property(arguments_root.get(), callee_key, callee_root.get(), Attributes::HIDDEN)?;
        } else {
            let thrower = realm.intrinsic(Intrinsic::ThrowTypeError);
            let descriptor = PropertyDescriptor::accessor(thrower, thrower, false, false);
            self.define_property_or_throw(arguments_root.get(), callee_key, descriptor)?;
        }
        let arguments = arguments_root.get();
        let structure = self.structure_of(arguments);
        let entries = [PropertyKey::Atom(names.length), iterator, callee_key].map(|key| structure.get(key.named()?));
        if let [Some(length), Some(iterator), Some(callee)] = entries
            && !structure.is_dictionary()
            && [length, iterator, callee].iter().all(|entry| entry.offset.is_inline())
        {
            self.structure_cache.arguments[mapped as usize] = Some(ArgumentsShape {
                prototype: prototype.bits(),
                structure,
                length: length.offset,
                iterator: iterator.offset,
                callee: callee.offset,
                callee_value: arguments.get_slot(callee.offset),
            });
        }
        Ok(arguments)
    }

    /// The scope slot `key` is mapped to, if it is.
    fn mapped_slot(&self, arguments: ObjectRef, key: PropertyKey) -> Option<(ScopeRef, usize)> {
        let PropertyKey::Index(index) = key else { return None };
        let index = index as usize;
        if index >= MAX_MAPPED_PARAMETERS || arguments.internal_raw(ARGUMENTS_MAPPED_BITS) & (1 << index) == 0 {
            return None;
        }
        let scope = ScopeRef::from_value(arguments.internal(ARGUMENTS_SCOPE))?;
        let executable = ExecutableRef::from_value(arguments.internal(ARGUMENTS_MAPPING))?;
        let slot = (*executable.code().arguments_mapping.get(index)?)?;
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

    /// 10.4.4.1 \[\[GetOwnProperty\]\] ( P )
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

    /// 10.4.4.2 \[\[DefineOwnProperty\]\] ( P, Desc )
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

    /// 10.4.4.5 \[\[Delete\]\] ( P )
    pub(crate) fn arguments_delete(&mut self, arguments: ObjectRef, key: PropertyKey) -> JsResult<bool> {
        let mapped = self.mapped_slot(arguments, key).is_some();
        let deleted = self.delete_own_property(arguments, key)?;
        if deleted && mapped {
            self.unmap(arguments, key);
        }
        Ok(deleted)
    }
}
