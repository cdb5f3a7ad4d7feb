//! Bytecode: the instruction set, code blocks and their metadata.

pub mod code_block;
pub mod disassemble;
pub mod inline_cache;
pub mod liveness;
pub mod opcodes;
pub mod profile;

pub use code_block::{CodeBlock, CodeKind, FunctionKind};
/// The completion code a `finally` region's kind register holds for a throw completion
/// (the compiler's dispatch after `finally`; `DisposeResources` reads it too).
pub const COMPLETION_THROW: i32 = 1;

pub use opcodes::{CallShape, Const, Instruction, Opcode, Operand, Reg, ShortSlot, Slot, Target};
