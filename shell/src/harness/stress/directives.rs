//! `//@` directives: how a stress test asks to be run. Every line that starts with `//@`
//! is one (wherever it is in the file, as in JavaScriptCore's run-jsc-stress-tests, though
//! tests keep them at the top); the rest of the line is a verb, optionally with arguments
//! in parentheses, double-quoted strings or numbers:
//!
//! ```text
//! //@ skip                          not run; counted as skipped
//! //@ slow!                         scheduled first, twice the time limit
//! //@ requireOptions("--flag", ...) flags added to every run
//! //@ runDefault("--flag", ...)     a run in the default mode, with these flags
//! //@ runNoJIT  runEagerJIT  runGCStress  runPoison  runVerifyHeap
//!                                   a run in that mode (flags allowed too)
//! //@ gcStressEvery(N)              collect at every Nth allocation instead of every one
//! ```
//!
//! When any `run*` directive is present only the runs they name happen; otherwise the test
//! runs in every selected mode (`modes.rs`). Anything else is an error, reported before a test runs:
//! a misspelt directive silently ignored would be a test that checks less than it says.

use super::modes::Mode;

/// What a test's directives ask for.
#[derive(Debug, Default, PartialEq, Eq)]
pub struct Directives {
    pub skip: bool,
    pub slow: bool,
    /// `requireOptions` flags, in order.
    pub required: Vec<String>,
    /// The runs `run*` directives ask for; empty means every mode.
    pub runs: Vec<RunRequest>,
    pub gc_stress_every: Option<u32>,
}

/// One `run*` directive.
#[derive(Debug, PartialEq, Eq)]
pub struct RunRequest {
    pub mode: Mode,
    pub flags: Vec<String>,
}

/// A directive that could not be understood: its line (from 1) and what is wrong.
#[derive(Debug, PartialEq, Eq)]
pub struct DirectiveError {
    pub line: usize,
    pub message: String,
}

/// An argument of a directive.
#[derive(Debug, PartialEq, Eq)]
enum Argument {
    Str(String),
    Number(u64),
}

/// Reads the directives of a test's source.
pub fn parse(source: &str) -> Result<Directives, DirectiveError> {
    let mut directives = Directives::default();
    for (index, line) in source.lines().enumerate() {
        let Some(text) = line.strip_prefix("//@") else { continue };
        apply(&mut directives, text.trim()).map_err(|message| DirectiveError { line: index + 1, message })?;
    }
    Ok(directives)
}

/// Adds what one directive (the text after `//@`) asks for.
fn apply(directives: &mut Directives, text: &str) -> Result<(), String> {
    let (verb, arguments) = split(text)?;
    let no_arguments = |arguments: Option<Vec<Argument>>| match arguments {
        Some(arguments) if !arguments.is_empty() => Err(format!("`{verb}` takes no arguments")),
        _ => Ok(()),
    };
    match verb {
        "skip" => {
            no_arguments(arguments)?;
            directives.skip = true;
        }
        "slow!" => {
            no_arguments(arguments)?;
            directives.slow = true;
        }
        "requireOptions" => {
            let flags = flags(verb, arguments.unwrap_or_default())?;
            if flags.is_empty() {
                return Err("`requireOptions` needs at least one flag".into());
            }
            directives.required.extend(flags);
        }
        "gcStressEvery" => {
            let every = match arguments.as_deref() {
                Some([Argument::Number(n)]) if (1..=u64::from(u32::MAX)).contains(n) => *n as u32,
                _ => return Err("`gcStressEvery` takes one positive number, as in `gcStressEvery(100)`".into()),
            };
            if directives.gc_stress_every.replace(every).is_some() {
                return Err("`gcStressEvery` given twice".into());
            }
        }
        _ => match Mode::from_directive(verb) {
            Some(mode) => {
                let flags = flags(verb, arguments.unwrap_or_default())?;
                directives.runs.push(RunRequest { mode, flags });
            }
            None => return Err(format!("unknown directive `{verb}`")),
        },
    }
    Ok(())
}

