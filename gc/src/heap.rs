//! The heap: allocators, directories, blocks and large objects, and the entry points the
//! object model and machine code use to allocate.
//!
//! Allocation never collects by itself. The client's allocation routine asks
//! [`Heap::collection_needed`] on its slow path and calls [`Heap::collect`] with its tracer
//! when the answer is yes, because only the client can enumerate its roots:
//!
//! ```text
//!   fast path:  heap.try_allocate(id)                   one compare, one add (inline)
//!   slow path:  if heap.collection_needed() { heap.collect(tracer, Sweep::Lazy) }
//!               heap.allocate_slow(id)                  next run, next block, new block
//! ```

use std::collections::HashSet;
use std::ptr::NonNull;
use std::rc::Rc;
use std::time::Duration;

use crate::block::{self, BLOCK_SIZE, BlockRef, BlockState};
use crate::block_source::BlockSource;
use crate::cell::{self, CellPtr, CellState};
use crate::collect::CollectionScope;
use crate::config::HeapConfig;
use crate::directory::Directory;
use crate::error::AllocError;
use crate::free_list::{FreeRuns, LocalAllocator, write_run};
use crate::large::{self, LargeObjectSpace};
use crate::mark_stack::MarkStack;
use crate::os::OsCounters;
use crate::poison::{self, PoisonMode};
use crate::roots::{DeferGc, EMERGENCY_RESERVE, EmergencyReserve, Handle, RootState, TempRoot};
use crate::size_class::{NUM_SIZE_CLASSES, SizeClass};
use crate::stats::{ClassStatistics, HeapStatistics, MarkedBlockStatistics, PauseStatistics};
use crate::sweep::{self, DestroyFn, SweepContext, SweepMode};
use crate::{NUM_SPACES, Space};

/// Names one LocalAllocator: a size class in a space.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct AllocatorId(u16);

impl AllocatorId {
    pub const fn new(space: Space, class: SizeClass) -> AllocatorId {
        AllocatorId((space as usize * NUM_SIZE_CLASSES + class.index()) as u16)
    }

    pub const fn space(self) -> Space {
        Space::from_index(self.0 as usize / NUM_SIZE_CLASSES)
    }

    pub const fn class(self) -> SizeClass {
        SizeClass::from_index(self.0 as usize % NUM_SIZE_CLASSES)
    }

    #[inline(always)]
    pub(crate) const fn index(self) -> usize {
        self.0 as usize
    }

    fn all() -> impl Iterator<Item = AllocatorId> {
        (0..NUM_SPACES * NUM_SIZE_CLASSES).map(|index| AllocatorId(index as u16))
    }
}

/// The collector's running totals.
#[derive(Default)]
pub(crate) struct Totals {
    pub live_bytes: usize,
    pub last_pause: Duration,
    pub eden: PauseStatistics,
    pub full: PauseStatistics,
}

impl Totals {
    pub fn collections(&self) -> u64 {
        self.eden.collections + self.full.collections
    }

    pub fn record(&mut self, scope: CollectionScope, pause: Duration, live_bytes: usize) {
        self.live_bytes = live_bytes;
        self.last_pause = pause;
        let kind = match scope {
            CollectionScope::Eden => &mut self.eden,
            CollectionScope::Full => &mut self.full,
        };
        kind.collections += 1;
        kind.total_pause += pause;
        kind.max_pause = kind.max_pause.max(pause);
    }
}

/// What the collector knows about the old generation, to choose between an eden and a full
/// collection.
#[derive(Default)]
pub(crate) struct Generation {
    /// Bytes the last full collection found live.
    pub live_after_full: usize,
    /// Bytes eden collections have marked since then (they stay marked until the next full
    /// collection, live or not).
    pub promoted_since_full: usize,
}

/// Memory outside the heap that cells own and report (a Map's table), counted against the
/// heap limit.
#[derive(Clone, Copy, Default)]
pub(crate) struct ExtraBytes {
    /// Reached by the last marking.
    pub live: usize,
    /// Reported since then (growth only: what was freed is not known until the next
    /// marking).
    pub since_collection: usize,
}

