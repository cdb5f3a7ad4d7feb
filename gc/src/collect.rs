//! A collection: stop allocating, mark from the roots, drop weak references, sweep.
//!
//! ```text
//!   collect = stop allocating          free lists are forgotten, unused cells zapped
//!           + [verify write barriers]  old cells point only to old cells or are remembered
//!           + clear marks              a full collection only: an eden one keeps them
//!           + mark                     roots (and, in an eden collection, the remembered
//!                                      cells), then the mark stack until it is empty (and the
//!                                      grey cells an overflowing stack left behind), then
//!                                      conditional references (ephemerons) until a fixpoint
//!           + process weak references  the client drops what did not survive
//!           + sweep large objects      dead regions are destroyed and freed at once
//!           + start a new cycle        every block unswept; allocators sweep them lazily
//!           + [sweep eagerly]          Sweep::Eager: destroy, release empty blocks, decommit
//! ```

use std::time::Instant;

use crate::Space;
use crate::block::{BlockRef, BlockState};
use crate::cell::{self, CellPtr, CellState};
use crate::directory::Directory;
use crate::heap::{AllocatorId, ExtraBytes, Heap};
use crate::large::{self, LargeObjectSpace};
use crate::marking::{Liveness, MarkMode, Marker, Tracer};
use crate::sweep::{self, SweepMode};
use crate::verify::{self, Validator};

/// Which cells a collection decides about (JavaScriptCore's `CollectionScope`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CollectionScope {
    /// Only the cells allocated since the last collection. Mark bits are sticky: the cells
    /// that survived an earlier collection keep theirs, so they count as live without being
    /// visited, and marking starts from the roots and from the remembered set (the old cells
    /// a store has made point to cells that may be new). Old cells that died wait for the
    /// next full collection.
    Eden,
    /// Every cell: the marks are cleared first.
    Full,
}

/// When the blocks are swept after a collection.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Sweep {
    /// Each block when an allocator reaches it: collections the budget starts while the
    /// program is busy allocating.
    Lazy,
    /// Every block before `collect` returns: destructors run, empty blocks return to the
    /// pool decommitted, and interior pages that hold no live cell go back to the kernel.
    /// For explicit requests (`gc()`, memory pressure) and idle time.
    Eager,
}

impl Heap {
    /// Collects garbage: what is not reachable from the roots `tracer` reports (and the
    /// heap's own temporary roots and handles) is freed. The heap chooses the scope: an
    /// eden collection unless the old generation has grown as much as it held after the
    /// last full collection, or `sweep` is eager (explicit requests and memory pressure
    /// want everything back).
    pub fn collect(&mut self, tracer: &mut dyn Tracer, sweep: Sweep) {
        let scope = self.scope_for(sweep);
        self.collect_scope(tracer, scope, sweep);
    }

    /// Collects in `scope`: an eden collection frees only cells allocated since the last
    /// collection that nothing reaches. An eden collection is full anyway when the heap is
    /// not generational or the remembered set missed cells.
    pub fn collect_scope(&mut self, tracer: &mut dyn Tracer, scope: CollectionScope, sweep: Sweep) {
        let started = Instant::now();
        let scope =
            if self.config.generational && !self.remembered_set_overflowed() { scope } else { CollectionScope::Full };
        let recently_allocated = self.stop_allocating();
        if self.config.verify {
            self.verify_write_barriers(tracer);
        }
        if scope == CollectionScope::Full {
            self.clear_marks();
        }
        let live_bytes = self.mark(tracer, scope);
        tracer.process_weak_references(&Liveness::new());
        self.large.sweep(self.destroy, &mut self.os);
        self.start_new_cycle();
        if sweep == Sweep::Eager || self.config.verify {
            let decommit = sweep == Sweep::Eager && self.config.decommit_unused_pages;
            self.sweep_every_block(decommit);
            if decommit {
                self.large.scavenge(&mut self.os);
            }
        } else if self.config.scribbles() {
            // Scribble over the cells that died most recently, which is where a pointer
            // kept without a root across this collection most likely points.
            self.sweep_blocks(&recently_allocated);
        }
        self.finish_collection(started, scope, live_bytes);
    }

