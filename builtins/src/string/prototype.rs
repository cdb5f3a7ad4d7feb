//! 22.1.3 Properties of the String Prototype Object: the methods that read, slice,
//! search, pad, trim and map case. (The RegExp-facing ones are in `pattern.rs`.)

use unicode_normalization::UnicodeNormalization as _;
use vm::runtime::function::CallArgs;
use vm::runtime::number::is_whitespace;
use vm::string::StrView;
use vm::{JSValue, JsResult, Message, StringRef, Vm};

use super::pattern::is_regexp;
use super::{
    check_length, code_point_at, code_units, flatten_pair, new_string_from_units, occurs_at, relative_index,
    string_index_of, substring, this_string, this_string_value,
};

/// 22.1.3.1 String.prototype.at ( index )
pub fn at(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1-2. Let S be ? ToString(? RequireObjectCoercible(this value)).
    let string = this_string(vm, args, "at")?;
    let string = vm.rooted(string);
    // 3. Let len be the length of S.
    let length = string.get().len() as f64;
    // 4. Let relativeIndex be ? ToIntegerOrInfinity(index).
    let relative = vm.to_integer_or_infinity(args.get(vm, 0))?;
    // 5-6. If relativeIndex ≥ 0, let k be relativeIndex; else let k be len + relativeIndex.
    let k = if relative >= 0.0 { relative } else { length + relative };
    // 7. If k < 0 or k ≥ len, return undefined.
    if k < 0.0 || k >= length {
        return Ok(JSValue::UNDEFINED);
    }
    // 8. Return the substring of S from k to k + 1.
    Ok(vm.string_at(string.get(), k as u32)?.to_value())
}

/// 22.1.3.2 String.prototype.charAt ( pos )
#[inline(never)] // One address, which the JIT recognises (vm::tier::TraceIntrinsic).
pub fn char_at(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    let string = this_string(vm, args, "charAt")?;
    let string = vm.rooted(string);
    // 3. Let position be ? ToIntegerOrInfinity(pos).
    let position = vm.to_integer_or_infinity(args.get(vm, 0))?;
    // 5. If position < 0 or position ≥ size, return the empty String.
    if position < 0.0 || position >= string.get().len() as f64 {
        return Ok(vm.empty_string().to_value());
    }
    // 6. Return the substring of S from position to position + 1.
    Ok(vm.string_at(string.get(), position as u32)?.to_value())
}

/// 22.1.3.3 String.prototype.charCodeAt ( pos )
#[inline(never)] // One address, which the JIT recognises (vm::tier::TraceIntrinsic).
pub fn char_code_at(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    let string = this_string(vm, args, "charCodeAt")?;
    let string = vm.rooted(string);
    let position = vm.to_integer_or_infinity(args.get(vm, 0))?;
    // 5. If position < 0 or position ≥ size, return NaN.
    if position < 0.0 || position >= string.get().len() as f64 {
        return Ok(JSValue::from_number(f64::NAN));
    }
    // 6. Return the Number value for the numeric value of the code unit at index position.
    let string = vm.flatten(string.get())?;
    let unit = string.view(vm).expect("flattened").at(position as usize);
    Ok(JSValue::from_i32(unit as i32))
}

/// 22.1.3.4 String.prototype.codePointAt ( pos )
pub fn code_point_at_method(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    let string = this_string(vm, args, "codePointAt")?;
    let string = vm.rooted(string);
    let position = vm.to_integer_or_infinity(args.get(vm, 0))?;
    // 5. If position < 0 or position ≥ size, return undefined.
    if position < 0.0 || position >= string.get().len() as f64 {
        return Ok(JSValue::UNDEFINED);
    }
    // 6-7. Let cp be CodePointAt(S, position); return 𝔽(cp.[[CodePoint]]).
    let string = vm.flatten(string.get())?;
    let (code_point, _, _) = code_point_at(&string.view(vm).expect("flattened"), position as usize);
    Ok(JSValue::from_i32(code_point as i32))
}

/// 22.1.3.5 String.prototype.concat ( ...args )
pub fn concat(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    let string = this_string(vm, args, "concat")?;
    // 3. Let R be S.
    let result = vm.rooted(string);
    // 4. For each element next of args, do
    for index in 0..args.len() {
        // a. Let nextString be ? ToString(next).
        let next = vm.to_string(args.get(vm, index))?;
        // b. Set R to the string-concatenation of R and nextString.
        let joined = vm.concat(result.get(), next)?;
        result.set(joined);
    }
    Ok(result.get().to_value())
}

