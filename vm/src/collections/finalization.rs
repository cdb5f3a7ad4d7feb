//! FinalizationRegistry objects (26.2) and their cleanup jobs (9.13
//! HostEnqueueFinalizationRegistryCleanupJob, 9.12 CleanupFinalizationRegistry).
//!
//! ```text
//!   registry | butterfly | cleanup callback | raw: Box<Registry>
//!
//!   Registry  cells   [ target (weak) | held value (strong) | token (weak) | state ]...
//!             free    slots to reuse
//!             tokens  token address -> slots registered with it (checked when used)
//!             cleared slots whose target died, oldest first, waiting for the callback
//! ```
//!
//! The collector marks the callback and every held value, never targets or tokens. In its
//! weak phase a cell whose target died becomes *cleared* (the specification's empty
//! \[\[WeakRefTarget\]\]), and a registry with newly cleared cells gets one cleanup job on the
//! VM's job queue (the job is a root, so the registry survives until it runs). The job calls
//! the callback with each cleared cell's held value, removing the cell first. `unregister`
//! removes every cell registered with a token, cleared or not; tokens that died are dropped.

use super::owned::{self, OwnedTable};
use super::weak_table::AddressMap;
use crate::cell::JSType;
use crate::error::{JsResult, Message};
use crate::object::ObjectRef;
use crate::structure::DEFAULT_INLINE_CAPACITY;
use crate::value::JSValue;
use crate::vm::Vm;

/// Internal field: the cleanup callback.
const CALLBACK: usize = 0;
/// Raw word: the Registry.
pub(super) const REGISTRY: usize = 0;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum CellState {
    Free,
    /// The target is alive (as far as the last collection knew).
    Registered,
    /// The target died; the held value waits for the cleanup callback.
    Cleared,
}

#[derive(Clone, Copy, Debug)]
struct RegistryCell {
    target: usize,
    held: JSValue,
    /// The unregister token's address, or 0.
    token: usize,
    state: CellState,
}

/// The \[\[Cells\]\] of a FinalizationRegistry.
#[derive(Debug, Default)]
pub(super) struct Registry {
    cells: Vec<RegistryCell>,
    free: Vec<u32>,
    tokens: AddressMap<Vec<u32>>,
    cleared: std::collections::VecDeque<u32>,
    /// A cleanup job is on the queue.
    cleanup_scheduled: bool,
}

impl Registry {
    fn register(&mut self, target: usize, held: JSValue, token: usize) -> Option<()> {
        let cell = RegistryCell { target, held, token, state: CellState::Registered };
        let slot = match self.free.pop() {
            Some(slot) => {
                self.cells[slot as usize] = cell;
                slot
            }
            None => {
                self.cells.try_reserve(1).ok()?;
                self.cells.push(cell);
                (self.cells.len() - 1) as u32
            }
        };
        if token != 0 {
            self.tokens.try_reserve(1).ok()?;
            self.tokens.entry(token).or_default().push(slot);
        }
        Some(())
    }

    fn free_slot(&mut self, slot: u32) {
        self.cells[slot as usize] =
            RegistryCell { target: 0, held: JSValue::UNDEFINED, token: 0, state: CellState::Free };
        self.free.push(slot);
    }

    /// Removes every cell registered with `token`; whether there was one.
    fn unregister(&mut self, token: usize) -> bool {
        let Some(slots) = self.tokens.remove(&token) else { return false };
        let mut removed = false;
        for slot in slots {
            let cell = self.cells[slot as usize];
            if cell.state != CellState::Free && cell.token == token {
                self.free_slot(slot);
                removed = true;
            }
        }
        removed
    }

    /// Removes the oldest cleared cell; its held value.
    fn take_cleared(&mut self) -> Option<JSValue> {
        while let Some(slot) = self.cleared.pop_front() {
            let cell = self.cells[slot as usize];
            // A slot unregistered (and perhaps reused) since it was cleared is skipped.
            if cell.state == CellState::Cleared {
                self.free_slot(slot);
                return Some(cell.held);
            }
        }
        None
    }

    fn memory_bytes(&self) -> usize {
        self.cells.capacity() * size_of::<RegistryCell>()
            + self.free.capacity() * 4
            + self.cleared.capacity() * 4
            + self.tokens.capacity() * (size_of::<(usize, Vec<u32>)>() + 1)
    }

    /// Every held value of a cell in use: what the collector marks.
    pub(super) fn for_each_held(&self, mut visit: impl FnMut(JSValue)) {
        for cell in self.cells.iter().filter(|cell| cell.state != CellState::Free) {
            visit(cell.held);
        }
    }

    /// The addresses held weakly (targets and tokens of cells in use): what the collector
    /// marks strongly for a registry it could not list for its weak phase.
    pub(super) fn for_each_weak(&self, mut visit: impl FnMut(usize)) {
        for cell in self.cells.iter().filter(|cell| cell.state != CellState::Free) {
            [cell.target, cell.token].into_iter().filter(|&address| address != 0).for_each(&mut visit);
        }
    }

    pub(super) fn memory(&self) -> usize {
        self.memory_bytes()
    }

    /// The weak phase: clears the cells whose target died and forgets tokens that died.
    /// Whether the registry now needs a cleanup job it does not have yet.
    pub(super) fn process_weak(&mut self, is_live: impl Fn(usize) -> bool) -> bool {
        let mut newly_cleared = false;
        for slot in 0..self.cells.len() {
            let cell = &mut self.cells[slot];
            if cell.state == CellState::Registered && !is_live(cell.target) {
                cell.state = CellState::Cleared;
                cell.target = 0;
                self.cleared.push_back(slot as u32);
                newly_cleared = true;
            }
            if cell.state != CellState::Free && cell.token != 0 && !is_live(cell.token) {
                cell.token = 0;
            }
        }
        let cells = &self.cells;
        self.tokens.retain(|&token, slots| {
            if !is_live(token) {
                return false;
            }
            slots.retain(|&slot| {
                let cell = cells[slot as usize];
                cell.state != CellState::Free && cell.token == token
            });
            !slots.is_empty()
        });
        if newly_cleared && !self.cleanup_scheduled {
            self.cleanup_scheduled = true;
            return true;
        }
        false
    }
}

