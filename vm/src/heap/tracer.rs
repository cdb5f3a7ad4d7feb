//! What the collector needs to know about VM cells: their pointers, their destructors, and
//! the weak tables to prune.

use gc::{CellPtr, Liveness, Marker, Tracer};

use crate::bytecode::inline_cache::{CallCache, GlobalCache, PropertyCache, PrototypeSlot};
use crate::cell::{self, JSType};
use crate::collections::WeakState;
use crate::error::Exception;
use crate::getter_setter::GetterSetterRef;
use crate::interpreter::stack::Stack;
use crate::object::ObjectRef;
use crate::object::indexing::{self, ARRAY_STORAGE_SHAPE, CONTIGUOUS_SHAPE};
use crate::object::sparse::SparseMapRef;
use crate::object::typed_array::TypedArrayRef;
use crate::runtime::array_buffer::ArrayBufferRef;
use crate::runtime::executable::ExecutableRef;
use crate::runtime::names::{Names, WellKnownSymbols};
use crate::runtime::promise::JobQueue;
use crate::runtime::realm::RealmRef;
use crate::runtime::scope::ScopeRef;
use crate::runtime::suspended::SuspendedFrameRef;
use crate::string::{AtomTable, StringRef};
use crate::structure::StructureId;
use crate::structure::{StructureCache, StructureRef, StructureTable, TransitionKind};
use crate::symbol::SymbolRef;
use crate::value::JSValue;
use crate::vm::{CommonCells, StringCaches};

pub(crate) struct VmTracer<'a> {
    pub structures: &'a mut StructureTable,
    pub structure_cache: &'a mut StructureCache,
    pub atoms: &'a mut AtomTable,
    pub common: &'a CommonCells,
    pub exception: &'a Exception,
    pub stack: &'a Stack,
    pub realms: &'a [RealmRef],
    pub names: &'a Names,
    pub symbols: &'a WellKnownSymbols,
    pub string_caches: &'a StringCaches,
    pub job_queue: &'a mut JobQueue,
    pub executables: &'a mut Vec<ExecutableRef>,
    pub unhandled_rejections: &'a [crate::runtime::promise::UnhandledRejection],
    pub throw_site: Option<crate::vm::ThrowSite>,
    pub modules: &'a crate::runtime::module::ModuleMap,
    pub weak_state: &'a mut WeakState,
    pub buffer_views: &'a mut crate::runtime::array_buffer::BufferViews,
    pub shared_blocks: &'a mut crate::runtime::shared_memory::SharedBlocks,
    pub self_hosted: &'a crate::runtime::self_hosted::SelfHostedRegistry,
    /// Whether compiled code has let go of the retired structure ids, which may then be
    /// reused.
    pub free_retired_ids: bool,
}

#[inline]
fn mark_value(marker: &mut Marker<'_>, value: JSValue) {
    if let Some(cell) = value.cell() {
        marker.mark_cell(cell);
    }
}