impl ExtraBytes {
    fn total(self) -> usize {
        self.live.saturating_add(self.since_collection)
    }
}

/// A precise, non-moving, mark-sweep heap.
pub struct Heap {
    pub(crate) config: HeapConfig,
    pub(crate) destroy: DestroyFn,
    /// One per (space, size class); boxed so machine code can hold their addresses.
    pub(crate) allocators: Box<[LocalAllocator]>,
    pub(crate) directories: Box<[Directory]>,
    pub(crate) block_source: BlockSource,
    /// Base addresses of the blocks that directories own.
    pub(crate) block_addresses: HashSet<usize>,
    pub(crate) large: LargeObjectSpace,
    pub(crate) roots: Rc<RootState>,
    pub(crate) mark_stack: MarkStack,
    /// The limit in bytes, resolved from `config.heap_limit` when the heap was made.
    limit: Option<usize>,
    pub(crate) extra_bytes: ExtraBytes,
    pub(crate) poison: PoisonMode,
    pub(crate) os: OsCounters,
    pub(crate) totals: Totals,
    pub(crate) generation: Generation,
    pub(crate) bytes_since_collection: usize,
    pub(crate) collection_budget: usize,
    stress_countdown: u32,
    /// Where the search for an empty block to take from another directory resumes.
    pub(crate) steal_cursor: (usize, usize),
}

impl Heap {
    /// A heap whose dead cells of the destructible space are finalized by `destroy`. An
    /// automatic limit is derived from the machine now (`limit.rs`): a client makes its own
    /// big reservations first, so that they are counted.
    pub fn new(config: HeapConfig, destroy: DestroyFn) -> Heap {
        let force_slow_paths = config.forces_slow_paths();
        let allocators =
            AllocatorId::all().map(|id| LocalAllocator::new(id.class().cell_size(), force_slow_paths)).collect();
        let directories = AllocatorId::all().map(|_| Directory::new()).collect();
        let mark_stack = MarkStack::new(config.mark_stack_limit);
        let limit = config.heap_limit.resolve();
        Heap {
            poison: PoisonMode::for_request(config.poison_decommitted_pages),
            collection_budget: config.min_bytes_between_collections,
            stress_countdown: config.gc_stress.unwrap_or(0),
            config,
            destroy,
            allocators,
            directories,
            block_source: BlockSource::new(),
            block_addresses: HashSet::new(),
            large: LargeObjectSpace::default(),
            roots: Rc::new(RootState::default()),
            mark_stack,
            limit,
            extra_bytes: ExtraBytes::default(),
            os: OsCounters::default(),
            totals: Totals::default(),
            generation: Generation::default(),
            bytes_since_collection: 0,
            steal_cursor: (0, 0),
        }
    }

    pub fn config(&self) -> &HeapConfig {
        &self.config
    }

    /// The most bytes the heap may hold (blocks, large regions and reported memory outside
    /// the heap), as resolved when it was made; `None` for no limit.
    pub fn limit(&self) -> Option<usize> {
        self.limit
    }

    /// The allocator for requests of `bytes` in `space`, or `None` for a large request.
    #[inline(always)]
    pub fn allocator_for(space: Space, bytes: usize) -> Option<AllocatorId> {
        SizeClass::for_size(bytes).map(|class| AllocatorId::new(space, class))
    }

    /// The allocator itself, so the JIT can embed its address.
    pub fn allocator(&mut self, id: AllocatorId) -> NonNull<LocalAllocator> {
        NonNull::from(&mut self.allocators[id.index()])
    }

    /// The fast path: pops a cell from the allocator's free list. The cell is uninitialised
    /// (its zap word reads zero); the caller must write a header before the next collection.
    #[inline(always)]
    pub fn try_allocate(&mut self, id: AllocatorId) -> Option<CellPtr> {
        self.allocators[id.index()].try_allocate()
    }

