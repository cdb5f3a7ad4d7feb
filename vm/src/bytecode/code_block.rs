//! CodeBlock: the compiled form of one function, script, eval or module.
//!
//! Instructions index side tables for everything they need beyond registers: constants,
//! scope descriptors, exception handlers, and the metadata the interpreter writes while it
//! runs (inline caches, profiles, loop counters) and the JIT will read. The metadata lives
//! in `Cell`s so the interpreter can update it while it reads instructions.

use std::cell::Cell;
use std::rc::Rc;

use super::inline_cache::{CallCache, GlobalCache, PropertyCache};
use super::opcodes::Instruction;
use super::profile::{ArithProfile, ValueProfile};
use crate::value::JSValue;

/// What kind of code a block holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CodeKind {
    Script,
    Module,
    /// Code run by `eval` (direct when `direct`).
    Eval {
        direct: bool,
    },
    Function(FunctionKind),
}

/// How a call (not a `new`) enters a code block: decided when the block is compiled, so
/// that the interpreter's call path tests one byte (10.2.1 \[\[Call\]\] steps 2 and 5).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CallEntry {
    /// Strict functions and arrows: `this` as the caller gave it. Sloppy functions that
    /// never read their `this` register too: converting it (the global object for
    /// undefined, a wrapper for a primitive) has no effect anything could see.
    ThisAsGiven,
    /// Sloppy functions that read `this`: undefined and null become the global object,
    /// primitives objects.
    SloppyThis,
    /// Class constructors, which throw without `new`, and code that is not a function's.
    Other,
}

impl CallEntry {
    /// The entry of code of `kind`; `reads_this` when an instruction names the `this`
    /// register (every read of `this`, the copy arrows and eval read included, does).
    pub fn of(kind: CodeKind, strict: bool, reads_this: bool) -> CallEntry {
        match kind {
            CodeKind::Function(FunctionKind::ClassConstructor { .. }) => CallEntry::Other,
            CodeKind::Function(kind) if strict || kind.is_arrow() || !reads_this => CallEntry::ThisAsGiven,
            CodeKind::Function(_) => CallEntry::SloppyThis,
            _ => CallEntry::Other,
        }
    }
}

/// The kinds of functions, as the specification distinguishes them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FunctionKind {
    /// `function` declarations and expressions: callable and constructible.
    Normal,
    /// Arrow functions: lexical `this`, `arguments`, `new.target`; not constructible.
    Arrow,
    /// Object and class methods (including getters and setters): not constructible.
    Method,
    /// A class constructor; `derived` when the class has an `extends` clause.
    ClassConstructor {
        derived: bool,
    },
    Generator,
    Async,
    AsyncArrow,
    AsyncGenerator,
    /// The synthetic function that initialises a class's instance fields.
    ClassFieldInitializer,
    /// A class static block or static field initialiser, run once.
    ClassStaticInitializer,
}

impl FunctionKind {
    pub fn is_arrow(self) -> bool {
        matches!(self, FunctionKind::Arrow | FunctionKind::AsyncArrow)
    }

    pub fn is_generator(self) -> bool {
        matches!(self, FunctionKind::Generator | FunctionKind::AsyncGenerator)
    }

    pub fn is_async(self) -> bool {
        matches!(self, FunctionKind::Async | FunctionKind::AsyncArrow | FunctionKind::AsyncGenerator)
    }

    pub fn is_constructor(self) -> bool {
        matches!(self, FunctionKind::Normal | FunctionKind::ClassConstructor { .. })
    }

    pub fn is_class_constructor(self) -> bool {
        matches!(self, FunctionKind::ClassConstructor { .. })
    }
}

/// A `try` region: a throw at `start <= pc < end` continues at `handler`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Handler {
    pub start: u32,
    pub end: u32,
    pub handler: u32,
}

/// Where an instruction came from in the source.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Location {
    pub pc: u32,
    pub line: u32,
    pub column: u32,
}

/// What the source calls the operand an instruction may fail on, by the instruction's pc:
/// the callee of a call (`o.foo.bar`, `f(...)`, `a[0]`), the constructor of a `new`, the
/// value iterated by for-of, spread and destructuring. The errors those instructions
/// raise name it (`o.foo.bar is not a function`, as V8 says) instead of its value
/// (`undefined`). A side table, read only when such an error is made: the instructions
/// stay as they are. The names are one string, each entry the end of its own.
#[derive(Clone, Debug, Default)]
pub struct SiteNames {
    /// (pc, end of the name in `text`), by pc.
    entries: Vec<(u32, u32)>,
    text: String,
}

