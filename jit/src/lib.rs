//! Kestrel's trace JIT: hot loops recorded as typed SSA traces and emitted as machine code
//! with dynasm, plugged into the VM through its `Tier` trait (`vm::tier`).
//!
//! ```text
//!   LoopHint hot ──> Recorder (record/) ──> IR + snapshots (ir/, snapshot.rs)
//!        ^                                       │ fold, CSE, forwarding as recorded (opt/);
//!        │                                       v the loop closed (opt/loops.rs)
//!   LoopHint runs ── Trace (trace.rs) <── backend (backend/: DCE, registers, layout;
//!        │                │                 x64/ or arm64/) into the arena (code_memory.rs)
//!        └── exit: the stub writes the snapshot back and jumps through its link word:
//!            to the interpreter at its pc, or into the side trace grown from it
//!            (recorded from there when the exit is hot), which links back into a loop
//! ```
//!
//! `jit/DESIGN.md` gives the decisions; what this first tier handles and what it does not
//! yet is listed there too.

pub mod abort;
pub mod across_frames;
pub mod arm64;
pub mod backend;
pub mod code_memory;
mod dump;
pub mod ir;
pub mod opt;
pub mod record;
pub mod recorded;
pub mod regexp;
pub mod snapshot;
#[cfg(test)]
mod testing;
pub mod trace;
pub mod x64;

use std::collections::HashMap;
use std::rc::Rc;

use vm::Vm;
use vm::bytecode::CodeBlock;
use vm::bytecode::liveness::Liveness;
use vm::tier::{
    BLACKLISTED, LoopAborts, LoopState, RecordPoint, Recording, Registers, TRACE_BASE, Tier, TierStatistics,
    TraceActivation, TraceExit, TraceRun,
};

pub use crate::dump::DumpMode;

use crate::abort::Abort;
use crate::backend::call_out::ACTIVATION_WORDS;
use crate::code_memory::CodeMemory;
use crate::record::{Intrinsics, Recorder, Step};
use crate::recorded::{LinkTo, Recorded, SideOf};
use crate::trace::{ExitCode, Trace, TraceEntry};

/// The backend for the machine this runs on. (Both are compiled everywhere, so that each
/// host's tests assemble traces for the other too.)
#[cfg(target_arch = "x86_64")]
type Native<'a> = x64::X64<'a>;
#[cfg(target_arch = "aarch64")]
type Native<'a> = arm64::Arm64<'a>;

/// The key of a loop in the JIT's tables: its code block's address and its counter.
fn loop_key(code: &CodeBlock, counter: u32) -> (usize, u32) {
    (code as *const CodeBlock as usize, counter)
}

/// How `vm --stats` names the loop whose `LoopHint` is at `pc`, or the function whose
/// `FunctionHint` it is: `file:line`, the function's first line for its entry.
fn hint_location(code: &CodeBlock, pc: usize) -> String {
    if !record::is_function_hint(code, pc) {
        return code.file_line(pc as u32);
    }
    let first = code.locations.first().map_or(0, |location| location.pc);
    let name = if code.name.is_empty() { "an anonymous function" } else { &code.name };
    format!("{} (the entry of {name})", code.file_line(first))
}

/// The default number of iterations before a loop is recorded (LuaJIT's `hotloop`).
pub const DEFAULT_THRESHOLD: u32 = 56;

/// The first penalty after an abort, and the one past which a loop is blacklisted
/// (LuaJIT's values: about ten doublings).
const PENALTY_MIN: i32 = 36;
const PENALTY_MAX: i32 = 60_000;
/// A function that had not called itself when its entry got hot is looked at again after
/// this many times the threshold more calls (`Jit::start_recording`).
const NOT_RECURSIVE_WAIT: i32 = 16;
/// Retries allowed straight away for a loop whose types had not settled yet.
const UNSTABLE_RETRIES: u32 = 2;

/// Code blocks whose liveness is kept before those no longer alive are forgotten.
const LIVENESS_CACHE_LIMIT: usize = 256;

#[derive(Clone, Debug, Default)]
pub struct JitOptions {
    /// `--dump-trace`: print each trace's IR, snapshots (and machine code) on standard error.
    pub dump: Option<DumpMode>,
    /// The Rust function of `$vm.inTrace`, whose calls traces fold to true.
    pub in_trace: Option<usize>,
    /// Native functions traces compute inline, by address (`builtins::trace_intrinsics`).
    pub intrinsics: Vec<(usize, vm::tier::TraceIntrinsic)>,
    /// Native functions traces call knowing what they may do (`builtins::trace_natives`).
    pub natives: Vec<(usize, vm::tier::NativeEffect)>,
}

