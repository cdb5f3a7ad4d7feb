//! Self-hosted builtins: methods written in JavaScript, as JavaScriptCore writes its
//! `builtins/*.js`, so that a trace inlines the callbacks they call.
//!
//! The builtins crate registers its sources (`builtins/js/*.js`) and the Rust natives
//! their code may call ([`SelfHostedRegistry`]), then installs each method as a
//! *placeholder*: a bytecode function whose whole body is `LinkSelfHosted source, name`.
//! The first call of any placeholder compiles its source, once per VM (the code is the
//! same in every realm: it names no global, and the natives it calls have no realm of
//! their own, so they run in the realm of the method that calls them), makes the
//! compiled function the placeholder's code and calls it in place of its own frame.
//! Later calls run the compiled code directly: nothing on the call path checks for
//! laziness. Compiling every source at realm creation would quadruple the startup's
//! instructions (`builtins/DESIGN.md`).
//!
//! What the compiler does differently for a self-hosted source (`SourceFile::self_hosted`):
//! - a call of `$Name(...)` is an intrinsic ([`Intrinsic`] below): a few compile to
//!   instructions (`$Call` with an explicit `this`, `$ToObject`, `$CreateDataProperty`,
//!   `$ArgumentCount`), the others call a registered native;
//! - functions are methods (no `prototype`, not constructors) and keep no source text, so
//!   `Function.prototype.toString` prints them as native functions;
//! - their frames do not appear in stack traces, as native functions' do not.
//!
//! [`Vm::link_self_hosted`] checks that no compiled function reads or writes a global
//! or a name looked up at run time: self-hosted code sees only its own bindings and its
//! intrinsics, so no script can change what it does by replacing a global.

use std::rc::Rc;

use crate::bytecode::code_block::{EvalFlags, FunctionInfo, SourceFile};
use crate::bytecode::{CodeKind, FunctionKind, Instruction, Reg};
use crate::compiler::CompileError;
use crate::compiler::emitter::{BlockParts, Emitter};
use crate::error::{JsResult, Message};
use crate::object::ObjectRef;
use crate::runtime::executable::ExecutableRef;
use crate::runtime::function::{FUNCTION_EXECUTABLE, NATIVE_REALM, NativeFn};
use crate::string::StringRef;
use crate::value::JSValue;
use crate::vm::Vm;

/// A JavaScript source of builtins.
pub struct SelfHostedSource {
    /// Its name in `--dump-bytecode` and `vm --stats` (`[self-hosted] name`).
    pub name: &'static str,
    pub text: &'static str,
}

/// A native that self-hosted code calls as `$name(...)`.
pub struct SelfHostedNative {
    pub name: &'static str,
    pub length: u32,
    pub native: NativeFn,
}

/// The sources and natives the builtins registered, and what was made of them.
#[derive(Default)]
pub struct SelfHostedRegistry {
    sources: &'static [SelfHostedSource],
    natives: &'static [SelfHostedNative],
    /// Each source's compiled script (its functions are constants of it), once compiled.
    compiled: Vec<Option<ExecutableRef>>,
    /// Each native's function object, once some code calls it.
    native_functions: Vec<Option<ObjectRef>>,
    /// The source file every placeholder names.
    placeholder_source: Option<Rc<SourceFile>>,
}

impl SelfHostedRegistry {
    pub(crate) fn trace(&self, marker: &mut gc::Marker<'_>) {
        for executable in self.compiled.iter().flatten() {
            marker.mark_cell(executable.cell());
        }
        for function in self.native_functions.iter().flatten() {
            marker.mark_cell(function.cell());
        }
    }
}

