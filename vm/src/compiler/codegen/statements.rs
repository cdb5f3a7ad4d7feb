//! Statements: declarations, control flow, loops, `switch`, `try` and `with`.
//!
//! Script and eval code keep the value of the last statement that produced one in the
//! completion register; statements whose completion is "undefined if empty" (loops, `if`,
//! `switch`, `try`, `with`) reset it first, as UpdateEmpty(stmt, undefined) does.

use boa_ast::declaration::{Binding, LexicalDeclaration, Variable};
use boa_ast::expression::operator::binary::{BinaryOp, LogicalOp, RelationalOp};
use boa_ast::statement::iteration::{ForLoopInitializer, IterableLoopInitializer};
use boa_ast::statement::{Block, Catch, LabelledItem, Try};
use boa_ast::{Declaration, Expression, Spanned, Statement, StatementListItem};
use boa_interner::Sym;

use super::bindings::StoreMode;
use super::control::{COMPLETION_NORMAL, COMPLETION_THROW, Control, ControlKind};
use super::operators::writes_destination_once;
use super::{CResult, Codegen};
use crate::bytecode::{FunctionKind, Instruction, Reg};
use crate::compiler::analysis::is_loop;
use crate::compiler::emitter::Label;
use crate::compiler::nodes::{ClassNode, FunctionNode};
use crate::compiler::scopes::{Storage, node_key, tag};

