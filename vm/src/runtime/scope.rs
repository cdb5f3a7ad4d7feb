//! Scopes: the environments of bindings that outlive their frame's registers.
//!
//! A binding that no closure captures and no dynamic lookup can reach lives in a register.
//! The others live in a scope cell, created by `PushScope` when its block is entered and
//! linked to the enclosing scope:
//!
//! ```text
//!   +--------+--------+------------+--------+-----------------+--------+-----+
//!   | header | parent | executable | object | descriptor kind | slot 0 | ... |
//!   +--------+--------+------------+--------+-----------------+--------+-----+
//! ```
//!
//! The executable and descriptor give the slots' names, for the lookups `with` and direct
//! `eval` make at run time. A `with` scope has no slots; its object is the `with` object.
//! A function's var scope gets an extension object when a sloppy direct `eval` declares a
//! `var` in it.

use std::cell::Cell;
use std::ptr::NonNull;

use gc::Marker;

use crate::bytecode::CodeBlock;
use crate::bytecode::code_block::ScopeDescriptor;
use crate::cell::{CellHeader, JSType};
use crate::error::JsResult;
use crate::runtime::executable::ExecutableRef;
use crate::value::JSValue;
use crate::vm::Vm;

/// What a scope is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[repr(u32)]
pub enum ScopeKind {
    Declarative = 0,
    With = 1,
}

#[repr(C)]
pub struct Scope {
    header: CellHeader,
    parent: Cell<JSValue>,
    executable: Cell<JSValue>,
    object: Cell<JSValue>,
    descriptor: u32,
    kind: ScopeKind,
    slot_count: u32,
    _reserved: u32,
}

impl Scope {
    /// How many slots follow the fixed fields.
    pub(crate) fn slot_count(&self) -> usize {
        self.slot_count as usize
    }
}

pub(crate) const SLOTS_OFFSET: usize = size_of::<Scope>();
pub(crate) const PARENT_OFFSET: usize = std::mem::offset_of!(Scope, parent);

/// A handle to a live scope.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct ScopeRef(NonNull<Scope>);

/// The descriptor of a scope's slots, named by where it is: the executable whose code holds
/// it and its index there. What it lends is borrowed from this value, a local, never for
/// longer (the scope, which marks the executable, is kept alive meanwhile as any handle is).
#[derive(Clone, Copy, Debug)]
pub struct DescriptorOf {
    pub executable: ExecutableRef,
    index: usize,
}

impl DescriptorOf {
    pub fn get(&self) -> &ScopeDescriptor {
        &self.executable.code().scopes[self.index]
    }

    /// The code the descriptor is in (its names are constants there).
    pub fn code(&self) -> &CodeBlock {
        self.executable.code()
    }
}

crate::cell::cell_handle!(ScopeRef => Scope, values, |t| t == JSType::Scope);

impl ScopeRef {
    pub fn parent(self) -> Option<ScopeRef> {
        ScopeRef::from_value(self.raw().parent.get())
    }

    pub fn kind(self) -> ScopeKind {
        self.raw().kind
    }

    /// The `with` object, or the extension object of a var scope.
    pub fn object(self) -> JSValue {
        self.raw().object.get()
    }

    pub(crate) fn set_object_raw(self, object: JSValue) {
        self.raw().object.set(object);
    }

    pub fn slot_count(self) -> usize {
        self.raw().slot_count as usize
    }

    #[inline(always)]
    pub fn slot(self, index: usize) -> JSValue {
        self.values()[index].get()
    }

    /// Writes a slot without the write barrier; the VM's `set_scope_slot` adds it.
    #[inline(always)]
    pub(crate) fn set_slot_raw(self, index: usize, value: JSValue) {
        self.values()[index].set(value);
    }

    /// Where the descriptor that names the slots is, if there is one.
    pub fn descriptor(self) -> Option<DescriptorOf> {
        let executable = ExecutableRef::from_value(self.raw().executable.get())?;
        let index = self.raw().descriptor as usize;
        (index < executable.code().scopes.len()).then_some(DescriptorOf { executable, index })
    }

