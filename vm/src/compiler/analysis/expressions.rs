//! The analysis of expressions and patterns: the references they make.

use super::*;

impl Analyzer<'_> {
    pub(super) fn pattern(&mut self, pattern: &Pattern) {
        match pattern {
            Pattern::Object(object) => {
                self.rest_before_comma(object);
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

    pub(super) fn property_name(&mut self, name: &PropertyName) {
        if let PropertyName::Computed(expression) = name {
            self.expression(expression);
        }
    }

    pub(super) fn property_access(&mut self, access: &PropertyAccess) {
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

    /// An expression whose property access (parentheses aside) is used as a reference, not
    /// only for its value: a callee, which passes its base as `this`, or the operand of
    /// `delete`. An `arguments[key]` there needs the object.
    fn reference_position(&mut self, expression: &Expression) {
        match unparenthesized(expression) {
            Expression::PropertyAccess(access) => self.property_access(access),
            _ => self.expression(expression),
        }
    }

    // Expressions.

    pub(super) fn expressions(&mut self, expressions: &[Expression]) {
        for expression in expressions {
            self.expression(expression);
        }
    }

    pub(super) fn expression(&mut self, expression: &Expression) {
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
            Expression::PropertyAccess(access) => match arguments_element(access, self.specials.length) {
                Some(element) => {
                    self.reference_as(Sym::ARGUMENTS, ArgumentsUse::Element);
                    if let ArgumentsElement::Element(key) = element {
                        self.expression(key);
                    }
                }
                None => self.property_access(access),
            },
            Expression::New(new) => {
                self.expression(new.constructor());
                self.expressions(new.arguments());
            }
            Expression::Call(call) => {
                let function = self.current_function();
                self.tree.functions[function].contains_call = true;
                // `(eval)(src)` is direct too: parentheses keep the reference (13.2.9.1).
                if let Expression::Identifier(identifier) = unparenthesized(call.function())
                    && identifier.sym() == Sym::EVAL
                {
                    self.direct_eval();
                }
                self.reference_position(call.function());
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
                self.new_without_arguments_before_chain(optional.target());
                self.reference_position(optional.target());
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
                self.reference_position(template.tag());
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
            Expression::Unary(unary) if unary.op() == UnaryOp::Delete => self.reference_position(unary.target()),
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

    pub(super) fn object_method(&mut self, method: &ObjectMethodDefinition) {
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

    /// 13.3.5: `new` takes a MemberExpression and an optional chain is none, so
    /// `new a?.b()` is a SyntaxError. boa_parser reads it as `(new a)?.b()`: a `new` with
    /// no argument list (its span ends with its constructor's) as the chain's target.
    fn new_without_arguments_before_chain(&mut self, target: &Expression) {
        let Expression::New(new) = target else { return };
        if self.early_error.is_none() && new.span().end() == super::super::positions::end_of(new.constructor()) {
            let start = new.span().start();
            let message = "Invalid optional chain from new expression";
            self.early_error = Some(SyntaxError::at(message, start.line_number(), start.column_number()));
        }
    }
}
