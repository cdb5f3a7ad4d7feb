//! `--dump-trace`: a compiled trace's IR, snapshots and machine code, on standard error.
//!
//! ```text
//!   ---- TRACE 0 start f @4            the loop's code block and its LoopHint's pc
//!   ---- TRACE 2 start f @9 side of trace 0 exit 3     a side trace: where it starts
//!   ---- TRACE 0 IR                    one instruction a line: ref, type, operation,
//!   0003 int32  addov    0001 0002  [snap 2]        and a guard's snapshot
//!   ---- TRACE 0 snapshots             each: the pc to resume at, the registers it
//!   snap 2 @9: r5=0003                 writes, and the frames of inlined calls
//!   snap 5 @11: r9={0005 struct#2 +16=0006}   an object the trace sank, made by the exit
//!                                      (an array: r9=[0005 struct#2 +0=0006 +1=0007])
//!   ---- loop                          (a peeled loop: the pre-roll above, the loop below)
//!   loop writes: / loop phis: / pre-roll writes: (or hoisted: for a loop not peeled) ...
//!                                      (a trace that runs once through, a side trace or an
//!                                      entry trace: link writes, and the link)
//!   sunk: 0005 0007 0008               the allocations it sank and their stores
//!   ---- TRACE 0 mcode 695 bytes at 0x7f...   (Full only) the disassembly
//!   ---- TRACE 0 stop
//! ```
//!
//! Two modes ([`DumpMode`]). `Full` prints the numbers as the machine code has them.
//! `Ir` prints the target-independent part only, with what changes from run to run
//! written as names: cells, structure ids and native addresses get `cell#N`, `struct#N`
//! and `native#N`, numbered in the order the trace names them. The trace goldens
//! (`JSTests/traces/`, `shell/tests/end_to_end/trace_goldens.rs`) compare that output.

mod disassemble;

use std::collections::HashMap;
use std::fmt::Write;

use disassemble::{Arch, listing};
use vm::JSValue;
use vm::bytecode::CodeBlock;

use crate::ir::{Ins, Op};
use crate::recorded::Recorded;

/// What `--dump-trace` prints.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DumpMode {
    /// The IR, the snapshots and the disassembled machine code, with every address.
    Full,
    /// The IR and the snapshots, with cells, structure ids and native addresses named
    /// (`--dump-trace=ir`): the same on every target and in every run.
    Ir,
}

/// Prints trace `id` on standard error.
pub fn trace(id: u32, code: &CodeBlock, recorded: &Recorded, machine_code: &[u8], address: usize, mode: DumpMode) {
    let arch = if cfg!(target_arch = "aarch64") { Arch::Arm64 } else { Arch::X64 };
    eprint!("{}", text(id, code, recorded, (machine_code, address as u64, arch), mode));
}

