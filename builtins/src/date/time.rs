//! 21.4.1 Overview of Date Objects and Definitions of Abstract Operations: time values as
//! the specification computes with them. A time value is a Number of milliseconds since
//! 1970-01-01T00:00:00Z, integral and within ±8.64e15, or NaN; the functions here are pure
//! arithmetic on f64 (no time zone: `local_time.rs` has that).

pub const MS_PER_SECOND: f64 = 1000.0;
pub const MS_PER_MINUTE: f64 = 60_000.0;
pub const MS_PER_HOUR: f64 = 3_600_000.0;
/// 21.4.1.3 Day Number and Time within Day: msPerDay.
pub const MS_PER_DAY: f64 = 86_400_000.0;
/// 21.4.1.1 Time Values and Time Range: the largest absolute time value.
pub const MAX_TIME: f64 = 8.64e15;

/// The mathematical `x modulo y` (the result has the sign of y).
fn modulo(x: f64, y: f64) -> f64 {
    let r = x % y;
    if r != 0.0 && (r < 0.0) != (y < 0.0) { r + y } else { r }
}

/// 21.4.1.3 Day ( t )
pub fn day(t: f64) -> f64 {
    (t / MS_PER_DAY).floor()
}

/// 21.4.1.4 TimeWithinDay ( t )
pub fn time_within_day(t: f64) -> f64 {
    modulo(t, MS_PER_DAY)
}

/// 21.4.1.5 DaysInYear ( y )
pub fn days_in_year(y: f64) -> f64 {
    if modulo(y, 4.0) != 0.0 {
        365.0
    } else if modulo(y, 100.0) != 0.0 {
        366.0
    } else if modulo(y, 400.0) != 0.0 {
        365.0
    } else {
        366.0
    }
}

/// 21.4.1.6 DayFromYear ( y )
pub fn day_from_year(y: f64) -> f64 {
    365.0 * (y - 1970.0) + ((y - 1969.0) / 4.0).floor() - ((y - 1901.0) / 100.0).floor()
        + ((y - 1601.0) / 400.0).floor()
}

/// 21.4.1.7 TimeFromYear ( y )
pub fn time_from_year(y: f64) -> f64 {
    MS_PER_DAY * day_from_year(y)
}

/// 21.4.1.8 YearFromTime ( t ): the largest integral y with TimeFromYear(y) ≤ t.
pub fn year_from_time(t: f64) -> f64 {
    // An estimate from the mean year length, then at most a step or two either way.
    let mut y = (t / (MS_PER_DAY * 365.2425)).floor() + 1970.0;
    while time_from_year(y) > t {
        y -= 1.0;
    }
    while time_from_year(y + 1.0) <= t {
        y += 1.0;
    }
    y
}

/// 21.4.1.9 DayWithinYear ( t )
pub fn day_within_year(t: f64) -> f64 {
    day(t) - day_from_year(year_from_time(t))
}

/// 21.4.1.10 InLeapYear ( t )
pub fn in_leap_year(t: f64) -> bool {
    days_in_year(year_from_time(t)) == 366.0
}

/// The first day (within the year) of each month, in a common and a leap year.
const MONTH_STARTS: [[f64; 13]; 2] = [
    [0.0, 31.0, 59.0, 90.0, 120.0, 151.0, 181.0, 212.0, 243.0, 273.0, 304.0, 334.0, 365.0],
    [0.0, 31.0, 60.0, 91.0, 121.0, 152.0, 182.0, 213.0, 244.0, 274.0, 305.0, 335.0, 366.0],
];

fn month_starts(leap: bool) -> &'static [f64; 13] {
    &MONTH_STARTS[leap as usize]
}

/// 21.4.1.11 MonthFromTime ( t ): 0 (January) to 11.
pub fn month_from_time(t: f64) -> f64 {
    let within = day_within_year(t);
    let starts = month_starts(in_leap_year(t));
    (0..12).find(|&m| within < starts[m + 1]).unwrap_or(11) as f64
}

/// 21.4.1.12 DateFromTime ( t ): 1 to 31.
pub fn date_from_time(t: f64) -> f64 {
    let month = month_from_time(t) as usize;
    day_within_year(t) - month_starts(in_leap_year(t))[month] + 1.0
}

