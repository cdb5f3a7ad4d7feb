//! 27.2 Promise objects: the machinery the language needs (`await`, async functions and
//! generators) and the builtins build on.
//!
//! A promise object holds its state and result, and two lists of reactions while it is
//! pending. A reaction is a small array `[capability promise, resolve, reject, kind,
//! handler]`, never exposed to JavaScript. Settling a promise turns its reactions into jobs
//! on the VM's job queue, which the embedder drains after the script (`run_jobs`).

use std::collections::VecDeque;

use crate::cell::JSType;
use crate::error::{Exception, JsResult, Message, TraceFrame};
use crate::object::ObjectRef;
use crate::property::PropertyKey;
use crate::runtime::function::CallArgs;
use crate::runtime::realm::Intrinsic;
use crate::value::JSValue;
use crate::vm::Vm;

/// Internal fields of a promise.
const PROMISE_STATE: usize = 0;
const PROMISE_RESULT: usize = 1;
const PROMISE_FULFILL_REACTIONS: usize = 2;
const PROMISE_REJECT_REACTIONS: usize = 3;
const PROMISE_IS_HANDLED: usize = 4;

/// \[\[PromiseState\]\]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PromiseState {
    Pending = 0,
    Fulfilled = 1,
    Rejected = 2,
}

/// Reaction kinds.
const REACTION_FULFILL: i32 = 0;
const REACTION_REJECT: i32 = 1;

/// A job waiting in the queue. Every value in it is a root.
#[derive(Clone, Copy, Debug)]
pub enum Job {
    /// NewPromiseReactionJob: run `reaction` with `argument`.
    Reaction { reaction: JSValue, argument: JSValue },
    /// NewPromiseResolveThenableJob: call `then` on `thenable` with resolving functions
    /// for `promise`.
    ResolveThenable { promise: JSValue, thenable: JSValue, then: JSValue },
    /// A host job: call `function` with `argument`.
    Call { function: JSValue, argument: JSValue },
    /// 9.13 HostEnqueueFinalizationRegistryCleanupJob: call `registry`'s cleanup callback
    /// for each of its cells whose target was collected.
    FinalizationCleanup { registry: JSValue },
}

impl Job {
    pub(crate) fn values(&self) -> [JSValue; 3] {
        match *self {
            Job::Reaction { reaction, argument } => [reaction, argument, JSValue::UNDEFINED],
            Job::ResolveThenable { promise, thenable, then } => [promise, thenable, then],
            Job::Call { function, argument } => [function, argument, JSValue::UNDEFINED],
            Job::FinalizationCleanup { registry } => [registry, JSValue::UNDEFINED, JSValue::UNDEFINED],
        }
    }
}

/// The job queue.
#[derive(Default)]
pub struct JobQueue {
    pub(crate) jobs: VecDeque<Job>,
}

/// A promise rejected while it had no handler, and where (see `Vm::rejection_site`):
/// until the jobs have run, it may still get one. Its promise and the executable of its
/// site are roots.
#[derive(Clone, Copy, Debug)]
pub(crate) struct UnhandledRejection {
    pub promise: JSValue,
    pub site: Option<TraceFrame>,
}

/// A rejection nobody handled: its reason and `file:line:column` of where it was
/// rejected, if known (`Vm::describe_rejection` makes its report).
#[derive(Clone, Debug)]
pub struct Rejection {
    pub reason: JSValue,
    pub location: Option<String>,
}

/// A PromiseCapability Record.
#[derive(Clone, Copy, Debug)]
pub struct Capability {
    pub promise: JSValue,
    pub resolve: JSValue,
    pub reject: JSValue,
}

impl Vm {
    /// Whether a value is a promise object.
    pub fn is_promise(&self, value: JSValue) -> bool {
        ObjectRef::from_value(value).is_some_and(|o| o.js_type() == JSType::Promise)
    }

