//! A compiled trace: its IR and snapshots (kept for exits and dumps) and its machine code.

use std::cell::Cell;
use std::rc::Rc;

use vm::JSValue;
use vm::bytecode::CodeBlock;
use vm::tier::{TraceExit, TraceRun};

use crate::backend::call_out::CallSite;
use crate::ir::{Ins, Op};
use crate::recorded::{LinkTo, Recorded};
use crate::snapshot::{Snapshot, SunkObject};

/// The machine code's signature: the frame's registers, the spill area and the VM in; the
/// exit taken ([`ExitCode`]) and the iterations completed out.
pub type TraceEntry = unsafe extern "C" fn(*mut JSValue, *mut u64, *mut vm::Vm) -> TraceRun;

/// Runs after which a trace's yield is judged, and the fewest iterations per run it must
/// average: a trace that exits before finishing its first iteration costs more (entry,
/// exit, the interpreter redoing the iteration's rest) than it saves.
const YIELD_WINDOW: u64 = 256;
const MIN_ITERATIONS_PER_RUN: u64 = 1;

/// An exit as machine code reports it: the trace it left (a root or one of its side traces)
/// in the high half, the snapshot in the low half, whose top bit says that the objects the
/// exit had to make could not be (out of memory: the exception is pending).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ExitCode {
    pub trace: u32,
    pub snapshot: u32,
    pub failed: bool,
}

const FAILED_BIT: u64 = 1 << 31;

impl ExitCode {
    pub fn bits(self) -> u64 {
        (self.trace as u64) << 32 | self.snapshot as u64 | if self.failed { FAILED_BIT } else { 0 }
    }

    pub fn from_bits(bits: u64) -> ExitCode {
        ExitCode { trace: (bits >> 32) as u32, snapshot: (bits & !FAILED_BIT) as u32, failed: bits & FAILED_BIT != 0 }
    }
}

/// What the traces of one function need to run. A trace's exits lead into side traces and
/// its links into the loops of its frame, each another trace of the same function, all
/// running in the activation the first one entered with (the spill area, the call window,
/// the frames); so each function's traces share one `TreeNeeds`, the most any of them
/// needs, which `Jit::enter_trace` provides.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct TreeNeeds {
    pub spill_slots: usize,
    /// Registers its inlined frames take past the root frame's first, and the words of its
    /// call window and roots past those (`backend/call_out.rs`); 0 when no trace calls out.
    pub frame_slots: usize,
    pub window_words: usize,
    /// For a tree that inlines calls: the argument count of the frame it was recorded in,
    /// which places the frames its exits rebuild.
    pub argc: Option<u32>,
}

impl TreeNeeds {
    fn of(recorded: &Recorded, assembled: &crate::backend::Assembled) -> TreeNeeds {
        let calls_out = !recorded.call_sites.is_empty();
        TreeNeeds {
            spill_slots: assembled.spill_slots,
            frame_slots: recorded.frame_slots,
            window_words: if calls_out { recorded.call_window + assembled.root_words } else { 0 },
            argc: recorded.inlines_calls.then_some(recorded.root_argc),
        }
    }

    /// The needs of a tree that also holds a trace needing `other`; `None` when the two
    /// cannot share an activation (recorded in frames of different argument counts).
    pub fn with(self, other: TreeNeeds) -> Option<TreeNeeds> {
        // (A trace that inlines calls rebuilds frames placed after the root frame's
        // arguments.)
        let argc = match (self.argc, other.argc) {
            (Some(a), Some(b)) if a != b => return None,
            (a, b) => a.or(b),
        };
        Some(TreeNeeds {
            spill_slots: self.spill_slots.max(other.spill_slots),
            frame_slots: self.frame_slots.max(other.frame_slots),
            window_words: self.window_words.max(other.window_words),
            argc,
        })
    }

    /// Whether the tree calls out (and so needs its window reserved to run).
    pub fn calls_out(&self) -> bool {
        self.window_words > 0
    }
}

