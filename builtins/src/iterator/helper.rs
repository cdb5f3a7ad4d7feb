//! 27.1.2.1 %IteratorHelperPrototype% and the Iterator Helper objects: what the lazy
//! methods (`map`, `filter`, `take`, `drop`, `flatMap`, `chunks`, `windows`),
//! `Iterator.concat` and `Iterator.zip`/`zipKeyed` return.
//!
//! The specification makes each one with CreateIteratorFromClosure over an Abstract
//! Closure that yields. Here each is a native state machine: a `JSType::IteratorHelper`
//! object whose internal fields hold what the closure captures and where it stopped, and
//! one step function per kind that runs the closure from its last yield to its next one.
//!
//! ```text
//!   helper | butterfly | UNDERLYING | NEXT | KIND | STATE | ARGUMENT | COUNTER | INNER | INNER_NEXT
//! ```
//!
//! | kind | UNDERLYING, NEXT | ARGUMENT | COUNTER | INNER, INNER_NEXT |
//! |---|---|---|---|---|
//! | map, filter | the iterated record | the callback | the counter | |
//! | take, drop | the iterated record | the remaining count (a Number, maybe +∞) | | |
//! | flatMap | the iterated record | the mapper | the counter | the inner record, while alive |
//! | chunks | the iterated record | the size | | INNER_NEXT: true once the iterated is done |
//! | windows | the iterated record | the size | true for "allow-partial" | the window (a list); INNER_NEXT as chunks |
//! | concat | | the list `[method, iterable, ...]` | the next index | the current record |
//! | zip | the list of records, `[iterator, next, ...]` (null once exhausted) and the padding list | the mode | | the keys (zipKeyed) |
//!
//! STATE is the \[\[GeneratorState\]\]: GeneratorValidate is a check of it, so a helper
//! that is running (its step is in a call into JavaScript) throws a TypeError when resumed
//! again, and a helper that threw or returned stays completed. Every value the fields hold
//! is traced, so what a step keeps across a call lives in the fields or in a root.

use vm::cell::{ITERATOR_HELPER_FIELDS, JSType};
use vm::runtime::function::{CallArgs, NativeFn};
use vm::runtime::realm::Intrinsic;
use vm::structure::DEFAULT_INLINE_CAPACITY;
use vm::{JSValue, JsResult, Message, ObjectRef, Rooted, Vm};

use super::record::close_with;
use super::{chunking, concat, lazy, zip};
use crate::util;

pub(crate) const UNDERLYING: usize = 0;
pub(crate) const NEXT: usize = 1;
const KIND: usize = 2;
const STATE: usize = 3;
pub(crate) const ARGUMENT: usize = 4;
pub(crate) const COUNTER: usize = 5;
pub(crate) const INNER: usize = 6;
pub(crate) const INNER_NEXT: usize = 7;
const _: () = assert!(INNER_NEXT + 1 == ITERATOR_HELPER_FIELDS as usize);

/// Which closure a helper runs.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Kind {
    Map,
    Filter,
    Take,
    Drop,
    FlatMap,
    Chunks,
    Windows,
    Concat,
    Zip,
}

const KINDS: [Kind; 9] = [
    Kind::Map,
    Kind::Filter,
    Kind::Take,
    Kind::Drop,
    Kind::FlatMap,
    Kind::Chunks,
    Kind::Windows,
    Kind::Concat,
    Kind::Zip,
];

/// 27.5 \[\[GeneratorState\]\], as far as a helper has one.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum State {
    SuspendedStart,
    SuspendedYield,
    Executing,
    Completed,
}

const STATES: [State; 4] = [State::SuspendedStart, State::SuspendedYield, State::Executing, State::Completed];

/// %IteratorHelperPrototype%'s methods (27.1.2.1.1-2).
const PROTOTYPE_METHODS: &[(&str, u32, NativeFn)] = &[("next", 0, next), ("return", 0, return_)];

