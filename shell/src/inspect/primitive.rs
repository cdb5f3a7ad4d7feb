//! Primitives and property names: strings quoted and escaped as node's `strEscape` does
//! (single quotes, or double quotes or backticks when that saves escaping), long strings
//! truncated and split at line breaks, `-0`, `1n`, `Symbol(description)`.

use vm::runtime::bigint::BigIntRef;
use vm::runtime::number::number_to_string;
use vm::{JSValue, PropertyKey, StringRef, SymbolRef};

use super::{Compact, Inspector};

/// Strings longer than this (and than the room left on the line) are split after their
/// line breaks (node's `kMinLineLength`).
const MIN_LINE_LENGTH: usize = 16;

impl Inspector<'_> {
    /// node's `formatPrimitive`.
    pub(super) fn format_primitive(&self, value: JSValue) -> String {
        let Some(string) = StringRef::from_value(value) else { return primitive_text(value) };
        let length = string.len() as usize;
        let shown = self.options.max_string_length.map_or(length, |max| max.min(length));
        let mut units = Vec::with_capacity(shown);
        string.append_first_code_units(&mut units, shown);
        let mut trailer = String::new();
        if shown < length {
            let remaining = length - shown;
            trailer = format!("... {remaining} more character{}", if remaining > 1 { "s" } else { "" });
        }
        let room = self.break_length().saturating_sub(self.indentation as i64 + 4);
        if self.options.compact != Compact::Legacy && units.len() > MIN_LINE_LENGTH && units.len() as i64 > room {
            let separator = format!(" +\n{}", " ".repeat(self.indentation + 2));
            let lines: Vec<String> = split_after_line_breaks(&units).map(quote).collect();
            return lines.join(&separator) + &trailer;
        }
        quote(&units) + &trailer
    }
}

/// A primitive other than a string as node shows it: numbers as `String` gives them but
/// `-0`, BigInts with `n`, symbols as `Symbol(description)`.
pub(super) fn primitive_text(value: JSValue) -> String {
    if value.is_number() {
        return number_text(value.as_number());
    }
    if let Some(bigint) = BigIntRef::from_value(value) {
        return format!("{}n", bigint.value());
    }
    if let Some(symbol) = SymbolRef::from_value(value) {
        return symbol_text(symbol);
    }
    if let Some(string) = StringRef::from_value(value) {
        return string.to_string_lossy();
    }
    if value.is_boolean() {
        return value.as_bool().to_string();
    }
    if value.is_null() { "null".to_string() } else { "undefined".to_string() }
}

/// node's `formatNumber`: `String(number)`, except `-0`.
pub(super) fn number_text(number: f64) -> String {
    if number == 0.0 && number.is_sign_negative() { "-0".to_string() } else { number_to_string(number) }
}

/// `Symbol(description)`, as `Symbol.prototype.toString` gives it.
pub(super) fn symbol_text(symbol: SymbolRef) -> String {
    let description = StringRef::from_value(symbol.description()).map(StringRef::to_string_lossy);
    format!("Symbol({})", description.unwrap_or_default())
}

/// The code units of a string (ropes included).
pub(super) fn code_units(string: StringRef) -> Vec<u16> {
    let mut units = Vec::with_capacity(string.len() as usize);
    string.append_code_units(&mut units);
    units
}

/// The pieces of `units` that end in a line feed, and the rest (node splits on
/// `/(?<=\n)/`).
fn split_after_line_breaks(units: &[u16]) -> impl Iterator<Item = &[u16]> {
    units.split_inclusive(|&unit| unit == u16::from(b'\n'))
}

/// node's `strEscape`: the string between single quotes; between double quotes when it
/// holds a single quote and no double quote, or between backticks when it holds both but
/// no backtick or `${`. Control characters, the quote and the backslash are escaped, and
/// so are lone surrogates.
pub(super) fn quote(units: &[u16]) -> String {
    let has = |c: u8| units.contains(&u16::from(c));
    let quote = if !has(b'\'') {
        '\''
    } else if !has(b'"') {
        '"'
    } else if !has(b'`') && !units.windows(2).any(|pair| pair == [u16::from(b'$'), u16::from(b'{')]) {
        '`'
    } else {
        '\''
    };
    let mut text = String::with_capacity(units.len() + 2);
    text.push(quote);
    escape_into(&mut text, units, quote == '\'');
    text.push(quote);
    text
}

/// `units` with control characters, single quotes, backslashes and lone surrogates
/// escaped, unquoted: how node shows symbol descriptions and non-enumerable keys.
pub(super) fn escape(units: &[u16]) -> String {
    let mut text = String::with_capacity(units.len());
    escape_into(&mut text, units, true);
    text
}