pub struct Trace {
    pub id: u32,
    /// The root of the trace's tree (the trace itself for a root).
    pub root: u32,
    /// The loop's code block, held as long as the trace: the machine code and the exits
    /// name things in it (its counters, its pcs).
    pub code: Rc<CodeBlock>,
    /// The loop's counter (its `LoopHint`'s), which the tree's root is installed in.
    pub counter: u32,
    pub head_pc: usize,
    pub ir: Vec<Ins>,
    pub snapshots: Vec<Snapshot>,
    /// The machine code's address: a root's is a [`TraceEntry`]; a side trace's is where
    /// its parent's exit stub jumps.
    pub entry: usize,
    /// A root's point of re-entry for the side traces that link back to it: past the
    /// prologue, before the register loads.
    pub reentry: usize,
    /// For each snapshot, where its exit stub jumps once the snapshot is written back:
    /// the trace's epilogue (back to the interpreter), or the side trace grown from it.
    /// The machine code holds the slice's address.
    links: Box<[usize]>,
    /// The epilogue's address: an exit linked there returns to the interpreter.
    epilogue: usize,
    /// What the trace needs to run, and what its function's traces need, shared by them.
    pub needs: TreeNeeds,
    pub group: Rc<Cell<TreeNeeds>>,
    /// For a trace that runs once through: the loop it links to at its end.
    pub link: Option<LinkTo>,
    /// For a link into another frame (after a return: `across_frames.rs`): the linked
    /// loop's code, and what the link pushes (the machine code holds its address).
    pub link_across: Option<(Rc<CodeBlock>, Box<crate::across_frames::CrossLink>)>,
    /// For a trace that returns into its caller: the checks its machine code holds, and
    /// the first snapshot in each frame returned into.
    returned: Option<crate::recorded::Returns>,
    /// For a side trace: the pc it starts at, in a frame of the tree's code.
    pub start_pc: Option<u32>,
    /// For a root: the link exits (of any trace) whose words hold its reentry.
    pub incoming: Vec<ExitCode>,
    /// How often each snapshot's exit was taken.
    pub exit_counts: Vec<u32>,
    /// Whether a snapshot's guard checks an assumption (a type, a structure, no overflow)
    /// rather than a branch direction: such an exit taken often means the trace is stale.
    pub checks_assumption: Vec<bool>,
    /// Whether a side trace may grow from a snapshot's exit: a branch's, in the root frame.
    sideable: Vec<bool>,
    /// Side traces tried from each exit so far.
    side_attempts: Vec<u8>,
    /// For a root: side traces its tree holds.
    pub side_traces: u32,
    /// The realm the trace was recorded in (its globals are that realm's).
    pub realm: usize,
    /// Runs and completed iterations since the last judgement of the trace's yield.
    runs: u64,
    iterations: u64,
    /// Iterations completed over the trace's life.
    pub lifetime_iterations: u64,
    /// The calls out the machine code makes (it holds their addresses).
    _call_sites: Vec<CallSite>,
    /// Set when the tree is dropped while it may be running (by code it called out to):
    /// its `GuardValid`s read it. Shared by the tree; machine code holds its address.
    pub invalidated: Rc<Cell<bool>>,
    /// Keep the structures and objects the machine code embeds alive.
    _roots: Vec<gc::Handle>,
}

/// Where a trace sits in its tree, and what its machine code was made with.
pub struct Placement {
    pub id: u32,
    pub root: u32,
    pub entry: usize,
    pub links: Box<[usize]>,
    pub invalidated: Rc<Cell<bool>>,
    pub group: Rc<Cell<TreeNeeds>>,
    pub realm: usize,
}

