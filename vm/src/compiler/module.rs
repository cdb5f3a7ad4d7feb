//! What a module's syntax declares: its top-level bindings, imports and exports.

use boa_ast::declaration::{Declaration, ExportDeclaration};
use boa_ast::{ModuleItem, StatementListItem};
use boa_interner::Sym;

use super::declarations::{self, LexicalName, binding_names};
use super::nodes::FunctionNode;

/// The top-level declarations of a module, with `export` stripped.
pub(crate) struct ModuleDeclarations<'a> {
    pub vars: Vec<Sym>,
    pub functions: Vec<(Sym, FunctionNode<'a>)>,
    pub lexicals: Vec<LexicalName<'a>>,
    /// The names in `vars`.
    var_set: rustc_hash::FxHashSet<Sym>,
}

impl<'a> ModuleDeclarations<'a> {
    /// `default_name` is the binding of an anonymous default export (`*default*`).
    pub fn collect(items: &'a [ModuleItem], default_name: Sym) -> ModuleDeclarations<'a> {
        let mut result = ModuleDeclarations {
            vars: Vec::new(),
            functions: Vec::new(),
            lexicals: Vec::new(),
            var_set: rustc_hash::FxHashSet::default(),
        };
        for item in items {
            match item {
                ModuleItem::ImportDeclaration(_) => {}
                ModuleItem::StatementListItem(item) => result.statement_item(item),
                ModuleItem::ExportDeclaration(export) => match &**export {
                    ExportDeclaration::VarStatement(declaration) => {
                        for variable in declaration.0.as_ref() {
                            for name in binding_names(variable.binding()) {
                                result.add_var(name);
                            }
                        }
                    }
                    ExportDeclaration::Declaration(declaration) => result.declaration(declaration),
                    ExportDeclaration::DefaultClassDeclaration(class) => {
                        let name = binding_name(class.name().sym(), default_name);
                        result.lexicals.push(LexicalName::Class(name));
                    }
                    ExportDeclaration::DefaultAssignmentExpression(_) => {
                        result.lexicals.push(LexicalName::Const(default_name, None));
                    }
                    other => {
                        if let Some(function) = default_function(other) {
                            let name = binding_name(function.name.expect("named by the parser").sym(), default_name);
                            result.functions.push((name, function));
                        }
                    }
                },
            }
        }
        result
    }

    fn statement_item(&mut self, item: &'a StatementListItem) {
        let items = std::slice::from_ref(item);
        for name in declarations::var_names(items) {
            self.add_var(name);
        }
        for function in declarations::top_level_functions(items) {
            self.functions.push((function.name.expect("declarations are named").sym(), function));
        }
        self.lexicals.extend(declarations::lexical_names(items, false));
    }

    fn add_var(&mut self, name: Sym) {
        if self.var_set.insert(name) {
            self.vars.push(name);
        }
    }

    fn declaration(&mut self, declaration: &'a Declaration) {
        match FunctionNode::declaration(declaration) {
            Some(function) => self.functions.push((function.name.expect("declarations are named").sym(), function)),
            None => {
                let items = declarations::lexical_names_of_declaration(declaration);
                self.lexicals.extend(items);
            }
        }
    }
}

/// The binding of a default-exported declaration: anonymous ones (named `default` by the
/// parser) bind `*default*`.
fn binding_name(name: Sym, default_name: Sym) -> Sym {
    if name == Sym::DEFAULT { default_name } else { name }
}

/// The function of an `export default function ...` declaration.
pub(crate) fn default_function(export: &ExportDeclaration) -> Option<FunctionNode<'_>> {
    match export {
        ExportDeclaration::DefaultFunctionDeclaration(f) => Some(FunctionNode::function_declaration(f)),
        ExportDeclaration::DefaultGeneratorDeclaration(f) => Some(FunctionNode::generator_declaration(f)),
        ExportDeclaration::DefaultAsyncFunctionDeclaration(f) => Some(FunctionNode::async_declaration(f)),
        ExportDeclaration::DefaultAsyncGeneratorDeclaration(f) => Some(FunctionNode::async_generator_declaration(f)),
        _ => None,
    }
}
