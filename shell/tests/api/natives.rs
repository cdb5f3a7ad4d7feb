use std::cell::{Cell, RefCell};
use std::rc::Rc;

use kestrel::{Error, Function, Value};

use crate::{engine, stressed_engine};

#[test]
fn closures_keep_rust_state() {
    let mut engine = engine();
    let calls = Rc::new(Cell::new(0));
    let log = Rc::new(RefCell::new(Vec::new()));
    let (counted, logged) = (calls.clone(), log.clone());
    engine
        .with(|s| {
            let record = Function::new(s, "record", 1, move |s, args| {
                counted.set(counted.get() + 1);
                logged.borrow_mut().push(args.get(s, 0).to_string(s)?);
                s.value(counted.get())
            })?;
            s.global().set(s, "record", record)?;
            let last: u32 = s.eval_as("for (let i = 0; i < 100; i++) record(i); record('end')")?;
            assert_eq!(last, 101);
            Ok::<(), Error>(())
        })
        .unwrap();
    assert_eq!(calls.get(), 101);
    assert_eq!(log.borrow().last().map(String::as_str), Some("end"));
}

#[test]
fn typed_functions_convert_their_arguments() {
    let mut engine = engine();
    engine
        .with(|s| {
            let join = Function::from_fn(s, "join", |(words, separator): (Vec<String>, Option<String>)| {
                words.join(separator.as_deref().unwrap_or(" "))
            })?;
            s.global().set(s, "join", join)?;
            assert_eq!(s.eval_as::<String>("join(['a', 'b'], '-') + join(['c', 'd'])")?, "a-bc d");
            let wrong: bool = s.eval_as("try { join(1); false } catch (e) { e instanceof TypeError }")?;
            assert!(wrong);
            Ok::<(), Error>(())
        })
        .unwrap();
}

/// Captures are traced: they live as long as the function, collections or not, and a
/// capture that refers back to the function is no leak the collector cannot free.
#[test]
fn captures_live_as_long_as_the_function() {
    let mut engine = stressed_engine(3);
    engine
        .with(|s| {
            let state = s.eval("({ hits: 0 })")?;
            let counter = Function::with_captures(s, "hit", 0, &[state], |s, args| {
                let state = args.capture(s, 0).as_object().expect("the state object");
                let hits: f64 = state.get(s, "hits")?;
                state.set(s, "hits", hits + 1.0)?;
                s.value(hits + 1.0)
            })?;
            s.global().set(s, "hit", counter)?;
            s.eval("for (let i = 0; i < 200; i++) { hit(); [i, i + 1].map(String); }")?;
            s.collect_garbage();
            assert_eq!(s.eval_as::<f64>("hit()")?, 201.0);
            Ok::<(), Error>(())
        })
        .unwrap();
}

#[test]
fn constructors_see_new() {
    let mut engine = engine();
    engine
        .with(|s| {
            let make = Function::new_constructor(s, "Made", 0, |s, args| {
                if !args.is_construct() {
                    return Err(Error::type_error("use new"));
                }
                let object = s.new_object()?;
                object.set(s, "made", true)?;
                Ok(Value::from(object))
            })?;
            s.global().set(s, "Made", make)?;
            assert!(s.eval_as::<bool>("new Made().made")?);
            assert!(s.eval_as::<bool>("try { Made(); false } catch (e) { e instanceof TypeError }")?);
            Ok::<(), Error>(())
        })
        .unwrap();
}

/// A panic in a native does not unwind through the engine: the script ends, and the panic
/// resumes at the outermost call, after which the engine still works.
#[test]
fn a_panic_in_a_native_resumes_outside_the_engine() {
    let mut engine = engine();
    engine
        .with(|s| {
            let boom = Function::new(s, "boom", 0, |_, _| panic!("native panic"))?;
            s.global().set(s, "boom", boom)
        })
        .unwrap();
    let panicked = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
        engine.with(|s| s.eval("try { boom() } catch (e) {} 'not reached'").map(drop))
    }));
    let payload = panicked.expect_err("the panic comes back");
    assert_eq!(payload.downcast_ref::<&str>(), Some(&"native panic"));
    assert_eq!(engine.eval::<f64>("6 * 7").unwrap(), 42.0);
}

/// A function whose capture refers back to it is garbage like any cycle once nothing else
/// holds it (a capture is traced, not a root).
#[test]
fn a_cycle_through_a_capture_is_collected() {
    let mut engine = stressed_engine(101);
    engine
        .with(|s| {
            let state = s.new_object()?;
            let function = Function::with_captures(s, "f", 0, &[Value::from(state.clone())], |s, _| Ok(s.undefined()))?;
            state.set(s, "owner", &function)?;
            let make_weak: Function = s.eval_as("(target) => { globalThis.weak = new WeakRef(target); }")?;
            make_weak.call::<()>(s, (), (function,))
        })
        .unwrap();
    // The WeakRef keeps its target until the end of the job that made it.
    engine.with(|s| s.run_jobs()).unwrap();
    engine.with(|s| s.collect_garbage());
    assert!(engine.eval::<bool>("weak.deref() === undefined").unwrap());
}
