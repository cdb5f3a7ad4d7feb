//! Generators and async functions: the instructions that start, suspend and finish them.
//! Saving a frame into the heap and resuming it, and the async generator's request queue,
//! are `interpreter/generator.rs`'s.

use crate::bytecode::opcodes::Flag;
use crate::bytecode::{CodeKind, FunctionKind, Reg};
use crate::cell::JSType;
use crate::error::JsResult;
use crate::interpreter::generator::{
    ASYNC_FRAME, ASYNC_GENERATOR_AWAITING, ASYNC_GENERATOR_QUEUE, ASYNC_PROMISE, GENERATOR_FRAME, GeneratorState,
    NO_RESUME_REGISTER, ResumeMode, resume_after_await_fulfilled, resume_after_await_rejected,
};
use crate::interpreter::{Cursor, Flow};
use crate::object::ObjectRef;
use crate::runtime::realm::Intrinsic;
use crate::runtime::suspended::SuspendedFrameRef;
use crate::value::JSValue;
use crate::vm::Vm;

// The instructions.
impl Vm {
    /// `InitialYield`: creates the generator object and returns it to the caller.
    pub(crate) fn op_initial_yield(&mut self, cursor: Cursor, state: Reg) -> JsResult<Flow> {
        let asynchronous = matches!(cursor.code.kind, CodeKind::Function(FunctionKind::AsyncGenerator));
        let function = cursor.registers.get(Reg::CALLEE);
        let (js_type, fields_default) = if asynchronous {
            (JSType::AsyncGenerator, Intrinsic::AsyncGeneratorPrototype)
        } else {
            (JSType::Generator, Intrinsic::GeneratorPrototype)
        };
        let prototype = self.get_prototype_from_constructor(function, fields_default)?;
        let structure = self.root_structure(prototype, js_type, crate::structure::DEFAULT_INLINE_CAPACITY, 0)?;
        let generator = self.new_object_with_structure(structure)?;
        let generator_root = self.rooted(generator);
        self.set_generator_state(generator, GeneratorState::SuspendedStart);
        if asynchronous {
            let queue = self.create_array_from_list(&[])?;
            self.set_internal(generator_root.get(), ASYNC_GENERATOR_QUEUE, queue.to_value());
            self.set_internal(generator_root.get(), ASYNC_GENERATOR_AWAITING, JSValue::FALSE);
        }
        cursor.registers.set(state, generator_root.get().to_value());
        let saved = self.suspend_top_frame(None, cursor.pc - 1, NO_RESUME_REGISTER)?;
        self.set_internal(generator_root.get(), GENERATOR_FRAME, saved.to_value());
        self.return_from_frame(generator_root.get().to_value(), cursor)
    }

    /// `Yield`: saves the frame and gives the iterator result for `value` (or `value`
    /// itself, when `raw`) to whoever resumed the generator.
    pub(crate) fn op_yield(&mut self, cursor: Cursor, dst: Reg, src: Reg, state: Reg, raw: Flag) -> JsResult<Flow> {
        let value = cursor.registers.get(src);
        let result = if raw != 0 { value } else { self.create_iter_result_object(value, false)?.to_value() };
        let result_root = self.root_value(result);
        let generator = ObjectRef::from_value(cursor.registers.get(state)).expect("a generator");
        let saved = SuspendedFrameRef::from_value(generator.internal(GENERATOR_FRAME));
        self.suspend_top_frame(saved, cursor.pc - 1, dst.0)?;
        self.set_generator_state(generator, GeneratorState::SuspendedYield);
        self.return_from_frame(result_root.get(), cursor)
    }

    /// `AsyncFunctionStart`: the promise the async function's call returns.
    pub(crate) fn op_async_function_start(&mut self, cursor: Cursor, state: Reg) -> JsResult<()> {
        let prototype = self.realm().intrinsic(Intrinsic::ObjectPrototype);
        let structure = self.root_structure(prototype, JSType::AsyncFunction, 0, 0)?;
        let record = self.new_object_with_structure(structure)?;
        let record_root = self.rooted(record);
        let promise = self.new_promise()?;
        self.set_internal(record_root.get(), ASYNC_PROMISE, promise.to_value());
        cursor.registers.set(state, record_root.get().to_value());
        Ok(())
    }

