//! The compiler: boa_parser's syntax trees to Kestrel bytecode.
//!
//! Compiling is three steps:
//!
//! 1. `boa_parser` parses the source and reports early errors, reading it through a
//!    [`guarded_source::GuardedSource`] that keeps it within the stack and memory it has.
//! 2. [`analysis`] walks the tree once and builds the [`scopes::ScopeTree`]: every binding,
//!    where it is declared, and whether a closure, `with` or direct `eval` reaches it.
//!    Bindings nothing else reaches live in registers; the others in scope cells.
//! 3. [`codegen`] walks the tree again and emits one [`CodeBlock`](crate::bytecode::CodeBlock) per function through the
//!    [`emitter`], nested functions first becoming constants of their parents.
//!
//! Boa's own scope analysis is not used: it follows Boa's environment layout, it is
//! quadratic in the bindings of one scope, and Kestrel needs decisions of its own (TDZ
//! checks, registers for bindings that do not escape, per-iteration scopes).

pub(crate) mod analysis;
mod codegen;
pub(crate) mod declarations;
pub(crate) mod emitter;
pub(crate) mod guarded_source;
pub(crate) mod module;
pub(crate) mod nodes;
pub(crate) mod operand_names;
pub(crate) mod positions;
pub(crate) mod scopes;
pub(crate) mod teardown;
mod using_fixup;
mod using_rules;

use std::rc::Rc;

use boa_ast::operations::{ContainsSymbol, all_private_identifiers_valid, contains, contains_arguments};
use boa_interner::Interner;
use boa_parser::source::UTF8Input;
use boa_parser::{Parser, Source};

use guarded_source::{Guard, GuardedSource, Refusal};
use using_fixup::Fixup;

use crate::bytecode::code_block::{EvalFlags, SourceFile};
use crate::error::{JsResult, Message, Throw};
use crate::runtime::executable::ExecutableRef;
use crate::string::StringRef;
use crate::vm::Vm;

/// A syntax error, with the position the parser reported (1-based).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SyntaxError {
    pub message: String,
    pub line: u32,
    pub column: u32,
    /// The source ended inside a construct (an open block, template or comment): more
    /// text could make it valid, which a REPL uses to ask for another line.
    pub incomplete: bool,
    /// The text of line `line`, for the excerpt a report shows (`in_source`).
    pub source_line: Option<String>,
}

impl SyntaxError {
    /// An error at a known position that more text would not mend.
    pub fn at(message: impl Into<String>, line: u32, column: u32) -> SyntaxError {
        SyntaxError { message: message.into(), line, column, incomplete: false, source_line: None }
    }

    /// The error with the text of its line in `text`, the source it was found in.
    pub fn in_source(mut self, text: &str) -> SyntaxError {
        if self.source_line.is_none() {
            self.source_line = source_line(text, self.line).map(str::to_string);
        }
        self
    }

    /// The line of the error and a caret under its column, each indented by four
    /// spaces, if the line is known:
    ///
    /// ```text
    ///     let x = ;
    ///             ^
    /// ```
    pub fn excerpt(&self) -> Option<String> {
        Some(excerpt(self.source_line.as_deref()?, self.column))
    }

    /// `name:line:column: SyntaxError: message`, then the excerpt: what an embedder
    /// prints for a script or module that does not compile.
    pub fn report(&self, name: &str) -> String {
        let mut text = format!("{name}:{}:{}: SyntaxError: {}", self.line, self.column, self.message);
        if let Some(excerpt) = self.excerpt() {
            text.push('\n');
            text.push_str(&excerpt);
        }
        text
    }
}

/// Line `line` (from 1) of `text`, ended as the lexer ends lines.
fn source_line(text: &str, line: u32) -> Option<&str> {
    let line = (line as usize).checked_sub(1)?;
    text.split_inclusive(['\n', '\r', '\u{2028}', '\u{2029}'])
        // A `\r\n` ends one line: its `\n` is not a line of its own.
        .scan(false, |after_cr, piece| {
            let skip = *after_cr && piece == "\n";
            *after_cr = piece.ends_with('\r');
            Some((skip, piece))
        })
        .filter(|&(skip, _)| !skip)
        .nth(line)
        .map(|(_, piece)| piece.trim_end_matches(['\n', '\r', '\u{2028}', '\u{2029}']))
}

/// The characters of an excerpt's line shown at most: a longer line is shown around the
/// column.
const EXCERPT_WIDTH: usize = 120;

