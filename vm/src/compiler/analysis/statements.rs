//! The analysis of statements: declarations, blocks, loops and the scopes they make.

use super::*;

impl Analyzer<'_> {
    pub(super) fn statements(&mut self, items: &[StatementListItem]) {
        for item in items {
            self.statement_item(item);
        }
    }

    pub(super) fn statement_item(&mut self, item: &StatementListItem) {
        match item {
            StatementListItem::Statement(statement) => self.statement(statement),
            StatementListItem::Declaration(declaration) => self.declaration(declaration),
        }
    }

    pub(super) fn declaration(&mut self, declaration: &Declaration) {
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

    pub(super) fn lexical_declaration(&mut self, lexical: &LexicalDeclaration) {
        // `await using` awaits when its scope ends (a module with one at its top level is
        // asynchronous).
        if let LexicalDeclaration::AwaitUsing(_) = lexical {
            let function = self.current_function();
            self.tree.functions[function].uses_await = true;
        }
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

    pub(super) fn variable(&mut self, variable: &Variable) {
        if let Some(init) = variable.init() {
            self.expression(init);
        }
        self.binding_target(variable.binding());
    }

    pub(super) fn binding_target(&mut self, binding: &AstBinding) {
        match binding {
            AstBinding::Identifier(identifier) => self.reference(identifier.sym()),
            AstBinding::Pattern(pattern) => self.pattern(pattern),
        }
    }

    /// Declares a block's lexical bindings in the current (new) scope.
    pub(super) fn block_declarations(&mut self, items: &[StatementListItem]) {
        for lexical in declarations::lexical_names(items, true) {
            let kind = lexical_kind(&lexical);
            self.declare_lexical(&lexical, kind);
        }
    }

    pub(super) fn block(&mut self, block: &Block) {
        let function = self.current_function();
        let items = block.statement_list().statements();
        self.push_scope((node_key(block), tag::MAIN), ScopeKind::Block, function, false);
        self.block_declarations(items);
        self.statements(items);
        self.pop_scope();
    }

    pub(super) fn statement(&mut self, statement: &Statement) {
        let function = self.current_function();
        if super::is_loop(statement) {
            self.tree.functions[function].contains_loop = true;
        }
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
                        let first = list.as_ref().first().map(Variable::binding);
                        if is_const && first.is_some_and(|binding| self.is_await_using_head(binding)) {
                            self.tree.functions[function].uses_await = true;
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
                let await_using =
                    matches!(node.initializer(), IterableLoopInitializer::Const(b) if self.is_await_using_head(b));
                if node.r#await() || await_using {
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

    pub(super) fn for_in_of(
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
}
