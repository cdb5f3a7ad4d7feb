//! 23.1.1 The Array Constructor and 23.1.2 Properties of the Array Constructor.

use vm::runtime::function::CallArgs;
use vm::runtime::realm::Intrinsic;
use vm::{JSValue, JsResult, Message, PropertyKey, Vm};

use super::{
    MAX_SAFE_INTEGER, array_create, create_index, get_index, index_value, is_array as value_is_array, set_length,
    to_object_result,
};
use crate::iterator;

/// 23.1.1.1 Array ( ...values )
#[inline(never)] // One address, which the JIT recognises (vm::tier::TraceIntrinsic).
pub(super) fn array(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1. If NewTarget is undefined, let newTarget be the active function object; else let
    //    newTarget be NewTarget.
    let new_target = if args.new_target.is_undefined() { args.callee.to_value() } else { args.new_target };
    // 2. Let proto be ? GetPrototypeFromConstructor(newTarget, "%Array.prototype%").
    let prototype = vm.get_prototype_from_constructor(new_target, Intrinsic::ArrayPrototype)?;
    let prototype_root = vm.root_value(prototype);
    let prototype = prototype_root.get();
    // 3. Let numberOfArgs be the number of elements in values.
    match args.len() {
        // 4. If numberOfArgs = 0, then return ! ArrayCreate(0, proto).
        0 => Ok(array_create(vm, 0, Some(prototype))?.to_value()),
        // 5. Else if numberOfArgs = 1, then
        1 => {
            // a. Let len be values[0].
            let length = args.get(vm, 0);
            // c. If len is not a Number, then
            if !length.is_number() {
                // b. Let array be ! ArrayCreate(0, proto).
                // i. Perform ! CreateDataPropertyOrThrow(array, "0", len).
                // ii. Let intLen be 1𝔽.
                // e. Perform ! Set(array, "length", intLen, true).
                let array = vm.new_array_from_values(prototype, &[length])?;
                return Ok(array.to_value());
            }
            // d. Else,
            // i. Let intLen be ! ToUint32(len).
            let int_length = vm.to_uint32(length)?;
            // ii. If SameValueZero(intLen, len) is false, throw a RangeError exception.
            if int_length as f64 != length.as_number() {
                return Err(vm.invalid_array_length());
            }
            // b, e. ArrayCreate(0, proto) whose length is then set to intLen: the same as
            //    an array created with that length.
            Ok(vm.new_array(prototype, int_length)?.to_value())
        }
        // 6. Else,
        count => {
            // a. Assert: numberOfArgs ≥ 2.
            // b. Let array be ? ArrayCreate(numberOfArgs, proto).
            // c-d. Perform ! CreateDataPropertyOrThrow(array, Pk, values[k]) for each k.
            let values = args.rest(vm, 0);
            debug_assert_eq!(values.len(), count);
            Ok(vm.new_array_from_values(prototype, &values)?.to_value())
        }
    }
}

