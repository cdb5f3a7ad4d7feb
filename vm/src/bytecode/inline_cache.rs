//! Inline caches: what a property access or global access found last time, keyed by the
//! structure it saw. A hit at a monomorphic site is one structure-id compare and a load at
//! a known offset.
//!
//! Caches hold structure ids, not structures: the collector's weak phase clears every cache
//! whose ids no longer name live structures before those ids are reused, so a stale cache
//! can only miss.

use std::cell::Cell;

use crate::property::PropertyOffset;
use crate::structure::StructureId;

/// What a get/put-by-id site remembers.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum PropertyCache {
    #[default]
    Empty,
    /// The receiver has the property at `offset`.
    Own { structure: StructureId, offset: PropertyOffset },
    /// The receiver has the property in its own slots, at `offsets[i]` for receivers of
    /// `structures[i]` (`count` of them): a site that sees records of several shapes.
    PolymorphicOwn {
        structures: [StructureId; MAX_POLYMORPHIC_STRUCTURES],
        offsets: [PropertyOffset; MAX_POLYMORPHIC_STRUCTURES],
        count: u8,
    },
    /// A prototype holds it: the receiver still has `chain[0]`, and the prototypes
    /// `objects[0..depth]` (the last one the holder) still have `chain[1..=depth]`.
    Proto { chain: PrototypeChain, offset: PropertyOffset },
    /// No object on the chain has it, up to a null prototype (a get answers undefined).
    Missing { chain: PrototypeChain },
    /// A prototype holds it as an accessor (a class's `get x()`, `%TypedArray%.prototype.length`):
    /// as `Proto`, with the holder's slot holding the GetterSetter whose getter a get calls
    /// on the receiver. The slot is read at every hit, so a getter replaced in place (which
    /// keeps the structure) is the one called.
    ProtoGetter { chain: PrototypeChain, offset: PropertyOffset },
    /// An array's length.
    ArrayLength,
    /// A put that adds the property: objects of `from` move to `to` and store at `offset`,
    /// provided the prototypes (recorded in `chain`, up to null) still have no setter or
    /// read-only property of that name.
    Transition { from: StructureId, to: StructureId, offset: PropertyOffset, chain: PrototypeChain },
    /// Seen more kinds than one entry can describe: go straight to the slow path.
    Megamorphic,
}

/// The most receiver structures a polymorphic entry holds: as many as fit in the space the
/// largest entry takes anyway.
pub const MAX_POLYMORPHIC_STRUCTURES: usize = 7;

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

/// What a get-by-id entry answers for a receiver of a given structure: the one reading of
/// an entry, shared by the interpreter's fast path and the JIT's recorder.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CachedGet {
    /// The receiver's own slot.
    Own(PropertyOffset),
    /// The slot of the chain's last prototype (the holder), provided the prototypes still
    /// have the chain's structures.
    Prototype { chain: PrototypeChain, offset: PropertyOffset },
    /// Undefined: no object up to null has the property, provided the prototypes still have
    /// the chain's structures.
    Missing { chain: PrototypeChain },
    /// The getter of the accessor in the holder's slot, to be called on the receiver,
    /// provided the prototypes still have the chain's structures.
    PrototypeGetter { chain: PrototypeChain, offset: PropertyOffset },
    /// The receiver's length, provided it is an array.
    ArrayLength,
}

impl PropertyCache {
    /// What the entry answers for a receiver of structure `id` (`None`: a miss). The
    /// conditions `CachedGet` names are the caller's to check.
    #[inline(always)]
    pub fn get_for(&self, id: StructureId) -> Option<CachedGet> {
        if let Some(offset) = self.own_offset(id) {
            return Some(CachedGet::Own(offset));
        }
        match *self {
            PropertyCache::Proto { chain, offset } if chain.structures[0] == id => {
                Some(CachedGet::Prototype { chain, offset })
            }
            PropertyCache::Missing { chain } if chain.structures[0] == id => Some(CachedGet::Missing { chain }),
            PropertyCache::ProtoGetter { chain, offset } if chain.structures[0] == id => {
                Some(CachedGet::PrototypeGetter { chain, offset })
            }
            PropertyCache::ArrayLength => Some(CachedGet::ArrayLength),
            _ => None,
        }
    }

