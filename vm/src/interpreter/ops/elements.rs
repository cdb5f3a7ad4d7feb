//! Elements: access by a key computed at run time (`base[key]`), with fast paths for the
//! element vectors of arrays and for typed arrays in front of the object operations, and
//! array literals.
//!
//! A by-value site whose key is a string atom takes the named path of `property.rs`, with
//! the site's cache claimed for that name.

use std::cell::Cell;

use crate::bytecode::code_block::Site;
use crate::bytecode::inline_cache::PropertyCache;
use crate::bytecode::opcodes::{Count, Flag};
use crate::bytecode::{Reg, Slot};
use crate::cell::JSType;
use crate::error::{JsResult, Message};
use crate::interpreter::Cursor;
use crate::interpreter::ops::profile_value;
use crate::interpreter::stack::Registers;
use crate::object::ObjectRef;
use crate::object::indexing::{self, CONTIGUOUS_SHAPE, DOUBLE_HOLE_BITS, DOUBLE_SHAPE, INT32_SHAPE};
use crate::object::typed_array;
use crate::property::PropertyKey;
use crate::runtime::object_ops::is_ordinary;
use crate::runtime::realm::Intrinsic;
use crate::string::StringRef;
use crate::value::JSValue;
use crate::vm::Vm;

impl Vm {
    /// `base[key]` with array, typed array and string fast paths.
    #[inline(always)]
    pub(crate) fn get_by_val(
        &mut self,
        base: JSValue,
        key: JSValue,
        cache: &Cell<PropertyCache>,
        cached_key: &Cell<usize>,
    ) -> JsResult<JSValue> {
        if let Some(value) = get_element_fast(base, key) {
            return Ok(value);
        }
        if key.is_int32() && key.as_int32() >= 0 {
            let index = key.as_int32() as u32;
            if let Some(string) = StringRef::from_value(base)
                && index < string.len()
                && !string.is_rope()
            {
                let unit = string.view_unbound().expect("flat").at(index as usize);
                return Ok(self.single_character_string(unit)?.to_value());
            }
        }
        if let Some(string) = StringRef::from_value(key)
            && string.is_atom()
        {
            let name = self.property_key(string)?;
            if let PropertyKey::Atom(_) = name {
                claim_cache_for_key(cache, cached_key, string);
                return self.get_by_id(base, name, cache);
            }
        }
        self.get_by_val_slow(base, key)
    }

    #[inline(never)]
    fn get_by_val_slow(&mut self, base: JSValue, key: JSValue) -> JsResult<JSValue> {
        if base.is_undefined_or_null() {
            let detail = format!("{} (reading {})", self.describe_value(base), self.describe_key_value(key));
            return Err(self.throw_error_with(Message::CannotReadProperty, detail));
        }
        let base_root = self.root_value(base);
        let key = self.to_property_key(key)?;
        self.get_value_property(base_root.get(), key)
    }

    /// `base[key] = value` with array and typed array fast paths.
    #[inline(always)]
    pub(crate) fn put_by_val(
        &mut self,
        base: JSValue,
        key: JSValue,
        value: JSValue,
        cache: &Cell<PropertyCache>,
        cached_key: &Cell<usize>,
        strict: bool,
    ) -> JsResult<()> {
        if self.put_element_fast(base, key, value) {
            return Ok(());
        }
        if let Some(string) = StringRef::from_value(key)
            && string.is_atom()
        {
            let name = self.property_key(string)?;
            if let PropertyKey::Atom(_) = name {
                claim_cache_for_key(cache, cached_key, string);
                return self.put_by_id(base, name, value, cache, strict);
            }
        }
        let (base_root, value_root) = (self.root_value(base), self.root_value(value));
        if base.is_undefined_or_null() {
            let detail = format!("{} (setting {})", self.describe_value(base), self.describe_key_value(key));
            return Err(self.throw_error_with(Message::CannotSetProperty, detail));
        }
        let key = self.to_property_key(key)?;
        self.put_value(base_root.get(), key, value_root.get(), strict)
    }

