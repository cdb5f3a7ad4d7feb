//! HTML §2.7 Safe passing of structured data, as `structuredClone(value, { transfer })`
//! (HTML §8.2.x, the global operation of WindowOrWorkerGlobalScope).
//!
//! The specification serializes the value into a record (StructuredSerializeInternal)
//! and then builds the copy from the record (StructuredDeserialize). Here both happen in
//! one walk: each object is copied when the serialization would record it, in the same
//! order, and the copy is what `memory` maps it to. Nothing observable separates the two
//! passes, because deserialization runs no script code: what scripts can see (getters
//! called during serialization, the order of keys, a DataCloneError part way) happens in
//! the same order either way, and the copies a failed walk made are garbage.
//!
//! Transfer is the one place where the order shows: a transferred ArrayBuffer is detached
//! only after the whole value was serialized (a getter during the walk still sees it
//! attached, and a DataCloneError leaves it attached). So each transferable gets an
//! empty placeholder buffer before the walk (the spec's "uninitialized" memory entry),
//! views are made over the placeholder, and the bytes move into it at the end
//! (`Vm::move_array_buffer_data`), when the original is detached.
//!
//! `memory` is a Map (a `JSType::Map` cell nobody else sees) from originals to copies:
//! the collector traces it, so every copy made so far stays alive (H3) without a root of
//! its own, and identity is what its keys compare.
//!
//! What is left out, as the specification allows: SharedArrayBuffers throw a
//! DataCloneError (a host without cross-origin isolation); there is no `forStorage`.
//! What is added, as it invites ("interesting accompanying data"): an Error's own `stack`
//! string and its own `cause` (serialized like any value) go with it, as V8 does.

mod binary;

use vm::cell::JSType;
use vm::interpreter::ops::object::{REGEXP_FLAGS, REGEXP_MATCHER, REGEXP_SOURCE};
use vm::runtime::descriptor::PropertyDescriptor;
use vm::runtime::function::CallArgs;
use vm::runtime::realm::Intrinsic;
use vm::structure::DEFAULT_INLINE_CAPACITY;
use vm::{Attributes, JSValue, JsResult, Message, ObjectRef, PropertyKey, Rooted, StringRef, SymbolRef, Throw, Vm};

use super::dom_exception::{self, DomExceptionSlots};
use super::platform;

/// How deep a value may nest before the walk gives up with a RangeError (each level is a
/// few native frames), as JSON.stringify does.
const MAX_DEPTH: usize = 10_000;

/// HTML structuredClone(value, options)
pub(crate) fn structured_clone(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    platform::require_arguments(vm, args, 1, "structuredClone")?;
    // The options argument: a StructuredSerializeOptions dictionary, whose one member is
    // `sequence<object> transfer = []`.
    let options = platform::dictionary(vm, args.get(vm, 1), "structuredClone")?;
    let transfer_list = transfer_member(vm, options)?;
    // 1. Let serialized be ? StructuredSerializeWithTransfer(value, options["transfer"]).
    // 2. Let deserializeRecord be ? StructuredDeserializeWithTransfer(serialized, this's
    //    relevant realm).
    // 3. Return deserializeRecord.[[Deserialized]].
    clone_with_transfer(vm, args.get(vm, 0), &transfer_list)
}

/// The `transfer` member, converted to a sequence<object> (Web IDL §3.2.21: an iterable
/// object, each value an object); empty when absent.
fn transfer_member(vm: &mut Vm, options: Option<ObjectRef>) -> JsResult<Vec<Rooted<JSValue>>> {
    const MEMBER: &str = "structuredClone: the transfer option";
    let Some(options) = options else { return Ok(Vec::new()) };
    let key = vm.property_key_from_str("transfer")?;
    let key = vm.rooted(key);
    let transfer = vm.get(options, key.get())?;
    if transfer.is_undefined() {
        return Ok(Vec::new());
    }
    // 1. If Type(V) is not Object, throw a TypeError.
    if ObjectRef::from_value(transfer).is_none() {
        return Err(vm.throw_error_with(Message::NotASequence, MEMBER));
    }
    // 2-4. The iterator (a TypeError when there is none), then each value converted to an
    //      object as it comes.
    let (iterator, next) = vm.get_iterator_and_next(transfer, false)?;
    let (iterator, next) = (vm.root_value(iterator), vm.root_value(next));
    let mut list = Vec::new();
    while let Some(item) = vm.iterator_step_value(iterator.get(), next.get())? {
        if ObjectRef::from_value(item).is_none() {
            let detail = format!("{MEMBER}'s values ({})", vm.describe_value(item));
            return Err(vm.throw_error_with(Message::NotAnObject, detail));
        }
        list.push(vm.root_value(item));
    }
    Ok(list)
}

