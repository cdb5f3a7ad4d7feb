//! Base64 (RFC 4648 §4 and §5), one codec for ECMAScript's `Uint8Array.fromBase64`,
//! `setFromBase64` and `toBase64` (ES2026, with its alphabets and last-chunk
//! handling) and for the web platform's `atob` and `btoa`.
//!
//! The decoder is FromBase64 ( string, alphabet, lastChunkHandling [ , maxLength ] ):
//! one pass over the code units that skips ASCII whitespace, gathers characters in chunks
//! of four, and answers how far it read, the bytes and whether it failed. Infra's
//! forgiving-base64 decode (§4.7), which `atob` uses, is exactly FromBase64 with the
//! standard alphabet and "loose" last-chunk handling: whitespace anywhere is ignored,
//! padding is optional but must be right when present, a length of 4n + 1 fails, and the
//! unused bits of the last character need not be zero.

/// The standard alphabet; base64url replaces `+` and `/` by `-` and `_`.
const ALPHABET: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
const URL_ALPHABET: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

/// The `alphabet` option.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Alphabet {
    Base64,
    Base64Url,
}

/// The `lastChunkHandling` option: what a last chunk of fewer than four characters means.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum LastChunkHandling {
    /// Decoded, padded or not, its unused bits ignored.
    Loose,
    /// Must be padded, and its unused bits zero.
    Strict,
    /// Left unread (a partial chunk, padded or not, is not decoded).
    StopBeforePartial,
}

/// What FromBase64 returns: how many code units it consumed (`[[Read]]`), the bytes, and
/// whether it stopped on a SyntaxError (`[[Error]]`). The bytes decoded before an error
/// are kept: `setFromBase64` writes them before it throws.
#[derive(Debug, PartialEq, Eq)]
pub(crate) struct Decoded {
    pub read: usize,
    pub bytes: Vec<u8>,
    pub failed: bool,
}

/// The six bits a character of the standard alphabet stands for.
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

/// SkipAsciiWhitespace ( string, index )
fn skip_ascii_whitespace<T: Copy + Into<u16>>(units: &[T], mut index: usize) -> usize {
    while index < units.len() && is_ascii_whitespace(units[index].into()) {
        index += 1;
    }
    index
}

/// DecodeBase64Chunk ( chunk [ , throwOnExtraBits ] ): appends the bytes of a chunk of
/// `length` characters (2 to 4) whose sextets are the low bits of `chunk`; false when
/// `throw_on_extra_bits` and the unused bits are not zero.
fn decode_chunk(bytes: &mut Vec<u8>, chunk: u32, length: usize, throw_on_extra_bits: bool) -> bool {
    // 1-4. Pad the chunk to four characters with "A"s and read its 24 bits.
    let group = chunk << (6 * (4 - length));
    let [_, first, second, third] = group.to_be_bytes();
    match length {
        // 5. Two characters: one byte; the last four bits are extra.
        2 => {
            if throw_on_extra_bits && second != 0 {
                return false;
            }
            bytes.push(first);
        }
        // 6. Three characters: two bytes; the last two bits are extra.
        3 => {
            if throw_on_extra_bits && third != 0 {
                return false;
            }
            bytes.extend_from_slice(&[first, second]);
        }
        // 7. Four: three bytes.
        _ => bytes.extend_from_slice(&[first, second, third]),
    }
    true
}

