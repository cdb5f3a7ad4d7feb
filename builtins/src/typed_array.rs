//! 23.2 TypedArray Objects: %TypedArray%, %TypedArray.prototype% and the twelve
//! constructors (Int8Array ... BigUint64Array) with their prototypes.
//!
//! The cells, the exotic internal methods and the element conversions are the VM's
//! (`vm::object::typed_array`); element reads and writes here go through
//! [`get_element`] / [`set_element`] (the specification's `! Get(O, Pk)` and
//! `? Set(O, Pk, v, true)` on a typed array), which re-check the index against the length
//! the view has now, so a callback or a `valueOf` that detaches or shrinks the buffer
//! mid-algorithm turns the remaining reads into `undefined` and the writes into nothing, as
//! the specification says. Methods that move many elements with no JavaScript in between
//! (copyWithin, fill, reverse, set, slice, sort) use the VM's bulk operations.
//!
//! ```text
//!   typed_array.rs    the install tables and the shared abstract operations
//!   typed_array/
//!     constructor.rs  %TypedArray%, the twelve constructors, from, of, @@species
//!     prototype.rs    the accessors, at, entries/keys/values, join, toLocaleString
//!     search.rs       includes, indexOf, lastIndexOf, find, findIndex, findLast...
//!     callbacks.rs    every, some, forEach, map, filter, reduce, reduceRight
//!     mutation.rs     copyWithin, fill, reverse, set
//!     copying.rs      slice, subarray, toReversed, with
//!     sort.rs         sort, toSorted
//!     uint8.rs        what the base64 and hex methods of Uint8Array share (ES2026)
//!     base64.rs       Uint8Array.fromBase64, toBase64, setFromBase64 (over crate::base64)
//!     hex.rs          Uint8Array.fromHex, toHex, setFromHex
//! ```
//!
//! The twelve constructors are one native function each sharing one Rust function; the
//! element type is the function's data 0.

mod base64;
mod callbacks;
mod constructor;
mod copying;
mod hex;
mod mutation;
mod prototype;
mod search;
mod sort;
mod uint8;

pub(crate) use uint8::read_written;

use vm::object::typed_array::{TypedArrayKind, TypedArrayRef};
use vm::runtime::function::{CallArgs, NativeFn};
use vm::runtime::realm::Intrinsic;
use vm::{Attributes, JSValue, JsResult, Message, ObjectRef, PropertyKey, Rooted, Vm};

use crate::array::to_object_result;
use crate::array_buffer::species_constructor;
use crate::util;

/// The typed-array functions a trace computes inline: the `length` getter (the view's
/// length field, which is 0 once detached or out of bounds).
pub(crate) fn trace_intrinsics() -> Vec<(usize, vm::tier::TraceIntrinsic)> {
    vec![(prototype::length as NativeFn as usize, vm::tier::TraceIntrinsic::TypedArrayLength)]
}

/// %TypedArray%'s own methods (23.2.2).
const CONSTRUCTOR_METHODS: &[(&str, u32, NativeFn)] = &[("from", 1, constructor::from), ("of", 0, constructor::of)];

/// %TypedArray.prototype%'s accessors (23.2.3), in the specification's order.
const PROTOTYPE_ACCESSORS: &[(&str, NativeFn)] = &[
    ("buffer", prototype::buffer),
    ("byteLength", prototype::byte_length),
    ("byteOffset", prototype::byte_offset),
    ("length", prototype::length),
];

