//! 20.1 Object Objects: the Object constructor, its functions, and %Object.prototype%'s
//! methods (with the Annex B accessors of B.2.2).
//!
//! The abstract operations the statics share (EnumerableOwnProperties, SetIntegrityLevel,
//! TestIntegrityLevel, ObjectDefineProperties, AddEntriesFromIterable) are here too, as
//! `pub(crate)` functions other globals may call.
//!
//! Rooting: a list of keys or values kept across a step that can run JavaScript (a
//! getter, a `toString`) is a list of [`Rooted`] values, since a getter may delete the
//! property whose key the list holds and let the collector free it.

use vm::cell::JSType;
use vm::runtime::descriptor::PropertyDescriptor;
use vm::runtime::function::{CallArgs, NativeFn};
use vm::runtime::object_ops::{is_ordinary, same_value};
use vm::runtime::realm::Intrinsic;
use vm::string::StringRef;
use vm::{IntegrityLevel, JSValue, JsResult, Message, ObjectRef, PropertyKey, Rooted, Throw, Vm};

use crate::function::string_from_units;
use crate::util;

/// 20.1.2 Properties of the Object Constructor, in the specification's order.
const CONSTRUCTOR_FUNCTIONS: &[(&str, u32, NativeFn)] = &[
    ("assign", 2, assign),
    ("create", 2, create),
    ("defineProperties", 2, define_properties),
    ("defineProperty", 3, define_property),
    ("entries", 1, entries),
    ("freeze", 1, freeze),
    ("fromEntries", 1, from_entries),
    ("getOwnPropertyDescriptor", 2, get_own_property_descriptor),
    ("getOwnPropertyDescriptors", 1, get_own_property_descriptors),
    ("getOwnPropertyNames", 1, get_own_property_names),
    ("getOwnPropertySymbols", 1, get_own_property_symbols),
    ("getPrototypeOf", 1, get_prototype_of),
    ("groupBy", 2, group_by),
    ("hasOwn", 2, has_own),
    ("is", 2, is),
    ("isExtensible", 1, is_extensible),
    ("isFrozen", 1, is_frozen),
    ("isSealed", 1, is_sealed),
    ("keys", 1, keys),
    ("preventExtensions", 1, prevent_extensions),
    ("seal", 1, seal),
    ("setPrototypeOf", 2, set_prototype_of),
    ("values", 1, values),
];

/// 20.1.3 Properties of the Object Prototype Object and B.2.2 Additional Properties of
/// the Object.prototype Object, in the specification's order (`__proto__` apart).
const PROTOTYPE_METHODS: &[(&str, u32, NativeFn)] = &[
    ("hasOwnProperty", 1, has_own_property),
    ("isPrototypeOf", 1, is_prototype_of),
    ("propertyIsEnumerable", 1, property_is_enumerable),
    ("toLocaleString", 0, to_locale_string),
    ("toString", 0, to_string),
    ("valueOf", 0, value_of),
    ("__defineGetter__", 2, define_getter),
    ("__defineSetter__", 2, define_setter),
    ("__lookupGetter__", 1, lookup_getter),
    ("__lookupSetter__", 1, lookup_setter),
];

pub fn install(vm: &mut Vm) -> JsResult<()> {
    let prototype = vm.intrinsic(Intrinsic::ObjectPrototype);
    let prototype_root = vm.rooted(prototype);
    let constructor = util::constructor(vm, "Object", 1, object_constructor, prototype)?;
    let constructor_root = vm.rooted(constructor);
    let realm = vm.realm();
    vm.set_intrinsic(realm, Intrinsic::ObjectConstructor, constructor.to_value());
    util::global(vm, "Object", constructor.to_value())?;
    util::methods(vm, constructor_root.get(), CONSTRUCTOR_FUNCTIONS)?;
    util::methods(vm, prototype_root.get(), PROTOTYPE_METHODS)?;
    // B.2.2.1 Object.prototype.__proto__
    let proto = PropertyKey::Atom(vm.names.proto);
    util::accessor(vm, prototype_root.get(), proto, "__proto__", get_proto, Some(set_proto))?;
    Ok(())
}

// ---------------------------------------------------------------------------------------
// 20.1.1 The Object Constructor

/// 20.1.1.1 Object ( [ value ] )
fn object_constructor(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1. If NewTarget is neither undefined nor the active function object, then
    if !args.new_target.is_undefined() && args.new_target != args.callee.to_value() {
        // a. Return ? OrdinaryCreateFromConstructor(NewTarget, "%Object.prototype%").
        let object = vm.ordinary_create_from_constructor(args.new_target, Intrinsic::ObjectPrototype)?;
        return Ok(object.to_value());
    }
    let value = args.get(vm, 0);
    // 2. If value is either undefined or null, return OrdinaryObjectCreate(%Object.prototype%).
    if value.is_undefined_or_null() {
        let prototype = vm.realm().intrinsic(Intrinsic::ObjectPrototype);
        return Ok(vm.new_object(prototype)?.to_value());
    }
    // 3. Return ! ToObject(value).
    Ok(vm.to_object(value)?.to_value())
}

// ---------------------------------------------------------------------------------------
// 20.1.2 Properties of the Object Constructor

