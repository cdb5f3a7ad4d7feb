//! Inline caches: what a property access or global access found last time, keyed by the
//! structure it saw. A hit at a monomorphic site is one structure-id compare and a load at
//! a known offset.
//!
//! Caches hold structure ids, not structures: the collector's weak phase clears every cache
//! whose ids no longer name live structures before those ids are reused, so a stale cache
//! can only miss.

use crate::property::PropertyOffset;
use crate::structure::StructureId;

/// What a get/put-by-id site remembers.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum PropertyCache {
    #[default]
    Empty,
    /// The receiver has the property at `offset`.
    Own { structure: StructureId, offset: PropertyOffset },
    /// A prototype holds it: the receiver still has `chain[0]`, and the prototypes
    /// `objects[0..depth]` (the last one the holder) still have `chain[1..=depth]`.
    Proto { chain: PrototypeChain, offset: PropertyOffset },
    /// No object on the chain has it, up to a null prototype (a get answers undefined).
    Missing { chain: PrototypeChain },
    /// An array's length.
    ArrayLength,
    /// A put that adds the property: objects of `from` move to `to` and store at `offset`,
    /// provided the prototypes (recorded in `chain`, up to null) still have no setter or
    /// read-only property of that name.
    Transition { from: StructureId, to: StructureId, offset: PropertyOffset, chain: PrototypeChain },
    /// Seen more kinds than one entry can describe: go straight to the slow path.
    Megamorphic,
}

/// The most prototypes a cache entry checks.
pub const MAX_CACHED_PROTOTYPES: usize = 3;

/// A receiver's structure and up to three prototypes with their structures.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct PrototypeChain {
    /// The receiver's structure, then each prototype's.
    pub structures: [StructureId; MAX_CACHED_PROTOTYPES + 1],
    /// The prototypes (cell addresses), nearest first.
    pub objects: [usize; MAX_CACHED_PROTOTYPES],
    /// How many prototypes are recorded.
    pub depth: u8,
}

impl PrototypeChain {
    /// The structures the entry relies on.
    pub fn ids(&self) -> &[StructureId] {
        &self.structures[..=self.depth as usize]
    }
}

impl PropertyCache {
    /// Every structure id the cache relies on.
    pub fn structures(&self) -> Vec<StructureId> {
        match self {
            PropertyCache::Own { structure, .. } => vec![*structure],
            PropertyCache::Proto { chain, .. } | PropertyCache::Missing { chain } => chain.ids().to_vec(),
            PropertyCache::Transition { from, to, chain, .. } => {
                let mut ids = vec![*from, *to];
                ids.extend_from_slice(&chain.ids()[1..]);
                ids
            }
            _ => Vec::new(),
        }
    }
}

/// Which object a global binding lives in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GlobalHolder {
    /// The global lexical bindings (`let`, `const`, `class` at top level).
    Lexicals,
    /// The global object.
    Object,
}

/// What a global access site remembers.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum GlobalCache {
    #[default]
    Empty,
    /// The binding is a data property of `holder` at `offset` while the holder has
    /// `structure` (and, for the global object, the lexicals still do not shadow it: their
    /// structure is `lexicals`).
    Hit { holder: GlobalHolder, structure: StructureId, lexicals: StructureId, offset: PropertyOffset },
}

impl GlobalCache {
    pub fn structures(&self) -> Vec<StructureId> {
        match *self {
            GlobalCache::Hit { structure, lexicals, .. } => vec![structure, lexicals],
            GlobalCache::Empty => Vec::new(),
        }
    }
}

/// What a call site saw: the executable it called last and how often.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct CallCache {
    /// The callee's executable cell (weak; cleared when it dies), or 0.
    pub executable: usize,
    pub calls: u32,
    /// Calls that saw another executable than the one recorded.
    pub misses: u32,
}
