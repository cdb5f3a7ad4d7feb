//! Generators, async functions and async generators: suspending a frame into the heap and
//! resuming it.
//!
//! A generator function's prologue binds its parameters and then runs `InitialYield`,
//! which creates the generator object, saves the frame into it and returns the object to
//! the caller. `next()` pushes the saved registers back on the register file as an entry
//! frame and runs it until the next `Yield` saves it again, or it returns.
//!
//! An async function runs like any call until its first `Await`: the frame is saved, the
//! awaited promise gets reactions that will resume it from a job, and the call returns the
//! function's promise. `AsyncResolve` and `AsyncReject` settle that promise when the body
//! finishes. Async generators combine both, with the request queue of 27.6.
//!
//! The handlers of those instructions are in `ops/generator.rs`; this module saves frames
//! into the heap and resumes them, and runs the async generators' request queues.

use crate::bytecode::Reg;
use crate::cell::JSType;
use crate::error::{JsResult, Message};
use crate::interpreter::stack::{CodeRef, Frame, FrameFlags};
use crate::object::ObjectRef;
use crate::property::{Attributes, PropertyKey, PropertyOffset};
use crate::runtime::function::CallArgs;
use crate::runtime::realm::Intrinsic;
use crate::runtime::suspended::SuspendedFrameRef;
use crate::structure::DEFAULT_INLINE_CAPACITY;
use crate::structure::cache::StructureKey;
use crate::value::JSValue;
use crate::vm::Vm;

/// How a suspended generator or async function is resumed; the compiled code reads it
/// from the register after the resumption value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ResumeMode {
    Next = 0,
    Throw = 1,
    Return = 2,
}

/// \[\[GeneratorState\]\] / \[\[AsyncGeneratorState\]\]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GeneratorState {
    SuspendedStart = 0,
    SuspendedYield = 1,
    Executing = 2,
    Completed = 3,
    /// Async generators only: waiting for the value of a `return()` to settle.
    AwaitingReturn = 4,
}

/// Internal fields of generator and async generator objects.
pub(crate) const GENERATOR_FRAME: usize = 0;
pub(crate) const GENERATOR_STATE: usize = 1;
/// Async generators: the request queue (an array of `[mode, value, promise, resolve,
/// reject]` arrays) and whether the last suspension was an `await`.
pub(crate) const ASYNC_GENERATOR_QUEUE: usize = 2;
pub(crate) const ASYNC_GENERATOR_AWAITING: usize = 3;

/// Internal fields of an async function's state object.
pub(crate) const ASYNC_PROMISE: usize = 0;
pub(crate) const ASYNC_FRAME: usize = 1;

/// A resume register value meaning "the value sent in is dropped".
pub(crate) const NO_RESUME_REGISTER: u16 = u16::MAX;

impl Vm {
    pub fn generator_state(&self, generator: ObjectRef) -> GeneratorState {
        match generator.internal(GENERATOR_STATE).as_int32() {
            0 => GeneratorState::SuspendedStart,
            1 => GeneratorState::SuspendedYield,
            2 => GeneratorState::Executing,
            3 => GeneratorState::Completed,
            _ => GeneratorState::AwaitingReturn,
        }
    }

    pub(crate) fn set_generator_state(&self, generator: ObjectRef, state: GeneratorState) {
        self.set_internal(generator, GENERATOR_STATE, JSValue::from_i32(state as i32));
    }

    /// Saves the top frame into `frame` (allocated for it if `None`), to resume after `pc`.
    pub(crate) fn suspend_top_frame(
        &mut self,
        existing: Option<SuspendedFrameRef>,
        pc: usize,
        resume_register: u16,
    ) -> JsResult<SuspendedFrameRef> {
        let frame = *self.stack.frames.last().expect("a frame to suspend");
        let count = frame.code().register_count as usize;
        let saved = match existing {
            Some(saved) => saved,
            None => self.new_suspended_frame(frame.executable, count)?,
        };
        self.save_registers(saved, frame.fp(), pc as u32, resume_register);
        Ok(saved)
    }

