//! Array Iterator objects (23.1.5), the iterators of arrays, typed arrays and array-likes.
//!
//! ```text
//!   iterator | butterfly | iterated (undefined once finished) | next index | raw: kind | running << 8
//! ```
//!
//! The specification builds the iterator from a generator closure (CreateIteratorFromClosure);
//! this state machine behaves the same: reaching the end or an abrupt completion finishes it
//! for good, and a `next` reached from inside its own step (a getter calling `next`) is a
//! TypeError, as resuming a running generator is.
//!
//! The step lives here rather than with `%ArrayIteratorPrototype%.next` in `builtins` because
//! the interpreter takes it directly: a `for-of` over an array iterator whose `next` is the
//! original steps the iterator without calling `next` or making `{ value, done }` objects,
//! which nothing can observe (the result objects are fresh and their properties own data).

use crate::cell::JSType;
use crate::error::{JsResult, Message};
use crate::object::ObjectRef;
use crate::object::typed_array::TypedArrayRef;
use crate::property::PropertyKey;
use crate::runtime::realm::Intrinsic;
use crate::structure::DEFAULT_INLINE_CAPACITY;
use crate::value::JSValue;
use crate::vm::Vm;

/// Internal field: the iterated object, or undefined once the iterator is finished.
pub(crate) const ITERATED: usize = 0;
/// Internal field: the index of the next element (a Number).
pub(crate) const NEXT_INDEX: usize = 1;
/// Internal fields holding JSValues; the raw word comes after them.
pub(crate) const VALUE_FIELDS: usize = 2;
/// Raw word: the kind (low byte) and the running flag.
const STATE: usize = 0;
const RUNNING: u64 = 1 << 8;

/// What an array iterator produces (23.1.5.1 CreateArrayIterator's `kind`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ArrayIterationKind {
    Keys = 0,
    Values = 1,
    Entries = 2,
}

impl ArrayIterationKind {
    fn from_state(state: u64) -> ArrayIterationKind {
        match state & 0xff {
            0 => ArrayIterationKind::Keys,
            1 => ArrayIterationKind::Values,
            _ => ArrayIterationKind::Entries,
        }
    }
}

/// The largest index an element key can have as `PropertyKey::Index`.
const MAX_INDEX_KEY: u64 = u32::MAX as u64 - 1;

impl Vm {
    /// 23.1.5.1 CreateArrayIterator ( array, kind ), with the current realm's
    /// %ArrayIteratorPrototype%. May collect.
    pub fn new_array_iterator(&mut self, array: ObjectRef, kind: ArrayIterationKind) -> JsResult<ObjectRef> {
        let array_root = self.rooted(array);
        let prototype = self.realm().intrinsic(Intrinsic::ArrayIteratorPrototype);
        let structure = self.root_structure(prototype, JSType::ArrayIterator, DEFAULT_INLINE_CAPACITY, 0)?;
        let iterator = self.new_object_with_structure(structure)?;
        // 1-3. The closure's captured state: the array, index 0 and the kind.
        self.set_internal(iterator, ITERATED, array_root.get().to_value());
        self.set_internal(iterator, NEXT_INDEX, JSValue::from_i32(0));
        iterator.set_internal_raw(STATE, kind as u64);
        Ok(iterator)
    }

    /// One resumption of CreateArrayIterator's closure: the value it yields, or `None` when
    /// it has returned (now and from now on). May run JavaScript (getters, proxy traps); the
    /// caller keeps `iterator` reachable (it is in a register or an argument).
    #[inline]
    pub fn array_iterator_next_value(&mut self, iterator: ObjectRef) -> JsResult<Option<JSValue>> {
        match self.array_iterator_quiet_step(iterator) {
            Some(step) => step,
            None => self.array_iterator_general_step(iterator),
        }
    }

    /// The resumption that may run JavaScript, guarded against re-entering itself.
    #[inline(never)]
    fn array_iterator_general_step(&mut self, iterator: ObjectRef) -> JsResult<Option<JSValue>> {
        let state = iterator.internal_raw(STATE);
        let array = ObjectRef::from_value(iterator.internal(ITERATED)).expect("a quiet step takes a finished one");
        let index = iterator.internal(NEXT_INDEX).as_number() as u64;
        iterator.set_internal_raw(STATE, state | RUNNING);
        let step = self.array_iterator_step(array, index, ArrayIterationKind::from_state(state));
        iterator.set_internal_raw(STATE, state);
        self.array_iterator_advance(iterator, index, step)
    }

    /// The same resumption when it runs no JavaScript: an iterator running a step (which
    /// throws), a finished one, and the element of an Array that is its own data (or past
    /// the end) or of a typed array in bounds. `None`, with nothing done, when the general
    /// step must run. Collects only for an entries array or a BigInt element.
    pub fn array_iterator_quiet_step(&mut self, iterator: ObjectRef) -> Option<JsResult<Option<JSValue>>> {
        debug_assert_eq!(iterator.js_type(), JSType::ArrayIterator);
        let state = iterator.internal_raw(STATE);
        if state & RUNNING != 0 {
            return Some(Err(self.throw_error(Message::GeneratorRunning)));
        }
        // A finished iterator stays finished (GeneratorState completed).
        let Some(array) = ObjectRef::from_value(iterator.internal(ITERATED)) else { return Some(Ok(None)) };
        let index = iterator.internal(NEXT_INDEX).as_number() as u64;
        let step = self.array_iterator_fast_step(array, index, ArrayIterationKind::from_state(state))?;
        Some(self.array_iterator_advance(iterator, index, step))
    }

