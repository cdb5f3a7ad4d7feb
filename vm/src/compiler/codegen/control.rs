//! Leaving statements early: `break`, `continue` and `return` jump out through the
//! enclosing constructs, and each construct they cross gets its say. A `finally` block runs
//! first (the jump is recorded and replayed after the block), a `for-of` loop closes its
//! iterator, and every scope cell pushed since the target is popped.

use boa_interner::Sym;

use super::{CResult, Codegen};
use crate::bytecode::{FunctionKind, Instruction, Reg};
use crate::compiler::emitter::Label;

/// A jump waiting for a `finally` block to finish.
#[derive(Clone, Copy, Debug)]
pub(crate) enum PendingJump {
    Break(usize),
    Continue(usize),
    Return,
}

/// Completion kinds a `finally` block dispatches on; recorded jumps follow from 3.
pub(crate) const COMPLETION_NORMAL: i32 = 0;
pub(crate) const COMPLETION_THROW: i32 = crate::bytecode::COMPLETION_THROW;
pub(crate) const COMPLETION_RETURN: i32 = 2;
pub(crate) const COMPLETION_FIRST_JUMP: i32 = 3;

#[derive(Clone, Debug)]
pub(crate) enum ControlKind {
    Loop {
        break_label: Label,
        continue_label: Label,
        continue_depth: u16,
    },
    /// A `switch` (the target of an unlabelled `break`) or a labelled statement.
    Breakable {
        break_label: Label,
        is_switch: bool,
    },
    Finally {
        kind: Reg,
        value: Reg,
        entry: Label,
        jumps: Vec<PendingJump>,
    },
    /// A `for-of` loop's or an array pattern's iterator, closed when a jump leaves (unless
    /// `done` says the iterator finished or failed).
    IteratorClose {
        iterator: Reg,
        asynchronous: bool,
        done: Option<Reg>,
    },
}

#[derive(Clone, Debug)]
pub(crate) struct Control {
    pub kind: ControlKind,
    pub labels: Vec<Sym>,
    /// Materialized scopes pushed when the construct was entered (a break goes back to it).
    pub depth: u16,
}

