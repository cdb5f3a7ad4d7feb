//! 27.1 Iteration (%Iterator.prototype%, %AsyncIteratorPrototype%,
//! %AsyncFromSyncIteratorPrototype%) and 23.1.5 Array Iterator Objects.
//!
//! Array iterators themselves (their state and step) are in `vm/src/runtime/array_iterator.rs`,
//! where the interpreter's `for-of` fast path can step them.
//!
//! ```text
//!   iterator/constructor.rs  27.1.3 Iterator, Iterator.from, %WrapForValidIteratorPrototype%,
//!                            the constructor and @@toStringTag accessors
//!   iterator/helper.rs       27.1.2.1 %IteratorHelperPrototype%: the helpers' state machine
//!   iterator/lazy.rs         map, filter, take, drop, flatMap
//!   iterator/chunking.rs     chunks, windows (proposal)
//!   iterator/eager.rs        reduce, toArray, forEach, some, every, find, includes (proposal)
//!   iterator/concat.rs       Iterator.concat (proposal)
//!   iterator/zip.rs          Iterator.zip, Iterator.zipKeyed (proposal)
//!   iterator/record.rs       the operations on Iterator Records they share
//! ```

use vm::cell::JSType;
pub(crate) use vm::runtime::array_iterator::ArrayIterationKind;
use vm::runtime::async_from_sync::{async_from_sync_next, async_from_sync_return, async_from_sync_throw};
use vm::runtime::function::{CallArgs, NativeFn};
use vm::runtime::realm::Intrinsic;
use vm::{Attributes, JSValue, JsResult, Message, ObjectRef, PropertyKey, Vm};

use crate::util;

mod chunking;
mod concat;
mod constructor;
mod eager;
mod helper;
mod lazy;
mod record;
mod zip;

/// The functions of the Iterator constructor after `from` (proposals).
const CONSTRUCTOR_METHODS: &[(&str, u32, NativeFn)] =
    &[("concat", 0, concat::concat), ("zip", 1, zip::zip), ("zipKeyed", 1, zip::zip_keyed)];

/// %Iterator.prototype%'s methods, in the specification's order (27.1.4), then the
/// proposals'.
const PROTOTYPE_METHODS: &[(&str, u32, NativeFn)] = &[
    ("drop", 1, lazy::drop),
    ("every", 1, eager::every),
    ("filter", 1, lazy::filter),
    ("find", 1, eager::find),
    ("flatMap", 1, lazy::flat_map),
    ("forEach", 1, eager::for_each),
    ("map", 1, lazy::map),
    ("reduce", 1, eager::reduce),
    ("some", 1, eager::some),
    ("take", 1, lazy::take),
    ("toArray", 0, eager::to_array),
    ("chunks", 1, chunking::chunks),
    ("windows", 1, chunking::windows),
    ("includes", 1, eager::includes),
];

/// %AsyncFromSyncIteratorPrototype%'s methods (27.1.4.2).
const ASYNC_FROM_SYNC_METHODS: &[(&str, u32, NativeFn)] =
    &[("next", 1, async_from_sync_next), ("return", 1, async_from_sync_return), ("throw", 1, async_from_sync_throw)];

pub fn install(vm: &mut Vm) -> JsResult<()> {
    // 27.1.3 The Iterator constructor and its functions.
    let constructor = constructor::install(vm)?;
    util::methods(vm, constructor, CONSTRUCTOR_METHODS)?;
    // 27.1.4 %Iterator.prototype%: constructor (above), the methods, @@iterator,
    // @@toStringTag.
    let iterator_prototype = vm.intrinsic(Intrinsic::IteratorPrototype);
    util::methods(vm, iterator_prototype, PROTOTYPE_METHODS)?;
    let iterator_prototype = vm.intrinsic(Intrinsic::IteratorPrototype);
    let iterator = vm.symbols.iterator;
    util::symbol_method(vm, iterator_prototype, iterator, "[Symbol.iterator]", 0, return_this)?;
    constructor::install_to_string_tag(vm)?;
    // 27.1.2.1 %IteratorHelperPrototype%.
    helper::install(vm)?;
    // 27.1.3.1 %AsyncIteratorPrototype% [ @@asyncIterator ] ( )
    let async_iterator_prototype = vm.intrinsic(Intrinsic::AsyncIteratorPrototype);
    let async_iterator = vm.symbols.async_iterator;
    util::symbol_method(vm, async_iterator_prototype, async_iterator, "[Symbol.asyncIterator]", 0, return_this)?;
    // %IteratorPrototype% [ @@dispose ] and %AsyncIteratorPrototype% [ @@asyncDispose ].
    crate::iterator_dispose::install(vm)?;
    // 27.1.4.2 The %AsyncFromSyncIteratorPrototype% Object.
    let async_from_sync_prototype = vm.intrinsic(Intrinsic::AsyncFromSyncIteratorPrototype);
    let async_from_sync_root = vm.rooted(async_from_sync_prototype);
    for &(name, length, native) in ASYNC_FROM_SYNC_METHODS {
        util::method(vm, async_from_sync_root.get(), name, length, native)?;
    }
    // 23.1.5.2 The %ArrayIteratorPrototype% Object.
    let array_iterator_prototype = vm.intrinsic(Intrinsic::ArrayIteratorPrototype);
    let array_iterator_root = vm.rooted(array_iterator_prototype);
    // 23.1.5.2.1 %ArrayIteratorPrototype%.next ( )
    let next = util::method(vm, array_iterator_prototype, "next", 0, array_iterator_next)?;
    let realm = vm.realm();
    vm.set_intrinsic(realm, Intrinsic::ArrayIteratorNext, next.to_value());
    // 23.1.5.2.2 %ArrayIteratorPrototype% [ @@toStringTag ]: "Array Iterator".
    to_string_tag(vm, array_iterator_root.get(), "Array Iterator")
}

