//! `--dump-trace`: a compiled trace's IR, snapshots and machine code, on standard error.

use std::fmt::Write;

use vm::bytecode::CodeBlock;

use crate::recorded::Recorded;

pub fn trace(id: u32, code: &CodeBlock, recorded: &Recorded, machine_code: &[u8], address: usize) {
    let name = if code.name.is_empty() { "<anonymous>" } else { &code.name };
    let mut out = String::new();
    let _ = writeln!(out, "---- TRACE {id} start {name} @{}", recorded.head_pc);
    let _ = writeln!(out, "---- TRACE {id} IR");
    for (index, ins) in recorded.ir.ins.iter().enumerate() {
        let snapshot = ins.snapshot.map(|s| format!("  [snap {}]", s.0)).unwrap_or_default();
        let _ = writeln!(out, "{index:04} {:<6} {}{snapshot}", format!("{:?}", ins.ty).to_lowercase(), ins.op);
    }
    let _ = writeln!(out, "---- TRACE {id} snapshots");
    for (index, snapshot) in recorded.snapshots.iter().enumerate() {
        let entries: Vec<String> = snapshot.entries.iter().map(|(slot, r)| format!("r{slot}={r}")).collect();
        let _ = writeln!(out, "snap {index} @{}: {}", snapshot.pc, entries.join(" "));
    }
    let writes: Vec<String> = recorded.loop_writes.iter().map(|(slot, r)| format!("r{slot}={r}")).collect();
    let _ = writeln!(out, "loop writes: {}", writes.join(" "));
    let _ = writeln!(out, "---- TRACE {id} mcode {} bytes at {address:#x}", machine_code.len());
    for (line, chunk) in machine_code.chunks(16).enumerate() {
        let bytes: Vec<String> = chunk.iter().map(|b| format!("{b:02x}")).collect();
        let _ = writeln!(out, "{:08x}  {}", address + line * 16, bytes.join(" "));
    }
    let _ = writeln!(out, "---- TRACE {id} stop");
    eprint!("{out}");
}
