//! Instructions a trace has the interpreter run for it.
//!
//! A trace that meets an instruction it does not compute itself (one that makes a closure
//! or a scope, converts, iterates, or works on operands of types the recorder does not
//! specialise on) calls out to run it here, on the frame's registers, which the trace has
//! written back first; it reads the registers the instruction wrote afterwards. These are
//! the instructions that only read and write registers of their frame and the heap, and at
//! most choose between two successors: no frame is pushed or popped and nothing resumes.
//! Each runs as in the dispatch loop (`mod.rs`), by the same handler, but for the calls
//! with spread arguments and `super(...)`: the dispatch loop pushes their callee's frame,
//! here they call it re-entrantly (`Vm::call`, `Vm::construct`), as a native would.

use crate::bytecode::{CodeBlock, Instruction, Reg};
use crate::error::JsResult;
use crate::interpreter::Cursor;
use crate::interpreter::eval::{CALL_EVAL_IN_PARAMETERS, CALL_EVAL_SPREAD, CALL_EVAL_TAIL_POSITION};
use crate::interpreter::ops::arith::Arith;
use crate::interpreter::ops::compare::Relation;
use crate::runtime::realm::Intrinsic;
use crate::value::JSValue;
use crate::vm::Vm;

/// Whether a trace may have the interpreter run `instruction` (`Vm::run_for_trace`).
pub fn runs_for_trace(instruction: &Instruction) -> bool {
    use Instruction as I;
    matches!(
        instruction,
        I::Add { .. }
            | I::Sub { .. }
            | I::Mul { .. }
            | I::Div { .. }
            | I::Mod { .. }
            | I::Exp { .. }
            | I::BitAnd { .. }
            | I::BitOr { .. }
            | I::BitXor { .. }
            | I::Shl { .. }
            | I::Shr { .. }
            | I::UShr { .. }
            | I::Increment { .. }
            | I::Decrement { .. }
            | I::Not { .. }
            | I::Negate { .. }
            | I::BitNot { .. }
            | I::TypeOf { .. }
            | I::ToNumber { .. }
            | I::ToNumeric { .. }
            | I::ToString { .. }
            | I::ToObject { .. }
            | I::ToPropertyKey { .. }
            | I::Less { .. }
            | I::LessEq { .. }
            | I::Greater { .. }
            | I::GreaterEq { .. }
            | I::Equal { .. }
            | I::NotEqual { .. }
            | I::StrictEqual { .. }
            | I::StrictNotEqual { .. }
            | I::In { .. }
            | I::InstanceOf { .. }
            | I::JumpIfTrue { .. }
            | I::JumpIfFalse { .. }
            | I::JumpIfLess { .. }
            | I::JumpIfNotLess { .. }
            | I::JumpIfLessEq { .. }
            | I::JumpIfNotLessEq { .. }
            | I::JumpIfGreater { .. }
            | I::JumpIfNotGreater { .. }
            | I::JumpIfGreaterEq { .. }
            | I::JumpIfNotGreaterEq { .. }
            | I::JumpIfStrictEqual { .. }
            | I::JumpIfStrictNotEqual { .. }
            | I::JumpIfEqual { .. }
            | I::JumpIfNotEqual { .. }
            | I::PushScope { .. }
            | I::PushWithScope { .. }
            | I::PopScope {}
            | I::CloneScope {}
            | I::TypeOfGlobal { .. }
            | I::LoadGlobalThis { .. }
            | I::NewRegExp { .. }
            | I::TemplateObject { .. }
            | I::GetById { .. }
            | I::PutById { .. }
            | I::GetByVal { .. }
            | I::PutByVal { .. }
            | I::GetSuperBase { .. }
            | I::GetByIdWithThis { .. }
            | I::DefineOwnById { .. }
            | I::DefineOwnByVal { .. }
            | I::DeleteById { .. }
            | I::DeleteByVal { .. }
            | I::CopyDataProperties { .. }
            | I::ArrayAppend { .. }
            | I::ArrayAppendHole { .. }
            | I::ArrayAppendSpread { .. }
            | I::NewFunction { .. }
            | I::CreateArguments { .. }
            | I::ArgumentCount { .. }
            | I::GetArgument { .. }
            | I::GetIterator { .. }
            | I::IteratorNext { .. }
            | I::IteratorComplete { .. }
            | I::IteratorValue { .. }
            | I::IteratorClose { .. }
            | I::ForOfNext { .. }
            | I::ForInBegin { .. }
            | I::ForInNext { .. }
            | I::RequireObjectCoercible { .. }
            | I::ThrowIfNotObject { .. }
            // Literals and classes made in a loop.
            | I::DefineMethod { .. }
            | I::DefineField { .. }
            | I::DefineAccessorById { .. }
            | I::DefineAccessorByVal { .. }
            | I::SetPrototypeOfLiteral { .. }
            | I::NewClass { .. }
            | I::SetHomeObject { .. }
            | I::SetClassFieldInitializer { .. }
            | I::SetFunctionName { .. }
            // Private names, `super` stores and keyed loads.
            | I::GetPrivate { .. }
            | I::PutPrivate { .. }
            | I::DefinePrivateField { .. }
            | I::AddPrivateMethod { .. }
            | I::HasPrivate { .. }
            | I::NewPrivateName { .. }
            | I::PutByIdWithThis { .. }
            | I::GetByValWithThis { .. }
            | I::PutByValWithThis { .. }
            // Names looked up at run time (sloppy `eval` and `with`), module bindings.
            | I::GetName { .. }
            | I::TypeOfName { .. }
            | I::GetNameWithThis { .. }
            | I::ResolveName { .. }
            | I::GetNameAt { .. }
            | I::PutNameAt { .. }
            | I::PutName { .. }
            | I::InitName { .. }
            | I::GetImport { .. }
            // Globals the inline cache does not hold (accessors, the global's prototype).
            | I::GetGlobal { .. }
            | I::PutGlobal { .. }
            // Calls with spread arguments and direct `eval` (not in tail position), made
            // re-entrantly.
            | I::CallSpread { .. }
            | I::ConstructSpread { .. }
            // `super(...)` in a derived constructor the trace inlined: the parent is
            // constructed re-entrantly.
            | I::SuperCall { .. }
            | I::SuperCallSpread { .. }
    ) || instruction.arith_int_operands().is_some()
        || matches!(instruction, I::CallEval { flags, .. } if flags & (CALL_EVAL_SPREAD | CALL_EVAL_TAIL_POSITION) == 0)
}

