//! Registers the interpreter reads no more before writing them (`vm::bytecode::liveness`):
//! an exit need not write them back, nor a trace's end store them. That saves stores, and a
//! value only dead registers hold need not exist at all (`sink.rs`).

use vm::bytecode::liveness::Liveness;

use crate::recorded::Recorded;

/// Drops the dead registers from the snapshots of exits in the root frame and from the
/// writes at the trace's end (its loop edge, or its link). Registers past the root frame's
/// belong to inlined calls: none is in progress at either, so they are dead there.
/// (After a return into the caller, `across_frames.rs`, slots count from the caller's
/// first register: those snapshots and the link are left as they are.)
pub fn drop_dead_registers(trace: &mut Recorded, liveness: &Liveness) {
    let frame = trace.code.register_count;
    let live = |pc: usize, slot: u16| slot < frame && liveness.is_live(pc, slot);
    let end = trace.link.map_or(trace.head_pc, |link| link.head_pc);
    // (A link into a frame the trace inlined, `across_frames.rs`, writes that frame's
    // registers too, and the caller's as they are at its call: those are left as well.)
    if trace.returned.is_none() && trace.link_across.is_none() {
        trace.loop_writes.retain(|&(slot, _)| live(end, slot));
        trace.preroll_writes.retain(|&(slot, _)| live(end, slot));
    }
    let first_after_return =
        trace.returned.as_ref().map_or(trace.snapshots.len(), |returns| returns.first_snapshot() as usize);
    for snapshot in trace.snapshots[..first_after_return].iter_mut().filter(|snapshot| snapshot.frames.is_empty()) {
        let pc = snapshot.pc as usize;
        snapshot.entries.retain(|&(slot, _)| live(pc, slot));
    }
}

#[cfg(test)]
mod tests {
    use crate::testing::run;
    use vm::JSValue;

    #[test]
    fn an_exit_writes_back_only_registers_read_after_it() {
        // At the exit (`i === 50`), `t` (100) is read no more; `last` (101) is, after the
        // loop, and `i` (50) by the interpreter's next iteration step.
        let source = "function f(n) { var last = 0; \
                      for (var i = 0; i < n; i++) { var t = i * 2; last = t + 1; if (i === 50) break; } \
                      return last; } f(100)";
        let run = run(source, 1);
        assert_eq!(run.value, JSValue::from_i32(101));
        let exits = run.exits.borrow();
        let written: Vec<JSValue> = exits[0].registers.iter().map(|&(_, value)| value).collect();
        assert!(written.contains(&JSValue::from_i32(101)) && written.contains(&JSValue::from_i32(50)), "{written:?}");
        assert!(!written.contains(&JSValue::from_i32(100)), "t is dead at the exit: {written:?}");
    }
}