/// What the JIT remembers of a loop it has recorded: what to do at its next recording, and
/// why it aborted (`vm --stats` names the loops that stay in the interpreter).
struct LoopRecord {
    /// `file:line` of its `LoopHint`.
    location: String,
    penalty: i32,
    unstable_retries: u32,
    /// Registers to read as doubles (they turned into doubles in an earlier recording).
    double_slots: Vec<u16>,
    aborts: HashMap<Abort, u32>,
    /// What the JIT last set the loop's counter to.
    state: LoopState,
}

impl LoopRecord {
    /// What `vm --stats` shows of the loop.
    fn aborts(&self) -> LoopAborts {
        let mut reasons: Vec<(String, u32)> =
            self.aborts.iter().map(|(reason, &count)| (reason.to_string(), count)).collect();
        reasons.sort_by(|(a, m), (b, n)| n.cmp(m).then_with(|| a.cmp(b)));
        LoopAborts { location: self.location.clone(), reasons, state: self.state }
    }
}

pub struct Jit {
    options: JitOptions,
    intrinsics: std::rc::Rc<Intrinsics>,
    recorder: Option<Recorder>,
    traces: Vec<Trace>,
    /// `None` when the arena could not be mapped: nothing compiles then.
    memory: Option<CodeMemory>,
    /// The regular expressions' own arena (`regexp/`), made at the first one compiled:
    /// writing code flips its pages to read-write, which must never happen to a running
    /// trace's (a trace may call a regexp exec). Each compiled pattern holds it too.
    regexp_memory: Option<Rc<std::cell::RefCell<CodeMemory>>>,
    /// Patterns compiled to machine code, and those refused.
    regexps_compiled: u32,
    regexps_refused: u32,
    /// A spill area per trace running: a trace's calls out may run other traces.
    spills: Vec<Vec<u64>>,
    /// The register liveness of the code blocks recorded in, by address and start
    /// (`liveness_of`).
    liveness: HashMap<(usize, usize), (std::rc::Weak<CodeBlock>, Rc<Liveness>)>,
    /// The root traces running now (entered and not yet left), innermost last.
    active: Vec<Active>,
    /// The groups (`Trace::group`, by address) of traces that links into other frames
    /// reach (`across_frames.rs`): they may be running in any activation.
    linked_across: std::collections::HashSet<usize>,
    /// The most spill slots any function's traces need: every activation gets as many,
    /// so that a link into another function's traces finds them.
    widest_spill: usize,
    /// The last exit taken (for tests, which look at what it wrote).
    pub last_exit: Option<ExitCode>,
    /// Side traces installed, link exits connected, and recordings of side traces that made
    /// none, by reason.
    side_traces: u32,
    /// Allocations the installed traces sank.
    sunk_allocations: u32,
    sunk_stores: u32,
    links: u32,
    side_aborts: HashMap<Abort, u32>,
    /// By (code block address, loop counter), made when the loop is first recorded.
    loops: HashMap<(usize, u32), LoopRecord>,
    exits: u64,
    /// Objects traces allocated; boxed, so that machine code can hold its address.
    inline_allocations: Box<std::cell::Cell<u64>>,
    /// `Vm::allocators_for_elements`, read when the first recording starts (machine code
    /// holds its address).
    elements_allocators: Vec<usize>,
    /// Deterministic noise for penalties, so loops that abort together do not retry
    /// together.
    seed: u32,
}

impl Jit {
    pub fn new(options: JitOptions) -> Jit {
        Jit {
            intrinsics: std::rc::Rc::new(Intrinsics::new(&options.intrinsics, &options.natives)),
            options,
            recorder: None,
            traces: Vec::new(),
            memory: CodeMemory::new(),
            regexp_memory: None,
            regexps_compiled: 0,
            regexps_refused: 0,
            spills: Vec::new(),
            liveness: HashMap::new(),
            active: Vec::new(),
            linked_across: std::collections::HashSet::new(),
            widest_spill: 0,
            last_exit: None,
            side_traces: 0,
            sunk_allocations: 0,
            sunk_stores: 0,
            links: 0,
            side_aborts: HashMap::new(),
            loops: HashMap::new(),
            exits: 0,
            inline_allocations: Box::new(std::cell::Cell::new(0)),
            elements_allocators: Vec::new(),
            seed: 0x2545_f491,
        }
    }

    fn noise(&mut self) -> i32 {
        self.seed ^= self.seed << 13;
        self.seed ^= self.seed >> 17;
        self.seed ^= self.seed << 5;
        (self.seed & 15) as i32
    }

