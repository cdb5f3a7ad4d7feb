//! Encoding Standard §7.2 Interface TextDecoder: bytes in an encoding to strings, in
//! one call or streamed over many (`{ stream: true }` keeps a sequence split between
//! chunks in the decoder).
//!
//! ```webidl
//! interface TextDecoder {
//!   constructor(optional DOMString label = "utf-8", optional TextDecoderOptions options = {});
//!   USVString decode(optional AllowSharedBufferSource input, optional TextDecodeOptions options = {});
//! };
//! TextDecoder includes TextDecoderCommon; // encoding, fatal, ignoreBOM
//! ```
//!
//! The state machines are in `encoding/`; this file holds the decoder's slots (§7.1
//! TextDecoderCommon: encoding, decoder, I/O queue, ignore BOM, BOM seen, error mode, do
//! not flush) and the steps around them.

use std::cell::RefCell;

use vm::cell::JSType;
use vm::object::typed_array::TypedArrayRef;
use vm::runtime::array_buffer::ArrayBufferRef;
use vm::runtime::data_view::DataViewRef;
use vm::runtime::function::CallArgs;
use vm::runtime::realm::Intrinsic;
use vm::{JSValue, JsResult, Message, ObjectRef, Vm};

use super::encoding::{Decoder, Encoding};
use super::platform::{self, Interface, Member};
use crate::string::{code_units, new_string_from_units};

/// A TextDecoder's internal slots.
pub(crate) struct TextDecoderSlots {
    encoding: Encoding,
    /// The error mode is "fatal" (else "replacement").
    fatal: bool,
    ignore_bom: bool,
    /// What decode changes (a RefCell: the slots are shared through the host data cell).
    state: RefCell<DecoderState>,
}

struct DecoderState {
    decoder: Decoder,
    /// The I/O queue's bytes not yet read: only what a fatal error left unread while
    /// streaming (otherwise decode reads its whole input).
    queue: Vec<u8>,
    bom_seen: bool,
    do_not_flush: bool,
}

const MEMBERS: [Member; 4] = [
    Member::Attribute("encoding", encoding),
    Member::Attribute("fatal", fatal),
    Member::Attribute("ignoreBOM", ignore_bom),
    Member::Operation("decode", 0, decode),
];

pub fn install(vm: &mut Vm) -> JsResult<()> {
    let interface = Interface {
        name: "TextDecoder",
        length: 0,
        constructor,
        prototype: Intrinsic::TextDecoderPrototype,
        parent_prototype: Intrinsic::ObjectPrototype,
    };
    platform::install_interface(vm, &interface, &MEMBERS).map(drop)
}

/// §7.2 new TextDecoder(label, options)
fn constructor(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    platform::require_new(vm, args, "TextDecoder")?;
    // The arguments in order: label a DOMString ("utf-8" when undefined), options a
    // TextDecoderOptions dictionary (its members in lexicographic order).
    let label = match args.get(vm, 0) {
        value if value.is_undefined() => "utf-8".encode_utf16().collect(),
        value => code_units(vm.to_string(value)?),
    };
    let options = platform::dictionary(vm, args.get(vm, 1), "TextDecoder")?;
    let fatal = platform::boolean_member(vm, options, "fatal")?;
    let ignore_bom = platform::boolean_member(vm, options, "ignoreBOM")?;
    // 1. Let encoding be the result of getting an encoding from label.
    // 2. If encoding is failure or replacement, then throw a RangeError.
    let Some(encoding) = Encoding::for_label(&label) else {
        return Err(vm.throw_error_with(Message::UnsupportedEncoding, String::from_utf16_lossy(&label)));
    };
    // 3. Set this's encoding to encoding. 4. If options["fatal"] is true, set this's error
    //    mode to "fatal". 5. Set this's ignore BOM to options["ignoreBOM"].
    let slots = TextDecoderSlots {
        encoding,
        fatal,
        ignore_bom,
        state: RefCell::new(DecoderState {
            decoder: encoding.decoder(),
            queue: Vec::new(),
            bom_seen: false,
            do_not_flush: false,
        }),
    };
    let prototype = platform::prototype_from_new_target(vm, args.new_target, Intrinsic::TextDecoderPrototype)?;
    Ok(platform::new_platform_object(vm, prototype, JSType::Object, slots)?.to_value())
}

/// §7.1 The encoding getter steps are to return this's encoding's name, lowercased.
fn encoding(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    let encoding = platform::this_slots::<TextDecoderSlots>(vm, args, "get TextDecoder.prototype.encoding")?.encoding;
    Ok(vm.new_string(encoding.name())?.to_value())
}

/// §7.1 The fatal getter steps are to return true if this's error mode is "fatal".
fn fatal(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    let slots = platform::this_slots::<TextDecoderSlots>(vm, args, "get TextDecoder.prototype.fatal")?;
    Ok(JSValue::from_bool(slots.fatal))
}

