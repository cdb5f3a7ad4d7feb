//! Expressions.
//!
//! `expression(e, dst)` leaves the value in `dst` when one is given, or else in any
//! register, which may be a binding's own register: callers only read it. Operands that a
//! later operand could change (an assignment in the right-hand side) are copied first.

use boa_ast::expression::access::{PropertyAccess, PropertyAccessField};
use boa_ast::expression::literal::{LiteralKind, PropertyDefinition, TemplateElement};
use boa_ast::expression::operator::unary::UnaryOp;
use boa_ast::expression::{Identifier, TaggedTemplate};
use boa_ast::property::{MethodDefinitionKind, PropertyName};
use boa_ast::{Expression, Spanned};
use boa_interner::Sym;

use super::{CResult, Codegen};
use crate::bytecode::{Const, Instruction, Reg};
use crate::compiler::nodes::{ClassNode, FunctionNode};
use crate::compiler::scopes::Special;
use crate::interpreter::ops::object::{NAME_PREFIX_GET, NAME_PREFIX_NONE, NAME_PREFIX_SET};
use crate::value::JSValue;

/// A property key known at compile time, or computed into a register.
#[derive(Clone, Copy, Debug)]
pub(crate) enum Key {
    /// A name (not an array index): by-id access.
    Named(Const),
    /// An array index or any value: by-value access.
    Value(Reg),
}