/// 21.4.1.13 WeekDay ( t ): 0 (Sunday) to 6.
pub fn week_day(t: f64) -> f64 {
    modulo(day(t) + 4.0, 7.0)
}

/// 21.4.1.14 HourFromTime ( t )
pub fn hour_from_time(t: f64) -> f64 {
    modulo((t / MS_PER_HOUR).floor(), 24.0)
}

/// 21.4.1.15 MinFromTime ( t )
pub fn min_from_time(t: f64) -> f64 {
    modulo((t / MS_PER_MINUTE).floor(), 60.0)
}

/// 21.4.1.16 SecFromTime ( t )
pub fn sec_from_time(t: f64) -> f64 {
    modulo((t / MS_PER_SECOND).floor(), 60.0)
}

/// 21.4.1.17 msFromTime ( t )
pub fn ms_from_time(t: f64) -> f64 {
    modulo(t, MS_PER_SECOND)
}

/// ToIntegerOrInfinity of a Number (the arguments here are already Numbers).
fn integer(x: f64) -> f64 {
    if x.is_nan() { 0.0 } else { x.trunc() + 0.0 }
}

/// 21.4.1.27 MakeTime ( hour, min, sec, ms )
pub fn make_time(hour: f64, min: f64, sec: f64, ms: f64) -> f64 {
    // 1. If hour, min, sec or ms is not finite, return NaN.
    if !(hour.is_finite() && min.is_finite() && sec.is_finite() && ms.is_finite()) {
        return f64::NAN;
    }
    // 2-6. The integral parts, combined with IEEE 754 arithmetic.
    let (h, m, s, milli) = (integer(hour), integer(min), integer(sec), integer(ms));
    h * MS_PER_HOUR + m * MS_PER_MINUTE + s * MS_PER_SECOND + milli
}

/// 21.4.1.28 MakeDay ( year, month, date )
pub fn make_day(year: f64, month: f64, date: f64) -> f64 {
    // 1. If year, month or date is not finite, return NaN.
    if !(year.is_finite() && month.is_finite() && date.is_finite()) {
        return f64::NAN;
    }
    // 2-4.
    let (y, m, dt) = (integer(year), integer(month), integer(date));
    // 5. Let ym be y + floor(m / 12). 6. If ym is not finite, return NaN.
    let ym = y + (m / 12.0).floor();
    if !ym.is_finite() {
        return f64::NAN;
    }
    // 7. Let mn be m modulo 12.
    let mn = modulo(m, 12.0) as usize;
    // 8. Find t with YearFromTime(t) = ym, MonthFromTime(t) = mn, DateFromTime(t) = 1;
    //    if that is impossible (out of the range of time values by far), return NaN.
    if ym.abs() > 400_000.0 {
        return f64::NAN;
    }
    let leap = days_in_year(ym) == 366.0;
    let first_of_month = day_from_year(ym) + month_starts(leap)[mn];
    // 9. Return Day(t) + dt - 1𝔽.
    first_of_month + dt - 1.0
}

/// 21.4.1.29 MakeDate ( day, time )
pub fn make_date(day: f64, time: f64) -> f64 {
    // 1. If day or time is not finite, return NaN.
    if !(day.is_finite() && time.is_finite()) {
        return f64::NAN;
    }
    // 2. Let tv be day × msPerDay + time. 3. If tv is not finite, return NaN.
    let tv = day * MS_PER_DAY + time;
    if tv.is_finite() { tv } else { f64::NAN }
}

/// 21.4.1.30 MakeFullYear ( year ): two-digit years are in the 1900s.
pub fn make_full_year(year: f64) -> f64 {
    // 1. If year is NaN, return NaN.
    if year.is_nan() {
        return f64::NAN;
    }
    // 2. Let truncated be ToIntegerOrInfinity(year).
    let truncated = integer(year);
    // 3. If truncated is in the inclusive interval from 0 to 99, return 1900𝔽 + truncated.
    if (0.0..=99.0).contains(&truncated) { 1900.0 + truncated } else { truncated }
}

