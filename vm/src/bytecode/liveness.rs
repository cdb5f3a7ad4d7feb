//! Register liveness (JSC's `BytecodeLivenessAnalysis`): which registers of a frame the
//! code may still read, at each instruction, before writing them.
//!
//! The trace JIT asks it which registers an exit must write back and which a loop's edge
//! must store (a register dead there is never read again before it is written): an
//! allocation held only by dead registers need not exist (`jit/src/opt/sink.rs`).
//!
//! The analysis errs towards live: a register counts as read by every instruction that
//! names it (anything but a `dst`) and by the ranges calls, spreads, iterators and
//! resumptions read past their operand; `dst` counts as written only by an instruction
//! that does not branch (a branching one may leave it unwritten on one edge), and not on
//! the edge to a `try` region's handler (throwing, it leaves it unwritten), which is a
//! successor of every instruction in the region; the frame header is always live. Code whose registers something reaches without naming them (an `arguments`
//! object, a direct `eval`, a generator's resumption, `with`) is taken as reading every
//! register everywhere, and so is code too big for the analysis to pay.

use super::{CodeBlock, Instruction, Operand, Reg};

/// Bits of state past which the analysis gives up (every register live): 2 MiB.
const MAX_BITS: usize = 1 << 24;

/// The registers live before each instruction of one code block that can run from a given
/// one on.
pub struct Liveness {
    /// `None` when the analysis gave up: every register is live everywhere.
    live_in: Option<Vec<u64>>,
    /// The instructions the analysis covered (the others count every register live).
    reachable: Vec<bool>,
    words: usize,
}

impl Liveness {
    /// The liveness at the instructions that can run after the one at `start` (a loop's
    /// header, where a trace starts): only those are analysed, which keeps the cost to a
    /// loop's own code in a big script.
    pub fn of(code: &CodeBlock, start: usize) -> Liveness {
        let registers = code.register_count as usize;
        let words = registers.div_ceil(64).max(1);
        let count = code.instructions.len();
        let gave_up = Liveness { live_in: None, reachable: Vec::new(), words };
        if count * words * 64 > MAX_BITS || code.instructions.iter().any(reaches_registers_unnamed) {
            return gave_up;
        }
        // For each instruction reached: where it goes on, and the handlers it may throw to.
        let mut next: Vec<Option<(Vec<usize>, Vec<usize>)>> = (0..count).map(|_| None).collect();
        let mut order = Vec::new();
        let mut pending = vec![start];
        while let Some(pc) = pending.pop() {
            if pc >= count || next[pc].is_some() {
                continue;
            }
            let mut normal = successors(&code.instructions[pc], pc);
            normal.retain(|&pc| pc < count);
            let covering = code.handlers.iter().filter(|h| h.start as usize <= pc && pc < h.end as usize);
            let handlers: Vec<usize> = covering.map(|h| h.handler as usize).filter(|&pc| pc < count).collect();
            pending.extend(normal.iter().chain(&handlers));
            next[pc] = Some((normal, handlers));
            order.push(pc);
        }
        order.sort_unstable();
        let effects: Vec<Option<Effect>> =
            (0..count).map(|pc| next[pc].as_ref().map(|_| Effect::of(&code.instructions[pc], registers))).collect();
        let mut live_in = vec![0u64; count * words];
        let mut out = vec![0u64; words];
        let mut changed = true;
        while changed {
            changed = false;
            for &pc in order.iter().rev() {
                let (normal, handlers) = next[pc].as_ref().expect("reachable");
                let union = |out: &mut [u64], successors: &[usize]| {
                    for &after in successors {
                        for (word, live) in out.iter_mut().zip(&live_in[after * words..(after + 1) * words]) {
                            *word |= live;
                        }
                    }
                };
                out.fill(0);
                union(&mut out, normal);
                let effect = effects[pc].as_ref().expect("reachable");
                if let Some(dst) = effect.writes {
                    clear(&mut out, dst);
                }
                // An instruction that throws has not written its `dst`: a handler may read
                // what it held before.
                union(&mut out, handlers);
                for &read in &effect.reads {
                    set(&mut out, read);
                }
                for reg in 0..Reg::HEADER.min(registers as u16) {
                    set(&mut out, reg);
                }
                let before = &mut live_in[pc * words..(pc + 1) * words];
                if before != out.as_slice() {
                    before.copy_from_slice(&out);
                    changed = true;
                }
            }
        }
        let reachable = next.iter().map(Option::is_some).collect();
        Liveness { live_in: Some(live_in), reachable, words }
    }

