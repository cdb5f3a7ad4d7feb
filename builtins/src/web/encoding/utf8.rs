//! Encoding Standard §8.1 UTF-8: the decoder's state machine and the encoder.

use vm::string::StrView;

use super::{DecodeError, REPLACEMENT};
use crate::string::push_code_point;

/// §8.1.1 UTF-8 decoder: its code point, bytes seen, bytes needed and the boundaries the
/// next continuation byte must lie within (narrowed after E0, ED, F0 and F4 so that
/// overlong forms, surrogates and code points past U+10FFFF are errors).
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Utf8Decoder {
    code_point: u32,
    bytes_seen: u8,
    bytes_needed: u8,
    lower_boundary: u8,
    upper_boundary: u8,
}

impl Default for Utf8Decoder {
    fn default() -> Utf8Decoder {
        Utf8Decoder { code_point: 0, bytes_seen: 0, bytes_needed: 0, lower_boundary: 0x80, upper_boundary: 0xbf }
    }
}

/// What the handler answers for one byte.
#[derive(Debug, PartialEq, Eq)]
enum Step {
    Continue,
    CodePoint(u32),
    /// An error; `restore` when the byte must be read again (it began something new).
    Error {
        restore: bool,
    },
}

impl Utf8Decoder {
    pub(crate) fn is_idle(&self) -> bool {
        self.bytes_needed == 0
    }

    /// Runs the handler over `input` (and end-of-queue if `flush`).
    pub(crate) fn decode(
        &mut self,
        input: &[u8],
        flush: bool,
        fatal: bool,
        out: &mut Vec<u16>,
    ) -> Result<(), DecodeError> {
        let mut index = 0;
        while index < input.len() {
            let byte = input[index];
            // Fast path: a run of ASCII outside a sequence is copied as it is (step 3's
            // first case, once per byte).
            if self.bytes_needed == 0 && byte < 0x80 {
                let run = input[index..].iter().position(|&byte| byte >= 0x80).unwrap_or(input.len() - index);
                out.extend(input[index..index + run].iter().map(|&byte| byte as u16));
                index += run;
                continue;
            }
            index += 1;
            match self.handle(byte) {
                Step::Continue => {}
                Step::CodePoint(code_point) => push_code_point(out, code_point),
                Step::Error { restore } => {
                    if restore {
                        index -= 1;
                    }
                    if fatal {
                        return Err(DecodeError { unread: input[index..].to_vec() });
                    }
                    out.push(REPLACEMENT);
                }
            }
        }
        // 1. If byte is end-of-queue and UTF-8 bytes needed is not 0, set UTF-8 bytes
        //    needed to 0 and return error.
        if flush && self.bytes_needed != 0 {
            *self = Utf8Decoder::default();
            if fatal {
                return Err(DecodeError { unread: Vec::new() });
            }
            out.push(REPLACEMENT);
        }
        // 2. If byte is end-of-queue, return finished.
        Ok(())
    }