/// The registers of `instruction` (one [`runs_for_trace`] accepts) that must hold
/// primitives for it to run no JavaScript and write no object, if it is such an
/// instruction: the operators, comparisons and conversions, whose ToPrimitive, ToNumber and
/// ToString of a primitive call nothing (an empty list: it never does, as `typeof` and
/// ToBoolean, and the instructions that only make something new: a closure, a scope, an
/// arguments object).
pub fn quiet_on_primitives(instruction: &Instruction) -> Option<Vec<Reg>> {
    use Instruction as I;
    let operands = || register_operands(instruction, |name| name != "dst");
    match instruction {
        I::Not { .. }
        | I::TypeOf { .. }
        | I::ToObject { .. }
        | I::GetSuperBase { .. }
        | I::NewFunction { .. }
        | I::CreateArguments { .. }
        | I::ArgumentCount { .. }
        | I::PushScope { .. }
        | I::PopScope {}
        | I::CloneScope {}
        | I::LoadGlobalThis { .. }
        | I::TemplateObject { .. }
        | I::NewPrivateName { .. }
        | I::JumpIfTrue { .. }
        | I::JumpIfFalse { .. }
        | I::RequireObjectCoercible { .. }
        | I::ThrowIfNotObject { .. } => Some(Vec::new()),
        I::Add { .. }
        | I::Sub { .. }
        | I::Mul { .. }
        | I::Div { .. }
        | I::Mod { .. }
        | I::Exp { .. }
        | I::BitAnd { .. }
        | I::BitOr { .. }
        | I::BitXor { .. }
        | I::Shl { .. }
        | I::Shr { .. }
        | I::UShr { .. }
        | I::Increment { .. }
        | I::Decrement { .. }
        | I::Negate { .. }
        | I::BitNot { .. }
        | I::ToNumber { .. }
        | I::ToNumeric { .. }
        | I::ToString { .. }
        | I::ToPropertyKey { .. }
        | I::Less { .. }
        | I::LessEq { .. }
        | I::Greater { .. }
        | I::GreaterEq { .. }
        | I::Equal { .. }
        | I::NotEqual { .. }
        | I::StrictEqual { .. }
        | I::StrictNotEqual { .. }
        | I::JumpIfLess { .. }
        | I::JumpIfNotLess { .. }
        | I::JumpIfLessEq { .. }
        | I::JumpIfNotLessEq { .. }
        | I::JumpIfGreater { .. }
        | I::JumpIfNotGreater { .. }
        | I::JumpIfGreaterEq { .. }
        | I::JumpIfNotGreaterEq { .. }
        | I::JumpIfStrictEqual { .. }
        | I::JumpIfStrictNotEqual { .. }
        | I::JumpIfEqual { .. }
        | I::JumpIfNotEqual { .. } => Some(operands()),
        _ if instruction.arith_int_operands().is_some() => Some(operands()),
        _ => None,
    }
}

