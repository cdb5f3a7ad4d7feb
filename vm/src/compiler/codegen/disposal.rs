//! `using` and `await using` declarations (ES2026 explicit resource management).
//!
//! A statement list that declares one (a block, a function body, a class static block, a
//! module) is compiled as a `try`/`finally` whose `finally` is
//! DisposeResources:
//!
//! ```text
//!         NewDisposeCapability stack
//!   start:  ...statements; each `using x = v` ends with AddDisposableResource stack, x
//!         kind = NORMAL; jump entry
//!   handler (covers start..): value = exception; kind = THROW
//!   entry:  DisposeResources stack, kind, value          (throws if the completion is
//!                                                        a throw, folded with disposal errors)
//!        or DisposeResourcesAsync p, stack, kind, value; if p is not undefined: await p
//!         the `finally` dispatch: fall through, rethrow, return, or carry on a jump
//! ```
//!
//! `break`, `continue` and `return` reach the entry as they reach a `finally` block
//! (`control.rs`), and so does a generator's `return()` at a `yield` inside the list.

use boa_ast::declaration::{Binding, LexicalDeclaration};
use boa_ast::statement::ForLoop;
use boa_ast::statement::iteration::{ForLoopInitializer, IterableLoopInitializer};
use boa_ast::{Declaration, Spanned, StatementListItem};

use super::control::ControlKind;
use super::{CResult, Codegen};
use crate::bytecode::{CodeKind, Instruction, Reg};

/// Whether `items` declare `using` bindings at their top level: `Some(true)` if one is
/// `await using` (the list's disposal then awaits), `Some(false)` if all are `using`.
pub(crate) fn declares_using<'a>(items: impl IntoIterator<Item = &'a StatementListItem>) -> Option<bool> {
    items.into_iter().fold(None, |found, item| match item {
        StatementListItem::Declaration(declaration) => match &**declaration {
            Declaration::Lexical(LexicalDeclaration::AwaitUsing(_)) => Some(true),
            Declaration::Lexical(LexicalDeclaration::Using(_)) => Some(found.unwrap_or(false)),
            _ => found,
        },
        _ => found,
    })
}

impl Codegen<'_> {
    /// The statements of a list that is a scope of its own: disposing of its `using`
    /// declarations' resources when it ends, if it has any.
    pub fn scope_statements(&mut self, items: &[StatementListItem]) -> CResult<()> {
        match declares_using(items) {
            None => self.statements(items),
            Some(asynchronous) => self.disposal_scope(asynchronous, |g| g.statements(items)),
        }
    }

    /// Compiles `body` as the scope of `using` declarations (see the module's diagram).
    pub fn disposal_scope(&mut self, asynchronous: bool, body: impl FnOnce(&mut Self) -> CResult<()>) -> CResult<()> {
        let saved_scope = self.f.e.temp();
        self.emit(Instruction::Mov { dst: saved_scope, src: Reg::SCOPE });
        let stack = self.f.e.temp();
        self.emit(Instruction::NewDisposeCapability { dst: stack });
        let (kind, value, entry) = (self.f.e.temp(), self.f.e.temp(), self.f.e.label());
        self.push_control(ControlKind::Finally { kind, value, entry, jumps: Vec::new() }, Vec::new());
        let start = self.f.e.label();
        self.f.e.bind(start);
        let outer = self.f.disposal.replace((stack, asynchronous));
        // A call in the scope is not in tail position: the disposal comes after it.
        self.f.try_depth += 1;
        let result = body(self);
        self.f.try_depth -= 1;
        self.f.disposal = outer;
        result?;
        let control = self.end_finally_protected(start, saved_scope, kind, value, entry);
        if asynchronous {
            let mark = self.f.e.mark();
            let promise = self.f.e.temp();
            self.emit(Instruction::DisposeResourcesAsync { dst: promise, stack, kind, value });
            let skip = self.f.e.label();
            let target = self.f.e.target(skip);
            self.emit(Instruction::JumpIfUndefined { src: promise, target });
            // A rejection throws here, past the region's handler: the disposal's error
            // replaces the completion.
            self.emit_await_in_place(promise)?;
            self.f.e.bind(skip);
            self.f.e.release(mark);
        } else {
            self.emit(Instruction::DisposeResources { stack, kind, value });
        }
        let after = self.f.e.label();
        self.finally_dispatch(control, after)?;
        self.f.e.bind(after);
        Ok(())
    }

    /// After a `using` or `await using` declarator has initialized `binding`:
    /// AddDisposableResource of its value to the enclosing scope's list.
    pub fn add_disposable_resource(&mut self, value: Reg, asynchronous: bool) -> CResult<()> {
        // Every list that may declare one is compiled as a disposal scope; the others
        // (a Script's top level, a case clause) are early errors (`using_rules.rs`).
        let Some((stack, _)) = self.f.disposal else {
            return Err(self.syntax_error("using declarations are not allowed here", None));
        };
        self.emit(Instruction::AddDisposableResource { stack, src: value, asynchronous: u8::from(asynchronous) });
        Ok(())
    }

    /// Whether `for (init; …; …)` declares `using` bindings (`Some(true)` for `await
    /// using`): boa_parser cannot parse them, so `using_fixup` rewrote the head to `const`
    /// and recorded where.
    pub fn using_for_loop_head(&mut self, node: &ForLoop) -> CResult<Option<bool>> {
        let Some(ForLoopInitializer::Lexical(lexical)) = node.init() else { return Ok(None) };
        let LexicalDeclaration::Const(list) = lexical.declaration() else { return Ok(None) };
        match list.as_ref().first().map(|variable| variable.binding()) {
            Some(Binding::Identifier(identifier)) => self.using_head_at(identifier.span()),
            _ => Ok(None),
        }
    }

    /// Whether the head of a for-of loop declares a `using` binding (as
    /// [`Codegen::using_for_loop_head`]).
    pub fn using_for_of_head(&mut self, initializer: &IterableLoopInitializer) -> CResult<Option<bool>> {
        match initializer {
            IterableLoopInitializer::Const(Binding::Identifier(identifier)) => self.using_head_at(identifier.span()),
            _ => Ok(None),
        }
    }

    /// Whether the `const` head whose first binding is at `span` was a `using` one; an
    /// `await using` one where `await` is not allowed is a SyntaxError (boa_parser would
    /// have reported it on the original text).
    fn using_head_at(&mut self, span: boa_ast::Span) -> CResult<Option<bool>> {
        let head = self.using_heads.at(span.start());
        let await_allowed = match self.f.kind {
            CodeKind::Module => true,
            CodeKind::Function(kind) => kind.is_async(),
            CodeKind::Script | CodeKind::Eval { .. } => false,
        };
        if head == Some(true) && !await_allowed {
            self.using_heads.set_misplaced();
            return Err(self.syntax_error("await using is only valid in async functions and modules", Some(span)));
        }
        Ok(head)
    }
}
