//! 25.5.1 JSON.parse ( text [ , reviver ] )
//!
//! The text is copied out as UTF-16 code units and parsed by the JSON grammar (ECMA-404)
//! into objects and arrays directly. Containers still open are kept on an explicit stack,
//! each rooted, with the key it is waiting for a value of:
//!
//! ```text
//!   {"a": [1, {"b": ⋅
//!   stack: Object{ key "a" } → Array{ next index 1 } → Object{ key "b" }
//! ```
//! A value finished is stored into the innermost open container; a container closed is
//! itself a finished value for the one around it.

use vm::runtime::function::CallArgs;
use vm::runtime::realm::Intrinsic;
use vm::{JSValue, JsResult, Message, ObjectRef, PropertyKey, Rooted, StringRef, Vm};

use super::{MAX_DEPTH, too_deep};
use crate::string::{code_units, new_string_from_units};

/// 25.5.1 JSON.parse ( text [ , reviver ] )
pub fn parse(vm: &mut Vm, args: &CallArgs) -> JsResult<JSValue> {
    // 1. Let jsonString be ? ToString(text).
    let text = code_units(vm.to_string(args.get(vm, 0))?);
    // 2-8. Parse it as a JSON text; a text that does not conform is a SyntaxError.
    let unfiltered = Parser { text: &text, position: 0 }.parse(vm)?;
    // 9. If IsCallable(reviver) is true, then
    let reviver = args.get(vm, 1);
    if !vm.is_callable(reviver) {
        // 10. Else, return unfiltered.
        return Ok(unfiltered);
    }
    let unfiltered = vm.root_value(unfiltered);
    // a. Let root be OrdinaryObjectCreate(%Object.prototype%).
    let prototype = vm.realm().intrinsic(Intrinsic::ObjectPrototype);
    let root = vm.new_object(prototype)?;
    let root = vm.rooted(root);
    // b. Let rootName be the empty String.
    let root_name = PropertyKey::Atom(vm.empty_string());
    // c. Perform ! CreateDataPropertyOrThrow(root, rootName, unfiltered).
    vm.create_data_property_or_throw(root.get(), root_name, unfiltered.get())?;
    // d. Return ? InternalizeJSONProperty(root, rootName, reviver).
    internalize_json_property(vm, root.get(), root_name, reviver, 0)
}

/// 25.5.1.1 InternalizeJSONProperty ( holder, name, reviver )
fn internalize_json_property(
    vm: &mut Vm,
    holder: ObjectRef,
    name: PropertyKey,
    reviver: JSValue,
    depth: usize,
) -> JsResult<JSValue> {
    if depth > MAX_DEPTH {
        return Err(too_deep(vm));
    }
    let (holder, name, reviver) = (vm.rooted(holder), vm.rooted(name), vm.root_value(reviver));
    // 1. Let val be ? Get(holder, name).
    let value = vm.get(holder.get(), name.get())?;
    let value = vm.root_value(value);
    // 2. If val is an Object, then
    if let Some(object) = ObjectRef::from_value(value.get()) {
        // a. Let isArray be ? IsArray(val).
        let keys: Vec<Rooted<PropertyKey>> = if vm.is_array_value(value.get())? {
            // b.i-iii. For each index below ? LengthOfArrayLike(val), ! ToString(𝔽(I)).
            let length = vm.length_of_array_like(object)?;
            let mut keys = Vec::new();
            for index in 0..length {
                let key = crate::string::index_key(vm, index)?;
                keys.push(vm.rooted(key));
            }
            keys
        } else {
            // c.i. Let keys be ? EnumerableOwnProperties(val, key).
            let keys = vm.enumerable_own_keys(object)?;
            keys.into_iter().map(|key| vm.rooted(key)).collect()
        };
        for key in keys {
            let object = ObjectRef::from_value(value.get()).expect("an object");
            // 1. Let newElement be ? InternalizeJSONProperty(val, prop, reviver).
            let new_element = internalize_json_property(vm, object, key.get(), reviver.get(), depth + 1)?;
            let object = ObjectRef::from_value(value.get()).expect("an object");
            if new_element.is_undefined() {
                // 2. If newElement is undefined, perform ? val.[[Delete]](prop).
                vm.delete_property(object, key.get())?;
            } else {
                // 3. Else, perform ? CreateDataProperty(val, prop, newElement).
                vm.create_data_property(object, key.get(), new_element)?;
            }
        }
    }
    // 3. Return ? Call(reviver, holder, « name, val »).
    let name_value = vm.property_key_to_value(name.get())?;
    vm.call(reviver.get(), holder.get().to_value(), &[name_value, value.get()])
}

