//! The megamorphic property cache (V8's stub cache, JSC's megamorphic cache): one table for
//! every get-by-id and put-by-id site that has seen more receiver structures than its own inline cache
//! holds (`PropertyCache::Megamorphic`), remembering what a lookup found by structure and
//! key. A site that reads `x` from objects of twenty shapes then finds it in one probe of a
//! table that every such site shares, instead of searching the structure each time.
//!
//! An entry is what the site's own cache would hold (`Vm::cache_entry_for_get`): an own
//! slot, a prototype's slot or a miss up to null, with the prototypes' structures that the
//! reader checks (`Vm::get_by_id_cached`); for a put-by-id site, the slot of a writable
//! data property or the transition that adds it, with the prototypes checked for setters
//! (`Vm::put_by_id_cached`). The table is direct-mapped: a new entry replaces
//! whatever hashed to its place. Entries name structure ids, prototypes and keys, which a
//! collection may free and then reuse, so every collection empties the table.

use crate::bytecode::inline_cache::PropertyCache;
use crate::property::PropertyKey;
use crate::structure::StructureId;

/// Entries in the table (a power of two).
const ENTRIES: usize = 1024;

pub struct MegamorphicCache {
    entries: Box<[Entry]>,
}

#[derive(Clone, Copy, Default)]
struct Entry {
    structure: StructureId,
    /// The key's address (a symbol's with the low bit set); 0 for an empty entry.
    key: usize,
    found: PropertyCache,
}

impl Default for MegamorphicCache {
    fn default() -> Self {
        MegamorphicCache { entries: vec![Entry::default(); ENTRIES].into_boxed_slice() }
    }
}

impl MegamorphicCache {
    /// What a lookup of `key` in an object of `structure` found, if the table remembers.
    #[inline]
    pub fn get(&self, structure: StructureId, key: usize) -> Option<&PropertyCache> {
        let entry = &self.entries[index(structure, key)];
        (entry.key == key && entry.structure == structure).then_some(&entry.found)
    }

    pub fn insert(&mut self, structure: StructureId, key: usize, found: PropertyCache) {
        self.entries[index(structure, key)] = Entry { structure, key, found };
    }

    /// Forgets everything (at every collection).
    pub fn clear(&mut self) {
        self.entries.fill(Entry::default());
    }
}

/// What a lookup was for: gets and puts of the same name keep separate entries (a put's
/// entry may be a transition).
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum Access {
    Get,
    Put,
}

/// The table's key for an access to a property name: an atom's or a symbol's address
/// (never 0, and 16-byte aligned) with the low bits saying which and what for, or `None`
/// for an index.
pub fn key(name: PropertyKey, access: Access) -> Option<usize> {
    let address = match name {
        PropertyKey::Atom(atom) => atom.cell().as_ptr() as usize,
        PropertyKey::Symbol(symbol) => symbol.cell().as_ptr() as usize | 1,
        PropertyKey::Index(_) => return None,
    };
    Some(if access == Access::Put { address | 2 } else { address })
}

fn index(structure: StructureId, key: usize) -> usize {
    // Cells are 16-byte aligned: the address's low bits say nothing.
    let mixed = (structure.bits() as usize).wrapping_mul(0x9E37_79B1) ^ (key >> 4);
    (mixed ^ (mixed >> 10)) & (ENTRIES - 1)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::property::PropertyOffset;

    fn own(offset: u32) -> PropertyCache {
        PropertyCache::Own { structure: StructureId::from_bits(3), offset: PropertyOffset(offset) }
    }

    #[test]
    fn an_entry_is_found_by_its_structure_and_key_until_the_table_is_cleared() {
        let mut cache = MegamorphicCache::default();
        let (a, b) = (StructureId::from_bits(3), StructureId::from_bits(4));
        assert_eq!(cache.get(a, 0x1000), None);
        cache.insert(a, 0x1000, own(2));
        assert_eq!(cache.get(a, 0x1000), Some(&own(2)));
        assert_eq!(cache.get(b, 0x1000), None, "another structure");
        assert_eq!(cache.get(a, 0x2000), None, "another key");
        cache.clear();
        assert_eq!(cache.get(a, 0x1000), None);
    }

    #[test]
    fn a_new_entry_replaces_the_one_in_its_place() {
        let mut cache = MegamorphicCache::default();
        // Find two (structure, key) pairs that share a place.
        let first = (StructureId::from_bits(5), 0x1000);
        let second = (1..)
            .map(|bits| (StructureId::from_bits(bits), 0x1000))
            .find(|&(s, k)| s != first.0 && index(s, k) == index(first.0, first.1))
            .expect("a collision");
        cache.insert(first.0, first.1, own(1));
        cache.insert(second.0, second.1, own(2));
        assert_eq!(cache.get(first.0, first.1), None);
        assert_eq!(cache.get(second.0, second.1), Some(&own(2)));
    }
}