    /// `base[key] = value` for an int32 key naming an element an array's vector or a typed
    /// array can take in place (no code runs, nothing allocates); false otherwise.
    #[inline(always)]
    pub(crate) fn put_element_fast(&self, base: JSValue, key: JSValue, value: JSValue) -> bool {
        key.is_int32()
            && key.as_int32() >= 0
            && ObjectRef::from_value(base).is_some_and(|object| {
                fast_indexed_put(self, object, key.as_int32() as u32, value)
                    || typed_array::fast_put(object, key.as_int32() as u32, value)
            })
    }
}

// Array literals.
impl Vm {
    /// An array literal from `count` registers; the empty value is a hole.
    pub(crate) fn new_array_from_registers(&mut self, r: Registers, first: Reg, count: u16) -> JsResult<ObjectRef> {
        let prototype = self.realm().intrinsic(Intrinsic::ArrayPrototype);
        let array = self.new_array(prototype, count as u32)?;
        let array_root = self.rooted(array);
        for index in 0..count {
            let value = r.get(first.offset(index));
            if !value.is_empty() {
                self.put_index(array_root.get(), index as u32, value)?;
            }
        }
        Ok(array_root.get())
    }

    /// Appends a value to an array literal under construction.
    pub fn array_append(&mut self, array: JSValue, value: JSValue) -> JsResult<()> {
        let array = ObjectRef::from_value(array).expect("an array literal");
        let length = self.array_length(array);
        self.put_index(array, length, value)
    }

    /// Appends a hole (an elision) to an array literal.
    pub(crate) fn array_append_hole(&mut self, array: JSValue) -> JsResult<()> {
        let array = ObjectRef::from_value(array).expect("an array literal");
        let length = self.array_length(array);
        self.set_array_length(array, length + 1)?;
        Ok(())
    }

    /// Appends every value an iterable produces (spread), for instruction `site`, which
    /// the error names `iterable` by when it is not iterable.
    pub(crate) fn array_append_spread(
        &mut self,
        array: JSValue,
        iterable: JSValue,
        site: Option<Site<'_>>,
    ) -> JsResult<()> {
        // Fast path: a hole-free array iterated by the original iterator is its vector,
        // copied in one pass (a spread call with 100,000 arguments appended them one by one).
        if let (Some(source), Some(target)) = (ObjectRef::from_value(iterable), ObjectRef::from_value(array))
            && self.has_original_array_iteration(source)
        {
            let (at, count) = (self.array_length(target), self.array_length(source));
            if self.copy_vector_elements(source, 0, count, target, at)? {
                return Ok(());
            }
        }
        let array_root = self.root_value(array);
        let values = self.iterate_to_list_named(iterable, site)?;
        let roots: Vec<_> = values.iter().map(|&v| self.root_value(v)).collect();
        for root in roots {
            self.array_append(array_root.get(), root.get())?;
        }
        Ok(())
    }
}

// The instructions.
impl Vm {
    /// `NewArray`: an array literal of `count` registers from `first` (the empty value is a hole).
    #[inline(always)]
    pub(crate) fn op_new_array(&mut self, cursor: Cursor, dst: Reg, first: Reg, count: Count) -> JsResult<()> {
        let r = cursor.registers;
        let array = self.new_array_from_registers(r, first, count)?;
        r.set(dst, array.to_value());
        Ok(())
    }

    /// `ArrayAppendSpread`: appends what `iterable` produces to an array literal.
    #[inline(always)]
    pub(crate) fn op_array_append_spread(&mut self, cursor: Cursor, array: Reg, iterable: Reg) -> JsResult<()> {
        let r = cursor.registers;
        self.save_pc(cursor.pc - 1);
        let site = Site { code: &cursor.code, pc: cursor.pc as u32 - 1 };
        self.array_append_spread(r.get(array), r.get(iterable), Some(site))?;
        Ok(())
    }

    /// `GetByVal`: `dst = base[key]`.
    #[inline(always)]
    pub(crate) fn op_get_by_val(&mut self, cursor: Cursor, dst: Reg, base: Reg, key: Reg, cache: Slot) -> JsResult<()> {
        let (r, code) = (cursor.registers, cursor.code);
        self.save_pc(cursor.pc - 1);
        let slot = cache.0 as usize;
        let value = self.get_by_val(r.get(base), r.get(key), &code.property_caches[slot], &code.cached_keys[slot])?;
        profile_value(&code, cache, value);
        r.set(dst, value);
        Ok(())
    }