/// The steps `endsWith`, `includes` and `startsWith` share: S, then a search string that
/// must not be a RegExp, then a position. Returns both strings rooted and the position
/// argument as an integer (or `None` when undefined).
fn string_and_search(
    vm: &mut Vm,
    args: &CallArgs,
    method: &str,
) -> JsResult<(vm::Rooted<StringRef>, vm::Rooted<StringRef>, Option<f64>)> {
    // 1-2. Let S be ? ToString(? RequireObjectCoercible(this value)).
    let string = this_string(vm, args, method)?;
    let string = vm.rooted(string);
    // 3-4. If ? IsRegExp(searchString) is true, throw a TypeError exception.
    let search = args.get(vm, 0);
    if is_regexp(vm, search)? {
        let text = format!("First argument to String.prototype.{method} must not be a regular expression");
        return Err(vm.throw_error_with(Message::ThrowTypeError, text));
    }
    // 5. Let searchStr be ? ToString(searchString).
    let search = vm.to_string(search)?;
    let search = vm.rooted(search);
    // The position argument: undefined, or ? ToIntegerOrInfinity(position).
    let position = args.get(vm, 1);
    let position = if position.is_undefined() { None } else { Some(vm.to_integer_or_infinity(position)?) };
    Ok((string, search, position))
}

/// 22.1.3.7 String.prototype.endsWith ( searchString [ , endPosition ] )
pub fn ends_with(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    let (string, search, end_position) = string_and_search(vm, args, "endsWith")?;
    let (string, search) = flatten_pair(vm, &string, &search)?;
    // 6-8. Let end be the result of clamping pos (len when undefined) between 0 and len.
    let length = string.len() as usize;
    let end = end_position.map_or(length, |position| position.clamp(0.0, length as f64) as usize);
    // 9-12. Let start be end - searchLength; if start < 0, return false.
    let search_length = search.len() as usize;
    let Some(start) = end.checked_sub(search_length) else { return Ok(JSValue::FALSE) };
    // 13-14. Return whether the substring of S from start to end is searchStr.
    let found = occurs_at(&string.view(vm).expect("flat"), &search.view(vm).expect("flat"), start);
    Ok(JSValue::from_bool(found))
}

/// 22.1.3.8 String.prototype.includes ( searchString [ , position ] )
pub fn includes(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    let (string, search, position) = string_and_search(vm, args, "includes")?;
    let (string, search) = flatten_pair(vm, &string, &search)?;
    // 7-8. Let start be the result of clamping pos between 0 and len.
    let start = position.unwrap_or(0.0).clamp(0.0, string.len() as f64) as usize;
    // 9-11. Return whether StringIndexOf(S, searchStr, start) is not -1.
    let index = string_index_of(&string.view(vm).expect("flat"), &search.view(vm).expect("flat"), start);
    Ok(JSValue::from_bool(index.is_some()))
}

/// 22.1.3.9 String.prototype.indexOf ( searchString [ , position ] )
pub fn index_of(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    let string = this_string(vm, args, "indexOf")?;
    let string = vm.rooted(string);
    // 3. Let searchStr be ? ToString(searchString).
    let search = vm.to_string(args.get(vm, 0))?;
    let search = vm.rooted(search);
    // 4. Let pos be ? ToIntegerOrInfinity(position).
    let position = vm.to_integer_or_infinity(args.get(vm, 1))?;
    let (string, search) = flatten_pair(vm, &string, &search)?;
    // 6. Let start be the result of clamping pos between 0 and len.
    let start = position.clamp(0.0, string.len() as f64) as usize;
    // 7. Return 𝔽(StringIndexOf(S, searchStr, start)).
    let index = string_index_of(&string.view(vm).expect("flat"), &search.view(vm).expect("flat"), start);
    Ok(JSValue::from_i32(index.map_or(-1, |index| index as i32)))
}

/// 22.1.3.10 String.prototype.isWellFormed ( )
pub fn is_well_formed(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    let string = this_string(vm, args, "isWellFormed")?;
    let string = vm.flatten(string)?;
    // 3. Return IsStringWellFormedUnicode(S).
    let view = string.view(vm).expect("flat");
    let well_formed = match view {
        StrView::Latin1(_) => true,
        StrView::Utf16(units) => char::decode_utf16(units.iter().copied()).all(|c| c.is_ok()),
    };
    Ok(JSValue::from_bool(well_formed))
}

