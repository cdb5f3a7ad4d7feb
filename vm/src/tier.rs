//! The tier-up interface: how a JIT plugs into the interpreter without `vm` naming it.
//!
//! Every loop starts with a `LoopHint`, whose counter (one `Cell<u32>` per loop in the code
//! block, read as an `i32`) says what the loop is:
//!
//! ```text
//!   counter < threshold                 counting: the interpreter adds one per iteration
//!   threshold <= counter < TRACE_BASE   hot: the next LoopHint asks the tier to record
//!   TRACE_BASE + id                     compiled: the LoopHint runs trace `id`
//!   BLACKLISTED                         the tier gave up on this loop
//! ```
//!
//! A function that makes calls and has no loops starts with a `FunctionHint`, whose counter
//! (the code block's first) counts its calls the same way: a tier traces a recursive
//! function from its entry.
//!
//! The counter can be negative: a loop whose recording aborted is set back below the
//! threshold by its penalty, so it counts up for longer before the next try (LuaJIT's
//! hot-count penalties). The interpreter's own test is one signed compare against
//! `Vm::loop_threshold`, which is `i32::MAX` when there is no tier.
//!
//! While the tier records, the interpreter runs its recording loop (`Vm::recording`): the
//! same instructions, each preceded by [`Tier::record`], which sees the operands before the
//! instruction runs and the pc it went to afterwards.

use std::rc::Rc;

use crate::bytecode::CodeBlock;
use crate::interpreter::stack::FrameFlags;
pub use crate::interpreter::stack::Registers;
use crate::vm::Vm;

/// Counter values at and above this are compiled traces (`TRACE_BASE + id`).
pub const TRACE_BASE: i32 = 0x4000_0000;
/// A loop the tier will not record again.
pub const BLACKLISTED: i32 = i32::MAX;
/// The largest threshold a tier may ask for (so the states above stay distinct).
pub const MAX_THRESHOLD: i32 = TRACE_BASE - 1;

/// Where the interpreter is, as the recorder sees it before each instruction. The code is
/// lent for the one step: a recorder that keeps it holds the `Rc` it was given by
/// [`Tier::start_recording`] or took with
/// [`shared_code`](crate::runtime::executable::ExecutableRef::shared_code).
#[derive(Clone, Copy)]
pub struct RecordPoint<'a> {
    pub code: &'a CodeBlock,
    /// The instruction about to run.
    pub pc: usize,
    /// The frame pointer of the frame running it (the recorder follows one frame).
    pub fp: usize,
    pub registers: Registers,
}

/// What the recorder wants after seeing an instruction.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Recording {
    /// Go on: run the instruction and show the next.
    Continue,
    /// Recording is over (the trace closed or aborted): run the rest without the recorder.
    Stop,
}

/// A compiler the interpreter tiers up to.
pub trait Tier {
    /// The loop whose `LoopHint` is at `pc` of the top frame (counter `counter`) is hot;
    /// `code` is the top frame's, shared, for a tier that keeps it (in a recording, and in
    /// the trace it makes). Returns whether recording started; the tier sets the counter
    /// either way.
    fn start_recording(&mut self, vm: &mut Vm, code: Rc<CodeBlock>, counter: u32, at: RecordPoint<'_>) -> bool;

    /// Called before every instruction while recording.
    fn record(&mut self, vm: &mut Vm, at: RecordPoint<'_>) -> Recording;

    /// Prepares compiled trace `trace` to run on the frame whose registers are
    /// `registers`; `Err` says where to resume when it cannot run there (another realm, a
    /// frame of another shape, no room for its registers).
    fn enter_trace(&mut self, vm: &mut Vm, trace: u32, registers: Registers) -> Result<TraceActivation, TraceExit>;

    /// The trace `activation` ran and exited with `run`: writes the frame's registers back
    /// (and the frames of calls it had inlined) and says where to resume.
    fn leave_trace(
        &mut self,
        vm: &mut Vm,
        activation: TraceActivation,
        run: TraceRun,
        registers: Registers,
    ) -> TraceExit;

    /// What the tier has done so far (`$vm.jitStats()`, `vm --stats`).
    fn statistics(&self) -> TierStatistics;

    /// A collection is about to give the ids of retired structures (dictionaries that
    /// changed since, taking fresh ids) back for reuse: the tier drops any code that
    /// compares against one (`Vm::structure_by_id` finds none for it), which could
    /// otherwise match an unrelated structure later.
    fn before_structure_ids_are_reused(&mut self, vm: &Vm);

    /// Machine code for a hot regular expression's backtracking program, which must run
    /// exactly as the interpreter does (`runtime::regexp::native`); `None` keeps the
    /// interpreter. The matcher owns what its code needs (its code memory included).
    fn compile_regexp(
        &mut self,
        _program: &crate::runtime::regexp::backtrack::program::Program,
    ) -> Option<Rc<dyn crate::runtime::regexp::native::NativeMatcher>> {
        None
    }
}

/// What a trace that returns from the frame it was entered in checks before it goes on in
/// the caller ([`Vm::return_for_trace`]): the caller is this code, at this call, with this
/// argument count (which places the frames the trace pushes), and takes the result in
/// this register.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TraceReturn {
    pub code: *const CodeBlock,
    pub call_pc: u32,
    pub argc: u32,
    pub return_register: crate::bytecode::Reg,
}

/// The caller of the top frame, as a recorder following a return into it needs it.
pub struct CallerForTrace {
    pub code: Rc<CodeBlock>,
    /// Keeps the caller's executable (and the constants a trace embeds) alive.
    pub code_root: gc::Handle,
    pub fp: usize,
    pub expected: TraceReturn,
}

/// Where the interpreter resumes after a trace.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TraceExit {
    /// At this pc of the frame that entered the trace.
    Resume(usize),
    /// In the top frame, at its saved pc: the exit rebuilt the frames of inlined calls.
    Reload,
    /// A call the trace made threw: the exception is pending, and the top frame's saved pc
    /// is the instruction that made the call, where the interpreter unwinds from.
    Throw,
    /// At this pc of the frame that entered the trace, recording: the tier started a side
    /// trace from the exit.
    Record(usize),
}