    /// Whether the code may read `reg` before writing it, from the instruction at `pc` on
    /// (registers past the frame's are not the code's, and instructions the analysis did
    /// not cover are not known: live, to be safe).
    pub fn is_live(&self, pc: usize, reg: u16) -> bool {
        let Some(live_in) = &self.live_in else { return true };
        let (word, bit) = (reg as usize / 64, reg % 64);
        if word >= self.words || !self.reachable.get(pc).copied().unwrap_or(false) {
            return true;
        }
        live_in[pc * self.words + word] & (1 << bit) != 0
    }
}

/// What one instruction does to registers.
struct Effect {
    reads: Vec<u16>,
    writes: Option<u16>,
}

impl Effect {
    fn of(instruction: &Instruction, registers: usize) -> Effect {
        let names = instruction.opcode().operand_names();
        let operands = instruction.operands();
        let reg = |name: &str| {
            names.iter().zip(&operands).find_map(|(&n, operand)| match operand {
                Operand::Reg(reg) if n == name => Some(reg.0),
                _ => None,
            })
        };
        let mut reads: Vec<u16> = names
            .iter()
            .zip(&operands)
            .filter_map(|(&name, operand)| match operand {
                Operand::Reg(reg) if name != "dst" => Some(reg.0),
                _ => None,
            })
            .collect();
        let mut range = |first: u16, len: u16| reads.extend(first..first.saturating_add(len));
        use Instruction as I;
        match *instruction {
            // `this` and the arguments after it.
            I::Call { first, argc, .. } | I::TailCall { first, argc, .. } | I::SuperCall { first, argc, .. } => {
                range(first.0, argc + 1)
            }
            // `this` and the array of arguments.
            I::CallSpread { first, .. } | I::TailCallSpread { first, .. } | I::SuperCallSpread { first, .. } => {
                range(first.0, 2)
            }
            // The arguments after where `this` would be (a construction makes its own).
            I::Construct { first, argc, .. } => {
                reads.retain(|&r| r != first.0);
                reads.extend(first.0 + 1..first.0 + 1 + argc);
            }
            I::ConstructSpread { first, .. } => {
                reads.retain(|&r| r != first.0);
                reads.push(first.0 + 1);
            }
            I::NewArray { first, count, .. } => range(first.0, count),
            I::CopyDataProperties { excluded, count, .. } => range(excluded.0, count),
            // What was sent in, and how.
            I::ResumeThrow { value } | I::JumpIfResumeReturn { value, .. } => range(value.0, 2),
            _ => {
                // An iterator record takes the registers after the iterator's (its `next`).
                if let Some(iterator) = reg("iterator") {
                    range(iterator, 3);
                }
            }
        }
        reads.retain(|&r| (r as usize) < registers);
        reads.sort_unstable();
        reads.dedup();
        let writes = reg("dst").filter(|_| instruction.target().is_none());
        Effect { reads, writes }
    }
}

/// The instructions that may run after the one at `pc` (a throw's handler aside).
fn successors(instruction: &Instruction, pc: usize) -> Vec<usize> {
    let target = instruction.target().map(|target| target.0 as usize);
    match instruction {
        Instruction::Jump { .. } => target.into_iter().collect(),
        Instruction::Return { .. }
        | Instruction::Throw { .. }
        | Instruction::Rethrow { .. }
        | Instruction::ThrowError { .. }
        | Instruction::ThrowConstAssignment { .. } => Vec::new(),
        _ => std::iter::once(pc + 1).chain(target).collect(),
    }
}

/// Whether the instruction lets something read the frame's registers without naming them.
fn reaches_registers_unnamed(instruction: &Instruction) -> bool {
    matches!(
        instruction,
        Instruction::CreateArguments { .. }
            | Instruction::CreateRest { .. }
            | Instruction::ArgumentCount { .. }
            | Instruction::GetArgument { .. }
            | Instruction::LinkSelfHosted { .. }
            | Instruction::CallEval { .. }
            | Instruction::PushWithScope { .. }
            | Instruction::InitialYield { .. }
            | Instruction::AsyncFunctionStart { .. }
            | Instruction::Yield { .. }
            | Instruction::Await { .. }
            | Instruction::AsyncGeneratorYield { .. }
            | Instruction::Debugger {}
    )
}

fn set(words: &mut [u64], reg: u16) {
    words[reg as usize / 64] |= 1 << (reg % 64);
}

