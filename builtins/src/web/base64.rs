//! Base64 as the web platform has it (RFC 4648 §4 alphabet): the plain encoder `btoa`
//! uses, and Infra's forgiving-base64 decode (§4.7), which `atob` uses: ASCII whitespace
//! anywhere is ignored, padding is optional but must be right when present, and the
//! unused bits of the last character need not be zero.
//!
//! The decoder is one pass over the code units, a small state machine equivalent to the
//! specification's steps (strip whitespace, strip one or two `=` when the length is a
//! multiple of 4, fail on a length of 4n + 1 or on any other character, then read six bits
//! per character): it counts the characters and the `=` seen, and any character after an
//! `=` other than whitespace or another `=` fails.

const ALPHABET: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

/// The six bits a character of the alphabet stands for.
fn sextet(unit: u16) -> Option<u32> {
    Some(match unit {
        0x41..=0x5a => unit - 0x41,
        0x61..=0x7a => unit - 0x61 + 26,
        0x30..=0x39 => unit - 0x30 + 52,
        0x2b => 62,
        0x2f => 63,
        _ => return None,
    } as u32)
}

/// Infra's ASCII whitespace: TAB, LF, FF, CR and SPACE (exactly `u8::is_ascii_whitespace`).
pub(crate) fn is_ascii_whitespace(unit: u16) -> bool {
    u8::try_from(unit).is_ok_and(|byte| byte.is_ascii_whitespace())
}

/// Infra §4.7 forgiving-base64 decode: the bytes, or `None` for failure.
pub(crate) fn forgiving_decode(data: impl Iterator<Item = u16>) -> Option<Vec<u8>> {
    let mut output = Vec::new();
    // The bits read and not yet written (at most 18, then 24 and out).
    let mut buffer: u32 = 0;
    let mut bits = 0;
    // Characters of the alphabet, and `=` after them.
    let mut characters = 0usize;
    let mut padding = 0usize;
    for unit in data {
        // 1. Remove all ASCII whitespace from data.
        if is_ascii_whitespace(unit) {
            continue;
        }
        if unit == u16::from(b'=') {
            padding += 1;
            continue;
        }
        // 4. A code point that is not +, / or ASCII alphanumeric (an `=` not at the end
        //    among them) is failure.
        if padding > 0 {
            return None;
        }
        let value = sextet(unit)?;
        characters += 1;
        // 8.1-8.2. Append the six bits to buffer.
        buffer = (buffer << 6) | value;
        bits += 6;
        // 8.3. With 24 bits, append three bytes and empty the buffer.
        if bits == 24 {
            output.extend_from_slice(&buffer.to_be_bytes()[1..]);
            buffer = 0;
            bits = 0;
        }
    }
    // 2. Only a length that is a multiple of 4 may end with one or two `=`, which are
    //    removed; any other `=` fails at step 4.
    if padding > 0 && (padding > 2 || !(characters + padding).is_multiple_of(4)) {
        return None;
    }
    // 3. A length of 4n + 1 is failure.
    if characters % 4 == 1 {
        return None;
    }
    // 9. 12 bits left: one byte (the last four discarded); 18 bits: two bytes (the last
    //    two discarded).
    match bits {
        12 => output.push((buffer >> 4) as u8),
        18 => output.extend_from_slice(&((buffer >> 2) as u16).to_be_bytes()),
        _ => {}
    }
    Some(output)
}

/// The base64 of `bytes`, padded with `=` (RFC 4648 §4), as ASCII bytes.
pub(crate) fn encode(bytes: &[u8]) -> Vec<u8> {
    let mut output = Vec::with_capacity(bytes.len().div_ceil(3) * 4);
    for chunk in bytes.chunks(3) {
        let group = chunk.iter().fold(0u32, |group, &byte| (group << 8) | byte as u32) << (8 * (3 - chunk.len()));
        let characters = chunk.len() + 1;
        for index in 0..4 {
            let character = if index < characters { ALPHABET[(group >> (18 - 6 * index)) as usize & 63] } else { b'=' };
            output.push(character);
        }
    }
    output
}

#[cfg(test)]
mod tests {
    use super::*;

    fn decode(text: &str) -> Option<Vec<u8>> {
        forgiving_decode(text.encode_utf16())
    }

    #[test]
    fn round_trips() {
        for bytes in [&b""[..], b"f", b"fo", b"foo", b"foob", b"fooba", b"foobar", b"\x00\xff\xfe\x80"] {
            let encoded = encode(bytes);
            assert_eq!(decode(std::str::from_utf8(&encoded).unwrap()).as_deref(), Some(bytes));
        }
        assert_eq!(encode(b"foobar"), b"Zm9vYmFy");
        assert_eq!(encode(b"fooba"), b"Zm9vYmE=");
        assert_eq!(encode(b"foob"), b"Zm9vYg==");
    }

    #[test]
    fn padding_is_optional_but_checked() {
        assert_eq!(decode("YQ").as_deref(), Some(&b"a"[..]));
        assert_eq!(decode("YQ==").as_deref(), Some(&b"a"[..]));
        assert_eq!(decode("YWI").as_deref(), Some(&b"ab"[..]));
        assert_eq!(decode("YWI=").as_deref(), Some(&b"ab"[..]));
        // Padding that does not make a multiple of 4, too much of it, or in the middle.
        assert_eq!(decode("YQ="), None);
        assert_eq!(decode("YQ==="), None);
        assert_eq!(decode("Y==="), None);
        assert_eq!(decode("YQ==YQ=="), None);
        assert_eq!(decode("Y=Q="), None);
        assert_eq!(decode("===="), None);
        assert_eq!(decode("="), None);
    }

    #[test]
    fn whitespace_is_ignored_anywhere_but_other_characters_fail() {
        assert_eq!(decode(" Y\tW\nI\x0c=\r ").as_deref(), Some(&b"ab"[..]));
        assert_eq!(decode("YQ= =").as_deref(), Some(&b"a"[..]));
        assert_eq!(decode(" \n "), Some(Vec::new()));
        assert_eq!(decode("YW\u{b}I"), None);
        assert_eq!(decode("YW-I"), None);
        assert_eq!(decode("YWI\u{e9}"), None);
        assert_eq!(forgiving_decode([0x59, 0x57, 0x149].into_iter()), None);
    }

    #[test]
    fn lengths_of_4n_plus_1_fail_and_leftover_bits_are_dropped() {
        assert_eq!(decode("Y"), None);
        assert_eq!(decode("YWJjZ"), None);
        // "YR": the four bits after the byte are not zero; they are discarded.
        assert_eq!(decode("YR").as_deref(), Some(&b"a"[..]));
        assert_eq!(decode("YWJ").as_deref(), Some(&b"ab"[..]));
    }
}
