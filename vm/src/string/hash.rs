//! String hashing over code units, so 8-bit and 16-bit copies of a string hash alike.

/// A 24-bit hash of a sequence of UTF-16 code units (FNV-1a, then a finalizer that spreads
/// the bits FNV leaves weak).
pub fn hash_code_units(units: impl Iterator<Item = u16>) -> u32 {
    let mut hash: u32 = 0x811c_9dc5;
    for unit in units {
        hash = (hash ^ unit as u32).wrapping_mul(0x0100_0193);
    }
    hash ^= hash >> 15;
    hash = hash.wrapping_mul(0x2c1b_3c6d);
    hash ^= hash >> 12;
    hash & 0x00ff_ffff
}

/// The 64-bit hash a hash table uses for a string with 24-bit hash `hash`.
pub(crate) fn table_hash(hash: u32) -> u64 {
    (hash as u64 | 1 << 32).wrapping_mul(0x9e37_79b9_7f4a_7c15)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn latin1_and_utf16_copies_hash_alike() {
        let latin1 = "caf\u{e9}".chars().map(|c| c as u16);
        let utf16 = "caf\u{e9}".encode_utf16();
        assert_eq!(hash_code_units(latin1), hash_code_units(utf16));
    }

    #[test]
    fn hashes_spread_over_24_bits() {
        let mut seen = std::collections::HashSet::new();
        for i in 0..10_000u32 {
            let text = format!("key{i}");
            let hash = hash_code_units(text.encode_utf16());
            assert!(hash < 1 << 24);
            seen.insert(hash);
        }
        assert!(seen.len() > 9_990, "{} distinct hashes for 10,000 keys", seen.len());
    }
}
