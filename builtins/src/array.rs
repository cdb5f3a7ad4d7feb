//! 23.1 Array Objects: the Array constructor and %Array.prototype%'s methods.
//!
//! The methods are generic: they work on any object through the abstract operations
//! (Get, Set, HasProperty, DeletePropertyOrThrow), with indices up to 2^53 - 1. The
//! helpers below take an index as a `u64` and make its property key, so that the
//! algorithms read like the specification. Fast paths for dense arrays sit in the helpers
//! and only where the result cannot differ from the general steps.
//!
//! ```text
//!   array.rs          the install table and the shared abstract operations
//!   array/
//!     constructor.rs  Array ( ...values ), Array.from, Array.isArray, Array.of, @@species
//!     search.rs       at, includes, indexOf, lastIndexOf, findLast, findLastIndex
//!     callbacks.rs    reduceRight, flat, flatMap
//!   ../js/array_callbacks.js  every, some, forEach, map, filter, reduce, find, findIndex
//!                     (self-hosted: `crate::self_hosted`)
//!     mutation.rs     push, pop, shift, unshift, splice, reverse, fill, copyWithin
//!     copying.rs      concat, slice, toReversed, toSpliced, with
//!     sort.rs         sort, toSorted (SortIndexedProperties, a stable merge sort)
//!     string.rs       join, toString, toLocaleString
//! ```

mod callbacks;
mod constructor;
mod copying;
mod mutation;
mod search;
pub(crate) mod sort;
mod string;

use vm::cell::JSType;
use vm::runtime::function::{CallArgs, NativeFn};
use vm::runtime::realm::Intrinsic;
use vm::{Attributes, JSValue, JsResult, Message, ObjectRef, PropertyKey, Rooted, Vm};

use crate::iterator::{self, ArrayIterationKind};
use crate::self_hosted::{ARRAY_CALLBACKS, ARRAY_FROM_ASYNC};
use crate::util::{self, Body::Native, Body::SelfHosted, MixedMethods};

/// 2^53 - 1: the largest length of an array-like.
pub(crate) const MAX_SAFE_INTEGER: u64 = (1 << 53) - 1;

/// The largest length of an Array exotic object.
const MAX_ARRAY_LENGTH: u64 = u32::MAX as u64;

/// %Array.prototype%'s string-keyed methods, in the specification's order (23.1.3). The
/// ones that call a function for each element are self-hosted (`js/array_callbacks.js`).
const PROTOTYPE_METHODS: &MixedMethods = &[
    ("at", 1, Native(search::at)),
    ("concat", 1, Native(copying::concat)),
    ("copyWithin", 2, Native(mutation::copy_within)),
    ("entries", 0, Native(entries)),
    ("every", 1, SelfHosted(ARRAY_CALLBACKS)),
    ("fill", 1, Native(mutation::fill)),
    ("filter", 1, SelfHosted(ARRAY_CALLBACKS)),
    ("find", 1, SelfHosted(ARRAY_CALLBACKS)),
    ("findIndex", 1, SelfHosted(ARRAY_CALLBACKS)),
    ("findLast", 1, Native(search::find_last)),
    ("findLastIndex", 1, Native(search::find_last_index)),
    ("flat", 0, Native(callbacks::flat)),
    ("flatMap", 1, Native(callbacks::flat_map)),
    ("forEach", 1, SelfHosted(ARRAY_CALLBACKS)),
    ("includes", 1, Native(search::includes)),
    ("indexOf", 1, Native(search::index_of)),
    ("join", 1, Native(string::join)),
    ("keys", 0, Native(keys)),
    ("lastIndexOf", 1, Native(search::last_index_of)),
    ("map", 1, SelfHosted(ARRAY_CALLBACKS)),
    ("pop", 0, Native(mutation::pop)),
    ("push", 1, Native(mutation::push)),
    ("reduce", 1, SelfHosted(ARRAY_CALLBACKS)),
    ("reduceRight", 1, Native(callbacks::reduce_right)),
    ("reverse", 0, Native(mutation::reverse)),
    ("shift", 0, Native(mutation::shift)),
    ("slice", 2, Native(copying::slice)),
    ("some", 1, SelfHosted(ARRAY_CALLBACKS)),
    ("sort", 1, Native(sort::sort)),
    ("splice", 2, Native(mutation::splice)),
    ("toLocaleString", 0, Native(string::to_locale_string)),
    ("toReversed", 0, Native(copying::to_reversed)),
    ("toSorted", 1, Native(sort::to_sorted)),
    ("toSpliced", 2, Native(copying::to_spliced)),
    ("toString", 0, Native(string::to_string)),
    ("unshift", 1, Native(mutation::unshift)),
    ("values", 0, Native(values)),
    ("with", 2, Native(copying::with)),
];

