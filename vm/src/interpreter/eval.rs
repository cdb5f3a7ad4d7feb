//! Direct `eval`: a `CallEval` instruction whose callee turns out to be the realm's
//! %eval% compiles its argument as eval code in the caller's scope and runs it; any other
//! callee is called normally.

use crate::bytecode::Reg;
use crate::error::JsResult;
use crate::interpreter::{Cursor, Flow};
use crate::runtime::realm::Intrinsic;
use crate::string::StringRef;
use crate::value::JSValue;
use crate::vm::Vm;

/// `CallEval` flags: the arguments are collected in an array (a spread call).
pub const CALL_EVAL_SPREAD: u8 = 1;
/// `CallEval` flags: the call is in a parameter initializer.
pub const CALL_EVAL_IN_PARAMETERS: u8 = 2;
/// `CallEval` flags: the call is in tail position (a tail call unless it is a direct eval).
pub const CALL_EVAL_TAIL_POSITION: u8 = 4;

impl Vm {
    pub(crate) fn call_eval(
        &mut self,
        cursor: Cursor,
        dst: Reg,
        callee: Reg,
        first: Reg,
        argc: u16,
        flags: u8,
    ) -> JsResult<Flow> {
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
        // 19.2.1.1 PerformEval ( x, strictCaller, true ): a non-string is returned as is.
        let source = if arguments.count > 0 { self.stack.register(arguments.first) } else { JSValue::UNDEFINED };
        let Some(source) = StringRef::from_value(source) else {
            r.set(dst, source);
            return Ok(Flow::Next);
        };
        let code = cursor.code;
        let private_names = self.private_names_in_scope(r.get(Reg::SCOPE));
        let in_parameters = flags & CALL_EVAL_IN_PARAMETERS != 0;
        let context = crate::compiler::EvalContext {
            direct: true,
            strict: code.strict,
            flags: code.eval_flags,
            private_names,
            in_parameters,
            origin: code.source.origin.clone(),
        };
        let executable = self.compile_eval(source, context)?;
        let result = self.run_code(executable, r.get(Reg::THIS), r.get(Reg::SCOPE))?;
        r.set(dst, result);
        Ok(Flow::Next)
    }

    /// 19.2.1.1 PerformEval ( x, false, false ): `eval` called indirectly (or by the
    /// %eval% function itself): global code, sloppy unless the source says otherwise.
    pub fn indirect_eval(&mut self, source: JSValue) -> JsResult<JSValue> {
        let Some(source) = StringRef::from_value(source) else { return Ok(source) };
        let context = crate::compiler::EvalContext {
            direct: false,
            strict: false,
            flags: Default::default(),
            private_names: Vec::new(),
            in_parameters: false,
            origin: String::new(),
        };
        let executable = self.compile_eval(source, context)?;
        let this = self.realm().global_object().to_value();
        self.run_code(executable, this, JSValue::NULL)
    }

    /// The private names (`#x`, without the `#`) bound in the scope chain from `scope`:
    /// what eval code inside a class body may refer to.
    fn private_names_in_scope(&self, scope: JSValue) -> Vec<String> {
        let mut names = Vec::new();
        let mut current = crate::runtime::scope::ScopeRef::from_value(scope);
        while let Some(scope) = current {
            if let Some((descriptor, executable)) = scope.descriptor() {
                for &name in &descriptor.names {
                    let name = StringRef::from_value(executable.code().constant(name)).map(StringRef::to_string_lossy);
                    if let Some(private) = name.as_deref().and_then(|n| n.strip_prefix('#')) {
                        names.push(private.to_string());
                    }
                }
            }
            current = scope.parent();
        }
        names
    }

    /// The bytecode of an executable and of every function nested in it, as text.
    pub fn disassemble(&self, executable: crate::runtime::executable::ExecutableRef) -> String {
        crate::bytecode::disassemble::disassemble_all(executable.code())
    }

    /// Runs compiled top-level code (a script, eval or module body) with `this` and
    /// `scope`, from Rust or from an instruction, and returns its completion value.
    pub(crate) fn run_code(
        &mut self,
        executable: crate::runtime::executable::ExecutableRef,
        this: JSValue,
        scope: JSValue,
    ) -> JsResult<JSValue> {
        let window = self.stack.top;
        if self.native_depth >= self.options.max_native_depth {
            return Err(self.throw_error(crate::error::Message::StackOverflow));
        }
        self.push_code_frame(executable, this, scope)?;
        self.native_depth += 1;
        let result = self.execute();
        self.native_depth -= 1;
        self.stack.top = window;
        result
    }
}