/// Makes %IteratorHelperPrototype% (its [[Prototype]] is %Iterator.prototype%).
pub(crate) fn install(vm: &mut Vm) -> JsResult<()> {
    let parent = vm.intrinsic(Intrinsic::IteratorPrototype);
    let prototype = vm.new_object(parent.to_value())?;
    let prototype = vm.rooted(prototype);
    vm.set_intrinsic(vm.realm(), Intrinsic::IteratorHelperPrototype, prototype.get().to_value());
    util::methods(vm, prototype.get(), PROTOTYPE_METHODS)?;
    // 27.1.2.1.3 %IteratorHelperPrototype% [ %Symbol.toStringTag% ]: "Iterator Helper".
    super::to_string_tag(vm, prototype.get(), "Iterator Helper")
}

/// CreateIteratorFromClosure(closure, "Iterator Helper", %IteratorHelperPrototype%): a
/// helper of `kind`, suspended at its start, whose UNDERLYING, NEXT and ARGUMENT are the
/// given values (the caller fills the other fields). May collect.
pub(crate) fn create(
    vm: &mut Vm,
    kind: Kind,
    underlying: JSValue,
    next: JSValue,
    argument: JSValue,
) -> JsResult<Rooted<ObjectRef>> {
    let roots = [vm.root_value(underlying), vm.root_value(next), vm.root_value(argument)];
    let prototype = vm.realm().intrinsic(Intrinsic::IteratorHelperPrototype);
    let structure = vm.root_structure(prototype, JSType::IteratorHelper, DEFAULT_INLINE_CAPACITY, 0)?;
    let helper = vm.new_object_with_structure(structure)?;
    vm.set_internal(helper, UNDERLYING, roots[0].get());
    vm.set_internal(helper, NEXT, roots[1].get());
    vm.set_internal(helper, KIND, JSValue::from_i32(kind as i32));
    vm.set_internal(helper, STATE, JSValue::from_i32(State::SuspendedStart as i32));
    vm.set_internal(helper, ARGUMENT, roots[2].get());
    vm.set_internal(helper, COUNTER, JSValue::from_i32(0));
    Ok(vm.rooted(helper))
}

fn kind(helper: ObjectRef) -> Kind {
    KINDS[helper.internal(KIND).as_int32() as usize]
}

fn state(helper: ObjectRef) -> State {
    STATES[helper.internal(STATE).as_int32() as usize]
}

fn set_state(vm: &Vm, helper: ObjectRef, state: State) {
    vm.set_internal(helper, STATE, JSValue::from_i32(state as i32));
}

/// RequireInternalSlot(O, [[UnderlyingIterator]]): the this value as a helper.
fn this_helper(vm: &mut Vm, this: JSValue, method: &str) -> JsResult<ObjectRef> {
    match ObjectRef::from_value(this).filter(|object| object.js_type() == JSType::IteratorHelper) {
        Some(helper) => Ok(helper),
        None => {
            let detail = format!("Iterator Helper.prototype.{method} ({})", vm.describe_value(this));
            Err(vm.throw_error_with(Message::InvalidIncompatibleReceiver, detail))
        }
    }
}

/// 27.5.3.2 GeneratorValidate's check of the state: a running helper throws.
fn validate(vm: &mut Vm, helper: ObjectRef) -> JsResult<State> {
    let state = state(helper);
    if state == State::Executing {
        return Err(vm.throw_error(Message::GeneratorRunning));
    }
    Ok(state)
}

/// 27.1.2.1.1 %IteratorHelperPrototype%.next ( )
fn next(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1. Return ? GeneratorResume(this value, undefined, "Iterator Helper").
    let helper = this_helper(vm, args.this, "next")?;
    let helper = vm.rooted(helper);
    // GeneratorResume 1-2. Let state be ? GeneratorValidate(generator, generatorBrand);
    //    if state is completed, return CreateIterResultObject(undefined, true).
    if validate(vm, helper.get())? == State::Completed {
        return Ok(vm.create_iter_result_object(JSValue::UNDEFINED, true)?.to_value());
    }
    // 5-9. Set the state to executing and resume the closure until it yields or returns.
    set_state(vm, helper.get(), State::Executing);
    let step = match kind(helper.get()) {
        Kind::Map => lazy::map_step(vm, &helper),
        Kind::Filter => lazy::filter_step(vm, &helper),
        Kind::Take => lazy::take_step(vm, &helper),
        Kind::Drop => lazy::drop_step(vm, &helper),
        Kind::FlatMap => lazy::flat_map_step(vm, &helper),
        Kind::Chunks => chunking::chunks_step(vm, &helper),
        Kind::Windows => chunking::windows_step(vm, &helper),
        Kind::Concat => concat::step(vm, &helper),
        Kind::Zip => zip::step(vm, &helper),
    };
    match step {
        // GeneratorYield: suspended at a yield, the value in a result not done.
        Ok(Some(value)) => {
            let value = vm.root_value(value);
            set_state(vm, helper.get(), State::SuspendedYield);
            Ok(vm.create_iter_result_object(value.get(), false)?.to_value())
        }
        // The closure returned (or threw): completed for good.
        Ok(None) => {
            finish(vm, helper.get());
            Ok(vm.create_iter_result_object(JSValue::UNDEFINED, true)?.to_value())
        }
        Err(error) => {
            finish(vm, helper.get());
            Err(error)
        }
    }
}

