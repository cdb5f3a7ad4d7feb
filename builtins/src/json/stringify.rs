//! 25.5.2 JSON.stringify ( value [ , replacer [ , space ] ] )
//!
//! The text is built in one `Vec<u16>`; a property whose value serializes to undefined is
//! dropped by truncating the buffer back to where its member began, so no partial strings
//! are made. The JSON.stringify state record (25.5.2 step 1) is [`State`]; everything it
//! holds that lives on the heap is rooted.
//!
//! Fast paths, in front of the general steps and giving the same text: numbers are
//! written without a temporary string (`write_number`), 8-bit strings with nothing to
//! escape are copied as they are, and ordinary objects whose own properties are all
//! enumerable data properties (records) are written from a skeleton cached per structure
//! (`skeleton.rs`): the quoted keys and the slots to read, so a record's members cost a
//! load each instead of a property lookup.

use vm::cell::JSType;
use vm::runtime::bigint::BigIntRef;
use vm::runtime::function::CallArgs;
use vm::runtime::number::write_number;
use vm::runtime::realm::Intrinsic;
use vm::{JSValue, JsResult, Message, ObjectRef, PropertyKey, Rooted, StringRef, Vm};

use super::skeleton::Skeletons;
use super::{MAX_DEPTH, too_deep};
use crate::string::{code_units, is_leading_surrogate, is_trailing_surrogate, new_string_from_units};

/// The JSON Serialization Record (25.5.2.1 Table 76).
struct State {
    /// [[ReplacerFunction]]: a function, or undefined.
    replacer_function: Rooted<JSValue>,
    /// [[Stack]]: the objects being serialized, for cycle detection.
    stack: Vec<Rooted<ObjectRef>>,
    /// [[Indent]]
    indent: Vec<u16>,
    /// [[Gap]]
    gap: Vec<u16>,
    /// [[PropertyList]]: the keys a replacer array allows, or `None`.
    property_list: Option<Vec<Rooted<PropertyKey>>>,
    /// The text so far.
    out: Vec<u16>,
    /// The key "toJSON", interned once.
    to_json: PropertyKey,
    /// Record skeletons by structure (usable without a replacer).
    skeletons: Skeletons,
}

/// 25.5.2 JSON.stringify ( value [ , replacer [ , space ] ] )
pub fn stringify(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    stringify_value(vm, args.get(vm, 0), args.get(vm, 1), args.get(vm, 2))
}

/// `JSON.stringify(value, replacer, space)` for Rust callers (a host's `%j`): the
/// original function whatever the global `JSON` now holds. Roots its arguments.
pub fn stringify_value(vm: &mut Vm, value: JSValue, replacer: JSValue, space: JSValue) -> JsResult<JSValue> {
    let roots = [vm.root_value(value), vm.root_value(replacer), vm.root_value(space)];
    // 1-3. stack, indent, PropertyList and ReplacerFunction start empty.
    let to_json = vm.property_key_from_str("toJSON")?;
    let [value, replacer, space] = roots.each_ref().map(|root| root.get());
    let mut state = State {
        replacer_function: vm.root_value(JSValue::UNDEFINED),
        stack: Vec::new(),
        indent: Vec::new(),
        gap: Vec::new(),
        property_list: None,
        out: Vec::new(),
        to_json,
        skeletons: Skeletons::default(),
    };
    // 4. If replacer is an Object, then
    if let Some(replacer_object) = ObjectRef::from_value(replacer) {
        if replacer_object.is_callable() {
            // a. If IsCallable(replacer) is true, set ReplacerFunction to replacer.
            state.replacer_function.set(replacer);
        } else if vm.is_array_value(replacer)? {
            // b. Else if ? IsArray(replacer) is true, the property list.
            state.property_list = Some(property_list(vm, replacer_object)?);
        }
    }
    // 5. If space is an Object, unwrap a Number or String object.
    let mut space = space;
    if let Some(object) = ObjectRef::from_value(space) {
        match object.js_type() {
            JSType::NumberObject => space = JSValue::from_number(vm.to_number(space)?),
            JSType::StringObject => space = vm.to_string(space)?.to_value(),
            _ => {}
        }
    }
    // 6-8. The gap: that many spaces (at most 10) or the first ten code units.
    if let Some(number) = space.to_number_if_number() {
        let count = if number.is_nan() { 0.0 } else { number.trunc().clamp(0.0, 10.0) };
        state.gap = vec![u16::from(b' '); count as usize];
    } else if let Some(string) = StringRef::from_value(space) {
        let mut units = code_units(string);
        units.truncate(10);
        state.gap = units;
    }
    // 9-10. Let wrapper be OrdinaryObjectCreate(%Object.prototype%) with value under "".
    let prototype = vm.realm().intrinsic(Intrinsic::ObjectPrototype);
    let wrapper = vm.new_object(prototype)?;
    let wrapper = vm.rooted(wrapper);
    let empty = PropertyKey::Atom(vm.empty_string());
    vm.create_data_property_or_throw(wrapper.get(), empty, value)?;
    // 11-12. Return ? SerializeJSONProperty(state, the empty String, wrapper).
    if !serialize_json_property(vm, &mut state, empty, wrapper.get())? {
        return Ok(JSValue::UNDEFINED);
    }
    crate::string::check_length(vm, state.out.len())?;
    Ok(new_string_from_units(vm, &state.out)?.to_value())
}