impl Codegen<'_> {
    pub fn expression_to(&mut self, expression: &Expression, dst: Reg) -> CResult<()> {
        let result = self.expression(expression, Some(dst))?;
        debug_assert_eq!(result, dst);
        Ok(())
    }

    /// The value of `expression` in a fresh register.
    pub fn expression_temp(&mut self, expression: &Expression) -> CResult<Reg> {
        let dst = self.f.e.temp();
        self.expression_to(expression, dst)?;
        Ok(dst)
    }

    /// Evaluates `expression` for its effects.
    pub fn discard(&mut self, expression: &Expression) -> CResult<()> {
        let mark = self.f.e.mark();
        match unparenthesized(expression) {
            // `i++;`: no old value to keep.
            Expression::Update(update) => self.update(update.op(), update.target(), None)?,
            _ => {
                self.expression(expression, None)?;
            }
        }
        self.f.e.release(mark);
        Ok(())
    }

    /// Evaluates `expression` into `dst`, naming it `name` if it is an anonymous function
    /// or class (NamedEvaluation).
    pub fn expression_named(&mut self, expression: &Expression, name: Option<Sym>, dst: Reg) -> CResult<()> {
        let inner = unparenthesized(expression);
        if let Some(name) = name
            && is_anonymous_function_definition(inner)
        {
            match inner {
                Expression::ClassExpression(class) => {
                    self.class(ClassNode::expression(class), dst, Some(name))?;
                }
                other => {
                    let function = FunctionNode::expression(other).expect("a function definition");
                    self.new_function_named(function, Some(name), dst)?;
                }
            }
            return Ok(());
        }
        self.expression_to(expression, dst)
    }

    /// Evaluates `expression` into `dst` with no NamedEvaluation: boa_parser names the
    /// anonymous function of `(f) ??= function () {}` as if its target were `f`, but a
    /// parenthesized target is no IdentifierRef (13.15.2 step 4.c, 5.c, 6.c), and the
    /// function's name stays empty.
    pub fn expression_unnamed(&mut self, expression: &Expression, dst: Reg) -> CResult<()> {
        match unparenthesized(expression) {
            Expression::ClassExpression(class) => {
                let node = ClassNode { given_name: None, ..ClassNode::expression(class) };
                self.class(node, dst, None)
            }
            inner => match FunctionNode::expression(inner) {
                Some(function) if !function.binds_own_name => {
                    self.new_function_named(FunctionNode { name: None, ..function }, None, dst)
                }
                _ => self.expression_to(expression, dst),
            },
        }
    }

    /// Evaluates an anonymous function definition named by a computed key at run time.
    pub fn expression_named_by(&mut self, expression: &Expression, key: Reg, prefix: u8, dst: Reg) -> CResult<()> {
        let inner = unparenthesized(expression);
        if is_anonymous_function_definition(inner) {
            self.expression_to(expression, dst)?;
            self.emit(Instruction::SetFunctionName { function: dst, name: key, prefix });
            return Ok(());
        }
        self.expression_to(expression, dst)
    }

    /// Two operands, the first copied if evaluating the second could change it.
    pub fn operands(&mut self, lhs: &Expression, rhs: &Expression) -> CResult<(Reg, Reg)> {
        let mark = self.f.e.mark();
        let mut left = self.expression(lhs, None)?;
        if left.0 < mark.value() && !is_simple(rhs) {
            let copy = self.f.e.temp();
            self.emit(Instruction::Mov { dst: copy, src: left });
            left = copy;
        }
        let right = self.expression(rhs, None)?;
        Ok((left, right))
    }

    pub fn expression(&mut self, expression: &Expression, dst: Option<Reg>) -> CResult<Reg> {
        self.check_registers()?;
        if let Some(function) = FunctionNode::expression(expression) {
            let dst = self.dst(dst);
            self.new_function_named(function, None, dst)?;
            return Ok(dst);
        }
        match expression {
            Expression::This(this) => {
                self.position(this.span());
                let dst = self.dst(dst);
                self.this_value(dst)?;
                Ok(dst)
            }
            Expression::Identifier(identifier) => self.load_name(identifier.sym(), Some(identifier), dst),
            Expression::Literal(literal) => {
                let dst = self.dst(dst);
                self.literal(literal.kind(), dst)?;
                Ok(dst)
            }
            Expression::RegExpLiteral(regexp) => {
                let dst = self.dst(dst);
                let pattern = self.name_constant(regexp.pattern())?;
                let flags = self.name_constant(regexp.flags())?;
                self.position(regexp.span());
                self.emit(Instruction::NewRegExp { dst, pattern, flags });
                Ok(dst)
            }
            Expression::ArrayLiteral(array) => {
                let dst = self.dst(dst);
                self.array_literal(array.as_ref(), dst)?;
                Ok(dst)
            }
            Expression::ObjectLiteral(object) => {
                let dst = self.dst(dst);
                self.object_literal(object.properties(), dst)?;
                Ok(dst)
            }
            Expression::Spread(spread) => Err(self.syntax_error("Unexpected spread", Some(spread.span()))),
            Expression::ClassExpression(class) => {
                let dst = self.dst(dst);
                self.class(ClassNode::expression(class), dst, None)?;
                Ok(dst)
            }
            Expression::TemplateLiteral(template) => {
                let dst = self.dst(dst);
                self.template_literal(template.elements(), dst)?;
                Ok(dst)
            }
            Expression::PropertyAccess(access) => {
                let dst = self.dst(dst);
                self.position_of_access(access);
                self.property_get(access, dst)?;
                Ok(dst)
            }
            Expression::New(new) => {
                let dst = self.dst(dst);
                let mark = self.f.e.mark();
                let callee = self.expression_temp(new.constructor())?;
                let (first, argc, spread) = self.arguments(new.arguments(), None)?;
                self.position(new.call().span());
                let name = self.operand_name(new.constructor());
                self.name_operand(name.as_deref());
                if spread {
                    self.emit(Instruction::ConstructSpread { dst, callee, first });
                } else {
                    let cache = self.f.e.call_cache();
                    self.emit(Instruction::Construct { dst, callee, first, argc, cache });
                }
                self.f.e.release(mark);
                Ok(dst)
            }
            Expression::Call(call) => {
                let dst = self.dst(dst);
                self.call(call, dst)?;
                Ok(dst)
            }
            Expression::SuperCall(call) => {
                let dst = self.dst(dst);
                self.super_call(call.arguments(), dst)?;
                Ok(dst)
            }
            Expression::ImportCall(call) => {
                let dst = self.dst(dst);
                let mark = self.f.e.mark();
                let specifier = self.expression_temp(call.specifier())?;
                let options = self.f.e.temp();
                match call.options() {
                    Some(options_expression) => self.expression_to(options_expression, options)?,
                    None => self.emit(Instruction::LoadUndefined { dst: options }),
                }
                self.position(call.span());
                self.emit(Instruction::ImportCall { dst, specifier, options });
                self.f.e.release(mark);
                Ok(dst)
            }
            Expression::Optional(optional) => {
                let dst = self.dst(dst);
                self.optional_chain(optional, dst)?;
                Ok(dst)
            }
            Expression::TaggedTemplate(template) => {
                let dst = self.dst(dst);
                self.tagged_template(template, dst)?;
                Ok(dst)
            }
            Expression::NewTarget(_) => {
                let dst = self.dst(dst);
                self.special_value(Special::NewTarget, dst)?;
                Ok(dst)
            }
            Expression::ImportMeta(_) => {
                let dst = self.dst(dst);
                self.emit(Instruction::ImportMeta { dst });
                Ok(dst)
            }
            Expression::Assign(assign) => self.assignment(assign, dst),
            Expression::Unary(unary) => {
                let dst = self.dst(dst);
                self.unary(unary, dst)?;
                Ok(dst)
            }
            Expression::Update(update) => {
                let dst = self.dst(dst);
                self.update(update.op(), update.target(), Some(dst))?;
                Ok(dst)
            }
            Expression::Binary(_) => self.binary(expression, dst),
            Expression::BinaryInPrivate(binary) => {
                let dst = self.dst(dst);
                let mark = self.f.e.mark();
                let name = self.private_name(binary.lhs().description())?;
                let base = self.expression(binary.rhs(), None)?;
                self.emit(Instruction::HasPrivate { dst, base, name });
                self.f.e.release(mark);
                Ok(dst)
            }
            Expression::Conditional(conditional) => {
                let dst = self.dst(dst);
                let otherwise = self.f.e.label();
                let end = self.f.e.label();
                self.branch_if_false(conditional.condition(), otherwise)?;
                self.expression_to(conditional.if_true(), dst)?;
                self.f.e.jump(end);
                self.f.e.bind(otherwise);
                self.expression_to(conditional.if_false(), dst)?;
                self.f.e.bind(end);
                Ok(dst)
            }
            Expression::Await(node) => {
                let dst = self.dst(dst);
                let mark = self.f.e.mark();
                let value = self.expression(node.target(), None)?;
                let result = self.f.e.temps(2);
                self.position(node.span());
                self.emit_await(value, result)?;
                self.emit(Instruction::Mov { dst, src: result });
                self.f.e.release(mark);
                Ok(dst)
            }
            Expression::Yield(node) => {
                let dst = self.dst(dst);
                self.yield_expression(node, dst)?;
                Ok(dst)
            }
            Expression::Parenthesized(node) => self.expression(node.expression(), dst),
            _ => unreachable!("function expressions are handled above"),
        }
    }

    /// `dst` or a fresh register.
    pub fn dst(&mut self, dst: Option<Reg>) -> Reg {
        dst.unwrap_or_else(|| self.f.e.temp())
    }

    pub(crate) fn literal(&mut self, kind: &LiteralKind, dst: Reg) -> CResult<()> {
        match kind {
            LiteralKind::String(sym) => {
                let constant = self.name_constant(*sym)?;
                self.emit(Instruction::LoadConst { dst, constant });
            }
            LiteralKind::Num(number) => self.load_number(*number, dst),
            LiteralKind::Int(number) => self.emit(Instruction::LoadInt { dst, value: *number }),
            LiteralKind::BigInt(value) => {
                let bigint = self.vm.bigint_value((**value).clone())?;
                let constant = self.value_constant(bigint);
                self.emit(Instruction::LoadConst { dst, constant });
            }
            LiteralKind::Bool(true) => self.emit(Instruction::LoadTrue { dst }),
            LiteralKind::Bool(false) => self.emit(Instruction::LoadFalse { dst }),
            LiteralKind::Null => self.emit(Instruction::LoadNull { dst }),
            LiteralKind::Undefined => self.emit(Instruction::LoadUndefined { dst }),
        }
        Ok(())
    }

    pub fn load_number(&mut self, number: f64, dst: Reg) {
        if number.fract() == 0.0 && number.abs() <= i32::MAX as f64 && !(number == 0.0 && number.is_sign_negative()) {
            self.emit(Instruction::LoadInt { dst, value: number as i32 });
        } else {
            let constant = self.value_constant(JSValue::from_number(number));
            self.emit(Instruction::LoadConst { dst, constant });
        }
    }

    // Literals.

    fn array_literal(&mut self, elements: &[Option<Expression>], dst: Reg) -> CResult<()> {
        let mark = self.f.e.mark();
        let simple = elements.iter().all(|e| matches!(e, Some(e) if !matches!(e, Expression::Spread(_))));
        if simple && elements.len() <= 256 {
            let first = self.f.e.temps(elements.len() as u16);
            for (index, element) in elements.iter().enumerate() {
                self.expression_to(element.as_ref().expect("checked"), first.offset(index as u16))?;
            }
            self.emit(Instruction::NewArray { dst, first, count: elements.len() as u16 });
            self.f.e.release(mark);
            return Ok(());
        }
        let array = self.f.e.temp();
        self.emit(Instruction::NewArray { dst: array, first: array, count: 0 });
        for element in elements {
            let element_mark = self.f.e.mark();
            match element {
                None => self.emit(Instruction::ArrayAppendHole { array }),
                Some(Expression::Spread(spread)) => {
                    let value = self.expression(spread.target(), None)?;
                    self.position(spread.span());
                    let name = self.operand_name(spread.target());
                    self.name_operand(name.as_deref());
                    self.emit(Instruction::ArrayAppendSpread { array, iterable: value });
                }
                Some(element) => {
                    let value = self.expression(element, None)?;
                    self.emit(Instruction::ArrayAppend { array, value });
                }
            }
            self.f.e.release(element_mark);
        }
        self.emit(Instruction::Mov { dst, src: array });
        self.f.e.release(mark);
        Ok(())
    }

    /// A property name as a key: names by id, indices and computed keys by value.
    pub fn property_key(&mut self, name: &PropertyName) -> CResult<Key> {
        match name {
            PropertyName::Literal(identifier) => self.literal_key(identifier.sym()),
            PropertyName::Computed(expression) => {
                let value = self.expression(expression, None)?;
                let key = self.f.e.temp();
                self.emit(Instruction::ToPropertyKey { dst: key, src: value });
                Ok(Key::Value(key))
            }
        }
    }

    /// The key of a computed member expression whose key is a string or index literal,
    /// folded at compile time (converting a literal has no observable effect).
    pub(crate) fn constant_key(&mut self, key: &Expression) -> CResult<Option<Key>> {
        let Expression::Literal(literal) = unparenthesized(key) else { return Ok(None) };
        Ok(match literal.kind() {
            LiteralKind::String(sym) => Some(self.literal_key(*sym)?),
            LiteralKind::Int(value) if *value >= 0 => {
                let register = self.f.e.temp();
                self.emit(Instruction::LoadInt { dst: register, value: *value });
                Some(Key::Value(register))
            }
            _ => None,
        })
    }

    /// The key for a literal name: array indices go by value.
    pub fn literal_key(&mut self, name: Sym) -> CResult<Key> {
        let text = self.name_text(name);
        if let Some(index) = array_index(&text) {
            let register = self.f.e.temp();
            self.load_number(index as f64, register);
            return Ok(Key::Value(register));
        }
        Ok(Key::Named(self.name_constant(name)?))
    }

    /// The key in a register (for `DefineMethod`, `SetFunctionName`).
    pub fn key_register(&mut self, key: Key) -> Reg {
        match key {
            Key::Value(register) => register,
            Key::Named(constant) => {
                let register = self.f.e.temp();
                self.emit(Instruction::LoadConst { dst: register, constant });
                register
            }
        }
    }

    fn object_literal(&mut self, properties: &[PropertyDefinition], dst: Reg) -> CResult<()> {
        let mark = self.f.e.mark();
        let object = self.f.e.temp();
        let profile = self.f.e.arith_profile();
        self.emit(Instruction::NewObject { dst: object, profile });
        for property in properties {
            let property_mark = self.f.e.mark();
            match property {
                PropertyDefinition::IdentifierReference(identifier) => {
                    let value = self.load_name(identifier.sym(), Some(identifier), None)?;
                    let key = self.literal_key(identifier.sym())?;
                    self.define_own(object, key, value)?;
                }
                PropertyDefinition::Property(name, value) => {
                    let is_proto = matches!(name, PropertyName::Literal(id) if self.name_text(id.sym()) == "__proto__");
                    if is_proto {
                        let value = self.expression(value, None)?;
                        self.emit(Instruction::SetPrototypeOfLiteral { object, prototype: value });
                    } else {
                        let key = self.property_key(name)?;
                        let register = self.f.e.temp();
                        match (key, name) {
                            (Key::Named(_), PropertyName::Literal(id)) => {
                                self.expression_named(value, Some(id.sym()), register)?
                            }
                            (Key::Value(key_register), _) => {
                                self.expression_named_by(value, key_register, NAME_PREFIX_NONE, register)?
                            }
                            _ => self.expression_to(value, register)?,
                        }
                        self.define_own(object, key, register)?;
                    }
                }
                PropertyDefinition::MethodDefinition(method) => {
                    let node = FunctionNode::method(
                        crate::compiler::scopes::node_key(method),
                        method.kind(),
                        method.parameters(),
                        method.body(),
                        method.contains_direct_eval(),
                        method.linear_span(),
                    );
                    self.define_method(object, object, method.name(), method.kind(), node, true)?;
                }
                PropertyDefinition::SpreadObject(value) => {
                    let value = self.expression(value, None)?;
                    self.emit(Instruction::CopyDataProperties {
                        target: object,
                        source: value,
                        excluded: value,
                        count: 0,
                    });
                }
                PropertyDefinition::CoverInitializedName(identifier, _) => {
                    return Err(self.syntax_error("Invalid shorthand property initializer", Some(identifier.span())));
                }
            }
            self.f.e.release(property_mark);
        }
        self.emit(Instruction::Mov { dst, src: object });
        self.f.e.release(mark);
        Ok(())
    }

    fn define_own(&mut self, object: Reg, key: Key, value: Reg) -> CResult<()> {
        match key {
            Key::Named(name) => {
                let cache = self.f.e.property_cache();
                self.emit(Instruction::DefineOwnById { base: object, name, src: value, cache })
            }
            Key::Value(key) => self.emit(Instruction::DefineOwnByVal { base: object, key, src: value }),
        }
        Ok(())
    }

    /// A method, getter or setter of an object literal or class, defined on `target`
    /// with home object `home`.
    pub fn define_method(
        &mut self,
        target: Reg,
        home: Reg,
        name: &PropertyName,
        kind: MethodDefinitionKind,
        node: FunctionNode<'_>,
        enumerable: bool,
    ) -> CResult<()> {
        let key = self.property_key(name)?;
        let static_name = match (key, name) {
            (Key::Named(_), PropertyName::Literal(id)) => Some(id.sym()),
            (Key::Value(_), PropertyName::Literal(id)) => Some(id.sym()),
            _ => None,
        };
        let prefix = match kind {
            MethodDefinitionKind::Get => NAME_PREFIX_GET,
            MethodDefinitionKind::Set => NAME_PREFIX_SET,
            _ => NAME_PREFIX_NONE,
        };
        let function = self.f.e.temp();
        let function_name = static_name.map(|name| {
            let text = self.name_text(name);
            match prefix {
                NAME_PREFIX_GET => self.interner.get_or_intern(format!("get {text}").as_str()),
                NAME_PREFIX_SET => self.interner.get_or_intern(format!("set {text}").as_str()),
                _ => name,
            }
        });
        self.new_function_named(node, function_name.or(Some(Sym::EMPTY_STRING)), function)?;
        self.emit(Instruction::SetHomeObject { function, home });
        if static_name.is_none() {
            let key_register = self.key_register(key);
            self.emit(Instruction::SetFunctionName { function, name: key_register, prefix });
        }
        let enumerable = enumerable as u8;
        match kind {
            MethodDefinitionKind::Get | MethodDefinitionKind::Set => {
                let undefined = self.f.e.temp();
                self.emit(Instruction::LoadUndefined { dst: undefined });
                let (getter, setter) =
                    if kind == MethodDefinitionKind::Get { (function, undefined) } else { (undefined, function) };
                match key {
                    Key::Named(name) => {
                        self.emit(Instruction::DefineAccessorById { base: target, name, getter, setter, enumerable })
                    }
                    Key::Value(key) => {
                        self.emit(Instruction::DefineAccessorByVal { base: target, key, getter, setter, enumerable })
                    }
                }
            }
            _ => {
                let key = self.key_register(key);
                self.emit(Instruction::DefineMethod { base: target, key, method: function, enumerable });
            }
        }
        Ok(())
    }

    fn template_literal(&mut self, elements: &[TemplateElement], dst: Reg) -> CResult<()> {
        let mark = self.f.e.mark();
        let result = self.f.e.temp();
        let empty = self.name_constant(Sym::EMPTY_STRING)?;
        self.emit(Instruction::LoadConst { dst: result, constant: empty });
        for element in elements {
            let part = match element {
                TemplateElement::String(sym) => {
                    let part = self.f.e.temp();
                    let constant = self.name_constant(*sym)?;
                    self.emit(Instruction::LoadConst { dst: part, constant });
                    part
                }
                TemplateElement::Expr(expression) => {
                    let value = self.expression(expression, None)?;
                    let part = self.f.e.temp();
                    self.emit(Instruction::ToString { dst: part, src: value });
                    part
                }
            };
            let profile = self.f.e.arith_profile();
            self.emit(Instruction::Add { dst: result, lhs: result, rhs: part, profile });
        }
        self.emit(Instruction::Mov { dst, src: result });
        self.f.e.release(mark);
        Ok(())
    }

    fn tagged_template(&mut self, template: &TaggedTemplate, dst: Reg) -> CResult<()> {
        let mark = self.f.e.mark();
        let callee = self.f.e.temp();
        let first = self.f.e.temps(2 + template.exprs().len() as u16);
        self.callee_and_this(template.tag(), callee, first)?;
        let object = self.template_object(template)?;
        let constant = self.f.e.unique_constant(object);
        self.emit(Instruction::TemplateObject { dst: first.offset(1), template: constant });
        for (index, expression) in template.exprs().iter().enumerate() {
            self.expression_to(expression, first.offset(2 + index as u16))?;
        }
        self.position(template.span());
        let name = self.operand_name(template.tag());
        self.name_operand(name.as_deref());
        let cache = self.f.e.call_cache();
        let argc = 1 + template.exprs().len() as u16;
        self.emit(Instruction::Call { dst, callee, first, argc, cache });
        self.f.e.release(mark);
        Ok(())
    }

    /// 13.2.8.4 GetTemplateObject: the frozen strings array with its frozen `raw` array,
    /// made once per site.
    fn template_object(&mut self, template: &TaggedTemplate) -> CResult<crate::heap::Rooted<JSValue>> {
        let mut cooked = Vec::new();
        for cooked_sym in template.cookeds() {
            cooked.push(match cooked_sym {
                Some(sym) => self.atom(*sym)?,
                None => JSValue::UNDEFINED,
            });
        }
        let mut raw = Vec::new();
        for raw_sym in template.raws() {
            raw.push(self.atom(*raw_sym)?);
        }
        let object = self.vm.create_template_object(&cooked, &raw)?;
        Ok(self.vm.root_value(object))
    }

    // Property access.
}

