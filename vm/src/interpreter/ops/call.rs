//! Calls and returns: the call instructions, which make the argument window (registers of
//! the frame, or for a spread the elements of an array copied above it) and start the call,
//! and the frame's completion, which hands the value to the caller's register.
//!
//! How a call proceeds once started (a new frame for a bytecode function, a Rust call for a
//! native one; bound functions, proxies, the entry frames of calls from Rust) is
//! `interpreter/call.rs`, shared with `Vm::call`.

use crate::bytecode::inline_cache::CallCache;
use crate::bytecode::opcodes::{Count, Flag};
use crate::bytecode::{CallShape, CodeBlock, Reg, Slot};
use crate::cell::{JSType, js_type};
use crate::error::{JsResult, Message};
use crate::interpreter::call::{ArgumentRegisters, ArgumentWindow, FrameArguments, Invocation};
use crate::interpreter::eval::{CALL_EVAL_IN_PARAMETERS, CALL_EVAL_SPREAD, CALL_EVAL_TAIL_POSITION};
use crate::interpreter::stack::FrameFlags;
use crate::interpreter::{Cursor, Flow, Transfer};
use crate::object::ObjectRef;
use crate::runtime::realm::Intrinsic;
use crate::value::JSValue;
use crate::vm::Vm;

impl Vm {
    /// Pops the top frame.
    pub(crate) fn pop_frame(&mut self) {
        let frame = self.stack.frames.pop().expect("a frame to pop");
        self.stack.top = frame.fp();
        self.current_realm = frame.caller_realm.or(self.current_realm);
    }

    /// `Return`: the common return (to a bytecode caller, from a frame that is neither an
    /// entry frame nor a `[[Construct]]`) goes on in the caller at the cursor given; any
    /// other is `return_from_frame`'s.
    #[inline(always)]
    pub(crate) fn op_return(&mut self, value: JSValue, cursor: Cursor) -> JsResult<Transfer> {
        let frame = self.stack.frames.last().expect("a frame to return from");
        let value = if frame.flags == FrameFlags::default() {
            value
        } else if frame.flags == FrameFlags::CONSTRUCT
            && let Some(result) = construct_result_without_checks(value, cursor)
        {
            result
        } else {
            return self.return_from_frame(value, cursor).map(Transfer::Flow);
        };
        let (register, caller_realm) = (frame.return_register, frame.caller_realm);
        self.stack.frames.pop();
        if caller_realm.is_some() {
            self.current_realm = caller_realm;
        }
        Ok(Transfer::To(self.deliver_to_caller(register, value)))
    }

    /// Completes the top frame with `value`: pops it and delivers the value to the caller's
    /// register, or leaves the loop for an entry frame.
    pub(crate) fn return_from_frame(&mut self, value: JSValue, cursor: Cursor) -> JsResult<Flow> {
        let frame = *self.stack.frames.last().expect("a frame to return from");
        let value = if frame.flags.contains(FrameFlags::CONSTRUCT) {
            match self.construct_result(value, cursor) {
                Ok(value) => value,
                Err(throw) => {
                    // [[Construct]] throws after the body completed: the constructor's own
                    // handlers must not see it, and the error is the caller's realm's
                    // (10.2.2 steps 10-12 run after the callee context is removed).
                    let _ = throw;
                    self.attribute_pending_error_to(frame.caller_realm);
                    self.record_error_trace();
                    self.pop_frame();
                    return Ok(Flow::ThrowInCaller { entry: frame.flags.contains(FrameFlags::ENTRY) });
                }
            }
        } else {
            value
        };
        self.pop_frame();
        if frame.flags.contains(FrameFlags::ENTRY) {
            self.entry_result = value;
            return Ok(Flow::Exit);
        }
        self.deliver_to_caller(frame.return_register, value);
        Ok(Flow::Reload)
    }