/// 27.1.2.1.2 %IteratorHelperPrototype%.return ( )
fn return_(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1-2. Let O be the this value. Perform ? RequireInternalSlot(O, [[UnderlyingIterator]]).
    let helper = this_helper(vm, args.this, "return")?;
    let helper = vm.rooted(helper);
    // 4. If O.[[GeneratorState]] is suspended-start, then
    if state(helper.get()) == State::SuspendedStart {
        // a. Set O.[[GeneratorState]] to completed.
        set_state(vm, helper.get(), State::Completed);
        // c. Perform ? IteratorCloseAll(O.[[UnderlyingIterators]], NormalCompletion(unused)).
        let closed = close_at_start(vm, helper.get());
        clear(vm, helper.get());
        closed?;
        // d. Return CreateIterResultObject(undefined, true).
        return Ok(vm.create_iter_result_object(JSValue::UNDEFINED, true)?.to_value());
    }
    // 5-6. Return ? GeneratorResumeAbrupt(O, ReturnCompletion(undefined), "Iterator Helper").
    if validate(vm, helper.get())? == State::Completed {
        return Ok(vm.create_iter_result_object(JSValue::UNDEFINED, true)?.to_value());
    }
    // Suspended at a yield: the closure resumes with a return completion, which closes
    // what it iterates and ends it.
    set_state(vm, helper.get(), State::Executing);
    let closed = close_at_yield(vm, helper.get());
    finish(vm, helper.get());
    closed?;
    Ok(vm.create_iter_result_object(JSValue::UNDEFINED, true)?.to_value())
}

/// Marks a helper completed and lets go of what it held.
fn finish(vm: &Vm, helper: ObjectRef) {
    set_state(vm, helper, State::Completed);
    clear(vm, helper);
}

/// A completed helper never runs again: its iterators and lists can be collected.
fn clear(vm: &Vm, helper: ObjectRef) {
    for field in [UNDERLYING, NEXT, ARGUMENT, COUNTER, INNER, INNER_NEXT] {
        vm.set_internal(helper, field, JSValue::UNDEFINED);
    }
}

/// `return` before the first `next`: the underlying iterators are closed with a normal
/// completion (none for `Iterator.concat`, which has opened none).
fn close_at_start(vm: &mut Vm, helper: ObjectRef) -> JsResult<()> {
    match kind(helper) {
        Kind::Concat => Ok(()),
        Kind::Zip => {
            let records = ObjectRef::from_value(helper.internal(UNDERLYING)).expect("zip's records");
            super::record::close_all(vm, records, Ok(()))
        }
        _ => vm.iterator_close(helper.internal(UNDERLYING)),
    }
}