/// A trace about to run. The interpreter hands the tier back to the VM before it calls
/// `run`, and takes it again for [`Tier::leave_trace`]: code the trace calls out to (a
/// native, a function it did not inline, a getter) may run other traces, record or collect,
/// and all of those need the tier.
pub struct TraceActivation {
    pub trace: u32,
    /// Runs the machine code: the tier's function (the VM names no machine code).
    pub run: fn(&TraceActivation, &mut Vm, Registers) -> TraceRun,
    /// What `run` needs: the machine code's address and the spill area it runs with.
    pub entry: usize,
    pub spill: *mut u64,
    /// For a trace that calls out: the register file's top before its registers were
    /// reserved ([`Vm::reserve_trace_window`]).
    pub saved_top: Option<usize>,
}

/// What one run of a trace did: the snapshot of the exit it took, and the iterations it
/// completed (returned in rax and rdx, or x0 and x1).
#[repr(C)]
#[derive(Clone, Copy, Debug)]
pub struct TraceRun {
    pub exit: u64,
    pub iterations: u64,
}

/// What a native function computes, for a tier that compiles calls to it inline: the
/// builtins list theirs (`builtins::trace_intrinsics`), keyed by the function's address.
/// Each such native is `#[inline(never)]`: rustc copies a small function into every codegen
/// unit that uses it, each copy with its own address, so that without LTO into one unit the
/// address the function object holds need not be the one in the table.
#[derive(Clone, Copy, Debug)]
pub enum TraceIntrinsic {
    /// A function of one Number argument, computed by `f` (Math.sin, Math.floor, ...).
    Unary(fn(f64) -> f64),
    /// Math.sqrt (one instruction).
    Sqrt,
    /// Math.abs.
    Abs,
    /// Math.min and Math.max of two int32s.
    Min,
    Max,
    /// Math.imul.
    Imul,
    /// The Array constructor called with one int32 argument (`Array(n)`, `new Array(n)`):
    /// an array of n holes.
    ArrayWithLength,
    /// The getter of `%TypedArray%.prototype.length`: the length field.
    TypedArrayLength,
    /// `String.prototype.charCodeAt` of a string primitive and an int32 index.
    StringCharCodeAt,
    /// `String.prototype.charAt` of a string primitive and an int32 index.
    StringCharAt,
    /// `String.fromCharCode` of one int32.
    StringFromCharCode,
    /// `Array.prototype.push` of one value onto an ordinary array with room for it.
    ArrayPush,
}

