//! The first pass: builds the [`ScopeTree`] of a script, eval or module, declaring every
//! binding where the specification puts it and resolving every reference once, to mark the
//! bindings closures, `with` and direct `eval` can reach as captured.
//!
//! The walk mirrors code generation scope for scope; code generation finds each scope again
//! by the address of its syntax node.

mod cover_grammar;
mod expressions;
mod functions;
mod statements;

use std::rc::Rc;

use boa_ast::declaration::{Binding as AstBinding, LexicalDeclaration, Variable};
use boa_ast::expression::access::{PropertyAccess, PropertyAccessField};
use boa_ast::expression::literal::{ObjectMethodDefinition, PropertyDefinition, TemplateElement};
use boa_ast::expression::operator::assign::AssignTarget;
use boa_ast::expression::operator::unary::UnaryOp;
use boa_ast::expression::operator::update::UpdateTarget;
use boa_ast::expression::{Identifier, OptionalOperationKind};
use boa_ast::function::{ClassElement, ClassElementName, FormalParameterList};
use boa_ast::pattern::{ArrayPatternElement, ObjectPatternElement, Pattern};
use boa_ast::property::{MethodDefinitionKind, PropertyName};
use boa_ast::statement::iteration::{ForLoopInitializer, IterableLoopInitializer};
use boa_ast::statement::{Block, LabelledItem};
use boa_ast::{Declaration, Expression, ModuleItem, Spanned, Statement, StatementListItem};
use boa_interner::{Interner, Sym};

use super::SyntaxError;
use super::declarations::{self, LexicalName, binding_names};
use super::nodes::{ClassNode, FunctionNode, unparenthesized};
use super::positions::LineIndex;
use super::scopes::{
    Binding, BindingKind, FunctionData, FunctionId, ScopeId, ScopeKind, ScopeTree, Special, Storage, node_key, tag,
};
use super::using_fixup::UsingHeads;
use crate::bytecode::FunctionKind;
use crate::bytecode::code_block::SourceFile;

/// Names the compiler gives to bindings that no program can spell, and the one property
/// name it looks for (`arguments.length`).
#[derive(Clone, Copy, Debug)]
pub(crate) struct SpecialNames {
    pub this: Sym,
    pub new_target: Sym,
    pub function: Sym,
    pub length: Sym,
}

impl SpecialNames {
    pub fn new(interner: &mut Interner) -> SpecialNames {
        SpecialNames {
            this: Sym::THIS,
            new_target: interner.get_or_intern("new.target"),
            function: interner.get_or_intern("%function"),
            length: interner.get_or_intern("length"),
        }
    }

    pub fn of(&self, special: Special) -> Sym {
        match special {
            Special::This => self.this,
            Special::NewTarget => self.new_target,
            Special::Function => self.function,
        }
    }
}

pub(crate) struct Analyzer<'i> {
    pub tree: ScopeTree,
    interner: &'i mut Interner,
    pub specials: SpecialNames,
    scope: ScopeId,
    /// The most binary operators seen along the left edge of one expression: how deep the
    /// tree gets where the parser does not bound it (see `teardown`).
    pub longest_chain: usize,
    /// The first early error the parser leaves to us (see `function_body_declarations`):
    /// compiling stops with it as a SyntaxError.
    pub early_error: Option<SyntaxError>,
    /// The source text, for the early errors boa_ast keeps no node for (`cover_grammar`).
    source: Option<Rc<SourceFile>>,
    /// Where its lines start, made the first time a position is looked up.
    lines: Option<LineIndex>,
    /// The `const` for-heads that were `await using` ones (`using_fixup`): they make the
    /// function around them await, as `await using` declarations do.
    using_heads: Option<&'i UsingHeads>,
}

impl<'i> Analyzer<'i> {
    pub fn new(interner: &'i mut Interner) -> Analyzer<'i> {
        let specials = SpecialNames::new(interner);
        Analyzer {
            tree: ScopeTree::default(),
            interner,
            specials,
            scope: 0,
            longest_chain: 0,
            early_error: None,
            source: None,
            lines: None,
            using_heads: None,
        }
    }

    /// The analyzer of `source`'s tree, which can then check what only the text tells.
    pub fn with_source(mut self, source: Rc<SourceFile>) -> Analyzer<'i> {
        self.source = Some(source);
        self
    }

