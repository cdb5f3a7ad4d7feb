//! Named properties: get, put, define and delete by a constant name, with inline caches in
//! front of the object operations; `super` property access (by name or by value); and
//! private names (`#x`).

use std::cell::Cell;

use crate::bytecode::inline_cache::{CachedGet, MAX_CACHED_PROTOTYPES, PropertyCache, PrototypeChain};
use crate::bytecode::opcodes::Flag;
use crate::bytecode::{Const, Reg, Slot};
use crate::cell::JSType;
use crate::error::{JsResult, Message};
use crate::interpreter::Cursor;
use crate::interpreter::megamorphic;
use crate::interpreter::ops::profile_value;
use crate::object::ObjectRef;
use crate::object::typed_array::canonical_numeric_index;
use crate::property::{Attributes, PropertyKey};
use crate::runtime::function::FUNCTION_HOME_OBJECT;
use crate::runtime::object_ops::is_ordinary;
use crate::runtime::realm::Intrinsic;
use crate::string::StringRef;
use crate::symbol::SymbolRef;
use crate::value::JSValue;
use crate::vm::Vm;

/// `AddPrivateMethod` kinds.
pub const PRIVATE_METHOD: u8 = 0;
pub const PRIVATE_GETTER: u8 = 1;
pub const PRIVATE_SETTER: u8 = 2;

// `tier::plain_element` still names the element fast path here (it moved to elements.rs).
pub(crate) use super::elements::fast_indexed_get;

impl Vm {
    /// `base.name` with the site's cache.
    #[inline(always)]
    pub(crate) fn get_by_id(
        &mut self,
        base: JSValue,
        name: PropertyKey,
        cache: &Cell<PropertyCache>,
    ) -> JsResult<JSValue> {
        if let Some(value) = self.get_by_id_cached(base, cache) {
            return Ok(value);
        }
        if let Some(string) = StringRef::from_value(base) {
            return self.get_string_property(string, name, cache);
        }
        self.get_by_id_slow(base, name, cache)
    }

    /// `string.name` for a string primitive: its `length`, or what %String.prototype% (whose
    /// structure the site's cache remembers) has; the primitive is the receiver of getters.
    #[inline(never)]
    fn get_string_property(
        &mut self,
        string: StringRef,
        name: PropertyKey,
        cache: &Cell<PropertyCache>,
    ) -> JsResult<JSValue> {
        if name == PropertyKey::Atom(self.names.length) {
            return Ok(JSValue::from_number(string.len() as f64));
        }
        let prototype = self.realm().intrinsic(Intrinsic::StringPrototype);
        if let Some(value) = self.get_by_id_cached(prototype, cache) {
            return Ok(value);
        }
        if matches!(name, PropertyKey::Atom(_) | PropertyKey::Symbol(_))
            && cache.get() != PropertyCache::Megamorphic
            && let Some(prototype) = ObjectRef::from_value(prototype)
        {
            let entry = self.cache_entry_for_get(prototype, name);
            cache.set(cache.get().after_get_miss(entry));
        }
        self.get_value_property(string.to_value(), name)
    }

    /// `base.name` when the site's cache answers it (no code runs, nothing allocates).
    #[inline(always)]
    pub(crate) fn get_by_id_cached(&self, base: JSValue, cache: &Cell<PropertyCache>) -> Option<JSValue> {
        let object = ObjectRef::from_value(base)?;
        self.cached_get(object, PropertyCache::get_in(cache, object.structure_id())?)
    }

    /// `object.name` as cache answer `answer` has it, if its conditions hold.
    #[inline(always)]
    fn cached_get(&self, object: ObjectRef, answer: CachedGet) -> Option<JSValue> {
        match answer {
            CachedGet::Own(offset) => Some(object.get_slot(offset)),
            CachedGet::Prototype { chain, offset } if chain_holds(&chain) => Some(holder(&chain).get_slot(offset)),
            CachedGet::Missing { chain } if chain_holds(&chain) => Some(JSValue::UNDEFINED),
            CachedGet::ArrayLength if object.js_type() == JSType::Array => {
                Some(JSValue::from_number(self.array_length(object) as f64))
            }
            _ => None,
        }
    }