/// 22.1.3.11 String.prototype.lastIndexOf ( searchString [ , position ] )
pub fn last_index_of(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    let string = this_string(vm, args, "lastIndexOf")?;
    let string = vm.rooted(string);
    // 3. Let searchStr be ? ToString(searchString).
    let search = vm.to_string(args.get(vm, 0))?;
    let search = vm.rooted(search);
    // 4-6. Let numPos be ? ToNumber(position); NaN means +∞, else ToIntegerOrInfinity.
    let number = vm.to_number(args.get(vm, 1))?;
    let position = if number.is_nan() { f64::INFINITY } else { number.trunc() };
    let (string, search) = flatten_pair(vm, &string, &search)?;
    // 7-9. Let start be the result of clamping pos between 0 and len.
    let (length, search_length) = (string.len() as usize, search.len() as usize);
    let start = position.clamp(0.0, length as f64) as usize;
    // 10. If searchStr is the empty String, return 𝔽(start).
    if search_length == 0 {
        return Ok(JSValue::from_i32(start as i32));
    }
    // 11-13. The largest i ≤ start at which searchStr occurs, or -1.
    let (view, search_view) = (string.view(vm).expect("flat"), search.view(vm).expect("flat"));
    let found = vm::string::search::rfind(&view, &search_view, start);
    Ok(JSValue::from_i32(found.map_or(-1, |i| i as i32)))
}

/// 22.1.3.12 String.prototype.localeCompare ( that [ , reserved1 [ , reserved2 ] ] )
///
/// Without a locale library this compares the code units of the strings' NFC forms: a
/// consistent order (the comparison `<` makes, on normalized text) in which canonically
/// equivalent strings are equal, as the specification requires of every implementation.
pub fn locale_compare(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    let string = this_string(vm, args, "localeCompare")?;
    let string = vm.rooted(string);
    // 3. Let thatValue be ? ToString(that).
    let that = vm.to_string(args.get(vm, 0))?;
    let that = vm.rooted(that);
    let (string, that) = flatten_pair(vm, &string, &that)?;
    let (a, b) = (string.view(vm).expect("flat"), that.view(vm).expect("flat"));
    // Fast path: text with no unit from U+0300 up is its own NFC form.
    if is_nfc_below_combining_marks(a.code_units()) && is_nfc_below_combining_marks(b.code_units()) {
        return Ok(JSValue::from_i32(a.code_units().cmp(b.code_units()) as i32));
    }
    let nfc = |text: &str| -> String { text.nfc().collect() };
    let (a, b) = (map_valid_runs(&code_units(string), nfc), map_valid_runs(&code_units(that), nfc));
    Ok(JSValue::from_i32(a.cmp(&b) as i32))
}

/// Whether every unit is below U+0300, where the combining marks begin: such text is in
/// NFC (each character below it is its own NFC form, and no two of them compose).
fn is_nfc_below_combining_marks(mut units: impl Iterator<Item = u16>) -> bool {
    units.all(|unit| unit < 0x300)
}

/// 22.1.3.15 String.prototype.normalize ( [ form ] )
pub fn normalize(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    let string = this_string(vm, args, "normalize")?;
    let string = vm.rooted(string);
    // 3-4. If form is undefined, let f be "NFC"; else let f be ? ToString(form).
    let form = args.get(vm, 0);
    let form = if form.is_undefined() { "NFC".to_string() } else { vm.to_string(form)?.to_string_lossy() };
    // 5. If f is not one of "NFC", "NFD", "NFKC", or "NFKD", throw a RangeError exception.
    let normalize_run: fn(&str) -> String = match form.as_str() {
        "NFC" => |text| text.nfc().collect(),
        "NFD" => |text| text.nfd().collect(),
        "NFKC" => |text| text.nfkc().collect(),
        "NFKD" => |text| text.nfkd().collect(),
        _ => {
            let text = "The normalization form should be one of NFC, NFD, NFKC, NFKD.";
            return Err(crate::number::throw_range_error(vm, text));
        }
    };
    // 6. Let ns be the String value that is the result of normalizing S into the
    //    normalization form named by f. Lone surrogates are kept as they are.
    let units = code_units(string.get());
    // Fast path: ASCII is the same in every form.
    if units.iter().all(|&unit| unit < 0x80) {
        return Ok(string.get().to_value());
    }
    let normalized = map_valid_runs(&units, normalize_run);
    Ok(new_string_from_units(vm, &normalized)?.to_value())
}

