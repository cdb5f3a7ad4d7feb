//! Objects: structures, transitions, slots, dictionaries, attributes, prototypes.

use crate::support;

use gc::Sweep;
use support::{in_every_mode, int, key, vm};
use vm::structure::{DEFAULT_INLINE_CAPACITY, MAX_TRANSITION_DEPTH};
use vm::{Attributes, IntegrityLevel, JSValue, ObjectRef, PropertyKey, Vm};

fn property(vm: &Vm, object: ObjectRef, key: PropertyKey) -> Option<JSValue> {
    vm.get_own_property(object, key).map(|slot| slot.value)
}

#[test]
fn objects_built_alike_share_one_structure() {
    let mut vm = vm();
    let keys: Vec<PropertyKey> = ["x", "y", "z"].iter().map(|name| key(&mut vm, name)).collect();
    let structures_before = vm.live_structure_count();
    let mut first = None;
    for i in 0..100_000 {
        let object = vm.new_object(JSValue::NULL).unwrap();
        for (n, &k) in keys.iter().enumerate() {
            vm.put_direct(object, k, int(i + n as i32)).unwrap();
        }
        let id = object.structure_id();
        assert_eq!(*first.get_or_insert(id), id, "object {i} has its own structure");
    }
    // The root and one structure per property.
    assert_eq!(vm.live_structure_count(), structures_before + 4);
}

#[test]
fn a_different_order_is_a_different_structure() {
    let mut vm = vm();
    let (x, y) = (key(&mut vm, "x"), key(&mut vm, "y"));
    let a = support::rooted_object(&mut vm);
    let b = support::rooted_object(&mut vm);
    vm.put_direct(a.get(), x, int(1)).unwrap();
    vm.put_direct(a.get(), y, int(2)).unwrap();
    vm.put_direct(b.get(), y, int(2)).unwrap();
    vm.put_direct(b.get(), x, int(1)).unwrap();
    assert_ne!(a.get().structure_id(), b.get().structure_id());
    let keys_of = |object: ObjectRef| vm.own_property_keys(object).unwrap();
    assert_eq!(keys_of(a.get()), vec![x, y]);
    assert_eq!(keys_of(b.get()), vec![y, x]);
}

#[test]
fn properties_fill_inline_slots_then_the_butterfly() {
    in_every_mode(|vm| {
        let object = support::rooted_object(vm);
        let names: Vec<String> = (0..40).map(|i| format!("p{i}")).collect();
        for (i, name) in names.iter().enumerate() {
            let value = vm.new_string(&format!("value {i}")).unwrap();
            let value = vm.rooted(value);
            let k = key(vm, name);
            vm.put_direct(object.get(), k, value.get().to_value()).unwrap();
            if i + 1 == DEFAULT_INLINE_CAPACITY as usize {
                assert!(object.get().butterfly().is_none(), "the first slots are inline");
            }
        }
        assert!(object.get().butterfly().is_some());
        for _ in 0..2000 {
            vm.new_object(JSValue::NULL).unwrap();
        }
        vm.collect(Sweep::Eager);
        for (i, name) in names.iter().enumerate() {
            let k = key(vm, name);
            let value = property(vm, object.get(), k).expect("property");
            assert_eq!(support::text(value), format!("value {i}"));
        }
    });
}

#[test]
fn structures_nothing_uses_are_collected_with_their_transitions() {
    let mut vm = vm();
    let before = vm.live_structure_count();
    for i in 0..1000 {
        let object = vm.new_object(JSValue::NULL).unwrap();
        let k = key(&mut vm, &format!("unique{i}"));
        vm.put_direct(object, k, int(i)).unwrap();
    }
    assert!(vm.live_structure_count() >= before + 1000);
    vm.collect(Sweep::Lazy);
    assert!(vm.live_structure_count() <= before, "{} structures left of {}", vm.live_structure_count(), before);
    // The transitions to the dead structures are gone: a new object makes a new one.
    let object = vm.new_object(JSValue::NULL).unwrap();
    let k = key(&mut vm, "unique0");
    vm.put_direct(object, k, int(0)).unwrap();
    assert_eq!(property(&vm, object, k), Some(int(0)));
}

