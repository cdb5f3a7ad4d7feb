//! Functions: compiling a nested function into its own code block, and its prologue
//! (FunctionDeclarationInstantiation): scope cells, `this` and friends for arrows, the
//! parameters with their defaults, `arguments`, hoisted functions, then the body.

use boa_ast::function::FormalParameterList;
use boa_interner::Sym;

use super::bindings::StoreMode;
use super::control::COMPLETION_NORMAL;
use super::{CResult, Codegen, FunctionState};
use crate::bytecode::code_block::{EvalFlags, FunctionInfo};
use crate::bytecode::{CodeKind, FunctionKind, Instruction, Reg};
use crate::compiler::declarations;
use crate::compiler::emitter::BlockParts;
use crate::compiler::nodes::FunctionNode;
use crate::compiler::scopes::{BindingKind, Special, Storage};
use crate::runtime::executable::ExecutableRef;

impl Codegen<'_> {
    /// Makes the function object for `node` in `dst`, named `name` when it has no name of
    /// its own (`Some(EMPTY_STRING)` for none at all).
    pub fn new_function_named(&mut self, node: FunctionNode<'_>, name: Option<Sym>, dst: Reg) -> CResult<()> {
        let executable = self.compile_function(node, name)?;
        let rooted = self.vm.root_value(executable.to_value());
        let constant = self.f.e.unique_constant(rooted);
        self.emit(Instruction::NewFunction { dst, executable: constant });
        Ok(())
    }

    /// A hoisted function declaration's object.
    pub fn new_function_object(&mut self, node: FunctionNode<'_>, dst: Reg) -> CResult<()> {
        self.new_function_named(node, None, dst)
    }

    /// Compiles a function into an executable.
    pub fn compile_function(&mut self, node: FunctionNode<'_>, name: Option<Sym>) -> CResult<ExecutableRef> {
        let id = self.tree.function_for_key(node.key);
        let data = self.tree.functions[id].clone();
        let parameter_count = node.parameters.as_ref().iter().filter(|p| !p.is_rest_param()).count() as u16;
        let strict = data.strict;
        // Self-hosted builtins are methods: no `prototype`, not constructors.
        let function_kind = match node.kind {
            FunctionKind::Normal if self.source.self_hosted => FunctionKind::Method,
            kind => kind,
        };
        let kind = CodeKind::Function(function_kind);
        let state = FunctionState::new(id, data.scope, kind, strict, Reg::HEADER + parameter_count);
        let outer = std::mem::replace(&mut self.f, state);
        let result = self.function_body(node, parameter_count);
        let state = std::mem::replace(&mut self.f, outer);
        result?;
        let own_name = node.name.map(|n| n.sym()).or(name);
        let display_name = own_name.map(|n| self.name_text(n)).unwrap_or_default();
        // The name constant goes in the function's own block.
        let mut state = state;
        let name_constant = match own_name {
            Some(sym) => {
                let atom = self.atom(sym)?;
                let rooted = self.vm.root_value(atom);
                Some(state.e.constant(rooted).0)
            }
            None => None,
        };
        let source_range = node
            .linear_span
            .filter(|_| !self.source.self_hosted)
            .map(|span| (span.start().pos() as u32, span.end().pos() as u32));
        let arguments_mapping = self.arguments_mapping(id, node.parameters);
        let eval_flags = self.eval_flags_of(id);
        let parts = BlockParts {
            name: display_name,
            kind,
            strict,
            parameter_count,
            source: self.source.clone(),
            function: Some(FunctionInfo {
                kind: function_kind,
                name: name_constant,
                length: node.parameters.length(),
                has_simple_parameters: node.parameters.is_simple(),
                source_range,
            }),
            arguments_mapping,
            global_declarations: None,
            eval_flags,
            module: None,
        };
        self.finish(state, parts)
    }

    /// The eval flags for direct evals in function `id`.
    fn eval_flags_of(&self, id: usize) -> EvalFlags {
        let scope = self.tree.functions[id].scope;
        self.current_eval_flags_at(scope)
    }

    fn current_eval_flags_at(&self, scope: usize) -> EvalFlags {
        super::eval_flags_for(&self.tree, scope, EvalFlags::default())
    }

    /// For a mapped arguments object: each parameter's scope slot, by position (a later
    /// parameter of the same name wins).
    fn arguments_mapping(&self, id: usize, parameters: &FormalParameterList) -> Vec<Option<u16>> {
        let data = &self.tree.functions[id];
        if data.arguments.is_none() || !data.mapped_arguments() {
            return Vec::new();
        }
        let scope = &self.tree.scopes[data.scope];
        let names: Vec<Sym> = parameters
            .as_ref()
            .iter()
            .map(|p| match p.variable().binding() {
                boa_ast::declaration::Binding::Identifier(identifier) => identifier.sym(),
                boa_ast::declaration::Binding::Pattern(_) => unreachable!("simple parameter lists have no patterns"),
            })
            .collect();
        // A repeated name maps only its last parameter (10.4.4.6 step 17).
        let last: rustc_hash::FxHashMap<Sym, usize> =
            names.iter().enumerate().map(|(position, name)| (*name, position)).collect();
        names
            .iter()
            .enumerate()
            .map(|(position, name)| {
                if last[name] != position {
                    return None;
                }
                let index = scope.find(*name)?;
                match scope.bindings[index].storage {
                    Storage::Slot(slot) => Some(slot),
                    _ => None,
                }
            })
            .collect()
    }

    /// The prologue and body of the function being compiled.
    fn function_body(&mut self, node: FunctionNode<'_>, parameter_count: u16) -> CResult<()> {
        let id = self.f.function;
        let data = self.tree.functions[id].clone();
        let kind = node.kind;
        // Calls of an ordinary function that makes calls and has no loops are counted, so
        // that a recursive one gets a trace from its entry (jit/DESIGN.md, "Traces from a
        // function's entry"); the builtins' are not. (The hint costs every call a dispatch:
        // a function that calls nothing cannot call itself.)
        let ordinary = matches!(kind, FunctionKind::Normal | FunctionKind::Arrow | FunctionKind::Method);
        if ordinary && data.contains_call && !data.contains_loop && !self.source.self_hosted {
            let counter = self.f.e.loop_counter();
            self.emit(Instruction::FunctionHint { counter });
        }
        // Async functions settle their promise instead of throwing: the whole body, the
        // parameters included, is one try region.
        let asynchronous = matches!(kind, FunctionKind::Async | FunctionKind::AsyncArrow);
        let async_region = if asynchronous {
            let state = self.f.e.temp();
            self.f.state = Some(state);
            self.emit(Instruction::AsyncFunctionStart { state });
            let (start, end, handler) = (self.f.e.label(), self.f.e.label(), self.f.e.label());
            self.f.e.bind(start);
            Some((start, end, handler))
        } else {
            None
        };
        if kind == (FunctionKind::ClassConstructor { derived: false }) {
            self.emit(Instruction::InitializeFields { constructor: Reg::CALLEE, this: Reg::THIS });
        }
        // Simple parameters keep the registers the arguments arrive in.
        let parameter_names: Vec<Sym> = crate::compiler::analysis::parameter_names(node.parameters);
        if data.has_simple_parameters {
            for (position, parameter) in node.parameters.as_ref().iter().enumerate() {
                let boa_ast::declaration::Binding::Identifier(identifier) = parameter.variable().binding() else {
                    unreachable!("simple parameter lists have no patterns")
                };
                let index = self.tree.scopes[data.scope].find(identifier.sym()).expect("parameters are declared");
                if !matches!(self.tree.binding(data.scope, index).storage, Storage::Unassigned | Storage::Register(_)) {
                    continue;
                }
                let arrival = Reg(Reg::HEADER + position as u16);
                // A strict function reading its arguments by index without an object reads
                // the registers they arrived in, which must keep the values called with.
                let register = if data.lazy_arguments && data.strict {
                    let copy = self.f.e.temp();
                    self.emit(Instruction::Mov { dst: copy, src: arrival });
                    copy
                } else {
                    arrival
                };
                self.tree.binding_mut(data.scope, index).storage = Storage::Register(register);
            }
        }
        self.enter_scope(data.scope)?;
        self.initialize_specials(&data, kind)?;
        // A named function expression's own name.
        if let Some(name) = node.name
            && node.binds_own_name
            && let Some(index) = self.tree.scopes[data.scope].find(name.sym())
            && self.tree.binding(data.scope, index).kind == BindingKind::FunctionSelfName
        {
            self.store_name(name.sym(), Reg::CALLEE, StoreMode::Initialize)?;
        }
        if data.has_simple_parameters {
            // Captured parameters move to their slots (a repeated name: its last one).
            let by_position = parameter_names_by_position(node.parameters);
            let last: rustc_hash::FxHashMap<Sym, usize> =
                by_position.iter().enumerate().map(|(position, name)| (*name, position)).collect();
            for (position, name) in by_position.into_iter().enumerate() {
                let index = self.tree.scopes[data.scope].find(name).expect("parameters are declared");
                if let Storage::Slot(slot) = self.tree.binding(data.scope, index).storage
                    && last[&name] == position
                {
                    self.emit(Instruction::PutScope { depth: 0, slot, src: Reg(Reg::HEADER + position as u16) });
                }
            }
        }
        let pending_arguments = self.arguments_object(&data)?;
        if !data.has_simple_parameters {
            // Eval in a parameter initializer may not declare `arguments` where the
            // parameters have that binding (the arguments object, or a parameter so named).
            self.f.in_parameters = !node.kind.is_arrow() || parameter_names.contains(&boa_interner::Sym::ARGUMENTS);
            self.parameters_with_expressions(node.parameters)?;
            self.f.in_parameters = false;
        }
        let _ = parameter_count;
        // The body's own scope, when parameter expressions need it apart.
        let body_mark = if data.body_scope != data.scope {
            let mark = self.enter_scope(data.body_scope)?;
            // Vars named like parameters start with the parameter's value.
            let is_parameter: rustc_hash::FxHashSet<Sym> = parameter_names.iter().copied().collect();
            for index in 0..self.tree.scopes[data.body_scope].bindings.len() {
                let binding = self.tree.binding(data.body_scope, index).clone();
                if binding.kind == BindingKind::Var && is_parameter.contains(&binding.name) {
                    let saved = self.f.scope;
                    self.f.scope = data.scope;
                    let value = self.load_name(binding.name, None, None)?;
                    self.f.scope = saved;
                    self.store_name(binding.name, value, StoreMode::Initialize)?;
                }
            }
            if let Some((register, name)) = pending_arguments {
                self.store_name(name, register, StoreMode::Initialize)?;
            }
            Some(mark)
        } else {
            None
        };
        let items = node.body.statements();
        for function in declarations::top_level_functions(items) {
            self.instantiate_function(function)?;
        }
        if kind.is_generator() {
            let state = self.f.e.temp();
            self.f.state = Some(state);
            self.emit(Instruction::InitialYield { state });
        }
        self.scope_statements(items)?;
        let _ = body_mark;
        let undefined = self.f.e.temp();
        self.emit(Instruction::LoadUndefined { dst: undefined });
        self.final_return(undefined)?;
        if let Some((start, end, handler)) = async_region {
            self.f.e.bind(end);
            self.f.e.bind(handler);
            let exception = self.f.e.temp();
            self.emit(Instruction::Catch { dst: exception });
            let state = self.f.state.expect("async state");
            self.emit(Instruction::AsyncReject { state, src: exception });
            self.f.e.add_handler(start, end, handler);
        }
        let _ = COMPLETION_NORMAL;
        Ok(())
    }

    /// Stores `this`, `new.target` and the function in the slots arrows and eval read
    /// them from (a derived constructor's `this` starts unbound).
    pub fn initialize_specials(
        &mut self,
        data: &crate::compiler::scopes::FunctionData,
        kind: FunctionKind,
    ) -> CResult<()> {
        for (special, register) in
            [(Special::This, Reg::THIS), (Special::NewTarget, Reg::NEW_TARGET), (Special::Function, Reg::CALLEE)]
        {
            let name = self.specials.of(special);
            let Some(index) = self.tree.scopes[data.scope].find(name) else { continue };
            match self.tree.binding(data.scope, index).storage {
                Storage::Slot(slot) => {
                    let unbound =
                        special == Special::This && kind == (FunctionKind::ClassConstructor { derived: true });
                    if !unbound {
                        self.emit(Instruction::PutScope { depth: 0, slot, src: register });
                    }
                }
                _ => {
                    // Not captured after all: reads use the frame register.
                    self.tree.binding_mut(data.scope, index).storage = Storage::Register(register);
                }
            }
        }
        Ok(())
    }

    /// Creates the arguments object if the function has one. When its binding is a `var`
    /// of a separate body scope, the object is returned to be stored once that scope is
    /// entered.
    fn arguments_object(&mut self, data: &crate::compiler::scopes::FunctionData) -> CResult<Option<(Reg, Sym)>> {
        let Some((scope, index)) = data.arguments else { return Ok(None) };
        if data.lazy_arguments {
            return Ok(None);
        }
        let register = self.f.e.temp();
        self.emit(Instruction::CreateArguments { dst: register, mapped: data.mapped_arguments() as u8 });
        let name = self.tree.binding(scope, index).name;
        if scope == self.f.scope {
            self.store_name(name, register, StoreMode::Initialize)?;
            return Ok(None);
        }
        Ok(Some((register, name)))
    }

    /// Parameters with defaults, patterns or a rest: bound in order, each default
    /// evaluated when its argument is undefined.
    fn parameters_with_expressions(&mut self, parameters: &FormalParameterList) -> CResult<()> {
        for (position, parameter) in parameters.as_ref().iter().enumerate() {
            let mark = self.f.e.mark();
            let value = self.f.e.temp();
            if parameter.is_rest_param() {
                self.emit(Instruction::CreateRest { dst: value, first: position as u16 });
            } else {
                self.emit(Instruction::Mov { dst: value, src: Reg(Reg::HEADER + position as u16) });
            }
            let variable = parameter.variable();
            if let Some(init) = variable.init() {
                let skip = self.f.e.label();
                let target = self.f.e.target(skip);
                self.emit(Instruction::JumpIfNotUndefined { src: value, target });
                let name = match variable.binding() {
                    boa_ast::declaration::Binding::Identifier(identifier) => Some(identifier.sym()),
                    _ => None,
                };
                self.expression_named(init, name, value)?;
                self.f.e.bind(skip);
            }
            self.bind_binding(variable.binding(), value, StoreMode::Initialize)?;
            self.f.e.release(mark);
        }
        Ok(())
    }
}

fn parameter_names_by_position(parameters: &FormalParameterList) -> Vec<Sym> {
    parameters
        .as_ref()
        .iter()
        .map(|p| match p.variable().binding() {
            boa_ast::declaration::Binding::Identifier(identifier) => identifier.sym(),
            boa_ast::declaration::Binding::Pattern(_) => unreachable!("simple parameter lists have no patterns"),
        })
        .collect()
}
