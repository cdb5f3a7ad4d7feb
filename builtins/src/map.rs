//! 24.1 Map Objects: the Map constructor, Map.groupBy, %Map.prototype% and
//! %MapIteratorPrototype% (24.1.5).
//!
//! A Map's [[MapData]] is the VM's ordered hash table (`vm::collections`), keyed by
//! SameValueZero: where the specification walks the list of records comparing keys, the
//! table finds the record by hash. Deleted records are holes the table skips and later
//! compacts away, which is what "set p.[[Key]] to empty" amounts to; iterators and
//! `forEach` keep a cursor that follows the records through compaction, so entries added
//! during an iteration are visited and deleted ones are not.

use vm::cell::JSType;
use vm::collections::CollectionIterationKind;
use vm::runtime::function::{CallArgs, NativeFn};
use vm::runtime::realm::Intrinsic;
use vm::{Attributes, JSValue, JsResult, Message, ObjectRef, PropertyKey, Vm};

use crate::collection::{self, require_internal_slot};
use crate::iterator::to_string_tag;
use crate::util;

/// %Map.prototype%'s methods, in the specification's order (24.1.3), `size` aside.
const PROTOTYPE_METHODS: &[(&str, u32, NativeFn)] = &[
    ("clear", 0, clear),
    ("delete", 1, delete),
    ("entries", 0, entries),
    ("forEach", 1, for_each),
    ("get", 1, get),
    ("getOrInsert", 2, get_or_insert),
    ("getOrInsertComputed", 2, get_or_insert_computed),
    ("has", 1, has),
    ("keys", 0, keys),
    ("set", 2, set),
];

/// Map's methods that call no callback are quiet whatever their operands
/// (vm::tier::NativeEffect): keys are compared, never converted. (No trace reads a Map's
/// table, so changing it writes nothing a trace reads.)
pub(crate) fn trace_natives() -> Vec<(usize, vm::tier::NativeEffect)> {
    let calls_back = ["forEach", "getOrInsertComputed"];
    let quiet = PROTOTYPE_METHODS.iter().filter(|&&(name, _, _)| !calls_back.contains(&name));
    quiet.map(|&(_, _, f)| (f as usize, vm::tier::NativeEffect::Quiet)).collect()
}

pub fn install(vm: &mut Vm) -> JsResult<()> {
    let realm = vm.realm();
    // 24.1.3 Properties of the Map Prototype Object: an ordinary object.
    let object_prototype = realm.intrinsic(Intrinsic::ObjectPrototype);
    let prototype = vm.new_object(object_prototype)?;
    let prototype = vm.rooted(prototype);
    vm.set_intrinsic(vm.realm(), Intrinsic::MapPrototype, prototype.get().to_value());
    // 24.1.5.2 The %MapIteratorPrototype% Object.
    let iterator_parent = vm.realm().intrinsic(Intrinsic::IteratorPrototype);
    let iterator_prototype = vm.new_object(iterator_parent)?;
    let iterator_prototype = vm.rooted(iterator_prototype);
    vm.set_intrinsic(vm.realm(), Intrinsic::MapIteratorPrototype, iterator_prototype.get().to_value());

    // 24.1.1 The Map Constructor.
    let map = util::constructor(vm, "Map", 0, map_constructor, prototype.get())?;
    let map = vm.rooted(map);
    util::global(vm, "Map", map.get().to_value())?;
    // 24.1.2 Properties of the Map Constructor.
    util::method(vm, map.get(), "groupBy", 2, group_by)?;
    let species = PropertyKey::Symbol(vm.symbols.species);
    util::accessor(vm, map.get(), species, "[Symbol.species]", collection::get_species, None)?;

    util::methods(vm, prototype.get(), PROTOTYPE_METHODS)?;
    // 24.1.3.10 get Map.prototype.size
    let size_key = vm.property_key_from_str("size")?;
    util::accessor(vm, prototype.get(), size_key, "size", size, None)?;
    // 24.1.3.11 Map.prototype.values ( )
    util::method(vm, prototype.get(), "values", 0, values)?;
    // 24.1.3.12 Map.prototype [ @@iterator ] ( ): the initial value of "entries".
    let entries_key = vm.property_key_from_str("entries")?;
    let entries = vm.get(prototype.get(), entries_key)?;
    let iterator_key = PropertyKey::Symbol(vm.symbols.iterator);
    vm.define_own_property(prototype.get(), iterator_key, entries, Attributes::HIDDEN)?;
    // 24.1.3.13 Map.prototype [ @@toStringTag ]: "Map".
    to_string_tag(vm, prototype.get(), "Map")?;

    // 24.1.5.2.1 %MapIteratorPrototype%.next ( ): the original, which a for-of need not call.
    let next = util::method(vm, iterator_prototype.get(), "next", 0, map_iterator_next)?;
    vm.set_intrinsic(vm.realm(), Intrinsic::MapIteratorNext, next.to_value());
    // 24.1.5.2.2 %MapIteratorPrototype% [ @@toStringTag ]: "Map Iterator".
    to_string_tag(vm, iterator_prototype.get(), "Map Iterator")
}

