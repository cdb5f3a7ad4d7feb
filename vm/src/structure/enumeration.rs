//! The enumeration cache: the keys `for (k in o)` visits, kept on `o`'s structure
//! (JavaScriptCore's property name enumerator).
//!
//! For most receivers the keys of a for-in depend on structures only: an ordinary object
//! without elements and without a dictionary structure, whose prototypes are ordinary,
//! have no elements and no enumerable string-keyed property (plain objects, class
//! instances whose prototypes hold methods, down to `Object.prototype`). Its keys are
//! then its structure's enumerable string keys in insertion order: nothing on the chain
//! is visited, and nothing on the chain can shadow them. They are listed once and kept on
//! the receiver's structure with the structure ids of the chain at that time:
//!
//! ```text
//!   structure {a, b, c} --enumeration--> EnumerationCache
//!                                           keys:  ["a", "b", "c"]  (an Array no script sees)
//!                                           chain: [id of C.prototype, id of Object.prototype]
//! ```
//!
//! The cache is used while every object of the chain still has the id recorded. Any
//! change that could change the keys changes an id: a non-dictionary structure describes
//! one shape and prototype forever (a new property, an attribute change, a new prototype
//! or an element take another structure), and a dictionary takes a fresh id at every
//! change (`dictionary.rs`). Ids are reused only through the collector's weak phase, which
//! drops every cache naming an id that died or was retired (`clear_if_stale`), as it
//! empties inline caches.
//!
//! The keys are an Array rather than a Rust list of strings because a for-in iterator
//! already walks an Array of keys: on a hit it simply takes the cached one (nothing is
//! allocated but the iterator), and the collector traces it as one value of the structure.
//! Nothing writes it: only for-in iterators and this cache hold it.

use crate::cell::JSType;
use crate::error::JsResult;
use crate::object::ObjectRef;
use crate::object::indexing::{self, NO_INDEXING_SHAPE};
use crate::runtime::object_ops::is_ordinary;
use crate::structure::{StructureId, StructureRef};
use crate::value::JSValue;
use crate::vm::Vm;

/// Prototypes past this many are not cached (the chain is walked at every for-in).
const MAX_CHAIN_LENGTH: usize = 16;

/// What a structure keeps for for-in: the keys, and what they were valid for.
pub(crate) struct EnumerationCache {
    /// An Array of the enumerable string keys (atoms), in order.
    pub keys: ObjectRef,
    /// The structure ids of the prototypes when the keys were listed, nearest first.
    pub chain: Box<[StructureId]>,
}

impl StructureRef {
    /// `f` of the structure's cache, if it has one. The cache is lent to `f` only, so no
    /// reference to it outlives a call that may replace it.
    pub(crate) fn with_enumeration_cache<R>(self, f: impl FnOnce(&EnumerationCache) -> R) -> Option<R> {
        // SAFETY: a non-null pointer is the structure's owned cache; it is replaced or freed
        // only by `set_enumeration_cache` and `destroy`, which none of the closures given
        // here calls (they read the keys and the chain), on this single-threaded VM.
        unsafe { self.raw().enumeration.get().as_ref() }.map(f)
    }

    pub(crate) fn set_enumeration_cache(self, cache: Option<Box<EnumerationCache>>) {
        let old = self.raw().enumeration.replace(cache.map_or(std::ptr::null_mut(), Box::into_raw));
        if !old.is_null() {
            // SAFETY: a non-null pointer is an owned Box, dropped once here.
            drop(unsafe { Box::from_raw(old) });
        }
    }

    /// In the collector's weak phase, before ids are reused: forgets the cache if it names
    /// a structure id that is no longer in use (`id_is_live`).
    pub(crate) fn clear_if_stale(self, id_is_live: impl Fn(StructureId) -> bool) {
        if self.with_enumeration_cache(|cache| !cache.chain.iter().all(|&id| id_is_live(id))) == Some(true) {
            self.set_enumeration_cache(None);
        }
    }
}

