//! Traces that leave the frame they were entered in (LuaJIT's down-recursion and
//! `LJ_TRLINK_ROOT` into a loop of another frame).
//!
//! A side trace grown from a loop's exit may run into the function's `return`. When the
//! caller is a frame of the same dispatch loop, the trace goes on there: `ReturnToCaller`
//! has the VM pop the frame (after checking the caller is the code, call and argument
//! count the recording saw: `vm::tier::TraceReturn`) and moves the register file's pointer
//! to the caller's frame, whose registers the trace numbers from then on. It records the
//! caller's loop body, calls into the function again (inlined), and links to a loop of
//! whichever frame it is in that has a trace, as one of those loops of the frame it
//! started in would. That link crosses frames: `link_across_frames` pushes the frames of
//! the calls the trace had inlined, as an exit would, and the linked trace runs with the
//! innermost one as its root frame. So a function called from a loop, each call running a
//! loop of its own (nbody's `advance`, a `for-in` over each object), stays in machine code
//! from one call to the next, with no exit.
//!
//! The linked trace may be another function's, whose traces need more than the activation
//! entered with was given: the link checks the spill area's capacity and the argument
//! count those traces were recorded with, and moves the call window past the new frames.
//! When any of that does not fit, it does not link: the exit returns to the interpreter,
//! at that loop's header in the frames the trace had.

use std::cell::{Cell, RefCell};
use std::rc::Rc;

use vm::JSValue;
use vm::tier::TraceReturn;

use crate::backend::call_out::{SPILL_CAPACITY, WINDOW_ADDRESS, WINDOW_INDEX};
use crate::snapshot::{SnapshotFrame, push_frames};
use crate::trace::TreeNeeds;

/// A link into a loop of another frame than the one the trace was entered in: the frames
/// to push (the calls inlined at the link, outermost first; none when the loop is the
/// caller's own), the loop header's pc, and the needs of the linked loop's traces (set
/// when the link is connected).
pub struct CrossLink {
    pub frames: Vec<SnapshotFrame>,
    pub pc: u32,
    pub target: RefCell<Option<Rc<Cell<TreeNeeds>>>>,
}

/// Called by `ReturnToCaller`: pops the top frame when its caller is as `expected`, and
/// gives the caller's first register; null (nothing changed) when it is not.
pub(crate) extern "C" fn return_to_caller(vm: *mut vm::Vm, expected: *const TraceReturn) -> *mut JSValue {
    // SAFETY: the trace passes the VM it runs for (not otherwise in use while it runs) and
    // the check its recording made, which the trace owns and outlives its code.
    let (vm, expected) = unsafe { (&mut *vm, &*expected) };
    match vm.return_for_trace(expected) {
        Some(fp) => vm.register_address(fp),
        None => std::ptr::null_mut(),
    }
}

/// Called by the link of a trace that returned into its caller, once its registers are
/// written back and its link word holds a trace: pushes the frames `link` lists and sets
/// the activation up for the linked trace (its spill slots, its call window); gives the
/// linked loop's frame's first register, where the linked trace runs. Null, with nothing
/// changed, when the activation cannot run the linked trace.
pub(crate) extern "C" fn link_across_frames(vm: *mut vm::Vm, link: *const CrossLink, spill: *mut u64) -> *mut JSValue {
    // SAFETY: the trace passes the VM it runs for (not otherwise in use while it runs), the
    // link its trace owns, and its spill area, which has the activation's words before it.
    let (vm, link) = unsafe { (&mut *vm, &*link) };
    let Some(needs) = link.target.borrow().as_ref().map(|group| group.get()) else { return std::ptr::null_mut() };
    // SAFETY: the activation's words sit before the spill area (`Jit::enter_trace`).
    let word = |displacement: isize| unsafe { spill.offset(displacement) };
    let (caller_fp, caller_argc) = vm.top_frame_shape();
    let (fp, argc) = match link.frames.last() {
        Some(frame) => (caller_fp + frame.base as usize, frame.argc as u32),
        None => (caller_fp, caller_argc),
    };
    // SAFETY: as above.
    let capacity = unsafe { word(SPILL_CAPACITY).read() } as usize;
    // (A recursive function's entry trace links into itself one call deeper each time:
    // near the end of the stack the interpreter takes over, and throws the RangeError.)
    if needs.argc.is_some_and(|a| a != argc) || needs.spill_slots > capacity || !vm.trace_fits(fp, link.frames.len()) {
        return std::ptr::null_mut();
    }
    let (depth, top) = (vm.frame_depth(), vm.register_top());
    push_frames(vm, &link.frames, link.pc);
    // The registers reserved on entry (the window, the roots) stay below the top.
    vm.restore_register_top(top.max(vm.register_top()));
    if needs.calls_out() {
        // SAFETY: as above.
        let current = unsafe { word(WINDOW_INDEX as isize / 8).read() } as usize;
        let window = current.max(vm.top_frame_end()).max(fp + needs.frame_slots);
        if vm.reserve_trace_window(window - fp + needs.window_words).is_none() {
            vm.truncate_frames(depth);
            vm.restore_register_top(top);
            return std::ptr::null_mut();
        }
        // SAFETY: as above.
        unsafe {
            word(WINDOW_ADDRESS as isize / 8).write(vm.register_address(window) as u64);
            word(WINDOW_INDEX as isize / 8).write(window as u64);
        }
    }
    vm.register_address(fp)
}

#[cfg(test)]
mod tests {
    use vm::JSValue;
    use vm::tier::TraceExit;

    use crate::testing::run;

