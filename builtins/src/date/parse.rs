//! 21.4.3.2 Date.parse ( string ): first the Date Time String Format (21.4.1.32), which the
//! specification requires, then the forms engines commonly accept: what `toString` and
//! `toUTCString` produce, and free-form dates such as `Dec 25, 1995 13:30`,
//! `1995/12/25 13:30:00 GMT+0100` or `12/25/1995`. Anything else is NaN.

use super::local_time;
use super::time::{MS_PER_HOUR, MS_PER_MINUTE, make_date, make_day, make_time, time_clip};

/// The time value `text` denotes, or NaN.
pub fn parse(text: &str) -> f64 {
    let text = text.trim();
    // A string in the ISO shape (`2000-02-30`) is that format or nothing, not a free-form
    // date that the arithmetic would carry into March.
    let t = match parse_iso(text) {
        Some(t) => t,
        None if looks_iso(text) => f64::NAN,
        None => parse_legacy(text).unwrap_or(f64::NAN),
    };
    time_clip(t)
}

/// Four or more digits of a year (signed or not) and a hyphen: `2000-02-30`, `+020000-`.
fn looks_iso(text: &str) -> bool {
    let digits = text.trim_start_matches(['+', '-']);
    let year_digits = digits.bytes().take_while(u8::is_ascii_digit).count();
    year_digits >= 4 && digits.as_bytes().get(year_digits) == Some(&b'-')
}

/// A cursor over ASCII text.
struct Cursor<'a> {
    bytes: &'a [u8],
    at: usize,
}

impl Cursor<'_> {
    fn peek(&self) -> Option<u8> {
        self.bytes.get(self.at).copied()
    }

    fn eat(&mut self, byte: u8) -> bool {
        let found = self.peek() == Some(byte);
        self.at += found as usize;
        found
    }

    /// Exactly `count` decimal digits.
    fn digits(&mut self, count: usize) -> Option<f64> {
        let digits = self.bytes.get(self.at..self.at + count)?;
        if !digits.iter().all(u8::is_ascii_digit) {
            return None;
        }
        self.at += count;
        Some(digits.iter().fold(0.0, |n, d| n * 10.0 + (d - b'0') as f64))
    }

    fn done(&self) -> bool {
        self.at == self.bytes.len()
    }
}

/// 21.4.1.32 Date Time String Format: `YYYY[-MM[-DD]][THH:mm[:ss[.sss]][Z|±HH:mm]]`, with
/// the expanded years `±YYYYYY`. Date-only forms are UTC; date-time forms without an
/// offset are local time.
fn parse_iso(text: &str) -> Option<f64> {
    let mut c = Cursor { bytes: text.as_bytes(), at: 0 };
    let year = match c.peek()? {
        sign @ (b'+' | b'-') => {
            c.at += 1;
            let year = c.digits(6)?;
            // -000000 is not a year.
            if sign == b'-' && year == 0.0 {
                return None;
            }
            if sign == b'-' { -year } else { year }
        }
        _ => c.digits(4)?,
    };
    let (mut month, mut day) = (1.0, 1.0);
    if c.eat(b'-') {
        month = c.digits(2)?;
        if c.eat(b'-') {
            day = c.digits(2)?;
        }
    }
    if !(1.0..=12.0).contains(&month) || day < 1.0 || day > days_in_month(year, month) {
        return None;
    }
    let date = make_day(year, month - 1.0, day);
    if c.done() {
        return Some(make_date(date, 0.0));
    }
    if !c.eat(b'T') {
        return None;
    }
    let hours = c.digits(2)?;
    if !c.eat(b':') {
        return None;
    }
    let minutes = c.digits(2)?;
    let (mut seconds, mut ms) = (0.0, 0.0);
    if c.eat(b':') {
        seconds = c.digits(2)?;
        if c.eat(b'.') {
            // At least one digit; the first three count.
            let start = c.at;
            while c.peek().is_some_and(|b| b.is_ascii_digit()) {
                c.at += 1;
            }
            let fraction = &text[start..c.at];
            if fraction.is_empty() {
                return None;
            }
            ms = format!("{fraction:0<3}")[..3].parse::<f64>().ok()?;
        }
    }
    // 24:00 is the end of a day, and only exactly.
    let end_of_day = hours == 24.0 && minutes == 0.0 && seconds == 0.0 && ms == 0.0;
    if (hours > 23.0 && !end_of_day) || minutes > 59.0 || seconds > 59.0 {
        return None;
    }
    let local = make_date(date, make_time(hours, minutes, seconds, ms));
    let offset = match c.peek() {
        None => return Some(local_time::utc(local)),
        Some(b'Z') => {
            c.at += 1;
            0.0
        }
        Some(sign @ (b'+' | b'-')) => {
            c.at += 1;
            let offset_hours = c.digits(2)?;
            if !c.eat(b':') {
                return None;
            }
            let offset_minutes = c.digits(2)?;
            if offset_hours > 23.0 || offset_minutes > 59.0 {
                return None;
            }
            let offset = offset_hours * MS_PER_HOUR + offset_minutes * MS_PER_MINUTE;
            if sign == b'-' { -offset } else { offset }
        }
        Some(_) => return None,
    };
    c.done().then_some(local - offset)
}

