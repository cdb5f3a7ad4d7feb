//! Map and Set Iterator objects (24.1.5, 24.2.6).
//!
//! ```text
//!   iterator | butterfly | collection (undefined once finished) | raw: cursor | kind << 32
//! ```
//!
//! The specification builds these iterators from generator closures over the collection's
//! list of entries; here the iterator keeps a cursor in the collection's table (which moves
//! it when the table compacts) and the kind of result it makes. Finishing, by reaching the
//! end, frees the cursor and lets go of the collection for good, as a completed generator
//! does. Nothing in a step calls out to JavaScript, so a step cannot re-enter itself, and
//! `%MapIteratorPrototype%.next`, `%SetIteratorPrototype%.next` (in `builtins`), a `for-of`
//! and a trace all take the one step here (`collection_iterator_next_value`): the last two
//! without calling `next` or making `{ value, done }` objects, which nothing could observe.

use crate::cell::JSType;
use crate::error::JsResult;
use crate::object::ObjectRef;
use crate::runtime::realm::Intrinsic;
use crate::structure::DEFAULT_INLINE_CAPACITY;
use crate::value::JSValue;
use crate::vm::Vm;

/// Internal field: the Map or Set, or undefined once the iterator is finished.
const ITERATED: usize = 0;
/// Raw word: the cursor (low 32 bits) and the kind (high 32).
const STATE: usize = 0;

/// What a Map or Set iterator yields (the `kind` of CreateMapIterator and
/// CreateSetIterator).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CollectionIterationKind {
    Keys = 0,
    Values = 1,
    Entries = 2,
}

impl CollectionIterationKind {
    fn from_bits(bits: u64) -> CollectionIterationKind {
        match bits {
            0 => CollectionIterationKind::Keys,
            1 => CollectionIterationKind::Values,
            _ => CollectionIterationKind::Entries,
        }
    }
}

/// What a Map or Set iterator has left ([`Vm::collection_iterator_remaining`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RemainingEntries {
    /// The first of the remaining (key, value) pairs, up to the limit asked for.
    pub entries: Vec<(JSValue, JSValue)>,
    /// How many pairs remain in all.
    pub count: usize,
    pub kind: CollectionIterationKind,
}

impl Vm {
    /// A new iterator over a Map or Set, positioned at its first entry, with the current
    /// realm's %MapIteratorPrototype% or %SetIteratorPrototype%. May collect.
    pub fn new_collection_iterator(
        &mut self,
        collection: ObjectRef,
        kind: CollectionIterationKind,
    ) -> JsResult<ObjectRef> {
        let (js_type, prototype) = match collection.js_type() {
            JSType::Map => (JSType::MapIterator, Intrinsic::MapIteratorPrototype),
            _ => (JSType::SetIterator, Intrinsic::SetIteratorPrototype),
        };
        let collection_root = self.rooted(collection);
        let prototype = self.realm().intrinsic(prototype);
        let structure = self.root_structure(prototype, js_type, DEFAULT_INLINE_CAPACITY, 0)?;
        let iterator = self.new_object_with_structure(structure)?;
        let collection = collection_root.get();
        self.set_internal(iterator, ITERATED, collection.to_value());
        let cursor = self.collection_open_iterator_cursor(collection, iterator);
        iterator.set_internal_raw(STATE, cursor as u64 | (kind as u64) << 32);
        Ok(iterator)
    }

    /// One step of a Map or Set iterator: the next entry's key and value (a Set's value is
    /// its key) and the iterator's kind, or `None` once it is finished. Never collects.
    pub fn collection_iterator_next(
        &mut self,
        iterator: ObjectRef,
    ) -> Option<(JSValue, JSValue, CollectionIterationKind)> {
        debug_assert!(matches!(iterator.js_type(), JSType::MapIterator | JSType::SetIterator));
        let collection = ObjectRef::from_value(iterator.internal(ITERATED))?;
        let state = iterator.internal_raw(STATE);
        let (cursor, kind) = (state as u32, CollectionIterationKind::from_bits(state >> 32));
        match self.collection_cursor_next(collection, cursor) {
            Some((key, value)) => {
                let value = if collection.js_type() == JSType::Set { key } else { value };
                Some((key, value, kind))
            }
            None => {
                // The closure returns: the generator is completed, for good.
                self.collection_close_cursor(collection, cursor);
                self.set_internal(iterator, ITERATED, JSValue::UNDEFINED);
                None
            }
        }
    }

    /// What a Map or Set iterator has left to yield, without stepping it: the first
    /// `limit` of the remaining (key, value) pairs in order (a Set's value is its key), how
    /// many remain, and the iterator's kind; nothing once it is finished. For inspectors,
    /// which show an iterator's entries without consuming them (node's `previewEntries`).
    /// Never collects.
    pub fn collection_iterator_remaining(&self, iterator: ObjectRef, limit: usize) -> RemainingEntries {
        debug_assert!(matches!(iterator.js_type(), JSType::MapIterator | JSType::SetIterator));
        let state = iterator.internal_raw(STATE);
        let (cursor, kind) = (state as u32, CollectionIterationKind::from_bits(state >> 32));
        let Some(collection) = ObjectRef::from_value(iterator.internal(ITERATED)) else {
            return RemainingEntries { entries: Vec::new(), count: 0, kind };
        };
        let (mut entries, count) = self.collection_cursor_remaining(collection, cursor, limit);
        if collection.js_type() == JSType::Set {
            entries.iter_mut().for_each(|(key, value)| *value = *key);
        }
        RemainingEntries { entries, count, kind }
    }

