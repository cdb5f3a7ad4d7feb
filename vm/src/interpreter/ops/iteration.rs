//! Iteration: the iterator protocol for `for-of`, spread and destructuring, and `for-in`
//! enumeration.

use std::collections::HashSet;

use crate::bytecode::Reg;
use crate::bytecode::code_block::Site;
use crate::bytecode::opcodes::Flag;
use crate::cell::JSType;
use crate::error::{JsResult, Message};
use crate::interpreter::Cursor;
use crate::object::ObjectRef;
use crate::property::{BuildPointerHasher, PropertyKey};
use crate::runtime::realm::Intrinsic;
use crate::string::StringRef;
use crate::structure::StructureRef;
use crate::value::JSValue;
use crate::vm::Vm;

/// Internal fields of a for-in iterator: the object, an Array of its keys, the index of
/// the next key, and the object's structure when the keys are that structure's
/// enumeration cache (`structure/enumeration.rs`; undefined otherwise). While the object
/// has that structure every key is still an own property, so no step asks. The iterator
/// holds the structure itself, not its id, so that the id is not reused meanwhile.
const FOR_IN_OBJECT: usize = 0;
const FOR_IN_KEYS: usize = 1;
const FOR_IN_INDEX: usize = 2;
const FOR_IN_STRUCTURE: usize = 3;

impl Vm {
    /// 7.4.2 GetIterator ( obj, kind ): the iterator and its `next` method.
    pub fn get_iterator_and_next(&mut self, value: JSValue, asynchronous: bool) -> JsResult<(JSValue, JSValue)> {
        self.get_iterator_and_next_named(value, asynchronous, None)
    }

    /// GetIterator of the operand of instruction `site`, which the TypeError names when
    /// it is not iterable.
    pub(crate) fn get_iterator_and_next_named(
        &mut self,
        value: JSValue,
        asynchronous: bool,
        site: Option<Site<'_>>,
    ) -> JsResult<(JSValue, JSValue)> {
        let value_root = self.root_value(value);
        let iterator = if asynchronous {
            let method = self.get_method(value, PropertyKey::Symbol(self.symbols.async_iterator))?;
            match method {
                Some(method) => self.call(method.to_value(), value_root.get(), &[])?,
                None => {
                    let sync_method = self.get_method(value_root.get(), PropertyKey::Symbol(self.symbols.iterator))?;
                    let Some(sync_method) = sync_method else {
                        let detail = self.operand_detail(site.and_then(Site::operand_name), value_root.get());
                        return Err(self.throw_error_with(Message::NotAsyncIterable, detail));
                    };
                    let sync_iterator = self.call(sync_method.to_value(), value_root.get(), &[])?;
                    let sync_iterator_root = self.root_value(sync_iterator);
                    let sync_next = self.checked_next_method(sync_iterator)?;
                    return self.create_async_from_sync_iterator(sync_iterator_root.get(), sync_next);
                }
            }
        } else {
            let method = self.get_method_through_table(value, PropertyKey::Symbol(self.symbols.iterator))?;
            let Some(method) = method else {
                let detail = self.operand_detail(site.and_then(Site::operand_name), value_root.get());
                return Err(self.throw_error_with(Message::NotIterable, detail));
            };
            self.call(method.to_value(), value_root.get(), &[])?
        };
        let iterator_root = self.root_value(iterator);
        let next = self.checked_next_method(iterator)?;
        Ok((iterator_root.get(), next))
    }

    /// The `next` method of an iterator object (which must be an object).
    fn checked_next_method(&mut self, iterator: JSValue) -> JsResult<JSValue> {
        let Some(object) = ObjectRef::from_value(iterator) else {
            let detail = self.describe_value(iterator);
            return Err(self.throw_error_with(Message::NotAnObject, detail));
        };
        let next = PropertyKey::Atom(self.names.next);
        match self.get_through_megamorphic_table(object, next) {
            Some(method) => Ok(method),
            None => self.get_value_property(iterator, next),
        }
    }