fn days_in_month(year: f64, month: f64) -> f64 {
    let leap = super::time::days_in_year(year) == 366.0;
    match month as u32 {
        2 if leap => 29.0,
        2 => 28.0,
        4 | 6 | 9 | 11 => 30.0,
        _ => 31.0,
    }
}

/// A piece of a free-form date.
#[derive(Clone, Debug, PartialEq)]
enum Token {
    Number { value: f64, digits: usize },
    Word(String),
    Sign(bool),
    Symbol(u8),
}

fn tokenize(text: &str) -> Option<Vec<Token>> {
    let bytes = text.as_bytes();
    let mut tokens = Vec::new();
    let mut at = 0;
    while at < bytes.len() {
        let byte = bytes[at];
        match byte {
            b' ' | b'\t' | b'\n' | b'\r' | b',' => at += 1,
            // A parenthesized comment, as toString writes the zone's name.
            b'(' => {
                let mut depth = 0;
                while at < bytes.len() {
                    match bytes[at] {
                        b'(' => depth += 1,
                        b')' => depth -= 1,
                        _ => {}
                    }
                    at += 1;
                    if depth == 0 {
                        break;
                    }
                }
            }
            b'0'..=b'9' => {
                let start = at;
                while at < bytes.len() && bytes[at].is_ascii_digit() {
                    at += 1;
                }
                let digits = &text[start..at];
                tokens.push(Token::Number { value: digits.parse().ok()?, digits: digits.len() });
            }
            b'a'..=b'z' | b'A'..=b'Z' => {
                let start = at;
                while at < bytes.len() && (bytes[at].is_ascii_alphabetic() || bytes[at] == b'.') {
                    at += 1;
                }
                tokens.push(Token::Word(text[start..at].trim_end_matches('.').to_ascii_lowercase()));
            }
            // A hyphen between two digits separates date fields (12-25-1995); elsewhere
            // it is a sign (GMT-0500, -0001).
            b'-' if at > 0 && bytes[at - 1].is_ascii_digit() && bytes.get(at + 1).is_some_and(u8::is_ascii_digit) => {
                tokens.push(Token::Symbol(b'-'));
                at += 1;
            }
            b'+' | b'-' => {
                tokens.push(Token::Sign(byte == b'+'));
                at += 1;
            }
            b':' | b'/' | b'.' => {
                tokens.push(Token::Symbol(byte));
                at += 1;
            }
            _ => return None,
        }
    }
    Some(tokens)
}

const MONTH_NAMES: [&str; 12] = [
    "january",
    "february",
    "march",
    "april",
    "may",
    "june",
    "july",
    "august",
    "september",
    "october",
    "november",
    "december",
];
const DAY_NAMES: [&str; 7] = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"];

/// The month a word names (at least its first three letters), 0-11.
fn month_of(word: &str) -> Option<f64> {
    (word.len() >= 3).then(|| MONTH_NAMES.iter().position(|m| m.starts_with(word))).flatten().map(|m| m as f64)
}

fn is_day_name(word: &str) -> bool {
    word.len() >= 3 && DAY_NAMES.iter().any(|d| d.starts_with(word))
}

/// The offset of a zone abbreviation, in hours.
fn zone_hours(word: &str) -> Option<f64> {
    Some(match word {
        "z" | "ut" | "utc" | "gmt" => 0.0,
        "est" => -5.0,
        "edt" => -4.0,
        "cst" => -6.0,
        "cdt" => -5.0,
        "mst" => -7.0,
        "mdt" => -6.0,
        "pst" => -8.0,
        "pdt" => -7.0,
        _ => return None,
    })
}

