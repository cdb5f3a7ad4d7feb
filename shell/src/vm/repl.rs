//! The read-eval-print loop: `vm` with nothing to run. On a terminal it edits lines,
//! keeps a history and completes names with Tab (rustyline); from a pipe it reads lines
//! without prompts. Either way each input is run as a script in the same realm once it
//! parses (an input that ends inside a block, template or comment waits for more lines),
//! its value is shown unless it is undefined and kept in `_`, and an error is shown
//! without ending the loop. `.help` lists the commands.

use std::cell::RefCell;
use std::collections::HashMap;
use std::io::{BufRead as _, IsTerminal as _};
use std::rc::Rc;

use rustyline::completion::Completer;
use rustyline::error::ReadlineError;
use rustyline::highlight::Highlighter;
use rustyline::hint::Hinter;
use rustyline::history::FileHistory;
use rustyline::validate::Validator;
use rustyline::{Editor, Helper};

use kestrel::{Error, Scope, Value};

const PROMPT: &str = ">>> ";
const CONTINUATION: &str = "... ";
/// Where the terminal REPL keeps its history, under the home directory.
const HISTORY_FILE: &str = ".kestrel_history";

const HELP: &str = "\
.help     show this text
.exit     leave the REPL (or press Ctrl-D on an empty line)
Tab       complete a global name, or a property after `name.`
_         the value of the last input that had one
Input runs as a script in one realm; its value is shown unless it is undefined.";

/// Names to complete: the globals, and the properties of each global that holds an
/// object. Computed after every input (the engine cannot be reached while rustyline
/// reads a line), one level deep, without running JavaScript.
#[derive(Default)]
struct Completions {
    globals: Vec<String>,
    members: HashMap<String, Vec<String>>,
}

impl Completions {
    fn refresh(scope: &mut Scope<'_>) -> Completions {
        let global = scope.global();
        let globals = global.property_names(scope);
        let mut members = HashMap::new();
        for name in &globals {
            if let Some(object) = global.peek(scope, name).and_then(|value| value.as_object()) {
                members.insert(name.clone(), object.property_names(scope));
            }
        }
        Completions { globals, members }
    }
}

/// rustyline's view of the completions.
struct Completion(Rc<RefCell<Completions>>);

impl Completer for Completion {
    type Candidate = String;

    fn complete(&self, line: &str, pos: usize, _: &rustyline::Context<'_>) -> rustyline::Result<(usize, Vec<String>)> {
        let before = &line[..pos];
        let is_name = |c: char| c.is_alphanumeric() || c == '_' || c == '$' || c == '.';
        let start = before.rfind(|c: char| !is_name(c)).map_or(0, |i| i + 1);
        let word = &before[start..];
        let completions = self.0.borrow();
        let (base, prefix, names) = match word.rsplit_once('.') {
            Some((object, prefix)) if !object.contains('.') => match completions.members.get(object) {
                Some(names) => (start + object.len() + 1, prefix, names),
                None => return Ok((pos, Vec::new())),
            },
            Some(_) => return Ok((pos, Vec::new())),
            None => (start, word, &completions.globals),
        };
        let mut found: Vec<String> = names.iter().filter(|name| name.starts_with(prefix)).cloned().collect();
        found.sort();
        Ok((base, found))
    }
}

impl Hinter for Completion {
    type Hint = String;
}
impl Highlighter for Completion {}
impl Validator for Completion {}
impl Helper for Completion {}

/// Runs the loop until the input ends; the exit status (3 if piped input threw, as a
/// script would have).
pub fn run(scope: &mut Scope<'_>) -> u8 {
    if std::io::stdin().is_terminal() { interactive(scope) } else { piped(scope) }
}

/// What one input did.
enum Step {
    /// Ran; the text to show (if any).
    Ran(Option<String>),
    /// Needs more lines.
    Incomplete,
    /// Threw, or does not parse.
    Failed(Error),
}

fn evaluate(scope: &mut Scope<'_>, source: &str) -> Step {
    let ran = scope.run_script("<repl>", source).and_then(|value| {
        scope.run_jobs()?;
        Ok(value)
    });
    match ran {
        Ok(value) if value.is_undefined() => Step::Ran(None),
        Ok(value) => {
            keep_last(scope, &value);
            Step::Ran(Some(scope.inspect(&value)))
        }
        Err(Error::Syntax(error)) if error.incomplete => Step::Incomplete,
        Err(error) => Step::Failed(error),
    }
}

/// `_` is the last value shown (node's REPL), unless the program declared its own `_`.
fn keep_last<'s>(scope: &mut Scope<'s>, value: &Value<'s>) {
    let global = scope.global();
    if global.peek(scope, "_").is_some() || !global.has(scope, "_").unwrap_or(true) {
        let _ = global.set(scope, "_", value);
    }
}

