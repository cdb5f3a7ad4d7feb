//! Classes (15.7.14 ClassDefinitionEvaluation).
//!
//! The class scope holds the inner name, the private names (each a private symbol made when
//! the class is evaluated) and values computed at definition time that initialisers read
//! later (private methods, computed field keys). Instance fields and private methods are
//! installed by a synthetic initializer function the constructor runs; static fields and
//! blocks run in a synthetic static function called once with `this` = the class.

use boa_ast::expression::access::PropertyAccessField;
use boa_ast::function::{ClassElement, ClassElementName, ClassFieldDefinition, PrivateFieldDefinition};
use boa_ast::property::{MethodDefinitionKind, PropertyName};
use boa_interner::Sym;

use super::bindings::StoreMode;
use super::expressions::Key;
use super::{CResult, Codegen, FunctionState};
use crate::bytecode::code_block::FunctionInfo;
use crate::bytecode::{CodeKind, FunctionKind, Instruction, Reg};
use crate::compiler::analysis::hidden_sym;
use crate::compiler::declarations;
use crate::compiler::emitter::BlockParts;
use crate::compiler::nodes::{ClassNode, FunctionNode};
use crate::compiler::positions::keyword_before;
use crate::compiler::scopes::{node_key, tag};
use crate::interpreter::ops::object::{NAME_PREFIX_NONE, PRIVATE_GETTER, PRIVATE_METHOD, PRIVATE_SETTER};
use crate::runtime::executable::ExecutableRef;

