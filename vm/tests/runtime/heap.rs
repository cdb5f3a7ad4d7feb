//! The VM on its heap: churn with poison, limits, roots, id recycling.

use crate::support;

use gc::{BLOCK_SIZE, HeapConfig, HeapLimit, POISON_BYTE, Sweep};
use support::{assert_pending, int, key, vm, vm_with};
use vm::{Exception, JSValue, Message, PropertyKey, Vm, VmOptions};

/// Cells with and without destructors, ropes, butterflies and sparse maps, churned across
/// eager collections with poisoning on: pages must be decommitted and poisoned, and no
/// sweep may read them (a destructor run on poison would crash).
#[test]
fn churn_with_poisoned_decommitted_pages() {
    let mut vm = vm_with(HeapConfig { poison_decommitted_pages: true, ..HeapConfig::default() });
    assert_eq!(vm.heap.poison_mode().name(), "pattern");
    let keep = vm.new_array(JSValue::NULL, 0).unwrap();
    let keep = vm.rooted(keep);
    let mut kept = 0;
    for round in 0..4 {
        for i in 0..20_000u32 {
            let object = vm.new_object(JSValue::NULL).unwrap();
            let object = vm.rooted(object);
            let name = key(&mut vm, &format!("p{}", i % 7));
            vm.put_direct(object.get(), name, int(i as i32)).unwrap();
            // Dictionaries and sparse maps are cells with destructors.
            if i % 5 == 0 {
                vm.delete_own_property(object.get(), name).unwrap();
                vm.put_direct(object.get(), PropertyKey::Index(1 << 20), int(1)).unwrap();
            }
            let left = vm.new_string(&format!("left side of a rope {i}")).unwrap();
            let left = vm.rooted(left);
            let right = vm.new_string("and its right side").unwrap();
            let rope = vm.concat(left.get(), right).unwrap();
            if i % 3 == 0 {
                vm.flatten(rope).unwrap();
            }
            let array = vm.new_array(JSValue::NULL, i % 4).unwrap();
            vm.put_index(array, 0, rope.to_value()).unwrap();
            // Keep the first cell of a block now and then, so blocks stay partly live.
            if object.get().cell().as_ptr() as usize % BLOCK_SIZE < 64 {
                vm.put_index(keep.get(), kept, object.get().to_value()).unwrap();
                kept += 1;
            }
        }
        vm.collect(Sweep::Eager);
        let statistics = vm.heap.marked_block_statistics();
        assert!(statistics.decommitted_pages > 0, "round {round}: {statistics:?}");
        assert!(statistics.blocks_with_decommitted_pages > 0);
        // The kept objects start blocks whose other cells died: some middle page of
        // theirs is decommitted and filled with the poison.
        let page = gc::os::page_size();
        let poisoned = (0..kept).any(|index| {
            let object = vm::ObjectRef::from_value(vm.get_own_index(keep.get(), index).unwrap().0).unwrap();
            let base = object.cell().as_ptr() as usize & !(BLOCK_SIZE - 1);
            // SAFETY: the block is mapped; reading its poisoned pages is what this checks.
            (1..BLOCK_SIZE / page - 1)
                .any(|p| unsafe { ((base + p * page) as *const u8).read_volatile() } == POISON_BYTE)
        });
        assert!(poisoned, "round {round}: no poisoned page in the blocks of {kept} kept objects");
        // A second collection sweeps the decommitted blocks again without touching them.
        vm.collect(Sweep::Eager);
    }
    for index in 0..kept {
        let object = vm::ObjectRef::from_value(vm.get_own_index(keep.get(), index).unwrap().0).unwrap();
        assert!(vm.own_property_keys(object).unwrap().len() <= 2);
    }
}

