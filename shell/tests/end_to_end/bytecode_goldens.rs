//! `--dump-bytecode` output of the scripts in JSTests/bytecode, compared with the
//! expected text next to each. Set `KESTREL_UPDATE_GOLDENS=1` to rewrite the expectations
//! after an intended change to the code the compiler emits.

use std::process::Command;

use crate::goldens;

#[test]
fn dump_bytecode_matches_the_goldens() {
    goldens::check("bytecode", "bytecode", |script| {
        let output = Command::new(env!("CARGO_BIN_EXE_vm"))
            .arg("--dump-bytecode")
            .arg(script)
            .current_dir(goldens::directory("bytecode"))
            .output()
            .expect("the vm binary runs");
        assert!(output.status.success(), "{} failed: {}", script.display(), String::from_utf8_lossy(&output.stderr));
        String::from_utf8(output.stdout).expect("UTF-8 output")
    });
}
