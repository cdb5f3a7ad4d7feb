//! `performance.now()` and `performance.timeOrigin`, as the web platform and node have
//! them: milliseconds, with sub-millisecond precision, from when they were installed.

use std::time::{Instant, SystemTime, UNIX_EPOCH};

use crate::{Error, Function, Scope};

/// Installs `performance` in the scope's realm.
pub fn install(scope: &mut Scope<'_>) -> Result<(), Error> {
    let origin = Instant::now();
    let epoch = SystemTime::now().duration_since(UNIX_EPOCH).map_or(0.0, |since| since.as_secs_f64() * 1000.0);
    let performance = scope.new_object()?;
    let now = Function::new(scope, "now", 0, move |s, _| s.value(origin.elapsed().as_secs_f64() * 1000.0))?;
    performance.set(scope, "now", now)?;
    performance.set(scope, "timeOrigin", epoch)?;
    scope.global().set(scope, "performance", performance)
}
