//! JSON modules through an embedder's loader: the module map is keyed by name and type.

/// One name, "mem:data", is a JavaScript module and a JSON module at once; each import
/// gets the one its `type` attribute asks for, and a JSON module is parsed as JSON.
#[test]
fn json_and_javascript_modules_of_one_name_are_two_modules() {
    struct Memory;
    impl kestrel::ModuleLoader for Memory {
        fn resolve(&self, _referrer: &str, specifier: &str) -> Result<String, String> {
            Ok(format!("mem:{}", specifier.trim_start_matches("./")))
        }
        fn load(&self, name: &str) -> Result<String, String> {
            match name {
                "mem:main" => Ok(concat!(
                    "import json from './data' with { type: 'json' };\n",
                    "import * as jsonNamespace from './data' with { type: 'json' };\n",
                    "import * as jsNamespace from './data';\n",
                    "globalThis.jsonNamespace = jsonNamespace;\n",
                    "globalThis.result = [json, Object.keys(jsonNamespace), Object.keys(jsNamespace).length].join();",
                )
                .to_string()),
                // Both JSON and JavaScript (a module with no exports).
                "mem:data" => Ok("42".to_string()),
                "mem:bad" => Ok("{ 42 }".to_string()),
                other => Err(format!("no module {other}")),
            }
        }
    }
    let mut engine = crate::engine();
    engine.set_module_loader(Memory);
    engine.with(|s| s.run_module("main")).unwrap();
    assert_eq!(engine.eval::<String>("result").unwrap(), "42,default,0");
    // import() finds the same JSON module; JavaScript that is not JSON fails as JSON.
    let script = concat!(
        "import('./data', { with: { type: 'json' } }).then(ns => globalThis.same = ns === jsonNamespace);",
        "import('./bad', { with: { type: 'json' } }).catch(e => globalThis.bad = e.constructor.name);",
    );
    engine.with(|s| s.eval(script).map(drop)).unwrap();
    engine.with(|s| s.run_jobs()).unwrap();
    assert!(engine.eval::<bool>("same").unwrap());
    assert_eq!(engine.eval::<String>("bad").unwrap(), "SyntaxError");
}
