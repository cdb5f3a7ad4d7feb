//! JSON.rawJSON ( text ) and JSON.isRawJSON ( O ) (the JSON.parse source text access
//! proposal): a raw JSON object carries the text of a primitive JSON value, which
//! JSON.stringify writes as it is (`stringify.rs`), so a BigInt or a number with more
//! digits than a double keeps them.
//!
//! A raw JSON object's [[IsRawJSON]] slot is its type (`JSType::RawJSON`); otherwise it is
//! an ordinary frozen object with a null prototype and one property, `rawJSON`.

use vm::cell::JSType;
use vm::runtime::function::CallArgs;
use vm::{IntegrityLevel, JSValue, JsResult, Message, ObjectRef, Vm};

use super::reader;

/// The name of a raw JSON object's one property.
pub(super) const RAW_JSON: &str = "rawJSON";

/// JSON.isRawJSON ( O )
pub fn is_raw_json(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1. If O is an Object and O has an [[IsRawJSON]] internal slot, return true.
    // 2. Return false.
    let object = ObjectRef::from_value(args.get(vm, 0));
    Ok(JSValue::from_bool(object.is_some_and(|object| object.js_type() == JSType::RawJSON)))
}

/// JSON.rawJSON ( text )
pub fn raw_json(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1. Let jsonString be ? ToString(text).
    let json_string = vm.to_string(args.get(vm, 0))?;
    let json_string = vm.flatten(json_string)?;
    let json_string = vm.rooted(json_string);
    // 2. Throw a SyntaxError exception if jsonString is the empty String, or if either
    //    the first or the last code unit of jsonString is 0x0009 (CHARACTER TABULATION),
    //    0x000A (LINE FEED), 0x000D (CARRIAGE RETURN) or 0x0020 (SPACE).
    let units = crate::string::code_units(json_string.get());
    let is_white_space = |unit: &u16| matches!(unit, 0x09 | 0x0a | 0x0d | 0x20);
    if units.first().is_none_or(is_white_space) || units.last().is_some_and(is_white_space) {
        let detail = "JSON.rawJSON: the text must not be empty or begin or end with white space";
        return Err(vm.throw_error_with(Message::Syntax, detail));
    }
    // 3. Parse StringToCodePoints(jsonString) as a JSON text; throw a SyntaxError if it
    //    is not a valid JSON text, or if its outermost value is an object or array.
    if matches!(units[0], 0x5b | 0x7b) {
        let detail = "JSON.rawJSON: the text must be a primitive JSON value, not an object or array";
        return Err(vm.throw_error_with(Message::Syntax, detail));
    }
    reader::read(vm, json_string.get())?;
    // 4-5. Let obj be OrdinaryObjectCreate(null, « [[IsRawJSON]] »).
    let structure = vm.root_structure(JSValue::NULL, JSType::RawJSON, 1, 0)?;
    let object = vm.new_object_with_structure(structure)?;
    let object = vm.rooted(object);
    // 6. Perform ! CreateDataPropertyOrThrow(obj, "rawJSON", jsonString).
    let key = vm.property_key_from_str(RAW_JSON)?;
    vm.create_data_property_or_throw(object.get(), key, json_string.get().to_value())?;
    // 7. Perform ! SetIntegrityLevel(obj, frozen).
    vm.set_integrity_level(object.get(), IntegrityLevel::Frozen)?;
    // 8. Return obj.
    Ok(object.get().to_value())
}
