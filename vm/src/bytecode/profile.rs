//! Profiles: what the interpreter observed, for the JIT to specialise on.

/// What an arithmetic site has seen.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ArithProfile(u8);

impl ArithProfile {
    /// Both operands were int32 and so was the result.
    pub const INT32: u8 = 1;
    /// An int32 operation overflowed (the result needed a double).
    pub const OVERFLOWED: u8 = 2;
    /// An operand or the result was a double.
    pub const DOUBLE: u8 = 4;
    /// An operand was not a number (strings, objects, BigInts).
    pub const OTHER: u8 = 8;

    pub fn record(&mut self, bits: u8) {
        self.0 |= bits;
    }

    pub fn bits(self) -> u8 {
        self.0
    }

    pub fn has(self, bits: u8) -> bool {
        self.0 & bits != 0
    }
}

/// The types of values a site has produced.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ValueProfile(u8);

impl ValueProfile {
    pub const INT32: u8 = 1;
    pub const DOUBLE: u8 = 2;
    pub const CELL: u8 = 4;
    pub const OTHER: u8 = 8;

    pub fn record(&mut self, value: crate::JSValue) {
        self.0 |= if value.is_int32() {
            Self::INT32
        } else if value.is_double() {
            Self::DOUBLE
        } else if value.is_cell() {
            Self::CELL
        } else {
            Self::OTHER
        };
    }

    pub fn bits(self) -> u8 {
        self.0
    }

    /// Whether the site has produced a value of one of the kinds in `bits`.
    pub fn has(self, bits: u8) -> bool {
        self.0 & bits != 0
    }
}
