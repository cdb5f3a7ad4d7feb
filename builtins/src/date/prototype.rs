//! 21.4.4 Properties of the Date Prototype Object, and B.2.3 getYear, setYear and
//! toGMTString.

use vm::runtime::conversions::Hint;
use vm::runtime::function::{CallArgs, NativeFn};
use vm::{Attributes, JSValue, JsResult, Message, ObjectRef, PropertyKey, StringRef, Vm};

use super::local_time::{local_time, utc};
use super::time::{self, MS_PER_MINUTE, make_date, make_day, make_full_year, make_time, time_clip};
use super::{format, set_date_value, this_time_value};
use crate::util;

/// The methods, in the specification's order (21.4.4.2-46), then Annex B's.
const METHODS: &[(&str, u32, NativeFn)] = &[
    ("getDate", 0, get_date),
    ("getDay", 0, get_day),
    ("getFullYear", 0, get_full_year),
    ("getHours", 0, get_hours),
    ("getMilliseconds", 0, get_milliseconds),
    ("getMinutes", 0, get_minutes),
    ("getMonth", 0, get_month),
    ("getSeconds", 0, get_seconds),
    ("getTime", 0, get_time),
    ("getTimezoneOffset", 0, get_timezone_offset),
    ("getUTCDate", 0, get_utc_date),
    ("getUTCDay", 0, get_utc_day),
    ("getUTCFullYear", 0, get_utc_full_year),
    ("getUTCHours", 0, get_utc_hours),
    ("getUTCMilliseconds", 0, get_utc_milliseconds),
    ("getUTCMinutes", 0, get_utc_minutes),
    ("getUTCMonth", 0, get_utc_month),
    ("getUTCSeconds", 0, get_utc_seconds),
    ("setDate", 1, set_date),
    ("setFullYear", 3, set_full_year),
    ("setHours", 4, set_hours),
    ("setMilliseconds", 1, set_milliseconds),
    ("setMinutes", 3, set_minutes),
    ("setMonth", 2, set_month),
    ("setSeconds", 2, set_seconds),
    ("setTime", 1, set_time),
    ("setUTCDate", 1, set_utc_date),
    ("setUTCFullYear", 3, set_utc_full_year),
    ("setUTCHours", 4, set_utc_hours),
    ("setUTCMilliseconds", 1, set_utc_milliseconds),
    ("setUTCMinutes", 3, set_utc_minutes),
    ("setUTCMonth", 2, set_utc_month),
    ("setUTCSeconds", 2, set_utc_seconds),
    ("toDateString", 0, to_date_string),
    ("toISOString", 0, to_iso_string),
    ("toJSON", 1, to_json),
    ("toLocaleDateString", 0, to_date_string),
    ("toLocaleString", 0, to_string),
    ("toLocaleTimeString", 0, to_time_string),
    ("toString", 0, to_string),
    ("toTimeString", 0, to_time_string),
    ("toUTCString", 0, to_utc_string),
    ("valueOf", 0, get_time),
    ("getYear", 0, get_year),
    ("setYear", 1, set_year),
];

pub fn install(vm: &mut Vm, prototype: ObjectRef) -> JsResult<()> {
    let prototype_root = vm.rooted(prototype);
    util::methods(vm, prototype_root.get(), METHODS)?;
    // B.2.3.1 Date.prototype.toGMTString: the same function object as toUTCString.
    let to_utc = vm.property_key_from_str("toUTCString")?;
    let function = vm.get(prototype_root.get(), to_utc)?;
    util::value(vm, prototype_root.get(), "toGMTString", function, Attributes::HIDDEN)?;
    // 21.4.4.45 Date.prototype [ @@toPrimitive ]: not writable.
    let key = PropertyKey::Symbol(vm.symbols.to_primitive);
    let function = vm.new_native_function("[Symbol.toPrimitive]", 1, to_primitive)?;
    vm.define_own_property(prototype_root.get(), key, function.to_value(), Attributes::CONFIGURABLE)
}

