//! [`Engine`]: one JavaScript heap with the standard library, and the limits it runs
//! under.

use std::sync::Arc;
use std::time::{Duration, Instant};

use gc::HeapConfig;
use vm::{Vm, VmOptions};

use crate::error::Error;
use crate::interrupt::{self, InterruptHandle, TimerId};
use crate::persistent::EngineShared;
use crate::scope::Scope;

/// How an engine is made.
#[derive(Clone, Debug)]
pub struct EngineOptions {
    /// The heap: its limit (past it, allocation throws `RangeError: Out of memory`) and
    /// the collector's testing modes.
    pub heap: HeapConfig,
    /// Run hot loops as traces of the JIT (on by default).
    pub jit: bool,
    /// Loop iterations before a loop is traced (`None`: the JIT's default).
    pub jit_threshold: Option<u32>,
    /// Print each trace's IR, snapshots and (in `Full` mode) machine code on standard
    /// error.
    pub dump_trace: Option<jit::DumpMode>,
    /// Print each script's bytecode on standard output before it runs.
    pub dump_bytecode: bool,
    /// End every [`Engine::with`] that runs longer than this with
    /// [`Error::Terminated`].
    pub time_limit: Option<Duration>,
}

impl Default for EngineOptions {
    fn default() -> EngineOptions {
        EngineOptions {
            heap: HeapConfig::default(),
            jit: true,
            jit_threshold: None,
            dump_trace: None,
            dump_bytecode: false,
            time_limit: None,
        }
    }
}

/// What code running in the engine needs to know of its options.
#[derive(Clone, Debug, Default)]
pub(crate) struct EngineConfig {
    pub dump_bytecode: bool,
}

/// A JavaScript engine: one heap, its realm with the ECMAScript standard library, and
/// nothing of the host's. `print`, `console`, timers and files are opt-in
/// ([`host`](crate::host)), so an engine made for untrusted code gives it no way out.
///
/// An engine belongs to the thread that made it (`!Send`);
/// [`interrupt_handle`](Engine::interrupt_handle) is how another thread stops it. Dropping it frees
/// everything it allocated.
pub struct Engine {
    vm: Vm,
    shared: Arc<EngineShared>,
    time_limit: Option<Duration>,
    ticks: Option<TimerId>,
}

impl Engine {
    /// An engine with the standard library.
    pub fn new(options: EngineOptions) -> Result<Engine, Error> {
        let mut vm = Vm::new(VmOptions { heap: options.heap.clone(), ..VmOptions::default() })
            .map_err(|error| Error::Startup(error.to_string()))?;
        if options.jit {
            let jit_options = jit::JitOptions {
                dump: options.dump_trace,
                in_trace: Some(crate::host::dollar_vm::in_trace_address()),
                intrinsics: builtins::trace_intrinsics(),
                natives: builtins::trace_natives(),
            };
            let threshold = options.jit_threshold.unwrap_or(jit::DEFAULT_THRESHOLD);
            vm.install_tier(Box::new(jit::Jit::new(jit_options)), threshold);
        }
        let config = EngineConfig { dump_bytecode: options.dump_bytecode };
        let mut engine = Engine { vm, shared: EngineShared::new(config), time_limit: options.time_limit, ticks: None };
        let installed = crate::stack::with_enough_stack(|| builtins::install(&mut engine.vm));
        if installed.is_err() {
            let error = engine.with(|scope| scope.take_error());
            return Err(Error::Startup(error.to_string()));
        }
        Ok(engine)
    }

    /// Lends the engine to `f` as a [`Scope`]: the values `f` gets are rooted handles that
    /// cannot leave it. The engine's time limit, if any, runs from here, and `f` runs with
    /// the native stack the engine needs, whatever the thread's (`stack.rs`).
    ///
    /// ```
    /// let mut engine = kestrel::Engine::new(Default::default())?;
    /// let answer: f64 = engine.with(|s| s.eval_as("6 * 7"))?;
    /// assert_eq!(answer, 42.0);
    /// # Ok::<(), kestrel::Error>(())
    /// ```
    pub fn with<R>(&mut self, f: impl for<'s> FnOnce(&mut Scope<'s>) -> R) -> R {
        for slot in self.shared.take_released() {
            self.vm.heap.release_handle_slot(slot);
        }
        let deadline = match self.time_limit {
            Some(limit) if !self.vm.is_running() => {
                Some(interrupt::arm_deadline(Instant::now() + limit, &self.vm.interrupt()))
            }
            _ => None,
        };
        let result = crate::stack::with_enough_stack(|| f(&mut Scope::new(&mut self.vm, &self.shared)));
        if let Some(deadline) = deadline {
            interrupt::disarm(deadline);
        }
        result
    }

    /// Runs `source` as a script and converts its completion value: [`Engine::with`] and
    /// [`Scope::eval_as`] in one call.
    pub fn eval<T: for<'s> crate::FromJs<'s>>(&mut self, source: &str) -> Result<T, Error> {
        self.with(|scope| scope.eval_as(source))
    }

    /// A handle that stops this engine's running script from any thread.
    pub fn interrupt_handle(&self) -> InterruptHandle {
        InterruptHandle { interrupt: Arc::downgrade(&self.vm.interrupt()) }
    }

    /// Sets the time limit of each [`Engine::with`] (`None`: no limit).
    pub fn set_time_limit(&mut self, limit: Option<Duration>) {
        self.time_limit = limit;
    }

    /// Calls `handler` about every `period` while JavaScript runs (at the next loop
    /// back-edge, call or trace iteration); returning true ends the script with
    /// [`Error::Terminated`]. Replaces the previous handler.
    pub fn set_interrupt_handler(&mut self, period: Duration, handler: impl FnMut() -> bool + 'static) {
        self.clear_interrupt_handler();
        self.vm.set_interrupt_handler(Some(Box::new(handler)));
        self.ticks = Some(interrupt::arm_ticks(period, &self.vm.interrupt()));
    }

    /// Removes the interrupt handler.
    pub fn clear_interrupt_handler(&mut self) {
        if let Some(ticks) = self.ticks.take() {
            interrupt::disarm(ticks);
        }
        self.vm.set_interrupt_handler(None);
    }

    /// Where `import` finds modules from now on (the default reads files).
    pub fn set_module_loader(&mut self, loader: impl crate::ModuleLoader + 'static) {
        self.vm.set_module_loader(std::rc::Rc::new(loader));
    }

    /// The heap's counters.
    pub fn heap_statistics(&self) -> gc::HeapStatistics {
        self.vm.heap.statistics()
    }

    /// The heap limit in bytes, if there is one.
    pub fn heap_limit(&self) -> Option<usize> {
        self.vm.heap.limit()
    }

    /// What the JIT did, if it runs.
    pub fn jit_statistics(&self) -> Option<vm::tier::TierStatistics> {
        self.vm.tier_statistics()
    }
}

impl Drop for Engine {
    fn drop(&mut self) {
        self.clear_interrupt_handler();
        self.shared.engine_dropped();
    }
}

impl std::fmt::Debug for Engine {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Engine").field("time_limit", &self.time_limit).finish_non_exhaustive()
    }
}
