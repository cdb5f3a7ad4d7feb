//! Code generation: the second walk over the syntax, emitting bytecode.
//!
//! One [`Codegen`] serves a whole compilation; [`FunctionState`] is the code block being
//! built, swapped out while a nested function is compiled. Statements, expressions,
//! bindings, patterns, functions and classes, and generators each have their file.

mod binary;
mod bindings;
mod calls;
mod classes;
mod control;
mod disposal;
mod expressions;
mod functions;
mod generators;
mod intrinsics;
mod module;
mod operators;
mod patterns;
mod properties;
mod statements;
mod tail_calls;

use std::collections::HashMap;
use std::rc::Rc;

use boa_ast::{Script, Span};
use boa_interner::{Interner, Sym};

use super::analysis::SpecialNames;
use super::emitter::{BlockParts, Emitter};
use super::positions::{LineIndex, StartPositions, keyword_before};
use super::scopes::{FunctionId, ScopeId, ScopeTree};
use super::using_fixup::UsingHeads;
use super::{CompileError, SyntaxError};
use crate::bytecode::code_block::{EvalFlags, GlobalDeclarations, SourceFile};
use crate::bytecode::{CodeKind, Const, FunctionKind, Instruction, Reg};
use crate::heap::Rooted;
use crate::runtime::executable::ExecutableRef;
use crate::value::JSValue;
use crate::vm::Vm;

pub(crate) use control::Control;
pub(crate) use disposal::declares_using;

pub(crate) type CResult<T> = Result<T, CompileError>;

/// The code block being generated.
pub(crate) struct FunctionState {
    pub e: Emitter,
    pub function: FunctionId,
    /// The innermost scope of the code being generated.
    pub scope: ScopeId,
    pub kind: CodeKind,
    pub strict: bool,
    /// Breakable statements, `finally` blocks and loops that need closing, innermost last.
    pub control: Vec<Control>,
    /// Materialized scopes this function has pushed and not popped.
    pub runtime_depth: u16,
    /// Script and eval code: where statement completion values go.
    pub completion: Option<Reg>,
    /// Generators and async functions: the register of their state object.
    pub state: Option<Reg>,
    /// Labels waiting for the statement they label.
    pub pending_labels: Vec<Sym>,
    /// Code of parameter initializers is being generated.
    pub in_parameters: bool,
    /// `try` blocks around the code being generated (a call in one is not a tail call).
    pub try_depth: u16,
    /// The resource list of the innermost scope of `using` declarations, and whether it
    /// is disposed of asynchronously (`disposal.rs`).
    pub disposal: Option<(Reg, bool)>,
    /// The next call is in tail position: it keeps its argument window, which its
    /// `TailCall` form needs (`tail_calls.rs`).
    pub tail_call_next: bool,
    /// The descriptor each materialized scope of this function was pushed with.
    pub scope_descriptors: HashMap<ScopeId, crate::bytecode::Slot>,
}

impl FunctionState {
    fn new(
        function: FunctionId,
        scope: ScopeId,
        kind: CodeKind,
        strict: bool,
        first_free_register: u16,
    ) -> FunctionState {
        FunctionState {
            e: Emitter::new(first_free_register),
            function,
            scope,
            kind,
            strict,
            control: Vec::new(),
            runtime_depth: 0,
            completion: None,
            state: None,
            pending_labels: Vec::new(),
            scope_descriptors: HashMap::new(),
            in_parameters: false,
            try_depth: 0,
            disposal: None,
            tail_call_next: false,
        }
    }

    pub fn function_kind(&self) -> Option<FunctionKind> {
        match self.kind {
            CodeKind::Function(kind) => Some(kind),
            _ => None,
        }
    }
}