/// 20.1.2.1 Object.assign ( target, ...sources )
fn assign(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1. Let to be ? ToObject(target).
    let to = vm.to_object(args.get(vm, 0))?;
    let to_root = vm.rooted(to);
    // 3. For each element nextSource of sources, do
    for index in 1..args.len() {
        let next_source = args.get(vm, index);
        // a. If nextSource is neither undefined nor null, then
        if next_source.is_undefined_or_null() {
            continue;
        }
        // i. Let from be ! ToObject(nextSource).
        let from = vm.to_object(next_source)?;
        let from_root = vm.rooted(from);
        // ii. Let keys be ? from.[[OwnPropertyKeys]]().
        let keys = own_keys_rooted(vm, from)?;
        // iii. For each element nextKey of keys, do
        for key in &keys {
            // 1. Let desc be ? from.[[GetOwnProperty]](nextKey).
            let descriptor = vm.get_own_property_descriptor(from_root.get(), key.get())?;
            // 2. If desc is not undefined and desc.[[Enumerable]] is true, then
            if descriptor.is_some_and(|d| d.enumerable == Some(true)) {
                // a. Let propValue be ? Get(from, nextKey).
                let value = vm.get(from_root.get(), key.get())?;
                // b. Perform ? Set(to, nextKey, propValue, true).
                set_or_throw(vm, to_root.get(), key.get(), value)?;
            }
        }
    }
    // 4. Return to.
    Ok(to_root.get().to_value())
}

/// 20.1.2.2 Object.create ( O, Properties )
fn create(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    let prototype = args.get(vm, 0);
    // 1. If O is not an Object and O is not null, throw a TypeError exception.
    if !is_object_or_null(prototype) {
        let detail = format!("Object prototype may only be an Object or null: {}", vm.describe_value(prototype));
        return Err(vm.throw_error_with(Message::ThrowTypeError, detail));
    }
    // 2. Let obj be OrdinaryObjectCreate(O).
    let object = vm.new_object(prototype)?;
    // 3. If Properties is not undefined, then
    let properties = args.get(vm, 1);
    if !properties.is_undefined() {
        // a. Return ? ObjectDefineProperties(obj, Properties).
        return Ok(object_define_properties(vm, object, properties)?.to_value());
    }
    // 4. Return obj.
    Ok(object.to_value())
}

/// 20.1.2.3 Object.defineProperties ( O, Properties )
fn define_properties(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1. If O is not an Object, throw a TypeError exception.
    let object = require_object(vm, args.get(vm, 0), "Object.defineProperties")?;
    // 2. Return ? ObjectDefineProperties(O, Properties).
    Ok(object_define_properties(vm, object, args.get(vm, 1))?.to_value())
}

/// 20.1.2.3.1 ObjectDefineProperties ( O, Properties )
pub(crate) fn object_define_properties(vm: &mut Vm, object: ObjectRef, properties: JSValue) -> JsResult<ObjectRef> {
    let object_root = vm.rooted(object);
    // 1. Let props be ? ToObject(Properties).
    let props = vm.to_object(properties)?;
    let props_root = vm.rooted(props);
    // 2. Let keys be ? props.[[OwnPropertyKeys]]().
    let keys = own_keys_rooted(vm, props)?;
    // 3. Let descriptors be a new empty List.
    let mut descriptors = Vec::new();
    // 4. For each element nextKey of keys, do
    for key in keys {
        // a. Let propDesc be ? props.[[GetOwnProperty]](nextKey).
        let property = vm.get_own_property_descriptor(props_root.get(), key.get())?;
        // b. If propDesc is not undefined and propDesc.[[Enumerable]] is true, then
        if property.is_some_and(|p| p.enumerable == Some(true)) {
            // i. Let descObj be ? Get(props, nextKey).
            let descriptor_object = vm.get(props_root.get(), key.get())?;
            // ii. Let desc be ? ToPropertyDescriptor(descObj).
            let descriptor = vm.to_property_descriptor(descriptor_object)?;
            // iii. Append the Record { [[Key]]: nextKey, [[Descriptor]]: desc } to descriptors.
            let roots = root_descriptor(vm, &descriptor);
            descriptors.push((key, descriptor, roots));
        }
    }
    // 5. For each element property of descriptors, do
    for (key, descriptor, _roots) in &descriptors {
        // a. Perform ? DefinePropertyOrThrow(O, property.[[Key]], property.[[Descriptor]]).
        vm.define_property_or_throw(object_root.get(), key.get(), *descriptor)?;
    }
    // 6. Return O.
    Ok(object_root.get())
}

/// 20.1.2.4 Object.defineProperty ( O, P, Attributes )
fn define_property(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1. If O is not an Object, throw a TypeError exception.
    let object = require_object(vm, args.get(vm, 0), "Object.defineProperty")?;
    // 2. Let key be ? ToPropertyKey(P).
    let key = vm.to_property_key(args.get(vm, 1))?;
    let key_root = vm.rooted(key);
    // 3. Let desc be ? ToPropertyDescriptor(Attributes).
    let descriptor = vm.to_property_descriptor(args.get(vm, 2))?;
    let _descriptor_roots = root_descriptor(vm, &descriptor);
    // 4. Perform ? DefinePropertyOrThrow(O, key, desc).
    vm.define_property_or_throw(object, key_root.get(), descriptor)?;
    // 5. Return O.
    Ok(object.to_value())
}

/// 20.1.2.5 Object.entries ( O )
fn entries(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1. Let obj be ? ToObject(O).
    let object = vm.to_object(args.get(vm, 0))?;
    // 2. Let entryList be ? EnumerableOwnProperties(obj, key+value).
    // 3. Return CreateArrayFromList(entryList).
    Ok(enumerable_own_properties(vm, object, PropertyKind::KeyValue)?.to_value())
}

/// 20.1.2.6 Object.freeze ( O )
fn freeze(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    change_integrity_level(vm, args.get(vm, 0), IntegrityLevel::Frozen, "Object.freeze")
}

/// 20.1.2.7 Object.fromEntries ( iterable )
fn from_entries(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    let iterable = args.get(vm, 0);
    // 1. Perform ? RequireObjectCoercible(iterable).
    require_object_coercible(vm, iterable, "Object.fromEntries")?;
    // 2. Let obj be OrdinaryObjectCreate(%Object.prototype%).
    let prototype = vm.realm().intrinsic(Intrinsic::ObjectPrototype);
    let object = vm.new_object(prototype)?;
    // 3-4. The adder: CreateDataPropertyOrThrow(obj, ? ToPropertyKey(key), value).
    let adder = |vm: &mut Vm, target: ObjectRef, key: JSValue, value: JSValue| -> JsResult<()> {
        let value_root = vm.root_value(value);
        let key = vm.to_property_key(key)?;
        vm.create_data_property_or_throw(target, key, value_root.get())
    };
    // 5. Return ? AddEntriesFromIterable(obj, iterable, adder).
    Ok(add_entries_from_iterable(vm, object, iterable, adder)?.to_value())
}

