//! Encoding Standard §14.2 the shared UTF-16 decoder (UTF-16BE and UTF-16LE).

use super::{DecodeError, REPLACEMENT};

/// §14.2.1 its state: the lead byte and the lead surrogate, and whether it is big-endian.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Utf16Decoder {
    big_endian: bool,
    lead_byte: Option<u8>,
    lead_surrogate: Option<u16>,
}

impl Utf16Decoder {
    pub(crate) fn new(big_endian: bool) -> Utf16Decoder {
        Utf16Decoder { big_endian, lead_byte: None, lead_surrogate: None }
    }

    pub(crate) fn is_idle(&self) -> bool {
        self.lead_byte.is_none() && self.lead_surrogate.is_none()
    }

    /// Runs the handler over `input` (and end-of-queue if `flush`). Its output is UTF-16
    /// already: a code unit, or a surrogate pair, at a time.
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
            index += 1;
            // 3. If lead byte is null, set it to byte and return continue.
            let Some(lead_byte) = self.lead_byte.take() else {
                self.lead_byte = Some(byte);
                continue;
            };
            // 4. Let code unit be the result of: is UTF-16BE ? (lead byte << 8) + byte :
            //    (byte << 8) + lead byte. Then set lead byte to null.
            let code_unit = if self.big_endian {
                u16::from_be_bytes([lead_byte, byte])
            } else {
                u16::from_le_bytes([lead_byte, byte])
            };
            // 5. If lead surrogate is non-null, then:
            if let Some(lead_surrogate) = self.lead_surrogate.take() {
                // 1. Set lead surrogate to null. 2. If code unit is a trailing surrogate,
                //    return the code point they make.
                if (0xdc00..=0xdfff).contains(&code_unit) {
                    out.extend([lead_surrogate, code_unit]);
                    continue;
                }
                // 3-5. Restore the code unit's two bytes to ioQueue and return error.
                if fatal {
                    let mut unread = vec![lead_byte, byte];
                    unread.extend_from_slice(&input[index..]);
                    return Err(DecodeError { unread });
                }
                out.push(REPLACEMENT);
                // Reading the two bytes again makes the same code unit, with no lead
                // surrogate: go on to step 6 with it.
            }
            match code_unit {
                // 6. If code unit is a leading surrogate, set lead surrogate to it and
                //    return continue.
                0xd800..=0xdbff => self.lead_surrogate = Some(code_unit),
                // 7. If code unit is a trailing surrogate, return error.
                0xdc00..=0xdfff => {
                    if fatal {
                        return Err(DecodeError { unread: input[index..].to_vec() });
                    }
                    out.push(REPLACEMENT);
                }
                // 8. Return code point code unit.
                _ => out.push(code_unit),
            }
        }
        // 1. If byte is end-of-queue and either lead byte or lead surrogate is non-null,
        //    set both to null and return error.
        if flush && (self.lead_byte.is_some() || self.lead_surrogate.is_some()) {
            self.lead_byte = None;
            self.lead_surrogate = None;
            if fatal {
                return Err(DecodeError { unread: Vec::new() });
            }
            out.push(REPLACEMENT);
        }
        // 2. If byte is end-of-queue, return finished.
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn decode(big_endian: bool, chunks: &[&[u8]]) -> Vec<u16> {
        let mut decoder = Utf16Decoder::new(big_endian);
        let mut out = Vec::new();
        for (index, chunk) in chunks.iter().enumerate() {
            decoder.decode(chunk, index == chunks.len() - 1, false, &mut out).expect("replacement mode");
        }
        out
    }

    #[test]
    fn both_byte_orders() {
        assert_eq!(decode(false, &[b"A\x00\x3d\xd8\x00\xde"]), vec![0x41, 0xd83d, 0xde00]);
        assert_eq!(decode(true, &[b"\x00A\xd8\x3d\xde\x00"]), vec![0x41, 0xd83d, 0xde00]);
    }

    #[test]
    fn units_and_pairs_split_across_chunks() {
        assert_eq!(decode(false, &[b"A", b"\x00\x3d", b"\xd8\x00", b"\xde"]), vec![0x41, 0xd83d, 0xde00]);
    }

    #[test]
    fn errors() {
        // An odd byte at the end, a lone lead surrogate at the end, a lone trail.
        assert_eq!(decode(false, &[b"A\x00B"]), vec![0x41, REPLACEMENT]);
        assert_eq!(decode(false, &[b"\x3d\xd8"]), vec![REPLACEMENT]);
        assert_eq!(decode(false, &[b"\x00\xdcA\x00"]), vec![REPLACEMENT, 0x41]);
        // A lead surrogate followed by a unit that is not a trail: an error, then that unit.
        assert_eq!(decode(false, &[b"\x3d\xd8A\x00"]), vec![REPLACEMENT, 0x41]);
        assert_eq!(decode(false, &[b"\x3d\xd8\x3d\xd8\x00\xde"]), vec![REPLACEMENT, 0xd83d, 0xde00]);
    }

    #[test]
    fn fatal_mode_hands_back_a_restored_unit() {
        let mut decoder = Utf16Decoder::new(false);
        let mut out = Vec::new();
        decoder.decode(b"\x3d\xd8A", false, true, &mut out).unwrap();
        let error = decoder.decode(b"\x00!\x00", false, true, &mut out).unwrap_err();
        assert_eq!(error.unread, b"A\x00!\x00");
        assert!(out.is_empty());
    }
}
