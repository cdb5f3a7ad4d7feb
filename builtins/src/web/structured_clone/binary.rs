//! Binary data in the structured clone: ArrayBuffers (step 13), typed arrays and DataViews
//! (step 14), and the transfer of ArrayBuffers (StructuredSerializeWithTransfer steps 2
//! and 5, StructuredDeserializeWithTransfer's buffers).
//!
//! A view's copy views the copy of its buffer, found through memory like any object, so
//! views that share a buffer share its copy, and a view over a transferred buffer views
//! the placeholder that receives the buffer's bytes at the end.

use vm::object::typed_array::TypedArrayRef;
use vm::runtime::array_buffer::ArrayBufferRef;
use vm::runtime::data_view::DataViewRef;
use vm::runtime::realm::Intrinsic;
use vm::{JSValue, JsResult, Message, ObjectRef, Rooted, Vm};

use super::{Cloner, data_clone_error_with};

/// A transferred buffer and the placeholder that gets its data.
pub(super) struct Transfer {
    original: Rooted<ArrayBufferRef>,
    placeholder: Rooted<ArrayBufferRef>,
}

/// StructuredSerializeWithTransfer step 2: checks each transferable and puts a
/// placeholder for it in memory.
pub(super) fn placeholders(
    vm: &mut Vm,
    cloner: &mut Cloner,
    transfer_list: &[Rooted<JSValue>],
) -> JsResult<Vec<Transfer>> {
    let mut transfers = Vec::with_capacity(transfer_list.len());
    for transferable in transfer_list {
        // 1. If transferable has neither an [[ArrayBufferData]] internal slot nor a
        //    [[Detached]] internal slot, then throw a "DataCloneError" DOMException.
        let Some(buffer) = ObjectRef::from_value(transferable.get()).and_then(ArrayBufferRef::from_object) else {
            let message = format!("{} is not transferable.", vm.describe_value(transferable.get()));
            return Err(data_clone_error_with(vm, &message));
        };
        // 2. If transferable has an [[ArrayBufferData]] internal slot and
        //    IsSharedArrayBuffer(transferable) is true, then throw a "DataCloneError"
        //    DOMException.
        if buffer.is_shared() {
            return Err(data_clone_error_with(vm, "A SharedArrayBuffer is not transferable."));
        }
        // 3. If memory[transferable] exists, then throw a "DataCloneError" DOMException.
        if cloner.knows(vm, buffer.object())? {
            return Err(data_clone_error_with(vm, "The transfer list names an ArrayBuffer twice."));
        }
        // 4. Set memory[transferable] to { [[Type]]: an uninitialized value }: here the
        //    empty buffer of the target realm that will receive the data, resizable to the
        //    same maximum when the original is.
        let prototype = vm.realm().intrinsic(Intrinsic::ArrayBufferPrototype);
        let maximum = buffer.is_resizable().then(|| buffer.max_byte_length() as u64);
        let placeholder = vm.new_array_buffer(prototype, 0, maximum, false)?;
        let placeholder = vm.rooted(placeholder);
        cloner.remember(vm, buffer.object(), placeholder.get().object())?;
        transfers.push(Transfer { original: vm.rooted(buffer), placeholder });
    }
    Ok(transfers)
}

/// StructuredSerializeWithTransfer step 5 and the deserialization of the transferred
/// buffers: each original's data goes to its placeholder, and the original is detached.
pub(super) fn transfer(vm: &mut Vm, transfers: &[Transfer]) -> JsResult<()> {
    // 5. For each transferable of transferList:
    for Transfer { original, placeholder } in transfers {
        // 1. If transferable has an [[ArrayBufferData]] internal slot and
        //    IsDetachedBuffer(transferable) is true, then throw a "DataCloneError"
        //    DOMException.
        if original.get().is_detached() {
            return Err(data_clone_error_with(vm, "An ArrayBuffer is detached and could not be transferred."));
        }
        // 4. The data holder takes [[ArrayBufferData]], [[ArrayBufferByteLength]] (and
        //    [[ArrayBufferMaxByteLength]]); then ? DetachArrayBuffer(transferable).
        vm.move_array_buffer_data(original.get(), placeholder.get())?;
    }
    Ok(())
}

