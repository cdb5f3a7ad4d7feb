//! What `synfuzz` writes for a finding: the program exactly as it ran (`seed-N.js` or
//! `.mjs`: a report inside it could change how a truncated program parses), and beside it
//! `seed-N.txt` with the failure, the command, the shapes, the outcome and a one-line
//! builder of the program. A run's summary counts findings by signature.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use crate::fuzzcore::child::Outcome;
use crate::fuzzcore::report;
use crate::generator::{Program, Shape};
use crate::runner::{self, Vm};
use crate::verdict::Failure;

/// The longest builder written into a report (a program of many distinct parts has a
/// builder as long as itself).
const BUILDER_CAP: usize = 4000;

/// A finding to write.
pub struct Finding<'a> {
    pub seed: u64,
    pub name: String,
    pub failure: &'a Failure,
    pub program: &'a Program,
    pub text: &'a str,
    pub outcome: &'a Outcome,
    /// What else a reader should know (a cliff's timings, the size of a family's run).
    pub note: String,
}

/// Writes the program and its report into `dir`; the report's path.
pub fn write(dir: &Path, vm: &Vm, finding: &Finding) -> std::io::Result<PathBuf> {
    let script = runner::script_path(dir, &finding.name, finding.program);
    std::fs::write(&script, finding.text)?;
    let mut text = format!(
        "synfuzz: seed {}: {}\n{}program: {} ({} bytes)\nrun: {}\nshapes: {}\n",
        finding.seed,
        finding.failure.signature,
        finding.note,
        script.display(),
        finding.text.len(),
        vm.command(&script),
        shape_list(&finding.program.shapes),
    );
    let builder = finding.program.node.as_builder();
    if builder.len() <= BUILDER_CAP {
        text.push_str(&format!("the program is the value of: {builder}\n"));
    }
    text.push_str(&report::describe("vm", finding.outcome, |text| text.to_string()));
    let path = dir.join(format!("{}.txt", finding.name));
    std::fs::write(&path, text)?;
    Ok(path)
}

/// The shapes of a program, each once, in order of first appearance.
pub fn shape_list(shapes: &[Shape]) -> String {
    let mut seen = Vec::new();
    for shape in shapes {
        if !seen.contains(shape) {
            seen.push(*shape);
        }
    }
    seen.iter().map(|shape| format!("{shape:?}")).collect::<Vec<_>>().join(", ")
}

/// Findings by signature: how many, the first seeds, the first report.
#[derive(Default)]
pub struct Tally {
    by_signature: BTreeMap<String, Entry>,
}

#[derive(Default)]
struct Entry {
    count: u64,
    seeds: Vec<u64>,
    report: Option<PathBuf>,
}

/// Seeds listed per signature in the summary.
const SEEDS_SHOWN: usize = 8;

impl Tally {
    /// Counts a finding; whether its files should be written (the first few of each
    /// signature are, so that a run that meets the same defect a thousand times does not
    /// write a thousand programs).
    pub fn add(&mut self, failure: &Failure, seed: u64) -> bool {
        let entry = self.by_signature.entry(failure.signature.clone()).or_default();
        entry.count += 1;
        if entry.seeds.len() < SEEDS_SHOWN {
            entry.seeds.push(seed);
        }
        entry.count <= 3
    }

    pub fn written(&mut self, failure: &Failure, report: PathBuf) {
        if let Some(entry) = self.by_signature.get_mut(&failure.signature) {
            entry.report.get_or_insert(report);
        }
    }

    pub fn total(&self) -> u64 {
        self.by_signature.values().map(|entry| entry.count).sum()
    }

    /// One line per signature, the most frequent first.
    pub fn summary(&self) -> String {
        let mut entries: Vec<(&String, &Entry)> = self.by_signature.iter().collect();
        entries.sort_by(|a, b| b.1.count.cmp(&a.1.count).then(a.0.cmp(b.0)));
        let mut text = String::new();
        for (signature, entry) in entries {
            let mut seeds: Vec<String> = entry.seeds.iter().map(u64::to_string).collect();
            if entry.count > entry.seeds.len() as u64 {
                seeds.push("...".to_string());
            }
            let report = entry.report.as_ref().map(|path| format!(" ({})", path.display())).unwrap_or_default();
            text.push_str(&format!("  {} x {signature}: seeds {}{report}\n", entry.count, seeds.join(" ")));
        }
        text
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_tally_counts_by_signature_and_writes_the_first_few() {
        let mut tally = Tally::default();
        let (a, b) = (Failure::new("a"), Failure::new("b"));
        let written: Vec<bool> = (0..5).map(|seed| tally.add(&a, seed)).collect();
        assert_eq!(written, [true, true, true, false, false]);
        assert!(tally.add(&b, 9));
        assert_eq!(tally.total(), 6);
        assert_eq!(tally.summary(), "  5 x a: seeds 0 1 2 3 4\n  1 x b: seeds 9\n");
    }
}