#[test]
fn too_many_transitions_make_a_dictionary() {
    in_every_mode(|vm| {
        let object = support::rooted_object(vm);
        for i in 0..MAX_TRANSITION_DEPTH + 20 {
            let k = key(vm, &format!("k{i}"));
            vm.put_direct(object.get(), k, int(i as i32)).unwrap();
        }
        assert!(vm.structure_of(object.get()).is_dictionary());
        vm.collect(Sweep::Eager);
        for i in 0..MAX_TRANSITION_DEPTH + 20 {
            let k = key(vm, &format!("k{i}"));
            assert_eq!(property(vm, object.get(), k), Some(int(i as i32)));
        }
        assert_eq!(vm.own_property_keys(object.get()).unwrap().len(), (MAX_TRANSITION_DEPTH + 20) as usize);
    });
}

#[test]
fn deleting_a_middle_property_makes_a_dictionary_that_changes_id_on_every_change() {
    let mut vm = vm();
    let (a, b, c) = (key(&mut vm, "a"), key(&mut vm, "b"), key(&mut vm, "c"));
    let object = vm.new_object(JSValue::NULL).unwrap();
    for (k, v) in [(a, 1), (b, 2), (c, 3)] {
        vm.put_direct(object, k, int(v)).unwrap();
    }
    let shared = object.structure_id();
    assert!(vm.delete_own_property(object, b).unwrap());
    let dictionary = vm.structure_of(object);
    assert!(dictionary.is_dictionary());
    let first_id = object.structure_id();
    assert_ne!(first_id, shared);
    assert_eq!(vm.own_property_keys(object).unwrap(), vec![a, c]);
    assert_eq!(property(&vm, object, b), None);
    vm.put_direct(object, b, int(20)).unwrap();
    assert_ne!(object.structure_id(), first_id, "adding to a dictionary gives it a fresh id");
    assert_eq!(vm.structure_of(object), dictionary, "the same structure cell");
    assert_eq!(vm.own_property_keys(object).unwrap(), vec![a, c, b]);
    assert_eq!(
        (property(&vm, object, a), property(&vm, object, b), property(&vm, object, c)),
        (Some(int(1)), Some(int(20)), Some(int(3)))
    );
}

#[test]
fn an_object_with_room_reserved_takes_its_properties_in_place() {
    in_every_mode(|vm| {
        let object = support::rooted_object(vm);
        let before = vm.live_structure_count();
        vm.reserve_own_properties(object.get(), 40).unwrap();
        let structure = vm.structure_of(object.get());
        assert!(structure.is_dictionary(), "a structure of its own");
        let butterfly = object.get().butterfly().map(|b| b.as_ptr());
        assert!(butterfly.is_some(), "the out-of-line slots are made at once");
        let roots: Vec<_> = (0..40)
            .map(|i| {
                let k = key(vm, &format!("m{i}"));
                vm.rooted(k)
            })
            .collect();
        let keys: Vec<PropertyKey> = roots.iter().map(|k| k.get()).collect();
        for (i, &k) in keys.iter().enumerate() {
            vm.define_own_property(object.get(), k, int(i as i32), Attributes::HIDDEN).unwrap();
        }
        assert_eq!(object.get().butterfly().map(|b| b.as_ptr()), butterfly, "nothing grew");
        assert_eq!(vm.structure_of(object.get()), structure, "changed in place");
        assert!(vm.live_structure_count() <= before + 1, "no structure per property");
        assert_eq!(vm.own_property_keys(object.get()).unwrap(), keys);
        for (i, &k) in keys.iter().enumerate() {
            let slot = vm.get_own_property(object.get(), k).unwrap();
            assert_eq!((slot.value, slot.attributes), (int(i as i32), Attributes::HIDDEN));
        }
        // Asking again changes nothing, and a plain object stays as it was.
        vm.use_own_structure(object.get()).unwrap();
        assert_eq!(vm.structure_of(object.get()), structure);
    });
}

