//! String Iterator objects (22.1.5), what `String.prototype[@@iterator]` makes.
//!
//! ```text
//!   iterator | butterfly | iterated string (undefined once finished) | next index (int32)
//! ```
//!
//! The specification builds the iterator from a generator closure over the string
//! (22.1.3.36); this state machine yields the same code points. Its step runs no JavaScript
//! and can only fail by running out of memory, so `%StringIteratorPrototype%.next` (in
//! `builtins`), a `for-of` and a trace all take this one step: the last two without calling
//! `next` or making `{ value, done }` objects, which nothing could observe.

use crate::cell::JSType;
use crate::error::JsResult;
use crate::object::ObjectRef;
use crate::runtime::realm::Intrinsic;
use crate::string::StringRef;
use crate::structure::DEFAULT_INLINE_CAPACITY;
use crate::value::JSValue;
use crate::vm::Vm;

/// Internal field: the iterated string, or undefined once the iterator is finished.
const ITERATED: usize = 0;
/// Internal field: the index of the next code unit (an int32: strings are shorter than 2^30).
const NEXT_INDEX: usize = 1;

impl Vm {
    /// 22.1.3.36 String.prototype \[ @@iterator \] steps 3-5: a String Iterator over `string`
    /// with the current realm's %StringIteratorPrototype%. May collect.
    pub fn new_string_iterator(&mut self, string: StringRef) -> JsResult<ObjectRef> {
        let string_root = self.rooted(string);
        let prototype = self.realm().intrinsic(Intrinsic::StringIteratorPrototype);
        let structure = self.root_structure(prototype, JSType::StringIterator, DEFAULT_INLINE_CAPACITY, 0)?;
        let iterator = self.new_object_with_structure(structure)?;
        self.set_internal(iterator, ITERATED, string_root.get().to_value());
        self.set_internal(iterator, NEXT_INDEX, JSValue::from_i32(0));
        Ok(iterator)
    }

    /// One resumption of the closure of 22.1.3.36 step 3: the next code point as a string,
    /// or `None` when the closure has returned (now and from now on). Runs no JavaScript;
    /// may collect (a rope is flattened, and a code point of more than one unit or past
    /// Latin-1 is a new string). The caller keeps `iterator` reachable.
    pub fn string_iterator_next_value(&mut self, iterator: ObjectRef) -> JsResult<Option<JSValue>> {
        debug_assert_eq!(iterator.js_type(), JSType::StringIterator);
        // A finished iterator stays finished (GeneratorState completed).
        let Some(string) = StringRef::from_value(iterator.internal(ITERATED)) else { return Ok(None) };
        // a. Let len be the length of s. b. Let position be 0 (then the saved position).
        let position = iterator.internal(NEXT_INDEX).as_int32() as usize;
        let length = string.len() as usize;
        // c. Repeat, while position < len, ... d. Return NormalCompletion(unused).
        if position >= length {
            self.set_internal(iterator, ITERATED, JSValue::UNDEFINED);
            return Ok(None);
        }
        // i. Let cp be CodePointAt(s, position). (A rope becomes flat in place.)
        let string = self.flatten(string)?;
        let view = string.view(self).expect("flattened");
        let first = view.at(position);
        let second = (position + 1 < length).then(|| view.at(position + 1));
        // ii. Let nvalue be the substring of s from position to position +
        //     cp.[[CodeUnitCount]].
        let (value, count) = match second {
            Some(second) if is_leading_surrogate(first) && is_trailing_surrogate(second) => {
                (self.new_string_utf16(&[first, second])?, 2)
            }
            // Fast path: one unit, from the VM's cache below 256.
            _ => (self.single_character_string(first)?, 1),
        };
        // iv. Set position to position + cp.[[CodeUnitCount]].
        self.set_internal(iterator, NEXT_INDEX, JSValue::from_i32((position + count) as i32));
        // iii. Perform ? GeneratorYield(CreateIterResultObject(nvalue, false)).
        Ok(Some(value.to_value()))
    }
}

fn is_leading_surrogate(unit: u16) -> bool {
    (0xd800..=0xdbff).contains(&unit)
}

fn is_trailing_surrogate(unit: u16) -> bool {
    (0xdc00..=0xdfff).contains(&unit)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every value a string iterator yields over `string`, each as its code units.
    fn steps(vm: &mut Vm, string: StringRef) -> Vec<Vec<u16>> {
        let iterator = vm.new_string_iterator(string).expect("an iterator");
        let iterator = vm.rooted(iterator);
        let mut values = Vec::new();
        while let Some(value) = vm.string_iterator_next_value(iterator.get()).expect("a step") {
            let mut units = Vec::new();
            StringRef::from_value(value).expect("a string").append_code_units(&mut units);
            values.push(units);
        }
        // Finished for good.
        assert_eq!(vm.string_iterator_next_value(iterator.get()).expect("a step"), None);
        assert!(iterator.get().internal(ITERATED).is_undefined());
        values
    }

    #[test]
    fn a_string_iterator_yields_code_points_and_lone_surrogates_alone() {
        let mut vm = Vm::new(Default::default()).expect("a VM");
        vm.new_realm().expect("a realm");
        let units = [0x61, 0xd83d, 0xde00, 0xdc00, 0xd800, 0x62, 0x4e2d, 0xd800];
        let string = vm.new_string_utf16(&units).expect("a string");
        let expected: Vec<Vec<u16>> =
            vec![vec![0x61], vec![0xd83d, 0xde00], vec![0xdc00], vec![0xd800], vec![0x62], vec![0x4e2d], vec![0xd800]];
        assert_eq!(steps(&mut vm, string), expected);
        let empty = vm.new_string("").expect("a string");
        assert!(steps(&mut vm, empty).is_empty());
    }

    #[test]
    fn one_unit_below_256_comes_from_the_cache_and_a_rope_is_flattened_in_place() {
        let mut vm = Vm::new(Default::default()).expect("a VM");
        vm.new_realm().expect("a realm");
        let a = vm.new_string("abcdefghijklmnop").expect("a string");
        let a = vm.rooted(a);
        let b = vm.new_string("qrstuvwxyz").expect("a string");
        let rope = vm.concat(a.get(), b).expect("a rope");
        assert!(rope.is_rope());
        let rope = vm.rooted(rope);
        let iterator = vm.new_string_iterator(rope.get()).expect("an iterator");
        let iterator = vm.rooted(iterator);
        let first = vm.string_iterator_next_value(iterator.get()).expect("a step").expect("a value");
        assert!(!rope.get().is_rope());
        let cached = vm.single_character_string(u16::from(b'a')).expect("cached");
        assert_eq!(first, cached.to_value());
        let rest = steps(&mut vm, rope.get());
        assert_eq!(rest.len(), 26);
    }
}
