//! The Set methods of ES2025 that combine a Set with a set-like object (24.2.4: union,
//! intersection, difference, symmetricDifference, isSubsetOf, isSupersetOf,
//! isDisjointFrom), and 24.2.1's abstract operations they share (GetSetRecord, and
//! GetIteratorFromMethod on the record's `keys`).
//!
//! Where the specification walks O.[[SetData]] by index while the other object's `has`
//! may change it ("Set thisSize to the number of elements in O.[[SetData]]"), a native
//! cursor of the table walks instead: it visits entries added meanwhile, skips deleted
//! ones and follows the table through compaction, exactly as the index into the
//! specification's never-shrinking list does. Every method is therefore linear in the
//! sizes of both sets whatever the callbacks do to the receiver. "A copy of
//! O.[[SetData]]" is one pass over the table (`Vm::new_keyed_collection_copy`), and the
//! results are new Sets with %Set.prototype% (no species).

use vm::cell::JSType;
use vm::collections::CollectionKey;
use vm::runtime::function::CallArgs;
use vm::runtime::realm::Intrinsic;
use vm::{JSValue, JsResult, Message, ObjectRef, PropertyKey, Rooted, Vm};

use crate::collection::require_internal_slot;

/// 24.2.1.1 Set Records: what GetSetRecord read from a set-like object.
struct SetRecord {
    /// [[SetObject]]
    object: Rooted<JSValue>,
    /// [[Size]]: a non-negative integer, or +∞.
    size: f64,
    /// [[Has]]
    has: Rooted<JSValue>,
    /// [[Keys]]
    keys: Rooted<JSValue>,
}

/// An Iterator Record over the keys of a set-like object.
struct KeysIterator {
    iterator: Rooted<JSValue>,
    next: Rooted<JSValue>,
}

/// RequireInternalSlot(O, [[SetData]]) for `method`.
fn this_set(vm: &mut Vm, args: &CallArgs, method: &str) -> JsResult<ObjectRef> {
    require_internal_slot(vm, args.this, JSType::Set, method)
}

/// 24.2.1.2 GetSetRecord ( obj )
fn get_set_record(vm: &mut Vm, obj: JSValue, method: &str) -> JsResult<SetRecord> {
    // 1. If obj is not an Object, throw a TypeError exception.
    let Some(object) = ObjectRef::from_value(obj) else {
        let detail = format!("{method}: the argument {}", vm.describe_value(obj));
        return Err(vm.throw_error_with(Message::NotAnObject, detail));
    };
    let object = vm.rooted(object);
    // 2. Let rawSize be ? Get(obj, "size").
    let size_key = vm.property_key_from_str("size")?;
    let raw_size = vm.get(object.get(), size_key)?;
    // 3. Let numSize be ? ToNumber(rawSize). (Undefined gives NaN.)
    let num_size = vm.to_number(raw_size)?;
    // 4. If numSize is NaN, throw a TypeError exception.
    if num_size.is_nan() {
        let detail = format!("{method}: the size of a set-like object must be a number");
        return Err(vm.throw_error_with(Message::ThrowTypeError, detail));
    }
    // 5. Let intSize be ! ToIntegerOrInfinity(numSize).
    let int_size = num_size.trunc() + 0.0;
    // 6. If intSize < 0, throw a RangeError exception.
    if int_size < 0.0 {
        let detail = format!("{method}: the size of a set-like object must not be negative");
        return Err(vm.throw_error_with(Message::ThrowRangeError, detail));
    }
    // 7. Let has be ? Get(obj, "has").
    // 8. If IsCallable(has) is false, throw a TypeError exception.
    let has = callable_property(vm, object.get(), "has", method)?;
    let has = vm.root_value(has);
    // 9. Let keys be ? Get(obj, "keys").
    // 10. If IsCallable(keys) is false, throw a TypeError exception.
    let keys = callable_property(vm, object.get(), "keys", method)?;
    let keys = vm.root_value(keys);
    // 11. Return a new Set Record { [[SetObject]]: obj, [[Size]]: intSize, [[Has]]: has,
    //     [[Keys]]: keys }.
    Ok(SetRecord { object: vm.root_value(object.get().to_value()), size: int_size, has, keys })
}