    /// GetMethod(value, key), with the lookup answered by the megamorphic table when it
    /// can (a data property, no code run): array destructuring and spread look up
    /// `Symbol.iterator` and `next` for every value, through the array's prototype.
    fn get_method_through_table(&mut self, value: JSValue, key: PropertyKey) -> JsResult<Option<ObjectRef>> {
        if let Some(object) = ObjectRef::from_value(value)
            && let Some(found) = self.get_through_megamorphic_table(object, key)
        {
            if found.is_undefined_or_null() {
                return Ok(None);
            }
            if let Some(method) = ObjectRef::from_value(found).filter(|method| method.is_callable()) {
                return Ok(Some(method));
            }
        }
        // Not answered, or not callable: the general lookup (and its TypeError).
        self.get_method(value, key)
    }

    /// 7.4.8 IteratorStepValue: the next value, or `None` when the iterator is done.
    #[inline]
    pub fn iterator_step_value(&mut self, iterator: JSValue, next: JSValue) -> JsResult<Option<JSValue>> {
        // Fast path: a builtin iterator with its original `next` steps in place.
        if let Some(builtin) = self.builtin_iterator(iterator, next) {
            return self.builtin_iterator_step(builtin);
        }
        self.iterator_step_value_by_protocol(iterator, next)
    }

    /// IteratorStepValue by the protocol: `next` is called and its result object read.
    fn iterator_step_value_by_protocol(&mut self, iterator: JSValue, next: JSValue) -> JsResult<Option<JSValue>> {
        let result = self.call(next, iterator, &[])?;
        if ObjectRef::from_value(result).is_none() {
            let detail = self.describe_value(result);
            return Err(self.throw_error_with(Message::IteratorResultNotObject, detail));
        }
        let result_root = self.root_value(result);
        let done = self.get_value_property(result, PropertyKey::Atom(self.names.done))?;
        if self.to_boolean(done) {
            return Ok(None);
        }
        Ok(Some(self.get_value_property(result_root.get(), PropertyKey::Atom(self.names.value))?))
    }

    /// `iterator` when it is an array iterator and `next` the original: `builtin_iterator`
    /// for the kind `ForOfNext` meets most, small enough for the dispatch loop.
    #[inline(always)]
    fn original_array_iterator(&self, iterator: JSValue, next: JSValue) -> Option<ObjectRef> {
        let object = ObjectRef::from_value(iterator)?;
        let original =
            object.js_type() == JSType::ArrayIterator && next == self.realm().intrinsic(Intrinsic::ArrayIteratorNext);
        original.then_some(object)
    }

    /// `iterator` when it is a builtin iterator (of an Array or typed array, a Map, a Set,
    /// a string) and `next` is the original `next` of its kind in the current realm: then
    /// a step of the iterator is what `next` would do, minus the `{ value, done }` object,
    /// a fresh object with own data properties that nothing else sees. A `next` replaced on
    /// the prototype (or the iterator) before `GetIterator` read it is called as usual; one
    /// replaced after is not seen by the loop, as the specification says.
    #[inline]
    pub fn builtin_iterator(&self, iterator: JSValue, next: JSValue) -> Option<ObjectRef> {
        let object = ObjectRef::from_value(iterator)?;
        let original = match object.js_type() {
            JSType::ArrayIterator => Intrinsic::ArrayIteratorNext,
            JSType::MapIterator => Intrinsic::MapIteratorNext,
            JSType::SetIterator => Intrinsic::SetIteratorNext,
            JSType::StringIterator => Intrinsic::StringIteratorNext,
            _ => return None,
        };
        (next == self.realm().intrinsic(original)).then_some(object)
    }

    /// One step of an iterator `builtin_iterator` accepted: the value its `next` would
    /// return in its result, or `None` when that result would say done. The one step of
    /// each kind, which its `next` also takes (`runtime/array_iterator.rs`,
    /// `collections/iterator.rs`, `runtime/string_iterator.rs`).
    #[inline]
    pub fn builtin_iterator_step(&mut self, iterator: ObjectRef) -> JsResult<Option<JSValue>> {
        match iterator.js_type() {
            JSType::ArrayIterator => self.array_iterator_next_value(iterator),
            JSType::MapIterator | JSType::SetIterator => self.collection_iterator_next_value(iterator),
            _ => self.string_iterator_next_value(iterator),
        }
    }

