use kestrel::{Engine, EngineOptions};

use super::generate;

#[test]
fn the_same_seed_gives_the_same_program() {
    for seed in [0, 1, 2, 12345, u64::MAX] {
        assert_eq!(generate(seed), generate(seed), "seed {seed}");
    }
}

#[test]
fn different_seeds_give_different_programs() {
    let programs: std::collections::HashSet<String> = (0..50).map(generate).collect();
    assert_eq!(programs.len(), 50);
}

#[test]
fn programs_have_loops_and_print_their_results() {
    for seed in 0..50 {
        let program = generate(seed);
        assert!(program.contains("function t0(n, p, q)"), "seed {seed}:\n{program}");
        assert!(program.contains("print(\"t0\", t0("), "seed {seed}:\n{program}");
        assert!(program.contains("for (") || program.contains("while ("), "seed {seed}:\n{program}");
    }
}

/// The generator's promise: every program parses, runs to its end without throwing, and
/// quickly, in the interpreter.
#[test]
fn programs_parse_and_run_on_the_interpreter() {
    // On the test's own thread: the engine finds itself the stack it needs.
    for seed in 0..60 {
        let program = generate(seed);
        let mut engine = Engine::new(EngineOptions { jit: false, ..EngineOptions::default() }).expect("an engine");
        // Quiet: the output is not what this test checks.
        let silenced = format!("print = function () {{}};\n{program}");
        let started = std::time::Instant::now();
        if let Err(report) = engine.with(|scope| scope.run_script("generated.js", &silenced).map(drop)) {
            panic!("seed {seed} failed in the interpreter: {report}\n{program}");
        }
        let elapsed = started.elapsed();
        assert!(elapsed.as_secs() < 20, "seed {seed} took {elapsed:?}");
    }
}

#[test]
fn programs_have_call_outs() {
    // Some constructs are rare (`.push(` is in about one program in forty), so enough
    // seeds that a change to how the generator draws does not leave one out by chance.
    let programs: String = (0..300).map(generate).collect();
    let constructs = [
        "new Map(",
        ".push(",
        "charAt(",
        "= new K",
        "= new KC",
        "= new KD",
        ".forEach(",
        " of ",
        " in ",
        " in a",
        "catch (e)",
        "valueOf()",
        "get g()",
        "    class L",
        "#v in o",
        ".prototype.add.call(",
        "(...[",
        "...r",
    ];
    for construct in constructs {
        assert!(programs.contains(construct), "no program of seeds 0..300 has {construct:?}");
    }
}
