//! 23.2.1 %TypedArray%, 23.2.2 its properties (from, of, @@species), and 23.2.5-23.2.7 the
//! TypedArray constructors and their prototypes.

use vm::object::typed_array::{TypedArrayKind, TypedArrayRef, elements};
use vm::runtime::array_buffer::ArrayBufferRef;
use vm::runtime::function::CallArgs;
use vm::runtime::realm::Intrinsic;
use vm::{Attributes, JSValue, JsResult, Message, ObjectRef, PropertyKey, Vm};

use super::{as_typed_array, constructor_kind, create_from_constructor, set_element};
use crate::array::{get_index, index_value};
use crate::iterator;
use crate::util;

/// 23.2.6 The TypedArray Constructors and 23.2.7 Properties of the TypedArray Prototype
/// Objects: the constructor and prototype of `kind`.
pub(super) fn install_constructor(
    vm: &mut Vm,
    kind: TypedArrayKind,
    typed_array: ObjectRef,
    typed_array_prototype: ObjectRef,
) -> JsResult<()> {
    let typed_array = vm.rooted(typed_array);
    // 23.2.7: [[Prototype]] %TypedArray.prototype%.
    let prototype = vm.new_object(typed_array_prototype.to_value())?;
    let prototype = vm.rooted(prototype);
    // 23.2.6.1 TypedArray ( ...args ), with length 3.
    let constructor = util::constructor(vm, kind.name(), 3, typed_array_constructor, prototype.get())?;
    let constructor = vm.rooted(constructor);
    vm.set_native_data(constructor.get(), 0, JSValue::from_i32(kind as i32));
    // 23.2.7: [[Prototype]] %TypedArray%.
    vm.set_prototype(constructor.get(), typed_array.get().to_value())?;
    let realm = vm.realm();
    vm.set_intrinsic(realm, Intrinsic::typed_array_prototype(kind), prototype.get().to_value());
    vm.set_intrinsic(realm, Intrinsic::typed_array_constructor(kind), constructor.get().to_value());
    // 23.2.6.1 / 23.2.7.1 TypedArray.BYTES_PER_ELEMENT and TypedArray.prototype.BYTES_PER_ELEMENT.
    let size = JSValue::from_i32(kind.element_size() as i32);
    util::value(vm, constructor.get(), "BYTES_PER_ELEMENT", size, Attributes::NONE)?;
    util::value(vm, prototype.get(), "BYTES_PER_ELEMENT", size, Attributes::NONE)?;
    util::global(vm, kind.name(), constructor.get().to_value())
}

/// 23.2.1.1 %TypedArray% ( )
pub(super) fn typed_array(vm: &mut Vm, _args: &CallArgs) -> JsResult<JSValue> {
    // 1. Throw a TypeError exception.
    Err(vm.throw_error_with(Message::ThrowTypeError, "Abstract class TypedArray not directly constructable"))
}

/// 23.2.2.4 get %TypedArray% [ @@species ]
pub(super) fn species(_vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1. Return the this value.
    Ok(args.this)
}

/// 23.2.5.1 TypedArray ( ...args )
fn typed_array_constructor(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    let kind = constructor_kind(vm, args.callee).expect("a typed array constructor knows its kind");
    // 1. If NewTarget is undefined, throw a TypeError exception.
    if args.new_target.is_undefined() {
        return Err(vm.throw_error_with(Message::ConstructorRequiresNew, kind.name()));
    }
    let first = args.get(vm, 0);
    // 6.b. If firstArgument is an Object, then
    let Some(object) = ObjectRef::from_value(first) else {
        // 5 / 6.c. A length (0 without arguments): ii. Let elementLength be ? ToIndex(firstArgument).
        let length = if args.is_empty() { 0 } else { vm.to_index(first)? };
        // iii. Return ? AllocateTypedArray(constructorName, NewTarget, proto, elementLength).
        let prototype = prototype_from_new_target(vm, args, kind)?;
        return Ok(vm.new_typed_array(kind, prototype, length)?.to_value());
    };
    let object = vm.rooted(object);
    // i. Let O be ? AllocateTypedArray(constructorName, NewTarget, proto): its prototype
    //    first (the object itself is made once its elements are known).
    let prototype = prototype_from_new_target(vm, args, kind)?;
    let prototype = vm.root_value(prototype);
    // ii. If firstArgument has a [[TypedArrayName]] internal slot, then
    if let Some(source) = as_typed_array(object.get().to_value()) {
        // 1. Perform ? InitializeTypedArrayFromTypedArray(O, firstArgument).
        return Ok(from_typed_array(vm, kind, prototype.get(), source)?.to_value());
    }
    // iii. Else if firstArgument has an [[ArrayBufferData]] internal slot, then
    if let Some(buffer) = ArrayBufferRef::from_object(object.get()) {
        // 1-2. byteOffset and length, or undefined.
        let (offset, length) = (args.get(vm, 1), args.get(vm, 2));
        // 3. Perform ? InitializeTypedArrayFromArrayBuffer(O, firstArgument, byteOffset, length).
        return Ok(from_array_buffer(vm, kind, prototype.get(), buffer, offset, length)?.to_value());
    }
    // iv. 2. Let usingIterator be ? GetMethod(firstArgument, @@iterator).
    let using_iterator = vm.get_method(object.get().to_value(), PropertyKey::Symbol(vm.symbols.iterator))?;
    // 3. If usingIterator is not undefined, then
    if let Some(method) = using_iterator {
        // a. Let values be ? IteratorToList(? GetIteratorFromMethod(firstArgument, usingIterator)).
        let values = iterator_to_list(vm, object.get().to_value(), method)?;
        // b. Perform ? InitializeTypedArrayFromList(O, values).
        return Ok(from_list(vm, kind, prototype.get(), values)?.to_value());
    }
    // 4. Else, b. Perform ? InitializeTypedArrayFromArrayLike(O, firstArgument).
    Ok(from_array_like(vm, kind, prototype.get(), object.get())?.to_value())
}