fn clear(words: &mut [u64], reg: u16) {
    words[reg as usize / 64] &= !(1 << (reg % 64));
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bytecode::{CallShape, ShortSlot, Slot, Target};
    use crate::runtime::executable::ExecutableRef;
    use crate::{Vm, VmOptions};

    /// The code of the first function `source` declares.
    fn function_code(source: &str) -> std::rc::Rc<CodeBlock> {
        let mut vm = Vm::new(VmOptions::default()).expect("a VM");
        let script = vm.compile_script(source, "liveness.js").expect("the source compiles");
        let code = script.shared_code();
        let function = code.constants.iter().find_map(|constant| ExecutableRef::from_value(constant.get()));
        function.expect("a function").shared_code()
    }

    /// The pc of the first instruction of `code` for which `f` holds.
    fn pc_of(code: &CodeBlock, f: impl Fn(&Instruction) -> bool) -> usize {
        code.instructions.iter().position(f).expect("the instruction")
    }

    #[test]
    fn a_temporary_of_the_loop_body_is_dead_at_its_header_and_an_accumulator_is_not() {
        let code = function_code(
            "function f(n) { let s = 0; for (let i = 0; i < n; i++) { let t = i * 2; s += t; } return s; }",
        );
        let header = pc_of(&code, |i| matches!(i, Instruction::LoopHint { .. }));
        let liveness = Liveness::of(&code, header);
        let Instruction::Mul { dst: t, lhs: i, .. } =
            code.instructions[pc_of(&code, |i| matches!(i, Instruction::Mul { .. }))]
        else {
            unreachable!()
        };
        assert!(liveness.is_live(header, i.0), "the counter");
        assert!(!liveness.is_live(header, t.0), "the temporary");
        let n = Reg::HEADER;
        assert!(liveness.is_live(header, n), "the parameter the condition reads");
        // Before the header: not analysed, so live.
        assert!(liveness.is_live(0, t.0));
        assert!(!Liveness::of(&code, 0).is_live(0, t.0));
    }

    #[test]
    fn a_register_a_call_in_a_try_writes_stays_live_for_the_handler() {
        // `x = g()` calls into x's register: when g throws, the handler reads the x before.
        let code = function_code(
            "function f(g) { let x = 1; for (let i = 0; i < 3; i++) { try { x = g(); } catch (e) { return x; } } return 0; }",
        );
        let call = pc_of(&code, |i| matches!(i, Instruction::CallWithRegisters { .. }));
        let Instruction::CallWithRegisters { dst: x, .. } = code.instructions[call] else { unreachable!() };
        let header = pc_of(&code, |i| matches!(i, Instruction::LoopHint { .. }));
        assert!(Liveness::of(&code, header).is_live(call, x.0));
    }

    #[test]
    fn code_with_an_arguments_object_keeps_every_register_live() {
        let code = function_code(
            "function f(n) { let s = 0; for (let i = 0; i < n; i++) { let t = arguments[0]; s += t; } return s; }",
        );
        let liveness = Liveness::of(&code, 0);
        assert!((0..code.register_count).all(|reg| liveness.is_live(0, reg)));
    }

    #[test]
    fn calls_read_this_and_their_arguments_and_constructions_only_the_arguments() {
        let call = Instruction::Call { dst: Reg(5), callee: Reg(6), first: Reg(7), argc: 2, cache: Slot(0) };
        assert_eq!(Effect::of(&call, 20).reads, [6, 7, 8, 9]);
        assert_eq!(Effect::of(&call, 20).writes, Some(5));
        let construct = Instruction::Construct { dst: Reg(5), callee: Reg(6), first: Reg(7), argc: 2, cache: Slot(0) };
        assert_eq!(Effect::of(&construct, 20).reads, [6, 8, 9]);
        // The operands a call with registers does not use name its callee.
        let shape = CallShape::new(1, true).0;
        let call = Instruction::CallWithRegisters {
            dst: Reg(5),
            callee: Reg(6),
            this: Reg(6),
            a: Reg(11),
            b: Reg(6),
            c: Reg(6),
            shape,
            cache: ShortSlot(0),
        };
        assert_eq!(Effect::of(&call, 20).reads, [6, 11]);
        assert_eq!(Effect::of(&call, 20).writes, Some(5));
    }

    #[test]
    fn an_instruction_that_branches_does_not_count_as_writing_its_destination() {
        let step = Instruction::ForOfNext { dst: Reg(5), iterator: Reg(8), done: Target(3) };
        let effect = Effect::of(&step, 20);
        assert_eq!(effect.writes, None);
        assert!(effect.reads.contains(&9), "the iterator record's next method");
    }
}