#[test]
fn deleting_the_last_property_goes_back_one_transition() {
    let mut vm = vm();
    let (a, b) = (key(&mut vm, "a"), key(&mut vm, "b"));
    let object = vm.new_object(JSValue::NULL).unwrap();
    vm.put_direct(object, a, int(1)).unwrap();
    let with_a = object.structure_id();
    vm.put_direct(object, b, int(2)).unwrap();
    assert!(vm.delete_own_property(object, b).unwrap());
    assert_eq!(object.structure_id(), with_a);
    assert!(!vm.structure_of(object).is_dictionary());
    assert_eq!(property(&vm, object, b), None);
}

#[test]
fn attributes_are_kept_and_non_configurable_properties_stay() {
    let mut vm = vm();
    let (fixed, hidden) = (key(&mut vm, "fixed"), key(&mut vm, "hidden"));
    let object = vm.new_object(JSValue::NULL).unwrap();
    vm.define_own_property(object, fixed, int(1), Attributes::ENUMERABLE).unwrap();
    vm.define_own_property(object, hidden, int(2), Attributes::HIDDEN).unwrap();
    assert_eq!(vm.get_own_property(object, fixed).unwrap().attributes, Attributes::ENUMERABLE);
    assert!(!vm.delete_own_property(object, fixed).unwrap(), "non-configurable");
    assert_eq!(property(&vm, object, fixed), Some(int(1)));
    // Reconfiguring keeps the value's slot and order.
    vm.define_own_property(object, hidden, int(3), Attributes::DEFAULT).unwrap();
    let slot = vm.get_own_property(object, hidden).unwrap();
    assert_eq!((slot.value, slot.attributes), (int(3), Attributes::DEFAULT));
    assert_eq!(vm.own_property_keys(object).unwrap(), vec![fixed, hidden]);
}

#[test]
fn accessors_are_stored_as_getter_setter_pairs() {
    in_every_mode(|vm| {
        let k = key(vm, "accessor");
        let object = support::rooted_object(vm);
        let getter = support::rooted_object(vm);
        let pair = vm.new_getter_setter(getter.get().to_value(), JSValue::UNDEFINED).unwrap();
        vm.define_own_property(object.get(), k, pair.to_value(), Attributes::ACCESSOR | Attributes::CONFIGURABLE)
            .unwrap();
        assert!(vm.structure_of(object.get()).flags().contains(vm::structure::StructureFlags::HAS_ACCESSORS));
        drop(getter);
        vm.collect(Sweep::Eager);
        let slot = vm.get_own_property(object.get(), k).unwrap();
        assert!(slot.attributes.is_accessor());
        let pair = vm::GetterSetterRef::from_value(slot.value).unwrap();
        assert!(ObjectRef::from_value(pair.getter()).is_some(), "the getter survives through the pair");
        assert!(pair.setter().is_undefined());
    });
}

#[test]
fn lookups_follow_the_prototype_chain() {
    let mut vm = vm();
    let (inherited, own) = (key(&mut vm, "inherited"), key(&mut vm, "own"));
    let grandparent = vm.new_object(JSValue::NULL).unwrap();
    vm.put_direct(grandparent, inherited, int(1)).unwrap();
    let parent = vm.new_object(grandparent.to_value()).unwrap();
    let child = vm.new_object(parent.to_value()).unwrap();
    vm.put_direct(child, own, int(2)).unwrap();
    let found = vm.find_property(child, inherited).unwrap();
    assert_eq!((found.holder, found.value), (grandparent, int(1)));
    assert_eq!(vm.find_property(child, own).unwrap().holder, child);
    let missing = key(&mut vm, "missing");
    assert!(vm.find_property(child, missing).is_none());
}

