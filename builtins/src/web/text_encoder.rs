//! Encoding Standard §7.4 Interface TextEncoder: strings to UTF-8 bytes.
//!
//! ```webidl
//! interface TextEncoder {
//!   constructor();
//!   readonly attribute DOMString encoding;
//!   [NewObject] Uint8Array encode(optional USVString input = "");
//!   TextEncoderEncodeIntoResult encodeInto(USVString source, [AllowShared] Uint8Array destination);
//! };
//! ```

use vm::cell::JSType;
use vm::object::typed_array::{TypedArrayKind, TypedArrayRef};
use vm::runtime::function::CallArgs;
use vm::runtime::realm::Intrinsic;
use vm::{JSValue, JsResult, Message, ObjectRef, StringRef, Vm};

use super::encoding::{encode_utf8_into, encoded_length};
use super::platform::{self, Interface, Member};

/// A TextEncoder's internal slots: none (its encoding is always UTF-8), but a brand.
pub(crate) struct TextEncoderSlots;

const MEMBERS: [Member; 3] = [
    Member::Attribute("encoding", encoding),
    Member::Operation("encode", 0, encode),
    Member::Operation("encodeInto", 2, encode_into),
];

pub fn install(vm: &mut Vm) -> JsResult<()> {
    let interface = Interface {
        name: "TextEncoder",
        length: 0,
        constructor,
        prototype: Intrinsic::TextEncoderPrototype,
        parent_prototype: Intrinsic::ObjectPrototype,
    };
    platform::install_interface(vm, &interface, &MEMBERS).map(drop)
}

/// §7.4 The new TextEncoder() constructor steps are to do nothing.
fn constructor(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    platform::require_new(vm, args, "TextEncoder")?;
    let prototype = platform::prototype_from_new_target(vm, args.new_target, Intrinsic::TextEncoderPrototype)?;
    Ok(platform::new_platform_object(vm, prototype, JSType::Object, TextEncoderSlots)?.to_value())
}

/// §7.4 The encoding getter steps are to return "utf-8".
fn encoding(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    platform::this_slots::<TextEncoderSlots>(vm, args, "get TextEncoder.prototype.encoding")?;
    Ok(vm.new_string("utf-8")?.to_value())
}

/// Argument `index` converted to a string, flattened (the caller roots it); the empty
/// string when it is undefined and `optional` (the default of an optional argument).
fn string_argument(vm: &mut Vm, args: &CallArgs, index: usize, optional: bool) -> JsResult<StringRef> {
    let value = args.get(vm, index);
    if optional && value.is_undefined() {
        return Ok(vm.empty_string());
    }
    let string = vm.to_string(value)?;
    vm.flatten(string)
}

/// §7.4 encode(input): the UTF-8 encoding of input, as a new Uint8Array.
fn encode(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    platform::this_slots::<TextEncoderSlots>(vm, args, "TextEncoder.prototype.encode")?;
    // The argument, converted to a USVString (the encoder replaces lone surrogates).
    let input = string_argument(vm, args, 0, true)?;
    // 1. Convert input to an I/O queue of scalar values. 2. Let output be the I/O queue of
    //    bytes « end-of-queue ». 3. Process each scalar value with a UTF-8 encoder.
    let mut bytes = Vec::new();
    let length = encoded_length(&input.view(vm).expect("flattened"));
    if bytes.try_reserve_exact(length).is_err() {
        return Err(vm.throw_error(Message::OutOfMemory));
    }
    encode_utf8_into(&input.view(vm).expect("flattened"), &mut bytes, usize::MAX);
    // 4. Return a new Uint8Array object wrapping an ArrayBuffer containing output.
    Ok(vm.new_uint8_array_from(&bytes)?.object().to_value())
}

/// §7.4 encodeInto(source, destination): encodes as much of source as fits, whole code
/// points only, and answers { read, written } (code units read, bytes written).
fn encode_into(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    const MEMBER: &str = "TextEncoder.prototype.encodeInto";
    platform::this_slots::<TextEncoderSlots>(vm, args, MEMBER)?;
    platform::require_arguments(vm, args, 2, MEMBER)?;
    // The arguments in order: source to a USVString, destination a Uint8Array (shared
    // memory allowed).
    let source = string_argument(vm, args, 0, false)?;
    let source = vm.rooted(source);
    let destination = ObjectRef::from_value(args.get(vm, 1))
        .and_then(TypedArrayRef::from_object)
        .filter(|array| array.kind() == TypedArrayKind::Uint8);
    let Some(destination) = destination else {
        return Err(vm.throw_error_with(Message::NotAUint8Array, MEMBER));
    };
    // 1-6. Encode while the result fits in what is left of destination.
    let room = destination.byte_length();
    let mut bytes = Vec::new();
    let read = encode_utf8_into(&source.get().view(vm).expect("flattened"), &mut bytes, room);
    destination.write_bytes(0, &bytes);
    // 7. Return «[ "read" → read, "written" → written ]» (a TextEncoderEncodeIntoResult
    //    dictionary, converted to an object: Web IDL §3.2.18), the object Uint8Array's
    //    setFromBase64 returns too.
    crate::typed_array::read_written(vm, read, bytes.len())
}
