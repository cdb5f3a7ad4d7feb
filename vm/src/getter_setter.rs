//! GetterSetter: the pair of functions an accessor property's slot holds.

use std::cell::Cell;
use std::ptr::NonNull;

use crate::cell::{CellHeader, JSType};
use crate::error::JsResult;
use crate::value::JSValue;
use crate::vm::Vm;

#[repr(C)]
pub struct GetterSetter {
    header: CellHeader,
    getter: Cell<JSValue>,
    setter: Cell<JSValue>,
}

/// A handle to a live accessor pair.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct GetterSetterRef(NonNull<GetterSetter>);

crate::cell::cell_handle!(GetterSetterRef => GetterSetter, |t| t == JSType::GetterSetter);

impl GetterSetterRef {
    /// The getter function, or undefined.
    pub fn getter(self) -> JSValue {
        self.raw().getter.get()
    }

    /// The setter function, or undefined.
    pub fn setter(self) -> JSValue {
        self.raw().setter.get()
    }
}

impl Vm {
    /// A new accessor pair. May collect.
    pub fn new_getter_setter(&mut self, getter: JSValue, setter: JSValue) -> JsResult<GetterSetterRef> {
        let (getter_root, setter_root) = (self.root_value(getter), self.root_value(setter));
        let header = CellHeader::new(self.common.getter_setter_structure_id(), JSType::GetterSetter, 0, 0);
        let cell = self.new_cell(|| GetterSetter {
            header,
            getter: Cell::new(getter_root.get()),
            setter: Cell::new(setter_root.get()),
        })?;
        Ok(GetterSetterRef(cell))
    }
}