    const SUM: &str = "function sum(a, n) { var s = 0; for (var i = 0; i < n; i++) s = s + a[i]; return s; } ";

    #[test]
    fn a_side_trace_returns_into_the_caller_and_links_into_the_next_call() {
        let source = format!(
            "{SUM} function caller(f, rounds) {{ var a = [1, 2, 3]; var t = 0; \
             for (var k = 0; k < rounds; k++) t = t + f(a, 3); return t; }} caller(sum, 2000)"
        );
        let run = run(&source, 10);
        assert_eq!(run.value, JSValue::from_i32(12000));
        let jit = run.jit.borrow();
        let side = jit.traces.iter().find(|trace| trace.link_across.is_some()).expect("a side trace links across");
        assert!(
            run.ir(side.id as usize).iter().any(|line| line.starts_with("none   ret")),
            "{:?}",
            run.ir(side.id as usize)
        );
        // The recordings' exits, then none: 2,000 calls run in machine code.
        assert!(run.exits.borrow().len() < 40, "{} exits", run.exits.borrow().len());
    }

    const FIB: &str = "function fib(n) { if (n < 2) return n; return fib(n - 1) + fib(n - 2); } ";

    #[test]
    fn a_recursive_function_gets_a_trace_from_its_entry_that_links_into_itself() {
        let run = run(&format!("{FIB} fib(22)"), 10);
        assert_eq!(run.value, JSValue::from_i32(17711));
        let jit = run.jit.borrow();
        // The entry trace (its head the FunctionHint at pc 0) ends at the recursive call's
        // entry, linking into itself one frame up.
        let entry = &jit.traces[0];
        assert_eq!((entry.head_pc, entry.start_pc), (0, None));
        let link = entry.link.expect("the entry trace links");
        assert_eq!((link.head_pc, link.trace), (0, None), "recorded before it had a trace: itself");
        assert!(!entry.is_unlinked(link.snapshot), "connected to itself once installed");
        assert!(entry.link_across.as_ref().is_some_and(|(_, across)| across.frames.len() == 1));
        // 57,313 calls; the exits are the recordings'.
        assert!(run.exits.borrow().len() < 100, "{} exits", run.exits.borrow().len());
    }

    #[test]
    fn down_recursion_links_an_exit_after_a_return_to_the_side_trace_that_starts_there() {
        let run = run(&format!("{FIB} fib(22)"), 10);
        let jit = run.jit.borrow();
        let linked_after_return = jit.traces.iter().any(|trace| {
            (0..trace.snapshots.len() as u32).any(|exit| {
                let pc = trace.snapshots[exit as usize].pc;
                trace.is_after_return(exit)
                    && !trace.is_unlinked(exit)
                    && jit.traces.iter().any(|side| side.start_pc == Some(pc) && side.root == trace.root)
            })
        });
        assert!(linked_after_return, "an exit after a return goes on in a side trace of the same pc");
        // Side traces return twice at most; the rest is links.
        assert!(run.statistics().side_traces <= 8, "{:?}", run.statistics());
    }

    #[test]
    fn a_tail_call_of_the_function_itself_runs_as_a_loop_in_its_frame() {
        let source = "function count(n, acc) { 'use strict'; return n === 0 ? acc : count(n - 1, acc + 1); } \
                      count(100000, 0)";
        let run = run(source, 10);
        assert_eq!(run.value, JSValue::from_i32(100000));
        let jit = run.jit.borrow();
        let entry = &jit.traces[0];
        let link = entry.link.expect("the entry trace links");
        assert_eq!(entry.head_pc, 0);
        assert_eq!(link.head_pc, 0, "back to its own entry");
        assert!(entry.link_across.is_none(), "in the same frame, which the tail call replaced");
        assert!(!entry.is_unlinked(link.snapshot));
        assert!(run.exits.borrow().len() < 10, "{} exits", run.exits.borrow().len());
    }

    #[test]
    fn a_function_that_has_not_called_itself_gets_no_trace_from_its_entry() {
        // The loop is not traced (a direct eval), so the interpreter makes every call.
        let source = "function add(a, b) { return a + b; }                       var s = 0; for (var i = 0; i < 3000; i++) { eval(...['']); s = add(s, i); } s";
        let run = run(source, 10);
        assert_eq!(run.value, JSValue::from_i32(4498500));
        let statistics = run.statistics();
        assert!(!statistics.loops.iter().any(|record| record.location.contains("the entry of add")), "{statistics:?}");
        assert!(!run.jit.borrow().traces.iter().any(|trace| trace.head_pc == 0), "no entry trace");
    }

    #[test]
    fn an_exit_after_the_return_resumes_the_interpreter_in_the_caller() {
        // At round 1,500 the caller's loop goes the other way, after the side trace returned
        // into it: the exit is in the caller's frame, which the interpreter reloads.
        let source = format!(
            "{SUM} function caller(f, rounds) {{ var a = [1, 2, 3]; var t = 0; \
             for (var k = 0; k < rounds; k++) {{ t = t + f(a, 3); if (k === 1500) t = t + 0.5; }} return t; }} \
             caller(sum, 2000)"
        );
        let run = run(&source, 10);
        assert_eq!(run.value, JSValue::from_number(12000.5));
        let jit = run.jit.borrow();
        let moved = run.exits.borrow().iter().any(|exit| {
            jit.traces[exit.trace as usize].is_after_return(exit.snapshot) && exit.resumed == TraceExit::Reload
        });
        assert!(moved, "an exit in the caller's frame reloads the interpreter's cursor");
    }
}