/// `? Get(object, name)`, which must be callable (steps 7-10 of GetSetRecord).
fn callable_property(vm: &mut Vm, object: ObjectRef, name: &str, method: &str) -> JsResult<JSValue> {
    let key = vm.property_key_from_str(name)?;
    let value = vm.get(object, key)?;
    if !vm.is_callable(value) {
        let detail = format!("{method}: the '{name}' of a set-like object ({})", vm.describe_value(value));
        return Err(vm.throw_error_with(Message::NotAFunction, detail));
    }
    Ok(value)
}

impl SetRecord {
    /// `ToBoolean(? Call(otherRec.[[Has]], otherRec.[[SetObject]], « e »))`.
    fn has(&self, vm: &mut Vm, element: JSValue) -> JsResult<bool> {
        let result = vm.call(self.has.get(), self.object.get(), &[element])?;
        Ok(vm.to_boolean(result))
    }

    /// 7.4.4 GetIteratorFromMethod ( otherRec.[[SetObject]], otherRec.[[Keys]] )
    fn keys_iterator(&self, vm: &mut Vm) -> JsResult<KeysIterator> {
        // 1. Let iterator be ? Call(method, obj).
        let iterator = vm.call(self.keys.get(), self.object.get(), &[])?;
        // 2. If iterator is not an Object, throw a TypeError exception.
        let Some(object) = ObjectRef::from_value(iterator) else {
            let detail = format!("The iterator that 'keys' returned ({})", vm.describe_value(iterator));
            return Err(vm.throw_error_with(Message::NotAnObject, detail));
        };
        let iterator = vm.root_value(iterator);
        // 3. Let nextMethod be ? Get(iterator, "next").
        let next = vm.get(object, PropertyKey::Atom(vm.names.next))?;
        // 4-5. Return the Iterator Record { [[Iterator]]: iterator, [[NextMethod]]:
        //      nextMethod, [[Done]]: false }.
        Ok(KeysIterator { iterator, next: vm.root_value(next) })
    }
}

impl KeysIterator {
    /// `? IteratorStepValue(keysIter)`, then CanonicalizeKeyedCollectionKey of the value:
    /// the next key, or `None` when the iterator is done. The key is unrooted: the
    /// iterator's result holds it no longer, so use it before anything allocates.
    fn step(&self, vm: &mut Vm) -> JsResult<Option<CollectionKey>> {
        match vm.iterator_step_value(self.iterator.get(), self.next.get())? {
            Some(value) => Ok(Some(vm.collection_key(value)?)),
            None => Ok(None),
        }
    }

    /// `? IteratorClose(keysIter, NormalCompletion(unused))`.
    fn close(&self, vm: &mut Vm) -> JsResult<()> {
        vm.iterator_close(self.iterator.get())
    }
}

/// Walks O.[[SetData]] as the specification's loops "Repeat, while index < thisSize"
/// do, refreshing thisSize after each call: `visit` is given each element (rooted) and
/// answers whether to go on. Returns false if `visit` stopped the walk.
fn walk_elements(
    vm: &mut Vm,
    set: ObjectRef,
    mut visit: impl FnMut(&mut Vm, JSValue) -> JsResult<bool>,
) -> JsResult<bool> {
    let set = vm.rooted(set);
    let cursor = vm.collection_open_cursor(set.get());
    let result = (|| -> JsResult<bool> {
        // a. Let e be O.[[SetData]][index]. b. Set index to index + 1.
        // c. If e is not empty, then ... (the cursor skips the holes)
        while let Some((element, _)) = vm.collection_cursor_next(set.get(), cursor) {
            // The callback may delete e from O: keep it alive meanwhile.
            let element = vm.root_value(element);
            if !visit(vm, element.get())? {
                return Ok(false);
            }
        }
        Ok(true)
    })();
    vm.collection_close_cursor(set.get(), cursor);
    result
}

