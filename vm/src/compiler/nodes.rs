//! Uniform views of the syntax nodes that boa_ast spells many ways: the eight kinds of
//! function nodes and the two kinds of class nodes, so that analysis and code generation
//! handle each once.

use boa_ast::declaration::Declaration;
use boa_ast::expression::Identifier;
use boa_ast::function::{
    ArrowFunction, AsyncArrowFunction, AsyncFunctionDeclaration, AsyncFunctionExpression, AsyncGeneratorDeclaration,
    AsyncGeneratorExpression, ClassDeclaration, ClassElement, ClassExpression, FormalParameterList, FunctionBody,
    FunctionDeclaration, FunctionExpression, GeneratorDeclaration, GeneratorExpression,
};
use boa_ast::property::MethodDefinitionKind;
use boa_ast::{Expression, LinearSpan};

use super::scopes::node_key;
use crate::bytecode::FunctionKind;

/// Any function node.
#[derive(Clone, Copy)]
pub(crate) struct FunctionNode<'a> {
    /// Identifies the node in the scope tree.
    pub key: usize,
    pub kind: FunctionKind,
    pub name: Option<Identifier>,
    /// A named function expression: its name is bound inside it.
    pub binds_own_name: bool,
    pub parameters: &'a FormalParameterList,
    pub body: &'a FunctionBody,
    pub contains_direct_eval: bool,
    pub linear_span: Option<LinearSpan>,
}

