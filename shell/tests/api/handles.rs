use kestrel::{Error, Persistent};

use crate::{engine, stressed_engine};

/// The case that was unsound before the API had handles: a value from one script kept in
/// Rust while others run and collect. Under collection at every allocation, an unrooted
/// string would be freed and its cell reused by another string.
#[test]
fn a_value_survives_later_scripts_and_collections() {
    let mut engine = stressed_engine(1);
    engine
        .with(|s| {
            let kept = s.eval("'kept-' + 'string'.repeat(3)")?;
            let object = s.eval("({ name: 'an object', list: [1, 2, 3] })")?.as_object().expect("an object");
            for i in 0..20 {
                s.eval(&format!("var junk{i} = 'junk'.repeat({i}) + {i}; [1, 2, 3].map(String).join()"))?;
            }
            s.collect_garbage();
            assert_eq!(kept.as_string().as_deref(), Some("kept-stringstringstring"));
            assert_eq!(object.get::<String>(s, "name")?, "an object");
            assert_eq!(object.get::<Vec<i32>>(s, "list")?, vec![1, 2, 3]);
            Ok::<(), Error>(())
        })
        .unwrap();
}

#[test]
fn persistent_values_outlive_their_scope() {
    let mut engine = stressed_engine(7);
    let kept: Persistent = engine.with(|s| s.eval("({ count: 41 })").map(|value| value.persist(s))).unwrap();
    engine.with(|s| s.eval("for (let i = 0; i < 1000; i++) ({ i }); gc && 0").map(drop)).ok();
    let count: f64 = engine
        .with(|s| {
            s.collect_garbage();
            let object = kept.get(s)?.as_object().expect("an object");
            object.get(s, "count")
        })
        .unwrap();
    assert_eq!(count, 41.0);
}

#[test]
fn persistent_values_belong_to_their_engine() {
    let mut first = engine();
    let mut second = engine();
    let kept = first.with(|s| s.eval("[1]").map(|value| value.persist(s))).unwrap();
    let other = second.with(|s| kept.get(s).map(drop));
    assert!(matches!(other, Err(Error::WrongEngine)));
    drop(first);
    let gone = second.with(|s| kept.get(s).map(drop));
    assert!(matches!(gone, Err(Error::EngineGone)));
}

/// Persistents may be dropped on another thread; the engine frees their roots later.
#[test]
fn persistent_values_are_send_and_may_be_dropped_anywhere() {
    fn is_send_sync<T: Send + Sync>(_: &T) {}
    let mut engine = stressed_engine(11);
    let kept: Vec<Persistent> = engine
        .with(|s| {
            (0..100).map(|i| s.eval(&format!("({{ i: {i} }})")).map(|v| v.persist(s))).collect::<Result<Vec<_>, _>>()
        })
        .unwrap();
    is_send_sync(&kept);
    std::thread::spawn(move || drop(kept)).join().unwrap();
    engine.with(|s| s.eval("for (let i = 0; i < 1000; i++) ({ i })").map(drop)).unwrap();
}

#[test]
fn clones_of_a_value_root_it_independently() {
    let mut engine = stressed_engine(1);
    engine
        .with(|s| {
            let original = s.eval("[1, 2, 3].map(x => 'v' + x)")?;
            let copy = original.clone();
            drop(original);
            s.eval("'a'.repeat(100) + 'b'.repeat(100)")?;
            assert_eq!(copy.get::<Vec<String>>(s)?, ["v1", "v2", "v3"]);
            Ok::<(), Error>(())
        })
        .unwrap();
}