/// The arguments of a directive that takes flags: strings that start with `-`.
fn flags(verb: &str, arguments: Vec<Argument>) -> Result<Vec<String>, String> {
    arguments
        .into_iter()
        .map(|argument| match argument {
            Argument::Str(flag) if flag.starts_with('-') => Ok(flag),
            Argument::Str(flag) => Err(format!("`{verb}`: `{flag}` is not a flag (flags start with `-`)")),
            Argument::Number(n) => Err(format!("`{verb}` takes quoted flags, not the number {n}")),
        })
        .collect()
}

/// Splits `verb(arguments)` into the verb and, when there are parentheses, the arguments.
fn split(text: &str) -> Result<(&str, Option<Vec<Argument>>), String> {
    let verb_end = text.find(|c: char| !(c.is_ascii_alphanumeric() || c == '_' || c == '!')).unwrap_or(text.len());
    let (verb, rest) = text.split_at(verb_end);
    if verb.is_empty() {
        return Err(format!("expected a directive after `//@`, found `{text}`"));
    }
    let rest = rest.trim_start();
    if rest.is_empty() {
        return Ok((verb, None));
    }
    let Some(inside) = rest.strip_prefix('(') else {
        return Err(format!("unexpected `{rest}` after `{verb}`"));
    };
    let (arguments, after) = arguments(inside).map_err(|problem| format!("`{verb}`: {problem}"))?;
    if !after.trim().is_empty() {
        return Err(format!("unexpected `{}` after `{verb}(...)`", after.trim()));
    }
    Ok((verb, Some(arguments)))
}

/// Parses `a, b, ...)`: the arguments up to the closing parenthesis, and the text after it.
fn arguments(mut text: &str) -> Result<(Vec<Argument>, &str), String> {
    let mut arguments = Vec::new();
    loop {
        text = text.trim_start();
        if let Some(after) = text.strip_prefix(')') {
            if !arguments.is_empty() {
                return Err("expected an argument after `,`".into());
            }
            return Ok((arguments, after));
        }
        let (argument, rest) = argument(text)?;
        arguments.push(argument);
        let rest = rest.trim_start();
        if let Some(after) = rest.strip_prefix(')') {
            return Ok((arguments, after));
        }
        text = rest.strip_prefix(',').ok_or_else(|| match rest.chars().next() {
            Some(c) => format!("expected `,` or `)`, found `{c}`"),
            None => "missing `)`".to_string(),
        })?;
    }
}

