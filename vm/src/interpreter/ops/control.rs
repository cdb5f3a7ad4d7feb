//! Control: the loop counter that tiers up hot loops, exceptions (throwing, catching, and
//! unwinding to the handler that catches), and the checks that throw a TypeError.
//!
//! The jumps are one line each in the dispatch (`jump_if!`), which moves the pc in place.

use crate::bytecode::opcodes::Flag;
use crate::bytecode::{CodeBlock, Const, Reg, Slot};
use crate::error::{Exception, JsResult, Message, Throw, TraceFrame};
use crate::interpreter::Cursor;
use crate::interpreter::stack::FrameFlags;
use crate::object::ObjectRef;
use crate::value::JSValue;
use crate::vm::{ThrowSite, Vm};

impl Vm {
    /// Finds the handler for the exception thrown at the top frame's saved pc, popping
    /// frames that have none. `None` when the entry frame was popped. A termination has
    /// no handler.
    pub(crate) fn unwind(&mut self) -> Option<u32> {
        let terminating = matches!(self.exception, Exception::Terminated(_));
        loop {
            let frame = *self.stack.frames.last().expect("unwinding a frame");
            if !terminating && let Some(handler) = frame.code().handler_for(frame.pc) {
                self.stack.top = frame.end();
                return Some(handler.handler);
            }
            self.pop_frame();
            if frame.flags.contains(FrameFlags::ENTRY) {
                return None;
            }
        }
    }

    /// Captures the stack of an engine error that has none yet.
    pub(crate) fn record_error_trace(&mut self) {
        match self.exception {
            Exception::Error(ref error) if error.trace.is_empty() => {
                let trace = self.recorded_stack();
                if let Exception::Error(error) = &mut self.exception {
                    error.trace = trace;
                }
            }
            // A value a native threw (a `throw` statement records its own site).
            Exception::Value(value) if self.throw_site.is_none_or(|site| site.value != value) => {
                let frame = self.stack.frames.last().expect("a frame threw");
                self.throw_site = Some(ThrowSite { value, frame: TraceFrame::at(frame.executable, frame.pc) });
            }
            _ => {}
        }
    }

    /// The pending exception as a value (an engine error becomes an Error object now).
    pub fn take_exception_value(&mut self) -> JsResult<JSValue> {
        match self.take_exception() {
            Exception::Value(value) => Ok(value),
            Exception::Error(error) => self.materialize_error(error),
            Exception::None => Ok(JSValue::UNDEFINED),
            Exception::Terminated(_) => Err(self.raise_termination()),
        }
    }

    /// `Throw`: throws `src`, recording this instruction as where.
    #[inline(always)]
    pub(crate) fn op_throw(&mut self, cursor: Cursor, src: Reg) -> Throw {
        let value = cursor.registers.get(src);
        self.record_throw_site(value, cursor.pc - 1);
        self.throw_value(value)
    }

    /// `Rethrow`: throws `src` again, where it was first thrown (here, if it was not).
    #[inline(always)]
    pub(crate) fn op_rethrow(&mut self, cursor: Cursor, src: Reg) -> Throw {
        let value = cursor.registers.get(src);
        if self.throw_site.is_none_or(|site| site.value != value) {
            self.record_throw_site(value, cursor.pc - 1);
        }
        self.throw_value(value)
    }

    fn record_throw_site(&mut self, value: JSValue, pc: usize) {
        let frame = self.stack.frames.last().expect("a frame throws");
        self.throw_site = Some(ThrowSite { value, frame: TraceFrame::at(frame.executable, pc as u32) });
    }

    /// `throw` with no JavaScript value yet: for the compiler's rethrow paths.
    #[allow(dead_code)]
    pub(crate) fn rethrow(&mut self) -> Throw {
        Throw(())
    }
}

// The instructions.
impl Vm {
    /// `LoopHint`: counts an iteration of loop `counter`; at the threshold, the tier runs
    /// the loop's trace or records it (`hot_loop`). True when the loop must reload its
    /// cursor.
    #[inline(always)]
    pub(crate) fn op_loop_hint(&mut self, cursor: &mut Cursor, code: &CodeBlock, counter: Slot) -> JsResult<bool> {
        self.poll_interrupt()?;
        self.count_toward_tier(cursor, code, counter, false)
    }

    /// `FunctionHint`: counts a call of the function; at the threshold, the tier runs the
    /// trace that starts at its entry or records one (`hot_loop`, as for a loop). The call
    /// polled the interrupt already; a trace is entered only after another poll, since a
    /// trace's interrupt guard resumes here.
    #[inline(always)]
    pub(crate) fn op_function_hint(&mut self, cursor: &mut Cursor, code: &CodeBlock, counter: Slot) -> JsResult<bool> {
        self.count_toward_tier(cursor, code, counter, true)
    }

    /// Counts toward the tier's threshold with counter `counter`, and past it hands the
    /// cursor to `hot_loop` (polling the interrupt first with `poll_when_hot`). A
    /// blacklisted counter does not call out: it would pay a call each time for nothing.
    #[inline(always)]
    fn count_toward_tier(
        &mut self,
        cursor: &mut Cursor,
        code: &CodeBlock,
        counter: Slot,
        poll_when_hot: bool,
    ) -> JsResult<bool> {
        let cell = &code.loop_counters[counter.0 as usize];
        let count = cell.get() as i32;
        if count < self.loop_threshold {
            cell.set((count + 1) as u32);
            Ok(false)
        } else if count == crate::tier::BLACKLISTED {
            Ok(false)
        } else {
            if poll_when_hot {
                self.poll_interrupt()?;
            }
            // A copy goes out of line: the loop's own cursor stays in registers.
            let mut moved = *cursor;
            let reload = self.hot_loop(&mut moved, counter.0);
            *cursor = moved;
            reload
        }
    }

    /// `ThrowError`: an error of `kind` (1 SyntaxError, 2 ReferenceError, else TypeError)
    /// with the constant `message`.
    #[inline(always)]
    pub(crate) fn op_throw_error(&mut self, cursor: Cursor, kind: Flag, message: Const) -> Throw {
        let text = self.constant_atom(&cursor.code, message).to_string_lossy();
        let message = match kind {
            1 => Message::Syntax,
            2 => Message::ThrowReferenceError,
            _ => Message::ThrowTypeError,
        };
        self.throw_error_with(message, text)
    }

    /// `ThrowIfNotObject`: a TypeError, the constant `message` with the value for `{}`,
    /// unless `src` is an object.
    #[inline(always)]
    pub(crate) fn op_throw_if_not_object(&mut self, cursor: Cursor, src: Reg, message: Const) -> JsResult<()> {
        let value = cursor.registers.get(src);
        if ObjectRef::from_value(value).is_none() {
            let detail = self.describe_value(value);
            let template = self.constant_atom(&cursor.code, message).to_string_lossy();
            return Err(self.throw_error_with(Message::ThrowTypeError, template.replace("{}", &detail)));
        }
        Ok(())
    }
}
