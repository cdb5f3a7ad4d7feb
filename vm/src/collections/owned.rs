//! Borrowing the Rust table an object owns through a raw internal word (a Map's, a
//! WeakMap's, a FinalizationRegistry's `Box`, made with the object and freed by its
//! destructor).
//!
//! A borrow lasts as long as a borrow of the VM: a shared one while `&Vm` is held, a
//! mutable one while `&mut Vm` is. While the VM is borrowed nothing can run JavaScript,
//! allocate (so collect) or reach the table another way, so the compiler checks what the
//! comments used to ask. The collector, which runs inside a `&mut Vm` call and so while no
//! such borrow can be alive, is lent the table for the length of a closure.

use std::ptr::NonNull;

use gc::CellPtr;

use super::finalization::{self, Registry};
use super::table::OrderedTable;
use super::weak_table::WeakTable;
use super::{map, weak_map};
use crate::cell::JSType;
use crate::object::ObjectRef;
use crate::vm::Vm;

/// A table type an object owns through the raw word `SLOT`.
///
/// # Safety
/// Every object [`OwnedTable::owns`] accepts holds, in raw word `SLOT`, a pointer that
/// [`attach`] made when the object was, freed only by [`destroy`].
pub(super) unsafe trait OwnedTable: Sized {
    const SLOT: usize;

    /// Whether `object` is of a kind that owns this table.
    fn owns(object: ObjectRef) -> bool;

    /// The table of `object`, for as long as the VM is borrowed.
    fn of(_vm: &Vm, object: ObjectRef) -> &Self {
        // SAFETY: the pointer is the live Box of `object` (the trait's contract); while
        // `&Vm` is held no `&mut` to any table can be made (that needs `&mut Vm` or a
        // collection).
        unsafe { pointer::<Self>(object).as_ref() }
    }

    /// The table of `object`, to change, for as long as the VM is borrowed mutably.
    fn of_mut(_vm: &mut Vm, object: ObjectRef) -> &mut Self {
        // SAFETY: the pointer is the live Box of `object`; the `&mut Vm` borrow excludes
        // every other borrow of any table for the life of this one.
        unsafe { pointer::<Self>(object).as_mut() }
    }

    /// Lends the table of a live `object` to the collector for the length of `f`.
    fn while_collecting<R>(object: ObjectRef, f: impl FnOnce(&mut Self) -> R) -> R {
        // SAFETY: the pointer is the live Box of `object`. A collection runs inside a call
        // that holds `&mut Vm`, so no borrow made by `of` or `of_mut` is alive, and the
        // reference cannot leave the closure.
        f(unsafe { pointer::<Self>(object).as_mut() })
    }
}

// SAFETY: `new_keyed_collection` attaches a table to every Map and Set.
unsafe impl OwnedTable for OrderedTable {
    const SLOT: usize = map::TABLE;

    fn owns(object: ObjectRef) -> bool {
        matches!(object.js_type(), JSType::Map | JSType::Set)
    }
}

// SAFETY: `new_weak_collection` attaches a table to every WeakMap and WeakSet.
unsafe impl OwnedTable for WeakTable {
    const SLOT: usize = weak_map::TABLE;

    fn owns(object: ObjectRef) -> bool {
        matches!(object.js_type(), JSType::WeakMap | JSType::WeakSet)
    }
}

// SAFETY: `new_finalization_registry` attaches its cells to every FinalizationRegistry.
unsafe impl OwnedTable for Registry {
    const SLOT: usize = finalization::REGISTRY;

    fn owns(object: ObjectRef) -> bool {
        object.js_type() == JSType::FinalizationRegistry
    }
}

/// Gives a new `object` its table.
pub(super) fn attach<T: OwnedTable>(object: ObjectRef, table: T) {
    debug_assert!(T::owns(object) && object.internal_raw(T::SLOT) == 0, "a table is attached once");
    object.set_internal_raw(T::SLOT, Box::into_raw(Box::new(table)) as u64);
}

/// Frees the table of a dead Map, Set, WeakMap, WeakSet or FinalizationRegistry.
///
/// # Safety
/// `cell` must be a dead object of one of those kinds, destroyed once.
pub(crate) unsafe fn destroy_table(cell: CellPtr) {
    // SAFETY: the caller's guarantee, with the table type the object's kind owns.
    unsafe {
        match crate::cell::js_type(cell) {
            JSType::Map | JSType::Set => destroy::<OrderedTable>(cell),
            JSType::WeakMap | JSType::WeakSet => destroy::<WeakTable>(cell),
            JSType::FinalizationRegistry => destroy::<Registry>(cell),
            other => unreachable!("a {other:?} owns no table"),
        }
    }
}

/// Frees the table of a dead object (one made before its table was attached has none).
///
/// # Safety
/// `cell` must be a dead object of a kind that owns a `T`, destroyed once.
unsafe fn destroy<T: OwnedTable>(cell: CellPtr) {
    let object = ObjectRef::from_cell(cell);
    let pointer = object.internal_raw(T::SLOT) as *mut T;
    if !pointer.is_null() {
        // SAFETY: the word holds the Box `attach` made, freed only here, once.
        drop(unsafe { Box::from_raw(pointer) });
    }
}

fn pointer<T: OwnedTable>(object: ObjectRef) -> NonNull<T> {
    debug_assert!(T::owns(object));
    let pointer = object.internal_raw(T::SLOT) as *mut T;
    NonNull::new(pointer).expect("the object has its table from creation on")
}