    /// The caller of a popped frame goes on after its call, with `value` in `register`: its
    /// cursor. (Unchecked: the caller is at a call, which is never a code's last
    /// instruction, `Instructions::at`; a check here cost the dispatch loop registers.)
    #[inline(always)]
    fn deliver_to_caller(&mut self, register: Reg, value: JSValue) -> Cursor {
        let caller = self.stack.frames.last_mut().expect("a caller");
        caller.pc += 1;
        let (fp, pc, code) = (caller.fp(), caller.pc as usize, caller.code);
        self.stack.top = caller.end();
        let registers = self.stack.registers(fp);
        registers.set(register, value);
        Cursor { code, registers, fp, pc }
    }

    /// The result of a `[[Construct]]` that returned `value`: the checks and errors of
    /// 10.2.2 steps 10-12 (`construct_result_without_checks` answers the common cases).
    fn construct_result(&mut self, value: JSValue, cursor: Cursor) -> JsResult<JSValue> {
        if let Some(result) = construct_result_without_checks(value, cursor) {
            return Ok(result);
        }
        let derived = matches!(
            cursor.code.function_kind(),
            Some(crate::bytecode::FunctionKind::ClassConstructor { derived: true })
        );
        if derived && !value.is_undefined() {
            return Err(self.throw_error(Message::DerivedConstructorReturn));
        }
        let this = cursor.registers.get(Reg::THIS);
        if this.is_empty() {
            return Err(self.throw_error(Message::ThisBeforeSuper));
        }
        Ok(this)
    }

    /// Calls `callee` with `this` and the arguments at registers `first + 1 ..` of the
    /// current frame (a construction when `new_target` is not undefined).
    pub(crate) fn call_from_frame(
        &mut self,
        cursor: Cursor,
        dst: Reg,
        callee: JSValue,
        this: JSValue,
        arguments: ArgumentWindow,
        new_target: JSValue,
    ) -> JsResult<Flow> {
        self.save_pc(cursor.pc - 1);
        match self.invoke(callee, this, arguments, new_target, dst, false)? {
            Invocation::Returned(value) => {
                // A spread call's arguments were above the frame: drop them.
                self.stack.top = self.stack.frames.last().expect("the caller").end();
                cursor.registers.set(dst, value);
                Ok(Flow::Next)
            }
            Invocation::PushedFrame => Ok(Flow::Reload),
        }
    }

    /// A call in tail position: the callee's frame replaces this one when it can (see
    /// [`Vm::can_replace_frame_for`]); otherwise an ordinary call, whose result the
    /// `Return` after the instruction returns.
    pub(crate) fn tail_call_from_frame(
        &mut self,
        cursor: Cursor,
        dst: Reg,
        callee: JSValue,
        this: JSValue,
        arguments: ArgumentWindow,
    ) -> JsResult<Flow> {
        if !self.can_replace_frame_for(callee) {
            return self.call_from_frame(cursor, dst, callee, this, arguments, JSValue::UNDEFINED);
        }
        self.save_pc(cursor.pc - 1);
        let function = ObjectRef::from_value(callee).expect("checked to be a function");
        self.replace_frame_with_call(function, this, arguments)?;
        Ok(Flow::Reload)
    }

    /// The arguments window of `count` registers starting at `first`.
    pub(crate) fn window(&self, cursor: Cursor, first: Reg, count: usize) -> ArgumentWindow {
        ArgumentWindow { first: cursor.fp + first.index(), count }
    }

    /// Copies the elements of the array in `array` to the top of the register file and
    /// returns their window (spread calls).
    pub(crate) fn spread_window(&mut self, array: JSValue) -> JsResult<ArgumentWindow> {
        let array = ObjectRef::from_value(array).expect("spread arguments are collected in an array");
        let length = self.array_length(array) as usize;
        let first = self.stack.top;
        if !self.stack.has_room(first, length) {
            return Err(self.throw_error(Message::StackOverflow));
        }
        for index in 0..length {
            let value = self.get_own_index(array, index as u32).map_or(JSValue::UNDEFINED, |(v, _)| v);
            self.stack.set_register(first + index, value);
        }
        self.stack.top = first + length;
        Ok(ArgumentWindow { first, count: length })
    }

