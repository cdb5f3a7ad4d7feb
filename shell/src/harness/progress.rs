//! Progress on standard error: on a terminal one line rewritten in place
//! (`[done/total] N failed`, at most ten times a second); into a file or a pipe a line at
//! every tenth of the way, so that logs stay short.

use std::io::{IsTerminal, Write};
use std::time::{Duration, Instant};

const REDRAW_EVERY: Duration = Duration::from_millis(100);

pub struct Progress {
    label: String,
    total: usize,
    interactive: bool,
    last_drawn: Option<Instant>,
    /// Non-interactive: the next tenth (1..=10) to print a line at.
    next_tenth: usize,
}

impl Progress {
    pub fn new(label: &str, total: usize) -> Progress {
        let interactive = std::io::stderr().is_terminal();
        Progress { label: label.to_string(), total, interactive, last_drawn: None, next_tenth: 1 }
    }

    /// Records that `done` of the runs have finished, `failed` of them not as expected.
    pub fn update(&mut self, done: usize, failed: usize) {
        let line = format!("{} [{done}/{}] {failed} failed", self.label, self.total);
        if self.interactive {
            let due = self.last_drawn.is_none_or(|drawn| drawn.elapsed() >= REDRAW_EVERY);
            if due || done == self.total {
                eprint!("\r\x1b[K{line}");
                let _ = std::io::stderr().flush();
                self.last_drawn = Some(Instant::now());
            }
        } else if self.total > 0 && done * 10 >= self.next_tenth * self.total {
            eprintln!("{line}");
            while self.next_tenth <= 10 && done * 10 >= self.next_tenth * self.total {
                self.next_tenth += 1;
            }
        }
    }

    /// Ends the progress display, leaving the terminal on a fresh line.
    pub fn finish(&mut self) {
        if self.interactive && self.last_drawn.is_some() {
            eprintln!();
        }
    }
}