/// The Array functions a trace computes inline: `Array(n)` and `new Array(n)` of an
/// int32 `n` (a trace allocates the array of holes that step 5 makes), and `push` of one
/// value that fits the vector (the append fast path of step 5.a).
pub(crate) fn trace_intrinsics() -> Vec<(usize, vm::tier::TraceIntrinsic)> {
    vec![
        (constructor::array as NativeFn as usize, vm::tier::TraceIntrinsic::ArrayWithLength),
        (mutation::push as NativeFn as usize, vm::tier::TraceIntrinsic::ArrayPush),
    ]
}

/// `Array.isArray` is quiet whatever its argument (vm::tier::NativeEffect): it asks a
/// proxy nothing.
pub(crate) fn trace_natives() -> Vec<(usize, vm::tier::NativeEffect)> {
    vec![(constructor::is_array as NativeFn as usize, vm::tier::NativeEffect::Quiet)]
}

/// The Array constructor's own methods (23.1.2).
const CONSTRUCTOR_METHODS: &[(&str, u32, NativeFn)] =
    &[("from", 1, constructor::from), ("isArray", 1, constructor::is_array), ("of", 0, constructor::of)];

/// 23.1.3.41 Array.prototype [ @@unscopables ]: the names `with` must not see.
const UNSCOPABLES: &[&str] = &[
    "at",
    "copyWithin",
    "entries",
    "fill",
    "find",
    "findIndex",
    "findLast",
    "findLastIndex",
    "flat",
    "flatMap",
    "includes",
    "keys",
    "toReversed",
    "toSorted",
    "toSpliced",
    "values",
];

pub fn install(vm: &mut Vm) -> JsResult<()> {
    let prototype = vm.intrinsic(Intrinsic::ArrayPrototype);
    let prototype_root = vm.rooted(prototype);
    // 23.1.1 The Array Constructor.
    let array = util::constructor(vm, "Array", 1, constructor::array, prototype)?;
    let array_root = vm.rooted(array);
    let realm = vm.realm();
    vm.set_intrinsic(realm, Intrinsic::ArrayConstructor, array.to_value());
    util::global(vm, "Array", array.to_value())?;
    // 23.1.2 Properties of the Array Constructor.
    util::methods(vm, array_root.get(), CONSTRUCTOR_METHODS)?;
    util::mixed_methods(vm, array_root.get(), &[("fromAsync", 1, SelfHosted(ARRAY_FROM_ASYNC))])?;
    let species = PropertyKey::Symbol(vm.symbols.species);
    util::accessor(vm, array_root.get(), species, "[Symbol.species]", constructor::species, None)?;
    // 23.1.3 Properties of the Array Prototype Object.
    util::mixed_methods(vm, prototype_root.get(), PROTOTYPE_METHODS)?;
    // %Array.prototype.values% is an intrinsic.
    let values = own_data_value(vm, prototype_root.get(), "values")?;
    let realm = vm.realm();
    vm.set_intrinsic(realm, Intrinsic::ArrayProtoValues, values);
    // `toString` falls back on %Object.prototype.toString%: its data slot keeps it.
    let object_prototype = vm.intrinsic(Intrinsic::ObjectPrototype);
    let object_to_string = own_data_value(vm, object_prototype, "toString")?;
    let to_string = own_data_value(vm, prototype_root.get(), "toString")?;
    if let Some(to_string) = ObjectRef::from_value(to_string) {
        vm.set_native_data(to_string, 0, object_to_string);
    }
    // 23.1.3.40 Array.prototype [ @@iterator ] ( ): the same function object as `values`.
    let values = vm.realm().intrinsic(Intrinsic::ArrayProtoValues);
    let iterator_key = PropertyKey::Symbol(vm.symbols.iterator);
    vm.define_own_property(prototype_root.get(), iterator_key, values, Attributes::HIDDEN)?;
    // 23.1.3.41 Array.prototype [ @@unscopables ]: a null-prototype object, configurable
    // only.
    let unscopables = vm.new_object(JSValue::NULL)?;
    let unscopables_root = vm.rooted(unscopables);
    for name in UNSCOPABLES {
        let key = vm.property_key_from_str(name)?;
        vm.create_data_property_or_throw(unscopables_root.get(), key, JSValue::TRUE)?;
    }
    let unscopables_key = PropertyKey::Symbol(vm.symbols.unscopables);
    let value = unscopables_root.get().to_value();
    vm.define_own_property(prototype_root.get(), unscopables_key, value, Attributes::CONFIGURABLE)?;
    Ok(())
}