impl SiteNames {
    /// Names the operand of the instruction at `pc` (after those named before it).
    pub fn push(&mut self, pc: u32, name: &str) {
        debug_assert!(self.entries.last().is_none_or(|&(last, _)| last < pc));
        self.text.push_str(name);
        self.entries.push((pc, self.text.len() as u32));
    }

    /// The name of the operand of the instruction at `pc`, if it has one.
    pub fn get(&self, pc: u32) -> Option<&str> {
        let index = self.entries.binary_search_by_key(&pc, |&(at, _)| at).ok()?;
        let start = index.checked_sub(1).map_or(0, |before| self.entries[before].1 as usize);
        Some(&self.text[start..self.entries[index].1 as usize])
    }
}

/// An instruction whose operand an error may name: its name is looked up in the block's
/// `SiteNames` only when the error is made.
#[derive(Clone, Copy)]
pub struct Site<'a> {
    pub code: &'a CodeBlock,
    pub pc: u32,
}

impl<'a> Site<'a> {
    /// What the source calls the instruction's operand, if it names it.
    pub fn operand_name(self) -> Option<&'a str> {
        self.code.site_names.get(self.pc)
    }
}

/// A source file, shared by every code block compiled from it.
#[derive(Debug)]
pub struct SourceFile {
    /// The name errors print (a path, or `<eval>`, `<command line>`).
    pub name: String,
    /// The text, as UTF-16 (for `Function.prototype.toString`).
    pub text: Vec<u16>,
    /// The script or module the code belongs to (eval code: its caller's), which
    /// `import()` resolves specifiers against.
    pub origin: String,
    /// A self-hosted builtin's source (`runtime/self_hosted.rs`): its intrinsics compile,
    /// its frames stay out of stack traces.
    pub self_hosted: bool,
}

/// The bindings a scope creates at run time, for `PushScope`.
#[derive(Clone, Debug, Default)]
pub struct ScopeDescriptor {
    /// Binding names as constant-pool indices (atoms), one per slot: dynamic lookups
    /// (`with`, `eval`) search them.
    pub names: Vec<u32>,
    /// Which slots are immutable bindings (assigning them throws)...
    pub constants: Vec<bool>,
    /// ... and of those, which only throw in strict code (a function expression's own
    /// name; sloppy code's assignment is silently ignored).
    pub sloppy_immutable: Vec<bool>,
    /// Which slots start in their temporal dead zone (the empty value); the others start
    /// undefined.
    pub starts_empty: Vec<bool>,
    /// Whether the `var`s of a sloppy direct `eval` land here when it runs in this scope or
    /// below (a var scope, or a parameter scope with expressions).
    pub takes_eval_vars: bool,
}

/// The declarations a script makes in the global scope, instantiated before it runs.
#[derive(Clone, Debug, Default)]
pub struct GlobalDeclarations {
    /// `var` names (constant indices).
    pub vars: Vec<u32>,
    /// Function declarations: name and the constant holding the executable.
    pub functions: Vec<(u32, u32)>,
    /// `let`, `const` and `class` names, with whether each is `const`.
    pub lexicals: Vec<(u32, bool)>,
}

/// What a function's code block knows about the function, for making closures.
#[derive(Clone, Debug)]
pub struct FunctionInfo {
    pub kind: FunctionKind,
    /// The `name` property (constant index of an atom), if the function has one.
    pub name: Option<u32>,
    /// The `length` property: parameters before the first default or rest.
    pub length: u32,
    pub has_simple_parameters: bool,
    /// The source text range (UTF-16 offsets) for `toString`.
    pub source_range: Option<(u32, u32)>,
}

/// A module's imports and exports, for linking (16.2.1.6 Source Text Module Records).
#[derive(Clone, Debug, Default)]
pub struct ModuleInfo {
    /// The modules it requests, in source order.
    pub requests: Vec<ModuleRequest>,
    pub imports: Vec<ModuleImport>,
    /// `export name` of a binding of this module: (export name, slot in the module scope).
    pub local_exports: Vec<(String, u16)>,
    pub indirect_exports: Vec<IndirectExport>,
    /// `export * from request`.
    pub star_exports: Vec<usize>,
    /// Hoisted functions, made when the module is linked: (constant of the executable,
    /// slot).
    pub functions: Vec<(u32, u16)>,
    /// The descriptor of the module scope.
    pub environment: u32,
    /// The body uses `await` (it runs as an async function).
    pub asynchronous: bool,
}

/// A ModuleRequest Record (16.2.1.3.1): a specifier and the import attributes of the
/// `with { ... }` clause, sorted by key. Two requests with the same specifier and
/// attributes are one.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct ModuleRequest {
    pub specifier: String,
    pub attributes: Vec<(String, String)>,
}