/// 25.5.2 step 4.b: the keys of a replacer array, in order, without duplicates.
fn property_list(vm: &mut Vm, replacer: ObjectRef) -> JsResult<Vec<Rooted<PropertyKey>>> {
    let replacer = vm.rooted(replacer);
    // i-ii. Let len be ? LengthOfArrayLike(replacer); let k be 0.
    let length = vm.length_of_array_like(replacer.get())?;
    let mut list: Vec<Rooted<PropertyKey>> = Vec::new();
    // iii. Repeat, while k < len,
    for k in 0..length {
        // 1-2. Let v be ? Get(replacer, ! ToString(𝔽(k))).
        let key = crate::string::index_key(vm, k)?;
        let v = vm.get(replacer.get(), key)?;
        // 3-6. Strings, Numbers and String/Number objects name items; others are skipped.
        let is_item = StringRef::from_value(v).is_some()
            || v.is_number()
            || ObjectRef::from_value(v)
                .is_some_and(|object| matches!(object.js_type(), JSType::StringObject | JSType::NumberObject));
        if !is_item {
            continue;
        }
        let item = vm.to_string(v)?;
        let item = vm.property_key(item)?;
        // 7. If item is not undefined and PropertyList does not contain item, append it.
        if !list.iter().any(|existing| existing.get() == item) {
            list.push(vm.rooted(item));
        }
    }
    Ok(list)
}

/// 25.5.2.2 SerializeJSONProperty ( state, key, holder ): appends the text of
/// holder[key] to the output and returns true, or returns false (the result is
/// undefined) with nothing appended.
fn serialize_json_property(vm: &mut Vm, state: &mut State, key: PropertyKey, holder: ObjectRef) -> JsResult<bool> {
    let holder = vm.rooted(holder);
    // 1. Let value be ? Get(holder, key).
    let value = vm.get(holder.get(), key)?;
    serialize_json_value(vm, state, key, holder.get(), value)
}

