//! Kestrel's standard library: one file per global, installed into a realm by
//! [`install`]. The web platform's globals are in [`web`], which `install` leaves to the
//! host.
//!
//! `install` first makes every intrinsic object the engine itself relies on (the
//! prototypes of objects the interpreter creates, the constructors `new` may meet), so
//! that the per-global files only add properties to objects that exist. Methods follow the
//! specification's algorithms step by step; their comments cite the steps.

#![forbid(unsafe_code)]

mod array;
mod array_buffer;
mod async_disposable_stack;
mod atomics;
mod base64;
mod bigint;
mod boolean;
mod collection;
mod data_view;
mod date;
mod disposable_stack;
mod error;
mod finalization_registry;
mod function;
mod fundamentals;
mod generator;
mod global;
mod iterator;
mod iterator_dispose;
mod json;
mod map;
mod math;
mod math_sum_precise;
mod number;
mod object;
mod promise;
mod proxy;
mod reflect;
mod regexp;
mod self_hosted;
mod set;
mod shared_array_buffer;
mod string;
mod suppressed_error;
mod symbol;
mod typed_array;
pub mod util;
mod weak_map;
mod weak_ref;
mod weak_set;
pub mod web;

// What hosts reuse: the text of a Date or RegExp read from its internal slots (an
// inspector shows values without running their methods), and the original JSON.stringify,
// parseInt and parseFloat (console.log's %j, %i and %f call them whatever the globals hold).
pub use date::date_iso_text;
pub use json::stringify_value as json_stringify;
pub use number::{parse_float_value, parse_int_value};
pub use regexp::regexp_text;
use vm::runtime::realm::RealmRef;
use vm::{JsResult, Vm};

/// Makes a realm with every builtin and makes it the VM's current realm.
pub fn install(vm: &mut Vm) -> JsResult<RealmRef> {
    self_hosted::register(vm);
    let realm = fundamentals::create_realm(vm)?;
    let realm_root = vm.rooted(realm);
    // Order matters only where one global's methods are copied into another's.
    object::install(vm)?;
    function::install(vm)?;
    symbol::install(vm)?;
    error::install(vm)?;
    boolean::install(vm)?;
    iterator::install(vm)?;
    array::install(vm)?;
    generator::install(vm)?;
    string::install(vm)?;
    number::install(vm)?;
    bigint::install(vm)?;
    math::install(vm)?;
    json::install(vm)?;
    reflect::install(vm)?;
    regexp::install(vm)?;
    promise::install(vm)?;
    disposable_stack::install(vm)?;
    async_disposable_stack::install(vm)?;
    proxy::install(vm)?;
    date::install(vm)?;
    map::install(vm)?;
    set::install(vm)?;
    weak_map::install(vm)?;
    weak_set::install(vm)?;
    weak_ref::install(vm)?;
    finalization_registry::install(vm)?;
    array_buffer::install(vm)?;
    shared_array_buffer::install(vm)?;
    typed_array::install(vm)?;
    data_view::install(vm)?;
    atomics::install(vm)?;
    global::install(vm)?;
    Ok(realm_root.get())
}

/// The native functions a trace may compute inline, by address (`vm::tier::TraceIntrinsic`).
pub fn trace_intrinsics() -> Vec<(usize, vm::tier::TraceIntrinsic)> {
    let mut table = math::trace_intrinsics();
    table.extend(array::trace_intrinsics());
    table.extend(typed_array::trace_intrinsics());
    table.extend(string::trace_intrinsics());
    table
}

/// The native functions a trace may call knowing they run no JavaScript and write nothing
/// it reads, by address (`vm::tier::NativeEffect`).
pub fn trace_natives() -> Vec<(usize, vm::tier::NativeEffect)> {
    let mut table = math::trace_natives();
    table.extend(string::trace_natives());
    table.extend(number::trace_natives());
    table.extend(map::trace_natives());
    table.extend(set::trace_natives());
    table.extend(array::trace_natives());
    table
}
