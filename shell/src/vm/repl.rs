//! The read-eval-print loop: `vm` with nothing to run. On a terminal it edits lines and
//! keeps a history (rustyline); from a pipe it reads lines without prompts. Either way
//! each input is run as a script in the same realm once it parses (an input that ends
//! inside a block, template or comment waits for more lines), its value is shown unless
//! it is undefined, and an error is shown without ending the loop.

use std::io::{BufRead as _, IsTerminal as _};

use rustyline::DefaultEditor;
use rustyline::error::ReadlineError;

use kestrel::{Engine, Report, inspect};

const PROMPT: &str = ">>> ";
const CONTINUATION: &str = "... ";
/// Where the terminal REPL keeps its history, under the home directory.
const HISTORY_FILE: &str = ".kestrel_history";

/// Runs the loop until the input ends; the exit status (3 if piped input threw, as a
/// script would have).
pub fn run(engine: &mut Engine) -> u8 {
    if std::io::stdin().is_terminal() { interactive(engine) } else { piped(engine) }
}

/// What one input did.
enum Step {
    /// Ran; the text to show (if any).
    Ran(Option<String>),
    /// Needs more lines.
    Incomplete,
    /// Threw, or does not parse.
    Failed(Report),
}

fn evaluate(engine: &mut Engine, source: &str) -> Step {
    match engine.run_script("<repl>", source, false) {
        Ok(value) if value.is_undefined() => Step::Ran(None),
        Ok(value) => Step::Ran(Some(show(engine, value))),
        Err(report) if report.is_incomplete() => Step::Incomplete,
        Err(report) => Step::Failed(report),
    }
}

/// A value as node's REPL shows it (`util.inspect`). Inspecting runs no JavaScript; it
/// fails only when memory runs out, which is shown instead.
fn show(engine: &mut Engine, value: vm::JSValue) -> String {
    let vm = engine.vm();
    match inspect::inspect(vm, value, &inspect::InspectOptions::default()) {
        Ok(text) => text,
        Err(_) => match vm.take_exception() {
            vm::Exception::Value(thrown) => vm.describe_exception(thrown),
            vm::Exception::Error(error) => error.to_string(),
            vm::Exception::None => "undefined".to_string(),
        },
    }
}

fn interactive(engine: &mut Engine) -> u8 {
    let mut editor = match DefaultEditor::new() {
        Ok(editor) => editor,
        // No usable terminal after all: read it like a pipe.
        Err(_) => return piped(engine),
    };
    let history = std::env::var_os("HOME").map(|home| std::path::Path::new(&home).join(HISTORY_FILE));
    if let Some(history) = &history {
        let _ = editor.load_history(history);
    }
    let mut input = String::new();
    loop {
        let prompt = if input.is_empty() { PROMPT } else { CONTINUATION };
        match editor.readline(prompt) {
            Ok(line) => {
                input.push_str(&line);
                input.push('\n');
                match evaluate(engine, &input) {
                    Step::Incomplete => continue,
                    Step::Ran(shown) => {
                        if let Some(shown) = shown {
                            println!("{shown}");
                        }
                    }
                    Step::Failed(report) => eprintln!("{report}"),
                }
                let _ = editor.add_history_entry(input.trim_end());
                input.clear();
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

fn piped(engine: &mut Engine) -> u8 {
    let mut status = 0;
    let mut input = String::new();
    let report_failure = |report: Report, status: &mut u8| {
        eprintln!("{report}");
        *status = kestrel::EXIT_EXCEPTION;
    };
    for line in std::io::stdin().lock().lines() {
        let Ok(line) = line else { break };
        input.push_str(&line);
        input.push('\n');
        match evaluate(engine, &input) {
            Step::Incomplete => continue,
            Step::Ran(Some(shown)) => println!("{shown}"),
            Step::Ran(None) => {}
            Step::Failed(report) => report_failure(report, &mut status),
        }
        input.clear();
    }
    // Input that ended mid-statement: its syntax error.
    if !input.trim().is_empty()
        && let Err(report) = engine.run_script("<repl>", &input, false)
    {
        report_failure(report, &mut status);
    }
    status
}
