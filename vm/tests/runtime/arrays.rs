//! Arrays: the indexing-type ladder, holes, growth, sparse storage, length, and H1.

use crate::support;

use gc::{HeapConfig, Sweep};
use support::{in_every_mode, int, vm, vm_with};
use vm::object::indexing::indexing_mode_name;
use vm::{Attributes, JSValue, ObjectRef, PropertyKey, Vm};

fn mode(array: ObjectRef) -> String {
    indexing_mode_name(array.indexing_type())
}

fn element(vm: &Vm, array: ObjectRef, index: u32) -> Option<JSValue> {
    vm.get_own_index(array, index).map(|(value, _)| value)
}

#[test]
fn arrays_climb_the_indexing_ladder_and_never_come_down() {
    let mut vm = vm();
    let array = vm.new_array(JSValue::NULL, 0).unwrap();
    assert_eq!(mode(array), "ArrayWithUndecided");
    vm.put_index(array, 0, int(1)).unwrap();
    assert_eq!(mode(array), "ArrayWithInt32");
    vm.put_index(array, 1, JSValue::from_f64(1.5)).unwrap();
    assert_eq!(mode(array), "ArrayWithDouble");
    assert_eq!(element(&vm, array, 0), Some(int(1)), "int32s survive the move to doubles");
    vm.put_index(array, 2, int(3)).unwrap();
    assert_eq!(mode(array), "ArrayWithDouble", "an int32 fits a double vector");
    let string = vm.new_string("s").unwrap();
    vm.put_index(array, 3, string.to_value()).unwrap();
    assert_eq!(mode(array), "ArrayWithContiguous");
    vm.put_index(array, 0, int(7)).unwrap();
    assert_eq!(mode(array), "ArrayWithContiguous");
    let values: Vec<_> = (0..4).map(|i| element(&vm, array, i).unwrap()).collect();
    assert_eq!(&values[..3], &[int(7), JSValue::from_f64(1.5), int(3)]);
    assert_eq!(vm.array_length(array), 4);
}

#[test]
fn arrays_with_the_same_history_share_structures() {
    let mut vm = vm();
    let a = vm.new_array(JSValue::NULL, 0).unwrap();
    let b = vm.new_array(JSValue::NULL, 0).unwrap();
    for array in [a, b] {
        vm.put_index(array, 0, int(1)).unwrap();
        vm.put_index(array, 1, JSValue::from_f64(0.5)).unwrap();
    }
    assert_eq!(a.structure_id(), b.structure_id());
}

#[test]
fn holes_are_absent_and_nan_is_not_a_hole() {
    let mut vm = vm();
    let array = vm.new_array(JSValue::NULL, 5).unwrap();
    assert_eq!(vm.array_length(array), 5);
    assert!((0..5).all(|i| element(&vm, array, i).is_none()));
    vm.put_index(array, 2, JSValue::from_f64(f64::NAN)).unwrap();
    assert_eq!(mode(array), "ArrayWithDouble");
    let nan = element(&vm, array, 2).expect("NaN is a value");
    assert!(nan.as_number().is_nan());
    assert!(element(&vm, array, 1).is_none() && element(&vm, array, 3).is_none());
    assert!(vm.delete_index(array, 2).unwrap());
    assert!(element(&vm, array, 2).is_none());
    assert_eq!(vm.array_length(array), 5, "deleting leaves a hole, not a shorter array");
}

#[test]
fn vectors_grow_and_keep_their_elements_in_every_mode() {
    in_every_mode(|vm| {
        let array = vm.new_array(JSValue::NULL, 0).unwrap();
        let array = vm.rooted(array);
        for i in 0..3000 {
            let value = if i % 3 == 0 { vm.new_string(&i.to_string()).unwrap().to_value() } else { int(i) };
            vm.put_index(array.get(), i as u32, value).unwrap();
        }
        vm.collect(Sweep::Eager);
        assert_eq!(vm.array_length(array.get()), 3000);
        for i in 0..3000 {
            let value = element(vm, array.get(), i as u32).unwrap();
            if i % 3 == 0 {
                assert_eq!(support::text(value), i.to_string());
            } else {
                assert_eq!(value, int(i));
            }
        }
    });
}

#[test]
fn double_vectors_survive_collection() {
    in_every_mode(|vm| {
        let array = vm.new_array(JSValue::NULL, 0).unwrap();
        let array = vm.rooted(array);
        for i in 0..500 {
            vm.put_index(array.get(), i, JSValue::from_f64(i as f64 + 0.25)).unwrap();
            vm.new_object(JSValue::NULL).unwrap();
        }
        vm.collect(Sweep::Eager);
        assert!((0..500).all(|i| element(vm, array.get(), i) == Some(JSValue::from_f64(i as f64 + 0.25))));
    });
}

#[test]
fn far_indices_go_to_array_storage() {
    in_every_mode(|vm| {
        let array = vm.new_array(JSValue::NULL, 0).unwrap();
        let array = vm.rooted(array);
        vm.put_index(array.get(), 0, int(0)).unwrap();
        vm.put_index(array.get(), 4_000_000_000, int(1)).unwrap();
        assert_eq!(mode(array.get()), "ArrayWithArrayStorage");
        assert_eq!(vm.array_length(array.get()), 4_000_000_001);
        let value = vm.new_string("kept by the sparse map").unwrap();
        vm.put_index(array.get(), 3_000_000_000, value.to_value()).unwrap();
        vm.collect(Sweep::Eager);
        assert_eq!(element(vm, array.get(), 0), Some(int(0)));
        assert_eq!(element(vm, array.get(), 4_000_000_000), Some(int(1)));
        assert_eq!(support::text(element(vm, array.get(), 3_000_000_000).unwrap()), "kept by the sparse map");
        assert_eq!(vm.own_indices(array.get()).unwrap(), vec![0, 3_000_000_000, 4_000_000_000]);
    });
}

