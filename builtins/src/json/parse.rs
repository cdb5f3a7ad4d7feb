//! 25.5.1 JSON.parse ( text [ , reviver ] )
//!
//! The text is parsed by the JSON grammar (ECMA-404) in `reader.rs`, straight into objects
//! and arrays; the reviver's walk (InternalizeJSONProperty) is here. With a reviver the
//! reader also makes the JSON Parse Records (`records.rs`), from which the walk gives the
//! reviver its third argument: a context object with the `source` text of a primitive
//! value that is still the one the text produced (the JSON.parse source text access
//! proposal).

use vm::runtime::function::CallArgs;
use vm::runtime::realm::Intrinsic;
use vm::{JSValue, JsResult, ObjectRef, PropertyKey, Rooted, Vm};

use vm::runtime::object_ops::same_value;

use super::reader;
use super::records::ParseRecords;
use super::{MAX_DEPTH, too_deep};

/// 25.5.1 JSON.parse ( text [ , reviver ] )
pub fn parse(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1. Let jsonString be ? ToString(text).
    let text = vm.to_string(args.get(vm, 0))?;
    // 10. If IsCallable(reviver) is true, then (asked first: it has no effects, and only
    //     a reviver needs the parse records)
    let reviver = args.get(vm, 1);
    if !vm.is_callable(reviver) {
        // 2-9. Parse it as a JSON text; a text that does not conform is a SyntaxError.
        // 11. Else, return unfiltered.
        return reader::read(vm, text);
    }
    // 2-9. The same, with the records: d. Let snapshot be
    //      CreateJSONParseRecord(script, rootName, unfiltered).
    let (unfiltered, records) = reader::read_with_records(vm, text)?;
    let unfiltered = vm.root_value(unfiltered);
    // a. Let root be OrdinaryObjectCreate(%Object.prototype%).
    let prototype = vm.realm().intrinsic(Intrinsic::ObjectPrototype);
    let root = vm.new_object(prototype)?;
    let root = vm.rooted(root);
    // b. Let rootName be the empty String.
    let root_name = PropertyKey::Atom(vm.empty_string());
    // c. Perform ! CreateDataPropertyOrThrow(root, rootName, unfiltered).
    vm.create_data_property_or_throw(root.get(), root_name, unfiltered.get())?;
    // e. Return ? InternalizeJSONProperty(root, rootName, reviver, snapshot).
    let walk = Walk { reviver, records: &records };
    walk.internalize_json_property(vm, root.get(), root_name, Some(records.root()), 0)
}

/// What every step of the reviver's walk shares.
struct Walk<'a> {
    reviver: JSValue,
    records: &'a ParseRecords,
}

impl Walk<'_> {
    /// 25.5.1.1 InternalizeJSONProperty ( holder, name, reviver, parseRecord ), where
    /// `record` is a JSON Parse Record or empty (`None`).
    fn internalize_json_property(
        &self,
        vm: &mut Vm,
        holder: ObjectRef,
        name: PropertyKey,
        record: Option<usize>,
        depth: usize,
    ) -> JsResult<JSValue> {
        if depth > MAX_DEPTH {
            return Err(too_deep(vm));
        }
        let (holder, name) = (vm.rooted(holder), vm.rooted(name));
        // 1. Let val be ? Get(holder, name).
        let value = vm.get(holder.get(), name.get())?;
        let value = vm.root_value(value);
        // 2. Let context be OrdinaryObjectCreate(%Object.prototype%).
        let prototype = vm.realm().intrinsic(Intrinsic::ObjectPrototype);
        let context = vm.new_object(prototype)?;
        let context = vm.rooted(context);
        // 3. If parseRecord is a JSON Parse Record and SameValue(parseRecord.[[Value]], val)
        //    is true, then
        //    (4. Else, elementRecords and entryRecords are empty.)
        let record = record.filter(|&record| same_value(self.records.value(record), value.get()));
        if let Some(record) = record
            && ObjectRef::from_value(value.get()).is_none()
        {
            // a. If val is not an Object, then
            // i-iv. Perform ! CreateDataPropertyOrThrow(context, "source",
            //       CodePointsToString(the source text matched by parseRecord.[[ParseNode]])).
            let source = self.records.source(vm, record)?;
            let key = PropertyKey::Atom(vm.names.source);
            vm.create_data_property_or_throw(context.get(), key, source.to_value())?;
        }
        // 5. If val is an Object, then
        if let Some(object) = ObjectRef::from_value(value.get()) {
            // a. Let isArray be ? IsArray(val).
            let is_array = vm.is_array_value(value.get())?;
            // b. elementRecords, or c. entryRecords, of a record that still applies.
            let elements = record.filter(|_| is_array).map(|record| self.records.elements(record)).unwrap_or_default();
            let entries = record.filter(|_| !is_array).map(|record| self.records.entries(record));
            let keys: Vec<Rooted<PropertyKey>> = if is_array {
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
            for (index, key) in keys.into_iter().enumerate() {
                let object = ObjectRef::from_value(value.get()).expect("an object");
                // b.iv.2. If I < elementRecordsLen, let elementRecord be elementRecords[I];
                //         otherwise empty.
                // c.ii.1. Let entryRecord be the element of entryRecords whose [[Key]] field is
                //         P, or empty.
                let member_record = match &entries {
                    Some(entries) => entries.get(key.get()),
                    None => elements.get(index).copied(),
                };
                // 3. Let newElement be ? InternalizeJSONProperty(val, prop, reviver,
                //    elementRecord or entryRecord).
                let new_element = self.internalize_json_property(vm, object, key.get(), member_record, depth + 1)?;
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
        // 6. Return ? Call(reviver, holder, « name, val, context »).
        let name_value = vm.property_key_to_value(name.get())?;
        vm.call(self.reviver, holder.get().to_value(), &[name_value, value.get(), context.get().to_value()])
    }
}