    /// A pending promise with `prototype`. May collect.
    pub fn new_promise_with_prototype(&mut self, prototype: JSValue) -> JsResult<ObjectRef> {
        let structure =
            self.root_structure(prototype, JSType::Promise, crate::structure::DEFAULT_INLINE_CAPACITY, 0)?;
        let promise = self.new_object_with_structure(structure)?;
        let promise_root = self.rooted(promise);
        let fulfill = self.create_array_from_list(&[])?;
        let fulfill_root = self.rooted(fulfill);
        let reject = self.create_array_from_list(&[])?;
        let promise = promise_root.get();
        self.set_internal(promise, PROMISE_STATE, JSValue::from_i32(PromiseState::Pending as i32));
        self.set_internal(promise, PROMISE_RESULT, JSValue::UNDEFINED);
        self.set_internal(promise, PROMISE_FULFILL_REACTIONS, fulfill_root.get().to_value());
        self.set_internal(promise, PROMISE_REJECT_REACTIONS, reject.to_value());
        self.set_internal(promise, PROMISE_IS_HANDLED, JSValue::FALSE);
        Ok(promise)
    }

    /// A pending %Promise% of the current realm. May collect.
    pub fn new_promise(&mut self) -> JsResult<ObjectRef> {
        let prototype = self.realm().intrinsic(Intrinsic::PromisePrototype);
        self.new_promise_with_prototype(prototype)
    }

    pub fn promise_state(&self, promise: ObjectRef) -> PromiseState {
        match promise.internal(PROMISE_STATE).as_int32() {
            0 => PromiseState::Pending,
            1 => PromiseState::Fulfilled,
            _ => PromiseState::Rejected,
        }
    }

    pub fn promise_result(&self, promise: ObjectRef) -> JSValue {
        promise.internal(PROMISE_RESULT)
    }

    /// 27.2.1.3 CreateResolvingFunctions ( promise ): (resolve, reject). The two share an
    /// "already resolved" record: a one-element array.
    pub fn create_resolving_functions(&mut self, promise: ObjectRef) -> JsResult<(ObjectRef, ObjectRef)> {
        let promise_root = self.rooted(promise);
        let already_resolved = self.create_array_from_list(&[JSValue::FALSE])?;
        let already_root = self.rooted(already_resolved);
        let resolve =
            self.new_native_function_named(self.empty_string().to_value(), 1, promise_resolve_function, false)?;
        let resolve_root = self.rooted(resolve);
        self.set_native_data(resolve, 0, promise_root.get().to_value());
        self.set_native_data(resolve, 1, already_root.get().to_value());
        let reject =
            self.new_native_function_named(self.empty_string().to_value(), 1, promise_reject_function, false)?;
        self.set_native_data(reject, 0, promise_root.get().to_value());
        self.set_native_data(reject, 1, already_root.get().to_value());
        Ok((resolve_root.get(), reject))
    }

    /// The body of resolve(resolution) for `promise` (27.2.1.3.2 steps 7-16).
    pub fn resolve_promise(&mut self, promise: ObjectRef, resolution: JSValue) -> JsResult<()> {
        // 7. If SameValue(resolution, promise) is true, reject with a TypeError.
        if resolution == promise.to_value() {
            let promise_root = self.rooted(promise);
            let _ = self.throw_error(Message::PromiseSelfResolution);
            let error = self.take_exception_value()?;
            self.reject_promise(promise_root.get(), error);
            return Ok(());
        }
        // 8. If resolution is not an Object, fulfill.
        let Some(thenable) = ObjectRef::from_value(resolution) else {
            self.fulfill_promise(promise, resolution);
            return Ok(());
        };
        let (promise_root, thenable_root) = (self.rooted(promise), self.rooted(thenable));
        // 9. Let then be Completion(Get(resolution, "then")).
        let then = match self.get(thenable, PropertyKey::Atom(self.names.then)) {
            Ok(then) => then,
            // 10. If then is an abrupt completion, reject with its value.
            Err(_) => {
                let error = self.take_exception_value()?;
                self.reject_promise(promise_root.get(), error);
                return Ok(());
            }
        };
        // 12. If IsCallable(thenAction) is false, fulfill.
        if !self.is_callable(then) {
            self.fulfill_promise(promise_root.get(), thenable_root.get().to_value());
            return Ok(());
        }
        // 13-15. Queue a job that calls then.
        self.enqueue_job(Job::ResolveThenable {
            promise: promise_root.get().to_value(),
            thenable: thenable_root.get().to_value(),
            then,
        });
        Ok(())
    }