/// Defines `object[@@toStringTag]` as `tag`: { [[Writable]]: false, [[Enumerable]]: false,
/// [[Configurable]]: true }.
pub(crate) fn to_string_tag(vm: &mut Vm, object: ObjectRef, tag: &str) -> JsResult<()> {
    let object_root = vm.rooted(object);
    let tag = vm.new_string(tag)?;
    let key = PropertyKey::Symbol(vm.symbols.to_string_tag);
    vm.define_own_property(object_root.get(), key, tag.to_value(), Attributes::CONFIGURABLE)
}

/// 27.1.4.13 %Iterator.prototype% [ @@iterator ] ( ) and 27.1.3.1 %AsyncIteratorPrototype%
/// [ @@asyncIterator ] ( )
fn return_this(_vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1. Return the this value.
    Ok(args.this)
}

/// 7.4.3 GetIteratorFromMethod ( obj, method ): the iterator and its `next` method.
pub(crate) fn get_iterator_from_method(vm: &mut Vm, object: JSValue, method: JSValue) -> JsResult<(JSValue, JSValue)> {
    // 1. Let iterator be ? Call(method, obj).
    let iterator = vm.call(method, object, &[])?;
    // 2. If iterator is not an Object, throw a TypeError exception.
    if ObjectRef::from_value(iterator).is_none() {
        let detail = vm.describe_value(iterator);
        return Err(vm.throw_error_with(Message::NotAnObject, detail));
    }
    let iterator = vm.root_value(iterator);
    // 3. Let nextMethod be ? Get(iterator, "next").
    let next = vm.get_value_property(iterator.get(), PropertyKey::Atom(vm.names.next))?;
    // 4-5. Return the Iterator Record { [[Iterator]], [[NextMethod]], [[Done]]: false }.
    Ok((iterator.get(), next))
}

/// 23.1.5.1 CreateArrayIterator ( array, kind )
pub(crate) fn create_array_iterator(vm: &mut Vm, array: ObjectRef, kind: ArrayIterationKind) -> JsResult<ObjectRef> {
    // 1-4. CreateIteratorFromClosure over the array, index 0 and the kind, with
    //    %ArrayIteratorPrototype% (vm/src/runtime/array_iterator.rs).
    vm.new_array_iterator(array, kind)
}

/// 23.1.5.2.1 %ArrayIteratorPrototype%.next ( )
fn array_iterator_next(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1. Return ? GeneratorResume(this value, empty, "%ArrayIteratorPrototype%"), whose
    //    GeneratorValidate rejects anything but an array iterator.
    let Some(iterator) = ObjectRef::from_value(args.this).filter(|o| o.js_type() == JSType::ArrayIterator) else {
        let detail = format!("Array Iterator.prototype.next ({})", vm.describe_value(args.this));
        return Err(vm.throw_error_with(Message::InvalidIncompatibleReceiver, detail));
    };
    // GeneratorYield(CreateIterResultObject(result, false)), or { undefined, true } once the
    // closure has returned.
    match vm.array_iterator_next_value(iterator)? {
        Some(result) => Ok(vm.create_iter_result_object(result, false)?.to_value()),
        None => Ok(vm.create_iter_result_object(JSValue::UNDEFINED, true)?.to_value()),
    }
}