    /// The analyzer of a tree parsed from text `using_fixup` rewrote.
    pub fn with_using_heads(mut self, heads: &'i UsingHeads) -> Analyzer<'i> {
        self.using_heads = Some(heads);
        self
    }

    /// Whether `binding`, the first of a `const` for-head, was declared `await using`.
    fn is_await_using_head(&self, binding: &AstBinding) -> bool {
        let AstBinding::Identifier(identifier) = binding else { return false };
        self.using_heads.is_some_and(|heads| heads.awaits_at(identifier.span().start()))
    }

    fn current_function(&self) -> FunctionId {
        self.tree.scopes[self.scope].function
    }

    fn strict(&self) -> bool {
        self.tree.functions[self.current_function()].strict
    }

    /// A new function, nested in the current scope unless it is top-level code.
    fn new_function(&mut self, kind: Option<FunctionKind>, strict: bool) -> FunctionId {
        let id = self.tree.functions.len();
        let this_function =
            if kind.is_some_and(FunctionKind::is_arrow) { self.tree.this_function(self.scope) } else { id };
        self.tree.functions.push(FunctionData {
            kind,
            strict,
            scope: 0,
            body_scope: 0,
            has_simple_parameters: true,
            contains_direct_eval: false,
            arguments: None,
            arguments_escape: false,
            lazy_arguments: false,
            uses_this: false,
            uses_await: false,
            contains_loop: false,
            contains_call: false,
            this_function,
        });
        id
    }

    /// Makes a scope for `node` (with `which` telling apart scopes of one node) and enters
    /// it.
    fn push_scope(&mut self, key: (usize, u8), kind: ScopeKind, function: FunctionId, is_var_scope: bool) -> ScopeId {
        let parent = if self.tree.scopes.is_empty() { None } else { Some(self.scope) };
        self.tree.scopes.push(super::scopes::Scope::new(parent, function, kind, is_var_scope));
        let id = self.tree.scopes.len() - 1;
        self.tree.scope_of_node.insert(key, id);
        self.scope = id;
        id
    }

    fn pop_scope(&mut self) {
        self.scope = self.tree.scopes[self.scope].parent.expect("popping a nested scope");
    }

    /// Declares `name` in `scope` unless it is there already; returns its index.
    fn declare_in(&mut self, scope: ScopeId, name: Sym, kind: BindingKind, storage: Storage) -> usize {
        if let Some(index) = self.tree.scopes[scope].find(name) {
            return index;
        }
        self.tree.scopes[scope].add(Binding {
            name,
            kind,
            captured: false,
            storage,
            initialized_after: None,
            is_arguments: false,
        })
    }

    fn declare(&mut self, name: Sym, kind: BindingKind) -> usize {
        self.declare_in(self.scope, name, kind, Storage::Unassigned)
    }

    /// Resolves a reference to `name` from the current scope, marking what it reaches as
    /// captured when a function boundary, a `with` or a dynamic var scope lies between.
    fn reference(&mut self, name: Sym) {
        self.reference_as(name, ArgumentsUse::Object);
    }

    /// Resolves a reference to `name`, which `usage` says how it uses should it name an
    /// arguments object.
    fn reference_as(&mut self, name: Sym, usage: ArgumentsUse) {
        let from = self.current_function();
        let mut current = Some(self.scope);
        let mut dynamic = false;
        while let Some(id) = current {
            let scope = &self.tree.scopes[id];
            if let Some(index) = scope.find(name) {
                let crossed = scope.function != from;
                if crossed || dynamic {
                    self.tree.scopes[id].bindings[index].captured = true;
                }
                let scope = &self.tree.scopes[id];
                if scope.bindings[index].is_arguments && usage == ArgumentsUse::Object {
                    let function = scope.function;
                    self.tree.functions[function].arguments_escape = true;
                }
                return;
            }
            // `arguments` of a non-arrow function is created on first reference.
            if name == Sym::ARGUMENTS && self.creates_arguments(id) {
                let function = scope.function;
                let index = self.declare_in(id, name, BindingKind::Var, Storage::Unassigned);
                let binding = &mut self.tree.scopes[id].bindings[index];
                binding.is_arguments = true;
                binding.captured |= function != from || dynamic;
                self.tree.functions[function].arguments = Some((id, index));
                self.tree.functions[function].arguments_escape |= usage == ArgumentsUse::Object;
                return;
            }
            if scope.kind == ScopeKind::With || scope.gains_eval_vars {
                dynamic = true;
            }
            current = scope.parent;
        }
    }

    /// Whether `scope` is the parameter scope of a non-arrow function, where a reference to
    /// `arguments` makes the arguments object.
    fn creates_arguments(&self, scope: ScopeId) -> bool {
        let data = &self.tree.scopes[scope];
        let function = &self.tree.functions[data.function];
        data.kind == ScopeKind::Function
            && function.scope == scope
            && matches!(function.kind, Some(kind) if !kind.is_arrow()
                && kind != FunctionKind::ClassFieldInitializer
                && kind != FunctionKind::ClassStaticInitializer)
    }

    /// A use of `this`, `new.target` or the active function from the current scope.
    fn special_reference(&mut self, special: Special) {
        let function = self.tree.this_function(self.scope);
        if self.tree.functions[function].is_top_level() {
            return;
        }
        if function == self.current_function() {
            if special == Special::This {
                self.tree.functions[function].uses_this = true;
            }
            return;
        }
        let scope = self.tree.functions[function].scope;
        let name = self.specials.of(special);
        let index = self.declare_in(scope, name, BindingKind::Special(special), Storage::Unassigned);
        self.tree.scopes[scope].bindings[index].captured = true;
    }

    /// A direct `eval` here can reach every binding in scope, and the specials of the
    /// function it runs in.
    fn direct_eval(&mut self) {
        let function = self.current_function();
        self.tree.functions[function].contains_direct_eval = true;
        if !self.strict() {
            let var_scope = self.tree.eval_var_scope(self.scope);
            self.tree.scopes[var_scope].gains_eval_vars = true;
        }
        let this_function = self.tree.this_function(self.scope);
        if !self.tree.functions[this_function].is_top_level() {
            let scope = self.tree.functions[this_function].scope;
            for special in [Special::This, Special::NewTarget, Special::Function] {
                let name = self.specials.of(special);
                self.declare_in(scope, name, BindingKind::Special(special), Storage::Unassigned);
            }
            if self.creates_arguments(scope) && self.tree.scopes[scope].find(Sym::ARGUMENTS).is_none() {
                let saved = self.scope;
                self.scope = scope;
                self.reference(Sym::ARGUMENTS);
                self.scope = saved;
            }
        }
        let mut current = Some(self.scope);
        while let Some(id) = current {
            for binding in &mut self.tree.scopes[id].bindings {
                binding.captured = true;
            }
            current = self.tree.scopes[id].parent;
        }
    }

    // Top-level code.

    /// A script: top-level `var`s and functions are global object properties, top-level
    /// lexical declarations global lexical bindings.
    pub fn script(&mut self, items: &[StatementListItem], strict: bool, key: usize) {
        let function = self.new_function(None, strict);
        let scope = self.push_scope((key, tag::TOP), ScopeKind::Global, function, true);
        self.tree.functions[function].scope = scope;
        self.tree.functions[function].body_scope = scope;
        for name in declarations::var_names(items) {
            self.declare_in(scope, name, BindingKind::Var, Storage::Global);
        }
        for function in declarations::top_level_functions(items) {
            let name = function.name.expect("declarations are named").sym();
            self.declare_in(scope, name, BindingKind::Function, Storage::Global);
        }
        for lexical in declarations::lexical_names(items, false) {
            let kind = lexical_kind(&lexical);
            self.declare_in(scope, lexical.name(), kind, Storage::Global);
        }
        if !strict {
            self.annex_b_functions(items, scope);
        }
        self.statements(items);
    }

    /// Eval code. Sloppy direct eval declares its `var`s in the caller's var scope at run
    /// time; strict eval keeps them in its own scope.
    pub fn eval(&mut self, items: &[StatementListItem], direct: bool, strict: bool, key: usize) {
        let function = self.new_function(None, strict);
        let scope = self.push_scope((key, tag::TOP), ScopeKind::Eval { direct, strict }, function, true);
        self.tree.functions[function].scope = scope;
        self.tree.functions[function].body_scope = scope;
        if strict {
            for name in declarations::var_names(items) {
                self.declare(name, BindingKind::Var);
            }
            for function in declarations::top_level_functions(items) {
                self.declare(function.name.expect("declarations are named").sym(), BindingKind::Function);
            }
        }
        for lexical in declarations::lexical_names(items, false) {
            let kind = lexical_kind(&lexical);
            self.declare_lexical(&lexical, kind);
        }
        if !strict {
            // B.3.3.3: block functions of sloppy eval code are vars of the caller, declared
            // at run time.
            let mut candidates = Vec::new();
            declarations::block_functions(items, &mut candidates);
            for function in candidates {
                let name = function.name.expect("declarations are named").sym();
                // Not over a lexical declaration of the eval code's top level.
                if let Some(index) = self.tree.scopes[scope].find(name)
                    && self.tree.scopes[scope].bindings[index].kind != BindingKind::Var
                {
                    continue;
                }
                let storage = if direct { Storage::Dynamic } else { Storage::Global };
                let index = self.declare_in(scope, name, BindingKind::Var, storage);
                self.tree.annex_b_functions.insert(function.key, (scope, index));
            }
        }
        self.statements(items);
    }

    /// A module: every top-level declaration is a binding of the module's scope.
    pub fn module(&mut self, items: &[ModuleItem], key: usize) {
        let function = self.new_function(None, true);
        let scope = self.push_scope((key, tag::TOP), ScopeKind::Module, function, true);
        self.tree.functions[function].scope = scope;
        self.tree.functions[function].body_scope = scope;
        for item in items {
            if let ModuleItem::ImportDeclaration(import) = item {
                if let Some(default) = import.default() {
                    self.declare(default.sym(), BindingKind::Import);
                }
                match import.kind() {
                    boa_ast::declaration::ImportKind::DefaultOrUnnamed => {}
                    boa_ast::declaration::ImportKind::Namespaced { binding } => {
                        self.declare(binding.sym(), BindingKind::Const);
                    }
                    boa_ast::declaration::ImportKind::Named { names } => {
                        for specifier in names.iter() {
                            self.declare(specifier.binding().sym(), BindingKind::Import);
                        }
                    }
                }
            }
        }
        let default_name = Sym::DEFAULT_EXPORT;
        let module_declarations = super::module::ModuleDeclarations::collect(items, default_name);
        for name in &module_declarations.vars {
            self.declare(*name, BindingKind::Var);
        }
        for (name, _) in &module_declarations.functions {
            self.declare(*name, BindingKind::Function);
        }
        for lexical in &module_declarations.lexicals {
            let kind = lexical_kind(lexical);
            self.declare_lexical(lexical, kind);
        }
        // Every module binding can be exported, imported elsewhere or reached by functions
        // that run later: all live in the module's scope cell.
        for binding in &mut self.tree.scopes[scope].bindings {
            binding.captured = true;
        }
        for item in items {
            match item {
                ModuleItem::ImportDeclaration(_) => {}
                ModuleItem::StatementListItem(item) => self.statement_item(item),
                ModuleItem::ExportDeclaration(export) => self.export_declaration(export),
            }
        }
    }

    fn export_declaration(&mut self, export: &boa_ast::declaration::ExportDeclaration) {
        use boa_ast::declaration::ExportDeclaration as E;
        match export {
            E::ReExport { .. } => {}
            E::List(specifiers) => {
                for specifier in specifiers.iter() {
                    self.reference(specifier.private_name());
                }
            }
            E::VarStatement(declaration) => {
                for variable in declaration.0.as_ref() {
                    self.variable(variable);
                }
            }
            E::Declaration(declaration) => self.declaration(declaration),
            E::DefaultFunctionDeclaration(f) => self.function(FunctionNode::function_declaration(f)),
            E::DefaultGeneratorDeclaration(_)
            | E::DefaultAsyncFunctionDeclaration(_)
            | E::DefaultAsyncGeneratorDeclaration(_) => {
                if let Some(function) = super::module::default_function(export) {
                    self.function(function);
                }
            }
            E::DefaultClassDeclaration(class) => self.class(ClassNode::declaration(class)),
            E::DefaultAssignmentExpression(expression) => self.expression(expression),
        }
    }

    fn declare_lexical(&mut self, lexical: &LexicalName<'_>, kind: BindingKind) {
        let index = self.declare(lexical.name(), kind);
        let after = match lexical {
            LexicalName::Let(_, Some(variable)) | LexicalName::Const(_, Some(variable)) => declaration_end(variable),
            _ => None,
        };
        let is_switch = self.tree.scopes[self.scope].is_switch;
        self.tree.scopes[self.scope].bindings[index].initialized_after = if is_switch { None } else { after };
    }

    /// B.3.3: in sloppy code a function declared in a block is also a `var` of the
    /// function, unless that would clash with a lexical declaration or a parameter
    /// (`arguments` counts as one where the function makes an arguments object).
    fn annex_b_functions(&mut self, items: &[StatementListItem], var_scope: ScopeId) {
        let mut candidates = Vec::new();
        declarations::block_functions(items, &mut candidates);
        let lexical: rustc_hash::FxHashSet<Sym> =
            declarations::lexical_names(items, false).iter().map(LexicalName::name).collect();
        let function_id = self.tree.scopes[var_scope].function;
        let parameter_scope = self.tree.functions[function_id].scope;
        let makes_arguments = self.creates_arguments(parameter_scope)
            && !declarations::top_level_functions(items)
                .iter()
                .any(|f| f.name.is_some_and(|name| name.sym() == Sym::ARGUMENTS));
        for function in candidates {
            let name = function.name.expect("declarations are named").sym();
            if lexical.contains(&name) {
                continue;
            }
            let is_parameter = |scope: &super::scopes::Scope| {
                scope.find(name).is_some_and(|index| {
                    matches!(scope.bindings[index].kind, BindingKind::Parameter)
                        || (scope.kind == ScopeKind::Function && scope.bindings[index].kind == BindingKind::Let)
                })
            };
            if is_parameter(&self.tree.scopes[var_scope]) || is_parameter(&self.tree.scopes[parameter_scope]) {
                continue;
            }
            if name == Sym::ARGUMENTS && makes_arguments {
                // B.3.2.1 step ii makes no var for `arguments`; evaluating the declaration
                // sets the binding that name has: the arguments object's. (With parameter
                // expressions the specification would make a var in the body's scope at
                // that moment; the arguments binding stands in for it.)
                let binding = match self.tree.scopes[var_scope].find(name) {
                    // `var arguments` of the body: it becomes the arguments binding.
                    Some(index) => (var_scope, index),
                    None => {
                        let saved = self.scope;
                        self.scope = parameter_scope;
                        self.reference_as(name, ArgumentsUse::Object);
                        self.scope = saved;
                        self.tree.functions[function_id].arguments.expect("the arguments binding")
                    }
                };
                self.tree.annex_b_functions.insert(function.key, binding);
                continue;
            }
            let storage = if self.tree.scopes[var_scope].kind == ScopeKind::Global {
                Storage::Global
            } else {
                Storage::Unassigned
            };
            let index = self.declare_in(var_scope, name, BindingKind::Var, storage);
            self.tree.annex_b_functions.insert(function.key, (var_scope, index));
        }
    }
}

/// The binding kind of a lexical declaration.
fn lexical_kind(lexical: &LexicalName<'_>) -> BindingKind {
    match lexical {
        LexicalName::Let(..) => BindingKind::Let,
        LexicalName::Const(..) => BindingKind::Const,
        LexicalName::Class(..) => BindingKind::Class,
        LexicalName::Function(..) => BindingKind::Function,
    }
}

/// Where a lexical declaration's name is written, for the report of an early error.
fn declaration_start(lexical: &LexicalName<'_>) -> Option<(u32, u32)> {
    let (LexicalName::Let(_, Some(variable)) | LexicalName::Const(_, Some(variable))) = lexical else { return None };
    let start = match variable.binding() {
        AstBinding::Identifier(identifier) => identifier.span().start(),
        AstBinding::Pattern(pattern) => pattern.span().start(),
    };
    Some((start.line_number(), start.column_number()))
}

/// The position after which a `let`/`const` declared by `variable` is initialised.
fn declaration_end(variable: &Variable) -> Option<(u32, u32)> {
    let end = match (variable.init(), variable.binding()) {
        (Some(init), _) => super::positions::end_of(init),
        (None, AstBinding::Identifier(identifier)) => identifier.span().end(),
        (None, AstBinding::Pattern(pattern)) => pattern.span().end(),
    };
    Some((end.line_number(), end.column_number()))
}

/// Whether `statement` is a loop: `for`, `while`, `do`, `for-in` or `for-of`.
pub(crate) fn is_loop(statement: &Statement) -> bool {
    matches!(
        statement,
        Statement::DoWhileLoop(_)
            | Statement::WhileLoop(_)
            | Statement::ForLoop(_)
            | Statement::ForInLoop(_)
            | Statement::ForOfLoop(_)
    )
}

/// The names a parameter list binds, in order.
pub(crate) fn parameter_names(parameters: &FormalParameterList) -> Vec<Sym> {
    let mut names = Vec::new();
    let mut seen = rustc_hash::FxHashSet::default();
    for parameter in parameters.as_ref() {
        for name in binding_names(parameter.variable().binding()) {
            if seen.insert(name) {
                names.push(name);
            }
        }
    }
    names
}

/// The binding name of private name `#description`.
pub(crate) fn private_sym(interner: &mut Interner, description: Sym) -> Sym {
    let text = format!("#{}", interner.resolve_expect(description));
    interner.get_or_intern(text.as_str())
}

/// How a reference to `arguments` uses it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum ArgumentsUse {
    /// As an object: the arguments object must exist.
    Object,
    /// Only to read `arguments.length` or `arguments[key]` ([`arguments_element`]), which
    /// the frame answers without an object.
    Element,
}

