//! The declarations a body or block makes, in source order: the static semantics
//! VarDeclaredNames, VarScopedDeclarations and LexicallyScopedDeclarations, as the
//! analysis and the instantiation code need them.

use boa_ast::declaration::{Binding, LexicalDeclaration, Variable};
use boa_ast::operations::bound_names;
use boa_ast::statement::LabelledItem;
use boa_ast::statement::iteration::{ForLoopInitializer, IterableLoopInitializer};
use boa_ast::{Declaration, Statement, StatementListItem};
use boa_interner::Sym;

use super::nodes::FunctionNode;

/// A lexical declaration of a block or body.
pub(crate) enum LexicalName<'a> {
    Let(Sym, Option<&'a Variable>),
    Const(Sym, Option<&'a Variable>),
    Class(Sym),
    /// A function declared in a block (a lexical binding there).
    Function(Sym, FunctionNode<'a>),
}

impl LexicalName<'_> {
    pub fn name(&self) -> Sym {
        match self {
            LexicalName::Let(name, _)
            | LexicalName::Const(name, _)
            | LexicalName::Class(name)
            | LexicalName::Function(name, _) => *name,
        }
    }
}

/// The names bound by a binding (an identifier or a pattern).
pub(crate) fn binding_names(binding: &Binding) -> Vec<Sym> {
    match binding {
        Binding::Identifier(identifier) => vec![identifier.sym()],
        Binding::Pattern(pattern) => bound_names(pattern),
    }
}

/// `var` names declared anywhere in `items` outside nested functions, in order, with
/// repeats removed.
pub(crate) fn var_names(items: &[StatementListItem]) -> Vec<Sym> {
    let mut names = Vec::new();
    for item in items {
        if let StatementListItem::Statement(statement) = item {
            statement_var_names(statement, &mut names);
        }
    }
    let mut seen = std::collections::HashSet::new();
    names.retain(|name| seen.insert(*name));
    names
}

fn statement_var_names(statement: &Statement, names: &mut Vec<Sym>) {
    let list = |items: &[StatementListItem], names: &mut Vec<Sym>| {
        for item in items {
            if let StatementListItem::Statement(statement) = item {
                statement_var_names(statement, names);
            }
        }
    };
    match statement {
        Statement::Var(declaration) => {
            for variable in declaration.0.as_ref() {
                names.extend(binding_names(variable.binding()));
            }
        }
        Statement::Block(block) => list(block.statement_list().statements(), names),
        Statement::If(node) => {
            statement_var_names(node.body(), names);
            if let Some(other) = node.else_node() {
                statement_var_names(other, names);
            }
        }
        Statement::DoWhileLoop(node) => statement_var_names(node.body(), names),
        Statement::WhileLoop(node) => statement_var_names(node.body(), names),
        Statement::ForLoop(node) => {
            if let Some(ForLoopInitializer::Var(declaration)) = node.init() {
                for variable in declaration.0.as_ref() {
                    names.extend(binding_names(variable.binding()));
                }
            }
            statement_var_names(node.body(), names);
        }
        Statement::ForInLoop(node) => {
            if let IterableLoopInitializer::Var(variable) = node.initializer() {
                names.extend(binding_names(variable.binding()));
            }
            statement_var_names(node.body(), names);
        }
        Statement::ForOfLoop(node) => {
            if let IterableLoopInitializer::Var(variable) = node.initializer() {
                names.extend(binding_names(variable.binding()));
            }
            statement_var_names(node.body(), names);
        }
        Statement::Switch(node) => {
            for case in node.cases() {
                list(case.body().statements(), names);
            }
        }
        Statement::Labelled(node) => {
            if let LabelledItem::Statement(statement) = node.item() {
                statement_var_names(statement, names);
            }
        }
        Statement::Try(node) => {
            list(node.block().statement_list().statements(), names);
            if let Some(catch) = node.catch() {
                list(catch.block().statement_list().statements(), names);
            }
            if let Some(finally) = node.finally() {
                list(finally.block().statement_list().statements(), names);
            }
        }
        Statement::With(node) => statement_var_names(node.statement(), names),
        _ => {}
    }
}

/// Function declarations at the top level of a body (var-scoped there), in order. Later
/// declarations of a name replace earlier ones.
pub(crate) fn top_level_functions(items: &[StatementListItem]) -> Vec<FunctionNode<'_>> {
    let all: Vec<FunctionNode<'_>> = items
        .iter()
        .filter_map(|item| match item {
            StatementListItem::Declaration(declaration) => FunctionNode::declaration(declaration),
            StatementListItem::Statement(statement) => labelled_function(statement),
        })
        .collect();
    // Each name keeps its last declaration, in the order of those last declarations.
    let last: rustc_hash::FxHashMap<Option<Sym>, usize> =
        all.iter().enumerate().map(|(position, f)| (f.name.map(|n| n.sym()), position)).collect();
    all.into_iter()
        .enumerate()
        .filter(|(position, f)| last[&f.name.map(|n| n.sym())] == *position)
        .map(|(_, f)| f)
        .collect()
}