    /// Pushes a suspended frame back as an entry frame, with `value` and `mode` in its
    /// resume registers.
    pub(crate) fn resume_frame(&mut self, saved: SuspendedFrameRef, value: JSValue, mode: ResumeMode) -> JsResult<()> {
        let count = saved.count();
        let fp = self.stack.top;
        if !self.stack.has_room(fp, count) || self.native_calls_too_deep() {
            return Err(self.throw_error(Message::StackOverflow));
        }
        for index in 0..count {
            self.stack.set_register(fp + index, saved.register(index));
        }
        let resume = saved.resume_register();
        if resume != NO_RESUME_REGISTER {
            self.stack.set_register(fp + resume as usize, value);
            self.stack.set_register(fp + resume as usize + 1, JSValue::from_i32(mode as i32));
        }
        let executable = saved.executable();
        self.stack.frames.push(Frame {
            executable,
            code: CodeRef::of(executable),
            fp: fp as u32,
            pc: saved.pc() + 1,
            argc: 0,
            return_register: Reg(0),
            flags: FrameFlags::ENTRY,
            caller_realm: self.current_realm,
        });
        self.stack.top = fp + count;
        Ok(())
    }

    /// Resumes a suspended frame and runs it until it suspends again or finishes.
    fn run_resumed(&mut self, saved: SuspendedFrameRef, value: JSValue, mode: ResumeMode) -> JsResult<JSValue> {
        let window = self.stack.top;
        self.resume_frame(saved, value, mode)?;
        self.native_depth += 1;
        let result = self.execute();
        self.native_depth -= 1;
        self.stack.top = window;
        result
    }

    /// 27.5.3.3 GeneratorResume / 27.5.3.4 GeneratorResumeAbrupt: runs the generator with
    /// `value` sent in by `mode`; returns the iterator result it produces.
    pub fn generator_resume(&mut self, generator: ObjectRef, value: JSValue, mode: ResumeMode) -> JsResult<JSValue> {
        let state = self.generator_state(generator);
        match state {
            GeneratorState::Executing => return Err(self.throw_error(Message::GeneratorRunning)),
            GeneratorState::Completed => {
                return match mode {
                    ResumeMode::Next => Ok(self.create_iter_result_object(JSValue::UNDEFINED, true)?.to_value()),
                    ResumeMode::Return => Ok(self.create_iter_result_object(value, true)?.to_value()),
                    ResumeMode::Throw => Err(self.throw_value(value)),
                };
            }
            GeneratorState::SuspendedStart if mode != ResumeMode::Next => {
                self.set_generator_state(generator, GeneratorState::Completed);
                return match mode {
                    ResumeMode::Return => Ok(self.create_iter_result_object(value, true)?.to_value()),
                    _ => Err(self.throw_value(value)),
                };
            }
            _ => {}
        }
        let generator_root = self.rooted(generator);
        let saved = SuspendedFrameRef::from_value(generator.internal(GENERATOR_FRAME))
            .expect("a suspended generator has a frame");
        self.set_generator_state(generator, GeneratorState::Executing);
        let result = self.run_resumed(saved, value, mode);
        let generator = generator_root.get();
        match result {
            Ok(result) if self.generator_state(generator) == GeneratorState::SuspendedYield => Ok(result),
            Ok(value) => {
                self.set_generator_state(generator, GeneratorState::Completed);
                Ok(self.create_iter_result_object(value, true)?.to_value())
            }
            Err(throw) => {
                self.set_generator_state(generator, GeneratorState::Completed);
                Err(throw)
            }
        }
    }