    /// The record of loop `counter` of `code`, which `start_recording` made.
    fn loop_record(&mut self, code: &CodeBlock, counter: u32) -> &mut LoopRecord {
        self.loops.get_mut(&loop_key(code, counter)).expect("a loop is recorded before it aborts or compiles")
    }

    fn abort(&mut self, vm: &Vm, code: &CodeBlock, counter: u32, reason: Abort) {
        if let Some(dropped) = Self::installed(code, counter) {
            // The loop's trace is dropped: nothing links into it any more.
            self.unlink_incoming(dropped);
        }
        let threshold = vm.loop_threshold();
        let noise = self.noise();
        let record = self.loop_record(code, counter);
        *record.aborts.entry(reason).or_default() += 1;
        let retry_now = matches!(reason, Abort::TypeUnstable | Abort::StaleTrace);
        let value = if retry_now && record.unstable_retries < UNSTABLE_RETRIES {
            // The interpreter has run the iteration with the new types: record again now.
            record.unstable_retries += 1;
            threshold
        } else {
            record.penalty = if record.penalty == 0 { PENALTY_MIN } else { record.penalty * 2 + noise };
            if record.penalty > PENALTY_MAX { BLACKLISTED } else { threshold.saturating_sub(record.penalty) }
        };
        record.state = LoopState::of(value, threshold);
        code.loop_counters[counter as usize].set(value as u32);
    }

    /// A side trace could not be made (its recording aborted, or it would not install).
    fn side_abort(&mut self, reason: Abort) {
        *self.side_aborts.entry(reason).or_default() += 1;
    }

    fn compile(&mut self, vm: &Vm, recorder: Recorder) {
        let (code, counter, side) = (recorder.root_code.clone(), recorder.counter, recorder.side_of());
        let start = side.map_or(recorder.head_pc, |side| side.start_pc as usize);
        let liveness = self.liveness_of(&code, start);
        let result = match recorder.finish(&liveness) {
            Ok(recorded) => self.install(vm, recorded),
            Err((reason, double_slots)) => {
                self.loop_record(&code, counter).double_slots.extend(double_slots);
                Err(reason)
            }
        };
        match (result, side) {
            (Ok(()), _) => {}
            (Err(reason), None) => self.abort(vm, &code, counter, reason),
            (Err(reason), Some(_)) => self.side_abort(reason),
        }
    }

    /// The register liveness of `code` from `start` on (where the trace starts), computed
    /// once (a loop is recorded again, and side traces start at the same exits).
    fn liveness_of(&mut self, code: &Rc<CodeBlock>, start: usize) -> Rc<Liveness> {
        let key = (Rc::as_ptr(code) as usize, start);
        if let Some((known, liveness)) = self.liveness.get(&key)
            && known.upgrade().is_some_and(|known| Rc::ptr_eq(&known, code))
        {
            return liveness.clone();
        }
        if self.liveness.len() >= LIVENESS_CACHE_LIMIT {
            self.liveness.retain(|_, (known, _)| known.strong_count() > 0);
        }
        let liveness = Rc::new(Liveness::of(code, start));
        self.liveness.insert(key, (Rc::downgrade(code), liveness.clone()));
        liveness
    }

    /// Compiles `recorded` and installs it: a root in its loop's counter, a side trace in
    /// its parent's exit; and links it to the loop it ends at.
    fn install(&mut self, vm: &Vm, recorded: Recorded) -> Result<(), Abort> {
        let (side, link, code, counter) = (recorded.side, recorded.link, recorded.code.clone(), recorded.counter);
        if let Some(link) = link {
            self.check_link_types(vm, &recorded, link)?;
        }
        let invalidated = match side {
            None => Rc::new(std::cell::Cell::new(false)),
            Some(side) if self.traces[side.root as usize].invalidated.get() => return Err(Abort::StructureChanged),
            Some(side) => self.traces[side.root as usize].invalidated.clone(),
        };
        let (sunk, sunk_stores) = (recorded.sunk_allocations() as u32, recorded.sunk_stores() as u32);
        let trace = self.assemble(vm, recorded, invalidated)?;
        // The function's traces run in each other's activations: they must fit the one
        // entered now, below, if any is running.
        let group = trace.group.get();
        let needs = group.with(trace.needs).ok_or(Abort::FrameShape)?;
        // (Traces a link into another frame reaches run in any activation.)
        let linked_across = self.linked_across.contains(&(Rc::as_ptr(&trace.group) as usize));
        let running = (linked_across && !self.active.is_empty())
            || self.active.iter().any(|active| Rc::ptr_eq(&self.traces[active.trace as usize].group, &trace.group));
        if running && needs != group {
            return Err(Abort::TreeRunning);
        }
        trace.group.set(needs);
        self.widest_spill = self.widest_spill.max(needs.spill_slots);
        let (id, entry) = (trace.id, trace.entry);
        self.traces.push(trace);
        self.sunk_allocations += sunk;
        self.sunk_stores += sunk_stores;
        match side {
            Some(side) => {
                self.traces[side.root as usize].side_traces += 1;
                self.traces[side.parent.trace as usize].link(side.parent.snapshot, entry);
                self.side_traces += 1;
            }
            None => {
                self.loop_record(&code, counter).state = LoopState::Compiled(id);
                code.loop_counters[counter as usize].set((TRACE_BASE + id as i32) as u32);
                self.link_waiting(id);
            }
        }
        if let Some(link) = link {
            self.connect(id, link);
        }
        Ok(())
    }

