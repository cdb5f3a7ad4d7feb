//! `await`, `yield` and `yield*`.
//!
//! A suspension instruction writes what the frame was resumed with into its destination
//! register and how (next, throw, return) into the register after it. `ResumeThrow` turns a
//! throw into an exception at the suspension point; a return resumption leaves through
//! every `finally` block like a `return` statement.

use boa_ast::Spanned;
use boa_ast::expression::Yield;

use super::{CResult, Codegen};
use crate::bytecode::{FunctionKind, Instruction, Reg};
use crate::interpreter::generator::ResumeMode;

impl Codegen<'_> {
    fn state_register(&self) -> Reg {
        self.f.state.expect("await and yield occur in async functions and generators")
    }

    /// `dst = await value`; `dst + 1` must be free for the resumption mode.
    pub fn emit_await(&mut self, value: Reg, dst: Reg) -> CResult<()> {
        let state = self.state_register();
        self.emit(Instruction::Await { dst, src: value, state });
        self.emit(Instruction::ResumeThrow { value: dst });
        Ok(())
    }

    /// Awaits `value` and puts the result back in it.
    pub fn emit_await_in_place(&mut self, value: Reg) -> CResult<()> {
        let mark = self.f.e.mark();
        let awaited = self.f.e.temps(2);
        self.emit_await(value, awaited)?;
        self.emit(Instruction::Mov { dst: value, src: awaited });
        self.f.e.release(mark);
        Ok(())
    }

    fn is_async_generator(&self) -> bool {
        self.f.function_kind() == Some(FunctionKind::AsyncGenerator)
    }

    /// Returns `value` (in a register the `finally` blocks on the way can keep).
    fn return_resumption(&mut self, value: Reg) -> CResult<()> {
        match self.return_value_register() {
            Some(register) => {
                self.emit(Instruction::Mov { dst: register, src: value });
                self.emit_return(register)
            }
            None => self.emit_return(value),
        }
    }

    pub fn yield_expression(&mut self, node: &Yield, dst: Reg) -> CResult<()> {
        self.position(node.span());
        if node.delegate() {
            let target = node.target().expect("yield* has an operand");
            return self.yield_star(target, dst);
        }
        let mark = self.f.e.mark();
        let mut value = self.f.e.temp();
        match node.target() {
            Some(target) => self.expression_to(target, value)?,
            None => self.emit(Instruction::LoadUndefined { dst: value }),
        }
        let state = self.state_register();
        let resume = self.f.e.temps(2);
        if self.is_async_generator() {
            let awaited = self.f.e.temps(2);
            self.emit_await(value, awaited)?;
            value = awaited;
            self.emit(Instruction::AsyncGeneratorYield { dst: resume, src: value, state });
        } else {
            self.emit(Instruction::Yield { dst: resume, src: value, state, raw: 0 });
        }
        self.emit(Instruction::ResumeThrow { value: resume });
        let returning = self.f.e.label();
        let resumed = self.f.e.label();
        let target = self.f.e.target(returning);
        self.emit(Instruction::JumpIfResumeReturn { value: resume, target });
        self.f.e.jump(resumed);
        self.f.e.bind(returning);
        if self.is_async_generator() {
            self.emit_await(resume, resume)?;
        }
        self.return_resumption(resume)?;
        self.f.e.bind(resumed);
        self.emit(Instruction::Mov { dst, src: resume });
        self.f.e.release(mark);
        Ok(())
    }

    /// 15.5.5 `yield*`: delegates to an inner iterator, forwarding next, throw and return.
    fn yield_star(&mut self, target: &boa_ast::Expression, dst: Reg) -> CResult<()> {
        let asynchronous = self.is_async_generator();
        let mark = self.f.e.mark();
        let iterable = self.expression(target, None)?;
        let iterator = self.f.e.temps(2);
        let name = self.operand_name(target);
        self.name_operand(name.as_deref());
        self.emit(Instruction::GetIterator { dst: iterator, src: iterable, asynchronous: asynchronous as u8 });
        let received = self.f.e.temps(2);
        self.emit(Instruction::LoadUndefined { dst: received });
        self.emit(Instruction::LoadInt { dst: received.offset(1), value: ResumeMode::Next as i32 });
        let result = self.f.e.temps(2);
        let mode = self.f.e.temp();
        let method = self.f.e.temp();
        let window = self.f.e.temps(2);
        let done = self.f.e.temp();
        let (head, throw_path, return_path, check, finish) =
            (self.f.e.label(), self.f.e.label(), self.f.e.label(), self.f.e.label(), self.f.e.label());
        self.f.e.bind(head);
        self.loop_hint(Some(target));
        self.emit(Instruction::LoadInt { dst: mode, value: ResumeMode::Throw as i32 });
        let target = self.f.e.target(throw_path);
        self.emit(Instruction::JumpIfStrictEqual { lhs: received.offset(1), rhs: mode, target });
        self.emit(Instruction::LoadInt { dst: mode, value: ResumeMode::Return as i32 });
        let target = self.f.e.target(return_path);
        self.emit(Instruction::JumpIfStrictEqual { lhs: received.offset(1), rhs: mode, target });
        // next(received)
        self.call_with_received(iterator.offset(1), iterator, window, received, result)?;
        self.f.e.jump(check);

        // throw(received)
        self.f.e.bind(throw_path);
        let name = self.str_constant("throw")?;
        let cache = self.f.e.property_cache();
        self.emit(Instruction::GetById { dst: method, base: iterator, name, cache });
        let no_throw = self.f.e.label();
        let target = self.f.e.target(no_throw);
        self.emit(Instruction::JumpIfNullish { src: method, target });
        self.call_with_received(method, iterator, window, received, result)?;
        self.f.e.jump(check);
        self.f.e.bind(no_throw);
        // The delegate cannot take the exception: close it and report the protocol error.
        if asynchronous {
            self.async_iterator_close(iterator)?;
        } else {
            self.emit(Instruction::IteratorClose { iterator });
        }
        let message = self.str_constant("The iterator does not provide a 'throw' method")?;
        self.emit(Instruction::ThrowError { kind: 0, message });

        // return(received)
        self.f.e.bind(return_path);
        let name = self.str_constant("return")?;
        let cache = self.f.e.property_cache();
        self.emit(Instruction::GetById { dst: method, base: iterator, name, cache });
        let no_return = self.f.e.label();
        let target = self.f.e.target(no_return);
        self.emit(Instruction::JumpIfNullish { src: method, target });
        self.call_with_received(method, iterator, window, received, result)?;
        let message = self.str_constant("Iterator result {} is not an object")?;
        self.emit(Instruction::ThrowIfNotObject { src: result, message });
        self.emit(Instruction::IteratorComplete { dst: done, result });
        let not_done = self.f.e.label();
        let target = self.f.e.target(not_done);
        self.emit(Instruction::JumpIfFalse { cond: done, target });
        // (An async generator awaits the value it returns with, 15.5.5 7.c.)
        let value = self.f.e.temp();
        self.emit(Instruction::IteratorValue { dst: value, result });
        if asynchronous {
            self.emit_await_in_place(value)?;
        }
        self.return_resumption(value)?;
        self.f.e.bind(no_return);
        if asynchronous {
            self.emit_await_in_place(received)?;
        }
        self.return_resumption(received)?;
        self.f.e.bind(not_done);
        let yield_label = self.f.e.label();
        self.f.e.jump(yield_label);

        // The inner result: done ends the delegation, otherwise it is yielded.
        self.f.e.bind(check);
        let message = self.str_constant("Iterator result {} is not an object")?;
        self.emit(Instruction::ThrowIfNotObject { src: result, message });
        self.emit(Instruction::IteratorComplete { dst: done, result });
        let target = self.f.e.target(finish);
        self.emit(Instruction::JumpIfTrue { cond: done, target });
        self.f.e.bind(yield_label);
        let state = self.state_register();
        if asynchronous {
            let value = self.f.e.temp();
            self.emit(Instruction::IteratorValue { dst: value, result });
            self.emit(Instruction::AsyncGeneratorYield { dst: received, src: value, state });
            // A return resumption's value is awaited before it is forwarded.
            let forward = self.f.e.label();
            self.emit(Instruction::LoadInt { dst: mode, value: ResumeMode::Return as i32 });
            let target = self.f.e.target(forward);
            self.emit(Instruction::JumpIfStrictNotEqual { lhs: received.offset(1), rhs: mode, target });
            let awaited = self.f.e.temps(2);
            self.emit_await(received, awaited)?;
            self.emit(Instruction::Mov { dst: received, src: awaited });
            self.f.e.bind(forward);
        } else {
            self.emit(Instruction::Yield { dst: received, src: result, state, raw: 1 });
        }
        self.f.e.jump(head);

        self.f.e.bind(finish);
        self.emit(Instruction::IteratorValue { dst, result });
        self.f.e.release(mark);
        Ok(())
    }

    /// `result = callee.call(iterator, received)`, awaited in an async generator.
    fn call_with_received(
        &mut self,
        callee: Reg,
        iterator: Reg,
        window: Reg,
        received: Reg,
        result: Reg,
    ) -> CResult<()> {
        self.emit(Instruction::Mov { dst: window, src: iterator });
        self.emit(Instruction::Mov { dst: window.offset(1), src: received });
        let cache = self.f.e.call_cache();
        self.emit(Instruction::Call { dst: result, callee, first: window, argc: 1, cache });
        if self.is_async_generator() {
            self.emit_await(result, result)?;
        }
        Ok(())
    }
}
