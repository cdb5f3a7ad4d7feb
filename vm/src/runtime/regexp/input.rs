//! What a matcher reads: a string's own code units, 8-bit (Latin-1) or 16-bit, without a
//! copy. Under `u`/`v` a 16-bit string is read as code points: a lead surrogate followed
//! by a trail surrogate is one character, and any other surrogate is a character of its
//! own (22.2.2: the input is `StringToCodePoints(S)`).

/// A subject string, read forward or backward one character at a time.
#[allow(clippy::len_without_is_empty)] // never asked: positions are compared with the length
pub trait Input: Copy {
    /// The length in code units.
    fn len(self) -> usize;

    /// The code unit at `index` (`index < len`).
    fn unit(self, index: usize) -> u32;

    /// Whether a code unit can be a surrogate (a 16-bit string).
    const WIDE: bool;

    /// The code unit at `index`, or `None` at the end.
    #[inline(always)]
    fn unit_or_none(self, index: usize) -> Option<u32> {
        (index < self.len()).then(|| self.unit(index))
    }

    /// The character that starts at `index` and how many code units it takes, or `None`
    /// at the end.
    #[inline(always)]
    fn next_char(self, index: usize, unicode: bool) -> Option<(u32, usize)> {
        if index >= self.len() {
            return None;
        }
        let unit = self.unit(index);
        if Self::WIDE && unicode && is_lead(unit) && index + 1 < self.len() {
            let trail = self.unit(index + 1);
            if is_trail(trail) {
                return Some((combine(unit, trail), 2));
            }
        }
        Some((unit, 1))
    }

    /// The character that ends at `index` and how many code units it takes, or `None` at
    /// the start.
    #[inline(always)]
    fn previous_char(self, index: usize, unicode: bool) -> Option<(u32, usize)> {
        if index == 0 {
            return None;
        }
        let unit = self.unit(index - 1);
        if Self::WIDE && unicode && is_trail(unit) && index >= 2 {
            let lead = self.unit(index - 2);
            if is_lead(lead) {
                return Some((combine(lead, unit), 2));
            }
        }
        Some((unit, 1))
    }
}

impl Input for &[u8] {
    const WIDE: bool = false;

    #[inline(always)]
    fn len(self) -> usize {
        <[u8]>::len(self)
    }

    #[inline(always)]
    fn unit(self, index: usize) -> u32 {
        u32::from(self[index])
    }
}

impl Input for &[u16] {
    const WIDE: bool = true;

    #[inline(always)]
    fn len(self) -> usize {
        <[u16]>::len(self)
    }

    #[inline(always)]
    fn unit(self, index: usize) -> u32 {
        u32::from(self[index])
    }
}

pub fn is_lead(unit: u32) -> bool {
    (0xD800..0xDC00).contains(&unit)
}

pub fn is_trail(unit: u32) -> bool {
    (0xDC00..0xE000).contains(&unit)
}

fn combine(lead: u32, trail: u32) -> u32 {
    0x10000 + ((lead - 0xD800) << 10) + (trail - 0xDC00)
}

/// Whether `c` is a LineTerminator (22.2.2.9: `.` and multiline `^`/`$` stop at them).
pub fn is_line_terminator(c: u32) -> bool {
    matches!(c, 0x0A | 0x0D | 0x2028 | 0x2029)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pairs_are_one_character_only_in_unicode_mode() {
        let units: Vec<u16> = "a\u{1F600}".encode_utf16().chain([0xD800, 0x62]).collect();
        let input = units.as_slice();
        assert_eq!(input.next_char(1, true), Some((0x1F600, 2)));
        assert_eq!(input.next_char(1, false), Some((0xD83D, 1)));
        assert_eq!(input.next_char(2, true), Some((0xDE00, 1)));
        assert_eq!(input.previous_char(3, true), Some((0x1F600, 2)));
        assert_eq!(input.previous_char(4, true), Some((0xD800, 1)));
        assert_eq!(input.next_char(5, true), None);
        assert_eq!(input.previous_char(0, true), None);
        let bytes: &[u8] = b"\xe9x";
        assert_eq!(bytes.next_char(0, true), Some((0xE9, 1)));
    }
}