/// `line` and a caret under `column` (counted in characters from 1), indented.
pub(crate) fn excerpt(line: &str, column: u32) -> String {
    let chars: Vec<char> = line.chars().collect();
    let column = (column as usize).saturating_sub(1).min(chars.len());
    // The window of the line shown, and whether text was cut on either side.
    let start = column.saturating_sub(EXCERPT_WIDTH / 2).min(chars.len().saturating_sub(EXCERPT_WIDTH));
    let end = (start + EXCERPT_WIDTH).min(chars.len());
    let (before, after) = (if start > 0 { "..." } else { "" }, if end < chars.len() { "..." } else { "" });
    let shown: String = chars[start..end].iter().collect();
    // Tabs stay tabs under the text, so the caret lines up however they are shown.
    let pad: String = chars[start..column].iter().map(|&c| if c == '\t' { '\t' } else { ' ' }).collect();
    format!("    {before}{shown}{after}\n    {}{pad}^", " ".repeat(before.len()))
}

/// Why compiling failed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CompileError {
    Syntax(SyntaxError),
    /// The engine threw while compiling (out of memory); the exception is pending.
    Thrown(Throw),
}

impl From<Throw> for CompileError {
    fn from(throw: Throw) -> CompileError {
        CompileError::Thrown(throw)
    }
}

/// Where a direct or indirect `eval` runs.
#[derive(Clone, Debug)]
pub struct EvalContext {
    pub direct: bool,
    /// The caller is strict code (direct eval only).
    pub strict: bool,
    pub flags: EvalFlags,
    /// The private names (`#x`) of the classes around a direct eval.
    pub private_names: Vec<String>,
    /// The eval is in a parameter initializer, where it may not declare `arguments`.
    pub in_parameters: bool,
    /// The script or module of a direct eval's caller (empty for an indirect eval, whose
    /// caller is the built-in `eval`).
    pub origin: String,
}

/// Checks that `text` parses as exactly `0, function …` (a function expression, not in
/// parentheses, whose tree boa_parser would copy, recursively) ending where the text ends;
/// `Err(Some(error))` for a syntax error, `Err(None)` for another shape.
fn single_function_expression(text: &str, memory_room: Option<usize>) -> Result<(), Option<SyntaxError>> {
    let mut interner = Interner::default();
    let (script, _) = parse_fixed(text.as_bytes(), memory_room, |source| {
        Parser::new(source).parse_eval(false, &mut interner).map(|(script, _)| script)
    })
    .map_err(|failure| Some(failure.into_syntax_error(text)))?;
    let shape = function_expression_shape(&script, text);
    // A text this long may hold a chain too deep to drop recursively (see `teardown`).
    if text.len() > 2 * teardown::DEEP_CHAIN {
        teardown::drop_tree(script);
    }
    shape
}

/// Whether `script` is `0, function …` with the function ending where `text` ends.
fn function_expression_shape(script: &boa_ast::Script, text: &str) -> Result<(), Option<SyntaxError>> {
    use boa_ast::expression::operator::binary::BinaryOp;
    let [boa_ast::StatementListItem::Statement(statement)] = script.statements().statements() else { return Err(None) };
    let boa_ast::Statement::Expression(boa_ast::Expression::Binary(comma)) = &**statement else { return Err(None) };
    if comma.op() != BinaryOp::Comma || !matches!(comma.lhs(), boa_ast::Expression::Literal(_)) {
        return Err(None);
    }
    let function = nodes::FunctionNode::expression(comma.rhs()).ok_or(None)?;
    let end = function.linear_span.map(|span| span.end().pos());
    if end != Some(text.encode_utf16().count()) {
        return Err(None);
    }
    Ok(())
}

/// Turns a parser error into a message and a position.
fn syntax_error(error: boa_parser::Error, text: &str) -> SyntaxError {
    use boa_parser::Error as E;
    // The text ended early: the parser's abrupt end, the lexer's end of input inside a
    // template, or an unclosed comment.
    let incomplete = match &error {
        E::AbruptEnd => true,
        E::Lex { err: boa_parser::lexer::Error::IO(io) } => io.kind() == std::io::ErrorKind::UnexpectedEof,
        E::Lex { err: boa_parser::lexer::Error::Syntax(message, _) } => message.starts_with("unterminated multiline"),
        _ => false,
    };
    let position = match &error {
        E::Expected { span, .. } | E::Unexpected { span, .. } => Some(span.start()),
        E::General { position, .. } => Some(*position),
        E::Lex { err: boa_parser::lexer::Error::Syntax(_, position) } => Some(*position),
        _ => None,
    };
    let mut message =
        if matches!(error, E::AbruptEnd) { "unexpected end of input".to_string() } else { error.to_string() };
    if let Some(at) = message.rfind(" at line ") {
        message.truncate(at);
    }
    if let Some(at) = message.rfind(" at position: ") {
        message.truncate(at);
    }
    // An abrupt end is where the text ends.
    let (line, column) = match position {
        Some(p) => (p.line_number(), p.column_number()),
        None if incomplete => end_position(text),
        None => (1, 1),
    };
    SyntaxError { message, line, column, incomplete, source_line: None }
}