/// Applies `map` to each run of well-formed text in `units`, keeping lone surrogates.
fn map_valid_runs(units: &[u16], map: impl Fn(&str) -> String) -> Vec<u16> {
    let mut out = Vec::with_capacity(units.len());
    let mut run = String::new();
    let flush = |run: &mut String, out: &mut Vec<u16>| {
        if !run.is_empty() {
            out.extend(map(run).encode_utf16());
            run.clear();
        }
    };
    for decoded in char::decode_utf16(units.iter().copied()) {
        match decoded {
            Ok(c) => run.push(c),
            Err(error) => {
                flush(&mut run, &mut out);
                out.push(error.unpaired_surrogate());
            }
        }
    }
    flush(&mut run, &mut out);
    out
}

/// Where StringPad puts the filler.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Placement {
    Start,
    End,
}

/// 22.1.3.16 String.prototype.padEnd ( maxLength [ , fillString ] )
pub fn pad_end(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    let string = this_string(vm, args, "padEnd")?;
    string_padding_builtins(vm, args, string, Placement::End)
}

/// 22.1.3.17 String.prototype.padStart ( maxLength [ , fillString ] )
pub fn pad_start(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    let string = this_string(vm, args, "padStart")?;
    string_padding_builtins(vm, args, string, Placement::Start)
}

/// 22.1.3.17.1 StringPaddingBuiltinsImpl ( O, maxLength, fillString, placement )
fn string_padding_builtins(vm: &mut Vm, args: &CallArgs, string: StringRef, placement: Placement) -> JsResult<JSValue> {
    let string = vm.rooted(string);
    // 2. Let intMaxLength be ℝ(? ToLength(maxLength)).
    let max_length = vm.to_length(args.get(vm, 0))?;
    // 3-4. If intMaxLength ≤ stringLength, return S.
    let string_length = string.get().len() as u64;
    if max_length <= string_length {
        return Ok(string.get().to_value());
    }
    // 5-6. If fillString is undefined, set fillString to " "; else ? ToString(fillString).
    let fill = args.get(vm, 1);
    let fill = if fill.is_undefined() { vec![u16::from(b' ')] } else { code_units(vm.to_string(fill)?) };
    // 7. Return StringPad(S, intMaxLength, fillString, placement).
    // 22.1.3.17.2 StringPad: 3. If fillString is the empty String, return S.
    if fill.is_empty() {
        return Ok(string.get().to_value());
    }
    check_length(vm, usize::try_from(max_length).unwrap_or(usize::MAX))?;
    // 4-5. The filler: fillString repeated and truncated to fillLen code units.
    let fill_length = (max_length - string_length) as usize;
    let filler: Vec<u16> = fill.iter().copied().cycle().take(fill_length).collect();
    let mut units = Vec::with_capacity(max_length as usize);
    // 6-7. Filler first for start, last for end.
    if placement == Placement::Start {
        units.extend_from_slice(&filler);
        string.get().append_code_units(&mut units);
    } else {
        string.get().append_code_units(&mut units);
        units.extend_from_slice(&filler);
    }
    Ok(new_string_from_units(vm, &units)?.to_value())
}

/// 22.1.3.18 String.prototype.repeat ( count )
pub fn repeat(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    let string = this_string(vm, args, "repeat")?;
    let string = vm.rooted(string);
    // 3. Let n be ? ToIntegerOrInfinity(count).
    let count = vm.to_integer_or_infinity(args.get(vm, 0))?;
    // 4-5. If n < 0 or n = +∞, throw a RangeError exception.
    if count < 0.0 || count == f64::INFINITY {
        let text = format!("Invalid count value: {}", vm::runtime::number::number_to_string(count));
        return Err(crate::number::throw_range_error(vm, &text));
    }
    // 6. If n = 0, return the empty String.
    let length = string.get().len() as f64;
    if count == 0.0 || length == 0.0 {
        return Ok(vm.empty_string().to_value());
    }
    // 7. Return the String value that is made from n copies of S appended together.
    if length * count > vm::string::MAX_STRING_LENGTH as f64 {
        return Err(vm.throw_error(Message::InvalidStringLength));
    }
    let count = count as usize;
    let string = vm.flatten(string.get())?;
    let repeated = match string.view(vm).expect("flat") {
        StrView::Latin1(bytes) => Ok(bytes.repeat(count)),
        StrView::Utf16(units) => Err(units.repeat(count)),
    };
    let result = match repeated {
        Ok(bytes) => vm.new_string_latin1(&bytes)?,
        Err(units) => vm.new_string_utf16(&units)?,
    };
    Ok(result.to_value())
}