    /// Resumes an async function or async generator after an await settled.
    fn resume_after_await(&mut self, record: ObjectRef, value: JSValue, mode: ResumeMode) -> JsResult<()> {
        if record.js_type() == JSType::AsyncFunction {
            let saved =
                SuspendedFrameRef::from_value(record.internal(ASYNC_FRAME)).expect("a suspended async function");
            let record_root = self.rooted(record);
            if self.run_resumed(saved, value, mode).is_err() {
                // Only an engine failure (a stack overflow while resuming) gets here: the
                // compiled body catches everything else.
                let error = self.take_exception_value()?;
                let promise = ObjectRef::from_value(record_root.get().internal(ASYNC_PROMISE)).expect("a promise");
                if self.promise_state(promise) == crate::runtime::promise::PromiseState::Pending {
                    self.reject_promise(promise, error);
                }
            }
            return Ok(());
        }
        self.set_internal(record, ASYNC_GENERATOR_AWAITING, JSValue::FALSE);
        self.async_generator_run(record, value, mode)
    }
}

/// The reaction that resumes an await with the fulfilled value.
pub(crate) fn resume_after_await_fulfilled(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    let record = ObjectRef::from_value(vm.native_data(args.callee, 0)).expect("an async state");
    let value = args.get(vm, 0);
    vm.resume_after_await(record, value, ResumeMode::Next)?;
    Ok(JSValue::UNDEFINED)
}

/// The reaction that resumes an await by throwing the rejection reason.
pub(crate) fn resume_after_await_rejected(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    let record = ObjectRef::from_value(vm.native_data(args.callee, 0)).expect("an async state");
    let value = args.get(vm, 0);
    vm.resume_after_await(record, value, ResumeMode::Throw)?;
    Ok(JSValue::UNDEFINED)
}

// 27.6 AsyncGenerator Objects.
impl Vm {
    /// The completion of the first queued request, if any.
    pub(crate) fn async_generator_first_request(&self, generator: ObjectRef) -> Option<(ResumeMode, JSValue)> {
        let queue = ObjectRef::from_value(generator.internal(ASYNC_GENERATOR_QUEUE))?;
        let first = ObjectRef::from_value(self.get_own_index(queue, 0)?.0)?;
        let mode = match self.get_own_index(first, 0)?.0.as_int32() {
            0 => ResumeMode::Next,
            1 => ResumeMode::Throw,
            _ => ResumeMode::Return,
        };
        Some((mode, self.get_own_index(first, 1)?.0))
    }

    /// 27.6.3.4 AsyncGeneratorCompleteStep: settles the first request's promise.
    pub(crate) fn async_generator_complete_step(
        &mut self,
        generator: ObjectRef,
        completion: Result<JSValue, JSValue>,
        done: bool,
    ) -> JsResult<()> {
        let queue = ObjectRef::from_value(generator.internal(ASYNC_GENERATOR_QUEUE)).expect("a queue");
        let Some((first, _)) = self.get_own_index(queue, 0) else { return Ok(()) };
        let first = ObjectRef::from_value(first).expect("a request");
        let first_root = self.rooted(first);
        self.array_shift(queue)?;
        let first = first_root.get();
        let resolve = self.get_own_index(first, 3).map_or(JSValue::UNDEFINED, |e| e.0);
        let reject = self.get_own_index(first, 4).map_or(JSValue::UNDEFINED, |e| e.0);
        let (resolve_root, reject_root) = (self.root_value(resolve), self.root_value(reject));
        match completion {
            Err(error) => {
                self.call(reject_root.get(), JSValue::UNDEFINED, &[error])?;
            }
            Ok(value) => {
                let result = self.create_iter_result_object(value, done)?;
                self.call(resolve_root.get(), JSValue::UNDEFINED, &[result.to_value()])?;
            }
        }
        Ok(())
    }

    /// Removes the first element of an internal list.
    fn array_shift(&mut self, list: ObjectRef) -> JsResult<()> {
        let length = self.array_length(list);
        for index in 1..length {
            let value = self.get_own_index(list, index).map_or(JSValue::UNDEFINED, |e| e.0);
            self.put_index(list, index - 1, value)?;
        }
        self.set_array_length(list, length.saturating_sub(1))?;
        Ok(())
    }