pub(crate) struct Codegen<'a> {
    pub vm: &'a mut Vm,
    pub interner: &'a mut Interner,
    pub tree: ScopeTree,
    pub specials: SpecialNames,
    pub source: Rc<SourceFile>,
    /// The `const` for-heads that were `using` ones before the `using` workaround
    /// (`using_fixup`) rewrote them.
    pub using_heads: &'a UsingHeads,
    /// `undefined`, which at global scope is a constant.
    pub undefined_sym: Sym,
    /// Atoms made for interned names, kept alive for the compilation.
    atoms: HashMap<Sym, Rooted<JSValue>>,
    /// Where expressions whose span boa_ast computes start (see `positions`).
    pub(super) starts: StartPositions,
    /// Where the source's lines start, made when first needed.
    lines: Option<LineIndex>,
    /// The name of the value the pattern bound next destructures (`SiteNames`).
    pub pattern_operand: Option<String>,
    /// What the top-level code is (script, module, eval): arrow functions anywhere in it
    /// take their `this` from it.
    pub top_kind: CodeKind,
    pub f: FunctionState,
}

impl<'a> Codegen<'a> {
    fn new(
        vm: &'a mut Vm,
        interner: &'a mut Interner,
        tree: ScopeTree,
        specials: SpecialNames,
        source: Rc<SourceFile>,
        using_heads: &'a UsingHeads,
        kind: CodeKind,
    ) -> Codegen<'a> {
        let strict = tree.functions[0].strict;
        let scope = tree.functions[0].scope;
        let undefined_sym = interner.get_or_intern("undefined");
        Codegen {
            undefined_sym,
            vm,
            interner,
            tree,
            specials,
            source,
            using_heads,
            atoms: HashMap::new(),
            starts: StartPositions::default(),
            lines: None,
            pattern_operand: None,
            top_kind: kind,
            f: FunctionState::new(0, scope, kind, strict, Reg::HEADER),
        }
    }

    pub fn emit(&mut self, instruction: Instruction) {
        self.f.e.emit(instruction);
    }

    /// Records the source position of the next instructions.
    pub fn position(&mut self, span: Span) {
        self.position_at(span.start());
    }

    pub fn position_at(&mut self, start: boa_ast::Position) {
        self.f.e.set_position(start.line_number(), start.column_number());
    }

    /// Records that the next instructions come from where `expression` starts.
    pub fn position_of(&mut self, expression: &boa_ast::Expression) {
        let start = self.starts.start_of(expression);
        self.position_at(start);
    }

    /// Records that the next instructions come from where `access` starts.
    pub fn position_of_access(&mut self, access: &boa_ast::expression::access::PropertyAccess) {
        let start = self.starts.start_of_access(access);
        self.position_at(start);
    }

    /// Records that the next instructions come from the `throw` keyword before `target`
    /// (where it starts, if the source has no `throw` right before it).
    pub fn position_of_throw(&mut self, target: &boa_ast::Expression) {
        let start = self.starts.start_of(target);
        let (line, column) = (start.line_number(), start.column_number());
        let text = &self.source.text;
        let lines = self.lines.get_or_insert_with(|| LineIndex::new(text));
        let column = keyword_before(text, lines, "throw", line, column).unwrap_or(column);
        self.f.e.set_position(line, column);
    }

    /// Whether the assignment target `identifier` is written in parentheses (`(f) = …`): it
    /// is then no IdentifierRef, and an anonymous function assigned to it gets no name
    /// (13.15.2 step 1.c). boa_ast drops the parentheses, but the token after the
    /// identifier tells: an assignment operator when bare, `)` when parenthesized.
    pub fn is_parenthesized_target(&mut self, identifier: &boa_ast::expression::Identifier) -> bool {
        let end = boa_ast::Spanned::span(identifier).end();
        let text = &self.source.text;
        let lines = self.lines.get_or_insert_with(|| LineIndex::new(text));
        let next = lines
            .offset(text, end.line_number(), end.column_number())
            .and_then(|offset| super::positions::skip_trivia(text, offset));
        next.is_some_and(|offset| text[offset] == u16::from(b')'))
    }

    /// The name of `expression` in messages (`compiler/operand_names.rs`).
    pub fn operand_name(&self, expression: &boa_ast::Expression) -> Option<String> {
        crate::compiler::operand_names::operand_name(expression, self.interner)
    }

    /// Names the operand of the next instruction (`SiteNames`).
    pub fn name_operand(&mut self, name: Option<&str>) {
        self.f.e.name_operand(name);
    }

    /// The atom for an interned name.
    pub fn atom(&mut self, sym: Sym) -> CResult<JSValue> {
        if let Some(atom) = self.atoms.get(&sym) {
            return Ok(atom.get());
        }
        let units: Vec<u16> = self.interner.resolve_expect(sym).utf16().to_vec();
        let string = self.vm.new_string_utf16(&units)?;
        let atom = self.vm.atomize(string)?.to_value();
        self.atoms.insert(sym, self.vm.root_value(atom));
        Ok(atom)
    }

    /// A constant holding the atom for `sym`.
    pub fn name_constant(&mut self, sym: Sym) -> CResult<Const> {
        let atom = self.atom(sym)?;
        let rooted = self.vm.root_value(atom);
        Ok(self.f.e.constant(rooted))
    }

    /// A constant holding the atom for `text`.
    pub fn str_constant(&mut self, text: &str) -> CResult<Const> {
        let sym = self.interner.get_or_intern(text);
        self.name_constant(sym)
    }

    /// A constant holding `value` (already rooted by the caller or not a cell).
    pub fn value_constant(&mut self, value: JSValue) -> Const {
        let rooted = self.vm.root_value(value);
        self.f.e.constant(rooted)
    }

    pub fn name_text(&self, sym: Sym) -> String {
        self.interner.resolve_expect(sym).to_string()
    }

    /// Raises a syntax error found while generating code (limits the parser cannot see).
    pub fn syntax_error(&self, message: &str, span: Option<Span>) -> CompileError {
        let (line, column) = span.map_or((1, 1), |s| (s.start().line_number(), s.start().column_number()));
        CompileError::Syntax(SyntaxError::at(message, line, column))
    }

    /// Fails compilation when a function needs more registers than a frame may have.
    pub fn check_registers(&self) -> CResult<()> {
        if self.f.e.registers_exhausted() {
            return Err(self.syntax_error("Function is too large to compile", None));
        }
        Ok(())
    }

    /// Finishes the current block into an executable.
    fn finish(&mut self, state: FunctionState, parts: BlockParts) -> CResult<ExecutableRef> {
        if state.e.registers_exhausted() {
            return Err(self.syntax_error("Function is too large to compile", None));
        }
        let (code, constants) = state.e.finish(parts);
        let executable = self.vm.new_executable(code)?;
        drop(constants);
        Ok(executable)
    }
}