    /// A trace linking to `link.trace` must leave the registers that trace reads as int32s
    /// holding int32s, or the trace's entry guards would fail at every link: the linked
    /// loop is then recorded again, reading them as doubles.
    fn check_link_types(&mut self, vm: &Vm, recorded: &Recorded, link: LinkTo) -> Result<(), Abort> {
        let Some(target) = link.trace else { return Ok(()) };
        let target = &self.traces[target as usize];
        let unfit = target.unfit_link(recorded, link.base);
        if unfit.is_empty() {
            return Ok(());
        }
        let (code, counter) = (target.code.clone(), target.counter);
        self.loop_record(&code, counter).double_slots.extend(unfit);
        self.abort(vm, &code, counter, Abort::TypeUnstable);
        Err(Abort::TypeUnstable)
    }

    /// The trace installed in loop `counter` of `code`, if any.
    fn installed(code: &CodeBlock, counter: u32) -> Option<u32> {
        vm::tier::compiled_trace(code.loop_counters[counter as usize].get() as i32)
    }

    /// Points trace `id`'s link exit at the reentry of the trace installed in the loop it
    /// links to, if there is one.
    fn connect(&mut self, id: u32, link: LinkTo) {
        let code = self.traces[id as usize].linked_code().clone();
        let Some(target) = Self::installed(&code, link.counter) else { return };
        let reentry = self.traces[target as usize].reentry;
        if let Some((_, across)) = &self.traces[id as usize].link_across {
            // The link checks the linked traces' needs against the activation it runs in,
            // whichever function's that is; and those traces may now run in activations
            // entered for other functions.
            let group = self.traces[target as usize].group.clone();
            self.linked_across.insert(Rc::as_ptr(&group) as usize);
            *across.target.borrow_mut() = Some(group);
        }
        self.traces[id as usize].link(link.snapshot, reentry);
        self.traces[target as usize].incoming.push(ExitCode { trace: id, snapshot: link.snapshot, failed: false });
        self.links += 1;
    }

    /// Connects the link exits waiting for root `id`'s loop (their trace was dropped and
    /// this one recorded since).
    fn link_waiting(&mut self, id: u32) {
        let root = &self.traces[id as usize];
        let (code, counter) = (root.code.clone(), root.counter);
        let waiting: Vec<(u32, LinkTo)> = self
            .traces
            .iter()
            .filter(|trace| Rc::ptr_eq(trace.linked_code(), &code))
            .filter_map(|trace| trace.link.map(|link| (trace.id, link)))
            .filter(|&(trace, link)| link.counter == counter && self.traces[trace as usize].is_unlinked(link.snapshot))
            .collect();
        for (trace, link) in waiting {
            self.connect(trace, link);
        }
    }

    /// Root `id` is dropped: the link exits into it return to the interpreter (at its
    /// loop's header) again.
    fn unlink_incoming(&mut self, id: u32) {
        for exit in std::mem::take(&mut self.traces[id as usize].incoming) {
            self.traces[exit.trace as usize].unlink(exit.snapshot);
        }
    }

