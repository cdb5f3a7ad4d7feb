//! HTML §8.3 Base64 utility methods: `btoa(data)` and `atob(data)`, global operations of
//! the WindowOrWorkerGlobalScope mixin. Strings of bytes are strings whose code units
//! are all below 256 (what HTML calls isomorphic encoding).

use vm::runtime::function::CallArgs;
use vm::string::StrView;
use vm::{JSValue, JsResult, StringRef, Vm};

use super::dom_exception;
use super::platform;
use crate::base64;

/// The code units of argument 0 converted to a DOMString (a required argument).
fn data_argument(vm: &mut Vm, args: &CallArgs, member: &str) -> JsResult<StringRef> {
    platform::require_arguments(vm, args, 1, member)?;
    let data = vm.to_string(args.get(vm, 0))?;
    vm.flatten(data)
}

/// HTML §8.3 btoa(data)
pub(crate) fn btoa(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    let data = data_argument(vm, args, "btoa")?;
    let view = data.view(vm).expect("flattened");
    // 1. If data contains any code point whose value is greater than U+00FF, then throw
    //    an "InvalidCharacterError" DOMException.
    // 2. Let byteSequence be the isomorphic encoding of data.
    let bytes: Option<Vec<u8>> = view.code_units().map(|unit| u8::try_from(unit).ok()).collect();
    let Some(bytes) = bytes else {
        let message = "The string to be encoded contains characters outside of the Latin1 range.";
        return Err(dom_exception::throw(vm, "InvalidCharacterError", message));
    };
    // 3. Return the result of applying forgiving-base64 encode to byteSequence.
    let encoded = base64::encode(&bytes, base64::Alphabet::Base64, false);
    Ok(vm.new_string_latin1(&encoded)?.to_value())
}

/// HTML §8.3 atob(data)
pub(crate) fn atob(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    let data = data_argument(vm, args, "atob")?;
    // 1. Let decodedData be the result of running forgiving-base64 decode on data.
    let decoded = match data.view(vm).expect("flattened") {
        StrView::Latin1(units) => base64::forgiving_decode(units),
        StrView::Utf16(units) => base64::forgiving_decode(units),
    };
    // 2. If decodedData is failure, then throw an "InvalidCharacterError" DOMException.
    let Some(decoded) = decoded else {
        let message = "The string to be decoded is not correctly encoded.";
        return Err(dom_exception::throw(vm, "InvalidCharacterError", message));
    };
    // 3. Return decodedData, each byte a code unit.
    Ok(vm.new_string_latin1(&decoded)?.to_value())
}
