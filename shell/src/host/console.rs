//! `console`, as node has it: `log`, `info`, `debug` and `table` on standard output;
//! `warn`, `error`, `trace` and `assert` on standard error; `time`/`timeLog`/`timeEnd`,
//! `count`/`countReset`, `group`/`groupCollapsed`/`groupEnd` and `dir`. Values are shown
//! the way node's `util.inspect` shows them ([`Scope::format_log`]).
//!
//! Written with the public API only, as an embedder would write it: the methods are
//! closures sharing the console's state (counters, timers, the group indentation).

use std::cell::RefCell;
use std::collections::HashMap;
use std::io::Write as _;
use std::rc::Rc;
use std::time::Instant;

use crate::{Args, Error, Function, Scope, Value};

/// What the methods share.
#[derive(Default)]
struct Console {
    counts: HashMap<String, u64>,
    timers: HashMap<String, Instant>,
    indent: usize,
}

#[derive(Clone, Copy)]
enum Stream {
    Out,
    Err,
}

impl Console {
    /// Writes `text`, each line indented by the current group.
    fn write(&self, stream: Stream, text: &str) {
        let indented;
        let out = if self.indent == 0 {
            text
        } else {
            let pad = " ".repeat(self.indent);
            indented = text.split('\n').map(|line| format!("{pad}{line}")).collect::<Vec<_>>().join("\n");
            &indented
        };
        // One write of the whole line, so that lines from two streams do not interleave
        // within a line. A closed pipe is not the script's problem.
        let _ = match stream {
            Stream::Out => writeln!(std::io::stdout().lock(), "{out}"),
            Stream::Err => writeln!(std::io::stderr().lock(), "{out}"),
        };
    }
}

type Method = for<'n> fn(&mut Scope<'n>, &Args<'n>, &RefCell<Console>) -> Result<(), Error>;

/// Installs `console` in the scope's realm.
pub fn install(scope: &mut Scope<'_>) -> Result<(), Error> {
    let state = Rc::new(RefCell::new(Console::default()));
    let console = scope.new_object()?;
    let methods: &[(&str, Method)] = &[
        ("log", |s, a, c| print(s, a, c, Stream::Out)),
        ("info", |s, a, c| print(s, a, c, Stream::Out)),
        ("debug", |s, a, c| print(s, a, c, Stream::Out)),
        ("warn", |s, a, c| print(s, a, c, Stream::Err)),
        ("error", |s, a, c| print(s, a, c, Stream::Err)),
        ("trace", trace),
        ("assert", assert),
        ("dir", dir),
        ("table", table),
        ("time", time),
        ("timeLog", |s, a, c| time_end(s, a, c, false)),
        ("timeEnd", |s, a, c| time_end(s, a, c, true)),
        ("count", count),
        ("countReset", count_reset),
        ("group", group),
        ("groupCollapsed", group),
        ("groupEnd", |_, _, c| {
            let mut console = c.borrow_mut();
            console.indent = console.indent.saturating_sub(2);
            Ok(())
        }),
    ];
    for &(name, method) in methods {
        let state = state.clone();
        let function = Function::new(scope, name, 0, move |s, args| {
            method(s, &args, &state)?;
            Ok(s.undefined())
        })?;
        console.set(scope, name, function)?;
    }
    scope.global().set(scope, "console", console)
}

fn print<'n>(scope: &mut Scope<'n>, args: &Args<'n>, console: &RefCell<Console>, stream: Stream) -> Result<(), Error> {
    let values = args.rest(scope, 0);
    let text = scope.format_log(&values)?;
    console.borrow().write(stream, &text);
    Ok(())
}

/// `console.trace(...)`: `Trace: message` and the stack, on standard error.
fn trace<'n>(scope: &mut Scope<'n>, args: &Args<'n>, console: &RefCell<Console>) -> Result<(), Error> {
    let values = args.rest(scope, 0);
    let message = scope.format_log(&values)?;
    let mut text = if message.is_empty() { "Trace".to_string() } else { format!("Trace: {message}") };
    for line in scope.stack_trace() {
        text.push_str("\n    ");
        text.push_str(&line);
    }
    console.borrow().write(Stream::Err, &text);
    Ok(())
}

/// `console.assert(condition, ...message)`: nothing when the condition is truthy.
fn assert<'n>(scope: &mut Scope<'n>, args: &Args<'n>, console: &RefCell<Console>) -> Result<(), Error> {
    if scope.is_truthy(&args.get(scope, 0)) {
        return Ok(());
    }
    let values = args.rest(scope, 1);
    let text = match values.is_empty() {
        true => "Assertion failed".to_string(),
        false => format!("Assertion failed: {}", scope.format_log(&values)?),
    };
    console.borrow().write(Stream::Err, &text);
    Ok(())
}

/// `console.dir(value)`: the value inspected (strings quoted too).
fn dir<'n>(scope: &mut Scope<'n>, args: &Args<'n>, console: &RefCell<Console>) -> Result<(), Error> {
    let value = args.get(scope, 0);
    let text = scope.inspect(&value);
    console.borrow().write(Stream::Out, &text);
    Ok(())
}

/// The label of `time`, `count` and friends: the first argument as a string, `default`
/// when it is undefined.
fn label<'n>(scope: &mut Scope<'n>, args: &Args<'n>) -> Result<String, Error> {
    let value = args.get(scope, 0);
    if value.is_undefined() { Ok("default".to_string()) } else { value.to_string(scope) }
}

