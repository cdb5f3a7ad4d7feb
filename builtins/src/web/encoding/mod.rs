//! The Encoding Standard's encodings that TextDecoder supports, as byte-level state
//! machines with no engine in sight (so they are unit-tested here): UTF-8 (§8.1),
//! UTF-16LE and UTF-16BE (§14.2), and windows-1252 (§9.1, the single-byte encoding that
//! the labels `latin1`, `ascii` and `iso-8859-1` name). The other legacy encodings (the
//! other single-byte code pages and the CJK ones) need tables this engine does not carry:
//! their labels are a RangeError, as an unknown label is.
//!
//! A decoder's handler reads one byte at a time and may "restore" bytes to the input
//! (re-read them in its initial state) after an error. Here a decoder runs over a whole
//! chunk: [`Decoder::decode`] appends UTF-16 code units to the output, replacing errors
//! with U+FFFD, or in fatal mode stops at the first error and hands back the bytes it had
//! not consumed (those it restored included), which TextDecoder keeps in its I/O queue.

mod single_byte;
mod utf16;
mod utf8;

pub(crate) use utf8::{encode_utf8_into, encoded_length};

/// The replacement character that replaces decoding errors.
pub(crate) const REPLACEMENT: u16 = 0xfffd;

/// An encoding (§4.2 names and labels), of those supported.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Encoding {
    Utf8,
    Utf16Le,
    Utf16Be,
    Windows1252,
}

/// §4.2 Names and labels: each label of the supported encodings.
const LABELS: [(&str, Encoding); 32] = [
    ("unicode-1-1-utf-8", Encoding::Utf8),
    ("unicode11utf8", Encoding::Utf8),
    ("unicode20utf8", Encoding::Utf8),
    ("utf-8", Encoding::Utf8),
    ("utf8", Encoding::Utf8),
    ("x-unicode20utf8", Encoding::Utf8),
    ("unicodefffe", Encoding::Utf16Be),
    ("utf-16be", Encoding::Utf16Be),
    ("csunicode", Encoding::Utf16Le),
    ("iso-10646-ucs-2", Encoding::Utf16Le),
    ("ucs-2", Encoding::Utf16Le),
    ("unicode", Encoding::Utf16Le),
    ("unicodefeff", Encoding::Utf16Le),
    ("utf-16", Encoding::Utf16Le),
    ("utf-16le", Encoding::Utf16Le),
    ("ansi_x3.4-1968", Encoding::Windows1252),
    ("ascii", Encoding::Windows1252),
    ("cp1252", Encoding::Windows1252),
    ("cp819", Encoding::Windows1252),
    ("csisolatin1", Encoding::Windows1252),
    ("ibm819", Encoding::Windows1252),
    ("iso-8859-1", Encoding::Windows1252),
    ("iso-ir-100", Encoding::Windows1252),
    ("iso8859-1", Encoding::Windows1252),
    ("iso88591", Encoding::Windows1252),
    ("iso_8859-1", Encoding::Windows1252),
    ("iso_8859-1:1987", Encoding::Windows1252),
    ("l1", Encoding::Windows1252),
    ("latin1", Encoding::Windows1252),
    ("us-ascii", Encoding::Windows1252),
    ("windows-1252", Encoding::Windows1252),
    ("x-cp1252", Encoding::Windows1252),
];

impl Encoding {
    /// §4.2 get an encoding: the label without leading and trailing ASCII whitespace,
    /// compared ASCII case-insensitively with the labels; `None` for failure (and for the
    /// encodings not supported).
    pub(crate) fn for_label(label: &[u16]) -> Option<Encoding> {
        let is_whitespace = |&unit: &u16| crate::base64::is_ascii_whitespace(unit);
        let start = label.iter().position(|unit| !is_whitespace(unit)).unwrap_or(label.len());
        let end = label.iter().rposition(|unit| !is_whitespace(unit)).map_or(start, |last| last + 1);
        let label = &label[start..end];
        let lower = |unit: u16| if (b'A' as u16..=b'Z' as u16).contains(&unit) { unit + 0x20 } else { unit };
        LABELS
            .iter()
            .find(|(name, _)| name.len() == label.len() && name.bytes().zip(label).all(|(b, &u)| b as u16 == lower(u)))
            .map(|&(_, encoding)| encoding)
    }

