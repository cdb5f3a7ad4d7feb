//! The interpreter: one loop that runs bytecode frames on the register file.
//!
//! `execute` runs the top frame, follows calls into new frames and returns into callers,
//! all in the same loop, until the entry frame it was started for returns (or throws past
//! it). `run` is the dispatch: one arm per instruction, which is a move or a load, a jump
//! (`jump_if!`), or a call of the instruction's handler with its operands. A handler is a
//! `Vm` method named after its instruction (`GetById`'s is `op_get_by_id`) in the file of
//! its category under `ops/`, the file names the JIT's recorder and backends use too (the
//! list is in `ops/mod.rs`). An arm that is a single operation on values calls it without
//! a handler of its own (`BitNot` is `r.set(dst, self.bit_not(r.get(src))?)`).
//!
//! Exceptions: a handler that fails returns `Err(Throw)`; the loop records where the
//! error was raised, then unwinds: the innermost `try` region of the frame covering the
//! failing pc catches it, else the frame is popped and the search continues in its caller
//! at the call instruction. An entry frame that does not catch it hands it to Rust.
//!
//! ```text
//! mod.rs         the loop: `execute`, and `run`, the dispatch
//! ops/           the instructions' handlers, by category
//! call.rs        how a call proceeds once an instruction (or `Vm::call` from Rust) starts
//!                it: a frame for a bytecode function, a Rust call for a native one, bound
//!                functions, proxies, the entry frames of calls from Rust
//! generator.rs   generators and async functions: frames saved into the heap and resumed,
//!                the async generators' request queues
//! eval.rs        direct and indirect eval; running compiled top-level code
//! tier_up.rs     the tier-up protocol: hot loops, the recording loop, running traces
//! run_for_trace.rs  instructions a trace has the interpreter run for it
//! stack.rs       the register file and the frame records
//! ```

pub(crate) mod call;
pub(crate) mod eval;
pub mod generator;
pub(crate) mod megamorphic;
pub mod ops;
#[allow(unsafe_code)]
pub(crate) mod stack;

pub use stack::MAX_CALL_ARGUMENTS;
pub mod run_for_trace;
mod tier_up;

use crate::bytecode::{CallShape, Instruction};
use crate::error::{JsResult, Throw};
use crate::interpreter::ops::arith::Arith;
use crate::interpreter::ops::compare::Relation;
use crate::interpreter::stack::{CodeRef, Registers};
use crate::value::JSValue;
use crate::vm::Vm;

/// Where the loop is: the top frame's code, registers and pc.
///
/// Handlers are given one by value, `here()` in `run`, with `pc` one past the instruction
/// (as the loop's own cursor has it while the instruction runs).
#[derive(Clone, Copy)]
pub(crate) struct Cursor {
    pub(crate) code: CodeRef,
    registers: Registers,
    fp: usize,
    pc: usize,
}

/// What an instruction did to control flow, besides going on to the next one.
pub(crate) enum Flow {
    Next,
    /// The top frame changed (a call pushed one, a generator resumed): reload.
    Reload,
    /// The entry frame finished, with its value in `Vm::entry_result`: leave the loop.
    /// (No payload keeps `JsResult<Flow>` in one register, so the loop can thread `Next`.)
    Exit,
    /// The top frame was popped with an exception pending, to be handled from its caller
    /// (at the call), or by Rust if it was an entry frame.
    ThrowInCaller {
        entry: bool,
    },
}

/// Where the loop goes after a call or a return instruction.
pub(crate) enum Transfer {
    /// On in the frame now on top (the callee's, or after a return the caller's), at this
    /// cursor: the common call and return, which the loop follows without leaving `run`.
    To(Cursor),
    /// Anything else, as for other instructions.
    Flow(Flow),
}

