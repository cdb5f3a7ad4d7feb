//! 25.1 ArrayBuffer Objects: the ArrayBuffer constructor and %ArrayBuffer.prototype%.
//!
//! The cells and what changes a buffer under its views (detaching, resizing, transferring)
//! are the VM's (`vm::runtime::array_buffer`); this file holds the functions JavaScript
//! calls, and the abstract operations SharedArrayBuffer, the typed arrays and DataView share
//! with it (SpeciesConstructor, the `maxByteLength` option, the receiver checks).

use vm::runtime::array_buffer::ArrayBufferRef;
use vm::runtime::function::{CallArgs, NativeFn};
use vm::runtime::realm::Intrinsic;
use vm::{JSValue, JsResult, Message, ObjectRef, PropertyKey, Vm};

use crate::array::{clamp_relative, relative_index};
use crate::iterator::to_string_tag;
use crate::util;

/// The ArrayBuffer constructor's own methods (25.1.5).
const CONSTRUCTOR_METHODS: &[(&str, u32, NativeFn)] = &[("isView", 1, is_view)];

/// %ArrayBuffer.prototype%'s accessors (25.1.6), in the specification's order.
const PROTOTYPE_ACCESSORS: &[(&str, NativeFn)] = &[
    ("byteLength", byte_length),
    ("detached", detached),
    ("maxByteLength", max_byte_length),
    ("resizable", resizable),
];

/// %ArrayBuffer.prototype%'s methods (25.1.6).
const PROTOTYPE_METHODS: &[(&str, u32, NativeFn)] = &[
    ("resize", 1, resize),
    ("slice", 2, slice),
    ("transfer", 0, transfer),
    ("transferToFixedLength", 0, transfer_to_fixed_length),
];

pub fn install(vm: &mut Vm) -> JsResult<()> {
    let object_prototype = vm.realm().intrinsic(Intrinsic::ObjectPrototype);
    let prototype = vm.new_object(object_prototype)?;
    let prototype_root = vm.rooted(prototype);
    let realm = vm.realm();
    vm.set_intrinsic(realm, Intrinsic::ArrayBufferPrototype, prototype.to_value());
    // 25.1.4 The ArrayBuffer Constructor.
    let constructor = util::constructor(vm, "ArrayBuffer", 1, array_buffer, prototype)?;
    let constructor_root = vm.rooted(constructor);
    let realm = vm.realm();
    vm.set_intrinsic(realm, Intrinsic::ArrayBufferConstructor, constructor.to_value());
    util::global(vm, "ArrayBuffer", constructor.to_value())?;
    // 25.1.5 Properties of the ArrayBuffer Constructor.
    util::methods(vm, constructor_root.get(), CONSTRUCTOR_METHODS)?;
    let species = PropertyKey::Symbol(vm.symbols.species);
    util::accessor(vm, constructor_root.get(), species, "[Symbol.species]", get_species, None)?;
    // 25.1.6 Properties of the ArrayBuffer Prototype Object.
    for &(name, getter) in PROTOTYPE_ACCESSORS {
        let key = vm.property_key_from_str(name)?;
        util::accessor(vm, prototype_root.get(), key, name, getter, None)?;
    }
    util::methods(vm, prototype_root.get(), PROTOTYPE_METHODS)?;
    // 25.1.6.10 ArrayBuffer.prototype [ @@toStringTag ]: "ArrayBuffer".
    to_string_tag(vm, prototype_root.get(), "ArrayBuffer")
}

// ---------------------------------------------------------------------------------------
// Abstract operations shared with SharedArrayBuffer, the typed arrays and DataView.
// ---------------------------------------------------------------------------------------

/// The buffer `value` is, if it is an ArrayBuffer or SharedArrayBuffer.
pub(crate) fn as_buffer(value: JSValue) -> Option<ArrayBufferRef> {
    ArrayBufferRef::from_value(value)
}

/// RequireInternalSlot(O, [[ArrayBufferData]]) and IsSharedArrayBuffer(O) = `shared`:
/// the buffer, or a TypeError naming `method`.
pub(crate) fn this_buffer(vm: &mut Vm, this: JSValue, shared: bool, method: &str) -> JsResult<ArrayBufferRef> {
    match as_buffer(this).filter(|buffer| buffer.is_shared() == shared) {
        Some(buffer) => Ok(buffer),
        None => Err(vm.throw_error_with(Message::InvalidIncompatibleReceiver, method)),
    }
}