    #[inline(never)]
    fn get_by_id_slow(&mut self, base: JSValue, name: PropertyKey, cache: &Cell<PropertyCache>) -> JsResult<JSValue> {
        if let Some(object) = ObjectRef::from_value(base) {
            if let Some(getter) = cached_getter(object, cache) {
                return self.call_getter(getter, base);
            }
            if cache.get() != PropertyCache::Megamorphic {
                let entry = self.cache_entry_for_get(object, name);
                cache.set(cache.get().after_get_miss(entry));
            } else if let Some(value) = self.get_by_id_megamorphic(object, name) {
                return Ok(value);
            }
        }
        self.get_value_property(base, name)
    }

    /// `object.name` at a megamorphic site, as the shared table answers it (`megamorphic.rs`),
    /// filling the table after a miss; `None` when the lookup is not one a cache can answer.
    #[inline(always)]
    fn get_by_id_megamorphic(&mut self, object: ObjectRef, name: PropertyKey) -> Option<JSValue> {
        let key = megamorphic::key(name, megamorphic::Access::Get)?;
        let structure = object.structure_id();
        if let Some(answer) = self.megamorphic.get(structure, key).and_then(|found| found.get_for(structure))
            && let Some(value) = self.cached_get(object, answer)
        {
            return Some(value);
        }
        // Not remembered, or a prototype changed since. (An accessor is not remembered:
        // the table's answers run no code.)
        let found = self.cache_entry_for_get(object, name).filter(|found| !found.calls_getter())?;
        self.megamorphic.insert(structure, key, found);
        self.cached_get(object, found.get_for(structure)?)
    }

    /// `object.name` through the shared table, for lookups outside property instructions
    /// (`instanceof`'s): out of line, so the instructions' own path stays as it was.
    #[inline(never)]
    pub(crate) fn get_through_megamorphic_table(&mut self, object: ObjectRef, name: PropertyKey) -> Option<JSValue> {
        self.get_by_id_megamorphic(object, name)
    }

    /// What a cache can remember about `object.name`, if the lookup is cacheable: data
    /// properties of ordinary objects found within three prototypes, and misses.
    fn cache_entry_for_get(&self, object: ObjectRef, name: PropertyKey) -> Option<PropertyCache> {
        if object.js_type() == JSType::Array && name == PropertyKey::Atom(self.names.length) {
            return Some(PropertyCache::ArrayLength);
        }
        if !self.named_lookup_is_ordinary(object.js_type(), name) {
            return None;
        }
        let named = name.named()?;
        let mut chain =
            PrototypeChain { structures: Default::default(), objects: [0; MAX_CACHED_PROTOTYPES], depth: 0 };
        let mut current = object;
        loop {
            let structure = self.structure_of(current);
            chain.structures[chain.depth as usize] = structure.id();
            if let Some(entry) = structure.get(named) {
                if entry.attributes.is_accessor() {
                    // An own accessor is left to the general path (rare outside
                    // prototypes, and `Own` entries gather into polymorphic ones).
                    return (chain.depth > 0).then_some(PropertyCache::ProtoGetter { chain, offset: entry.offset });
                }
                return Some(if chain.depth == 0 {
                    PropertyCache::Own { structure: structure.id(), offset: entry.offset }
                } else {
                    PropertyCache::Proto { chain, offset: entry.offset }
                });
            }
            let parent = ObjectRef::from_value(structure.prototype());
            let Some(parent) = parent else { return Some(PropertyCache::Missing { chain }) };
            if chain.depth as usize == MAX_CACHED_PROTOTYPES || !self.named_lookup_is_ordinary(parent.js_type(), name) {
                return None;
            }
            chain.objects[chain.depth as usize] = parent.cell().as_ptr() as usize;
            chain.depth += 1;
            current = parent;
        }
    }

