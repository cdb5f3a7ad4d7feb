//! 24.2 Set Objects: the Set constructor, %Set.prototype% and %SetIteratorPrototype%
//! (24.2.6).
//!
//! A Set's [[SetData]] is the VM's ordered hash table, as a Map's [[MapData]] is (see
//! `map.rs`), with undefined as every entry's value. The methods of ES2025 that combine a
//! Set with a set-like object (union, intersection...) are in `set/methods.rs`.

mod methods;

use vm::cell::JSType;
use vm::collections::CollectionIterationKind;
use vm::runtime::function::{CallArgs, NativeFn};
use vm::runtime::realm::Intrinsic;
use vm::{Attributes, JSValue, JsResult, Message, ObjectRef, PropertyKey, Vm};

use crate::collection::{self, require_internal_slot};
use crate::iterator::to_string_tag;
use crate::map::collection_iterator_step;
use crate::util;

/// %Set.prototype%'s methods, in the specification's order (24.2.4), `size`, `keys` and
/// `values` aside.
const PROTOTYPE_METHODS: &[(&str, u32, NativeFn)] = &[
    ("add", 1, add),
    ("clear", 0, clear),
    ("delete", 1, delete),
    ("difference", 1, methods::difference),
    ("entries", 0, entries),
    ("forEach", 1, for_each),
    ("has", 1, has),
    ("intersection", 1, methods::intersection),
    ("isDisjointFrom", 1, methods::is_disjoint_from),
    ("isSubsetOf", 1, methods::is_subset_of),
    ("isSupersetOf", 1, methods::is_superset_of),
    ("symmetricDifference", 1, methods::symmetric_difference),
    ("union", 1, methods::union),
];

/// The methods that call no JavaScript.
const QUIET_METHODS: &[&str] = &["add", "clear", "delete", "entries", "has"];

/// Set's methods that call no callback are quiet whatever their operands
/// (vm::tier::NativeEffect), as Map's are. forEach and the methods that read a set-like
/// object's `size`, `has` and `keys` run JavaScript.
pub(crate) fn trace_natives() -> Vec<(usize, vm::tier::NativeEffect)> {
    let quiet = PROTOTYPE_METHODS.iter().filter(|&&(name, _, _)| QUIET_METHODS.contains(&name));
    quiet.map(|&(_, _, f)| (f as usize, vm::tier::NativeEffect::Quiet)).collect()
}

pub fn install(vm: &mut Vm) -> JsResult<()> {
    // 24.2.4 Properties of the Set Prototype Object: an ordinary object.
    let object_prototype = vm.realm().intrinsic(Intrinsic::ObjectPrototype);
    let prototype = vm.new_object(object_prototype)?;
    let prototype = vm.rooted(prototype);
    vm.set_intrinsic(vm.realm(), Intrinsic::SetPrototype, prototype.get().to_value());
    // 24.2.6.2 The %SetIteratorPrototype% Object.
    let iterator_parent = vm.realm().intrinsic(Intrinsic::IteratorPrototype);
    let iterator_prototype = vm.new_object(iterator_parent)?;
    let iterator_prototype = vm.rooted(iterator_prototype);
    vm.set_intrinsic(vm.realm(), Intrinsic::SetIteratorPrototype, iterator_prototype.get().to_value());

    // 24.2.2 The Set Constructor.
    let constructor = util::constructor(vm, "Set", 0, set_constructor, prototype.get())?;
    let constructor = vm.rooted(constructor);
    util::global(vm, "Set", constructor.get().to_value())?;
    // 24.2.3 Properties of the Set Constructor: get Set [ @@species ].
    let species = PropertyKey::Symbol(vm.symbols.species);
    util::accessor(vm, constructor.get(), species, "[Symbol.species]", collection::get_species, None)?;

    util::methods(vm, prototype.get(), PROTOTYPE_METHODS)?;
    // 24.2.4.14 get Set.prototype.size
    let size_key = vm.property_key_from_str("size")?;
    util::accessor(vm, prototype.get(), size_key, "size", size, None)?;
    // 24.2.4.17 Set.prototype.values ( )
    let values = util::method(vm, prototype.get(), "values", 0, values)?;
    let values = vm.rooted(values);
    // 24.2.4.12 Set.prototype.keys: the initial value of "values".
    let keys_key = vm.property_key_from_str("keys")?;
    vm.define_own_property(prototype.get(), keys_key, values.get().to_value(), Attributes::HIDDEN)?;
    // 24.2.4.18 Set.prototype [ @@iterator ] ( ): the initial value of "values".
    let iterator_key = PropertyKey::Symbol(vm.symbols.iterator);
    vm.define_own_property(prototype.get(), iterator_key, values.get().to_value(), Attributes::HIDDEN)?;
    // 24.2.4.19 Set.prototype [ @@toStringTag ]: "Set".
    to_string_tag(vm, prototype.get(), "Set")?;

    // 24.2.6.2.1 %SetIteratorPrototype%.next ( ): the original, which a for-of need not call.
    let next = util::method(vm, iterator_prototype.get(), "next", 0, set_iterator_next)?;
    vm.set_intrinsic(vm.realm(), Intrinsic::SetIteratorNext, next.to_value());
    // 24.2.6.2.2 %SetIteratorPrototype% [ @@toStringTag ]: "Set Iterator".
    to_string_tag(vm, iterator_prototype.get(), "Set Iterator")
}