    /// The same step when it runs no JavaScript (a trace's step, `tier::for_of_step`):
    /// `None`, with nothing done, when it would (an array iterator over an array-like, or
    /// an element that is an accessor or a hole).
    pub fn builtin_iterator_quiet_step(&mut self, iterator: ObjectRef) -> Option<JsResult<Option<JSValue>>> {
        match iterator.js_type() {
            JSType::ArrayIterator => self.array_iterator_quiet_step(iterator),
            JSType::MapIterator | JSType::SetIterator => Some(self.collection_iterator_next_value(iterator)),
            _ => Some(self.string_iterator_next_value(iterator)),
        }
    }

    /// 7.4.11 IteratorClose for a normal completion: calls `return` and checks its result.
    pub fn iterator_close(&mut self, iterator: JSValue) -> JsResult<()> {
        let iterator_root = self.root_value(iterator);
        let Some(method) = self.get_method(iterator, PropertyKey::Atom(self.names.return_))? else { return Ok(()) };
        let result = self.call(method.to_value(), iterator_root.get(), &[])?;
        if ObjectRef::from_value(result).is_none() {
            let detail = self.describe_value(result);
            return Err(self.throw_error_with(Message::IteratorResultNotObject, detail));
        }
        Ok(())
    }

    /// IteratorClose for a throw completion: `return` is called, but whatever it does is
    /// ignored and the original exception stays pending.
    pub fn iterator_close_on_throw(&mut self, iterator: JSValue) {
        // A termination runs no more JavaScript.
        if matches!(self.exception, crate::error::Exception::Terminated(_)) {
            return;
        }
        let pending = self.take_exception();
        let pending_root = match &pending {
            crate::error::Exception::Value(value) => Some(self.root_value(*value)),
            _ => None,
        };
        let iterator_root = self.root_value(iterator);
        if let Ok(Some(method)) = self.get_method(iterator, PropertyKey::Atom(self.names.return_)) {
            let _ = self.call(method.to_value(), iterator_root.get(), &[]);
        }
        drop(pending_root);
        self.exception = pending;
    }

    /// 7.4.12 IteratorToList of GetIterator(value): every value, in order.
    pub fn iterate_to_list(&mut self, value: JSValue) -> JsResult<Vec<JSValue>> {
        self.iterate_to_list_named(value, None)
    }

    /// IteratorToList of the operand of instruction `site` (see
    /// `get_iterator_and_next_named`).
    pub(crate) fn iterate_to_list_named(&mut self, value: JSValue, site: Option<Site<'_>>) -> JsResult<Vec<JSValue>> {
        // Fast path: a plain array with the original iterator.
        if let Some(array) = ObjectRef::from_value(value)
            && self.has_original_array_iteration(array)
        {
            let length = self.array_length(array);
            return Ok((0..length).map(|i| self.get_own_index(array, i).map_or(JSValue::UNDEFINED, |e| e.0)).collect());
        }
        let (iterator, next) = self.get_iterator_and_next_named(value, false, site)?;
        let (iterator_root, next_root) = (self.root_value(iterator), self.root_value(next));
        let list = self.create_array_from_list(&[])?;
        let list_root = self.rooted(list);
        let mut count = 0;
        // (A builtin iterator with its original `next` is stepped in place.)
        while let Some(value) = self.iterator_step_value(iterator_root.get(), next_root.get())? {
            self.put_index(list_root.get(), count, value)?;
            count += 1;
        }
        let list = list_root.get();
        Ok((0..count).map(|i| self.get_own_index(list, i).map_or(JSValue::UNDEFINED, |e| e.0)).collect())
    }

