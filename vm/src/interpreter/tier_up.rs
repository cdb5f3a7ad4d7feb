//! The interpreter's side of the tier-up protocol (`crate::tier`): hot loops, recording,
//! and running compiled traces.

use crate::error::JsResult;
use crate::interpreter::{Cursor, Flow};
use crate::tier::{LoopState, RecordPoint, Recording, TraceExit};
use crate::vm::Vm;

impl Vm {
    /// The plain loop's `LoopHint` found loop `counter` at or past the threshold. Runs its
    /// trace (moving the cursor to where the trace exited), or starts recording it; true when
    /// the interpreter must reload its cursor: to switch to its recording loop, or because
    /// the trace's exit rebuilt frames of calls it had inlined.
    #[cold]
    #[inline(never)]
    pub(super) fn hot_loop(&mut self, cursor: &mut Cursor, counter: u32) -> bool {
        let code = cursor.code;
        let cell = &code.loop_counters[counter as usize];
        let Some(mut tier) = self.tier.take() else {
            cell.set(0);
            return false;
        };
        let mut recording = false;
        let mut reload = false;
        match LoopState::of(cell.get() as i32, self.loop_threshold) {
            LoopState::Compiled(trace) => match tier.run_trace(self, trace, cursor.registers) {
                TraceExit::Resume(pc) => cursor.pc = pc,
                TraceExit::Reload => reload = true,
            },
            // A loop met while recording another is the recorder's to judge.
            LoopState::Hot if !self.recording => {
                let at = RecordPoint { code, pc: cursor.pc - 1, fp: cursor.fp, registers: cursor.registers };
                recording = tier.start_recording(self, code, counter, at);
            }
            LoopState::Hot | LoopState::Counting | LoopState::Blacklisted => {}
        }
        self.tier = Some(tier);
        if recording {
            self.recording = true;
            self.save_pc(cursor.pc);
        }
        recording || reload
    }

    /// Shows the recorder the instruction at the cursor; false when recording is over.
    #[inline(always)]
    pub(super) fn record_step(&mut self, cursor: &Cursor) -> bool {
        let Some(mut tier) = self.tier.take() else {
            self.recording = false;
            return false;
        };
        let at = RecordPoint { code: cursor.code, pc: cursor.pc, fp: cursor.fp, registers: cursor.registers };
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