    /// What a step of the closure leaves: the index moves on past a yielded value; the end
    /// or an abrupt completion finishes the iterator.
    fn array_iterator_advance(
        &mut self,
        iterator: ObjectRef,
        index: u64,
        step: JsResult<Option<JSValue>>,
    ) -> JsResult<Option<JSValue>> {
        match step {
            // vii-viii. GeneratorYield(CreateIterResultObject(result, false)); then the index
            // moves on.
            Ok(Some(result)) => {
                self.set_internal(iterator, NEXT_INDEX, JSValue::from_number((index + 1) as f64));
                Ok(Some(result))
            }
            // iii. The end: return undefined, completing the generator. An abrupt completion
            // completes it too.
            Ok(None) | Err(_) => {
                self.set_internal(iterator, ITERATED, JSValue::UNDEFINED);
                step
            }
        }
    }

    /// The step of an Array whose element `index` is its own data (or is past the end), or
    /// of a typed array in bounds: no JavaScript can run, so it needs no reentrancy guard.
    /// `None` when the general step must run (a hole, an accessor, another object, a typed
    /// array out of bounds, which throws there).
    fn array_iterator_fast_step(
        &mut self,
        array: ObjectRef,
        index: u64,
        kind: ArrayIterationKind,
    ) -> Option<JsResult<Option<JSValue>>> {
        let value = if let Some(typed_array) = TypedArrayRef::from_object(array) {
            // i. 1-3. The length of a typed array in bounds.
            if typed_array.is_out_of_bounds() {
                return None;
            }
            if index >= typed_array.length() as u64 {
                return Some(Ok(None));
            }
            if kind == ArrayIterationKind::Keys {
                return Some(Ok(Some(JSValue::from_number(index as f64))));
            }
            match self.typed_array_get_element(typed_array, index) {
                Ok(value) => value,
                Err(error) => return Some(Err(error)),
            }
        } else {
            if array.js_type() != JSType::Array {
                return None;
            }
            if index >= self.array_length(array) as u64 {
                return Some(Ok(None));
            }
            if kind == ArrayIterationKind::Keys {
                return Some(Ok(Some(JSValue::from_number(index as f64))));
            }
            let (value, attributes) = self.get_own_index(array, index as u32)?;
            if attributes.is_accessor() {
                return None;
            }
            value
        };
        if kind == ArrayIterationKind::Values {
            return Some(Ok(Some(value)));
        }
        let entry = self.create_array_from_list(&[JSValue::from_number(index as f64), value]);
        Some(entry.map(|entry| Some(entry.to_value())))
    }

    /// Steps 1.b.i-vi of CreateArrayIterator's closure for `index`: the value to yield, or
    /// `None` at the end.
    fn array_iterator_step(
        &mut self,
        array: ObjectRef,
        index: u64,
        kind: ArrayIterationKind,
    ) -> JsResult<Option<JSValue>> {
        let array = self.rooted(array);
        // i. If array has a [[TypedArrayName]] internal slot, then
        let length = if let Some(typed_array) = TypedArrayRef::from_object(array.get()) {
            // 1-2. If IsTypedArrayOutOfBounds(taRecord) is true, throw a TypeError exception.
            if typed_array.is_out_of_bounds() {
                return Err(self.throw_error_with(Message::TypedArrayOutOfBounds, "Array Iterator.prototype.next"));
            }
            // 3. Let len be TypedArrayLength(taRecord).
            typed_array.length() as u64
        } else {
            // ii. Else, let len be ? LengthOfArrayLike(array).
            self.length_of_array_like(array.get())?
        };
        // iii. If index ≥ len, return NormalCompletion(undefined).
        if index >= length {
            return Ok(None);
        }
        // iv. Let indexNumber be 𝔽(index).
        let index_number = JSValue::from_number(index as f64);
        // v. If kind is key, let result be indexNumber.
        if kind == ArrayIterationKind::Keys {
            return Ok(Some(index_number));
        }
        // vi. Else,
        // 1-2. Let elementValue be ? Get(array, ! ToString(indexNumber)).
        let key =
            if index <= MAX_INDEX_KEY { PropertyKey::Index(index as u32) } else { self.to_property_key(index_number)? };
        let value = self.get(array.get(), key)?;
        // 3. If kind is value, let result be elementValue.
        if kind == ArrayIterationKind::Values {
            return Ok(Some(value));
        }
        // 4. Else, let result be CreateArrayFromList(« indexNumber, elementValue »).
        Ok(Some(self.create_array_from_list(&[index_number, value])?.to_value()))
    }
}
