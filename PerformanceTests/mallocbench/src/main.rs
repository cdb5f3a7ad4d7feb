//! MallocBench-style allocator benchmarks, written for Kestrel.
//!
//! Each workload is written once against [`Memory`], which three allocators implement:
//! Kestrel's garbage-collected heap (freeing is dropping a root; the collector reclaims),
//! the system allocator, and mimalloc. One process runs one (workload, allocator) pair, so
//! peak RSS is that pair's own; `--all` runs every pair several times and prints the
//! medians as a Markdown table.
//!
//! ```text
//!   mallocbench WORKLOAD ALLOCATOR      one run: prints "time_ms peak_kb end_kb checksum"
//!   mallocbench --all [--runs N]         every pair, medians, Markdown table
//! ```

mod allocators;
mod workloads;

use std::process::{Command, ExitCode};
use std::time::Instant;

use allocators::{GcMemory, Memory, SystemMemory};
use workloads::WORKLOADS;

const ALLOCATORS: [&str; 3] = ["kestrel", "system", "mimalloc"];

fn run_one(workload: &str, allocator: &str) -> Result<String, String> {
    let run = WORKLOADS
        .iter()
        .find(|(name, _)| *name == workload)
        .map(|(_, run)| *run)
        .ok_or_else(|| format!("unknown workload {workload:?}"))?;
    let started = Instant::now();
    let (checksum, end_kb) = match allocator {
        "kestrel" => measure(&mut GcMemory::new(), run),
        "system" => measure(&mut SystemMemory::new(std::alloc::System), run),
        "mimalloc" => measure(&mut SystemMemory::new(mimalloc::MiMalloc), run),
        other => return Err(format!("unknown allocator {other:?}")),
    };
    let time_ms = started.elapsed().as_secs_f64() * 1000.0;
    let peak_kb = gc::os::peak_resident_bytes() / 1024;
    Ok(format!("{time_ms:.1} {peak_kb} {end_kb} {checksum}"))
}

/// Runs a workload and returns its checksum and the resident set once everything is freed.
fn measure<M: Memory>(memory: &mut M, run: fn(&mut dyn Memory) -> u64) -> (u64, usize) {
    let checksum = run(memory);
    memory.release_all();
    (checksum, gc::os::resident_bytes().unwrap_or(0) / 1024)
}

fn median(values: &mut [f64]) -> f64 {
    values.sort_by(f64::total_cmp);
    values[values.len() / 2]
}

fn run_all(runs: usize) -> Result<(), String> {
    let exe = std::env::current_exe().map_err(|e| e.to_string())?;
    println!("| workload | allocator | time (ms) | peak RSS (kB) | RSS at end (kB) |");
    println!("|---|---|---:|---:|---:|");
    for (workload, _) in WORKLOADS {
        let mut checksums = Vec::new();
        for allocator in ALLOCATORS {
            let mut samples: [Vec<f64>; 3] = Default::default();
            for _ in 0..runs {
                let output = Command::new(&exe).args([workload, allocator]).output().map_err(|e| e.to_string())?;
                if !output.status.success() {
                    return Err(format!(
                        "{workload} on {allocator} failed: {}",
                        String::from_utf8_lossy(&output.stderr)
                    ));
                }
                let text = String::from_utf8_lossy(&output.stdout);
                let fields: Vec<&str> = text.split_whitespace().collect();
                for (sample, field) in samples.iter_mut().zip(&fields) {
                    sample.push(field.parse().map_err(|_| format!("bad output {text:?}"))?);
                }
                checksums.push(fields[3].to_string());
            }
            let [time, peak, end] = &mut samples;
            println!("| {workload} | {allocator} | {:.0} | {:.0} | {:.0} |", median(time), median(peak), median(end));
        }
        checksums.dedup();
        if checksums.len() != 1 {
            return Err(format!("{workload}: allocators disagree on the checksum: {checksums:?}"));
        }
    }
    Ok(())
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let result = match args.as_slice() {
        [flag] if flag == "--all" => run_all(5),
        [flag, runs_flag, runs] if flag == "--all" && runs_flag == "--runs" => match runs.parse() {
            Ok(runs) if runs > 0 => run_all(runs),
            _ => Err(format!("--runs needs a positive number, got {runs:?}")),
        },
        [workload, allocator] => run_one(workload, allocator).map(|line| println!("{line}")),
        _ => Err("usage: mallocbench WORKLOAD ALLOCATOR | mallocbench --all [--runs N]".to_string()),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("mallocbench: {message}");
            ExitCode::from(2)
        }
    }
}