/// AllocateTypedArray's ? GetPrototypeFromConstructor(newTarget, defaultProto).
#[inline(always)]
fn prototype_from_new_target(vm: &mut Vm, args: &CallArgs, kind: TypedArrayKind) -> JsResult<JSValue> {
    // Fast path: `new Int8Array(...)` itself: its `prototype` is non-writable and
    // non-configurable, so the Get can only answer the intrinsic of the callee's realm.
    if args.new_target == args.callee.to_value()
        && let Some(realm) = args.callee.function_realm()
    {
        return Ok(realm.intrinsic(Intrinsic::typed_array_prototype(kind)));
    }
    vm.get_prototype_from_constructor(args.new_target, Intrinsic::typed_array_prototype(kind))
}

/// 23.2.5.1.2 InitializeTypedArrayFromTypedArray ( O, srcArray )
fn from_typed_array(
    vm: &mut Vm,
    kind: TypedArrayKind,
    prototype: JSValue,
    source: TypedArrayRef,
) -> JsResult<TypedArrayRef> {
    // 7-8. If IsTypedArrayOutOfBounds(srcRecord) is true, throw a TypeError exception.
    if source.is_out_of_bounds() {
        return Err(super::out_of_bounds_error(vm, kind.name()));
    }
    // 9. Let elementLength be TypedArrayLength(srcRecord).
    let length = source.length();
    // 12.b. If srcArray.[[ContentType]] is not O.[[ContentType]], throw a TypeError exception.
    if source.kind().is_bigint() != kind.is_bigint() {
        return Err(vm.throw_error(Message::ContentTypeMismatch));
    }
    let source = vm.rooted(source);
    // 10-12. A buffer of elementLength elements (a clone of the source's bytes when the
    //        types agree, the converted elements otherwise).
    let array = vm.new_typed_array(kind, prototype, length as u64)?;
    elements::copy_elements(source.get(), 0, array, 0, length).map_err(|_| vm.throw_error(Message::OutOfMemory))?;
    Ok(array)
}

