//! How a test262 test is run and judged, after test262's INTERPRETING.md.
//!
//! Variants: a `raw` test runs once, as it is; a `module` test once, as a module; any other
//! test in sloppy mode (unless `onlyStrict`) and in strict mode (unless `noStrict`). The vm's
//! `--strict` makes the file strict code without moving its line numbers.
//!
//! Judging: a test with no `negative` passes when the vm exits 0, and for an `async` test
//! printed `Test262:AsyncTestComplete` and no `Test262:AsyncTestFailure`. A negative test
//! passes when the vm exits with 3 (an uncaught exception or syntax error) and names the
//! expected error; one negative at parse time must not have run a single statement, which
//! the `$DONOTEVALUATE()` at the top of such tests would report.

use super::metadata::{Metadata, Phase};
use crate::runner::Outcome;

/// The vm's exit status for an uncaught exception or a syntax error.
const EXIT_EXCEPTION: i32 = 3;

/// What `$DONOTEVALUATE()` throws.
const EVALUATED: &str = "Test262: This statement should not be evaluated";

const ASYNC_COMPLETE: &str = "Test262:AsyncTestComplete";
const ASYNC_FAILURE: &str = "Test262:AsyncTestFailure";

/// One way of running a test.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Variant {
    Sloppy,
    Strict,
    Module,
    Raw,
}

impl Variant {
    pub fn name(self) -> &'static str {
        match self {
            Variant::Sloppy => "sloppy",
            Variant::Strict => "strict",
            Variant::Module => "module",
            Variant::Raw => "raw",
        }
    }

    /// The vm flags of this variant (besides `--test262` and the preludes).
    pub fn flags(self) -> &'static [&'static str] {
        match self {
            Variant::Strict => &["--strict"],
            Variant::Module => &["--module"],
            Variant::Sloppy | Variant::Raw => &[],
        }
    }

    /// Whether the harness files run first.
    pub fn has_prelude(self) -> bool {
        self != Variant::Raw
    }
}

/// The variants a test runs in.
pub fn variants(metadata: &Metadata) -> Vec<Variant> {
    if metadata.has_flag("raw") {
        return vec![Variant::Raw];
    }
    if metadata.has_flag("module") {
        return vec![Variant::Module];
    }
    let mut variants = Vec::new();
    if !metadata.has_flag("onlyStrict") {
        variants.push(Variant::Sloppy);
    }
    if !metadata.has_flag("noStrict") {
        variants.push(Variant::Strict);
    }
    variants
}

/// Whether the test is for an agent that cannot block; the vm's main thread can (as a
/// shell's does), so such tests do not apply.
pub fn applies(metadata: &Metadata) -> bool {
    !metadata.has_flag("CanBlockIsFalse")
}

/// Whether a variant that ended with `outcome` passed.
pub fn passed(metadata: &Metadata, outcome: &Outcome) -> bool {
    match &metadata.negative {
        Some(negative) => {
            let named = names_error(&outcome.stderr, &negative.error_type)
                || names_error(&outcome.stdout, &negative.error_type);
            let evaluated = negative.phase == Phase::Parse
                && (outcome.stderr.contains(EVALUATED) || outcome.stdout.contains(EVALUATED));
            outcome.exited_with(EXIT_EXCEPTION) && named && !evaluated
        }
        None if metadata.has_flag("async") => {
            outcome.exited_with(0) && outcome.stdout.contains(ASYNC_COMPLETE) && !outcome.stdout.contains(ASYNC_FAILURE)
        }
        None => outcome.exited_with(0),
    }
}

/// Whether `output` reports an error of type `name`: `name:` at the start of a line or
/// after a space (`file:1:2: SyntaxError: ...`), not merely the word in a message; or, for
/// an error with an empty message, `name` alone after the position (`file:1:2: TypeError`).
fn names_error(output: &str, name: &str) -> bool {
    let tag = format!("{name}:");
    let with_message = output.match_indices(&tag).any(|(at, _)| at == 0 || output[..at].ends_with([' ', '\n']));
    with_message
        || output.lines().any(|line| match line.trim_end().split_once(": ") {
            Some((place, rest)) => !place.contains(' ') && rest == name,
            None => line.trim_end() == name,
        })
}

#[cfg(test)]
mod tests {
    use super::super::metadata::parse;
    use super::*;
    use crate::runner::Status;
    use std::time::Duration;

    fn meta(frontmatter: &str) -> Metadata {
        parse(&format!("/*---\n{frontmatter}\n---*/")).unwrap()
    }

    fn outcome(code: i32, stdout: &str, stderr: &str) -> Outcome {
        Outcome { status: Status::Exited(code), stdout: stdout.into(), stderr: stderr.into(), elapsed: Duration::ZERO }
    }

    #[test]
    fn variants_follow_the_flags() {
        use Variant::*;
        assert_eq!(variants(&meta("description: x")), [Sloppy, Strict]);
        assert_eq!(variants(&meta("flags: [onlyStrict]")), [Strict]);
        assert_eq!(variants(&meta("flags: [noStrict]")), [Sloppy]);
        assert_eq!(variants(&meta("flags: [raw]")), [Raw]);
        assert_eq!(variants(&meta("flags: [module, async]")), [Module]);
        assert!(!applies(&meta("flags: [CanBlockIsFalse]")) && applies(&meta("flags: [CanBlockIsTrue]")));
    }

    #[test]
    fn plain_and_async_tests() {
        let plain = meta("description: x");
        assert!(passed(&plain, &outcome(0, "", "")));
        assert!(!passed(&plain, &outcome(3, "", "t.js:1:1: Test262Error: no")));
        let asynchronous = meta("flags: [async]");
        assert!(passed(&asynchronous, &outcome(0, "Test262:AsyncTestComplete\n", "")));
        assert!(!passed(&asynchronous, &outcome(0, "", "")));
        assert!(!passed(&asynchronous, &outcome(0, "Test262:AsyncTestFailure:Test262Error: x\n", "")));
        assert!(!passed(&asynchronous, &outcome(3, "Test262:AsyncTestComplete\n", "")));
    }

    #[test]
    fn negative_tests() {
        let parse_error = meta("negative:\n  phase: parse\n  type: SyntaxError");
        assert!(passed(&parse_error, &outcome(3, "", "/t/x.js:2:3: SyntaxError: unexpected token")));
        assert!(!passed(&parse_error, &outcome(0, "", "")));
        assert!(!passed(&parse_error, &outcome(3, "", "x.js:1:1: Test262Error: expected a SyntaxError")));
        let evaluated = "x.js:1:1: Test262Error: Test262: This statement should not be evaluated.\nSyntaxError: later";
        assert!(!passed(&parse_error, &outcome(3, "", evaluated)));
        let runtime = meta("negative:\n  phase: runtime\n  type: Test262Error");
        assert!(passed(
            &runtime,
            &outcome(3, "", "x.js:1:1: Test262Error: Test262: This statement should not be evaluated.")
        ));
        assert!(!passed(&runtime, &outcome(2, "", "Test262Error: x")));
        // An error without a message is reported as its name alone.
        let type_error = meta("negative:\n  phase: runtime\n  type: TypeError");
        assert!(passed(&type_error, &outcome(3, "", "x.js:4:1: TypeError\n    at <module> (x.js:4:7)")));
        assert!(passed(&type_error, &outcome(3, "", "x.js:4:1: TypeError")));
        assert!(!passed(&type_error, &outcome(3, "", "x.js:4:1: TypeErrorish")));
        assert!(!passed(&type_error, &outcome(3, "", "x.js:4:1: Error: expected a TypeError")));
    }
}