    /// Steps 3-11 of the handler, for a byte.
    fn handle(&mut self, byte: u8) -> Step {
        // 3. If UTF-8 bytes needed is 0, based on byte:
        if self.bytes_needed == 0 {
            match byte {
                // 0x00 to 0x7F: return a code point whose value is byte.
                0x00..=0x7f => return Step::CodePoint(byte as u32),
                // 0xC2 to 0xDF: bytes needed 1, code point byte & 0x1F.
                0xc2..=0xdf => {
                    self.bytes_needed = 1;
                    self.code_point = (byte & 0x1f) as u32;
                }
                // 0xE0 to 0xEF: 1. If byte is 0xE0, set lower boundary to 0xA0. 2. If byte
                // is 0xED, set upper boundary to 0x9F. 3. Bytes needed 2. 4. Code point
                // byte & 0xF.
                0xe0..=0xef => {
                    if byte == 0xe0 {
                        self.lower_boundary = 0xa0;
                    }
                    if byte == 0xed {
                        self.upper_boundary = 0x9f;
                    }
                    self.bytes_needed = 2;
                    self.code_point = (byte & 0xf) as u32;
                }
                // 0xF0 to 0xF4: 1. If byte is 0xF0, set lower boundary to 0x90. 2. If byte
                // is 0xF4, set upper boundary to 0x8F. 3. Bytes needed 3. 4. Code point
                // byte & 0x7.
                0xf0..=0xf4 => {
                    if byte == 0xf0 {
                        self.lower_boundary = 0x90;
                    }
                    if byte == 0xf4 {
                        self.upper_boundary = 0x8f;
                    }
                    self.bytes_needed = 3;
                    self.code_point = (byte & 0x7) as u32;
                }
                // Otherwise: return error.
                _ => return Step::Error { restore: false },
            }
            // Return continue.
            return Step::Continue;
        }
        // 4. If byte is not in the range UTF-8 lower boundary to UTF-8 upper boundary,
        //    inclusive, then:
        if !(self.lower_boundary..=self.upper_boundary).contains(&byte) {
            // 1. Set code point, bytes needed and bytes seen to 0, the lower boundary to
            //    0x80 and the upper boundary to 0xBF.
            *self = Utf8Decoder::default();
            // 2. Restore byte to ioQueue. 3. Return error.
            return Step::Error { restore: true };
        }
        // 5. Set UTF-8 lower boundary to 0x80 and UTF-8 upper boundary to 0xBF.
        self.lower_boundary = 0x80;
        self.upper_boundary = 0xbf;
        // 6. Set UTF-8 code point to (UTF-8 code point << 6) | (byte & 0x3F).
        self.code_point = (self.code_point << 6) | (byte & 0x3f) as u32;
        // 7. Increase UTF-8 bytes seen by one.
        self.bytes_seen += 1;
        // 8. If UTF-8 bytes seen is not equal to UTF-8 bytes needed, return continue.
        if self.bytes_seen != self.bytes_needed {
            return Step::Continue;
        }
        // 9. Let code point be UTF-8 code point.
        let code_point = self.code_point;
        // 10. Set UTF-8 code point, UTF-8 bytes needed, and UTF-8 bytes seen to 0.
        *self = Utf8Decoder::default();
        // 11. Return a code point whose value is code point.
        Step::CodePoint(code_point)
    }
}

/// §8.1.2 the UTF-8 encoder over a string converted to a USVString (Web IDL §3.2.12: a
/// lone surrogate is U+FFFD): appends the bytes of whole code points while they fit in
/// `room` bytes, and answers how many code units it read (TextEncoder's encodeInto; encode
/// gives unlimited room).
pub(crate) fn encode_utf8_into(string: &StrView<'_>, out: &mut Vec<u8>, room: usize) -> usize {
    let start = out.len();
    match *string {
        StrView::Latin1(units) => {
            // Fast path: ASCII units are their own bytes.
            let ascii = units.iter().take(room).position(|&unit| unit >= 0x80).unwrap_or(units.len().min(room));
            out.extend_from_slice(&units[..ascii]);
            let mut read = ascii;
            for &unit in &units[ascii..] {
                let bytes = if unit < 0x80 { 1 } else { 2 };
                if out.len() - start + bytes > room {
                    break;
                }
                push_utf8(out, unit as u32);
                read += 1;
            }
            read
        }
        StrView::Utf16(units) => {
            let mut read = 0;
            while read < units.len() {
                let unit = units[read];
                let (code_point, length) = match unit {
                    0xd800..=0xdbff if read + 1 < units.len() && (0xdc00..=0xdfff).contains(&units[read + 1]) => {
                        let trail = units[read + 1];
                        (0x10000 + (((unit as u32) - 0xd800) << 10) + ((trail as u32) - 0xdc00), 2)
                    }
                    0xd800..=0xdfff => (REPLACEMENT as u32, 1),
                    _ => (unit as u32, 1),
                };
                if out.len() - start + utf8_length(code_point) > room {
                    break;
                }
                push_utf8(out, code_point);
                read += length;
            }
            read
        }
    }
}

