//! Runs untrusted JavaScript in a sandbox: an engine with no host functions but the two
//! it is given, a time limit, and errors reported with what was thrown.
//!
//!     cargo run --release -p kestrel --example sandbox
//!
//! The natives keep Rust state (a word count and a log), take and return Rust values, and
//! one of them keeps a JavaScript object alive as a capture.

use std::cell::RefCell;
use std::collections::BTreeMap;
use std::rc::Rc;
use std::time::Duration;

use kestrel::{Engine, EngineOptions, Error, Function, Value};

fn main() -> Result<(), Error> {
    let options = EngineOptions { time_limit: Some(Duration::from_millis(500)), ..EngineOptions::default() };
    let mut engine = Engine::new(options)?;

    // State the host keeps, shared with the natives.
    let log = Rc::new(RefCell::new(Vec::<String>::new()));
    let words = Rc::new(RefCell::new(BTreeMap::<String, u32>::new()));

    engine.with(|s| {
        let global = s.global();

        // A typed native: Rust arguments in, a Rust value out.
        let counted = words.clone();
        let count = Function::from_fn(s, "count", move |(text,): (String,)| {
            let mut words = counted.borrow_mut();
            for word in text.split_whitespace() {
                *words.entry(word.to_lowercase()).or_default() += 1;
            }
            words.len() as u32
        })?;
        global.set(s, "count", count)?;

        // A native with a JavaScript object as its capture: the collector keeps it.
        let settings = s.eval("({ prefix: '[script]' })")?;
        let logged = log.clone();
        let report = Function::with_captures(s, "report", 1, &[settings], move |s, args| {
            let settings = args.capture(s, 0).as_object().expect("the settings object");
            let prefix: String = settings.get(s, "prefix")?;
            let line = args.get(s, 0).to_string(s)?;
            logged.borrow_mut().push(format!("{prefix} {line}"));
            Ok(s.undefined())
        })?;
        global.set(s, "report", report)?;
        Ok::<(), Error>(())
    })?;

    // Untrusted code: it sees the standard library and the two functions, nothing else.
    let scripts = [
        "count('the quick brown fox jumps over the lazy dog the end'); report(`print is ${typeof print}`)",
        "report(JSON.stringify([1, 2, 3].map(x => x * x)))",
        "null.property",
        "while (true) {}",
        "report('still running after the time limit')",
    ];
    for script in scripts {
        match engine.with(|s| s.eval(script).map(drop)) {
            Ok(()) => {}
            Err(Error::Terminated(reason)) => println!("stopped: {reason:?}"),
            Err(error @ Error::Exception(_)) => {
                let exception = error.exception().expect("an exception");
                // The thrown value itself, back in the engine.
                let message = engine.with(|s| -> Result<String, Error> {
                    let value: Value = exception.value(s)?;
                    value.as_object().map_or(Ok(String::new()), |error| error.get(s, "message"))
                })?;
                println!("threw at {}: {message}", exception.location().unwrap_or("?"));
            }
            Err(other) => return Err(other),
        }
    }

    for line in log.borrow().iter() {
        println!("{line}");
    }
    let top: Vec<_> = words.borrow().iter().filter(|(_, n)| **n > 1).map(|(w, n)| format!("{w}={n}")).collect();
    println!("words seen more than once: {}", top.join(", "));
    Ok(())
}