impl Tracer for VmTracer<'_> {
    fn trace_roots(&mut self, marker: &mut Marker<'_>) {
        self.common.trace(marker);
        match self.exception {
            Exception::Value(value) => mark_value(marker, *value),
            // The frames of a pending engine error stay alive until it is reported.
            Exception::Error(error) => {
                for frame in &error.trace {
                    marker.mark_cell_pointer(frame.executable as *const u8);
                }
            }
            Exception::None | Exception::Terminated(_) => {}
        }
        if let Some(site) = self.throw_site {
            mark_value(marker, site.value);
            marker.mark_cell_pointer(site.frame.executable as *const u8);
        }
        self.modules.trace(marker);
        for rejection in self.unhandled_rejections {
            mark_value(marker, rejection.promise);
            if let Some(site) = rejection.site {
                marker.mark_cell_pointer(site.executable as *const u8);
            }
        }
        // Every register below the top of the register file is live, and each frame's
        // first register holds its function or executable.
        for value in self.stack.live_registers() {
            mark_value(marker, value);
        }
        for realm in self.realms {
            marker.mark_cell(realm.cell());
        }
        self.names.trace(marker);
        self.symbols.trace(marker);
        self.string_caches.trace(marker);
        self.self_hosted.trace(marker);
        for job in &self.job_queue.jobs {
            job.values().into_iter().for_each(|value| mark_value(marker, value));
        }
        self.weak_state.trace_roots(marker);
    }

    fn trace_cell(&mut self, cell: CellPtr, marker: &mut Marker<'_>) {
        let header = cell::header(cell);
        let structure = StructureRef::from_raw(self.structures.get(header.structure_id));
        marker.mark_cell(structure.cell());
        // WeakMap values that waited for this cell as their key are live now.
        self.weak_state.trace_key(cell, marker);
        match header.js_type {
            JSType::Structure => trace_structure(StructureRef::from_cell(cell), marker),
            JSType::String => trace_string(StringRef::from_cell(cell), marker),
            JSType::Symbol => mark_value(marker, SymbolRef::from_cell(cell).description()),
            JSType::GetterSetter => {
                let pair = GetterSetterRef::from_cell(cell);
                mark_value(marker, pair.getter());
                mark_value(marker, pair.setter());
            }
            JSType::SparseArrayMap => SparseMapRef::from_cell(cell).trace(marker),
            JSType::BigInt => {
                marker.report_extra_memory_visited(crate::runtime::bigint::BigIntRef::from_cell(cell).memory_bytes())
            }
            JSType::RegExpMatcher | JSType::HostData => {}
            JSType::Executable => ExecutableRef::from_cell(cell).trace(marker),
            JSType::Scope => ScopeRef::from_cell(cell).trace(marker),
            JSType::Realm => RealmRef::from_cell(cell).trace(marker),
            JSType::SuspendedFrame => SuspendedFrameRef::from_cell(cell).trace(marker),
            JSType::Map
            | JSType::Set
            | JSType::WeakMap
            | JSType::WeakSet
            | JSType::WeakRef
            | JSType::FinalizationRegistry => {
                let object = ObjectRef::from_cell(cell);
                trace_object(object, structure, marker);
                self.weak_state.trace_collection(object, marker);
            }
            JSType::ArrayBuffer => {
                let buffer = ArrayBufferRef::from_cell(cell);
                if let Some(block) = buffer.data_block() {
                    marker.mark_auxiliary(block);
                } else if buffer.is_shared() {
                    // A shared block is Rust memory this cell keeps alive.
                    marker.report_extra_memory_visited(buffer.byte_length());
                }
                trace_object(ObjectRef::from_cell(cell), structure, marker);
            }
            JSType::TypedArray => {
                if let Some(block) = TypedArrayRef::from_cell(cell).owned_block() {
                    marker.mark_auxiliary(block);
                }
                trace_object(ObjectRef::from_cell(cell), structure, marker);
            }
            _ => trace_object(ObjectRef::from_cell(cell), structure, marker),
        }
    }

    fn trace_conditional(&mut self, marker: &mut Marker<'_>) {
        self.weak_state.trace_conditional(marker);
    }

    fn process_weak_references(&mut self, liveness: &Liveness<'_>) {
        self.weak_state.process_weak_references(liveness, self.job_queue);
        let structures = &*self.structures;
        let id_is_live =
            |id: StructureId| structures.entry(id).is_some_and(|structure| liveness.is_live(structure.cast()));
        structures.for_each(|structure| {
            let structure = StructureRef::from_raw(structure);
            if !liveness.is_live(structure.cell()) {
                return;
            }
            structure.retain_live_transitions(|target| liveness.is_live(target));
            // Before ids are reused: a cache naming a dead or retired id could match a
            // structure that has nothing to do with it.
            structure.clear_if_stale(id_is_live);
        });
        self.clear_dead_cache_entries(liveness);
        self.buffer_views.sweep(liveness);
        self.shared_blocks.sweep(liveness);
        self.structures.sweep(|structure| liveness.is_live(structure.cast()), self.free_retired_ids);
        self.structure_cache.sweep(liveness);
        self.atoms.sweep(liveness);
    }
}

impl VmTracer<'_> {
    /// Forgets dead executables, and empties every cache entry of the live ones that names a
    /// structure, prototype or callee that did not survive: their ids and addresses are
    /// about to be reused.
    fn clear_dead_cache_entries(&mut self, liveness: &Liveness<'_>) {
        self.executables.retain(|executable| liveness.is_live(executable.cell()));
        let structures = &*self.structures;
        let id_is_live =
            |id: StructureId| structures.entry(id).is_some_and(|structure| liveness.is_live(structure.cast()));
        let address_is_live =
            |address: usize| CellPtr::new(address as *mut u8).is_some_and(|cell| liveness.is_live(cell));
        for executable in self.executables.iter() {
            let code = executable.code();
            for cache in code.property_caches.iter() {
                let entry = cache.get();
                let prototypes_live = match entry {
                    PropertyCache::Proto { chain, .. }
                    | PropertyCache::ProtoGetter { chain, .. }
                    | PropertyCache::Missing { chain }
                    | PropertyCache::Transition { chain, .. } => {
                        chain.objects[..chain.depth as usize].iter().all(|&address| address_is_live(address))
                    }
                    _ => true,
                };
                let live = prototypes_live && entry.structures().into_iter().all(id_is_live);
                if !live {
                    cache.set(PropertyCache::Empty);
                }
            }
            for (cache, key) in code.property_caches.iter().zip(code.cached_keys.iter()) {
                if key.get() != 0 && !address_is_live(key.get()) {
                    key.set(0);
                    cache.set(PropertyCache::Empty);
                }
            }
            for cache in code.global_caches.iter() {
                if !cache.get().structures().into_iter().all(id_is_live) {
                    cache.set(GlobalCache::Empty);
                }
            }
            for cache in code.call_caches.iter() {
                let mut entry = cache.get();
                if entry.executable != 0 && !address_is_live(entry.executable) {
                    entry = CallCache::default();
                }
                if entry.prototype.structure != StructureId::default() && !id_is_live(entry.prototype.structure) {
                    entry.prototype = PrototypeSlot::default();
                }
                cache.set(entry);
            }
        }
    }
}