/// A new empty Set: OrdinaryObjectCreate(%Set.prototype%, « [[SetData]] »).
fn new_set(vm: &mut Vm) -> JsResult<ObjectRef> {
    let prototype = vm.realm().intrinsic(Intrinsic::SetPrototype);
    vm.new_keyed_collection(JSType::Set, prototype)
}

/// A new Set with %Set.prototype% whose [[SetData]] is a copy of `set`'s.
fn copy_of(vm: &mut Vm, set: ObjectRef) -> JsResult<ObjectRef> {
    let prototype = vm.realm().intrinsic(Intrinsic::SetPrototype);
    vm.new_keyed_collection_copy(set, prototype)
}

/// SetDataSize(O.[[SetData]]), to compare with a [[Size]].
fn size_of(vm: &Vm, set: ObjectRef) -> f64 {
    vm.collection_size(set) as f64
}

/// Appends `key` to a result's [[SetData]] unless SetDataHas says it is there.
fn append_if_absent(vm: &mut Vm, result: ObjectRef, key: CollectionKey) -> JsResult<()> {
    if !vm.collection_has(result, key) {
        vm.collection_insert(result, key, JSValue::UNDEFINED)?;
    }
    Ok(())
}

/// 24.2.4.5 Set.prototype.difference ( other )
pub(super) fn difference(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1-2. Let O be the this value; perform ? RequireInternalSlot(O, [[SetData]]).
    let set = this_set(vm, args, "Set.prototype.difference")?;
    // 3. Let otherRec be ? GetSetRecord(other).
    let other = get_set_record(vm, args.get(vm, 0), "Set.prototype.difference")?;
    // 4. Let resultSetData be a copy of O.[[SetData]].
    let result = copy_of(vm, set)?;
    let result = vm.rooted(result);
    // 5. If SetDataSize(O.[[SetData]]) ≤ otherRec.[[Size]], then
    if size_of(vm, set) <= other.size {
        // a. Let thisSize be the number of elements in O.[[SetData]].
        // b-c. For each element e of resultSetData (the copy, which only this loop
        //      changes), if ToBoolean(? Call(otherRec.[[Has]], otherRec.[[SetObject]],
        //      « e »)) is true, set that element of resultSetData to empty.
        walk_elements(vm, result.get(), |vm, element| {
            if other.has(vm, element)? {
                let key = vm.collection_key(element)?;
                vm.collection_delete(result.get(), key);
            }
            Ok(true)
        })?;
    } else {
        // 6. Else,
        // a. Let keysIter be ? GetIteratorFromMethod(otherRec.[[SetObject]],
        //    otherRec.[[Keys]]).
        let keys = other.keys_iterator(vm)?;
        // b-c. For each next of keysIter (canonicalized), if SetDataIndex(resultSetData,
        //      next) is not not-found, set that element to empty.
        while let Some(key) = keys.step(vm)? {
            vm.collection_delete(result.get(), key);
        }
    }
    // 7-9. Return a new Set whose [[SetData]] is resultSetData.
    Ok(result.get().to_value())
}