impl Cursor {
    /// A cursor at `pc`, which comes from outside the loop (a frame record, a trace's exit):
    /// checked to be an index of the code, which the loop then fetches from unchecked.
    #[inline(always)]
    fn resume(code: CodeRef, registers: Registers, fp: usize, pc: usize) -> Cursor {
        if pc >= code.instructions.len() {
            pc_outside_code(pc);
        }
        Cursor { code, registers, fp, pc }
    }
}

/// Kept out of line, where its arguments take no registers from the dispatch loop.
#[cold]
#[inline(never)]
fn pc_outside_code(pc: usize) -> ! {
    panic!("a frame resumes at {pc}, outside its code")
}

impl Vm {
    fn cursor(&self) -> Cursor {
        let frame = self.stack.frames.last().expect("a frame to run");
        Cursor::resume(frame.code, self.stack.registers(frame.fp()), frame.fp(), frame.pc as usize)
    }

    /// Records the pc of the top frame (before anything that can call out or throw looks
    /// at the stack).
    #[inline(always)]
    fn save_pc(&mut self, pc: usize) {
        if let Some(frame) = self.stack.frames.last_mut() {
            frame.pc = pc as u32;
        }
    }

    /// Runs the top frame, an entry frame, until it returns.
    pub(crate) fn execute(&mut self) -> JsResult<JSValue> {
        // A call from Rust made while the tier records (a native or getter the trace calls
        // out to) runs outside the recording: the recorder follows only its own frames.
        let recording = std::mem::replace(&mut self.recording, false);
        let result = self.execute_frames();
        self.recording |= recording;
        result
    }

    fn execute_frames(&mut self) -> JsResult<JSValue> {
        let mut cursor = self.cursor();
        loop {
            let flow = if self.recording { self.run_recording(&mut cursor) } else { self.run::<false>(&mut cursor) };
            match flow {
                Ok(Flow::Next) => {}
                Ok(Flow::Reload) => cursor = self.cursor(),
                Ok(Flow::Exit) => return Ok(self.entry_result),
                Ok(Flow::ThrowInCaller { entry: true }) => return Err(Throw(())),
                Ok(Flow::ThrowInCaller { entry: false }) => match self.unwind() {
                    Some(handler) => {
                        cursor = self.cursor();
                        cursor.pc = handler as usize;
                    }
                    None => return Err(Throw(())),
                },
                Err(throw) => {
                    // The pc has moved past the instruction that threw.
                    self.save_pc(cursor.pc - 1);
                    self.record_error_trace();
                    match self.unwind() {
                        Some(handler) => {
                            cursor = self.cursor();
                            cursor.pc = handler as usize;
                        }
                        None => return Err(throw),
                    }
                }
            }
        }
    }

    /// Runs instructions of the top frame from `cursor` until one changes more than the pc
    /// (a call, a return, a throw): the control flow is then the caller's to follow. The
    /// dispatch loop is here, inside the function, so that an instruction that just goes on
    /// to the next branches straight back to it.
    ///
    /// With `RECORD`, the tier's recorder sees every instruction before it runs; the loop
    /// leaves (to the plain one) when the recorder is done.
    #[inline(always)]
    fn run<const RECORD: bool>(&mut self, cursor: &mut Cursor) -> JsResult<Flow> {
        // The loop works on a copy whose address nothing out of line takes, so its pc stays
        // in a machine register: through `cursor`, which the caller's loop shares with
        // out-of-line code, every instruction stored the pc to memory and loaded it back.
        let mut at = *cursor;
        let flow = self.run_at::<RECORD>(&mut at);
        *cursor = at;
        flow
    }

