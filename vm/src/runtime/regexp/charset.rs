//! Sets of characters as sorted, disjoint, inclusive ranges of code points (code units
//! outside `u`/`v` mode), and the set algebra classes need: union, complement,
//! intersection, difference.

/// Characters as inclusive ranges; [`normalize`]d ranges are sorted, disjoint and not
/// adjacent.
pub type Ranges = Vec<(u32, u32)>;

/// The largest code point.
pub const MAX_CODE_POINT: u32 = 0x10FFFF;

/// Sorted, merged, inclusive ranges.
pub fn normalize(mut ranges: Ranges) -> Ranges {
    ranges.sort_unstable();
    let mut merged: Ranges = Vec::with_capacity(ranges.len());
    for (low, high) in ranges {
        match merged.last_mut() {
            Some(last) if low <= last.1.saturating_add(1) => last.1 = last.1.max(high),
            _ => merged.push((low, high)),
        }
    }
    merged
}

/// The characters (up to U+10FFFF) not in `ranges`.
pub fn complement(ranges: &[(u32, u32)]) -> Ranges {
    let mut result = Vec::new();
    let mut next = 0;
    for &(low, high) in &normalize(ranges.to_vec()) {
        if low > next {
            result.push((next, low - 1));
        }
        next = high + 1;
    }
    if next <= MAX_CODE_POINT {
        result.push((next, MAX_CODE_POINT));
    }
    result
}

/// The characters in both sets.
pub fn intersect(a: &[(u32, u32)], b: &[(u32, u32)]) -> Ranges {
    let (a, b) = (normalize(a.to_vec()), normalize(b.to_vec()));
    let (mut i, mut j, mut result) = (0, 0, Vec::new());
    while i < a.len() && j < b.len() {
        let low = a[i].0.max(b[j].0);
        let high = a[i].1.min(b[j].1);
        if low <= high {
            result.push((low, high));
        }
        if a[i].1 < b[j].1 {
            i += 1;
        } else {
            j += 1;
        }
    }
    result
}

/// The characters of `a` that are not in `b`.
pub fn subtract(a: &[(u32, u32)], b: &[(u32, u32)]) -> Ranges {
    intersect(a, &complement(b))
}

/// Whether `c` is in normalized `ranges`.
pub fn contains(ranges: &[(u32, u32)], c: u32) -> bool {
    let index = ranges.partition_point(|&(_, high)| high < c);
    ranges.get(index).is_some_and(|&(low, _)| low <= c)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn set_algebra_on_ranges() {
        assert_eq!(normalize(vec![(5, 9), (0, 2), (3, 4), (20, 20)]), vec![(0, 9), (20, 20)]);
        assert_eq!(complement(&[(0, 9), (20, MAX_CODE_POINT)]), vec![(10, 19)]);
        assert_eq!(complement(&[]), vec![(0, MAX_CODE_POINT)]);
        assert_eq!(intersect(&[(0, 10), (20, 30)], &[(5, 25)]), vec![(5, 10), (20, 25)]);
        assert_eq!(subtract(&[(0, 10)], &[(3, 4), (8, 20)]), vec![(0, 2), (5, 7)]);
        assert!(contains(&[(1, 3), (7, 7)], 7) && contains(&[(1, 3), (7, 7)], 1));
        assert!(!contains(&[(1, 3), (7, 7)], 4) && !contains(&[(1, 3), (7, 7)], 8) && !contains(&[], 0));
    }
}
