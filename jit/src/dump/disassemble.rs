//! Machine code as text, for `--dump-trace`: one line per instruction, with its address,
//! its bytes and the instruction in the target's usual syntax (Intel for x86-64, ARM's for
//! A64). Branch targets are absolute addresses.
//!
//! The decoding is the disassembler crates' (`iced-x86`, `yaxpeax-arm`; `jit/Cargo.toml`
//! says why those). Both are compiled on every host, so that each is tested wherever the
//! tests run; the caller picks the one for the code it has (`Arch`).

use std::fmt::Write;

use iced_x86::{Decoder, DecoderOptions, Formatter, IntelFormatter};
use yaxpeax_arch::{Decoder as _, U8Reader};
use yaxpeax_arm::armv8::a64::{InstDecoder, Opcode, Operand};

/// An instruction set the backends emit.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Arch {
    X64,
    Arm64,
}

/// One decoded instruction.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Line {
    pub address: u64,
    pub bytes: Vec<u8>,
    /// The instruction, or a data directive for bytes that do not decode.
    pub text: String,
}

/// The instructions of `code`, which is at `address`, as `arch` decodes them.
pub fn disassemble(arch: Arch, code: &[u8], address: u64) -> Vec<Line> {
    match arch {
        Arch::X64 => x64(code, address),
        Arch::Arm64 => arm64(code, address),
    }
}

/// `disassemble`'s lines as text: the address, the bytes (padded to ten, the longest
/// instruction traces use: `mov r64, imm64`) and the instruction.
pub fn listing(arch: Arch, code: &[u8], address: u64) -> String {
    let mut out = String::new();
    for line in disassemble(arch, code, address) {
        let bytes: Vec<String> = line.bytes.iter().map(|b| format!("{b:02x}")).collect();
        let _ = writeln!(out, "{:012x}  {:<29}  {}", line.address, bytes.join(" "), line.text);
    }
    out
}

fn x64(code: &[u8], address: u64) -> Vec<Line> {
    let mut decoder = Decoder::with_ip(64, code, address, DecoderOptions::NONE);
    let mut formatter = IntelFormatter::new();
    let options = formatter.options_mut();
    options.set_hex_prefix("0x");
    options.set_hex_suffix("");
    options.set_uppercase_hex(false);
    options.set_branch_leading_zeros(false);
    options.set_space_after_operand_separator(true);
    options.set_show_branch_size(false);
    let mut lines = Vec::new();
    while decoder.can_decode() {
        let start = decoder.position();
        let instruction = decoder.decode();
        // After bytes that do not decode, decoding starts again at the next byte (as
        // objdump does), so that one bad byte does not hide the instructions after it.
        let (end, text) = if instruction.is_invalid() {
            (start + 1, format!(".byte {}", hex_list(&code[start..start + 1])))
        } else {
            let mut text = String::new();
            formatter.format(&instruction, &mut text);
            (decoder.position(), text)
        };
        lines.push(Line { address: address + start as u64, bytes: code[start..end].to_vec(), text });
        if decoder.position() != end {
            decoder.set_position(end).expect("a position within the code");
            decoder.set_ip(address + end as u64);
        }
    }
    lines
}

fn arm64(code: &[u8], address: u64) -> Vec<Line> {
    let decoder = InstDecoder::default();
    let mut lines = Vec::new();
    for (index, word) in code.chunks(4).enumerate() {
        let at = address + 4 * index as u64;
        let text = match decoder.decode(&mut U8Reader::new(word)) {
            _ if word.len() < 4 => format!(".byte {}", hex_list(word)),
            Ok(instruction) => with_absolute_target(instruction, at),
            Err(_) => format!(".word 0x{:08x}", u32::from_le_bytes(word.try_into().expect("four bytes"))),
        };
        lines.push(Line { address: at, bytes: word.to_vec(), text });
    }
    lines
}

/// The instruction's text, with a pc-relative operand (of `b`, `bl`, `b.cond`, `cbz`,
/// `tbz`, `adr`, `adrp`, a literal load) printed as the address it names, as the x86-64
/// listing prints branch targets, instead of yaxpeax's `$+offset`.
fn with_absolute_target(instruction: yaxpeax_arm::armv8::a64::Instruction, at: u64) -> String {
    let text = instruction.to_string();
    let offset = instruction.operands.iter().find_map(|operand| match *operand {
        Operand::PCOffset(offset) => Some(offset),
        _ => None,
    });
    let Some(offset) = offset else { return text };
    let relative = if offset < 0 { format!("$-{:#x}", offset.wrapping_neg()) } else { format!("$+{offset:#x}") };
    // `adrp` counts from the pc's 4 KiB page.
    let base = if instruction.opcode == Opcode::ADRP { at & !0xfff } else { at };
    text.replace(&relative, &format!("{:#x}", base.wrapping_add(offset as u64)))
}

