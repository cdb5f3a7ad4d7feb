//! Bytecode: the instruction set, code blocks and their metadata.

pub mod code_block;
pub mod disassemble;
pub mod inline_cache;
pub mod liveness;
pub mod opcodes;
pub mod profile;

pub use code_block::{CodeBlock, CodeKind, FunctionKind};
pub use opcodes::{CallShape, Const, Instruction, Opcode, Operand, Reg, ShortSlot, Slot, Target};