/// 24.1.1.2 AddEntriesFromIterable ( target, iterable, adder ): `adder` is called with
/// the target and each entry's key and value (rooted for the call's duration).
pub(crate) fn add_entries_from_iterable(
    vm: &mut Vm,
    target: ObjectRef,
    iterable: JSValue,
    mut adder: impl FnMut(&mut Vm, ObjectRef, JSValue, JSValue) -> JsResult<()>,
) -> JsResult<ObjectRef> {
    let target_root = vm.rooted(target);
    // 1. Let iteratorRecord be ? GetIterator(iterable, sync).
    let (iterator, next_method) = vm.get_iterator_and_next(iterable, false)?;
    let (iterator_root, next_root) = (vm.root_value(iterator), vm.root_value(next_method));
    let zero = PropertyKey::Index(0);
    let one = PropertyKey::Index(1);
    // 2. Repeat,
    loop {
        // a. Let next be ? IteratorStepValue(iteratorRecord).
        // b. If next is done, return target.
        let Some(next) = vm.iterator_step_value(iterator_root.get(), next_root.get())? else {
            return Ok(target_root.get());
        };
        // c. If next is not an Object, then close the iterator with a TypeError.
        let Some(entry) = ObjectRef::from_value(next) else {
            let detail = format!("Iterator value {} is not an entry object", vm.describe_value(next));
            let error = vm.throw_error_with(Message::ThrowTypeError, detail);
            vm.iterator_close_on_throw(iterator_root.get());
            return Err(error);
        };
        let entry_root = vm.rooted(entry);
        // d-i. Let k be Get(next, "0"), v be Get(next, "1"), and call the adder; on an
        //      abrupt completion, IfAbruptCloseIterator.
        let step = (|| -> JsResult<()> {
            let key = vm.get(entry_root.get(), zero)?;
            let key_root = vm.root_value(key);
            let value = vm.get(entry_root.get(), one)?;
            let value_root = vm.root_value(value);
            adder(vm, target_root.get(), key_root.get(), value_root.get())
        })();
        if let Err(error) = step {
            vm.iterator_close_on_throw(iterator_root.get());
            return Err(error);
        }
    }
}

/// 20.1.2.8 Object.getOwnPropertyDescriptor ( O, P )
fn get_own_property_descriptor(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1. Let obj be ? ToObject(O).
    let object = vm.to_object(args.get(vm, 0))?;
    let object_root = vm.rooted(object);
    // 2. Let key be ? ToPropertyKey(P).
    let key = vm.to_property_key(args.get(vm, 1))?;
    // 3. Let desc be ? obj.[[GetOwnProperty]](key).
    let descriptor = vm.get_own_property_descriptor(object_root.get(), key)?;
    // 4. Return FromPropertyDescriptor(desc).
    vm.from_property_descriptor(descriptor)
}

/// 20.1.2.9 Object.getOwnPropertyDescriptors ( O )
fn get_own_property_descriptors(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1. Let obj be ? ToObject(O).
    let object = vm.to_object(args.get(vm, 0))?;
    let object_root = vm.rooted(object);
    // 2. Let ownKeys be ? obj.[[OwnPropertyKeys]]().
    let keys = own_keys_rooted(vm, object)?;
    // 3. Let descriptors be OrdinaryObjectCreate(%Object.prototype%).
    let prototype = vm.realm().intrinsic(Intrinsic::ObjectPrototype);
    let descriptors = vm.new_object(prototype)?;
    let descriptors_root = vm.rooted(descriptors);
    // 4. For each element key of ownKeys, do
    for key in &keys {
        // a. Let desc be ? obj.[[GetOwnProperty]](key).
        let descriptor = vm.get_own_property_descriptor(object_root.get(), key.get())?;
        // b. Let descriptor be FromPropertyDescriptor(desc).
        let descriptor = vm.from_property_descriptor(descriptor)?;
        // c. If descriptor is not undefined, perform ! CreateDataPropertyOrThrow(descriptors, key, descriptor).
        if !descriptor.is_undefined() {
            vm.create_data_property_or_throw(descriptors_root.get(), key.get(), descriptor)?;
        }
    }
    // 5. Return descriptors.
    Ok(descriptors_root.get().to_value())
}

/// 20.1.2.10 Object.getOwnPropertyNames ( O )
fn get_own_property_names(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1. Return CreateArrayFromList(? GetOwnPropertyKeys(O, string)).
    get_own_property_keys(vm, args.get(vm, 0), KeyType::String)
}

/// 20.1.2.11 Object.getOwnPropertySymbols ( O )
fn get_own_property_symbols(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1. Return CreateArrayFromList(? GetOwnPropertyKeys(O, symbol)).
    get_own_property_keys(vm, args.get(vm, 0), KeyType::Symbol)
}

/// Which keys GetOwnPropertyKeys keeps.
#[derive(Clone, Copy, PartialEq, Eq)]
enum KeyType {
    String,
    Symbol,
}

/// 20.1.2.11.1 GetOwnPropertyKeys ( O, type ), as an array.
fn get_own_property_keys(vm: &mut Vm, value: JSValue, kind: KeyType) -> JsResult<JSValue> {
    // 1. Let obj be ? ToObject(O).
    let object = vm.to_object(value)?;
    // 2. Let keys be ? obj.[[OwnPropertyKeys]]().
    let keys = own_keys_rooted(vm, object)?;
    // 3-4. Keep the keys of the requested type, in order.
    let wanted = keys.iter().filter(|key| matches!(key.get(), PropertyKey::Symbol(_)) == (kind == KeyType::Symbol));
    let mut list = crate::array::list_for_roots(vm, keys.len())?;
    for key in wanted {
        let value = vm.property_key_to_value(key.get())?;
        vm.push_rooted(&mut list, value)?;
    }
    Ok(array_from_rooted(vm, &list)?.to_value())
}