/// 22.1.3.22 String.prototype.slice ( start, end )
pub fn slice(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    let string = this_string(vm, args, "slice")?;
    let string = vm.rooted(string);
    let length = string.get().len() as usize;
    // 4-6. Let intStart be ? ToIntegerOrInfinity(start); from counts from the end when negative.
    let start = vm.to_integer_or_infinity(args.get(vm, 0))?;
    let from = relative_index(start, length);
    // 7-9. If end is undefined, let intEnd be len; else ? ToIntegerOrInfinity(end).
    let end = args.get(vm, 1);
    let end = if end.is_undefined() { length as f64 } else { vm.to_integer_or_infinity(end)? };
    let to = relative_index(end, length);
    // 10-11. If from ≥ to, return the empty String; else the substring from `from` to `to`.
    Ok(substring(vm, string.get(), from, to.max(from))?.to_value())
}

/// 22.1.3.24 String.prototype.startsWith ( searchString [ , position ] )
pub fn starts_with(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    let (string, search, position) = string_and_search(vm, args, "startsWith")?;
    let (string, search) = flatten_pair(vm, &string, &search)?;
    // 6-8. Let start be the result of clamping pos between 0 and len.
    let start = position.unwrap_or(0.0).clamp(0.0, string.len() as f64) as usize;
    // 9-14. Whether the substring of S from start to start + searchLength is searchStr.
    let found = occurs_at(&string.view(vm).expect("flat"), &search.view(vm).expect("flat"), start);
    Ok(JSValue::from_bool(found))
}

/// 22.1.3.25 String.prototype.substring ( start, end )
pub fn substring_method(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    let string = this_string(vm, args, "substring")?;
    let string = vm.rooted(string);
    let length = string.get().len() as f64;
    // 4-5. Let intStart be ? ToIntegerOrInfinity(start); intEnd is len when end is undefined.
    let start = vm.to_integer_or_infinity(args.get(vm, 0))?;
    let end = args.get(vm, 1);
    let end = if end.is_undefined() { length } else { vm.to_integer_or_infinity(end)? };
    // 6-7. Clamp both between 0 and len.
    let (start, end) = (start.clamp(0.0, length) as usize, end.clamp(0.0, length) as usize);
    // 8-10. Return the substring from min(finalStart, finalEnd) to max(finalStart, finalEnd).
    Ok(substring(vm, string.get(), start.min(end), start.max(end))?.to_value())
}

/// B.2.2.1 String.prototype.substr ( start, length )
pub fn substr(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    let string = this_string(vm, args, "substr")?;
    let string = vm.rooted(string);
    // 3. Let size be the length of S.
    let size = string.get().len() as usize;
    // 4-7. Let intStart be ? ToIntegerOrInfinity(start), counted from the end when negative.
    let start = vm.to_integer_or_infinity(args.get(vm, 0))?;
    let start = relative_index(start, size);
    // 8. If length is undefined, let intLength be size; else ? ToIntegerOrInfinity(length).
    let length = args.get(vm, 1);
    let length = if length.is_undefined() { size as f64 } else { vm.to_integer_or_infinity(length)? };
    // 9. Set intLength to the result of clamping intLength between 0 and size.
    let length = length.clamp(0.0, size as f64) as usize;
    // 10-11. Let intEnd be min(intStart + intLength, size); return the substring.
    let end = (start + length).min(size);
    Ok(substring(vm, string.get(), start, end.max(start))?.to_value())
}

/// Maps each code point through Unicode's full case mappings (SpecialCasing included,
/// final sigma handled by the run's context); lone surrogates are kept.
fn map_case(vm: &mut Vm, args: &CallArgs, method: &str, upper: bool) -> JsResult<JSValue> {
    let string = this_string(vm, args, method)?;
    let string = vm.flatten(string)?;
    let view = string.view(vm).expect("flat");
    // Fast path: ASCII maps to ASCII.
    if let StrView::Latin1(bytes) = view
        && bytes.is_ascii()
    {
        let mapped = if upper { bytes.to_ascii_uppercase() } else { bytes.to_ascii_lowercase() };
        if mapped == bytes {
            return Ok(string.to_value());
        }
        return Ok(vm.new_string_latin1(&mapped)?.to_value());
    }
    let units: Vec<u16> = view.code_units().collect();
    let mapped =
        if upper { map_valid_runs(&units, str::to_uppercase) } else { map_valid_runs(&units, str::to_lowercase) };
    Ok(new_string_from_units(vm, &mapped)?.to_value())
}