/// RequireInternalSlot(S, [[SetData]]) for `method`.
fn this_set(vm: &mut Vm, args: &CallArgs, method: &str) -> JsResult<ObjectRef> {
    require_internal_slot(vm, args.this, JSType::Set, method)
}

/// 24.2.2.1 Set ( [ iterable ] )
fn set_constructor(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1. If NewTarget is undefined, throw a TypeError exception.
    collection::require_new(vm, args, "Set")?;
    // 2. Let set be ? OrdinaryCreateFromConstructor(NewTarget, "%Set.prototype%",
    //    « [[SetData]] »).
    let prototype = vm.get_prototype_from_constructor(args.new_target, Intrinsic::SetPrototype)?;
    // 3. Set set.[[SetData]] to a new empty List.
    let set = vm.new_keyed_collection(JSType::Set, prototype)?;
    // 4. If iterable is either undefined or null, return set.
    let iterable = args.get(vm, 0);
    if iterable.is_undefined_or_null() {
        return Ok(set.to_value());
    }
    let set = vm.rooted(set);
    // 5. Let adder be ? Get(set, "add").
    // 6. If IsCallable(adder) is false, throw a TypeError exception.
    let adder = collection::get_adder(vm, set.get(), "add")?;
    // 7-8. Call adder with each value of the iterable.
    collection::add_values_from_iterable(vm, set.get(), iterable, adder)
}

/// 24.2.4.1 Set.prototype.add ( value )
fn add(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1-2. Let S be the this value; perform ? RequireInternalSlot(S, [[SetData]]).
    let set = this_set(vm, args, "Set.prototype.add")?;
    // 3. For each element e of S.[[SetData]], if e is not empty and SameValueZero(e,
    //    value) is true, return S.
    // 4. If value is -0𝔽, set value to +0𝔽.
    // 5. Append value to S.[[SetData]].
    //    (An element already there keeps its place: inserting it again changes nothing.)
    let key = vm.collection_key(args.get(vm, 0))?;
    vm.collection_insert(set, key, JSValue::UNDEFINED)?;
    // 6. Return S.
    Ok(set.to_value())
}

/// 24.2.4.2 Set.prototype.clear ( )
fn clear(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1-2. Let S be the this value; perform ? RequireInternalSlot(S, [[SetData]]).
    let set = this_set(vm, args, "Set.prototype.clear")?;
    // 3. For each element e of S.[[SetData]], replace e with empty.
    vm.collection_clear(set);
    // 4. Return undefined.
    Ok(JSValue::UNDEFINED)
}

