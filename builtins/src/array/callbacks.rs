//! The methods that call a function for each element and are not self-hosted
//! (`js/array_callbacks.js` has every, some, forEach, map, filter and reduce): reduceRight
//! (23.1.3.25) and flat, flatMap (23.1.3.13-14).
//!
//! They skip holes (HasProperty before Get) and read the length once, so elements
//! appended by the callback are not visited and deleted ones are skipped.

use vm::runtime::function::CallArgs;
use vm::{JSValue, JsResult, Message, ObjectRef, Vm};

use super::{
    MAX_SAFE_INTEGER, array_species_create, callable_argument, create_index, get_index, get_index_if_present,
    has_index, index_value, is_array, next_candidate, previous_candidate, this_object_and_length,
};

/// 23.1.3.25 Array.prototype.reduceRight ( callbackfn [ , initialValue ] ) (reduce is
/// self-hosted: `js/array_callbacks.js`).
pub(super) fn reduce_right(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1-2. Let O be ? ToObject(this value); let len be ? LengthOfArrayLike(O).
    let (object, length) = this_object_and_length(vm, args)?;
    // 3. If IsCallable(callbackfn) is false, throw a TypeError exception.
    let callback = callable_argument(vm, args, 0)?;
    let initial_value_present = args.len() > 1;
    // 4. If len = 0 and initialValue is not present, throw a TypeError exception.
    if length == 0 && !initial_value_present {
        return Err(vm.throw_error_with(Message::ThrowTypeError, "Reduce of empty array with no initial value"));
    }
    // The first index to visit, then the one before `k` (holes that cannot be present are
    // skipped).
    let object_ref = object.get();
    let first = |vm: &Vm| length.checked_sub(1).and_then(|k| previous_candidate(vm, object_ref, k));
    let after = |vm: &Vm, k: u64| k.checked_sub(1).and_then(|k| previous_candidate(vm, object_ref, k));
    // 5. Let k be len - 1.
    let mut next = first(vm);
    // 6. Let accumulator be undefined.
    let accumulator = vm.root_value(JSValue::UNDEFINED);
    // 7. If initialValue is present, then set accumulator to initialValue.
    if initial_value_present {
        accumulator.set(args.get(vm, 1));
    } else {
        // 8. Else,
        // a. Let kPresent be false.
        let mut present = false;
        // b. Repeat, while kPresent is false and k < len (k ≥ 0),
        while !present && let Some(k) = next {
            // ii. Set kPresent to ? HasProperty(O, Pk).
            present = has_index(vm, object.get(), k)?;
            // iii. If kPresent is true, set accumulator to ? Get(O, Pk).
            if present {
                let value = get_index(vm, object.get(), k)?;
                accumulator.set(value);
            }
            // iv. Set k to k + 1 (k - 1).
            next = after(vm, k);
        }
        // c. If kPresent is false, throw a TypeError exception.
        if !present {
            return Err(vm.throw_error_with(Message::ThrowTypeError, "Reduce of empty array with no initial value"));
        }
    }
    // 9. Repeat, while k < len (k ≥ 0),
    while let Some(k) = next {
        // b-c. If ? HasProperty(O, Pk), then
        if let Some(value) = get_index_if_present(vm, object.get(), k)? {
            // i. Let kValue be ? Get(O, Pk).
            // ii. Set accumulator to ? Call(callbackfn, undefined, « accumulator, kValue, 𝔽(k), O »).
            let arguments = [accumulator.get(), value, index_value(k), object.get().to_value()];
            let result = vm.call(callback, JSValue::UNDEFINED, &arguments)?;
            accumulator.set(result);
        }
        next = after(vm, k);
    }
    // 10. Return accumulator.
    Ok(accumulator.get())
}

/// 23.1.3.13 Array.prototype.flat ( [ depth ] )
pub(super) fn flat(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1-2. Let O be ? ToObject(this value); let sourceLen be ? LengthOfArrayLike(O).
    let (object, source_length) = this_object_and_length(vm, args)?;
    // 3. Let depthNum be 1.
    // 4. If depth is not undefined, then set depthNum to ? ToIntegerOrInfinity(depth); if
    //    depthNum < 0, set depthNum to 0.
    let depth = args.get(vm, 0);
    let depth = if depth.is_undefined() { 1.0 } else { vm.to_integer_or_infinity(depth)?.max(0.0) };
    // 5. Let A be ? ArraySpeciesCreate(O, 0).
    let array = array_species_create(vm, object.get(), 0)?;
    let array = vm.rooted(array);
    // 6. Perform ? FlattenIntoArray(A, O, sourceLen, 0, depthNum).
    let mut flattener = Flattener { target: array.get(), nesting: 0 };
    flattener.flatten(vm, object.get(), source_length, 0, depth, None)?;
    // 7. Return A.
    Ok(array.get().to_value())
}