/// A read of the arguments object that needs no object: its `length` or an element.
pub(crate) enum ArgumentsElement<'a> {
    Length,
    Element(&'a Expression),
}

/// Whether `access`, evaluated for its value (not as a callee, a `delete` operand or an
/// assignment target), reads `arguments.length` or `arguments[key]`. The analysis and
/// code generation both ask this, so the uses the one lets through are the ones the other
/// compiles without an object.
pub(crate) fn arguments_element<'a>(access: &'a PropertyAccess, length: Sym) -> Option<ArgumentsElement<'a>> {
    let PropertyAccess::Simple(simple) = access else { return None };
    let Expression::Identifier(target) = simple.target() else { return None };
    if target.sym() != Sym::ARGUMENTS {
        return None;
    }
    match simple.field() {
        PropertyAccessField::Const(name) if name.sym() == length => Some(ArgumentsElement::Length),
        PropertyAccessField::Const(_) => None,
        PropertyAccessField::Expr(key) => Some(ArgumentsElement::Element(key)),
    }
}

/// The binding name of the hidden value of class element `index`.
pub(crate) fn hidden_sym(interner: &mut Interner, index: usize) -> Sym {
    interner.get_or_intern(format!("%element{index}").as_str())
}

/// Whether a reference at `position` to `binding` (of the same function) needs its TDZ
/// checked.
pub(crate) fn needs_tdz_check(binding: &Binding, reference: &Identifier, same_function: bool) -> bool {
    if !binding.kind.is_lexical() {
        return false;
    }
    let Some(after) = binding.initialized_after else { return true };
    let start = reference.span().start();
    !same_function || (start.line_number(), start.column_number()) <= after
}

/// The binary operators along the left edge of `expression` (outermost first) and the
/// operand at the bottom of that edge: `a + b - c` is `a` and `[(a + b) - c, a + b]`.
pub(crate) fn left_spine(expression: &Expression) -> (&Expression, Vec<&boa_ast::expression::operator::Binary>) {
    let mut chain = Vec::new();
    let mut node = expression;
    while let Expression::Binary(binary) = node {
        chain.push(binary);
        node = binary.lhs();
    }
    (node, chain)
}