    /// The elements of the array a spread call collected its arguments in, for a call from
    /// Rust (a trace's, `run_for_trace`).
    pub(crate) fn spread_arguments(&self, array: JSValue) -> Vec<JSValue> {
        let array = ObjectRef::from_value(array).expect("spread arguments are collected in an array");
        let element = |index| self.get_own_index(array, index).map_or(JSValue::UNDEFINED, |(v, _)| v);
        (0..self.array_length(array)).map(element).collect()
    }

    /// 13.3.7.2 GetSuperConstructor: the prototype of the active function, a constructor.
    pub(crate) fn super_constructor(&mut self, function: JSValue) -> JsResult<JSValue> {
        let function = ObjectRef::from_value(function).expect("super() runs in a constructor");
        let constructor = self.get_prototype_of(function)?;
        if !self.is_constructor(constructor) {
            let detail = self.describe_value(constructor);
            return Err(self.throw_error_with(Message::SuperNotConstructor, detail));
        }
        Ok(constructor)
    }
}

// The instructions.
impl Vm {
    /// `Call`: `dst = callee(...)`, with `this` in `first` and `argc` arguments after it.
    #[inline(always)]
    pub(crate) fn op_call(
        &mut self,
        cursor: Cursor,
        dst: Reg,
        callee: Reg,
        first: Reg,
        argc: Count,
        cache: Slot,
    ) -> JsResult<Transfer> {
        let r = cursor.registers;
        let callee = r.get(callee);
        let function = called_function(&cursor.code, cache, callee);
        let arguments = self.window(cursor, first.offset(1), argc as usize);
        if let Some(function) = function
            && let Some(callee_cursor) = self.push_call_frame(function, r.get(first), arguments, dst, cursor.pc - 1)?
        {
            return Ok(Transfer::To(callee_cursor));
        }
        self.call_from_frame(cursor, dst, callee, r.get(first), arguments, JSValue::UNDEFINED).map(Transfer::Flow)
    }

    /// `CallWithRegisters`: `Call` with its arguments read where they are. A bytecode
    /// callee's frame copies them from there; any other callee gets them in a window put
    /// above the frame, as a spread call's.
    #[inline(always)]
    #[allow(clippy::too_many_arguments)]
    pub(crate) fn op_call_with_registers(
        &mut self,
        cursor: Cursor,
        dst: Reg,
        callee: Reg,
        this: Reg,
        arguments: [Reg; CallShape::MAX_ARGUMENTS],
        shape: CallShape,
        cache: Slot,
    ) -> JsResult<Transfer> {
        let r = cursor.registers;
        let callee = r.get(callee);
        let function = called_function(&cursor.code, cache, callee);
        let this = if shape.this_undefined() { JSValue::UNDEFINED } else { r.get(this) };
        let count = shape.argc();
        let arguments = ArgumentRegisters { fp: cursor.fp, registers: arguments, count };
        if let Some(function) = function
            && let Some(callee_cursor) = self.push_call_frame(function, this, arguments, dst, cursor.pc - 1)?
        {
            return Ok(Transfer::To(callee_cursor));
        }
        let first = self.stack.top;
        if !self.stack.has_room(first, count) {
            return Err(self.throw_error(Message::StackOverflow));
        }
        arguments.copy_to(&self.stack, 0, first, count);
        let window = ArgumentWindow { first, count };
        self.call_from_frame(cursor, dst, callee, this, window, JSValue::UNDEFINED).map(Transfer::Flow)
    }

    /// `CallSpread`: `Call` with the arguments collected in the array in `first + 1`.
    #[inline(always)]
    pub(crate) fn op_call_spread(&mut self, cursor: Cursor, dst: Reg, callee: Reg, first: Reg) -> JsResult<Flow> {
        let r = cursor.registers;
        self.save_pc(cursor.pc - 1);
        let arguments = self.spread_window(r.get(first.offset(1)))?;
        self.call_from_frame(cursor, dst, r.get(callee), r.get(first), arguments, JSValue::UNDEFINED)
    }