    /// Whether looking `name` up in objects of `js_type` is the ordinary search of their
    /// structure, so a cache may remember what it found: true for ordinary objects, and for
    /// arrays, arguments and String objects except for their indices and the `length` of
    /// arrays and String objects, which is not in the structure (an arguments object's is),
    /// and for typed arrays except for canonical numeric strings.
    fn named_lookup_is_ordinary(&self, js_type: JSType, name: PropertyKey) -> bool {
        if js_type == JSType::TypedArray {
            // 10.4.5.4 [[Get]]: a key that is not a canonical numeric string (`length`,
            // `byteLength`, a method's name) is looked up as in an ordinary object.
            return canonical_numeric_index(name).is_none();
        }
        match name {
            PropertyKey::Index(_) => false,
            PropertyKey::Atom(atom) if atom == self.names.length => {
                is_ordinary(js_type) || js_type == JSType::Arguments
            }
            _ => is_ordinary(js_type) || matches!(js_type, JSType::Array | JSType::Arguments | JSType::StringObject),
        }
    }

    /// `base.name = value` with the site's cache.
    #[inline(always)]
    pub(crate) fn put_by_id(
        &mut self,
        base: JSValue,
        name: PropertyKey,
        value: JSValue,
        cache: &Cell<PropertyCache>,
        strict: bool,
    ) -> JsResult<()> {
        if self.put_by_id_cached(base, value, cache) {
            return Ok(());
        }
        self.put_by_id_slow(base, name, value, cache, strict)
    }

    /// `base.name = value` when the site's cache says where it goes (no code runs, nothing
    /// allocates); false when the slow path must do it.
    #[inline(always)]
    pub(crate) fn put_by_id_cached(&self, base: JSValue, value: JSValue, cache: &Cell<PropertyCache>) -> bool {
        let Some(object) = ObjectRef::from_value(base) else { return false };
        self.cached_put(object, value, &cache.get())
    }

    /// `object.name = value` as cache entry `entry` has it, if its conditions hold.
    #[inline(always)]
    fn cached_put(&self, object: ObjectRef, value: JSValue, entry: &PropertyCache) -> bool {
        let id = object.structure_id();
        if let Some(offset) = entry.own_offset(id) {
            self.set_slot(object, offset, value);
            return true;
        }
        match *entry {
            PropertyCache::Transition { from, to, offset, chain }
                if from == id && chain_holds_after_receiver(&chain) =>
            {
                let target = crate::structure::StructureRef::from_raw(self.structures.get(to));
                self.set_structure(object, target, object.butterfly());
                self.set_slot(object, offset, value);
                true
            }
            _ => false,
        }
    }

