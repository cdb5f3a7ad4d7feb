//! 21.4.1.20-26 The system time zone: LocalTime, UTC and the offset and name that
//! `toString` shows. The zone is the host's (the `TZ` variable, else /etc/localtime), read
//! once per process with tz-rs; without zone data the engine runs in UTC.

use std::sync::OnceLock;

use super::time::MS_PER_DAY;

/// The system time zone, parsed once: `TZ` (a zone name such as `Europe/Paris`, a path,
/// or a POSIX rule such as `EST5EDT,M3.2.0,M11.1.0`; a leading `:` is allowed), else
/// /etc/localtime. It is process-wide on purpose: one zone's rules, shared by every
/// engine and never freed, which is bounded however many engines are made and dropped
/// (vm/DESIGN.md, "Dropping an engine").
fn zone() -> Option<&'static tz::TimeZone> {
    static ZONE: OnceLock<Option<tz::TimeZone>> = OnceLock::new();
    ZONE.get_or_init(|| {
        let from_variable = std::env::var("TZ")
            .ok()
            .map(|value| value.trim_start_matches(':').to_string())
            .filter(|value| !value.is_empty())
            .and_then(|value| tz::TimeZone::from_posix_tz(&value).ok());
        from_variable.or_else(|| tz::TimeZone::local().ok())
    })
    .as_ref()
}

/// What the zone says about one instant.
#[derive(Clone, Debug, PartialEq)]
pub struct Offset {
    /// Milliseconds to add to UTC to get local time.
    pub ms: f64,
    /// The zone's abbreviation then ("UTC", "CET", "PDT").
    pub name: String,
}

/// The zone's offset at the instant `t` (a finite time value).
pub fn offset_at(t: f64) -> Offset {
    let seconds = (t / 1000.0).floor() as i64;
    match zone().and_then(|zone| zone.find_local_time_type(seconds).ok()) {
        Some(kind) => Offset { ms: kind.ut_offset() as f64 * 1000.0, name: kind.time_zone_designation().to_string() },
        None => Offset { ms: 0.0, name: "UTC".to_string() },
    }
}

fn offset_ms(t: f64) -> f64 {
    offset_at(t).ms
}

/// 21.4.1.25 LocalTime ( t )
pub fn local_time(t: f64) -> f64 {
    if !t.is_finite() {
        return f64::NAN;
    }
    t + offset_ms(t)
}

/// 21.4.1.26 UTC ( t ): the instant of local time `t`. A local time that occurs twice (at
/// the end of daylight saving time) is the earlier instant; one that is skipped (at its
/// start) is read with the offset before the transition.
pub fn utc(t: f64) -> f64 {
    // 1. If t is not finite, return NaN.
    if !t.is_finite() {
        return f64::NAN;
    }
    // 4.a. The possible instants: zones change their offset at most once within a day
    //      around any instant, so the offsets a day before and after are the candidates.
    let before = offset_ms(t - MS_PER_DAY);
    let after = offset_ms(t + MS_PER_DAY);
    let mut instants: Vec<f64> =
        [before, after].into_iter().map(|offset| t - offset).filter(|&u| u + offset_ms(u) == t).collect();
    instants.sort_by(f64::total_cmp);
    // 4.c. The first possible instant; 4.d. none: the offset before the transition.
    match instants.first() {
        Some(&instant) => instant,
        None => t - before,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn utc_inverts_local_time_away_from_transitions() {
        for t in [0.0, 1.7e12, -1e12, 8.64e15 - MS_PER_DAY, -8.64e15 + MS_PER_DAY] {
            assert_eq!(utc(local_time(t)), t, "{t}");
        }
        assert!(utc(f64::NAN).is_nan());
        assert!(local_time(f64::INFINITY).is_nan());
    }
}