/// RequireInternalSlot(M, [[MapData]]) for `method`.
fn this_map(vm: &mut Vm, args: &CallArgs, method: &str) -> JsResult<ObjectRef> {
    require_internal_slot(vm, args.this, JSType::Map, method)
}

// ---------------------------------------------------------------------------------------
// 24.1.1 The Map Constructor and 24.1.2 its properties.
// ---------------------------------------------------------------------------------------

/// 24.1.1.1 Map ( [ iterable ] )
fn map_constructor(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1. If NewTarget is undefined, throw a TypeError exception.
    collection::require_new(vm, args, "Map")?;
    // 2. Let map be ? OrdinaryCreateFromConstructor(NewTarget, "%Map.prototype%",
    //    « [[MapData]] »).
    let prototype = vm.get_prototype_from_constructor(args.new_target, Intrinsic::MapPrototype)?;
    // 3. Set map.[[MapData]] to a new empty List.
    let map = vm.new_keyed_collection(JSType::Map, prototype)?;
    // 4. If iterable is either undefined or null, return map.
    let iterable = args.get(vm, 0);
    if iterable.is_undefined_or_null() {
        return Ok(map.to_value());
    }
    let map = vm.rooted(map);
    // 5. Let adder be ? Get(map, "set").
    // 6. If IsCallable(adder) is false, throw a TypeError exception.
    let adder = collection::get_adder(vm, map.get(), "set")?;
    // 7. Return ? AddEntriesFromIterable(map, iterable, adder).
    collection::add_entries_from_iterable(vm, map.get(), iterable, adder)
}

/// 24.1.2.1 Map.groupBy ( items, callbackfn )
fn group_by(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    let (items, callback) = (args.get(vm, 0), args.get(vm, 1));
    // 1. Let groups be ? GroupBy(items, callbackfn, zero).
    // 7.3.35 GroupBy ( items, callbackfn, keyCoercion ):
    // 1. Perform ? RequireObjectCoercible(items).
    crate::object::require_object_coercible(vm, items, "Map.groupBy")?;
    // 2. If IsCallable(callbackfn) is false, throw a TypeError exception.
    if !vm.is_callable(callback) {
        let detail = vm.describe_value(callback);
        return Err(vm.throw_error_with(Message::NotAFunction, detail));
    }
    // The groups are kept directly as the result (steps 2-4 of Map.groupBy): a Map from
    // each key to the array of its elements. Nothing observes it before it is returned,
    // and the order of its entries is the order in which the groups were first seen.
    let prototype = vm.realm().intrinsic(Intrinsic::MapPrototype);
    let map = vm.new_keyed_collection(JSType::Map, prototype)?;
    let map = vm.rooted(map);
    // 4. Let iteratorRecord be ? GetIterator(items, sync).
    let (iterator, next_method) = vm.get_iterator_and_next(items, false)?;
    let (iterator, next_method) = (vm.root_value(iterator), vm.root_value(next_method));
    // 5. Let k be 0.
    let mut k: u64 = 0;
    // 6. Repeat,
    loop {
        // a. If k ≥ 2^53 - 1, throw a TypeError after closing the iterator.
        if k >= (1 << 53) - 1 {
            let error = vm.throw_error_with(Message::ThrowTypeError, "Map.groupBy: too many elements");
            vm.iterator_close_on_throw(iterator.get());
            return Err(error);
        }
        // b. Let next be ? IteratorStepValue(iteratorRecord).
        // c. If next is done, return groups.
        let Some(value) = vm.iterator_step_value(iterator.get(), next_method.get())? else { break };
        let value = vm.root_value(value);
        let step = (|| -> JsResult<()> {
            // e. Let key be Completion(Call(callbackfn, undefined, « value, 𝔽(k) »)).
            let key = vm.call(callback, JSValue::UNDEFINED, &[value.get(), JSValue::from_number(k as f64)])?;
            // h. ii. If key is -0𝔽, set key to +0𝔽 (the table's normalization does it).
            // i. Perform AddValueToKeyedGroup(groups, key, value).
            add_value_to_keyed_group(vm, map.get(), key, value.get())
        })();
        // f. IfAbruptCloseIterator(key, iteratorRecord).
        if let Err(error) = step {
            vm.iterator_close_on_throw(iterator.get());
            return Err(error);
        }
        // j. Set k to k + 1.
        k += 1;
    }
    // 4. Return map.
    Ok(map.get().to_value())
}