/// 20.1.2.12 Object.getPrototypeOf ( O )
fn get_prototype_of(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1. Let obj be ? ToObject(O).
    let object = vm.to_object(args.get(vm, 0))?;
    // 2. Return ? obj.[[GetPrototypeOf]]().
    vm.get_prototype_of(object)
}

/// 20.1.2.13 Object.groupBy ( items, callbackfn )
fn group_by(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    let (items, callback) = (args.get(vm, 0), args.get(vm, 1));
    // 7.3.35 GroupBy ( items, callbackfn, property ):
    // 1. Perform ? RequireObjectCoercible(items).
    require_object_coercible(vm, items, "Object.groupBy")?;
    // 2. If IsCallable(callbackfn) is false, throw a TypeError exception.
    if !vm.is_callable(callback) {
        let detail = vm.describe_value(callback);
        return Err(vm.throw_error_with(Message::NotAFunction, detail));
    }
    // The groups are kept directly as the result: an object with a null prototype whose
    // properties are the groups' arrays. Nothing observes it before it is returned, and
    // property creation order equals the order of the groups' first elements, so this is
    // the object steps 2-3 of Object.groupBy would build from the list of groups.
    let groups = vm.new_object(JSValue::NULL)?;
    let groups_root = vm.rooted(groups);
    // 4. Let iteratorRecord be ? GetIterator(items, sync).
    let (iterator, next_method) = vm.get_iterator_and_next(items, false)?;
    let (iterator_root, next_root) = (vm.root_value(iterator), vm.root_value(next_method));
    // 5. Let k be 0.
    let mut k: u64 = 0;
    // 6. Repeat,
    loop {
        // a. If k ≥ 2^53 - 1, throw a TypeError after closing the iterator.
        if k >= (1 << 53) - 1 {
            let error = vm.throw_error_with(Message::ThrowTypeError, "Object.groupBy: too many elements");
            vm.iterator_close_on_throw(iterator_root.get());
            return Err(error);
        }
        // b. Let next be ? IteratorStepValue(iteratorRecord).
        // c. If next is done, return groups.
        let Some(value) = vm.iterator_step_value(iterator_root.get(), next_root.get())? else { break };
        let value_root = vm.root_value(value);
        let step = (|| -> JsResult<()> {
            // e. Let key be Completion(Call(callbackfn, undefined, « value, 𝔽(k) »)).
            let key = vm.call(callback, JSValue::UNDEFINED, &[value_root.get(), JSValue::from_number(k as f64)])?;
            // h. i. Set key to Completion(ToPropertyKey(key)).
            let key = vm.to_property_key(key)?;
            // j. Perform AddValueToKeyedGroup(groups, key, value).
            add_value_to_keyed_group(vm, groups_root.get(), key, value_root.get())
        })();
        // f, h. ii. IfAbruptCloseIterator(key, iteratorRecord).
        if let Err(error) = step {
            vm.iterator_close_on_throw(iterator_root.get());
            return Err(error);
        }
        // k. Set k to k + 1.
        k += 1;
    }
    Ok(groups_root.get().to_value())
}

/// 7.3.34 AddValueToKeyedGroup ( groups, key, value ), with the groups kept as the arrays
/// of `groups`' own properties.
fn add_value_to_keyed_group(vm: &mut Vm, groups: ObjectRef, key: PropertyKey, value: JSValue) -> JsResult<()> {
    // 1. For each Record g of groups, if SameValue(g.[[Key]], key), append value to g.
    if let Some(slot) = vm.get_own_property(groups, key)
        && let Some(elements) = ObjectRef::from_value(slot.value)
    {
        let length = vm.array_length(elements);
        return vm.put_index(elements, length, value);
    }
    // 2-3. Otherwise a new group { [[Key]]: key, [[Elements]]: « value » }.
    let (groups_root, key_root) = (vm.rooted(groups), vm.rooted(key));
    let elements = vm.create_array_from_list(&[value])?;
    vm.create_data_property_or_throw(groups_root.get(), key_root.get(), elements.to_value())
}

/// 20.1.2.14 Object.hasOwn ( O, P )
fn has_own(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1. Let obj be ? ToObject(O).
    let object = vm.to_object(args.get(vm, 0))?;
    let object_root = vm.rooted(object);
    // 2. Let key be ? ToPropertyKey(P).
    let key = vm.to_property_key(args.get(vm, 1))?;
    // 3. Return ? HasOwnProperty(obj, key).
    Ok(JSValue::from_bool(vm.has_own_property(object_root.get(), key)?))
}

/// 20.1.2.15 Object.is ( value1, value2 )
fn is(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1. Return SameValue(value1, value2).
    Ok(JSValue::from_bool(same_value(args.get(vm, 0), args.get(vm, 1))))
}

/// 20.1.2.16 Object.isExtensible ( O )
fn is_extensible(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1. If O is not an Object, return false.
    // 2. Return ? IsExtensible(O).
    let Some(object) = ObjectRef::from_value(args.get(vm, 0)) else { return Ok(JSValue::FALSE) };
    Ok(JSValue::from_bool(vm.object_is_extensible(object)?))
}

/// 20.1.2.17 Object.isFrozen ( O )
fn is_frozen(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1. If O is not an Object, return true.
    let Some(object) = ObjectRef::from_value(args.get(vm, 0)) else { return Ok(JSValue::TRUE) };
    // 2. Return ? TestIntegrityLevel(O, frozen).
    Ok(JSValue::from_bool(test_integrity_level(vm, object, IntegrityLevel::Frozen)?))
}

