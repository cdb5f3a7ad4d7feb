//! Date's local time in real time zones: the vm run with `TZ` set, so that daylight saving
//! transitions (a skipped hour, a repeated hour, a half-hour zone) are exercised whatever
//! zone the machine is in.

use std::process::Command;

/// Runs `code` in the vm with `TZ=zone`; its standard output.
fn run_in(zone: &str, code: &str) -> String {
    let output = Command::new(env!("CARGO_BIN_EXE_vm")).env("TZ", zone).args(["-e", code]).output().expect("vm runs");
    assert!(output.status.success(), "{zone}: {}", String::from_utf8_lossy(&output.stderr));
    String::from_utf8_lossy(&output.stdout).trim_end().to_string()
}

/// Whether the zone data is there (a minimal system may have none).
fn has_zone_data(zone: &str) -> bool {
    std::path::Path::new("/usr/share/zoneinfo").join(zone).exists()
}

#[test]
fn new_york_offsets_and_names_follow_daylight_saving() {
    if !has_zone_data("America/New_York") {
        eprintln!("no zone data for America/New_York; skipped");
        return;
    }
    let code = "var w = new Date(2021, 0, 15, 12), s = new Date(2021, 6, 15, 12);\
        print(w.getTimezoneOffset(), s.getTimezoneOffset(), w.getTime() === Date.UTC(2021, 0, 15, 17), w.toString().slice(24));";
    assert_eq!(run_in("America/New_York", code), "300 240 true  GMT-0500 (EST)");
}

#[test]
fn a_skipped_local_time_uses_the_offset_before_the_transition() {
    if !has_zone_data("America/New_York") {
        return;
    }
    // 2021-03-14 02:30 does not exist in New York: read with EST, it is 07:30Z (03:30 EDT).
    let code = "var d = new Date(2021, 2, 14, 2, 30); print(d.toISOString(), d.getHours(), d.getMinutes());";
    assert_eq!(run_in("America/New_York", code), "2021-03-14T07:30:00.000Z 3 30");
}

#[test]
fn a_repeated_local_time_is_the_earlier_instant() {
    if !has_zone_data("America/New_York") {
        return;
    }
    // 2021-11-07 01:30 happens twice in New York; the first (EDT) is 05:30Z.
    let code = "var d = new Date(2021, 10, 7, 1, 30); print(d.toISOString(), Date.parse('2021-11-07T01:30:00') === d.getTime());";
    assert_eq!(run_in("America/New_York", code), "2021-11-07T05:30:00.000Z true");
}

#[test]
fn half_hour_zones_and_local_setters() {
    if !has_zone_data("Asia/Kolkata") {
        return;
    }
    let code = "var d = new Date(Date.UTC(2000, 0, 1)); print(d.getTimezoneOffset(), d.getHours(), d.getMinutes());\
        d.setHours(0, 0, 0, 0); print(d.toISOString());";
    assert_eq!(run_in("Asia/Kolkata", code), "-330 5 30\n1999-12-31T18:30:00.000Z");
}

#[test]
fn posix_rules_in_tz_work_too() {
    // A zone given as a POSIX rule, needing no zone files.
    let code = "print(new Date(2021, 0, 1).getTimezoneOffset(), new Date(2021, 6, 1).getTimezoneOffset());";
    assert_eq!(run_in("EST5EDT,M3.2.0,M11.1.0", code), "300 240");
}
