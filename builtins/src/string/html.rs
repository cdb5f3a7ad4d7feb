//! B.2.2.2-14 The String.prototype HTML methods (`anchor`, `big`, ... `sup`): each wraps
//! the string in one tag, some with one attribute, through CreateHTML.

use vm::runtime::function::{CallArgs, NativeFn};
use vm::{JSValue, JsResult, Vm};

use super::{code_units, new_string_from_units, this_string};

/// The methods in the specification's order: name, length, function.
pub(super) const HTML_METHODS: &[(&str, u32, NativeFn)] = &[
    ("anchor", 1, anchor),
    ("big", 0, big),
    ("blink", 0, blink),
    ("bold", 0, bold),
    ("fixed", 0, fixed),
    ("fontcolor", 1, fontcolor),
    ("fontsize", 1, fontsize),
    ("italics", 0, italics),
    ("link", 1, link),
    ("small", 0, small),
    ("strike", 0, strike),
    ("sub", 0, sub),
    ("sup", 0, sup),
];

/// B.2.2.2.1 CreateHTML ( string, tag, attribute, value )
fn create_html(vm: &mut Vm, args: &CallArgs, method: &str, tag: &str, attribute: Option<&str>) -> JsResult<JSValue> {
    // 1. Let str be ? RequireObjectCoercible(string).
    // 2. Let S be ? ToString(str).
    let string = this_string(vm, args, method)?;
    let string_root = vm.rooted(string);
    // 3. Let p1 be the string-concatenation of "<" and tag.
    let mut units: Vec<u16> = Vec::new();
    units.push(u16::from(b'<'));
    units.extend(tag.encode_utf16());
    // 4. If attribute is not the empty String, then
    if let Some(attribute) = attribute {
        // a. Let V be ? ToString(value).
        let value = vm.to_string(args.get(vm, 0))?;
        // b. Let escapedV be V with each """ replaced by "&quot;".
        // c. Set p1 to p1 + " " + attribute + "=\"" + escapedV + "\"".
        units.push(u16::from(b' '));
        units.extend(attribute.encode_utf16());
        units.extend("=\"".encode_utf16());
        super::check_length(vm, units.len() + value.len() as usize)?;
        for unit in code_units(value) {
            if unit == u16::from(b'"') {
                units.extend("&quot;".encode_utf16());
            } else {
                units.push(unit);
            }
        }
        units.push(u16::from(b'"'));
    }
    // 5-8. p1 + ">" + S + "</" + tag + ">".
    let string = string_root.get();
    super::check_length(vm, units.len() + string.len() as usize + tag.len() + 4)?;
    units.push(u16::from(b'>'));
    string.append_code_units(&mut units);
    units.extend("</".encode_utf16());
    units.extend(tag.encode_utf16());
    units.push(u16::from(b'>'));
    Ok(new_string_from_units(vm, &units)?.to_value())
}

/// B.2.2.2 String.prototype.anchor ( name )
fn anchor(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    create_html(vm, args, "anchor", "a", Some("name"))
}

/// B.2.2.3 String.prototype.big ( )
fn big(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    create_html(vm, args, "big", "big", None)
}

/// B.2.2.4 String.prototype.blink ( )
fn blink(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    create_html(vm, args, "blink", "blink", None)
}

/// B.2.2.5 String.prototype.bold ( )
fn bold(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    create_html(vm, args, "bold", "b", None)
}

/// B.2.2.6 String.prototype.fixed ( )
fn fixed(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    create_html(vm, args, "fixed", "tt", None)
}

/// B.2.2.7 String.prototype.fontcolor ( color )
fn fontcolor(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    create_html(vm, args, "fontcolor", "font", Some("color"))
}

/// B.2.2.8 String.prototype.fontsize ( size )
fn fontsize(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    create_html(vm, args, "fontsize", "font", Some("size"))
}

/// B.2.2.9 String.prototype.italics ( )
fn italics(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    create_html(vm, args, "italics", "i", None)
}

/// B.2.2.10 String.prototype.link ( url )
fn link(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    create_html(vm, args, "link", "a", Some("href"))
}

/// B.2.2.11 String.prototype.small ( )
fn small(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    create_html(vm, args, "small", "small", None)
}

/// B.2.2.12 String.prototype.strike ( )
fn strike(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    create_html(vm, args, "strike", "strike", None)
}

/// B.2.2.13 String.prototype.sub ( )
fn sub(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    create_html(vm, args, "sub", "sub", None)
}

/// B.2.2.14 String.prototype.sup ( )
fn sup(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    create_html(vm, args, "sup", "sup", None)
}
