//! Errors as node shows them (`formatError`): the stack, or `[Name: message]` when there
//! is none, with the class name put in when the stack does not say it
//! (`MyError: boom`, `Foo [TypeError]: boom`), the frames a cause shares with it folded
//! (`... 4 lines matching cause stack trace ...`), every line indented as deep as the
//! error; then own properties other than those the stack already shows, `[cause]` and
//! an AggregateError's `[errors]`.

use vm::{JsResult, ObjectRef, PropertyKey, StringRef};

use super::Inspector;
use super::naming::prefix;
use super::property::Key;

/// Where a stack's frames begin.
const FRAME_START: &str = "\n    at";

impl Inspector<'_> {
    /// node's `formatError`: the base of an error; adds the keys node lists after it.
    pub(super) fn format_error(
        &mut self,
        error: ObjectRef,
        constructor: Option<&str>,
        tag: &str,
        keys: &mut Vec<Key>,
    ) -> JsResult<String> {
        let names = self.vm.names;
        let name_value = self.data_get(error, PropertyKey::Atom(names.name));
        let name = match name_value.is_undefined_or_null() {
            true => "Error".to_string(),
            false => self.primitive_string(name_value).unwrap_or_else(|| "Error".to_string()),
        };
        let mut stack = self.stack_string(error);
        self.remove_duplicate_error_keys(error, keys, &stack);
        let cause = Key::Property(PropertyKey::Atom(names.cause));
        if self.has_property(error, PropertyKey::Atom(names.cause)) && !keys.contains(&cause) {
            keys.push(cause);
        }
        let errors = Key::Property(PropertyKey::Atom(names.errors));
        let errors_value = self.data_get(error, PropertyKey::Atom(names.errors));
        if ObjectRef::from_value(errors_value).is_some_and(|errors| errors.is_array()) && !keys.contains(&errors) {
            keys.push(errors);
        }
        stack = improve_stack(stack, constructor, &name, tag);

        // Frames are looked for after the message, which may hold lines of its own.
        let message = self.data_get(error, PropertyKey::Atom(names.message));
        let search_from = match StringRef::from_value(message).map(StringRef::to_string_lossy) {
            Some(message) if !message.is_empty() => match stack.find(&message) {
                Some(0) | None => 0,
                Some(position) => position + message.len(),
            },
            _ => 0,
        };
        match stack[search_from..].find(FRAME_START).map(|position| position + search_from) {
            None => stack = format!("[{stack}]"),
            Some(frames_start) => {
                let frames = self.stack_frames(error, &stack[frames_start + 1..]);
                stack = format!("{}\n{}", &stack[..frames_start], frames.join("\n"));
            }
        }
        if self.indentation != 0 {
            stack = stack.replace('\n', &format!("\n{}", " ".repeat(self.indentation)));
        }
        Ok(stack)
    }

    /// node's `getStackString`: `stack` when it is truthy, else what
    /// `Error.prototype.toString` would give.
    fn stack_string(&mut self, error: ObjectRef) -> String {
        let names = self.vm.names;
        let stack = self.data_get(error, PropertyKey::Atom(names.stack));
        if self.vm.to_boolean(stack)
            && let Some(stack) = self.primitive_string(stack)
        {
            return stack;
        }
        let text = |inspector: &mut Inspector<'_>, key, default: &str| {
            let value = inspector.data_get(error, PropertyKey::Atom(key));
            match value.is_undefined() {
                true => default.to_string(),
                false => inspector.primitive_string(value).unwrap_or_default(),
            }
        };
        let name = text(self, names.name, "Error");
        let message = text(self, names.message, "");
        match (name.is_empty(), message.is_empty()) {
            (true, _) => message,
            (false, true) => name,
            (false, false) => format!("{name}: {message}"),
        }
    }

    /// node's `removeDuplicateErrorKeys`: an own enumerable `name`, `message` or `stack`
    /// whose text the stack already shows is not listed again.
    fn remove_duplicate_error_keys(&mut self, error: ObjectRef, keys: &mut Vec<Key>, stack: &str) {
        if self.options.show_hidden || keys.is_empty() {
            return;
        }
        let names = self.vm.names;
        for name in [names.name, names.message, names.stack] {
            let key = Key::Property(PropertyKey::Atom(name));
            let Some(position) = keys.iter().position(|&k| k == key) else { continue };
            let value = self.data_get(error, PropertyKey::Atom(name));
            if self.primitive_string(value).is_some_and(|text| stack.contains(&text)) {
                keys.remove(position);
            }
        }
    }

    /// node's `getStackFrames`: the frame lines, those shared with the cause's stack
    /// folded into one line.
    fn stack_frames(&mut self, error: ObjectRef, frames: &str) -> Vec<String> {
        let mut lines: Vec<String> = frames.split('\n').map(str::to_string).collect();
        let cause = self.data_get(error, PropertyKey::Atom(self.vm.names.cause));
        let Some(cause) = ObjectRef::from_value(cause).filter(|&cause| self.is_error(cause)) else { return lines };
        let cause_stack = self.stack_string(cause);
        let Some(start) = cause_stack.find(FRAME_START) else { return lines };
        let cause_lines: Vec<&str> = cause_stack[start + 1..].split('\n').collect();
        let (length, offset) = identical_sequence_range(&lines, &cause_lines);
        if length > 0 {
            let skipped = length - 2;
            let message = format!("    ... {skipped} lines matching cause stack trace ...");
            lines.splice(offset + 1..offset + 1 + skipped, [message]);
        }
        lines
    }
}