/// The value of an own data property `name` of `object` at install time (undefined if it
/// has none).
fn own_data_value(vm: &mut Vm, object: ObjectRef, name: &str) -> JsResult<JSValue> {
    let key = vm.property_key_from_str(name)?;
    let slot = vm.get_own_property(object, key).filter(|slot| !slot.attributes.is_accessor());
    Ok(slot.map_or(JSValue::UNDEFINED, |slot| slot.value))
}

/// 23.1.3.5 Array.prototype.entries ( )
fn entries(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1. Let O be ? ToObject(this value).
    let object = vm.to_object(args.this)?;
    // 2. Return CreateArrayIterator(O, key+value).
    Ok(iterator::create_array_iterator(vm, object, ArrayIterationKind::Entries)?.to_value())
}

/// 23.1.3.19 Array.prototype.keys ( )
fn keys(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1. Let O be ? ToObject(this value).
    let object = vm.to_object(args.this)?;
    // 2. Return CreateArrayIterator(O, key).
    Ok(iterator::create_array_iterator(vm, object, ArrayIterationKind::Keys)?.to_value())
}

/// 23.1.3.38 Array.prototype.values ( )
fn values(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1. Let O be ? ToObject(this value).
    let object = vm.to_object(args.this)?;
    // 2. Return CreateArrayIterator(O, value).
    Ok(iterator::create_array_iterator(vm, object, ArrayIterationKind::Values)?.to_value())
}

// ---------------------------------------------------------------------------------------
// Abstract operations shared by the methods.
// ---------------------------------------------------------------------------------------

/// The first steps of most methods: `O = ? ToObject(this value)` (rooted) and
/// `len = ? LengthOfArrayLike(O)`.
pub(crate) fn this_object_and_length(vm: &mut Vm, args: &CallArgs) -> JsResult<(Rooted<ObjectRef>, u64)> {
    let object = vm.to_object(args.this)?;
    let object = vm.rooted(object);
    let length = vm.length_of_array_like(object.get())?;
    Ok((object, length))
}

/// The property key of an integer index below 2^53: an `Index` key below 2^32 - 1, the
/// canonical numeric string above.
pub(crate) fn index_key(vm: &mut Vm, index: u64) -> JsResult<PropertyKey> {
    if index < MAX_ARRAY_LENGTH {
        return Ok(PropertyKey::Index(index as u32));
    }
    vm.to_property_key(JSValue::from_number(index as f64))
}

/// The value of an index below 2^53 (ToString(𝔽(index)) for a key is implied).
pub(crate) fn index_value(index: u64) -> JSValue {
    JSValue::from_number(index as f64)
}

/// ? Get(O, ! ToString(𝔽(index))).
pub(crate) fn get_index(vm: &mut Vm, object: ObjectRef, index: u64) -> JsResult<JSValue> {
    if index < MAX_ARRAY_LENGTH {
        return vm.get(object, PropertyKey::Index(index as u32));
    }
    let object_root = vm.rooted(object);
    let key = index_key(vm, index)?;
    vm.get(object_root.get(), key)
}