/// The free-form dates: month names or numeric dates with `/` (or `-` between
/// digits), an optional time `h:mm[:ss[.sss]]` with AM/PM, and an optional zone
/// (`GMT`, `UTC`, `Z`, `+hhmm`, `+hh:mm`, US abbreviations). Without a zone the time is local.
fn parse_legacy(text: &str) -> Option<f64> {
    let tokens = tokenize(text)?;
    let mut numbers: Vec<(f64, usize)> = Vec::new();
    let mut month: Option<f64> = None;
    let mut time: Option<[f64; 4]> = None;
    let mut offset: Option<f64> = None;
    let mut pm: Option<bool> = None;
    let mut slashed = false;
    let mut i = 0;
    while i < tokens.len() {
        match &tokens[i] {
            Token::Word(word) => {
                if let Some(m) = month_of(word) {
                    if month.replace(m).is_some() {
                        return None;
                    }
                } else if let Some(hours) = zone_hours(word) {
                    offset = Some(hours * MS_PER_HOUR);
                } else if word == "am" || word == "pm" {
                    pm = Some(word == "pm");
                } else if !is_day_name(word) && word != "t" {
                    return None;
                }
                i += 1;
            }
            Token::Number { value, digits } => {
                if tokens.get(i + 1) == Some(&Token::Symbol(b':')) {
                    // h:mm[:ss[.sss]]
                    let mut parts = [*value, 0.0, 0.0, 0.0];
                    let mut j = i + 1;
                    for part in &mut parts[1..=2] {
                        if tokens.get(j) != Some(&Token::Symbol(b':')) {
                            break;
                        }
                        let Some(Token::Number { value, .. }) = tokens.get(j + 1) else { return None };
                        *part = *value;
                        j += 2;
                    }
                    if tokens.get(j) == Some(&Token::Symbol(b'.'))
                        && let Some(Token::Number { value, digits }) = tokens.get(j + 1)
                    {
                        parts[3] = (value / 10f64.powi(*digits as i32 - 3)).floor();
                        j += 2;
                    }
                    if time.replace(parts).is_some() {
                        return None;
                    }
                    i = j;
                } else {
                    numbers.push((*value, *digits));
                    i += 1;
                    if matches!(tokens.get(i), Some(Token::Symbol(b'/' | b'-')))
                        && matches!(tokens.get(i + 1), Some(Token::Number { .. }))
                    {
                        slashed = true;
                        i += 1;
                    }
                }
            }
            Token::Sign(positive) => {
                let Some(Token::Number { value, digits }) = tokens.get(i + 1) else { return None };
                // A signed year of four digits or more before the time (toString writes
                // years before 1 as `-0001`).
                if *digits >= 4 && time.is_none() && offset.is_none() {
                    numbers.push((if *positive { *value } else { -value }, *digits));
                    i += 2;
                    continue;
                }
                // An offset: +hhmm, +hh:mm or +h, after a time or a zone name.
                let (hours, mut minutes, mut next) =
                    if *digits > 2 { ((value / 100.0).floor(), value % 100.0, i + 2) } else { (*value, 0.0, i + 2) };
                if *digits <= 2
                    && tokens.get(next) == Some(&Token::Symbol(b':'))
                    && let Some(Token::Number { value, .. }) = tokens.get(next + 1)
                {
                    minutes = *value;
                    next += 2;
                }
                let magnitude = hours * MS_PER_HOUR + minutes * MS_PER_MINUTE;
                offset = Some(offset.unwrap_or(0.0) + if *positive { magnitude } else { -magnitude });
                i = next;
            }
            Token::Symbol(_) => return None,
        }
    }
    let (year, month, day) = match (month, numbers.as_slice()) {
        // Mon DD YYYY, DD Mon YYYY, YYYY Mon DD.
        (Some(month), [(a, a_digits), (b, b_digits)]) => {
            if *a_digits >= 3 || *a > 31.0 {
                (year_of(*a, *a_digits), month, *b)
            } else {
                let _ = b_digits;
                (year_of(*b, *b_digits), month, *a)
            }
        }
        // YYYY/MM/DD or MM/DD/YYYY.
        (None, [(a, a_digits), (b, _), (c, c_digits)]) if slashed => {
            if *a_digits >= 3 || *a > 31.0 {
                (year_of(*a, *a_digits), b - 1.0, *c)
            } else {
                (year_of(*c, *c_digits), a - 1.0, *b)
            }
        }
        _ => return None,
    };
    if !(0.0..12.0).contains(&month) || !(1.0..=31.0).contains(&day) {
        return None;
    }
    let [mut hours, minutes, seconds, ms] = time.unwrap_or([0.0; 4]);
    if let Some(pm) = pm {
        if !(1.0..=12.0).contains(&hours) {
            return None;
        }
        hours = hours % 12.0 + if pm { 12.0 } else { 0.0 };
    }
    if hours > 24.0 || minutes > 59.0 || seconds > 59.0 {
        return None;
    }
    let local = make_date(make_day(year, month, day), make_time(hours, minutes, seconds, ms));
    Some(match offset {
        Some(offset) => local - offset,
        None => local_time::utc(local),
    })
}