    /// 27.7.5.3 Await: subscribes the resumption to the awaited value's promise, saves the
    /// frame and returns to whoever is waiting (the caller gets the async function's
    /// promise).
    pub(crate) fn op_await(&mut self, cursor: Cursor, dst: Reg, src: Reg, state: Reg) -> JsResult<Flow> {
        let value = cursor.registers.get(src);
        let record = ObjectRef::from_value(cursor.registers.get(state)).expect("an async state");
        let record_root = self.rooted(record);
        let promise = self.promise_resolve(value)?;
        let promise_root = self.rooted(promise);
        let on_fulfilled =
            self.new_native_function_named(self.empty_string().to_value(), 1, resume_after_await_fulfilled, false)?;
        self.set_native_data(on_fulfilled, 0, record_root.get().to_value());
        let fulfilled_root = self.rooted(on_fulfilled);
        let on_rejected =
            self.new_native_function_named(self.empty_string().to_value(), 1, resume_after_await_rejected, false)?;
        self.set_native_data(on_rejected, 0, record_root.get().to_value());
        self.perform_promise_then(promise_root.get(), fulfilled_root.get().to_value(), on_rejected.to_value(), None)?;
        let record = record_root.get();
        let frame_field = if record.js_type() == JSType::AsyncFunction { ASYNC_FRAME } else { GENERATOR_FRAME };
        let saved =
            self.suspend_top_frame(SuspendedFrameRef::from_value(record.internal(frame_field)), cursor.pc - 1, dst.0)?;
        let record = record_root.get();
        self.set_internal(record, frame_field, saved.to_value());
        let result = if record.js_type() == JSType::AsyncFunction {
            record.internal(ASYNC_PROMISE)
        } else {
            self.set_internal(record, ASYNC_GENERATOR_AWAITING, JSValue::TRUE);
            JSValue::UNDEFINED
        };
        self.return_from_frame(result, cursor)
    }

    /// `AsyncResolve`: the async function finished with `value`.
    pub(crate) fn op_async_resolve(&mut self, cursor: Cursor, state: Reg, src: Reg) -> JsResult<Flow> {
        let value = cursor.registers.get(src);
        let record = ObjectRef::from_value(cursor.registers.get(state)).expect("an async state");
        let promise = ObjectRef::from_value(record.internal(ASYNC_PROMISE)).expect("a promise");
        let promise_root = self.rooted(promise);
        self.resolve_promise(promise, value)?;
        self.return_from_frame(promise_root.get().to_value(), cursor)
    }

    /// `AsyncReject`: the async function (or async generator) body threw `value`.
    pub(crate) fn op_async_reject(&mut self, cursor: Cursor, state: Reg, src: Reg) -> JsResult<Flow> {
        let value = cursor.registers.get(src);
        let record = ObjectRef::from_value(cursor.registers.get(state)).expect("an async state");
        if record.js_type() == JSType::AsyncGenerator {
            // The generator completes abruptly: its caller (the resumption) settles the
            // request with this exception.
            return Err(self.throw_value(value));
        }
        let promise = ObjectRef::from_value(record.internal(ASYNC_PROMISE)).expect("a promise");
        let promise_root = self.rooted(promise);
        self.reject_promise(promise, value);
        self.return_from_frame(promise_root.get().to_value(), cursor)
    }

    /// `AsyncGeneratorYield`: completes the current request with `value` and either goes
    /// on with the next queued request or suspends.
    pub(crate) fn op_async_generator_yield(
        &mut self,
        cursor: Cursor,
        dst: Reg,
        src: Reg,
        state: Reg,
    ) -> JsResult<Flow> {
        let value = cursor.registers.get(src);
        let generator = ObjectRef::from_value(cursor.registers.get(state)).expect("an async generator");
        let generator_root = self.rooted(generator);
        self.async_generator_complete_step(generator, Ok(value), false)?;
        let generator = generator_root.get();
        if let Some((mode, value)) = self.async_generator_first_request(generator) {
            // Another request is waiting: resume at once with it.
            cursor.registers.set(dst, value);
            cursor.registers.set(dst.offset(1), JSValue::from_i32(mode as i32));
            return Ok(Flow::Next);
        }
        let saved = SuspendedFrameRef::from_value(generator.internal(GENERATOR_FRAME));
        self.suspend_top_frame(saved, cursor.pc - 1, dst.0)?;
        self.set_generator_state(generator_root.get(), GeneratorState::SuspendedYield);
        self.return_from_frame(JSValue::UNDEFINED, cursor)
    }

    /// `ResumeThrow`: after a resumption, throws the value sent in by `throw()`.
    #[inline(always)]
    pub(crate) fn op_resume_throw(&mut self, cursor: Cursor, value: Reg) -> JsResult<()> {
        let r = cursor.registers;
        if r.get(value.offset(1)) == JSValue::from_i32(ResumeMode::Throw as i32) {
            return Err(self.throw_value(r.get(value)));
        }
        Ok(())
    }

    /// `JumpIfResumeReturn`: whether the resumption was a `return()` (the jump is taken).
    #[inline(always)]
    pub(crate) fn op_jump_if_resume_return(&mut self, cursor: Cursor, value: Reg) -> bool {
        cursor.registers.get(value.offset(1)) == JSValue::from_i32(ResumeMode::Return as i32)
    }
}