/// ? HasProperty(O, Pk) and, when it is true, ? Get(O, Pk): `None` for an absent element.
/// An own data element of an ordinary object or array is read in one lookup, since then
/// neither step can run code.
pub(crate) fn get_index_if_present(vm: &mut Vm, object: ObjectRef, index: u64) -> JsResult<Option<JSValue>> {
    if matches!(object.js_type(), JSType::Object | JSType::Array)
        && index < MAX_ARRAY_LENGTH
        && let Some((value, attributes)) = vm.get_own_index(object, index as u32)
        && !attributes.is_accessor()
    {
        return Ok(Some(value));
    }
    if !has_index(vm, object, index)? {
        return Ok(None);
    }
    get_index(vm, object, index).map(Some)
}

/// ? HasProperty(O, ! ToString(𝔽(index))).
pub(crate) fn has_index(vm: &mut Vm, object: ObjectRef, index: u64) -> JsResult<bool> {
    if index < MAX_ARRAY_LENGTH {
        return vm.has_property(object, PropertyKey::Index(index as u32));
    }
    let object_root = vm.rooted(object);
    let key = index_key(vm, index)?;
    vm.has_property(object_root.get(), key)
}

/// ? Set(O, ! ToString(𝔽(index)), value, true).
pub(crate) fn set_index(vm: &mut Vm, object: ObjectRef, index: u64, value: JSValue) -> JsResult<()> {
    if index < MAX_ARRAY_LENGTH {
        let index = index as u32;
        // Fast path: an own writable data element of an array is replaced in place, which
        // is all OrdinarySet does with it.
        if object.js_type() == JSType::Array
            && vm.get_own_index(object, index).is_some_and(|(_, attributes)| attributes == Attributes::DEFAULT)
        {
            return vm.put_index(object, index, value);
        }
        return set_or_throw(vm, object, PropertyKey::Index(index), value);
    }
    let (object_root, value_root) = (vm.rooted(object), vm.root_value(value));
    let key = index_key(vm, index)?;
    let key_root = vm.rooted(key);
    set_or_throw(vm, object_root.get(), key_root.get(), value_root.get())
}

/// ? CreateDataPropertyOrThrow(O, ! ToString(𝔽(index)), value).
pub(crate) fn create_index(vm: &mut Vm, object: ObjectRef, index: u64, value: JSValue) -> JsResult<()> {
    if index < MAX_ARRAY_LENGTH {
        return vm.create_data_property_or_throw(object, PropertyKey::Index(index as u32), value);
    }
    let (object_root, value_root) = (vm.rooted(object), vm.root_value(value));
    let key = index_key(vm, index)?;
    let key_root = vm.rooted(key);
    vm.create_data_property_or_throw(object_root.get(), key_root.get(), value_root.get())
}

/// ? DeletePropertyOrThrow(O, ! ToString(𝔽(index))).
pub(crate) fn delete_index(vm: &mut Vm, object: ObjectRef, index: u64) -> JsResult<()> {
    if index < MAX_ARRAY_LENGTH {
        vm.delete_property_or_throw(object, PropertyKey::Index(index as u32), true)?;
        return Ok(());
    }
    let object_root = vm.rooted(object);
    let key = index_key(vm, index)?;
    vm.delete_property_or_throw(object_root.get(), key, true)?;
    Ok(())
}

/// ? Set(O, key, value, true): a TypeError when [[Set]] returns false.
pub(crate) fn set_or_throw(vm: &mut Vm, object: ObjectRef, key: PropertyKey, value: JSValue) -> JsResult<()> {
    if !vm.set(object, key, value)? {
        let detail = vm.describe_key(key);
        return Err(vm.throw_error_with(Message::ReadOnlyProperty, detail));
    }
    Ok(())
}

/// ? Set(O, "length", 𝔽(length), true).
pub(crate) fn set_length(vm: &mut Vm, object: ObjectRef, length: u64) -> JsResult<()> {
    let key = PropertyKey::Atom(vm.names.length);
    set_or_throw(vm, object, key, index_value(length))
}

/// A callback argument: ? IsCallable(callbackfn), a TypeError otherwise.
pub(crate) fn callable_argument(vm: &mut Vm, args: &CallArgs, index: usize) -> JsResult<JSValue> {
    let callback = args.get(vm, index);
    if !vm.is_callable(callback) {
        let detail = vm.describe_value(callback);
        return Err(vm.throw_error_with(Message::NotAFunction, detail));
    }
    Ok(callback)
}

