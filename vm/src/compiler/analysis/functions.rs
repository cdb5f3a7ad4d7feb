//! The analysis of functions and classes: their scopes, parameters, bodies and elements.

use super::*;

impl Analyzer<'_> {
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
        self.function_body_declarations(items);
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
        // A named function expression's own name, in a scope of its own around the
        // function's in the specification (15.2.5 funcEnv). The parameter scope stands in
        // for it where nothing there has the name; with parameter expressions the body's
        // vars are in a scope of their own, so a `var` of the name leaves the parameters
        // seeing the function (`function f(x = f) { var f; }`).
        if node.binds_own_name
            && let Some(name) = node.name
            && self.tree.scopes[scope].find(name.sym()).is_none()
        {
            self.declare_in(scope, name.sym(), BindingKind::FunctionSelfName, Storage::Unassigned);
        }
        // Parameters (and their default expressions) are in the parameter scope.
        self.scope = scope;
        self.parameters(node.parameters);
        self.scope = body_scope;
        self.statements(items);
        if self.can_elide_arguments(id) {
            let (arguments_scope, index) = self.tree.functions[id].arguments.expect("an arguments binding");
            self.tree.functions[id].lazy_arguments = true;
            self.tree.scopes[arguments_scope].bindings[index].storage = Storage::LazyArguments;
        } else if self.tree.functions[id].arguments.is_some() && self.tree.functions[id].mapped_arguments() {
            // Mapped arguments alias the parameters: they live in the scope cell.
            for binding in &mut self.tree.scopes[scope].bindings {
                if binding.kind == BindingKind::Parameter {
                    binding.captured = true;
                }
            }
        }
        self.scope = self.tree.scopes[scope].parent.expect("functions are nested");
    }

    /// 15.2.1 Static Semantics: Early Errors of FunctionBody (and of every other function
    /// form's body): a name declared lexically at the top level is declared there once, and
    /// not also by a `var` of the body or a top-level function declaration. boa_parser checks
    /// this for scripts, blocks and `switch`, but not for function bodies.
    fn function_body_declarations(&mut self, items: &[StatementListItem]) {
        if self.early_error.is_some() {
            return;
        }
        let lexical = declarations::lexical_names(items, false);
        let mut seen = rustc_hash::FxHashSet::default();
        let duplicate = lexical.iter().find(|name| !seen.insert(name.name()));
        let clash = || {
            let functions = declarations::top_level_functions(items);
            let function_names = functions.iter().filter_map(|function| function.name.map(|name| name.sym()));
            declarations::var_names(items).into_iter().chain(function_names).find(|name| seen.contains(name))
        };
        let (name, message) = match duplicate {
            Some(name) => (name.name(), "declared more than once"),
            None => match clash() {
                Some(name) => (name, "declared both lexically and by a var or function declaration"),
                None => return,
            },
        };
        let position = lexical.iter().rev().find(|lexical| lexical.name() == name).and_then(declaration_start);
        let (line, column) = position.unwrap_or((1, 1));
        let message = format!("'{}' is {message}", self.interner.resolve_expect(name));
        self.early_error = Some(SyntaxError::at(message, line, column));
    }

    /// Whether function `id` can do without its arguments object, its code reading the
    /// frame's arguments instead (`ArgumentCount`, `GetArgument`): every use is a read of
    /// `arguments.length` or `arguments[key]` by its own code (nothing captures the binding,
    /// nor writes it: an Annex B function of that name would), its parameters are simple,
    /// and its frame is an ordinary one (not a generator's or an async function's, which
    /// keep no arguments past the parameters when they suspend). A sloppy function's
    /// `arguments[i]` is its `i`th parameter's current value: that is its register, as
    /// long as no closure captures the parameters into the scope cell. A strict function's
    /// is the value it was called with, which `Codegen::function_body` keeps by giving its
    /// parameters registers of their own.
    fn can_elide_arguments(&self, id: FunctionId) -> bool {
        let data = &self.tree.functions[id];
        let Some((scope, index)) = data.arguments else { return false };
        let plain = matches!(
            data.kind,
            Some(FunctionKind::Normal | FunctionKind::Method | FunctionKind::ClassConstructor { .. })
        );
        let parameters = &self.tree.scopes[data.scope].bindings;
        let written_by_annex_b = self.tree.annex_b_functions.values().any(|&target| target == (scope, index));
        plain
            && data.has_simple_parameters
            && !data.arguments_escape
            && !self.tree.scopes[scope].bindings[index].captured
            && !written_by_annex_b
            && (data.strict || !parameters.iter().any(|b| b.kind == BindingKind::Parameter && b.captured))
    }

    pub(super) fn parameters(&mut self, parameters: &FormalParameterList) {
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
    pub(super) fn synthetic_function(&mut self, key: usize, kind: FunctionKind, body: impl FnOnce(&mut Self)) {
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

    pub(super) fn static_block(&mut self, block: &boa_ast::function::StaticBlockBody) {
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
    pub(super) fn with_strict(&mut self, f: impl FnOnce(&mut Self)) {
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

    pub(super) fn hidden_sym(&mut self, index: usize) -> Sym {
        hidden_sym(self.interner, index)
    }
}
