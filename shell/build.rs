//! How the `vm` binary is linked on Linux, for a shorter start (shell/DESIGN.md, "Startup").
//! The dynamic loader's work is most of what `vm -e 0` costs before `main`.

fn main() {
    println!("cargo::rerun-if-changed=build.rs");
    let target = |key: &str| std::env::var(key).unwrap_or_default();
    if target("CARGO_CFG_TARGET_OS") != "linux" || target("CARGO_CFG_TARGET_ENV") != "gnu" {
        return;
    }
    // A position-dependent executable: a PIE's ~17,000 relative relocations (builtin
    // tables, Unicode tables and panic locations hold pointers) make the loader write,
    // and so copy, about 60 pages of read-only data at every start.
    println!("cargo::rustc-link-arg-bin=vm=-no-pie");
    // The unwinder (which only backtraces use under panic = "abort") linked in from
    // libgcc_eh.a, so that libgcc_s.so is neither loaded nor relocated. With lld (rustc's
    // linker on x86-64 Linux) the `--as-needed` libgcc_s that std asks for is then
    // dropped; GNU ld resolves the unwinder from libgcc_s as before, which is harmless.
    println!("cargo::rustc-link-lib=static:-bundle=gcc_eh");
}
