//! `$262.agent`, test262's concurrent agents (INTERPRETING.md): each agent is an engine of
//! its own on a thread of its own, running the source it was started with, and sharing
//! SharedArrayBuffers' memory with the agent that broadcast them
//! (`vm::runtime::shared_memory`).
//!
//! * The main agent's `$262.agent` has `start(source)`, `broadcast(sab, id)`,
//!   `getReport()`, `sleep(ms)` and `monotonicNow()`; an agent's has
//!   `receiveBroadcast(callback)`, `report(value)`, `leaving()`, `sleep` and
//!   `monotonicNow`. All of them meet in one [`Hub`]: the agents' states, their pending
//!   broadcasts and the reports, under one mutex with one condition variable.
//! * `start` blocks until the agent's engine runs (or failed to start). `broadcast` gives
//!   every agent the buffer's block and the id, wakes it through its engine's agent signal,
//!   and blocks until each has taken its message or has ended.
//! * An agent runs its script, then its event loop: the broadcast its callback waits for,
//!   its timers and its `Atomics.waitAsync` promises. It ends when none of them is left,
//!   and after `leaving()` it waits for no further broadcast. An uncaught exception ends
//!   it, printed on standard error as `agent N: ...`.
//! * Nothing waits for an agent at exit: the shell's process ends when the main script and
//!   its event loop are done, taking stuck agents with it. The main loop keeps waiting for
//!   its `Atomics.waitAsync` promises without a timeout only while some agent is busy
//!   (running, or waiting with a timeout); once every agent is idle (blocked without a
//!   timeout, or its event loop waiting for others) or ended, nobody can notify them, and
//!   the shell exits.

use std::cell::RefCell;
use std::collections::VecDeque;
use std::rc::Rc;
use std::sync::{Arc, Condvar, Mutex, MutexGuard};
use std::time::{Duration, Instant};

use vm::runtime::array_buffer::ArrayBufferRef;
use vm::runtime::realm::Intrinsic;
use vm::runtime::shared_memory::{AgentSignal, SharedBuffer};

use crate::host::timers::EventLoop;
use crate::{Engine, EngineOptions, Error, Object, Persistent, Scope, Value};

/// The native stack an agent's thread starts with (the engine moves to a bigger segment
/// when a script goes deeper: `stack.rs`).
const AGENT_THREAD_STACK: usize = 64 << 20;

/// What the main agent and its agents share.
pub struct Hub {
    /// The options every agent's engine is made with (the main engine's).
    options: EngineOptions,
    /// The origin of `monotonicNow`, the same for every agent.
    origin: Instant,
    state: Mutex<HubState>,
    changed: Condvar,
}

#[derive(Default)]
struct HubState {
    agents: Vec<AgentState>,
    reports: VecDeque<String>,
}

#[derive(Default)]
struct AgentState {
    /// Its engine's signal, once it runs.
    signal: Option<Arc<AgentSignal>>,
    /// A broadcast it has not taken yet.
    broadcast: Option<Broadcast>,
    /// Its callback waits for a broadcast (`receiveBroadcast`, until `leaving`).
    listening: bool,
    ended: bool,
}

#[derive(Clone)]
struct Broadcast {
    buffer: SharedBuffer,
    id: BroadcastId,
}

/// The second argument of `broadcast`, as it crosses threads.
#[derive(Clone)]
enum BroadcastId {
    Undefined,
    Number(f64),
    /// A BigInt, in decimal.
    BigInt(String),
}

impl Hub {
    fn state(&self) -> MutexGuard<'_, HubState> {
        self.state.lock().unwrap_or_else(|poisoned| poisoned.into_inner())
    }

    fn wait<'a>(&self, state: MutexGuard<'a, HubState>) -> MutexGuard<'a, HubState> {
        self.changed.wait(state).unwrap_or_else(|poisoned| poisoned.into_inner())
    }

    /// Whether some agent may still act on its own: one that runs, sleeps or waits with a
    /// timeout, or was woken and has not looked yet (not one blocked without a timeout, or
    /// whose event loop waits for others).
    fn any_agent_busy(&self) -> bool {
        self.state()
            .agents
            .iter()
            .any(|agent| !agent.ended && agent.signal.as_ref().is_none_or(|signal| !signal.is_idle()))
    }

    fn update(&self, index: usize, change: impl FnOnce(&mut AgentState)) {
        change(&mut self.state().agents[index]);
        self.changed.notify_all();
    }

    fn milliseconds_since_origin(&self) -> f64 {
        self.origin.elapsed().as_secs_f64() * 1000.0
    }
}