    /// 27.2.1.4 FulfillPromise ( promise, value )
    pub fn fulfill_promise(&mut self, promise: ObjectRef, value: JSValue) {
        self.settle_promise(promise, value, PromiseState::Fulfilled, PROMISE_FULFILL_REACTIONS);
    }

    /// 27.2.1.7 RejectPromise ( promise, reason )
    pub fn reject_promise(&mut self, promise: ObjectRef, reason: JSValue) {
        self.settle_promise(promise, reason, PromiseState::Rejected, PROMISE_REJECT_REACTIONS);
        // 27.2.1.9 HostPromiseRejectionTracker ( promise, "reject" )
        if !promise.internal(PROMISE_IS_HANDLED).is_true() {
            let site = self.rejection_site(reason);
            self.unhandled_rejections.push(UnhandledRejection { promise: promise.to_value(), site });
        }
    }

    /// Where a rejection with `reason` comes from, for its report: where the reason was
    /// thrown when it was (an async function's body, a reaction or an executor threw it),
    /// else the instruction of the top frame (the call of `reject`, `Promise.reject`).
    fn rejection_site(&self, reason: JSValue) -> Option<TraceFrame> {
        match self.throw_site {
            Some(site) if site.value == reason => Some(site.frame),
            _ => self.stack.frames.last().map(|frame| TraceFrame::at(frame.executable, frame.pc)),
        }
    }

    /// The rejected promises that never got a handler, oldest first, with their reasons
    /// and where they were rejected; the list is emptied.
    pub fn take_unhandled_rejections(&mut self) -> Vec<Rejection> {
        let rejections = std::mem::take(&mut self.unhandled_rejections);
        rejections
            .into_iter()
            .filter_map(|rejection| Some((ObjectRef::from_value(rejection.promise)?, rejection.site)))
            .filter(|(promise, _)| !promise.internal(PROMISE_IS_HANDLED).is_true())
            .map(|(promise, site)| Rejection {
                reason: promise.internal(PROMISE_RESULT),
                location: site.and_then(|site| self.error_location(&[site])),
            })
            .collect()
    }

    fn settle_promise(&mut self, promise: ObjectRef, value: JSValue, state: PromiseState, reactions_field: usize) {
        debug_assert_eq!(self.promise_state(promise), PromiseState::Pending);
        let reactions = ObjectRef::from_value(promise.internal(reactions_field)).expect("reactions");
        self.set_internal(promise, PROMISE_RESULT, value);
        self.set_internal(promise, PROMISE_FULFILL_REACTIONS, JSValue::UNDEFINED);
        self.set_internal(promise, PROMISE_REJECT_REACTIONS, JSValue::UNDEFINED);
        self.set_internal(promise, PROMISE_STATE, JSValue::from_i32(state as i32));
        // 27.2.1.8 TriggerPromiseReactions
        for index in 0..self.array_length(reactions) {
            let reaction = self.get_own_index(reactions, index).expect("a reaction").0;
            self.enqueue_job(Job::Reaction { reaction, argument: value });
        }
    }

