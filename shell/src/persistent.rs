//! [`Persistent`]: a value kept alive outside any scope, for as long as the host keeps it.

use std::sync::{Arc, Mutex};

use vm::JSValue;

use crate::engine::EngineConfig;
use crate::error::Error;
use crate::scope::Scope;
use crate::value::Value;

/// What an engine shares with the persistent values it handed out: who it is, whether it
/// is still alive, and the root slots of persistents dropped since it last looked (a
/// persistent may be dropped on any thread, and only the engine's own thread may touch
/// its roots).
#[derive(Debug)]
pub(crate) struct EngineShared {
    state: Mutex<SharedState>,
    /// How the engine was made, as code running in it needs to know.
    pub(crate) config: EngineConfig,
    /// A native's panic, waiting to be resumed when its termination leaves the engine.
    panic: Mutex<Option<Box<dyn std::any::Any + Send>>>,
}

#[derive(Debug, Default)]
struct SharedState {
    alive: bool,
    released: Vec<usize>,
}

impl EngineShared {
    pub(crate) fn new(config: EngineConfig) -> Arc<EngineShared> {
        let state = Mutex::new(SharedState { alive: true, released: Vec::new() });
        Arc::new(EngineShared { state, config, panic: Mutex::new(None) })
    }

    /// Keeps the first panic of a native until the engine is left.
    pub(crate) fn keep_panic(&self, payload: Box<dyn std::any::Any + Send>) {
        let mut panic = self.panic.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
        panic.get_or_insert(payload);
    }

    pub(crate) fn take_panic(&self) -> Option<Box<dyn std::any::Any + Send>> {
        self.panic.lock().unwrap_or_else(|poisoned| poisoned.into_inner()).take()
    }

    /// The slots released since the last call (the engine frees them).
    pub(crate) fn take_released(&self) -> Vec<usize> {
        std::mem::take(&mut self.lock().released)
    }

    pub(crate) fn engine_dropped(&self) {
        let mut state = self.lock();
        state.alive = false;
        state.released.clear();
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, SharedState> {
        // A panic while the lock is held leaves nothing half-done: the state is a flag
        // and a list.
        self.state.lock().unwrap_or_else(|poisoned| poisoned.into_inner())
    }
}

/// A JavaScript value kept alive until it is dropped, outside any [`Scope`]: to store in
/// host structures, to send to another thread, to keep across calls into the engine.
///
/// It is a root, like V8's `Global`: a persistent that an object it keeps alive can reach
/// again (a native function's state holding the function itself) is a cycle the
/// collector cannot free before the engine is dropped. Values a native function needs
/// belong in its captures ([`Function::with_captures`](crate::Function::with_captures)),
/// which the collector traces.
///
/// Dropping it anywhere is safe; after its engine is dropped, [`get`](Persistent::get)
/// answers [`Error::EngineGone`].
#[derive(Debug)]
pub struct Persistent {
    bits: u64,
    /// The root slot of a cell (other values need none).
    slot: Option<usize>,
    engine: Arc<EngineShared>,
}

impl Persistent {
    pub(crate) fn new(scope: &mut Scope<'_>, value: &Value<'_>) -> Persistent {
        let raw = value.raw();
        let slot = raw.cell().map(|cell| scope.vm().heap.handle(Some(cell)).into_slot());
        Persistent { bits: raw.bits(), slot, engine: scope.shared().clone() }
    }

    /// The value, in `scope`, which must belong to the engine that made it.
    pub fn get<'s>(&self, scope: &mut Scope<'s>) -> Result<Value<'s>, Error> {
        if !Arc::ptr_eq(&self.engine, scope.shared()) {
            return Err(if self.engine.lock().alive { Error::WrongEngine } else { Error::EngineGone });
        }
        Ok(scope.value_of(JSValue::from_bits(self.bits)))
    }
}

impl Drop for Persistent {
    fn drop(&mut self) {
        if let Some(slot) = self.slot {
            let mut state = self.engine.lock();
            if state.alive {
                state.released.push(slot);
            }
        }
    }
}