#[test]
fn huge_constructed_arrays_start_as_array_storage() {
    let mut vm = vm();
    let array = vm.new_array(JSValue::NULL, 4_000_000_000).unwrap();
    assert_eq!(mode(array), "ArrayWithArrayStorage");
    assert_eq!(vm.array_length(array), 4_000_000_000);
    assert!(vm.heap.statistics().committed_bytes < 4 << 20, "no vector for a huge empty array");
}

#[test]
fn shrinking_the_length_deletes_elements_unless_one_is_not_configurable() {
    let mut vm = vm();
    let array = vm.new_array(JSValue::NULL, 0).unwrap();
    for i in 0..10 {
        vm.put_index(array, i, int(i as i32)).unwrap();
    }
    assert!(vm.set_array_length(array, 5).unwrap());
    assert_eq!(vm.array_length(array), 5);
    assert!(element(&vm, array, 5).is_none());
    assert!(vm.set_array_length(array, 8).unwrap());
    assert!(element(&vm, array, 6).is_none(), "growing the length does not bring elements back");
    vm.define_own_index(array, 3, int(33), Attributes::WRITABLE | Attributes::ENUMERABLE).unwrap();
    assert_eq!(mode(array), "ArrayWithArrayStorage");
    assert!(!vm.set_array_length(array, 1).unwrap());
    assert_eq!(vm.array_length(array), 4, "the length stops after the non-configurable element");
    assert_eq!(element(&vm, array, 3), Some(int(33)));
    assert!(element(&vm, array, 2).is_some() && element(&vm, array, 0).is_some());
}

#[test]
fn indexed_accessors_mark_the_indexing_type() {
    let mut vm = vm();
    let array = vm.new_array(JSValue::NULL, 0).unwrap();
    let pair = vm.new_getter_setter(JSValue::UNDEFINED, JSValue::UNDEFINED).unwrap();
    vm.define_own_index(array, 0, pair.to_value(), Attributes::ACCESSOR | Attributes::CONFIGURABLE).unwrap();
    assert_eq!(mode(array), "ArrayWithArrayStorage|MayHaveIndexedAccessors");
    let (value, attributes) = vm.get_own_index(array, 0).unwrap();
    assert!(attributes.is_accessor() && vm::GetterSetterRef::from_value(value).is_some());
}

#[test]
fn arrays_from_values_hold_them_in_order() {
    in_every_mode(|vm| {
        let strings: Vec<_> = (0..50)
            .map(|i| {
                let string = vm.new_string(&format!("s{i}")).unwrap();
                vm.rooted(string)
            })
            .collect();
        let values: Vec<JSValue> = strings.iter().map(|s| s.get().to_value()).collect();
        let array = vm.new_array_from_values(JSValue::NULL, &values).unwrap();
        drop(strings);
        let array = vm.rooted(array);
        vm.collect(Sweep::Eager);
        assert_eq!(vm.array_length(array.get()), 50);
        assert!((0..50).all(|i| support::text(element(vm, array.get(), i).unwrap()) == format!("s{i}")));
    });
}

/// Invariant H1 at the object level: butterflies of arrays of length 0 and 1 are 16-byte
/// cells, and after a collection arrays made one after another get adjacent butterflies,
/// also when every allocation takes the slow path.
#[test]
fn small_array_butterflies_after_a_collection_are_16_bytes_apart() {
    for force_slow_paths in [false, true] {
        let mut vm = vm_with(HeapConfig { force_slow_paths, ..HeapConfig::default() });
        for length in [0, 1] {
            for _ in 0..20_000 {
                vm.new_array(JSValue::NULL, length).unwrap();
            }
            vm.collect(Sweep::Lazy);
            let arrays: Vec<_> = (0..1000).map(|_| vm.new_array(JSValue::NULL, length).unwrap()).collect();
            let deltas: Vec<isize> = arrays
                .windows(2)
                .map(|w| w[1].butterfly_address() as isize - w[0].butterfly_address() as isize)
                .collect();
            let sixteen = deltas.iter().filter(|&&d| d == 16).count();
            assert!(
                sixteen >= deltas.len() * 9 / 10,
                "length {length}, slow paths {force_slow_paths}: {sixteen} of {} deltas are 16",
                deltas.len()
            );
        }
    }
}

#[test]
fn the_first_push_into_a_small_array_stays_in_its_cell_when_there_is_room() {
    let mut vm = vm();
    let array = vm.new_array(JSValue::NULL, 0).unwrap();
    let before = array.butterfly_address();
    vm.put_index(array, 0, int(1)).unwrap();
    assert_eq!(array.butterfly_address(), before, "a 16-byte butterfly has room for one element");
    vm.put_index(array, 1, int(2)).unwrap();
    assert_ne!(array.butterfly_address(), before);
    assert_eq!(vm.array_length(array), 2);
    let _ = PropertyKey::Index(0);
}