/// SerializeJSONProperty from step 2, with the value step 1 got.
fn serialize_json_value(
    vm: &mut Vm,
    state: &mut State,
    key: PropertyKey,
    holder: ObjectRef,
    value: JSValue,
) -> JsResult<bool> {
    // Fast path: primitives with no replacer to call (and no toJSON: BigInts may have
    // one) are written at once.
    if state.replacer_function.get().is_undefined()
        && ObjectRef::from_value(value).is_none()
        && BigIntRef::from_value(value).is_none()
        && let Some(written) = write_primitive(vm, state, value)?
    {
        return Ok(written);
    }
    let (key, holder) = (vm.rooted(key), vm.rooted(holder));
    let value = vm.root_value(value);
    // 2. If value is an Object or value is a BigInt, then
    if ObjectRef::from_value(value.get()).is_some() || BigIntRef::from_value(value.get()).is_some() {
        // a. Let toJSON be ? GetV(value, "toJSON").
        let to_json = vm.get_value_property(value.get(), state.to_json)?;
        // b. If IsCallable(toJSON) is true, set value to ? Call(toJSON, value, « key »).
        if vm.is_callable(to_json) {
            let key_value = vm.property_key_to_value(key.get())?;
            let result = vm.call(to_json, value.get(), &[key_value])?;
            value.set(result);
        }
    }
    // 3. If state.[[ReplacerFunction]] is not undefined, then
    if !state.replacer_function.get().is_undefined() {
        // a. Set value to ? Call(state.[[ReplacerFunction]], holder, « key, value »).
        let key_value = vm.property_key_to_value(key.get())?;
        let replacer = state.replacer_function.get();
        let result = vm.call(replacer, holder.get().to_value(), &[key_value, value.get()])?;
        value.set(result);
    }
    // 4. If value is an Object, unwrap Number, String, Boolean and BigInt objects.
    if let Some(object) = ObjectRef::from_value(value.get()) {
        match object.js_type() {
            // a. If value has an [[IsRawJSON]] internal slot, return ! Get(value,
            //    "rawJSON") (JSON.parse source text access): its text as it is.
            JSType::RawJSON => {
                let key = vm.property_key_from_str(super::raw::RAW_JSON)?;
                let text = vm.get(object, key)?;
                let text = StringRef::from_value(text).expect("a raw JSON object's text is a frozen string");
                state.out.extend(code_units(text));
                return Ok(true);
            }
            // a. [[NumberData]]: set value to ? ToNumber(value).
            JSType::NumberObject => {
                let number = vm.to_number(value.get())?;
                value.set(JSValue::from_number(number));
            }
            // b. [[StringData]]: set value to ? ToString(value).
            JSType::StringObject => {
                let string = vm.to_string(value.get())?;
                value.set(string.to_value());
            }
            // c-d. [[BooleanData]] and [[BigIntData]]: the primitive inside.
            JSType::BooleanObject | JSType::BigIntObject => value.set(object.internal(0)),
            _ => {}
        }
    }
    let value = value.get();
    // 5-10. null, booleans, strings, numbers (and BigInts: a TypeError).
    if let Some(written) = write_primitive(vm, state, value)? {
        return Ok(written);
    }
    // 11. If value is an Object and IsCallable(value) is false, then
    if let Some(object) = ObjectRef::from_value(value)
        && !object.is_callable()
    {
        // a-c. SerializeJSONArray or SerializeJSONObject.
        if vm.is_array_value(value)? {
            serialize_json_array(vm, state, object)?;
        } else {
            serialize_json_object(vm, state, object)?;
        }
        return Ok(true);
    }
    // 12. Return undefined.
    Ok(false)
}

/// SerializeJSONProperty steps 5-10 for a primitive: Some(true) when written, Some(false)
/// for undefined and symbols (the result is undefined), None for an object.
fn write_primitive(vm: &mut Vm, state: &mut State, value: JSValue) -> JsResult<Option<bool>> {
    // 5-7. null, true and false.
    if value.is_null() {
        state.out.extend("null".encode_utf16());
        return Ok(Some(true));
    }
    if value.is_boolean() {
        state.out.extend(if value.as_bool() { "true" } else { "false" }.encode_utf16());
        return Ok(Some(true));
    }
    // 8. If value is a String, return QuoteJSONString(value).
    if let Some(string) = StringRef::from_value(value) {
        quote_string(vm, &mut state.out, string)?;
        return Ok(Some(true));
    }
    // 9. If value is a Number: finite numbers as ToString, others as "null".
    if let Some(number) = value.to_number_if_number() {
        if number.is_finite() {
            write_number(number, &mut state.out);
        } else {
            state.out.extend("null".encode_utf16());
        }
        return Ok(Some(true));
    }
    // 10. If value is a BigInt, throw a TypeError exception.
    if BigIntRef::from_value(value).is_some() {
        return Err(vm.throw_error_with(Message::ThrowTypeError, "Do not know how to serialize a BigInt"));
    }
    // 12. undefined and symbols: the result is undefined.
    Ok(ObjectRef::from_value(value).is_none().then_some(false))
}