/// What a native function a trace calls out to may do, for a tier that would otherwise
/// assume it may do anything: the builtins list theirs (`builtins::trace_natives`), keyed
/// by the function's address (`#[inline(never)]`, as for [`TraceIntrinsic`]). Such a native
/// runs no JavaScript and writes nothing a trace reads (no object's properties, elements or
/// structure: it may make strings and objects, or change a Map's table); it may allocate,
/// and throw.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NativeEffect {
    /// So when every argument is a primitive (an object's conversion to a primitive would
    /// run JavaScript); `this` is not read: Math functions, `String.fromCharCode`.
    QuietOnPrimitiveArguments,
    /// So when `this` and every argument are primitives: String and Number methods.
    QuietOnPrimitives,
    /// So whatever its operands (Map and Set methods compare keys, never convert them).
    Quiet,
}

/// Where a property load finds an accessor on the prototype chain: the prototypes from
/// the receiver's up to the holder, the holder's slot and what it holds (a GetterSetter),
/// and its getter.
pub struct InheritedAccessor {
    pub prototypes: Vec<crate::ObjectRef>,
    pub offset: crate::property::PropertyOffset,
    pub getter_setter: crate::JSValue,
    pub getter: crate::JSValue,
}

/// The longest array whose butterfly machine code allocates inline (a run-time length up to
/// this picks its size class from [`Vm::allocators_for_elements`]).
pub const MAX_INLINE_ARRAY_LENGTH: u32 = 63;

/// Counts a tier keeps.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct TierStatistics {
    /// Traces compiled: roots and side traces.
    pub traces_compiled: u32,
    /// Side traces among them (each grown from a hot exit and linked to it).
    pub side_traces: u32,
    /// Links made from the end of a trace into a loop's trace (a side trace back into its
    /// loop, an outer loop into an inner one).
    pub links: u32,
    /// Allocation sites the compiled traces do not allocate at (the objects nothing
    /// outside the trace sees: the exits that need one make it).
    pub sunk_allocations: u32,
    /// Stores the compiled loops leave to their exits (fields kept in registers).
    pub sunk_stores: u32,
    /// Recordings that stopped without a trace, and traces dropped, by reason.
    pub aborts: Vec<(String, u32)>,
    /// The same aborts by loop: every loop that aborted, the most aborts first.
    pub loops: Vec<LoopAborts>,
    pub blacklisted: u32,
    /// Trace exits taken.
    pub exits: u64,
    /// Objects and butterflies machine code allocated inline.
    pub inline_allocations: u64,
    /// Bytes of machine code written.
    pub code_bytes: usize,
    /// Regular expressions compiled to machine code, and those the tier kept in the
    /// interpreter (a program outside what it compiles).
    pub regexps_compiled: u32,
    pub regexps_refused: u32,
}

/// Why one loop is not traced, or was not at first.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LoopAborts {
    /// `file:line` of the loop's `LoopHint` ([`CodeBlock::file_line`]).
    pub location: String,
    /// Its aborts by reason, the most frequent first.
    pub reasons: Vec<(String, u32)>,
    /// Where the tier left the loop: `Compiled` (a later recording made a trace),
    /// `Blacklisted`, or counting toward its next recording.
    pub state: LoopState,
}

impl LoopAborts {
    pub fn total(&self) -> u32 {
        self.reasons.iter().map(|(_, count)| count).sum()
    }
}

/// A loop counter's state, decoded.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LoopState {
    Counting,
    Hot,
    Compiled(u32),
    Blacklisted,
}

/// The trace a loop counter's value names (`TRACE_BASE + id`), if it names one.
pub fn compiled_trace(counter: i32) -> Option<u32> {
    (TRACE_BASE..BLACKLISTED).contains(&counter).then(|| (counter - TRACE_BASE) as u32)
}

impl LoopState {
    pub fn of(counter: i32, threshold: i32) -> LoopState {
        if let Some(trace) = compiled_trace(counter) {
            return LoopState::Compiled(trace);
        }
        match counter {
            BLACKLISTED => LoopState::Blacklisted,
            c if c >= threshold => LoopState::Hot,
            _ => LoopState::Counting,
        }
    }
}

impl Vm {
    /// Hands loops to `tier` once they have run `threshold` iterations (1: at once).
    pub fn install_tier(&mut self, tier: Box<dyn Tier>, threshold: u32) {
        self.loop_threshold = (threshold.max(1) as i32).min(MAX_THRESHOLD);
        self.tier = Some(tier);
    }

    /// The tier's counts, when there is a tier.
    pub fn tier_statistics(&self) -> Option<TierStatistics> {
        self.tier.as_ref().map(|tier| tier.statistics())
    }