/// %TypedArray.prototype%'s methods (23.2.3), in the specification's order.
const PROTOTYPE_METHODS: &[(&str, u32, NativeFn)] = &[
    ("at", 1, prototype::at),
    ("copyWithin", 2, mutation::copy_within),
    ("entries", 0, prototype::entries),
    ("every", 1, callbacks::every),
    ("fill", 1, mutation::fill),
    ("filter", 1, callbacks::filter),
    ("find", 1, search::find),
    ("findIndex", 1, search::find_index),
    ("findLast", 1, search::find_last),
    ("findLastIndex", 1, search::find_last_index),
    ("forEach", 1, callbacks::for_each),
    ("includes", 1, search::includes),
    ("indexOf", 1, search::index_of),
    ("join", 1, prototype::join),
    ("keys", 0, prototype::keys),
    ("lastIndexOf", 1, search::last_index_of),
    ("map", 1, callbacks::map),
    ("reduce", 1, callbacks::reduce),
    ("reduceRight", 1, callbacks::reduce_right),
    ("reverse", 0, mutation::reverse),
    ("set", 1, mutation::set),
    ("slice", 2, copying::slice),
    ("some", 1, callbacks::some),
    ("sort", 1, sort::sort),
    ("subarray", 2, copying::subarray),
    ("toLocaleString", 0, prototype::to_locale_string),
    ("toReversed", 0, copying::to_reversed),
    ("toSorted", 1, sort::to_sorted),
    ("values", 0, prototype::values),
    ("with", 2, copying::with),
];

/// %Uint8Array%'s own methods (ES2026), in the specification's order.
const UINT8_ARRAY_METHODS: &[(&str, u32, NativeFn)] =
    &[("fromBase64", 1, base64::from_base64), ("fromHex", 1, hex::from_hex_method)];

/// %Uint8Array.prototype%'s own methods (ES2026), in the specification's order.
const UINT8_ARRAY_PROTOTYPE_METHODS: &[(&str, u32, NativeFn)] = &[
    ("setFromBase64", 1, base64::set_from_base64),
    ("setFromHex", 1, hex::set_from_hex),
    ("toBase64", 0, base64::to_base64),
    ("toHex", 0, hex::to_hex),
];

pub fn install(vm: &mut Vm) -> JsResult<()> {
    // 23.2.1 The %TypedArray% Intrinsic Object and 23.2.3 its prototype.
    let object_prototype = vm.realm().intrinsic(Intrinsic::ObjectPrototype);
    let prototype = vm.new_object(object_prototype)?;
    let prototype_root = vm.rooted(prototype);
    let typed_array = util::constructor(vm, "TypedArray", 0, constructor::typed_array, prototype)?;
    let typed_array_root = vm.rooted(typed_array);
    let realm = vm.realm();
    vm.set_intrinsic(realm, Intrinsic::TypedArrayPrototype, prototype.to_value());
    vm.set_intrinsic(realm, Intrinsic::TypedArrayConstructor, typed_array.to_value());
    // 23.2.2 Properties of the %TypedArray% Intrinsic Object.
    util::methods(vm, typed_array_root.get(), CONSTRUCTOR_METHODS)?;
    let species = PropertyKey::Symbol(vm.symbols.species);
    util::accessor(vm, typed_array_root.get(), species, "[Symbol.species]", constructor::species, None)?;
    // 23.2.3 Properties of the %TypedArray% Prototype Object.
    for &(name, getter) in PROTOTYPE_ACCESSORS {
        let key = vm.property_key_from_str(name)?;
        util::accessor(vm, prototype_root.get(), key, name, getter, None)?;
    }
    util::methods(vm, prototype_root.get(), PROTOTYPE_METHODS)?;
    // 23.2.3.34 %TypedArray%.prototype.toString: the same function object as
    // Array.prototype.toString.
    let array_prototype = vm.intrinsic(Intrinsic::ArrayPrototype);
    let to_string_key = PropertyKey::Atom(vm.names.to_string);
    let to_string = vm.get(array_prototype, to_string_key)?;
    vm.define_own_property(prototype_root.get(), to_string_key, to_string, Attributes::HIDDEN)?;
    // 23.2.3.37 %TypedArray%.prototype [ @@iterator ]: the same function object as `values`.
    let values = vm.property_key_from_str("values")?;
    let values = vm.get(prototype_root.get(), values)?;
    let iterator_key = PropertyKey::Symbol(vm.symbols.iterator);
    vm.define_own_property(prototype_root.get(), iterator_key, values, Attributes::HIDDEN)?;
    // 23.2.3.38 get %TypedArray%.prototype [ @@toStringTag ]
    let tag = PropertyKey::Symbol(vm.symbols.to_string_tag);
    util::accessor(vm, prototype_root.get(), tag, "[Symbol.toStringTag]", prototype::to_string_tag, None)?;
    // 23.2.6 The TypedArray Constructors and 23.2.7 their prototypes.
    for kind in TypedArrayKind::ALL {
        constructor::install_constructor(vm, kind, typed_array_root.get(), prototype_root.get())?;
    }
    // The base64 and hex methods of Uint8Array and its prototype.
    let uint8_array = vm.intrinsic(Intrinsic::Uint8ArrayConstructor);
    util::methods(vm, uint8_array, UINT8_ARRAY_METHODS)?;
    let uint8_prototype = vm.intrinsic(Intrinsic::Uint8ArrayPrototype);
    util::methods(vm, uint8_prototype, UINT8_ARRAY_PROTOTYPE_METHODS)
}

