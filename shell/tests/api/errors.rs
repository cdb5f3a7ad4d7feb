use kestrel::{Error, ErrorKind};

use crate::engine;

#[test]
fn an_exception_keeps_the_thrown_value_and_its_text() {
    let mut engine = engine();
    let error =
        engine.with(|s| s.eval("function f() { throw new TypeError('bad thing'); }\nf();").map(drop)).unwrap_err();
    let exception = error.exception().expect("an exception");
    assert_eq!(exception.message(), "TypeError: bad thing");
    assert!(exception.text().contains("at f"), "{}", exception.text());
    let message: String = engine
        .with(|s| {
            let value = exception.value(s)?.as_object().expect("the error object");
            value.get(s, "message")
        })
        .unwrap();
    assert_eq!(message, "bad thing");
}

#[test]
fn errors_are_std_errors_that_cross_threads() {
    fn check<E: std::error::Error + Send + Sync + 'static>(_: &E) {}
    let mut engine = engine();
    let error = engine.with(|s| s.eval("throw { code: 7 }").map(drop)).unwrap_err();
    check(&error);
    let text = std::thread::spawn(move || error.to_string()).join().unwrap();
    assert!(text.contains("[object Object]") || text.contains("code"), "{text}");
}

#[test]
fn syntax_errors_say_where() {
    let mut engine = engine();
    let error = engine.with(|s| s.run_script("broken.js", "let x = ;").map(drop)).unwrap_err();
    match error {
        Error::Syntax(syntax) => {
            assert_eq!((syntax.file.as_str(), syntax.line), ("broken.js", 1));
            assert!(!syntax.incomplete);
        }
        other => panic!("not a syntax error: {other}"),
    }
    let open = engine.with(|s| s.eval("{ let y = 1;").map(drop)).unwrap_err();
    assert!(matches!(open, Error::Syntax(ref syntax) if syntax.incomplete), "{open}");
}

#[test]
fn natives_throw_errors_javascript_can_catch() {
    let mut engine = engine();
    engine
        .with(|s| {
            let fail = kestrel::Function::new(s, "fail", 0, |_, _| Err(Error::range_error("too far")))?;
            s.global().set(s, "fail", fail)?;
            let caught: String = s.eval_as("try { fail() } catch (e) { `${e instanceof RangeError}:${e.message}` }")?;
            assert_eq!(caught, "true:too far");
            let error = s.new_error(ErrorKind::TypeError, "made in Rust")?;
            assert_eq!(error.get::<String>(s, "message")?, "made in Rust");
            // An exception from a JavaScript call, passed on by a native, is the same value.
            let rethrow = kestrel::Function::new(s, "rethrow", 1, |s, args| {
                let f = args.get_as::<kestrel::Function>(s, 0)?;
                f.call(s, (), ())
            })?;
            s.global().set(s, "rethrow", rethrow)?;
            let same: bool =
                s.eval_as("const boom = {}; try { rethrow(() => { throw boom }) } catch (e) { e === boom }")?;
            assert!(same);
            Ok::<(), Error>(())
        })
        .unwrap();
}

/// Modules come from the embedder's loader.
#[test]
fn modules_load_through_the_embedders_loader() {
    struct Memory;
    impl kestrel::ModuleLoader for Memory {
        fn resolve(&self, _referrer: &str, specifier: &str) -> Result<String, String> {
            Ok(format!("mem:{}", specifier.trim_start_matches("./")))
        }
        fn load(&self, name: &str) -> Result<String, String> {
            match name {
                "mem:main" => Ok("import { twice } from './math'; globalThis.result = twice(21);".to_string()),
                "mem:math" => Ok("export const twice = x => x * 2; export const url = import.meta.url;".to_string()),
                other => Err(format!("no module {other}")),
            }
        }
    }
    let mut engine = crate::engine();
    engine.set_module_loader(Memory);
    engine.with(|s| s.run_module("main")).unwrap();
    assert_eq!(engine.eval::<f64>("result").unwrap(), 42.0);
    let missing = engine.with(|s| s.eval("import('./nowhere').catch(e => globalThis.failed = e.message)").map(drop));
    missing.unwrap();
    engine.with(|s| s.run_jobs()).unwrap();
    assert!(engine.eval::<String>("failed").unwrap().contains("no module mem:nowhere"));
}