    /// The iteration count at which loops become hot (`i32::MAX` without a tier).
    pub fn loop_threshold(&self) -> i32 {
        self.loop_threshold
    }
    /// A root for the top frame's code (its executable, which owns the code block): a
    /// tier keeps one for each code block its traces run, which may be an eval's that
    /// nothing else keeps.
    pub fn top_frame_code_root(&self) -> gc::Handle {
        let frame = self.stack.frames.last().expect("a frame");
        self.heap.handle(Some(frame.executable.cell()))
    }

    /// The frame pointer and argument count of the top frame.
    pub fn top_frame_shape(&self) -> (usize, u32) {
        let frame = self.stack.frames.last().expect("a frame");
        (frame.fp(), frame.argc)
    }

    /// Reserves the registers a trace uses past its root frame's own: `span` registers from
    /// the top frame's first, which hold the frames of calls it inlined, the values it keeps
    /// alive across calls out and the windows of those calls. The collector reads every
    /// register below the top, so those past the old top (which may still hold values of
    /// frames long gone) are cleared first. Returns the old top, for
    /// [`Vm::restore_register_top`]; `None` when the register file has no room left.
    pub fn reserve_trace_window(&mut self, span: usize) -> Option<usize> {
        let fp = self.stack.frames.last().expect("a frame").fp();
        let saved = self.stack.top;
        let end = fp.checked_add(span)?;
        if end > saved {
            if !self.stack.has_room(saved, end - saved) {
                return None;
            }
            for index in saved..end {
                self.stack.set_register(index, crate::JSValue::UNDEFINED);
            }
            self.stack.top = end;
        }
        Some(saved)
    }

    /// The address of register `index` of the register file (the file never moves): a
    /// trace that goes on in another frame runs with that frame's first register.
    pub fn register_address(&self, index: usize) -> *mut crate::JSValue {
        self.stack.registers(index).as_ptr()
    }

    /// Where the top frame stands on the stack (its depth, first register and code): a
    /// tier compares it before and after a trace, whose links may move to other frames.
    pub fn top_frame_mark(&self) -> (usize, usize, *const CodeBlock) {
        let frame = self.stack.frames.last().expect("a frame");
        (self.stack.frames.len(), frame.fp(), frame.code() as *const CodeBlock)
    }

    /// For a recorder about to see the top frame return: where it returns to, when a trace
    /// may follow it there ([`TraceReturn`]). `None` when the return is not an ordinary
    /// one into a frame of this dispatch loop: an entry frame (Rust called it), a `new`,
    /// a call from another realm, or no caller in bytecode.
    pub fn caller_for_trace(&self) -> Option<CallerForTrace> {
        let expected = self.return_for_trace_now()?;
        let caller = &self.stack.frames[self.stack.frames.len() - 2];
        let code = caller.executable.shared_code();
        let code_root = self.heap.handle(Some(caller.executable.cell()));
        Some(CallerForTrace { code, code_root, fp: caller.fp(), expected })
    }

    /// Pops the top frame for a trace that returns from it and goes on in its caller,
    /// when the frames are as `expected` (the trace writes the result itself). Leaves the
    /// register file's top where it is: the trace's reserved registers stay above it.
    /// Returns the caller's first register; `None`, with nothing changed, otherwise.
    pub fn return_for_trace(&mut self, expected: &TraceReturn) -> Option<usize> {
        if self.return_for_trace_now() != Some(*expected) {
            return None;
        }
        self.stack.frames.pop();
        let caller = self.stack.frames.last_mut().expect("a caller");
        caller.pc += 1;
        Some(caller.fp())
    }

    /// The return a trace could follow from the top frame now: an ordinary frame returning
    /// into its caller in bytecode ([`Vm::caller_for_trace`]).
    fn return_for_trace_now(&self) -> Option<TraceReturn> {
        let frames = &self.stack.frames;
        let (top, caller) = (frames.last()?, frames.get(frames.len().checked_sub(2)?)?);
        if top.flags != FrameFlags::default() || top.caller_realm != self.current_realm {
            return None;
        }
        Some(TraceReturn {
            code: caller.code() as *const CodeBlock,
            call_pc: caller.pc,
            argc: caller.argc,
            return_register: top.return_register,
        })
    }

    /// Register `index` of the register file.
    pub fn register(&self, index: usize) -> crate::JSValue {
        self.stack.register(index)
    }

    /// The register file's top (the first register no frame uses).
    pub fn register_top(&self) -> usize {
        self.stack.top
    }

    /// Sets the register file's top back to `top`, which [`Vm::reserve_trace_window`] or
    /// [`Vm::register_top`] returned (pushing a frame moves it).
    pub fn restore_register_top(&mut self, top: usize) {
        self.stack.top = top;
    }