fn escape_into(text: &mut String, units: &[u16], escape_single_quote: bool) {
    let mut index = 0;
    while index < units.len() {
        let unit = units[index];
        match unit {
            0x27 if escape_single_quote => text.push_str("\\'"),
            0x5c => text.push_str("\\\\"),
            0x08 => text.push_str("\\b"),
            0x09 => text.push_str("\\t"),
            0x0a => text.push_str("\\n"),
            0x0c => text.push_str("\\f"),
            0x0d => text.push_str("\\r"),
            0x00..=0x1f | 0x7f..=0x9f => text.push_str(&format!("\\x{unit:02X}")),
            0xd800..=0xdbff if units.get(index + 1).is_some_and(|&next| (0xdc00..=0xdfff).contains(&next)) => {
                text.extend(char::decode_utf16([unit, units[index + 1]]).map(|c| c.unwrap_or('\u{fffd}')));
                index += 1;
            }
            0xd800..=0xdfff => text.push_str(&format!("\\u{unit:x}")),
            _ => text.push(char::from_u32(u32::from(unit)).unwrap_or('\u{fffd}')),
        }
        index += 1;
    }
}

/// Whether node shows a key without quotes (`/^[a-zA-Z_][a-zA-Z_0-9]*$/`: no `$`, no
/// letters beyond ASCII).
fn is_plain_key(units: &[u16]) -> bool {
    let is = |unit: u16, digits: bool| {
        u8::try_from(unit).is_ok_and(|c| c.is_ascii_alphabetic() || c == b'_' || (digits && c.is_ascii_digit()))
    };
    units.first().is_some_and(|&first| is(first, false)) && units.iter().all(|&unit| is(unit, true))
}

/// The text of a property key: the symbol's `Symbol(description)`, or the string.
pub(super) fn key_units(key: PropertyKey) -> Vec<u16> {
    match key {
        PropertyKey::Atom(atom) => code_units(atom),
        PropertyKey::Index(index) => index.to_string().encode_utf16().collect(),
        PropertyKey::Symbol(symbol) => symbol_text(symbol).encode_utf16().collect(),
    }
}

/// How node names a property in `name: value`: `[Symbol(k)]`, `['__proto__']`, `[key]`
/// when it is not enumerable, `key` when it reads as an identifier, `'a-b'` otherwise.
pub(super) fn key_name(key: PropertyKey, enumerable: bool) -> String {
    let units = key_units(key);
    if matches!(key, PropertyKey::Symbol(_)) {
        return format!("[{}]", escape(&units));
    }
    if units == "__proto__".encode_utf16().collect::<Vec<_>>() {
        return "['__proto__']".to_string();
    }
    if !enumerable {
        return format!("[{}]", escape(&units));
    }
    if is_plain_key(&units) { String::from_utf16_lossy(&units) } else { quote(&units) }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn units(text: &str) -> Vec<u16> {
        text.encode_utf16().collect()
    }

    #[test]
    fn quotes_are_chosen_to_save_escapes() {
        assert_eq!(quote(&units("abc")), "'abc'");
        assert_eq!(quote(&units("it's")), "\"it's\"");
        assert_eq!(quote(&units("say \"hi\" it's")), "`say \"hi\" it's`");
        assert_eq!(quote(&units("a`b'c\"d")), "'a`b\\'c\"d'");
        assert_eq!(quote(&units("${'\"")), "'${\\'\"'");
    }

    #[test]
    fn control_characters_and_lone_surrogates_are_escaped() {
        assert_eq!(quote(&units("a\nb\t\u{0}\u{7f}\u{85}\\")), "'a\\nb\\t\\x00\\x7F\\x85\\\\'");
        assert_eq!(quote(&[0xd800, u16::from(b'x')]), "'\\ud800x'");
        assert_eq!(quote(&units("😀")), "'😀'");
        assert_eq!(quote(&[0x0b]), "'\\x0B'");
    }

    #[test]
    fn keys_are_quoted_unless_plain() {
        assert!(is_plain_key(&units("a_1")));
        assert!(!is_plain_key(&units("$a")));
        assert!(!is_plain_key(&units("1a")));
        assert!(!is_plain_key(&units("é")));
        assert!(!is_plain_key(&[]));
        assert_eq!(key_name(PropertyKey::Index(1), true), "'1'");
    }

    #[test]
    fn long_strings_split_after_line_breaks() {
        let text = units("a\n\nb\n");
        let pieces: Vec<_> = split_after_line_breaks(&text).map(String::from_utf16_lossy).collect();
        assert_eq!(pieces, ["a\n", "\n", "b\n"]);
    }

    #[test]
    fn negative_zero_keeps_its_sign() {
        assert_eq!(number_text(-0.0), "-0");
        assert_eq!(number_text(4e21), "4e+21");
    }
}