/// §7.1 The ignoreBOM getter steps are to return this's ignore BOM.
fn ignore_bom(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    let slots = platform::this_slots::<TextDecoderSlots>(vm, args, "get TextDecoder.prototype.ignoreBOM")?;
    Ok(JSValue::from_bool(slots.ignore_bom))
}

/// §7.2 decode(input, options)
fn decode(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    const MEMBER: &str = "TextDecoder.prototype.decode";
    platform::this_slots::<TextDecoderSlots>(vm, args, MEMBER)?;
    // The arguments in order: input an AllowSharedBufferSource if given, options a
    // TextDecodeOptions dictionary.
    let input = args.get(vm, 0);
    let source = match ObjectRef::from_value(input) {
        _ if input.is_undefined() => None,
        Some(object) if is_buffer_source(object) => Some(object),
        _ => return Err(vm.throw_error_with(Message::NotABufferSource, MEMBER)),
    };
    let options = platform::dictionary(vm, args.get(vm, 1), MEMBER)?;
    let stream = platform::boolean_member(vm, options, "stream")?;
    // Step 3's copy of input, taken now that no more JavaScript runs.
    let bytes = match source {
        Some(source) => buffer_source_bytes(vm, source)?,
        None => Vec::new(),
    };
    let slots = platform::slots::<TextDecoderSlots>(vm, args.this).expect("checked above");
    let (encoding, fatal, ignore_bom) = (slots.encoding, slots.fatal, slots.ignore_bom);
    let mut state = slots.state.borrow_mut();
    // 1. If this's do not flush is false, then set this's decoder to a new instance of
    //    this's encoding's decoder, this's I/O queue to the I/O queue of bytes
    //    « end-of-queue », and this's BOM seen to false.
    if !state.do_not_flush {
        state.decoder = encoding.decoder();
        state.queue.clear();
        state.bom_seen = false;
    }
    // 2. Set this's do not flush to options["stream"].
    state.do_not_flush = stream;
    // Fast path: ASCII into an idle UTF-8 or windows-1252 decoder is its own Latin-1 text
    // (and cannot begin with a byte order mark).
    let ascii_compatible = matches!(encoding, Encoding::Utf8 | Encoding::Windows1252);
    if ascii_compatible && state.queue.is_empty() && state.decoder.is_idle() && bytes.is_ascii() {
        if !bytes.is_empty() {
            state.bom_seen = true;
        }
        drop(state);
        return Ok(vm.new_string_latin1(&bytes)?.to_value());
    }
    // 3. If input is given, then push a copy of input to this's I/O queue.
    let queue = std::mem::take(&mut state.queue);
    let input = if queue.is_empty() { bytes } else { [queue, bytes].concat() };
    // 4. Let output be the I/O queue of scalar values « end-of-queue ».
    let mut output = Vec::new();
    // 5. While true: read items and process them with the decoder, until end-of-queue
    //    (which finishes the decoder unless do not flush is true); an error in fatal error
    //    mode throws a TypeError.
    if let Err(error) = state.decoder.decode(&input, !stream, fatal, &mut output) {
        state.queue = error.unread;
        drop(state);
        return Err(vm.throw_error_with(Message::InvalidEncodedData, encoding.name()));
    }
    // §7.1 serialize I/O queue, step 2.3: the first scalar value the decoder gives, if it
    // is U+FEFF and BOMs are not ignored, is dropped.
    if encoding.strips_bom() && !ignore_bom && !state.bom_seen && !output.is_empty() {
        state.bom_seen = true;
        if output[0] == 0xfeff {
            output.remove(0);
        }
    }
    drop(state);
    Ok(new_string_from_units(vm, &output)?.to_value())
}

/// Whether an object is an AllowSharedBufferSource: an ArrayBuffer, a SharedArrayBuffer,
/// a typed array or a DataView.
fn is_buffer_source(object: ObjectRef) -> bool {
    matches!(object.js_type(), JSType::ArrayBuffer | JSType::TypedArray | JSType::DataView)
}

/// Web IDL §3.2.27 get a copy of the bytes held by the buffer source: none for a detached
/// buffer or a view out of bounds.
pub(crate) fn buffer_source_bytes(vm: &mut Vm, source: ObjectRef) -> JsResult<Vec<u8>> {
    if let Some(buffer) = ArrayBufferRef::from_object(source) {
        return Ok(buffer.read_bytes(0, buffer.byte_length()));
    }
    if let Some(view) = DataViewRef::from_object(source) {
        if view.is_out_of_bounds() {
            return Ok(Vec::new());
        }
        return Ok(view.buffer().read_bytes(view.byte_offset(), view.view_byte_length()));
    }
    let array = TypedArrayRef::from_object(source).expect("a buffer source");
    array.read_bytes().map_err(|_| vm.throw_error(Message::OutOfMemory))
}