/// What a `$Name(...)` call in self-hosted code compiles to.
pub(crate) enum Intrinsic {
    /// `$Call(f, thisArg, ...args)`: Call(f, thisArg, args), as a `Call` instruction.
    Call,
    /// `$ToObject(value)`: the `ToObject` instruction.
    ToObject,
    /// `$CreateDataProperty(object, key, value)`: CreateDataPropertyOrThrow, as the
    /// `DefineOwnByVal` instruction (a setter on a prototype never sees it).
    CreateDataProperty,
    /// `$ArgumentCount()`: how many arguments the function was called with.
    ArgumentCount,
    /// A registered native, called with `this` undefined.
    Native(JSValue),
}

/// A self-hosted source's file: no text is kept (nothing prints it).
pub(crate) fn self_hosted_source_file(name: &str) -> Rc<SourceFile> {
    Rc::new(SourceFile {
        name: format!("[self-hosted] {name}"),
        text: Vec::new(),
        origin: String::new(),
        self_hosted: true,
    })
}

impl Vm {
    /// Registers the self-hosted sources and the natives their code may call, before the
    /// first realm installs a placeholder; every realm's builtins register the same ones,
    /// so later calls change nothing.
    pub fn register_self_hosted(&mut self, sources: &'static [SelfHostedSource], natives: &'static [SelfHostedNative]) {
        if !self.self_hosted.sources.is_empty() {
            debug_assert!(std::ptr::eq(self.self_hosted.sources, sources), "one set of self-hosted sources");
            return;
        }
        self.self_hosted = SelfHostedRegistry {
            sources,
            natives,
            compiled: vec![None; sources.len()],
            native_functions: vec![None; natives.len()],
            placeholder_source: Some(self_hosted_source_file("placeholder")),
        };
    }

    /// The placeholder of the function `name` of registered source `source`, a method of
    /// the current realm with `length`. May collect.
    pub fn new_self_hosted_function(&mut self, source: usize, name: &str, length: u32) -> JsResult<ObjectRef> {
        assert!(source < self.self_hosted.sources.len(), "a registered self-hosted source");
        let atom = self.atom(name)?.to_value();
        let mut emitter = Emitter::new(Reg::HEADER);
        let name_constant = emitter.constant(self.root_value(atom));
        emitter.emit(Instruction::LinkSelfHosted { source: source as u16, name: name_constant });
        let kind = FunctionKind::Method;
        let parts = BlockParts {
            name: name.to_string(),
            kind: CodeKind::Function(kind),
            strict: true,
            // No parameters: every argument stays in the frame's extra arguments, from where
            // `LinkSelfHosted` passes them on.
            parameter_count: 0,
            source: self.self_hosted.placeholder_source.clone().expect("self-hosted sources are registered"),
            function: Some(FunctionInfo {
                kind,
                name: Some(name_constant.0),
                length,
                has_simple_parameters: true,
                source_range: None,
            }),
            arguments_mapping: Vec::new(),
            global_declarations: None,
            eval_flags: EvalFlags::default(),
            module: None,
        };
        let (code, constants) = emitter.finish(parts);
        let executable = self.new_executable(code)?;
        drop(constants);
        self.new_function(executable, JSValue::NULL)
    }

    /// What `$name(...)` means in self-hosted code, or `None` if nothing by that name
    /// exists. May collect (the first use of a native makes its function).
    pub(crate) fn self_hosted_intrinsic(&mut self, name: &str) -> JsResult<Option<Intrinsic>> {
        Ok(Some(match name {
            "$Call" => Intrinsic::Call,
            "$ToObject" => Intrinsic::ToObject,
            "$CreateDataProperty" => Intrinsic::CreateDataProperty,
            "$ArgumentCount" => Intrinsic::ArgumentCount,
            _ => {
                let natives = self.self_hosted.natives;
                let Some(index) = natives.iter().position(|native| native.name == &name[1..]) else {
                    return Ok(None);
                };
                if let Some(function) = self.self_hosted.native_functions[index] {
                    return Ok(Some(Intrinsic::Native(function.to_value())));
                }
                let native = &natives[index];
                let function = self.new_native_function(native.name, native.length, native.native)?;
                // No realm of its own: it runs in the realm of the method calling it.
                self.set_internal(function, NATIVE_REALM, JSValue::UNDEFINED);
                self.self_hosted.native_functions[index] = Some(function);
                Intrinsic::Native(function.to_value())
            }
        }))
    }

