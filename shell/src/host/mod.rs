//! Host functions, all opt-in: an [`Engine`](crate::Engine) starts with the ECMAScript
//! standard library alone, and the host adds what it trusts its scripts with. The `vm`
//! shell installs them all ([`install_shell`]); an engine for untrusted code installs
//! none, or only `print`.
//!
//! * [`print`](mod@print): `print(...values)`.
//! * [`files`][]: `load(path)` and `readFile(path)`.
//! * [`shell`][]: `gc`, `fullGC`, `edenGC`, `noInline`, `quit` (which exits the process).
//! * [`console`][]: node's `console`.
//! * [`timers`][]: `setTimeout`, `setInterval`, their `clear`s and `queueMicrotask`, with
//!   the event loop that runs them.
//! * [`performance`][]: `performance.now()`.
//! * [`web`][]: the web platform's `TextEncoder`, `TextDecoder`, `atob`, `btoa`,
//!   `structuredClone` and `DOMException`.
//! * [`dollar_vm`][]: `$vm`, the engine's testing intrinsics.
//! * [`test262`][]: `$262`, test262's host object, and [`agent`][] its `$262.agent`.

pub mod agent;
pub mod console;
pub mod dollar_vm;
pub mod files;
pub mod performance;
pub mod print;
pub mod shell;
pub mod test262;
pub mod timers;
pub mod web;

use vm::{JsResult, Vm};

use crate::{Error, Scope};

/// What the `vm` shell gives scripts besides its timers: `jsc`'s functions ([`print`](mod@print),
/// [`files`] and [`shell`]), node's [`console`] and [`performance`], and the [`web`] globals.
pub fn install_shell(scope: &mut Scope<'_>) -> Result<(), Error> {
    scope.install(install_shell_in)?;
    console::install(scope)?;
    performance::install(scope)
}

/// `jsc`'s set and the web globals on the VM, for realms made from JavaScript
/// (`$262.createRealm`).
pub(crate) fn install_shell_in(vm: &mut Vm) -> JsResult<()> {
    print::install_in(vm)?;
    files::install_in(vm)?;
    shell::install_in(vm)?;
    web::install_in(vm)
}