    /// Frames on the stack.
    pub fn frame_depth(&self) -> usize {
        self.stack.frames.len()
    }

    /// Whether the top frame's function has called itself: one of its call sites has
    /// called a function of its own code (closures made anew share it). A tier gives
    /// traces from a function's entry only to recursive functions.
    pub fn top_frame_calls_itself(&self) -> bool {
        let frame = self.stack.frames.last().expect("a frame");
        let own = frame.executable.cell().as_ptr() as usize;
        frame.code().call_caches.iter().any(|cache| cache.get().executable == own)
    }

    /// Whether a trace may run with its root frame's first register at `fp`, `frames`
    /// frames above the VM's now. Its machine code writes the registers of the frames it
    /// inlines (at most `u16::MAX` slots past its root frame's first) before anything checks
    /// them, and its exits push those frames past [`MAX_FRAMES`](crate::interpreter::stack::MAX_FRAMES)
    /// into the reserve; so near the end of the register file or of the frames no trace
    /// is entered or linked into (a recursive function's entry trace links into itself
    /// one call deeper each time), and the interpreter, which checks every call, throws
    /// the RangeError there.
    pub fn trace_fits(&self, fp: usize, frames: usize) -> bool {
        use crate::interpreter::stack::{MAX_FRAMES, REGISTER_FILE_SLOTS};
        const FRAMES_PAST: usize = 8;
        self.stack.frames.len() + frames + FRAMES_PAST <= MAX_FRAMES && fp + (u16::MAX as usize) < REGISTER_FILE_SLOTS
    }

    /// Pops the frames past the first `depth` (those [`Vm::push_inlined_frame`] pushed for a
    /// call out of a trace made inside calls it inlined).
    pub fn truncate_frames(&mut self, depth: usize) {
        self.stack.frames.truncate(depth);
    }

    /// Whether a tail call of `callee` from the top frame replaces that frame (as the
    /// interpreter's `TailCall` does), rather than pushing one.
    pub fn tail_call_replaces_frame(&self, callee: crate::JSValue) -> bool {
        self.can_replace_frame_for(callee)
    }

    /// The address of the cache of one-code-unit strings: 256 words, word `u` the string
    /// of code unit `u` or 0 when it is not made yet (the cache is boxed: the address stays;
    /// its strings are roots).
    pub fn single_character_strings(&self) -> usize {
        const _: () = assert!(size_of::<Option<crate::StringRef>>() == 8, "an empty entry is a null word");
        self.string_caches.single_characters.as_ptr() as usize
    }

    /// The index in the register file just past the top frame (its extra arguments
    /// included).
    pub fn top_frame_end(&self) -> usize {
        self.stack.frames.last().expect("a frame").end()
    }

    /// Sets the pc the top frame resumes at.
    pub fn set_top_frame_pc(&mut self, pc: u32) {
        self.stack.frames.last_mut().expect("a frame").pc = pc;
    }

    /// Pushes the frame of a call a trace had inlined, which exits inside it: `function`'s
    /// frame at `fp` (its registers already written), resuming at `pc`. The caller's pc
    /// must be its call instruction, and its register `return_register` gets the result.
    /// A `construct` frame is a `new`'s: its return gives `this` for a result that is not
    /// an object (10.2.2 \[\[Construct\]\]).
    pub fn push_inlined_frame(
        &mut self,
        function: crate::ObjectRef,
        fp: usize,
        pc: u32,
        argc: u32,
        return_register: crate::bytecode::Reg,
        construct: bool,
    ) {
        let executable = function.function_executable();
        let code = executable.code();
        // The interpreter fetches without bounds checks (`CodeBlock::instructions`): a return
        // goes on after the caller's call, so the caller must be at one. The tier's exits
        // keep to that as they keep to the rest of a frame's layout, which their machine
        // code writes directly; the frame's own pc is checked when the interpreter resumes
        // it (`Cursor::resume`).
        debug_assert!(
            self.stack.frames.last().is_some_and(|caller| !caller.code().instructions[caller.pc as usize].ends_flow()),
            "the caller is at its call"
        );
        let extra = argc.saturating_sub(code.parameter_count as u32) as usize;
        let end = fp + code.register_count as usize + extra;
        self.stack.frames.push(crate::interpreter::stack::Frame {
            executable,
            code: crate::interpreter::stack::CodeRef::of(executable),
            fp: fp as u32,
            pc,
            argc,
            return_register,
            flags: match construct {
                true => crate::interpreter::stack::FrameFlags::CONSTRUCT,
                false => crate::interpreter::stack::FrameFlags::default(),
            },
            caller_realm: self.current_realm,
        });
        self.stack.top = end;
    }
    /// The address of the free list machine code pops for a new object of `structure`
    /// (its size class in its space), and the cell size; `None` for objects too big for a
    /// size class.
    pub fn allocator_for_objects_of(&mut self, structure: crate::StructureRef) -> Option<(usize, usize)> {
        let space =
            if structure.instance_type().needs_destruction() { gc::Space::DestructibleCells } else { gc::Space::Cells };
        let bytes = structure.instance_size();
        let id = gc::Heap::allocator_for(space, bytes)?;
        let allocator = self.heap.allocator(id);
        Some((allocator.as_ptr() as usize, id.class().cell_size()))
    }