fn trace_structure(structure: StructureRef, marker: &mut Marker<'_>) {
    let raw = structure.raw();
    mark_value(marker, structure.prototype());
    if let Some(previous) = raw.previous {
        marker.mark_cell(previous.cell());
    }
    if raw.transition_kind == TransitionKind::AddProperty {
        marker.mark_cell_pointer(raw.transition_key as *const u8);
    }
    // Keys of a table that is not built are reachable through the transition chain; do
    // not build one here.
    let table = raw.table.get();
    if !table.is_null() {
        // SAFETY: a non-null table pointer is the structure's owned table.
        let table = unsafe { &*table };
        marker.report_extra_memory_visited(table.memory_bytes());
        for entry in table.iter() {
            marker.mark_cell(entry.key.cell());
        }
    }
    if let Some(keys) = structure.with_enumeration_cache(|cache| cache.keys) {
        marker.mark_cell(keys.cell());
    }
}

fn trace_string(string: StringRef, marker: &mut Marker<'_>) {
    match string.fibers() {
        Some((left, right)) => {
            marker.mark_cell(left.cell());
            marker.mark_cell(right.cell());
        }
        None => {
            if let Some(characters) = string.out_of_line_characters() {
                marker.mark_auxiliary(characters);
            }
        }
    }
}

fn trace_object(object: ObjectRef, structure: StructureRef, marker: &mut Marker<'_>) {
    for index in 0..structure.instance_type().internal_fields().values as usize {
        mark_value(marker, object.internal(index));
    }
    let inline_capacity = structure.inline_capacity();
    let slots_used = structure.slots_used();
    for slot in 0..slots_used.min(inline_capacity) {
        mark_value(marker, object.get_slot(crate::property::PropertyOffset::for_slot_number(slot, inline_capacity)));
    }
    let Some(butterfly) = object.butterfly() else {
        return;
    };
    marker.mark_auxiliary(butterfly.base(structure.out_of_line_capacity()));
    for slot in 0..slots_used.saturating_sub(inline_capacity) {
        // SAFETY: slots below slots_used are within the out-of-line capacity.
        mark_value(marker, unsafe { butterfly.out_of_line_slot(slot).read() });
    }
    match indexing::shape(structure.indexing_type()) {
        CONTIGUOUS_SHAPE => {
            for index in 0..butterfly.vector_length() {
                // SAFETY: index < vector length.
                mark_value(marker, JSValue::from_bits(unsafe { butterfly.element(index).read() }));
            }
        }
        ARRAY_STORAGE_SHAPE => {
            marker.mark_cell_pointer(butterfly.sparse_map_cell());
            for index in 0..butterfly.vector_length() {
                // SAFETY: index < vector length.
                mark_value(marker, unsafe { butterfly.storage_element(index).read() });
            }
        }
        // Int32 and double vectors hold no cells; undecided ones only holes.
        _ => {}
    }
}

/// Drops a dead cell's layout in place, freeing what its fields own.
///
/// # Safety
/// `cell` must be a dead cell of layout `T`, destroyed once.
unsafe fn drop_layout<T: cell::CellLayout>(cell: CellPtr) {
    // SAFETY: the caller guarantees the cell holds a `T` that is dropped only here.
    unsafe { std::ptr::drop_in_place(cell.cast::<T>().as_ptr()) }
}

/// The heap's destructor for VM cells.
///
/// # Safety
/// `cell` must be a dead cell of the destructible space, destroyed once.
pub(crate) unsafe fn destroy_cell(cell: *mut u8) {
    let cell = CellPtr::new(cell).expect("the heap destroys cells, not null");
    // SAFETY: the cell's header was written when it was allocated; the byte is read raw
    // so that a corrupted header cannot produce an invalid enum.
    let type_byte = unsafe { cell.as_ptr().add(std::mem::offset_of!(cell::CellHeader, js_type)).read() };
    // SAFETY: the caller guarantees the cell is dead and destroyed once.
    unsafe {
        match JSType::from_u8(type_byte) {
            Some(JSType::Structure) => crate::structure::destroy(cell),
            Some(JSType::SparseArrayMap) => crate::object::sparse::destroy(cell),
            Some(JSType::Executable) => drop_layout::<crate::runtime::executable::Executable>(cell),
            Some(JSType::BigInt) => drop_layout::<crate::runtime::bigint::JSBigInt>(cell),
            Some(JSType::Map | JSType::Set | JSType::WeakMap | JSType::WeakSet | JSType::FinalizationRegistry) => {
                crate::collections::destroy_table(cell)
            }
            Some(JSType::RegExpMatcher) => drop_layout::<crate::runtime::regexp::JSRegExpMatcher>(cell),
            Some(JSType::HostData) => drop_layout::<crate::runtime::host::JSHostData>(cell),
            other => unreachable!("no destructor for a cell of type {other:?}"),
        }
    }
}
