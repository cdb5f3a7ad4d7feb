//! How the `vm` binary is linked on Linux, for a shorter start (shell/DESIGN.md, "Startup").
//! The dynamic loader's work is most of what `vm -e 0` costs before `main`.

fn main() {
    println!("cargo::rerun-if-changed=build.rs");
    let target = |key: &str| std::env::var(key).unwrap_or_default();
    if target("CARGO_CFG_TARGET_OS") != "linux" || target("CARGO_CFG_TARGET_ENV") != "gnu" {
        return;
    }
    // The executable stays position-independent (shell/DESIGN.md, "Startup"): a
    // position-dependent one would start faster but give up randomizing the engine's own
    // image, which untrusted code (and the JIT to come) makes worth keeping.
    //
    // The unwinder (which only backtraces use under panic = "abort") linked in from
    // libgcc_eh.a, so that libgcc_s.so is neither loaded nor relocated. With lld (rustc's
    // linker on x86-64 Linux) the `--as-needed` libgcc_s that std asks for is then
    // dropped; GNU ld resolves the unwinder from libgcc_s as before, which is harmless.
    println!("cargo::rustc-link-lib=static:-bundle=gcc_eh");
}
