//! 25.2 SharedArrayBuffer Objects: the SharedArrayBuffer constructor and
//! %SharedArrayBuffer.prototype%.
//!
//! A SharedArrayBuffer is an ArrayBuffer cell with the shared flag (`vm::runtime::array_buffer`).
//! The engine runs a single agent, so nothing else ever sees its block: the memory order
//! arguments of the specification (seq-cst, unordered) make no difference, and a growable
//! buffer grows like a resizable ArrayBuffer, except that it never shrinks and is never
//! detached.

use vm::runtime::function::{CallArgs, NativeFn};
use vm::runtime::realm::Intrinsic;
use vm::{JSValue, JsResult, Message, PropertyKey, Vm};

use crate::array_buffer::{construct_buffer, get_species, slice_range, species_constructor, this_buffer};
use crate::iterator::to_string_tag;
use crate::util;

/// %SharedArrayBuffer.prototype%'s accessors (25.2.5), in the specification's order.
const PROTOTYPE_ACCESSORS: &[(&str, NativeFn)] =
    &[("byteLength", byte_length), ("growable", growable), ("maxByteLength", max_byte_length)];

/// %SharedArrayBuffer.prototype%'s methods (25.2.5).
const PROTOTYPE_METHODS: &[(&str, u32, NativeFn)] = &[("grow", 1, grow), ("slice", 2, slice)];

pub fn install(vm: &mut Vm) -> JsResult<()> {
    let object_prototype = vm.realm().intrinsic(Intrinsic::ObjectPrototype);
    let prototype = vm.new_object(object_prototype)?;
    let prototype_root = vm.rooted(prototype);
    let realm = vm.realm();
    vm.set_intrinsic(realm, Intrinsic::SharedArrayBufferPrototype, prototype.to_value());
    // 25.2.3 The SharedArrayBuffer Constructor.
    let constructor = util::constructor(vm, "SharedArrayBuffer", 1, shared_array_buffer, prototype)?;
    let constructor_root = vm.rooted(constructor);
    let realm = vm.realm();
    vm.set_intrinsic(realm, Intrinsic::SharedArrayBufferConstructor, constructor.to_value());
    util::global(vm, "SharedArrayBuffer", constructor.to_value())?;
    // 25.2.4 Properties of the SharedArrayBuffer Constructor.
    let species = PropertyKey::Symbol(vm.symbols.species);
    util::accessor(vm, constructor_root.get(), species, "[Symbol.species]", get_species, None)?;
    // 25.2.5 Properties of the SharedArrayBuffer Prototype Object.
    for &(name, getter) in PROTOTYPE_ACCESSORS {
        let key = vm.property_key_from_str(name)?;
        util::accessor(vm, prototype_root.get(), key, name, getter, None)?;
    }
    util::methods(vm, prototype_root.get(), PROTOTYPE_METHODS)?;
    // 25.2.5.7 SharedArrayBuffer.prototype [ @@toStringTag ]: "SharedArrayBuffer".
    to_string_tag(vm, prototype_root.get(), "SharedArrayBuffer")
}

/// 25.2.3.1 SharedArrayBuffer ( length [ , options ] )
fn shared_array_buffer(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    construct_buffer(vm, args, true)
}

/// 25.2.5.1 get SharedArrayBuffer.prototype.byteLength
fn byte_length(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1-3. RequireInternalSlot(O, [[ArrayBufferData]]); shared.
    let buffer = this_buffer(vm, args.this, true, "SharedArrayBuffer.prototype.byteLength")?;
    // 4-5. Return 𝔽(ArrayBufferByteLength(O, seq-cst)): another agent may have grown it.
    vm.sync_shared_byte_length(buffer);
    Ok(JSValue::from_number(buffer.byte_length() as f64))
}

/// 25.2.5.4 get SharedArrayBuffer.prototype.growable
fn growable(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1-3. RequireInternalSlot(O, [[ArrayBufferData]]); shared.
    let buffer = this_buffer(vm, args.this, true, "SharedArrayBuffer.prototype.growable")?;
    // 4. If IsFixedLengthArrayBuffer(O) is false, return true; otherwise return false.
    Ok(JSValue::from_bool(buffer.is_resizable()))
}

