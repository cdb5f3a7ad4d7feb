//! Where a fuzzer finds the `vm` and writes its findings.

use std::path::PathBuf;

/// The vm to run, the directory for findings, and its `work/` for the programs being run.
pub struct Paths {
    pub vm: PathBuf,
    pub out: PathBuf,
    pub work: PathBuf,
}

/// The vm (`vm`, or the vm next to this binary) and the output directory (`out`, or
/// `<name>/` in the target directory this binary is in), created.
pub fn find(name: &str, vm: Option<&PathBuf>, out: Option<&PathBuf>) -> Result<Paths, String> {
    let exe = std::env::current_exe().map_err(|error| format!("cannot find this binary: {error}"))?;
    let bin_dir = exe.parent().ok_or("this binary is in no directory")?;
    let vm = vm.cloned().unwrap_or_else(|| bin_dir.join("vm"));
    if !vm.is_file() {
        return Err(format!("no vm binary at {} (build it with `cargo build --release -p kestrel`)", vm.display()));
    }
    let target = bin_dir.parent().unwrap_or(bin_dir);
    let out = out.cloned().unwrap_or_else(|| target.join(name));
    let work = out.join("work");
    std::fs::create_dir_all(&work).map_err(|error| format!("cannot create {}: {error}", work.display()))?;
    Ok(Paths { vm, out, work })
}