    /// 7.4.14 CreateIterResultObject ( value, done )
    pub fn create_iter_result_object(&mut self, value: JSValue, done: bool) -> JsResult<ObjectRef> {
        let value_root = self.root_value(value);
        let prototype = self.realm().intrinsic(Intrinsic::ObjectPrototype);
        // { value, done }: the structure every result of this realm has, `value` and `done`
        // in the first two inline slots.
        let structure = self.cached_structure(StructureKey::IterResult, prototype, |vm| {
            let names = vm.names;
            let mut structure = vm.root_structure(prototype, JSType::Object, DEFAULT_INLINE_CAPACITY, 0)?;
            for name in [names.value, names.done] {
                let key = PropertyKey::Atom(name).named().expect("an atom");
                (structure, _) =
                    vm.add_property_transition(structure, key, Attributes::DEFAULT)?.expect("room for two");
            }
            Ok(structure)
        })?;
        let object = self.new_object_with_structure(structure)?;
        self.set_slot(object, PropertyOffset::for_slot_number(0, DEFAULT_INLINE_CAPACITY), value_root.get());
        self.set_slot(object, PropertyOffset::for_slot_number(1, DEFAULT_INLINE_CAPACITY), JSValue::from_bool(done));
        Ok(object)
    }

    /// 27.6.3.2 AsyncGeneratorEnqueue, then what next/return/throw do with the state
    /// (27.6.1.2-4). Returns the request's promise.
    pub fn async_generator_enqueue(
        &mut self,
        generator: JSValue,
        mode: ResumeMode,
        value: JSValue,
    ) -> JsResult<JSValue> {
        let capability = self.new_promise_capability(self.realm().intrinsic(Intrinsic::PromiseConstructor))?;
        let capability_roots = [
            self.root_value(capability.promise),
            self.root_value(capability.resolve),
            self.root_value(capability.reject),
        ];
        // AsyncGeneratorValidate: a bad receiver rejects the promise.
        let Some(generator) = ObjectRef::from_value(generator).filter(|g| g.js_type() == JSType::AsyncGenerator) else {
            let detail = self.describe_value(generator);
            let _ = self.throw_error_with(Message::NotAGenerator, detail);
            let error = self.take_exception_value()?;
            self.call(capability_roots[2].get(), JSValue::UNDEFINED, &[error])?;
            return Ok(capability_roots[0].get());
        };
        let generator_root = self.rooted(generator);
        let value_root = self.root_value(value);
        let mut state = self.generator_state(generator);
        if state == GeneratorState::SuspendedStart && mode == ResumeMode::Throw {
            self.set_generator_state(generator, GeneratorState::Completed);
            state = GeneratorState::Completed;
        }
        if state == GeneratorState::Completed && mode != ResumeMode::Return {
            match mode {
                ResumeMode::Next => {
                    let result = self.create_iter_result_object(JSValue::UNDEFINED, true)?;
                    self.call(capability_roots[1].get(), JSValue::UNDEFINED, &[result.to_value()])?;
                }
                _ => {
                    self.call(capability_roots[2].get(), JSValue::UNDEFINED, &[value_root.get()])?;
                }
            }
            return Ok(capability_roots[0].get());
        }
        let request = self.create_array_from_list(&[
            JSValue::from_i32(mode as i32),
            value_root.get(),
            capability_roots[0].get(),
            capability_roots[1].get(),
            capability_roots[2].get(),
        ])?;
        let queue = generator_root.get().internal(ASYNC_GENERATOR_QUEUE);
        self.array_append(queue, request.to_value())?;
        let generator = generator_root.get();
        match (state, mode) {
            (GeneratorState::SuspendedStart | GeneratorState::Completed, ResumeMode::Return) => {
                self.set_generator_state(generator, GeneratorState::AwaitingReturn);
                self.async_generator_await_return(generator)?;
            }
            (GeneratorState::SuspendedStart | GeneratorState::SuspendedYield, _) => {
                self.async_generator_run(generator, value_root.get(), mode)?;
            }
            _ => {}
        }
        Ok(capability_roots[0].get())
    }