impl<'a> FunctionNode<'a> {
    pub fn declaration(declaration: &'a Declaration) -> Option<FunctionNode<'a>> {
        Some(match declaration {
            Declaration::FunctionDeclaration(f) => FunctionNode::function_declaration(f),
            Declaration::GeneratorDeclaration(f) => FunctionNode::generator_declaration(f),
            Declaration::AsyncFunctionDeclaration(f) => FunctionNode::async_declaration(f),
            Declaration::AsyncGeneratorDeclaration(f) => FunctionNode::async_generator_declaration(f),
            _ => return None,
        })
    }

    pub fn generator_declaration(f: &'a GeneratorDeclaration) -> FunctionNode<'a> {
        FunctionNode {
            key: node_key(f),
            kind: FunctionKind::Generator,
            name: Some(f.name()),
            binds_own_name: false,
            parameters: f.parameters(),
            body: f.body(),
            contains_direct_eval: f.contains_direct_eval(),
            linear_span: Some(f.linear_span()),
        }
    }

    pub fn async_declaration(f: &'a AsyncFunctionDeclaration) -> FunctionNode<'a> {
        FunctionNode {
            key: node_key(f),
            kind: FunctionKind::Async,
            name: Some(f.name()),
            binds_own_name: false,
            parameters: f.parameters(),
            body: f.body(),
            contains_direct_eval: f.contains_direct_eval(),
            linear_span: Some(f.linear_span()),
        }
    }

    pub fn async_generator_declaration(f: &'a AsyncGeneratorDeclaration) -> FunctionNode<'a> {
        FunctionNode {
            key: node_key(f),
            kind: FunctionKind::AsyncGenerator,
            name: Some(f.name()),
            binds_own_name: false,
            parameters: f.parameters(),
            body: f.body(),
            contains_direct_eval: f.contains_direct_eval(),
            linear_span: Some(f.linear_span()),
        }
    }

    pub fn function_declaration(f: &'a FunctionDeclaration) -> FunctionNode<'a> {
        FunctionNode {
            key: node_key(f),
            kind: FunctionKind::Normal,
            name: Some(f.name()),
            binds_own_name: false,
            parameters: f.parameters(),
            body: f.body(),
            contains_direct_eval: f.contains_direct_eval(),
            linear_span: Some(f.linear_span()),
        }
    }

    /// The function nodes among expressions.
    pub fn expression(expression: &'a Expression) -> Option<FunctionNode<'a>> {
        Some(match expression {
            Expression::FunctionExpression(f) => FunctionNode::function_expression(f, FunctionKind::Normal),
            Expression::ArrowFunction(f) => FunctionNode::arrow(f),
            Expression::AsyncArrowFunction(f) => FunctionNode::async_arrow(f),
            Expression::GeneratorExpression(f) => FunctionNode::generator_expression(f),
            Expression::AsyncFunctionExpression(f) => FunctionNode::async_expression(f),
            Expression::AsyncGeneratorExpression(f) => FunctionNode::async_generator_expression(f),
            _ => return None,
        })
    }

    pub fn function_expression(f: &'a FunctionExpression, kind: FunctionKind) -> FunctionNode<'a> {
        FunctionNode {
            key: node_key(f),
            kind,
            name: f.name(),
            binds_own_name: f.has_binding_identifier(),
            parameters: f.parameters(),
            body: f.body(),
            contains_direct_eval: f.contains_direct_eval(),
            linear_span: f.linear_span(),
        }
    }

    fn arrow(f: &'a ArrowFunction) -> FunctionNode<'a> {
        FunctionNode {
            key: node_key(f),
            kind: FunctionKind::Arrow,
            name: f.name(),
            binds_own_name: false,
            parameters: f.parameters(),
            body: f.body(),
            contains_direct_eval: f.contains_direct_eval(),
            linear_span: Some(f.linear_span()),
        }
    }

    fn async_arrow(f: &'a AsyncArrowFunction) -> FunctionNode<'a> {
        FunctionNode {
            key: node_key(f),
            kind: FunctionKind::AsyncArrow,
            name: f.name(),
            binds_own_name: false,
            parameters: f.parameters(),
            body: f.body(),
            contains_direct_eval: f.contains_direct_eval(),
            linear_span: Some(f.linear_span()),
        }
    }

    fn generator_expression(f: &'a GeneratorExpression) -> FunctionNode<'a> {
        FunctionNode {
            key: node_key(f),
            kind: FunctionKind::Generator,
            name: f.name(),
            binds_own_name: f.has_binding_identifier(),
            parameters: f.parameters(),
            body: f.body(),
            contains_direct_eval: f.contains_direct_eval(),
            linear_span: Some(f.linear_span()),
        }
    }

    fn async_expression(f: &'a AsyncFunctionExpression) -> FunctionNode<'a> {
        FunctionNode {
            key: node_key(f),
            kind: FunctionKind::Async,
            name: f.name(),
            binds_own_name: f.has_binding_identifier(),
            parameters: f.parameters(),
            body: f.body(),
            contains_direct_eval: f.contains_direct_eval(),
            linear_span: Some(f.linear_span()),
        }
    }

    fn async_generator_expression(f: &'a AsyncGeneratorExpression) -> FunctionNode<'a> {
        FunctionNode {
            key: node_key(f),
            kind: FunctionKind::AsyncGenerator,
            name: f.name(),
            binds_own_name: f.has_binding_identifier(),
            parameters: f.parameters(),
            body: f.body(),
            contains_direct_eval: f.contains_direct_eval(),
            linear_span: Some(f.linear_span()),
        }
    }

    /// A method of an object literal or class (`key` identifies the method node).
    pub fn method(
        key: usize,
        kind: MethodDefinitionKind,
        parameters: &'a FormalParameterList,
        body: &'a FunctionBody,
        contains_direct_eval: bool,
        linear_span: LinearSpan,
    ) -> FunctionNode<'a> {
        let kind = match kind {
            MethodDefinitionKind::Generator => FunctionKind::Generator,
            MethodDefinitionKind::Async => FunctionKind::Async,
            MethodDefinitionKind::AsyncGenerator => FunctionKind::AsyncGenerator,
            MethodDefinitionKind::Get | MethodDefinitionKind::Set | MethodDefinitionKind::Ordinary => {
                FunctionKind::Method
            }
        };
        FunctionNode {
            key,
            kind,
            name: None,
            binds_own_name: false,
            parameters,
            body,
            contains_direct_eval,
            linear_span: Some(linear_span),
        }
    }

    pub fn is_arrow(&self) -> bool {
        self.kind.is_arrow()
    }
}

/// Any class node.
#[derive(Clone, Copy)]
pub(crate) struct ClassNode<'a> {
    pub key: usize,
    /// The class's BindingIdentifier, bound inside it.
    pub name: Option<Identifier>,
    /// The name boa_parser gave an anonymous class expression (NamedEvaluation of `x =
    /// class {}`): the class's `name` property only, with no binding inside it.
    pub given_name: Option<Identifier>,
    pub super_ref: Option<&'a Expression>,
    pub constructor: Option<&'a FunctionExpression>,
    pub elements: &'a [ClassElement],
    /// A class expression's span (boa_ast keeps none for a declaration): from `class` to
    /// the closing brace, whose start it ends at unless the body is empty.
    pub span: Option<boa_ast::Span>,
}

impl<'a> ClassNode<'a> {
    pub fn declaration(class: &'a ClassDeclaration) -> ClassNode<'a> {
        ClassNode {
            key: node_key(class),
            name: Some(class.name()),
            given_name: None,
            super_ref: class.super_ref(),
            constructor: class.constructor(),
            elements: class.elements(),
            span: None,
        }
    }

    pub fn expression(class: &'a ClassExpression) -> ClassNode<'a> {
        ClassNode {
            key: node_key(class),
            // boa_ast has a name scope only for a BindingIdentifier.
            name: class.name().filter(|_| class.name_scope().is_some()),
            given_name: class.name().filter(|_| class.name_scope().is_none()),
            super_ref: class.super_ref(),
            constructor: class.constructor(),
            elements: class.elements(),
            span: Some(boa_ast::Spanned::span(class)),
        }
    }

    /// The key of the synthetic function that initialises instance fields.
    pub fn instance_initializer_key(&self) -> usize {
        self.key + 1
    }

    /// The key of the synthetic function that runs static fields and blocks.
    pub fn static_initializer_key(&self) -> usize {
        self.key + 2
    }

    /// The key of the default constructor, when the class has none.
    pub fn default_constructor_key(&self) -> usize {
        self.key + 3
    }

    pub fn has_instance_elements(&self) -> bool {
        self.elements.iter().any(|element| match element {
            ClassElement::FieldDefinition(_) | ClassElement::PrivateFieldDefinition(_) => true,
            ClassElement::MethodDefinition(method) => method.is_private() && !method.is_static(),
            _ => false,
        })
    }

    pub fn has_static_initializer(&self) -> bool {
        self.elements.iter().any(|element| {
            matches!(
                element,
                ClassElement::StaticFieldDefinition(_)
                    | ClassElement::PrivateStaticFieldDefinition(_)
                    | ClassElement::StaticBlock(_)
            )
        })
    }
}

/// `expression` without the parentheses around it.
pub(crate) fn unparenthesized(expression: &Expression) -> &Expression {
    match expression {
        Expression::Parenthesized(inner) => unparenthesized(inner.expression()),
        other => other,
    }
}