/// 23.2.5.1.3 InitializeTypedArrayFromArrayBuffer ( O, buffer, byteOffset, length )
fn from_array_buffer(
    vm: &mut Vm,
    kind: TypedArrayKind,
    prototype: JSValue,
    buffer: ArrayBufferRef,
    byte_offset: JSValue,
    length: JSValue,
) -> JsResult<TypedArrayRef> {
    let (buffer, prototype) = (vm.rooted(buffer), vm.root_value(prototype));
    // 1. Let elementSize be TypedArrayElementSize(O).
    let element_size = kind.element_size() as u64;
    // 2. Let offset be ? ToIndex(byteOffset).
    let offset = vm.to_index(byte_offset)?;
    // 3. If offset modulo elementSize ≠ 0, throw a RangeError exception.
    if offset % element_size != 0 {
        return Err(vm.throw_error_with(Message::UnalignedBufferOffset, offset.to_string()));
    }
    // 4. Let bufferIsFixedLength be IsFixedLengthArrayBuffer(buffer).
    let fixed_length = !buffer.get().is_resizable();
    // 5. If length is not undefined, then a. Let newLength be ? ToIndex(length).
    let new_length = if length.is_undefined() { None } else { Some(vm.to_index(length)?) };
    let buffer = buffer.get();
    // 6. If IsDetachedBuffer(buffer) is true, throw a TypeError exception.
    if buffer.is_detached() {
        return Err(crate::array_buffer::detached_error(vm, kind.name()));
    }
    // 7. Let bufferByteLength be ArrayBufferByteLength(buffer, seq-cst).
    let buffer_length = buffer.byte_length() as u64;
    let array_length = match new_length {
        // 8. If length is undefined and bufferIsFixedLength is false, then
        None if !fixed_length => {
            // a. If offset > bufferByteLength, throw a RangeError exception.
            if offset > buffer_length {
                return Err(vm.throw_error_with(Message::InvalidBufferOffset, offset.to_string()));
            }
            // b-c. [[ByteLength]] and [[ArrayLength]] are auto.
            None
        }
        // 9.a. If length is undefined, then
        None => {
            // i. If bufferByteLength modulo elementSize ≠ 0, throw a RangeError exception.
            if !buffer_length.is_multiple_of(element_size) {
                return Err(vm.throw_error_with(Message::UnalignedBufferLength, buffer_length.to_string()));
            }
            // ii-iii. Let newByteLength be bufferByteLength - offset; negative: a RangeError.
            let Some(new_byte_length) = buffer_length.checked_sub(offset) else {
                return Err(vm.throw_error_with(Message::InvalidBufferOffset, offset.to_string()));
            };
            Some(new_byte_length / element_size)
        }
        // 9.b. Else,
        Some(new_length) => {
            // i-ii. If offset + newLength × elementSize > bufferByteLength, a RangeError.
            let end = new_length.checked_mul(element_size).and_then(|bytes| bytes.checked_add(offset));
            if end.is_none_or(|end| end > buffer_length) {
                return Err(vm.throw_error_with(Message::InvalidTypedArrayLength, new_length.to_string()));
            }
            Some(new_length)
        }
    };
    // 10-12. The view of buffer from offset.
    vm.new_typed_array_with_buffer(kind, prototype.get(), buffer, offset as usize, array_length.map(|l| l as usize))
}

/// 23.2.5.1.4 InitializeTypedArrayFromList ( O, values ): `values` is an array holding the
/// list.
fn from_list(vm: &mut Vm, kind: TypedArrayKind, prototype: JSValue, values: ObjectRef) -> JsResult<TypedArrayRef> {
    let values = vm.rooted(values);
    // 1. Let len be the number of elements in values.
    let length = vm.array_length(values.get()) as u64;
    // 2. Perform ? AllocateTypedArrayBuffer(O, len).
    let array = vm.new_typed_array(kind, prototype, length)?;
    let array = vm.rooted(array);
    // 3-4. For each k: Perform ? Set(O, Pk, kValue, true).
    for k in 0..length {
        let value = get_index(vm, values.get(), k)?;
        set_element(vm, array.get(), k, value)?;
    }
    Ok(array.get())
}

/// 23.2.5.1.5 InitializeTypedArrayFromArrayLike ( O, arrayLike )
fn from_array_like(
    vm: &mut Vm,
    kind: TypedArrayKind,
    prototype: JSValue,
    array_like: ObjectRef,
) -> JsResult<TypedArrayRef> {
    let (array_like, prototype) = (vm.rooted(array_like), vm.root_value(prototype));
    // 1. Let len be ? LengthOfArrayLike(arrayLike).
    let length = vm.length_of_array_like(array_like.get())?;
    // 2. Perform ? AllocateTypedArrayBuffer(O, len).
    let array = vm.new_typed_array(kind, prototype.get(), length)?;
    let array = vm.rooted(array);
    // 3-4. For each k: Let kValue be ? Get(arrayLike, Pk); perform ? Set(O, Pk, kValue, true).
    for k in 0..length {
        let value = get_index(vm, array_like.get(), k)?;
        set_element(vm, array.get(), k, value)?;
    }
    Ok(array.get())
}