/// QuoteJSONString of a string value.
pub(super) fn quote_string(vm: &mut Vm, out: &mut Vec<u16>, string: StringRef) -> JsResult<()> {
    // The quoted text is at least two units longer: refuse it before copying.
    crate::string::check_length(vm, out.len().saturating_add(string.len() as usize + 2))?;
    let string = vm.flatten(string)?;
    match string.view(vm).expect("a flat string") {
        // Fast path: 8-bit text with nothing to escape is copied between the quotes.
        vm::string::StrView::Latin1(bytes) if !bytes.iter().any(|&b| b < 0x20 || b == b'"' || b == b'\\') => {
            out.reserve(bytes.len() + 2);
            out.push(0x22);
            out.extend(bytes.iter().map(|&b| u16::from(b)));
            out.push(0x22);
        }
        _ => quote_json_string(out, &code_units(string)),
    }
    Ok(())
}

/// 25.5.2.3 QuoteJSONString ( value )
fn quote_json_string(out: &mut Vec<u16>, units: &[u16]) {
    let push_str = |out: &mut Vec<u16>, text: &str| out.extend(text.encode_utf16());
    // 1. Let product be the String value consisting solely of the code unit 0x0022.
    out.push(0x22);
    // 2. For each code point C of StringToCodePoints(value), do
    let mut k = 0;
    while k < units.len() {
        let unit = units[k];
        match unit {
            // a. The escapes of Table 77.
            0x08 => push_str(out, "\\b"),
            0x09 => push_str(out, "\\t"),
            0x0a => push_str(out, "\\n"),
            0x0c => push_str(out, "\\f"),
            0x0d => push_str(out, "\\r"),
            0x22 => push_str(out, "\\\""),
            0x5c => push_str(out, "\\\\"),
            // b. Control characters and lone surrogates as \uXXXX (lower-case hex).
            0x00..=0x1f => push_str(out, &format!("\\u{unit:04x}")),
            _ if is_leading_surrogate(unit) && units.get(k + 1).is_some_and(|&next| is_trailing_surrogate(next)) => {
                // A surrogate pair is one code point, copied.
                out.extend_from_slice(&units[k..k + 2]);
                k += 1;
            }
            0xd800..=0xdfff => push_str(out, &format!("\\u{unit:04x}")),
            // c. Else, the code point itself.
            _ => out.push(unit),
        }
        k += 1;
    }
    // 3. Append the closing quote.
    out.push(0x22);
}

/// Pushes `object` on the stack, first checking for a cycle (SerializeJSONObject and
/// SerializeJSONArray steps 1-2), and indents (steps 3-4). Returns the old indent.
fn enter(vm: &mut Vm, state: &mut State, object: ObjectRef) -> JsResult<usize> {
    // 1. If state.[[Stack]] contains value, throw a TypeError exception.
    if state.stack.iter().any(|entry| entry.get() == object) {
        return Err(vm.throw_error_with(Message::ThrowTypeError, "Converting circular structure to JSON"));
    }
    if state.stack.len() >= MAX_DEPTH {
        return Err(too_deep(vm));
    }
    // 2. Append value to state.[[Stack]].
    state.stack.push(vm.rooted(object));
    // 3-4. Let stepback be state.[[Indent]] (its length: the indent only grows by the
    //      gap); set [[Indent]] to it and [[Gap]].
    let stepback = state.indent.len();
    let State { indent, gap, .. } = state;
    indent.extend_from_slice(gap);
    Ok(stepback)
}

/// The end of SerializeJSONObject/Array: the opening bracket has been written, and
/// `count` members after it; writes the closing bracket with the layout the gap asks for,
/// pops the stack and restores the indent.
fn leave(state: &mut State, count: usize, close: u8, stepback: usize) {
    // Remove the last element of state.[[Stack]]; set state.[[Indent]] to stepback.
    state.stack.pop();
    state.indent.truncate(stepback);
    if count > 0 && !state.gap.is_empty() {
        // "\n" + stepback before the closing bracket.
        state.out.push(u16::from(b'\n'));
        state.out.extend_from_slice(&state.indent);
    }
    state.out.push(u16::from(close));
}

/// Before a member: the separator (a comma after the first), and with a gap a line feed
/// and the indent.
fn member_prefix(state: &mut State, first: bool) {
    if !first {
        state.out.push(u16::from(b','));
    }
    if !state.gap.is_empty() {
        state.out.push(u16::from(b'\n'));
        let State { out, indent, .. } = state;
        out.extend_from_slice(indent);
    }
}

