use std::collections::{BTreeMap, HashMap};

use kestrel::{Error, Null, Undefined};

use crate::engine;

#[test]
fn rust_values_round_trip() {
    let mut engine = engine();
    engine
        .with(|s| {
            let global = s.global();
            global.set(s, "n", 42)?;
            global.set(s, "f", 2.5)?;
            global.set(s, "t", true)?;
            global.set(s, "text", "héllo")?;
            global.set(s, "list", vec![1, 2, 3])?;
            global.set(s, "pair", ("a", 1))?;
            global.set(s, "none", None::<i32>)?;
            global.set(s, "some", Some("x"))?;
            global.set(s, "map", BTreeMap::from([("a", 1), ("b", 2)]))?;
            global.set(s, "u", Undefined)?;
            global.set(s, "z", Null)?;
            let check = "n === 42 && f === 2.5 && t === true && text === 'héllo' && list.join() === '1,2,3' \
                         && pair[0] === 'a' && pair[1] === 1 && none === undefined && some === 'x' \
                         && map.a === 1 && map.b === 2 && u === undefined && z === null";
            assert!(s.eval_as::<bool>(check)?);
            assert_eq!(global.get::<i32>(s, "n")?, 42);
            assert_eq!(global.get::<u8>(s, "n")?, 42);
            assert_eq!(global.get::<f64>(s, "f")?, 2.5);
            assert_eq!(global.get::<String>(s, "text")?, "héllo");
            assert_eq!(global.get::<Vec<i64>>(s, "list")?, vec![1, 2, 3]);
            assert_eq!(global.get::<(String, u32)>(s, "pair")?, ("a".to_string(), 1));
            assert_eq!(global.get::<Option<i32>>(s, "none")?, None);
            assert_eq!(global.get::<Option<String>>(s, "some")?, Some("x".to_string()));
            let map: HashMap<String, i32> = global.get(s, "map")?;
            assert_eq!(map, HashMap::from([("a".to_string(), 1), ("b".to_string(), 2)]));
            Ok::<(), Error>(())
        })
        .unwrap();
}

#[test]
fn conversions_check_types_and_ranges() {
    let mut engine = engine();
    engine.with(|s| {
        let fails = |result: Result<(), Error>| matches!(result, Err(Error::Conversion { .. }));
        assert!(fails(s.eval_as::<i32>("1.5").map(drop)));
        assert!(fails(s.eval_as::<u8>("256").map(drop)));
        assert!(fails(s.eval_as::<u32>("-1").map(drop)));
        assert!(fails(s.eval_as::<String>("42").map(drop)));
        assert!(fails(s.eval_as::<bool>("'true'").map(drop)));
        assert!(fails(s.eval_as::<Vec<i32>>("({ length: 1, 0: 1 })").map(drop)));
        assert!(fails(s.eval_as::<Vec<i32>>("[1, 'two']").map(drop)));
        let error = s.eval_as::<i32>("'text'").unwrap_err();
        assert!(error.to_string().contains("i32"), "{error}");
    });
}

#[test]
fn calling_and_constructing_from_rust() {
    let mut engine = engine();
    engine
        .with(|s| {
            s.eval(
                "function add(a, b) { return a + b; } class Point { constructor(x, y) { this.x = x; this.y = y; } }",
            )?;
            let global = s.global();
            let add: kestrel::Function = global.get(s, "add")?;
            assert_eq!(add.call::<f64>(s, (), (40, 2))?, 42.0);
            assert_eq!(add.call::<String>(s, (), ("a", "b"))?, "ab");
            let point: kestrel::Function = s.eval_as("Point")?;
            let p = point.construct(s, (3, 4))?;
            assert!(p.get::<(f64, f64)>(s, "x").is_err());
            assert_eq!(p.get::<i32>(s, "x")? + p.get::<i32>(s, "y")?, 7);
            assert_eq!(p.keys(s)?, ["x", "y"]);
            let object = s.new_object()?;
            object.set(s, "k", "v")?;
            assert!(object.has(s, "k")?);
            assert!(object.delete(s, "k")?);
            assert!(!object.has(s, "k")?);
            Ok::<(), Error>(())
        })
        .unwrap();
}