/// The length in bytes of the UTF-8 encoding of a string converted to a USVString.
pub(crate) fn encoded_length(string: &StrView<'_>) -> usize {
    match *string {
        StrView::Latin1(units) => units.len() + units.iter().filter(|&&unit| unit >= 0x80).count(),
        StrView::Utf16(units) => {
            let mut length = 0;
            let mut index = 0;
            while index < units.len() {
                let unit = units[index];
                let pair = (0xd800..=0xdbff).contains(&unit)
                    && index + 1 < units.len()
                    && (0xdc00..=0xdfff).contains(&units[index + 1]);
                // A pair is 4 bytes; a lone surrogate is U+FFFD, 3 bytes, as is any
                // unit from U+0800.
                length += if pair { 4 } else { utf8_length(unit as u32) };
                index += if pair { 2 } else { 1 };
            }
            length
        }
    }
}

/// The number of bytes of a scalar value in UTF-8.
fn utf8_length(code_point: u32) -> usize {
    match code_point {
        0..=0x7f => 1,
        0x80..=0x7ff => 2,
        0x800..=0xffff => 3,
        _ => 4,
    }
}

/// §8.1.2 the encoder's handler for a scalar value: its bytes.
fn push_utf8(out: &mut Vec<u8>, code_point: u32) {
    // 2. If code point is an ASCII code point, return a byte whose value is code point.
    if code_point < 0x80 {
        out.push(code_point as u8);
        return;
    }
    // 3. Set count and offset based on the range code point is in.
    let (count, offset) = match code_point {
        0x80..=0x7ff => (1, 0xc0),
        0x800..=0xffff => (2, 0xe0),
        _ => (3, 0xf0),
    };
    // 4. Let bytes be a byte sequence whose first byte is (code point >> (6 × count)) +
    //    offset.
    out.push(((code_point >> (6 * count)) + offset) as u8);
    // 5. While count is greater than 0: temp is code point >> (6 × (count − 1)); append
    //    0x80 | (temp & 0x3F); decrease count by one.
    for count in (0..count).rev() {
        out.push(0x80 | ((code_point >> (6 * count)) & 0x3f) as u8);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Decodes `chunks` with one decoder (the last one flushed), replacing errors.
    fn decode(chunks: &[&[u8]]) -> String {
        let mut decoder = Utf8Decoder::default();
        let mut out = Vec::new();
        for (index, chunk) in chunks.iter().enumerate() {
            decoder.decode(chunk, index == chunks.len() - 1, false, &mut out).expect("replacement mode");
        }
        String::from_utf16(&out).expect("decoders produce scalar values")
    }

    #[test]
    fn well_formed_sequences_of_every_length() {
        assert_eq!(decode(&[b"a\xc3\xa9\xe2\x82\xac\xf0\x9f\x98\x80z"]), "aé€😀z");
        assert_eq!(decode(&[b"\xef\xbf\xbf\xf4\x8f\xbf\xbf"]), "\u{ffff}\u{10ffff}");
        assert_eq!(decode(&[b""]), "");
    }

    #[test]
    fn sequences_split_across_chunks_join() {
        assert_eq!(decode(&[b"\xe2", b"\x82", b"\xac"]), "€");
        assert_eq!(decode(&[b"\xf0\x9f", b"\x98\x80"]), "😀");
        assert_eq!(decode(&[b"x\xc3", b"\xa9y", b""]), "xéy");
    }

    #[test]
    fn an_unfinished_sequence_at_the_end_is_one_error() {
        assert_eq!(decode(&[b"a\xe2\x82"]), "a\u{fffd}");
        assert_eq!(decode(&[b"\xf0\x9f\x98", b""]), "\u{fffd}");
        // Without flushing, it waits.
        let mut decoder = Utf8Decoder::default();
        let mut out = Vec::new();
        decoder.decode(b"\xe2\x82", false, false, &mut out).unwrap();
        assert!(out.is_empty());
    }

    #[test]
    fn invalid_bytes_and_boundaries() {
        // Bytes that never start a sequence, and lone continuation bytes.
        assert_eq!(decode(&[b"\x80\xbf\xc0\xc1\xf5\xff"]), "\u{fffd}".repeat(6));
        // Overlong forms and surrogates are errors at their second byte, which is then read
        // again (a continuation byte alone: another error).
        assert_eq!(decode(&[b"\xe0\x80\x80"]), "\u{fffd}".repeat(3));
        assert_eq!(decode(&[b"\xed\xa0\x80"]), "\u{fffd}".repeat(3));
        assert_eq!(decode(&[b"\xf4\x90\x80\x80"]), "\u{fffd}".repeat(4));
        // A byte that ends a sequence early begins its own code point.
        assert_eq!(decode(&[b"\xe2\x82A"]), "\u{fffd}A");
        assert_eq!(decode(&[b"\xe2\xc3\xa9"]), "\u{fffd}é");
    }

    #[test]
    fn fatal_mode_stops_and_hands_back_the_unread_bytes() {
        let mut decoder = Utf8Decoder::default();
        let mut out = Vec::new();
        let error = decoder.decode(b"ok\xe2\x82Ayz", false, true, &mut out).unwrap_err();
        assert_eq!(error.unread, b"Ayz");
        assert_eq!(out, "ok".encode_utf16().collect::<Vec<_>>());
        assert_eq!(decoder, Utf8Decoder::default());
        let error = decoder.decode(b"\xff!", false, true, &mut out).unwrap_err();
        assert_eq!(error.unread, b"!");
        let error = Utf8Decoder::default().decode(b"\xc3", true, true, &mut out).unwrap_err();
        assert_eq!(error.unread, b"");
    }

    fn encode(units: &[u16], room: usize) -> (Vec<u8>, usize) {
        let mut out = Vec::new();
        let read = encode_utf8_into(&StrView::Utf16(units), &mut out, room);
        (out, read)
    }

    #[test]
    fn encoding_replaces_lone_surrogates() {
        let text: Vec<u16> = "a😀é".encode_utf16().collect();
        assert_eq!(encoded_length(&StrView::Utf16(&text)), 7);
        assert_eq!(encoded_length(&StrView::Utf16(&[0xd800, 0x41, 0xdc00])), 7);
        assert_eq!(encoded_length(&StrView::Latin1(b"a\xe9")), 3);
        assert_eq!(encode(&text, usize::MAX), ("a😀é".as_bytes().to_vec(), 4));
        assert_eq!(encode(&[0xd800, 0x41], usize::MAX), (b"\xef\xbf\xbdA".to_vec(), 2));
        assert_eq!(encode(&[0x41, 0xdc00], usize::MAX), (b"A\xef\xbf\xbd".to_vec(), 2));
        assert_eq!(encode(&[0xdc00, 0xd800], usize::MAX), (b"\xef\xbf\xbd\xef\xbf\xbd".to_vec(), 2));
    }

    #[test]
    fn encoding_into_limited_room_stops_before_a_code_point_that_does_not_fit() {
        let text: Vec<u16> = "a😀b".encode_utf16().collect();
        assert_eq!(encode(&text, 4), (b"a".to_vec(), 1));
        assert_eq!(encode(&text, 5), ("a😀".as_bytes().to_vec(), 3));
        let mut out = Vec::new();
        assert_eq!(encode_utf8_into(&StrView::Latin1(b"ab\xe9cd"), &mut out, 3), 2);
        assert_eq!(out, b"ab");
        out.clear();
        assert_eq!(encode_utf8_into(&StrView::Latin1(b"ab\xe9cd"), &mut out, 4), 3);
        assert_eq!(out, "abé".as_bytes());
        out.clear();
        assert_eq!(encode_utf8_into(&StrView::Latin1(b"abc"), &mut out, 2), 2);
    }
}