/// The function of `label: function f() {}` (sloppy code), through nested labels.
fn labelled_function(statement: &Statement) -> Option<FunctionNode<'_>> {
    let Statement::Labelled(labelled) = statement else { return None };
    match labelled.item() {
        LabelledItem::FunctionDeclaration(function) => Some(FunctionNode::function_declaration(function)),
        LabelledItem::Statement(inner) => labelled_function(inner),
    }
}

/// The lexical declarations of a body's top level (`let`, `const`, `class`); with
/// `functions_are_lexical` (blocks), function declarations too.
pub(crate) fn lexical_names(items: &[StatementListItem], functions_are_lexical: bool) -> Vec<LexicalName<'_>> {
    let mut names = Vec::new();
    for item in items {
        match item {
            StatementListItem::Declaration(declaration) => match &**declaration {
                Declaration::Lexical(lexical) => lexical_declaration_names(lexical, &mut names),
                Declaration::ClassDeclaration(class) => names.push(LexicalName::Class(class.name().sym())),
                other => {
                    if functions_are_lexical && let Some(function) = FunctionNode::declaration(other) {
                        let name = function.name.expect("declarations are named").sym();
                        names.retain(|n: &LexicalName<'_>| n.name() != name);
                        names.push(LexicalName::Function(name, function));
                    }
                }
            },
            StatementListItem::Statement(statement) => {
                if functions_are_lexical && let Some(function) = labelled_function(statement) {
                    let name = function.name.expect("declarations are named").sym();
                    names.push(LexicalName::Function(name, function));
                }
            }
        }
    }
    names
}

/// The lexical names one declaration makes (`let`, `const`, `class`).
pub(crate) fn lexical_names_of_declaration(declaration: &Declaration) -> Vec<LexicalName<'_>> {
    let mut names = Vec::new();
    match declaration {
        Declaration::Lexical(lexical) => lexical_declaration_names(lexical, &mut names),
        Declaration::ClassDeclaration(class) => names.push(LexicalName::Class(class.name().sym())),
        _ => {}
    }
    names
}

fn lexical_declaration_names<'a>(lexical: &'a LexicalDeclaration, names: &mut Vec<LexicalName<'a>>) {
    match lexical {
        // `using` and `await using` bindings are immutable, as `const` ones are.
        LexicalDeclaration::Const(list) | LexicalDeclaration::Using(list) | LexicalDeclaration::AwaitUsing(list) => {
            for variable in list.as_ref() {
                for name in binding_names(variable.binding()) {
                    names.push(LexicalName::Const(name, Some(variable)));
                }
            }
        }
        LexicalDeclaration::Let(list) => {
            for variable in list.as_ref() {
                for name in binding_names(variable.binding()) {
                    names.push(LexicalName::Let(name, Some(variable)));
                }
            }
        }
    }
}

/// Function declarations nested in blocks of `items` (not the top level, not inside nested
/// functions): the candidates for B.3.3's var bindings in sloppy code. A declaration is
/// left out when a `var` of its name would be an early error: when a block around it (below
/// `items`, whose own lexical names the caller checks) declares the name lexically, or a
/// loop head or destructuring catch parameter around it binds it.
pub(crate) fn block_functions<'a>(items: &'a [StatementListItem], out: &mut Vec<FunctionNode<'a>>) {
    let mut enclosing = Vec::new();
    for item in items {
        if let StatementListItem::Statement(statement) = item {
            statement_block_functions(statement, &mut enclosing, out);
        }
    }
}