    /// AsyncGeneratorResume: runs the generator body until it awaits, yields with an
    /// empty queue, or completes (then drains the queue).
    fn async_generator_run(&mut self, generator: ObjectRef, value: JSValue, mode: ResumeMode) -> JsResult<()> {
        let generator_root = self.rooted(generator);
        let saved =
            SuspendedFrameRef::from_value(generator.internal(GENERATOR_FRAME)).expect("a suspended async generator");
        self.set_generator_state(generator, GeneratorState::Executing);
        let result = self.run_resumed(saved, value, mode);
        let generator = generator_root.get();
        if generator.internal(ASYNC_GENERATOR_AWAITING).is_true()
            || self.generator_state(generator) == GeneratorState::SuspendedYield
        {
            return Ok(());
        }
        // The body completed.
        self.set_generator_state(generator, GeneratorState::Completed);
        let completion = match result {
            Ok(value) => Ok(value),
            Err(_) => Err(self.take_exception_value()?),
        };
        self.async_generator_complete_step(generator_root.get(), completion, true)?;
        self.async_generator_drain_queue(generator_root.get())
    }

    /// 27.6.3.10 AsyncGeneratorDrainQueue
    fn async_generator_drain_queue(&mut self, generator: ObjectRef) -> JsResult<()> {
        let generator_root = self.rooted(generator);
        while let Some((mode, value)) = self.async_generator_first_request(generator_root.get()) {
            match mode {
                ResumeMode::Return => {
                    self.set_generator_state(generator_root.get(), GeneratorState::AwaitingReturn);
                    return self.async_generator_await_return(generator_root.get());
                }
                ResumeMode::Throw => self.async_generator_complete_step(generator_root.get(), Err(value), true)?,
                ResumeMode::Next => {
                    self.async_generator_complete_step(generator_root.get(), Ok(JSValue::UNDEFINED), true)?
                }
            }
        }
        Ok(())
    }

    /// 27.6.3.9 AsyncGeneratorAwaitReturn
    fn async_generator_await_return(&mut self, generator: ObjectRef) -> JsResult<()> {
        let generator_root = self.rooted(generator);
        let (_, value) = self.async_generator_first_request(generator).expect("a return request");
        let promise = match self.promise_resolve(value) {
            Ok(promise) => promise,
            Err(_) => {
                let error = self.take_exception_value()?;
                self.set_generator_state(generator_root.get(), GeneratorState::Completed);
                self.async_generator_complete_step(generator_root.get(), Err(error), true)?;
                return self.async_generator_drain_queue(generator_root.get());
            }
        };
        let promise_root = self.rooted(promise);
        let fulfilled =
            self.new_native_function_named(self.empty_string().to_value(), 1, async_generator_return_fulfilled, false)?;
        self.set_native_data(fulfilled, 0, generator_root.get().to_value());
        let fulfilled_root = self.rooted(fulfilled);
        let rejected =
            self.new_native_function_named(self.empty_string().to_value(), 1, async_generator_return_rejected, false)?;
        self.set_native_data(rejected, 0, generator_root.get().to_value());
        self.perform_promise_then(promise_root.get(), fulfilled_root.get().to_value(), rejected.to_value(), None)
    }
}

fn async_generator_return_fulfilled(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    let generator = ObjectRef::from_value(vm.native_data(args.callee, 0)).expect("an async generator");
    let generator_root = vm.rooted(generator);
    vm.set_generator_state(generator, GeneratorState::Completed);
    let value = args.get(vm, 0);
    vm.async_generator_complete_step(generator, Ok(value), true)?;
    vm.async_generator_drain_queue(generator_root.get())?;
    Ok(JSValue::UNDEFINED)
}

fn async_generator_return_rejected(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    let generator = ObjectRef::from_value(vm.native_data(args.callee, 0)).expect("an async generator");
    let generator_root = vm.rooted(generator);
    vm.set_generator_state(generator, GeneratorState::Completed);
    let reason = args.get(vm, 0);
    vm.async_generator_complete_step(generator, Err(reason), true)?;
    vm.async_generator_drain_queue(generator_root.get())?;
    Ok(JSValue::UNDEFINED)
}
