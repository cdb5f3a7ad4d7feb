//! The interpreter's instruction handlers that are more than a line, by category (the same
//! categories the trace recorder uses).

pub mod arith;
pub(crate) mod call;
pub(crate) mod compare;
pub(crate) mod control;
pub(crate) mod elements;
pub(crate) mod function;
pub(crate) mod generator;
pub(crate) mod iteration;
pub(crate) mod module;
pub mod object;
pub(crate) mod property;
pub(crate) mod scope;

use crate::bytecode::{CodeBlock, Const, Slot};
use crate::property::PropertyKey;
use crate::string::StringRef;
use crate::value::JSValue;
use crate::vm::Vm;

// Operands the handlers of several categories decode.
impl Vm {
    /// The atom a `Const` operand names.
    pub(crate) fn constant_atom(&self, code: &CodeBlock, index: Const) -> StringRef {
        StringRef::from_value(code.constant(index.0)).expect("names are atoms")
    }

    /// The property key a `Const` operand names.
    pub(crate) fn constant_key(&self, code: &CodeBlock, index: Const) -> PropertyKey {
        PropertyKey::Atom(self.constant_atom(code, index))
    }
}

/// Records the type of a value a property access produced (its value profile shares the
/// access's cache slot).
#[inline(always)]
pub(crate) fn profile_value(code: &CodeBlock, slot: Slot, value: JSValue) {
    let profile = &code.value_profiles[slot.0 as usize];
    let mut bits = profile.get();
    bits.record(value);
    profile.set(bits);
}
