//! A trace as the recorder hands it on: its IR and snapshots, what the loop edge writes,
//! and what the machine code must keep alive.

use std::rc::Rc;

use vm::bytecode::CodeBlock;

use crate::backend::call_out::CallSite;
use crate::ir::{IrBuffer, Op, Ref};
use crate::snapshot::Snapshot;
use crate::trace::ExitCode;

pub struct Recorded {
    pub ir: IrBuffer,
    pub snapshots: Vec<Snapshot>,
    /// The registers the iteration wrote but does not read, with their final values,
    /// stored into the register file before jumping back to the header (a trace that
    /// links: every register it wrote, stored before it links).
    pub loop_writes: Vec<(u16, Ref)>,
    /// The registers it reads and writes: `(register, its SLoad, its final value)`; the
    /// final value becomes the SLoad's for the next iteration (`opt/loops.rs`).
    pub phis: Vec<(u16, Ref, Ref)>,
    /// For a peeled loop (`opt/peel.rs`): the first instruction of the loop; those before
    /// it (the pre-roll, the recorded iteration) run once, as the first iteration.
    pub loop_start: Option<usize>,
    /// For a peeled loop: the registers only written, stored at the end of the pre-roll
    /// (`loop_writes` are the copy's, stored at every loop edge).
    pub preroll_writes: Vec<(u16, Ref)>,
    /// For a loop: the instructions that compute the same in every iteration, run once
    /// before the loop, with the register loads (`opt/loops.rs`); empty when none is.
    pub hoisted: Vec<bool>,
    /// The allocations nothing outside the trace sees, and the stores into them, which the
    /// trace does not make (`opt/sink.rs`), and the stores a peeled loop leaves to its exits
    /// (`opt/sink_stores.rs`); empty when none is.
    pub sunk: Vec<bool>,
    /// The loop: the root frame's code (held, as the trace holds it), its counter and its
    /// header.
    pub code: Rc<CodeBlock>,
    pub counter: u32,
    pub head_pc: usize,
    /// The root frame's argument count.
    pub root_argc: u32,
    /// Roots for the cells the trace embeds, held as long as it is.
    pub cells: Vec<gc::Handle>,
    /// Whether the trace inlined a call (its exits may then rebuild frames, which sit
    /// where they did when it was recorded only if the root frame has the same shape).
    pub inlines_calls: bool,
    /// The calls out of the trace (`CallOut`'s `site`), in order.
    pub call_sites: Vec<CallSite>,
    /// Registers the root frame and the frames of calls it inlines take, counted from its
    /// first (the call window goes past them and the root frame's own end).
    pub frame_slots: usize,
    /// Words of the call window: the callee, `this`, `new.target` and the most arguments
    /// of a call out (0 when the trace makes none).
    pub call_window: usize,
    /// For a side trace: where it grew from.
    pub side: Option<SideOf>,
    /// For a trace that runs once through (a side trace, or an entry trace: an outer loop's
    /// recording that reached an inner loop with a trace): the loop it ends at, after
    /// writing every register it wrote (`loop_writes`).
    pub link: Option<LinkTo>,
    /// For a side trace that returned from the frame it was entered in into the caller,
    /// and maybe on from there (`across_frames.rs`).
    pub returned: Option<Returns>,
    /// For a link after such a return: the linked loop's code, and the frames the link
    /// pushes (`CrossLink`, whose address is in the code).
    pub link_across: Option<(Rc<CodeBlock>, Box<crate::across_frames::CrossLink>)>,
}

impl Recorded {
    /// Whether the trace is a loop (rather than running once through to a link).
    pub fn is_loop(&self) -> bool {
        self.link.is_none()
    }

    /// Whether instruction `index` of a loop runs once, at entry, rather than in every
    /// iteration: a register load, what `opt/loops.rs` hoisted, or the pre-roll of a peeled
    /// loop.
    pub fn runs_at_entry(&self, index: usize) -> bool {
        self.is_loop()
            && (matches!(self.ir.ins[index].op, Op::SLoad { .. })
                || self.is_hoisted(index)
                || self.loop_start.is_some_and(|start| index < start))
    }

    /// Whether instruction `index` is an allocation the trace does not make, or a store
    /// into one.
    pub fn is_sunk(&self, index: usize) -> bool {
        self.sunk.get(index) == Some(&true)
    }