#[test]
fn changing_prototypes_shares_structures_too() {
    let mut vm = vm();
    let x = key(&mut vm, "x");
    let prototype = vm.new_object(JSValue::NULL).unwrap();
    let objects: Vec<ObjectRef> = (0..3).map(|_| vm.new_object(JSValue::NULL).unwrap()).collect();
    for &object in &objects {
        vm.put_direct(object, x, int(1)).unwrap();
        vm.set_prototype(object, prototype.to_value()).unwrap();
        assert_eq!(vm.prototype_of(object), prototype.to_value());
    }
    assert!(objects.windows(2).all(|w| w[0].structure_id() == w[1].structure_id()));
    assert_eq!(property(&vm, objects[0], x), Some(int(1)));
}

#[test]
fn own_keys_list_indices_then_strings_then_symbols() {
    let mut vm = vm();
    let object = vm.new_object(JSValue::NULL).unwrap();
    let description = vm.new_string("s").unwrap();
    let symbol = PropertyKey::Symbol(vm.new_symbol(Some(description), 0).unwrap());
    let private = PropertyKey::Symbol(vm.new_symbol(None, vm::symbol::SYMBOL_IS_PRIVATE).unwrap());
    let (b, a) = (key(&mut vm, "b"), key(&mut vm, "a"));
    for k in [symbol, b, PropertyKey::Index(10), private, a, PropertyKey::Index(2)] {
        vm.put_direct(object, k, int(0)).unwrap();
    }
    assert_eq!(
        vm.own_property_keys(object).unwrap(),
        vec![PropertyKey::Index(2), PropertyKey::Index(10), b, a, symbol]
    );
}

#[test]
fn freezing_makes_every_property_read_only_and_the_object_closed() {
    let mut vm = vm();
    let (x, y) = (key(&mut vm, "x"), key(&mut vm, "y"));
    let first = vm.new_object(JSValue::NULL).unwrap();
    let second = vm.new_object(JSValue::NULL).unwrap();
    for object in [first, second] {
        vm.put_direct(object, x, int(1)).unwrap();
        vm.put_direct(object, PropertyKey::Index(0), int(5)).unwrap();
        vm.set_integrity_level(object, IntegrityLevel::Frozen).unwrap();
    }
    assert_eq!(first.structure_id(), second.structure_id(), "freezing is a shared transition");
    assert!(!vm.is_extensible(first));
    let attributes = vm.get_own_property(first, x).unwrap().attributes;
    assert!(!attributes.is_writable() && !attributes.is_configurable() && attributes.is_enumerable());
    let element = vm.get_own_property(first, PropertyKey::Index(0)).unwrap();
    assert_eq!(element.value, int(5));
    assert!(!element.attributes.is_writable() && !element.attributes.is_configurable());
    assert!(!vm.delete_own_property(first, PropertyKey::Index(0)).unwrap());
    let sealed = vm.new_object(JSValue::NULL).unwrap();
    vm.put_direct(sealed, y, int(1)).unwrap();
    vm.set_integrity_level(sealed, IntegrityLevel::Sealed).unwrap();
    let attributes = vm.get_own_property(sealed, y).unwrap().attributes;
    assert!(attributes.is_writable() && !attributes.is_configurable());
}

#[test]
fn non_array_objects_hold_indexed_properties_too() {
    in_every_mode(|vm| {
        let object = support::rooted_object(vm);
        let name = key(vm, "name");
        vm.put_direct(object.get(), name, int(7)).unwrap();
        for i in 0..100 {
            vm.put_direct(object.get(), PropertyKey::Index(i), int(i as i32 * 2)).unwrap();
        }
        vm.put_direct(object.get(), PropertyKey::Index(1_000_000), int(-1)).unwrap();
        vm.collect(Sweep::Eager);
        assert_eq!(property(vm, object.get(), PropertyKey::Index(99)), Some(int(198)));
        assert_eq!(property(vm, object.get(), PropertyKey::Index(1_000_000)), Some(int(-1)));
        assert_eq!(property(vm, object.get(), name), Some(int(7)));
        assert_eq!(vm::object::indexing::indexing_mode_name(object.get().indexing_type()), "NonArrayWithArrayStorage");
    });
}
