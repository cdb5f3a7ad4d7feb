//! Symbols: unique property keys with an optional description.

use std::cell::Cell;
use std::fmt;
use std::ptr::NonNull;

use crate::cell::{CellHeader, JSType};
use crate::error::JsResult;
use crate::string::StringRef;
use crate::value::JSValue;
use crate::vm::Vm;

/// The layout of a symbol cell.
#[repr(C)]
pub struct JSSymbol {
    header: CellHeader,
    /// A string, or undefined.
    description: Cell<JSValue>,
    flags: u32,
}

/// The symbol is a private name (`#x`): never visible to reflection.
pub const SYMBOL_IS_PRIVATE: u32 = 1;
/// The symbol is in the global registry (`Symbol.for`).
pub const SYMBOL_IS_REGISTERED: u32 = 2;

/// A handle to a live symbol.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct SymbolRef(NonNull<JSSymbol>);

crate::cell::cell_handle!(SymbolRef => JSSymbol, |t| t == JSType::Symbol);

impl SymbolRef {
    /// The description: a string, or undefined.
    pub fn description(self) -> JSValue {
        self.raw().description.get()
    }

    pub fn is_private(self) -> bool {
        self.raw().flags & SYMBOL_IS_PRIVATE != 0
    }

    pub fn is_registered(self) -> bool {
        self.raw().flags & SYMBOL_IS_REGISTERED != 0
    }
}

impl fmt::Debug for SymbolRef {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match StringRef::from_value(self.description()) {
            Some(description) => write!(f, "Symbol({description:?})"),
            None => write!(f, "Symbol()"),
        }
    }
}

impl Vm {
    /// A new symbol. `flags` is a combination of the `SYMBOL_IS_*` bits. May collect.
    pub fn new_symbol(&mut self, description: Option<StringRef>, flags: u32) -> JsResult<SymbolRef> {
        let description = description.map_or(JSValue::UNDEFINED, StringRef::to_value);
        let root = self.root_value(description);
        let header = CellHeader::new(self.common.symbol_structure_id(), JSType::Symbol, 0, 0);
        let cell = self.new_cell(|| JSSymbol { header, description: Cell::new(root.get()), flags })?;
        Ok(SymbolRef(cell))
    }
}