    /// What the entry in `cache` answers for a receiver of structure `id`: `get_for`, with
    /// the monomorphic own hit matched first. That match reads three fields of the cell,
    /// where `get_for` works on a copy of the whole 64-byte entry (3.5 instructions more per
    /// hit on the interpreter's fast path).
    #[inline(always)]
    pub fn get_in(cache: &Cell<PropertyCache>, id: StructureId) -> Option<CachedGet> {
        if let PropertyCache::Own { structure, offset } = cache.get()
            && structure == id
        {
            return Some(CachedGet::Own(offset));
        }
        cache.get().get_for(id)
    }

    /// The offset of the receiver's own property, for a receiver of structure `id`.
    #[inline(always)]
    pub fn own_offset(&self, id: StructureId) -> Option<PropertyOffset> {
        match self {
            PropertyCache::Own { structure, offset } if *structure == id => Some(*offset),
            PropertyCache::PolymorphicOwn { structures, offsets, count } => {
                structures[..*count as usize].iter().position(|&s| s == id).map(|i| offsets[i])
            }
            _ => None,
        }
    }

    /// What the site remembers after a miss whose lookup gave `entry` (`None`: not
    /// cacheable). Own-property entries for different structures gather into a polymorphic
    /// entry until it is full; an uncacheable lookup after a cacheable one, or one shape too
    /// many, makes the site megamorphic; any other entry replaces the old one.
    pub fn after_miss(self, entry: Option<PropertyCache>) -> PropertyCache {
        match (self, entry) {
            (PropertyCache::Empty, None) => PropertyCache::Empty,
            (_, None) => PropertyCache::Megamorphic,
            (PropertyCache::Own { structure, offset }, Some(PropertyCache::Own { structure: new, offset: at }))
                if structure != new =>
            {
                let mut structures = [StructureId::default(); MAX_POLYMORPHIC_STRUCTURES];
                let mut offsets = [PropertyOffset(0); MAX_POLYMORPHIC_STRUCTURES];
                (structures[0], offsets[0], structures[1], offsets[1]) = (structure, offset, new, at);
                PropertyCache::PolymorphicOwn { structures, offsets, count: 2 }
            }
            (
                PropertyCache::PolymorphicOwn { mut structures, mut offsets, count },
                Some(PropertyCache::Own { structure: new, offset: at }),
            ) => {
                if structures[..count as usize].contains(&new) {
                    return self;
                }
                if count as usize == MAX_POLYMORPHIC_STRUCTURES {
                    return PropertyCache::Megamorphic;
                }
                structures[count as usize] = new;
                offsets[count as usize] = at;
                PropertyCache::PolymorphicOwn { structures, offsets, count: count + 1 }
            }
            (_, Some(entry)) => entry,
        }
    }

    /// `after_miss` for a get site, which also goes megamorphic when a site that has seen
    /// several shapes with the property of their own finds one that inherits it (or has
    /// none): the entries would otherwise replace each other at every turn, each miss
    /// searching, where the megamorphic cache (`interpreter/megamorphic.rs`) answers all.
    pub fn after_get_miss(self, entry: Option<PropertyCache>) -> PropertyCache {
        match (self, entry) {
            (PropertyCache::PolymorphicOwn { .. }, Some(entry)) if !matches!(entry, PropertyCache::Own { .. }) => {
                PropertyCache::Megamorphic
            }
            _ => self.after_miss(entry),
        }
    }

    /// Whether a get the entry answers calls a getter.
    pub fn calls_getter(&self) -> bool {
        matches!(self, PropertyCache::ProtoGetter { .. })
    }

