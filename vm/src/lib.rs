//! Kestrel's virtual machine: values, strings, structures and objects on the `gc` heap.
//!
//! # Layers
//!
//! * [`JSValue`] encodes every value in 64 bits (`value.rs`).
//! * Every cell starts with a [`CellHeader`](cell::CellHeader): a StructureID, copies of the
//!   indexing type and JSType, and the collector's state byte (`cell.rs`).
//! * [`Structure`](structure::Structure)s are hidden classes shared through transitions;
//!   ids index a table that never moves (`structure/`).
//! * Strings are 8- or 16-bit, flat or ropes; property names are atoms (`string/`).
//! * Objects keep named properties in inline slots and butterflies, indexed ones in
//!   vectors that climb the indexing-type ladder, or in sparse maps (`object/`).
//! * The [`Vm`] owns the heap and the tables; every allocation goes through it and may
//!   collect, so Rust code roots what it holds across allocations ([`Rooted`], H3).
//!
//! Offsets that machine code relies on are in [`layout`]. `DESIGN.md` in this crate records
//! the decisions these modules implement.

// The crate's documentation is for the engine's own developers: module docs name the
// private modules and items that implement them.
#![allow(rustdoc::private_intra_doc_links)]
// `unsafe` lives only in the modules that lay out memory: cells and their layouts
// (`cell`), values (`value`), the heap side (`heap`), objects and their storage (`object`),
// structures and their tables (`structure`), strings (`string`), the register file
// (`interpreter::stack`), array buffers' data blocks (`runtime::array_buffer`), shared
// blocks (`runtime::shared_memory`) and the
// tables objects own through raw words (`collections::owned`). Everything else is written
// against their safe interfaces (DESIGN.md, "Where unsafe code lives").
#![deny(unsafe_code)]

pub mod bytecode;
#[allow(unsafe_code)]
pub mod cell;
pub mod collections;
pub mod compiler;
pub mod error;
pub mod getter_setter;
#[allow(unsafe_code)]
mod heap;
pub mod interpreter;
pub mod layout;
#[allow(unsafe_code)]
pub mod object;
pub mod property;
pub mod runtime;
#[allow(unsafe_code)]
pub mod string;
#[allow(unsafe_code)]
pub mod structure;
pub mod symbol;
pub mod tier;
#[allow(unsafe_code)]
pub mod value;
mod vm;

pub use error::{ErrorKind, Exception, JsResult, Message, PendingError, Throw};
pub use getter_setter::GetterSetterRef;
pub use heap::{HeapRef, Rooted};
pub use object::ObjectRef;
pub use object::named::{IntegrityLevel, PropertySlot};
pub use property::{Attributes, PropertyKey};
pub use string::StringRef;
pub use structure::{StructureId, StructureRef};
pub use symbol::SymbolRef;
pub use value::JSValue;
pub use vm::{Vm, VmOptions};