/// The line and column just past the last character of `text`, ignoring trailing newlines.
fn end_position(text: &str) -> (u32, u32) {
    position_after(text.trim_end_matches(['\n', '\r']))
}

/// The line and column just past the last character of `text`.
fn position_after(text: &str) -> (u32, u32) {
    let line = text.matches('\n').count() + 1;
    let last = text.rsplit('\n').next().unwrap_or("");
    (line as u32, last.chars().count() as u32 + 1)
}

/// A syntax error of `text` with the text of its line.
fn in_source(error: CompileError, text: &str) -> CompileError {
    match error {
        CompileError::Syntax(error) => CompileError::Syntax(error.in_source(text)),
        thrown => thrown,
    }
}

/// The source the parser reads: the text's bytes behind a guard.
type GuardedInput<'a> = Source<'a, UTF8Input<GuardedSource<'a>>>;

/// Why a parse failed.
enum ParseFailure {
    /// The source is not valid.
    Invalid(boa_parser::Error),
    /// The guard stopped the parse at this byte offset.
    Refused(Refusal, usize),
}

impl ParseFailure {
    /// The failure as a syntax error, an out-of-memory refusal included (for callers that
    /// only report messages).
    fn into_syntax_error(self, text: &str) -> SyntaxError {
        match self {
            ParseFailure::Invalid(error) => syntax_error(error, text),
            ParseFailure::Refused(refusal, offset) => {
                let mut offset = offset.min(text.len());
                while !text.is_char_boundary(offset) {
                    offset -= 1;
                }
                let (line, column) = position_after(&text[..offset]);
                SyntaxError::at(refusal.message(), line, column)
            }
        }
    }
}

