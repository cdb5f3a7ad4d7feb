//! Roots that Rust code holds: the temporary-root stack, persistent handles, and
//! GC-deferred regions.
//!
//! Invariant H3: a GC pointer that Rust code holds across a call that may allocate must be
//! rooted. [`TempRoot`] is the scope guard for that: creating one pushes the pointer on the
//! heap's temporary-root stack, dropping it pops it. Guards do not borrow the heap (they
//! share its root state through an `Rc`), so code can keep allocating while it holds them.
//! They are usually dropped in reverse order of creation, but need not be: a dropped guard
//! clears its slot and the stack shrinks past cleared slots.
//!
//! [`Handle`] is for pointers kept for a long or unknown time (an embedder's references,
//! callbacks held by native code); [`DeferGc`] keeps collections from starting while it
//! lives.

use std::cell::{Cell, RefCell};
use std::fmt;
use std::ptr;
use std::rc::Rc;

use crate::cell::CellPtr;

/// A temporary-root slot whose guard is gone (null means a guard that roots nothing).
const FREE_SLOT: *mut u8 = std::ptr::dangling_mut::<u8>();

/// Root state shared by the heap and the guards that refer to it.
#[derive(Default)]
pub(crate) struct RootState {
    temporaries: RefCell<Vec<*mut u8>>,
    handles: RefCell<Vec<*mut u8>>,
    free_handles: RefCell<Vec<usize>>,
    defer_depth: Cell<u32>,
    /// Live [`EmergencyReserve`] guards.
    emergency_depth: Cell<u32>,
    /// Old cells that a store has made point to cells that may be new (write barrier).
    pub remembered: RefCell<Vec<CellPtr>>,
    /// The remembered set could not grow and misses cells: a generational collection
    /// would have to be a full one, and verification cannot check the barrier.
    pub remembered_overflowed: Cell<bool>,
}

impl RootState {
    /// Calls `f` with every rooted cell.
    pub fn for_each_root(&self, mut f: impl FnMut(CellPtr)) {
        let temporaries = self.temporaries.borrow();
        let handles = self.handles.borrow();
        temporaries
            .iter()
            .chain(handles.iter())
            .filter(|&&p| p != FREE_SLOT)
            .filter_map(|&p| CellPtr::new(p))
            .for_each(&mut f);
    }

    pub fn is_deferred(&self) -> bool {
        self.defer_depth.get() != 0
    }

    pub fn in_emergency(&self) -> bool {
        self.emergency_depth.get() != 0
    }

    pub fn temporary_count(&self) -> usize {
        self.temporaries.borrow().len()
    }

    /// Adds an old cell to the remembered set; a set the system cannot grow is marked
    /// incomplete instead of aborting the process.
    pub fn remember(&self, cell: CellPtr) {
        let mut remembered = self.remembered.borrow_mut();
        if remembered.try_reserve(1).is_ok() {
            remembered.push(cell);
        } else {
            self.remembered_overflowed.set(true);
        }
    }

    /// Empties the remembered set (after a full marking, which needs none).
    pub fn clear_remembered(&self) {
        self.remembered.borrow_mut().clear();
        self.remembered_overflowed.set(false);
    }

    /// Makes room for `count` more temporary roots, so that making them cannot fail.
    pub fn reserve_temporaries(&self, count: usize) -> Result<(), std::collections::TryReserveError> {
        self.temporaries.borrow_mut().try_reserve(count)
    }
}

/// A scope guard that keeps one cell (or nothing) alive.
pub struct TempRoot {
    state: Rc<RootState>,
    slot: usize,
}

impl TempRoot {
    pub(crate) fn new(state: &Rc<RootState>, cell: Option<CellPtr>) -> TempRoot {
        let mut temporaries = state.temporaries.borrow_mut();
        temporaries.push(cell.map_or(ptr::null_mut(), CellPtr::as_ptr));
        TempRoot { state: state.clone(), slot: temporaries.len() - 1 }
    }

    /// The rooted cell.
    pub fn get(&self) -> Option<CellPtr> {
        CellPtr::new(self.state.temporaries.borrow()[self.slot])
    }

    /// Roots another cell in the same slot.
    pub fn set(&self, cell: Option<CellPtr>) {
        self.state.temporaries.borrow_mut()[self.slot] = cell.map_or(ptr::null_mut(), CellPtr::as_ptr);
    }
}

