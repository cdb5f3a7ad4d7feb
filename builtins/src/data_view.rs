//! 25.3 DataView Objects: the DataView constructor and %DataView.prototype%.
//!
//! A DataView reads its buffer's length and block at every access (`vm::runtime::data_view`),
//! so a detached or shrunk buffer is seen at once. The get and set methods are one function
//! each for reading and writing, GetViewValue and SetViewValue, given the element type; the
//! bytes are assembled in the order `littleEndian` asks for.

use vm::object::typed_array::TypedArrayKind;
use vm::runtime::array_buffer::ArrayBufferRef;
use vm::runtime::data_view::DataViewRef;
use vm::runtime::function::{CallArgs, NativeFn};
use vm::runtime::realm::Intrinsic;
use vm::{JSValue, JsResult, Message, ObjectRef, Vm};

use crate::array_buffer::detached_error;
use crate::iterator::to_string_tag;
use crate::util;

/// %DataView.prototype%'s accessors (25.3.4), in the specification's order.
const PROTOTYPE_ACCESSORS: &[(&str, NativeFn)] =
    &[("buffer", buffer), ("byteLength", byte_length), ("byteOffset", byte_offset)];

/// %DataView.prototype%'s methods (25.3.4), in the specification's order.
const PROTOTYPE_METHODS: &[(&str, u32, NativeFn)] = &[
    ("getBigInt64", 1, get_big_int64),
    ("getBigUint64", 1, get_big_uint64),
    ("getFloat16", 1, get_float16),
    ("getFloat32", 1, get_float32),
    ("getFloat64", 1, get_float64),
    ("getInt16", 1, get_int16),
    ("getInt32", 1, get_int32),
    ("getInt8", 1, get_int8),
    ("getUint16", 1, get_uint16),
    ("getUint32", 1, get_uint32),
    ("getUint8", 1, get_uint8),
    ("setBigInt64", 2, set_big_int64),
    ("setBigUint64", 2, set_big_uint64),
    ("setFloat16", 2, set_float16),
    ("setFloat32", 2, set_float32),
    ("setFloat64", 2, set_float64),
    ("setInt16", 2, set_int16),
    ("setInt32", 2, set_int32),
    ("setInt8", 2, set_int8),
    ("setUint16", 2, set_uint16),
    ("setUint32", 2, set_uint32),
    ("setUint8", 2, set_uint8),
];

pub fn install(vm: &mut Vm) -> JsResult<()> {
    let object_prototype = vm.realm().intrinsic(Intrinsic::ObjectPrototype);
    let prototype = vm.new_object(object_prototype)?;
    let prototype_root = vm.rooted(prototype);
    let realm = vm.realm();
    vm.set_intrinsic(realm, Intrinsic::DataViewPrototype, prototype.to_value());
    // 25.3.2 The DataView Constructor.
    let constructor = util::constructor(vm, "DataView", 1, data_view, prototype)?;
    util::global(vm, "DataView", constructor.to_value())?;
    // 25.3.4 Properties of the DataView Prototype Object.
    for &(name, getter) in PROTOTYPE_ACCESSORS {
        let key = vm.property_key_from_str(name)?;
        util::accessor(vm, prototype_root.get(), key, name, getter, None)?;
    }
    util::methods(vm, prototype_root.get(), PROTOTYPE_METHODS)?;
    // 25.3.4.25 DataView.prototype [ @@toStringTag ]: "DataView".
    to_string_tag(vm, prototype_root.get(), "DataView")
}