    /// Assembles `recorded` into the code arena as the next trace (not yet installed); its
    /// guards that check the tree's validity read `invalidated`.
    fn assemble(
        &mut self,
        vm: &Vm,
        recorded: Recorded,
        invalidated: Rc<std::cell::Cell<bool>>,
    ) -> Result<Trace, Abort> {
        let group = match self.traces.iter().find(|trace| Rc::ptr_eq(&trace.code, &recorded.code)) {
            Some(trace) => trace.group.clone(),
            None => Rc::new(std::cell::Cell::new(trace::TreeNeeds::default())),
        };
        let memory = self.memory.as_mut().ok_or(Abort::Assembler)?;
        let id = self.traces.len() as u32;
        let links: Box<[usize]> = vec![0; recorded.snapshots.len()].into_boxed_slice();
        let runtime = backend::Runtime {
            inline_allocations: self.inline_allocations.as_ptr(),
            elements_allocators: self.elements_allocators.as_ptr(),
            invalidated: invalidated.as_ptr() as *const u8,
            interrupt: vm.interrupt().word_address() as *const u32,
            links: links.as_ptr(),
            id,
        };
        let base = memory.next_address();
        let assembled = backend::assemble::<Native>(&recorded, base, runtime).map_err(|error| match error {
            backend::AssembleError::PointerLiveAcrossCall => Abort::PointerAcrossCall,
            backend::AssembleError::Assembler(_) => Abort::Assembler,
        })?;
        let address = memory.write(&assembled.code).ok_or(Abort::Assembler)?;
        if let Some(mode) = self.options.dump {
            dump::trace(id, &recorded.code, &recorded, &assembled.code, address as usize, mode);
        }
        let placement = trace::Placement {
            id,
            root: recorded.side.map_or(id, |side| side.root),
            entry: address as usize,
            links,
            invalidated,
            group,
            realm: vm.realm().cell().as_ptr() as usize,
        };
        Ok(Trace::new(recorded, &assembled, placement))
    }

    /// Whether root `root` is its loop's (or function entry's) trace still: a dropped tree
    /// still runs where it was entered before, but will not be again.
    fn is_installed(&self, root: u32) -> bool {
        let tree = &self.traces[root as usize];
        Self::installed(&tree.code, tree.counter) == Some(root)
    }

    /// Whether the tree of root `tree` may run in the top frame, reached by a return (not
    /// checked on entry or by a link across frames): it has the argument count after which
    /// the tree's traces place the frames they inline. That count must be settled (some
    /// trace inlines): one settled later could differ from this frame's, whose exit would
    /// lead into it again.
    fn frame_fits_tree(vm: &Vm, tree: &Trace) -> bool {
        let (_, argc) = vm.top_frame_shape();
        tree.group.get().argc == Some(argc)
    }

    /// Links exit `exit` of root `root`'s tree, which resumed the interpreter at `pc` after
    /// its trace returned from the frame it was in, to the tree's first side trace that
    /// starts at that pc, when the exit is hot. This is down-recursion: a recursive
    /// function's side trace that returns into the caller reaches the same `return` there
    /// (or another of the function's exits), and the side trace recorded from there goes on
    /// with the frame returned into, one frame lower each time. (Only after a return: an
    /// exit linked to a trace that starts where it resumes, in the same frame, could run
    /// that trace into the same exit forever.)
    fn link_to_side_trace_at(&mut self, vm: &Vm, root: u32, exit: ExitCode, pc: usize) -> bool {
        let exiting = &self.traces[exit.trace as usize];
        // (Cheapest first: every exit comes here.)
        if !exiting.is_after_return(exit.snapshot)
            || !exiting.may_grow_side_trace(exit.snapshot)
            || !self.is_installed(root)
            || !Self::frame_fits_tree(vm, &self.traces[root as usize])
        {
            return false;
        }
        let starts_there = |trace: &&Trace| trace.root == root && trace.start_pc == Some(pc as u32);
        let Some(entry) = self.traces.iter().find(starts_there).map(|trace| trace.entry) else { return false };
        let exiting = &mut self.traces[exit.trace as usize];
        // Counts the attempt (`may_grow_side_trace` said yes above).
        exiting.wants_side_trace(exit.snapshot);
        exiting.link(exit.snapshot, entry);
        self.links += 1;
        true
    }

    /// Starts recording a side trace from exit `exit` of root `root`'s tree, which resumed
    /// the interpreter at `pc` in the top frame, when the exit is hot and the tree has room
    /// for it.
    fn start_side_trace(&mut self, vm: &mut Vm, root: u32, exit: ExitCode, pc: usize, registers: Registers) -> bool {
        let tree = &self.traces[root as usize];
        let dropped = !self.is_installed(root);
        // (A side trace starts in a frame of the tree's code: `Trace::new` lets only such
        // exits grow one.)
        let (_, _, top_code) = vm.top_frame_mark();
        let after_return = self.traces[exit.trace as usize].is_after_return(exit.snapshot);
        if self.recorder.is_some()
            || dropped
            || !std::ptr::eq(top_code, Rc::as_ptr(&tree.code))
            || (after_return && !Self::frame_fits_tree(vm, tree))
            || tree.side_traces >= trace::MAX_SIDE_TRACES
            || !self.traces[exit.trace as usize].wants_side_trace(exit.snapshot)
        {
            return false;
        }
        let root_trace = &self.traces[root as usize];
        let code = root_trace.code.clone();
        let (fp, argc) = vm.top_frame_shape();
        // (The recorder keeps where it starts; it reads the registers from its first step.)
        let at = RecordPoint { code: &code, pc, fp, registers };
        let side = SideOf { root, parent: exit, start_pc: pc as u32 };
        let (counter, head_pc, in_trace) = (root_trace.counter, root_trace.head_pc, self.options.in_trace);
        let intrinsics = self.intrinsics.clone();
        let mut recorder = Recorder::side(code.clone(), counter, head_pc, side, at, argc, in_trace, intrinsics);
        recorder.keep_alive(vm.top_frame_code_root());
        self.recorder = Some(recorder);
        true
    }
}

