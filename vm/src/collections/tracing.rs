//! What the collector does with collections and weak references.
//!
//! * **Maps and Sets** are traced strongly: every key and value. One with iterator cursors is
//!   remembered, and the weak phase frees the cursors of iterators that died.
//! * **WeakMaps and WeakSets** are remembered, not traced. Each time the mark stack drains
//!   (`trace_conditional`), the WeakMaps found since the last time are scanned once: a
//!   value whose key is marked is marked; the others wait in `pending`, a map from key
//!   address to the values it keeps alive, and `trace_cell` marks them when it meets their
//!   key. Every entry is looked at once, so the fixpoint costs time linear in the entries
//!   (a chain of WeakMap entries reaching each other's keys costs no extra rounds). After
//!   marking, entries whose key died are removed.
//! * **WeakRefs** are remembered and their targets cleared in the weak phase if they died.
//! * **FinalizationRegistries** are traced (callback and held values) and remembered; the
//!   weak phase clears cells whose target died and queues their cleanup job.
//! * The **kept objects** (WeakRef targets created or dereferenced in the current job) are
//!   roots.
//!
//! The per-collection lists are reset in `trace_roots`, which only a real marking calls:
//! heap verification traces old cells with the same tracer first, and what it reports must
//! not count.
//!
//! Marking must not abort when the system refuses memory, so the lists grow with
//! `try_reserve`. What cannot be listed is held strongly for this collection instead, which
//! is always allowed (a weak reference may outlive its target's last use): a WeakMap's keys
//! and values, a WeakRef's target, a registry's targets and tokens, an ephemeron's value.
//! A Map whose iterator cursors cannot be listed keeps its cursors one more cycle.

use std::collections::HashSet;

use gc::{CellPtr, Liveness, Marker};

use super::finalization::Registry;
use super::owned::OwnedTable;
use super::table::OrderedTable;
use super::weak_ref;
use super::weak_table::{AddressMap, WeakTable};
use crate::cell::JSType;
use crate::object::ObjectRef;
use crate::runtime::promise::{Job, JobQueue};
use crate::value::JSValue;

/// No pending value after this one.
const END: u32 = u32::MAX;

/// The VM's weak-reference state: the kept objects, and the collector's scratch lists.
#[derive(Default)]
pub(crate) struct WeakState {
    /// 9.11 \[\[KeptAlive\]\]: values to keep until ClearKeptObjects, in order, without
    /// duplicates (a loop of `deref()` calls keeps one entry).
    kept: Vec<JSValue>,
    kept_set: HashSet<u64>,
    tracing: Tracing,
}

/// What one marking found, kept between collections only for its capacity.
#[derive(Default)]
struct Tracing {
    /// WeakMaps and WeakSets reached, in the order they were traced.
    weak_collections: Vec<ObjectRef>,
    /// How many of `weak_collections` `trace_conditional` has scanned.
    scanned: usize,
    /// Key address -> the first of the values waiting for it in `pending_values`.
    pending: AddressMap<u32>,
    /// (value, next) lists of the values waiting for an unmarked key.
    pending_values: Vec<(JSValue, u32)>,
    weak_refs: Vec<ObjectRef>,
    registries: Vec<ObjectRef>,
    /// Maps and Sets with cursors of iterator objects.
    iterated: Vec<ObjectRef>,
}

impl Tracing {
    fn reset(&mut self) {
        self.weak_collections.clear();
        self.scanned = 0;
        self.pending.clear();
        self.pending_values.clear();
        self.weak_refs.clear();
        self.registries.clear();
        self.iterated.clear();
        // A huge collection once should not keep its memory forever.
        const RETAINED: usize = 4096;
        if self.pending_values.capacity() > RETAINED {
            self.pending_values.shrink_to(RETAINED);
            self.pending.shrink_to(RETAINED);
        }
    }
}

#[inline]
fn mark_value(marker: &mut Marker<'_>, value: JSValue) {
    if let Some(cell) = value.cell() {
        marker.mark_cell(cell);
    }
}

fn mark_address(marker: &mut Marker<'_>, address: usize) {
    marker.mark_cell_pointer(address as *const u8);
}

/// Pushes on one of the collector's lists; false when the system refuses the memory.
fn try_push<T>(list: &mut Vec<T>, item: T) -> bool {
    if list.try_reserve(1).is_err() {
        return false;
    }
    list.push(item);
    true
}

fn is_live(liveness: &Liveness<'_>, address: usize) -> bool {
    CellPtr::new(address as *mut u8).is_some_and(|cell| liveness.is_live(cell))
}

impl WeakState {
    pub(super) fn keep(&mut self, value: JSValue) {
        if value.is_cell() && self.kept_set.insert(value.bits()) {
            self.kept.push(value);
        }
    }

    pub(super) fn clear_kept(&mut self) {
        self.kept.clear();
        self.kept_set.clear();
    }

    /// Kept objects (for tests).
    pub(crate) fn kept_count(&self) -> usize {
        self.kept.len()
    }