    #[inline(never)]
    fn put_by_id_slow(
        &mut self,
        base: JSValue,
        name: PropertyKey,
        value: JSValue,
        cache: &Cell<PropertyCache>,
        strict: bool,
    ) -> JsResult<()> {
        let Some(object) = ObjectRef::from_value(base) else {
            return self.put_value(base, name, value, strict);
        };
        let before = object.structure_id();
        let site_is_megamorphic = cache.get() == PropertyCache::Megamorphic;
        let cacheable = is_ordinary(object.js_type()) && name.named().is_some();
        // A megamorphic site asks the table all such sites share (`megamorphic.rs`).
        let key = megamorphic::key(name, megamorphic::Access::Put).filter(|_| site_is_megamorphic && cacheable);
        if let Some(key) = key
            && let Some(&entry) = self.megamorphic.get(before, key)
            && self.cached_put(object, value, &entry)
        {
            return Ok(());
        }
        let before_structure = self.structure_of(object);
        // A put that will add the property: remember the chain it checked.
        let chain = if cacheable && before_structure.get(name.named().expect("named")).is_none() {
            self.chain_without_setters(object, name)
        } else {
            None
        };
        self.put_value(base, name, value, strict)?;
        if !cacheable {
            return Ok(());
        }
        let after = self.structure_of(object);
        let named = name.named().expect("named");
        let entry = match after.get(named) {
            Some(entry) if entry.attributes == Attributes::DEFAULT && after.id() == before => {
                Some(PropertyCache::Own { structure: before, offset: entry.offset })
            }
            Some(entry)
                if entry.attributes == Attributes::DEFAULT
                    && !after.is_dictionary()
                    && after.previous() == Some(before_structure)
                    && after.out_of_line_capacity() == before_structure.out_of_line_capacity() =>
            {
                chain.map(|chain| PropertyCache::Transition {
                    from: before,
                    to: after.id(),
                    offset: entry.offset,
                    chain,
                })
            }
            _ => None,
        };
        match (key, entry) {
            (Some(key), Some(entry)) => self.megamorphic.insert(before, key, entry),
            (Some(_), None) => {}
            (None, _) => cache.set(cache.get().after_miss(entry)),
        }
        Ok(())
    }

    /// An object literal's `key: value` when the site's cache has the transition it makes
    /// (a define consults no prototype, so the entry has no chain); false otherwise.
    #[inline(always)]
    pub(crate) fn define_by_id_cached(&self, object: ObjectRef, value: JSValue, cache: &Cell<PropertyCache>) -> bool {
        match cache.get() {
            PropertyCache::Transition { from, to, offset, .. } if from == object.structure_id() => {
                let target = crate::structure::StructureRef::from_raw(self.structures.get(to));
                self.set_structure(object, target, object.butterfly());
                self.set_slot(object, offset, value);
                true
            }
            _ => false,
        }
    }

    /// CreateDataPropertyOrThrow for an object literal's `key: value`, remembering the
    /// transition when it added the property as the next slot of an ordinary object.
    #[inline(never)]
    pub(crate) fn define_by_id_slow(
        &mut self,
        object: ObjectRef,
        name: PropertyKey,
        value: JSValue,
        cache: &Cell<PropertyCache>,
    ) -> JsResult<()> {
        let before = self.structure_of(object);
        let adds = is_ordinary(object.js_type())
            && !before.is_dictionary()
            && name.named().is_some_and(|named| before.get(named).is_none());
        self.create_data_property_or_throw(object, name, value)?;
        if !adds || cache.get() == PropertyCache::Megamorphic {
            return Ok(());
        }
        let after = self.structure_of(object);
        let entry = name.named().and_then(|named| after.get(named)).filter(|entry| {
            entry.attributes == Attributes::DEFAULT
                && !after.is_dictionary()
                && after.previous() == Some(before)
                && after.out_of_line_capacity() == before.out_of_line_capacity()
        });
        let entry = entry.map(|entry| PropertyCache::Transition {
            from: before.id(),
            to: after.id(),
            offset: entry.offset,
            chain: PrototypeChain { structures: [before.id(); MAX_CACHED_PROTOTYPES + 1], ..PrototypeChain::default() },
        });
        cache.set(cache.get().after_miss(entry));
        Ok(())
    }

    /// The prototypes of `object` up to null, if none has `name` and all are ordinary.
    fn chain_without_setters(&self, object: ObjectRef, name: PropertyKey) -> Option<PrototypeChain> {
        let named = name.named()?;
        let mut chain = PrototypeChain::default();
        chain.structures[0] = object.structure_id();
        let mut current = object;
        while let Some(parent) = ObjectRef::from_value(self.prototype_of(current)) {
            if chain.depth as usize == MAX_CACHED_PROTOTYPES || !is_ordinary(parent.js_type()) {
                return None;
            }
            let structure = self.structure_of(parent);
            if structure.get(named).is_some() {
                return None;
            }
            chain.objects[chain.depth as usize] = parent.cell().as_ptr() as usize;
            chain.depth += 1;
            chain.structures[chain.depth as usize] = structure.id();
            current = parent;
        }
        Some(chain)
    }

