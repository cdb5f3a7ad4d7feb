//! Transitions: how one structure leads to the next, and the weak table that finds them.

use std::collections::HashMap;

use gc::CellPtr;

use super::{INITIAL_OUT_OF_LINE_CAPACITY, MAX_TRANSITION_DEPTH, StructureFlags, StructureInit, StructureRef};
use crate::error::JsResult;
use crate::property::{Attributes, BuildPointerHasher, NamedKey, PropertyOffset};
use crate::value::JSValue;
use crate::vm::Vm;

/// How a structure was made from its `previous`.
#[repr(u8)]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum TransitionKind {
    /// A root structure (or a dictionary): no previous.
    Root,
    /// A named property was added (key, attributes).
    AddProperty,
    /// The indexing type changed (key: the new indexing type).
    IndexingType,
    /// The prototype changed (key: the new prototype's bits).
    Prototype,
    PreventExtensions,
    Seal,
    Freeze,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) struct TransitionKey {
    kind: TransitionKind,
    attributes: u8,
    key: usize,
}

/// The transitions out of one structure, holding their targets weakly.
#[derive(Default)]
pub(crate) struct TransitionTable {
    map: HashMap<TransitionKey, StructureRef, BuildPointerHasher>,
}

impl TransitionTable {
    pub(crate) fn get(&self, key: &TransitionKey) -> Option<StructureRef> {
        self.map.get(key).copied()
    }

    pub(crate) fn insert(&mut self, key: TransitionKey, target: StructureRef) {
        self.map.insert(key, target);
    }

    /// Drops the transitions whose target did not survive a collection.
    pub fn retain_live(&mut self, is_live: impl Fn(CellPtr) -> bool) {
        self.map.retain(|_, target| is_live(target.cell()));
    }
}

/// The next out-of-line capacity for a structure whose slots outgrew `capacity`.
pub(crate) fn grown_out_of_line_capacity(capacity: u32) -> u32 {
    if capacity == 0 { INITIAL_OUT_OF_LINE_CAPACITY } else { capacity * 2 }
}

impl Vm {
    /// The structure an object of structure `from` gets when it gains `key`, and the offset
    /// of the new slot. `None` if `from` has made too many transitions: the object should
    /// become a dictionary. May collect.
    pub(crate) fn add_property_transition(
        &mut self,
        from: StructureRef,
        key: NamedKey,
        attributes: Attributes,
    ) -> JsResult<Option<(StructureRef, PropertyOffset)>> {
        debug_assert!(!from.is_dictionary() && from.get(key).is_none());
        let transition = TransitionKey {
            kind: TransitionKind::AddProperty,
            attributes: attributes.bits(),
            key: key.cell().as_ptr() as usize,
        };
        let offset = PropertyOffset::for_slot_number(from.slots_used(), from.inline_capacity());
        if let Some(existing) = from.find_transition(&transition) {
            return Ok(Some((existing, offset)));
        }
        if from.transition_depth() >= MAX_TRANSITION_DEPTH {
            return Ok(None);
        }
        let mut out_of_line_capacity = from.out_of_line_capacity();
        if !offset.is_inline() && offset.out_of_line_index() >= out_of_line_capacity {
            out_of_line_capacity = grown_out_of_line_capacity(out_of_line_capacity);
        }
        let key_root = self.root(Some(key.cell()));
        let target = self.make_transition(from, transition, |init| {
            init.flags = init.flags.with(StructureFlags::for_attributes(attributes));
            init.out_of_line_capacity = out_of_line_capacity;
            init.slots_used += 1;
        })?;
        drop(key_root);
        Ok(Some((target, offset)))
    }

    /// The structure an object of structure `from` gets when its indexing type becomes
    /// `indexing_type`. May collect.
    pub(crate) fn indexing_type_transition(&mut self, from: StructureRef, indexing_type: u8) -> JsResult<StructureRef> {
        debug_assert!(!from.is_dictionary());
        let transition =
            TransitionKey { kind: TransitionKind::IndexingType, attributes: 0, key: indexing_type as usize };
        self.find_or_make_transition(from, transition, |init| init.indexing_type = indexing_type)
    }

    /// The structure an object of structure `from` gets when its prototype becomes
    /// `prototype`. May collect.
    pub(crate) fn prototype_transition(&mut self, from: StructureRef, prototype: JSValue) -> JsResult<StructureRef> {
        debug_assert!(!from.is_dictionary());
        let transition =
            TransitionKey { kind: TransitionKind::Prototype, attributes: 0, key: prototype.bits() as usize };
        let prototype_root = self.root_value(prototype);
        let target = self.find_or_make_transition(from, transition, |init| init.prototype = prototype)?;
        drop(prototype_root);
        Ok(target)
    }

    /// The structure for `Object.preventExtensions`, `Object.seal` or `Object.freeze` of an
    /// object of structure `from`. May collect.
    pub(crate) fn integrity_transition(&mut self, from: StructureRef, kind: TransitionKind) -> JsResult<StructureRef> {
        debug_assert!(matches!(
            kind,
            TransitionKind::PreventExtensions | TransitionKind::Seal | TransitionKind::Freeze
        ));
        let transition = TransitionKey { kind, attributes: 0, key: 0 };
        self.find_or_make_transition(from, transition, |init| {
            init.flags = init.flags.with(StructureFlags::NOT_EXTENSIBLE);
            if kind == TransitionKind::Freeze {
                init.flags = init.flags.with(StructureFlags::HAS_READ_ONLY);
            }
        })
    }

    fn find_or_make_transition(
        &mut self,
        from: StructureRef,
        transition: TransitionKey,
        adjust: impl FnOnce(&mut StructureInit),
    ) -> JsResult<StructureRef> {
        if let Some(existing) = from.find_transition(&transition) {
            return Ok(existing);
        }
        self.make_transition(from, transition, adjust)
    }

    /// Creates the structure that `transition` leads to from `from`, and records it.
    fn make_transition(
        &mut self,
        from: StructureRef,
        transition: TransitionKey,
        adjust: impl FnOnce(&mut StructureInit),
    ) -> JsResult<StructureRef> {
        let mut init = StructureInit {
            instance_type: from.instance_type(),
            indexing_type: from.indexing_type(),
            type_flags: from.type_flags(),
            inline_capacity: from.inline_capacity(),
            flags: from.flags(),
            transition_kind: transition.kind,
            transition_attributes: Attributes::from_bits(transition.attributes),
            transition_key: transition.key,
            out_of_line_capacity: from.out_of_line_capacity(),
            slots_used: from.slots_used(),
            transition_depth: from.transition_depth() + 1,
            prototype: from.prototype(),
            previous: Some(from),
            table: None,
        };
        adjust(&mut init);
        let target = self.allocate_structure(init)?;
        // The new structure takes over its parent's table rather than copying it; the
        // parent rebuilds one if it is asked again.
        if let Some(mut table) = from.take_table() {
            target.replay_transition(&mut table);
            target.set_table(table);
        }
        from.add_transition(transition, target);
        Ok(target)
    }
}