    /// The values an exit with `snapshot` writes to the spill area for the objects it
    /// makes, each as `(store, value)`: the fields that hold values the trace computed
    /// (not other objects it sank, which the exit makes).
    pub fn field_writes<'a>(&'a self, snapshot: &'a Snapshot) -> impl Iterator<Item = (Ref, Ref)> + 'a {
        let fields = snapshot.sunk.iter().flat_map(|object| &object.fields);
        fields.filter(|&&(_, _, value)| !self.is_sunk(value.index())).map(|&(_, store, value)| (store, value))
    }

    /// Every value an exit with `snapshot` needs: what it writes to registers, to the
    /// fields of the objects it makes, and the objects and values of the stores it makes.
    pub fn exit_values<'a>(&'a self, snapshot: &'a Snapshot) -> impl Iterator<Item = Ref> + 'a {
        let registers = snapshot.entries.iter().map(|&(_, value)| value);
        let fields = self.field_writes(snapshot).map(|(_, value)| value);
        let stores = snapshot.stores.iter().flat_map(|store| [store.base, store.value]);
        registers.chain(fields).chain(stores)
    }

    /// The allocation sites the trace does not make (in a peeled loop, those of the loop:
    /// the pre-roll's are the same sites once more).
    pub fn sunk_allocations(&self) -> usize {
        let sites = self.loop_start.unwrap_or(0)..self.ir.len();
        sites.filter(|&index| self.is_sunk(index) && self.ir.ins[index].op.allocates()).count()
    }

    /// The stores a peeled loop leaves to its exits (`opt/sink_stores.rs`): sunk, and not
    /// into an object the trace sank.
    pub fn sunk_stores(&self) -> usize {
        let stores = self.loop_start.unwrap_or(self.ir.len())..self.ir.len();
        stores
            .filter(|&index| match self.ir.ins[index].op {
                Op::StoreField { base, .. } => self.is_sunk(index) && !self.is_sunk(base.index()),
                _ => false,
            })
            .count()
    }

    /// Whether snapshot `snapshot` was taken after the trace returned into its caller's
    /// frame (its slots count from the caller's first register).
    pub fn is_after_return(&self, snapshot: usize) -> bool {
        self.returned.as_ref().is_some_and(|returns| snapshot >= returns.first_snapshot() as usize)
    }

    /// Whether instruction `index` was hoisted out of the loop.
    pub fn is_hoisted(&self, index: usize) -> bool {
        self.hoisted.get(index) == Some(&true)
    }
}

/// A trace's returns, each from the frame it was in into that frame's caller
/// (`across_frames.rs`), in order. From the first snapshot after a return on, slots count
/// from the first register of the frame returned into.
pub struct Returns(pub Vec<Return>);

/// One of a trace's returns.
pub struct Return {
    /// The check its `ReturnToCaller` makes (its address is in the code).
    pub check: Box<vm::tier::TraceReturn>,
    /// The first snapshot taken after it.
    pub first_snapshot: u32,
    /// Whether the frame it returned into runs the tree's own code (a recursive
    /// function's: a side trace may start there).
    pub into_tree_code: bool,
}

impl Returns {
    /// The first snapshot taken in a frame returned into.
    pub fn first_snapshot(&self) -> u32 {
        self.0[0].first_snapshot
    }

    /// Whether snapshot `snapshot`, taken after a return, is in a frame that runs the tree's
    /// code.
    pub fn in_tree_code(&self, snapshot: u32) -> bool {
        self.0.iter().rev().find(|r| r.first_snapshot <= snapshot).is_some_and(|r| r.into_tree_code)
    }
}

/// Where a trace that runs once through ends: at the header of a loop of the root frame
/// (or, after a return, of the frame it is in), which had trace `trace` when it was
/// recorded.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LinkTo {
    /// The loop's counter and its header's pc.
    pub counter: u32,
    pub head_pc: usize,
    /// (`None`: it had none yet, after a return: `across_frames.rs`.)
    pub trace: Option<u32>,
    /// The slot of the linked loop's frame's first register (0 but for a link into a
    /// frame the trace inlined, after a return: `across_frames.rs`).
    pub base: u16,
    /// The snapshot of the link: the state at that header, everything written back. Its
    /// exit's link word holds the loop's trace's reentry while it has one.
    pub snapshot: u32,
}

/// Where a side trace grew from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SideOf {
    /// The root of its tree (whose invalidation flag it shares, and whose count of side
    /// traces it adds to).
    pub root: u32,
    /// The trace and the exit it grew from.
    pub parent: ExitCode,
    /// The pc it starts at: its parent exit's.
    pub start_pc: u32,
}