/// A year as written: two digits are 1950-2049 (as engines read them).
fn year_of(value: f64, digits: usize) -> f64 {
    match digits {
        1 | 2 if value < 50.0 => 2000.0 + value,
        1 | 2 => 1900.0 + value,
        _ => value,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn utc(y: f64, m: f64, d: f64, h: f64, min: f64, s: f64, ms: f64) -> f64 {
        make_date(make_day(y, m, d), make_time(h, min, s, ms))
    }

    #[test]
    fn the_iso_format_and_its_shorter_forms() {
        assert_eq!(parse("1970-01-01T00:00:00.000Z"), 0.0);
        assert_eq!(parse("2000-02-29"), utc(2000.0, 1.0, 29.0, 0.0, 0.0, 0.0, 0.0));
        assert_eq!(parse("2000-02"), utc(2000.0, 1.0, 1.0, 0.0, 0.0, 0.0, 0.0));
        assert_eq!(parse("2000"), utc(2000.0, 0.0, 1.0, 0.0, 0.0, 0.0, 0.0));
        assert_eq!(parse("2000-01-01T12:30+01:00"), utc(2000.0, 0.0, 1.0, 11.0, 30.0, 0.0, 0.0));
        assert_eq!(parse("2000-01-01T00:00:00.1234Z"), 123.0 + utc(2000.0, 0.0, 1.0, 0.0, 0.0, 0.0, 0.0));
        assert_eq!(parse("+275760-09-13T00:00:00.000Z"), 8.64e15);
        assert!(parse("+275760-09-13T00:00:00.001Z").is_nan());
        assert_eq!(parse("2000-01-01T24:00:00Z"), utc(2000.0, 0.0, 2.0, 0.0, 0.0, 0.0, 0.0));
        for bad in [
            "-000000-01-01T00:00:00Z",
            "2000-13-01",
            "2000-02-30",
            "2000-01-01T24:00:01Z",
            "2000-01-01T",
            "20000-01-01",
        ] {
            assert!(parse(bad).is_nan(), "{bad}");
        }
    }

    #[test]
    fn what_to_string_and_to_utc_string_write_parses_back() {
        let t = utc(1995.0, 11.0, 25.0, 13.0, 30.0, 5.0, 0.0);
        assert_eq!(parse("Mon, 25 Dec 1995 13:30:05 GMT"), t);
        assert_eq!(parse("Mon Dec 25 1995 13:30:05 GMT+0000 (Coordinated Universal Time)"), t);
        assert_eq!(parse("Mon Dec 25 1995 14:30:05 GMT+0100"), t);
        assert_eq!(parse("Fri Jan 01 -0001 00:00:00 GMT+0000 (UTC)"), -62_198_755_200_000.0);
        assert_eq!(parse("Fri, 01 Jan -0001 00:00:00 GMT"), -62_198_755_200_000.0);
    }

    #[test]
    fn free_form_dates_engines_accept() {
        let noon = utc(1995.0, 11.0, 25.0, 12.0, 0.0, 0.0, 0.0);
        assert_eq!(parse("Dec 25, 1995 12:00 UTC"), noon);
        assert_eq!(parse("25 December 1995 12:00:00 GMT"), noon);
        assert_eq!(parse("1995/12/25 12:00 GMT"), noon);
        assert_eq!(parse("12/25/1995 12:00 PM UTC"), noon);
        assert_eq!(parse("12/25/1995 7:00 AM EST"), noon);
        assert_eq!(parse("12-25-1995 12:00 GMT"), noon);
        for bad in ["", "hello", "Dec 1995", "13/45/1995", "12/25/1995 13:00 PM"] {
            assert!(parse(bad).is_nan(), "{bad:?}");
        }
    }
}
