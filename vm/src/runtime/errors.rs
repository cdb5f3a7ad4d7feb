//! Engine errors become Error objects; stack traces.

use crate::error::{JsResult, PendingError, TraceFrame};
use crate::object::ObjectRef;
use crate::property::{Attributes, PropertyKey};
use crate::runtime::executable::ExecutableRef;
use crate::runtime::realm::{Intrinsic, RealmRef};
use crate::value::JSValue;
use crate::vm::Vm;

/// The innermost frames a stack trace keeps (JavaScriptCore's default): the trace of a
/// stack overflow would otherwise list a hundred thousand frames.
pub(crate) const STACK_TRACE_LIMIT: usize = 100;

impl Vm {
    /// The frames of the stack, innermost first, then the async functions awaiting the
    /// outermost one (see `async_frames`): at most [`STACK_TRACE_LIMIT`] in all.
    pub(crate) fn recorded_stack(&self) -> Vec<TraceFrame> {
        let frames = &self.stack.frames;
        let mut trace: Vec<TraceFrame> =
            (frames.iter().rev()).take(STACK_TRACE_LIMIT).map(|f| TraceFrame::at(f.executable, f.pc)).collect();
        if trace.len() < STACK_TRACE_LIMIT
            && let Some(outermost) = frames.first()
        {
            self.async_frames(outermost, &mut trace);
        }
        trace
    }

    /// Zero-cost async stack traces: when `frame`, the outermost of the stack, is an async
    /// function (resumed from a job after an `await`, typically), the frames of the async
    /// functions that `await` its promise, each suspended in that `await`, then those that
    /// await theirs, and so on (`at async outer (...)` lines, as V8 prints them). Nothing is
    /// recorded while the program runs: the chain is read from the promises' reactions when
    /// an error is made. It ends at a promise nobody awaits (a `then`, or nothing yet).
    fn async_frames(&self, frame: &crate::interpreter::stack::Frame, trace: &mut Vec<TraceFrame>) {
        use crate::interpreter::generator::{ASYNC_FRAME, ASYNC_PROMISE, GENERATOR_FRAME};
        use crate::runtime::suspended::SuspendedFrameRef;
        let code = frame.code();
        if !code.function_kind().is_some_and(|kind| kind.is_async() && !kind.is_generator()) {
            return;
        }
        // The register the function keeps its state in is the operand of its prologue's
        // `AsyncFunctionStart`.
        let state = code.instructions.iter().find_map(|instruction| match *instruction {
            crate::bytecode::Instruction::AsyncFunctionStart { state } => Some(state),
            _ => None,
        });
        let Some(state) = state else { return };
        let Some(mut record) = ObjectRef::from_value(self.stack.registers(frame.fp()).get(state)) else { return };
        while trace.len() < STACK_TRACE_LIMIT {
            let Some(promise) = ObjectRef::from_value(record.internal(ASYNC_PROMISE)) else { return };
            let Some(awaiting) = self.awaiting_record(promise) else { return };
            let generator = awaiting.js_type() == crate::cell::JSType::AsyncGenerator;
            let field = if generator { GENERATOR_FRAME } else { ASYNC_FRAME };
            let Some(saved) = SuspendedFrameRef::from_value(awaiting.internal(field)) else { return };
            trace.push(TraceFrame { asynchronous: true, ..TraceFrame::at(saved.executable(), saved.pc()) });
            // An async generator's own promise is per request: the chain ends there.
            if generator {
                return;
            }
            record = awaiting;
        }
    }
}

/// One line of a stack trace.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TraceLine {
    /// An async function suspended in an `await` of the frame before.
    pub asynchronous: bool,
    pub function: String,
    pub file: String,
    pub line: u32,
    pub column: u32,
}

impl std::fmt::Display for TraceLine {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let asynchronous = if self.asynchronous { "async " } else { "" };
        write!(f, "at {asynchronous}{} ({}:{}:{})", self.function, self.file, self.line, self.column)
    }
}