    /// `run`'s loop, on the cursor `run` keeps in registers.
    #[inline(always)]
    fn run_at<const RECORD: bool>(&mut self, cursor: &mut Cursor) -> JsResult<Flow> {
        let mut r = cursor.registers;
        let mut code = cursor.code;
        let mut instructions = code.instructions();
        use Instruction as I;
        // The common call or return goes on in the new top frame without leaving the loop,
        // unless the recorder must look first (its loop reloads the cursor).
        macro_rules! transfer {
            ($transfer:expr) => {
                match $transfer {
                    Transfer::To(next) if !RECORD && !self.recording => {
                        *cursor = next;
                        r = next.registers;
                        code = next.code;
                        instructions = code.instructions();
                    }
                    Transfer::To(_) => return Ok(Flow::Reload),
                    Transfer::Flow(Flow::Next) => {}
                    Transfer::Flow(flow) => return Ok(flow),
                }
            };
        }
        // A taken branch moves the pc; the loop then dispatches from there.
        macro_rules! jump_if {
            ($taken:expr, $target:expr) => {
                if $taken {
                    cursor.pc = $target as usize;
                }
            };
        }
        loop {
            if RECORD && !self.record_step(cursor) {
                self.save_pc(cursor.pc);
                return Ok(Flow::Reload);
            }
            let instruction = instructions.at(cursor.pc);
            cursor.pc += 1;
            // The cursor a handler is given, made in the arm that calls it. Its registers and
            // code are the locals above, which stay in machine registers (read from
            // `*cursor`, they were reloaded from memory: +0.3% instructions on
            // property-get-monomorphic with just GetById and Add converted). Made once here
            // for every instruction, it was stored to the stack before each dispatch, for
            // the few handlers that take it out of line: +4 to 9% on the micro benchmarks.
            let here = || Cursor { code, registers: r, fp: cursor.fp, pc: cursor.pc };
            match *instruction {
                I::Mov { dst, src } => r.set(dst, r.get(src)),
                I::LoadConst { dst, constant } => r.set(dst, code.constant(constant.0)),
                I::LoadInt { dst, value } => r.set(dst, JSValue::from_i32(value)),
                I::LoadUndefined { dst } => r.set(dst, JSValue::UNDEFINED),
                I::LoadNull { dst } => r.set(dst, JSValue::NULL),
                I::LoadTrue { dst } => r.set(dst, JSValue::TRUE),
                I::LoadFalse { dst } => r.set(dst, JSValue::FALSE),
                I::LoadEmpty { dst } => r.set(dst, JSValue::EMPTY),
                I::LoadGlobalThis { dst } => r.set(dst, self.realm().global_object().to_value()),

                I::Add { dst, lhs, rhs, profile } => self.op_arith(here(), Arith::Add, dst, lhs, rhs, profile)?,
                I::Sub { dst, lhs, rhs, profile } => self.op_arith(here(), Arith::Sub, dst, lhs, rhs, profile)?,
                I::Mul { dst, lhs, rhs, profile } => self.op_arith(here(), Arith::Mul, dst, lhs, rhs, profile)?,
                I::Div { dst, lhs, rhs, profile } => self.op_arith(here(), Arith::Div, dst, lhs, rhs, profile)?,
                I::Mod { dst, lhs, rhs, profile } => self.op_arith(here(), Arith::Mod, dst, lhs, rhs, profile)?,
                I::Exp { dst, lhs, rhs, profile } => self.op_arith(here(), Arith::Exp, dst, lhs, rhs, profile)?,
                I::BitAnd { dst, lhs, rhs, profile } => self.op_arith(here(), Arith::BitAnd, dst, lhs, rhs, profile)?,
                I::BitOr { dst, lhs, rhs, profile } => self.op_arith(here(), Arith::BitOr, dst, lhs, rhs, profile)?,
                I::BitXor { dst, lhs, rhs, profile } => self.op_arith(here(), Arith::BitXor, dst, lhs, rhs, profile)?,
                I::Shl { dst, lhs, rhs, profile } => self.op_arith(here(), Arith::Shl, dst, lhs, rhs, profile)?,
                I::Shr { dst, lhs, rhs, profile } => self.op_arith(here(), Arith::Shr, dst, lhs, rhs, profile)?,
                I::UShr { dst, lhs, rhs, profile } => self.op_arith(here(), Arith::UShr, dst, lhs, rhs, profile)?,
                I::AddInt { dst, lhs, value, profile } => {
                    self.op_arith_int(here(), Arith::Add, dst, lhs, value, profile)?
                }
                I::SubInt { dst, lhs, value, profile } => {
                    self.op_arith_int(here(), Arith::Sub, dst, lhs, value, profile)?
                }
                I::BitAndInt { dst, lhs, value, profile } => {
                    self.op_arith_int(here(), Arith::BitAnd, dst, lhs, value, profile)?
                }
                I::BitOrInt { dst, lhs, value, profile } => {
                    self.op_arith_int(here(), Arith::BitOr, dst, lhs, value, profile)?
                }
                I::BitXorInt { dst, lhs, value, profile } => {
                    self.op_arith_int(here(), Arith::BitXor, dst, lhs, value, profile)?
                }
                I::ShlInt { dst, lhs, value, profile } => {
                    self.op_arith_int(here(), Arith::Shl, dst, lhs, value, profile)?
                }
                I::ShrInt { dst, lhs, value, profile } => {
                    self.op_arith_int(here(), Arith::Shr, dst, lhs, value, profile)?
                }
                I::UShrInt { dst, lhs, value, profile } => {
                    self.op_arith_int(here(), Arith::UShr, dst, lhs, value, profile)?
                }
                I::Increment { dst, src, profile } => self.op_increment(here(), dst, src, 1, profile)?,
                I::Decrement { dst, src, profile } => self.op_increment(here(), dst, src, -1, profile)?,
                I::Negate { dst, src, profile } => self.op_negate(here(), dst, src, profile)?,
                I::BitNot { dst, src } => r.set(dst, self.bit_not(r.get(src))?),
                I::Not { dst, src } => r.set(dst, JSValue::from_bool(!self.to_boolean(r.get(src)))),
                I::TypeOf { dst, src } => r.set(dst, self.type_of(r.get(src)).to_value()),
                I::ToNumber { dst, src } => self.op_to_number(here(), dst, src)?,
                I::ToNumeric { dst, src } => self.op_to_numeric(here(), dst, src)?,
                I::ToString { dst, src } => r.set(dst, self.to_string(r.get(src))?.to_value()),
                I::ToPropertyKey { dst, src } => self.op_to_property_key(here(), dst, src)?,
                I::ToObject { dst, src } => r.set(dst, self.to_object(r.get(src))?.to_value()),

                I::Less { dst, lhs, rhs } => self.op_compare(here(), Relation::Less, dst, lhs, rhs)?,
                I::LessEq { dst, lhs, rhs } => self.op_compare(here(), Relation::LessEq, dst, lhs, rhs)?,
                I::Greater { dst, lhs, rhs } => self.op_compare(here(), Relation::Greater, dst, lhs, rhs)?,
                I::GreaterEq { dst, lhs, rhs } => self.op_compare(here(), Relation::GreaterEq, dst, lhs, rhs)?,
                I::Equal { dst, lhs, rhs } => self.op_equal(here(), dst, lhs, rhs)?,
                I::NotEqual { dst, lhs, rhs } => self.op_not_equal(here(), dst, lhs, rhs)?,
                I::StrictEqual { dst, lhs, rhs } => self.op_strict_equal(here(), dst, lhs, rhs),
                I::StrictNotEqual { dst, lhs, rhs } => self.op_strict_not_equal(here(), dst, lhs, rhs),
                I::In { dst, key, object } => self.op_in(here(), dst, key, object)?,
                I::InstanceOf { dst, value, constructor } => self.op_instance_of(here(), dst, value, constructor)?,

                I::Jump { target } => cursor.pc = target.0 as usize,
                I::JumpIfTrue { cond, target } => jump_if!(self.to_boolean(r.get(cond)), target.0),
                I::JumpIfFalse { cond, target } => jump_if!(!self.to_boolean(r.get(cond)), target.0),
                I::JumpIfNullish { src, target } => jump_if!(r.get(src).is_undefined_or_null(), target.0),
                I::JumpIfNotNullish { src, target } => jump_if!(!r.get(src).is_undefined_or_null(), target.0),
                I::JumpIfUndefined { src, target } => jump_if!(r.get(src).is_undefined(), target.0),
                I::JumpIfNotUndefined { src, target } => jump_if!(!r.get(src).is_undefined(), target.0),
                I::JumpIfLess { lhs, rhs, target } => {
                    jump_if!(self.compare(Relation::Less, r.get(lhs), r.get(rhs))?, target.0)
                }
                I::JumpIfNotLess { lhs, rhs, target } => {
                    jump_if!(!self.compare(Relation::Less, r.get(lhs), r.get(rhs))?, target.0)
                }
                I::JumpIfLessEq { lhs, rhs, target } => {
                    jump_if!(self.compare(Relation::LessEq, r.get(lhs), r.get(rhs))?, target.0)
                }
                I::JumpIfNotLessEq { lhs, rhs, target } => {
                    jump_if!(!self.compare(Relation::LessEq, r.get(lhs), r.get(rhs))?, target.0)
                }
                I::JumpIfGreater { lhs, rhs, target } => {
                    jump_if!(self.compare(Relation::Greater, r.get(lhs), r.get(rhs))?, target.0)
                }
                I::JumpIfNotGreater { lhs, rhs, target } => {
                    jump_if!(!self.compare(Relation::Greater, r.get(lhs), r.get(rhs))?, target.0)
                }
                I::JumpIfGreaterEq { lhs, rhs, target } => {
                    jump_if!(self.compare(Relation::GreaterEq, r.get(lhs), r.get(rhs))?, target.0)
                }
                I::JumpIfNotGreaterEq { lhs, rhs, target } => {
                    jump_if!(!self.compare(Relation::GreaterEq, r.get(lhs), r.get(rhs))?, target.0)
                }
                I::JumpIfStrictEqual { lhs, rhs, target } => {
                    jump_if!(self.strict_equals(r.get(lhs), r.get(rhs)), target.0)
                }
                I::JumpIfStrictNotEqual { lhs, rhs, target } => {
                    jump_if!(!self.strict_equals(r.get(lhs), r.get(rhs)), target.0)
                }
                I::JumpIfEqual { lhs, rhs, target } => jump_if!(self.loose_equals(r.get(lhs), r.get(rhs))?, target.0),
                I::JumpIfNotEqual { lhs, rhs, target } => {
                    jump_if!(!self.loose_equals(r.get(lhs), r.get(rhs))?, target.0)
                }
                I::LoopHint { counter } => {
                    if self.op_loop_hint(cursor, &code, counter)? {
                        return Ok(Flow::Reload);
                    }
                }
                I::FunctionHint { counter } => {
                    if self.op_function_hint(cursor, &code, counter)? {
                        return Ok(Flow::Reload);
                    }
                }

                I::GetScope { dst, depth, slot } => self.op_get_scope(here(), dst, depth, slot),
                I::GetScopeChecked { dst, depth, slot, name } => {
                    self.op_get_scope_checked(here(), dst, depth, slot, name)?
                }
                I::PutScope { depth, slot, src } => self.op_put_scope(here(), depth, slot, src),
                I::PutScopeChecked { depth, slot, src, name } => {
                    self.op_put_scope_checked(here(), depth, slot, src, name)?
                }
                I::GetImport { dst, depth, slot, name } => self.op_get_import(here(), dst, depth, slot, name)?,
                I::CheckTdz { src, name } => self.op_check_tdz(here(), src, name)?,
                I::ThrowConstAssignment { name } => return Err(self.op_throw_const_assignment(here(), name)),
                I::PushScope { descriptor } => self.op_push_scope(here(), descriptor)?,
                I::PopScope {} => self.op_pop_scope(here()),
                I::CloneScope {} => self.op_clone_scope(here())?,
                I::PushWithScope { object } => self.op_push_with_scope(here(), object)?,
                I::GetGlobal { dst, name, cache } => self.op_get_global(here(), dst, name, cache)?,
                I::TypeOfGlobal { dst, name, cache } => self.op_type_of_global(here(), dst, name, cache)?,
                I::PutGlobal { name, src, cache, strict } => self.op_put_global(here(), name, src, cache, strict)?,
                I::InitGlobalLexical { name, src } => self.op_init_global_lexical(here(), name, src)?,
                I::GetName { dst, name } => self.op_get_name(here(), dst, name)?,
                I::TypeOfName { dst, name } => self.op_type_of_name(here(), dst, name)?,
                I::GetNameWithThis { dst, this, name } => self.op_get_name_with_this(here(), dst, this, name)?,
                I::ResolveName { dst, name } => self.op_resolve_name(here(), dst, name)?,
                I::GetNameAt { dst, base, name } => self.op_get_name_at(here(), dst, base, name)?,
                I::PutNameAt { base, name, src, strict } => self.op_put_name_at(here(), base, name, src, strict)?,
                I::PutName { name, src, strict } => self.op_put_name(here(), name, src, strict)?,
                I::InitName { name, src } => self.op_init_name(here(), name, src)?,
                I::CheckEvalDeclaration { name, function } => self.op_check_eval_declaration(here(), name, function)?,
                I::DeclareName { name } => self.op_declare_name(here(), name)?,
                I::DeleteName { dst, name } => self.op_delete_name(here(), dst, name)?,

                I::NewObject { dst, profile: _ } => self.op_new_object(here(), dst)?,
                I::NewArray { dst, first, count } => self.op_new_array(here(), dst, first, count)?,
                I::ArrayAppend { array, value } => self.array_append(r.get(array), r.get(value))?,
                I::ArrayAppendHole { array } => self.array_append_hole(r.get(array))?,
                I::ArrayAppendSpread { array, iterable } => self.op_array_append_spread(here(), array, iterable)?,
                I::NewRegExp { dst, pattern, flags } => self.op_new_regexp(here(), dst, pattern, flags)?,
                I::GetById { dst, base, name, cache } => self.op_get_by_id(here(), dst, base, name, cache)?,
                I::PutById { base, name, src, cache, strict } => {
                    self.op_put_by_id(here(), base, name, src, cache, strict)?
                }
                I::GetByVal { dst, base, key, cache } => self.op_get_by_val(here(), dst, base, key, cache)?,
                I::PutByVal { base, key, src, cache, strict } => {
                    self.op_put_by_val(here(), base, key, src, cache, strict)?
                }
                I::GetByIdWithThis { dst, base, this, name } => {
                    self.op_get_by_id_with_this(here(), dst, base, this, name)?
                }
                I::PutByIdWithThis { base, this, name, src, strict } => {
                    self.op_put_by_id_with_this(here(), base, this, name, src, strict)?
                }
                I::GetByValWithThis { dst, base, this, key } => {
                    self.op_get_by_val_with_this(here(), dst, base, this, key)?
                }
                I::PutByValWithThis { base, this, key, src, strict } => {
                    self.op_put_by_val_with_this(here(), base, this, key, src, strict)?
                }
                I::DefineOwnById { base, name, src, cache } => {
                    self.op_define_own_by_id(here(), base, name, src, cache)?
                }
                I::DefineOwnByVal { base, key, src } => self.op_define_own_by_val(here(), base, key, src)?,
                I::DefineMethod { base, key, method, enumerable } => {
                    self.define_method(r.get(base), r.get(key), r.get(method), enumerable != 0)?
                }
                I::DefineField { base, key, src } => self.op_define_field(here(), base, key, src)?,
                I::DefineAccessorById { base, name, getter, setter, enumerable } => {
                    self.op_define_accessor_by_id(here(), base, name, getter, setter, enumerable)?
                }
                I::DefineAccessorByVal { base, key, getter, setter, enumerable } => {
                    self.op_define_accessor_by_val(here(), base, key, getter, setter, enumerable)?
                }
                I::DeleteById { dst, base, name, strict } => self.op_delete_by_id(here(), dst, base, name, strict)?,
                I::DeleteByVal { dst, base, key, strict } => self.op_delete_by_val(here(), dst, base, key, strict)?,
                I::SetPrototypeOfLiteral { object, prototype } => {
                    self.op_set_prototype_of_literal(here(), object, prototype)?
                }
                I::CopyDataProperties { target, source, excluded, count } => {
                    self.op_copy_data_properties(here(), target, source, excluded, count)?
                }
                I::GetPrivate { dst, base, name } => r.set(dst, self.get_private(r.get(base), r.get(name))?),
                I::PutPrivate { base, name, src } => self.put_private(r.get(base), r.get(name), r.get(src))?,
                I::DefinePrivateField { base, name, src } => {
                    self.define_private_field(r.get(base), r.get(name), r.get(src))?
                }
                I::AddPrivateMethod { base, name, method, kind } => {
                    self.add_private_method(r.get(base), r.get(name), r.get(method), kind)?;
                }
                I::HasPrivate { dst, base, name } => self.op_has_private(here(), dst, base, name)?,
                I::NewPrivateName { dst, description } => self.op_new_private_name(here(), dst, description)?,
                I::GetSuperBase { dst, function } => r.set(dst, self.super_base(r.get(function))?),

                I::Call { dst, callee, first, argc, cache } => {
                    transfer!(self.op_call(here(), dst, callee, first, argc, cache)?)
                }
                I::CallWithRegisters { dst, callee, this, a, b, c, shape, cache } => {
                    transfer!(self.op_call_with_registers(
                        here(),
                        dst,
                        callee,
                        this,
                        [a, b, c],
                        CallShape(shape),
                        cache.slot()
                    )?)
                }
                I::CallSpread { dst, callee, first } => return self.op_call_spread(here(), dst, callee, first),
                I::TailCall { dst, callee, first, argc, cache } => {
                    return self.op_tail_call(here(), dst, callee, first, argc, cache);
                }
                I::TailCallSpread { dst, callee, first } => {
                    return self.op_tail_call_spread(here(), dst, callee, first);
                }
                I::CallEval { dst, callee, first, argc, flags } => {
                    return self.op_call_eval(here(), dst, callee, first, argc, flags);
                }
                I::Construct { dst, callee, first, argc, cache } => {
                    transfer!(self.op_construct(here(), dst, callee, first, argc, cache)?)
                }
                I::ConstructSpread { dst, callee, first } => {
                    return self.op_construct_spread(here(), dst, callee, first);
                }
                I::SuperCall { dst, function, new_target, first, argc } => {
                    return self.op_super_call(here(), dst, function, new_target, first, argc);
                }
                I::SuperCallSpread { dst, function, new_target, first } => {
                    return self.op_super_call_spread(here(), dst, function, new_target, first);
                }
                I::BindThis { src } => self.op_bind_this(here(), src)?,
                I::Return { src } => transfer!(self.op_return(r.get(src), here())?),
                I::NewFunction { dst, executable } => self.op_new_function(here(), dst, executable)?,
                I::NewClass { dst, executable, superclass, has_superclass } => {
                    self.op_new_class(here(), dst, executable, superclass, has_superclass)?
                }
                I::SetHomeObject { function, home } => self.op_set_home_object(here(), function, home),
                I::SetClassFieldInitializer { constructor, initializer } => {
                    self.op_set_class_field_initializer(here(), constructor, initializer)
                }
                I::SetFunctionName { function, name, prefix } => {
                    self.set_function_name(r.get(function), r.get(name), prefix)?
                }
                I::InitializeFields { constructor, this } => self.op_initialize_fields(here(), constructor, this)?,
                I::CreateArguments { dst, mapped } => self.op_create_arguments(here(), dst, mapped)?,
                I::CreateRest { dst, first } => self.op_create_rest(here(), dst, first)?,
                I::ArgumentCount { dst } => r.set(dst, JSValue::from_i32(self.frame_argument_count() as i32)),
                I::GetArgument { dst, key } => self.op_get_argument(here(), dst, key)?,
                I::LinkSelfHosted { source, name } => return self.op_link_self_hosted(here(), source, name),
                I::CheckSuperNotCalled { src } => self.op_check_super_not_called(here(), src)?,
                I::CheckThisInitialized { src } => self.op_check_this_initialized(here(), src)?,
                I::TemplateObject { dst, template } => r.set(dst, code.constant(template.0)),

                I::GetIterator { dst, src, asynchronous } => self.op_get_iterator(here(), dst, src, asynchronous)?,
                I::IteratorNext { dst, iterator } => self.op_iterator_next(here(), dst, iterator)?,
                I::IteratorComplete { dst, result } => self.op_iterator_complete(here(), dst, result)?,
                I::IteratorValue { dst, result } => self.op_iterator_value(here(), dst, result)?,
                I::ForOfNext { dst, iterator, done } => jump_if!(self.op_for_of_next(here(), dst, iterator)?, done.0),
                I::IteratorClose { iterator } => self.op_iterator_close(here(), iterator)?,
                I::IteratorCloseOnThrow { iterator } => self.op_iterator_close_on_throw(here(), iterator),
                I::ForInBegin { dst, object } => r.set(dst, self.for_in_begin(r.get(object))?),
                I::ForInNext { dst, iterator, done } => jump_if!(self.op_for_in_next(here(), dst, iterator)?, done.0),
                I::RequireObjectCoercible { src } => self.op_require_object_coercible(here(), src)?,
                I::ThrowIfNotObject { src, message } => self.op_throw_if_not_object(here(), src, message)?,

                I::NewDisposeCapability { dst } => self.op_new_dispose_capability(here(), dst)?,
                I::AddDisposableResource { stack, src, asynchronous } => {
                    self.op_add_disposable_resource(here(), stack, src, asynchronous)?
                }
                I::DisposeResources { stack, kind, value } => self.op_dispose_resources(here(), stack, kind, value)?,
                I::DisposeResourcesAsync { dst, stack, kind, value } => {
                    self.op_dispose_resources_async(here(), dst, stack, kind, value)?
                }

                I::InitialYield { state } => return self.op_initial_yield(here(), state),
                I::AsyncFunctionStart { state } => self.op_async_function_start(here(), state)?,
                I::Yield { dst, src, state, raw } => return self.op_yield(here(), dst, src, state, raw),
                I::Await { dst, src, state } => return self.op_await(here(), dst, src, state),
                I::AsyncGeneratorYield { dst, src, state } => {
                    return self.op_async_generator_yield(here(), dst, src, state);
                }
                I::AsyncReject { state, src } => return self.op_async_reject(here(), state, src),
                I::AsyncResolve { state, src } => return self.op_async_resolve(here(), state, src),

                I::ResumeThrow { value } => self.op_resume_throw(here(), value)?,
                I::JumpIfResumeReturn { value, target } => {
                    jump_if!(self.op_jump_if_resume_return(here(), value), target.0)
                }
                I::Throw { src } => return Err(self.op_throw(here(), src)),
                I::Rethrow { src } => return Err(self.op_rethrow(here(), src)),
                I::ThrowError { kind, message } => return Err(self.op_throw_error(here(), kind, message)),
                I::Catch { dst } => r.set(dst, self.take_exception_value()?),

                I::ImportMeta { dst } => self.op_import_meta(here(), dst)?,
                I::ImportCall { dst, specifier, options } => self.op_import_call(here(), dst, specifier, options)?,

                I::Debugger {} | I::Nop {} => {}
            }
        }
    }
}
