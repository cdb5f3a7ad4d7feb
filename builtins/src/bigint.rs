//! (Being written.)

use vm::{JsResult, Vm};

pub fn install(_vm: &mut Vm) -> JsResult<()> {
    Ok(())
}
