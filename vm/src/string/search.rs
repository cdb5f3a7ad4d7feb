//! Finding code units and substrings in flat strings, with `memchr`'s vectorised searches.
//!
//! 8-bit strings are searched as bytes. 16-bit strings are searched through the bytes of
//! their code units: a substring of units is the substring of their bytes that starts at
//! an even offset, so a hit at an odd offset (it straddles two units) is skipped and the
//! search goes on from the next byte. A set of first units is searched by the byte of
//! each unit that comes first in memory (`memchr2`/`memchr3`), checking the whole unit
//! at each hit.
//!
//! The searches cost time linear in what they pass over in every case but the
//! pathological one of many hits at odd offsets, where they are no worse than comparing at
//! every position.

use memchr::memmem;

use super::StrView;

/// A needle prepared once for many searches (a `replaceAll`, a `split`, a RegExp whose
/// matches begin with a literal).
pub struct Searcher {
    /// The needle's code units.
    units: Vec<u16>,
    /// The needle as bytes, when every unit fits in one: for 8-bit haystacks.
    latin1: Option<memmem::Finder<'static>>,
    /// The bytes of the needle's units, in memory order: for 16-bit haystacks.
    utf16: memmem::Finder<'static>,
}

impl Searcher {
    pub fn new(needle: &[u16]) -> Searcher {
        let latin1 = needle
            .iter()
            .all(|&unit| unit < 256)
            .then(|| memmem::Finder::new(&needle.iter().map(|&unit| unit as u8).collect::<Vec<u8>>()).into_owned());
        let utf16 = memmem::Finder::new(units_as_bytes(needle)).into_owned();
        Searcher { units: needle.to_vec(), latin1, utf16 }
    }

    /// The needle's length in code units.
    pub fn len(&self) -> usize {
        self.units.len()
    }

    pub fn is_empty(&self) -> bool {
        self.units.is_empty()
    }

    /// The first index at or after `from` where the needle occurs in `haystack`.
    pub fn find(&self, haystack: &StrView<'_>, from: usize) -> Option<usize> {
        if from > haystack.len() {
            return None;
        }
        if self.units.is_empty() {
            return Some(from);
        }
        match haystack {
            StrView::Latin1(bytes) => Some(from + self.latin1.as_ref()?.find(&bytes[from..])?),
            StrView::Utf16(units) => find_aligned(units_as_bytes(units), from * 2, |bytes| self.utf16.find(bytes)),
        }
    }
}

/// The first index at or after `from` where `needle` occurs in `haystack`.
pub fn find(haystack: &StrView<'_>, needle: &StrView<'_>, from: usize) -> Option<usize> {
    if from > haystack.len() {
        return None;
    }
    if needle.is_empty() {
        return Some(from);
    }
    match (haystack, needle) {
        (StrView::Latin1(haystack), StrView::Latin1(needle)) => Some(from + memmem::find(&haystack[from..], needle)?),
        _ => Searcher::new(&needle.code_units().collect::<Vec<u16>>()).find(haystack, from),
    }
}

/// The last index at or before `start` where `needle` occurs in `haystack`.
pub fn rfind(haystack: &StrView<'_>, needle: &StrView<'_>, start: usize) -> Option<usize> {
    let last = haystack.len().checked_sub(needle.len())?;
    let start = start.min(last);
    if needle.is_empty() {
        return Some(start);
    }
    // The occurrence lies within the first `start + needle.len()` units.
    let end = start + needle.len();
    match (haystack, needle) {
        (StrView::Latin1(haystack), StrView::Latin1(needle)) => memmem::rfind(&haystack[..end], needle),
        (StrView::Latin1(haystack), StrView::Utf16(needle)) => {
            let narrow = needle.iter().map(|&unit| u8::try_from(unit).ok()).collect::<Option<Vec<u8>>>()?;
            memmem::rfind(&haystack[..end], &narrow)
        }
        (StrView::Utf16(haystack), needle) => {
            let needle: Vec<u16> = needle.code_units().collect();
            let finder = memmem::FinderRev::new(units_as_bytes(&needle));
            let bytes = units_as_bytes(&haystack[..end]);
            let mut end = bytes.len();
            loop {
                let hit = finder.rfind(&bytes[..end])?;
                if hit.is_multiple_of(2) {
                    return Some(hit / 2);
                }
                // Straddles two units: look again for one that ends before this one's
                // last byte.
                end = hit + finder.needle().len() - 1;
            }
        }
    }
}