    /// The async function (or async generator) whose `await` waits for `promise`, if it
    /// is pending and one does: the first of its reactions that resumes an `await`. How a
    /// stack trace goes on past the frame resumed from a job (`at async f`).
    pub(crate) fn awaiting_record(&self, promise: ObjectRef) -> Option<ObjectRef> {
        use crate::interpreter::generator::resume_after_await_fulfilled;
        use crate::runtime::function::NativeFn;
        let reactions = ObjectRef::from_value(promise.internal(PROMISE_FULFILL_REACTIONS))?;
        (0..self.array_length(reactions)).find_map(|index| {
            let reaction = ObjectRef::from_value(self.get_own_index(reactions, index)?.0)?;
            let handler = ObjectRef::from_value(self.get_own_index(reaction, 4)?.0)?;
            let resumes = handler.js_type() == JSType::NativeFunction
                && handler.native_function() as usize == resume_after_await_fulfilled as NativeFn as usize;
            resumes.then(|| ObjectRef::from_value(self.native_data(handler, 0))).flatten()
        })
    }

    /// Queues a job.
    pub fn enqueue_job(&mut self, job: Job) {
        self.job_queue.jobs.push_back(job);
    }

    /// 27.2.5.4.1 PerformPromiseThen ( promise, onFulfilled, onRejected [ , resultCapability ] )
    pub fn perform_promise_then(
        &mut self,
        promise: ObjectRef,
        on_fulfilled: JSValue,
        on_rejected: JSValue,
        capability: Option<Capability>,
    ) -> JsResult<()> {
        let capability = capability.unwrap_or(Capability {
            promise: JSValue::UNDEFINED,
            resolve: JSValue::UNDEFINED,
            reject: JSValue::UNDEFINED,
        });
        let promise_root = self.rooted(promise);
        // 3-4. Handlers that are not callable are replaced by the default behaviour.
        let on_fulfilled = if self.is_callable(on_fulfilled) { on_fulfilled } else { JSValue::UNDEFINED };
        let on_rejected = if self.is_callable(on_rejected) { on_rejected } else { JSValue::UNDEFINED };
        let _roots = [
            self.root_value(on_fulfilled),
            self.root_value(on_rejected),
            self.root_value(capability.promise),
            self.root_value(capability.resolve),
            self.root_value(capability.reject),
        ];
        let fulfill = self.create_array_from_list(&[
            capability.promise,
            capability.resolve,
            capability.reject,
            JSValue::from_i32(REACTION_FULFILL),
            on_fulfilled,
        ])?;
        let fulfill_root = self.rooted(fulfill);
        let reject = self.create_array_from_list(&[
            capability.promise,
            capability.resolve,
            capability.reject,
            JSValue::from_i32(REACTION_REJECT),
            on_rejected,
        ])?;
        let promise = promise_root.get();
        match self.promise_state(promise) {
            PromiseState::Pending => {
                let fulfill_list = promise.internal(PROMISE_FULFILL_REACTIONS);
                let reject_list = promise.internal(PROMISE_REJECT_REACTIONS);
                let reject_root = self.rooted(reject);
                self.array_append(fulfill_list, fulfill_root.get().to_value())?;
                self.array_append(reject_list, reject_root.get().to_value())?;
            }
            PromiseState::Fulfilled => {
                let argument = self.promise_result(promise);
                self.enqueue_job(Job::Reaction { reaction: fulfill_root.get().to_value(), argument });
            }
            PromiseState::Rejected => {
                let argument = self.promise_result(promise);
                self.enqueue_job(Job::Reaction { reaction: reject.to_value(), argument });
            }
        }
        self.set_internal(promise_root.get(), PROMISE_IS_HANDLED, JSValue::TRUE);
        Ok(())
    }

    /// 27.2.4.7.1 PromiseResolve ( C, x ) with C = %Promise%.
    pub fn promise_resolve(&mut self, value: JSValue) -> JsResult<ObjectRef> {
        if let Some(promise) = ObjectRef::from_value(value).filter(|o| o.js_type() == JSType::Promise) {
            let promise_root = self.rooted(promise);
            let constructor = self.get(promise, PropertyKey::Atom(self.names.constructor))?;
            if constructor == self.realm().intrinsic(Intrinsic::PromiseConstructor) {
                return Ok(promise_root.get());
            }
        }
        let value_root = self.root_value(value);
        let promise = self.new_promise()?;
        let promise_root = self.rooted(promise);
        self.resolve_promise(promise, value_root.get())?;
        Ok(promise_root.get())
    }