/// The flags for a direct eval inside code of `function`.
fn eval_flags_for(tree: &ScopeTree, scope: ScopeId, inherited: EvalFlags) -> EvalFlags {
    let function = tree.this_function(scope);
    match tree.functions[function].kind {
        None => inherited,
        Some(kind) => EvalFlags {
            new_target_allowed: true,
            super_property_allowed: matches!(
                kind,
                FunctionKind::Method
                    | FunctionKind::ClassConstructor { .. }
                    | FunctionKind::ClassFieldInitializer
                    | FunctionKind::ClassStaticInitializer
            ) || inherited.super_property_allowed,
            super_call_allowed: matches!(kind, FunctionKind::ClassConstructor { derived: true }),
            in_class_field_initializer: matches!(
                kind,
                FunctionKind::ClassFieldInitializer | FunctionKind::ClassStaticInitializer
            ),
        },
    }
}

/// Compiles a script's top level.
pub(super) fn script(
    vm: &mut Vm,
    script: &Script,
    interner: &mut Interner,
    tree: ScopeTree,
    specials: SpecialNames,
    source: Rc<SourceFile>,
    using_heads: &UsingHeads,
) -> CResult<ExecutableRef> {
    let mut g = Codegen::new(vm, interner, tree, specials, source, using_heads, CodeKind::Script);
    let completion = g.f.e.temp();
    g.f.completion = Some(completion);
    g.emit(Instruction::LoadUndefined { dst: completion });
    let items = script.statements().statements();
    let declarations = g.global_declarations(items)?;
    g.scope_statements(items)?;
    g.emit(Instruction::Return { src: completion });
    let state = std::mem::replace(&mut g.f, FunctionState::new(0, 0, CodeKind::Script, false, Reg::HEADER));
    let parts = BlockParts {
        name: "<script>".to_string(),
        kind: CodeKind::Script,
        strict: state.strict,
        parameter_count: 0,
        source: g.source.clone(),
        function: None,
        arguments_mapping: Vec::new(),
        global_declarations: Some(declarations),
        eval_flags: EvalFlags::default(),
        module: None,
    };
    g.finish(state, parts)
}