    /// For each length up to [`MAX_INLINE_ARRAY_LENGTH`], the address of the free list
    /// machine code pops for the butterfly of an array of that many elements and no
    /// out-of-line slots: the size class `allocate_butterfly` asks for the same length, so
    /// the interpreter's slow path refills the free list the inline path reads (H1).
    pub fn allocators_for_elements(&mut self) -> Vec<usize> {
        let shape = |vector_length| crate::object::butterfly::ButterflyShape {
            out_of_line_capacity: 0,
            vector_length,
            array_storage: false,
        };
        let ids = (0..=MAX_INLINE_ARRAY_LENGTH).map(|length| {
            gc::Heap::allocator_for(gc::Space::Auxiliary, shape(length).bytes()).expect("a small butterfly")
        });
        ids.map(|id| self.heap.allocator(id).as_ptr() as usize).collect()
    }

    /// The accessor `object.name` reaches on `object`'s prototype chain (at most three
    /// prototypes up), if the receiver has no own such property. (A dictionary structure
    /// takes a fresh id at each change, so guarding the ids on the way is enough.)
    pub fn inherited_accessor(&self, object: crate::ObjectRef, name: crate::JSValue) -> Option<InheritedAccessor> {
        let key = crate::StringRef::from_value(name).map(crate::PropertyKey::Atom)?.named()?;
        let receiver = self.structure_of(object);
        if receiver.get(key).is_some() {
            return None;
        }
        let mut prototypes = Vec::new();
        let mut next = receiver.prototype();
        while prototypes.len() < crate::bytecode::inline_cache::MAX_CACHED_PROTOTYPES {
            let prototype = crate::ObjectRef::from_value(next)?;
            prototypes.push(prototype);
            let structure = self.structure_of(prototype);
            if let Some(entry) = structure.get(key) {
                if !entry.attributes.is_accessor() {
                    return None;
                }
                let getter_setter = prototype.get_slot(entry.offset);
                let getter = crate::getter_setter::GetterSetterRef::from_value(getter_setter)?.getter();
                return Some(InheritedAccessor { prototypes, offset: entry.offset, getter_setter, getter });
            }
            next = structure.prototype();
        }
        None
    }

    /// The structure with id `id`, if the id names one now: an inline cache may still
    /// hold a retired id (a dictionary that changed since) until the next collection.
    pub fn structure_by_id(&self, id: crate::StructureId) -> Option<crate::StructureRef> {
        self.structures.entry(id).map(crate::StructureRef::from_raw)
    }

    /// An object of the structure with id `structure` whose inline slots at `fields`
    /// (displacement from the cell, value) hold those values: one a trace never made (its
    /// allocation was sunk, `jit/src/opt/sink.rs`), made when the trace exits. The values
    /// are rooted while it allocates. May collect; `None` when the id names no structure
    /// or a displacement no inline slot of it.
    pub fn materialize_object(
        &mut self,
        structure: crate::StructureId,
        fields: &[(i32, crate::JSValue)],
    ) -> Option<crate::JsResult<crate::ObjectRef>> {
        let structure = self.structure_by_id(structure)?;
        let first = structure.instance_type().inline_storage_offset() as i32;
        let capacity = structure.inline_capacity();
        let offsets: Option<Vec<crate::property::PropertyOffset>> = fields
            .iter()
            .map(|&(disp, _)| {
                let slot = u32::try_from((disp - first) / 8).ok().filter(|&slot| slot < capacity)?;
                Some(crate::property::PropertyOffset::for_slot_number(slot, capacity))
                    .filter(|_| (disp - first) % 8 == 0)
            })
            .collect();
        let offsets = offsets?;
        let _roots: Vec<_> = fields.iter().map(|&(_, value)| self.root_value(value)).collect();
        let object = match self.new_object_with_structure(structure) {
            Ok(object) => object,
            Err(thrown) => return Some(Err(thrown)),
        };
        for (&offset, &(_, value)) in offsets.iter().zip(fields) {
            self.set_slot(object, offset, value);
        }
        Some(Ok(object))
    }