impl Codegen<'_> {
    pub fn statements(&mut self, items: &[StatementListItem]) -> CResult<()> {
        for item in items {
            let mark = self.f.e.mark();
            match item {
                StatementListItem::Statement(statement) => self.statement(statement)?,
                StatementListItem::Declaration(declaration) => self.declaration(declaration)?,
            }
            self.f.e.release(mark);
        }
        Ok(())
    }

    pub fn declaration(&mut self, declaration: &Declaration) -> CResult<()> {
        match declaration {
            Declaration::Lexical(lexical) => self.lexical_declaration(lexical),
            Declaration::ClassDeclaration(class) => {
                let value = self.f.e.temp();
                self.class(ClassNode::declaration(class), value, None)?;
                self.store_name(class.name().sym(), value, StoreMode::Initialize)
            }
            other => {
                // Hoisted: made when the scope was entered. In sloppy code a function in a
                // block also sets its var binding here (B.3.3).
                if let Some(function) = FunctionNode::declaration(other) {
                    self.annex_b_copy(function)?;
                }
                Ok(())
            }
        }
    }

    /// B.3.3: copies a block function to the var binding of the same name.
    pub fn annex_b_copy(&mut self, function: FunctionNode<'_>) -> CResult<()> {
        let Some(&(scope, index)) = self.tree.annex_b_functions.get(&function.key) else { return Ok(()) };
        // (The analysis left out declarations a `var` of the name would make an error.)
        let name = function.name.expect("declarations are named").sym();
        let value = self.load_name(name, None, None)?;
        let binding = self.tree.binding(scope, index).clone();
        match binding.storage {
            Storage::Global => {
                let constant = self.name_constant(name)?;
                let cache = self.f.e.global_cache();
                self.emit(Instruction::PutGlobal { name: constant, src: value, cache, strict: 0 });
            }
            Storage::Register(register) => self.emit(Instruction::Mov { dst: register, src: value }),
            Storage::Slot(slot) => {
                let depth = self.depth_to(scope);
                self.emit(Instruction::PutScope { depth, slot, src: value });
            }
            Storage::LazyArguments => unreachable!("the analysis keeps the arguments object Annex B writes"),
            Storage::Unassigned | Storage::Dynamic => {
                // By name from outside the block, whose own binding of the name is the
                // function's lexical one.
                let constant = self.name_constant(name)?;
                let block_has_cell = self.tree.scopes[self.f.scope].materialized;
                let saved = self.f.e.temp();
                if block_has_cell {
                    self.emit(Instruction::Mov { dst: saved, src: Reg::SCOPE });
                    self.emit(Instruction::PopScope {});
                }
                self.emit(Instruction::PutName { name: constant, src: value, strict: 0 });
                if block_has_cell {
                    self.emit(Instruction::Mov { dst: Reg::SCOPE, src: saved });
                }
            }
        }
        Ok(())
    }

    /// Materialized scopes between the current scope and `target` (exclusive).
    pub fn depth_to(&self, target: usize) -> u16 {
        let mut depth = 0;
        let mut current = Some(self.f.scope);
        while let Some(id) = current {
            if id == target {
                break;
            }
            if self.tree.scopes[id].materialized {
                depth += 1;
            }
            current = self.tree.scopes[id].parent;
        }
        depth
    }

    pub fn lexical_declaration(&mut self, lexical: &LexicalDeclaration) -> CResult<()> {
        self.lexical_declaration_as(lexical, None)
    }

    /// A lexical declaration; `rewritten` makes it a `using` (`Some(false)`) or `await
    /// using` (`Some(true)`) one whatever it reads: a for-head `using_fixup` rewrote.
    pub fn lexical_declaration_as(&mut self, lexical: &LexicalDeclaration, rewritten: Option<bool>) -> CResult<()> {
        let (list, using) = match lexical {
            LexicalDeclaration::Const(list) | LexicalDeclaration::Let(list) => (list, None),
            LexicalDeclaration::Using(list) => (list, Some(false)),
            LexicalDeclaration::AwaitUsing(list) => (list, Some(true)),
        };
        let using = rewritten.or(using);
        for variable in list.as_ref() {
            self.variable(variable, StoreMode::Initialize)?;
            // `using`: the value joins the scope's resources (its binding is an identifier).
            if let (Some(asynchronous), Binding::Identifier(identifier)) = (using, variable.binding()) {
                let mark = self.f.e.mark();
                let value = self.load_name(identifier.sym(), None, None)?;
                self.add_disposable_resource(value, asynchronous)?;
                self.f.e.release(mark);
            }
        }
        Ok(())
    }

    /// One declarator: `let` and `const` initialise (undefined when there is no
    /// initialiser), `var` assigns only when there is one.
    pub fn variable(&mut self, variable: &Variable, mode: StoreMode) -> CResult<()> {
        let mark = self.f.e.mark();
        match (variable.binding(), variable.init()) {
            (Binding::Identifier(identifier), Some(init)) if mode == StoreMode::Assign => {
                // 14.3.2.1: a `var` resolves its binding before the initializer runs.
                let base = self.resolve_dynamic(identifier.sym())?;
                let value = self.f.e.temp();
                self.expression_named(init, Some(identifier.sym()), value)?;
                self.store_name_via(identifier.sym(), value, None, base)?;
            }
            (Binding::Identifier(identifier), Some(init)) => {
                // Straight into the binding's register when the initializer writes its
                // destination only at the end (until then the binding is still in its TDZ).
                if let Some(register) = self.binding_register(identifier.sym())
                    && writes_destination_once(init)
                {
                    self.expression_to(init, register)?;
                } else {
                    let value = self.f.e.temp();
                    self.expression_named(init, Some(identifier.sym()), value)?;
                    self.store_name(identifier.sym(), value, mode)?;
                }
            }
            (Binding::Identifier(identifier), None) => {
                if mode == StoreMode::Initialize {
                    let value = self.f.e.temp();
                    self.emit(Instruction::LoadUndefined { dst: value });
                    self.store_name(identifier.sym(), value, mode)?;
                }
            }
            (Binding::Pattern(pattern), Some(init)) => {
                let value = self.expression_temp(init)?;
                self.pattern_operand = self.operand_name(init);
                self.bind_pattern(pattern, value, mode)?;
            }
            (Binding::Pattern(pattern), None) => {
                return Err(self.syntax_error("Missing initializer in destructuring declaration", Some(pattern.span())));
            }
        }
        self.f.e.release(mark);
        Ok(())
    }

    /// Resets the completion value (statements whose empty completion is undefined).
    fn reset_completion(&mut self) {
        if let Some(completion) = self.f.completion {
            self.emit(Instruction::LoadUndefined { dst: completion });
        }
    }

    pub fn statement(&mut self, statement: &Statement) -> CResult<()> {
        let labels = std::mem::take(&mut self.f.pending_labels);
        match statement {
            Statement::DoWhileLoop(_)
            | Statement::WhileLoop(_)
            | Statement::ForLoop(_)
            | Statement::ForInLoop(_)
            | Statement::ForOfLoop(_) => return self.loop_statement(statement, labels),
            Statement::Labelled(labelled) => {
                let mut labels = labels;
                labels.push(labelled.label());
                return match labelled.item() {
                    LabelledItem::Statement(inner) => {
                        if is_loop(inner) || matches!(inner, Statement::Labelled(_)) {
                            self.f.pending_labels = labels;
                            self.statement(inner)
                        } else {
                            self.labelled(labels, |g| g.statement(inner))
                        }
                    }
                    LabelledItem::FunctionDeclaration(function) => {
                        self.annex_b_copy(FunctionNode::function_declaration(function))
                    }
                };
            }
            _ if !labels.is_empty() => return self.labelled(labels, |g| g.statement(statement)),
            _ => {}
        }
        match statement {
            Statement::Block(block) => self.block(block),
            Statement::Var(declaration) => {
                for variable in declaration.0.as_ref() {
                    self.variable(variable, StoreMode::Assign)?;
                }
                Ok(())
            }
            Statement::Empty => Ok(()),
            Statement::Debugger => {
                self.emit(Instruction::Debugger {});
                Ok(())
            }
            Statement::Expression(expression) => {
                match self.f.completion {
                    Some(completion) => self.expression_to(expression, completion)?,
                    None => self.discard(expression)?,
                }
                Ok(())
            }
            Statement::If(node) => {
                self.reset_completion();
                let otherwise = self.f.e.label();
                let end = self.f.e.label();
                self.branch_if_false(node.cond(), otherwise)?;
                self.statement(node.body())?;
                match node.else_node() {
                    Some(other) => {
                        self.f.e.jump(end);
                        self.f.e.bind(otherwise);
                        self.statement(other)?;
                    }
                    None => self.f.e.bind(otherwise),
                }
                self.f.e.bind(end);
                Ok(())
            }
            Statement::Switch(node) => self.switch(node, Vec::new()),
            Statement::Continue(node) => self.emit_continue(node.label()),
            Statement::Break(node) => self.emit_break(node.label()),
            Statement::Return(node) => {
                let value = match self.return_value_register() {
                    Some(register) => register,
                    None => self.f.e.temp(),
                };
                match node.target() {
                    Some(target) if self.return_may_tail_call() => return self.tail_position_return(target, value),
                    Some(target) => {
                        self.expression_to(target, value)?;
                        // 14.10.1: an async generator awaits the value (a bare `return;`
                        // does not), before any `finally` runs.
                        if self.f.function_kind() == Some(FunctionKind::AsyncGenerator) {
                            self.emit_await_in_place(value)?;
                        }
                    }
                    None => self.emit(Instruction::LoadUndefined { dst: value }),
                }
                self.emit_return(value)
            }
            Statement::Throw(node) => {
                let value = self.expression(node.target(), None)?;
                self.position_of_throw(node.target());
                self.emit(Instruction::Throw { src: value });
                Ok(())
            }
            Statement::Try(node) => self.try_statement(node),
            Statement::With(node) => {
                self.reset_completion();
                let object = self.expression(node.expression(), None)?;
                self.emit(Instruction::PushWithScope { object });
                self.f.runtime_depth += 1;
                let scope = self.tree.scope_for(node, tag::MAIN).expect("with has a scope");
                let parent = self.f.scope;
                self.f.scope = scope;
                self.statement(node.statement())?;
                self.f.scope = parent;
                self.emit(Instruction::PopScope {});
                self.f.runtime_depth -= 1;
                Ok(())
            }
            _ => unreachable!("handled above"),
        }
    }

    /// A labelled statement that is not a loop: `break label` leaves it.
    fn labelled(&mut self, labels: Vec<Sym>, body: impl FnOnce(&mut Self) -> CResult<()>) -> CResult<()> {
        let end = self.f.e.label();
        self.push_control(ControlKind::Breakable { break_label: end, is_switch: false }, labels);
        body(self)?;
        self.pop_control();
        self.f.e.bind(end);
        Ok(())
    }

    pub fn block(&mut self, block: &Block) -> CResult<()> {
        let items = block.statement_list().statements();
        let scope = self.tree.scope_for(block, tag::MAIN).expect("blocks have scopes");
        let mark = self.enter_scope(scope)?;
        self.block_functions(items)?;
        self.scope_statements(items)?;
        self.leave_scope(mark);
        Ok(())
    }

    // Conditions.

    /// Jumps to `target` when `condition` is false, fusing comparisons into the branch.
    pub fn branch_if_false(&mut self, condition: &Expression, target: Label) -> CResult<()> {
        self.branch(condition, target, false)
    }

    pub fn branch_if_true(&mut self, condition: &Expression, target: Label) -> CResult<()> {
        self.branch(condition, target, true)
    }

    fn branch(&mut self, condition: &Expression, label: Label, when: bool) -> CResult<()> {
        // `a && b && c && …` nests to the left as deep as it is long, so the conditions to
        // branch on wait in a worklist instead of on the native stack.
        let mut work = vec![BranchStep::Branch(condition, label, when)];
        while let Some(step) = work.pop() {
            match step {
                BranchStep::Branch(condition, label, when) => self.branch_step(condition, label, when, &mut work)?,
                BranchStep::Bind(label) => self.f.e.bind(label),
            }
        }
        Ok(())
    }

    /// Branches on `condition`, or pushes the steps that do.
    fn branch_step<'e>(
        &mut self,
        condition: &'e Expression,
        label: Label,
        when: bool,
        work: &mut Vec<BranchStep<'e>>,
    ) -> CResult<()> {
        let mark = self.f.e.mark();
        match condition {
            Expression::Parenthesized(inner) => {
                work.push(BranchStep::Branch(inner.expression(), label, when));
                return Ok(());
            }
            Expression::Unary(unary) if unary.op() == boa_ast::expression::operator::unary::UnaryOp::Not => {
                work.push(BranchStep::Branch(unary.target(), label, !when));
                return Ok(());
            }
            Expression::Binary(binary) => {
                if let BinaryOp::Relational(op) = binary.op() {
                    let fused = match (op, when) {
                        (RelationalOp::LessThan, true) => Some(0),
                        (RelationalOp::LessThan, false) => Some(1),
                        (RelationalOp::LessThanOrEqual, true) => Some(2),
                        (RelationalOp::LessThanOrEqual, false) => Some(3),
                        (RelationalOp::GreaterThan, true) => Some(4),
                        (RelationalOp::GreaterThan, false) => Some(5),
                        (RelationalOp::GreaterThanOrEqual, true) => Some(6),
                        (RelationalOp::GreaterThanOrEqual, false) => Some(7),
                        (RelationalOp::StrictEqual, true) | (RelationalOp::StrictNotEqual, false) => Some(8),
                        (RelationalOp::StrictEqual, false) | (RelationalOp::StrictNotEqual, true) => Some(9),
                        (RelationalOp::Equal, true) | (RelationalOp::NotEqual, false) => Some(10),
                        (RelationalOp::Equal, false) | (RelationalOp::NotEqual, true) => Some(11),
                        _ => None,
                    };
                    if let Some(kind) = fused {
                        let (lhs, rhs) = self.operands(binary.lhs(), binary.rhs())?;
                        let target = self.f.e.target(label);
                        self.position_of(condition);
                        self.emit(match kind {
                            0 => Instruction::JumpIfLess { lhs, rhs, target },
                            1 => Instruction::JumpIfNotLess { lhs, rhs, target },
                            2 => Instruction::JumpIfLessEq { lhs, rhs, target },
                            3 => Instruction::JumpIfNotLessEq { lhs, rhs, target },
                            4 => Instruction::JumpIfGreater { lhs, rhs, target },
                            5 => Instruction::JumpIfNotGreater { lhs, rhs, target },
                            6 => Instruction::JumpIfGreaterEq { lhs, rhs, target },
                            7 => Instruction::JumpIfNotGreaterEq { lhs, rhs, target },
                            8 => Instruction::JumpIfStrictEqual { lhs, rhs, target },
                            9 => Instruction::JumpIfStrictNotEqual { lhs, rhs, target },
                            10 => Instruction::JumpIfEqual { lhs, rhs, target },
                            _ => Instruction::JumpIfNotEqual { lhs, rhs, target },
                        });
                        self.f.e.release(mark);
                        return Ok(());
                    }
                }
                if let BinaryOp::Logical(op @ (LogicalOp::And | LogicalOp::Or)) = binary.op() {
                    // a && b jumps on false when either is false; a || b on true when either
                    // is true; the other polarities go through a skip label.
                    // (The steps are pushed last first.)
                    let short_on = op == LogicalOp::Or;
                    if when == short_on {
                        work.push(BranchStep::Branch(binary.rhs(), label, when));
                        work.push(BranchStep::Branch(binary.lhs(), label, when));
                    } else {
                        let skip = self.f.e.label();
                        work.push(BranchStep::Bind(skip));
                        work.push(BranchStep::Branch(binary.rhs(), label, when));
                        work.push(BranchStep::Branch(binary.lhs(), skip, !when));
                    }
                    return Ok(());
                }
            }
            _ => {}
        }
        let value = self.expression(condition, None)?;
        let target = self.f.e.target(label);
        self.emit(if when {
            Instruction::JumpIfTrue { cond: value, target }
        } else {
            Instruction::JumpIfFalse { cond: value, target }
        });
        self.f.e.release(mark);
        Ok(())
    }

    // Loops.

    fn loop_statement(&mut self, statement: &Statement, labels: Vec<Sym>) -> CResult<()> {
        self.reset_completion();
        match statement {
            Statement::WhileLoop(node) => {
                let head = self.f.e.label();
                let end = self.f.e.label();
                self.push_control(
                    ControlKind::Loop { break_label: end, continue_label: head, continue_depth: self.f.runtime_depth },
                    labels,
                );
                self.f.e.bind(head);
                self.loop_hint(Some(node.condition()));
                self.branch_if_false(node.condition(), end)?;
                self.statement(node.body())?;
                self.f.e.jump(head);
                self.pop_control();
                self.f.e.bind(end);
                Ok(())
            }
            Statement::DoWhileLoop(node) => {
                let head = self.f.e.label();
                let next = self.f.e.label();
                let end = self.f.e.label();
                self.push_control(
                    ControlKind::Loop { break_label: end, continue_label: next, continue_depth: self.f.runtime_depth },
                    labels,
                );
                self.f.e.bind(head);
                self.loop_hint(Some(node.cond()));
                self.statement(node.body())?;
                self.f.e.bind(next);
                self.branch_if_true(node.cond(), head)?;
                self.pop_control();
                self.f.e.bind(end);
                Ok(())
            }
            Statement::ForLoop(node) => {
                let scope = self.tree.scope_for(node, tag::MAIN);
                let mark = match scope {
                    Some(scope) => Some(self.enter_scope(scope)?),
                    None => None,
                };
                // A `using` head's resources are disposed of when the whole loop ends.
                match self.using_for_loop_head(node)? {
                    Some(asynchronous) => {
                        self.disposal_scope(asynchronous, |g| g.for_loop(node, scope, labels, Some(asynchronous)))?
                    }
                    None => self.for_loop(node, scope, labels, None)?,
                }
                if let Some(mark) = mark {
                    self.leave_scope(mark);
                }
                Ok(())
            }
            Statement::ForInLoop(node) => {
                self.for_in_of(node_key(node), node.initializer(), node.target(), node.body(), labels, LoopKind::In)
            }
            Statement::ForOfLoop(node) => {
                let kind = if node.r#await() { LoopKind::AwaitOf } else { LoopKind::Of };
                self.for_in_of(node_key(node), node.initializer(), node.iterable(), node.body(), labels, kind)
            }
            _ => unreachable!("not a loop"),
        }
    }

    /// A `for (init; condition; update)` loop in its scope; `using` if its head declares
    /// `using` (or `await using`, if true) bindings (`using_fixup`).
    fn for_loop(
        &mut self,
        node: &boa_ast::statement::ForLoop,
        scope: Option<crate::compiler::scopes::ScopeId>,
        labels: Vec<Sym>,
        using: Option<bool>,
    ) -> CResult<()> {
        let per_iteration = scope.is_some_and(|s| self.tree.scopes[s].materialized)
            && matches!(node.init(), Some(ForLoopInitializer::Lexical(l)) if !matches!(l.declaration(), LexicalDeclaration::Const(_)));
        match node.init() {
            Some(ForLoopInitializer::Expression(expression)) => self.discard(expression)?,
            Some(ForLoopInitializer::Var(declaration)) => {
                for variable in declaration.0.as_ref() {
                    self.variable(variable, StoreMode::Assign)?;
                }
            }
            Some(ForLoopInitializer::Lexical(lexical)) => self.lexical_declaration_as(lexical.declaration(), using)?,
            None => {}
        }
        if per_iteration {
            self.emit(Instruction::CloneScope {});
        }
        let head = self.f.e.label();
        let next = self.f.e.label();
        let end = self.f.e.label();
        self.push_control(
            ControlKind::Loop { break_label: end, continue_label: next, continue_depth: self.f.runtime_depth },
            labels,
        );
        self.f.e.bind(head);
        self.loop_hint(node.condition().or(node.final_expr()).or_else(|| leading_expression(node.body())));
        if let Some(condition) = node.condition() {
            self.branch_if_false(condition, end)?;
        }
        self.statement(node.body())?;
        self.f.e.bind(next);
        if per_iteration {
            self.emit(Instruction::CloneScope {});
        }
        if let Some(update) = node.final_expr() {
            self.discard(update)?;
        }
        self.f.e.jump(head);
        self.pop_control();
        self.f.e.bind(end);
        Ok(())
    }

    /// Emits a new loop's `LoopHint` at the position of `anchor`, the loop's condition or
    /// subject (statements have no position of their own in boa_ast): the line `vm --stats`
    /// names the loop by. A `do`-`while` is named by its `while`, a `for` without a condition
    /// by its update, or else by the first statement of its body.
    pub fn loop_hint(&mut self, anchor: Option<&Expression>) {
        if let Some(expression) = anchor {
            self.position_of(expression);
        }
        let counter = self.f.e.loop_counter();
        self.emit(Instruction::LoopHint { counter });
    }

    fn for_in_of(
        &mut self,
        key: usize,
        initializer: &IterableLoopInitializer,
        subject: &Expression,
        body: &Statement,
        labels: Vec<Sym>,
        kind: LoopKind,
    ) -> CResult<()> {
        // B.3.5 `for (var x = init in o)` in sloppy code (boa_parser accepts it nowhere
        // else): x = init before the subject is evaluated.
        if let IterableLoopInitializer::Var(variable) = initializer
            && let (Some(init), boa_ast::declaration::Binding::Identifier(identifier)) =
                (variable.init(), variable.binding())
        {
            let mark = self.f.e.mark();
            let value = self.f.e.temp();
            // 3. If IsAnonymousFunctionDefinition(Initializer), NamedEvaluation with bindingId.
            self.expression_named(init, Some(identifier.sym()), value)?;
            // 5. Perform ? PutValue(lhs, value).
            self.store_name(identifier.sym(), value, StoreMode::Assign)?;
            self.f.e.release(mark);
        }
        let scope = self.tree.scope_of_node.get(&(key, tag::MAIN)).copied();
        // The subject is evaluated with the loop's lexical bindings in their dead zone.
        let mark = match scope {
            Some(scope) => Some(self.enter_scope(scope)?),
            None => None,
        };
        let materialized = scope.is_some_and(|s| self.tree.scopes[s].materialized);
        let using = self.using_for_of_head(initializer)?;
        let subject_value = self.expression(subject, None)?;
        let iterator = self.f.e.temps(2);
        let end = self.f.e.label();
        if kind != LoopKind::In {
            let name = self.operand_name(subject);
            self.name_operand(name.as_deref());
        }
        match kind {
            LoopKind::In => self.emit(Instruction::ForInBegin { dst: iterator, object: subject_value }),
            LoopKind::Of => self.emit(Instruction::GetIterator { dst: iterator, src: subject_value, asynchronous: 0 }),
            LoopKind::AwaitOf => {
                self.emit(Instruction::GetIterator { dst: iterator, src: subject_value, asynchronous: 1 })
            }
        }
        let value = self.f.e.temps(2);
        let head = self.f.e.label();
        self.push_control(
            ControlKind::Loop { break_label: end, continue_label: head, continue_depth: self.f.runtime_depth },
            labels,
        );
        self.f.e.bind(head);
        self.loop_hint(Some(subject));
        let done = self.f.e.target(end);
        match kind {
            LoopKind::In => self.emit(Instruction::ForInNext { dst: value, iterator, done }),
            LoopKind::Of => self.emit(Instruction::ForOfNext { dst: value, iterator, done }),
            LoopKind::AwaitOf => {
                self.emit(Instruction::IteratorNext { dst: value, iterator });
                self.emit_await(value, value)?;
                let message = self.str_constant("Iterator result {} is not an object")?;
                self.emit(Instruction::ThrowIfNotObject { src: value, message });
                let complete = self.f.e.temp();
                self.emit(Instruction::IteratorComplete { dst: complete, result: value });
                self.emit(Instruction::JumpIfTrue { cond: complete, target: done });
                self.emit(Instruction::IteratorValue { dst: value, result: value });
            }
        }
        // The binding and the body: a throw from them closes the iterator.
        let closes = kind != LoopKind::In;
        let saved_scope = self.f.e.temp();
        let (start, protected_end, handler) = if closes {
            (self.f.e.label(), self.f.e.label(), self.f.e.label())
        } else {
            let unused = self.f.e.label();
            self.f.e.bind(unused);
            (unused, unused, unused)
        };
        if closes {
            self.emit(Instruction::Mov { dst: saved_scope, src: Reg::SCOPE });
            self.push_control(
                ControlKind::IteratorClose { iterator, asynchronous: kind == LoopKind::AwaitOf, done: None },
                Vec::new(),
            );
            self.f.e.bind(start);
        }
        if materialized {
            // A fresh scope cell per iteration.
            self.emit(Instruction::PopScope {});
            let scope = scope.expect("a materialized loop scope");
            let descriptor = self.f.scope_descriptors[&scope];
            self.emit(Instruction::PushScope { descriptor });
        }
        let bind_and_run = |g: &mut Self| -> CResult<()> {
            match initializer {
                IterableLoopInitializer::Identifier(identifier) => {
                    g.store_name(identifier.sym(), value, StoreMode::Assign)?
                }
                IterableLoopInitializer::Access(access) => g.store_to_access(access, value)?,
                IterableLoopInitializer::Var(variable) => {
                    g.bind_binding(variable.binding(), value, StoreMode::Assign)?
                }
                IterableLoopInitializer::Let(binding) | IterableLoopInitializer::Const(binding) => {
                    g.bind_binding(binding, value, StoreMode::Initialize)?
                }
                IterableLoopInitializer::Pattern(pattern) => g.bind_pattern(pattern, value, StoreMode::Assign)?,
            }
            if let Some(asynchronous) = using {
                g.add_disposable_resource(value, asynchronous)?;
            }
            g.statement(body)
        };
        // A `using` head's resource is disposed of at the end of each iteration, before
        // the iterator is closed.
        match using {
            Some(asynchronous) => self.disposal_scope(asynchronous, bind_and_run)?,
            None => bind_and_run(self)?,
        }
        if closes {
            self.f.e.bind(protected_end);
            self.pop_control();
        }
        self.f.e.jump(head);
        if closes {
            self.f.e.bind(handler);
            self.emit(Instruction::Mov { dst: Reg::SCOPE, src: saved_scope });
            let exception = self.f.e.temp();
            self.emit(Instruction::Catch { dst: exception });
            if kind == LoopKind::AwaitOf {
                self.async_iterator_close_on_throw(iterator)?;
            } else {
                self.emit(Instruction::IteratorCloseOnThrow { iterator });
            }
            self.emit(Instruction::Rethrow { src: exception });
            self.f.e.add_handler(start, protected_end, handler);
        }
        self.pop_control();
        self.f.e.bind(end);
        if let Some(mark) = mark {
            self.leave_scope(mark);
        }
        Ok(())
    }

    /// AsyncIteratorClose with a throw completion: calls `return` and awaits it, ignoring
    /// whatever it does; the original exception is rethrown by the caller.
    fn async_iterator_close_on_throw(&mut self, iterator: Reg) -> CResult<()> {
        let (start, end, handler, after) = (self.f.e.label(), self.f.e.label(), self.f.e.label(), self.f.e.label());
        let saved_scope = self.f.e.temp();
        self.emit(Instruction::Mov { dst: saved_scope, src: Reg::SCOPE });
        self.f.e.bind(start);
        let method = self.f.e.temp();
        let name = self.str_constant("return")?;
        let cache = self.f.e.property_cache();
        self.emit(Instruction::GetById { dst: method, base: iterator, name, cache });
        let target = self.f.e.target(after);
        self.emit(Instruction::JumpIfNullish { src: method, target });
        let this = self.f.e.temp();
        self.emit(Instruction::Mov { dst: this, src: iterator });
        let result = self.f.e.temps(2);
        let cache = self.f.e.call_cache();
        self.emit(Instruction::Call { dst: result, callee: method, first: this, argc: 0, cache });
        self.emit_await(result, result)?;
        self.f.e.bind(end);
        self.f.e.jump(after);
        self.f.e.bind(handler);
        self.emit(Instruction::Mov { dst: Reg::SCOPE, src: saved_scope });
        let ignored = self.f.e.temp();
        self.emit(Instruction::Catch { dst: ignored });
        self.f.e.bind(after);
        self.f.e.add_handler(start, end, handler);
        Ok(())
    }

    fn switch(&mut self, node: &boa_ast::statement::Switch, labels: Vec<Sym>) -> CResult<()> {
        self.reset_completion();
        let discriminant = self.expression_temp(node.val())?;
        let scope = self.tree.scope_for(node, tag::MAIN).expect("switch has a scope");
        let mark = self.enter_scope(scope)?;
        for case in node.cases() {
            self.block_functions(case.body().statements())?;
        }
        let end = self.f.e.label();
        self.push_control(ControlKind::Breakable { break_label: end, is_switch: true }, labels);
        let case_labels: Vec<Label> = node.cases().iter().map(|_| self.f.e.label()).collect();
        let mut default = None;
        for (case, &label) in node.cases().iter().zip(&case_labels) {
            match case.condition() {
                Some(condition) => {
                    let case_mark = self.f.e.mark();
                    let value = self.expression(condition, None)?;
                    let target = self.f.e.target(label);
                    self.emit(Instruction::JumpIfStrictEqual { lhs: discriminant, rhs: value, target });
                    self.f.e.release(case_mark);
                }
                None => default = Some(label),
            }
        }
        self.f.e.jump(default.unwrap_or(end));
        for (case, &label) in node.cases().iter().zip(&case_labels) {
            self.f.e.bind(label);
            self.statements(case.body().statements())?;
        }
        self.pop_control();
        self.f.e.bind(end);
        self.leave_scope(mark);
        Ok(())
    }

    fn try_statement(&mut self, node: &Try) -> CResult<()> {
        self.reset_completion();
        let saved_scope = self.f.e.temp();
        self.emit(Instruction::Mov { dst: saved_scope, src: Reg::SCOPE });
        let (catch, finally) = (node.catch(), node.finally());
        let after = self.f.e.label();
        let start = self.f.e.label();
        let finally_state = match finally {
            Some(_) => {
                let kind = self.f.e.temp();
                let value = self.f.e.temp();
                let entry = self.f.e.label();
                self.push_control(ControlKind::Finally { kind, value, entry, jumps: Vec::new() }, Vec::new());
                Some((kind, value, entry))
            }
            None => None,
        };
        self.f.e.bind(start);
        self.f.try_depth += 1;
        let block = self.block(node.block());
        self.f.try_depth -= 1;
        block?;
        let try_end = self.f.e.label();
        self.f.e.bind(try_end);
        if let Some(catch) = catch {
            let after_catch = self.f.e.label();
            self.f.e.jump(after_catch);
            let handler = self.f.e.label();
            self.f.e.bind(handler);
            self.emit(Instruction::Mov { dst: Reg::SCOPE, src: saved_scope });
            self.catch_clause(catch)?;
            self.f.e.add_handler(start, try_end, handler);
            self.f.e.bind(after_catch);
        }
        let Some((kind, value, entry)) = finally_state else {
            self.f.e.bind(after);
            return Ok(());
        };
        let control = self.end_finally_protected(start, saved_scope, kind, value, entry);
        // The finally block's own completion does not replace the try's when it ends
        // normally. When it breaks or continues out, its completion is the value the jump
        // carries, undefined if it has none (14.15.3: UpdateEmpty(F, undefined)).
        let saved_completion = self.f.completion.map(|completion| {
            let saved = self.f.e.temp();
            self.emit(Instruction::Mov { dst: saved, src: completion });
            (completion, saved)
        });
        self.reset_completion();
        let finally = finally.expect("a finally block");
        self.block(finally.block())?;
        if let Some((completion, saved)) = saved_completion {
            self.emit(Instruction::Mov { dst: completion, src: saved });
        }
        self.finally_dispatch(control, after)?;
        self.f.e.bind(after);
        Ok(())
    }

    /// Ends the region a finally block (or a `using` scope's disposal) protects, which
    /// began at `start`: falling out of it enters the block at `entry` with a normal
    /// completion, and a throw in it with a throw completion (`kind`, `value`) after the
    /// scope register is restored from `saved_scope`. Pops the region's control entry,
    /// binds `entry` and returns the entry for the dispatch after the block.
    pub(super) fn end_finally_protected(
        &mut self,
        start: Label,
        saved_scope: Reg,
        kind: Reg,
        value: Reg,
        entry: Label,
    ) -> Control {
        let protected_end = self.f.e.label();
        self.f.e.bind(protected_end);
        self.emit(Instruction::LoadInt { dst: kind, value: COMPLETION_NORMAL });
        self.f.e.jump(entry);
        let handler = self.f.e.label();
        self.f.e.bind(handler);
        self.emit(Instruction::Mov { dst: Reg::SCOPE, src: saved_scope });
        self.emit(Instruction::Catch { dst: value });
        self.emit(Instruction::LoadInt { dst: kind, value: COMPLETION_THROW });
        self.f.e.add_handler(start, protected_end, handler);
        let control = self.pop_control();
        self.f.e.bind(entry);
        control
    }

    fn catch_clause(&mut self, catch: &Catch) -> CResult<()> {
        let scope = self.tree.scope_for(catch, tag::CATCH).expect("catch has a scope");
        let mark = self.enter_scope(scope)?;
        let exception = self.f.e.temp();
        self.emit(Instruction::Catch { dst: exception });
        if let Some(parameter) = catch.parameter() {
            self.bind_binding(parameter, exception, StoreMode::Initialize)?;
        }
        self.block(catch.block())?;
        self.leave_scope(mark);
        Ok(())
    }
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum LoopKind {
    In,
    Of,
    AwaitOf,
}

/// A step of compiling a condition into branches.
enum BranchStep<'e> {
    /// Jump to the label when the expression's truth is `when`.
    Branch(&'e Expression, Label, bool),
    /// Bind a label here.
    Bind(Label),
}

/// The expression a statement starts with, for the kinds a loop body usually starts with
/// (`None` for the others): where a `for (;;)` is, as near as boa_ast tells.
fn leading_expression(statement: &Statement) -> Option<&Expression> {
    match statement {
        Statement::Expression(expression) => Some(expression),
        Statement::If(node) => Some(node.cond()),
        Statement::Return(node) => node.target(),
        Statement::Throw(node) => Some(node.target()),
        Statement::Switch(node) => Some(node.val()),
        Statement::Var(declaration) => declaration.0.as_ref().first()?.init(),
        Statement::Block(block) => match block.statement_list().statements().first()? {
            StatementListItem::Statement(statement) => leading_expression(statement),
            StatementListItem::Declaration(declaration) => match &**declaration {
                Declaration::Lexical(lexical) => lexical.variable_list().as_ref().first()?.init(),
                _ => None,
            },
        },
        _ => None,
    }
}