/// `return` at a yield: what the closure does with the return completion its Yield
/// gives back.
fn close_at_yield(vm: &mut Vm, helper: ObjectRef) -> JsResult<()> {
    match kind(helper) {
        // IfAbruptCloseIterator(completion, iterated).
        Kind::Map | Kind::Filter | Kind::Take | Kind::Drop => vm.iterator_close(helper.internal(UNDERLYING)),
        // The last, partial chunk or window is yielded after the iterated is done: the
        // closure then only returns.
        Kind::Chunks | Kind::Windows if helper.internal(INNER_NEXT) == JSValue::TRUE => Ok(()),
        Kind::Chunks | Kind::Windows => vm.iterator_close(helper.internal(UNDERLYING)),
        Kind::FlatMap => {
            // Let backupCompletion be Completion(IteratorClose(innerIterator, completion)).
            // IfAbruptCloseIterator(backupCompletion, iterated).
            // Return ? IteratorClose(iterated, completion).
            let underlying = vm.root_value(helper.internal(UNDERLYING));
            match vm.iterator_close(helper.internal(INNER)) {
                Ok(()) => vm.iterator_close(underlying.get()),
                Err(error) => Err(close_with(vm, underlying.get(), error)),
            }
        }
        // Return ? IteratorClose(iteratorRecord, completion).
        Kind::Concat => vm.iterator_close(helper.internal(INNER)),
        // Return ? IteratorCloseAll(openIters, completion).
        Kind::Zip => {
            let records = ObjectRef::from_value(helper.internal(UNDERLYING)).expect("zip's records");
            super::record::close_all(vm, records, Ok(()))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::iterator::record::{list_get, list_len, list_push, new_list};
    use vm::{PropertyKey, VmOptions};

    /// A realm whose heap collects after every 64 KiB allocated.
    fn collecting_vm() -> Vm {
        let mut options = VmOptions::default();
        options.heap.min_bytes_between_collections = 64 << 10;
        options.heap.generational = false;
        let mut vm = Vm::new(options).expect("a VM");
        crate::install(&mut vm).expect("the builtins");
        vm
    }

    fn tagged_object(vm: &mut Vm, tag: i32) -> ObjectRef {
        let object = vm.new_object(JSValue::NULL).expect("an object");
        let object = vm.rooted(object);
        let key = vm.property_key_from_str("tag").expect("a key");
        vm.create_data_property_or_throw(object.get(), key, JSValue::from_i32(tag)).expect("a property");
        object.get()
    }

    fn tag(vm: &mut Vm, value: JSValue) -> i32 {
        let object = ObjectRef::from_value(value).expect("an object");
        let key: PropertyKey = vm.property_key_from_str("tag").expect("a key");
        vm.get(object, key).expect("the tag").as_int32()
    }

    #[test]
    fn a_helper_keeps_its_fields_and_lists_alive_across_collections() {
        let mut vm = collecting_vm();
        let underlying = tagged_object(&mut vm, 1);
        let underlying = vm.rooted(underlying);
        let list = new_list(&mut vm).expect("a list");
        let list = vm.rooted(list);
        for tag in 10..20 {
            let element = tagged_object(&mut vm, tag);
            list_push(&mut vm, list.get(), element.to_value()).expect("a push");
        }
        let helper = create(&mut vm, Kind::Zip, underlying.get().to_value(), JSValue::NULL, list.get().to_value())
            .expect("a helper");
        // Only the helper is rooted now; everything else is reachable through its fields.
        drop((underlying, list));
        for _ in 0..200_000 {
            vm.new_object(JSValue::NULL).expect("garbage");
        }
        let this = helper.get();
        assert_eq!(kind(this), Kind::Zip);
        assert_eq!(state(this), State::SuspendedStart);
        assert_eq!(tag(&mut vm, this.internal(UNDERLYING)), 1);
        assert!(this.internal(NEXT).is_null());
        let list = ObjectRef::from_value(this.internal(ARGUMENT)).expect("the list");
        assert_eq!(list_len(&vm, list), 10);
        for index in 0..10 {
            let element = list_get(&vm, list, index);
            assert_eq!(tag(&mut vm, element), 10 + index as i32);
        }
        // A list has no prototype: past its end is undefined, whatever Array.prototype holds.
        assert!(list_get(&vm, list, 10).is_undefined());
    }

    #[test]
    fn finishing_a_helper_drops_what_it_held() {
        let mut vm = collecting_vm();
        let underlying = tagged_object(&mut vm, 1);
        let helper = create(&mut vm, Kind::Map, underlying.to_value(), JSValue::UNDEFINED, JSValue::UNDEFINED)
            .expect("a helper");
        finish(&vm, helper.get());
        assert_eq!(state(helper.get()), State::Completed);
        assert!(helper.get().internal(UNDERLYING).is_undefined());
        // A completed helper answers done without running anything.
        assert_eq!(validate(&mut vm, helper.get()).ok(), Some(State::Completed));
    }
}