impl Codegen<'_> {
    /// Evaluates a class into `dst`; `name` names an anonymous class the parser did not
    /// name.
    pub fn class(&mut self, class: ClassNode<'_>, dst: Reg, name: Option<Sym>) -> CResult<()> {
        let saved_strict = self.f.strict;
        self.f.strict = true;
        let result = self.class_definition(class, dst, name);
        self.f.strict = saved_strict;
        result
    }

    fn class_definition(&mut self, class: ClassNode<'_>, dst: Reg, name: Option<Sym>) -> CResult<()> {
        let scope = self.tree.scope_of_node[&(class.key, tag::CLASS)];
        let mark = self.enter_scope(scope)?;
        let class_name = class.name.or(class.given_name).map(|n| n.sym()).or(name);
        // Private names (a getter and a setter of one name share their symbol).
        let mut created = Vec::new();
        for element in class.elements {
            let description = match element {
                ClassElement::PrivateFieldDefinition(field) | ClassElement::PrivateStaticFieldDefinition(field) => {
                    Some(field.name().description())
                }
                ClassElement::MethodDefinition(method) => match method.name() {
                    ClassElementName::PrivateName(private) => Some(private.description()),
                    ClassElementName::PropertyName(_) => None,
                },
                _ => None,
            };
            if let Some(description) = description
                && !created.contains(&description)
            {
                created.push(description);
                let binding = crate::compiler::analysis::private_sym(self.interner, description);
                let register = self.f.e.temp();
                let text = self.name_constant(binding)?;
                self.emit(Instruction::NewPrivateName { dst: register, description: text });
                self.store_name(binding, register, StoreMode::Initialize)?;
            }
        }
        let superclass = self.f.e.temp();
        if let Some(heritage) = class.super_ref {
            self.expression_to(heritage, superclass)?;
        }
        let derived = class.super_ref.is_some();
        // 15.7.14 step 13: the class's [[SourceText]] is the whole class, not the
        // constructor's (`Function.prototype.toString`).
        let source_range = self.class_source_range(class);
        let constructor = match class.constructor {
            Some(constructor) => {
                let mut node =
                    FunctionNode::function_expression(constructor, FunctionKind::ClassConstructor { derived });
                node.linear_span = source_range.map(|(start, end)| {
                    boa_ast::LinearSpan::new(
                        boa_ast::LinearPosition::new(start as usize),
                        boa_ast::LinearPosition::new(end as usize),
                    )
                });
                self.compile_function(node, class_name.or(Some(Sym::EMPTY_STRING)))?
            }
            None => self.default_constructor(class, derived, class_name, source_range)?,
        };
        let rooted = self.vm.root_value(constructor.to_value());
        let executable = self.f.e.unique_constant(rooted);
        let pair = self.f.e.temps(2);
        let (f, prototype) = (pair, pair.offset(1));
        self.emit(Instruction::NewClass { dst: pair, executable, superclass, has_superclass: derived as u8 });
        // Methods and computed keys, in order.
        let mut static_private_methods = Vec::new();
        for (index, element) in class.elements.iter().enumerate() {
            let element_mark = self.f.e.mark();
            match element {
                ClassElement::MethodDefinition(method) => {
                    let node = FunctionNode::method(
                        node_key(method),
                        method.kind(),
                        method.parameters(),
                        method.body(),
                        method.contains_direct_eval(),
                        method.linear_span(),
                    );
                    let home = if method.is_static() { f } else { prototype };
                    match method.name() {
                        ClassElementName::PropertyName(name) => {
                            self.define_method(home, home, name, method.kind(), node, false)?;
                        }
                        ClassElementName::PrivateName(private) => {
                            let text = format!("#{}", self.name_text(private.description()));
                            let function_name = match method.kind() {
                                MethodDefinitionKind::Get => format!("get {text}"),
                                MethodDefinitionKind::Set => format!("set {text}"),
                                _ => text,
                            };
                            let function_name = self.interner.get_or_intern(function_name.as_str());
                            let function = self.f.e.temp();
                            self.new_function_named(node, Some(function_name), function)?;
                            self.emit(Instruction::SetHomeObject { function, home });
                            let hidden = hidden_sym(self.interner, index);
                            self.store_name(hidden, function, StoreMode::Initialize)?;
                            if method.is_static() {
                                static_private_methods.push((private.description(), index, method.kind()));
                            }
                        }
                    }
                }
                ClassElement::FieldDefinition(field) | ClassElement::StaticFieldDefinition(field) => {
                    if let PropertyName::Computed(key) = field.name() {
                        let value = self.expression(key, None)?;
                        let register = self.f.e.temp();
                        self.emit(Instruction::ToPropertyKey { dst: register, src: value });
                        let hidden = hidden_sym(self.interner, index);
                        self.store_name(hidden, register, StoreMode::Initialize)?;
                    }
                }
                _ => {}
            }
            self.f.e.release(element_mark);
        }
        if let Some(name) = class.name {
            self.store_name(name.sym(), f, StoreMode::Initialize)?;
        }
        if class.has_instance_elements() {
            let initializer = self.class_initializer(class, false)?;
            let rooted = self.vm.root_value(initializer.to_value());
            let executable = self.f.e.unique_constant(rooted);
            let function = self.f.e.temp();
            self.emit(Instruction::NewFunction { dst: function, executable });
            self.emit(Instruction::SetHomeObject { function, home: prototype });
            self.emit(Instruction::SetClassFieldInitializer { constructor: f, initializer: function });
        }
        for (description, index, kind) in static_private_methods {
            let name = self.private_name(description)?;
            let hidden = hidden_sym(self.interner, index);
            let method = self.load_name(hidden, None, None)?;
            self.emit(Instruction::AddPrivateMethod { base: f, name, method, kind: private_kind(kind) });
        }
        if class.has_static_initializer() {
            let initializer = self.class_initializer(class, true)?;
            let rooted = self.vm.root_value(initializer.to_value());
            let executable = self.f.e.unique_constant(rooted);
            let function = self.f.e.temp();
            self.emit(Instruction::NewFunction { dst: function, executable });
            self.emit(Instruction::SetHomeObject { function, home: f });
            let this = self.f.e.temps(1);
            self.emit(Instruction::Mov { dst: this, src: f });
            let result = self.f.e.temp();
            let cache = self.f.e.call_cache();
            self.emit(Instruction::Call { dst: result, callee: function, first: this, argc: 0, cache });
        }
        self.emit(Instruction::Mov { dst, src: f });
        self.leave_scope(mark);
        Ok(())
    }

    /// A class without a `constructor`: `constructor() {}` or, for a derived class,
    /// `constructor(...args) { super(...args); }` (without iterating `args`).
    fn default_constructor(
        &mut self,
        class: ClassNode<'_>,
        derived: bool,
        name: Option<Sym>,
        source_range: Option<(u32, u32)>,
    ) -> CResult<ExecutableRef> {
        let kind = FunctionKind::ClassConstructor { derived };
        self.synthetic_function(class.default_constructor_key(), kind, name, source_range, |g| {
            if derived {
                let arguments = g.f.e.temp();
                g.emit(Instruction::CreateRest { dst: arguments, first: 0 });
                let result = g.f.e.temp();
                g.emit(Instruction::SuperCallSpread {
                    dst: result,
                    function: Reg::CALLEE,
                    new_target: Reg::NEW_TARGET,
                    first: arguments,
                });
                g.emit(Instruction::BindThis { src: result });
                g.emit(Instruction::InitializeFields { constructor: Reg::CALLEE, this: result });
            }
            Ok(())
        })
    }

    /// Where the class's source text starts and ends (UTF-16 offsets), from what boa_ast
    /// keeps: a class expression's span; for a declaration, the `class` keyword before its
    /// name, and the closing brace after its last element. `None` when that cannot be told
    /// (a declaration ending in a field without initialiser or a static block).
    fn class_source_range(&mut self, class: ClassNode<'_>) -> Option<(u32, u32)> {
        use crate::compiler::positions::{LineIndex, end_of, skip_trivia};
        if self.source.self_hosted {
            return None;
        }
        let source = self.source.clone();
        let text = &source.text[..];
        let lines = self.lines.get_or_insert_with(|| LineIndex::new(text));
        let offset = |position: boa_ast::Position| lines.offset(text, position.line_number(), position.column_number());
        let (start, end) = if let Some(span) = class.span {
            let (start, end) = (offset(span.start())?, offset(span.end())?);
            // A non-empty body's span ends where its closing brace starts.
            let empty = class.constructor.is_none() && class.elements.is_empty();
            let end = if empty { end } else { end + 1 };
            (start, end)
        } else {
            let name = boa_ast::Spanned::span(&class.name?);
            let at_name = offset(name.start())?;
            let class_keyword: Vec<u16> = "class".encode_utf16().collect();
            // `export default class {}` names the class with the keyword's own span.
            let start = if text.get(at_name..at_name + 5) == Some(&class_keyword[..]) {
                at_name
            } else {
                let column =
                    keyword_before(text, lines, "class", name.start().line_number(), name.start().column_number())?;
                lines.offset(text, name.start().line_number(), column)?
            };
            // The end of the last element (the constructor may follow the others).
            let element_end = match class.elements.last() {
                None => None,
                Some(ClassElement::MethodDefinition(method)) => Some(method.linear_span().end().pos()),
                Some(ClassElement::FieldDefinition(field) | ClassElement::StaticFieldDefinition(field)) => {
                    Some(match field.initializer() {
                        Some(initializer) => offset(end_of(initializer))?,
                        None => field_name_end(text, field.name(), offset)?,
                    })
                }
                Some(
                    ClassElement::PrivateFieldDefinition(field) | ClassElement::PrivateStaticFieldDefinition(field),
                ) => Some(match field.initializer() {
                    Some(initializer) => offset(end_of(initializer))?,
                    None => offset(boa_ast::Spanned::span(field.name()).end())?,
                }),
                // The block's body span ends past its closing brace.
                Some(ClassElement::StaticBlock(block)) => {
                    Some(offset(boa_ast::Spanned::span(block.statements()).end())?)
                }
            };
            let constructor_end = class.constructor.and_then(|c| c.linear_span()).map(|span| span.end().pos());
            let body_end = match element_end.max(constructor_end) {
                Some(end) => end,
                None => {
                    // An empty body: its `{` follows the heritage or the name.
                    let before = match class.super_ref {
                        Some(heritage) => offset(end_of(heritage))?,
                        None => offset(name.end())?,
                    };
                    let open = skip_trivia(text, before)?;
                    (text[open] == u16::from(b'{')).then_some(open + 1)?
                }
            };
            // Then only `;`s and trivia before the closing brace.
            let mut close = skip_trivia(text, body_end)?;
            while text[close] == u16::from(b';') {
                close = skip_trivia(text, close + 1)?;
            }
            (text[close] == u16::from(b'}')).then_some((start, close + 1))?
        };
        let valid = start < end && end <= text.len() && text[end - 1] == u16::from(b'}');
        valid.then_some((start as u32, end as u32))
    }

    /// The instance field initializer (`is_static` false) or the static initializer.
    fn class_initializer(&mut self, class: ClassNode<'_>, is_static: bool) -> CResult<ExecutableRef> {
        let (key, kind) = if is_static {
            (class.static_initializer_key(), FunctionKind::ClassStaticInitializer)
        } else {
            (class.instance_initializer_key(), FunctionKind::ClassFieldInitializer)
        };
        self.synthetic_function(key, kind, Some(Sym::EMPTY_STRING), None, |g| {
            if !is_static {
                // Private methods first, then fields, in order (InitializeInstanceElements).
                for (index, element) in class.elements.iter().enumerate() {
                    if let ClassElement::MethodDefinition(method) = element
                        && !method.is_static()
                        && let ClassElementName::PrivateName(private) = method.name()
                    {
                        let mark = g.f.e.mark();
                        let name = g.private_name(private.description())?;
                        let hidden = hidden_sym(g.interner, index);
                        let function = g.load_name(hidden, None, None)?;
                        let kind = private_kind(method.kind());
                        g.emit(Instruction::AddPrivateMethod { base: Reg::THIS, name, method: function, kind });
                        g.f.e.release(mark);
                    }
                }
            }
            for (index, element) in class.elements.iter().enumerate() {
                let mark = g.f.e.mark();
                match (element, is_static) {
                    (ClassElement::FieldDefinition(field), false)
                    | (ClassElement::StaticFieldDefinition(field), true) => {
                        g.field(field, index)?;
                    }
                    (ClassElement::PrivateFieldDefinition(field), false)
                    | (ClassElement::PrivateStaticFieldDefinition(field), true) => g.private_field(field)?,
                    (ClassElement::StaticBlock(block), true) => {
                        let scope = g.tree.scope_of_node[&(node_key(block), tag::STATIC_BLOCK)];
                        let block_mark = g.enter_scope(scope)?;
                        let items = block.statements().statements();
                        for function in declarations::top_level_functions(items) {
                            g.instantiate_function(function)?;
                        }
                        g.block_functions(items)?;
                        g.scope_statements(items)?;
                        g.leave_scope(block_mark);
                    }
                    _ => {}
                }
                g.f.e.release(mark);
            }
            Ok(())
        })
    }

    fn field(&mut self, field: &ClassFieldDefinition, index: usize) -> CResult<()> {
        let key = match field.name() {
            PropertyName::Literal(identifier) => self.literal_key(identifier.sym())?,
            PropertyName::Computed(_) => {
                let hidden = hidden_sym(self.interner, index);
                Key::Value(self.load_name(hidden, None, None)?)
            }
        };
        let key_register = self.key_register(key);
        let value = self.f.e.temp();
        match (field.initializer(), field.name()) {
            (Some(init), PropertyName::Literal(identifier)) => {
                self.expression_named(init, Some(identifier.sym()), value)?
            }
            (Some(init), PropertyName::Computed(_)) => {
                self.expression_named_by(init, key_register, NAME_PREFIX_NONE, value)?
            }
            (None, _) => self.emit(Instruction::LoadUndefined { dst: value }),
        }
        self.emit(Instruction::DefineField { base: Reg::THIS, key: key_register, src: value });
        Ok(())
    }

    fn private_field(&mut self, field: &PrivateFieldDefinition) -> CResult<()> {
        let description = field.name().description();
        let name = self.private_name(description)?;
        let value = self.f.e.temp();
        match field.initializer() {
            Some(init) => {
                let function_name = format!("#{}", self.name_text(description));
                let function_name = self.interner.get_or_intern(function_name.as_str());
                self.expression_named(init, Some(function_name), value)?;
            }
            None => self.emit(Instruction::LoadUndefined { dst: value }),
        }
        self.emit(Instruction::DefinePrivateField { base: Reg::THIS, name, src: value });
        Ok(())
    }

    /// Compiles a function the compiler makes up (no syntax node of its own): its scope
    /// comes from the analysis under `key`, its body from `body`.
    fn synthetic_function(
        &mut self,
        key: usize,
        kind: FunctionKind,
        name: Option<Sym>,
        source_range: Option<(u32, u32)>,
        body: impl FnOnce(&mut Self) -> CResult<()>,
    ) -> CResult<ExecutableRef> {
        let id = self.tree.function_for_key(key);
        let data = self.tree.functions[id].clone();
        let code_kind = CodeKind::Function(kind);
        let state = FunctionState::new(id, data.scope, code_kind, true, Reg::HEADER);
        let outer = std::mem::replace(&mut self.f, state);
        let result = (|| -> CResult<()> {
            if kind == (FunctionKind::ClassConstructor { derived: false }) {
                self.emit(Instruction::InitializeFields { constructor: Reg::CALLEE, this: Reg::THIS });
            }
            self.enter_scope(data.scope)?;
            // Arrows in initialisers may capture the specials.
            self.initialize_specials(&data, kind)?;
            body(self)?;
            let undefined = self.f.e.temp();
            self.emit(Instruction::LoadUndefined { dst: undefined });
            self.final_return(undefined)
        })();
        let mut state = std::mem::replace(&mut self.f, outer);
        result?;
        let name_constant = match name {
            Some(sym) => {
                let atom = self.atom(sym)?;
                let rooted = self.vm.root_value(atom);
                Some(state.e.constant(rooted).0)
            }
            None => None,
        };
        let display_name = name.map(|n| self.name_text(n)).unwrap_or_default();
        let parts = BlockParts {
            name: display_name,
            kind: code_kind,
            strict: true,
            parameter_count: 0,
            source: self.source.clone(),
            function: Some(FunctionInfo {
                kind,
                name: name_constant,
                length: 0,
                has_simple_parameters: true,
                source_range,
            }),
            arguments_mapping: Vec::new(),
            global_declarations: None,
            eval_flags: super::eval_flags_for(&self.tree, data.scope, Default::default()),
            module: None,
        };
        self.finish(state, parts)
    }
}