/// The dump of trace `id`; its machine code is `(bytes, address, arch)`.
pub fn text(
    id: u32,
    code: &CodeBlock,
    recorded: &Recorded,
    machine_code: (&[u8], u64, Arch),
    mode: DumpMode,
) -> String {
    let name = if code.name.is_empty() { "<anonymous>" } else { &code.name };
    let mut names = Names::new(mode);
    let mut out = String::new();
    match recorded.side {
        None => {
            let _ = writeln!(out, "---- TRACE {id} start {name} @{}", recorded.head_pc);
        }
        Some(side) => {
            let (parent, exit, start) = (side.parent.trace, side.parent.snapshot, side.start_pc);
            let _ = writeln!(out, "---- TRACE {id} start {name} @{start} side of trace {parent} exit {exit}");
        }
    }
    let _ = writeln!(out, "---- TRACE {id} IR");
    for (index, ins) in recorded.ir.ins.iter().enumerate() {
        if recorded.loop_start == Some(index) {
            // A peeled loop: the pre-roll above, the loop from here.
            out.push_str("---- loop\n");
        }
        let _ = writeln!(out, "{index:04} {}", names.line(ins));
    }
    let _ = writeln!(out, "---- TRACE {id} snapshots");
    for (index, snapshot) in recorded.snapshots.iter().enumerate() {
        let _ = write!(out, "snap {index} @{}:", snapshot.pc);
        for (slot, r) in &snapshot.entries {
            let _ = write!(out, " r{slot}={r}");
        }
        // An object the trace sank, which the exit makes: its registers, structure, fields.
        for object in &snapshot.sunk {
            let slots: Vec<String> = object.slots.iter().map(|slot| format!("r{slot}")).collect();
            let (open, close) = if object.array { ('[', ']') } else { ('{', '}') };
            let structure = names.structure(object.structure);
            // (One held only in another sunk object has no register.)
            let held = if slots.is_empty() { String::new() } else { format!("{}=", slots.join(",")) };
            let _ = write!(out, " {held}{open}{} {structure}", object.allocation);
            for (disp, _, value) in &object.fields {
                let _ = write!(out, " +{disp}={value}");
            }
            out.push(close);
        }
        // A store the loop sank, which the exit makes.
        for store in &snapshot.stores {
            let _ = write!(out, " {}+{}={}", store.base, store.disp, store.value);
        }
        for frame in &snapshot.frames {
            let function = names.value(frame.function);
            let new = if frame.construct { "new " } else { "" };
            let _ = write!(
                out,
                " | frame {new}{function} base r{} argc {} into r{} from @{}",
                frame.base, frame.argc, frame.return_register, frame.call_pc
            );
        }
        out.push('\n');
    }
    // A trace that runs once through writes what it wrote, then jumps into the loop it
    // reached (through the exit of the link's snapshot).
    out.push_str(if recorded.link.is_some() { "link writes:" } else { "loop writes:" });
    for (slot, r) in &recorded.loop_writes {
        let _ = write!(out, " r{slot}={r}");
    }
    for crate::recorded::Return { check, first_snapshot: first, .. } in recorded.returned.iter().flat_map(|r| &r.0) {
        // A return into the caller, after which snapshots count slots from its frame.
        let (pc, argc, register) = (check.call_pc, check.argc, check.return_register.0);
        let _ = write!(out, "\nreturn: into the call @{pc} (argc {argc}) r{register}; snap {first} on in its frame");
    }
    if let Some(link) = recorded.link {
        let trace = link.trace.map_or("none yet".to_string(), |trace| format!("trace {trace}"));
        let across =
            if recorded.link_across.is_some() { format!(" across frames, at r{}", link.base) } else { String::new() };
        let _ = writeln!(out, "\nlink: {trace} @{} [snap {}]{across}", link.head_pc, link.snapshot);
    } else {
        // A phi's value takes its copy's at the loop edge (`-`: a value no register holds).
        out.push_str("\nloop phis:");
        for &(slot, load, value) in &recorded.phis {
            let register = if slot == crate::opt::peel::NO_REGISTER { "-".to_string() } else { format!("r{slot}") };
            let _ = write!(out, " {register}:{load}<-{value}");
        }
        if recorded.loop_start.is_some() {
            // Stored at the end of the pre-roll.
            out.push_str("\npre-roll writes:");
            for (slot, r) in &recorded.preroll_writes {
                let _ = write!(out, " r{slot}={r}");
            }
        } else {
            // Computed once, before the loop, with the register loads.
            out.push_str("\nhoisted:");
            for (index, _) in recorded.hoisted.iter().enumerate().filter(|(_, hoisted)| **hoisted) {
                let _ = write!(out, " {index:04}");
            }
        }
        out.push('\n');
    }
    if recorded.sunk.contains(&true) {
        // Allocations the trace does not make, the stores into them, and the stores a loop
        // leaves to its exits.
        out.push_str("sunk:");
        for (index, _) in recorded.sunk.iter().enumerate().filter(|(_, sunk)| **sunk) {
            let _ = write!(out, " {index:04}");
        }
        out.push('\n');
    }
    if mode == DumpMode::Full {
        let (bytes, address, arch) = machine_code;
        let _ = writeln!(out, "---- TRACE {id} mcode {} bytes at {address:#x}", bytes.len());
        out.push_str(&listing(arch, bytes, address));
    }
    let _ = writeln!(out, "---- TRACE {id} stop");
    out
}

/// An IR instruction as `--dump-trace` prints it after its index, with every number as it
/// is: its type, the operation and a guard's snapshot (`int32  addov    0001 0002  [snap 2]`).
#[cfg(test)]
pub(crate) fn instruction_line(ins: &Ins) -> String {
    Names::new(DumpMode::Full).line(ins)
}

/// How the numbers that differ from run to run print: as they are (`Full`), or as names
/// numbered in order of first appearance (`Ir`).
struct Names {
    symbolic: bool,
    cells: HashMap<u64, usize>,
    structures: HashMap<u32, usize>,
    natives: HashMap<u64, usize>,
}

impl Names {
    fn new(mode: DumpMode) -> Names {
        Names {
            symbolic: mode == DumpMode::Ir,
            cells: HashMap::new(),
            structures: HashMap::new(),
            natives: HashMap::new(),
        }
    }

    fn number<K: std::hash::Hash + Eq>(table: &mut HashMap<K, usize>, key: K) -> usize {
        let next = table.len() + 1;
        *table.entry(key).or_insert(next)
    }

    /// The bits of a boxed value: a cell by name, anything else (numbers, undefined,
    /// booleans) in hex, which does not change from run to run.
    fn value(&mut self, bits: u64) -> String {
        // (A word no cell is at, such as `vm::tier::FOR_OF_STEP_EXIT`, prints as it is.)
        match JSValue::from_bits(bits).cell() {
            Some(_) if self.symbolic && bits.is_multiple_of(8) => {
                format!("cell#{}", Self::number(&mut self.cells, bits))
            }
            _ => format!("{bits:#x}"),
        }
    }

    fn structure(&mut self, id: u32) -> String {
        match self.symbolic {
            true => format!("struct#{}", Self::number(&mut self.structures, id)),
            false => id.to_string(),
        }
    }

    /// The address of something outside the heap (a free list, a helper).
    fn native(&mut self, address: u64) -> String {
        match self.symbolic {
            true => format!("native#{}", Self::number(&mut self.natives, address)),
            false => format!("{address:#x}"),
        }
    }

