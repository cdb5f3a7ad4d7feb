//! The compiler's scope model: every scope of a program, the bindings it declares, and
//! where each binding lives at run time.
//!
//! [`analysis`](super::analysis) builds the tree in one walk over the syntax before any
//! code is generated, so that by the time code is generated it is known which bindings a
//! closure, a `with` or a direct `eval` can reach. Those are *captured*: they live in slots of
//! scope cells. Every other binding of a function lives in a register of its frame. A scope
//! with captured bindings is *materialized*: code entering it runs `PushScope`, leaving it
//! `PopScope`.
//!
//! Names that cannot be resolved statically (inside `with`, under a sloppy direct `eval`
//! that may add `var`s, and in eval code for names outside it) are *dynamic*: they are
//! looked up by name at run time, which is why a scope cell records its bindings' names.

use std::collections::HashMap;

use boa_interner::Sym;
use rustc_hash::FxHashMap;

use crate::bytecode::{FunctionKind, Reg};

pub(crate) type ScopeId = usize;
pub(crate) type FunctionId = usize;

/// What declared a binding.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum BindingKind {
    Var,
    /// A function declaration (initialised when its scope is entered).
    Function,
    Parameter,
    Let,
    Const,
    /// A class declaration's outer binding (mutable, in its TDZ until the class is defined).
    Class,
    /// A class's own name inside its body (immutable).
    ClassInnerName,
    CatchParameter,
    /// A named function expression's own name inside it (immutable; assignment is ignored
    /// in sloppy code).
    FunctionSelfName,
    /// A private name `#x` of a class: holds the private symbol.
    PrivateName,
    /// A value the compiler keeps for later code of the same class: a private method's
    /// function, a computed field key.
    Hidden,
    /// The `this`, `new.target` or active function of a non-arrow function, captured by an
    /// arrow function or `eval` inside it.
    Special(Special),
    /// A module's imported binding (an alias of another module's binding).
    Import,
}

impl BindingKind {
    /// Whether the binding starts in its temporal dead zone.
    pub fn is_lexical(self) -> bool {
        matches!(self, BindingKind::Let | BindingKind::Const | BindingKind::Class | BindingKind::ClassInnerName)
    }

    /// Whether assignment throws (or is ignored, for a function's own name).
    pub fn is_immutable(self) -> bool {
        matches!(
            self,
            BindingKind::Const | BindingKind::ClassInnerName | BindingKind::FunctionSelfName | BindingKind::Import
        )
    }
}

/// The implicit bindings of a non-arrow function that its arrow functions share.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Special {
    This,
    NewTarget,
    /// The function itself: `super` needs its home object, `super()` its prototype.
    Function,
}

/// Where a binding lives.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Storage {
    /// Not decided yet (before analysis ends), or a register not yet assigned (before code
    /// generation reaches the scope).
    Unassigned,
    Register(Reg),
    /// Slot of the scope's cell.
    Slot(u16),
    /// A global: a property of the global object, or a global lexical binding.
    Global,
    /// Declared at run time in a scope the compiler does not see (sloppy direct eval vars).
    Dynamic,
    /// The `arguments` binding of a function with `lazy_arguments`: it holds nothing,
    /// since every use of it reads the frame instead.
    LazyArguments,
}

#[derive(Clone, Debug)]
pub(crate) struct Binding {
    pub name: Sym,
    pub kind: BindingKind,
    /// Reached by a closure or by a dynamic lookup.
    pub captured: bool,
    pub storage: Storage,
    /// For `let`/`const`: the source position (line, column) after which the binding is
    /// certainly initialised for code of the same function, if the declaration is not in a
    /// `switch` (where a case can jump over it).
    pub initialized_after: Option<(u32, u32)>,
    /// This `var` binding is the function's `arguments` object.
    pub is_arguments: bool,
}

/// What a scope is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum ScopeKind {
    /// A script's top level: bindings are globals.
    Global,
    Module,
    /// Eval code's own scope.
    Eval {
        direct: bool,
        strict: bool,
    },
    /// A function's parameters (and, for simple parameter lists, its body's declarations).
    Function,
    /// A function body's declarations, when parameter expressions need them apart.
    FunctionBody,
    Block,
    Catch,
    With,
    Class,
    /// A class static block: a var scope of its own.
    StaticBlock,
}

