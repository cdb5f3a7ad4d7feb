//! `--dump-bytecode`: code blocks as text, one instruction per line with its operands,
//! constants shown by value, then the exception handlers.

use std::fmt::Write as _;

use super::code_block::{CodeBlock, CodeKind};
use super::opcodes::{Instruction, Operand};
use crate::runtime::executable::ExecutableRef;
use crate::string::StringRef;
use crate::value::JSValue;

/// How a constant prints in a dump.
fn describe_constant(value: JSValue) -> String {
    if let Some(string) = StringRef::from_value(value) {
        return format!("{:?}", string.to_string_lossy());
    }
    if let Some(executable) = ExecutableRef::from_value(value) {
        let name = &executable.code().name;
        return format!("<code {}>", if name.is_empty() { "<anonymous>" } else { name });
    }
    if value.is_int32() {
        return value.as_int32().to_string();
    }
    if value.is_double() {
        return crate::runtime::number::number_to_string(value.as_double());
    }
    if value.is_cell() {
        return "<cell>".to_string();
    }
    format!("{value:?}")
}

fn kind_name(kind: CodeKind) -> String {
    match kind {
        CodeKind::Script => "script".to_string(),
        CodeKind::Module => "module".to_string(),
        CodeKind::Eval { direct: true } => "direct eval".to_string(),
        CodeKind::Eval { direct: false } => "eval".to_string(),
        CodeKind::Function(kind) => format!("{kind:?} function"),
    }
}

/// The text of one instruction, with constants written out.
pub fn instruction_text(code: &CodeBlock, instruction: &Instruction) -> String {
    let mut text = instruction.opcode().name().to_string();
    for (index, operand) in instruction.operands().iter().enumerate() {
        text.push_str(if index == 0 { " " } else { ", " });
        match operand {
            Operand::Const(constant) => {
                let _ = write!(text, "k{}({})", constant.0, describe_constant(code.constant(constant.0)));
            }
            other => {
                let _ = write!(text, "{other}");
            }
        }
    }
    text
}

/// One code block as text.
pub fn disassemble(code: &CodeBlock) -> String {
    let mut out = String::new();
    let name = if code.name.is_empty() { "<anonymous>" } else { &code.name };
    let _ = writeln!(
        out,
        "{name} ({}{}): {} registers, {} parameters",
        kind_name(code.kind),
        if code.strict { ", strict" } else { "" },
        code.register_count,
        code.parameter_count
    );
    for (pc, instruction) in code.instructions.iter().enumerate() {
        let _ = writeln!(out, "  [{pc:4}] {}", instruction_text(code, instruction));
    }
    for handler in &code.handlers {
        let _ = writeln!(out, "  try @{}..@{} -> @{}", handler.start, handler.end, handler.handler);
    }
    out
}

/// A code block and every function nested in it, outermost first.
pub fn disassemble_all(code: &CodeBlock) -> String {
    let mut out = disassemble(code);
    for constant in &code.constants {
        if let Some(executable) = ExecutableRef::from_value(constant.get()) {
            out.push('\n');
            out.push_str(&disassemble_all(executable.code()));
        }
    }
    out
}