/// StructuredSerializeWithTransfer and StructuredDeserializeWithTransfer, in one walk.
fn clone_with_transfer(vm: &mut Vm, value: JSValue, transfer_list: &[Rooted<JSValue>]) -> JsResult<JSValue> {
    // 1. Let memory be an empty map.
    let memory = vm.new_keyed_collection(JSType::Map, JSValue::NULL)?;
    let mut cloner = Cloner { memory: vm.rooted(memory), depth: 0 };
    // 2. Each transferable gets a placeholder in memory.
    let transfers = binary::placeholders(vm, &mut cloner, transfer_list)?;
    // 3. Let serialized be ? StructuredSerializeInternal(value, false, memory).
    let clone = cloner.clone_value(vm, value)?;
    let clone = vm.root_value(clone);
    // 4-5. Detach each transferable, its data going to its placeholder.
    binary::transfer(vm, &transfers)?;
    Ok(clone.get())
}

/// The state of one walk.
pub(super) struct Cloner {
    /// The specification's memory: originals to their copies (a Map).
    memory: Rooted<ObjectRef>,
    /// The objects being copied now, outermost first: their nesting.
    depth: usize,
}

impl Cloner {
    /// StructuredSerializeInternal ( value, forStorage [ , memory ] ) and the
    /// deserialization of its result: the copy of `value` (rooted by the caller).
    pub(super) fn clone_value(&mut self, vm: &mut Vm, value: JSValue) -> JsResult<JSValue> {
        let Some(object) = ObjectRef::from_value(value) else {
            // 5. If Type(value) is Symbol, then throw a "DataCloneError" DOMException.
            if SymbolRef::from_value(value).is_some() {
                return Err(data_clone_error(vm, value));
            }
            // 4. Undefined, Null, Boolean, Number, BigInt and String values are their own
            //    serialization, and their deserialization is the value itself.
            return Ok(value);
        };
        // 2. If memory[value] exists, then return memory[value].
        if let Some(copy) = self.recall(vm, object)? {
            return Ok(copy);
        }
        if self.depth >= MAX_DEPTH {
            return Err(vm.throw_error(Message::StackOverflow));
        }
        self.depth += 1;
        let copy = self.clone_object(vm, object);
        self.depth -= 1;
        copy
    }

    /// Steps 6-27 for an object not in memory yet.
    fn clone_object(&mut self, vm: &mut Vm, object: ObjectRef) -> JsResult<JSValue> {
        match object.js_type() {
            // 7-10. Boolean, Number, BigInt and String objects: a new wrapper of the same
            //       primitive in the target realm.
            JSType::BooleanObject => self.wrapper(vm, object, Intrinsic::BooleanPrototype),
            JSType::NumberObject => self.wrapper(vm, object, Intrinsic::NumberPrototype),
            JSType::BigIntObject => self.wrapper(vm, object, Intrinsic::BigIntPrototype),
            JSType::StringObject => self.wrapper(vm, object, Intrinsic::StringPrototype),
            // 11. A Date: its [[DateValue]].
            JSType::Date => self.wrapper(vm, object, Intrinsic::DatePrototype),
            // 12. A RegExp: its matcher, original source and original flags.
            JSType::RegExp => self.regexp(vm, object),
            // 13. An ArrayBuffer; 14. a typed array or DataView.
            JSType::ArrayBuffer => binary::array_buffer(self, vm, object),
            JSType::TypedArray | JSType::DataView => binary::view(self, vm, object),
            // 15-16. A Map or a Set, deep.
            JSType::Map | JSType::Set => self.collection(vm, object),
            // 19. A DOMException is a serializable platform object.
            JSType::Error if dom_exception::is_dom_exception(vm, object) => self.dom_exception(vm, object),
            // 17. An Error that is not a platform object.
            JSType::Error if !platform::is_platform_object(vm, object) => self.error(vm, object),
            // 18. An Array, deep.
            JSType::Array => self.array(vm, object),
            // 24. An ordinary object, deep (20: not a platform object).
            JSType::Object if !platform::is_platform_object(vm, object) && !object.is_callable() => {
                self.ordinary_object(vm, object)
            }
            // 20. Another platform object; 21. a function; 22. an object with other
            //     internal slots (a Promise, a WeakMap, a Symbol object...); 23. an exotic
            //     object (a Proxy, an arguments object, a module namespace).
            _ => Err(data_clone_error(vm, object.to_value())),
        }
    }