/// FromBase64 ( string, alphabet, lastChunkHandling [ , maxLength ] ) over the code
/// units of `string`; `max_length` is `usize::MAX` when absent.
pub(crate) fn from_base64<T: Copy + Into<u16>>(
    units: &[T],
    alphabet: Alphabet,
    last_chunk_handling: LastChunkHandling,
    max_length: usize,
) -> Decoded {
    let mut bytes = Vec::new();
    let done = |read, bytes| Decoded { read, bytes, failed: false };
    let fail = |read, bytes| Decoded { read, bytes, failed: true };
    // 2. If maxLength = 0, return the empty result.
    if max_length == 0 {
        return done(0, bytes);
    }
    // 3-9. read, bytes, chunk, chunkLength, index, length.
    let mut read = 0;
    let mut chunk: u32 = 0;
    let mut chunk_length = 0;
    let length = units.len();
    let mut index = 0;
    // 10. Repeat,
    loop {
        // a. Set index to SkipAsciiWhitespace(string, index).
        index = skip_ascii_whitespace(units, index);
        // b. If index = length, then
        if index == length {
            // i. If chunkLength > 0, then
            if chunk_length > 0 {
                match last_chunk_handling {
                    // 1. "stop-before-partial": leave the partial chunk unread.
                    LastChunkHandling::StopBeforePartial => return done(read, bytes),
                    // 2. "loose": one character is an error; otherwise decode it.
                    LastChunkHandling::Loose => {
                        if chunk_length == 1 {
                            return fail(read, bytes);
                        }
                        decode_chunk(&mut bytes, chunk, chunk_length, false);
                    }
                    // 3. "strict": an unpadded chunk is an error.
                    LastChunkHandling::Strict => return fail(read, bytes),
                }
            }
            // ii. Return the Record { [[Read]]: length, [[Bytes]]: bytes, [[Error]]: none }.
            return done(length, bytes);
        }
        // c-d. Let char be the code unit at index; set index to index + 1.
        let unit: u16 = units[index].into();
        index += 1;
        // e. If char is "=", then
        if unit == u16::from(b'=') {
            // i. If chunkLength < 2, it is an error.
            if chunk_length < 2 {
                return fail(read, bytes);
            }
            // ii. Set index to SkipAsciiWhitespace(string, index).
            index = skip_ascii_whitespace(units, index);
            // iii. If chunkLength = 2, then a second "=" must follow.
            if chunk_length == 2 {
                // 1. If index = length: stop before the partial chunk, or fail.
                if index == length {
                    if last_chunk_handling == LastChunkHandling::StopBeforePartial {
                        return done(read, bytes);
                    }
                    return fail(read, bytes);
                }
                // 2-3. If char is "=", set index to SkipAsciiWhitespace(string, index + 1).
                if units[index].into() == u16::from(b'=') {
                    index = skip_ascii_whitespace(units, index + 1);
                }
            }
            // iv. If index < length, anything after the padding is an error.
            if index < length {
                return fail(read, bytes);
            }
            // v. throwOnExtraBits is true only for "strict".
            let throw_on_extra_bits = last_chunk_handling == LastChunkHandling::Strict;
            // vi-viii. Decode the last chunk, or fail on its extra bits.
            if !decode_chunk(&mut bytes, chunk, chunk_length, throw_on_extra_bits) {
                return fail(read, bytes);
            }
            // ix. Return the Record { [[Read]]: length, [[Bytes]]: bytes, [[Error]]: none }.
            return done(length, bytes);
        }
        // f. If alphabet is "base64url", "+" and "/" are errors and "-" and "_" stand for
        //    them. g. Any other character outside the alphabet is an error.
        let value = match (alphabet, unit) {
            (Alphabet::Base64Url, 0x2b | 0x2f) => None,
            (Alphabet::Base64Url, 0x2d) => Some(62),
            (Alphabet::Base64Url, 0x5f) => Some(63),
            _ => sextet(unit),
        };
        let Some(value) = value else { return fail(read, bytes) };
        // h. Let remaining be maxLength - the length of bytes.
        let remaining = max_length - bytes.len();
        // i. If remaining = 1 and chunkLength = 2, or remaining = 2 and chunkLength = 3,
        //    the chunk would not fit: stop before it.
        if (remaining == 1 && chunk_length == 2) || (remaining == 2 && chunk_length == 3) {
            return done(read, bytes);
        }
        // j. Append char to chunk; set chunkLength to chunkLength + 1.
        chunk = (chunk << 6) | value;
        chunk_length += 1;
        // k. If chunkLength = 4, then
        if chunk_length == 4 {
            // i-ii. Decode it and start a new chunk.
            decode_chunk(&mut bytes, chunk, 4, false);
            chunk = 0;
            chunk_length = 0;
            // iii. Set read to index.
            read = index;
            // iv. If the length of bytes = maxLength, return.
            if bytes.len() == max_length {
                return done(read, bytes);
            }
        }
    }
}

/// Infra §4.7 forgiving-base64 decode: the bytes, or `None` for failure. It is FromBase64
/// with the standard alphabet, "loose" handling and no maximum length.
pub(crate) fn forgiving_decode<T: Copy + Into<u16>>(units: &[T]) -> Option<Vec<u8>> {
    let decoded = from_base64(units, Alphabet::Base64, LastChunkHandling::Loose, usize::MAX);
    (!decoded.failed).then_some(decoded.bytes)
}

/// The base64 of `bytes` in `alphabet` as ASCII bytes, padded with `=` (RFC 4648 §4)
/// unless `omit_padding`.
pub(crate) fn encode(bytes: &[u8], alphabet: Alphabet, omit_padding: bool) -> Vec<u8> {
    let characters_of = match alphabet {
        Alphabet::Base64 => ALPHABET,
        Alphabet::Base64Url => URL_ALPHABET,
    };
    let mut output = Vec::with_capacity(bytes.len().div_ceil(3) * 4);
    for chunk in bytes.chunks(3) {
        let group = chunk.iter().fold(0u32, |group, &byte| (group << 8) | byte as u32) << (8 * (3 - chunk.len()));
        let characters = chunk.len() + 1;
        for index in 0..4 {
            if index < characters {
                output.push(characters_of[(group >> (18 - 6 * index)) as usize & 63]);
            } else if !omit_padding {
                output.push(b'=');
            }
        }
    }
    output
}