impl Trace {
    pub fn new(recorded: Recorded, assembled: &crate::backend::Assembled, placement: Placement) -> Trace {
        let exits = recorded.snapshots.len();
        let mut checks_assumption = vec![false; exits];
        let mut sideable = vec![true; exits];
        for ins in &recorded.ir.ins {
            if let Some(snapshot) = ins.snapshot {
                checks_assumption[snapshot.0 as usize] |= ins.op.checks_assumption();
                sideable[snapshot.0 as usize] &= ins.op.is_branch_guard();
            }
        }
        for (index, (sideable, snapshot)) in sideable.iter_mut().zip(&recorded.snapshots).enumerate() {
            // (A side trace starts in a frame of the tree's code: the one the tree was
            // entered in, or after a return one of a recursive function's.)
            let own_frame = !recorded.is_after_return(index)
                || recorded.returned.as_ref().is_some_and(|returns| returns.in_tree_code(index as u32));
            *sideable &= snapshot.frames.is_empty() && !snapshot.throws && own_frame;
        }
        if let Some(link) = recorded.link {
            sideable[link.snapshot as usize] = false;
        }
        let base = placement.entry;
        let epilogue = base + assembled.epilogue;
        let mut links = placement.links;
        links.fill(epilogue);
        Trace {
            id: placement.id,
            root: placement.root,
            needs: TreeNeeds::of(&recorded, assembled),
            group: placement.group,
            link: recorded.link,
            link_across: recorded.link_across,
            returned: recorded.returned,
            start_pc: recorded.side.map(|side| side.start_pc),
            incoming: Vec::new(),
            code: recorded.code,
            counter: recorded.counter,
            head_pc: recorded.head_pc,
            ir: recorded.ir.ins,
            snapshots: recorded.snapshots,
            entry: base,
            reentry: base + assembled.reentry,
            links,
            epilogue,
            exit_counts: vec![0; exits],
            checks_assumption,
            sideable,
            side_attempts: vec![0; exits],
            side_traces: 0,
            realm: placement.realm,
            runs: 0,
            iterations: 0,
            lifetime_iterations: 0,
            _call_sites: recorded.call_sites,
            invalidated: placement.invalidated,
            _roots: recorded.cells,
        }
    }

    /// Counts a run; false when the trace's runs end too early on average to pay.
    pub fn pays(&mut self, run: TraceRun) -> bool {
        self.runs += 1;
        self.iterations += run.iterations;
        self.lifetime_iterations += run.iterations;
        if self.runs < YIELD_WINDOW {
            return true;
        }
        let pays = self.iterations >= MIN_ITERATIONS_PER_RUN * self.runs;
        (self.runs, self.iterations) = (0, 0);
        pays
    }

    /// Whether exit `exit` has been taken so often that the tree should be recorded anew:
    /// at least `HOT_EXIT` times, and once per `STALE_EXIT_SHARE` of the tree's
    /// `iterations` or more often. (A loop entered with a fresh array each time fails a
    /// shape guard once per entry, then runs for long: its trace pays.)
    pub fn is_stale(&self, exit: u32, iterations: u64) -> bool {
        let exits = self.exit_counts[exit as usize];
        self.checks_assumption[exit as usize] && exits >= HOT_EXIT && exits as u64 * STALE_EXIT_SHARE >= iterations
    }

    /// Whether a side trace should be recorded from exit `exit` now: a branch taken
    /// `HOT_EXIT` times, not linked yet, with attempts left (LuaJIT's `hotexit` and
    /// `tryside`). Counts the attempt.
    pub fn wants_side_trace(&mut self, exit: u32) -> bool {
        let wanted = self.may_grow_side_trace(exit);
        if wanted {
            self.side_attempts[exit as usize] += 1;
        }
        wanted
    }

    /// `wants_side_trace` without counting the attempt.
    pub fn may_grow_side_trace(&self, exit: u32) -> bool {
        let exit = exit as usize;
        self.sideable[exit]
            && self.exit_counts[exit] >= HOT_EXIT
            && self.side_attempts[exit] < SIDE_ATTEMPTS
            && self.is_unlinked(exit as u32)
    }

    /// Links exit `exit` to the machine code at `address` (a side trace, or a root's
    /// reentry): its stub jumps there from now on.
    pub fn link(&mut self, exit: u32, address: usize) {
        self.links[exit as usize] = address;
    }

    /// Whether snapshot `snapshot` is in the caller's frame, after the trace returned into
    /// it (`across_frames.rs`).
    pub fn is_after_return(&self, snapshot: u32) -> bool {
        self.returned.as_ref().is_some_and(|returns| snapshot >= returns.first_snapshot())
    }

    /// The code of the loop the trace links to: its own but after a return into the
    /// caller (`across_frames.rs`).
    pub fn linked_code(&self) -> &Rc<CodeBlock> {
        self.link_across.as_ref().map_or(&self.code, |(code, _)| code)
    }

    /// Exit `exit` returns to the interpreter again.
    pub fn unlink(&mut self, exit: u32) {
        self.links[exit as usize] = self.epilogue;
    }

    /// Whether exit `exit` returns to the interpreter.
    pub fn is_unlinked(&self, exit: u32) -> bool {
        self.links[exit as usize] == self.epilogue
    }