    /// An array of the structure with id `structure` holding `elements`: one a trace never
    /// made (see [`Vm::materialize_object`]), made as the interpreter makes an array literal
    /// of those values. May collect; `None` when the id names no structure.
    pub fn materialize_array(
        &mut self,
        structure: crate::StructureId,
        elements: &[crate::JSValue],
    ) -> Option<crate::JsResult<crate::ObjectRef>> {
        let prototype = self.structure_by_id(structure)?.prototype();
        Some(self.new_array_from_values(prototype, elements))
    }

    /// The header a fresh object of `structure` starts with, as the word machine code
    /// stores.
    pub fn fresh_object_header(structure: crate::StructureRef) -> u64 {
        let header = crate::cell::CellHeader::new(
            structure.id(),
            structure.instance_type(),
            structure.indexing_type(),
            structure.type_flags(),
        );
        header.to_word()
    }
}

/// The scope a closure captured (what its frames start with in `Reg::SCOPE`).
pub fn function_scope(function: crate::ObjectRef) -> crate::JSValue {
    function.internal(crate::runtime::function::FUNCTION_SCOPE)
}

/// For a `for-of` step the interpreter takes in place (`iterator` an array iterator of
/// values, not running a step, with the original `next` in `next`, over an Array): the
/// array and the index of the next element.
pub fn array_values_iteration(
    vm: &Vm,
    iterator: crate::JSValue,
    next: crate::JSValue,
) -> Option<(crate::ObjectRef, u32)> {
    let iterator = crate::ObjectRef::from_value(iterator)?;
    if iterator.js_type() != crate::cell::JSType::ArrayIterator
        || next != vm.realm().intrinsic(crate::runtime::realm::Intrinsic::ArrayIteratorNext)
        || iterator.internal_raw(0) != crate::layout::ARRAY_ITERATOR_VALUES_STATE
    {
        return None;
    }
    let array = crate::ObjectRef::from_value(iterator.internal(crate::runtime::array_iterator::ITERATED))?;
    let index = iterator.internal(crate::runtime::array_iterator::NEXT_INDEX);
    (array.js_type() == crate::cell::JSType::Array && index.is_int32()).then(|| (array, index.as_int32() as u32))
}

/// What a trace's `for-of` step (`for_of_step`) returns when it yields no value: the
/// iteration is over, or the step would run JavaScript (then it did nothing). The trace
/// exits to the `ForOfNext` there and the interpreter takes the step, again for a finished
/// iterator (which stays finished). No JSValue has these bits (not a number, not a
/// constant, and a cell address would be 8-byte aligned).
pub const FOR_OF_STEP_EXIT: u64 = 0x4;

/// The JSType of the builtin iterator in `iterator` that a trace may step with
/// `for_of_step`, when `next` is its original `next` (`Vm::builtin_iterator`) and its
/// step now runs no JavaScript: a Map, Set or String iterator, or an array iterator of an
/// Array or a typed array. An array iterator of an Array's values is left out: the trace
/// steps those inline (`array_values_iteration`), reading the iterator's fields, which a
/// call of `for_of_step` would write.
pub fn for_of_step_kind(vm: &Vm, iterator: crate::JSValue, next: crate::JSValue) -> Option<crate::cell::JSType> {
    use crate::cell::JSType;
    let object = vm.builtin_iterator(iterator, next)?;
    let js_type = object.js_type();
    if js_type == JSType::ArrayIterator {
        let iterated = crate::ObjectRef::from_value(object.internal(crate::runtime::array_iterator::ITERATED))?;
        if steps_inline(object) || !matches!(iterated.js_type(), JSType::Array | JSType::TypedArray) {
            return None;
        }
    }
    Some(js_type)
}

/// Whether `iterator` is an array iterator of an Array's values, which a trace steps
/// inline (`array_values_iteration`) and never through `for_of_step`.
fn steps_inline(iterator: crate::ObjectRef) -> bool {
    use crate::cell::JSType;
    iterator.js_type() == JSType::ArrayIterator
        && iterator.internal_raw(0) == crate::layout::ARRAY_ITERATOR_VALUES_STATE
        && crate::ObjectRef::from_value(iterator.internal(crate::runtime::array_iterator::ITERATED))
            .is_some_and(|iterated| iterated.js_type() == JSType::Array)
}