#[cfg(test)]
mod tests {
    use super::*;

    fn decode(text: &str) -> Option<Vec<u8>> {
        forgiving_decode(&text.encode_utf16().collect::<Vec<u16>>())
    }

    #[test]
    fn round_trips() {
        for bytes in [&b""[..], b"f", b"fo", b"foo", b"foob", b"fooba", b"foobar", b"\x00\xff\xfe\x80"] {
            let encoded = encode(bytes, Alphabet::Base64, false);
            assert_eq!(decode(std::str::from_utf8(&encoded).unwrap()).as_deref(), Some(bytes));
        }
        assert_eq!(encode(b"foobar", Alphabet::Base64, false), b"Zm9vYmFy");
        assert_eq!(encode(b"fooba", Alphabet::Base64, false), b"Zm9vYmE=");
        assert_eq!(encode(b"foob", Alphabet::Base64, false), b"Zm9vYg==");
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
        assert_eq!(forgiving_decode(&[0x59u16, 0x57, 0x149]), None);
    }

    #[test]
    fn lengths_of_4n_plus_1_fail_and_leftover_bits_are_dropped() {
        assert_eq!(decode("Y"), None);
        assert_eq!(decode("YWJjZ"), None);
        // "YR": the four bits after the byte are not zero; they are discarded.
        assert_eq!(decode("YR").as_deref(), Some(&b"a"[..]));
        assert_eq!(decode("YWJ").as_deref(), Some(&b"ab"[..]));
    }

    fn from(text: &str, alphabet: Alphabet, handling: LastChunkHandling, max: usize) -> (usize, Vec<u8>, bool) {
        let decoded = from_base64(text.as_bytes(), alphabet, handling, max);
        (decoded.read, decoded.bytes, decoded.failed)
    }

    #[test]
    fn last_chunk_handling() {
        use LastChunkHandling::*;
        let base64 = Alphabet::Base64;
        assert_eq!(from("Zm9vYg", base64, Loose, usize::MAX), (6, b"foob".to_vec(), false));
        assert_eq!(from("Zm9vYg", base64, Strict, usize::MAX), (4, b"foo".to_vec(), true));
        assert_eq!(from("Zm9vYg", base64, StopBeforePartial, usize::MAX), (4, b"foo".to_vec(), false));
        assert_eq!(from("Zm9vYg==", base64, Strict, usize::MAX), (8, b"foob".to_vec(), false));
        assert_eq!(from("Zm9vYg=", base64, StopBeforePartial, usize::MAX), (4, b"foo".to_vec(), false));
        assert_eq!(from("Zm9vYg=", base64, Loose, usize::MAX), (4, b"foo".to_vec(), true));
        // Extra bits: ignored unless strict.
        assert_eq!(from("Zm9vYh==", base64, Loose, usize::MAX), (8, b"foob".to_vec(), false));
        assert_eq!(from("Zm9vYh==", base64, Strict, usize::MAX), (4, b"foo".to_vec(), true));
        // One character left over is an error even when loose.
        assert_eq!(from("Zm9vY", base64, Loose, usize::MAX), (4, b"foo".to_vec(), true));
        assert_eq!(from("Zm9vY", base64, StopBeforePartial, usize::MAX), (4, b"foo".to_vec(), false));
    }

    #[test]
    fn url_alphabet_and_omitted_padding() {
        assert_eq!(encode(&[0xfb, 0xff], Alphabet::Base64, false), b"+/8=");
        assert_eq!(encode(&[0xfb, 0xff], Alphabet::Base64Url, true), b"-_8");
        let loose = LastChunkHandling::Loose;
        assert_eq!(from("-_8", Alphabet::Base64Url, loose, usize::MAX), (3, vec![0xfb, 0xff], false));
        assert!(from("+/8=", Alphabet::Base64Url, loose, usize::MAX).2);
        assert!(from("-_8=", Alphabet::Base64, loose, usize::MAX).2);
    }

    #[test]
    fn max_length_stops_before_a_chunk_that_does_not_fit() {
        let (base64, loose) = (Alphabet::Base64, LastChunkHandling::Loose);
        assert_eq!(from("Zm9vYmFy", base64, loose, 0), (0, vec![], false));
        assert_eq!(from("Zm9vYmFy", base64, loose, 3), (4, b"foo".to_vec(), false));
        assert_eq!(from("Zm9vYmFy", base64, loose, 4), (4, b"foo".to_vec(), false));
        assert_eq!(from("Zm9vYmE=", base64, loose, 5), (8, b"fooba".to_vec(), false));
        assert_eq!(from("Zm9vYg==", base64, loose, 4), (8, b"foob".to_vec(), false));
        // Whitespace after the last full chunk is not read.
        assert_eq!(from("Zm9v  YmFy", base64, loose, 3), (4, b"foo".to_vec(), false));
    }
}
