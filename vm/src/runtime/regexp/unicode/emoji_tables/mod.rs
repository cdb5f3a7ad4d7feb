//! The properties of strings of table 68, as generated tables (see `generate.mjs`):
//! Basic_Emoji, the short RGI sequences, and the ZWJ sequences.

mod basic_emoji;
mod sequences;
mod zwj_sequences;

pub use basic_emoji::{BASIC_EMOJI_CODE_POINTS, BASIC_EMOJI_STRINGS};
pub use sequences::{
    EMOJI_KEYCAP_SEQUENCE, RGI_EMOJI_FLAG_SEQUENCE, RGI_EMOJI_MODIFIER_SEQUENCE, RGI_EMOJI_TAG_SEQUENCE,
};
pub use zwj_sequences::RGI_EMOJI_ZWJ_SEQUENCE;

/// The Unicode version of these tables.
pub const UNICODE_VERSION: (u8, u8, u8) = (17, 0, 0);