/// node's `identicalSequenceRange`: the first run of more than three lines of `a` that
/// also follow each other in `b` (starting before `b`'s last three lines), as (length,
/// offset in `a`); (0, 0) when there is none.
fn identical_sequence_range(a: &[String], b: &[&str]) -> (usize, usize) {
    for i in 0..a.len().saturating_sub(3) {
        let Some(position) = b.iter().position(|line| *line == a[i]) else { continue };
        let rest = b.len() - position;
        if rest > 3 {
            let max_length = (a.len() - i).min(rest);
            let mut length = 1;
            while max_length > length && a[i + length] == b[position + length] {
                length += 1;
            }
            if length > 3 {
                return (length, i);
            }
        }
    }
    (0, 0)
}

/// node's `improveStack`: for a stack that starts with the error's name (an `...Error`),
/// the class name the inspector found, if the stack does not already show it.
fn improve_stack(stack: String, constructor: Option<&str>, name: &str, tag: &str) -> String {
    let mut length = name.len();
    let looks_normal = name.ends_with("Error")
        && stack.starts_with(name)
        && matches!(stack.as_bytes().get(length), None | Some(b':' | b'\n'));
    if constructor.is_some() && !looks_normal {
        return stack;
    }
    let mut fallback = "Error".to_string();
    if constructor.is_none() {
        let start = leading_class_name(&stack);
        length = start.len();
        fallback = if start.is_empty() { "Error".to_string() } else { start.to_string() };
    }
    let mut prefix = prefix(constructor, tag, &fallback, "");
    prefix.pop();
    if name == prefix {
        return stack;
    }
    if prefix.contains(name) {
        if length == 0 { format!("{prefix}: {stack}") } else { format!("{prefix}{}", &stack[length..]) }
    } else {
        format!("{prefix} [{name}]{}", &stack[length..])
    }
}

/// The name a stack starts with, as node finds it for an error without a constructor:
/// `/^([A-Z][a-z_ A-Z0-9[\]()-]+)(?::|\n {4}at)/` or `/^([a-z_A-Z0-9-]*Error)$/`.
fn leading_class_name(stack: &str) -> &str {
    let bytes = stack.as_bytes();
    if bytes.first().is_some_and(u8::is_ascii_uppercase) {
        let is_name = |b: &u8| b.is_ascii_alphanumeric() || b"_ []()-".contains(b);
        let end = 1 + bytes[1..].iter().take_while(|b| is_name(b)).count();
        // The class may end before any of the characters it matched, as backtracking
        // would let it.
        for candidate in (2..=end).rev() {
            let rest = &stack[candidate..];
            if rest.starts_with(':') || rest.starts_with("\n    at") {
                return &stack[..candidate];
            }
        }
    }
    let whole = bytes.iter().all(|b| b.is_ascii_alphanumeric() || *b == b'_' || *b == b'-');
    if whole && stack.ends_with("Error") { stack } else { "" }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_stack_names_the_class() {
        let stack = "Error: m\n    at f (a.js:1:1)".to_string();
        assert_eq!(improve_stack(stack.clone(), Some("MyError"), "Error", ""), "MyError: m\n    at f (a.js:1:1)");
        assert_eq!(improve_stack(stack.clone(), Some("Foo"), "Error", ""), "Foo [Error]: m\n    at f (a.js:1:1)");
        assert_eq!(improve_stack(stack.clone(), Some("Error"), "Error", ""), stack);
        assert_eq!(improve_stack("Custom: t".into(), Some("TypeError"), "Custom", ""), "Custom: t");
        assert_eq!(improve_stack(stack, None, "Error", ""), "[Error: null prototype]: m\n    at f (a.js:1:1)");
    }

    #[test]
    fn shared_frames_are_found() {
        let a: Vec<String> = ["a", "x", "y", "z", "w"].map(String::from).to_vec();
        assert_eq!(identical_sequence_range(&a, &["q", "x", "y", "z", "w"]), (4, 1));
        assert_eq!(identical_sequence_range(&a, &["x", "y", "z"]), (0, 0));
    }
}