    /// The start of a marking: forget what verification reported; the kept objects are
    /// roots.
    pub(crate) fn trace_roots(&mut self, marker: &mut Marker<'_>) {
        self.tracing.reset();
        for &value in &self.kept {
            mark_value(marker, value);
        }
    }

    /// Called for every cell the marker traces: marks the WeakMap values that waited for
    /// this key.
    #[inline(always)]
    pub(crate) fn trace_key(&mut self, cell: CellPtr, marker: &mut Marker<'_>) {
        if self.tracing.pending.is_empty() {
            return;
        }
        self.mark_pending(cell, marker);
    }

    #[cold]
    fn mark_pending(&mut self, cell: CellPtr, marker: &mut Marker<'_>) {
        let Some(mut next) = self.tracing.pending.remove(&(cell.as_ptr() as usize)) else { return };
        while next != END {
            let (value, after) = self.tracing.pending_values[next as usize];
            mark_value(marker, value);
            next = after;
        }
    }

    /// The collection-specific part of tracing a Map, Set, WeakMap, WeakSet, WeakRef or
    /// FinalizationRegistry (its properties are traced as any object's).
    pub(crate) fn trace_collection(&mut self, object: ObjectRef, marker: &mut Marker<'_>) {
        match object.js_type() {
            JSType::Map | JSType::Set => {
                let has_iterator_cursors = OrderedTable::while_collecting(object, |table| {
                    table.for_each(|key, value| {
                        mark_value(marker, key);
                        mark_value(marker, value);
                    });
                    marker.report_extra_memory_visited(table.memory_bytes());
                    table.has_iterator_cursors()
                });
                if has_iterator_cursors {
                    try_push(&mut self.tracing.iterated, object);
                }
            }
            JSType::WeakMap | JSType::WeakSet => {
                let listed = try_push(&mut self.tracing.weak_collections, object);
                WeakTable::while_collecting(object, |table| {
                    marker.report_extra_memory_visited(table.memory_bytes());
                    if !listed {
                        table.for_each(|key, value| {
                            mark_address(marker, key);
                            mark_value(marker, value);
                        });
                    }
                });
            }
            // Listed for the weak phase, or else held strongly.
            JSType::WeakRef if !try_push(&mut self.tracing.weak_refs, object) => {
                mark_address(marker, weak_ref::target_bits(object) as usize);
            }
            JSType::FinalizationRegistry => {
                let listed = try_push(&mut self.tracing.registries, object);
                Registry::while_collecting(object, |cells| {
                    cells.for_each_held(|held| mark_value(marker, held));
                    marker.report_extra_memory_visited(cells.memory());
                    if !listed {
                        cells.for_each_weak(|address| mark_address(marker, address));
                    }
                });
            }
            _ => {}
        }
    }

    /// The ephemeron round: scans the WeakMaps reached since the last round.
    pub(crate) fn trace_conditional(&mut self, marker: &mut Marker<'_>) {
        let tracing = &mut self.tracing;
        while tracing.scanned < tracing.weak_collections.len() {
            let collection = tracing.weak_collections[tracing.scanned];
            tracing.scanned += 1;
            if collection.js_type() != JSType::WeakMap {
                continue;
            }
            WeakTable::while_collecting(collection, |table| {
                table.for_each(|key, value| {
                    if !value.is_cell() {
                        return;
                    }
                    let key_cell = JSValue::from_bits(key as u64).as_cell();
                    let waits = !marker.is_marked(key_cell)
                        && tracing.pending_values.try_reserve(1).is_ok()
                        && tracing.pending.try_reserve(1).is_ok();
                    if waits {
                        let index = tracing.pending_values.len() as u32;
                        let head = tracing.pending.entry(key).or_insert(END);
                        tracing.pending_values.push((value, *head));
                        *head = index;
                    } else {
                        // The key is marked, or the value cannot wait for it: live now.
                        mark_value(marker, value);
                    }
                })
            });
        }
    }

    /// The weak phase, once marking is complete.
    pub(crate) fn process_weak_references(&mut self, liveness: &Liveness<'_>, job_queue: &mut JobQueue) {
        let tracing = &mut self.tracing;
        for &collection in &tracing.weak_collections {
            WeakTable::while_collecting(collection, |table| table.retain_live(|key| is_live(liveness, key)));
        }
        for &weak in &tracing.weak_refs {
            let target = weak_ref::target_bits(weak);
            if target != 0 && !is_live(liveness, target as usize) {
                weak_ref::clear_target(weak);
            }
        }
        for &registry in &tracing.registries {
            // 9.9.3 Execution: a cell whose target is not live gets an empty target, and
            // HostEnqueueFinalizationRegistryCleanupJob(fg) is performed.
            if Registry::while_collecting(registry, |cells| cells.process_weak(|address| is_live(liveness, address))) {
                job_queue.jobs.push_back(Job::FinalizationCleanup { registry: registry.to_value() });
            }
        }
        for &collection in &tracing.iterated {
            OrderedTable::while_collecting(collection, |table| {
                table.retain_cursors(|iterator| is_live(liveness, iterator))
            });
        }
        tracing.reset();
    }
}