/// 24.2.4.9 Set.prototype.intersection ( other )
pub(super) fn intersection(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1-2. Let O be the this value; perform ? RequireInternalSlot(O, [[SetData]]).
    let set = this_set(vm, args, "Set.prototype.intersection")?;
    // 3. Let otherRec be ? GetSetRecord(other).
    let other = get_set_record(vm, args.get(vm, 0), "Set.prototype.intersection")?;
    // 4. Let resultSetData be a new empty List.
    let result = new_set(vm)?;
    let result = vm.rooted(result);
    // 5. If SetDataSize(O.[[SetData]]) ≤ otherRec.[[Size]], then
    if size_of(vm, set) <= other.size {
        // a-c. For each element e of O.[[SetData]], thisSize refreshed after each call:
        walk_elements(vm, set, |vm, element| {
            // iii. 1. Let inOther be ToBoolean(? Call(otherRec.[[Has]],
            //         otherRec.[[SetObject]], « e »)).
            // 2. If inOther is true, then
            if other.has(vm, element)? {
                // a. NOTE: earlier calls of has may remove and re-add an element of O,
                //    which is then visited again.
                // b. If SetDataHas(resultSetData, e) is false, append e.
                let key = vm.collection_key(element)?;
                append_if_absent(vm, result.get(), key)?;
            }
            Ok(true)
        })?;
    } else {
        // 6. Else,
        // a. Let keysIter be ? GetIteratorFromMethod(otherRec.[[SetObject]],
        //    otherRec.[[Keys]]).
        let keys = other.keys_iterator(vm)?;
        // b-c. For each next of keysIter (canonicalized):
        while let Some(key) = keys.step(vm)? {
            // 2. Let inThis be SetDataHas(O.[[SetData]], next).
            // 3. If inThis is true and SetDataHas(resultSetData, next) is false, append
            //    next to resultSetData.
            if vm.collection_has(set, key) {
                append_if_absent(vm, result.get(), key)?;
            }
        }
    }
    // 7-9. Return a new Set whose [[SetData]] is resultSetData.
    Ok(result.get().to_value())
}

/// 24.2.4.10 Set.prototype.isDisjointFrom ( other )
pub(super) fn is_disjoint_from(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1-2. Let O be the this value; perform ? RequireInternalSlot(O, [[SetData]]).
    let set = this_set(vm, args, "Set.prototype.isDisjointFrom")?;
    // 3. Let otherRec be ? GetSetRecord(other).
    let other = get_set_record(vm, args.get(vm, 0), "Set.prototype.isDisjointFrom")?;
    // 4. If SetDataSize(O.[[SetData]]) ≤ otherRec.[[Size]], then
    if size_of(vm, set) <= other.size {
        // a-b. For each element e of O.[[SetData]], thisSize refreshed after each call:
        // iii. 1. Let inOther be ToBoolean(? Call(otherRec.[[Has]],
        //         otherRec.[[SetObject]], « e »)).
        //      2. If inOther is true, return false.
        let disjoint = walk_elements(vm, set, |vm, element| Ok(!other.has(vm, element)?))?;
        return Ok(JSValue::from_bool(disjoint));
    }
    // 5. Else,
    // a. Let keysIter be ? GetIteratorFromMethod(otherRec.[[SetObject]],
    //    otherRec.[[Keys]]).
    let keys = other.keys_iterator(vm)?;
    // b. For each next of keysIter:
    while let Some(key) = keys.step(vm)? {
        // ii. If SetDataHas(O.[[SetData]], next) is true, then
        if vm.collection_has(set, key) {
            // 1. Perform ? IteratorClose(keysIter, NormalCompletion(unused)).
            keys.close(vm)?;
            // 2. Return false.
            return Ok(JSValue::FALSE);
        }
    }
    // 6. Return true.
    Ok(JSValue::TRUE)
}

/// 24.2.4.11 Set.prototype.isSubsetOf ( other )
pub(super) fn is_subset_of(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1-2. Let O be the this value; perform ? RequireInternalSlot(O, [[SetData]]).
    let set = this_set(vm, args, "Set.prototype.isSubsetOf")?;
    // 3. Let otherRec be ? GetSetRecord(other).
    let other = get_set_record(vm, args.get(vm, 0), "Set.prototype.isSubsetOf")?;
    // 4. If SetDataSize(O.[[SetData]]) > otherRec.[[Size]], return false.
    if size_of(vm, set) > other.size {
        return Ok(JSValue::FALSE);
    }
    // 5-7. For each element e of O.[[SetData]], thisSize refreshed after each call:
    //   c. i. Let inOther be ToBoolean(? Call(otherRec.[[Has]], otherRec.[[SetObject]],
    //         « e »)).
    //      ii. If inOther is false, return false.
    // 8. Return true.
    let subset = walk_elements(vm, set, |vm, element| other.has(vm, element))?;
    Ok(JSValue::from_bool(subset))
}