// ---------------------------------------------------------------------------------------
// Abstract operations shared by the methods.
// ---------------------------------------------------------------------------------------

/// The typed array `value` is, if it is one.
pub(crate) fn as_typed_array(value: JSValue) -> Option<TypedArrayRef> {
    ObjectRef::from_value(value).and_then(TypedArrayRef::from_object)
}

/// RequireInternalSlot(O, [[TypedArrayName]]): the typed array, or a TypeError.
pub(crate) fn require_typed_array(vm: &mut Vm, value: JSValue, method: &str) -> JsResult<TypedArrayRef> {
    match as_typed_array(value) {
        Some(array) => Ok(array),
        None => {
            let detail = format!("{method}: {}", vm.describe_value(value));
            Err(vm.throw_error_with(Message::NotATypedArray, detail))
        }
    }
}

/// 23.2.4.4 ValidateTypedArray ( O, order ): the typed array (rooted) and TypedArrayLength
/// of its record; a TypeError when it is not one or is out of bounds (detached included).
pub(crate) fn validate_typed_array(
    vm: &mut Vm,
    value: JSValue,
    method: &str,
) -> JsResult<(Rooted<TypedArrayRef>, u64)> {
    // 1. Perform ? RequireInternalSlot(O, [[TypedArrayName]]).
    let array = require_typed_array(vm, value, method)?;
    // 2-4. If IsTypedArrayOutOfBounds(taRecord) is true, throw a TypeError exception.
    if array.is_out_of_bounds() {
        return Err(out_of_bounds_error(vm, method));
    }
    let length = array.length() as u64;
    Ok((vm.rooted(array), length))
}

/// The TypeError of a typed array that is out of bounds (or whose buffer is detached).
pub(crate) fn out_of_bounds_error(vm: &mut Vm, method: &str) -> vm::Throw {
    vm.throw_error_with(Message::TypedArrayOutOfBounds, method)
}

/// `! Get(O, ! ToString(𝔽(k)))` on a typed array: the element, or undefined when `k` is no
/// longer a valid index. May collect (BigInt elements).
pub(crate) fn get_element(vm: &mut Vm, array: TypedArrayRef, k: u64) -> JsResult<JSValue> {
    vm.typed_array_get_element(array, k)
}

/// `? Set(O, ! ToString(𝔽(k)), value, true)` on a typed array: TypedArraySetElement (the
/// conversion may run JavaScript; an index no longer valid is not written).
pub(crate) fn set_element(vm: &mut Vm, array: TypedArrayRef, k: u64, value: JSValue) -> JsResult<()> {
    vm.typed_array_set_element(array, Some(k), value)
}