/// A getter: `field` of the time value, in local time or UTC; NaN stays NaN.
fn get_field(vm: &mut Vm, this: JSValue, method: &str, local: bool, field: fn(f64) -> f64) -> JsResult<JSValue> {
    // 1-3. Let t be dateObject.[[DateValue]]. 4. If t is NaN, return NaN.
    let (_, t) = this_time_value(vm, this, method)?;
    if t.is_nan() {
        return Ok(JSValue::from_number(f64::NAN));
    }
    // 5. Return field(LocalTime(t)) (or of t itself for the UTC getters).
    Ok(JSValue::from_number(field(if local { local_time(t) } else { t })))
}

macro_rules! getters {
    ($($function:ident, $method:literal, $local:expr, $field:expr;)*) => {
        $(
            #[doc = concat!("Date.prototype.", $method)]
            fn $function(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
                get_field(vm, args.this, concat!("Date.prototype.", $method), $local, $field)
            }
        )*
    };
}

getters! {
    get_date, "getDate", true, time::date_from_time;
    get_day, "getDay", true, time::week_day;
    get_full_year, "getFullYear", true, time::year_from_time;
    get_hours, "getHours", true, time::hour_from_time;
    get_milliseconds, "getMilliseconds", true, time::ms_from_time;
    get_minutes, "getMinutes", true, time::min_from_time;
    get_month, "getMonth", true, time::month_from_time;
    get_seconds, "getSeconds", true, time::sec_from_time;
    get_utc_date, "getUTCDate", false, time::date_from_time;
    get_utc_day, "getUTCDay", false, time::week_day;
    get_utc_full_year, "getUTCFullYear", false, time::year_from_time;
    get_utc_hours, "getUTCHours", false, time::hour_from_time;
    get_utc_milliseconds, "getUTCMilliseconds", false, time::ms_from_time;
    get_utc_minutes, "getUTCMinutes", false, time::min_from_time;
    get_utc_month, "getUTCMonth", false, time::month_from_time;
    get_utc_seconds, "getUTCSeconds", false, time::sec_from_time;
}

/// 21.4.4.10 Date.prototype.getTime ( ) and 21.4.4.44 valueOf ( )
fn get_time(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    let (_, t) = this_time_value(vm, args.this, "Date.prototype.getTime")?;
    Ok(JSValue::from_number(t))
}

/// 21.4.4.11 Date.prototype.getTimezoneOffset ( )
fn get_timezone_offset(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    let (_, t) = this_time_value(vm, args.this, "Date.prototype.getTimezoneOffset")?;
    // 4. If t is NaN, return NaN. 5. Return (t - LocalTime(t)) / msPerMinute.
    let offset = if t.is_nan() { f64::NAN } else { (t - local_time(t)) / MS_PER_MINUTE };
    Ok(JSValue::from_number(offset))
}

/// B.2.3.1 Date.prototype.getYear ( )
fn get_year(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    get_field(vm, args.this, "Date.prototype.getYear", true, |t| time::year_from_time(t) - 1900.0)
}

/// The setters of a time of day (21.4.4.22, 23, 24, 26 and their UTC forms): the fields
/// from `first` (0 hours, 1 minutes, 2 seconds, 3 milliseconds) as many as are given.
fn set_time_fields(vm: &mut Vm, args: &CallArgs, method: &str, first: usize, local: bool) -> JsResult<JSValue> {
    // 1-3. Let t be dateObject.[[DateValue]].
    let (date, t) = this_time_value(vm, args.this, method)?;
    let date_root = vm.rooted(date);
    // 4-7. ToNumber of the arguments that are present, in order (the first always).
    let mut given = [None; 4];
    for (index, slot) in given.iter_mut().enumerate().skip(first) {
        let argument = index - first;
        if argument == 0 || argument < args.len() {
            *slot = Some(vm.to_number(args.get(vm, argument))?);
        }
    }
    // 8. If t is NaN, return NaN. 9. Set t to LocalTime(t).
    if t.is_nan() {
        return Ok(JSValue::from_number(f64::NAN));
    }
    let t = if local { local_time(t) } else { t };
    // 10-13. Absent fields come from t.
    let current = [time::hour_from_time(t), time::min_from_time(t), time::sec_from_time(t), time::ms_from_time(t)];
    let [h, m, s, milli] = std::array::from_fn(|index| given[index].unwrap_or(current[index]));
    // 14. Let date be MakeDate(Day(t), MakeTime(h, m, s, milli)).
    let new_date = make_date(time::day(t), make_time(h, m, s, milli));
    // 15. Let u be TimeClip(UTC(date)). 16. Set dateObject.[[DateValue]] to u. 17. Return u.
    let u = time_clip(if local { utc(new_date) } else { new_date });
    Ok(set_date_value(vm, date_root.get(), u))
}

