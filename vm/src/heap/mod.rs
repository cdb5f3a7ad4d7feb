//! The VM's side of the heap: allocation that may collect, roots, and the tracer that
//! tells the collector what cells contain.
//!
//! Every allocation of the VM goes through [`Vm::allocate_cell`]: the inline fast path pops
//! the free list; the slow path first collects if the heap asks for it (the budget is spent,
//! or `--gc-stress`), then refills from the same allocator (H1). An allocation the heap
//! cannot satisfy even after a full collection raises a RangeError.

mod rooted;
mod tracer;

pub use rooted::{HeapRef, Rooted};
pub(crate) use tracer::{VmTracer, destroy_cell};

use std::ptr::NonNull;

use gc::{AllocError, AllocatorId, CellPtr, CollectionScope, Heap, Space, Sweep};

use crate::cell::{CellLayout, TrailingValues};
use crate::error::{JsResult, Message};
use crate::value::JSValue;
use crate::vm::Vm;

impl Vm {
    /// A new cell holding `init()`. `init` runs once the cell is allocated (the allocation
    /// may collect) and cannot reach the VM, so the values it reads stay valid: it reads
    /// roots, or values that are not cells. A layout that owns Rust memory is allocated in
    /// the destructible space, and dropped in place when the cell dies. May collect.
    #[inline(always)]
    pub(crate) fn new_cell<T: CellLayout>(&mut self, init: impl FnOnce() -> T) -> JsResult<NonNull<T>> {
        const { assert!(align_of::<T>() <= 16) };
        let space = if std::mem::needs_drop::<T>() { Space::DestructibleCells } else { Space::Cells };
        let cell = self.allocate_cell(space, size_of::<T>())?.cast::<T>();
        debug_assert!((cell.as_ptr() as usize).is_multiple_of(16), "cells are 16-byte aligned");
        // SAFETY: the cell is fresh, at least `size_of::<T>()` bytes, and aligned for any
        // layout (`CellLayout` asks at most 16 bytes of alignment, the heap gives 16).
        unsafe { cell.as_ptr().write(init()) };
        Ok(cell)
    }

    /// A new cell holding `init()` followed by `count` values, value `i` being
    /// `value_at(i)`; like `init`, `value_at` runs after the allocation and cannot reach
    /// the VM (see [`Vm::new_cell`]). May collect.
    #[inline]
    pub(crate) fn new_cell_with_values<T: TrailingValues>(
        &mut self,
        count: usize,
        init: impl FnOnce() -> T,
        mut value_at: impl FnMut(usize) -> JSValue,
    ) -> JsResult<NonNull<T>> {
        const { assert!(align_of::<T>() <= 16 && !std::mem::needs_drop::<T>()) };
        let bytes = size_of::<T>() + count * size_of::<JSValue>();
        let cell = self.allocate_cell(Space::Cells, bytes)?.cast::<T>();
        let layout = init();
        debug_assert_eq!(layout.trailing_count(), count, "the layout counts its values");
        // SAFETY: the cell is fresh, `bytes` long and 16-byte aligned: the layout, then
        // `count` values, which are all written here.
        unsafe {
            cell.as_ptr().write(layout);
            let values = cell.as_ptr().add(1).cast::<JSValue>();
            for index in 0..count {
                values.add(index).write(value_at(index));
            }
        }
        Ok(cell)
    }

    /// Allocates `bytes` in `space`. The memory is uninitialised; a cell must get its
    /// header before the next allocation. May collect.
    #[inline(always)]
    pub(crate) fn allocate_cell(&mut self, space: Space, bytes: usize) -> JsResult<CellPtr> {
        match Heap::allocator_for(space, bytes) {
            Some(id) => match self.heap.try_allocate(id) {
                Some(cell) => Ok(cell),
                None => self.allocate_cell_slow(id),
            },
            None => self.allocate_large(space, bytes),
        }
    }

    /// [`Vm::allocate_cell`] for a caller that holds `keep` unrooted: the fast path cannot
    /// collect, so only the slow path roots it.
    #[inline(always)]
    pub(crate) fn allocate_cell_keeping(&mut self, space: Space, bytes: usize, keep: CellPtr) -> JsResult<CellPtr> {
        let allocator = Heap::allocator_for(space, bytes);
        if let Some(id) = allocator
            && let Some(cell) = self.heap.try_allocate(id)
        {
            return Ok(cell);
        }
        let _root = self.root(Some(keep));
        match allocator {
            Some(id) => self.allocate_cell_slow(id),
            None => self.allocate_large(space, bytes),
        }
    }