/// A container the parser has opened and not yet closed.
enum Open {
    /// An array and the index of its next element.
    Array(Rooted<ObjectRef>, u32),
    /// An object and the key whose value comes next.
    Object(Rooted<ObjectRef>, Rooted<PropertyKey>),
}

/// A JSON text and how far it has been read.
struct Parser<'a> {
    text: &'a [u16],
    position: usize,
}

impl Parser<'_> {
    /// JSON-text: one value between optional white space.
    fn parse(mut self, vm: &mut Vm) -> JsResult<JSValue> {
        let mut open: Vec<Open> = Vec::new();
        'values: loop {
            // A value, or the start of a container.
            self.skip_whitespace();
            let value = match self.peek() {
                Some(b'{') => {
                    self.position += 1;
                    let prototype = vm.realm().intrinsic(Intrinsic::ObjectPrototype);
                    let object = vm.new_object(prototype)?;
                    self.skip_whitespace();
                    if self.peek() == Some(b'}') {
                        self.position += 1;
                        object.to_value()
                    } else {
                        let object = vm.rooted(object);
                        let key = self.member_name(vm)?;
                        open.push(Open::Object(object, vm.rooted(key)));
                        self.check_depth(vm, open.len())?;
                        continue 'values;
                    }
                }
                Some(b'[') => {
                    self.position += 1;
                    let array = vm.create_array_from_list(&[])?;
                    self.skip_whitespace();
                    if self.peek() == Some(b']') {
                        self.position += 1;
                        array.to_value()
                    } else {
                        open.push(Open::Array(vm.rooted(array), 0));
                        self.check_depth(vm, open.len())?;
                        continue 'values;
                    }
                }
                Some(b'"') => self.string(vm)?.to_value(),
                Some(b't') => self.literal(vm, "true", JSValue::TRUE)?,
                Some(b'f') => self.literal(vm, "false", JSValue::FALSE)?,
                Some(b'n') => self.literal(vm, "null", JSValue::NULL)?,
                Some(b'-' | b'0'..=b'9') => self.number(vm)?,
                _ => return Err(self.unexpected(vm)),
            };
            let mut value = vm.root_value(value);
            // Store the finished value; close the containers that end after it.
            loop {
                let Some(container) = open.last_mut() else {
                    // The whole text is this value and white space.
                    self.skip_whitespace();
                    if self.position < self.text.len() {
                        return Err(self.unexpected(vm));
                    }
                    return Ok(value.get());
                };
                match container {
                    Open::Array(array, index) => {
                        vm.create_data_property(array.get(), PropertyKey::Index(*index), value.get())?;
                        *index += 1;
                        self.skip_whitespace();
                        match self.peek() {
                            Some(b',') => {
                                self.position += 1;
                                continue 'values;
                            }
                            Some(b']') => self.position += 1,
                            _ => return Err(self.unexpected(vm)),
                        }
                        value = vm.root_value(array.get().to_value());
                    }
                    Open::Object(object, key) => {
                        vm.create_data_property(object.get(), key.get(), value.get())?;
                        self.skip_whitespace();
                        match self.peek() {
                            Some(b',') => {
                                self.position += 1;
                                self.skip_whitespace();
                                let next_key = self.member_name(vm)?;
                                key.set(next_key);
                                continue 'values;
                            }
                            Some(b'}') => self.position += 1,
                            _ => return Err(self.unexpected(vm)),
                        }
                        value = vm.root_value(object.get().to_value());
                    }
                }
                open.pop();
            }
        }
    }

    /// The code unit at the current position, if it is ASCII.
    fn peek(&self) -> Option<u8> {
        self.text.get(self.position).and_then(|&unit| u8::try_from(unit).ok()).filter(u8::is_ascii)
    }

    /// ws: tab, line feed, carriage return and space.
    fn skip_whitespace(&mut self) {
        while matches!(self.peek(), Some(b'\t' | b'\n' | b'\r' | b' ')) {
            self.position += 1;
        }
    }

    fn check_depth(&self, vm: &mut Vm, depth: usize) -> JsResult<()> {
        if depth > MAX_DEPTH * 10 {
            return Err(too_deep(vm));
        }
        Ok(())
    }

    /// The SyntaxError for the code unit at the current position (or the end).
    fn unexpected(&self, vm: &mut Vm) -> vm::Throw {
        let detail = match self.text.get(self.position) {
            None => "Unexpected end of JSON input".to_string(),
            Some(&unit) => {
                let character = char::from_u32(unit as u32).unwrap_or(char::REPLACEMENT_CHARACTER);
                format!("Unexpected token '{character}' in JSON at position {}", self.position)
            }
        };
        vm.throw_error_with(Message::Syntax, detail)
    }

    /// The rest of `word` (whose first letter is next), giving `value`.
    fn literal(&mut self, vm: &mut Vm, word: &str, value: JSValue) -> JsResult<JSValue> {
        for byte in word.bytes() {
            if self.peek() != Some(byte) {
                return Err(self.unexpected(vm));
            }
            self.position += 1;
        }
        Ok(value)
    }

    /// member: a string, white space, ":" (white space before the string is skipped).
    fn member_name(&mut self, vm: &mut Vm) -> JsResult<PropertyKey> {
        if self.peek() != Some(b'"') {
            return Err(self.unexpected(vm));
        }
        let units = self.string_units(vm)?;
        self.skip_whitespace();
        if self.peek() != Some(b':') {
            return Err(self.unexpected(vm));
        }
        self.position += 1;
        // Keys are atoms: ASCII ones are looked up without making a string first.
        if units.iter().all(|&unit| unit < 0x80) {
            let text: String = units.iter().map(|&unit| unit as u8 as char).collect();
            return vm.property_key_from_str(&text);
        }
        let string = new_string_from_units(vm, &units)?;
        vm.property_key(string)
    }

    /// A string value.
    fn string(&mut self, vm: &mut Vm) -> JsResult<StringRef> {
        let units = self.string_units(vm)?;
        new_string_from_units(vm, &units)
    }

    /// string: '"' characters '"', with the escapes of JSON; the opening quote is next.
    fn string_units(&mut self, vm: &mut Vm) -> JsResult<Vec<u16>> {
        self.position += 1;
        let mut units = Vec::new();
        loop {
            let Some(&unit) = self.text.get(self.position) else { return Err(self.unexpected(vm)) };
            match unit {
                0x22 => {
                    self.position += 1;
                    return Ok(units);
                }
                0x5c => {
                    self.position += 1;
                    let escaped = match self.peek() {
                        Some(b'"') => 0x22,
                        Some(b'\\') => 0x5c,
                        Some(b'/') => 0x2f,
                        Some(b'b') => 0x08,
                        Some(b'f') => 0x0c,
                        Some(b'n') => 0x0a,
                        Some(b'r') => 0x0d,
                        Some(b't') => 0x09,
                        Some(b'u') => {
                            let mut value = 0u16;
                            for _ in 0..4 {
                                self.position += 1;
                                let digit = self.peek().and_then(|byte| (byte as char).to_digit(16));
                                let Some(digit) = digit else { return Err(self.unexpected(vm)) };
                                value = value * 16 + digit as u16;
                            }
                            value
                        }
                        _ => return Err(self.unexpected(vm)),
                    };
                    units.push(escaped);
                    self.position += 1;
                }
                // Control characters must be escaped.
                0x00..=0x1f => return Err(self.unexpected(vm)),
                _ => {
                    units.push(unit);
                    self.position += 1;
                }
            }
        }
    }

    /// number: -? int frac? exp?, where int is 0 or digits not starting with 0.
    fn number(&mut self, vm: &mut Vm) -> JsResult<JSValue> {
        let start = self.position;
        let digits = |parser: &mut Self| {
            let from = parser.position;
            while parser.peek().is_some_and(|byte| byte.is_ascii_digit()) {
                parser.position += 1;
            }
            parser.position - from
        };
        if self.peek() == Some(b'-') {
            self.position += 1;
        }
        match self.peek() {
            Some(b'0') => self.position += 1,
            Some(b'1'..=b'9') => {
                digits(self);
            }
            _ => return Err(self.unexpected(vm)),
        }
        if self.peek() == Some(b'.') {
            self.position += 1;
            if digits(self) == 0 {
                return Err(self.unexpected(vm));
            }
        }
        if matches!(self.peek(), Some(b'e' | b'E')) {
            self.position += 1;
            if matches!(self.peek(), Some(b'+' | b'-')) {
                self.position += 1;
            }
            if digits(self) == 0 {
                return Err(self.unexpected(vm));
            }
        }
        let text: String = self.text[start..self.position].iter().map(|&unit| unit as u8 as char).collect();
        let number = text.parse::<f64>().unwrap_or(f64::NAN);
        Ok(JSValue::from_number(number))
    }
}