/// The setters of a date (21.4.4.20, 21, 25 and their UTC forms): the fields from `first`
/// (0 year, 1 month, 2 date), as many as are given. Only setFullYear starts from +0 when
/// the date is invalid.
fn set_date_fields(vm: &mut Vm, args: &CallArgs, method: &str, first: usize, local: bool) -> JsResult<JSValue> {
    let (date, t) = this_time_value(vm, args.this, method)?;
    let date_root = vm.rooted(date);
    let mut given = [None; 3];
    for (index, slot) in given.iter_mut().enumerate().skip(first) {
        let argument = index - first;
        if argument == 0 || argument < args.len() {
            *slot = Some(vm.to_number(args.get(vm, argument))?);
        }
    }
    let t = match (t.is_nan(), first) {
        (true, 0) => 0.0,
        (true, _) => return Ok(JSValue::from_number(f64::NAN)),
        (false, _) if local => local_time(t),
        (false, _) => t,
    };
    let current = [time::year_from_time(t), time::month_from_time(t), time::date_from_time(t)];
    let [y, m, dt] = std::array::from_fn(|index| given[index].unwrap_or(current[index]));
    let new_date = make_date(make_day(y, m, dt), time::time_within_day(t));
    let u = time_clip(if local { utc(new_date) } else { new_date });
    Ok(set_date_value(vm, date_root.get(), u))
}

macro_rules! setters {
    ($($function:ident, $method:literal, $kind:ident, $first:expr, $local:expr;)*) => {
        $(
            #[doc = concat!("Date.prototype.", $method)]
            fn $function(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
                $kind(vm, args, concat!("Date.prototype.", $method), $first, $local)
            }
        )*
    };
}

setters! {
    set_date, "setDate", set_date_fields, 2, true;
    set_full_year, "setFullYear", set_date_fields, 0, true;
    set_hours, "setHours", set_time_fields, 0, true;
    set_milliseconds, "setMilliseconds", set_time_fields, 3, true;
    set_minutes, "setMinutes", set_time_fields, 1, true;
    set_month, "setMonth", set_date_fields, 1, true;
    set_seconds, "setSeconds", set_time_fields, 2, true;
    set_utc_date, "setUTCDate", set_date_fields, 2, false;
    set_utc_full_year, "setUTCFullYear", set_date_fields, 0, false;
    set_utc_hours, "setUTCHours", set_time_fields, 0, false;
    set_utc_milliseconds, "setUTCMilliseconds", set_time_fields, 3, false;
    set_utc_minutes, "setUTCMinutes", set_time_fields, 1, false;
    set_utc_month, "setUTCMonth", set_date_fields, 1, false;
    set_utc_seconds, "setUTCSeconds", set_time_fields, 2, false;
}

/// 21.4.4.27 Date.prototype.setTime ( time )
fn set_time(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1-2. RequireInternalSlot(dateObject, [[DateValue]]).
    let (date, _) = this_time_value(vm, args.this, "Date.prototype.setTime")?;
    let date_root = vm.rooted(date);
    // 3. Let t be ? ToNumber(time). 4. Let v be TimeClip(t). 5-6. Set and return v.
    let t = vm.to_number(args.get(vm, 0))?;
    Ok(set_date_value(vm, date_root.get(), time_clip(t)))
}