pub(crate) use crate::compiler::nodes::unparenthesized;

/// The callee expression of a call: parentheses keep a member call a member call.
pub(crate) fn unparenthesized_call_target(expression: &Expression) -> &Expression {
    unparenthesized(expression)
}

/// IsAnonymousFunctionDefinition.
pub(crate) fn is_anonymous_function_definition(expression: &Expression) -> bool {
    match expression {
        Expression::FunctionExpression(f) => f.name().is_none(),
        Expression::GeneratorExpression(f) => f.name().is_none(),
        Expression::AsyncFunctionExpression(f) => f.name().is_none(),
        Expression::AsyncGeneratorExpression(f) => f.name().is_none(),
        Expression::ArrowFunction(_) | Expression::AsyncArrowFunction(_) => true,
        Expression::ClassExpression(class) => class.name().is_none(),
        _ => false,
    }
}

/// Whether evaluating `expression` certainly cannot assign a register of this function.
/// Only its first `SIMPLE_NODES` nodes are looked at (a larger expression counts as one
/// that may: its caller then copies a register, one `Mov`), so that asking at every level
/// of nested calls or operators stays linear in the source.
pub(crate) fn is_simple(expression: &Expression) -> bool {
    let mut budget = SIMPLE_NODES;
    simple_within(expression, &mut budget)
}

