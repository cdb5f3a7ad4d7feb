//! `eval`, direct and indirect, and running compiled top-level code.
//!
//! A direct eval is a `CallEval` instruction whose callee turns out to be the realm's %eval%
//! (`op_call_eval` in ops/call.rs decides, and calls any other callee normally): its
//! argument is compiled as eval code in the caller's scope and run.

use crate::bytecode::Reg;
use crate::error::JsResult;
use crate::interpreter::Cursor;
use crate::interpreter::call::ArgumentWindow;
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
    /// 19.2.1.1 PerformEval ( x, strictCaller, true ): a direct `eval` of the first of
    /// `arguments` in the frame at `cursor` (a non-string is returned as is).
    pub(crate) fn direct_eval(
        &mut self,
        cursor: Cursor,
        arguments: ArgumentWindow,
        in_parameters: bool,
    ) -> JsResult<JSValue> {
        let r = cursor.registers;
        let source = if arguments.count > 0 { self.stack.register(arguments.first) } else { JSValue::UNDEFINED };
        let Some(source) = StringRef::from_value(source) else {
            return Ok(source);
        };
        let code = cursor.code;
        let private_names = self.private_names_in_scope(r.get(Reg::SCOPE));
        let context = crate::compiler::EvalContext {
            direct: true,
            strict: code.strict,
            flags: code.eval_flags,
            private_names,
            in_parameters,
            origin: code.source.origin.clone(),
        };
        let executable = self.compile_eval(source, context)?;
        self.run_code(executable, r.get(Reg::THIS), r.get(Reg::SCOPE))
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
            if let Some(of) = scope.descriptor() {
                for &name in &of.get().names {
                    let name = StringRef::from_value(of.code().constant(name)).map(StringRef::to_string_lossy);
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
        if self.native_calls_too_deep() {
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