impl Vm {
    /// A new FinalizationRegistry with `prototype` and `callback` (callable). May collect.
    pub fn new_finalization_registry(&mut self, prototype: JSValue, callback: JSValue) -> JsResult<ObjectRef> {
        let callback_root = self.root_value(callback);
        let structure = self.root_structure(prototype, JSType::FinalizationRegistry, DEFAULT_INLINE_CAPACITY, 0)?;
        let registry = self.new_object_with_structure(structure)?;
        owned::attach(registry, Registry::default());
        self.set_internal(registry, CALLBACK, callback_root.get());
        Ok(registry)
    }

    /// Appends a cell { target, held value, unregister token } (targets and tokens can be
    /// held weakly; `token` undefined for none). Never collects.
    pub fn finalization_registry_register(
        &mut self,
        registry: ObjectRef,
        target: JSValue,
        held: JSValue,
        token: JSValue,
    ) -> JsResult<()> {
        let address = |value: JSValue| value.cell().map_or(0, |cell| cell.as_ptr() as usize);
        let cells = Registry::of_mut(self, registry);
        let before = cells.memory_bytes();
        if cells.register(address(target), held, address(token)).is_none() {
            return Err(self.throw_error(Message::OutOfMemory));
        }
        let grown = cells.memory_bytes().saturating_sub(before);
        if grown > 0 {
            self.heap.report_extra_memory(grown);
        }
        self.heap.write_barrier(registry.cell());
        Ok(())
    }

    /// Removes every cell registered with `token`; whether there was one.
    pub fn finalization_registry_unregister(&mut self, registry: ObjectRef, token: JSValue) -> bool {
        let Some(token) = token.cell() else { return false };
        Registry::of_mut(self, registry).unregister(token.as_ptr() as usize)
    }

    /// The cleanup job: 9.12 CleanupFinalizationRegistry ( finalizationRegistry ).
    pub(crate) fn cleanup_finalization_registry(&mut self, registry: JSValue) -> JsResult<()> {
        let registry = ObjectRef::from_value(registry).expect("a cleanup job names its registry");
        let registry_root = self.rooted(registry);
        // Cells cleared while this job runs get a job of their own.
        Registry::of_mut(self, registry).cleanup_scheduled = false;
        // 1-2. Let callback be finalizationRegistry.[[CleanupCallback]].
        // 3. While finalizationRegistry.[[Cells]] contains a Record cell such that
        //    cell.[[WeakRefTarget]] is empty, an implementation may perform the following
        //    steps:
        //    a-b. Choose any such cell; remove cell from finalizationRegistry.[[Cells]].
        while let Some(held) = Registry::of_mut(self, registry_root.get()).take_cleared() {
            let callback = registry_root.get().internal(CALLBACK);
            //    c. Perform ? HostCallJobCallback(callback, undefined, « cell.[[HeldValue]] »).
            self.call(callback, JSValue::UNDEFINED, &[held])?;
        }
        // 4. Return unused.
        Ok(())
    }

    /// Cells of a FinalizationRegistry, registered or cleared (for `$vm` and tests).
    pub fn finalization_registry_size(&self, registry: ObjectRef) -> usize {
        let cells = Registry::of(self, registry);
        cells.cells.len() - cells.free.len()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cells_clear_once_and_tokens_unregister() {
        let mut registry = Registry::default();
        registry.register(0x100, JSValue::from_i32(1), 0x900).expect("memory");
        registry.register(0x200, JSValue::from_i32(2), 0x900).expect("memory");
        registry.register(0x300, JSValue::from_i32(3), 0).expect("memory");
        // 0x100 and 0x300 die: one job is needed, not two.
        let live = |address: usize| address != 0x100 && address != 0x300;
        assert!(registry.process_weak(live));
        assert!(!registry.process_weak(live), "a scheduled registry needs no second job");
        assert_eq!(registry.take_cleared(), Some(JSValue::from_i32(1)));
        // Unregistering removes the cleared-or-not cells of the token: 0x200 only now.
        assert!(registry.unregister(0x900));
        assert!(!registry.unregister(0x900));
        assert_eq!(registry.take_cleared(), Some(JSValue::from_i32(3)));
        assert_eq!(registry.take_cleared(), None);
        assert_eq!(registry.cells.len() - registry.free.len(), 0);
    }

    #[test]
    fn an_unregistered_cleared_cell_is_not_reported() {
        let mut registry = Registry::default();
        registry.register(0x100, JSValue::from_i32(1), 0x100).expect("memory");
        assert!(registry.process_weak(|address| address != 0x100));
        // The token was the target: it died too, so the cell can no longer be unregistered.
        assert!(!registry.unregister(0x100));
        assert_eq!(registry.take_cleared(), Some(JSValue::from_i32(1)));

        registry.cleanup_scheduled = false;
        registry.register(0x200, JSValue::from_i32(2), 0x900).expect("memory");
        assert!(registry.process_weak(|address| address != 0x200));
        assert!(registry.unregister(0x900));
        // The slot is reused by a live registration before the stale cleared entry is seen.
        registry.register(0x300, JSValue::from_i32(3), 0).expect("memory");
        assert_eq!(registry.take_cleared(), None);
        assert_eq!(registry.cells.len() - registry.free.len(), 1);
    }
}