/// 24.2.4.12 Set.prototype.isSupersetOf ( other )
pub(super) fn is_superset_of(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1-2. Let O be the this value; perform ? RequireInternalSlot(O, [[SetData]]).
    let set = this_set(vm, args, "Set.prototype.isSupersetOf")?;
    // 3. Let otherRec be ? GetSetRecord(other).
    let other = get_set_record(vm, args.get(vm, 0), "Set.prototype.isSupersetOf")?;
    // 4. If SetDataSize(O.[[SetData]]) < otherRec.[[Size]], return false.
    if size_of(vm, set) < other.size {
        return Ok(JSValue::FALSE);
    }
    // 5. Let keysIter be ? GetIteratorFromMethod(otherRec.[[SetObject]],
    //    otherRec.[[Keys]]).
    let keys = other.keys_iterator(vm)?;
    // 6. Repeat, for each next of keysIter:
    while let Some(key) = keys.step(vm)? {
        // c. If SetDataHas(O.[[SetData]], next) is false, then
        if !vm.collection_has(set, key) {
            // i. Perform ? IteratorClose(keysIter, NormalCompletion(unused)).
            keys.close(vm)?;
            // ii. Return false.
            return Ok(JSValue::FALSE);
        }
    }
    // b. If next is done, return true.
    Ok(JSValue::TRUE)
}

/// 24.2.4.15 Set.prototype.symmetricDifference ( other )
pub(super) fn symmetric_difference(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1-2. Let O be the this value; perform ? RequireInternalSlot(O, [[SetData]]).
    let set = this_set(vm, args, "Set.prototype.symmetricDifference")?;
    // 3. Let otherRec be ? GetSetRecord(other).
    let other = get_set_record(vm, args.get(vm, 0), "Set.prototype.symmetricDifference")?;
    // 4. Let keysIter be ? GetIteratorFromMethod(otherRec.[[SetObject]],
    //    otherRec.[[Keys]]).
    let keys = other.keys_iterator(vm)?;
    // 5. Let resultSetData be a copy of O.[[SetData]].
    let result = copy_of(vm, set)?;
    let result = vm.rooted(result);
    // 6-7. For each next of keysIter (canonicalized):
    while let Some(key) = keys.step(vm)? {
        // ii-iii. Let resultIndex be SetDataIndex(resultSetData, next); alreadyInResult
        //         is whether it was found.
        // iv. If SetDataHas(O.[[SetData]], next) is true, then
        if vm.collection_has(set, key) {
            // 1. If alreadyInResult is true, set resultSetData[resultIndex] to empty.
            vm.collection_delete(result.get(), key);
        } else {
            // v. 1. If alreadyInResult is false, append next to resultSetData.
            append_if_absent(vm, result.get(), key)?;
        }
    }
    // 8-10. Return a new Set whose [[SetData]] is resultSetData.
    Ok(result.get().to_value())
}

/// 24.2.4.16 Set.prototype.union ( other )
pub(super) fn union(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1-2. Let O be the this value; perform ? RequireInternalSlot(O, [[SetData]]).
    let set = this_set(vm, args, "Set.prototype.union")?;
    // 3. Let otherRec be ? GetSetRecord(other).
    let other = get_set_record(vm, args.get(vm, 0), "Set.prototype.union")?;
    // 4. Let keysIter be ? GetIteratorFromMethod(otherRec.[[SetObject]],
    //    otherRec.[[Keys]]).
    let keys = other.keys_iterator(vm)?;
    // 5. Let resultSetData be a copy of O.[[SetData]].
    let result = copy_of(vm, set)?;
    let result = vm.rooted(result);
    // 6-7. For each next of keysIter (canonicalized), if SetDataHas(resultSetData, next)
    //      is false, append next to resultSetData.
    while let Some(key) = keys.step(vm)? {
        append_if_absent(vm, result.get(), key)?;
    }
    // 8-10. Return a new Set whose [[SetData]] is resultSetData.
    Ok(result.get().to_value())
}