/// Whether the keys of a receiver of this structure depend on the structure alone: an
/// ordinary object (no proxy, no exotic own keys) with no elements and a shared shape.
fn is_cacheable_receiver(structure: StructureRef) -> bool {
    is_ordinary(structure.instance_type())
        && indexing::shape(structure.indexing_type()) == NO_INDEXING_SHAPE
        && !structure.is_dictionary()
}

/// Whether a prototype of this structure adds nothing to a for-in and shadows nothing:
/// ordinary (or an Array) with no elements and no enumerable string-keyed property.
fn is_silent_prototype(structure: StructureRef) -> bool {
    let js_type = structure.instance_type();
    (is_ordinary(js_type) || js_type == JSType::Array)
        && indexing::shape(structure.indexing_type()) == NO_INDEXING_SHAPE
        && structure.with_table(|table| !table.iter().any(|e| e.attributes.is_enumerable() && !e.key.is_symbol()))
}

impl Vm {
    /// The cached for-in keys of `object` when its keys depend on structures alone (listed
    /// and cached now if they were not, or no longer valid), with the structure they are
    /// for; `None` when the general enumeration must run. May collect.
    pub(crate) fn enumeration_keys(&mut self, object: ObjectRef) -> JsResult<Option<(ObjectRef, StructureRef)>> {
        let structure = self.structure_of(object);
        if !is_cacheable_receiver(structure) {
            return Ok(None);
        }
        let valid =
            structure.with_enumeration_cache(|cache| self.chain_matches(structure, &cache.chain).then_some(cache.keys));
        if let Some(Some(keys)) = valid {
            return Ok(Some((keys, structure)));
        }
        let Some(chain) = self.silent_chain(structure) else {
            structure.set_enumeration_cache(None);
            return Ok(None);
        };
        // The keys are atoms of the structure's table, which `object` (rooted by the
        // caller) keeps alive; `new_array_from_values` roots them while it allocates. The
        // Array has no prototype: no script sees it, and a structure may serve objects of
        // several realms.
        let keys: Vec<JSValue> = structure.with_table(|table| {
            table
                .iter()
                .filter(|entry| entry.attributes.is_enumerable() && !entry.key.is_symbol())
                .map(|entry| JSValue::from_cell(entry.key.cell()))
                .collect()
        });
        let structure_root = self.root(Some(structure.cell()));
        let keys = self.new_array_from_values(JSValue::NULL, &keys)?;
        drop(structure_root);
        structure.set_enumeration_cache(Some(Box::new(EnumerationCache { keys, chain })));
        self.heap.write_barrier(structure.cell());
        Ok(Some((keys, structure)))
    }

    /// Whether the prototypes of `structure` have the ids of `chain`, in order.
    fn chain_matches(&self, structure: StructureRef, chain: &[StructureId]) -> bool {
        let mut prototype = structure.prototype();
        for &id in chain {
            let Some(object) = ObjectRef::from_value(prototype) else { return false };
            if object.structure_id() != id {
                return false;
            }
            prototype = self.structure_of(object).prototype();
        }
        prototype.is_null()
    }

    /// The structure ids of the prototypes of `structure`, if every one is silent
    /// (`is_silent_prototype`) and there are not too many.
    fn silent_chain(&self, structure: StructureRef) -> Option<Box<[StructureId]>> {
        let mut chain = Vec::new();
        let mut prototype = structure.prototype();
        while let Some(object) = ObjectRef::from_value(prototype) {
            let structure = self.structure_of(object);
            if chain.len() == MAX_CHAIN_LENGTH || !is_silent_prototype(structure) {
                return None;
            }
            chain.push(object.structure_id());
            prototype = structure.prototype();
        }
        Some(chain.into_boxed_slice())
    }
}

#[cfg(test)]
mod tests {
    use crate::object::ObjectRef;
    use crate::property::{Attributes, PropertyKey};
    use crate::value::JSValue;
    use crate::vm::{Vm, VmOptions};

    fn key(vm: &mut Vm, name: &str) -> PropertyKey {
        vm.property_key_from_str(name).unwrap()
    }

    /// An object with no enumerable property standing for `Object.prototype` (a bare VM
    /// has no standard library).
    fn object_prototype(vm: &mut Vm) -> JSValue {
        let prototype = vm.new_object(JSValue::NULL).unwrap();
        vm.use_own_structure(prototype).unwrap();
        prototype.to_value()
    }