    /// Whether iterating `array` with the iterator protocol is the same as reading its
    /// elements: an array with no holes, whose `@@iterator` and `%ArrayIteratorPrototype%`
    /// `next` are the originals.
    pub fn has_original_array_iteration(&mut self, array: ObjectRef) -> bool {
        if array.js_type() != JSType::Array {
            return false;
        }
        let realm = self.realm();
        let original = realm.intrinsic(Intrinsic::ArrayProtoValues);
        let iterator_key = PropertyKey::Symbol(self.symbols.iterator);
        let Some(slot) = self.find_property(array, iterator_key) else { return false };
        if slot.value != original || slot.attributes.is_accessor() {
            return false;
        }
        let iterator_prototype = realm.intrinsic_object(Intrinsic::ArrayIteratorPrototype);
        let next = self.find_property(iterator_prototype, PropertyKey::Atom(self.names.next));
        let original_next = realm.intrinsic(Intrinsic::ArrayIteratorNext);
        if next.map(|slot| slot.value) != Some(original_next) {
            return false;
        }
        let length = self.array_length(array);
        (0..length).all(|i| self.get_own_index(array, i).is_some_and(|(_, attributes)| !attributes.is_accessor()))
    }

    /// The iterator state of `for (key in object)`: the enumerable string keys of the
    /// object and its prototypes, shadowed ones left out.
    pub(crate) fn for_in_begin(&mut self, object: JSValue) -> JsResult<JSValue> {
        let prototype = self.realm().intrinsic(Intrinsic::ObjectPrototype);
        let structure = self.root_structure(prototype, JSType::ForInIterator, 0, 0)?;
        let object_root = self.root_value(object);
        let iterator = self.new_object_with_structure(structure)?;
        let iterator_root = self.rooted(iterator);
        self.set_internal(iterator, FOR_IN_INDEX, JSValue::from_i32(0));
        if object.is_undefined_or_null() {
            let empty = self.create_array_from_list(&[])?;
            self.set_internal(iterator_root.get(), FOR_IN_KEYS, empty.to_value());
            return Ok(iterator_root.get().to_value());
        }
        let receiver = self.to_object(object_root.get())?;
        let receiver_root = self.rooted(receiver);
        // Fast path: keys that depend on structures alone, listed once per structure.
        if let Some((keys, structure)) = self.enumeration_keys(receiver)? {
            let iterator = iterator_root.get();
            self.set_internal(iterator, FOR_IN_OBJECT, receiver_root.get().to_value());
            self.set_internal(iterator, FOR_IN_KEYS, keys.to_value());
            self.set_internal(iterator, FOR_IN_STRUCTURE, JSValue::from_cell(structure.cell()));
            return Ok(iterator.to_value());
        }
        // The keys are rooted: a proxy's traps run (and allocate) between them, and keys
        // made from indices or handed out by a trap have no other holder. The keys seen
        // are a set (a list searched per key made large objects quadratic); their roots
        // keep a collected key's address from being reused by another key meanwhile.
        let mut seen: HashSet<PropertyKey, BuildPointerHasher> = HashSet::default();
        let mut seen_roots: Vec<crate::heap::Rooted<PropertyKey>> = Vec::new();
        let mut keys: Vec<crate::heap::Rooted<JSValue>> = Vec::new();
        let mut current = Some(receiver);
        while let Some(object) = current {
            let object_root = self.rooted(object);
            let own = self.own_keys(object)?;
            let own_roots: Vec<_> = own.iter().map(|&k| self.rooted(k)).collect();
            seen.reserve(own_roots.len());
            for key in own_roots.iter().map(|r| r.get()) {
                if matches!(key, PropertyKey::Symbol(_)) || !seen.insert(key) {
                    continue;
                }
                seen_roots.push(self.rooted(key));
                let descriptor = self.get_own_property_descriptor(object_root.get(), key)?;
                if descriptor.is_some_and(|d| d.enumerable == Some(true)) {
                    let value = self.property_key_to_value(key)?;
                    keys.push(self.root_value(value));
                }
            }
            current = ObjectRef::from_value(self.get_prototype_of(object_root.get())?);
        }
        let keys: Vec<JSValue> = keys.iter().map(crate::heap::Rooted::get).collect();
        let list = self.create_array_from_list(&keys)?;
        let iterator = iterator_root.get();
        self.set_internal(iterator, FOR_IN_OBJECT, receiver_root.get().to_value());
        self.set_internal(iterator, FOR_IN_KEYS, list.to_value());
        Ok(iterator.to_value())
    }