/// The first index at or after `from` whose code unit is one of `units`.
pub fn find_unit_in(haystack: &StrView<'_>, units: &[u16], from: usize) -> Option<usize> {
    if from >= haystack.len() {
        return None;
    }
    match haystack {
        StrView::Latin1(bytes) => {
            let mut wanted: Vec<u8> = units.iter().filter_map(|&unit| u8::try_from(unit).ok()).collect();
            wanted.sort_unstable();
            wanted.dedup();
            let rest = &bytes[from..];
            let found = match wanted[..] {
                [] => None,
                [a] => memchr::memchr(a, rest),
                [a, b] => memchr::memchr2(a, b, rest),
                [a, b, c] => memchr::memchr3(a, b, c, rest),
                _ => rest.iter().position(|byte| wanted.contains(byte)),
            };
            found.map(|index| from + index)
        }
        StrView::Utf16(code_units) => {
            // Search by each unit's first byte in memory, then check the unit.
            let first_byte = |unit: u16| unit.to_ne_bytes()[0];
            let mut wanted: Vec<u8> = units.iter().map(|&unit| first_byte(unit)).collect();
            wanted.sort_unstable();
            wanted.dedup();
            let bytes = units_as_bytes(code_units);
            let mut at = from * 2;
            while at < bytes.len() {
                let rest = &bytes[at..];
                let hit = at
                    + match wanted[..] {
                        [] => return None,
                        [a] => memchr::memchr(a, rest)?,
                        [a, b] => memchr::memchr2(a, b, rest)?,
                        [a, b, c] => memchr::memchr3(a, b, c, rest)?,
                        _ => {
                            let index = code_units[at / 2..].iter().position(|unit| units.contains(unit))?;
                            return Some(at / 2 + index);
                        }
                    };
                if hit.is_multiple_of(2) && units.contains(&code_units[hit / 2]) {
                    return Some(hit / 2);
                }
                // The byte was the second of a unit, or the unit's other byte differs.
                at = if hit.is_multiple_of(2) { hit + 2 } else { hit + 1 };
            }
            None
        }
    }
}

/// Runs `search` on `bytes[at..]` until it reports a hit at an even offset: the index of
/// that unit.
fn find_aligned(bytes: &[u8], mut at: usize, search: impl Fn(&[u8]) -> Option<usize>) -> Option<usize> {
    while at <= bytes.len() {
        let hit = at + search(&bytes[at..])?;
        if hit.is_multiple_of(2) {
            return Some(hit / 2);
        }
        at = hit + 1;
    }
    None
}

