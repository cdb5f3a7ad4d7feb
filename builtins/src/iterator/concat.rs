//! Iterator sequencing (the TC39 proposal the suite tests as `iterator-sequencing`):
//! `Iterator.concat ( ...items )`. Every item's @@iterator method is read up front; the
//! iterators are opened one after another, lazily, by a helper (`helper.rs`) whose step
//! yields each inner value in a fresh result object.

use vm::runtime::function::CallArgs;
use vm::{JSValue, JsResult, Message, ObjectRef, PropertyKey, Rooted, Vm};

use super::helper::{self, ARGUMENT, COUNTER, INNER, INNER_NEXT, Kind};
use super::record::{get_iterator_direct, list_get, list_len, list_push, new_list};

/// Iterator.concat ( ...items )
pub(crate) fn concat(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1. Let iterables be a new empty List (here [method, item, ...]).
    let iterables = new_list(vm)?;
    let iterables = vm.rooted(iterables);
    // 2. For each element item of items, do
    for index in 0..args.len() {
        let item = args.get(vm, index);
        // a. If item is not an Object, throw a TypeError exception.
        if ObjectRef::from_value(item).is_none() {
            let detail = format!("Iterator.concat: {} is not an object", vm.describe_value(item));
            return Err(vm.throw_error_with(Message::ThrowTypeError, detail));
        }
        // b. Let method be ? GetMethod(item, %Symbol.iterator%).
        // c. If method is undefined, throw a TypeError exception.
        let Some(method) = vm.get_method(item, PropertyKey::Symbol(vm.symbols.iterator))? else {
            let detail = format!("Iterator.concat: {} is not iterable", vm.describe_value(item));
            return Err(vm.throw_error_with(Message::ThrowTypeError, detail));
        };
        // d. Append the Record { [[OpenMethod]]: method, [[Iterable]]: item } to iterables.
        list_push(vm, iterables.get(), method.to_value())?;
        let item = args.get(vm, index);
        list_push(vm, iterables.get(), item)?;
    }
    // 3-6. The closure over iterables; gen.[[UnderlyingIterators]] is empty.
    let helper = helper::create(vm, Kind::Concat, JSValue::UNDEFINED, JSValue::UNDEFINED, iterables.get().to_value())?;
    Ok(helper.get().to_value())
}

/// One run of concat's closure (step 3), from a yield (or the start) to the next.
pub(crate) fn step(vm: &mut Vm, helper: &Rooted<ObjectRef>) -> JsResult<Option<JSValue>> {
    // a. For each Record iterable of iterables, do
    loop {
        let this = helper.get();
        // v. Repeat, while innerAlive is true,
        if !this.internal(INNER).is_undefined() {
            // 1. Let innerValue be ? IteratorStepValue(iteratorRecord).
            match vm.iterator_step_value(this.internal(INNER), this.internal(INNER_NEXT))? {
                // 3. Else, Yield(innerValue) (a return completion closes the iterator:
                //    `helper.rs`).
                Some(value) => return Ok(Some(value)),
                // 2. If innerValue is done, set innerAlive to false.
                None => {
                    vm.set_internal(helper.get(), INNER, JSValue::UNDEFINED);
                    vm.set_internal(helper.get(), INNER_NEXT, JSValue::UNDEFINED);
                    continue;
                }
            }
        }
        let iterables = ObjectRef::from_value(this.internal(ARGUMENT)).expect("concat's iterables");
        let index = this.internal(COUNTER).as_int32() as u32;
        // b. Return ReturnCompletion(undefined), once every iterable has been iterated.
        if 2 * index >= list_len(vm, iterables) {
            return Ok(None);
        }
        vm.set_internal(this, COUNTER, JSValue::from_i32(index as i32 + 1));
        // i. Let iter be ? Call(iterable.[[OpenMethod]], iterable.[[Iterable]]).
        let method = list_get(vm, iterables, 2 * index);
        let iterable = list_get(vm, iterables, 2 * index + 1);
        let iterator = vm.call(method, iterable, &[])?;
        // ii. If iter is not an Object, throw a TypeError exception.
        let Some(iterator) = ObjectRef::from_value(iterator) else {
            let detail = format!("Iterator.concat: the iterator {} is not an object", vm.describe_value(iterator));
            return Err(vm.throw_error_with(Message::ThrowTypeError, detail));
        };
        // iii. Let iteratorRecord be ? GetIteratorDirect(iter).
        let iterator = vm.rooted(iterator);
        let next = get_iterator_direct(vm, iterator.get())?;
        // iv. Let innerAlive be true.
        vm.set_internal(helper.get(), INNER, iterator.get().to_value());
        vm.set_internal(helper.get(), INNER_NEXT, next);
    }
}
