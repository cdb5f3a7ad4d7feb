//! Root structures, shared by every object made with the same prototype and layout.
//!
//! `{}` and `Object.create(p)` start from the root structure for their prototype, so
//! objects that then gain the same properties in the same order meet in the same structure.
//! The cache holds roots weakly: a root no object uses any more is collected, and a later
//! request makes a new one.

use gc::Liveness;
use rustc_hash::FxHashMap;

use super::{StructureFlags, StructureInit, StructureRef, TransitionKind};
use crate::cell::JSType;
use crate::error::JsResult;
use crate::property::Attributes;
use crate::runtime::arguments::ArgumentsShape;
use crate::value::JSValue;
use crate::vm::Vm;

#[derive(Clone, Copy, PartialEq, Eq, Hash)]
struct RootKey {
    prototype: u64,
    instance_type: JSType,
    inline_capacity: u32,
    indexing_type: u8,
}

/// Entries of the direct-mapped cache of recent roots (a power of two).
const RECENT_ROOTS: usize = 8;

impl RootKey {
    /// The key's entry in the cache of recent roots: prototypes are 16-byte aligned cells.
    fn recent_index(&self) -> usize {
        let bits = (self.prototype >> 4) ^ (self.prototype >> 12) ^ self.instance_type as u64;
        bits as usize & (RECENT_ROOTS - 1)
    }
}

#[derive(Default)]
pub(crate) struct StructureCache {
    roots: FxHashMap<RootKey, StructureRef>,
    /// Roots found recently, by [`RootKey::recent_index`], checked before the table: most
    /// requests are for a few of them, often in turn (`{}` and `new F` in one loop).
    recent_roots: [Option<(RootKey, StructureRef)>; RECENT_ROOTS],
    /// The named-property structure of unmapped (0) and mapped (1) arguments objects of the
    /// realm that made the last one, held weakly.
    pub(crate) arguments: [Option<ArgumentsShape>; 2],
    /// Structures the engine builds the same way for every object of a kind (a function's
    /// own properties, the `{ constructor }` of its prototype object), by kind and
    /// prototype, held weakly like the roots.
    built: FxHashMap<(StructureKey, u64), StructureRef>,
    /// The structure each kind was last asked for, with its prototype's bits, checked before
    /// `built`: a closure or an iterator result is made with the same prototype almost
    /// every time, and the table's hash and probe cost more than the rest of the lookup.
    recent_built: [Option<(u64, StructureRef)>; StructureKey::COUNT],
}

/// The kinds of object whose structure [`Vm::cached_structure`] keeps.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub(crate) enum StructureKey {
    /// An arrow, method or async function: `length`, `name`.
    Function,
    /// A function that has a writable `prototype`: `length`, `name`, `prototype`.
    FunctionWithPrototype,
    /// A sloppy `function`: `length`, `name`, `prototype`, and the legacy `caller` accessor.
    SloppyFunction,
    /// A class constructor: `length`, `name`, a read-only `prototype`.
    ClassConstructor,
    /// The prototype object of an ordinary function: `constructor`.
    ConstructorPrototype,
    /// An iterator result: `value`, `done`.
    IterResult,
    /// The array of a RegExp match: `index`, `input`, `groups` after the elements.
    MatchArray,
}

impl StructureKey {
    const COUNT: usize = StructureKey::MatchArray as usize + 1;
}

impl StructureCache {
    /// Drops roots that did not survive a collection.
    pub fn sweep(&mut self, liveness: &Liveness<'_>) {
        self.roots.retain(|_, root| liveness.is_live(root.cell()));
        for entry in &mut self.recent_roots {
            *entry = entry.filter(|(_, root)| liveness.is_live(root.cell()));
        }
        self.built.retain(|_, structure| liveness.is_live(structure.cell()));
        for entry in &mut self.recent_built {
            *entry = entry.filter(|(_, structure)| liveness.is_live(structure.cell()));
        }
        for entry in &mut self.arguments {
            *entry = entry.filter(|shape| {
                liveness.is_live(shape.structure.cell())
                    && (!shape.callee_value.is_cell() || liveness.is_live(shape.callee_value.as_cell()))
            });
        }
    }
}

impl Vm {
    /// The structure of `kind` objects with `prototype`: the one `build` made last time, if
    /// it is still alive. May collect.
    pub(crate) fn cached_structure(
        &mut self,
        kind: StructureKey,
        prototype: JSValue,
        build: impl FnOnce(&mut Vm) -> JsResult<StructureRef>,
    ) -> JsResult<StructureRef> {
        if let Some((bits, structure)) = self.structure_cache.recent_built[kind as usize]
            && bits == prototype.bits()
        {
            return Ok(structure);
        }
        let structure = match self.structure_cache.built.get(&(kind, prototype.bits())) {
            Some(&structure) => structure,
            None => {
                let structure = build(self)?;
                self.structure_cache.built.insert((kind, prototype.bits()), structure);
                structure
            }
        };
        self.structure_cache.recent_built[kind as usize] = Some((prototype.bits(), structure));
        Ok(structure)
    }

    /// The root structure for cells of `instance_type` with `prototype`, `inline_capacity`
    /// inline slots and `indexing_type`. May collect.
    #[inline]
    pub fn root_structure(
        &mut self,
        prototype: JSValue,
        instance_type: JSType,
        inline_capacity: u32,
        indexing_type: u8,
    ) -> JsResult<StructureRef> {
        let inline_capacity = inline_capacity.min(super::MAX_INLINE_CAPACITY);
        let key = RootKey { prototype: prototype.bits(), instance_type, inline_capacity, indexing_type };
        match self.structure_cache.recent_roots[key.recent_index()] {
            Some((recent, root)) if recent == key => Ok(root),
            _ => self.root_structure_slow(key),
        }
    }

    /// [`Vm::root_structure`] past the cache of recent roots: the table, or a new root.
    #[inline(never)]
    fn root_structure_slow(&mut self, key: RootKey) -> JsResult<StructureRef> {
        let RootKey { prototype, instance_type, inline_capacity, indexing_type } = key;
        let prototype = JSValue::from_bits(prototype);
        let recent = key.recent_index();
        if let Some(&root) = self.structure_cache.roots.get(&key) {
            self.structure_cache.recent_roots[recent] = Some((key, root));
            return Ok(root);
        }
        let root = self.allocate_structure(StructureInit {
            instance_type,
            indexing_type,
            type_flags: 0,
            inline_capacity,
            flags: StructureFlags::default(),
            transition_kind: TransitionKind::Root,
            transition_attributes: Attributes::NONE,
            transition_key: 0,
            out_of_line_capacity: 0,
            slots_used: 0,
            transition_depth: 0,
            prototype,
            previous: None,
            table: Some(Box::default()),
        })?;
        self.structure_cache.roots.insert(key, root);
        Ok(root)
    }
}