/// The bytes of UTF-16 code units, in memory order.
fn units_as_bytes(units: &[u16]) -> &[u8] {
    // SAFETY: the bytes of a `[u16]` are initialised, `u8` has no alignment or validity
    // requirements, and the byte length covers exactly the units' memory, borrowed for as
    // long as the units are.
    unsafe { std::slice::from_raw_parts(units.as_ptr().cast::<u8>(), size_of_val(units)) }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn naive_find(haystack: &[u16], needle: &[u16], from: usize) -> Option<usize> {
        if from > haystack.len() {
            return None;
        }
        (from..=haystack.len().checked_sub(needle.len())?).find(|&i| haystack[i..i + needle.len()] == *needle)
    }

    fn naive_rfind(haystack: &[u16], needle: &[u16], start: usize) -> Option<usize> {
        let last = haystack.len().checked_sub(needle.len())?;
        (0..=start.min(last)).rev().find(|&i| haystack[i..i + needle.len()] == *needle)
    }

    /// A small pseudo-random generator (the tests must not depend on a crate for this).
    struct Lcg(u64);

    impl Lcg {
        fn next(&mut self, bound: u64) -> u64 {
            self.0 = self.0.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
            (self.0 >> 33) % bound
        }
    }

    /// Alphabets chosen so that odd-offset byte hits are frequent: units whose two bytes
    /// repeat each other's values.
    const ALPHABETS: [&[u16]; 3] = [&[0x61, 0x62], &[0x61, 0x6161, 0x6100, 0x0161], &[0x3042, 0x4230, 0x30, 0x42]];

    #[test]
    fn find_and_rfind_agree_with_the_naive_search() {
        let mut random = Lcg(7);
        for alphabet in ALPHABETS {
            for _ in 0..400 {
                let length = random.next(40) as usize;
                let haystack: Vec<u16> =
                    (0..length).map(|_| alphabet[random.next(alphabet.len() as u64) as usize]).collect();
                let needle_length = random.next(4) as usize;
                let needle: Vec<u16> =
                    (0..needle_length).map(|_| alphabet[random.next(alphabet.len() as u64) as usize]).collect();
                let from = random.next(length as u64 + 2) as usize;
                let wide = StrView::Utf16(&haystack);
                let needle_view = StrView::Utf16(&needle);
                assert_eq!(
                    find(&wide, &needle_view, from),
                    naive_find(&haystack, &needle, from),
                    "{haystack:x?} {needle:x?} {from}"
                );
                assert_eq!(Searcher::new(&needle).find(&wide, from), naive_find(&haystack, &needle, from));
                assert_eq!(
                    rfind(&wide, &needle_view, from),
                    naive_rfind(&haystack, &needle, from),
                    "{haystack:x?} {needle:x?} {from}"
                );
                if haystack.iter().all(|&unit| unit < 256) {
                    let bytes: Vec<u8> = haystack.iter().map(|&unit| unit as u8).collect();
                    let narrow = StrView::Latin1(&bytes);
                    assert_eq!(find(&narrow, &needle_view, from), naive_find(&haystack, &needle, from));
                    assert_eq!(Searcher::new(&needle).find(&narrow, from), naive_find(&haystack, &needle, from));
                    assert_eq!(rfind(&narrow, &needle_view, from), naive_rfind(&haystack, &needle, from));
                }
            }
        }
    }

    #[test]
    fn find_unit_in_agrees_with_the_naive_search() {
        let mut random = Lcg(11);
        for alphabet in ALPHABETS {
            for _ in 0..400 {
                let length = random.next(40) as usize;
                let haystack: Vec<u16> =
                    (0..length).map(|_| alphabet[random.next(alphabet.len() as u64) as usize]).collect();
                let count = 1 + random.next(4) as usize;
                let units: Vec<u16> =
                    (0..count).map(|_| alphabet[random.next(alphabet.len() as u64) as usize]).collect();
                let from = random.next(length as u64 + 2) as usize;
                let expected = haystack.get(from..).and_then(|rest| rest.iter().position(|u| units.contains(u)));
                let expected = expected.map(|index| from + index);
                assert_eq!(
                    find_unit_in(&StrView::Utf16(&haystack), &units, from),
                    expected,
                    "{haystack:x?} {units:x?}"
                );
                if haystack.iter().all(|&unit| unit < 256) {
                    let bytes: Vec<u8> = haystack.iter().map(|&unit| unit as u8).collect();
                    assert_eq!(find_unit_in(&StrView::Latin1(&bytes), &units, from), expected);
                }
            }
        }
    }

    #[test]
    fn a_wide_needle_is_never_in_an_8bit_haystack() {
        let haystack = StrView::Latin1(b"abc\xe9");
        assert_eq!(find(&haystack, &StrView::Utf16(&[0x100]), 0), None);
        assert_eq!(rfind(&haystack, &StrView::Utf16(&[0xe9]), 9), Some(3));
        assert_eq!(find_unit_in(&haystack, &[0x163, 0x100], 0), None);
    }
}
