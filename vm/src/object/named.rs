//! Property operations on ordinary objects: the storage-level steps that the
//! specification's \[\[Get\]\], \[\[Set\]\], \[\[DefineOwnProperty\]\] and \[\[Delete\]\] are built from.
//!
//! These functions do not call JavaScript: an accessor is returned as its GetterSetter for
//! the caller to invoke, and checks that depend on the current attributes (is it writable?
//! may it be reconfigured?) are the caller's, except where noted.

use std::collections::TryReserveError;

use super::ObjectRef;
use super::butterfly::{Butterfly, ButterflyShape};
use super::indexing::{self, ARRAY_STORAGE_SHAPE, DOUBLE_HOLE_BITS, DOUBLE_SHAPE};
use crate::error::JsResult;
use crate::property::{Attributes, NamedKey, PropertyKey, PropertyOffset};
use crate::structure::{StructureFlags, StructureRef, TransitionKind};
use crate::value::JSValue;
use crate::vm::Vm;

/// Where a property was found and what it holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PropertySlot {
    /// The object that has the property (the receiver or a prototype).
    pub holder: ObjectRef,
    /// The value, or the GetterSetter of an accessor.
    pub value: JSValue,
    pub attributes: Attributes,
    /// The slot of a named property (`None` for an indexed one).
    pub offset: Option<PropertyOffset>,
}

/// The integrity levels of `Object.preventExtensions`, `Object.seal` and `Object.freeze`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum IntegrityLevel {
    NotExtensible,
    Sealed,
    Frozen,
}

impl Vm {
    /// An own property of `object`.
    pub fn get_own_property(&self, object: ObjectRef, key: PropertyKey) -> Option<PropertySlot> {
        match key.named() {
            None => {
                let PropertyKey::Index(index) = key else { unreachable!() };
                self.get_own_index(object, index).map(|(value, attributes)| PropertySlot {
                    holder: object,
                    value,
                    attributes,
                    offset: None,
                })
            }
            Some(named) => self.structure_of(object).get(named).map(|entry| PropertySlot {
                holder: object,
                value: object.get_slot(entry.offset),
                attributes: entry.attributes,
                offset: Some(entry.offset),
            }),
        }
    }

    /// A property of `object` or of the first prototype that has it.
    pub fn find_property(&self, object: ObjectRef, key: PropertyKey) -> Option<PropertySlot> {
        let mut current = object;
        loop {
            if let Some(slot) = self.get_own_property(current, key) {
                return Some(slot);
            }
            current = ObjectRef::from_value(self.prototype_of(current))?;
        }
    }

    /// The prototype of an ordinary object: an object or null.
    pub fn prototype_of(&self, object: ObjectRef) -> JSValue {
        self.structure_of(object).prototype()
    }

    /// Whether properties can be added to `object`.
    pub fn is_extensible(&self, object: ObjectRef) -> bool {
        self.structure_of(object).is_extensible()
    }

    /// Gives `object` an own property `key` with `value` and `attributes`, adding it or
    /// replacing what was there. The caller has checked that this is allowed (the object is
    /// extensible if the property is new; a non-configurable property may be redefined).
    /// May collect.
    pub fn define_own_property(
        &mut self,
        object: ObjectRef,
        key: PropertyKey,
        value: JSValue,
        attributes: Attributes,
    ) -> JsResult<()> {
        let Some(named) = key.named() else {
            let PropertyKey::Index(index) = key else { unreachable!() };
            return self.define_own_index(object, index, value, attributes);
        };
        let structure = self.structure_of(object);
        match structure.get(named) {
            Some(entry) if entry.attributes == attributes => {
                self.set_slot(object, entry.offset, value);
                Ok(())
            }
            Some(entry) => self.reconfigure_property(object, named, entry.offset, value, attributes),
            None => self.add_property(object, named, value, attributes),
        }
    }

    /// Stores `value` in own property `key`, creating it with default attributes if the
    /// object does not have it: what object literals and builtin setup do. May collect.
    pub fn put_direct(&mut self, object: ObjectRef, key: PropertyKey, value: JSValue) -> JsResult<()> {
        let Some(named) = key.named() else {
            let PropertyKey::Index(index) = key else { unreachable!() };
            return self.put_index(object, index, value);
        };
        match self.structure_of(object).get(named) {
            Some(entry) => {
                self.set_slot(object, entry.offset, value);
                Ok(())
            }
            None => self.add_property(object, named, value, Attributes::DEFAULT),
        }
    }