    /// `delete base[key]`.
    pub fn delete_by_value(&mut self, base: JSValue, key: PropertyKey, strict: bool) -> JsResult<bool> {
        let key_root = self.rooted(key);
        let object = self.to_object(base)?;
        self.delete_property_or_throw(object, key_root.get(), strict)
    }
}

// `super` property access.
impl Vm {
    /// The object `super.x` reads from: the home object's prototype.
    pub(crate) fn super_base(&mut self, function: JSValue) -> JsResult<JSValue> {
        let function = ObjectRef::from_value(function).expect("super needs a method");
        let home = ObjectRef::from_value(function.internal(FUNCTION_HOME_OBJECT)).expect("a method has a home object");
        self.get_prototype_of(home)
    }

    /// `super[key]` with `this` as receiver.
    pub(crate) fn get_super_property(&mut self, base: JSValue, key: PropertyKey, this: JSValue) -> JsResult<JSValue> {
        match ObjectRef::from_value(base) {
            Some(base) => self.get_with_receiver(base, key, this),
            None => {
                let detail = format!("{} (reading {})", self.describe_value(base), self.describe_key(key));
                Err(self.throw_error_with(Message::CannotReadProperty, detail))
            }
        }
    }

    /// `super[key] = value` with `this` as receiver.
    pub(crate) fn put_super_property(
        &mut self,
        base: JSValue,
        key: PropertyKey,
        value: JSValue,
        this: JSValue,
        strict: bool,
    ) -> JsResult<()> {
        let Some(base) = ObjectRef::from_value(base) else {
            let detail = format!("{} (setting {})", self.describe_value(base), self.describe_key(key));
            return Err(self.throw_error_with(Message::CannotSetProperty, detail));
        };
        if !self.set_with_receiver(base, key, value, this)? && strict {
            let detail = self.describe_key(key);
            return Err(self.throw_error_with(Message::ReadOnlyProperty, detail));
        }
        Ok(())
    }
}

// Private names.
impl Vm {
    fn private_target(&mut self, base: JSValue, name: JSValue) -> JsResult<(ObjectRef, PropertyKey)> {
        let symbol = SymbolRef::from_value(name).expect("private names are symbols");
        match ObjectRef::from_value(base) {
            Some(object) => Ok((object, PropertyKey::Symbol(symbol))),
            None => {
                let detail = self.describe_private(symbol);
                Err(self.throw_error_with(Message::PrivateNameMissing, detail))
            }
        }
    }

    fn describe_private(&self, symbol: SymbolRef) -> String {
        StringRef::from_value(symbol.description()).map_or_else(|| "#".to_string(), StringRef::to_string_lossy)
    }

    /// `base.#name`
    pub(crate) fn get_private(&mut self, base: JSValue, name: JSValue) -> JsResult<JSValue> {
        let (object, key) = self.private_target(base, name)?;
        let Some(slot) = self.get_own_property(object, key) else {
            let detail = self.describe_private(SymbolRef::from_value(name).expect("a private name"));
            return Err(self.throw_error_with(Message::PrivateNameMissing, detail));
        };
        if !slot.attributes.is_accessor() {
            return Ok(slot.value);
        }
        let getter = crate::getter_setter::GetterSetterRef::from_value(slot.value).expect("accessor").getter();
        if getter.is_undefined() {
            let detail = self.describe_private(SymbolRef::from_value(name).expect("a private name"));
            return Err(self.throw_error_with(Message::PrivateGetterMissing, detail));
        }
        self.call(getter, object.to_value(), &[])
    }

