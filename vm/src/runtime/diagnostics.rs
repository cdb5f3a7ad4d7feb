//! What an embedder prints when JavaScript fails: the report of an uncaught exception
//! (where it was thrown, the value, an Error's stack and its chain of causes).
//!
//! ```text
//! file.js:7:5: Error: could not load
//!     at load (file.js:7:11)
//!     at <script> (file.js:9:1) {
//!   [cause]: TypeError: o.bar is not a function
//!       at parse (file.js:2:10)
//! }
//! ```
//!
//! The first line's `file:line:column` is where the value was thrown (`Vm::throw_site`,
//! recorded by the `throw` itself), not where an Error was made, which its stack says.
//! Causes are printed as node prints them, indented under the stack, each nested one two
//! spaces further, at most [`MAX_CAUSES`] deep; a cause that is an error already printed
//! is `[Circular]`. Describing reads own data properties only: no getter runs, and only
//! a thrown non-Error value is converted with `ToString` (as before).

use crate::bytecode::CodeBlock;
use crate::error::{Exception, Message, Throw};
use crate::object::ObjectRef;
use crate::property::PropertyKey;
use crate::runtime::promise::Rejection;
use crate::string::StringRef;
use crate::value::JSValue;
use crate::vm::Vm;

/// The causes printed under an error, the first included.
pub const MAX_CAUSES: usize = 8;

// The operands instructions fail on, named as the source names them (`SiteNames`).
impl Vm {
    /// The TypeError of a call (with `construct`, a `new`) of `callee`, which cannot be
    /// called (constructed), made by the instruction the top frame is at (its pc saved).
    pub(crate) fn not_callable_at_top_frame(&mut self, callee: JSValue, construct: bool) -> Throw {
        // A copy of the record: the operand's name is borrowed from its code, which the
        // frame, still on the stack, keeps alive.
        match self.stack.frames.last().copied() {
            Some(frame) => self.not_callable_at(frame.code(), frame.pc as usize, callee, construct),
            None => self.not_callable(None, callee, construct),
        }
    }

    /// What an error says of an operand: the expression the source names it by, else the
    /// value described.
    pub(crate) fn operand_detail(&self, name: Option<&str>, value: JSValue) -> String {
        name.map_or_else(|| self.describe_value(value), str::to_string)
    }

    /// The same for the instruction at `pc` of `code`.
    pub(crate) fn not_callable_at(&mut self, code: &CodeBlock, pc: usize, callee: JSValue, construct: bool) -> Throw {
        let name = code.site_names.get(pc as u32);
        self.not_callable(name, callee, construct)
    }

    fn not_callable(&mut self, name: Option<&str>, callee: JSValue, construct: bool) -> Throw {
        let detail = self.operand_detail(name, callee);
        let message = if construct { Message::NotAConstructor } else { Message::NotAFunction };
        self.throw_error_with(message, detail)
    }
}

impl Vm {
    /// The report of the pending exception, which is taken: `file:line:column: ` where it
    /// was thrown, then the exception described, after `Uncaught ` unless it is an error
    /// (whose description starts with its name) thrown where the report can say.
    pub fn take_uncaught_report(&mut self) -> String {
        let (head, text) = self.take_uncaught_report_parts();
        head + &text
    }

    /// [`Vm::take_uncaught_report`] in its two parts: the head (`file:line:column: `,
    /// `Uncaught `) and the exception described.
    fn take_uncaught_report_parts(&mut self) -> (String, String) {
        let location = self.exception_location();
        let error = match self.exception() {
            Exception::Value(value) => self.error_stack(*value).is_some(),
            _ => true,
        };
        let text = self.take_exception_description();
        let head = match location {
            Some(location) if error => format!("{location}: "),
            Some(location) => format!("{location}: Uncaught "),
            None => "Uncaught ".to_string(),
        };
        (head, text)
    }

    /// The report of a rejection nobody handled: `file:line:column: ` where it was
    /// rejected (where its reason was thrown, when it was), `Uncaught (in promise) `, and
    /// the reason described.
    pub fn describe_rejection(&mut self, rejection: &Rejection) -> String {
        let (head, text) = self.describe_rejection_parts(rejection);
        head + &text
    }

