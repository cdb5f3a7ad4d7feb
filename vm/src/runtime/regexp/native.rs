//! Machine code for hot patterns: the interface a tier implements (`vm` never names the
//! JIT; `jit/src/regexp` compiles a [`Program`](super::backtrack::program::Program) and hands
//! back a [`NativeMatcher`]).
//!
//! A matcher runs a program at one start position exactly as [`interpreter::run`] does:
//! the same outcome, the same capture registers, the same budget left (it counts the same
//! backtracks and reads the interrupt word at the same counts), the same stack bound. So a
//! search may run any position in either, and the linear engine's takeover and the
//! RangeError come at the same points whichever ran.
//!
//! A pattern tiers up after [`SEARCHES_BEFORE_NATIVE`] searches (at its first in eager-JIT
//! mode), asked once of the VM's tier (`Tier::compile_regexp`); `None` (no tier, a
//! program outside what the tier compiles, no room for its code) keeps the interpreter.

use std::rc::Rc;

use super::CompiledRegExp;
use super::backtrack::interpreter::{self, Budget, Outcome, Scratch};
use super::input::Input;
use crate::string::StrView;
use crate::vm::Vm;

/// Searches of a pattern before the tier is asked for its machine code.
pub const SEARCHES_BEFORE_NATIVE: u32 = 8;

/// A pattern's program in machine code.
pub trait NativeMatcher {
    /// Runs the program on an 8-bit string from `start` as `interpreter::run` would;
    /// `None` when the matcher has no code for 8-bit strings (nothing was done).
    fn run_latin1(&self, input: &[u8], start: usize, scratch: &mut Scratch, budget: &mut Budget) -> Option<Outcome>;

    /// The same on a 16-bit string.
    fn run_utf16(&self, input: &[u16], start: usize, scratch: &mut Scratch, budget: &mut Budget) -> Option<Outcome>;
}

impl CompiledRegExp {
    /// Runs the program at `at`: in machine code when the pattern has some for this
    /// width, in the interpreter otherwise.
    pub(super) fn run_at<I: Input>(
        &self,
        input: I,
        text: &StrView<'_>,
        at: usize,
        scratch: &mut Scratch,
        budget: &mut Budget,
    ) -> Outcome {
        if let Some(Some(native)) = self.native.get() {
            let ran = match text {
                StrView::Latin1(bytes) => native.run_latin1(bytes, at, scratch, budget),
                StrView::Utf16(units) => native.run_utf16(units, at, scratch, budget),
            };
            if let Some(outcome) = ran {
                return outcome;
            }
        }
        interpreter::run(&self.program, input, at, scratch, budget)
    }
}

impl Vm {
    /// Counts a search of `compiled` and, once it is hot, asks the tier for its machine
    /// code (once: the answer is kept, `None` included). Without a tier, or while the
    /// tier is out of the VM, nothing is asked.
    pub(super) fn tier_up_regexp(&mut self, compiled: &CompiledRegExp) {
        if compiled.native.get().is_some() || compiled.start.literal.is_some() {
            // Decided already, or a pure literal, which no engine runs.
            return;
        }
        let searches = compiled.searches.get().saturating_add(1);
        compiled.searches.set(searches);
        let threshold = if self.loop_threshold() <= 1 { 1 } else { SEARCHES_BEFORE_NATIVE };
        if searches < threshold {
            return;
        }
        let Some(tier) = self.tier.as_mut() else { return };
        let native: Option<Rc<dyn NativeMatcher>> = tier.compile_regexp(&compiled.program);
        let _ = compiled.native.set(native);
    }
}