/// 24.2.4.4 Set.prototype.delete ( value )
fn delete(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1-2. Let S be the this value; perform ? RequireInternalSlot(S, [[SetData]]).
    let set = this_set(vm, args, "Set.prototype.delete")?;
    // 3. For each element e of S.[[SetData]], if e is not empty and SameValueZero(e,
    //    value) is true, replace e with empty and return true.
    let key = vm.collection_key(args.get(vm, 0))?;
    // 4. Return false.
    Ok(JSValue::from_bool(vm.collection_delete(set, key)))
}

/// 24.2.4.6 Set.prototype.entries ( )
fn entries(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1. Let S be the this value.
    // 2. Return ? CreateSetIterator(S, key+value).
    create_set_iterator(vm, args.this, CollectionIterationKind::Entries, "Set.prototype.entries")
}

/// 24.2.4.7 Set.prototype.forEach ( callbackfn [ , thisArg ] )
fn for_each(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1-2. Let S be the this value; perform ? RequireInternalSlot(S, [[SetData]]).
    let set = this_set(vm, args, "Set.prototype.forEach")?;
    // 3. If IsCallable(callbackfn) is false, throw a TypeError exception.
    let (callback, this_arg) = (args.get(vm, 0), args.get(vm, 1));
    if !vm.is_callable(callback) {
        let detail = vm.describe_value(callback);
        return Err(vm.throw_error_with(Message::NotAFunction, detail));
    }
    // 4-7. For each element, in order, including the ones the callback adds.
    let cursor = vm.collection_open_cursor(set);
    let result = (|| -> JsResult<()> {
        while let Some((element, _)) = vm.collection_cursor_next(set, cursor) {
            // c. i. Perform ? Call(callbackfn, thisArg, « e, e, S »).
            vm.call(callback, this_arg, &[element, element, set.to_value()])?;
        }
        Ok(())
    })();
    vm.collection_close_cursor(set, cursor);
    result?;
    // 8. Return undefined.
    Ok(JSValue::UNDEFINED)
}

/// 24.2.4.8 Set.prototype.has ( value )
fn has(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1-2. Let S be the this value; perform ? RequireInternalSlot(S, [[SetData]]).
    let set = this_set(vm, args, "Set.prototype.has")?;
    // 3. For each element e of S.[[SetData]], if e is not empty and SameValueZero(e,
    //    value) is true, return true.
    let key = vm.collection_key(args.get(vm, 0))?;
    // 4. Return false.
    Ok(JSValue::from_bool(vm.collection_has(set, key)))
}

/// 24.2.4.14 get Set.prototype.size
fn size(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1-2. Let S be the this value; perform ? RequireInternalSlot(S, [[SetData]]).
    let set = this_set(vm, args, "get Set.prototype.size")?;
    // 3-5. The number of elements that are not empty.
    Ok(JSValue::from_number(vm.collection_size(set) as f64))
}

/// 24.2.4.17 Set.prototype.values ( )
fn values(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1. Let S be the this value.
    // 2. Return ? CreateSetIterator(S, value).
    create_set_iterator(vm, args.this, CollectionIterationKind::Values, "Set.prototype.values")
}

/// 24.2.6.1 CreateSetIterator ( set, kind )
fn create_set_iterator(vm: &mut Vm, set: JSValue, kind: CollectionIterationKind, method: &str) -> JsResult<JSValue> {
    // 1. Perform ? RequireInternalSlot(set, [[SetData]]).
    let set = require_internal_slot(vm, set, JSType::Set, method)?;
    // 2-4. Return CreateIteratorFromClosure(closure, "%SetIteratorPrototype%",
    //      %SetIteratorPrototype%).
    Ok(vm.new_collection_iterator(set, kind)?.to_value())
}

/// 24.2.6.2.1 %SetIteratorPrototype%.next ( )
fn set_iterator_next(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1. Return ? GeneratorResume(this value, empty, "%SetIteratorPrototype%").
    let iterator = require_internal_slot(vm, args.this, JSType::SetIterator, "Set Iterator.prototype.next")?;
    collection_iterator_step(vm, iterator)
}