/// 20.1.2.18 Object.isSealed ( O )
fn is_sealed(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1. If O is not an Object, return true.
    let Some(object) = ObjectRef::from_value(args.get(vm, 0)) else { return Ok(JSValue::TRUE) };
    // 2. Return ? TestIntegrityLevel(O, sealed).
    Ok(JSValue::from_bool(test_integrity_level(vm, object, IntegrityLevel::Sealed)?))
}

/// 20.1.2.19 Object.keys ( O )
fn keys(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1. Let obj be ? ToObject(O).
    let object = vm.to_object(args.get(vm, 0))?;
    // 2. Let keyList be ? EnumerableOwnProperties(obj, key).
    // 3. Return CreateArrayFromList(keyList).
    Ok(enumerable_own_properties(vm, object, PropertyKind::Key)?.to_value())
}

/// 20.1.2.20 Object.preventExtensions ( O )
fn prevent_extensions(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    let value = args.get(vm, 0);
    // 1. If O is not an Object, return O.
    let Some(object) = ObjectRef::from_value(value) else { return Ok(value) };
    // 2. Let status be ? O.[[PreventExtensions]]().
    // 3. If status is false, throw a TypeError exception.
    if !vm.prevent_extensions(object)? {
        return Err(vm.throw_error_with(Message::ThrowTypeError, "Object.preventExtensions failed"));
    }
    // 4. Return O.
    Ok(value)
}

/// 20.1.2.22 Object.seal ( O )
fn seal(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    change_integrity_level(vm, args.get(vm, 0), IntegrityLevel::Sealed, "Object.seal")
}

/// The steps Object.freeze and Object.seal share.
fn change_integrity_level(vm: &mut Vm, value: JSValue, level: IntegrityLevel, method: &str) -> JsResult<JSValue> {
    // 1. If O is not an Object, return O.
    let Some(object) = ObjectRef::from_value(value) else { return Ok(value) };
    // 2. Let status be ? SetIntegrityLevel(O, level).
    // 3. If status is false, throw a TypeError exception.
    if !set_integrity_level(vm, object, level)? {
        return Err(vm.throw_error_with(Message::ThrowTypeError, format!("{method} failed")));
    }
    // 4. Return O.
    Ok(value)
}

/// 20.1.2.23 Object.setPrototypeOf ( O, proto )
fn set_prototype_of(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    let (value, prototype) = (args.get(vm, 0), args.get(vm, 1));
    // 1. Set O to ? RequireObjectCoercible(O).
    require_object_coercible(vm, value, "Object.setPrototypeOf")?;
    // 2. If proto is not an Object and proto is not null, throw a TypeError exception.
    if !is_object_or_null(prototype) {
        let detail = format!("Object prototype may only be an Object or null: {}", vm.describe_value(prototype));
        return Err(vm.throw_error_with(Message::ThrowTypeError, detail));
    }
    // 3. If O is not an Object, return O.
    let Some(object) = ObjectRef::from_value(value) else { return Ok(value) };
    // 4. Let status be ? O.[[SetPrototypeOf]](proto).
    // 5. If status is false, throw a TypeError exception.
    if !set_prototype_of_object(vm, object, prototype)? {
        return Err(set_prototype_failed(vm, object));
    }
    // 6. Return O.
    Ok(value)
}

/// 20.1.2.25 Object.values ( O )
fn values(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1. Let obj be ? ToObject(O).
    let object = vm.to_object(args.get(vm, 0))?;
    // 2. Let valueList be ? EnumerableOwnProperties(obj, value).
    // 3. Return CreateArrayFromList(valueList).
    Ok(enumerable_own_properties(vm, object, PropertyKind::Value)?.to_value())
}

// ---------------------------------------------------------------------------------------
// 20.1.3 Properties of the Object Prototype Object

/// 20.1.3.2 Object.prototype.hasOwnProperty ( V )
fn has_own_property(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // An atom asked of an ordinary object (`o.hasOwnProperty("name")`, a for-in key):
    // steps 1 and 2 convert nothing and cannot collect, so nothing needs rooting.
    if let Some(object) = ObjectRef::from_value(args.this).filter(|o| is_ordinary(o.js_type()))
        && let Some(name) = StringRef::from_value(args.get(vm, 0)).filter(|s| s.is_atom())
    {
        let key = vm.property_key(name)?;
        return Ok(JSValue::from_bool(vm.has_own_property(object, key)?));
    }
    // 1. Let P be ? ToPropertyKey(V).
    let key = vm.to_property_key(args.get(vm, 0))?;
    let key_root = vm.rooted(key);
    // 2. Let O be ? ToObject(this value).
    let object = vm.to_object(args.this)?;
    let object_root = vm.rooted(object);
    // 3. Return ? HasOwnProperty(O, P).
    Ok(JSValue::from_bool(vm.has_own_property(object_root.get(), key_root.get())?))
}

/// 20.1.3.3 Object.prototype.isPrototypeOf ( V )
fn is_prototype_of(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1. If V is not an Object, return false.
    let Some(mut value) = ObjectRef::from_value(args.get(vm, 0)) else { return Ok(JSValue::FALSE) };
    // 2. Let O be ? ToObject(this value).
    let object = vm.to_object(args.this)?;
    // 3. Repeat,
    loop {
        // a. Set V to ? V.[[GetPrototypeOf]]().
        // b. If V is null, return false.
        let Some(parent) = ObjectRef::from_value(vm.get_prototype_of(value)?) else { return Ok(JSValue::FALSE) };
        // c. If SameValue(O, V) is true, return true.
        if parent == object {
            return Ok(JSValue::TRUE);
        }
        value = parent;
    }
}