    fn put(vm: &mut Vm, object: ObjectRef, name: &str) {
        let key = key(vm, name);
        vm.create_data_property(object, key, JSValue::from_i32(1)).unwrap();
    }

    fn names(vm: &mut Vm, keys: ObjectRef) -> Vec<String> {
        let length = vm.array_length(keys);
        (0..length)
            .map(|i| crate::string::StringRef::from_value(vm.get_own_index(keys, i).unwrap().0).unwrap())
            .map(|s| s.to_string_lossy())
            .collect()
    }

    #[test]
    fn objects_of_one_structure_share_the_keys_until_a_prototype_changes() {
        let mut vm = Vm::new(VmOptions::default()).unwrap();
        let object_prototype = object_prototype(&mut vm);
        let prototype = vm.new_object(object_prototype).unwrap();
        let _prototype_root = vm.rooted(prototype);
        let (a, b) = (vm.new_object(prototype.to_value()).unwrap(), vm.new_object(prototype.to_value()).unwrap());
        let (_a_root, _b_root) = (vm.rooted(a), vm.rooted(b));
        for object in [a, b] {
            put(&mut vm, object, "x");
            put(&mut vm, object, "y");
        }
        let (keys, structure) = vm.enumeration_keys(a).unwrap().expect("cacheable");
        assert_eq!(names(&mut vm, keys), ["x", "y"]);
        let (again, _) = vm.enumeration_keys(b).unwrap().expect("cacheable");
        assert_eq!(again, keys, "the second object of the structure finds the keys");
        // A method (not enumerable) on the prototype changes its structure: listed again.
        let method = key(&mut vm, "method");
        vm.define_own_property(prototype, method, JSValue::from_i32(0), Attributes::HIDDEN).unwrap();
        let (relisted, _) = vm.enumeration_keys(b).unwrap().expect("still cacheable");
        assert_ne!(relisted, keys);
        assert_eq!(names(&mut vm, relisted), ["x", "y"]);
        // An enumerable property on the prototype: no cache, and none kept.
        put(&mut vm, prototype, "z");
        assert!(vm.enumeration_keys(a).unwrap().is_none());
        assert!(structure.with_enumeration_cache(|_| ()).is_none());
    }

    #[test]
    fn dictionaries_and_objects_with_elements_are_not_cached() {
        let mut vm = Vm::new(VmOptions::default()).unwrap();
        let object_prototype = object_prototype(&mut vm);
        let object = vm.new_object(object_prototype).unwrap();
        let _root = vm.rooted(object);
        put(&mut vm, object, "0");
        assert!(vm.enumeration_keys(object).unwrap().is_none(), "an element");
        let other = vm.new_object(object_prototype).unwrap();
        let _other_root = vm.rooted(other);
        put(&mut vm, other, "a");
        put(&mut vm, other, "b");
        vm.use_own_structure(other).unwrap();
        assert!(vm.enumeration_keys(other).unwrap().is_none(), "a dictionary");
    }

    #[test]
    fn a_collection_forgets_caches_naming_retired_ids() {
        let mut vm = Vm::new(VmOptions::default()).unwrap();
        let object_prototype = object_prototype(&mut vm);
        let prototype = vm.new_object(object_prototype).unwrap();
        let _prototype_root = vm.rooted(prototype);
        vm.use_own_structure(prototype).unwrap();
        let object = vm.new_object(prototype.to_value()).unwrap();
        let _root = vm.rooted(object);
        put(&mut vm, object, "x");
        let (_, structure) = vm.enumeration_keys(object).unwrap().expect("cacheable");
        assert!(structure.with_enumeration_cache(|_| ()).is_some());
        // The dictionary prototype changes: its old id is retired, then freed by the
        // collection, which must drop the cache first.
        let method = key(&mut vm, "method");
        vm.define_own_property(prototype, method, JSValue::from_i32(0), Attributes::HIDDEN).unwrap();
        vm.collect(gc::Sweep::Eager);
        assert!(structure.with_enumeration_cache(|_| ()).is_none());
    }
}
