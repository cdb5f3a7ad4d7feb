//! Helpers shared by the VM's tests: VMs in each heap mode.

#![allow(dead_code)]

use gc::HeapConfig;
use vm::{Exception, JSValue, Message, PropertyKey, Vm, VmOptions};

pub fn vm_with(heap: HeapConfig) -> Vm {
    Vm::new(VmOptions { heap, ..VmOptions::default() }).expect("VM setup")
}

pub fn vm() -> Vm {
    vm_with(HeapConfig::default())
}

/// The heap modes every workload runs in: default, collecting at every allocation,
/// verifying barriers and pointers, and poisoning decommitted pages.
pub fn modes() -> Vec<(&'static str, HeapConfig)> {
    vec![
        ("default", HeapConfig::default()),
        ("gc-stress", HeapConfig { gc_stress: Some(1), ..HeapConfig::default() }),
        ("verify-heap", HeapConfig { verify: true, min_bytes_between_collections: 64 << 10, ..HeapConfig::default() }),
        (
            "poison",
            HeapConfig {
                poison_decommitted_pages: true,
                min_bytes_between_collections: 256 << 10,
                ..HeapConfig::default()
            },
        ),
    ]
}

/// Runs `workload` on a fresh VM in every mode.
pub fn in_every_mode(workload: impl Fn(&mut Vm)) {
    for (name, config) in modes() {
        let mut vm = vm_with(config);
        eprintln!("mode {name}");
        workload(&mut vm);
    }
}

pub fn key(vm: &mut Vm, name: &str) -> PropertyKey {
    vm.property_key_from_str(name).expect("key")
}

pub fn int(value: i32) -> JSValue {
    JSValue::from_i32(value)
}

/// Asserts the pending exception is the engine error `message`.
pub fn assert_pending(vm: &mut Vm, message: Message) {
    match vm.take_exception() {
        Exception::Error(error) => assert_eq!(error.message, message, "{error}"),
        other => panic!("expected {message:?}, found {other:?}"),
    }
}

pub fn text(value: JSValue) -> String {
    vm::StringRef::from_value(value).expect("a string").to_string_lossy()
}

/// A new object with a null prototype, rooted.
pub fn rooted_object(vm: &mut Vm) -> vm::Rooted<vm::ObjectRef> {
    let object = vm.new_object(JSValue::NULL).expect("object");
    vm.rooted(object)
}