    /// The next key of a for-in enumeration that is still a property, or `None`.
    #[inline]
    pub(crate) fn for_in_next(&mut self, iterator: JSValue) -> JsResult<Option<JSValue>> {
        let iterator = ObjectRef::from_value(iterator).expect("a for-in iterator");
        match self.for_in_cached_step(iterator) {
            Some(step) => Ok(step),
            None => self.for_in_checked_step(iterator),
        }
    }

    /// The step of a for-in whose keys came from the object's enumeration cache, while the
    /// object keeps the structure they are for: the next key (certainly still an own
    /// property) or `None` at the end; `None` (nothing done) when the object's structure
    /// changed or the keys were not cached, and each key must be checked. Runs no
    /// JavaScript and allocates nothing (a trace's step, `tier::for_in_step`).
    #[inline]
    pub fn for_in_cached_step(&self, iterator: ObjectRef) -> Option<Option<JSValue>> {
        if !self.for_in_cached_step_applies(iterator) {
            return None;
        }
        let keys = ObjectRef::from_value(iterator.internal(FOR_IN_KEYS)).expect("keys");
        let index = iterator.internal(FOR_IN_INDEX).as_int32() as u32;
        if index >= self.array_length(keys) {
            return Some(None);
        }
        // (An int32 needs no write barrier.)
        iterator.set_internal_unbarriered(FOR_IN_INDEX, JSValue::from_i32(index as i32 + 1));
        Some(Some(self.get_own_index(keys, index).expect("a listed key").0))
    }

    /// Whether the cached step of the for-in `iterator` finds the keys at their end.
    pub fn for_in_cached_step_ends(&self, iterator: ObjectRef) -> bool {
        let keys = ObjectRef::from_value(iterator.internal(FOR_IN_KEYS)).expect("keys");
        iterator.internal(FOR_IN_INDEX).as_int32() as u32 >= self.array_length(keys)
    }

    /// Whether the keys of the for-in `iterator` are its object's enumeration cache and the
    /// object still has the structure they are for.
    #[inline]
    pub fn for_in_cached_step_applies(&self, iterator: ObjectRef) -> bool {
        let structure = iterator.internal(FOR_IN_STRUCTURE);
        structure.is_cell()
            && ObjectRef::from_value(iterator.internal(FOR_IN_OBJECT))
                .is_some_and(|object| object.structure_id() == StructureRef::from_cell(structure.as_cell()).id())
    }

    /// The step of a for-in that checks each key is still a property.
    fn for_in_checked_step(&mut self, iterator: ObjectRef) -> JsResult<Option<JSValue>> {
        let iterator_root = self.rooted(iterator);
        loop {
            let iterator = iterator_root.get();
            let keys = ObjectRef::from_value(iterator.internal(FOR_IN_KEYS)).expect("keys");
            let index = iterator.internal(FOR_IN_INDEX).as_int32() as u32;
            if index >= self.array_length(keys) {
                return Ok(None);
            }
            self.set_internal(iterator, FOR_IN_INDEX, JSValue::from_i32(index as i32 + 1));
            let key = self.get_own_index(keys, index).expect("a listed key").0;
            let key_root = self.root_value(key);
            let object = ObjectRef::from_value(iterator.internal(FOR_IN_OBJECT)).expect("an object");
            // A property deleted since the enumeration began is skipped. A proxy is not
            // asked again (its `has` trap need not agree with the keys it listed, which
            // its getOwnPropertyDescriptor trap already filtered), as other engines do.
            if object.is_proxy() {
                return Ok(Some(key_root.get()));
            }
            let property_key = self.property_key(StringRef::from_value(key).expect("keys are strings"))?;
            if self.has_property(object, property_key)? {
                return Ok(Some(key_root.get()));
            }
        }
    }
}