    /// [`Vm::describe_rejection`] in its two parts: the head and the reason described.
    pub fn describe_rejection_parts(&mut self, rejection: &Rejection) -> (String, String) {
        let text = self.describe_exception(rejection.reason);
        let head = match &rejection.location {
            Some(location) => format!("{location}: Uncaught (in promise) "),
            None => "Uncaught (in promise) ".to_string(),
        };
        (head, text)
    }

    /// What [`Vm::take_uncaught_report`] gives, in its two parts (the head and the
    /// description), with the exception left pending (the embedding API keeps the thrown
    /// value too).
    pub fn uncaught_report(&mut self) -> (String, String) {
        let pending = self.exception.clone();
        let value = match &pending {
            Exception::Value(value) => Some(self.root_value(*value)),
            _ => None,
        };
        let parts = self.take_uncaught_report_parts();
        self.exception = pending;
        drop(value);
        parts
    }

    /// The pending exception described (see [`Vm::describe_exception`]), taking it.
    pub fn take_exception_description(&mut self) -> String {
        match self.take_exception() {
            Exception::Value(value) => self.describe_exception(value),
            Exception::Error(error) => {
                let mut text = error.to_string();
                if let Some(excerpt) = error.position.as_ref().and_then(|position| position.excerpt.as_ref()) {
                    text.push('\n');
                    text.push_str(excerpt);
                }
                for line in self.trace_lines(&error.trace) {
                    text.push_str(&format!("\n    {line}"));
                }
                text
            }
            Exception::None => "undefined".to_string(),
            Exception::Terminated(reason) => format!("terminated ({reason:?})"),
        }
    }

    /// A thrown value as a report shows it: an error's `stack` (`Name: message` and its
    /// frames) followed by its causes; any other value converted to a string.
    pub fn describe_exception(&mut self, value: JSValue) -> String {
        if let Some(stack) = self.error_stack(value) {
            let mut text = stack;
            self.append_causes(value, &mut text);
            return text;
        }
        let root = self.root_value(value);
        match self.to_string(root.get()) {
            Ok(text) => text.to_string_lossy(),
            Err(_) => {
                self.take_exception();
                self.describe_value(root.get())
            }
        }
    }

    /// The `stack` string of an error (any object with one, own or inherited, as data).
    fn error_stack(&self, value: JSValue) -> Option<String> {
        let object = ObjectRef::from_value(value)?;
        let slot = self.find_property(object, PropertyKey::Atom(self.names.stack))?;
        if slot.attributes.is_accessor() {
            return None;
        }
        Some(StringRef::from_value(slot.value)?.to_string_lossy())
    }

    /// The own data property `cause` of `value`, if it is an object that has one.
    fn own_cause(&self, value: JSValue) -> Option<JSValue> {
        let object = ObjectRef::from_value(value)?;
        let slot = self.get_own_property(object, PropertyKey::Atom(self.names.cause))?;
        (!slot.attributes.is_accessor()).then_some(slot.value)
    }

    /// ` {`, then `[cause]: ...` for each cause of `error`, nested, and the closing braces.
    fn append_causes(&self, error: JSValue, text: &mut String) {
        let mut seen = vec![error];
        let mut current = error;
        let mut depth = 0;
        while let Some(cause) = self.own_cause(current) {
            if depth == MAX_CAUSES {
                text.push_str(&format!(" {{\n{}[cause]: ...", indent(depth + 1)));
                depth += 1;
                break;
            }
            depth += 1;
            text.push_str(" {\n");
            text.push_str(&indent(depth));
            text.push_str("[cause]: ");
            if seen.contains(&cause) {
                text.push_str("[Circular]");
                break;
            }
            seen.push(cause);
            match self.error_stack(cause) {
                Some(stack) => text.push_str(&stack.replace('\n', &format!("\n{}", indent(depth)))),
                None => {
                    text.push_str(&self.describe_value(cause));
                    break;
                }
            }
            current = cause;
        }
        for level in (0..depth).rev() {
            text.push('\n');
            text.push_str(&indent(level));
            text.push('}');
        }
    }
}

fn indent(depth: usize) -> String {
    "  ".repeat(depth)
}
