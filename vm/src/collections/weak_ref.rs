//! WeakRef objects (26.1) and the agent's \[\[KeptAlive\]\] list (9.10 ClearKeptObjects,
//! AddToKeptObjects).
//!
//! A WeakRef keeps its target in a raw internal word the collector does not mark; the weak
//! phase of a collection clears it when the target died. Creating a WeakRef and `deref`
//! add the target to the kept objects, which are roots until ClearKeptObjects empties the
//! list at the end of the job (or script) that added them: within one synchronous run of
//! JavaScript, a target that was observed stays observable.

use crate::cell::JSType;
use crate::error::JsResult;
use crate::object::ObjectRef;
use crate::structure::DEFAULT_INLINE_CAPACITY;
use crate::value::JSValue;
use crate::vm::Vm;

/// The raw internal word: the target's bits, or 0 once it was collected.
const TARGET: usize = 0;

impl Vm {
    /// A new WeakRef to `target` (a value that can be held weakly) with `prototype`; the
    /// target joins the kept objects. May collect.
    pub fn new_weak_ref(&mut self, prototype: JSValue, target: JSValue) -> JsResult<ObjectRef> {
        debug_assert!(super::can_be_held_weakly(target));
        let target_root = self.root_value(target);
        let structure = self.root_structure(prototype, JSType::WeakRef, DEFAULT_INLINE_CAPACITY, 0)?;
        let weak_ref = self.new_object_with_structure(structure)?;
        let target = target_root.get();
        // 5. Perform AddToKeptObjects(target).
        self.add_to_kept_objects(target);
        // 6. Set weakRef.[[WeakRefTarget]] to target.
        weak_ref.set_internal_raw(TARGET, target.bits());
        self.heap.write_barrier(weak_ref.cell());
        Ok(weak_ref)
    }

    /// 26.1.4.1 WeakRefDeref ( weakRef ): the target, added to the kept objects, or
    /// undefined once it was collected.
    pub fn weak_ref_deref(&mut self, weak_ref: ObjectRef) -> JSValue {
        debug_assert_eq!(weak_ref.js_type(), JSType::WeakRef);
        // 1. Let target be weakRef.[[WeakRefTarget]].
        let target = weak_ref.internal_raw(TARGET);
        // 2. If target is not empty, then
        if target != 0 {
            let target = JSValue::from_bits(target);
            // a. Perform AddToKeptObjects(target).
            self.add_to_kept_objects(target);
            // b. Return target.
            return target;
        }
        // 3. Return undefined.
        JSValue::UNDEFINED
    }

    /// 9.11 AddToKeptObjects ( value ): `value` stays alive until ClearKeptObjects.
    pub fn add_to_kept_objects(&mut self, value: JSValue) {
        self.weak_state.keep(value);
    }

    /// 9.10 ClearKeptObjects ( ): the host calls it when a synchronous sequence of
    /// ECMAScript executions completes (after a script, after each job).
    pub fn clear_kept_objects(&mut self) {
        self.weak_state.clear_kept();
    }

    /// How many values are kept alive until ClearKeptObjects (for tests).
    pub fn kept_object_count(&self) -> usize {
        self.weak_state.kept_count()
    }
}

/// The target bits of a WeakRef (0 once collected), for the collector.
pub(super) fn target_bits(weak_ref: ObjectRef) -> u64 {
    weak_ref.internal_raw(TARGET)
}

/// Forgets a WeakRef's target, for the collector's weak phase.
pub(super) fn clear_target(weak_ref: ObjectRef) {
    weak_ref.set_internal_raw(TARGET, 0);
}
