//! Case-insensitive matching (the `i` flag): 22.2.2.7.3 Canonicalize and the sets it
//! induces.
//!
//! Two characters match under `i` when their canonical forms are equal, so the characters
//! fall into *equivalence classes* (orbits) of one canonical form each: `{k, K, U+212A}`
//! under `u`, `{σ, ς, Σ}` in both modes. The spec has two canonicalizations:
//!
//! * under `u`/`v`, simple case folding (`scf`, CaseFolding.txt statuses C and S);
//! * otherwise, toUppercase of the *code unit*, kept when it is not exactly one code unit or
//!   when it would map a non-ASCII unit to ASCII. This is why U+017F LONG S and U+212A KELVIN
//!   SIGN match `s` and `k` only under `u`.
//!
//! `fold_tables/` (generated from Unicode data by `generate.mjs`) lists, for each mode,
//! every character of a class of two or more (or whose canonical form is another character),
//! sorted, with its canonical form and the next member of its class:
//!
//! ```text
//!   (0x004B, 0x006B, 0x006B)   K  -> k, next k
//!   (0x006B, 0x006B, 0x212A)   k  -> k, next KELVIN SIGN
//!   (0x212A, 0x006B, 0x004B)   KELVIN SIGN -> k, next K (the cycle K, k, KELVIN SIGN)
//! ```
//!
//! So [`canonicalize`] is a binary search, and [`close_over_case`] visits only the table's
//! rows inside the given ranges and walks their cycles (at most four members): its cost
//! follows the ranges and the output, never the 1.1 million code points. That is still
//! about 0.1 ms for a property such as `\p{Lu}` (hundreds of ranges, thousands of rows),
//! paid by each pass that lowers the class (the backtracking compiler and the start
//! analysis, then the linear engine if it takes over) at each compile, so the closures of
//! large sets are remembered: see [`ClosureMemo`].

use std::collections::HashMap;
use std::sync::{Mutex, OnceLock, PoisonError};

use rustc_hash::FxBuildHasher;

use super::fold_tables::{SIMPLE_CASE_FOLDING, UPPERCASE_CODE_UNITS};
use crate::runtime::regexp::charset::{self, Ranges};

/// The rows of one mode's table: `(character, canonical form, next member of its class)`.
type Row = (u32, u32, u32);

fn table(unicode: bool) -> &'static [Row] {
    if unicode { SIMPLE_CASE_FOLDING } else { UPPERCASE_CODE_UNITS }
}

/// The row of `c`, if `c` is in the table.
fn row(c: u32, unicode: bool) -> Option<&'static Row> {
    let rows = table(unicode);
    rows.binary_search_by_key(&c, |&(member, _, _)| member).ok().map(|index| &rows[index])
}

/// 22.2.2.7.3 Canonicalize(rer, ch) when IgnoreCase is true: simple case folding under
/// `u`/`v` (`unicode`), otherwise the spec's toUppercase rule on code units.
pub fn canonicalize(c: u32, unicode: bool) -> u32 {
    // Fast path: ASCII letters (the table says the same).
    if c < 0x80 {
        let ascii = c as u8;
        return match (unicode, ascii) {
            (true, b'A'..=b'Z') => c + 0x20,
            (false, b'a'..=b'z') => c - 0x20,
            _ => c,
        };
    }
    row(c, unicode).map_or(c, |&(_, canonical, _)| canonical)
}

/// Every character whose canonical form is that of a character of `ranges`: what a
/// class matches under `i` (CharacterSetMatcher compares canonical forms). Normalized.
pub fn close_over_case(ranges: &[(u32, u32)], unicode: bool) -> Ranges {
    // Fast path: a large set closed before, by an earlier compile or an earlier pass.
    if ClosureMemo::admits(ranges) {
        if let Some(closed) = ClosureMemo::get(ranges, unicode) {
            return closed;
        }
        let closed = closure(ranges, unicode);
        ClosureMemo::insert(ranges, unicode, &closed);
        return closed;
    }
    closure(ranges, unicode)
}

/// The closures of large sets, by their contents and mode: property escapes under `i` are
/// what fills it, and one whose set is in it closes in the time of a hash and a copy.
///
/// Process-wide, as the table of properties is (`properties.rs`), since a closure is plain
/// data that any thread may reuse. Only sets of [`Self::MIN_RANGES`] to [`Self::MAX_RANGES`]
/// ranges are kept (a smaller one closes faster than it hashes), and the table is emptied
/// when it holds [`Self::CAPACITY`] of them: its memory stays under about 2 MB whatever
/// patterns a program compiles (a closure has at most a range more than its set per row
/// of the case table).
struct ClosureMemo;