/// Where a field's name ends in `text` (`offset` maps boa's positions into it): a
/// computed name at its `]`, which boa_ast keeps no position for.
fn field_name_end(
    text: &[u16],
    name: &PropertyName,
    offset: impl Fn(boa_ast::Position) -> Option<usize>,
) -> Option<usize> {
    use crate::compiler::positions::{end_of, skip_trivia};
    match name {
        PropertyName::Literal(identifier) => offset(boa_ast::Spanned::span(identifier).end()),
        PropertyName::Computed(key) => {
            // The key's closing parentheses, if boa_ast ends it inside them, then its `]`
            // (a numeric key is computed too, and has none).
            let mut end = skip_trivia(text, offset(end_of(key))?)?;
            while text[end] == u16::from(b')') {
                end = skip_trivia(text, end + 1)?;
            }
            Some(if text[end] == u16::from(b']') { end + 1 } else { end })
        }
    }
}

fn private_kind(kind: MethodDefinitionKind) -> u8 {
    match kind {
        MethodDefinitionKind::Get => PRIVATE_GETTER,
        MethodDefinitionKind::Set => PRIVATE_SETTER,
        _ => PRIVATE_METHOD,
    }
}

#[allow(dead_code)]
fn field_name_is_const(field: &PropertyAccessField) -> bool {
    matches!(field, PropertyAccessField::Const(_))
}