    /// `PutByVal`: `base[key] = src`.
    #[inline(always)]
    pub(crate) fn op_put_by_val(
        &mut self,
        cursor: Cursor,
        base: Reg,
        key: Reg,
        src: Reg,
        cache: Slot,
        strict: Flag,
    ) -> JsResult<()> {
        let (r, code) = (cursor.registers, cursor.code);
        self.save_pc(cursor.pc - 1);
        let slot = cache.0 as usize;
        let caches = (&code.property_caches[slot], &code.cached_keys[slot]);
        self.put_by_val(r.get(base), r.get(key), r.get(src), caches.0, caches.1, strict != 0)?;
        Ok(())
    }

    /// `DefineOwnByVal`: an object literal's `[key]: src` (CreateDataPropertyOrThrow).
    #[inline(always)]
    pub(crate) fn op_define_own_by_val(&mut self, cursor: Cursor, base: Reg, key: Reg, src: Reg) -> JsResult<()> {
        let r = cursor.registers;
        let object = ObjectRef::from_value(r.get(base)).expect("object literals define on objects");
        // (The self-hosted `map` defines each element of its result this way.)
        let (key, value) = (r.get(key), r.get(src));
        if int32_index(key).is_some_and(|index| fast_indexed_define(self, object, index, value)) {
            return Ok(());
        }
        let key = self.to_property_key(key)?;
        self.create_data_property_or_throw(object, key, value)?;
        Ok(())
    }

    /// `DeleteByVal`: `dst = delete base[key]`.
    #[inline(always)]
    pub(crate) fn op_delete_by_val(
        &mut self,
        cursor: Cursor,
        dst: Reg,
        base: Reg,
        key: Reg,
        strict: Flag,
    ) -> JsResult<()> {
        let r = cursor.registers;
        let base_value = r.get(base);
        if base_value.is_undefined_or_null() {
            let detail = self.describe_value(base_value);
            return Err(self.throw_error_with(Message::CannotConvertToObject, detail));
        }
        let key = self.to_property_key(r.get(key))?;
        let deleted = self.delete_by_value(r.get(base), key, strict != 0)?;
        r.set(dst, JSValue::from_bool(deleted));
        Ok(())
    }
}

/// `base[key]` for an int32 key naming an element of an array's vector or of a typed array
/// of Numbers (no code runs, nothing allocates).
#[inline(always)]
pub(crate) fn get_element_fast(base: JSValue, key: JSValue) -> Option<JSValue> {
    let index = int32_index(key)?;
    let object = ObjectRef::from_value(base)?;
    fast_indexed_get(object, index).or_else(|| typed_array::fast_get(object, index))
}

/// `key` as an element index, when it is a non-negative int32 (the keys the fast paths
/// take; any other goes through ToPropertyKey).
#[inline(always)]
pub(crate) fn int32_index(key: JSValue) -> Option<u32> {
    (key.is_int32() && key.as_int32() >= 0).then(|| key.as_int32() as u32)
}

/// An element of an int32, double or contiguous vector, if it is there.
#[inline(always)]
pub(crate) fn fast_indexed_get(object: ObjectRef, index: u32) -> Option<JSValue> {
    if !has_plain_elements(object) {
        return None;
    }
    let butterfly = object.butterfly()?;
    match indexing::shape(object.indexing_type()) {
        INT32_SHAPE | CONTIGUOUS_SHAPE => {
            let value = JSValue::from_bits(butterfly.element_cell(index)?.get());
            (!value.is_empty()).then_some(value)
        }
        DOUBLE_SHAPE => {
            let bits = butterfly.element_cell(index)?.get();
            (bits != DOUBLE_HOLE_BITS).then(|| JSValue::from_number(f64::from_bits(bits)))
        }
        _ => None,
    }
}

/// Stores into an existing element of a vector whose shape fits the value, or appends
/// within the vector of an array with a writable length; false when the slow path must
/// decide.
#[inline(always)]
fn fast_indexed_put(vm: &Vm, object: ObjectRef, index: u32, value: JSValue) -> bool {
    store_in_vector(vm, object, index, value, can_fill_hole)
}