    /// The copy already made of `object`, if any.
    fn recall(&self, vm: &mut Vm, object: ObjectRef) -> JsResult<Option<JSValue>> {
        let key = vm.collection_key(object.to_value())?;
        Ok(vm.collection_get(self.memory.get(), key))
    }

    /// Step 25: Set memory[value] to serialized: `copy` is the copy of `original` from now on.
    pub(super) fn remember(&mut self, vm: &mut Vm, original: ObjectRef, copy: ObjectRef) -> JsResult<()> {
        let key = vm.collection_key(original.to_value())?;
        vm.collection_insert(self.memory.get(), key, copy.to_value())
    }

    /// Whether `object` is in memory already (a transfer list's duplicate).
    pub(super) fn knows(&self, vm: &mut Vm, object: ObjectRef) -> JsResult<bool> {
        Ok(self.recall(vm, object)?.is_some())
    }

    /// A Boolean, Number, BigInt or String object, or a Date: an object of the same type
    /// holding the same internal value, with the target realm's prototype.
    fn wrapper(&mut self, vm: &mut Vm, object: ObjectRef, prototype: Intrinsic) -> JsResult<JSValue> {
        let prototype = vm.realm().intrinsic(prototype);
        let copy = vm.new_primitive_wrapper(object.js_type(), prototype, object.internal(0))?;
        self.remember(vm, object, copy)?;
        Ok(copy.to_value())
    }

    /// Step 12: a RegExp: a new one of the same source and flags, sharing the compiled matcher
    /// (its lastIndex is 0, not the original's).
    fn regexp(&mut self, vm: &mut Vm, object: ObjectRef) -> JsResult<JSValue> {
        let prototype = vm.realm().intrinsic(Intrinsic::RegExpPrototype);
        let (source, flags) = (object.internal(REGEXP_SOURCE), object.internal(REGEXP_FLAGS));
        let copy = vm.new_regexp(prototype, source, flags)?;
        vm.set_internal(copy, REGEXP_MATCHER, object.internal(REGEXP_MATCHER));
        self.remember(vm, object, copy)?;
        Ok(copy.to_value())
    }

    /// Steps 15-16 and 26.1-26.2: a Map or a Set, then each entry of a copy of its entries
    /// taken first (so the walk sees the entries there were when it began), key first.
    fn collection(&mut self, vm: &mut Vm, object: ObjectRef) -> JsResult<JSValue> {
        let js_type = object.js_type();
        let prototype = vm.realm().intrinsic(if js_type == JSType::Map {
            Intrinsic::MapPrototype
        } else {
            Intrinsic::SetPrototype
        });
        let copy = vm.new_keyed_collection(js_type, prototype)?;
        let copy = vm.rooted(copy);
        self.remember(vm, object, copy.get())?;
        // 26.1.1-26.1.2 Let copiedList be a copy of value.[[MapData]] without the emptied
        // entries.
        let entries = vm.collection_entries(object);
        let entries: Vec<_> =
            entries.into_iter().map(|(key, value)| (vm.root_value(key), vm.root_value(value))).collect();
        // 26.1.3 For each entry: serialize the key, then the value; the deserialization
        // appends them to the copy's [[MapData]].
        for (key, value) in entries {
            let key = self.clone_value(vm, key.get())?;
            let key = vm.root_value(key);
            let value = if js_type == JSType::Map { self.clone_value(vm, value.get())? } else { JSValue::UNDEFINED };
            let key = vm.collection_key(key.get())?;
            vm.collection_insert(copy.get(), key, value)?;
        }
        Ok(copy.get().to_value())
    }