/// 25.3.2.1 DataView ( buffer [ , byteOffset [ , byteLength ] ] )
fn data_view(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1. If NewTarget is undefined, throw a TypeError exception.
    if args.new_target.is_undefined() {
        return Err(vm.throw_error_with(Message::ConstructorRequiresNew, "DataView"));
    }
    // 2. Perform ? RequireInternalSlot(buffer, [[ArrayBufferData]]).
    let Some(buffer) = ArrayBufferRef::from_value(args.get(vm, 0)) else {
        let detail = vm.describe_value(args.get(vm, 0));
        return Err(
            vm.throw_error_with(Message::InvalidIncompatibleReceiver, format!("DataView constructor ({detail})"))
        );
    };
    let buffer = vm.rooted(buffer);
    // 3. Let offset be ? ToIndex(byteOffset).
    let offset = vm.to_index(args.get(vm, 1))?;
    // 4. If IsDetachedBuffer(buffer) is true, throw a TypeError exception.
    if buffer.get().is_detached() {
        return Err(detached_error(vm, "DataView constructor"));
    }
    // 5-6. If offset > bufferByteLength, throw a RangeError exception.
    let buffer_length = buffer.get().byte_length() as u64;
    if offset > buffer_length {
        return Err(vm.throw_error_with(Message::InvalidBufferOffset, offset.to_string()));
    }
    // 7. Let bufferIsFixedLength be IsFixedLengthArrayBuffer(buffer).
    let fixed_length = !buffer.get().is_resizable();
    // 8-9. viewByteLength: the rest of a fixed buffer, auto for a resizable one, or
    //      ? ToIndex(byteLength) within the buffer.
    let length = args.get(vm, 2);
    let view_length = if length.is_undefined() {
        fixed_length.then_some(buffer_length - offset)
    } else {
        let view_length = vm.to_index(length)?;
        if offset + view_length > buffer_length {
            return Err(vm.throw_error_with(Message::InvalidTypedArrayLength, view_length.to_string()));
        }
        Some(view_length)
    };
    // 10. Let O be ? OrdinaryCreateFromConstructor(NewTarget, "%DataView.prototype%", ...).
    let prototype = vm.get_prototype_from_constructor(args.new_target, Intrinsic::DataViewPrototype)?;
    // 11. If IsDetachedBuffer(buffer) is true, throw a TypeError exception.
    let buffer = buffer.get();
    if buffer.is_detached() {
        return Err(detached_error(vm, "DataView constructor"));
    }
    // 12-13. If offset > bufferByteLength (now), throw a RangeError exception.
    let buffer_length = buffer.byte_length() as u64;
    if offset > buffer_length {
        return Err(vm.throw_error_with(Message::InvalidBufferOffset, offset.to_string()));
    }
    // 14. If byteLength is not undefined and offset + viewByteLength > bufferByteLength, a RangeError.
    if !length.is_undefined() && view_length.is_some_and(|view_length| offset + view_length > buffer_length) {
        return Err(vm.throw_error_with(Message::InvalidTypedArrayLength, length_text(view_length)));
    }
    // 15-18. The view.
    let view = vm.new_data_view(prototype, buffer, offset as usize, view_length.map(|length| length as usize))?;
    Ok(view.to_value())
}

fn length_text(length: Option<u64>) -> String {
    length.map_or_else(|| "auto".to_string(), |length| length.to_string())
}

/// RequireInternalSlot(view, [[DataView]]): the view, or a TypeError naming `method`.
fn this_data_view(vm: &mut Vm, this: JSValue, method: &str) -> JsResult<DataViewRef> {
    match ObjectRef::from_value(this).and_then(DataViewRef::from_object) {
        Some(view) => Ok(view),
        None => Err(vm.throw_error_with(Message::InvalidIncompatibleReceiver, method)),
    }
}

/// 25.3.4.1 get DataView.prototype.buffer
fn buffer(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1-3. Perform ? RequireInternalSlot(O, [[DataView]]).
    let view = this_data_view(vm, args.this, "DataView.prototype.buffer")?;
    // 4-5. Return O.[[ViewedArrayBuffer]].
    Ok(view.buffer().to_value())
}

/// 25.3.4.2 get DataView.prototype.byteLength
fn byte_length(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    const METHOD: &str = "DataView.prototype.byteLength";
    // 1-3. Perform ? RequireInternalSlot(O, [[DataView]]).
    let view = this_data_view(vm, args.this, METHOD)?;
    // 4-5. If IsViewOutOfBounds(viewRecord) is true, throw a TypeError exception.
    if view.is_out_of_bounds() {
        return Err(vm.throw_error_with(Message::TypedArrayOutOfBounds, METHOD));
    }
    // 6-7. Return 𝔽(GetViewByteLength(viewRecord)).
    Ok(JSValue::from_number(view.view_byte_length() as f64))
}

/// 25.3.4.3 get DataView.prototype.byteOffset
fn byte_offset(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    const METHOD: &str = "DataView.prototype.byteOffset";
    // 1-3. Perform ? RequireInternalSlot(O, [[DataView]]).
    let view = this_data_view(vm, args.this, METHOD)?;
    // 4-5. If IsViewOutOfBounds(viewRecord) is true, throw a TypeError exception.
    if view.is_out_of_bounds() {
        return Err(vm.throw_error_with(Message::TypedArrayOutOfBounds, METHOD));
    }
    // 6-7. Return 𝔽(O.[[ByteOffset]]).
    Ok(JSValue::from_number(view.byte_offset() as f64))
}