    /// Every structure id the cache relies on.
    pub fn structures(&self) -> Vec<StructureId> {
        match self {
            PropertyCache::Own { structure, .. } => vec![*structure],
            PropertyCache::PolymorphicOwn { structures, count, .. } => structures[..*count as usize].to_vec(),
            PropertyCache::Proto { chain, .. }
            | PropertyCache::ProtoGetter { chain, .. }
            | PropertyCache::Missing { chain } => chain.ids().to_vec(),
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

/// What a call site saw: the first function it called (its executable and identity), and
/// whether it called another since. Empty (all zero) until the first call.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct CallCache {
    /// The first callee's executable cell (weak; the entry is emptied when it dies), or 0.
    pub executable: usize,
    /// The first callee's address (only compared, never followed: the callee may be dead),
    /// and whether a call saw another function: closures made anew share an executable,
    /// not an identity, which a tier guards accordingly.
    pub first_callee: usize,
    pub callees_differ: bool,
    /// At a `Construct`: where the last constructor's `prototype` was.
    pub prototype: PrototypeSlot,
}

/// The slot of a constructor's `prototype` in constructors of one structure (empty while
/// `structure` is the zero id): a construction reads its `this`'s prototype from there
/// without a lookup.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct PrototypeSlot {
    pub structure: StructureId,
    pub offset: u32,
}

impl PrototypeSlot {
    pub fn offset(self) -> PropertyOffset {
        PropertyOffset(self.offset)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn own(id: u32, offset: u32) -> PropertyCache {
        PropertyCache::Own { structure: StructureId::from_bits(id), offset: PropertyOffset(offset) }
    }

    #[test]
    fn own_entries_gather_into_a_polymorphic_entry_until_it_is_full() {
        let mut cache = PropertyCache::Empty.after_miss(Some(own(1, 0)));
        assert_eq!(cache, own(1, 0));
        for id in 2..=MAX_POLYMORPHIC_STRUCTURES as u32 {
            cache = cache.after_miss(Some(own(id, id)));
        }
        for id in 1..=MAX_POLYMORPHIC_STRUCTURES as u32 {
            let expected = if id == 1 { 0 } else { id };
            assert_eq!(cache.own_offset(StructureId::from_bits(id)), Some(PropertyOffset(expected)));
        }
        assert_eq!(cache.own_offset(StructureId::from_bits(99)), None);
        // A structure already there changes nothing; one more is one too many.
        assert_eq!(cache.after_miss(Some(own(3, 3))), cache);
        assert_eq!(cache.after_miss(Some(own(99, 1))), PropertyCache::Megamorphic);
    }

    #[test]
    fn an_uncacheable_lookup_after_a_cacheable_one_makes_the_site_megamorphic() {
        assert_eq!(PropertyCache::Empty.after_miss(None), PropertyCache::Empty);
        assert_eq!(own(1, 0).after_miss(None), PropertyCache::Megamorphic);
        // Other kinds of entry replace each other.
        assert_eq!(own(1, 0).after_miss(Some(PropertyCache::ArrayLength)), PropertyCache::ArrayLength);
        assert_eq!(PropertyCache::ArrayLength.after_miss(Some(own(1, 0))), own(1, 0));
    }

    #[test]
    fn a_get_site_that_gathered_own_entries_goes_megamorphic_at_an_inherited_one() {
        let polymorphic = own(1, 0).after_get_miss(Some(own(2, 1)));
        assert!(matches!(polymorphic, PropertyCache::PolymorphicOwn { count: 2, .. }));
        let missing = PropertyCache::Missing { chain: PrototypeChain::default() };
        assert_eq!(polymorphic.after_get_miss(Some(missing)), PropertyCache::Megamorphic);
        // One own entry is still replaced, as by any site.
        assert_eq!(own(1, 0).after_get_miss(Some(missing)), missing);
    }

    #[test]
    fn an_entry_answers_only_for_the_structures_it_names() {
        let id = StructureId::from_bits(5);
        assert_eq!(own(5, 2).get_for(id), Some(CachedGet::Own(PropertyOffset(2))));
        assert_eq!(own(6, 2).get_for(id), None);
        let mut chain = PrototypeChain { depth: 1, ..PrototypeChain::default() };
        chain.structures[0] = id;
        let proto = PropertyCache::Proto { chain, offset: PropertyOffset(1) };
        assert_eq!(proto.get_for(id), Some(CachedGet::Prototype { chain, offset: PropertyOffset(1) }));
        assert_eq!(proto.get_for(StructureId::from_bits(6)), None);
        assert_eq!(PropertyCache::Missing { chain }.get_for(id), Some(CachedGet::Missing { chain }));
        let getter = PropertyCache::ProtoGetter { chain, offset: PropertyOffset(3) };
        assert_eq!(getter.get_for(id), Some(CachedGet::PrototypeGetter { chain, offset: PropertyOffset(3) }));
        assert_eq!(getter.get_for(StructureId::from_bits(6)), None);
        assert_eq!(getter.structures(), vec![id, StructureId::default()]);
        assert!(getter.calls_getter() && !proto.calls_getter());
        assert_eq!(PropertyCache::ArrayLength.get_for(id), Some(CachedGet::ArrayLength));
        assert_eq!(PropertyCache::Megamorphic.get_for(id), None);
    }

    #[test]
    fn the_polymorphic_entry_is_no_bigger_than_the_others() {
        let polymorphic = size_of::<[StructureId; MAX_POLYMORPHIC_STRUCTURES]>()
            + size_of::<[PropertyOffset; MAX_POLYMORPHIC_STRUCTURES]>()
            + 1;
        assert!(polymorphic < size_of::<PropertyCache>());
        assert_eq!(size_of::<PropertyCache>(), 64);
    }
}