    /// Adds a named property the object does not have. May collect.
    fn add_property(
        &mut self,
        object: ObjectRef,
        key: NamedKey,
        value: JSValue,
        attributes: Attributes,
    ) -> JsResult<()> {
        // Private names are added to any object (PrivateFieldAdd ignores extensibility).
        debug_assert!(self.is_extensible(object) || key.is_private(), "adding a property to a non-extensible object");
        let object_root = self.root(Some(object.cell()));
        let value_root = self.root_value(value);
        let key_root = self.root(Some(key.cell()));
        let structure = self.structure_of(object);
        if !structure.is_dictionary() {
            if let Some((target, offset)) = self.add_property_transition(structure, key, attributes)? {
                let target_root = self.root(Some(target.cell()));
                let butterfly = self.ensure_out_of_line_capacity(
                    object,
                    structure.out_of_line_capacity(),
                    target.out_of_line_capacity(),
                )?;
                drop(target_root);
                self.set_structure(object, target, butterfly);
                self.set_slot(object, offset, value_root.get());
                drop(object_root);
                return Ok(());
            }
            self.convert_to_dictionary(object)?;
        }
        let dictionary = self.structure_of(object);
        // A dictionary's table is Rust memory a script can grow without bound: it counts
        // against the heap limit, and a growth the system refuses is a RangeError.
        self.reserve_extra_memory(dictionary.dictionary_growth())?;
        if !dictionary.dictionary_reserve_entry() {
            return Err(self.throw_error(crate::error::Message::OutOfMemory));
        }
        let plan = dictionary.dictionary_plan_add();
        let butterfly = self.ensure_out_of_line_capacity(object, dictionary.out_of_line_capacity(), plan.2)?;
        object.set_butterfly_raw(butterfly);
        self.heap.write_barrier(object.cell());
        dictionary.dictionary_add(key, attributes, plan);
        self.heap.write_barrier(dictionary.cell());
        self.set_slot(object, plan.1, value_root.get());
        drop((object_root, key_root));
        self.reidentify(object.cell(), dictionary)
    }

    /// Changes the attributes (and value) of an existing named property. May collect.
    fn reconfigure_property(
        &mut self,
        object: ObjectRef,
        key: NamedKey,
        offset: PropertyOffset,
        value: JSValue,
        attributes: Attributes,
    ) -> JsResult<()> {
        let value_root = self.root_value(value);
        let key_root = self.root(Some(key.cell()));
        let dictionary = self.convert_to_dictionary(object)?;
        drop(key_root);
        dictionary.dictionary_set_attributes(key, attributes);
        self.set_slot(object, offset, value_root.get());
        self.reidentify(object.cell(), dictionary)
    }

    /// Removes own property `key`. Returns false, changing nothing, if it is not
    /// configurable. May collect.
    pub fn delete_own_property(&mut self, object: ObjectRef, key: PropertyKey) -> JsResult<bool> {
        let Some(named) = key.named() else {
            let PropertyKey::Index(index) = key else { unreachable!() };
            return self.delete_index(object, index);
        };
        let structure = self.structure_of(object);
        let Some(entry) = structure.get(named) else {
            return Ok(true);
        };
        if !entry.attributes.is_configurable() {
            return Ok(false);
        }
        // The property added last can be removed by going back one transition, if that
        // does not shrink the butterfly.
        if let Some(previous) = structure.previous()
            && !structure.is_dictionary()
            && structure.raw().transition_kind == TransitionKind::AddProperty
            && structure.raw().transition_key == named.cell().as_ptr() as usize
            && previous.out_of_line_capacity() == structure.out_of_line_capacity()
        {
            object.set_slot_raw(entry.offset, JSValue::UNDEFINED);
            self.set_structure(object, previous, object.butterfly());
            return Ok(true);
        }
        let key_root = self.root(Some(named.cell()));
        let dictionary = self.convert_to_dictionary(object)?;
        drop(key_root);
        dictionary.dictionary_remove(named);
        object.set_slot_raw(entry.offset, JSValue::UNDEFINED);
        self.reidentify(object.cell(), dictionary)?;
        Ok(true)
    }