    /// Runs every queued job, including the ones the jobs queue. A job that throws stops
    /// the run and reports the exception.
    ///
    /// The script that queued the jobs has completed, and so does each job: each is the end
    /// of a synchronous sequence of executions, where the host performs ClearKeptObjects
    /// (9.10).
    pub fn run_jobs(&mut self) -> JsResult<()> {
        self.clear_kept_objects();
        while let Some(job) = self.job_queue.jobs.pop_front() {
            let result = self.run_job(job);
            self.clear_kept_objects();
            result?;
        }
        Ok(())
    }

    pub(crate) fn run_job(&mut self, job: Job) -> JsResult<()> {
        match job {
            Job::Reaction { reaction, argument } => self.promise_reaction_job(reaction, argument),
            Job::ResolveThenable { promise, thenable, then } => {
                // 27.2.2.2 NewPromiseResolveThenableJob
                let promise = ObjectRef::from_value(promise).expect("a promise");
                let (thenable_root, then_root) = (self.root_value(thenable), self.root_value(then));
                let (resolve, reject) = self.create_resolving_functions(promise)?;
                let reject_root = self.rooted(reject);
                let result = self.call(then_root.get(), thenable_root.get(), &[resolve.to_value(), reject.to_value()]);
                if result.is_err() {
                    let error = self.take_exception_value()?;
                    self.call(reject_root.get().to_value(), JSValue::UNDEFINED, &[error])?;
                }
                Ok(())
            }
            Job::Call { function, argument } => self.call(function, JSValue::UNDEFINED, &[argument]).map(|_| ()),
            Job::FinalizationCleanup { registry } => self.cleanup_finalization_registry(registry),
        }
    }

    /// 27.2.2.1 NewPromiseReactionJob: the job's body.
    fn promise_reaction_job(&mut self, reaction: JSValue, argument: JSValue) -> JsResult<()> {
        let reaction = ObjectRef::from_value(reaction).expect("a reaction record");
        let field = |vm: &Vm, index: u32| vm.get_own_index(reaction, index).map_or(JSValue::UNDEFINED, |e| e.0);
        let capability = Capability { promise: field(self, 0), resolve: field(self, 1), reject: field(self, 2) };
        let kind = field(self, 3).as_int32();
        let handler = field(self, 4);
        let roots = [
            self.root_value(capability.promise),
            self.root_value(capability.resolve),
            self.root_value(capability.reject),
        ];
        // c-e. No handler: pass the argument through; else call it.
        let outcome = if handler.is_undefined() {
            if kind == REACTION_FULFILL { Ok(argument) } else { Err(argument) }
        } else {
            match self.call(handler, JSValue::UNDEFINED, &[argument]) {
                Ok(value) => Ok(value),
                Err(_) => Err(self.take_exception_value()?),
            }
        };
        // f. If promiseCapability is undefined, return.
        if capability.promise.is_undefined() {
            if let Err(error) = outcome
                && !handler.is_undefined()
            {
                // An internal reaction (await) threw: that is an engine failure to report.
                return Err(self.throw_value(error));
            }
            return Ok(());
        }
        let (resolve, reject) = (roots[1].get(), roots[2].get());
        match outcome {
            Ok(value) => self.call(resolve, JSValue::UNDEFINED, &[value])?,
            Err(error) => self.call(reject, JSValue::UNDEFINED, &[error])?,
        };
        Ok(())
    }