/// The most nodes `is_simple` examines.
const SIMPLE_NODES: usize = 64;

fn simple_within(expression: &Expression, budget: &mut usize) -> bool {
    if *budget == 0 {
        return false;
    }
    *budget -= 1;
    let mut simple = |e: &Expression| simple_within(e, budget);
    match expression {
        Expression::Literal(_) | Expression::Identifier(_) | Expression::This(_) | Expression::RegExpLiteral(_) => true,
        Expression::Parenthesized(inner) => simple(inner.expression()),
        Expression::PropertyAccess(PropertyAccess::Simple(access)) => {
            simple(access.target())
                && match access.field() {
                    PropertyAccessField::Const(_) => true,
                    PropertyAccessField::Expr(key) => simple(key),
                }
        }
        Expression::Unary(unary) => unary.op() != UnaryOp::Delete && simple(unary.target()),
        Expression::Binary(binary) => simple(binary.lhs()) && simple(binary.rhs()),
        Expression::Call(call) => simple(call.function()) && call.args().iter().all(simple),
        Expression::New(new) => simple(new.constructor()) && new.arguments().iter().all(simple),
        Expression::TemplateLiteral(template) => template.elements().iter().all(|e| match e {
            TemplateElement::String(_) => true,
            TemplateElement::Expr(e) => simple(e),
        }),
        Expression::ArrayLiteral(array) => array.as_ref().iter().flatten().all(simple),
        _ => false,
    }
}

/// The array index a property name spells, if it is one (canonical decimal below 2³²-1).
pub(crate) fn array_index(text: &str) -> Option<u32> {
    if text.is_empty() || text.len() > 10 || (text.len() > 1 && text.starts_with('0')) {
        return None;
    }
    if !text.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    let value: u64 = text.parse().ok()?;
    (value < u32::MAX as u64).then_some(value as u32)
}

#[allow(dead_code)]
pub(crate) fn identifier_position(identifier: &Identifier) -> (u32, u32) {
    let start = identifier.span().start();
    (start.line_number(), start.column_number())
}