impl Vm {
    /// The trace lines of recorded frames, innermost first.
    pub fn trace_lines(&self, trace: &[TraceFrame]) -> Vec<TraceLine> {
        trace
            .iter()
            .filter_map(|&TraceFrame { executable, pc, asynchronous }| {
                let executable = ExecutableRef::from_cell(gc::CellPtr::new(executable as *mut u8)?);
                let code = executable.code();
                // A self-hosted builtin is shown as a native one is: not at all.
                if code.source.self_hosted {
                    return None;
                }
                let location = code.location(pc);
                Some(TraceLine {
                    asynchronous,
                    function: if code.name.is_empty() { "<anonymous>".to_string() } else { code.name.clone() },
                    file: code.source.name.clone(),
                    line: location.map_or(0, |l| l.line),
                    column: location.map_or(0, |l| l.column),
                })
            })
            .collect()
    }

    /// The current stack, innermost first.
    pub fn capture_stack(&self) -> Vec<TraceLine> {
        self.trace_lines(&self.recorded_stack())
    }

    /// The Error object for an engine error, with `message` and `stack`.
    pub(crate) fn materialize_error(&mut self, error: PendingError) -> JsResult<JSValue> {
        use crate::error::ErrorKind;
        // Format everything first: the recorded frames must not be freed in between.
        let lines = self.trace_lines(&error.trace);
        let text = error.text();
        let prototype = match error.kind() {
            ErrorKind::Error => Intrinsic::ErrorPrototype,
            ErrorKind::EvalError => Intrinsic::EvalErrorPrototype,
            ErrorKind::RangeError => Intrinsic::RangeErrorPrototype,
            ErrorKind::ReferenceError => Intrinsic::ReferenceErrorPrototype,
            ErrorKind::SyntaxError => Intrinsic::SyntaxErrorPrototype,
            ErrorKind::TypeError => Intrinsic::TypeErrorPrototype,
            ErrorKind::URIError => Intrinsic::UriErrorPrototype,
            ErrorKind::AggregateError => Intrinsic::AggregateErrorPrototype,
        };
        let stack = stack_text(error.kind().name(), &text, &lines);
        let realm = error.realm.unwrap_or_else(|| self.realm());
        // The heap may be full: this is how a script learns it, so the object may take a
        // little past the limit.
        let _reserve = self.heap.emergency_reserve();
        let object = self.new_error_object_in(realm, prototype, &text, &stack)?;
        Ok(object.to_value())
    }

    /// An Error object with `prototype`, an own `message` and `stack`. May collect.
    pub fn new_error_object(&mut self, prototype: Intrinsic, message: &str, stack: &str) -> JsResult<ObjectRef> {
        self.new_error_object_in(self.realm(), prototype, message, stack)
    }

    /// An Error object of `realm`'s `prototype`. May collect.
    fn new_error_object_in(
        &mut self,
        realm: RealmRef,
        prototype: Intrinsic,
        message: &str,
        stack: &str,
    ) -> JsResult<ObjectRef> {
        let prototype = realm.intrinsic(prototype);
        let structure =
            self.root_structure(prototype, crate::cell::JSType::Error, crate::structure::DEFAULT_INLINE_CAPACITY, 0)?;
        let object = self.new_object_with_structure(structure)?;
        let object_root = self.rooted(object);
        let message = self.new_string(message)?;
        self.define_own_property(
            object_root.get(),
            PropertyKey::Atom(self.names.message),
            message.to_value(),
            Attributes::HIDDEN,
        )?;
        let stack = self.new_string(stack)?;
        self.define_own_property(
            object_root.get(),
            PropertyKey::Atom(self.names.stack),
            stack.to_value(),
            Attributes::HIDDEN,
        )?;
        Ok(object_root.get())
    }

    /// The `stack` text for an error created now (by `new Error()`), innermost first.
    pub fn stack_for_new_error(&self, name: &str, message: &str) -> String {
        stack_text(name, message, &self.capture_stack())
    }

    /// Where an uncaught exception was thrown: `file:line:column` of its innermost frame.
    pub fn error_location(&self, trace: &[TraceFrame]) -> Option<String> {
        self.trace_lines(trace).first().map(|line| format!("{}:{}:{}", line.file, line.line, line.column))
    }
}

/// `Name: message` and then one indented line per frame.
fn stack_text(name: &str, message: &str, lines: &[TraceLine]) -> String {
    let mut text = if message.is_empty() { name.to_string() } else { format!("{name}: {message}") };
    for line in lines {
        text.push_str("\n    ");
        text.push_str(&line.to_string());
    }
    text
}