impl Tier for Jit {
    fn start_recording(&mut self, vm: &mut Vm, code: Rc<CodeBlock>, counter: u32, at: RecordPoint<'_>) -> bool {
        if self.recorder.is_some() || self.memory.is_none() {
            return false;
        }
        if self.elements_allocators.is_empty() {
            self.elements_allocators = vm.allocators_for_elements();
        }
        if record::is_function_hint(&code, at.pc) && !vm.top_frame_calls_itself() {
            // A function's entry trace pays only through recursion (a trace entered from the
            // interpreter for one call costs more than the call): a function that has not
            // called itself is looked at again after more calls, with no recording.
            let threshold = vm.loop_threshold();
            let wait = threshold.max(4).saturating_mul(NOT_RECURSIVE_WAIT);
            code.loop_counters[counter as usize].set(threshold.saturating_sub(wait) as u32);
            return false;
        }
        let (_, argc) = vm.top_frame_shape();
        let record = self.loops.entry(loop_key(&code, counter)).or_insert_with(|| LoopRecord {
            location: hint_location(&code, at.pc),
            penalty: 0,
            unstable_retries: 0,
            double_slots: Vec::new(),
            aborts: HashMap::new(),
            state: LoopState::Hot,
        });
        let double_slots = record.double_slots.clone();
        let intrinsics = self.intrinsics.clone();
        let mut recorder = Recorder::new(code, counter, at, argc, self.options.in_trace, intrinsics, double_slots);
        // The recorder holds the code block (the trace will); the executable is kept too,
        // for the constants the trace embeds, which the executable marks.
        recorder.keep_alive(vm.top_frame_code_root());
        self.recorder = Some(recorder);
        true
    }

    fn record(&mut self, vm: &mut Vm, at: RecordPoint<'_>) -> Recording {
        let Some(recorder) = self.recorder.as_mut() else { return Recording::Stop };
        match recorder.step(vm, at) {
            Step::Continue => Recording::Continue,
            Step::Closed => {
                let recorder = self.recorder.take().expect("recording");
                self.compile(vm, recorder);
                Recording::Stop
            }
            Step::Aborted(reason) => {
                let recorder = self.recorder.take().expect("recording");
                match recorder.side_of() {
                    None => self.abort(vm, &recorder.root_code, recorder.counter, reason),
                    Some(_) => self.side_abort(reason),
                }
                Recording::Stop
            }
        }
    }

    fn enter_trace(&mut self, vm: &mut Vm, id: u32, registers: Registers) -> Result<TraceActivation, TraceExit> {
        let trace = &self.traces[id as usize];
        let tree = trace.group.get();
        let (fp, argc) = vm.top_frame_shape();
        if vm.realm().cell().as_ptr() as usize != trace.realm
            || tree.argc.is_some_and(|a| a != argc)
            || !vm.trace_fits(fp, 0)
        {
            // Another realm runs the same code (its globals are not the trace's), or a frame
            // of another shape (the inlined frames would sit elsewhere), or one too close to
            // the end of the stack.
            return Err(TraceExit::Resume(trace.head_pc + 1));
        }
        let depth = self.active.len();
        if self.spills.len() <= depth {
            self.spills.push(Vec::new());
        }
        let spill = &mut self.spills[depth];
        let capacity = self.widest_spill.max(tree.spill_slots);
        if spill.len() < ACTIVATION_WORDS + capacity {
            spill.resize(ACTIVATION_WORDS + capacity, 0);
        }
        spill[0] = (spill.len() - ACTIVATION_WORDS) as u64;
        let mut saved_top = None;
        if tree.calls_out() {
            // The call window goes past the frames the tree inlines and the root frame's
            // own registers (`backend/call_out.rs`).
            let window = vm.top_frame_end().max(fp + tree.frame_slots);
            let Some(top) = vm.reserve_trace_window(window - fp + tree.window_words) else {
                return Err(TraceExit::Resume(trace.head_pc + 1));
            };
            saved_top = Some(top);
            // The window's address (in the register file, below the top just reserved) and
            // its index, in the words before the spill slots.
            spill[1] = registers.as_ptr().wrapping_add(window - fp) as u64;
            spill[2] = window as u64;
        }
        self.active.push(Active { trace: id, frame: vm.top_frame_mark() });
        Ok(TraceActivation {
            trace: id,
            run: run_machine_code,
            entry: trace.entry,
            spill: spill.as_mut_ptr().wrapping_add(ACTIVATION_WORDS),
            saved_top,
        })
    }

