//! The inspector against node: each script in JSTests/inspect prints values through
//! `$vm.inspect` and `$vm.format` (`util.inspect` and `util.format` under node), and its
//! output must equal the `.expected` file next to it, which node 20 wrote (see the
//! directory's README). Each script runs twice, in the default mode and with a
//! collection at every allocation (`--gc-stress`), which catches a value the inspector
//! forgot to root.

use std::path::Path;
use std::process::Command;

use crate::goldens;

/// The standard output of `vm --use-dollar-vm [flags] script`; the script must succeed.
fn output(script: &Path, flags: &[&str]) -> String {
    let output = Command::new(env!("CARGO_BIN_EXE_vm"))
        .arg("--use-dollar-vm")
        .args(flags)
        .arg(script)
        .current_dir(goldens::directory("inspect"))
        .output()
        .expect("the vm binary runs");
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(output.status.success(), "{} {flags:?} failed:\n{stderr}", script.display());
    String::from_utf8(output.stdout).expect("UTF-8 output")
}

#[test]
fn inspected_values_match_node() {
    goldens::check("inspect", "inspected values", |script| {
        let shown = output(script, &[]);
        assert_eq!(shown, output(script, &["--gc-stress"]), "{}: differs under --gc-stress", script.display());
        shown
    });
}