/// Runs `parse` over `text` read through a guard (see [`guarded_source`]) that lets the
/// parse grow the process by at most `memory_room` bytes.
fn parse_guarded<T>(
    text: &[u8],
    memory_room: Option<usize>,
    parse: impl FnOnce(GuardedInput<'_>) -> Result<T, boa_parser::Error>,
) -> Result<T, ParseFailure> {
    let guard = Guard::default();
    let source = Source::from_reader(GuardedSource::new(text, &guard, memory_room), None);
    parse(source).map_err(|error| match guard.refusal() {
        Some((refusal, offset)) => ParseFailure::Refused(refusal, offset),
        None => ParseFailure::Invalid(error),
    })
}

/// [`parse_guarded`] with the workaround for boa_parser's `using` gaps: if the parse fails,
/// once more over the rewritten text (see [`using_fixup`]). The [`Fixup`] says which
/// `const` for-heads were `using` ones, and must be asked after code generation whether
/// the rewrite stands.
fn parse_fixed<T>(
    text: &[u8],
    memory_room: Option<usize>,
    mut parse: impl FnMut(GuardedInput<'_>) -> Result<T, boa_parser::Error>,
) -> Result<(T, Fixup<ParseFailure>), ParseFailure> {
    using_fixup::parse_with_fixup(
        text,
        |bytes| parse_guarded(bytes, memory_room, &mut parse),
        |failure| matches!(failure, ParseFailure::Invalid(_)),
    )
}

/// `units` as the bytes the parser reads: UTF-8, with a lone surrogate (which a string or
/// regex literal may hold) in the three-byte form UTF-8 would give its code point. The
/// parser's UTF-8 input decodes that form without checking it, so the literal keeps the
/// code unit.
fn generalized_utf8(units: &[u16]) -> Vec<u8> {
    let mut bytes = Vec::with_capacity(units.len());
    for decoded in char::decode_utf16(units.iter().copied()) {
        match decoded {
            Ok(c) => bytes.extend_from_slice(c.encode_utf8(&mut [0; 4]).as_bytes()),
            Err(lone) => {
                let unit = lone.unpaired_surrogate();
                bytes.extend_from_slice(&[
                    0xE0 | (unit >> 12) as u8,
                    0x80 | ((unit >> 6) & 0x3F) as u8,
                    0x80 | (unit & 0x3F) as u8,
                ]);
            }
        }
    }
    bytes
}

/// Parses eval code.
fn parse_eval_source(
    source: GuardedInput<'_>,
    direct: bool,
    strict: bool,
    interner: &mut Interner,
) -> Result<boa_ast::Script, boa_parser::Error> {
    let mut parser = Parser::new(source);
    if strict {
        parser.set_strict();
    }
    parser.parse_eval(direct, interner).map(|(script, _)| script)
}

fn source_file(name: &str, text: &str, origin: &str) -> Rc<SourceFile> {
    Rc::new(SourceFile {
        name: name.to_string(),
        text: text.encode_utf16().collect(),
        origin: origin.to_string(),
        self_hosted: false,
    })
}

impl Vm {
    /// A failed parse as a compile error: the out-of-memory RangeError if the guard ran out
    /// of room, a syntax error otherwise.
    fn compile_error(&mut self, failure: ParseFailure, text: &str) -> CompileError {
        match failure {
            ParseFailure::Refused(Refusal::OutOfMemory, _) => {
                CompileError::Thrown(self.throw_error(Message::OutOfMemory))
            }
            failure => CompileError::Syntax(failure.into_syntax_error(text)),
        }
    }

    /// Compiles a script. The result runs with [`Vm::run_script`].
    pub fn compile_script(&mut self, text: &str, name: &str) -> Result<ExecutableRef, CompileError> {
        self.compile_script_as(text, name, false)
    }

    /// Compiles a script, as strict mode code if `strict` (as if it began with
    /// `"use strict";`, without moving its lines).
    pub fn compile_script_as(&mut self, text: &str, name: &str, strict: bool) -> Result<ExecutableRef, CompileError> {
        self.compile_script_file(text, source_file(name, text, name), strict).map_err(|error| in_source(error, text))
    }

    /// Compiles a self-hosted builtins source (strict; see `runtime/self_hosted.rs`).
    pub(crate) fn compile_self_hosted(
        &mut self,
        text: &str,
        file: Rc<SourceFile>,
    ) -> Result<ExecutableRef, CompileError> {
        debug_assert!(file.self_hosted);
        self.compile_script_file(text, file, true)
    }

    /// Compiles `text` as a script of `file`.
    fn compile_script_file(
        &mut self,
        text: &str,
        file: Rc<SourceFile>,
        strict: bool,
    ) -> Result<ExecutableRef, CompileError> {
        let mut interner = Interner::default();
        let name = file.name.clone();
        let path = std::path::Path::new(&name);
        let parsed = parse_fixed(text.as_bytes(), self.heap.room_under_limit(), |source| {
            let mut parser = Parser::new(source.with_path(path));
            if strict {
                parser.set_strict();
            }
            parser.parse_eval(false, &mut interner).map(|(script, _)| script)
        });
        let (script, fixup) = parsed.map_err(|failure| self.compile_error(failure, text))?;
        // 16.1.1 Static Semantics: Early Errors of Script: every #name is declared.
        if !all_private_identifiers_valid(script.statements(), Vec::new()) {
            let message = "Private field must be declared in an enclosing class".to_string();
            return Err(CompileError::Syntax(SyntaxError::at(message, 1, 1)));
        }
        if let Some(message) = using_rules::using_early_error(script.statements(), false, text) {
            return Err(CompileError::Syntax(SyntaxError::at(message, 1, 1)));
        }
        let mut analyzer =
            analysis::Analyzer::new(&mut interner).with_source(file.clone()).with_using_heads(&fixup.heads);
        analyzer.script(script.statements().statements(), strict || script.strict(), scopes::node_key(&script));
        if let Some(error) = analyzer.early_error.take() {
            return Err(CompileError::Syntax(error));
        }
        let (specials, deep) = (analyzer.specials, analyzer.longest_chain > teardown::DEEP_CHAIN);
        let mut tree = std::mem::take(&mut analyzer.tree);
        tree.assign_slots();
        let executable = codegen::script(self, &script, &mut interner, tree, specials, file, &fixup.heads);
        if deep {
            teardown::drop_tree(script);
        }
        match fixup.rejected() {
            Some(original) => Err(self.compile_error(original, text)),
            None => executable,
        }
    }

    /// 20.2.1.1.1 CreateDynamicFunction: the function `new Function(...parameters, body)`
    /// (and its generator and async forms) makes, in the global scope of the current
    /// realm. The parameters and the body are each checked on their own first, so that one
    /// cannot close the other (`"){ evil() }; (function(){"`).
    pub fn create_dynamic_function(
        &mut self,
        kind: crate::bytecode::FunctionKind,
        parameters: &[u16],
        body: &[u16],
    ) -> JsResult<crate::value::JSValue> {
        use crate::bytecode::FunctionKind;
        let (prefix, allow_yield, allow_await) = match kind {
            FunctionKind::Generator => ("function*", true, false),
            FunctionKind::Async => ("async function", false, true),
            FunctionKind::AsyncGenerator => ("async function*", true, true),
            _ => ("function", false, false),
        };
        let units = (parameters, body);
        let (parameters, body) = (String::from_utf16_lossy(parameters), String::from_utf16_lossy(body));
        // Each part must make the whole function on its own: parameters that close the
        // list early, or a body that closes the function, make some other shape.
        // A comma rather than parentheses makes the function an expression: boa_parser copies
        // what parentheses hold, recursively, which a body of a long chain would overflow.
        let checks = [
            (format!("0, {prefix} anonymous({parameters}\n) {{\n}}"), "parameters"),
            (format!("0, {prefix} anonymous(\n) {{\n{body}\n}}"), "body"),
        ];
        for (text, part) in &checks {
            match single_function_expression(text, self.heap.room_under_limit()) {
                Ok(()) => {}
                Err(Some(error)) => return Err(self.throw_eval_syntax_error(error, text)),
                Err(None) => return Err(self.throw_error_with(Message::Syntax, format!("Invalid function {part}"))),
            }
        }
        let _ = (allow_yield, allow_await);
        // The source from the code units themselves (the checks above read them lossily).
        let mut text: Vec<u16> = format!("0, {prefix} anonymous(").encode_utf16().collect();
        text.extend_from_slice(units.0);
        text.extend("\n) {\n".encode_utf16());
        text.extend_from_slice(units.1);
        text.extend("\n}".encode_utf16());
        let source = self.new_string_utf16(&text)?;
        let context = EvalContext {
            direct: false,
            strict: false,
            flags: EvalFlags::default(),
            private_names: Vec::new(),
            in_parameters: false,
            origin: String::new(),
        };
        let executable = self.compile_eval(source, context)?;
        let this = self.realm().global_object().to_value();
        self.run_code(executable, this, crate::value::JSValue::NULL)
    }

    /// Compiles a module; linking and running it is [`Vm::load_module`]'s job.
    pub fn compile_module(&mut self, text: &str, name: &str) -> Result<ExecutableRef, CompileError> {
        self.compile_module_text(text, name).map_err(|error| in_source(error, text))
    }

    fn compile_module_text(&mut self, text: &str, name: &str) -> Result<ExecutableRef, CompileError> {
        let mut interner = Interner::default();
        let path = std::path::Path::new(name);
        let scope = boa_ast::scope::Scope::new_global();
        let parsed = parse_fixed(text.as_bytes(), self.heap.room_under_limit(), |source| {
            Parser::new(source.with_path(path)).parse_module(&scope, &mut interner)
        });
        let (module, fixup) = parsed.map_err(|failure| self.compile_error(failure, text))?;
        if let Some(message) = using_rules::using_in_case_clause(&module, text) {
            return Err(CompileError::Syntax(SyntaxError::at(message, 1, 1)));
        }
        let file = source_file(name, text, name);
        let mut analyzer =
            analysis::Analyzer::new(&mut interner).with_source(file.clone()).with_using_heads(&fixup.heads);
        analyzer.module(module.items().items(), scopes::node_key(&module));
        if let Some(error) = analyzer.early_error.take() {
            return Err(CompileError::Syntax(error));
        }
        let (specials, deep) = (analyzer.specials, analyzer.longest_chain > teardown::DEEP_CHAIN);
        let mut tree = std::mem::take(&mut analyzer.tree);
        tree.assign_slots();
        let executable = codegen::module(self, &module, &mut interner, tree, specials, file, &fixup.heads);
        if deep {
            teardown::drop_tree(module);
        }
        match fixup.rejected() {
            Some(original) => Err(self.compile_error(original, text)),
            None => executable,
        }
    }

    /// Compiles eval code; a syntax error is thrown as a SyntaxError.
    pub(crate) fn compile_eval(&mut self, source: StringRef, context: EvalContext) -> JsResult<ExecutableRef> {
        let mut units = Vec::with_capacity(source.len() as usize);
        source.append_code_units(&mut units);
        // Code with a lone surrogate (in a string or regex literal) is read from generalized
        // UTF-8, which keeps it; messages and the source file show it replaced.
        let (text, generalized) = match String::from_utf16(&units) {
            Ok(text) => (text, None),
            Err(_) => (String::from_utf16_lossy(&units), Some(generalized_utf8(&units))),
        };
        let bytes = generalized.as_deref().unwrap_or(text.as_bytes());
        let mut interner = Interner::default();
        let strict_caller = context.direct && context.strict;
        let parsed = parse_fixed(bytes, self.heap.room_under_limit(), |source| {
            parse_eval_source(source, context.direct, strict_caller, &mut interner)
        });
        let (script, fixup) = match parsed {
            Ok(parsed) => parsed,
            Err(failure) => {
                return Err(match self.compile_error(failure, &text) {
                    CompileError::Thrown(throw) => throw,
                    CompileError::Syntax(error) => self.throw_eval_syntax_error(error, &text),
                });
            }
        };
        // 19.2.1.1 PerformEval, the early errors that depend on the caller.
        let flags = if context.direct { context.flags } else { EvalFlags::default() };
        let statements = script.statements();
        let early = if !flags.new_target_allowed && contains(statements, ContainsSymbol::NewTarget) {
            Some("new.target expression is not allowed here")
        } else if (!flags.super_property_allowed && contains(statements, ContainsSymbol::SuperProperty))
            || (!flags.super_call_allowed && contains(statements, ContainsSymbol::SuperCall))
        {
            Some("'super' keyword unexpected here")
        } else if flags.in_class_field_initializer && contains_arguments(statements) {
            Some("'arguments' is not allowed in class field initializer or static initialization block")
        } else {
            let private_names =
                context.private_names.iter().map(|name| interner.get_or_intern(name.as_str())).collect();
            (!all_private_identifiers_valid(statements, private_names))
                .then_some("Private field must be declared in an enclosing class")
                .or_else(|| using_rules::using_early_error(statements, false, &text))
        };
        // 19.2.1.3 EvalDeclarationInstantiation: sloppy eval in a parameter initializer
        // cannot declare a var `arguments`.
        let strict_code = script.strict() || (context.direct && context.strict);
        let early = early.or_else(|| {
            let items = statements.statements();
            let declares_arguments = declarations::var_names(items).contains(&boa_interner::Sym::ARGUMENTS)
                || declarations::top_level_functions(items)
                    .iter()
                    .any(|function| function.name.is_some_and(|name| name.sym() == boa_interner::Sym::ARGUMENTS));
            (context.in_parameters && !strict_code && declares_arguments)
                .then_some("'arguments' cannot be declared by eval in a parameter initializer")
        });
        if let Some(message) = early {
            return Err(self.throw_error_with(Message::Syntax, message));
        }
        let strict = script.strict() || (context.direct && context.strict);
        let file = source_file("<eval>", &text, &context.origin);
        let mut analyzer =
            analysis::Analyzer::new(&mut interner).with_source(file.clone()).with_using_heads(&fixup.heads);
        analyzer.eval(statements.statements(), context.direct, strict, scopes::node_key(&script));
        if let Some(error) = analyzer.early_error.take() {
            return Err(self.throw_eval_syntax_error(error, &text));
        }
        let (specials, deep) = (analyzer.specials, analyzer.longest_chain > teardown::DEEP_CHAIN);
        let mut tree = std::mem::take(&mut analyzer.tree);
        tree.assign_slots();
        let executable = codegen::eval(
            self,
            &script,
            &mut interner,
            tree,
            specials,
            file,
            &fixup.heads,
            context.direct,
            strict,
            flags,
        );
        if deep {
            teardown::drop_tree(script);
        }
        let executable = match fixup.rejected() {
            Some(original) => Err(self.compile_error(original, &text)),
            None => executable,
        };
        match executable {
            Ok(executable) => Ok(executable),
            Err(CompileError::Thrown(throw)) => Err(throw),
            Err(CompileError::Syntax(error)) => Err(self.throw_eval_syntax_error(error, &text)),
        }
    }

    /// The SyntaxError of eval code (or a `new Function`'s source): its message, and
    /// where in that code for the report.
    fn throw_eval_syntax_error(&mut self, error: SyntaxError, text: &str) -> Throw {
        let error = error.in_source(text);
        let detail = error.message.clone();
        self.throw_syntax_error(&error, "<eval>", detail)
    }
}

#[cfg(test)]
mod tests;