/// 20.1.3.4 Object.prototype.propertyIsEnumerable ( V )
fn property_is_enumerable(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1. Let P be ? ToPropertyKey(V).
    let key = vm.to_property_key(args.get(vm, 0))?;
    let key_root = vm.rooted(key);
    // 2. Let O be ? ToObject(this value).
    let object = vm.to_object(args.this)?;
    let object_root = vm.rooted(object);
    // 3. Let desc be ? O.[[GetOwnProperty]](P).
    let descriptor = vm.get_own_property_descriptor(object_root.get(), key_root.get())?;
    // 4. If desc is undefined, return false.
    // 5. Return desc.[[Enumerable]].
    Ok(JSValue::from_bool(descriptor.is_some_and(|d| d.enumerable == Some(true))))
}

/// 20.1.3.5 Object.prototype.toLocaleString ( [ reserved1 [ , reserved2 ] ] )
fn to_locale_string(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1. Let O be the this value.
    // 2. Return ? Invoke(O, "toString").
    let function = vm.get_value_property(args.this, PropertyKey::Atom(vm.names.to_string))?;
    vm.call(function, args.this, &[])
}

/// 20.1.3.6 Object.prototype.toString ( )
fn to_string(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1. If the this value is undefined, return "[object Undefined]".
    if args.this.is_undefined() {
        return Ok(vm.new_string("[object Undefined]")?.to_value());
    }
    // 2. If the this value is null, return "[object Null]".
    if args.this.is_null() {
        return Ok(vm.new_string("[object Null]")?.to_value());
    }
    // 3. Let O be ! ToObject(this value).
    let object = vm.to_object(args.this)?;
    let object_root = vm.rooted(object);
    // 4. Let isArray be ? IsArray(O) (which sees through proxies).
    let is_array = vm.is_array_value(object.to_value())?;
    // 5-14. The builtin tag, from the internal slots the object has.
    let builtin_tag = match object.js_type() {
        _ if is_array => "Array",
        JSType::Arguments => "Arguments",
        _ if object.is_callable() => "Function",
        JSType::Error => "Error",
        JSType::BooleanObject => "Boolean",
        JSType::NumberObject => "Number",
        JSType::StringObject => "String",
        JSType::RegExp => "RegExp",
        JSType::Date => "Date",
        _ => "Object",
    };
    // 15. Let tag be ? Get(O, @@toStringTag).
    let tag = vm.get(object_root.get(), PropertyKey::Symbol(vm.symbols.to_string_tag))?;
    // 16. If tag is not a String, set tag to builtinTag.
    // 17. Return the string-concatenation of "[object ", tag, and "]".
    let mut units: Vec<u16> = "[object ".encode_utf16().collect();
    match StringRef::from_value(tag) {
        Some(tag) => tag.append_code_units(&mut units),
        None => units.extend(builtin_tag.encode_utf16()),
    }
    units.push(u16::from(b']'));
    Ok(string_from_units(vm, &units)?.to_value())
}

/// 20.1.3.7 Object.prototype.valueOf ( )
fn value_of(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1. Return ? ToObject(this value).
    Ok(vm.to_object(args.this)?.to_value())
}

/// B.2.2.1.1 get Object.prototype.__proto__
fn get_proto(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // Fast path: a primitive's wrapper would have the primitive's prototype.
    if !args.this.is_undefined_or_null() && ObjectRef::from_value(args.this).is_none() {
        return Ok(vm.primitive_prototype(args.this).to_value());
    }
    // 1. Let O be ? ToObject(this value).
    let object = vm.to_object(args.this)?;
    // 2. Return ? O.[[GetPrototypeOf]]().
    vm.get_prototype_of(object)
}

/// B.2.2.1.2 set Object.prototype.__proto__
fn set_proto(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    let prototype = args.get(vm, 0);
    // 1. Let O be ? RequireObjectCoercible(this value).
    require_object_coercible(vm, args.this, "Object.prototype.__proto__")?;
    // 2. If proto is not an Object and proto is not null, return undefined.
    // 3. If O is not an Object, return undefined.
    let Some(object) = ObjectRef::from_value(args.this).filter(|_| is_object_or_null(prototype)) else {
        return Ok(JSValue::UNDEFINED);
    };
    // 4. Let status be ? O.[[SetPrototypeOf]](proto).
    // 5. If status is false, throw a TypeError exception.
    if !set_prototype_of_object(vm, object, prototype)? {
        return Err(set_prototype_failed(vm, object));
    }
    // 6. Return undefined.
    Ok(JSValue::UNDEFINED)
}

/// B.2.2.2 Object.prototype.__defineGetter__ ( P, getter )
fn define_getter(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    define_accessor(vm, args, Accessor::Getter)
}

/// B.2.2.3 Object.prototype.__defineSetter__ ( P, setter )
fn define_setter(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    define_accessor(vm, args, Accessor::Setter)
}

/// B.2.2.4 Object.prototype.__lookupGetter__ ( P )
fn lookup_getter(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    lookup_accessor(vm, args, Accessor::Getter)
}

/// B.2.2.5 Object.prototype.__lookupSetter__ ( P )
fn lookup_setter(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    lookup_accessor(vm, args, Accessor::Setter)
}

/// Which half of an accessor the Annex B methods work on.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Accessor {
    Getter,
    Setter,
}