// The instructions.
impl Vm {
    /// `GetIterator`: the iterator of `src` in `dst` and its `next` method in `dst + 1`.
    #[inline(always)]
    pub(crate) fn op_get_iterator(&mut self, cursor: Cursor, dst: Reg, src: Reg, asynchronous: Flag) -> JsResult<()> {
        let r = cursor.registers;
        self.save_pc(cursor.pc - 1);
        let site = Site { code: &cursor.code, pc: cursor.pc as u32 - 1 };
        let (iterator, next) = self.get_iterator_and_next_named(r.get(src), asynchronous != 0, Some(site))?;
        r.set(dst, iterator);
        r.set(dst.offset(1), next);
        Ok(())
    }

    /// `IteratorNext`: the result of calling the `next` method (in `iterator + 1`).
    #[inline(always)]
    pub(crate) fn op_iterator_next(&mut self, cursor: Cursor, dst: Reg, iterator: Reg) -> JsResult<()> {
        let r = cursor.registers;
        self.save_pc(cursor.pc - 1);
        let result = self.call(r.get(iterator.offset(1)), r.get(iterator), &[])?;
        r.set(dst, result);
        Ok(())
    }

    /// `IteratorComplete`: ToBoolean(`result.done`).
    #[inline(always)]
    pub(crate) fn op_iterator_complete(&mut self, cursor: Cursor, dst: Reg, result: Reg) -> JsResult<()> {
        let r = cursor.registers;
        let done = self.get_value_property(r.get(result), PropertyKey::Atom(self.names.done))?;
        r.set(dst, JSValue::from_bool(self.to_boolean(done)));
        Ok(())
    }

    /// `IteratorValue`: `result.value`.
    #[inline(always)]
    pub(crate) fn op_iterator_value(&mut self, cursor: Cursor, dst: Reg, result: Reg) -> JsResult<()> {
        let r = cursor.registers;
        let value = self.get_value_property(r.get(result), PropertyKey::Atom(self.names.value))?;
        r.set(dst, value);
        Ok(())
    }

    /// `ForOfNext`: steps a `for-of` iterator into `dst`; true when it is done (the loop
    /// then jumps to its end).
    #[inline(always)]
    pub(crate) fn op_for_of_next(&mut self, cursor: Cursor, dst: Reg, iterator: Reg) -> JsResult<bool> {
        let r = cursor.registers;
        self.save_pc(cursor.pc - 1);
        // A builtin iterator with its original `next` steps in place (no call, no result
        // object): see `builtin_iterator`. Fast path: an array iterator, in the loop.
        let (iterator, next) = (r.get(iterator), r.get(iterator.offset(1)));
        let step = match self.original_array_iterator(iterator, next) {
            Some(array_iterator) => self.array_iterator_next_value(array_iterator)?,
            None => self.iterator_step_value(iterator, next)?,
        };
        match step {
            Some(value) => {
                r.set(dst, value);
                Ok(false)
            }
            None => Ok(true),
        }
    }

    /// `IteratorClose`: calls the iterator's `return` method, if it has one.
    #[inline(always)]
    pub(crate) fn op_iterator_close(&mut self, cursor: Cursor, iterator: Reg) -> JsResult<()> {
        let r = cursor.registers;
        self.save_pc(cursor.pc - 1);
        self.iterator_close(r.get(iterator))?;
        Ok(())
    }

    /// `IteratorCloseOnThrow`: `IteratorClose` for a throw completion (the exception stays
    /// pending, whatever `return` does).
    #[inline(always)]
    pub(crate) fn op_iterator_close_on_throw(&mut self, cursor: Cursor, iterator: Reg) {
        let r = cursor.registers;
        self.save_pc(cursor.pc - 1);
        self.iterator_close_on_throw(r.get(iterator));
    }

    /// `ForInNext`: the next key of a `for-in` enumeration into `dst`; true when there is none
    /// (the loop then jumps to its end).
    #[inline(always)]
    pub(crate) fn op_for_in_next(&mut self, cursor: Cursor, dst: Reg, iterator: Reg) -> JsResult<bool> {
        let r = cursor.registers;
        match self.for_in_next(r.get(iterator))? {
            Some(key) => {
                r.set(dst, key);
                Ok(false)
            }
            None => Ok(true),
        }
    }
}
