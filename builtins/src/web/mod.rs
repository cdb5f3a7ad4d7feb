//! The web platform's globals that libraries written for browsers and node reach for:
//! `TextEncoder` and `TextDecoder` (the Encoding Standard), `atob` and `btoa` (HTML's
//! base64 utility methods), `structuredClone` (HTML's structured clone), and the
//! `DOMException` the last two throw.
//!
//! They are not ECMAScript, so [`crate::install`] leaves them out: a host installs them
//! with [`install`] (the `vm` shell does, through `kestrel::host::web`), as it chooses
//! its other host functions. The classes follow Web IDL's JavaScript binding
//! (`platform.rs`): operations and attributes are enumerable, constructors need `new`,
//! prototypes carry `Symbol.toStringTag`, receivers are brand-checked, and instances keep
//! their state in internal slots no script can reach.
//!
//! Each concern has its own file: `dom_exception.rs`, `text_encoder.rs`,
//! `text_decoder.rs` over the state machines of `encoding/`, `atob.rs` over the crate's `base64.rs`,
//! and `structured_clone/`.

mod atob;
mod dom_exception;
mod encoding;
mod platform;
mod structured_clone;
mod text_decoder;
mod text_encoder;

use vm::{JsResult, Vm};

/// Installs the web globals in the current realm: the DOMException, TextEncoder and
/// TextDecoder interfaces, and `atob`, `btoa` and `structuredClone`. The realm must have
/// the standard library ([`crate::install`]).
pub fn install(vm: &mut Vm) -> JsResult<()> {
    dom_exception::install(vm)?;
    text_encoder::install(vm)?;
    text_decoder::install(vm)?;
    // HTML's global operations (WindowOrWorkerGlobalScope), enumerable as Web IDL's
    // operations are.
    let global = vm.realm().global_object();
    let global = vm.rooted(global);
    platform::operation(vm, global.get(), "atob", 1, atob::atob)?;
    platform::operation(vm, global.get(), "btoa", 1, atob::btoa)?;
    platform::operation(vm, global.get(), "structuredClone", 1, structured_clone::structured_clone)
}