/// 23.1.3.14 Array.prototype.flatMap ( mapperFunction [ , thisArg ] )
pub(super) fn flat_map(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1-2. Let O be ? ToObject(this value); let sourceLen be ? LengthOfArrayLike(O).
    let (object, source_length) = this_object_and_length(vm, args)?;
    // 3. If IsCallable(mapperFunction) is false, throw a TypeError exception.
    let mapper = callable_argument(vm, args, 0)?;
    let this_arg = args.get(vm, 1);
    // 4. Let A be ? ArraySpeciesCreate(O, 0).
    let array = array_species_create(vm, object.get(), 0)?;
    let array = vm.rooted(array);
    // 5. Perform ? FlattenIntoArray(A, O, sourceLen, 0, 1, mapperFunction, thisArg).
    let mut flattener = Flattener { target: array.get(), nesting: 0 };
    flattener.flatten(vm, object.get(), source_length, 0, 1.0, Some((mapper, this_arg)))?;
    // 6. Return A.
    Ok(array.get().to_value())
}

/// How deeply FlattenIntoArray may recurse before it reports a stack overflow (each
/// level is a Rust frame).
const MAX_FLATTEN_NESTING: u32 = 10_000;

/// The fixed argument of FlattenIntoArray, the target (rooted by the caller), and how
/// deeply it has recursed.
struct Flattener {
    target: ObjectRef,
    nesting: u32,
}

impl Flattener {
    /// 23.1.3.13.1 FlattenIntoArray ( target, source, sourceLen, start, depth
    /// [ , mapperFunction [ , thisArg ] ] ): returns the next target index. The mapper and
    /// its `this` are arguments of the builtin's call, so they are rooted.
    fn flatten(
        &mut self,
        vm: &mut Vm,
        source: ObjectRef,
        source_length: u64,
        start: u64,
        depth: f64,
        mapper: Option<(JSValue, JSValue)>,
    ) -> JsResult<u64> {
        self.nesting += 1;
        if self.nesting > MAX_FLATTEN_NESTING {
            return Err(vm.throw_error(Message::StackOverflow));
        }
        let source = vm.rooted(source);
        // 2. Let targetIndex be start.
        let mut target_index = start;
        // 3-4. Let sourceIndex be +0𝔽; repeat, while sourceIndex < sourceLen,
        let mut next = next_candidate(vm, source.get(), 0, source_length);
        while let Some(source_index) = next {
            // b. Let exists be ? HasProperty(source, P).
            if !has_index(vm, source.get(), source_index)? {
                next = next_candidate(vm, source.get(), source_index + 1, source_length);
                continue;
            }
            // c. If exists is true, then
            // i. Let element be ? Get(source, P).
            let mut element = get_index(vm, source.get(), source_index)?;
            // ii. If mapperFunction is present, set element to ? Call(mapperFunction,
            //     thisArg, « element, sourceIndex, source »).
            if let Some((mapper, this_arg)) = mapper {
                let arguments = [element, index_value(source_index), source.get().to_value()];
                element = vm.call(mapper, this_arg, &arguments)?;
            }
            // iii-iv. Let shouldFlatten be depth > 0 and ? IsArray(element).
            if depth > 0.0 && is_array(vm, element)? {
                // v. If shouldFlatten is true, then
                // 1-2. Let newDepth be depth - 1 (+∞ stays +∞).
                let new_depth = if depth == f64::INFINITY { depth } else { depth - 1.0 };
                // 3. Let elementLen be ? LengthOfArrayLike(element).
                let element = ObjectRef::from_value(element).expect("an array is an object");
                let element_length = vm.length_of_array_like(element)?;
                // 4. Set targetIndex to ? FlattenIntoArray(target, element, elementLen,
                //    targetIndex, newDepth), without the mapper.
                target_index = self.flatten(vm, element, element_length, target_index, new_depth, None)?;
            } else {
                // vi. Else,
                // 1. If targetIndex ≥ 2^53 - 1, throw a TypeError exception.
                if target_index >= MAX_SAFE_INTEGER {
                    return Err(vm.throw_error_with(Message::ThrowTypeError, "Array too long to flatten"));
                }
                // 2. Perform ? CreateDataPropertyOrThrow(target, ! ToString(𝔽(targetIndex)), element).
                create_index(vm, self.target, target_index, element)?;
                // 3. Set targetIndex to targetIndex + 1.
                target_index += 1;
            }
            next = next_candidate(vm, source.get(), source_index + 1, source_length);
        }
        self.nesting -= 1;
        // 5. Return targetIndex.
        Ok(target_index)
    }
}