impl ModuleRequest {
    /// The value of the `type` attribute, if the request has one.
    pub fn module_type(&self) -> Option<&str> {
        self.attributes.iter().find(|(key, _)| key == "type").map(|(_, value)| value.as_str())
    }
}

/// An import binding: `name` of the module `request` names (`None`: its namespace).
#[derive(Clone, Debug)]
pub struct ModuleImport {
    pub request: usize,
    pub name: Option<String>,
    pub slot: u16,
}

/// `export { import_name as export_name } from request` (`None`: `export * as name`).
#[derive(Clone, Debug)]
pub struct IndirectExport {
    pub export_name: String,
    pub request: usize,
    pub import_name: Option<String>,
}

/// What eval code run by a direct `eval` in this code may contain (the early errors of
/// 19.2.1.1 PerformEval that depend on where the eval is).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct EvalFlags {
    pub new_target_allowed: bool,
    pub super_property_allowed: bool,
    pub super_call_allowed: bool,
    /// Inside a class field initializer: `arguments` is an early error.
    pub in_class_field_initializer: bool,
}

/// The compiled code and its side tables.
pub struct CodeBlock {
    /// For dumps and stack traces.
    pub name: String,
    pub kind: CodeKind,
    pub strict: bool,
    /// `CallEntry::of(kind, strict, reads_this)`.
    pub call_entry: CallEntry,
    /// Never empty; the last instruction does not go on to a next one (`ends_flow`), and
    /// every jump target and handler is an index of the list (`Emitter::finish` asserts
    /// both). So a pc that starts at 0, steps to the next instruction only after one that
    /// may, and otherwise moves to a target or handler, stays in the list: the interpreter
    /// fetches without a bounds check (`Instructions::at`), and checks any other pc
    /// when it makes a cursor from it (`Cursor::resume`).
    pub instructions: Vec<Instruction>,
    /// Constants: numbers, strings, executables of nested functions, and cached template
    /// objects. Traced by the owning executable.
    pub constants: Vec<Cell<JSValue>>,
    /// Registers of a frame, header and parameters included.
    pub register_count: u16,
    /// Formal parameters (registers `Reg::HEADER ..`).
    pub parameter_count: u16,
    pub handlers: Vec<Handler>,
    pub locations: Vec<Location>,
    /// What the source calls the operands of calls, `new` and iterations.
    pub site_names: SiteNames,
    pub source: Rc<SourceFile>,
    pub scopes: Vec<ScopeDescriptor>,
    pub function: Option<FunctionInfo>,
    /// For a mapped arguments object: the scope slot of each parameter, by position.
    pub arguments_mapping: Vec<Option<u16>>,
    pub global_declarations: Option<GlobalDeclarations>,
    /// For a direct `eval` from this code.
    pub eval_flags: EvalFlags,
    pub module: Option<ModuleInfo>,
    /// Metadata the interpreter writes as it runs.
    pub property_caches: Box<[Cell<PropertyCache>]>,
    /// For by-value sites: the atom (cell address, weak) the property cache of the same slot
    /// describes; 0 for none. A by-value site caches one name at a time.
    pub cached_keys: Box<[Cell<usize>]>,
    pub global_caches: Box<[Cell<GlobalCache>]>,
    pub call_caches: Box<[Cell<CallCache>]>,
    pub arith_profiles: Box<[Cell<ArithProfile>]>,
    pub value_profiles: Box<[Cell<ValueProfile>]>,
    pub loop_counters: Box<[Cell<u32>]>,
}

impl CodeBlock {
    /// The source position of the instruction at `pc` (the nearest one recorded at or
    /// before it).
    pub fn location(&self, pc: u32) -> Option<Location> {
        let index = self.locations.partition_point(|location| location.pc <= pc);
        index.checked_sub(1).map(|i| self.locations[i])
    }

    /// `file:line` of the instruction at `pc` (line 0 when no position comes before it):
    /// how `vm --stats` names a loop, by its `LoopHint`.
    pub fn file_line(&self, pc: u32) -> String {
        format!("{}:{}", self.source.name, self.location(pc).map_or(0, |location| location.line))
    }

    /// The handler covering `pc`, innermost first.
    pub fn handler_for(&self, pc: u32) -> Option<Handler> {
        self.handlers.iter().find(|handler| handler.start <= pc && pc < handler.end).copied()
    }

    pub fn constant(&self, index: u32) -> JSValue {
        self.constants[index as usize].get()
    }

    pub fn function_kind(&self) -> Option<FunctionKind> {
        match self.kind {
            CodeKind::Function(kind) => Some(kind),
            _ => None,
        }
    }
}