    /// `base.#name = value`
    pub(crate) fn put_private(&mut self, base: JSValue, name: JSValue, value: JSValue) -> JsResult<()> {
        let (object, key) = self.private_target(base, name)?;
        let symbol = SymbolRef::from_value(name).expect("a private name");
        let Some(slot) = self.get_own_property(object, key) else {
            let detail = self.describe_private(symbol);
            return Err(self.throw_error_with(Message::PrivateNameMissing, detail));
        };
        if slot.attributes.is_accessor() {
            let setter = crate::getter_setter::GetterSetterRef::from_value(slot.value).expect("accessor").setter();
            if setter.is_undefined() {
                let detail = self.describe_private(symbol);
                return Err(self.throw_error_with(Message::PrivateSetterMissing, detail));
            }
            self.call(setter, object.to_value(), &[value])?;
            return Ok(());
        }
        if !slot.attributes.is_writable() {
            let detail = self.describe_private(symbol);
            return Err(self.throw_error_with(Message::PrivateMethodWrite, detail));
        }
        self.set_slot(object, slot.offset.expect("named"), value);
        Ok(())
    }

    /// PrivateFieldAdd: a private field of a new instance.
    pub(crate) fn define_private_field(&mut self, base: JSValue, name: JSValue, value: JSValue) -> JsResult<()> {
        let (object, key) = self.private_target(base, name)?;
        if self.get_own_property(object, key).is_some() {
            let detail = self.describe_private(SymbolRef::from_value(name).expect("a private name"));
            return Err(self.throw_error_with(Message::PrivateNameExists, detail));
        }
        self.define_own_property(object, key, value, Attributes::WRITABLE)
    }

    /// PrivateMethodOrAccessorAdd: a private method, getter or setter of an instance (or of
    /// the class, for static ones).
    pub(crate) fn add_private_method(
        &mut self,
        base: JSValue,
        name: JSValue,
        method: JSValue,
        kind: u8,
    ) -> JsResult<()> {
        let (object, key) = self.private_target(base, name)?;
        let existing = self.get_own_property(object, key);
        let object_root = self.rooted(object);
        let method_root = self.root_value(method);
        match (kind, existing) {
            (PRIVATE_METHOD, None) => self.define_own_property(object, key, method, Attributes::NONE),
            (PRIVATE_GETTER | PRIVATE_SETTER, existing) => {
                let (mut getter, mut setter) = (JSValue::UNDEFINED, JSValue::UNDEFINED);
                if let Some(slot) = existing {
                    let pair = crate::getter_setter::GetterSetterRef::from_value(slot.value)
                        .filter(|_| slot.attributes.is_accessor());
                    let missing_half = pair.is_some_and(|p| {
                        if kind == PRIVATE_GETTER { p.getter().is_undefined() } else { p.setter().is_undefined() }
                    });
                    if !missing_half {
                        let detail = self.describe_private(SymbolRef::from_value(name).expect("a private name"));
                        return Err(self.throw_error_with(Message::PrivateNameExists, detail));
                    }
                    let pair = pair.expect("checked");
                    (getter, setter) = (pair.getter(), pair.setter());
                }
                if kind == PRIVATE_GETTER {
                    getter = method_root.get();
                } else {
                    setter = method_root.get();
                }
                let pair = self.new_getter_setter(getter, setter)?;
                self.define_own_property(object_root.get(), key, pair.to_value(), Attributes::ACCESSOR)
            }
            _ => {
                let detail = self.describe_private(SymbolRef::from_value(name).expect("a private name"));
                Err(self.throw_error_with(Message::PrivateNameExists, detail))
            }
        }
    }

    /// `#name in base`
    pub(crate) fn has_private(&mut self, base: JSValue, name: JSValue) -> JsResult<bool> {
        let Some(object) = ObjectRef::from_value(base) else {
            let detail = self.describe_value(base);
            return Err(self.throw_error_with(Message::InOperandNotObject, detail));
        };
        let symbol = SymbolRef::from_value(name).expect("a private name");
        Ok(self.get_own_property(object, PropertyKey::Symbol(symbol)).is_some())
    }
}