/// The steps of `__defineGetter__` and `__defineSetter__`.
fn define_accessor(vm: &mut Vm, args: &CallArgs, which: Accessor) -> JsResult<JSValue> {
    // 1. Let O be ? ToObject(this value).
    let object = vm.to_object(args.this)?;
    let object_root = vm.rooted(object);
    // 2. If IsCallable(getter) is false, throw a TypeError exception.
    let function = args.get(vm, 1);
    if !vm.is_callable(function) {
        let detail = vm.describe_value(function);
        let message =
            if which == Accessor::Getter { Message::GetterMustBeFunction } else { Message::SetterMustBeFunction };
        return Err(vm.throw_error_with(message, detail));
    }
    // 3. Let desc be PropertyDescriptor { [[Get]]: getter, [[Enumerable]]: true, [[Configurable]]: true }.
    let descriptor = match which {
        Accessor::Getter => PropertyDescriptor { get: Some(function), ..PropertyDescriptor::default() },
        Accessor::Setter => PropertyDescriptor { set: Some(function), ..PropertyDescriptor::default() },
    };
    let descriptor = PropertyDescriptor { enumerable: Some(true), configurable: Some(true), ..descriptor };
    // 4. Let key be ? ToPropertyKey(P).
    let key = vm.to_property_key(args.get(vm, 0))?;
    // 5. Perform ? DefinePropertyOrThrow(O, key, desc).
    vm.define_property_or_throw(object_root.get(), key, descriptor)?;
    // 6. Return undefined.
    Ok(JSValue::UNDEFINED)
}

/// The steps of `__lookupGetter__` and `__lookupSetter__`.
fn lookup_accessor(vm: &mut Vm, args: &CallArgs, which: Accessor) -> JsResult<JSValue> {
    // 1. Let O be ? ToObject(this value).
    let object = vm.to_object(args.this)?;
    let object_root = vm.rooted(object);
    // 2. Let key be ? ToPropertyKey(P).
    let key = vm.to_property_key(args.get(vm, 0))?;
    let key_root = vm.rooted(key);
    let mut current = object_root.get();
    // 3. Repeat,
    loop {
        // a. Let desc be ? O.[[GetOwnProperty]](key).
        // b. If desc is not undefined, then
        if let Some(descriptor) = vm.get_own_property_descriptor(current, key_root.get())? {
            // i. If IsAccessorDescriptor(desc) is true, return desc.[[Get]] (or [[Set]]).
            // ii. Return undefined.
            let half = if which == Accessor::Getter { descriptor.get } else { descriptor.set };
            return Ok(half.unwrap_or(JSValue::UNDEFINED));
        }
        // c. Set O to ? O.[[GetPrototypeOf]]().
        // d. If O is null, return undefined.
        match ObjectRef::from_value(vm.get_prototype_of(current)?) {
            Some(parent) => current = parent,
            None => return Ok(JSValue::UNDEFINED),
        }
    }
}

// ---------------------------------------------------------------------------------------
// Abstract operations

/// What EnumerableOwnProperties collects.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(crate) enum PropertyKind {
    Key,
    Value,
    KeyValue,
}

/// 7.3.23 EnumerableOwnProperties ( O, kind ), as an array.
pub(crate) fn enumerable_own_properties(vm: &mut Vm, object: ObjectRef, kind: PropertyKind) -> JsResult<ObjectRef> {
    let object_root = vm.rooted(object);
    // 1. Let ownKeys be ? O.[[OwnPropertyKeys]]().
    let keys = own_keys_rooted(vm, object)?;
    // 2. Let results be a new empty List.
    let mut results = crate::array::list_for_roots(vm, keys.len())?;
    // 3. For each element key of ownKeys, do
    for key in &keys {
        // a. If key is a String, then
        if matches!(key.get(), PropertyKey::Symbol(_)) {
            continue;
        }
        // i. Let desc be ? O.[[GetOwnProperty]](key).
        let descriptor = vm.get_own_property_descriptor(object_root.get(), key.get())?;
        // ii. If desc is not undefined and desc.[[Enumerable]] is true, then
        if descriptor.is_none_or(|d| d.enumerable != Some(true)) {
            continue;
        }
        let result = match kind {
            // 1. If kind is key, append key to results.
            PropertyKind::Key => vm.property_key_to_value(key.get())?,
            PropertyKind::Value | PropertyKind::KeyValue => {
                // 2. a. Let value be ? Get(O, key).
                let value = vm.get(object_root.get(), key.get())?;
                if kind == PropertyKind::Value {
                    // b. If kind is value, append value to results.
                    value
                } else {
                    // c. i. Let entry be CreateArrayFromList(« key, value »).
                    let value_root = vm.root_value(value);
                    let key_value = vm.property_key_to_value(key.get())?;
                    vm.create_array_from_list(&[key_value, value_root.get()])?.to_value()
                }
            }
        };
        vm.push_rooted(&mut results, result)?;
    }
    // 4. Return results.
    array_from_rooted(vm, &results)
}

/// 7.3.15 SetIntegrityLevel ( O, level )
pub(crate) fn set_integrity_level(vm: &mut Vm, object: ObjectRef, level: IntegrityLevel) -> JsResult<bool> {
    let object_root = vm.rooted(object);
    // Fast path: objects whose properties live in their own storage change their
    // structure (and elements) in one step (not an arguments object's mapped elements
    // or a namespace's exports, or a typed array's elements, whose [[DefineOwnProperty]] is
    // their own). An array's `length` is not in its storage: freezing makes it read-only
    // through ArraySetLength.
    if !matches!(object.js_type(), JSType::Arguments | JSType::ModuleNamespace | JSType::TypedArray | JSType::Proxy) {
        vm.set_integrity_level(object, level)?;
        if level == IntegrityLevel::Frozen && object.js_type() == JSType::Array {
            let read_only = PropertyDescriptor { writable: Some(false), ..PropertyDescriptor::default() };
            let length = PropertyKey::Atom(vm.names.length);
            vm.define_property_or_throw(object_root.get(), length, read_only)?;
        }
        return Ok(true);
    }
    // 1. Let status be ? O.[[PreventExtensions]]().
    // 2. If status is false, return false.
    if !vm.prevent_extensions(object)? {
        return Ok(false);
    }
    // 3. Let keys be ? O.[[OwnPropertyKeys]]().
    let keys = own_keys_rooted(vm, object_root.get())?;
    for key in &keys {
        let mut descriptor = PropertyDescriptor { configurable: Some(false), ..PropertyDescriptor::default() };
        // 5. Else (frozen), a. Let currentDesc be ? O.[[GetOwnProperty]](k).
        if level == IntegrityLevel::Frozen {
            // b. If currentDesc is not undefined, then
            match vm.get_own_property_descriptor(object_root.get(), key.get())? {
                // i. If IsAccessorDescriptor(currentDesc) is true, desc is { [[Configurable]]: false }.
                Some(current) if current.is_accessor() => {}
                // ii. Else, desc is { [[Configurable]]: false, [[Writable]]: false }.
                Some(_) => descriptor.writable = Some(false),
                None => continue,
            }
        }
        // 4. a. / 5. b. iii. Perform ? DefinePropertyOrThrow(O, k, desc).
        vm.define_property_or_throw(object_root.get(), key.get(), descriptor)?;
    }
    // 6. Return true.
    Ok(true)
}

