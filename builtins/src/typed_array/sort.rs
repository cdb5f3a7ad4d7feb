//! 23.2.3.29 %TypedArray%.prototype.sort and 23.2.3.33 %TypedArray%.prototype.toSorted.
//!
//! SortIndexedProperties reads every element first (the raw elements: no JavaScript can
//! run while they are read), sorts that list, then writes it back; a comparator that
//! detaches or shrinks the buffer changes only which writes land. Without a comparator the
//! elements compare as numbers (NaN last, -0 before +0), which a plain stable sort of the
//! raw elements does with no allocation even for BigInts.

use std::cmp::Ordering;

use vm::object::typed_array::TypedArrayKind;
use vm::runtime::function::CallArgs;
use vm::{JSValue, JsResult, Message, Vm};

use super::{create_same_type, validate_typed_array};
use crate::array::sort::{comparator_argument, merge_sort};

/// 23.2.3.29 %TypedArray%.prototype.sort ( comparefn )
pub(super) fn sort(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1. If comparefn is not undefined and IsCallable(comparefn) is false, throw a TypeError.
    let compare = comparator_argument(vm, args)?;
    // 2-4. Let taRecord be ? ValidateTypedArray(obj, seq-cst); len.
    let (array, length) = validate_typed_array(vm, args.this, "%TypedArray%.prototype.sort")?;
    // 5-7. Let sortedList be ? SortIndexedProperties(obj, len, SortCompare, read-through-holes).
    let values = array.get().raw_elements(0, length as usize).map_err(|_| vm.throw_error(Message::OutOfMemory))?;
    let sorted = sort_raw(vm, array.get().kind(), values, compare)?;
    // 8-9. Perform ! Set(obj, ! ToString(𝔽(j)), sortedList[j], true) for each j.
    array.get().write_raw_elements(0, &sorted);
    // 10. Return obj.
    Ok(args.this)
}

/// 23.2.3.33 %TypedArray%.prototype.toSorted ( comparefn )
pub(super) fn to_sorted(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1. If comparefn is not undefined and IsCallable(comparefn) is false, throw a TypeError.
    let compare = comparator_argument(vm, args)?;
    // 2-4. Let taRecord be ? ValidateTypedArray(O, seq-cst); len.
    let (array, length) = validate_typed_array(vm, args.this, "%TypedArray%.prototype.toSorted")?;
    // 5. Let A be ? TypedArrayCreateSameType(O, « 𝔽(len) »).
    let result = create_same_type(vm, array.get(), length)?;
    let result = vm.rooted(result);
    // 6-8. Let sortedList be ? SortIndexedProperties(O, len, SortCompare, read-through-holes).
    let values = array.get().raw_elements(0, length as usize).map_err(|_| vm.throw_error(Message::OutOfMemory))?;
    let sorted = sort_raw(vm, array.get().kind(), values, compare)?;
    // 9-10. Perform ! Set(A, ! ToString(𝔽(j)), sortedList[j], true) for each j.
    result.get().write_raw_elements(0, &sorted);
    // 11. Return A.
    Ok(result.get().to_value())
}

/// Sorts raw elements of `kind` with 23.2.4.7 CompareTypedArrayElements.
fn sort_raw(vm: &mut Vm, kind: TypedArrayKind, mut values: Vec<u64>, compare: Option<JSValue>) -> JsResult<Vec<u64>> {
    let Some(compare) = compare else {
        // 3-9. Numeric order: NaN after everything, -0 before +0.
        values.sort_by(|&x, &y| compare_numeric(kind, x, y));
        return Ok(values);
    };
    let scratch = vm.vec_with_capacity(values.len())?;
    merge_sort(values, scratch, |&x, &y| {
        // 2.a. Let v be ? ToNumber(? Call(comparefn, undefined, « x, y »)).
        let x = vm.typed_array_value(kind, x)?;
        let x = vm.root_value(x);
        let y = vm.typed_array_value(kind, y)?;
        let result = vm.call(compare, JSValue::UNDEFINED, &[x.get(), y])?;
        let v = vm.to_number(result)?;
        // 2.b-c. If v is NaN, return +0𝔽; return v. (In order unless v > 0.)
        Ok(v <= 0.0 || v.is_nan())
    })
}

/// CompareTypedArrayElements without a comparator, on raw elements.
fn compare_numeric(kind: TypedArrayKind, x: u64, y: u64) -> Ordering {
    match kind {
        TypedArrayKind::BigInt64 => (x as i64).cmp(&(y as i64)),
        TypedArrayKind::BigUint64 => x.cmp(&y),
        _ => {
            let (x, y) = (kind.decode_number(x), kind.decode_number(y));
            match (x.is_nan(), y.is_nan()) {
                (true, true) => Ordering::Equal,
                (true, false) => Ordering::Greater,
                (false, true) => Ordering::Less,
                // -0 before +0: compare the signs of equal zeros.
                _ if x == 0.0 && y == 0.0 => y.is_sign_negative().cmp(&x.is_sign_negative()),
                _ => x.partial_cmp(&y).expect("neither is NaN"),
            }
        }
    }
}
