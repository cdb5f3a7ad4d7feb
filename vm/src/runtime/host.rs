//! What an embedder attaches to the heap: Rust data owned by a cell, and functions that
//! are Rust closures.
//!
//! ```text
//!   host data:      header | Box<Box<dyn Any>> (raw; the destructor drops it)
//!   host function:  a native function whose data 0 is a host data cell holding the
//!                   closure, and whose Rust function is `call_host_function`
//! ```
//!
//! A closure's environment is opaque to the collector, so it must not hold GC pointers:
//! the embedding API makes host closures `'static` (a scoped handle cannot be captured)
//! and keeps the JavaScript values a function needs in its data 1, which is traced.

use std::any::Any;
use std::ptr::NonNull;
use std::rc::Rc;

use crate::cell::{CellHeader, JSType};
use crate::error::JsResult;
use crate::object::ObjectRef;
use crate::runtime::function::{CallArgs, NativeFn};
use crate::value::JSValue;
use crate::vm::Vm;

/// A function implemented by a Rust closure.
pub type HostClosure = Rc<dyn Fn(&mut Vm, &CallArgs) -> JsResult<JSValue>>;

#[repr(C)]
pub struct JSHostData {
    header: CellHeader,
    /// Boxed twice so the cell holds a thin pointer.
    data: Box<Box<dyn Any>>,
}

/// A handle to a live host data cell.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct HostDataRef(NonNull<JSHostData>);

crate::cell::cell_handle!(HostDataRef => JSHostData, |t| t == JSType::HostData);

impl HostDataRef {
    /// The data. The borrow of the VM keeps any collection (and so the cell's destructor)
    /// from running while it lives.
    pub fn data(self, vm: &Vm) -> &dyn Any {
        &**self.raw_in(vm).data
    }
}

impl Vm {
    /// A cell that owns `data` and drops it when the cell dies. May collect.
    pub fn new_host_data(&mut self, data: Box<dyn Any>) -> JsResult<HostDataRef> {
        let header = CellHeader::new(self.common.host_data_structure_id(), JSType::HostData, 0, 0);
        let data = Box::new(data);
        Ok(HostDataRef(self.new_cell(|| JSHostData { header, data })?))
    }

    /// A function named `name` with `length` that calls `closure`, in the current realm;
    /// `constructor` lets `new` call it too (with `new.target` in its arguments). May
    /// collect.
    pub fn new_host_function(
        &mut self,
        name: &str,
        length: u32,
        closure: HostClosure,
        constructor: bool,
    ) -> JsResult<ObjectRef> {
        let data = self.new_host_data(Box::new(closure))?;
        let data_root = self.rooted(data);
        let name = self.atom(name)?;
        let function = self.new_native_function_named(name.to_value(), length, call_host_function, constructor)?;
        self.set_native_data(function, 0, data_root.get().to_value());
        Ok(function)
    }

    /// Whether `function` is a host function (made by [`Vm::new_host_function`]).
    pub fn is_host_function(&self, function: ObjectRef) -> bool {
        function.js_type() == JSType::NativeFunction
            && function.native_function() as usize == call_host_function as NativeFn as usize
    }
}

/// The Rust function of every host function: finds the closure in data 0 and calls it.
/// The closure is cloned out first, so it lives through the call whatever the call does.
fn call_host_function(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    let data = HostDataRef::from_value(vm.native_data(args.callee, 0)).expect("a host function has its closure");
    let closure = data.data(vm).downcast_ref::<HostClosure>().expect("a host function's data is its closure").clone();
    closure(vm, args)
}