/// 25.2.5.5 get SharedArrayBuffer.prototype.maxByteLength
fn max_byte_length(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1-3. RequireInternalSlot(O, [[ArrayBufferData]]); shared.
    let buffer = this_buffer(vm, args.this, true, "SharedArrayBuffer.prototype.maxByteLength")?;
    // 4-6. The maximum of a growable buffer, else the byte length.
    Ok(JSValue::from_number(buffer.max_byte_length() as f64))
}

/// 25.2.5.3 SharedArrayBuffer.prototype.grow ( newLength )
fn grow(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    const METHOD: &str = "SharedArrayBuffer.prototype.grow";
    // 1-3. RequireInternalSlot(O, [[ArrayBufferMaxByteLength]]); shared.
    let buffer = this_buffer(vm, args.this, true, METHOD)?;
    if !buffer.is_resizable() {
        return Err(vm.throw_error_with(Message::NotResizableBuffer, METHOD));
    }
    let buffer = vm.rooted(buffer);
    // 4. Let newByteLength be ? ToIndex(newLength).
    let new_length = vm.to_index(args.get(vm, 0))?;
    // 11.b. Let currentByteLength be the byte length now.
    let current = buffer.get().byte_length() as u64;
    // 11.c. If newByteLength = currentByteLength, return undefined.
    if new_length == current {
        return Ok(JSValue::UNDEFINED);
    }
    // 11.d. If newByteLength < currentByteLength or newByteLength >
    //       O.[[ArrayBufferMaxByteLength]], throw a RangeError exception.
    if new_length < current || new_length > buffer.get().max_byte_length() as u64 {
        return Err(vm.throw_error(Message::InvalidArrayBufferLength));
    }
    // 11.e-g. Grow the block (new bytes are zero); the views see the new length.
    vm.set_array_buffer_byte_length(buffer.get(), new_length as usize)?;
    Ok(JSValue::UNDEFINED)
}

/// 25.2.5.6 SharedArrayBuffer.prototype.slice ( start, end )
fn slice(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    const METHOD: &str = "SharedArrayBuffer.prototype.slice";
    // 1-3. RequireInternalSlot(O, [[ArrayBufferData]]); shared.
    let buffer = this_buffer(vm, args.this, true, METHOD)?;
    let buffer = vm.rooted(buffer);
    // 4. Let len be ArrayBufferByteLength(O, seq-cst).
    let length = buffer.get().byte_length() as u64;
    // 5-12. first and final.
    let (first, last) = slice_range(vm, args, length)?;
    // 13. Let newLen be max(final - first, 0).
    let new_length = last.saturating_sub(first);
    // 14. Let ctor be ? SpeciesConstructor(O, %SharedArrayBuffer%).
    let constructor = species_constructor(vm, buffer.get().object(), Intrinsic::SharedArrayBufferConstructor)?;
    // 15. Let new be ? Construct(ctor, « 𝔽(newLen) »).
    let new = vm.construct(constructor, &[JSValue::from_number(new_length as f64)], None)?;
    // 16-17. Perform ? RequireInternalSlot(new, [[ArrayBufferData]]); shared.
    let new = this_buffer(vm, new, true, METHOD)?;
    // 18. If new.[[ArrayBufferData]] is O.[[ArrayBufferData]], throw a TypeError exception.
    if new == buffer.get() {
        return Err(vm.throw_error_with(
            Message::ThrowTypeError,
            "SharedArrayBuffer subclass returned this from species constructor",
        ));
    }
    // 19. If ArrayBufferByteLength(new, seq-cst) < newLen, throw a TypeError exception.
    if (new.byte_length() as u64) < new_length {
        return Err(
            vm.throw_error_with(Message::ThrowTypeError, "Species constructor returned a buffer that is too small")
        );
    }
    // 20-22. Copy newLen bytes from first (a shared buffer never shrinks).
    let bytes = buffer.get().read_bytes(first as usize, new_length as usize);
    new.write_bytes(0, &bytes);
    // 23. Return new.
    Ok(new.to_value())
}