type Closures = HashMap<Box<[(u32, u32)]>, Box<[(u32, u32)]>, FxBuildHasher>;

/// The memo's two tables, indexed by mode (`unicode as usize`).
static CLOSURES: Mutex<[Closures; 2]> =
    Mutex::new([HashMap::with_hasher(FxBuildHasher), HashMap::with_hasher(FxBuildHasher)]);

impl ClosureMemo {
    const MIN_RANGES: usize = 32;
    const MAX_RANGES: usize = 2048;
    const CAPACITY: usize = 32;

    fn admits(ranges: &[(u32, u32)]) -> bool {
        (Self::MIN_RANGES..=Self::MAX_RANGES).contains(&ranges.len())
    }

    /// The tables, even after a panic elsewhere: every update leaves them consistent.
    fn tables() -> std::sync::MutexGuard<'static, [Closures; 2]> {
        CLOSURES.lock().unwrap_or_else(PoisonError::into_inner)
    }

    fn get(ranges: &[(u32, u32)], unicode: bool) -> Option<Ranges> {
        Self::tables()[usize::from(unicode)].get(ranges).map(|closed| closed.to_vec())
    }

    fn insert(ranges: &[(u32, u32)], unicode: bool, closed: &[(u32, u32)]) {
        let mut tables = Self::tables();
        if tables.iter().map(HashMap::len).sum::<usize>() >= Self::CAPACITY {
            tables.iter_mut().for_each(HashMap::clear);
        }
        tables[usize::from(unicode)].insert(ranges.into(), closed.into());
    }
}

/// [`close_over_case`], computed.
fn closure(ranges: &[(u32, u32)], unicode: bool) -> Ranges {
    let rows = table(unicode);
    let ranges = charset::normalize(ranges.to_vec());
    let mut out: Ranges = ranges.clone();
    for &(low, high) in &ranges {
        let first = rows.partition_point(|&(member, _, _)| member < low);
        for &(member, _, next) in rows[first..].iter().take_while(|&&(member, _, _)| member <= high) {
            // The rest of `member`'s cycle (its equivalence class) up to the next member
            // in `ranges`, whose own walk goes on from there.
            let mut other = next;
            while other != member && !charset::contains(&ranges, other) {
                out.push((other, other));
                other = row(other, unicode).map_or(member, |&(_, _, next)| next);
            }
        }
    }
    charset::normalize(out)
}

/// MaybeSimpleCaseFolding (22.2.2.9) of a set of single characters, for `v` with `i`:
/// each character replaced by its simple case folding, so the set holds only characters
/// that fold to themselves.
pub fn simple_fold_ranges(ranges: &[(u32, u32)]) -> Ranges {
    let mut changed = Vec::new();
    let mut folded = Vec::new();
    for &(low, high) in ranges {
        let first = SIMPLE_CASE_FOLDING.partition_point(|&(member, _, _)| member < low);
        for &(member, canonical, _) in SIMPLE_CASE_FOLDING[first..].iter().take_while(|&&(member, _, _)| member <= high)
        {
            if canonical != member {
                changed.push((member, member));
                folded.push((canonical, canonical));
            }
        }
    }
    let mut out = charset::subtract(ranges, &changed);
    out.extend(folded);
    charset::normalize(out)
}