/// The relative-index steps of `slice`, `fill`, `copyWithin`...: `relative` is
/// ? ToIntegerOrInfinity(argument); negative counts from `length`; the result is clamped to
/// [0, length].
pub(crate) fn clamp_relative(relative: f64, length: u64) -> u64 {
    if relative == f64::NEG_INFINITY {
        0
    } else if relative < 0.0 {
        (length as f64 + relative).max(0.0) as u64
    } else {
        relative.min(length as f64) as u64
    }
}

/// ? ToIntegerOrInfinity(value) clamped by [`clamp_relative`]; `undefined` is `default`
/// when given (the `end` arguments).
pub(crate) fn relative_index(vm: &mut Vm, value: JSValue, length: u64, default: Option<u64>) -> JsResult<u64> {
    if let Some(default) = default
        && value.is_undefined()
    {
        return Ok(default);
    }
    let relative = vm.to_integer_or_infinity(value)?;
    Ok(clamp_relative(relative, length))
}

/// 7.2.2 IsArray ( argument ) (there are no proxies).
pub(crate) fn is_array(vm: &mut Vm, value: JSValue) -> JsResult<bool> {
    vm.is_array_value(value)
}

/// 10.4.2.2 ArrayCreate ( length [ , proto ] )
pub(crate) fn array_create(vm: &mut Vm, length: u64, prototype: Option<JSValue>) -> JsResult<ObjectRef> {
    // 1. If length > 2^32 - 1, throw a RangeError exception.
    if length > MAX_ARRAY_LENGTH {
        return Err(vm.invalid_array_length());
    }
    // 2. If proto is not present, set proto to %Array.prototype%.
    let prototype = prototype.unwrap_or_else(|| vm.realm().intrinsic(Intrinsic::ArrayPrototype));
    // 3-7. A new Array exotic object of that length.
    vm.new_array(prototype, length as u32)
}

/// 10.4.2.3 ArraySpeciesCreate ( originalArray, length )
pub(crate) fn array_species_create(vm: &mut Vm, original: ObjectRef, length: u64) -> JsResult<ObjectRef> {
    // 1. Let isArray be ? IsArray(originalArray).
    // 2. If isArray is false, return ? ArrayCreate(length).
    if !is_array(vm, original.to_value())? {
        return array_create(vm, length, None);
    }
    // 3. Let C be ? Get(originalArray, "constructor").
    let mut constructor = vm.get(original, PropertyKey::Atom(vm.names.constructor))?;
    // 4. If IsConstructor(C) is true, then
    if vm.is_constructor(constructor) {
        // a-c. A constructor from another realm that is that realm's %Array% counts as
        // undefined.
        let function = ObjectRef::from_value(constructor).expect("a constructor is an object");
        let constructor_realm = vm.function_realm_of(function)?;
        if constructor_realm != vm.realm() && constructor == constructor_realm.intrinsic(Intrinsic::ArrayConstructor) {
            constructor = JSValue::UNDEFINED;
        }
    }
    // 5. If C is an Object, then
    if let Some(object) = ObjectRef::from_value(constructor) {
        // a. Set C to ? Get(C, @@species).
        constructor = vm.get(object, PropertyKey::Symbol(vm.symbols.species))?;
        // b. If C is null, set C to undefined.
        if constructor.is_null() {
            constructor = JSValue::UNDEFINED;
        }
    }
    // 6. If C is undefined, return ? ArrayCreate(length).
    if constructor.is_undefined() {
        return array_create(vm, length, None);
    }
    // 7. If IsConstructor(C) is false, throw a TypeError exception.
    if !vm.is_constructor(constructor) {
        let detail = vm.describe_value(constructor);
        return Err(vm.throw_error_with(Message::NotAConstructor, detail));
    }
    // 8. Return ? Construct(C, « 𝔽(length) »).
    let result = vm.construct(constructor, &[index_value(length)], None)?;
    to_object_result(vm, result)
}