/// 21.4.1.31 TimeClip ( time )
pub fn time_clip(time: f64) -> f64 {
    // 1. If time is not finite, return NaN. 2. If abs(time) > 8.64 × 10^15, return NaN.
    if !time.is_finite() || time.abs() > MAX_TIME {
        return f64::NAN;
    }
    // 3. Return 𝔽(! ToIntegerOrInfinity(time)) (which has no -0).
    integer(time)
}

/// The fields of a time value (year, month 0-11, date 1-31, hours, minutes, seconds,
/// milliseconds, week day 0-6).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Fields {
    pub year: f64,
    pub month: f64,
    pub date: f64,
    pub hours: f64,
    pub minutes: f64,
    pub seconds: f64,
    pub ms: f64,
    pub week_day: f64,
}

impl Fields {
    /// The fields of a finite time value.
    pub fn of(t: f64) -> Fields {
        Fields {
            year: year_from_time(t),
            month: month_from_time(t),
            date: date_from_time(t),
            hours: hour_from_time(t),
            minutes: min_from_time(t),
            seconds: sec_from_time(t),
            ms: ms_from_time(t),
            week_day: week_day(t),
        }
    }

    /// The time value the fields make (MakeDate of MakeDay and MakeTime).
    #[cfg(test)]
    pub fn to_time(self) -> f64 {
        make_date(
            make_day(self.year, self.month, self.date),
            make_time(self.hours, self.minutes, self.seconds, self.ms),
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_epoch_and_known_dates_decompose() {
        let epoch = Fields::of(0.0);
        assert_eq!((epoch.year, epoch.month, epoch.date, epoch.week_day), (1970.0, 0.0, 1.0, 4.0));
        // 2000-02-29T12:34:56.789Z, a leap day (the year is divisible by 400).
        let t = 951_827_696_789.0;
        let f = Fields::of(t);
        assert_eq!(
            (f.year, f.month, f.date, f.hours, f.minutes, f.seconds, f.ms),
            (2000.0, 1.0, 29.0, 12.0, 34.0, 56.0, 789.0)
        );
        assert_eq!(f.to_time(), t);
        // Before the epoch: 1969-12-31T23:59:59.999Z.
        let f = Fields::of(-1.0);
        assert_eq!((f.year, f.month, f.date, f.hours, f.ms, f.week_day), (1969.0, 11.0, 31.0, 23.0, 999.0, 3.0));
    }

    #[test]
    fn the_range_ends_are_exact() {
        assert_eq!(time_clip(8.64e15), 8.64e15);
        assert!(time_clip(8.64e15 + 1.0).is_nan());
        let end = Fields::of(8.64e15);
        assert_eq!((end.year, end.month, end.date), (275_760.0, 8.0, 13.0));
        let start = Fields::of(-8.64e15);
        assert_eq!((start.year, start.month, start.date), (-271_821.0, 3.0, 20.0));
        assert_eq!(time_clip(-0.0).to_bits(), 0.0f64.to_bits());
    }

    #[test]
    fn make_day_carries_months_and_days() {
        assert_eq!(make_day(2020.0, 12.0, 1.0), make_day(2021.0, 0.0, 1.0));
        assert_eq!(make_day(2021.0, -1.0, 1.0), make_day(2020.0, 11.0, 1.0));
        assert_eq!(make_day(2021.0, 0.0, 0.0), make_day(2020.0, 11.0, 31.0));
        assert!(make_day(f64::INFINITY, 0.0, 1.0).is_nan());
        assert!(make_day(1e20, 0.0, 1.0).is_nan());
        assert_eq!(make_full_year(99.0), 1999.0);
        assert_eq!(make_full_year(100.0), 100.0);
        assert_eq!(make_full_year(-1.0), -1.0);
    }

    #[test]
    fn leap_years_follow_the_gregorian_rule() {
        for (year, days) in
            [(1900.0, 365.0), (2000.0, 366.0), (2024.0, 366.0), (2023.0, 365.0), (-4.0, 366.0), (-100.0, 365.0)]
        {
            assert_eq!(days_in_year(year), days, "{year}");
        }
    }
}