/// Step 13: an ArrayBuffer: a copy of its bytes (and of its maximum, when resizable) in a new
/// buffer of the target realm.
pub(super) fn array_buffer(cloner: &mut Cloner, vm: &mut Vm, object: ObjectRef) -> JsResult<JSValue> {
    let buffer = ArrayBufferRef::from_object(object).expect("an ArrayBuffer");
    // 13.1 A SharedArrayBuffer: 13.1.1 if the current settings object's cross-origin
    //      isolated capability is false, then throw a "DataCloneError" DOMException.
    if buffer.is_shared() {
        let message = "A SharedArrayBuffer could not be cloned: the host is not cross-origin isolated.";
        return Err(data_clone_error_with(vm, message));
    }
    // 13.2.1 If IsDetachedBuffer(value) is true, then throw a "DataCloneError" DOMException.
    if buffer.is_detached() {
        return Err(data_clone_error_with(vm, "An ArrayBuffer is detached and could not be cloned."));
    }
    // 13.2.2-13.2.6 size, dataCopy (CreateByteDataBlock and CopyDataBlockBytes) and the
    //        maximum; the deserialization makes a buffer of dataCopy.
    let prototype = vm.realm().intrinsic(Intrinsic::ArrayBufferPrototype);
    let copy = vm.clone_array_buffer(buffer, prototype)?;
    let copy = vm.rooted(copy);
    cloner.remember(vm, object, copy.get().object())?;
    Ok(copy.get().to_value())
}

/// Step 14: a typed array or a DataView.
pub(super) fn view(cloner: &mut Cloner, vm: &mut Vm, object: ObjectRef) -> JsResult<JSValue> {
    match TypedArrayRef::from_object(object) {
        Some(array) => typed_array(cloner, vm, array),
        None => data_view(cloner, vm, DataViewRef::from_object(object).expect("a DataView")),
    }
}

/// The DataCloneError of 14.1.
fn out_of_bounds(vm: &mut Vm) -> vm::Throw {
    data_clone_error_with(vm, "A view out of the bounds of its ArrayBuffer could not be cloned.")
}

/// Step 14 for a typed array: its constructor (the target realm's of the same name), byte
/// offset and array length (auto stays auto), over the copy of its buffer.
fn typed_array(cloner: &mut Cloner, vm: &mut Vm, array: TypedArrayRef) -> JsResult<JSValue> {
    // 14.1 If IsArrayBufferViewOutOfBounds(value) is true, then throw a "DataCloneError"
    //      DOMException.
    if array.is_out_of_bounds() {
        return Err(out_of_bounds(vm));
    }
    let kind = array.kind();
    let prototype = vm.realm().intrinsic(Intrinsic::typed_array_prototype(kind));
    // Fast path: a typed array that has no ArrayBuffer object yet shares its bytes with no
    // other view, so a typed array of its own with a copy of them is the same clone.
    let Some(buffer) = array.buffer() else {
        let bytes = array.read_bytes().map_err(|_| vm.throw_error(Message::OutOfMemory))?;
        let copy = vm.new_typed_array(kind, prototype, array.length() as u64)?;
        copy.write_bytes(0, &bytes);
        cloner.remember(vm, array.object(), copy.object())?;
        return Ok(copy.object().to_value());
    };
    // 14.2 Let buffer be the value of value's [[ViewedArrayBuffer]] internal slot.
    // 14.3 Let bufferSerialized be ? StructuredSerializeInternal(buffer, forStorage, memory).
    let buffer_copy = cloner.clone_value(vm, buffer.to_value())?;
    let buffer_copy = ArrayBufferRef::from_value(buffer_copy).expect("a buffer's copy is a buffer");
    // 14.6 [[Constructor]], [[ByteOffset]], [[ArrayLength]]; the deserialization makes a
    //      typed array of them over the deserialized buffer.
    let copy =
        vm.new_typed_array_with_buffer(kind, prototype, buffer_copy, array.byte_offset(), array.array_length())?;
    let copy = vm.rooted(copy);
    cloner.remember(vm, array.object(), copy.get().object())?;
    Ok(copy.get().object().to_value())
}

/// Step 14 for a DataView: its byte offset and byte length (auto stays auto), over the copy of
/// its buffer.
fn data_view(cloner: &mut Cloner, vm: &mut Vm, view: DataViewRef) -> JsResult<JSValue> {
    // 14.1 If IsArrayBufferViewOutOfBounds(value) is true, then throw a "DataCloneError"
    //      DOMException.
    if view.is_out_of_bounds() {
        return Err(out_of_bounds(vm));
    }
    // 14.2-14.3 The buffer's serialization.
    let buffer_copy = cloner.clone_value(vm, view.buffer().to_value())?;
    let buffer_copy = ArrayBufferRef::from_value(buffer_copy).expect("a buffer's copy is a buffer");
    // 14.5 [[ByteLength]] and [[ByteOffset]]; the deserialization makes a DataView of them.
    let prototype = vm.realm().intrinsic(Intrinsic::DataViewPrototype);
    let copy = vm.new_data_view(prototype, buffer_copy, view.byte_offset(), view.byte_length_field())?;
    let copy = vm.rooted(copy);
    cloner.remember(vm, view.object(), copy.get().object())?;
    Ok(copy.get().object().to_value())
}