    /// 27.2.1.5 NewPromiseCapability ( C ): a promise of `constructor` with its resolving
    /// functions.
    pub fn new_promise_capability(&mut self, constructor: JSValue) -> JsResult<Capability> {
        if !self.is_constructor(constructor) {
            let detail = self.describe_value(constructor);
            return Err(self.throw_error_with(Message::NotAConstructor, detail));
        }
        // Fast path: %Promise% itself.
        if constructor == self.realm().intrinsic(Intrinsic::PromiseConstructor) {
            let promise = self.new_promise()?;
            let promise_root = self.rooted(promise);
            let (resolve, reject) = self.create_resolving_functions(promise)?;
            return Ok(Capability {
                promise: promise_root.get().to_value(),
                resolve: resolve.to_value(),
                reject: reject.to_value(),
            });
        }
        // 4-9. The executor records the functions the constructor gives it.
        let record = self.create_array_from_list(&[JSValue::UNDEFINED, JSValue::UNDEFINED])?;
        let record_root = self.rooted(record);
        let executor = self.new_native_function_named(self.empty_string().to_value(), 2, capability_executor, false)?;
        self.set_native_data(executor, 0, record_root.get().to_value());
        let promise = self.construct(constructor, &[executor.to_value()], None)?;
        let record = record_root.get();
        let resolve = self.get_own_index(record, 0).map_or(JSValue::UNDEFINED, |e| e.0);
        let reject = self.get_own_index(record, 1).map_or(JSValue::UNDEFINED, |e| e.0);
        if !self.is_callable(resolve) || !self.is_callable(reject) {
            return Err(self.throw_error_with(Message::NotAFunction, "promise capability resolver"));
        }
        Ok(Capability { promise, resolve, reject })
    }

    /// Pending jobs, for tests and the shell.
    pub fn has_pending_jobs(&self) -> bool {
        !self.job_queue.jobs.is_empty()
    }

    /// The pending exception of a failed operation, if any, without clearing it.
    pub fn has_exception(&self) -> bool {
        !matches!(self.exception, Exception::None)
    }
}

/// A promise's resolve function (27.2.1.3.2).
fn promise_resolve_function(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    let promise = ObjectRef::from_value(vm.native_data(args.callee, 0)).expect("a promise");
    let already = ObjectRef::from_value(vm.native_data(args.callee, 1)).expect("a record");
    if vm.get_own_index(already, 0).is_some_and(|e| e.0.is_true()) {
        return Ok(JSValue::UNDEFINED);
    }
    vm.put_index(already, 0, JSValue::TRUE)?;
    let resolution = args.get(vm, 0);
    vm.resolve_promise(promise, resolution)?;
    Ok(JSValue::UNDEFINED)
}

/// A promise's reject function (27.2.1.3.1).
fn promise_reject_function(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    let promise = ObjectRef::from_value(vm.native_data(args.callee, 0)).expect("a promise");
    let already = ObjectRef::from_value(vm.native_data(args.callee, 1)).expect("a record");
    if vm.get_own_index(already, 0).is_some_and(|e| e.0.is_true()) {
        return Ok(JSValue::UNDEFINED);
    }
    vm.put_index(already, 0, JSValue::TRUE)?;
    let reason = args.get(vm, 0);
    vm.reject_promise(promise, reason);
    Ok(JSValue::UNDEFINED)
}

/// The executor NewPromiseCapability passes to a promise constructor (27.2.1.5.1).
fn capability_executor(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    let record = ObjectRef::from_value(vm.native_data(args.callee, 0)).expect("a record");
    let current_resolve = vm.get_own_index(record, 0).map_or(JSValue::UNDEFINED, |e| e.0);
    let current_reject = vm.get_own_index(record, 1).map_or(JSValue::UNDEFINED, |e| e.0);
    if !current_resolve.is_undefined() || !current_reject.is_undefined() {
        return Err(vm.throw_error_with(Message::ThrowTypeError, "Promise executor has already been invoked"));
    }
    let (resolve, reject) = (args.get(vm, 0), args.get(vm, 1));
    vm.put_index(record, 0, resolve)?;
    vm.put_index(record, 1, reject)?;
    Ok(JSValue::UNDEFINED)
}
