//! The first pass: builds the [`ScopeTree`] of a script, eval or module, declaring every
//! binding where the specification puts it and resolving every reference once, to mark the
//! bindings closures, `with` and direct `eval` can reach as captured.
//!
//! The walk mirrors code generation scope for scope; code generation finds each scope again
//! by the address of its syntax node.

use boa_ast::declaration::{Binding as AstBinding, LexicalDeclaration, Variable};
use boa_ast::expression::access::{PropertyAccess, PropertyAccessField};
use boa_ast::expression::literal::{ObjectMethodDefinition, PropertyDefinition, TemplateElement};
use boa_ast::expression::operator::assign::AssignTarget;
use boa_ast::expression::operator::update::UpdateTarget;
use boa_ast::expression::{Identifier, OptionalOperationKind};
use boa_ast::function::{ClassElement, ClassElementName, FormalParameterList};
use boa_ast::pattern::{ArrayPatternElement, ObjectPatternElement, Pattern};
use boa_ast::property::{MethodDefinitionKind, PropertyName};
use boa_ast::statement::iteration::{ForLoopInitializer, IterableLoopInitializer};
use boa_ast::statement::{Block, LabelledItem};
use boa_ast::{Declaration, Expression, ModuleItem, Spanned, Statement, StatementListItem};
use boa_interner::{Interner, Sym};

use super::declarations::{self, LexicalName, binding_names};
use super::nodes::{ClassNode, FunctionNode};
use super::scopes::{
    Binding, BindingKind, FunctionData, FunctionId, ScopeId, ScopeKind, ScopeTree, Special, Storage, node_key, tag,
};
use crate::bytecode::FunctionKind;

/// Names the compiler gives to bindings that no program can spell.
#[derive(Clone, Copy, Debug)]
pub(crate) struct SpecialNames {
    pub this: Sym,
    pub new_target: Sym,
    pub function: Sym,
}