/// 25.1.3.7 GetArrayBufferMaxByteLengthOption ( options )
pub(crate) fn max_byte_length_option(vm: &mut Vm, options: JSValue) -> JsResult<Option<u64>> {
    // 1. If options is not an Object, return empty.
    let Some(options) = ObjectRef::from_value(options) else { return Ok(None) };
    // 2. Let maxByteLength be ? Get(options, "maxByteLength").
    let key = vm.property_key_from_str("maxByteLength")?;
    let max = vm.get(options, key)?;
    // 3. If maxByteLength is undefined, return empty.
    if max.is_undefined() {
        return Ok(None);
    }
    // 4. Return ? ToIndex(maxByteLength).
    Ok(Some(vm.to_index(max)?))
}

/// 7.3.22 SpeciesConstructor ( O, defaultConstructor )
pub(crate) fn species_constructor(vm: &mut Vm, object: ObjectRef, default: Intrinsic) -> JsResult<JSValue> {
    // 1. Let C be ? Get(O, "constructor").
    let constructor = vm.get(object, PropertyKey::Atom(vm.names.constructor))?;
    // 2. If C is undefined, return defaultConstructor.
    if constructor.is_undefined() {
        return Ok(vm.realm().intrinsic(default));
    }
    // 3. If C is not an Object, throw a TypeError exception.
    let Some(constructor) = ObjectRef::from_value(constructor) else {
        let detail = vm.describe_value(constructor);
        return Err(vm.throw_error_with(Message::NotAnObject, detail));
    };
    // 4. Let S be ? Get(C, @@species).
    let species = vm.get(constructor, PropertyKey::Symbol(vm.symbols.species))?;
    // 5. If S is either undefined or null, return defaultConstructor.
    if species.is_undefined_or_null() {
        return Ok(vm.realm().intrinsic(default));
    }
    // 6. If IsConstructor(S) is true, return S.
    if vm.is_constructor(species) {
        return Ok(species);
    }
    // 7. Throw a TypeError exception.
    let detail = vm.describe_value(species);
    Err(vm.throw_error_with(Message::NotAConstructor, detail))
}

/// The TypeError of an operation on a detached buffer.
pub(crate) fn detached_error(vm: &mut Vm, method: &str) -> vm::Throw {
    vm.throw_error_with(Message::DetachedBuffer, method)
}

/// The shared part of `ArrayBuffer ( length [ , options ] )` and `SharedArrayBuffer ( ... )`:
/// steps 2-4 of the constructors, with 25.1.3.1 AllocateArrayBuffer.
pub(crate) fn construct_buffer(vm: &mut Vm, args: &CallArgs, shared: bool) -> JsResult<JSValue> {
    let name = if shared { "SharedArrayBuffer" } else { "ArrayBuffer" };
    // 1. If NewTarget is undefined, throw a TypeError exception.
    if args.new_target.is_undefined() {
        return Err(vm.throw_error_with(Message::ConstructorRequiresNew, name));
    }
    // 2. Let byteLength be ? ToIndex(length).
    let byte_length = vm.to_index(args.get(vm, 0))?;
    // 3. Let requestedMaxByteLength be ? GetArrayBufferMaxByteLengthOption(options).
    let max_byte_length = max_byte_length_option(vm, args.get(vm, 1))?;
    // 4. Return ? AllocateArrayBuffer(NewTarget, byteLength, requestedMaxByteLength).
    // AllocateArrayBuffer 3.a. If byteLength > maxByteLength, throw a RangeError exception.
    if max_byte_length.is_some_and(|max| byte_length > max) {
        return Err(vm.throw_error(Message::InvalidArrayBufferLength));
    }
    // 4. Let obj be ? OrdinaryCreateFromConstructor(constructor, "%ArrayBuffer.prototype%", slots).
    let default = if shared { Intrinsic::SharedArrayBufferPrototype } else { Intrinsic::ArrayBufferPrototype };
    let prototype = vm.get_prototype_from_constructor(args.new_target, default)?;
    // 5-6. Let block be ? CreateByteDataBlock(byteLength); the buffer holds it.
    Ok(vm.new_array_buffer(prototype, byte_length, max_byte_length, shared)?.to_value())
}

/// The relative `start` and `end` of the `slice` methods, clamped to [0, len]: (first, final).
pub(crate) fn slice_range(vm: &mut Vm, args: &CallArgs, length: u64) -> JsResult<(u64, u64)> {
    // 6-9. Let relativeStart be ? ToIntegerOrInfinity(start); first, clamped.
    let first = relative_index(vm, args.get(vm, 0), length, None)?;
    // 10-13. If end is undefined, let relativeEnd be len; else ? ToIntegerOrInfinity(end).
    let end = args.get(vm, 1);
    let last = if end.is_undefined() { length } else { clamp_relative(vm.to_integer_or_infinity(end)?, length) };
    Ok((first, last))
}

// ---------------------------------------------------------------------------------------
// 25.1.4 The ArrayBuffer Constructor and 25.1.5 its properties.
// ---------------------------------------------------------------------------------------