/// 7.3.34 AddValueToKeyedGroup ( groups, key, value ), with the groups kept as the
/// entries of a Map from key to the array of elements.
fn add_value_to_keyed_group(vm: &mut Vm, groups: ObjectRef, key: JSValue, value: JSValue) -> JsResult<()> {
    let (groups, key, value) = (vm.rooted(groups), vm.root_value(key), vm.root_value(value));
    // 1. For each Record { [[Key]], [[Elements]] } g of groups, if SameValue(g.[[Key]],
    //    key) is true, append value to g.[[Elements]] and return unused.
    let group_key = vm.collection_key(key.get())?;
    if let Some(elements) = vm.collection_get(groups.get(), group_key).and_then(ObjectRef::from_value) {
        let length = vm.array_length(elements);
        return vm.put_index(elements, length, value.get());
    }
    // 2-3. Append the Record { [[Key]]: key, [[Elements]]: « value » } to groups.
    let elements = vm.create_array_from_list(&[value.get()])?;
    let group_key = vm.collection_key(key.get())?;
    vm.collection_insert(groups.get(), group_key, elements.to_value())
}

// ---------------------------------------------------------------------------------------
// 24.1.3 Properties of the Map Prototype Object.
// ---------------------------------------------------------------------------------------

/// 24.1.3.1 Map.prototype.clear ( )
fn clear(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1-2. Let M be the this value; perform ? RequireInternalSlot(M, [[MapData]]).
    let map = this_map(vm, args, "Map.prototype.clear")?;
    // 3. For each Record p of M.[[MapData]], set p.[[Key]] and p.[[Value]] to empty.
    vm.collection_clear(map);
    // 4. Return undefined.
    Ok(JSValue::UNDEFINED)
}

/// 24.1.3.3 Map.prototype.delete ( key )
fn delete(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1-2. Let M be the this value; perform ? RequireInternalSlot(M, [[MapData]]).
    let map = this_map(vm, args, "Map.prototype.delete")?;
    // 3. For each Record p of M.[[MapData]], if p.[[Key]] is not empty and
    //    SameValueZero(p.[[Key]], key) is true, empty p and return true.
    let key = vm.collection_key(args.get(vm, 0))?;
    // 4. Return false.
    Ok(JSValue::from_bool(vm.collection_delete(map, key)))
}

/// 24.1.3.4 Map.prototype.entries ( )
fn entries(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1. Let M be the this value.
    // 2. Return ? CreateMapIterator(M, key+value).
    create_map_iterator(vm, args.this, CollectionIterationKind::Entries, "Map.prototype.entries")
}