    #[cold]
    #[inline(never)]
    fn allocate_cell_slow(&mut self, id: AllocatorId) -> JsResult<CellPtr> {
        self.collect_if_needed();
        match self.heap.allocate_slow(id) {
            Ok(cell) => Ok(cell),
            Err(_) => {
                self.collect_unless_deferred(Sweep::Eager);
                self.heap.allocate_slow(id).map_err(|error| self.out_of_memory(error))
            }
        }
    }

    #[cold]
    fn allocate_large(&mut self, space: Space, bytes: usize) -> JsResult<CellPtr> {
        self.collect_if_needed();
        match self.heap.allocate_large(space, bytes) {
            Ok(cell) => Ok(cell),
            Err(_) => {
                self.collect_unless_deferred(Sweep::Eager);
                self.heap.allocate_large(space, bytes).map_err(|error| self.out_of_memory(error))
            }
        }
    }

    /// Allocates `bytes` of zero-filled auxiliary storage (an ArrayBuffer's data block). Large
    /// requests take zeroed regions, whose fresh pages the kernel zeroes. May collect.
    pub(crate) fn allocate_auxiliary_zeroed(&mut self, bytes: usize) -> JsResult<CellPtr> {
        if Heap::allocator_for(Space::Auxiliary, bytes).is_some() {
            let cell = self.allocate_cell(Space::Auxiliary, bytes)?;
            // SAFETY: the cell is fresh and at least `bytes` long.
            unsafe { cell.as_ptr().write_bytes(0, bytes) };
            return Ok(cell);
        }
        self.collect_if_needed();
        match self.heap.allocate_large_zeroed(Space::Auxiliary, bytes) {
            Ok(cell) => Ok(cell),
            Err(_) => {
                self.collect_unless_deferred(Sweep::Eager);
                self.heap.allocate_large_zeroed(Space::Auxiliary, bytes).map_err(|error| self.out_of_memory(error))
            }
        }
    }

    /// Counts `bytes` of Rust memory a cell is about to allocate (a sparse array's entry, a
    /// dictionary's table growing) against the heap limit, collecting once if that is what
    /// makes room. Past the limit it raises the out-of-memory RangeError, so memory a
    /// script controls runs into the limit before the system refuses it (which would abort
    /// the process). May collect.
    pub(crate) fn reserve_extra_memory(&mut self, bytes: usize) -> JsResult<()> {
        if self.heap.reserve_extra_memory(bytes).is_ok() {
            return Ok(());
        }
        self.collect_unless_deferred(Sweep::Eager);
        self.heap.reserve_extra_memory(bytes).map_err(|error| self.out_of_memory(error))
    }

    /// An empty vector with room for `capacity` items, or the out-of-memory RangeError when
    /// the system refuses: for lists whose length a script chose (a `Vec` that cannot grow
    /// aborts the process).
    pub fn vec_with_capacity<T>(&mut self, capacity: usize) -> JsResult<Vec<T>> {
        let mut vec = Vec::new();
        self.reserve(&mut vec, capacity)?;
        Ok(vec)
    }

    /// Makes room in `vec` for `additional` more items, or raises the out-of-memory
    /// RangeError.
    pub fn reserve<T>(&mut self, vec: &mut Vec<T>, additional: usize) -> JsResult<()> {
        vec.try_reserve(additional).map_err(|_| self.throw_error(Message::OutOfMemory))
    }

    /// Appends `item` to `vec`, or raises the out-of-memory RangeError when the system
    /// refuses the growth.
    pub fn push<T>(&mut self, vec: &mut Vec<T>, item: T) -> JsResult<()> {
        self.reserve(vec, 1)?;
        vec.push(item);
        Ok(())
    }

    /// Roots `value` and appends the root to `list`, or raises the out-of-memory RangeError
    /// when the system refuses the room (for lists of roots whose length a script chose).
    pub fn push_rooted<T: HeapRef>(&mut self, list: &mut Vec<Rooted<T>>, value: T) -> JsResult<()> {
        self.reserve(list, 1)?;
        self.reserve_temporary_roots(1)?;
        list.push(self.rooted(value));
        Ok(())
    }