    /// Sets the prototype of an ordinary object (the caller has checked for cycles and
    /// extensibility). May collect.
    pub fn set_prototype(&mut self, object: ObjectRef, prototype: JSValue) -> JsResult<()> {
        debug_assert!(prototype.is_null() || ObjectRef::from_value(prototype).is_some());
        let structure = self.structure_of(object);
        if structure.prototype() == prototype {
            return Ok(());
        }
        if structure.is_dictionary() {
            structure.dictionary_set_prototype(prototype);
            self.heap.write_barrier(structure.cell());
            return self.reidentify(object.cell(), structure);
        }
        let object_root = self.root(Some(object.cell()));
        let target = self.prototype_transition(structure, prototype)?;
        drop(object_root);
        self.set_structure(object, target, object.butterfly());
        Ok(())
    }

    /// Brings `object` to an integrity level: no new properties, and for sealed and frozen
    /// also every own property non-configurable (frozen: data properties read-only).
    /// May collect.
    pub fn set_integrity_level(&mut self, object: ObjectRef, level: IntegrityLevel) -> JsResult<()> {
        let object_root = self.root(Some(object.cell()));
        // A frozen array's `length` is read-only too (it is not a structure property).
        if level == IntegrityLevel::Frozen && object.js_type() == crate::cell::JSType::Array {
            self.make_array_length_read_only(object)?;
        }
        if level != IntegrityLevel::NotExtensible {
            self.set_integrity_of_elements(object, level)?;
        }
        let structure = self.structure_of(object);
        if structure.is_dictionary() {
            structure.dictionary_set_flags(StructureFlags::NOT_EXTENSIBLE);
            match level {
                IntegrityLevel::NotExtensible => {}
                IntegrityLevel::Sealed => structure.dictionary_map_attributes(|a| a.without(Attributes::CONFIGURABLE)),
                IntegrityLevel::Frozen => structure.dictionary_map_attributes(frozen_attributes),
            }
            return self.reidentify(object.cell(), structure);
        }
        let kind = match level {
            IntegrityLevel::NotExtensible => TransitionKind::PreventExtensions,
            IntegrityLevel::Sealed => TransitionKind::Seal,
            IntegrityLevel::Frozen => TransitionKind::Freeze,
        };
        let target = self.integrity_transition(structure, kind)?;
        drop(object_root);
        self.set_structure(object, target, object.butterfly());
        Ok(())
    }

    /// The own property keys of an ordinary object in the specification's order: array
    /// indices ascending, then strings, then symbols, each in the order they were added.
    /// Private names are left out. `Err` when the system refuses the memory for the list.
    pub fn own_property_keys(&self, object: ObjectRef) -> Result<Vec<PropertyKey>, TryReserveError> {
        let indices = self.own_indices(object)?;
        let structure = self.structure_of(object);
        let mut keys = Vec::new();
        keys.try_reserve_exact(indices.len() + structure.property_count())?;
        keys.extend(indices.into_iter().map(PropertyKey::Index));
        structure.with_table(|table| {
            let named = || table.iter().map(|entry| entry.key);
            keys.extend(named().filter(|key| !key.is_symbol()).map(NamedKey::to_property_key));
            keys.extend(
                named()
                    .filter(|key| key.is_symbol())
                    .map(NamedKey::to_property_key)
                    .filter(|key| !matches!(key, PropertyKey::Symbol(s) if s.is_private())),
            );
        });
        Ok(keys)
    }

    /// Gives `object` a structure of its own (a dictionary), if it does not have one, so
    /// that adding properties changes it in place instead of following a transition per
    /// property: for objects that gain many properties and share their shape with no
    /// other object, such as the standard library's prototypes, constructors and
    /// namespaces, whose transition chains nothing else would ever reach. May collect.
    pub fn use_own_structure(&mut self, object: ObjectRef) -> JsResult<()> {
        self.convert_to_dictionary(object).map(drop)
    }