    /// One resumption of CreateMapIterator's or CreateSetIterator's closure: the value it
    /// yields (a key, a value, or a new `[key, value]` array for entries), or `None` once it
    /// has returned. Runs no JavaScript; collects only for an entries array (the caller
    /// keeps `iterator` reachable).
    pub fn collection_iterator_next_value(&mut self, iterator: ObjectRef) -> JsResult<Option<JSValue>> {
        let Some((key, value, kind)) = self.collection_iterator_next(iterator) else { return Ok(None) };
        // iii-v. Let result be key, value, or CreateArrayFromList(« key, value »).
        Ok(Some(match kind {
            CollectionIterationKind::Keys => key,
            CollectionIterationKind::Values => value,
            CollectionIterationKind::Entries => self.create_array_from_list(&[key, value])?.to_value(),
        }))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_map_iterator_step_sees_deletes_and_additions_and_stays_finished() {
        let mut vm = Vm::new(Default::default()).expect("a VM");
        vm.new_realm().expect("a realm");
        let map = vm.new_keyed_collection(JSType::Map, JSValue::NULL).expect("a map");
        let map = vm.rooted(map);
        let insert = |vm: &mut Vm, key: i32, value: i32| {
            let key = vm.collection_key(JSValue::from_i32(key)).expect("a key");
            vm.collection_insert(map.get(), key, JSValue::from_i32(value)).expect("inserted");
        };
        for i in 0..4 {
            insert(&mut vm, i, i * 10);
        }
        let keys = vm.new_collection_iterator(map.get(), CollectionIterationKind::Keys).expect("an iterator");
        let keys = vm.rooted(keys);
        let values = vm.new_collection_iterator(map.get(), CollectionIterationKind::Values).expect("an iterator");
        let values = vm.rooted(values);
        let step = |vm: &mut Vm, iterator: ObjectRef| vm.collection_iterator_next_value(iterator).expect("a step");
        assert_eq!(step(&mut vm, keys.get()), Some(JSValue::from_i32(0)));
        // Entry 1 deleted before either iterator reaches it, entry 4 added after.
        let one = vm.collection_key(JSValue::from_i32(1)).expect("a key");
        vm.collection_delete(map.get(), one);
        insert(&mut vm, 4, 40);
        let rest: Vec<_> = std::iter::from_fn(|| step(&mut vm, keys.get())).collect();
        assert_eq!(rest, [2, 3, 4].map(JSValue::from_i32));
        let all: Vec<_> = std::iter::from_fn(|| step(&mut vm, values.get())).collect();
        assert_eq!(all, [0, 20, 30, 40].map(JSValue::from_i32));
        // Finished for good, with its cursor given back.
        insert(&mut vm, 5, 50);
        assert_eq!(step(&mut vm, keys.get()), None);
        assert_eq!(vm.collection_open_cursors(map.get()), 0);
        // Entries are fresh [key, value] arrays.
        let entries = vm.new_collection_iterator(map.get(), CollectionIterationKind::Entries).expect("an iterator");
        let entries = vm.rooted(entries);
        let entry = step(&mut vm, entries.get()).expect("an entry");
        let entry = ObjectRef::from_value(entry).expect("an array");
        assert_eq!(vm.array_length(entry), 2);
        assert_eq!(vm.get_own_index(entry, 1).map(|(value, _)| value), Some(JSValue::from_i32(0)));
    }

    #[test]
    fn what_an_iterator_has_left_is_read_without_stepping_it() {
        let mut vm = Vm::new(Default::default()).expect("a VM");
        vm.new_realm().expect("a realm");
        let set = vm.new_keyed_collection(JSType::Set, JSValue::NULL).expect("a set");
        let set = vm.rooted(set);
        for i in 0..3 {
            let key = vm.collection_key(JSValue::from_i32(i)).expect("a key");
            vm.collection_insert(set.get(), key, JSValue::UNDEFINED).expect("inserted");
        }
        let iterator = vm.new_collection_iterator(set.get(), CollectionIterationKind::Entries).expect("an iterator");
        let iterator = vm.rooted(iterator);
        vm.collection_iterator_next(iterator.get()).expect("a step");
        let pair = |i: i32| (JSValue::from_i32(i), JSValue::from_i32(i));
        let kind = CollectionIterationKind::Entries;
        let expected = RemainingEntries { entries: vec![pair(1), pair(2)], count: 2, kind };
        assert_eq!(vm.collection_iterator_remaining(iterator.get(), 10), expected);
        // Looking did not step it; a limit copies fewer.
        let first = RemainingEntries { entries: vec![pair(1)], count: 2, kind };
        assert_eq!(vm.collection_iterator_remaining(iterator.get(), 1), first);
        while vm.collection_iterator_next(iterator.get()).is_some() {}
        assert_eq!(vm.collection_iterator_remaining(iterator.get(), 10).count, 0);
    }
}