/// The element type a typed array constructor makes (its data 0), if it is one of the
/// twelve intrinsic constructors.
pub(crate) fn constructor_kind(vm: &Vm, constructor: ObjectRef) -> Option<TypedArrayKind> {
    if constructor.js_type() != vm::cell::JSType::NativeFunction {
        return None;
    }
    let data = vm.native_data(constructor, 0);
    data.is_int32().then(|| TypedArrayKind::from_u8(data.as_int32() as u8)).flatten()
}

/// 23.2.4.2 TypedArrayCreateFromConstructor ( constructor, argumentList )
pub(crate) fn create_from_constructor(
    vm: &mut Vm,
    constructor: JSValue,
    arguments: &[JSValue],
    method: &str,
) -> JsResult<TypedArrayRef> {
    // Fast path: one of this realm's intrinsic constructors asked for a length makes the
    // typed array directly (Construct would read its non-writable `prototype`).
    if let [length] = arguments
        && length.is_number()
        && let Some(function) = ObjectRef::from_value(constructor)
        && let Some(kind) = constructor_kind(vm, function)
        && constructor == vm.realm().intrinsic(Intrinsic::typed_array_constructor(kind))
    {
        let length = vm.to_index(*length)?;
        let prototype = vm.realm().intrinsic(Intrinsic::typed_array_prototype(kind));
        return vm.new_typed_array(kind, prototype, length);
    }
    // 1. Let newTypedArray be ? Construct(constructor, argumentList).
    let result = vm.construct(constructor, arguments, None)?;
    let result = to_object_result(vm, result)?;
    // 2. Let taRecord be ? ValidateTypedArray(newTypedArray, seq-cst).
    let (array, length) = validate_typed_array(vm, result.to_value(), method)?;
    // 3. If argumentList is a single Number, then
    if let [requested] = arguments
        && requested.is_number()
        && (length as f64) < requested.as_number()
    {
        // a-c. If length < ℝ(argumentList[0]), throw a TypeError exception.
        return Err(vm.throw_error_with(Message::TypedArrayTooShort, method));
    }
    // 4. Return newTypedArray.
    Ok(array.get())
}

/// 23.2.4.1 TypedArraySpeciesCreate ( exemplar, argumentList )
pub(crate) fn species_create(
    vm: &mut Vm,
    exemplar: TypedArrayRef,
    arguments: &[JSValue],
    method: &str,
) -> JsResult<TypedArrayRef> {
    let kind = exemplar.kind();
    // 1. Let defaultConstructor be the intrinsic object associated with exemplar.[[TypedArrayName]].
    // 2. Let constructor be ? SpeciesConstructor(exemplar, defaultConstructor).
    let constructor = species_constructor(vm, exemplar.object(), Intrinsic::typed_array_constructor(kind))?;
    // 3. Let result be ? TypedArrayCreateFromConstructor(constructor, argumentList).
    let result = create_from_constructor(vm, constructor, arguments, method)?;
    // 5. If result.[[ContentType]] is not exemplar.[[ContentType]], throw a TypeError exception.
    if result.kind().is_bigint() != kind.is_bigint() {
        return Err(vm.throw_error(Message::ContentTypeMismatch));
    }
    // 6. Return result.
    Ok(result)
}

/// 23.2.4.3 TypedArrayCreateSameType ( exemplar, argumentList ) with a length.
pub(crate) fn create_same_type(vm: &mut Vm, exemplar: TypedArrayRef, length: u64) -> JsResult<TypedArrayRef> {
    // 1-2. The intrinsic constructor of exemplar's element type (of the current realm)
    //      with a length makes a typed array of that type directly.
    let kind = exemplar.kind();
    let prototype = vm.realm().intrinsic(Intrinsic::typed_array_prototype(kind));
    vm.new_typed_array(kind, prototype, length)
}

/// A callback argument: ? IsCallable(callbackfn), a TypeError otherwise.
pub(crate) fn callable_argument(vm: &mut Vm, args: &CallArgs, index: usize) -> JsResult<JSValue> {
    crate::array::callable_argument(vm, args, index)
}