/// B.2.3.2 Date.prototype.setYear ( year )
fn set_year(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1-3. Let t be dateObject.[[DateValue]].
    let (date, t) = this_time_value(vm, args.this, "Date.prototype.setYear")?;
    let date_root = vm.rooted(date);
    // 4. Let y be ? ToNumber(year).
    let y = vm.to_number(args.get(vm, 0))?;
    // 5. If t is NaN, set t to +0𝔽; otherwise, set t to LocalTime(t).
    let t = if t.is_nan() { 0.0 } else { local_time(t) };
    // 6. Let yyyy be MakeFullYear(y).
    let yyyy = make_full_year(y);
    // 7-8. Let d be MakeDay(yyyy, MonthFromTime(t), DateFromTime(t)); MakeDate(d, TimeWithinDay(t)).
    let d = make_day(yyyy, time::month_from_time(t), time::date_from_time(t));
    let new_date = make_date(d, time::time_within_day(t));
    // 9-10. Set and return TimeClip(UTC(date)).
    Ok(set_date_value(vm, date_root.get(), time_clip(utc(new_date))))
}

/// A string method: `render` of the time value.
fn string_of(vm: &mut Vm, this: JSValue, method: &str, render: fn(f64) -> String) -> JsResult<JSValue> {
    let (_, tv) = this_time_value(vm, this, method)?;
    Ok(vm.new_string(&render(tv))?.to_value())
}

/// 21.4.4.35 Date.prototype.toDateString ( ) (and toLocaleDateString: without Intl, the
/// host's locale format is this one).
fn to_date_string(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    string_of(vm, args.this, "Date.prototype.toDateString", format::to_date_only_string)
}

/// 21.4.4.41 Date.prototype.toString ( ) (and toLocaleString)
fn to_string(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    string_of(vm, args.this, "Date.prototype.toString", format::to_date_string)
}

/// 21.4.4.42 Date.prototype.toTimeString ( ) (and toLocaleTimeString)
fn to_time_string(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    string_of(vm, args.this, "Date.prototype.toTimeString", format::to_time_string)
}

/// 21.4.4.43 Date.prototype.toUTCString ( )
fn to_utc_string(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    string_of(vm, args.this, "Date.prototype.toUTCString", format::to_utc_string)
}

/// 21.4.4.36 Date.prototype.toISOString ( )
fn to_iso_string(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1-3. Let tv be dateObject.[[DateValue]]. 4. If tv is not finite, throw a RangeError.
    let (_, tv) = this_time_value(vm, args.this, "Date.prototype.toISOString")?;
    if !tv.is_finite() {
        return Err(vm.throw_error_with(Message::ThrowRangeError, "Invalid time value"));
    }
    // 5-6. The Date Time String Format, in UTC.
    Ok(vm.new_string(&format::to_iso_string(tv))?.to_value())
}

/// 21.4.4.37 Date.prototype.toJSON ( key )
fn to_json(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1. Let O be ? ToObject(this value).
    let object = vm.to_object(args.this)?;
    let object_root = vm.rooted(object);
    // 2. Let tv be ? ToPrimitive(O, number).
    let tv = vm.to_primitive(object.to_value(), Hint::Number)?;
    // 3. If tv is a Number and tv is not finite, return null.
    if tv.is_number() && !tv.as_number().is_finite() {
        return Ok(JSValue::NULL);
    }
    // 4. Return ? Invoke(O, "toISOString").
    let key = vm.property_key_from_str("toISOString")?;
    let method = vm.get(object_root.get(), key)?;
    vm.call(method, object_root.get().to_value(), &[])
}

/// 21.4.4.45 Date.prototype [ @@toPrimitive ] ( hint )
fn to_primitive(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1-2. If O is not an Object, throw a TypeError exception.
    let Some(object) = ObjectRef::from_value(args.this) else {
        let detail = format!("Date.prototype[Symbol.toPrimitive] called on {}", vm.describe_value(args.this));
        return Err(vm.throw_error_with(Message::ThrowTypeError, detail));
    };
    // 3-5. "string" or "default": string first; "number": number first; else TypeError.
    let hint = args.get(vm, 0);
    let try_first = match StringRef::from_value(hint).map(|h| h.to_string_lossy()).as_deref() {
        Some("string" | "default") => Hint::String,
        Some("number") => Hint::Number,
        _ => {
            let detail = format!("Invalid hint: {}", vm.describe_value(hint));
            return Err(vm.throw_error_with(Message::ThrowTypeError, detail));
        }
    };
    // 6. Return ? OrdinaryToPrimitive(O, tryFirst).
    vm.ordinary_to_primitive(object, try_first)
}