    /// The registers `linking`, a trace that links to this one with this trace's root frame
    /// at its slot `base`, would leave with a value this trace does not read them as (a
    /// double where it reads an int32), as this trace numbers them.
    pub fn unfit_link(&self, linking: &Recorded, base: u16) -> Vec<u16> {
        let load = |slot: u16| {
            self.ir.iter().find(|ins| matches!(ins.op, Op::SLoad { slot: s } if s == slot)).map(|ins| ins.ty)
        };
        let written = linking.loop_writes.iter().filter_map(|&(slot, value)| Some((slot.checked_sub(base)?, value)));
        let unfit = written.filter(|&(slot, value)| {
            load(slot).is_some_and(|load| !crate::opt::loops::fits(load, linking.ir.ty(value)))
        });
        unfit.map(|(slot, _)| slot).collect()
    }

    /// Counts exit `exit`, whose stub wrote its snapshot back into the frame (and made the
    /// objects the trace sank, unless `failed`: the exit then throws the exception that
    /// left pending); pushes the frames of the inlined calls it was in and says where to
    /// resume.
    pub fn restore(&mut self, vm: &mut vm::Vm, exit: u32, failed: bool) -> TraceExit {
        self.exit_counts[exit as usize] += 1;
        let snapshot = &self.snapshots[exit as usize];
        let throws = snapshot.throws || failed;
        if snapshot.frames.is_empty() && !throws {
            return TraceExit::Resume(snapshot.pc as usize);
        }
        if snapshot.frames.is_empty() {
            vm.set_top_frame_pc(snapshot.pc);
        }
        crate::snapshot::push_frames(vm, &snapshot.frames, snapshot.pc);
        if throws { TraceExit::Throw } else { TraceExit::Reload }
    }
}

/// Called by the stub of an exit whose snapshot holds objects the trace sank (`objects`,
/// its `Snapshot::sunk`): makes them from the fields the stub wrote to the spill area
/// (`spill`, at the stores' slots), held ones before those holding them, and writes them
/// into the registers that hold them. 0 when done; 1 when an allocation failed (the
/// exception is pending). May collect: the snapshot is in the register file by then, and
/// what is made is rooted until it is there.
pub(crate) extern "C" fn make_sunk_objects_for_exit(
    vm: *mut vm::Vm,
    objects: *const Vec<SunkObject>,
    registers: *mut JSValue,
    spill: *const u64,
) -> u64 {
    // SAFETY: the stub passes the VM the trace runs for (not otherwise in use while it
    // runs), the sunk list of its snapshot (the trace owns it and outlives its code), its
    // frame's registers, and its spill area, whose slots of the stores it just wrote.
    let (vm, objects) = unsafe { (&mut *vm, &*objects) };
    // Every value the stub wrote is rooted before anything is allocated.
    let is_made = |value: crate::ir::Ref| objects.iter().any(|object| object.allocation == value);
    let written: Vec<(crate::ir::Ref, vm::Rooted<JSValue>)> = objects
        .iter()
        .flat_map(|object| &object.fields)
        .filter(|&&(_, _, value)| !is_made(value))
        .map(|&(_, store, _)| {
            // SAFETY: the stub wrote the value of each field that holds no sunk object to
            // its store's spill slot.
            (store, vm.root_value(JSValue::from_bits(unsafe { spill.add(store.index()).read() })))
        })
        .collect();
    let mut made: Vec<(crate::ir::Ref, vm::Rooted<JSValue>)> = Vec::with_capacity(objects.len());
    for object in objects {
        let value_of = |value: crate::ir::Ref, store: crate::ir::Ref| {
            let rooted = made.iter().find(|(r, _)| *r == value).or_else(|| written.iter().find(|(r, _)| *r == store));
            rooted.expect("a field's value is written or made").1.get()
        };
        let fields: Vec<(i32, JSValue)> =
            object.fields.iter().map(|&(disp, store, value)| (disp, value_of(value, store))).collect();
        let structure = vm::StructureId::from_bits(object.structure);
        let new = if object.array {
            let elements: Vec<JSValue> = fields.iter().map(|&(_, value)| value).collect();
            vm.materialize_array(structure, &elements)
        } else {
            vm.materialize_object(structure, &fields)
        };
        // (The trace keeps the structures it names alive.)
        let Ok(new) = new.expect("a sunk object's structure and slots exist") else {
            return 1;
        };
        for &slot in &object.slots {
            // SAFETY: the slot is a register of the frame the snapshot describes.
            unsafe { registers.add(slot as usize).write(new.to_value()) };
        }
        made.push((object.allocation, vm.root_value(new.to_value())));
    }
    0
}

