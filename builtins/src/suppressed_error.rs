//! SuppressedError Objects (ES2026, explicit resource management): the error a disposal
//! throws while another error is already being thrown, holding both.
//!
//! Its objects are error objects like every NativeError's (`error.rs` makes them); the
//! engine makes them too when DisposeResources folds errors (`vm::runtime::disposal`).

use vm::runtime::function::CallArgs;
use vm::{JSValue, JsResult, ObjectRef, Vm};

use crate::error::{SUPPRESSED_ERROR, create_error_object, install_error_type, install_stack};

/// Installs SuppressedError, whose \[\[Prototype\]\] is `error` (%Error%).
pub(crate) fn install(vm: &mut Vm, error: ObjectRef) -> JsResult<()> {
    let error_root = vm.rooted(error);
    // The SuppressedError Constructor, with its prototype's `message` and `name`.
    let constructor = install_error_type(vm, SUPPRESSED_ERROR, suppressed_error_constructor, 3)?;
    // Properties of the SuppressedError Constructor: [[Prototype]] is %Error%.
    vm.set_prototype(constructor, error_root.get().to_value())?;
    Ok(())
}

/// SuppressedError ( error, suppressed, message )
fn suppressed_error_constructor(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1-3. Create the object from the new target, and its `message`. (There is no
    //    options argument, so no `cause`.)
    let message = args.get(vm, 2);
    let (object, message_text) = create_error_object(vm, args, SUPPRESSED_ERROR, message, JSValue::UNDEFINED)?;
    let object_root = vm.rooted(object);
    // 4. Perform CreateNonEnumerableDataPropertyOrThrow(O, "error", error).
    // 5. Perform CreateNonEnumerableDataPropertyOrThrow(O, "suppressed", suppressed).
    let (error, suppressed) = (args.get(vm, 0), args.get(vm, 1));
    vm.init_suppressed_error(object_root.get(), error, suppressed)?;
    let object = install_stack(vm, object_root.get(), SUPPRESSED_ERROR, &message_text)?;
    // 6. Return O.
    Ok(object.to_value())
}
