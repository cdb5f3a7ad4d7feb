//! The interpreter's side of the tier-up protocol (`crate::tier`): hot loops, recording,
//! and running compiled traces.

use crate::error::{JsResult, Throw};
use crate::interpreter::stack::Registers;
use crate::interpreter::{Cursor, Flow};
use crate::tier::{LoopState, RecordPoint, Recording, TraceActivation, TraceExit};
use crate::vm::Vm;

impl Vm {
    /// The plain loop's `LoopHint` found loop `counter` at or past the threshold. Runs its
    /// trace (moving the cursor to where the trace exited), or starts recording it; true when
    /// the interpreter must reload its cursor: to switch to its recording loop, or because
    /// the trace's exit rebuilt frames of calls it had inlined. `Err` when a call the trace
    /// made threw: the cursor is then at that call, for the loop to unwind from.
    #[cold]
    #[inline(never)]
    pub(super) fn hot_loop(&mut self, cursor: &mut Cursor, counter: u32) -> JsResult<bool> {
        let code = cursor.code;
        let cell = &code.loop_counters[counter as usize];
        let Some(mut tier) = self.tier.take() else {
            cell.set(0);
            return Ok(false);
        };
        match LoopState::of(cell.get() as i32, self.loop_threshold) {
            LoopState::Compiled(trace) => {
                let activation = tier.enter_trace(self, trace, cursor.registers);
                self.tier = Some(tier);
                let exit = match activation {
                    Ok(activation) => self.run_trace(activation, cursor.registers),
                    Err(exit) => exit,
                };
                match exit {
                    TraceExit::Resume(pc) => *cursor = Cursor::resume(cursor.code, cursor.registers, cursor.fp, pc),
                    TraceExit::Record(pc) => {
                        // At `pc` of the top frame, which may not be the cursor's (the trace
                        // returned from it, or linked into a call): the loop reloads.
                        self.recording = true;
                        self.save_pc(pc);
                        return Ok(true);
                    }
                    TraceExit::Reload => return Ok(true),
                    TraceExit::Throw => {
                        // The loop unwinds from the instruction before the cursor's pc.
                        *cursor = self.cursor();
                        cursor.pc += 1;
                        return Err(Throw(()));
                    }
                }
                Ok(false)
            }
            // A loop met while recording another is the recorder's to judge.
            LoopState::Hot if !self.recording => {
                let at = RecordPoint { code: &code, pc: cursor.pc - 1, fp: cursor.fp, registers: cursor.registers };
                let shared = self.stack.frames.last().expect("a frame runs the loop").executable.shared_code();
                let recording = tier.start_recording(self, shared, counter, at);
                self.tier = Some(tier);
                if recording {
                    self.recording = true;
                    self.save_pc(cursor.pc);
                }
                Ok(recording)
            }
            LoopState::Hot | LoopState::Counting | LoopState::Blacklisted => {
                self.tier = Some(tier);
                Ok(false)
            }
        }
    }

    /// Runs a trace with the tier in place (what the trace calls may need it), then hands
    /// the exit to the tier.
    fn run_trace(&mut self, activation: TraceActivation, registers: Registers) -> TraceExit {
        let run = (activation.run)(&activation, self, registers);
        let mut tier = self.tier.take().expect("code a trace calls gives the tier back");
        let exit = tier.leave_trace(self, activation, run, registers);
        self.tier = Some(tier);
        exit
    }

    /// Shows the recorder the instruction at the cursor; false when recording is over.
    #[inline(always)]
    pub(super) fn record_step(&mut self, cursor: &Cursor) -> bool {
        let Some(mut tier) = self.tier.take() else {
            self.recording = false;
            return false;
        };
        let at = RecordPoint { code: &cursor.code, pc: cursor.pc, fp: cursor.fp, registers: cursor.registers };
        let status = tier.record(self, at);
        self.tier = Some(tier);
        if status == Recording::Stop {
            self.recording = false;
        }
        status == Recording::Continue
    }

    /// The recording loop: the plain one with the recorder before each instruction, kept
    /// out of line so the plain loop's code is not disturbed by it.
    #[inline(never)]
    pub(super) fn run_recording(&mut self, cursor: &mut Cursor) -> JsResult<Flow> {
        self.run::<true>(cursor)
    }
}