    /// The slow path of [`Heap::try_allocate`]: continues with the next run of the current
    /// block, then with the next block of the same directory (swept now), then with an empty
    /// or new block (invariant H1). Never collects.
    pub fn allocate_slow(&mut self, id: AllocatorId) -> Result<CellPtr, AllocError> {
        let allocator = &mut self.allocators[id.index()];
        if let Some(cell) = allocator.allocate_from_next_run() {
            return Ok(cell);
        }
        if let Some(used_up) = allocator.stop_allocating(false) {
            used_up.set_state(BlockState::Allocated);
        }
        while let Some(block) = self.directories[id.index()].next_candidate() {
            let outcome = sweep::sweep(block, SweepMode::ToFreeList, &mut self.sweep_context(id.space()));
            if outcome.runs.is_empty() {
                block.set_state(BlockState::Allocated);
                continue;
            }
            return Ok(self.start_allocating_in(id, block, outcome.runs));
        }
        let out_of_memory = AllocError::OutOfMemory { requested: BLOCK_SIZE };
        // Room in the lists first: a block must not be taken and then lost.
        self.directories[id.index()].reserve().map_err(|_| out_of_memory.clone())?;
        self.block_addresses.try_reserve(1).map_err(|_| out_of_memory.clone())?;
        let block = self.acquire_block(id)?;
        let index = self.directories[id.index()].add(block);
        block.initialize(id.space(), id.index() as u16, id.class().cell_size(), index);
        self.block_addresses.insert(block.address());
        let length = block.cell_count() * block.cell_size();
        // SAFETY: the block is new to this directory; all its cells are free.
        unsafe { write_run(block.base(), length, std::ptr::null_mut()) };
        let runs =
            FreeRuns { first: block.base(), first_length: length, rest: std::ptr::null_mut(), free_bytes: length };
        Ok(self.start_allocating_in(id, block, runs))
    }

    fn start_allocating_in(&mut self, id: AllocatorId, block: BlockRef, runs: FreeRuns) -> CellPtr {
        block.set_state(BlockState::Allocating);
        self.bytes_since_collection += runs.free_bytes;
        let allocator = &mut self.allocators[id.index()];
        allocator.install(block, runs);
        allocator.allocate_from_next_run().expect("a non-empty free list yields a cell")
    }

    /// A block for a directory that has none with free cells: an empty one from the pool or
    /// from another directory, or a fresh one.
    fn acquire_block(&mut self, id: AllocatorId) -> Result<BlockRef, AllocError> {
        if let Some(block) = self.block_source.take_pooled() {
            return Ok(block);
        }
        if let Some(block) = self.steal_empty_block(id) {
            return Ok(block);
        }
        self.check_limit(BLOCK_SIZE)?;
        self.block_source
            .take_fresh(&mut self.os)
            .or_else(|_| {
                // The address space may be held by free ranges of the large-object space.
                self.large.release_free_address_space(&mut self.os);
                self.block_source.take_fresh(&mut self.os)
            })
            .map_err(|_| AllocError::OutOfMemory { requested: BLOCK_SIZE })
    }

    /// Sweeps blocks of other directories that no sweep has reached since the collection,
    /// until one turns out empty, and takes it out of its directory.
    fn steal_empty_block(&mut self, for_id: AllocatorId) -> Option<BlockRef> {
        let (mut directory, mut start) = self.steal_cursor;
        while directory < self.directories.len() {
            if directory == for_id.index() {
                (directory, start) = (directory + 1, 0);
                continue;
            }
            // Walked slot by slot, without a list: this runs when memory is short.
            while let Some((index, block)) = self.directories[directory].next_unswept(start) {
                start = index + 1;
                let space = AllocatorId(directory as u16).space();
                let outcome = sweep::sweep(block, SweepMode::Only { decommit: false }, &mut self.sweep_context(space));
                if outcome.live_cells == 0 {
                    self.steal_cursor = (directory, index + 1);
                    self.directories[directory].remove(block);
                    self.unpoison_whole_block(block);
                    return Some(block);
                }
            }
            (directory, start) = (directory + 1, 0);
        }
        self.steal_cursor = (directory, 0);
        None
    }