    /// The scope of a collection the heap starts itself: eden, unless the cells promoted
    /// since the last full collection have doubled what it found live (at least the least
    /// budget), which bounds the dead old cells eden collections leave behind to about the
    /// live data. `--gc-stress` makes every fourth collection full, so both kinds run often.
    pub fn scope_for(&self, sweep: Sweep) -> CollectionScope {
        let generation = &self.generation;
        let stress_full = self.config.gc_stress.is_some() && self.totals.collections() % 4 == 3;
        let old_grown =
            generation.promoted_since_full >= generation.live_after_full.max(self.config.min_bytes_between_collections);
        if sweep == Sweep::Eager || stress_full || old_grown { CollectionScope::Full } else { CollectionScope::Eden }
    }

    fn stop_allocating(&mut self) -> Vec<BlockRef> {
        (0..self.allocators.len())
            .filter_map(|index| {
                let has_headers = index / crate::NUM_SIZE_CLASSES != Space::Auxiliary as usize;
                self.allocators[index].stop_allocating(has_headers)
            })
            .collect()
    }

    fn verify_write_barriers(&mut self, tracer: &mut dyn Tracer) {
        let mut old_cells: Vec<CellPtr> = Vec::new();
        for directory in self.directories.iter() {
            for block in directory.blocks().filter(|b| b.footer().space.get() != Space::Auxiliary) {
                block.for_each_marked_cell(|cell| old_cells.push(CellPtr::new(cell).expect("cells are not null")));
            }
        }
        old_cells.extend(
            self.large
                .objects()
                .iter()
                .copied()
                .filter(|&cell| large::space_of(cell.as_ptr()) != Space::Auxiliary && large::is_marked(cell.as_ptr())),
        );
        let violations = verify::check_write_barriers(old_cells.into_iter(), tracer, &mut self.mark_stack);
        verify::report("write barriers", violations);
    }

    fn clear_marks(&mut self) {
        for directory in self.directories.iter() {
            directory.blocks().for_each(BlockRef::clear_marks);
        }
        self.large.clear_marks();
    }

    /// Marks everything reachable (in an eden collection, what is reachable from the roots
    /// and the remembered cells without passing through an old cell); returns the bytes
    /// newly marked and, of them, the bytes outside the heap that the cells reached own.
    fn mark(&mut self, tracer: &mut dyn Tracer, scope: CollectionScope) -> (usize, usize) {
        let validator = Validator { blocks: &self.block_addresses, large: &self.large };
        let validator = self.config.verify.then_some(&validator);
        let mut marker = Marker::new(MarkMode::Mark, &mut self.mark_stack, validator);
        self.roots.for_each_root(|cell| marker.mark_cell(cell));
        tracer.trace_roots(&mut marker);
        if scope == CollectionScope::Eden {
            // Old cells are marked already, so only the stores the barrier saw lead from
            // them to new cells.
            self.roots.remembered.borrow().iter().for_each(|&cell| marker.visit_remembered(cell));
        }
        // Drain the stack (and trace the cells it had no room for), then ask for the
        // conditional references that what was reached makes live; repeat until that
        // reaches nothing new (the ephemeron fixpoint).
        loop {
            drain(tracer, &mut marker);
            if marker.take_overflow() {
                trace_grey_cells(&self.directories, &self.large, tracer, &mut marker);
                continue;
            }
            marker.set_current(None);
            tracer.trace_conditional(&mut marker);
            if marker.stack_is_empty() && !marker.take_overflow() {
                break;
            }
        }
        let reached = (marker.live_bytes(), marker.extra_bytes());
        verify::report("marking", marker.into_violations());
        self.roots.clear_remembered();
        self.mark_stack.shrink();
        reached
    }

    fn start_new_cycle(&mut self) {
        for directory in self.directories.iter_mut() {
            directory.reset_for_new_cycle();
            directory.blocks().for_each(|block| block.set_state(BlockState::Unswept));
        }
        self.steal_cursor = (0, 0);
    }