    pub(crate) fn trace(self, marker: &mut Marker<'_>) {
        let raw = self.raw();
        for value in [raw.parent.get(), raw.executable.get(), raw.object.get()] {
            if let Some(cell) = value.cell() {
                marker.mark_cell(cell);
            }
        }
        for slot in self.values() {
            if let Some(cell) = slot.get().cell() {
                marker.mark_cell(cell);
            }
        }
    }
}

impl Vm {
    /// A declarative scope for `descriptor` of `executable`, under `parent`. Its slots
    /// start empty (lexical bindings in their dead zone) or undefined. May collect.
    pub(crate) fn new_scope(
        &mut self,
        parent: JSValue,
        executable: ExecutableRef,
        descriptor: u32,
    ) -> JsResult<ScopeRef> {
        let (parent_root, executable_root) = (self.root_value(parent), self.rooted(executable));
        // The descriptor is in the code block, which the rooted executable keeps alive (the
        // borrow is of the local handle, not of the VM).
        let starts_empty = &executable.code().scopes[descriptor as usize].starts_empty;
        let scope = self.allocate_scope(ScopeKind::Declarative, starts_empty.len(), descriptor, |index| {
            if starts_empty[index] { JSValue::EMPTY } else { JSValue::UNDEFINED }
        })?;
        scope.raw().parent.set(parent_root.get());
        scope.raw().executable.set(executable_root.get().to_value());
        Ok(scope)
    }

    /// A `with` scope for `object` under `parent`. May collect.
    pub(crate) fn new_with_scope(&mut self, parent: JSValue, object: JSValue) -> JsResult<ScopeRef> {
        let (parent_root, object_root) = (self.root_value(parent), self.root_value(object));
        let scope = self.allocate_scope(ScopeKind::With, 0, u32::MAX, |_| JSValue::UNDEFINED)?;
        scope.raw().parent.set(parent_root.get());
        scope.raw().object.set(object_root.get());
        Ok(scope)
    }

    /// A copy of `scope` with the same parent and values: the fresh binding of a `for`
    /// loop iteration. May collect.
    pub(crate) fn clone_scope(&mut self, scope: ScopeRef) -> JsResult<ScopeRef> {
        let root = self.rooted(scope);
        let copy = self
            .allocate_scope(scope.kind(), scope.slot_count(), scope.raw().descriptor, |index| root.get().slot(index))?;
        let scope = root.get();
        copy.raw().parent.set(scope.raw().parent.get());
        copy.raw().executable.set(scope.raw().executable.get());
        copy.raw().object.set(scope.raw().object.get());
        Ok(copy)
    }

    /// A scope of `kind` with `slot_count` slots, slot `i` holding `slot_at(i)` (which runs
    /// after the allocation and cannot reach the VM). May collect.
    fn allocate_scope(
        &mut self,
        kind: ScopeKind,
        slot_count: usize,
        descriptor: u32,
        slot_at: impl FnMut(usize) -> JSValue,
    ) -> JsResult<ScopeRef> {
        let header = CellHeader::new(self.common.scope_structure_id(), JSType::Scope, 0, 0);
        let init = || Scope {
            header,
            parent: Cell::new(JSValue::NULL),
            executable: Cell::new(JSValue::UNDEFINED),
            object: Cell::new(JSValue::UNDEFINED),
            descriptor,
            kind,
            slot_count: slot_count as u32,
            _reserved: 0,
        };
        Ok(ScopeRef(self.new_cell_with_values(slot_count, init, slot_at)?))
    }

    /// Stores into a scope slot, with the write barrier.
    #[inline(always)]
    pub(crate) fn set_scope_slot(&self, scope: ScopeRef, index: usize, value: JSValue) {
        scope.set_slot_raw(index, value);
        if value.is_cell() {
            self.heap.write_barrier(scope.cell());
        }
    }
}