/// 25.5.2.5 SerializeJSONObject ( state, value )
fn serialize_json_object(vm: &mut Vm, state: &mut State, object: ObjectRef) -> JsResult<()> {
    let object = vm.rooted(object);
    let stepback = enter(vm, state, object.get())?;
    // Fast path: a record, without a replacer.
    if state.property_list.is_none() && state.replacer_function.get().is_undefined() {
        let has_gap = !state.gap.is_empty();
        if let Some(skeleton) = state.skeletons.of(vm, object.get(), has_gap)? {
            let count = serialize_record(vm, state, object.get(), &skeleton)?;
            leave(state, count, b'}', stepback);
            return Ok(());
        }
    }
    // 5-6. Let K be the property list, or ? EnumerableOwnProperties(value, key).
    let keys: Vec<Rooted<PropertyKey>> = match &state.property_list {
        Some(list) => list.iter().map(|key| vm.rooted(key.get())).collect(),
        None => {
            let keys = vm.enumerable_own_keys(object.get())?;
            keys.into_iter().map(|key| vm.rooted(key)).collect()
        }
    };
    state.out.push(u16::from(b'{'));
    // 7-8. For each element P of K: the member "key":value, unless the value is undefined.
    let mut count = 0;
    for key in keys {
        let start = state.out.len();
        member_prefix(state, count == 0);
        // a. Let strP be ? SerializeJSONProperty(state, P, value).
        // b.iii-v. Let member be QuoteJSONString(P), ":", and a space when there is a gap.
        let name = vm.property_key_to_value(key.get())?;
        let name = StringRef::from_value(name).expect("a string key");
        quote_json_string(&mut state.out, &code_units(name));
        state.out.push(u16::from(b':'));
        if !state.gap.is_empty() {
            state.out.push(u16::from(b' '));
        }
        if serialize_json_property(vm, state, key.get(), object.get())? {
            count += 1;
        } else {
            // b. If strP is undefined, the member is left out.
            state.out.truncate(start);
        }
        // A text too long for a string is refused as it grows, not at the end.
        crate::string::check_length(vm, state.out.len())?;
    }
    // 9-10. "{}" or the members, and the closing brace.
    leave(state, count, b'}', stepback);
    Ok(())
}

/// 25.5.2.6 SerializeJSONArray ( state, value )
fn serialize_json_array(vm: &mut Vm, state: &mut State, array: ObjectRef) -> JsResult<()> {
    let array = vm.rooted(array);
    let stepback = enter(vm, state, array.get())?;
    // 6. Let len be ? LengthOfArrayLike(value).
    let length = vm.length_of_array_like(array.get())?;
    state.out.push(u16::from(b'['));
    // 7-8. For each index: the element's text, or "null" when it is undefined.
    for index in 0..length {
        member_prefix(state, index == 0);
        let key = crate::string::index_key(vm, index)?;
        if !serialize_json_property(vm, state, key, array.get())? {
            state.out.extend("null".encode_utf16());
        }
        crate::string::check_length(vm, state.out.len())?;
    }
    // 9-10. "[]" or the elements, and the closing bracket.
    leave(state, length as usize, b']', stepback);
    Ok(())
}

/// SerializeJSONObject steps 5-8 for a record: the members from the skeleton, each value
/// loaded from its slot. User code a member's value runs (a toJSON) may change the object:
/// once its structure is not the skeleton's, the remaining members are read with Get, as
/// the general steps would.
fn serialize_record(
    vm: &mut Vm,
    state: &mut State,
    object: ObjectRef,
    skeleton: &super::skeleton::Skeleton,
) -> JsResult<usize> {
    let object = vm.rooted(object);
    state.out.push(u16::from(b'{'));
    let mut count = 0;
    for member in &skeleton.members {
        let start = state.out.len();
        if count > 0 {
            state.out.push(u16::from(b','));
        }
        if !state.gap.is_empty() {
            state.out.push(u16::from(b'\n'));
            let State { out, indent, .. } = state;
            out.extend_from_slice(indent);
        }
        state.out.extend_from_slice(&member.prefix);
        let value = if object.get().structure_id() == skeleton.structure {
            object.get().get_slot(member.offset)
        } else {
            vm.get(object.get(), member.key)?
        };
        if serialize_json_value(vm, state, member.key, object.get(), value)? {
            count += 1;
        } else {
            state.out.truncate(start);
        }
    }
    Ok(count)
}