    /// A cell's header word: its structure id (the low 32 bits) by name, and the rest.
    fn header(&mut self, header: u64) -> String {
        match self.symbolic {
            true => format!("{}|{:#x}", self.structure(header as u32), header & !0xffff_ffff),
            false => format!("{header:#x}"),
        }
    }

    /// The instruction's type, the instruction, and a guard's snapshot.
    fn line(&mut self, ins: &Ins) -> String {
        let snapshot = ins.snapshot.map(|s| format!("  [snap {}]", s.0)).unwrap_or_default();
        let ty = format!("{:?}", ins.ty).to_lowercase();
        format!("{ty:<6} {}{snapshot}", self.instruction(ins))
    }

    /// The instruction as the IR table prints it (`ir/ops.rs`), but for the operations
    /// whose immediates are cells, structure ids or native addresses, which print their
    /// fields in the table's order with those named.
    fn instruction(&mut self, ins: &Ins) -> String {
        let fields = match ins.op {
            Op::ConstValue { bits } => vec![self.value(bits)],
            Op::GuardBits { a, bits, expect } => vec![a.to_string(), self.value(bits), expect.to_string()],
            Op::GuardStructure { a, id } | Op::StoreStructure { a, id } => vec![a.to_string(), self.structure(id)],
            Op::AllocObject { allocator, size, header } => {
                vec![self.native(allocator), size.to_string(), self.header(header)]
            }
            Op::AllocArray { allocator, size, header, length, fill } => {
                vec![
                    self.native(allocator),
                    size.to_string(),
                    self.header(header),
                    length.to_string(),
                    self.value(fill),
                ]
            }
            Op::CallUnary { f, a } => vec![self.native(f), a.to_string()],
            Op::SingleCharacterString { unit, table } => vec![unit.to_string(), self.native(table)],
            Op::ReturnToCaller { check } => vec![self.native(check)],
            op => return op.to_string(),
        };
        let mut text = format!("{:<8}", ins.op.kind().mnemonic());
        for field in fields {
            let _ = write!(text, " {field}");
        }
        text
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ir::{Ref, Type};

    fn ins(op: Op, ty: Type) -> Ins {
        Ins { op, ty, snapshot: None }
    }

    #[test]
    fn full_mode_prints_instructions_as_the_ir_table_does() {
        let mut names = Names::new(DumpMode::Full);
        for op in [
            Op::ConstValue { bits: 0x7f4d_64d5_8040 },
            Op::GuardStructure { a: Ref(0), id: 713 },
            Op::AllocObject { allocator: 0x5555_0000_1000, size: 48, header: 0x0100_0a00_0000_02c9 },
            Op::AddOv { a: Ref(1), b: Ref(2) },
        ] {
            assert_eq!(names.instruction(&ins(op, Type::Value)), op.to_string());
        }
    }

    #[test]
    fn ir_mode_names_cells_structures_and_native_addresses_in_order_of_appearance() {
        let mut names = Names::new(DumpMode::Ir);
        let mut print = |op| names.instruction(&ins(op, Type::Value));
        assert_eq!(print(Op::ConstValue { bits: 0x7f4d_64d5_8040 }), "kval     cell#1");
        assert_eq!(print(Op::ConstValue { bits: 0x7f4d_64d5_8080 }), "kval     cell#2");
        // Values that are not cells keep their bits: they are the same in every run.
        assert_eq!(print(Op::ConstValue { bits: JSValue::from_i32(7).bits() }), "kval     0xfffe000000000007");
        assert_eq!(
            print(Op::GuardBits { a: Ref(3), bits: 0x7f4d_64d5_8040, expect: true }),
            "gbits    0003 cell#1 true"
        );
        assert_eq!(print(Op::GuardBits { a: Ref(3), bits: 0xa, expect: false }), "gbits    0003 0xa false");
        assert_eq!(print(Op::GuardBits { a: Ref(3), bits: 0x4, expect: false }), "gbits    0003 0x4 false");
        assert_eq!(print(Op::GuardStructure { a: Ref(0), id: 713 }), "gstruct  0000 struct#1");
        assert_eq!(print(Op::StoreStructure { a: Ref(0), id: 714 }), "sstore   0000 struct#2");
        assert_eq!(
            print(Op::AllocObject { allocator: 0x5555_0000_1000, size: 48, header: 0x0100_0a00_0000_02c9 }),
            "alloc    native#1 48 struct#1|0x1000a0000000000"
        );
        assert_eq!(print(Op::CallUnary { f: 0x5555_0000_2000, a: Ref(4) }), "call     native#2 0004");
        assert_eq!(print(Op::AddOv { a: Ref(1), b: Ref(2) }), "addov    0001 0002");
    }

    #[test]
    fn arch_is_a_parameter_of_the_disassembly() {
        let code = [0xc3, 0xc0, 0x03, 0x5f, 0xd6];
        assert_eq!(disassemble::disassemble(Arch::X64, &code[..1], 0)[0].text, "ret");
        assert_eq!(disassemble::disassemble(Arch::Arm64, &code[1..], 0)[0].text, "ret");
    }
}