    /// Step 17: an Error: its name (one of the seven ECMAScript error names, else "Error"),
    /// its own data `message` as a string, and what V8 adds: its own `stack` string and
    /// its own data `cause`, serialized after the copy is in memory.
    fn error(&mut self, vm: &mut Vm, object: ObjectRef) -> JsResult<JSValue> {
        // 1. Let name be ? Get(value, "name").
        let name = vm.get(object, PropertyKey::Atom(vm.names.name))?;
        // 2. If name is not one of "Error", "EvalError", "RangeError", "ReferenceError",
        //    "SyntaxError", "TypeError", or "URIError", then set name to "Error".
        let prototype = error_prototype(name);
        // 3. Let valueMessageDesc be ? value.[[GetOwnProperty]]("message").
        let message = own_data_property(vm, object, PropertyKey::Atom(vm.names.message))?;
        // 4-5. If IsDataDescriptor(valueMessageDesc), message is ? ToString of its value.
        let message = match message {
            Some(message) => Some(vm.to_string(message)?),
            None => None,
        };
        let message = message.map(|message| vm.rooted(message));
        // The deserialization: OrdinaryObjectCreate(prototype, « [[ErrorData]] »), then
        // `message` as a non-enumerable data property when there is one.
        let prototype = vm.realm().intrinsic(prototype);
        let structure = vm.root_structure(prototype, JSType::Error, DEFAULT_INLINE_CAPACITY, 0)?;
        let copy = vm.new_object_with_structure(structure)?;
        let copy = vm.rooted(copy);
        if let Some(message) = message {
            let key = PropertyKey::Atom(vm.names.message);
            vm.define_own_property(copy.get(), key, message.get().to_value(), Attributes::HIDDEN)?;
        }
        copy_stack(vm, object, copy.get())?;
        self.remember(vm, object, copy.get())?;
        // The cause, deep.
        let key = PropertyKey::Atom(vm.names.cause);
        if let Some(cause) = own_data_property(vm, object, key)? {
            let cause = vm.root_value(cause);
            let copied = self.clone_value(vm, cause.get())?;
            vm.define_own_property(copy.get(), key, copied, Attributes::HIDDEN)?;
        }
        Ok(copy.get().to_value())
    }

    /// Step 19: a DOMException (Web IDL §2.8.1's serialization steps): its name and message,
    /// and its own `stack`.
    fn dom_exception(&mut self, vm: &mut Vm, object: ObjectRef) -> JsResult<JSValue> {
        let (name, message) = dom_exception::name_and_message(vm, object.to_value()).expect("a DOMException");
        let prototype = platform::interface_prototype(vm, Intrinsic::DomExceptionPrototype);
        let copy = dom_exception::new_dom_exception(vm, prototype, DomExceptionSlots { name, message })?;
        let copy = vm.rooted(copy);
        copy_stack(vm, object, copy.get())?;
        self.remember(vm, object, copy.get())?;
        Ok(copy.get().to_value())
    }

    /// Step 18: an Array: a new array of the same length (ArrayCreate), then its properties.
    fn array(&mut self, vm: &mut Vm, object: ObjectRef) -> JsResult<JSValue> {
        // 18.1-18.2 Let valueLen be ! OrdinaryGetOwnProperty(value, "length").[[Value]].
        let length = vm.array_length(object);
        let prototype = vm.realm().intrinsic(Intrinsic::ArrayPrototype);
        let copy = vm.new_array(prototype, length)?;
        let copy = vm.rooted(copy);
        self.remember(vm, object, copy.get())?;
        self.properties(vm, object, copy.get())?;
        Ok(copy.get().to_value())
    }