/// 7.3.16 TestIntegrityLevel ( O, level )
pub(crate) fn test_integrity_level(vm: &mut Vm, object: ObjectRef, level: IntegrityLevel) -> JsResult<bool> {
    // 1. Let extensible be ? IsExtensible(O).
    // 2. If extensible is true, return false.
    if vm.object_is_extensible(object)? {
        return Ok(false);
    }
    let object_root = vm.rooted(object);
    // 4. Let keys be ? O.[[OwnPropertyKeys]]().
    let keys = own_keys_rooted(vm, object)?;
    // 5. For each element k of keys, do
    for key in &keys {
        // a. Let currentDesc be ? O.[[GetOwnProperty]](k).
        // b. If currentDesc is not undefined, then
        if let Some(current) = vm.get_own_property_descriptor(object_root.get(), key.get())? {
            // i. If currentDesc.[[Configurable]] is true, return false.
            if current.configurable == Some(true) {
                return Ok(false);
            }
            // ii. If level is frozen and IsDataDescriptor(currentDesc) is true, then
            //     1. If currentDesc.[[Writable]] is true, return false.
            if level == IntegrityLevel::Frozen && current.is_data() && current.writable == Some(true) {
                return Ok(false);
            }
        }
    }
    // 6. Return true.
    Ok(true)
}

/// 7.2.1 RequireObjectCoercible ( argument )
pub(crate) fn require_object_coercible(vm: &mut Vm, value: JSValue, method: &str) -> JsResult<()> {
    if value.is_undefined_or_null() {
        let detail = format!("{method} called on {}", vm.describe_value(value));
        return Err(vm.throw_error_with(Message::ThrowTypeError, detail));
    }
    Ok(())
}

/// The object `value` is, or the TypeError of a function that needs an object.
fn require_object(vm: &mut Vm, value: JSValue, method: &str) -> JsResult<ObjectRef> {
    match ObjectRef::from_value(value) {
        Some(object) => Ok(object),
        None => {
            let detail = format!("{method} called on non-object {}", vm.describe_value(value));
            Err(vm.throw_error_with(Message::ThrowTypeError, detail))
        }
    }
}

fn is_object_or_null(value: JSValue) -> bool {
    value.is_null() || ObjectRef::from_value(value).is_some()
}

/// `Set(O, P, V, true)`: [[Set]] that throws when it fails.
fn set_or_throw(vm: &mut Vm, object: ObjectRef, key: PropertyKey, value: JSValue) -> JsResult<()> {
    if !vm.set(object, key, value)? {
        let detail = vm.describe_key(key);
        return Err(vm.throw_error_with(Message::ReadOnlyProperty, detail));
    }
    Ok(())
}

/// O.[[SetPrototypeOf]](V), with the immutable prototype of %Object.prototype%
/// (10.4.7 Immutable Prototype Exotic Objects).
pub(crate) fn set_prototype_of_object(vm: &mut Vm, object: ObjectRef, prototype: JSValue) -> JsResult<bool> {
    // 10.4.7.2 SetImmutablePrototype ( O, V ):
    // 1. Let current be ? O.[[GetPrototypeOf]]().
    // 2. If SameValue(V, current) is true, return true.
    // 3. Return false.
    if object == vm.intrinsic(Intrinsic::ObjectPrototype) {
        return Ok(same_value(prototype, vm.get_prototype_of(object)?));
    }
    vm.set_prototype_of(object, prototype)
}

/// The TypeError of a failed [[SetPrototypeOf]]: a cycle, or a non-extensible object.
fn set_prototype_failed(vm: &mut Vm, object: ObjectRef) -> Throw {
    if object == vm.intrinsic(Intrinsic::ObjectPrototype) {
        return vm.throw_error_with(Message::SetPrototypeFailed, "Object.prototype has an immutable prototype");
    }
    if vm.is_extensible(object) {
        return vm.throw_error(Message::PrototypeCycle);
    }
    let detail = format!("{} is not extensible", vm.describe_value(object.to_value()));
    vm.throw_error_with(Message::SetPrototypeFailed, detail)
}

/// O.[[OwnPropertyKeys]](), each key rooted.
pub(crate) fn own_keys_rooted(vm: &mut Vm, object: ObjectRef) -> JsResult<Vec<Rooted<PropertyKey>>> {
    let keys = vm.own_keys(object)?;
    let mut rooted = crate::array::list_for_roots(vm, keys.len())?;
    rooted.extend(keys.into_iter().map(|key| vm.rooted(key)));
    Ok(rooted)
}

/// Roots the values a property descriptor holds.
pub(crate) fn root_descriptor(vm: &mut Vm, descriptor: &PropertyDescriptor) -> [Rooted<JSValue>; 3] {
    descriptor.values().map(|value| vm.root_value(value))
}

/// CreateArrayFromList of rooted values.
pub(crate) fn array_from_rooted(vm: &mut Vm, list: &[Rooted<JSValue>]) -> JsResult<ObjectRef> {
    let mut values = vm.vec_with_capacity(list.len())?;
    values.extend(list.iter().map(Rooted::get));
    vm.create_array_from_list(&values)
}