/// What a line of input did.
enum Line {
    /// It was a command of the REPL's own; whether to go on.
    Command(bool),
    /// It was (the end of) an input, which ran or failed or waits for more.
    Ran(Step),
}

/// Adds `line` to `input` and runs it, unless the input so far is empty and the line is a
/// command.
fn feed(scope: &mut Scope<'_>, input: &mut String, line: &str) -> Line {
    if input.is_empty()
        && let Some(go_on) = command(line)
    {
        return Line::Command(go_on);
    }
    input.push_str(line);
    input.push('\n');
    Line::Ran(evaluate(scope, input))
}

/// A command of the REPL's own (`.help`, `.exit`), if the input is one: whether to go on.
fn command(input: &str) -> Option<bool> {
    match input.trim() {
        ".help" => {
            println!("{HELP}");
            Some(true)
        }
        ".exit" => Some(false),
        _ => None,
    }
}

fn interactive(scope: &mut Scope<'_>) -> u8 {
    let mut editor: Editor<Completion, FileHistory> = match Editor::new() {
        Ok(editor) => editor,
        // No usable terminal after all: read it like a pipe.
        Err(_) => return piped(scope),
    };
    let completions = Rc::new(RefCell::new(Completions::refresh(scope)));
    editor.set_helper(Some(Completion(completions.clone())));
    let history = std::env::var_os("HOME").map(|home| std::path::Path::new(&home).join(HISTORY_FILE));
    if let Some(history) = &history {
        let _ = editor.load_history(history);
    }
    let mut input = String::new();
    loop {
        let prompt = if input.is_empty() { PROMPT } else { CONTINUATION };
        match editor.readline(prompt) {
            Ok(line) => {
                match feed(scope, &mut input, &line) {
                    Line::Command(true) | Line::Ran(Step::Incomplete) => continue,
                    Line::Command(false) => break,
                    Line::Ran(Step::Ran(shown)) => {
                        if let Some(shown) = shown {
                            println!("{shown}");
                        }
                    }
                    Line::Ran(Step::Failed(report)) => eprintln!("{report}"),
                }
                let _ = editor.add_history_entry(input.trim_end());
                input.clear();
                *completions.borrow_mut() = Completions::refresh(scope);
            }
            // Ctrl-C drops the input being typed; Ctrl-D on an empty line ends.
            Err(ReadlineError::Interrupted) => input.clear(),
            Err(ReadlineError::Eof) => break,
            Err(error) => {
                eprintln!("vm: cannot read input: {error}");
                break;
            }
        }
    }
    if let Some(history) = &history {
        let _ = editor.save_history(history);
    }
    0
}

fn piped(scope: &mut Scope<'_>) -> u8 {
    let mut status = 0;
    let mut input = String::new();
    let report_failure = |report: Error, status: &mut u8| {
        eprintln!("{report}");
        *status = kestrel::EXIT_EXCEPTION;
    };
    for line in std::io::stdin().lock().lines() {
        let Ok(line) = line else { break };
        match feed(scope, &mut input, &line) {
            Line::Command(true) | Line::Ran(Step::Incomplete) => continue,
            Line::Command(false) => break,
            Line::Ran(Step::Ran(Some(shown))) => println!("{shown}"),
            Line::Ran(Step::Ran(None)) => {}
            Line::Ran(Step::Failed(report)) => report_failure(report, &mut status),
        }
        input.clear();
    }
    // Input that ended mid-statement: its syntax error.
    if !input.trim().is_empty()
        && let Err(report) = scope.run_script("<repl>", &input)
    {
        report_failure(report, &mut status);
    }
    status
}

#[cfg(test)]
mod tests {
    use super::*;

    fn complete(completions: Completions, line: &str) -> (usize, Vec<String>) {
        let history = FileHistory::new();
        let context = rustyline::Context::new(&history);
        Completion(Rc::new(RefCell::new(completions))).complete(line, line.len(), &context).expect("completes")
    }

    #[test]
    fn tab_completes_globals_and_their_members() {
        let mut engine = kestrel::Engine::new(kestrel::EngineOptions::default()).expect("an engine");
        let completions = engine.with(|scope| {
            scope.eval("var answers = { fortyTwo: 42, fortyOne: 41 }").expect("runs");
            Completions::refresh(scope)
        });
        let members = completions.members.clone();
        assert_eq!(complete(completions, "let x = answers.for"), (16, vec!["fortyOne".into(), "fortyTwo".into()]));
        let globals = Completions { globals: vec!["Math".into(), "Map".into(), "JSON".into()], members };
        assert_eq!(complete(globals, "(Ma"), (1, vec!["Map".into(), "Math".into()]));
        let engine_globals = engine.with(Completions::refresh);
        assert!(engine_globals.members["Math"].contains(&"floor".to_string()));
        assert!(engine_globals.members["JSON"].contains(&"stringify".to_string()));
        assert!(engine_globals.globals.contains(&"Array".to_string()));
    }
}