/// `enclosing`: the names bound lexically between the var scope and `statement`.
fn statement_block_functions<'a>(statement: &'a Statement, enclosing: &mut Vec<Sym>, out: &mut Vec<FunctionNode<'a>>) {
    match statement {
        Statement::Block(block) => block_functions_in(&[block.statement_list().statements()], &[], enclosing, out),
        Statement::If(node) => {
            statement_block_functions(node.body(), enclosing, out);
            if let Some(other) = node.else_node() {
                statement_block_functions(other, enclosing, out);
            }
        }
        Statement::DoWhileLoop(node) => statement_block_functions(node.body(), enclosing, out),
        Statement::WhileLoop(node) => statement_block_functions(node.body(), enclosing, out),
        Statement::ForLoop(node) => {
            let head = match node.init() {
                Some(ForLoopInitializer::Lexical(lexical)) => {
                    let mut names = Vec::new();
                    lexical_declaration_names(lexical.declaration(), &mut names);
                    names.iter().map(LexicalName::name).collect()
                }
                _ => Vec::new(),
            };
            with_names(enclosing, &head, |enclosing| statement_block_functions(node.body(), enclosing, out));
        }
        Statement::ForInLoop(node) => {
            let head = iterable_head_names(node.initializer());
            with_names(enclosing, &head, |enclosing| statement_block_functions(node.body(), enclosing, out));
        }
        Statement::ForOfLoop(node) => {
            let head = iterable_head_names(node.initializer());
            with_names(enclosing, &head, |enclosing| statement_block_functions(node.body(), enclosing, out));
        }
        Statement::Switch(node) => {
            let cases: Vec<&[StatementListItem]> = node.cases().iter().map(|case| case.body().statements()).collect();
            block_functions_in(&cases, &[], enclosing, out);
        }
        Statement::Labelled(node) => {
            if let LabelledItem::Statement(statement) = node.item() {
                statement_block_functions(statement, enclosing, out);
            }
        }
        Statement::Try(node) => {
            block_functions_in(&[node.block().statement_list().statements()], &[], enclosing, out);
            if let Some(catch) = node.catch() {
                // B.3.4: a `var` may redeclare a simple catch parameter, not a pattern's names.
                let parameter = match catch.parameter() {
                    Some(binding @ Binding::Pattern(_)) => binding_names(binding),
                    _ => Vec::new(),
                };
                block_functions_in(&[catch.block().statement_list().statements()], &parameter, enclosing, out);
            }
            if let Some(finally) = node.finally() {
                block_functions_in(&[finally.block().statement_list().statements()], &[], enclosing, out);
            }
        }
        Statement::With(node) => statement_block_functions(node.statement(), enclosing, out),
        _ => {}
    }
}

/// The candidates of one block (a switch's cases together), `extra` bound around it.
fn block_functions_in<'a>(
    lists: &[&'a [StatementListItem]],
    extra: &[Sym],
    enclosing: &mut Vec<Sym>,
    out: &mut Vec<FunctionNode<'a>>,
) {
    let mut own: Vec<Sym> = extra.to_vec();
    for items in lists {
        own.extend(lexical_names(items, true).iter().map(LexicalName::name));
    }
    for items in lists {
        for item in items.iter() {
            if let StatementListItem::Declaration(declaration) = item
                && let Declaration::FunctionDeclaration(function) = &**declaration
                && !enclosing.contains(&function.name().sym())
                && !extra.contains(&function.name().sym())
            {
                out.push(FunctionNode::function_declaration(function));
            }
        }
    }
    with_names(enclosing, &own, |enclosing| {
        for items in lists {
            for item in items.iter() {
                if let StatementListItem::Statement(statement) = item {
                    statement_block_functions(statement, enclosing, out);
                }
            }
        }
    });
}

/// Runs `body` with `names` added to `enclosing`.
fn with_names(enclosing: &mut Vec<Sym>, names: &[Sym], body: impl FnOnce(&mut Vec<Sym>)) {
    let depth = enclosing.len();
    enclosing.extend_from_slice(names);
    body(enclosing);
    enclosing.truncate(depth);
}

/// The names a `for (let ... in/of ...)` head binds.
fn iterable_head_names(initializer: &IterableLoopInitializer) -> Vec<Sym> {
    match initializer {
        IterableLoopInitializer::Let(binding) | IterableLoopInitializer::Const(binding) => binding_names(binding),
        _ => Vec::new(),
    }
}
