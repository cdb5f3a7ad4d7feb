//! Encoding Standard §9.1 single-byte decoder, for windows-1252 (the encoding that the
//! labels `latin1`, `ascii`, `iso-8859-1` and `us-ascii` name as well). Every byte maps
//! to a code point, so it never fails and keeps no state.

/// The index windows-1252 for bytes 0x80 to 0x9F (pointers 0 to 31); bytes 0xA0 to 0xFF
/// are the code points of the same value. The five bytes Windows leaves unassigned (0x81,
/// 0x8D, 0x8F, 0x90, 0x9D) map to the C1 controls of their value.
const WINDOWS_1252_HIGH: [u16; 32] = [
    0x20ac, 0x0081, 0x201a, 0x0192, 0x201e, 0x2026, 0x2020, 0x2021, // 80-87
    0x02c6, 0x2030, 0x0160, 0x2039, 0x0152, 0x008d, 0x017d, 0x008f, // 88-8F
    0x0090, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014, // 90-97
    0x02dc, 0x2122, 0x0161, 0x203a, 0x0153, 0x009d, 0x017e, 0x0178, // 98-9F
];

/// §9.1.1 the handler, for each byte: an ASCII byte is its code point, another is
/// index[byte − 0x80].
pub(crate) fn decode_windows_1252(input: &[u8], out: &mut Vec<u16>) {
    out.extend(input.iter().map(|&byte| match byte {
        0x80..=0x9f => WINDOWS_1252_HIGH[(byte - 0x80) as usize],
        _ => byte as u16,
    }));
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ascii_c1_range_and_latin1() {
        let mut out = Vec::new();
        decode_windows_1252(b"A\x80\x81\x9f\xa0\xe9\xff", &mut out);
        assert_eq!(out, vec![0x41, 0x20ac, 0x81, 0x178, 0xa0, 0xe9, 0xff]);
    }
}
