//! Calls: callees and `this`, argument lists, optional chains, `super` calls and the
//! special values (`this`, `new.target`) they depend on.

use boa_ast::expression::access::{PropertyAccess, PropertyAccessField};
use boa_ast::expression::{Call, Optional, OptionalOperationKind};
use boa_ast::{Expression, Spanned};
use boa_interner::Sym;

use super::expressions::{is_simple, unparenthesized_call_target};
use super::{CResult, Codegen};
use crate::bytecode::{CallShape, Instruction, Reg, ShortSlot};
use crate::compiler::nodes::unparenthesized;
use crate::compiler::operand_names;
use crate::compiler::scopes::{Resolution, Special};

impl Codegen<'_> {
    /// Evaluates a callee expression into `callee` and its `this` into `this`.
    pub(crate) fn callee_and_this(&mut self, expression: &Expression, callee: Reg, this: Reg) -> CResult<()> {
        match unparenthesized_call_target(expression) {
            Expression::PropertyAccess(access) => {
                match access {
                    PropertyAccess::Simple(simple) => {
                        self.expression_to(simple.target(), this)?;
                        self.method_of(access, simple.field(), this, callee)?;
                    }
                    PropertyAccess::Private(private) => {
                        self.expression_to(private.target(), this)?;
                        let name = self.private_name(private.field().description())?;
                        self.position(private.span());
                        self.emit(Instruction::GetPrivate { dst: callee, base: this, name });
                    }
                    PropertyAccess::Super(_) => {
                        self.property_get(access, callee)?;
                        self.this_value(this)?;
                    }
                }
                Ok(())
            }
            Expression::Identifier(identifier) => self.load_callee_name(identifier.sym(), identifier, callee, this),
            Expression::Optional(optional) => self.optional_chain_with_this(optional, callee, Some(this)),
            other => {
                self.expression_to(other, callee)?;
                self.emit(Instruction::LoadUndefined { dst: this });
                Ok(())
            }
        }
    }

    /// The method a call of `access` (whose object is in `this`) calls: its `field` of
    /// `this`, into `callee`.
    fn method_of(
        &mut self,
        access: &PropertyAccess,
        field: &PropertyAccessField,
        this: Reg,
        callee: Reg,
    ) -> CResult<()> {
        match field {
            PropertyAccessField::Const(identifier) => {
                let key = self.literal_key(identifier.sym())?;
                self.position_of_access(access);
                self.get_key(this, key, callee);
            }
            PropertyAccessField::Expr(key) => {
                let key = self.expression(key, None)?;
                self.position_of_access(access);
                let cache = self.f.e.property_cache();
                self.emit(Instruction::GetByVal { dst: callee, base: this, key, cache });
            }
        }
        Ok(())
    }

    /// Evaluates arguments into a window after `this_register` (allocated here when
    /// `None`): (first, argc, spread). With a spread, the arguments are collected in an
    /// array at `first + 1`.
    pub fn arguments(&mut self, arguments: &[Expression], first: Option<Reg>) -> CResult<(Reg, u16, bool)> {
        let spread = arguments.iter().any(|a| matches!(a, Expression::Spread(_)));
        if spread {
            let first = match first {
                Some(this) if this.0 + 1 == self.f.e.mark().value() => this,
                Some(this) => {
                    let window = self.f.e.temp();
                    self.emit(Instruction::Mov { dst: window, src: this });
                    window
                }
                None => self.f.e.temp(),
            };
            let array = self.f.e.temp();
            self.emit(Instruction::NewArray { dst: array, first: array, count: 0 });
            for argument in arguments {
                let mark = self.f.e.mark();
                match argument {
                    Expression::Spread(spread) => {
                        let value = self.expression(spread.target(), None)?;
                        self.position(spread.span());
                        let name = self.operand_name(spread.target());
                        self.name_operand(name.as_deref());
                        self.emit(Instruction::ArrayAppendSpread { array, iterable: value });
                    }
                    other => {
                        let value = self.expression(other, None)?;
                        self.emit(Instruction::ArrayAppend { array, value });
                    }
                }
                self.f.e.release(mark);
            }
            return Ok((first, 0, true));
        }
        if arguments.len() > u16::MAX as usize / 2 {
            return Err(self.syntax_error("Too many arguments in function call", None));
        }
        // `this` and the arguments must be consecutive registers.
        let first = match first {
            Some(this) if this.0 + 1 == self.f.e.mark().value() => {
                self.f.e.temps(arguments.len() as u16);
                this
            }
            Some(this) => {
                let window = self.f.e.temps(1 + arguments.len() as u16);
                self.emit(Instruction::Mov { dst: window, src: this });
                window
            }
            None => self.f.e.temps(1 + arguments.len() as u16),
        };
        for (index, argument) in arguments.iter().enumerate() {
            self.expression_to(argument, first.offset(1 + index as u16))?;
        }
        Ok((first, arguments.len() as u16, false))
    }

    pub(crate) fn call(&mut self, call: &Call, dst: Reg) -> CResult<()> {
        let tail = std::mem::take(&mut self.f.tail_call_next);
        if let Some(intrinsic) = self.intrinsic_of(call)? {
            return self.intrinsic_call(intrinsic, call, dst);
        }
        if !tail && self.call_with_registers(call, dst)? {
            return Ok(());
        }
        let mark = self.f.e.mark();
        let callee = self.f.e.temp();
        let this = self.f.e.temp();
        // `(eval)(src)` is direct too: parentheses keep the reference (13.2.9.1).
        let direct_eval =
            matches!(unparenthesized(call.function()), Expression::Identifier(id) if id.sym() == Sym::EVAL);
        self.callee_and_this(call.function(), callee, this)?;
        let (first, argc, spread) = self.arguments(call.args(), Some(this))?;
        self.position(call.span());
        let name = self.operand_name(call.function());
        self.name_operand(name.as_deref());
        if direct_eval {
            let mut flags = if spread { crate::interpreter::eval::CALL_EVAL_SPREAD } else { 0 };
            if self.f.in_parameters {
                flags |= crate::interpreter::eval::CALL_EVAL_IN_PARAMETERS;
            }
            self.emit(Instruction::CallEval { dst, callee, first, argc, flags });
        } else if spread {
            self.emit(Instruction::CallSpread { dst, callee, first });
        } else {
            let cache = self.f.e.call_cache();
            self.emit(Instruction::Call { dst, callee, first, argc, cache });
        }
        self.f.e.release(mark);
        Ok(())
    }

    /// A call of at most three arguments, none spread, of a name, a property or any other
    /// value, as a `CallWithRegisters`: no window, so a local variable passed (or called,
    /// or called a method of) is read where it is instead of moved, and `this` undefined
    /// is not loaded. When an argument evaluated later might assign such a register
    /// (`f(x, x = 1)`), what comes before it is evaluated into a temporary, as in a window.
    /// False, with nothing emitted, for any other call.
    fn call_with_registers(&mut self, call: &Call, dst: Reg) -> CResult<bool> {
        let arguments = call.args();
        if arguments.len() > CallShape::MAX_ARGUMENTS || arguments.iter().any(|a| matches!(a, Expression::Spread(_))) {
            return Ok(false);
        }
        let target = unparenthesized_call_target(call.function());
        match target {
            Expression::Identifier(identifier)
                if identifier.sym() == Sym::EVAL || self.resolve(identifier.sym()) == Resolution::Dynamic =>
            {
                return Ok(false);
            }
            Expression::PropertyAccess(PropertyAccess::Simple(_)) | Expression::Identifier(_) => {}
            Expression::PropertyAccess(_) | Expression::Optional(_) => return Ok(false),
            _ => {}
        }
        let mark = self.f.e.mark();
        let arguments_simple = arguments.iter().all(is_simple);
        let (callee, this) = match target {
            Expression::PropertyAccess(access @ PropertyAccess::Simple(simple)) => {
                let key_simple = match simple.field() {
                    PropertyAccessField::Const(_) => true,
                    PropertyAccessField::Expr(key) => is_simple(key),
                };
                let this = self.operand(simple.target(), key_simple && arguments_simple)?;
                let callee = self.f.e.temp();
                self.method_of(access, simple.field(), this, callee)?;
                (callee, Some(this))
            }
            other => (self.operand(other, arguments_simple)?, None),
        };
        let registers = self.operands_in_place(arguments)?;
        self.position(call.span());
        let name = self.operand_name(call.function());
        self.emit_call_with_registers(dst, callee, this, &registers, name.as_deref());
        self.f.e.release(mark);
        Ok(true)
    }

    /// Evaluates `operands` for a call that reads them where they are, each with
    /// [`Codegen::operand`]: in place unless an operand after it may assign registers.
    pub(crate) fn operands_in_place(&mut self, operands: &[Expression]) -> CResult<Vec<Reg>> {
        let mut registers = Vec::with_capacity(operands.len());
        for (index, operand) in operands.iter().enumerate() {
            let in_place = operands[index + 1..].iter().all(is_simple);
            registers.push(self.operand(operand, in_place)?);
        }
        Ok(registers)
    }

    /// Evaluates an operand of a call that reads it where it is: in its own register (a
    /// local's, for a name) when `in_place`, which the caller says when nothing evaluated
    /// after it may assign that register; else into a temporary, as into a window.
    fn operand(&mut self, operand: &Expression, in_place: bool) -> CResult<Reg> {
        let dst = (!in_place).then(|| self.f.e.temp());
        self.expression(operand, dst)
    }

    /// Emits a `CallWithRegisters` of `callee` with `this` (undefined for `None`) and
    /// `arguments` (at most `CallShape::MAX_ARGUMENTS`), named `name` in error messages;
    /// in a function with more call sites than its 16-bit cache slot counts, the same call
    /// through a window.
    pub(crate) fn emit_call_with_registers(
        &mut self,
        dst: Reg,
        callee: Reg,
        this: Option<Reg>,
        arguments: &[Reg],
        name: Option<&str>,
    ) {
        let cache = self.f.e.call_cache();
        let Some(short) = ShortSlot::of(cache) else {
            let first = self.f.e.temps(1 + arguments.len() as u16);
            match this {
                Some(this) => self.emit(Instruction::Mov { dst: first, src: this }),
                None => self.emit(Instruction::LoadUndefined { dst: first }),
            }
            for (index, &argument) in arguments.iter().enumerate() {
                self.emit(Instruction::Mov { dst: first.offset(1 + index as u16), src: argument });
            }
            self.name_operand(name);
            let argc = arguments.len() as u16;
            self.emit(Instruction::Call { dst, callee, first, argc, cache });
            return;
        };
        let shape = CallShape::new(arguments.len(), this.is_none()).0;
        // The operands the call does not use name the callee, which it reads anyway.
        let mut registers = [callee; CallShape::MAX_ARGUMENTS];
        registers[..arguments.len()].copy_from_slice(arguments);
        let [a, b, c] = registers;
        let this = this.unwrap_or(callee);
        self.name_operand(name);
        self.emit(Instruction::CallWithRegisters { dst, callee, this, a, b, c, shape, cache: short });
    }

    pub(crate) fn optional_chain(&mut self, optional: &Optional, dst: Reg) -> CResult<()> {
        self.optional_chain_with_this(optional, dst, None)
    }

    /// An optional chain into `dst`; with `this_dst`, also the `this` a call of the result
    /// would get (`(a?.b)()` calls with `a`).
    fn optional_chain_with_this(&mut self, optional: &Optional, dst: Reg, this_dst: Option<Reg>) -> CResult<()> {
        let mark = self.f.e.mark();
        let nullish = self.f.e.label();
        let end = self.f.e.label();
        // The chain's value and the `this` of a call of it live in two registers for the
        // whole chain (a link's result replaces its base), so a long chain needs no more.
        let value = self.f.e.temp();
        let this = self.f.e.temp();
        // A call in the chain gets the `this` of its reference (parenthesized or not, as
        // for ordinary calls: `(a.b)?.()` calls with `a`).
        let callable_target = matches!(
            unparenthesized_call_target(optional.target()),
            Expression::PropertyAccess(_) | Expression::Optional(_) | Expression::Identifier(_)
        );
        if callable_target {
            self.callee_and_this(optional.target(), value, this)?;
        } else {
            self.expression_to(optional.target(), value)?;
            self.emit(Instruction::LoadUndefined { dst: this });
        }
        // A call in the chain is named by the links before it.
        let mut chain_name = operand_names::RunningName::new(self.operand_name(optional.target()));
        for operation in optional.chain() {
            if operation.shorted() {
                let target = self.f.e.target(nullish);
                self.emit(Instruction::JumpIfNullish { src: value, target });
            }
            let link = self.f.e.mark();
            match operation.kind() {
                OptionalOperationKind::SimplePropertyAccess { field } => {
                    let key = match field {
                        PropertyAccessField::Const(identifier) => self.literal_key(identifier.sym())?,
                        PropertyAccessField::Expr(key) => {
                            let key = self.expression(key, None)?;
                            super::expressions::Key::Value(key)
                        }
                    };
                    self.emit(Instruction::Mov { dst: this, src: value });
                    self.position(operation.span());
                    self.get_key(this, key, value);
                }
                OptionalOperationKind::PrivatePropertyAccess { field } => {
                    let name = self.private_name(field.description())?;
                    self.emit(Instruction::Mov { dst: this, src: value });
                    self.emit(Instruction::GetPrivate { dst: value, base: this, name });
                }
                OptionalOperationKind::Call { args } => {
                    let call_this = self.f.e.temp();
                    self.emit(Instruction::Mov { dst: call_this, src: this });
                    let (first, argc, spread) = self.arguments(args, Some(call_this))?;
                    self.position(operation.span());
                    self.f.e.name_operand(chain_name.get());
                    if spread {
                        self.emit(Instruction::CallSpread { dst: value, callee: value, first });
                    } else {
                        let cache = self.f.e.call_cache();
                        self.emit(Instruction::Call { dst: value, callee: value, first, argc, cache });
                    }
                    self.emit(Instruction::LoadUndefined { dst: this });
                }
            }
            chain_name.push(operation, self.interner);
            self.f.e.release(link);
        }
        self.emit(Instruction::Mov { dst, src: value });
        if let Some(this_dst) = this_dst {
            self.emit(Instruction::Mov { dst: this_dst, src: this });
        }
        self.f.e.jump(end);
        self.f.e.bind(nullish);
        self.emit(Instruction::LoadUndefined { dst });
        if let Some(this_dst) = this_dst {
            self.emit(Instruction::LoadUndefined { dst: this_dst });
        }
        self.f.e.bind(end);
        self.f.e.release(mark);
        Ok(())
    }

    // `this`, `new.target` and `super`.

    /// The value of `this` here.
    pub fn this_value(&mut self, dst: Reg) -> CResult<()> {
        let function = self.tree.this_function(self.f.scope);
        let data = self.tree.functions[function].clone();
        if data.is_top_level() {
            // The `this` of the top-level code, here or in an arrow function nested in it.
            match self.top_kind {
                crate::bytecode::CodeKind::Module => self.emit(Instruction::LoadUndefined { dst }),
                crate::bytecode::CodeKind::Eval { direct: true } => {
                    let name = self.name_constant(self.specials.this)?;
                    self.emit(Instruction::GetName { dst, name });
                }
                _ if function == self.f.function => self.emit(Instruction::Mov { dst, src: Reg::THIS }),
                _ => self.emit(Instruction::LoadGlobalThis { dst }),
            }
            return Ok(());
        }
        let derived = matches!(data.kind, Some(crate::bytecode::FunctionKind::ClassConstructor { derived: true }));
        let captured = self.tree.scopes[data.scope].find(self.specials.this).is_some();
        if function == self.f.function && !captured {
            self.emit(Instruction::Mov { dst, src: Reg::THIS });
        } else {
            self.load_name(self.specials.this, None, Some(dst))?;
        }
        if derived {
            self.emit(Instruction::CheckThisInitialized { src: dst });
        }
        Ok(())
    }

    /// `new.target` or the active function, here.
    pub fn special_value(&mut self, special: Special, dst: Reg) -> CResult<()> {
        let function = self.tree.this_function(self.f.scope);
        let register = match special {
            Special::NewTarget => Reg::NEW_TARGET,
            Special::Function => Reg::CALLEE,
            Special::This => return self.this_value(dst),
        };
        if self.tree.functions[function].is_top_level() {
            // Only eval code gets here (the parser rejects the rest): the function the
            // eval runs in has the binding.
            let name = self.name_constant(self.specials.of(special))?;
            self.emit(Instruction::GetName { dst, name });
            return Ok(());
        }
        let scope = self.tree.functions[function].scope;
        let captured = self.tree.scopes[scope].find(self.specials.of(special)).is_some();
        if function == self.f.function && !captured {
            self.emit(Instruction::Mov { dst, src: register });
        } else {
            self.load_name(self.specials.of(special), None, Some(dst))?;
        }
        Ok(())
    }

    /// The object `super.x` looks `x` up on.
    pub(crate) fn super_base(&mut self) -> CResult<Reg> {
        let function = self.f.e.temp();
        self.special_value(Special::Function, function)?;
        let base = self.f.e.temp();
        self.emit(Instruction::GetSuperBase { dst: base, function });
        Ok(base)
    }

    /// `super(...arguments)`: constructs the parent class and binds `this`.
    pub(crate) fn super_call(&mut self, arguments: &[Expression], dst: Reg) -> CResult<()> {
        let mark = self.f.e.mark();
        let function = self.f.e.temp();
        self.special_value(Special::Function, function)?;
        let new_target = self.f.e.temp();
        self.special_value(Special::NewTarget, new_target)?;
        let spread = arguments.iter().any(|a| matches!(a, Expression::Spread(_)));
        let result = self.f.e.temp();
        if spread {
            let (first, _, _) = self.arguments(arguments, None)?;
            self.emit(Instruction::SuperCallSpread { dst: result, function, new_target, first: first.offset(1) });
        } else {
            let (first, argc, _) = self.arguments(arguments, None)?;
            self.emit(Instruction::SuperCall { dst: result, function, new_target, first: first.offset(1), argc });
        }
        self.bind_this(result)?;
        self.emit(Instruction::InitializeFields { constructor: function, this: result });
        self.emit(Instruction::Mov { dst, src: result });
        self.f.e.release(mark);
        Ok(())
    }

    /// Binds the `this` of the derived constructor (throws if it is bound already).
    fn bind_this(&mut self, value: Reg) -> CResult<()> {
        let function = self.tree.this_function(self.f.scope);
        let scope = self.tree.functions[function].scope;
        let captured = self.tree.scopes[scope].find(self.specials.this).is_some();
        if !captured {
            self.emit(Instruction::BindThis { src: value });
            return Ok(());
        }
        let Resolution::Binding { scope, index, depth, .. } = self.resolve(self.specials.this) else {
            // Through `with` or eval: by name.
            let current = self.f.e.temp();
            let name = self.name_constant(self.specials.this)?;
            self.emit(Instruction::GetName { dst: current, name });
            return Ok(());
        };
        let crate::compiler::scopes::Storage::Slot(slot) = self.tree.binding(scope, index).storage else {
            unreachable!("a captured this lives in a slot")
        };
        let current = self.f.e.temp();
        self.emit(Instruction::GetScope { dst: current, depth, slot });
        self.emit(Instruction::CheckSuperNotCalled { src: current });
        self.emit(Instruction::PutScope { depth, slot, src: value });
        Ok(())
    }

    /// In a derived constructor whose `this` is captured, copies it to the frame's
    /// `this` register (where the construct result is read from).
    pub fn sync_derived_this(&mut self) -> CResult<()> {
        let function = self.f.function;
        let scope = self.tree.functions[function].scope;
        if self.tree.scopes[scope].find(self.specials.this).is_some() {
            let mark = self.f.e.mark();
            let value = self.f.e.temp();
            self.load_name(self.specials.this, None, Some(value))?;
            self.emit(Instruction::Mov { dst: Reg::THIS, src: value });
            self.f.e.release(mark);
        }
        Ok(())
    }

    // Operators.
}