/// 24.1.3.5 Map.prototype.forEach ( callbackfn [ , thisArg ] )
fn for_each(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1-2. Let M be the this value; perform ? RequireInternalSlot(M, [[MapData]]).
    let map = this_map(vm, args, "Map.prototype.forEach")?;
    // 3. If IsCallable(callbackfn) is false, throw a TypeError exception.
    let (callback, this_arg) = (args.get(vm, 0), args.get(vm, 1));
    if !vm.is_callable(callback) {
        let detail = vm.describe_value(callback);
        return Err(vm.throw_error_with(Message::NotAFunction, detail));
    }
    // 4-7. For each entry, in order, including the ones the callback adds: the cursor
    //      follows the table (numEntries is re-read after each call).
    let cursor = vm.collection_open_cursor(map);
    let result = (|| -> JsResult<()> {
        while let Some((key, value)) = vm.collection_cursor_next(map, cursor) {
            // c. i. Perform ? Call(callbackfn, thisArg, « e.[[Value]], e.[[Key]], M »).
            vm.call(callback, this_arg, &[value, key, map.to_value()])?;
        }
        Ok(())
    })();
    vm.collection_close_cursor(map, cursor);
    result?;
    // 8. Return undefined.
    Ok(JSValue::UNDEFINED)
}

/// 24.1.3.6 Map.prototype.get ( key )
fn get(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1-2. Let M be the this value; perform ? RequireInternalSlot(M, [[MapData]]).
    let map = this_map(vm, args, "Map.prototype.get")?;
    // 3. For each Record p of M.[[MapData]], if p.[[Key]] is not empty and
    //    SameValueZero(p.[[Key]], key) is true, return p.[[Value]].
    let key = vm.collection_key(args.get(vm, 0))?;
    // 4. Return undefined.
    Ok(vm.collection_get(map, key).unwrap_or(JSValue::UNDEFINED))
}

/// Map.prototype.getOrInsert ( key, value ) (ES2026, the upsert proposal)
fn get_or_insert(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1-2. Let M be the this value; perform ? RequireInternalSlot(M, [[MapData]]).
    let map = this_map(vm, args, "Map.prototype.getOrInsert")?;
    // 3. Set key to CanonicalizeKeyedCollectionKey(key).
    let key = vm.collection_key(args.get(vm, 0))?;
    // 4. For each Record p of M.[[MapData]], if p.[[Key]] is not empty and
    //    SameValue(p.[[Key]], key) is true, return p.[[Value]].
    if let Some(existing) = vm.collection_get(map, key) {
        return Ok(existing);
    }
    // 5-6. Append the Record { [[Key]]: key, [[Value]]: value } to M.[[MapData]].
    let value = args.get(vm, 1);
    vm.collection_insert(map, key, value)?;
    // 7. Return value.
    Ok(value)
}

/// Map.prototype.getOrInsertComputed ( key, callbackfn ) (ES2026, the upsert proposal)
fn get_or_insert_computed(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1-2. Let M be the this value; perform ? RequireInternalSlot(M, [[MapData]]).
    let map = this_map(vm, args, "Map.prototype.getOrInsertComputed")?;
    // 3. If IsCallable(callbackfn) is false, throw a TypeError exception.
    let callback = args.get(vm, 1);
    if !vm.is_callable(callback) {
        let detail = vm.describe_value(callback);
        return Err(vm.throw_error_with(Message::NotAFunction, detail));
    }
    // 4. Set key to CanonicalizeKeyedCollectionKey(key).
    let key = vm.collection_key(args.get(vm, 0))?;
    // 5. For each Record p of M.[[MapData]], if p.[[Key]] is not empty and
    //    SameValue(p.[[Key]], key) is true, return p.[[Value]].
    if let Some(existing) = vm.collection_get(map, key) {
        return Ok(existing);
    }
    // 6. Let value be ? Call(callbackfn, undefined, « key »).
    let key = vm.root_value(key.value());
    let value = vm.call(callback, JSValue::UNDEFINED, &[key.get()])?;
    // 7. For each Record p of M.[[MapData]], if p.[[Key]] is not empty and
    //    SameValue(p.[[Key]], key) is true, set p.[[Value]] to value and return value:
    //    the callback may have added the key (or changed the map), so look again.
    // 8-9. Else append the Record { [[Key]]: key, [[Value]]: value } to M.[[MapData]].
    let key = vm.collection_key(key.get())?;
    vm.collection_insert(map, key, value)?;
    // 10. Return value.
    Ok(value)
}