fn hex_list(bytes: &[u8]) -> String {
    let bytes: Vec<String> = bytes.iter().map(|b| format!("0x{b:02x}")).collect();
    bytes.join(", ")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn texts(arch: Arch, code: &[u8], address: u64) -> Vec<String> {
        disassemble(arch, code, address).into_iter().map(|line| line.text).collect()
    }

    #[test]
    fn x64_decodes_a_function() {
        // mov eax, 42; ret
        let lines = disassemble(Arch::X64, &[0xb8, 0x2a, 0x00, 0x00, 0x00, 0xc3], 0x1000);
        assert_eq!(lines.len(), 2);
        assert_eq!(lines[0], Line { address: 0x1000, bytes: vec![0xb8, 0x2a, 0, 0, 0], text: "mov eax, 0x2a".into() });
        assert_eq!(lines[1], Line { address: 0x1005, bytes: vec![0xc3], text: "ret".into() });
    }

    #[test]
    fn x64_prints_memory_operands_and_absolute_branch_targets() {
        let code = [
            0x49, 0x8b, 0x44, 0x24, 0x20, // mov rax, [r12+0x20]
            0x0f, 0x80, 0x10, 0x00, 0x00, 0x00, // jo +0x10
            0x48, 0xb8, 0x40, 0x80, 0xd5, 0x64, 0x4d, 0x7f, 0x00, 0x00, // mov rax, imm64
            0xe9, 0xf0, 0xff, 0xff, 0xff, // jmp -0x10
        ];
        assert_eq!(
            texts(Arch::X64, &code, 0x7000_0000),
            ["mov rax, [r12+0x20]", "jo 0x7000001b", "mov rax, 0x7f4d64d58040", "jmp 0x7000000a"]
        );
    }

    #[test]
    fn x64_bytes_that_do_not_decode_are_data() {
        // 0x06 (push es) does not exist in 64-bit mode.
        // The instruction after it is decoded at its address: a jump to itself.
        let lines = disassemble(Arch::X64, &[0x06, 0xeb, 0xfe, 0xc3], 0x100);
        assert_eq!(lines[0].text, ".byte 0x06");
        assert_eq!((lines[1].address, lines[1].text.as_str()), (0x101, "jmp 0x101"));
        assert_eq!((lines[2].address, lines[2].text.as_str()), (0x103, "ret"));
    }

    #[test]
    fn arm64_decodes_a_function() {
        // movz w0, #42; ret
        let lines = disassemble(Arch::Arm64, &[0x40, 0x05, 0x80, 0x52, 0xc0, 0x03, 0x5f, 0xd6], 0x1000);
        assert_eq!(lines.len(), 2);
        assert_eq!((lines[0].address, lines[0].bytes.as_slice()), (0x1000, &[0x40, 0x05, 0x80, 0x52][..]));
        assert_eq!(lines[0].text, "mov w0, #0x2a");
        assert_eq!((lines[1].address, lines[1].text.as_str()), (0x1004, "ret"));
    }

    #[test]
    fn arm64_prints_loads_and_absolute_branch_targets() {
        let code = [
            0x80, 0x0a, 0x40, 0xf9, // ldr x0, [x20, #0x10]
            0x20, 0x00, 0x02, 0x8b, // add x0, x1, x2
            0x04, 0x00, 0x00, 0x14, // b +16
            0xe1, 0xff, 0xff, 0x54, // b.ne -4
            0x00, 0x00, 0x00, 0x90, // adrp x0, +0 pages
            0x00, 0x00, 0x00, 0x00, // udf #0 / not an instruction
            0x1f, 0x20, // two stray bytes
        ];
        let texts = texts(Arch::Arm64, &code, 0x2000);
        assert_eq!(texts[..4], ["ldr x0, [x20, #0x10]", "add x0, x1, x2", "b 0x2018", "b.ne 0x2008"]);
        assert_eq!(texts[4], "adrp x0, 0x2000");
        assert!(texts[5] == ".word 0x00000000" || texts[5].starts_with("udf"), "{}", texts[5]);
        assert_eq!(texts[6], ".byte 0x1f, 0x20");
    }

    #[test]
    fn a_listing_line_has_the_address_the_bytes_and_the_instruction() {
        let listing = listing(Arch::X64, &[0xb8, 0x2a, 0x00, 0x00, 0x00, 0xc3], 0x7f00_0000_1000);
        let lines: Vec<&str> = listing.lines().collect();
        assert_eq!(lines[0], format!("7f0000001000  b8 2a 00 00 00{}  mov eax, 0x2a", " ".repeat(15)));
        assert!(lines[1].starts_with("7f0000001005  c3 ") && lines[1].ends_with("  ret"));
    }
}
