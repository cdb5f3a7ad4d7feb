//! Interrupts: stopping running JavaScript from the host.
//!
//! One atomic word, the VM's [`Interrupt`], says whether anyone wants the running code's
//! attention. Any thread may set it (an embedder's `terminate()`, a deadline's watchdog,
//! a ticker asking for the interrupt handler to run); the interpreter reads it at every
//! loop back-edge and every call of a JavaScript function, and traces read it at the top
//! of each iteration, so the check is one load and a branch on the fast path.
//!
//! A termination is not a JavaScript exception: it waits in the VM as
//! [`Exception::Terminated`], no `catch` or `finally` runs for it, taking it as a value
//! re-raises it, and while the word keeps its `TERMINATE` bit every entry into JavaScript
//! fails at once. So a builtin or a native that swallows it cannot resume JavaScript (V8
//! and QuickJS do the same). The embedding API's outermost call clears it
//! ([`Vm::clear_termination`]) and reports it; the VM is usable afterwards.

use std::sync::Arc;
use std::sync::atomic::{AtomicU8, AtomicU32, Ordering};

use crate::error::{Exception, JsResult, Throw};
use crate::vm::Vm;

/// Running code must stop.
pub const TERMINATE: u32 = 1;
/// The interrupt handler is due to run.
pub const POLL: u32 = 2;

/// Why running code was terminated.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum TerminationReason {
    /// The host asked for it ([`Interrupt::terminate`]).
    Requested,
    /// A deadline passed.
    Deadline,
    /// The interrupt handler asked for it.
    Handler,
}

impl TerminationReason {
    fn to_u8(self) -> u8 {
        match self {
            TerminationReason::Requested => 0,
            TerminationReason::Deadline => 1,
            TerminationReason::Handler => 2,
        }
    }

    fn from_u8(byte: u8) -> TerminationReason {
        match byte {
            1 => TerminationReason::Deadline,
            2 => TerminationReason::Handler,
            _ => TerminationReason::Requested,
        }
    }
}

/// The attention word of one VM, shared with the threads that may interrupt it.
#[derive(Debug, Default)]
pub struct Interrupt {
    word: AtomicU32,
    reason: AtomicU8,
}

impl Interrupt {
    /// Asks the running code to stop; it ends with a termination at its next check.
    pub fn terminate(&self, reason: TerminationReason) {
        self.reason.store(reason.to_u8(), Ordering::Relaxed);
        self.word.fetch_or(TERMINATE, Ordering::SeqCst);
    }

    /// Asks for the VM's interrupt handler to run at the next check.
    pub fn request_poll(&self) {
        self.word.fetch_or(POLL, Ordering::SeqCst);
    }

    /// Whether a termination was asked for and not yet cleared.
    pub fn is_terminating(&self) -> bool {
        self.word.load(Ordering::Relaxed) & TERMINATE != 0
    }

    /// The reason of the last termination asked for.
    pub fn reason(&self) -> TerminationReason {
        TerminationReason::from_u8(self.reason.load(Ordering::Relaxed))
    }

    /// The word's address, for machine code that checks it.
    pub fn word_address(&self) -> usize {
        self.word.as_ptr() as usize
    }

    fn take_poll(&self) -> bool {
        self.word.fetch_and(!POLL, Ordering::SeqCst) & POLL != 0
    }
}

/// The embedder's interrupt handler: true ends the running code.
pub type InterruptHandler = Box<dyn FnMut() -> bool>;

impl Vm {
    /// The VM's attention word, to interrupt it from anywhere.
    pub fn interrupt(&self) -> Arc<Interrupt> {
        self.interrupt.clone()
    }

    /// Sets the handler run when the word's `POLL` bit is found set (whoever sets it
    /// decides how often).
    pub fn set_interrupt_handler(&mut self, handler: Option<InterruptHandler>) {
        self.interrupt_handler = handler;
    }

    /// The check at back-edges and calls: nothing unless someone set the word.
    #[inline(always)]
    pub(crate) fn poll_interrupt(&mut self) -> JsResult<()> {
        if self.interrupt.word.load(Ordering::Relaxed) == 0 { Ok(()) } else { self.service_interrupt() }
    }

    /// Runs the handler if it is due, then raises the termination if one is asked for.
    #[cold]
    #[inline(never)]
    fn service_interrupt(&mut self) -> JsResult<()> {
        if self.interrupt.take_poll()
            && let Some(mut handler) = self.interrupt_handler.take()
        {
            let stop = handler();
            self.interrupt_handler = Some(handler);
            if stop {
                self.interrupt.terminate(TerminationReason::Handler);
            }
        }
        if self.interrupt.is_terminating() {
            return Err(self.raise_termination());
        }
        Ok(())
    }

    /// Makes the termination the pending exception (again, where a step took it).
    pub fn raise_termination(&mut self) -> Throw {
        self.exception = Exception::Terminated(self.interrupt.reason());
        Throw(())
    }

    /// Whether JavaScript is running: a frame or a call from Rust is in progress (a host
    /// call made now is nested in another).
    pub fn is_running(&self) -> bool {
        self.native_depth > 0 || !self.stack.frames.is_empty()
    }

    /// Whether running code is being terminated.
    pub fn is_terminating(&self) -> bool {
        self.interrupt.is_terminating()
    }

    /// Ends a termination: JavaScript may run again. The embedding API calls this when the
    /// termination has left its outermost call.
    pub fn clear_termination(&mut self) {
        self.interrupt.word.fetch_and(!TERMINATE, Ordering::SeqCst);
        if matches!(self.exception, Exception::Terminated(_)) {
            self.exception = Exception::None;
        }
    }
}
