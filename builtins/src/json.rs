//! 25.5 The JSON Object: `JSON.parse` and `JSON.stringify`, and `JSON.rawJSON` and
//! `JSON.isRawJSON` of the JSON.parse source text access proposal.
//!
//! ```text
//!   json/parse.rs      JSON.parse: the reader, then the reviver
//!   json/reader.rs     the JSON grammar, with the fast paths for strings, keys and records
//!   json/records.rs    JSON Parse Records: the source text a reviver's context gives
//!   json/raw.rs        JSON.rawJSON and JSON.isRawJSON
//!   json/stringify.rs  SerializeJSONProperty and its helpers, into a Vec<u16>
//!   json/skeleton.rs   the per-structure skeletons of records, for stringify
//! ```
//! Both walk nested values: the reader with an explicit stack of open containers (so
//! nesting depth costs heap, not Rust stack), the serializer and the reviver by recursion
//! bounded by [`MAX_DEPTH`].

mod parse;
mod raw;
mod reader;
mod records;
mod skeleton;
mod stringify;

pub use stringify::stringify_value;
use vm::runtime::function::NativeFn;
use vm::runtime::realm::Intrinsic;
use vm::{Attributes, JSValue, JsResult, Message, PropertyKey, Throw, Vm};

use crate::util;

/// How deeply the serializer and the reviver may recurse before they throw a RangeError,
/// as running out of Rust stack would crash.
const MAX_DEPTH: usize = 10_000;

pub fn install(vm: &mut Vm) -> JsResult<()> {
    let prototype = vm.realm().intrinsic(Intrinsic::ObjectPrototype);
    let json = vm.new_object(prototype)?;
    let json = vm.rooted(json);
    util::methods(vm, json.get(), FUNCTIONS)?;
    // %JSON.parse% is an intrinsic: JSON modules parse with it (ParseJSONModule).
    let key = vm.property_key_from_str("parse")?;
    let parse = vm.get_own_property(json.get(), key).map_or(JSValue::UNDEFINED, |slot| slot.value);
    let realm = vm.realm();
    vm.set_intrinsic(realm, Intrinsic::JsonParse, parse);
    // 25.5.3 JSON [ @@toStringTag ]: "JSON", configurable only.
    let tag = vm.new_string("JSON")?;
    let key = PropertyKey::Symbol(vm.symbols.to_string_tag);
    vm.define_own_property(json.get(), key, tag.to_value(), Attributes::CONFIGURABLE)?;
    util::global(vm, "JSON", json.get().to_value())
}

/// 25.5.1-2 The function properties of JSON, with JSON.isRawJSON and JSON.rawJSON of the
/// JSON.parse source text access proposal.
const FUNCTIONS: &[(&str, u32, NativeFn)] = &[
    ("isRawJSON", 1, raw::is_raw_json),
    ("parse", 2, parse::parse),
    ("rawJSON", 1, raw::raw_json),
    ("stringify", 3, stringify::stringify),
];

/// The RangeError for nesting deeper than [`MAX_DEPTH`].
fn too_deep(vm: &mut Vm) -> Throw {
    vm.throw_error(Message::StackOverflow)
}