/// 25.3.1.5 GetViewValue ( view, requestIndex, isLittleEndian, type )
fn get_view_value(vm: &mut Vm, args: &CallArgs, kind: TypedArrayKind, method: &str) -> JsResult<JSValue> {
    // 1-2. Perform ? RequireInternalSlot(view, [[DataView]]).
    let view = this_data_view(vm, args.this, method)?;
    let view = vm.rooted(view);
    // 3. Let getIndex be ? ToIndex(requestIndex).
    let index = vm.to_index(args.get(vm, 0))?;
    // 4. Set isLittleEndian to ToBoolean(isLittleEndian).
    let little_endian = vm.to_boolean(args.get(vm, 1));
    // 5-13. The element's bytes within the view, in the order asked for.
    let offset = view_index(vm, view.get(), index, kind, method)?;
    let size = kind.element_size();
    let mut bytes = view.get().read(offset, size);
    if !little_endian {
        bytes[..size].reverse();
    }
    let raw = u64::from_le_bytes(bytes);
    vm.typed_array_value(kind, raw)
}

/// 25.3.1.6 SetViewValue ( view, requestIndex, isLittleEndian, type, value )
fn set_view_value(vm: &mut Vm, args: &CallArgs, kind: TypedArrayKind, method: &str) -> JsResult<JSValue> {
    // 1-2. Perform ? RequireInternalSlot(view, [[DataView]]).
    let view = this_data_view(vm, args.this, method)?;
    let view = vm.rooted(view);
    // 3. Let getIndex be ? ToIndex(requestIndex).
    let index = vm.to_index(args.get(vm, 0))?;
    // 4-5. Let numberValue be ? ToBigInt(value) or ? ToNumber(value).
    let raw = vm.to_typed_array_raw(kind, args.get(vm, 1))?;
    // 6. Set isLittleEndian to ToBoolean(isLittleEndian).
    let little_endian = vm.to_boolean(args.get(vm, 2));
    // 7-15. The element's bytes, in the order asked for, within the view.
    let offset = view_index(vm, view.get(), index, kind, method)?;
    let size = kind.element_size();
    let mut bytes = raw.to_le_bytes();
    if !little_endian {
        bytes[..size].reverse();
    }
    view.get().write(offset, &bytes[..size]);
    // 16. Return undefined.
    Ok(JSValue::UNDEFINED)
}

/// Steps 5-12 of GetViewValue (7-14 of SetViewValue): the offset of the element in the
/// view; a TypeError when the view is out of bounds, a RangeError past its end.
fn view_index(vm: &mut Vm, view: DataViewRef, index: u64, kind: TypedArrayKind, method: &str) -> JsResult<usize> {
    // If IsViewOutOfBounds(viewRecord) is true, throw a TypeError exception.
    if view.is_out_of_bounds() {
        return Err(vm.throw_error_with(Message::TypedArrayOutOfBounds, method));
    }
    // Let viewSize be GetViewByteLength(viewRecord).
    let view_size = view.view_byte_length() as u64;
    // If getIndex + elementSize > viewSize, throw a RangeError exception.
    if index + kind.element_size() as u64 > view_size {
        return Err(vm.throw_error(Message::DataViewAccessOutOfBounds));
    }
    Ok(index as usize)
}

macro_rules! view_accessors {
    ($($get:ident, $set:ident, $kind:ident, $get_name:literal, $set_name:literal;)*) => {
        $(
            #[doc = concat!("25.3.4 DataView.prototype.", $get_name)]
            fn $get(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
                get_view_value(vm, args, TypedArrayKind::$kind, concat!("DataView.prototype.", $get_name))
            }

            #[doc = concat!("25.3.4 DataView.prototype.", $set_name)]
            fn $set(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
                set_view_value(vm, args, TypedArrayKind::$kind, concat!("DataView.prototype.", $set_name))
            }
        )*
    };
}

view_accessors! {
    get_big_int64, set_big_int64, BigInt64, "getBigInt64", "setBigInt64";
    get_big_uint64, set_big_uint64, BigUint64, "getBigUint64", "setBigUint64";
    get_float16, set_float16, Float16, "getFloat16", "setFloat16";
    get_float32, set_float32, Float32, "getFloat32", "setFloat32";
    get_float64, set_float64, Float64, "getFloat64", "setFloat64";
    get_int16, set_int16, Int16, "getInt16", "setInt16";
    get_int32, set_int32, Int32, "getInt32", "setInt32";
    get_int8, set_int8, Int8, "getInt8", "setInt8";
    get_uint16, set_uint16, Uint16, "getUint16", "setUint16";
    get_uint32, set_uint32, Uint32, "getUint32", "setUint32";
    get_uint8, set_uint8, Uint8, "getUint8", "setUint8";
}