/// The characters that simple case folding leaves alone: AllCharacters(rer) (22.2.2.9) for
/// `v` with `i`, the universe in which such a pattern's complements are taken.
pub fn folded_characters() -> &'static [(u32, u32)] {
    static FOLDED: OnceLock<Ranges> = OnceLock::new();
    FOLDED.get_or_init(|| {
        let changed: Ranges = SIMPLE_CASE_FOLDING
            .iter()
            .filter(|&&(member, canonical, _)| member != canonical)
            .map(|&(member, _, _)| (member, member))
            .collect();
        charset::complement(&changed)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// What `close_over_case` must return, by its definition, scanning every character.
    fn brute_force_closure(ranges: &[(u32, u32)], unicode: bool) -> Ranges {
        let limit = if unicode { charset::MAX_CODE_POINT } else { 0xFFFF };
        let wanted: std::collections::HashSet<u32> =
            ranges.iter().flat_map(|&(low, high)| low..=high.min(limit)).map(|c| canonicalize(c, unicode)).collect();
        let mut out = ranges.to_vec();
        out.extend((0..=limit).filter(|&c| wanted.contains(&canonicalize(c, unicode))).map(|c| (c, c)));
        charset::normalize(out)
    }

    fn class_of(c: u32, unicode: bool) -> Vec<u32> {
        close_over_case(&[(c, c)], unicode).iter().flat_map(|&(low, high)| low..=high).collect()
    }

    #[test]
    fn remembered_closures_are_the_closures() {
        // Every other character from `A`: 40 ranges, enough for the memo.
        let set: Ranges = (0..40).map(|k| 0x41 + 2 * k).map(|c| (c, c)).collect();
        assert!(ClosureMemo::admits(&set));
        for unicode in [false, true] {
            let expected = brute_force_closure(&set, unicode);
            // Computed, then (unless other tests filled the memo meanwhile) remembered.
            assert_eq!(close_over_case(&set, unicode), expected);
            assert_eq!(close_over_case(&set, unicode), expected);
        }
    }

    #[test]
    fn tables_are_sorted_cycles_of_at_most_four() {
        for unicode in [false, true] {
            let rows = table(unicode);
            assert!(rows.windows(2).all(|pair| pair[0].0 < pair[1].0));
            for &(member, canonical, _) in rows {
                let class = class_of(member, unicode);
                assert!(class.len() <= 4, "{member:#X}: {class:X?}");
                assert!(class.iter().all(|&other| canonicalize(other, unicode) == canonical));
            }
            if !unicode {
                assert!(rows.iter().all(|&(member, canonical, next)| member.max(canonical).max(next) <= 0xFFFF));
            }
        }
    }

    #[test]
    fn kelvin_sign_and_long_s_fold_to_ascii_only_under_unicode() {
        assert_eq!(class_of(0x6B, true), vec![0x4B, 0x6B, 0x212A]);
        assert_eq!(class_of(0x212A, true), vec![0x4B, 0x6B, 0x212A]);
        assert_eq!(class_of(0x73, true), vec![0x53, 0x73, 0x17F]);
        assert_eq!(class_of(0x6B, false), vec![0x4B, 0x6B]);
        assert_eq!(class_of(0x212A, false), vec![0x212A]);
        assert_eq!(class_of(0x17F, false), vec![0x17F]);
        assert_eq!(canonicalize(0x17F, false), 0x17F);
        assert_eq!(canonicalize(0x17F, true), 0x73);
        assert_eq!(canonicalize(0x212A, true), 0x6B);
    }

    #[test]
    fn sigma_iota_and_theta_classes() {
        // σ ς Σ in both modes.
        for unicode in [false, true] {
            assert_eq!(class_of(0x3C2, unicode), vec![0x3A3, 0x3C2, 0x3C3]);
        }
        // U+0345 COMBINING GREEK YPOGEGRAMMENI (a mark, not a letter) with Ι ι and U+1FBE.
        assert_eq!(class_of(0x345, true), vec![0x345, 0x399, 0x3B9, 0x1FBE]);
        assert_eq!(class_of(0x399, false), vec![0x345, 0x399, 0x3B9, 0x1FBE]);
        // Four members: Θ θ ϑ ϴ under `u` (ϴ uppercases to itself, so not without it).
        assert_eq!(class_of(0x3B8, true), vec![0x398, 0x3B8, 0x3D1, 0x3F4]);
        assert_eq!(class_of(0x3B8, false), vec![0x398, 0x3B8, 0x3D1]);
        // ß and ẞ: the full uppercase of ß is "SS", so without `u` ß stays alone.
        assert_eq!(class_of(0xDF, true), vec![0xDF, 0x1E9E]);
        assert_eq!(class_of(0xDF, false), vec![0xDF]);
        // Turkic dotted and dotless i have no simple folding to ASCII.
        assert_eq!(class_of(0x130, true), vec![0x130]);
        assert_eq!(class_of(0x131, true), vec![0x131]);
        assert_eq!(class_of(0x131, false), vec![0x131]);
    }

    #[test]
    fn without_unicode_only_code_units_are_mapped() {
        // 𐐀 DESERET CAPITAL LONG I and its small letter are beyond 0xFFFF.
        assert_eq!(class_of(0x10428, true), vec![0x10400, 0x10428]);
        assert_eq!(class_of(0x10428, false), vec![0x10428]);
        assert_eq!(canonicalize(0x10428, false), 0x10428);
        assert_eq!(canonicalize(0xD801, false), 0xD801);
    }

    #[test]
    fn closure_matches_its_definition() {
        let samples: [&[(u32, u32)]; 6] = [
            &[(0x41, 0x5A)],
            &[(0x61, 0x7A), (0x3B1, 0x3C9)],
            &[(0x100, 0x17F)],
            &[(0x1E00, 0x1FFF), (0x2100, 0x2200)],
            &[(0x10400, 0x1044F), (0x1E900, 0x1E943)],
            &[(0, 0x40)],
        ];
        for ranges in samples {
            for unicode in [false, true] {
                assert_eq!(
                    close_over_case(ranges, unicode),
                    brute_force_closure(ranges, unicode),
                    "{ranges:X?} {unicode}"
                );
            }
        }
        let everything = [(0, charset::MAX_CODE_POINT)];
        assert_eq!(close_over_case(&everything, true), everything.to_vec());
    }

    #[test]
    fn simple_folding_of_sets_and_the_folded_universe() {
        assert_eq!(simple_fold_ranges(&[(0x41, 0x5A)]), vec![(0x61, 0x7A)]);
        assert_eq!(simple_fold_ranges(&[(0x41, 0x7A)]), vec![(0x5B, 0x7A)]);
        assert_eq!(simple_fold_ranges(&[(0x212A, 0x212A)]), vec![(0x6B, 0x6B)]);
        let folded = folded_characters();
        assert!(charset::contains(folded, 0x61) && !charset::contains(folded, 0x41));
        assert!(!charset::contains(folded, 0x212A) && !charset::contains(folded, 0x17F));
        assert!(charset::contains(folded, 0x10FFFF));
    }

    /// The non-`u` table is exactly the spec's rule applied with Rust's own `to_uppercase`
    /// (the full mapping) when Rust's Unicode is the tables' version.
    #[test]
    fn uppercase_table_agrees_with_the_standard_library() {
        use super::super::fold_tables::UNICODE_VERSION;
        if char::UNICODE_VERSION != UNICODE_VERSION {
            eprintln!("skipped: Rust has Unicode {:?}, the tables {UNICODE_VERSION:?}", char::UNICODE_VERSION);
            return;
        }
        for unit in 0..=0xFFFFu32 {
            let expected = char::from_u32(unit).map_or(unit, |ch| {
                let mut upper = ch.to_uppercase();
                match (upper.next(), upper.next()) {
                    (Some(u), None) if (u as u32) <= 0xFFFF && !(unit >= 128 && (u as u32) < 128) => u as u32,
                    _ => unit,
                }
            });
            assert_eq!(canonicalize(unit, false), expected, "U+{unit:04X}");
        }
    }

    /// Simple case folding keeps Rust's simple case mappings together: a character and its
    /// one-character lowercase or uppercase are in one class, except dotless ı, whose
    /// uppercase `I` folds to `i` only in Turkic (status T, which `scf` leaves out).
    #[test]
    fn simple_folding_agrees_with_the_standard_library() {
        use super::super::fold_tables::UNICODE_VERSION;
        if char::UNICODE_VERSION != UNICODE_VERSION {
            eprintln!("skipped: Rust has Unicode {:?}, the tables {UNICODE_VERSION:?}", char::UNICODE_VERSION);
            return;
        }
        let mut exceptions = Vec::new();
        for ch in (0..=charset::MAX_CODE_POINT).filter_map(char::from_u32) {
            let c = ch as u32;
            let lower = single(ch.to_lowercase());
            let upper = single(ch.to_uppercase());
            for mapped in [lower, upper].into_iter().flatten() {
                if canonicalize(mapped, true) != canonicalize(c, true) {
                    exceptions.push(c);
                }
            }
            // Folding is idempotent.
            assert_eq!(canonicalize(canonicalize(c, true), true), canonicalize(c, true));
        }
        assert_eq!(exceptions, vec![0x131]);
    }

    /// The only character of a mapping, if it is one character.
    fn single(mut chars: impl Iterator<Item = char>) -> Option<u32> {
        match (chars.next(), chars.next()) {
            (Some(c), None) => Some(c as u32),
            _ => None,
        }
    }
}