/// One argument at the start of `text`: a double-quoted string (with `\"` and `\\`
/// escapes) or a decimal number.
fn argument(text: &str) -> Result<(Argument, &str), String> {
    if let Some(body) = text.strip_prefix('"') {
        let mut value = String::new();
        let mut chars = body.char_indices();
        while let Some((index, c)) = chars.next() {
            match c {
                '"' => return Ok((Argument::Str(value), &body[index + 1..])),
                '\\' => match chars.next() {
                    Some((_, escaped @ ('"' | '\\'))) => value.push(escaped),
                    _ => return Err("only `\\\"` and `\\\\` escapes are allowed in strings".into()),
                },
                _ => value.push(c),
            }
        }
        return Err("unterminated string".into());
    }
    let digits = text.find(|c: char| !c.is_ascii_digit()).unwrap_or(text.len());
    if digits > 0 {
        let number = text[..digits].parse().map_err(|_| format!("number too large: {}", &text[..digits]))?;
        return Ok((Argument::Number(number), &text[digits..]));
    }
    match text.chars().next() {
        Some(c) => Err(format!("expected a quoted string or a number, found `{c}`")),
        None => Err("missing `)`".into()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn error(source: &str) -> String {
        parse(source).unwrap_err().message
    }

    #[test]
    fn a_test_without_directives_runs_everywhere() {
        assert_eq!(parse("print(1);\n// @ skip is not a directive\n").unwrap(), Directives::default());
    }

    #[test]
    fn every_directive() {
        let source = "//@ skip\n//@ slow!\n//@ requireOptions(\"--a\", \"--b=1\")\n//@ runDefault(\"--c\")\n\
                      //@ runDefault\n//@ runNoJIT\n//@ runEagerJIT()\n//@ runGCStress\n//@ runPoison(\"--d\")\n\
                      //@ gcStressEvery(100)\n";
        let directives = parse(source).unwrap();
        assert!(directives.skip && directives.slow);
        assert_eq!(directives.required, ["--a", "--b=1"]);
        assert_eq!(directives.gc_stress_every, Some(100));
        let runs: Vec<(Mode, Vec<String>)> = directives.runs.into_iter().map(|run| (run.mode, run.flags)).collect();
        assert_eq!(
            runs,
            [
                (Mode::Default, vec!["--c".to_string()]),
                (Mode::Default, vec![]),
                (Mode::NoJit, vec![]),
                (Mode::EagerJit, vec![]),
                (Mode::GcStress, vec![]),
                (Mode::Poison, vec!["--d".to_string()]),
            ]
        );
    }

    #[test]
    fn directives_anywhere_and_spacing() {
        let directives =
            parse("#!/usr/bin/env vm\n//@requireOptions( \"--x\" ,\"--y\" )  \ncode();\n//@ slow!").unwrap();
        assert_eq!(directives.required, ["--x", "--y"]);
        assert!(directives.slow);
    }

    #[test]
    fn strings_take_escapes() {
        let directives = parse(r#"//@ requireOptions("--prelude=a \"b\" \\c")"#).unwrap();
        assert_eq!(directives.required, [r#"--prelude=a "b" \c"#]);
    }

    #[test]
    fn unknown_directives_are_errors() {
        assert_eq!(error("//@ runNoCJIT"), "unknown directive `runNoCJIT`");
        assert_eq!(error("//@ slow"), "unknown directive `slow`");
        assert_eq!(error("//@ Skip"), "unknown directive `Skip`");
        let located = parse("a;\nb;\n//@ frobnicate(\"--x\")").unwrap_err();
        assert_eq!(located.line, 3);
    }

    #[test]
    fn malformed_directives_are_errors() {
        assert!(error("//@").contains("expected a directive"));
        assert!(error("//@ skip if $memoryLimited").contains("unexpected `if $memoryLimited` after `skip`"));
        assert!(error("//@ skip(\"--x\")").contains("takes no arguments"));
        assert!(error("//@ slow!(1)").contains("takes no arguments"));
        assert!(error("//@ requireOptions").contains("at least one flag"));
        assert!(error("//@ requireOptions()").contains("at least one flag"));
        assert!(error("//@ requireOptions(\"--a\"").contains("missing `)`"));
        assert!(error("//@ requireOptions(\"--a").contains("unterminated string"));
        assert!(error("//@ requireOptions(\"--a\" \"--b\")").contains("expected `,` or `)`"));
        assert!(error("//@ requireOptions(\"--a\",)").contains("expected an argument"));
        assert!(error("//@ requireOptions(--a)").contains("expected a quoted string"));
        assert!(error("//@ requireOptions(\"a.js\")").contains("not a flag"));
        assert!(error("//@ requireOptions(\"--a\");").contains("unexpected `;`"));
        assert!(error("//@ runDefault(3)").contains("quoted flags"));
        assert!(error("//@ requireOptions('--a')").contains("expected a quoted string"));
        assert!(error(r#"//@ requireOptions("\n")"#).contains("escapes"));
    }

    #[test]
    fn gc_stress_every_takes_one_positive_number() {
        assert!(error("//@ gcStressEvery").contains("one positive number"));
        assert!(error("//@ gcStressEvery(0)").contains("one positive number"));
        assert!(error("//@ gcStressEvery(\"5\")").contains("one positive number"));
        assert!(error("//@ gcStressEvery(5, 6)").contains("one positive number"));
        assert!(error("//@ gcStressEvery(99999999999)").contains("one positive number"));
        assert!(error("//@ gcStressEvery(5)\n//@ gcStressEvery(6)").contains("given twice"));
    }
}