/// A trace's `for-of` step of the builtin iterator in register `window` (guarded to be of
/// the type `for_of_step_kind` gave, with the original `next`): the value, or
/// `FOR_OF_STEP_EXIT`'s bits when there is none (done, or the step would run JavaScript,
/// or it is an Array's values, which the trace steps inline). Runs no JavaScript; may
/// collect and throw (out of memory).
pub fn for_of_step(vm: &mut Vm, window: usize) -> crate::JsResult<crate::JSValue> {
    let exit = crate::JSValue::from_bits(FOR_OF_STEP_EXIT);
    let iterator = crate::ObjectRef::from_value(vm.register(window)).expect("a guarded iterator");
    if steps_inline(iterator) {
        return Ok(exit);
    }
    match vm.builtin_iterator_quiet_step(iterator) {
        Some(Ok(Some(value))) => Ok(value),
        Some(Ok(None)) | None => Ok(exit),
        Some(Err(throw)) => Err(throw),
    }
}

/// What a trace's `for-in` step (`for_in_step`) returns when it yields no key: the
/// enumeration is over, or the next key must be checked (the object's structure changed,
/// or its keys were not cached). The trace exits to the `ForInNext` there and the
/// interpreter takes the step. The same bits as `FOR_OF_STEP_EXIT`, for the same reason.
pub const FOR_IN_STEP_EXIT: u64 = FOR_OF_STEP_EXIT;

/// Whether `iterator` is a for-in iterator whose next step a trace may take with
/// `for_in_step`: its keys are the object's enumeration cache and the object still has
/// their structure (`Vm::for_in_cached_step` would take it).
pub fn for_in_steps_cached(vm: &Vm, iterator: crate::JSValue) -> bool {
    crate::ObjectRef::from_value(iterator).is_some_and(|iterator| {
        iterator.js_type() == crate::cell::JSType::ForInIterator && vm.for_in_cached_step_applies(iterator)
    })
}

/// Whether the cached step of the for-in `iterator` ([`for_in_steps_cached`]) finds the
/// keys at their end.
pub fn for_in_cached_step_ends(vm: &Vm, iterator: crate::JSValue) -> bool {
    crate::ObjectRef::from_value(iterator).is_some_and(|iterator| vm.for_in_cached_step_ends(iterator))
}

/// For a trace: whether the for-in iterator in register `window` takes the cached step
/// ([`for_in_steps_cached`]) and finds the keys at their end. (False when its object
/// changed structure: the interpreter's step must check each key.)
pub fn for_in_ends(vm: &Vm, window: usize) -> bool {
    let iterator = vm.register(window);
    for_in_steps_cached(vm, iterator) && for_in_cached_step_ends(vm, iterator)
}

/// A trace's step of the for-in iterator in register `window` (guarded to be one): the
/// next key, or `FOR_IN_STEP_EXIT`'s bits when there is none to give without a check.
/// Reads the heap and writes only the iterator's index, which no trace reads; never
/// allocates, throws or runs JavaScript.
pub fn for_in_step(vm: &mut Vm, window: usize) -> crate::JsResult<crate::JSValue> {
    let iterator = crate::ObjectRef::from_value(vm.register(window)).expect("a guarded iterator");
    Ok(vm.for_in_cached_step(iterator).flatten().unwrap_or(crate::JSValue::from_bits(FOR_IN_STEP_EXIT)))
}

/// Element `index` of `object`'s int32, double or contiguous vector, if it is there (the
/// interpreter's fast path, for the recorder to see what a load will find).
pub fn plain_element(object: crate::ObjectRef, index: u32) -> Option<crate::JSValue> {
    crate::interpreter::ops::property::fast_indexed_get(object, index)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counters_decode_to_their_states() {
        assert_eq!(LoopState::of(-72, 56), LoopState::Counting);
        assert_eq!(LoopState::of(55, 56), LoopState::Counting);
        assert_eq!(LoopState::of(56, 56), LoopState::Hot);
        assert_eq!(LoopState::of(TRACE_BASE + 3, 56), LoopState::Compiled(3));
        assert_eq!(LoopState::of(BLACKLISTED, 56), LoopState::Blacklisted);
        assert_eq!(LoopState::of(1000, i32::MAX), LoopState::Counting);
    }
}