    /// The encoding's name, lowercased (TextDecoder's `encoding`).
    pub(crate) fn name(self) -> &'static str {
        match self {
            Encoding::Utf8 => "utf-8",
            Encoding::Utf16Le => "utf-16le",
            Encoding::Utf16Be => "utf-16be",
            Encoding::Windows1252 => "windows-1252",
        }
    }

    /// A new instance of the encoding's decoder.
    pub(crate) fn decoder(self) -> Decoder {
        match self {
            Encoding::Utf8 => Decoder::Utf8(utf8::Utf8Decoder::default()),
            Encoding::Utf16Le => Decoder::Utf16(utf16::Utf16Decoder::new(false)),
            Encoding::Utf16Be => Decoder::Utf16(utf16::Utf16Decoder::new(true)),
            Encoding::Windows1252 => Decoder::SingleByte,
        }
    }

    /// Whether serializing the decoder's output drops a leading byte order mark
    /// (§7.1 serialize I/O queue, step 2.3).
    pub(crate) fn strips_bom(self) -> bool {
        self != Encoding::Windows1252
    }
}

/// A decoder instance with its state between chunks.
#[derive(Clone, Debug)]
pub(crate) enum Decoder {
    Utf8(utf8::Utf8Decoder),
    Utf16(utf16::Utf16Decoder),
    SingleByte,
}

/// How a chunk's decoding ended in fatal mode: at an error, with the bytes not consumed
/// (what the decoder restored to its input first).
#[derive(Debug, PartialEq, Eq)]
pub(crate) struct DecodeError {
    pub unread: Vec<u8>,
}

impl Decoder {
    /// Whether the decoder is between sequences (holds no bytes of an unfinished one).
    pub(crate) fn is_idle(&self) -> bool {
        match self {
            Decoder::Utf8(decoder) => decoder.is_idle(),
            Decoder::Utf16(decoder) => decoder.is_idle(),
            Decoder::SingleByte => true,
        }
    }

    /// Runs the decoder over `input`, then, if `flush`, over end-of-queue; appends the code
    /// points it produces to `out` as UTF-16. Errors become U+FFFD unless `fatal`, when
    /// the first one ends the decoding.
    pub(crate) fn decode(
        &mut self,
        input: &[u8],
        flush: bool,
        fatal: bool,
        out: &mut Vec<u16>,
    ) -> Result<(), DecodeError> {
        match self {
            Decoder::Utf8(decoder) => decoder.decode(input, flush, fatal, out),
            Decoder::Utf16(decoder) => decoder.decode(input, flush, fatal, out),
            Decoder::SingleByte => {
                single_byte::decode_windows_1252(input, out);
                Ok(())
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn units(text: &str) -> Vec<u16> {
        text.encode_utf16().collect()
    }

    #[test]
    fn labels_are_trimmed_and_case_insensitive() {
        assert_eq!(Encoding::for_label(&units("utf-8")), Some(Encoding::Utf8));
        assert_eq!(Encoding::for_label(&units(" \t\nUTF8\x0c\r ")), Some(Encoding::Utf8));
        assert_eq!(Encoding::for_label(&units("Latin1")), Some(Encoding::Windows1252));
        assert_eq!(Encoding::for_label(&units("utf-16")), Some(Encoding::Utf16Le));
        assert_eq!(Encoding::for_label(&units("UTF-16BE")), Some(Encoding::Utf16Be));
        // Not whitespace to the standard, unknown labels, the replacement encoding, and
        // KELVIN SIGN, which some case foldings map to "k".
        assert_eq!(Encoding::for_label(&units("\u{b}utf-8")), None);
        assert_eq!(Encoding::for_label(&units("utf-7")), None);
        assert_eq!(Encoding::for_label(&units("replacement")), None);
        assert_eq!(Encoding::for_label(&units("\u{212a}oi8-r")), None);
        assert_eq!(Encoding::for_label(&units("")), None);
    }
}