/// 24.1.3.7 Map.prototype.has ( key )
fn has(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1-2. Let M be the this value; perform ? RequireInternalSlot(M, [[MapData]]).
    let map = this_map(vm, args, "Map.prototype.has")?;
    // 3. For each Record p of M.[[MapData]], if p.[[Key]] is not empty and
    //    SameValueZero(p.[[Key]], key) is true, return true.
    let key = vm.collection_key(args.get(vm, 0))?;
    // 4. Return false.
    Ok(JSValue::from_bool(vm.collection_has(map, key)))
}

/// 24.1.3.8 Map.prototype.keys ( )
fn keys(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1. Let M be the this value.
    // 2. Return ? CreateMapIterator(M, key).
    create_map_iterator(vm, args.this, CollectionIterationKind::Keys, "Map.prototype.keys")
}

/// 24.1.3.9 Map.prototype.set ( key, value )
fn set(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1-2. Let M be the this value; perform ? RequireInternalSlot(M, [[MapData]]).
    let map = this_map(vm, args, "Map.prototype.set")?;
    // 3. For each Record p of M.[[MapData]], if p.[[Key]] is not empty and
    //    SameValueZero(p.[[Key]], key) is true, set p.[[Value]] to value and return M.
    // 4. If key is -0𝔽, set key to +0𝔽.
    // 5-6. Append the Record { [[Key]]: key, [[Value]]: value } to M.[[MapData]].
    let key = vm.collection_key(args.get(vm, 0))?;
    let value = args.get(vm, 1);
    vm.collection_insert(map, key, value)?;
    // 7. Return M.
    Ok(map.to_value())
}

/// 24.1.3.10 get Map.prototype.size
fn size(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1-2. Let M be the this value; perform ? RequireInternalSlot(M, [[MapData]]).
    let map = this_map(vm, args, "get Map.prototype.size")?;
    // 3-5. The number of records whose key is not empty.
    Ok(JSValue::from_number(vm.collection_size(map) as f64))
}

/// 24.1.3.11 Map.prototype.values ( )
fn values(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1. Let M be the this value.
    // 2. Return ? CreateMapIterator(M, value).
    create_map_iterator(vm, args.this, CollectionIterationKind::Values, "Map.prototype.values")
}

// ---------------------------------------------------------------------------------------
// 24.1.5 Map Iterator Objects.
// ---------------------------------------------------------------------------------------

/// 24.1.5.1 CreateMapIterator ( map, kind )
fn create_map_iterator(vm: &mut Vm, map: JSValue, kind: CollectionIterationKind, method: &str) -> JsResult<JSValue> {
    // 1. Perform ? RequireInternalSlot(map, [[MapData]]).
    let map = require_internal_slot(vm, map, JSType::Map, method)?;
    // 2-3. The closure walks map.[[MapData]] from index 0, yielding per kind.
    // 4. Return CreateIteratorFromClosure(closure, "%MapIteratorPrototype%",
    //    %MapIteratorPrototype%).
    Ok(vm.new_collection_iterator(map, kind)?.to_value())
}

/// 24.1.5.2.1 %MapIteratorPrototype%.next ( )
fn map_iterator_next(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1. Return ? GeneratorResume(this value, empty, "%MapIteratorPrototype%"), whose
    //    GeneratorValidate rejects anything but a Map Iterator.
    let iterator = require_internal_slot(vm, args.this, JSType::MapIterator, "Map Iterator.prototype.next")?;
    collection_iterator_step(vm, iterator)
}

/// One resumption of CreateMapIterator's or CreateSetIterator's closure: the next
/// IteratorResult (the step itself is `Vm::collection_iterator_next_value`, which `for-of`
/// takes without a result object).
pub(crate) fn collection_iterator_step(vm: &mut Vm, iterator: ObjectRef) -> JsResult<JSValue> {
    // iii-v. GeneratorYield(CreateIterResultObject(result, false)); once the closure has
    //    returned, { value: undefined, done: true }, now and from now on.
    match vm.collection_iterator_next_value(iterator)? {
        Some(result) => Ok(vm.create_iter_result_object(result, false)?.to_value()),
        None => Ok(vm.create_iter_result_object(JSValue::UNDEFINED, true)?.to_value()),
    }
}
