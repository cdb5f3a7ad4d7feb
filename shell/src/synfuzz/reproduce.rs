//! `--minimize SEED`: from a failing seed to the smallest program that fails the same way.
//! A program seed's program is shrunk by its structure; a size family's first failing size
//! is found (n, 4n, 16n, ..., then a bisection), and its program shrunk the same way.

use std::time::Duration;

use crate::cliff;
use crate::fuzzcore::options::Options;
use crate::fuzzcore::paths::Paths;
use crate::generator::{self, Family, Program};
use crate::minimize;
use crate::runner::{self, Vm};
use crate::verdict::{self, Failure, Verdict};
use crate::{Own, is_family};

/// The time `--minimize` takes at most without `--time`.
const MINIMIZE_TIME: Duration = Duration::from_secs(600);

/// How `program` fails when run, if it does.
fn failure_of(vm: &Vm, paths: &Paths, name: &str, program: &Program) -> Option<Failure> {
    match verdict::judge(&runner::run(vm, &paths.work, name, program, &program.node.render())) {
        Verdict::Fine => None,
        Verdict::Finding(failure) => Some(failure),
    }
}

/// The smallest size at which `family` fails, and how: sizes grow by four until one fails,
/// then a bisection between the last that passed and the first that failed.
fn smallest_failing_size(family: &Family, own: &Own, vm: &Vm, paths: &Paths, name: &str) -> Option<(Program, Failure)> {
    let mut passed = 0;
    let mut n = cliff::START;
    let (mut failing, target) = loop {
        let program = family.program(n);
        if program.node.render().len() > own.settings.max_size {
            return None;
        }
        if let Some(failure) = failure_of(vm, paths, name, &program) {
            break (n, failure);
        }
        passed = n;
        n *= 4;
    };
    while failing - passed > 1 {
        let middle = passed + (failing - passed) / 2;
        if failure_of(vm, paths, name, &family.program(middle)).as_ref() == Some(&target) {
            failing = middle;
        } else {
            passed = middle;
        }
    }
    eprintln!("synfuzz: the family fails from n = {failing} on");
    Some((family.program(failing), target))
}

/// `--minimize SEED`: shrinks the program of `seed` while it fails the same way; writes it
/// and prints its builder. Whether the seed failed at all is not a finding of this run: it
/// returns true either way unless something went wrong.
pub fn minimize(seed: u64, options: &Options, own: &Own, paths: &Paths, vm: &Vm) -> Result<bool, String> {
    let name = format!("seed-{seed}-minimizing");
    let failing = if own.cliffs && is_family(seed) {
        let family = Family::of(seed);
        eprintln!(
            "synfuzz: seed {seed} is a size family ({}); looking for its smallest failing size",
            family.describe()
        );
        smallest_failing_size(&family, own, vm, paths, &name)
    } else {
        let program = generator::generate(seed, own.settings);
        failure_of(vm, paths, &name, &program).map(|failure| (program, failure))
    };
    let Some((program, target)) = failing else {
        println!("synfuzz: seed {seed} ends with a value or an exception; nothing to minimize");
        return Ok(true);
    };
    let text = program.node.render();
    eprintln!("synfuzz: seed {seed}: {} ({} bytes); shrinking", target.signature, text.len());
    let budget = options.time.unwrap_or(MINIMIZE_TIME);
    let shrunk = minimize::shrink(program.node.clone(), &target, budget, |candidate| {
        failure_of(vm, paths, &name, &Program { node: candidate.clone(), ..program.clone() })
    });
    let small = Program { node: shrunk.node, ..program };
    let small_text = small.node.render();
    let script = runner::script_path(&paths.out, &format!("seed-{seed}-min"), &small);
    std::fs::write(&script, &small_text).map_err(|error| format!("cannot write {}: {error}", script.display()))?;
    println!(
        "synfuzz: seed {seed}: {}: {} bytes -> {} bytes in {} runs{}\n  {}\n  {}",
        target.signature,
        text.len(),
        small_text.len(),
        shrunk.tests,
        if shrunk.out_of_time { " (out of time: it may shrink further)" } else { "" },
        script.display(),
        vm.command(&script),
    );
    let builder = small.node.as_builder();
    if builder.len() <= 4000 {
        println!("the program is the value of: {builder}");
    }
    Ok(true)
}