// The instructions.
impl Vm {
    /// `GetById`: `dst = base.name`, through the site's cache.
    #[inline(always)]
    pub(crate) fn op_get_by_id(
        &mut self,
        cursor: Cursor,
        dst: Reg,
        base: Reg,
        name: Const,
        cache: Slot,
    ) -> JsResult<()> {
        let (r, code) = (cursor.registers, cursor.code);
        self.save_pc(cursor.pc - 1);
        let value =
            self.get_by_id(r.get(base), self.constant_key(&code, name), &code.property_caches[cache.0 as usize])?;
        profile_value(&code, cache, value);
        r.set(dst, value);
        Ok(())
    }

    /// `PutById`: `base.name = src`, through the site's cache.
    #[inline(always)]
    pub(crate) fn op_put_by_id(
        &mut self,
        cursor: Cursor,
        base: Reg,
        name: Const,
        src: Reg,
        cache: Slot,
        strict: Flag,
    ) -> JsResult<()> {
        let (r, code) = (cursor.registers, cursor.code);
        self.save_pc(cursor.pc - 1);
        let key = self.constant_key(&code, name);
        self.put_by_id(r.get(base), key, r.get(src), &code.property_caches[cache.0 as usize], strict != 0)?;
        Ok(())
    }

    /// `GetByIdWithThis`: `dst = super.name`, from `base` with `this` as the receiver.
    #[inline(always)]
    pub(crate) fn op_get_by_id_with_this(
        &mut self,
        cursor: Cursor,
        dst: Reg,
        base: Reg,
        this: Reg,
        name: Const,
    ) -> JsResult<()> {
        let (r, code) = (cursor.registers, cursor.code);
        self.save_pc(cursor.pc - 1);
        let value = self.get_super_property(r.get(base), self.constant_key(&code, name), r.get(this))?;
        r.set(dst, value);
        Ok(())
    }

    /// `PutByIdWithThis`: `super.name = src`, on `base` with `this` as the receiver.
    #[inline(always)]
    pub(crate) fn op_put_by_id_with_this(
        &mut self,
        cursor: Cursor,
        base: Reg,
        this: Reg,
        name: Const,
        src: Reg,
        strict: Flag,
    ) -> JsResult<()> {
        let (r, code) = (cursor.registers, cursor.code);
        self.save_pc(cursor.pc - 1);
        self.put_super_property(r.get(base), self.constant_key(&code, name), r.get(src), r.get(this), strict != 0)?;
        Ok(())
    }

    /// `GetByValWithThis`: `dst = super[key]`, from `base` with `this` as the receiver.
    #[inline(always)]
    pub(crate) fn op_get_by_val_with_this(
        &mut self,
        cursor: Cursor,
        dst: Reg,
        base: Reg,
        this: Reg,
        key: Reg,
    ) -> JsResult<()> {
        let r = cursor.registers;
        self.save_pc(cursor.pc - 1);
        let key = self.to_property_key(r.get(key))?;
        let value = self.get_super_property(r.get(base), key, r.get(this))?;
        r.set(dst, value);
        Ok(())
    }

    /// `PutByValWithThis`: `super[key] = src`, on `base` with `this` as the receiver.
    #[inline(always)]
    pub(crate) fn op_put_by_val_with_this(
        &mut self,
        cursor: Cursor,
        base: Reg,
        this: Reg,
        key: Reg,
        src: Reg,
        strict: Flag,
    ) -> JsResult<()> {
        let r = cursor.registers;
        self.save_pc(cursor.pc - 1);
        let key = self.to_property_key(r.get(key))?;
        self.put_super_property(r.get(base), key, r.get(src), r.get(this), strict != 0)?;
        Ok(())
    }

