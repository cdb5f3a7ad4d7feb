//! 25.5.1 JSON.parse ( text [ , reviver ] )
//!
//! The text is parsed by the JSON grammar (ECMA-404) in `reader.rs`, straight into objects
//! and arrays; the reviver's walk (InternalizeJSONProperty) is here.

use vm::runtime::function::CallArgs;
use vm::runtime::realm::Intrinsic;
use vm::{JSValue, JsResult, ObjectRef, PropertyKey, Rooted, Vm};

use super::reader;
use super::{MAX_DEPTH, too_deep};

/// 25.5.1 JSON.parse ( text [ , reviver ] )
pub fn parse(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1. Let jsonString be ? ToString(text).
    let text = vm.to_string(args.get(vm, 0))?;
    // 2-8. Parse it as a JSON text; a text that does not conform is a SyntaxError.
    let unfiltered = reader::read(vm, text)?;
    // 9. If IsCallable(reviver) is true, then
    let reviver = args.get(vm, 1);
    if !vm.is_callable(reviver) {
        // 10. Else, return unfiltered.
        return Ok(unfiltered);
    }
    let unfiltered = vm.root_value(unfiltered);
    // a. Let root be OrdinaryObjectCreate(%Object.prototype%).
    let prototype = vm.realm().intrinsic(Intrinsic::ObjectPrototype);
    let root = vm.new_object(prototype)?;
    let root = vm.rooted(root);
    // b. Let rootName be the empty String.
    let root_name = PropertyKey::Atom(vm.empty_string());
    // c. Perform ! CreateDataPropertyOrThrow(root, rootName, unfiltered).
    vm.create_data_property_or_throw(root.get(), root_name, unfiltered.get())?;
    // d. Return ? InternalizeJSONProperty(root, rootName, reviver).
    internalize_json_property(vm, root.get(), root_name, reviver, 0)
}

/// 25.5.1.1 InternalizeJSONProperty ( holder, name, reviver )
fn internalize_json_property(
    vm: &mut Vm,
    holder: ObjectRef,
    name: PropertyKey,
    reviver: JSValue,
    depth: usize,
) -> JsResult<JSValue> {
    if depth > MAX_DEPTH {
        return Err(too_deep(vm));
    }
    let (holder, name, reviver) = (vm.rooted(holder), vm.rooted(name), vm.root_value(reviver));
    // 1. Let val be ? Get(holder, name).
    let value = vm.get(holder.get(), name.get())?;
    let value = vm.root_value(value);
    // 2. If val is an Object, then
    if let Some(object) = ObjectRef::from_value(value.get()) {
        // a. Let isArray be ? IsArray(val).
        let keys: Vec<Rooted<PropertyKey>> = if vm.is_array_value(value.get())? {
            // b.i-iii. For each index below ? LengthOfArrayLike(val), ! ToString(𝔽(I)).
            let length = vm.length_of_array_like(object)?;
            let mut keys = Vec::new();
            for index in 0..length {
                let key = crate::string::index_key(vm, index)?;
                vm.push_rooted(&mut keys, key)?;
            }
            keys
        } else {
            // c.i. Let keys be ? EnumerableOwnProperties(val, key).
            let keys = vm.enumerable_own_keys(object)?;
            let mut rooted = crate::array::list_for_roots(vm, keys.len())?;
            rooted.extend(keys.into_iter().map(|key| vm.rooted(key)));
            rooted
        };
        for key in keys {
            let object = ObjectRef::from_value(value.get()).expect("an object");
            // 1. Let newElement be ? InternalizeJSONProperty(val, prop, reviver).
            let new_element = internalize_json_property(vm, object, key.get(), reviver.get(), depth + 1)?;
            let object = ObjectRef::from_value(value.get()).expect("an object");
            if new_element.is_undefined() {
                // 2. If newElement is undefined, perform ? val.[[Delete]](prop).
                vm.delete_property(object, key.get())?;
            } else {
                // 3. Else, perform ? CreateDataProperty(val, prop, newElement).
                vm.create_data_property(object, key.get(), new_element)?;
            }
        }
    }
    // 3. Return ? Call(reviver, holder, « name, val »).
    let name_value = vm.property_key_to_value(name.get())?;
    vm.call(reviver.get(), holder.get().to_value(), &[name_value, value.get()])
}