    fn leave_trace(
        &mut self,
        vm: &mut Vm,
        activation: TraceActivation,
        run: TraceRun,
        registers: Registers,
    ) -> TraceExit {
        let Active { trace: root, frame } = self.active.pop().expect("a trace is running");
        debug_assert_eq!(root, activation.trace);
        if let Some(top) = activation.saved_top {
            vm.restore_register_top(top);
        }
        // The trace may have returned from the frame it was entered in, and linked into
        // other frames (`across_frames.rs`): the interpreter then resumes in the top frame.
        let moved = vm.top_frame_mark() != frame;
        if moved {
            vm.restore_register_top(vm.top_frame_end());
        }
        self.exits += 1;
        let exit = ExitCode::from_bits(run.exit);
        self.last_exit = Some(exit);
        let restored = self.traces[exit.trace as usize].restore(vm, exit.snapshot, exit.failed);
        let resume = match restored {
            TraceExit::Resume(pc) if moved => {
                vm.set_top_frame_pc(pc as u32);
                TraceExit::Reload
            }
            resume => resume,
        };
        // A tree that does not pay, or keeps failing an assumption, is dropped: its loop is
        // recorded again with what it does now, within the penalty budget (a loop whose
        // traces keep being dropped ends up blacklisted).
        let root_trace = &mut self.traces[root as usize];
        let pays = root_trace.pays(run);
        let iterations = root_trace.lifetime_iterations;
        // The exit may be in another tree than the one entered (through a link): that tree
        // is the stale one.
        let exit_root = self.traces[exit.trace as usize].root;
        let drop = if !pays {
            Some((root, Abort::TooFewIterations))
        } else {
            let stale = self.traces[exit.trace as usize].is_stale(exit.snapshot, iterations);
            stale.then_some((exit_root, Abort::StaleTrace))
        };
        if let Some((dropped, reason)) = drop {
            let (code, counter) = (self.traces[dropped as usize].code.clone(), self.traces[dropped as usize].counter);
            self.abort(vm, &code, counter, reason);
            return resume;
        }
        // A branch exit taken often grows a side trace, in the tree of the trace it left:
        // the interpreter records from where the exit resumes it (in the top frame, which
        // the exit may have reached through links and returns).
        let TraceExit::Resume(pc) = restored else { return resume };
        if self.link_to_side_trace_at(vm, exit_root, exit, pc) {
            return resume;
        }
        match self.start_side_trace(vm, exit_root, exit, pc, registers) {
            true => TraceExit::Record(pc),
            false => resume,
        }
    }

    fn before_structure_ids_are_reused(&mut self, vm: &Vm) {
        let in_use = |ir: &[crate::ir::Ins]| {
            trace::structure_ids(ir).all(|id| vm.structure_by_id(vm::StructureId::from_bits(id)).is_some())
        };
        if self.recorder.as_ref().is_some_and(|recorder| !in_use(&recorder.ir().ins)) {
            // The interpreter goes on; the loop is recorded again when hot.
            self.recorder = None;
        }
        // A trace is in use while its tree's root is installed.
        let installed = |trace: &Trace| Self::installed(&trace.code, trace.counter) == Some(trace.root);
        let mut retired: Vec<(Rc<CodeBlock>, u32)> = Vec::new();
        for trace in self.traces.iter().filter(|trace| !in_use(&trace.ir)) {
            // The tree may be running, below a call out (even one dropped since it was
            // entered): it must not go on.
            trace.invalidated.set(true);
            if !installed(trace) {
                continue;
            }
            let listed =
                |(code, counter): &(Rc<CodeBlock>, u32)| Rc::ptr_eq(code, &trace.code) && *counter == trace.counter;
            if !retired.iter().any(listed) {
                retired.push((trace.code.clone(), trace.counter));
            }
        }
        for (code, counter) in retired {
            self.abort(vm, &code, counter, Abort::StructureChanged);
        }
    }

    fn compile_regexp(
        &mut self,
        program: &vm::runtime::regexp::backtrack::program::Program,
    ) -> Option<Rc<dyn vm::runtime::regexp::native::NativeMatcher>> {
        if std::env::var_os("KESTREL_NO_REGEXP_JIT").is_some() {
            // Measuring the interpreter against the machine code in one build.
            return None;
        }
        if self.regexp_memory.is_none() {
            let memory = CodeMemory::with_size(regexp::ARENA_SIZE)?;
            self.regexp_memory = Some(Rc::new(std::cell::RefCell::new(memory)));
        }
        let memory = self.regexp_memory.as_ref()?;
        match regexp::compile(program, memory) {
            Some(native) => {
                self.regexps_compiled += 1;
                Some(Rc::new(native))
            }
            None => {
                self.regexps_refused += 1;
                None
            }
        }
    }

