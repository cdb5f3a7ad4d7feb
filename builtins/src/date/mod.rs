//! 21.4 Date Objects: the Date constructor and its static methods. The prototype's
//! methods are in `prototype.rs`, the time arithmetic in `time.rs`, the system time zone
//! in `local_time.rs`, strings in `format.rs` and Date.parse in `parse.rs`.
//!
//! A Date object is a `JSType::Date` cell whose one internal field is its [[DateValue]]:
//! a time value (a Number) or NaN.

mod format;
mod local_time;
mod parse;
mod prototype;
mod time;

use vm::cell::JSType;
use vm::runtime::conversions::Hint;
use vm::runtime::function::{CallArgs, NativeFn};
use vm::runtime::realm::Intrinsic;
use vm::{JSValue, JsResult, Message, ObjectRef, StringRef, Vm};

use crate::util;
use time::{make_date, make_day, make_full_year, make_time, time_clip};

/// 21.4.3 Properties of the Date Constructor, in the specification's order.
const CONSTRUCTOR_METHODS: &[(&str, u32, NativeFn)] = &[("now", 0, now), ("parse", 1, parse), ("UTC", 7, utc)];

pub fn install(vm: &mut Vm) -> JsResult<()> {
    // 21.4.4 The Date prototype object is an ordinary object (not a Date).
    let object_prototype = vm.realm().intrinsic(Intrinsic::ObjectPrototype);
    let prototype = vm.new_object(object_prototype)?;
    let prototype_root = vm.rooted(prototype);
    let realm = vm.realm();
    vm.set_intrinsic(realm, Intrinsic::DatePrototype, prototype.to_value());
    // 21.4.2 The Date Constructor.
    let constructor = util::constructor(vm, "Date", 7, date_constructor, prototype)?;
    let constructor_root = vm.rooted(constructor);
    util::methods(vm, constructor_root.get(), CONSTRUCTOR_METHODS)?;
    util::global(vm, "Date", constructor_root.get().to_value())?;
    prototype::install(vm, prototype_root.get())
}

/// The current time as a time value.
fn current_time() -> f64 {
    let now = std::time::SystemTime::now();
    match now.duration_since(std::time::UNIX_EPOCH) {
        Ok(elapsed) => elapsed.as_millis() as f64,
        Err(before) => -(before.duration().as_millis() as f64),
    }
}

/// A Number of the arguments, or `default` past the end.
fn number_argument(vm: &mut Vm, args: &CallArgs, index: usize, default: f64) -> JsResult<f64> {
    if index < args.len() { vm.to_number(args.get(vm, index)) } else { Ok(default) }
}

/// The time value the date components of `args` (year, month, date, hours, minutes,
/// seconds, ms; the year alone at least) make, before UTC and TimeClip.
fn components(vm: &mut Vm, args: &CallArgs) -> JsResult<f64> {
    // b-h. ToNumber of each argument in order; absent ones default.
    let y = vm.to_number(args.get(vm, 0))?;
    let m = number_argument(vm, args, 1, 0.0)?;
    let dt = number_argument(vm, args, 2, 1.0)?;
    let h = number_argument(vm, args, 3, 0.0)?;
    let min = number_argument(vm, args, 4, 0.0)?;
    let s = number_argument(vm, args, 5, 0.0)?;
    let milli = number_argument(vm, args, 6, 0.0)?;
    // i. Let yr be MakeFullYear(y).
    let yr = make_full_year(y);
    // j. Let finalDate be MakeDate(MakeDay(yr, m, dt), MakeTime(h, min, s, milli)).
    Ok(make_date(make_day(yr, m, dt), make_time(h, min, s, milli)))
}

/// 21.4.2.1 Date ( ...values )
fn date_constructor(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1. If NewTarget is undefined, return ToDateString(the current time).
    if args.new_target.is_undefined() {
        return Ok(vm.new_string(&format::to_date_string(current_time()))?.to_value());
    }
    let dv = match args.len() {
        // 3. No arguments: now.
        0 => current_time(),
        // 4. One argument: a Date's value, a string to parse, or a Number.
        1 => {
            let value = args.get(vm, 0);
            let tv = match ObjectRef::from_value(value).filter(|object| object.js_type() == JSType::Date) {
                Some(date) => date_value(date),
                None => {
                    let primitive = vm.to_primitive(value, Hint::Default)?;
                    match StringRef::from_value(primitive) {
                        Some(string) => parse::parse(&string.to_string_lossy()),
                        None => vm.to_number(primitive)?,
                    }
                }
            };
            time_clip(tv)
        }
        // 5. Components in local time.
        _ => {
            let final_date = components(vm, args)?;
            time_clip(local_time::utc(final_date))
        }
    };
    // 6. Let O be ? OrdinaryCreateFromConstructor(NewTarget, "%Date.prototype%", « [[DateValue]] »).
    let prototype = vm.get_prototype_from_constructor(args.new_target, Intrinsic::DatePrototype)?;
    // 7. Set O.[[DateValue]] to dv. 8. Return O.
    let object = vm.new_primitive_wrapper(JSType::Date, prototype, JSValue::from_f64(dv))?;
    Ok(object.to_value())
}

/// 21.4.3.1 Date.now ( )
fn now(_vm: &mut Vm, _args: &CallArgs) -> JsResult<JSValue> {
    Ok(JSValue::from_number(current_time()))
}

/// 21.4.3.2 Date.parse ( string )
fn parse(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    let text = vm.to_string(args.get(vm, 0))?.to_string_lossy();
    Ok(JSValue::from_number(parse::parse(&text)))
}

/// 21.4.3.4 Date.UTC ( year [ , month [ , date [ , hours [ , minutes [ , seconds [ , ms ] ] ] ] ] ] )
fn utc(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1-8. The components; 9. MakeFullYear; 10. Return TimeClip(MakeDate(...)).
    let date = components(vm, args)?;
    Ok(JSValue::from_number(time_clip(date)))
}

/// The [[DateValue]] of a Date object.
fn date_value(date: ObjectRef) -> f64 {
    date.internal(0).as_number()
}

/// What `toISOString` gives for a Date object, or `None` for an invalid date (whose
/// `toString` is "Invalid Date") and for other objects. For hosts that show values: it
/// reads the internal slot and runs no JavaScript.
pub fn date_iso_text(object: ObjectRef) -> Option<String> {
    let value = (object.js_type() == JSType::Date).then(|| date_value(object)).filter(|value| value.is_finite())?;
    Some(format::to_iso_string(value))
}

/// thisTimeValue: RequireInternalSlot(this, [[DateValue]]), then the date and its value.
fn this_time_value(vm: &mut Vm, this: JSValue, method: &str) -> JsResult<(ObjectRef, f64)> {
    match ObjectRef::from_value(this).filter(|object| object.js_type() == JSType::Date) {
        Some(date) => Ok((date, date_value(date))),
        None => Err(vm.throw_error_with(Message::InvalidIncompatibleReceiver, method)),
    }
}

/// Stores a (clipped) time value into a Date object and returns it.
fn set_date_value(vm: &mut Vm, date: ObjectRef, value: f64) -> JSValue {
    let value = JSValue::from_number(value);
    vm.set_internal(date, 0, value);
    value
}