    /// Makes room in `object` for `additional` more named properties: it gets a structure
    /// of its own ([`Vm::use_own_structure`]) whose property table and out-of-line storage
    /// then hold them without growing. For installing a table of builtins. May collect.
    pub fn reserve_own_properties(&mut self, object: ObjectRef, additional: u32) -> JsResult<()> {
        let object_root = self.root(Some(object.cell()));
        let dictionary = self.convert_to_dictionary(object)?;
        dictionary.with_table_mut(|table| table.reserve(additional as usize));
        let old_capacity = dictionary.out_of_line_capacity();
        let needed = (dictionary.slots_used() + additional).saturating_sub(dictionary.inline_capacity());
        let mut capacity = old_capacity;
        while capacity < needed {
            capacity = crate::structure::grown_out_of_line_capacity(capacity);
        }
        if capacity == old_capacity {
            return Ok(());
        }
        let butterfly = self.ensure_out_of_line_capacity(object, old_capacity, capacity)?;
        drop(object_root);
        object.set_butterfly_raw(butterfly);
        self.heap.write_barrier(object.cell());
        dictionary.dictionary_set_out_of_line_capacity(capacity);
        self.reidentify(object.cell(), dictionary)
    }

    /// Gives `object` a dictionary structure of its own, if it does not have one.
    /// May collect.
    pub(crate) fn convert_to_dictionary(&mut self, object: ObjectRef) -> JsResult<StructureRef> {
        let structure = self.structure_of(object);
        if structure.is_dictionary() {
            return Ok(structure);
        }
        let object_root = self.root(Some(object.cell()));
        let dictionary = self.dictionary_copy(structure)?;
        drop(object_root);
        self.set_structure(object, dictionary, object.butterfly());
        Ok(dictionary)
    }

    /// The butterfly `object` needs once its structure has `new_capacity` out-of-line
    /// slots: the current one if it has room, or a larger copy, not yet attached (the caller
    /// attaches it together with the new structure). May collect.
    pub(crate) fn ensure_out_of_line_capacity(
        &mut self,
        object: ObjectRef,
        old_capacity: u32,
        new_capacity: u32,
    ) -> JsResult<Option<Butterfly>> {
        if new_capacity == old_capacity {
            return Ok(object.butterfly());
        }
        let object_root = self.root(Some(object.cell()));
        let old = object.butterfly();
        let indexing_type = self.structure_of(object).indexing_type();
        let array_storage = indexing::shape(indexing_type) == ARRAY_STORAGE_SHAPE;
        let vector_length = old.map_or(0, Butterfly::vector_length);
        let fill = if indexing::shape(indexing_type) == DOUBLE_SHAPE { DOUBLE_HOLE_BITS } else { 0 };
        let shape = ButterflyShape { out_of_line_capacity: new_capacity, vector_length, array_storage };
        let new = self.allocate_butterfly(shape, old.map_or(0, Butterfly::public_length), fill)?;
        drop(object_root);
        if let Some(old) = old {
            copy_butterfly_contents(old, new, old_capacity, vector_length, array_storage);
        }
        Ok(Some(new))
    }
}

/// Copies out-of-line slots and the vector from one butterfly to a bigger one.
pub(crate) fn copy_butterfly_contents(
    from: Butterfly,
    to: Butterfly,
    out_of_line_slots: u32,
    vector_length: u32,
    array_storage: bool,
) {
    for slot in 0..out_of_line_slots {
        // SAFETY: both butterflies have at least `out_of_line_slots` slots.
        unsafe { to.out_of_line_slot(slot).write(from.out_of_line_slot(slot).read()) };
    }
    to.set_public_length(from.public_length());
    let header = if array_storage { super::butterfly::ARRAY_STORAGE_HEADER_SIZE } else { 0 };
    // SAFETY: both vectors hold at least `vector_length` elements after `header` bytes.
    unsafe {
        to.as_ptr().copy_from_nonoverlapping(from.as_ptr(), header + 8 * vector_length as usize);
    }
}

/// The attributes of a property of a frozen object.
pub(crate) fn frozen_attributes(attributes: Attributes) -> Attributes {
    let sealed = attributes.without(Attributes::CONFIGURABLE);
    if sealed.is_accessor() { sealed } else { sealed.without(Attributes::WRITABLE) }
}