impl Codegen<'_> {
    pub fn push_control(&mut self, kind: ControlKind, labels: Vec<Sym>) {
        let depth = self.f.runtime_depth;
        self.f.control.push(Control { kind, labels, depth });
    }

    pub fn pop_control(&mut self) -> Control {
        self.f.control.pop().expect("a control entry to pop")
    }

    /// `break` (to `label`, or the innermost loop or switch).
    pub fn emit_break(&mut self, label: Option<Sym>) -> CResult<()> {
        let target = self.f.control.iter().rposition(|control| match label {
            Some(label) => control.labels.contains(&label),
            None => matches!(control.kind, ControlKind::Loop { .. } | ControlKind::Breakable { is_switch: true, .. }),
        });
        let target = target.expect("the parser checks break targets");
        self.jump_through(self.f.control.len(), PendingJump::Break(target))
    }

    /// `continue` (to `label`'s loop, or the innermost loop).
    pub fn emit_continue(&mut self, label: Option<Sym>) -> CResult<()> {
        let target = self.f.control.iter().rposition(|control| {
            matches!(control.kind, ControlKind::Loop { .. })
                && label.is_none_or(|label| control.labels.contains(&label))
        });
        let target = target.expect("the parser checks continue targets");
        self.jump_through(self.f.control.len(), PendingJump::Continue(target))
    }

    /// `return value`.
    pub fn emit_return(&mut self, value: Reg) -> CResult<()> {
        self.return_through(self.f.control.len(), value)
    }

    /// Carries out `jump` from inside the control entries below `from`.
    pub fn jump_through(&mut self, from: usize, jump: PendingJump) -> CResult<()> {
        let target = match jump {
            PendingJump::Break(target) | PendingJump::Continue(target) => target,
            PendingJump::Return => unreachable!("returns go through return_through"),
        };
        for index in (target + 1..from).rev() {
            if self.cross(index, jump)? {
                return Ok(());
            }
        }
        let control = self.f.control[target].clone();
        let (label, depth) = match (jump, &control.kind) {
            (PendingJump::Continue(_), ControlKind::Loop { continue_label, continue_depth, .. }) => {
                (*continue_label, *continue_depth)
            }
            (_, ControlKind::Loop { break_label, .. }) | (_, ControlKind::Breakable { break_label, .. }) => {
                (*break_label, control.depth)
            }
            _ => unreachable!("jumps target loops and labelled statements"),
        };
        self.pop_scopes_to(depth);
        self.f.e.jump(label);
        Ok(())
    }

    /// Returns `value` from inside the control entries below `from`.
    pub fn return_through(&mut self, from: usize, value: Reg) -> CResult<()> {
        for index in (0..from).rev() {
            if self.cross(index, PendingJump::Return)? {
                // The value waits in the finally block's register.
                return Ok(());
            }
        }
        self.final_return(value)
    }

    /// Leaves control entry `index` on the way to a jump's target. Returns true when a
    /// `finally` block took the jump over.
    fn cross(&mut self, index: usize, jump: PendingJump) -> CResult<bool> {
        match self.f.control[index].kind.clone() {
            // `continue` of the loop that owns the iterator stays in the loop.
            ControlKind::IteratorClose { .. } if matches!(jump, PendingJump::Continue(target) if target + 1 == index) => {
                Ok(false)
            }
            ControlKind::IteratorClose { iterator, asynchronous, done } => {
                let skip = self.f.e.label();
                if let Some(done) = done {
                    let target = self.f.e.target(skip);
                    self.emit(Instruction::JumpIfTrue { cond: done, target });
                    // Closed now: a throw from `return` must not close it again.
                    self.emit(Instruction::LoadTrue { dst: done });
                }
                if asynchronous {
                    self.async_iterator_close(iterator)?;
                } else {
                    self.emit(Instruction::IteratorClose { iterator });
                }
                self.f.e.bind(skip);
                Ok(false)
            }
            ControlKind::Finally { kind, value, entry, .. } => {
                let code = match jump {
                    PendingJump::Return => COMPLETION_RETURN,
                    _ => {
                        let ControlKind::Finally { jumps, .. } = &mut self.f.control[index].kind else {
                            unreachable!()
                        };
                        jumps.push(jump);
                        COMPLETION_FIRST_JUMP + jumps.len() as i32 - 1
                    }
                };
                if let PendingJump::Return = jump {
                    // `value` was moved there by the caller of return_through.
                }
                let _ = value;
                self.emit(Instruction::LoadInt { dst: kind, value: code });
                let depth = self.f.control[index].depth;
                self.pop_scopes_to(depth);
                self.f.e.jump(entry);
                Ok(true)
            }
            _ => Ok(false),
        }
    }

    /// The end of a function's body: `return value` for its kind.
    pub fn final_return(&mut self, value: Reg) -> CResult<()> {
        match self.f.function_kind() {
            Some(FunctionKind::Async | FunctionKind::AsyncArrow) => {
                let state = self.f.state.expect("async functions have a state register");
                self.emit(Instruction::AsyncResolve { state, src: value });
            }
            Some(FunctionKind::ClassConstructor { derived: true }) => {
                self.sync_derived_this()?;
                self.emit(Instruction::Return { src: value });
            }
            _ => self.emit(Instruction::Return { src: value }),
        }
        Ok(())
    }

    /// A `return` statement's value goes through every `finally` first: store it where the
    /// innermost enclosing finally block (if any) keeps its completion value.
    pub fn return_value_register(&self) -> Option<Reg> {
        self.f.control.iter().rev().find_map(|control| match control.kind {
            ControlKind::Finally { value, .. } => Some(value),
            _ => None,
        })
    }

    /// Emits the dispatch after a `finally` block: continue a recorded jump, rethrow, or
    /// return; normal completion falls through to `after`.
    pub fn finally_dispatch(&mut self, control: Control, after: Label) -> CResult<()> {
        let ControlKind::Finally { kind, value, jumps, .. } = control.kind else {
            unreachable!("dispatching a finally entry")
        };
        let from = self.f.control.len();
        let code = self.f.e.temp();
        let mut cases = vec![(COMPLETION_NORMAL, None), (COMPLETION_THROW, None), (COMPLETION_RETURN, None)];
        for (index, jump) in jumps.iter().enumerate() {
            cases.push((COMPLETION_FIRST_JUMP + index as i32, Some(*jump)));
        }
        for (number, jump) in cases {
            let next = self.f.e.label();
            self.emit(Instruction::LoadInt { dst: code, value: number });
            let target = self.f.e.target(next);
            self.emit(Instruction::JumpIfStrictNotEqual { lhs: kind, rhs: code, target });
            match (number, jump) {
                (COMPLETION_NORMAL, _) => self.f.e.jump(after),
                (COMPLETION_THROW, _) => self.emit(Instruction::Rethrow { src: value }),
                (COMPLETION_RETURN, _) => {
                    if let Some(outer) = self.return_value_register() {
                        self.emit(Instruction::Mov { dst: outer, src: value });
                        self.return_through(from, outer)?;
                    } else {
                        self.return_through(from, value)?;
                    }
                }
                (_, Some(jump)) => self.jump_through(from, jump)?,
                _ => unreachable!(),
            }
            self.f.e.bind(next);
        }
        self.f.e.jump(after);
        Ok(())
    }

    /// 7.4.12 AsyncIteratorClose for a normal completion: calls `return` and awaits it.
    pub fn async_iterator_close(&mut self, iterator: Reg) -> CResult<()> {
        let mark = self.f.e.mark();
        let done = self.f.e.label();
        let method = self.f.e.temp();
        let name = self.str_constant("return")?;
        let cache = self.f.e.property_cache();
        self.emit(Instruction::GetById { dst: method, base: iterator, name, cache });
        let target = self.f.e.target(done);
        self.emit(Instruction::JumpIfNullish { src: method, target });
        let this = self.f.e.temp();
        self.emit(Instruction::Mov { dst: this, src: iterator });
        let result = self.f.e.temps(2);
        let cache = self.f.e.call_cache();
        self.emit(Instruction::Call { dst: result, callee: method, first: this, argc: 0, cache });
        self.emit_await(result, result)?;
        let message = self.str_constant("Iterator result {} is not an object")?;
        self.emit(Instruction::ThrowIfNotObject { src: result, message });
        self.f.e.bind(done);
        self.f.e.release(mark);
        Ok(())
    }
}