#[derive(Clone, Debug)]
pub(crate) struct Scope {
    pub parent: Option<ScopeId>,
    pub function: FunctionId,
    pub kind: ScopeKind,
    /// The bindings, in the order they were declared. Added to through [`Scope::add`].
    pub bindings: Vec<Binding>,
    /// The bindings by name, once there are many of them (below that a linear search is
    /// faster): a function with tens of thousands of `var`s resolves each reference in
    /// constant time.
    names: Option<FxHashMap<Sym, usize>>,
    /// Whether `var` declarations (and sloppy eval's) land here.
    pub is_var_scope: bool,
    /// A sloppy direct `eval` may add `var`s to this scope at run time (it is the var
    /// scope the eval's declarations land in, see `eval_var_scope`).
    pub gains_eval_vars: bool,
    /// A `switch` body: TDZ checks cannot be elided.
    pub is_switch: bool,
    /// Whether a scope cell is made for it at run time.
    pub materialized: bool,
}

impl Scope {
    /// Scopes with this many bindings index them by name.
    const INDEXED: usize = 16;

    pub fn new(parent: Option<ScopeId>, function: FunctionId, kind: ScopeKind, is_var_scope: bool) -> Scope {
        Scope {
            parent,
            function,
            kind,
            bindings: Vec::new(),
            names: None,
            is_var_scope,
            gains_eval_vars: false,
            is_switch: false,
            materialized: false,
        }
    }

    pub fn find(&self, name: Sym) -> Option<usize> {
        match &self.names {
            Some(names) => names.get(&name).copied(),
            None => self.bindings.iter().position(|binding| binding.name == name),
        }
    }

    /// Adds a binding whose name the scope does not have yet; returns its index.
    pub fn add(&mut self, binding: Binding) -> usize {
        debug_assert!(self.find(binding.name).is_none());
        let index = self.bindings.len();
        match &mut self.names {
            Some(names) => {
                names.insert(binding.name, index);
            }
            None if index + 1 >= Self::INDEXED => {
                let names = self.bindings.iter().map(|b| b.name).chain([binding.name]);
                self.names = Some(names.enumerate().map(|(index, name)| (name, index)).collect());
            }
            None => {}
        }
        self.bindings.push(binding);
        index
    }
}

/// What the compiler knows about one function (or the top-level code).
#[derive(Clone, Debug)]
pub(crate) struct FunctionData {
    pub kind: Option<FunctionKind>,
    pub strict: bool,
    /// The function's outermost scope (parameters).
    pub scope: ScopeId,
    /// The scope holding the body's declarations (the same as `scope` for simple parameter
    /// lists).
    pub body_scope: ScopeId,
    pub has_simple_parameters: bool,
    /// Contains a direct `eval` call (itself, not in nested functions).
    pub contains_direct_eval: bool,
    /// Its `arguments` binding, if the function has one.
    pub arguments: Option<(ScopeId, usize)>,
    /// Some reference to `arguments` needs the object itself: it is more than a read of
    /// `arguments.length` or `arguments[key]` in the function's own code.
    pub arguments_escape: bool,
    /// The function makes no arguments object: its code reads the length and elements
    /// from the frame (`ArgumentCount`, `GetArgument`). Decided when the analysis of the
    /// function ends (see `Analyzer::function`).
    pub lazy_arguments: bool,
    /// Whether the function reads `this` itself (not through an arrow).
    pub uses_this: bool,
    /// Whether its own code awaits (a module with top-level `await`).
    pub uses_await: bool,
    /// Whether its own code has a loop (`for`, `while`, `do`, `for-in`, `for-of`): such a
    /// function's loops get traces, not its entry (`FunctionHint`).
    pub contains_loop: bool,
    /// Whether its own code has a call expression: a function without one cannot call
    /// itself, and gets no `FunctionHint` either.
    pub contains_call: bool,
    /// The non-arrow function whose `this` its code sees: itself, or for an arrow the one
    /// around it (kept rather than searched for, which would make nested arrows quadratic).
    pub this_function: FunctionId,
}

impl FunctionData {
    /// Top-level code (a script, module or eval) rather than a function.
    pub fn is_top_level(&self) -> bool {
        self.kind.is_none()
    }

    pub fn mapped_arguments(&self) -> bool {
        !self.strict && self.has_simple_parameters
    }
}

/// How code refers to a name at a given point.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Resolution {
    /// A binding of this scope tree (read its storage).
    Binding { scope: ScopeId, index: usize, depth: u16, same_function: bool },
    /// A global reached without dynamic scopes in between.
    Global,
    /// Looked up by name at run time.
    Dynamic,
}