/// Whether `instruction` (one [`runs_for_trace`] accepts) writes the frame's scope
/// register.
pub fn writes_scope(instruction: &Instruction) -> bool {
    matches!(
        instruction,
        Instruction::PushScope { .. }
            | Instruction::PushWithScope { .. }
            | Instruction::PopScope {}
            | Instruction::CloneScope {}
    )
}

impl Vm {
    /// The check the dispatch loop's call makes before a re-entrant `Vm::call` or
    /// `Vm::construct` (which would describe the callee by its value): a callee that
    /// cannot be called is named as the instruction names it.
    fn check_callable_operand(
        &mut self,
        code: &CodeBlock,
        pc: usize,
        callee: JSValue,
        construct: bool,
    ) -> JsResult<()> {
        let callable = if construct { self.is_constructor(callee) } else { self.is_callable(callee) };
        if !callable {
            return Err(self.not_callable_at(code, pc, callee, construct));
        }
        Ok(())
    }

    /// Runs instruction `pc` of `code`, one [`runs_for_trace`] accepts, on the top frame
    /// (which runs `code`: the trace pushed the frames of the calls it inlined), for a
    /// trace: true when it jumped (a conditional jump taken, an iteration done).
    pub fn run_for_trace(&mut self, code: &CodeBlock, pc: usize) -> JsResult<bool> {
        let frame = self.stack.frames.last().expect("a frame");
        debug_assert!(std::ptr::eq(frame.code(), code), "the instruction is the top frame's");
        let (fp, code) = (frame.fp(), frame.code);
        let r = self.stack.registers(fp);
        // Handlers are given the pc past their instruction, as in the dispatch loop.
        let here = Cursor { code, registers: r, fp, pc: pc + 1 };
        use Instruction as I;
        match code.instructions[pc] {
            I::Add { dst, lhs, rhs, profile } => self.op_arith(here, Arith::Add, dst, lhs, rhs, profile)?,
            I::Sub { dst, lhs, rhs, profile } => self.op_arith(here, Arith::Sub, dst, lhs, rhs, profile)?,
            I::Mul { dst, lhs, rhs, profile } => self.op_arith(here, Arith::Mul, dst, lhs, rhs, profile)?,
            I::Div { dst, lhs, rhs, profile } => self.op_arith(here, Arith::Div, dst, lhs, rhs, profile)?,
            I::Mod { dst, lhs, rhs, profile } => self.op_arith(here, Arith::Mod, dst, lhs, rhs, profile)?,
            I::Exp { dst, lhs, rhs, profile } => self.op_arith(here, Arith::Exp, dst, lhs, rhs, profile)?,
            I::BitAnd { dst, lhs, rhs, profile } => self.op_arith(here, Arith::BitAnd, dst, lhs, rhs, profile)?,
            I::BitOr { dst, lhs, rhs, profile } => self.op_arith(here, Arith::BitOr, dst, lhs, rhs, profile)?,
            I::BitXor { dst, lhs, rhs, profile } => self.op_arith(here, Arith::BitXor, dst, lhs, rhs, profile)?,
            I::Shl { dst, lhs, rhs, profile } => self.op_arith(here, Arith::Shl, dst, lhs, rhs, profile)?,
            I::Shr { dst, lhs, rhs, profile } => self.op_arith(here, Arith::Shr, dst, lhs, rhs, profile)?,
            I::UShr { dst, lhs, rhs, profile } => self.op_arith(here, Arith::UShr, dst, lhs, rhs, profile)?,
            I::AddInt { .. }
            | I::SubInt { .. }
            | I::BitAndInt { .. }
            | I::BitOrInt { .. }
            | I::BitXorInt { .. }
            | I::ShlInt { .. }
            | I::ShrInt { .. }
            | I::UShrInt { .. } => {
                let int = code.instructions[pc].arith_int_operands().expect("an instruction with an int32 operand");
                self.op_arith_int(here, int.op, int.dst, int.lhs, int.value, int.profile)?
            }
            I::Increment { dst, src, profile } => self.op_increment(here, dst, src, 1, profile)?,
            I::Decrement { dst, src, profile } => self.op_increment(here, dst, src, -1, profile)?,
            I::Not { dst, src } => r.set(dst, JSValue::from_bool(!self.to_boolean(r.get(src)))),
            I::Negate { dst, src, profile } => self.op_negate(here, dst, src, profile)?,
            I::BitNot { dst, src } => r.set(dst, self.bit_not(r.get(src))?),
            I::TypeOf { dst, src } => r.set(dst, self.type_of(r.get(src)).to_value()),
            I::ToNumber { dst, src } => self.op_to_number(here, dst, src)?,
            I::ToNumeric { dst, src } => self.op_to_numeric(here, dst, src)?,
            I::ToString { dst, src } => r.set(dst, self.to_string(r.get(src))?.to_value()),
            I::ToObject { dst, src } => r.set(dst, self.to_object(r.get(src))?.to_value()),
            I::ToPropertyKey { dst, src } => self.op_to_property_key(here, dst, src)?,
            I::Less { dst, lhs, rhs } => self.op_compare(here, Relation::Less, dst, lhs, rhs)?,
            I::LessEq { dst, lhs, rhs } => self.op_compare(here, Relation::LessEq, dst, lhs, rhs)?,
            I::Greater { dst, lhs, rhs } => self.op_compare(here, Relation::Greater, dst, lhs, rhs)?,
            I::GreaterEq { dst, lhs, rhs } => self.op_compare(here, Relation::GreaterEq, dst, lhs, rhs)?,
            I::Equal { dst, lhs, rhs } => self.op_equal(here, dst, lhs, rhs)?,
            I::NotEqual { dst, lhs, rhs } => self.op_not_equal(here, dst, lhs, rhs)?,
            I::StrictEqual { dst, lhs, rhs } => self.op_strict_equal(here, dst, lhs, rhs),
            I::StrictNotEqual { dst, lhs, rhs } => self.op_strict_not_equal(here, dst, lhs, rhs),
            I::In { dst, key, object } => self.op_in(here, dst, key, object)?,
            I::InstanceOf { dst, value, constructor } => self.op_instance_of(here, dst, value, constructor)?,
            I::JumpIfTrue { cond, .. } => return Ok(self.to_boolean(r.get(cond))),
            I::JumpIfFalse { cond, .. } => return Ok(!self.to_boolean(r.get(cond))),
            I::JumpIfLess { lhs, rhs, .. } => return self.compare(Relation::Less, r.get(lhs), r.get(rhs)),
            I::JumpIfNotLess { lhs, rhs, .. } => return Ok(!self.compare(Relation::Less, r.get(lhs), r.get(rhs))?),
            I::JumpIfLessEq { lhs, rhs, .. } => return self.compare(Relation::LessEq, r.get(lhs), r.get(rhs)),
            I::JumpIfNotLessEq { lhs, rhs, .. } => {
                return Ok(!self.compare(Relation::LessEq, r.get(lhs), r.get(rhs))?);
            }
            I::JumpIfGreater { lhs, rhs, .. } => return self.compare(Relation::Greater, r.get(lhs), r.get(rhs)),
            I::JumpIfNotGreater { lhs, rhs, .. } => {
                return Ok(!self.compare(Relation::Greater, r.get(lhs), r.get(rhs))?);
            }
            I::JumpIfGreaterEq { lhs, rhs, .. } => return self.compare(Relation::GreaterEq, r.get(lhs), r.get(rhs)),
            I::JumpIfNotGreaterEq { lhs, rhs, .. } => {
                return Ok(!self.compare(Relation::GreaterEq, r.get(lhs), r.get(rhs))?);
            }
            I::JumpIfStrictEqual { lhs, rhs, .. } => return Ok(self.strict_equals(r.get(lhs), r.get(rhs))),
            I::JumpIfStrictNotEqual { lhs, rhs, .. } => return Ok(!self.strict_equals(r.get(lhs), r.get(rhs))),
            I::JumpIfEqual { lhs, rhs, .. } => return self.loose_equals(r.get(lhs), r.get(rhs)),
            I::JumpIfNotEqual { lhs, rhs, .. } => return Ok(!self.loose_equals(r.get(lhs), r.get(rhs))?),
            I::PushScope { descriptor } => self.op_push_scope(here, descriptor)?,
            I::PopScope {} => self.op_pop_scope(here),
            I::CloneScope {} => self.op_clone_scope(here)?,
            I::PushWithScope { object } => self.op_push_with_scope(here, object)?,
            I::TypeOfGlobal { dst, name, cache } => self.op_type_of_global(here, dst, name, cache)?,
            I::LoadGlobalThis { dst } => r.set(dst, self.realm().global_object().to_value()),
            I::NewRegExp { dst, pattern, flags } => self.op_new_regexp(here, dst, pattern, flags)?,
            I::TemplateObject { dst, template } => r.set(dst, code.constant(template.0)),
            I::GetById { dst, base, name, cache } => self.op_get_by_id(here, dst, base, name, cache)?,
            I::PutById { base, name, src, cache, strict } => self.op_put_by_id(here, base, name, src, cache, strict)?,
            I::GetByVal { dst, base, key, cache } => self.op_get_by_val(here, dst, base, key, cache)?,
            I::PutByVal { base, key, src, cache, strict } => self.op_put_by_val(here, base, key, src, cache, strict)?,
            I::GetSuperBase { dst, function } => r.set(dst, self.super_base(r.get(function))?),
            I::GetByIdWithThis { dst, base, this, name } => self.op_get_by_id_with_this(here, dst, base, this, name)?,
            I::DefineOwnById { base, name, src, cache } => self.op_define_own_by_id(here, base, name, src, cache)?,
            I::DefineOwnByVal { base, key, src } => self.op_define_own_by_val(here, base, key, src)?,
            I::DeleteById { dst, base, name, strict } => self.op_delete_by_id(here, dst, base, name, strict)?,
            I::DeleteByVal { dst, base, key, strict } => self.op_delete_by_val(here, dst, base, key, strict)?,
            I::CopyDataProperties { target, source, excluded, count } => {
                self.op_copy_data_properties(here, target, source, excluded, count)?
            }
            I::ArrayAppend { array, value } => self.array_append(r.get(array), r.get(value))?,
            I::ArrayAppendHole { array } => self.array_append_hole(r.get(array))?,
            I::ArrayAppendSpread { array, iterable } => self.op_array_append_spread(here, array, iterable)?,
            I::NewFunction { dst, executable } => self.op_new_function(here, dst, executable)?,
            I::CreateArguments { dst, mapped } => self.op_create_arguments(here, dst, mapped)?,
            I::ArgumentCount { dst } => r.set(dst, JSValue::from_i32(self.frame_argument_count() as i32)),
            I::GetArgument { dst, key } => self.op_get_argument(here, dst, key)?,
            I::GetIterator { dst, src, asynchronous } => self.op_get_iterator(here, dst, src, asynchronous)?,
            I::IteratorNext { dst, iterator } => self.op_iterator_next(here, dst, iterator)?,
            I::IteratorComplete { dst, result } => self.op_iterator_complete(here, dst, result)?,
            I::IteratorValue { dst, result } => self.op_iterator_value(here, dst, result)?,
            I::IteratorClose { iterator } => self.op_iterator_close(here, iterator)?,
            I::ForOfNext { dst, iterator, .. } => return self.op_for_of_next(here, dst, iterator),
            I::ForInBegin { dst, object } => r.set(dst, self.for_in_begin(r.get(object))?),
            I::ForInNext { dst, iterator, .. } => return self.op_for_in_next(here, dst, iterator),
            I::RequireObjectCoercible { src } => self.op_require_object_coercible(here, src)?,
            I::ThrowIfNotObject { src, message } => self.op_throw_if_not_object(here, src, message)?,
            I::DefineMethod { base, key, method, enumerable } => {
                self.define_method(r.get(base), r.get(key), r.get(method), enumerable != 0)?
            }
            I::DefineField { base, key, src } => self.op_define_field(here, base, key, src)?,
            I::DefineAccessorById { base, name, getter, setter, enumerable } => {
                self.op_define_accessor_by_id(here, base, name, getter, setter, enumerable)?
            }
            I::DefineAccessorByVal { base, key, getter, setter, enumerable } => {
                self.op_define_accessor_by_val(here, base, key, getter, setter, enumerable)?
            }
            I::SetPrototypeOfLiteral { object, prototype } => {
                self.op_set_prototype_of_literal(here, object, prototype)?
            }
            I::NewClass { dst, executable, superclass, has_superclass } => {
                self.op_new_class(here, dst, executable, superclass, has_superclass)?
            }
            I::SetHomeObject { function, home } => self.op_set_home_object(here, function, home),
            I::SetClassFieldInitializer { constructor, initializer } => {
                self.op_set_class_field_initializer(here, constructor, initializer)
            }
            I::SetFunctionName { function, name, prefix } => {
                self.set_function_name(r.get(function), r.get(name), prefix)?
            }
            I::GetPrivate { dst, base, name } => r.set(dst, self.get_private(r.get(base), r.get(name))?),
            I::PutPrivate { base, name, src } => self.put_private(r.get(base), r.get(name), r.get(src))?,
            I::DefinePrivateField { base, name, src } => {
                self.define_private_field(r.get(base), r.get(name), r.get(src))?
            }
            I::AddPrivateMethod { base, name, method, kind } => {
                self.add_private_method(r.get(base), r.get(name), r.get(method), kind)?
            }
            I::HasPrivate { dst, base, name } => self.op_has_private(here, dst, base, name)?,
            I::NewPrivateName { dst, description } => self.op_new_private_name(here, dst, description)?,
            I::PutByIdWithThis { base, this, name, src, strict } => {
                self.op_put_by_id_with_this(here, base, this, name, src, strict)?
            }
            I::GetByValWithThis { dst, base, this, key } => self.op_get_by_val_with_this(here, dst, base, this, key)?,
            I::PutByValWithThis { base, this, key, src, strict } => {
                self.op_put_by_val_with_this(here, base, this, key, src, strict)?
            }
            I::GetName { dst, name } => self.op_get_name(here, dst, name)?,
            I::TypeOfName { dst, name } => self.op_type_of_name(here, dst, name)?,
            I::GetNameWithThis { dst, this, name } => self.op_get_name_with_this(here, dst, this, name)?,
            I::ResolveName { dst, name } => self.op_resolve_name(here, dst, name)?,
            I::GetNameAt { dst, base, name } => self.op_get_name_at(here, dst, base, name)?,
            I::PutNameAt { base, name, src, strict } => self.op_put_name_at(here, base, name, src, strict)?,
            I::PutName { name, src, strict } => self.op_put_name(here, name, src, strict)?,
            I::InitName { name, src } => self.op_init_name(here, name, src)?,
            I::GetImport { dst, depth, slot, name } => self.op_get_import(here, dst, depth, slot, name)?,
            I::GetGlobal { dst, name, cache } => self.op_get_global(here, dst, name, cache)?,
            I::PutGlobal { name, src, cache, strict } => self.op_put_global(here, name, src, cache, strict)?,
            I::CallSpread { dst, callee, first } => {
                self.save_pc(pc);
                self.check_callable_operand(&code, pc, r.get(callee), false)?;
                let arguments = self.spread_arguments(r.get(first.offset(1)));
                r.set(dst, self.call(r.get(callee), r.get(first), &arguments)?);
            }
            I::CallEval { dst, callee, first, argc, flags } => {
                self.save_pc(pc);
                let function = r.get(callee);
                let result = if function == self.realm().intrinsic(Intrinsic::Eval) {
                    let arguments = self.window(here, first.offset(1), argc as usize);
                    self.direct_eval(here, arguments, flags & CALL_EVAL_IN_PARAMETERS != 0)?
                } else {
                    // Not %eval%: an ordinary call.
                    self.check_callable_operand(&code, pc, function, false)?;
                    let arguments: Vec<JSValue> = (0..argc).map(|i| r.get(first.offset(1 + i))).collect();
                    self.call(function, r.get(first), &arguments)?
                };
                r.set(dst, result);
            }
            I::ConstructSpread { dst, callee, first } => {
                self.save_pc(pc);
                self.check_callable_operand(&code, pc, r.get(callee), true)?;
                let arguments = self.spread_arguments(r.get(first.offset(1)));
                r.set(dst, self.construct(r.get(callee), &arguments, None)?);
            }
            // 13.3.7.1 steps 2-6: GetSuperConstructor, then Construct(func, args, newTarget);
            // BindThisValue is the `BindThis` after it.
            I::SuperCall { dst, function, new_target, first, argc } => {
                self.save_pc(pc);
                let constructor = self.super_constructor(r.get(function))?;
                let arguments: Vec<JSValue> = (0..argc).map(|i| r.get(first.offset(i))).collect();
                r.set(dst, self.construct(constructor, &arguments, Some(r.get(new_target)))?);
            }
            I::SuperCallSpread { dst, function, new_target, first } => {
                self.save_pc(pc);
                let constructor = self.super_constructor(r.get(function))?;
                let arguments = self.spread_arguments(r.get(first));
                r.set(dst, self.construct(constructor, &arguments, Some(r.get(new_target)))?);
            }
            other => unreachable!("{} is not run for traces", other.opcode().name()),
        }
        Ok(false)
    }
}

/// The registers `instruction` writes: its operand named `dst` (and the one after it for
/// `GetIterator`, the `next` method, and `NewClass`, the prototype), the receiver for
/// `GetNameWithThis`, and the scope register for the instructions that make or leave a
/// scope.
pub fn written_registers(instruction: &Instruction) -> Vec<Reg> {
    let mut written = register_operands(instruction, |name| name == "dst");
    if writes_scope(instruction) {
        written.push(Reg::SCOPE);
    }
    match *instruction {
        Instruction::GetIterator { dst, .. } | Instruction::NewClass { dst, .. } => written.push(dst.offset(1)),
        Instruction::GetNameWithThis { this, .. } => written.push(this),
        _ => {}
    }
    written
}

/// The register operands of `instruction` whose names `pick` accepts, in order.
fn register_operands(instruction: &Instruction, pick: impl Fn(&str) -> bool) -> Vec<Reg> {
    let names = instruction.opcode().operand_names();
    let operands = instruction.operands().into_iter().zip(names.iter());
    operands
        .filter_map(|(operand, &name)| match operand {
            crate::bytecode::Operand::Reg(reg) if pick(name) => Some(reg),
            _ => None,
        })
        .collect()
}
