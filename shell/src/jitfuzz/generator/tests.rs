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

/// The lines of the programs of seeds 0..200, with their indentation in levels.
fn lines_of_many_programs() -> Vec<(usize, String)> {
    (0..200)
        .flat_map(|seed| {
            let program = generate(seed);
            let lines: Vec<(usize, String)> = program
                .lines()
                .map(|line| {
                    let text = line.trim_start();
                    ((line.len() - text.len()) / 4, text.to_string())
                })
                .collect();
            lines
        })
        .collect()
}

/// Whether `line` turns a local into an int32 from itself (`v1 = ((v1 + i2) | 0);`), as
/// `trees.rs` writes it.
fn assigns_int(line: &str) -> bool {
    let Some((local, value)) = line.split_once(" = ") else { return false };
    value.starts_with(&format!("(({local} ")) && (value.ends_with(") | 0);") || value.ends_with(") >> 1);"))
}

/// Whether `line` turns a local into a double from itself (`v1 = (v1 * 0.5);`).
fn assigns_double(line: &str) -> bool {
    let Some((local, value)) = line.split_once(" = ") else { return false };
    value.starts_with(&format!("({local} "))
        && ["* 0.5);", "+ 0.25);", "/ 3);", "+ 2147483648);"].iter().any(|end| value.ends_with(end))
}

/// The shapes trace trees grow on (`trees.rs`): if the generator stops making one, the
/// fuzzer stops testing the JIT on it.
#[test]
fn programs_have_branches_on_data_with_arms_of_different_types() {
    let programs: String = (0..200).map(generate).collect();
    for construct in [
        // Alternating every iteration, rarely, once partway.
        "& 1) === 0)",
        "% 17) === ",
        " / 2)))",
        // On an element, a property, a local and the counter.
        ".length)] ",
        "if ((a",
        "if ((o",
        " & 1)) {",
    ] {
        assert!(programs.contains(construct), "no program of seeds 0..200 has {construct:?}");
    }
    // An int32 in one arm and a double in the other: the side trace brings a changed type
    // back to the loop.
    let lines = lines_of_many_programs();
    let typed_arms = |first: fn(&str) -> bool, second: fn(&str) -> bool| {
        lines.windows(2).enumerate().any(|(at, pair)| {
            let ((depth, header), (_, arm)) = (&pair[0], &pair[1]);
            if !(header.starts_with("if (") && header.ends_with(") {") && first(arm)) {
                return false;
            }
            let rest = &lines[at + 2..];
            let close = rest.iter().position(|(d, text)| d == depth && text.starts_with('}'));
            close
                .is_some_and(|close| rest[close].1 == "} else {" && rest.get(close + 1).is_some_and(|(_, l)| second(l)))
        })
    };
    assert!(typed_arms(assigns_int, assigns_double), "no branch of seeds 0..200 has an int32 arm, then a double one");
    assert!(typed_arms(assigns_double, assigns_int), "no branch of seeds 0..200 has a double arm, then an int32 one");
}

#[test]
fn programs_have_short_inner_loops() {
    let lines = lines_of_many_programs();
    // Inside a test function's loop (a body two levels in): `for (let j` of two to eight
    // trips, or from the outer counter to 6.
    let inner = |bounded: fn(&str) -> bool| {
        lines.iter().any(|(depth, text)| *depth >= 2 && text.starts_with("for (let j") && bounded(text))
    };
    assert!(inner(|text| (2..=8).any(|k| text.contains(&format!(" < {k}; ")))), "no inner loop of a few trips");
    assert!(inner(|text| text.contains(" = (i") && text.contains(" & 3); ")), "no inner loop from the outer counter");
    assert!(inner(|text| text.contains(" < (i") && text.contains(" & 7); ")), "no inner loop to the outer counter");
    // A helper with a short loop, called from a test function's loop.
    let programs: Vec<String> = (0..200).map(generate).collect();
    let called = programs.iter().any(|program| {
        let lines: Vec<&str> = program.lines().collect();
        lines.windows(3).any(|window| {
            let Some(name) = window[0].strip_prefix("function h").and_then(|rest| rest.split('(').next()) else {
                return false;
            };
            let short = window[2].trim_start().starts_with("for (let k")
                && (2..=8).any(|k| window[2].contains(&format!(" < {k}; ")));
            short && lines.iter().any(|line| line.starts_with("        ") && line.contains(&format!(" = h{name}(")))
        })
    });
    assert!(called, "no program of seeds 0..200 calls a helper with a short loop from a loop");
}

#[test]
fn programs_have_short_lived_objects_in_loop_bodies() {
    let lines = lines_of_many_programs();
    let made = |what: fn(&str) -> bool| lines.iter().any(|(depth, text)| *depth >= 3 && what(text));
    assert!(made(|text| text.starts_with("const pt") && text.contains(" = { x: ")), "no object literal");
    assert!(made(|text| text.starts_with("const pt") && text.contains(" = [")), "no array literal");
    assert!(made(|text| text.starts_with("const pt") && text.contains("y: [")), "no array in an object");
    // Fields that must come out exact: -0, the int32 limits, doubles.
    for field in ["(-0)", "2147483647", "(-2147483648)", "0.5", " * -0)"] {
        let has = lines.iter().any(|(depth, text)| *depth >= 3 && text.starts_with("const pt") && text.contains(field));
        assert!(has, "no short-lived object has a field {field:?}");
    }
    // Read in the iteration, then escaping: always, only on a rare branch, into an array,
    // into a helper.
    let programs: String = (0..200).map(generate).collect();
    for construct in [".x * pt", ") es", " = pt", ".push(pt", "] = pt", "hs0(pt"] {
        assert!(programs.contains(construct), "no program of seeds 0..200 has {construct:?}");
    }
    assert!(
        lines.iter().any(|(_, text)| text.starts_with("es") && text.contains(" = pt")),
        "no short-lived object always escapes"
    );
    assert!(
        lines.iter().any(|(_, text)| text.starts_with("if (((i") && text.contains(" === 0)) es")),
        "no short-lived object escapes on a rare branch"
    );
}