/// 7.4.12 IteratorToList ( GetIteratorFromMethod ( object, method ) ): the values in an
/// array (the list, rooted as one object).
pub(super) fn iterator_to_list(vm: &mut Vm, value: JSValue, method: ObjectRef) -> JsResult<ObjectRef> {
    // Fast path: a plain array iterated by the original %Array.prototype.values% is its
    // elements.
    if let Some(array) = ObjectRef::from_value(value)
        && method.to_value() == vm.realm().intrinsic(Intrinsic::ArrayProtoValues)
        && vm.has_original_array_iteration(array)
    {
        let length = vm.array_length(array);
        let mut values = vm.vec_with_capacity(length as usize)?;
        values.extend((0..length).map(|i| vm.get_own_index(array, i).map_or(JSValue::UNDEFINED, |e| e.0)));
        return vm.create_array_from_list(&values);
    }
    let (iterator, next) = iterator::get_iterator_from_method(vm, value, method.to_value())?;
    let (iterator, next) = (vm.root_value(iterator), vm.root_value(next));
    let list = vm.create_array_from_list(&[])?;
    let list = vm.rooted(list);
    let mut count: u32 = 0;
    while let Some(value) = vm.iterator_step_value(iterator.get(), next.get())? {
        if count == u32::MAX - 1 {
            return Err(vm.throw_error(Message::InvalidArrayLength));
        }
        vm.put_index(list.get(), count, value)?;
        count += 1;
    }
    Ok(list.get())
}

/// 23.2.2.1 %TypedArray%.from ( source [ , mapfn [ , thisArg ] ] )
pub(super) fn from(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    const METHOD: &str = "%TypedArray%.from";
    // 1. Let C be the this value.
    let constructor = args.this;
    // 2. If IsConstructor(C) is false, throw a TypeError exception.
    if !vm.is_constructor(constructor) {
        let detail = vm.describe_value(constructor);
        return Err(vm.throw_error_with(Message::NotAConstructor, detail));
    }
    let (source, map_function, this_arg) = (args.get(vm, 0), args.get(vm, 1), args.get(vm, 2));
    // 3-4. mapping, with a callable mapfn (a TypeError otherwise).
    let mapping = !map_function.is_undefined();
    if mapping && !vm.is_callable(map_function) {
        let detail = vm.describe_value(map_function);
        return Err(vm.throw_error_with(Message::NotAFunction, detail));
    }
    // 5. Let usingIterator be ? GetMethod(source, @@iterator).
    let using_iterator = vm.get_method(source, PropertyKey::Symbol(vm.symbols.iterator))?;
    // 6. If usingIterator is not undefined, then
    let (values, length) = if let Some(method) = using_iterator {
        // a. Let values be ? IteratorToList(? GetIteratorFromMethod(source, usingIterator)).
        let values = iterator_to_list(vm, source, method)?;
        // b. Let len be the number of elements in values.
        let length = vm.array_length(values) as u64;
        (values, length)
    } else {
        // 7-8. NOTE: source is an array-like. Let arrayLike be ! ToObject(source).
        let array_like = vm.to_object(source)?;
        let array_like = vm.rooted(array_like);
        // 9. Let len be ? LengthOfArrayLike(arrayLike).
        let length = vm.length_of_array_like(array_like.get())?;
        (array_like.get(), length)
    };
    let values = vm.rooted(values);
    // 6.c / 10. Let targetObj be ? TypedArrayCreateFromConstructor(C, « 𝔽(len) »).
    let target = create_from_constructor(vm, constructor, &[index_value(length)], METHOD)?;
    let target = vm.rooted(target);
    // 6.d-e / 11-12. For each k: kValue, mapped if mapping; ? Set(targetObj, Pk, mappedValue, true).
    for k in 0..length {
        let value = get_index(vm, values.get(), k)?;
        let mapped = if mapping { vm.call(map_function, this_arg, &[value, index_value(k)])? } else { value };
        set_element(vm, target.get(), k, mapped)?;
    }
    // 6.g / 13. Return targetObj.
    Ok(target.get().to_value())
}

/// 23.2.2.2 %TypedArray%.of ( ...items )
pub(super) fn of(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1. Let len be the number of elements in items.
    let length = args.len() as u64;
    // 2. Let C be the this value.
    let constructor = args.this;
    // 3. If IsConstructor(C) is false, throw a TypeError exception.
    if !vm.is_constructor(constructor) {
        let detail = vm.describe_value(constructor);
        return Err(vm.throw_error_with(Message::NotAConstructor, detail));
    }
    // 4. Let newObj be ? TypedArrayCreateFromConstructor(C, « 𝔽(len) »).
    let array = create_from_constructor(vm, constructor, &[index_value(length)], "%TypedArray%.of")?;
    let array = vm.rooted(array);
    // 5-6. For each k: Perform ? Set(newObj, Pk, items[k], true).
    for k in 0..length {
        let value = args.get(vm, k as usize);
        set_element(vm, array.get(), k, value)?;
    }
    // 7. Return newObj.
    Ok(array.get().to_value())
}
