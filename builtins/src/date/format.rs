//! The strings of Date.prototype: 21.4.4.41.1-4 TimeString, DateString, TimeZoneString and
//! ToDateString (`toString`), 21.4.4.36 `toISOString` and 21.4.4.43 `toUTCString`.

use super::local_time::{self, offset_at};
use super::time::{Fields, MS_PER_MINUTE};

const WEEK_DAYS: [&str; 7] = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const MONTHS: [&str; 12] = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/// What `toString` and friends give for NaN.
pub const INVALID_DATE: &str = "Invalid Date";

fn week_day_name(f: &Fields) -> &'static str {
    WEEK_DAYS[f.week_day as usize]
}

fn month_name(f: &Fields) -> &'static str {
    MONTHS[f.month as usize]
}

/// A year as DateString writes it: a sign for negative years, at least four digits.
fn year_text(year: f64) -> String {
    let sign = if year < 0.0 { "-" } else { "" };
    format!("{sign}{:04}", year.abs() as i64)
}

/// 21.4.4.41.1 TimeString ( tv ): `HH:mm:ss GMT`.
fn time_string(f: &Fields) -> String {
    format!("{:02}:{:02}:{:02} GMT", f.hours as i64, f.minutes as i64, f.seconds as i64)
}

/// 21.4.4.41.2 DateString ( tv ): `Www Mmm DD YYYY`.
fn date_string(f: &Fields) -> String {
    format!("{} {} {:02} {}", week_day_name(f), month_name(f), f.date as i64, year_text(f.year))
}

/// 21.4.4.41.3 TimeZoneString ( tv ): `+HHMM (Name)` for the instant tv.
fn time_zone_string(tv: f64) -> String {
    let offset = offset_at(tv);
    let minutes = (offset.ms / MS_PER_MINUTE) as i64;
    let sign = if minutes >= 0 { '+' } else { '-' };
    let minutes = minutes.abs();
    format!("{sign}{:02}{:02} ({})", minutes / 60, minutes % 60, offset.name)
}

/// 21.4.4.41.4 ToDateString ( tv ): what `Date.prototype.toString` and `Date()` return.
pub fn to_date_string(tv: f64) -> String {
    if tv.is_nan() {
        return INVALID_DATE.to_string();
    }
    let local = Fields::of(local_time::local_time(tv));
    format!("{} {}{}", date_string(&local), time_string(&local), time_zone_string(tv))
}

/// 21.4.4.35 `toDateString`: the date part in local time.
pub fn to_date_only_string(tv: f64) -> String {
    if tv.is_nan() {
        return INVALID_DATE.to_string();
    }
    date_string(&Fields::of(local_time::local_time(tv)))
}

/// 21.4.4.42 `toTimeString`: the time and the zone.
pub fn to_time_string(tv: f64) -> String {
    if tv.is_nan() {
        return INVALID_DATE.to_string();
    }
    format!("{}{}", time_string(&Fields::of(local_time::local_time(tv))), time_zone_string(tv))
}

/// 21.4.4.43 `toUTCString`: `Www, DD Mmm YYYY HH:mm:ss GMT`.
pub fn to_utc_string(tv: f64) -> String {
    if tv.is_nan() {
        return INVALID_DATE.to_string();
    }
    let f = Fields::of(tv);
    format!("{}, {:02} {} {} {}", week_day_name(&f), f.date as i64, month_name(&f), year_text(f.year), time_string(&f))
}

/// 21.4.4.36 `toISOString` of a finite time value: the Date Time String Format in UTC,
/// with a six-digit signed year outside 0000-9999.
pub fn to_iso_string(tv: f64) -> String {
    let f = Fields::of(tv);
    let year = f.year as i64;
    let year = if (0..=9999).contains(&year) {
        format!("{year:04}")
    } else {
        format!("{}{:06}", if year < 0 { '-' } else { '+' }, year.abs())
    };
    format!(
        "{year}-{:02}-{:02}T{:02}:{:02}:{:02}.{:03}Z",
        f.month as i64 + 1,
        f.date as i64,
        f.hours as i64,
        f.minutes as i64,
        f.seconds as i64,
        f.ms as i64
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn iso_strings_pad_and_sign_the_year() {
        assert_eq!(to_iso_string(0.0), "1970-01-01T00:00:00.000Z");
        assert_eq!(to_iso_string(951_827_696_789.0), "2000-02-29T12:34:56.789Z");
        assert_eq!(to_iso_string(8.64e15), "+275760-09-13T00:00:00.000Z");
        assert_eq!(to_iso_string(-8.64e15), "-271821-04-20T00:00:00.000Z");
        assert_eq!(to_iso_string(-62_198_755_200_000.0), "-000001-01-01T00:00:00.000Z");
    }

    #[test]
    fn utc_strings_follow_the_rfc_7231_shape() {
        assert_eq!(to_utc_string(0.0), "Thu, 01 Jan 1970 00:00:00 GMT");
        assert_eq!(to_utc_string(-62_198_755_200_000.0), "Fri, 01 Jan -0001 00:00:00 GMT");
        assert_eq!(to_utc_string(f64::NAN), "Invalid Date");
    }
}