/// 23.1.2.1 Array.from ( items [ , mapfn [ , thisArg ] ] )
pub(super) fn from(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1. Let C be the this value.
    let constructor = args.this;
    let (items, map_function, this_arg) = (args.get(vm, 0), args.get(vm, 1), args.get(vm, 2));
    // 2. If mapfn is undefined, let mapping be false.
    // 3. Else, if IsCallable(mapfn) is false, throw a TypeError; let mapping be true.
    let mapping = !map_function.is_undefined();
    if mapping && !vm.is_callable(map_function) {
        let detail = vm.describe_value(map_function);
        return Err(vm.throw_error_with(Message::NotAFunction, detail));
    }
    // 4. Let usingIterator be ? GetMethod(items, @@iterator).
    let using_iterator = vm.get_method(items, PropertyKey::Symbol(vm.symbols.iterator))?;
    // 5. If usingIterator is not undefined, then
    if let Some(method) = using_iterator {
        let method_root = vm.rooted(method);
        // a. If IsConstructor(C) is true, let A be ? Construct(C); else ! ArrayCreate(0).
        let array = if vm.is_constructor(constructor) {
            let result = vm.construct(constructor, &[], None)?;
            to_object_result(vm, result)?
        } else {
            array_create(vm, 0, None)?
        };
        let array = vm.rooted(array);
        // c. Let iteratorRecord be ? GetIteratorFromMethod(items, usingIterator).
        let (iterator, next) = iterator::get_iterator_from_method(vm, items, method_root.get().to_value())?;
        let (iterator, next) = (vm.root_value(iterator), vm.root_value(next));
        // d. Let k be 0.
        let mut k: u64 = 0;
        // e. Repeat,
        loop {
            // i. If k ≥ 2^53 - 1, then close the iterator with a TypeError.
            if k >= MAX_SAFE_INTEGER {
                let throw = vm.throw_error_with(Message::ThrowTypeError, "Array.from: too many elements");
                vm.iterator_close_on_throw(iterator.get());
                return Err(throw);
            }
            // iii. Let next be ? IteratorStepValue(iteratorRecord).
            let Some(value) = vm.iterator_step_value(iterator.get(), next.get())? else {
                // iv. If next is done, then
                // 1. Perform ? Set(A, "length", 𝔽(k), true).
                set_length(vm, array.get(), k)?;
                // 2. Return A.
                return Ok(array.get().to_value());
            };
            // v. If mapping is true, then
            let mapped = if mapping {
                // 1. Let mappedValue be Completion(Call(mapfn, thisArg, « next, 𝔽(k) »)).
                // 2. IfAbruptCloseIterator(mappedValue, iteratorRecord).
                match vm.call(map_function, this_arg, &[value, index_value(k)]) {
                    Ok(mapped) => mapped,
                    Err(throw) => {
                        vm.iterator_close_on_throw(iterator.get());
                        return Err(throw);
                    }
                }
            } else {
                // vi. Else, let mappedValue be next.
                value
            };
            // vii. Let defineStatus be Completion(CreateDataPropertyOrThrow(A, Pk, mappedValue)).
            // viii. IfAbruptCloseIterator(defineStatus, iteratorRecord).
            if let Err(throw) = create_index(vm, array.get(), k, mapped) {
                vm.iterator_close_on_throw(iterator.get());
                return Err(throw);
            }
            // ix. Set k to k + 1.
            k += 1;
        }
    }
    // 6. NOTE: items is not an Iterable so assume it is an array-like object.
    // 7. Let arrayLike be ! ToObject(items).
    let array_like = vm.to_object(items)?;
    let array_like = vm.rooted(array_like);
    // 8. Let len be ? LengthOfArrayLike(arrayLike).
    let length = vm.length_of_array_like(array_like.get())?;
    // 9. If IsConstructor(C) is true, let A be ? Construct(C, « 𝔽(len) »); else
    //    ? ArrayCreate(len).
    let array = if vm.is_constructor(constructor) {
        let result = vm.construct(constructor, &[index_value(length)], None)?;
        to_object_result(vm, result)?
    } else {
        array_create(vm, length, None)?
    };
    let array = vm.rooted(array);
    // 11. Let k be 0; repeat, while k < len,
    for k in 0..length {
        // b. Let kValue be ? Get(arrayLike, Pk).
        let value = get_index(vm, array_like.get(), k)?;
        // c-d. If mapping is true, let mappedValue be ? Call(mapfn, thisArg, « kValue, 𝔽(k) »).
        let mapped = if mapping { vm.call(map_function, this_arg, &[value, index_value(k)])? } else { value };
        // e. Perform ? CreateDataPropertyOrThrow(A, Pk, mappedValue).
        create_index(vm, array.get(), k, mapped)?;
    }
    // 12. Perform ? Set(A, "length", 𝔽(len), true).
    set_length(vm, array.get(), length)?;
    // 13. Return A.
    Ok(array.get().to_value())
}

/// 23.1.2.2 Array.isArray ( arg )
pub(super) fn is_array(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1. Return ? IsArray(arg).
    Ok(JSValue::from_bool(value_is_array(vm, args.get(vm, 0))?))
}

/// 23.1.2.3 Array.of ( ...items )
pub(super) fn of(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1. Let len be the number of elements in items.
    let length = args.len() as u64;
    // 3. Let C be the this value.
    let constructor = args.this;
    // 4. If IsConstructor(C) is true, let A be ? Construct(C, « lenNumber »); else
    //    ? ArrayCreate(len).
    let array = if vm.is_constructor(constructor) {
        let result = vm.construct(constructor, &[index_value(length)], None)?;
        to_object_result(vm, result)?
    } else {
        array_create(vm, length, None)?
    };
    let array = vm.rooted(array);
    // 6-7. Perform ? CreateDataPropertyOrThrow(A, Pk, items[k]) for each k.
    for k in 0..length {
        let value = args.get(vm, k as usize);
        create_index(vm, array.get(), k, value)?;
    }
    // 8. Perform ? Set(A, "length", lenNumber, true).
    set_length(vm, array.get(), length)?;
    // 9. Return A.
    Ok(array.get().to_value())
}

/// 23.1.2.5 get Array [ @@species ]
pub(super) fn species(_vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1. Return the this value.
    Ok(args.this)
}
