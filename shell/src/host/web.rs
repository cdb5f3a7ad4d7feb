//! The web platform's globals (`builtins::web`, which lists them): not ECMAScript, so a
//! bare [`Engine`](crate::Engine) has none of them; the `vm` shell installs them, since
//! npm libraries written for browsers and node use them.

use vm::{JsResult, Vm};

use crate::{Error, Scope};

/// Installs the web globals in the scope's realm.
pub fn install(scope: &mut Scope<'_>) -> Result<(), Error> {
    scope.install(install_in)
}

pub(crate) fn install_in(vm: &mut Vm) -> JsResult<()> {
    builtins::web::install(vm)
}