    /// `TailCall`: `Call` in tail position (see `tail_call_from_frame`).
    #[inline(always)]
    pub(crate) fn op_tail_call(
        &mut self,
        cursor: Cursor,
        dst: Reg,
        callee: Reg,
        first: Reg,
        argc: Count,
        cache: Slot,
    ) -> JsResult<Flow> {
        let (r, code) = (cursor.registers, cursor.code);
        record_call(&code, cache, r.get(callee));
        let arguments = self.window(cursor, first.offset(1), argc as usize);
        self.tail_call_from_frame(cursor, dst, r.get(callee), r.get(first), arguments)
    }

    /// `TailCallSpread`: `CallSpread` in tail position.
    #[inline(always)]
    pub(crate) fn op_tail_call_spread(&mut self, cursor: Cursor, dst: Reg, callee: Reg, first: Reg) -> JsResult<Flow> {
        let r = cursor.registers;
        self.save_pc(cursor.pc - 1);
        let arguments = self.spread_window(r.get(first.offset(1)))?;
        self.tail_call_from_frame(cursor, dst, r.get(callee), r.get(first), arguments)
    }

    /// `Construct`: `dst = new callee(first + 1 ...)` (`first` is where `this` would be).
    #[inline(always)]
    pub(crate) fn op_construct(
        &mut self,
        cursor: Cursor,
        dst: Reg,
        callee: Reg,
        first: Reg,
        argc: Count,
        cache: Slot,
    ) -> JsResult<Transfer> {
        let (r, code) = (cursor.registers, cursor.code);
        let constructor = r.get(callee);
        record_call(&code, cache, constructor);
        let arguments = self.window(cursor, first.offset(1), argc as usize);
        if let Some(function) = constructor.cell().filter(|&cell| js_type(cell) == JSType::Function)
            && let Some(callee_cursor) = self.push_construct_frame(
                ObjectRef::from_cell(function),
                &code.call_caches[cache.0 as usize],
                arguments,
                dst,
                cursor.pc - 1,
            )?
        {
            return Ok(Transfer::To(callee_cursor));
        }
        if !self.is_constructor(constructor) {
            return Err(self.not_callable_at(&code, cursor.pc - 1, constructor, true));
        }
        self.call_from_frame(cursor, dst, constructor, JSValue::UNDEFINED, arguments, constructor).map(Transfer::Flow)
    }

    /// `ConstructSpread`: `Construct` with the arguments collected in the array in `first + 1`.
    #[inline(always)]
    pub(crate) fn op_construct_spread(&mut self, cursor: Cursor, dst: Reg, callee: Reg, first: Reg) -> JsResult<Flow> {
        let r = cursor.registers;
        self.save_pc(cursor.pc - 1);
        let constructor = r.get(callee);
        if !self.is_constructor(constructor) {
            return Err(self.not_callable_at(&cursor.code, cursor.pc - 1, constructor, true));
        }
        let arguments = self.spread_window(r.get(first.offset(1)))?;
        self.call_from_frame(cursor, dst, constructor, JSValue::UNDEFINED, arguments, constructor)
    }

    /// `SuperCall`: `super(first ...)`, `argc` arguments, constructing the parent of `function`
    /// with `new_target`.
    #[inline(always)]
    pub(crate) fn op_super_call(
        &mut self,
        cursor: Cursor,
        dst: Reg,
        function: Reg,
        new_target: Reg,
        first: Reg,
        argc: Count,
    ) -> JsResult<Flow> {
        let r = cursor.registers;
        let arguments = self.window(cursor, first, argc as usize);
        let constructor = self.super_constructor(r.get(function))?;
        self.call_from_frame(cursor, dst, constructor, JSValue::UNDEFINED, arguments, r.get(new_target))
    }