    fn statistics(&self) -> TierStatistics {
        let mut by_reason: HashMap<Abort, u32> = HashMap::new();
        for (&reason, &count) in self.loops.values().flat_map(|record| &record.aborts) {
            *by_reason.entry(reason).or_default() += count;
        }
        let mut aborts: Vec<(String, u32)> = by_reason.iter().map(|(reason, &n)| (reason.to_string(), n)).collect();
        aborts.extend(self.side_aborts.iter().map(|(reason, &n)| (format!("side trace: {reason}"), n)));
        aborts.sort();
        let mut loops: Vec<LoopAborts> =
            self.loops.values().filter(|record| !record.aborts.is_empty()).map(LoopRecord::aborts).collect();
        loops.sort_by(|a, b| b.total().cmp(&a.total()).then_with(|| a.location.cmp(&b.location)));
        let blacklisted = self.loops.values().filter(|record| record.state == LoopState::Blacklisted).count();
        TierStatistics {
            traces_compiled: self.traces.len() as u32,
            side_traces: self.side_traces,
            links: self.links,
            sunk_allocations: self.sunk_allocations,
            sunk_stores: self.sunk_stores,
            aborts,
            loops,
            blacklisted: blacklisted as u32,
            exits: self.exits,
            inline_allocations: self.inline_allocations.get(),
            code_bytes: self.memory.as_ref().map_or(0, CodeMemory::used),
            regexps_compiled: self.regexps_compiled,
            regexps_refused: self.regexps_refused,
        }
    }
}

/// Runs a trace's machine code (`TraceActivation::run`).
/// A root trace running, and where the top frame stood when it was entered.
struct Active {
    trace: u32,
    frame: (usize, usize, *const CodeBlock),
}

fn run_machine_code(activation: &TraceActivation, vm: &mut Vm, registers: Registers) -> TraceRun {
    // The trace reads and writes registers below the window `Jit::enter_trace` reserved (or
    // its code block's register count) and the spill slots of its own spill area.
    // SAFETY: `entry` is a trace's machine code, of the `TraceEntry` signature, never freed.
    let entry: TraceEntry = unsafe { std::mem::transmute(activation.entry) };
    // SAFETY: the frame has those registers, and the spill area is as long as the trace needs.
    unsafe { entry(registers.as_ptr(), activation.spill, vm as *mut Vm) }
}

#[cfg(test)]
mod tests {
    use vm::JSValue;
    use vm::tier::LoopState;

    use crate::testing::run;

    #[test]
    fn aborts_are_kept_by_loop_with_its_line_and_what_became_of_it() {
        let source = "function f(n) {\n\
                      var s = 0, t = 0;\n\
                      for (var i = 0; i < n; i++) { eval(...['']); t = i; }\n\
                      for (var j = 0; j < n; j++) s = s + 1;\n\
                      return s;\n\
                      }\n\
                      f(100000)";
        let run = run(source, 1);
        assert_eq!(run.value, JSValue::from_i32(100000));
        let statistics = run.statistics();
        // The second loop traced at its first recording: only the first is listed.
        assert_eq!(statistics.loops.len(), 1, "{statistics:?}");
        let aborted = &statistics.loops[0];
        assert_eq!(aborted.location, "test.js:3");
        let reason = "not traced: CallEval (a direct eval)";
        assert_eq!(aborted.reasons, [(reason.to_string(), aborted.total())]);
        assert_eq!(aborted.state, LoopState::Blacklisted);
        assert_eq!((statistics.blacklisted, statistics.traces_compiled), (1, 1));
        assert_eq!(statistics.aborts, aborted.reasons, "the totals are the loops' sums");
    }

    #[test]
    fn a_loop_whose_trace_was_dropped_is_listed_with_its_new_trace() {
        let source = "function f(n) { var s = 2147483600; for (var i = 0; i < n; i++) s = s + 1; return s; } f(100)";
        let statistics = run(source, 1).statistics();
        assert_eq!(statistics.loops.len(), 1, "{statistics:?}");
        let aborted = &statistics.loops[0];
        assert_eq!(aborted.location, "test.js:1");
        assert_eq!(aborted.reasons, [("stale trace".to_string(), 1)]);
        assert_eq!(aborted.state, LoopState::Compiled(1));
    }
}
