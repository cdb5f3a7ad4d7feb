//! 22.2.5.1 RegExp.escape ( S ) (ES2025): a string that, put in a pattern, matches `S`
//! literally, in any context (after a `\0` or `\c`, inside a class, under any flags).

use vm::runtime::function::CallArgs;
use vm::runtime::number::is_whitespace;
use vm::string::builder::StringBuilder;
use vm::{JSValue, JsResult, Message, StringRef, Vm};

/// 22.2.5.1 RegExp.escape ( S )
pub(crate) fn regexp_escape(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1. If S is not a String, throw a TypeError exception.
    let Some(string) = StringRef::from_value(args.get(vm, 0)) else {
        let detail = vm.describe_value(args.get(vm, 0));
        return Err(vm.throw_error_with(Message::NotAString, detail));
    };
    let string = vm.flatten(string)?;
    let view = string.view(vm).expect("flattened");
    let units: Vec<u16> = view.code_units().collect();
    // 2. Let escaped be the empty String.
    let mut escaped = StringBuilder::new();
    // 3. Let cpList be StringToCodePoints(S).
    let mut index = 0;
    while index < units.len() {
        let (c, width) = code_point_at(&units, index);
        // 4.a. If escaped is the empty String and c is matched by either DecimalDigit or
        // AsciiLetter, then (the first character: after `\0` or `\c` it would extend them)
        let pushed = if index == 0 && is_digit_or_ascii_letter(c) {
            // i-iv. "\x" and c's two lowercase hexadecimal digits.
            push_hex_escape(&mut escaped, c)
        } else {
            // 4.b. Else, EncodeForRegExpEscape(c).
            encode_for_regexp_escape(&mut escaped, c, &units[index..index + width])
        };
        pushed.map_err(|error| vm.throw_build_error(error))?;
        index += width;
    }
    // 5. Return escaped.
    Ok(escaped.finish(vm)?.to_value())
}

/// The code point at `index` and how many code units it takes (a lone surrogate is one).
fn code_point_at(units: &[u16], index: usize) -> (u32, usize) {
    let unit = u32::from(units[index]);
    if (0xD800..0xDC00).contains(&unit) && index + 1 < units.len() {
        let trail = u32::from(units[index + 1]);
        if (0xDC00..0xE000).contains(&trail) {
            return (0x10000 + ((unit - 0xD800) << 10) + (trail - 0xDC00), 2);
        }
    }
    (unit, 1)
}

fn is_digit_or_ascii_letter(c: u32) -> bool {
    char::from_u32(c).is_some_and(|c| c.is_ascii_alphanumeric())
}

type Pushed = Result<(), vm::string::builder::BuildError>;

/// `\x` and two lowercase hexadecimal digits of `c` (at most 0xFF).
fn push_hex_escape(escaped: &mut StringBuilder, c: u32) -> Pushed {
    escaped.push_latin1(format!("\\x{c:02x}").as_bytes())
}

/// 22.2.5.1.1 EncodeForRegExpEscape ( c ); `units` are c's own code units.
fn encode_for_regexp_escape(escaped: &mut StringBuilder, c: u32, units: &[u16]) -> Pushed {
    let ascii = u8::try_from(c).ok().filter(u8::is_ascii);
    // 1. If c is matched by SyntaxCharacter or c is U+002F (SOLIDUS), return "\" and c.
    if let Some(byte) = ascii.filter(|byte| b"^$\\.*+?()[]{}|/".contains(byte)) {
        return escaped.push_latin1(&[b'\\', byte]);
    }
    // 2. If c is a code point listed in the ControlEscape column of Table 64, return "\"
    // and its letter.
    let control = match c {
        0x09 => Some(b't'),
        0x0A => Some(b'n'),
        0x0B => Some(b'v'),
        0x0C => Some(b'f'),
        0x0D => Some(b'r'),
        _ => None,
    };
    if let Some(letter) = control {
        return escaped.push_latin1(&[b'\\', letter]);
    }
    // 3-4. otherPunctuators, WhiteSpace and LineTerminator are escaped ...
    let other_punctuator = ascii.is_some_and(|byte| b",-=<>#&!%:;@~'`\"".contains(&byte));
    let white_space = c <= 0xFFFF && is_whitespace(c as u16);
    // ... and so are lone surrogates.
    let surrogate = (0xD800..0xE000).contains(&c);
    // 5. If toEscape contains c, or c is a leading or trailing surrogate, then
    if other_punctuator || white_space || surrogate {
        // a-b. If c ≤ 0xFF, return "\x" and two lowercase hexadecimal digits.
        if c <= 0xFF {
            return push_hex_escape(escaped, c);
        }
        // c-d. Else, "\u" and four lowercase hexadecimal digits per code unit (c is in
        // the BMP here: white space and surrogates are).
        return escaped.push_latin1(format!("\\u{c:04x}").as_bytes());
    }
    // 6. Return UTF16EncodeCodePoint(c).
    escaped.push_units(units)
}
