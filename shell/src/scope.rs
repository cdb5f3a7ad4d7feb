//! [`Scope`]: access to an engine for the length of one closure, and what runs in it.
//!
//! Every value a scope hands out is a rooted handle branded with the scope's lifetime,
//! so it cannot be kept once the closure that entered the scope returns; operations that
//! may allocate or run JavaScript take the scope mutably, so no borrow into the heap can
//! live across a collection.

use std::marker::PhantomData;
use std::sync::Arc;

use vm::compiler::CompileError;
use vm::runtime::realm::Intrinsic;
use vm::{ErrorKind, Exception as Pending, JSValue, JsResult, Message, ObjectRef, Throw, Vm};

use crate::convert::{IntoArgs, IntoJs, PropertyKey};
use crate::engine::EngineConfig;
use crate::error::{Error, Exception, SyntaxError};
use crate::persistent::{EngineShared, Persistent};
use crate::value::{Brand, Object, Value};

/// The engine, lent to a closure: [`Engine::with`](crate::Engine::with) enters one, and
/// every native function gets its own for the length of its call.
pub struct Scope<'s> {
    vm: &'s mut Vm,
    shared: &'s Arc<EngineShared>,
    _brand: Brand<'s>,
}

impl<'s> Scope<'s> {
    pub(crate) fn new(vm: &'s mut Vm, shared: &'s Arc<EngineShared>) -> Scope<'s> {
        Scope { vm, shared, _brand: PhantomData }
    }

    pub(crate) fn vm(&mut self) -> &mut Vm {
        self.vm
    }

    pub(crate) fn vm_ref(&self) -> &Vm {
        self.vm
    }

    pub(crate) fn shared(&self) -> &'s Arc<EngineShared> {
        self.shared
    }

    pub(crate) fn config(&self) -> &'s EngineConfig {
        &self.shared.config
    }

    /// Roots `raw`, which the caller holds rooted or has just made.
    pub(crate) fn value_of(&self, raw: JSValue) -> Value<'s> {
        Value::new(self.vm, raw)
    }

    // -----------------------------------------------------------------------------------
    // Running code.

    /// Runs `source` as a script named `<eval>`; its completion value. Queued promise jobs
    /// wait for [`run_jobs`](Scope::run_jobs).
    pub fn eval(&mut self, source: &str) -> Result<Value<'s>, Error> {
        self.run_script("<eval>", source)
    }

    /// Runs `source` as a script and converts its completion value.
    pub fn eval_as<T: crate::FromJs<'s>>(&mut self, source: &str) -> Result<T, Error> {
        let value = self.eval(source)?;
        T::from_js(self, &value)
    }

    /// Runs `source` as a sloppy script named `name` (stack traces and `import()` use it).
    pub fn run_script(&mut self, name: &str, source: &str) -> Result<Value<'s>, Error> {
        self.run_script_with(name, source, false)
    }

    /// Runs `source` as a script, strict if asked.
    pub fn run_script_with(&mut self, name: &str, source: &str, strict: bool) -> Result<Value<'s>, Error> {
        let executable = match self.vm.compile_script_as(source, name, strict) {
            Ok(executable) => executable,
            Err(error) => return Err(self.compile_error(name, error)),
        };
        if self.config().dump_bytecode {
            print!("{}", self.vm.disassemble(executable));
        }
        let result = self.vm.run_script(executable);
        let raw = self.finish(result)?;
        Ok(self.value_of(raw))
    }

    /// Loads, links and evaluates the module `specifier` names and what it imports,
    /// through the engine's [`ModuleLoader`](crate::ModuleLoader) (files relative to the
    /// current directory by default), running jobs until its evaluation settles.
    pub fn run_module(&mut self, specifier: &str) -> Result<(), Error> {
        // Compiled here, once, so that a syntax error in it reads as a script's does.
        let (name, source) = self
            .vm
            .load_module_source("", specifier)
            .map_err(|message| Error::Io { path: specifier.to_string(), message })?;
        let executable = match self.vm.compile_module(&source, &name) {
            Ok(executable) => executable,
            Err(error) => return Err(self.compile_error(specifier, error)),
        };
        if self.config().dump_bytecode {
            print!("{}", self.vm.disassemble(executable));
        }
        let result = self.vm.run_compiled_module(&name, executable);
        self.finish(result)
    }

    /// Runs the promise jobs queued so far, and those they queue, until none is left. An
    /// exception a job throws stops it (the others stay queued).
    pub fn run_jobs(&mut self) -> Result<(), Error> {
        let result = self.vm.run_jobs();
        self.finish(result)
    }

    /// Settles the `Atomics.waitAsync` promises that were notified or timed out (their
    /// reactions are queued as jobs); whether there were any.
    pub fn settle_async_waits(&mut self) -> Result<bool, Error> {
        let result = self.vm.settle_async_waits();
        self.finish(result)
    }

    /// Whether `Atomics.waitAsync` promises are pending, and when the first of them times
    /// out: `None` when none is, `Some(None)` when none has a timeout.
    pub fn async_waits_pending(&self) -> Option<Option<std::time::Instant>> {
        self.vm.async_waits_pending()
    }

    /// What wakes this engine's event loop from another thread (a notified waiter, a
    /// message of the host).
    pub fn agent_signal(&self) -> std::sync::Arc<vm::runtime::shared_memory::AgentSignal> {
        self.vm.agent_signal()
    }

    /// Promises rejected with no handler since the last call, as errors (`Uncaught (in
    /// promise) ...`) with their reasons: node reports them once the jobs have run.
    pub fn take_unhandled_rejections(&mut self) -> Vec<Error> {
        self.take_rejections(usize::MAX)
    }

    /// The first promise rejected with no handler since the last call, as an error; the
    /// others are forgotten without being described (describing one may run its
    /// `toString`).
    pub fn take_first_unhandled_rejection(&mut self) -> Option<Error> {
        self.take_rejections(1).pop()
    }

    /// Forgets the promises rejected with no handler since the last call.
    pub fn discard_unhandled_rejections(&mut self) {
        self.take_rejections(0);
    }

    /// The first `limit` rejections described, the rest forgotten.
    fn take_rejections(&mut self, limit: usize) -> Vec<Error> {
        let rejections = self.vm.take_unhandled_rejections();
        let shown = &rejections[..rejections.len().min(limit)];
        let reasons: Vec<Value<'s>> = shown.iter().map(|rejection| self.value_of(rejection.reason)).collect();
        shown
            .iter()
            .zip(reasons)
            .map(|(rejection, reason)| {
                let report = self.vm.describe_rejection_parts(rejection);
                let value = Persistent::new(self, &reason);
                Error::Exception(Box::new(Exception::new(value, report, rejection.location.clone())))
            })
            .collect()
    }

    /// `value` as node's `util.inspect` shows it (and the REPL). Runs no JavaScript; if
    /// memory runs out meanwhile, the error is shown instead.
    pub fn inspect(&mut self, value: &Value<'s>) -> String {
        let result = crate::inspect::inspect(self.vm, value.raw(), &crate::inspect::InspectOptions::default());
        result.unwrap_or_else(|_| self.take_error().to_string())
    }

    /// `values` as `console.log` prints them (node's `util.format`): a first string's
    /// `%s`, `%d`, `%o` and the other directives take the values after it, strings are
    /// printed as they are, other values inspected, all separated by spaces. The
    /// directives' conversions may run JavaScript, as in node.
    pub fn format_log(&mut self, values: &[Value<'s>]) -> Result<String, Error> {
        let raws: Vec<JSValue> = values.iter().map(Value::raw).collect();
        let result = crate::inspect::format_log_args(self.vm, &raws);
        self.finish(result)
    }

    /// ToBoolean.
    pub fn is_truthy(&self, value: &Value<'s>) -> bool {
        self.vm.to_boolean(value.raw())
    }

    /// The JavaScript stack now, innermost first: `at f (file:line:column)` lines.
    pub fn stack_trace(&self) -> Vec<String> {
        self.vm.capture_stack().iter().map(ToString::to_string).collect()
    }

    /// Runs a host installer written against the VM (`host/`): its error as the host's.
    pub(crate) fn install(&mut self, install: fn(&mut Vm) -> JsResult<()>) -> Result<(), Error> {
        let result = install(self.vm);
        self.finish(result)
    }

    /// Queues a job that calls `function` (a microtask, as `queueMicrotask` does); it runs
    /// at the next [`run_jobs`](Scope::run_jobs), after the jobs queued before it.
    pub fn enqueue_job(&mut self, function: &crate::Function<'s>) {
        let job = vm::runtime::promise::Job::Call { function: function.as_value().raw(), argument: JSValue::UNDEFINED };
        self.vm.enqueue_job(job);
    }

    /// A full collection now.
    pub fn collect_garbage(&mut self) {
        self.vm.collect(gc::Sweep::Eager);
    }

    // -----------------------------------------------------------------------------------
    // Making values.

    pub fn undefined(&self) -> Value<'s> {
        self.value_of(JSValue::UNDEFINED)
    }

    pub fn null(&self) -> Value<'s> {
        self.value_of(JSValue::NULL)
    }

    /// A Rust value as a JavaScript one ([`IntoJs`]).
    pub fn value(&mut self, value: impl IntoJs<'s>) -> Result<Value<'s>, Error> {
        value.into_js(self)
    }

    /// A string.
    pub fn string(&mut self, text: &str) -> Result<Value<'s>, Error> {
        let result = self.vm.new_string(text).map(|string| string.to_value());
        let raw = self.finish(result)?;
        Ok(self.value_of(raw))
    }

    /// The realm's global object.
    pub fn global(&self) -> Object<'s> {
        let global = self.vm.realm().global_object();
        Object(self.value_of(global.to_value()))
    }

    /// A new ordinary object (`{}`).
    pub fn new_object(&mut self) -> Result<Object<'s>, Error> {
        let prototype = self.vm.realm().intrinsic(Intrinsic::ObjectPrototype);
        let result = self.vm.new_object(prototype).map(ObjectRef::to_value);
        let raw = self.finish(result)?;
        Ok(Object(self.value_of(raw)))
    }

    /// A new array of `values`.
    pub fn new_array(&mut self, values: &[Value<'s>]) -> Result<Object<'s>, Error> {
        let raws: Vec<JSValue> = values.iter().map(Value::raw).collect();
        let prototype = self.vm.realm().intrinsic(Intrinsic::ArrayPrototype);
        // `values` roots every element while the array is made.
        let result = self.vm.new_array_from_values(prototype, &raws).map(ObjectRef::to_value);
        let raw = self.finish(result)?;
        Ok(Object(self.value_of(raw)))
    }

    /// A new error object of `kind` with `message` (its stack is the current one).
    pub fn new_error(&mut self, kind: ErrorKind, message: &str) -> Result<Object<'s>, Error> {
        // The error waits as the pending exception, taken as a value next.
        let _pending = throw_error(self.vm, kind, message.to_string());
        let result = self.vm.take_exception_value();
        let raw = self.finish(result)?;
        Ok(Object(self.value_of(raw)))
    }

    // -----------------------------------------------------------------------------------
    // What the handles' methods do.

    /// `value` as a property key, kept alive with it.
    pub(crate) fn property_key_of(&mut self, value: Value<'s>) -> Result<PropertyKey<'s>, Error> {
        let result = self.vm.to_property_key(value.raw());
        let key = self.finish(result)?;
        Ok(PropertyKey { key, _root: Some(value) })
    }

    /// The property key `text` spells, found in the atom table (made only if it is new).
    pub(crate) fn property_key_of_str(&mut self, text: &str) -> Result<PropertyKey<'s>, Error> {
        let result = self.vm.property_key_from_str(text);
        let key = self.finish(result)?;
        let root = match key {
            vm::PropertyKey::Atom(atom) => Some(self.value_of(atom.to_value())),
            vm::PropertyKey::Symbol(symbol) => Some(self.value_of(symbol.to_value())),
            vm::PropertyKey::Index(_) => None,
        };
        Ok(PropertyKey { key, _root: root })
    }

    pub(crate) fn get_property(&mut self, object: &Object<'s>, key: impl IntoJs<'s>) -> Result<Value<'s>, Error> {
        let key = key.into_property_key(self)?;
        let result = self.vm.get(object.raw_object(), key.key);
        let raw = self.finish(result)?;
        Ok(self.value_of(raw))
    }

    pub(crate) fn set_property(
        &mut self,
        object: &Object<'s>,
        key: impl IntoJs<'s>,
        value: impl IntoJs<'s>,
    ) -> Result<(), Error> {
        let key = key.into_property_key(self)?;
        let value = value.into_js(self)?;
        let target = object.raw_object();
        let result = self.vm.set(target, key.key, value.raw());
        match self.finish(result)? {
            true => Ok(()),
            false => Err(Error::type_error("Cannot assign to a read-only property")),
        }
    }

    pub(crate) fn has_property(&mut self, object: &Object<'s>, key: impl IntoJs<'s>) -> Result<bool, Error> {
        let key = key.into_property_key(self)?;
        let result = self.vm.has_property(object.raw_object(), key.key);
        self.finish(result)
    }

    pub(crate) fn delete_property(&mut self, object: &Object<'s>, key: impl IntoJs<'s>) -> Result<bool, Error> {
        let key = key.into_property_key(self)?;
        let result = self.vm.delete_property(object.raw_object(), key.key);
        self.finish(result)
    }

    pub(crate) fn own_keys(&mut self, object: &Object<'s>) -> Result<Vec<String>, Error> {
        let result = self.vm.enumerable_own_keys(object.raw_object());
        let keys = self.finish(result)?;
        Ok(keys
            .into_iter()
            .filter_map(|key| match key {
                vm::PropertyKey::Atom(atom) => Some(atom.to_string_lossy()),
                vm::PropertyKey::Index(index) => Some(index.to_string()),
                vm::PropertyKey::Symbol(_) => None,
            })
            .collect())
    }

    /// Defines `name` as a writable, configurable, not enumerable data property.
    pub(crate) fn define_hidden(&mut self, object: &Object<'s>, name: &str, value: &Value<'s>) -> Result<(), Error> {
        let result = builtins::util::value(self.vm, object.raw_object(), name, value.raw(), vm::Attributes::HIDDEN);
        self.finish(result)
    }

    pub(crate) fn call_function(
        &mut self,
        function: &Value<'s>,
        this: impl IntoJs<'s>,
        args: impl IntoArgs<'s>,
    ) -> Result<Value<'s>, Error> {
        let this = this.into_js(self)?;
        let args = args.into_args(self)?;
        let raws: Vec<JSValue> = args.iter().map(Value::raw).collect();
        let result = self.vm.call(function.raw(), this.raw(), &raws);
        let raw = self.finish(result)?;
        Ok(self.value_of(raw))
    }

    pub(crate) fn construct_function(
        &mut self,
        function: &Value<'s>,
        args: impl IntoArgs<'s>,
    ) -> Result<Value<'s>, Error> {
        let args = args.into_args(self)?;
        let raws: Vec<JSValue> = args.iter().map(Value::raw).collect();
        let result = self.vm.construct(function.raw(), &raws, None);
        let raw = self.finish(result)?;
        Ok(self.value_of(raw))
    }

    // -----------------------------------------------------------------------------------
    // Errors, both ways.

    /// The host's view of an engine result: a termination once it has left the outermost
    /// call (which ends it), or the pending exception.
    pub(crate) fn finish<T>(&mut self, result: JsResult<T>) -> Result<T, Error> {
        if self.vm.is_terminating() {
            let reason = self.vm.interrupt().reason();
            if !self.vm.is_running() {
                self.vm.clear_termination();
                if let Some(payload) = self.shared.take_panic() {
                    std::panic::resume_unwind(payload);
                }
            }
            return Err(Error::Terminated(reason));
        }
        result.map_err(|_| self.take_error())
    }

    /// The pending exception as an [`Error`], taking it.
    pub(crate) fn take_error(&mut self) -> Error {
        let location = self.vm.exception_location();
        if let Pending::Terminated(reason) = self.vm.exception() {
            return Error::Terminated(*reason);
        }
        let report = self.vm.uncaught_report();
        let value = match self.vm.take_exception_value() {
            Ok(raw) => self.value_of(raw),
            // Making the Error object failed (out of memory): report that instead.
            Err(_) => return self.take_error_without_value(),
        };
        let value = Persistent::new(self, &value);
        Error::Exception(Box::new(Exception::new(value, report, location)))
    }

    fn take_error_without_value(&mut self) -> Error {
        match self.vm.take_exception() {
            Pending::Error(error) => Error::Throw { kind: error.kind(), message: error.text() },
            Pending::Terminated(reason) => Error::Terminated(reason),
            _ => Error::plain_error("an exception could not be made"),
        }
    }

    fn compile_error(&mut self, name: &str, error: CompileError) -> Error {
        match error {
            CompileError::Syntax(error) => Error::Syntax(SyntaxError {
                file: name.to_string(),
                line: error.line,
                column: error.column,
                excerpt: error.excerpt(),
                message: error.message,
                incomplete: error.incomplete,
            }),
            CompileError::Thrown(_) => self.take_error(),
        }
    }

    /// Raises `error` in JavaScript: how a native function's `Err` is thrown.
    pub(crate) fn throw(&mut self, error: Error) -> Throw {
        match error {
            Error::Exception(exception) => match exception.value.get(self) {
                Ok(value) => self.vm.throw_value(value.raw()),
                // Another engine's exception: its text crosses, not its value.
                Err(_) => throw_error(self.vm, ErrorKind::Error, exception.text().to_string()),
            },
            Error::Terminated(reason) => {
                self.vm.interrupt().terminate(reason);
                self.vm.raise_termination()
            }
            Error::Throw { kind, message } => throw_error(self.vm, kind, message),
            Error::Syntax(error) => throw_error(self.vm, ErrorKind::SyntaxError, error.to_string()),
            other @ Error::Conversion { .. } => throw_error(self.vm, ErrorKind::TypeError, other.to_string()),
            other => throw_error(self.vm, ErrorKind::Error, other.to_string()),
        }
    }
}

/// Raises an engine error of `kind` with `message`.
fn throw_error(vm: &mut Vm, kind: ErrorKind, message: String) -> Throw {
    let message_kind = match kind {
        ErrorKind::TypeError => Message::ThrowTypeError,
        ErrorKind::RangeError => Message::ThrowRangeError,
        ErrorKind::ReferenceError => Message::ThrowReferenceError,
        ErrorKind::SyntaxError => Message::Syntax,
        _ => Message::HostError,
    };
    vm.throw_error_with(message_kind, message)
}