/// The structure ids code made from `ir` compares against or writes.
pub fn structure_ids(ir: &[Ins]) -> impl Iterator<Item = u32> + '_ {
    ir.iter().filter_map(|ins| match ins.op {
        Op::GuardStructure { id, .. } | Op::StoreStructure { id, .. } => Some(id),
        // The header word starts with the id.
        Op::AllocObject { header, .. } | Op::AllocArray { header, .. } => Some(header as u32),
        _ => None,
    })
}

/// Exits at one guard after which a side trace is recorded from it (a branch), or the tree
/// is recorded again (an assumption) (LuaJIT's `hotexit`).
const HOT_EXIT: u32 = 10;

/// Side traces tried from one exit before it is left to the interpreter for good (LuaJIT's
/// `tryside`).
const SIDE_ATTEMPTS: u8 = 4;

/// The most side traces one tree holds (LuaJIT's `maxside`).
pub const MAX_SIDE_TRACES: u32 = 100;

/// Iterations per exit at an assumption below which the trace is stale.
const STALE_EXIT_SHARE: u64 = 64;

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ir::Type;
    use crate::testing::run;
    use vm::JSValue;

    /// An IR constant as the interpreter keeps it (integral doubles as int32s).
    fn boxed(bits: u64, ty: Type) -> JSValue {
        match ty {
            Type::Int32 => JSValue::from_i32(bits as u32 as i32),
            Type::Double => JSValue::from_number(f64::from_bits(bits)),
            Type::Bool => JSValue::from_bool(bits as u32 & 1 != 0),
            _ => JSValue::from_bits(bits),
        }
    }

    #[test]
    fn an_exit_writes_the_snapshot_into_the_register_file_boxed() {
        // The trace leaves at `i === 50`'s guard, in the iteration that wrote x = 26 and
        // y = 52 (doubles in the trace) and big = true (a Bool).
        let source = "function f(n) { var x = 0.5; var y = 0; var big = false; \
                      for (var i = 0; i < n; i++) { x = x + 0.5; y = x * 2; big = i > 40; if (i === 50) break; } \
                      return big ? y : -y; } f(100)";
        let run = run(source, 1);
        assert_eq!(run.value, JSValue::from_i32(52));
        let exits = run.exits.borrow();
        assert_eq!(exits.len(), 1);
        let exit = &exits[0];
        assert!(run.guard_of(0, exit.snapshot).starts_with("none   gint     eq"), "{}", run.guard_of(0, exit.snapshot));
        let jit = run.jit.borrow();
        let trace = &jit.traces[0];
        let snapshot = &trace.snapshots[exit.snapshot as usize];
        assert_eq!(exit.resumed, TraceExit::Resume(snapshot.pc as usize));
        let written: Vec<JSValue> = exit.registers.iter().map(|&(_, value)| value).collect();
        for value in [JSValue::from_i32(26), JSValue::from_i32(52), JSValue::TRUE, JSValue::from_i32(50)] {
            assert!(written.contains(&value), "{value:?} not among {written:?}");
        }
        // Every value the snapshot names is in its register, boxed by its type: constants
        // from the IR, the others from where the exit stub stored them.
        for (&(slot, value), &(written_slot, written)) in snapshot.entries.iter().zip(&exit.registers) {
            assert_eq!(slot, written_slot);
            let ins = trace.ir[value.index()];
            if let Some(bits) = ins.op.constant_bits() {
                assert_eq!(written, boxed(bits, ins.ty), "r{slot}, the constant {value}");
            }
            if written.is_number() {
                let best = JSValue::from_number(written.as_number());
                assert_eq!(written, best, "r{slot}: a number not in the interpreter's encoding");
            }
            match ins.ty {
                Type::Int32 => assert!(written.is_int32()),
                Type::Double => assert!(written.is_number()),
                Type::Bool => assert!(written.is_boolean()),
                _ => {}
            }
        }
    }
}