    /// `SuperCallSpread`: `SuperCall` with the arguments collected in the array in `first`.
    #[inline(always)]
    pub(crate) fn op_super_call_spread(
        &mut self,
        cursor: Cursor,
        dst: Reg,
        function: Reg,
        new_target: Reg,
        first: Reg,
    ) -> JsResult<Flow> {
        let r = cursor.registers;
        self.save_pc(cursor.pc - 1);
        let constructor = self.super_constructor(r.get(function))?;
        let arguments = self.spread_window(r.get(first))?;
        self.call_from_frame(cursor, dst, constructor, JSValue::UNDEFINED, arguments, r.get(new_target))
    }

    /// `CallEval`: a call of whatever `eval` names, a direct eval if it is the realm's
    /// %eval% (`flags`: `CALL_EVAL_*`).
    pub(crate) fn op_call_eval(
        &mut self,
        cursor: Cursor,
        dst: Reg,
        callee: Reg,
        first: Reg,
        argc: Count,
        flags: Flag,
    ) -> JsResult<Flow> {
        self.save_pc(cursor.pc - 1);
        let spread = flags & CALL_EVAL_SPREAD != 0;
        let r = cursor.registers;
        let function = r.get(callee);
        let arguments = if spread {
            self.spread_window(r.get(first.offset(1)))?
        } else {
            self.window(cursor, first.offset(1), argc as usize)
        };
        if function != self.realm().intrinsic(Intrinsic::Eval) {
            // Not %eval%: an ordinary call, a tail call in tail position.
            if flags & CALL_EVAL_TAIL_POSITION != 0 {
                return self.tail_call_from_frame(cursor, dst, function, r.get(first), arguments);
            }
            return self.call_from_frame(cursor, dst, function, r.get(first), arguments, JSValue::UNDEFINED);
        }
        let result = self.direct_eval(cursor, arguments, flags & CALL_EVAL_IN_PARAMETERS != 0)?;
        r.set(dst, result);
        Ok(Flow::Next)
    }
}

/// The result of a `[[Construct]]` whose body returned `value`, when it needs no check:
/// an object, or for undefined the `this` already bound. Anything else (a primitive, or
/// a derived constructor that never called `super`) takes `construct_result`.
#[inline(always)]
fn construct_result_without_checks(value: JSValue, cursor: Cursor) -> Option<JSValue> {
    if ObjectRef::from_value(value).is_some() {
        return Some(value);
    }
    let this = cursor.registers.get(Reg::THIS);
    (value.is_undefined() && !this.is_empty()).then_some(this)
}

/// The callee of a `Call` or `CallWithRegisters`, recorded in its site's cache: the
/// function when it is one in bytecode (the common call's).
#[inline(always)]
fn called_function(code: &CodeBlock, cache: Slot, callee: JSValue) -> Option<ObjectRef> {
    record_call(code, cache, callee);
    callee.cell().filter(|&cell| js_type(cell) == JSType::Function).map(ObjectRef::from_cell)
}

/// Records what a call site called: once per site and callee, so the common call (the same
/// callee again, or a site known to call several) only reads the entry.
#[inline(always)]
fn record_call(code: &CodeBlock, slot: Slot, callee: JSValue) {
    let cache = &code.call_caches[slot.0 as usize];
    let entry = cache.get();
    if entry.first_callee != callee.bits() as usize && !entry.callees_differ {
        record_new_callee(cache, callee);
    }
}

#[cold]
#[inline(never)]
fn record_new_callee(cache: &std::cell::Cell<CallCache>, callee: JSValue) {
    let mut entry = cache.get();
    if entry.first_callee == 0 {
        let function = ObjectRef::from_value(callee).filter(|f| f.js_type() == JSType::Function);
        entry.executable = function.map_or(0, |f| f.function_executable().cell().as_ptr() as usize);
        entry.first_callee = callee.bits() as usize;
    } else {
        entry.callees_differ = true;
    }
    cache.set(entry);
}