impl Drop for TempRoot {
    fn drop(&mut self) {
        let mut temporaries = self.state.temporaries.borrow_mut();
        temporaries[self.slot] = FREE_SLOT;
        while temporaries.last() == Some(&FREE_SLOT) {
            temporaries.pop();
        }
    }
}

impl fmt::Debug for TempRoot {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "TempRoot({:?})", self.get())
    }
}

/// A root that lives until it is dropped, in any order.
pub struct Handle {
    state: Rc<RootState>,
    slot: usize,
}

impl Handle {
    pub(crate) fn new(state: &Rc<RootState>, cell: Option<CellPtr>) -> Handle {
        let pointer = cell.map_or(ptr::null_mut(), CellPtr::as_ptr);
        let mut handles = state.handles.borrow_mut();
        let slot = match state.free_handles.borrow_mut().pop() {
            Some(slot) => {
                handles[slot] = pointer;
                slot
            }
            None => {
                handles.push(pointer);
                handles.len() - 1
            }
        };
        Handle { state: state.clone(), slot }
    }

    /// The cell the handle keeps alive.
    pub fn get(&self) -> Option<CellPtr> {
        CellPtr::new(self.state.handles.borrow()[self.slot])
    }

    /// Keeps another cell alive instead.
    pub fn set(&self, cell: Option<CellPtr>) {
        self.state.handles.borrow_mut()[self.slot] = cell.map_or(ptr::null_mut(), CellPtr::as_ptr);
    }

    /// A second handle on the same cell.
    pub fn duplicate(&self) -> Handle {
        Handle::new(&self.state, self.get())
    }

    /// Gives up the guard but keeps the root: the slot stays rooted until
    /// [`Heap::release_handle_slot`](crate::Heap::release_handle_slot) frees it. For roots
    /// owned by something that may be dropped on another thread (which can only queue the
    /// slot for release).
    pub fn into_slot(self) -> usize {
        let handle = std::mem::ManuallyDrop::new(self);
        // SAFETY: the state is read out once and dropped; the handle itself is never
        // dropped (so its slot stays rooted) nor used again.
        drop(unsafe { std::ptr::read(&handle.state) });
        handle.slot
    }
}

impl RootState {
    /// Frees a slot [`Handle::into_slot`] gave up.
    pub(crate) fn release_handle_slot(&self, slot: usize) {
        self.handles.borrow_mut()[slot] = FREE_SLOT;
        self.free_handles.borrow_mut().push(slot);
    }
}

impl Drop for Handle {
    fn drop(&mut self) {
        self.state.handles.borrow_mut()[self.slot] = FREE_SLOT;
        self.state.free_handles.borrow_mut().push(self.slot);
    }
}

impl fmt::Debug for Handle {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Handle({:?})", self.get())
    }
}

/// While a `DeferGc` lives, no collection starts; one that was due starts at the first
/// allocation slow path after the last guard is dropped.
pub struct DeferGc {
    state: Rc<RootState>,
}

impl DeferGc {
    pub(crate) fn new(state: &Rc<RootState>) -> DeferGc {
        state.defer_depth.set(state.defer_depth.get() + 1);
        DeferGc { state: state.clone() }
    }
}

impl Drop for DeferGc {
    fn drop(&mut self) {
        self.state.defer_depth.set(self.state.defer_depth.get() - 1);
    }
}

/// While an `EmergencyReserve` lives, allocations may go [`EMERGENCY_RESERVE`] bytes past
/// the heap limit: enough to make the error that reports running out of memory.
pub struct EmergencyReserve {
    state: Rc<RootState>,
}

/// Bytes past the heap limit that an [`EmergencyReserve`] allows.
pub const EMERGENCY_RESERVE: usize = 1 << 20;

impl EmergencyReserve {
    pub(crate) fn new(state: &Rc<RootState>) -> EmergencyReserve {
        state.emergency_depth.set(state.emergency_depth.get() + 1);
        EmergencyReserve { state: state.clone() }
    }
}

impl Drop for EmergencyReserve {
    fn drop(&mut self) {
        self.state.emergency_depth.set(self.state.emergency_depth.get() - 1);
    }
}

impl fmt::Debug for EmergencyReserve {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "EmergencyReserve(depth {})", self.state.emergency_depth.get())
    }
}

impl fmt::Debug for DeferGc {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "DeferGc(depth {})", self.state.defer_depth.get())
    }
}