/// Compiles a module.
pub(super) fn module(
    vm: &mut Vm,
    module: &boa_ast::Module,
    interner: &mut Interner,
    tree: ScopeTree,
    specials: SpecialNames,
    source: Rc<SourceFile>,
    using_heads: &UsingHeads,
) -> CResult<ExecutableRef> {
    let mut g = Codegen::new(vm, interner, tree, specials, source, using_heads, CodeKind::Module);
    g.f.strict = true;
    module::module(&mut g, module)
}

/// Compiles eval code.
#[allow(clippy::too_many_arguments)]
pub(super) fn eval(
    vm: &mut Vm,
    script: &Script,
    interner: &mut Interner,
    tree: ScopeTree,
    specials: SpecialNames,
    source: Rc<SourceFile>,
    using_heads: &UsingHeads,
    direct: bool,
    strict: bool,
    flags: EvalFlags,
) -> CResult<ExecutableRef> {
    let kind = CodeKind::Eval { direct };
    let mut g = Codegen::new(vm, interner, tree, specials, source, using_heads, kind);
    g.f.strict = strict;
    let completion = g.f.e.temp();
    g.f.completion = Some(completion);
    g.emit(Instruction::LoadUndefined { dst: completion });
    let items = script.statements().statements();
    g.eval_declarations(items, strict)?;
    g.statements(items)?;
    g.emit(Instruction::Return { src: completion });
    let state = std::mem::replace(&mut g.f, FunctionState::new(0, 0, kind, false, Reg::HEADER));
    let parts = BlockParts {
        name: "<eval>".to_string(),
        kind,
        strict,
        parameter_count: 0,
        source: g.source.clone(),
        function: None,
        arguments_mapping: Vec::new(),
        global_declarations: None,
        eval_flags: flags,
        module: None,
    };
    g.finish(state, parts)
}

impl Codegen<'_> {
    /// The declarations of a script, for GlobalDeclarationInstantiation.
    fn global_declarations(&mut self, items: &[boa_ast::StatementListItem]) -> CResult<GlobalDeclarations> {
        use super::declarations::{LexicalName, lexical_names, top_level_functions, var_names};
        let mut declarations = GlobalDeclarations::default();
        for name in var_names(items) {
            declarations.vars.push(self.name_constant(name)?.0);
        }
        // B.3.3 function names of the script's own blocks become vars too.
        let annex_b = self.annex_b_names(self.tree.functions[0].scope);
        let mut seen: rustc_hash::FxHashSet<_> = declarations.vars.iter().copied().collect();
        for name in annex_b {
            let constant = self.name_constant(name)?.0;
            if seen.insert(constant) {
                declarations.vars.push(constant);
            }
        }
        for function in top_level_functions(items) {
            let name = function.name.expect("declarations are named").sym();
            let executable = self.compile_function(function, None)?;
            let name = self.name_constant(name)?.0;
            let rooted = self.vm.root_value(executable.to_value());
            let executable = self.f.e.unique_constant(rooted).0;
            declarations.functions.push((name, executable));
        }
        for lexical in lexical_names(items, false) {
            let constant = matches!(lexical, LexicalName::Const(..));
            declarations.lexicals.push((self.name_constant(lexical.name())?.0, constant));
        }
        Ok(declarations)
    }

    /// The names B.3.3 makes vars of `var_scope`, once each, in declaration order.
    pub fn annex_b_names(&self, var_scope: ScopeId) -> Vec<Sym> {
        let mut indices: Vec<usize> = self
            .tree
            .annex_b_functions
            .values()
            .filter(|&&(scope, _)| scope == var_scope)
            .map(|&(_, index)| index)
            .collect();
        indices.sort_unstable();
        indices.dedup();
        indices.into_iter().map(|index| self.tree.binding(var_scope, index).name).collect()
    }
}