    /// Whether the heap limit leaves room for `bytes` of Rust memory a cell is about to
    /// allocate, collecting once (with `keep` rooted) if that is what makes room; the
    /// out-of-memory RangeError otherwise. Unlike [`Vm::reserve_extra_memory`] it reports
    /// nothing: the caller reports what it really grew by.
    pub(crate) fn room_for_extra_memory<const N: usize>(&mut self, bytes: usize, keep: [JSValue; N]) -> JsResult<()> {
        if bytes == 0 || self.heap.check_extra_memory(bytes).is_ok() {
            return Ok(());
        }
        let roots = keep.map(|value| self.root_value(value));
        self.collect_unless_deferred(Sweep::Eager);
        drop(roots);
        self.heap.check_extra_memory(bytes).map_err(|error| self.out_of_memory(error))
    }

    /// Makes room on the temporary-root stack for `count` roots, raising the out-of-memory
    /// RangeError if the system refuses: for code about to root every element of a list
    /// whose length a script chose.
    pub fn reserve_temporary_roots(&mut self, count: usize) -> JsResult<()> {
        // Some room beyond: the calls made while the list is filled root a few values too.
        const NESTED: usize = 256;
        self.heap.reserve_temporary_roots(count.saturating_add(NESTED)).map_err(|error| self.out_of_memory(error))
    }

    fn out_of_memory(&mut self, _error: AllocError) -> crate::error::Throw {
        self.throw_error(Message::OutOfMemory)
    }

    /// Collects, except inside a GC-deferred region (a failed allocation there fails).
    pub(crate) fn collect_unless_deferred(&mut self, sweep: Sweep) {
        if !self.heap.is_gc_deferred() {
            self.collect(sweep);
        }
    }

    fn collect_if_needed(&mut self) {
        if self.heap.collection_needed() {
            self.collect(Sweep::Lazy);
        }
    }

    /// Collects garbage now, in the scope the heap chooses (an eager sweep makes it full).
    /// Everything the VM holds and everything rooted survives.
    pub fn collect(&mut self, sweep: Sweep) {
        let scope = self.heap.scope_for(sweep);
        self.collect_scope(scope, sweep);
    }

    /// Collects garbage now in `scope`: an eden collection frees only what was allocated
    /// since the last collection and is not reachable.
    pub fn collect_scope(&mut self, scope: CollectionScope, sweep: Sweep) {
        // The weak phase frees retired structure ids: compiled code must let go of them
        // first. The tier is out of the VM only while it runs, and allocates only as a
        // trace exits (making the objects the trace did not): retired ids wait for the next
        // collection then.
        let tier_busy = self.tier.is_none() && self.loop_threshold != i32::MAX;
        if self.structures.retired_count() > 0
            && let Some(mut tier) = self.tier.take()
        {
            tier.before_structure_ids_are_reused(self);
            self.tier = Some(tier);
        }
        let mut tracer = VmTracer {
            structures: &mut self.structures,
            structure_cache: &mut self.structure_cache,
            atoms: &mut self.atoms,
            common: &self.common,
            exception: &self.exception,
            stack: &self.stack,
            realms: &self.realms,
            names: &self.names,
            symbols: &self.symbols,
            string_caches: &self.string_caches,
            job_queue: &mut self.job_queue,
            executables: &mut self.executables,
            unhandled_rejections: &self.unhandled_rejections,
            throw_site: self.throw_site,
            modules: &self.modules,
            weak_state: &mut self.weak_state,
            buffer_views: &mut self.buffer_views,
            shared_blocks: &mut self.shared_blocks,
            self_hosted: &self.self_hosted,
            free_retired_ids: !tier_busy,
        };
        self.heap.collect_scope(&mut tracer, scope, sweep);
        // Its structure ids, prototypes and keys may be reused from now on.
        self.megamorphic.clear();
    }

    /// Roots a cell (or nothing) until the guard is dropped (H3).
    pub fn root(&self, cell: Option<CellPtr>) -> Rooted<Option<CellPtr>> {
        Rooted::new(&self.heap, cell)
    }

    /// Roots a value until the guard is dropped (H3).
    pub fn root_value(&self, value: crate::JSValue) -> Rooted<crate::JSValue> {
        Rooted::new(&self.heap, value)
    }

    /// Roots any heap reference until the guard is dropped (H3).
    pub fn rooted<T: HeapRef>(&self, value: T) -> Rooted<T> {
        Rooted::new(&self.heap, value)
    }
}