    /// Sweeps every block without building free lists; empty blocks return to the pool.
    fn sweep_every_block(&mut self, decommit: bool) {
        for index in 0..self.directories.len() {
            let id = AllocatorId::new(
                Space::from_index(index / crate::NUM_SIZE_CLASSES),
                crate::SizeClass::from_index(index % crate::NUM_SIZE_CLASSES),
            );
            // Slot by slot rather than through a copied list: a collection must not need
            // memory (empty blocks leave holes, which keep the slots in place).
            for slot in 0..self.directories[index].slots() {
                let Some(block) = self.directories[index].block_at(slot) else { continue };
                let outcome = sweep::sweep(block, SweepMode::Only { decommit }, &mut self.sweep_context(id.space()));
                if outcome.live_cells == 0 {
                    self.directories[index].remove(block);
                    self.block_addresses.remove(&block.address());
                    self.block_source.give_back(block, decommit, self.poison, &mut self.os);
                }
            }
        }
    }

    fn sweep_blocks(&mut self, blocks: &[BlockRef]) {
        for &block in blocks {
            let space = block.footer().space.get();
            sweep::sweep(block, SweepMode::Only { decommit: false }, &mut self.sweep_context(space));
        }
    }

    fn finish_collection(
        &mut self,
        started: Instant,
        scope: CollectionScope,
        (reached, extra_reached): (usize, usize),
    ) {
        let pause = started.elapsed();
        let generation = &mut self.generation;
        let extra_live = match scope {
            CollectionScope::Full => {
                generation.live_after_full = reached;
                generation.promoted_since_full = 0;
                extra_reached
            }
            // An eden collection visits only some of the cells that own outside memory, so
            // it counts all that was reported since the last collection as live (the old
            // owners it did not visit may have grown) rather than what it reached.
            CollectionScope::Eden => {
                let since = self.extra_bytes.since_collection;
                generation.promoted_since_full += reached.saturating_sub(extra_reached).saturating_add(since);
                self.extra_bytes.live.saturating_add(since)
            }
        };
        let live_bytes = generation.live_after_full.saturating_add(generation.promoted_since_full);
        self.totals.record(scope, pause, live_bytes);
        self.bytes_since_collection = 0;
        self.extra_bytes = ExtraBytes { live: extra_live, since_collection: 0 };
        // From the last full collection's live bytes rather than the estimate: the old
        // generation may reach twice those, and the heap stays within three times them.
        self.collection_budget = self.generation.live_after_full.max(self.config.min_bytes_between_collections);
    }
}

fn drain(tracer: &mut dyn Tracer, marker: &mut Marker<'_>) {
    while let Some(cell) = marker.pop() {
        tracer.trace_cell(cell, marker);
    }
}

/// After the mark stack overflowed: traces every grey cell of the cell spaces, draining the
/// stack after each. A cell that turns grey behind the walk sets the overflow flag again
/// and the caller walks again (`mark_stack.rs`).
fn trace_grey_cells(
    directories: &[Directory],
    large: &LargeObjectSpace,
    tracer: &mut dyn Tracer,
    marker: &mut Marker<'_>,
) {
    let is_grey = |cell: *mut u8| {
        // SAFETY: marked cells of the cell spaces are live and have a header.
        unsafe { cell::cell_state(cell) == CellState::Grey as u8 }
    };
    let cell_blocks =
        directories.iter().flat_map(Directory::blocks).filter(|block| block.footer().space.get() != Space::Auxiliary);
    for block in cell_blocks {
        block.for_each_marked_cell(|cell| {
            if is_grey(cell) {
                marker.trace_grey(CellPtr::new(cell).expect("cells are not null"), tracer);
                drain(tracer, marker);
            }
        });
    }
    for &object in large.objects() {
        let pointer = object.as_ptr();
        if large::space_of(pointer) != Space::Auxiliary && large::is_marked(pointer) && is_grey(pointer) {
            marker.trace_grey(object, tracer);
            drain(tracer, marker);
        }
    }
}
