//! Bindings: entering and leaving scopes, and reading and writing names wherever they live
//! (registers, scope slots, globals, or by name at run time).

use boa_ast::StatementListItem;
use boa_ast::expression::Identifier;
use boa_interner::Sym;

use super::{CResult, Codegen};
use crate::bytecode::code_block::ScopeDescriptor;
use crate::bytecode::{Instruction, Reg};
use crate::compiler::analysis::needs_tdz_check;
use crate::compiler::emitter::RegisterMark;
use crate::compiler::nodes::FunctionNode;
use crate::compiler::scopes::{BindingKind, Resolution, ScopeId, ScopeKind, Storage};

/// Whether a store initialises a binding (a declaration) or assigns it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum StoreMode {
    Initialize,
    Assign,
}

impl Codegen<'_> {
    /// Enters `scope`: pushes its cell if it has one, gives its register bindings their
    /// registers and puts the lexical ones in their dead zone. Returns the register mark
    /// to release when leaving.
    pub fn enter_scope(&mut self, scope: ScopeId) -> CResult<RegisterMark> {
        let mark = self.f.e.mark();
        self.f.scope = scope;
        let kind = self.tree.scopes[scope].kind;
        if kind == ScopeKind::Module {
            // A module's scope cell is made when the module is linked; its code starts in
            // it.
            let descriptor = self.scope_descriptor(scope)?;
            let index = self.f.e.scope_descriptor(descriptor);
            self.f.scope_descriptors.insert(scope, crate::bytecode::Slot(index));
        } else if self.tree.scopes[scope].materialized && kind != ScopeKind::With {
            let descriptor = self.scope_descriptor(scope)?;
            let index = self.f.e.scope_descriptor(descriptor);
            self.emit(Instruction::PushScope { descriptor: crate::bytecode::Slot(index) });
            self.f.scope_descriptors.insert(scope, crate::bytecode::Slot(index));
            self.f.runtime_depth += 1;
        }
        for index in 0..self.tree.scopes[scope].bindings.len() {
            let binding = self.tree.binding(scope, index);
            if binding.storage == Storage::Unassigned {
                let register = self.f.e.temp();
                let lexical = binding.kind.is_lexical();
                self.tree.binding_mut(scope, index).storage = Storage::Register(register);
                if lexical {
                    self.emit(Instruction::LoadEmpty { dst: register });
                } else {
                    self.emit(Instruction::LoadUndefined { dst: register });
                }
            }
        }
        self.check_registers()?;
        Ok(mark)
    }

    /// Leaves the current scope (the one `enter_scope` entered last).
    pub fn leave_scope(&mut self, mark: RegisterMark) {
        let scope = self.f.scope;
        if self.tree.scopes[scope].materialized {
            self.emit(Instruction::PopScope {});
            self.f.runtime_depth -= 1;
        }
        self.f.scope = self.tree.scopes[scope].parent.expect("leaving a nested scope");
        self.f.e.release(mark);
    }

    /// The runtime description of a materialized scope: its slots' names and flags.
    fn scope_descriptor(&mut self, scope: ScopeId) -> CResult<ScopeDescriptor> {
        let bindings = self.tree.scopes[scope].bindings.clone();
        let mut slots: Vec<(u16, Sym, BindingKind)> = bindings
            .iter()
            .filter_map(|binding| match binding.storage {
                Storage::Slot(slot) => Some((slot, binding.name, binding.kind)),
                _ => None,
            })
            .collect();
        slots.sort_by_key(|slot| slot.0);
        let data = &self.tree.scopes[scope];
        let takes_eval_vars = data.is_var_scope || data.kind == ScopeKind::Function;
        let mut descriptor = ScopeDescriptor { takes_eval_vars, ..Default::default() };
        for (_, name, kind) in slots {
            descriptor.names.push(self.name_constant(name)?.0);
            descriptor.constants.push(kind.is_immutable());
            descriptor.sloppy_immutable.push(kind == BindingKind::FunctionSelfName);
            descriptor.starts_empty.push(kind.is_lexical() || matches!(kind, BindingKind::Special(_)));
        }
        Ok(descriptor)
    }

    /// Emits `PopScope` for every scope pushed since `depth` (leaving scopes by a jump).
    pub fn pop_scopes_to(&mut self, depth: u16) {
        for _ in depth..self.f.runtime_depth {
            self.emit(Instruction::PopScope {});
        }
    }

    /// Creates the functions declared at the top of a block (they are initialised when
    /// the block is entered).
    pub fn block_functions(&mut self, items: &[StatementListItem]) -> CResult<()> {
        for lexical in crate::compiler::declarations::lexical_names(items, true) {
            if let crate::compiler::declarations::LexicalName::Function(name, function) = lexical {
                let register = self.f.e.temp();
                self.new_function_object(function, register)?;
                self.store_name(name, register, StoreMode::Initialize)?;
            }
        }
        Ok(())
    }

    /// Creates a function declared in the current scope and stores it (hoisting).
    pub fn instantiate_function(&mut self, function: FunctionNode<'_>) -> CResult<()> {
        let mark = self.f.e.mark();
        let register = self.f.e.temp();
        self.new_function_object(function, register)?;
        let name = function.name.expect("declarations are named").sym();
        self.store_name(name, register, StoreMode::Initialize)?;
        self.f.e.release(mark);
        Ok(())
    }

    /// 19.2.1.3 EvalDeclarationInstantiation: sloppy eval declares its `var`s and
    /// functions in the caller's var scope (or the global object) at run time; strict eval
    /// keeps them in its own scope.
    pub fn eval_declarations(&mut self, items: &[StatementListItem], strict: bool) -> CResult<()> {
        use crate::compiler::declarations::{top_level_functions, var_names};
        let scope = self.tree.functions[0].scope;
        self.enter_scope(scope)?;
        let functions = top_level_functions(items);
        if strict {
            for function in functions {
                self.instantiate_function(function)?;
            }
            return Ok(());
        }
        let mut names: Vec<Sym> = var_names(items);
        let mut seen: rustc_hash::FxHashSet<Sym> = names.iter().copied().collect();
        for name in self.annex_b_names(scope) {
            if seen.insert(name) {
                names.push(name);
            }
        }
        // Every name is checked before any is declared (steps 3 and 8-10), functions first.
        let function_names: Vec<Sym> = functions.iter().filter_map(|f| f.name.map(|name| name.sym())).collect();
        let is_function: rustc_hash::FxHashSet<Sym> = function_names.iter().copied().collect();
        for (list, function) in [(&function_names, 1), (&names, 0)] {
            for &name in list {
                if function == 0 && is_function.contains(&name) {
                    continue;
                }
                let constant = self.name_constant(name)?;
                self.emit(Instruction::CheckEvalDeclaration { name: constant, function });
            }
        }
        for name in names {
            let constant = self.name_constant(name)?;
            self.emit(Instruction::DeclareName { name: constant });
        }
        for function in functions {
            let mark = self.f.e.mark();
            let register = self.f.e.temp();
            self.new_function_object(function, register)?;
            let name = self.name_constant(function.name.expect("declarations are named").sym())?;
            self.emit(Instruction::InitName { name, src: register });
            self.f.e.release(mark);
        }
        Ok(())
    }

    // Reading and writing names.

    pub fn resolve(&self, name: Sym) -> Resolution {
        self.tree.resolve(self.f.scope, name)
    }

    /// Reads `name` into `dst` (or any register when `dst` is `None`). `reference` is the
    /// identifier as written, which lets TDZ checks be elided after the declaration.
    pub fn load_name(&mut self, name: Sym, reference: Option<&Identifier>, dst: Option<Reg>) -> CResult<Reg> {
        if let Some(reference) = reference {
            self.position(boa_ast::Spanned::span(reference));
        }
        match self.resolve(name) {
            Resolution::Binding { scope, index, depth, same_function } => {
                let binding = self.tree.binding(scope, index).clone();
                let check =
                    reference.map_or(binding.kind.is_lexical(), |r| needs_tdz_check(&binding, r, same_function));
                match binding.storage {
                    Storage::Register(register) => {
                        if check {
                            let constant = self.name_constant(name)?;
                            self.emit(Instruction::CheckTdz { src: register, name: constant });
                        }
                        match dst {
                            Some(dst) if dst != register => {
                                self.emit(Instruction::Mov { dst, src: register });
                                Ok(dst)
                            }
                            _ => Ok(register),
                        }
                    }
                    Storage::Slot(slot) if binding.kind == BindingKind::Import => {
                        let dst = dst.unwrap_or_else(|| self.f.e.temp());
                        let constant = self.name_constant(name)?;
                        self.emit(Instruction::GetImport { dst, depth, slot, name: constant });
                        Ok(dst)
                    }
                    Storage::Slot(slot) => {
                        let dst = dst.unwrap_or_else(|| self.f.e.temp());
                        if check {
                            let constant = self.name_constant(name)?;
                            self.emit(Instruction::GetScopeChecked { dst, depth, slot, name: constant });
                        } else {
                            self.emit(Instruction::GetScope { dst, depth, slot });
                        }
                        Ok(dst)
                    }
                    other => unreachable!("binding {} has storage {other:?} when read", self.name_text(name)),
                }
            }
            Resolution::Global => {
                let dst = dst.unwrap_or_else(|| self.f.e.temp());
                if name == self.undefined_sym {
                    self.emit(Instruction::LoadUndefined { dst });
                    return Ok(dst);
                }
                let constant = self.name_constant(name)?;
                let cache = self.f.e.global_cache();
                self.emit(Instruction::GetGlobal { dst, name: constant, cache });
                Ok(dst)
            }
            Resolution::Dynamic => {
                let dst = dst.unwrap_or_else(|| self.f.e.temp());
                let constant = self.name_constant(name)?;
                self.emit(Instruction::GetName { dst, name: constant });
                Ok(dst)
            }
        }
    }

    /// `typeof name`: an unresolvable name gives "undefined" instead of throwing.
    pub fn typeof_name(&mut self, name: Sym, reference: &Identifier, dst: Reg) -> CResult<()> {
        match self.resolve(name) {
            Resolution::Global => {
                let constant = self.name_constant(name)?;
                let cache = self.f.e.global_cache();
                self.emit(Instruction::TypeOfGlobal { dst, name: constant, cache });
            }
            Resolution::Dynamic => {
                let constant = self.name_constant(name)?;
                self.emit(Instruction::TypeOfName { dst, name: constant });
            }
            Resolution::Binding { .. } => {
                let value = self.load_name(name, Some(reference), None)?;
                self.emit(Instruction::TypeOf { dst, src: value });
            }
        }
        Ok(())
    }

    /// Writes `value` to `name`.
    pub fn store_name(&mut self, name: Sym, value: Reg, mode: StoreMode) -> CResult<()> {
        self.store_name_at(name, value, mode, None)
    }

    /// Writes `value` to `name` as written at `reference` (which lets an assignment after
    /// the declaration skip the TDZ check).
    pub fn store_name_at(
        &mut self,
        name: Sym,
        value: Reg,
        mode: StoreMode,
        reference: Option<&Identifier>,
    ) -> CResult<()> {
        let strict = self.f.strict;
        match self.resolve(name) {
            Resolution::Binding { scope, index, depth, same_function } => {
                let binding = self.tree.binding(scope, index).clone();
                let assign = mode == StoreMode::Assign;
                if assign && binding.kind.is_immutable() {
                    // TDZ first, then the const error (or silence, for a function's own
                    // name in sloppy code).
                    let check = self.f.e.temp();
                    self.load_name(name, None, Some(check))?;
                    if binding.kind == BindingKind::FunctionSelfName && !strict {
                        return Ok(());
                    }
                    let constant = self.name_constant(name)?;
                    self.emit(Instruction::ThrowConstAssignment { name: constant });
                    return Ok(());
                }
                let check = assign
                    && reference.map_or(binding.kind.is_lexical(), |r| needs_tdz_check(&binding, r, same_function));
                match binding.storage {
                    Storage::Register(register) => {
                        if check {
                            let constant = self.name_constant(name)?;
                            self.emit(Instruction::CheckTdz { src: register, name: constant });
                        }
                        if register != value {
                            self.emit(Instruction::Mov { dst: register, src: value });
                        }
                    }
                    Storage::Slot(slot) => {
                        if check {
                            let constant = self.name_constant(name)?;
                            self.emit(Instruction::PutScopeChecked { depth, slot, src: value, name: constant });
                        } else {
                            self.emit(Instruction::PutScope { depth, slot, src: value });
                        }
                    }
                    other => unreachable!("binding {} has storage {other:?} when written", self.name_text(name)),
                }
            }
            Resolution::Global => {
                let constant = self.name_constant(name)?;
                let global_lexical = self.is_global_lexical(name);
                if mode == StoreMode::Initialize && global_lexical {
                    self.emit(Instruction::InitGlobalLexical { name: constant, src: value });
                } else {
                    let cache = self.f.e.global_cache();
                    self.emit(Instruction::PutGlobal { name: constant, src: value, cache, strict: strict as u8 });
                }
            }
            Resolution::Dynamic => {
                let constant = self.name_constant(name)?;
                if mode == StoreMode::Initialize {
                    self.emit(Instruction::InitName { name: constant, src: value });
                } else {
                    self.emit(Instruction::PutName { name: constant, src: value, strict: strict as u8 });
                }
            }
        }
        Ok(())
    }

    /// The register of `name` as written at `reference`, when it is a register binding the
    /// reference may write with no check (mutable, and past its TDZ): such a variable can be
    /// the destination of the instruction computing its new value.
    pub fn writable_register(&self, name: Sym, reference: &Identifier) -> Option<Reg> {
        let Resolution::Binding { scope, index, same_function, .. } = self.resolve(name) else { return None };
        let binding = self.tree.binding(scope, index);
        match binding.storage {
            Storage::Register(register)
                if !binding.kind.is_immutable() && !needs_tdz_check(binding, reference, same_function) =>
            {
                Some(register)
            }
            _ => None,
        }
    }

    /// The register of the binding `name` a declaration initialises, when it lives in one.
    pub fn binding_register(&self, name: Sym) -> Option<Reg> {
        let Resolution::Binding { scope, index, .. } = self.resolve(name) else { return None };
        match self.tree.binding(scope, index).storage {
            Storage::Register(register) => Some(register),
            _ => None,
        }
    }

    /// The register of `name` as read at `reference`, when it is a constant in a register
    /// that is initialised there: its value cannot change, so it may be used in place where
    /// a copy would otherwise protect it from the evaluation that follows.
    pub fn constant_register(&self, name: Sym, reference: &Identifier) -> Option<Reg> {
        let Resolution::Binding { scope, index, same_function, .. } = self.resolve(name) else { return None };
        let binding = self.tree.binding(scope, index);
        match binding.storage {
            Storage::Register(register)
                if binding.kind.is_immutable() && !needs_tdz_check(binding, reference, same_function) =>
            {
                Some(register)
            }
            _ => None,
        }
    }

    /// For an assignment to a name looked up at run time: resolves it now (before the
    /// right-hand side runs) into a register for `load_name_at` and `store_name_at_base`.
    pub fn resolve_dynamic(&mut self, name: Sym) -> CResult<Option<Reg>> {
        if self.resolve(name) != Resolution::Dynamic {
            return Ok(None);
        }
        let base = self.f.e.temp();
        let constant = self.name_constant(name)?;
        self.emit(Instruction::ResolveName { dst: base, name: constant });
        Ok(Some(base))
    }

    /// Reads `name` through an assignment's reference (or as usual without one).
    pub fn load_name_via(
        &mut self,
        name: Sym,
        reference: Option<&Identifier>,
        base: Option<Reg>,
        dst: Reg,
    ) -> CResult<()> {
        match base {
            Some(base) => {
                let constant = self.name_constant(name)?;
                self.emit(Instruction::GetNameAt { dst, base, name: constant });
            }
            None => {
                self.load_name(name, reference, Some(dst))?;
            }
        }
        Ok(())
    }

    /// Writes `name` through an assignment's reference (or as usual without one).
    pub fn store_name_via(
        &mut self,
        name: Sym,
        value: Reg,
        reference: Option<&Identifier>,
        base: Option<Reg>,
    ) -> CResult<()> {
        match base {
            Some(base) => {
                let constant = self.name_constant(name)?;
                let strict = self.f.strict as u8;
                self.emit(Instruction::PutNameAt { base, name: constant, src: value, strict });
                Ok(())
            }
            None => self.store_name_at(name, value, StoreMode::Assign, reference),
        }
    }

    /// Whether `name` is a lexical declaration of the script's global scope.
    fn is_global_lexical(&self, name: Sym) -> bool {
        let global = self.tree.functions[0].scope;
        let scope = &self.tree.scopes[global];
        scope.kind == ScopeKind::Global && scope.find(name).is_some_and(|index| scope.bindings[index].kind.is_lexical())
    }

    /// The callee and `this` of a call of `name`: inside `with`, the object the name was
    /// found on is `this`.
    pub fn load_callee_name(&mut self, name: Sym, reference: &Identifier, callee: Reg, this: Reg) -> CResult<()> {
        if self.resolve(name) == Resolution::Dynamic {
            self.position(boa_ast::Spanned::span(reference));
            let constant = self.name_constant(name)?;
            self.emit(Instruction::GetNameWithThis { dst: callee, this, name: constant });
        } else {
            self.load_name(name, Some(reference), Some(callee))?;
            self.emit(Instruction::LoadUndefined { dst: this });
        }
        Ok(())
    }

    /// `delete name` (sloppy code only).
    pub fn delete_name(&mut self, name: Sym, dst: Reg) -> CResult<()> {
        match self.resolve(name) {
            Resolution::Binding { .. } => self.emit(Instruction::LoadFalse { dst }),
            Resolution::Global | Resolution::Dynamic => {
                let constant = self.name_constant(name)?;
                self.emit(Instruction::DeleteName { dst, name: constant });
            }
        }
        Ok(())
    }
}
