//! Case equivalence classes of 22.2.2.7.3 Canonicalize, one generated table per mode (see
//! `generate.mjs`).

mod simple_case_folding;
mod uppercase_code_units;

pub use simple_case_folding::SIMPLE_CASE_FOLDING;
pub use uppercase_code_units::UPPERCASE_CODE_UNITS;

/// The Unicode version of these tables.
pub const UNICODE_VERSION: (u8, u8, u8) = (17, 0, 0);