/// CreateDataProperty(object, index, value) when the vector takes it in place: an element
/// there (a vector's elements are all writable, enumerable and configurable data) or a
/// hole of an object that takes new properties. Unlike \[\[Set\]\], the prototypes play
/// no part. False when the slow path must decide.
#[inline(always)]
fn fast_indexed_define(vm: &Vm, object: ObjectRef, index: u32, value: JSValue) -> bool {
    store_in_vector(vm, object, index, value, can_add_element)
}

/// Writes `value` into element `index` of `object`'s int32, double or contiguous vector
/// when the vector covers the index and its shape fits the value; a hole is filled only
/// when `may_fill_hole` says so. An array's length grows past the index.
#[inline(always)]
fn store_in_vector(
    vm: &Vm,
    object: ObjectRef,
    index: u32,
    value: JSValue,
    may_fill_hole: fn(&Vm, ObjectRef) -> bool,
) -> bool {
    if !has_plain_elements(object) {
        return false;
    }
    let Some(butterfly) = object.butterfly() else { return false };
    let Some(slot) = butterfly.element_cell(index) else { return false };
    let shape = indexing::shape(object.indexing_type());
    let bits = match shape {
        INT32_SHAPE if value.is_int32() => value.bits(),
        DOUBLE_SHAPE if value.is_number() => {
            let number = value.as_number();
            if number.is_nan() { crate::value::CANONICAL_NAN_BITS } else { number.to_bits() }
        }
        CONTIGUOUS_SHAPE => value.bits(),
        _ => return false,
    };
    let current = slot.get();
    let is_hole = if shape == DOUBLE_SHAPE { current == DOUBLE_HOLE_BITS } else { current == 0 };
    if is_hole && !may_fill_hole(vm, object) {
        return false;
    }
    slot.set(bits);
    if value.is_cell() {
        vm.heap.write_barrier(object.cell());
    }
    if index >= butterfly.public_length() {
        butterfly.set_public_length(index + 1);
    }
    true
}

/// Whether `object` takes a new element: it is extensible, and an array's length (which
/// grows when the element is past it) is writable.
fn can_add_element(vm: &Vm, object: ObjectRef) -> bool {
    let structure = vm.structure_of(object);
    structure.is_extensible() && !structure.flags().contains(crate::structure::StructureFlags::ARRAY_LENGTH_READ_ONLY)
}

/// Whether writing into a hole of `object`'s vector may skip \[\[Set\]\]: the object takes new
/// properties (and an array's length may grow), and no prototype has indexed properties
/// that could intercept the store (a setter, a read-only element).
fn can_fill_hole(vm: &Vm, object: ObjectRef) -> bool {
    if !can_add_element(vm, object) {
        return false;
    }
    let mut prototype = vm.structure_of(object).prototype();
    while let Some(parent) = ObjectRef::from_value(prototype) {
        let shape = indexing::shape(parent.indexing_type());
        if !matches!(parent.js_type(), JSType::Object | JSType::Array)
            || !(shape == indexing::NO_INDEXING_SHAPE || shape == indexing::UNDECIDED_SHAPE)
        {
            return false;
        }
        prototype = vm.prototype_of(parent);
    }
    true
}

/// A by-value site caches the property of one name: a second name makes it megamorphic, so
/// that the megamorphic cache (`interpreter/megamorphic.rs`), keyed by name as well, answers
/// every name it sees (`o[k]` in a `for-in` body), instead of each name replacing the last.
#[inline(always)]
fn claim_cache_for_key(cache: &Cell<PropertyCache>, cached_key: &Cell<usize>, key: StringRef) {
    let address = key.cell().as_ptr() as usize;
    if cached_key.get() != address {
        if cached_key.get() != 0 {
            cache.set(PropertyCache::Megamorphic);
        }
        cached_key.set(address);
    }
}

/// Whether the object's indexed properties are just its element storage (not a mapped
/// arguments object, a String object's characters or a module namespace).
#[inline(always)]
fn has_plain_elements(object: ObjectRef) -> bool {
    let js_type = object.js_type();
    js_type == JSType::Array || is_ordinary(js_type)
}
