//! Calls of intrinsics in self-hosted code: `$Name(...)` (see `runtime/self_hosted.rs`).
//!
//! Only a self-hosted source compiles these; anywhere else `$Call` is an ordinary name.

use boa_ast::expression::Call;
use boa_ast::{Expression, Spanned};

use super::{CResult, Codegen};
use crate::bytecode::{CallShape, Instruction, Reg};
use crate::runtime::self_hosted::Intrinsic;

impl Codegen<'_> {
    /// The intrinsic `call` names, if it is a `$Name(...)` call in self-hosted code.
    pub(crate) fn intrinsic_of(&mut self, call: &Call) -> CResult<Option<Intrinsic>> {
        if !self.source.self_hosted {
            return Ok(None);
        }
        let Expression::Identifier(identifier) = call.function() else { return Ok(None) };
        let name = self.name_text(identifier.sym());
        if !name.starts_with('$') {
            return Ok(None);
        }
        match self.vm.self_hosted_intrinsic(&name)? {
            Some(intrinsic) => Ok(Some(intrinsic)),
            None => Err(self.syntax_error(&format!("no intrinsic {name}"), Some(call.span()))),
        }
    }

    /// A call of an intrinsic, its value in `dst`.
    pub(crate) fn intrinsic_call(&mut self, intrinsic: Intrinsic, call: &Call, dst: Reg) -> CResult<()> {
        let arguments = call.args();
        let arity = |count: usize, codegen: &Self| {
            if arguments.len() != count || arguments.iter().any(|a| matches!(a, Expression::Spread(_))) {
                return Err(codegen.syntax_error("wrong arguments for an intrinsic", Some(call.span())));
            }
            Ok(())
        };
        let mark = self.f.e.mark();
        self.position(call.span());
        match intrinsic {
            Intrinsic::Call => {
                if arguments.len() < 2 || arguments.iter().any(|a| matches!(a, Expression::Spread(_))) {
                    return Err(self.syntax_error("$Call takes a function, `this` and arguments", Some(call.span())));
                }
                if arguments.len() - 2 <= CallShape::MAX_ARGUMENTS {
                    // The callee, `this` and the arguments where they are (the self-hosted
                    // loops pass their parameters and index), as a call of a name does.
                    let registers = self.operands_in_place(arguments)?;
                    self.position(call.span());
                    self.emit_call_with_registers(dst, registers[0], Some(registers[1]), &registers[2..], None);
                    self.f.e.release(mark);
                    return Ok(());
                }
                let callee = self.expression(&arguments[0], None)?;
                let first = self.f.e.temps(arguments.len() as u16 - 1);
                for (index, argument) in arguments[1..].iter().enumerate() {
                    self.expression_to(argument, first.offset(index as u16))?;
                }
                self.position(call.span());
                let cache = self.f.e.call_cache();
                let argc = arguments.len() as u16 - 2;
                self.emit(Instruction::Call { dst, callee, first, argc, cache });
            }
            Intrinsic::ToObject => {
                arity(1, self)?;
                let src = self.expression(&arguments[0], None)?;
                self.emit(Instruction::ToObject { dst, src });
            }
            Intrinsic::CreateDataProperty => {
                arity(3, self)?;
                let base = self.expression(&arguments[0], None)?;
                let key = self.expression(&arguments[1], None)?;
                let src = self.expression(&arguments[2], None)?;
                self.emit(Instruction::DefineOwnByVal { base, key, src });
                self.emit(Instruction::LoadUndefined { dst });
            }
            Intrinsic::ArgumentCount => {
                arity(0, self)?;
                self.emit(Instruction::ArgumentCount { dst });
            }
            Intrinsic::Native(function) => {
                let callee = self.f.e.temp();
                let constant = self.value_constant(function);
                self.emit(Instruction::LoadConst { dst: callee, constant });
                let simple = arguments.iter().all(|a| !matches!(a, Expression::Spread(_)));
                if simple && arguments.len() <= CallShape::MAX_ARGUMENTS {
                    let registers = self.operands_in_place(arguments)?;
                    self.position(call.span());
                    self.emit_call_with_registers(dst, callee, None, &registers, None);
                    self.f.e.release(mark);
                    return Ok(());
                }
                let this = self.f.e.temp();
                self.emit(Instruction::LoadUndefined { dst: this });
                let (first, argc, spread) = self.arguments(arguments, Some(this))?;
                if spread {
                    return Err(self.syntax_error("no spread in an intrinsic's arguments", Some(call.span())));
                }
                self.position(call.span());
                let cache = self.f.e.call_cache();
                self.emit(Instruction::Call { dst, callee, first, argc, cache });
            }
        }
        self.f.e.release(mark);
        Ok(())
    }
}