/// 22.1.3.26 String.prototype.toLocaleLowerCase ( [ reserved1 [ , reserved2 ] ] ): the
/// root locale's mapping, which is toLowerCase's.
pub fn to_locale_lower_case(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    map_case(vm, args, "toLocaleLowerCase", false)
}

/// 22.1.3.27 String.prototype.toLocaleUpperCase ( [ reserved1 [ , reserved2 ] ] )
pub fn to_locale_upper_case(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    map_case(vm, args, "toLocaleUpperCase", true)
}

/// 22.1.3.28 String.prototype.toLowerCase ( )
pub fn to_lower_case(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    map_case(vm, args, "toLowerCase", false)
}

/// 22.1.3.29 String.prototype.toString ( )
pub fn to_string(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1. Return ? ThisStringValue(this value).
    Ok(this_string_value(vm, args.this, "toString")?.to_value())
}

/// 22.1.3.30 String.prototype.toUpperCase ( )
pub fn to_upper_case(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    map_case(vm, args, "toUpperCase", true)
}

/// 22.1.3.31 String.prototype.toWellFormed ( )
pub fn to_well_formed(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    let string = this_string(vm, args, "toWellFormed")?;
    let string = vm.flatten(string)?;
    let view = string.view(vm).expect("flat");
    let StrView::Utf16(units) = view else { return Ok(string.to_value()) };
    // 4-7. Each lone surrogate becomes U+FFFD.
    if char::decode_utf16(units.iter().copied()).all(|c| c.is_ok()) {
        return Ok(string.to_value());
    }
    let mut result = Vec::with_capacity(units.len());
    let mut k = 0;
    while k < units.len() {
        let (_, count, lone) = code_point_at(&view, k);
        if lone {
            result.push(0xfffd);
        } else {
            result.extend_from_slice(&units[k..k + count]);
        }
        k += count;
    }
    Ok(new_string_from_units(vm, &result)?.to_value())
}

/// Which ends TrimString trims.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Where {
    Start,
    End,
    StartAndEnd,
}

/// 22.1.3.32.1 TrimString ( string, where )
fn trim_string(vm: &mut Vm, args: &CallArgs, method: &str, which: Where) -> JsResult<JSValue> {
    // 1-2. Let S be ? ToString(? RequireObjectCoercible(string)).
    let string = this_string(vm, args, method)?;
    let string = vm.flatten(string)?;
    let view = string.view(vm).expect("flat");
    let length = view.len();
    // 3-5. Drop leading and/or trailing white space and line terminators.
    let start =
        if which == Where::End { 0 } else { (0..length).find(|&i| !is_whitespace(view.at(i))).unwrap_or(length) };
    let end = if which == Where::Start {
        length
    } else {
        (start..length).rev().find(|&i| !is_whitespace(view.at(i))).map_or(start, |i| i + 1)
    };
    Ok(substring(vm, string, start, end)?.to_value())
}

/// 22.1.3.32 String.prototype.trim ( )
pub fn trim(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    trim_string(vm, args, "trim", Where::StartAndEnd)
}

/// 22.1.3.33 String.prototype.trimEnd ( )
pub fn trim_end(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    trim_string(vm, args, "trimEnd", Where::End)
}

/// 22.1.3.34 String.prototype.trimStart ( )
pub fn trim_start(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    trim_string(vm, args, "trimStart", Where::Start)
}

/// 22.1.3.35 String.prototype.valueOf ( )
pub fn value_of(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1. Return ? ThisStringValue(this value).
    Ok(this_string_value(vm, args.this, "valueOf")?.to_value())
}

#[cfg(test)]
mod tests {
    use unicode_normalization::UnicodeNormalization as _;

    #[test]
    fn text_below_the_combining_marks_is_in_nfc() {
        let below = || (0..0x300u32).filter_map(char::from_u32);
        for first in below() {
            for second in below() {
                let pair: String = [first, second].into_iter().collect();
                assert_eq!(pair.nfc().collect::<String>(), pair, "U+{:04X} U+{:04X}", first as u32, second as u32);
            }
        }
        assert!(super::is_nfc_below_combining_marks("caf\u{e9}".encode_utf16()));
        assert!(!super::is_nfc_below_combining_marks("cafe\u{301}".encode_utf16()));
    }
}