impl SpecialNames {
    pub fn new(interner: &mut Interner) -> SpecialNames {
        SpecialNames {
            this: Sym::THIS,
            new_target: interner.get_or_intern("new.target"),
            function: interner.get_or_intern("%function"),
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
}

impl<'i> Analyzer<'i> {
    pub fn new(interner: &'i mut Interner) -> Analyzer<'i> {
        let specials = SpecialNames::new(interner);
        Analyzer { tree: ScopeTree::default(), interner, specials, scope: 0, longest_chain: 0 }
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
            uses_this: false,
            uses_await: false,
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
        let function = self.tree.scopes[var_scope].function;
        let parameter_scope = self.tree.functions[function].scope;
        let makes_arguments = self.creates_arguments(parameter_scope)
            && !declarations::top_level_functions(items)
                .iter()
                .any(|f| f.name.is_some_and(|name| name.sym() == Sym::ARGUMENTS));
        for function in candidates {
            let name = function.name.expect("declarations are named").sym();
            if lexical.contains(&name) || (name == Sym::ARGUMENTS && makes_arguments) {
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
            let storage = if self.tree.scopes[var_scope].kind == ScopeKind::Global {
                Storage::Global
            } else {
                Storage::Unassigned
            };
            let index = self.declare_in(var_scope, name, BindingKind::Var, storage);
            self.tree.annex_b_functions.insert(function.key, (var_scope, index));
        }
    }

    // Functions.

    /// A function: its parameter scope (and body scope when parameter expressions need
    /// one), then its parameters and body.
    pub fn function(&mut self, node: FunctionNode<'_>) {
        let strict = self.strict() || node.body.strict();
        let id = self.new_function(Some(node.kind), strict);
        self.tree.function_of_node.insert(node.key, id);
        let simple = node.parameters.is_simple();
        let scope = self.push_scope((node.key, tag::FUNCTION), ScopeKind::Function, id, simple);
        self.tree.functions[id].scope = scope;
        self.tree.functions[id].has_simple_parameters = simple;
        let items = node.body.statements();
        // With expressions in the list, a parameter is in its TDZ until bound (a default
        // may not read a later parameter): such parameters behave like `let`s.
        let parameter_kind = if simple { BindingKind::Parameter } else { BindingKind::Let };
        for name in parameter_names(node.parameters) {
            self.declare(name, parameter_kind);
        }
        let body_scope =
            if simple { scope } else { self.push_scope((node.key, tag::BODY), ScopeKind::FunctionBody, id, true) };
        self.tree.functions[id].body_scope = body_scope;
        if node.contains_direct_eval && !strict {
            self.tree.scopes[body_scope].gains_eval_vars = true;
        }
        for name in declarations::var_names(items) {
            self.declare_in(body_scope, name, BindingKind::Var, Storage::Unassigned);
        }
        for function in declarations::top_level_functions(items) {
            let name = function.name.expect("declarations are named").sym();
            self.declare_in(body_scope, name, BindingKind::Function, Storage::Unassigned);
        }
        let saved = self.scope;
        self.scope = body_scope;
        for lexical in declarations::lexical_names(items, false) {
            let kind = lexical_kind(&lexical);
            self.declare_lexical(&lexical, kind);
        }
        self.scope = saved;
        if !strict {
            self.annex_b_functions(items, body_scope);
        }
        // `var arguments` in a function that has an arguments object names that object.
        if let Some(index) = self.tree.scopes[body_scope].find(Sym::ARGUMENTS)
            && self.tree.scopes[body_scope].bindings[index].kind == BindingKind::Var
            && self.creates_arguments(scope)
        {
            self.tree.scopes[body_scope].bindings[index].is_arguments = true;
            self.tree.functions[id].arguments = Some((body_scope, index));
        }
        if node.binds_own_name
            && let Some(name) = node.name
            && self.tree.scopes[scope].find(name.sym()).is_none()
            && self.tree.scopes[body_scope].find(name.sym()).is_none()
        {
            self.declare_in(scope, name.sym(), BindingKind::FunctionSelfName, Storage::Unassigned);
        }
        // Parameters (and their default expressions) are in the parameter scope.
        self.scope = scope;
        self.parameters(node.parameters);
        self.scope = body_scope;
        self.statements(items);
        // Mapped arguments alias the parameters: they live in the scope cell.
        if let Some((arguments_scope, _)) = self.tree.functions[id].arguments
            && self.tree.functions[id].mapped_arguments()
        {
            let _ = arguments_scope;
            for binding in &mut self.tree.scopes[scope].bindings {
                if binding.kind == BindingKind::Parameter {
                    binding.captured = true;
                }
            }
        }
        self.scope = self.tree.scopes[scope].parent.expect("functions are nested");
    }

    fn parameters(&mut self, parameters: &FormalParameterList) {
        for parameter in parameters.as_ref() {
            let variable = parameter.variable();
            self.binding_target(variable.binding());
            if let Some(init) = variable.init() {
                self.expression(init);
            }
        }
    }

    /// A synthetic function of a class (field initialisers, static elements, the default
    /// constructor): a function scope with no parameters, entered for `body`.
    fn synthetic_function(&mut self, key: usize, kind: FunctionKind, body: impl FnOnce(&mut Self)) {
        let id = self.new_function(Some(kind), true);
        self.tree.function_of_node.insert(key, id);
        let scope = self.push_scope((key, tag::FUNCTION), ScopeKind::Function, id, true);
        self.tree.functions[id].scope = scope;
        self.tree.functions[id].body_scope = scope;
        body(self);
        self.scope = self.tree.scopes[scope].parent.expect("functions are nested");
    }

    // Classes.

    pub fn class(&mut self, class: ClassNode<'_>) {
        let function = self.current_function();
        self.push_scope((class.key, tag::CLASS), ScopeKind::Class, function, false);
        // Class code is strict; the class scope belongs to the enclosing function, so its
        // strictness is recorded on the elements' functions instead.
        if let Some(name) = class.name {
            self.declare(name.sym(), BindingKind::ClassInnerName);
        }
        for element in class.elements {
            let private = match element {
                ClassElement::PrivateFieldDefinition(field) | ClassElement::PrivateStaticFieldDefinition(field) => {
                    Some(field.name().description())
                }
                ClassElement::MethodDefinition(method) => match method.name() {
                    ClassElementName::PrivateName(name) => Some(name.description()),
                    ClassElementName::PropertyName(_) => None,
                },
                _ => None,
            };
            if let Some(description) = private {
                let name = self.private_sym(description);
                let index = self.declare(name, BindingKind::PrivateName);
                self.tree.scopes[self.scope].bindings[index].captured = true;
            }
        }
        // Values the class-definition code computes for its initialisers to read.
        for (index, element) in class.elements.iter().enumerate() {
            let needs_slot = match element {
                ClassElement::FieldDefinition(field) | ClassElement::StaticFieldDefinition(field) => {
                    matches!(field.name(), PropertyName::Computed(_))
                }
                ClassElement::MethodDefinition(method) => method.is_private(),
                _ => false,
            };
            if needs_slot {
                let name = self.hidden_sym(index);
                let slot = self.declare(name, BindingKind::Hidden);
                self.tree.scopes[self.scope].bindings[slot].captured = true;
            }
        }
        if let Some(heritage) = class.super_ref {
            self.with_strict(|this| this.expression(heritage));
        }
        let derived = class.super_ref.is_some();
        match class.constructor {
            Some(constructor) => {
                let node = FunctionNode::function_expression(constructor, FunctionKind::ClassConstructor { derived });
                self.with_strict(|this| this.function(node));
            }
            None => self.synthetic_function(
                class.default_constructor_key(),
                FunctionKind::ClassConstructor { derived },
                |_| {},
            ),
        }
        for element in class.elements {
            match element {
                ClassElement::MethodDefinition(method) => {
                    if let ClassElementName::PropertyName(PropertyName::Computed(key)) = method.name() {
                        self.with_strict(|this| this.expression(key));
                    }
                    let node = FunctionNode::method(
                        node_key(method),
                        method.kind(),
                        method.parameters(),
                        method.body(),
                        method.contains_direct_eval(),
                        method.linear_span(),
                    );
                    self.with_strict(|this| this.function(node));
                }
                ClassElement::FieldDefinition(field) | ClassElement::StaticFieldDefinition(field) => {
                    if let PropertyName::Computed(key) = field.name() {
                        self.with_strict(|this| this.expression(key));
                    }
                }
                _ => {}
            }
        }
        if class.has_instance_elements() {
            self.synthetic_function(class.instance_initializer_key(), FunctionKind::ClassFieldInitializer, |this| {
                for element in class.elements {
                    match element {
                        ClassElement::FieldDefinition(field) => {
                            if let Some(init) = field.initializer() {
                                this.expression(init);
                            }
                        }
                        ClassElement::PrivateFieldDefinition(field) => {
                            if let Some(init) = field.initializer() {
                                this.expression(init);
                            }
                        }
                        _ => {}
                    }
                }
            });
        }
        if class.has_static_initializer() {
            self.synthetic_function(class.static_initializer_key(), FunctionKind::ClassStaticInitializer, |this| {
                for element in class.elements {
                    match element {
                        ClassElement::StaticFieldDefinition(field) => {
                            if let Some(init) = field.initializer() {
                                this.expression(init);
                            }
                        }
                        ClassElement::PrivateStaticFieldDefinition(field) => {
                            if let Some(init) = field.initializer() {
                                this.expression(init);
                            }
                        }
                        ClassElement::StaticBlock(block) => this.static_block(block),
                        _ => {}
                    }
                }
            });
        }
        self.pop_scope();
    }

    fn static_block(&mut self, block: &boa_ast::function::StaticBlockBody) {
        let function = self.current_function();
        let items = block.statements().statements();
        self.push_scope((node_key(block), tag::STATIC_BLOCK), ScopeKind::StaticBlock, function, true);
        for name in declarations::var_names(items) {
            self.declare(name, BindingKind::Var);
        }
        for function in declarations::top_level_functions(items) {
            self.declare(function.name.expect("declarations are named").sym(), BindingKind::Function);
        }
        for lexical in declarations::lexical_names(items, false) {
            let kind = lexical_kind(&lexical);
            self.declare_lexical(&lexical, kind);
        }
        self.statements(items);
        self.pop_scope();
    }

    /// Runs `f` as strict code (class bodies are strict).
    fn with_strict(&mut self, f: impl FnOnce(&mut Self)) {
        let function = self.current_function();
        let saved = self.tree.functions[function].strict;
        self.tree.functions[function].strict = true;
        f(self);
        self.tree.functions[function].strict = saved;
    }

    /// The binding name of private name `#description`.
    pub fn private_sym(&mut self, description: Sym) -> Sym {
        private_sym(self.interner, description)
    }

    fn hidden_sym(&mut self, index: usize) -> Sym {
        hidden_sym(self.interner, index)
    }

    // Statements.

    fn statements(&mut self, items: &[StatementListItem]) {
        for item in items {
            self.statement_item(item);
        }
    }

    fn statement_item(&mut self, item: &StatementListItem) {
        match item {
            StatementListItem::Statement(statement) => self.statement(statement),
            StatementListItem::Declaration(declaration) => self.declaration(declaration),
        }
    }

    fn declaration(&mut self, declaration: &Declaration) {
        match declaration {
            Declaration::Lexical(lexical) => self.lexical_declaration(lexical),
            Declaration::ClassDeclaration(class) => {
                self.reference(class.name().sym());
                self.class(ClassNode::declaration(class));
            }
            other => {
                if let Some(function) = FunctionNode::declaration(other) {
                    self.function(function);
                }
            }
        }
    }

    fn lexical_declaration(&mut self, lexical: &LexicalDeclaration) {
        let list = match lexical {
            LexicalDeclaration::Const(list)
            | LexicalDeclaration::Let(list)
            | LexicalDeclaration::Using(list)
            | LexicalDeclaration::AwaitUsing(list) => list,
        };
        for variable in list.as_ref() {
            self.variable(variable);
        }
    }

    fn variable(&mut self, variable: &Variable) {
        if let Some(init) = variable.init() {
            self.expression(init);
        }
        self.binding_target(variable.binding());
    }

    fn binding_target(&mut self, binding: &AstBinding) {
        match binding {
            AstBinding::Identifier(identifier) => self.reference(identifier.sym()),
            AstBinding::Pattern(pattern) => self.pattern(pattern),
        }
    }

    /// Declares a block's lexical bindings in the current (new) scope.
    fn block_declarations(&mut self, items: &[StatementListItem]) {
        for lexical in declarations::lexical_names(items, true) {
            let kind = lexical_kind(&lexical);
            self.declare_lexical(&lexical, kind);
        }
    }

    fn block(&mut self, block: &Block) {
        let function = self.current_function();
        let items = block.statement_list().statements();
        self.push_scope((node_key(block), tag::MAIN), ScopeKind::Block, function, false);
        self.block_declarations(items);
        self.statements(items);
        self.pop_scope();
    }

    fn statement(&mut self, statement: &Statement) {
        let function = self.current_function();
        match statement {
            Statement::Block(block) => self.block(block),
            Statement::Var(declaration) => {
                for variable in declaration.0.as_ref() {
                    self.variable(variable);
                }
            }
            Statement::Empty | Statement::Debugger => {}
            Statement::Expression(expression) => self.expression(expression),
            Statement::If(node) => {
                self.expression(node.cond());
                self.statement(node.body());
                if let Some(other) = node.else_node() {
                    self.statement(other);
                }
            }
            Statement::DoWhileLoop(node) => {
                self.statement(node.body());
                self.expression(node.cond());
            }
            Statement::WhileLoop(node) => {
                self.expression(node.condition());
                self.statement(node.body());
            }
            Statement::ForLoop(node) => {
                let lexical = matches!(node.init(), Some(ForLoopInitializer::Lexical(_)));
                if lexical {
                    self.push_scope((node_key(node), tag::MAIN), ScopeKind::Block, function, false);
                }
                match node.init() {
                    Some(ForLoopInitializer::Expression(expression)) => self.expression(expression),
                    Some(ForLoopInitializer::Var(declaration)) => {
                        for variable in declaration.0.as_ref() {
                            self.variable(variable);
                        }
                    }
                    Some(ForLoopInitializer::Lexical(lexical)) => {
                        let declaration = lexical.declaration();
                        let is_const = matches!(declaration, LexicalDeclaration::Const(_));
                        let list = match declaration {
                            LexicalDeclaration::Const(list)
                            | LexicalDeclaration::Let(list)
                            | LexicalDeclaration::Using(list)
                            | LexicalDeclaration::AwaitUsing(list) => list,
                        };
                        for variable in list.as_ref() {
                            for name in binding_names(variable.binding()) {
                                let lexical = if is_const {
                                    LexicalName::Const(name, Some(variable))
                                } else {
                                    LexicalName::Let(name, Some(variable))
                                };
                                let kind = lexical_kind(&lexical);
                                self.declare_lexical(&lexical, kind);
                            }
                        }
                        self.lexical_declaration(declaration);
                    }
                    None => {}
                }
                if let Some(condition) = node.condition() {
                    self.expression(condition);
                }
                if let Some(update) = node.final_expr() {
                    self.expression(update);
                }
                self.statement(node.body());
                if lexical {
                    self.pop_scope();
                }
            }
            Statement::ForInLoop(node) => {
                self.for_in_of(node_key(node), node.initializer(), node.target(), node.body())
            }
            Statement::ForOfLoop(node) => {
                if node.r#await() {
                    self.tree.functions[function].uses_await = true;
                }
                self.for_in_of(node_key(node), node.initializer(), node.iterable(), node.body())
            }
            Statement::Switch(node) => {
                self.expression(node.val());
                self.push_scope((node_key(node), tag::MAIN), ScopeKind::Block, function, false);
                self.tree.scopes[self.scope].is_switch = true;
                let all: Vec<&[StatementListItem]> = node.cases().iter().map(|c| c.body().statements()).collect();
                for items in &all {
                    self.block_declarations(items);
                }
                for case in node.cases() {
                    if let Some(condition) = case.condition() {
                        self.expression(condition);
                    }
                    self.statements(case.body().statements());
                }
                self.pop_scope();
            }
            Statement::Continue(_) | Statement::Break(_) => {}
            Statement::Return(node) => {
                if let Some(value) = node.target() {
                    self.expression(value);
                }
                // A derived constructor's return reads `this`.
                if matches!(self.tree.functions[function].kind, Some(FunctionKind::ClassConstructor { derived: true }))
                {
                    self.special_reference(Special::This);
                }
            }
            Statement::Labelled(node) => match node.item() {
                LabelledItem::FunctionDeclaration(f) => self.function(FunctionNode::function_declaration(f)),
                LabelledItem::Statement(statement) => self.statement(statement),
            },
            Statement::Throw(node) => self.expression(node.target()),
            Statement::Try(node) => {
                self.block(node.block());
                let (catch, finally) = (node.catch(), node.finally());
                if let Some(catch) = catch {
                    self.push_scope((node_key(catch), tag::CATCH), ScopeKind::Catch, function, false);
                    if let Some(parameter) = catch.parameter() {
                        for name in binding_names(parameter) {
                            self.declare(name, BindingKind::CatchParameter);
                        }
                        self.binding_target(parameter);
                    }
                    self.block(catch.block());
                    self.pop_scope();
                }
                if let Some(finally) = finally {
                    self.block(finally.block());
                }
            }
            Statement::With(node) => {
                self.expression(node.expression());
                self.push_scope((node_key(node), tag::MAIN), ScopeKind::With, function, false);
                self.statement(node.statement());
                self.pop_scope();
            }
        }
    }

    fn for_in_of(
        &mut self,
        key: usize,
        initializer: &IterableLoopInitializer,
        iterable: &Expression,
        body: &Statement,
    ) {
        let function = self.current_function();
        let lexical = match initializer {
            IterableLoopInitializer::Let(binding) => Some((binding, false)),
            IterableLoopInitializer::Const(binding) => Some((binding, true)),
            _ => None,
        };
        if let Some((binding, is_const)) = lexical {
            self.push_scope((key, tag::MAIN), ScopeKind::Block, function, false);
            for name in binding_names(binding) {
                self.declare(name, if is_const { BindingKind::Const } else { BindingKind::Let });
            }
        }
        self.expression(iterable);
        match initializer {
            IterableLoopInitializer::Identifier(identifier) => self.reference(identifier.sym()),
            IterableLoopInitializer::Access(access) => self.property_access(access),
            IterableLoopInitializer::Var(variable) => self.variable(variable),
            IterableLoopInitializer::Let(binding) | IterableLoopInitializer::Const(binding) => {
                self.binding_target(binding)
            }
            IterableLoopInitializer::Pattern(pattern) => self.pattern(pattern),
        }
        self.statement(body);
        if lexical.is_some() {
            self.pop_scope();
        }
    }

    // Patterns.

    fn pattern(&mut self, pattern: &Pattern) {
        match pattern {
            Pattern::Object(object) => {
                for element in object.bindings() {
                    match element {
                        ObjectPatternElement::SingleName { name, ident, default_init } => {
                            self.property_name(name);
                            if let Some(init) = default_init {
                                self.expression(init);
                            }
                            self.reference(ident.sym());
                        }
                        ObjectPatternElement::RestProperty { ident } => self.reference(ident.sym()),
                        ObjectPatternElement::AssignmentPropertyAccess { name, access, default_init } => {
                            self.property_name(name);
                            self.property_access(access);
                            if let Some(init) = default_init {
                                self.expression(init);
                            }
                        }
                        ObjectPatternElement::AssignmentRestPropertyAccess { access } => self.property_access(access),
                        ObjectPatternElement::Pattern { name, pattern, default_init } => {
                            self.property_name(name);
                            if let Some(init) = default_init {
                                self.expression(init);
                            }
                            self.pattern(pattern);
                        }
                    }
                }
            }
            Pattern::Array(array) => {
                for element in array.bindings() {
                    match element {
                        ArrayPatternElement::Elision => {}
                        ArrayPatternElement::SingleName { ident, default_init } => {
                            self.reference(ident.sym());
                            if let Some(init) = default_init {
                                self.expression(init);
                            }
                        }
                        ArrayPatternElement::PropertyAccess { access, default_init } => {
                            self.property_access(access);
                            if let Some(init) = default_init {
                                self.expression(init);
                            }
                        }
                        ArrayPatternElement::Pattern { pattern, default_init } => {
                            self.pattern(pattern);
                            if let Some(init) = default_init {
                                self.expression(init);
                            }
                        }
                        ArrayPatternElement::SingleNameRest { ident } => self.reference(ident.sym()),
                        ArrayPatternElement::PropertyAccessRest { access } => self.property_access(access),
                        ArrayPatternElement::PatternRest { pattern } => self.pattern(pattern),
                    }
                }
            }
        }
    }

    fn property_name(&mut self, name: &PropertyName) {
        if let PropertyName::Computed(expression) = name {
            self.expression(expression);
        }
    }

    fn property_access(&mut self, access: &PropertyAccess) {
        match access {
            PropertyAccess::Simple(simple) => {
                self.expression(simple.target());
                if let PropertyAccessField::Expr(key) = simple.field() {
                    self.expression(key);
                }
            }
            PropertyAccess::Private(private) => {
                self.expression(private.target());
                let name = self.private_sym(private.field().description());
                self.reference(name);
            }
            PropertyAccess::Super(access) => {
                self.special_reference(Special::This);
                self.special_reference(Special::Function);
                if let PropertyAccessField::Expr(key) = access.field() {
                    self.expression(key);
                }
            }
        }
    }

    // Expressions.

    fn expressions(&mut self, expressions: &[Expression]) {
        for expression in expressions {
            self.expression(expression);
        }
    }

    fn expression(&mut self, expression: &Expression) {
        if let Some(function) = FunctionNode::expression(expression) {
            if function.is_arrow() {
                // Arrow functions are lexically scoped like blocks as far as `this` goes;
                // their own scopes come from `function`.
            }
            self.function(function);
            return;
        }
        match expression {
            Expression::This(_) => self.special_reference(Special::This),
            Expression::Identifier(identifier) => self.reference(identifier.sym()),
            Expression::Literal(_) | Expression::RegExpLiteral(_) => {}
            Expression::ArrayLiteral(array) => {
                for element in array.as_ref().iter().flatten() {
                    self.expression(element);
                }
            }
            Expression::ObjectLiteral(object) => {
                for property in object.properties() {
                    match property {
                        PropertyDefinition::IdentifierReference(identifier) => self.reference(identifier.sym()),
                        PropertyDefinition::Property(name, value) => {
                            self.property_name(name);
                            self.expression(value);
                        }
                        PropertyDefinition::MethodDefinition(method) => self.object_method(method),
                        PropertyDefinition::SpreadObject(value) => self.expression(value),
                        PropertyDefinition::CoverInitializedName(identifier, value) => {
                            self.reference(identifier.sym());
                            self.expression(value);
                        }
                    }
                }
            }
            Expression::Spread(spread) => self.expression(spread.target()),
            Expression::ClassExpression(class) => self.class(ClassNode::expression(class)),
            Expression::TemplateLiteral(template) => {
                for element in template.elements() {
                    if let TemplateElement::Expr(expression) = element {
                        self.expression(expression);
                    }
                }
            }
            Expression::PropertyAccess(access) => self.property_access(access),
            Expression::New(new) => {
                self.expression(new.constructor());
                self.expressions(new.arguments());
            }
            Expression::Call(call) => {
                if let Expression::Identifier(identifier) = call.function()
                    && identifier.sym() == Sym::EVAL
                {
                    self.direct_eval();
                }
                self.expression(call.function());
                self.expressions(call.args());
            }
            Expression::SuperCall(call) => {
                self.special_reference(Special::This);
                self.special_reference(Special::NewTarget);
                self.special_reference(Special::Function);
                self.expressions(call.arguments());
            }
            Expression::ImportCall(call) => {
                self.expression(call.specifier());
                if let Some(options) = call.options() {
                    self.expression(options);
                }
            }
            Expression::Optional(optional) => {
                self.expression(optional.target());
                for operation in optional.chain() {
                    match operation.kind() {
                        OptionalOperationKind::SimplePropertyAccess { field } => {
                            if let PropertyAccessField::Expr(key) = field {
                                self.expression(key);
                            }
                        }
                        OptionalOperationKind::PrivatePropertyAccess { field } => {
                            let name = self.private_sym(field.description());
                            self.reference(name);
                        }
                        OptionalOperationKind::Call { args } => self.expressions(args),
                    }
                }
            }
            Expression::TaggedTemplate(template) => {
                self.expression(template.tag());
                self.expressions(template.exprs());
            }
            Expression::NewTarget(_) => self.special_reference(Special::NewTarget),
            Expression::ImportMeta(_) => {}
            Expression::Assign(assign) => {
                match assign.lhs() {
                    AssignTarget::Identifier(identifier) => self.reference(identifier.sym()),
                    AssignTarget::Access(access) => self.property_access(access),
                    AssignTarget::Pattern(pattern) => self.pattern(pattern),
                }
                self.expression(assign.rhs());
            }
            Expression::Unary(unary) => self.expression(unary.target()),
            Expression::Update(update) => match update.target() {
                UpdateTarget::Identifier(identifier) => self.reference(identifier.sym()),
                UpdateTarget::PropertyAccess(access) => self.property_access(access),
            },
            Expression::Binary(_) => {
                // `a + b + c + …` nests to the left: walk the chain in a loop, operands in
                // source order.
                let (first, rest) = left_spine(expression);
                self.longest_chain = self.longest_chain.max(rest.len());
                self.expression(first);
                for binary in rest.iter().rev() {
                    self.expression(binary.rhs());
                }
            }
            Expression::BinaryInPrivate(binary) => {
                let name = self.private_sym(binary.lhs().description());
                self.reference(name);
                self.expression(binary.rhs());
            }
            Expression::Conditional(conditional) => {
                self.expression(conditional.condition());
                self.expression(conditional.if_true());
                self.expression(conditional.if_false());
            }
            Expression::Await(node) => {
                let function = self.current_function();
                self.tree.functions[function].uses_await = true;
                self.expression(node.target())
            }
            Expression::Yield(node) => {
                if let Some(target) = node.target() {
                    self.expression(target);
                }
            }
            Expression::Parenthesized(node) => self.expression(node.expression()),
            _ => unreachable!("function expressions are handled above"),
        }
    }

    fn object_method(&mut self, method: &ObjectMethodDefinition) {
        self.property_name(method.name());
        let kind = method.kind();
        let node = FunctionNode::method(
            node_key(method),
            kind,
            method.parameters(),
            method.body(),
            method.contains_direct_eval(),
            method.linear_span(),
        );
        let _ = MethodDefinitionKind::Ordinary;
        self.function(node);
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

/// The position after which a `let`/`const` declared by `variable` is initialised.
fn declaration_end(variable: &Variable) -> Option<(u32, u32)> {
    let end = match (variable.init(), variable.binding()) {
        (Some(init), _) => super::positions::end_of(init),
        (None, AstBinding::Identifier(identifier)) => identifier.span().end(),
        (None, AstBinding::Pattern(pattern)) => pattern.span().end(),
    };
    Some((end.line_number(), end.column_number()))
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