/// Adds `agent` to the main agent's `$262` (the object `test262` installed), with `start`
/// making agents with `options`; the main event loop then waits for its waiters as long as
/// an agent may notify them.
pub(crate) fn install_main<'s>(
    scope: &mut Scope<'s>,
    host: &Object<'s>,
    options: EngineOptions,
    event_loop: &EventLoop,
) -> Result<(), Error> {
    let hub = Arc::new(Hub { options, origin: Instant::now(), state: Mutex::default(), changed: Condvar::new() });
    let agent = scope.new_object()?;
    let start_hub = hub.clone();
    agent.define_method(scope, "start", 1, move |s, args| {
        let source = args.get(s, 0).to_string(s)?;
        start(&start_hub, source)?;
        Ok(s.undefined())
    })?;
    let broadcast_hub = hub.clone();
    agent.define_method(scope, "broadcast", 2, move |s, args| {
        let buffer = args.get(s, 0);
        let id = args.get(s, 1);
        broadcast(s, &broadcast_hub, &buffer, &id)?;
        Ok(s.undefined())
    })?;
    let report_hub = hub.clone();
    agent.define_method(scope, "getReport", 0, move |s, _| match report_hub.state().reports.pop_front() {
        Some(report) => s.string(&report),
        None => Ok(s.null()),
    })?;
    define_common(scope, &agent, &hub)?;
    host.set(scope, "agent", &agent)?;
    let busy_hub = hub;
    event_loop.set_keep_alive(Rc::new(move |waiting| waiting && busy_hub.any_agent_busy()));
    Ok(())
}

/// `sleep` and `monotonicNow`, which every agent has.
fn define_common<'s>(scope: &mut Scope<'s>, agent: &Object<'s>, hub: &Arc<Hub>) -> Result<(), Error> {
    agent.define_method(scope, "sleep", 1, |s, args| {
        let milliseconds = args.get(s, 0).to_number(s)?;
        if let Ok(duration) = Duration::try_from_secs_f64(milliseconds.max(0.0) / 1000.0) {
            std::thread::sleep(duration);
        }
        Ok(s.undefined())
    })?;
    let now_hub = hub.clone();
    agent.define_method(scope, "monotonicNow", 0, move |s, _| s.value(now_hub.milliseconds_since_origin()))
}

/// `$262.agent.start(source)`: a new agent running `source`, once its engine runs.
fn start(hub: &Arc<Hub>, source: String) -> Result<(), Error> {
    let index = {
        let mut state = hub.state();
        state.agents.push(AgentState::default());
        state.agents.len() - 1
    };
    let agent_hub = hub.clone();
    let spawned = std::thread::Builder::new()
        .name(format!("agent {index}"))
        .stack_size(AGENT_THREAD_STACK)
        .spawn(move || run_agent(&agent_hub, index, &source));
    if let Err(error) = spawned {
        hub.update(index, |agent| agent.ended = true);
        return Err(Error::type_error(format!("$262.agent.start: cannot start a thread: {error}")));
    }
    let mut state = hub.state();
    while state.agents[index].signal.is_none() && !state.agents[index].ended {
        state = hub.wait(state);
    }
    Ok(())
}

/// `$262.agent.broadcast(sab, id)`.
fn broadcast<'s>(scope: &mut Scope<'s>, hub: &Hub, buffer: &Value<'s>, id: &Value<'s>) -> Result<(), Error> {
    let shared = ArrayBufferRef::from_value(buffer.raw()).and_then(|buffer| scope.vm_ref().share_buffer(buffer));
    let Some(buffer) = shared else {
        return Err(Error::type_error("$262.agent.broadcast: the first argument must be a SharedArrayBuffer"));
    };
    let id = if id.is_undefined() {
        BroadcastId::Undefined
    } else if let Some(number) = id.as_number() {
        BroadcastId::Number(number)
    } else if id.type_of(scope) == "bigint" {
        BroadcastId::BigInt(id.to_string(scope)?)
    } else {
        return Err(Error::type_error("$262.agent.broadcast: the id must be a Number or a BigInt"));
    };
    let message = Broadcast { buffer, id };
    let mut state = hub.state();
    for agent in state.agents.iter_mut().filter(|agent| !agent.ended) {
        agent.broadcast = Some(message.clone());
        if let Some(signal) = &agent.signal {
            signal.wake();
        }
    }
    while state.agents.iter().any(|agent| agent.broadcast.is_some() && !agent.ended) {
        state = hub.wait(state);
    }
    Ok(())
}