#[test]
fn exhausting_the_heap_limit_is_a_range_error_and_the_vm_survives() {
    let mut vm = vm_with(HeapConfig { heap_limit: HeapLimit::Bytes(8 << 20), ..HeapConfig::default() });
    let list = vm.new_array(JSValue::NULL, 0).unwrap();
    let list = vm.rooted(list);
    let mut index = 0;
    let failure = loop {
        let result = vm.new_string(&"x".repeat(1000)).and_then(|s| vm.put_index(list.get(), index, s.to_value()));
        match result {
            Ok(()) => index += 1,
            Err(throw) => break throw,
        }
    };
    let _ = failure;
    assert_pending(&mut vm, Message::OutOfMemory);
    assert!(index > 1000, "only {index} strings fit");
    assert!(vm.heap.statistics().committed_bytes <= 8 << 20);
    // Letting go of the data makes room again.
    drop(list);
    vm.collect(Sweep::Eager);
    for _ in 0..1000 {
        vm.new_string(&"y".repeat(1000)).unwrap();
    }
}

#[test]
fn a_large_request_over_the_limit_is_a_range_error() {
    let mut vm = vm_with(HeapConfig { heap_limit: HeapLimit::Bytes(16 << 20), ..HeapConfig::default() });
    let text = "z".repeat(32 << 20);
    assert!(vm.new_string(&text).is_err());
    assert_pending(&mut vm, Message::OutOfMemory);
    vm.new_string("still works").unwrap();
}

#[test]
fn a_vm_that_cannot_fit_its_own_cells_reports_it() {
    let options = VmOptions {
        heap: HeapConfig { heap_limit: HeapLimit::Bytes(1024), ..HeapConfig::default() },
        ..VmOptions::default()
    };
    let error = Vm::new(options).err().expect("no room for the VM");
    assert_eq!(error.message, Message::OutOfMemory);
    assert_eq!(error.to_string(), "RangeError: Out of memory");
}

#[test]
fn a_thrown_value_stays_alive_while_pending() {
    let mut vm = vm_with(HeapConfig { gc_stress: Some(1), ..HeapConfig::default() });
    let thrown = vm.new_string("the exception").unwrap();
    let _ = vm.throw_value(thrown.to_value());
    for _ in 0..100 {
        vm.new_object(JSValue::NULL).unwrap();
    }
    match vm.take_exception() {
        Exception::Value(value) => assert_eq!(support::text(value), "the exception"),
        other => panic!("{other:?}"),
    }
}

#[test]
fn structure_ids_of_dead_structures_are_reused() {
    let mut vm = vm();
    let names: Vec<PropertyKey> = (0..8).map(|i| key(&mut vm, &format!("k{i}"))).collect();
    let names: Vec<_> = names
        .iter()
        .map(|k| match k {
            PropertyKey::Atom(atom) => vm.rooted(*atom),
            _ => unreachable!(),
        })
        .collect();
    let mut peak = 0;
    for round in 0..20 {
        for _ in 0..500 {
            let object = vm.new_object(JSValue::NULL).unwrap();
            let object = vm.rooted(object);
            for name in &names {
                vm.put_direct(object.get(), PropertyKey::Atom(name.get()), int(round)).unwrap();
            }
            // Each delete makes a dictionary with its own structure and fresh ids.
            vm.delete_own_property(object.get(), PropertyKey::Atom(names[0].get())).unwrap();
            vm.delete_own_property(object.get(), PropertyKey::Atom(names[3].get())).unwrap();
        }
        vm.collect(Sweep::Lazy);
        peak = peak.max(vm.live_structure_count());
    }
    assert!(peak < 100, "{peak} structures alive after collecting dead dictionaries");
}

#[test]
fn no_collection_runs_in_a_deferred_region_even_when_memory_runs_out() {
    let mut vm = vm_with(HeapConfig { heap_limit: HeapLimit::Bytes(4 << 20), ..HeapConfig::default() });
    let collections = vm.heap.statistics().collections;
    let defer = vm.heap.defer_gc();
    let mut made = 0;
    while vm.new_object(JSValue::NULL).is_ok() {
        made += 1;
    }
    assert!(made > 10_000);
    assert_eq!(vm.heap.statistics().collections, collections);
    assert_pending(&mut vm, Message::OutOfMemory);
    drop(defer);
    vm.new_object(JSValue::NULL).unwrap();
    assert!(vm.heap.statistics().collections > collections);
}
