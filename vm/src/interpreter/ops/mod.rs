//! The instructions' handlers, by category. The JIT's recorder and backends use the same
//! file names, so the twins of a handler are found by the name of its file.
//!
//! ```text
//! arith.rs       arithmetic, bitwise and unary operators; ToNumber, ToNumeric, ToString,
//!                ToPropertyKey, ToObject
//! compare.rs     relational and equality operators, In, InstanceOf (Not, TypeOf and the
//!                compare-and-branch jumps are one line in the dispatch)
//! control.rs     LoopHint; Throw, ThrowError, Catch and unwinding; ThrowIfNotObject (the
//!                jumps are one line in the dispatch)
//! scope.rs       scope slots and their dead zones, the scope chain, globals, names
//!   scope/names.rs   names resolved at run time (`with`, sloppy direct eval)
//! property.rs    named get, put, define and delete (...ById), `super` property access,
//!                private names, RequireObjectCoercible
//! elements.rs    by-value access (GetByVal, PutByVal, DefineOwnByVal, DeleteByVal) and
//!                array literals
//! object.rs      object literals and class members: NewObject, NewRegExp, methods,
//!                accessors, fields, `__proto__`, CopyDataProperties
//! call.rs        Call, Construct, SuperCall (and their spread and tail forms), CallEval,
//!                Return: argument windows, starting a call, a frame's completion
//! function.rs    NewFunction, NewClass and what a class sets up, CreateArguments,
//!                CreateRest, BindThis and the checks on `this`
//! iteration.rs   the iterator protocol (for-of, spread, destructuring), for-in
//! disposal.rs    `using` declarations: resource lists and DisposeResources
//! generator.rs   InitialYield, Yield, Await, the async starts and settlements, and the
//!                checks after a resumption
//! module.rs      ImportMeta, ImportCall
//! ```
//!
//! A handler takes the `Cursor` of its instruction and the instruction's operands, reads
//! and writes the frame's registers, and returns `JsResult<()>`; one that leaves the frame
//! (a call, a return, a suspension) returns the `Flow` for the loop, and one that ends a
//! loop (`ForOfNext`, `ForInNext`) whether to jump. Handlers whose code was an arm of the
//! dispatch are `#[inline(always)]`, so the dispatch compiles as it did with the code in
//! place. In each file the handlers are under `// The instructions.`, after the operations
//! on values they call (with their fast paths).

pub mod arith;
pub(crate) mod call;
pub(crate) mod compare;
pub(crate) mod control;
pub(crate) mod disposal;
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