    /// `LinkSelfHosted source, name` in the frame of `placeholder` (which the frame keeps
    /// alive): the compiled function `name` of `source` becomes the placeholder's code.
    /// May collect (the first use compiles the source).
    pub(crate) fn link_self_hosted(&mut self, placeholder: ObjectRef, source: usize, name: StringRef) -> JsResult<()> {
        let script = self.compiled_self_hosted_source(source)?;
        let function =
            script.code().constants.iter().filter_map(|constant| ExecutableRef::from_value(constant.get())).find(
                |executable| {
                    let code = executable.code();
                    code.function
                        .as_ref()
                        .and_then(|info| info.name)
                        .is_some_and(|index| code.constant(index) == name.to_value())
                },
            );
        let Some(function) = function else {
            let text = format!(
                "self-hosted source {} has no function {}",
                self.self_hosted.sources[source].name,
                name.to_string_lossy()
            );
            return Err(self.throw_error_with(Message::SelfHostedBroken, text));
        };
        self.set_internal(placeholder, FUNCTION_EXECUTABLE, function.to_value());
        Ok(())
    }

    /// Compiles every registered source not compiled yet (what the first calls would do),
    /// so that a test finds a source that does not compile or names a global.
    pub fn compile_self_hosted_sources(&mut self) -> JsResult<()> {
        for source in 0..self.self_hosted.sources.len() {
            self.compiled_self_hosted_source(source)?;
        }
        Ok(())
    }

    /// The compiled script of registered source `source`, compiled on first use.
    fn compiled_self_hosted_source(&mut self, source: usize) -> JsResult<ExecutableRef> {
        if let Some(script) = self.self_hosted.compiled[source] {
            return Ok(script);
        }
        let script = self.compile_self_hosted_source(source)?;
        self.self_hosted.compiled[source] = Some(script);
        Ok(script)
    }

    /// Compiles registered source `source` and checks that its functions name no global.
    /// A failure is the engine's bug, reported as an internal error rather than a crash.
    fn compile_self_hosted_source(&mut self, source: usize) -> JsResult<ExecutableRef> {
        let SelfHostedSource { name, text } = self.self_hosted.sources[source];
        let file = self_hosted_source_file(name);
        let script = match self.compile_self_hosted(text, file) {
            Ok(script) => script,
            Err(CompileError::Thrown(throw)) => return Err(throw),
            Err(CompileError::Syntax(error)) => {
                let text = format!("self-hosted {name}:{}:{}: {}", error.line, error.column, error.message);
                return Err(self.throw_error_with(Message::SelfHostedBroken, text));
            }
        };
        for constant in &script.code().constants {
            let Some(function) = ExecutableRef::from_value(constant.get()) else { continue };
            if let Some(instruction) = function.code().instructions.iter().find(|i| names_a_global(i)) {
                let text = format!("self-hosted {name}: {} reads a global: {instruction:?}", function.code().name);
                return Err(self.throw_error_with(Message::SelfHostedBroken, text));
            }
        }
        Ok(script)
    }
}

/// Whether an instruction reads, writes or looks up a global or a name at run time.
fn names_a_global(instruction: &Instruction) -> bool {
    use Instruction as I;
    matches!(
        instruction,
        I::GetGlobal { .. }
            | I::TypeOfGlobal { .. }
            | I::PutGlobal { .. }
            | I::InitGlobalLexical { .. }
            | I::GetName { .. }
            | I::TypeOfName { .. }
            | I::PutName { .. }
            | I::InitName { .. }
            | I::DeleteName { .. }
            | I::GetNameWithThis { .. }
            | I::ResolveName { .. }
            | I::LoadGlobalThis { .. }
            | I::NewFunction { .. }
            | I::CallEval { .. }
    )
}
