//! How long each run of the stress suite took last time on a vm (`target/jstests/durations-vm`
//! for `target/release/vm`, one `millis mode path` a line), so that the next run starts the
//! longest ones first. With two workers, one 20-second run that starts last makes the suite
//! 20 seconds longer; started first, it overlaps everything else. Runs not seen before are
//! guessed from their mode.

use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::time::Duration;

use super::modes::Mode;

#[derive(Default)]
pub struct Durations {
    file: Option<PathBuf>,
    known: HashMap<(Mode, String), Duration>,
}

impl Durations {
    /// The durations recorded in `file`, if it exists and reads cleanly (it is only a
    /// hint: a damaged line is ignored).
    pub fn load(file: PathBuf) -> Durations {
        let text = std::fs::read_to_string(&file).unwrap_or_default();
        let known = text.lines().filter_map(parse_line).collect();
        Durations { file: Some(file), known }
    }

    /// How long a run of `path` in `mode` is expected to take.
    pub fn estimate(&self, mode: Mode, path: &str) -> Duration {
        self.known.get(&(mode, path.to_string())).copied().unwrap_or_else(|| guess(mode))
    }

    pub fn record(&mut self, mode: Mode, path: &str, elapsed: Duration) {
        self.known.insert((mode, path.to_string()), elapsed);
    }

    /// Writes the durations back (those of files that still exist, relative to `root`).
    pub fn save(&self, root: &Path) {
        let Some(file) = &self.file else { return };
        let mut lines: Vec<String> = self
            .known
            .iter()
            .filter(|((_, path), _)| root.join(path).is_file())
            .map(|((mode, path), elapsed)| format!("{} {} {path}", elapsed.as_millis(), mode.name()))
            .collect();
        lines.sort();
        if let Some(dir) = file.parent() {
            let _ = std::fs::create_dir_all(dir);
        }
        // A lost write only costs the next run its schedule.
        let _ = std::fs::write(file, lines.join("\n") + "\n");
    }
}

fn parse_line(line: &str) -> Option<((Mode, String), Duration)> {
    let mut parts = line.splitn(3, ' ');
    let millis: u64 = parts.next()?.parse().ok()?;
    let mode = Mode::from_name(parts.next()?)?;
    let path = parts.next()?.to_string();
    Some(((mode, path), Duration::from_millis(millis)))
}

/// A run's expected time before it has been measured: the modes that collect often are
/// several times slower than the others.
fn guess(mode: Mode) -> Duration {
    match mode {
        Mode::GcStress => Duration::from_millis(100),
        Mode::Poison => Duration::from_millis(30),
        Mode::Default | Mode::NoJit | Mode::EagerJit | Mode::VerifyHeap => Duration::from_millis(10),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lines_round_trip_and_bad_ones_are_ignored() {
        assert_eq!(
            parse_line("1500 gc-stress JSTests/stress/a b.js"),
            Some(((Mode::GcStress, "JSTests/stress/a b.js".into()), Duration::from_millis(1500)))
        );
        assert_eq!(parse_line("x default a.js"), None);
        assert_eq!(parse_line("5 fast a.js"), None);
        let durations = Durations::default();
        assert!(durations.estimate(Mode::GcStress, "a.js") > durations.estimate(Mode::Default, "a.js"));
    }
}