    /// Undoes sanitizer poisoning before a block is reused for another size class; a pattern
    /// fill is harmless in a block whose cells are all free.
    fn unpoison_whole_block(&self, block: BlockRef) {
        if self.poison == PoisonMode::Asan && block.decommitted_pages() != 0 {
            // SAFETY: the block is empty and owned by no directory.
            unsafe { poison::unpoison(self.poison, block.base(), block::PAYLOAD_SIZE) };
        }
    }

    pub(crate) fn sweep_context(&mut self, space: Space) -> SweepContext<'_> {
        SweepContext {
            destroy: (space == Space::DestructibleCells).then_some(self.destroy),
            has_headers: space != Space::Auxiliary,
            scribble: self.config.scribbles(),
            poison: self.poison,
            counters: &mut self.os,
        }
    }

    /// How many more bytes the limit leaves room for (`None` without a limit): what memory
    /// outside the heap that no cell owns (a parse tree) may take before it must give up.
    pub fn room_under_limit(&self) -> Option<usize> {
        self.limit.map(|limit| limit.saturating_sub(self.bytes_counted_against_limit()))
    }

    fn check_limit(&self, requested: usize) -> Result<(), AllocError> {
        let reserve = if self.roots.in_emergency() { EMERGENCY_RESERVE } else { 0 };
        match self.limit.map(|limit| limit.saturating_add(reserve)) {
            Some(limit) if self.bytes_counted_against_limit().saturating_add(requested) > limit => {
                Err(AllocError::HeapLimit { requested, limit })
            }
            _ => Ok(()),
        }
    }

    fn bytes_counted_against_limit(&self) -> usize {
        self.committed_bytes().saturating_add(self.extra_bytes.total())
    }

    /// Allocates a region above the large cutoff; its contents are unspecified. Never
    /// collects.
    pub fn allocate_large(&mut self, space: Space, bytes: usize) -> Result<CellPtr, AllocError> {
        self.allocate_large_region(space, bytes, false)
    }

    /// Allocates a zero-filled region above the large cutoff. Never collects.
    pub fn allocate_large_zeroed(&mut self, space: Space, bytes: usize) -> Result<CellPtr, AllocError> {
        self.allocate_large_region(space, bytes, true)
    }

    fn allocate_large_region(&mut self, space: Space, bytes: usize, zeroed: bool) -> Result<CellPtr, AllocError> {
        self.check_limit(bytes)?;
        let payload = self
            .large
            .allocate(space, bytes, zeroed, &mut self.os)
            .or_else(|_| {
                // The address space may be held by chunks of empty blocks.
                if self.block_source.release_empty_chunks(&mut self.os) == 0 {
                    return Err(());
                }
                self.large.allocate(space, bytes, zeroed, &mut self.os).map_err(drop)
            })
            .map_err(|_| AllocError::OutOfMemory { requested: bytes })?;
        self.bytes_since_collection += large::payload_size(payload.as_ptr());
        Ok(payload)
    }

    /// Allocates `bytes` in `space` by whichever path fits. Never collects: clients that can
    /// collect call [`Heap::collection_needed`] first.
    pub fn allocate(&mut self, space: Space, bytes: usize) -> Result<CellPtr, AllocError> {
        match Heap::allocator_for(space, bytes) {
            Some(id) => match self.try_allocate(id) {
                Some(cell) => Ok(cell),
                None => self.allocate_slow(id),
            },
            None => self.allocate_large(space, bytes),
        }
    }

    /// Whether the client should collect before its next slow-path allocation: the budget
    /// is spent, or `--gc-stress` says so. Always false inside a GC-deferred region.
    pub fn collection_needed(&mut self) -> bool {
        if self.roots.is_deferred() {
            return false;
        }
        if let Some(period) = self.config.gc_stress {
            self.stress_countdown = self.stress_countdown.saturating_sub(1);
            if self.stress_countdown == 0 {
                self.stress_countdown = period.max(1);
                return true;
            }
        }
        self.bytes_since_collection >= self.collection_budget
    }

    /// Counts `bytes` that a cell allocated outside the heap (a Rust-owned table growing)
    /// towards the next collection, as if they had been allocated here: memory the heap
    /// cannot see must still make it collect.
    ///
    /// The bytes also count against the heap limit until a marking says whether their owner
    /// is still alive; [`Heap::reserve_extra_memory`] asks first.
    #[inline]
    pub fn report_extra_memory(&mut self, bytes: usize) {
        self.bytes_since_collection = self.bytes_since_collection.saturating_add(bytes);
        self.extra_bytes.since_collection = self.extra_bytes.since_collection.saturating_add(bytes);
    }

    /// Reports `bytes` of memory outside the heap that a cell is about to allocate, if the
    /// heap limit leaves room for them: memory a script controls (the entries of a sparse
    /// array) must end in an error, not in an allocation the system refuses. Never
    /// collects; the client collects and asks again.
    pub fn reserve_extra_memory(&mut self, bytes: usize) -> Result<(), AllocError> {
        self.check_limit(bytes)?;
        self.report_extra_memory(bytes);
        Ok(())
    }

    /// Whether the heap limit leaves room for `bytes` more of memory outside the heap
    /// (nothing is reported).
    pub fn check_extra_memory(&self, bytes: usize) -> Result<(), AllocError> {
        self.check_limit(bytes)
    }

    /// Makes room for `count` more temporary roots ([`Heap::root`]), so that rooting the
    /// elements of a list whose length a script chose cannot abort the process.
    pub fn reserve_temporary_roots(&self, count: usize) -> Result<(), AllocError> {
        self.roots.reserve_temporaries(count).map_err(|_| AllocError::OutOfMemory { requested: count * 8 })
    }

    /// Roots `cell` until the guard is dropped (H3).
    pub fn root(&self, cell: Option<CellPtr>) -> TempRoot {
        TempRoot::new(&self.roots, cell)
    }

    /// Roots `cell` until the handle is dropped, in any order.
    pub fn handle(&self, cell: Option<CellPtr>) -> Handle {
        Handle::new(&self.roots, cell)
    }

    /// Frees the root slot of a handle given up with [`Handle::into_slot`].
    pub fn release_handle_slot(&self, slot: usize) {
        self.roots.release_handle_slot(slot);
    }

    /// Keeps collections from starting until the guard is dropped.
    pub fn defer_gc(&self) -> DeferGc {
        DeferGc::new(&self.roots)
    }

    /// Lets allocations go [`EMERGENCY_RESERVE`](crate::EMERGENCY_RESERVE) bytes past the
    /// limit until the guard is dropped: for making the error that reports the heap full,
    /// which a script must be able to catch.
    pub fn emergency_reserve(&self) -> EmergencyReserve {
        EmergencyReserve::new(&self.roots)
    }

    /// Whether a [`DeferGc`] guard is alive.
    pub fn is_gc_deferred(&self) -> bool {
        self.roots.is_deferred()
    }

    /// The write barrier: call it after storing a pointer to a cell or auxiliary allocation
    /// into `owner`. An owner that survived the last collection joins the remembered set,
    /// so a generational collection can find the new pointer without scanning old cells.
    /// Machine code emits the same test inline.
    #[inline(always)]
    pub fn write_barrier(&self, owner: CellPtr) {
        // SAFETY: owner is a live cell, so its header is readable.
        if unsafe { cell::cell_state(owner.as_ptr()) } == CellState::Old as u8 {
            self.remember(owner);
        }
    }

    #[cold]
    fn remember(&self, owner: CellPtr) {
        // SAFETY: owner is a live cell.
        unsafe { cell::set_cell_state(owner.as_ptr(), CellState::Remembered) };
        self.roots.remember(owner);
    }

    /// Whether the remembered set has been incomplete since the last collection (the system
    /// refused it memory; the cells are still marked remembered).
    pub fn remembered_set_overflowed(&self) -> bool {
        self.roots.remembered_overflowed.get()
    }

    /// Cells in the remembered set since the last collection.
    pub fn remembered_cells(&self) -> usize {
        self.roots.remembered.borrow().len()
    }

    /// Temporary roots currently held.
    pub fn temporary_roots(&self) -> usize {
        self.roots.temporary_count()
    }

    /// The size of the cell (or auxiliary allocation) at `cell`.
    ///
    /// # Safety
    /// `cell` must be a cell or auxiliary allocation of this heap.
    pub unsafe fn cell_size(cell: CellPtr) -> usize {
        if large::is_large(cell.as_ptr()) {
            large::payload_size(cell.as_ptr())
        } else {
            BlockRef::containing(cell.as_ptr()).cell_size()
        }
    }

    /// How decommitted pages are poisoned: what `$vm.decommittedMarkedBlockPagePoison()`
    /// reports.
    pub fn poison_mode(&self) -> PoisonMode {
        self.poison
    }

    pub(crate) fn committed_bytes(&self) -> usize {
        self.block_source.in_use() * BLOCK_SIZE + self.large.bytes()
    }

    pub(crate) fn all_blocks(&self) -> impl Iterator<Item = (AllocatorId, BlockRef)> + '_ {
        self.directories
            .iter()
            .enumerate()
            .flat_map(|(index, directory)| directory.blocks().map(move |block| (AllocatorId(index as u16), block)))
    }

    /// Block and page counts: what `$vm.markedBlockStatistics()` reports.
    pub fn marked_block_statistics(&self) -> MarkedBlockStatistics {
        let mut statistics =
            MarkedBlockStatistics { pages_per_block: block::pages_per_block(), ..MarkedBlockStatistics::default() };
        for (_, block) in self.all_blocks() {
            statistics.blocks += 1;
            let pages = block.decommitted_pages().count_ones() as usize;
            statistics.decommitted_pages += pages;
            statistics.blocks_with_decommitted_pages += (pages != 0) as usize;
        }
        statistics
    }

    /// Sizes, counts and pauses.
    pub fn statistics(&self) -> HeapStatistics {
        let blocks_per_class = AllocatorId::all()
            .filter_map(|id| {
                let blocks = self.directories[id.index()].block_count();
                (blocks != 0).then(|| ClassStatistics { space: id.space(), cell_size: id.class().cell_size(), blocks })
            })
            .collect();
        HeapStatistics {
            collections: self.totals.collections(),
            live_bytes: self.totals.live_bytes,
            bytes_allocated_since_collection: self.bytes_since_collection,
            collection_budget: self.collection_budget,
            committed_bytes: self.committed_bytes(),
            blocks: self.block_source.in_use(),
            pooled_blocks: self.block_source.pooled(),
            blocks_per_class,
            large_objects: self.large.objects().len(),
            large_bytes: self.large.bytes(),
            total_pause: self.totals.eden.total_pause + self.totals.full.total_pause,
            max_pause: self.totals.eden.max_pause.max(self.totals.full.max_pause),
            last_pause: self.totals.last_pause,
            eden: self.totals.eden,
            full: self.totals.full,
            os: self.os,
        }
    }

    /// Free address ranges kept by the large-object range map.
    pub fn large_free_ranges(&self) -> usize {
        self.large.range_map().free_ranges()
    }
}

impl Drop for Heap {
    /// Runs the destructors of every cell still alive, so Rust memory that cells own is
    /// freed, then returns all memory.
    fn drop(&mut self) {
        for id in AllocatorId::all() {
            self.allocators[id.index()].stop_allocating(id.space() != Space::Auxiliary);
        }
        let destroy = self.destroy;
        for (id, block) in self.all_blocks() {
            if id.space() != Space::DestructibleCells {
                continue;
            }
            let zero_pages = block.decommitted_pages();
            for index in 0..block.cell_count() {
                let offset = index * block.cell_size();
                if zero_pages & (1 << block::page_of_offset(offset)) != 0 {
                    continue;
                }
                let cell = block.cell(index);
                // SAFETY: the heap is going away; a cell that is not zapped has not been
                // destroyed, and is destroyed now, once.
                unsafe {
                    if !cell::is_zapped(cell) {
                        destroy(cell);
                        cell::zap(cell);
                    }
                }
            }
        }
        self.large.free_all(destroy);
        self.block_source.release_all(&mut self.os);
    }
}