/// An agent's thread: its engine, its script, then its event loop (see the module
/// documentation).
fn run_agent(hub: &Arc<Hub>, index: usize, source: &str) {
    let mut engine = match Engine::new(hub.options.clone()) {
        Ok(engine) => engine,
        Err(error) => {
            eprintln!("agent {index}: {error}");
            hub.update(index, |agent| agent.ended = true);
            return;
        }
    };
    let signal = engine.with(|scope| {
        let signal = scope.agent_signal();
        if let Err(error) = run_agent_in(scope, hub, index, source) {
            eprintln!("agent {index}: {error}");
        }
        signal
    });
    signal.retire();
    hub.update(index, |agent| {
        agent.ended = true;
        agent.broadcast = None;
    });
}

fn run_agent_in(scope: &mut Scope<'_>, hub: &Arc<Hub>, index: usize, source: &str) -> Result<(), Error> {
    crate::host::install_shell(scope)?;
    let event_loop = crate::host::timers::install(scope)?;
    crate::host::test262::install_agent_host(scope)?;
    let callback: Rc<RefCell<Option<Persistent>>> = Rc::default();
    install_agent(scope, hub, index, &callback)?;
    let signal = scope.agent_signal();
    hub.update(index, |agent| agent.signal = Some(signal));
    let listening_hub = hub.clone();
    event_loop.set_keep_alive(Rc::new(move |waiting| waiting || listening_hub.state().agents[index].listening));
    scope.run_script(&format!("<agent {index}>"), source)?;
    loop {
        scope.run_jobs()?;
        scope.discard_unhandled_rejections();
        let message = {
            let mut state = hub.state();
            let agent = &mut state.agents[index];
            let message = if agent.listening { agent.broadcast.take() } else { None };
            drop(state);
            hub.changed.notify_all();
            message
        };
        if let Some(message) = message {
            deliver(scope, &callback, message)?;
            continue;
        }
        if !event_loop.run_next(scope)? {
            return Ok(());
        }
    }
}

/// Calls the agent's broadcast callback with its own SharedArrayBuffer over the block
/// and the id.
fn deliver(scope: &mut Scope<'_>, callback: &Rc<RefCell<Option<Persistent>>>, message: Broadcast) -> Result<(), Error> {
    let Some(function) = callback.borrow().as_ref().map(|callback| callback.get(scope)).transpose()? else {
        return Ok(());
    };
    let vm = scope.vm();
    let prototype = vm.realm().intrinsic(Intrinsic::SharedArrayBufferPrototype);
    let buffer = vm.receive_shared_buffer(&message.buffer, prototype).map(|buffer| buffer.object().to_value());
    let buffer = scope.finish(buffer)?;
    let buffer = scope.value_of(buffer);
    let id = match message.id {
        BroadcastId::Undefined => scope.undefined(),
        BroadcastId::Number(number) => scope.value(number)?,
        BroadcastId::BigInt(digits) => {
            let vm = scope.vm();
            let bigint = vm.new_string(&digits).and_then(|digits| {
                // ToBigInt allocates the BigInt: the string stays rooted until it is read.
                let digits = vm.rooted(digits);
                vm.to_bigint(digits.get().to_value())
            });
            let bigint = scope.finish(bigint.map(|bigint| bigint.to_value()))?;
            scope.value_of(bigint)
        }
    };
    let function = function.as_function().ok_or_else(|| Error::type_error("receiveBroadcast needs a function"))?;
    function.call::<()>(scope, (), vec![buffer, id])
}

/// An agent's `$262.agent`.
fn install_agent(
    scope: &mut Scope<'_>,
    hub: &Arc<Hub>,
    index: usize,
    callback: &Rc<RefCell<Option<Persistent>>>,
) -> Result<(), Error> {
    let agent = scope.new_object()?;
    let receive_hub = hub.clone();
    let receive_callback = callback.clone();
    agent.define_method(scope, "receiveBroadcast", 1, move |s, args| {
        let Some(function) = args.get(s, 0).as_function() else {
            return Err(Error::type_error("$262.agent.receiveBroadcast needs a function"));
        };
        *receive_callback.borrow_mut() = Some(function.as_value().persist(s));
        receive_hub.update(index, |agent| agent.listening = true);
        Ok(s.undefined())
    })?;
    let report_hub = hub.clone();
    agent.define_method(scope, "report", 1, move |s, args| {
        let report = args.get(s, 0).to_string(s)?;
        report_hub.state().reports.push_back(report);
        Ok(s.undefined())
    })?;
    let leaving_hub = hub.clone();
    agent.define_method(scope, "leaving", 0, move |s, _| {
        leaving_hub.update(index, |agent| agent.listening = false);
        Ok(s.undefined())
    })?;
    define_common(scope, &agent, hub)?;
    let host: Object<'_> = scope.global().get(scope, "$262")?;
    host.set(scope, "agent", &agent)
}