// ---------------------------------------------------------------------------------------
// Skipping holes.
//
// A loop over 0..len that only acts where HasProperty(O, k) is true would take 2^32 steps
// on `a = []; a[4294967294] = 1`. When O is an array and k is past its vector (only its
// sparse map holds elements there), and every object on its prototype chain keeps its
// elements in plain storage, HasProperty(O, k) is true exactly at the indices O or one of
// those objects holds, and checking it runs no code: the loop may jump to the next such
// index. A jump asks each object for its next element (a sparse map lookup, or a scan of a
// prototype's vector), so it is only taken past the vector, where the elements are few.
// ---------------------------------------------------------------------------------------

/// The first index in [from, end) at which HasProperty(O, index) may be true.
pub(crate) fn next_candidate(vm: &Vm, object: ObjectRef, from: u64, end: u64) -> Option<u64> {
    if from >= end {
        return None;
    }
    let Some(holders) = element_holders(vm, object, from) else { return Some(from) };
    let from = u32::try_from(from).ok()?;
    let next = holders.iter().filter_map(|&holder| vm.next_own_index(holder, from)).min();
    next.map(u64::from).filter(|&index| index < end)
}

/// The first index in [from, end) at which O may have an own property (for loops that only
/// act on own properties, like deleting).
pub(crate) fn next_own_candidate(vm: &Vm, object: ObjectRef, from: u64, end: u64) -> Option<u64> {
    if from >= end {
        return None;
    }
    if !beyond_vector(object, from) {
        return Some(from);
    }
    let next = vm.next_own_index(object, u32::try_from(from).ok()?);
    next.map(u64::from).filter(|&index| index < end)
}

/// The last index at or below `from` at which HasProperty(O, index) may be true.
pub(crate) fn previous_candidate(vm: &Vm, object: ObjectRef, from: u64) -> Option<u64> {
    let Some(holders) = element_holders(vm, object, from) else { return Some(from) };
    let from = u32::try_from(from).unwrap_or(u32::MAX);
    holders.iter().filter_map(|&holder| vm.previous_own_index(holder, from)).max().map(u64::from)
}

/// Whether `index` is past the vector of an array, where only a sparse map holds elements.
fn beyond_vector(object: ObjectRef, index: u64) -> bool {
    object.js_type() == JSType::Array
        && index >= object.butterfly().map_or(0, |butterfly| butterfly.vector_length()) as u64
}

/// `object` and its prototypes, when `index` is past the vector of the array `object` and
/// every prototype keeps its elements in plain storage (`None` otherwise: no jumping).
fn element_holders(vm: &Vm, object: ObjectRef, index: u64) -> Option<Vec<ObjectRef>> {
    if !beyond_vector(object, index) {
        return None;
    }
    let mut holders = vec![object];
    let mut prototype = vm.prototype_of(object);
    while let Some(ancestor) = ObjectRef::from_value(prototype) {
        let plain =
            matches!(ancestor.js_type(), JSType::Object | JSType::Array | JSType::Function | JSType::NativeFunction);
        if !plain {
            return None;
        }
        holders.push(ancestor);
        prototype = vm.prototype_of(ancestor);
    }
    Some(holders)
}

/// The result of a construction as an object (Construct always gives one; a non-object is
/// an engine bug reported as a TypeError rather than a panic).
pub(crate) fn to_object_result(vm: &mut Vm, value: JSValue) -> JsResult<ObjectRef> {
    match ObjectRef::from_value(value) {
        Some(object) => Ok(object),
        None => {
            let detail = vm.describe_value(value);
            Err(vm.throw_error_with(Message::NotAnObject, detail))
        }
    }
}

/// Rooted copies of values held in a Rust list across calls that may collect; the
/// out-of-memory RangeError when the system has no room for the roots.
pub(crate) fn root_all(vm: &mut Vm, values: &[JSValue]) -> JsResult<Vec<Rooted<JSValue>>> {
    let mut roots = list_for_roots(vm, values.len())?;
    roots.extend(values.iter().map(|&value| vm.root_value(value)));
    Ok(roots)
}

/// An empty list with room for `capacity` rooted items, and room on the temporary-root
/// stack for their roots: a list as long as a script chose cannot abort the process
/// while it is filled.
pub(crate) fn list_for_roots<T>(vm: &mut Vm, capacity: usize) -> JsResult<Vec<T>> {
    let list = vm.vec_with_capacity(capacity)?;
    vm.reserve_temporary_roots(capacity)?;
    Ok(list)
}
