//! Expressions.
//!
//! `expression(e, dst)` leaves the value in `dst` when one is given, or else in any
//! register, which may be a binding's own register: callers only read it. Operands that a
//! later operand could change (an assignment in the right-hand side) are copied first.

use boa_ast::expression::access::{PropertyAccess, PropertyAccessField};
use boa_ast::expression::literal::{LiteralKind, PropertyDefinition, TemplateElement};
use boa_ast::expression::operator::assign::{AssignOp, AssignTarget};
use boa_ast::expression::operator::binary::{ArithmeticOp, BinaryOp, BitwiseOp, LogicalOp, RelationalOp};
use boa_ast::expression::operator::unary::UnaryOp;
use boa_ast::expression::operator::update::{UpdateOp, UpdateTarget};
use boa_ast::expression::{Call, Identifier, Optional, OptionalOperationKind, TaggedTemplate};
use boa_ast::property::{MethodDefinitionKind, PropertyName};
use boa_ast::{Expression, Spanned};
use boa_interner::Sym;

use super::bindings::StoreMode;
use super::{CResult, Codegen};
use crate::bytecode::{Const, Instruction, Reg};
use crate::compiler::nodes::{ClassNode, FunctionNode};
use crate::compiler::scopes::{Resolution, Special};
use crate::interpreter::ops::arith::Arith;
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
                self.position(access.span());
                self.property_get(access, dst)?;
                Ok(dst)
            }
            Expression::New(new) => {
                let dst = self.dst(dst);
                let mark = self.f.e.mark();
                let callee = self.expression_temp(new.constructor())?;
                let (first, argc, spread) = self.arguments(new.arguments(), None)?;
                self.position(new.call().span());
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
            Expression::Binary(binary) => self.binary(binary.op(), binary.lhs(), binary.rhs(), dst),
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

    fn literal(&mut self, kind: &LiteralKind, dst: Reg) -> CResult<()> {
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
    fn constant_key(&mut self, key: &Expression) -> CResult<Option<Key>> {
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

    /// Reads a property access into `dst`.
    pub fn property_get(&mut self, access: &PropertyAccess, dst: Reg) -> CResult<()> {
        let mark = self.f.e.mark();
        match access {
            PropertyAccess::Simple(simple) => {
                let base = self.expression(simple.target(), None)?;
                match simple.field() {
                    PropertyAccessField::Const(identifier) => {
                        let key = self.literal_key(identifier.sym())?;
                        self.position(access.span());
                        self.get_key(base, key, dst);
                    }
                    PropertyAccessField::Expr(key) => {
                        let base = self.protect(base, mark, key)?;
                        let key = self.expression(key, None)?;
                        self.position(access.span());
                        let cache = self.f.e.property_cache();
                        self.emit(Instruction::GetByVal { dst, base, key, cache });
                    }
                }
            }
            PropertyAccess::Private(private) => {
                let base = self.expression(private.target(), None)?;
                let name = self.private_name(private.field().description())?;
                self.position(private.span());
                self.emit(Instruction::GetPrivate { dst, base, name });
            }
            PropertyAccess::Super(access) => {
                let (base, this, key) = self.super_reference(access, false)?;
                match key {
                    Key::Named(name) => self.emit(Instruction::GetByIdWithThis { dst, base, this, name }),
                    Key::Value(key) => self.emit(Instruction::GetByValWithThis { dst, base, this, key }),
                }
            }
        }
        self.f.e.release(mark);
        Ok(())
    }

    /// `super[key]`: `this`, then the key's value, then the home object's prototype
    /// (GetSuperBase comes before ToPropertyKey). The get or put instruction converts the
    /// key; a reference that is read and then written (`read_first`) converts it once here.
    fn super_reference(
        &mut self,
        access: &boa_ast::expression::access::SuperPropertyAccess,
        read_first: bool,
    ) -> CResult<(Reg, Reg, Key)> {
        let this = self.f.e.temp();
        self.this_value(this)?;
        let key_value = match access.field() {
            PropertyAccessField::Const(identifier) => Err(self.literal_key(identifier.sym())?),
            PropertyAccessField::Expr(key) => Ok(self.expression_temp(key)?),
        };
        let base = self.super_base()?;
        let key = match key_value {
            Err(key) => key,
            Ok(value) if read_first => {
                let register = self.f.e.temp();
                self.emit(Instruction::ToPropertyKey { dst: register, src: value });
                Key::Value(register)
            }
            Ok(value) => Key::Value(value),
        };
        Ok((base, this, key))
    }

    /// A copy of `base` (evaluated after `mark`) if evaluating `next` could change it:
    /// a register below the mark is a binding's own.
    fn protect(&mut self, base: Reg, mark: crate::compiler::emitter::RegisterMark, next: &Expression) -> CResult<Reg> {
        if !is_simple(next) && base.0 < mark.value() {
            let copy = self.f.e.temp();
            self.emit(Instruction::Mov { dst: copy, src: base });
            return Ok(copy);
        }
        Ok(base)
    }

    pub fn get_key(&mut self, base: Reg, key: Key, dst: Reg) {
        match key {
            Key::Named(name) => {
                let cache = self.f.e.property_cache();
                self.emit(Instruction::GetById { dst, base, name, cache });
            }
            Key::Value(key) => {
                let cache = self.f.e.property_cache();
                self.emit(Instruction::GetByVal { dst, base, key, cache });
            }
        }
    }

    pub fn put_key(&mut self, base: Reg, key: Key, value: Reg) {
        let strict = self.f.strict as u8;
        match key {
            Key::Named(name) => {
                let cache = self.f.e.property_cache();
                self.emit(Instruction::PutById { base, name, src: value, cache, strict });
            }
            Key::Value(key) => {
                let cache = self.f.e.property_cache();
                self.emit(Instruction::PutByVal { base, key, src: value, cache, strict });
            }
        }
    }

    /// A property reference evaluated up to the put: base (and key) in registers.
    /// `read_first`: the reference is read before it is written (compound assignment).
    pub fn access_reference(&mut self, access: &PropertyAccess, read_first: bool) -> CResult<Reference> {
        Ok(match access {
            PropertyAccess::Simple(simple) => {
                // A constant base needs no copy: nothing evaluated later can change it.
                let base = match unparenthesized(simple.target()) {
                    Expression::Identifier(identifier)
                        if let Some(register) = self.constant_register(identifier.sym(), identifier) =>
                    {
                        register
                    }
                    target => self.expression_temp(target)?,
                };
                let key = match simple.field() {
                    PropertyAccessField::Const(identifier) => self.literal_key(identifier.sym())?,
                    PropertyAccessField::Expr(key) if let Some(folded) = self.constant_key(key)? => folded,
                    PropertyAccessField::Expr(key) if read_first => {
                        // GetValue checks the base before it converts the key, and the put
                        // reuses the converted key.
                        let value = self.expression(key, None)?;
                        self.emit(Instruction::RequireObjectCoercible { src: base });
                        let register = self.f.e.temp();
                        self.emit(Instruction::ToPropertyKey { dst: register, src: value });
                        Key::Value(register)
                    }
                    // PutValue converts the key after the right-hand side is evaluated.
                    PropertyAccessField::Expr(key) => Key::Value(self.expression_temp(key)?),
                };
                Reference::Property { base, key }
            }
            PropertyAccess::Private(private) => {
                let base = self.expression_temp(private.target())?;
                let name = self.private_name(private.field().description())?;
                Reference::Private { base, name }
            }
            PropertyAccess::Super(access) => {
                let (base, this, key) = self.super_reference(access, read_first)?;
                Reference::Super { base, this, key }
            }
        })
    }

    pub fn reference_get(&mut self, reference: &Reference, dst: Reg) {
        match *reference {
            Reference::Property { base, key } => self.get_key(base, key, dst),
            Reference::Private { base, name } => self.emit(Instruction::GetPrivate { dst, base, name }),
            Reference::Super { base, this, key } => match key {
                Key::Named(name) => self.emit(Instruction::GetByIdWithThis { dst, base, this, name }),
                Key::Value(key) => self.emit(Instruction::GetByValWithThis { dst, base, this, key }),
            },
        }
    }

    pub fn reference_put(&mut self, reference: &Reference, value: Reg) {
        let strict = self.f.strict as u8;
        match *reference {
            Reference::Property { base, key } => self.put_key(base, key, value),
            Reference::Private { base, name } => self.emit(Instruction::PutPrivate { base, name, src: value }),
            Reference::Super { base, this, key } => match key {
                Key::Named(name) => self.emit(Instruction::PutByIdWithThis { base, this, name, src: value, strict }),
                Key::Value(key) => self.emit(Instruction::PutByValWithThis { base, this, key, src: value, strict }),
            },
        }
    }

    /// Stores `value` through a property access (a `for-in` target, a destructuring
    /// target).
    pub fn store_to_access(&mut self, access: &PropertyAccess, value: Reg) -> CResult<()> {
        let mark = self.f.e.mark();
        let reference = self.access_reference(access, false)?;
        self.position(access.span());
        self.reference_put(&reference, value);
        self.f.e.release(mark);
        Ok(())
    }

    /// The register holding the private symbol `#description`.
    pub fn private_name(&mut self, description: Sym) -> CResult<Reg> {
        let name = crate::compiler::analysis::private_sym(self.interner, description);
        self.load_name(name, None, None)
    }

    // Calls.

    /// Evaluates a callee expression into `callee` and its `this` into `this`.
    fn callee_and_this(&mut self, expression: &Expression, callee: Reg, this: Reg) -> CResult<()> {
        match unparenthesized_call_target(expression) {
            Expression::PropertyAccess(access) => {
                match access {
                    PropertyAccess::Simple(simple) => {
                        self.expression_to(simple.target(), this)?;
                        match simple.field() {
                            PropertyAccessField::Const(identifier) => {
                                let key = self.literal_key(identifier.sym())?;
                                self.position(access.span());
                                self.get_key(this, key, callee);
                            }
                            PropertyAccessField::Expr(key) => {
                                let key = self.expression(key, None)?;
                                self.position(access.span());
                                let cache = self.f.e.property_cache();
                                self.emit(Instruction::GetByVal { dst: callee, base: this, key, cache });
                            }
                        }
                    }
                    PropertyAccess::Private(private) => {
                        self.expression_to(private.target(), this)?;
                        let name = self.private_name(private.field().description())?;
                        self.position(private.span());
                        self.emit(Instruction::GetPrivate { dst: callee, base: this, name });
                    }
                    PropertyAccess::Super(_) => {
                        self.property_get(access, callee)?;
                        self.this_value(this)?;
                    }
                }
                Ok(())
            }
            Expression::Identifier(identifier) => self.load_callee_name(identifier.sym(), identifier, callee, this),
            Expression::Optional(optional) => self.optional_chain_with_this(optional, callee, Some(this)),
            other => {
                self.expression_to(other, callee)?;
                self.emit(Instruction::LoadUndefined { dst: this });
                Ok(())
            }
        }
    }

    /// Evaluates arguments into a window after `this_register` (allocated here when
    /// `None`): (first, argc, spread). With a spread, the arguments are collected in an
    /// array at `first + 1`.
    pub fn arguments(&mut self, arguments: &[Expression], first: Option<Reg>) -> CResult<(Reg, u16, bool)> {
        let spread = arguments.iter().any(|a| matches!(a, Expression::Spread(_)));
        if spread {
            let first = match first {
                Some(this) if this.0 + 1 == self.f.e.mark().value() => this,
                Some(this) => {
                    let window = self.f.e.temp();
                    self.emit(Instruction::Mov { dst: window, src: this });
                    window
                }
                None => self.f.e.temp(),
            };
            let array = self.f.e.temp();
            self.emit(Instruction::NewArray { dst: array, first: array, count: 0 });
            for argument in arguments {
                let mark = self.f.e.mark();
                match argument {
                    Expression::Spread(spread) => {
                        let value = self.expression(spread.target(), None)?;
                        self.position(spread.span());
                        self.emit(Instruction::ArrayAppendSpread { array, iterable: value });
                    }
                    other => {
                        let value = self.expression(other, None)?;
                        self.emit(Instruction::ArrayAppend { array, value });
                    }
                }
                self.f.e.release(mark);
            }
            return Ok((first, 0, true));
        }
        if arguments.len() > u16::MAX as usize / 2 {
            return Err(self.syntax_error("Too many arguments in function call", None));
        }
        // `this` and the arguments must be consecutive registers.
        let first = match first {
            Some(this) if this.0 + 1 == self.f.e.mark().value() => {
                self.f.e.temps(arguments.len() as u16);
                this
            }
            Some(this) => {
                let window = self.f.e.temps(1 + arguments.len() as u16);
                self.emit(Instruction::Mov { dst: window, src: this });
                window
            }
            None => self.f.e.temps(1 + arguments.len() as u16),
        };
        for (index, argument) in arguments.iter().enumerate() {
            self.expression_to(argument, first.offset(1 + index as u16))?;
        }
        Ok((first, arguments.len() as u16, false))
    }

    fn call(&mut self, call: &Call, dst: Reg) -> CResult<()> {
        let mark = self.f.e.mark();
        let callee = self.f.e.temp();
        let this = self.f.e.temp();
        let direct_eval = matches!(call.function(), Expression::Identifier(id) if id.sym() == Sym::EVAL);
        self.callee_and_this(call.function(), callee, this)?;
        let (first, argc, spread) = self.arguments(call.args(), Some(this))?;
        self.position(call.span());
        if direct_eval {
            let mut flags = if spread { crate::interpreter::eval::CALL_EVAL_SPREAD } else { 0 };
            if self.f.in_parameters {
                flags |= crate::interpreter::eval::CALL_EVAL_IN_PARAMETERS;
            }
            self.emit(Instruction::CallEval { dst, callee, first, argc, flags });
        } else if spread {
            self.emit(Instruction::CallSpread { dst, callee, first });
        } else {
            let cache = self.f.e.call_cache();
            self.emit(Instruction::Call { dst, callee, first, argc, cache });
        }
        self.f.e.release(mark);
        Ok(())
    }

    fn optional_chain(&mut self, optional: &Optional, dst: Reg) -> CResult<()> {
        self.optional_chain_with_this(optional, dst, None)
    }

    /// An optional chain into `dst`; with `this_dst`, also the `this` a call of the result
    /// would get (`(a?.b)()` calls with `a`).
    fn optional_chain_with_this(&mut self, optional: &Optional, dst: Reg, this_dst: Option<Reg>) -> CResult<()> {
        let mark = self.f.e.mark();
        let nullish = self.f.e.label();
        let end = self.f.e.label();
        let mut value = self.f.e.temp();
        let mut this = self.f.e.temp();
        // A call in the chain gets the `this` of its reference (parenthesized or not, as
        // for ordinary calls: `(a.b)?.()` calls with `a`).
        let callable_target = matches!(
            unparenthesized_call_target(optional.target()),
            Expression::PropertyAccess(_) | Expression::Optional(_) | Expression::Identifier(_)
        );
        if callable_target {
            self.callee_and_this(optional.target(), value, this)?;
        } else {
            self.expression_to(optional.target(), value)?;
            self.emit(Instruction::LoadUndefined { dst: this });
        }
        for operation in optional.chain() {
            if operation.shorted() {
                let target = self.f.e.target(nullish);
                self.emit(Instruction::JumpIfNullish { src: value, target });
            }
            let next = self.f.e.temp();
            let next_this = self.f.e.temp();
            match operation.kind() {
                OptionalOperationKind::SimplePropertyAccess { field } => {
                    self.emit(Instruction::Mov { dst: next_this, src: value });
                    match field {
                        PropertyAccessField::Const(identifier) => {
                            let key = self.literal_key(identifier.sym())?;
                            self.position(operation.span());
                            self.get_key(value, key, next);
                        }
                        PropertyAccessField::Expr(key) => {
                            let key = self.expression(key, None)?;
                            self.position(operation.span());
                            let cache = self.f.e.property_cache();
                            self.emit(Instruction::GetByVal { dst: next, base: value, key, cache });
                        }
                    }
                }
                OptionalOperationKind::PrivatePropertyAccess { field } => {
                    self.emit(Instruction::Mov { dst: next_this, src: value });
                    let name = self.private_name(field.description())?;
                    self.emit(Instruction::GetPrivate { dst: next, base: value, name });
                }
                OptionalOperationKind::Call { args } => {
                    let call_this = self.f.e.temp();
                    self.emit(Instruction::Mov { dst: call_this, src: this });
                    let (first, argc, spread) = self.arguments(args, Some(call_this))?;
                    self.position(operation.span());
                    if spread {
                        self.emit(Instruction::CallSpread { dst: next, callee: value, first });
                    } else {
                        let cache = self.f.e.call_cache();
                        self.emit(Instruction::Call { dst: next, callee: value, first, argc, cache });
                    }
                    self.emit(Instruction::LoadUndefined { dst: next_this });
                }
            }
            value = next;
            this = next_this;
        }
        self.emit(Instruction::Mov { dst, src: value });
        if let Some(this_dst) = this_dst {
            self.emit(Instruction::Mov { dst: this_dst, src: this });
        }
        self.f.e.jump(end);
        self.f.e.bind(nullish);
        self.emit(Instruction::LoadUndefined { dst });
        if let Some(this_dst) = this_dst {
            self.emit(Instruction::LoadUndefined { dst: this_dst });
        }
        self.f.e.bind(end);
        self.f.e.release(mark);
        Ok(())
    }

    // `this`, `new.target` and `super`.

    /// The value of `this` here.
    pub fn this_value(&mut self, dst: Reg) -> CResult<()> {
        let function = self.tree.this_function(self.f.scope);
        let data = self.tree.functions[function].clone();
        if data.is_top_level() {
            match self.f.kind {
                crate::bytecode::CodeKind::Module => self.emit(Instruction::LoadUndefined { dst }),
                crate::bytecode::CodeKind::Eval { direct: true } => {
                    let name = self.name_constant(self.specials.this)?;
                    self.emit(Instruction::GetName { dst, name });
                }
                _ if function == self.f.function => self.emit(Instruction::Mov { dst, src: Reg::THIS }),
                _ => self.emit(Instruction::LoadGlobalThis { dst }),
            }
            return Ok(());
        }
        let derived = matches!(data.kind, Some(crate::bytecode::FunctionKind::ClassConstructor { derived: true }));
        let captured = self.tree.scopes[data.scope].find(self.specials.this).is_some();
        if function == self.f.function && !captured {
            self.emit(Instruction::Mov { dst, src: Reg::THIS });
        } else {
            self.load_name(self.specials.this, None, Some(dst))?;
        }
        if derived {
            self.emit(Instruction::CheckThisInitialized { src: dst });
        }
        Ok(())
    }

    /// `new.target` or the active function, here.
    pub fn special_value(&mut self, special: Special, dst: Reg) -> CResult<()> {
        let function = self.tree.this_function(self.f.scope);
        let register = match special {
            Special::NewTarget => Reg::NEW_TARGET,
            Special::Function => Reg::CALLEE,
            Special::This => return self.this_value(dst),
        };
        if self.tree.functions[function].is_top_level() {
            // Only eval code gets here (the parser rejects the rest): the function the
            // eval runs in has the binding.
            let name = self.name_constant(self.specials.of(special))?;
            self.emit(Instruction::GetName { dst, name });
            return Ok(());
        }
        let scope = self.tree.functions[function].scope;
        let captured = self.tree.scopes[scope].find(self.specials.of(special)).is_some();
        if function == self.f.function && !captured {
            self.emit(Instruction::Mov { dst, src: register });
        } else {
            self.load_name(self.specials.of(special), None, Some(dst))?;
        }
        Ok(())
    }

    /// The object `super.x` looks `x` up on.
    fn super_base(&mut self) -> CResult<Reg> {
        let function = self.f.e.temp();
        self.special_value(Special::Function, function)?;
        let base = self.f.e.temp();
        self.emit(Instruction::GetSuperBase { dst: base, function });
        Ok(base)
    }

    /// `super(...arguments)`: constructs the parent class and binds `this`.
    fn super_call(&mut self, arguments: &[Expression], dst: Reg) -> CResult<()> {
        let mark = self.f.e.mark();
        let function = self.f.e.temp();
        self.special_value(Special::Function, function)?;
        let new_target = self.f.e.temp();
        self.special_value(Special::NewTarget, new_target)?;
        let spread = arguments.iter().any(|a| matches!(a, Expression::Spread(_)));
        let result = self.f.e.temp();
        if spread {
            let (first, _, _) = self.arguments(arguments, None)?;
            self.emit(Instruction::SuperCallSpread { dst: result, function, new_target, first: first.offset(1) });
        } else {
            let (first, argc, _) = self.arguments(arguments, None)?;
            self.emit(Instruction::SuperCall { dst: result, function, new_target, first: first.offset(1), argc });
        }
        self.bind_this(result)?;
        self.emit(Instruction::InitializeFields { constructor: function, this: result });
        self.emit(Instruction::Mov { dst, src: result });
        self.f.e.release(mark);
        Ok(())
    }

    /// Binds the `this` of the derived constructor (throws if it is bound already).
    fn bind_this(&mut self, value: Reg) -> CResult<()> {
        let function = self.tree.this_function(self.f.scope);
        let scope = self.tree.functions[function].scope;
        let captured = self.tree.scopes[scope].find(self.specials.this).is_some();
        if !captured {
            self.emit(Instruction::BindThis { src: value });
            return Ok(());
        }
        let Resolution::Binding { scope, index, depth, .. } = self.resolve(self.specials.this) else {
            // Through `with` or eval: by name.
            let current = self.f.e.temp();
            let name = self.name_constant(self.specials.this)?;
            self.emit(Instruction::GetName { dst: current, name });
            return Ok(());
        };
        let crate::compiler::scopes::Storage::Slot(slot) = self.tree.binding(scope, index).storage else {
            unreachable!("a captured this lives in a slot")
        };
        let current = self.f.e.temp();
        self.emit(Instruction::GetScope { dst: current, depth, slot });
        self.emit(Instruction::CheckSuperNotCalled { src: current });
        self.emit(Instruction::PutScope { depth, slot, src: value });
        Ok(())
    }

    /// In a derived constructor whose `this` is captured, copies it to the frame's
    /// `this` register (where the construct result is read from).
    pub fn sync_derived_this(&mut self) -> CResult<()> {
        let function = self.f.function;
        let scope = self.tree.functions[function].scope;
        if self.tree.scopes[scope].find(self.specials.this).is_some() {
            let mark = self.f.e.mark();
            let value = self.f.e.temp();
            self.load_name(self.specials.this, None, Some(value))?;
            self.emit(Instruction::Mov { dst: Reg::THIS, src: value });
            self.f.e.release(mark);
        }
        Ok(())
    }

    // Operators.

    fn unary(&mut self, unary: &boa_ast::expression::operator::Unary, dst: Reg) -> CResult<()> {
        let mark = self.f.e.mark();
        match unary.op() {
            UnaryOp::Minus => {
                let value = self.expression(unary.target(), None)?;
                let profile = self.f.e.arith_profile();
                self.emit(Instruction::Negate { dst, src: value, profile });
            }
            UnaryOp::Plus => {
                let value = self.expression(unary.target(), None)?;
                self.position(unary.span());
                self.emit(Instruction::ToNumber { dst, src: value });
            }
            UnaryOp::Not => {
                let value = self.expression(unary.target(), None)?;
                self.emit(Instruction::Not { dst, src: value });
            }
            UnaryOp::Tilde => {
                let value = self.expression(unary.target(), None)?;
                self.emit(Instruction::BitNot { dst, src: value });
            }
            UnaryOp::TypeOf => match unparenthesized(unary.target()) {
                Expression::Identifier(identifier) => self.typeof_name(identifier.sym(), identifier, dst)?,
                other => {
                    let value = self.expression(other, None)?;
                    self.emit(Instruction::TypeOf { dst, src: value });
                }
            },
            UnaryOp::Void => {
                self.discard(unary.target())?;
                self.emit(Instruction::LoadUndefined { dst });
            }
            UnaryOp::Delete => self.delete(unary.target(), dst)?,
        }
        self.f.e.release(mark);
        Ok(())
    }

    fn delete(&mut self, target: &Expression, dst: Reg) -> CResult<()> {
        let strict = self.f.strict as u8;
        match unparenthesized(target) {
            Expression::Identifier(identifier) => self.delete_name(identifier.sym(), dst),
            Expression::PropertyAccess(PropertyAccess::Simple(simple)) => {
                let mark = self.f.e.mark();
                let base = self.expression(simple.target(), None)?;
                self.position(simple.target().span());
                match simple.field() {
                    PropertyAccessField::Const(identifier) => match self.literal_key(identifier.sym())? {
                        Key::Named(name) => self.emit(Instruction::DeleteById { dst, base, name, strict }),
                        Key::Value(key) => self.emit(Instruction::DeleteByVal { dst, base, key, strict }),
                    },
                    PropertyAccessField::Expr(key) => {
                        let base = self.protect(base, mark, key)?;
                        let key = self.expression(key, None)?;
                        self.emit(Instruction::DeleteByVal { dst, base, key, strict });
                    }
                }
                Ok(())
            }
            Expression::PropertyAccess(PropertyAccess::Super(access)) => {
                // 13.5.1.2: evaluating the reference (this, then the key) happens first.
                let this = self.f.e.temp();
                self.this_value(this)?;
                if let PropertyAccessField::Expr(key) = access.field() {
                    self.discard(key)?;
                }
                let message = self.str_constant("Unsupported reference to 'super'")?;
                self.emit(Instruction::ThrowError { kind: 2, message });
                Ok(())
            }
            Expression::Optional(optional) => {
                // delete a?.b: true when the chain short-circuits.
                self.delete_optional(optional, dst)
            }
            other => {
                self.discard(other)?;
                self.emit(Instruction::LoadTrue { dst });
                Ok(())
            }
        }
    }

    fn delete_optional(&mut self, optional: &Optional, dst: Reg) -> CResult<()> {
        let chain = optional.chain();
        let Some((last, init)) = chain.split_last() else {
            return self.delete(optional.target(), dst);
        };
        let nullish = self.f.e.label();
        let end = self.f.e.label();
        let mut value = self.expression_temp(optional.target())?;
        for (index, operation) in chain.iter().enumerate() {
            if operation.shorted() {
                let target = self.f.e.target(nullish);
                self.emit(Instruction::JumpIfNullish { src: value, target });
            }
            if index == init.len() {
                break;
            }
            let next = self.f.e.temp();
            match operation.kind() {
                OptionalOperationKind::SimplePropertyAccess { field } => match field {
                    PropertyAccessField::Const(identifier) => {
                        let key = self.literal_key(identifier.sym())?;
                        self.get_key(value, key, next);
                    }
                    PropertyAccessField::Expr(key) => {
                        let key = self.expression(key, None)?;
                        let cache = self.f.e.property_cache();
                        self.emit(Instruction::GetByVal { dst: next, base: value, key, cache });
                    }
                },
                OptionalOperationKind::PrivatePropertyAccess { field } => {
                    let name = self.private_name(field.description())?;
                    self.emit(Instruction::GetPrivate { dst: next, base: value, name });
                }
                OptionalOperationKind::Call { args } => {
                    let this = self.f.e.temp();
                    self.emit(Instruction::LoadUndefined { dst: this });
                    let (first, argc, spread) = self.arguments(args, Some(this))?;
                    if spread {
                        self.emit(Instruction::CallSpread { dst: next, callee: value, first });
                    } else {
                        let cache = self.f.e.call_cache();
                        self.emit(Instruction::Call { dst: next, callee: value, first, argc, cache });
                    }
                }
            }
            value = next;
        }
        let strict = self.f.strict as u8;
        match last.kind() {
            OptionalOperationKind::SimplePropertyAccess { field } => match field {
                PropertyAccessField::Const(identifier) => match self.literal_key(identifier.sym())? {
                    Key::Named(name) => self.emit(Instruction::DeleteById { dst, base: value, name, strict }),
                    Key::Value(key) => self.emit(Instruction::DeleteByVal { dst, base: value, key, strict }),
                },
                PropertyAccessField::Expr(key) => {
                    let key = self.expression(key, None)?;
                    self.emit(Instruction::DeleteByVal { dst, base: value, key, strict });
                }
            },
            _ => self.emit(Instruction::LoadTrue { dst }),
        }
        self.f.e.jump(end);
        self.f.e.bind(nullish);
        self.emit(Instruction::LoadTrue { dst });
        self.f.e.bind(end);
        Ok(())
    }

    /// `++x`, `x--` and the like, into `dst` (`None`: the value is not used).
    fn update(&mut self, op: UpdateOp, target: &UpdateTarget, dst: Option<Reg>) -> CResult<()> {
        let mark = self.f.e.mark();
        let prefix = matches!(op, UpdateOp::IncrementPre | UpdateOp::DecrementPre);
        let increment = matches!(op, UpdateOp::IncrementPre | UpdateOp::IncrementPost);
        // Only a postfix update whose value is used needs ToNumeric(old) on its own:
        // Increment and Decrement convert their operand themselves.
        let keep_old = !prefix && dst.is_some();
        let profile = self.f.e.arith_profile();
        let step = |g: &mut Self, old: Reg, new: Reg| {
            if keep_old {
                g.emit(Instruction::ToNumeric { dst: old, src: old });
            }
            g.emit(if increment {
                Instruction::Increment { dst: new, src: old, profile }
            } else {
                Instruction::Decrement { dst: new, src: old, profile }
            });
        };
        // A register variable with no check is updated in place.
        if let UpdateTarget::Identifier(identifier) = target
            && let Some(variable) = self.writable_register(identifier.sym(), identifier)
            && dst != Some(variable)
        {
            self.position(identifier.span());
            if keep_old {
                // dst = ToNumeric(variable); variable = dst ± 1.
                let dst = dst.expect("a used postfix value");
                self.emit(Instruction::ToNumeric { dst, src: variable });
                self.emit(if increment {
                    Instruction::Increment { dst: variable, src: dst, profile }
                } else {
                    Instruction::Decrement { dst: variable, src: dst, profile }
                });
                self.f.e.release(mark);
                return Ok(());
            }
            self.emit(if increment {
                Instruction::Increment { dst: variable, src: variable, profile }
            } else {
                Instruction::Decrement { dst: variable, src: variable, profile }
            });
            if let Some(dst) = dst {
                self.emit(Instruction::Mov { dst, src: variable });
            }
            self.f.e.release(mark);
            return Ok(());
        }
        let old = self.f.e.temp();
        let new = self.f.e.temp();
        match target {
            UpdateTarget::Identifier(identifier) => {
                let base = self.resolve_dynamic(identifier.sym())?;
                self.load_name_via(identifier.sym(), Some(identifier), base, old)?;
                step(self, old, new);
                self.store_name_via(identifier.sym(), new, Some(identifier), base)?;
            }
            UpdateTarget::PropertyAccess(access) => {
                let reference = self.access_reference(access, true)?;
                self.position(access.span());
                self.reference_get(&reference, old);
                step(self, old, new);
                self.reference_put(&reference, new);
            }
        }
        if let Some(dst) = dst {
            self.emit(Instruction::Mov { dst, src: if prefix { new } else { old } });
        }
        self.f.e.release(mark);
        Ok(())
    }

    fn binary(&mut self, op: BinaryOp, lhs: &Expression, rhs: &Expression, dst: Option<Reg>) -> CResult<Reg> {
        match op {
            BinaryOp::Logical(op) => {
                let dst = self.dst(dst);
                let end = self.f.e.label();
                self.expression_to(lhs, dst)?;
                let target = self.f.e.target(end);
                self.emit(match op {
                    LogicalOp::And => Instruction::JumpIfFalse { cond: dst, target },
                    LogicalOp::Or => Instruction::JumpIfTrue { cond: dst, target },
                    LogicalOp::Coalesce => Instruction::JumpIfNotNullish { src: dst, target },
                });
                self.expression_to(rhs, dst)?;
                self.f.e.bind(end);
                return Ok(dst);
            }
            BinaryOp::Comma => {
                self.discard(lhs)?;
                return self.expression(rhs, dst);
            }
            _ => {}
        }
        let mark = self.f.e.mark();
        if let (Some(arith), Some(value)) = (int_operator(op), int_literal(rhs)) {
            let left = self.expression(lhs, None)?;
            self.f.e.release(mark);
            let dst = self.dst(dst);
            self.position(lhs.span());
            let profile = self.f.e.arith_profile();
            self.emit(Instruction::ArithInt { op: arith as u8, dst, lhs: left, value, profile });
            return Ok(dst);
        }
        let (left, right) = self.operands(lhs, rhs)?;
        self.f.e.release(mark);
        let dst = self.dst(dst);
        self.position(lhs.span());
        self.binary_operation(op, dst, left, right);
        Ok(dst)
    }

    /// `dst = left op right` for the arithmetic, bitwise and relational operators.
    pub fn binary_operation(&mut self, op: BinaryOp, dst: Reg, lhs: Reg, rhs: Reg) {
        let instruction = match op {
            BinaryOp::Arithmetic(op) => {
                let profile = self.f.e.arith_profile();
                match op {
                    ArithmeticOp::Add => Instruction::Add { dst, lhs, rhs, profile },
                    ArithmeticOp::Sub => Instruction::Sub { dst, lhs, rhs, profile },
                    ArithmeticOp::Mul => Instruction::Mul { dst, lhs, rhs, profile },
                    ArithmeticOp::Div => Instruction::Div { dst, lhs, rhs, profile },
                    ArithmeticOp::Mod => Instruction::Mod { dst, lhs, rhs, profile },
                    ArithmeticOp::Exp => Instruction::Exp { dst, lhs, rhs, profile },
                }
            }
            BinaryOp::Bitwise(op) => {
                let profile = self.f.e.arith_profile();
                match op {
                    BitwiseOp::And => Instruction::BitAnd { dst, lhs, rhs, profile },
                    BitwiseOp::Or => Instruction::BitOr { dst, lhs, rhs, profile },
                    BitwiseOp::Xor => Instruction::BitXor { dst, lhs, rhs, profile },
                    BitwiseOp::Shl => Instruction::Shl { dst, lhs, rhs, profile },
                    BitwiseOp::Shr => Instruction::Shr { dst, lhs, rhs, profile },
                    BitwiseOp::UShr => Instruction::UShr { dst, lhs, rhs, profile },
                }
            }
            BinaryOp::Relational(op) => match op {
                RelationalOp::Equal => Instruction::Equal { dst, lhs, rhs },
                RelationalOp::NotEqual => Instruction::NotEqual { dst, lhs, rhs },
                RelationalOp::StrictEqual => Instruction::StrictEqual { dst, lhs, rhs },
                RelationalOp::StrictNotEqual => Instruction::StrictNotEqual { dst, lhs, rhs },
                RelationalOp::GreaterThan => Instruction::Greater { dst, lhs, rhs },
                RelationalOp::GreaterThanOrEqual => Instruction::GreaterEq { dst, lhs, rhs },
                RelationalOp::LessThan => Instruction::Less { dst, lhs, rhs },
                RelationalOp::LessThanOrEqual => Instruction::LessEq { dst, lhs, rhs },
                RelationalOp::In => Instruction::In { dst, key: lhs, object: rhs },
                RelationalOp::InstanceOf => Instruction::InstanceOf { dst, value: lhs, constructor: rhs },
            },
            BinaryOp::Logical(_) | BinaryOp::Comma => unreachable!("handled by binary"),
        };
        self.emit(instruction);
    }

    fn assignment(&mut self, assign: &boa_ast::expression::operator::Assign, dst: Option<Reg>) -> CResult<Reg> {
        let op = assign.op();
        // A register variable with no check is written by the instruction computing its
        // value, when that is the only write: a binary operator whose operands go to other
        // registers, or a compound assignment whose right side cannot assign the variable.
        if let AssignTarget::Identifier(identifier) = assign.lhs()
            && dst.is_none()
            && let Some(variable) = self.writable_register(identifier.sym(), identifier)
        {
            if op == AssignOp::Assign && writes_destination_once(assign.rhs()) {
                self.expression_to(assign.rhs(), variable)?;
                return Ok(variable);
            }
            if let Some(binary) = compound_operator(op)
                && is_simple(assign.rhs())
            {
                let mark = self.f.e.mark();
                let value = self.expression(assign.rhs(), None)?;
                self.position(identifier.span());
                self.binary_operation(binary, variable, variable, value);
                self.f.e.release(mark);
                return Ok(variable);
            }
        }
        if op == AssignOp::Assign {
            return match assign.lhs() {
                AssignTarget::Identifier(identifier) => {
                    let dst = self.dst(dst);
                    let mark = self.f.e.mark();
                    let base = self.resolve_dynamic(identifier.sym())?;
                    self.expression_named(assign.rhs(), Some(identifier.sym()), dst)?;
                    self.position(identifier.span());
                    self.store_name_via(identifier.sym(), dst, Some(identifier), base)?;
                    self.f.e.release(mark);
                    Ok(dst)
                }
                AssignTarget::Access(access) => {
                    let dst = self.dst(dst);
                    let mark = self.f.e.mark();
                    let reference = self.access_reference(access, false)?;
                    self.expression_to(assign.rhs(), dst)?;
                    self.position(access.span());
                    self.reference_put(&reference, dst);
                    self.f.e.release(mark);
                    Ok(dst)
                }
                AssignTarget::Pattern(pattern) => {
                    let dst = self.dst(dst);
                    self.expression_to(assign.rhs(), dst)?;
                    self.bind_pattern(pattern, dst, StoreMode::Assign)?;
                    Ok(dst)
                }
            };
        }
        let dst = self.dst(dst);
        let mark = self.f.e.mark();
        let logical = matches!(op, AssignOp::BoolAnd | AssignOp::BoolOr | AssignOp::Coalesce);
        let current = self.f.e.temp();
        // Read the target.
        let mut name_base = None;
        let reference = match assign.lhs() {
            AssignTarget::Identifier(identifier) => {
                name_base = self.resolve_dynamic(identifier.sym())?;
                self.load_name_via(identifier.sym(), Some(identifier), name_base, current)?;
                None
            }
            AssignTarget::Access(access) => {
                let reference = self.access_reference(access, true)?;
                self.position(access.span());
                self.reference_get(&reference, current);
                Some(reference)
            }
            AssignTarget::Pattern(_) => unreachable!("the parser rejects compound assignment to patterns"),
        };
        if logical {
            let end = self.f.e.label();
            let target = self.f.e.target(end);
            self.emit(Instruction::Mov { dst, src: current });
            self.emit(match op {
                AssignOp::BoolAnd => Instruction::JumpIfFalse { cond: current, target },
                AssignOp::BoolOr => Instruction::JumpIfTrue { cond: current, target },
                _ => Instruction::JumpIfNotNullish { src: current, target },
            });
            match assign.lhs() {
                AssignTarget::Identifier(identifier) => {
                    self.expression_named(assign.rhs(), Some(identifier.sym()), dst)?;
                    self.store_name_via(identifier.sym(), dst, Some(identifier), name_base)?;
                }
                _ => {
                    self.expression_to(assign.rhs(), dst)?;
                    self.reference_put(reference.as_ref().expect("a property reference"), dst);
                }
            }
            self.f.e.bind(end);
            self.f.e.release(mark);
            return Ok(dst);
        }
        let value = self.expression(assign.rhs(), None)?;
        let binary = compound_operator(op).expect("logical assignments are handled above");
        self.binary_operation(binary, dst, current, value);
        match assign.lhs() {
            AssignTarget::Identifier(identifier) => {
                self.store_name_via(identifier.sym(), dst, Some(identifier), name_base)?
            }
            _ => self.reference_put(reference.as_ref().expect("a property reference"), dst),
        }
        self.f.e.release(mark);
        Ok(dst)
    }
}

/// A property reference whose parts are evaluated.
pub(crate) enum Reference {
    Property { base: Reg, key: Key },
    Private { base: Reg, name: Reg },
    Super { base: Reg, this: Reg, key: Key },
}

/// The operator of `ArithInt` for `op`, for those that have one.
fn int_operator(op: BinaryOp) -> Option<Arith> {
    Some(match op {
        BinaryOp::Arithmetic(ArithmeticOp::Add) => Arith::Add,
        BinaryOp::Arithmetic(ArithmeticOp::Sub) => Arith::Sub,
        BinaryOp::Bitwise(BitwiseOp::And) => Arith::BitAnd,
        BinaryOp::Bitwise(BitwiseOp::Or) => Arith::BitOr,
        BinaryOp::Bitwise(BitwiseOp::Xor) => Arith::BitXor,
        BinaryOp::Bitwise(BitwiseOp::Shl) => Arith::Shl,
        BinaryOp::Bitwise(BitwiseOp::Shr) => Arith::Shr,
        BinaryOp::Bitwise(BitwiseOp::UShr) => Arith::UShr,
        _ => return None,
    })
}

/// The value of an integer literal that is an int32 (not -0).
fn int_literal(expression: &Expression) -> Option<i32> {
    match unparenthesized(expression) {
        Expression::Literal(literal) => match literal.kind() {
            LiteralKind::Int(value) => Some(*value),
            LiteralKind::Num(number)
                if number.fract() == 0.0
                    && (i32::MIN as f64..=i32::MAX as f64).contains(number)
                    && !(*number == 0.0 && number.is_sign_negative()) =>
            {
                Some(*number as i32)
            }
            _ => None,
        },
        _ => None,
    }
}

/// The binary operator of a compound assignment (`None` for `=` and the logical ones).
fn compound_operator(op: AssignOp) -> Option<BinaryOp> {
    Some(match op {
        AssignOp::Add => BinaryOp::Arithmetic(ArithmeticOp::Add),
        AssignOp::Sub => BinaryOp::Arithmetic(ArithmeticOp::Sub),
        AssignOp::Mul => BinaryOp::Arithmetic(ArithmeticOp::Mul),
        AssignOp::Div => BinaryOp::Arithmetic(ArithmeticOp::Div),
        AssignOp::Mod => BinaryOp::Arithmetic(ArithmeticOp::Mod),
        AssignOp::Exp => BinaryOp::Arithmetic(ArithmeticOp::Exp),
        AssignOp::And => BinaryOp::Bitwise(BitwiseOp::And),
        AssignOp::Or => BinaryOp::Bitwise(BitwiseOp::Or),
        AssignOp::Xor => BinaryOp::Bitwise(BitwiseOp::Xor),
        AssignOp::Shl => BinaryOp::Bitwise(BitwiseOp::Shl),
        AssignOp::Shr => BinaryOp::Bitwise(BitwiseOp::Shr),
        AssignOp::Ushr => BinaryOp::Bitwise(BitwiseOp::UShr),
        _ => return None,
    })
}

/// Whether compiling `expression` into a register writes it only once, with its final
/// instruction (so the register may be a variable the expression itself reads): operators,
/// calls and property reads evaluate their operands elsewhere first. Not so `&&`, `||`,
/// `??` and `,`, `delete`, array and object literals (built in their destination) or
/// anything with more than one path to the destination.
pub(crate) fn writes_destination_once(expression: &Expression) -> bool {
    match unparenthesized(expression) {
        Expression::Binary(binary) => !matches!(binary.op(), BinaryOp::Logical(_) | BinaryOp::Comma),
        Expression::Unary(unary) => unary.op() != UnaryOp::Delete,
        Expression::Call(_) | Expression::New(_) | Expression::Identifier(_) | Expression::Literal(_) => true,
        Expression::PropertyAccess(PropertyAccess::Simple(_) | PropertyAccess::Private(_)) => true,
        _ => false,
    }
}

/// `expression` without the parentheses around it.
pub(crate) fn unparenthesized(expression: &Expression) -> &Expression {
    match expression {
        Expression::Parenthesized(inner) => unparenthesized(inner.expression()),
        other => other,
    }
}

/// The callee expression of a call: parentheses keep a member call a member call.
fn unparenthesized_call_target(expression: &Expression) -> &Expression {
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
pub(crate) fn is_simple(expression: &Expression) -> bool {
    match expression {
        Expression::Literal(_) | Expression::Identifier(_) | Expression::This(_) | Expression::RegExpLiteral(_) => true,
        Expression::Parenthesized(inner) => is_simple(inner.expression()),
        Expression::PropertyAccess(PropertyAccess::Simple(simple)) => {
            is_simple(simple.target())
                && match simple.field() {
                    PropertyAccessField::Const(_) => true,
                    PropertyAccessField::Expr(key) => is_simple(key),
                }
        }
        Expression::Unary(unary) => unary.op() != UnaryOp::Delete && is_simple(unary.target()),
        Expression::Binary(binary) => is_simple(binary.lhs()) && is_simple(binary.rhs()),
        Expression::Call(call) => is_simple(call.function()) && call.args().iter().all(is_simple),
        Expression::New(new) => is_simple(new.constructor()) && new.arguments().iter().all(is_simple),
        Expression::TemplateLiteral(template) => template.elements().iter().all(|e| match e {
            TemplateElement::String(_) => true,
            TemplateElement::Expr(e) => is_simple(e),
        }),
        Expression::ArrayLiteral(array) => array.as_ref().iter().flatten().all(is_simple),
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
fn identifier_position(identifier: &Identifier) -> (u32, u32) {
    let start = identifier.span().start();
    (start.line_number(), start.column_number())
}