    /// `DefineOwnById`: an object literal's `name: src`, through the site's cache.
    #[inline(always)]
    pub(crate) fn op_define_own_by_id(
        &mut self,
        cursor: Cursor,
        base: Reg,
        name: Const,
        src: Reg,
        cache: Slot,
    ) -> JsResult<()> {
        let (r, code) = (cursor.registers, cursor.code);
        let object = ObjectRef::from_value(r.get(base)).expect("object literals define on objects");
        let cache = &code.property_caches[cache.0 as usize];
        if !self.define_by_id_cached(object, r.get(src), cache) {
            self.define_by_id_slow(object, self.constant_key(&code, name), r.get(src), cache)?;
        }
        Ok(())
    }

    /// `DeleteById`: `dst = delete base.name`.
    #[inline(always)]
    pub(crate) fn op_delete_by_id(
        &mut self,
        cursor: Cursor,
        dst: Reg,
        base: Reg,
        name: Const,
        strict: Flag,
    ) -> JsResult<()> {
        let (r, code) = (cursor.registers, cursor.code);
        let deleted = self.delete_by_value(r.get(base), self.constant_key(&code, name), strict != 0)?;
        r.set(dst, JSValue::from_bool(deleted));
        Ok(())
    }

    /// `HasPrivate`: `dst = #name in base`.
    #[inline(always)]
    pub(crate) fn op_has_private(&mut self, cursor: Cursor, dst: Reg, base: Reg, name: Reg) -> JsResult<()> {
        let r = cursor.registers;
        let has = self.has_private(r.get(base), r.get(name))?;
        r.set(dst, JSValue::from_bool(has));
        Ok(())
    }

    /// `NewPrivateName`: a new private name (a private symbol) with the constant `description`.
    #[inline(always)]
    pub(crate) fn op_new_private_name(&mut self, cursor: Cursor, dst: Reg, description: Const) -> JsResult<()> {
        let (r, code) = (cursor.registers, cursor.code);
        let description = StringRef::from_value(code.constant(description.0));
        let symbol = self.new_symbol(description, crate::symbol::SYMBOL_IS_PRIVATE)?;
        r.set(dst, symbol.to_value());
        Ok(())
    }

    /// `RequireObjectCoercible`: a TypeError if `src` is undefined or null.
    #[inline(always)]
    pub(crate) fn op_require_object_coercible(&mut self, cursor: Cursor, src: Reg) -> JsResult<()> {
        let r = cursor.registers;
        let value = r.get(src);
        if value.is_undefined_or_null() {
            let detail = self.describe_value(value);
            return Err(self.throw_error_with(Message::CannotReadProperty, detail));
        }
        Ok(())
    }
}

/// Whether the prototypes recorded after the receiver still have their structures.
#[inline(always)]
fn chain_holds(chain: &PrototypeChain) -> bool {
    chain_holds_after_receiver(chain)
}

/// The getter a get of `object` at a site whose cache remembers a prototype's accessor
/// calls (undefined for an accessor without one), if the chain still holds.
fn cached_getter(object: ObjectRef, cache: &Cell<PropertyCache>) -> Option<JSValue> {
    let Some(CachedGet::PrototypeGetter { chain, offset }) = cache.get().get_for(object.structure_id()) else {
        return None;
    };
    if !chain_holds(&chain) {
        return None;
    }
    let pair = crate::getter_setter::GetterSetterRef::from_value(holder(&chain).get_slot(offset))?;
    Some(pair.getter())
}

/// The prototype a chain's entry found its property on: the last one it records.
fn holder(chain: &PrototypeChain) -> ObjectRef {
    ObjectRef::from_cell(gc::CellPtr::new(chain.objects[chain.depth as usize - 1] as *mut u8).expect("a holder"))
}

#[inline(always)]
fn chain_holds_after_receiver(chain: &PrototypeChain) -> bool {
    (0..chain.depth as usize).all(|i| {
        let cell = gc::CellPtr::new(chain.objects[i] as *mut u8).expect("a prototype");
        crate::cell::header(cell).structure_id == chain.structures[i + 1]
    })
}