/// 25.1.4.1 ArrayBuffer ( length [ , options ] )
fn array_buffer(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    construct_buffer(vm, args, false)
}

/// 25.1.5.1 ArrayBuffer.isView ( arg )
fn is_view(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1. If arg is not an Object, return false.
    // 2. If arg has a [[ViewedArrayBuffer]] internal slot, return true.
    // 3. Return false.
    let value = args.get(vm, 0);
    let is_view = ObjectRef::from_value(value)
        .is_some_and(|object| matches!(object.js_type(), vm::cell::JSType::TypedArray | vm::cell::JSType::DataView));
    Ok(JSValue::from_bool(is_view))
}

/// 25.1.5.3 get ArrayBuffer [ @@species ]
pub(crate) fn get_species(_vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1. Return the this value.
    Ok(args.this)
}

// ---------------------------------------------------------------------------------------
// 25.1.6 Properties of the ArrayBuffer Prototype Object.
// ---------------------------------------------------------------------------------------

/// 25.1.6.1 get ArrayBuffer.prototype.byteLength
fn byte_length(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1-3. RequireInternalSlot(O, [[ArrayBufferData]]); not shared.
    let buffer = this_buffer(vm, args.this, false, "ArrayBuffer.prototype.byteLength")?;
    // 4. If IsDetachedBuffer(O) is true, return +0𝔽 (a detached buffer's length is 0).
    // 5-6. Return 𝔽(O.[[ArrayBufferByteLength]]).
    Ok(JSValue::from_number(buffer.byte_length() as f64))
}

/// 25.1.6.3 get ArrayBuffer.prototype.detached
fn detached(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1-3. RequireInternalSlot(O, [[ArrayBufferData]]); not shared.
    let buffer = this_buffer(vm, args.this, false, "ArrayBuffer.prototype.detached")?;
    // 4. Return IsDetachedBuffer(O).
    Ok(JSValue::from_bool(buffer.is_detached()))
}

/// 25.1.6.4 get ArrayBuffer.prototype.maxByteLength
fn max_byte_length(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1-3. RequireInternalSlot(O, [[ArrayBufferData]]); not shared.
    let buffer = this_buffer(vm, args.this, false, "ArrayBuffer.prototype.maxByteLength")?;
    // 4. If IsDetachedBuffer(O) is true, return +0𝔽.
    if buffer.is_detached() {
        return Ok(JSValue::from_i32(0));
    }
    // 5-7. The maximum of a resizable buffer, else the byte length.
    Ok(JSValue::from_number(buffer.max_byte_length() as f64))
}

/// 25.1.6.5 get ArrayBuffer.prototype.resizable
fn resizable(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1-3. RequireInternalSlot(O, [[ArrayBufferData]]); not shared.
    let buffer = this_buffer(vm, args.this, false, "ArrayBuffer.prototype.resizable")?;
    // 4. If IsFixedLengthArrayBuffer(O) is false, return true; otherwise return false.
    Ok(JSValue::from_bool(buffer.is_resizable()))
}

/// 25.1.6.6 ArrayBuffer.prototype.resize ( newLength )
fn resize(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    const METHOD: &str = "ArrayBuffer.prototype.resize";
    // 1-3. RequireInternalSlot(O, [[ArrayBufferMaxByteLength]]); not shared.
    let buffer = this_buffer(vm, args.this, false, METHOD)?;
    if !buffer.is_resizable() {
        return Err(vm.throw_error_with(Message::NotResizableBuffer, METHOD));
    }
    let buffer = vm.rooted(buffer);
    // 4. Let newByteLength be ? ToIndex(newLength).
    let new_length = vm.to_index(args.get(vm, 0))?;
    // 5. If IsDetachedBuffer(O) is true, throw a TypeError exception.
    if buffer.get().is_detached() {
        return Err(detached_error(vm, METHOD));
    }
    // 6. If newByteLength > O.[[ArrayBufferMaxByteLength]], throw a RangeError exception.
    if new_length > buffer.get().max_byte_length() as u64 {
        return Err(vm.throw_error(Message::InvalidArrayBufferLength));
    }
    // 7-15. The host does not handle it: the buffer's block grows or shrinks, new bytes
    //       zero, and every view sees the new length.
    vm.set_array_buffer_byte_length(buffer.get(), new_length as usize)?;
    // 16. Return undefined.
    Ok(JSValue::UNDEFINED)
}