/// Every scope and function of one compilation.
#[derive(Default, Debug)]
pub(crate) struct ScopeTree {
    pub scopes: Vec<Scope>,
    pub functions: Vec<FunctionData>,
    /// Scopes by the address of the syntax node that makes them (and a tag telling apart
    /// two scopes of one node).
    pub scope_of_node: HashMap<(usize, u8), ScopeId>,
    pub function_of_node: HashMap<usize, FunctionId>,
    /// Function declarations in blocks that sloppy code also binds as `var`s (B.3.3).
    pub annex_b_functions: HashMap<usize, (ScopeId, usize)>,
}

/// Tags for the scopes of one node.
pub(crate) mod tag {
    pub const MAIN: u8 = 0;
    /// A function body's own scope (parameter expressions present).
    pub const BODY: u8 = 1;
    /// A catch clause's parameter scope (its block has its own).
    pub const CATCH: u8 = 2;
    /// A function's parameter scope. (A node and its first field share an address: a class
    /// and its constructor, say. Each kind of scope has its own tag so they stay apart.)
    pub const FUNCTION: u8 = 3;
    pub const CLASS: u8 = 4;
    /// The top level of a script, eval or module.
    pub const TOP: u8 = 5;
    pub const STATIC_BLOCK: u8 = 6;
}

/// The address of a syntax node, for keying side tables.
pub(crate) fn node_key<T>(node: &T) -> usize {
    node as *const T as usize
}

impl ScopeTree {
    pub fn scope_for<T>(&self, node: &T, which: u8) -> Option<ScopeId> {
        self.scope_of_node.get(&(node_key(node), which)).copied()
    }

    pub fn function_for_key(&self, key: usize) -> FunctionId {
        *self.function_of_node.get(&key).expect("every function was analysed")
    }

    pub fn binding(&self, scope: ScopeId, index: usize) -> &Binding {
        &self.scopes[scope].bindings[index]
    }

    pub fn binding_mut(&mut self, scope: ScopeId, index: usize) -> &mut Binding {
        &mut self.scopes[scope].bindings[index]
    }

    /// The scope a sloppy direct `eval` at `scope` declares its `var`s in: the var scope,
    /// or, for an eval in the parameters of a function with parameter expressions, the
    /// parameter scope (FunctionDeclarationInstantiation 20: such vars live outside the
    /// body's var scope, and a parameter of the same name makes them a SyntaxError).
    pub fn eval_var_scope(&self, mut scope: ScopeId) -> ScopeId {
        while !self.scopes[scope].is_var_scope && self.scopes[scope].kind != ScopeKind::Function {
            scope = self.scopes[scope].parent.expect("top-level scopes are var scopes");
        }
        scope
    }

    /// Resolves `name` from `scope`, as code in function `from` sees it. Counts the
    /// materialized scopes passed on the way (the runtime depth of the binding's cell).
    pub fn resolve(&self, scope: ScopeId, name: Sym) -> Resolution {
        let from = self.scopes[scope].function;
        let mut depth = 0u16;
        let mut current = Some(scope);
        let mut dynamic = false;
        while let Some(id) = current {
            let data = &self.scopes[id];
            if let Some(index) = data.find(name) {
                let binding = &data.bindings[index];
                if dynamic || binding.storage == Storage::Dynamic {
                    return Resolution::Dynamic;
                }
                if binding.storage == Storage::Global {
                    return Resolution::Global;
                }
                return Resolution::Binding { scope: id, index, depth, same_function: data.function == from };
            }
            match data.kind {
                ScopeKind::With => dynamic = true,
                ScopeKind::Eval { direct: true, .. } => return Resolution::Dynamic,
                _ => {}
            }
            if data.gains_eval_vars {
                dynamic = true;
            }
            if data.materialized {
                depth += 1;
            }
            current = data.parent;
        }
        if dynamic { Resolution::Dynamic } else { Resolution::Global }
    }

    /// The non-arrow function (or top-level code) whose `this` code in `scope` sees.
    pub fn this_function(&self, scope: ScopeId) -> FunctionId {
        self.functions[self.scopes[scope].function].this_function
    }

    /// Gives captured bindings their slots and decides which scopes are materialized.
    pub fn assign_slots(&mut self) {
        for scope in &mut self.scopes {
            let mut next_slot = 0u16;
            for binding in &mut scope.bindings {
                if matches!(binding.storage, Storage::Global | Storage::Dynamic) {
                    continue;
                }
                if binding.captured {
                    binding.storage = Storage::Slot(next_slot);
                    next_slot += 1;
                }
            }
            scope.materialized = match scope.kind {
                ScopeKind::Global => false,
                ScopeKind::With | ScopeKind::Module => true,
                _ => next_slot > 0 || scope.gains_eval_vars,
            };
        }
    }
}