    /// Step 24: an ordinary object: a new ordinary object of the target realm, then its
    /// properties (its prototype and class are not kept).
    fn ordinary_object(&mut self, vm: &mut Vm, object: ObjectRef) -> JsResult<JSValue> {
        let prototype = vm.realm().intrinsic(Intrinsic::ObjectPrototype);
        let copy = vm.new_object(prototype)?;
        let copy = vm.rooted(copy);
        self.remember(vm, object, copy.get())?;
        self.properties(vm, object, copy.get())?;
        Ok(copy.get().to_value())
    }

    /// Step 26.4: for each key in ! EnumerableOwnProperties(value, key): if ! HasOwnProperty(value,
    /// key) is still true, serialize ? value.[[Get]](key, value); the deserialization
    /// defines it on the copy with ! CreateDataProperty.
    fn properties(&mut self, vm: &mut Vm, object: ObjectRef, copy: ObjectRef) -> JsResult<()> {
        let keys = vm.enumerable_own_keys(object)?;
        let keys: Vec<_> = keys.into_iter().map(|key| vm.rooted(key)).collect();
        for key in keys {
            let key = key.get();
            if !vm.has_own_property(object, key)? {
                continue;
            }
            let input = vm.get(object, key)?;
            let input = vm.root_value(input);
            let output = self.clone_value(vm, input.get())?;
            vm.create_data_property(copy, key, output)?;
        }
        Ok(())
    }
}

/// The intrinsic prototype for a serialized error name (17.2 and the deserialization's
/// choice of prototype).
fn error_prototype(name: JSValue) -> Intrinsic {
    let name = StringRef::from_value(name).map(StringRef::to_string_lossy);
    // Error and the NativeErrors (an AggregateError is serialized as an Error).
    crate::error::ERROR_TYPES[..crate::error::AGGREGATE_ERROR]
        .iter()
        .find(|error| name.as_deref() == Some(error.name))
        .map_or(Intrinsic::ErrorPrototype, |error| error.prototype)
}

/// The value of `object`'s own data property `key`, if it has one (? [[GetOwnProperty]]).
fn own_data_property(vm: &mut Vm, object: ObjectRef, key: PropertyKey) -> JsResult<Option<JSValue>> {
    let descriptor: Option<PropertyDescriptor> = vm.get_own_property_descriptor(object, key)?;
    Ok(descriptor.and_then(|descriptor| descriptor.value))
}

/// Copies `original`'s own `stack` to `copy` when it is a string data property (the
/// "interesting accompanying data" of an error); otherwise the copy has no own `stack`.
fn copy_stack(vm: &mut Vm, original: ObjectRef, copy: ObjectRef) -> JsResult<()> {
    let key = PropertyKey::Atom(vm.names.stack);
    let stack = vm.get_own_property(original, key).filter(|slot| !slot.attributes.is_accessor()).map(|slot| slot.value);
    match stack.and_then(StringRef::from_value) {
        Some(stack) => vm.define_own_property(copy, key, stack.to_value(), Attributes::HIDDEN),
        None => {
            vm.delete_property(copy, key)?;
            Ok(())
        }
    }
}

/// Throws a "DataCloneError" DOMException for a value that cannot be cloned.
fn data_clone_error(vm: &mut Vm, value: JSValue) -> Throw {
    let what = match ObjectRef::from_value(value) {
        Some(object) if object.is_callable() => format!("function {}", vm.function_name(object)),
        Some(object) => format!("#<{:?}>", object.js_type()),
        None => vm.describe_value(value),
    };
    dom_exception::throw(vm, "DataCloneError", &format!("{what} could not be cloned."))
}

/// Throws a "DataCloneError" DOMException with `message`.
pub(super) fn data_clone_error_with(vm: &mut Vm, message: &str) -> Throw {
    dom_exception::throw(vm, "DataCloneError", message)
}