/// 25.1.6.7 ArrayBuffer.prototype.slice ( start, end )
fn slice(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    const METHOD: &str = "ArrayBuffer.prototype.slice";
    // 1-3. RequireInternalSlot(O, [[ArrayBufferData]]); not shared.
    let buffer = this_buffer(vm, args.this, false, METHOD)?;
    // 4. If IsDetachedBuffer(O) is true, throw a TypeError exception.
    if buffer.is_detached() {
        return Err(detached_error(vm, METHOD));
    }
    let buffer = vm.rooted(buffer);
    // 5. Let len be O.[[ArrayBufferByteLength]].
    let length = buffer.get().byte_length() as u64;
    // 6-13. first and final.
    let (first, last) = slice_range(vm, args, length)?;
    // 14. Let newLen be max(final - first, 0).
    let new_length = last.saturating_sub(first);
    // 15. Let ctor be ? SpeciesConstructor(O, %ArrayBuffer%).
    let constructor = species_constructor(vm, buffer.get().object(), Intrinsic::ArrayBufferConstructor)?;
    // 16. Let new be ? Construct(ctor, « 𝔽(newLen) »).
    let new = vm.construct(constructor, &[JSValue::from_number(new_length as f64)], None)?;
    // 17-18. Perform ? RequireInternalSlot(new, [[ArrayBufferData]]); not shared.
    let new = this_buffer(vm, new, false, METHOD)?;
    // 19. If IsDetachedBuffer(new) is true, throw a TypeError exception.
    if new.is_detached() {
        return Err(detached_error(vm, METHOD));
    }
    // 20. If SameValue(new, O) is true, throw a TypeError exception.
    if new == buffer.get() {
        return Err(
            vm.throw_error_with(Message::ThrowTypeError, "ArrayBuffer subclass returned this from species constructor")
        );
    }
    // 21. If new.[[ArrayBufferByteLength]] < newLen, throw a TypeError exception.
    if (new.byte_length() as u64) < new_length {
        return Err(
            vm.throw_error_with(Message::ThrowTypeError, "Species constructor returned a buffer that is too small")
        );
    }
    // 22-23. Side effects may have detached O.
    let buffer = buffer.get();
    if buffer.is_detached() {
        return Err(detached_error(vm, METHOD));
    }
    // 24-27. Copy what O still has from first on.
    let current_length = buffer.byte_length() as u64;
    if first < current_length {
        let count = new_length.min(current_length - first) as usize;
        let bytes = buffer.read_bytes(first as usize, count);
        new.write_bytes(0, &bytes);
    }
    // 28. Return new.
    Ok(new.to_value())
}

/// 25.1.6.8 ArrayBuffer.prototype.transfer ( [ newLength ] )
fn transfer(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1-2. Return ? ArrayBufferCopyAndDetach(O, newLength, preserve-resizability).
    copy_and_detach(vm, args, true, "ArrayBuffer.prototype.transfer")
}

/// 25.1.6.9 ArrayBuffer.prototype.transferToFixedLength ( [ newLength ] )
fn transfer_to_fixed_length(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1-2. Return ? ArrayBufferCopyAndDetach(O, newLength, fixed-length).
    copy_and_detach(vm, args, false, "ArrayBuffer.prototype.transferToFixedLength")
}

/// 25.1.3.3 ArrayBufferCopyAndDetach ( arrayBuffer, newLength, preserveResizability )
fn copy_and_detach(vm: &mut Vm, args: &CallArgs, preserve_resizability: bool, method: &str) -> JsResult<JSValue> {
    // 1-2. RequireInternalSlot(arrayBuffer, [[ArrayBufferData]]); not shared.
    let buffer = this_buffer(vm, args.this, false, method)?;
    let buffer = vm.rooted(buffer);
    // 3-4. newByteLength: the current length, or ? ToIndex(newLength).
    let new_length = args.get(vm, 0);
    let new_length =
        if new_length.is_undefined() { buffer.get().byte_length() as u64 } else { vm.to_index(new_length)? };
    let buffer = buffer.get();
    // 5. If IsDetachedBuffer(arrayBuffer) is true, throw a TypeError exception.
    if buffer.is_detached() {
        return Err(detached_error(vm, method));
    }
    // 6-7. newMaxByteLength: the old maximum when preserving resizability.
    let new_max = (preserve_resizability && buffer.is_resizable()).then(|| buffer.max_byte_length());
    // 8. [[ArrayBufferDetachKey]] is always undefined.
    // 9. Let newBuffer be ? AllocateArrayBuffer(%ArrayBuffer%, newByteLength, newMaxByteLength).
    if new_max.is_some_and(|max| new_length > max as u64) {
        return Err(vm.throw_error(Message::InvalidArrayBufferLength));
    }
    if new_length > vm::runtime::array_buffer::MAX_BYTE_LENGTH {
        return Err(vm.throw_error(Message::ArrayBufferTooLarge));
    }
    let prototype = vm.realm().intrinsic(Intrinsic::ArrayBufferPrototype);
    // 10-14. Copy min(newByteLength, the old length) bytes, detach arrayBuffer.
    Ok(vm.transfer_array_buffer(buffer, prototype, new_length as usize, new_max)?.to_value())
}