fn time<'n>(scope: &mut Scope<'n>, args: &Args<'n>, console: &RefCell<Console>) -> Result<(), Error> {
    let label = label(scope, args)?;
    let mut console = console.borrow_mut();
    match console.timers.entry(label) {
        std::collections::hash_map::Entry::Occupied(entry) => {
            let text = format!("Warning: Label '{}' already exists for console.time()", entry.key());
            console.write(Stream::Err, &text);
        }
        std::collections::hash_map::Entry::Vacant(entry) => {
            entry.insert(Instant::now());
        }
    }
    Ok(())
}

/// `timeLog` (`end` false) and `timeEnd`: `label: 1.234ms`.
fn time_end<'n>(scope: &mut Scope<'n>, args: &Args<'n>, console: &RefCell<Console>, end: bool) -> Result<(), Error> {
    let label = label(scope, args)?;
    let extra = args.rest(scope, 1);
    let extra = if extra.is_empty() { String::new() } else { format!(" {}", scope.format_log(&extra)?) };
    let mut console = console.borrow_mut();
    let started = if end { console.timers.remove(&label) } else { console.timers.get(&label).copied() };
    match started {
        Some(started) => {
            let text = format!("{label}: {}{extra}", elapsed(started));
            console.write(Stream::Out, &text);
        }
        None => console.write(Stream::Err, &format!("Warning: No such label '{label}' for console.timeEnd()")),
    }
    Ok(())
}

/// Elapsed time as node prints it: milliseconds with three decimals, seconds past one.
fn elapsed(started: Instant) -> String {
    let millis = started.elapsed().as_secs_f64() * 1000.0;
    if millis >= 1000.0 { format!("{:.3}s", millis / 1000.0) } else { format!("{millis:.3}ms") }
}

fn count<'n>(scope: &mut Scope<'n>, args: &Args<'n>, console: &RefCell<Console>) -> Result<(), Error> {
    let label = label(scope, args)?;
    let mut console = console.borrow_mut();
    let count = console.counts.entry(label.clone()).or_default();
    *count += 1;
    let text = format!("{label}: {count}");
    console.write(Stream::Out, &text);
    Ok(())
}

fn count_reset<'n>(scope: &mut Scope<'n>, args: &Args<'n>, console: &RefCell<Console>) -> Result<(), Error> {
    let label = label(scope, args)?;
    console.borrow_mut().counts.insert(label, 0);
    Ok(())
}

/// `group(...label)`: prints the label (if any), then indents by two.
fn group<'n>(scope: &mut Scope<'n>, args: &Args<'n>, console: &RefCell<Console>) -> Result<(), Error> {
    let values = args.rest(scope, 0);
    if !values.is_empty() {
        let text = scope.format_log(&values)?;
        console.borrow().write(Stream::Out, &text);
    }
    console.borrow_mut().indent += 2;
    Ok(())
}

/// `console.table(data, columns?)`: rows of an array or object, as node draws them.
fn table<'n>(scope: &mut Scope<'n>, args: &Args<'n>, console: &RefCell<Console>) -> Result<(), Error> {
    let data = args.get(scope, 0);
    let Some(rows) = data.as_object() else {
        return print(scope, args, console, Stream::Out);
    };
    let filter: Option<Vec<String>> = args.get_as(scope, 1).ok().flatten();
    let mut columns: Vec<String> = Vec::new();
    let mut has_values = false;
    let mut cells: Vec<(String, HashMap<String, String>, Option<String>)> = Vec::new();
    for key in rows.keys(scope)? {
        let row: Value = rows.get(scope, key.as_str())?;
        let mut fields = HashMap::new();
        let mut plain = None;
        match row.as_object().filter(|_| !row.is_function()) {
            Some(object) => {
                for field in object.keys(scope)? {
                    let value: Value = object.get(scope, field.as_str())?;
                    if !columns.contains(&field) {
                        columns.push(field.clone());
                    }
                    fields.insert(field, scope.inspect(&value));
                }
            }
            None => {
                has_values = true;
                plain = Some(scope.inspect(&row));
            }
        }
        cells.push((key, fields, plain));
    }
    if let Some(filter) = filter {
        columns = filter;
    }
    let mut header = vec!["(index)".to_string()];
    header.extend(columns.iter().cloned());
    if has_values {
        header.push("Values".to_string());
    }
    let body: Vec<Vec<String>> = cells
        .into_iter()
        .map(|(key, fields, plain)| {
            let mut line = vec![key];
            line.extend(columns.iter().map(|column| fields.get(column).cloned().unwrap_or_default()));
            if has_values {
                line.push(plain.unwrap_or_default());
            }
            line
        })
        .collect();
    console.borrow().write(Stream::Out, &draw_table(&header, &body));
    Ok(())
}

/// A box-drawn table, each cell padded by a space on both sides.
fn draw_table(header: &[String], body: &[Vec<String>]) -> String {
    let widths: Vec<usize> = (0..header.len())
        .map(|column| {
            let cells = std::iter::once(&header[column]).chain(body.iter().map(|row| &row[column]));
            cells.map(|cell| cell.chars().count()).max().unwrap_or(0) + 2
        })
        .collect();
    let rule = |left: &str, middle: &str, right: &str| {
        let parts: Vec<String> = widths.iter().map(|&width| "─".repeat(width)).collect();
        format!("{left}{}{right}", parts.join(middle))
    };
    let row = |cells: &[String]| {
        let parts: Vec<String> = cells
            .iter()
            .zip(&widths)
            .map(|(cell, &width)| format!(" {cell}{}", " ".repeat(width - 1 - cell.chars().count())))
            .collect();
        format!("│{}│", parts.join("│"))
    };
    let mut lines = vec![rule("┌", "┬", "┐"), row(header), rule("├", "┼", "┤")];
    lines.extend(body.iter().map(|cells| row(cells)));
    lines.push(rule("└", "┴", "┘"));
    lines.join("\n")
}
